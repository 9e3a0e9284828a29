"""Record tables: a run of sibling tables of the same labels, each linking to its own page (a product page's related
products), beside the page's own text, is dropped; so is a side box's table the model kept a stray cell of
(``drop_thin_side_tables``), and so are a story's tables that count the site's page views (``drop_views_tables``);
a column page's table of pages with a views column is the page, kept whole (``complete_views_listings``); a data
table plugin's row count, pager and search labels around its table are dropped (``drop_table_controls``).

A shop sets its "related products" (a portal its "more stories") as one small table per record, the same labels in
every one ("product", "price", "sold") over that record's values, and a link to the record's page. The model reads
their label and value rows as the product's own spec rows beside them and keeps them (review h162: a Chinese
keyboard's spec table, then three related products' tables under one parent, all kept). A reader knows records by
their sameness: one form filled in for each of several other pages. ``drop_record_tables`` leaves out the kept cells of
``RECORD_TABLES_MIN`` sibling tables or more (one parent, one tag path) that carry the same labels in the same order
(the first cell of each row of ``tables.FACT_ROW_CELLS`` cell blocks, ``RECORD_LABELS_MIN`` of them at least) and each
hold a link, when the page keeps at least ``RECORD_TABLE_ARTICLE_RATIO`` times their text outside them: a listing's
records are the page itself (its heading and a line of introduction are all it has besides). A spec sheet split into
sections (``tables.complete_spec_sections``) has other labels in each section and links nothing. A run with the
story's prose both before and after it (``inside.ProseIndex``) is the story's own comparison (review h174: three
phones, each table linking to its review, between the article's paragraphs).

The heading over the run ("Related products", "相关商品") titles the records alone: when the run goes and the
heading's section (the blocks after it up to the next heading, in the heading's box) keeps nothing else, it goes too
(``_drop_run_heading``; review of session 32: the heading stayed as an orphan line in all four languages, since
``ladder.drop_orphan_headings``, run before this step, saw its section kept).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from extract.algorithms.auto.boxes import class_attribute, named_within
from extract.algorithms.auto.count_lines import is_views_line
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.inside import ProseIndex
from extract.algorithms.auto.page_memo import class_text_may_hold, page_memo
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.tables import FACT_ROW_CELLS, _table_of, plugin_wrapper
from extract.algorithms.auto.words import HEADING_TAGS, TABLE_CELL_TAGS
from extract.dom import Dom

RECORD_TABLES_MIN = 3  # sibling tables at least: a run of records, as ``teasers.TEASER_RECORD_MIN`` (two boxes side by
# side are as often a comparison the article makes)
RECORD_LABELS_MIN = 3  # labelled rows at least of each record (``tables.FACT_ROWS_MIN``: a pair of lines is no form)
# Kept characters outside the record tables over theirs, at least: the product's name, description and specs
# outweigh its related records (review h162's keyboard page: 1.6), a listing's heading and introduction do not.
RECORD_TABLE_ARTICLE_RATIO = 1.0


def drop_record_tables(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept cells of a run of record tables (see the module docstring), in place. One pass over the
    blocks groups the cell blocks by table, row and then by the tables' parent and tag path; each table is read
    once."""
    tables = _cells_by_row(dom, blocks)  # table -> row -> its cell blocks (indices into blocks)
    runs: dict[tuple[int, int, tuple[str, ...]], list[int]] = {}
    for table, rows in tables.items():
        labels = tuple(blocks.compact[cells[0]] for cells in rows.values() if len(cells) == FACT_ROW_CELLS)
        if len(labels) >= RECORD_LABELS_MIN and dom.link_text[table]:
            runs.setdefault((dom.parent[table], dom.path[table], labels), []).append(table)
    runs_of_records = [run for run in runs.values() if len(run) >= RECORD_TABLES_MIN]
    if not runs_of_records:
        return
    kept_total = sum(length for b, length in zip(blocks.ids, blocks.lengths) if keep[b])
    prose = ProseIndex(keep, blocks)
    for run in runs_of_records:
        if prose.surrounds(run[0], dom.end[run[-1]]):  # the story's comparison
            continue
        members = [k for table in run for cells in tables[table].values() for k in cells]
        inside = sum(blocks.lengths[k] for k in members if keep[blocks.ids[k]])
        if inside and kept_total - inside >= RECORD_TABLE_ARTICLE_RATIO * inside:
            for k in members:
                keep[blocks.ids[k]] = 0
            _drop_run_heading(dom, keep, blocks, min(members))


