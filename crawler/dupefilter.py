"""Scrapy's duplicate filter, with a way through for one URL that does not pass on to its redirects.

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
"""

from __future__ import annotations

from scrapy import Request
from scrapy.dupefilters import RFPDupeFilter

UNFILTERED_URL_META = "tsheg_unfiltered_url"   # the URL of this request that passes the duplicate filter


class StartUrlDupeFilter(RFPDupeFilter):
    """``RFPDupeFilter`` that lets through the URL a request's meta names under ``UNFILTERED_URL_META``."""

    def request_seen(self, request: Request) -> bool:
        seen = super().request_seen(request)
        return seen and request.meta.get(UNFILTERED_URL_META) != request.url
