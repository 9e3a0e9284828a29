"""Each site's delay is a floor: its ``download_delay``, and the ``Crawl-delay`` its robots.txt asks for.

Every site has one download slot (its name; sites on one host share the first
one's), created with the site's delay (``DOWNLOAD_SLOTS``,
crawler/spiders/tibetan_sites.py). Scrapy leaves two holes
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

It also pauses a site that says it is overloaded or that we ask too often: a
429 or 503 response with a ``Retry-After``, or a 429 without one
(``RATE_LIMIT_PAUSE``; both read by crawler/retry_after.py), holds every
request of the site's slot until that time has passed (at most ``MAX_PAUSE``), the retry of the refused
page included. Scrapy retries 429 and 503 at once and ignores ``Retry-After``
(scrapy/scrapy#3849), so the retry met the same refusal and the page was lost.
The slot's delay stays as it was: only its next request is put off (every
site's slot has a delay above 0, which Scrapy needs to put a request off; a
robots.txt's own slot, crawler/robots.py, has none when every site has
``download_delay: 0``, and gets ``HOLDING_DELAY`` when it is held: Scrapy's retry
of a robots.txt that answered 503 went out at once, its ``Retry-After`` logged
but not kept).
Counted as ``tsheg/politeness/paused`` (the longest in
``tsheg/politeness/pause_max``); the first pause of each host is logged.
"""

from __future__ import annotations

import logging
import time
import urllib.parse
from typing import Any

from scrapy import Request, signals
from scrapy.core.downloader import Slot
from scrapy.crawler import Crawler
from scrapy.http import Response

from crawler.middlewares import FirstPerHost
from crawler.retry_after import MAX_PAUSE, pause_asked
from crawler.robots import robots_user_agent

MAX_CRAWL_DELAY = MAX_PAUSE   # seconds: the most a robots.txt Crawl-delay is honoured (Heritrix's default cap,
#                               the longest pause a Retry-After sets too)
HOLDING_DELAY = 0.001   # seconds: the delay a slot without one gets when it is held (Scrapy's downloader puts a
#                         request off only in a slot with a delay; a robots.txt slot has the global DOWNLOAD_DELAY,
#                         0 when every site has download_delay 0; a millisecond, as the spider's ZERO_DELAY_SLOT_DELAY)

logger = logging.getLogger(__name__)


class SiteDelayFloor:
    """Scrapy extension (see the module docstring)."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        settings = crawler.settings
        self._user_agent = robots_user_agent(settings)
        # Per slot (crawler.config.shared_slots): the delay it must not go below; starts at the configured site delays.
        self.floors: dict[str, float] = {key: float(slot.get("delay", 0.0))
                                         for key, slot in settings.getdict("DOWNLOAD_SLOTS").items()}
        self.paused_until: dict[str, float] = {}   # per slot while held: time.monotonic() it ends
        self._first_pause = FirstPerHost()
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
        if key is None:
            return
        self._lift_to_floor(key)
        pause = pause_asked(response)
        if pause is not None:
            self._hold(key, pause, response)
        elif key in self.paused_until:
            self._keep_holding(key)

    def _hold(self, key: str, seconds: float, response: Response) -> None:
        """Hold the site's slot for ``seconds`` from now (a longer pause already running stays)."""
        slot = self.crawler.engine.downloader.slots.get(key)
        until = time.monotonic() + seconds
        if slot is None or seconds <= 0 or until <= self.paused_until.get(key, 0.0):
            return
        self.paused_until[key] = until
        if slot.delay <= 0:
            slot.delay = HOLDING_DELAY
        _not_before(slot, until)
        self.crawler.stats.inc_value("tsheg/politeness/paused")
        self.crawler.stats.max_value("tsheg/politeness/pause_max", seconds)
        host = self._first_pause.first("pause", response.url)
        if host is not None:
            asked = response.headers.get("Retry-After")
            logger.info("%s answered %d%s: site %s waits %.1f s before its next request; "
                        "further pauses of %s are only counted", response.url, response.status,
                        f" with Retry-After {asked.decode('latin-1')}" if asked else "", key, seconds, host)

    def _keep_holding(self, key: str) -> None:
        """A response during a pause (of a request sent before it) must not shorten it (AutoThrottle may
        have lowered the slot's delay); the first one after it ends it."""
        slot = self.crawler.engine.downloader.slots.get(key)
        until = self.paused_until[key]
        if slot is None or time.monotonic() >= until:
            del self.paused_until[key]
        else:
            _not_before(slot, until)

    def _lift_to_floor(self, key: str) -> None:
        """The slot's delay back up to its floor (after AutoThrottle lowered it, or a Crawl-delay raised it)."""
        slot = self.crawler.engine.downloader.slots.get(key)
        floor = self.floors.get(key, 0.0)
        if slot is not None and slot.delay < floor:
            slot.delay = floor


def _not_before(slot: Slot, until: float) -> None:
    """Make the slot send its next request no earlier than ``until`` (``time.monotonic``), its delay kept.

    Scrapy's slot sends a request ``delay * (1 ± jitter)`` after ``lastseen`` (the last dispatch): a
    ``lastseen`` in the future delays the next dispatch without touching the delay that follows it.
    """
    slot.lastseen = until - slot.delay * (1.0 - min(slot.jitter, 1.0))
