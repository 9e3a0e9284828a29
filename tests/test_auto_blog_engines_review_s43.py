"""Review r298 of ``blog_engines`` (session 43): pages written to break ``blog_furniture_boxes``.

False positives: a page whose one main box carries an engine's furniture name (a rewards programme's page in an
"article-reward" box, a copyright policy page in a "post-copyright" box, a one-page Blogger "About" site whose only
text is its Profile gadget, a narrow Blogger theme whose only post is its FeaturedPost gadget), and posts whose prose
or markup resembles the furniture (the furniture's words inside a long paragraph, one-word classes "post", "info",
"video" on the main box). False negatives: Blogger's other gadgets (search, stats, contact form, report abuse), its
class words in another order, and engines' pages holding one non-ASCII class name (a Tibetan or Uyghur theme's own
name), on which the page's class text reads None. Engine names on other sites: a forum theme writing LiveJournal-like
"b-singlepost-" names, a podcast's cards naming their descriptions "show-foot". Size: thousands of gadgets run in
near-linear time. Micro posts (one line) whose furniture outweighs them. Before the review's fixes 10 of the 17 cases
passed, 17 of 17 after.
"""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto.blog_engines import blog_furniture_boxes
from extract.dom import build_dom
from tests.extraction_pages import assert_page, best_seconds, paragraphs

BO = ["ལོ་ལྟར་དབྱར་ཁ་སླེབས་དུས་ང་ཚོའི་ཡུལ་གྱི་འབྲོག་པ་རྣམས་ཀྱིས་ཕྱུགས་ཟོག་རི་མཐོན་པོའི་རྩྭ་ཐང་ལ་འདེད་ཅིང་། "
      "བུ་ཕྲུག་རྣམས་ཀྱིས་རྟ་ཞོན་ནས་གླུ་གཞས་ལེན་གྱིན་འགྲོ།",
      "རྒན་མོ་ཞིག་གིས་ང་ལ་ཇ་ཁོལ་བ་ཞིག་བླུད་དེ། ཁོ་མོ་གཞོན་དུས་ཀྱི་དགུན་ཁ་ཁྱིམ་ཚང་ཡོངས་རྫོགས་ལུང་པའི་ནང་དུ་བསྡད་པའི་"
      "ལོ་རྒྱུས་བཤད་བྱུང་།",
      "གྲོང་ཁྱེར་དུ་ཕྱིར་ལོག་རྗེས་ང་ཡིས་སྒྲ་ཕབ་པའི་གླུ་གཞས་རྣམས་ཡི་གེར་བྲིས་ཏེ། ཡུལ་དེའི་དགེ་རྒན་ཞིག་དང་མཉམ་དུ་"
      "སྒྱུར་བཅོས་བྱེད་རྩིས་ཡོད།"]
UG = ["بۇ يىل ئەتىيازدا مەن قەشقەرنىڭ كونا شەھىرىدىكى بىر ھۈنەرۋەن ئۇستىنىڭ دۇكىنىدا ئىككى ھەپتە ئۆگىنىپ، "
      "مىس قازان ياساشنى كۆردۈم.",
      "ئۇستام ماڭا ئاتىسىدىن ئۆگەنگەن ھۈنەرنىڭ سىرلىرىنى سۆزلەپ بەردى، ئۇنىڭ دېيىشىچە ياخشى قازان "
      "ئۈچ كۈندە ئاران پۈتىدىكەن.",
      "ئاخىرقى كۈنى ئۇ مەن ياسىغان كىچىك چەينەكنى كۆرۈپ كۈلۈپ كەتتى، ئەمما ئۇنى ئۆيۈمگە ئەكېتىشكە "
      "رۇخسەت قىلدى."]
