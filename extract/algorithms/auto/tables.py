"""Table rules: a data table's cells kept whole, a layout table's side columns, catalogues and page-number rows dropped.

``complete_tables`` (the design's step 5: a table whose cells are mostly kept keeps them all, a spec sheet's number
cells), ``complete_spec_sections`` (a spec sheet split into sibling label-and-value tables kept whole),
``drop_catalogue_tables`` (a record of label and value cells), ``drop_page_number_rows`` (a pager's row),
``drop_link_list_rows`` (a row of the site's link lists in the article's table) and
``drop_side_columns`` (a layout grid's narrow side cells beside the article's cell, read from the declared widths of
HTML's table model, HTML §4.9), with the row and column helpers they share (``_row_cells``, ``_table_of``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from typing import NamedTuple

from extract.algorithms.auto.boxes import class_attribute, named_within
from extract.algorithms.auto.dates import DATE_TIME_RE
from extract.algorithms.auto.features import Blocks, is_kept_paragraph
from extract.algorithms.auto.lines import _is_text
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.words import HEADING_TAGS, TABLE_CELL_TAGS
from extract.dom import Dom

# A table whose cells are mostly kept is a table of the text (a spec sheet, a schedule, a
# nutrition table): it keeps every cell (``complete_tables``), since a row without its
# number cells reads wrong ("Capacity" with no "32 GB"; cells of digits score low).
# Extraction-dev: all +0.0003, product +0.003, en +0.001, two pages lower by 0.005 and 0.013
# (a nutrition table whose truth keeps some cells); 0.5 of the text drops a third page by
# 0.002, 0.9 gains a third as much. Counted in text characters of cells that are blocks.
TABLE_KEPT_SHARE = 0.7  # of the cells' text characters kept
TABLE_MIN_CELLS = 4  # cells at least: a two-cell layout table is no table of data
TABLE_CELL_LEVELS = 3  # a cell's table is at most three levels up: <tr>, a row group, <table>
# A table layout's headline is no heading at all: a cell of its own over the dateline's cell ("<td><font size=5><b>
# headline</b></font></td>", the sites of the 2000s), judged as the h2 above is: the <title> holds it, a dateline
# stands under it, the body follows. h150: 0.967 -> 0.980 (6 pages better, +0.03 to +0.05, none lower); QA h90
# 0.980 -> 0.982 (012 bo_table_layout 0.945 -> 0.979), QA h84 0.839 -> 0.840 (014 table_forum_ug 0.516 -> 0.527);
# extraction-dev 0.9053 unchanged (0 pages), the other QA sets and checkers unchanged.
HEADLINE_CELL_TAGS = frozenset({"td", "th"})
# A multi-page article's pager ("Page: 1 2 3 Next", WordPress's wp_link_pages, "上一页 1 2 3 下一页"): a linked
# row of consecutive page numbers and at most PAGER_WORDS words of label (``drop_page_number_rows``). A row of bare
# numbers is no pager (a code listing's line gutter "1 2 3 ... 26", which the documentation truths keep: 2 pages
# lost 0.03), nor a long line holding two numbers (a Tibetan paragraph, no spaces between words, "༢༩ ..."; a product
# lost 0.02): at most PAGER_TEXT_CHARS of it are not digits. Extraction-dev unchanged; QA h90 0.943 -> 0.944 (a
# three-page article 0.892 -> 0.949).
PAGER_WORDS = 3  # words besides the numbers: a label ("Page:") and "Next" / "Previous"
PAGER_TEXT_CHARS = 30  # whitespace-free characters besides the digits
PAGE_NUMBER_DIGITS = 5  # digits at most of a page number (a longer run of digits is a figure, and int() refuses 4300+)
PAGER_SEPARATORS_RE = re.compile(r"[|:：·]")  # marks set between a pager's label and its numbers
# links at least of a pager (its other pages and "Next"); a ranked item reading "2 22 Bridges" (its number badge, then
# its one linked title opening with a number: ``extract.dom.is_rank_badge``) is no pager (review h116's steps list)
PAGER_LINKS_MIN = 2


# A spec sheet split into sections: a shop sets a product's specifications as one two-column table per section (a
# <caption> "Model" over brand, series and part number, "Details" over capacity and speed, "Warranty" under them), the
# tables siblings of one parent and tag path. ``complete_tables`` keeps a table whose cells are mostly
# kept; the section whose value cell holds the long "Features" text passes and the short sections of labels and
# numbers ("Brand" / "CORSAIR") score low and stay out: a reader keeps the whole sheet. So when one section is kept
# (TABLE_KEPT_SHARE of its cells' text), its sibling sections are kept too (``complete_spec_sections``). Only label and
# value tables (``SPEC_ROW_CELLS`` cell blocks in every row): a set of data tables of many columns (an encyclopedia's
# population and economy tables, one kept for its long notes) is each its own matter. Extraction-dev: all 0.9053 ->
# 0.9053, product 0.799 -> 0.800, 3 pages better (a computer shop's memory kit, wcxb 2889, en +0.030, ug +0.013, bo
# +0.007), none lower; without the label and value test 3 Chinese encyclopedia pages lost 0.002-0.005. QA sets and
# checkers unchanged.
SPEC_ROW_CELLS = 2  # cell blocks of each row of a spec section: a label and its value


def _table_cells(dom: Dom, blocks: Blocks, scores: list[float]) -> dict[int, list[int]]:
    """Per table (its node): its cell blocks (a cell, or a block set alone in a cell) that may be kept, in order."""
    cells: dict[int, list[int]] = {}
    if not any(tag in dom.tags for tag in TABLE_CELL_TAGS):
        return cells  # exact (session 44, h313): no cell, no cell block (a scan in C; most pages set no table)
    for b, score in zip(blocks.ids, scores):
        # a cell's text may sit in a block of its own (WooCommerce: <td><p>368</p></td>): that block is the cell's
        cell = b if dom.tags[b] in TABLE_CELL_TAGS else dom.parent[b]
        if cell >= 0 and dom.tags[cell] in TABLE_CELL_TAGS and score > NEVER_KEPT:
            table = _table_of(dom, cell)
            if table >= 0:
                cells.setdefault(table, []).append(b)
    return cells


def _is_label_value(dom: Dom, members: list[int]) -> bool:
    """Whether every row of a table holds ``SPEC_ROW_CELLS`` of its cell blocks ``members``: a label and its value."""
    rows: Counter[int] = Counter()
    for b in members:
        cell = b if dom.tags[b] in TABLE_CELL_TAGS else dom.parent[b]
        rows[dom.parent[cell]] += 1
    return all(n == SPEC_ROW_CELLS for n in rows.values())


def complete_spec_sections(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float]) -> None:
    """Keep the text cells of every section of a spec sheet one of whose sections is kept, in place: sibling label and
    value tables (``_is_label_value``) of one parent and tag path, one with ``TABLE_KEPT_SHARE`` of its cells'
    text kept (see ``SPEC_ROW_CELLS``)."""
    cells = _table_cells(dom, blocks, scores)
    sheets: dict[tuple[int, int], list[int]] = {}
    for table in cells:
        sheets.setdefault((dom.parent[table], dom.path[table]), []).append(table)
    text = dom.tree_text
    for tables in sheets.values():
        if len(tables) < 2 or not all(_is_label_value(dom, cells[t]) for t in tables):
            continue
        if any(sum(text[b] for b in cells[t] if keep[b]) >= TABLE_KEPT_SHARE * sum(text[b] for b in cells[t])
               for t in tables):
            for t in tables:
                for b in cells[t]:
                    if _is_text(dom, b):
                        keep[b] = 1


# A data table under its kept header row: a schedule's, a results page's or a price list's ``<th>`` row ("Date | Home |
# Away | Time") passes the threshold by its place under the page's title, and its rows of names, dates and times
# (stage-2 logit -1 to -3.5, short linked cells) stay out, a header over nothing. A header row of HEADER_MIN_COLUMNS
# ``<th>`` cells, most of them kept (the last, "Venue", may score just under), over HEADER_MIN_ROWS rows of data cells
# makes the table data: it is completed as a mostly kept one is (``complete_tables``). Extraction-dev unchanged (0 of
# 460 pages); h202's fixtures lists (Uyghur, Tibetan, English) keep their rows; a side column's calendar (never kept)
# and standings (under the threshold) stay out.
HEADER_MIN_COLUMNS = 3  # header cells at least: a two-cell "Name | Value" row heads a spec list, judged by its text
HEADER_KEPT_SHARE = 0.5  # of the header cells kept, more than: the header passed, not one cell of it
HEADER_MIN_ROWS = 3  # rows of data cells at least under the header: a table, not one record
HEADER_CELL_TAGS = frozenset({"th"})  # HTML §4.9.10: the header cell
# The table must be the page's text or the story's (``_table_in_text``): a site's widget (a side column's stock ticker
# "代码 | 名称 | 涨跌幅", a league's standings box after a match report) also passes its header row by its place under
# a kept heading, and its rows are the site's, not the story's. The table is the page's when the page keeps little
# prose beside it (a title, a lead and a note: HEADER_PAGE_PROSE_BLOCKS, HEADER_PAGE_PROSE_CHARS), the story's when a
# kept paragraph of HEADER_STORY_PROSE_CHARS is its sibling or its wrapper's (``<div class='entry-content'><p>..</p>
# <figure><table>``); a widget's table sits in a box of its own, away from the story's paragraphs. h206's pages: a
# ticker and standings beside an article stay out; a Tibetan story's table keeps its rows. Extraction-dev unchanged.
HEADER_PAGE_PROSE_CHARS = 200  # characters at most of kept prose beside the table on a page that is the table
HEADER_PAGE_PROSE_BLOCKS = 2  # kept blocks at most of that prose (a lead and a note; three Chinese paragraphs of 60)
HEADER_STORY_PROSE_CHARS = 80  # characters at least of a story's paragraph beside its table: a sentence or two
HEADER_STORY_LEVELS = 2  # the table's parent and grandparent (its wrapper's parent) hold the story's paragraphs
# A table MediaWiki names as the article's own ("wikitable": the class its editors give every data table in an
# article's text, a "list of" page's rows; navigation boxes are "navbox", infoboxes "infobox") is the text wherever it
# sits: a list article's lead of one short sentence and its "see also" list of links passed as well, more prose than
# HEADER_PAGE_PROSE_* allows, the lead too short for HEADER_STORY_PROSE_CHARS, and the cities' rows went (review h225:
# a Tibetan "list of cities" kept its header row alone). Its header row must still be kept (``_kept_header``); its
# linked cells (the cities' names) are its data, as a grid's are.
NAMED_DATA_TABLE_RE = re.compile(r"(?<![\w-])wikitable(?![\w-])", re.IGNORECASE)  # MediaWiki's data table class
# A table the DataTables plugin draws (jQuery DataTables, on millions of admin pages, registries and price lists): the
# plugin adds "dataTable" to every table it enhances with sorting, search and paging, so the table is a grid of records
# by construction. Its header cells ("Village", "Finished") and its short cells score as a widget's labels, and on a
# page that is the table (a registry's lead and its rows) the model kept none of them. In the text
# (``_table_in_text``: the page's or the story's table, not a side column's) it is kept whole, header row or not. The
# text is read around the plugin's wrapper (``PLUGIN_WRAPPER_RE``, PLUGIN_WRAPPER_LEVELS up at most: a scrolling
# table sits in two boxes of its own), whose control labels ("Show 10 entries", "Search:") are no prose beside it.
PLUGIN_DATA_TABLE_RE = re.compile(r"(?<![\w-])dataTable(?![\w-])")  # the plugin's own class, as it spells it
PLUGIN_WRAPPER_RE = re.compile(r"(?<![\w-])(?:dataTables_wrapper|dt-container)(?![\w-])")  # DataTables 1.x, 2.x
PLUGIN_WRAPPER_LEVELS = 3  # the wrapper < dataTables_scroll < dataTables_scrollBody < the table, at most
# A headed table in the story's flow (``_headed_in_flow``): a report's table of figures under its paragraph, the story
# going on right after it, whose header row the model passed in part or not at all (a header of years and a column of
# names score -1.5 to -2.3 on a short page). A table of a header row (HEADER_MIN_COLUMNS, HEADER_MIN_ROWS) whose block
# before is kept prose (``features.is_kept_paragraph``, any block but a heading) in the table's own parent and whose
# block after is kept is the story's: a widget's table sits in a box of its own, away from the story's paragraphs, and a
# side column's table has no kept story text right after it. Review h233: a Chinese survey report lost its table of
# three schools' loans.
# The story's table in its wrapper: WordPress sets every table block in ``<figure class="wp-block-table">`` (a
# ``<figcaption>`` after it), Bootstrap themes and Markdown renderers in a scrolling ``div.table-responsive`` or
# ``div.table-wrapper``: the paragraph before is the wrapper's sibling, not the table's (review h240: the survey
# report's table in a WordPress figure lost its header and rows). A wrapper holds the table first and nothing after it
# but its caption.
FLOW_WRAPPER_LEVELS = 2  # wrappers at most around the table (a figure; a scrolling div in a div)
FLOW_CAPTION_TAGS = frozenset({"figcaption"})  # HTML §4.4.13: the only block a wrapper holds after its table
# A completed data table's date-and-time cells (``_keep_stamp_cells``): a fixtures list's "2026-03-01 15:00", a
# directory listing's "Last modified" column, an event table's start. Alone on its line such a stamp is a post's date
# line (``lines.is_furniture_line``: never kept) unless its row holds no link, and a fixtures row links its teams, a
# listing's row its file: the table came out with an empty date column. In a table completed as data (its header row
# kept, or in the story's flow, or mostly kept) a cell that is wholly a stamp is the table's datum. Review h233: an
# English fixtures list and an Apache index lost their dates.
STAMP_CELL_RE = re.compile(rf"^\W*(?:{DATE_TIME_RE.pattern})\W*$")  # a cell that is a date and its minute alone
# HEADER_LONE_*: the widget's table that is neither, whose header row passed in part ("Team", "代码 | 名称") and none of
# whose rows did, is a header over nothing: its kept header cells are dropped (``_lone_header``), the widget's heading
# then falls to ``drop_orphan_headings``. Same HEADER_MIN_COLUMNS and HEADER_MIN_ROWS as a kept header's.


def complete_tables(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float]) -> None:
    """Keep every cell of a table whose cell text is mostly kept (see ``TABLE_*``) or whose header row is kept whole
    (``_kept_header``) in the page's text (``_table_in_text``), in place, and drop a widget's header over none of its
    rows (``_lone_header``); in a data grid (``_is_grid``) its linked cells and its cells' list items too (see
    ``GRID_MIN_COLUMNS``)."""
    cells = _table_cells(dom, blocks, scores)
    text = dom.tree_text
    items: dict[int, list[int]] | None = None  # per table, its cells' list items: read once, for the first grid
    for table, members in cells.items():
        kept = sum(text[b] for b in members if keep[b])
        if (len(members) >= TABLE_MIN_CELLS and _is_plugin_data_table(dom, table)
                and _table_in_text(dom, keep, blocks, wrapper if (wrapper := plugin_wrapper(dom, table)) >= 0
                                   else table)):
            for b in members:
                keep[b] = 1
            _keep_stamp_cells(dom, keep, blocks, scores, table)
            continue
        if len(members) >= TABLE_MIN_CELLS and not kept >= TABLE_KEPT_SHARE * sum(text[b] for b in members):
            if (_headed_in_flow(dom, keep, blocks, table, members)
                    or _facts_in_flow(dom, keep, blocks, table, members, kept)):
                for b in members:
                    keep[b] = 1
                _keep_stamp_cells(dom, keep, blocks, scores, table)
                continue
            if (_lone_header(dom, keep, members) and not _is_named_data_table(dom, table)
                    and not _table_in_text(dom, keep, blocks, table)):
                for b in members:
                    keep[b] = 0
                continue
        named = False
        if len(members) >= TABLE_MIN_CELLS and (kept >= TABLE_KEPT_SHARE * sum(text[b] for b in members)
                                                or (_kept_header(dom, keep, members)
                                                    and ((named := _is_named_data_table(dom, table))
                                                         or _table_in_text(dom, keep, blocks, table)))):
            grid = named or _is_grid(dom, members)  # a named data table's linked cells are its data
            for b in members:
                if grid or _is_text(dom, b):  # a layout table's 【打印】【关闭】 links stay out
                    keep[b] = 1
            if grid:
                _keep_stamp_cells(dom, keep, blocks, scores, table)
            if grid:
                if items is None:
                    items = _cell_list_items(dom, blocks, scores)
                for b in items.get(table, ()):
                    keep[b] = 1


class HeaderRow(NamedTuple):
    """A table's opening row of header cells, as ``_header_row`` reads it."""

    cells: int  # header cells in the row
    kept: int  # of them kept
    rows: int  # rows of data cells under it
    data_kept: bool  # whether a data cell under it is kept


