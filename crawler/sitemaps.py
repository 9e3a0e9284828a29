"""Sitemaps: the pages a site lists for crawlers (sitemaps.org protocol 0.9; robots.txt ``Sitemap:`` lines).

A site with ``sitemaps: true`` in the configuration is also read through its
sitemaps: the spider fetches the robots.txt of each start URL's origin, reads
its ``Sitemap:`` lines (``/sitemap.xml`` when it names none), follows sitemap
indexes, and puts every page a sitemap lists into the frontier at
``SITEMAP_DEPTH``, inside the site's scope and page budget. News sites list
articles there that no link reaches within ``max_depth``.

This module holds the parts that need no spider: which sitemaps robots.txt
names, a sitemap's bytes (gzip undone) and what it lists: XML (a urlset or a
sitemap index) or the protocol's text form (one URL per line).

A sitemap that answers an HTTP error (most often 404: a site without
``/sitemap.xml``) is no page of the site: the summary's ``sitemaps`` line
counts it by status (``tsheg/sitemaps/failed/http_404``) with one INFO line
naming it, as Scrapy's ``SitemapSpider`` logs a sitemap it could not read; it is
not among the errors, and marks no page gone. Its response is one of the
summary's "robots.txt and sitemaps", like every answer to a crawl file.

A ``Sitemap:`` line the crawl does not read (:func:`named_sitemap`: no URL, another scheme; the spider adds a
host outside the site's scope) was dropped without a word, or fetched as a path of the site (``not a url``): it
is counted per reason on the summary's ``sitemaps`` line (``tsheg/sitemaps/refused/<reason>``), the first per
host logged with the line. So is a sitemap a sitemap index lists that the crawl does not read
(:func:`resolved_sitemap`: no URL, an empty ``<loc>`` or one with white space inside, which was fetched as a path,
``/bo%20news.xml``; another scheme; or a host outside the site's scope), which was dropped without a word
(``tsheg/sitemaps/index_refused/<reason>``, the first per host logged with its URL). A sitemap past the site's
caps (``MAX_SITEMAP_FILES`` read this run, ``FILE_CAP``; its ``max_pages`` spent, ``PAGE_BUDGET``) is not fetched,
and was dropped without a word too: it is counted per cap (``tsheg/sitemaps/skipped/<cap>``), the first per host
logged with its URL.
"""

from __future__ import annotations

import re
import urllib.parse
from dataclasses import dataclass, field

from scrapy.utils.gz import gunzip
from scrapy.utils.sitemap import Sitemap

from extract.schemes import WEB_SCHEMES