ZH = ["我们的会员积分计划从今年三月开始调整，每消费一元累计一分，积分可以在全国两百多家门店兑换茶叶、书籍和手工艺品。",
      "积分的有效期为两年，到期前一个月我们会通过短信提醒您，过期的积分不能恢复，也不能转让给其他会员使用。",
      "如果您对积分的计算有疑问，可以在每周一到周五的上午九点到下午五点之间拨打客服电话，工作人员会为您逐笔核对。"]
EN = ["All texts, photographs and recordings on this site were made by the members of the village archive project, "
      "and they remain the property of the people who made them and of the families who shared their stories.",
      "You may quote up to three paragraphs of any text for teaching or research, provided that you name the author "
      "and link to the page where the text was first published on this site.",
      "For any other use, including printing in books or newspapers, please write to the archive committee, which "
      "meets on the first Monday of every month and answers every request in writing."]
# Blogger's "About" gadget text on a one-page site (its only text)
EN_ABOUT = ["I am a retired schoolteacher from a village in the hills, and I started this blog to keep the recipes my "
            "mother cooked for our family during the long winters before the road was built.",
            "Every recipe here was tested in my own kitchen at least three times, with the barley, the butter and the "
            "dried cheese that the families of our valley still make each autumn.",
            "When I am not cooking I teach the children of my neighbours to read, and some of them have written the "
            "stories that you will find under their own names in the pages of this blog."]
# prose naming the furniture's words in long paragraphs (a Hexo post about its own theme)
ZH_PROSE = ["这篇文章记录我把博客从旧主题迁到新主题的过程：打赏按钮、版权声明、上一篇和下一篇的导航都放在正文下面，"
            "本文作者和本文链接也会自动生成，我花了一个晚上才把这些设置弄明白。",
            "迁移之后我把标签重新整理了一遍，原来的四十多个标签合并成了十二个，每个标签下面至少有五篇文章，"
            "读者按标签浏览的时候就不会再看到只有一篇文章的空标签页了。"]


def page(body: str, title: str = "p") -> str:
    """A page of ``body`` under a short header menu and over a short footer."""
    return f"""<html><head><title>{title}</title></head><body><header><nav><a href="/">Home</a><a href="/a">About</a>
</nav></header>{body}<footer><p class="footer-inner">© 2025</p></footer></body></html>"""


# Blogger's column of more gadgets: search, stats, contact form, report abuse, subscribe (Uyghur titles)
BLOGGER_MORE_GADGETS = (
    '<div class="widget BlogSearch" id="BlogSearch1"><h3 class="title">بىلوگدىن ئىزدەش</h3><form><input name="q">'
    '<input type="submit" value="ئىزدە"></form></div>'
    '<div class="widget Stats" id="Stats1"><h3 class="title">جەمئىي كۆرۈلۈش سانى</h3><div class="widget-content">'
    '<span class="counter">48213</span></div></div>'
    '<div class="widget ContactForm" id="ContactForm1"><h3 class="title">ئالاقىلىشىش جەدۋىلى</h3><form>ئىسمى <input>'
    ' ئېلخەت <input> ئۇچۇر <textarea></textarea><input type="button" value="يوللاش"></form></div>'
    '<div class="widget ReportAbuse" id="ReportAbuse1"><h3 class="title"><a href="/report">قالايمىقانچىلىقنى مەلۇم'
    ' قىلىش</a></h3></div>'
    '<div class="widget Subscribe" id="Subscribe1"><h3 class="title">مۇشتەرى بولۇش</h3><div class="feed-icon">'
    'يازمىلار</div><div class="feed-icon">ئىنكاسلار</div></div>')
BLOGGER_MORE_WORDS = ["بىلوگدىن ئىزدەش", "جەمئىي", "48213", "ئالاقىلىشىش", "قالايمىقانچىلىق", "مۇشتەرى", "ئىنكاسلار"]


def blogger_page(posts: str, gadgets: str) -> str:
    """A Blogger page: ``posts`` in the Blog gadget, ``gadgets`` in the sidebar beside it."""
    return page(f"""<div class="main section"><div class="widget Blog" id="Blog1"><div class="blog-posts">{posts}</div>
</div></div><div class="sidebar section">{gadgets}</div>""")


