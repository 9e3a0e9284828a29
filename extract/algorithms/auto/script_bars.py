"""Script bars: a Tibetan or Uyghur site's language or script bar, font notices, a text's download and term rows.

Tibetan and Uyghur sites print the same page in several languages or scripts and say so in a bar of links over the
text: a Tibetan site's "བོད་ཡིག | 中文 | English", a Uyghur site's "ئۇيغۇرچە | Uyghurche | Уйғурчә | 维吾尔文" (Arabic,
Latin, Cyrillic script and the Chinese edition). Set inside the article's column, under the title, the model kept it.
``drop_script_bars`` leaves out a kept block that is wholly ``SCRIPT_BAR_LINKS_MIN`` or more short links
(``SCRIPT_LINK_MAX_CHARS``) and the separators between them, when the block or one of its ``SCRIPT_BAR_LEVELS``
nearest ancestors is named a language or script switcher (``SCRIPT_BAR_NAME_RE``: "lang-switch", "language-bar",
"script-switch", WPML's "wpml-ls", Polylang's "lang-item"), or, named anyhow, when its ``SCRIPT_BAR_SCRIPTS_MIN`` or
more links, each of ``SCRIPT_NAME_MAX_CHARS`` at most, are each written in one script and no two in the same
(``link_script``): a bar of one page's editions.
A bar set as a list (``<ul class="language-switcher"><li><a>བོད་ཡིག</a></li>…``) is read the same
way on the list: every item wholly one short link, the list so named or its links each in a script of its own. A
sentence holding such links, a list of other items (a reading list, one title per item, in one script), a heading,
stays.

The same sites tell a reader whose system lacks the script's font where to get one, or an input method: "བོད་ཡིག་
ཡིག་གཟུགས་ཕབ་ལེན།" (download Tibetan font), "UKIJ خەت نۇسخىسىنى چۈشۈرۈش", "请安装藏文字体", "Download Tibetan
font", "ئۇيغۇرچە كىرگۈزگۈچ" (Uyghur input method). ``drop_font_notices`` leaves out a kept block of at most
``FONT_NOTICE_CHARS`` characters saying so (``FONT_NOTICE_RE``, a download or install verb by the font or the input
method; an input method named bare, ``INPUT_METHOD_RE``, only as a link's text) when the saying is a link's to a font's
or an installer's file (``FONT_FILE_RE``: the download's own) or the block or an ancestor (``SCRIPT_BAR_LEVELS``) is
named a font's or an input method's box (``FONT_BOX_NAME_RE``: "font-notice", "ime"; not Tailwind's "font-serif"). An
essay on fonts that names the same words in its paragraphs, or a feed's linked title of a story on installing fonts,
has neither and stays.

A dharma-text or e-book site sets a row of download links by the text ("PDF ཕབ་ལེན། · EPUB ཕབ་ལེན། · MOBI",
"Download PDF | Download EPUB"): ``drop_download_rows`` leaves out a kept block that is wholly
``DOWNLOAD_LINKS_MIN`` or more links, each naming a file format (``FILE_FORMAT_RE``) in at most
``DOWNLOAD_LINK_MAX_CHARS`` characters. A list of documents, one link per item, stays.

The same sites set a text's teacher and tradition as a row of labelled links ("Tradition: <a>Nyingma</a> Teacher:
<a>Patrul Rinpoche</a>", "སློབ་དཔོན: <a>…</a> ཆོས་བརྒྱུད: <a>…</a>"), the taxonomy of the site, not the text:
``drop_term_rows`` leaves out a kept block, not a heading, of at most ``TERM_ROW_CHARS`` characters in a box named a
meta or term row (``TERM_ROW_NAME_RE``, the block or ``SCRIPT_BAR_LEVELS`` ancestors) whose text outside its links is
``TERM_LABELS_MIN`` or more labels, each closing in a colon (``TERM_LABEL_RE``) and each followed by links (commas or
bars between them). A sentence
in such a box has words outside its links and stays.

The dev truths (translated English and Chinese structures) hold no such bar or notice; their language rows
("English | 中文") are the originals' furniture and never a truth line. Session 42 (h291): 11 of our own pages
(tests/test_auto_tibetan_uyghur_sites_s42.py; all but the dharma text kept furniture before) whole, and 8 guard pages of
prose in the same words whole;
extraction-dev unchanged (no page's text changed by these rules).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import LINK_SEPARATORS, links_and_separators_only
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.scripts import (
    ARABIC_LETTER_RANGES,
    CJK_IDEOGRAPH_RANGES,
    CYRILLIC_RANGE,
    LATIN_LETTER_RANGES,
    PRESENTATION_FORM_RANGES,
    TIBETAN_LETTER_RANGE,
)

SCRIPT_BAR_LINKS_MIN = 2  # links at least in a bar ("བོད་ཡིག | 中文")
SCRIPT_BAR_SCRIPTS_MIN = 3  # links at least, each in a script of its own, in a bar named anyhow (two may be a pair)
SCRIPT_LINK_MAX_CHARS = 16  # characters at most of each edition's name ("ئۇيغۇرچە", 8; "Uyghurche", 9; "English", 7)
# The same in a bar named anyhow, told by its scripts alone: a language's own name ("Uyghurche", 9; "བོད་ཡིག", 7;
# "维吾尔文", 4), not a title ("History of Tibet", 14: a reading list's items in three scripts stay)
SCRIPT_NAME_MAX_CHARS = 10
LIST_ITEM_TAG = "li"  # a list's item: a bar set as a list holds one edition's link in each
SCRIPT_BAR_LEVELS = 2  # ancestors read above a block for a switcher's name (div.lang-switch > ul > li)
# A language or script switcher's class or id word: "lang-switch", "language-switcher", "lang_bar", "script-switch",
# "locale-selector", "language-menu", "lang-links", WPML's "wpml-ls", Polylang's "lang-item", "translations-bar".
SCRIPT_BAR_NAME_RE = re.compile(r"(?<![a-z])(?:(?:lang(?:uage)?|script|locale|edition)[-_]?(?:switch(?:er)?|bar|menu"
                                r"|select(?:or)?|links|chooser|picker|toggle|list|nav)|wpml-ls|lang-item"
                                r"|translations?[-_]bar)(?![a-z])", re.IGNORECASE)
# The scripts an edition's name is written in, each a character class of ``extract.scripts``' letter ranges: Tibetan,
# Arabic (its letters and presentation forms, no BOM), Cyrillic, Han (with Ext. A), Latin (with its accented letters:
# "Türkçe", "Français", "Uyghurche"; not the IPA letters of the old Latin scripts, "ə" U+0259). A link's letters all in one of them name one edition.
SCRIPT_LETTER_RES = (("bo", re.compile(f"[{TIBETAN_LETTER_RANGE}]")),
                     ("ar", re.compile(f"[{ARABIC_LETTER_RANGES}{PRESENTATION_FORM_RANGES}]")),
                     ("cyr", re.compile(f"[{CYRILLIC_RANGE}]")), ("han", re.compile(f"[{CJK_IDEOGRAPH_RANGES}]")),
                     ("lat", re.compile(f"[{LATIN_LETTER_RANGES}]")))

# A font's or an input method's download or install notice, its verb beside it: Tibetan ཡིག་གཟུགས / ཡིག་འཇུག …
# ཕབ་ལེན / སྒྲིག་འཇུག (font / input method download / install); Uyghur خەت نۇسخىسى(نى) / كىرگۈزگۈچ(نى) چۈشۈرۈش /
# قاچىلاش (font / input method download / install); Chinese 安装/下载 … 字体/输入法, 字体/输入法下载; English
# "download/install (the) (Tibetan) font / input method / keyboard layout".
FONT_NOTICE_RE = re.compile(r"(?:ཡིག་གཟུགས|ཡིག་འཇུག)[\u0f00-\u0fff]{0,12}(?:ཕབ་ལེན|སྒྲིག་འཇུག)"
                            r"|(?:خەت\s+نۇسخىسى|كىرگۈزگۈچ)(?:نى)?\s+(?:چۈشۈرۈش|قاچىلاش)"
                            r"|(?:安装|下载|下載|安裝)\S{0,6}(?:字[体體]|[输輸]入法)|(?:字[体體]|[输輸]入法)下[载載]"
                            r"|(?i:(?:download|install)\s+(?:the\s+)?(?:\w+\s+)?(?:fonts?|input\s+methods?"
                            r"|keyboard\s+layouts?)\b)")
# An input method or a keyboard layout named bare (ཡིག་འཇུག, كىرگۈزگۈچ, 输入法, "input method", "keyboard layout"):
# a notice only as a link's text (a link to the input method: "ئۇيغۇرچە كىرگۈزگۈچ"), not in a sentence's words
INPUT_METHOD_RE = re.compile(r"ཡིག་འཇུག|كىرگۈزگۈچ|[输輸]入法|(?i:input\s+method|keyboard\s+layout)")
# The page gate of ``drop_font_notices``: every match of FONT_NOTICE_RE or INPUT_METHOD_RE holds one of these literals
# (its Tibetan, Uyghur and Chinese words, case-sensitive) or, lowered, one of the words after them, the part of each
# English word ("download", "install", "input", "keyboard", any case) whose letters no non-ASCII character matches
# under IGNORECASE (unlike i, s and k: "ı", "ſ", the Kelvin sign), so that lowering the text lowers them in place
FONT_NOTICE_LITERALS = ("ཡིག་", "نۇسخىسى", "كىرگۈزگۈچ", "字体", "字體", "入法")
FONT_NOTICE_WORDS = ("download", "tall", "nput", "eyboard")
# A font's or an installer's file a download link points to ("/fonts/ukij.zip", "/Himalaya.ttf"): a link to a page
# (a feed's story "How to install Tibetan fonts") is no download
FONT_FILE_RE = re.compile(r"\.(?:ttf|otf|ttc|woff2?|zip|rar|7z|exe|msi|dmg)(?:$|[?#])", re.IGNORECASE)
FONT_NOTICE_CHARS = 160  # characters at most of a notice (a line and its link; our notices 20-60)
# characters at most outside its links of a font's box: a notice's words beside its download links; a story's section
# on fonts set in a box so named ("section.fonts": a typeface's history and where to get it) holds its prose
# (review r300)
FONT_BOX_PLAIN_CHARS = FONT_NOTICE_CHARS
# A font's or an input method's box, as a whole class word: "fonts", "ime", "keyboard", or a notice's word compounded
# with "font" or "ime" ("font-notice", "font-tip", "font_hints", "fontdownload", "ime-notice"); "fonts" as a class
# token's last word ("fonts", "tibetan-fonts", "bo_fonts"), not a font loader's state ("fonts-loaded",
# "wf-fonts-active", Webflow's "wf-fonts" on a page's <html>: session 43, h300; review f3). Not a bare "font"
# (Tailwind's "font-serif", "font-bold" style a story's paragraph), nor a bare "notice", "hint" or "tips".
FONT_BOX_NAME_RE = re.compile(r"(?<![a-z])(?:(?:fonts?|ime)[-_]?(?:notice|tip|hint|download|help)s?"
                              r"|(?<!wf-)fonts(?![-_])|ime|keyboard)(?![a-z])", re.IGNORECASE)

# A file format a download link names: "PDF", "EPUB", "MOBI", "AZW3", "DOCX", "TXT" (upper case, as buttons print it)
FILE_FORMAT_RE = re.compile(r"(?<![A-Za-z])(?:PDF|EPUB|MOBI|AZW3?|DOCX?|TXT|RTF|ODT)(?![A-Za-z])")
DOWNLOAD_LINKS_MIN = 2  # links at least in a download row ("PDF · EPUB"; one link is a document's own)
DOWNLOAD_LINK_MAX_CHARS = 24  # characters at most of a download link ("Download EPUB", 12; "EPUB ཕབ་ལེན།", 12)

TERM_ROW_CHARS = 120  # characters at most of a term row (two or three labels and their links)
TERM_LABELS_MIN = 2  # labels at least (one label and its links is a byline or a source line, other rules' part)
TERM_ROW_LINKS_MIN = TERM_LABELS_MIN  # links at least in a term row: each label is followed by one or more
TERM_LABEL_MAX_CHARS = 20  # characters at most of a label ("Tradition:", "ཆོས་བརྒྱུད།:", "ئۇستاز:")
SEPARATORS_AND_SPACE = "".join(LINK_SEPARATORS) + " \t\n\r\f\v\u00a0\u3000"  # stripped around a label
TERM_LABEL_RE = re.compile(rf"^[^:：]{{1,{TERM_LABEL_MAX_CHARS}}}[:：]$")  # a label: a few characters and a colon
# A meta or term row's class word: "book-meta", "post-meta", "entry-meta", "meta", "terms", "taxonomy", "tags"
TERM_ROW_NAME_RE = re.compile(r"(?<![a-z])(?:meta|terms?|taxonom(?:y|ies)|tags?)(?![a-z])", re.IGNORECASE)


def link_script(text: str) -> str:
    """The one script (``SCRIPT_LETTER_RES``) all the letters of ``text`` are written in, or "" (none, or several)."""
    found = ""
    for char in text:
        if not char.isalpha():
            continue
        script = next((name for name, letter in SCRIPT_LETTER_RES if letter.match(char)), "other")
        if found and script != found:
            return ""
        found = script
    return "" if found == "other" else found


def _wholly_links(dom: Dom, b: int, text: str) -> list[int]:
    """The links of block ``b`` when its text is wholly their text and the separators between them
    (``page_memo.links_and_separators_only``), else []."""
    return dom.anchors_in(b) if links_and_separators_only(dom, b, text) else []


def _named(dom: Dom, b: int, pattern: re.Pattern[str]) -> bool:
    """Whether block ``b`` or one of its ``SCRIPT_BAR_LEVELS`` nearest ancestors has a name ``pattern`` finds."""
    return named_within(dom, b, pattern, SCRIPT_BAR_LEVELS) >= 0


def _in_font_box(dom: Dom, b: int) -> bool:
    """Whether block ``b`` sits in a box named a font's or an input method's (``FONT_BOX_NAME_RE``, ``_named``'s
    levels) that holds little text outside its links (``FONT_BOX_PLAIN_CHARS``)."""
    box = named_within(dom, b, FONT_BOX_NAME_RE, SCRIPT_BAR_LEVELS)
    return box >= 0 and dom.non_link_text[box] <= FONT_BOX_PLAIN_CHARS


def drop_script_bars(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks, not headings, that are a bar of a page's editions (module docstring): wholly
    ``SCRIPT_BAR_LINKS_MIN`` or more links of ``SCRIPT_LINK_MAX_CHARS`` characters at most, named a switcher
    (``SCRIPT_BAR_NAME_RE``) or each link in a script of its own (``SCRIPT_BAR_SCRIPTS_MIN`` or more). A Dom without
    its lxml elements (no link counts) is left as it is."""
    if not dom.has_elements:
        return
    links, tags, tree_text = dom.links, dom.tags, dom.tree_text
    lists: dict[int, bool] = {}  # a list's node: whether its items are a bar of editions (``_is_edition_list``)
    for b, text in zip(blocks.ids, blocks.texts):
        if not keep[b] or not links[b] or tags[b] in HEADING_TAGS:
            continue
        if links[b] == 1:  # (a bar set as a list, one edition per item)
            if tags[b] == LIST_ITEM_TAG and _is_edition_item(dom, b):
                up = dom.parent[b]
                if up not in lists:
                    lists[up] = _is_edition_list(dom, up)
                if lists[up]:
                    keep[b] = 0
            continue
        anchors = _wholly_links(dom, b, text)
        if len(anchors) < SCRIPT_BAR_LINKS_MIN or any(tree_text[a] > SCRIPT_LINK_MAX_CHARS for a in anchors):
            continue
        if len(anchors) >= SCRIPT_BAR_SCRIPTS_MIN and all(tree_text[a] <= SCRIPT_NAME_MAX_CHARS for a in anchors):
            scripts = [link_script(dom.text(a)) for a in anchors]
            if all(scripts) and len(set(scripts)) == len(scripts):
                keep[b] = 0
                continue
        if _named(dom, b, SCRIPT_BAR_NAME_RE):
            keep[b] = 0


