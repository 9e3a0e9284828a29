"""Recognition downloader middleware: the verdict on every HTML response, the tunnel, the drops.

For each 2xx HTML response of a configured site it runs
``extract.recognize_page(body, headers)`` (seed 000 §2.2 for Tibetan, Uyghur by
its letters) and records on the request/response meta:

* ``tsheg_recognition``: the :class:`extract.recognize.Recognition`;
* ``tsheg_target``: whether the page is in one of the site's languages, or of another
  site whose scope holds it (two sites on one host: a Tibetan and a Uyghur section
  of one news site link to each other, and whichever reaches a page first fetches
  it); ``tsheg_keeper`` names the site it is stored under;
* ``tsheg_run``: off-target pages in a row along the link path, this one included
  (0 for a target page); the path is the best one the spider's frontier has
  met so far (``spider.parent_run(request)``), else the request's meta.

Two kinds of page only pass the reader on, and are no step of the tunnel:

* a meta refresh redirect (``<meta http-equiv="refresh" content="0; url=...">``:
  to another URL, at most ``INSTANT_REFRESH_MAX_DELAY`` seconds later) passes
  untouched, so Scrapy's MetaRefreshMiddleware turns it into a redirect, which
  keeps depth and run; one that leads back into its own redirect chain, or past
  ``REDIRECT_MAX_TIMES``, is dropped and counted as an HTTP one is
  (``tsheg/errors/redirect_loop``, ``tsheg/errors/too_many_redirects``;
  crawler/redirects.py), where the duplicate filter or Scrapy's limit dropped it
  without a trace;
* a frameset page (HTML 4.01 §16: its frames are its content) is judged as
  usual but adds nothing to the off-target run (``tsheg_container``); the
  spider follows its frames.

A refresh with no URL or to the page itself (a news page that reloads every
minute) is no redirect, and neither is a timed one (a later refresh to another
URL): the page is judged and stored like any page, Scrapy's MetaRefreshMiddleware
is told to leave it (``dont_redirect``; it redirected every refresh under
``METAREFRESH_MAXDELAY``, 100 s, so such pages were passed on, or lost as a
redirect to themselves), and the spider follows a timed refresh's target as an
ordinary link (stat ``tsheg/meta_refresh/page``).

A page off target beyond the site's ``tunnel`` budget is dropped with
``IgnoreRequest`` (stat ``tsheg/dropped/off_target``): its links are not followed
(the spider's ``park`` keeps them, to be followed if a path with fewer
off-target pages reaches the page later; it is not fetched again).
Within the budget it reaches the spider for its links only; it is never stored
(stat ``tsheg/passed_on/<language>``).
A page off target (within the tunnel or not) that an earlier run stored, when
the site was still in its language, gets its record marked gone
(``crawler.mirror.announce_gone``), unless it has no letters at all
(``NO_LANGUAGE``: a 200 with an empty body, an empty page, binary bytes, a
server's passing fault, marked every such page gone as "no longer in the site's
languages").
Requests that leave the site's scope (a redirect to another host or port) are
dropped before anything is asked of that host, its robots.txt included
(:class:`ScopeMiddleware`, ahead of the robots.txt middleware; stat
``tsheg/dropped/offsite``); the scope is the site's allowed domains and the
hosts its start URLs redirected to (``spider.in_scope``). A request of a site the
configuration no longer names (a resumed ``JOBDIR`` queue still holds it) is
dropped there too (stat ``tsheg/dropped/site_not_configured``), and so is a request
about to be sent when its site has sent its ``max_pages`` (``spider.admit``; stat
``tsheg/dropped/budget``: a resumed job's queue, filled under a larger budget). A plain-text
document (``text/plain`` that is no HTML) is read as a page whose ``<pre>`` holds its text (``extract.plain_text``, stat
``tsheg/plain_text``): a Tibetan or Uyghur e-text is judged and stored like any
page, its lines kept. The files the crawl reads for itself (robots.txt, sitemaps:
``CRAWL_FILE_META``), other non-HTML bodies and error statuses pass untouched. Like Scrapy's
offsite middleware, only the first drop per domain and reason is logged.
Stats: ``tsheg/fetched``, ``tsheg/recognition/<language>``, ``tsheg/dropped/<reason>``,
``tsheg/passed_on/<language>``.
"""

from __future__ import annotations

import logging
import re
import urllib.parse
from typing import Any

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.exceptions import IgnoreRequest
from scrapy.http import HtmlResponse, Response

