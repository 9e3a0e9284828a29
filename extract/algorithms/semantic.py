"""Web page cleaning by local semantics (seed 004, Xie Hua and Liu Weiguo, §3).

1. Link density ``rho = link characters / node characters`` of every node
   (§3.1.3).
2. Similarity of two adjacent nodes ``Similar(a, b) = min(rho_a, rho_b) /
   max(rho_a, rho_b)`` (eq. 1).
3. Segmentation, bottom-up (§3.2.1): when all children of a node are alike,
   the node and its subtree form one scope and the test goes on with its
   parent; where the children are no longer alike, the alike neighbours among
   them are put into the same scope ("将相关节点加入到同一信息提取范围"). The
   scopes are the blocks (local semantic nodes, PS_1...PS_k of Fig. 2).
4. Per block: content words (:func:`extract.tokenize.content_stems`, stop words
   dropped, alphabetic words cut to ``STEM`` letters), weighted by the in-page TF-IDF of eq. 3 (``N`` blocks, ``n_i``
   blocks holding term i, ``tf_ij`` its count in block j).
5. The main block is the block with the most feature words; every block's
   cosine with it is computed, and blocks are removed by the threshold
   ``LAMBDA`` (§3.2.2).

Decisions (algorithms.md §6 and the gaps):

- Two nodes without links (``rho`` 0 and 0) are alike (similarity 1); a node
  with no text has no density and takes no part in the comparisons.
- Alike means ``Similar >= SIM_MIN``. "All children alike" is read as every
  pair alike, i.e. ``min(rho) / max(rho) >= SIM_MIN`` over the children.
- Text a non-uniform node holds directly (outside its children) is a block
  of its own.
- Eq. 3 as printed mixes indices and has ``log(n_i / N) <= 0``; it is read as
  the usual in-page weight ``w_ij = tf_ij * log(N / n_i)`` (the sign does not
  change a cosine between two vectors of the same sign), with the IDF
  smoothed to ``log((N + 1) / n_i)`` when ``SMOOTH_IDF`` is set, so that terms
  every block shares still count on pages with only a few blocks.
- The paper says a block is removed when its cosine is *above* lambda, which
  contradicts its own reasoning (a high cosine means related to the main
  text). Reading: blocks whose cosine to the main block is *below* ``LAMBDA``
  are removed.
- "Most feature words" counts distinct content words.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping

from extract.algorithms._blocks import merge_params, own_strings, with_subtrees
from extract.dom import Dom
from extract.tokenize import content_stems

SIM_MIN = 0.5  # eq. 1 similarity at or above which two nodes are alike (extraction-dev SH F1: 0.3 .618, 0.5 .617, 0.7 .616)
LAMBDA = 0.02  # cosine to the main block below which a block is removed (§3.2.2 read as "below"; extraction-dev SH F1: 0.1 .632, 0.05 .679, 0.02 .693)
SMOOTH_IDF = 1.0  # 1: IDF log((N + 1) / n_i); 0: the paper's log(N / n_i) (SH F1 .617 either way at LAMBDA 0.1)

STEM = 5  # letters of an alphabetic word compared (tokenize.stem; at LAMBDA 0.05: 5 .679, whole words .653)

PARAMS = ("SIM_MIN", "LAMBDA", "SMOOTH_IDF", "STEM")


def select(dom: Dom, *, title: str = "", params: Mapping[str, float] | None = None) -> list[int]:
    """Ids of the kept nodes: the blocks related to the main block (seed 004 §3.2)."""
    p = merge_params(globals(), PARAMS, params)
    if not len(dom):
        return []
    blocks = segment(dom, p["SIM_MIN"])
    kept_blocks = clean(dom, blocks, p["LAMBDA"], bool(p["SMOOTH_IDF"]), int(p["STEM"]))
    roots = [r for b in kept_blocks for r in blocks[b][0]]
    own_only = [i for b in kept_blocks for i in blocks[b][1]]
    return sorted(set(with_subtrees(dom, roots)).union(own_only))


def link_density(dom: Dom) -> list[float]:
    """``rho`` of every node (§3.1.3); -1.0 for a node without text."""
    return [lt / t if t else -1.0 for lt, t in zip(dom.link_text, dom.tree_text)]


def similar(a: float, b: float) -> float:
    """Eq. 1: ``min(rho_a, rho_b) / max(rho_a, rho_b)``; two link-free nodes are alike.

    >>> similar(0.2, 0.4), similar(0.0, 0.0), similar(0.0, 0.5)
    (0.5, 1.0, 0.0)
    """
    high = max(a, b)
    return 1.0 if high == 0 else min(a, b) / high


def segment(dom: Dom, sim_min: float) -> list[tuple[list[int], list[int]]]:
    """The scopes of §3.2.1: ``(subtree roots, nodes contributing own text only)`` per block.

    One reverse pre-order pass decides which nodes are uniform (all children
    alike and uniform); a uniform node whose parent is not uniform starts a
    scope, merged with its alike uniform neighbours.
    """
    n = len(dom)
    rho = link_density(dom)
    children = dom.children
    uniform = [True] * n
    for i in range(n - 1, -1, -1):
        low, high = 2.0, -1.0
        for c in children[i]:
            r = rho[c]
            if r < 0:
                continue
            if not uniform[c]:
                uniform[i] = False
                break
            low, high = min(low, r), max(high, r)
        else:
            if high >= 0 and similar(low, high) < sim_min:
                uniform[i] = False
    blocks: list[tuple[list[int], list[int]]] = []
    if uniform[0]:
        return [([0], [])]
    for i in range(n):
        if uniform[i]:
            continue
        if dom.own_text[i]:
            blocks.append(([], [i]))
        run: list[int] = []
        previous = -1.0
        for c in children[i]:
            r = rho[c]
            if r < 0:
                continue
            if not uniform[c]:
                if run:
                    blocks.append((run, []))
                run, previous = [], -1.0
                continue
            if run and similar(previous, r) >= sim_min:
                run.append(c)
            else:
                if run:
                    blocks.append((run, []))
                run = [c]
            previous = r
        if run:
            blocks.append((run, []))
    return blocks


def clean(dom: Dom, blocks: list[tuple[list[int], list[int]]], lam: float, smooth_idf: bool, stem: int = 0) -> list[int]:
    """Indices of the blocks whose cosine to the main block reaches ``lam`` (§3.2.2, eq. 3)."""
    strings = own_strings(dom)
    end = dom.end
    counts: list[Counter[str]] = []
    for roots, own_only in blocks:
        parts = [strings[i] for r in roots for i in range(r, end[r]) if strings[i]]
        parts.extend(strings[i] for i in own_only)
        counts.append(Counter(content_stems(" ".join(parts), stem)))
    n_blocks = sum(1 for c in counts if c)
    if not n_blocks:
        return []
    df: Counter[str] = Counter()
    for c in counts:
        df.update(c.keys())
    top = n_blocks + 1 if smooth_idf else n_blocks
    idf = {term: math.log(top / k) for term, k in df.items()}
    vectors = [{t: tf * idf[t] for t, tf in c.items()} for c in counts]
    main = max(range(len(blocks)), key=lambda b: len(counts[b]))
    main_vec = vectors[main]
    main_norm = math.sqrt(sum(w * w for w in main_vec.values()))
    kept = []
    for b, vec in enumerate(vectors):
        if b == main:
            kept.append(b)
            continue
        norm = math.sqrt(sum(w * w for w in vec.values()))
        if not norm or not main_norm:
            continue
        dot = sum(w * main_vec.get(t, 0.0) for t, w in vec.items())
        if dot / (norm * main_norm) >= lam:
            kept.append(b)
    return kept