def _is_edition_item(dom: Dom, item: int) -> bool:
    """Whether list item ``item`` is wholly one link of ``SCRIPT_LINK_MAX_CHARS`` characters at most."""
    return (dom.links[item] == 1 and dom.link_text[item] == dom.tree_text[item]
            and 0 < dom.tree_text[item] <= SCRIPT_LINK_MAX_CHARS)


def _is_edition_list(dom: Dom, node: int) -> bool:
    """Whether list ``node``'s items are a bar of a page's editions: ``SCRIPT_BAR_LINKS_MIN`` or more items, each wholly
    one short link (``_is_edition_item``), the list named a switcher (``SCRIPT_BAR_NAME_RE``, itself or its
    ``SCRIPT_BAR_LEVELS`` nearest ancestors) or its links each in a script of its own (``SCRIPT_BAR_SCRIPTS_MIN`` or
    more)."""
    items = dom.child_ids(node)
    if len(items) < SCRIPT_BAR_LINKS_MIN or not all(
            dom.tags[i] == LIST_ITEM_TAG and _is_edition_item(dom, i) for i in items):
        return False
    if _named(dom, node, SCRIPT_BAR_NAME_RE):
        return True
    if len(items) < SCRIPT_BAR_SCRIPTS_MIN or any(dom.tree_text[i] > SCRIPT_NAME_MAX_CHARS for i in items):
        return False
    scripts = [link_script(dom.text(i)) for i in items]
    return all(scripts) and len(set(scripts)) == len(scripts)


