"""Stray glyphs: a glyph of a legacy-font word left in another font, converted with the word's font.

Word-exported and hand-edited pages change the font for a single glyph inside
a word of an 8-bit Tibetan font. THDL's TibetanMachineWeb documents set the
base font's vowel signs ེ ོ (``{`` ``}``) and its ཀ (``\\``) in Tahoma:
``<font face="TibetanMachineWeb1">R</font><font face="Tahoma">}</font><font
face="TibetanMachineWeb">-</font>`` is བློ་, and converting only the runs in a
legacy font (:mod:`extract.legacy_convert`) left ``བླ}་``. Decision: once the
legacy runs are converted, a *stray* run, at most :data:`MAX_STRAY_CHARS`
characters without white space in no Tibetan font (a Latin font, or none), is
converted with the table of a neighbouring legacy font when it stands inside a
syllable:

- its neighbours are the text runs right before and after it in document order
  on one line: no block element or ``<br>`` between (:data:`extract.dom.BLOCK_TAGS`,
  the elements HTML §15.3 renders ``display: block``);
- it is *glued* to a neighbour in a legacy 8-bit font whose converted text meets
  it with a letter or sign: no white space, tsheg or shad between. This is the
  syllable of the dot test (:mod:`extract.tibetan`), read on converted text,
  where the table has told letters from dots; the letters on each side, over
  the runs the syllable spans, are its *parts*;
- it is read with a table that reads each of its characters as letters or
  signs, when the reading completes the syllable (:func:`completes_syllable`):
  a vowel sign or subjoined letter joins a glued part before it that has no
  vowel yet; a letter must make a Classical Tibetan syllable
  (:func:`extract.dzongkha.is_classical_syllable`) with the glued parts, which
  make none without it (``ུར`` after a tsheg: སྒྱུར; a footnote-like ``ཀ`` + ``a``
  stays, ཀ is a syllable already);
- the tables tried, in order: the glued neighbours', the other neighbour's
  across a syllable end, then the base font of their typeface. In ``བླ`` +
  ``}`` + ``་`` the glued font TibetanMachineWeb1 has no glyph at ``}``, the
  base font after the tsheg has ོ; between TibetanMachineWeb1 and
  TibetanMachineWeb8, which both lack it, the base font is asked;
- quotation marks, brackets, sentence punctuation and digits are never strays
  (:data:`TEXT_PUNCTUATION`): text glues them to words (ཞོར"ཁུལ), and fonts read
  them as letters (TibetanMachineWeb ``"`` is ཁ) or vowel signs (LTibetan ``(`` is ོ).

English beside Tibetan stays as it is: a word between spaces is glued to nothing
("PDF" between two Tibetan runs), a longer run is no stray, and Latin letters
inside a syllable need a table that reads them as letters.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from extract.dom import BLOCK_TAGS
from extract.dzongkha import is_classical_syllable
from extract.fonts import INVISIBLE_TAGS, EncodingFamily, FontResolver, TibetanFont, font_from_name
from extract.legacy_tables import GLYPH_CODE_CHARACTERS, FontTable
from extract.scripts import TIBETAN_LETTER_RANGE

# Characters a stray run may hold: every stray of the dev data is one glyph (THDL's Tahoma vowels:
# 291 runs on recognition-dev and the dev crawl site); two allow a glyph and its vowel.
MAX_STRAY_CHARS = 2
# Marks that running text glues to words, never strays: quotation marks, brackets, sentence punctuation
# and digits (numbers, footnote marks). Tibetan pages write "ཁོ"(ཁོང) and ༢༠༡༠ ལོའི《སྦྲང without a space;
# extraction-dev's TibetanMachineWeb pages hold 48 such marks glued on both sides between legacy runs, which
# some fonts read as letters or vowel signs (TibetanMachineWeb '"' is ཁ, LTibetan '(' is ོ).
TEXT_PUNCTUATION = frozenset("\"'()[]<>,.:;!?/-0123456789“”‘’«»„‚‹›")
# Nodes passed looking for a stray's neighbouring run (empty elements, comments between the runs).
MAX_NEIGHBOUR_STEPS = 16
# Runs a syllable's part is gathered over, on each side: a prefix letter in the base font, the stack
# from a sister font, the vowel (TibetanMachineWeb splits a syllable over up to four runs).
MAX_FRAGMENT_RUNS = 4

# Characters of a neighbouring run read for its syllable part: a syllable holds at most 7 letters
# (seed 000 §1.1), each with a few signs at most.
MAX_PART_CHARS = 24

# What a syllable holds: consonants, vowel signs, subjoined letters, and the combining marks drawn on them
# (U+0F18-U+0F19, U+0F35, U+0F37, U+0F39, U+0F3E-U+0F3F: the Unicode Standard §13.4, "Tibetan", Mn/Mc).
SYLLABLE_RANGE = TIBETAN_LETTER_RANGE + "\u0f18\u0f19\u0f35\u0f37\u0f39\u0f3e\u0f3f"
LETTERS_RE = re.compile(f"[{SYLLABLE_RANGE}]+")
LETTERS_AT_END_RE = re.compile(f"[{SYLLABLE_RANGE}]+\\Z")
LETTERS_AT_START_RE = re.compile(f"\\A[{SYLLABLE_RANGE}]+")
# A sign, which never stands alone (vowel signs and marks, subjoined letters), and the vowel signs.
SIGN_RE = re.compile("[\u0f71-\u0f87\u0f8d-\u0fbc]")
VOWEL_SIGN_RE = re.compile("[\u0f71-\u0f7d\u0f80\u0f81]")

Run = tuple[Any, str]  # (element, "text" | "tail"): a text run of the tree


def is_stray_candidate(text: str) -> bool:
    """A run short enough to be a stray glyph, of glyph codes (no white space, no character an 8-bit font's
    text cannot show: :data:`extract.legacy_tables.GLYPH_CODE_CHARACTERS`) and without the punctuation of text.

    >>> [is_stray_candidate(text) for text in ("}", "{", "PDF", " ", '"', "》")]
    [True, True, False, False, False, False]
    """
    return (0 < len(text) <= MAX_STRAY_CHARS and GLYPH_CODE_CHARACTERS.issuperset(text)
            and TEXT_PUNCTUATION.isdisjoint(text))


def run_text(run: Run) -> str:
    element, which = run
    return (element.text if which == "text" else element.tail) or ""


def _set_text(run: Run, text: str) -> None:
    element, which = run
    if which == "text":
        element.text = text
    else:
        element.tail = text


def _is_block(node: Any) -> bool:
    return node.tag.__class__ is str and node.tag in BLOCK_TAGS


def _holds_runs(node: Any) -> bool:
    """An element whose text and children are page text (not a comment, a script, a style)."""
    return node.tag.__class__ is str and node.tag not in INVISIBLE_TAGS


# --- neighbours in document order -------------------------------------------------------------------
# Document order around an element E: start(E), E.text, E's children, end(E), E.tail. Crossing the
# start or end of a block element ends the line.


def next_run(run: Run) -> Run | None:
    """The first non-empty text run after ``run`` on its line, or None."""
    node, which = run
    kind, node = _after_text(node) if which == "text" else _after_tail(node)
    for _ in range(MAX_NEIGHBOUR_STEPS):
        if node is None or _is_block(node):
            return None
        if kind == "start":
            if _holds_runs(node) and node.text:
                return node, "text"
            kind, node = _after_text(node)
        else:
            if node.tail:
                return node, "tail"
            kind, node = _after_tail(node)
    return None


def _after_text(node: Any) -> tuple[str, Any]:
    if _holds_runs(node) and len(node):
        return "start", node[0]
    return "end", node


def _after_tail(node: Any) -> tuple[str, Any]:
    following = node.getnext()
    if following is not None:
        return "start", following
    return "end", node.getparent()


def previous_run(run: Run) -> Run | None:
    """The last non-empty text run before ``run`` on its line, or None."""
    node, which = run
    kind = "start" if which == "text" else "end"
    for _ in range(MAX_NEIGHBOUR_STEPS):
        if node is None or _is_block(node):
            return None
        if kind == "start":
            before = node.getprevious()
            if before is not None:
                if before.tail:
                    return before, "tail"
                kind, node = "end", before
                continue
            node = node.getparent()
            if node is not None and _holds_runs(node) and node.text:
                return node, "text"
        elif _holds_runs(node) and len(node):
            last = node[-1]
            if last.tail:
                return last, "tail"
            node = last
        else:
            if _holds_runs(node) and node.text:
                return node, "text"
            kind = "start"
    return None


class FontsAt:
    """The effective font of a run (:class:`extract.fonts.FontResolver` from the root down, memoised)."""

    def __init__(self, resolver: FontResolver) -> None:
        self.resolver = resolver
        self.memo: dict[Any, TibetanFont | None] = {}

    def element(self, element: Any) -> TibetanFont | None:
        chain = []
        node = element
        while node is not None and node not in self.memo:
            chain.append(node)
            node = node.getparent()
        font = self.memo[node] if node is not None else None
        for node in reversed(chain):
            if node.tag.__class__ is str:
                font = self.resolver.font_of(node, font)
            self.memo[node] = font
        return font

    def run(self, run: Run) -> TibetanFont | None:
        element, which = run
        return self.element(element if which == "text" else element.getparent())


# --- the decision ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Side:
    """A stray's neighbour on one side: its legacy font and table, glued or not, and the syllable part it holds."""

    font: TibetanFont
    table: FontTable
    glued: bool  # meets the stray with a letter or sign: no white space, dot or shad between
    part: str  # the syllable's letters on this side (converted), '' when not glued


