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
the charset the server declared still holds. UTF-16 and UTF-32 documents (a BOM,
or the zero bytes of UTF-16 text) are decoded and written as UTF-8.

>>> plain_text_as_html("ཀ་ཁ། < ག་ང།\\nཅ་ཆ།".encode())[0].decode()
'<!DOCTYPE html><html><head></head><body><pre>ཀ་ཁ། &lt; ག་ང།\\nཅ་ཆ།</pre></body></html>'
>>> plain_text_as_html("ཀ་ཁ།".encode("utf-16"))[1]
'utf-8'
>>> plain_text_as_html("ཀ་ཁ།".encode("utf-16-be"), declared="UTF-16BE")[0].decode().endswith("<pre>ཀ་ཁ།</pre></body></html>")
True
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
# UTF-32-LE's BOM starts with UTF-16-LE's: the longer ones are tried first (in this order).
WIDE_CODEC_OF_BOM = {codecs.BOM_UTF32_LE: "utf-32", codecs.BOM_UTF32_BE: "utf-32",
                     codecs.BOM_UTF16_LE: "utf-16", codecs.BOM_UTF16_BE: "utf-16"}


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
    the document's charset parameter, or UTF-8 when its bytes became UTF-8.

    >>> plain_text_page("ཀ་ཁ།".encode("utf-16"), "text/plain")[1], plain_text_page(b"ka", "text/plain; charset=x-tmw")[1]
    ('text/html; charset=utf-8', 'text/html; charset=x-tmw')
    """
    content_type = content_type.strip()
    declared = HEADER_CHARSET_RE.search(content_type)
    page, charset = plain_text_as_html(body, declared.group(1) if declared else None)
    parameters = content_type[len(PLAIN_TEXT_TYPE):] if charset is None else f"; charset={charset}"
    return page, "text/html" + parameters


def plain_text_as_html(body: bytes, declared: str | None = None) -> tuple[bytes, str | None]:
    """(an HTML page whose ``<pre>`` holds the document, the charset of its bytes when it changed).

    ``declared``: the charset the server named, if any. None as the returned charset: the bytes
    are the document's own, in its declared or sniffed charset.
    """
    wide = _wide_codec(body, declared)
    if wide is not None:
        text = body.decode(wide, "replace")
        return PAGE_HEAD + html.escape(text, quote=False).encode("utf-8", "surrogatepass") + PAGE_TAIL, "utf-8"
    if body.startswith(codecs.BOM_UTF8):  # UTF-8 whatever the label (WHATWG Encoding §6 "decode": the BOM wins)
        return PAGE_HEAD + _escaped(body[len(codecs.BOM_UTF8):]) + PAGE_TAIL, "utf-8"
    return PAGE_HEAD + _escaped(body) + PAGE_TAIL, None


def _escaped(body: bytes) -> bytes:
    """``body`` with its markup characters escaped (byte for byte, in any ASCII-compatible charset)."""
    return body.replace(b"&", b"&amp;").replace(b"<", b"&lt;").replace(b">", b"&gt;")


def _wide_codec(body: bytes, declared: str | None) -> str | None:
    """The codec of a UTF-16 or UTF-32 document (its BOM, its declared charset, UTF-16's zero bytes),
    else None."""
    for bom, codec in WIDE_CODEC_OF_BOM.items():
        if body.startswith(bom):
            return codec
    try:
        codec = codecs.lookup(declared).name if declared else ""
    except LookupError:
        codec = ""
    if codec.startswith(("utf-16", "utf-32")):
        return codec
    return looks_utf16(body)