def _header_row(dom: Dom, keep: bytearray, members: list[int]) -> HeaderRow | None:
    """The row of header cells a table's cell blocks (``members``, in page order) open with, or None when its first
    row holds a data cell."""
    tags, parent = dom.tags, dom.parent
    header: int = -1
    header_cells = kept_cells = 0
    data_kept = False
    rows: set[int] = set()
    for b in members:
        cell = b if tags[b] in TABLE_CELL_TAGS else parent[b]
        row = parent[cell]
        if header < 0:
            header = row
        if row == header:
            if tags[cell] not in HEADER_CELL_TAGS:
                return None
            header_cells += 1
            kept_cells += keep[b]
        else:
            data_kept = data_kept or bool(keep[b])
            if tags[cell] not in HEADER_CELL_TAGS:
                rows.add(row)
    return HeaderRow(header_cells, kept_cells, len(rows), data_kept)


def _lone_header(dom: Dom, keep: bytearray, members: list[int]) -> bool:
    """Whether a table's cell blocks (``members``, in page order) open with a row of ``HEADER_MIN_COLUMNS`` header
    cells or more, some of them kept, over ``HEADER_MIN_ROWS`` rows or more of data cells none of which is kept: a
    header over nothing (see ``HEADER_LONE_*``)."""
    row = _header_row(dom, keep, members)
    return (row is not None and row.cells >= HEADER_MIN_COLUMNS and row.kept > 0 and not row.data_kept
            and row.rows >= HEADER_MIN_ROWS)


