"""Redirects that lead nowhere: loops, endless chains, and targets that are no web page.

Scrapy's RedirectMiddleware follows an HTTP redirect by scheduling a request for
its ``Location``. Three kinds of redirect lost the page without a trace, or
with a traceback:

* a loop (``/a`` -> ``/b`` -> ``/a``, or ``/a`` -> ``/a``): the request back into
  the chain is one the crawl has seen, and the duplicate filter drops it
  silently;
* a chain longer than ``REDIRECT_MAX_TIMES``: Scrapy raises ``IgnoreRequest``,
  which no summary counted;
* a ``Location`` with another scheme (``mailto:``, ``tel:``, ``javascript:``):
  Scrapy cannot make a request of it (a ``ValueError``, logged with its traceback
  as if the crawl's own code had failed), or leaves the 3xx answer to the spider;
* a ``Location`` that is no URL at all (``http://[::1/x``, an IPv6 bracket left
  open): reading it raised that ``ValueError`` here, counted as ``ValueError 1``
  among the errors, with a traceback.

This downloader middleware sits between the cookie check (650: a redirect that
sets a cookie and leads back into its chain is asked again once, with the
cookie, crawler/cookie_check.py) and the redirect middleware (600). It reads a
redirect as the redirect middleware will, and drops the ones above with
``IgnoreRequest`` and a reason: a loop or an endless chain counts among the
crawl's errors (``tsheg/errors/redirect_loop``, ``tsheg/errors/too_many_redirects``),
a redirect out of the web among its drops (``tsheg/dropped/redirect_not_http``),
and one to no URL too (``tsheg/dropped/redirect_bad_location``); each is logged
once per host.

A ``Location`` written with backslashes (``\\\\other.example\\p``, ``\\bo\\1.html``) was a path of the site to
Scrapy (``/%5C%5Cother.example%5Cp``: a 404, and a redirect out of the site followed into it), where a browser
goes to other.example (WHATWG URL Standard §4.4: in http(s) a backslash before the query is a slash).
:class:`BrowserLocationMiddleware`, in front of every reader of the header (the cookie check, this check,
Scrapy's redirect middleware), rewrites it as browsers read it (``crawler.urls.with_browser_slashes``), so the
request it makes is the one a browser makes, checked against the site's scope as any other. A ``Location`` with a
user name and password (``http://user:pw@host/p``) is followed without them, as a link is (the crawl sends no
credentials): Scrapy's download handler failed on it with a traceback, counted as ``ValueError 1``.

A meta refresh redirect (``<meta http-equiv="refresh" content="0; url=...">``,
which Scrapy's MetaRefreshMiddleware follows) loops and runs on the same way: a
page refreshing to a page that refreshes back was dropped by the duplicate
filter without a trace, and a chain past ``REDIRECT_MAX_TIMES`` by Scrapy's
limit. The recognition middleware (crawler/middlewares.py), which decides
whether a refresh is a redirect, checks its chain with the same
:class:`RedirectChains` (one chain: Scrapy counts HTTP and meta refresh hops
together), counted as the same errors.
"""

from __future__ import annotations

import logging
import urllib.parse
from typing import Any

from scrapy import Request
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Response
from w3lib.url import canonicalize_url, safe_url_string

from crawler.cookie_check import REDIRECT_STATUSES
from crawler.middlewares import DropLog, FirstPerHost
from crawler.summary import ERRORS_PREFIX
from crawler.urls import with_browser_slashes, without_credentials, without_root_dot
from extract.schemes import WEB_SCHEMES

REDIRECT_LOOP = "redirect_loop"              # error: the redirect leads back into its own chain
TOO_MANY_REDIRECTS = "too_many_redirects"    # error: the chain is longer than REDIRECT_MAX_TIMES
NOT_HTTP = "redirect_not_http"               # drop: the redirect leads to mailto:, tel:, ...
BAD_LOCATION = "redirect_bad_location"       # drop: the Location is no URL (http://[::1/x: a bracket left open)
# The Location header's bytes read as text for with_browser_slashes and written back: a one-byte-per-character
# codec keeps every byte (UTF-8, percent-encoded or raw, passes through), and the characters rewritten (backslash,
# tab, newline) are ASCII, never part of a multi-byte UTF-8 sequence.
LOCATION_BYTES_CODEC = "latin-1"

logger = logging.getLogger(__name__)


def redirect_target(request: Request, response: Response) -> str | None:
    """The URL an HTTP redirect leads to, resolved as Scrapy's RedirectMiddleware resolves it; None when the
    response is no redirect that middleware follows (another status, no Location, ``dont_redirect``, or a status
    the request handles itself). A ``ValueError`` when the Location is no URL.

    >>> answer = Response("http://a.org/x", status=302, headers={"Location": "//b.org/y"})
    >>> redirect_target(Request("http://a.org/x"), answer)
    'http://b.org/y'
    """
    meta = request.meta
    if (meta.get("dont_redirect") or meta.get("handle_httpstatus_all")
            or response.status in meta.get("handle_httpstatus_list", ())
            or response.status not in REDIRECT_STATUSES or b"Location" not in response.headers):
        return None
    raw = response.headers[b"Location"]
    location = safe_url_string(raw)
    if raw.startswith(b"//"):
        location = f"{urllib.parse.urlsplit(request.url).scheme}://{location.lstrip('/')}"
    return urllib.parse.urljoin(request.url, location)


