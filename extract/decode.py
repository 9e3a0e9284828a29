"""``decode_page``: a page's bytes to one clean Unicode lxml tree (seed 000 §1.3, seed 002 §3.1).

The steps, in order, each a small function below:

1. bytes -> text (:mod:`extract.charset`: BOM, HTTP header, ``<meta>``,
   detection; declarations checked against the bytes);
2. string-level repairs that need no font context, each run only when a
   cheap test on the UTF-8 bytes says the page needs it
   (:mod:`extract.uyghur_forms`, :func:`extract.legacy_convert.convert_pua`):
   references to presentation forms/PUA decoded (the parser decodes all
   other numeric references), text stored in reversed visual order restored
   (the stretches between tags whose words test so, not a whole page for one
   legacy teaser: :func:`extract.uyghur_forms.restore_visual_stretches`), presentation
   forms folded (U+FEE9/U+FEEA -> ە on Uyghur pages), ە written as ه restored
   in Uyghur text, tatweel and Uyghur joiners dropped, PUA extension set A
   converted where it is Tibetan (not on a page of Drikung PUA Tibetan, which is
   kept and flagged), NFC;
3. one parse with ``lxml.html`` (``huge_tree``; a page nested deeper than
   libxml2's limit is flattened past :data:`MAX_NESTING` levels and parsed
   again rather than losing its text; what libxml2 reads otherwise than
   browsers, text after ``</html>``, NULs, ``<noframes>``, is spelled out for
   it first: :func:`as_browsers_read`);
4. text runs in a legacy 8-bit or GBK-based Tibetan font converted in the
   tree with the font tables (:mod:`extract.legacy_convert`); the title and
   attributes of such a page too, when they look like glyph codes.

Without tables a legacy page is kept as it is and ``encoding_note`` says why:
nothing is silently garbled. GBK-based Tibetan in a font no rule knows
(recognised by its dot 0xA6E6, as the recogniser does) gets such a note too: no
table fits it; so does legacy 8-bit font text read in a code page other than
windows-1252 (:data:`GLYPH_CODE_CODECS`): its glyph codes are lost. ``conversions``
has one note per conversion for the crawler's manifest.

>>> d = decode_page('<title>ཀ་</title><p>ﺳﺎﻻﻡ</p>'.encode("utf-8"))
>>> d.title, d.root.findtext(".//p"), d.encoding
('ཀ་', 'سالام', 'utf-8')
"""

from __future__ import annotations

import html
import re
import threading
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import lxml.etree
import lxml.html

from extract import uyghur_forms
from extract.charset import decode_body
from extract.dom import NAMING_ATTRIBUTES, title_element
from extract.foreign_content import has_foreign_content, lift_breakouts
from extract.fonts import DOT_GBK, EncodingFamily, TibetanFont, font_runs, fonts_named_in
from extract.legacy_convert import convert_font_runs, convert_pua
from extract.legacy_tables import (
    PUA_TABLE_FILE,
    font_tables,
    missing_tables_reason,
    pua_table,
    tables_dir,
)
from extract.long_tags import cut_long_tags, long_tags_note
from extract.page_text import BINARY_CODEC, UTF32_NOTE, is_binary, looks_utf32
from extract.recognize import gbk_tibetan_without_font
from extract.references import decode_text_references
from extract.scripts import DRIKUNG_FIRST, DRIKUNG_LAST, DRIKUNG_TSHEG, TATWEEL, storable_lines

