"""End to end: the trap guard against paged texts and prev/next chains (real crawls of loopback sites)."""

from __future__ import annotations

import html
import urllib.parse
from pathlib import Path

import pytest

from crawler.traps import MAX_QUERY_SHAPES

from .fixtures.crawl_texts import UYGHUR, page
from .fixtures.web import Site, served
from .test_crawl import crawl_one_site, interrupt_crawl, run_crawl, small_site, stored_paths  # noqa: F401 - small_site: a fixture

# Our own Tibetan: sentences about reading a book, a town's festival and a river, for chapters of an e-text.
CHAPTER_SENTENCES = [
    "དེ་རིང་ང་ཚོས་དཔེ་ཆ་འདིའི་ལེའུ་གསར་པ་ཞིག་ཀློག་གི་ཡིན།",
    "ལོ་རྒྱུས་ཀྱི་གནས་ཚུལ་མང་པོ་འདིའི་ནང་དུ་འཁོད་ཡོད།",
    "སློབ་ཕྲུག་ཚོས་ཡི་གེ་འབྲི་སྟངས་དང་སྒྲ་སྦྱོར་གྱི་རིག་པ་སློབ་སྦྱོང་བྱེད་བཞིན་ཡོད།",
    "གྲོང་ཁྱེར་གྱི་མི་མང་ཚོས་དུས་ཆེན་གྱི་སྐབས་སུ་གླུ་གཞས་བཏང་ནས་ཞབས་བྲོ་བརྒྱབ།",
    "ཆུ་བོ་ཆེན་པོ་དེ་རི་བོའི་འདབས་ནས་བབས་ཏེ་ཞིང་ཁ་རྣམས་ལ་ཕན་ཐོགས་ཆེན་པོ་ཡོད།",
    "རྒན་པ་ཞིག་གིས་བུ་ཕྲུག་རྣམས་ལ་སྔ་མོའི་སྒྲུང་གཏམ་ཞིག་བཤད།",
]
TIBETAN_DIGITS = str.maketrans("0123456789", "༠༡༢༣༤༥༦༧༨༩")
CHAPTER_CHARS = 1_200   # about the length of a chapter of a paged e-text (QA's reproduction)
CHAPTERS = 12
NEWS_CHAIN = range(90, 111)
FACET_WORDS = ["red", "blue"]   # the values of each facet of the shop-like site
FACETS = ["color", "size", "age", "sort", "view", "lang"]   # its facets: 3**6 = 729 queries of word values
LIST_PAGES, ARTICLES_PER_LIST = 20, 5
FACET_BUDGET = 300   # max_pages of the facet site (QA's): room for 1 home + 20 list pages + 100 articles
THREADS, THREADS_PER_LIST = 60, 20
LOWERED_BUDGET = 3   # max_pages of a resumed job whose queue was filled under 3000 (home page + 6 articles)   # /news/90.html ... /news/110.html, each linking to the one before and after


def own_text(n: int) -> list[str]:
    """About CHAPTER_CHARS of Tibetan, different for each ``n`` (its sentences rotated, its number written in)."""
    rotated = CHAPTER_SENTENCES[n % len(CHAPTER_SENTENCES):] + CHAPTER_SENTENCES[:n % len(CHAPTER_SENTENCES)]
    paragraphs, size = [], 0
    while size < CHAPTER_CHARS:
        paragraph = f"ལེའུ་{str(n).translate(TIBETAN_DIGITS)} ། " + " ".join(rotated)
        paragraphs.append(paragraph)
        size += len(paragraph)
    return paragraphs


def paged_site() -> Site:
    """A home page linking to chapter 1 of a 12-chapter Tibetan e-text (each chapter links only to the next) and
    to news article 100 of a chain whose articles link to the one before and the one after."""
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", own_text(0)[:1], [("/book/chapter1.html", "དཔེ་ཆ།"),
                                                               ("/news/100.html", "གསར་འགྱུར།")]))
    for n in range(1, CHAPTERS + 1):
        links = [("/", "home")] + ([(f"/book/chapter{n + 1}.html", "རྗེས་མ།")] if n < CHAPTERS else [])
        site.html(f"/book/chapter{n}.html", page(f"ལེའུ་{n}", own_text(n), links))
    for n in NEWS_CHAIN:
        links = [("/", "home")] + [(f"/news/{m}.html", str(m)) for m in (n - 1, n + 1) if m in NEWS_CHAIN]
        site.html(f"/news/{n}.html", page(f"གསར་འགྱུར་{n}", own_text(n), links))
    return site


