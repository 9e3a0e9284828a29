"""Story lists: a list its theme names as related reading ("hot-list") that links nowhere, set between the story's
paragraphs, is the story's own list (``story_lists_named_related``)."""

from __future__ import annotations

import re

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.boxes import LIST_TAGS, RELATED_HEADING_RE
from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

# A list named as related reading ("hot-list", "related-items") with no link in it, set between two paragraphs of
# running text, is the story's own list under a theme's words (review h218: a story's list of hot springs in
# ``<ul class="hot-list">`` lost all four items to ``RELATED_RE``): related reading points at other pages, each entry a
# link; a list of the story's own points links nowhere. Its element siblings before and after are both one of
# ``STORY_LIST_NEIGHBOUR_TAGS`` holding text, and no ancestor is named related reading too (a related box's own list).
STORY_LIST_NEIGHBOUR_TAGS = frozenset({"p"})
# The list may sit in wrappers of its own (``<div class="hot-box"><ul class="hot-list">``, a theme's styling box):
# ``STORY_LIST_WRAPPER_LEVELS`` elements at most whose only element and only text is the list (review h228: a Tibetan
# story's list of hot springs in such a box lost its items); its neighbours are then the outermost wrapper's.
STORY_LIST_WRAPPER_LEVELS = 2
# A list closing the story needs no paragraph after it when the paragraph before introduces it, ending in a colon
# ("这几家老店都在老街上，相距不过几百米：", review h228); a related list under the story follows its last
# paragraph, a sentence closed by a full stop, never by a colon; a related-reading label is no introduction
# ("<p>相关阅读：</p>", "Related reading:": ``boxes.RELATED_HEADING_RE``).
INTRODUCING_COLON_RE = re.compile(r"[:：]\s*$")


def _outer_wrapper(dom: Dom, i: int) -> int:
    """Element ``i`` or its outermost wrapper (see ``STORY_LIST_WRAPPER_LEVELS``): an ancestor whose one element child
    is the list's branch and whose text is all the list's."""
    parent, end, text = dom.parent, dom.end, dom.tree_text
    x = i
    for _ in range(STORY_LIST_WRAPPER_LEVELS):
        up = parent[x]
        if up < 0 or up + 1 != x or end[up] != end[x] or text[up] != text[i]:
            break
        x = up
    return x


def story_lists_named_related(dom: Dom, blocks: Blocks, related_bit: int) -> list[int]:
    """The lists named as related reading (veto ``related_bit``) that are a story's own (see
    ``STORY_LIST_NEIGHBOUR_TAGS``): no link, a paragraph of text right before and right after (the list or its
    wrapper's, ``STORY_LIST_WRAPPER_LEVELS``), or none after when the one before ends in a colon
    (``INTRODUCING_COLON_RE``) and is no related-reading label; no related-named ancestor. Read from the few named
    nodes (``Blocks.vetoed``), the elements only."""
    parent, tags, end, text = dom.parent, dom.tags, dom.end, dom.tree_text
    named = [i for i in blocks.vetoed if blocks.vetoes[i] & related_bit]
    named_boxes = Subtrees(dom, named)  # (one bisect per list, not a scan of the named nodes)
    lists: list[int] = []
    for i in named:
        if tags[i] not in LIST_TAGS or "a" in tags[i:end[i]] or named_boxes.encloses(i):
            continue
        x = _outer_wrapper(dom, i)
        if named_boxes.encloses(x):
            continue
        before, after = dom.previous_sibling(x), end[x]
        if before < 0 or tags[before] not in STORY_LIST_NEIGHBOUR_TAGS or text[before] <= 0:
            continue
        if after < len(tags) and parent[after] == parent[x]:
            if tags[after] in STORY_LIST_NEIGHBOUR_TAGS and text[after] > 0:
                lists.append(i)
        elif parent[x] >= 0:
            intro = dom.text(before)
            if INTRODUCING_COLON_RE.search(intro) is not None and RELATED_HEADING_RE.match(intro) is None:
                lists.append(i)
    return lists