# --- cheap tests on the page's UTF-8 bytes (memchr-speed `in` tests, bytes regexes with a literal lead) ---
# A numeric reference to a presentation form or a Private-Use character.
FORM_NCR_GATE = re.compile(rb"&#(?:[5-6]\d{4}|[xX]0*[eEfF][0-9a-fA-F]{3})")
# A presentation form (U+FB50-U+FDFF, U+FE70-U+FEFF; a little wider) in UTF-8.
PRESENTATION_LEAD = b"\xef"  # memchr first: most pages have no U+F000-U+FFFF character
PRESENTATION_GATE = re.compile(rb"\xef[\xad-\xb7\xb9-\xbb]")
# Lead bytes of the Arabic block U+0600-U+06FF (single bytes: memchr); the Tibetan
# block U+0F00-U+0FFF (lead 0xE0, tested first with memchr, then the second byte).
ARABIC_LEADS = (b"\xd8", b"\xd9", b"\xda", b"\xdb")
TIBETAN_LEAD = b"\xe0"
TIBETAN_RE = re.compile(rb"\xe0[\xbc-\xbf]")
NCR_LEAD = b"&#"  # a numeric character reference starts so (`in`: a fast substring search)
# A reference to a Tibetan (U+0F00-U+0FFF) or Arabic-script (U+0600-U+077F) letter.
NCR_LETTER_RE = re.compile(rb"&#(?:1[5-9]\d\d|3[89]\d\d|40\d\d|[xX]0*(?:[67][0-9a-fA-F]{2}|[fF][0-9a-fA-F]{2}));")
# A reference to a Tibetan-block character (decimal 3840-4095, hex F00-FFF).
TIBETAN_NCR_GATE = re.compile(rb"&#(?:3[89]\d\d|40\d\d|[xX]0*[fF][0-9a-fA-F]{2}\b)")
# Where the Drikung syllable dot U+E0DF (seed 000 table 3; looked for in the text, ``DRIKUNG_TSHEG``)
# ends a syllable: after a character of Drikung's private range U+E000-U+F3A6 (an icon font's lone glyph at
# U+E0DF, Material Icons' "present_to_all", stands between tags or spaces).
DRIKUNG_SYLLABLE_END_RE = re.compile(f"[{chr(DRIKUNG_FIRST)}-{chr(DRIKUNG_LAST)}]{DRIKUNG_TSHEG}")
DRIKUNG_NOTE = "Drikung PUA Tibetan (dot U+E0DF) kept: no conversion table"
# An extension-set-A PUA character U+F300-U+F8FF.
PUA_GATE = re.compile(rb"\xef[\x8c-\xa3]")
# The page declares Uyghur (<html lang="ug">, lang="ug-Arab", ...) in its first bytes.
DECLARES_UYGHUR_RE = re.compile(rb"\blang\s*=\s*[\"']?ug(?:-arab)?\b(?!-)")
LANG_SCAN_BYTES = 4096
# --- cheap tests on the page's text: one character, found by a str `in` ---
# CPython finds one character in a str with a memchr-like scan; the same character's UTF-8 sequence in the
# bytes is a substring search whose lead byte recurs (0xEF in every U+F000-U+FFFF character, 0xD9 in half of
# the Arabic letters): 0.06-0.08 s against 0.01 s per test over the 92 MB of extraction-dev. The text and
# its bytes (``_State``) always hold the same characters.
# ه U+0647: Uyghur written with it for ە is written back (uyghur_forms.HEH); tatweel U+0640 and the joiners
# ZWNJ U+200C, ZWJ U+200D are dropped; the dot of GBK-based Tibetan fonts, GBK 0xA6E6 = U+FE3D (seed 000
# table 2: fonts.DOT_GBK) flags a GBK font no rule knows.
ZWNJ, ZWJ = "\u200c", "\u200d"
UNNAMED_GBK_FONT_NOTE = ("GBK-based Tibetan (dot 0xA6E6) in a font tsheg does not know: "
                         "text kept unconverted, no table for this font")
# Numeric references counted for the "ncr" family: at least this many on the page
# (an English page has a handful of &#8217; and the like; an NCR page thousands).
NCR_FAMILY_MIN_REFS = 50

# The codecs that give a legacy 8-bit font's glyph codes as the font tables key them (a byte as the code
# point of its windows-1252 character or its own value: extract.legacy_tables.byte_keys): windows-1252, and
# the Unicode encodings, whose pages hold the code points their authors typed. Another codec (a page
# declaring ISO-8859-2, a Chinese page read as GB18030 whose style sheet names TibetanMachineWeb) gives
# other characters for the high bytes, and the runs converted from them are flagged, not silently garbled.
GLYPH_CODE_CODECS = frozenset({"cp1252", "utf-8", "utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"})
GLYPH_CODES_LOST_NOTE = ("legacy 8-bit font text read as {codec}: the font tables hold windows-1252 glyph codes, "
                         "its runs may be garbled")

# U+0338 COMBINING LONG SOLIDUS OVERLAY composes with < = > under NFC (≮ ≠ ≯).
MARKUP_COMBINER = "\u0338"
MARKUP_COMBINING_RE = re.compile("([<=>])\u0338")

