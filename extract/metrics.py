"""How extracted main text is scored against a ground truth.

Two measures, both on NFC-normalised texts (nothing else is normalised):

1. The ScrapingHub article-extraction-benchmark shingle metric (its
   ``evaluate.py``): each text becomes a multiset of 4-token shingles; per page
   tp/fp/fn are the multiset overlap and differences, normalised to sum to 1;
   P is the mean of tp/(tp+fp) over the pages with output, R the mean of
   tp/(tp+fn) over the pages with a ground truth, F1 the harmonic mean of the
   two means; "exact" is the share of pages whose token sequences are equal.
   The tokeniser keeps Tibetan syllables whole (``\\p{M}`` holds vowel signs and
   subjoined letters) and makes every CJK character one token.
2. Character P/R/F of seed 002 §4.1: with all whitespace removed,
   ``P = |LCS(c, s)| / |c|`` and ``R = |LCS(c, s)| / |s|`` (c extracted, s true;
   exact LCS length, bit-parallel, up to LCS_EXACT_CELLS character pairs after
   the common prefix and suffix: every page of the dev sets; beyond, a lower
   bound anchored on unique substrings, :func:`lcs_estimate`, so a page of a
   few MB costs seconds, not minutes); empty output scores 0; mean P and mean R
   over pages, F the harmonic mean of the means.

>>> tokenize("བོད་ཀྱི་ 中文 Uyghur تىلى")
['བོད', 'ཀྱི', '中', '文', 'Uyghur', 'تىلى']
>>> lcs_length("ABCBDAB", "BDCABA")
4
>>> score = score_page("a b c d e", "a b c d x")
>>> round(score.tp, 3), round(score.fp, 3), round(score.fn, 3)
(0.333, 0.333, 0.333)
"""

from __future__ import annotations

import bisect
import math
import os
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import regex

# ScrapingHub tokeniser adapted to Tibetan and CJK (extraction-dev README, "Scoring" 1).
TOKEN_RE = regex.compile(
    r"[\p{Han}\p{Hiragana}\p{Katakana}]|[[\w\p{M}]--[\p{Han}\p{Hiragana}\p{Katakana}]]+",
    regex.V1,
)
SHINGLE_N = 4  # tokens per shingle (ScrapingHub evaluate.py, ngram_n=4)


def tokenize(text: str) -> list[str]:
    """Tokens of ``text`` (NFC first): Tibetan syllables, words, single CJK characters."""
    return TOKEN_RE.findall(unicodedata.normalize("NFC", text))


def shingles(tokens: list[str], n: int = SHINGLE_N) -> Counter:
    """Multiset of ``n``-token shingles; a text shorter than ``n`` tokens is one shingle."""
    return Counter(tuple(tokens[i:i + n]) for i in range(max(1, len(tokens) - n + 1)) if tokens[i:i + n])


def shingle_overlap(true_tokens: list[str], pred_tokens: list[str]) -> tuple[float, float, float]:
    """(tp, fp, fn) of one page, normalised to sum 1 (all 0 when both texts are empty)."""
    true_counts = shingles(true_tokens)
    pred_counts = shingles(pred_tokens)
    tp = sum((true_counts & pred_counts).values())
    fp = sum((pred_counts - true_counts).values())
    fn = sum((true_counts - pred_counts).values())
    total = tp + fp + fn
    if total == 0:
        return 0.0, 0.0, 0.0
    return tp / total, fp / total, fn / total


def lcs_length(a: str, b: str) -> int:
    """Length of the longest common subsequence of ``a`` and ``b``, exact.

    Bit-parallel (Allison-Dix / Hyyrö 2004): one big-integer bit per character of
    the shorter string, O(|a| |b| / w) word operations. Quadratic: two texts of
    100,000 characters take 0.7 s, of a few MB minutes; :func:`lcs_estimate` caps it.
    """
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return 0
    # bits over the shorter string b; scan the longer a
    masks: dict[str, int] = {}
    for i, ch in enumerate(b):
        masks[ch] = masks.get(ch, 0) | (1 << i)
    full = (1 << len(b)) - 1
    v = full
    for ch in a:
        m = masks.get(ch)
        if m is None:
            continue
        u = v & m
        v = ((v + u) | (v - u)) & full
    return len(b) - v.bit_count()


