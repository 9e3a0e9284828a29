"""Sponsored cards: a feed's entry named as an advert among its entries is the ad's, not the page's
(``sponsored_cards``).

Blog themes and news feeds set a paid entry among their posts in the posts' own markup, flagged by a class word:
``<article class="entry sponsored">`` over an ad server's link ("Sponsored: Win a holiday cottage this summer"),
"advert" / "advertisement". The card reads as one more teaser, and its title, in the feed's heading tag at the feed's
tag path, passes the model with the others (review h217: an English feed kept it). The word stands alone in the class
(``SPONSORED_CARD_RE``; not WordPress's post_class() "category-sponsored" or "tag-sponsored", an editor's slug for a
post of the page's own). "promoted" is no such word: a job board's or a shop's "promoted" entry is a real job or
product the site lists for a fee, Drupal's "promoted" node is the site's own story (review h238: a job board lost its
two promoted jobs). Guards: the card has at least ``FEED_ENTRIES_MIN`` element siblings of its own tag not so named
that share a class word with it when its tag is a mere box (``BOX_TAGS``: "entry" of "<div class='entry
sponsored'>"; any sibling of its tag when the card has no other word, or is an ``<article>`` or a list item): it is
one entry of a feed, not a sponsored story that is the page, set among its page's boxes ("<div class='article-body
sponsored'>" between the crumbs' and the meta line's ``<div>``s, review h238: an advertorial lost its text); and it
holds neither the page's ``<h1>`` nor its ``<main>`` (``CARD_PAGE_TAGS``; a feed's
entries are ``<article>``s themselves) nor more than ``OVERLAY_PAGE_SHARE`` of its text.
"""

from __future__ import annotations

import re

from extract.algorithms.auto.boxes import OVERLAY_PAGE_SHARE, PAGE_WRAPPER_TAGS, named_boxes
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.dom import Dom

SPONSORED_CARD_RE = re.compile(r"(?<![\w-])(?:sponsored|advert|advertisement)(?![\w-])", re.IGNORECASE)
SPONSORED_WORDS = ("sponsor", "advert")  # one is in every match of ``SPONSORED_CARD_RE`` (the gate, lowered)
CARD_PAGE_TAGS = PAGE_WRAPPER_TAGS - {"article"}  # what a feed's card never holds
FEED_ENTRIES_MIN = 2  # element siblings at least of the card's tag, not so named: the feed's own entries
BOX_TAGS = frozenset({"div", "section", "span"})  # a page's boxes of any kind: their entries share a class word too


def sponsored_cards(dom: Dom, blocks: Blocks) -> list[int]:
    """The outermost elements whose class names them an advert (``SPONSORED_CARD_RE``) set among at least
    ``FEED_ENTRIES_MIN`` siblings of their tag not so named (of a box's tag, ``BOX_TAGS``: sharing a class word with
    them, ``_entry_words``), holding neither ``CARD_PAGE_TAGS`` nor more than ``OVERLAY_PAGE_SHARE`` of its text. The
    named nodes only (``boxes.named_boxes``), their siblings read for those."""
    if not dom.has_elements:
        return []
    if not class_text_may_hold(dom, blocks, SPONSORED_WORDS):
        return []  # (the page-wide gate: the classes ``named_boxes`` reads, joined and lowered)
    most = OVERLAY_PAGE_SHARE * dom.tree_text[0]

    def is_named(name: str) -> bool:
        lowered = name.lower()
        return any(word in lowered for word in SPONSORED_WORDS) and SPONSORED_CARD_RE.search(name) is not None

    def fits(i: int) -> bool:
        tags, end = dom.tags, dom.end
        if dom.tree_text[i] > most or not CARD_PAGE_TAGS.isdisjoint(tags[i:end[i]]):
            return False
        words = _entry_words(dom.elements[i].get("class") or "") if tags[i] in BOX_TAGS else set()
        entries, x = 0, dom.parent[i] + 1 if dom.parent[i] >= 0 else len(tags)
        while x < len(tags) and dom.parent[x] == dom.parent[i] and entries < FEED_ENTRIES_MIN:
            name = dom.elements[x].get("class") or ""
            if x != i and tags[x] == tags[i] and SPONSORED_CARD_RE.search(name) is None \
                    and (not words or not words.isdisjoint(name.lower().split())):
                entries += 1
            x = end[x]
        return entries >= FEED_ENTRIES_MIN

    return named_boxes(dom, blocks, is_named, fits)


def _entry_words(name: str) -> set[str]:
    """The words of a card's class that are not an advert's (``SPONSORED_CARD_RE``), lowered: the feed's entry class
    ("entry" of "entry sponsored") its fellow entries share."""
    return {word for word in name.lower().split() if SPONSORED_CARD_RE.fullmatch(word) is None}
