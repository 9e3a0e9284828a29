"""A regular expression run only on text that holds one of the literals its every match holds.

``auto`` tests every short block of a page for a date stamp, a reply's
subject, a "read also" label (114,000 blocks on extraction-dev); almost none
is one, and the regex engine scans each block to find that out. But every
match of ``\\d{1,2}:\\d{2}`` holds a ``:``, and a block without one cannot
match: a substring test (``in``, a C scan) answers first.

:func:`required_literals` reads the literals from the pattern's parse
(``re._parser``, the parser ``re.compile`` itself runs), so the gate follows
the pattern when its text changes. A sequence needs each of its items, so any
item that names literals will do (the fewest, then the longest, are taken); a
branch needs one of its branches, so the union of theirs, or nothing known
when one branch names none; a repeat needs its body when it repeats at least
once; a class of a few characters needs one of them; consecutive literals
make one word. Anything else (a category, ``.``, a lookaround, a reference)
names none. Under ``re.IGNORECASE`` only characters that have no case count
(as the compiler decides, ``_sre.unicode_iscased``): the compiler matches
those exactly (Python ``re`` documentation, ``re.IGNORECASE``; a cased letter
matches other characters, ``s`` the long s U+017F too). A pattern with no
literal known always runs.

>>> sorted(required_literals(re.compile(r"(?:\\d{4}年|\\d\\d/)\\d\\d,?\\s*\\d{1,2}:\\d{2}")))
[':']
>>> sorted(required_literals(re.compile(r"^\\s*(?:re|aw)\\s*[:：]|发表于\\s*\\d", re.IGNORECASE)))
[':', '发表于', '：']
>>> required_literals(re.compile(r"advert|[a-z]+:", re.IGNORECASE)) is None
True
>>> stamp = gated(re.compile(r"\\d{1,2}:\\d{2}"))
>>> stamp.search("posted 10:30") is not None, stamp.search("no stamp") is None
(True, True)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import chain, compress, repeat
from typing import TypeVar

from extract.ascii_patterns import holds_any, sre_constants, sre_parser, trie_pattern
from extract.optional_c import SPEEDUPS as _speedups

T = TypeVar("T")

try:  # the case test re's compiler runs (CPython)
    from _sre import ascii_iscased, unicode_iscased
except ImportError:  # pragma: no cover - another Python: no character counts as caseless
    ascii_iscased = unicode_iscased = None  # type: ignore[assignment]

MAX_CLASS_LITERALS = 16  # characters of a class (``[:：]``) taken as its literals; a larger class names none
ASCII_END = 0x80  # the first code point past ASCII
# The characters beyond ASCII that ``re.IGNORECASE`` matches with an ASCII letter: İ, ı (with i), ſ (with s), the Kelvin
# sign (with k). Every other character an ASCII letter matches so is the letter in one of its two cases (Python's
# ``re`` case folding; tests/test_literal_gate.py reads all of Unicode for them).
FOLD_SPECIALS = ("\u0130", "\u0131", "\u017f", "\u212a")


def _parsed(pattern: re.Pattern[str], read: Callable[[list, int], T]) -> T | None:
    """``read`` of ``pattern``'s parse (``re._parser``: its top-level items and its flags); None where the parser or
    the case tables are not at hand, the pattern is no ``str`` one, or the parse has another shape (its pattern then
    simply always runs)."""
    if sre_parser is None or unicode_iscased is None or not isinstance(pattern.pattern, str):
        return None
    try:
        parsed = sre_parser.parse(pattern.pattern, pattern.flags)
        return read(parsed.data, parsed.state.flags)
    except Exception:  # noqa: BLE001 - a parser of another shape: the pattern simply always runs
        return None


def required_literals(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` holds; None when none is known (see the module docstring)."""
    return _parsed(pattern, _sequence)


def _caseless(code: int, flags: int) -> bool:
    """Whether the compiled pattern matches character ``code`` exactly (no case folding applies to it)."""
    if not flags & re.IGNORECASE:
        return True
    return not (ascii_iscased if flags & re.ASCII else unicode_iscased)(code)


def _literal(code: int, flags: int, fold: bool) -> str | None:
    """The string a text holds where the pattern matches character ``code``, or None: ``code`` itself when no case
    folding applies to it; with ``fold``, read in the lowered text (``str.lower``): an ASCII character lowered (exact
    or under ``re.IGNORECASE``: its two cases, ``FOLD_SPECIALS`` aside), a character without case itself, and none
    for a cased character beyond ASCII (its lowered form may differ from what it matches)."""
    if not fold:
        return chr(code) if _caseless(code, flags) else None
    if code < ASCII_END:
        return chr(code).lower()
    return None if unicode_iscased(code) else chr(code)