def _drop_run_heading(dom: Dom, keep: bytearray, blocks: Blocks, first: int) -> None:
    """Leave out the kept heading over a dropped run of record tables whose first cell block is ``first``: the
    nearest heading before it with no kept block between, when its section keeps no block after the run either (up
    to the next heading or the end of the heading's box, its nearest ancestor holding the run: a heading titles what
    its box holds, not the page's footer after the box, and a page's h1 wrapped alone in its ``<header>`` the page
    under it; review h184: a Uyghur product page's h1 in its header, over a run of related products and the
    description after them, was dropped with the run). Reads the blocks between the heading and the section's end
    once."""
    ids = blocks.ids
    k = first - 1
    while k >= 0 and not keep[ids[k]] and dom.tags[ids[k]] not in HEADING_TAGS:
        k -= 1
    if k < 0 or dom.tags[ids[k]] not in HEADING_TAGS or not keep[ids[k]]:
        return
    box = dom.parent[ids[k]]
    while box >= 0 and dom.end[box] <= ids[first]:  # a box of the heading alone (<header><h1>): the one with the run
        box = dom.parent[box]
    box_end = dom.end[box] if box >= 0 else len(dom)
    for j in range(first, len(ids)):
        if ids[j] >= box_end or dom.tags[ids[j]] in HEADING_TAGS:
            break
        if keep[ids[j]]:
            return
    keep[ids[k]] = 0


# A side box's table (an ``<aside>``: HTML §4.3.5, content tangential to the page's) the model kept a cell or two of:
# a sports schedule's standings beside the fixtures, the leaders' names in links over their points. The box's heading
# passes, one linked name passes, the numbers and the other names do not (review h233: a Tibetan schedule kept the
# standings' heading and its first team). A reader takes a table whole or not at all (``tables.complete_tables`` keeps
# one mostly kept); a side box's table with fewer than THIN_TABLE_KEPT_SHARE of its cells kept is the box's, and its
# kept cells go, with the heading over it when its section keeps nothing else (``_drop_run_heading``). Only inside an
# ``<aside>``: an article's own data table half read by the model is left to the table rules. Extraction-dev 0.9228 unchanged (no
# page's text changes).
THIN_TABLE_CELLS = 4  # cell blocks at least of the table: a table, not a caption and its value
THIN_TABLE_KEPT_SHARE = 1 / 3  # of the table's cell blocks kept, less than: a stray cell or two, not the table
ASIDE_LEVELS = 4  # ancestors climbed from the table to its <aside>: table < section.card < div < aside
ASIDE_TAG = "aside"


