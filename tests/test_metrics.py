"""Shingle and character metrics against hand-computed values."""

from __future__ import annotations

import random
import time
import unicodedata

import pytest

from extract.metrics import (
    LCS_EXACT_CELLS,
    char_precision_recall,
    lcs_estimate,
    lcs_length,
    score_page,
    shingle_overlap,
    summarize,
    tokenize,
)


@pytest.mark.parametrize("text, tokens", [
    # Tibetan: one token per syllable, vowel signs and subjoined letters stay inside it
    ("བསྒྲུབས་ཀྱི་ཡིག།", ["བསྒྲུབས", "ཀྱི", "ཡིག"]),
    # CJK: one token per character, kana too
    ("中文かナ", ["中", "文", "か", "ナ"]),
    # Uyghur and English words; punctuation dropped
    ("ئۇيغۇر تىلى، English words.", ["ئۇيغۇر", "تىلى", "English", "words"]),
    ("2024-05-01", ["2024", "05", "01"]),
    ("", []),
])
def test_tokenize(text: str, tokens: list[str]) -> None:
    assert tokenize(text) == tokens


def test_tokenize_normalises_to_nfc() -> None:
    decomposed = unicodedata.normalize("NFD", "café")
    assert tokenize(decomposed) == ["café"]


@pytest.mark.parametrize("truth, output, expected", [
    # shingles {abcd, bcde} vs {abcd, bcdx}: tp 1, fp 1, fn 1
    ("a b c d e", "a b c d x", (1 / 3, 1 / 3, 1 / 3)),
    ("a b c d e", "a b c d e", (1.0, 0.0, 0.0)),
    ("a b c d e", "", (0.0, 0.0, 1.0)),
    ("", "a b c d e", (0.0, 1.0, 0.0)),
    ("", "", (0.0, 0.0, 0.0)),
    # fewer than 4 tokens: the whole text is one shingle
    ("a b", "a b", (1.0, 0.0, 0.0)),
    # multisets: "a b c d a b c d" has abcd twice (+ bcda, cdab, dabc)
    ("a b c d", "a b c d a b c d", (1 / 5, 4 / 5, 0.0)),
])
def test_shingle_overlap(truth: str, output: str, expected: tuple[float, float, float]) -> None:
    assert shingle_overlap(tokenize(truth), tokenize(output)) == pytest.approx(expected)


def test_summary_means_over_pages_with_output_and_with_truth() -> None:
    scores = [
        score_page("a b c d e", "a b c d x"),  # P 1/2, R 1/2
        score_page("a b c d e", ""),  # no output: R 0, not in P
        score_page("", "a b c d"),  # no truth: P 0, not in R
        score_page("a b c d e", "a b c d e"),  # P 1, R 1, exact
    ]
    summary = summarize(scores)
    assert summary.precision == pytest.approx((0.5 + 0.0 + 1.0) / 3)
    assert summary.recall == pytest.approx((0.5 + 0.0 + 1.0) / 3)
    assert summary.f1 == pytest.approx(0.5)
    assert summary.exact == pytest.approx(1 / 4)
    assert summary.empty == 1
    assert summary.pages == 4


def _lcs_table(a: str, b: str) -> int:
    previous = [0] * (len(b) + 1)
    for x in a:
        current = [0]
        for j, y in enumerate(b):
            current.append(previous[j] + 1 if x == y else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1]


@pytest.mark.parametrize("a, b, length", [
    ("ABCBDAB", "BDCABA", 4),
    ("", "abc", 0),
    ("abc", "abc", 3),
    ("abc", "xyz", 0),
    ("བོད་ཡིག", "བོད་ཀྱི་ཡིག", 7),
])
def test_lcs_known_values(a: str, b: str, length: int) -> None:
    assert lcs_length(a, b) == length == lcs_length(b, a)


