"""The crawl reads Scrapy through its public API where a private name once served: a Scrapy release may rename or
drop a private name without a word (its cache of base URLs, a middleware's helper method), and the crawl would then
break silently (a page whose ``<base href>`` is no URL lost again) or loudly (an AttributeError on every redirect)."""

from __future__ import annotations

import ast
import gzip
import zlib
from pathlib import Path

import pytest
from scrapy.http import HtmlResponse
from scrapy.http.request import Request
from scrapy.utils.test import get_crawler

from crawler.decompression import decoded_content, is_decoder_error, zstd
from crawler.refresh import BrowserMetaRefreshMiddleware, meta_refresh

from .conftest import PROJECT_ROOT

# Private names of Scrapy's the crawl read once, replaced by public API or its own code -> what replaced it.
REPLACED_PRIVATE_NAMES = {
    "_baseurl_cache": "crawler.refresh.page_base_url with w3lib.html.get_meta_refresh",
    "_metaref_cache": "crawler.refresh.meta_refresh",
    "_handle_encoding": "crawler.decompression.decoded_content",
}


def _names_used(source: str) -> set[str]:
    """The attribute names and string constants a module's source uses (``getattr(m, "_x")`` included)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names.add(node.value)
        elif isinstance(node, ast.ImportFrom):
            names.update(alias.name for alias in node.names)
    return names


@pytest.mark.parametrize("name", REPLACED_PRIVATE_NAMES)
def test_the_crawl_reads_no_private_name_it_replaced(name: str) -> None:
    users = [str(path.relative_to(PROJECT_ROOT)) for path in sorted((PROJECT_ROOT / "crawler").rglob("*.py"))
             if name in _names_used(path.read_text(encoding="utf-8"))]
    assert users == [], f"{name} is read in {users}: use {REPLACED_PRIVATE_NAMES[name]}"


def _raw_deflate(data: bytes) -> bytes:
    """``data`` as raw deflate (RFC 1951, no zlib header), as some servers send ``deflate``."""
    packer = zlib.compressobj(wbits=-zlib.MAX_WBITS)
    return packer.compress(data) + packer.flush()


PAGE = "<p>ཞིང་པ་ཚོས་ཞིང་ཁར་ལས་ཀ་བྱེད། ئېتىز ئىشلىرى</p>".encode() * 40
# (Content-Encoding values, body) -> the page, or None for a body that is not what its coding says
CODED_BODIES: dict[str, tuple[list[bytes], bytes, bytes | None]] = {
    "gzip": ([b"gzip"], gzip.compress(PAGE), PAGE),
    "x-gzip": ([b"x-gzip"], gzip.compress(PAGE), PAGE),
    "deflate, zlib": ([b"deflate"], zlib.compress(PAGE), PAGE),
    "deflate, raw (Microsoft servers)": ([b"deflate"], _raw_deflate(PAGE), PAGE),
    "two codings, one header": ([b"deflate, gzip"], gzip.compress(zlib.compress(PAGE)), PAGE),
    "two codings, two headers": ([b"deflate", b"gzip"], gzip.compress(zlib.compress(PAGE)), PAGE),
    "an unknown coding outermost": ([b"gzip, compress"], b"LZW bytes", b"LZW bytes"),
    "plain text labelled gzip": ([b"gzip"], PAGE, None),
    "gzipped twice, labelled once": ([b"gzip"], gzip.compress(gzip.compress(PAGE)), gzip.compress(PAGE)),
}

if zstd is not None:
    CODED_BODIES["zstd, two frames"] = ([b"zstd"], zstd.compress(PAGE) + zstd.compress(PAGE), PAGE + PAGE)
    CODED_BODIES["zstd, not zstd"] = ([b"zstd"], b"\x28\xb5\x2f\xfd not a frame", None)


@pytest.mark.parametrize(("codings", "body", "page"), CODED_BODIES.values(), ids=CODED_BODIES)
def test_a_body_decodes_as_scrapy_decodes_it(codings: list[bytes], body: bytes, page: bytes | None) -> None:
    """``decoded_content``, which the redirect body check reads in place of Scrapy's private ``_handle_encoding``,
    gives what Scrapy's compression middleware gives, and the same kind of failure."""
    if page is None:
        with pytest.raises(Exception) as failure:
            decoded_content(body, codings, len(PAGE) * 4)
        assert is_decoder_error(failure.value)
    else:
        assert decoded_content(body, codings, len(PAGE) * 4) == page


def test_a_body_past_the_look_limit_is_no_decoder_failure() -> None:
    with pytest.raises(ValueError) as past:
        decoded_content(gzip.compress(PAGE * 100), [b"gzip"], len(PAGE))
    assert not is_decoder_error(past.value)


# A page whose <base href> is no URL, with a refresh to a page beside it: read against the page's own URL.
BROKEN_BASE_PAGES = {
    "a port that is no number": b'<base href="http://a.org:80x/">',
    "an IPv6 host not closed": b'<base href="http://[::1/">',
    "a port out of range": b'<base href="http://a.org:99999/">',
}


@pytest.mark.parametrize("base", BROKEN_BASE_PAGES.values(), ids=BROKEN_BASE_PAGES)
def test_a_refresh_on_a_page_whose_base_is_no_url_is_followed_against_the_page_s_url(base: bytes) -> None:
    body = b'<html><head>' + base + b'<meta http-equiv="refresh" content="0; url=moved.html"></head></html>'
    response = HtmlResponse("http://b.org/bo/1.html", body=body, encoding="utf-8")
    assert meta_refresh(response, ("script", "noscript")) == (0.0, "http://b.org/bo/moved.html")
    middleware = BrowserMetaRefreshMiddleware.from_crawler(get_crawler())
    redirected = middleware.process_response(Request(response.url), response)
    assert isinstance(redirected, Request) and redirected.url == "http://b.org/bo/moved.html"
