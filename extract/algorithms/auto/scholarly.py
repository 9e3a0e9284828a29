"""Scholarly pages: the tools a journal or repository engine sets around an article's abstract page or a record
(``scholarly_furniture_boxes``), read by the engine's own class words on a page its gate word names.

A journal article's abstract page or a repository's record keeps its title, authors, abstract, keywords and DOI
(its references section is ``wiki_furniture``'s to drop, as the dev truths drop one);
the engine's tools around them are no one's text: Open Journal Systems 3's "How to Cite" box with its drop-down of
citation formats ("APA", "BibTeX"), its downloads chart, its PDF buttons (galleys), its "Published" date and "Issue"
boxes; a CNKI-like detail page's download counts ("下载：1256 页码：45-52") and its "PDF下载" / "CAJ下载" buttons;
DSpace 6's "Show full item record", its "This item appears in the following Collection(s)" and its "View/Open" file
box; EPrints' document download row ("Download (512kB)") and its "Actions (login required)" table with its heading;
an arXiv-like page's dateline, its comments/subjects/"Cite as:" table, its submission history and its access-paper
and browse boxes. These engines write the same class words in every language edition (OJS's Uyghur and Tibetan
locales translate the labels, never the classes), so the rule reads classes, not text.

Each engine's furniture pattern is read only on a page naming its gate word (``SCHOLARLY_ENGINES``): an article that
uses a word like "citation" or "issue" as a class on a news site is no engine's page. The patterns match whole class
tokens. Written pages: tests/test_auto_scholarly_s42.py (without the rule 10 of its 15 engine pages keep a tool; its
guard pages, ordinary prose using the tools' words, stay whole). Extraction-dev holds no page of these engines: all
0.9247 -> 0.9247, no page changes.

The two structural boxes are bounded (review, tests/test_auto_scholarly_review_s42.py: 6 of its 12 pages lost their
abstract before): an EPrints document row is the row a few steps up from a document link whose every cell holds one
(``EPRINTS_DOCUMENT_ROW_STEPS``; a page laid out in one big table, or a summary with its abstract in the cell beside
the files, keeps its text and loses only the files' short cell), and a DSpace file box holds little text outside its
links (``DSPACE_FILE_BOX_PLAIN_CHARS``: an abstract field citing its supplementary file stays). EPrints 3.4 writes
the document block in divs ("ep_summary_page_document", "ep_document_citation"): the named block goes when short
(``EPRINTS_DOCUMENT_BOX_PLAIN_CHARS``), a document link alone in its box with it (session 43, h300).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text, links_and_separators_only
from extract.dom import Dom

CLASS_START = r"(?:^|\s)"  # a class token starts the attribute or follows a space
CLASS_END = r"(?=\s|$)"  # and ends it or precedes a space
# OJS 3 (default, Bootstrap 3 and Health Sciences themes): the citation box ("How to Cite", its format drop-down and
# "Download Citation"), the downloads chart, the galley (PDF) buttons, the "Published", "Issue" and "Galleys" items
# of the article's details column (OJS writes "item <name>").
# the article page's wrapper: the default theme's, or another theme's "article-details" in OJS's "pkp_structure_*" page
OJS_GATES = (("obj_article_details",), ("article-details", "pkp_structure"))
OJS_FURNITURE_RE = re.compile(
    rf"{CLASS_START}(?:citation_display|citation_formats|downloads_chart|galleys_links|obj_galley_link|how-to-cite"
    rf"|article-details-how-to-cite|article-details-galleys|item\s+(?:citation|galleys|published|issue)){CLASS_END}")
# CNKI-like detail pages (the title box "wx-tit", or the PDF button "btn-dlpdf" on the older "brief" layout): the
# count line ("total-inform": downloads, pages, size) and the download buttons' row ("operate-btn": "PDF下载", "CAJ下载",
# "在线阅读", "记笔记", "引用").
CNKI_GATES = (("wx-tit",), ("btn-dlpdf",))
CNKI_FURNITURE_RE = re.compile(rf"{CLASS_START}(?:total-inform|operate-btn|btn-dlpdf|btn-dlcaj){CLASS_END}")
# DSpace 6 XMLUI (Mirage2): "Show full item record" and the collections the item appears in.
DSPACE_FIELD_WORD = "item-page-field-wrapper"  # a DSpace 6 item page's field box (also its file box, below)
DSPACE_GATES = ((DSPACE_FIELD_WORD,),)
DSPACE_FURNITURE_RE = re.compile(rf"{CLASS_START}simple-item-view-(?:show-full|collections){CLASS_END}")
# EPrints: the actions table ("ep_summary_page_actions", under "Actions (login required)").
EPRINTS_WORD = "ep_summary_content"
EPRINTS_GATES = ((EPRINTS_WORD,),)
EPRINTS_FURNITURE_RE = re.compile(rf"{CLASS_START}ep_summary_page_actions{CLASS_END}")
# arXiv-like abstract pages: the dateline, the metadata table (comments, subjects, "Cite as:"), the submission
# history and the right column of services (access paper, browse context, references and citations).
ARXIV_GATES = (("submission-history", "extra-services"),)
ARXIV_FURNITURE_RE = re.compile(rf"{CLASS_START}(?:dateline|metatable|submission-history|extra-services){CLASS_END}")
# (gates: the page names every word of one of them; the furniture pattern read on it)
SCHOLARLY_ENGINES: tuple[tuple[tuple[tuple[str, ...], ...], re.Pattern[str]], ...] = (
    (OJS_GATES, OJS_FURNITURE_RE),
    (CNKI_GATES, CNKI_FURNITURE_RE),
    (DSPACE_GATES, DSPACE_FURNITURE_RE),
    (EPRINTS_GATES, EPRINTS_FURNITURE_RE),
    (ARXIV_GATES, ARXIV_FURNITURE_RE),
)
# DSpace 6's file box is an "item-page-field-wrapper" with no "simple-item-view-" name of its own ("View/Open"),
# told by its links to the repository's files ("/bitstream/"); EPrints' document row holds an "ep_document_link".
DSPACE_NAMED_FIELD_WORD = "simple-item-view-"
DSPACE_FILE_HREF = "/bitstream"  # DSpace 6's "/bitstream/handle/..." and DSpace 7's "/bitstreams/<uuid>/download"
EPRINTS_DOCUMENT_LINK_RE = re.compile(rf"{CLASS_START}ep_document_link{CLASS_END}")
EPRINTS_DOCUMENT_ROW_TAG = "tr"  # the document's row in the summary's table: its icon and its download line
# steps up from a document link to its row at most: its cell, one wrapper in the cell, the row (EPrints 3 writes
# the link straight in its cell: two); a row further up is the page's layout table or a summary laid out in cells
EPRINTS_DOCUMENT_ROW_STEPS = 3
# characters at most of a DSpace file box's text outside its links: its heading ("View/Open": 9, "Files in this
# item": 18) and the separators between its files (a file's name and size are its link's text); an abstract or
# a description field that cites a supplementary file ("/bitstream/") holds its prose outside the link
DSPACE_FILE_BOX_PLAIN_CHARS = 40
# characters at most outside its links of an EPrints document's own cell in a row it shares with other text (a
# summary laid out with its abstract in one cell): the document's line ("PDF - Accepted Version", "Available under
# License Creative Commons Attribution.": 73); a cell of prose citing a document is longer
EPRINTS_DOCUMENT_CELL_PLAIN_CHARS = 120
# EPrints 3.4 writes a document's block in divs, not a table row: "div.ep_summary_page_document" holding the icon's
# link, the document's citation ("ep_document_citation": "PDF - Published Version", its licence) and its
# "Download (812kB)" link, each an "ep_document_link" (session 43, h300: kept where the table form went). The block is
# the highest ancestor so named at most ``EPRINTS_DOCUMENT_ROW_STEPS`` up from a document link that is short
# (``EPRINTS_DOCUMENT_BOX_PLAIN_CHARS``); a link in no named box goes with its own box when that is the link alone
# (``EPRINTS_DOCUMENT_LINE_PLAIN_CHARS``: "Download (812kB)" in a div of its own)
EPRINTS_DOCUMENT_BOX_RE = re.compile(rf"{CLASS_START}(?:ep_summary_page_document|ep_document_citation){CLASS_END}")
# characters at most outside its links of a named document block: its format and version ("PDF - Published Version":
# 23), its licence ("Available under License Creative Commons Attribution Non-commercial No Derivatives.": 84) and
# a language or a description line; an abstract's paragraph in such a box runs longer
EPRINTS_DOCUMENT_BOX_PLAIN_CHARS = 200
EPRINTS_DOCUMENT_LINE_PLAIN_CHARS = 12  # characters at most beside a lone document link in its box: " | ", brackets
# the headings that title a furniture table (an EPrints actions table's "Actions (login required)"): a section's, not
# the page's <h1> title (``words.HEADING_TAGS`` holds it too)
FURNITURE_HEADING_TAGS = frozenset({"h2", "h3", "h4", "h5", "h6"})
FURNITURE_HEADING_CHARS = 40  # characters at most of a heading over a furniture table ("Actions (login required)": 24)


def _gate_holds(names: str, gates: tuple[tuple[str, ...], ...]) -> bool:
    """Whether the page's class names hold every word of one of ``gates``."""
    return any(all(word in names for word in gate) for gate in gates)


