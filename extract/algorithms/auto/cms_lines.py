"""CMS lines: a Chinese CMS article template's meta lines as its Tibetan and Uyghur editions print them.

Most Tibetan and Uyghur news, government, county and school sites in China run Chinese CMSes (DedeCMS, PHPCMS,
EmpireCMS, TRS WCM, PowerEasy SiteFactory, PageAdmin, JEECMS, PbootCMS): their article templates print the same
lines round the story, with labels translated in the bo and ug editions. The magic-html truths of extraction-dev's
Chinese articles leave the info line over the story out (来源/作者/发布时间/点击数: no truth's first line is one),
the previous/next story's lines, the share bar and the page tools; they keep the editor's line closing the story
(``ladder``'s editor line) and the story's own source notes ("（本文来源：经济日报）", after the text). ``lines``
reads the bylines and datelines of a line or two fields; this module reads the templates' own lines, by their Chinese
labels and the bo and ug editions' translations of them:

- ``is_info_line``: a line of ``INFO_KINDS_MIN`` kinds of labelled fields at least (source, author, posting time,
  read count, editor, font size: ``INFO_LABEL_RE``), holding a digit (the date or the count), opening on a label or a date,
  no sentence in it ("ཡོང་ཁུངས། X རྩོམ་པ་པོ། Y དུས་ཚོད། 2024-05-12 ཀློག་གྲངས། 89", "يوللانغان ۋاقتى：2024-05-12
  مەنبە：X ئاپتور：Y"). An essay quoting such a line ("报头下面印着一行小字：“来源：县委宣传部 作者：本报记者”。")
  is a sentence: it opens on no label and holds a clause mark.
- ``is_empty_pager_line``: the previous/next label with "none" after it (DedeCMS's "下一篇：没有了", Uyghur
  "كېيىنكى پارچە：يوق", Tibetan "རྗེས་མ། མེད།"): no link, so ``lines``' "read also" test (mostly link text) misses it.
- ``is_qr_prompt``: a Uyghur QR code's prompt ("كودنى سىكانىرلاپ يانفوندا ئېچىڭ", 扫一扫在手机打开当前页's twin),
  naming the phone, the page or an account to follow: a how-to's step "كودنى سىكانىرلاپ پۇل تۆلەڭ" (scan to pay) stays.
- ``is_share_bar``: a share label and nothing after it but links ("分享到：<a>微信</a><a>微博</a>", Uyghur
  "ھەمبەھىرلەش：<a>ئۈندىدار</a>"): a story's sentence that uses the verb ("... قوشنىلار بىلەن ھەمبەھىرلەش كېرەك")
  opens on no label, and a teacher's "Share: <a>the worksheet</a> and <a>the recording</a> with any class ..." holds
  more than a few characters outside its links (``SHARE_UNLINKED_CHARS``).

Review h288 (own pages, extraction-dev unchanged): labels a bo/ug edition also prints (a tsheg before the colon,
ཚེས་གྲངས། "date", the reporter مۇخبىر, "كۆرۈلۈش قېتىمى" views), "上一篇：已经是第一篇了".
"""

from __future__ import annotations

import re

from extract.dom import Dom

INFO_LINE_CHARS = 200  # characters at most of an info line (a TRS line of date, source, views and the size bar: 130)
INFO_KINDS_MIN = 3  # kinds of fields at least (source + time + views; two are a byline, read by ``lines``)
# A label's end: a colon, or the Tibetan shad, spaces round it; a Tibetan label's tsheg before either ("ཡོང་ཁུངས་：")
LABEL_END = r"\s*\u0f0b?(?:[:：]|\u0f0d)"
# The fields' labels by kind, in Chinese, Tibetan and Uyghur (English meta lines are ``lines``' bylines; an English
# record's "Date: … Author: … Source: …" may be a dataset page's text) (the Chinese run on unspaced: "10:21来源:"); a
# Tibetan or Uyghur label is a whole word (no letter or tsheg before it; a digit may be, a time run on: "10:21مەنبە：").
# The Chinese words for a source and an author (translator too), whole: ``lines``' bylines and ``headline``'s info
# line build on them
CHINESE_SOURCE_WORD = r"来源|來源|出处"
CHINESE_AUTHOR_WORD = r"作者|译者|譯者"
INFO_LABELS = {
    "source": rf"{CHINESE_SOURCE_WORD}|مەنبە(?:سى)?|ཡོང་ཁུངས|ཁུངས",
    # (撰稿 "written by", مۇخبىر "reporter", يازغۇچى "writer")
    "author": rf"{CHINESE_AUTHOR_WORD}|撰稿|ئاپتور(?:ى)?|يوللىغۇچى|مۇخبىر|يازغۇچى|རྩོམ་པ་པོ",
    "time": (r"(?:发布|發布|更新)?(?:时间|時間|日期)|(?:يوللانغان|ئېلان\s+قىلىنغان)\s+ۋاق(?:تى|ىت)|ۋاقتى|ۋاقىت"
             r"|(?:འགྲེམས་)?སྤེལ་དུས(?:་ཚོད)?|དུས་ཚོད|སྤེལ་ཚེས|ཚེས་གྲངས"),
    # (above: ཚེས་གྲངས "date", འགྲེམས་སྤེལ་དུས་ཚོད "publishing time")
    "views": (r"点击(?:数|量)?|點擊(?:數)?|浏览(?:次数|量)?|瀏覽(?:次數)?|阅读(?:数|量)?"
              r"|(?:كۆرۈلۈش|ئوقۇلۇش)(?:ى|\s+سانى|\s+قېتىمى|\s+قېتىم\s+سانى)?|ཀློག་གྲངས|ཀློག་ཐེངས|ལྟ་ཐེངས|གཟིགས་ཐེངས"),
    # the editor: with the source and the date a record of the story (the truths keep "责任编辑：X" alone, the
    # story's closing line: one kind, never an info line)
    "editor": r"(?:责任|責任)?(?:编辑|編輯)|(?:مەسئۇل\s+)?مۇھەررىر|تەھرىر|རྩོམ་སྒྲིག(?:་པ|་འགན་འཛིན)?",
    "size": r"字号|字號|字体|字體|خەت نۇسخىسى|خەت چوڭلۇقى|ཡིག་གཟུགས",
}
INFO_LABEL_RE = re.compile(
    "|".join(rf"(?P<{kind}>(?<![^\W\d]|\u0f0b)(?:{labels}){LABEL_END})" for kind, labels in INFO_LABELS.items()))
