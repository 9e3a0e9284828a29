"""Plain-text documents (``text/plain``: e-texts, poems, song books) read as pages.

A site may serve its texts as ``.txt`` files. :func:`plain_text_as_html` turns
such a document into an HTML page whose one ``<pre>`` element holds the text, so
the recogniser, the decoder and every extractor read it as they read any page,
and the rendered text keeps the document's lines (``extract.dom.PREFORMATTED_TAGS``).

The bytes keep their encoding where they can: in the ASCII-compatible encodings
a text is served in (UTF-8, GBK/GB18030, Big5, Shift_JIS, EUC, the 8-bit code
pages of the legacy Tibetan fonts) the bytes ``&``, ``<`` and ``>`` only ever
stand for those characters (no multi-byte character uses them: trail bytes start
at 0x40, GB18030's four-byte forms use digits), so they are escaped as bytes and
the charset the server declared still holds. A UTF-16 document (a BOM, the
server's label, or the zero bytes of UTF-16 text) is decoded, escaped and
encoded again in UTF-16 of its byte order, with its BOM when it had one: the
decoder then reads it as it reads a UTF-16 page, and the manifest's
``encoding`` names the encoding the server's bytes were in (``utf-16-le``,
``utf-16-be``; a BOM-less one with the decoder's note "without BOM"), not the
UTF-8 the page was once written in. (A page that would not read as UTF-16 by
its zero bytes gets the BOM of its byte order.) UTF-32 documents are written as
UTF-8: no browser reads UTF-32 (WHATWG Encoding §4.2 has no label for it),
nor does the recogniser.

>>> plain_text_as_html("ཀ་ཁ། < ག་ང།\\nཅ་ཆ།".encode())[0].decode()
'<!DOCTYPE html><html><head></head><body><pre>ཀ་ཁ། &lt; ག་ང།\\nཅ་ཆ།</pre></body></html>'
>>> page, charset = plain_text_as_html("ཀ་ཁ།".encode("utf-16"))
>>> page[:2] == codecs.BOM_UTF16_LE, charset, page[2:].decode("utf-16-le").endswith("<pre>ཀ་ཁ།</pre></body></html>")
(True, None, True)
>>> plain_text_as_html("ཀ་ཁ།".encode("utf-16-be"), declared="UTF-16BE")[0].decode("utf-16-be").endswith("<pre>ཀ་ཁ།</pre></body></html>")
True
>>> plain_text_as_html("ཀ་ཁ།".encode("utf-32"))[1]
'utf-8'
"""

from __future__ import annotations

import codecs
import html

from extract.page_text import HEADER_CHARSET_RE, looks_utf16, is_binary

HTML_SNIFF_BYTES = 2048   # bytes of the head looked at to tell HTML served as text/plain (or as a .txt file)
HTML_MARKERS = (b"<html", b"<!doctype html", b"<head", b"<body", b"<meta", b"<title")
PLAIN_TEXT_TYPE = "text/plain"
PAGE_HEAD = b"<!DOCTYPE html><html><head></head><body><pre>"
PAGE_TAIL = b"</pre></body></html>"
# The byte-order mark and the codec of each byte order (Unicode §23.8; WHATWG Encoding §4.3: the BOM
# decides). UTF-32-LE's BOM starts with UTF-16-LE's: the longer ones are tried first (in this order).
WIDE_CODEC_OF_BOM = {codecs.BOM_UTF32_LE: "utf-32-le", codecs.BOM_UTF32_BE: "utf-32-be",
                     codecs.BOM_UTF16_LE: "utf-16-le", codecs.BOM_UTF16_BE: "utf-16-be"}
BOM_OF_CODEC = {codec: bom for bom, codec in WIDE_CODEC_OF_BOM.items()}
# A server's label that names UTF-16 or UTF-32 without the byte order: little-endian, as WHATWG reads
# "utf-16" (Encoding §4.3, UTF-16LE), unless the document's zero bytes say otherwise.
DEFAULT_ORDER = {"utf-16": "utf-16-le", "utf-32": "utf-32-le"}


def is_html_markup(body: bytes) -> bool:
    """True when the bytes start like an HTML page (servers send HTML as text/plain too).

    >>> is_html_markup(b"\\xef\\xbb\\xbf  <!DOCTYPE html><title>x</title>"), is_html_markup("ཀ་ཁ། <ག>".encode())
    (True, False)
    """
    head = body[:HTML_SNIFF_BYTES].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return head.startswith(b"<") and any(marker in head for marker in HTML_MARKERS)


