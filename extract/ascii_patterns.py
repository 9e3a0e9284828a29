"""Tables of regular expressions matched cheaply against short ASCII strings (class and id names).

``auto`` reads every distinct class/id string of a page (22,000 on the 460
extraction-dev pages) with two tables of patterns: a search per pattern and
string. Two things make that cheaper, with the same answers:

1. **ASCII twins** (:func:`ascii_twin`). Python's ``re`` compiles a ``str``
   pattern with Unicode semantics; under ``re.IGNORECASE`` it folds every
   character of the subject with the Unicode case tables (with the extra folds
   of ı, İ, ſ and the Kelvin sign) before it compares: several times slower
   than the table lookup of ``re.ASCII``. On an ASCII subject both give the same
   matches (Python ``re`` documentation, ``re.ASCII`` and ``re.IGNORECASE``):
   only the pattern's ASCII characters can match; ``\\w``, ``\\W``, ``\\b``,
   ``\\B``, ``\\d``, ``\\D``, ``\\s``, ``\\S`` agree on ASCII characters; and
   case-insensitively an ASCII pattern character matches the same ASCII
   characters under both (its Unicode-only partners, such as U+212A KELVIN SIGN
   for ``k``, are no ASCII). A pattern that names a character beyond ASCII
   (written as itself or as an ``\\x``, ``\\u``, ``\\U``, ``\\N`` or octal
   escape) might match an ASCII character through a Unicode fold (``\\u017f``,
   long s, matches ``s``): it has no twin.
2. **Leading words** (:func:`leading_words`). Most class names match no
   pattern (87 % of them none of the ten veto patterns). Every match of an
   alternation of words such as ``nav|menu|\\bpager`` starts with one of its
   branches' leading literals, so when the lowered string holds none of
   them (a substring test each, in C) there is no match and the pattern is not
   run. Lowering both sides keeps the test a necessary condition whatever the
   pattern's case flag: a case-sensitive match of ``Nav`` holds ``nav`` once
   lowered, an ``IGNORECASE`` one too. The words are read from the pattern's
   parse (``re._parser``, the parser ``re.compile`` itself runs); a branch that
   starts with anything but literals (a class, a repeat, a group that may be
   empty) leaves the pattern without leading words, and it always runs.
3. **One scan for the table's words** (:class:`QuickTable`). Testing each
   pattern's words one by one cost a Python step per pattern and word for
   every string. A table's words are found at once: one regex of all of them
   as a trie (``nav(?:igation)?|m(?:enu|odal)``), in a lookahead, gives at
   every position the longest word starting there (``findall``, in C). Any
   other word starting there is a prefix of that one (both are prefixes of
   the rest of the string), so each word found stands for the words that
   are its prefixes: a precomputed mask of the patterns they lead. Only those
   patterns run. (:meth:`QuickTable.candidates` gives that mask alone: it is
   now only the tests' reference for :func:`match_mask`, which scans so.)
4. **Matches tried where a word starts** (:func:`match_mask`). A pattern's
   every match starts where one of its leading words does (point 2), and the
   scan of point 3 gives those positions too: the twin is tried there alone
   (``match`` at that position) where its ``search`` tried every position of
   the string (a long utility-class list, a pattern of forty branches opening
   on lookbehinds that no first-character test skips). Exact: ``search``
   finds a match iff ``match`` succeeds at some position, ``match`` at a
   position reads the text before it as ``search`` does there (lookbehinds,
   ``\\b``), and lowering an ASCII string keeps every character's position.
5. **Lowered twins** (:func:`lowered_pattern`). A text already in lower case
   and ASCII (the joined class names of ``auto.page_memo.class_text``) is
   searched with a case-blind pattern of lower-case letters compiled without
   ``re.IGNORECASE``: the same matches (the text holds no capital for the
   pattern to meet, and point 1's guard keeps out the patterns that might meet
   a non-ASCII fold), ~3 times faster.

A non-ASCII string is searched with the pattern itself.

>>> twin = ascii_twin(re.compile(r"\\bshare(?!d)", re.IGNORECASE))
>>> twin.flags & re.ASCII != 0, bool(twin.search("SHARE-bar")), bool(twin.search("shared"))
(True, True, False)
>>> pattern = re.compile(r"\\u017f", re.IGNORECASE)
>>> ascii_twin(pattern) is pattern
True
>>> sorted(leading_words(re.compile(r"(?<![a-z])(?:Dialog|modal)|pop-?up|\\bcta\\b")))
['cta', 'dialog', 'modal', 'pop']
>>> leading_words(re.compile(r"[a-z]+x|nav")) is None
True
>>> table = quick_patterns([re.compile("nav|menu"), re.compile("foot", re.IGNORECASE)])
>>> match_mask("Site-Footer main-nav", table), match_mask("content", table)
(3, 0)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

try:  # the parser re.compile runs (Python 3.11+; without it no pattern has leading words)
    from re import _constants as sre_constants
    from re import _parser as sre_parser
except ImportError:  # pragma: no cover - another Python
    sre_parser = sre_constants = None  # type: ignore[assignment]

# Escapes that name a character by its code (\x41, \u00e9, \U0001f600, \N{...}, \101) or a group (\1):
# a pattern with one is given no twin (the character may lie beyond ASCII).
CODE_ESCAPE_RE = re.compile(r"\\[xuUN0-9]")


def ascii_twin(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern`` compiled with ``re.ASCII``: the same matches on ASCII text (see the module docstring).

    ``pattern`` itself when its source names a character beyond ASCII or cannot take the flag
    (an inline ``(?u)``).
    """
    source = pattern.pattern
    if not isinstance(source, str) or not source.isascii() or CODE_ESCAPE_RE.search(source):
        return pattern
    try:
        return re.compile(source, (pattern.flags & ~re.UNICODE) | re.ASCII)
    except (re.error, ValueError):
        return pattern


