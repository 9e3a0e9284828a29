"""Wiki furniture: a MediaWiki article's end matter, the closing sections of links and sources, and its stub notice
(``drop_wiki_end_matter``); a DokuWiki page's id and revision lines (``drop_wiki_page_stamps``).

A MediaWiki article (Wikipedia in Tibetan, Uyghur, Chinese or English; any site on the engine, whose parser wraps the
article in ``div.mw-parser-output``) closes on the appendices its manual of style orders last: "See also", "Notes",
"References", "Further reading", "External links" (zh "参见", "参考文献", "外部链接"; ug "يەنە قاراڭ", "مەنبەلەر",
"سىرتقى ئۇلانمىلار"; bo "ཟུར་མཆན།", "ལུང་ཁུངས།", "ཕྱི་ཕྱོགས་སྦྲེལ་ཐག"). Their text is lists of other
entries' titles, of books and of web sites, not the article: the truths end on the article's last paragraph
(extraction-dev's zh.wikipedia article drops its "参见" and "外部链接" lists, as its references). The reference list
itself is read by its class (``words.WIKI_FURNITURE_RE``); the "See also" and "External links" lists carry no class,
only their section's heading, so they are read by that heading's title (``END_MATTER_TITLES``, the editions'
standard titles, compared whole). A stub notice ("This article is a stub. You can help by expanding it") is read by
its template's class word "stub" (``STUB_CLASS``) inside the wrapper alone: elsewhere the word names a news site's
lead or a theme's teaser ("asbox", the template's own name, is ``words.WIKI_FURNITURE_RE``'s on any page).

The title read is the heading's ``span.mw-headline`` when it has one, else its text without the skin's edit link
(``EDIT_LINK_CLASSES``: a Fandom-like skin's "Edit" has no brackets, "See alsoEdit"), without a section number
(``SECTION_NUMBER_RE``: "3 See also" under MediaWiki's numbered headings) and without an older skin's "[edit]".

Guards: the heading lies inside ``mw-parser-output`` (a blog's section titled "References" is its author's; the
gate is the class word on the page, ``page_memo.class_text_may_hold``), its text is one of the titles whole (a
heading that says more is the article's), its own section holds no kept prose paragraph (``_holds_prose``: an
article's last section titled "来源", the dish's origin, "མཆན་འགྲེལ", the commentaries on a scripture, or an h3
"Sources" on a chronicle's sources is its text; appendices are lists), and every heading of its level or above after
it is end matter as well (an article's middle section named "Notes", a musical one, is its text: the appendices close
the article). Each wrapper on the page is read apart (a site's notice rendered from wikitext after the article is one
of its own).
Our pages (tests/test_auto_wiki_qa_s41.py, tests/test_auto_wiki_review_s41.py): Tibetan Vector 2022, Uyghur
MinervaNeue, Chinese Vector, numbered and Fandom-like headings lose their "See also" and "External links" sections.
Extraction-dev (with ``words.WIKI_FURNITURE_RE``'s "ambox", "asbox" and "lemma-reference"): all 0.9235 -> 0.9235, 4
pages better (zh.wikipedia's article 0.981 -> 0.990, its Uyghur and Tibetan variants +0.003, a Baike entry's Tibetan
variant 0.884 -> 0.913), none lower.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.boxes import class_attribute, named_within
from extract.algorithms.auto.features import Blocks, is_kept_paragraph
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.dom import Dom

# MediaWiki's parser output wrapper: the article's own subtree (lower case, as ``page_memo.class_text`` reads it)
PARSER_OUTPUT_CLASS = "mw-parser-output"
# The section headings a step reads, by level (h2 ranks above h3 ...; a section runs to the next heading of its level
# or above)
SECTION_LEVELS = {"h2": 2, "h3": 3, "h4": 4}
# The standard titles of an article's closing appendices, lower case, without closing punctuation
# (``TITLE_TRIM_CHARS``): English Wikipedia's manual of style (MOS:LAYOUT), Chinese Wikipedia's (simplified and
# traditional), Uyghur and Tibetan Wikipedia's customary titles.
END_MATTER_TITLES = frozenset({
    # en
    "see also", "notes", "footnotes", "references", "notes and references", "citations", "sources", "bibliography",
    "further reading", "external links", "related pages", "related articles", "works cited", "explanatory notes",
    "general references", "references and notes", "notes and citations",
    # zh
    "参见", "參見", "参看", "參看", "参阅", "參閱", "另见", "另見", "相关条目", "相關條目", "参考", "參考", "参考文献",
    "參考文獻", "参考资料", "參考資料", "参考来源", "參考來源", "参考书目", "參考書目", "注释", "註釋", "注解", "註解",
    "脚注", "腳註", "来源", "來源", "延伸阅读", "延伸閱讀", "扩展阅读", "擴展閱讀", "外部链接", "外部連結", "外部鏈接",
    "外部連接",
    # ug
    "يەنە قاراڭ", "مۇناسىۋەتلىك ماقالىلار", "مۇناسىۋەتلىك بەتلەر", "مەنبە", "مەنبەلەر", "پايدىلانمىلار",
    "پايدىلانما", "پايدىلانغان ماتېرىياللار", "ئىزاھات", "ئىزاھاتلار", "سىرتقى ئۇلانمىلار", "سىرتقى ئۇلىنىشلار",
    "تاشقى ئۇلانمىلار",
    # bo
    "ཟུར་མཆན", "མཆན་འགྲེལ", "ལུང་ཁུངས", "ཁུངས", "ཁུངས་གཏུགས", "དཔྱད་གཞི", "དཔྱད་གཞིའི་ཡིག་ཆ", "ལྟ་ཞིབ",
    "འབྲེལ་ཡོད་ཤོག་ངོས", "འབྲེལ་ཡོད་རྩོམ་ཡིག", "ཕྱི་ཕྱོགས་སྦྲེལ་ཐག", "ཕྱི་རོལ་སྦྲེལ་ཐག", "ཕྱིའི་སྦྲེལ་མཐུད",
})
# Punctuation a heading's title may close on (a Tibetan shad or tsheg, a colon) or be wrapped in
TITLE_TRIM_CHARS = " \t\n\u00a0:：།་༎"
# The "[edit]" link MediaWiki sets inside an older skin's heading ("参见[编辑]", "References[edit source]")
EDIT_LINK_RE = re.compile(r"\[[^\[\]]*\]\s*$")
# A section number a heading opens on: MediaWiki's numbered headings ("3 See also", "4.1 Notes"), a mirror's "3. "
SECTION_NUMBER_RE = re.compile(r"^\s*\d+(?:\.\d+)*\.?\s+")
# The class of the span holding a heading's own title in a skin that wraps it (legacy Vector, MinervaNeue, Fandom)
HEADLINE_CLASS = "mw-headline"
# The classes of the edit link a skin sets inside a heading (MediaWiki's, an older or a Fandom-like skin's)
EDIT_LINK_CLASSES = frozenset({"mw-editsection", "editsection"})
# A stub template's class word (MediaWiki's stub templates: "metadata plainlinks stub"; a wiki's own "stub" box), as
# a whole word of a class inside the wrapper
STUB_CLASS = "stub"
# A kept paragraph whose link text reaches this share of its text is a line of links, not prose (a fraction of
# ``Dom.tree_text``)
PROSE_LINK_SHARE = 0.5
# A DokuWiki page's stamps (``drop_wiki_page_stamps``): its templates print the page's id over the text ("wiki:start",
# "bo:slob_tshan", ``div.pageId``) and its file name and last revision under it ("start.txt · Last modified:
# 2024/03/01 12:30 by admin", ``div.docInfo``), names the engine gives them on every DokuWiki site (the default
# "dokuwiki" template and the themes built on it). The id is a namespace path, no prose; the model kept it as the
# first line of a short page. A block in such a box, WIKI_STAMP_LEVELS up at most, goes.
WIKI_STAMP_CLASSES = frozenset({"pageId", "docInfo"})  # the class words, as DokuWiki spells them
WIKI_STAMP_WORDS = tuple(word.lower() for word in WIKI_STAMP_CLASSES)  # the page-wide gate (``class_text``)
WIKI_STAMP_LEVELS = 2  # the block and its parent (the id's <span> in div.pageId)
# one of WIKI_STAMP_CLASSES as a whole word of a class attribute
WIKI_STAMP_RE = re.compile(rf"(?<!\S)(?:{'|'.join(map(re.escape, sorted(WIKI_STAMP_CLASSES)))})(?!\S)")
# The rank of "no article heading after this one": above every level of ``SECTION_LEVELS``, so any end-matter
# heading is below it
NO_ARTICLE_RANK = max(SECTION_LEVELS.values()) + 1


def drop_wiki_end_matter(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, a MediaWiki article's closing appendices and stub notice (module docstring): in each
    ``mw-parser-output`` wrapper, each kept block from an end-matter heading (``is_end_matter_title``, its section no
    prose, ``_holds_prose``) to the wrapper's end, when every section heading of its level or above after it is end
    matter as well; and each kept block under a ``STUB_CLASS`` element inside a wrapper. Reads the page's blocks'
    ancestors; none on a Dom without its lxml elements."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, (PARSER_OUTPUT_CLASS,)):
        return
    ids, tags = blocks.ids, dom.tags
    stubs = class_text_may_hold(dom, blocks, (STUB_CLASS,))  # the page-wide gate of the stub test
    wrapper_of: dict[int, int] = {}
    by_wrapper: dict[int, list[int]] = {}  # wrapper -> its section headings, in page order
    for k, b in enumerate(ids):
        wrapper = _parser_output(dom, blocks, b, wrapper_of)
        if wrapper < 0:
            continue
        if tags[b] in SECTION_LEVELS:
            by_wrapper.setdefault(wrapper, []).append(b)
        if stubs and keep[b] and _under_stub(dom, blocks, (b, *blocks.ancestors[k]), wrapper):
            keep[b] = 0
    for wrapper, headings in by_wrapper.items():
        cut = _end_matter_start(dom, keep, blocks, headings, dom.end[wrapper])
        if cut >= 0:
            for k in range(bisect_left(ids, cut), bisect_left(ids, dom.end[wrapper])):
                keep[ids[k]] = 0


def drop_wiki_page_stamps(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, each kept block in a DokuWiki page's id or revision box (``WIKI_STAMP_CLASSES``, the
    block or its ancestors, ``WIKI_STAMP_LEVELS`` nodes in all: ``boxes.named_within``). A page whose class names
    hold neither word is left alone; a Dom without its lxml elements too."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, WIKI_STAMP_WORDS):
        return
    for b in blocks.ids:
        if keep[b] and named_within(dom, b, WIKI_STAMP_RE, WIKI_STAMP_LEVELS - 1, class_attribute) >= 0:
            keep[b] = 0


def _end_matter_start(dom: Dom, keep: bytearray, blocks: Blocks, headings: list[int], wrapper_end: int) -> int:
    """The first end-matter heading of a wrapper's ``headings`` after which no article section of its level or above
    follows, or -1. A heading's section runs to the next heading of its level or above (its subsections are its own),
    else to the wrapper's end."""
    cut = -1
    article_rank = NO_ARTICLE_RANK  # the highest rank (lowest level) of an article heading after this one
    next_at: dict[int, int] = {}  # level -> the nearest heading of that level after this one
    for b in reversed(headings):
        level = SECTION_LEVELS[dom.tags[b]]
        section_end = min((h for lv, h in next_at.items() if lv <= level), default=wrapper_end)
        end_matter = (is_end_matter_title(_heading_title(dom, b))
                      and not _holds_prose(dom, keep, blocks, b, section_end))
        if not end_matter:
            article_rank = min(article_rank, level)
        elif level < article_rank:
            cut = b
        next_at[level] = b
    return cut


