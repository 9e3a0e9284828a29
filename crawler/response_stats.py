"""Scrapy's downloader stats, with the responses to the files the crawl reads for itself counted apart.

The crawl summary (crawler/summary.py) sorts every response into one kind:
HTML pages, other documents, redirects, error statuses, robots.txt and sitemaps.
Scrapy's ``DownloaderStats`` counts responses per status only, so a robots.txt
or sitemap answering 404 or 503 was both an "error status" and one of the
"robots.txt and sitemaps" (which the summary took from ``robotstxt/response_count``,
one per host however often its robots.txt was asked), and the kinds added up to
more than the responses. :class:`ResponseStats` also counts every response to
a request for robots.txt or a sitemap (retries and redirects included) per
status, under ``CRAWL_FILE_STATUS_PREFIX``, for the summary to set apart.

The copy of robots.txt the spider reads for its ``Sitemap:`` lines
(``ROBOTS_COPY_FLAG``: the response the rules were read from, handed over by
crawler/robots.py without asking the server again) is no response: Scrapy's
stats counted it a second time, since a response a middleware returns passes
every middleware's ``process_response``.
"""

from __future__ import annotations

from scrapy import Request
from scrapy.downloadermiddlewares.stats import DownloaderStats
from scrapy.http import Response

from crawler.middlewares import CRAWL_FILE_META
from crawler.robots import ROBOTS_COPY_FLAG, ROBOTS_FETCH_META
from crawler.summary import CRAWL_FILE_STATUS_PREFIX


def is_crawl_file(request: Request) -> bool:
    """Whether ``request`` asks for a file the crawl reads for itself: robots.txt (for its rules, or for its
    ``Sitemap:`` lines) or a sitemap."""
    return bool(request.meta.get(CRAWL_FILE_META) or request.meta.get(ROBOTS_FETCH_META))


class ResponseStats(DownloaderStats):
    """Scrapy's ``DownloaderStats`` (in its place, crawler/settings.py), as the module docstring says."""

    def process_response(self, request: Request, response: Response) -> Response:  # type: ignore[override]
        if ROBOTS_COPY_FLAG in response.flags:
            return response   # (counted when it was fetched for the rules)
        if is_crawl_file(request):
            self.stats.inc_value(f"{CRAWL_FILE_STATUS_PREFIX}{response.status}")
        return super().process_response(request, response)
