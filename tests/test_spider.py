"""The spider's pure parts: canonical URLs, the trap guard, per-site settings, links of a page."""

from __future__ import annotations

import logging
import pickle
from pathlib import Path

import pytest
from scrapy import Request
from scrapy.exceptions import DownloadCancelledError, DownloadFailedError, DownloadTimeoutError, ResponseDataLossError
from scrapy.http import HtmlResponse
from scrapy.settings import Settings
from twisted.python.failure import Failure

from crawler.config import load_config
from crawler.decompression import DecompressionError
from crawler.config import SiteConfig
from crawler import frontier as frontier_module
from crawler.frontier import NOT_KEPT_REMEMBERED, Frontier, Node, Sighting, waiting_cap
from crawler.middlewares import RECOGNITION_META, TARGET_META
from crawler.refresh import meta_refresh
from crawler.spiders.tibetan_sites import (
    ZERO_DELAY_SLOT_DELAY,
    apply_site_settings,
    canonical_url,
    failure_message,
)
from crawler.traps import (MAX_QUERY_SHAPES, QueryShapes, inspect_page, is_looping_path, is_numeric_variant,
                           query_shape, url_segments)
from extract.recognize import recognize_page

from .fixtures.crawl_texts import TIBETAN, page
from .fixtures.spider import spider_crawler


@pytest.mark.parametrize(("url", "expected"), [
    ("http://A.org/x#frag", "http://a.org/x"),
    ("http://a.org/x?b=2&a=1", "http://a.org/x?a=1&b=2"),
    ("http://a.org/x?utm_source=home&utm_medium=mail", "http://a.org/x"),
    ("http://a.org/news/1004.html?utm_source=home&id=3", "http://a.org/news/1004.html?id=3"),
    ("http://a.org/a b", "http://a.org/a%20b"),
    ("http://a.org/%e0%bd%96", "http://a.org/%E0%BD%96"),
    ("http://a.org/dl/..%2F..%2Fx", "http://a.org/dl/..%2F..%2Fx"),     # encoded ../ stays one segment
    # session IDs (a cookieless crawl gets a new one on every page): Heritrix's StripSessionIDs
    ("http://a.org/list.php?page=2&PHPSESSID=k7v0q1mh5m1ds2aqd9j3b8h5u6", "http://a.org/list.php?page=2"),
    ("http://a.org/news.jsp;jsessionid=9F3A1C7E2B.node0?id=7", "http://a.org/news.jsp?id=7"),
    ("http://a.org/a.asp?ASPSESSIONIDQSRTBCAD=KHLNPFHBJMOCEDAJKLBAGHCI&n=1", "http://a.org/a.asp?n=1"),
    ("http://a.org/i.cfm?CFID=41230&CFTOKEN=77341562&cat=bo", "http://a.org/i.cfm?cat=bo"),
    ("http://a.org/f.php?sid=0f5e4d3c2b1a09f8e7d6c5b4a3f2e1d0&t=12", "http://a.org/f.php?t=12"),
    ("http://a.org/f.php?sid=3&t=12", "http://a.org/f.php?sid=3&t=12"),   # a short sid is data (a section id)
    ("http://a.org/x;v=2", "http://a.org/x;v=2"),                        # other path parameters stay
    # credentials in a link: asked for without them (Scrapy refused the host, a traceback per link)
    ("http://user@a.org/bo/", "http://a.org/bo/"),
    ("http://user:p%40ss@a.org:8080/bo/", "http://a.org:8080/bo/"),
    ("http://a.org/bo/?mail=a@b.org", "http://a.org/bo/?mail=a%40b.org"),   # an @ in the query is no user
    # a scheme's default port: the same page (old CMS write it into absolute links)
    ("http://A.org:80/bo/", "http://a.org/bo/"),
    ("https://a.org:443/bo/?p=1", "https://a.org/bo/?p=1"),
    ("https://a.org:80/bo/", "https://a.org:80/bo/"),
    ("http://[::1]:80/bo/", "http://[::1]/bo/"),
    # the DNS root's dot after a host (RFC 1034 §3.1, a fully qualified name): the same site, one spelling
    ("http://a.org./bo/", "http://a.org/bo/"),
    ("http://Bo.A.org.:8080/bo/", "http://bo.a.org:8080/bo/"),
    ("http://a.org.:80/", "http://a.org/"),
    # where that rule must not fire: a dot in the path or query, an empty label, an IPv6 host
    ("http://a.org/bo/1.", "http://a.org/bo/1."),
    ("http://a.org/bo/?q=a.org.", "http://a.org/bo/?q=a.org."),
    ("http://a.org../bo/", "http://a.org../bo/"),
    ("http://[::1]:8080/bo/", "http://[::1]:8080/bo/"),
    ("http://user@a.org./bo/x.", "http://a.org/bo/x."),
])
def test_canonical_url(url: str, expected: str) -> None:
    assert canonical_url(url) == expected


@pytest.mark.parametrize(("page_url", "link", "variant"), [
    ("http://a.org/calendar/2024/05/", "http://a.org/calendar/2024/06/", True),
    ("http://a.org/calendar/2024/05/", "http://a.org/calendar/2024/05/01/", True),
    ("http://a.org/archive/1/", "http://a.org/archive/3/", True),
    ("http://a.org/cat/4/list_2.html", "http://a.org/cat/4/list_3.html", True),
    ("http://a.org/list.php?page=2", "http://a.org/list.php?page=3", True),
    ("http://a.org/cat/4/", "http://a.org/cat/4/list_2.html", False),
    ("http://a.org/", "http://a.org/cat/1/", False),
    ("http://a.org/news/1.html", "http://a.org/about.html", False),
])
def test_numeric_variants(page_url: str, link: str, variant: bool) -> None:
    assert is_numeric_variant(url_segments(page_url), url_segments(link)) is variant