def blogger_post(text: list[str]) -> str:
    """A Blogger post: its title and its body."""
    body = "<br>".join(text)
    return f'<div class="post"><h3 class="post-title">t</h3><div class="post-body entry-content">{body}</div></div>'


# the Profile gadget alone holds the site's text (the Blog gadget holds no post)
BLOGGER_ABOUT_ONLY = blogger_page("", f"""<div class="widget Profile" id="Profile1"><h2>About Me</h2><div
class="widget-content">{paragraphs(EN_ABOUT)}</div></div><div class="widget BlogArchive"><h3 class="title">Blog
Archive</h3><ul><li><a href="/2025">2025</a> (0)</li></ul></div>""")
# a narrow theme's only post is its FeaturedPost gadget (the Blog gadget holds no post body)
BLOGGER_FEATURED_ONLY = blogger_page("", f"""<div class="widget FeaturedPost" id="FeaturedPost1"><div
class="post-summary"><h3><a href="/p/1.html">t</a></h3>{paragraphs(BO)}</div></div><div class="widget Label"><h3
class="title">Labels</h3><a href="/l/1">travel</a></div>""")
# a rewards programme's page (no blog) whose page box is named "article-reward"
REWARD_PROGRAMME = page(f"""<main><article class="article-reward"><h1>会员积分说明</h1>{paragraphs(ZH)}</article>
<div class="entry-reward"><a href="/join">立即加入</a></div></main>""")
# a copyright policy page whose page box is named "post-copyright" (the page IS the notice)
COPYRIGHT_POLICY = page(f"""<main class="post-block"><div class="post-copyright"><h1>Copyright</h1>
{paragraphs(EN)}</div><div class="post-nav"><a href="/terms">Terms of use</a></div></main>""")
# a Hexo NexT post whose prose names the furniture; its main box's classes are one-word "post", "info", "video"
HEXO_PROSE = f"""<html><head><title>p</title></head><body><main><article class="post-block post"><div class="post info">
<div class="post-body video">{paragraphs(ZH_PROSE)}</div></div><div class="reward-container"><div>请我喝杯茶</div>
<button>打赏</button></div><ul class="post-copyright"><li>本文作者： 扎西</li><li>版权声明： 转载请注明出处</li></ul></article>
</main></body></html>"""
# a Sina Blog narrow theme: the post sits in the narrow column (SG_colW21) with the profile module
SINA_NARROW = page(f"""<div class="SG_colW21"><div class="SG_conn"><div class="SG_connHead">个人资料</div><div
class="SG_connBody">雪域行者</div></div><div class="SG_conn"><div class="articalContent">{paragraphs(BO)}</div></div>
<div class="articalTag">标签：<a href="/t/1">游记</a></div></div>""")
# a non-blog shop page whose Blogger-like names are not Blogger's gadgets ("widget Blog" on a shop's blog teaser)
SHOP_PAGE = page(f"""<main><div class="product-info"><h1>ئەتىرگۈل چېيى</h1>{paragraphs(UG)}</div>
<div class="widget Blog"><a href="/blog">بىلوگ</a></div></main>""")
# a Hexo NexT post on a theme that names one box in Tibetan (the page's class text then reads None)
HEXO_NONASCII = f"""<html><head><title>p</title></head><body><main><article class="post-block"><div class="post-body
རྩོམ་ཡིག">{paragraphs(BO)}</div><div class="reward-container"><div>ང་ལ་ཇ་ཞིག་འབུལ་རོགས།</div><button>ཞལ་འདེབས།</button>
</div><ul class="post-copyright"><li>རྩོམ་པ་པོ། བཀྲ་ཤིས།</li><li>པར་དབང་གསལ་བསྒྲགས། CC BY-NC-SA 4.0</li></ul>
<div class="post-nav"><a href="/1">སྔོན་མ།</a><a href="/3">རྗེས་མ།</a></div></article></main></body></html>"""
# a Substack post whose publication names its wrapper in Uyghur
SUBSTACK_NONASCII = f"""<html><head><title>p</title></head><body><div class="مەزمۇن"><div class="available-content"><div
class="body markup">{paragraphs(UG)}<div class="subscription-widget-wrap"><p>Thanks for reading Kashgar Letters!
Subscribe for free to receive new posts.</p><form><input type="email" placeholder="Type your email..."><input
type="submit" value="Subscribe"></form></div></div></div><div class="subscribe-footer"><h3>Ready for more?</h3></div>
</div></body></html>"""
# Blogger gadgets whose class words come in another order ("Profile widget")
BLOGGER_REORDERED = blogger_page(blogger_post(UG), """<div class="Profile widget" id="Profile1"><h2>مەن ھەققىدە</h2>
<a href="/profile">تولۇق ئارخىپىم</a></div><div class="BlogArchive widget"><h2>بىلوگ ئارخىپى</h2><ul><li><a
href="/2025">2025</a> (12)</li></ul></div>""")
# a forum thread (no LiveJournal entry: no "b-singlepost-body") whose theme writes LiveJournal-like block names, its
# best reply in a "b-singlepost-standout" box
FORUM_REPLIES = ["我去年也走过这条路，七月的时候雨水多，过了垭口以后路面有好几段塌方，最好提前一天在县城问清楚路况再出发。",
                 "补充一下，县城到寺院之间没有加油站，出发前一定要加满油，路上的小卖部只在夏天营业，冬天基本都关门。"]
