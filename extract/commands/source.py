"""The bytes and headers of the page a command reads: a file, or an http(s) URL fetched with urllib.

URLs are fetched the way a browser or ``curl --compressed`` fetches them. A
space or a non-ASCII letter in the URL is percent-encoded first (as browsers,
wget and the crawl send it). The request asks for gzip or deflate, and the
body is decompressed by its ``Content-Encoding`` (RFC 9110 §8.4). Some servers
compress whatever the request asked, often old PHP sites with output
compression switched on. The decompressed size is capped like the download, so
a small compressed bomb cannot fill memory. Only ``Content-Type`` is passed on,
as the crawler passes it. An exchange that fails (no HTTP response, a body
that ends early) is a ``ValueError`` naming the reason. A server may stay
silent FETCH_TIMEOUT seconds at most, and a URL may take FETCH_DEADLINE
seconds in all (``deadline``, the commands' ``--max-time``): past it the fetch
is given up, a ``TimeoutError`` naming the deadline (:mod:`extract.commands.deadline`).

A plain-text document (a URL answering ``text/plain``, a ``.txt`` file) is read
as the crawler reads it: a page holding one ``<pre>`` (``extract.plain_text``).
A gzip file (``page.html.gz``, a page saved as its server sent it) is read as
the page it holds, capped like a download. An empty file or body (or a byte order mark alone) is a
``ValueError``.

A WARC file (``.warc``, ``.warc.gz``: a tsheg crawl's ``warc: true`` archive, or
Heritrix's) holds many pages: :func:`read_pages` gives each 2xx ``response``
record whose type is HTML, XHTML or plain text (or unstated, with HTML markup),
named by its target URI, its body with the transfer and content codings undone
(warcio's reading). Images, scripts, revisits and the rest are skipped.
"""

from __future__ import annotations

import http.client
import os
import re
import sys
import urllib.request
import zlib
from collections import Counter
from collections.abc import Iterator
from email.message import Message
from pathlib import Path
from typing import BinaryIO

from w3lib.url import safe_url_string
from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed
from warcio.recordloader import ArcWarcRecord

from extract.commands.deadline import FETCH_DEADLINE, FetchDeadline, opener
from extract.charset import BOMS
from extract.plain_text import PLAIN_TEXT_TYPE, is_html_markup, is_plain_text, plain_text_page

FETCH_TIMEOUT = 30.0  # seconds a URL's server may stay silent (urllib's socket timeout: each connect, each read)
MAX_FETCH_BYTES = 64 * 1024 * 1024  # bytes of one page at most (a URL's before and after decompression, a file,
#                                     a WARC record): a bigger one is refused, never cut
TRUNCATED_STREAM = "the compressed stream ends early (a cut download?)"  # zlib.error of a body cut short
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
# A URL scheme (RFC 3986 §3.1) before "//", or one of the schemes written without it: read as a URL, never a file.
URL_SCHEME_RE = re.compile(r"^([a-z][a-z0-9+.-]*):(?://|(?<=^data:)|(?<=^javascript:)|(?<=^mailto:)|(?<=^about:))",
                           re.IGNORECASE)
CONTENT_LENGTH_RE = re.compile(r"\d+")  # RFC 9110 §8.6: Content-Length = 1*DIGIT
Page = tuple[str, bytes, dict[str, str]]  # (name: the source, or a WARC record's target URI; body; headers)


def display_name(name: str) -> str:
    """A page's name (a file name, a URL, a WARC record's URI) as printed: the bytes of a file name that
    are no text in the file system's encoding (a wget mirror of a GBK site), which ``os.fsdecode`` keeps
    as lone surrogates no UTF-8 output can hold, shown as ``\\xNN`` escapes (``backslashreplace``).

    >>> display_name(os.fsdecode(b"bad\\xff.html")), display_name("བོད་.html")
    ('bad\\\\xff.html', 'བོད་.html')
    """
    try:
        raw = os.fsencode(name)
    except UnicodeEncodeError:   # (not a file name: a lone surrogate of another origin, escaped as it is)
        return name.encode("utf-8", "backslashreplace").decode("utf-8")
    return raw.decode(sys.getfilesystemencoding(), "backslashreplace")