# Query sites of old CMS, each page one value of an identifier: (a URL of the path, its shape for any identifier).
CMS_QUERY_PAGES = [
    ("http://a.org/read.php?tid={n}", None),                                     # Discuz! 6, PHPWind
    ("http://a.org/viewtopic.php?start=15&t={n}", None),                         # phpBB
    ("http://a.org/news.asp?id={n}", None),                                      # ASP news systems
    ("http://a.org/index.php?title=Page_{n}", None),                             # one word parameter (MediaWiki)
    ("http://a.org/forum.php?mod=viewthread&tid={n}", None),                     # Discuz! X
    ("http://a.org/index.php?Itemid=3&id={n}&option=com_content&view=article",   # Joomla!
     "option=com_content&view=article"),
    ("http://a.org/index.php?a=show&c=index&id={n}&m=content", "a=show&c=index&m=content"),   # PHPCMS
    ("http://a.org/show.php?id=5f3a9c{n}e&lang=bo&view=full", "lang=bo&view=full"),         # a hex identifier
]


@pytest.mark.parametrize(("pattern", "shape"), CMS_QUERY_PAGES)
def test_a_cms_s_pages_told_apart_by_an_identifier_share_one_query_shape(pattern: str, shape: str | None) -> None:
    shapes = QueryShapes()
    urls = [pattern.format(n=n) for n in range(1, 3 * MAX_QUERY_SHAPES)]
    assert {query_shape(url.partition("?")[2]) for url in urls} == {shape}
    assert all(shapes.admits(url) for url in urls)


def test_a_path_s_query_combinations_past_its_share_are_not_followed() -> None:
    """Facets of word values: each combination of two or more is a shape; the first MAX_QUERY_SHAPES per path pass,
    with all their page numbers, and another path has its own share."""
    words = ["red", "blue", "green", "tall", "short", "old", "new", "big"]
    combos = [f"http://a.org/facet?color={a}&size={b}" for a in words for b in words]
    shapes = QueryShapes()
    assert [shapes.admits(url) for url in combos] == [True] * MAX_QUERY_SHAPES + [False] * (64 - MAX_QUERY_SHAPES)
    assert shapes.admits(combos[0] + "&page=7") and not shapes.admits(combos[-1] + "&page=7")
    assert shapes.admits("http://a.org/facet?color=teal") and shapes.admits("http://a.org/list?color=red&size=big")


def never_seen(url: str) -> bool:
    return False


def test_a_calendar_page_is_a_trap() -> None:
    url = "http://a.org/calendar/2024/05/"
    links = ["http://a.org/calendar/2024/06/", "http://a.org/calendar/2024/04/", "http://a.org/calendar/2024/05/01/",
             "http://a.org/"]
    verdict = inspect_page(url, links, referrer_links={"http://a.org/"}, known=never_seen, text_chars=40)
    assert verdict.is_trap and len(verdict.variants) == 3


def test_a_list_page_that_brings_new_articles_is_not_a_trap() -> None:
    url = "http://a.org/cat/4/list_2.html"
    links = ["http://a.org/cat/4/list_1.html", "http://a.org/cat/4/list_3.html", "http://a.org/news/77.html",
             "http://a.org/"]
    verdict = inspect_page(url, links, referrer_links={"http://a.org/"}, known=never_seen, text_chars=40)
    assert not verdict.is_trap and verdict.productive
    assert verdict.chain("http://a.org/cat/4/list_3.html", 4) == 5 and verdict.chain("http://a.org/news/77.html", 4) == 0


def test_a_self_linking_page_with_real_text_is_content_not_a_trap() -> None:
    url = "http://a.org/news/5.html"
    links = ["http://a.org/news/4.html", "http://a.org/news/6.html", "http://a.org/"]
    verdict = inspect_page(url, links, referrer_links=set(), known=lambda u: u == "http://a.org/",
                           text_chars=3000)
    assert not verdict.is_trap


@pytest.mark.parametrize(("text_chars", "is_trap"), [
    (94, True),     # the dev crawl site's Tibetan calendar page: a heading and "no news this day"
    (170, False),   # a two-sentence Tibetan news brief
])
def test_a_short_brief_linking_to_numbered_siblings_it_shares_with_its_referrer(text_chars: int,
                                                                                 is_trap: bool) -> None:
    """A news brief whose related links are numbered siblings the home page already listed brings nothing
    new: only its own text tells it from a calendar page."""
    siblings = [f"http://a.org/news/{n}.html" for n in range(2, 8)]
    menu = ["http://a.org/", "http://a.org/about.html", "http://a.org/contact.html"]
    verdict = inspect_page("http://a.org/news/1.html", siblings + menu, referrer_links=set(siblings + menu),
                           known=lambda u: True, text_chars=text_chars)
    assert verdict.is_trap == is_trap and not verdict.productive


def test_a_self_similar_page_with_text_costs_one_fan_out_not_a_tree() -> None:
    links = ["http://a.org/cal/2024/06/", "http://a.org/cal/2024/04/", "http://a.org/"]
    entry = inspect_page("http://a.org/cal/2024/05/", links, referrer_links={"http://a.org/"}, known=never_seen,
                         text_chars=5000)
    assert not entry.is_trap and entry.follow("http://a.org/cal/2024/06/", 0)
    month = inspect_page("http://a.org/cal/2024/06/", ["http://a.org/cal/2024/07/", "http://a.org/cal/2024/05/",
                                                       "http://a.org/"],
                         referrer_links=set(links), known=never_seen, text_chars=5000)
    assert not month.follow("http://a.org/cal/2024/07/", 1)
    lists = inspect_page("http://a.org/list_2.html", ["http://a.org/list_3.html", "http://a.org/news/9.html"],
                         referrer_links=set(), known=never_seen, text_chars=50)
    assert lists.follow("http://a.org/list_3.html", 19) and not lists.follow("http://a.org/list_3.html", 20)