def reading(stray: str, table: FontTable) -> str | None:
    """The stray's characters read with ``table``: letters and signs only, or None (a character it
    has no glyph for, or one that is no letter).

    >>> from extract.legacy_tables import FontTable
    >>> table = FontTable("TibetanMachineWeb", "test", {125: "ོ", 45: "་", 49: "མ"})
    >>> reading("}", table), reading("-", table), reading("}x", table)
    ('ོ', None, None)
    """
    translation = table.translation
    pieces = [translation.get(ord(ch)) for ch in stray]
    if not all(pieces):
        return None
    text = unicodedata.normalize("NFC", "".join(pieces))  # type: ignore[arg-type]
    return text if LETTERS_RE.fullmatch(text) else None


def choose_reading(stray: str, left: Side | None, right: Side | None,
                   base_fonts: Sequence[Side] = ()) -> tuple[str, TibetanFont] | None:
    """(the stray's reading, the font read with) when it completes a syllable, else None (module docstring).

    The tables tried: the glued neighbours', the other neighbour's, then ``base_fonts``
    (the base font of the neighbours' typeface, which draws the vowel signs its
    sister fonts lack).

    >>> from extract.fonts import font_from_name
    >>> from extract.legacy_tables import FontTable
    >>> tmw, tmw1 = font_from_name("TibetanMachineWeb"), font_from_name("TibetanMachineWeb1")
    >>> base = FontTable("TibetanMachineWeb", "test", {125: "ོ", 49: "མ"})
    >>> sister = FontTable("TibetanMachineWeb1", "test", {125: ""})
    >>> choose_reading("}", Side(tmw1, sister, True, "བླ"), Side(tmw, base, False, ""))[0]
    'ོ'
    >>> choose_reading("1", Side(tmw, base, True, "ཀ"), None) is None  # a footnote after a word
    True
    """
    glued = [side for side in (left, right) if side is not None and side.glued]
    if not glued:
        return None
    before = left.part if left is not None and left.glued else ""
    after = right.part if right is not None and right.glued else ""
    tried: set[str] = set()
    for side in [*glued, *(side for side in (left, right) if side is not None and not side.glued), *base_fonts]:
        if side.table.font in tried:
            continue
        tried.add(side.table.font)
        text = reading(stray, side.table)
        if text is not None and completes_syllable(before, text, after):
            return text, side.font
    return None


