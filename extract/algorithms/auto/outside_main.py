"""Outside ``<main>``: on a page whose one ``<main>`` holds its headline and its story, a block outside it is the
site's, not the page's (``outside_main_boxes``).

HTML §4.4.14: "The main element represents the dominant contents of the document"; the site's header, its side
columns and its footer sit outside it. A template that sets the article in ``<main>`` and a side column beside it
("<main class="col-8">" and "<div class="col-4">": a category's intro, a "submit a paper" note) leaves the model
the column's prose, which reads as text. When the page has exactly one ``<main>`` (outermost; a second one:
``never_kept.second_mains``), it holds the page's first ``<h1>`` and ``MAIN_OWN_CHARS`` characters of text beyond
its headlines and it holds ``MAIN_PAGE_SHARE`` of the page's text at least, the blocks outside it are never kept,
unless one of them is a paragraph (longer than ``OUTSIDE_PROSE_CHARS``): text the template set outside its ``<main>``.
A page that sets only a part of its story in ``<main>`` (a lead, its headline outside) fails the headline's test; a
page whose ``<main>`` wraps a menu alone fails the share's. A story that goes on after its ``<main>`` in short
paragraphs (a second part, a poem's last stanzas: ``OUTSIDE_RUN_PARAGRAPHS`` sibling ``<p>``s, unlinked, most ending
on a mark, in no ``<header>``/``<footer>``/``<nav>``/``<aside>``) is text set outside it too, and the page is left as
it is (review h218: a Tibetan story lost its last three paragraphs; a side column's note is one or two lines).
Review h206 (last session's open pages): a Tibetan article kept its side column's category note.
Extraction-dev: 4 pages better (a Uyghur and a Tibetan listing +0.025 and +0.014, two documentation pages +0.001),
none lower.
A page of two columns named by their side sets its side column after the headline's in an element named "right"
(``right_columns``): never kept either.
A site builder's menu set outside any ``<nav>`` (``drop_named_nav_items``): Framer draws each menu entry as a
``<p>`` in a box its designer named "Nav Link", Bulma and Bootstrap name theirs "navbar-item" and "nav-link"; a run of
such short blocks in one menu is the site's.
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import SENTENCE_MARKS_RE, Blocks
from extract.algorithms.auto.page_memo import class_text, id_text
from extract.algorithms.auto.words import HEADING_TAGS, first_h1
from extract.dom import Dom

MAIN_TAG = "main"
# characters at least of the <main> beyond its headlines: a story (a short Chinese one runs ~200), not a thread's two
# one-line posts (tests/test_auto_popover.py: a list after such a <main> is the page's)
MAIN_OWN_CHARS = 200
MAIN_PAGE_SHARE = 0.5  # of the page's text at least in the <main>: the page's dominant content, not a wrapped lead
# characters at most of a block outside the <main>: a side column's note, a footer's line. A paragraph longer is
# text the template set outside its <main> (extraction-dev: a shop's listing in <main> and its category's long text
# after it, the page's truth, in two variants: 0.44 -> 0.00 without this test), and the page is left as it is.
OUTSIDE_PROSE_CHARS = 200
# sibling <p>s at least, unlinked, outside the <main>: the story's own paragraphs going on after it (three short
# ones; a side column's note is one or two), at least OUTSIDE_RUN_MARKED_SHARE of them ending on a sentence mark (a
# Tibetan line ending on ག takes none)
OUTSIDE_RUN_PARAGRAPHS = 3
OUTSIDE_RUN_MARKED_SHARE = 0.5
PARAGRAPH_TAG = "p"
SITE_BOX_TAGS = frozenset({"header", "footer", "nav", "aside"})  # the site's boxes: their lines are no story's run
LINE_END_MARK_RE = re.compile(rf"{SENTENCE_MARKS_RE.pattern}\s*$")  # a paragraph ending on a sentence mark


def outside_main_boxes(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it lies outside the page's one ``<main>`` (see the module's docstring); all false when the
    page has none, several, or one failing the tests. One scan of the tags."""
    tags, end, tree_text = dom.tags, dom.end, dom.tree_text
    if MAIN_TAG not in tags:  # (one scan in C: most pages set no <main>, and the rule needs one)
        return [False] * len(blocks.ids)
    outermost: list[int] = []
    for i, tag in enumerate(tags):
        if tag == MAIN_TAG and not (outermost and i < end[outermost[-1]]):
            outermost.append(i)
    if len(outermost) != 1:
        return [False] * len(blocks.ids)
    main = outermost[0]
    try:
        h1 = tags.index("h1")
    except ValueError:
        return [False] * len(blocks.ids)
    headlines = sum(tree_text[i] for i in range(main, end[main]) if tags[i] == "h1")
    if (not main < h1 < end[main] or tree_text[main] - headlines < MAIN_OWN_CHARS
            or tree_text[main] < MAIN_PAGE_SHARE * tree_text[0]):
        return [False] * len(blocks.ids)
    outside = [not main <= b < end[main] for b in blocks.ids]
    if (any(out and length > OUTSIDE_PROSE_CHARS for out, length in zip(outside, blocks.lengths))
            or _paragraph_run_outside(dom, blocks, outside)):
        return [False] * len(blocks.ids)
    return outside


