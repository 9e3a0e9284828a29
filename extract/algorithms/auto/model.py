"""The learnt model: stage-1 and stage-2 logits, their context features and the threshold (``block_scores``).

The design's steps 2 and 3: stage 1 a logistic regression over ``FEATURES`` (``STAGE1_WEIGHTS``); stage 2
(jusText-style context, but learnt) over the stage-1 logit, its gap to the page's best and mean block, the
length-weighted mean probability of the neighbouring blocks and of the blocks under the same ancestor
(``_neighbour_means``, ``_ancestor_means``), the ancestor with the most evidence (``chain_evidence``) and the topic
similarity to the main block (``topic_similarity``: seed 004's TF-IDF cosine). ``THRESHOLD`` is the stage-2 logit
above which a block is kept (step 4). The per-block loops have C twins in ``extract/_speedups.c``; the Python
functions beside them (``*_python``) are the reference.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter, deque
from collections.abc import Mapping
from operator import add, mul, truediv

from extract.algorithms.auto.features import FEATURES, TOPIC_CHARS, Blocks, _speedups
from extract.algorithms.auto_weights import STAGE1_WEIGHTS, STAGE2_WEIGHTS

# (Python 3.12's ``sum`` adds floats with a compensation term: there the C loop is not built, the reference runs)
_NEIGHBOUR_MEANS_C = getattr(_speedups, "neighbour_means", None)
_TOPIC_SIMILARITY_C = getattr(_speedups, "topic_similarity", None)
_DOT_ROWS_C = getattr(_speedups, "dot_rows", None)  # built for Python before 3.12 (its sum() adds floats in order)


STAGE2_FEATURES = ("bias", "logit", "logit_below_max", "logit_above_mean", "neighbours_1", "neighbours_3",
                   "ancestor_1", "ancestor_2", "ancestor_3", "ancestor_4", "ancestor_6",
                   "in_best_container", "best_container_share", "topic_similarity")

THRESHOLD = -1.0  # stage-2 logit above which a block is kept (5-fold CV by structure: -1.0 best of -2..0)
# Ancestor levels (1 = parent) whose other blocks' mean probability feeds stage 2.
CONTEXT_LEVELS = (1, 2, 3, 4, 6)
NEIGHBOUR_WINDOWS = (1, 3)  # blocks on each side averaged for stage 2
TOPIC_DF_SMOOTHING = 0.5  # added to a word's block count in the in-page IDF (a word in every block weighs ~0)
TOPIC_EPSILON = 1e-12  # squared norm under which the other blocks' topic vector counts as empty
# 1 + log(tf) for every term frequency a bag can hold (a word per character at most), 1.0 for tf = 1.
_TF_WEIGHT = (0.0, 1.0, *(1 + math.log(count) for count in range(2, TOPIC_CHARS + 1)))


# The logit at or under which a block's probability is taken as 0.0: sigmoid(-60) is about 9e-27, nothing beside
# the other probabilities, and math.exp(60) stays far from overflow (it overflows past about 709).
SIGMOID_FLOOR = -60


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z > SIGMOID_FLOOR else 0.0


def _neighbour_means(pw: list[float], w: list[int], window: int) -> list[float]:
    """Per block: the length-weighted mean probability of the ``window`` blocks on each side. In C where the speedup
    has it (built for Python before 3.12, whose ``sum`` adds floats in order as the C loop does), else
    ``_neighbour_means_python``."""
    if _NEIGHBOUR_MEANS_C is None:
        return _neighbour_means_python(pw, w, window)
    return _NEIGHBOUR_MEANS_C(pw, w, window)


def _neighbour_means_python(pw: list[float], w: list[int], window: int) -> list[float]:
    """``_neighbour_means``'s reference."""
    n = len(w)
    column = []
    for k in range(n):
        lo, hi = max(0, k - window), min(n, k + window + 1)
        num = sum(pw[lo:hi]) - pw[k]
        den = sum(w[lo:hi]) - w[k]
        column.append(num / den if den > 0 else 0.5)
    return column


def _ancestor_means(keys: list[int], pw: list[float], w: list[int], p: list[float], nodes: int) -> list[float]:
    """Per block: the length-weighted mean probability of the other blocks under the same ancestor ``keys[k]``.

    A block alone under its ancestor keeps its own probability. ``nodes`` is the
    page's node count (the sums are indexed by node id). In C where the speedup is built (the same floating-point
    operations in the same order), else ``_ancestor_means_python``.
    """
    if _speedups is None:
        return _ancestor_means_python(keys, pw, w, p, nodes)
    return _speedups.ancestor_means(keys, pw, w, p, nodes)


