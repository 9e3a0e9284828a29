"""``tsheg extract PATH_OR_URL [--algorithm NAME] [--json]``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from extract.cli import main
from extract.decode import decode_page
from tests.extraction_pages import MENU, PARAGRAPHS, TITLES, article_page


def test_extract_file_prints_the_main_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "page.html"
    page.write_text(article_page("bo"), encoding="utf-8")
    assert main(["extract", str(page)]) == 0
    out = capsys.readouterr().out.split("\n")
    assert all(p in out for p in PARAGRAPHS["bo"])
    assert MENU["bo"][0] not in out


def test_extract_url_as_json(tmp_path: Path, serve_directory: Callable[[Path], str],
                             capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "ug.html").write_text(article_page("ug"), encoding="utf-8")
    base = serve_directory(tmp_path)
    assert main(["extract", f"{base}/ug.html", "--json", "--algorithm", "correlation"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["language"] == "ug"
    assert record["algorithm"] == "correlation"
    assert record["title"].startswith(TITLES["ug"])
    assert record["kind"] == "article"
    assert PARAGRAPHS["ug"][2] in record["text"]


def test_extract_unreadable_source(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["extract", str(tmp_path / "missing.html")]) == 1
    assert "cannot read" in capsys.readouterr().err


def test_extract_rejects_unknown_algorithm(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        main(["extract", str(tmp_path / "x.html"), "--algorithm", "nope"])


def test_extract_refuses_binary_content(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    image = tmp_path / "logo.html"   # an image served under a page's name
    image.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8)
    assert main(["extract", str(image)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "logo.html: binary content" in captured.err


UTF32_PAGE = ("<html><head><title>ཞིང་ལས།</title></head><body><p>ཞིང་པ་ཚོས་ཞིང་ཁར་ལས་ཀ་བྱེད། ئېتىز ئىشلىرى باشلاندى."
              "</p></body></html>")
# A page's bytes -> what `tsheg extract` says on stderr: UTF-32 without a byte order mark is refused, saying why (no
# browser reads UTF-32: WHATWG Encoding has none); what only looks near it is read, or refused as binary.
WIDE_PAGES: dict[str, tuple[bytes, str]] = {
    "UTF-32 LE, no BOM": (UTF32_PAGE.encode("utf-32-le"), "UTF-32 without a byte order mark"),
    "UTF-32 BE, no BOM": (UTF32_PAGE.encode("utf-32-be"), "UTF-32 without a byte order mark"),
    # pages where the rule should not fire
    "UTF-32 with its BOM: read": (UTF32_PAGE.encode("utf-32"), ""),
    "UTF-16 LE, no BOM: read": (UTF32_PAGE.encode("utf-16-le"), ""),
    "UTF-16 BE, no BOM: read": (UTF32_PAGE.encode("utf-16-be"), ""),
    "NUL padding: binary": (b"\x00" * 512, "binary content"),
    "an image: binary": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8, "binary content"),
}


@pytest.mark.parametrize(("body", "said"), WIDE_PAGES.values(), ids=WIDE_PAGES)
def test_a_utf32_page_without_bom_is_refused_saying_why(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         body: bytes, said: str) -> None:
    source = tmp_path / "page.html"
    source.write_bytes(body)
    status = main(["extract", str(source)])
    captured = capsys.readouterr()
    if said:
        assert (status, captured.out) == (1, "") and f"page.html: {said}" in captured.err
    else:
        assert status == 0 and "ཞིང་པ་ཚོས་ཞིང་ཁར་ལས་ཀ་བྱེད།" in captured.out and captured.err == ""


@pytest.mark.parametrize(("body", "said"), WIDE_PAGES.values(), ids=WIDE_PAGES)
def test_why_a_page_is_refused_is_told_by_what_the_note_is_not_where_it_stands(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], body: bytes, said: str) -> None:
    """The decoded page names why its bytes are no text (``Decoded.unusable``) apart from its parse notes, which
    may come in any order (`tsheg extract` printed the first note, right only while the binary note came first);
    ``--explain`` says the same."""
    decoded = decode_page(body)
    decoded.notes.reverse()
    decoded.notes.insert(0, "parse: a repair noted before the refusal")
    assert (decoded.unusable or "").startswith(said) and (decoded.unusable is None) == (not said)
    source = tmp_path / "page.html"
    source.write_bytes(body)
    status = main(["extract", "--explain", str(source)])
    if said:
        assert status == 1 and f"page.html: {said}" in capsys.readouterr().err


def test_a_reader_that_stops_early_ends_extract_quietly(tmp_path: Path) -> None:
    """`tsheg extract big.html | head -1`: the closed pipe is no error about the page."""
    page = tmp_path / "big.html"
    page.write_bytes(article_page("bo", PARAGRAPHS["bo"] * 2000).encode("utf-8"))   # text far beyond a pipe's buffer
    with subprocess.Popen([sys.executable, "-m", "crawler.cli", "extract", str(page)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.readline()
        process.stdout.close()
        err = process.stderr.read().decode()
        assert process.wait(timeout=120) == 1
    assert err == ""


def test_legacy_text_kept_unconverted_is_said_on_stderr(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """A PUA (extension set A) page read without the font tables: the text is printed as it is, and why."""
    monkeypatch.setenv("TSHEG_TABLES_DIR", str(tmp_path / "no-tables"))
    pua_page = Path(__file__).parent.parent / "crawler" / "demo_site" / "bo-news" / "culture" / "old-fonts.html"
    assert main(["extract", str(pua_page)]) == 0
    captured = capsys.readouterr()
    assert captured.out.strip()
    assert captured.err.startswith(f"tsheg extract: {pua_page}: ")
    assert f"no folder {tmp_path / 'no-tables'}" in captured.err     # (a mistyped TSHEG_TABLES_DIR is named)


def undecodable_name(folder: Path) -> Path:
    """A file whose name holds a byte that is no UTF-8 (0xFF: a wget mirror of a GBK site names files so)."""
    path = folder / os.fsdecode(b"bad\xff.html")
    try:
        path.write_bytes(article_page("bo", PARAGRAPHS["bo"]).encode("utf-8"))
    except (OSError, UnicodeEncodeError):   # (a file system that takes only UTF-8 names)
        pytest.skip("this file system refuses names that are no UTF-8")
    return path


@pytest.mark.parametrize("command", [["recognize"], ["recognize", "--json"], ["extract"], ["extract", "--json"]])
def test_a_file_name_that_is_no_utf8_is_printed_escaped(tmp_path: Path, command: list[str]) -> None:
    """The page was read, then printing its name failed: on a strict UTF-8 stdout `recognize` said "cannot read
    bad\\udcff.html: ... surrogates not allowed" (exit 1); with surrogateescape `extract --json` wrote a raw 0xFF
    into "source" (JSON that is no UTF-8). The name is now shown with the byte escaped: bad\\xff.html."""
    path = undecodable_name(tmp_path)
    for io_encoding in ("utf-8", "utf-8:surrogateescape"):
        done = subprocess.run([sys.executable, "-m", "crawler.cli", *command, str(path)], capture_output=True,
                              timeout=120, env={**os.environ, "PYTHONIOENCODING": io_encoding})
        assert done.returncode == 0, done.stderr
        out = done.stdout.decode("utf-8")   # (strict: valid UTF-8)
        if "--json" in command:
            record = json.loads(out.splitlines()[0])
            assert record["source"].endswith("bad\\xff.html") and record["language"] == "bo"
        elif command == ["recognize"]:
            assert out.split()[0] == "bo" and "bad\\xff.html" in out
        else:
            assert PARAGRAPHS["bo"][0][:20] in out
