"""crawler/cookies.py: Scrapy's cookie middleware reads the bundled Public Suffix List, or says it cannot."""

from __future__ import annotations

import logging
from collections.abc import Callable
from types import ModuleType

import pytest
from scrapy import Request
from scrapy.downloadermiddlewares import cookies as scrapy_cookies
from scrapy.http import Response

from crawler.cookies import CHECK_NAME, EXTRACTOR_NAME, SNAPSHOT_SUFFIXES, CookiesMiddleware, extractor_replaceable

HOME = "http://bo.example.org/"


def cookie_module(extractor_name: str, check_reads: str, extractor: object = SNAPSHOT_SUFFIXES) -> ModuleType:
    """A stand-in for Scrapy's cookie middleware module: an extractor under ``extractor_name``, and a check
    (``CHECK_NAME``) that reads the extractor named ``check_reads``."""
    module = ModuleType("cookies_of_some_scrapy")
    setattr(module, extractor_name, extractor)
    exec(f"def {CHECK_NAME}(domain):\n    return not {check_reads}(domain).domain\n", module.__dict__)  # noqa: S102
    return module


# How a Scrapy's cookie module may look -> whether the bundled list can be put in place through it.
MODULES = {
    "this Scrapy": (lambda: scrapy_cookies, True),
    "the extractor as this module expects": (lambda: cookie_module(EXTRACTOR_NAME, EXTRACTOR_NAME), True),
    "the extractor renamed": (lambda: cookie_module("_public_suffixes", "_public_suffixes"), False),
    "the check reads another name": (lambda: cookie_module(EXTRACTOR_NAME, "_public_suffixes"), False),
    "no TLDExtract under the name": (lambda: cookie_module(EXTRACTOR_NAME, EXTRACTOR_NAME, extractor=len), False),
    "no check at all": (lambda: ModuleType("cookies_of_some_scrapy"), False),
}


@pytest.mark.parametrize(("module", "replaceable"), MODULES.values(), ids=MODULES)
def test_the_extractor_is_replaced_only_where_scrapy_reads_it_by_that_name(module: Callable[[], ModuleType],
                                                                          replaceable: bool) -> None:
    assert extractor_replaceable(module()) is replaceable


def keeps_cookies(middleware: CookiesMiddleware) -> bool:
    """Whether a cookie the home page sets is sent with the next request to the site."""
    home = Request(HOME)
    middleware.process_response(home, Response(HOME, headers={"Set-Cookie": "sid=7; Path=/"}, request=home))
    article = Request(HOME + "bo/1.html")
    middleware.process_request(article)
    return article.headers.get("Cookie") == b"sid=7"


def test_this_scrapy_checks_cookies_against_the_bundled_list(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="crawler.cookies"):
        middleware = CookiesMiddleware()
    assert getattr(scrapy_cookies, EXTRACTOR_NAME) is SNAPSHOT_SUFFIXES and caplog.text == ""
    assert SNAPSHOT_SUFFIXES.suffix_list_urls == ()   # (nothing fetched, nothing cached: tests/test_crawl.py)
    assert keeps_cookies(middleware)


def test_a_scrapy_that_renamed_its_extractor_keeps_cookies_and_says_what_it_cannot_promise(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Before, the middleware assigned the bundled list to a name such a Scrapy no longer reads: nothing changed,
    without a word, and the crawl could fetch the list from publicsuffix.org and cache it in the home folder."""
    monkeypatch.delattr(scrapy_cookies, EXTRACTOR_NAME)
    monkeypatch.setattr(scrapy_cookies, CHECK_NAME, lambda domain: False)   # (its check reads something else)
    with caplog.at_level(logging.WARNING, logger="crawler.cookies"):
        middleware = CookiesMiddleware()
    assert not hasattr(scrapy_cookies, EXTRACTOR_NAME)
    assert [record.levelname for record in caplog.records] == ["WARNING"]
    assert "publicsuffix.org" in caplog.text and "crawler/cookies.py" in caplog.text
    assert keeps_cookies(middleware)
