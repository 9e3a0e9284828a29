"""Wiki furniture: a MediaWiki article's end matter, the closing sections of links and sources
(``drop_wiki_end_matter``).

A MediaWiki article (Wikipedia in Tibetan, Uyghur, Chinese or English; any site on the engine, whose parser wraps the
article in ``div.mw-parser-output``) closes on the appendices its manual of style orders last: "See also", "Notes",
"References", "Further reading", "External links" (zh "参见", "参考文献", "外部链接"; ug "يەنە قاراڭ", "مەنبەلەر",
"سىرتقى ئۇلانمىلار"; bo "ཟུར་མཆན།", "ལུང་ཁུངས།", "ཕྱི་ཕྱོགས་སྦྲེལ་ཐག"). Their text is lists of other
entries' titles, of books and of web sites, not the article: the truths end on the article's last paragraph
(extraction-dev's zh.wikipedia article drops its "参见" and "外部链接" lists, as its references). The reference list
itself is read by its class (``words.WIKI_FURNITURE_RE``); the "See also" and "External links" lists carry no class,
only their section's heading, so they are read by that heading's title (``END_MATTER_TITLES``, the editions'
standard titles, compared whole).

Guards: the heading lies inside ``mw-parser-output`` (a blog's section titled "References" is its author's; the
gate is the class word on the page, ``page_memo.class_text_may_hold``), its text is one of the titles whole (a
heading that says more is the article's), and every heading of its level or above after it is end matter as well (an
article's middle section named "Notes", a musical one, is its text: the appendices close the article).
Our pages (tests/test_auto_wiki_qa_s41.py): Tibetan Vector 2022, Uyghur MinervaNeue and Chinese Vector articles lose
their "See also" and "External links" sections. Extraction-dev (with ``words.WIKI_FURNITURE_RE``'s "ambox", "stub"
and "lemma-reference"): all 0.9235 -> 0.9235, 4 pages better (zh.wikipedia's article 0.981 -> 0.990, its Uyghur and
Tibetan variants +0.003, a Baike entry's Tibetan variant 0.884 -> 0.913), none lower.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
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
    "further reading", "external links", "related pages", "related articles",
    # zh
    "参见", "參見", "参看", "參看", "相关条目", "相關條目", "参考", "參考", "参考文献", "參考文獻", "参考资料", "參考資料",
    "注释", "註釋", "注解", "註解", "脚注", "腳註", "来源", "來源", "延伸阅读", "延伸閱讀", "扩展阅读", "擴展閱讀",
    "外部链接", "外部連結", "外部鏈接",
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


def drop_wiki_end_matter(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, a MediaWiki article's closing appendices (module docstring): each kept block from an
    end-matter heading (``is_end_matter_title``) inside ``mw-parser-output`` to the wrapper's end, when every section
    heading of its level or above after it is end matter as well. Reads the page's heading blocks and their ancestors;
    none on a Dom without its lxml elements."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, (PARSER_OUTPUT_CLASS,)):
        return
    ids, tags = blocks.ids, dom.tags
    headings = [b for b in ids if tags[b] in SECTION_LEVELS]
    if not headings:
        return
    wrapper, seen = -1, set()
    for b in reversed(headings):  # the article's wrapper, from its last heading (a skin's menus may follow it)
        wrapper = _parser_output(dom, b, seen)
        if wrapper >= 0:
            break
    if wrapper < 0:
        return
    inside = [b for b in headings if wrapper < b < dom.end[wrapper]]
    ends = [is_end_matter_title(_heading_title(dom, b)) for b in inside]
    cut = -1  # the first end-matter heading after which no article section of its level or above follows
    article_rank = len(SECTION_LEVELS) + 2  # the highest rank (lowest level) of an article heading after this one
    for b, end_matter in zip(reversed(inside), reversed(ends)):
        level = SECTION_LEVELS[tags[b]]
        if not end_matter:
            article_rank = min(article_rank, level)
        elif level < article_rank:
            cut = b
    if cut < 0:
        return
    for k in range(bisect_left(ids, cut), bisect_left(ids, dom.end[wrapper])):
        keep[ids[k]] = 0


def is_end_matter_title(title: str) -> bool:
    """Whether a heading's text (its edit link cut, ``EDIT_LINK_RE``) is one of ``END_MATTER_TITLES`` whole."""
    title = EDIT_LINK_RE.sub("", title).strip(TITLE_TRIM_CHARS).lower()
    return title in END_MATTER_TITLES


def _heading_title(dom: Dom, heading: int) -> str:
    """The heading's whole text, its inline children's included."""
    return dom.elements[heading].text_content()


def _parser_output(dom: Dom, node: int, seen: set[int]) -> int:
    """The nearest ancestor of ``node`` whose class holds ``PARSER_OUTPUT_CLASS``, or -1. ``seen`` holds the
    ancestors an earlier call read without finding it (its walk stops there, so a page's headings cost one walk of its
    depth in all), and is told this call's."""
    up = dom.parent[node]
    while up >= 0 and up not in seen:
        if PARSER_OUTPUT_CLASS in dom.attr(up, "class").split():
            return up
        seen.add(up)
        up = dom.parent[up]
    return -1