from crawler.frontier import off_target_run
from crawler.mirror import announce_gone
from crawler.refresh import meta_refresh
from crawler.summary import PASSED_ON_PREFIX
from crawler.urls import canonical_url
from extract.plain_text import is_html_markup, is_plain_text, plain_text_page

SITE_META = "tsheg_site"                 # site name (set by the spider on every request of a site)
PARENT_RUN_META = "tsheg_parent_run"     # off-target run before this page, as first met (spider)
RUN_META = "tsheg_run"                   # off-target run including this page (this middleware)
RECOGNITION_META = "tsheg_recognition"   # Recognition of this page (this middleware)
TARGET_META = "tsheg_target"             # bool: in one of the site's languages (this middleware)
KEEPER_META = "tsheg_keeper"             # the site a target page is stored under: its own, or another site on the
#                                          same host whose languages it is in (this middleware)
CONTAINER_META = "tsheg_container"       # bool: a frameset page, no step of the tunnel (this middleware)
SERVED_RESPONSE_META = "tsheg_served_response"  # a text/plain document read as a page: its response as served
CRAWL_FILE_META = "tsheg_crawl_file"     # a robots.txt or sitemap the spider reads: no page, no verdict (spider)
REFRESH_TARGET_META = "tsheg_refresh_target"  # where a page's reload or timed meta refresh leads: one of its
#                                              links (this middleware, read once with Scrapy's parser; the spider)

OVER_BUDGET = "budget"   # drop reason: a request about to be sent when its site has sent its max_pages
UNCONFIGURED_SITE = "site_not_configured"   # drop reason: a queued request of a site the YAML no longer names
FRAMESET_RE = re.compile(rb"<frameset\b", re.IGNORECASE)   # HTML 4.01 §16.2.1: the page's content is its frames
# Seconds: a meta refresh to another URL at most this soon is a redirect; a later one is a page that also links
# there. Browsers' own line: WebKit and Blink (NavigationScheduler::ScheduleRedirect) replace the refreshing page in
# the history when its delay is <= 1 s, i.e. treat it as a redirect, and keep it as a page visited when it is longer.
INSTANT_REFRESH_MAX_DELAY = 1.0
# The recogniser's verdict on a page with no letters at all (an empty body, markup alone, binary bytes:
# extract/recognize.py): no language, so no sign that a page an earlier run stored changed language.
NO_LANGUAGE = "none"

logger = logging.getLogger(__name__)


class FirstPerHost:
    """Which kinds of event were already logged for a host: like Scrapy's offsite middleware, only the
    first of each kind per host is logged, the rest only counted."""

    def __init__(self) -> None:
        self._seen: set[tuple[str, str]] = set()

    def first(self, kind: str, url: str) -> str | None:
        """The host of ``url`` when this is its first event of ``kind`` (log it), else None."""
        host = urllib.parse.urlsplit(url).netloc
        return host if self.first_of(kind, host) else None

    def first_of(self, kind: str, key: str) -> bool:
        """Whether this is the first event of ``kind`` for ``key`` (a host, or a site's name: log it)."""
        if (kind, key) in self._seen:
            return False
        self._seen.add((kind, key))
        return True


class DropLog:
    """Counts drops as ``tsheg/dropped/<reason>`` and logs only the first per reason and host."""

    def __init__(self, stats: Any) -> None:
        self.stats = stats
        self._first = FirstPerHost()

    def drop(self, url: str, reason: str, why: str) -> None:
        self.stats.inc_value(f"tsheg/dropped/{reason}")
        host = self._first.first(reason, url)
        if host is not None:
            logger.info("dropping %s (%s): %s; further drops of this kind on %s are only counted",
                        url, reason, why, host)


def looks_like_html(response: Response) -> bool:
    """An HTML page, whatever its Content-Type says (some servers send text/plain or nothing)."""
    if isinstance(response, HtmlResponse):
        return True
    content_type = response.headers.get(b"Content-Type", b"").lower()
    if content_type and not content_type.startswith((b"text/", b"application/octet-stream",
                                                     b"application/xhtml")):
        return False
    return is_html_markup(response.body)


def response_headers(response: Response) -> dict[str, str]:
    """The response headers as ``str -> str`` (first value of each), as extract/ expects them."""
    return {key.decode("latin-1"): values[0].decode("latin-1")
            for key, values in response.headers.items() if values}


def first_requested(message: Request | Response) -> str:
    """The URL first requested for a request or response: the head of its redirect chain (Scrapy's
    ``redirect_urls``), under which the frontier and the manifest know the page."""
    return (message.meta.get("redirect_urls") or [message.url])[0]


