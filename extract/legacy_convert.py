"""Legacy Tibetan to Unicode: 8-bit font runs, GBK-based font runs, PUA extension set A.

Seed 000 §1.3: besides Unicode, Tibetan pages use ASCII-based fonts
(TibetanMachineWeb, Sambhota, LTibetan, TCRC ...), GB2312-based fonts
(Tongyuan, Bandrida ...) and the national standard's extension set A in the
Private Use Area; "a special conversion program" must bring them to one
encoding. The conversion reads the font context of every text run (the same
rules as the recogniser, :func:`extract.fonts.iter_font_runs`):

- a run in an 8-bit font is translated glyph code by glyph code with that
  font's table (:mod:`extract.legacy_tables`); a code the table lacks (the
  space, a line end) is kept;
- a run in a GBK-based font is converted when a table names that font (codes
  are the double-byte GBK codes), else kept and flagged;
- runs in other fonts (English in Arial) are not touched, but for a stray
  glyph: a run of a character or two set in another font (or none) inside a
  word of an 8-bit font, read with a neighbouring run's table where it
  completes the syllable (:mod:`extract.stray_glyphs`; Tahoma ``}`` in THDL's
  TibetanMachineWeb exports);
- on a page whose ``<style>`` rules name a legacy font, a class or id that names
  a font of a typeface the page names gives an element that font when no rule
  does (:func:`extract.fonts.class_font`: ``class="ededrisvowa"`` where the
  sheet has rules for ``.ededrisa`` only); a page that sets its fonts inline
  keeps its class rules in a sheet tsheg does not read, and its class names
  are not guessed at;
- ``<title>`` and attributes (``title``, ``alt``, ``aria-label``,
  ``placeholder``, ``<meta content>``) have no font context. Decision: on a
  page whose runs are mostly in one 8-bit font family, a title or attribute
  is converted with the page's dominant font when its text looks like glyph
  codes of that font (:func:`looks_like_glyph_codes`: the font's syllable dot
  stands at least every 8 characters, and most words do not look like
  Latin-alphabet words). The base font of a family (``TibetanMachineWeb``)
  cannot know glyphs drawn from its sister fonts, so such a title is read
  as well as one font allows.

PUA extension set A (U+F300-U+F8FF): icon fonts (Font Awesome and friends)
use the same code points. Decision: on a page that has basic Tibetan text, a
PUA character is converted only in Tibetan context, i.e. when a basic
Tibetan character (U+0F00-U+0FFF), another PUA character or a typographic
quotation mark or CJK bracket stands right before or after it, or ASCII
quotes, parentheses or brackets alone stand between it and such a character
(ཚོས་"ཁོ"དང་: punctuation that markup and English use too counts only next
to Tibetan). A lone PUA character between other characters (an icon between
tags or spaces, in an attribute's quotes, in an English text's brackets)
stays.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import regex

from extract.fonts import (
    INVISIBLE_TAGS,
    EncodingFamily,
    FontResolver,
    TibetanFont,
    font_declaration,
    iter_font_runs,
    tibetan_font,
)
from extract.legacy_tables import FontTable, FontTables
from extract.scripts import storable
from extract.stray_glyphs import MAX_STRAY_CHARS, Run, is_stray_candidate, mend_stray_glyphs

# --- PUA extension set A -------------------------------------------------------
# A PUA character with a Tibetan or PUA neighbour, or a typographic quotation mark or
# a CJK or fullwidth bracket (a one-stack syllable opening a quotation: ཀ“...”; icons do
# not stand there), or ASCII quotes, parentheses and brackets, the neutral punctuation of
# markup and English and Tibetan text alike, only between it and a Tibetan or PUA
# character (ཁོ་ཚོས་"ཁོ"དང་, written with the PUA stack; an icon font's glyph stands in
# quotes in markup, data-icon="", and in brackets in English, "(icon) Share", with
# '=', a space or '>' beyond them) (split keeps it: the capturing group). Led by the
# PUA class so that sre rejects other characters at once.
_TIBETAN_BLOCK_OR_PUA = "\u0f00-\u0fff\uf300-\uf8ff"
_TIBETAN_CONTEXT = _TIBETAN_BLOCK_OR_PUA + "“”‘’«»《》〈〉「」『』【】〔〕（）［］"
_NEUTRAL_ASCII = "\"'()\\[\\]"  # context only where they stand next to Tibetan (a run of them: ("ཁོ"))
# (the `regex` module scans this pattern 2-3 times faster than `re`: measured on the
# tibetan-pua pages of extraction-dev, 1.0 ms against 2.4 ms for a 260 kB page; it also
# allows the variable-length look-behind)
PUA_IN_CONTEXT_RE = regex.compile(
    f"([\uf300-\uf8ff])(?:(?=[{_TIBETAN_CONTEXT}])|(?<=[{_TIBETAN_CONTEXT}].)"
    f"|(?=[{_NEUTRAL_ASCII}]+[{_TIBETAN_BLOCK_OR_PUA}])|(?<=[{_TIBETAN_BLOCK_OR_PUA}][{_NEUTRAL_ASCII}]+.))")
# PUA tables whose character-keyed copy is kept (one per tables directory in use).
MAX_CACHED_TABLES = 8

# --- glyph-code test for titles and attributes -----------------------------------
# A syllable spans at most 7 letters, so the dot is at least 1/8 of the
# characters (seed 000 §1.1; algorithms.md §1 "facts").
MIN_DOT_SHARE = 0.125
# Share of words that look like Latin-alphabet words above which a text is
# taken for real words, not glyph codes (decided here; TMW glyph syllables mix
# letters with #$%&{}; signs and digits).
MAX_WORDLIKE_SHARE = 0.5
LATIN_WORD_RE = re.compile(r"^[A-Za-z]+(?:['’-][A-Za-z]+)?[.,:;!?]?$")
# Attributes shown to readers that carry page-language text.
TEXT_ATTRIBUTES = ("title", "alt", "aria-label", "placeholder")
META_TEXT_NAMES = frozenset({"description", "keywords", "og:title", "og:description", "og:site_name",
                             "twitter:title", "twitter:description", "twitter:label1", "twitter:data1",
                             "twitter:label2", "twitter:data2"})


@dataclass
class FontConversion:
    """What converting a page's legacy font runs did."""

    converted: Counter[str] = field(default_factory=Counter)  # font name -> runs converted
    missing: Counter[str] = field(default_factory=Counter)  # font name -> runs kept (no table)
    families: set[str] = field(default_factory=set)  # EncodingFamily values seen in legacy runs
    attributes: int = 0  # titles/attributes converted with the dominant font
    dominant: TibetanFont | None = None
    strays: Counter[str] = field(default_factory=Counter)  # font name -> stray glyphs in another font converted


