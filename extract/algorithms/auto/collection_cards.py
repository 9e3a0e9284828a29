"""Collection cards: a collection's card titles named so by their engine, and its filter bar, read by class.

A blog's, a portfolio's or a gallery's collection page (Squarespace's summary block, WordPress themes' post grids,
a museum's object grid) sets each card as a linked title over a short excerpt. The truths of collection pages keep
each card's title and excerpt (extraction-dev's collections: the cards' names and blurbs), and leave out the
collection's filter bar ("All / Painting / Metalwork", "Filter by:").

* ``keep_card_titles``: the rescue rules keep a record's title when it is a heading (``keep_section_headings``) or
  the parent of its kept lead (``keep_record_titles``); a Squarespace summary item sets its title as a ``<div
  class="summary-title">`` beside its excerpt, no heading, and the model scores it just under the threshold (session
  40: three of four titles lost). A short linked block whose class names it a title (``CARD_TITLE_CLASS_RE``:
  "summary-title", "card-title", "entry-title", "item__title"), right over its card's kept text, in a slot where
  ``CARD_TITLES_MIN`` cards at least are so, is kept. The rescue floor and the kept text under it guard: a story's
  list whose items are named "title" has no card text after each item.
* ``drop_filter_bars``: Elementor's portfolio widget sets its filter bar as a ``<ul
  class="elementor-portfolio__filters">`` of short items ("All", a category's name), which the model keeps over the
  grid; a museum's bar sets its "Filter by:" label beside its buttons (the Dom reads no button: ``product_grids``'
  ``drop_shop_bar_lines`` finds no control there). A box named a filter (``FILTER_NAME_RE``) whose element children,
  ``FILTER_ENTRIES_MIN`` at least of one tag, are each a short entry (``FILTER_ENTRY_CHARS``), no heading among them,
  of ``FILTER_BAR_CHARS`` at most, entries that are controls (a link, a button, an item named a filter), is the bar:
  its kept lines go. A story's box so named (Tailwind's "filter" image effect on a card, a hero's "filter-dark", a
  "filters" box of tips on water filters) holds a heading, a paragraph longer than an entry, or short paragraphs, a
  poem's lines or a table's rows that are no control, and stays.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter

from lxml import etree

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.algorithms.auto.product_grids import BAR_CONTROL_TAGS, holds_control
from extract.algorithms.auto.vetoes import LETTER_RE
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

# A card's title by its class, a whole word: Squarespace's "summary-title", Bootstrap's "card-title", WordPress'
# "entry-title", BEM's "card__title"; not a word it opens ("titlebar", "subtitle": a card's second line)
CARD_TITLE_CLASS_RE = re.compile(r"(?<![a-z])title(?![a-z])", re.IGNORECASE)
CARD_TITLE_WORDS = ("title",)  # the page-wide gate: a literal every name the pattern matches holds
CARD_TITLE_CHARS = 160  # characters at most of a card's title (a long headline runs ~100)
CARD_TITLES_MIN = 3  # cards at least of one slot so titled: a collection, not one box's linked heading
CARD_TITLE_SHARE = 0.8  # of the slot's blocks so titled at least: every card, not a menu's few entries
CARD_TITLE_LEVELS = 2  # the title and its card's kept text share an ancestor this close (the card's content box)
CARD_TITLE_LOOKAHEAD = 3  # blocks after the title searched for its card's kept text (past a date and a byline line)
CARD_TEXT_CHARS = 20  # characters at least of the card's kept text: an excerpt, not a "3 comments" line

# A filter bar by its class, a whole word: Elementor's "elementor-portfolio__filters", a theme's "collection-filters",
# "filter-bar", "portfolio-filter"; not a word it opens ("filtered")
FILTER_NAME_RE = re.compile(r"(?<![a-z])filters?(?![a-z])", re.IGNORECASE)
FILTER_WORDS = ("filter",)  # the page-wide gate
FILTER_ENTRIES_MIN = 3  # entries at least of one tag in the bar ("All" and two categories)
FILTER_ENTRY_CHARS = 30  # characters at most of one entry (a category's name, "Filter by:"); a sentence runs longer
FILTER_BAR_CHARS = 300  # characters at most of the bar's text (its label and its entries; a story runs longer)
# A bar's entry is a control: a link or a button (or holds one), or an item its theme names a filter itself
# (Elementor's "<li class=elementor-portfolio__filter>"); a story's box so named sets paragraphs, a poem's lines or a
# table's rows, none of them a control (session 40 review h259: a "filters" box of three short sentences on water
# filters, a poem's stanzas under Tailwind's "filter" utility, a "filter-table" of prices were dropped):
# ``product_grids.BAR_CONTROL_TAGS``, as a shop bar's


def keep_card_titles(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep a collection's card titles named so by class (``CARD_TITLE_CLASS_RE``) above ``floor``, in place: short
    (``CARD_TITLE_CHARS``) linked blocks whose card's text right after them (within ``CARD_TITLE_LOOKAHEAD`` blocks,
    under one of the title's ``CARD_TITLE_LEVELS`` nearest ancestors) is kept, where ``CARD_TITLES_MIN`` blocks and
    ``CARD_TITLE_SHARE`` of one slot are so. One pass over the blocks; the gate: the page's class names hold "title"."""
    if not dom.has_elements or blocks.classes is None or not class_text_may_hold(dom, blocks, CARD_TITLE_WORDS):
        return
    classes, ids, end, chains = blocks.classes, blocks.ids, dom.end, blocks.ancestors
    titled: dict[tuple[int, str], list[int]] = {}
    for k, b in enumerate(ids):
        name = classes.get(b)
        if (not name or "title" not in name.lower() or CARD_TITLE_CLASS_RE.search(name) is None
                or dom.tags[b] in HEADING_TAGS or scores[k] <= floor or blocks.lengths[k] > CARD_TITLE_CHARS
                or not dom.link_text[b] or LETTER_RE.search(blocks.texts[k]) is None):
            continue
        card = chains[k][:CARD_TITLE_LEVELS]
        for j in range(k + 1, min(k + 1 + CARD_TITLE_LOOKAHEAD, len(ids))):
            if not any(a <= ids[j] < end[a] for a in card):
                break  # (the next card's blocks: this one's text ended)
            if keep[ids[j]] and blocks.lengths[j] >= CARD_TEXT_CHARS and dom.link_text[ids[j]] < dom.tree_text[ids[j]]:
                titled.setdefault(blocks.slots[k], []).append(b)
                break
    if not titled:
        return
    members = Counter(blocks.slots)
    for slot, titles in titled.items():
        if len(titles) >= CARD_TITLES_MIN and len(titles) >= CARD_TITLE_SHARE * members[slot]:
            for b in titles:
                keep[b] = 1