def test_a_chapter_with_text_of_its_own_reads_on_to_the_next_numbered_page() -> None:
    """A chapter of a paged e-text, reached from the one before, links only to the next: followed however long
    the chain; a page off target, a thin one, or one fanning out to several new copies of itself is not."""
    chapter = "http://a.org/book/chapter7.html"
    links = ["http://a.org/book/chapter8.html", "http://a.org/book/chapter6.html", "http://a.org/"]
    referrer = {"http://a.org/book/chapter7.html", "http://a.org/"}
    read = inspect_page(chapter, links, referrer, known=lambda u: u == "http://a.org/book/chapter6.html",
                        text_chars=1200, target=True)
    assert read.reads_on and read.follow("http://a.org/book/chapter8.html", 6)
    assert read.follow("http://a.org/book/chapter8.html", 40)   # max_depth bounds it, not MAX_VARIANT_CHAIN
    off_target = inspect_page(chapter, links, referrer, known=never_seen, text_chars=1200, target=False)
    thin = inspect_page(chapter, links, referrer, known=never_seen, text_chars=300, target=True)
    assert not off_target.follow("http://a.org/book/chapter8.html", 6)
    assert not thin.follow("http://a.org/book/chapter8.html", 6)
    month = inspect_page("http://a.org/cal/2024/06/", ["http://a.org/cal/2024/07/", "http://a.org/cal/2024/05/",
                                                       "http://a.org/cal/2024/06/01/", "http://a.org/"],
                         referrer_links={"http://a.org/"}, known=never_seen, text_chars=5000, target=True)
    assert not month.reads_on and not month.follow("http://a.org/cal/2024/07/", 1)


def test_a_category_page_whose_articles_were_all_met_is_not_a_trap() -> None:
    url = "http://a.org/cat/2/"
    links = ["http://a.org/", "http://a.org/cat/1/", "http://a.org/cat/3/", "http://a.org/news/5.html",
             "http://a.org/news/6.html", "http://a.org/news/7.html"]
    verdict = inspect_page(url, links, referrer_links=set(links), known=lambda u: True, text_chars=20)
    assert not verdict.productive and not verdict.is_trap


def test_links_already_met_do_not_make_a_page_productive() -> None:
    url = "http://a.org/archive/1/"
    links = ["http://a.org/archive/2/", "http://a.org/archive/3/", "http://a.org/about.html"]
    verdict = inspect_page(url, links, referrer_links=set(), known={"http://a.org/about.html"}.__contains__,
                           text_chars=0)
    assert verdict.is_trap


@pytest.mark.parametrize(("url", "looping"), [
    ("http://a.org/a/b/a/b/a/b/x.html", True),
    ("http://a.org/" + "d/" * 40, True),
    ("http://a.org/2024/05/01/news.html", False),
])
def test_looping_paths(url: str, looping: bool) -> None:
    assert is_looping_path(url_segments(url)) is looping


def test_site_settings_one_slot_per_site_and_autothrottle_only_with_a_delay(tmp_path: Path) -> None:
    config_path = tmp_path / "sites.yaml"
    config_path.write_text(
        "sites:\n  - name: fast\n    start_urls: [http://127.0.0.1:8201/]\n    download_delay: 0\n"
        "    concurrency: 8\n  - name: polite\n    start_urls: [https://bo.example.org/]\n    download_delay: 3\n",
        encoding="utf-8")
    settings = Settings()
    apply_site_settings(settings, load_config(config_path))
    slots = settings.getdict("DOWNLOAD_SLOTS")
    assert slots["fast"]["delay"] == ZERO_DELAY_SLOT_DELAY and slots["fast"]["concurrency"] == 8
    assert slots["polite"]["delay"] == 3 and slots["polite"]["concurrency"] == 2
    assert settings.getbool("AUTOTHROTTLE_ENABLED") and settings.getfloat("DOWNLOAD_DELAY") == 3
    only_fast = Settings()
    config_path.write_text("sites:\n  - name: fast\n    start_urls: [http://127.0.0.1:8201/]\n    download_delay: 0\n",
                           encoding="utf-8")
    apply_site_settings(only_fast, load_config(config_path))
    assert not only_fast.getbool("AUTOTHROTTLE_ENABLED")


def test_parse_follows_site_links_once_and_yields_the_target_page(tmp_path: Path) -> None:
    spider = spider_crawler(tmp_path, "sites:\n  - name: s\n    start_urls: ['http://a.org/']\n    max_depth: 2\n"
                                      "    obey_robots: false\n").spider
    links = [("/news/1.html", "a"), ("/news/1.html#c", "b"), ("http://a.org:8080/", "port"), ("mailto:x@a.org", "m"),
             ("javascript:void(0)", "js"), ("/img/x.jpg", "img"), ("http://other.org/", "o"), ("/news/2.html", "c")]
    body = page("བོད།", [TIBETAN], links)
    assert spider.frontier.sight(Sighting("s", "http://a.org/", 0, 0, 0, frozenset())) == ["http://a.org/"]
    request = spider._request("http://a.org/")
    request.meta.update({TARGET_META: True, RECOGNITION_META: recognize_page(body, {})})
    response = HtmlResponse("http://a.org/", body=body, request=request)
    out = list(spider.parse(response))
    items = [o for o in out if not isinstance(o, Request)]
    requests = [o for o in out if isinstance(o, Request)]
    assert [i.url for i in items] == ["http://a.org/"]
    assert items[0].decoded is not None and items[0].decoded.title == "བོད།"   # decoded once, for the pipelines
    assert [r.url for r in requests] == ["http://a.org/news/1.html", "http://a.org/news/2.html"]
    assert all(r.meta["download_slot"] == "s" and r.meta["dont_obey_robotstxt"] for r in requests)
    assert [r.meta["depth"] for r in requests] == [1, 1] and requests[0].priority == -1
    again = [o for o in spider.parse(response) if isinstance(o, Request)]
    assert again == []                                        # nothing is requested twice


SITE = SiteConfig("s", ("http://a.org/",), ("a.org",), max_depth=2, tunnel=1, max_pages=100)


def fetched(frontier: Frontier, url: str, links: list[str], target: bool) -> list[str]:
    """Pretend the page at ``url`` was fetched with these links; return what the frontier requests next."""
    frontier.visits[url].node = Node(target, follow=tuple((link, 0) for link in links), links=frozenset(links))
    return frontier.expand(url)