def drop_font_notices(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of at most ``FONT_NOTICE_CHARS`` characters naming a font's or an input method's
    download (``FONT_NOTICE_RE``; an input method named bare, ``INPUT_METHOD_RE``, only as a link's text) in one of
    their links to a file (``FONT_FILE_RE``) or in a box named a font's or an input method's (``_in_font_box``).
    The patterns only on short blocks; none on a Dom without its lxml elements."""
    if not dom.has_elements:
        return
    short = [(b, text) for b, compact, text in zip(blocks.ids, blocks.compact, blocks.texts)
             if keep[b] and len(compact) <= FONT_NOTICE_CHARS]
    # The page gate (session 44, h313): substring tests in C of the short kept blocks' texts joined, where both
    # patterns, no literal leading them, stepped through every character of every block (see FONT_NOTICE_LITERALS)
    joined = "\n".join(text for _, text in short)
    if not any(word in joined for word in FONT_NOTICE_LITERALS):
        lowered = joined.lower()
        if not any(word in lowered for word in FONT_NOTICE_WORDS):
            return
    for b, text in short:
        if FONT_NOTICE_RE.search(text):
            sayings = [a for a in dom.anchors_in(b) if FONT_NOTICE_RE.search(dom.text(a))
                       or INPUT_METHOD_RE.search(dom.text(a))]
        elif INPUT_METHOD_RE.search(text):
            sayings = [a for a in dom.anchors_in(b) if INPUT_METHOD_RE.search(dom.text(a))]
            if not sayings:
                continue  # (an input method named in a sentence's words, no link to it: no notice)
        else:
            continue
        if _in_font_box(dom, b) or any(FONT_FILE_RE.search(dom.attr(a, "href")) for a in sayings):
            keep[b] = 0


def drop_download_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks, not headings, that are wholly ``DOWNLOAD_LINKS_MIN`` or more links (and their
    separators), each naming a file format (``FILE_FORMAT_RE``) in ``DOWNLOAD_LINK_MAX_CHARS`` characters at most:
    a text's download row. None on a Dom without its lxml elements."""
    if not dom.has_elements:
        return
    links, tags, tree_text = dom.links, dom.tags, dom.tree_text
    for b, text in zip(blocks.ids, blocks.texts):
        if not keep[b] or links[b] < DOWNLOAD_LINKS_MIN or tags[b] in HEADING_TAGS or not FILE_FORMAT_RE.search(text):
            continue
        anchors = _wholly_links(dom, b, text)
        if len(anchors) >= DOWNLOAD_LINKS_MIN and all(
                tree_text[a] <= DOWNLOAD_LINK_MAX_CHARS and FILE_FORMAT_RE.search(dom.text(a)) for a in anchors):
            keep[b] = 0


def drop_term_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks that are a text's row of labelled links (module docstring): not headings, at most
    ``TERM_ROW_CHARS`` characters and ``TERM_ROW_LINKS_MIN`` links at least, in a box named a meta or term row
    (``TERM_ROW_NAME_RE``), the text outside the links ``TERM_LABELS_MIN`` or more labels (``TERM_LABEL_RE``) each
    before a link, the separators between one label's links aside (``LINK_SEPARATORS``). None on a Dom without its
    elements."""
    if not dom.has_elements:
        return
    links, tags = dom.links, dom.tags
    for b, compact, text in zip(blocks.ids, blocks.compact, blocks.texts):
        if (not keep[b] or links[b] < TERM_ROW_LINKS_MIN or tags[b] in HEADING_TAGS or len(compact) > TERM_ROW_CHARS
                or (":" not in text and "：" not in text)):
            continue
        rest, labels = text, 0
        for a in dom.anchors_in(b):
            link = dom.text(a).strip()
            if not link:
                continue  # (an icon's link: no text to read)
            label, found, rest = rest.partition(link)
            label = label.strip(SEPARATORS_AND_SPACE)  # (the marks between one label's links: "<a>a</a>, <a>b</a>")
            if not found:
                break
            if label:
                if not TERM_LABEL_RE.match(label):
                    break
                labels += 1
        else:
            if labels >= TERM_LABELS_MIN and not rest.strip() and _named(dom, b, TERM_ROW_NAME_RE):
                keep[b] = 0


__all__ = ["drop_download_rows", "drop_font_notices", "drop_script_bars", "drop_term_rows", "link_script"]
