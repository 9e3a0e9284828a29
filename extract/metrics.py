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
   exact LCS length, bit-parallel); empty output scores 0; mean P and mean R
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
    the shorter string, O(|a| |b| / w) word operations.
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


def char_precision_recall(truth: str, output: str) -> tuple[float, float]:
    """Character P and R of seed 002 §4.1 on whitespace-free NFC texts (0 for empty texts)."""
    c = "".join(unicodedata.normalize("NFC", output).split())
    s = "".join(unicodedata.normalize("NFC", truth).split())
    if not c or not s:
        return 0.0, 0.0
    common = lcs_length(c, s)
    return common / len(c), common / len(s)


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


def score_page(truth: str, output: str, *, chars: bool = True) -> PageScore:
    """Score one extracted text against its ground truth (``chars=False`` skips the LCS)."""
    true_tokens = tokenize(truth)
    pred_tokens = tokenize(output)
    tp, fp, fn = shingle_overlap(true_tokens, pred_tokens)
    char_p, char_r = char_precision_recall(truth, output) if chars else (0.0, 0.0)
    return PageScore(tp, fp, fn, true_tokens == pred_tokens, char_p, char_r,
                     has_output=tp + fp > 0, has_truth=tp + fn > 0)


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
    )