def drop_filter_bars(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept lines of a collection's filter bar, in place: an element named a filter
    (``FILTER_NAME_RE``) of at most ``FILTER_BAR_CHARS`` characters whose element children hold
    ``FILTER_ENTRIES_MIN`` entries of one tag at least, each at most ``FILTER_ENTRY_CHARS`` characters, and no
    heading, where those entries are controls (``BAR_CONTROL_TAGS``, or items named a filter). The gate: the page's
    class names hold "filter"; then the named elements alone are read."""
    if not dom.has_elements or blocks.classes is None or not class_text_may_hold(dom, blocks, FILTER_WORDS):
        return
    bars = [node for node, name in blocks.classes.items()
            if "filter" in name.lower() and FILTER_NAME_RE.search(name) is not None
            and 0 < dom.tree_text[node] <= FILTER_BAR_CHARS and _is_filter_bar(dom, node)]
    if not bars:
        return
    ids, end = blocks.ids, dom.end
    for bar in bars:
        for b in ids[bisect_left(ids, bar):bisect_left(ids, end[bar])]:
            if keep[b] and dom.tags[b] != "h1":
                keep[b] = 0


def _is_filter_bar(dom: Dom, node: int) -> bool:
    """Whether ``node``'s element children are a filter bar's entries: no heading in its subtree, every child's text
    at most ``FILTER_ENTRY_CHARS`` characters, ``FILTER_ENTRIES_MIN`` controls (``_is_filter_control``) of one tag
    at least."""
    if any(dom.tags[i] in HEADING_TAGS for i in range(node, dom.end[node])):
        return False
    tags: Counter[str] = Counter()
    for child in dom.child_ids(node):
        if dom.tree_text[child] > FILTER_ENTRY_CHARS:  # (the Dom's text: no dropped select's options)
            return False
        if _is_filter_control(dom.elements[child]):
            tags[dom.tags[child]] += 1
    return bool(tags) and max(tags.values()) >= FILTER_ENTRIES_MIN


def _is_filter_control(entry: etree._Element) -> bool:
    """Whether a bar's ``entry`` is a control: a ``BAR_CONTROL_TAGS`` element or one holding such, or an item whose
    own class names it a filter (``FILTER_NAME_RE``). Its subtree is a bar entry's (``FILTER_ENTRY_CHARS``)."""
    return (entry.tag in BAR_CONTROL_TAGS or FILTER_NAME_RE.search(entry.get("class") or "") is not None
            or holds_control(entry))
