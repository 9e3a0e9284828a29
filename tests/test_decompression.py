"""A body its Content-Encoding does not decode is one ``decompression`` failure (crawler/decompression.py)."""

from __future__ import annotations

import gzip
import io
import logging
import re
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from scrapy import Request
from scrapy.downloadermiddlewares.httpcompression import ACCEPTED_ENCODINGS
from scrapy.exceptions import IgnoreRequest
from scrapy.http import HtmlResponse
from twisted.python.failure import Failure

from crawler.decompression import (GZIP_MAGIC, GZIP_TRAILER_BYTES, DecompressionError, DecompressionMiddleware,
                                   RedirectBodyMiddleware, brotli, ends_early, zstd)
from crawler.middlewares import SITE_META

from .fixtures.crawl_texts import TIBETAN, page
from .fixtures.spider import spider_crawler
from .fixtures.web import Site, served
from .test_crawl import crawl_one_site, crawl_runs, one_site_config, read_manifests, run_crawl, stored_paths

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


def compressor(coding: str) -> Callable[[bytes], bytes]:
    """How a server codes a body as ``coding`` (br and zstd with the decoders the crawl has)."""
    if coding in ("gzip", "x-gzip"):
        return gzip.compress
    if coding == "deflate":
        return zlib.compress
    return (brotli if coding == "br" else zstd).compress   # type: ignore[union-attr]


def cut(body: bytes) -> bytes:
    """``body`` cut short: its first two thirds, as a connection closed early leaves it."""
    return body[: len(body) * 2 // 3]


def named_gzip(body: bytes) -> bytes:
    """``body`` gzipped with a file name in the member's header (FNAME, RFC 1952 §2.3.1), as ``gzip FILE`` makes it."""
    out = io.BytesIO()
    with gzip.GzipFile("page.html", "wb", fileobj=out, mtime=0) as member:
        member.write(body)
    return out.getvalue()


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


def other_responses(summary: str) -> dict[str, int]:
    """The summary's other responses, by kind (``not HTML 2 (counted, left alone), redirects 1`` -> counts; what
    follows "; " says more of those counted)."""
    line = next(line for line in summary.splitlines() if line.startswith("  other responses: "))
    kinds = re.findall(r"([^,]+?) (\d+)(?: \([^)]*\))?(?:, |$)",
                       line.removeprefix("  other responses: ").split("; ")[0])
    return {kind: int(count) for kind, count in kinds}


class RecoveringSite(Site):
    """A site whose ``failing`` paths answer their first request with the error route given, then their page."""

    def __init__(self, failing: dict[str, tuple[int, dict[str, str], bytes]]) -> None:
        super().__init__()
        self.failing = dict(failing)

    def answer(self, raw_path: str) -> tuple[int, dict[str, str], bytes]:
        failed = self.failing.pop(raw_path, None)
        if failed is None:
            return super().answer(raw_path)
        self.requested.append(raw_path)
        return failed


def crawl_stat(log: str, key: str) -> int:
    """The value of the stats counter ``key`` in a crawl's log (Scrapy dumps its stats at the end), 0 when absent."""
    found = re.search(rf"'{re.escape(key)}': (\d+)", log)
    return int(found.group(1)) if found else 0


GZIP_LABELLED = {"Content-Type": "text/html", "Content-Encoding": "gzip"}   # a body said to be gzip (it is not)


def test_an_error_status_whose_body_does_not_decompress_is_decided_by_its_status(tmp_path: Path) -> None:
    """A 503 and a 429 whose bodies are labelled gzip but are not raised in the decompression middleware before
    Scrapy's retry middleware saw the status: the pages were never asked again and were lost as ``decompression``
    errors. Now the status decides as for a readable body: each is retried (RETRY_TIMES) and its page stored; a
    404 and a 500 (asked twice, the retry failing too) are HTTP errors, and each body that did not decode is
    counted once (``tsheg/decompression/not_pages``), never as a page."""
    site = RecoveringSite({"/bo/busy.html": (503, GZIP_LABELLED, b"<html>busy</html>"),
                           "/bo/slow.html": (429, {**GZIP_LABELLED, "Retry-After": "1"}, b"<html>slow down</html>")})
    links = [("/missing", "1"), ("/failing", "2"), ("/bo/busy.html", "3"), ("/bo/slow.html", "4"), ("/bo/2.html", "5")]
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN[:150]], links))
    site.html("/bo/busy.html", page("གསར་འགྱུར།", [TIBETAN[20:]]))
    site.html("/bo/slow.html", page("གསར་འགྱུར།", [TIBETAN[60:]]))
    site.routes["/missing"] = (404, GZIP_LABELLED, b"<html>not found</html>")
    site.routes["/failing"] = (500, GZIP_LABELLED, b"<html>server error</html>")
    site.routes["/bo/2.html"] = (200, GZIP_LABELLED, page("གསར་འགྱུར།", [TIBETAN[40:]]))
    result, origin = crawl_one_site(site, tmp_path)
    summary = result.stderr[result.stderr.index("tsheg crawl summary"):]
    assert stored_paths(tmp_path / "mirror", "s", origin) == ["/", "/bo/busy.html", "/bo/slow.html"], summary
    assert site.requested.count("/bo/busy.html") == site.requested.count("/bo/slow.html") == 2
    assert site.requested.count("/failing") == 2 and site.requested.count("/missing") == 1
    errors = dict(re.findall(r"(\w+) (\d+)", re.search(r"  errors: (.*)\n", summary).group(1)))
    assert errors == {"http_404": "1", "http_500": "1", "decompression": "1"}, summary
    fetched, responses = map(int, re.search(r"pages fetched: (\d+) HTML pages \((\d+) responses in all\)",
                                            summary).groups())
    others = other_responses(summary)
    assert others == {"error statuses": 5, "robots.txt and sitemaps": 1, "bodies that did not decompress": 1}, summary
    assert sum(others.values()) == responses - fetched, summary
    assert crawl_stat(result.stderr, "tsheg/decompression/not_pages") == 5, result.stderr[-3000:]
    assert ("; of these, 5 redirects or error statuses whose body did not decompress (dropped, their status "
            "decides)\n") in summary, summary   # the stat alone said so: the summary did not
    assert "Traceback" not in result.stderr and "ERROR" not in result.stderr