# Largest |a| * |b| (character pairs) whose LCS is computed exactly: 0.7 s of lcs_length on a 2020s CPU. The
# dev sets' largest pair (a decoded page's text against its ground truth, bench decoding) is 5.3e9.
LCS_EXACT_CELLS = 10**10
ANCHOR_CHARS = 32  # length of an anchor: a substring occurring exactly once in each text (patience diff's unique lines)
ANCHOR_PROBES = 2000  # anchor candidates tried per gap, evenly spaced along the shorter text


def lcs_estimate(a: str, b: str, max_cells: int = LCS_EXACT_CELLS) -> tuple[int, bool]:
    """(LCS length of ``a`` and ``b``, whether it is exact).

    Exact (:func:`lcs_length`) when, after their common prefix and suffix (part of every LCS), the two
    texts have at most ``max_cells`` character pairs. Beyond, a lower bound, as diff tools anchor long
    texts (Bram Cohen's patience diff): substrings of ANCHOR_CHARS characters found exactly once in each
    text are anchors, the longest chain of them in the same order in both is matched, and each gap
    between two anchors is measured the same way; a gap still too large with no anchor is cut into
    equal pieces along its diagonal, each piece of ``a`` measured against the same piece of ``b``.
    Every step keeps a common subsequence, so the estimate never exceeds the true LCS.

    >>> lcs_estimate("ABCBDAB", "BDCABA")
    (4, True)
    >>> import random
    >>> rng = random.Random(1)
    >>> text = "".join(rng.choice("ཀཁགངཅཆཇཉཏཐདནཔཕབམ") for _ in range(3000))
    >>> lcs_estimate("x" * 50 + text, text + "y" * 50, max_cells=10**5)
    (3000, False)
    """
    exact = len(a) * len(b) <= max_cells or _trimmed_cells(a, b) <= max_cells
    return _anchored(a, b, max_cells), exact


def _common_ends(a: str, b: str) -> tuple[int, int]:
    """Lengths of the common prefix and of the common suffix of what follows it."""
    prefix = len(os.path.commonprefix([a, b]))
    a, b = a[prefix:], b[prefix:]
    suffix = len(os.path.commonprefix([a[::-1], b[::-1]]))
    return prefix, suffix


def _trimmed_cells(a: str, b: str) -> int:
    prefix, suffix = _common_ends(a, b)
    return (len(a) - prefix - suffix) * (len(b) - prefix - suffix)


def _anchored(a: str, b: str, max_cells: int) -> int:
    """LCS of ``a`` and ``b``: exact within ``max_cells``, else the anchored lower bound of :func:`lcs_estimate`."""
    prefix, suffix = _common_ends(a, b)
    a, b = a[prefix:len(a) - suffix], b[prefix:len(b) - suffix]
    if len(a) * len(b) <= max_cells:
        return prefix + suffix + lcs_length(a, b)
    anchors = _anchor_chain(a, b)
    if not anchors:
        return prefix + suffix + _diagonal(a, b, max_cells)
    total, last_a, last_b = prefix + suffix, 0, 0
    for at_a, at_b in anchors:
        total += _anchored(a[last_a:at_a], b[last_b:at_b], max_cells) + ANCHOR_CHARS
        last_a, last_b = at_a + ANCHOR_CHARS, at_b + ANCHOR_CHARS
    return total + _anchored(a[last_a:], b[last_b:], max_cells)