def convert_pua(text: str, table: dict[int, str]) -> tuple[str, int]:
    """Extension-set-A code points in Tibetan context -> basic Unicode; (text, code points converted).

    In context: next to a basic Tibetan character, another PUA character (a
    run of stacks), a typographic quotation mark or a CJK bracket, or
    separated from a Tibetan or PUA character by ASCII quotes, parentheses or
    brackets only; a PUA character alone between other characters (an icon
    font's glyph, also in an attribute's quotes or an English text's
    brackets) is kept. The caller checks that the page has Tibetan.

    >>> convert_pua("\uf300་ཀ \uf001 x\uf300y \uf300\uf300", {0xF300: "ཨི"})
    ('ཨི་ཀ \uf001 x\uf300y ཨིཨི', 3)
    >>> convert_pua('ཚོས་"\uf300"དང་ <i data-icon="\uf300">', {0xF300: "ཨི"})
    ('ཚོས་"ཨི"དང་ <i data-icon="\uf300">', 1)
    """
    parts = PUA_IN_CONTEXT_RE.split(text)
    if len(parts) == 1:
        return text, 0
    pua = parts[1::2]
    by_char = _by_character(table)
    parts[1::2] = map(by_char.get, pua, pua)  # in C: dict.get(ch, ch) for every PUA character
    return "".join(parts), len(pua)


_BY_CHARACTER: dict[int, tuple[dict[int, str], dict[str, str]]] = {}  # id(table) -> (table, its str-keyed copy)


