"""crawler/pipelines.py: decode -> extract -> mirror on real pages; manifest fields; aliases; hubs."""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from pathlib import Path

import pytest
from scrapy.exceptions import DropItem

from crawler.items import PageItem
from crawler.mirror import ALIAS_PAGES_DIR, StoredAgainError
from crawler.pipelines import DecodePipeline, ExtractPipeline, MirrorPipeline, headers_with_hint
from crawler.warc import OPEN_SUFFIX, Capture
from extract.recognize import recognize_page

from .fixtures.crawl_texts import CHINESE, TIBETAN, UYGHUR, page
from .fixtures.spider import spider_crawler
from .fixtures.warc import read_warc

CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # C0 controls but tab and LF, DEL, C1 controls
MANIFEST_FIELDS = {"url", "final_url", "status", "fetched_at", "depth", "lang", "recognition", "encoding",
                   "encoding_source", "conversions", "encoding_note", "extractor", "title", "path",
                   "sha256", "chars", "bytes", "kind", "kept", "body_sha256"}


@pytest.fixture
def crawler(tmp_path: Path):
    return spider_crawler(tmp_path, "sites:\n  - name: s\n    start_urls: ['http://a.org/']\n    store_html: true\n",
                          mirror="mirror")


def item_for(url: str, body: bytes, final_url: str | None = None) -> PageItem:
    headers = {"Content-Type": "text/html; charset=utf-8"}
    return PageItem(site="s", url=url, final_url=final_url or url, status=200, fetched_at="2024-05-01T00:00:00+00:00",
                    depth=1, headers=headers, body=body, recognition=recognize_page(body, headers))


def run_pipelines(crawler, item: PageItem) -> PageItem:
    async def go() -> PageItem:
        out = await DecodePipeline.from_crawler(crawler).process_item(item)
        out = await ExtractPipeline.from_crawler(crawler).process_item(out)
        return await crawler.mirror_pipeline.process_item(out)
    if not hasattr(crawler, "mirror_pipeline"):
        crawler.mirror_pipeline = MirrorPipeline.from_crawler(crawler)
    return asyncio.run(go())


def manifest(tmp_path: Path) -> list[dict]:
    path = tmp_path / "mirror" / "s" / "manifest.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_a_target_page_is_stored_with_a_complete_manifest_record(crawler, tmp_path: Path) -> None:
    body = page("བོད་ཀྱི་གནས་ཚུལ།", [TIBETAN, TIBETAN[60:140]], [("/", "ENGLISH MENU"), ("/zh", "中文")])
    out = run_pipelines(crawler, item_for("http://a.org/news/1.html", body))
    assert out.body is None and out.decoded is None          # the raw page and its tree are not kept
    (record,) = manifest(tmp_path)
    assert MANIFEST_FIELDS <= set(record)
    assert record["url"] == "http://a.org/news/1.html" and record["lang"] == "bo" and record["kept"] is True
    assert record["path"] == "s/a.org/news/1.html.txt" and record["status"] == 200 and record["depth"] == 1
    assert record["recognition"]["dots"] > 10 and record["encoding"]
    text = (tmp_path / "mirror" / record["path"]).read_text(encoding="utf-8")
    assert TIBETAN.split("།")[0] in text
    assert "ENGLISH MENU" not in text                 # the menu is not main text
    assert record["chars"] == len(text) and text.endswith("\n") and not text.endswith("\n\n")   # its last line too
    assert out.text == text and out.record == record        # what a feed export (-O) writes: the file's text
    assert (tmp_path / "mirror" / "s/a.org/news/1.html.html").read_bytes() == body   # store_html
    assert record["body_sha256"] == hashlib.sha256(body).hexdigest()       # the bytes served: which pages are one


