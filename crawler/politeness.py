"""Each site's delay is a floor: its ``download_delay``, and the ``Crawl-delay`` its robots.txt asks for.

Every site has one download slot (its name), created with the site's delay
(``DOWNLOAD_SLOTS``, crawler/spiders/tibetan_sites.py). Scrapy leaves two holes
in that promise:

* AutoThrottle adjusts every slot between one ``DOWNLOAD_DELAY`` (the smallest
  site delay) and ``AUTOTHROTTLE_MAX_DELAY``: a site configured at 10 s next to
  sites at 3 s was soon asked every 3 s;
* Scrapy does not read robots.txt ``Crawl-delay`` at all (Heritrix does, up to
  its ``respectCrawlDelayUpToSeconds``, 300 s by default).

This extension listens to Scrapy's ``robots_parsed`` signal (robots.txt of a
host whose site obeys it) and to ``response_downloaded`` after AutoThrottle
(extensions connect in ``EXTENSIONS`` order: AutoThrottle is at 0, this one
later), and keeps each site's slot delay at or above
``max(download_delay, Crawl-delay)``, the latter capped at
``MAX_CRAWL_DELAY``. The first ``Crawl-delay`` of each host is logged.
"""

from __future__ import annotations

import logging
import urllib.parse
from typing import Any

from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.http import Response

MAX_CRAWL_DELAY = 300.0   # seconds: the most a robots.txt Crawl-delay is honoured (Heritrix's default cap)

logger = logging.getLogger(__name__)


class SiteDelayFloor:
    """Scrapy extension (see the module docstring)."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        settings = crawler.settings
        self._user_agent = settings.get("ROBOTSTXT_USER_AGENT") or settings.get("USER_AGENT")
        # Per slot (site name): the delay it must not go below; starts at the configured site delays.
        self.floors: dict[str, float] = {key: float(slot.get("delay", 0.0))
                                         for key, slot in settings.getdict("DOWNLOAD_SLOTS").items()}
        crawler.signals.connect(self._robots_parsed, signal=signals.robots_parsed)
        crawler.signals.connect(self._response_downloaded, signal=signals.response_downloaded)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SiteDelayFloor:
        return cls(crawler)

    def _robots_parsed(self, robotparser: Any, request: Request) -> None:
        key = request.meta.get("download_slot")
        asked = robotparser.crawl_delay(self._user_agent)
        if key is None or not asked or asked <= self.floors.get(key, 0.0):
            return
        delay = min(float(asked), MAX_CRAWL_DELAY)
        self.floors[key] = delay
        self.crawler.stats.max_value("tsheg/robots/crawl_delay", delay)
        logger.info("robots.txt of %s asks for Crawl-delay %s s: site %s waits %.1f s between requests",
                    urllib.parse.urlsplit(request.url).netloc, asked, key, delay)
        # Both signals come from a running engine: its downloader holds the slots.
        self.crawler.engine.downloader.per_slot_settings.setdefault(key, {})["delay"] = delay   # slots made later
        self._lift_to_floor(key)

    def _response_downloaded(self, response: Response, request: Request, spider: Any = None) -> None:
        key = request.meta.get("download_slot")
        if key is not None:
            self._lift_to_floor(key)

    def _lift_to_floor(self, key: str) -> None:
        """The slot's delay back up to its floor (after AutoThrottle lowered it, or a Crawl-delay raised it)."""
        slot = self.crawler.engine.downloader.slots.get(key)
        floor = self.floors.get(key, 0.0)
        if slot is not None and slot.delay < floor:
            slot.delay = floor
