"""Government portals: the furniture Chinese government sites and their Tibetan and Uyghur editions print round a
notice or a story, read in its words (``is_portal_line``) and by the boxes it anchors (``drop_portal_footer_boxes``,
``drop_document_record_tables``, ``keep_notice_attachments``).

Session 43 (h299). The provincial, prefecture and county portals (xizang.gov.cn and its Tibetan edition,
xinjiang.gov.cn and its Uyghur edition, their county sites, the news sites' bo/ug channels) run the same few
templates (TRS WCM, Hanweb JCMS, 政府网站集约化平台). ``cms_lines`` reads their article's info, pager, share and QR
lines; this module reads the rest of what they carry, as lines that are nothing but it:

- ``ELDER_BAR_RE``: the accessibility bar over every page (无障碍 | 长者模式 | 关怀版 | 智能问答 | 简 | 繁; Tibetan
  འགོག་རྐྱེན་མེད་པ། "barrier-free", རྒན་པོའི་རྣམ་པ། "elder mode"; Uyghur "توسالغۇسىز زىيارەت" barrier-free visit,
  "ياشانغانلار ھالىتى" elders' mode), two of its names at least and one of them an accessibility or elder name: a
  bare "简 繁" pair is a script bar (``script_bars``), and a story about an elder mode is a sentence round the words.
- ``SIZE_ROW_RE``: a font-size row alone on its line in the bo/ug labels ``reader_prompts.FONT_SIZE_RE`` does not
  read ("【خەت نۇسخىسى：چوڭ ئوتتۇرا كىچىك】" font form: big middle small, "ཡིག་གཟུགས། ཆེ། འབྲིང་། ཆུང་།").
- ``TIBETAN_QR_PROMPT_RE``: the Tibetan edition's "扫一扫在手机打开当前页". Its wording is a guess (no dev page holds
  one): "ཁ་པར་གྱིས་ཞིབ་བཤེར་བྱས་ནས་ཀློག" (by phone scan then read),
  "ཨང་རྟགས་ལ་བཤེར་འབེབས་བྱས་ནས་ཁ་པར་ནང་ཁ་ཕྱེ།" (scan the code, open on the phone): a line opening on the phone or
  the code, naming the scan and ending on read or open, with no shad inside it (a story's sentence about villagers
  reading farm news on their phones runs on past a shad) and only particles, the phone, the code and the page
  between its words (``TIBETAN_QR_LINK_WORDS``: a headline on the same, with no shad, names who reads what).
- ``SITE_CODE_RE``, ``SITE_ERRORS_RE``: the footer's site code line (网站标识码：5400000001, Tibetan
  "དྲ་ཚིགས་ངོས་འཛིན་ཨང་རྟགས།", Uyghur "تور بېكەت بەلگە نومۇرى：") and its "政府网站找错" link.

The footer's other lines (主办 / 承办 / 协办 organisers, the 党政机关 badge) are an event notice's text too ("主办单位：
县文化局"), so they are read by their box: ``drop_portal_footer_boxes`` drops the kept blocks of the box right round a
site code, a police or ICP licence line or the 政务新媒体 (government new media) heading when every block in it is a
short line with no sentence (``FOOTER_LINE_CHARS``, ``SENTENCE_RE``): the footer's lines, the media matrix's account
names; and the box round a link box's heading alone on its line (相关链接, 政策解读 and the bo/ug editions' words,
``LINK_BOX_HEADING_RE``) when its every other block is mostly link text: the box of related titles, whatever its
class is named. A box with the story's prose in it (a section headed 政务新媒体 or 政策解读) is left whole.

``drop_document_record_tables``: the 政府信息公开 document's record table (索引号 / 主题分类 / 发文机关 / 成文日期 /
发文字号, and the bo/ug editions' labels, which end on a shad or on nothing: ``tables.drop_catalogue_tables`` reads
only a colon-ended label before the h1). The truths' convention (review QA h91): the record describes the document,
the policy text under it is the text; a table holding ``RECORD_LABELS_MIN`` such label cells over two rows at least
(or a list of label rows, ``RECORD_BOX_TAGS``) is left out above the headline (or on a page with no ``<h1>``), only
its label rows when the notice's own prose shares its table (an old portal's one-table layout); under the headline it
is the story's own table, as tests/test_auto.py's catalogue test keeps it. The notice's attachment list stays (review
h141: its documents are its text), kept where the model left it out: ``keep_notice_attachments`` keeps the box
round an attachment heading (附件, 相关附件, Tibetan ཟུར་སྦྱར, Uyghur قوشۇمچە ھۆججەت) whose every other block links to a
document (.doc, .pdf, .ofd), in the notice's box (its parent holds the last kept block before it; review f2: not a
sidebar's download list of forms).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import accumulate

from extract.algorithms.auto.cms_lines import LABEL_END, anchor_chars
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import block_literals
from extract.algorithms.auto.words import first_h1
from extract.dom import Dom
from extract.literal_gate import required_literals

# --- lines ---------------------------------------------------------------------------------------------------------

# An accessibility or elder-mode name (at least one in a bar): Chinese 无障碍(浏览/阅读/模式), 长者模式/长者版, 关怀版/
# 关怀模式, 适老化/适老版, 读屏; Tibetan འགོག་རྐྱེན་མེད་པ (barrier-free), རྒན་པོའི་/རྒན་འཁོགས་ (elders') རྣམ་པ (mode) or
# པར་གཞི (edition); Uyghur توسالغۇسىز (barrier-free, with visit / browse / reading), ياشانغانلار (elders') ھالىتى (mode)
# or نۇسخىسى (edition)
ACCESS_NAME = (r"无障碍(?:浏览|阅读|模式|服务)?|無障礙(?:瀏覽|閱讀|模式)?|长者(?:模式|版)|長者(?:模式|版)|关怀(?:版|模式)"
               r"|關懷(?:版|模式)|适老(?:化|版|模式)|读屏|"
               r"འགོག་རྐྱེན་མེད་པ|(?:རྒན་པོ|རྒན་འཁོགས)འི་(?:རྣམ་པ|པར་གཞི)|"
               r"توسالغۇسىز(?:\s+(?:زىيارەت|كۆرۈش|ئوقۇش))?|ياشانغانلار\s+(?:ھالىتى|نۇسخىسى)")
# ... and the other names such a bar sets beside them: 智能问答 (smart Q&A), 简/繁 (script), 登录/注册, the other
# editions (English, 藏文, 维文, Tibetan རྒྱ་ཡིག Chinese / བོད་ཡིག Tibetan, Uyghur خەنزۇچە / ئۇيغۇرچە)
BAR_NAME = (rf"{ACCESS_NAME}|智能问答|智能客服|简体(?:中文)?|繁體(?:中文)?|繁体|简|繁|English|登录|注册|藏文版?|维文版?"
            r"|རྒྱ་ཡིག|བོད་ཡིག|ཨིན་ཡིག|خەنزۇچە|ئۇيغۇرچە|ئىنگلىزچە")
BAR_MARKS = r"[\s|｜/·•【】\[\]\u0f0b\u0f0d]*"  # the bars, brackets and spaces between a bar's names
ELDER_BAR_NAMES_MIN = 2  # names at least in a bar (one name alone is a link, read by no rule here)
ELDER_BAR_RE = re.compile(rf"^{BAR_MARKS}(?:(?:{BAR_NAME}){BAR_MARKS}){{{ELDER_BAR_NAMES_MIN},}}$", re.IGNORECASE)
ACCESS_NAME_RE = re.compile(ACCESS_NAME)
PORTAL_LINE_CHARS = 80  # characters at most of a bar, a size row or a prompt line (the longest above: 40)

# A font-size row alone on its line: a label (Chinese 字体/字号, Uyghur خەت نۇسخىسى / خەت چوڭلۇقى, Tibetan ཡིག་གཟུགས)
# and the three sizes (大 中 小, چوڭ ئوتتۇرا كىچىك, ཆེ་ འབྲིང་ ཆུང་), brackets, colons and shads round them
SIZE_MARKS = r"[\s【】\[\]()（）:：|\u0f0b\u0f0d]*"
SIZE_ROW_RE = re.compile(
    rf"^{SIZE_MARKS}(?:字体|字體|字号|字號|خەت\s+(?:نۇسخىسى|چوڭلۇقى)|ཡིག་གཟུགས){SIZE_MARKS}"
    rf"(?:大{SIZE_MARKS}中{SIZE_MARKS}小|چوڭ{SIZE_MARKS}ئوتتۇرا{SIZE_MARKS}كىچىك|ཆེ{SIZE_MARKS}འབྲིང{SIZE_MARKS}ཆུང)"
    rf"{SIZE_MARKS}$")

# The Tibetan QR prompt (a guess, see the docstring): opening on the phone (ཁ་པར, ལག་ཐོགས་ཁ་པར) or the code (ཨང་རྟགས,
# ཨང་གསང, རྩ་ཨང, QR, two-dimensional ཕྱོགས་གཉིས), the scan (བཤེར / བཤར / ཞིབ་བཤེར / བཤེར་འབེབས) in it, ending on read
# (ཀློག), open (ཁ་ཕྱེ / ཁ་འབྱེད) or look (ལྟ / ལྟོས / གཟིགས); between them only ``TIBETAN_QR_LINK_WORDS``: the
# particles, the phone, the code and the page an imperative prompt names, no one doing it (review r299: a headline
# "ཁ་པར་གྱིས་ཨང་རྟགས་བཤེར་ནས་གྲོང་མི་ཚོས་ཞིང་ལས་གསར་འགྱུར་ཀློག", villagers read farm news by scanning codes, has a
# subject and a topic between the scan and the reading, and no shad, as a headline has none)
TIBETAN_QR_LINK_WORDS = (r"གྱིས|ཀྱིས|གིས|ཡིས|ལ|ལས|ནས|ནང|དུ|ཏུ|སུ|རུ|ཐོག|སྟེང|གི|གྱི|ཀྱི|འི|ཏེ|སྟེ|དེ|བྱས|བྱེད|རོགས|དང|"
                         r"ཞིབ|འབེབས|ལག|ཐོགས|ཁ|པར|ཨང|རྟགས|གསང|རྩ|ཕྱོགས|གཉིས|ཤོག|ངོས|དྲ|ལྷེ|འདི|མིག|སྔ|ད|ལྟ|QR")
TIBETAN_QR_LINK = rf"(?:[\u0f0b\s]*(?:{TIBETAN_QR_LINK_WORDS})(?=[\u0f0b\s]))*[\u0f0b\s]*"
TIBETAN_QR_PROMPT_RE = re.compile(
    rf"^\W*(?:ལག་ཐོགས་)?(?:ཁ་པར|ཨང་རྟགས|ཨང་གསང|རྩ་ཨང|ཕྱོགས་གཉིས|QR){TIBETAN_QR_LINK}(?:བཤེར|བཤར){TIBETAN_QR_LINK}"
    r"(?:ཀློག|ཁ་ཕྱེ|ཁ་འབྱེད|ལྟོས|ལྟ|གཟིགས)[\u0f0b\u0f0d\s]*$")
# The prompt's opening words (the phone, the code, QR), one of which every ``TIBETAN_QR_PROMPT_RE`` match holds: the
# cheap gate before the pattern
TIBETAN_QR_GATE = ("ཁ་པར", "ཨང་རྟགས", "ཨང་གསང", "རྩ་ཨང", "ཕྱོགས་གཉིས", "QR")

# A portal footer's site code (网站标识码 / 网站识别码, Tibetan དྲ་ཚིགས་(ཀྱི་)ངོས་འཛིན་ཨང་རྟགས "site identifying code",
# Uyghur "تور بېكەت بەلگە / پەرقلەندۈرۈش نومۇرى" site mark / distinguishing number) with its ten digits
SITE_CODE_LABEL = (r"网站标识码|網站標識碼|网站识别码|དྲ་ཚིགས་(?:ཀྱི་)?ངོས་འཛིན་ཨང་རྟགས"
                   r"|تور\s+بېكەت\s+(?:بەلگە|پەرقلەندۈرۈش)\s+نومۇرى")
LICENCE_DIGITS_MIN = 6  # digits at least of a site code or a licence's number (a site code has 10, ICP 8, 公网安备 14)
SITE_CODE_RE = re.compile(rf"^\W*(?:{SITE_CODE_LABEL})(?:{LABEL_END})?\s*[A-Za-z]?\d{{{LICENCE_DIGITS_MIN},}}\W*$")
# The footer's "report an error on a government site" link (政府网站找错, 我为政府网站找错), alone on its line
SITE_ERRORS_RE = re.compile(r"^\W*(?:我为)?政府网站找错\W*$")
# One of these is in every line ``is_portal_line`` reads as a portal's (``TIBETAN_QR_GATE``'s openings among them)
PORTAL_GATE_RE = re.compile(r"无障|無障|长者|長者|关怀|關懷|适老|读屏|字|ཡིག་གཟུགས|خەت|标识码|標識碼|识别码|نومۇرى"
                            r"|找错|འགོག་རྐྱེན|རྒན|توسالغۇسىز|ياشانغانلار|" + "|".join(TIBETAN_QR_GATE))


def is_portal_line(text: str) -> bool:
    """Whether a line (at most ``PORTAL_LINE_CHARS``) is a government portal's accessibility bar (``ELDER_BAR_RE``
    with an ``ACCESS_NAME_RE`` name), a font-size row (``SIZE_ROW_RE``), a Tibetan QR prompt
    (``TIBETAN_QR_PROMPT_RE``), its site code line or its "find errors" link (``SITE_CODE_RE``, ``SITE_ERRORS_RE``)."""
    if len(text) > PORTAL_LINE_CHARS or PORTAL_GATE_RE.search(text) is None:
        return False
    return ((ELDER_BAR_RE.match(text) is not None and ACCESS_NAME_RE.search(text) is not None)
            or SIZE_ROW_RE.match(text) is not None
            or (any(word in text for word in TIBETAN_QR_GATE) and TIBETAN_QR_PROMPT_RE.match(text) is not None)
            or SITE_CODE_RE.match(text) is not None or SITE_ERRORS_RE.match(text) is not None)


# --- footer boxes --------------------------------------------------------------------------------------------------

# A footer's anchor line: the site code, the public-security (公网安备, 公安备案) or ICP licence with its number
# (``LICENCE_DIGITS_MIN``; review r299: a hosting shop's "ICP备案代办服务" product page names the filing, no number), or
# the 政务新媒体 (government new media) matrix's heading (Tibetan སྲིད་དོན་བརྙན་འཕྲིན་གསར་པ or, the usual word for a
# medium, སྲིད་དོན་བརྒྱུད་ལམ་གསར་པ; Uyghur "ھۆكۈمەت ئىشلىرى يېڭى مېدىياسى"), each at most FOOTER_LINE_CHARS
FOOTER_ANCHOR_RE = re.compile(
    rf"^\W*(?:{SITE_CODE_LABEL})|(?:公网安备|公網安備|公安备案|ICP备|ICP證|ICP证)[^\d\n]{{0,4}}\d{{{LICENCE_DIGITS_MIN},}}"
    r"|^\W*(?:政务新媒体(?:矩阵)?|政務新媒體|སྲིད་དོན་(?:བརྙན་འཕྲིན|བརྒྱུད་ལམ|སྨྱན་གཟུགས)་གསར་པ"
    r"|ھۆكۈمەت\s+ئىشلىرى\s+يېڭى\s+مېدىيا(?:سى)?)\W*$")
# A link box's heading alone on its line: 相关链接 / 相关文章 / 相关阅读 / 政策解读 (related links, articles, reading;
# policy reading), Tibetan འབྲེལ་ཡོད་ (related) དྲ་འབྲེལ / སྦྲེལ་མཐུད (links), རྩོམ་ཡིག (articles), ཀློག་དེབ (reading),
# སྲིད་ཇུས་འགྲེལ་བཤད (policy explained); Uyghur مۇناسىۋەتلىك (related) ئۇلانمىلار / ئۇلىنىشلار (links), ماقالىلەر
# (articles), سىياسەت چۈشەندۈرۈش (policy explained). Not 相关附件 (the notice's own documents, review h141).
LINK_BOX_HEADING_RE = re.compile(
    r"^\W*(?:相关链接|相關鏈接|相关文章|相關文章|相关阅读|相關閱讀|相关新闻|政策解读|政策解讀"
    r"|འབྲེལ་ཡོད་(?:དྲ་འབྲེལ|སྦྲེལ་མཐུད|རྩོམ་ཡིག|ཀློག་དེབ|གསར་འགྱུར)|སྲིད་ཇུས་(?:ཀྱི་)?འགྲེལ་བཤད"
    r"|مۇناسىۋەتلىك\s+(?:ئۇلانمىلار|ئۇلىنىشلار|ماقالىلەر|خەۋەرلەر)|سىياسەت\s+چۈشەندۈرۈش(?:ى)?)[\W\u0f0b\u0f0d]*$")
FOOTER_ANCHOR_GATE = ("标识码", "標識碼", "识别码", "ངོས་འཛིན་ཨང་རྟགས", "نومۇرى", "安备", "安備", "备案", "ICP", "新媒", "གསར་པ",
                      "مېدىيا", "相关", "相關", "解读", "解讀", "འབྲེལ་ཡོད", "འགྲེལ་བཤད", "مۇناسىۋەتلىك", "چۈشەندۈرۈش")
FOOTER_LINE_CHARS = 120  # characters at most of each block in a footer box (主办/承办 and a long office's name: 60)
# a sentence: a Chinese or Uyghur clause mark, a full stop before more text, a shad between two clauses
SENTENCE_RE = re.compile(r"[，。！？；،؟]|[.!?]\s+\S|\u0f0d\s*\S[^\u0f0d]*\u0f0d\s*\S")
FOOTER_TEXT_SHARE = 1.0  # kept text before a footer box at least, in times the box's own kept text (the page's text
# comes first: a county portal's notice runs to hundreds of characters, its footer's 主办 / 承办 / licence lines 60-120)
LINK_BOX_LINK_SHARE = 0.5  # of each of a link box's other blocks' text in <a> elements at least (a list of titles)


def drop_portal_footer_boxes(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of the box (the parent element) round a footer's anchor line (``FOOTER_ANCHOR_RE``)
    when every block in it is at most ``FOOTER_LINE_CHARS`` and no sentence (``SENTENCE_RE``), and of the box round a
    link box's heading (``LINK_BOX_HEADING_RE``) when every other block in it is mostly link text
    (``LINK_BOX_LINK_SHARE``), in place. A box with the story's prose in it (a section headed 政务新媒体 or 政策解读)
    is left whole, and so is a box holding the page's headline (its first ``<h1>``): a footer never holds it, a page
    of short lines does (review r299: a poem's page with a bare licence line straight in its ``<body>``), and a footer
    box with less kept text before it than ``FOOTER_TEXT_SHARE`` times its own (review f2: the same poem with no
    ``<h1>``, or under a logo's ``<h1>`` with its licence line in the wrapper round it). A page whose
    block texts hold no ``FOOTER_ANCHOR_GATE`` literal is left after one pass of substring tests; each box is read once
    (bisect over the sorted block ids: linear in the boxes' blocks). Session 43 (h306): the gate's literals are read
    once in the page's joined block text (``page_memo.block_literals``), and only those it holds are tried per block."""
    anchor_words = block_literals(dom, blocks, FOOTER_ANCHOR_GATE, FOOTER_LINE_CHARS)
    if not anchor_words:
        return
    texts, ids, lengths = blocks.texts, blocks.ids, blocks.lengths
    headline = -2  # the first <h1>, found once when an anchor is met (-2: not looked for yet)
    kept_before: list[int] = []  # the kept text's length before each block, summed once when a footer anchor is met
    done: set[int] = set()
    for k, text in enumerate(texts):
        if lengths[k] > FOOTER_LINE_CHARS or not any(word in text for word in anchor_words):
            continue
        footer = FOOTER_ANCHOR_RE.search(text) is not None
        if not footer and LINK_BOX_HEADING_RE.match(text) is None:
            continue
        box = dom.parent[ids[k]]
        if box < 0 or box in done:
            continue
        done.add(box)
        if headline == -2:
            headline = first_h1(dom)
        if box <= headline < dom.end[box]:
            continue
        inside = range(bisect_left(ids, box), bisect_left(ids, dom.end[box]))
        if footer:  # a footer comes after the page's text (review f2), as the model kept it: summed once
            if not kept_before:
                kept_before = list(accumulate((lengths[j] if keep[b] else 0 for j, b in enumerate(ids)), initial=0))
            own = kept_before[inside.stop] - kept_before[inside.start]
            if kept_before[inside.start] < FOOTER_TEXT_SHARE * own:
                continue
            furniture = all(lengths[j] <= FOOTER_LINE_CHARS and SENTENCE_RE.search(texts[j]) is None for j in inside)
        else:
            others = [ids[j] for j in inside if j != k]
            furniture = bool(others) and all(
                anchor_chars(dom, b) >= LINK_BOX_LINK_SHARE * dom.tree_text[b] for b in others)
        if furniture:
            for j in inside:
                keep[ids[j]] = 0


