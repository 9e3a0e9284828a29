"""Forum threads and their engines (session 43, h301): a thread keeps every post, a story drops its comments.

A forum whose opening post is an ``<article>`` and whose replies are ``div.comment`` / ``li.comment`` keeps its
replies (the page names itself a thread: forum/topic classes, a reply count, member panes); a story with a comment
section, long or short, keeps the story alone. Engines: Discuz!'s portal article (its 发布者/查看/评论 line, 相关阅读,
最新评论 go), Xiuno BBS, Mastodon's status page and hypermail's archive. Our own sentences; guard pages use the same
markup or words in a page that must stay whole.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page, paragraphs

BO = ["ཁྱེད་ཚོས་གློག་ཀླད་ཐོག་བོད་ཡིག་འབྲི་སྟངས་ག་རེ་བེད་སྤྱོད་བྱེད་ཀྱི་ཡོད་དམ། ང་ལ་མཐེབ་གཞོང་གསར་པ་ཞིག་ཉོ་རྒྱུའི་འཆར་གཞི་ཡོད་པས་བསམ་འཆར་ཞུ་རོགས།",
      "ང་ཡིས་ལོ་གསུམ་རིང་མཐེབ་གཞོང་འདི་བེད་སྤྱོད་བྱས་པ་ཡིན། སྤྱོད་བདེ་པོ་ཡོད་ལ་ཡི་གེའི་གཟུགས་ཀྱང་གསལ་པོ་འདུག",
      "ཁྱེད་རང་གིས་ཡི་གེ་མང་པོ་འབྲི་དགོས་ན། ཡི་གེ་པར་བརྐོས་ཡོད་པའི་མཐེབ་གཞོང་ཞིག་ཉོས་ན་མིག་ལ་ངལ་བ་ཆུང་བ་ཡོང་།",
      "ཐུགས་རྗེ་ཆེ། ང་སང་ཉིན་ཚོང་ཁང་ལ་ཕྱིན་ནས་རིགས་འགའ་ཚོད་ལྟ་བྱས་རྗེས་ཐག་གཅོད་བྱེད་རྒྱུ་ཡིན།",
      "ང་ཚོའི་གྲོང་གསེབ་ཏུ་ལོ་འདིར་ཆུ་ཁ་དཀོན་པོ་བྱུང་བས། ཞིང་པ་ཚོས་ཆུ་རྫིང་གསར་པ་ཞིག་བརྐོས་ནས་ཞིང་ཁར་ཆུ་འདྲེན་གྱི་ཡོད།",
      "ཁ་སང་ང་ཚོའི་སློབ་གྲྭར་བོད་ཡིག་གི་འགྲན་བསྡུར་ཞིག་བྱས་ཤིང་། སློབ་མ་སུམ་ཅུ་ལྷག་ཞུགས་ནས་འབྲས་བུ་ཡག་པོ་ཐོབ་བྱུང་།"]
BO_COMMENTS = ["རྩོམ་ཡིག་འདི་ཀློག་རྗེས་ང་ལ་ཕ་ཡུལ་གྱི་དྲན་པ་མང་པོ་སྐྱེས་བྱུང་། ང་ཚོའི་ཡུལ་དུའང་ལོ་ལྟར་ཆུ་ཁ་དཀོན་པོ་ཡོང་གི་ཡོད་ལ་ཞིང་པ་ཚོས་དཀའ་ངལ་མང་པོ་མྱོང་གི་འདུག"
               " ཆུ་རྫིང་བརྐོ་བའི་ཐབས་ལམ་འདི་ང་ཚོའི་གྲོང་པ་ཚོར་ཡང་ཕན་ཐོགས་ཡོང་ངེས་ཡིན་པས་ཁོ་ཚོར་བཤད་རྒྱུ་ཡིན།",
               "ཆུ་རྫིང་གི་རིན་གོང་ག་ཚོད་རེད་དམ། གཞུང་གིས་རོགས་རམ་གནང་ངམ་གྲོང་པ་ཚོས་རང་གི་དངུལ་བཏང་ནས་བཟོས་པ་ཡིན་ནམ། ང་ཚོའི་ཡུལ་དུ་འདི་འདྲ་བཟོ་འདོད་ཡོད་ཀྱང་"
               "དངུལ་མི་འདང་བས་ལོ་མང་རིང་སྒུག་བསྡད་ཡོད། ཁྱེད་ཀྱིས་ཞིབ་ཕྲ་ཞིག་བཤད་ན་ཕན་ཐོགས་ཆེན་པོ་ཡོང་།",
               "རྩོམ་པ་པོར་ཐུགས་རྗེ་ཆེ། གྲོང་གསེབ་ཀྱི་འཚོ་བའི་སྐོར་གྱི་རྩོམ་ཡིག་འདི་འདྲ་མང་ཙམ་འབྲི་རོགས། ང་ཚོས་ཀློག་པ་ལ་དགའ་པོ་ཡོད་ལ།"
               " གཞོན་ནུ་ཚོས་ཀྱང་ཕ་མེས་ཀྱི་ལས་ཀ་ཤེས་དགོས་པ་གལ་ཆེན་པོ་ཡིན་པས་དེ་བས་མང་བ་ཀློག་འདོད།"]
UG = ["مەن يېڭى كومپيۇتېر سېتىۋالماقچى، ئۇيغۇرچە كىرگۈزۈش ئۈچۈن قايسى كۇنۇپكا تاختىسى ياخشى، تەجرىبىڭلارنى ئورتاقلىشىپ بەرسەڭلار.",
      "مەن ئۈچ يىلدىن بېرى ئادەتتىكى كۇنۇپكا تاختىسىنى ئىشلىتىۋاتىمەن، سىستېمىدىكى ئۇيغۇرچە كىرگۈزگۈچ يېتەرلىك بولىدۇ.",
      "ئەگەر كۆپ يازىدىغان بولسىڭىز، ھەرپلەر بېسىلغان كۇنۇپكا تاختىسى ئالسىڭىز كۆزىڭىز ئانچە ھېرىپ كەتمەيدۇ.",
      "رەھمەت، مەن ئەتە بازارغا بېرىپ بىر قانچە خىلىنى سىناپ كۆرۈپ ئاندىن قارار قىلاي دەپ ئويلاۋاتىمەن.",
      "بۇ يىل كەنتىمىزدە يېڭى ئۆستەڭ قېزىلدى، ئەتىيازدا ئېتىزلارغا سۇ قويغاندا ئەمدى نۆۋەت كۈتۈپ ئولتۇرمايدىغان بولدۇق."]
UG_COMMENTS = ["بۇ ماقالىنى ئوقۇپ يۇرتۇمنى ئەسلىدىم، بىزنىڭ يېزىمىزدىمۇ ھەر يىلى ئەتىيازدا سۇ مەسىلىسى كۆرۈلىدۇ، دېھقانلار ناھايىتى"
               " ئاۋارە بولىدۇ. يېڭى ئۆستەڭ قېزىش ئۇسۇلىنى كەنتىمىزدىكىلەرگىمۇ سۆزلەپ بېرىمەن، بەلكىم ئۇلارغىمۇ پايدىسى بولۇشى مۇمكىن.",
               "ئۆستەڭ قېزىشقا قانچىلىك پۇل كەتتى؟ ھۆكۈمەت ياردەم بەردىمۇ ياكى كەنت ئاھالىسى ئۆزلىرى پۇل يىغدىمۇ؟ بىزنىڭ كەنتتىمۇ"
               " شۇنداق قىلماقچى بولۇۋاتىمىز، لېكىن پۇل يېتىشمەي بىر قانچە يىلدىن بېرى كېچىكىپ كېلىۋاتىدۇ، تەپسىلىي يېزىپ بەرسىڭىز.",
               "ئاپتورغا رەھمەت، يېزا تۇرمۇشى توغرىسىدىكى بۇنداق ماقالىلەرنى كۆپرەك يېزىپ بەرسىڭىز، بىز ئوقۇشنى ياخشى كۆرىمىز."
               " ياشلارمۇ ئاتا-بوۋىلىرىنىڭ ئەمگىكىنى بىلىشى كېرەك، شۇڭا بۇنداق ماقالىلەر ئىنتايىن مۇھىم دەپ قارايمەن."]
ZH = ["请问大家在电脑上输入藏文一般用什么输入法？我试了两种，感觉切换起来都不太方便，想听听各位在日常使用中的经验。",
      "我一直用系统自带的藏文键盘，习惯了以后打字很快，就是标点符号的位置需要专门记一下。",
      "可以试试网上那个开源的输入法，支持联想词，对初学者比较友好，我在学校的电脑上都装了。",
      "谢谢两位的建议，我周末回家先装上试一试，有问题再上来请教大家。",
      "我们村今年修了一条新的水渠，春天灌溉的时候再也不用排队等水了，大家都说这是几十年来最实在的一件事。",
      "县里的图书馆上个月开始延长开放时间，晚上九点以前都可以借书，附近的学生放学后常常去那里写作业。"]
EN = ["Has anyone here set up a Tibetan keyboard layout on a new laptop? I tried two layouts and switching between them "
      "keeps breaking my shortcuts, so I would love to hear what works for you.",
      "I have used the system layout for three years now; once the stacked letters are in your fingers it is quick.",
      "If you type a lot, get a keyboard with printed Tibetan keycaps, it saves your eyes during long evenings.",
      "Thanks both, I will try the system layout this weekend and report back on how it goes with my shortcuts."]


def shell(lang: str, body: str, crumbs: str = "") -> str:
    """A site's page in ``lang``: a menu, an optional breadcrumb, ``body``, a footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='nav'><ul><li><a href='/'>Home</a></li><li><a href='/news/'>News</a></li>"
            "<li><a href='/forum/'>Forum</a></li><li><a href='/about/'>About</a></li></ul></div>"
            f"{crumbs}{body}<div class='footer'><p>© 2024 Site team. All rights reserved.</p></div></body></html>")


