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

An unreachable robots.txt disallows the whole host (RFC 9309 §2.3.1.4: "server
or network errors"; a 5xx, Google reads 429 Too Many Requests the same way, and
a robots.txt that cannot be fetched at all: a timeout, a refused or dropped
connection, a host name that does not resolve). Scrapy reads whatever body came
back as the rules, and a failed fetch as "no rules", so a site too busy or too
slow to serve its robots.txt had every path crawled, the ones it forbids
included. Here such a robots.txt is asked again once, after the pause the
answer asks for (``Retry-After``, crawler/retry_after.py) or
``ROBOTS_RETRY_PAUSE`` (a setting, ``UNREACHABLE_ROBOTS_PAUSE`` by default), at
most ``MAX_ROBOTS_PAUSE``, the host's requests waiting meanwhile (a crawl asked
to stop stops waiting); if it is still unreachable, the host's pages are
forbidden for this crawl, counted as ``tsheg/robots/unreachable`` and logged
once per host. A 4xx robots.txt (but 429) stays "no rules" (§2.3.1.3: "unavailable", the crawler "MAY access
any resources"), whatever its body: Scrapy read a 403 or 404 page that says ``Disallow: /`` as rules, and one
whose body did not decompress left its host unreachable (crawler/decompression.py now drops such a body of a
non-2xx answer, so its status decides; a 5xx so served stays unreachable, §2.3.1.4). So does one
whose redirect leads nowhere (a loop, past the limit, to ``mailto:``: §2.3.1.2
lets a crawler read that as unavailable).

A robots.txt larger than ``ROBOTS_MAX_BYTES`` (500 KiB, RFC 9309 §2.5: a
crawler SHOULD parse at least that much) is read up to that size, its last
partial line left out, and the rest is not fetched (``tsheg/robots/truncated``,
logged once per host). Scrapy cancelled a robots.txt over ``DOWNLOAD_MAXSIZE``
(8 MB) and logged the cancellation as an error with its traceback, and the host
was crawled as if it had no rules. The transfer of robots.txt has no size cap
of its own (it stops at ``ROBOTS_MAX_BYTES``); a gzip coding still unpacks
within ``DOWNLOAD_MAXSIZE`` (a body that unpacks past it is unreachable).

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

Scrapy's protected names this module depends on (:data:`SCRAPY_PROTECTED_CALLS`,
:data:`SCRAPY_PROTECTED_ATTRIBUTES`), and the undocumented public ones it overrides (:data:`SCRAPY_OVERRIDDEN_HOOKS`).
Scrapy 2.13 to 2.19 document no hook of ``RobotsTxtMiddleware`` beyond its settings: ``ROBOTSTXT_PARSER`` (a
``RobotParser`` built from the body alone: no status, no origin, no second fetch) and the ``robots_parsed`` signal
(told of rules already read). The fixes above need the fetch itself (its key, slot, retry, size cap, the status), so
:class:`RobotsTxtMiddleware` subclasses Scrapy's and

* overrides ``robot_parser(request)`` (the rules of a request's origin: fetched, or waited for) and
  ``process_request_2(rp, request)`` (the check, its refusal a :class:`RobotsForbidden`), which Scrapy's
  ``process_request`` calls by these names: renamed in Scrapy, the overrides would go unused, silently (rules per
  netloc again, the later waiters unchecked);
* keeps its rules in Scrapy's ``_parsers`` (origin -> parser, or the Deferred the requests that come meanwhile wait
  on) and counts in Scrapy's ``_stats``;