def test_a_page_first_met_at_the_depth_limit_is_expanded_when_a_shorter_path_turns_up() -> None:
    frontier = Frontier({"s": SITE})
    frontier.sight(Sighting("s", "http://a.org/deep", 2, 0, 0, frozenset()))      # met along a long path
    assert fetched(frontier, "http://a.org/deep", ["http://a.org/child"], target=True) == []   # depth 2 = limit
    news = frontier.sight(Sighting("s", "http://a.org/deep", 1, 0, 0, frozenset()))   # a shorter path
    assert news == ["http://a.org/child"] and frontier.visits["http://a.org/child"].depth == 2
    assert frontier.reexpansions == 1
    assert frontier.sight(Sighting("s", "http://a.org/deep", 1, 0, 0, frozenset())) == []   # nothing new


def test_a_page_dropped_beyond_the_tunnel_is_expanded_when_reached_with_fewer_off_target_pages() -> None:
    frontier = Frontier({"s": SITE})
    frontier.sight(Sighting("s", "http://a.org/zh/", 1, 1, 0, frozenset()))        # run would be 2 > tunnel 1
    assert fetched(frontier, "http://a.org/zh/", ["http://a.org/bo/1"], target=False) == []
    assert frontier.sight(Sighting("s", "http://a.org/zh/", 1, 0, 0, frozenset())) == ["http://a.org/bo/1"]
    assert frontier.visits["http://a.org/bo/1"].parent_run == 1


def test_the_budget_stops_new_requests() -> None:
    small = SiteConfig("s", ("http://a.org/",), ("a.org",), max_pages=2)
    frontier = Frontier({"s": small})
    got = [frontier.sight(Sighting("s", f"http://a.org/{i}", 1, 0, 0, frozenset())) for i in range(4)]
    assert got == [["http://a.org/0"], ["http://a.org/1"], [], []]
    assert list(frontier.left_waiting()) == [("s", "http://a.org/2"), ("s", "http://a.org/3")]


def test_a_site_keeps_a_bounded_number_of_urls_waiting_beyond_its_budget(caplog: pytest.LogCaptureFixture) -> None:
    """A sitemap listing 500,000 URLs at max_pages 50 kept them all waiting (430 MB, a 50 MB spider.state)."""
    small = SiteConfig("s", ("http://a.org/",), ("a.org",), max_pages=2)
    frontier = Frontier({"s": small})
    listed = 2 + waiting_cap(2) + 100
    with caplog.at_level(logging.INFO, logger="crawler.frontier"):
        for i in range(listed):
            frontier.sight(Sighting("s", f"http://a.org/{i}", 1))
        frontier.sight(Sighting("s", "http://a.org/5", 1, 0))     # a URL kept waiting may still improve
    waiting = [url for _, url in frontier.left_waiting()]
    assert waiting == [f"http://a.org/{i}" for i in range(2, 2 + waiting_cap(2))]   # the first met, in order
    assert frontier.not_kept == {"s": 100}
    assert [r.getMessage() for r in caplog.records if "not kept" in r.getMessage()] == [
        f"site s: {waiting_cap(2)} URLs wait beyond its max_pages budget (2); further ones are not kept, only "
        "counted (tsheg/budget/not_kept)"]
    resumed = Frontier({"s": small})
    resumed.adopt(pickle.loads(pickle.dumps(frontier)))          # the job file holds the kept ones only
    assert len(list(resumed.left_waiting())) == waiting_cap(2) and not resumed.not_kept
    assert frontier.give_back(frontier.visits["http://a.org/0"]) == ["http://a.org/2"]


PAGES_LINKING_THE_SAME = 3   # pages (or sitemaps) that each list the same URLs past a site's budget


@pytest.mark.parametrize(("remembered", "counted", "uncounted"), [
    (NOT_KEPT_REMEMBERED, 8, 0),   # each URL not kept counted once, however often it is met
    (5, 5, 3 * PAGES_LINKING_THE_SAME),   # the run remembers 5: the others could be repeats, so are not counted
])
def test_urls_the_full_waiting_list_turns_away_are_counted_once_each(monkeypatch: pytest.MonkeyPatch,
                                                                     remembered: int, counted: int,
                                                                     uncounted: int) -> None:
    """8 URLs past the waiting list, met on 3 pages: tsheg/budget/not_kept said 24."""
    monkeypatch.setattr(frontier_module, "NOT_KEPT_REMEMBERED", remembered)
    frontier = Frontier({"s": SiteConfig("s", ("http://a.org/",), ("a.org",), max_pages=2)})
    for _ in range(PAGES_LINKING_THE_SAME):
        for i in range(2 + waiting_cap(2) + 8):
            frontier.sight(Sighting("s", f"http://a.org/{i}", 1))
    assert frontier.not_kept.total() == counted and frontier.not_kept_uncounted.total() == uncounted


REFUSED_COMBINATIONS = 8   # combinations of one path past its MAX_QUERY_SHAPES shares, linked by every page


@pytest.mark.parametrize("linking_sites", [
    ("s", "s", "s"),   # three pages of one site
    ("s", "t", "s"),   # pages of two sites on one host (the shares are the crawl's): reported once per site before
])
@pytest.mark.parametrize(("remembered", "reported", "uncounted"), [
    (NOT_KEPT_REMEMBERED, REFUSED_COMBINATIONS, 0),   # each refused URL reported once, however often it is met
    (3, 3, (REFUSED_COMBINATIONS - 3) * PAGES_LINKING_THE_SAME),   # the run remembers 3: the others uncounted
])
def test_urls_refused_for_their_query_combination_are_reported_once_each(monkeypatch: pytest.MonkeyPatch,
                                                                        remembered: int, reported: int,
                                                                        uncounted: int,
                                                                        linking_sites: tuple[str, ...]) -> None:
    """8 combinations past their path's share, linked by 3 pages: tsheg/links/query_variants said 24, and 16
    when two sites on one host linked them (keyed by site and URL, while the shares are per path, for all sites)."""
    monkeypatch.setattr(frontier_module, "NOT_KEPT_REMEMBERED", remembered)
    refused: list[str] = []
    sites = {name: SiteConfig(name, (f"http://a.org/{name}/",), ("a.org",)) for name in set(linking_sites)}
    frontier = Frontier(sites, query_refused=refused.append)
    combinations = [f"http://a.org/list?color={letter}{other}&size=big" for letter in "abcdefgh" for other in "vwxyz"]
    for site in linking_sites:
        for url in combinations[:MAX_QUERY_SHAPES + REFUSED_COMBINATIONS]:
            frontier.sight(Sighting(site, url, 1))
    assert refused == combinations[MAX_QUERY_SHAPES:MAX_QUERY_SHAPES + reported]
    assert frontier.refused_uncounted.total() == uncounted


