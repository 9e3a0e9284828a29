"""Content correlation (seed 002, Wang Rui et al., §3.2-3.5): Uyghur main text by TA/LA.

Per node i, from the one post-order pass of :mod:`extract.dom` (§3.2):

- ``TA_i``: non-link text characters of the subtree; ``LA_i``: link nodes
  (``<a href>``) in the subtree, 0 counted as 1.
- ``CC_i = TA_i / LA_i`` (§3.3, eq. 1); content when ``CC_i > C`` (§3.4).
- Smoothing (§3.5): a node with ``CC_i < C`` becomes content (its CC set to C)
  when its content scale ``CS_i > S`` and its text density ``TD_i > D``, with
  ``TD_i = TA(parent_i) / LA_i`` (eq. 2, TA(parent) 0 -> 1) and ``CS_i`` the
  share of its same-tag siblings (itself included) whose CC >= C (eq. 3).
- Outliers (§3.5): a node that passes C but "clearly deviates from the content
  structure", the paper's example being the copyright line, gets CC 0.
- De-duplication (§3.5): of a parent and a child that are both content, the
  parent's text that repeats the child's is dropped. Output: the content nodes' text.

Decisions where the paper is silent:

- *Nodes* are the structural (block) elements (§3.2: "every structural tag is
  a DOM node"); inline elements (``b``, ``span``, ``font``, links inside a
  paragraph) belong to the block that holds them, so a kept paragraph keeps
  its bold words and its in-text links (§3.4: a low C "keeps the links related
  to the topic"). De-duplication is then exact: a content node outputs its own
  block text only, its nested blocks decide for themselves.
- Smoothing leaves out blocks without non-link text (a list item that is
  one link): §3.5 rescues short replies, and such a block has nothing but links
  (extraction-dev SH F1 .802; rescuing them too .801).
- The outlier rule (the paper gives none). The *content structure* is the
  anchor: walking down from the root, the child holding at least
  ``ANCHOR_SHARE`` of the content text is entered, until no child does. A
  content node is an outlier when it lies wholly *after* the anchor in
  document order (footers, copyright lines, "about us" blurbs), its content
  text is below ``OUTLIER_SHARE`` of the page's content text, and it is not
  part of a content structure that repeats after the anchor (``CS_i > S`` and
  at least ``MIN_REPEATS`` content nodes of its same-tag sibling group after
  the anchor: forum replies after a long first post stay, a lone footer or
  copyright line does not).
"""

from __future__ import annotations

from collections.abc import Mapping

from extract.algorithms._blocks import block_flags, block_owner, merge_params, own_non_link, with_inline
from extract.dom import Dom

C = 29.0  # CC threshold: non-link characters per link node (seed 002 §3.4)
S = 0.57  # content-scale threshold CS, share of same-tag siblings that are content (§3.5)
D = 63.0  # text-density threshold TD, parent's non-link characters per link node (§3.5)
# Outlier rule (decided; §3.5 gives only the copyright example):
ANCHOR_SHARE = 0.5  # share of the content text a child must hold to become the anchor
OUTLIER_SHARE = 0.2  # content-text share below which a node after the anchor is an outlier (extraction-dev: 0.1 -> SH F1 .798, 0.2 -> .801, 0 (no rule) -> .776)
MIN_REPEATS = 2  # content nodes of one same-tag sibling group after the anchor that make a repeated structure

PARAMS = ("C", "S", "D", "ANCHOR_SHARE", "OUTLIER_SHARE", "MIN_REPEATS")


def select(dom: Dom, *, title: str = "", params: Mapping[str, float] | None = None) -> list[int]:
    """Ids of the kept nodes: content blocks (seed 002 §3.3-3.5) and their inline text."""
    p = merge_params(globals(), PARAMS, params)
    if not len(dom):
        return []
    owner = block_owner(dom)
    cc = correlation(dom)
    content = smooth(dom, cc, p["C"], p["S"], p["D"])
    drop_outliers(dom, owner, cc, content, p)
    return with_inline(dom, (i for i in range(len(dom)) if content[i]), owner)


def correlation(dom: Dom) -> list[float]:
    """``CC_i = TA_i / LA_i`` of every node (seed 002 §3.3, eq. 1; LA 0 -> 1)."""
    return [ta / (la or 1) for ta, la in zip(dom.non_link_text, dom.links)]


def _same_tag_groups(dom: Dom) -> list[int]:
    """A group id per node: block siblings sharing parent and tag share the group."""
    group = [0] * len(dom)
    ids: dict[tuple[int, str], int] = {}
    for i, (par, tag) in enumerate(zip(dom.parent, dom.tags)):
        group[i] = ids.setdefault((par, tag), len(ids))
    return group


def smooth(dom: Dom, cc: list[float], c: float, s: float, d: float) -> list[bool]:
    """Content flags after the threshold and the TD/CS smoothing (seed 002 §3.4-3.5)."""
    n = len(dom)
    block, parent, ta, la = block_flags(dom), dom.parent, dom.non_link_text, dom.links
    group = _same_tag_groups(dom)
    size: dict[int, int] = {}
    passing: dict[int, int] = {}
    for i in range(n):
        if block[i]:
            g = group[i]
            size[g] = size.get(g, 0) + 1
            if cc[i] >= c:
                passing[g] = passing.get(g, 0) + 1
    content = [False] * n
    for i in range(n):
        if not block[i]:
            continue
        if cc[i] > c:
            content[i] = True
            continue
        g = group[i]
        cs = passing.get(g, 0) / size[g]
        parent_ta = ta[parent[i]] if parent[i] >= 0 else ta[i]
        td = (parent_ta or 1) / (la[i] or 1)
        if cs > s and td > d:
            content[i] = True
            cc[i] = c
    return content


def _anchor(dom: Dom, content_text: list[int], share: float) -> int:
    """The deepest node none of whose children holds ``share`` of its content text."""
    children = dom.children
    node = 0
    while True:
        total = content_text[node]
        best = max(children[node], key=content_text.__getitem__, default=-1)
        if best < 0 or total == 0 or content_text[best] < share * total:
            return node
        node = best


def drop_outliers(dom: Dom, owner: list[int], cc: list[float], content: list[bool], p: Mapping[str, float]) -> None:
    """Set to non-content the content nodes that stand apart after the anchor (decided rule)."""
    n = len(dom)
    own = own_non_link(dom)
    block_text = [0] * n
    for i in range(n):
        block_text[owner[i]] += own[i]
    content_own = [t if content[i] else 0 for i, t in enumerate(block_text)]
    content_text = dom.accumulate(content_own)
    total = content_text[0]
    if total == 0:
        return
    anchor = _anchor(dom, content_text, p["ANCHOR_SHARE"])
    after = dom.end[anchor]
    group = _same_tag_groups(dom)
    size: dict[int, int] = {}
    passing: dict[int, int] = {}
    later: dict[int, int] = {}  # content nodes of the group lying after the anchor
    block = block_flags(dom)
    for i in range(n):
        if block[i]:
            g = group[i]
            size[g] = size.get(g, 0) + 1
            if content[i]:
                passing[g] = passing.get(g, 0) + 1
                if i >= after:
                    later[g] = later.get(g, 0) + 1
    limit = p["OUTLIER_SHARE"] * total
    for i in range(after, n):
        if not content[i] or content_text[i] >= limit:
            continue
        g = group[i]
        repeated = later[g] >= p["MIN_REPEATS"] and passing[g] / size[g] > p["S"]
        if not repeated:
            content[i] = False
            cc[i] = 0.0