def _kept_header(dom: Dom, keep: bytearray, members: list[int]) -> bool:
    """Whether a table's cell blocks (``members``, in page order) open with a row of ``HEADER_MIN_COLUMNS`` header
    cells or more, over ``HEADER_KEPT_SHARE`` of them kept, over ``HEADER_MIN_ROWS`` rows or more of data cells (see
    ``HEADER_*``)."""
    row = _header_row(dom, keep, members)
    return (row is not None and row.cells >= HEADER_MIN_COLUMNS and row.kept > HEADER_KEPT_SHARE * row.cells
            and row.rows >= HEADER_MIN_ROWS)


def _keep_stamp_cells(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], table: int) -> None:
    """Keep the never kept cells of ``table`` (a completed data table) that are wholly a date and its minute
    (``STAMP_CELL_RE``), in place (see ``STAMP_CELL_RE``). A bisection, then one pass over the table's blocks."""
    ids, tags = blocks.ids, dom.tags
    for k in range(bisect_left(ids, table), bisect_left(ids, dom.end[table])):
        if (scores[k] == NEVER_KEPT and tags[ids[k]] in TABLE_CELL_TAGS
                and STAMP_CELL_RE.match(blocks.texts[k].strip()) is not None):
            keep[ids[k]] = 1


def _headed_in_flow(dom: Dom, keep: bytearray, blocks: Blocks, table: int, members: list[int]) -> bool:
    """Whether ``table`` opens with a header row (``_header_row``: ``HEADER_MIN_COLUMNS`` cells, ``HEADER_MIN_ROWS``
    rows) and stands in the story's flow: the block right before it (or before its wrapper, ``FLOW_WRAPPER_LEVELS``)
    a kept block, no heading (a paragraph, or a CMS's ``<div>``: ``is_kept_paragraph``, ``any_block``), a child of the
    table's (or the wrapper's) parent, and the block right after it kept (see the comment above ``FLOW_WRAPPER_LEVELS``). Two
    bisections, and two per wrapper."""
    row = _header_row(dom, keep, members)
    if row is None or row.cells < HEADER_MIN_COLUMNS or row.rows < HEADER_MIN_ROWS:
        return False
    ids, tags, parent, end = blocks.ids, dom.tags, dom.parent, dom.end
    first, last = bisect_left(ids, table), bisect_left(ids, end[table])
    box = table
    for _ in range(FLOW_WRAPPER_LEVELS):  # the table's wrapper: the table first, nothing after it but its caption
        up = parent[box]
        if up < 0:
            break
        up_last = bisect_left(ids, end[up])
        if bisect_left(ids, up) != first or any(tags[ids[j]] not in FLOW_CAPTION_TAGS for j in range(last, up_last)):
            break
        box, last = up, up_last
    if first == 0 or last >= len(ids):
        return False
    return (is_kept_paragraph(dom, keep, blocks, first - 1, any_block=True) and bool(keep[ids[last]])
            and parent[ids[first - 1]] == parent[box])


# A story's box of facts between its paragraphs (``_facts_in_flow``): a table of label and value rows
# (``SPEC_ROW_CELLS``, no header row: "ئۆستەڭ | 45 كىلومېتىر", "Length | 45 km"), often in an ``<aside>`` with its
# heading, the story's paragraphs right before it and going on right after it. The model passed some rows and not
# others (a short label over a figure scores -0.6 to -1.3), and the table lost rows (review h244: a Uyghur harvest
# story kept two of its four facts). Half the cells' text kept (``FACTS_KEPT_SHARE``) and the story's prose on both
# sides (the nearest kept blocks outside the table, headings skipped, kept paragraphs: ``is_kept_paragraph``): a side
# column's box has no story text going on right after it.
FACTS_KEPT_SHARE = 0.5  # of a facts table's cell text kept, at least (a table is read whole or not at all)