def drop_thin_side_tables(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept cells of a table in an ``<aside>`` (``ASIDE_LEVELS`` up at most) of ``THIN_TABLE_CELLS``
    cell blocks or more that keeps fewer than ``THIN_TABLE_KEPT_SHARE`` of them, and the heading over it whose section
    then keeps nothing (see above), in place. One pass over the blocks; each table climbs once."""
    cells = {table: [k for row in rows.values() for k in row] for table, rows in _cells_by_row(dom, blocks).items()}
    for table, members in cells.items():  # (table -> its cell blocks, indices into blocks, in order)
        kept = sum(1 for k in members if keep[blocks.ids[k]])
        if (not kept or len(members) < THIN_TABLE_CELLS or kept >= THIN_TABLE_KEPT_SHARE * len(members)
                or not dom.within_tag(table, ASIDE_TAG, ASIDE_LEVELS)):
            continue
        for k in members:
            keep[blocks.ids[k]] = 0
        _drop_run_heading(dom, keep, blocks, members[0])


# Tables that count the site's page views (``drop_views_tables``), two shapes of the old CMS templates:
# - a story's meta row set as a one-row table under its headline, each field its own cell ("发布时间：" | "2026-03-05
#   09:30" | "来源：市林业局" | "浏览次数：" | "1203" | "【打印】"): the row, read as one line, is a date and a read
#   count (``count_lines.is_views_line``, the test of such a line in one block). The model kept the cells as a
#   table's data (review h240: a Chinese story kept "浏览次数："). A table of one row only (``META_TABLE_ROWS``): a
#   listing's rows each with its date and count are its records.
# - a table of other stories inside a story's body, one row per linked title, with a column headed by a views label
#   ("标题 | 日期 | 点击", ``VIEWS_HEADER_RE``): no story's own data counts its site's clicks (review h240: a story
#   kept its related table's rows between its paragraphs). Only when the page keeps at least
#   ``VIEWS_TABLE_ARTICLE_RATIO`` times the table's text outside it: on a listing page the table is the page.
META_TABLE_ROWS = 1  # rows of a meta row's table
VIEWS_TABLE_ROWS_MIN = 3  # linked rows at least of a table of other stories (a pair of rows is no listing)
VIEWS_TABLE_ARTICLE_RATIO = 1.0  # kept characters outside the table over its kept characters, at least
# A views column's header cell, all of it: "点击", "浏览次数", "阅读量", "Views", "Hits", "كۆرۈلۈش", "ལྟ་ཐེངས།"
VIEWS_HEADER_RE = re.compile(r"(?:点击|浏览|阅读|點擊|瀏覽|閱讀)(?:次数|数|量|數)?|views?|hits|reads"
                             r"|كۆرۈلۈش(?:ى|\s+سانى)?|ئوقۇلۇش(?:ى|\s+سانى)?|ལྟ་ཐེངས|ཀློག་ཐེངས", re.IGNORECASE)
VIEWS_HEADER_STRIP = " \t\n:：\u0f0b\u0f0d"  # around a header cell's label: spaces, a colon, a tsheg or shad
# A table of other stories links to the site's own pages, under one host or two (an old CMS's "www." and "news."
# hosts); a table whose rows link to more hosts than that lists other sites, a story's data (review h252: a
# statistics story's table of websites and their page views per year went as a table of other stories).
VIEWS_SITE_HOSTS_MAX = 2  # distinct hosts at most of the rows' links, for the site's own pages


def drop_views_tables(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept cells of a story's meta row table and of a table of other stories with a views column
    (see above), in place. One pass over the blocks groups the cell blocks by table and row (``_cells_by_row``); only
    tables with a kept cell are read."""
    ids = blocks.ids
    kept_total = -1
    for rows in _cells_by_row(dom, blocks).values():
        members = [k for cells in rows.values() for k in cells]
        inside = sum(blocks.lengths[k] for k in members if keep[ids[k]])
        if not inside:
            continue
        if len(rows) == META_TABLE_ROWS:
            if not is_views_line(" ".join(blocks.texts[k].strip() for k in members)):
                continue
        else:
            if not _lists_other_pages(dom, blocks, list(rows.values())):
                continue
            if kept_total < 0:
                kept_total = sum(length for b, length in zip(ids, blocks.lengths) if keep[b])
            if kept_total - inside < VIEWS_TABLE_ARTICLE_RATIO * inside:
                continue
            kept_total -= inside  # (the page's kept text the next table is weighed against)
        for k in members:
            keep[ids[k]] = 0


def complete_views_listings(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float]) -> None:
    """Keep every cell above the never-kept floor of a table of pages with a views column (``_lists_other_pages``)
    that outweighs the page's kept text outside it, in place: an old CMS's column page, whose list table is the page
    (h248: the model passed a few titles and dates of such a page, the rest went). The twin of
    ``drop_views_tables``' second shape, on the other side of ``VIEWS_TABLE_ARTICLE_RATIO``. One pass over the
    blocks; only a table with a views header is read further."""
    ids = blocks.ids
    kept_total = -1
    for rows in _cells_by_row(dom, blocks).values():
        if len(rows) <= VIEWS_TABLE_ROWS_MIN or not _lists_other_pages(dom, blocks, list(rows.values())):
            continue
        members = [k for cells in rows.values() for k in cells]
        if kept_total < 0:
            kept_total = sum(length for b, length in zip(ids, blocks.lengths) if keep[b])
        inside = sum(blocks.lengths[k] for k in members if keep[ids[k]])
        if kept_total - inside < VIEWS_TABLE_ARTICLE_RATIO * sum(blocks.lengths[k] for k in members):
            for k in members:
                if scores[k] > NEVER_KEPT and not keep[ids[k]]:
                    keep[ids[k]] = 1
                    kept_total += blocks.lengths[k]  # (the page's kept text the next table is weighed against)


def _cells_by_row(dom: Dom, blocks: Blocks) -> dict[int, dict[int, list[int]]]:
    """Per table, per row: the cell blocks (indices into ``blocks``, in order): a cell, or a block set alone in a
    cell (WooCommerce: ``<td><p>368</p></td>``, as ``tables._table_cells`` reads it). One pass over the blocks, once
    per page and Blocks (``page_memo``: four steps read it; the grouping does not depend on what is kept)."""
    def group() -> dict[int, dict[int, list[int]]]:
        tables: dict[int, dict[int, list[int]]] = {}
        tags, parent = dom.tags, dom.parent
        for k, b in enumerate(blocks.ids):
            cell = b if tags[b] in TABLE_CELL_TAGS else parent[b]
            if cell >= 0 and tags[cell] in TABLE_CELL_TAGS:
                table = _table_of(dom, cell)
                if table >= 0:
                    tables.setdefault(table, {}).setdefault(parent[cell], []).append(k)
        return tables
    return page_memo(dom, _cells_by_row, group, blocks)


