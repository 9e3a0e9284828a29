"""News lists: a section page's list of dated titles is the page's text, every row of it (``keep_dated_title_rows``),
and the kept head of its column of sibling sections is not (``drop_section_menus``); a listing's records keep their
linked headings (``keep_linked_record_headings``).

A government or newspaper portal's section page (the TRS/WCM templates of Chinese, Tibetan and Uyghur portals:
``ul.list`` / ``div.list_con`` rows "<a>title</a><span>[2026-03-05]</span>"), a blog's year archive ("Mar 3 »
title") and a news site's "all stories" page print one row per story: a linked title and its date, nothing else. The
rows score like menu entries (stage-2 logit around the threshold), so the page kept some of them and lost the rest
between them (review h225: a Tibetan portal's section kept its first and last of five titles). When the model kept one
row of such a list and the list is the page's content, the other rows are its text too; the date beside each title is
left to ``auto.inline``'s date badges, as before.

Guards: the rows are ``DATED_ROWS_MIN`` sibling blocks or more of one tag, each a link and a date and no more
(``DATED_ROW_OTHER_CHARS``), each above the rescue floor and neither vetoed nor never kept; and the rows outweigh the
page's kept text outside the list (``DATED_LIST_PAGE_SHARE``): an article's side column of "latest news" with dates
beside a story stays out, and an article's own prose (sentences, not one link a line) never forms such rows; a list
under its own label after a kept line of prose is a box of other stories under a story, however short the story
(``STORY_LINE_CHARS``). A row is a block, or the list item wrapping it alone (a loose list's ``<li><p>``).
Extraction-dev unchanged (0.9143, no page's text changes: its lists of dated titles pass the model whole or not at
all); review h225's portal pages (Tibetan, Uyghur, Chinese) keep every title when the model kept the first and last.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.dates import NUMERIC_DATE, WORD_DATE
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import LIST_ITEM_TAGS
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

DATED_ROWS_MIN = 4  # sibling rows at least: a list, not a story's two or three dated links
# characters (whitespace-free) at most of a row's text outside its link, its date included: "[2026-03-05]",
# "2026-02-14", "Mar 3, 2025 »"; a row with a teaser sentence beside its title is a record, read by other steps
DATED_ROW_OTHER_CHARS = 16
# The date of a row, anywhere in its text outside the link (a bracketed "[2026-03-05]", a "(2026/03/05)", a leading
# "2026-02-14"): a numeric date or a date with its month's name (``auto.dates``), or the month and day alone that a
# portal's rows of this year print ("[03-05]", "03/05": ROW_MONTH_DAY, the day in two digits; a row is a link and
# this date, nothing else; no decimal "4.5" nor a range "1-2", no clock "10:20")
ROW_MONTH_DAY = r"(?<![\d.])[01]?\d[-/][0-3]\d(?![\d:])"
ROW_DATE_RE = re.compile(rf"(?:{NUMERIC_DATE}|{WORD_DATE}|{ROW_MONTH_DAY})")
# The rows' text is, of the page's kept text, this share at least once the rows are kept (twice the rest: a section's
# heading, an intro line, a pager): the list is the page's content, not a side column of dated links beside an article
# (a short story of three paragraphs beside five dated links weighs about as much as the links)
DATED_LIST_PAGE_SHARE = 2 / 3
# ... and the list is no box of other stories under a story: a list under its own label (a heading, or an unlinked
# line of SECTION_MENU_TITLE_CHARS at most: "Also in Coast News", "更多图片新闻", "本版其他帖子") after a kept line of
# the page's own prose (no link, no heading, STORY_LINE_CHARS at least: a news brief's one sentence, a thread's short
# reply) is the site's list of other stories, however light the story (review h227: a one-sentence ferry brief kept
# all six "Also in Coast News" titles once the model kept the first two). A section page's list sits under its
# column's title alone, with no prose before it (its breadcrumb and its side column are links); a listing's intro
# line right over its list (no label between them) leaves the list to this step as before.
STORY_LINE_CHARS = 12  # whitespace-free characters at least of a prose line: "Yes,sinceMonday." (16), not "特此通告。"


def keep_dated_title_rows(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                          marks: list[int]) -> None:
    """Keep every row of a list of dated titles when it keeps one, in place (see the module docstring): the blocks
    that are each a link and a date (``_is_dated_row``), grouped by their parent element; a group of
    ``DATED_ROWS_MIN`` rows or more of one tag, every row above ``floor``, none vetoed or never kept, some row kept
    and the rows ``DATED_LIST_PAGE_SHARE`` of the page's kept text with them. One pass over the blocks; the date
    pattern runs only on blocks holding a link and a digit. None for a Dom without its lxml elements (a slim Dom
    has no link counts)."""
    if not dom.has_elements:
        return
    parent, tags = dom.parent, dom.tags
    lists: list[int] = []  # the lists of dated titles kept whole
    rows: dict[int, list[int]] = {}  # list element -> the positions of its dated rows
    for k, b in enumerate(blocks.ids):
        if _is_dated_row(dom, blocks, k):
            row = _row_element(dom, b)
            if parent[row] >= 0:
                rows.setdefault(parent[row], []).append(k)
    tree_text = dom.tree_text
    kept_text = sum(tree_text[b] for b in blocks.ids if keep[b])  # the page's kept text, kept up to date below (the
    # text outside each list was summed over the page's blocks once per list: a portal of thousands of lists)
    for element, group in rows.items():
        if len(group) < DATED_ROWS_MIN or len({tags[_row_element(dom, blocks.ids[k])] for k in group}) > 1:
            continue
        if not any(keep[blocks.ids[k]] for k in group):
            continue
        if any(scores[k] == NEVER_KEPT or scores[k] <= floor or marks[k] for k in group):
            continue
        members = {blocks.ids[k] for k in group}
        row_text = sum(tree_text[b] for b in members)
        other_text = kept_text - sum(tree_text[b] for b in members if keep[b])
        if row_text < DATED_LIST_PAGE_SHARE * (row_text + other_text) or _follows_story(dom, keep, blocks, group[0]):
            continue
        for b in members:
            if not keep[b]:
                keep[b] = 1
                kept_text += tree_text[b]
        lists.append(element)
    drop_section_menus(dom, keep, blocks, lists)


def _row_element(dom: Dom, b: int) -> int:
    """The row of dated block ``b``: the block, or the list item wrapping it alone (a loose list's
    ``<li><p><a>title</a> (date)</p></li>``, as Sphinx and Markdown print one)."""
    row = dom.parent[b]
    if row >= 0 and dom.tags[row] in LIST_ITEM_TAGS and dom.tree_text[row] == dom.tree_text[b]:
        return row
    return b


def _follows_story(dom: Dom, keep: bytearray, blocks: Blocks, first: int) -> bool:
    """Whether the list whose first row is block ``first`` sits under a label of its own after a kept line of the
    page's prose (see ``STORY_LINE_CHARS``): a box of other stories under a story."""
    label = first - 1
    if label < 0:
        return False
    b = blocks.ids[label]
    if dom.tags[b] not in HEADING_TAGS and (dom.links[b] or blocks.lengths[label] > SECTION_MENU_TITLE_CHARS):
        return False
    for k in range(label - 1, -1, -1):
        b = blocks.ids[k]
        if keep[b]:
            return dom.tags[b] not in HEADING_TAGS and not dom.links[b] and blocks.lengths[k] >= STORY_LINE_CHARS
    return False