@pytest.mark.parametrize("seed", range(5))
def test_lcs_matches_dynamic_programming(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(40):
        a = "".join(rng.choice("abcd") for _ in range(rng.randint(0, 60)))
        b = "".join(rng.choice("abcde") for _ in range(rng.randint(0, 90)))
        assert lcs_length(a, b) == _lcs_table(a, b)


def test_char_precision_recall_ignores_whitespace() -> None:
    # "abcd" vs "abxd": LCS "abd" = 3
    assert char_precision_recall("ab cd", "a b\nx d") == pytest.approx((3 / 4, 3 / 4))
    assert char_precision_recall("abcd", "") == (0.0, 0.0)
    # extra output lowers precision only
    assert char_precision_recall("abcd", "abcdefgh") == pytest.approx((0.5, 1.0))


def test_char_scores_are_on_nfc() -> None:
    composed = unicodedata.normalize("NFC", "é")
    decomposed = unicodedata.normalize("NFD", "é")
    assert char_precision_recall(composed, decomposed) == (1.0, 1.0)


def test_summary_character_means() -> None:
    summary = summarize([score_page("abcd", "abcdefgh"), score_page("abcd", "")])
    assert summary.char_p == pytest.approx(0.25)
    assert summary.char_r == pytest.approx(0.5)
    assert summary.char_f == pytest.approx(2 * 0.25 * 0.5 / 0.75)


LETTERS = "ཀཁགངཅཆཇཉཏཐདནཔཕབམཙཚཛཝཞཟའཡརལཤསཧཨ་།ིེོུ"  # (a page's alphabet: unique 32-character runs abound)


def _text(rng: random.Random, n: int, letters: str = LETTERS) -> str:
    return "".join(rng.choices(letters, k=n))


def _edited(rng: random.Random, truth: str) -> str:
    """An extractor's output: boilerplate before, inside and after the truth, a few characters lost."""
    lost = set(rng.sample(range(len(truth)), len(truth) // 50))
    kept = "".join(c for i, c in enumerate(truth) if i not in lost)
    cut = len(kept) // 2
    return _text(rng, 300, "abcdefghij") + kept[:cut] + _text(rng, 200, "0123456789") + kept[cut:] + "footer" * 20


# (name, a, b): texts whose LCS the estimate must bound from below, closely. "periodic" has no unique
# 32-character run (only the diagonal pieces), "moved" a block out of place (anchors in crossing order).
def _cases() -> list[tuple[str, str, str]]:
    rng = random.Random(7)
    truth = _text(rng, 4000)
    return [
        ("edited", _edited(rng, truth), truth),
        ("edited-reversed-roles", truth, _edited(rng, truth)),
        ("moved", truth[2000:] + truth[:2000], truth),
        ("unrelated", _text(rng, 3000), _text(rng, 3500)),
        ("periodic", "ab" * 1500 + "c", "ba" * 1600),
    ]


@pytest.mark.parametrize(("name", "a", "b"), _cases(), ids=[c[0] for c in _cases()])
def test_lcs_estimate_is_a_close_lower_bound_past_the_cap(name: str, a: str, b: str) -> None:
    exact = lcs_length(a, b)
    estimate, is_exact = lcs_estimate(a, b, max_cells=10**5)   # (far below these texts' 1.2e7 pairs)
    assert not is_exact
    assert estimate <= exact
    assert estimate >= 0.95 * exact, (estimate, exact)


@pytest.mark.parametrize("seed", range(3))
def test_lcs_estimate_is_exact_within_the_cap(seed: int) -> None:
    rng = random.Random(seed)
    truth = _text(rng, 2000)
    for a, b in ((_edited(rng, truth), truth), (_text(rng, 500, "abc"), _text(rng, 700, "abcd"))):
        assert lcs_estimate(a, b) == (lcs_length(a, b), True)
    # the common prefix and suffix are no cells: two long texts differing in the middle stay exact
    long = _text(rng, 200_000)
    assert len(long) ** 2 > LCS_EXACT_CELLS
    assert lcs_estimate(long[:100_000] + "x" + long[100_000:], long) == (200_000, True)


def test_a_page_of_megabytes_is_scored_in_seconds() -> None:
    # Before, the character LCS of two texts of a million characters took minutes (quadratic, no cap).
    rng = random.Random(3)
    truth = _text(rng, 1_000_000)
    started = time.process_time()
    score = score_page(truth, _edited(rng, truth))
    assert time.process_time() - started < 20
    assert not score.char_exact and score.char_r > 0.97 and score.char_p > 0.97
    assert summarize([score]).char_estimated == 1
