"""The bytes and headers of the page a command reads: a file, or an http(s) URL fetched with urllib.

URLs are fetched the way a browser or ``curl --compressed`` fetches them. The
request asks for gzip or deflate, and the body is decompressed by its
``Content-Encoding`` (RFC 9110 §8.4). Some servers compress whatever the
request asked, often old PHP sites with output compression switched on. The
decompressed size is capped like the download, so a small compressed bomb
cannot fill memory. Only ``Content-Type`` is passed on, as the crawler passes it.

A plain-text document (a URL answering ``text/plain``, a ``.txt`` file) is read
as the crawler reads it: a page holding one ``<pre>`` (``extract.plain_text``).

A WARC file (``.warc``, ``.warc.gz``: a tsheg crawl's ``warc: true`` archive, or
Heritrix's) holds many pages: :func:`read_pages` gives each 2xx ``response``
record whose type is HTML, XHTML or plain text (or unstated, with HTML markup),
named by its target URI, its body with the transfer and content codings undone
(warcio's reading). Images, scripts, revisits and the rest are skipped.
"""

from __future__ import annotations

import urllib.request
import zlib
from collections.abc import Iterator
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed

from extract.plain_text import PLAIN_TEXT_TYPE, is_html_markup, is_plain_text, plain_text_page

FETCH_TIMEOUT = 30.0  # seconds per URL
MAX_FETCH_BYTES = 64 * 1024 * 1024  # bytes read from one URL at most, before and after decompression
USER_AGENT = "tsheg/0.1 (page tool)"
ACCEPT_ENCODING = "gzip, deflate"
# zlib window bits per Content-Encoding token (zlib.decompressobj): gzip framing, and the zlib framing
# that "deflate" names (RFC 9110 §8.4.1.2).
WBITS_OF_ENCODING = {"gzip": 16 + zlib.MAX_WBITS, "x-gzip": 16 + zlib.MAX_WBITS, "deflate": zlib.MAX_WBITS}
RAW_DEFLATE_WBITS = -zlib.MAX_WBITS  # "deflate" sent without its zlib header (old IIS and others)
PLAIN_TEXT_SUFFIXES = (".txt",)  # file names read as text/plain documents
WARC_SUFFIXES = (".warc", ".warc.gz", ".warc.open", ".warc.gz.open")  # file names read as WARC archives
# Media types of archived responses read as pages (the crawler's choice: HTML, XHTML, plain text).
PAGE_MEDIA_TYPES = ("text/html", "application/xhtml+xml", PLAIN_TEXT_TYPE)
UNSTATED_MEDIA_TYPES = ("", "application/octet-stream")  # read as a page when the body is HTML markup
Page = tuple[str, bytes, dict[str, str]]  # (name: the source, or a WARC record's target URI; body; headers)


def read_pages(source: str, charset: str | None = None) -> Iterator[Page]:
    """Every page of ``source``: the one page of a file or URL, or the pages a WARC file archives.

    Raises ``OSError`` or ``ValueError`` with the reason (a damaged WARC after the pages read before it).
    """
    if is_warc_file(source):
        yield from warc_pages(Path(source))
        return
    body, headers = read_source(source, charset)
    yield source, body, headers


def is_url(source: str) -> bool:
    """Whether ``source`` is an http(s) URL rather than a file name.

    >>> is_url("https://a.org/x.html"), is_url("pages/x.html")
    (True, False)
    """
    return source.startswith(("http://", "https://"))


def is_warc_file(source: str) -> bool:
    """Whether ``source`` names a WARC file (by its name; a URL is always one page).

    >>> is_warc_file("crawl.WARC.gz"), is_warc_file("s-1-00000.warc.gz.open"), is_warc_file("http://a.org/x.warc")
    (True, True, False)
    """
    return source.lower().endswith(WARC_SUFFIXES) and not is_url(source)