@pytest.mark.parametrize("coding", DECODED_CODINGS)
def test_a_compressed_stream_cut_short_is_told_from_a_whole_one(coding: str) -> None:
    """Scrapy's decoders read a cut stream without an error: gzip and deflate give the text up to the cut,
    brotli part of it, zstd its whole 64 KiB pieces before the cut (nothing of a page under 64 KiB)."""
    whole = compressor(coding)(ARTICLE * 20)
    assert not ends_early(whole, coding) and ends_early(cut(whole), coding)


WHOLE = ARTICLE * 20
HALF = len(WHOLE) // 2
# Bodies Scrapy decodes whole (the page as browsers show it), though something follows their gzip member or its
# trailer is cut -> (their coding, the body).
WHOLE_BODIES = {
    "gzip, then bytes that begin like a member": ("gzip", gzip.compress(WHOLE) + GZIP_MAGIC + b"\x00junk"),
    "gzip, then its magic number alone": ("gzip", gzip.compress(WHOLE) + GZIP_MAGIC),
    "gzip, then a member's header alone": ("gzip", gzip.compress(WHOLE) + gzip.compress(b"")[:10]),
    "gzip, its CRC-32 and length cut": ("gzip", gzip.compress(WHOLE)[:-GZIP_TRAILER_BYTES]),
    "gzip, the last byte of its length cut": ("gzip", gzip.compress(WHOLE)[:-1]),
    "gzip naming its file, then zero bytes": ("gzip", named_gzip(WHOLE) + bytes(8)),
    "gzip in two members, the second's length cut": ("gzip", gzip.compress(WHOLE[:HALF])
                                                      + gzip.compress(WHOLE[HALF:])[:-2]),
    "deflate, its ADLER-32 cut": ("deflate", zlib.compress(WHOLE)[:-2]),
}
# Bodies whose compressed data stops before its end -> (their coding, the body).
CUT_BODIES = {
    "gzip, its deflate data a byte short": ("gzip", gzip.compress(WHOLE)[:-GZIP_TRAILER_BYTES - 1]),
    "gzip naming its file, cut": ("gzip", cut(named_gzip(WHOLE))),
    "gzip in two members, the second cut": ("gzip", gzip.compress(WHOLE[:HALF])
                                              + cut(gzip.compress(WHOLE[HALF:]))),
    "deflate, its deflate data a byte short": ("deflate", zlib.compress(WHOLE)[:-5]),
}