def _by_character(table: dict[int, str]) -> dict[str, str]:
    """``table`` keyed by characters instead of code points (built once per table object)."""
    cached = _BY_CHARACTER.get(id(table))
    if cached is None or cached[0] is not table:
        if len(_BY_CHARACTER) >= MAX_CACHED_TABLES:
            _BY_CHARACTER.clear()
        cached = _BY_CHARACTER[id(table)] = (table, {chr(cp): text for cp, text in table.items()})
    return cached[1]


def convert_8bit(text: str, table: FontTable) -> str:
    """Glyph codes of one 8-bit font -> NFC Unicode (codes the table lacks are kept, but for
    characters a tree cannot hold: :func:`storable`)."""
    return storable(unicodedata.normalize("NFC", text.translate(table.translation)))


def convert_gbk(text: str, table: FontTable) -> str:
    """Characters of a GBK-based font (decoded as GB18030) -> NFC Unicode through double-byte codes."""
    out = []
    for ch in text:
        try:
            raw = ch.encode("gb18030")
        except UnicodeEncodeError:
            out.append(ch)
            continue
        code = int.from_bytes(raw, "big")
        out.append(table.wide.get(code, table.by_byte.get(code, ch) if code < 0x100 else ch))
    return storable(unicodedata.normalize("NFC", "".join(out)))


def converter_for(font: TibetanFont) -> Callable[[str, FontTable], str]:
    """:func:`convert_gbk` for a GBK-based font, :func:`convert_8bit` for the others."""
    return convert_gbk if font.family is EncodingFamily.TIBETAN_GBK else convert_8bit


def looks_like_glyph_codes(text: str, font: TibetanFont) -> bool:
    """True when ``text`` reads as glyph codes of ``font``: dots often enough, few real words.

    >>> from extract.fonts import tibetan_font
    >>> tmw = tibetan_font("TibetanMachineWeb")
    >>> looks_like_glyph_codes("f-;}# | #9o-&o$-#m-0P1=-", tmw), looks_like_glyph_codes("e-mail us", tmw)
    (True, False)
    """
    chars = "".join(text.split())
    if not chars:
        return False
    dots = sum(chars.count(dot) for dot in font.dot_codes)
    if dots == 0 or dots / len(chars) < MIN_DOT_SHARE:
        return False
    words = text.split()
    wordlike = sum(1 for word in words if LATIN_WORD_RE.match(word))
    return wordlike / len(words) <= MAX_WORDLIKE_SHARE


class _RunConverter:
    """Converts runs font by font, looking each font's table up once."""

    def __init__(self, tables: FontTables) -> None:
        self.tables = tables
        self.by_name: dict[str, FontTable | None] = {}
        self.runs: dict[str, int] = {}  # table name -> runs seen
        self.fonts: dict[str, TibetanFont] = {}
        self.done: dict[tuple[str, str], str] = {}  # (font, run) -> converted: runs repeat on a page

    def __call__(self, text: str, font: TibetanFont) -> str | None:
        name = font.table_name
        converted = self.done.get((name, text))
        if converted is not None:
            self.runs[name] += 1
            return converted
        if name not in self.by_name:
            self.by_name[name] = self.tables.table_for(name) if self.tables else None
            self.fonts[name] = font
            self.runs[name] = 0
        self.runs[name] += 1
        table = self.by_name[name]
        if table is None:
            return None
        converted = converter_for(font)(text, table)
        self.done[name, text] = converted
        return converted

    def register(self, font: TibetanFont) -> None:
        """Look the font's table up (once per table name)."""
        name = font.table_name
        if name not in self.by_name:
            self.by_name[name] = self.tables.table_for(name) if self.tables else None
            self.fonts[name] = font
            self.runs[name] = 0

    def table(self, font: TibetanFont) -> FontTable | None:
        """The font's table, as the runs in it were converted with (its runs are not counted)."""
        name = font.table_name
        if name in self.by_name:
            return self.by_name[name]
        return self.tables.table_for(name) if self.tables else None

    def leaves(self, elements: list[Any], font: TibetanFont, texts: list[str] | None = None) -> None:
        """Convert the text of registered leaf elements in ``font``: calling this object on each, batched.
        ``texts``: their texts as the caller read them (each ``element.text``, read again when not given)."""
        name = font.table_name
        self.runs[name] += len(elements)
        table = self.by_name[name]
        if table is None:
            return
        done = self.done
        convert = converter_for(font)
        if texts is None:
            texts = [element.text for element in elements]
        for element, text in zip(elements, texts):
            converted = done.get((name, text))
            if converted is None:
                converted = done[name, text] = convert(text, table)
            element.text = converted

    def converts(self, family: EncodingFamily) -> bool:
        """True when runs in a font of ``family`` were converted (a table was found)."""
        return any(table is not None and self.fonts[name].family is family for name, table in self.by_name.items())

    def report(self, report: FontConversion) -> None:
        """Fill the counts and families of ``report``."""
        for name, runs in self.runs.items():
            report.families.add(self.fonts[name].family.value)
            if self.by_name[name] is None:
                report.missing[name] = runs
            else:
                report.converted[name] = runs
        if self.runs:
            report.dominant = self.fonts[max(self.runs, key=self.runs.__getitem__)]


