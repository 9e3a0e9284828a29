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
"""

from __future__ import annotations

import gzip
import struct
import zlib

from scrapy import Request
from scrapy.downloadermiddlewares.httpcompression import HttpCompressionMiddleware
from scrapy.http import Response

# What Scrapy's gzip and deflate decoders raise on a body that is not so coded (scrapy.utils.gz.gunzip,
# scrapy.utils._compression._inflate: zlib's error, gzip's BadGzipFile and EOFError, and the struct.error a cut
# gzip trailer gives).
DECODER_ERRORS: tuple[type[BaseException], ...] = (EOFError, gzip.BadGzipFile, struct.error, zlib.error)
# The modules of the optional decoders' own errors (brotli, and zstd as Scrapy imports it: compression.zstd on
# Python 3.14+, backports.zstd before, or zstandard): the classes are not importable when the decoder is not.
DECODER_MODULES = frozenset({"brotli", "_brotli", "brotlicffi", "compression.zstd", "_zstd", "backports.zstd",
                             "backports.zstd._zstd", "zstandard", "zstandard.backend_c"})


class DecompressionError(Exception):
    """A response body that does not decode as its ``Content-Encoding`` says."""

    error_kind = "decompression"   # its name in the crawl summary (tsheg/errors/<kind>, the sitemaps line)

    def __init__(self, coding: str, cause: BaseException) -> None:
        detail = f"{error_name(cause)}: {cause}" if str(cause) else error_name(cause)
        super().__init__(f"the body does not decode as its Content-Encoding {coding} says ({detail})")
        self.coding = coding


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


def content_coding(response: Response) -> str:
    """The response's ``Content-Encoding`` as sent (its values joined), e.g. ``gzip`` or ``br, gzip``."""
    return ", ".join(value.decode("latin-1").strip() for value in response.headers.getlist(b"Content-Encoding"))


class DecompressionMiddleware(HttpCompressionMiddleware):
    """Scrapy's ``HttpCompressionMiddleware``, a decoder's failure raised as :class:`DecompressionError`."""

    def process_response(self, request: Request, response: Response) -> Request | Response:  # type: ignore[override]
        try:
            return super().process_response(request, response)
        except Exception as error:
            if not is_decoder_error(error):
                raise
            raise DecompressionError(content_coding(response), error) from error
