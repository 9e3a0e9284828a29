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
- runs in other fonts (English in Arial) are not touched;
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
use the same code points. Decision: a PUA character is converted only in
Tibetan context, i.e. when a basic Tibetan character (U+0F00-U+0FFF) stands
right before or after its run of PUA characters, or the run is at least
:data:`PUA_MIN_ALONE_RUN` characters long on a page that has basic Tibetan
text. A lone PUA character between non-Tibetan characters (an icon) stays.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from extract.fonts import INVISIBLE_TAGS, EncodingFamily, FontResolver, TibetanFont, iter_font_runs
from extract.legacy_tables import FontTable, FontTables

# --- PUA extension set A -------------------------------------------------------
PUA_RUN_RE = re.compile("[\uf300-\uf8ff]+")
TIBETAN_BASIC_RE = re.compile("[\u0f00-\u0fff]")
# A PUA run this long (code points) counts as Tibetan even with no basic Tibetan
# neighbour (a word of two stacks); icons come one by one.
PUA_MIN_ALONE_RUN = 2

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


def convert_pua(text: str, table: dict[int, str]) -> tuple[str, int]:
    """Extension-set-A code points in Tibetan context -> basic Unicode; (text, code points converted).

    >>> convert_pua("\\uf300་ཀ \\uf001 x\\uf300y", {0xF300: "ཨི"})
    ('ཨི་ཀ \\uf001 x\\uf300y', 1)
    """
    has_tibetan = TIBETAN_BASIC_RE.search(text) is not None
    converted = 0

    def replace(match: re.Match[str]) -> str:
        nonlocal converted
        run = match.group()
        start, end = match.span()
        in_context = (
            (start > 0 and "\u0f00" <= text[start - 1] <= "\u0fff")
            or (end < len(text) and "\u0f00" <= text[end] <= "\u0fff")
            or (has_tibetan and len(run) >= PUA_MIN_ALONE_RUN)
        )
        if not in_context:
            return run
        converted += len(run)
        return run.translate(table)

    return PUA_RUN_RE.sub(replace, text), converted


def convert_8bit(text: str, table: FontTable) -> str:
    """Glyph codes of one 8-bit font -> NFC Unicode (codes the table lacks are kept)."""
    return unicodedata.normalize("NFC", text.translate(table.translation))


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
    return unicodedata.normalize("NFC", "".join(out))


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

    def __init__(self, tables: FontTables, report: FontConversion) -> None:
        self.tables = tables
        self.report = report
        self.by_font: dict[TibetanFont, FontTable | None] = {}
        self.fonts: Counter[TibetanFont] = Counter()

    def __call__(self, text: str, font: TibetanFont) -> str | None:
        self.fonts[font] += 1
        if font not in self.by_font:
            self.by_font[font] = self.tables.table_for(font.table_name) if self.tables else None
            self.report.families.add(font.family.value)
        table = self.by_font[font]
        if table is None:
            self.report.missing[font.table_name] += 1
            return None
        self.report.converted[font.table_name] += 1
        if font.family is EncodingFamily.TIBETAN_GBK:
            return convert_gbk(text, table)
        return convert_8bit(text, table)


def _is_convertible(font: TibetanFont | None) -> bool:
    return font is not None and font.family in CONVERTIBLE_FAMILIES


CONVERTIBLE_FAMILIES = frozenset({EncodingFamily.TIBETAN_8BIT, EncodingFamily.TIBETAN_GBK})
# Elements that declare a font themselves: an inline style naming a font, <font face>.
FONT_DECLARING_XPATH = "//*[@style[contains(translate(., 'FONT', 'font'), 'font')]] | //font[@face]"


def _set_run(element: Any, which: str, text: str) -> None:
    if which == "text":
        element.text = text
    else:
        element.tail = text


def _convert_all_runs(root: Any, resolver: FontResolver, convert: _RunConverter) -> None:
    """Every run of the tree with its font (extract.fonts.iter_font_runs)."""
    for element, which, font in iter_font_runs(root, resolver):
        if not _is_convertible(font):
            continue
        text = element.text if which == "text" else element.tail
        converted = convert(text, font)
        if converted is not None and converted != text:
            _set_run(element, which, converted)


def _convert_declared_runs(root: Any, resolver: FontResolver, convert: _RunConverter) -> None:
    """The runs under elements that declare a legacy font inline (no <style> rule names one).

    Same result as :func:`_convert_all_runs` when no ``<style>`` rule names a
    legacy font, at the cost of the font-declaring elements only: a leaf's
    text is converted directly, a subtree is walked with iter_font_runs.
    """
    done: set[Any] = set()
    for element in root.xpath(FONT_DECLARING_XPATH):
        if element in done or not isinstance(element.tag, str) or element.tag in INVISIBLE_TAGS:
            continue
        font = resolver.font_of(element, None)
        if not _is_convertible(font):
            continue
        if len(element) == 0:
            if element.text:
                converted = convert(element.text, font)
                if converted is not None:
                    element.text = converted
            continue
        done.update(element.iterdescendants())
        _convert_all_runs(element, resolver, convert)


def convert_font_runs(root: Any, tables: FontTables) -> FontConversion:
    """Convert, in place, every text run whose font context is a legacy Tibetan font."""
    report = FontConversion()
    convert = _RunConverter(tables, report)
    resolver = FontResolver.from_tree(root)
    if any(_is_convertible(rule.font) for rule in resolver.rules):
        _convert_all_runs(root, resolver, convert)
    else:
        _convert_declared_runs(root, resolver, convert)
    if convert.fonts:
        report.dominant = convert.fonts.most_common(1)[0][0]
        if report.dominant.family is EncodingFamily.TIBETAN_8BIT:
            report.attributes = convert_fontless_text(root, report.dominant, tables)
    return report


# <title> and the attributes a reader sees, on any element; <meta> carrying page text.
FONTLESS_XPATH = ("//title | //*[@title or @alt or @aria-label or @placeholder]"
                  " | //meta[@content and (@name or @property)]")


def _fontless_targets(root: Any) -> Iterable[tuple[Any, str | None]]:
    """(element, attribute name or None for the element's text): title text and text attributes."""
    for element in root.xpath(FONTLESS_XPATH):
        tag = element.tag
        if tag == "title":
            yield element, None
        elif tag == "meta":
            key = (element.get("name") or element.get("property") or "").lower()
            if key in META_TEXT_NAMES:
                yield element, "content"
        else:
            for attribute in TEXT_ATTRIBUTES:
                if element.get(attribute):
                    yield element, attribute


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
