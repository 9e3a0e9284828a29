"""`tsheg demo` end to end: the bundled demo web crawled by the real spider into a mirror.

What the demo web holds (crawler/demo_site, written for this project) and what a
focused Tibetan/Uyghur crawl must make of it: every Tibetan and Uyghur article and
list page stored once, in clean Unicode whatever its legacy encoding, with its
main text only; no Chinese or English page stored; nothing robots.txt forbids
ever requested.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import unicodedata
import urllib.parse
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lxml.html
import pytest

from crawler.demo import DEMO_SITE_DIR
from tests.conftest import PROJECT_ROOT

pytestmark = pytest.mark.slow

DEMO_TIMEOUT = 240        # seconds for the whole `tsheg demo` run (about 5 s on a laptop)

BO_ARTICLES = (
    "/news/barley-harvest.html", "/news/solar-herders.html", "/news/snowfall.html",
    "/news/library-opens.html", "/news/new-bridge.html",
    "/news/market-prices.html",            # UTF-8 served as iso-8859-1
    "/culture/losar.html", "/culture/thangka-painter.html", "/culture/horse-race.html",
    "/culture/folk-songs.html",
    "/culture/old-manuscripts.html",       # linked only from the Chinese page (tunnel 1)
    "/education/tibetan-typing.html", "/education/exam-results.html", "/education/young-readers.html",
)
UG_ARTICLES = (
    "/xewer/orek-hosul.html", "/xewer/kutubxana.html", "/xewer/yamghur.html", "/xewer/yol.html",
    "/xewer/mektep.html", "/xewer/su.html",
    "/xewer/bazar.html",                   # windows-1256 with numeric character references
    "/medeniyet/meshrep.html", "/medeniyet/nan.html", "/medeniyet/kitab.html", "/medeniyet/muqam.html",
    "/medeniyet/usta.html",                # linked only from the English page (tunnel 1)
    "/medeniyet/bagh.html",                # Arabic presentation forms
)
PUA_ARTICLE = "/culture/old-fonts.html"   # Tibetan extension set A (PUA): converted only with the tables
TMW_ARTICLE = "/news/archive-winter-market.html"   # TibetanMachineWeb 8-bit font runs, windows-1252
TMW_PARAGRAPHS = (        # its text in Unicode (the page has none)
    "ལོ་ལྟར་དགུན་ཟླ་དང་པོའི་ནང་ལྷ་ཐང་གི་ཐང་ཆེན་སྟེང་དུ་ཚོང་འདུས་ཚོགས་ཀྱི་ཡོད།",
    "ཚོང་འདུས་ཀྱི་ཉིན་གསུམ་རིང་ཁྱིམ་ཚང་མང་པོས་སྦྲ་ཕུབ་ནས་ཇ་དང་ཁ་ཟས་འགྲེམས་སྟོན་བྱས།",
    "རྒན་པོ་ཚོས་བཤད་དོན་ལྟར་ན། སྔོན་ཆད་ཚོང་འདུས་འདི་ལ་རྒྱང་རིང་ས་ནས་ཚོང་པ་རྣམས་རྟ་ཐོག་ཏུ་ཡོང་གི་ཡོད་པ་རེད།",
)
BO_HUBS = ("/", "/news/", "/news/page-2.html", "/culture/", "/education/")
UG_HUBS = ("/", "/xewer/", "/medeniyet/")
NON_TARGET = {"bo-news": ("/zh/", "/zh/notice.html", "/en/about.html"),
              "ug-news": ("/en/", "/zh/about.html")}
DISALLOWED = {"bo-news": "/private/", "ug-news": "/admin/"}
LANGUAGE = {"bo-news": "bo", "ug-news": "ug"}
ARTICLES = {"bo-news": BO_ARTICLES, "ug-news": UG_ARTICLES}
HUBS = {"bo-news": BO_HUBS, "ug-news": UG_HUBS}
PAGE_CHARSET = {"/news/market-prices.html": "utf-8", "/xewer/bazar.html": "cp1256"}
TEXT_PROBE = 40           # characters of an article's first paragraph looked up in the stored text


@dataclass
class DemoRun:
    mirror: Path
    stdout: str
    stderr: str
    returncode: int
    requests: list[dict[str, Any]]

    def records(self, site: str) -> list[dict[str, Any]]:
        manifest = self.mirror / site / "manifest.jsonl"
        assert manifest.is_file(), f"no manifest for {site}: {manifest}"
        return [json.loads(line) for line in manifest.read_text(encoding="utf-8").splitlines() if line.strip()]

    def kept(self, site: str) -> list[dict[str, Any]]:
        return [r for r in self.records(site) if r.get("kept", True)]


def page_key(url: str) -> str:
    """A URL's path with the query dropped and a trailing index.html folded into its folder."""
    path = urllib.parse.urlsplit(url).path or "/"
    return path[: -len("index.html")] if path.endswith("/index.html") else path


