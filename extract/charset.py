"""Bytes to text: BOM, HTTP header, ``<meta>``, then detection (seed 000 §1.3).

Seed 000 §1.3 warns that Tibetan sites use dozens of encodings and that
``charset`` and ``<meta>`` cannot be trusted; seed 002 §3.1 lists
Windows-1252/1256, UTF-8, ISO-8859 and "unicode" (UTF-16) for Uyghur sites.
So every declaration is checked against the bytes before it is used:

1. a byte-order mark wins (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE);
2. UTF-16 without a mark is recognised by its NUL-byte pattern, or, for text
   in one script with little ASCII markup (Tibetan U+0Fxx, Arabic U+06xx),
   by its high bytes: one value of the script's block (and NULs);
3. the HTTP ``Content-Type`` charset, then the ``<meta>`` charset (also the
   malformed ``http-equiv`` spellings: no ``;``, no quotes, odd spaces) and an
   XML declaration, each label resolved by the WHATWG Encoding Standard's
   table as browsers resolve it (:data:`WHATWG_LABELS`): gb2312 and gbk
   decode as GB18030, ISO-8859-1 and ASCII as windows-1252; a label the table
   lacks (utf-7, or a Python codec that is no text encoding: base64, rot13)
   is unknown and ignored, with a note;
4. a declaration the bytes contradict is overruled: bytes that are valid
   UTF-8 with multi-byte sequences are UTF-8 whatever the label says; a
   multi-byte label (GB18030, Big5, Shift_JIS, EUC-KR) whose decoding fails
   on more than a stray byte or a truncated tail is dropped; a single-byte
   label on bytes that are mostly high bytes and decode cleanly as GB18030 is
   GB18030; a windows-1252 label (ISO-8859-1, ASCII: browsers read them as
   windows-1252) on bytes whose letters are Arabic-script words in
   windows-1256 is windows-1256 (:func:`arabic_words_in_1256`);
5. bytes that are UTF-8 but for a few undecodable ones (a stray windows-1252
   byte in a UTF-8 page) are UTF-8, the undecodable ones U+FFFD, as the
   recogniser reads them (:func:`utf8_with_stray_bytes`);
6. a page that names a legacy 8-bit Tibetan font (TibetanMachineWeb, TCRC
   Bod-Yig, Sambhota ...: :func:`extract.fonts.eight_bit_font_named`) is
   windows-1252, the code page of the Windows fonts whose glyph codes the
   font tables hold and the one browsers in a Western locale read such a
   page in (HTML §13.2.3.2, the last step: the user's locale's default,
   windows-1252 for Western ones), the recogniser too
   (:func:`extract.page_text.read_page`); not when its bytes are GB18030 or
   windows-1256 words (:func:`code_page_of_a_legacy_font`). Guessed from its
   glyph codes, a TCRC page read as mac-latin2, half its letters junk;
7. otherwise charset-normalizer looks at the text-bearing part of the page
   (markup, scripts, styles and comments removed), not at the first
   kilobytes of markup; windows-1252 is the last resort.

Decoding never fails, and reads single-byte bytes as the standard's indexes
do: a byte 0x80-0x9F that a Python code page leaves undefined is the C1 control
of its value (windows-1252's five undefined bytes, as browsers read them), any
other undecodable byte U+FFFD (:func:`_c1_or_replacement`); where Python's code
page and the standard's index disagree, the standard's table is used
(:data:`WHATWG_SINGLE_BYTE_FIXES`).

>>> decode_body(b'<meta charset="gb2312"><p>\\xb2\\xd8\\xce\\xc4</p>').encoding
'gb18030'
>>> decode_body('<p>ཀ་</p>'.encode(), {"Content-Type": "text/html; charset=iso-8859-1"}).encoding
'utf-8'
>>> decode_body(b'<p>caf\\xe9</p>').text
'<p>café</p>'
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field

from extract.fonts import eight_bit_font_named

# --- labels -----------------------------------------------------------------
# The WHATWG Encoding Standard's label table (§4.2 "Names and labels",
# https://encoding.spec.whatwg.org/#names-and-labels): each encoding's name and
# the labels that name it, as browsers resolve a Content-Type charset, a <meta>
# and an XML declaration. Checked label for label against the standard's table
# (encoding.bs and its encodings.json, 2025; the webencodings package 0.6.1 agrees):
# 40 encodings, 228 labels. A label not in it (utf-7, unicode_escape, and the
# Python codecs that are no text encoding: base64, hex, zlib, rot13, idna,
# undefined ...) is unknown: browsers ignore it, and so does the decoder.
WHATWG_LABELS: dict[str, tuple[str, ...]] = {
    "utf-8": ("unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"),
    "ibm866": ("866", "cp866", "csibm866", "ibm866"),
    "iso-8859-2": ("csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2",
                   "iso_8859-2:1987", "l2", "latin2"),
    "iso-8859-3": ("csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3",
                   "iso_8859-3:1988", "l3", "latin3"),
    "iso-8859-4": ("csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4",
                   "iso_8859-4:1988", "l4", "latin4"),
    "iso-8859-5": ("csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595",
                   "iso_8859-5", "iso_8859-5:1988"),
    "iso-8859-6": ("arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114",
                   "iso-8859-6", "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596",
                   "iso_8859-6", "iso_8859-6:1987"),
    "iso-8859-7": ("csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126",
                   "iso8859-7", "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek"),
    "iso-8859-8": ("csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138",
                   "iso8859-8", "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual"),
    "iso-8859-8-i": ("csiso88598i", "iso-8859-8-i", "logical"),
    "iso-8859-10": ("csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6"),
    "iso-8859-13": ("iso-8859-13", "iso8859-13", "iso885913"),
    "iso-8859-14": ("iso-8859-14", "iso8859-14", "iso885914"),
    "iso-8859-15": ("csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"),
    "iso-8859-16": ("iso-8859-16",),
    "koi8-r": ("cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"),
    "koi8-u": ("koi8-ru", "koi8-u"),
    "macintosh": ("csmacintosh", "mac", "macintosh", "x-mac-roman"),
    "windows-874": ("dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"),
    "windows-1250": ("cp1250", "windows-1250", "x-cp1250"),
    "windows-1251": ("cp1251", "windows-1251", "x-cp1251"),
    "windows-1252": ("ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1",
                     "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1",
                     "us-ascii", "windows-1252", "x-cp1252"),
    "windows-1253": ("cp1253", "windows-1253", "x-cp1253"),
    "windows-1254": ("cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9",
                     "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254"),
    "windows-1255": ("cp1255", "windows-1255", "x-cp1255"),
    "windows-1256": ("cp1256", "windows-1256", "x-cp1256"),
    "windows-1257": ("cp1257", "windows-1257", "x-cp1257"),
    "windows-1258": ("cp1258", "windows-1258", "x-cp1258"),
    "x-mac-cyrillic": ("x-mac-cyrillic", "x-mac-ukrainian"),
    "gbk": ("chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58",
            "x-gbk"),
    "gb18030": ("gb18030",),
    "big5": ("big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"),
    "euc-jp": ("cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"),
    "iso-2022-jp": ("csiso2022jp", "iso-2022-jp"),
    "shift_jis": ("csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis"),
    "euc-kr": ("cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989",
               "ksc5601", "ksc_5601", "windows-949"),
    "replacement": ("csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr", "replacement"),
    "utf-16be": ("unicodefffe", "utf-16be"),
    "utf-16le": ("csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"),
    "x-user-defined": ("x-user-defined",),
}
# The Python codec each WHATWG encoding is decoded with: the superset code page where
# the standard's decoder is one (GBK decodes as GB18030, Big5 with HKSCS, Shift_JIS and
# EUC-KR as Microsoft's cp932 and cp949, ISO-2022-JP with its half-width katakana).
# None: nothing to decode with. The "replacement" encoding (ISO-2022-KR/CN, HZ: labels
# browsers refuse, §4.2 and §14.1) reads a whole page as one U+FFFD; a crawler ignores
# the label and reads the bytes. x-user-defined maps 0x80-0xFF to the Private Use Area
# in browsers; its pages here carry 8-bit Tibetan font codes, which the font tables read
# as windows-1252 (seed 000 §1.3).
# Measured against the standard's decoders (the text-encoding polyfill's indexes: every
# byte 0x80-0xFF of each single-byte encoding, every two-byte sequence of the multi-byte
# ones): the single-byte codecs agree but for WHATWG_SINGLE_BYTE_FIXES and the undefined
# bytes (:func:`_c1_or_replacement`); x-mac-cyrillic is Python's mac-cyrillic (the
# Ukrainian revision), windows-874 cp874, ISO-8859-8-I the bytes of ISO-8859-8. Where
# the multi-byte codecs differ it is left so:
# - GBK/gb18030 as gb18030 (Python's own gbk fails 2,231 sequences browsers read): a lone 0x80
#   is U+FFFD, not U+20AC; 0xA3A0 and 0xA8BC, and the 18 two-byte codes GB18030-2022 took out of
#   the Private Use Area (0xA6D9 ...: vertical forms), are Private Use, not U+3000, U+1E3F, U+FE10
#   ...; the GBK-based Tibetan font tables are keyed on Python's gb18030
#   (extract.legacy_convert.convert_gbk encodes back with it);
# - Big5 as big5hkscs (cp950 fails 4,842 sequences): 192 sequences are U+FFFD (68 of HKSCS-2008's
#   0x87 row, 0xA3E1 €, ...), 11 punctuation marks differ (0xA145 is U+2022, not U+2027 ...);
# - Shift_JIS as cp932: the same but 0xA0 and 0xFD-0xFF, Private Use, not U+FFFD;
# - EUC-KR as cp949: the same;
# - EUC-JP as euc_jp: 457 sequences of the NEC and IBM rows (circled digits, Roman numerals)
#   are U+FFFD, 7 marks differ (0xA1C1 is U+301C, not U+FF5E ...); euc_jis_2004 reads these rows
#   but 3,907 sequences browsers refuse and 381 kanji otherwise. No target page is Japanese.
WHATWG_CODECS: dict[str, str | None] = {
    "utf-8": "utf-8", "ibm866": "cp866",
    "iso-8859-2": "iso8859-2", "iso-8859-3": "iso8859-3", "iso-8859-4": "iso8859-4", "iso-8859-5": "iso8859-5",
    "iso-8859-6": "iso8859-6", "iso-8859-7": "iso8859-7", "iso-8859-8": "iso8859-8", "iso-8859-8-i": "iso8859-8",
    "iso-8859-10": "iso8859-10", "iso-8859-13": "iso8859-13", "iso-8859-14": "iso8859-14",
    "iso-8859-15": "iso8859-15", "iso-8859-16": "iso8859-16", "koi8-r": "koi8-r", "koi8-u": "whatwg-koi8-u",
    "macintosh": "mac-roman", "windows-874": "cp874", "windows-1250": "cp1250", "windows-1251": "cp1251",
    "windows-1252": "cp1252", "windows-1253": "cp1253", "windows-1254": "cp1254", "windows-1255": "whatwg-windows-1255",
    "windows-1256": "cp1256", "windows-1257": "cp1257", "windows-1258": "cp1258", "x-mac-cyrillic": "mac-cyrillic",
    "gbk": "gb18030", "gb18030": "gb18030", "big5": "big5hkscs", "euc-jp": "euc_jp", "iso-2022-jp": "iso2022_jp_ext",
    "shift_jis": "cp932", "euc-kr": "cp949", "replacement": None,
    "utf-16be": "utf-16-be", "utf-16le": "utf-16-le", "x-user-defined": "cp1252",
}
# Labels outside the table that servers and CMSs write for one of its encodings (MySQL's
# utf8mb4, Microsoft's cp936 and Unix's euc-cn for GBK, latin-1): browsers ignore them
# and read such a page in their default, windows-1252, or sniff it; tsheg takes them at
# their word, and checks them against the bytes as it checks every label.
EXTRA_LABELS: dict[str, str] = {"utf8mb4": "utf-8", "cp936": "gbk", "euc-cn": "gbk", "latin-1": "windows-1252"}

# The single-byte encodings whose Python code page of the same name reads some byte otherwise
# than the standard's index (https://encoding.spec.whatwg.org/index-<name>.txt): codec name ->
# (Python's code page, {byte: the standard's character}). Registered as codecs of their own
# (:func:`_find_whatwg_codec`), which is the name a decoded page's ``encoding`` then shows.
WHATWG_SINGLE_BYTE_FIXES: dict[str, tuple[str, dict[int, str]]] = {
    # The standard's KOI8-U is KOI8-RU: 0xAE/0xBE are Belarusian ў Ў, where Python's koi8_u has ╝ ╬.
    "whatwg-koi8-u": ("koi8_u", {0xAE: "\u045e", 0xBE: "\u040e"}),
    # U+05BA HEBREW POINT HOLAM HASER FOR VAV, a byte Python's cp1255 leaves undefined.
    "whatwg-windows-1255": ("cp1255", {0xCA: "\u05ba"}),
}
UNDEFINED_IN_CHARMAP = "\ufffe"  # a charmap decoding table's mark of a byte without a character


def _decoding_table(base: str, fixes: Mapping[int, str]) -> str:
    """The 256 characters of ``base``'s bytes, ``fixes`` applied (undefined: :data:`UNDEFINED_IN_CHARMAP`)."""
    return "".join(fixes.get(byte) or bytes([byte]).decode(base, "ignore") or UNDEFINED_IN_CHARMAP
                   for byte in range(256))


