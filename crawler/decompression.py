"""Bodies whose content coding does not decode: one failure with a name a person reads, ``decompression``.

Scrapy's ``HttpCompressionMiddleware`` undoes a response's ``Content-Encoding``
(gzip, deflate, and br and zstd when their decoders are installed; RFC 9110
§8.4.1). A body that is not what its coding says (a plain page labelled gzip,
one gzipped twice and labelled once, a deflate stream a proxy mangled) fails in
the decoder with that library's own exception: ``zlib.error``,
``gzip.BadGzipFile``, ``EOFError``, ``struct.error``, ``brotli.error``, zstd's
``ZstdError``. The crawl summary counted failures by their exception's class
name, so such pages showed as ``errors: error 3, BadGzipFile 1, ZstdError 1``,
and nothing said a body had failed to decompress.

:class:`DecompressionMiddleware` (in Scrapy's place, crawler/settings.py) is
Scrapy's middleware whose decoding failures are one :class:`DecompressionError`
naming the coding and the decoder's message, counted as ``decompression``
(``tsheg/errors/decompression``, or on the sitemaps line for a sitemap); the
spider logs the first per host with its URL. A body that unpacks past
``DOWNLOAD_MAXSIZE`` is Scrapy's ``IgnoreRequest`` as before
(``DecompressionMaxSizeExceeded``).

A response whose status is no 2xx (a 503 or 429 page, a 404, a redirect Scrapy's redirect middleware did not
follow) and whose body does not decode is no failure: its body is dropped and it is handed on, so that its status
decides as for a readable body (a 5xx or 429 is retried per ``RETRY_TIMES``, a 4xx is an HTTP error, a 4xx
robots.txt means no rules). Raised here, before Scrapy's retry middleware (after this one in the response chain)
saw the status, such a 503 was never asked again, and a 4xx robots.txt left its host unreachable. Each such body
is counted once, ``tsheg/decompression/not_pages``, and never read as a page. A redirect Scrapy's redirect
middleware follows never reaches this middleware (the redirect middleware, 600, comes first in the response chain),
so its body was never looked at and went uncounted: :class:`RedirectBodyMiddleware`, in front of the redirect
readers, tries it (decoded to ``REDIRECT_BODY_MAX_BYTES`` at most) and counts and drops one that does not decode,
the redirect followed as before.

A page whose compressed stream ends before its end is such a failure too
(:func:`ends_early`): Scrapy's decoders hand over what came without a word
(gzip and deflate the text up to the cut, brotli part of it, zstd its whole
64 KiB pieces before the cut: nothing of a page under 64 KiB), so a page cut by
a server that closed the connection early (no ``Content-Length``, the only sign
the gzip stream itself) was stored cut, over the whole text an earlier run had
stored. A 2xx page is checked (a redirect or error page's body is never
stored), not robots.txt (read up to 500 KiB on purpose, crawler/robots.py) nor
a sitemap (what came lists URLs all the same), as ``tsheg extract`` refuses a
cut download (extract/commands/source.py).

The end is the end of the compressed data, as Scrapy's decoders and browsers
read it: a gzip trailer (RFC 1952 §2.2: CRC-32 and length) cut short or wrong,
or a zlib one (RFC 1950 §2.2: ADLER-32) cut short, is no matter, the page is
whole to them, and the trailers are not read. Bytes after a whole gzip member
that start no other that decodes (padding, junk that begins ``1f 8b``, a lone
member header) are left alone, as Scrapy's gunzip leaves them; a member that
starts (its header and some deflate data) and stops early is a cut. After a
Zstandard frame anything that begins with a frame's magic number is read as a
frame: Scrapy's zstd reader gives nothing of the page, or only its whole 64 KiB
pieces, when that one is cut.
"""

from __future__ import annotations

import gzip
import logging
import struct
import sys
import zlib
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

from scrapy import Request
from scrapy.downloadermiddlewares.httpcompression import HttpCompressionMiddleware
from scrapy.http import Response
from scrapy.utils.gz import gunzip

from crawler.middlewares import CRAWL_FILE_META, SITE_META
from crawler.redirects import redirect_target
from crawler.summary import UNDECODED_NOT_PAGES

logger = logging.getLogger(__name__)