FORUM_CRUMBS = ("<div class='breadcrumb'><a href='/'>Home</a> › <a href='/forum/'>Forum</a> › "
                "<a href='/forum/computing/'>Computing</a></div>")


def article_thread(lang: str, opening: list[str], replies: list[str], reply_tag: str = "div",
                   panes: bool = False) -> str:
    """A forum thread whose opening post is an ``<article>`` and whose replies are ``{reply_tag}.comment`` records,
    each with its member pane (name, post count) and a reply button; a reply count over them. ``panes``: the boxes
    named in no forum word and no breadcrumb, each pane a member's post count and join date beside the reply, the two
    in the record's inner box (phpBB's prosilver: ``div.post > div.inner``)."""
    if panes:
        records = "".join(
            f"<div class='comment' id='c{n}'><div class='inner'><div class='comment-author'><a href='/u/{n}'>"
            f"member{n}</a><p>Posts: {n * 17 + 5}</p><p>Joined: 2019-0{n + 1}-12</p></div><div class='comment-body'>"
            f"<p>{text}</p></div></div></div>" for n, text in enumerate(replies))
        return shell(lang, "<div class='discussion'><article class='entry'><h1>Keyboards</h1>"
                           f"<div class='entry-body'>{paragraphs(opening)}</div></article>"
                           f"<div class='comments'>{records}</div></div>")
    records = "".join(
        f"<{reply_tag} class='comment' id='c{n}'><div class='comment-author'><a href='/u/{n}'>member{n}</a>"
        f"<span class='posts'>Posts: {n * 17 + 5}</span></div><div class='comment-content'><p>{text}</p></div>"
        f"<a class='reply-button' href='#reply'>Reply</a></{reply_tag}>" for n, text in enumerate(replies))
    wrapper = "ol" if reply_tag == "li" else "div"
    return shell(lang, "<div class='forum-topic'><article class='topic-post'><header><h1>Keyboards</h1>"
                       "<span class='author'>tashi</span> <time>2024-05-12</time></header>"
                       f"<div class='post-body'>{paragraphs(opening)}</div></article>"
                       f"<div class='topic-replies'><h3>{len(replies)} replies</h3><{wrapper} class='comments'>{records}"
                       f"</{wrapper}></div></div>", FORUM_CRUMBS)


