"""`tsheg recognize` and `tsheg extract` read every page a WARC file archives (ours or Heritrix's)."""

from __future__ import annotations

import gzip
import io
import json
from pathlib import Path

import pytest
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from extract.cli import main

from .fixtures.crawl_texts import ENGLISH, TIBETAN, UYGHUR, page

ORIGIN = "http://bo.example.org"
TIBETAN_PAGE = page("གསར་འགྱུར།", [TIBETAN])
UYGHUR_TEXT = UYGHUR.encode("utf-8")
ENGLISH_PAGE = page("News", [ENGLISH])


def response(writer: WARCWriter, path: str, status: str, headers: list[tuple[str, str]], body: bytes) -> None:
    http = StatusAndHeaders(status, headers + [("Content-Length", str(len(body)))], protocol="HTTP/1.1")
    writer.write_record(writer.create_warc_record(f"{ORIGIN}{path}", "response", payload=io.BytesIO(body),
                                                  length=len(body), http_headers=http))


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    """A WARC as a general crawler writes one: pages among images, errors, requests and revisits."""
    path = tmp_path / "crawl.warc.gz"
    with path.open("wb") as stream:
        writer = WARCWriter(stream, gzip=True)
        writer.write_record(writer.create_warcinfo_record(path.name, {"software": "a crawler"}))
        response(writer, "/bo.html", "200 OK", [("Content-Type", "text/html; charset=utf-8"),
                                                ("Content-Encoding", "gzip")], gzip.compress(TIBETAN_PAGE))
        response(writer, "/logo.png", "200 OK", [("Content-Type", "image/png")], b"\x89PNG\r\n\x1a\n" + bytes(64))
        response(writer, "/gone.html", "404 Not Found", [("Content-Type", "text/html")], TIBETAN_PAGE)
        request = StatusAndHeaders("GET /bo.html HTTP/1.1", [("Host", "bo.example.org")], is_http_request=True)
        writer.write_record(writer.create_warc_record(f"{ORIGIN}/bo.html", "request", http_headers=request))
        response(writer, "/ug.txt", "200 OK", [("Content-Type", "text/plain; charset=utf-8")], UYGHUR_TEXT)
        response(writer, "/en", "200 OK", [], ENGLISH_PAGE)   # no Content-Type: HTML markup decides
        writer.write_record(writer.create_revisit_record(f"{ORIGIN}/bo.html", "sha1:AAAA", f"{ORIGIN}/bo.html",
                                                         "2026-11-21T10:00:00Z"))
    return path


def test_recognize_names_each_archived_page_by_its_uri(archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["recognize", "--json", str(archive)]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["source"], r["language"]) for r in records] == [
        (f"{ORIGIN}/bo.html", "bo"), (f"{ORIGIN}/ug.txt", "ug"), (f"{ORIGIN}/en", "en")]


def test_extract_gives_each_archived_page_under_its_uri(archive: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["extract", str(archive)]) == 0
    out = capsys.readouterr().out
    assert out.index(f"==> {ORIGIN}/bo.html <==") < out.index(TIBETAN[:40]) < out.index(f"==> {ORIGIN}/ug.txt <==")
    assert UYGHUR[:40] in out and "logo.png" not in out and "gone.html" not in out
    assert main(["extract", "--json", str(archive)]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["source"], r["language"]) for r in records] == [
        (f"{ORIGIN}/bo.html", "bo"), (f"{ORIGIN}/ug.txt", "ug"), (f"{ORIGIN}/en", "en")]


def test_a_file_that_is_no_warc_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    junk = tmp_path / "junk.warc.gz"
    junk.write_bytes(gzip.compress(b"<html>not an archive</html>"))
    assert main(["recognize", str(junk)]) == 1
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize(("content", "reason"), [
    (TIBETAN_PAGE, "not a WARC file"),                          # a page saved under a WARC name
    (gzip.compress(b"<html>not an archive</html>"), "not a WARC file"),
    (b"", "an empty file"),
], ids=["html-named-warc", "gzip-html", "empty"])
def test_a_file_that_starts_no_warc_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes,
                                               reason: str) -> None:
    named = tmp_path / "saved.warc"
    named.write_bytes(content)
    assert main(["extract", str(named)]) == 1
    err = capsys.readouterr().err
    assert reason in err and "WARNING" not in err


# Where a copy of the archive stops: (a marker in the uncompressed WARC, the offset from it).
CUTS = {"in-a-page-body": (b"404 Not Found", 200), "in-a-header-block": (b"GET /bo.html", -200)}


@pytest.mark.parametrize("cut_at", CUTS)
def test_a_cut_warc_gives_the_pages_before_the_cut_and_then_an_error(
        archive: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], cut_at: str) -> None:
    whole = gzip.decompress(archive.read_bytes())      # (the members, one stream: cut anywhere)
    marker, offset = CUTS[cut_at]
    cut = tmp_path / "cut.warc"
    cut.write_bytes(whole[:whole.index(marker) + offset])
    assert main(["recognize", "--json", str(cut)]) == 1
    captured = capsys.readouterr()
    assert [json.loads(line)["source"] for line in captured.out.splitlines()] == [f"{ORIGIN}/bo.html"]
    assert "ends early" in captured.err


@pytest.mark.parametrize("command", ["extract", "recognize"])
def test_a_warc_of_revisit_records_only_says_where_its_pages_are(tmp_path: Path, command: str,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    # the file an unchanged re-crawl writes: every capture a revisit of one archived before
    path = tmp_path / "recrawl.warc.gz"
    with path.open("wb") as stream:
        writer = WARCWriter(stream, gzip=True)
        writer.write_record(writer.create_warcinfo_record(path.name, {"software": "tsheg"}))
        for name in ("/bo.html", "/ug.html"):
            writer.write_record(writer.create_revisit_record(f"{ORIGIN}{name}", "sha1:AAAA", f"{ORIGIN}{name}",
                                                             "2026-11-21T10:00:00Z"))
    assert main([command, str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "no page archived in it (2 revisit records: their pages are archived in an earlier WARC file" in captured.err
