"""Scans written out in Python where a regex read a run of spaces once per space (quadratic): each gives what its
pattern, kept as the specification, gives.

``lines.separated_fields`` is the split at ``COUNTS_SEPARATOR_RE`` (a card's "14 replies · 312 views"),
``vetoes.tab_count_start`` the start of ``TAB_COUNT_RE``'s match (a tab's "Reviews (6)"). A block's raw text keeps
its template's indentation, thousands of spaces at times: the patterns took seconds on such a page, the scans take
one pass.
"""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extract.algorithms.auto.lines import COUNTS_SEPARATOR_RE, separated_fields
from extract.algorithms.auto.vetoes import TAB_COUNT_RE, tab_count_start, tab_name

# Lines of fields and tab labels, in our four languages, with the spaces, brackets and digits the scans read.
LINES = [
    ("en-card", "14 replies · 312 views"),
    ("en-empty-fields", " ·  | a ||  b · "),
    ("en-separator-first", "· 2024-01-05 · article"),
    ("bo-card", "ལན་ ༣ · ལྟ་ཐེངས་ ༡༠༠"),
    ("ug-card", "كۆرۈلۈش 733 | جاۋاب 3"),
    ("zh-card", "查看: 1283｜回复: 4"),
    ("indented", "2024-02-12" + " " * 300 + "·\n\t  " + "article" + "\n" * 50),
    ("no-separator", "   just a line   "),
    ("only-spaces", " \u00a0\u3000 "),
    ("empty", ""),
    ("tab-count", "Reviews (6)"),
    ("tab-count-spaced", "Reviews  ( ６ ) \n"),
    ("tab-full-width", "累计评价（1208）"),
    ("tab-bo-digits", "བསམ་ཚུལ། ༡༢"),
    ("tab-ug-digits", "ئىنكاس ٣٤"),
    ("tab-persian-digits", "نظر ۱۲"),
    ("tab-brackets-only", "Notes ()"),
    ("tab-digits-only", "  2024 "),
    ("tab-closers-in-text", "Top ] 10 ]) \n"),
    ("tab-digit-then-letter", "Volume 2a"),
    ("tab-final-newline", "Reviews 6\n"),
    ("tab-spaces-before-count", "Reviews" + " " * 500 + "(6)"),
]


@pytest.mark.parametrize("text", [line[1] for line in LINES], ids=[line[0] for line in LINES])
def test_separated_fields_are_the_patterns_split(text: str) -> None:
    assert separated_fields(text) == [f for f in COUNTS_SEPARATOR_RE.split(text.strip()) if f]


@pytest.mark.parametrize("text", [line[1] for line in LINES], ids=[line[0] for line in LINES])
def test_tab_count_start_is_where_the_pattern_matches(text: str) -> None:
    match = TAB_COUNT_RE.search(text)
    assert tab_count_start(text) == (len(text) if match is None else match.start())
    assert tab_name(text) == "".join(TAB_COUNT_RE.sub("", text).split())


# The characters the scans tell apart: separators, spaces of several kinds, brackets, digits of four scripts, letters.
SCANNED_CHARS = "·|•｜ \t\n\u00a0\u3000(（[)）]0９༣٣۳a中ཀ"


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=SCANNED_CHARS, max_size=40))
def test_the_scans_match_their_patterns_on_any_text(text: str) -> None:
    assert separated_fields(text) == [f for f in COUNTS_SEPARATOR_RE.split(text.strip()) if f]
    match = TAB_COUNT_RE.search(text)
    assert tab_count_start(text) == (len(text) if match is None else match.start())


RUN_SPACES = 200_000  # spaces of an indented block: the patterns read them ~2 * 10^10 times, the scans once
LINEAR_SECONDS = 1.0  # a generous bound for one pass over them on a slow, shared machine


def test_a_block_of_many_spaces_is_read_once() -> None:
    text = "Reviews" + " " * RUN_SPACES + "· 6" + " " * RUN_SPACES + "(6)"
    started = time.process_time()
    separated_fields(text)
    tab_name(text)
    assert time.process_time() - started < LINEAR_SECONDS