SITEMAP_MAX_BYTES = 50 * 1024 * 1024   # one sitemap file, uncompressed (sitemaps.org: at most 50 MB)
MAX_SITEMAP_FILES = 100                # sitemap files read per site and run (an index lists one per month or day)
SITEMAP_DEPTH = 1                      # a page a sitemap lists is one link away from the start URL
DEFAULT_SITEMAP_PATH = "/sitemap.xml"  # read when robots.txt names no sitemap (the protocol's usual place)
# Statuses of a robots.txt answer read for its Sitemap: lines like a missing one (DEFAULT_SITEMAP_PATH then);
# redirects are followed (an http -> https or bare -> www robots.txt names the sitemaps all the same).
ROBOTS_ERROR_STATUSES = list(range(400, 600))
# Statuses of a sitemap's answer handed to the spider's sitemap reader (RFC 9110 §15.5-15.6, client and server
# errors): a sitemap that is missing (404, 410) or failing is counted and logged as a sitemap not read
# (SITEMAP_ERRORS_PREFIX in crawler/summary.py), not among the errors of the site's pages, and no page is gone.
SITEMAP_ERROR_STATUSES = ROBOTS_ERROR_STATUSES
GZIP_MAGIC = b"\x1f\x8b"               # RFC 1952 §2.3.1: a gzip member's first two bytes
# A robots.txt line naming a sitemap, as Scrapy's sitemap_urls_from_robots finds it: "sitemap:" in any letter case
# at its start (after white space), the value after the first ":" (sitemaps.org, "Specifying the Sitemap location
# in your robots.txt file"; RFC 9309 §2.2.4 "other records").
SITEMAP_LINE_RE = re.compile(r"\s*sitemap\s*:(.*)", re.IGNORECASE)
ROBOTS_COMMENT = "#"   # RFC 9309 §2.2: starts a comment, to the end of the line
# What no URL holds (RFC 3986 §2: white space and controls are never allowed): a value with one is no URL.
NOT_IN_A_URL_RE = re.compile(r"[\s\x00-\x1f\x7f]")
# A line break inside a <loc> or Sitemap: value, with the blanks around it: a CMS or XML pretty-printer wrapping a
# long URL (the next line indented), no part of the URL. Removed, as browsers remove every tab and newline from a
# URL before they parse it (WHATWG URL Standard §4.4, basic URL parser step 3) and drop the wrap's indentation
# with it; a space left inside is no wrap and keeps the value NOT_A_URL.
WRAPPED_LINE_RE = re.compile(r"[ \t]*[\r\n][ \t\r\n]*")
# A URL that writes its authority (RFC 3986 §3.2: "//" after its scheme, or at the start of a network-path
# reference, §4.2): its own host, never the base URL's; ``http:///s.xml`` writes an empty one (RFC 3986: an empty
# authority, no host; WHATWG URL Standard: the host ``s.xml``), which urljoin filled with robots.txt's host.
WRITTEN_AUTHORITY_RE = re.compile(r"(?:[a-z][a-z0-9+.\-]*:)?//", re.IGNORECASE)
# Why a Sitemap: line of robots.txt is not read (tsheg/sitemaps/refused/<reason>, the summary's sitemaps line):
NOT_A_URL = "not_a_url"   # no URL at all (resolved_sitemap; also an index's <loc>, tsheg/sitemaps/index_refused/)
NOT_HTTP = "not_http"     # a URL of another scheme
OFF_SITE = "off_site"     # a host outside the site's scope (the spider's check: it reads no other host's files)
# Why a sitemap the crawl would read is not fetched (tsheg/sitemaps/skipped/<cap>, the summary's sitemaps line):
FILE_CAP = "file_cap"     # the site has read its MAX_SITEMAP_FILES this run
PAGE_BUDGET = "max_pages"  # the site has requested its max_pages pages: a sitemap would bring none


@dataclass(frozen=True)
class SitemapListing:
    """What one sitemap file lists: pages (a urlset) or further sitemaps (a sitemap index)."""

    is_index: bool
    locations: list[str]   # absolute URLs, in file order (of an index, its entries not read as written)
    # Of an index: the entries of ``locations`` the crawl does not read -> why (NOT_A_URL, NOT_HTTP; resolved_sitemap)
    refused: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class NamedSitemap:
    """A ``Sitemap:`` line of robots.txt: the URL it names, or why it is not read."""

    line: str               # the line as written (white space around it dropped), for the log
    url: str | None         # the absolute URL of the sitemap; None when the line is refused
    refused: str | None = None   # why it is not read (NOT_A_URL, NOT_HTTP); None when it is


def named_sitemaps(robots_txt: bytes, robots_url: str) -> list[NamedSitemap]:
    """Every ``Sitemap:`` line of a robots.txt (in file order), each read by :func:`named_sitemap`.

    >>> [(s.url, s.refused) for s in named_sitemaps(b"User-agent: *\\nsitemap: /news.xml # daily\\n"
    ...                                             b"Sitemap: ftp://a.org/s.xml\\n", "http://a.org/robots.txt")]
    [('http://a.org/news.xml', None), (None, 'not_http')]
    """
    lines = (SITEMAP_LINE_RE.match(line) for line in robots_txt.decode("utf-8", "ignore").splitlines())
    return [named_sitemap(found.group().strip(), found.group(1), robots_url) for found in lines if found]


