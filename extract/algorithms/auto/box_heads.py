"""Box heads: a kept label opening a box whose every other block the page left out is the box's title, not text
(``drop_orphan_box_heads``).

A site's widget sets its title as the first line of its box ("<div class="mod-hd">行情中心</div>" over a market
ticker's table, "<h2>More stories A-Z</h2>" over a letter index of other stories, a side column's "热门视频" over its
list): the model may keep the short label (a heading's place, its prose-like words) and leave out the box's links
and cells. The label alone then reads as a line of the page's text. ``ladder.drop_orphan_headings`` reads a
heading's section up to the next heading, so a box of its own sub-headings (an A-Z index's one-letter ``<h3>``s)
or a label set in a ``<div>`` is not its; this reads the box instead: the element the label opens (its first text,
``BOX_HEAD_LEVELS`` levels up at most), whose other blocks all left out hold ``BOX_REST_RATIO`` times the label's
text at least. Guards: the label is short (``BOX_HEAD_CHARS``), links nothing (a record's linked title is the
record) and is the one kept block of its tag path (a thread's one-word reply, "顶" over its post's tool bar, shares
the slot of every post's text: review h196); the box holds no ``<h1>`` and no ``<main>`` (the page) and no kept block; the page keeps
``KEPT_OUTSIDE_CHARS`` of text outside the box (a story the box stands beside, not a page that is one box).
Review h206 (last session's open pages): a story's "More stories A-Z" and a market ticker's "行情中心" were kept.
Extraction-dev: 13 pages better (a product's and articles' box titles, +0.001 to +0.010), none lower; without the
tag-path guard 44 changed, a Uyghur and a Tibetan product page 0.036 and 0.022 lower.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter

from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

BOX_HEAD_CHARS = 40  # characters at most of a box's label ("More stories A-Z" 16, "行情中心" 4; a sentence runs longer)
BOX_HEAD_LEVELS = 3  # ancestors climbed at most from the label to its box ("div.mod > div.mod-hd", "section > h2")
BOX_REST_RATIO = 2.0  # times the label's text at least in the box's other blocks: a box of content, not a stray line
KEPT_OUTSIDE_CHARS = 100  # kept characters at least outside the box: the page's story (as ``SECOND_MAIN_OWN_CHARS``)
PAGE_TAGS = frozenset({"h1", "main"})  # a box holding either is the page's own


def drop_orphan_box_heads(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, the kept labels opening a box none of whose other blocks is kept (see the module's
    docstring). Constant work per short kept block but the box's blocks, read once per label."""
    ids, lengths = blocks.ids, blocks.lengths
    end, tags, link_text = dom.end, dom.tags, dom.link_text
    kept_total = sum(length for b, length in zip(ids, lengths) if keep[b])
    if kept_total < KEPT_OUTSIDE_CHARS:
        return
    kept_paths = Counter(dom.path[b] for b in ids if keep[b])
    for k, (b, length) in enumerate(zip(ids, lengths)):
        if not keep[b] or not 0 < length <= BOX_HEAD_CHARS or link_text[b] or kept_paths[dom.path[b]] > 1:
            continue
        box = _opened_box(dom, ids, b)
        if box < 0 or not PAGE_TAGS.isdisjoint(tags[box:end[box]]):
            continue
        first, stop = bisect_left(ids, box), bisect_left(ids, end[box])
        rest = range(first, stop)
        if any(keep[ids[j]] for j in rest if j != k):
            continue
        rest_text = sum(lengths[j] for j in rest if j != k)
        if rest_text >= BOX_REST_RATIO * length and kept_total - length >= KEPT_OUTSIDE_CHARS:
            keep[b] = 0
            kept_total -= length


def _opened_box(dom: Dom, ids: list[int], b: int) -> int:
    """The nearest ancestor of block ``b`` (``BOX_HEAD_LEVELS`` levels up at most) holding more text than ``b`` whose
    first block is ``b``, or -1 (text before ``b`` in it: ``b`` opens no box)."""
    parent, tree_text = dom.parent, dom.tree_text
    box = parent[b]
    for _ in range(BOX_HEAD_LEVELS):
        if box < 0 or ids[bisect_left(ids, box)] != b:
            return -1
        if tree_text[box] > tree_text[b]:
            return box
        box = parent[box]
    return -1
