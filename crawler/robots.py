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

Rules are kept per origin, scheme, host and port (RFC 9309 §2.3: robots.txt
applies to the protocol, host and port it is served from; ``robots_origin``):
Scrapy keys them by ``netloc``, so ``http://h/`` and ``https://h/`` shared the
rules of whichever robots.txt was fetched first. Each origin's robots.txt is
fetched in a download slot of its own (``robots_slot``). Scrapy's request named
no slot, so it fell into a slot per hostname with the global ``DOWNLOAD_DELAY``:
two sites on one host but different ports (their own slots, their own rules)
had the second site's robots.txt wait a delay behind the first's (measured: 2.5
s at ``download_delay: 2``). Politeness stays per site (one slot per site, sites
on one host sharing theirs: crawler/config.py ``shared_slots``), and a site's
first page follows its robots.txt without the site's delay, as before (one
request each, once per crawl: at ``download_delay: 60`` the crawl would
otherwise start a minute late).
"""

from __future__ import annotations

import logging
import urllib.parse
from typing import Any

from scrapy.crawler import Crawler
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as ScrapyRobotsTxtMiddleware
from scrapy.http import Request, Response
from scrapy.exceptions import IgnoreRequest
from scrapy.http.request import NO_CALLBACK
from scrapy.robotstxt import RobotParser
from scrapy.settings import BaseSettings
from scrapy.utils.asyncio import sleep
from scrapy.utils.defer import maybe_deferred_to_future
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
ROBOTS_SLOT_PREFIX = "robots.txt of "  # download slot of an origin's robots.txt: this and the origin
DEFAULT_PORTS = {"http": 80, "https": 443}  # a port an origin leaves out (RFC 9110 §4.2)

logger = logging.getLogger(__name__)


def is_unreachable(response: Response) -> bool:
    """True for a robots.txt answer that says the server cannot serve it: 5xx, or 429 (RFC 9309 §2.3.1.4).

    >>> [is_unreachable(Response("http://h/robots.txt", status=s)) for s in (200, 404, 429, 500, 503)]
    [False, False, True, True, True]
    """
    return response.status == 429 or 500 <= response.status <= 599


def robots_origin(url: str) -> str:
    """The origin whose robots.txt holds for ``url``: scheme, host and port (RFC 9309 §2.3), a default port
    left out; ``robots_origin(url) + "/robots.txt"`` is that robots.txt.

    >>> robots_origin("http://Bo.Example.org:80/news/"), robots_origin("https://bo.example.org/news/")
    ('http://bo.example.org', 'https://bo.example.org')
    >>> robots_origin("http://127.0.0.1:8201/a"), robots_origin("http://user@127.0.0.1:8202/a")
    ('http://127.0.0.1:8201', 'http://127.0.0.1:8202')
    """
    parts = urllib.parse.urlsplit(url)
    scheme, host, port = parts.scheme.lower(), parts.hostname or "", parts.port
    if ":" in host:   # an IPv6 address
        host = f"[{host}]"
    return f"{scheme}://{host}" + (f":{port}" if port is not None and port != DEFAULT_PORTS.get(scheme) else "")


def robots_slot(origin: str) -> dict[str, Any]:
    """The meta that puts a request for the robots.txt of ``origin`` in a download slot of its own (not the
    slot per hostname Scrapy picks, shared by every port of the host), which AutoThrottle leaves alone.

    >>> robots_slot("http://127.0.0.1:8201")["download_slot"]
    'robots.txt of http://127.0.0.1:8201'
    """
    return {"download_slot": ROBOTS_SLOT_PREFIX + origin, "autothrottle_dont_adjust_delay": True}


def origin_netloc(origin: str) -> str:
    """The host (and port) of an origin, as the log names it.

    >>> origin_netloc("http://127.0.0.1:8201")
    '127.0.0.1:8201'
    """
    return urllib.parse.urlsplit(origin).netloc


class RobotsTxtMiddleware(ScrapyRobotsTxtMiddleware):
    """Scrapy's middleware; rules per origin, robots.txt fetched in the slot of the request that needs it; a
    request that waits for robots.txt gets the parser like the first one, and a request marked
    ``ROBOTS_COPY_META`` gets the robots.txt response the rules were read from."""

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self._responses: dict[str, Response] = {}  # origin -> its robots.txt response, as fetched for the rules

    async def process_request(self, request: Request) -> Response | None:  # type: ignore[override]
        if not request.meta.get(ROBOTS_COPY_META):
            return await super().process_request(request)
        await self.robot_parser(request)   # fetched once, or waited for
        fetched = self._responses.pop(robots_origin(request.url), None)   # (handed out once, then let go)
        # Without a copy (robots.txt could not be fetched) the request goes out itself and meets the same error.
        return fetched.replace(request=request) if fetched is not None else None

    async def _parse_robots(self, response: Response, origin: str, request: Request) -> None:
        for _ in range(ROBOTS_FETCHES - 1):
            if not is_unreachable(response):
                break
            response = await self._fetch_again(response)
        self._responses[origin] = response
        if is_unreachable(response):
            self._stats.inc_value("tsheg/robots/unreachable")
            logger.warning("robots.txt of %s is unreachable (last answer: %d): its pages are not fetched in this "
                           "crawl (an unreachable robots.txt disallows all, RFC 9309 §2.3.1.4)",
                           origin_netloc(origin), response.status)
            response = response.replace(status=200, body=DISALLOW_ALL)
        await super()._parse_robots(response, origin, request)

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
                        priority=self.DOWNLOAD_PRIORITY,
                        meta={"dont_obey_robotstxt": True, **robots_slot(robots_origin(response.url))},
                        callback=NO_CALLBACK, dont_filter=True)
        try:
            return await self.crawler.engine.download_async(again)
        except Exception:   # noqa: BLE001 - any failure (the host went away meanwhile): it stays unreachable
            return response

    async def robot_parser(self, request: Request) -> RobotParser | None:
        """The rules of the origin of ``request``: fetched by its first request (Scrapy's own steps, but keyed
        by origin and in a slot of its own), awaited by the requests that come meanwhile."""
        origin = robots_origin(request.url)
        if origin not in self._parsers:
            await self._fetch_rules(origin, request)
        shared = self._parsers[origin]
        if not isinstance(shared, Deferred):   # known (or just fetched)
            return shared
        waiter: Deferred[RobotParser | None] = Deferred()

        def relay(parser: RobotParser | None) -> RobotParser | None:
            waiter.callback(parser)
            return parser                      # the next waiter in the chain gets it too

        shared.addCallback(relay)
        return await maybe_deferred_to_future(waiter)

    async def _fetch_rules(self, origin: str, request: Request) -> None:
        """Fetch and parse the robots.txt of ``origin`` for ``request``, in its own slot; the requests
        that come meanwhile wait on the Deferred in ``_parsers`` (as in Scrapy's ``robot_parser``)."""
        self._parsers[origin] = Deferred()
        robots_request = Request(origin + "/robots.txt", priority=self.DOWNLOAD_PRIORITY,
                                 meta={"dont_obey_robotstxt": True, **robots_slot(origin)}, callback=NO_CALLBACK)
        try:
            response = await self.crawler.engine.download_async(robots_request)
            await self._parse_robots(response, origin, request)
        except Exception as error:   # noqa: BLE001 - as Scrapy: a robots.txt that cannot be fetched is no rules
            if not isinstance(error, IgnoreRequest):
                logger.error("Error downloading %(request)s: %(f_exception)s",
                             {"request": request, "f_exception": error}, exc_info=True,
                             extra={"spider": self.crawler.spider})
            self._robots_error(error, origin)
        self._stats.inc_value("robotstxt/request_count")


def robots_user_agent(settings: BaseSettings) -> str:
    """The user agent the crawl answers to in robots rules: ``ROBOTSTXT_USER_AGENT``, else ``USER_AGENT``
    (Scrapy's own choice for robots.txt)."""
    return settings.get("ROBOTSTXT_USER_AGENT") or settings.get("USER_AGENT") or ""