def story_with_comments(lang: str, story: list[str], comments: list[str], crumbs: str = "") -> str:
    """A news story in an ``<article>`` and its readers' comments in a WordPress comment section after it."""
    records = "".join(
        f"<li class='comment' id='comment-{n}'><div class='comment-author vcard'><b class='fn'>reader{n}</b></div>"
        f"<div class='comment-meta'>2024-05-1{n}</div><div class='comment-content'><p>{text}</p></div>"
        f"<a class='comment-reply-link' href='#respond'>Reply</a></li>" for n, text in enumerate(comments))
    return shell(lang, f"<main><article class='post'><h1>Water</h1><div class='entry-content'>{paragraphs(story)}"
                       f"</div></article><section id='comments' class='comments-area'><h3>{len(comments)} Comments</h3>"
                       f"<ol class='comment-list'>{records}</ol></section><div class='related-topics'><a href='/t/1'>"
                       "Water</a> <a href='/t/2'>Villages</a></div></main>", crumbs)


# Discuz! X's portal article (portal.php?mod=view): its info line, share row, previous/next line, 相关阅读 box and
# 最新评论 list (a story's comments: left out as the dev truths leave them out)
def discuz_portal(lang: str, story: list[str], comments: list[str]) -> str:
    records = "".join(f"<dl id='comment_{n}_li' class='ptm pbm bbda cl'><dt class='mbm xg1'><a href='/u/{n}' "
                      f"class='xi2 xw1'>reader{n}</a> <span class='y xg1 xw0'>2024-5-1{n} 11:0{n}</span></dt>"
                      f"<dd>{text}</dd></dl>" for n, text in enumerate(comments))
    return shell(lang, "<div id='ct' class='ct2 wp cl'><div class='mn'><div class='bm vw'><div class='h hm'>"
                       "<h1 class='ph'>村里的水渠</h1><p class='xg1'>2024-5-12 10:20<span class='pipe'>|</span> "
                       "发布者: <a href='/u/1'>扎西</a><span class='pipe'>|</span> 查看: 1208<span class='pipe'>|</span> "
                       "评论: 3<span class='pipe'>|</span>来源: 县融媒体中心</p></div>"
                       "<div class='d'><table cellpadding='0' cellspacing='0' class='vwtb'><tr><td id='article_content'>"
                       f"{paragraphs(story)}</td></tr></table></div>"
                       "<div class='o cl ptm pbm'><a class='oshr' href='#'>分享</a> <a class='oshr ofav' href='#'>收藏</a>"
                       " <a class='oshr oivt' href='#'>邀请</a></div>"
                       "<div class='pren pbm cl'><em>上一篇：<a href='/a/1'>县里举办赛马节</a></em>"
                       "<em>下一篇：<a href='/a/3'>牧区新建三所小学</a></em></div></div>"
                       "<div class='bm'><div class='bm_h cl'><h3>相关阅读</h3></div><div class='bm_c'><ul class='xl xl2 cl'>"
                       "<li><a href='/a/5'>春耕时节话水利</a></li><li><a href='/a/6'>乡村道路全面硬化</a></li>"
                       "<li><a href='/a/7'>牧民定居点通上自来水</a></li><li><a href='/a/8'>河谷地带的新果园</a></li></ul></div></div>"
                       "<div id='comment' class='bm'><div class='bm_h cl'><a href='/c' class='y xi2'>查看全部评论(3)</a>"
                       f"<h3>最新评论</h3></div><div id='comment_ul' class='bm_c'>{records}</div></div></div></div>")