class RedirectChains:
    """The chain check both kinds of redirect share: a redirect back into its own chain, or one more than
    ``REDIRECT_MAX_TIMES`` allows, is counted among the crawl's errors, logged once per host, and dropped."""

    def __init__(self, crawler: Any) -> None:
        self.stats = crawler.stats
        self._first = FirstPerHost()
        self._max_redirects = crawler.settings.getint("REDIRECT_MAX_TIMES")   # as Scrapy's redirect middlewares

    def check(self, request: Request, target: str, verb: str = "redirects") -> None:
        """Raise ``IgnoreRequest`` (counted) when following ``request``'s redirect to ``target`` would loop or
        run past the limit; ``verb`` says how the page leads on, for the log ("redirects", "refreshes")."""
        chain = [*request.meta.get("redirect_urls", ()), request.url]
        if canonicalize_url(target) in {canonicalize_url(url) for url in chain}:
            self._fail(request, REDIRECT_LOOP, f"it {verb} back to {target} (chain of {len(chain)})")
        if not self._may_redirect_again(request):
            self._fail(request, TOO_MANY_REDIRECTS, f"more than {self._max_redirects} redirects in a row")

    def _may_redirect_again(self, request: Request) -> bool:
        """Whether Scrapy's redirect middlewares follow one more redirect of ``request`` (their own test, on the
        meta ``redirect_ttl`` and ``redirect_times`` their protected ``_redirect`` writes, no documented names: checked
        against Scrapy's verdict in tests/test_scrapy_public_api.py)."""
        ttl = request.meta.get("redirect_ttl", self._max_redirects)
        return bool(ttl) and request.meta.get("redirect_times", 0) + 1 <= self._max_redirects

    def _fail(self, request: Request, cause: str, why: str) -> None:
        """Count a redirect that leads nowhere among the crawl's errors, log the first per host, drop it."""
        self.stats.inc_value(ERRORS_PREFIX + cause)
        first = (request.meta.get("redirect_urls") or [request.url])[0]
        host = self._first.first(cause, first)
        if host is not None:
            logger.info("failed %s: %s; further such redirects on %s are only counted", first, why, host)
        raise IgnoreRequest(f"{cause}: {first}: {why}")


class RedirectCheckMiddleware:
    """Downloader middleware (see the module docstring)."""

    def __init__(self, crawler: Any) -> None:
        self._drops = DropLog(crawler.stats)
        self._chains = RedirectChains(crawler)
        self._enabled = crawler.settings.getbool("REDIRECT_ENABLED")

    @classmethod
    def from_crawler(cls, crawler: Any) -> RedirectCheckMiddleware:
        return cls(crawler)

    def process_response(self, request: Request, response: Response) -> Response:
        target = self._target(request, response) if self._enabled else None
        if target is None:
            return response
        scheme = urllib.parse.urlsplit(target).scheme.lower()
        if scheme not in WEB_SCHEMES:
            self._drops.drop(request.url, NOT_HTTP, f"it redirects to {target!r}, no web page")
            raise IgnoreRequest(f"{NOT_HTTP}: {request.url} redirects to a {scheme or 'schemeless'} URL, no web page")
        self._chains.check(request, target)
        return response

    def _target(self, request: Request, response: Response) -> str | None:
        """:func:`redirect_target`; a redirect whose Location is no URL is dropped (``IgnoreRequest``, counted)."""
        try:
            return redirect_target(request, response)
        except ValueError as error:
            location = response.headers.get(b"Location", b"").decode("latin-1")
            self._drops.drop(request.url, BAD_LOCATION, f"it redirects to {location!r}, no URL ({error})")
            raise IgnoreRequest(f"{BAD_LOCATION}: {request.url} redirects to {location!r}, no URL") from None


def browser_location(location: bytes, request_scheme: str) -> bytes:
    r"""The ``Location`` header ``location`` of a redirect of a request of scheme ``request_scheme`` as browsers read
    it (:func:`crawler.urls.with_browser_slashes`: in http(s) each backslash before the query a slash), without a
    user name and password (:func:`crawler.urls.without_credentials`: the crawl sends none), its host without the DNS
    root dot (:func:`crawler.urls.without_root_dot`: ``http://a.org./x`` is the page ``http://a.org/x`` of the crawl).

    >>> browser_location(b"\\\\other.example\\p", "http"), browser_location(b"\\bo\\1.html?q=a\\b", "https")
    (b'//other.example/p', b'/bo/1.html?q=a\\b')
    >>> browser_location("/ཀ\\ཁ".encode(), "http").decode()
    '/ཀ/ཁ'
    >>> browser_location(b"http://a.org./bo/1.html", "http")
    b'http://a.org/bo/1.html'
    """
    text = location.decode(LOCATION_BYTES_CODEC)
    read = without_credentials(with_browser_slashes(text, request_scheme))
    return without_root_dot(read).encode(LOCATION_BYTES_CODEC)


class BrowserLocationMiddleware:
    """Downloader middleware: a redirect's ``Location`` rewritten as browsers read it (:func:`browser_location`),
    before the cookie check, :class:`RedirectCheckMiddleware` and Scrapy's redirect middleware read it (see the
    module docstring). Redirect responses are not archived (crawler/warc.py): the header read is the one followed."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> BrowserLocationMiddleware:
        return cls()

    def process_response(self, request: Request, response: Response) -> Response:
        location = response.headers.get(b"Location")
        if response.status not in REDIRECT_STATUSES or location is None:
            return response
        read = browser_location(location, urllib.parse.urlsplit(request.url).scheme)
        if read == location:
            return response
        headers = response.headers.copy()
        headers[b"Location"] = read
        return response.replace(headers=headers)