# ... a Chinese label after a value run on (no boundary: CJK letters are \w), as the magic-html pages print them
CHINESE_INFO_LABEL_RE = re.compile(
    rf"(?P<source>(?:{CHINESE_SOURCE_WORD})\s*[:：])|(?P<author>(?:{CHINESE_AUTHOR_WORD})\s*[:：])"
    r"|(?P<time>(?:发布)?时间\s*[:：])|(?P<editor>编辑\s*[:：])|(?P<views>(?:点击|浏览)(?:数|次数)?\s*[:：])")
# The line opens on a label or a date ("2024-05-12 10:21 | 来源：X")
INFO_OPENING_RE = re.compile(rf"^[\W\u200e\u200f]*(?:(?:{'|'.join(INFO_LABELS.values())}){LABEL_END}|\d{{4}}[-/.年])")
# a sentence inside it: a Chinese or Uyghur clause mark, a full stop before more text
INFO_SENTENCE_RE = re.compile(r"[，。！？；،؟]|[.!?]\s+\S")
# A decimal digit as ``\d`` reads it (any Unicode digit, category Nd): every match of DATE_TIME_RE, RELATIVE_TIME_RE,
# the views and counts lines and the dated bylines holds one (DIGIT_CLASS is a part of it); ``lines`` reads it here.
ANY_DIGIT_RE = re.compile(r"\d")

# The previous or next story's label (``lines``' "read also" labels too): 上一篇 / 下一篇 (article, item, page, in
# simplified and traditional), Tibetan སྔོན་མ / སྔ་མ / གོང་མ and རྗེས་མ / འོག་མ / ཕྱི་མ ("later"), Uyghur ئالدىنقى /
# كېيىنكى ("previous" / "next", with "page", "article", "piece" or "work": EmpireCMS's, JEECMS's bo/ug editions).
PAGER_LABEL = (r"上一[篇条條则則页頁]|下一[篇条條则則页頁]|(?:ئالدىنقى|كېيىنكى)(?:سى)?(?:\s+(?:بەت|ماقالە|پارچە|ئەسەر))?"
               r"|སྔོན་མ|སྔ་མ|གོང་མ|རྗེས་མ|འོག་མ|ཕྱི་མ")
# ... then "none": 没有了, 无, 暂无, "(already) the first / last one", Uyghur يوق, Tibetan མེད.
EMPTY_PAGER_RE = re.compile(
    rf"^\W*(?:{PAGER_LABEL}){LABEL_END}\s*(?:没有了|沒有了|无|無|暂无|没有"
    r"|(?:已经|已經|已)?是(?:第一|最后一|最後一)[篇条條页頁个個]了?|يوق|མེད)[\W\u0f0b\u0f0d]*$")
# A literal every label holds (each Tibetan label whole: "་མ" alone is in one Tibetan line in seven, a syllable opening
# on མ; tests/test_auto_speed_h310_s44.py checks these are ``required_literals`` of PAGER_LABEL)
PAGER_GATE = ("上一", "下一", "ئالدىنقى", "كېيىنكى", "སྔོན་མ", "སྔ་མ", "གོང་མ", "རྗེས་མ", "འོག་མ", "ཕྱི་མ")

# A QR code's prompt in Uyghur: "(the two-dimensional) code-ACC scanning", what it opens after it, no sentence mark;
# what it opens is the phone, the page or an account to follow (``QR_OBJECT``): a how-to's step that scans a code to
# pay or to log in ("كودنى سىكانىرلاپ پۇل تۆلەڭ", a list's item with no mark) names none of them.
QR_OBJECT = r"يانفون|تېلېفون|بەت|ئەگىش|مۇشتەرى|ئابونت\s+بول"  # phone, page, follow, subscribe
QR_PROMPT_CHARS = 40  # characters at most after the verb
QR_PROMPT_RE = re.compile(
    rf"^\W*(?:ئىككى\s+ئۆلچەملىك\s+)?كود(?:نى)?\s+(?:سىكانىرلاپ|سكانېرلاپ|سىكاننېرلاپ|سايىلەپ)"
    rf"(?=[^\n]*(?:{QR_OBJECT}))[^.!?؟۔\n]{{0,{QR_PROMPT_CHARS}}}$")