CONVERTIBLE_FAMILIES = frozenset({EncodingFamily.TIBETAN_8BIT, EncodingFamily.TIBETAN_GBK})
# Elements that declare a font themselves: an inline style, <font face>.
FONT_DECLARING_XPATH = "//*[@style] | //font[@face]"


def _is_convertible(font: TibetanFont | None) -> bool:
    return font is not None and font.family in CONVERTIBLE_FAMILIES


def _convert_all_runs(root: Any, resolver: FontResolver, convert: _RunConverter, strays: list[Run]) -> None:
    """Every run of the tree with its font (extract.fonts.iter_font_runs); the short runs in no Tibetan
    font go to ``strays`` (:func:`extract.stray_glyphs.is_stray_candidate`)."""
    for element, which, font in iter_font_runs(root, resolver):
        if not _is_convertible(font):
            if font is None:
                _note_stray(element, which, strays)
            continue
        text = element.text if which == "text" else element.tail
        converted = convert(text, font)
        if converted is not None and converted != text:
            if which == "text":
                element.text = converted
            else:
                element.tail = converted


def _note_stray(element: Any, which: str, strays: list[Run]) -> None:
    """Add the run to ``strays`` when it is short enough to be a stray glyph (``_is_stray``)."""
    if _is_stray(element.text if which == "text" else element.tail):
        strays.append((element, which))


def _is_stray(text: str | None) -> bool:
    """Whether a run's text is short enough to be a stray glyph and reads as one (``is_stray_candidate``)."""
    if not text:
        return False
    return len(text) <= MAX_STRAY_CHARS and is_stray_candidate(text)  # (the length first: most runs fail it)


class _DeclaredFonts:
    """The font an element declares itself (inline style, ``<font face>``), cached per value."""

    def __init__(self, resolver: FontResolver) -> None:
        self.resolver = resolver
        self.styles: dict[str, tuple[bool, TibetanFont | None]] = {}
        self.faces: dict[str, TibetanFont | None] = {}

    def __call__(self, element: Any, tag: str) -> TibetanFont | None:
        style = element.get("style")
        if style:
            cached = self.styles.get(style)
            if cached is None:
                cached = self.styles[style] = font_declaration(style)
            if cached[0]:
                return cached[1]
        if tag == "font":
            if self.resolver.rules:
                return self.resolver.font_of(element, None)
            face = element.get("face")
            if face is not None:
                if face not in self.faces:
                    self.faces[face] = tibetan_font(face)
                return self.faces[face]
        return None