def test_a_paged_text_and_a_prev_next_news_chain_are_followed_to_their_ends(tmp_path: Path) -> None:
    """Each chapter links only to the next numbered one: the trap guard followed one such step from a page that
    brought nothing else new, so only chapters 1-2 (and news 99-101) were fetched, with no word in the log."""
    result, origin = crawl_one_site(paged_site(), tmp_path, "    max_depth: 30\n")
    stored = stored_paths(tmp_path / "mirror", "s", origin)
    assert [p for p in stored if p.startswith("/book/")] == sorted(f"/book/chapter{n}.html"
                                                                   for n in range(1, CHAPTERS + 1))
    assert [p for p in stored if p.startswith("/news/")] == sorted(f"/news/{n}.html" for n in NEWS_CHAIN)
    assert "tsheg/links/trap_variant" not in result.stderr


def test_a_site_renamed_between_runs_of_a_job_is_crawled_under_its_new_name(small_site, tmp_path: Path) -> None:
    """The job's duplicate filter had seen the start URL and the pages under the old name: the renamed site's
    start request was refused unlogged and nothing was fetched (summary: pages fetched 0)."""
    site, origin = small_site
    config, job = tmp_path / "sites.yaml", tmp_path / "job"
    for name in ("old", "new"):
        config.write_text(f"sites:\n  - name: {name}\n    start_urls: ['{origin}/']\n    download_delay: 0\n",
                          encoding="utf-8")
        result = run_crawl(config, tmp_path / "mirror", "-s", f"JOBDIR={job}")
        assert result.returncode == 0, result.stderr[-3000:]
    assert stored_paths(tmp_path / "mirror", "new", origin) == stored_paths(tmp_path / "mirror", "old", origin)
    assert "pages fetched: 7 HTML pages" in result.stderr


def test_a_resumed_job_keeps_to_its_site_s_lowered_page_budget(small_site, tmp_path: Path) -> None:
    """Requests an earlier run queued under a larger max_pages all went out after a resume with a smaller one;
    now the current budget holds when a request is about to be sent, the excess counted as dropped."""
    site, origin = small_site
    config, job = tmp_path / "sites.yaml", tmp_path / "job"
    yaml = f"sites:\n  - name: s\n    start_urls: ['{origin}/']\n"
    config.write_text(yaml + "    download_delay: 60\n    max_pages: 3000\n", encoding="utf-8")
    interrupt_crawl(config, tmp_path / "mirror", job, site)
    config.write_text(yaml + f"    download_delay: 0\n    max_pages: {LOWERED_BUDGET}\n", encoding="utf-8")
    resumed = run_crawl(config, tmp_path / "mirror", "-s", f"JOBDIR={job}")
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    pages = [path for path in site.requested if path != "/robots.txt"]
    assert len(pages) == LOWERED_BUDGET, pages
    assert f"budget {6 - (LOWERED_BUDGET - 1)}" in resumed.stderr   # the summary's dropped line
    assert resumed.stderr.count("has sent its max_pages") == 1       # logged once


def test_the_summary_accounts_for_responses_that_are_no_html_page(tmp_path: Path) -> None:
    """A 204 and a PDF were counted (tsheg/not_html) but left out of the summary: its responses did not add up."""
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", own_text(0)[:1], [("/report", "PDF"), ("/empty", "204")]))
    site.html("/report", b"%PDF-1.4 not a page", "application/pdf")
    site.routes["/empty"] = (204, {}, b"")
    result, _ = crawl_one_site(site, tmp_path, "    obey_robots: false\n")
    assert "pages fetched: 1 HTML pages (3 responses in all)" in result.stderr
    assert "other responses: not HTML 2 (counted, left alone)\n" in result.stderr


class FacetSite(Site):
    """A home page linking a facet page and list page 1 of 20 (each lists 5 articles and the next list page). A
    facet page (any query of /facet) links the 12 queries that set one facet to one word on top of its own."""

    def answer(self, raw_path: str) -> tuple[int, dict[str, str], bytes]:
        path, _, query = raw_path.partition("?")
        if path != "/facet":
            return super().answer(raw_path)
        self.requested.append(raw_path)
        chosen = dict(urllib.parse.parse_qsl(query))
        links = [("/facet?" + urllib.parse.urlencode(sorted({**chosen, facet: word}.items())), f"{facet} {word}")
                 for facet in FACETS for word in FACET_WORDS]
        body = page("ཚོང་ཁང་གི་དཔེ་ཆ།", [f"དཔེ་ཆ་འདེམས་པ། {query}", CHAPTER_SENTENCES[0]], links)
        return 200, {"Content-Type": "text/html; charset=utf-8"}, body