def _charmap_codec(name: str, table: str) -> codecs.CodecInfo:
    """A stateless single-byte codec named ``name`` that decodes with ``table`` (and encodes back)."""
    encoding_map = codecs.charmap_build(table)

    def encode(text: str, errors: str = "strict") -> tuple[bytes, int]:
        return codecs.charmap_encode(text, errors, encoding_map)

    def decode(data: bytes, errors: str = "strict") -> tuple[str, int]:
        return codecs.charmap_decode(data, errors, table)

    return codecs.CodecInfo(encode, decode, name=name)


_WHATWG_FIXED_CODECS = {name.replace("-", "_"): _charmap_codec(name, _decoding_table(base, fixes))
                        for name, (base, fixes) in WHATWG_SINGLE_BYTE_FIXES.items()}


def _find_whatwg_codec(name: str) -> codecs.CodecInfo | None:
    """``codecs`` search function for :data:`WHATWG_SINGLE_BYTE_FIXES` (``name`` comes lower case,
    spaces and hyphens made underscores)."""
    return _WHATWG_FIXED_CODECS.get(name.replace("-", "_"))


codecs.register(_find_whatwg_codec)


def _label_codecs() -> dict[str, str]:
    """Every label (lower case) of :data:`WHATWG_LABELS` and :data:`EXTRA_LABELS` to its Python codec name
    (``codecs.lookup``'s spelling); the "replacement" labels are left out (unknown)."""
    names = {label: name for name, labels in WHATWG_LABELS.items() for label in labels}
    names.update(EXTRA_LABELS)
    return {label: codecs.lookup(codec).name for label, name in names.items()
            if (codec := WHATWG_CODECS[name]) is not None}


