"""Cookies kept without a look-up on the network and without a cache outside the mirror.

Scrapy's ``CookiesMiddleware`` (2.13 to at least 2.19) refuses a cookie set for a
public suffix (``Domain=co.uk``) by asking tldextract, through a module-level
``TLDExtract`` built with tldextract's defaults. On its first use that extractor
fetches the Public Suffix List from publicsuffix.org (then from GitHub) and
caches it under ``~/.cache/python-tldextract/`` (``$XDG_CACHE_HOME``, or
``$TLDEXTRACT_CACHE``): the first site that set a cookie with a ``Domain`` had
the crawl ask hosts that are no site of the crawl, and write outside the mirror.

:class:`CookiesMiddleware` (``DOWNLOADER_MIDDLEWARES`` in crawler/settings.py,
in the place of Scrapy's) is Scrapy's, its extractor replaced by one that reads
the list snapshot bundled with tldextract only: no suffix list URL, no cache
folder. The snapshot is as old as the installed tldextract, which is what
Scrapy falls back to when the network fails anyway.
"""

from __future__ import annotations

from scrapy.downloadermiddlewares import cookies as scrapy_cookies
from tldextract import TLDExtract

# tldextract's bundled Public Suffix List, private domains included as Scrapy asks (its _split_domain):
# no URL to fetch a newer list from (suffix_list_urls), no cache written (cache_dir).
SNAPSHOT_SUFFIXES = TLDExtract(include_psl_private_domains=True, cache_dir=None, suffix_list_urls=(),
                               fallback_to_snapshot=True)


class CookiesMiddleware(scrapy_cookies.CookiesMiddleware):
    """Scrapy's cookie middleware, reading the bundled Public Suffix List only (see the module docstring)."""

    def __init__(self, debug: bool = False) -> None:
        super().__init__(debug)
        # Scrapy reads its module-level extractor in _is_public_domain; it names no other way to replace it.
        scrapy_cookies._split_domain = SNAPSHOT_SUFFIXES