# What Scrapy's gzip and deflate decoders raise on a body that is not so coded (scrapy.utils.gz.gunzip,
# scrapy.utils._compression._inflate: zlib's error, gzip's BadGzipFile and EOFError, and the struct.error a cut
# gzip trailer gives).
DECODER_ERRORS: tuple[type[BaseException], ...] = (EOFError, gzip.BadGzipFile, struct.error, zlib.error)
# The modules of the optional decoders' own errors (brotli, and zstd as Scrapy imports it: compression.zstd on
# Python 3.14+, backports.zstd before, or zstandard): the classes are not importable when the decoder is not.
DECODER_MODULES = frozenset({"brotli", "_brotli", "brotlicffi", "compression.zstd", "_zstd", "backports.zstd",
                             "backports.zstd._zstd", "zstandard", "zstandard.backend_c"})

CHUNK_BYTES = 64 * 1024   # bytes of output one decoder step may make while a stream's end is looked for
GZIP_MAGIC = b"\x1f\x8b"   # RFC 1952 §2.3.1: a gzip member's first two bytes
GZIP_HEADER_BYTES = 10   # RFC 1952 §2.3: ID1 ID2 CM FLG MTIME(4) XFL OS, before the fields FLG names
GZIP_TRAILER_BYTES = 8   # RFC 1952 §2.3: CRC32 and ISIZE, after a member's deflate data
# RFC 1952 §2.3.1 FLG bits of the optional header fields: FHCRC (a 2-byte CRC16), FEXTRA (2-byte length, then
# that many bytes), FNAME and FCOMMENT (zero-terminated)
FHCRC, FEXTRA, FNAME, FCOMMENT = 0x02, 0x04, 0x08, 0x10
DEFLATE_METHOD = 8   # CM of RFC 1952 §2.3.1 and RFC 1950 §2.2: deflate, the one method either defines
ZLIB_HEADER_BYTES = 2   # RFC 1950 §2.2: CMF and FLG, before the deflate data (ADLER32 after it)
ZLIB_MAX_CINFO = 7   # RFC 1950 §2.2: CINFO, log2 of the window size less 8, is at most 7 (a 32 KiB window)
ZLIB_FDICT = 0x20   # RFC 1950 §2.2: the FLG bit of a preset dictionary (which Scrapy's decoder cannot read)
ZLIB_FCHECK_MODULUS = 31   # RFC 1950 §2.2: CMF * 256 + FLG is a multiple of 31
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"   # RFC 8878 §3.1.1: a Zstandard frame's first four bytes
CUT_SHORT = "the compressed stream ends before its end (a cut download?)"   # the decoder's message for ends_early
UNDECODED_FLAG = "undecodable body dropped"   # the flag of a response whose body did not decode (without_body)
SUCCESS_STATUSES = range(200, 300)   # RFC 9110 §15.3: the 2xx statuses, whose body is the page asked for
STOPPED_FLAG = "download_stopped"   # Scrapy's flag of a response whose download was stopped on purpose (StopDownload)
# Bytes a redirect's body is decoded to at most to learn whether it decodes (RedirectBodyMiddleware): a redirect's
# body is a line of HTML or none; one unpacking past this decodes (a bomb is not unpacked whole for a look).
REDIRECT_BODY_MAX_BYTES = 1024 * 1024


def _optional_decoder(*names: str) -> ModuleType | None:
    """The first of the modules ``names`` that imports (the optional br and zstd decoders), else None."""
    for name in names:
        try:
            return __import__(name, fromlist=["_"])
        except ImportError:
            continue
    return None


brotli = _optional_decoder("brotli", "brotlicffi")
# zstd as Scrapy imports it: the standard library's from Python 3.14 on, else the backport
zstd = _optional_decoder("compression.zstd" if sys.version_info >= (3, 14) else "backports.zstd")


class DecompressionError(Exception):
    """A response body that does not decode as its ``Content-Encoding`` says."""

    error_kind = "decompression"   # its name in the crawl summary (tsheg/errors/<kind>, the sitemaps line)

    def __init__(self, coding: str, cause: BaseException, status: int | None = None) -> None:
        detail = f"{error_name(cause)}: {cause}" if str(cause) else error_name(cause)
        super().__init__(f"the body does not decode as its Content-Encoding {coding} says ({detail})")
        self.coding = coding
        self.status = status   # the HTTP status of the response whose body it is (None: not told)