def _is_dated_row(dom: Dom, blocks: Blocks, k: int) -> bool:
    """Whether block ``k`` is one link (its title) and a date beside it, ``DATED_ROW_OTHER_CHARS`` characters at most
    outside the link."""
    b = blocks.ids[k]
    if dom.links[b] != 1 or not dom.link_text[b]:
        return False
    other = dom.tree_text[b] - dom.link_text[b]
    if not 0 < other <= DATED_ROW_OTHER_CHARS:
        return False
    text = blocks.texts[k]
    return any(c.isdigit() for c in text) and ROW_DATE_RE.search(text) is not None


# A section page's column of sibling sections ("政务动态 / 通知公告 / 部门动态 / ...", a portal's left column under
# its "政务公开" title): a list of bare links, of which the model keeps the head alone (the column's title and its
# first entry score like the list's rows, just over the threshold). On a page whose content is a list of dated titles
# (``keep_dated_title_rows``' list), a list of SECTION_MENU_MIN bare links or more outside it, kept in fewer than half
# of its entries, is the site's navigation: its kept entries go, and a short unlinked title just before it
# (SECTION_MENU_TITLE_CHARS) with them. Review h225: a Chinese portal's section kept "政务公开" and "政务动态";
# extraction-dev unchanged (0.9143). A list the page's dated titles hold, or one holding them, is no such column; and
# a title whose element holds the dated titles too is the section's own title over its tabs of sub-sections and its
# list ("通知公告" over "全部 / 工作通知 / 社会公示 / ..."; review h227), not the column's: it stays.
SECTION_MENU_MIN = 4  # entries at least of the column's list
SECTION_MENU_KEPT_SHARE = 0.5  # of its entries kept, less than: the model kept its head, not the list
SECTION_MENU_TITLE_CHARS = 24  # whitespace-free characters at most of the column's title: "政务公开", "ལས་ཁུངས་གསར་འགྱུར།" (19)


