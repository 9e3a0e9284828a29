"""Inline furniture: the inline nodes inside kept blocks that are no text (``drop_inline_furniture``).

MediaWiki's "[edit]" link in a heading, a forum's "last edited" note, a list row's date beside its link
(``is_list_row_date``, ``is_row_date_beside_link``), the elements drawn for screen readers alone and a scrolling
ticker: what a kept block owns that the rendering would otherwise draw into its text. Reads each kept node once.
"""

from __future__ import annotations

import re
from functools import lru_cache

from extract.algorithms.auto.back_links import FOOTNOTE_BACK_TAG, is_footnote_back_link
from extract.algorithms.auto.hosted_furniture import is_inline_expander
from extract.algorithms.auto.headline import HEADLINE_TAG, TICKER_TAGS, _holds_paragraphs, is_headline_info
from extract.algorithms.auto.dates import NUMERIC_DATE
from extract.algorithms.auto.reference_pages import is_audio_sign
from extract.algorithms.auto.thread_engines import HN_HEAD_WORD, holds_engine_tags, is_engine_furniture
from extract.algorithms.auto.words import TABLE_CELL_TAGS, _has_link
from extract.dom import BLOCK_TAGS, Dom

INLINE_FURNITURE_RE = re.compile(r"mw-editsection|(?<![\w-])pstatus(?![\w-])"
                                 r"|add[-_]?to[-_]?(?:cart|bag|basket|wishlist|compare)"
                                 r"|(?<![a-z])to(?:cart|wishlist|compare)(?![a-z])|quick[-_]?add", re.IGNORECASE)
# A news list row's date, inline before or after its linked title (<li><span class="date">2024-06-11</span><a>title</a>
# </li>, the Chinese CMS lists of Tibetan and Uyghur portals, WordPress "span.posted-on"): floated aside on screen,
# glued to the title's first word in the text. QA-120: two category lists (bo, ug) read "2024-06-11<title>" on every
# row. Furniture only with no running text next to it (``is_list_row_date``): a date or time inside a sentence
# ("doors open at <span class="time">19:30</span>", a timeline's "<span class="date">1959</span> event") is the
# text's fact (review h126: three such pages lost every year or time). A date alone in its cell stays furniture when
# its row holds a link (QA h85's lyrics list table: the linked title beside its date); in a row without one (a
# timetable's "span.time" cells, a programme's) the times are the text (review h126 timetable_time_zh lost its five
# departure times; extraction-dev unchanged, 0 pages differ; QA scorers unchanged).
LIST_DATE_WRAPPERS = 2  # inline wrappers a list row's date may fill alone (<em><span class="time">: Discuz! thread lists)
WORD_RE = re.compile(r"\w")  # a letter or digit of any script: a word, not a separator's "|", a label's ":" or a "."
# a sentence's or clause's punctuation right after a date: Latin, Chinese, the Tibetan shad, the Arabic script's
CLAUSE_END_RE = re.compile(r"\s*[.,;!?。，；！？、།،؛؟]")
LIST_DATE_RE = re.compile(r"(?<![\w-])(?:date|time|pubdate|posted-on)(?![\w-])", re.IGNORECASE)
# Screen-reader-only text: the utility classes that draw an element off screen for assistive technology alone
# (Bootstrap's "visually-hidden" / "sr-only", HTML5 Boilerplate's "visuallyhidden", WordPress's "screen-reader-text"):
# a gallery's thumbnail labels, a price's "Regular price", a carousel's "Previous". A reader never sees it; left out of
# the kept text inline or as a block (``drop_inline_furniture``). Extraction-dev: 35,133 characters so named on the
# pages, 720 of them in a ground truth (a logo wall's names); all 0.8976 -> 0.8986, 17 pages better (a Shopify
# gallery's labels +0.20 and +0.23, carousels, skip links, a collection's price labels +0.02 to +0.04), 2 lower
# (the logo wall, -0.003 and -0.002).
# A class behind a variant ("max-md:sr-only", "md:sr-only": Tailwind hides the element on some screens only) is no
# such element: a reader of another screen sees it (review h114: a desktop story's section heading "max-md:sr-only").
SCREEN_READER_RE = re.compile(r"(?<![\w:-])(?:visually-?hidden|visuallyhidden|sr-only|screen-reader-text)(?![\w-])",
                              re.IGNORECASE)
