"""Font names -> Tibetan encoding families, and the font context of every text run.

Seed 000 §1.3 and §2.2 step 1: a page's Tibetan may be written in an 8-bit
legacy font (TibetanMachine, TibetanMachineWeb, Sambhota, LTibetan, TCRC ...),
in a GB2312/GBK-based font (Founder/方正, Huaguang/华光, Tongyuan/同元,
Bandrida/BZD, Tibet University/西藏大学), or in Unicode with a Unicode Tibetan
font. The font a text run is displayed in says how to read its characters:
which code is the syllable dot (seed 000 tables 1-3) and how many characters
may stand between two dots (1..7, or 1..5 for precomposed GB2312-based fonts).

Three public functions:

- :func:`tibetan_font` reads a CSS ``font-family`` list or a ``<font face>``
  value and returns the first Tibetan font it names;
- :func:`fonts_named_in` finds the Tibetan fonts a page's markup names
  (before any parse): the one reading the recogniser and the decoder share
  (:func:`eight_bit_font_named` asks it which 8-bit font decides the code
  page of a page without a usable charset, :mod:`extract.charset`);
- :func:`iter_font_runs` walks an lxml tree (iteratively: pages can be
  100,000 levels deep) and yields every text run with its effective font, from
  ``<font face>``, inline ``style`` and ``<style>`` rules (tag, class and id
  selectors), inherited by descendants; and, when the resolver is asked to (the
  decoder asks on pages whose style sheet names a legacy font), from a class or
  id that names a legacy font of a typeface the page names elsewhere
  (:func:`class_font`: ``class="ededrisvowa"`` with no rule for it).

>>> tibetan_font("'TibetanMachineWeb3', serif").table_name
'TibetanMachineWeb3'
>>> tibetan_font("Arial, Ededris-a1").table_name
'Ededris-a1'
>>> tibetan_font("Arial, sans-serif") is None
True
>>> tibetan_font("BZDBT").family.value, tibetan_font("BZDBT").max_distance
('tibetan-gbk', 5)
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from enum import Enum
from typing import Any

from extract.scripts import NB_TSHEG, TSHEG


class EncodingFamily(str, Enum):
    """How a run of Tibetan (or Uyghur) text is encoded (seed 000 tables 1-3)."""

    UNICODE = "unicode"  # U+0F00-U+0FFF, dot U+0F0B (table 3)
    TIBETAN_8BIT = "tibetan-8bit"  # ASCII-based fonts (table 1)
    TIBETAN_GBK = "tibetan-gbk"  # GB2312/GBK-based fonts (table 2)
    TIBETAN_PUA_A = "tibetan-pua-a"  # national-standard extension set A, U+F300-U+F8FF (table 3)
    TIBETAN_DRIKUNG = "tibetan-drikung"  # Drikung PUA U+E000-U+F3A6, dot U+E0DF (table 3)
    NCR = "ncr"  # numeric character references (&#3851; / &#1588;)
    PRESENTATION_FORMS = "presentation-forms"  # Arabic presentation forms U+FB50-U+FEFF (Uyghur)
    UNKNOWN = "unknown"  # nothing recognisable (binary junk, empty page)


# Distances (characters from one dot to the next, the dot included) that a
# syllable may span: seed 000 §1.1 and §2.2 steps 2, 4, 5.
MAX_DISTANCE_COMPONENTS = 7  # characters; a syllable has at most 7 letters (seed 000 §1.1)
MAX_DISTANCE_PRECOMPOSED = 5  # characters; precomposed stacks of GB2312-based fonts (seed 000 §1.1, §2.2 step 4)

# Dot codes, as characters of the decoded text (seed 000 tables 1-3; the
# legacy-tibetan-tables give the same codes for the fonts they cover).
DOT_HYPHEN = "-"  # 0x2D: most ASCII-based fonts (table 1)
DOT_PERIOD = "."  # 0x2E: TCRC, Tsamkey, Founder WIN (tables 1, 2)
DOT_TM = "\xcd"  # 0xCD: TibetanMachine (table 1), read as latin-1/windows-1252
DOT_GBK = "\ufe3d"  # GBK 0xA6E6: Tongyuan and Bandrida (algorithms.md §1 "dot codes")
DOT_UNICODE = TSHEG  # U+0F0B tsheg (table 3)
DOT_UNICODE_NB = NB_TSHEG  # U+0F0C non-breaking tsheg (TibetanMachineWeb code 108 in tibwn.ini)

UNICODE_DOTS = frozenset({DOT_UNICODE, DOT_UNICODE_NB})


@dataclass(frozen=True)
class TibetanFont:
    """A Tibetan font as a page names it, and how to read text shown in it."""

    name: str  # the font as the page names it, e.g. "TibetanMachineWeb3"
    table_name: str  # the name the font tables use, e.g. "LTibetan", "TCRC Bod-Yig", "Ededris-a1"
    family: EncodingFamily
    dot_codes: frozenset[str]  # the syllable dot(s), as characters of the decoded text
    max_distance: int  # MAX_DISTANCE_COMPONENTS or MAX_DISTANCE_PRECOMPOSED
    typeface: str = ""  # the table name without its sub-font suffix: sister fonts share it
    #                     ("Ededris" for Ededris-a ... Ededris-vowa, "TibetanMachineWeb" for TibetanMachineWeb1..9)

    @property
    def is_legacy(self) -> bool:
        """True when text in this font is not Unicode Tibetan (needs a table to convert)."""
        return self.family is not EncodingFamily.UNICODE


@dataclass(frozen=True)
class _FontRule:
    """One entry of the font-name table: a pattern on the normalised name."""

    pattern: re.Pattern[str]
    table_name: Any  # str, or a function of the match returning the table name
    family: EncodingFamily
    dot_codes: frozenset[str]
    max_distance: int = MAX_DISTANCE_COMPONENTS


NAME_SEPARATORS_RE = re.compile(r"[\s\-_]+")  # what font names differ by and mean the same


def _norm(name: str) -> str:
    """Font name without case, spaces, hyphens and underscores: 'TCRC Bod-Yig' -> 'tcrcbodyig'."""
    return NAME_SEPARATORS_RE.sub("", name).lower()


@dataclass(frozen=True)
class _Suffixed:
    """A table-name builder: base + the pattern's first group, a sub-font suffix (e.g. 'Skt2', '-a1').

    >>> _Suffixed("Ededris", "-")(re.fullmatch("ededris(vowa)?", "ededrisvowa"))
    'Ededris-vowa'
    """

    base: str  # the typeface the sister fonts share
    sep: str = ""

    def __call__(self, match: re.Match[str]) -> str:
        suffix = match.group(1) or ""
        if suffix.startswith("skt"):
            suffix = "Skt" + suffix[3:]
        return self.base + (self.sep + suffix if suffix else "")


_HY = frozenset({DOT_HYPHEN})
_HY_PERIOD = frozenset({DOT_HYPHEN, DOT_PERIOD})
_HY_TM = frozenset({DOT_HYPHEN, DOT_TM})
_U = UNICODE_DOTS
_GBK = frozenset({DOT_GBK})
_8 = EncodingFamily.TIBETAN_8BIT
_UNI = EncodingFamily.UNICODE
_GB = EncodingFamily.TIBETAN_GBK
_DEDRIS_SUFFIX = r"(syma|sym|vowa|[a-g][1-3]?)"

# The font-name table, first match wins: Unicode fonts before the legacy fonts
# whose names they extend ("Tibetan Machine Uni" vs "TibetanMachine").
_FONT_RULES: tuple[_FontRule, ...] = (
    # --- Unicode Tibetan fonts (table 3: dot U+0F0B) ---
    _FontRule(re.compile(r"(microsoft)?himalaya"), "Microsoft Himalaya", _UNI, _U),
    _FontRule(re.compile(r"tibetanmachineuni"), "Tibetan Machine Uni", _UNI, _U),
    _FontRule(re.compile(r"jomolhari.*"), "Jomolhari", _UNI, _U),
    _FontRule(re.compile(r"monlam(uni|bodyig).*"), "Monlam Uni", _UNI, _U),
    _FontRule(re.compile(r"qomolangma.*"), "Qomolangma", _UNI, _U),
    _FontRule(re.compile(r"noto(sans|serif)tibetan.*"), "Noto Tibetan", _UNI, _U),
    _FontRule(re.compile(r"ddc(uchen|rinzin|joyig|wangdi|kuenga|yigchen).*"), "DDC", _UNI, _U),
    _FontRule(re.compile(r"(babelstone|yagpo|xenotype|wangdi29|kokonor|kailasa|uchen|tsuig|tibetanuni).*"),
              "Tibetan Unicode", _UNI, _U),
    _FontRule(re.compile(r"sambhota(unicode|dege|new).*"), "Sambhota Unicode", _UNI, _U),
    _FontRule(re.compile(r"(ctrc|panchen|nyingma|dzongkhauni|dzongkhaunicode).*"), "Tibetan Unicode", _UNI, _U),
    # --- ASCII-based legacy fonts (table 1) ---
    _FontRule(re.compile(r"tibetanmachineweb([1-9])?"), _Suffixed("TibetanMachineWeb"), _8, _HY),
    _FontRule(re.compile(r"tibetanmachine(skt[1-4])?"), _Suffixed("TibetanMachine"), _8, _HY_TM),
    _FontRule(re.compile(r"tibetanchogyal(skt[1-5])?"), _Suffixed("TibetanChogyal"), _8, _HY_TM),
    _FontRule(re.compile(r"tibetanclassic(skt[1-5])?"), _Suffixed("TibetanClassic"), _8, _HY_TM),
    _FontRule(re.compile(r"tibetancalligraphic(skt[1-4])?"), _Suffixed("TibetanCalligraphic"), _8, _HY_TM),
    _FontRule(re.compile(r"dzongkhacalligraphic(skt[1-4])?"), _Suffixed("DzongkhaCalligraphic"), _8, _HY_TM),
    _FontRule(re.compile(r"tibetanmangala(skt[1-3])?"), _Suffixed("TibetanMangala"), _8, frozenset({DOT_TM})),
    _FontRule(re.compile(r"esam([abc])"), _Suffixed("Esam"), _8, _HY),
    _FontRule(re.compile(r"sam([abc])"), _Suffixed("Sam"), _8, _HY),
    _FontRule(re.compile(r"ededris" + _DEDRIS_SUFFIX + "?"), _Suffixed("Ededris", "-"), _8, _HY),
    _FontRule(re.compile(r"dedris" + _DEDRIS_SUFFIX + "?"), _Suffixed("Dedris", "-"), _8, _HY),
    _FontRule(re.compile(r"drutsa" + _DEDRIS_SUFFIX + "?"), _Suffixed("Drutsa", "-"), _8, _HY),
    _FontRule(re.compile(r"khamdris" + _DEDRIS_SUFFIX + "?"), _Suffixed("Khamdris", "-"), _8, _HY),
    _FontRule(re.compile(r"ltibetanextension"), "LTibetanExtension", _8, _HY),
    _FontRule(re.compile(r"ltibetan"), "LTibetan", _8, _HY),
    _FontRule(re.compile(r"lmantra"), "LMantra", _8, _HY),
    _FontRule(re.compile(r"tcrcbodyig"), "TCRC Bod-Yig", _8, _HY_PERIOD),
    _FontRule(re.compile(r"tcrcyoutsoweb"), "TCRC Youtsoweb", _8, _HY_PERIOD),
    _FontRule(re.compile(r"tcrcyoutso"), "TCRC Youtso", _8, _HY_PERIOD),
    _FontRule(re.compile(r"tb(2)?(tt)?youtso"),
              lambda m: "TB" + (m.group(1) or "") + "-" + ("TT" if m.group(2) else "") + "Youtso",
              _8, frozenset({DOT_HYPHEN, "\xfc"})),
    _FontRule(re.compile(r"monlamouchan([1-4])"), _Suffixed("Monlam ouchan", " "), _8, _HY_PERIOD),
    _FontRule(re.compile(r"monlamyigchong"), "Monlam yigchong", _8, frozenset({DOT_HYPHEN, "\xfd"})),
    _FontRule(re.compile(r"tibetischdbucanoverstrike"), "Tibetisch dBu-can Overstrike", _8, _HY),
    _FontRule(re.compile(r"tibetischdbucan"), "Tibetisch dBu-can", _8, _HY),
    _FontRule(re.compile(r"dbucan"), "DBu-can", _8, _HY),
    _FontRule(re.compile(r"tsamkey.*"), "Tsamkey", _8, frozenset({DOT_PERIOD})),
    _FontRule(re.compile(r"(tibword|tibkey|suztib|uchan\d*|tibetanbt|sambhota)"), lambda m: m.group(1), _8, _HY),
    # --- GB2312/GBK-based fonts (table 2; precomposed stacks: distances 1..5) ---
    _FontRule(re.compile(r"(bzd\w*|班智达.*|bandrida.*)"), "Bandrida", _GB, _GBK, MAX_DISTANCE_PRECOMPOSED),
    _FontRule(re.compile(r"(同元.*|tongyuan.*|ty(zw|zang|bod|tib)\w*)"), "Tongyuan", _GB, _GBK, MAX_DISTANCE_PRECOMPOSED),
    _FontRule(re.compile(r"(方正.*藏.*|fz\w*(zang|zw|tib|bod)\w*|founder\w*tib\w*)"), "Founder", _GB,
              frozenset({DOT_HYPHEN, DOT_PERIOD, DOT_GBK}), MAX_DISTANCE_PRECOMPOSED),
    _FontRule(re.compile(r"(华光.*藏.*|华光.*|huaguang\w*)"), "Huaguang", _GB,
              frozenset({DOT_HYPHEN, DOT_GBK}), MAX_DISTANCE_PRECOMPOSED),
    _FontRule(re.compile(r"(西藏大学.*|藏大.*|tibetuniversity\w*|xizangdaxue\w*)"), "Tibet University", _GB,
              frozenset({DOT_HYPHEN, DOT_GBK}), MAX_DISTANCE_PRECOMPOSED),
)


@functools.lru_cache(maxsize=4096)
def font_from_name(name: str) -> TibetanFont | None:
    """The Tibetan font one font name stands for, or None.

    >>> font_from_name("TCRC Bod-Yig").dot_codes == frozenset({"-", "."})
    True
    >>> font_from_name("Tibetan Machine Uni").family.value
    'unicode'
    >>> font_from_name("Sambhota !important").name
    'Sambhota'
    """
    clean = name.split("!", 1)[0].strip().strip("'\"").strip()  # (CSS "!important" is no part of a name)
    if not clean:
        return None
    key = _norm(clean)
    for rule in _FONT_RULES:
        match = rule.pattern.fullmatch(key)
        if match:
            table_name = rule.table_name(match) if callable(rule.table_name) else rule.table_name
            typeface = rule.table_name.base if isinstance(rule.table_name, _Suffixed) else table_name
            return TibetanFont(clean, table_name, rule.family, rule.dot_codes, rule.max_distance, typeface)
    return None


def tibetan_font(font_family_value: str) -> TibetanFont | None:
    """The first known Tibetan font in a CSS ``font-family`` list or ``<font face>`` value."""
    for name in font_family_value.split(","):
        font = font_from_name(name)
        if font is not None:
            return font
    return None


# --- fonts named by class names ------------------------------------------------

# Where a class or id token is cut to find a font name at its start ("ededrisvowa-title").
TOKEN_PART_SEPARATORS_RE = re.compile(r"[-_]")


def class_font(value: str, typefaces: Collection[str]) -> TibetanFont | None:
    """The legacy 8-bit font a ``class`` (or ``id``) value names, when its typeface is one of ``typefaces``.

    Word and site generators name a class after the font it stands for and may
    leave the rule out (``<span class="ededrisvowa">`` with rules for
    ``.ededrisa`` only). A token names a font whole, sub-font suffix included
    (``ededrisvowa``, ``TibetanMachineWeb1``, ``Ededris-a1``), or by its leading
    parts cut at hyphens or underscores (``tibetanmachineweb1-title``); nothing
    inside a token (``tmw-button``, ``xtibetanmachineweb``) names one. Only an
    8-bit font counts, of a typeface the page names elsewhere: the font tables
    cover those, and an English page's ``class="ededris-button"`` is read so only
    when the page declares an Ededris font itself.

    >>> class_font("p ededrisvowa", {"Ededris"}).table_name, class_font("tibetanmachineweb1-title", {"TibetanMachineWeb"}).table_name
    ('Ededris-vowa', 'TibetanMachineWeb1')
    >>> class_font("ededrisvowa", {"TibetanMachineWeb"}), class_font("tmw-button", {"TibetanMachineWeb"})
    (None, None)
    """
    for token in value.split():
        font = _token_font(token)
        if font is not None and font.family is EncodingFamily.TIBETAN_8BIT and font.typeface in typefaces:
            return font
    return None


@functools.lru_cache(maxsize=4096)
def _token_font(token: str) -> TibetanFont | None:
    """The Tibetan font a class or id token names whole or by its longest leading parts (:func:`class_font`)."""
    parts = TOKEN_PART_SEPARATORS_RE.split(token)
    for end in range(len(parts), 0, -1):
        font = font_from_name("-".join(parts[:end]))
        if font is not None:
            return font
    return None


# --- CSS ---------------------------------------------------------------------

# `font-family: X` or the `font:` shorthand in a declaration block / style attribute.
FONT_DECLARATION_RE = re.compile(r"(?:^|[;{\s])font(-family)?\s*:\s*([^;}]+)", re.IGNORECASE)
# What precedes the family list in the `font:` shorthand (CSS Fonts 3 §3.7:
# `[ <font-style> || <font-variant-css21> || <font-weight> || <font-stretch> ]?
# <font-size> [ / <line-height> ]? <font-family>`): the keywords, then a size
# (a length, a percentage or a size keyword), then an optional line height.
FONT_SHORTHAND_KEYWORD = (r"(?:italic|oblique|normal|small-caps|bold|bolder|lighter|\d{3}"
                          r"|(?:ultra-|extra-|semi-)?(?:condensed|expanded))")
FONT_SHORTHAND_SIZE = r"(?:[\d.]+[a-z%]*|x{0,3}-?(?:small|large)|medium|smaller|larger)"
FONT_SHORTHAND_LINE_HEIGHT = r"(?:[\d.]+[a-z%]*|normal)"
FONT_SHORTHAND_PREFIX_RE = re.compile(
    rf"^(?:{FONT_SHORTHAND_KEYWORD}\s+)*{FONT_SHORTHAND_SIZE}(?:\s*/\s*{FONT_SHORTHAND_LINE_HEIGHT})?\s+",
    re.IGNORECASE,
)
CSS_COMMENT_RE = re.compile(r"/\*.*?\*/", re.DOTALL)
# A rule starts at the text start or right after a brace (the lookbehind keeps a long
# brace-less text linear: no attempt rescans it from every position).
CSS_RULE_RE = re.compile(r"(?:(?<=[{}])|\A)([^{}]+)\{([^{}]*)\}")
# One compound selector: optional tag or *, then .class / #id parts.
SIMPLE_SELECTOR_RE = re.compile(r"^(\*|[a-zA-Z][\w-]*)?((?:[.#][\w-]+)*)$")
AT_RULE_PREFIX_RE = re.compile(r"^\s*@[^{]*\{")  # `@media ... {` before the selectors of a nested rule
COMBINATOR_RE = re.compile(r"[>+~]")  # child, sibling combinators (the last compound selector is kept)
PSEUDO_RE = re.compile(r"::?[\w-]+(\([^)]*\))?")  # pseudo-classes/elements
ATTRIBUTE_SELECTOR_RE = re.compile(r"\[[^\]]*\]")
ID_SELECTOR_RE = re.compile(r"#([\w-]+)")
CLASS_SELECTOR_RE = re.compile(r"\.([\w-]+)")


def font_declaration(declarations: str) -> tuple[bool, TibetanFont | None]:
    """(declares a font?, the Tibetan font it declares) for a CSS declaration block.

    The last font declaration wins, as in CSS.

    >>> font_declaration("color: red; font: bold 12px/1.2 'Ededris-a', serif")[1].table_name
    'Ededris-a'
    >>> font_declaration("font-family: Arial")
    (True, None)
    >>> font_declaration("color: red")
    (False, None)
    """
    matches = FONT_DECLARATION_RE.findall(declarations)
    if not matches:
        return False, None
    is_family, value = matches[-1]
    value = value.replace("!important", "").strip()
    if not is_family:
        value = FONT_SHORTHAND_PREFIX_RE.sub("", value, count=1)
    return True, tibetan_font(value)


# Font names in markup (a cheap look before any parse): one pass over the page's lowered
# UTF-8 bytes with the literal prefix "f", distinct values only (legacy pages repeat the
# same face thousands of times); a value that names a Tibetan font is read again, in its
# original case, at the same offset of the original bytes.
# A declared value ends at ';' but not inside a quote written as a character reference:
# style="font-family: &quot;TibetanMachineWeb&quot;" (editors write the quotes so) is
# `"TibetanMachineWeb"` once the attribute is read (HTML: attribute values are decoded).
_DECLARED_VALUE = rb"(?:[^;>}{<&]|&(?:quot|apos|#0*3[49]|#x0*2[27]);|&){1,200}"
FONT_VALUE_RE = re.compile(rb"f(?:ace\s*=\s*([^>]{1,200})|ont(-family)?\s*:\s*(" + _DECLARED_VALUE + rb"))")
# The same matches without groups (a face-heavy page holds thousands: no tuples), each distinct one read again.
FONT_VALUE_WHOLE_RE = re.compile(rb"f(?:ace\s*=\s*[^>]{1,200}|ont(?:-family)?\s*:\s*" + _DECLARED_VALUE + rb")")


def font_names_in_value(value: str) -> list[str]:
    """The font names of a `face=`/`font-family:` value cut out of markup.

    The value may run past the end of its attribute (``face="X">text``): a
    quote that does not open or close a name ends the list.

    >>> font_names_in_value('"TibetanMachine">text, more')
    ['TibetanMachine']
    >>> font_names_in_value("'Noto Serif Tibetan', serif")
    ['Noto Serif Tibetan', 'serif']
    """
    names = []
    for piece in value.split(","):
        piece = piece.strip()
        quote = piece[:1] if piece[:1] in "\"'" else ""
        if quote:
            end = piece.find(quote, 1)
            name, rest = (piece[1:end], piece[end + 1:]) if end > 0 else (piece[1:], "")
        else:
            cut = min([i for i in (piece.find('"'), piece.find("'")) if i >= 0], default=len(piece))
            name, rest = piece[:cut], piece[cut:]
        name = name.strip()
        if name:
            names.append(name)
        if rest.strip():
            break
    return names


def named_fonts(text: str) -> list[TibetanFont]:
    """The Tibetan fonts the page names in <font face>, style attributes or <style> rules."""
    u8 = text.encode("utf-8", "surrogatepass")
    return fonts_named_in(u8, u8.lower())[0]


def fonts_named_in(u8: bytes, lowered: bytes) -> tuple[list[TibetanFont], bool]:
    """(:func:`named_fonts` of a page's UTF-8 bytes and their lowered copy, does CSS name a legacy one?)."""
    fonts: dict[str, TibetanFont] = {}
    css_legacy = False
    for whole in set(FONT_VALUE_WHOLE_RE.findall(lowered)):
        face, is_family, declared = FONT_VALUE_RE.match(whole).groups(b"")  # type: ignore[union-attr]
        value = face or declared
        if not any(font_from_name(name) for name in font_names_in_value(_shorthand_free(value, face, is_family))):
            continue
        start = lowered.find(value)
        original = _shorthand_free(u8[start:start + len(value)], face, is_family)
        for name in font_names_in_value(original):
            font = font_from_name(name)
            if font is not None:
                fonts.setdefault(font.name, font)
                css_legacy = css_legacy or (not face and font.is_legacy)
    return list(fonts.values()), css_legacy


def eight_bit_font_named(data: bytes) -> TibetanFont | None:
    """The legacy 8-bit Tibetan font the page's markup names first, None when it names none, or a
    GBK-based one too (its text is GB18030). ``data`` are the page's bytes in any ASCII-compatible
    encoding: font names are ASCII (the GBK-based fonts' Chinese names are read where they are UTF-8).

    >>> eight_bit_font_named(b'<font face="TCRC Bod-Yig">\\xc5-</font><font face="Sambhota">').table_name
    'TCRC Bod-Yig'
    >>> eight_bit_font_named(b'<p style="font-family: Jomolhari">'), eight_bit_font_named(b'<p>font: none</p>')
    (None, None)
    """
    low = data.lower()
    if b"font" not in low and b"face" not in low:
        return None
    fonts, _ = fonts_named_in(data, low)
    if any(font.family is EncodingFamily.TIBETAN_GBK for font in fonts):
        return None
    eight_bit = [font for font in fonts if font.family is EncodingFamily.TIBETAN_8BIT]
    if not eight_bit:
        return None
    return min(eight_bit, key=lambda font: (low.find(font.name.lower().encode("utf-8", "replace")), font.name))


def _shorthand_free(value: bytes, face: bytes, is_family: bytes) -> str:
    """A face/font-family value as text; the `font:` shorthand without its style/size prefix."""
    decoded = value.decode("utf-8", "replace")
    if "&" in decoded:  # (quotes written as references)
        decoded = html.unescape(decoded)
    return decoded if face or is_family else FONT_SHORTHAND_PREFIX_RE.sub("", decoded, count=1)



@dataclass(frozen=True)
class CssFontRule:
    """A `<style>` rule that sets the font: its (last) compound selector and the font."""

    tag: str | None
    classes: frozenset[str]
    element_id: str | None
    font: TibetanFont | None
    specificity: tuple[int, int, int]
    order: int

    def matches(self, tag: str, classes: frozenset[str] | set[str], element_id: str | None) -> bool:
        if self.tag is not None and self.tag != tag:
            return False
        if self.element_id is not None and self.element_id != element_id:
            return False
        return self.classes <= classes


def parse_css_font_rules(css: str, start_order: int = 0) -> list[CssFontRule]:
    """The rules of a stylesheet that set ``font-family`` (or ``font``).

    Selectors are reduced to their last compound selector (``div.x span`` ->
    ``span``): tag, class and id selectors are what the issue asks for; a
    descendant context is not checked (a documented approximation). At-rule
    blocks (``@media``) are read as if unconditional; ``@font-face`` is skipped.

    >>> [r.classes for r in parse_css_font_rules(".bo { font-family: TibetanMachineWeb }")]
    [frozenset({'bo'})]
    """
    rules: list[CssFontRule] = []
    order = start_order
    for selectors, block in CSS_RULE_RE.findall(CSS_COMMENT_RE.sub(" ", css)):
        declares, font = font_declaration(block)
        if not declares:
            continue
        selectors = selectors.rsplit(";", 1)[-1]  # text after an @import; etc.
        if "@font-face" in selectors:
            continue
        selectors = AT_RULE_PREFIX_RE.sub("", selectors)
        for selector in selectors.split(","):
            parts = selector.strip().split()
            if not parts:
                continue
            last = COMBINATOR_RE.split(parts[-1])[-1]
            last = PSEUDO_RE.sub("", last)
            last = ATTRIBUTE_SELECTOR_RE.sub("", last)
            match = SIMPLE_SELECTOR_RE.match(last)
            if not match or not last:
                continue
            tag = match.group(1)
            tag = None if tag in (None, "*") else tag.lower()
            ids = ID_SELECTOR_RE.findall(match.group(2))
            classes = frozenset(CLASS_SELECTOR_RE.findall(match.group(2)))
            element_id = ids[-1] if ids else None
            specificity = (len(ids), len(classes), 1 if tag else 0)
            order += 1
            rules.append(CssFontRule(tag, classes, element_id, font, specificity, order))
    return rules


# --- font runs ----------------------------------------------------------------

# Elements whose text is never shown as page text.
INVISIBLE_TAGS = frozenset({"script", "style", "template", "noscript"})


class FontResolver:
    """The effective font of an element from its attributes, the `<style>` rules and its parent.

    Precedence (CSS cascade, simplified): inline ``style`` > the most specific,
    then latest, `<style>` rule > ``<font face>`` (a presentational hint) > a
    class or id that names a font of one of ``class_typefaces`` (no rule needed:
    :func:`class_font`; the decoder asks for it, the recogniser does not) >
    inherited from the parent.
    """

    def __init__(self, rules: list[CssFontRule], class_typefaces: Collection[str] = frozenset()) -> None:
        self.rules = sorted(rules, key=lambda r: (r.specificity, r.order))
        # Typefaces whose fonts a class or id name gives an element no other declaration gives a font
        # (:func:`class_font`; empty: class names are not read).
        self.class_typefaces = frozenset(class_typefaces)
        # Index: a rule is looked at only for elements with its id, a class of it, or its tag.
        self.by_id: dict[str, list[CssFontRule]] = {}
        self.by_class: dict[str, list[CssFontRule]] = {}
        self.by_tag: dict[str | None, list[CssFontRule]] = {}
        self._declared: dict[tuple[Any, ...], TibetanFont | None | object] = {}
        for rule in self.rules:
            if rule.element_id is not None:
                self.by_id.setdefault(rule.element_id, []).append(rule)
            elif rule.classes:
                self.by_class.setdefault(min(rule.classes), []).append(rule)
            else:
                self.by_tag.setdefault(rule.tag, []).append(rule)

    @classmethod
    def from_tree(cls, root: Any) -> FontResolver:
        css_parts = [el.text or "" for el in root.iter("style")]
        return cls(parse_css_font_rules("\n".join(css_parts)))

    def _rule_font(self, tag: str, attrib: Any) -> tuple[bool, TibetanFont | None]:
        """(a rule applies?, its font) for an element."""
        candidates: list[CssFontRule] = []
        candidates += self.by_tag.get(None, ())
        candidates += self.by_tag.get(tag, ())
        class_value = attrib.get("class")
        classes: set[str] = set()
        if class_value and self.by_class:
            classes = set(class_value.split())
            for name in classes:
                candidates += self.by_class.get(name, ())
        element_id = attrib.get("id")
        if element_id and self.by_id:
            candidates += self.by_id.get(element_id, ())
        best: CssFontRule | None = None
        for rule in candidates:
            if rule.matches(tag, classes, element_id) and (
                best is None or (rule.specificity, rule.order) > (best.specificity, best.order)
            ):
                best = rule
        return (True, best.font) if best is not None else (False, None)

    def font_of(self, element: Any, inherited: TibetanFont | None) -> TibetanFont | None:
        # The declared font depends only on the tag and four attributes: legacy pages repeat the
        # same few combinations thousands of times, so each is resolved once per page.
        get = element.get
        key = (element.tag, get("style"), get("class"), get("id"), get("face"))
        declared = self._declared.get(key, _UNSEEN)
        if declared is _UNSEEN:
            declared = _INHERITED if key[1:] == _NO_FONT_ATTRIBUTES and not self.by_tag else \
                self._declared_font(element.tag, element.attrib)
            if len(self._declared) < FONT_MEMO_MAX:
                self._declared[key] = declared
        return inherited if declared is _INHERITED else declared  # type: ignore[return-value]

    def declares(self, tag: str, attrib: Any) -> tuple[bool, TibetanFont | None]:
        """(does an element with this tag and these attributes declare a font?, the Tibetan font it declares).

        >>> FontResolver([]).declares("font", {"face": "Esama"})[1].table_name
        'Esama'
        >>> FontResolver([]).declares("b", {})
        (False, None)
        """
        declared = self._declared_font(tag, attrib)
        return (False, None) if declared is _INHERITED else (True, declared)  # type: ignore[return-value]

    def _declared_font(self, tag: Any, attrib: Any) -> TibetanFont | None | object:
        """The font an element declares itself, or ``_INHERITED`` when it declares none."""
        style = attrib.get("style")
        if style:
            declares, font = font_declaration(style)
            if declares:
                return font
        if self.rules:
            applies, font = self._rule_font(tag, attrib)
            if applies:
                return font
        if tag == "font":
            face = attrib.get("face")
            if face is not None:
                return tibetan_font(face)
        if self.class_typefaces:
            font = self._class_named_font(attrib)
            if font is not None:
                return font
        return _INHERITED

    def _class_named_font(self, attrib: Any) -> TibetanFont | None:
        """The font the element's class or id names (:func:`class_font`), when nothing else gives it one."""
        for name in ("class", "id"):
            value = attrib.get(name)
            if value:
                font = class_font(value, self.class_typefaces)
                if font is not None:
                    return font
        return None


FONT_MEMO_MAX = 4096  # distinct (tag, attributes) combinations remembered per page (unique links are not worth it)
_UNSEEN = object()  # a memo miss
_NO_FONT_ATTRIBUTES = (None, None, None, None)
_INHERITED = object()  # "this element declares no font"


def font_runs(root: Any, resolver: FontResolver | None = None) -> list[tuple[str, TibetanFont | None]]:
    """The text runs of :func:`iter_font_runs` with their fonts, as one list (a tighter loop).

    Same runs, same order, same fonts: a stack of elements to visit and of tails
    to emit (a tail is pushed under its element, so it comes out after the
    element's subtree). Iterative: any depth.
    """
    if resolver is None:
        resolver = FontResolver.from_tree(root)
    font_of = resolver.font_of
    runs: list[tuple[str, TibetanFont | None]] = []
    emit = runs.append
    stack: list[tuple[Any, TibetanFont | None]] = [(root, None)]
    push, pop = stack.append, stack.pop
    while stack:
        item, font = pop()
        if item.__class__ is str:
            emit((item, font))
            continue
        tag = item.tag
        if tag.__class__ is not str:  # comment, processing instruction, entity
            continue
        font = font_of(item, font)
        if tag in INVISIBLE_TAGS:
            continue
        text = item.text
        if text:
            emit((text, font))
        if len(item):
            for child in item[::-1]:
                tail = child.tail
                if tail:
                    push((tail, font))
                push((child, font))
    return runs


def iter_font_runs(root: Any, resolver: FontResolver | None = None) -> Iterator[tuple[Any, str, TibetanFont | None]]:
    """Every non-empty text run of an lxml tree, in document order, with its effective font.

    Yields ``(element, "text", font)`` for ``element.text`` and
    ``(element, "tail", font)`` for ``element.tail``; a tail is shown in the
    parent's font context. The text of script/style/template/noscript
    elements and of comments is not page text and is skipped (their tails are
    yielded). Iterative: no recursion, any depth.
    """
    if resolver is None:
        resolver = FontResolver.from_tree(root)
    # Stack of (element, parent font, is_tail).
    stack: list[tuple[Any, TibetanFont | None, bool]] = [(root, None, False)]
    while stack:
        element, parent_font, is_tail = stack.pop()
        if is_tail:
            if element.tail:
                yield element, "tail", parent_font
            continue
        if element is not root:
            stack.append((element, parent_font, True))
        tag = element.tag
        if not isinstance(tag, str):  # comment, processing instruction, entity
            continue
        font = resolver.font_of(element, parent_font)
        if tag in INVISIBLE_TAGS:
            continue
        if element.text:
            yield element, "text", font
        children = list(element)
        for child in reversed(children):
            stack.append((child, font, False))