LABEL_CODECS: dict[str, str] = _label_codecs()

# Codecs whose characters take more than one byte (a label of one of these is
# checked by decoding strictly).
MULTIBYTE_CODECS = frozenset({"utf-8", "gb18030", "big5hkscs", "cp932", "cp949", "euc_jp", "iso2022_jp",
                              "iso2022_jp_ext", "hz", "shift_jis", "euc_kr", "gb2312", "gbk", "big5", "cp950", "johab"})
# Codecs whose bytes are all ASCII (escape sequences switch the character set): a page in one is no ASCII text.
SEVEN_BIT_CODECS = frozenset({"iso2022_jp_ext"})
UTF16_CODECS = frozenset({"utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"})

FALLBACK_CODEC = "cp1252"  # last resort: never fails, keeps every byte visible

# --- sizes and thresholds ---------------------------------------------------
# Bytes of the page searched for <meta>/<?xml encoding: browsers pre-scan 1 KB;
# real pages put kilobytes of inline script before the meta, so look further
# (stops earlier at <body).
META_SCAN_BYTES = 65536
# Bytes lower-cased and searched first: the HTML standard puts the declaration in
# the first 1024 bytes and almost every page has it or its <body> this early.
META_WINDOW_BYTES = 4096
# Bytes of the start looked at for the UTF-16 NUL-byte pattern.
UTF16_PROBE_BYTES = 512
# Share of NUL bytes at odd (LE) or even (BE) offsets that marks UTF-16 text
# without a BOM (ASCII markup in UTF-16 gives ~50 %; other text never has NULs).
UTF16_NUL_SHARE = 0.3
# UTF-16 text in one script with little ASCII markup leaves few NULs: its high bytes
# are then its block's value (0x0F Tibetan, 0x06 Arabic: C0 control bytes, which an
# 8-bit page never holds in numbers) and NUL. Random binary spreads them over 256 values.
UTF16_SCRIPT_BYTE_SHARE = 0.9  # share of the high bytes that are NUL or the commonest C0 value (our Tibetan
#                                and Uyghur pages: 1.0; random bytes ~0.01; a chosen margin for digits and Latin)
UTF16_PRINTABLE_SHARE = 0.95  # share of the head, read as UTF-16, that is printable or white space (text: 1.0;
#                               random code units of the Tibetan block: 0.82; a chosen margin)
C0_SCRIPT_BYTES = bytes(range(1, 0x20))  # high bytes of U+0100-U+1FFF: the alphabetic scripts' blocks
CONTROL_BYTES = bytes(b for b in range(32) if b not in (9, 10, 12, 13))  # C0 controls but tab, LF, FF, CR
NOT_C0_SCRIPT_BYTES = bytes(b for b in range(256) if b not in C0_SCRIPT_BYTES)
# Undecodable spots tolerated in a declared multi-byte charset (a truncated
# tail, a stray byte): at most this many, or this share of the high bytes.
MAX_STRAY_ERRORS = 8
MAX_STRAY_SHARE = 0.002
# A single-byte label is checked for GB18030 bytes only when this share of the
# text-bearing bytes is high (>= 0x80): Western text has a few %, CJK ~ 60 %.
CJK_HIGH_BYTE_SHARE = 0.3
# ... and only with at least this many high bytes (20 double-byte characters):
# a few stray bytes prove nothing.
MIN_CJK_HIGH_BYTES = 40
# The least share of a page's bytes that is text (the rest markup, scripts):
# a cheap first bound before the text-bearing part is cut out.
MIN_TEXT_SHARE = 0.1
# Bytes a truncated last character may leave undecodable (GB18030: up to 4).
MAX_TRUNCATED_TAIL = 4
# UTF-8 with a few undecodable bytes (a footer's windows-1252 "©" or curly quotes pasted
# into a UTF-8 page, a byte cut from a character), for a page no label decodes: both
# readers of a page (decode_body, and the recogniser's extract.page_text.read_page) read
# it as UTF-8 by :func:`utf8_with_stray_bytes`. Chance makes valid multi-byte sequences
# out of other encodings' bytes too (a lead 0xC2-0xF4 followed by continuation bytes
# 0x80-0xBF), so both shares must hold:
MAX_REPLACEMENT_SHARE = 0.01  # share of the characters read that are undecodable spots (U+FFFD): at most
#                               this, or MAX_STRAY_ERRORS spots on a short page (the recogniser's tolerance
#                               since its first version; a page of 300 Tibetan characters, a kilobyte, may
#                               hold a stray "“” ©" and be read as the Tibetan it is)
MIN_UTF8_SEQUENCE_SHARE = 0.8  # share of the non-ASCII spots that are valid multi-byte sequences: at least
#   (measured: UTF-8 Tibetan pages with 1-5 stray bytes 0.89-1.00; without a label windows-1252, -1251,
#   -1253, -1254, -1255, KOI8-R and windows-1256 Uyghur text 0.00, windows-1256 Arabic 0.02, Shift_JIS 0.11,
#   EUC-KR 0.13, GBK 0.16, EUC-JP 0.21, Big5 0.26, random 8-bit font bytes 0.08-0.15 (our own sentences);
#   the dev sets' pages that are not UTF-8 0.00-0.31, GBK; a margin both ways)
# Bytes of text-bearing content handed to charset-normalizer.
DETECT_SAMPLE_BYTES = 65536

