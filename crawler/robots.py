"""robots.txt for every request, including those that wait for a host's robots.txt together.

Scrapy's ``RobotsTxtMiddleware`` (2.13 to at least 2.19) fetches a host's
robots.txt once and parks the requests that arrive meanwhile on one shared
Deferred, which each awaits through ``maybe_deferred_to_future``. That helper's
callback returns None, and a Deferred hands its callbacks' return values down
the chain: the first waiter gets the parser and every later one gets None,
which the middleware reads as "no robots.txt", so the request goes out
unchecked. Before 2.13 the middleware chained a callback that passed the
parser on (scrapy/scrapy#6802 replaced it).

Requests wait together whenever a host gets several requests before its
robots.txt has arrived. That happens with several start URLs on one host, and
on every resumed crawl (``-s JOBDIR=DIR``), whose whole queue starts at once.
Measured on the demo site with start URLs ``/``, ``/xewer/`` and
``/admin/eslatme.html``: Scrapy's middleware let ``/admin/`` through although
robots.txt disallows it. This subclass gives each waiter its own Deferred,
chained to the shared one with a callback that passes the parser on.

It also keeps each host's robots.txt response, so that the spider, which reads
robots.txt for its ``Sitemap:`` lines, gets the copy fetched for the rules
(``ROBOTS_COPY_META``) instead of fetching robots.txt a second time.

An unreachable robots.txt disallows the whole host (RFC 9309 §2.3.1.4: a
server error, 5xx; Google reads 429 Too Many Requests the same way). Scrapy
reads whatever body came back as the rules, so a site too busy to serve its
robots.txt had every path crawled, the ones it forbids included. Here such a
robots.txt is asked again once, after the pause the answer asks for
(``Retry-After``, crawler/retry_after.py) or ``UNREACHABLE_ROBOTS_PAUSE``, at
most ``MAX_ROBOTS_PAUSE``, the host's requests waiting meanwhile (a crawl asked
to stop stops waiting); if it is still unreachable, the host's
pages are forbidden for this crawl, counted as ``tsheg/robots/unreachable``
and logged once per host. A 4xx robots.txt stays "no rules" (§2.3.1.3), and a
robots.txt that cannot be fetched at all (refused connection, timeout) stays
Scrapy's "no rules" too: the site's pages then fail the same way and are
reported with their own cause.
"""

from __future__ import annotations

import logging

from scrapy.crawler import Crawler
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as ScrapyRobotsTxtMiddleware
from scrapy.http import Request, Response
from scrapy.http.request import NO_CALLBACK
from scrapy.robotstxt import RobotParser
from scrapy.settings import BaseSettings
from scrapy.utils.asyncio import sleep
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.httpobj import urlparse_cached
from twisted.internet.defer import Deferred

from crawler.retry_after import pause_asked


ROBOTS_COPY_META = "tsheg_robots_copy"  # a request of robots.txt answered with the copy read for the rules
UNREACHABLE_ROBOTS_PAUSE = 30.0  # seconds before an unreachable robots.txt that names no Retry-After is asked
#                                  again (a chosen guess: a restarting server is back, a crawl hardly waits)
MAX_ROBOTS_PAUSE = 60.0  # seconds at most (a longer Retry-After is cut): the host's requests wait in the engine
#                          meanwhile, each holding a place of CONCURRENT_REQUESTS (a resumed queue can fill them)
ROBOTS_PAUSE_STEP = 1.0  # seconds: the pause is slept in steps, so a crawl asked to stop ends it at once
ROBOTS_FETCHES = 2  # times an unreachable robots.txt is asked (each with Scrapy's retries) before its host is
#                     given up for the crawl
DISALLOW_ALL = b"User-agent: *\nDisallow: /\n"  # the rules an unreachable robots.txt stands for (RFC 9309 §2.3.1.4)

logger = logging.getLogger(__name__)