QR_GATE = "كود"

# A share bar's label ("分享到：", Uyghur "ھەمبەھىرلەش：" sharing, "ئورتاقلىشىش：", Tibetan "མཉམ་སྤྱོད།", "Share:")
SHARE_LABEL_RE = re.compile(r"^\W*(?:分享到|分享|ھەمبەھىرلەش|ھەمبەھىرلەڭ|ئورتاقلىشىش|མཉམ་སྤྱོད|མཉམ་སྤེལ"
                            rf"|(?i:share(?:\s+(?:this|on|to))?)){LABEL_END}")
SHARE_BAR_CHARS = 120  # characters at most of a share bar (its label, a few networks' names, the page tools)
SHARE_LINKS_MIN = 2  # <a> elements at least in it (the networks' icons or names; a share script's have no href)
# characters at most outside the <a> elements besides the label (separators, brackets, a "更多" or "+1"): a teacher's
# "Share: <a>the worksheet</a> and <a>the recording</a> with any class that wants them" is a sentence round its links
SHARE_UNLINKED_CHARS = 12
SHARE_SENTENCE_RE = re.compile(r"[，。！？；،؟۔]|[.!?]\s+\S|\u0f0d\s*\S.*\u0f0d")  # a sentence after the label


def is_info_line(text: str) -> bool:
    """Whether a line is a CMS article's info line: at most ``INFO_LINE_CHARS``, a digit in it, opening on a label or a
    date (``INFO_OPENING_RE``), no sentence (``INFO_SENTENCE_RE``) and labels of ``INFO_KINDS_MIN`` kinds at least
    (``INFO_LABEL_RE``, ``CHINESE_INFO_LABEL_RE``)."""
    if len(text) > INFO_LINE_CHARS or ("：" not in text and ":" not in text and "\u0f0d" not in text):
        return False
    if ANY_DIGIT_RE.search(text) is None or INFO_OPENING_RE.match(text) is None or INFO_SENTENCE_RE.search(text):
        return False
    kinds = {m.lastgroup for m in INFO_LABEL_RE.finditer(text)} | {
        m.lastgroup for m in CHINESE_INFO_LABEL_RE.finditer(text)}
    return len(kinds) >= INFO_KINDS_MIN


def is_empty_pager_line(text: str) -> bool:
    """Whether a line is a previous/next label with "none" after it (``EMPTY_PAGER_RE``)."""
    return (len(text) <= INFO_LINE_CHARS and any(word in text for word in PAGER_GATE)
            and EMPTY_PAGER_RE.match(text) is not None)


def is_qr_prompt(text: str) -> bool:
    """Whether a line is a Uyghur QR code's prompt (``QR_PROMPT_RE``)."""
    return QR_GATE in text and QR_PROMPT_RE.match(text) is not None


# The literals one of which every line ``is_cms_line`` reads without a digit holds (an info line needs a digit; an
# empty pager line holds one of PAGER_GATE, a Uyghur QR prompt QR_GATE): a gate for a caller that tests them at once.
CMS_UNDIGITED_LITERALS = (*PAGER_GATE, QR_GATE)


def is_cms_line(text: str) -> bool:
    """Whether a line is a CMS article's info line, an empty previous/next line or a QR code's prompt."""
    return is_info_line(text) or is_empty_pager_line(text) or is_qr_prompt(text)


def is_share_bar(dom: Dom, b: int, text: str) -> bool:
    """Whether block ``b`` (``text``) is a share bar: at most ``SHARE_BAR_CHARS``, a share label
    (``SHARE_LABEL_RE``), ``SHARE_LINKS_MIN`` ``<a>`` elements at least and no sentence after the label
    (``SHARE_SENTENCE_RE``), its text outside the ``<a>`` elements the label and ``SHARE_UNLINKED_CHARS`` more at most
    (an icon's ``<a>`` may have no ``href``: not ``link_text``)."""
    if len(text) > SHARE_BAR_CHARS:
        return False
    label = SHARE_LABEL_RE.match(text)
    if label is None or len(dom.anchors_in(b)) < SHARE_LINKS_MIN:
        return False
    if SHARE_SENTENCE_RE.search(text, label.end()) is not None:
        return False
    return dom.tree_text[b] - anchor_chars(dom, b) <= len("".join(label.group().split())) + SHARE_UNLINKED_CHARS


def anchor_chars(dom: Dom, b: int) -> int:
    """The characters (``tree_text``) of the outermost ``<a>`` elements inside block ``b``."""
    total, i, end = 0, b + 1, dom.end[b]
    while i < end:
        if dom.tags[i] == "a":
            total += dom.tree_text[i]
            i = dom.end[i]
        else:
            i += 1
    return total