# --- regexes ----------------------------------------------------------------
# charset=LABEL inside a <meta> tag, any attribute order, quotes optional:
# <meta charset="utf-8">, <meta http-equiv=Content-Type content="text/html charset=gbk">
# (run on the lower-cased head: a literal prefix lets sre skip fast; no IGNORECASE).
# A tag ends at its ">" or where the next tag opens ("<"): a head of unclosed "<meta "
# tags is read once (each search stops at the next "<"), not once per tag to the end of
# the 64 KB scan (4 s a page, quadratic).
META_CHARSET_RE = re.compile(rb"""<meta\b[^<>]*?\bcharset\s*=\s*["']?\s*([a-z0-9][a-z0-9_.:+-]*)""")
# <?xml version="1.0" encoding="LABEL"?>
XML_ENCODING_RE = re.compile(rb"""^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([a-z0-9_.:+-]+)""")
# charset=LABEL in a Content-Type header value
HEADER_CHARSET_RE = re.compile(r"""charset\s*=\s*["']?\s*([A-Za-z0-9][A-Za-z0-9_.:+-]*)""", re.IGNORECASE)
# The end of the head: no <meta> after this counts.
BODY_START = b"<body"
BODY_START_RE = re.compile(rb"<body\b")
XML_DECLARATION_START = b"<?xml"
# Parts of a page that carry no text: scripts, styles, comments, tags.
NON_TEXT_RE = re.compile(
    rb"<script\b.*?</script\s*>|<style\b.*?</style\s*>|<!--.*?-->|<[^>]*>", re.IGNORECASE | re.DOTALL)
# Bytes >= 0x80.
HIGH_BYTE_RE = re.compile(rb"[\x80-\xff]")

