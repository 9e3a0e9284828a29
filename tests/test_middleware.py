"""crawler/middlewares.py: the verdict on each response, the tunnel budget, drops with IgnoreRequest."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from scrapy import Request
from scrapy.exceptions import IgnoreRequest
from scrapy.http import HtmlResponse, Response, TextResponse

from crawler.frontier import Sighting
from crawler.middlewares import (
    CONTAINER_META,
    PARENT_RUN_META,
    RECOGNITION_META,
    RUN_META,
    SITE_META,
    TARGET_META,
    RecognitionMiddleware,
    ScopeMiddleware,
)

from .fixtures.crawl_texts import CHINESE, TIBETAN, UYGHUR, page
from .fixtures.spider import spider_crawler

SITE = "http://bo.example.org"


@pytest.fixture
def middleware(tmp_path: Path) -> RecognitionMiddleware:
    crawler = spider_crawler(
        tmp_path, f"sites:\n  - name: bo-site\n    start_urls: ['{SITE}/']\n    languages: [bo]\n    tunnel: 1\n")
    return RecognitionMiddleware.from_crawler(crawler)


def request(path: str, parent_run: int = 0) -> Request:
    return Request(SITE + path, meta={SITE_META: "bo-site", PARENT_RUN_META: parent_run})


def html(req: Request, body: bytes, content_type: bytes = b"text/html; charset=utf-8") -> Response:
    return HtmlResponse(req.url, body=body, headers={"Content-Type": content_type}, request=req)


def stat(mw: RecognitionMiddleware, key: str) -> int:
    return mw.stats.get_value(key, 0)


def test_a_target_page_gets_its_verdict_and_resets_the_tunnel(middleware: RecognitionMiddleware) -> None:
    req = request("/news/1.html", parent_run=1)
    out = middleware.process_response(req, html(req, page("བོད།", [TIBETAN])))
    assert out.meta[TARGET_META] is True and out.meta[RUN_META] == 0
    assert out.meta[RECOGNITION_META].language == "bo"
    assert stat(middleware, "tsheg/recognition/bo") == 1 and stat(middleware, "tsheg/fetched") == 1


def test_an_off_target_page_within_the_tunnel_reaches_the_spider(middleware: RecognitionMiddleware) -> None:
    req = request("/zh/index.html", parent_run=0)
    out = middleware.process_response(req, html(req, page("中文", [CHINESE])))
    assert out.meta[TARGET_META] is False and out.meta[RUN_META] == 1
    assert stat(middleware, "tsheg/recognition/zh") == 1


@pytest.mark.parametrize(("body", "language"), [(page("中文", [CHINESE]), "zh"),
                                                (page("ئۇيغۇر", [UYGHUR]), "ug")])   # ug is not this site's
def test_an_off_target_page_beyond_the_tunnel_is_dropped(middleware: RecognitionMiddleware, body: bytes,
                                                         language: str) -> None:
    req = request("/zh/deeper.html", parent_run=1)
    with pytest.raises(IgnoreRequest, match="off_target"):
        middleware.process_response(req, html(req, body))
    assert req.meta[RECOGNITION_META].language == language
    assert stat(middleware, "tsheg/dropped/off_target") == 1


def test_non_html_robots_and_errors_pass_untouched(middleware: RecognitionMiddleware) -> None:
    image_req = request("/logo.png")
    image = Response(image_req.url, body=b"\x89PNG\r\n\x1a\n", headers={"Content-Type": "image/png"},
                     request=image_req)
    assert middleware.process_response(image_req, image) is image
    robots_req = Request(SITE + "/robots.txt", meta={"dont_obey_robotstxt": True})
    robots = TextResponse(robots_req.url, body=b"User-agent: *\nDisallow: /private/\n", request=robots_req)
    assert middleware.process_response(robots_req, robots) is robots
    missing_req = request("/gone.html")
    missing = html(missing_req, b"<html><body>404</body></html>")
    missing.status = 404
    assert middleware.process_response(missing_req, missing) is missing
    assert RECOGNITION_META not in image_req.meta and RECOGNITION_META not in missing_req.meta
    assert stat(middleware, "tsheg/fetched") == 0


def test_html_sent_as_text_plain_is_still_recognised(middleware: RecognitionMiddleware) -> None:
    req = request("/news/plain.html")
    response = TextResponse(req.url, body=page("བོད།", [TIBETAN]),
                            headers={"Content-Type": "text/plain; charset=utf-8"}, request=req)
    out = middleware.process_response(req, response)
    assert isinstance(out, HtmlResponse) and out.meta[TARGET_META] is True


def test_a_redirect_out_of_the_site_is_dropped_before_download(middleware: RecognitionMiddleware) -> None:
    scope = ScopeMiddleware.from_crawler(middleware.crawler)
    assert scope.process_request(request("/ok.html")) is None
    other_port = Request("http://bo.example.org:8080/x", meta={SITE_META: "bo-site"})
    with pytest.raises(IgnoreRequest, match="offsite"):
        scope.process_request(other_port)
    assert stat(middleware, "tsheg/dropped/offsite") == 1


def test_a_queued_request_of_a_site_no_longer_configured_is_dropped(middleware: RecognitionMiddleware) -> None:
    scope = ScopeMiddleware.from_crawler(middleware.crawler)
    with pytest.raises(IgnoreRequest, match="no longer configured"):
        scope.process_request(Request(SITE + "/old.html", meta={SITE_META: "removed-site"}))
    assert stat(middleware, "tsheg/dropped/site_not_configured") == 1
    assert scope.process_request(Request(SITE + "/robots.txt")) is None   # no site's: robots.txt for the rules


def test_a_start_url_redirected_to_another_host_takes_the_site_there(middleware: RecognitionMiddleware) -> None:
    spider = middleware.crawler.spider
    scope = ScopeMiddleware.from_crawler(middleware.crawler)
    spider.frontier.sight(Sighting("bo-site", SITE + "/", 0, 0, 0, frozenset()))   # the start URL
    moved = Request("https://www.bo.example.com/bo/", meta={SITE_META: "bo-site", "redirect_urls": [SITE + "/"]})
    assert scope.process_request(moved) is None                      # the site now lives there
    assert stat(middleware, "tsheg/scope/seed_redirect") == 1
    assert spider.frontier.allows("bo-site", "https://www.bo.example.com/bo/1.html")
    article = Request(SITE + "/news/1.html", meta={SITE_META: "bo-site"})
    spider.frontier.sight(Sighting("bo-site", article.url, 1, 0, 0, frozenset()))
    elsewhere = Request("http://ads.example.net/", meta={SITE_META: "bo-site", "redirect_urls": [article.url]})
    with pytest.raises(IgnoreRequest, match="offsite"):              # only start URLs move a site
        scope.process_request(elsewhere)


@pytest.mark.parametrize("target", ["https://github.io/bo/", "http://co.uk/", "https://blogspot.com:8443/"])
def test_a_start_url_redirected_to_a_public_suffix_is_dropped(middleware: RecognitionMiddleware, target: str,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    spider = middleware.crawler.spider
    scope = ScopeMiddleware.from_crawler(middleware.crawler)
    spider.frontier.sight(Sighting("bo-site", SITE + "/", 0, 0, 0, frozenset()))   # the start URL
    for _ in range(2):
        moved = Request(target, meta={SITE_META: "bo-site", "redirect_urls": [SITE + "/"]})
        with caplog.at_level(logging.INFO), pytest.raises(IgnoreRequest, match="offsite"):
            scope.process_request(moved)
    assert stat(middleware, "tsheg/scope/public_suffix_redirect") == 2
    assert stat(middleware, "tsheg/scope/seed_redirect") == 0
    assert not spider.frontier.allows("bo-site", target) and not spider.frontier.seed_domains
    logged = [r.getMessage() for r in caplog.records if "is a public suffix" in r.getMessage()]
    assert len(logged) == 1 and f"redirects to {target}" in logged[0]   # the first per host, the rest counted


def test_a_meta_refresh_passes_untouched_for_scrapy_to_redirect(middleware: RecognitionMiddleware) -> None:
    req = request("/", parent_run=1)                                # tunnel 1: one more off-target page is too many
    body = b'<html><head><meta http-equiv="refresh" content="0; url=/bo/index.html"></head><body></body></html>'
    out = middleware.process_response(req, html(req, body))
    assert RECOGNITION_META not in out.meta and stat(middleware, "tsheg/meta_refresh") == 1
    slow = b'<html><head><meta http-equiv="refresh" content="600"></head><body>' + page("中文", [CHINESE]) + b"</body>"
    with pytest.raises(IgnoreRequest, match="off_target"):          # a page that reloads itself is judged
        middleware.process_response(req, html(req, slow))


def test_a_frameset_page_is_judged_but_is_no_step_of_the_tunnel(middleware: RecognitionMiddleware) -> None:
    req = request("/frames.html", parent_run=1)
    body = b'<html><frameset cols="20%,80%"><frame src="/nav.html"><frame src="/bo/main.html"></frameset></html>'
    out = middleware.process_response(req, html(req, body))
    assert out.meta[TARGET_META] is False and out.meta[CONTAINER_META] is True and out.meta[RUN_META] == 1