def is_refresh_redirect(delay: float, url: str, page_url: str) -> bool:
    """Whether a meta refresh after ``delay`` seconds to ``url`` on the page at ``page_url`` is a redirect: to
    another web page, at most INSTANT_REFRESH_MAX_DELAY later. A reload of the page itself is none, however soon.

    >>> [is_refresh_redirect(delay, "http://a.org/bo/", "http://a.org/") for delay in (0, 1, 60)]
    [True, True, False]
    >>> is_refresh_redirect(0, "http://a.org/#top", "http://a.org/"), is_refresh_redirect(0, "tel:+8689", "http://a.org/")
    (False, False)
    """
    if delay > INSTANT_REFRESH_MAX_DELAY or not url.startswith(("http://", "https://")):
        return False   # (Scrapy cannot request mailto:, tel:, ...: it raised a ValueError on such a refresh)
    try:
        return canonical_url(url) != canonical_url(page_url)
    except ValueError:   # a URL w3lib cannot read: Scrapy could not redirect to it either
        return False


def site_of(crawler: Crawler, request: Request) -> Any:
    """The configured site a request belongs to (``SITE_META``, set by the spider), or None."""
    name = request.meta.get(SITE_META)
    config = getattr(crawler.spider, "config", None)
    if name is None or config is None:
        return None
    return config.site_by_name.get(name)


class ScopeMiddleware:
    """Downloader middleware: a site's request outside its scope is dropped before anything is asked of its host.

    It runs ahead of the robots.txt middleware (crawler/settings.py), which would otherwise fetch the
    robots.txt of whatever host a redirect names before the request could be dropped: a page redirecting to
    an internal address had the crawl ask that address.
    """

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self._drops = DropLog(crawler.stats)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ScopeMiddleware:
        return cls(crawler)

    def process_request(self, request: Request) -> None:
        site = site_of(self.crawler, request)
        if site is None:
            self._drop_unconfigured(request)
            return
        # A request of a site comes from our spider, whose scope start URLs' redirects may have widened.
        if not self.crawler.spider.in_scope(request):
            self._drops.drop(request.url, "offsite", f"outside the allowed domains of site {site.name}")
            raise IgnoreRequest(f"offsite: {request.url} is outside site {site.name}")
        admit = getattr(self.crawler.spider, "admit", None)
        if admit is not None and not admit(request):
            self._drops.drop(request.url, OVER_BUDGET, f"site {site.name} has sent its max_pages ({site.max_pages}) "
                             "requests (a request queued before, under a larger budget)")
            raise IgnoreRequest(f"{OVER_BUDGET}: {request.url}: site {site.name} reached max_pages")

    def _drop_unconfigured(self, request: Request) -> None:
        """Drop a request of a site the configuration no longer names (queued in a JOBDIR by an earlier run).
        A request of no site (robots.txt asked for the rules) passes."""
        name = request.meta.get(SITE_META)
        if name is None or getattr(self.crawler.spider, "config", None) is None:
            return
        self._drops.drop(request.url, UNCONFIGURED_SITE,
                         f"site {name} is no longer configured (a request an earlier run of the job queued)")
        raise IgnoreRequest(f"{UNCONFIGURED_SITE}: {request.url} belongs to site {name}, no longer configured")


