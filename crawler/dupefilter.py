"""Scrapy's duplicate filter, with a way through for one URL that does not pass on to its redirects, and the
fingerprints it keeps of the files the spider reads apart from those of the pages.

A start URL must be requested even when the job's duplicate filter knows it (a
site renamed between runs of a job: the old name's run requested it), as
Scrapy's own start requests are (``dont_filter=True``). But Scrapy's redirect and
meta-refresh middlewares copy ``dont_filter`` onto the request they make of a
redirect, so with it the target of a start URL's redirect skipped the filter too:
``/`` and ``/home`` both redirecting to ``/index.html``, all three start URLs,
had ``/index.html`` fetched three times and stored as two aliases.

A request whose meta names its own URL under :data:`UNFILTERED_URL_META` passes
:class:`StartUrlDupeFilter`; its fingerprint is recorded all the same. A
redirect copies the meta, but its URL is another, so it is filtered as usual.

>>> from scrapy import Request
>>> seen = StartUrlDupeFilter()
>>> start = Request("http://a.org/", meta={UNFILTERED_URL_META: "http://a.org/"})
>>> seen.request_seen(Request("http://a.org/")), seen.request_seen(start)
(False, False)
>>> seen.request_seen(start.replace(url="http://a.org/index.html")), seen.request_seen(start.replace(url="http://a.org/index.html"))
(False, True)

A sitemap is a file the spider reads (``CRAWL_FILE_META``), never a page, but its URL may be a page's too: an HTML
site map that robots.txt names (``Sitemap: /map.html``) and the home page links. One fingerprint for both had the
second request refused as a duplicate: the sitemap read (nothing readable) and the page never fetched, so the pages
only it linked were lost and its 404 marked no page gone; or the page fetched and the sitemap never read.
:class:`CrawlFileFingerprinter` (``REQUEST_FINGERPRINTER_CLASS``) gives a file's request a fingerprint of its own,
so each is asked once as a file and once as a page; the files still share theirs (a sitemap that two indexes
list is read once), and a ``JOBDIR`` keeps them all in its ``requests.seen``.

>>> from scrapy.utils.test import get_crawler
>>> seen = StartUrlDupeFilter.from_crawler(get_crawler(settings_dict={
...     "REQUEST_FINGERPRINTER_CLASS": CrawlFileFingerprinter}))
>>> sitemap = Request("http://a.org/map.html", meta={CRAWL_FILE_META: True})
>>> seen.request_seen(sitemap), seen.request_seen(Request("http://a.org/map.html")), seen.request_seen(sitemap)
(False, False, True)
"""

from __future__ import annotations

import hashlib

from scrapy import Request
from scrapy.dupefilters import RFPDupeFilter
from scrapy.utils.request import RequestFingerprinter

from crawler.middlewares import CRAWL_FILE_META

UNFILTERED_URL_META = "tsheg_unfiltered_url"   # the URL of this request that passes the duplicate filter
CRAWL_FILE_SALT = b"tsheg crawl file\0"   # put before a page's fingerprint to make a crawl file's (our own choice)


class StartUrlDupeFilter(RFPDupeFilter):
    """``RFPDupeFilter`` that lets through the URL a request's meta names under ``UNFILTERED_URL_META``."""

    def request_seen(self, request: Request) -> bool:
        seen = super().request_seen(request)
        return seen and request.meta.get(UNFILTERED_URL_META) != request.url


class CrawlFileFingerprinter(RequestFingerprinter):
    """Scrapy's request fingerprint, another one for a file the spider reads (``CRAWL_FILE_META``: a sitemap, a
    robots.txt) than for a page of the same URL: SHA-1 of :data:`CRAWL_FILE_SALT` and the page's (see the module
    docstring)."""

    def fingerprint(self, request: Request) -> bytes:
        page = super().fingerprint(request)
        if not request.meta.get(CRAWL_FILE_META):
            return page
        return hashlib.sha1(CRAWL_FILE_SALT + page).digest()