# --- a windows-1252 label on windows-1256 bytes ------------------------------
# Uyghur sites wrote windows-1256 (seed 002 §3.1), and servers and editors label it
# windows-1252 or ISO-8859-1: read so, every Uyghur word is Latin mojibake ("ئادەم" in
# bytes C6 C7 CF ... reads "ÆÇÏ..."), and the recogniser and the decoder lose the page.
# Windows-1256 puts the Arabic letters and harakat on most of 0x81-0xFF, minus the French
# letters it kept (à â ç è é ê ë î ï ô ù û ü), so Arabic-script words are runs of these
# bytes between spaces; Western windows-1252 text has its accented letters one or two at a
# time between ASCII letters (café, Größe, ação). Measured share of the text's high bytes
# in such runs: windows-1256 Uyghur and Persian 0.91-0.97; Latin-script windows-1252 text
# and legacy Tibetan font pages 0.00-0.01; GBK Chinese 0.28 at most, Greek windows-1253
# 0.31, Russian windows-1251 0.19 (the project's dev sets and our own sentences).
LATIN_LABEL_CODEC = LABEL_CODECS["windows-1252"]  # what the windows-1252, ISO-8859-1 and ASCII labels decode as
CP1256_CODEC = "cp1256"
# The bytes windows-1256 maps to Arabic letters and marks (U+0600-U+06FF, categories L* and M*).
ARABIC_LETTER_BYTES_1256 = bytes(
    byte for byte in range(0x80, 0x100)
    if (char := bytes([byte]).decode(CP1256_CODEC, "ignore"))
    and "\u0600" <= char <= "\u06ff" and unicodedata.category(char)[0] in "LM")
NOT_ARABIC_LETTER_BYTES_1256 = bytes(b for b in range(256) if b not in ARABIC_LETTER_BYTES_1256)
MIN_ARABIC_WORD_BYTES = 3  # letters of the shortest run counted as a word (Western text: at most 2 in a row)
# A run of at least MIN_ARABIC_WORD_BYTES windows-1256 Arabic-letter bytes: (part of) a word.
ARABIC_WORD_1256_RE = re.compile(b"[" + re.escape(ARABIC_LETTER_BYTES_1256) + b"]{%d,}" % MIN_ARABIC_WORD_BYTES)
ARABIC_WORD_SHARE_1256 = 0.7  # share of the high bytes in such runs that makes the page windows-1256
#                               (measured above: 0.91-0.97 against 0.31 at most; a margin both ways)
MIN_ARABIC_HIGH_BYTES_1256 = 24  # high bytes the page must hold (some 8 short words): a few prove nothing
# A numeric character reference (HTML §13.2.5.72): the letters windows-1256 lacks (Uyghur ې ۆ ۇ ۈ ڭ ۋ)
# are written so inside the words, which read as runs once the references are taken out.
NUMERIC_REFERENCE_BYTES_RE = re.compile(rb"&#(?:[0-9]{1,7}|[xX][0-9a-fA-F]{1,6});")

BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: same first two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


C1_CONTROLS_END = 0xA0  # bytes below this that a code page leaves undefined are C1 controls in the standard's indexes


def _c1_or_replacement(error: UnicodeError) -> tuple[str, int]:
    """Error handler of the single-byte code pages, as the standard's indexes read their undefined bytes:
    0x80-0x9F the C1 control of the byte's value (windows-1252's 0x81, 0x8D, 0x8F, 0x90, 0x9D; windows-1250's
    0x81 ...), a byte 0xA0-0xFF none of them defines U+FFFD (ISO-8859-8's 0xBF, windows-874's 0xDB ...)."""
    if not isinstance(error, UnicodeDecodeError):
        raise error
    byte = error.object[error.start]
    return (chr(byte) if byte < C1_CONTROLS_END else "\ufffd"), error.start + 1


SINGLE_BYTE_ERRORS = "tsheg-c1-or-replacement"
codecs.register_error(SINGLE_BYTE_ERRORS, _c1_or_replacement)


@dataclass
class DecodedText:
    """A page's bytes decoded: the text, the Python codec, how it was chosen."""

    text: str
    encoding: str  # Python codec name
    source: str  # "bom" | "http" | "meta" | "detected" | "fallback"
    declared: str | None = None  # the label the page or server declared, as written
    notes: list[str] = field(default_factory=list)
    utf8: bytes | None = None  # the page's own bytes when they are exactly ``text`` in UTF-8 (no copy)


def normalize_label(label: str | None) -> str | None:
    """A charset label as the Python codec browsers would decode with, or None if unknown.

    Labels are looked up in the WHATWG Encoding Standard's table (§4.2, :data:`WHATWG_LABELS`;
    white space and quotes around them stripped, ASCII case ignored) and the few
    :data:`EXTRA_LABELS`. Anything else is unknown, whatever Python would decode with:
    utf-7, unicode_escape, and the codecs that are no text encoding (base64, zlib, rot13).

    >>> normalize_label("GB2312"), normalize_label("ISO-8859-1"), normalize_label("x-nonsense")
    ('gb18030', 'cp1252', None)
    >>> normalize_label("base64"), normalize_label("utf-7"), normalize_label("hz-gb-2312")
    (None, None, None)
    """
    if not label:
        return None
    return LABEL_CODECS.get(label.strip().strip("\"'").strip().lower())


def detected_codec(name: str) -> str:
    """A codec name charset-normalizer reports (``utf_8``, ``gb2312``, ``latin_1``, ``mac_roman``) as the
    Python codec browsers decode its encoding with: a WHATWG label's codec when the name, in Python's
    spelling or with ``-`` for ``_``, is one; else Python's own name for it.

    >>> detected_codec("utf_8"), detected_codec("gb2312"), detected_codec("latin_1"), detected_codec("cp850")
    ('utf-8', 'gb18030', 'cp1252', 'cp850')
    """
    canonical = codecs.lookup(name).name
    return LABEL_CODECS.get(canonical) or LABEL_CODECS.get(canonical.replace("_", "-")) or canonical


def declared_codec(label: str | bytes | None) -> str | None:
    """The codec a label declared for an ASCII-compatible page decodes it with (:func:`normalize_label`;
    ``bytes`` as :func:`meta_charset` gives it), or None when the label is unknown. A UTF-16 label is
    UTF-8 here, as HTML's prescan makes a ``<meta>`` one (HTML §13.2.3.2): bytes that are UTF-16 were
    recognised by their BOM or their NULs before any label is read.

    >>> declared_codec(b"windows-1256"), declared_codec("UTF-16"), declared_codec("base64")
    ('cp1256', 'utf-8', None)
    """
    if isinstance(label, bytes):
        label = label.decode("ascii", "replace")
    codec = normalize_label(label)
    return "utf-8" if codec in UTF16_CODECS else codec


