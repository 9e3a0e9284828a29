"""ASCII twins of regular expressions (extract/ascii_patterns.py) match ASCII text exactly as their patterns do.

``auto`` reads the class/id/role/itemprop words of every block and ancestor with two tables of
patterns (``KEYWORD_RES``, case-sensitive on lowered words, and the ``re.IGNORECASE`` ``VETO_RES``);
ASCII words go to the twins. Every pattern of both tables is checked here on the words pages
use, on the edges of each pattern (case, ``\\b`` next to a hyphen or digit) and on random ASCII.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extract.algorithms import auto
from extract.ascii_patterns import ascii_twin

PATTERNS = [*(auto.KEYWORD_RES[group] for group in auto.KEYWORD_GROUPS), *auto.VETO_RES]
# Class/id strings as templates write them (our own), with the cases the patterns tell apart.
WORDS = [
    "", "post-meta", "POST-META entry", "share-bar", "shared-behavior", "article-tags", "tag-news", "tags",
    "Social_Share", "signature", "sign-in", "sign", "ui-dialog", "popup-gallery", "modal-review-form",
    "newsletter-popup", "message-userTitle", "message-cell--user", "poster", "poster-image", "cAuthorPane",
    "onetrust-banner-sdk", "ot-sdk-container", "cookie-consent", "CookieBanner", "qc-cmp2-ui", "dqwz",
    "breadcrumbs", "btn btn-primary", "read-more", "byline", "related-posts", "Recommendations", "xgwz",
    "tuijian", "you-might-like", "floot_left", "readName", "keyinfo", "crawler-post-meta", "x9sign9",
    "nav-tabs", "tab", "footer bottom", "masthead", "sidebar widget", "ads", "bad", "comments", "responsive",
    "respond", "subscribe", "content", "complementary", "navigation", "KELVIN k K", "sSiIıİſK",
]


@pytest.mark.parametrize("pattern", PATTERNS, ids=lambda pattern: pattern.pattern[:30])
@pytest.mark.parametrize("words", WORDS)
def test_the_twin_finds_what_the_pattern_finds_in_page_words(pattern: re.Pattern[str], words: str) -> None:
    twin = ascii_twin(pattern)
    for text in {words, words.lower(), words.upper()}:
        found, twin_found = pattern.search(text), twin.search(text)
        if text.isascii():
            assert (found and found.span()) == (twin_found and twin_found.span())


@settings(max_examples=300, derandomize=True, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=40))
def test_the_twins_find_what_the_patterns_find_in_any_ascii(text: str) -> None:
    for pattern in PATTERNS:
        found, twin_found = pattern.search(text), ascii_twin(pattern).search(text)
        assert (found and found.span()) == (twin_found and twin_found.span())


def test_the_tables_have_twins() -> None:
    # every pattern of both tables is ASCII: each has a twin (a table that lost them would still be right, slower)
    assert all(ascii_twin(pattern).flags & re.ASCII for pattern in PATTERNS)


@pytest.mark.parametrize("source", [r"\u017f", "ſhare", r"\x4b", r"\N{KELVIN SIGN}", r"(a)\1", "(?u)share"])
def test_a_pattern_naming_characters_beyond_ascii_keeps_no_twin(source: str) -> None:
    # long s and the Kelvin sign match "s" and "k" case-insensitively: their patterns are used as they are
    pattern = re.compile(source, re.IGNORECASE)
    assert ascii_twin(pattern) is pattern


def test_masks_of_non_ascii_words_use_the_patterns() -> None:
    # "ſhare-bar" (long s) is a share bar under IGNORECASE, and stays one
    assert auto.veto_mask("ſhare-bar") & auto.SHARE_BIT
    assert auto.veto_mask("share-bar") & auto.SHARE_BIT
    assert auto.keyword_mask("ſhare") == auto.keyword_mask("ſhare".lower())