def read_pages(source: str, charset: str | None = None, deadline: float = FETCH_DEADLINE) -> Iterator[Page]:
    """Every page of ``source``: the one page of a file or URL, or the pages a WARC file archives.

    A URL not fetched within ``deadline`` seconds is given up. Raises ``OSError`` or ``ValueError`` with
    the reason (a damaged WARC after the pages read before it).
    """
    if is_warc_file(source):
        yield from warc_pages(Path(source))
        return
    body, headers = read_source(source, charset, deadline=deadline)
    yield source, body, headers


def is_url(source: str) -> bool:
    """Whether ``source`` is an http(s) URL rather than a file name (the scheme in any case, RFC 3986 §3.1).

    >>> is_url("https://a.org/x.html"), is_url("HTTP://a.org/"), is_url("pages/x.html")
    (True, True, False)
    """
    return source[:8].lower().startswith(("http://", "https://"))


def unsupported_scheme(source: str) -> str | None:
    """The scheme of a URL that is not http(s) (``file://``, ``ftp://``, ``data:``...), else None.

    >>> unsupported_scheme("file:///tmp/x.html"), unsupported_scheme("data:text/html,x")
    ('file', 'data')
    >>> unsupported_scheme("https://a.org/"), unsupported_scheme("C:/pages/x.html"), unsupported_scheme("a:b.html")
    (None, None, None)
    """
    match = URL_SCHEME_RE.match(source)
    if match is None or is_url(source) or len(match.group(1)) == 1:  # (C:// is a drive, not a scheme)
        return None
    return match.group(1).lower()


def is_warc_file(source: str) -> bool:
    """Whether ``source`` names a WARC file (by its name; a URL is always one page).

    >>> is_warc_file("crawl.WARC.gz"), is_warc_file("s-1-00000.warc.gz.open"), is_warc_file("http://a.org/x.warc")
    (True, True, False)
    """
    return source.lower().endswith(WARC_SUFFIXES) and not is_url(source) and unsupported_scheme(source) is None


# What a WARC file starts with (ISO 28500 §4: the version line of its first record) or, for the
# ARC files warcio also reads, the filedesc header; after gzip's magic, inside the first member.
WARC_STARTS = (b"WARC/", b"filedesc://")
GZIP_MAGIC = b"\x1f\x8b"
WARC_HEAD_BYTES = 4096  # bytes of the file read to check its start


def warc_pages(path: Path) -> Iterator[Page]:
    """The pages archived in the WARC file ``path`` (see the module docstring), in file order.

    A file that starts with no WARC record, or a record cut short (a copy or download
    that stopped), is a ``ValueError``; the pages read before it have been given. So
    is a file that archives no page, saying what it holds instead (the revisit
    records of an unchanged re-crawl point to pages archived in an earlier file).
    """
    with path.open("rb") as stream:
        _check_warc_start(stream.read(WARC_HEAD_BYTES))
        stream.seek(0)
        records = ArchiveIterator(stream)
        previous = None
        pages = 0
        skipped: Counter[str] = Counter()
        while (record := _next_record(records)) is not None:
            if previous is not None:  # (the iterator has read it to its end, or the file ended inside it)
                _check_record_complete(previous)
            page = _archived_page(record, path)
            if page is not None:
                pages += 1
                yield page
            else:
                skipped[record.rec_type] += 1
            previous = record
        if previous is not None:
            _check_record_complete(previous)
        stream.seek(records.offset)  # (where a next record would start: warcio drops a header block cut short)
        if stream.read(WARC_HEAD_BYTES).strip():
            raise ValueError("damaged WARC file: the last record's header block ends early (a cut file?)")
    if not pages:
        raise ValueError(f"no page archived in it ({_record_counts(skipped)})")


