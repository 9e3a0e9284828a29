"""Small flat passes over :class:`extract.dom.Dom` shared by the seed algorithms.

All are O(n) loops over the pre-order arrays (no recursion, no subtree
re-walks), so every algorithm stays linear on pages 100,000 tags deep.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Mapping

from extract.dom import Dom


def merge_params(defaults: Mapping[str, object], names: Iterable[str],
                 params: Mapping[str, float] | None) -> dict[str, float]:
    """The named module constants, overridden by the caller's ``params`` (unknown keys ignored).

    >>> merge_params({"C": 29, "S": 0.57}, ("C", "S"), {"S": 0.6, "other": 1})
    {'C': 29.0, 'S': 0.6}
    """
    merged = {name: float(defaults[name]) for name in names}  # type: ignore[arg-type]
    if params:
        merged.update({k: float(v) for k, v in params.items() if k in merged})
    return merged


def own_strings(dom: Dom) -> list[str]:
    """Each node's own text as a string (its text and its children's tails)."""
    parts: list[list[str]] = [[] for _ in range(len(dom))]
    for owner, text in zip(dom.piece_owner, dom.piece_text):
        if text is not None:
            parts[owner].append(text)
    return [" ".join(p) if p else "" for p in parts]


def block_flags(dom: Dom) -> list[bool]:
    """Which nodes are blocks (the root always is: a fragment's root may be a ``span``)."""
    flags = list(dom.block)
    if flags:
        flags[0] = True
    return flags


def block_owner(dom: Dom) -> list[int]:
    """The nearest block element at or above every node (inline text belongs to its block)."""
    owner = list(range(len(dom)))
    parent, block = dom.parent, dom.block
    for i in range(len(owner)):
        if not block[i] and parent[i] >= 0:
            owner[i] = owner[parent[i]]
    return owner


def with_inline(dom: Dom, blocks: Iterable[int], owner: list[int] | None = None) -> list[int]:
    """The given block nodes plus every inline node whose text they own."""
    owner = owner if owner is not None else block_owner(dom)
    keep = bytearray(len(dom))
    for b in blocks:
        keep[b] = 1
    return [i for i in range(len(dom)) if keep[owner[i]]]


def with_subtrees(dom: Dom, roots: Iterable[int]) -> list[int]:
    """All nodes of the subtrees of ``roots`` (a difference-array sweep, O(n))."""
    n = len(dom)
    cover = [0] * (n + 1)
    end = dom.end
    for r in roots:
        cover[r] += 1
        cover[end[r]] -= 1
    kept: list[int] = []
    depth = 0
    for i in range(n):
        depth += cover[i]
        if depth > 0:
            kept.append(i)
    return kept


def own_non_link(dom: Dom) -> list[int]:
    """Non-whitespace characters of each node's own text that are outside links."""
    return [0 if link else t for t, link in zip(dom.own_text, dom.in_link)]


class Subtrees:
    """The subtrees of a set of nodes as sorted intervals ``[j, dom.end[j])``: whether a node lies strictly inside
    one of them (``encloses``) or one of them starts in a stretch of nodes (``any_in``), a bisect each instead of a
    scan of the set per node asked (a thread of 20,000 posts asking for each post whether it is in one of 20,000
    boxes). Exact because subtrees nest or are disjoint: of the nodes before ``x``, one holds ``x`` exactly when
    the furthest end among them lies past ``x``."""

    __slots__ = ("starts", "reach")

    def __init__(self, dom: Dom, nodes: Iterable[int]) -> None:
        end = dom.end
        self.starts = sorted(set(nodes))
        self.reach: list[int] = []  # per start, the furthest subtree end among it and the starts before it
        furthest = -1
        for j in self.starts:
            furthest = max(furthest, end[j])
            self.reach.append(furthest)

    def __bool__(self) -> bool:
        return bool(self.starts)

    def encloses(self, x: int) -> bool:
        """Whether one of the nodes ``j`` holds ``x`` below itself: ``any(j < x < end[j] for j in nodes)``."""
        k = bisect_left(self.starts, x)
        return k > 0 and self.reach[k - 1] > x

    def any_in(self, start: int, stop: int) -> bool:
        """Whether one of the nodes lies in ``start`` .. ``stop - 1``: ``any(start <= j < stop for j in nodes)``."""
        k = bisect_left(self.starts, start)
        return k < len(self.starts) and self.starts[k] < stop
