r"""A page's meta refresh (``<meta http-equiv="refresh" content="0; url=...">``) with its URL read as browsers read it.

Scrapy reads a refresh with w3lib's ``get_meta_refresh``, which percent-encodes the URL before it resolves it: a
backslash becomes ``%5C``, so ``url=\\other.example\p`` was the path ``/%5C%5Cother.example%5Cp`` of the page's
own site (a 404, and a refresh out of the site followed into it), where a browser goes to other.example (WHATWG
URL Standard §4.4: in http(s) a backslash before the query is a slash). :func:`meta_refresh` is Scrapy's reading
with the URL resolved by ``crawler.urls.resolve_link`` instead; the recognition middleware decides with it whether
a refresh is a redirect, and :class:`BrowserMetaRefreshMiddleware` (Scrapy's MetaRefreshMiddleware, in its place
in crawler/settings.py) makes its request for that URL, checked against the site's scope as any other. Its host
is read without the DNS root dot, as a redirect's ``Location`` is (``crawler.urls.without_root_dot``): a refresh to
``http://a.org./x`` was followed under that spelling, a host Scrapy's resolver does not find (its robots.txt
unreachable, the page never fetched), where it is the page ``http://a.org/x`` of the crawl, asked for once.

A page whose ``<base href>`` is no URL (``http://[::1/``, a port out of range or ``:80x``) has its own URL as
base, as browsers read it (HTML Living Standard §4.2.3, "set the frozen base URL": an href that fails to parse
leaves the fallback base URL, the document's). Scrapy's ``get_base_url`` raised ``ValueError`` for it in every
reader of the page's refresh, ours and Scrapy's: the page was lost with an ERROR and a traceback, counted as
a ``ValueError``. :func:`page_base_url` gives the page's URL then, and :func:`meta_refresh` reads the refresh
against it with w3lib's public ``get_meta_refresh`` (what Scrapy's reading calls, on the page's first
``REFRESH_SCAN_CHARS``), so no reader of the refresh goes through Scrapy's ``get_base_url`` and its private
per-response cache (which the crawl used to fill with the page's URL: nothing public sets it).
:class:`BrowserMetaRefreshMiddleware` makes its decision with :func:`meta_refresh` in Scrapy's place.

Scrapy's protected names this module depends on (:data:`SCRAPY_PROTECTED_CALLS`). Scrapy 2.13 to 2.19 offer no
public hook for the URL a refresh leads to: ``process_response`` reads the refresh itself (with
``scrapy.utils.response.get_meta_refresh`` and its private cache), and the one method ``BaseRedirectMiddleware``
documents for overriding, ``handle_referer``, sets the Referer of a redirect already made. So
:class:`BrowserMetaRefreshMiddleware` subclasses ``MetaRefreshMiddleware``, replaces ``process_response`` whole, and
builds and counts the redirect with the base class's own two steps:

* ``_redirect_request_using_get(request, response, redirect_url)``: the GET request the refresh leads to, built as
  Scrapy builds every redirect (no body, its Content-* headers dropped; its Cookie and Authorization headers dropped
  for another origin, its proxy meta for another scheme; its Referer set through ``handle_referer``);
* ``_redirect(redirected, request, reason)``: the chain's bookkeeping the HTTP redirects share (the meta
  ``redirect_times``, ``redirect_ttl``, ``redirect_urls``, ``redirect_reasons``; ``dont_filter`` and the priority
  carried on; ``IgnoreRequest`` past ``REDIRECT_MAX_TIMES``), which ``crawler.redirects.RedirectChains`` reads.

Written again here they would be a copy of Scrapy's rules on which headers a redirect may carry to another host,
which a Scrapy fix would not reach. tests/test_scrapy_public_api.py fails, naming the name and this module, when a
Scrapy upgrade removes one or changes the arguments it takes.
"""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Iterable

from scrapy import Request
from scrapy.downloadermiddlewares.redirect import MetaRefreshMiddleware
from scrapy.http import HtmlResponse, Response, TextResponse
from scrapy.settings import BaseSettings
from scrapy.utils.httpobj import urlparse_cached
from scrapy.utils.response import get_base_url
from w3lib.html import get_meta_refresh
from w3lib.url import safe_url_string

from crawler.urls import resolve_link, without_credentials, without_root_dot
from extract.schemes import WEB_SCHEMES

# What w3lib's percent-encoding makes of a backslash (RFC 3986 §2.1: "%" and the octet's hex digits, either case):
# a refresh URL without one was read as a browser reads it.
ESCAPED_BACKSLASH_RE = re.compile("%5C", re.IGNORECASE)
# A refresh's content attribute as w3lib reads it (its _meta_refresh_content_re; HTML Living Standard §4.2.5.3
# "shared declarative refresh steps"): the delay in seconds, ";", "url=", then the URL to the end.
REFRESH_CONTENT_RE = re.compile(r"\s*(?:[0-9]*\.)?[0-9]+\s*;\s*url=\s*(?P<url>.*)",
                                re.DOTALL | re.IGNORECASE | re.ASCII)
