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
"""

from __future__ import annotations

from scrapy.crawler import Crawler
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as ScrapyRobotsTxtMiddleware
from scrapy.http import Request, Response
from scrapy.robotstxt import RobotParser
from scrapy.settings import BaseSettings
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.httpobj import urlparse_cached
from twisted.internet.defer import Deferred


ROBOTS_COPY_META = "tsheg_robots_copy"  # a request of robots.txt answered with the copy read for the rules


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
        self._responses[netloc] = response
        await super()._parse_robots(response, netloc, request)

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