# An escape in a pattern's text (``\S``, ``\W``, ``\D``), passed over when a pattern is read for its letters
PATTERN_ESCAPE_RE = re.compile(r"\\.")
ASCII_UPPER_RE = re.compile("[A-Z]")  # an upper-case ASCII letter


@functools.lru_cache(maxsize=None)
def lowered_pattern(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern`` (``re.IGNORECASE``, no upper-case letter outside its escapes) compiled without ``re.IGNORECASE``,
    for a text in lower case and ASCII (``page_memo.class_text``, ``id_text``): ~3 times faster there (session 45,
    h318: the case-blind search tries each letter both ways) and the same matches, since such a text holds no
    upper-case letter for a letter of the pattern to meet, and none of the non-ASCII characters a case-blind ASCII
    letter matches (the long s, the Kelvin sign). The guard of :func:`ascii_twin` too: a pattern whose source names a
    character beyond ASCII (as itself or by a code escape, ``CODE_ESCAPE_RE``: ``\\x41``, ``\\u212a``) is refused, as one
    not case-blind or with a capital is (ValueError). Compiled once per pattern (module constants: the cache holds a
    few)."""
    source = pattern.pattern
    if (not isinstance(source, str) or not pattern.flags & re.IGNORECASE or not source.isascii()
            or CODE_ESCAPE_RE.search(source) or ASCII_UPPER_RE.search(PATTERN_ESCAPE_RE.sub("", source))):
        raise ValueError(f"not a case-blind ASCII pattern of lower-case letters: {source!r}")
    return re.compile(source, pattern.flags & ~re.IGNORECASE)


def leading_words(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """The lowered ASCII literals one of which starts every match of ``pattern``; None when unknown.

    See the module docstring. Zero-width items before a branch's literals (``\\b``, ``^``,
    lookarounds) are passed over; a group at a branch's start gives its own branches' words.
    """
    if sre_parser is None or not isinstance(pattern.pattern, str) or ascii_twin(pattern) is pattern:
        return None
    try:
        return _leading_words(sre_parser.parse(pattern.pattern, pattern.flags).data)
    except Exception:  # noqa: BLE001 - a parser of another shape: the pattern simply always runs
        return None


def _leading_words(items: list) -> frozenset[str] | None:
    """The leading literals of a sequence of parsed items (``re._parser`` codes), or None."""
    zero_width = (sre_constants.AT, sre_constants.ASSERT, sre_constants.ASSERT_NOT)
    run: list[str] = []
    for code, value in items:
        if code is sre_constants.LITERAL and value < 0x80:
            run.append(chr(value).lower())
            continue
        if run:
            # a group or a branch right after the literals ("a(?:mbox|sbox)", as ``re._parser`` factors
            # "ambox|asbox"): every match goes on with one of its words, so each is a longer leading word (the
            # literals alone, "a", are held by most class names and made the pattern run on them). Exact: the
            # run and then one of the group's leading words start every match.
            if code is sre_constants.SUBPATTERN or code is sre_constants.BRANCH:
                rest = _leading_words([(code, value)])
                if rest:
                    prefix = "".join(run)
                    return frozenset(prefix + word for word in rest)
            break
        if code in zero_width:
            continue
        if code is sre_constants.SUBPATTERN:  # (group, add flags, del flags, pattern)
            return _leading_words(value[-1].data)
        if code is sre_constants.BRANCH:  # (None, [pattern per branch])
            words: set[str] = set()
            for branch in value[1]:
                found = _leading_words(branch.data)
                if not found:
                    return None
                words |= found
            return frozenset(words)
        return None
    return frozenset({"".join(run)}) if run else None


@dataclass(frozen=True)
class QuickPattern:
    """A pattern with its ASCII twin and its leading words (None: always run)."""

    pattern: re.Pattern[str]
    twin: re.Pattern[str]
    words: tuple[str, ...] | None

    def finds(self, text: str, lowered: str, ascii_text: bool) -> bool:
        """Whether the pattern matches ``text`` (``lowered`` is ``text.lower()``, ``ascii_text`` its isascii())."""
        if not ascii_text:
            return self.pattern.search(text) is not None
        if self.words is not None and not holds_any(lowered, self.words):
            return False
        return self.twin.search(text) is not None


def holds_any(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` holds one of ``words`` (a loop: cheaper than ``any`` over a generator for a few words)."""
    for word in words:
        if word in text:
            return True
    return False