def _record_counts(counts: Counter[str]) -> str:
    """What a WARC file holds instead of pages, in words.

    >>> _record_counts(Counter({"revisit": 3, "warcinfo": 1})), _record_counts(Counter())
    ('3 revisit records: their pages are archived in an earlier WARC file of the crawl; 1 warcinfo record', 'no record')
    """
    if not counts:
        return "no record"
    parts = []
    for kind, count in counts.most_common():
        part = f"{count} {kind} record{'s' if count != 1 else ''}"
        if kind == "revisit":
            part += ": their pages are archived in an earlier WARC file of the crawl"
        parts.append(part)
    return "; ".join(parts)


def _next_record(records: ArchiveIterator) -> ArcWarcRecord | None:
    """The next record of a WARC file, None at its end; ``ValueError`` when warcio cannot read it."""
    try:
        return next(records)
    except StopIteration:
        return None
    except ArchiveLoadFailed as exc:
        raise ValueError(f"not a readable WARC file: {exc}") from None
    except AttributeError:  # (warcio on a header block cut before the record's URI: reads None as one)
        raise ValueError("damaged WARC file: a record's header block ends early (a cut file?)") from None


def _archived_page(record: ArcWarcRecord, path: Path) -> Page | None:
    """The page a WARC record archives: a 2xx response of a page media type (see the module docstring)."""
    if record.rec_type != "response" or record.http_headers is None:
        return None
    status = record.http_headers.get_statuscode()
    if not (status.isdigit() and 200 <= int(status) < 300):
        return None
    content_type = record.http_headers.get_header("Content-Type") or ""
    media_type = content_type.split(";", 1)[0].strip().lower()
    if media_type not in PAGE_MEDIA_TYPES and media_type not in UNSTATED_MEDIA_TYPES:
        return None
    uri = record.rec_headers.get_header("WARC-Target-URI") or str(path)
    body = _read_capped(record.content_stream(), f"the record of {uri}")
    _check_record_complete(record)
    if media_type in UNSTATED_MEDIA_TYPES and not is_html_markup(body):
        return None
    body, headers = as_page(body, {"Content-Type": content_type or "text/html"})
    return uri, body, headers


def _check_record_complete(record: ArcWarcRecord) -> None:
    """Raise ``ValueError`` when the file ended inside ``record``: in its header block (no type or no
    length read: WARC's Content-Length, ARC's length), or in its content (fewer bytes than that length)."""
    length = record.rec_headers.get_header("Content-Length") or record.rec_headers.get_header("length")
    if record.rec_type is None or length is None or getattr(record.raw_stream, "limit", 0):
        uri = record.rec_headers.get_header("WARC-Target-URI")
        raise ValueError(f"damaged WARC file: {f'the record of {uri}' if uri else 'a record'} ends early (a cut file?)")


def _check_warc_start(head: bytes) -> None:
    """Raise ``ValueError`` unless ``head`` (a file's first bytes) starts a WARC (or ARC) file.

    >>> _check_warc_start(b"WARC/1.1 ...")
    >>> _check_warc_start(b"<html><head>")
    Traceback (most recent call last):
    ...
    ValueError: not a WARC file: it does not start with a WARC record ('WARC/1.x')
    """
    if not head:
        raise ValueError("an empty file: no WARC records")
    if head.startswith(GZIP_MAGIC):
        try:
            head = zlib.decompressobj(WBITS_OF_ENCODING["gzip"]).decompress(head, len(WARC_STARTS[1]))
        except zlib.error as exc:
            raise ValueError(f"not a WARC file: damaged gzip ({exc})") from None
    if not head.startswith(WARC_STARTS):
        raise ValueError("not a WARC file: it does not start with a WARC record ('WARC/1.x')")