# --- document record tables ----------------------------------------------------------------------------------------

# The 政府信息公开 record's labels, as a whole cell (a colon, a shad or nothing after it): the distinctive ones —
# 索引号 (index number), 发文机关 / 发布机构 (issuing office), 成文日期 (date written), 发文字号 / 文号 (document number),
# 主题分类 (subject class); Tibetan ཟུར་ཐོའི་ཨང་ / ཟུར་ཐོ་ཨང་རྟགས, ཡིག་ཆ་བཏང་མཁན / ཡིག་ཆ་བཏང་བའི་ལས་ཁུངས,
# ཡིག་ཆ་བཟོས་(པའི་)ཚེས(་གྲངས), ཡིག་ཆའི་ཨང་རྟགས, བརྗོད་གཞིའི་དབྱེ་བ; Uyghur ئىندېكس نومۇرى, ھۆججەت چىقارغان / تارقاتقان
# ئورگان, ھۆججەت يېزىلغان ۋاقتى / يېزىلغان ۋاقتى, ھۆججەت نومۇرى, تېما تۈرى
RECORD_LABEL = (r"索引号|索引號|发文机关|發文機關|发布机构|發布機構|成文日期|发文字号|發文字號|文号|主题分类|主題分類"
                r"|ཟུར་ཐོའི་ཨང|ཟུར་ཐོ་ཨང་རྟགས|ཡིག་ཆ་བཏང་(?:མཁན|བའི་ལས་ཁུངས)|ཡིག་ཆ་བཟོས་(?:པའི་)?ཚེས(?:་གྲངས)?"
                r"|ཡིག་ཆའི་ཨང་རྟགས|བརྗོད་གཞིའི་དབྱེ་བ"
                r"|ئىندېكس\s+نومۇرى|ھۆججەت\s+(?:چىقارغان|تارقاتقان)\s+ئورگان|(?:ھۆججەت\s+)?يېزىلغان\s+ۋاقتى"
                r"|ھۆججەت\s+نومۇرى|تېما\s+تۈرى")
