"""App articles: an app platform's or a mobile template's furniture around an article, read by the names the engine
gives it (``app_furniture_boxes``) and by the prompts it prints in its own words (``app_prompt_lines``).

Much Tibetan and Uyghur writing in China is published as WeChat official-account articles (mp.weixin.qq.com) and
mirrored by portals' mobile templates; channels post on Telegram's web view. The engines name their parts the same on
every page, whatever the language of the text:

- WeChat: the account line under the title (``rich_media_meta_list``: "原创", the account's name ``#js_name``, the
  time ``#publish_time``, "发表于西藏"), the tool area under the text (``rich_media_tool``: "阅读原文", "阅读 2381",
  "预览时标签不可点"), the readers' comments and the "more like this" box (``rich_media_extra``, ``#js_cmt_area``),
  the QR box of the desktop view (``qr_code_pc``: "微信扫一扫 关注该公众号"). Extraction-dev: the WeChat structure's
  truth (zh, bo, ug) keeps the text of ``#js_content`` only; the account's name is the one line the model kept.
- A mobile template's "open in app" banner (``APP_BANNER_CLASS_RE``: "open-app", "app-banner", "smart-banner",
  "download-bar"), of ``APP_BANNER_CHARS`` at most: the app's name and its button ("ئەپتە ئېچىش").
- NetEase's account platform: the comment widget (``tie-areas``) and the next-story box (``post_next``).
- Telegram's web view (t.me/s/…): the channel's header (``tgme_channel_info``: its name, "12.4K subscribers"), a post's
  author line (``tgme_widget_message_author``) and its footer (``tgme_widget_message_footer``: views, time). The post
  is ``tgme_widget_message_text``, never named here.

These class words (``APP_FURNITURE_CLASS_RE``, whole tokens) are the engines' own, not words a site gives its story.
An element so named that holds the page's ``<h1>``, ``<main>`` or ``<article>`` (``PAGE_WRAPPER_TAGS``) or over
``OVERLAY_PAGE_SHARE`` of its text is the page, not its furniture.

The prompts (``APP_PROMPT_RE``, a whole line of ``APP_PROMPT_CHARS`` at most): WeChat's end matter ("阅读原文",
"轻触阅读原文", "预览时标签不可点", "微信扫一扫关注该公众号", "继续滑动看下一个", "向上滑动看下一个", "喜欢此内容的人还
喜欢"), the mobile portals' fold and app buttons (Toutiao's, Sohu's and NetEase's "展开全文", "点击展开剩余65%",
"查看原文", "打开APP阅读", "打开网易新闻 查看精彩图片"), and "open in app" in English, Tibetan ("མཉེན་ཆས་ནང་ཁ་ཕྱེ།",
"open in the software") and Uyghur ("ئەپتە ئېچىش", "open in the app"), the platforms' IP-location note
("发布于：北京市", ``IP_LOCATION``) and their report button ("举报"). Anchored at both ends, so a sentence that quotes
the button ("奶奶总是问我，屏幕下面那个“展开全文”是什么意思", "ئوقۇتقۇچى «ئەپتە ئېچىش» كۇنۇپكىسىنى بېسىپ…") is no
prompt; a line of a poem or one a paragraph announces stays (``reader_prompts.in_running_text``), and so does a
heading (a help page's section "Open in app").
Session 42 (h285): our WeChat, Toutiao, Sohu, NetEase, Sina, Telegram and open-in-app pages
(tests/test_auto_app_articles_s42.py) kept these lines. Review h296 (tests/test_auto_app_articles_review_s42.py): a
prompt's words set as a line of the text (``_set_in_text``: a character's speech in quotation marks, a table's cell, a
how-to's step in a list) stay; a banner box needs its button (a link or a button); camel-case banner names
("openAppBanner") and Telegram's "Forwarded from" line (``tgme_widget_message_forwarded_from``) go.
"""

from __future__ import annotations

import re

from extract.algorithms.auto.boxes import OVERLAY_PAGE_SHARE, PAGE_WRAPPER_TAGS, named_boxes
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold, names_may_hold
from extract.algorithms.auto.reader_prompts import in_running_text, sibling_block, unlinked_sibling
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.literal_gate import short_lines_held, union_gate
from extract.scripts import CJK_IDEOGRAPH_RANGES