def read_source(source: str, charset: str | None = None, user_agent: str = USER_AGENT,
                deadline: float = FETCH_DEADLINE) -> tuple[bytes, dict[str, str]]:
    """The bytes and headers of a file or an http(s) URL (``charset``: announced for a file, as a header).

    A URL not fetched within ``deadline`` seconds is given up (``TimeoutError``).
    Raises ``OSError`` (``urllib.error.URLError`` and ``TimeoutError`` included) or ``ValueError`` with the reason.
    """
    if is_url(source):
        body, headers = fetch(source, user_agent, deadline)
        check_not_empty(body, "the body")
        return as_page(body, headers)
    scheme = unsupported_scheme(source)
    if scheme is not None:
        raise ValueError(f"unsupported URL scheme {scheme!r} (http and https URLs are fetched; "
                         "give a local file by its path)")
    path = Path(source)
    with path.open("rb") as stream:
        body = _read_capped(stream, "the file")
    if body.startswith(GZIP_MAGIC):   # a page saved as it came (wget's .html.gz, a cache file)
        body = decompressed(body, "gzip")
        path = path.with_suffix("") if path.suffix.lower() == ".gz" else path
    check_not_empty(body, "the file")
    media_type = PLAIN_TEXT_TYPE if path.suffix.lower() in PLAIN_TEXT_SUFFIXES else "text/html"
    headers = {"Content-Type": f"{media_type}; charset={charset}" if charset else media_type}
    return as_page(body, headers)


def check_not_empty(body: bytes, what: str) -> None:
    """Raise ``ValueError`` when ``body`` holds no character: no byte, or a byte order mark alone (a page
    saved by an editor that wrote nothing else). A byte order mark alone, and an empty body fetched from a URL,
    printed no text and exited 0, as a page would; an empty file was refused already.

    >>> check_not_empty(b"\\xef\\xbb\\xbf", "the file")
    Traceback (most recent call last):
    ...
    ValueError: the file is empty (a byte order mark and nothing else)
    >>> check_not_empty(b"\\xef\\xbb\\xbf<p>", "the file")
    """
    if not body:
        raise ValueError(f"{what} is empty")
    if any(body == bom for bom, _codec in BOMS):
        raise ValueError(f"{what} is empty (a byte order mark and nothing else)")


def fetch(source: str, user_agent: str, deadline: float) -> tuple[bytes, dict[str, str]]:
    """The decompressed body and the headers of the http(s) URL ``source``, fetched within ``deadline`` seconds."""
    # A space or a non-ASCII letter in the URL is percent-encoded (an IDN host in IDNA) as browsers,
    # wget and the crawl (Scrapy's requests) send it; urllib alone refuses it.
    try:
        url = safe_url_string(source)
    except ValueError as exc:
        raise ValueError(f"invalid URL: {exc}") from None
    request = urllib.request.Request(url, headers={"User-Agent": user_agent, "Accept-Encoding": ACCEPT_ENCODING})
    watch = FetchDeadline(deadline)
    try:
        with watch.running(), opener(watch).open(request, timeout=FETCH_TIMEOUT) as response:
            body = _read_capped(response, "the body")
            _check_content_length(body, response.headers)
            encoding = response.headers.get("Content-Encoding", "")
            headers = {"Content-Type": response.headers.get("Content-Type", "")}
    except (OSError, http.client.HTTPException, ValueError) as exc:
        if watch.expired:   # (whatever the cut connection made http.client say)
            raise _past_deadline(deadline) from None
        if isinstance(exc, http.client.HTTPException) and not isinstance(exc, OSError):
            raise ValueError(http_failure(exc)) from None
        raise   # (RemoteDisconnected and the OSErrors say what happened)
    if watch.expired:   # (a body without a length ends where the connection was cut)
        raise _past_deadline(deadline)
    return decompressed(body, encoding), headers


def _past_deadline(deadline: float) -> TimeoutError:
    return TimeoutError(f"no complete answer within {deadline:g} s (the deadline of a whole fetch)")