def error_name(error: BaseException) -> str:
    """The name of ``error``'s class as a person finds it: with its module unless it is a built-in one.

    >>> error_name(zlib.error("x")), error_name(EOFError()), error_name(gzip.BadGzipFile())
    ('zlib.error', 'EOFError', 'gzip.BadGzipFile')
    """
    kind = type(error)
    return kind.__qualname__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"


def is_decoder_error(error: BaseException) -> bool:
    """Whether ``error`` is what a content decoder raises on a body not coded as its header says.

    >>> is_decoder_error(zlib.error("Error -3 while decompressing data")), is_decoder_error(KeyError("x"))
    (True, False)
    """
    return isinstance(error, DECODER_ERRORS) or type(error).__module__ in DECODER_MODULES


def gzip_header_length(data: bytes) -> int | None:
    """The length of the whole gzip member header at the start of ``data`` (RFC 1952 §2.3: ten bytes, then the
    optional fields its FLG byte names), else None: ``data`` starts no header, or not all of one.

    >>> member = gzip.compress(b"<p>x</p>")
    >>> gzip_header_length(member), gzip_header_length(member[:10]), gzip_header_length(b"\\x1f\\x8bjunk")
    (10, 10, None)
    """
    if len(data) < GZIP_HEADER_BYTES or not data.startswith(GZIP_MAGIC) or data[2] != DEFLATE_METHOD:
        return None
    flags, end = data[3], GZIP_HEADER_BYTES
    if flags & FEXTRA:
        end += 2 + int.from_bytes(data[end:end + 2], "little")
    for field in (FNAME, FCOMMENT):
        if flags & field:
            end = data.find(b"\0", end) + 1   # (0: no zero byte ends it)
            if not end:
                return None
    if flags & FHCRC:
        end += 2
    return end if end <= len(data) else None


def _raw_deflate_ends(data: bytes) -> tuple[bool, bytes]:
    """Whether the raw deflate stream (RFC 1951) at the start of ``data`` reaches its last block, and the bytes
    after it; the output is made a chunk at a time and dropped. Raises ``zlib.error`` where ``data`` is none."""
    inflater = zlib.decompressobj(-zlib.MAX_WBITS)
    inflater.decompress(data, CHUNK_BYTES)
    while not inflater.eof and (inflater.unconsumed_tail or inflater.decompress(b"", CHUNK_BYTES)):
        inflater.decompress(inflater.unconsumed_tail, CHUNK_BYTES)
    return inflater.eof, inflater.unused_data


def _gzip_member(body: bytes) -> tuple[bool, bytes] | None:
    """The gzip member at the start of ``body``: whether its deflate data reaches its end, and the bytes after its
    trailer (a trailer cut short or wrong is no matter: the module docstring); None when ``body`` starts no
    member that decodes (no whole header, a header alone, deflate data that is none)."""
    start = gzip_header_length(body)
    if start is None or start == len(body):
        return None
    try:
        ended, after = _raw_deflate_ends(body[start:])
    except zlib.error:
        return None
    return ended, after[GZIP_TRAILER_BYTES:]


def _members_end(body: bytes, member: Callable[[bytes], tuple[bool, bytes] | None]) -> bool:
    """Whether every member (frame) of a stream of concatenated members, each read by ``member``, reaches its end;
    the bytes after the last that start no other (``member`` says None) are left alone."""
    rest = body
    while (found := member(rest)) is not None:
        ended, rest = found
        if not ended:
            return False
    return True


def is_zlib_header(data: bytes) -> bool:
    """Whether ``data`` starts with a zlib header (RFC 1950 §2.2) of a stream Scrapy reads: deflate, a window of
    at most 32 KiB, the check bits right, no preset dictionary.

    >>> is_zlib_header(zlib.compress(b"x")), is_zlib_header(b"<p")
    (True, False)
    """
    return (len(data) >= ZLIB_HEADER_BYTES and data[0] & 0x0F == DEFLATE_METHOD and data[0] >> 4 <= ZLIB_MAX_CINFO
            and int.from_bytes(data[:ZLIB_HEADER_BYTES], "big") % ZLIB_FCHECK_MODULUS == 0
            and not data[1] & ZLIB_FDICT)