# The engines' names of their furniture, each a whole class or id token: WeChat's account line, tool area, extras
# (comments, "more like this"), comment area and QR box; Telegram's channel header, a post's author line and footer;
# NetEase's account platform (网易号, www.163.com/dy/): its comment widget (``tie-areas``, "网易跟贴") and its next-story
# box (``post_next``: "/阅读下一篇/", the next title, "返回网易首页", "下载网易新闻客户端"; extraction-dev: its Chinese
# original kept "网易跟贴", "/阅读下一篇/" and the next title, its truth none).
APP_FURNITURE_CLASS_RE = re.compile(
    r"(?<![\w-])(?:rich_media_meta_list|rich_media_tool(?:_area)?|rich_media_extra|rich_media_area_extra|js_cmt_area"
    r"|qr_code_pc(?:_outer|_inner)?|js_pc_qr_code|wx_follow_[a-z_]+|tgme_channel_info"
    r"|tgme_widget_message_(?:author|footer|forwarded_from)|tie-areas?|post_next)(?![\w-])")
# one is in every match (the gate; "qr_code" is in both "qr_code_pc" and "js_pc_qr_code")
APP_FURNITURE_CLASS_WORDS = ("rich_media_", "js_cmt_area", "qr_code", "wx_follow_", "tgme_", "tie-area", "post_next")
# A mobile template's "open in app" banner or button box, named so: "open-app", "js-open-app", "open-in-app",
# "download-app", "app-download", "app-banner", "smart-banner" (the smart app banner plug-ins), "download-bar", in any
# case and joiner; a whole word. So is Sina's mobile template's account card over the story (``weibo_info``: the
# account's name, the time, its "关注" (follow) button; extraction-dev: sina.cn's structure, whose truth drops it in
# every variant). Its text is the app's or the account's name and its button at most (``APP_BANNER_CHARS``): a box
# of more is a story about an app. The word ends at a lower-case letter only, so a camel-case name ("openAppBanner",
# "downloadAppBar") is read whole (review h296). A banner's button is a link or a button: a box without one is a line
# of the story set in a box so named (an article on an app: "app-download-note" over "the software is free").
APP_BANNER_CLASS_RE = re.compile(
    r"(?<![a-z])(?:open[-_]?(?:in[-_]?)?app|download[-_]?(?:app|bar)|app[-_]?(?:banner|download|open)|smart[-_]?banner"
    r"|weibo_info)(?!(?-i:[a-z]))", re.IGNORECASE)
APP_BANNER_CLASS_WORDS = ("app", "banner", "download", "weibo_info")  # one is in every match, lowered (the gate)
APP_BANNER_CHARS = 60  # characters at most of a banner's text: an app's name and its button (ours: 25)
BUTTON_TAGS = frozenset({"a", "button"})  # a banner's "open" action: a link or a button

APP_PROMPT_CHARS = 40  # characters at most of a prompt's line (the longest above is 16; a sentence runs longer)
NUMBER_PERCENT = r"\d{1,3}\s*%"  # the folded share of a mobile article: "65%"
# A Chinese news app's name after "打开" (open): the portals' apps, alone or with what the prompt goes on to say
# (``APP_PORTALS``: "打开网易新闻"); "APP" or "客户端" (client) alone, likewise ("打开APP"); any other name ending in
# app or 客户端 only with that tail ("打开XX客户端阅读全文"): a how-to's "打开微信客户端", "打开文件夹App" is a step.
APP_PORTALS = r"网易新闻|今日头条|头条|搜狐(?:新闻)?|新浪(?:新闻)?|腾讯新闻|凤凰新闻|百度"
APP_WORD = r"app|客户端"  # the app itself (APP_PROMPT_RE ignores case: APP, App, app)
# what an app prompt goes on to say after the app's name: "阅读", "查看精彩图片", "看全文", "，阅读体验更佳", "阅读全文"
APP_PROMPT_TAIL = r"(?:[\s,，]*(?:阅读|查看|看(?:全文|更多))\S{0,8}|[\s,，]*阅读体验更佳)"
APP_NAME_PROMPT = (rf"(?:(?:{APP_PORTALS})\s*(?:{APP_WORD})?|{APP_WORD}){APP_PROMPT_TAIL}?"
                   rf"|\S{{1,8}}?(?:{APP_WORD}){APP_PROMPT_TAIL}")