# a whole cell, or a row's line with its value after the colon or the shad (review r299: a list row's label and value
# are inline spans, one block)
# (the white space and tshegs after the label are one possessive run, so a long run fails at once, not after trying
# every split of it against the closing ``\s*$``)
RECORD_LABEL_RE = re.compile(rf"^\s*({RECORD_LABEL})[\s\u0f0b]*+(?:(?:[:：]|\u0f0d)?\s*$|(?:[:：]|\u0f0d)\s*\S)")
# characters at most of a record's row (a label and its value: a code, a date, an office's name; review f2 gave the
# rows their own limit, apart from the portal's bar lines'); a row holding a sentence (``SENTENCE_RE``) is a guide's
# definition (review f2: a help page explaining each label, "索引号：由机构代码、信息类别和公开年份三部分组成，每条信息唯一。")
RECORD_ROW_CHARS = 80
# the literals one of which every ``RECORD_LABEL_RE`` match holds (``literal_gate.required_literals``): the page gate of
# ``drop_document_record_tables`` (session 43, h306), read once in the page's joined short block texts
RECORD_LABEL_WORDS = tuple(sorted(required_literals(RECORD_LABEL_RE) or ()))
RECORD_LABELS_MIN = 3  # distinct label cells at least in a record table (gov.cn's record prints 6 to 10; a data table's
# header row naming one "文号" column is no record)
RECORD_ROWS_MIN = 2  # rows at least holding those labels: the record pairs label and value cells down its rows, a
# document listing's header names its columns in one row (its documents under it are the page's text)
RECORD_CELL_LEVELS = 4  # steps up at most from a label's block to its table (p > td > tr > tbody > table)
# the record's box and its rows: a table's, or a list's (review r299: a portal's record set as ul > li > span label,
# span value, or as a dl's dt / dd pairs)
RECORD_BOX_TAGS = frozenset({"table", "ul", "ol", "dl"})
RECORD_ROW_TAGS = frozenset({"tr", "li", "dt", "dd"})