def is_unreachable(response: Response) -> bool:
    """True for a robots.txt answer that says the server cannot serve it: 5xx, or 429 (RFC 9309 §2.3.1.4).

    >>> [is_unreachable(Response("http://h/robots.txt", status=s)) for s in (200, 404, 429, 500, 503)]
    [False, False, True, True, True]
    """
    return response.status == 429 or 500 <= response.status <= 599


class RobotsTxtMiddleware(ScrapyRobotsTxtMiddleware):
    """Scrapy's middleware; a request that waits for robots.txt gets the parser like the first one, and a
    request marked ``ROBOTS_COPY_META`` gets the robots.txt response the rules were read from."""

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self._responses: dict[str, Response] = {}  # netloc -> its robots.txt response, as fetched for the rules

    async def process_request(self, request: Request) -> Response | None:  # type: ignore[override]
        if not request.meta.get(ROBOTS_COPY_META):
            return await super().process_request(request)
        await self.robot_parser(request)   # fetched once, or waited for
        fetched = self._responses.pop(urlparse_cached(request).netloc, None)   # (handed out once, then let go)
        # Without a copy (robots.txt could not be fetched) the request goes out itself and meets the same error.
        return fetched.replace(request=request) if fetched is not None else None

    async def _parse_robots(self, response: Response, netloc: str, request: Request) -> None:
        for _ in range(ROBOTS_FETCHES - 1):
            if not is_unreachable(response):
                break
            response = await self._fetch_again(response)
        self._responses[netloc] = response
        if is_unreachable(response):
            self._stats.inc_value("tsheg/robots/unreachable")
            logger.warning("robots.txt of %s is unreachable (last answer: %d): its pages are not fetched in this "
                           "crawl (an unreachable robots.txt disallows all, RFC 9309 §2.3.1.4)",
                           netloc, response.status)
            response = response.replace(status=200, body=DISALLOW_ALL)
        await super()._parse_robots(response, netloc, request)

    async def _fetch_again(self, response: Response) -> Response:
        """robots.txt asked again after the pause ``response`` asks for (or UNREACHABLE_ROBOTS_PAUSE, at most
        MAX_ROBOTS_PAUSE); ``response`` itself when the new request fails or the crawl is stopping."""
        pause = pause_asked(response)
        remaining = min(UNREACHABLE_ROBOTS_PAUSE if pause is None else pause, MAX_ROBOTS_PAUSE)
        while remaining > 0 and self.crawler.crawling:
            await sleep(min(ROBOTS_PAUSE_STEP, remaining))
            remaining -= ROBOTS_PAUSE_STEP
        if not self.crawler.crawling:
            return response
        again = Request(response.request.url if response.request else response.url,
                        priority=self.DOWNLOAD_PRIORITY, meta={"dont_obey_robotstxt": True},
                        callback=NO_CALLBACK, dont_filter=True)
        try:
            return await self.crawler.engine.download_async(again)
        except Exception:   # noqa: BLE001 - any failure (the host went away meanwhile): it stays unreachable
            return response

    async def robot_parser(self, request: Request) -> RobotParser | None:
        shared = self._parsers.get(urlparse_cached(request).netloc)
        if not isinstance(shared, Deferred):   # first request of the host (fetches it) or already known
            return await super().robot_parser(request)
        waiter: Deferred[RobotParser | None] = Deferred()

        def relay(parser: RobotParser | None) -> RobotParser | None:
            waiter.callback(parser)
            return parser                      # the next waiter in the chain gets it too

        shared.addCallback(relay)
        return await maybe_deferred_to_future(waiter)


def robots_user_agent(settings: BaseSettings) -> str:
    """The user agent the crawl answers to in robots rules: ``ROBOTSTXT_USER_AGENT``, else ``USER_AGENT``
    (Scrapy's own choice for robots.txt)."""
    return settings.get("ROBOTSTXT_USER_AGENT") or settings.get("USER_AGENT") or ""