def is_plain_text(body: bytes, content_type: str) -> bool:
    """A plain-text document: served as text/plain, neither HTML markup nor binary junk."""
    return (content_type.strip().lower().startswith(PLAIN_TEXT_TYPE) and not is_html_markup(body)
            and not is_binary(body))


def plain_text_page(body: bytes, content_type: str) -> tuple[bytes, str]:
    """(the page, its Content-Type) of a plain-text document served as ``content_type``: text/html with
    the document's charset parameter, or UTF-8 when its bytes became UTF-8 (a UTF-32 document).

    >>> plain_text_page("ཀ་ཁ།".encode("utf-32"), "text/plain")[1], plain_text_page(b"ka", "text/plain; charset=x-tmw")[1]
    ('text/html; charset=utf-8', 'text/html; charset=x-tmw')
    >>> plain_text_page("ཀ་ཁ།".encode("utf-16"), "text/plain; charset=utf-16")[1]
    'text/html; charset=utf-16'
    """
    content_type = content_type.strip()
    declared = HEADER_CHARSET_RE.search(content_type)
    page, charset = plain_text_as_html(body, declared.group(1) if declared else None)
    parameters = content_type[len(PLAIN_TEXT_TYPE):] if charset is None else f"; charset={charset}"
    return page, "text/html" + parameters


def plain_text_as_html(body: bytes, declared: str | None = None) -> tuple[bytes, str | None]:
    """(an HTML page whose ``<pre>`` holds the document, the charset of its bytes when it changed).

    ``declared``: the charset the server named, if any. None as the returned charset: the bytes
    are in the document's own encoding, declared or sniffed (UTF-16 too: :func:`utf16_page`).
    """
    wide = _wide_codec(body, declared)
    if wide is not None:
        bom, codec = wide
        text = body[len(bom):].decode(codec, "replace")
        if codec.startswith("utf-16"):
            return utf16_page(text, codec, bom), None
        return _page_of(text).encode("utf-8", "surrogatepass"), "utf-8"
    if body.startswith(codecs.BOM_UTF8):  # UTF-8 whatever the label (WHATWG Encoding §6 "decode": the BOM wins)
        return PAGE_HEAD + _escaped(body[len(codecs.BOM_UTF8):]) + PAGE_TAIL, "utf-8"
    return PAGE_HEAD + _escaped(body) + PAGE_TAIL, None


def utf16_page(text: str, codec: str, bom: bytes) -> bytes:
    """The page of a UTF-16 document's ``text`` in ``codec`` (``utf-16-le``/``-be``), opened by ``bom`` (the
    document's own, or none); a BOM-less page that would not read as UTF-16 by its zero bytes
    (:func:`extract.page_text.looks_utf16`: text of many scripts) gets the BOM of its byte order.

    >>> utf16_page("ཀ་ཁ།", "utf-16-be", b"")[:4], utf16_page("漢字" * 300, "utf-16-le", b"")[:2] == codecs.BOM_UTF16_LE
    (b'\\x00<\\x00!', True)
    """
    page = _page_of(text).encode(codec, "surrogatepass")
    if not bom and looks_utf16(page) != codec:
        bom = BOM_OF_CODEC[codec]
    return bom + page


def _page_of(text: str) -> str:
    """The page holding the document's ``text`` (decoded) in its ``<pre>``."""
    return PAGE_HEAD.decode("ascii") + html.escape(text, quote=False) + PAGE_TAIL.decode("ascii")


def _escaped(body: bytes) -> bytes:
    """``body`` with its markup characters escaped (byte for byte, in any ASCII-compatible charset)."""
    return body.replace(b"&", b"&amp;").replace(b"<", b"&lt;").replace(b">", b"&gt;")


def _wide_codec(body: bytes, declared: str | None) -> tuple[bytes, str] | None:
    """(its BOM or b"", the codec of its byte order) of a UTF-16 or UTF-32 document (its BOM, its declared
    charset, UTF-16's zero bytes), else None."""
    for bom, codec in WIDE_CODEC_OF_BOM.items():
        if body.startswith(bom):
            return bom, codec
    try:
        codec = codecs.lookup(declared).name if declared else ""
    except LookupError:
        codec = ""
    sniffed = looks_utf16(body)
    if codec.startswith(("utf-16", "utf-32")):
        if codec in DEFAULT_ORDER:
            codec = sniffed if sniffed and codec == "utf-16" else DEFAULT_ORDER[codec]
        return b"", codec
    return (b"", sniffed) if sniffed else None
