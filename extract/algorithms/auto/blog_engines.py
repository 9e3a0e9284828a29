"""Blog engines: the furniture a blog platform or a blog theme sets around a post (``blog_furniture_boxes``), read by
the engine's own class words on a page its gate words name.

Session 43 wrote blog pages (tests/test_auto_blog_engines_s43.py), a site kind extraction-dev barely holds: Tibetan
and Uyghur writers blog on Sina Blog, Blogger, WordPress.com, LiveJournal, Typecho, Hexo, Hugo, Jekyll, Ghost,
Substack, Lofter and Tumblr. The dev truths of article pages keep a post's text (and its title) and none of its
meta line, tags, author box, reward or copyright box, post navigation or comment form. The model and the vetoes
already drop most of it; what stayed are the boxes whose text reads like a short line of the post:

- Sina Blog (新浪博客): the previous/next row ("前一篇：秋天的寺院", ``articalfrontback``), the comment box's head and
  its notice ("评论 重要提示：警惕虚假中奖信息", ``allComm``), the tag and category row (``articalTag``), and, in the
  Tibetan and Uyghur editions whose labels are translated, the left column's module heads ("个人资料", "博文目录",
  "访客": the narrow column ``SG_colW21``/``SG_colW22``) and the main module's head ("正文 字体大小": ``SG_connHead``).
- Hexo's NexT and Butterfly themes: the reward box ("请我喝杯酥油茶吧 / 打赏 / 微信支付 / 支付宝": ``reward-container``,
  ``post-reward``), the post-copyright box ("本文作者 / 本文链接 / 版权声明": ``post-copyright``) and the post nav; the
  Fluid and Icarus themes' licence boxes (the post's title and address again over "作者 / 发布于 / 许可协议") and NexT's
  "欢迎关注我的其它发布渠道" box.
- WordPress's and Typecho's reward plugins: the "请随意赞赏" box with its button and QR code (``entry-reward``);
  Typecho's Handsome theme: the foot row under the post ("最后修改：…", ``show-foot``).
- LiveJournal: "Previous Entry" / "Next Entry" (``b-singlepost-prevnext``), the entry's tags and its "Promote this
  entry" box.
- Substack: the subscription widget in the post's body ("Thanks for reading ...! Subscribe for free ...",
  ``subscription-widget``: the model keeps it beside a short post) and the "Ready for more?" box under it.
- Blogger: the theme's gadgets beside the post (``widget Profile``, ``widget BlogArchive``, ``widget Label``...),
  its pager ("Newer Post Older Post Home", ``blog-pager``), its feed line ("Subscribe to: Post Comments (Atom)",
  ``blog-feeds``) and its share buttons.
- The Artalk comment widget's editor, count, empty notice and "Powered By" line in a box not named as comments (the
  reader comments it lists are the comment vetoes' to judge, not this rule's).

The engines write the same class words in every language edition (a Uyghur blog on Hexo translates the labels, never the
classes), so the rule reads classes, not text. Each engine's pattern is read only on a page naming every word of one of
its gates (``BLOG_ENGINES``): a news site using "post-nav" is no Hexo blog, a forum theme writing LiveJournal's
"b-singlepost-" block names holds no LiveJournal entry body, a podcast's "show-foot" cards no post text box. The gates
read the page's class text in lower case, its non-ASCII names too (``_gate_text``: a Tibetan theme's one Tibetan class
name leaves the rule reading), a gate word as a substring of it ("widget blog" is in "widget BlogArchive" too: a gate
opens the reading, it decides nothing alone). The patterns, read per element, match whole class tokens. A furniture box never holds the engine's post
body: a theme wrapping the whole post in a box of such a name (a "post-copyright" on the article's wrapper) keeps its
text; on a page holding no post body, nor does one over ``boxes.OVERLAY_PAGE_SHARE`` of the page's text: a rewards
programme's page in an "article-reward" box, a copyright policy page in a "post-copyright" one, a one-page Blogger site
whose only text is its Profile gadget stay whole. Guards (the test files): posts whose prose talks about tags, rewards,
copyright and subscriptions, and a blog's home page of excerpts, stay whole.

Measured: the test file's pages pass 25 of 47 on the tree before this module (every guard among them), 47 of 47 with
it; extraction-dev holds no page of these engines' classes: all 0.9249 -> 0.9249, no page changes. Review r298
(tests/test_auto_blog_engines_review_s43.py): 10 -> 17 of 17 (the page-share guard, the non-ASCII gate text, the
LiveJournal and Handsome gates); dev unchanged (0.9252, no page changes). Final read f1
(tests/test_auto_final_read_s43_m1.py): the Handsome foot row and Hexo's post nav read under gates of their own (a
reward box opens no "show-foot", a "post-copyright" no news site's "post-nav"); dev unchanged (0.9252, no page
changes).
"""

