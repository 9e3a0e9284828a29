"""Story lists: a list its theme names as related reading ("hot-list") that links nowhere, set between the story's
paragraphs, is the story's own list (``story_lists_named_related``)."""

from __future__ import annotations

from extract.algorithms.auto.boxes import LIST_TAGS
from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

# A list named as related reading ("hot-list", "related-items") with no link in it, set between two paragraphs of
# running text, is the story's own list under a theme's words (review h218: a story's list of hot springs in
# ``<ul class="hot-list">`` lost all four items to ``RELATED_RE``): related reading points at other pages, each entry a
# link; a list of the story's own points links nowhere. Its element siblings before and after are both one of
# ``STORY_LIST_NEIGHBOUR_TAGS`` holding text, and no ancestor is named related reading too (a related box's own list).
STORY_LIST_NEIGHBOUR_TAGS = frozenset({"p"})


def _element_before(dom: Dom, i: int) -> int:
    """Element ``i``'s previous element sibling, or -1: the ancestor of element ``i - 1`` that is a child of ``i``'s
    parent (a walk up one branch)."""
    parent, x = dom.parent, i - 1
    while x >= 0 and parent[x] != parent[i]:
        x = parent[x]
    return x if x > parent[i] else -1


def story_lists_named_related(dom: Dom, blocks: Blocks, related_bit: int) -> list[int]:
    """The lists named as related reading (veto ``related_bit``) that are a story's own (see
    ``STORY_LIST_NEIGHBOUR_TAGS``): no link, a paragraph of text right before and right after, no related-named
    ancestor. Read from the few named nodes (``Blocks.vetoed``), the elements only."""
    parent, tags, end, text = dom.parent, dom.tags, dom.end, dom.tree_text
    named = [i for i in blocks.vetoed if blocks.vetoes[i] & related_bit]
    lists: list[int] = []
    for i in named:
        if tags[i] not in LIST_TAGS or "a" in tags[i:end[i]] or any(j < i < end[j] for j in named):
            continue
        before, after = _element_before(dom, i), end[i]
        if (before >= 0 and tags[before] in STORY_LIST_NEIGHBOUR_TAGS and text[before] > 0
                and after < len(tags) and parent[after] == parent[i]
                and tags[after] in STORY_LIST_NEIGHBOUR_TAGS and text[after] > 0):
            lists.append(i)
    return lists
