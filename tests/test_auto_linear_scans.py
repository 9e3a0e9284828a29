"""Scans written out in Python where a regex read a run of spaces once per space (quadratic): each gives what its
pattern, kept as the specification, gives. And the line patterns whose leading run of non-word characters is
possessive (``^\\W*+``): each matches what its greedy twin (``^\\W*``) matches. And ``furniture_kind``'s
class-name patterns, their answers remembered per name (``inline.class_name_marks``).

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

import re

from extract.algorithms.auto.boxes import LATEST_HEADING_RE, RELATED_HEADING_RE
from extract.algorithms.auto.inline import (
    INLINE_FURNITURE_RE,
    LIST_DATE_RE,
    SCREEN_READER_RE,
    SCREEN_SHOWN_RE,
    class_name_marks,
)
from extract.algorithms.auto.count_lines import COUNTS_SEPARATOR_RE, separated_fields
from extract.algorithms.auto.lines import DATED_BYLINE_RE, RECORD_LINE_RE, SOURCE_NOTE_RE
from extract.algorithms.auto.member_counts import COUNT_FIRST_LINE_RE, COUNT_LINE_RE
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


# The patterns that take their leading run of non-word characters possessively (``^\\W*+``, no step back into it).
POSSESSIVE_PATTERNS = [
    ("related", RELATED_HEADING_RE), ("latest", LATEST_HEADING_RE), ("dated-byline", DATED_BYLINE_RE),
    ("source-note", SOURCE_NOTE_RE), ("record-line", RECORD_LINE_RE), ("count-line", COUNT_LINE_RE),
    ("count-first-line", COUNT_FIRST_LINE_RE),
]
POSSESSIVE_LEAD = r"^\W*+"


def greedy_twin(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """The pattern as it was written before, its leading run greedy (it gives characters back)."""
    assert pattern.pattern.startswith(POSSESSIVE_LEAD)
    return re.compile(r"^\W*" + pattern.pattern[len(POSSESSIVE_LEAD):], pattern.flags)


# Lines each of the patterns reads as its own (labels, bylines, datelines, counts) and lines none does, in our four
# languages, behind runs of spaces, punctuation, brackets, a tsheg or a combining mark.
LEADS = ["", "  ", "\n\t  \n", "» ", "【", "-- ", "་ ", "\u0f71", "_", "'", "1. ", "«\u00a0"]
BODIES = [
    "相关阅读", "Related articles", "You may also like", "ئەڭ كۆپ ئوقۇلغان", "འབྲེལ་ཡོད་གསར་འགྱུར", "最新资讯", "Latest news",
    "Posted on 2024-03-05 10:30", "发布时间：2024年3月5日", "Source: Grain Bureau 2024-09-30", "来源：新华社 2024-09-03",
    "作者：卓玛 2024-03-11", "Author: Anna Keller · May 3, 2024", "Posts: 1,077", "帖子 345", "1,077 posts",
    "يازما: 1,077", "ལྷ་སྒོ། 1,077", "The library opens on Sundays.", "", "relatedness", "Posts 1,077 and more",
]


@pytest.mark.parametrize("name_pattern", POSSESSIVE_PATTERNS, ids=[p[0] for p in POSSESSIVE_PATTERNS])
def test_a_possessive_lead_matches_what_the_greedy_one_matches(name_pattern: tuple[str, re.Pattern[str]]) -> None:
    pattern = name_pattern[1]
    twin = greedy_twin(pattern)
    matched = 0
    for lead in LEADS:
        for body in BODIES:
            for tail in ("", " ", " »", "\n"):
                text = lead + body + tail
                found, expected = pattern.match(text), twin.match(text)
                assert (found and (found.span(), found.groups())) == (expected and (expected.span(), expected.groups()))
                matched += found is not None
    assert matched  # the table reaches the pattern's matches, not only its misses


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(POSSESSIVE_PATTERNS), st.text(alphabet=" \n«【་\u0f71_'.:：-1", max_size=8),
       st.sampled_from(BODIES), st.text(alphabet=" ·|:1a༡٣»\n", max_size=6))
def test_a_possessive_lead_matches_what_the_greedy_one_matches_on_any_lead(
        name_pattern: tuple[str, re.Pattern[str]], lead: str, body: str, tail: str) -> None:
    pattern, text = name_pattern[1], lead + body + tail
    found, expected = pattern.match(text), greedy_twin(pattern).match(text)
    assert (found and (found.span(), found.groups())) == (expected and (expected.span(), expected.groups()))


# Class names of inline nodes: what each of ``furniture_kind``'s class patterns says of them, remembered per name
CLASS_NAMES = ["sr-only", "visually-hidden md:not-sr-only", "mw-editsection", "post-date", "time meta",
               "pstatus", "content", "sr-only time", "DATE", "date-picker", ""]


@pytest.mark.parametrize("name", CLASS_NAMES)
def test_a_class_names_marks_are_its_patterns_answers(name: str) -> None:
    for _ in range(2):  # the first answer and the remembered one
        assert class_name_marks(name) == (
            bool(SCREEN_READER_RE.search(name) and not SCREEN_SHOWN_RE.search(name)),
            bool(INLINE_FURNITURE_RE.search(name)), bool(LIST_DATE_RE.search(name)))