def _ancestor_means_python(keys: list[int], pw: list[float], w: list[int], p: list[float], nodes: int) -> list[float]:
    """``_ancestor_means``'s reference."""
    sums = [0.0] * nodes
    weights = [0.0] * nodes
    for key, a, b in zip(keys, pw, w):
        sums[key] += a
        weights[key] += b
    column = []
    for key, a, b, own in zip(keys, pw, w, p):
        rest = weights[key] - b
        column.append((sums[key] - a) / rest if rest > 0 else own)
    return column


def topic_similarity(bags: list[dict[str, int]], p: list[float]) -> list[float]:
    """``topic_similarity_python`` (the reference, which says what it computes) in C where the speedup has it (built for
    Python before 3.12, whose ``sum`` adds floats in order as the C loops do): the same floats, word by word in one
    pass each, where the reference steps through ten ``map`` passes over the page's words."""
    if _TOPIC_SIMILARITY_C is None or len(p) != len(bags):
        return topic_similarity_python(bags, p)
    return _TOPIC_SIMILARITY_C(bags, p, _TF_WEIGHT, TOPIC_DF_SMOOTHING, TOPIC_EPSILON)


def topic_similarity_python(bags: list[dict[str, int]], p: list[float]) -> list[float]:
    """Per text: cosine of its TF-IDF vector to the ``p``-weighted sum of the other texts' (seed 004 §3).

    Seed 004 compares every block with the main block; here the "main block" is
    the page's text as stage 1 believes it (each text's unit vector weighted by
    its probability), the text itself left out. ``bags`` are the page's distinct
    texts (``_block_topic_similarity``: a menu repeated in the footer must not
    find itself). Term frequency ``1 + log tf``, IDF over the texts
    ``log((n + 1) / (df + 0.5))``. Main-text paragraphs share their document's
    words; teasers, menus and passages of other documents do not.
    """
    # Every step runs over all words of all bags at once in C (map over the bags' keys and values laid end
    # to end), in the order and with the floating-point operations of the per-word loops it stands for:
    # the same numbers to the last bit. Python steps remain one per bag (a norm, a dot product), none per word.
    df = Counter(itertools.chain.from_iterable(bags))
    documents = len(bags) + 1
    words = list(itertools.chain.from_iterable(bags))  # the bags' words, bag after bag
    tf = map(_TF_WEIGHT.__getitem__, itertools.chain.from_iterable(map(dict.values, bags)))
    # tf-idf of every word: (1 + log tf) * idf, the idf itself for tf = 1 (_TF_WEIGHT[1] is 1.0: the same product)
    vector = list(map(mul, tf, map(_idf(df, documents).__getitem__, words)))
    sizes = list(map(len, bags))
    ends = list(itertools.accumulate(sizes))
    spans = list(map(slice, [0, *ends[:-1]], ends))  # each bag's words in ``words``
    squares = list(map(mul, vector, vector))
    norms = [norm or 1.0 for norm in map(math.sqrt, map(sum, map(squares.__getitem__, spans)))]
    # the centroid: each text's unit vector times its weight, summed word by word in text order
    centroid = dict.fromkeys(df, 0.0)
    get, put = centroid.__getitem__, centroid.__setitem__
    scales = itertools.chain.from_iterable(map(itertools.repeat, map(truediv, p, norms), sizes))
    deque(map(put, words, map(add, map(get, words), map(mul, scales, vector))), maxlen=0)
    centroid_norm2 = sum(map(mul, centroid.values(), centroid.values()))
    products = list(map(mul, vector, map(get, words)))  # each word's share of its text's dot product
    dots = map(truediv, map(sum, map(products.__getitem__, spans)), norms)  # unit vector . centroid
    return [_rest_cosine(dot, weight, centroid_norm2) if size else 0.0 for dot, weight, size in zip(dots, p, sizes)]


def _idf(df: Counter[str], documents: int) -> dict[str, float]:
    """Each word's in-page IDF ``log(documents / (df + TOPIC_DF_SMOOTHING))``: one logarithm per distinct count."""
    by_count = {count: math.log(documents / (count + TOPIC_DF_SMOOTHING)) for count in set(df.values())}
    return dict(zip(df, map(by_count.__getitem__, df.values())))


def _rest_cosine(dot: float, weight: float, centroid_norm2: float) -> float:
    """Cosine of a text's unit vector to the centroid of the other texts: the centroid less the text's own
    ``weight`` times that vector (``dot`` is the unit vector's product with the whole centroid)."""
    rest_norm2 = centroid_norm2 - 2 * weight * dot + weight * weight
    return (dot - weight) / math.sqrt(rest_norm2) if rest_norm2 > TOPIC_EPSILON else 0.0