# Tailwind's breakpoint variant that shows such an element again on a wider screen ("sr-only lg:not-sr-only"): a
# desktop reader sees it (a documentation site's menu label). "focus:not-sr-only" (a skip link) stays hidden.
SCREEN_SHOWN_RE = re.compile(r"(?<![\w-])(?:sm|md|lg|\d?xl):not-sr-only(?![\w-])", re.IGNORECASE)
# The same date with no name (``is_row_date_beside_link``): a Chinese CMS list's "<li><a>title</a><span>[2024-07-12]
# </span></li>" or "<span>07-12</span>", read by its text: a numeric date (or a month and day; "12.5" is a number),
# brackets aside. Extraction-dev unchanged (0 pages differ); QA-129 0.839 -> 0.861 (002 bo CMS list 0.656 -> 0.994,
# 012 bo portal home 0.668 -> 0.726, 027 zh county notices 0.750 -> 1.000); QA-91 0.828 -> 0.837 (027 zh government
# list 0.786 -> 0.972, 012 bo list 0.305 -> 0.320); the other sets and checkers unchanged.
ROW_DATE_RE = re.compile(rf"\s*[\[(（【]?\s*(?:{NUMERIC_DATE}|\d{{1,2}}[-/]\d{{1,2}})\s*[\])）】]?\s*")
ROW_DATE_TAGS = frozenset({"span", "em", "i", "small", "font", "b"})  # the inline elements a list's date is set in


# What each rule ``drop_inline_furniture`` leaves out is (``furniture_kind``), named for ``tsheg extract --explain``
# (``render:ticker`` ...): the text a kept block loses where its kept nodes are rendered, after the ladder's steps.
TICKER_KIND = "ticker"  # a scrolling ticker (``TICKER_TAGS``) and all it holds
SCREEN_READER_KIND = "screen_reader"  # an element drawn for screen readers alone (``SCREEN_READER_RE``)
NAMED_FURNITURE_KIND = "inline_furniture"  # an inline node named as furniture (``INLINE_FURNITURE_RE``)
ROW_DATE_KIND = "row_date"  # a list row's date by its linked title (``is_list_row_date``, ``is_row_date_beside_link``)
HEADLINE_INFO_KIND = "headline_info"  # a title block's info line set inside its <h1> (``headline.is_headline_info``)
NOT_FURNITURE = ""  # a node ``drop_inline_furniture`` keeps


# Class names whose pattern answers ``class_name_marks`` remembers across nodes and pages (a page repeats its classes on
# every row and card, a site on every page): extraction-dev's kept nodes ask 54,000 times of 1,300 names.
CLASS_MARKS_CACHE_SIZE = 1 << 14  # distinct class names remembered


@lru_cache(maxsize=CLASS_MARKS_CACHE_SIZE)
def class_name_marks(name: str) -> tuple[bool, bool, bool]:
    """What a class name alone says of its node: drawn for screen readers alone (``SCREEN_READER_RE``, not
    ``SCREEN_SHOWN_RE``), named as furniture (``INLINE_FURNITURE_RE``), named a date (``LIST_DATE_RE``)."""
    return (SCREEN_READER_RE.search(name) is not None and SCREEN_SHOWN_RE.search(name) is None,
            INLINE_FURNITURE_RE.search(name) is not None, LIST_DATE_RE.search(name) is not None)