def header_charset(headers: Mapping[str, str] | None) -> str | None:
    """The charset label of a ``Content-Type`` header (any key case; bytes values accepted)."""
    if not headers:
        return None
    for key, value in headers.items():
        if isinstance(key, bytes):
            key = key.decode("latin-1")
        if key.lower() != "content-type":
            continue
        if isinstance(value, (list, tuple)):
            value = value[0] if value else ""
        if isinstance(value, bytes):
            value = value.decode("latin-1")
        match = HEADER_CHARSET_RE.search(str(value))
        return match.group(1) if match else None
    return None


def meta_charset(body: bytes) -> str | None:
    """The charset label of the first ``<meta>`` (or XML declaration) in the head.

    The first :data:`META_WINDOW_BYTES` are read first; the whole scan range
    only when they cannot decide (see :func:`_meta_charset_in_window`).

    >>> meta_charset(b'<META http-equiv=Content-Type content="text/html charset=Windows-1256">')
    b'windows-1256'
    """
    if len(body) > META_WINDOW_BYTES:
        decided, label = _meta_charset_in_window(body[:META_WINDOW_BYTES].lower())
        if decided:
            return label
    return _meta_charset_in_head(body[:META_SCAN_BYTES].lower())


def _meta_charset_in_head(head: bytes) -> bytes | None:
    xml = XML_ENCODING_RE.match(head)
    if xml:
        return xml.group(1)
    end = BODY_START_RE.search(head)
    if end:
        head = head[:end.start()]
    match = META_CHARSET_RE.search(head)
    return match.group(1) if match else None


def _meta_charset_in_window(window: bytes) -> tuple[bool, bytes | None]:
    """(decided, label): what :func:`_meta_charset_in_head` says of the page, from its first bytes.

    Decided when no match could run past the window: no XML declaration can
    start it, and a ``<body`` or the ``<meta>`` match ends inside it, the
    ``<meta>`` match before any ``<body`` that could begin at the window's end
    (a leftmost match that ends inside the window is the leftmost of the page).
    """
    lead = window.lstrip()[:len(XML_DECLARATION_START)]
    if XML_DECLARATION_START.startswith(lead):  # "<?xml" (or a part of it, or nothing) opens the window
        return False, None
    body = BODY_START_RE.search(window)
    if body is not None:
        if body.end() >= len(window):  # "<body" at the very end: the next byte decides
            return False, None
        match = META_CHARSET_RE.search(window, 0, body.start())
        return True, match.group(1) if match else None
    match = META_CHARSET_RE.search(window)
    if match is None or match.end() > len(window) - len(BODY_START):
        return False, None
    return True, match.group(1)


def utf16_script_order(body: bytes) -> str | None:
    """``utf-16-le``/``-be`` for BOM-less UTF-16 text of one alphabetic script (few NULs: little
    ASCII markup), by the high bytes of its head: NUL or one C0 value (the script's block).

    >>> text = "<p>" + "བོད་ཀྱི་སྐད་ཡིག " * 20
    >>> utf16_script_order(text.encode("utf-16-le")), utf16_script_order(text.encode("utf-16-be"))
    ('utf-16-le', 'utf-16-be')
    >>> utf16_script_order(text.encode("utf-8")), utf16_script_order(bytes(range(256)) * 2)
    (None, None)
    """
    probe = body[:UTF16_PROBE_BYTES]
    if len(probe.translate(None, CONTROL_BYTES)) == len(probe):
        return None  # (8-bit text: neither a NUL nor another C0 control byte but white space; one translation)
    for codec, high in (("utf-16-le", probe[1::2]), ("utf-16-be", probe[0::2])):
        script_bytes = high.translate(None, NOT_C0_SCRIPT_BYTES)
        if not script_bytes:
            continue
        block = max(set(script_bytes), key=script_bytes.count)
        if high.count(block) + high.count(0) < UTF16_SCRIPT_BYTE_SHARE * len(high):
            continue
        head = probe.decode(codec, "replace")
        readable = sum(1 for char in head if char.isprintable() or char.isspace())
        if readable >= UTF16_PRINTABLE_SHARE * len(head):
            return codec
    return None


def _utf16_without_bom(body: bytes) -> str | None:
    """``utf-16-le``/``-be`` when the start of the page has UTF-16's NUL pattern, or its high bytes
    are one script's (:func:`utf16_script_order`)."""
    probe = body[:UTF16_PROBE_BYTES]
    if len(probe) < 4:
        return None
    if b"\x00" not in probe:
        return utf16_script_order(probe)
    half = len(probe) // 2
    if probe[1::2].count(0) / half >= UTF16_NUL_SHARE and probe[0::2].count(0) < probe[1::2].count(0) / 4:
        return "utf-16-le"
    if probe[0::2].count(0) / half >= UTF16_NUL_SHARE and probe[1::2].count(0) < probe[0::2].count(0) / 4:
        return "utf-16-be"
    return utf16_script_order(probe)


def _error_count(body: bytes, codec: str) -> int:
    """Undecodable spots of ``body`` in ``codec`` (U+FFFD made by decoding, not in the page)."""
    try:
        body.decode(codec)
        return 0
    except UnicodeDecodeError:
        pass
    replaced = body.decode(codec, "replace").count("\ufffd")
    try:
        present = body.count("\ufffd".encode(codec))
    except UnicodeEncodeError:
        present = 0
    return max(1, replaced - present)


_HIGH_BYTES = bytes(range(0x80, 0x100))