def _facts_in_flow(dom: Dom, keep: bytearray, blocks: Blocks, table: int, members: list[int], kept: int) -> bool:
    """Whether ``table`` is a label and value table (``_is_label_value``) with ``FACTS_KEPT_SHARE`` of its cells'
    text (``kept`` of it) kept, the nearest kept blocks before and after it (headings skipped) kept paragraphs
    (``is_kept_paragraph``; see ``FACTS_KEPT_SHARE``). Two walks over the blocks beside the table."""
    if kept < FACTS_KEPT_SHARE * sum(dom.tree_text[b] for b in members) or not _is_label_value(dom, members):
        return False
    ids, tags = blocks.ids, dom.tags
    k = bisect_left(ids, table) - 1
    while k >= 0 and not (keep[ids[k]] and tags[ids[k]] not in HEADING_TAGS):
        k -= 1
    j = bisect_left(ids, dom.end[table])
    while j < len(ids) and not (keep[ids[j]] and tags[ids[j]] not in HEADING_TAGS):
        j += 1
    return (k >= 0 and j < len(ids) and is_kept_paragraph(dom, keep, blocks, k)
            and is_kept_paragraph(dom, keep, blocks, j))


def _is_named_data_table(dom: Dom, table: int) -> bool:
    """Whether ``table``'s class names it an article's data table (``NAMED_DATA_TABLE_RE``); False on a slim Dom."""
    return dom.has_elements and NAMED_DATA_TABLE_RE.search(dom.attr(table, "class")) is not None


def _is_plugin_data_table(dom: Dom, table: int) -> bool:
    """Whether ``table`` is drawn by the DataTables plugin (``PLUGIN_DATA_TABLE_RE``); False on a slim Dom."""
    return dom.has_elements and PLUGIN_DATA_TABLE_RE.search(dom.attr(table, "class")) is not None


def plugin_wrapper(dom: Dom, node: int, levels: int = PLUGIN_WRAPPER_LEVELS) -> int:
    """The DataTables wrapper (``PLUGIN_WRAPPER_RE``) among the ``levels`` nearest ancestors of ``node``, else -1."""
    return named_within(dom, dom.parent[node], PLUGIN_WRAPPER_RE, levels - 1, class_attribute)



def _table_in_text(dom: Dom, keep: bytearray, blocks: Blocks, table: int) -> bool:
    """Whether ``table`` is the page's text (the kept prose outside it, headings aside, is ``HEADER_PAGE_PROSE_CHARS``
    and ``HEADER_PAGE_PROSE_BLOCKS`` at most) or the story's (a kept block of ``HEADER_STORY_PROSE_CHARS`` outside it
    is a child of the table's parent or of an ancestor up to ``HEADER_STORY_LEVELS``): not a widget's table beside the
    story. One pass over the blocks."""
    parent, tags, text, end = dom.parent, dom.tags, dom.tree_text, dom.end
    near: set[int] = set()
    x = table
    for _ in range(HEADER_STORY_LEVELS):
        x = parent[x]
        if x < 0:
            break
        near.add(x)
    prose = lines = 0
    for b in blocks.ids:
        if not keep[b] or tags[b] in HEADING_TAGS or table <= b < end[table]:
            continue
        if parent[b] in near and text[b] >= HEADER_STORY_PROSE_CHARS:
            return True
        prose += text[b]
        lines += 1
    return prose <= HEADER_PAGE_PROSE_CHARS and lines <= HEADER_PAGE_PROSE_BLOCKS


def _is_grid(dom: Dom, members: list[int]) -> bool:
    """Whether a table's cell blocks (``members``) fill ``GRID_MIN_COLUMNS`` cells or more of one row."""
    rows: dict[int, set[int]] = {}
    for b in members:
        cell = b if dom.tags[b] in TABLE_CELL_TAGS else dom.parent[b]
        rows.setdefault(dom.parent[cell], set()).add(cell)
    return any(len(row) >= GRID_MIN_COLUMNS for row in rows.values())


def _cell_list_items(dom: Dom, blocks: Blocks, scores: list[float]) -> dict[int, list[int]]:
    """Per table: the list items that may be kept (``NEVER_KEPT`` aside) of the lists (``CELL_LIST_TAGS``) set as a
    cell's children. Two steps up from each list item: constant work per block."""
    items: dict[int, list[int]] = {}
    tags, parent = dom.tags, dom.parent
    for b, score in zip(blocks.ids, scores):
        if tags[b] != "li" or score <= NEVER_KEPT:
            continue
        listed = parent[b]
        if listed < 0 or tags[listed] not in CELL_LIST_TAGS:
            continue
        cell = parent[listed]
        if cell >= 0 and tags[cell] in TABLE_CELL_TAGS:
            table = _table_of(dom, cell)
            if table >= 0:
                items.setdefault(table, []).append(b)
    return items


def _row_cells(dom: Dom, row: int, cell_tags: frozenset[str] = HEADLINE_CELL_TAGS) -> list[int]:
    """The cells of a table row: its children of ``cell_tags`` (``HEADLINE_CELL_TAGS``: data and header cells)."""
    return [c for c in dom.child_ids(row) if dom.tags[c] in cell_tags]


# A government portal's catalogue record above a notice (gov.cn 信息公开 pages: "索引号： 主题分类： 发文机关： 成文日期：
# 发文字号： 有效性：" in a table of label and value cells over the notice's h1): the record describes the document,
# the notice under it is the text. A table wholly before the kept h1 whose kept cells are at least
# CATALOGUE_LABEL_SHARE labels (a cell ending in a colon), CATALOGUE_MIN_LABELS of them, is left out. A spec table
# under a product's h1 stays (it follows the name). QA h91: notices in Tibetan and Uyghur 0.78 -> 0.98, 0.66 -> 0.97
# (the h1 then opens the kept text: drop_headline takes it); extraction-dev unchanged.
CATALOGUE_LABEL_RE = re.compile(r"[:：]\s*$")  # a label cell: its text ends in a colon (ASCII or full-width)
CATALOGUE_LABEL_SHARE = 0.4  # of the table's kept cells: every other cell a label (label, value, label, value)
CATALOGUE_MIN_LABELS = 3  # label cells at least: a record, not one "Note:" cell