def _anchor_chain(a: str, b: str) -> list[tuple[int, int]]:
    """Non-overlapping anchors (start in ``a``, start in ``b``), increasing in both: the longest such chain
    (patience sorting) among up to ANCHOR_PROBES substrings of the shorter text unique in both."""
    swap = len(a) < len(b)
    short, long = (a, b) if swap else (b, a)
    stride = max(ANCHOR_CHARS, len(short) // ANCHOR_PROBES)
    pairs = []   # (start in short, start in long), increasing in short
    for start in range(0, len(short) - ANCHOR_CHARS + 1, stride):
        piece = short[start:start + ANCHOR_CHARS]
        if short.find(piece) != start or short.rfind(piece) != start:
            continue
        found = long.find(piece)
        if found >= 0 and long.rfind(piece) == found:
            pairs.append((start, found))
    chain = _increasing_chain(pairs)
    return [(s, lg) if swap else (lg, s) for s, lg in chain]


def _increasing_chain(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of ``pairs`` (increasing in the first) whose second values increase by at
    least ANCHOR_CHARS (anchors do not overlap), by patience sorting, O(n log n)."""
    tails: list[int] = []   # tails[k]: index in pairs of the chain of k + 1 anchors ending earliest in the second
    ends: list[int] = []    # ends[k] = pairs[tails[k]][1], increasing
    back: list[int] = []
    for i, (_, second) in enumerate(pairs):
        k = bisect.bisect_right(ends, second - ANCHOR_CHARS)   # chains this anchor can follow without overlap
        back.append(tails[k - 1] if k else -1)
        if k == len(tails):
            tails.append(i)
            ends.append(second)
        elif second < ends[k]:
            tails[k], ends[k] = i, second
    chain, i = [], tails[-1] if tails else -1
    while i >= 0:
        chain.append(pairs[i])
        i = back[i]
    return chain[::-1]


def _diagonal(a: str, b: str, max_cells: int) -> int:
    """A lower bound of the LCS: ``a`` and ``b`` cut into the same number of equal pieces, each pair of
    pieces within ``max_cells``, the pieces' exact LCS summed."""
    pieces = math.ceil(math.sqrt(len(a) * len(b) / max_cells))
    cut_a = [len(a) * k // pieces for k in range(pieces + 1)]
    cut_b = [len(b) * k // pieces for k in range(pieces + 1)]
    return sum(lcs_length(a[cut_a[k]:cut_a[k + 1]], b[cut_b[k]:cut_b[k + 1]]) for k in range(pieces))


def char_precision_recall(truth: str, output: str) -> tuple[float, float]:
    """Character P and R of seed 002 §4.1 on whitespace-free NFC texts (0 for empty texts)."""
    p, r, _ = char_scores(truth, output)
    return p, r


def char_scores(truth: str, output: str) -> tuple[float, float, bool]:
    """Character P and R of seed 002 §4.1 on whitespace-free NFC texts (0 for empty texts), and whether
    their LCS is exact (:func:`lcs_estimate`: beyond LCS_EXACT_CELLS a lower bound)."""
    c = "".join(unicodedata.normalize("NFC", output).split())
    s = "".join(unicodedata.normalize("NFC", truth).split())
    if not c or not s:
        return 0.0, 0.0, True
    common, exact = lcs_estimate(c, s)
    return common / len(c), common / len(s), exact


@dataclass(frozen=True)
class PageScore:
    """Scores of one page: normalised shingle tp/fp/fn, exactness, character P/R."""

    tp: float
    fp: float
    fn: float
    exact: bool
    char_p: float
    char_r: float
    has_output: bool
    has_truth: bool
    char_exact: bool = True  # the character LCS is exact (False: a lower bound, texts past LCS_EXACT_CELLS)


def score_page(truth: str, output: str, *, chars: bool = True) -> PageScore:
    """Score one extracted text against its ground truth (``chars=False`` skips the LCS)."""
    true_tokens = tokenize(truth)
    pred_tokens = tokenize(output)
    tp, fp, fn = shingle_overlap(true_tokens, pred_tokens)
    char_p, char_r, char_exact = char_scores(truth, output) if chars else (0.0, 0.0, True)
    return PageScore(tp, fp, fn, true_tokens == pred_tokens, char_p, char_r,
                     has_output=tp + fp > 0, has_truth=tp + fn > 0, char_exact=char_exact)


@dataclass(frozen=True)
class Summary:
    """Scores of a set of pages (ScrapingHub means; character means)."""

    pages: int
    precision: float
    recall: float
    f1: float
    exact: float
    char_p: float
    char_r: float
    char_f: float
    empty: int
    char_estimated: int = 0  # pages whose character LCS is a lower bound (lcs_estimate), not exact


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _harmonic(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r > 0 else 0.0


def summarize(scores: Iterable[PageScore]) -> Summary:
    """P over pages with output, R over pages with a ground truth, F1 of the means."""
    scores = list(scores)
    precision = _mean([s.tp / (s.tp + s.fp) for s in scores if s.has_output])
    recall = _mean([s.tp / (s.tp + s.fn) for s in scores if s.has_truth])
    char_p = _mean([s.char_p for s in scores])
    char_r = _mean([s.char_r for s in scores])
    return Summary(
        pages=len(scores),
        precision=precision,
        recall=recall,
        f1=_harmonic(precision, recall),
        exact=_mean([1.0 if s.exact else 0.0 for s in scores]),
        char_p=char_p,
        char_r=char_r,
        char_f=_harmonic(char_p, char_r),
        empty=sum(1 for s in scores if not s.has_output),
        char_estimated=sum(1 for s in scores if not s.char_exact),
    )