# The IP-location note Chinese platforms print by an article or a comment since 2022 (WeChat's "发表于西藏", Sohu's
# "发布于：北京市", Toutiao's and Weibo's "IP属地：新疆"): the label, then a province's or a city's name alone (Han
# characters, no digit: a forum's "发表于 2024-05-12" is a date line, read elsewhere). Extraction-dev: Sohu's structure
# (zh) kept "发布于：北京市"; no truth line is one. After 发布于/发表于 with no colon the name is a province's
# (``PROVINCES``) or one ending as a place does ("…市", "…县"): "发表于人民日报" is a source note the truths keep.
PROVINCES = (r"北京|天津|上海|重庆|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南"
             r"|四川|贵州|云南|陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆|香港|澳门")
PLACE_NAME_END = r"[省市县縣区區州盟旗]"  # a province's, a city's, a county's, a district's, a prefecture's end
IP_LOCATION = (rf"(?:发布于|发表于)(?:\s*[:：]\s*[{CJK_IDEOGRAPH_RANGES}]{{2,8}}"
               rf"|\s*(?:(?:{PROVINCES})(?:省|市|自治区)?|[{CJK_IDEOGRAPH_RANGES}]{{1,6}}{PLACE_NAME_END}))"
               rf"|IP\s*属地[:：\s]*[{CJK_IDEOGRAPH_RANGES}]{{2,8}}")
APP_PROMPT_RE = re.compile(
    r"^\W{0,3}(?:"
    r"(?:轻触)?阅读原文|预览时标签不可点|微信扫一扫\s*(?:关注该公众号|可打开此内容[，,]?\s*使用完整服务)?"
    r"|微信扫一扫\s*使用小程序|(?:继续|向上)滑动看下一个|喜欢此内容的人还喜欢"  # WeChat's end matter
    rf"|展开全文|(?:点击|继续)?展开剩余\s*(?:{NUMBER_PERCENT})?|查看原文|阅读体验更佳"  # the mobile portals' fold buttons
    rf"|打开\s*(?:{APP_NAME_PROMPT})"  # "打开APP阅读", "打开网易新闻 查看精彩图片"
    r"|(?:open|read|continue\s+reading)\s+(?:it\s+)?in\s+(?:the\s+)?app"  # English
    r"|མཉེན་ཆས་(?:ནང་(?:དུ་)?)?ཁ་ཕྱེ(?:[་།]\S*)?(?:\s+\S+){0,3}"  # Tibetan: "open in the software (and read all)"
    r"|ئەپ(?:تە|تا|دە|دا)\s+ئېچ(?:ىش|ىڭ|ىپ)(?:\s+\S+){0,3}"  # Uyghur: "open in the app (and read all)"
    rf"|{IP_LOCATION}"  # the platforms' IP-location note
    r"|举报"  # the platforms' report button alone (Toutiao's under the story; extraction-dev: its original kept it)
    r")\W{0,3}$", re.IGNORECASE)
# Set apart from the prompts (review h296): a line opening with a quotation mark is a character's speech ("“举报！”",
# "“Open it in the app!”"); a table's unlinked cell is a datum ("举报" under "办理方式"); an unlinked list item beside
# ``STEP_SIBLINGS`` unlinked items or more is a step of a how-to ("打开微信客户端", "མཉེན་ཆས་ཁ་ཕྱེ།", "ئەپتە ئېچىپ
# تىزىملىتىڭ"). An engine sets its prompts as links, buttons and boxes of their own, never so.
QUOTE_OPENERS = frozenset("\"'“‘「『«‹《〈")  # quotation marks a line of speech opens with
CELL_TAGS = frozenset({"td", "th"})
LIST_ITEM_TAG = "li"
STEP_SIBLINGS = 2  # unlinked sibling items at least of a how-to's step (a list of three steps; a menu's are links)
APP_PROMPT_GATE_RE = re.compile(r"原文|预览|扫一扫|滑动|喜欢此|展开|打开|体验|app|མཉེན་ཆས|ئەپ|发布于|发表于|属地|举报", re.IGNORECASE)
_APP_PROMPT_GATE = union_gate((APP_PROMPT_GATE_RE,))  # its words in a page's lowered short lines, at once


