"""Response heads with header lines over Twisted's 16 KB are read, up to a bound for the whole head.

Scrapy's HTTP/1.1 download handler parses a response's status line and headers
with Twisted's ``HTTPClientParser``, a ``LineReceiver`` whose ``MAX_LENGTH``
(16,384 bytes) bounds each line: a longer one (a 20 KB ``Set-Cookie``, a
``Link`` header listing a site's preloads) closed the connection, and the page
showed as ``DownloadFailedError [ConnectionDone]`` in the crawl summary's
errors, after a retry that failed the same way. Browsers read such pages:
Chromium takes a head of up to 256 KB (``kMaxHeaderBufSize``,
net/http/http_stream_parser.h), curl a header of up to 100 KB
(``CURL_MAX_HTTP_HEADER``).

:class:`LongHeaderDownloadHandler` (``DOWNLOAD_HANDLERS`` in crawler/settings.py)
is Scrapy's handler whose parser accepts a line, and the whole head, of up to
:data:`MAX_HEAD_BYTES` (Chromium's bound): it buffers no more of a head than
that, however many lines a server sends (Twisted bounded each line, not their
number). A longer head fails the request with :class:`HeaderTooLongError`,
counted in the summary as ``tsheg/errors/header_too_long`` with one INFO line
and not retried (the server would send it again).

The parser is put in place the way Scrapy puts its own lenient one
(scrapy.core.downloader.handlers.http11: the class of the parser each request
creates is replaced); the classes subclassed are Scrapy's internals, which
tests/test_crawl.py's long-header crawls guard across Scrapy versions. A Scrapy
without them (``HEADS_BOUNDED_HERE`` false) crawls with its own parser, as
before this module, and one warning says so: a renamed internal never stops a crawl.

Scrapy's and Twisted's protected names this module depends on (:data:`SCRAPY_PROTECTED_ATTRIBUTES`), for want of a
public one: Scrapy 2.13 to 2.19 document ``DOWNLOAD_HANDLERS`` (a handler class per scheme) and no setting or hook
for the parser of a response's head, and Twisted's ``HTTP11ClientProtocol.request`` builds its
``HTTPClientParser`` itself (Scrapy's comment on its lenient protocol: replacing the class of the parser made is the
only way to use another). So the handler replaces the factory of Scrapy's connection pool (``self._pool._factory``,
as Scrapy sets it), its factory builds the protocol with the pool's ``_quiescentCallback`` (as Scrapy's builds
its), and the protocol replaces the class of ``self._parser`` after Scrapy's ``request`` made it.
tests/test_scrapy_public_api.py checks each name against the installed Scrapy and Twisted, and the long-header
crawls of tests/test_crawl.py that the whole still bounds heads.
"""

from __future__ import annotations

import logging

from scrapy import Request
from scrapy.core.downloader.handlers import http11
from scrapy.core.downloader.handlers.http11 import HTTP11DownloadHandler
from scrapy.crawler import Crawler
from scrapy.exceptions import DownloadFailedError
from scrapy.http import Response
from twisted.internet.defer import Deferred
from twisted.internet.interfaces import IAddress
from twisted.web.client import ResponseFailed
from twisted.web.iweb import IResponse

logger = logging.getLogger(__name__)

# Scrapy's internals the bounded parser is made of (http11's lenient parser, protocol and factory): a Scrapy
# without them gets its own handler, heads bounded by Twisted's 16 KB a line (one warning says so).
INTERNALS = ("_LenientHTTPClientParser", "_LenientHTTP11ClientProtocol", "_LenientHTTP11ClientFactory")
HEADS_BOUNDED_HERE = all(hasattr(http11, name) for name in INTERNALS)
_Parser, _Protocol, _Factory = (getattr(http11, name, object) for name in INTERNALS)
# Every protected name this module uses of Scrapy's or Twisted's (the module docstring) -> what it is.
SCRAPY_PROTECTED_ATTRIBUTES: dict[str, str] = {
    "_LenientHTTPClientParser": "http11's parser class, which BoundedHeadParser subclasses",
    "_LenientHTTP11ClientProtocol": "http11's protocol class, which _BoundedHeadProtocol subclasses",
    "_LenientHTTP11ClientFactory": "http11's factory class, which _BoundedHeadClientFactory subclasses",
    "_pool": "HTTP11DownloadHandler's HTTPConnectionPool",
    "_factory": "HTTPConnectionPool's class of the factory of its connections' protocols",
    "_quiescentCallback": "the pool's callback a factory hands to each protocol it builds",
    "_parser": "HTTP11ClientProtocol's parser of the response under way, made by its request()",
}