class RecognitionMiddleware:
    """Downloader middleware (see the module docstring)."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self._drops = DropLog(crawler.stats)
        settings = crawler.settings
        self._meta_refresh = settings.getbool("METAREFRESH_ENABLED")   # Scrapy's MetaRefreshMiddleware's settings
        self._meta_refresh_ignore_tags = settings.getlist("METAREFRESH_IGNORE_TAGS")
        self._meta_refresh_max_delay = settings.getfloat("METAREFRESH_MAXDELAY")
        from extract.recognize import recognize_page   # extract/ stays importable without Scrapy
        self._recognize = recognize_page
        from crawler.redirects import RedirectChains   # (crawler.redirects imports this module)
        self._chains = RedirectChains(crawler)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RecognitionMiddleware:
        return cls(crawler)

    def process_response(self, request: Request, response: Response) -> Response:
        site = site_of(self.crawler, request)
        if site is None or request.meta.get(CRAWL_FILE_META) or not 200 <= response.status < 300:
            return response
        if not looks_like_html(response):
            content_type = response.headers.get(b"Content-Type", b"").decode("latin-1")
            if not is_plain_text(response.body, content_type):
                self.stats.inc_value("tsheg/not_html")
                return response
            body, content_type = plain_text_page(response.body, content_type)
            headers = response.headers.copy()
            headers[b"Content-Type"] = content_type.encode("latin-1")
            request.meta[SERVED_RESPONSE_META] = response
            response = response.replace(cls=HtmlResponse, body=body, headers=headers)
            self.stats.inc_value("tsheg/plain_text")
        if not isinstance(response, HtmlResponse):   # HTML sent as text/plain or without a type
            response = response.replace(cls=HtmlResponse)
        refresh = self._refresh_of(request, response)
        if refresh is not None and self._redirects(request, *refresh, response.url):
            self._chains.check(request, refresh[1], "refreshes")   # a loop or an endless chain: dropped, counted
            self.stats.inc_value("tsheg/meta_refresh")
            return response   # MetaRefreshMiddleware (580, after us) redirects: no verdict, no tunnel step
        if refresh is not None:   # a reload or a timed refresh: a page, the refresh's target one of its links
            request.meta["dont_redirect"] = True
            request.meta[REFRESH_TARGET_META] = refresh[1]
            self.stats.inc_value("tsheg/meta_refresh/page")
        self.stats.inc_value("tsheg/fetched")
        recognition = self._recognition(response)
        self.stats.inc_value(f"tsheg/recognition/{recognition.language if recognition else 'error'}")
        keeper = self._keeper(site, response.url, recognition)
        target = keeper is not None
        container = not target and FRAMESET_RE.search(response.body) is not None
        run = off_target_run(self._parent_run(request), target=target, container=container)
        request.meta[RECOGNITION_META] = recognition
        request.meta[TARGET_META] = target
        request.meta[KEEPER_META] = keeper.name if keeper is not None else None
        request.meta[CONTAINER_META] = container
        request.meta[RUN_META] = run
        if recognition is None:
            self._drops.drop(response.url, "unrecognisable", "the recogniser failed on this page")
            raise IgnoreRequest(f"unrecognisable: {response.url}")
        if not target and recognition.language != NO_LANGUAGE:
            announce_gone(self.crawler.signals, site.name, first_requested(request), reason="off_target",
                          lang=recognition.language)
        if not target and run > site.tunnel:
            park = getattr(self.crawler.spider, "park", None)
            if park is not None:   # the spider keeps its links in case a shorter path turns up
                park(request, response)
            self._drops.drop(response.url, "off_target",
                       f"{recognition.language} page, {run} off-target pages in a row (tunnel {site.tunnel})")
            raise IgnoreRequest(f"off_target: {response.url} ({recognition.language})")
        if not target:
            self.stats.inc_value(f"{PASSED_ON_PREFIX}{recognition.language}")
        return response

    def _refresh_of(self, request: Request, response: HtmlResponse) -> tuple[float, str] | None:
        """(delay, absolute URL) of the page's meta refresh as the meta refresh middleware reads it (the URL as
        browsers resolve it, crawler/refresh.py), else None."""
        interval, url = meta_refresh(response, self._meta_refresh_ignore_tags)
        return (interval, url) if interval is not None and url else None

    def _redirects(self, request: Request, delay: float, url: str, page_url: str) -> bool:
        """Whether Scrapy's MetaRefreshMiddleware is to redirect this refresh: it acts on it (its settings) and
        the refresh is a redirect (:func:`is_refresh_redirect`)."""
        return (self._meta_refresh and not request.meta.get("dont_redirect") and delay < self._meta_refresh_max_delay
                and is_refresh_redirect(delay, url, page_url))

    def _keeper(self, site: Any, url: str, recognition: Any) -> Any:
        """The site a page is kept for: its own when the page is in one of its languages, else another site
        whose scope holds the page and whose languages it is in (``spider.keeper``); None when it is off target."""
        if recognition is None:
            return None
        if recognition.is_target(site.languages):
            return site
        keeper = getattr(self.crawler.spider, "keeper", None)
        return keeper(site, url, recognition) if keeper is not None else None

    def _parent_run(self, request: Request) -> int:
        """Off-target pages in a row before this page: the spider's best value over all paths, else the meta."""
        best = getattr(self.crawler.spider, "parent_run", None)
        value = best(request) if best is not None else None
        return int(request.meta.get(PARENT_RUN_META, 0) if value is None else value)

    def _recognition(self, response: Response) -> Any:
        try:
            return self._recognize(response.body, response_headers(response))
        except Exception:   # noqa: BLE001 - a recogniser bug must not stop the crawl; it is logged
            logger.exception("recognition failed on %s", response.url)
            return None
