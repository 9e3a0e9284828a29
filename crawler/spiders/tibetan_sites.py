"""The spider ``tibetan_sites``: crawl the configured seed sites, hand target pages to the pipelines.

    scrapy crawl tibetan_sites                          # reads config/sites.yaml
    scrapy crawl tibetan_sites -a config=my.yaml        # another configuration
    scrapy crawl tibetan_sites -a mirror=/tmp/out       # another output folder

Per site (crawler/config.py): start URLs, allowed domains (host and port),
max_depth (links from a start URL, breadth-first; the frontier keeps the
shortest depth met over all paths and re-expands a page when a shorter path
turns up, crawler/frontier.py; a redirect keeps the depth), a request budget
(max_pages; a request dropped before it left the downloader, or refused by
Scrapy's duplicate filter, gives its slot back, ``SENT_META``; a link longer
than ``URLLENGTH_LIMIT`` takes none, it is not followed), robots.txt
(Scrapy's RobotsTxtMiddleware; ``obey_robots: false`` opts a site out through
``dont_obey_robotstxt``; with it, a page whose robots directives say
``nofollow`` gives no links, crawler/page_robots.py), one download slot per
site with its delay and concurrency (sites on one host share theirs,
``config.shared_slots``), AutoThrottle when a site has a delay.

A site with ``sitemaps: true`` is also read through its sitemaps
(crawler/sitemaps.py): robots.txt ``Sitemap:`` lines, sitemap indexes, pages
listed at depth 1.

Every URL is canonicalised (w3lib ``canonicalize_url``, fragment and tracking
parameters dropped) and requested at most once. The recognition middleware has
already judged each HTML response (crawler/middlewares.py): target pages become
:class:`~crawler.items.PageItem` and their links are followed; off-target pages
within the site's tunnel budget only give their links. The trap guard
(crawler/traps.py) keeps calendars and endless pagers to a request or two, and
a path's query combinations (facets, sort orders) to its first few dozen.

A target page is parsed once: the spider decodes it (``extract.decode_page``),
reads its links from that tree and hands the ``Decoded`` to the pipelines on
the item; off-target pages only get the light parse of ``extract.decode.parse``.
Decoding here rather than in the pipelines' worker thread did not slow the
crawl (``tsheg bench crawl --config config/dev-crawlsite.yaml``, 4 runs each on
a shared 2-core machine: 65-94 pages/s before, 89-127 after, same 88 pages).
"""

from __future__ import annotations

import codecs
import collections
import functools
import html
import logging
import os
import re
import secrets
import urllib.parse
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import scrapy
from scrapy import signals
from scrapy.exceptions import DownloadCancelledError, DownloadFailedError, IgnoreRequest, ResponseDataLossError
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import IGNORED_EXTENSIONS
from scrapy.settings import Settings
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.utils.conf import closest_scrapy_cfg
from scrapy.utils.job import job_dir
from scrapy.utils.log import failure_to_exc_info
from scrapy.utils.misc import load_object
from scrapy.utils.url import url_has_any_extension
from twisted.python.failure import Failure
from w3lib.html import strip_html5_whitespace
from w3lib.url import safe_url_string

from crawler.config import DEFAULT_CONFIG, ConfigError, CrawlConfig, SiteConfig, ignored_trained_file, load_config
from crawler.decompression import DecompressionError
from crawler.dupefilter import UNFILTERED_URL_META
from crawler.urls import base_url_of, canonical_url, has_empty_label, resolve_link
from crawler.frontier import CountedOnce, Frontier, Node, Sighting, Visit
from crawler.http_handler import HeaderTooLongError
from crawler.items import PageItem
from crawler.jobdir import read_sent, write_sent
from crawler.mirror import announce_gone
from crawler.middlewares import (CONTAINER_META, CRAWL_FILE_META, KEEPER_META, PARENT_RUN_META, RECOGNITION_META,
                                 REFRESH_TARGET_META, SERVED_RESPONSE_META, SITE_META, TARGET_META, DropLog, FirstPerHost,
                                 first_requested, response_headers)
from crawler.page_robots import NOFOLLOW, page_directives
from crawler.pipelines import headers_with_hint
from crawler.robots import ROBOTS_COPY_META, RobotsForbidden, robots_user_agent
from crawler.settings import BOT_NAME
from crawler.sitemaps import (FILE_CAP, MAX_SITEMAP_FILES, NOT_A_URL, OFF_SITE, PAGE_BUDGET, ROBOTS_ERROR_STATUSES,
                              SITEMAP_DEPTH, SITEMAP_ERROR_STATUSES, SITEMAP_MAX_BYTES, default_sitemap,
                              named_sitemaps, read_sitemap_file)
from crawler.summary import (NOT_KEPT, NOT_KEPT_UNCOUNTED, QUERY_VARIANTS_UNCOUNTED, SITEMAP_ERRORS_PREFIX,
                             SITEMAP_FORBIDDEN, SITEMAP_INDEX_REFUSED_PREFIX, SITEMAP_PAGE_REFUSED_PREFIX,
                             SITEMAP_REFUSED_PREFIX,
                             SITEMAP_SKIPPED_PREFIX, SITEMAP_UNFETCHED_PREFIX, UNCOUNTED_SUFFIX, crawl_summary)
from crawler.traps import MAX_QUERY_SHAPES, inspect_page, is_looping_path, url_segments
from crawler.warc import capture_of
from extract.schemes import WEB_SCHEMES

SPIDER_NAME = "tibetan_sites"
CONFIG_ARG = "config"   # the spider argument naming the configuration: a file (-a config=PATH), or one loaded already
MIRROR_ARG = "mirror"   # the spider argument naming the mirror folder over the configuration's (-a mirror=PATH)
# What to do instead of giving a spider argument empty (given_argument)
EMPTY_ARGUMENT_HINTS = {CONFIG_ARG: "name a configuration file, or leave -a config out to crawl config/sites.yaml",
                        MIRROR_ARG: "name a folder, or leave -a mirror out for the configuration's own"}
FRONTIER_STATE_KEY = "tsheg_frontier"   # key of the frontier in spider.state (pickled in JOBDIR)
SENT_META = "tsheg_sent"   # set once a request (or an earlier hop of its redirect chain) left the downloader
ADMITTED_META = "tsheg_admitted"   # the run's token once a request was counted against its site's max_pages
OVER_BUDGET_META = "tsheg_over_budget"   # set on a request dropped at sending: its site's max_pages was reached
# The kind (tsheg/links/<kind>) of a link whose host has an empty label (crawler.urls.EMPTY_LABEL_RE): not followed.
EMPTY_LABEL_KIND = "empty_label"
# A start URL's redirect to a public suffix host (github.io, co.uk), which does not widen its site's scope
PUBLIC_SUFFIX_REDIRECT_STAT = "tsheg/scope/public_suffix_redirect"

WHITESPACE = (" ", "\n", "\t", "\r", "\xa0", "\u3000")   # not counted as page text
# The elements whose attribute leads to another page: links, image-map areas, and frames and iframes,
# whose page is part of the page that holds them (HTML 4.01 §16; Heritrix's ExtractorHTML follows them too).
LINK_ATTRIBUTES = {"a": "href", "area": "href", "frame": "src", "iframe": "src"}
# The same read from raw markup (used when the parser had to repair the page, :func:`raw_link_targets`): a link
# element's start tag, its name and its attributes up to the first '>' outside a quoted value (a quote opens one
# after an '=' only), or to the end of the page (HTML §13.2.5.32-.38, the tokenizer's tag states). Possessive, and
# always matching: a tag is read once and the search goes on after it, so a page is read in linear time. The lazy
# scan `<a\b[^>]*?\bhref` before ran again from every '<a' of a page without '>': 49 s for 100 KB of '<a ', 69 s
# for 200 KB of '<iframe '.
LINK_TAG_RE = re.compile(r"""<(""" + "|".join(LINK_ATTRIBUTES)
                         + r""")\b((?:[^>=]++|=\s*+(?:"[^"]*+"|'[^']*+')?+)*+)""", re.IGNORECASE)