FORUM_LJ_NAMES = page(f"""<main class="b-singlepost-thread"><h1>去寺院的山路怎么走</h1><div class="b-singlepost-standout">
<span class="author">格桑</span><p>{FORUM_REPLIES[0]}</p></div><div class="reply"><span class="author">卓玛</span>
<p>{FORUM_REPLIES[1]}</p></div><div class="b-singlepost-tags">标签：<a href="/t/1">自驾</a></div></main>""")
# a podcast's page of shows, each card's description in its "show-foot" (no Typecho Handsome post)
SHOWS = ["ئەتىگەنلىك پروگراممىدا بىز ھەر ھەپتە بىر يېزىنىڭ مۇزىكانتى بىلەن سۆھبەتلىشىپ، ناخشىلىرىنى ئاڭلايمىز.",
         "كەچلىك پروگراممىدا ئاشپەزلەر ئانىلىرىدىن ئۆگەنگەن تائاملارنى قانداق ئېتىشنى قەدەممۇ قەدەم چۈشەندۈرۈپ بېرىدۇ.",
         "دەم ئېلىش كۈنىدىكى پروگراممىدا ياشانغانلار بالىلىق ۋاقتىدىكى ئويۇنلار ۋە بايراملار ھەققىدە ئەسلىمە سۆزلەيدۇ."]
SHOW_CARDS = page("<main>" + "".join(f"""<div class="show"><div class="show-head"><a href="/s/{i}">{i + 1}</a></div>
<div class="show-foot"><p>{line}</p></div></div>""" for i, line in enumerate(SHOWS)) + "</main>")
# micro posts: a Chinese WordPress theme's one-line post over its reward box, a Hexo Fluid one over its licence box
MICRO_REWARD = page("""<article class="post"><h1 class="entry-title">初雪</h1><div class="entry-content">
<p>雪下了。</p></div><div class="entry-reward"><p>如果这篇短文让你想起了家乡，请随意赞赏。</p><div class="reward-qrcode"><img
src="/q.png">
<p>微信扫一扫</p></div></div></article>""")
MICRO_LICENCE = page("""<main><article class="post-content"><h1>ཁ་བ།</h1><div class="markdown-body">
<p>ཁ་བ་བབས།</p></div><div class="license-box"><div class="license-title"><div>ཁ་བ།</div>
<div>https://example.org/2025/01/snow/</div></div><div class="license-meta"><div>རྩོམ་པ་པོ། བཀྲ་ཤིས།</div>
<div>ཆོག་མཆན། CC BY 4.0</div></div></div></article></main>""")

PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "blogger_about_only_profile_en": (BLOGGER_ABOUT_ONLY, EN_ABOUT, []),
    "blogger_featured_post_only_bo": (BLOGGER_FEATURED_ONLY, BO, []),
    "reward_programme_page_zh": (REWARD_PROGRAMME, ZH, []),
    "copyright_policy_page_en": (COPYRIGHT_POLICY, EN, []),
    "hexo_prose_names_furniture_zh": (HEXO_PROSE, ZH_PROSE, ["请我喝杯茶", "本文作者： 扎西"]),
    "sina_narrow_column_post_bo": (SINA_NARROW, BO, ["标签："]),
    "shop_page_widget_blog_ug": (SHOP_PAGE, UG, []),
    "blogger_more_gadgets_ug": (blogger_page(blogger_post(UG), BLOGGER_MORE_GADGETS), UG, BLOGGER_MORE_WORDS),
    "blogger_more_gadgets_bo": (blogger_page(blogger_post(BO), BLOGGER_MORE_GADGETS), BO, BLOGGER_MORE_WORDS),
    "blogger_reordered_classes_ug": (BLOGGER_REORDERED, UG, ["مەن ھەققىدە", "تولۇق ئارخىپىم", "بىلوگ ئارخىپى"]),
    "hexo_nonascii_class_bo": (HEXO_NONASCII, BO, ["ང་ལ་ཇ་ཞིག་འབུལ་རོགས།", "ཞལ་འདེབས།", "རྩོམ་པ་པོ།", "པར་དབང་",
                                                    "སྔོན་མ།", "རྗེས་མ།"]),
    "forum_livejournal_like_names_zh": (FORUM_LJ_NAMES, FORUM_REPLIES, []),
    "podcast_show_foot_cards_ug": (SHOW_CARDS, SHOWS, []),
    # a micro post (one line): its licence and reward boxes, longer than the post, still go (the post's body is there)
    "wordpress_reward_micro_post_zh": (MICRO_REWARD, ["雪下了。"], ["请随意赞赏", "微信扫一扫"]),
    "hexo_licence_micro_post_bo": (MICRO_LICENCE, ["ཁ་བ་བབས།"], ["ཆོག་མཆན།", "https://example.org"]),
    "substack_nonascii_class_ug": (SUBSTACK_NONASCII, UG, ["Thanks for reading", "Type your email", "Ready for more?"]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_review_page_keeps_its_text_and_drops_the_furniture(name: str) -> None:
    assert_page(name, *PAGES[name])


GADGET = '<div class="widget Label" id="Label{i}"><h3 class="title">Labels {i}</h3><a href="/l/{i}">travel</a></div>'


def _finder_seconds(count: int) -> float:
    """Seconds ``blog_furniture_boxes`` takes on a Blogger page of ``count`` label gadgets (best of three)."""
    markup = blogger_page(blogger_post(EN_ABOUT), "".join(GADGET.format(i=i) for i in range(count)))
    dom = build_dom(lxml.html.document_fromstring(markup))
    blocks = auto.block_features(dom, dom.title)
    found: list[list[int]] = []
    best = best_seconds(lambda: found.append(blog_furniture_boxes(dom, blocks)), 3)
    assert len(found[-1]) >= count
    return best


def test_thousands_of_gadgets_run_in_near_linear_time() -> None:
    small, large = _finder_seconds(2000), _finder_seconds(8000)
    assert large < 10 * small + 0.05, (small, large)  # 4x the gadgets: about 4x the time, not 16x