# Depth past which a page is flattened (levels): libxml2 stops at 2048 even with huge_tree.
MAX_NESTING = 1024
DEPTH_ERROR = "Excessive depth"
NESTING_NOTE = f"parse: nesting deeper than {MAX_NESTING} levels flattened"  # Decoded.notes: link elements may be lost
# A tag: '/' of an end tag, its name, its attributes, and its '>' (empty for a tag the page ends in). It always
# matches, possessively, so each tag is read once: a lazy scan to '>' (`[^>]*?(/?)>`) ran again from every '<'
# of a page without '>', 67 s for 100 KB of '<a ' (a page deep enough to be flattened).
TAG_RE = re.compile(rb"<(/?)([A-Za-z][A-Za-z0-9:-]*)\b([^>]*+)(>?)")
VOID_ELEMENTS = frozenset(b"area base br col embed hr img input link meta param source track wbr".split())
EMPTY_DOCUMENT = b"<html><body></body></html>"
NUL = b"\x00"
# <noframes> (HTML §16.2 obsolete; the text a browser without frames shows): libxml2 2.14 reads
# its content as raw text, so its paragraphs came out as markup. Read as the <div> it renders as.
NOFRAMES_TAG_RE = re.compile(rb"<(/?)noframes\b", re.IGNORECASE)
NOFRAMES = b"noframes"  # what the lowered bytes hold wherever NOFRAMES_TAG_RE matches (a substring gate)
# The naming attributes (``dom.NAMING_ATTRIBUTES``, all "data-" names) as the lowered page bytes spell them, one scan
# (their common prefix first, the literal the regex engine looks for): where the bytes parsed spell none, no element
# carries one (``Decoded.naming_attributes``).
NAMING_PREFIX = "data-"
NAMING_ATTRIBUTES_BYTES_RE = re.compile(
    re.escape(NAMING_PREFIX.encode()) + b"(?:"
    + b"|".join(re.escape(name.removeprefix(NAMING_PREFIX).encode()) for name in NAMING_ATTRIBUTES) + b")")
assert all(name.startswith(NAMING_PREFIX) for name in NAMING_ATTRIBUTES)
# The end tags of the body and the document (HTML §13.2.6.4.21-22, "after body" and
# "after after body": content after ``</body>`` or ``</html>`` is a parse error and goes
# back into the body; libxml2 2.14 puts it beside the body, or drops it after ``</html>``).
DOCUMENT_END_TAG_RE = re.compile(rb"</(?:body|html)\s*>", re.IGNORECASE)
DOCUMENT_END_START_RE = re.compile(rb"</(?:body|html)")  # where one may start, in the lowered bytes (one scan)


@dataclass
class Decoded:
    """A page decoded once: the tree and how it was obtained (docs/architecture.md)."""

    root: lxml.html.HtmlElement  # the page parsed ONCE; legacy runs converted in place; each text node NFC
    # (text joined across nodes is normalised where it is joined: extract.scripts.storable_lines)
    encoding: str  # codec that decoded the bytes (Python codec name)
    encoding_source: str  # "bom" | "http" | "meta" | "detected" | "fallback"
    source_families: tuple[str, ...]  # encoding families found (EncodingFamily values)
    conversions: list[str]  # one human-readable note per conversion made
    encoding_note: str | None  # set when legacy text was kept unconverted (e.g. no tables)
    title: str
    declared_charset: str | None = None  # the label the server or page declared, as written
    notes: list[str] = field(default_factory=list)  # parse repairs (flattened nesting, long tags cut, empty page)
    # Why the bytes are no text page (binary_note: BINARY_NOTE, UTF32_NOTE; also among the notes), None for a page:
    # what `tsheg extract` says of unusable input, told by what it is, not by its place among the notes
    unusable: str | None = None
    # False where the bytes parsed spell none of ``dom.NAMING_ATTRIBUTES`` (``NAMING_ATTRIBUTES_BYTES_RE`` on the
    # lowered bytes): no element of ``root`` carries one (``Dom.named_by_data``'s answer, known without its scans);
    # None where not known. Exact: the HTML parser reads an attribute's name from the bytes, lowered, and the steps
    # after the parse convert text and existing attributes' values only (``_convert_fonts``), adding no attribute
    naming_attributes: bool | None = None


@dataclass
class _State:
    """What the steps found so far."""

    text: str
    data: bytes
    families: list[str] = field(default_factory=list)
    conversions: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # legacy text kept unconverted, why

    def family(self, family: EncodingFamily) -> None:
        if family.value not in self.families:
            self.families.append(family.value)

    def replace_text(self, text: str) -> None:
        self.text = text
        self.data = text.encode("utf-8", "replace")