# One attribute of a start tag: its name (a quote in it is a letter of it, not a value's start: HTML §13.2.5.33),
# and its value double-, single- or unquoted (HTML 4.01 §3.2.2); a quoted value the page ends in is none.
ATTRIBUTE_RE = re.compile(r"""([^\s/>=]++)(?:\s*+=\s*+(?:"([^"]*+)"|'([^']*+)'|(?!["'])([^\s>]*+)))?+""")
# Codecs (Python names, prefixes) of pages whose links' queries are written in UTF-8 (URL Standard, "get an output
# encoding": a UTF-16 or UTF-32 page never encodes a URL in itself), and that fallback encoding.
WIDE_UNICODE_CODECS = ("utf-16", "utf-32")
URL_FALLBACK_ENCODING = "utf-8"
# File name endings of links that are not web pages (Scrapy's list: images, audio, video, archives, documents).
NOT_PAGE_EXTENSIONS = frozenset("." + extension for extension in IGNORED_EXTENSIONS)
NOT_PAGE_ENDINGS = tuple(NOT_PAGE_EXTENSIONS)   # the same, for str.endswith
# The scheme a link target begins with, if any (RFC 3986 §3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":").
SCHEME_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*(?=:)")
MAX_LOGGED_LINE = 200   # characters quoted in the log of a refused Sitemap: line, or of a URL an index lists
# Responses that cannot be read: a head over the handler's bound (crawler/http_handler.py), a body over
# DOWNLOAD_MAXSIZE (the download is cancelled), or a content coding that does not decode (crawler/decompression.py).
BODY_FAILURES: tuple[type[BaseException], ...] = (HeaderTooLongError, DownloadCancelledError, DecompressionError)
# What the log says of the errors Scrapy raises with no message: a body cut short by the connection (Twisted's
# _DataLoss: fewer bytes than Content-Length, or a chunked body without its last chunk; DOWNLOAD_FAIL_ON_DATALOSS),
# and a body that grew past DOWNLOAD_MAXSIZE while it came (one with no Content-Length: Scrapy cancels it).
BLANK_FAILURES = {
    ResponseDataLossError: "the connection closed before the whole body came (fewer bytes than its Content-Length, "
                           "or a chunked body without its last chunk): not read",
    DownloadCancelledError: "the body grew past DOWNLOAD_MAXSIZE as it came: its download was cancelled",
}
# Answers that say a page is no more (RFC 9110 §15.5.5 Not Found, §15.5.11 Gone): a record an earlier run
# wrote for the URL is marked gone (crawler/mirror.py). A 5xx or a timeout is passing: the record stays.
GONE_STATUSES = frozenset({404, 410})
# Random variation of a site's download delay (fraction of the delay, Scrapy's download-slot `jitter`;
# 0.5 is the 0.5x-1.5x spread of Scrapy's RANDOMIZE_DOWNLOAD_DELAY).
SLOT_JITTER = 0.5
# Seconds between requests of a site configured with download_delay 0. Scrapy's downloader sent every queued request
# of a slot at delay 0 at once (measured with Scrapy 2.19: 7 in flight at concurrency 1), and a millisecond held
# `concurrency` only on an idle machine: crawler/downloader.py now counts a download against its slot from its
# dispatch. The millisecond stays: every site's slot has a delay, which Scrapy needs to put a request off
# (crawler/politeness.py holds a slot so).
ZERO_DELAY_SLOT_DELAY = 0.001
# Floor of CONCURRENT_REQUESTS over all sites (requests in flight; Scrapy's default, 16).
MIN_CONCURRENT_REQUESTS = 16
# Links read from one page at most (Heritrix's maxOutlinks, 6000 by default: ExtractorHelper). Each link costs the
# crawl's one thread ~130 µs (joined, quoted, canonicalised, scoped, sighted): a page of 150,000 links held every
# other transfer 19 s, long enough at 250,000 for them to pass DOWNLOAD_TIMEOUT. The rest are counted, not read
# (tsheg/links/past_page_cap).
MAX_PAGE_LINKS = 6000
# Elements whose text a reader never sees (not counted as page text).
INVISIBLE_TAGS = ("script", "style", "noscript", "template")
# The crawler's name in robots directives addressed to one crawler when its user agent names no product.
DEFAULT_AGENT = BOT_NAME
PRODUCT_TOKEN_RE = re.compile(r"^\s*([A-Za-z0-9_.-]+)")
# The manifest note of a text/plain document (the middleware read it as a page holding one <pre>).
PLAIN_TEXT_NOTE = "text/plain document, read as one preformatted block"

logger = logging.getLogger(__name__)


def given_argument(name: str, value: Any) -> Any:
    """``value`` of the spider argument ``-a name=VALUE`` as given (None: not given). An empty one, or all white
    space (``-a config=$CFG`` with ``CFG`` unset) raises :class:`ConfigError`: taken for not given, it crawled
    config/sites.yaml (the open web) or, for ``mirror``, wrote into the working directory."""
    if isinstance(value, str) and not value.strip():
        raise ConfigError(f"-a {name}= is empty (an unset shell variable?): {EMPTY_ARGUMENT_HINTS[name]}")
    return value


def config_path_from_args(spargs: Mapping[str, Any]) -> Path:
    """The configuration file: ``-a config=PATH``, else config/sites.yaml of the cwd or the project (an empty
    ``-a config=`` is a :class:`ConfigError`, :func:`given_argument`)."""
    given = given_argument(CONFIG_ARG, spargs.get(CONFIG_ARG))
    if given is not None:
        return Path(given)
    if DEFAULT_CONFIG.is_file():
        return DEFAULT_CONFIG
    project_cfg = closest_scrapy_cfg()
    if project_cfg:
        candidate = Path(project_cfg).parent / DEFAULT_CONFIG
        if candidate.is_file():
            return candidate
    return DEFAULT_CONFIG


def crawl_config(config: CrawlConfig | str | os.PathLike[str] | None, mirror: str | None = None) -> CrawlConfig:
    """The configuration a crawl runs with: ``config`` itself when it was loaded already (``scrapy crawl`` loads
    and checks it before Scrapy builds the crawler, crawler/scrapy_commands/crawl.py, and hands it over as
    ``CONFIG_ARG``, ``mirror`` applied), else the file ``config`` names (:func:`config_path_from_args`) read
    with ``mirror`` over its own. A file is read once a crawl: read again, a configuration given through a pipe
    (``-a config=<(...)``) was empty the second time, and one edited meanwhile differed from the one checked."""
    if isinstance(config, CrawlConfig):
        return config
    return load_config(config_path_from_args({CONFIG_ARG: config}), mirror=given_argument(MIRROR_ARG, mirror))


def failure_message(failure: Failure) -> str:
    """What the log says of a failed request: the error's message; for a download Twisted gave up (Scrapy's
    ``DownloadFailedError``, whose message is the repr of a list of Twisted failures) the reasons, each as
    ``Type: message``; for an error Scrapy raises without a message, ``BLANK_FAILURES``' words for it (the log
    said "failed URL: " and nothing more)."""
    error = failure.value
    reasons = getattr(error.__cause__, "reasons", None)   # twisted.web._newclient.ResponseFailed's
    if isinstance(error, DownloadFailedError) and reasons:
        return "; ".join(f"{reason.type.__name__}: {reason.getErrorMessage()}" for reason in reasons)
    return failure.getErrorMessage() or BLANK_FAILURES.get(type(error), type(error).__name__)