class QuickTable(tuple):
    """The :class:`QuickPattern` of each pattern of a table, in order, and their leading words found in one scan.

    ``finder`` finds, at each position of a lowered string, the longest of the table's
    words that starts there; ``word_bits`` maps each word to the patterns led by it or by
    one of its prefixes (bit ``k``: ``self[k]``); ``always`` holds the patterns without
    leading words. See the module docstring, point 3.
    """

    finder: re.Pattern[str]
    word_bits: dict[str, int]
    always: int

    def __new__(cls, quick: Iterable[QuickPattern]) -> QuickTable:
        table = super().__new__(cls, quick)
        words = {word for pattern in table if pattern.words for word in pattern.words}
        table.word_bits = {word: sum(1 << k for k, pattern in enumerate(table)
                                     if pattern.words and any(word.startswith(lead) for lead in pattern.words))
                           for word in words}
        table.always = sum(1 << k for k, pattern in enumerate(table) if pattern.words is None)
        table.finder = re.compile(f"(?=({trie_pattern(words)}))" if words else "(?!)")
        return table

    def candidates(self, lowered: str) -> int:
        """Bits of the patterns that may match a string lowered to ``lowered``: those without leading words,
        and those one of whose leading words it holds. The tests' reference for :func:`match_mask`, which finds the
        same words in its own scan (and their positions); the extraction no longer calls it."""
        bits = self.always
        word_bits = self.word_bits
        for word in self.finder.findall(lowered):
            bits |= word_bits[word]
        return bits


def trie_pattern(words: Iterable[str]) -> str:
    """An alternation of ``words`` spelled as a trie: at each character one branch, a word that goes on after a
    shorter one as its optional rest (greedy: the longest word that matches is the one matched).

    >>> trie_pattern(["nav", "navigation", "menu", "modal"])
    '(?:m(?:enu|odal)|nav(?:igation)?)'
    """
    trie: dict[str, dict] = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}  # the end of a word
    return _trie_branches(trie)


def _trie_branches(node: dict[str, dict]) -> str:
    """The pattern of a trie node's continuations (an empty key marks a word ending at the node)."""
    branches = [re.escape(char) + _trie_branches(child) for char, child in sorted(node.items()) if char]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{body})?" if "" in node else body


def quick_patterns(patterns: Iterable[re.Pattern[str]]) -> QuickTable:
    """The :class:`QuickPattern` of each of ``patterns``, in order, as a :class:`QuickTable`."""
    quick = []
    for pattern in patterns:
        words = leading_words(pattern)
        quick.append(QuickPattern(pattern, ascii_twin(pattern), tuple(sorted(words)) if words is not None else None))
    return QuickTable(quick)


def match_mask(text: str, patterns: QuickTable) -> int:
    """Bit ``k`` set when ``patterns[k]`` matches ``text`` (``re.search``), the cheap way: on ASCII text each pattern
    is tried only where one of its leading words starts (the module docstring, points 3 and 4)."""
    if not text.isascii():
        return sum(1 << bit for bit, pattern in enumerate(patterns) if pattern.pattern.search(text))
    mask = 0
    always = patterns.always
    while always:  # (patterns without leading words: searched)
        low = always & -always
        if patterns[low.bit_length() - 1].twin.search(text):
            mask |= low
        always ^= low
    # each pattern led by the word found at a position (or by a prefix of it), tried there (module docstring, point 4)
    word_bits = patterns.word_bits
    for found in patterns.finder.finditer(text.lower()):
        bits = word_bits[found[1]] & ~mask
        if bits:
            start = found.start()
            while bits:
                low = bits & -bits  # the lowest untried pattern's bit
                if patterns[low.bit_length() - 1].twin.match(text, start):
                    mask |= low
                bits ^= low
    return mask


__all__ = ["QuickPattern", "QuickTable", "ascii_twin", "leading_words", "lowered_pattern", "match_mask", "quick_patterns",
           "trie_pattern"]