@pytest.mark.parametrize("resumed", [False, True])
def test_a_request_that_never_reached_the_server_gives_its_budget_slot_to_the_first_url_left_waiting(
        resumed: bool) -> None:
    small = SiteConfig("s", ("http://a.org/",), ("a.org",), max_pages=2)
    frontier = Frontier({"s": small})
    for i in range(4):
        frontier.sight(Sighting("s", f"http://a.org/{i}", 2, 0, 0, frozenset()))
    frontier.sight(Sighting("s", "http://a.org/3", 1, 0, 0, frozenset()))   # a better path to a waiting URL
    if resumed:                                        # what Scrapy's SpiderState keeps in JOBDIR
        frontier, saved = Frontier({"s": small}), frontier
        frontier.adopt(pickle.loads(pickle.dumps(saved)))
    assert frontier.give_back(frontier.visits["http://a.org/0"]) == ["http://a.org/2"]
    assert frontier.give_back(frontier.visits["http://a.org/1"]) == ["http://a.org/3"]
    assert frontier.visits["http://a.org/3"].depth == 1
    assert frontier.give_back(frontier.visits["http://a.org/2"]) == [] and not list(frontier.left_waiting())
    assert frontier.sight(Sighting("s", "http://a.org/0", 1, 0, 0, frozenset())) == []   # given back, still known


def test_a_job_saved_before_budget_slots_were_given_back_resumes() -> None:
    # an earlier version kept the URLs its budget left unrequested as a set of (site, url), with no sighting
    small = SiteConfig("s", ("http://a.org/",), ("a.org",), max_pages=1)
    earlier = Frontier({"s": small})
    earlier.sight(Sighting("s", "http://a.org/0", 1, 0, 0, frozenset()))
    state = earlier.__getstate__()
    del state["waiting"]
    state["over_budget"] = {("s", "http://a.org/1")}
    saved = Frontier.__new__(Frontier)
    saved.__setstate__(pickle.loads(pickle.dumps(state)))
    resumed = Frontier({"s": small})
    resumed.adopt(saved)
    assert set(resumed.visits) == {"http://a.org/0"} and not list(resumed.left_waiting())
    assert resumed.give_back(resumed.visits["http://a.org/0"]) == []


def test_a_job_saved_with_one_waiting_list_for_all_sites_resumes_with_its_urls_still_waiting() -> None:
    # the version before per-site waiting lists kept over_budget: {(site, url): sighting}, all sites in one
    # dict in the order met; a JOBDIR it pickled must resume with those URLs waiting, per site, in that order
    a = SiteConfig("a", ("http://a.org/",), ("a.org",), max_pages=1)
    b = SiteConfig("b", ("http://b.org/",), ("b.org",), max_pages=1)
    earlier = Frontier({"a": a, "b": b})
    for site, host in (("a", "a.org"), ("b", "b.org")):
        earlier.sight(Sighting(site, f"http://{host}/0", 1))
    state = earlier.__getstate__()
    del state["waiting"]
    state["over_budget"] = {("b", "http://b.org/1"): Sighting("b", "http://b.org/1", 2),
                            ("a", "http://a.org/1"): Sighting("a", "http://a.org/1", 1),
                            ("b", "http://b.org/2"): Sighting("b", "http://b.org/2", 1)}
    saved = Frontier.__new__(Frontier)
    saved.__setstate__(pickle.loads(pickle.dumps(state)))
    resumed = Frontier({"a": a, "b": b})
    resumed.adopt(saved)
    assert list(resumed.left_waiting()) == [("b", "http://b.org/1"), ("b", "http://b.org/2"), ("a", "http://a.org/1")]
    assert resumed.give_back(resumed.visits["http://b.org/0"]) == ["http://b.org/1"]
    assert resumed.visits["http://b.org/1"].depth == 2
    assert resumed.give_back(resumed.visits["http://a.org/0"]) == ["http://a.org/1"]


GIVE_BACKS = 20           # slots given back by one site (robots.txt forbids its first links)
OTHER_SITE_WAITING = 500  # URLs another site's budget left waiting, met before them


def test_a_slot_given_back_goes_to_its_own_sites_first_waiting_url() -> None:
    # per-site waiting lists (Frontier.waiting): the next URL is popped in O(1); the scan of every
    # site's waiting URLs it replaced took ~5 s for 2,000 give-backs behind 50,000 URLs of another site
    a = SiteConfig("a", ("http://a.org/",), ("a.org",), max_pages=1)
    b = SiteConfig("b", ("http://b.org/",), ("b.org",), max_pages=GIVE_BACKS)
    frontier = Frontier({"a": a, "b": b})
    for n in range(OTHER_SITE_WAITING + 1):
        frontier.sight(Sighting("a", f"http://a.org/{n}", 1))
    for n in range(2 * GIVE_BACKS):
        frontier.sight(Sighting("b", f"http://b.org/{n}", 1))
    released = [frontier.give_back(frontier.visits[f"http://b.org/{n}"]) for n in range(GIVE_BACKS)]
    assert released == [[f"http://b.org/{GIVE_BACKS + n}"] for n in range(GIVE_BACKS)]


def test_a_resumed_frontier_keeps_its_urls_budget_and_depths_under_the_new_configuration() -> None:
    small = SiteConfig("s", ("http://a.org/",), ("a.org",), max_pages=2)
    earlier = Frontier({"s": small, "gone": SITE})
    earlier.sight(Sighting("s", "http://a.org/0", 1, 0, 0, frozenset()))
    earlier.sight(Sighting("gone", "http://b.org/", 0, 0, 0, frozenset()))
    fetched(earlier, "http://a.org/0", ["http://a.org/1"], target=True)
    saved = pickle.loads(pickle.dumps(earlier))        # what Scrapy's SpiderState keeps in JOBDIR
    assert saved.sites == {}                           # the configuration is read afresh
    resumed = Frontier({"s": small})                   # site "gone" left the configuration
    resumed.adopt(saved)
    assert set(resumed.visits) == {"http://a.org/0", "http://a.org/1"}
    assert resumed.sight(Sighting("s", "http://a.org/1", 1, 0, 0, frozenset())) == []   # known: not again
    assert resumed.sight(Sighting("s", "http://a.org/2", 1, 0, 0, frozenset())) == []   # budget spent
    assert resumed.visits["http://a.org/1"].depth == 1