def _is_app_furniture_class(name: str) -> bool:
    """Whether a class or id names an app engine's furniture (``APP_FURNITURE_CLASS_RE``), gated by its words."""
    return any(word in name for word in APP_FURNITURE_CLASS_WORDS) and APP_FURNITURE_CLASS_RE.search(name) is not None


def _is_app_banner_class(name: str) -> bool:
    """Whether a class names an "open in app" banner (``APP_BANNER_CLASS_RE``), gated by its words."""
    lowered = name.lower()
    return any(word in lowered for word in APP_BANNER_CLASS_WORDS) and APP_BANNER_CLASS_RE.search(name) is not None


def _set_in_text(dom: Dom, blocks: Blocks, k: int) -> bool:
    """Whether prompt-like block ``k`` is a line of the text by its setting (``QUOTE_OPENERS``, ``CELL_TAGS``,
    ``STEP_SIBLINGS``): speech, a table's datum or a how-to's step. Reads the blocks of ``k``'s parent only."""
    ids, tags, link_text = blocks.ids, dom.tags, dom.link_text
    b = ids[k]
    if blocks.texts[k].lstrip()[:1] in QUOTE_OPENERS:
        return True
    if link_text[b]:
        return False
    if tags[b] in CELL_TAGS:
        return True
    if tags[b] != LIST_ITEM_TAG:
        return False
    siblings = 0
    for step in (-1, 1):
        j = k + step
        while sibling_block(dom, blocks, b, j):
            siblings += tags[ids[j]] == LIST_ITEM_TAG and unlinked_sibling(dom, blocks, b, j)
            j += step
    return siblings >= STEP_SIBLINGS


def app_furniture_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements an app engine names as its furniture (see the module's docstring), not the page's wrappers."""
    if not dom.has_elements:
        return []
    tags, end, tree_text = dom.tags, dom.end, dom.tree_text
    most = OVERLAY_PAGE_SHARE * tree_text[0]

    def fits(i: int) -> bool:
        return tree_text[i] <= most and PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]])

    def fits_banner(i: int) -> bool:
        return (tree_text[i] <= APP_BANNER_CHARS and fits(i)
                and not BUTTON_TAGS.isdisjoint(tags[i:end[i]]))

    # the page gates (session 43, h306): a page whose class and id names hold no furniture word, or whose classes hold
    # no banner word, has no such box (the names' literal tests are case-exact or lowered: the lowered page names
    # hold every word either finds)
    furniture = (named_boxes(dom, blocks, _is_app_furniture_class, fits, by_id=True)
                 if names_may_hold(dom, blocks, APP_FURNITURE_CLASS_WORDS) else [])
    banners = (named_boxes(dom, blocks, _is_app_banner_class, fits_banner)
               if class_text_may_hold(dom, blocks, APP_BANNER_CLASS_WORDS) else [])
    return sorted(furniture + banners)


def app_prompt_lines(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether its whole text (``APP_PROMPT_CHARS`` at most) is an app's prompt (``APP_PROMPT_RE``) set
    apart from the page's running text (``in_running_text``), not set as a line of it (``_set_in_text``: speech, a
    table's datum, a how-to's step) and no heading (a help page's section "Open in app" heads its steps; an engine
    sets its prompts as links and buttons). Read only in the short blocks whose lowered text holds one of
    ``APP_PROMPT_GATE_RE``'s literals (``_APP_PROMPT_GATE``, ``literal_gate.short_lines_held``: one pass for the page;
    exact, every match of the gate's pattern holds one)."""
    tags, ids, texts = dom.tags, blocks.ids, blocks.texts
    prompts = [False] * len(texts)
    for k in short_lines_held(_APP_PROMPT_GATE, texts, blocks.lengths, APP_PROMPT_CHARS):
        text = texts[k]
        prompts[k] = (APP_PROMPT_GATE_RE.search(text) is not None
                      and APP_PROMPT_RE.match(text.strip()) is not None and tags[ids[k]] not in HEADING_TAGS
                      and not in_running_text(dom, blocks, k) and not _set_in_text(dom, blocks, k))
    return prompts
