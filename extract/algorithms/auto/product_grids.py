"""Product grids: a shop's category page whose cards' names are kept, or whose grid is the page (its h1 over a sort or
filter bar bound to the grid), keeps each card's name and price (``keep_product_cards``).

The convention of the pages' truths (extraction-dev's collection pages, shop category pages of Shopify, Magento,
WooCommerce, BigCommerce and hand-made themes): where a truth keeps a product grid's cards it keeps each card's name
and price (six structures of six: a beauty, a garden, a furniture, a shoe, a dress and a yoga-mat shop), and the
card's plain subtitle; the card's controls (add to cart, quick view, compare), ratings, the grid's filters, sort bar
and pager it leaves out. The model keeps the names and drops the prices: a card's price is a short line of digits
far from any prose, scored as furniture. Whether a grid is the page's content at all stays the model's and the record
rules' call (``records.keep_record_grids``: a strip of a few cards under a description is no page of records); this
rule completes a grid whose names they kept. One page-type signal read from the page itself overrides them: a shop's
category page sets a sort, filter or count bar (the engines' class words, or a drop-down) between its h1 and its grid,
right over the grid, and no price of its own; a product's page sets its buy box's price between its h1 and a strip
of other products, an article its paragraphs between a bar and a strip. There the grid is the page: its cards' names
and prices come in with the category's h1 (review h223: Magento, BigCommerce, WooCommerce, IKEA and hand-made themes'
category pages lost their cards' names and prices; 0 of 460 dev pages differ: where the dev truths keep a grid beside
a long text, they keep it inconsistently, so the introduction's cap stays). Review h226: a blog post's sidebar
drop-down over a widget's strip of goods, a product's page priced "on request" with a details section over a strip
of other goods, came in as categories; the h1 of a story that closes before the grid, and a kept heading between the
h1 and the grid, now say the grid is a strip of the page (0 of 460 dev pages differ).

A category's or a collection's bar over its grid keeps no line (``drop_shop_bar_lines``): its label ("Filter:",
"Sort by:") and its count ("12 products", "Showing 1–6 of 124 objects"), which Shopify's Dawn sets as ``<h2>``s the
model keeps, go when an element named a bar (``BAR_NAME_RE``) of at most ``BAR_CHARS`` characters holds them
(session 40: a Dawn collection and a museum's collection; extraction-dev unchanged). Review h251: a box so named
must hold a control (a select, an input, a label, a link) unless a count's, and the ``<h1>`` stays: Tailwind's
"filter" on a history's timeline cards and a hero's "filter-dark" are image effects, no bar.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from lxml import etree

from extract.algorithms.auto.boxes import PRICE_RE, own_record
from extract.algorithms.auto.features import DIGIT_RE, Blocks
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.algorithms.auto.shop_panels import SHOP_BAR_RE, is_filter_price
from extract.algorithms.auto.words import HEADING_TAGS, TABLE_CELL_TAGS  # (a table's cells: its data, no bar's line)
from extract.dom import Dom

# Letters of a price line besides its amounts: a card's "Sale price €49,95 Regular price €57,95" (21 letters), "from
# $12", "was/now", a Uyghur or Tibetan "price:" label, an inline button's "Add to cart" the inline rules drop. A
# sentence about a price ("The lamp cost us $45 at the night market") runs longer.
PRICE_LINE_LETTERS = 24
# A shop bar's or a results toolbar's element by its class, each a whole word: the engines' sort, filter, facet and
# toolbar words (``shop_panels.SHOP_BAR_RE``'s: "sort-by", "sorter", "orderby", "toolbar-products", "facet-filters",
# "facets-container", "plp-filter-bar", "result-count") or a count's box (Shopify Dawn's "product-count", a museum's
# or a search's "results-count"); not a word they open ("sortable": a wiki's table whose columns sort)
BAR_NAME_RE = re.compile(r"(?<![a-z])(?:sort(?:[-_]?by|er|ing)?|orderby|toolbar|filters?|facets?|actionbar"
                         r"|(?:products?|results?|items?)[-_]count)(?![a-z])", re.IGNORECASE)
BAR_WORDS = ("sort", "orderby", "toolbar", "filter", "facet", "count", "actionbar")  # one is in every match (the gate)
BAR_CHARS = 300  # characters at most of a bar's text (its labels, its count and its options; a story runs longer)
BAR_LINE_CHARS = 40  # characters at most of a bar's line ("Filter:", "12 products", "Showing 1–6 of 124 objects")
BAR_LEVELS = 3  # ancestors of a line searched for its bar (Dawn: h2 < div.facet-filters < div.facets-container)
LABEL_END = (":", "：")  # a label's last character ("Filter:", "排序：")
# A bar's controls: its sort's select, its filters' inputs, labels and links (a bar sorts or filters the grid). A box
# named so that holds none is no bar: Tailwind's "filter" and a theme's "filter-dark" are a card's or a hero's image
# effects (review h251: a history's timeline cards and a news page's hero lost their years and their title)
# (read in the page's lxml tree: the Dom drops a form's inputs, selects and buttons, ``dom.DROPPED_TAGS``)
BAR_CONTROL_TAGS = frozenset({"a", "select", "option", "input", "button", "form", "label"})
# A count's box by its class (Dawn's "product-count", a museum's "results-count"): its count alone, no control
COUNT_NAME_RE = re.compile(r"(?<![a-z])(?:products?|results?|items?)[-_]count(?![a-z])", re.IGNORECASE)
PRICE_LINE_CHARS = 60  # characters at most of a card's price line (two or three amounts and their labels)
LETTER_RE = re.compile(r"[^\W\d_]")  # a letter of any script (Tibetan vowel signs are marks: not counted)

PRODUCT_CARD_MIN = 3  # cards at least of one grid, siblings of one tag: a pair of boxes is no category's grid
PRODUCT_CARD_CHARS = 400  # characters at most of one card (a name, a subtitle, a price, a badge, its buttons);
# a card with a list of highlights or a paragraph of description is a listing's record, not a grid's card
PRODUCT_NAME_CHARS = 160  # characters at most of a card's name
PRODUCT_NAME_LINK_SHARE = 0.5  # of the name's text in a link at least (a card's name links to the product's page),
# unless the name is a heading
# The other kept text of the page (headings aside), at most: a category's introduction, a paragraph or two, over the
# grid. Where a page sets a long text beside its grid (a buying guide, a brand's story, an SEO essay under the
# products), the truths mostly keep the text and leave the grid out, and the model mostly does the same
# (extraction-dev: a sake brand's story, a barbecue and a camera shop's guides, a lanyard and a mouse shop's texts);
# a shop's grid under no text keeps its cards' names and prices (a beauty shop's). Every dev page with a grid keeps
# 700 to 10,000 such characters: the rule changes none of them (0 of 460 pages differ).
PRODUCT_INTRO_CHARS = 600
PRODUCT_KEPT_NAMES = 0.5  # of the cards' names kept by the steps before, at least: the grid is the page's records
# (without it, the strips of a few priced cards under a short description, which the record rules keep out by design,
# came in: tests/test_auto_grids.py, tests/test_auto_grid_descriptions.py), unless the page is a category's
# (``_is_category_page``)
SHOP_BAR_TAG = "select"  # a sort or filter drop-down (also a product's size or colour: a buy box's price then guards);
# the Dom drops form controls, so it is read among the lxml children of the Dom's elements
CATEGORY_HEADING_TAG = "h1"  # the category's name, over its bar and grid
STORY_TAG = "article"  # a story's element: an h1 inside one that closes before the grid is the story's title (a
# post's archive drop-down or a "shop the story" carousel's toolbar over a strip of goods is no category's bar)


def _is_price_line(text: str, length: int) -> bool:
    """Whether a block's text is a card's price line: at most ``PRICE_LINE_CHARS`` characters, one amount at least
    (``PRICE_RE``) and at most ``PRICE_LINE_LETTERS`` letters besides the amounts."""
    if length > PRICE_LINE_CHARS or DIGIT_RE.search(text) is None:
        return False  # (most short lines, a menu's entries, hold no digit: one scan in C before the pattern)
    rest, amounts = PRICE_RE.subn("", text)
    return amounts > 0 and len(LETTER_RE.findall(rest)) <= PRICE_LINE_LETTERS


def product_cards(dom: Dom, blocks: Blocks, scores: list[float]) -> list[tuple[int, int, int]]:
    """The cards of the page's product grids, as (card, name block index, price block index): price lines
    (``_is_price_line``) of one tag path, not left out by ``never_kept``, each in its own card (the highest element
    holding no other of them), the cards ``PRODUCT_CARD_MIN`` siblings of one tag at least, each at most
    ``PRODUCT_CARD_CHARS`` long and holding a name (``_card_name``). One pass over the blocks; a walk up and a read
    of the card's blocks per price line."""
    ids, lengths, texts = blocks.ids, blocks.lengths, blocks.texts
    by_path: dict[int, list[int]] = {}
    for k, b in enumerate(ids):
        if 0 < lengths[k] <= PRICE_LINE_CHARS and scores[k] != NEVER_KEPT and _is_price_line(texts[k], lengths[k]):
            by_path.setdefault(dom.path[b], []).append(k)
    if not by_path:
        return []
    parent, tags = dom.parent, dom.tags
    runs: dict[tuple[int, str], list[tuple[int, int, int]]] = {}
    for prices in by_path.values():
        if len(prices) < PRODUCT_CARD_MIN:
            continue
        for n, k in enumerate(prices):
            before = ids[prices[n - 1]] if n else -1
            after = ids[prices[n + 1]] if n + 1 < len(prices) else len(dom)
            card = own_record(dom, ids[k], before, after)
            name = _card_name(dom, blocks, scores, card, k)
            if name >= 0 and dom.tree_text[card] <= PRODUCT_CARD_CHARS:
                runs.setdefault((parent[card], tags[card]), []).append((card, name, k))
    return [card for run in runs.values() if len(run) >= PRODUCT_CARD_MIN for card in run]