MAX_HEAD_BYTES = 256 * 1024  # bytes of a response's status line and headers, line ends included, or of one line:
#                              Chromium's kMaxHeaderBufSize (Twisted's LineReceiver: 16 KB a line, any number)


class HeaderTooLongError(Exception):
    """A response head (status line and headers) longer than :data:`MAX_HEAD_BYTES`."""

    error_kind = "header_too_long"   # its name in the crawl summary's errors (tsheg/errors/<kind>)

    def __init__(self, received: int) -> None:
        super().__init__(f"response head over {MAX_HEAD_BYTES} bytes ({received} received)")


class BoundedHeadParser(_Parser):  # type: ignore[misc, valid-type]
    """Scrapy's lenient response parser with lines, and the head, of up to :data:`MAX_HEAD_BYTES`."""

    MAX_LENGTH = MAX_HEAD_BYTES   # LineReceiver's bound of one line
    head_bytes = 0   # bytes of the head received so far (set on the instance as lines come)

    def lineReceived(self, line: bytes) -> None:  # noqa: N802 - Twisted's name
        self.head_bytes += len(line) + len(self.delimiter)
        if self.head_bytes > MAX_HEAD_BYTES:
            raise HeaderTooLongError(self.head_bytes)   # (HTTP11ClientProtocol gives the request up with it)
        super().lineReceived(line)

    def lineLengthExceeded(self, line: bytes) -> None:  # noqa: N802 - Twisted's name
        raise HeaderTooLongError(self.head_bytes + len(line))


class _BoundedHeadProtocol(_Protocol):  # type: ignore[misc, valid-type]
    def request(self, request: object) -> Deferred[IResponse]:
        finished = super().request(request)
        assert self._parser is not None   # (Scrapy's own request() has just made it, and replaced its class)
        self._parser.__class__ = BoundedHeadParser
        return finished


class _BoundedHeadClientFactory(_Factory):  # type: ignore[misc, valid-type]
    def buildProtocol(self, addr: IAddress | None) -> _BoundedHeadProtocol:  # noqa: N802 - Twisted's name
        return _BoundedHeadProtocol(self._quiescentCallback)


def head_too_long(error: DownloadFailedError) -> HeaderTooLongError | None:
    """The :class:`HeaderTooLongError` a failed download was given up for, if that was the reason."""
    cause = error.__cause__
    if not isinstance(cause, ResponseFailed):
        return None
    return next((reason.value for reason in cause.reasons if reason.check(HeaderTooLongError)), None)


class LongHeaderDownloadHandler(HTTP11DownloadHandler):
    """Scrapy's HTTP/1.1 handler reading response heads of up to :data:`MAX_HEAD_BYTES` (the module docstring)."""

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        if HEADS_BOUNDED_HERE and hasattr(self._pool, "_factory"):
            self._pool._factory = _BoundedHeadClientFactory
        else:
            logger.warning("this Scrapy's HTTP/1.1 handler has none of %s: response heads are read with "
                           "Twisted's 16 KB bound per line (crawler/http_handler.py)", ", ".join(INTERNALS))

    async def download_request(self, request: Request) -> Response:
        try:
            return await super().download_request(request)
        except DownloadFailedError as error:
            too_long = head_too_long(error)
            if too_long is None:
                raise
            raise too_long from error