def site_page_request() -> Request:
    """A request of a site's page (``SITE_META``), whose 2xx answer must hold its whole compressed stream."""
    return Request("http://a.org/x", meta={SITE_META: "s"})


@pytest.mark.parametrize(("coding", "body"), WHOLE_BODIES.values(), ids=WHOLE_BODIES)
def test_a_page_scrapy_decodes_whole_is_no_cut_whatever_follows_its_stream(tmp_path: Path, coding: str,
                                                                             body: bytes) -> None:
    """Bytes after a whole gzip member that begin 1f 8b but start no member that decodes made the page a
    decompression error: "the compressed stream ends before its end", or zlib's "unknown compression method"
    as the decoder's message; so did a gzip or zlib trailer cut short. Scrapy decodes each page whole, and
    browsers show it: it is stored."""
    response = middleware(tmp_path).process_response(site_page_request(), coded_response(coding, body))
    assert response.body == WHOLE


@pytest.mark.parametrize(("coding", "body"), CUT_BODIES.values(), ids=CUT_BODIES)
def test_a_page_whose_compressed_data_stops_early_is_still_a_cut(tmp_path: Path, coding: str, body: bytes) -> None:
    with pytest.raises(DecompressionError, match="ends before its end"):
        middleware(tmp_path).process_response(site_page_request(), coded_response(coding, body))


def test_a_crawl_stores_gzip_pages_whatever_follows_their_member(tmp_path: Path) -> None:
    """A real crawl of gzip pages that Scrapy decodes whole with odd endings: each was refused as a decompression
    error (one with zlib's "unknown compression method"). Now each is stored, whole."""
    site = Site()
    endings = {"/bo/junk.html": GZIP_MAGIC + b"\x00junk", "/bo/header.html": gzip.compress(b"")[:10],
               "/bo/trailer.html": b""}
    articles = {path: page("གསར་འགྱུར།", [TIBETAN[n * 7:]] * 20) for n, path in enumerate(endings)}
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN[:150]], [(path, path) for path in endings]))
    for path, ending in endings.items():
        body = gzip.compress(articles[path])
        site.routes[path] = (200, {"Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip"},
                             body + ending if ending else body[:-GZIP_TRAILER_BYTES // 2])
    result, origin = crawl_one_site(site, tmp_path)
    assert stored_paths(tmp_path / "mirror", "s", origin) == sorted(["/", *endings]), result.stderr[-3000:]
    assert "errors:" not in result.stderr and "does not decode" not in result.stderr
    records = {r["url"].removeprefix(origin): r for r in read_manifests(tmp_path / "mirror")}
    for n, path in enumerate(endings):
        text = (tmp_path / "mirror" / records[path]["path"]).read_text(encoding="utf-8")
        assert text.count(TIBETAN[n * 7:].split()[0]) == 20, path


# Content codings of the pages a second run finds cut short (the ones the installed Scrapy decodes)
CUT_CODINGS = [coding for coding in DECODED_CODINGS if coding != "x-gzip"]


def test_a_page_whose_compressed_body_is_cut_short_is_an_error_and_its_earlier_text_stays(tmp_path: Path) -> None:
    """A second run finds each page's compressed body cut short (a server that closed the connection early: nothing
    but the stream tells). The gzip and deflate pages were stored with the text up to the cut over the whole text of
    the first run ("3 of them updated"), the brotli and zstd ones decoded to their first few hundred bytes or to
    nothing, were passed on as off-target and one had its record marked gone. Now each is a decompression error and
    the mirror keeps the whole text."""
    site = Site()
    paths = [f"/bo/{coding}.html" for coding in CUT_CODINGS]
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN[:150]], [(path, path) for path in paths]))
    articles = {path: page("གསར་འགྱུར།", [TIBETAN[n * 5:]] * 30) for n, path in enumerate(paths)}

    def serve(shorten: Callable[[bytes], bytes]) -> None:
        for (path, article), coding in zip(articles.items(), CUT_CODINGS, strict=True):
            site.routes[path] = (200, {"Content-Type": "text/html; charset=utf-8", "Content-Encoding": coding},
                                 shorten(compressor(coding)(article)))

    serve(lambda body: body)
    (first, second), origin = crawl_runs(site, tmp_path, "", "", between=lambda: serve(cut))
    assert f"stored: {len(paths) + 1} pages" in first.stderr
    summary = second.stderr[second.stderr.index("tsheg crawl summary"):]
    assert f"  errors: decompression {len(paths)}\n" in summary, summary
    assert "updated" not in summary and "gone:" not in summary and "not stored" not in summary, summary
    assert "the compressed stream ends before its end (a cut download?)" in second.stderr
    records = {r["url"].removeprefix(origin): r for r in read_manifests(tmp_path / "mirror")}
    for n, path in enumerate(paths):
        text = (tmp_path / "mirror" / records[path]["path"]).read_text(encoding="utf-8")
        assert text.count(TIBETAN[n * 5:].split()[0]) == 30 and "gone" not in records[path], path