def _card_name(dom: Dom, blocks: Blocks, scores: list[float], card: int, price: int) -> int:
    """The index of card ``card``'s name block: of its blocks but its price line ``price`` (the card's own block
    when a theme sets the price as the card's loose text), the first heading, else the first mostly a link
    (``PRODUCT_NAME_LINK_SHARE``: a brand's or a badge's plain line, a quick-view button, are no name), at most
    ``PRODUCT_NAME_CHARS`` long and not left out by ``never_kept``; else -1. Reads the card's blocks (a card is
    short: ``PRODUCT_CARD_CHARS``)."""
    ids = blocks.ids
    tags, link_text = dom.tags, dom.link_text
    linked = -1
    for k in range(bisect_left(ids, card), bisect_left(ids, dom.end[card])):
        b = ids[k]
        if k == price or scores[k] == NEVER_KEPT or not 0 < blocks.lengths[k] <= PRODUCT_NAME_CHARS:
            continue
        if tags[b] in HEADING_TAGS:
            return k
        if linked < 0 and link_text[b] >= PRODUCT_NAME_LINK_SHARE * blocks.lengths[k]:  # its own text (a theme
            # may set the price's box inside the name's)
            linked = k
    return linked


def keep_product_cards(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float]) -> None:
    """Keep each product card's name, price line (``product_cards``) and the plain lines between them (no link, at
    most ``PRODUCT_NAME_CHARS``, a letter at least: a subtitle, a book's author; a button or a link bar is none, nor
    a rating's count "(23)" or a row of stars, which the truths leave out), none left out by
    ``never_kept``, in place; only when the steps before kept ``PRODUCT_KEPT_NAMES`` of the cards' names, or the
    page is a shop's category page (``_category_heading``: its h1 is kept too), and the page's other kept text,
    headings aside, is a category's short introduction (``PRODUCT_INTRO_CHARS``). Two passes over the blocks."""
    cards = product_cards(dom, blocks, scores)
    if not cards:
        return
    heading = -1
    if sum(keep[blocks.ids[name]] for _, name, _ in cards) < PRODUCT_KEPT_NAMES * len(cards):
        heading = _category_heading(dom, keep, blocks, scores, min(card for card, _, _ in cards))
        if heading < 0:
            return
    ids, end, tags = blocks.ids, dom.end, dom.tags
    spans = sorted((card, end[card]) for card, _, _ in cards)
    intro, s = 0, 0
    for b, length in zip(ids, blocks.lengths):
        while s < len(spans) and spans[s][1] <= b:
            s += 1
        inside = s < len(spans) and spans[s][0] <= b
        if keep[b] and not inside and tags[b] not in HEADING_TAGS:
            intro += length
    if intro > PRODUCT_INTRO_CHARS:
        return
    link_text = dom.link_text
    at = bisect_left(ids, heading)
    if heading >= 0 and at < len(ids) and ids[at] == heading and scores[at] != NEVER_KEPT:
        keep[heading] = 1  # the category's name (the truths keep it with its grid)
    for _, name, price in cards:
        keep[ids[name]] = 1
        keep[ids[price]] = 1
        for k in range(name + 1, price):  # the card's plain lines between them: a subtitle, an author, a size
            if (scores[k] != NEVER_KEPT and 0 < blocks.lengths[k] <= PRODUCT_NAME_CHARS and not link_text[ids[k]]
                    and LETTER_RE.search(blocks.texts[k])):
                keep[ids[k]] = 1


