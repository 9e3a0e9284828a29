r"""A page's meta refresh (``<meta http-equiv="refresh" content="0; url=...">``) with its URL read as browsers read it.

Scrapy reads a refresh with w3lib's ``get_meta_refresh``, which percent-encodes the URL before it resolves it: a
backslash becomes ``%5C``, so ``url=\\other.example\p`` was the path ``/%5C%5Cother.example%5Cp`` of the page's
own site (a 404, and a refresh out of the site followed into it), where a browser goes to other.example (WHATWG
URL Standard §4.4: in http(s) a backslash before the query is a slash). :func:`meta_refresh` is Scrapy's reading
with the URL resolved by ``crawler.urls.resolve_link`` instead; the recognition middleware decides with it whether
a refresh is a redirect, and :class:`BrowserMetaRefreshMiddleware` (Scrapy's MetaRefreshMiddleware, in its place
in crawler/settings.py) makes its request for that URL, checked against the site's scope as any other.

A page whose ``<base href>`` is no URL (``http://[::1/``, a port out of range or ``:80x``) has its own URL as
base, as browsers read it (HTML Living Standard §4.2.3, "set the frozen base URL": an href that fails to parse
leaves the fallback base URL, the document's). Scrapy's ``get_base_url`` raised ``ValueError`` for it in every
reader of the page's refresh, ours and Scrapy's: the page was lost with an ERROR and a traceback, counted as
a ``ValueError``. :func:`page_base_url` gives the page's URL then, and sets it as Scrapy's reading too.
"""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Iterable

from scrapy import Request
from scrapy.downloadermiddlewares.redirect import MetaRefreshMiddleware
from scrapy.http import Response, TextResponse
from scrapy.utils import response as scrapy_response
from scrapy.utils.response import get_base_url, get_meta_refresh
from w3lib.url import safe_url_string

from crawler.urls import resolve_link, without_credentials

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


def page_base_url(response: TextResponse) -> str:
    """The base URL of the page (its ``<base href>`` resolved against its URL, Scrapy's ``get_base_url``), or its
    own URL when that href is no URL (see the module docstring), which Scrapy's readers then read too (its
    per-response cache of base URLs, ``scrapy.utils.response._baseurl_cache``: no setting or hook sets it).

    >>> page = b'<html><head><base href="http://a.org:80x/"></head></html>'
    >>> page_base_url(TextResponse("http://a.org/bo/1.html", body=page, encoding="utf-8"))
    'http://a.org/bo/1.html'
    """
    try:
        return get_base_url(response)
    except ValueError:
        cache = getattr(scrapy_response, "_baseurl_cache", None)
        if cache is not None:
            cache[response] = response.url
        return response.url


def meta_refresh(response: TextResponse, ignore_tags: Iterable[str]) -> tuple[float, str] | tuple[None, None]:
    r"""(delay in seconds, absolute URL) of the page's meta refresh as Scrapy finds it (``get_meta_refresh``, its
    ``ignore_tags`` skipped), the URL as browsers resolve it, without a user name and password; (None, None)
    without one.

    >>> page = b'<html><head><meta http-equiv="Refresh" content="0; URL=\\\\o.example\\bo\\1.html"></head></html>'
    >>> meta_refresh(TextResponse("http://a.org/x", body=page, encoding="utf-8"), ("script", "noscript"))
    (0.0, 'http://o.example/bo/1.html')
    """
    page_base_url(response)   # (a <base href> that is no URL: the page's own URL, in Scrapy's reading too)
    delay, url = get_meta_refresh(response, ignore_tags=ignore_tags)
    if url is None or delay is None:
        return delay, url
    if ESCAPED_BACKSLASH_RE.search(url):
        url = _browser_url(response, url)
    return delay, without_credentials(url)   # (the crawl sends none: crawler/redirects.py)


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
    """Scrapy's MetaRefreshMiddleware whose redirect goes to the refresh's URL as browsers read it
    (:func:`meta_refresh`): the one method that builds its request is given that URL."""

    def process_response(self, request: Request, response: Response) -> Request | Response:
        if isinstance(response, TextResponse):
            page_base_url(response)   # (before Scrapy's reading: a <base href> that is no URL raised in it)
        return super().process_response(request, response)

    def _redirect_request_using_get(self, request: Request, response: Response, redirect_url: str) -> Request:
        if isinstance(response, TextResponse):
            redirect_url = meta_refresh(response, self._ignore_tags)[1] or redirect_url
        return super()._redirect_request_using_get(request, response, redirect_url)