def is_end_matter_title(title: str) -> bool:
    """Whether a heading's title (its section number and edit link cut, ``SECTION_NUMBER_RE``, ``EDIT_LINK_RE``) is
    one of ``END_MATTER_TITLES`` whole.

    >>> is_end_matter_title("3 See also"), is_end_matter_title("参考文献[编辑]"), is_end_matter_title("1984 in music")
    (True, True, False)
    """
    title = EDIT_LINK_RE.sub("", SECTION_NUMBER_RE.sub("", title)).strip(TITLE_TRIM_CHARS).lower()
    return title in END_MATTER_TITLES


def _heading_title(dom: Dom, heading: int) -> str:
    """The heading's title: its ``HEADLINE_CLASS`` span's text when it has one, else its whole text less its edit
    link's (``EDIT_LINK_CLASSES``)."""
    element = dom.elements[heading]
    parts: list[str] = []
    for node in element.iterdescendants():
        classes = node.get("class", "").split() if isinstance(node.tag, str) else []
        if HEADLINE_CLASS in classes:
            return node.text_content()
        if EDIT_LINK_CLASSES.intersection(classes):
            parts.append(node.text_content())
    text = element.text_content()
    for part in parts:
        text = text.replace(part, "", 1)
    return text


def _holds_prose(dom: Dom, keep: bytearray, blocks: Blocks, heading: int, section_end: int) -> bool:
    """Whether the heading's own section (its subsections' too, to ``section_end``: the next heading of its level or
    above, or the wrapper's end) holds a kept prose paragraph: a kept paragraph closing on a sentence's mark
    (``features.is_kept_paragraph``) whose links hold less than ``PROSE_LINK_SHARE`` of its text."""
    ids = blocks.ids
    for k in range(bisect_left(ids, heading + 1), bisect_left(ids, section_end)):
        b = ids[k]
        if (is_kept_paragraph(dom, keep, blocks, k, sentence=True)
                and dom.link_text[b] < PROSE_LINK_SHARE * dom.tree_text[b]):
            return True
    return False


