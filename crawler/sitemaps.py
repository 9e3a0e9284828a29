"""Sitemaps: the pages a site lists for crawlers (sitemaps.org protocol 0.9; robots.txt ``Sitemap:`` lines).

A site with ``sitemaps: true`` in the configuration is also read through its
sitemaps: the spider fetches the robots.txt of each start URL's origin, reads
its ``Sitemap:`` lines (``/sitemap.xml`` when it names none), follows sitemap
indexes, and puts every page a sitemap lists into the frontier at
``SITEMAP_DEPTH``, inside the site's scope and page budget. News sites list
articles there that no link reaches within ``max_depth``.

This module holds the parts that need no spider: which sitemaps robots.txt
names, a sitemap's bytes (gzip undone) and what it lists.
"""

from __future__ import annotations

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
    if body.startswith(GZIP_MAGIC):
        try:
            body = gunzip(body, max_size=max_bytes)
        except (ValueError, OSError, EOFError):   # beyond max_bytes (a ValueError), or not gzip after all
            return None
    head = body[:512].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if not head.startswith(b"<") or b"<html" in head:
        return None
    return body


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