def _category_heading(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], first: int) -> int:
    """The page's h1 when the page is a shop's category page whose grid starts at element ``first``, else -1: the
    page's first h1 comes before the grid, outside it; between them stands a shop bar (an element whose class or id
    matches ``SHOP_BAR_RE`` or with a ``SHOP_BAR_TAG`` child: the grid's sort, filter or count bar) with no kept text
    between the bar and the grid (the bar is the grid's: an article's paragraphs under a bar make it theirs), and no
    price line outside every bar (``_is_price_line``, not left out by ``never_kept``: a product's buy box, whose page
    sets its strip of other products after it; a filter's price ranges, in a bar or linked, are no product's:
    ``shop_panels.is_filter_price``, review h239), no kept heading but the h1 before the bar, outside every bar (a
    bar's own "Sort by:" label is the bar's; a category's introduction is a paragraph or two; a product's details or
    a story's sections under their own headings make the page theirs), and the h1 is not the title of a
    ``STORY_TAG`` element that closes before the grid (a story with a strip of goods under it). A walk over the
    elements before the grid and up from the h1; -1 for a Dom without its lxml elements."""
    if not dom.has_elements:
        return -1
    tags = dom.tags
    try:
        heading = tags.index(CATEGORY_HEADING_TAG, 0, first)
    except ValueError:
        return -1
    parent, end = dom.parent, dom.end
    a = parent[heading]
    while a >= 0:
        if tags[a] == STORY_TAG and end[a] <= first:
            return -1  # the h1 is a story's title, the story ends before the grid: a strip under it
        a = parent[a]
    bar, bar_end = -1, -1  # the last bar, and where the bars read so far end (a bar's own label heading is the bar's)
    section = first  # the first kept heading but the h1 outside every bar (a section of the page's own text)
    bars: list[tuple[int, int]] = []  # the bars' spans (a filter's price ranges are the bar's, no product's price)
    for i in range(heading + 1, first):
        element = dom.elements[i]
        named = dom.names(i)
        if (named != " " and SHOP_BAR_RE.search(named)) or any(child.tag == SHOP_BAR_TAG for child in element):
            bar, bar_end = i, max(bar_end, end[i])
            bars.append((i, end[i]))
        elif i >= bar_end and section == first and keep[i] and tags[i] in HEADING_TAGS:
            section = i
    ids, lengths, texts = blocks.ids, blocks.lengths, blocks.texts
    for k in range(bisect_left(ids, heading), bisect_left(ids, first)):
        if (scores[k] != NEVER_KEPT and 0 < lengths[k] <= PRICE_LINE_CHARS and _is_price_line(texts[k], lengths[k])
                and not any(start <= ids[k] < stop for start, stop in bars) and not is_filter_price(dom, ids[k])):
            return -1
    if bar < 0 or section < bar or any(keep[b] for b in ids[bisect_left(ids, end[bar]):bisect_left(ids, first)]):
        return -1  # (a product's details or a story's part under its heading, before the grid's bar: the page's)
    return heading


