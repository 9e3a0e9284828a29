"""Letter indexes: a listing's A-Z index of links, each group under its one-letter heading, is the page's text.

A category's or a catalogue's index page ("Fasteners & Hardware Categories": "A" Adapters Anchors, "B" Bands Bolts ...;
MediaWiki's ``#mw-pages .mw-category-group``; a glossary's or a dictionary's browse page) lists the site's pages by
their first letter. Each entry is a bare link and scores like a menu entry (stage-2 logit -2 to -3.5), so the page
kept its title alone; the WCXB truths keep every entry (``keep_letter_indexes``). Extraction-dev: ALL 0.9086 ->
0.9095, thomasnet's English original 0.262 -> 1.000, no page lower (its Tibetan and Uyghur copies, and Wikipedia's
category, whose entries pass, unchanged); h202's own pages: a catalogue's, a glossary's (Uyghur), a MediaWiki category's
(Tibetan) and a Chinese place-name index kept whole. Review h206: an index with a "0-9" group is kept whole; a site's
A-Z directory under an article's paragraphs or beside a brief's ``<article>`` stays out (extraction-dev unchanged).

MediaWiki's category page is the one index whose truths leave out the letters (``drop_category_letters``).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text
from extract.algorithms.auto.records import NEVER_KEPT, _inside_kept_articles
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

# The index's letter headings: a block of one letter (Latin "A", Tibetan "ཀ", Uyghur "ئا" is a hamza carrier and its
# vowel, two code points) and no link. A row of letter links ("A | B | C", a directory's jump bar) is no group heading.
INDEX_LETTER_CHARS = 2  # whitespace-free characters at most of a letter heading
# An index's group of names opening with a digit or a sign, beside its letters: "0-9", "0–9", "#", "123" (a
# catalogue's "3M adhesives", a glossary's "4-way valves"). Without it the index's entries under it, neither lettered
# nor a letter's, made the whole index no index and the page kept its title alone (h206's A-Z catalogue).
INDEX_OTHER_HEADING_RE = re.compile(r"#|0[-–—]9|123")  # a whitespace-free heading, matched whole
INDEX_OTHER_HEADING_CHARS = 3  # characters of the pattern's longest whole match: "0-9", "0–9", "123"
# characters at most of any heading of the index: the one test each block's text meets before the letter's and the
# pattern's are read (exact: no longer text is either)
INDEX_HEADING_CHARS = max(INDEX_OTHER_HEADING_CHARS, INDEX_LETTER_CHARS)
# Four groups at least: an index, not an article's two or three lettered points ("A." "B." "C." before paragraphs);
# the dev indexes run 19 (thomasnet, wcxb 4532) and 25 (Wikipedia's category, wcxb 3010) groups.
INDEX_MIN_GROUPS = 4
# Each group's entries are links (link text over text): a glossary's lettered paragraphs of prose are an article's
# (its "A is for anchors: ..." has no link); MediaWiki's "Programming languages (12 C, 1 P)" counts sit beside the link.
INDEX_ENTRY_LINK_SHARE = 0.6
# The index's lead-in, between the page's kept title and the index: MediaWiki's "Pages in category ..." heading and its
# "The following 9 pages are in this category, out of 9 total." (the WCXB truth of Wikipedia's category keeps both).
INDEX_LEAD_BLOCKS = 2  # blocks at most: a heading and its note; more is another section of the page
INDEX_LEAD_LEVELS = 2  # the lead-in lies in the index's ancestor this far up (#mw-pages over .mw-content-ltr)
INDEX_LEAD_LINK_SHARE = 0.5  # of a lead-in block's text in links, less than: a note, not a pager or a menu
# The index is the page's text: the page keeps a title and an intro before it, INDEX_INTRO_BLOCKS blocks of text at
# most besides headings (a glossary's "This page lists the fruits grown in Xinjiang, by letter."; a category's
# description). A site's "More stories A-Z" directory of linked titles under an article's paragraphs (entries at
# stage-2 logit -2.5 to -4, above the floor) stays out (h206's pages). The index's weight does not tell them apart: a
# glossary's nine entries weigh less than its intro line, a directory's ten titles nearly an article's three paragraphs.
INDEX_INTRO_BLOCKS = 2  # kept blocks at most before the index, headings aside: an intro and a note
# Nor is an index beside the page's ``<article>`` or ``<main>``: the kept text before it must lie in no such element
# that leaves the index out (``records._inside_kept_articles``): a news brief's ``<article>`` over the site's directory
# of place names, a footer's "Browse by letter" under ``<main>`` (h206's pages).


def keep_letter_indexes(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                        marks: list[int]) -> None:
    """Keep a letter index under the page's kept text, in place: ``INDEX_MIN_GROUPS`` sibling elements at least, each
    opening with a distinct one-letter heading (``INDEX_LETTER_CHARS``, no link) followed by link entries only
    (``INDEX_ENTRY_LINK_SHARE``); every block of the groups above ``floor``, none vetoed or never kept, and some
    text kept before the index (the page's title). The letters (or a group's "0-9", ``INDEX_OTHER_HEADING_RE``) are
    kept with their entries when the page keeps a title and an intro before the index (``INDEX_INTRO_BLOCKS``: the
    page is the index, not an article over the site's directory) and the text before it lies in no
    ``<article>``/``<main>`` that leaves the index out. One pass over the blocks (their whitespace-free texts'
    lengths) and, on a page of ``INDEX_MIN_GROUPS`` one-letter blocks, one over each candidate index's blocks."""
    if not dom.has_elements:
        return
    parent, end, link_text = dom.parent, dom.end, dom.link_text
    candidates = [(k, b, letter) for k, (b, letter) in enumerate(zip(blocks.ids, blocks.compact))
                  if 0 < len(letter) <= INDEX_HEADING_CHARS
                  and (len(letter) <= INDEX_LETTER_CHARS and letter.isalpha()
                       or INDEX_OTHER_HEADING_RE.fullmatch(letter))
                  and not link_text[b]]
    if len(candidates) < INDEX_MIN_GROUPS:
        return
    groups: dict[int, dict[str, int]] = {}  # index element -> {letter: group element}
    letters: set[int] = set()  # the letter headings' blocks
    for k, b, letter in candidates:
        group = parent[b]
        if group < 0 or parent[group] < 0 or _first_block(dom, blocks, group) != k:
            continue
        groups.setdefault(parent[group], {}).setdefault(letter, group)
        letters.add(b)
    for index, lettered in groups.items():
        if len(lettered) < INDEX_MIN_GROUPS:
            continue
        start = _first_block(dom, blocks, index)
        inside = list(range(start, bisect_left(blocks.ids, end[index])))
        if not _is_index(dom, blocks, scores, floor, marks, inside, index, set(lettered.values()), letters):
            continue
        before = [b for b in blocks.ids[:start] if keep[b]]
        if not before or not all(_inside_kept_articles(dom, b, index) for b in before):
            continue
        if sum(dom.tags[b] not in HEADING_TAGS for b in before) > INDEX_INTRO_BLOCKS:
            continue
        for k in inside + _lead_in(dom, keep, blocks, scores, floor, marks, index, start):
            keep[blocks.ids[k]] = 1


def _lead_in(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float, marks: list[int],
             index: int, start: int) -> list[int]:
    """The positions of the index's lead-in: the blocks between the last kept block and the index's first (at
    ``start``), at most ``INDEX_LEAD_BLOCKS``, each in the index's ancestor ``INDEX_LEAD_LEVELS`` up, mostly unlinked
    text above ``floor`` and neither vetoed nor never kept (MediaWiki's "Pages in category" and "The following 9 pages
    are in this category"); none when one of them fails."""
    box = index
    for _ in range(INDEX_LEAD_LEVELS):
        if dom.parent[box] >= 0:
            box = dom.parent[box]
    lead: list[int] = []
    k = start - 1
    while k >= 0 and not keep[blocks.ids[k]]:
        b = blocks.ids[k]
        if (len(lead) == INDEX_LEAD_BLOCKS or not box < b < dom.end[box] or scores[k] <= floor or marks[k]
                or dom.link_text[b] >= INDEX_LEAD_LINK_SHARE * dom.tree_text[b]):
            return []
        lead.append(k)
        k -= 1
    return lead


def _first_block(dom: Dom, blocks: Blocks, element: int) -> int:
    """The position of the first block inside ``element`` (itself when it is one), or -1: the blocks are in document
    order, so it is the first at or after ``element``'s id, when that lies in its subtree."""
    k = bisect_left(blocks.ids, element)
    return k if k < len(blocks.ids) and blocks.ids[k] < dom.end[element] else -1


def _is_index(dom: Dom, blocks: Blocks, scores: list[float], floor: float, marks: list[int], inside: list[int],
              index: int, lettered: set[int], letters: set[int]) -> bool:
    """Whether the blocks ``inside`` the candidate ``index`` are its letters (``letters``) and link entries: each
    entry in a lettered group (``lettered``) and mostly link text, every block above ``floor``, none never kept or
    vetoed. A walk up from each entry, stopping at ``index``."""
    parent, link_text, tree_text = dom.parent, dom.link_text, dom.tree_text
    for k in inside:
        b = blocks.ids[k]
        if scores[k] == NEVER_KEPT or scores[k] <= floor or marks[k]:
            return False
        if b in letters:
            continue
        if link_text[b] < INDEX_ENTRY_LINK_SHARE * tree_text[b]:
            return False
        a = parent[b]
        while a != index and a not in lettered:
            a = parent[a]
        if a == index:
            return False
    return True


# MediaWiki's category listing (``CategoryViewer``: ``div.mw-category > div.mw-category-group``, each an ``<h3>`` of the
# first letter over a ``<ul>`` of the category's members) is an index whose WCXB truth keeps the members and leaves out
# the letters (Wikipedia's "Category:Programming languages": "A", "C", "D" ... and "*", "+" are no lines of it; in its
# Tibetan and Uyghur variants those headings hold other words, as lines the truths leave out too). A catalogue's
# letters stay (thomasnet's truth keeps them): the rule reads MediaWiki's class alone.
CATEGORY_GROUP_CLASS = "mw-category-group"  # MediaWiki's class of one letter's group of a category's members


def drop_category_letters(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept heading of each MediaWiki category group (a heading whose parent's class holds
    ``CATEGORY_GROUP_CLASS``), in place. A gate on the page's joined classes, then one pass over the blocks."""
    if not dom.has_elements:
        return
    text = class_text(dom, blocks)
    if text is not None and CATEGORY_GROUP_CLASS not in text:
        return
    tags, parent, elements = dom.tags, dom.parent, dom.elements
    for b in blocks.ids:
        if keep[b] and tags[b] in HEADING_TAGS and parent[b] >= 0:
            name = elements[parent[b]].get("class")
            if name and CATEGORY_GROUP_CLASS in name.split():
                keep[b] = 0
