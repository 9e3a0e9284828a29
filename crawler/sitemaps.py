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
"""

from __future__ import annotations

import re
import urllib.parse
from dataclasses import dataclass

from scrapy.utils.gz import gunzip
from scrapy.utils.sitemap import Sitemap, sitemap_urls_from_robots

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


@dataclass(frozen=True)
class SitemapListing:
    """What one sitemap file lists: pages (a urlset) or further sitemaps (a sitemap index)."""

    is_index: bool
    locations: list[str]   # absolute URLs, in file order


def sitemaps_in_robots(robots_txt: bytes, robots_url: str) -> list[str]:
    """The sitemaps a robots.txt names, else the site's ``/sitemap.xml``.

    >>> sitemaps_in_robots(b"User-agent: *\\nDisallow: /x/\\nSitemap: /news.xml\\n", "http://a.org/robots.txt")
    ['http://a.org/news.xml']
    >>> sitemaps_in_robots(b"", "http://a.org/robots.txt")
    ['http://a.org/sitemap.xml']
    """
    named = list(dict.fromkeys(sitemap_urls_from_robots(robots_txt, base_url=robots_url)))
    return named or [urllib.parse.urljoin(robots_url, DEFAULT_SITEMAP_PATH)]


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
    SitemapListing(is_index=False, locations=['http://a.org/bo/1.html', 'https://a.org/bo/2.html'])
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
    from broken XML, and a file that is no sitemap lists nothing.

    >>> read_sitemap(b'<sitemapindex><sitemap><loc>http://a.org/s1.xml</loc></sitemap></sitemapindex>',
    ...              "http://a.org/sitemap.xml")
    SitemapListing(is_index=True, locations=['http://a.org/s1.xml'])
    >>> read_sitemap(b'<urlset><url><loc> /bo/1.html </loc></url><url></url></urlset>', "http://a.org/s.xml")
    SitemapListing(is_index=False, locations=['http://a.org/bo/1.html'])
    """
    try:
        sitemap = Sitemap(xml)
    except (StopIteration, SyntaxError, ValueError):   # empty or unreadable: lxml gave no root element
        return SitemapListing(False, [])
    if sitemap.type not in ("urlset", "sitemapindex"):
        return SitemapListing(False, [])
    locations = [urllib.parse.urljoin(sitemap_url, entry["loc"]) for entry in sitemap if entry.get("loc")]
    return SitemapListing(sitemap.type == "sitemapindex", list(dict.fromkeys(locations)))