def _block_topic_similarity(blocks: Blocks, p: list[float]) -> list[float]:
    """``topic_similarity`` per block: a text repeated on the page (menus, link lists) counts once, at its copies' best probability."""
    weights = [0.0] * len(blocks.bags)
    for j, q in zip(blocks.bag_of, p):
        if q > weights[j]:
            weights[j] = q
    similarity = topic_similarity(blocks.bags, weights)
    return [similarity[j] for j in blocks.bag_of]


def dot_rows(weights: list[float], rows: list[tuple[float, ...]]) -> list[float]:
    """Per row: ``sum(map(mul, weights, row))``, its logit. In C where the speedup has it and the weights are floats
    and the values floats or ints (``_speedups.dot_rows``: 230,000 rows over the dev set, each a Python ``sum`` of a
    ``map``), else ``dot_rows_python``."""
    if _DOT_ROWS_C is not None:
        logits = _DOT_ROWS_C(weights, rows)
        if logits is not None:
            return logits
    return dot_rows_python(weights, rows)


def dot_rows_python(weights: list[float], rows: list[tuple[float, ...]]) -> list[float]:
    """``dot_rows``'s reference."""
    return [sum(map(mul, weights, row)) for row in rows]


def stage1_logits(blocks: Blocks, weights: Mapping[str, float] | None = None) -> list[float]:
    """Stage-1 logits: each block's feature row against ``weights`` (``FEATURES`` order; default ``STAGE1_WEIGHTS``)."""
    weights = STAGE1_WEIGHTS if weights is None else weights
    return dot_rows([weights[name] for name in FEATURES], blocks.rows)


def stage2_rows(blocks: Blocks, z: list[float]) -> list[tuple[float, ...]]:
    """Stage-2 feature rows (``STAGE2_FEATURES`` order) from the stage-1 logits ``z``."""
    n = len(z)
    if n == 0:
        return []
    p = [1.0 / (1.0 + math.exp(-v)) if v > SIGMOID_FLOOR else 0.0 for v in z]  # ``_sigmoid`` written out (one call a block)
    w = [t + 1 for t in blocks.lengths]
    pw = [a * b for a, b in zip(p, w)]
    total_w = sum(w)
    z_max = max(z)
    z_mean = sum(a * b for a, b in zip(z, w)) / total_w
    columns: list[list[float]] = [[1.0] * n, z, [v - z_max for v in z], [v - z_mean for v in z]]
    for window in NEIGHBOUR_WINDOWS:
        columns.append(_neighbour_means(pw, w, window))
    chains = blocks.ancestors
    nodes = len(blocks.owner)
    by_level = list(zip(*chains))  # the chains' ancestors level by level (one transposition in C)
    for level in CONTEXT_LEVELS:
        columns.append(_ancestor_means(list(by_level[level - 1]), pw, w, p, nodes))
    evidence = chain_evidence(chains, p, w)
    best = max(evidence, key=evidence.__getitem__)
    columns.append([1.0 if best in chain else 0.0 for chain in chains])
    columns.append([max(map(evidence.__getitem__, chain)) / total_w for chain in chains])
    columns.append(_block_topic_similarity(blocks, p))
    return list(zip(*columns))


def chain_evidence(chains: list[tuple[int, ...]], p: list[float], w: list[int]) -> dict[int, float]:
    """Per ancestor node: the evidence of the blocks under it, each block adding ``w * (2p - 1)`` once to each
    distinct node of its chain. The dict's order (which breaks ``max``'s ties in ``stage2_rows``) is that of the
    chains' sets. In C where the speedup is built, else ``chain_evidence_python``."""
    if _speedups is None:
        return chain_evidence_python(chains, p, w)
    return _speedups.chain_evidence(chains, p, w)


def chain_evidence_python(chains: list[tuple[int, ...]], p: list[float], w: list[int]) -> dict[int, float]:
    """``chain_evidence``'s reference."""
    evidence: dict[int, float] = {}
    get = evidence.get
    for chain, a, b in zip(chains, p, w):
        gain = b * (2 * a - 1)  # the block's evidence, the same for each of its ancestors: computed once
        for node in set(chain):
            evidence[node] = get(node, 0.0) + gain
    return evidence


def block_scores(blocks: Blocks, stage1: Mapping[str, float] | None = None,
                 stage2: Mapping[str, float] | None = None) -> list[float]:
    """Stage-2 logits: each block's stage-1 logit with its neighbours', siblings' and container's.

    ``stage1`` / ``stage2`` default to ``STAGE1_WEIGHTS`` / ``STAGE2_WEIGHTS``.
    """
    stage2 = STAGE2_WEIGHTS if stage2 is None else stage2
    w2 = [stage2[name] for name in STAGE2_FEATURES]
    return dot_rows(w2, stage2_rows(blocks, stage1_logits(blocks, stage1)))