* reads the rules with ``_parse_robots(response, netloc, request)`` (the ``robotstxt/response_count`` and
  ``robotstxt/response_status_count/*`` stats, the parser ``ROBOTSTXT_PARSER`` names, the ``robots_parsed`` signal,
  the waiters woken) and gives up on them with ``_robots_error(exc, netloc)`` (``robotstxt/exception_count/*``, no
  rules, the waiters woken), as Scrapy does.

tests/test_scrapy_public_api.py fails, naming the name and this module, when a Scrapy upgrade removes one of them,
changes the arguments it takes, or stops calling an overridden one.
"""

from __future__ import annotations

import logging
import urllib.parse
from typing import Any

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as ScrapyRobotsTxtMiddleware
from scrapy.exceptions import DownloadCancelledError, IgnoreRequest, StopDownload
from scrapy.http import Request, Response
from scrapy.http.request import NO_CALLBACK
from scrapy.robotstxt import RobotParser
from scrapy.settings import BaseSettings
from scrapy.utils.asyncio import sleep
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.misc import load_object
from twisted.internet.defer import Deferred

from crawler.decompression import DecompressionError
from crawler.http_handler import HeaderTooLongError
from crawler.retry_after import pause_asked
from extract.schemes import DEFAULT_PORTS


ROBOTS_COPY_META = "tsheg_robots_copy"  # a request of robots.txt answered with the copy read for the rules
ROBOTS_COPY_FLAG = "robots.txt copy"  # the flag of that copy: no response of the server's (crawler/response_stats.py)
ROBOTS_FETCH_META = "tsheg_robots_fetch"  # a request of robots.txt for the rules: read up to ROBOTS_MAX_BYTES
ROBOTS_RECEIVED_META = "tsheg_robots_received"  # bytes of that robots.txt received so far (this transfer)
ROBOTS_MAX_BYTES = 500 * 1024  # bytes of a robots.txt read for its rules (RFC 9309 §2.5: a crawler SHOULD parse
#                                at least the first 500 KiB); the rest is not fetched
UNREACHABLE_ROBOTS_PAUSE = 30.0  # seconds before an unreachable robots.txt that names no Retry-After is asked
#                                  again (a chosen guess: a restarting server is back, a crawl hardly waits)
ROBOTS_RETRY_PAUSE_SETTING = "ROBOTS_RETRY_PAUSE"  # the setting that overrides UNREACHABLE_ROBOTS_PAUSE
MAX_ROBOTS_PAUSE = 60.0  # seconds at most (a longer Retry-After is cut): the host's requests wait in the engine
#                          meanwhile, each holding a place of CONCURRENT_REQUESTS (a resumed queue can fill them)
ROBOTS_PAUSE_STEP = 1.0  # seconds: the pause is slept in steps, so a crawl asked to stop ends it at once
ROBOTS_FETCHES = 2  # times an unreachable robots.txt is asked (each with Scrapy's retries) before its host is
#                     given up for the crawl
CLIENT_ERRORS = range(400, 500)  # RFC 9110 §15.5: the 4xx statuses (a robots.txt "unavailable", RFC 9309 §2.3.1.3)
DISALLOW_ALL = b"User-agent: *\nDisallow: /\n"  # the rules an unreachable robots.txt stands for (RFC 9309 §2.3.1.4)
ROBOTS_SLOT_PREFIX = "robots.txt of "  # download slot of an origin's robots.txt: this and the origin
# Scrapy's RobotsTxtMiddleware's protected methods this module calls (see the module docstring) -> the arguments it
# passes them after self, in order; its protected attributes it reads and writes -> what they hold; its undocumented
# methods it overrides, which Scrapy's process_request calls by name. tests/test_scrapy_public_api.py checks each.
SCRAPY_PROTECTED_CALLS: dict[str, tuple[str, ...]] = {
    "_parse_robots": ("response", "netloc", "request"),
    "_robots_error": ("exc", "netloc"),
}
SCRAPY_PROTECTED_ATTRIBUTES: dict[str, str] = {
    "_parsers": "dict: key -> RobotParser, None, or the Deferred the requests that come meanwhile wait on",
    "_stats": "the crawler's StatsCollector",
}
SCRAPY_OVERRIDDEN_HOOKS = ("robot_parser", "process_request_2")

logger = logging.getLogger(__name__)


def is_unreachable(answer: Response | Exception) -> bool:
    """True for a robots.txt answer that says it cannot be had (RFC 9309 §2.3.1.4): a 5xx or 429 response, or a
    failure to fetch it (a network error; an ``IgnoreRequest`` Scrapy raised from another error: a body unpacked
    past the size cap). An ``IgnoreRequest`` of its own (a redirect that leads nowhere) is none: no rules.

    >>> [is_unreachable(Response("http://h/robots.txt", status=s)) for s in (200, 404, 429, 500, 503)]
    [False, False, True, True, True]
    >>> is_unreachable(TimeoutError("took too long")), is_unreachable(IgnoreRequest("redirect_loop"))
    (True, False)
    """
    if isinstance(answer, IgnoreRequest):
        return answer.__cause__ is not None
    if isinstance(answer, Exception):
        return True
    return answer.status == 429 or 500 <= answer.status <= 599


def is_unavailable(answer: Response) -> bool:
    """True for a robots.txt answer that says it is not there for the crawler (RFC 9309 §2.3.1.3: a 4xx, but 429,
    which §2.3.1.4 and Google read as "unreachable"): no rules, whatever its body (an error page, one whose
    coding did not decode and was dropped, even one that reads as ``Disallow: /``).

    >>> [is_unavailable(Response("http://h/robots.txt", status=s)) for s in (200, 401, 403, 404, 410, 429, 503)]
    [False, True, True, True, True, False, False]
    """
    return CLIENT_ERRORS.start <= answer.status < CLIENT_ERRORS.stop and not is_unreachable(answer)


def last_answer(answer: Response | Exception) -> str:
    """How the log names a robots.txt answer: its status, or the error.

    >>> last_answer(Response("http://h/robots.txt", status=503)), last_answer(TimeoutError("took 5 s"))
    ('503', 'TimeoutError: took 5 s')
    """
    if isinstance(answer, Response):
        return str(answer.status)
    return f"{type(answer).__name__}: {answer}" if str(answer) else type(answer).__name__


def first_lines(body: bytes, limit: int = ROBOTS_MAX_BYTES) -> bytes:
    r"""The whole lines within the first ``limit`` bytes of ``body`` (all of it when it is no longer).

    >>> first_lines(b"User-agent: *\nDisallow: /a/\nDisallow: /b", limit=30)
    b'User-agent: *\nDisallow: /a/\n'
    """
    if len(body) <= limit:
        return body
    head = body[:limit]
    end = max(head.rfind(b"\n"), head.rfind(b"\r"))   # (a line may end in CR, RFC 9309 §2.2's EOL)
    return head[:end + 1] if end >= 0 else head


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


class RobotsForbidden(IgnoreRequest):
    """A request robots.txt disallows: Scrapy's ``IgnoreRequest("Forbidden by robots.txt")``, of a class of its own
    so that the spider tells a sitemap so refused (counted on the summary's sitemaps line) from a page."""


class RobotsTxtMiddleware(ScrapyRobotsTxtMiddleware):
    """Scrapy's middleware; rules per origin, robots.txt fetched in the slot of the request that needs it; a
    request that waits for robots.txt gets the parser like the first one, and a request marked
    ``ROBOTS_COPY_META`` gets the robots.txt response the rules were read from."""

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self._responses: dict[str, Response] = {}  # origin -> its robots.txt response, as fetched for the rules
        settings = crawler.settings
        self._maxsize = settings.getint("DOWNLOAD_MAXSIZE")   # the cap of a robots.txt's gzip coding, unpacked
        self._retry_pause = settings.getfloat(ROBOTS_RETRY_PAUSE_SETTING, UNREACHABLE_ROBOTS_PAUSE)
        # The web's failures: the network's (Scrapy's RETRY_EXCEPTIONS), a body over the size cap, a head over the
        # download handler's bound (crawler/http_handler.py), a body its Content-Encoding does not decode
        # (crawler/decompression.py: it logged an ERROR with a traceback, twice, before the host was left out).
        self._network_errors = (*(load_object(path) if isinstance(path, str) else path
                                  for path in settings.getlist("RETRY_EXCEPTIONS")),
                                DownloadCancelledError, HeaderTooLongError, DecompressionError)
        crawler.signals.connect(self._headers_received, signal=signals.headers_received)
        crawler.signals.connect(self._bytes_received, signal=signals.bytes_received)

    async def process_request(self, request: Request) -> Response | None:  # type: ignore[override]
        if not request.meta.get(ROBOTS_COPY_META):
            return await super().process_request(request)
        await self.robot_parser(request)   # fetched once, or waited for
        fetched = self._responses.pop(robots_origin(request.url), None)   # (handed out once, then let go)
        # Without a copy (robots.txt could not be fetched) the request goes out itself and meets the same error.
        if fetched is None:
            return None
        return fetched.replace(request=request, flags=[*fetched.flags, ROBOTS_COPY_FLAG])

    def process_request_2(self, rp: RobotParser | None, request: Request) -> None:
        """Scrapy's check (``robotstxt/forbidden`` counted there), its refusal a :class:`RobotsForbidden`."""
        try:
            super().process_request_2(rp, request)
        except IgnoreRequest as refused:
            raise RobotsForbidden(str(refused)) from None

    def _headers_received(self, headers: Any, body_length: int, request: Request, spider: Any = None) -> None:
        """A robots.txt fetched for the rules: no size cap on its transfer (Scrapy's handler reads the cap
        now, and cancels a robots.txt whose length is over it), which ``_bytes_received`` stops at
        ROBOTS_MAX_BYTES; counted afresh for each transfer (a retry copies the meta)."""
        if request.meta.get(ROBOTS_FETCH_META):
            request.meta.update(download_maxsize=0, download_warnsize=0)
            request.meta[ROBOTS_RECEIVED_META] = 0

    def _bytes_received(self, data: bytes, request: Request, spider: Any = None) -> None:
        """Stop the transfer of a robots.txt fetched for the rules at ROBOTS_MAX_BYTES (the response keeps
        what came: Scrapy's ``StopDownload(fail=False)``). Its transfer under way, the request's size cap is
        DOWNLOAD_MAXSIZE again, for the gzip coding HttpCompressionMiddleware unpacks later."""
        if not request.meta.get(ROBOTS_FETCH_META):
            return
        request.meta["download_maxsize"] = self._maxsize
        received = request.meta.get(ROBOTS_RECEIVED_META, 0) + len(data)
        request.meta[ROBOTS_RECEIVED_META] = received
        if received >= ROBOTS_MAX_BYTES:
            raise StopDownload(fail=False)

    def _robots_request(self, url: str, origin: str) -> Request:
        """The request of the robots.txt of ``origin`` at ``url`` for the rules, in a slot of its own."""
        return Request(url, priority=self.DOWNLOAD_PRIORITY, callback=NO_CALLBACK, dont_filter=True,
                       meta={"dont_obey_robotstxt": True, ROBOTS_FETCH_META: True, **robots_slot(origin)})

    async def _ask(self, request: Request) -> Response | Exception:
        """The answer to a request of robots.txt: its response, or the error that stopped its download
        (logged with its traceback when it is no failure of the network, the crawl's own code failing)."""
        try:
            return await self.crawler.engine.download_async(request)
        except Exception as error:   # noqa: BLE001 - every failure is an answer: is_unreachable() judges it
            if not isinstance(error, (IgnoreRequest, *self._network_errors)):
                logger.error("Error downloading %(request)s: %(f_exception)s",
                             {"request": request, "f_exception": error}, exc_info=True,
                             extra={"spider": self.crawler.spider})
            return error

    async def _fetch_again(self, answer: Response | Exception, origin: str) -> Response | Exception:
        """robots.txt asked again after the pause ``answer`` asks for (or the ROBOTS_RETRY_PAUSE setting, at
        most MAX_ROBOTS_PAUSE); ``answer`` itself when the crawl is stopping."""
        pause = pause_asked(answer) if isinstance(answer, Response) else None
        remaining = min(self._retry_pause if pause is None else pause, MAX_ROBOTS_PAUSE)
        while remaining > 0 and self.crawler.crawling:
            await sleep(min(ROBOTS_PAUSE_STEP, remaining))
            remaining -= ROBOTS_PAUSE_STEP
        if not self.crawler.crawling:
            return answer
        url = answer.request.url if isinstance(answer, Response) and answer.request else origin + "/robots.txt"
        return await self._ask(self._robots_request(url, origin))

    async def _parse_robots(self, response: Response, origin: str, request: Request) -> None:
        """Scrapy's parsing, of the first ROBOTS_MAX_BYTES of robots.txt (RFC 9309 §2.5); of no body when the
        answer is a 4xx (:func:`is_unavailable`: Scrapy read the error page as the rules)."""
        if is_unavailable(response):
            self._responses[origin] = response
            await super()._parse_robots(response.replace(body=b""), origin, request)
            return
        body = first_lines(response.body)
        if body != response.body or "download_stopped" in response.flags:
            self._stats.inc_value("tsheg/robots/truncated")
            logger.info("robots.txt of %s is larger than %d KiB: its rules are read from its first %d KiB "
                        "(RFC 9309 §2.5)", origin_netloc(origin), ROBOTS_MAX_BYTES // 1024, ROBOTS_MAX_BYTES // 1024)
            response = response.replace(body=body)
        self._responses[origin] = response
        await super()._parse_robots(response, origin, request)

    async def _disallow_all(self, answer: Response | Exception, origin: str, request: Request) -> None:
        """The rules of a robots.txt still unreachable: none of its host's pages (RFC 9309 §2.3.1.4)."""
        self._stats.inc_value("tsheg/robots/unreachable")
        logger.warning("robots.txt of %s is unreachable (last answer: %s): its pages are not fetched in this "
                       "crawl (an unreachable robots.txt disallows all, RFC 9309 §2.3.1.4)",
                       origin_netloc(origin), last_answer(answer))
        if isinstance(answer, Response):
            self._responses[origin] = answer   # (its error page: the spider's sitemap lookup finds nothing)
            rules = answer.replace(status=200, body=DISALLOW_ALL)
        else:
            rules = Response(origin + "/robots.txt", status=200, body=DISALLOW_ALL,
                             request=self._robots_request(origin + "/robots.txt", origin))
        await super()._parse_robots(rules, origin, request)

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
        """Fetch and parse the robots.txt of ``origin`` for ``request``, in its own slot, asked again once when
        it is unreachable; the requests that come meanwhile wait on the Deferred in ``_parsers`` (as in
        Scrapy's ``robot_parser``)."""
        self._parsers[origin] = Deferred()
        answer = await self._ask(self._robots_request(origin + "/robots.txt", origin))
        for _ in range(ROBOTS_FETCHES - 1):
            if not is_unreachable(answer):
                break
            answer = await self._fetch_again(answer, origin)
        try:
            if is_unreachable(answer):
                await self._disallow_all(answer, origin, request)
            elif isinstance(answer, Response):
                await self._parse_robots(answer, origin, request)
            else:   # a redirect that leads nowhere (counted where it was dropped): no rules, as Scrapy
                self._robots_error(answer, origin)
        except Exception as error:   # noqa: BLE001 - as Scrapy: rules that cannot be read are no rules
            logger.error("Error reading the robots.txt of %s: %s", origin_netloc(origin), error, exc_info=True,
                         extra={"spider": self.crawler.spider})
            self._robots_error(error, origin)
        self._stats.inc_value("robotstxt/request_count")


def robots_user_agent(settings: BaseSettings) -> str:
    """The user agent the crawl answers to in robots rules: ``ROBOTSTXT_USER_AGENT``, else ``USER_AGENT``
    (Scrapy's own choice for robots.txt)."""
    return settings.get("ROBOTSTXT_USER_AGENT") or settings.get("USER_AGENT") or ""