def facet_site() -> FacetSite:
    site = FacetSite()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", own_text(0)[:1], [("/facet?color=red", "ཚོང་ཁང་།"), ("/list/p1", "གསར་འགྱུར།")]))
    for n in range(1, LIST_PAGES + 1):
        links = [(f"/article/{n}-{k}.html", f"{n}-{k}") for k in range(ARTICLES_PER_LIST)]
        links += [(f"/list/p{n + 1}", "རྗེས་མ།")] if n < LIST_PAGES else []
        site.html(f"/list/p{n}", page(f"གསར་འགྱུར་ཐོ་གཞུང་{n}", CHAPTER_SENTENCES[1:2], links))
        for k in range(ARTICLES_PER_LIST):
            site.html(f"/article/{n}-{k}.html", page(f"གསར་འགྱུར་{n}-{k}", own_text(n * ARTICLES_PER_LIST + k)))
    return site


def test_facet_combinations_leave_the_page_budget_to_the_articles(tmp_path: Path) -> None:
    """Each facet page links 12 more word-valued combinations: 280 of the 300 pages went to facet pages (stored as
    near-duplicates) and 15 to articles. Now a path's first MAX_QUERY_SHAPES combinations are followed."""
    site = facet_site()
    result, origin = crawl_one_site(site, tmp_path, f"    max_depth: 30\n    max_pages: {FACET_BUDGET}\n")
    stored = stored_paths(tmp_path / "mirror", "s", origin)
    assert len([p for p in stored if p.startswith("/article/")]) == LIST_PAGES * ARTICLES_PER_LIST
    facets = [p for p in site.requested if p.startswith("/facet")]
    assert len(facets) == len(FACET_WORDS) + MAX_QUERY_SHAPES, facets   # (color=red, color=blue: one word each)
    assert "links not followed: query combinations past their path's share (facets, sort orders)" in result.stderr
    assert result.stderr.count("combinations of query words followed") == 1   # logged once


@pytest.mark.parametrize(("thread", "listing"), [
    ("/read.php?tid={n}", "/thread.php?fid=2&page={n}"),                                      # Discuz! 6, PHPWind
    ("/index.php?a=show&c=index&id={n}&m=content", "/index.php?a=lists&c=index&catid=2&m=content&page={n}"),   # PHPCMS
])
def test_a_forum_whose_every_thread_is_a_query_of_one_path_is_crawled_whole(tmp_path: Path, thread: str,
                                                                         listing: str) -> None:
    """One path, a distinct query per thread (canonical spelling: parameters sorted): the query-variant cap must
    not take them for facet combinations."""
    site = Site()
    lists = THREADS // THREADS_PER_LIST
    site.html("/", page("བོད་ཀྱི་གླེང་སྟེགས།", own_text(0)[:1], [(listing.format(n=1), "གླེང་སྟེགས།")]))
    for p in range(1, lists + 1):
        links = [(thread.format(n=n), f"{n}") for n in range((p - 1) * THREADS_PER_LIST + 1, p * THREADS_PER_LIST + 1)]
        links += [(listing.format(n=p + 1), "རྗེས་མ།")] if p < lists else []
        site.html(listing.format(n=p), page(f"གླེང་སྟེགས་{p}", CHAPTER_SENTENCES[2:3], links))
    for n in range(1, THREADS + 1):
        site.html(thread.format(n=n), page(f"གླེང་མོལ་{n}", own_text(n), [("/", "home"), (listing.format(n=1), "ཐོ།")]))
    result, origin = crawl_one_site(site, tmp_path)
    stored = stored_paths(tmp_path / "mirror", "s", origin)
    assert {thread.format(n=n) for n in range(1, THREADS + 1)} <= set(stored)
    assert "query_variants" not in result.stderr and "query combinations" not in result.stderr


def letter_word(n: int) -> str:
    """A word of ASCII letters for ``n`` (a query value with no digit: a word, not an identifier).

    >>> letter_word(0), letter_word(27)
    ('aa', 'ch')
    """
    return "".join(chr(ord("a") + int(digit)) for digit in f"{n:02d}")


QUERY_WORDS = [letter_word(n) for n in range(MAX_QUERY_SHAPES + 8)]   # more words than a path has shares
FOLLOWED_COMBINATIONS = 5   # combinations linked by a page whose links are followed