def named_sitemap(line: str, value: str, robots_url: str) -> NamedSitemap:
    """What the ``Sitemap:`` line ``line``, whose value is ``value``, names: RFC 9309 §2.2.4 lets a crawler read
    such "other records", and sitemaps.org asks for the sitemap's full URL there.

    A relative reference (``Sitemap: /news.xml``) is resolved against the robots.txt's URL (RFC 3986 §5), as
    Scrapy's ``sitemap_urls_from_robots`` does: it has one meaning, a file on the origin that robots.txt speaks
    for, so the crawl reads nothing the site did not point to, and refusing it would lose the only sitemap many
    hand-written robots.txt files name. Refused (counted by the spider, ``tsheg/sitemaps/refused/<reason>``):
    a value that is no URL (``NOT_A_URL``: empty, white space or a control character inside, which RFC 3986 §2
    never allows, a broken host or port: ``Sitemap: not a url`` was fetched as the path ``/not%20a%20url``) and a
    URL of another scheme (``NOT_HTTP``: ``ftp://``, which the crawl does not fetch). A comment after the value
    is no part of it (RFC 9309 §2.2: ``#`` starts one).

    >>> [named_sitemap("", v, "https://a.org/robots.txt").url for v in (" https://b.org/s.xml", "maps/s.xml")]
    ['https://b.org/s.xml', 'https://a.org/maps/s.xml']
    >>> [named_sitemap("", v, "http://a.org/robots.txt").refused
    ...  for v in ("not a url", "", "ftp://a.org/s.xml", "mailto:a@a.org", "http://[::1/s.xml", "http://a.org:x/")]
    ['not_a_url', 'not_a_url', 'not_http', 'not_http', 'not_a_url', 'not_a_url']
    """
    url, refused = resolved_sitemap(value.split(ROBOTS_COMMENT, 1)[0], robots_url)
    return NamedSitemap(line, url, refused)


def resolved_sitemap(value: str, base_url: str) -> tuple[str, None] | tuple[None, str]:
    """The absolute URL of the sitemap ``value`` names (a ``Sitemap:`` line's value, or a sitemap index's ``<loc>``),
    resolved against ``base_url`` (RFC 3986 §5), else (None, why it is not read).

    White space around ``value`` is no part of it (as Scrapy's ``Sitemap`` and ``sitemap_urls_from_robots`` strip
    it), nor is a line break inside with the blanks around it (``WRAPPED_LINE_RE``: a long URL wrapped over two
    lines, read whole as browsers read it). ``NOT_A_URL``: empty, a space or a control character inside (RFC 3986
    §2 never allows them, and sitemaps.org asks for a space written ``%20``: percent-encoded, it would be fetched as
    a path no page has, ``/bo%20news.xml``), a broken host or port, an authority written without a host
    (``http:///s.xml``: not a file of the base URL's host, as urljoin read it); ``NOT_HTTP``: another scheme.

    >>> resolved_sitemap(" /news.xml\\n", "http://a.org/sitemap.xml"), resolved_sitemap("", "http://a.org/s.xml")
    (('http://a.org/news.xml', None), (None, 'not_a_url'))
    >>> [resolved_sitemap(value, "http://a.org/") for value in ("http://a.org/bo news.xml", "http:///s.xml")]
    [(None, 'not_a_url'), (None, 'not_a_url')]
    >>> resolved_sitemap("http://a.org/bo/a-very-long-\\n      title.html", "http://a.org/")
    ('http://a.org/bo/a-very-long-title.html', None)
    """
    value = WRAPPED_LINE_RE.sub("", value.strip())
    if not value or NOT_IN_A_URL_RE.search(value):
        return None, NOT_A_URL
    try:
        url = urllib.parse.urljoin(base_url, value)
        parts = urllib.parse.urlsplit(url)
        parts.port   # (a port that is no number raises here)
        hostless = WRITTEN_AUTHORITY_RE.match(value) is not None and not urllib.parse.urlsplit(value).hostname
    except ValueError:   # an IPv6 host not closed, a port out of range
        return None, NOT_A_URL
    if parts.scheme.lower() not in WEB_SCHEMES:
        return None, NOT_HTTP
    if hostless or not parts.hostname:
        return None, NOT_A_URL
    return url, None