def _convert_declared_runs(root: Any, resolver: FontResolver, convert: _RunConverter, strays: list[Run]) -> None:
    """The runs under elements that declare a legacy font inline (no <style> rule names one).

    Same result as :func:`_convert_all_runs` when no ``<style>`` rule names a
    legacy font, at the cost of the font-declaring elements only: a leaf's
    text is converted directly, a subtree is walked with iter_font_runs. Stray
    candidates (``strays``): leaves in a font that is not Tibetan
    (``<font face="Tahoma">}</font>``) and the tails of the converted elements.
    """
    declared = _DeclaredFonts(resolver)
    style_fonts = declared.styles
    done: set[Any] = set()
    # id(font) -> its leaf elements with text, and their texts (read once: the leaves are converted after the walk,
    # and no step before changes a leaf's text: a subtree converted later starts after the leaf in the page)
    leaves: dict[int, tuple[TibetanFont, list[Any], list[str]]] = {}
    for element in root.xpath(FONT_DECLARING_XPATH):
        tag = element.tag
        if tag in INVISIBLE_TAGS or (done and element in done):
            continue
        style = element.get("style")
        if style and tag != "font":  # the common case inlined (what _DeclaredFonts answers)
            cached = style_fonts.get(style)
            if cached is None:
                cached = style_fonts[style] = font_declaration(style)
            font = cached[1] if cached[0] else None
        else:
            font = declared(element, tag)
        if font is None or font.family not in CONVERTIBLE_FAMILIES:
            if font is None and len(element) == 0:
                _note_stray(element, "text", strays)
            continue
        if len(element) == 0:
            text = element.text
            if text:
                batch = leaves.get(id(font))
                if batch is None:
                    convert.register(font)  # fonts are reported in the order they are met
                    batch = leaves[id(font)] = (font, [], [])
                batch[1].append(element)
                batch[2].append(text)
            tail = element.tail
            if _is_stray(tail):  # (``_note_stray`` with the tail already read)
                strays.append((element, "tail"))
            continue
        done.update(element.iterdescendants())
        _convert_all_runs(element, resolver, convert, strays)
        if element.tail:
            _note_stray(element, "tail", strays)
    for font, elements, texts in leaves.values():
        convert.leaves(elements, font, texts)


def convert_font_runs(root: Any, tables: FontTables, named: Iterable[TibetanFont] = ()) -> FontConversion:
    """Convert, in place, every text run whose font context is a legacy Tibetan font, then the stray
    glyphs inside its words (:mod:`extract.stray_glyphs`).

    ``named`` are the fonts the page's markup names (:func:`extract.fonts.fonts_named_in`). On a page
    whose style sheet names a legacy font, a class or id that names a font of one of their 8-bit
    typefaces gives an element that font when no rule does (:func:`extract.fonts.class_font`).
    """
    report = FontConversion()
    convert = _RunConverter(tables)
    resolver = FontResolver.from_tree(root)
    strays: list[Run] = []
    if any(_is_convertible(rule.font) for rule in resolver.rules):
        typefaces = {font.typeface for font in named if font.family is EncodingFamily.TIBETAN_8BIT}
        resolver = FontResolver(resolver.rules, typefaces)
        _convert_all_runs(root, resolver, convert, strays)
    else:
        _convert_declared_runs(root, resolver, convert, strays)
    if strays and convert.converts(EncodingFamily.TIBETAN_8BIT):
        report.strays = mend_stray_glyphs(strays, resolver, convert.table)
    convert.report(report)
    if report.dominant is not None and report.dominant.family is EncodingFamily.TIBETAN_8BIT:
        report.attributes = convert_fontless_text(root, report.dominant, tables)
    return report


# The attribute nodes a reader sees (selecting attributes is faster than
# testing elements); <title> and <meta> are found by tag.
FONTLESS_ATTRIBUTES_XPATH = " | ".join(f"//@{name}" for name in TEXT_ATTRIBUTES)


def _fontless_targets(root: Any) -> Iterable[tuple[Any, str | None]]:
    """(element, attribute name or None for the element's text): title text and text attributes."""
    for element in root.iter("title", "meta"):
        if element.tag == "title":
            yield element, None
        else:
            key = (element.get("name") or element.get("property") or "").lower()
            if key in META_TEXT_NAMES and element.get("content"):
                yield element, "content"
    for attribute in root.xpath(FONTLESS_ATTRIBUTES_XPATH):
        yield attribute.getparent(), attribute.attrname


def convert_fontless_text(root: Any, font: TibetanFont, tables: FontTables) -> int:
    """Convert ``<title>`` and text attributes that look like glyph codes of ``font``; returns how many."""
    table = tables.table_for(font.table_name) if tables else None
    if table is None:
        return 0
    count = 0
    for element, attribute in _fontless_targets(root):
        if attribute is None:
            text = element.text
        else:
            text = element.get(attribute)
        if not text or not looks_like_glyph_codes(text, font):
            continue
        converted = convert_8bit(text, table)
        if attribute is None:
            element.text = converted
        else:
            element.set(attribute, converted)
        count += 1
    return count