def _read_capped(stream: BinaryIO, what: str) -> bytes:
    """Up to MAX_FETCH_BYTES of ``stream``; more is an error (a page is never silently cut)."""
    body = stream.read(MAX_FETCH_BYTES + 1)
    if len(body) > MAX_FETCH_BYTES:
        raise ValueError(f"{what} is larger than {MAX_FETCH_BYTES} bytes")
    return body


def http_failure(exc: http.client.HTTPException) -> str:
    """The reason an HTTP exchange failed, for a user (http.client's own messages name no cause).

    >>> http_failure(http.client.IncompleteRead(b"<p>half", 924))
    'the body ends early (a cut download?): 7 bytes read, 924 more expected'
    >>> http_failure(http.client.BadStatusLine("GARBAGE\\r\\n"))
    "not an HTTP response: status line 'GARBAGE'"
    >>> http_failure(http.client.InvalidURL("nonnumeric port: 'x'"))
    "invalid URL: nonnumeric port: 'x'"
    """
    if isinstance(exc, http.client.IncompleteRead):
        more = f", {exc.expected} more expected" if exc.expected is not None else ""
        return f"the body ends early (a cut download?): {len(exc.partial)} bytes read{more}"
    if isinstance(exc, http.client.BadStatusLine):
        return f"not an HTTP response: status line {str(exc.line).strip()!r}"
    if isinstance(exc, http.client.InvalidURL):
        return f"invalid URL: {exc}"
    return f"not a valid HTTP response: {exc or type(exc).__name__}"


def _check_content_length(body: bytes, headers: Message) -> None:
    """Raise ``ValueError`` when ``body`` is shorter than the ``Content-Length`` its response announced.

    Content-Length counts the bytes as sent, content coding included (RFC 9110 §8.6), so the body is
    compared before it is decompressed. Under ``Transfer-Encoding`` Content-Length is ignored
    (RFC 9112 §6.3: the chunked coding frames the body; http.client reports a cut one), and so is a
    value that is no single number (http.client then reads to the end of the connection).

    >>> from email.message import Message
    >>> announced = Message()
    >>> announced["Content-Length"] = "1848"
    >>> _check_content_length(b"x" * 924, announced)
    Traceback (most recent call last):
    ...
    ValueError: the body ends early (a cut download?): 924 of the 1848 bytes its Content-Length announces
    >>> _check_content_length(b"x" * 1848, announced)
    """
    length = headers.get("Content-Length", "").strip()
    if headers.get("Transfer-Encoding") or not CONTENT_LENGTH_RE.fullmatch(length):
        return
    if len(body) < int(length):
        raise ValueError(f"the body ends early (a cut download?): {len(body)} of the {int(length)} bytes "
                         "its Content-Length announces")


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
    if not body:  # (an empty body under a coding header: empty, as browsers, curl and Scrapy read it)
        return body
    wbits = WBITS_OF_ENCODING[coding]
    try:
        return _inflate_capped(body, wbits)
    except zlib.error as exc:
        if coding != "deflate" or str(exc) == TRUNCATED_STREAM:
            raise ValueError(f"damaged {coding} body: {exc}") from None
    try:
        return _inflate_capped(body, RAW_DEFLATE_WBITS)
    except zlib.error as exc:
        raise ValueError(f"damaged deflate body: {exc}") from None


def _inflate_capped(body: bytes, wbits: int) -> bytes:
    """``body`` decompressed, up to MAX_FETCH_BYTES; a stream that stops before its end raises ``zlib.error``.

    >>> _inflate_capped(zlib.compress(b"page" * 100)[:-8], zlib.MAX_WBITS)
    Traceback (most recent call last):
    ...
    zlib.error: the compressed stream ends early (a cut download?)
    """
    inflater = zlib.decompressobj(wbits)
    out = inflater.decompress(body, MAX_FETCH_BYTES)
    if inflater.unconsumed_tail:
        raise ValueError(f"the body decompresses to more than {MAX_FETCH_BYTES} bytes")
    if not inflater.eof:
        raise zlib.error(TRUNCATED_STREAM)
    return out