def _failure_kind(failure: Failure) -> str:
    """The name a failure is counted under: its ``error_kind`` (HeaderTooLongError's), else its type's name."""
    return getattr(failure.value, "error_kind", None) or failure.type.__name__


@dataclass(frozen=True)
class PageReading:
    """What the spider reads of a page: its links and how much text it has outside them."""

    links: list[str]     # absolute http(s) URLs of <a>, <area>, <frame> and <iframe>, once each, in page order
    text_chars: int      # characters (no white space) of visible text outside links
    robots: frozenset[str] = frozenset()   # the page's robots directives for ``agent`` (crawler.page_robots)
    left_out: int = 0    # link targets past MAX_PAGE_LINKS links that may be pages (may_be_followed), not read


def page_links(response: TextResponse, decoded: Any = None, agent: str = DEFAULT_AGENT,
               headers: Mapping[str, str] | None = None, refresh_target: str | None = None) -> PageReading:
    """The page's links (http and https only; ``LINK_ATTRIBUTES``), the length of its own text and its
    robots directives for ``agent`` (``<meta name="robots">``, ``X-Robots-Tag``). ``refresh_target``: where
    the page's reload or timed meta refresh leads (``REFRESH_TARGET_META``), its first link.

    Read from ``decoded.root`` when the page was already decoded
    (``extract.decode_page``, target pages), else from a light parse with
    ``extract.decode.parse`` of the text tsheg's decoder reads (``extract.charset``,
    with ``headers``, by default the response's): one decision about the page's
    encoding, the one its stored text is made with, so a wrong charset header the
    decoder sees through does not lose the links (Scrapy's ``response.text``
    believes it). Both parse with huge_tree, cut a start tag of thousands of attributes to its first
    ones (libxml2 reads one in quadratic time: ``extract.long_tags``) and flatten nesting deeper
    than libxml2's limit, so a 100,000-level page still gives its links. A repaired
    parse (flattened nesting) may have lost link elements: the links are then read
    from the raw markup. ``<base href>`` is honoured, and a backslash is read as browsers
    read it (``crawler.urls.resolve_link``: ``\\\\host\\page`` is another host); links to files that are not
    pages (images, archives, documents: Scrapy's ``IGNORED_EXTENSIONS``) are left
    out, and so are the targets past the first ``MAX_PAGE_LINKS`` links (those that may be
    pages counted in ``left_out``, :func:`may_be_followed`). The tree is not modified (the pipelines extract from it afterwards).
    """
    from extract.charset import decode_body
    from extract.decode import NESTING_NOTE, parse

    headers = response_headers(response) if headers is None else headers
    flattened = decoded is not None and NESTING_NOTE in decoded.notes
    document = decode_body(response.body, headers) if decoded is None or flattened else None
    if decoded is None:
        root, notes = parse(_utf8(document))
        flattened = NESTING_NOTE in notes
        encoding = document.encoding
    else:
        root, encoding = decoded.root, decoded.encoding
    base = response.url
    base_element = next(root.iter("base"), None)
    if base_element is not None and base_element.get("href"):
        base = base_url_of(base, strip_html5_whitespace(base_element.get("href")))
    if flattened:   # a parse with its nesting flattened may have lost link elements: read the markup
        hrefs = raw_link_targets(document.text)
    else:
        hrefs = [element.get(LINK_ATTRIBUTES[element.tag]) for element in root.iter(*LINK_ATTRIBUTES)]
    if refresh_target:
        hrefs.insert(0, refresh_target)
    query_encoding = url_query_encoding(encoding)
    out: list[str] = []
    left_out = 0
    candidates = list(dict.fromkeys(hrefs))   # once each, in page order
    for n, href in enumerate(candidates):
        if len(out) == MAX_PAGE_LINKS:
            scheme = urllib.parse.urlsplit(base).scheme.lower()
            left_out = sum(may_be_followed(rest, scheme) for rest in candidates[n:])
            break
        if not href or href.lstrip().startswith("#"):   # empty or a fragment: this page itself
            continue
        try:
            url = safe_url_string(resolve_link(base, strip_html5_whitespace(href)), query_encoding)
        except ValueError:
            continue
        if url.startswith(("http://", "https://")) and not url_has_any_extension(url, NOT_PAGE_EXTENSIONS):
            out.append(url)
    header_values = [value.decode("latin-1") for value in response.headers.getlist(b"X-Robots-Tag")]
    return PageReading(out, text_chars_outside_links(root), page_directives(root, header_values, agent), left_out)


def may_be_followed(href: str | None, base_scheme: str) -> bool:
    """Whether a link target as written (``href``, on a page whose base URL has the scheme ``base_scheme``) may be
    a link :func:`page_links` gives, told without resolving it (the cost of a link it gives is what
    ``MAX_PAGE_LINKS`` bounds): not empty, no fragment of the page itself, an http(s) URL (its own scheme, else
    the base's: not ``mailto:``, ``javascript:``, ``tel:``), no file that is no page (``NOT_PAGE_EXTENSIONS``).

    >>> [may_be_followed(href, "http") for href in ("/bo/1.html", "HTTPS://a.org/", "#top", "", "mailto:a@b.org",
    ...                                             "javascript:void(0)", "/img/a.JPG?w=2", None)]
    [True, True, False, False, False, False, False, False]
    """
    target = strip_html5_whitespace(href or "")
    if not target or target.startswith("#"):
        return False
    scheme = SCHEME_RE.match(target)
    if (scheme.group().lower() if scheme else base_scheme) not in WEB_SCHEMES:
        return False
    return not target.split("#", 1)[0].split("?", 1)[0].lower().endswith(NOT_PAGE_ENDINGS)


def raw_link_targets(markup: str) -> list[str]:
    """The values of the link elements' attributes (``LINK_ATTRIBUTES``) in raw markup, in page order, character
    references resolved (the links of a page whose parse may have lost link elements). Each start tag is read
    once (``LINK_TAG_RE``): linear in the page, however many tags are left open.

    >>> raw_link_targets('<a title="see href=x" href="/a?b=1&amp;c=2">a</a> <IFRAME src=/f>')
    ['/a?b=1&c=2', '/f']
    >>> raw_link_targets("<a title='x>y' href=/b> <a name=top> <a href")
    ['/b', '']
    """
    targets = []
    for tag in LINK_TAG_RE.finditer(markup):
        value = attribute_value(tag.group(2), LINK_ATTRIBUTES[tag.group(1).lower()])
        if value is not None:
            targets.append(html.unescape(value))
    return targets


def attribute_value(attributes: str, name: str) -> str | None:
    """The value of the first attribute ``name`` (lower case) in a start tag's attribute text ('' when it has
    none), or None when the tag has no such attribute (HTML §13.2.5.33: a repeated attribute is ignored)."""
    for attribute in ATTRIBUTE_RE.finditer(attributes):
        if attribute.group(1).lower() == name:
            return next((value for value in attribute.groups()[1:] if value is not None), "")
    return None


def _utf8(document: Any) -> bytes:
    """The UTF-8 bytes of a page ``extract.charset.decode_body`` read (as ``extract.decode_page`` parses them)."""
    return document.utf8 if document.utf8 is not None else document.text.encode("utf-8", "replace")