def test_a_start_url_that_redirects_brings_its_target_host_into_the_scope() -> None:
    frontier = Frontier({"s": SITE})
    frontier.sight(Sighting("s", "http://a.org/", 0, 0, 0, frozenset()))
    frontier.sight(Sighting("s", "http://a.org/news/", 1, 0, 0, frozenset()))
    assert frontier.is_seed("http://a.org/") and not frontier.is_seed("http://a.org/news/")
    assert not frontier.allows("s", "https://a-new.org:8443/bo/")
    assert frontier.widen("s", "https://a-new.org:8443/bo/") == "a-new.org:8443"
    assert frontier.allows("s", "https://a-new.org:8443/bo/1.html") and frontier.allows("s", "http://a.org/x")
    assert not frontier.allows("s", "https://a-new.org/bo/")        # the port is part of the scope
    resumed = Frontier({"s": SITE})
    resumed.adopt(pickle.loads(pickle.dumps(frontier)))                # a JOBDIR crawl keeps the widened scope
    assert resumed.allows("s", "https://a-new.org:8443/bo/1.html")


# (redirect target of a start URL, site opts in to public suffixes?, the entry that joins the scope or None)
SEED_REDIRECT_HOSTS = [
    ("https://github.io/bo/", False, None),         # the private section: every someone.github.io
    ("http://co.uk:8080/", False, None),
    ("http://xn--fiqs8s/", False, None),             # 中国
    ("https://a.github.io/bo/", False, "a.github.io"),
    ("https://www.a-new.co.uk/", False, "www.a-new.co.uk"),
    ("https://github.io/bo/", True, "github.io"),    # a site that means the whole suffix says so
]


@pytest.mark.parametrize(("url", "opted_in", "entry"), SEED_REDIRECT_HOSTS)
def test_a_start_url_redirecting_to_a_public_suffix_does_not_widen_the_scope(url: str, opted_in: bool,
                                                                             entry: str | None) -> None:
    site = SiteConfig("s", ("http://a.org/",), ("a.org",), allow_public_suffix=opted_in)
    frontier = Frontier({"s": site})
    frontier.sight(Sighting("s", "http://a.org/", 0, 0, 0, frozenset()))
    assert frontier.widen("s", url) == entry
    assert frontier.allows("s", url) is (entry is not None)
    assert frontier.allows("s", "http://someone-else." + url.split("//")[1]) is (entry is not None)


def test_a_frameset_page_is_no_step_of_the_tunnel() -> None:
    frontier = Frontier({"s": SITE})                                   # tunnel 1
    frontier.sight(Sighting("s", "http://a.org/", 0, 1, 0, frozenset()))  # one off-target page before it
    frontier.visits["http://a.org/"].node = Node(False, follow=(("http://a.org/main.html", 0),),
                                                 links=frozenset({"http://a.org/main.html"}), container=True)
    assert frontier.expand("http://a.org/") == ["http://a.org/main.html"]
    assert frontier.visits["http://a.org/main.html"].parent_run == 1   # the frameset added nothing to the run


def test_links_of_a_100000_level_page_and_base_href() -> None:
    from crawler.spiders.tibetan_sites import page_links

    depth = 100_000
    body = ('<html><head><base href="http://a.org/sub/"></head><body>' + "<div>" * depth
            + '<a href="deep.html?x=1&amp;y=2">deep</a>' + "</div>" * depth
            + '<a href=" /end.html ">end</a><a href="mailto:a@a.org">m</a><a href="photo.JPG">p</a>'
            + '<area href="javascript:void(0)"></body></html>').encode()
    read = page_links(HtmlResponse("http://a.org/", body=body))
    assert read.links == ["http://a.org/sub/deep.html?x=1&y=2", "http://a.org/end.html"]


# Link targets written with backslashes (on the page http://a.org/d/e.html) -> the URL a browser fetches
# (WHATWG URL Standard §4.4: in http and https a backslash before the query is a slash).
BACKSLASH_LINKS: dict[str, tuple[str, str]] = {
    "another host": ("\\\\other.example\\page.html", "http://other.example/page.html"),
    "a path from the root": ("\\bo\\1.html", "http://a.org/bo/1.html"),
    "a relative path": ("bo\\2.html", "http://a.org/d/bo/2.html"),
    "mixed with slashes": ("/\\other.example/x.html", "http://other.example/x.html"),
    "an absolute URL": ("https:\\\\b.org\\y.html", "https://b.org/y.html"),
    "a backslash in the query kept": ("\\q.php?path=a\\b", "http://a.org/q.php?path=a%5Cb"),
}


@pytest.mark.parametrize(("href", "url"), BACKSLASH_LINKS.values(), ids=BACKSLASH_LINKS)
def test_a_backslash_in_a_link_is_read_as_browsers_read_it(href: str, url: str) -> None:
    """``\\\\other.example\\page.html`` was read as a path of the page's own site; a browser goes to other.example."""
    from crawler.spiders.tibetan_sites import page_links

    body = f'<html><body><a href="{href}">x</a></body></html>'.encode()
    assert page_links(HtmlResponse("http://a.org/d/e.html", body=body, encoding="utf-8")).links == [url]


# A meta refresh's URL (on the same page) is read as a link is; and as only a refresh is written: in quotes, or
# percent-encoded as w3lib encodes a backslash (a %5C the page wrote is kept, as browsers keep it).
REFRESH_URLS: dict[str, tuple[str, str]] = {
    **BACKSLASH_LINKS,
    "a parent folder, quoted": ("'..\\bo\\1.html'", "http://a.org/bo/1.html"),
    "an escaped backslash kept": ("/bo/a%5Cb.html", "http://a.org/bo/a%5Cb.html"),
}