def high_byte_count(data: bytes) -> int:
    """Bytes >= 0x80 in ``data`` (C speed: the ASCII bytes are what deleting them leaves)."""
    return len(data) - len(data.translate(None, _HIGH_BYTES))


def _stray_limit(body: bytes) -> int:
    return max(MAX_STRAY_ERRORS, int(high_byte_count(body) * MAX_STRAY_SHARE))


def decodes_strictly(body: bytes, codec: str) -> bool:
    """True when ``body`` decodes in ``codec`` with no error but a truncated last character."""
    try:
        body.decode(codec)
    except UnicodeDecodeError as error:
        return error.start >= len(body) - MAX_TRUNCATED_TAIL
    return True


def decodes_cleanly(body: bytes, codec: str) -> bool:
    """True when ``body`` decodes in ``codec`` but for a few stray bytes or a truncated tail."""
    limit = _stray_limit(body) if codec in MULTIBYTE_CODECS else 0
    return _error_count(body, codec) <= limit


REPLACEMENT_UTF8 = "\ufffd".encode()  # U+FFFD in UTF-8: in a page, or where a codec could not decode


def utf8_with_stray_bytes(body: bytes) -> tuple[str, int] | None:
    """(the text, its undecodable spots) when ``body`` is UTF-8 with a few undecodable bytes, else None.

    Read with U+FFFD for each undecodable spot (as browsers decode UTF-8), it is UTF-8 when at most
    :data:`MAX_REPLACEMENT_SHARE` of its characters are such spots (or :data:`MAX_STRAY_ERRORS`, the
    tolerance of a declared multi-byte charset, on a short page), and at least
    :data:`MIN_UTF8_SEQUENCE_SHARE` of its non-ASCII spots are valid multi-byte sequences: text in
    another encoding forms few of these (ASCII bytes are never part of an undecodable spot, so the
    non-ASCII spots are the characters the ASCII bytes do not account for). The one rule of both readers
    of a page without a label that holds (:func:`decode_body`, :func:`extract.page_text.read_page`).

    >>> tibetan = "<p>" + "བོད་ཀྱི་སྐད་ཡིག་ནི་རིག་གནས་ཀྱི་གཞི་རྩ་ཡིན། " * 5
    >>> text, spots = utf8_with_stray_bytes(tibetan.encode() + b"<p>\\xa9 2008")
    >>> text.endswith("\\ufffd 2008"), spots
    (True, 1)
    >>> utf8_with_stray_bytes(("<p>" + "Le café du coin sert un très bon thé. " * 5).encode("cp1252"))
    >>> utf8_with_stray_bytes(("<p>" + "今天天气很好，我们一起去公园散步。" * 5).encode("gbk"))
    """
    text = body.decode("utf-8", "replace")
    spots = text.count("\ufffd")
    if spots:
        spots -= body.count(REPLACEMENT_UTF8)
    if spots > max(MAX_STRAY_ERRORS, MAX_REPLACEMENT_SHARE * len(text)):
        return None
    sequences = len(text) - (len(body) - high_byte_count(body)) - spots
    if sequences < MIN_UTF8_SEQUENCE_SHARE * (sequences + spots):
        return None
    return text, spots


def _errors_for(codec: str) -> str:
    return "replace" if codec in MULTIBYTE_CODECS or codec in UTF16_CODECS else SINGLE_BYTE_ERRORS


def decode_with(body: bytes, codec: str) -> str:
    """Decode ``body`` with ``codec``, never failing (see the module docstring)."""
    return body.decode(codec, _errors_for(codec))


def text_bearing_bytes(body: bytes) -> bytes:
    """The page's bytes without markup, scripts, styles and comments (for detection)."""
    return NON_TEXT_RE.sub(b" ", body)


def _mostly_cjk_bytes(body: bytes) -> bool:
    """True when the page's text-bearing bytes are mostly high bytes and decode as GB18030."""
    high = high_byte_count(body)
    if high < MIN_CJK_HIGH_BYTES or high < CJK_HIGH_BYTE_SHARE * MIN_TEXT_SHARE * len(body):
        return False
    if not decodes_strictly(body, "gb18030"):
        return False
    text_part = text_bearing_bytes(body).replace(b" ", b"")
    text_high = high_byte_count(text_part)
    return text_high >= MIN_CJK_HIGH_BYTES and text_high / len(text_part) >= CJK_HIGH_BYTE_SHARE


def arabic_words_in_1256(body: bytes) -> bool:
    """True when the page's high bytes are overwhelmingly Arabic-script words in windows-1256: at least
    ``ARABIC_WORD_SHARE_1256`` of them in runs of ``MIN_ARABIC_WORD_BYTES`` or more bytes windows-1256
    maps to Arabic letters (numeric references taken out first), and at least ``MIN_ARABIC_HIGH_BYTES_1256``.
    Asked of pages labelled windows-1252 (or ISO-8859-1, ASCII) by both readers of a page (the
    decoder's :func:`decode_body` and the recogniser's :func:`extract.page_text.read_page`).

    >>> arabic_words_in_1256(("<p>" + "ئۇيغۇر تىلى بىزنىڭ ئانا تىلىمىز " * 3).encode("cp1256", "xmlcharrefreplace"))
    True
    >>> arabic_words_in_1256(("<p>" + "Le café du coin sert un très bon thé à l'été. " * 3).encode("cp1252"))
    False
    """
    high = high_byte_count(body)
    if high < MIN_ARABIC_HIGH_BYTES_1256:
        return False
    if len(body.translate(None, NOT_ARABIC_LETTER_BYTES_1256)) < ARABIC_WORD_SHARE_1256 * high:
        return False   # (too few Arabic-letter bytes to be in words: one C pass, no regex)
    if b"&#" in body:
        body = NUMERIC_REFERENCE_BYTES_RE.sub(b"", body)
    in_words = sum(map(len, ARABIC_WORD_1256_RE.findall(body)))
    return in_words >= ARABIC_WORD_SHARE_1256 * high


