"""Quick pattern tables (extract/ascii_patterns.py) give exactly the answers of the patterns' own ``search``.

``auto`` reads the class/id/role/itemprop words of every block and ancestor with two tables of
patterns (``KEYWORD_RES``, case-sensitive on lowered words, and the ``re.IGNORECASE`` ``VETO_RES``);
ASCII words go to the patterns' ASCII twins, and a pattern whose leading words the string does
not hold is not run. Every pattern of both tables is checked here on the words pages use, on the
edges of each pattern (case, ``\\b`` next to a hyphen or digit) and on strings pieced together
from the patterns' own words.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extract.algorithms.auto.words import (
    KEYWORD_GROUPS,
    KEYWORD_QUICK,
    KEYWORD_RES,
    SHARE_BIT,
    VETO_QUICK,
    VETO_RES,
    veto_mask,
)
from extract.ascii_patterns import QuickPattern, ascii_twin, holds_any, leading_words, match_mask, quick_patterns, trie_pattern

PATTERNS = [*(KEYWORD_RES[group] for group in KEYWORD_GROUPS), *VETO_RES]
# Class/id strings as templates write them (our own), with the cases the patterns tell apart.
WORDS = [
    "", "post-meta", "POST-META entry", "share-bar", "shared-behavior", "article-tags", "tag-news", "tags",
    "Social_Share", "signature", "sign-in", "sign", "ui-dialog", "popup-gallery", "modal-review-form",
    "newsletter-popup", "message-userTitle", "message-cell--user", "poster", "poster-image", "cAuthorPane",
    "onetrust-banner-sdk", "ot-sdk-container", "cookie-consent", "CookieBanner", "qc-cmp2-ui", "dqwz",
    "breadcrumbs", "btn btn-primary", "read-more", "byline", "related-posts", "Recommendations", "xgwz",
    "tuijian", "you-might-like", "floot_left", "readName", "keyinfo", "crawler-post-meta", "x9sign9",
    "nav-tabs", "tab", "footer bottom", "masthead", "sidebar widget", "ads", "bad", "comments", "responsive",
    "respond", "subscribe", "content", "complementary", "navigation", "KELVIN k K", "ſhare-bar", "ſign", "İnfo",
    "ınfo", "bоdy", "коммент comment",
]
# Pieces the generated strings are made of: the tables' words cut up, separators, case and the letters
# Unicode folds onto ASCII ones (long s, dotless i, Kelvin sign).
PIECES = sorted({*(word[:cut] for pattern in PATTERNS for word in leading_words(pattern) or () for cut in (2, 4, 99)),
                 "-", "_", " ", "--", "x", "S", "Tag", "SIGN", "Related", "ſ", "ı", "İ", "K", "9", "é"})


def searches(pattern: re.Pattern[str], text: str) -> bool:
    return pattern.search(text) is not None


@pytest.mark.parametrize("pattern", PATTERNS, ids=lambda pattern: pattern.pattern[:30])
@pytest.mark.parametrize("words", WORDS)
def test_the_quick_pattern_answers_as_the_pattern_on_page_words(pattern: re.Pattern[str], words: str) -> None:
    quick = quick_patterns([pattern])[0]
    for text in {words, words.lower(), words.upper()}:
        assert quick.finds(text, text.lower(), text.isascii()) == searches(pattern, text)
        if text.isascii():
            found, twin_found = pattern.search(text), ascii_twin(pattern).search(text)
            assert (found and found.span()) == (twin_found and twin_found.span())


@settings(max_examples=400, derandomize=True, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
def test_the_masks_are_the_patterns_searches_on_any_string(text: str) -> None:
    veto = sum(1 << k for k, pattern in enumerate(VETO_RES) if pattern.search(text))
    keyword = sum(1 << k for k, group in enumerate(KEYWORD_GROUPS) if KEYWORD_RES[group].search(text.lower()))
    assert match_mask(text, VETO_QUICK) == veto
    assert match_mask(text.lower(), KEYWORD_QUICK) == keyword


def test_every_pattern_of_the_tables_is_quick() -> None:
    # each pattern is ASCII with leading words (a table that lost them would still be right, only slower)
    for quick in [*KEYWORD_QUICK, *VETO_QUICK]:
        assert quick.twin.flags & re.ASCII and quick.words


@pytest.mark.parametrize(("source", "flags", "words"), [
    ("nav|menu|pager", 0, {"nav", "menu", "pager"}),
    (r"\bads?\b|tabs?\b", 0, {"ad", "tab"}),
    ("(?:also|may)[-_]?like|you[-_]?might", re.IGNORECASE, {"also", "may", "you"}),
    (r"(?<![\w-])Sign(?![\w-])|signature", re.IGNORECASE, {"sign", "signature"}),
    ("repl(?:y|ies)|(?:dis)?cuss", 0, None),  # the second branch may start with "cuss"
    ("[a-z]+nav", 0, None),
    ("", 0, None),
    ("(?:|x)y", 0, None),
    (r"\u017fhare", re.IGNORECASE, None),  # long s matches "s": no twin, no words
])
def test_leading_words(source: str, flags: int, words: set[str] | None) -> None:
    found = leading_words(re.compile(source, flags))
    assert (set(found) if found is not None else None) == words


@pytest.mark.parametrize("source", [r"\u017f", "ſhare", r"\x4b", r"\N{KELVIN SIGN}", r"(a)\1", "(?u)share"])
def test_a_pattern_naming_characters_beyond_ascii_keeps_no_twin(source: str) -> None:
    # long s and the Kelvin sign match "s" and "k" case-insensitively: their patterns are used as they are
    pattern = re.compile(source, re.IGNORECASE)
    assert ascii_twin(pattern) is pattern


def test_non_ascii_words_are_searched_with_the_patterns() -> None:
    # "ſhare-bar" (long s) is a share bar under IGNORECASE, and stays one
    assert veto_mask("ſhare-bar") & SHARE_BIT
    assert veto_mask("share-bar") & SHARE_BIT
    never = QuickPattern(re.compile("x"), re.compile("y"), ("z",))  # (only the pattern can answer "é x")
    assert never.finds("é x", "é x", False) and not never.finds("x", "x", True)


@settings(max_examples=400, derandomize=True, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
def test_one_scan_names_the_patterns_whose_words_a_string_holds(text: str) -> None:
    # the table's trie finds the longest word at each position; its prefixes lead the other patterns found there
    lowered = text.lower()
    for table in (KEYWORD_QUICK, VETO_QUICK):
        expected = sum(1 << k for k, quick in enumerate(table) if quick.words is None or holds_any(lowered, quick.words))
        assert table.candidates(lowered) == expected


@pytest.mark.parametrize(("words", "text", "longest"), [
    (["nav", "navigation", "menu"], "main-navigation", ["navigation"]),
    (["nav", "navigation"], "navi nav", ["nav", "nav"]),  # "navi" is no word: the shorter one is found
    (["ad", "ads", "dsx"], "adsx", ["ads", "dsx"]),  # overlapping words: each position gives its own
    (["foot", "footer", "oot"], "footers", ["footer", "oot"]),
])
def test_the_trie_finds_the_longest_word_at_each_position(words: list[str], text: str, longest: list[str]) -> None:
    assert re.findall(f"(?=({trie_pattern(words)}))", text) == longest