def completes_syllable(before: str, text: str, after: str) -> bool:
    """Whether ``text`` read between the syllable parts ``before`` and ``after`` makes a syllable that needs it.

    A sign (vowel sign, subjoined letter) belongs to the stack before it: the part
    before it holds no vowel yet, and with the sign makes a Classical Tibetan
    syllable (:func:`extract.dzongkha.is_classical_syllable`; what follows may be
    a particle it does not know, སྤྲེའུར) unless it makes none without it either
    (Sanskrit: པདྨོ). A letter must make one with both parts, which without it make
    none (a footnote digit after ཀ reads མ: ཀམ, but ཀ is a syllable already).

    >>> completes_syllable("བླ", "ོ", ""), completes_syllable("སྤྲ", "ེ", "འུར"), completes_syllable("ལུག", "ོ", "ཞར")
    (True, True, False)
    >>> completes_syllable("པདྨ", "ོ", "འི"), completes_syllable("ཀག", "ོ", "")
    (True, False)
    >>> completes_syllable("", "སྒྱ", "ུར"), completes_syllable("ཀ", "མ", ""), completes_syllable("ཞོར", "ཁ", "ཁུལ")
    (True, False, False)
    """
    if SIGN_RE.match(text):
        return (bool(before) and not VOWEL_SIGN_RE.search(before)
                and (is_classical_syllable(unicodedata.normalize("NFC", before + text))
                     or not is_classical_syllable(before)))
    return (is_classical_syllable(unicodedata.normalize("NFC", before + text + after))
            and not is_classical_syllable(unicodedata.normalize("NFC", before + after)))