REFRESH_URL_QUOTES = " \"'"   # stripped around a refresh's URL, as w3lib strips them
REFRESH_PRAGMA = "refresh"    # in a <meta>'s http-equiv, any letter case, as w3lib finds it
# The page's <meta> elements that may declare a refresh (one with a content attribute; its http-equiv checked apart)
META_WITH_CONTENT_XPATH = "//meta[@http-equiv and @content]"
# Characters of the page's start read for its refresh, as Scrapy's get_meta_refresh reads them (response.text[0:4096])
REFRESH_SCAN_CHARS = 4096
# Scrapy's protected methods BrowserMetaRefreshMiddleware calls (see the module docstring) -> the arguments it passes
# them after self, in order: tests/test_scrapy_public_api.py checks each is there and takes them.
SCRAPY_PROTECTED_CALLS: dict[str, tuple[str, ...]] = {
    "_redirect_request_using_get": ("request", "response", "redirect_url"),
    "_redirect": ("redirected", "request", "reason"),
}


def page_base_url(response: TextResponse) -> str:
    """The base URL of the page (its ``<base href>`` resolved against its URL, Scrapy's ``get_base_url``), or its
    own URL when that href is no URL (see the module docstring).

    >>> page = b'<html><head><base href="http://a.org:80x/"></head></html>'
    >>> page_base_url(TextResponse("http://a.org/bo/1.html", body=page, encoding="utf-8"))
    'http://a.org/bo/1.html'
    """
    try:
        return get_base_url(response)
    except ValueError:
        return response.url


def meta_refresh(response: TextResponse, ignore_tags: Iterable[str]) -> tuple[float, str] | tuple[None, None]:
    r"""(delay in seconds, absolute URL) of the page's meta refresh as Scrapy finds it (``get_meta_refresh``, its
    ``ignore_tags`` skipped), the URL as browsers resolve it, without a user name and password, its host without
    the DNS root dot (``crawler.urls.without_root_dot``: ``http://a.org./x`` is the page ``http://a.org/x`` of the
    crawl, as a redirect's ``Location`` is read, crawler/redirects.py); (None, None) without one.

    >>> page = b'<html><head><meta http-equiv="Refresh" content="0; URL=\\\\o.example\\bo\\1.html"></head></html>'
    >>> meta_refresh(TextResponse("http://a.org/x", body=page, encoding="utf-8"), ("script", "noscript"))
    (0.0, 'http://o.example/bo/1.html')
    >>> page = b'<html><head><meta http-equiv="refresh" content="0; url=//a.org.:8080/bo/1.html"></head></html>'
    >>> meta_refresh(TextResponse("http://a.org/x", body=page, encoding="utf-8"), ("script", "noscript"))
    (0.0, 'http://a.org:8080/bo/1.html')
    """
    delay, url = get_meta_refresh(response.text[:REFRESH_SCAN_CHARS], page_base_url(response), response.encoding,
                                  ignore_tags=ignore_tags)
    if url is None or delay is None:
        return delay, url
    if ESCAPED_BACKSLASH_RE.search(url):
        url = _browser_url(response, url)
    # (the crawl sends no credentials, and asks for a host under one spelling: crawler/redirects.py)
    return delay, without_root_dot(without_credentials(url))


def _browser_url(response: TextResponse, scrapy_url: str) -> str:
    """The URL a browser resolves for the refresh Scrapy read as ``scrapy_url``: the raw URL of the page's refresh
    that Scrapy's reading gives that URL, resolved by ``resolve_link``; ``scrapy_url`` when none does."""
    base = page_base_url(response)
    for meta in response.xpath(META_WITH_CONTENT_XPATH):
        if REFRESH_PRAGMA not in meta.attrib["http-equiv"].lower():
            continue
        content = REFRESH_CONTENT_RE.match(meta.attrib["content"])
        if content is None:
            continue
        raw = content.group("url").strip(REFRESH_URL_QUOTES)
        if urllib.parse.urljoin(base, safe_url_string(raw, response.encoding)) == scrapy_url:
            return safe_url_string(resolve_link(base, raw), response.encoding)
    return scrapy_url


class BrowserMetaRefreshMiddleware(MetaRefreshMiddleware):
    """Scrapy's MetaRefreshMiddleware that reads the refresh with :func:`meta_refresh` (the URL as browsers read it;
    a page whose ``<base href>`` is no URL read against its own URL) and goes there: Scrapy's ``process_response``
    with that one reading in place of Scrapy's (its settings read as Scrapy reads them)."""

    def __init__(self, settings: BaseSettings) -> None:
        super().__init__(settings)
        self.ignore_tags = settings.getlist("METAREFRESH_IGNORE_TAGS")   # (Scrapy's setting, as it reads it)
        self.max_delay = settings.getfloat("METAREFRESH_MAXDELAY")        # seconds (Scrapy's setting)

    def process_response(self, request: Request, response: Response) -> Request | Response:  # type: ignore[override]
        if (request.meta.get("dont_redirect", False) or request.method == "HEAD"
                or not isinstance(response, HtmlResponse) or urlparse_cached(request).scheme not in WEB_SCHEMES):
            return response
        delay, url = meta_refresh(response, self.ignore_tags)
        if url is None or delay is None:
            return response
        redirected = self._redirect_request_using_get(request, response, url)
        if urlparse_cached(redirected).scheme not in WEB_SCHEMES or delay >= self.max_delay:
            return response
        return self._redirect(redirected, request, "meta refresh")
