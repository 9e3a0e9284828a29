"""Series indexes: a box that holds all the page's kept text, a heading and an introduction, and then the rows of
its list of dated titles (a series' parts, a column's issues) is a listing whose rows are its text
(``keep_boxed_dated_rows``).

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
"""

from __future__ import annotations

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import is_credit_line
from extract.algorithms.auto.news_lists import (
    DATED_ROWS_MIN,
    _follows_story,
    _is_dated_row,
    _row_element,
)
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.words import HEADING_TAGS
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