from __future__ import annotations

import re

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.boxes import OVERLAY_PAGE_SHARE
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text
from extract.algorithms.auto.scholarly import CLASS_END, CLASS_START
from extract.dom import Dom


def _tokens(*names: str) -> re.Pattern[str]:
    """A pattern finding one of ``names`` (regex alternatives) as a whole class token, any case."""
    return re.compile(rf"{CLASS_START}(?:{'|'.join(names)}){CLASS_END}", re.IGNORECASE)


# Sina Blog: the post's body box names the page ("articalContent"); its furniture: the tag/category row, the
# previous/next row, the comment box (its head, notice and form), the module heads ("SG_connHead": "个人资料",
# "正文 字体大小") and the narrow side column ("SG_colW21", "SG_colW22": profile, catalogue, visitors, friends).
SINA_GATES = (("articalcontent",),)
SINA_BODY_RE = _tokens("articalContent")
SINA_FURNITURE_RE = _tokens("articalTag", "articalfrontback", "allComm", "writeComm", "SG_connHead", "SG_colW2[12]")
# Hexo (NexT: "post-block" posts, "reward-container"; Butterfly: "#article-container", "post-reward"): the reward box
# and the post-copyright box.
HEXO_GATES = (("post-block",), ("post-copyright",), ("reward-container",), ("post-reward",))
HEXO_BODY_RE = _tokens("post-body", "post-content", "markdown-body")
HEXO_FURNITURE_RE = _tokens("reward-container", "post-reward", "reward-button", "reward-main", "post-copyright")
# ... and the previous/next post nav ("post-nav", Butterfly's "pagination-post"), on a page of NexT's posts or holding
# Butterfly's nav beside its copyright box: a news site's "post-nav" beside a "post-copyright" is no Hexo blog's
# (review f1).
HEXO_NAV_GATES = (("post-block",), ("post-copyright", "pagination-post"))
HEXO_NAV_RE = _tokens("post-nav", "pagination-post")
# Other Hexo themes' notice boxes under the post, each its own gate (a name only that theme writes): Fluid's licence
# box (the post's title and address again, "作者 / 发布于 / 许可协议": "license-box"), Icarus' licensing box
# ("article-licensing"), NexT's "欢迎关注我的其它发布渠道" box ("followme").
HEXO_NOTICE_WORDS = ("license-box", "article-licensing", "followme")
HEXO_NOTICE_GATES = tuple((word,) for word in HEXO_NOTICE_WORDS)
HEXO_NOTICE_RE = _tokens(*HEXO_NOTICE_WORDS)
# A blog's reward box under the post in WordPress's and Typecho's reward plugins and themes ("如果觉得我的文章对您有用，
# 请随意赞赏" over a "赏" button and a QR code; each of these names its own gate): "entry-reward", "article-reward",
# "reward-qrcode".
REWARD_WORDS = ("entry-reward", "article-reward", "reward-qrcode")
REWARD_GATES = tuple((word,) for word in REWARD_WORDS)
REWARD_RE = _tokens(*REWARD_WORDS)
# Typecho's Handsome theme's foot row under the post ("最后修改：…", "© 允许规范转载": "show-foot"), its own entry, on a
# page holding a post's text box too ("entry-content"): a podcast's cards of shows name their descriptions so, reward
# box or not (review f1).
HANDSOME_FOOT_WORD = "show-foot"
HANDSOME_GATES = ((HANDSOME_FOOT_WORD, "entry-content"),)
HANDSOME_FOOT_RE = _tokens(HANDSOME_FOOT_WORD)
POST_TEXT_RE = _tokens("entry-content", "post-content", "article-content", "post-body")  # a post's text box
# LiveJournal (the "b-singlepost" entry page, read where its entry's body is: a forum theme writing such block names
# holds none): the previous/next controls, the tag line, the promotion box.
LIVEJOURNAL_GATES = (("b-singlepost-body",),)
LIVEJOURNAL_BODY_RE = _tokens("b-singlepost-body")
LIVEJOURNAL_FURNITURE_RE = _tokens("b-singlepost-prevnext", "b-singlepost-tags", "b-singlepost-standout",
                                   "b-singlepost-addfriend")