# Status of a robots.txt whose gzip body does not decode -> how the log names its last answer: unreachable both
UNREACHABLE_UNDECODABLE_ROBOTS = {200: "DecompressionError: the body does not decode", 503: "503"}


@pytest.mark.parametrize(("status", "last_answer"), UNREACHABLE_UNDECODABLE_ROBOTS.items())
def test_a_robots_txt_that_does_not_decompress_leaves_its_host_out_without_a_traceback(tmp_path: Path, status: int,
                                                                                         last_answer: str) -> None:
    """robots.txt whose gzip coding is damaged is unreachable (RFC 9309 §2.3.1.4: its host's pages are not
    fetched), as before; but the robots.txt middleware logged each of its two fetches as an ERROR with a
    traceback, a defect of the crawl's own code, which it is not. A 503 so served is a server error, whatever its
    body: asked again after its pause, then its host left out."""
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN]))
    site.routes["/robots.txt"] = (status, {"Content-Type": "text/plain", "Content-Encoding": "gzip"},
                                  UNDECODABLE_BODIES["gzip"])
    with served(site) as origin:
        result = run_crawl(one_site_config(tmp_path, origin), tmp_path / "mirror", "-s", "ROBOTS_RETRY_PAUSE=1")
    assert result.returncode == 0, result.stderr[-3000:]
    assert set(site.requested) == {"/robots.txt"} and "robots.txt unreachable: 1 host" in result.stderr
    assert f"is unreachable (last answer: {last_answer}" in result.stderr
    assert "Traceback" not in result.stderr and "ERROR" not in result.stderr


# robots.txt bodies of a 4xx answer: none of them is read (RFC 9309 §2.3.1.3: "unavailable" means no rules)
UNAVAILABLE_ROBOTS = {
    "undecodable": ({"Content-Type": "text/plain", "Content-Encoding": "gzip"}, UNDECODABLE_BODIES["gzip"]),
    "disallowing all": ({"Content-Type": "text/plain"}, b"User-agent: *\nDisallow: /\n"),
}


@pytest.mark.parametrize("status", [403, 404, 410])
@pytest.mark.parametrize("body", list(UNAVAILABLE_ROBOTS))
def test_a_4xx_robots_txt_means_no_rules_whatever_its_body(tmp_path: Path, status: int, body: str) -> None:
    """A 4xx robots.txt is "unavailable" (RFC 9309 §2.3.1.3): the crawler may access any resource, whatever the
    body says. One whose body did not decompress left its host unreachable (no page fetched); one whose error page
    read as rules (``Disallow: /``) kept the host out too. Now the host is crawled in both cases."""
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN[:150]], [("/bo/1.html", "1")]))
    site.html("/bo/1.html", page("གསར་འགྱུར།", [TIBETAN[20:]]))
    headers, robots = UNAVAILABLE_ROBOTS[body]
    site.routes["/robots.txt"] = (status, headers, robots)
    with served(site) as origin:
        result = run_crawl(one_site_config(tmp_path, origin), tmp_path / "mirror", "-s", "ROBOTS_RETRY_PAUSE=1")
    assert result.returncode == 0, result.stderr[-3000:]
    assert stored_paths(tmp_path / "mirror", "s", origin) == ["/", "/bo/1.html"], result.stderr[-3000:]
    assert site.requested.count("/robots.txt") == 1 and "unreachable" not in result.stderr
    assert "Traceback" not in result.stderr and "ERROR" not in result.stderr