def record_keys(record: dict[str, Any]) -> set[str]:
    return {page_key(record[key]) for key in ("url", "final_url") if isinstance(record.get(key), str)}


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> DemoRun:
    out = tmp_path_factory.mktemp("demo")
    mirror, log = out / "mirror", out / "access.jsonl"
    result = subprocess.run(
        [sys.executable, "-m", "crawler.cli", "demo", "--mirror", str(mirror), "--access-log", str(log)],
        cwd=out, capture_output=True, text=True, timeout=DEMO_TIMEOUT, check=False)
    requests = ([json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
                if log.is_file() else [])
    return DemoRun(mirror, result.stdout, result.stderr, result.returncode, requests)


def article_paragraphs(site: str, path: str) -> list[str]:
    """The article's paragraphs as a reader sees them (legacy forms folded to Unicode letters)."""
    body = (DEMO_SITE_DIR / site / path.lstrip("/")).read_bytes()
    text = body.decode(PAGE_CHARSET.get(path, "gbk" if path.startswith("/zh/") else "utf-8"))
    root = lxml.html.fromstring(text)
    paragraphs = [p.text_content() for p in root.iterfind(".//article/p") if p.get("class") != "byline"]
    folded = [unicodedata.normalize("NFKC", p) for p in paragraphs]
    return [p.replace("\u0647", "\u06d5") if site == "ug-news" else p for p in folded]


def comment_texts(site: str, path: str) -> list[str]:
    body = (DEMO_SITE_DIR / site / path.lstrip("/")).read_bytes()
    root = lxml.html.fromstring(body.decode(PAGE_CHARSET.get(path, "utf-8")))
    return [unicodedata.normalize("NFKC", p.text_content()) for p in root.iterfind(".//div[@class='comment']/p")]


def stored_text(demo: DemoRun, record: dict[str, Any]) -> str:
    path = (demo.mirror / record["path"]).resolve()
    assert demo.mirror.resolve() in path.parents, f"{record['path']} is outside the mirror"
    return path.read_text(encoding="utf-8")


def stored_record(demo: DemoRun, site: str, path: str) -> dict[str, Any]:
    matches = [r for r in demo.kept(site) if page_key(path) in record_keys(r)]
    assert len(matches) == 1, f"{site}{path}: expected one stored record, got {len(matches)}: " + \
        ", ".join(r.get("url", "?") for r in matches)
    return matches[0]


# ---------------------------------------------------------------- the command

def test_demo_exits_cleanly_and_prints_the_summary(demo: DemoRun) -> None:
    assert demo.returncode == 0, demo.stderr[-3000:]
    for line in ("pages fetched:", "stored:", "dropped:", f"mirror: {demo.mirror}"):
        assert line in demo.stdout
    stored_line = next(line for line in demo.stdout.splitlines() if "stored:" in line)
    assert re.search(r"\bbo \d+", stored_line) and re.search(r"\bug \d+", stored_line)
    assert "0 to paths robots.txt forbids" in demo.stdout


# ---------------------------------------------------------------- what is stored

@pytest.mark.parametrize("site", ["bo-news", "ug-news"])
def test_every_article_is_stored_once_in_its_language(demo: DemoRun, site: str) -> None:
    missing = [p for p in ARTICLES[site] if not any(page_key(p) in record_keys(r) for r in demo.kept(site))]
    assert missing == []
    for path in ARTICLES[site]:
        record = stored_record(demo, site, path)
        assert record.get("lang") == LANGUAGE[site], f"{site}{path}: lang {record.get('lang')!r}"


def test_pua_page_is_converted_with_the_tables_and_flagged_without(demo: DemoRun) -> None:
    from extract.legacy_tables import pua_table

    record = stored_record(demo, "bo-news", PUA_ARTICLE)
    assert record.get("lang") == "bo"
    text = stored_text(demo, record)
    table = pua_table()                   # same lookup as the crawl: TSHEG_TABLES_DIR, else the data folder
    if table is None:
        assert record.get("encoding_note"), "legacy text kept without a note"
        return
    for paragraph in article_paragraphs("bo-news", PUA_ARTICLE):
        unicode = "".join(table.get(ord(ch), ch) for ch in paragraph)
        assert unicode[:TEXT_PROBE] in text
    assert not re.search("[\uf300-\uf8ff]", text)
    assert not record.get("encoding_note")


def test_tibetan_machine_web_page_is_converted_with_the_tables_and_flagged_without(demo: DemoRun) -> None:
    from extract.legacy_tables import font_tables

    record = stored_record(demo, "bo-news", TMW_ARTICLE)
    assert record.get("lang") == "bo"
    text = stored_text(demo, record)
    if not font_tables():                 # same lookup as the crawl: TSHEG_TABLES_DIR, else the data folder
        assert record.get("encoding_note"), "legacy text kept without a note"
        return
    missing = [p for p in TMW_PARAGRAPHS if p not in text]
    assert missing == []
    assert not record.get("encoding_note")


@pytest.mark.parametrize("site", ["bo-news", "ug-news"])
def test_list_pages_are_stored_as_hubs(demo: DemoRun, site: str) -> None:
    kinds = {path: stored_record(demo, site, path).get("kind") for path in HUBS[site]}
    assert {path: kind for path, kind in kinds.items() if kind != "hub"} == {}


@pytest.mark.parametrize("site", ["bo-news", "ug-news"])
def test_long_articles_are_stored_as_articles(demo: DemoRun, site: str) -> None:
    wrong = []
    for path in ARTICLES[site]:
        if len(article_paragraphs(site, path)) >= 3:
            kind = stored_record(demo, site, path).get("kind")
            if kind != "article":
                wrong.append(f"{path}: {kind!r}")
    assert wrong == []


@pytest.mark.parametrize("site", ["bo-news", "ug-news"])
def test_chinese_and_english_pages_are_not_stored(demo: DemoRun, site: str) -> None:
    stored = {key for r in demo.kept(site) for key in record_keys(r)}
    assert stored.isdisjoint(page_key(p) for p in NON_TARGET[site])
    assert all(r.get("lang") == LANGUAGE[site] for r in demo.kept(site))


@pytest.mark.parametrize("site", ["bo-news", "ug-news"])
def test_robots_txt_is_read_and_obeyed(demo: DemoRun, site: str) -> None:
    paths = [r["path"] for r in demo.requests if r["site"] == site]
    assert "/robots.txt" in paths
    assert [p for p in paths if p.startswith(DISALLOWED[site])] == []


@pytest.mark.parametrize("site", ["bo-news", "ug-news"])
def test_duplicates_are_stored_once(demo: DemoRun, site: str) -> None:
    kept = demo.kept(site)
    same_text = [sha for sha, n in Counter(r["sha256"] for r in kept).items() if n > 1]
    assert same_text == []
    keys = Counter(page_key(r.get("final_url") or r["url"]) for r in kept)
    assert [k for k, n in keys.items() if n > 1] == []
    files = [r["path"] for r in kept]
    assert len(files) == len(set(files))


def test_redirected_url_is_not_stored_twice(demo: DemoRun) -> None:
    record = stored_record(demo, "bo-news", "/news/library-opens.html")
    same = [r["url"] for r in demo.kept("bo-news") if r["sha256"] == record["sha256"]]
    assert same == [record["url"]]


# ---------------------------------------------------------------- the stored text

@pytest.mark.parametrize("site, path", [(s, p) for s in ARTICLES for p in ARTICLES[s]])
def test_stored_text_is_the_article_in_unicode(demo: DemoRun, site: str, path: str) -> None:
    text = stored_text(demo, stored_record(demo, site, path))
    for paragraph in article_paragraphs(site, path):
        assert paragraph[:TEXT_PROBE] in text, f"{site}{path}: paragraph {paragraph[:TEXT_PROBE]!r} not in the stored text"
    assert text == unicodedata.normalize("NFC", text)
    assert "©" not in text, f"{site}{path}: the footer is in the stored text"


@pytest.mark.parametrize("site, path", [(s, p) for s in ARTICLES for p in ARTICLES[s] if comment_texts(s, p)])
def test_stored_text_leaves_the_comments_out(demo: DemoRun, site: str, path: str) -> None:
    text = stored_text(demo, stored_record(demo, site, path))
    kept = [c for c in comment_texts(site, path) if c in text]
    assert kept == [], f"{site}{path}: comments in the stored text"


def test_nothing_is_written_outside_the_mirror(demo: DemoRun) -> None:
    for site in ("bo-news", "ug-news"):
        for record in demo.records(site):
            if isinstance(record.get("path"), str):
                target = (demo.mirror / record["path"]).resolve()
                assert demo.mirror.resolve() in target.parents and target.is_file()
    assert not (PROJECT_ROOT / "config" / "tsheg-demo.yaml").exists()