def code_page_of_a_legacy_font(body: bytes) -> str | None:
    """The legacy 8-bit Tibetan font that makes a page without a usable label windows-1252 (step 6 of the
    module docstring), or None: the page names none, or its bytes say otherwise (GB18030 Chinese,
    windows-1256 words: a Chinese or Uyghur page whose style sheet also names a Tibetan font).

    >>> code_page_of_a_legacy_font(b'<font face="TCRC Bod-Yig">\\xc5-\\xbe\\xcb-</font>')
    'TCRC Bod-Yig'
    """
    font = eight_bit_font_named(body)
    if font is None or _mostly_cjk_bytes(body) or arabic_words_in_1256(body):
        return None
    return font.name


def detect(body: bytes) -> str | None:
    """charset-normalizer's best codec for the text-bearing part, label-mapped; None if none."""
    from charset_normalizer import from_bytes

    sample = text_bearing_bytes(body)
    if not HIGH_BYTE_RE.search(sample):
        sample = body
    best = from_bytes(sample[:DETECT_SAMPLE_BYTES]).best()
    if best is None:
        return None
    return detected_codec(best.encoding)


def decode_body(body: bytes, headers: Mapping[str, str] | None = None, *, detection: bool = True) -> DecodedText:
    """Decode a page's bytes to text, checking every declaration against the bytes.

    The steps and their order are in the module docstring (seed 000 §1.3).
    ``detection=False`` stops before step 7 (charset-normalizer costs some
    milliseconds, more than recognising a page): the bytes no declaration
    holds for are then read with ``FALLBACK_CODEC``, source ``"fallback"``,
    and the caller detects only when it needs to (the recogniser's second
    reading, :func:`extract.recognize.recognize_page`).

    >>> decode_body(b'<p>\\xe3\\xed\\xcf\\xe1</p>', detection=False).source
    'fallback'
    """
    for bom, codec in BOMS:
        if body.startswith(bom):
            rest = body[len(bom):]
            text = decode_with(rest, codec)
            utf8 = rest if codec == "utf-8" and "\ufffd" not in text else None
            return DecodedText(text, codec, "bom", utf8=utf8)
    utf16 = _utf16_without_bom(body)
    if utf16:
        return DecodedText(decode_with(body, utf16), utf16, "detected", notes=[f"charset: {utf16} without BOM"])

    declared: list[tuple[str, str, str]] = []  # (source, label as written, codec)
    notes: list[str] = []
    header_label = header_charset(headers)
    meta_label = meta_charset(body)
    for source, raw in (("http", header_label), ("meta", meta_label)):
        if raw is None:
            continue
        label = raw.decode("ascii", "replace") if isinstance(raw, bytes) else raw
        codec = declared_codec(label)  # (an ASCII-compatible page cannot be UTF-16: no NULs seen)
        if codec is None:
            notes.append(f"charset: unknown label {label!r} ({source}) ignored")
            continue
        declared.append((source, label, codec))
    first_label = declared[0][1] if declared else None

    if body.isascii():
        source, label, codec = declared[0] if declared else ("detected", None, "utf-8")
        if codec in SEVEN_BIT_CODECS and b"\x1b" in body:   # ISO-2022-JP: escape sequences, no ASCII text
            return DecodedText(decode_with(body, codec), codec, source, first_label, notes)
        return DecodedText(body.decode("ascii"), codec, source, first_label, notes, utf8=body)

    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if text is not None:
        for source, label, codec in declared:
            if codec == "utf-8":
                return DecodedText(text, "utf-8", source, label, notes, utf8=body)
        if declared:
            notes.append(f"charset: declared {first_label} ({declared[0][0]}) overruled: the bytes are UTF-8")
        return DecodedText(text, "utf-8", "detected", first_label, notes, utf8=body)

    for source, label, codec in declared:
        if codec in MULTIBYTE_CODECS and decodes_cleanly(body, codec):
            return DecodedText(decode_with(body, codec), codec, source, label, notes)
    for source, label, codec in declared:
        if codec in MULTIBYTE_CODECS:
            continue
        if _mostly_cjk_bytes(body):
            notes.append(f"charset: declared {label} ({source}) overruled: the bytes are GB18030")
            return DecodedText(decode_with(body, "gb18030"), "gb18030", "detected", label, notes)
        if codec == LATIN_LABEL_CODEC and arabic_words_in_1256(body):
            notes.append(f"charset: declared {label} ({source}) overruled: the bytes are Arabic-script "
                         "words in windows-1256")
            return DecodedText(decode_with(body, CP1256_CODEC), CP1256_CODEC, "detected", label, notes)
        return DecodedText(decode_with(body, codec), codec, source, label, notes)

    if declared:
        notes.append(f"charset: declared {first_label} ({declared[0][0]}) overruled: the bytes do not decode")
    stray = utf8_with_stray_bytes(body)
    if stray is not None:
        notes.append(f"charset: UTF-8 with {stray[1]} undecodable byte sequences (U+FFFD)")
        return DecodedText(stray[0], "utf-8", "detected", first_label, notes)
    font = code_page_of_a_legacy_font(body)
    if font is not None:
        notes.append(f"charset: windows-1252, the code page of the legacy Tibetan font {font} the page names")
        return DecodedText(decode_with(body, LATIN_LABEL_CODEC), LATIN_LABEL_CODEC, "detected", first_label, notes)
    codec = detect(body) if detection else None
    if codec is not None and codec not in UTF16_CODECS:
        return DecodedText(decode_with(body, codec), codec, "detected", first_label, notes)
    return DecodedText(decode_with(body, FALLBACK_CODEC), FALLBACK_CODEC, "fallback", first_label, notes)