def test_a_redirect_followed_whose_body_does_not_decompress_is_counted_once(tmp_path: Path) -> None:
    """A 301 and a 302 whose bodies are labelled gzip but are not, each followed by Scrapy's redirect middleware
    (before the decompression middleware in the response chain): their bodies were never looked at, and
    ``tsheg/decompression/not_pages`` left them out while it counted a 404's. Now each such redirect is counted
    once, as the error statuses are, and still followed; a redirect whose gzip body decodes is not counted."""
    site = Site()
    links = [("/old/1", "1"), ("/old/2", "2"), ("/old/3", "3"), ("/missing", "4")]
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN[:150]], links))
    for n, (status, body) in enumerate([(301, b"<html>moved</html>"), (302, b"not gzip at all"),
                                        (302, gzip.compress(b"<html>moved</html>"))], start=1):
        site.routes[f"/old/{n}"] = (status, {**GZIP_LABELLED, "Location": f"/bo/{n}.html"}, body)
        site.html(f"/bo/{n}.html", page("གསར་འགྱུར།", [TIBETAN[20 * n:]]))
    site.routes["/missing"] = (404, GZIP_LABELLED, b"<html>not found</html>")
    result, origin = crawl_one_site(site, tmp_path)
    summary = result.stderr[result.stderr.index("tsheg crawl summary"):]
    assert stored_paths(tmp_path / "mirror", "s", origin) == ["/", "/old/1", "/old/2", "/old/3"], summary   # (as asked)
    assert crawl_stat(result.stderr, "tsheg/decompression/not_pages") == 3, result.stderr[-3000:]
    assert other_responses(summary) == {"redirects": 3, "error statuses": 1, "robots.txt and sitemaps": 1}, summary
    assert ("; of these, 3 redirects or error statuses whose body did not decompress (dropped, their status "
            "decides)\n") in summary, summary
    assert "Traceback" not in result.stderr and "ERROR" not in result.stderr


# (status, headers besides a gzip label, body, request meta) -> whether the redirect check counts the body and drops it
REDIRECT_BODIES = [
    (301, {"Location": "/bo/1.html"}, b"not gzip", {}, True),
    (308, {"Location": "https://a.org/y"}, UNDECODABLE_BODIES["gzip"], {}, True),
    (302, {"Location": "/bo/1.html"}, gzip.compress(bytes(2 * 1024 * 1024)), {}, False),   # decodes, past the look
    (302, {"Location": "/bo/1.html"}, gzip.compress(b"<html>moved</html>"), {}, False),
    (301, {}, b"not gzip", {}, False),                                            # no Location: the 590 middleware's
    (301, {"Location": "/bo/1.html"}, b"not gzip", {"handle_httpstatus_list": [301]}, False),   # not followed
    (200, {"Location": "/bo/1.html"}, b"not gzip", {}, False),                    # a page: the 590 middleware's
]


@pytest.mark.parametrize(("status", "headers", "body", "meta", "counted"), REDIRECT_BODIES)
def test_only_a_followed_redirects_body_that_does_not_decode_is_counted_before_the_redirect(
        tmp_path: Path, status: int, headers: dict[str, str], body: bytes, meta: dict, counted: bool) -> None:
    crawler = spider_crawler(tmp_path, "sites:\n  - name: s\n    start_urls: ['http://a.org/']\n")
    check = RedirectBodyMiddleware.from_crawler(crawler)
    response = HtmlResponse("http://a.org/x", status=status, body=body, headers={**GZIP_LABELLED, **headers})
    answer = check.process_response(Request("http://a.org/x", meta=meta), response)
    assert crawler.stats.get_value("tsheg/decompression/not_pages", 0) == int(counted)
    assert (answer.body, b"Content-Encoding" in answer.headers) == ((b"", False) if counted else (body, True))
    assert answer.headers.get(b"Location") == response.headers.get(b"Location")