@pytest.mark.parametrize(("written", "url"), REFRESH_URLS.values(), ids=REFRESH_URLS)
def test_a_backslash_in_a_meta_refresh_is_read_as_browsers_read_it(written: str, url: str) -> None:
    """Scrapy's reading made ``\\\\other.example\\p`` the path ``/%5C%5Cother.example%5Cp`` of the page's site."""
    body = f'<html><head><meta http-equiv="refresh" content="0; url={written}"></head><body></body></html>'
    response = HtmlResponse("http://a.org/d/e.html", body=body.encode(), encoding="utf-8")
    assert meta_refresh(response, ("script", "noscript")) == (0.0, url)


def test_a_base_href_with_backslashes_is_read_as_browsers_read_it() -> None:
    from crawler.spiders.tibetan_sites import page_links

    body = b'<html><head><base href="\\\\b.org\\sub\\"></head><body><a href="x.html">x</a></body></html>'
    assert page_links(HtmlResponse("http://a.org/", body=body)).links == ["http://b.org/sub/x.html"]


# Link targets a page gives after its first MAX_PAGE_LINKS links (each once) -> how many are counted as left out:
# those that would be links of the page.
PAST_THE_CAP: dict[str, tuple[list[str], int]] = {
    "a fragment, mailto:, an image, javascript:, an empty one": (
        ["#top", "mailto:a@b.org", "/img/a.jpg", "javascript:void(0)", ""], 0),
    "pages, relative and absolute, with a query": (["/bo/x.html", "http://b.org/y", "z.php?id=ཀ", " /sp "], 4),
    "schemes and endings in upper case": (["HTTPS://b.org/", "MAILTO:a@b.org", "/doc/A.PDF", "/a.PDF?x=1#y"], 1),
    "a fragment of another page, an image's query": (["/bo/y.html#part", "/a.png?page.html", "tel:+86"], 1),
}


@pytest.mark.parametrize(("targets", "left_out"), PAST_THE_CAP.values(), ids=PAST_THE_CAP)
def test_only_the_links_a_page_would_give_past_the_links_read_are_counted(targets: list[str],
                                                                         left_out: int) -> None:
    """A page of exactly MAX_PAGE_LINKS links to pages, then a link to its top, a mail address, an image, a
    script and an empty one, said "its 5 further link targets are not followed" and counted 5 past the cap: every
    target after the cap was counted, whether the page gives it as a link or not. Now only those it would give."""
    from crawler.spiders.tibetan_sites import MAX_PAGE_LINKS, page_links

    links = "".join(f'<a href="/p/{n}.html">ཀ</a>' for n in range(MAX_PAGE_LINKS))
    tail = "".join(f'<a href="{target}">ཁ</a>' for target in targets)
    body = f"<html><body><p>{TIBETAN[:80]}</p>{links}{tail}</body></html>".encode()
    read = page_links(HtmlResponse("http://a.org/", body=body, encoding="utf-8"))
    assert len(read.links) == MAX_PAGE_LINKS and read.left_out == left_out


# Links read from raw markup (a page whose parse flattened its nesting), as the HTML tokenizer reads start tags.
RAW_LINK_CASES: dict[str, tuple[str, list[str]]] = {
    "quotes, none, upper case": ("""<a href="/1">x</a><A HREF='/2'><a href=/3>""", ["/1", "/2", "/3"]),
    "each element's attribute": ('<area href="/m"><frame src="/f"><iframe src=/i><a src="/no">', ["/m", "/f", "/i"]),
    "no link elements": ('<abbr href="/no"><link href="/no.css"><base href="/no/">', []),
    "href= inside another value": ('<a title="see href=/wrong" href="/right">', ["/right"]),
    "'>' inside a quoted value": ("""<a title='1 > 0' href="/right">""", ["/right"]),
    "a stray quote after a value": ('<a class="x"" href="/1">a</a><a href="/2">', ["/1", "/2"]),
    "the first of two": ('<a href="/1" href="/2">', ["/1"]),
    "references resolved": ('<a href="/q?a=1&amp;b=&#50;">', ["/q?a=1&b=2"]),
    "no value, cut off": ('<a href><a name=x><a href="/cut', ["", ""]),
    "200 KB of '<a ' then a link": ("<a " * 70_000 + '<a href="/end">', ["/end"]),   # one tag, as browsers read it
    "200 KB of '<iframe ' after a link": ('<a href="/1">' + "<iframe " * 25_000, ["/1"]),
    "200 KB of '<a x=\"' then a link": ('<a x="' * 35_000 + '><a href="/end">', ["/end"]),
    "200 KB of '<a href' without '='": ("<a href" * 30_000 + ">", [""]),
}


@pytest.mark.parametrize(("markup", "targets"), RAW_LINK_CASES.values(), ids=RAW_LINK_CASES)
def test_links_read_from_raw_markup_as_the_tokenizer_reads_tags(markup: str, targets: list[str]) -> None:
    """The lazy scan before (`<a\\b[^>]*?\\bhref`) read a link out of another attribute's value, lost one behind a
    quoted '>', and started again from every '<a' of a page without '>' (49 s for 100 KB of '<a '). Each tag is
    now read once: a run of unclosed tags is one match (the count of matches bounds the regex's work; no clock)."""
    from crawler.spiders.tibetan_sites import LINK_TAG_RE, raw_link_targets

    assert raw_link_targets(markup) == targets
    assert len(LINK_TAG_RE.findall(markup)) <= markup.count(">") + 1


def test_links_of_a_deep_page_of_unclosed_tags_are_read() -> None:
    """A page deep enough to be flattened, then 200 KB of '<a ' without '>': flattening (extract.decode.TAG_RE)
    and the raw markup's links (LINK_TAG_RE) each scanned from every '<a' to the page's end (67 s and 49 s for
    100 KB); both read each tag once now."""
    from crawler.spiders.tibetan_sites import page_links

    body = ("<html><body>" + "<div>" * 3000 + '<a href="/bo/a.html">a</a>' + "</div>" * 3000
            + '<a href="/bo/b.html">b</a>' + "<a " * 70_000).encode()
    assert page_links(HtmlResponse("http://a.org/", body=body)).links == ["http://a.org/bo/a.html",
                                                                          "http://a.org/bo/b.html"]