def _heading_before(dom: Dom, box: int) -> int:
    """The short heading element just before ``box`` under the same parent (its previous sibling), or -1."""
    before = dom.previous_sibling(box)
    if (before < 0 or dom.tags[before] not in FURNITURE_HEADING_TAGS
            or dom.tree_text[before] > FURNITURE_HEADING_CHARS):
        return -1
    return before


def scholarly_furniture_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements that are a journal or repository engine's tools by its class words (``SCHOLARLY_ENGINES``, each
    on a page naming its gate words), DSpace's file box (``DSPACE_FILE_HREF``), EPrints' documents by their links
    (``EPRINTS_DOCUMENT_LINK_RE``, ``_eprints_document_rows``: a table row or its short cells, EPrints 3.4's div block
    or a lone link's own box) and the short heading just before an EPrints actions table. None for a Dom without its
    lxml elements or a page naming no engine."""
    if not dom.has_elements:
        return []
    classes = blocks.classes
    names = class_text(dom, blocks)
    if not classes or names is None:
        return []
    boxes: list[int] = []
    for gates, furniture_re in SCHOLARLY_ENGINES:
        if _gate_holds(names, gates):
            found = [i for i, name in classes.items() if furniture_re.search(name) is not None]
            boxes += found
            if furniture_re is EPRINTS_FURNITURE_RE:
                boxes += [h for h in (_heading_before(dom, i) for i in found) if h >= 0]
    if DSPACE_FIELD_WORD in names:
        plain = dom.non_link_text
        boxes += [i for i, name in classes.items() if DSPACE_FIELD_WORD in name and DSPACE_NAMED_FIELD_WORD not in name
                  and plain[i] <= DSPACE_FILE_BOX_PLAIN_CHARS and _links_to_files(dom, i)]
    if EPRINTS_WORD in names:
        boxes += _eprints_document_rows(dom)
    return boxes


def _links_to_files(dom: Dom, box: int) -> bool:
    """Whether ``box`` holds a link to a repository's file (``DSPACE_FILE_HREF``)."""
    return any(DSPACE_FILE_HREF in dom.attr(n, "href") for n in dom.anchors_in(box))


def _eprints_document_rows(dom: Dom) -> list[int]:
    """The table rows of EPrints documents: the row at most ``EPRINTS_DOCUMENT_ROW_STEPS`` up from a document link
    (``EPRINTS_DOCUMENT_LINK_RE``) whose every cell holds one (the icon's cell and the download line's). A layout
    table's row, or a summary laid out with its abstract in one cell and its files in the next, is no document's:
    there only the cells holding the links go, when short (``EPRINTS_DOCUMENT_CELL_PLAIN_CHARS``)."""
    links = [n for n in dom.anchors if EPRINTS_DOCUMENT_LINK_RE.search(dom.attr(n, "class")) is not None]
    rows: list[int] = []
    found: set[int] = set()  # (``rows`` as a set: thousands of documents are read in linear time, review r300)
    tags, parent, end = dom.tags, dom.parent, dom.end

    def holds_link(cell: int) -> bool:  # a document link in the cell's subtree (``links`` is in document order)
        at = bisect_left(links, cell)
        return at < len(links) and links[at] < end[cell]

    def add(node: int) -> None:
        if node not in found:
            found.add(node)
            rows.append(node)

    for n in links:
        up, steps = parent[n], 1
        while up >= 0 and tags[up] != EPRINTS_DOCUMENT_ROW_TAG and steps < EPRINTS_DOCUMENT_ROW_STEPS:
            up, steps = parent[up], steps + 1
        if up < 0 or tags[up] != EPRINTS_DOCUMENT_ROW_TAG:
            box = _eprints_document_box(dom, n)
            if box >= 0:
                add(box)
            continue
        if up in found:
            continue
        children = dom.child_ids(up)
        cells = [cell for cell in children if holds_link(cell)]
        if len(cells) == len(children):
            add(up)
        else:
            for cell in cells:
                if dom.non_link_text[cell] <= EPRINTS_DOCUMENT_CELL_PLAIN_CHARS:
                    add(cell)
    return rows


def _eprints_document_box(dom: Dom, link: int) -> int:
    """The div-written document block (EPrints 3.4) a document ``link`` (``EPRINTS_DOCUMENT_LINK_RE``) sits in, or -1:
    the highest ancestor named a document's (``EPRINTS_DOCUMENT_BOX_RE``) at most ``EPRINTS_DOCUMENT_ROW_STEPS`` up
    that is short outside its links (``EPRINTS_DOCUMENT_BOX_PLAIN_CHARS``: a short block inside a long named box goes
    alone; -1 when every named one is longer); in no named box, the link's parent when it holds the link and little
    more (``EPRINTS_DOCUMENT_LINE_PLAIN_CHARS``), only marks between its links (``links_and_separators_only``: "See
    <a>the survey report</a>." is the abstract's sentence, review r300)."""
    parent, plain = dom.parent, dom.non_link_text
    box, named, up = -1, False, parent[link]
    for _ in range(EPRINTS_DOCUMENT_ROW_STEPS):
        if up < 0:
            break
        if EPRINTS_DOCUMENT_BOX_RE.search(dom.attr(up, "class")) is not None:
            named = True
            if plain[up] <= EPRINTS_DOCUMENT_BOX_PLAIN_CHARS:
                box = up
        up = parent[up]
    if named:
        return box
    holder = parent[link]
    if holder < 0 or plain[holder] > EPRINTS_DOCUMENT_LINE_PLAIN_CHARS:
        return -1
    return holder if links_and_separators_only(dom, holder, dom.text(holder)) else -1


__all__ = ["scholarly_furniture_boxes"]
