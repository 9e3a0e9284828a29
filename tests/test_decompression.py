"""A body its Content-Encoding does not decode is one ``decompression`` failure (crawler/decompression.py)."""

from __future__ import annotations

import gzip
import logging
import zlib
from pathlib import Path

import pytest
from scrapy import Request
from scrapy.downloadermiddlewares.httpcompression import ACCEPTED_ENCODINGS
from scrapy.exceptions import IgnoreRequest
from scrapy.http import HtmlResponse
from twisted.python.failure import Failure

from crawler.decompression import DecompressionError, DecompressionMiddleware

from .fixtures.crawl_texts import TIBETAN, page
from .fixtures.spider import spider_crawler
from .fixtures.web import Site
from .test_crawl import crawl_one_site, stored_paths

ARTICLE = page("ཞིང་པའི་ལོ་ཏོག", [TIBETAN])
# Content-Encoding -> a body that is not so coded (each decoder's own failure: zlib, gzip, brotli, zstd).
UNDECODABLE_BODIES = {
    "gzip": b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03not a deflate stream",   # a gzip head, then no deflate
    "x-gzip": ARTICLE,                                                           # plain markup labelled gzip
    "deflate": b"not deflate at all",
    "br": b"not brotli",
    "zstd": b"not zstd",
}
# Only the codings the installed Scrapy decodes (br and zstd need their optional decoders).
DECODED_CODINGS = [coding for coding in UNDECODABLE_BODIES
                   if coding.encode() in ACCEPTED_ENCODINGS or coding == "x-gzip"]


def coded_response(coding: str, body: bytes, url: str = "http://a.org/x") -> HtmlResponse:
    return HtmlResponse(url, body=body, headers={"Content-Type": "text/html", "Content-Encoding": coding})


def middleware(tmp_path: Path) -> DecompressionMiddleware:
    crawler = spider_crawler(tmp_path, "sites:\n  - name: s\n    start_urls: ['http://a.org/']\n")
    return DecompressionMiddleware.from_crawler(crawler)


@pytest.mark.parametrize("coding", DECODED_CODINGS)
def test_a_body_its_coding_does_not_decode_is_one_named_failure(tmp_path: Path, coding: str) -> None:
    """Each decoder failed with its own class, counted under its bare name (zlib's: ``error``)."""
    with pytest.raises(DecompressionError, match=f"Content-Encoding {coding} says") as raised:
        middleware(tmp_path).process_response(Request("http://a.org/x"), coded_response(coding,
                                                                                         UNDECODABLE_BODIES[coding]))
    assert raised.value.error_kind == "decompression" and raised.value.coding == coding


@pytest.mark.parametrize(("coding", "compress"), [("gzip", gzip.compress), ("deflate", zlib.compress)])
def test_a_body_its_coding_decodes_is_decoded_as_before(tmp_path: Path, coding: str, compress) -> None:
    response = middleware(tmp_path).process_response(Request("http://a.org/x"),
                                                     coded_response(coding, compress(ARTICLE)))
    assert response.body == ARTICLE and b"Content-Encoding" not in response.headers


def test_a_body_unpacking_past_the_size_cap_is_still_scrapys_drop(tmp_path: Path) -> None:
    request = Request("http://a.org/x", meta={"download_maxsize": len(ARTICLE) - 1})
    with pytest.raises(IgnoreRequest):
        middleware(tmp_path).process_response(request, coded_response("gzip", gzip.compress(ARTICLE)))


def test_the_first_undecodable_body_per_host_is_logged_with_its_url(tmp_path: Path,
                                                                     caplog: pytest.LogCaptureFixture) -> None:
    crawler = spider_crawler(tmp_path, "sites:\n  - name: s\n    start_urls: ['http://a.org/']\n")
    urls = ["http://a.org/1", "http://a.org/2", "http://b.org/1"]
    with caplog.at_level(logging.DEBUG, logger="crawler.spiders.tibetan_sites"):
        for url in urls:
            failure = Failure(DecompressionError("gzip", zlib.error("Error -3 while decompressing data")))
            failure.request = Request(url)
            assert crawler.spider.on_error(failure) == []
    levels = [(record.levelno, record.getMessage().split()[1]) for record in caplog.records]
    assert levels == [(logging.INFO, urls[0] + ":"), (logging.DEBUG, urls[1] + ":"), (logging.INFO, urls[2] + ":")]
    assert "Content-Encoding gzip says (zlib.error: " in caplog.records[0].getMessage()
    assert all(record.exc_info is None for record in caplog.records)
    assert crawler.stats.get_value("tsheg/errors/decompression") == 3


def test_a_crawl_counts_bodies_that_do_not_decompress_by_that_name_and_stores_the_rest(tmp_path: Path) -> None:
    """A real crawl of pages whose bodies are not what their Content-Encoding says, between good pages: the
    summary said ``errors: error 3, BadGzipFile 1, ZstdError 1`` and logged each with the decoder's message
    alone. Now they are ``decompression`` (among the errors, and as a kind of response), the first is logged
    with its URL and coding, and every other page is stored."""
    site = Site()
    bad = [f"/bad/{coding}" for coding in DECODED_CODINGS]
    good = ["/bo/1.html", "/bo/2.html"]
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN[:150]], [(path, path) for path in bad[:2] + good + bad[2:]]))
    for path, text in zip(good, (TIBETAN[20:], TIBETAN[60:]), strict=True):
        site.html(path, page("གསར་འགྱུར།", [text]))
    for path, coding in zip(bad, DECODED_CODINGS, strict=True):
        site.routes[path] = (200, {"Content-Type": "text/html; charset=utf-8", "Content-Encoding": coding},
                             UNDECODABLE_BODIES[coding])
    result, origin = crawl_one_site(site, tmp_path)
    summary = result.stderr[result.stderr.index("tsheg crawl summary"):]
    assert f"  errors: decompression {len(bad)}\n" in summary, summary
    assert f"bodies that did not decompress {len(bad)}" in summary
    logged = [line for line in result.stderr.splitlines() if "does not decode as its Content-Encoding" in line]
    assert len(logged) == 1 and f"failed {origin}/bad/" in logged[0] and "are only counted" in logged[0], logged
    assert stored_paths(tmp_path / "mirror", "s", origin) == ["/", *good]
    assert "Traceback" not in result.stderr and "ERROR" not in result.stderr