def _deflate_ends(body: bytes) -> bool:
    """Whether a deflate body's stream reaches its end: zlib-wrapped (RFC 9110 §8.4.1.2), its ADLER32 trailer not
    read, or raw deflate as some servers send it (Scrapy reads both, the zlib stream first)."""
    if is_zlib_header(body):
        try:
            return _raw_deflate_ends(body[ZLIB_HEADER_BYTES:])[0]
        except zlib.error:
            pass   # (no zlib stream after all: raw deflate, as Scrapy reads it then)
    return _raw_deflate_ends(body)[0]


def _brotli_ends(body: bytes) -> bool:
    decoder = brotli.Decompressor()   # type: ignore[union-attr]
    decoder.process(body, output_buffer_limit=CHUNK_BYTES)
    while not decoder.is_finished() and decoder.process(b"", output_buffer_limit=CHUNK_BYTES):
        pass
    return bool(decoder.is_finished())


def _zstd_frame_ends(body: bytes) -> tuple[bool, bytes]:
    decoder = zstd.ZstdDecompressor()   # type: ignore[union-attr]
    decoder.decompress(body, CHUNK_BYTES)
    while not decoder.eof and not decoder.needs_input:
        decoder.decompress(b"", CHUNK_BYTES)
    return decoder.eof, decoder.unused_data


def _zstd_frame(body: bytes) -> tuple[bool, bytes] | None:
    """The Zstandard frame at the start of ``body``: whether it reaches its end, and the bytes after it; None when
    ``body`` does not start with a frame's magic number."""
    return _zstd_frame_ends(body) if body.startswith(ZSTD_MAGIC) else None


# Content coding -> whether a body so coded (and decoded by Scrapy already) reaches the end of its stream.
STREAM_ENDS: dict[str, Callable[[bytes], bool]] = {
    "gzip": lambda body: _members_end(body, _gzip_member),
    "deflate": _deflate_ends,
}
STREAM_ENDS["x-gzip"] = STREAM_ENDS["gzip"]
if brotli is not None:
    STREAM_ENDS["br"] = _brotli_ends
if zstd is not None:
    STREAM_ENDS["zstd"] = lambda body: _members_end(body, _zstd_frame)


class PastLookLimit(ValueError):
    """A body decoded past the bytes a look decodes (``REDIRECT_BODY_MAX_BYTES``): it decodes so far, which is all a
    look asks (a ValueError, as Scrapy's own size check raises)."""


def _bounded(chunks: Iterator[bytes], max_bytes: int) -> bytes:
    """The ``chunks`` a decoder gives, joined, up to ``max_bytes`` (:class:`PastLookLimit` past them)."""
    out = bytearray()
    for chunk in chunks:
        out += chunk
        if len(out) > max_bytes:
            raise PastLookLimit(f"decoded past {max_bytes} bytes")
    return bytes(out)


def _zlib_chunks(decoder: Any, data: bytes) -> Iterator[bytes]:
    """A zlib decoder's output of ``data``, ``CHUNK_BYTES`` at a time, to the stream's end or the input's (as Scrapy's
    ``_inflate`` reads it: what follows the stream's end is no part of it)."""
    yield decoder.decompress(data, CHUNK_BYTES)
    while decoder.unconsumed_tail and not decoder.eof:
        yield decoder.decompress(decoder.unconsumed_tail, CHUNK_BYTES)


def _zstd_chunks(body: bytes) -> Iterator[bytes]:
    """A Zstandard body's output, ``CHUNK_BYTES`` at a time, its frames one after another (as Scrapy's ``ZstdFile``
    reading gives them; a frame cut short ends the output, as there)."""
    while body:
        decoder = zstd.ZstdDecompressor()   # type: ignore[union-attr]
        yield decoder.decompress(body, CHUNK_BYTES)
        while not decoder.eof and not decoder.needs_input:
            yield decoder.decompress(b"", CHUNK_BYTES)
        if not decoder.eof:
            return
        body = decoder.unused_data


def _inflated(body: bytes, max_bytes: int) -> bytes:
    """``deflate`` undone as Scrapy reads it: a zlib stream (RFC 1950), else raw deflate (RFC 1951, which some
    Microsoft servers send)."""
    try:
        return _bounded(_zlib_chunks(zlib.decompressobj(), body), max_bytes)
    except zlib.error:
        return _bounded(_zlib_chunks(zlib.decompressobj(wbits=-zlib.MAX_WBITS), body), max_bytes)


