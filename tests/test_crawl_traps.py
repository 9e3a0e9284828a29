"""End to end: the trap guard against paged texts and prev/next chains (real crawls of loopback sites)."""

from __future__ import annotations

from pathlib import Path

from .fixtures.crawl_texts import page
from .fixtures.web import Site
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