def _under_stub(dom: Dom, blocks: Blocks, chain: tuple[int, ...], wrapper: int) -> bool:
    """Whether a block or one of its ancestors the features read (``chain``, ``features.ANCESTOR_LEVELS``: a notice's
    table cell lies a few levels below its box) below ``wrapper`` has ``STUB_CLASS`` as a whole class word (read from
    ``Blocks.classes`` where the Blocks hold them)."""
    return any(a > wrapper and STUB_CLASS in _class_of(dom, blocks, a).split() for a in chain)


def _class_of(dom: Dom, blocks: Blocks, node: int) -> str:
    """The node's class: ``Blocks.classes``'s when the Blocks hold them, else the element's."""
    if blocks.classes is not None:
        return blocks.classes.get(node, "")
    return dom.attr(node, "class")


def _parser_output(dom: Dom, blocks: Blocks, node: int, wrapper_of: dict[int, int]) -> int:
    """The nearest ancestor of ``node`` whose class holds ``PARSER_OUTPUT_CLASS``, or -1. ``wrapper_of`` holds each
    node an earlier call read with its answer (a walk stops at the first such node, so a page's blocks cost one walk of
    its depth in all), and is told this call's."""
    path: list[int] = []
    up = dom.parent[node]
    found = -1
    while up >= 0:
        if up in wrapper_of:
            found = wrapper_of[up]
            break
        if PARSER_OUTPUT_CLASS in _class_of(dom, blocks, up).split():
            found = up
            break
        path.append(up)
        up = dom.parent[up]
    for a in path:
        wrapper_of[a] = found
    return found

