"""A feed line again for a page whose manifest record changed after its item went into the feed.

Scrapy's feeds (``scrapy crawl tibetan_sites -O pages.jsonl``) are streams: an item is written when it has
passed the pipelines, and a line written stays. The mirror may change a page's record later in the run
(crawler/mirror.py): an alias (``kept: false``, its text in the file of the page it repeats) gets a file of its
own when that page changes after it, and an alias of a short text whose bytes differ from its page's is made an
alias of another page at the close. Its feed line still named the other page's file (``path``), which then held
another text than the line's ``text``.

So such a page is exported again, with the record the mirror has for it now (:meth:`RestatedFeed.restate`,
told by ``SiteMirror.take_restated``): a second line for its URL, later in the feed, whose ``text`` is what the file
its ``path`` names holds. The item pipeline cannot yield items; the line is handed to the feed exports through
Scrapy's ``item_scraped`` signal, as the engine hands an item that passed the pipelines (before ``spider_closed``,
so also from the pipeline's ``close_spider``). Only the items of aliases are kept for this, and only when the crawl
has a feed (``FEEDS``). A page that was an alias in an earlier run of a ``JOBDIR`` job is in that run's feed, not
this one's: it gets no line here (the manifest has its record).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from scrapy import signals
from scrapy.crawler import Crawler

from crawler.items import PageItem


class RestatedFeed:
    """The items of this run's aliases that went into the feed, to export again when their record changes."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.feeding = bool(crawler.settings.getdict("FEEDS"))   # (-o / -O set FEEDS)
        self._aliases: dict[tuple[str, str], PageItem] = {}       # (site, url) -> the item last exported for it

    def exported(self, item: PageItem) -> None:
        """``item``, its record written by the mirror, goes into the feed: kept while it is an alias's."""
        if not self.feeding or item.record is None:
            return
        key = (item.site, item.url)
        if item.record.get("kept", True):
            self._aliases.pop(key, None)
        else:
            self._aliases[key] = item

    def restate(self, site: str, records: list[Mapping[str, Any]]) -> None:
        """Export again each alias of ``site`` that went into this run's feed and whose record is now one of
        ``records`` (the mirror's records of pages it changed since it answered for them)."""
        for record in records:
            item = self._aliases.get((site, record["url"]))
            if item is None:
                continue
            again = dataclasses.replace(item, record=dict(record))
            self.exported(again)
            self.crawler.signals.send_catch_log(signals.item_scraped, item=again, response=None,
                                                spider=self.crawler.spider)