# Substack: the subscription widget inside the post's body ("subscription-widget-wrap(-editor)") and the
# "Ready for more?" box after it ("subscribe-footer").
SUBSTACK_BODY_WORD = "available-content"  # the post body's class (``hosted_furniture.SUBSTACK_CLASS_RE`` reads it too)
SUBSTACK_WIDGET_WORD = "subscription-widget"  # the in-post widget's class (and ``hosted_furniture``'s)
SUBSTACK_GATES = ((SUBSTACK_WIDGET_WORD,),)
SUBSTACK_BODY_RE = _tokens(SUBSTACK_BODY_WORD)
SUBSTACK_FURNITURE_RE = _tokens("subscription-widget(?:-wrap(?:-editor)?)?", "subscribe-footer")
# Blogger (layouts and Contempo/Soho/Notable/Emporio themes: the "widget Blog" gadget holds the posts): the other
# gadgets beside it (profile, archive, labels, popular and featured posts, followers, attribution), the pager, the feed
# line and the share buttons.
BLOGGER_GATES = (("widget blog",),)
BLOGGER_BODY_RE = _tokens("post-body")
BLOGGER_FURNITURE_RE = re.compile(
    rf"{CLASS_START}widget\s+(?:Profile|BlogArchive|Label|PopularPosts|FeaturedPost|Followers|Attribution)"
    rf"{CLASS_END}|{CLASS_START}(?:blog-pager|blog-feeds|post-share-buttons){CLASS_END}", re.IGNORECASE)
# A comment widget's chrome, gated by a word only its markup writes: Artalk's editor, its list header (the count), its
# empty notice and its footer ("Powered By Artalk"), which stay when the widget's box is not named as comments.
# (Valine's, Waline's and Twikoo's chrome, written the same way, came out on main's tree already: no entry.)
ARTALK_GATES = (("atk-main-editor",),)
ARTALK_FURNITURE_RE = _tokens("atk-main-editor", "atk-list-header", "atk-list-no-comment", "atk-list-footer")
NO_BODY = None  # a comment widget sits after the post: no body box to spare
# (gates: the page's class names hold every word of one of them; the furniture pattern read on it; the engine's post
# body, which no furniture box may hold)
BLOG_ENGINES: tuple[tuple[tuple[tuple[str, ...], ...], re.Pattern[str], re.Pattern[str] | None], ...] = (
    (SINA_GATES, SINA_FURNITURE_RE, SINA_BODY_RE),
    (HEXO_GATES, HEXO_FURNITURE_RE, HEXO_BODY_RE),
    (HEXO_NAV_GATES, HEXO_NAV_RE, HEXO_BODY_RE),
    (HEXO_NOTICE_GATES, HEXO_NOTICE_RE, HEXO_BODY_RE),
    (REWARD_GATES, REWARD_RE, POST_TEXT_RE),
    (HANDSOME_GATES, HANDSOME_FOOT_RE, POST_TEXT_RE),
    (LIVEJOURNAL_GATES, LIVEJOURNAL_FURNITURE_RE, LIVEJOURNAL_BODY_RE),
    (SUBSTACK_GATES, SUBSTACK_FURNITURE_RE, SUBSTACK_BODY_RE),
    (BLOGGER_GATES, BLOGGER_FURNITURE_RE, BLOGGER_BODY_RE),
    (ARTALK_GATES, ARTALK_FURNITURE_RE, NO_BODY),
)


def blog_furniture_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements that are a blog engine's furniture by its class words (``BLOG_ENGINES``, each on a page naming one
    of its gate words), none holding the engine's post body, or, on a page holding none, none over
    ``OVERLAY_PAGE_SHARE`` of the page's text (the page itself in a box of such a name: a rewards programme's
    "article-reward", a copyright policy in a "post-copyright", a one-page Blogger site's Profile gadget; a micro
    post's licence box, longer than its one line, still goes). None for a Dom without its lxml elements or a page
    naming no engine. One pass over the named nodes per engine the page names."""
    if not dom.has_elements:
        return []
    classes = blocks.classes
    if not classes:
        return []
    names = _gate_text(dom, blocks, classes)
    most = OVERLAY_PAGE_SHARE * dom.tree_text[0]
    boxes: list[int] = []
    for gates, furniture_re, body_re in BLOG_ENGINES:
        if not any(all(word in names for word in gate) for gate in gates):
            continue
        found = [i for i, name in classes.items() if furniture_re.search(name) is not None]
        bodies = Subtrees(dom, [i for i, name in classes.items() if body_re.search(name) is not None]
                          if found and body_re is not None else ())
        if bodies:  # the post's body is on the page: its furniture is what holds none of it, however long
            found = [i for i in found if not bodies.any_in(i, dom.end[i])]  # a bisect
        else:  # no post body: a box holding most of the page is the page
            found = [i for i in found if dom.tree_text[i] <= most]
        boxes += found
    return boxes


def _gate_text(dom: Dom, blocks: Blocks, classes: dict[int, str]) -> str:
    """The page's class names in lower case for the gates: ``class_text``, or, on a page holding a non-ASCII class
    name (a Tibetan or Uyghur theme's own, where ``class_text`` decides nothing), the names lowered here (a superset
    for an ASCII gate word: ``str.lower`` may only add the letters a non-ASCII character lowers to)."""
    names = class_text(dom, blocks)
    return " ".join(classes.values()).lower() if names is None else names


__all__ = ["blog_furniture_boxes"]
