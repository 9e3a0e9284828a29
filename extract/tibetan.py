"""Tibetan letter statistics for recognition: the syllable-dot distance test (seed 000 §1.1, §2.2).

Every Tibetan syllable is closed by a dot (tsheg). Counted by code point a
syllable has at most 7 letters (1..7 characters between two dots), counted by
precomposed stacks (GB2312-based fonts) at most 5. The test counts, in one run
of text in one font context, the dot-delimited syllables (the segments between
two consecutive dots) and those whose length passes.

Everything here works on whole UTF-8 byte strings with C-level operations
(``bytes.replace``, ``bytes.translate``, ``bytes.count``): no Python-level loop
over characters or syllables, since recognition must cost less than parsing the
page. Many runs (the text runs of a page in legacy fonts) are tested in one
pass, joined by a break no syllable spans (:func:`dot_test_runs`).

>>> t = dot_test("ཀ་ཁ་གང་ངོ་", frozenset("་"), 7)
>>> (t.dots, t.syllables, t.passing, t.passing_chars)
(4, 3, 3, 8)
>>> dot_test("well-known self-made", frozenset("-"), 7).passing
0
>>> dot_test("up-to-date and well-to-do", frozenset("-"), 7).passing
2
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from itertools import compress

from extract.scripts import DRIKUNG_TSHEG


@dataclass(frozen=True)
class DotTest:
    """The outcome of the distance test on some text (sums over runs add up)."""

    dots: int = 0  # dots counted
    syllables: int = 0  # segments between two consecutive dots
    passing: int = 0  # of which 1..max_distance characters long
    passing_chars: int = 0  # characters in passing syllables plus their closing dots
    chars: int = 0  # non-space characters of the tested text

    def __add__(self, other: DotTest) -> DotTest:
        return DotTest(self.dots + other.dots, self.syllables + other.syllables,
                       self.passing + other.passing, self.passing_chars + other.passing_chars,
                       self.chars + other.chars)

    @property
    def passing_share(self) -> float:
        """Passing syllables over all syllables (seed 000 §2.2: Tibetan when more than 1/3)."""
        return self.passing / self.syllables if self.syllables else 0.0

    @property
    def coverage(self) -> float:
        """Share of the tested characters that lie in passing syllables (dots included)."""
        return min(1.0, self.passing_chars / self.chars) if self.chars else 0.0

    @property
    def dot_share(self) -> float:
        """Dots over the non-space characters tested (seed 000 §1.1: at least 12.5 %, ~20-25 %)."""
        return self.dots / self.chars if self.chars else 0.0


# The distance test runs on one class byte per character, built in C:
# the text's UTF-8 with each dot replaced by DOT_MARK twice (so that
# ``bytes.count`` sees every syllable, non-overlapping, between its own two
# marks), then translated so that every character is one byte: its UTF-8
# continuation bytes are deleted, white space becomes SPACE_CLASS and
# everything else LETTER_CLASS. A passing syllable of L characters is then the
# literal ``DOT + LETTER * L + DOT``: seven ``bytes.count`` calls, no
# Python-level loop over syllables.
DOT_MARK = b"\x01"
DOT_CLASS, SPACE_CLASS, LETTER_CLASS = b"D", b"S", b"x"
_WHITE_SPACE_BYTES = b" \t\n\r\x0b\x0c"
_CONTINUATION_BYTES = bytes(range(0x80, 0xC0))
# Runs tested together are joined by RUN_BREAK, class BREAK_CLASS: no syllable spans it.
RUN_BREAK, BREAK_CLASS = b"\x02", b"B"
RUN_BREAK_STANDIN = b"\x03"  # a RUN_BREAK inside a run becomes this other control character (a letter)
_CLASS_TABLE = bytes(
    DOT_CLASS[0] if b == DOT_MARK[0] else SPACE_CLASS[0] if b in _WHITE_SPACE_BYTES else LETTER_CLASS[0]
    for b in range(256)
)
_RUNS_CLASS_TABLE = bytes(BREAK_CLASS[0] if b == RUN_BREAK[0] else _CLASS_TABLE[b] for b in range(256))
# Non-ASCII white space, made ASCII before the translation.
_WIDE_SPACES = ("\xa0", "\u3000", "\u2002", "\u2003", "\u2009")


def class_bytes(text: str, dot_codes: frozenset[str] | str) -> bytes:
    """One class byte per character of ``text``: dots doubled as ``DD``, white space ``S``, others ``x``."""
    return class_bytes_utf8(text.encode("utf-8", "surrogatepass"), dot_codes)


def class_bytes_utf8(u8: bytes, dot_codes: frozenset[str] | str, table: bytes = _CLASS_TABLE) -> bytes:
    """:func:`class_bytes` of a text given as UTF-8 bytes (no decoding: recognition reads bytes).

    Each dot code becomes two marks: the frequent codes at once (``bytes.replace``),
    the rare ones (the Unicode shads other than U+0F0D) only after a search found
    any; the wide spaces only when their lead bytes are present; then one
    translation that also deletes continuation bytes.
    """
    if DOT_MARK in u8:
        u8 = u8.replace(DOT_MARK, b" ")  # a control character that is no text: never a dot
    frequent, rare = _code_plan(dot_codes)
    for code in frequent:
        u8 = u8.replace(code, _DOUBLE_MARK)
    if rare is not None and _TIBETAN_MARKS_LEAD in u8 and rare.search(u8):
        for code in _RARE_UNICODE_ENDS:
            u8 = u8.replace(code, _DOUBLE_MARK)
    if any(map(u8.__contains__, _WIDE_SPACE_LEADS)):  # (one memchr per lead byte)
        for space in _WIDE_SPACES_UTF8:
            if space in u8:
                u8 = u8.replace(space, b" ")
    return u8.translate(table, _CONTINUATION_BYTES)


def _utf8(code: str) -> bytes:
    return code.encode("utf-8", "surrogatepass")


_WIDE_SPACES_UTF8 = tuple(_utf8(space) for space in _WIDE_SPACES)
# Their lead bytes (C2, E2, E3): most texts hold none, and a memchr per lead byte says so.
_WIDE_SPACE_LEADS = tuple(sorted({space[0] for space in _WIDE_SPACES_UTF8}))
_DOUBLE_MARK = DOT_MARK * 2  # each dot is marked twice: bytes.count sees every syllable between its own marks


def _code_plan(dot_codes: frozenset[str] | str) -> tuple[tuple[bytes, ...], re.Pattern[bytes] | None]:
    """(the dot codes replaced at once, a search for the rare ones or None) for a set of dot codes."""
    if dot_codes == UNICODE_SYLLABLE_ENDS:
        return _FREQUENT_UNICODE_ENDS, _RARE_UNICODE_RE
    return tuple(_utf8(code) for code in dot_codes), None


def dot_test(text: str, dot_codes: frozenset[str] | str, max_distance: int) -> DotTest:
    """Seed 000 §2.2 steps 2/4/5 on one run: count dots and the syllables between them.

    A syllable is the segment between two consecutive dots; it passes when it
    holds 1..max_distance characters and no white space (white space is not a
    letter: English words between hyphens fail).
    """
    return dot_test_utf8(text.encode("utf-8", "surrogatepass"), dot_codes, max_distance)


def dot_test_utf8(u8: bytes, dot_codes: frozenset[str] | str, max_distance: int) -> DotTest:
    """:func:`dot_test` of a text given as UTF-8 bytes."""
    return count_syllables(class_bytes_utf8(u8, dot_codes), max_distance)


def passing_syllables(text: str, dot_codes: frozenset[str] | str, max_distance: int) -> int:
    """``dot_test(text, dot_codes, max_distance).passing`` by one regex search from dot to dot.

    Faster than the class bytes on long text with few dots (a legacy font named on
    an English page): the search skips to each dot and looks ahead for a passing
    syllable and the next dot.

    >>> passing_syllables("ka-kha-ga- up-to-date", "-", 7) == dot_test("ka-kha-ga- up-to-date", "-", 7).passing
    True
    """
    return len(_passing_syllable_re(frozenset(dot_codes), max_distance).findall(text))


@functools.lru_cache(maxsize=64)
def _passing_syllable_re(dot_codes: frozenset[str], max_distance: int) -> re.Pattern[str]:
    """A dot followed by 1..max_distance characters that are neither dots nor white space (as class_bytes
    reads white space), then a dot."""
    dots = "".join(map(re.escape, sorted(dot_codes)))
    spaces = re.escape(_WHITE_SPACE_BYTES.decode() + DOT_MARK.decode() + "".join(_WIDE_SPACES))
    return re.compile(f"[{dots}](?=[^{dots}{spaces}]{{1,{max_distance}}}[{dots}])")


def dot_test_runs(runs: list[str], dot_codes: frozenset[str] | str, max_distance: int) -> DotTest:
    """The sum of :func:`dot_test` over ``runs``, in one pass over the runs joined by ``RUN_BREAK``.

    A syllable never spans two runs (the counted literals hold no break); each
    run with dots has one syllable fewer than dots, so the syllables are the
    dots less the runs that hold any (the dot blocks between breaks).

    >>> runs = ["ka-kha-", "ga-", "x y-"]
    >>> dot_test_runs(runs, "-", 7) == dot_test(runs[0], "-", 7) + dot_test(runs[1], "-", 7) + dot_test(runs[2], "-", 7)
    True
    """
    return dot_test_blocks(runs, dot_codes, max_distance, 0)[0]


def dot_test_blocks(runs: list[str], dot_codes: frozenset[str] | str, max_distance: int,
                    min_block: int) -> tuple[DotTest, int]:
    """(:func:`dot_test_runs`, the tested characters of the runs that hold at least ``min_block`` of them).

    >>> dot_test_blocks(["ka-kha-ga-", "x"], "-", 7, 5)[1]
    10
    """
    return dot_test_blocks_utf8([run.encode("utf-8", "surrogatepass") for run in runs], dot_codes, max_distance,
                                min_block)


def dot_test_blocks_utf8(runs: list[bytes], dot_codes: frozenset[str] | str, max_distance: int,
                         min_block: int) -> tuple[DotTest, int]:
    """:func:`dot_test_blocks` of runs given as UTF-8 bytes."""
    return dot_test_joined(join_runs(runs), dot_codes, max_distance, min_block)


def join_runs(runs: list[bytes]) -> bytes:
    """Runs (UTF-8) joined by RUN_BREAK; a RUN_BREAK inside a run becomes another control character."""
    text = RUN_BREAK.join(runs)
    if text.count(RUN_BREAK) != len(runs) - 1:  # a control character inside a run: a letter there, as in dot_test
        text = RUN_BREAK.join(run.replace(RUN_BREAK, RUN_BREAK_STANDIN) for run in runs)
    return text


def dot_test_joined(text: bytes, dot_codes: frozenset[str] | str, max_distance: int,
                    min_block: int) -> tuple[DotTest, int]:
    """:func:`dot_test_blocks` of runs already joined by :func:`join_runs`."""
    classes = class_bytes_utf8(text, dot_codes, _RUNS_CLASS_TABLE)
    breaks = classes.count(BREAK_CLASS)
    test = count_syllables(classes, max_distance, breaks)
    block_chars = 0
    if min_block:
        pieces = classes.split(BREAK_CLASS) if breaks else [classes]
        # Only a piece of min_block class bytes or more can hold min_block characters (C-level filter first).
        for piece in compress(pieces, map(min_block.__le__, map(len, pieces))):
            chars = len(piece) - piece.count(SPACE_CLASS) - piece.count(DOT_CLASS) // 2
            block_chars += chars if chars >= min_block else 0
    if not breaks or not test.dots:
        return test, block_chars
    dot_blocks = classes.translate(None, LETTER_CLASS + SPACE_CLASS)
    runs_with_dots = dot_blocks.count(BREAK_CLASS + DOT_CLASS) + dot_blocks.startswith(DOT_CLASS)
    return DotTest(test.dots, test.dots - runs_with_dots, test.passing, test.passing_chars, test.chars), block_chars


def count_syllables(classes: bytes, max_distance: int, breaks: int = 0) -> DotTest:
    """The distance test on class bytes (:func:`class_bytes`): a passing syllable is ``D`` + 1..max_distance
    ``x`` + ``D`` (each dot's own two marks keep syllables apart). Where dots are dense (Tibetan) one
    ``bytes.count`` per length counts them; where they are sparse one regex substitution deletes them
    (a ``bytes.count`` per length would make ``max_distance`` passes over text with few syllables), and
    their number and characters come out of the substitution count and the bytes it removed.

    >>> t = count_syllables(b"xxDDxxxDDxDDxxxxxxxxDDxSxDD", 7)
    >>> (t.dots, t.syllables, t.passing, t.passing_chars)
    (5, 4, 2, 6)
    """
    dots = classes.count(DOT_CLASS) // 2
    spaces = classes.count(SPACE_CLASS)
    chars = len(classes) - spaces - dots - breaks
    if dots < 2:
        return DotTest(dots=dots, chars=chars)
    if dots * CLASS_BYTES_PER_DOT_FOR_COUNTS >= len(classes):
        # Dense dots (Tibetan): one C-level count per length beats a substitution that stops at every
        # syllable. Exact: dot marks come in pairs, so a syllable of L letters is the literal D + L x + D
        # between its own two marks, found once by the count for L and by no other.
        counts = [classes.count(literal) for literal in _passing_literals(max_distance)]
        passing = sum(counts)
        passing_chars = passing + sum(length * n for length, n in enumerate(counts, 1))
    else:
        rest, passing = _passing_classes_re(max_distance).subn(b"", classes)
        passing_chars = len(classes) - len(rest) - passing  # each removed syllable: its letters and two marks
    return DotTest(dots=dots, syllables=dots - 1, passing=passing, passing_chars=passing_chars, chars=chars)


# Class bytes per dot at or below which count_syllables counts each passing length (max_distance
# bytes.count passes, a few instructions per byte each) rather than substituting (a regex attempt and a
# piece per syllable). Measured: Tibetan class bytes hold 4-6 bytes per dot (counts 2-3x faster); on
# hyphenated English (~10 bytes per dot) counts took 2x the time. Over recognition-dev any threshold
# from 6 to 40 saved 15-22M instructions per pass (callgrind, +-3M); 8 keeps sparse dots on the regex.
CLASS_BYTES_PER_DOT_FOR_COUNTS = 8


@functools.lru_cache(maxsize=16)
def _passing_literals(max_distance: int) -> tuple[bytes, ...]:
    """The passing syllables of each length 1..max_distance as class-byte literals."""
    return tuple(DOT_CLASS + LETTER_CLASS * length + DOT_CLASS for length in range(1, max_distance + 1))


@functools.lru_cache(maxsize=16)
def _passing_classes_re(max_distance: int) -> re.Pattern[bytes]:
    """A passing syllable in class bytes: a dot mark, 1..max_distance letters, a dot mark."""
    return re.compile(re.escape(DOT_CLASS) + re.escape(LETTER_CLASS) + b"{1,%d}" % max_distance + re.escape(DOT_CLASS))


# In Unicode a syllable is closed by the tsheg, the non-breaking tsheg or, at a
# clause end, a shad (which stands in place of the tsheg): U+0F0B-U+0F12, U+0F14.
UNICODE_SYLLABLE_ENDS = frozenset("\u0f0b\u0f0c\u0f0d\u0f0e\u0f0f\u0f10\u0f11\u0f12\u0f14")


# Tsheg and shad close almost every syllable; the other ends are rare: looked for only when
# some character of U+0F00-U+0F3F (UTF-8 E0 BC ..) is left once tsheg and shad are replaced.
_FREQUENT_UNICODE_ENDS = (_utf8("\u0f0b"), _utf8("\u0f0d"))
_RARE_UNICODE_ENDS = tuple(_utf8(code) for code in sorted(UNICODE_SYLLABLE_ENDS - {"\u0f0b", "\u0f0d"}))
_RARE_UNICODE_RE = re.compile(b"|".join(re.escape(code) for code in _RARE_UNICODE_ENDS))
_TIBETAN_MARKS_LEAD = b"\xe0\xbc"


MAX_UNICODE_DISTANCE = 7  # characters from one Unicode dot to the next: a syllable has at most 7 letters (seed 000 §1.1)


def unicode_class_bytes(text: str) -> bytes | None:
    """:func:`class_bytes` for the Unicode syllable ends, read on UTF-16 code units; None when ``text``
    holds characters beyond the BMP (they are two code units: :func:`class_bytes` reads those).

    Unicode Tibetan has a dot every few characters: replacing each in the UTF-8
    (:func:`class_bytes_utf8`) copies the text piece by piece. Here each class is
    a flag per code unit, from the low byte (a syllable end, a white space) ANDed
    with its high-byte block (U+0Fxx; U+00xx, U+20xx, U+30xx for white space) as
    big integers, and one translation turns the flags into class bytes.

    >>> unicode_class_bytes("ཀ་ཁ། ག\u3000") == class_bytes("ཀ་ཁ། ག\u3000", UNICODE_SYLLABLE_ENDS)
    True
    """
    u16 = text.encode("utf-16-le", "surrogatepass")
    high = u16[1::2]
    if high.translate(None, _DELETE_NON_SURROGATE_HIGH):
        return None
    low = u16[0::2]

    def flags(low_table: bytes, high_table: bytes) -> int:
        return int.from_bytes(low.translate(low_table), "little") & int.from_bytes(high.translate(high_table), "little")

    found = flags(_LOW_SYLLABLE_END_FLAG, _HIGH_TIBETAN_MASK) | flags(_LOW_SPACE_FLAG, _HIGH_BASIC_MASK)
    for block, low_table, high_table in _WIDE_SPACE_FLAGS:
        if block in high:
            found |= flags(low_table, high_table)
    return found.to_bytes(len(high), "little").translate(_FLAG_CLASSES).replace(DOT_CLASS, DOT_CLASS * 2)


def _byte_table(mapping: dict[int, int]) -> bytes:
    return bytes(mapping.get(b, 0) for b in range(256))


_DOT_FLAG, _SPACE_FLAG = 0x01, 0x02
_FLAG_CLASSES = _byte_table({0: LETTER_CLASS[0], _DOT_FLAG: DOT_CLASS[0], _SPACE_FLAG: SPACE_CLASS[0]})
_LOW_SYLLABLE_END_FLAG = _byte_table({ord(code) & 0xFF: _DOT_FLAG for code in UNICODE_SYLLABLE_ENDS})
_HIGH_TIBETAN_MASK = _byte_table({0x0F: 0xFF})
# U+0000-00FF white space as class_bytes_utf8 reads it: ASCII white space, DOT_MARK (made a space), no-break space.
_LOW_SPACE_FLAG = _byte_table({b: _SPACE_FLAG for b in _WHITE_SPACE_BYTES + DOT_MARK + b"\xa0"})
_HIGH_BASIC_MASK = _byte_table({0x00: 0xFF})
_WIDE_SPACE_FLAGS = tuple(
    (block, _byte_table({ord(space) & 0xFF: _SPACE_FLAG for space in _WIDE_SPACES if ord(space) >> 8 == block}),
     _byte_table({block: 0xFF}))
    for block in sorted({ord(space) >> 8 for space in _WIDE_SPACES} - {0x00}))
_DELETE_NON_SURROGATE_HIGH = bytes(b for b in range(256) if not 0xD8 <= b <= 0xDF)


def dot_test_unicode(u8: bytes) -> DotTest:
    """:func:`dot_test_utf8` with the Unicode syllable ends and distances 1..7 (:func:`unicode_class_bytes`).

    >>> dot_test_unicode(b"\\xe0\\xbd\\x80\\xe0\\xbc\\x8b\\xff\\xe0\\xbc\\x8b").dots  # not UTF-8: read as bytes
    2
    """
    try:
        classes = unicode_class_bytes(u8.decode("utf-8", "surrogatepass"))
    except UnicodeDecodeError:
        classes = None
    if classes is None:
        classes = class_bytes_utf8(u8, UNICODE_SYLLABLE_ENDS)
    if _SPACE_AFTER_END in classes:
        classes = _SPACES_AFTER_END_RE.sub(DOT_CLASS * 2, classes)
    return count_syllables(classes, MAX_UNICODE_DISTANCE)


# White space after a Unicode syllable end separates nothing: the next syllable starts there all the same
# (a space after a shad; markup after every tsheg, as <wbr>, &shy; or a <span> per syllable, read as a space).
# Only U+0F0B-U+0F14 end Unicode syllables, and nothing but Tibetan script writes them.
_SPACE_AFTER_END = DOT_CLASS * 2 + SPACE_CLASS
_SPACES_AFTER_END_RE = re.compile(re.escape(_SPACE_AFTER_END) + re.escape(SPACE_CLASS) + b"*")


DRIKUNG_DOTS = frozenset({DRIKUNG_TSHEG})