def test_query_combinations_on_a_nofollow_page_take_no_share_of_their_path(tmp_path: Path) -> None:
    """A page that says nofollow links 40 combinations of /list, the page after it 5 others: the combinations were
    counted when their links were read, not when followed, so the nofollow page took all 32 of the path's shares and
    none of the 5 was followed (the summary: 13 query combinations past their path's share)."""
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", own_text(0)[:1], [("/bo/a.html", "ཀ"), ("/bo/b.html", "ཁ")]))
    site.html("/bo/a.html", page("ཀ", own_text(1), [(f"/list?color={w}&size=big", w) for w in QUERY_WORDS]).replace(
        b"<title>", b'<meta name="robots" content="nofollow"><title>'))
    followed = [f"/list?color={w}&size=small" for w in QUERY_WORDS[:FOLLOWED_COMBINATIONS]]
    site.html("/bo/b.html", page("ཁ", own_text(2), [(path, path) for path in followed]))
    site.html("/list", page("ཐོ།", own_text(3)))
    result, _ = crawl_one_site(site, tmp_path)
    assert sorted(path for path in site.requested if path.startswith("/list")) == followed  # (fetched in any order)
    assert "query combinations" not in result.stderr


# The sites of the combination test: one site whose two pages link the same combinations, or two sites on one host
# (a Tibetan and a Uyghur section) whose pages do; (name, start path, languages) each.
ONE_SITE = (("s", "/", "bo"),)
TWO_SITES_ON_ONE_HOST = (("bo", "/", "bo"), ("ug", "/ug/", "ug"))


@pytest.mark.parametrize("sites", [ONE_SITE, TWO_SITES_ON_ONE_HOST])
def test_a_query_combination_every_page_links_is_counted_once_when_not_followed(
        tmp_path: Path, sites: tuple[tuple[str, str, str], ...]) -> None:
    """Two pages link the same 40 combinations of /list: 32 are followed, 8 are not, and the summary counted those
    8 once per page that linked them (16), where the budget's "not kept" counts each URL once; and once per site
    when the pages were two sites' on one host (16 again: the path's shares are the crawl's, not a site's)."""
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", own_text(0)[:1], [("/bo/a.html", "ཀ"), ("/bo/b.html", "ཁ")]))
    site.html("/ug/", page("ئۇيغۇرچە", [UYGHUR], [("/ug/c.html", "ماقالە")]))   # (the second site's start)
    combinations = [(f"/list?color={w}&size=big", w) for w in QUERY_WORDS]
    for n, path in enumerate(("/bo/a.html", "/bo/b.html"), start=1):
        site.html(path, page(path, own_text(n), combinations))
    site.html("/ug/c.html", page("ماقالە", [UYGHUR], combinations))
    site.html("/list", page("ཐོ།", own_text(3)))
    config = "defaults: {download_delay: 0}\nsites:\n" + "".join(
        f"  - {{name: {name}, start_urls: ['{{origin}}{start}'], languages: [{lang}]}}\n" for name, start, lang in sites)
    with served(site) as origin:
        (tmp_path / "sites.yaml").write_text(config.replace("{origin}", origin), encoding="utf-8")
        result = run_crawl(tmp_path / "sites.yaml", tmp_path / "mirror")
    assert result.returncode == 0, result.stderr[-3000:]
    left = len(QUERY_WORDS) - MAX_QUERY_SHAPES
    assert len([path for path in site.requested if path.startswith("/list")]) == MAX_QUERY_SHAPES
    assert f"links not followed: query combinations past their path's share (facets, sort orders) {left}\n" \
        in result.stderr
    assert f"'tsheg/links/query_variants': {left}," in result.stderr


def test_every_query_combination_a_sitemap_lists_is_fetched(tmp_path: Path) -> None:
    """A sitemap lists 40 articles of one path told apart by a word next to another (?lang=bo&slug=...): a site
    names them on purpose, yet the cap on a path's query combinations fetched 32 of them, within max_pages."""
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", own_text(0)[:1]))
    articles = [f"/read?lang=bo&slug={w}" for w in QUERY_WORDS]
    for n, path in enumerate(articles, start=1):
        site.html(path, page(f"གསར་འགྱུར་{n}", own_text(n)))
    site.html("/sitemap.xml", "".join(["<urlset>", *(f"<url><loc>{html.escape(path)}</loc></url>" for path in articles),
                                       "</urlset>"]).encode(), "application/xml")
    result, origin = crawl_one_site(site, tmp_path, "    max_depth: 0\n    sitemaps: true\n")
    assert stored_paths(tmp_path / "mirror", "s", origin) == sorted(["/", *articles])
    assert "query combinations" not in result.stderr