def test_a_failed_extraction_keeps_the_clean_page_text(crawler, tmp_path: Path, monkeypatch) -> None:
    def broken_extractor(*args, **kwargs):  # noqa: ANN002, ANN003 - fault injection
        raise RuntimeError("extractor bug")

    monkeypatch.setattr("extract.extraction.extract_decoded", broken_extractor)
    body = page("བོད་ཀྱི་གནས་ཚུལ།", [TIBETAN[:30] + "&#21;" + TIBETAN[30:], "&#21;"], [("/", "MENU")])
    run_pipelines(crawler, item_for("http://a.org/news/2.html", body))
    (record,) = manifest(tmp_path)
    assert record["extractor"] == "page-text"     # the page is kept with all its text, not lost
    text = (tmp_path / "mirror" / record["path"]).read_text(encoding="utf-8")
    assert TIBETAN[:60] in text and "MENU" in text  # the control character left no trace
    assert "" not in text.splitlines()  # (nor a line of its own)


def test_the_mirror_holds_no_del_or_c1_control(crawler, tmp_path: Path) -> None:
    # C1 controls (what a windows-1252 page's undefined bytes 0x81, 0x9D decode to) and DEL in text and title
    text = TIBETAN[:30] + "\x81 \x9d" + TIBETAN[30:]
    body = page("བོད་\x7fཀྱི་གནས་ཚུལ།", [text, TIBETAN[60:140] + "\x7f"], [("/", "MENU")])
    out = run_pipelines(crawler, item_for("http://a.org/news/3.html", body))
    (record,) = manifest(tmp_path)
    stored = (tmp_path / "mirror" / record["path"]).read_text(encoding="utf-8")
    assert TIBETAN[:30] + " " + TIBETAN[30:60] in stored
    assert not CONTROL_RE.search(stored + record["title"] + out.title)
    assert record["title"] == "བོད་ཀྱི་གནས་ཚུལ།"


def test_the_same_text_under_a_second_url_is_an_alias(crawler, tmp_path: Path) -> None:
    body = page("ئۇيغۇرچە", [UYGHUR])
    run_pipelines(crawler, item_for("http://a.org/ug/1.html", body))
    run_pipelines(crawler, item_for("http://a.org/ug/1.html?lang=ug", body))
    first, second = manifest(tmp_path)
    assert first["kept"] is True and second["kept"] is False
    assert second["alias_of"] == "http://a.org/ug/1.html" and second["sha256"] == first["sha256"]
    assert crawler.stats.get_value("tsheg/aliases") == 1 and crawler.stats.get_value("tsheg/stored/ug") == 1


def test_the_crawl_keeps_no_raw_page_of_an_alias_of_a_page_it_stored_and_refuses_a_url_stored_again(
        crawler, tmp_path: Path) -> None:
    """The crawl stores each URL once a run (its frontier requests a URL once), and its mirror says so: an alias of a
    page stored earlier in the run (store_html) has no raw page kept for the run (a crawl of 799 such aliases kept
    49 MB), and a second store of a URL is refused."""
    article = [UYGHUR]
    run_pipelines(crawler, item_for("http://a.org/ug/1.html", page("ئۇيغۇرچە", article)))
    run_pipelines(crawler, item_for("http://a.org/ug/1.html?lang=ug", page("ئۇيغۇرچە ", article)))
    assert [record["kept"] for record in manifest(tmp_path)] == [True, False]
    assert not (tmp_path / "mirror" / "s" / ALIAS_PAGES_DIR).exists()
    with pytest.raises(StoredAgainError):
        run_pipelines(crawler, item_for("http://a.org/ug/1.html", page("ئۇيغۇرچە", [UYGHUR[40:]])))


def test_a_link_list_page_is_stored_as_a_hub(crawler, tmp_path: Path) -> None:
    links = [(f"/news/{i}.html", TIBETAN[i * 7: i * 7 + 40]) for i in range(25)]
    body = page("བོད།", [], links)
    run_pipelines(crawler, item_for("http://a.org/", body))
    (record,) = manifest(tmp_path)
    assert record["kind"] == "hub" and record["path"] == "s/a.org/index.txt"