def drop_catalogue_tables(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept cells of a table of labelled fields that ends before the first kept ``<h1>`` (see
    ``CATALOGUE_LABEL_SHARE``), in place. One pass over the kept blocks before the h1."""
    kept = [k for k, b in enumerate(blocks.ids) if keep[b]]
    h1 = next((blocks.ids[k] for k in kept if dom.tags[blocks.ids[k]] == "h1"), -1)
    if h1 < 0:
        return
    tables: dict[int, list[int]] = {}
    for k in kept:
        b = blocks.ids[k]
        if b >= h1:
            break
        if dom.tags[b] in TABLE_CELL_TAGS:
            table = _table_of(dom, b)
            if 0 <= table and dom.end[table] <= h1:
                tables.setdefault(table, []).append(k)
    for cells in tables.values():
        labels = sum(CATALOGUE_LABEL_RE.search(blocks.texts[k]) is not None for k in cells)
        if labels >= CATALOGUE_MIN_LABELS and labels >= CATALOGUE_LABEL_SHARE * len(cells):
            for k in cells:
                keep[blocks.ids[k]] = 0


def drop_page_number_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a kept pager: a block with a link whose words are two or more consecutive page numbers and one to
    ``PAGER_WORDS`` others, at most ``PAGER_TEXT_CHARS`` of it no digit (see ``PAGER_WORDS``), holding
    ``PAGER_LINKS_MIN`` links at least, in place. The links of each candidate are counted in the page's sorted
    anchors (two bisections)."""
    anchors = dom.anchors
    for k, b in enumerate(blocks.ids):
        if (keep[b] and dom.link_text[b] and _is_page_number_row(blocks.texts[k])
                and bisect_left(anchors, dom.end[b]) - bisect_left(anchors, b) >= PAGER_LINKS_MIN):
            keep[b] = 0


# A row of link lists in the article's own table: an old site sets its article in a cell of its layout table and the
# site's sections under it, a row of GRID_MIN_COLUMNS cells or more, each a list of LINK_LIST_MIN_LINKS links at least
# on ``<br>`` lines ("News / Sport / Weather / Markets" beside "Schools / Health / ..."), no text but the links
# (LINK_LIST_LINK_SHARE). The model keeps a cell of them and ``complete_tables`` the rest (a row of four cells reads
# as a data grid; review of session 32: such rows kept their links in all four languages). A data row's cells hold a
# link each at most, a figure or a name beside it; a table of such link lists alone (a reading list laid out in
# columns) keeps no text outside the row and is left as the model judged it. The text outside is the table's narrow
# rows' (fewer than GRID_MIN_COLUMNS cells: the layout's article cell, spanning the grid), not its other wide rows':
# a data grid's rows of figures over a row of the sources behind each column are the article's comparison, and a
# reading list of several rows of link lists keeps no article beside them (review h184: an English comparison's
# sources row and a Chinese reading list of two rows were dropped, each row's text counted as the other's article).
LINK_LIST_MIN_LINKS = 2  # links at least in each cell of the row (a data grid's linked cell holds one)
LINK_LIST_LINK_SHARE = 0.9  # of each cell's text in links, at least (separators and a label aside)


def drop_link_list_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of a row of link lists in a table that keeps as much text in its narrow rows (see
    ``LINK_LIST_MIN_LINKS``), in place. One pass over the blocks groups the kept cell blocks by row; each row's cells
    are read once (their links counted in the page's sorted anchors: two bisections per cell)."""
    rows: dict[int, list[int]] = {}  # row -> its kept cell blocks
    for b in blocks.ids:
        cell = b if dom.tags[b] in TABLE_CELL_TAGS else dom.parent[b]
        if keep[b] and cell >= 0 and dom.tags[cell] in TABLE_CELL_TAGS and dom.link_text[b]:
            rows.setdefault(dom.parent[cell], []).append(b)
    article_text: dict[int, int] = {}  # table -> the kept text of its narrow rows (the article's cell), read once
    for row, kept in rows.items():
        cells = _row_cells(dom, row)
        if len(cells) < GRID_MIN_COLUMNS or not all(_is_link_list(dom, c) for c in cells):
            continue
        table = _table_of(dom, cells[0])
        if table >= 0 and table not in article_text:
            article_text[table] = sum(_blocks_text(dom, blocks, r, keep) for r in _table_rows(dom, table)
                                      if len(_row_cells(dom, r)) < GRID_MIN_COLUMNS)
        if table >= 0 and article_text[table] >= _blocks_text(dom, blocks, row):
            for b in kept:
                keep[b] = 0


def _is_link_list(dom: Dom, cell: int) -> bool:
    """Whether a table cell holds ``LINK_LIST_MIN_LINKS`` links or more and at least ``LINK_LIST_LINK_SHARE`` of its
    text in them."""
    anchors = dom.anchors
    links = bisect_left(anchors, dom.end[cell]) - bisect_left(anchors, cell)
    return links >= LINK_LIST_MIN_LINKS and dom.link_text[cell] >= LINK_LIST_LINK_SHARE * dom.tree_text[cell] > 0


def _blocks_text(dom: Dom, blocks: Blocks, node: int, keep: bytearray | None = None) -> int:
    """The text characters of the blocks inside ``node``'s subtree, only the kept ones with ``keep`` (two bisections
    in the blocks' ids, in document order)."""
    ids = blocks.ids
    start, stop = bisect_left(ids, node), bisect_left(ids, dom.end[node])
    return sum(blocks.lengths[k] for k in range(start, stop) if keep is None or keep[ids[k]])


def _is_page_number_row(text: str) -> bool:
    """Whether ``text`` is two or more consecutive numbers (any script's decimal digits) and 1..``PAGER_WORDS``
    words."""
    words = PAGER_SEPARATORS_RE.sub(" ", text).split()
    decimals = [w for w in words if w.isdecimal()]
    if any(len(w) > PAGE_NUMBER_DIGITS for w in decimals):
        return False
    numbers = [int(w) for w in decimals]
    if len(numbers) < 2 or not 0 < len(words) - len(numbers) <= PAGER_WORDS:
        return False
    if len("".join(words)) - sum(len(w) for w in words if w.isdecimal()) > PAGER_TEXT_CHARS:
        return False
    return all(b == a + 1 for a, b in zip(numbers, numbers[1:]))


def _table_of(dom: Dom, cell: int) -> int:
    """The ``<table>`` of a cell (through its row and row group), or -1 for a stray cell."""
    x = dom.parent[cell]
    for _ in range(TABLE_CELL_LEVELS):
        if x < 0 or dom.tags[x] == "table":
            return x
        x = dom.parent[x]
    return -1


# Side columns of a table layout (``drop_side_columns``): the sites of the 2000s (county portals, school and literature
# sites of the Tibetan and Uyghur web) set the page in a grid <table>, the article in one wide cell and the side boxes
# ("about this journal", the latest items, friend links, a login box and its calendar) in narrow sibling cells of the
# same row, each cell's width written in its ``width`` attribute. A side box of prose reads like the article to the
# block model (an "about us" box of two long paragraphs scored as high as the article's own text), and its list of
# links is kept beside the article as a div layout's sidebar is not (the sidebar's class names it there; a table cell
# has no name). A cell of the row half as wide as the row's widest cell holding kept text or less, that holds boxes
# of its own (a table, a list, a form, a div), is a side column, its kept blocks left out, when the widest holds a
# paragraph's worth of kept text. Only a layout table's rows (``LAYOUT_ROWS_MAX``): a table of data (a label cell
# beside a value cell, a schedule) runs on for many rows and its cells are its data. h150's table-layout pages (16:
# 8 bo, 8 ug; own text) 0.704 -> 0.909, 8 pages better, none lower (an "about this journal" box beside a <br>-lined
# article 0.58 -> 1.00); review h148's checker 12/16 -> 14/16 (its two table pages); extraction-dev 0.9053 unchanged
# (no page changed); the QA sets and checkers unchanged. A cell's width is read from its inline CSS too
# (``STYLE_WIDTH_RE``) or, declaring none, from its column's ``<col>`` (``_column_widths``): the later table sites size
# their cells so (h154's pages: a CSS-sized or col-sized side column was kept whole; extraction-dev, QA sets and
# checkers unchanged, none of their tables sized so).
SIDE_WIDTH_SHARE = 0.5  # a side cell's declared width over the content cell's, at most (h150: 0.30-0.39; the
# two halves of a 50/50 row are no article and its side column)
SIDE_CONTENT_CHARS = 150  # kept characters at least of the widest cell: a paragraph's worth (h150's articles 300-900)
LAYOUT_ROWS_MAX = 3  # rows at most of a layout grid table: a header, the columns, a footer
# The side boxes may sit in another row of the grid, under or over the article's cell that spans the row's columns
# (<td colspan="2">): that row's cells holding boxes are side columns too. h150: 0.929 -> 0.967 (bo05 0.55 -> 1.00, ug05
# 0.55 -> 0.93: a "latest" list and an "about us" box in the row under the article); extraction-dev 0.9053 unchanged
# (0 pages), QA sets and checkers unchanged.
SPANNED_ROW_MIN_CELLS = 2  # columns at least the article's cell spans (and the other row splits into)
# ... and at most a layout grid's columns: the article and one or two side columns (h150: 2). A cell spanning more is a
# data table's heading or note over its columns, a week calendar's over its seven days (review h159: a week of linked
# events, each day a div over a list, under the month's note lost every day).
SPANNED_ROW_MAX_CELLS = 3
# A data grid: a row of more cells holding text than a layout grid has columns (``SPANNED_ROW_MAX_CELLS``: the article
# and one or two side columns), a week calendar's seven days, a league table's columns. Its cells' links and lists are
# its data (an event's linked name under its day, a team's linked name), where a layout table's links are its page
# tools; ``complete_tables`` keeps them with the grid (review h162: a week calendar under its note spanning the seven
# days kept each day's name and lost its linked events, each a list item under the day).
GRID_MIN_COLUMNS = SPANNED_ROW_MAX_CELLS + 1  # cells with text at least of one row of a data grid
CELL_LIST_TAGS = frozenset({"ul", "ol"})  # a list set in a cell, its items the cell's data
LAYOUT_CELL_TAGS = frozenset({"td"})
ROW_GROUP_TAGS = frozenset({"thead", "tbody", "tfoot"})  # a table's row groups (rows sit in one or in the table)
# A side cell's boxes (a child of the cell): a table of its own (the era's box: a title row over its items) or a login
# form is one alone (h150: every side cell of its 16 pages holds one); lists and divs are a side column's boxes only
# stacked, two kinds at least (review h148's pages: an "about this journal" div over a ul of links). One list or one
# div, or several of one tag, set straight in a narrow cell is the cell's own text: an article's translation, its
# poem's stanzas, its notes or its facts "at a glance" (review h152: 6 such pages, bo, ug, zh, en, lost the cell's
# text when a lone list or div made a side box).
SIDE_BOX_TAGS = frozenset({"table", "form"})
SIDE_STACK_TAGS = frozenset({"div", "ul", "ol", "dl"})
SIDE_STACK_KINDS = 2  # distinct tags at least of a side cell's stacked list and div boxes (h148: div over ul)
# ... and one of the stacked boxes is a box of links, most of its text linked (h148's "latest" ul: all of it): a poem's
# stanzas set as a div over a ul of verses, a glossary's title div over its <dl> of terms in a row under the article's
# spanning cell, link nothing (review h159: such poems and glossaries, bo and ug, beside or under a story lost whole).
SIDE_STACK_LINK_SHARE = 0.5  # of a stacked box's text in links, at least, for one of the stack
# A cell's declared width: pixels ("200") or a percentage ("30%"); two widths compare only in one unit.
Width = tuple[float, bool]  # a declared width: its value, and whether it is a percentage
CELL_WIDTH_RE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(%|px)?\s*")
# The same width set in the cell's inline CSS (``style="width:200px"``, ``style="width: 25%"``): the ``width``
# declaration's value, not ``min-width``/``max-width``/``border-width`` (no hyphen or letter before the property
# name). The later table sites size their cells so. A declaration wins over the presentational attribute (CSS 2.1
# section 6.4.4), so the style is read first; its value is compared only as pixels or a percentage (CSS_WIDTH_RE):
# another unit ("40em", "auto", "calc(...)") leaves the cell's width unknown, the attribute under it overridden.
STYLE_WIDTH_RE = re.compile(r"(?<![-\w])width\s*:\s*([^;]*)", re.IGNORECASE)
CSS_WIDTH_RE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(%|px)\s*(?:!\s*important\s*)?", re.IGNORECASE)


def _cell_width(element) -> Width | None:  # noqa: ANN001 (lxml element)
    """A cell's width as (value, is a percentage): its inline style's ``width`` (``STYLE_WIDTH_RE``) over its
    ``width`` attribute, or None when it has neither, or they hold no number in pixels or a percentage."""
    declared = STYLE_WIDTH_RE.search(element.get("style") or "")
    if declared:
        match = CSS_WIDTH_RE.fullmatch(declared.group(1))
    else:
        match = CELL_WIDTH_RE.fullmatch(element.get("width") or "")
    if not match:
        return None
    return float(match.group(1)), match.group(2) == "%"


def _column_widths(dom: Dom, table: int) -> list[Width | None]:
    """A table's column widths in column order, read from its ``<col>`` elements (children of the table or of its
    ``<colgroup>``s; a ``<colgroup>`` without ``<col>`` stands for its columns itself), each repeated over its
    ``span`` (HTML, "The colgroup element", "The col element"): the width of a cell that declares none. Empty when
    the table declares no columns."""
    tags = dom.tags
    widths: list[Width | None] = []
    for child in dom.child_ids(table):
        if tags[child] == "col":
            columns = [child]
        elif tags[child] == "colgroup":
            columns = [c for c in dom.child_ids(child) if tags[c] == "col"] or [child]
        else:
            continue
        for column in columns:
            widths.extend([_cell_width(dom.elements[column])] * _column_span(dom.elements[column], "span"))
    return widths


def _row_widths(dom: Dom, cells: list[int], columns: list[Width | None]) -> list[Width | None]:
    """Each cell's width (``_cell_width``), else the sum of the widths its columns declare in the table's ``columns``
    (``_column_widths``: a cell spans its ``colspan`` columns), unknown (None) when one of them declares none or they
    are in two units."""
    widths: list[Width | None] = []
    index = 0
    for cell in cells:
        span = _column_span(dom.elements[cell])
        width = _cell_width(dom.elements[cell])
        if width is None:
            width = _spanned_width(columns[index:index + span], span)
        widths.append(width)
        index += span
    return widths


def _spanned_width(columns: list[Width | None], span: int) -> Width | None:
    """The width of ``span`` columns (``columns``, their declared widths): their sum, or None when fewer are declared,
    one declares none or they mix units."""
    if len(columns) < span or any(c is None for c in columns) or len({c[1] for c in columns}) > 1:
        return None
    return sum(c[0] for c in columns), columns[0][1]


def _table_rows(dom: Dom, table: int) -> list[int]:
    """The rows of a table: its ``<tr>`` children and those of its row groups (its children's children at most)."""
    tags = dom.tags
    rows: list[int] = []
    for child in dom.child_ids(table):
        if tags[child] == "tr":
            rows.append(child)
        elif tags[child] in ROW_GROUP_TAGS:
            rows.extend(r for r in dom.child_ids(child) if tags[r] == "tr")
    return rows


def _has_box(dom: Dom, cell: int) -> bool:
    """Whether a cell holds a box of its own among its children: a ``SIDE_BOX_TAGS`` one, or lists and divs of
    ``SIDE_STACK_KINDS`` tags (``SIDE_STACK_TAGS``) stacked, one of them mostly links (``SIDE_STACK_LINK_SHARE``)."""
    children = dom.child_ids(cell)
    tags = [dom.tags[c] for c in children]
    if any(tag in SIDE_BOX_TAGS for tag in tags):
        return True
    stacked = [c for c, tag in zip(children, tags) if tag in SIDE_STACK_TAGS]
    return (len({dom.tags[c] for c in stacked}) >= SIDE_STACK_KINDS
            and any(dom.link_text[c] >= SIDE_STACK_LINK_SHARE * dom.tree_text[c] > 0 for c in stacked))


# A side cell that is a menu of links set straight in it, one a line (``<b>Books</b><br><a>..</a><br><a>..</a>``, a
# plain shop's or a school site's category menu), beside the row's cell of kept text is a side column whatever its
# width (review h200: a Tibetan bookshop's left cell, no width declared for its content cell, kept its three linked
# titles). ``MENU_MIN_LINKS`` links at least, ``MENU_LINK_SHARE`` of its text in them, less text than the content
# cell: a narrow cell of a poem, a translation or facts links nothing (review h152) and stays.
MENU_MIN_LINKS = 3  # links at least of such a menu (two are a "previous | next" pair, the pagers' rules')
MENU_LINK_SHARE = 0.7  # of the cell's text in links, at least (its bold title aside: h200's 0.8)
# ... its links one a line, set apart by ``<br>`` children of the cell (``MENU_MIN_LINKS`` - 1 of them at least), and
# words among them: a code block's column of linked line numbers ("1", "2", ... each a "#hl-0-1" anchor, Hugo's
# highlighter) beside its code is the code's (extraction-dev: three pages lost their numbers without it)
MENU_LINE_BREAK_TAG = "br"
# ... and its links go to pages: a cell whose lines link to their own sound or picture (a poem's lines each linked to
# its recitation, "line1.mp3") is the text read aloud, not a menu (review h228: a Tibetan poem beside its commentary
# lost its four lines). Half its links at least so (``MEDIA_LINK_SHARE``): a menu of pages takes none.
MEDIA_LINK_RE = re.compile(r"\.(?:mp3|m4a|ogg|oga|wav|flac|mp4|webm|jpe?g|png|gif|webp)(?:[?#].*)?$", re.IGNORECASE)
MEDIA_LINK_SHARE = 0.5


def _is_link_menu(dom: Dom, cell: int, content: int) -> bool:
    """Whether a layout row's ``cell`` is a menu of links beside its ``content`` cell (see ``MENU_MIN_LINKS``), its
    links to pages, not to media (``MEDIA_LINK_RE``)."""
    text = dom.tree_text[cell]
    if not (dom.links[cell] >= MENU_MIN_LINKS and dom.link_text[cell] >= MENU_LINK_SHARE * text
            and text < dom.tree_text[content]):
        return False
    breaks = sum(1 for child in dom.child_ids(cell) if dom.tags[child] == MENU_LINE_BREAK_TAG)
    if breaks < MENU_MIN_LINKS - 1 or not any(ch.isalpha() for ch in dom.text(cell)):
        return False
    media = sum(1 for a in dom.anchors_in(cell) if MEDIA_LINK_RE.search(dom.attr(a, "href")) is not None)
    return media < MEDIA_LINK_SHARE * dom.links[cell]


# A box of facts (the article's figures "at a glance", a product's specification, a glossary of its terms) beside the
# article's cell or in a row under its spanning cell is the article's own, kept with it though the model scores its
# short cells low (review h152: a Uyghur table of books bought per year beside the story that cites it, a Chinese
# keyboard's specification, a Tibetan-Chinese glossary under its introduction, lost before and after h150): a table of
# label and value rows (``FACT_ROW_CELLS`` cells each, ``FACT_ROWS_MIN`` rows at least) or a ``<dl>`` of as many terms,
# in a cell that links nothing. A side column's boxes link (the latest items, friend links), a calendar's rows hold
# seven cells, an "about us" box table one.
FACT_ROW_CELLS = 2  # cells of each row of a facts table: the label, the value
FACT_ROWS_MIN = 3  # rows (or terms) at least of a box of facts (review h152's: 3-4; a pair of lines is no table)
FACT_TERM_TAGS = frozenset({"dt"})  # a glossary's terms (``<dl>``)
# Kept characters at least of the article's cell beside a box of facts: a product's or a notice's short text of three
# Chinese sentences (review h152's keyboard: 108 characters, under SIDE_CONTENT_CHARS) is the article its facts go with.
FACT_CONTENT_CHARS = 100
# ... but not a site's widget of label and value rows, a visitor counter or a weather report, which every page of the
# site shows beside its article (review h162: a Uyghur weather box of sky, temperature, wind and humidity rows, a
# Chinese "网站统计" table of today's, yesterday's, online and total visits, kept beside the story): at least
# ``WIDGET_LABEL_SHARE`` of its labels (a row's first cell, a term) a counter's or a weather report's (bo, ug, zh, en),
# opening with the word: a widget's label is the bare word or starts with it ("气温", "今日访问", "بۈگۈنكى زىيارەت"), a
# device's specification qualifies it ("工作温度", "ལས་ཀའི་དྲོད་ཚད།", "ئىشلەش نەملىكى": operating temperature and
# humidity, the facts of a spec beside its product's text, not a weather report).
# The English words are whole words (a plural's "s" or a visitor's "or(s)" at most, then no more Latin letter:
# "Wind" and "Winds", not "Windows version"; "Totals", not "Totalizer"); the bo, ug and zh words open the label
# (a Chinese or Tibetan word has no word end to look for, a Uyghur one takes suffixes: "بۈگۈنكى").
# A counter's words (visits, online, today, total) are a widget's label only over a bare count (``COUNT_VALUE_RE``): a
# spec box's "Online" over "Wi-Fi and Bluetooth" or "Total" over "350 grams" is the device's (review of session 31:
# such a box beside its article was read as a counter and dropped). A weather report's words are one whatever the
# value ("sunny", "18°C").
COUNTER_LABEL_RE = re.compile(
    r"(?:visit(?:or)?s?|hits?|online|page ?views?|today|yesterday|totals?)(?![a-z])"
    r"|访问|访客|浏览|点击|在线|今日|昨日|总计"
    r"|ལྟ་མཁན|ལྟ་ཐེངས|དྲ་ཐོག|དེ་རིང|ཁ་སང|ཡོངས་བསྡོམས"
    r"|زىيارەت|كۆرۈلۈش|توردا|بۈگۈن|تۈنۈگۈن|جەمئىي",
    re.IGNORECASE)
WEATHER_LABEL_RE = re.compile(
    r"(?:weather|temperatures?|humidity|winds?)(?![a-z])"
    r"|天气|气温|温度|湿度|风力|风向|空气质量"
    r"|གནམ་གཤིས|དྲོད་ཚད|རླུང|རློན་ཚད"
    r"|ھاۋا|تېمپېراتۇرا|شامال|نەملىك",
    re.IGNORECASE)
WIDGET_LABEL_RE = re.compile(f"{COUNTER_LABEL_RE.pattern}|{WEATHER_LABEL_RE.pattern}", re.IGNORECASE)
# A counter's value: a number of any script's decimal digits ("98210", "༩༨༢༡༠", "1,204", "12 345"), its groups set
# apart by a comma, a dot, a space, an apostrophe or a tsheg, and at most COUNT_UNIT_CHARS characters of unit after it
# ("125人", "6 次", "1,204 pv"). A value with words ("142 pupils from the villages"), degrees or a percentage
# ("18°C", "41%") is none.
COUNT_UNIT_CHARS = 2  # characters at most of a count's unit (Chinese 人 / 次, Latin "pv")
COUNT_VALUE_RE = re.compile(rf"\d[\d\s,.'\u0f0b]*(?:\s*[^\W\d_]{{1,{COUNT_UNIT_CHARS}}})?")
WIDGET_LABEL_SHARE = 0.5  # of a box's labels a counter's or a weather report's, at least: the site's widget


def _fact_box(dom: Dom, cell: int) -> bool:
    """Whether a layout cell holding no link holds a box of facts among its children (see ``FACT_ROW_CELLS``): a
    table whose ``FACT_ROWS_MIN`` rows or more hold ``FACT_ROW_CELLS`` cells each, or a ``<dl>`` of as many terms,
    its labels not a site widget's (``_is_widget``). Reads the cell's children and their rows (or terms) once."""
    if dom.link_text[cell] or not dom.tree_text[cell]:
        return False
    for child in dom.child_ids(cell):
        if dom.tags[child] == "table":
            rows = [_row_cells(dom, r) for r in _table_rows(dom, child)]
            if len(rows) >= FACT_ROWS_MIN and all(len(cells) == FACT_ROW_CELLS for cells in rows):
                return not _is_widget(dom, [(cells[0], cells[1]) for cells in rows])
        elif dom.tags[child] == "dl":
            items = dom.child_ids(child)
            terms = [(t, items[i + 1] if i + 1 < len(items) else -1) for i, t in enumerate(items)
                     if dom.tags[t] in FACT_TERM_TAGS]
            if len(terms) >= FACT_ROWS_MIN:
                return not _is_widget(dom, terms)
    return False


def _is_widget(dom: Dom, rows: list[tuple[int, int]]) -> bool:
    """Whether ``WIDGET_LABEL_SHARE`` of a box's rows or more read as a weather report's (``WEATHER_LABEL_RE`` at the
    label's start) or a visitor counter's (``COUNTER_LABEL_RE`` at the label's start over a bare count,
    ``COUNT_VALUE_RE``): ``rows`` are (label, value) nodes, value -1 for none. Reads each row's subtrees once (lxml:
    ``drop_side_columns`` runs on a Dom with its elements)."""
    elements = dom.elements
    hits = 0
    for label, value in rows:
        text = "".join(elements[label].itertext()).strip()
        if WEATHER_LABEL_RE.match(text) is not None:
            hits += 1
        elif COUNTER_LABEL_RE.match(text) is not None and value >= 0:
            hits += COUNT_VALUE_RE.fullmatch("".join(elements[value].itertext()).strip()) is not None
    return hits >= WIDGET_LABEL_SHARE * len(rows)


def _keep_blocks(keep: bytearray, keepable: bytearray, start: int, stop: int) -> None:
    """Keep every block of ``range(start, stop)`` (a box of facts' cell) that may be kept (``keepable``: a block
    ``never_kept`` did not exclude)."""
    for node in range(start, stop):
        if keepable[node]:
            keep[node] = 1


def _clear(keep: bytearray, start: int, stop: int) -> None:
    """Leave out every node of ``range(start, stop)`` (a side cell's subtree)."""
    keep[start:stop] = bytes(stop - start)


# The most columns a cell's ``colspan`` or a ``<col>``'s ``span`` counts (HTML, "Processing model" of tables: a value
# over 1000 is read as 1000): a hostile ``<col span="999999999">`` would list a width per column it claims.
SPAN_MAX = 1000


def _column_span(element, name: str = "colspan") -> int:  # noqa: ANN001 (lxml element)
    """A cell's ``colspan`` or a column's ``span`` (``name``; 1 when absent or no number, at most ``SPAN_MAX``)."""
    span = (element.get(name) or "").strip()
    return min(max(int(span), 1), SPAN_MAX) if span.isdigit() else 1


def drop_side_columns(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Leave out the kept blocks of a layout table's side columns (see ``SIDE_WIDTH_SHARE``), in place: a narrow
    sibling cell of the article's cell, or a cell of another row of the grid that the article's cell spans
    (``SPANNED_ROW_MIN_CELLS`` to ``SPANNED_ROW_MAX_CELLS`` columns). A cell there holding a box of facts
    (``_fact_box``) is the article's own and its blocks are kept instead (see ``FACT_ROW_CELLS``), but for those
    ``never_kept`` left out (``excluded``, per block: a line stamped with the minute, an ad's label). One pass over the
    rows: each row's cells read once (their widths, their children),
    a table's rows listed once, the kept text per node summed once, a side cell's subtree cleared once (a row inside
    a cleared cell is skipped), a table's ``<col>`` widths read once. A Dom without its lxml elements reads no widths
    and is left as it is."""
    if not dom.has_elements:
        return
    tags, elements, end, parent = dom.tags, dom.elements, dom.end, dom.parent
    if "tr" not in tags:
        return  # exact (session 44, h313): the pass below acts on the rows alone (a scan in C; most pages set none)
    own = [0] * len(dom)
    for b, length in zip(blocks.ids, blocks.lengths):
        if keep[b]:
            own[b] = length
    kept_text = dom.accumulate(own)
    rows_of: dict[int, list[int]] = {}  # a table's rows, listed once per table
    columns_of: dict[int, list[Width | None]] = {}  # a table's declared column widths, read once
    keepable = bytearray(len(dom))  # per node: a block never_kept did not exclude
    for b, out in zip(blocks.ids, excluded):
        keepable[b] = not out
    cleared_until = -1
    for row, tag in enumerate(tags):
        if tag != "tr" or row < cleared_until or not kept_text[row]:
            continue
        table = parent[parent[row]] if tags[parent[row]] in ROW_GROUP_TAGS else parent[row]
        if table not in rows_of:
            rows_of[table] = _table_rows(dom, table)
        if len(rows_of[table]) > LAYOUT_ROWS_MAX:
            continue
        cells = _row_cells(dom, row, LAYOUT_CELL_TAGS)
        if len(cells) == 1:
            span = _column_span(elements[cells[0]])
            if SPANNED_ROW_MIN_CELLS <= span <= SPANNED_ROW_MAX_CELLS and kept_text[cells[0]] >= SIDE_CONTENT_CHARS:
                for other in rows_of[table]:
                    spanned = _row_cells(dom, other, LAYOUT_CELL_TAGS)
                    if other == row or len(spanned) != span or other < cleared_until:
                        continue
                    for cell in spanned:
                        if _fact_box(dom, cell):
                            _keep_blocks(keep, keepable, cell, end[cell])
                        elif kept_text[cell] and _has_box(dom, cell):
                            _clear(keep, cell, end[cell])
                            cleared_until = max(cleared_until, end[cell])
            continue
        lead = max(cells, key=kept_text.__getitem__, default=-1)
        if lead >= 0 and kept_text[lead] >= FACT_CONTENT_CHARS:
            for cell in cells:
                if cell != lead and _fact_box(dom, cell):
                    _keep_blocks(keep, keepable, cell, end[cell])
        if lead >= 0 and kept_text[lead] >= SIDE_CONTENT_CHARS:
            for cell in cells:
                if cell != lead and kept_text[cell] and _is_link_menu(dom, cell, lead):
                    _clear(keep, cell, end[cell])
                    cleared_until = max(cleared_until, end[cell])
        if table not in columns_of:
            columns_of[table] = _column_widths(dom, table)
        sized = [(c, width) for c, width in zip(cells, _row_widths(dom, cells, columns_of[table]))
                 if kept_text[c] and width is not None]
        if len(sized) < 2:
            continue
        content, (widest, percent) = max(sized, key=lambda cell: cell[1][0])
        if kept_text[content] < SIDE_CONTENT_CHARS:
            continue
        for cell, (width, unit) in sized:
            if (cell != content and unit == percent and width <= SIDE_WIDTH_SHARE * widest and _has_box(dom, cell)
                    and not _fact_box(dom, cell)):
                _clear(keep, cell, end[cell])
                cleared_until = max(cleared_until, end[cell])