def warc_pages(path: Path) -> Iterator[Page]:
    """The pages archived in the WARC file ``path`` (see the module docstring), in file order."""
    with path.open("rb") as stream:
        try:
            for record in ArchiveIterator(stream):
                if record.rec_type != "response" or record.http_headers is None:
                    continue
                status = record.http_headers.get_statuscode()
                if not (status.isdigit() and 200 <= int(status) < 300):
                    continue
                content_type = record.http_headers.get_header("Content-Type") or ""
                media_type = content_type.split(";", 1)[0].strip().lower()
                if media_type not in PAGE_MEDIA_TYPES and media_type not in UNSTATED_MEDIA_TYPES:
                    continue
                body = record.content_stream().read(MAX_FETCH_BYTES)
                if media_type in UNSTATED_MEDIA_TYPES and not is_html_markup(body):
                    continue
                body, headers = as_page(body, {"Content-Type": content_type or "text/html"})
                yield record.rec_headers.get_header("WARC-Target-URI") or str(path), body, headers
        except ArchiveLoadFailed as exc:
            raise ValueError(f"not a readable WARC file: {exc}") from None


def read_source(source: str, charset: str | None = None,
                user_agent: str = USER_AGENT) -> tuple[bytes, dict[str, str]]:
    """The bytes and headers of a file or an http(s) URL (``charset``: announced for a file, as a header).

    Raises ``OSError`` (``urllib.error.URLError`` included) or ``ValueError`` with the reason.
    """
    if is_url(source):
        request = urllib.request.Request(source, headers={"User-Agent": user_agent,
                                                          "Accept-Encoding": ACCEPT_ENCODING})
        with urllib.request.urlopen(request, timeout=FETCH_TIMEOUT) as response:  # noqa: S310 - http(s) only
            body = response.read(MAX_FETCH_BYTES)
            encoding = response.headers.get("Content-Encoding", "")
            headers = {"Content-Type": response.headers.get("Content-Type", "")}
        return as_page(decompressed(body, encoding), headers)
    path = Path(source)
    media_type = PLAIN_TEXT_TYPE if path.suffix.lower() in PLAIN_TEXT_SUFFIXES else "text/html"
    headers = {"Content-Type": f"{media_type}; charset={charset}" if charset else media_type}
    return as_page(path.read_bytes(), headers)


def as_page(body: bytes, headers: dict[str, str]) -> tuple[bytes, dict[str, str]]:
    """The page a command reads: a plain-text document as a page holding one ``<pre>``, else as it is."""
    content_type = headers.get("Content-Type", "")
    if not is_plain_text(body, content_type):
        return body, headers
    page, page_type = plain_text_page(body, content_type)
    return page, {**headers, "Content-Type": page_type}


def decompressed(body: bytes, content_encoding: str) -> bytes:
    """``body`` with its content codings undone (listed in the order applied, so undone last first).

    >>> import gzip
    >>> decompressed(gzip.compress("ཚེག".encode()), "gzip").decode()
    'ཚེག'
    >>> decompressed(zlib.compress(b"page"), "deflate"), decompressed(b"page", "identity")
    (b'page', b'page')
    >>> decompressed(b"page", "br")
    Traceback (most recent call last):
    ...
    ValueError: unsupported Content-Encoding 'br' (gzip and deflate are read)
    """
    codings = [c.strip().lower() for c in content_encoding.split(",") if c.strip()]
    for coding in reversed(codings):
        if coding == "identity":
            continue
        if coding not in WBITS_OF_ENCODING:
            raise ValueError(f"unsupported Content-Encoding {coding!r} (gzip and deflate are read)")
        body = _inflate(body, coding)
    return body


def _inflate(body: bytes, coding: str) -> bytes:
    wbits = WBITS_OF_ENCODING[coding]
    try:
        return _inflate_capped(body, wbits)
    except zlib.error as exc:
        if coding != "deflate":
            raise ValueError(f"damaged {coding} body: {exc}") from None
    try:
        return _inflate_capped(body, RAW_DEFLATE_WBITS)
    except zlib.error as exc:
        raise ValueError(f"damaged deflate body: {exc}") from None


def _inflate_capped(body: bytes, wbits: int) -> bytes:
    inflater = zlib.decompressobj(wbits)
    out = inflater.decompress(body, MAX_FETCH_BYTES)
    if inflater.unconsumed_tail:
        raise ValueError(f"the body decompresses to more than {MAX_FETCH_BYTES} bytes")
    return out