# --- step 2: string-level repairs ------------------------------------------------------


def _repair_ncr_forms(state: _State) -> None:
    if NCR_LEAD not in state.data:
        return
    if NCR_LETTER_RE.search(state.data):
        count = state.data.count(b"&#")
        if count >= NCR_FAMILY_MIN_REFS:
            state.family(EncodingFamily.NCR)
            state.conversions.append(f"ncr: {count} numeric character references decoded")
    if FORM_NCR_GATE.search(state.data):
        state.replace_text(uyghur_forms.decode_form_ncrs(state.text))


def _has_any(data: bytes, needles: tuple[bytes, ...]) -> bool:
    return any(needle in data for needle in needles)


def has_tibetan(data: bytes) -> bool:
    """True when the UTF-8 bytes hold a Tibetan-block character."""
    return TIBETAN_LEAD in data and TIBETAN_RE.search(data) is not None


def _arabic_sample(state: _State, first: int) -> str:
    """Two windows of the text for the visual-order test: from the first Arabic-script
    character on, and from the middle of the page on (VISUAL_ORDER_SAMPLE characters each)."""
    size = 2 * uyghur_forms.VISUAL_ORDER_SAMPLE  # bytes: Arabic letters take 2 or 3 bytes
    middle = max(first + size, len(state.data) // 2)
    sample = (state.data[first:first + size].decode("utf-8", "ignore") + "\n"
              + state.data[middle:middle + size].decode("utf-8", "ignore"))
    # Words half in raw bytes, half in references (windows-1256 pages) must read whole, and a
    # word followed by "&nbsp;" ends there.
    return html.unescape(sample) if "&" in sample else sample


def _first_arabic(state: _State, forms: re.Match[bytes] | None) -> int:
    offsets = [state.data.find(lead) for lead in ARABIC_LEADS]
    if forms is not None:
        offsets.append(forms.start())
    return min(offset for offset in offsets if offset >= 0)


def visual_order_note(reversed_: int, stretches: int) -> str:
    """The conversion note of :func:`extract.uyghur_forms.restore_visual_stretches`: the page, or how much of it.

    >>> visual_order_note(3, 3)
    'arabic-script: text stored in visual order restored to logical order'
    >>> visual_order_note(1, 6).endswith("order (1 of 6 Arabic-script text stretches; the rest was logical)")
    True
    """
    note = "arabic-script: text stored in visual order restored to logical order"
    if reversed_ == stretches:
        return note
    return f"{note} ({reversed_} of {stretches} Arabic-script text stretches; the rest was logical)"


def _repair_arabic(state: _State) -> None:
    forms = PRESENTATION_GATE.search(state.data) if PRESENTATION_LEAD in state.data else None
    has_forms = forms is not None
    if not has_forms and not _has_any(state.data, ARABIC_LEADS):
        return
    if uyghur_forms.is_visual_order(_arabic_sample(state, _first_arabic(state, forms))):
        text = state.text
        if "&" in text:  # letters written as references must be reversed with the others
            text = decode_text_references(text)
        restored, reversed_, stretches = uyghur_forms.restore_visual_stretches(text)
        if reversed_:
            state.replace_text(restored)
            state.conversions.append(visual_order_note(reversed_, stretches))
    uyghur = uyghur_forms.is_uyghur(state.data) or DECLARES_UYGHUR_RE.search(state.data[:LANG_SCAN_BYTES].lower())
    if has_forms:
        folded = uyghur_forms.fold_presentation_forms(state.text, uyghur=uyghur)
        if folded != state.text:
            state.family(EncodingFamily.PRESENTATION_FORMS)
            state.conversions.append("arabic-script: presentation forms folded to base letters"
                                     + (" (U+FEE9/U+FEEA -> U+06D5)" if uyghur else ""))
            state.replace_text(folded)
    if uyghur_forms.HEH in state.text and uyghur_forms.writes_ae_as_heh(
            _arabic_sample(state, _first_arabic(state, None))):
        state.replace_text(uyghur_forms.restore_ae(state.text))
        state.conversions.append("arabic-script: Uyghur ە written as ه (U+0647) restored to U+06D5")
    if TATWEEL in state.text or (uyghur and (ZWNJ in state.text or ZWJ in state.text)):
        cleaned = uyghur_forms.drop_tatweel_and_joiners(state.text, uyghur=uyghur)
        if cleaned != state.text:
            state.conversions.append("arabic-script: tatweel" + (" and shaping joiners" if uyghur else "") + " dropped")
            state.replace_text(cleaned)


def _flag_drikung(state: _State) -> bool:
    """True, with its family and ``encoding_note``, when the page holds Drikung PUA Tibetan (seed 000 table 3):
    its dot U+E0DF ends a syllable (:data:`DRIKUNG_SYLLABLE_END_RE`).

    No table converts Drikung's private encoding (U+E000-U+F3A6), and it overlaps extension set A
    (U+F300-U+F3A6), so the page is kept as it is rather than half converted (:func:`_repair_pua` is not
    asked). A page of Drikung text alone has no Unicode Tibetan letter: it is flagged all the same.
    """
    if DRIKUNG_TSHEG not in state.text or DRIKUNG_SYLLABLE_END_RE.search(state.text) is None:
        return False
    state.family(EncodingFamily.TIBETAN_DRIKUNG)
    state.kept.append(DRIKUNG_NOTE)
    return True


def _repair_pua(state: _State, directory: Path | None) -> None:
    if PRESENTATION_LEAD not in state.data or PUA_GATE.search(state.data) is None:
        return
    if not has_tibetan(state.data):
        if NCR_LEAD not in state.data or TIBETAN_NCR_GATE.search(state.data) is None:
            return
        # Tibetan written all in references (the PUA ones were decoded by _repair_ncr_forms):
        # decoded here too, so that the PUA stacks stand in their Tibetan context.
        state.replace_text(decode_text_references(state.text))
    table = pua_table(directory)
    if table is None:
        _, in_context = convert_pua(state.text, {})
        if in_context:
            state.family(EncodingFamily.TIBETAN_PUA_A)
            state.kept.append(f"{in_context} Tibetan extension-set-A PUA characters kept: "
                              f"{PUA_TABLE_FILE} {missing_tables_reason(directory)}")
        return
    converted, count = convert_pua(state.text, table)
    if count:
        state.family(EncodingFamily.TIBETAN_PUA_A)
        state.conversions.append(f"tibetan-pua-a: {count} extension-set-A characters converted")
        state.replace_text(converted)


def _normalize(state: _State) -> None:
    if state.data.isascii():
        return
    # NFC returns its very argument when a quick check finds it normalised: cheaper than
    # unicodedata.is_normalized, which scans the whole text with the full check
    nfc = unicodedata.normalize("NFC", state.text)
    if nfc is state.text or nfc == state.text:
        return
    text = state.text
    if MARKUP_COMBINER in text:
        # NFC would compose '>' + U+0338 into '≯' and break the tag: keep the mark as a reference.
        text = MARKUP_COMBINING_RE.sub(lambda m: m.group(1) + "&#x338;", text)
        nfc = unicodedata.normalize("NFC", text)
    state.replace_text(nfc)
    state.conversions.append("unicode: normalised to NFC")


# --- step 3: one parse -----------------------------------------------------------------

_local = threading.local()


def html_class_lookup() -> lxml.etree.ElementNamespaceClassLookup:
    """The element classes of ``lxml.html`` (HtmlElement, FormElement, HtmlComment ...) looked up in C.

    ``lxml.html.HtmlElementClassLookup`` calls a Python method for every element
    proxy lxml creates (every node of every walk over the tree); this lookup gives
    the same classes to parsed (lower-case) tag names without leaving C.
    """
    fallback = lxml.etree.ElementDefaultClassLookup(
        element=lxml.html.HtmlElement, comment=lxml.html.HtmlComment,
        pi=lxml.html.HtmlProcessingInstruction, entity=lxml.html.HtmlEntity)
    lookup = lxml.etree.ElementNamespaceClassLookup(fallback)
    classes = lookup.get_namespace(None)
    for name, element_class in lxml.html.HtmlElementClassLookup._default_element_classes.items():
        classes[name] = element_class
    return lookup


def _parser() -> lxml.html.HTMLParser:
    parser = getattr(_local, "parser", None)
    if parser is None:
        parser = _local.parser = lxml.html.HTMLParser(huge_tree=True, encoding="utf-8")
        parser.set_element_class_lookup(html_class_lookup())
    return parser


def flatten_nesting(data: bytes, max_nesting: int = MAX_NESTING) -> bytes:
    """Drop the opening and closing tags nested deeper than ``max_nesting``; text is kept."""
    depth = 0
    excess = 0

    def tag(match: re.Match[bytes]) -> bytes:
        nonlocal depth, excess
        closing, name, attributes, end = match.group(1), match.group(2).lower(), match.group(3), match.group(4)
        if not end or attributes.endswith(b"/") or name in VOID_ELEMENTS:   # cut off by the page's end, <br/>
            return match.group()
        if closing:
            if excess:
                excess -= 1
                return b""
            depth = max(0, depth - 1)
            return match.group()
        if depth >= max_nesting:
            excess += 1
            return b""
        depth += 1
        return match.group()

    return TAG_RE.sub(tag, data)


def keep_after_document_end(data: bytes, low: bytes | None = None) -> bytes:
    """The page without its ``</body>`` and ``</html>`` end tags when something but white space follows the first.

    Browsers read on past them into the body (a page with a second document
    pasted after the first, an article printed after a template's end tags);
    libxml2's parser puts what follows ``</body>`` beside the body and stops at
    ``</html>``, losing the rest. ``low``, when given, is ``data.lower()`` (:func:`_first_document_end`).

    >>> keep_after_document_end(b"<p>nav</p></body></HTML><p>article</p>")
    b'<p>nav</p><p>article</p>'
    >>> keep_after_document_end(b"<p>article</p></body></html>\\n")
    b'<p>article</p></body></html>\\n'
    """
    first = DOCUMENT_END_TAG_RE.search(data, _first_document_end(low) if low is not None else 0)
    if first is None or not DOCUMENT_END_TAG_RE.sub(b"", data[first.end():]).strip():
        return data
    return DOCUMENT_END_TAG_RE.sub(b"", data)


def _first_document_end(low: bytes) -> int:
    """Where :data:`DOCUMENT_END_TAG_RE` can first match in the bytes whose ``bytes.lower()`` is ``low``: at the first
    ``</body`` or ``</html`` of ``low`` (``len(low)`` when it has neither). Exact: the pattern is ASCII and
    case-insensitive, so a match at a position spells one of the two there in the lowered bytes (the same length);
    searching from here skips only the positions where it cannot match (two fast substring searches, not the
    regex tried at every ``</`` of the page). One scan finds the first of the two (``DOCUMENT_END_START_RE``: the
    leftmost position where either starts, what the smaller of two substring searches answered, at half the cost)."""
    first = DOCUMENT_END_START_RE.search(low)
    return first.start() if first is not None else len(low)


def as_browsers_read(data: bytes, low: bytes | None = None) -> bytes:
    """The page bytes with what libxml2 2.14 reads otherwise than browsers spelled out for it.

    Text after ``</body>`` or ``</html>`` stays in the body (:func:`keep_after_document_end`);
    NUL characters are dropped (HTML §13.2.6.4.7: ignored in the body; libxml2 makes
    them U+FFFD); ``<noframes>`` holds markup (libxml2 reads raw text). ``low``, when given, is ``data.lower()``:
    the end tags and ``<noframes>`` are then looked for with substring searches first.

    >>> as_browsers_read(b"<noframes><p>a\\x00b</p></NOFRAMES></html><p>c</p>")
    b'<div><p>ab</p></div><p>c</p>'
    """
    read = keep_after_document_end(data, low)
    if NUL in read:
        read = read.replace(NUL, b"")
    if read is data and low is not None and NOFRAMES not in low:
        # exact: NOFRAMES_TAG_RE (ASCII, case-insensitive) matches only where the lowered bytes spell "noframes",
        # and the bytes are those ``low`` lowers (nothing was cut or dropped above)
        return read
    return NOFRAMES_TAG_RE.sub(rb"<\1div", read)


# The parse's note when HTML inside an <svg>/<math> was lifted out of it (extract.foreign_content).
FOREIGN_CONTENT_NOTE = "parse: HTML inside <svg>/<math> (an unclosed drawing or formula) read after it, as browsers do"


def parse(data: bytes, low: bytes | None = None) -> tuple[lxml.html.HtmlElement, list[str]]:
    """Parse UTF-8 page bytes once (:func:`as_browsers_read` first); never fails (an empty or junk page
    gives an empty document). A start tag of thousands of attributes, which libxml2 parses in quadratic
    time, is cut to its first ones first (:func:`extract.long_tags.cut_long_tags`, noted). HTML that browsers
    read after an unclosed ``<svg>``/``<math>`` is lifted out of it (:func:`extract.foreign_content.lift_breakouts`,
    noted). ``low``, when given, is ``data.lower()`` (made once per page by :func:`decode_page`, which reads the fonts
    on it too): the tests for end tags, ``<noframes>`` and foreign content search it for substrings first."""
    root, notes, _ = _parse_read(data, low)
    return root, notes


def _parse_read(data: bytes, low: bytes | None) -> tuple[lxml.html.HtmlElement, list[str], bool]:
    """``parse``, and whether the bytes the parser read are ``data`` itself (nothing cut, dropped or flattened)."""
    notes: list[str] = []
    parser = _parser()
    original = data
    flattened = False
    data, cut = cut_long_tags(as_browsers_read(data, low))
    if cut:
        notes.append(long_tags_note(cut))
    try:
        root = lxml.html.document_fromstring(data, parser=parser)
    except (lxml.etree.ParserError, ValueError):
        notes.append("parse: no document in the page, empty tree")
        return lxml.html.document_fromstring(EMPTY_DOCUMENT, parser=parser), notes, False
    last_error = parser.error_log.last_error  # the depth limit stops the parser: it is the last error
    if last_error is not None and DEPTH_ERROR in last_error.message:
        notes.append(NESTING_NOTE)
        root = lxml.html.document_fromstring(flatten_nesting(data), parser=parser)
        flattened = True
    # (``low`` is the lowered page while nothing above changed it: its substring gate, exact)
    if has_foreign_content(data, low if data is original else None) and lift_breakouts(root):
        notes.append(FOREIGN_CONTENT_NOTE)
    return root, notes, data is original and not flattened


# --- step 4 and the title ----------------------------------------------------------


def legacy_fonts_named(data: bytes, low: bytes | None = None) -> list[TibetanFont]:
    """The legacy Tibetan fonts the page's font declarations name (a cheap test: none on most pages); ``low`` is
    ``data.lower()`` when the caller has it.

    The page's declarations are read as the recogniser reads them
    (:func:`extract.fonts.fonts_named_in`): ``<font face>``, ``font-family``
    and the ``font`` shorthand, names quoted with ``"``, ``'`` or ``&quot;``.

    >>> [font.name for font in legacy_fonts_named(b'<style>.bo { font-family: "TibetanMachineWeb", serif }</style>')]
    ['TibetanMachineWeb']
    >>> [font.name for font in legacy_fonts_named(b'<p style="font: bold 14pt/1.5 TibetanMachineWeb">')]
    ['TibetanMachineWeb']
    >>> legacy_fonts_named(b'<p style="font-family: &quot;Jomolhari&quot;">')
    []
    """
    if low is None:
        low = data.lower()
    if b"font" not in low and b"face" not in low:
        return []
    fonts, _ = fonts_named_in(data, low)
    return [font for font in fonts if font.is_legacy]


def _convert_fonts(root: lxml.html.HtmlElement, state: _State, directory: Path | None, codec: str,
                   low: bytes | None = None) -> None:
    named = legacy_fonts_named(state.data, low)
    if not named:
        return
    tables = font_tables(directory)
    report = convert_font_runs(root, tables, named)
    if (report.converted and EncodingFamily.TIBETAN_8BIT.value in report.families
            and codec not in GLYPH_CODE_CODECS and not state.data.isascii()):
        state.kept.append(GLYPH_CODES_LOST_NOTE.format(codec=codec))
    for family in sorted(report.families):
        state.family(EncodingFamily(family))
    for font, runs in report.converted.most_common():
        state.conversions.append(f"legacy font {font}: {runs} text runs converted to Unicode "
                                 f"({tables.table_for(font).source})")
    for font, strays in report.strays.most_common():
        state.conversions.append(f"legacy font {font}: {strays} stray glyphs in another font inside its words "
                                 "converted")
    if report.attributes:
        state.conversions.append(f"legacy font {report.dominant.table_name}: {report.attributes} "
                                 "titles/attributes without a font converted")
    for font, runs in report.missing.most_common():
        reason = "no table for this font" if tables else f"font tables {missing_tables_reason(directory)}"
        state.kept.append(f"legacy font {font}: {runs} text runs kept unconverted, {reason}")


def _flag_unnamed_gbk_font(root: lxml.html.HtmlElement, state: _State) -> None:
    """GBK-font Tibetan in a font no rule knows (``<font face="TYBT">``): no table can be chosen, so the
    text is kept as it reads (Han) and ``encoding_note`` says so, as for a known font without a table.
    The text is recognised by its dot U+FE3D (0xA6E6) as the recogniser recognises it."""
    if DOT_GBK not in state.text or EncodingFamily.TIBETAN_GBK.value in state.families:
        return
    if not gbk_tibetan_without_font("".join(text for text, _ in font_runs(root))):
        return
    state.family(EncodingFamily.TIBETAN_GBK)
    state.kept.append(UNNAMED_GBK_FONT_NOTE)


def page_title(root: lxml.html.HtmlElement) -> str:
    """The ``<title>`` text, whitespace collapsed, C0 and C1 controls out ('' when none)."""
    title = title_element(root)
    if title is None:
        return ""
    return storable_lines(" ".join("".join(title.itertext()).split()))


BINARY_ENCODING = BINARY_CODEC  # Decoded.encoding of bytes that are no text (the recogniser's codec name too)
BINARY_NOTE = "binary content (control bytes in the head): not read as text"


def binary_note(body: bytes) -> str:
    """Why the bytes ``body`` (:func:`extract.page_text.is_binary`) are not read as text: ``UTF32_NOTE`` for UTF-32
    without a byte order mark (:func:`extract.page_text.looks_utf32`), else ``BINARY_NOTE``.

    >>> binary_note("<p>ཀ</p>".encode("utf-32-le")) == UTF32_NOTE, binary_note(bytes(range(32)) * 8) == BINARY_NOTE
    (True, True)
    """
    return UTF32_NOTE if looks_utf32(body) else BINARY_NOTE


def decode_page(body: bytes, headers: Mapping[str, str] | None = None, *,
                tables_dir: Path | None = None) -> Decoded:
    """Decode a page's bytes into one Unicode NFC lxml tree with legacy fonts converted.

    ``tables_dir`` overrides where the legacy tables are looked up
    (:func:`extract.legacy_tables.tables_dir`). Binary bytes (an image, an archive:
    :func:`extract.page_text.is_binary`) are no text page: they give an empty tree,
    encoding ``BINARY_ENCODING`` and the note ``BINARY_NOTE`` (``Decoded.unusable``), never a tree of junk; so do
    UTF-32 bytes without a byte order mark, with the note ``UTF32_NOTE`` saying why (no browser reads UTF-32:
    :func:`binary_note`).
    """
    if not isinstance(body, (bytes, bytearray, memoryview)):
        raise TypeError(f"decode_page needs the page's bytes as served, not {type(body).__name__}")
    body = bytes(body)
    if is_binary(body):
        root, notes = parse(b"")
        why = binary_note(body)
        return Decoded(root=root, encoding=BINARY_ENCODING, encoding_source="detected",
                       source_families=(EncodingFamily.UNKNOWN.value,), conversions=[], encoding_note=None,
                       title="", notes=[why, *notes], unusable=why)
    decoded_text = decode_body(body, headers)
    data = decoded_text.utf8 if decoded_text.utf8 is not None else decoded_text.text.encode("utf-8", "replace")
    state = _State(decoded_text.text, data)
    state.conversions.extend(decoded_text.notes)
    directory = Path(tables_dir) if tables_dir is not None else None
    if has_tibetan(state.data) or _has_any(state.data, ARABIC_LEADS):
        state.family(EncodingFamily.UNICODE)
    if not state.data.isascii() or NCR_LEAD in state.data:
        _repair_ncr_forms(state)
        _repair_arabic(state)
        if not _flag_drikung(state):
            _repair_pua(state, directory)
        _normalize(state)
    low = state.data.lower()  # (once: the parse's gates and the font names read it)
    root, notes, read_as_given = _parse_read(state.data, low)
    _convert_fonts(root, state, directory, decoded_text.encoding, low)
    _flag_unnamed_gbk_font(root, state)
    families = tuple(state.families) or (EncodingFamily.UNICODE.value,)
    return Decoded(
        root=root,
        encoding=decoded_text.encoding,
        encoding_source=decoded_text.source,
        source_families=families,
        conversions=state.conversions,
        encoding_note="; ".join(state.kept) or None,
        title=page_title(root),
        declared_charset=decoded_text.declared,
        notes=notes,
        # (known only where the parser read ``state.data`` itself, whose lowered bytes ``low`` are)
        naming_attributes=False if read_as_given and NAMING_ATTRIBUTES_BYTES_RE.search(low) is None else None,
    )


__all__ = ["BINARY_ENCODING", "BINARY_NOTE", "UTF32_NOTE", "binary_note", "NESTING_NOTE", "Decoded", "decode_page", "flatten_nesting", "page_title", "parse", "tables_dir"]