def furniture_kind(dom: Dom, i: int, owner: list[int], engine_tags: bool | None = None) -> str:
    """Which rule of ``drop_inline_furniture`` leaves node ``i`` (a kept node of a Dom with its lxml elements) out
    with its subtree, or ``NOT_FURNITURE``; the rules in order, the first that holds names it:

    1. a scrolling ticker (``TICKER_TAGS``), not one holding paragraphs (``TICKER_BODY_TAGS``): ``TICKER_KIND``;
    2. an element, inline or a block, drawn for screen readers alone (``SCREEN_READER_RE``, not shown again on a
       wider screen, ``SCREEN_SHOWN_RE``): ``SCREEN_READER_KIND``;
    3. a block: ``NOT_FURNITURE`` (the rules below read inline nodes alone);
    4. an inline node named as furniture (``INLINE_FURNITURE_RE``, or Reddit's by its tag or slot:
       ``thread_engines.is_engine_furniture``, or a footnote's back link: ``back_links.is_footnote_back_link``, or a
       speaker sign's audio button: ``reference_pages.is_audio_sign``, or a description's closing "...more" toggle:
       ``hosted_furniture.is_inline_expander``):
       ``NAMED_FURNITURE_KIND``;
    5. a list row's date, named (``is_list_row_date``) or not (``is_row_date_beside_link``): ``ROW_DATE_KIND``;
    6. the info line closing an ``<h1>`` after its title (``headline.is_headline_info``): ``HEADLINE_INFO_KIND``.

    ``engine_tags``: ``thread_engines.holds_engine_tags``, read once per page by the caller (None: read here; on a
    page holding no Reddit element ``is_engine_furniture`` is asked only of a node whose class holds
    ``HN_HEAD_WORD``). Constant work, but for the rows and the ticker's subtree read."""
    element = dom.elements[i]
    name = element.get("class")
    if dom.tags[i] in TICKER_TAGS and not _holds_paragraphs(dom, i):
        return TICKER_KIND
    screen_reader, named_furniture, named_date = class_name_marks(name) if name else (False, False, False)
    if screen_reader:
        return SCREEN_READER_KIND
    if owner[i] == i:
        return NOT_FURNITURE
    if engine_tags is None:
        engine_tags = holds_engine_tags(dom)
    # (``is_engine_furniture`` where the page holds no Reddit element, and ``is_footnote_back_link``, asked only where
    # they can hold: ``holds_engine_tags``, a back link's tag; ~95,000 inline nodes on extraction-dev asked both)
    if (named_furniture or (engine_tags or name is not None and HN_HEAD_WORD in name)
            and is_engine_furniture(dom, i)  # (Reddit's action rows and slots: ``thread_engines``)
            or dom.tags[i] == FOOTNOTE_BACK_TAG and is_footnote_back_link(dom, i)  # (a note's "↩": ``back_links``)
            or is_audio_sign(dom, i, owner[i])  # (a dictionary entry's "🔊": ``reference_pages``)
            or is_inline_expander(dom, i, owner[i], name)):  # (a description's "...more": ``hosted_furniture``)
        return NAMED_FURNITURE_KIND
    if (named_date and is_list_row_date(element, name)
            or dom.tags[i] in ROW_DATE_TAGS and is_row_date_beside_link(element)):
        return ROW_DATE_KIND
    if dom.tags[owner[i]] == HEADLINE_TAG and is_headline_info(dom, i, owner):
        return HEADLINE_INFO_KIND
    return NOT_FURNITURE


def drop_inline_furniture(dom: Dom, kept: list[int], owner: list[int],
                          cuts: list[tuple[int, str]] | None = None) -> list[int]:
    """``kept`` without the inline elements named as furniture (``INLINE_FURNITURE_RE``: MediaWiki's "[edit]" links
    inside its headings, Discuz!'s "last edited" note inside a post) and the elements, inline or blocks, drawn for
    screen readers alone (``SCREEN_READER_RE``), and scrolling tickers (``TICKER_TAGS``; not one holding paragraphs,
    ``TICKER_BODY_TAGS``), with their subtrees: the heading's text without them (``furniture_kind`` names the rule).
    ``cuts``, when given (``tsheg extract --explain``), is told each node left out with its subtree and its kind.
    Reads each kept node's class once (linear); a Dom without its lxml elements is left as it is."""
    if not dom.has_elements:
        return kept
    end = dom.end
    engine_tags = holds_engine_tags(dom)
    out: list[int] = []
    skip_until = -1  # the end of the last furniture element's subtree
    for i in kept:
        if i < skip_until:
            continue
        kind = furniture_kind(dom, i, owner, engine_tags)
        if kind:
            skip_until = end[i]
            if cuts is not None:
                cuts.append((i, kind))
            continue
        out.append(i)
    return out