def _lists_other_pages(dom: Dom, blocks: Blocks, rows: list[list[int]]) -> bool:
    """Whether a table's rows (cell blocks each, in order) are a header row with a views column
    (``VIEWS_HEADER_RE``) over ``VIEWS_TABLE_ROWS_MIN`` rows or more whose first cell is a link to one of the site's
    own pages (``VIEWS_SITE_HOSTS_MAX``)."""
    header, records = rows[0], rows[1:]
    if len(records) < VIEWS_TABLE_ROWS_MIN or dom.link_text[blocks.ids[header[0]]]:
        return False
    if not any(VIEWS_HEADER_RE.fullmatch(blocks.texts[k].strip(VIEWS_HEADER_STRIP)) for k in header):
        return False
    if not all(dom.link_text[blocks.ids[cells[0]]] for cells in records):
        return False
    return _link_hosts(dom, blocks, records) <= VIEWS_SITE_HOSTS_MAX


def _link_hosts(dom: Dom, blocks: Blocks, records: list[list[int]]) -> int:
    """How many distinct hosts the first links of the rows' first cells name (a relative link names none); 0 on a
    slim Dom (no attributes: the rows read as the site's own)."""
    if not dom.has_elements:
        return 0
    hosts = set()
    for cells in records:
        anchors = dom.anchors_in(blocks.ids[cells[0]])
        if anchors:
            hosts.add(urlsplit(dom.attr(anchors[0], "href").strip()).netloc.lower())
    hosts.discard("")
    return len(hosts)


# A data table plugin's controls around its table (``drop_table_controls``): DataTables draws its row count ("Showing
# 1 to 4 of 4 entries", "显示第 1 至 10 项结果，共 57 项"), its pager ("Previous 1 2 Next"), its search box's label
# ("Search:") and its page-length picker ("Show 10 entries") in boxes of its own, named by the plugin in every site's
# language: "dataTables_info", "dataTables_paginate", "dataTables_filter", "dataTables_length" (1.x) and "dt-info",
# "dt-paging", "dt-search", "dt-length" (2.x). They are the widget's, never the table's text; the model kept the count
# line (a sentence of words and digits) beside a registry's rows. A block in such a box, TABLE_CONTROL_LEVELS up at
# most over the block (the label's own box; the pager's button in its span), goes. The 1.x names are the plugin's
# alone; the 2.x names' prefix "dt-" is a theme's too (a profile's bio in "div.dt-info": our page lost it), so a 2.x box
# is the plugin's only inside the plugin's wrapper (``tables.PLUGIN_WRAPPER_RE``: "dt-container", which 2.x always
# draws), TABLE_CONTROL_WRAPPER_LEVELS over the box at most. Gate: the page's class names (``class_text_may_hold``,
# the blocks' and their ancestors', where the control boxes are) hold one of the names' common parts.
TABLE_CONTROL_RE = re.compile(
    r"(?<![\w-])(?:dataTables_(?:info|paginate|filter|length)|dt-(?:info|paging|search|length))(?![\w-])")
SHARED_CONTROL_PREFIX = "dt-"  # the 2.x names' prefix, a theme's too: such a box needs the plugin's wrapper
TABLE_CONTROL_LITERALS = ("datatables_", "dt-")  # the gate's literals (lower case, as ``class_text`` is)
TABLE_CONTROL_LEVELS = 2  # ancestors of the block up to the control's box (a pager's link < span < div)
TABLE_CONTROL_WRAPPER_LEVELS = 4  # ancestors of the box up to the wrapper: its layout cell, its row, the wrapper, a spare


def drop_table_controls(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out kept blocks inside a data table plugin's control box (``TABLE_CONTROL_RE``; one named with the
    ``SHARED_CONTROL_PREFIX`` inside the plugin's wrapper, ``tables.plugin_wrapper``), in place. A page none of whose
    class names holds the plugin's prefixes (``TABLE_CONTROL_LITERALS``) is left after one substring test; a slim Dom
    too."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, TABLE_CONTROL_LITERALS):
        return
    for b in blocks.ids:
        if not keep[b]:
            continue
        box = named_within(dom, b, TABLE_CONTROL_RE, TABLE_CONTROL_LEVELS, class_attribute)
        if box < 0:
            continue
        control = TABLE_CONTROL_RE.search(dom.attr(box, "class"))
        if (not control.group().startswith(SHARED_CONTROL_PREFIX)  # type: ignore[union-attr]
                or plugin_wrapper(dom, box, TABLE_CONTROL_WRAPPER_LEVELS) >= 0):
            keep[b] = 0