# Xiuno BBS's thread: the opening post's ``div.message[isfirst=1]`` in its card, each reply a ``li.media.post`` of
# ``ul.postlist`` with its name, age, reply button and floor ("2楼"), under "最新回复 (3)"
def xiuno_thread(lang: str, opening: str, replies: list[str]) -> str:
    posts = "".join(f"<li class='media post' data-pid='{n + 2}'><a href='/user-{n}.htm'><img class='avatar-3' src='/a.png'></a>"
                    "<div class='media-body'><div class='d-flex justify-content-between small text-muted'><div>"
                    f"<span class='username'><a href='/user-{n}.htm'>member{n}</a></span> "
                    f"<span class='date text-grey ml-2'>{n + 2}天前</span></div><div class='text-right text-grey'>"
                    "<a href='#' class='post_reply mr-3'><i class='icon-reply'></i> <span>回复</span></a>"
                    f"<span class='floor-parent'><span class='floor mr-0'>{n + 2}</span>楼</span></div></div>"
                    f"<div class='message mt-1 break-all'>{text}</div></div></li>" for n, text in enumerate(replies))
    return shell(lang, "<div class='container'><div class='row'><div class='col-lg-9 main'>"
                       "<div class='card card-thread'><div class='card-body'><div class='media'>"
                       "<a href='/user-1.htm'><img class='avatar-3' src='/a.png'></a><div class='media-body'>"
                       "<h4 class='break-all'>Keyboards</h4><div class='d-flex small'><span class='username'>"
                       "<a href='/user-1.htm'>tashi</a></span> <span class='date text-grey'>3天前</span> "
                       "<span class='text-grey ml-2'><i class='icon-eye'></i> 1208</span></div></div></div>"
                       f"<div class='message break-all' isfirst='1'>{opening}</div></div></div>"
                       "<div class='card card-postlist'><div class='card-body'><div class='card-title'>"
                       f"<div class='d-flex'><b>最新回复</b> (<span class='posts'>{len(replies)}</span>)</div></div>"
                       f"<ul class='list-unstyled postlist'>{posts}</ul></div></div></div></div></div>")