def is_row_date_beside_link(element) -> bool:  # noqa: ANN001 (lxml element)
    """Whether an inline element is a list item's date written beside its linked title, named or not: its whole text
    a date (``ROW_DATE_RE``), no children, its item (``<li>``) its parent, a link its one element neighbour and no
    running text after it (the Chinese CMS list "<li><a>title</a><span>[2024-07-12]</span></li>"). A date opening
    its item is the row's only when the link closes the item: a chronology's "<li><b>1962-09-01</b> <a>Teacher
    Norbu</a> opens the first class ...</li>" runs on after its link, and its date is the event's (review h141).
    Constant work."""
    parent = element.getparent()
    if parent is None or parent.tag != "li" or len(element) or (element.tail or "").strip():
        return False
    if not ROW_DATE_RE.fullmatch(element.text or ""):
        return False
    before, after = element.getprevious(), element.getnext()
    return (before is not None and before.tag == "a" and after is None
            or after is not None and after.tag == "a" and before is None and not (parent.text or "").strip()
            and after.getnext() is None and not (after.tail or "").strip())


def is_list_row_date(element, name: str) -> bool:  # noqa: ANN001 (lxml element)
    """Whether an inline element named a date (``LIST_DATE_RE``) is a list row's date: it stands beside the row's
    other elements (its linked title, its teaser) with no words of running text next to it, read from the element or
    from the inline wrapper it alone fills, up to ``LIST_DATE_WRAPPERS`` levels (Discuz!'s "<a>title</a> <em><span
    class="time">") or filling its block alone (a list table's date column: its row holds a link, ``_row_has_link``).
    Not one: a date with words before or after it in its line (``_has_running_text``: "doors open at 19:30 sharp",
    "1959 <event>"), a time alone in a timetable's cell. Constant work, but for the one row read."""
    if not LIST_DATE_RE.search(name):
        return False
    for _ in range(LIST_DATE_WRAPPERS + 1):
        parent = element.getparent()
        if parent is None or _has_running_text(element, parent):
            return False
        if element.getprevious() is not None or element.getnext() is not None:
            return True
        if parent.tag in BLOCK_TAGS:
            return parent.tag not in TABLE_CELL_TAGS or _row_has_link(parent)
        element = parent
    return True


def _row_has_link(cell) -> bool:  # noqa: ANN001 (lxml element)
    """Whether table cell ``cell``'s row holds a link: a list table's row (its linked title beside its date), not a
    timetable's or a programme's (its times are the text). Reads the one row (rows are disjoint: linear overall)."""
    row = cell.getparent()
    return row is None or _has_link(row)


def _has_running_text(element, parent) -> bool:  # noqa: ANN001 (lxml elements)
    """Whether ``element`` sits inside a sentence of ``parent``'s text: words (``WORD_RE``) follow it, or the text
    before it ends on a word and a clause's punctuation follows it ("starts at 19:30.", ``CLAUSE_END_RE``). A date
    after a finished sentence, a label or a name, ending its line ("... I miss home. 2024-03-08", "发布时间：
    2024-03-08", a board's "Today 10:37"), is a stamp."""
    tail = element.tail or ""
    if WORD_RE.search(tail):
        return True
    previous = element.getprevious()
    before = (parent.text if previous is None else previous.tail) or ""
    return WORD_RE.fullmatch(before.rstrip()[-1:]) is not None and CLAUSE_END_RE.match(tail) is not None
