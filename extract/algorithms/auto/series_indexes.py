"""Series indexes: a box that holds all the page's kept text, a heading and an introduction, and then the rows of
its list of dated titles (a series' parts, a column's issues) is a listing whose rows are its text
(``keep_boxed_dated_rows``); a story's reading list of linked titles and their years is the story's
(``keep_reading_lists``).

A series' index page ("The river school (series)", a line on what the series is about, then "Part one: the school's
history 2024-01-01", "Part two: the teachers 2024-02-01", ...) prints its heading and introduction and then one row per
part, each a link and its date. The model passes the heading and the introduction and none of the rows (each a short
link, scored like a menu's entry), so ``news_lists.keep_dated_title_rows``, which completes a list the model kept a row
of, has nothing to complete, and the page read as its title and one sentence (review h230: a Uyghur series of six
parts). The truths of the dev listings keep their records' linked titles (a listing's text is its list). Guards, with
``keep_dated_title_rows``' own (``DATED_ROWS_MIN`` rows of one tag, each a link and a date and no more, above the
floor, neither vetoed nor never kept, no box of other stories under a story), the rows as heavy as the page's other
kept text (``BOXED_ROWS_SHARE``), the rows' parent element holds every block the page kept (a footer's credit line
aside, ``is_credit_line``) before its first row, and those are headings and one introduction at most
(``SERIES_INTRO_BLOCKS``). A side column's dated links lie outside the box of the page's text;
an article's box holds its prose, which outweighs any list in it. Extraction-dev 0.9228 unchanged (no page's text
changes: its listings' rows pass the model, or their box holds no kept head).

A story's own reading list (``keep_reading_lists``): a list after or between the story's paragraphs whose every item is
a linked title and its bracketed year ("<a>History of Tibetan schooling</a> (1998)"), a bibliography, is the writer's;
the model scores each item as a menu's link and drops them all.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.boxes import RELATED_HEADING_RE
from extract.algorithms.auto.features import DIGIT_CLASS, Blocks, is_kept_paragraph
from extract.algorithms.auto.lines import is_credit_line
from extract.algorithms.auto.news_lists import (
    DATED_ROWS_MIN,
    _follows_story,
    _is_dated_row,
    _row_element,
)
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.words import HEADING_TAGS, RELATED_RE
from extract.dom import Dom

# The rows' text over the page's kept text once they are kept, at least: the rows weigh as much as the box's head (a
# heading and an introduction of a sentence or two). ``news_lists.DATED_LIST_PAGE_SHARE`` (2/3) weighs a list against
# a page's side columns too; here the box holds all the kept text, and an article's prose before a list in its box
# outweighs the list (a Tibetan series' two-line introduction over five parts: 0.62).
BOXED_ROWS_SHARE = 0.5
# Kept blocks other than headings before the rows, at most: a series' introduction is a line or a paragraph; a news
# brief's two paragraphs over its box's unlabelled related stories (dated links under the story, review h244: a
# Chinese brief over five older headlines) are a story, whose box's rows are other pages.
SERIES_INTRO_BLOCKS = 1


def keep_boxed_dated_rows(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                          marks: list[int]) -> None:
    """Keep every row of a list of dated titles none of which is kept, when the list's parent element holds all the
    page's kept text before its rows (see the module docstring), in place. One pass over the blocks; the date pattern
    runs only on blocks of one link and a digit. None for a Dom without its lxml elements (no link counts)."""
    if not dom.has_elements:
        return
    ids, parent, tags = blocks.ids, dom.parent, dom.tags
    rows: dict[int, list[int]] = {}  # list element -> the positions of its dated rows
    row_tags: dict[int, set[str]] = {}  # list element -> its dated rows' tags
    for k, b in enumerate(ids):
        if _is_dated_row(dom, blocks, k):
            row = _row_element(dom, b)
            if parent[row] >= 0:
                rows.setdefault(parent[row], []).append(k)
                row_tags.setdefault(parent[row], set()).add(tags[row])
    lists = [(box, group) for box, group in rows.items()
             if len(group) >= DATED_ROWS_MIN and len(row_tags[box]) == 1
             and not any(keep[ids[k]] for k in group)  # a list the model kept a row of: ``keep_dated_title_rows``'
             and not any(scores[k] == NEVER_KEPT or scores[k] <= floor or marks[k] for k in group)]
    if not lists:  # (most pages: the kept blocks' credit-line test below is read only for a list that may come in)
        return
    kept = [k for k, b in enumerate(ids) if keep[b] and not is_credit_line(blocks.texts[k], blocks.lengths[k])]
    if not kept:
        return
    for box, group in lists:
        first = ids[group[0]]
        if not all(box < ids[k] < first for k in kept):  # the page's kept text is the box's head, nothing else
            continue
        if sum(1 for k in kept if tags[ids[k]] not in HEADING_TAGS) > SERIES_INTRO_BLOCKS:
            continue  # a story's paragraphs, not a series' introduction
        row_text = sum(dom.tree_text[ids[k]] for k in group)
        other_text = sum(blocks.lengths[k] for k in kept)
        if row_text < BOXED_ROWS_SHARE * (row_text + other_text) or _follows_story(dom, keep, blocks, group[0]):
            continue
        for k in group:
            keep[ids[k]] = 1


# A story's reading list: a list (``READING_LIST_TAGS``) of READING_ITEMS_MIN items or more, EVERY item one link (a
# book's or an article's title) and a bracketed year closing it (``READING_YEAR_RE``: "(1998)", "(༡༩༩༨)", "（2003年）"),
# READING_YEAR_CHARS characters at most outside the link. Where the model left some out (it keeps a first item at
# most), they are kept when the list sits in the story: the list, or its holder (READING_LIST_LEVELS up), has a kept
# paragraph of prose before it (``features.is_kept_paragraph``, closing in a sentence's mark; headings between;
# ``_after_story_prose``). Guards: the list and its holders are not named as related reading (``words.RELATED_RE``),
# no heading before them is a related-reading label (``boxes.RELATED_HEADING_RE``), no item is never kept (a vetoed
# box). A related-posts box dates its teasers in full ("2024-05-02") or names itself; a menu's links carry no year.
# Checker h230's reading_list_bo (a Tibetan story's list of seven titles with their years).
READING_LIST_TAGS = frozenset({"ul", "ol"})
READING_ITEMS_MIN = 3  # items at least: a title or two with a year after a story may be a link to its sources
READING_YEAR_CHARS = 12  # characters at most of an item outside its link: the bracketed year ("(༡༩༩༨)", "（2003年）")
READING_YEAR_RE = re.compile(rf"[(（\[]\s*{DIGIT_CLASS}{{4}}\s*年?\s*[)）\]]\W*$")  # the year closing the item
READING_LIST_LEVELS = 2  # the list and its holder ("<div class="further"><h3>…</h3><ul>…</ul></div>")


def keep_reading_lists(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float]) -> None:
    """Keep every item of a story's reading list (see ``READING_LIST_TAGS``) the model left out, in place. One
    pass over the blocks, the year pattern read only on a list item of one link; a Dom without its lxml elements is
    left as it is."""
    if not dom.has_elements:
        return
    ids, tags, parent = blocks.ids, dom.tags, dom.parent
    groups: dict[int, list[int]] = {}  # list element -> the positions of its items with a year
    for k, b in enumerate(ids):
        if tags[b] != "li" or dom.links[b] != 1 or not dom.link_text[b]:
            continue
        if 0 < dom.tree_text[b] - dom.link_text[b] <= READING_YEAR_CHARS and READING_YEAR_RE.search(blocks.texts[k]):
            groups.setdefault(parent[b], []).append(k)
    for holder, group in groups.items():
        if (holder < 0 or tags[holder] not in READING_LIST_TAGS or len(group) < READING_ITEMS_MIN
                or len(dom.child_ids(holder)) != len(group) or all(keep[ids[k]] for k in group)
                or any(scores[k] == NEVER_KEPT for k in group)):
            continue
        if _after_story_prose(dom, keep, blocks, holder):
            for k in group:
                keep[ids[k]] = 1


def _after_story_prose(dom: Dom, keep: bytearray, blocks: Blocks, node: int) -> bool:
    """Whether list ``node`` or one of its holders (``READING_LIST_LEVELS``) follows a kept paragraph of prose (a
    heading between), none of them named as related reading nor under a related-reading heading."""
    tags, ids = dom.tags, blocks.ids
    for _ in range(READING_LIST_LEVELS):
        if node < 0 or RELATED_RE.search(dom.names(node)) is not None:
            return False
        before = dom.previous_sibling(node)
        while before >= 0 and tags[before] in HEADING_TAGS:
            if RELATED_HEADING_RE.search(dom.text(before)) is not None:
                return False
            before = dom.previous_sibling(before)
        if before >= 0:
            if any(is_kept_paragraph(dom, keep, blocks, k, sentence=True)
                   for k in range(bisect_left(ids, before), bisect_left(ids, dom.end[before]))):
                return True
        node = dom.parent[node]
    return False