# Mastodon's status page: the toot (``detailed-status``) with its boosts and favourites line, its replies
# (``entry h-cite u-comment``), each with its name, handle and relative time, and the call to sign in
def mastodon_status(lang: str, toot: str, replies: list[str]) -> str:
    entries = "".join(f"<div class='entry h-cite u-comment'><div class='status'><div class='status__info'>"
                      f"<a class='status__relative-time' href='/@m{n}/1'><time>{n + 1}h</time></a>"
                      f"<a class='status__display-name' href='/@m{n}'><span class='display-name'><bdi><strong>member{n}</strong>"
                      f"</bdi> <span>@member{n}@social.example</span></span></a></div>"
                      f"<div class='status__content emojify'><p>{text}</p></div></div></div>"
                      for n, text in enumerate(replies))
    return shell(lang, "<div class='activity-stream activity-stream--headless'><div class='entry entry-center'>"
                       "<div class='detailed-status detailed-status--flex'><a class='detailed-status__display-name u-url'"
                       " href='/@tashi'><span class='display-name'><bdi><strong class='display-name__html p-name'>Tashi"
                       "</strong></bdi> <span class='display-name__account'>@tashi@social.example</span></span></a>"
                       f"<div class='status__content emojify'><div class='e-content'><p>{toot}</p></div></div>"
                       "<div class='detailed-status__meta'><a class='detailed-status__datetime u-url u-uid' href='/1'>"
                       "<time class='formatted'>May 12, 2024, 10:20</time></a> · <span class='detailed-status__reblogs'>"
                       "3</span> boosts · <span class='detailed-status__favorites'>12</span> favourites</div></div></div>"
                       f"{entries}</div><div class='sign-in-banner'><p>Sign in to participate in the conversation</p>"
                       "<a href='/auth/sign_in'>Log in</a></div>")


# hypermail's message page: its headers (From, Date), the next/previous links over and under the body, the index
# links ("Messages sorted by") and the generator's line
def hypermail(lang: str, body: list[str]) -> str:
    links = ("<ul class='links'><li><dfn>Next message</dfn>: <a href='0102.html'>dorje: \"Re: keyboards\"</a></li>"
             "<li><dfn>Previous message</dfn>: <a href='0100.html'>pema: \"fonts\"</a></li>"
             "<li><dfn>Messages sorted by</dfn>: <a href='date.html'>[ date ]</a> <a href='index.html'>[ thread ]</a>"
             " <a href='subject.html'>[ subject ]</a> <a href='author.html'>[ author ]</a></li></ul>")
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><meta name='generator' "
            "content='hypermail 2.4.0'><title>keyboards</title></head><body><h1>keyboards</h1>"
            "<address class='headers'><span id='from'><dfn>From</dfn>: tashi &lt;<a href='mailto:t@example.org'>"
            "t@example.org</a>&gt;</span><br><span id='date'><dfn>Date</dfn>: Sun, 12 May 2024 10:20:31 +0800</span>"
            f"</address>{links}<div class='mail'><pre id='body'>" + "\n\n".join(body) + "</pre>"
            "<span id='received'><dfn>Received on</dfn> Sun May 12 2024 - 10:20:33 CST</span></div>"
            f"<div class='foot'>{links}</div><p><small><em>This archive was generated by "
            "<a href='https://www.hypermail-project.org/'>hypermail 2.4.0</a>: Sun May 12 2024 - 10:20:40 CST</em>"
            "</small></p></body></html>")