# --- the tree ----------------------------------------------------------------------------------------------


def _side(run: Run | None, fonts: FontsAt, table_of: Callable[[TibetanFont], FontTable | None],
          towards_stray: int) -> Side | None:
    """The neighbour ``run`` as a :class:`Side`: None unless it is in a legacy 8-bit font with a table.

    ``towards_stray`` is -1 for a run before the stray (its last letters meet it), +1 for one after.
    """
    if run is None:
        return None
    font = fonts.run(run)
    if font is None or font.family is not EncodingFamily.TIBETAN_8BIT:
        return None
    table = table_of(font)
    if table is None:
        return None
    text = run_text(run)
    edge = text[-1] if towards_stray < 0 else text[0]
    if not LETTERS_RE.match(edge):
        return Side(font, table, False, "")
    return Side(font, table, True, _syllable_part(run, fonts, towards_stray))


def _syllable_part(run: Run, fonts: FontsAt, towards_stray: int) -> str:
    """The letters of the syllable that ``run`` holds next to the stray, gathered over legacy runs."""
    edge_re = LETTERS_AT_END_RE if towards_stray < 0 else LETTERS_AT_START_RE
    parts: list[str] = []
    current: Run | None = run
    while current is not None and len(parts) < MAX_FRAGMENT_RUNS:
        font = fonts.run(current)
        if font is None or font.family is not EncodingFamily.TIBETAN_8BIT:
            break
        text = run_text(current)
        text = text[-MAX_PART_CHARS:] if towards_stray < 0 else text[:MAX_PART_CHARS]
        match = edge_re.search(text)
        if match is None:
            break
        parts.append(match.group())
        if len(match.group()) < len(text):  # the syllable ends in this run
            break
        current = previous_run(current) if towards_stray < 0 else next_run(current)
    return "".join(reversed(parts) if towards_stray < 0 else parts)


def _base_fonts(left: Side | None, right: Side | None,
                table_of: Callable[[TibetanFont], FontTable | None]) -> list[Side]:
    """The base fonts of the neighbours' typefaces (TibetanMachineWeb for TibetanMachineWeb1..9) that have a table."""
    sides = []
    for side in (left, right):
        if side is None or side.font.typeface == side.font.table_name:
            continue
        base = font_from_name(side.font.typeface)
        if base is None or base.family is not EncodingFamily.TIBETAN_8BIT:
            continue
        table = table_of(base)
        if table is not None:
            sides.append(Side(base, table, False, ""))
    return sides


def mend_stray_glyphs(candidates: Iterable[Run], resolver: FontResolver,
                      table_of: Callable[[TibetanFont], FontTable | None]) -> Counter[str]:
    """Convert, in place, the candidate runs that are stray glyphs of a legacy-font word; returns, per
    table name, how many were converted.

    ``candidates`` are short runs (:func:`is_stray_candidate`) the conversion met in no Tibetan
    font; each is checked in its own font context again (a tail may stand in a Tibetan font).
    """
    fonts = FontsAt(resolver)
    mended: Counter[str] = Counter()
    for run in candidates:
        stray = run_text(run)
        if not is_stray_candidate(stray) or fonts.run(run) is not None:
            continue
        left = _side(previous_run(run), fonts, table_of, -1)
        right = _side(next_run(run), fonts, table_of, +1)
        if left is None and right is None:
            continue
        chosen = choose_reading(stray, left, right, _base_fonts(left, right, table_of))
        if chosen is None:
            continue
        text, font = chosen
        _set_text(run, text)
        mended[font.table_name] += 1
    return mended