def _paragraph_run_outside(dom: Dom, blocks: Blocks, outside: list[bool]) -> bool:
    """Whether ``OUTSIDE_RUN_PARAGRAPHS`` consecutive blocks outside the ``<main>`` are sibling ``<p>``s, unlinked, in
    none of ``SITE_BOX_TAGS``, ``OUTSIDE_RUN_MARKED_SHARE`` of them ending on a sentence mark. One pass over the
    tags (the site's boxes) and one over the blocks."""
    tags, end, parent, link_text = dom.tags, dom.end, dom.parent, dom.link_text
    site_box_end = -1  # the end of the outermost site box the scan is in
    in_site_box = bytearray(len(tags))
    for i, tag in enumerate(tags):
        if i < site_box_end:
            in_site_box[i] = 1
        elif tag in SITE_BOX_TAGS:
            site_box_end = end[i]
            in_site_box[i] = 1
    run_parent, run, marked = -1, 0, 0
    for b, text, out in zip(blocks.ids, blocks.texts, outside):
        if not (out and tags[b] == PARAGRAPH_TAG and not link_text[b] and not in_site_box[b]):
            run_parent, run, marked = -1, 0, 0
            continue
        if parent[b] != run_parent:
            run_parent, run, marked = parent[b], 0, 0
        run += 1
        marked += LINE_END_MARK_RE.search(text) is not None
        if run >= OUTSIDE_RUN_PARAGRAPHS and marked >= OUTSIDE_RUN_MARKED_SHARE * run:
            return True
    return False


# A page laid out in two columns names them by their side: "<div class="left">" (or "prose-left", "main") holding
# the headline and the story, "<div class="right">" beside it holding the site's boxes (an author's card and his
# other poems on a poetry site, a portal's "div#RIGHT" of other videos). The column whose class or id is the bare
# word "right" (``RIGHT_COLUMN_NAME``), set after an element holding the page's first ``<h1>`` (a sibling of the
# headline's ancestors), is the side column when it is a box (``COLUMN_TAGS``: not a right-aligned ``<p>`` closing a
# story), holds no ``<h1>``, ``<main>`` or ``<article>``, less text than the headline's column before it and at most
# ``RIGHT_COLUMN_PAGE_SHARE`` of the page's text. A "right" set before the headline's column or around it is not so
# read. Extraction-dev: a poetry page and its two variants kept the poet's card (+0.11 to +0.13), none lower.
# Text is weighed outside links (``Dom.non_link_text``): a blog whose left column holds the blog's name in ``<h1>``
# over its archive's and categories' links sets the post in "div.right" (review h238: an English and a Uyghur blog
# lost the whole post to a column of links longer than it). A column holding a code sample (``<pre>``) is a
# two-column documentation page's, prose left and example right (review h238: an API page lost its request).
RIGHT_COLUMN_NAME = "right"
RIGHT_COLUMN_PAGE_SHARE = 0.5
RIGHT_COLUMN_PAGE_TAGS = frozenset({"h1", "main", "article", "pre"})  # the page's, or its code sample's
COLUMN_TAGS = frozenset({"div", "aside", "section", "td"})  # a layout column's element


def right_columns(dom: Dom) -> list[int]:
    """The boxes (``COLUMN_TAGS``) named the bare word "right" (class or id, ``RIGHT_COLUMN_NAME``) set after a sibling
    holding the page's first ``<h1>`` and more text outside links than they do, holding none of
    ``RIGHT_COLUMN_PAGE_TAGS`` and at most ``RIGHT_COLUMN_PAGE_SHARE`` of the page's text. A walk up from the headline,
    its ancestors' later siblings read."""
    if not dom.has_elements:
        return []
    tags, end, parent, tree_text = dom.tags, dom.end, dom.parent, dom.tree_text
    x = first_h1(dom)
    if x < 0:
        return []
    most = RIGHT_COLUMN_PAGE_SHARE * tree_text[0]
    columns: list[int] = []
    while parent[x] >= 0:
        y = end[x]
        while y < len(tags) and parent[y] == parent[x]:
            if tags[y] in COLUMN_TAGS and _named_right(dom, y) and dom.non_link_text[y] < dom.non_link_text[x] \
                    and tree_text[y] <= most and RIGHT_COLUMN_PAGE_TAGS.isdisjoint(tags[y:end[y]]):
                columns.append(y)
            y = end[y]
        x = parent[x]
    return columns


def _named_right(dom: Dom, i: int) -> bool:
    """Whether element ``i``'s class or id is the bare word ``RIGHT_COLUMN_NAME``, in any case."""
    get = dom.elements[i].get
    return RIGHT_COLUMN_NAME in ((get("class") or "").strip().lower(), (get("id") or "").strip().lower())