# Discuz!'s touch (mobile) template: a thread's floors as ``div.plc`` with the floor's name ("楼主", "沙发", "板凳") and
# date in ``ul.authi``, the post's text in ``div.message``; the reply bar under them
def discuz_touch(lang: str, posts: list[str]) -> str:
    floors = ["楼主", "沙发", "板凳", "地板"]
    plcs = "".join(f"<div class='plc cl' id='pid{n + 1}'><span class='avatar'><img src='/a.png'></span>"
                   f"<div class='display pi'><ul class='authi'><li class='grey'><em>{floors[n]}</em> "
                   f"<b><a href='home.php?mod=space&amp;uid={n}'>member{n}</a></b></li><li class='grey rela'>"
                   f"2024-5-1{n} 10:2{n}</li></ul><div class='message'>{text}</div></div></div>"
                   for n, text in enumerate(posts))
    return shell(lang, f"<div class='wp'><div class='postlist'><h2>Keyboards</h2>{plcs}</div>"
                       "<div class='page'><a href='#'>1</a></div><div class='plc'><a class='post_btn' href='#'>回复</a>"
                       "</div></div>")


# phpWind 9's thread: each floor a ``table.floot``, the member pane ``td.floot_left`` (name, posts, fans, level), the
# floor line ``div.floot_title`` ("楼主 ... 发表于: <date>"), the text ``div.editor_content``, the button row
# ``div.floot_bottom`` (回复 引用 喜欢)
def phpwind9(lang: str, posts: list[str]) -> str:
    floors = ["楼主", "沙发", "板凳", "地板"]
    tables = "".join(f"<div class='read_t' id='read_{n}'><table width='100%' class='floot'><tr><td class='floot_left'>"
                     f"<div class='floot_leftdiv'><a class='name' href='/u/{n}'>member{n}</a><ul class='fans'>"
                     f"<li>帖子<span>{n * 7 + 3}</span></li><li>粉丝<span>{n + 1}</span></li></ul>"
                     "<div class='level'>新手上路</div></div></td><td class='floot_right'>"
                     f"<div class='floot_title'><em>{floors[n]}</em> 发表于: 2024-05-1{n} 10:20</div>"
                     f"<div class='floot_content'><div class='editor_content'>{text}</div></div>"
                     "<div class='floot_bottom'><a href='#'>回复</a> <a href='#'>引用</a> <a href='#'>喜欢(0)</a></div>"
                     "</td></tr></table></div>" for n, text in enumerate(posts))
    return shell(lang, f"<div class='main'><div class='read_h1'><h1>Keyboards</h1></div>{tables}</div>")


# Baidu Tieba's PC thread: each floor ``div.l_post`` with its author pane, its text ``div.d_post_content`` and its
# tail (``div.post-tail-wrap``: the client, the floor "2楼", the date), the thread's reply count line over them
def tieba(lang: str, posts: list[str]) -> str:
    floors = "".join(f"<div class='l_post j_l_post l_post_bright'><div class='d_author'><ul class='p_author'>"
                     f"<li class='d_name'><a class='p_author_name j_user_card' href='/home/{n}'>member{n}</a></li></ul>"
                     "</div><div class='d_post_content_main'><div class='p_content'><cc>"
                     f"<div class='d_post_content j_d_post_content clearfix'>{text}</div></cc></div>"
                     "<div class='core_reply j_lzl_wrapper'><div class='core_reply_tail'><div class='post-tail-wrap'>"
                     "<span class='tail-info'>来自</span><a class='p_tail_wap' href='#'>Android客户端</a>"
                     f"<span class='tail-info'>{n + 1}楼</span><span class='tail-info'>2024-05-1{n} 10:20</span>"
                     "</div></div></div></div></div>" for n, text in enumerate(posts))
    return shell(lang, "<div class='left_section'><div class='core_title_wrap_bright'><h3 class='core_title_txt'>"
                       "Keyboards</h3></div><ul class='l_posts_num'><li class='l_reply_num'><span class='red'>"
                       f"{len(posts)}</span>回复贴，共<span class='red'>1</span>页</li></ul>"
                       f"<div class='p_postlist' id='j_p_postlist'>{floors}</div></div>")