def drop_section_menus(dom: Dom, keep: bytearray, blocks: Blocks, lists: list[int]) -> None:
    """Leave out the kept head of a column of sibling sections beside the page's list of dated titles (``lists``:
    the lists' elements), in place (see ``SECTION_MENU_MIN``). One pass over the blocks."""
    if not lists:
        return
    parent, end, tags = dom.parent, dom.end, dom.tags
    entries: dict[int, list[int]] = {}  # list element -> its bare-link entries' positions
    for k, b in enumerate(blocks.ids):
        if dom.links[b] == 1 and dom.link_text[b] == dom.tree_text[b] > 0 and parent[b] >= 0:
            entries.setdefault(parent[b], []).append(k)
    rows = Subtrees(dom, lists)  # (a bisect per menu: a portal of thousands of columns, each with its list)
    for menu, group in entries.items():
        if len(group) < SECTION_MENU_MIN or len({tags[blocks.ids[k]] for k in group}) > 1:
            continue
        if rows.any_in(menu, end[menu]) or rows.encloses(menu):
            continue
        kept = [blocks.ids[k] for k in group if keep[blocks.ids[k]]]
        if not kept or len(kept) >= SECTION_MENU_KEPT_SHARE * len(group):
            continue
        for b in kept:
            keep[b] = 0
        k = group[0] - 1
        if k >= 0:
            title = blocks.ids[k]
            column = parent[menu]
            if (keep[title] and not dom.link_text[title] and blocks.lengths[k] <= SECTION_MENU_TITLE_CHARS
                    and parent[title] == column and not rows.any_in(column, end[column])):
                keep[title] = 0


# A listing's record whose title is a heading inside the link that wraps the whole card (WP Job Manager's
# ``li.job_listing > a > div.position > h3``, a card theme's ``a.card > h3``), its summary beside the link: the summary
# passes the model, the title in its link scores like a menu entry, and no step reads it as the record's title (the
# summary is no child of it). The truths keep a listing's record titles. A heading inside a link, above the floor, in a record (its ancestor, RECORD_HEADING_LEVELS up at most, holding one heading) that keeps text
# after it, is kept when RECORD_HEADING_MIN records of one tag path or more are so. An article's section headings lie
# in no link; a side column's linked headings keep no text of their records; a heading holding its link (a forum
# post's subject over its author line, ``tests/test_auto_headings.py``) is left to the other steps. Review h225: a Uyghur job board kept its
# job summaries without their titles. Extraction-dev: all 0.9143 -> 0.9145, an HR firm's service page (en) 0.702 ->
# 0.752 (its six service cards' linked titles over their kept summaries), no page lower.
RECORD_HEADING_LEVELS = 3  # ancestors climbed from the heading to its record: h3 < div.position < a < li.job_listing
RECORD_HEADING_MIN = 3  # records at least of one tag path so titled


def keep_linked_record_headings(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                                marks: list[int]) -> None:
    """Keep the linked headings of a listing's records whose text after the heading is kept (see
    ``RECORD_HEADING_LEVELS``), in place. One pass over the blocks, a bisection in the kept blocks per candidate
    heading and level. None for a Dom without its lxml elements (a slim Dom has no link marks)."""
    if not dom.has_elements:
        return
    parent, end, tags = dom.parent, dom.end, dom.tags
    kept = [b for b in blocks.ids if keep[b] and tags[b] not in HEADING_TAGS]
    headings = [b for b in blocks.ids if tags[b] in HEADING_TAGS]
    records: dict[int, list[int]] = {}  # record tag path -> its headings
    for k, b in enumerate(blocks.ids):
        if (tags[b] not in HEADING_TAGS or tags[b] == "h1" or keep[b] or scores[k] == NEVER_KEPT
                or scores[k] <= floor or marks[k] or not dom.in_link[b]):
            continue
        record = b
        for _ in range(RECORD_HEADING_LEVELS):
            record = parent[record]
            if record < 0:
                break
            if bisect_left(headings, end[record]) - bisect_left(headings, record) > 1:
                break
            after = bisect_right(kept, b)
            if after < len(kept) and kept[after] < end[record]:
                records.setdefault(dom.path[record], []).append(b)
                break
    for titles in records.values():
        if len(titles) >= RECORD_HEADING_MIN:
            for b in titles:
                keep[b] = 1