def test_a_redirected_page_keeps_both_urls(crawler, tmp_path: Path) -> None:
    body = page("བོད།", [TIBETAN])
    run_pipelines(crawler, item_for("http://a.org/old/1.html", body, final_url="http://a.org/news/9.html"))
    (record,) = manifest(tmp_path)
    assert record["url"] == "http://a.org/old/1.html" and record["final_url"] == "http://a.org/news/9.html"


def test_a_body_in_the_file_a_killed_crawl_left_open_is_archived_as_a_revisit_next_run(tmp_path: Path) -> None:
    """The WARC file of a killed crawl is still `.open` when the next run starts: its captures count (they were
    looked up before the file was finished, and the page was archived again in full)."""
    yaml = "sites:\n  - name: s\n    start_urls: ['http://a.org/']\n    warc: true\n"
    body = page("བོད་ཀྱི་གནས་ཚུལ།", [TIBETAN])
    url = "http://a.org/news/1.html"
    for _ in range(2):
        crawler = spider_crawler(tmp_path, yaml, mirror="mirror")
        item = item_for(url, body)
        item.capture = Capture(url, "GET", [], "HTTP/1.1", 200, list(item.headers.items()), body)
        run_pipelines(crawler, item)
        for warcs in crawler.mirror_pipeline._warcs.values():   # killed: the file is left open
            warcs._handle.close()
    first, second = sorted((tmp_path / "mirror" / "s" / "warc").iterdir())
    assert not first.name.endswith(OPEN_SUFFIX) and second.name.endswith(OPEN_SUFFIX)
    assert [r.type for r in read_warc(first)] == ["warcinfo", "response", "request"]
    assert [r.type for r in read_warc(second)] == ["warcinfo", "revisit", "request"]


def test_legacy_gbk_page_with_wrong_header_is_decoded(crawler, tmp_path: Path) -> None:
    body = page("中文", [CHINESE + TIBETAN]).replace(b'<meta charset="utf-8">', b"")
    item = item_for("http://a.org/gbk.html", body.decode("utf-8").encode("gb18030"))
    item.headers = {"Content-Type": "text/html; charset=gb18030"}
    run_pipelines(crawler, item)
    (record,) = manifest(tmp_path)
    assert "今天天气很好" in (tmp_path / "mirror" / record["path"]).read_text(encoding="utf-8")


def test_the_decode_stage_uses_the_page_the_spider_already_decoded(crawler, tmp_path: Path) -> None:
    from extract.decode import decode_page

    body = page("བོད་ཀྱི་གནས་ཚུལ།", [TIBETAN], [])
    item = item_for("http://a.org/news/1.html", body)
    item.decoded = decoded = decode_page(body, item.headers)
    out = asyncio.run(DecodePipeline.from_crawler(crawler).process_item(item))
    assert out.decoded is decoded and out.title == decoded.title and out.encoding == decoded.encoding


def test_a_page_that_cannot_be_written_is_dropped_and_counted(crawler, tmp_path: Path) -> None:
    (tmp_path / "mirror").mkdir()
    (tmp_path / "mirror" / "s").write_text("a file where the site folder should be")
    with pytest.raises(DropItem, match="write_error|decode_error|exists"):
        run_pipelines(crawler, item_for("http://a.org/x.html", page("བོད།", [TIBETAN])))


@pytest.mark.parametrize(("headers", "body", "hint", "expected"), [
    ({"Content-Type": "text/html"}, b"<p>x</p>", "gb18030", "text/html; charset=gb18030"),
    ({"Content-Type": "text/html; charset=utf-8"}, b"<p>x</p>", "gb18030", "text/html; charset=utf-8"),
    ({"content-type": "text/html"}, b"<META http-equiv=Content-Type content='text/html; charset=gbk'>",
     "gb18030", "text/html"),
    ({}, b"<p>x</p>", "big5", "text/html; charset=big5"),
    ({"Content-Type": "text/html"}, b"<p>x</p>", None, "text/html"),
])
def test_the_encoding_hint_only_fills_a_missing_charset(headers, body, hint, expected) -> None:
    out = headers_with_hint(headers, body, hint)
    assert next(v for k, v in out.items() if k.lower() == "content-type") == expected