def _brotli_chunks(body: bytes) -> Iterator[bytes]:
    """A Brotli body's output (RFC 7932), ``CHUNK_BYTES`` at a time, to the stream's end or the input's (as Scrapy's
    ``_unbrotli`` reads it, in output buffers of a bounded size)."""
    decoder = brotli.Decompressor()   # type: ignore[union-attr]
    yield decoder.process(body, output_buffer_limit=CHUNK_BYTES)
    while not decoder.is_finished() and (chunk := decoder.process(b"", output_buffer_limit=CHUNK_BYTES)):
        yield chunk


# Content coding (as a Content-Encoding value, lower case) -> its decoder to at most a number of bytes, as Scrapy's
# HttpCompressionMiddleware decodes it (RFC 9110 §8.4.1: gzip and its x-gzip alias, deflate; br and zstd when
# their modules are installed): gunzip is Scrapy's public scrapy.utils.gz.gunzip, the others this module's own.
LOOK_DECODERS: dict[bytes, Callable[[bytes, int], bytes]] = {
    b"gzip": lambda body, max_bytes: gunzip(body, max_size=max_bytes),
    b"deflate": _inflated,
}
LOOK_DECODERS[b"x-gzip"] = LOOK_DECODERS[b"gzip"]
if brotli is not None:
    LOOK_DECODERS[b"br"] = lambda body, max_bytes: _bounded(_brotli_chunks(body), max_bytes)
if zstd is not None:
    LOOK_DECODERS[b"zstd"] = lambda body, max_bytes: _bounded(_zstd_chunks(body), max_bytes)


def decoded_content(body: bytes, content_encoding: list[bytes], max_bytes: int) -> bytes:
    """``body`` with the codings of its ``Content-Encoding`` values undone, the last applied first (RFC 9110 §8.4: they
    are listed in the order applied), each to ``max_bytes`` at most (:class:`PastLookLimit`, or Scrapy's size error,
    past them); a coding no decoder reads stops it there, as Scrapy's middleware leaves it and those before it. A
    body that is not what a coding says raises that decoder's error (:func:`is_decoder_error`).

    >>> page = "ཞིང་པ།".encode()
    >>> decoded_content(gzip.compress(zlib.compress(page)), [b"deflate, gzip"], 1024) == page
    True
    >>> decoded_content(b"abc", [b"compress"], 1024)
    b'abc'
    """
    codings = [coding.strip().lower() for value in content_encoding for coding in value.split(b",")]
    for coding in reversed(codings):
        decoder = LOOK_DECODERS.get(coding)
        if decoder is None:
            break
        body = decoder(body, max_bytes)
    return body


def ends_early(body: bytes, coding: str) -> bool:
    """Whether ``body``, which Scrapy decoded as ``coding`` without an error, stops before its compressed stream
    does (a cut transfer: Scrapy's decoders then give what came, or nothing, silently). An empty body is none
    (a 204 or 304 with a coding header), nor a coding this crawl does not decode.

    >>> page = "<p>ཞིང་པ་ཚོས་ཞིང་ཁར་ལས་ཀ་བྱེད།</p>".encode() * 50
    >>> ends_early(gzip.compress(page), "gzip"), ends_early(gzip.compress(page)[:-20], "gzip")
    (False, True)
    >>> ends_early(zlib.compress(page)[:-9], "deflate"), ends_early(b"", "gzip"), ends_early(b"abc", "compress")
    (True, False, False)
    """
    check = STREAM_ENDS.get(coding.strip().lower())
    return bool(body) and check is not None and not check(body)


def content_coding(response: Response) -> str:
    """The response's ``Content-Encoding`` as sent (its values joined), e.g. ``gzip`` or ``br, gzip``."""
    return ", ".join(value.decode("latin-1").strip() for value in response.headers.getlist(b"Content-Encoding"))


def is_success(status: int) -> bool:
    """Whether ``status`` is a 2xx (RFC 9110 §15.3): an answer whose body is what was asked for.

    >>> [is_success(status) for status in (200, 204, 304, 404, 503)]
    [True, True, False, False, False]
    """
    return SUCCESS_STATUSES.start <= status < SUCCESS_STATUSES.stop