def test_links_after_the_end_of_the_document_are_followed() -> None:
    from crawler.spiders.tibetan_sites import page_links

    body = b'<html><body><a href="/a.html">a</a></body></html>\n<a href="/b.html">b</a>'
    assert page_links(HtmlResponse("http://a.org/", body=body)).links == ["http://a.org/a.html", "http://a.org/b.html"]


@pytest.mark.parametrize("depth", [1, 3000])   # 3000: deeper than the parser's limit, read from the markup
def test_frames_and_iframes_are_links(depth: int) -> None:
    from crawler.spiders.tibetan_sites import page_links

    body = ('<html><frameset cols="20%,80%"><frame src="nav.html"><FRAME SRC="/bo/main.html"></frameset>'
            + "<div>" * depth + '<iframe src="/bo/box.html"></iframe><a href="/bo/a.html">a</a>'
            + "</div>" * depth + "</html>").encode()
    assert page_links(HtmlResponse("http://a.org/sub/", body=body)).links == [
        "http://a.org/sub/nav.html", "http://a.org/bo/main.html", "http://a.org/bo/box.html", "http://a.org/bo/a.html"]


@pytest.mark.parametrize(("body", "chars"), [
    (b"<html><head><title>ab</title><style>p{}</style></head><body><p>c d</p><a href='/x'>link</a></body></html>",
     4),   # "ab" + "cd"; link text, style and spaces are not the page's own text
    (b"<p>\xe0\xbd\x96\xe0\xbd\xbc\xe0\xbd\x91</p>", 3),
])
def test_page_text_outside_links_is_measured(body: bytes, chars: int) -> None:
    from crawler.spiders.tibetan_sites import page_links

    assert page_links(HtmlResponse("http://a.org/", body=body, encoding="utf-8")).text_chars == chars


@pytest.mark.parametrize("body", [
    b"<html><head><style>p{}</style></head><body><p>c d</p><a href='/x'>link</a>"
    b"<noscript><a href='/n'>n</a>no</noscript><script>var a</script>t</body></html>",
    ('<base href="http://a.org/sub/">' + "<div>" * 3000 + '<a href="deep.html">deep</a>' + "</div>" * 3000
     + "<p>\u0f56\u0f7c\u0f51</p>").encode(),   # deeper than the parser's limit: a repaired parse
])
def test_links_read_from_the_decoded_page_are_those_of_the_light_parse_and_its_tree_stays_whole(body: bytes) -> None:
    from lxml import etree

    from crawler.spiders.tibetan_sites import page_links
    from extract.decode import decode_page

    response = HtmlResponse("http://a.org/", body=body, encoding="utf-8")
    decoded = decode_page(body, {"Content-Type": "text/html; charset=utf-8"})
    before = etree.tostring(decoded.root)
    assert page_links(response, decoded) == page_links(response)
    assert etree.tostring(decoded.root) == before      # the pipelines extract from this tree afterwards


def twisted_gave_up(*reasons: Exception) -> DownloadFailedError:
    """Scrapy's error for a response Twisted could not read: the repr of its reasons for a message."""
    from twisted.web._newclient import ResponseFailed

    cause = ResponseFailed([Failure(reason) for reason in reasons])
    error = DownloadFailedError(str(cause))
    error.__cause__ = cause
    return error


# A failed request's error -> what the log says of it (failure_message).
FAILURE_MESSAGES = {
    "a body cut by its connection": (ResponseDataLossError(), "the connection closed before the whole body came"),
    "a body that grew past the cap": (DownloadCancelledError(), "grew past DOWNLOAD_MAXSIZE"),
    "a cap Scrapy explains": (DownloadCancelledError("Expected to receive 9 bytes which is larger than download max "
                                                     "size (8)"), "Expected to receive 9 bytes"),
    "no HTTP": (twisted_gave_up(ValueError("non-integer status code")), "ValueError: non-integer status code"),
    "a timeout": (DownloadTimeoutError("took longer than 30.0 seconds"), "took longer than 30.0 seconds"),
}


@pytest.mark.parametrize(("error", "says"), FAILURE_MESSAGES.values(), ids=FAILURE_MESSAGES)
def test_a_failed_request_is_logged_with_what_failed(error: Exception, says: str) -> None:
    message = failure_message(Failure(error))
    assert says in message and "twisted.python.failure" not in message


@pytest.mark.parametrize(("error", "level", "with_traceback"), [
    (DownloadTimeoutError("took longer than 30.0 seconds"), logging.INFO, False),   # the web's doing
    (ConnectionRefusedError("refused"), logging.INFO, False),
    (DownloadCancelledError("Expected to receive 116000050 bytes which is larger than download max size"),
     logging.INFO, False),
    (DecompressionError("gzip", EOFError("Compressed file ended before the end-of-stream marker was reached")),
     logging.INFO, False),
    (AttributeError("a defect of the crawl's own code"), logging.ERROR, True),
])
def test_a_failed_request_is_logged_by_whose_fault_it_is(tmp_path: Path, caplog: pytest.LogCaptureFixture,
                                                         error: Exception, level: int, with_traceback: bool) -> None:
    crawler = spider_crawler(tmp_path, "sites:\n  - name: s\n    start_urls: ['http://a.org/']\n")
    spider = crawler.spider
    try:
        raise error
    except Exception:   # noqa: BLE001 - a Failure with its traceback, as Twisted hands it to an errback
        failure = Failure()
    failure.request = Request("http://a.org/x")
    with caplog.at_level(logging.INFO, logger="crawler.spiders.tibetan_sites"):
        spider.on_error(failure)
    [record] = caplog.records
    assert record.levelno == level and "http://a.org/x" in record.getMessage()
    assert (record.exc_info is not None) == with_traceback
    assert crawler.stats.get_value(f"tsheg/errors/{getattr(error, 'error_kind', type(error).__name__)}") == 1
