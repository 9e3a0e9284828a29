"""The page as the recogniser reads it: bytes -> text views (steps 1 and 2 of :mod:`extract.recognize`).

1. Bytes -> text (:func:`read_page`). The declared charset is a hint only:
   bytes that are valid UTF-8 are read as UTF-8 whatever the header says
   (Tibetan UTF-8 served as ISO-8859-1 is still Tibetan); GB2312/GBK pages are
   read as GB18030 (the GBK-based Tibetan fonts' dot 0xA6E6 becomes U+FE3D);
   BOMs and BOM-less UTF-16 are honoured; binary junk is refused. Pages above
   ``MAX_ANALYSED_BYTES`` are read on a sample of windows (:func:`sample_body`),
   each starting at the first text after its place (a page nested 100,000
   elements deep holds megabytes of tags and one paragraph).
2. Views (:class:`Page`, :func:`read_views`): script/style/noscript/template and comments out, the
   text segments after each tag, named entities out, numeric character
   references decoded; the long segments are the main-text blocks.

Bytes first, for speed (the recogniser must cost less than an ``lxml.html``
parse): the page's UTF-8 bytes are lowered once (``bytes.lower`` touches A-Z
only); script/style/noscript/template and comments go in one regex substitution,
the visible text is one possessive ``findall`` of the text after each '>' (both
one C pass, with the same result, where the optional speedup
``extract/_speedups.c`` is built: :func:`visible_cut`), and only that text is
decoded: a page that declares UTF-8 or nothing is UTF-8 when its visible text
is (its head is sniffed first). Numeric references are decoded by libxml2 as
the text of one XML element (thousands per NCR page), or by one regex split
when there are fewer than ``FEW_REFERENCES``.

>>> page, codec, _, _ = read_views("<p>བོད་<script>x()</script>ཡིག &amp; &#3851;</p>".encode())
>>> page.visible.split(), codec  # (the tags and the entity leave spaces)
(['བོད་', 'ཡིག', '་'], 'utf-8')
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import compress

import lxml.etree

from extract.charset import (
    CONTROL_BYTES,
    CP1256_CODEC,
    LATIN_LABEL_CODEC,
    MULTIBYTE_CODECS,
    REPLACEMENT_UTF8,
    UTF16_NUL_SHARE,
    UTF16_PROBE_BYTES,
    arabic_words_in_1256,
    declared_codec,
    header_charset,
    meta_charset,
    utf16_script_order,
    utf8_with_stray_bytes,
)
from extract.dom import ALTERNATE_VIEW_SHARE

ASCII_SPACES = (b" ", b"\t", b"\n", b"\r", b"\f", b"\v")  # white space of bytes patterns (\s)
BLOCK_MIN_CHARS = 80  # characters: a text segment at least this long is main text (jusText "long" class ~ 70-200)
MAX_ANALYSED_BYTES = 1 << 20  # bytes: bigger pages are analysed on a sample (speed bound, 50 ms)
SAMPLE_HEAD_BYTES = 64 * 1024  # bytes of the page head in the sample
SAMPLE_WINDOWS = 4  # evenly spaced windows after the head
SAMPLE_WINDOW_BYTES = 16 * 1024  # bytes per window
SAMPLE_TEXT_LEAD_BYTES = 1024  # bytes of markup kept before the text a window starts at (its font tags)
TEXT_START_RE = re.compile(rb">\s*+[^<\s]")  # where text follows a tag (literal '>' first: a fast scan)
# Between two windows: closes a comment or an invisible element a window ends inside (a page's head cut in a
# 160 KB inline script would otherwise hide every later window); elsewhere an empty comment and stray end tags.
WINDOW_SEPARATOR = b"\n<!-- --></script></style></noscript></template>\n"
UTF16_WINDOW_SEPARATORS = {codec: WINDOW_SEPARATOR.decode("ascii").encode(codec)  # the same, in a UTF-16 page
                           for codec in ("utf-16-le", "utf-16-be")}
BINARY_CONTROL_SHARE = 0.02  # share of C0 control bytes (not tab/CR/LF/FF) above which bytes are binary
BINARY_SNIFF_BYTES = 4096  # bytes of the head looked at for control bytes (junk has them everywhere)
BINARY_CODEC = "binary"  # the codec reported for binary bytes (no text was read)
UTF8_SNIFF_BYTES = 4096  # bytes of the head decoded first: a page that is not UTF-8 mostly shows it there
UTF16_ZERO_SHARE = UTF16_NUL_SHARE  # share of zero bytes at odd (LE) / even (BE) positions of the head (0.3)
UTF16_OTHER_ZERO_SHARE = 0.02  # ... while the other positions hold (almost) none
MIN_GBK_DOTS = 8  # GBK-font syllable dots (0xA6E6) that make bytes which are not UTF-8 GB18030 whatever
#                   their single-byte label: as many as the dot test's MIN_PASSING_SYLLABLES (extract.recognize)


# --- step 1: bytes -> text ----------------------------------------------------------
# Why not extract.charset.decode_body (the decoder's reading, seed 000 §1.3): the
# recogniser runs on every response and must stay cheaper than an lxml parse, so it
# never calls charset-normalizer, and it reads differently on purpose: bytes that are
# valid UTF-8 are UTF-8 whatever the label says (decode_body trusts a clean label),
# many GBK dots 0xA6E6 make a page GB18030 whatever its single-byte label. What the
# two readings mean the same way is shared: labels resolve by the WHATWG table
# (charset.declared_codec: unknown ones, and Python codecs that are no text encoding,
# are no declaration), the UTF-16 NUL
# pattern's probe length and share (charset.UTF16_PROBE_BYTES, UTF16_NUL_SHARE), and
# windows-1256 bytes under a windows-1252 label (charset.arabic_words_in_1256: Uyghur
# words read as Latin mojibake were no target, and a page whose one label this reading
# used is never read a second time).
# Where this reading is only a guess (no label, two labels, a label it did not use, a
# multi-byte label the bytes break: :func:`reading_in_doubt`) and finds no target,
# the recogniser reads the page a second time as decode_body does (extract.recognize):
# a windows-1256 Uyghur page without its label was read as cp1252 here, and dropped.

CHARSET_RE = re.compile(rb"""charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE)
HEADER_CHARSET_RE = re.compile(r"""charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE)
META_SCAN_BYTES = 4096  # bytes of the head searched for <meta charset> (WHATWG prescan reads 1024+)
GBK_DOT_BYTES = b"\xa6\xe6"  # the GBK-based fonts' syllable dot (Tongyuan, Bandrida)


def declared_charset(body: bytes, headers: Mapping[str, str] | None) -> str | None:
    """The charset named by the Content-Type header, else by a <meta> in the head (lower case)."""
    if headers:
        for key, value in headers.items():
            if key.lower() == "content-type" and value:
                match = HEADER_CHARSET_RE.search(value)
                if match:
                    return match.group(1).lower()
    match = CHARSET_RE.search(body, 0, META_SCAN_BYTES)
    return match.group(1).decode("ascii").lower() if match else None


def looks_utf16(body: bytes) -> str | None:
    """'utf-16-le'/'utf-16-be' for BOM-less UTF-16 HTML: every other byte zero in the head, or the high
    bytes of one script's text (:func:`extract.charset.utf16_script_order`: Tibetan with little markup).

    >>> looks_utf16("<p>ཀ་ཁ་</p>".encode("utf-16-le")), looks_utf16(("ཀ་ཁ་" * 8).encode("utf-16-be"))
    ('utf-16-le', 'utf-16-be')
    """
    head = body[:UTF16_PROBE_BYTES]
    if len(head) < 16:
        return None
    if 0 not in head:  # (one memchr: most pages hold no zero byte, and then the NUL rules cannot hold)
        return utf16_script_order(head)
    even_zero, odd_zero = head[0::2].count(0), head[1::2].count(0)
    half = len(head) // 2
    # Markup is ASCII: in UTF-16 one byte of each of its code units is zero, the other never is.
    if odd_zero >= UTF16_ZERO_SHARE * half and even_zero <= UTF16_OTHER_ZERO_SHARE * half:
        return "utf-16-le"
    if even_zero >= UTF16_ZERO_SHARE * half and odd_zero <= UTF16_OTHER_ZERO_SHARE * half:
        return "utf-16-be"
    return utf16_script_order(head)


UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
# UTF-32 byte order marks: the page says how it is written, however many zero bytes follow (the LE mark starts with
# UTF-16 LE's, so it is tested first); what the looks_utf32 refusal below is about is UTF-32 *without* one.
UTF32_BOMS = (codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)
UTF32_BOM_CODEC = "utf-32"  # Python's codec that reads (and drops) either mark
# A UTF-32 code unit of any Unicode character (at most U+10FFFF) has a zero high byte, and of a character of the
# Basic Multilingual Plane (markup, Tibetan, Uyghur, Chinese) a zero second-highest byte too: in a head of UTF-32
# every fourth byte is zero, and almost every byte beside it (the share below leaves room for a rare emoji).
UTF32_PLANE_ZERO_SHARE = 0.9
UTF32_MIN_UNITS = 4   # code units a head must hold to be told UTF-32 (16 bytes, as looks_utf16's minimum)
UTF32_UNIT_BYTES = 4   # bytes of a UTF-32 code unit (Unicode §3.9, D90: one 32-bit unit a character)
# Why a page in UTF-32 without a byte order mark is not read (the decoder's note, `tsheg extract`'s message, the
# recogniser's reason): browsers never sniff it, and WHATWG Encoding (§4.2, "Names and labels") has no UTF-32,
# which HTML (§13.2.3.3, "Character encodings": user agents support those encodings, no other) leaves no page.
UTF32_NOTE = ("UTF-32 without a byte order mark (a zero byte around every character): not read as text, as no "
              "browser reads it (WHATWG Encoding has no UTF-32; HTML allows a page no other encoding); "
              "save the page as UTF-8")


def looks_utf32(body: bytes) -> str | None:
    """'utf-32-le'/'utf-32-be' for bytes whose head is UTF-32 of characters of the Basic Multilingual Plane without
    a byte order mark (:data:`UTF32_PLANE_ZERO_SHARE`), else None: such a page is refused, and this names why.

    >>> looks_utf32("<p>ཀ་ཁ་</p>".encode("utf-32-le")), looks_utf32("<p>ཀ་ཁ་</p>".encode("utf-32-be"))
    ('utf-32-le', 'utf-32-be')
    >>> looks_utf32("<p>ཀ་ཁ་</p>".encode("utf-16-le")), looks_utf32(b"\\x00" * 64)
    (None, None)
    """
    head = body[:UTF16_PROBE_BYTES - UTF16_PROBE_BYTES % UTF32_UNIT_BYTES]
    units = len(head) // UTF32_UNIT_BYTES
    if units < UTF32_MIN_UNITS:
        return None
    lanes = [head[lane::UTF32_UNIT_BYTES][:units].count(0) for lane in range(UTF32_UNIT_BYTES)]
    plane = UTF32_PLANE_ZERO_SHARE * units
    if lanes[3] == units and lanes[2] >= plane and lanes[0] < units - plane:
        return "utf-32-le"
    if lanes[0] == units and lanes[1] >= plane and lanes[3] < units - plane:
        return "utf-32-be"
    return None


def utf16_codec(body: bytes) -> str | None:
    """'utf-16-le'/'utf-16-be' by the BOM, or by the zero bytes its ASCII markup leaves in the head
    (:func:`looks_utf16`); None when the body is not UTF-16.

    >>> utf16_codec(codecs.BOM_UTF16_BE + "<p>".encode("utf-16-be")), utf16_codec(b"<p>ka</p>")
    ('utf-16-be', None)
    """
    if body.startswith(codecs.BOM_UTF16_LE):
        return "utf-16-le"
    if body.startswith(codecs.BOM_UTF16_BE):
        return "utf-16-be"
    return looks_utf16(body)


def is_utf16(body: bytes) -> bool:
    """UTF-16 by its BOM, or by the zero bytes its ASCII markup leaves in the head (:func:`looks_utf16`).

    >>> is_utf16("<p>ཀ</p>".encode("utf-16")), is_utf16("<p>ཀ</p>".encode("utf-16-be")), is_utf16(b"<p>ka</p>")
    (True, True, False)
    """
    return utf16_codec(body) is not None


def _head_is_utf8(body: bytes) -> bool:
    """True when the head decodes as UTF-8 (a character cut at its end is fine)."""
    try:
        codecs.utf_8_decode(body[:UTF8_SNIFF_BYTES], "strict", False)  # (the incremental decoder's own call)
    except UnicodeDecodeError:
        return False
    return True


def _is_binary(body: bytes) -> bool:
    """True when the head holds more than BINARY_CONTROL_SHARE of C0 control bytes."""
    head = body[:BINARY_SNIFF_BYTES]
    return len(head.translate(None, CONTROL_BYTES)) < len(head) * (1 - BINARY_CONTROL_SHARE)


def is_binary(body: bytes) -> bool:
    """True for bytes that are no text page (an image, an archive, a PDF...): more than
    BINARY_CONTROL_SHARE of the head is C0 control bytes, and the bytes are no UTF-16 (whose
    ASCII markup leaves a zero byte in every code unit).

    >>> is_binary(b"<html><body>ok</body></html>"), is_binary(b"\\x89PNG\\r\\n\\x1a\\n\\x00\\x00IHDR")
    (False, True)
    >>> is_binary("<html><body>utf-16</body></html>".encode("utf-16-le")), is_binary(b"")
    (False, False)
    >>> is_binary("<html><body>utf-32</body></html>".encode("utf-32-be")), is_binary("<p>".encode("utf-32"))
    (True, False)
    """
    return not body.startswith(UTF32_BOMS) and not is_utf16(body) and _is_binary(body)


def read_text(body: bytes, headers: Mapping[str, str] | None = None) -> tuple[str | None, str]:
    """(text, codec) for the page bytes; text None for binary junk. Never raises."""
    text, codec, _ = read_page(body, headers)
    return text, codec


def read_page(body: bytes, headers: Mapping[str, str] | None = None) -> tuple[str | None, str, bytes | None]:
    """(text, codec, the text's UTF-8 bytes when ``body`` holds them as they are) for the page bytes."""
    if body.startswith(codecs.BOM_UTF8):
        return body[3:].decode("utf-8", "replace"), "utf-8", None
    if body.startswith(UTF32_BOMS):
        return body.decode(UTF32_BOM_CODEC, "replace"), UTF32_BOM_CODEC, None
    if body.startswith(UTF16_BOMS):
        return body.decode("utf-16", "replace"), "utf-16", None
    utf16 = looks_utf16(body)
    if utf16:
        return body.decode(utf16, "replace"), utf16, None
    if _is_binary(body):
        return None, BINARY_CODEC, None
    try:
        return body.decode("utf-8"), "utf-8", body
    except UnicodeDecodeError:
        pass
    declared = declared_codec(declared_charset(body, headers))
    if declared in (None, "utf-8", LATIN_LABEL_CODEC) and GBK_DOT_BYTES[1:] in body \
            and body.count(GBK_DOT_BYTES) >= MIN_GBK_DOTS:
        # Many GBK-font syllable dots (0xA6E6) in bytes that are not UTF-8: a GBK-based
        # Tibetan font page, whatever its (missing or single-byte) declaration says.
        declared = "gb18030"
    elif declared == LATIN_LABEL_CODEC and arabic_words_in_1256(body):
        declared = CP1256_CODEC   # Arabic-script words in windows-1256 under a windows-1252/latin-1 label
    if declared and declared != "utf-8":
        return body.decode(declared, "replace"), declared, None
    stray = utf8_with_stray_bytes(body)   # (the decoder's rule for such bytes too: one reading of the page)
    if stray is not None:
        return stray[0], "utf-8", None
    return body.decode(LATIN_LABEL_CODEC, "replace"), LATIN_LABEL_CODEC, None


# Readings the bytes prove (valid UTF-8, a BOM, UTF-16's zero bytes, junk): decode_body reads them so too.
# ("utf-8" also names read_page's lenient reading, charset.utf8_with_stray_bytes: UTF-8 with stray bytes,
# which decode_body reads by the same rule.)
SELF_EVIDENT_CODECS = frozenset({"utf-8", "utf-16", "utf-16-le", "utf-16-be", UTF32_BOM_CODEC, BINARY_CODEC})


def declared_codecs(body: bytes, headers: Mapping[str, str] | None) -> set[str]:
    """The codecs the Content-Type header and the ``<meta>`` declare, read and mapped as
    :func:`extract.charset.decode_body` reads them (unknown labels left out, a UTF-16 label as UTF-8).

    >>> sorted(declared_codecs(b'<meta charset="windows-1256">', {"Content-Type": "text/html; charset=utf-8"}))
    ['cp1256', 'utf-8']
    """
    return {codec for label in (header_charset(headers), meta_charset(body))
            if (codec := declared_codec(label)) is not None}


def reading_in_doubt(body: bytes, headers: Mapping[str, str] | None, codec: str, u8: bytes) -> bool:
    """True when decode_body may read ``body`` otherwise than :func:`read_views` did (as ``codec``, giving
    the UTF-8 ``u8``): the page declares no charset or two, or one this reading did not use (it takes the
    header's over the ``<meta>``'s, and falls back to cp1252), or a multi-byte one the bytes break
    (decode_body drops it; this reading trusts it).

    >>> page = b'<meta charset="windows-1256"><p>\\xe3\\xed\\xcf\\xe1</p>'
    >>> reading_in_doubt(page, None, "cp1256", b"")
    False
    >>> reading_in_doubt(page, {"Content-Type": "text/html; charset=utf-8"}, "cp1252", b"")
    True
    """
    if codec in SELF_EVIDENT_CODECS:
        return False
    declared = declared_codecs(body, headers)
    if declared != {codec}:
        return True
    return codec in MULTIBYTE_CODECS and REPLACEMENT_UTF8 in u8


def _boundary_after(body: bytes, position: int) -> int:
    """A cut at or after ``position``: the next ``<`` if near, else the next UTF-8 character start."""
    tag = body.find(b"<", position, position + SAMPLE_WINDOW_BYTES // 4)
    if tag >= 0:
        return tag
    while position < len(body) and 0x80 <= body[position] <= 0xBF:
        position += 1
    return position


def _boundary_before(body: bytes, position: int) -> int:
    """A cut at or before ``position``: after the last ``>`` if near, else at a UTF-8 character start."""
    tag = body.rfind(b">", max(0, position - SAMPLE_WINDOW_BYTES // 4), position)
    if tag >= 0:
        return tag + 1
    while position > 0 and position < len(body) and 0x80 <= body[position] <= 0xBF:
        position -= 1
    return position


# Deep nesting is markup without content: a run of TAG_RUN_MIN tags or more with only white space
# between them is cut to its ends (the outermost tags, where font contexts open and close, and the
# innermost ones, right before the text). A page 100,000 elements deep then parses within libxml2's
# depth limit (2,048 with huge_tree; beyond it libxml2 stops and drops the rest of the page). Done only
# when the parse reports that limit (a regex pass of ~30 ms per MB at worst).
TAG_RUN_MIN = 64  # tags in a run without text (a real page's longest runs: closing a few dozen elements)
TAG_RUN_KEEP_BYTES = 2048  # bytes kept at each end of a cut run (~200 tags: depth stays far below 2,048)
# A run is tried only where text (or the page) ends: never again from inside a run (linear time).
TAG_RUN_RE = re.compile(rb"(?<![>\s])\s*+(?:<[^<>]*+>\s*+){%d,}+" % TAG_RUN_MIN)


def _cut_run(match: re.Match[bytes]) -> bytes:
    run = match.group(0)
    if len(run) <= 3 * TAG_RUN_KEEP_BYTES:
        return run
    head_end = run.find(b">", TAG_RUN_KEEP_BYTES) + 1
    tail_start = run.rfind(b"<", 0, len(run) - TAG_RUN_KEEP_BYTES)
    return run[:head_end] + b" " + run[tail_start:] if 0 < head_end <= tail_start else run


def cut_tag_runs(body: bytes) -> bytes:
    """``body`` with each run of TAG_RUN_MIN+ tags (no text between them) cut to its two ends.

    >>> len(cut_tag_runs(b"<div>" * 100_000 + b"text" + b"</div>" * 100_000)) < 10 * TAG_RUN_KEEP_BYTES
    True
    """
    return TAG_RUN_RE.sub(_cut_run, body)


def sample_body(body: bytes) -> bytes:
    """The head and evenly spaced windows of a page above MAX_ANALYSED_BYTES, its long tag runs cut first.

    Windows start at a ``<`` and end after a ``>`` (character boundaries in
    UTF-8 and GBK, whose trail bytes never take these values); in UTF-16 they
    are aligned to whole code units.
    """
    if len(body) <= MAX_ANALYSED_BYTES:
        return body
    codec = utf16_codec(body)
    if codec is not None:
        unit = 2
        step = SAMPLE_WINDOW_BYTES - SAMPLE_WINDOW_BYTES % unit
        span = len(body) - SAMPLE_HEAD_BYTES - step
        pieces = [body[:SAMPLE_HEAD_BYTES]]
        for i in range(1, SAMPLE_WINDOWS + 1):
            start = SAMPLE_HEAD_BYTES + span * i // (SAMPLE_WINDOWS + 1)
            start -= start % unit
            pieces.append(body[start:start + step])
        return UTF16_WINDOW_SEPARATORS[codec].join(pieces)
    end = _boundary_before(body, SAMPLE_HEAD_BYTES)
    pieces = [body[:end]]
    span = len(body) - SAMPLE_HEAD_BYTES - SAMPLE_WINDOW_BYTES
    for i in range(1, SAMPLE_WINDOWS + 1):
        # The window starts at the first text at or after its place (markup nested 100,000 deep holds
        # none for megabytes), with the tags right before that text (its font context).
        text = TEXT_START_RE.search(body, max(end, SAMPLE_HEAD_BYTES + span * i // (SAMPLE_WINDOWS + 1)))
        if text is None:
            break
        start = _boundary_after(body, max(end, text.start() - SAMPLE_TEXT_LEAD_BYTES))
        end = _boundary_before(body, start + SAMPLE_WINDOW_BYTES)
        if end <= start:
            break
        pieces.append(body[start:end])
    return WINDOW_SEPARATOR.join(pieces)


# --- step 2: visible text --------------------------------------------------------------

NAMED_ENTITY_RE = re.compile(r"&[A-Za-z][A-Za-z0-9]{1,9};")


# A decimal or hexadecimal reference; its digits are the split's captured group.
NCR_RE = re.compile(r"&#([0-9]{1,7}|[xX][0-9A-Fa-f]{1,6});")


def decode_ncrs(text: str) -> tuple[str, int]:
    """Decode numeric character references (&#3851; &#x0F0B;); returns (text, references decoded).

    One C-level ``re.split`` (text and reference digits alternate), each distinct
    reference decoded once, the references replaced by a C-level ``map`` over a
    dict: no Python call per reference (NCR pages hold thousands).

    >>> decode_ncrs("&#3926;&#3964;&#3921;&#x0F0B;x")
    ('བོད་x', 4)
    """
    parts = NCR_RE.split(text)
    if len(parts) == 1:
        return text, 0
    references = parts[1::2]
    table = {ref: _chr(int(ref[1:], 16) if ref[0] in "xX" else int(ref)) for ref in set(references)}
    parts[1::2] = map(table.__getitem__, references)
    return "".join(parts), len(references)


def _chr(code: int) -> str:
    return chr(code) if 0 < code < 0x110000 and not 0xD800 <= code < 0xE000 else "\ufffd"


@dataclass
class Page:
    """The text views of a page that the tests read."""

    visible: str  # visible text: invisible blocks, tags and named entities removed, NCRs decoded, A-Z lowered
    ncrs: int  # numeric character references decoded
    _main: str | None = None
    visible_bytes: bytes = b""  # ``visible`` as UTF-8 (Latin letters lowered): what the C-level counts read
    markup: bytes = b""  # the page's lowered UTF-8 without its invisible blocks
    long_segments: list[bytes] = field(default_factory=list)  # its text segments (the text before the first tag
    #                     and after each '>') of at least BLOCK_MIN_CHARS bytes: the main text is among them
    _links: str | None = None

    @property
    def links(self) -> str:
        """The text inside the page's links (:func:`link_text`), cut on first use (few verdicts need it)."""
        if self._links is None:
            self._links = link_text(self.markup)
        return self._links

    @property
    def main(self) -> str:
        """The long text segments (main-text blocks), or the visible text when there is none.

        Computed on first use: most verdicts are decided by the visible-text share alone.
        """
        if self._main is None:
            # A segment of BLOCK_MIN_CHARS characters has at least as many bytes: the long byte
            # segments, decoded, then the long character segments among them.
            segments = [segment for segment in (raw.decode("utf-8", "replace") for raw in self.long_segments)
                        if len(segment) >= BLOCK_MIN_CHARS]
            main = " ".join(segments)
            if "&" in main and "&#" in main:
                main = decode_ncrs(main)[0]
            if "&" in main:
                main = NAMED_ENTITY_RE.sub(" ", main)
            self._main = main if segments else self.visible
        return self._main


# The visible text is cut out of the page's lowered UTF-8 bytes (``bytes.lower`` changes
# A-Z only: non-ASCII text, lengths and character boundaries are kept; the tests count
# letters, never their case). Two regex passes: the invisible blocks, then a findall of
# the text segments that follow a '>' (possessive: a white-space-only segment fails at
# once, and a page of '<' or '>' stays linear). A findall of the few text segments costs
# a fraction of a substitution at every tag (measured 5x on recognition-dev). These two
# regexes are the specification of the cut: the optional C speedup
# (``extract/_speedups.c``, built at install when a compiler is there) gives exactly their
# result without a Python object per match (tests/test_speedups.py compares the two).


def element_block(name: bytes) -> bytes:
    """The bytes pattern of an element ``name`` from its start tag's name (after the ``<``) to its end tag, or to
    the page's end; possessive, each ``<`` that opens no end tag passed over once: linear on any input."""
    return name + rb"\b[^<]*+(?:<(?!/" + name + rb")[^<]*+)*+(?:</" + name + rb"\s*>|$)"


COMMENT_BLOCK = rb"!--[^-]*+(?:-(?!->)[^-]*+)*+(?:-->|$)"  # a comment, after its '<'
INVISIBLE_ELEMENTS = (b"script", b"style", b"noscript", b"template")
INVISIBLE_BYTES_RE = re.compile(rb"<(?:" + b"|".join([*map(element_block, INVISIBLE_ELEMENTS), COMMENT_BLOCK]) + rb")")
TEXT_SEGMENT_RE = re.compile(rb">\s*+([^<]++)")
# A page served in its <noscript> view (Flarum's posts, Discourse's to browsers; an application
# shell outside): the <noscript> blocks alone, and the cut that reads them. Taken when their text
# is the page's by ``extract.dom``'s measure (``ALTERNATE_VIEW_SHARE``), so the recogniser reads
# what the extractor keeps. Shadow roots (the DOM's other alternate view) are left out here.
NOSCRIPT_BYTES_RE = re.compile(b"<" + element_block(b"noscript"))
INVISIBLE_BUT_NOSCRIPT_RE = re.compile(
    rb"<(?:" + b"|".join([*(element_block(name) for name in INVISIBLE_ELEMENTS if name != b"noscript"), COMMENT_BLOCK])
    + rb")")
NAMED_ENTITY_BYTES_RE = re.compile(rb"&[a-z][a-z0-9]{1,9};")


# A link's content on the lowered markup: the opening <a> tag, then everything up to its closing tag (tags inside
# included; possessive, so an unclosed link runs to the end of the page once, and a page of '<' stays linear).
LINK_CONTENT_RE = re.compile(rb"<a\b[^>]*+>([^<]*+(?:<(?!/a[\s>])[^<]*+)*+)")
TAG_BYTES_RE = re.compile(rb"<[^>]*+>")


def link_text(markup: bytes) -> str:
    """The visible text inside the links (``<a>`` elements) of markup without its invisible blocks (lowered):
    tags and named entities out, numeric references decoded, links joined by spaces.

    >>> link_text(b"<ul><li><a href='/'>home</a></li><li><a href=/n><b>news</b> &amp; more</a></ul> <p>text</p>")
    'home  news    more'
    """
    contents = LINK_CONTENT_RE.findall(markup)
    if not contents:
        return ""
    joined = b" ".join(contents)
    if b"<" in joined:
        joined = TAG_BYTES_RE.sub(b" ", joined)
    if b"&" in joined:
        joined = NAMED_ENTITY_BYTES_RE.sub(b" ", joined)
    text = joined.decode("utf-8", "replace")
    return decode_ncrs(text)[0] if "&#" in text else text


def text_segments(markup: bytes) -> list[bytes]:
    """The text segments of markup without its invisible blocks: the text before the first tag and after each '>'.

    >>> text_segments(b"a <p>b c</p> <br> <i>d</i>")
    [b'a ', b'b c', b'd']
    """
    first = markup.find(b"<")
    if first < 0:
        return [markup]
    segments = TEXT_SEGMENT_RE.findall(markup, first)
    segments.insert(0, markup[:first])
    return segments


def visible_cut_python(lowered: bytes, long_segment: int) -> tuple[bytes, bytes, list[bytes]]:
    """(the markup: lowered bytes without invisible blocks, the visible bytes: its text segments joined by
    spaces, the segments of at least ``long_segment`` bytes), by the regexes.

    >>> visible_cut_python(b"a <p>b c</p><script>x()</script> <i>d</i>", 3)
    (b'a <p>b c</p>  <i>d</i>', b'a  b c d', [b'b c'])
    """
    markup = INVISIBLE_BYTES_RE.sub(b" ", lowered)
    segments = text_segments(markup)
    long_segments = list(compress(segments, map(long_segment.__le__, map(len, segments))))
    return markup, b" ".join(segments), long_segments


try:  # the same cut in C (extract/_speedups.c): optional, built when the install had a compiler
    from extract._speedups import visible_cut
except ImportError:  # pragma: no cover - a machine without a C compiler
    visible_cut = visible_cut_python


def page_cut(lowered: bytes) -> tuple[bytes, bytes, list[bytes]]:
    """:func:`visible_cut` of a page's lowered bytes, or its ``<noscript>`` view's when that is the page.

    >>> page_cut(b"<div id=app>...</div><noscript><p>ka kha ga nga ca cha ja nya</p></noscript>")[1]
    b' ... ka kha ga nga ca cha ja nya'
    >>> page_cut(b"<p>ka kha ga nga</p><noscript>enable js</noscript>")[1]
    b' ka kha ga nga'
    """
    cut = visible_cut(lowered, BLOCK_MIN_CHARS)
    if b"<noscript" not in lowered:
        return cut
    shown = _non_space(cut[1])
    if ALTERNATE_VIEW_SHARE * sum(map(len, NOSCRIPT_BYTES_RE.findall(lowered))) <= shown:
        return cut  # the <noscript> markup, tags and all, is too little to hold the page
    markup = INVISIBLE_BUT_NOSCRIPT_RE.sub(b" ", lowered)
    segments = text_segments(markup)
    text = b" ".join(segments)
    if _non_space(text) - shown <= ALTERNATE_VIEW_SHARE * _non_space(text):
        return cut
    return markup, text, [segment for segment in segments if len(segment) >= BLOCK_MIN_CHARS]


def _non_space(data: bytes) -> int:
    """Bytes that are not ASCII white space."""
    return len(data) - sum(map(data.count, ASCII_SPACES))


def text_views(text: str) -> Page:
    """Visible text: invisible blocks, tags, named entities removed, NCRs decoded."""
    return page_views(text.encode("utf-8", "surrogatepass"))


def page_views(u8: bytes, lowered: bytes | None = None) -> Page:
    """:func:`text_views` of a page given as UTF-8 bytes (and their lowered copy, when at hand)."""
    return _page(*page_cut(u8.lower() if lowered is None else lowered), "replace")


def _page(markup: bytes, vb: bytes, long_segments: list[bytes], errors: str) -> Page:
    """The views from the visible bytes (:func:`visible_cut`): named entities out, decoded (``errors`` as in
    bytes.decode), NCRs in."""
    references = 0
    if b"&" in vb:
        # Numeric references counted once (a two-byte search: slow on pages full of them, so only where a '#'
        # is); taking named entities out leaves their number as it is. When every '&' opens one there is no
        # named entity, and no regex pass stops at each of thousands of references (the '&' are counted only
        # then: without references the substitution's literal-prefix scan costs less than the count).
        references = vb.count(b"&#") if b"#" in vb else 0
        if not references or vb.count(b"&") > references:
            vb = NAMED_ENTITY_BYTES_RE.sub(b" ", vb)
    visible = vb.decode("utf-8", errors)
    ncrs = 0
    if references:
        visible, ncrs = decode_ncrs(visible) if references < FEW_REFERENCES else \
            decode_references(vb, visible, references)
        vb = visible.encode("utf-8", "surrogatepass")
    return Page(visible, ncrs, visible_bytes=vb, markup=markup, long_segments=long_segments)


FEW_REFERENCES = 64  # numeric references below which one regex split decodes them faster than an XML parse
#                      of the whole visible text (recognition-dev: 14 such pages, 0.10 ms against 0.65 ms)


def decode_references(vb: bytes, visible: str, references: int | None = None) -> tuple[str, int]:
    """(the visible text with its numeric references decoded, how many).

    Visible text holds no '<' and, here, no named entity: as the content of one XML
    element it is decoded by libxml2 in C (NCR pages hold thousands of references).
    Anything XML refuses (a stray '&', a reference to a control character) is
    decoded by :func:`decode_ncrs`.
    """
    try:
        parser = lxml.etree.XMLParser(resolve_entities=False, huge_tree=True)  # one per call: thread-safe
        decoded = lxml.etree.fromstring(b"<r>" + vb + b"</r>", parser).text or ""
    except lxml.etree.XMLSyntaxError:
        return decode_ncrs(visible)
    return decoded, vb.count(b"&#") if references is None else references


def read_views(body: bytes, headers: Mapping[str, str] | None = None) -> tuple[Page | None, str, bytes, bytes]:
    """(the page's views or None for binary junk, codec, its UTF-8 bytes, their lowered copy).

    Bytes that are neither UTF-16 nor junk, and declare UTF-8 or nothing (or are
    ASCII), are cut into views as they are, and are UTF-8 when their visible text
    is (one decoding of the visible part, not of the whole page: markup is ASCII in
    every codec the cut applies to); anything else is read by :func:`read_page`
    first.
    """
    if not body.startswith(codecs.BOM_UTF8) and not is_utf16(body) and not _is_binary(body) and _head_is_utf8(body) \
            and (body.isascii() or declared_codec(declared_charset(body, headers)) in (None, "utf-8")):
        lowered = body.lower()
        try:
            return _page(*page_cut(lowered), "strict"), "utf-8", body, lowered
        except UnicodeDecodeError:
            pass
    text, codec, u8 = read_page(body, headers)
    if text is None:
        return None, codec, b"", b""
    if u8 is None:
        u8 = text.encode("utf-8", "surrogatepass")
    lowered = u8.lower()
    return page_views(u8, lowered), codec, u8, lowered