def url_query_encoding(codec: str) -> str:
    """The encoding a link's query is written in on a page decoded with ``codec``: the page's own, but UTF-8 for
    a UTF-16 or UTF-32 page (URL Standard, "get an output encoding") and for a codec no URL can be written in.

    >>> url_query_encoding("gb18030"), url_query_encoding("utf-16-le"), url_query_encoding("binary")
    ('gb18030', 'utf-8', 'utf-8')
    """
    try:
        name = codecs.lookup(codec).name
    except LookupError:
        return URL_FALLBACK_ENCODING
    return URL_FALLBACK_ENCODING if name.startswith(WIDE_UNICODE_CODECS) else name


def text_chars_outside_links(root: Any) -> int:
    """Characters (no white space) of the visible text of ``root`` outside ``<a>`` elements.

    Text inside script, style, noscript and template elements is not visible; the
    tree is left as it is (iterative: ``iter`` and ``text_content`` walk in C).
    """
    hidden: set[Any] = set()   # every element inside an outermost invisible element
    hidden_chars = 0
    for element in root.iter(*INVISIBLE_TAGS):
        if element in hidden:
            continue
        hidden_chars += _chars(element.text_content())   # its text, not its tail
        hidden.update(element.iter())
    link_chars = sum(_chars(element.text_content()) for element in root.iter("a") if element not in hidden)
    return max(0, _chars(root.text_content()) - hidden_chars - link_chars)


def _chars(text: str) -> int:
    """Characters of ``text`` that are not white space."""
    return len(text) - sum(map(text.count, WHITESPACE))


def apply_site_settings(settings: Settings, config: CrawlConfig) -> None:
    """Per-site politeness as Scrapy settings (spider priority: ``-s`` on the command line wins).

    One download slot per site (``download_slot`` meta = ``config.slot_of``: the site's
    name, or the first site's on the same host) with its delay and concurrency (the
    largest delay and smallest concurrency of the sites sharing it; a delay of 0
    becomes ``ZERO_DELAY_SLOT_DELAY``, so the concurrency holds); AutoThrottle only
    when some site has a delay, its floor the smallest positive delay.
    """
    slots: dict[str, dict[str, float]] = {}
    for site in config.sites:
        slot = slots.setdefault(config.slot_of[site.name], {"concurrency": site.concurrency, "delay": 0.0})
        slot["concurrency"] = min(slot["concurrency"], site.concurrency)
        slot["delay"] = max(slot["delay"], site.download_delay)
    for slot in slots.values():
        slot["jitter"] = SLOT_JITTER if slot["delay"] > 0 else 0.0
        slot["delay"] = slot["delay"] or ZERO_DELAY_SLOT_DELAY
    settings.set("DOWNLOAD_SLOTS", slots, priority="spider")
    settings.set("CONCURRENT_REQUESTS", max(MIN_CONCURRENT_REQUESTS, sum(site.concurrency for site in config.sites)),
                 priority="spider")
    delays = [site.download_delay for site in config.sites if site.download_delay > 0]
    settings.set("AUTOTHROTTLE_ENABLED", bool(delays), priority="spider")
    settings.set("DOWNLOAD_DELAY", min(delays) if delays else 0.0, priority="spider")