# Google Groups' conversation: one section per message, generated class names, the sender's line, the date, the
# recipients' line, a "Show quoted text" button and a row of "Reply all", "Reply to author" and "Forward" buttons
def google_groups(lang: str, messages: list[str]) -> str:
    sections = "".join(
        f"<section class='BkrUxb' role='listitem'><div class='LgTGUb'><div class='s1f8Zd'><span class='ZWCtvc'>"
        f"member{n}</span> <span class='JL0Qed'>&lt;m{n}...@example.org&gt;</span></div><div class='zX2W9c'>"
        f"May 1{n}, 2024, 10:2{n}:00 AM</div><div class='xY2Lzf'>to keyboards</div></div>"
        f"<div class='ptW7te'><div dir='auto'>{text}</div><div class='gmail_quote'><div role='button' class='uzEjdf'>"
        "Show quoted text</div></div></div><div class='Ki4Vuc'><div role='button'><span>Reply all</span></div>"
        "<div role='button'><span>Reply to author</span></div><div role='button'><span>Forward</span></div></div>"
        "</section>" for n, text in enumerate(messages))
    return shell(lang, f"<div role='main'><h2 class='ThqSJd'>keyboards</h2><div role='list'>{sections}</div></div>")


PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    # fault 1: an opening <article> over div.comment replies, the replies as long as the post (ratio 1-2)
    "article_thread_bo": (article_thread("bo", BO[:2], BO[2:4]), BO[:4], ["Posts: 5", "Reply"]),
    # ... li.comment replies, a long opening post over short replies (ratio over 2)
    "article_thread_ug": (article_thread("ug", UG[:1] + UG[4:], UG[1:3], "li"), UG[:3] + UG[4:], ["Posts: 22", "Reply"]),
    "article_thread_zh": (article_thread("zh", ZH[:1] + ZH[4:], ZH[1:4]), ZH, ["Posts: 39"]),
    # ... a board naming its boxes in no forum word, under no breadcrumb: its members' panes (post count, join date)
    "article_thread_panes_bo": (article_thread("bo", BO[:2], BO[2:4], panes=True), BO[:4], ["Joined", "Posts: 22"]),
    # fault 2: a story whose comments are longer than it: the story alone (the dev truths drop a story's comments)
    "story_long_comments_bo": (story_with_comments("bo", BO[4:], BO_COMMENTS), BO[4:],
                               [c[:40] for c in BO_COMMENTS] + ["reader1"]),
    "story_long_comments_ug": (story_with_comments("ug", UG[4:] + UG[3:4], UG_COMMENTS), UG[3:5],
                               [c[:40] for c in UG_COMMENTS]),
    # ... under a breadcrumb to the news section and beside a box of related topics: still a story
    "story_long_comments_crumbs_zh": (story_with_comments("zh", ZH[4:], [c + c for c in ZH[:4]],
                                                          "<div class='breadcrumb'><a href='/'>Home</a> › "
                                                          "<a href='/news/local/'>Local</a></div>"),
                                      ZH[4:], [ZH[0], ZH[2]]),
    # Discuz! portal articles in Chinese and Tibetan
    "discuz_portal_zh": (discuz_portal("zh", ZH[4:], ZH[1:4]), ZH[4:],
                         ["发布者", "查看: 1208", "相关阅读", "春耕时节话水利", "最新评论", ZH[1], "查看全部评论",
                          "下一篇", "收藏"]),
    "discuz_portal_bo": (discuz_portal("bo", BO[4:], BO[1:3]), BO[4:],
                         ["发布者", "相关阅读", "最新评论", BO[1], "reader0"]),
    # Xiuno BBS threads in Uyghur and Chinese
    "xiuno_ug": (xiuno_thread("ug", UG[0], UG[1:4]), UG[:4], ["最新回复", "回复", "3天前", "member1"]),
    "xiuno_zh": (xiuno_thread("zh", ZH[0], ZH[1:4]), ZH[:4], ["最新回复", "2楼", "4天前"]),
    # Mastodon statuses in Tibetan and English
    "mastodon_bo": (mastodon_status("bo", BO[0], BO[1:4]), BO[:4],
                    ["boosts", "favourites", "Sign in to participate", "@member1@social.example"]),
    "mastodon_en": (mastodon_status("en", EN[0], EN[1:4]), EN,
                    ["boosts", "favourites", "Sign in to participate", "@member2@social.example"]),
    # hypermail's archive in Chinese and Uyghur: the message's body, not its headers, links and generator
    "hypermail_zh": (hypermail("zh", ZH[4:]), ZH[4:],
                     ["Next message", "Messages sorted by", "generated by", "Received on", "t@example.org"]),
    "hypermail_ug": (hypermail("ug", UG[:2]), UG[:2], ["Previous message", "[ author ]", "hypermail 2.4.0"]),
    # Discuz!'s touch template, phpWind 9 and Baidu Tieba in Uyghur, Tibetan and Chinese: every floor, no floor names
    "discuz_touch_ug": (discuz_touch("ug", UG[:4]), UG[:4], ["楼主", "沙发", "板凳", "2024-5-11"]),
    "discuz_touch_zh": (discuz_touch("zh", ZH[:4]), ZH[:4], ["楼主", "沙发", "member2"]),
    "phpwind9_bo": (phpwind9("bo", BO[:4]), BO[:4], ["楼主", "发表于", "新手上路", "引用", "喜欢(0)"]),
    "phpwind9_zh": (phpwind9("zh", ZH[:4]), ZH[:4], ["沙发", "发表于", "粉丝", "引用"]),
    "tieba_ug": (tieba("ug", UG[:4]), UG[:4], ["Android客户端", "2楼", "回复贴", "2024-05-11"]),
    "tieba_bo": (tieba("bo", BO[:4]), BO[:4], ["Android客户端", "3楼", "回复贴"]),
    # Google Groups in Uyghur and English: the messages, not the client's buttons, senders and recipients
    "google_groups_ug": (google_groups("ug", UG[:4]), UG[:4],
                         ["Reply all", "Show quoted text", "Forward", "m1...@example.org", "to keyboards"]),
    "google_groups_en": (google_groups("en", EN), EN, ["Reply to author", "member2", "to keyboards"]),
}