def _sequence(items: list, flags: int, fold: bool = False) -> frozenset[str] | None:
    """The literals of a sequence of parsed items: the best of its items' (fewest strings, then longest)."""
    candidates: list[frozenset[str]] = []
    word: list[str] = []
    for code, value in items:
        char = _literal(value, flags, fold) if code is sre_constants.LITERAL else None
        if char is not None:
            word.append(char)
            continue
        if word:
            candidates.append(frozenset({"".join(word)}))
            word = []
        found = _item(code, value, flags, fold)
        if found:
            candidates.append(found)
    if word:
        candidates.append(frozenset({"".join(word)}))
    if not candidates:
        return None
    return min(candidates, key=lambda strings: (len(strings), -min(map(len, strings))))


def _item(code: object, value: object, flags: int, fold: bool = False) -> frozenset[str] | None:
    """The literals one item of a parsed sequence needs, or None."""
    if code is sre_constants.SUBPATTERN:  # (group, add flags, del flags, pattern)
        _, add, remove, body = value
        return _sequence(body.data, (flags | add) & ~remove, fold)
    if code is sre_constants.BRANCH:  # (None, [pattern per branch])
        union: set[str] = set()
        for branch in value[1]:
            found = _sequence(branch.data, flags, fold)
            if not found:
                return None
            union |= found
        return frozenset(union)
    if code in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, sre_constants.POSSESSIVE_REPEAT):
        low, _, body = value
        return _sequence(body.data, flags, fold) if low >= 1 else None
    if code is sre_constants.ATOMIC_GROUP:
        return _sequence(value.data, flags, fold)
    if code is sre_constants.IN:
        return _class_literals(value, flags, fold)
    return None


def _class_literals(members: list, flags: int, fold: bool = False) -> frozenset[str] | None:
    """The characters of a class of a few caseless literals and ranges (``[:：]``), or None."""
    codes: list[int] = []
    for code, value in members:
        if code is sre_constants.LITERAL:
            codes.append(value)
        elif code is sre_constants.RANGE and value[1] - value[0] < MAX_CLASS_LITERALS:
            codes.extend(range(value[0], value[1] + 1))
        else:  # a negation, a category, a wide range
            return None
    chars = [_literal(code, flags, fold) for code in codes]
    if not codes or len(codes) > MAX_CLASS_LITERALS or None in chars:
        return None
    return frozenset(chars)


