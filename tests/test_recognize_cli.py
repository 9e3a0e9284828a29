"""`tsheg recognize` and `tsheg bench recognition` from the command line."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from extract.cli import PAGE_COMMANDS, main

COMMANDS = tuple(c for c in PAGE_COMMANDS if c.module in ("extract.commands.recognize", "extract.bench.recognition"))

TIBETAN_PAGE = ("<html><body><p>" + "བོད་ཀྱི་སྐད་ཡིག་ནི་བོད་མི་རྣམས་ཀྱི་སྐད་ཡིག་ཡིན། ང་ཚོས་ཉིན་རེ་བཞིན་དཔེ་ཆ་ཀློག་གི་ཡོད། " * 4
                + "</p></body></html>")
UYGHUR_PAGE = ("<html><body><p>" + "مەن ھەر كۈنى مەكتەپكە بارىمەن. بۈگۈن ھاۋا بەك ياخشى بولدى. ئۇ كىتاب ئوقۇشنى ياخشى كۆرىدۇ. " * 4
               + "</p></body></html>")
ENGLISH_PAGE = "<html><body><p>" + "The cat sat on the mat and the dog was in the garden. " * 5 + "</p></body></html>"


@pytest.fixture
def pages(tmp_path: Path) -> Path:
    (tmp_path / "bo.html").write_text(TIBETAN_PAGE, encoding="utf-8")
    (tmp_path / "ug.html").write_text(UYGHUR_PAGE, encoding="utf-8")
    (tmp_path / "en.html").write_text(ENGLISH_PAGE, encoding="utf-8")
    return tmp_path


def test_one_line_per_page(pages: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["recognize", str(pages / "bo.html"), str(pages / "ug.html"), str(pages / "en.html")], COMMANDS)
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    assert [line.split()[0] for line in lines] == ["bo", "ug", "en"]
    assert "passing=" in lines[0] and "bo.html" in lines[0]


def test_json_lines(pages: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["recognize", "--json", str(pages / "bo.html")], COMMANDS) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["language"] == "bo" and record["encoding_family"] == "unicode"
    assert record["source"].endswith("bo.html") and record["passing"] > 0


def test_missing_file_is_reported_and_the_rest_still_runs(pages: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["recognize", str(pages / "nope.html"), str(pages / "ug.html")], COMMANDS)
    captured = capsys.readouterr()
    assert status == 1
    assert "cannot read" in captured.err and "nope.html" in captured.err
    assert captured.out.split()[0] == "ug"


def test_url_over_loopback(pages: Path, serve_directory: Callable[[Path], str],
                           capsys: pytest.CaptureFixture[str]) -> None:
    base = serve_directory(pages)
    assert main(["recognize", "--json", f"{base}/bo.html", f"{base}/en.html"], COMMANDS) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["language"] for r in records] == ["bo", "en"]


def test_bench_on_a_small_labelled_set(pages: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dataset = tmp_path / "set"
    (dataset / "pages").mkdir(parents=True)
    records = []
    for name, expected in (("bo", "bo"), ("ug", "ug"), ("en", "none")):
        (dataset / "pages" / f"{name}.html").write_bytes((pages / f"{name}.html").read_bytes())
        records.append({"file": f"pages/{name}.html", "expected": expected, "variant": f"v-{name}",
                        "headers": {"Content-Type": "text/html; charset=utf-8"}})
    (dataset / "labels.json").write_text(json.dumps({"pages": records}), encoding="utf-8")
    assert main(["bench", "recognition", "--dataset", str(dataset), "--no-peers"], COMMANDS) == 0
    out = capsys.readouterr().out
    assert "bo     | P 1.000 R 1.000 F 1.000" in out
    assert "tsheg / lxml.html parse time over the set:" in out
    assert "v-ug" in out and "pages/s" in out
    gaps = out.split("largest gaps):")[1].splitlines()[2:5]
    assert sorted(line.split()[0] for line in gaps) == ["v-bo", "v-en", "v-ug"]


def test_a_page_labelled_with_a_non_text_codec_is_read_and_the_rest_still_runs(
        pages: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``<meta charset="base64">`` on bytes that are not UTF-8 raised LookupError out of the recogniser: a
    traceback, and the pages after it never read. The label is unknown (WHATWG), the page read without it."""
    (pages / "b64.html").write_bytes(b'<html><head><meta charset="base64"></head><body><p>caf\xe9 '
                                     + ENGLISH_PAGE.encode() + b"</p></body></html>")
    status = main(["recognize", str(pages / "b64.html"), str(pages / "bo.html")], COMMANDS)
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    assert [line.split()[0] for line in lines] == ["en", "bo"]