def default_sitemap(robots_url: str) -> str:
    """The sitemap read when robots.txt names none it can read: the protocol's usual place on its origin.

    >>> default_sitemap("http://a.org/robots.txt")
    'http://a.org/sitemap.xml'
    """
    return urllib.parse.urljoin(robots_url, DEFAULT_SITEMAP_PATH)


def sitemaps_in_robots(robots_txt: bytes, robots_url: str) -> list[str]:
    """The sitemaps a robots.txt names (once each, the lines :func:`named_sitemap` refuses left out), else the
    site's ``/sitemap.xml``.

    >>> sitemaps_in_robots(b"User-agent: *\\nDisallow: /x/\\nSitemap: /news.xml\\n", "http://a.org/robots.txt")
    ['http://a.org/news.xml']
    >>> sitemaps_in_robots(b"", "http://a.org/robots.txt")
    ['http://a.org/sitemap.xml']
    """
    named = [sitemap.url for sitemap in named_sitemaps(robots_txt, robots_url) if sitemap.url]
    return list(dict.fromkeys(named)) or [default_sitemap(robots_url)]


def sitemap_body(body: bytes, max_bytes: int = SITEMAP_MAX_BYTES) -> bytes | None:
    """The XML of a sitemap response: ``*.xml.gz`` files are gunzipped (the HTTP layer already undid a
    Content-Encoding); None when it decompresses beyond ``max_bytes`` or is not XML.

    >>> import gzip
    >>> sitemap_body(gzip.compress(b"<urlset/>"))
    b'<urlset/>'
    >>> sitemap_body(b"<html><body>not found</body></html>") is None
    True
    """
    body = _unzipped(body, max_bytes)
    return body if body is not None and _is_xml(body) else None


def read_sitemap_file(body: bytes, sitemap_url: str, max_bytes: int = SITEMAP_MAX_BYTES) -> SitemapListing | None:
    """What a sitemap response lists, gunzipped once: XML (:func:`read_sitemap`) or the text form
    (:func:`read_text_sitemap`); None when it is neither (a soft 404 page, broken gzip, beyond ``max_bytes``)."""
    body = _unzipped(body, max_bytes)
    if body is None:
        return None
    return read_sitemap(body, sitemap_url) if _is_xml(body) else _text_listing(body)


def _is_xml(body: bytes) -> bool:
    """Does the (gunzipped) body start like XML and not like an HTML page?"""
    head = body[:512].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return head.startswith(b"<") and b"<html" not in head


def _unzipped(body: bytes, max_bytes: int) -> bytes | None:
    """``body`` gunzipped when it is gzip (None beyond ``max_bytes`` or when it is not gzip after all)."""
    if not body.startswith(GZIP_MAGIC):
        return body
    try:
        return gunzip(body, max_size=max_bytes)
    except (ValueError, OSError, EOFError):   # beyond max_bytes (a ValueError), or not gzip after all
        return None


# sitemaps.org "Text file": one URL per line, fully specified (scheme included), UTF-8; nothing else. A URL
# holds no white space, control character, '<', '>', '"' (RFC 3986 §2, the characters it never allows) or
# U+FFFD (a byte that was no UTF-8).
TEXT_SITEMAP_LINE_RE = re.compile(r"https?://[^\s\x00-\x1f\x7f<>\"\ufffd/?#]+(?:[/?#][^\s\x00-\x1f\x7f<>\"\ufffd]*)?",
                                  re.IGNORECASE)