class TibetanSitesSpider(scrapy.Spider):
    """Crawl the sites of a tsheg configuration (see the module docstring)."""

    name = SPIDER_NAME

    def __init__(self, config: CrawlConfig | str | None = None, mirror: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.config: CrawlConfig = crawl_config(config, mirror)
        self._frontier: Frontier | None = None
        self._frontier_in_state = False   # is the frontier in spider.state (kept by a JOBDIR)?
        self._drop_log: DropLog | None = None
        self._first = FirstPerHost()   # events logged once per host (the first nofollow page)
        self._links_left = CountedOnce()   # this run: the looping and over-long URLs counted (once each)
        self._sitemap_files: Counter[str] = Counter()   # per site: sitemap files requested this run
        self._released: collections.deque[scrapy.Request] = collections.deque()   # slots given back, to schedule
        self._scheduling_released = False   # (scheduling one may free another: one loop, no recursion)
        self._run_token = secrets.token_hex(8)   # marks the requests admitted to be sent in this run (ADMITTED_META)
        self._job_folder: Path | None = None   # the JOBDIR job's folder, where the budget count is kept as it grows

    @property
    def frontier(self) -> Frontier:
        """Every URL of the crawl (crawler/frontier.py); a job paused and resumed (``-s JOBDIR=DIR``) continues
        its earlier runs' frontier, which Scrapy's SpiderState keeps in ``spider.state`` between them."""
        if self._frontier is None:
            self._frontier = Frontier(self.config.site_by_name, query_refused=self._leave_query_combination)
        if not self._frontier_in_state:
            self._put_frontier_in_state(self._frontier)
        return self._frontier

    def _put_frontier_in_state(self, frontier: Frontier) -> None:
        """Adopt the frontier an earlier run left in ``spider.state`` and keep this one there, once the state
        exists: Scrapy's SpiderState sets it at spider_opened when the crawl has a JOBDIR, and the frontier
        may be read before that (a feed exporter reads every spider attribute when it opens: ``-O``)."""
        state = getattr(self, "state", None)
        if not isinstance(state, dict):
            return
        self._frontier_in_state = True
        saved = state.get(FRONTIER_STATE_KEY)
        if isinstance(saved, Frontier) and saved is not frontier:
            frontier.adopt(saved)
            logger.info("resuming the frontier of an earlier run: %d URLs known", len(saved.visits))
        elif self._job_folder is not None and (sent := read_sent(self._job_folder)):
            frontier.carry_sent(sent)   # (a killed run's frontier is lost: its budget count is not)
            logger.info("the job's earlier runs sent %s: they count against max_pages",
                        ", ".join(f"{n} requests of site {site}" for site, n in sorted(sent.items())))
        state[FRONTIER_STATE_KEY] = frontier

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> TibetanSitesSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider._frontier_in_state = not crawler.settings.get("JOBDIR")   # (no job: no state to keep it in)
        spider._job_folder = Path(folder) if (folder := job_dir(crawler.settings)) else None
        crawler.signals.connect(spider._mark_sent, signal=signals.request_left_downloader)
        crawler.signals.connect(spider._request_dropped, signal=signals.request_dropped)
        if not crawler.settings.frozen:
            apply_site_settings(crawler.settings, spider.config)
        return spider

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for site in self.config.sites:
            if (note := ignored_trained_file(site)) is not None:
                logger.warning(note)   # (once per site and run: the configuration is read once)
        for site in self.config.sites:
            for url in site.start_urls:
                seed = Sighting(site.name, canonical_url(url), depth=0, listed=True)
                for new in self.frontier.sight(seed):   # (none when a resumed job's frontier knows it)
                    yield self._request(new, dont_filter=True)   # as Scrapy's own start requests
            if site.sitemaps:
                # Read for its Sitemap: lines: when the site obeys robots.txt, the copy the robots.txt
                # middleware fetched (redirects followed, retried) for the rules, not retried again;
                # else (or when that fetch failed) fetched here, redirects followed the same way.
                robots_meta = {ROBOTS_COPY_META: True, "dont_retry": True} if site.obey_robots \
                    else {"dont_obey_robotstxt": True}
                for origin in dict.fromkeys(urllib.parse.urljoin(canonical_url(url), "/robots.txt")
                                           for url in site.start_urls):
                    yield scrapy.Request(origin, callback=self.parse_robots_txt, errback=self.on_error,
                                         meta={**self._site_meta(site), **robots_meta, CRAWL_FILE_META: True,
                                               "handle_httpstatus_list": ROBOTS_ERROR_STATUSES},
                                         dont_filter=True)

    def _mark_sent(self, request: scrapy.Request) -> None:
        """A request left the downloader: the server was asked (or could not be reached), so its URL has spent
        its budget slot (counted in the frontier's ``sent``, once per page). Its redirects inherit the mark with
        the meta."""
        site = request.meta.get(SITE_META)
        first_hop = not request.meta.get(SENT_META) and not request.meta.get(CRAWL_FILE_META)
        if first_hop and site in self.config.site_by_name:
            self.frontier.sent[site] += 1
            self._record_sent()
        request.meta[SENT_META] = True

    def _record_sent(self) -> None:
        """Keep the frontier's count of requests sent in the job's folder as it changes (crawler/jobdir.py): a run
        killed before Scrapy saved the frontier leaves it behind for the next."""
        if self._job_folder is not None:
            write_sent(self._job_folder, self.frontier.sent)

    def _request_dropped(self, request: scrapy.Request) -> None:
        """Scrapy's scheduler refused ``request``: its duplicate filter has seen the URL (a page fetched already
        as the target of another URL's redirect, and linked under its own name too). It never reaches the
        server, so its budget slot goes to the next URL its site left waiting, scheduled here (the engine
        takes nothing back from a signal handler)."""
        self._released.extend(self._give_back(request))
        if self._scheduling_released:
            return   # (a request released here was refused in turn: the loop below schedules what it frees)
        self._scheduling_released = True
        try:
            while self._released:
                self.crawler.engine.crawl(self._released.popleft())
        finally:
            self._scheduling_released = False

    # ------------------------------------------------------------------ the frontier's view

    def visit_of(self, request: scrapy.Request) -> Visit | None:
        """The frontier's record of ``request`` (looked up by the URL first requested)."""
        return self.frontier.visits.get(self.visit_key(request))

    def visit_key(self, message: scrapy.Request | Response) -> str:
        """The URL the frontier knows the request or response under: the URL first requested, or its canonical
        spelling. Scrapy's request escapes what canonical_url leaves as it is (``|``, ``[``, ``]`` in a path:
        the frontier knows ``/a|b.html``, the request asks for ``/a%7Cb.html``); a page at such a URL was
        stored, then its links were looked up under the escaped spelling, raised KeyError and were lost."""
        first = first_requested(message)
        return first if self.frontier.known(first) else canonical_url(first)

    def in_scope(self, request: scrapy.Request) -> bool:
        """Whether ``request`` stays in its site's scope (the downloader middleware drops it otherwise).

        A start URL that redirects (HTTP or meta refresh) to another host brings
        that host into the site's scope (Heritrix's "seeds redirect new seeds"):
        the site is then crawled where it now lives.
        """
        site = request.meta.get(SITE_META, "")
        if site not in self.config.site_by_name or self.frontier.allows(site, request.url):
            return True
        redirects = request.meta.get("redirect_urls")
        if not redirects or not self.frontier.is_seed(canonical_url(redirects[0])):
            return False
        entry = self.frontier.widen(site, request.url)
        if entry is None:
            self._refuse_public_suffix_redirect(site, redirects[0], request.url)
            return False
        self.crawler.stats.inc_value("tsheg/scope/seed_redirect")
        logger.info("start URL %s redirects to %s: %s joins the scope of site %s", redirects[0], request.url,
                    entry, site)
        return True

    def _refuse_public_suffix_redirect(self, site: str, start_url: str, url: str) -> None:
        """Count a start URL's redirect to a public suffix host (``tsheg/scope/public_suffix_redirect``), which
        does not join the site's scope (:meth:`Frontier.widen`); the first per host logged."""
        self.crawler.stats.inc_value(PUBLIC_SUFFIX_REDIRECT_STAT)
        host = self._first.first(PUBLIC_SUFFIX_REDIRECT_STAT, url)
        if host is not None:
            logger.warning("start URL %s redirects to %s, whose host %s is a public suffix (every site registered "
                           "under it would be in scope): it does not join the scope of site %s (set "
                           "'allow_public_suffix: true' for the site if it means that); further ones are only "
                           "counted (%s)", start_url, url, host, site, PUBLIC_SUFFIX_REDIRECT_STAT)

    def admit(self, request: scrapy.Request) -> bool:
        """Whether ``request``, about to be sent, is within its site's current max_pages (the downloader middleware
        drops it otherwise, ``OVER_BUDGET_META``). Counted once per page: a redirect or retry of a page already
        sent (``SENT_META``) or admitted in this run (``ADMITTED_META`` holds the run's token) passes; a request
        an earlier run admitted but did not send (a stop handed it back into the job) is admitted afresh,
        against the configuration of the run that sends it."""
        meta = request.meta
        if meta.get(CRAWL_FILE_META) or meta.get(SITE_META) not in self.config.site_by_name:
            return True
        if meta.get(SENT_META) or meta.get(ADMITTED_META) == self._run_token:
            return True
        if not self.frontier.admit(meta[SITE_META]):
            meta[OVER_BUDGET_META] = True
            return False
        meta[ADMITTED_META] = self._run_token
        return True

    def keeper(self, site: SiteConfig, url: str, recognition: Any) -> SiteConfig | None:
        """The first site other than ``site`` whose scope holds ``url`` and whose languages the page is in
        (sites on one host: each URL is fetched once, for the site that met it first), else None."""
        for other in self.config.sites:
            if other is not site and recognition.is_target(other.languages) and self.frontier.allows(other.name, url):
                return other
        return None

    def parent_run(self, request: scrapy.Request) -> int | None:
        """Fewest off-target pages in a row before this page, over every path met so far."""
        visit = self.visit_of(request)
        return None if visit is None else visit.parent_run

    def park(self, request: scrapy.Request, response: Response) -> None:
        """Keep the links of a page the middleware drops beyond the tunnel, in case a shorter path turns up."""
        visit = self.visit_of(request)
        site = self.config.site_by_name.get(request.meta.get(SITE_META, ""))
        if visit is None or site is None or not isinstance(response, TextResponse):
            return
        response.request = request   # (the engine ties a request only to the responses it passes on)
        self._read_page(response, site, visit, target=False, container=bool(request.meta.get(CONTAINER_META)))

    # ------------------------------------------------------------------ callbacks

    def parse(self, response: Response) -> Iterator[PageItem | scrapy.Request]:
        site = self.config.site_by_name.get(response.meta.get(SITE_META, ""))
        recognition = response.meta.get(RECOGNITION_META)
        visit = self.visit_of(response.request) if response.request is not None else None
        if site is None or recognition is None or visit is None or not isinstance(response, TextResponse):
            return  # not a page of ours, or not HTML (the middleware let it through untouched)
        target = bool(response.meta.get(TARGET_META))
        first = self.visit_key(response)
        keeper = self.config.site_by_name.get(response.meta.get(KEEPER_META) or "", site)
        if keeper is not site:   # a page of another site on the host: its page, its budget, its links
            self.frontier.hand_over(visit, keeper.name)
            self._record_sent()
            self.crawler.stats.inc_value("tsheg/handed_over")
            site = keeper
        headers = response_headers(response)
        decoded = self._decode(response, site, headers) if target else None
        reading = self._read_page(response, site, visit, target=target,
                                  container=bool(response.meta.get(CONTAINER_META)), decoded=decoded)
        if reading is None:
            return
        if target:
            yield self._item(response, site, recognition, visit.depth, headers, decoded, reading.robots)
        for new in self.frontier.expand(first):
            yield self._request(new)

    def parse_robots_txt(self, response: Response) -> Iterator[scrapy.Request]:
        """The sitemaps a site's robots.txt names (its /sitemap.xml when it names none it reads, or answers an
        error); a ``Sitemap:`` line it refuses (``crawler.sitemaps.named_sitemap``, or a host outside the site's
        scope) is counted, the first per host logged with the line (:meth:`_refuse_sitemap_line`)."""
        site = self.config.site_by_name[response.meta[SITE_META]]
        body = response.body if response.status == 200 else b""
        urls = []
        for named in named_sitemaps(body, response.url):
            refused = named.refused or self._refused_sitemap(named.url or "", site)
            if refused:
                self._refuse_sitemap_line(response.url, named.line, refused)
            else:
                urls.append(named.url)
        for url in dict.fromkeys(urls) or [default_sitemap(response.url)]:
            yield from self._sitemap_request(url, site)

    def _refused_sitemap(self, url: str, site: SiteConfig) -> str | None:
        """Why the sitemap at the absolute http(s) ``url`` is not read for ``site``: a host outside the site's scope
        (``OFF_SITE``: the crawl reads no other host's files); None when it is read."""
        return OFF_SITE if not self.frontier.allows(site.name, url) else None

    def _refuse_sitemap_line(self, robots_url: str, line: str, reason: str) -> None:
        """Count a ``Sitemap:`` line of robots.txt not read (``SITEMAP_REFUSED_PREFIX``, by reason); the first per
        host is logged at INFO with the line, the rest only counted."""
        if self._count_refused(SITEMAP_REFUSED_PREFIX, robots_url, reason) is not None:
            logger.info("robots.txt %s: not reading %r (%s); further such lines of %s are only counted",
                        robots_url, line[:MAX_LOGGED_LINE], reason, urllib.parse.urlsplit(robots_url).netloc)

    def _refuse_listed_sitemap(self, index_url: str, url: str, reason: str) -> None:
        """Count a sitemap the sitemap index at ``index_url`` lists and the crawl does not read
        (``SITEMAP_INDEX_REFUSED_PREFIX``, by reason); the first per host is logged at INFO with its URL (quoted when
        it is no URL: an empty ``<loc>``, white space inside)."""
        if self._count_refused(SITEMAP_INDEX_REFUSED_PREFIX, index_url, reason) is not None:
            shown = repr(url[:MAX_LOGGED_LINE]) if reason == NOT_A_URL else url[:MAX_LOGGED_LINE]
            logger.info("sitemap index %s: not reading %s (%s); further such sitemaps of %s are only counted",
                        index_url, shown, reason, urllib.parse.urlsplit(index_url).netloc)

    def _refuse_listed_page(self, sitemap_url: str, entry: str, reason: str) -> None:
        """Count a page the sitemap at ``sitemap_url`` lists and the crawl does not read
        (``SITEMAP_PAGE_REFUSED_PREFIX``, by reason: a space inside its ``<loc>``, another scheme); the first per host
        is logged at INFO with the entry as written."""
        if self._count_refused(SITEMAP_PAGE_REFUSED_PREFIX, sitemap_url, reason) is not None:
            logger.info("sitemap %s: not reading the page %r (%s); further such entries of %s are only counted",
                        sitemap_url, entry[:MAX_LOGGED_LINE], reason, urllib.parse.urlsplit(sitemap_url).netloc)

    def _count_refused(self, prefix: str, source_url: str, reason: str) -> str | None:
        """Count a sitemap not read under ``prefix`` by ``reason``; the host of ``source_url`` (the file that named
        it) when this is that host's first of the kind (log it), else None."""
        self.crawler.stats.inc_value(f"{prefix}{reason}")
        return self._first.first(prefix, source_url)

    def parse_sitemap(self, response: Response) -> Iterator[scrapy.Request]:
        """The pages a sitemap lists enter the frontier at SITEMAP_DEPTH; a sitemap index's sitemaps are read."""
        site = self.config.site_by_name[response.meta[SITE_META]]
        stats = self.crawler.stats
        if response.status in SITEMAP_ERROR_STATUSES:   # missing (404, 410) or failing: no page's error
            stats.inc_value(f"{SITEMAP_ERRORS_PREFIX}http_{response.status}")
            logger.info("sitemap %s answered HTTP %d: not read", response.url, response.status)
            return
        listing = read_sitemap_file(response.body, response.url)
        if not listing or not listing.locations:
            stats.inc_value("tsheg/sitemaps/unreadable")
            logger.info("sitemap %s lists nothing readable", response.url)
            return
        stats.inc_value("tsheg/sitemaps/read")
        if listing.is_index:
            for url in listing.locations:
                if refused := listing.refused.get(url) or self._refused_sitemap(url, site):
                    self._refuse_listed_sitemap(response.url, url, refused)
                else:
                    yield from self._sitemap_request(url, site)
            return
        for entry, refused in listing.refused.items():
            self._refuse_listed_page(response.url, entry, refused)
        stats.inc_value("tsheg/sitemaps/listed", len(listing.locations))
        for location in listing.locations:
            url = self._site_url(location, site)
            if url is None or url_has_any_extension(url, NOT_PAGE_EXTENSIONS):
                continue
            for new in self.frontier.sight(Sighting(site.name, url, depth=SITEMAP_DEPTH, listed=True)):
                yield self._request(new)

    def _sitemap_request(self, url: str, site: SiteConfig) -> Iterator[scrapy.Request]:
        """A request for one sitemap file of ``site``, while the site has sitemap files and pages to spend; one past
        either cap is counted (``SITEMAP_SKIPPED_PREFIX``, by cap), the first per host logged with its URL."""
        if not self.frontier.allows(site.name, url):
            return
        if (cap := self._sitemap_cap(site)) is not None:
            if self._count_refused(SITEMAP_SKIPPED_PREFIX, url, cap) is not None:
                logger.info("sitemaps: not fetching %s (%s: site %s has reached it); further such sitemaps of %s are "
                            "only counted", url[:MAX_LOGGED_LINE], cap, site.name, urllib.parse.urlsplit(url).netloc)
            return
        self._sitemap_files[site.name] += 1
        yield scrapy.Request(url, callback=self.parse_sitemap, errback=self.on_sitemap_error,
                             meta={**self._site_meta(site), "download_maxsize": SITEMAP_MAX_BYTES,
                                   CRAWL_FILE_META: True, "handle_httpstatus_list": SITEMAP_ERROR_STATUSES})

    def _sitemap_cap(self, site: SiteConfig) -> str | None:
        """The cap ``site`` has reached that leaves a further sitemap unread: its ``MAX_SITEMAP_FILES`` files this
        run (``FILE_CAP``), its ``max_pages`` (``PAGE_BUDGET``: a sitemap would bring no page); None when neither."""
        if self._sitemap_files[site.name] >= MAX_SITEMAP_FILES:
            return FILE_CAP
        return PAGE_BUDGET if self.frontier.spent(site.name) else None

    def _decode(self, response: TextResponse, site: SiteConfig, headers: Mapping[str, str]) -> Any:
        """The target page decoded once (``extract.decode_page``), for its links and for the pipelines.

        None when decoding fails: the links then come from the light parse and
        DecodePipeline decodes again, logs the error and drops the item.
        """
        from extract.decode import decode_page

        try:
            return decode_page(response.body, headers_with_hint(headers, response.body, site.encoding),
                               tables_dir=self.config.tables_dir)
        except Exception:   # noqa: BLE001 - DecodePipeline reports it (tsheg/dropped/decode_error)
            return None

    def _read_page(self, response: TextResponse, site: SiteConfig, visit: Visit, *, target: bool, container: bool,
                   decoded: Any = None) -> PageReading | None:
        """Record the page's links on its visit and return what was read; None for a trap page (dropped, no
        link followed). A page that says ``nofollow`` gives no link when its site obeys robots.

        ``container``: a frameset page (no step of the tunnel). Read by the caller, from the
        request's meta: a response the downloader middleware holds is tied to no request yet.
        """
        url = canonical_url(response.url)
        self.frontier.alias(url, visit)
        reading = self._links(response, site, decoded)
        links = reading.links
        if reading.left_out:
            self._leave_links("past_page_cap", response.url, reading.left_out, "reading the first %d links of %s: "
                              "its %d further link targets are not followed (Heritrix's maxOutlinks); further such "
                              "pages on %s are only counted", MAX_PAGE_LINKS, response.url, reading.left_out)
        if links and site.obey_robots and NOFOLLOW in reading.robots:
            self._leave_links(NOFOLLOW, response.url, len(links), "not following the %d links of %s: its robots "
                              "directives say nofollow; further such pages on %s are only counted",
                              len(links), response.url)
            links = []
        verdict = inspect_page(url, links, visit.referrer_links, self.frontier.known, reading.text_chars,
                               target=target)
        if verdict.is_trap:
            visit.node = Node(target, follow=(), links=frozenset(links))
            self._drops.drop(response.url, "trap",
                             "a page with little text of its own that links mostly to numbered copies of itself")
            return None
        follow = tuple((link, verdict.chain(link, visit.chain)) for link in links if verdict.follow(link, visit.chain))
        if len(follow) < len(links):
            left = len(links) - len(follow)
            self._leave_links("trap_variant", response.url, left, "not following %d links of %s to numbered copies "
                              "of itself (it brings nothing new and was reached from such a copy: a calendar or "
                              "pager); further such links on %s are only counted", left, response.url)
        visit.node = Node(target, follow=follow, links=frozenset(links), container=container)
        return reading

    # ------------------------------------------------------------------ helpers

    def _request(self, url: str, *, dont_filter: bool = False) -> scrapy.Request:
        """The request of ``url``, which the frontier just handed out. It passes the duplicate filter when
        ``dont_filter`` (a start URL) or when an earlier run of the job requested it for a site no longer
        configured (the frontier forgot that visit, the job's duplicate filter did not: a renamed site); the
        requests its redirects make do not (crawler/dupefilter.py)."""
        visit = self.frontier.visits[url]
        site = self.config.site_by_name[visit.site]
        meta: dict[str, Any] = {
            **self._site_meta(site),
            PARENT_RUN_META: visit.parent_run,   # as first met; the frontier keeps the best value
            "depth": visit.depth,
        }
        if dont_filter or url in self.frontier.forgotten:   # (not dont_filter=True: redirects would copy it)
            meta[UNFILTERED_URL_META] = url
        # Breadth-first: the scheduler serves higher priorities first.
        return scrapy.Request(url, callback=self.parse, errback=self.on_error, meta=meta, priority=-visit.depth)

    def _site_meta(self, site: SiteConfig) -> dict[str, Any]:
        """The meta every request of ``site`` carries: its name, its download slot, its politeness."""
        meta: dict[str, Any] = {SITE_META: site.name, "download_slot": self.config.slot_of[site.name]}
        if not site.obey_robots:
            meta["dont_obey_robotstxt"] = True
        if site.download_delay == 0:
            meta["autothrottle_dont_adjust_delay"] = True
        return meta

    def _leave_links(self, kind: str, url: str, links: int, message: str, *args: Any) -> None:
        """Count ``links`` links not followed as ``tsheg/links/<kind>``; log ``message`` (``args``, then the host
        for its last ``%s``) for the first such page or link per host."""
        self.crawler.stats.inc_value(f"tsheg/links/{kind}", links)
        host = self._first.first(kind, url)
        if host is not None:
            logger.info(message, *args, host)

    def _links(self, response: TextResponse, site: SiteConfig, decoded: Any = None) -> PageReading:
        """:func:`page_links`, the links as canonical URLs inside the site (once each, in page order)."""
        headers = headers_with_hint(response_headers(response), response.body, site.encoding)   # as _decode's
        read = page_links(response, decoded, self._agent, headers, response.meta.get(REFRESH_TARGET_META))
        urls = (self._site_url(link, site) for link in read.links)
        return replace(read, links=list(dict.fromkeys(url for url in urls if url is not None)))

    @functools.cached_property
    def _agent(self) -> str:
        """The crawler's name in robots directives: the first product token of its user agent."""
        found = PRODUCT_TOKEN_RE.match(robots_user_agent(self.crawler.settings))
        return found.group(1) if found else DEFAULT_AGENT

    def _site_url(self, link: str, site: SiteConfig) -> str | None:
        """``link`` as the crawl spells it, when ``site`` may request it (else None, counted in tsheg/links/)."""
        stats = self.crawler.stats
        try:
            url = canonical_url(link)
        except ValueError:
            stats.inc_value("tsheg/links/bad_url")
            return None
        if has_empty_label(urllib.parse.urlsplit(url).hostname or ""):
            self._leave_empty_label(url, site)
            return None
        if not self.frontier.allows(site.name, url):
            stats.inc_value("tsheg/links/offsite")
            return None
        if is_looping_path(url_segments(url)):
            if self._first_left("looping_path", url):
                stats.inc_value("tsheg/links/looping_path")
            return None
        if self._max_url_length and len(url) > self._max_url_length:
            if self._first_left("too_long", url):
                self._leave_links("too_long", url, 1, "not following %s...: %d characters, over URLLENGTH_LIMIT "
                                  "(%d); further such links on %s are only counted", url[:80], len(url),
                                  self._max_url_length)
            return None
        return url

    def _leave_empty_label(self, url: str, site: SiteConfig) -> None:
        """Count a link whose host has an empty label (``tsheg/links/empty_label``, once per URL): no DNS name, never
        fetched (crawler.urls.EMPTY_LABEL_RE), where the scope check let ``http://.a.org/`` into ``a.org``; log the
        first per site (a hostile page may write as many such hosts as it likes)."""
        if not self._first_left(EMPTY_LABEL_KIND, url):
            return
        self.crawler.stats.inc_value(f"tsheg/links/{EMPTY_LABEL_KIND}")
        if self._first.first_of(EMPTY_LABEL_KIND, site.name):
            logger.info("not following %s: its host has an empty label (a leading dot or two dots in a row: no DNS "
                        "name, RFC 1034 §3.1); further such links of site %s are only counted", url[:120], site.name)

    def _first_left(self, kind: str, url: str) -> bool:
        """Whether this run meets ``url``, a link not followed for ``kind`` (``tsheg/links/<kind>``), for the first
        time: such links are counted once per URL however many pages link them, as query combinations are
        (crawler/frontier.py); past the run's memory of them, in ``tsheg/links/<kind>_uncounted`` (the summary
        then says "at least")."""
        first = self._links_left.first(kind, url)
        if first is None:
            self.crawler.stats.inc_value(f"tsheg/links/{kind}{UNCOUNTED_SUFFIX}")
        return bool(first)

    def _leave_query_combination(self, url: str) -> None:
        """Count a link the frontier did not request (once per run: ``Frontier.query_refused``): its path has had its
        share of query combinations."""
        self._leave_links("query_variants", url, 1, "not following %s: its path has had %d combinations of query "
                          "words followed (facets, sort orders, crawler/traps.py); further such links on %s are only "
                          "counted", url[:120], MAX_QUERY_SHAPES)

    @functools.cached_property
    def _max_url_length(self) -> int:
        """``URLLENGTH_LIMIT`` (characters; 0: none): Scrapy's UrlLengthMiddleware drops a longer request after
        the frontier gave it a budget slot, so such a link is left out before."""
        return self.crawler.settings.getint("URLLENGTH_LIMIT")

    def _item(self, response: TextResponse, site: SiteConfig, recognition: Any, depth: int,
              headers: dict[str, str], decoded: Any, robots: frozenset[str]) -> PageItem:
        served = response.meta.get(SERVED_RESPONSE_META)
        return PageItem(
            site=site.name,
            url=first_requested(response),
            final_url=response.url,
            status=response.status,
            fetched_at=datetime.now(UTC).isoformat(timespec="seconds"),
            depth=depth,
            headers=headers,
            body=response.body,
            served_body=served.body if served is not None else None,
            recognition=recognition,
            decoded=decoded,
            robots=sorted(robots),
            notes=[PLAIN_TEXT_NOTE] if served is not None else [],
            capture=capture_of(served or response, response.request) if site.warc else None,
        )

    @property
    def _drops(self) -> DropLog:
        if self._drop_log is None:
            self._drop_log = DropLog(self.crawler.stats)
        return self._drop_log

    def on_error(self, failure: Failure) -> list[scrapy.Request]:
        """Count failed requests. HTTP errors, network failures (Scrapy's ``RETRY_EXCEPTIONS``:
        timeouts, refused connections, DNS) and bodies that cannot be read (``BODY_FAILURES``: over
        the size cap, a damaged gzip/deflate/brotli/zstd coding, ``decompression``, logged once per host) are
        the web's doing: one INFO line. Anything else is a
        defect of the crawl's own code and is logged as an error with its traceback, as Scrapy logs
        an exception a callback raises. The middleware's own drops are counted there; an ``IgnoreRequest``
        Scrapy raises from another error (a gzip body unpacked past ``DOWNLOAD_MAXSIZE``) counts by that
        error's name. A request dropped before it reached the server (robots.txt, scope) gives its budget slot
        back: the requests returned are the URLs the budget left waiting that take it (one the duplicate filter
        refuses gives it back in :meth:`_request_dropped`)."""
        if failure.check(HttpError):
            status = failure.value.response.status
            self.crawler.stats.inc_value(f"tsheg/errors/http_{status}")
            logger.info("failed %s: HTTP %d", failure.value.response.url, status)
            site = failure.request.meta.get(SITE_META)
            if status in GONE_STATUSES and site in self.config.site_by_name:
                announce_gone(self.crawler.signals, site, first_requested(failure.request), reason=f"http_{status}")
            return []
        if failure.check(IgnoreRequest):
            cause = failure.value.__cause__
            if cause is None:   # a drop of ours (counted where it is made), robots.txt, a redirect loop
                return self._give_back(failure.request)
            # Scrapy's own reading of the body failed (HttpCompressionMiddleware: unpacked past the size cap)
            self.crawler.stats.inc_value(f"tsheg/errors/{type(cause).__name__.lstrip('_')}")
            logger.info("failed %s: %s", failure.request.url, failure.getErrorMessage())
            return []
        self.crawler.stats.inc_value(f"tsheg/errors/{_failure_kind(failure)}")
        url = getattr(getattr(failure, "request", None), "url", "?")
        if failure.check(DecompressionError):   # (a 2xx's: of another status the status decides, as an HttpError)
            self._log_undecodable(url, failure.getErrorMessage())
        elif self._is_the_webs(failure):
            logger.info("failed %s: %s", url, failure_message(failure))
        else:
            logger.error("error on %s: %s", url, failure.getErrorMessage(), exc_info=failure_to_exc_info(failure))
        return []

    def _log_undecodable(self, url: str, message: str) -> None:
        """Log a page whose body does not decode as its Content-Encoding says (crawler/decompression.py): the
        first per host at INFO with its URL, the rest at DEBUG (all are counted, ``decompression``)."""
        host = self._first.first(DecompressionError.error_kind, url)
        if host is None:
            logger.debug("failed %s: %s", url, message)
        else:
            logger.info("failed %s: %s; further bodies from %s that do not decode are only counted (decompression)",
                        url, message, host)

    def on_sitemap_error(self, failure: Failure) -> list[scrapy.Request]:
        """A sitemap that could not be fetched or read (the network, a body that cannot be read: the web's doing,
        :meth:`on_error`) is counted on the summary's sitemaps line (``SITEMAP_UNFETCHED_PREFIX``, by cause) with
        one INFO line, as one that answers an HTTP error is: it is no page of the site that failed. So is one
        robots.txt disallows (``SITEMAP_FORBIDDEN``: no page dropped). Anything else as :meth:`on_error`."""
        if failure.check(RobotsForbidden):
            self.crawler.stats.inc_value(SITEMAP_FORBIDDEN)
            logger.info("sitemap %s is disallowed by robots.txt: not read", failure.request.url)
            return []
        if not self._is_the_webs(failure):
            return self.on_error(failure)
        self.crawler.stats.inc_value(f"{SITEMAP_UNFETCHED_PREFIX}{_failure_kind(failure)}")
        logger.info("sitemap %s could not be fetched: %s", failure.request.url, failure_message(failure))
        return []

    def _is_the_webs(self, failure: Failure) -> bool:
        """Whether ``failure`` is the web's doing: a failure of the network (Scrapy's ``RETRY_EXCEPTIONS``), a body
        that cannot be read (``BODY_FAILURES``)."""
        return bool(failure.check(*self._network_errors, *BODY_FAILURES))

    def _give_back(self, request: scrapy.Request) -> list[scrapy.Request]:
        """The budget slot of a dropped request that never left the downloader (``SENT_META``), for the next
        URL its site's budget left waiting (counted as ``tsheg/budget/given_back``)."""
        if request.meta.get(SENT_META) or request.meta.get(CRAWL_FILE_META) or request.meta.get(OVER_BUDGET_META):
            return []
        if request.meta.get(ADMITTED_META) == self._run_token:
            self.frontier.unadmit(request.meta[SITE_META])
        visit = self.visit_of(request)
        if visit is None:
            return []
        self.crawler.stats.inc_value("tsheg/budget/given_back")
        return [self._request(url) for url in self.frontier.give_back(visit)]

    @functools.cached_property
    def _network_errors(self) -> tuple[type[BaseException], ...]:
        """The exceptions Scrapy retries (``RETRY_EXCEPTIONS``): failures of the network, not of the crawl."""
        return tuple(load_object(path) if isinstance(path, str) else path
                     for path in self.crawler.settings.getlist("RETRY_EXCEPTIONS"))

    def closed(self, reason: str) -> None:
        stats = self.crawler.stats
        visits = self.frontier.visits   # (a URL another site of the host requested is not left out)
        left_out = Counter(site for site, url in self.frontier.left_waiting() if url not in visits)
        for site_name, left in sorted(left_out.items()):
            stats.inc_value("tsheg/dropped/budget", left)
            logger.info("site %s reached its max_pages budget: %d more URLs were not requested", site_name, left)
        for key, counts in ((NOT_KEPT, self.frontier.not_kept), (NOT_KEPT_UNCOUNTED, self.frontier.not_kept_uncounted),
                            (QUERY_VARIANTS_UNCOUNTED, self.frontier.refused_uncounted)):
            if counts.total():   # (past the waiting list's cap, or past the run's memory of the URLs counted)
                stats.inc_value(key, counts.total())
        stats.set_value("tsheg/reexpanded", self.frontier.reexpansions)
        logger.info("%s", crawl_summary(self.crawler.stats.get_stats(), self.config.mirror, reason=reason))