# Guards: a story whose comments are short stays a story with its comments dropped; a thread with no <article>
# keeps every post; prose naming "Reply", "Posts" and "Sign in" stays
GUARDS: dict[str, tuple[str, list[str]]] = {
    "story_short_comments_en": (story_with_comments("en", EN, ["Nice story.", "Thanks for writing this up."]), EN),
    "thread_in_divs_zh": (shell("zh", "<div class='thread'><h1>输入法</h1>" + "".join(
        f"<div class='post'><div class='post-author'>member{n}</div><div class='post-message'>{t}</div></div>"
        for n, t in enumerate(ZH[:4])) + "</div>", FORUM_CRUMBS), ZH[:4]),
    "prose_with_words_en": (shell("en", "<article><h1>Letters</h1>" + paragraphs(
        ["Every reply we received this spring asked the same thing: when will the library open on Sundays again, "
         "and will the reading room keep its long tables?",
         "We counted the posts on the board outside the hall; there were forty, and most of them asked readers to "
         "sign in to participate in the autumn book fair.", EN[1]]) + "</article>"),
                            ["Every reply we received", "We counted the posts", EN[1]]),
    # a help page naming the mail client's buttons in its sentences, and a line "Forward" alone in a story
    "mail_help_en": (shell("en", "<article><h1>Mail</h1>" + paragraphs(
        ["Press Reply all when everyone on the list should read your answer, and Reply to author when only the "
         "sender should.", "Forward", "Show quoted text opens the earlier messages a reply carries under it, "
         "so you can read the whole exchange."]) + "</article>"), ["Press Reply all", "Forward", "Show quoted text opens"]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_thread_keeps_its_posts_and_drops_the_engines_furniture(name: str) -> None:
    assert_page(name, *PAGES[name])


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_guard_page_stays_whole(name: str) -> None:
    assert_page(name, *GUARDS[name])