def drop_document_record_tables(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of every record box (``RECORD_BOX_TAGS``: a table, or a list) holding
    ``RECORD_LABELS_MIN`` distinct record labels at least (a listing's rows repeat one: "يېزىلغان ۋاقتى：" under
    each thread) (``RECORD_LABEL_RE``: the 政府信息公开 document's record in
    Chinese, Tibetan or Uyghur labels) over ``RECORD_ROWS_MIN`` rows (``RECORD_ROW_TAGS``) at least, before the page's
    first ``<h1>`` (or on a page with none), in place; a row counts when it is at most ``RECORD_ROW_CHARS`` with no
    ``SENTENCE_RE`` sentence (a label and a code, a date or a name; not a guide's definition of the label, review f2):
    the whole box when its every block is a short line (``FOOTER_LINE_CHARS``, no sentence), else only the rows
    holding a label (review r299: an old portal's one-table layout sets the record's rows, the title's and the
    notice's body in one table). Each box's blocks are read once (bisect). A page whose block text holds no
    ``RECORD_LABEL_WORDS`` literal in a block of at most ``RECORD_ROW_CHARS`` is left at once (session 43, h306)."""
    if not block_literals(dom, blocks, RECORD_LABEL_WORDS, RECORD_ROW_CHARS):
        return
    tags, parent = dom.tags, dom.parent
    labels: dict[int, set[str]] = {}
    rows: dict[int, set[int]] = {}
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        label = RECORD_LABEL_RE.match(text) if length <= RECORD_ROW_CHARS else None
        if label is None or SENTENCE_RE.search(text) is not None:  # a definition's sentence is no record's value
            continue
        node, row = b, -1
        for _ in range(RECORD_CELL_LEVELS + 1):
            if node < 0 or tags[node] in RECORD_BOX_TAGS:
                break
            if tags[node] in RECORD_ROW_TAGS:
                row = node
            node = parent[node]
        if node >= 0 and tags[node] in RECORD_BOX_TAGS and row >= 0:
            labels.setdefault(node, set()).add(" ".join(label.group(1).split()))
            rows.setdefault(node, set()).add(row)
    ids, texts, lengths, headline = blocks.ids, blocks.texts, blocks.lengths, first_h1(dom)
    for box, names in labels.items():
        if 0 <= headline < box:  # under the headline: a table of the story's own (tests/test_auto.py keeps it)
            continue
        if len(names) < RECORD_LABELS_MIN or len(rows[box]) < RECORD_ROWS_MIN:
            continue
        inside = range(bisect_left(ids, box), bisect_left(ids, dom.end[box]))
        if all(lengths[j] <= FOOTER_LINE_CHARS and SENTENCE_RE.search(texts[j]) is None for j in inside):
            spans = [(box, dom.end[box])]
        else:
            spans = sorted((row, dom.end[row]) for row in rows[box])
        for start, end in spans:
            for j in range(bisect_left(ids, start), bisect_left(ids, end)):
                keep[ids[j]] = 0


# --- a notice's attachment box -------------------------------------------------------------------------------------

# An attachment box's heading alone on its line: 附件 / 相关附件 / 附件下载 (attachments, related attachments,
# download), Tibetan ཟུར་སྦྱར (attachment, with ཡིག་ཆ documents), Uyghur قوشۇمچە ھۆججەت(لەر) (attached document(s)), a
# colon or a shad after it
ATTACHMENT_HEADING_RE = re.compile(
    r"^\W*(?:相关附件|相關附件|附件下载|附件下載|附件|ཟུར་སྦྱར(?:་ཡིག་ཆ)?|قوشۇمچە(?:\s+ھۆججەت(?:لەر)?)?)"
    r"[\s\u0f0b]*(?:[:：]|\u0f0d)?\s*$")
ATTACHMENT_GATE = ("附件", "ཟུར་སྦྱར", "قوشۇمچە")
ATTACHMENT_HEADING_CHARS = 40  # characters at most of an attachment heading's line (the longest above, with its
# colon and spaces: 20)
# a document's link: its href ends on an office, PDF, OFD (China's fixed-layout format) or WPS extension; not an
# archive's (a forum post's attachments are archives and images, behind a script's link: "mod=attachment&aid=")
DOCUMENT_HREF_RE = re.compile(r"\.(?:docx?|pdf|xlsx?|pptx?|wps|et|ofd)(?:[?#].*)?$", re.IGNORECASE)


def keep_notice_attachments(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Keep the blocks of a notice's attachment box the model left out: the box (the parent element) round an attachment
    heading (``ATTACHMENT_HEADING_RE``) whose every other block links to a document (``DOCUMENT_HREF_RE``) and that
    follows kept text in its own parent (the notice's text, in the notice's box), in place. The truths' convention
    (review h141): a notice's documents are its text; a related-links box is not (``drop_portal_footer_boxes``). A
    page with no ``ATTACHMENT_GATE`` literal in a short block is left after one pass; each box is read once (bisect),
    the last kept block before each found in one running pass; none for a Dom without its lxml elements (the links'
    href). Session 43 (h306): the gate's literals are read once in the page's joined short block texts
    (``page_memo.block_literals``)."""
    if not dom.has_elements:
        return
    attachment_words = block_literals(dom, blocks, ATTACHMENT_GATE, ATTACHMENT_HEADING_CHARS)
    if not attachment_words:
        return
    texts, ids, lengths = blocks.texts, blocks.ids, blocks.lengths
    last_kept: list[int] = []  # the last kept block's index at or before each block (-1: none), found once
    done: set[int] = set()
    for k, text in enumerate(texts):
        if lengths[k] > ATTACHMENT_HEADING_CHARS or not any(word in text for word in attachment_words):
            continue
        if ATTACHMENT_HEADING_RE.match(text) is None:
            continue
        box = dom.parent[ids[k]]
        if box < 0 or box in done:
            continue
        done.add(box)
        first, last = bisect_left(ids, box), bisect_left(ids, dom.end[box])
        if not last_kept:
            last_kept = list(accumulate((j if keep[b] else -1 for j, b in enumerate(ids)), max))
        others = [ids[j] for j in range(first, last) if j != k]
        # the notice's box: the box's parent holds the last kept block before it (review f2: a sidebar's 附件下载 list of
        # forms after a story follows kept text, in another box)
        before = last_kept[first - 1] if first else -1
        if not others or before < 0 or ids[before] < dom.parent[box]:
            continue
        if all(any(DOCUMENT_HREF_RE.search(dom.attr(a, "href")) for a in dom.anchors_in(b)) for b in others):
            for j in range(first, last):
                keep[ids[j]] = 1