def without_body(response: Response) -> Response:
    """``response`` with its undecodable body dropped: no body, no ``Content-Encoding`` (as Scrapy leaves a decoded
    response), flagged ``UNDECODED_FLAG`` (Scrapy's log of the response shows it)."""
    headers = response.headers.copy()
    headers.pop(b"Content-Encoding", None)
    return response.replace(body=b"", headers=headers, flags=[*response.flags, UNDECODED_FLAG])


class DecompressionMiddleware(HttpCompressionMiddleware):
    """Scrapy's ``HttpCompressionMiddleware``, a decoder's failure raised as :class:`DecompressionError`; of a
    response whose status is no 2xx, the body is dropped instead (:meth:`_status_decides`)."""

    def process_response(self, request: Request, response: Response) -> Request | Response:  # type: ignore[override]
        coding = content_coding(response)
        try:
            decoded = super().process_response(request, response)
            cut = decoded is not response and self._checks_the_end(request, response) and ends_early(
                response.body, coding.rsplit(",", 1)[-1])
        except Exception as error:
            if not is_decoder_error(error):
                raise
            if not is_success(response.status):
                return self._status_decides(response, DecompressionError(coding, error, response.status))
            raise DecompressionError(coding, error, response.status) from error
        if cut:
            raise DecompressionError(coding, EOFError(CUT_SHORT), response.status)
        return decoded

    def _status_decides(self, response: Response, error: DecompressionError) -> Response:
        """A response of a redirect or error status whose body does not decode, handed on without its body, so its
        status decides as for a readable one: a 5xx or 429 is retried (Scrapy's retry middleware, after this one
        in the response chain), a 4xx is an HTTP error, a 4xx robots.txt no rules (RFC 9309 §2.3.1.3). Raising
        here, before the retry middleware saw the status, lost a 503 page for good. Such a body is no page's: it
        is counted once, ``UNDECODED_NOT_PAGES`` (not among the errors: the status is, if it stays one)."""
        self.stats.inc_value(UNDECODED_NOT_PAGES)
        logger.debug("the body of %s (HTTP %d) is dropped: %s", response.url, response.status, error)
        return without_body(response)

    @staticmethod
    def _checks_the_end(request: Request, response: Response) -> bool:
        """Whether a decoded response must hold its whole compressed stream: a 2xx answer to a request of a
        site's page (the module docstring: not robots.txt, which names no site, nor a sitemap), not one whose
        download was stopped on purpose."""
        meta = request.meta
        return (200 <= response.status < 300 and bool(meta.get(SITE_META)) and not meta.get(CRAWL_FILE_META)
                and STOPPED_FLAG not in response.flags)


class RedirectBodyMiddleware(DecompressionMiddleware):
    """A redirect the redirect middlewares follow (Scrapy's, or the cookie check asking again), whose body does
    not decode as its ``Content-Encoding`` says: counted once, ``UNDECODED_NOT_PAGES``, as the error statuses
    whose body does not decode are (:meth:`DecompressionMiddleware._status_decides`), its body dropped; the redirect
    followed as before. Set in front of every reader of a redirect (crawler/settings.py), since the decompression
    middleware never sees a redirect that is followed. Any other response passes untouched, to be decoded there."""

    def process_response(self, request: Request, response: Response) -> Response:  # type: ignore[override]
        coding = content_coding(response)
        if not coding or not response.body or not self._is_followed(request, response):
            return response
        try:
            decoded_content(response.body, response.headers.getlist(b"Content-Encoding"), REDIRECT_BODY_MAX_BYTES)
        except Exception as error:
            if is_decoder_error(error):
                return self._status_decides(response, DecompressionError(coding, error, response.status))
            if not isinstance(error, ValueError):   # (past the size given, PastLookLimit or gunzip's: it decodes)
                raise
        return response

    @staticmethod
    def _is_followed(request: Request, response: Response) -> bool:
        """Whether ``response`` is a redirect the redirect middlewares follow (``crawler.redirects.redirect_target``);
        one whose ``Location`` is no URL is dropped by the redirect check (``redirect_bad_location``)."""
        try:
            return redirect_target(request, response) is not None
        except ValueError:
            return False
