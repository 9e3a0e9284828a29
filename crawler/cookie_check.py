"""Cookie checks: a redirect back to a page already asked for, once its cookie is set.

Some sites (nginx's testcookie module, old ASP.NET "cookie support" probes,
hosting firewalls) answer a client without their cookie with a redirect that
sets it and leads back to the page asked for, itself or through a second hop.
A browser then asks again, with the cookie, and gets the page. Scrapy keeps the
cookie but drops the second request as a duplicate of the first (its
fingerprint was seen), so the whole site is lost behind its first page.

This downloader middleware sits between the cookies middleware (700: the
cookie is stored first) and the redirect middleware (600). A redirect that sets
a cookie and leads to a URL of its own redirect chain becomes that URL's request
again, exempt from the duplicate filter, once per chain (``COOKIE_CHECK_META``):
a site that sends the crawl round again with its cookie never serves the page:
it is dropped then (``tsheg/dropped/cookie_check``), one request later.
"""

from __future__ import annotations

import logging
import urllib.parse
from typing import Any

from scrapy import Request
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Response
from w3lib.url import safe_url_string

from crawler.middlewares import DropLog, FirstPerHost

logger = logging.getLogger(__name__)

REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})   # as Scrapy's RedirectMiddleware follows them
COOKIE_CHECK_META = "tsheg_cookie_check"   # set on the request asked again (no second time in its chain)


class CookieCheckMiddleware:
    """Downloader middleware (see the module docstring); stats ``tsheg/cookie_check``."""

    def __init__(self, crawler: Any) -> None:
        self.stats = crawler.stats
        self._drops = DropLog(crawler.stats)
        self._first = FirstPerHost()

    @classmethod
    def from_crawler(cls, crawler: Any) -> CookieCheckMiddleware:
        return cls(crawler)

    def process_response(self, request: Request, response: Response) -> Request | Response:
        if (response.status not in REDIRECT_STATUSES or b"Location" not in response.headers
                or b"Set-Cookie" not in response.headers):
            return response
        location = response.headers[b"Location"].decode("latin-1")
        target = safe_url_string(urllib.parse.urljoin(request.url, location))
        chain = [*request.meta.get("redirect_urls", ()), request.url]
        if target not in chain:
            return response
        if request.meta.get(COOKIE_CHECK_META):   # asked with the cookie, still sent round: never served
            self._drops.drop(target, "cookie_check", "the site keeps redirecting back although its cookie is sent")
            raise IgnoreRequest(f"cookie_check: {target} redirects back to itself with its cookie set")
        self.stats.inc_value("tsheg/cookie_check")
        host = self._first.first("cookie_check", target)
        if host is not None:
            logger.info("cookie check on %s: asking %s again with the cookie it set", host, target)
        meta = {**request.meta, COOKIE_CHECK_META: True}
        return request.replace(url=target, dont_filter=True, meta=meta)