def drop_shop_bar_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept short lines (``BAR_LINE_CHARS``) of a category's or a collection's bar over its grid, in
    place: a line within ``BAR_LEVELS`` levels of an element named a sort, filter, facet, toolbar or count box
    (``BAR_NAME_RE``) of at most ``BAR_CHARS`` characters, that is a label (it ends in a colon, ``LABEL_END``:
    "Filter:", "سۈزگۈچ:") or counts (a digit: "12 products", "Showing 1–6 of 124 objects"). Shopify Dawn sets its
    facets' heading and its product count as ``<h2>``s, which the model keeps as a section's headings; a sentence
    of a story in a box so named says more than a label or a count. Session 40: a Dawn collection and a museum's
    collection kept them. Not a box that holds no control (``BAR_CONTROL_TAGS``) unless a count's (``COUNT_NAME_RE``),
    and never the page's ``<h1>`` (review h251: image-effect classes). The gate: the page's class names hold a bar's
    word."""
    if not dom.has_elements or blocks.classes is None:
        return
    if not class_text_may_hold(dom, blocks, BAR_WORDS):
        return
    classes, parent, tree_text = blocks.classes, dom.parent, dom.tree_text
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        if not keep[b] or length > BAR_LINE_CHARS or dom.tags[b] in TABLE_CELL_TAGS or dom.tags[b] == "h1":
            continue
        line = text.strip()
        if not (line.endswith(LABEL_END) or DIGIT_RE.search(line) is not None):
            continue
        a = b
        for _ in range(BAR_LEVELS + 1):
            if a < 0 or tree_text[a] > BAR_CHARS:
                break
            name = classes.get(a)
            if (name and any(word in name.lower() for word in BAR_WORDS) and BAR_NAME_RE.search(name) is not None
                    and (COUNT_NAME_RE.search(name) is not None or _holds_control(dom, a))):
                keep[b] = 0  # (a box so named without a control: its bar may stand above it, Dawn's "facets__heading")
                break
            a = parent[a]


def _holds_control(dom: Dom, node: int) -> bool:
    """Whether ``node``'s subtree holds a bar's control (``holds_control``)."""
    return holds_control(dom.elements[node])


def holds_control(element: etree._Element) -> bool:
    """Whether lxml ``element``'s descendants hold a bar's control (``BAR_CONTROL_TAGS``: a select, an input, a
    label, a link), read in the page's tree, where the Dom's dropped controls still are."""
    return any(isinstance(node.tag, str) and node.tag in BAR_CONTROL_TAGS for node in element.iterdescendants())