# A menu's entries named by their class or data name (``drop_named_nav_items``): Framer's layer name "Nav Link" /
# "Nav Item" (``dom.NAMING_ATTRIBUTES``' data-framer-name: the entries are <p>s in divs, no <nav>, no link, and the
# model kept a Tibetan and a Uyghur landing page's four entries over the hero), Bootstrap's "nav-link" and
# "nav-item", Bulma's "navbar-item". "menu-item" is left out: a restaurant's menu names its dishes so. A block named
# so (it or an ancestor up to NAV_ITEM_LEVELS), not a heading, of NAV_ITEM_CHARS at most, one of NAV_ITEMS_MIN such
# blocks at least under one menu box (the parent of each one's outermost named box), goes. A class or an id is one
# word ("nav-link"; a space there parts two names, "main-nav link-3"); a data name is a layer's title and may hold one
# ("Nav Link"), so it is read apart (``NAV_ITEM_DATA_RE``).
NAV_ITEM_RE = re.compile(r"(?<![A-Za-z])[Nn]av(?:bar)?[-_]?(?:[Ll]ink|[Ii]tem)(?![a-z])")
NAV_ITEM_DATA_RE = re.compile(r"(?<![A-Za-z])[Nn]av(?:bar)?[-_ ]?(?:[Ll]ink|[Ii]tem)(?![a-z])")
# The page-wide gate on the lowered class and id names (``page_memo.class_text``, ``id_text``; session 45, h318): every
# match of the two patterns above, lowered and without its look-arounds, is a match of this one (most pages name a
# "nav" box, few a nav entry)
NAV_ITEM_GATE_RE = re.compile(r"nav(?:bar)?[-_ ]?(?:link|item)")
NAV_ITEM_LEVELS = 3  # the entry's block, its text box and the entry's box (Framer: p < RichTextContainer < Nav Link)
NAV_ITEM_CHARS = 30  # whitespace-free characters at most of a menu entry ("ང་ཚོའི་སྐོར།", "Contact us")
NAV_ITEMS_MIN = 3  # entries at least of one menu: two named links are a pager's or a card's pair


def drop_named_nav_items(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, the kept blocks (not headings) of at most ``NAV_ITEM_CHARS`` named as a menu's entries
    (``NAV_ITEM_RE`` in a class or an id, ``NAV_ITEM_DATA_RE`` in a data name; the block or an ancestor up to
    ``NAV_ITEM_LEVELS``), ``NAV_ITEMS_MIN`` at least under one menu box. The short kept blocks alone are read, on a
    page whose names may name one (``_may_name_nav_items``); a Dom without its lxml elements is left alone.
    The chain is read by hand, not by ``boxes.named_within``: the menu box is the parent of the entry's outermost
    named box, and ``named_within`` gives the nearest."""
    if not dom.has_elements or not _may_name_nav_items(dom, blocks):
        return
    entries: dict[int, list[int]] = {}  # menu box (the named ancestor's parent) -> its entries' blocks
    for k, b in enumerate(blocks.ids):
        if not keep[b] or blocks.lengths[k] > NAV_ITEM_CHARS or dom.tags[b] in HEADING_TAGS:
            continue
        named = [x for x in (b, *blocks.ancestors[k])[:NAV_ITEM_LEVELS] if _named_nav_item(dom, x)]
        if named:  # the entry's outermost named box: its parent is the menu's
            entries.setdefault(dom.parent[named[-1]], []).append(b)
    for members in entries.values():
        if len(members) >= NAV_ITEMS_MIN:
            for b in members:
                keep[b] = 0


def _may_name_nav_items(dom: Dom, blocks: Blocks) -> bool:
    """Whether the page's names may name a menu's entry: ``NAV_ITEM_GATE_RE`` in its lowered class or id names
    (``page_memo.class_text``, ``id_text``); True, no gate, where either is not at hand. Exact: a class, id or data
    name that ``NAV_ITEM_RE`` or ``NAV_ITEM_DATA_RE`` finds holds, lowered, a match of the gate's pattern, and it
    stands in the joined names (the classes' text joins the data names read with them)."""
    classes, ids = class_text(dom, blocks), id_text(dom, blocks)
    if classes is None or ids is None:
        return True
    return NAV_ITEM_GATE_RE.search(classes) is not None or NAV_ITEM_GATE_RE.search(ids) is not None


def _named_nav_item(dom: Dom, x: int) -> bool:
    """Whether node ``x``'s class or id (``NAV_ITEM_RE``, one name each: no match across the space between two) or its
    data names (``NAV_ITEM_DATA_RE``: Framer's "Nav Link") name a menu's entry."""
    get = dom.elements[x].get
    return (any(NAV_ITEM_RE.search(get(attr) or "") is not None for attr in ("class", "id"))
            or (dom.named_by_data and NAV_ITEM_DATA_RE.search(dom.data_names(x)) is not None))