def read_text_sitemap(body: bytes, max_bytes: int = SITEMAP_MAX_BYTES) -> SitemapListing | None:
    """The pages a sitemap in the protocol's text form lists (gunzipped first); None when a line is anything
    but one absolute http(s) URL (an HTML page, a robots.txt, an empty file).

    >>> read_text_sitemap(b"http://a.org/bo/1.html\\r\\n\\nhttps://a.org/bo/2.html\\n")
    SitemapListing(is_index=False, locations=['http://a.org/bo/1.html', 'https://a.org/bo/2.html'], refused={})
    >>> read_text_sitemap(b"User-agent: *\\nDisallow: /x/\\n") is None
    True
    """
    body = _unzipped(body, max_bytes)
    return _text_listing(body) if body is not None else None


def _text_listing(body: bytes) -> SitemapListing | None:
    """:func:`read_text_sitemap` of a body already gunzipped."""
    lines = [line.strip() for line in body.decode("utf-8", "replace").lstrip("\ufeff").splitlines()]
    locations = [line for line in lines if line]
    if not locations or not all(TEXT_SITEMAP_LINE_RE.fullmatch(line) for line in locations):
        return None
    return SitemapListing(False, list(dict.fromkeys(locations)))


def read_sitemap(xml: bytes, sitemap_url: str) -> SitemapListing:
    """The locations a sitemap lists (relative ones resolved against the sitemap's URL); lxml recovers
    from broken XML, and a file that is no sitemap lists nothing. Each ``<loc>`` is read by
    :func:`resolved_sitemap`: a URL wrapped over lines is read whole; the entries the crawl does not read (a space
    inside, another scheme; of an index an empty ``<loc>`` too) are listed as written, with why, in ``refused``
    (of a urlset, apart from its ``locations``: the spider counts them); a urlset's empty ``<loc>`` is left out.

    >>> read_sitemap(b'<sitemapindex><sitemap><loc>http://a.org/s1.xml</loc></sitemap><sitemap><loc>s 2.xml</loc>'
    ...              b'</sitemap></sitemapindex>', "http://a.org/sitemap.xml")
    SitemapListing(is_index=True, locations=['http://a.org/s1.xml', 's 2.xml'], refused={'s 2.xml': 'not_a_url'})
    >>> read_sitemap(b'<urlset><url><loc> /bo/1.html </loc></url><url></url></urlset>', "http://a.org/s.xml")
    SitemapListing(is_index=False, locations=['http://a.org/bo/1.html'], refused={})
    >>> read_sitemap(b'<urlset><url><loc>/bo/long-\\n  name.html</loc></url>'
    ...              b'<url><loc>/bo/2 b.html</loc></url></urlset>', "http://a.org/s.xml")
    SitemapListing(is_index=False, locations=['http://a.org/bo/long-name.html'], refused={'/bo/2 b.html': 'not_a_url'})
    """
    try:
        sitemap = Sitemap(xml)
    except (StopIteration, SyntaxError, ValueError):   # empty or unreadable: lxml gave no root element
        return SitemapListing(False, [])
    if sitemap.type not in ("urlset", "sitemapindex"):
        return SitemapListing(False, [])
    is_index = sitemap.type == "sitemapindex"
    entries = [entry["loc"] for entry in sitemap if "loc" in entry and (is_index or entry["loc"])]
    listed: dict[str, str | None] = {}   # an entry (its URL, or as written when refused) -> why it is refused
    for loc in entries:
        url, refused = resolved_sitemap(loc, sitemap_url)
        listed.setdefault(url or loc.strip(), refused)
    refused_entries = {entry: why for entry, why in listed.items() if why}
    if is_index:
        return SitemapListing(True, list(listed), refused_entries)
    return SitemapListing(False, [entry for entry, why in listed.items() if not why], refused_entries)