def folded_literals(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Strings one of which the lowered text (``str.lower``) of every match of ``pattern`` holds, unless the text holds
    one of ``FOLD_SPECIALS``; None when none is known. As :func:`required_literals`, but a pattern's English words
    under ``re.IGNORECASE`` ("sponsored", "sign up") count, read lowered: a pattern whose every branch names such a
    word, and no literal without case, has no :func:`required_literals` and always ran."""
    return _parsed(pattern, lambda items, flags: _sequence(items, flags, fold=True))


@dataclass(frozen=True)
class GatedPattern:
    """A pattern and the literals one of which its every match holds (None: it always runs)."""

    pattern: re.Pattern[str]
    literals: tuple[str, ...] | None
    folded: bool = False  # the literals are read in the lowered text (``folded_literals``)

    def _cannot_match(self, text: str) -> bool:
        """Whether ``text`` holds none of the literals (so the pattern cannot match it)."""
        if self.literals is None:
            return False
        if not self.folded:
            return not holds_any(text, self.literals)
        return not holds_any(text.lower(), self.literals) and (text.isascii() or not holds_any(text, FOLD_SPECIALS))

    def search(self, text: str) -> re.Match[str] | None:
        """``pattern.search(text)``; None at once when ``text`` holds none of the literals.

        (``_cannot_match`` written out for the exact literals, the common case: ~330,000 calls over the dev set,
        most answered by a substring test, where the two calls of the gate cost more than the test.)"""
        literals = self.literals
        if literals is None:
            return self.pattern.search(text)
        if not self.folded:
            for literal in literals:
                if literal in text:
                    return self.pattern.search(text)
            return None
        return None if self._cannot_match(text) else self.pattern.search(text)

    def match(self, text: str) -> re.Match[str] | None:
        """``pattern.match(text)``; None at once when ``text`` holds none of the literals (as ``search``)."""
        literals = self.literals
        if literals is None:
            return self.pattern.match(text)
        if not self.folded:
            for literal in literals:
                if literal in text:
                    return self.pattern.match(text)
            return None
        return None if self._cannot_match(text) else self.pattern.match(text)


def _by_length(literals: frozenset[str]) -> tuple[str, ...]:
    """The literals shortest first (the likeliest found soonest)."""
    return tuple(sorted(literals, key=lambda s: (len(s), s)))


def gated(pattern: re.Pattern[str], fold: bool = False) -> GatedPattern:
    """``pattern`` with its :func:`required_literals`, or else, with ``fold``, its :func:`folded_literals`.

    Folding costs a lowered copy of each text: it pays for a pattern that scans the whole text (a search, or a
    match whose opening repeats), not for one anchored on a label that fails at the text's first letters."""
    literals = required_literals(pattern)
    if literals is not None or not fold:
        return GatedPattern(pattern, None if literals is None else _by_length(literals))
    folded = folded_literals(pattern)
    return GatedPattern(pattern, None if folded is None else _by_length(folded), folded=folded is not None)


@dataclass(frozen=True)
class LiteralUnion:
    """The literals of several patterns, read in the lowered text in one scan: a text holding none of them matches
    none of the patterns (``union_gate``)."""

    # the literals as one alternation spelled as a trie (``trie_pattern``: one branch per character where a plain
    # alternation tried each literal in turn; ``is_marked_line``'s gate 2.2 -> 1.8 us a line), found in ``text.lower()``
    scan: re.Pattern[str]
    # the same literals by their first code point modulo LITERAL_BUCKETS (``literal_buckets``), read in one pass over
    # the lowered text in C where the speedup is built (``_speedups.holds_literal``; ``scan`` is its reference): the
    # trie's search tried its branches at every character a literal opens with (':', ' ', '['), 2 us a line. Over
    # extraction-dev's 460 pages' short blocks (best of 3) ``cannot_match`` 0.24 -> 0.14 CPU-s.
    buckets: tuple[tuple[str, ...], ...] = ()

    def cannot_match(self, text: str) -> bool:
        """Whether no pattern of the union can match ``text``: its lowered copy holds none of the literals (and it
        holds no character ``re.IGNORECASE`` matches with an ASCII letter beyond those, ``FOLD_SPECIALS``)."""
        lowered = text.lower()
        if _speedups is not None and self.buckets:
            held = _speedups.holds_literal(lowered, self.buckets)
        else:
            held = self.scan.search(lowered) is not None
        return not held and (text.isascii() or not holds_any(text, FOLD_SPECIALS))

    def joined_with(self, literals: Iterable[str]) -> LiteralUnion:
        """A gate of this one's literals and ``literals`` (each lowering leaves as it is): a text it cannot match
        matches neither this gate's patterns nor those ``literals`` gate."""
        return literal_union(chain(chain.from_iterable(self.buckets), literals))

    def held_in(self, lowered: list[str]) -> list[bool]:
        """Per text of ``lowered`` (each already lowered, ``str.lower``): whether it holds one of the literals, the
        scan ``cannot_match`` reads, run over a page's lines in one ``map`` (no Python call per line). The caller
        answers for ``FOLD_SPECIALS`` (``cannot_match``'s second test) itself."""
        if _speedups is not None and self.buckets:
            return list(map(_speedups.holds_literal, lowered, repeat(self.buckets)))
        return [self.scan.search(text) is not None for text in lowered]


LITERAL_BUCKETS = 256  # the buckets of ``literal_buckets`` (``_speedups.holds_literal`` reads this many)


def literal_buckets(literals: Iterable[str]) -> tuple[tuple[str, ...], ...]:
    """``literals`` (none empty) in LITERAL_BUCKETS tuples, bucket ``k`` holding those whose first code point is
    ``k`` modulo LITERAL_BUCKETS, each bucket's sorted (``_speedups.holds_literal``'s table).

    >>> table = literal_buckets(["to", ":", "\u013a"])  # U+003A and U+013A share a bucket: 0x3A + LITERAL_BUCKETS
    >>> table[ord(":")], table[ord("t")], sum(map(len, table))
    ((':', 'ĺ'), ('to',), 3)
    """
    buckets: list[list[str]] = [[] for _ in range(LITERAL_BUCKETS)]
    for literal in sorted(literals):
        if not literal:
            raise ValueError("an empty literal is held by every text: no gate")
        buckets[ord(literal[0]) % LITERAL_BUCKETS].append(literal)
    return tuple(map(tuple, buckets))


def union_gate(patterns: tuple[re.Pattern[str], ...]) -> LiteralUnion:
    """One gate for ``patterns``: each pattern's literals (``folded_literals`` under ``re.IGNORECASE``, else
    ``required_literals``), all sought at once in the lowered text.

    Where each of a few patterns is asked in turn of the same text (``is_marked_line``: eight, each gated on its own),
    most texts hold none of any pattern's literals, and one lowered copy and one C scan answer for all of them where
    each gate cost a Python call or two and its pattern's start another (a pattern's ``match`` fails at a text's first
    letters, but the call is the cost). A literal is kept as it is in the lowered text only when lowering leaves each
    of its characters (the folded literals are lowered; a caseless one stays; ``str.lower`` maps one character at a
    time but for a capital sigma, which no kept literal holds), so a text holding it still does once lowered. A
    pattern without literals, or with one lowering would change, is refused (it would have to run on every text).
    """
    literals: set[str] = set()
    for pattern in patterns:
        found = folded_literals(pattern) if pattern.flags & re.IGNORECASE else required_literals(pattern)
        if found is None or any(char.lower() != char for literal in found for char in literal):
            raise ValueError(f"no lowered literals for {pattern.pattern!r}")
        literals |= found
    return literal_union(literals)


def literal_union(literals: Iterable[str]) -> LiteralUnion:
    """The gate of ``literals`` (each lowering leaves as it is), sought at once in a lowered text."""
    literals = frozenset(literals)
    return LiteralUnion(re.compile(trie_pattern(literals)), literal_buckets(literals))


# Between a page's lines joined to be lowered at once (``lowered_lines``): a character no line of text holds (a page
# with one is asked line by line), with no case and no mark (``str.lower`` reads a character's neighbours for a
# capital sigma alone, and LINE_JOINER stands for a text's end there).
LINE_JOINER = "\0"


def lowered_lines(joined: str, count: int) -> list[str] | None:
    """Each of ``count`` texts joined by LINE_JOINER (``joined``) lowered (``str.lower``), in one call for them all,
    for the gates of lowered literals (``LiteralUnion.held_in``); None when a text holds LINE_JOINER or one of
    ``FOLD_SPECIALS`` (``cannot_match``'s second test: such a page is asked line by line)."""
    if joined.count(LINE_JOINER) != count - 1 or not joined.isascii() and holds_any(joined, FOLD_SPECIALS):
        return [] if count == 0 else None
    return joined.lower().split(LINE_JOINER)


def short_lines(texts: list[str], lengths: list[int], max_chars: int,
                prepare: Callable[[str], str] | None = None) -> tuple[list[int], str, list[str] | None]:
    """The indices, in order, of ``texts`` at most ``max_chars`` long (``lengths``); their texts joined by LINE_JOINER,
    passed through ``prepare`` when given (a map that keeps LINE_JOINER: ``lines.may_be_furniture`` drops direction
    marks); and those lowered at once (``lowered_lines``: None when they cannot be)."""
    short = [k for k, length in enumerate(lengths) if length <= max_chars]
    joined = LINE_JOINER.join([texts[k] for k in short])
    if prepare is not None:
        joined = prepare(joined)
    return short, joined, lowered_lines(joined, len(short))


def short_lines_held(gate: LiteralUnion, texts: list[str], lengths: list[int], max_chars: int) -> list[int]:
    """The indices, in order, of ``texts`` at most ``max_chars`` long (``lengths``) that ``gate`` may match: those
    whose lowered text holds one of its literals, read in one pass over them lowered at once (``short_lines``), or
    all of them when they cannot be lowered so. Exact: ``gate.cannot_match`` is true of every other one."""
    short, _, lowered = short_lines(texts, lengths, max_chars)
    return short if lowered is None else list(compress(short, gate.held_in(lowered)))


def label_words(pattern: re.Pattern[str]) -> frozenset[str]:
    """Of ``pattern``'s ``item_literals``, the set whose shortest literal is longest (a label's words, not the colon or
    the shad after it, which a Tibetan line holds anyway): every match's lowered text holds one of them (unless it
    holds one of ``FOLD_SPECIALS``), as it does of each item's. A pattern with none known is refused (``union_gate``:
    it would have to run on every text)."""
    items = item_literals(pattern)
    if not items:
        raise ValueError(f"no item literals for {pattern.pattern!r}")
    return max(items, key=lambda words: min(map(len, words)))


def item_literals(pattern: re.Pattern[str]) -> tuple[frozenset[str], ...]:
    """For each item of ``pattern``'s top-level sequence that names literals, the strings one of which the lowered
    text (``str.lower``) of every match holds, as :func:`folded_literals` reads them (so unless the text holds one of
    ``FOLD_SPECIALS``); ``()`` when none is known. :func:`folded_literals` keeps the best one of them; a match holds one
    of each (a label's words and its colon, ``[:：]``), so a gate may ask for all of them.

    >>> sorted(map(sorted, item_literals(re.compile(r"^\\W*(?:see also|read more)\\s*[:：]", re.IGNORECASE))))
    [[':', '：'], ['read more', 'see also']]
    """
    found = _parsed(pattern, lambda items, flags: [_item(code, value, flags, True) for code, value in items])
    if found is None:  # (no parse: no gate)
        return ()
    return tuple(literals for literals in found if literals)  # (a literal character of the sequence names none here)


__all__ = ["GatedPattern", "LiteralUnion", "folded_literals", "gated", "item_literals", "label_words", "literal_buckets",
           "literal_union", "lowered_lines", "required_literals", "short_lines", "short_lines_held", "union_gate"]
