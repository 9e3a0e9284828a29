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

Why an internal: no public way to do it exists. Scrapy's documentation (Cookies,
CookiesMiddleware, 2.13 to 2.19) names no setting and no hook for the list its
middleware checks, only ``COOKIES_ENABLED`` and ``COOKIES_DEBUG``. tldextract's
own variable ``TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS`` (empty: no fetch) is read
when an extractor is built, and Scrapy builds its one when its module is
imported, before any setting of a crawl is read; an extractor told to fetch
nothing still writes its cache folder; and a middleware of our own in place of
Scrapy's would copy all of its cookie handling (the request's ``cookies``, the
``cookiejar`` meta key, ``dont_merge_cookies``, the debug log) and miss its fixes.

So the extractor is put in place through Scrapy's internals
(:data:`EXTRACTOR_NAME`, read by name in :data:`CHECK_NAME`), as crawler/http_handler.py
puts its parser: only where :func:`extractor_replaceable` finds them so. A Scrapy
that renamed them keeps its own extractor, as before this module, and one warning
says the crawl may then fetch the list and cache it in the home folder: a renamed
internal never stops a crawl, nor is it passed over in silence (an assignment to a
name Scrapy no longer reads changed nothing, without a word). tests/test_crawl.py's
cookie crawl guards the replacement across Scrapy versions, and tests/test_scrapy_public_api.py checks the names
(:data:`SCRAPY_PROTECTED_ATTRIBUTES`) against the installed Scrapy.
"""

from __future__ import annotations

import logging
from types import ModuleType

from scrapy.downloadermiddlewares import cookies as scrapy_cookies
from tldextract import TLDExtract

from crawler.public_suffix import SNAPSHOT_SUFFIXES

logger = logging.getLogger(__name__)

# Scrapy's internals the bundled list is put in place through (scrapy.downloadermiddlewares.cookies, 2.6 to at
# least 2.19): its module-level extractor, and the function of its public-suffix check that reads it by that name.
EXTRACTOR_NAME = "_split_domain"
CHECK_NAME = "_is_public_domain"
# The same, declared as tests/test_scrapy_public_api.py reads every crawler module's protected names of Scrapy's:
# name -> what it is (module attributes of scrapy.downloadermiddlewares.cookies).
SCRAPY_PROTECTED_ATTRIBUTES: dict[str, str] = {
    EXTRACTOR_NAME: "the module's TLDExtract, which the crawl replaces with the bundled list's",
    CHECK_NAME: "the function that refuses a cookie for a public suffix, reading the extractor by its name",
}

# The extractor put in Scrapy's place is crawler/public_suffix.py's SNAPSHOT_SUFFIXES: tldextract's bundled list,
# private domains included as Scrapy asks (its _split_domain), no fetch, no cache; the configuration checks a
# site's allowed domains with the same one.


def extractor_replaceable(module: ModuleType) -> bool:
    """Whether Scrapy's cookie middleware module ``module`` checks public suffixes as this module expects: with
    a module-level ``TLDExtract`` (:data:`EXTRACTOR_NAME`) that its check (:data:`CHECK_NAME`) reads by name.

    >>> extractor_replaceable(scrapy_cookies), extractor_replaceable(ModuleType("renamed"))
    (True, False)
    """
    check = getattr(module, CHECK_NAME, None)
    names_read = getattr(getattr(check, "__code__", None), "co_names", ())
    return isinstance(getattr(module, EXTRACTOR_NAME, None), TLDExtract) and EXTRACTOR_NAME in names_read



class CookiesMiddleware(scrapy_cookies.CookiesMiddleware):
    """Scrapy's cookie middleware, reading the bundled Public Suffix List only (see the module docstring)."""

    def __init__(self, debug: bool = False) -> None:
        super().__init__(debug)
        if extractor_replaceable(scrapy_cookies):
            setattr(scrapy_cookies, EXTRACTOR_NAME, SNAPSHOT_SUFFIXES)
        else:
            logger.warning("this Scrapy's cookie middleware has no %s read by %s: it checks a cookie's domain with "
                           "its own Public Suffix List, which tldextract may fetch from publicsuffix.org and cache "
                           "in the home folder (crawler/cookies.py)", EXTRACTOR_NAME, CHECK_NAME)
