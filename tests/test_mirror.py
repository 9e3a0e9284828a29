"""crawler/mirror.py: URL -> path inside the mirror (nothing escapes), atomic writes, manifest, aliases."""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import unicodedata
import urllib.parse
from pathlib import Path, PurePosixPath

import pytest

from crawler import mirror as mirror_module
from crawler.mirror import (
    ALIAS_PAGES_DIR,
    MAX_SEGMENT_BYTES,
    ManifestError,
    SiteMirror,
    StoredAgainError,
    UnsafePathError,
    atomic_write,
    safe_target,
    sanitize_segment,
    url_to_relpath,
)

TIBETAN_SEGMENT = "%E0%BD%96%E0%BD%BC%E0%BD%91%E0%BC%8B"   # བོད་ percent-encoded

MAPPING = [
    ("http://127.0.0.1:8201/", "127.0.0.1_8201/index.txt"),
    ("http://a.org", "a.org/index.txt"),
    ("http://a.org/cat/1/", "a.org/cat/1/index.txt"),
    ("http://a.org/cat/1/index.html", "a.org/cat/1/index.html.txt"),
    ("https://a.org:443/news/1000.html", "a.org/news/1000.html.txt"),
    ("http://a.org/a//b", "a.org/a/b.txt"),
    (f"http://a.org/news/{TIBETAN_SEGMENT}.html", "a.org/news/བོད་.html.txt"),
    ("http://a.org/x.html/y", "a.org/x.html_/y.txt"),        # a folder never takes a stored file's name
    ("http://a.org/CON", "a.org/_CON.txt"),
    ("http://a.org/%00nul", "a.org/_nul.txt"),
    ("http://a.org/aux.html", "a.org/_aux.html.txt"),
    ("http://a.org/COM%C2%B9", "a.org/_COM¹.txt"),                               # a superscript one: a port too
    ("http://a.org/lpt%C2%B3.tar.gz", "a.org/_lpt³.tar.gz.txt"),
    ("http://a.org/com%C2%B9x", "a.org/com¹x.txt"),
    # invisible characters: the bidi and format controls become "_", the joiners inside words go
    ("http://a.org/%E2%80%AEtxt.exe", "a.org/_txt.exe.txt"),                      # U+202E RIGHT-TO-LEFT OVERRIDE
    ("http://a.org/%D8%AE%DB%95%E2%80%8F%DB%8B%DB%95%D8%B1.html", "a.org/خە_ۋەر.html.txt"),   # U+200F RLM
    ("http://a.org/a%E2%80%8Bb.html", "a.org/a_b.html.txt"),                     # U+200B ZERO WIDTH SPACE
    ("http://a.org/%E2%80%8Ea%E2%81%A6b%E2%81%A9%EF%BB%BF", "a.org/_a_b__.txt"),  # LRM, LRI ... PDI, BOM
    ("http://a.org/%D8%A6%D8%A7%D9%84%D9%85%D8%A7%E2%80%8C%D8%B3%DB%87", "a.org/ئالماسۇ.txt"),   # U+200C ZWNJ
    ("http://a.org/%E0%BD%96%E2%80%8D%E0%BD%BC%E0%BD%91/", "a.org/བོད/index.txt"),            # U+200D ZWJ
    ("http://a.org/x%E2%80%A8y", "a.org/x_y.txt"),                               # U+2028 LINE SEPARATOR
    # the dots and spaces that end a name (Windows drops them)
    ("http://a.org/dir./x.html", "a.org/dir_/x.html.txt"),
    ("http://a.org/report.", "a.org/report_.txt"),
    ("http://a.org/report%20..", "a.org/report___.txt"),
    ("http://a.org/a.b%20/c", "a.org/a.b_/c.txt"),
    ("http://a.org/sp%20", "a.org/sp_.txt"),                                     # the README's rule, as for dots
    ("http://a.org/sp%20%20", "a.org/sp__.txt"),
    ("http://a.org/%20sp", "a.org/sp.txt"),                                      # spaces that begin a name go
    ("http://a.org/%2e%2e%2e/x", "a.org/___/x.txt"),
]


@pytest.mark.parametrize(("url", "expected"), MAPPING)
def test_url_to_relpath(url: str, expected: str) -> None:
    assert str(url_to_relpath(url)) == expected


INVISIBLE = [chr(code) for code in range(sys.maxunicode + 1)
             if unicodedata.category(chr(code)) in ("Cf", "Zl", "Zp") and chr(code) not in "\u200c\u200d"]


def test_no_invisible_character_reaches_a_name() -> None:
    """Every format character (the bidi controls among them) and line separator of the Unicode version at hand."""
    assert "\u202e" in INVISIBLE and "\u061c" in INVISIBLE and len(INVISIBLE) > 150
    for char in INVISIBLE:
        assert sanitize_segment(urllib.parse.quote(f"a{char}b")) == "a_b", f"U+{ord(char):04X}"


def test_query_strings_are_hashed_into_distinct_names() -> None:
    one = url_to_relpath("http://a.org/list.php?page=1")
    two = url_to_relpath("http://a.org/list.php?page=2")
    assert one != two
    assert one.parent == two.parent == PurePosixPath("a.org")
    assert one.name.startswith("list.php__q") and "?" not in one.name


HOSTILE = [
    "http://a.org/dl/..%2F..%2F..%2F..%2F..%2Ftmp%2FESCAPE-token.html",
    "http://a.org/%2e%2e/%2e%2e/etc/passwd",
    "http://a.org/../../../../etc/passwd",
    "http://a.org/news/..%2F..%2Fsecret.html",
    "http://a.org/..%5C..%5Cwin.ini",
    "http://a.org/" + "%E0%BD%96" * 700,                     # a 2 KB+ percent-encoded path
    "http://a.org/" + "/".join(["deep"] * 200),
    "http://a.org/%ff%fe/%c0%ae%c0%ae/x",                    # invalid UTF-8, overlong dots
    "http://a.org/.hidden/.git/config",
    "http://a.org/a%2F..%2F..%2Fb?q=../../x",
    "http://a.org/" + "a" * 5000 + "?" + "b" * 5000,
]


@pytest.mark.parametrize("url", HOSTILE)
def test_hostile_urls_stay_inside_the_site_folder(tmp_path: Path, url: str) -> None:
    rel = url_to_relpath(url)
    assert not rel.is_absolute()
    assert all(part not in ("", ".", "..") for part in rel.parts)
    assert all(len(part.encode("utf-8")) <= MAX_SEGMENT_BYTES + 20 for part in rel.parts)
    target = safe_target(tmp_path, rel)
    assert target.is_relative_to(tmp_path.resolve())
    atomic_write(target, b"x")                   # and the file system accepts the name
    assert target.read_bytes() == b"x"


def test_safe_target_refuses_symlinks_and_parent_parts(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    root = tmp_path / "mirror"
    root.mkdir()
    (root / "a.org").symlink_to(outside, target_is_directory=True)
    with pytest.raises(UnsafePathError):
        safe_target(root, PurePosixPath("a.org/index.txt"))
    with pytest.raises(UnsafePathError):
        safe_target(root, PurePosixPath("../x.txt"))


def test_atomic_write_replaces_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "d" / "page.txt"
    atomic_write(target, b"old")
    atomic_write(target, "ནང་དོན་".encode())
    assert target.read_text(encoding="utf-8") == "ནང་དོན་"
    assert sorted(os.listdir(target.parent)) == ["page.txt"]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.parametrize("umask", [0o022, 0o027, 0o077])
def test_the_mirror_s_files_get_the_permissions_of_any_new_file(tmp_path: Path, umask: int) -> None:
    """Text files, raw pages and a rewritten manifest were made with mkstemp's 0600: a corpus pipeline or web
    server running as another user could read none of them (the appended manifest and WARC files it could). Now
    they get what the umask gives any new file, as the file the test makes beside them."""
    before = os.umask(umask)
    try:
        mirror = SiteMirror(tmp_path, "s")
        mirror.store(A, OLD_BO, {}, html=b"<html>a</html>")
        mirror.store(A, NEW_BO, {}, html=b"<html>a, changed</html>")   # (a superseded line: rewritten at close)
        mirror.close()
        (tmp_path / "plain").write_bytes(b"")
    finally:
        os.umask(before)
    written = [tmp_path / r["path"] for r in records(mirror)]
    written += [path.with_suffix(".html") for path in written] + [tmp_path / "s" / "manifest.jsonl"]
    assert {oct(path.stat().st_mode & 0o777) for path in written} == {oct((tmp_path / "plain").stat().st_mode & 0o777)}


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path: Path) -> None:
    target = tmp_path / "page.txt"
    atomic_write(target, b"old")

    with pytest.raises(TypeError):
        atomic_write(target, "not bytes")  # type: ignore[arg-type]
    assert target.read_bytes() == b"old"
    assert sorted(os.listdir(tmp_path)) == ["page.txt"]


def text_in(path: Path) -> str:
    """The text a mirror's text file holds: its content, which ends with one newline (a non-empty text)."""
    content = path.read_text(encoding="utf-8")
    assert content == "" or (content.endswith("\n") and not content.endswith("\n\n")), repr(content[-20:])
    return content.removesuffix("\n")


def records(mirror: SiteMirror) -> list[dict]:
    return [json.loads(line) for line in mirror.manifest_path.read_text(encoding="utf-8").splitlines()]


def test_identical_text_is_stored_once_and_the_second_url_becomes_an_alias(tmp_path: Path) -> None:
    mirror = SiteMirror(tmp_path, "bo-news")
    text = "བོད་ཀྱི་གནས་ཚུལ་གསར་པ།\nལོ་རྒྱུས།"
    first = mirror.store("http://a.org/cat/1/", text, {"lang": "bo", "kind": "hub"})
    second = mirror.store("http://a.org/cat/1/index.html", text, {"lang": "bo", "kind": "hub"})
    third = mirror.store("http://a.org/news/2.html", "གཞན།", {"lang": "bo", "kind": "article"})
    assert first["kept"] and first["path"] == "bo-news/a.org/cat/1/index.txt"
    assert text_in(tmp_path / first["path"]) == text
    assert second["kept"] is False and second["alias_of"] == "http://a.org/cat/1/"
    assert not (tmp_path / "bo-news/a.org/cat/1/index.html.txt").exists()
    assert third["kept"] and (third["chars"], third["bytes"]) == (5, 13)     # the file: 4 letters and a newline
    lines = records(mirror)
    assert [r["url"] for r in lines] == ["http://a.org/cat/1/", "http://a.org/cat/1/index.html",
                                         "http://a.org/news/2.html"]
    assert lines[0]["sha256"] == lines[1]["sha256"] and lines[0]["lang"] == "bo"


def test_a_second_run_does_not_duplicate_unchanged_pages(tmp_path: Path) -> None:
    SiteMirror(tmp_path, "s").store("http://a.org/", "ئۇيغۇرچە تېكىست", {"lang": "ug"})
    again = SiteMirror(tmp_path, "s")
    result = again.store("http://a.org/", "ئۇيغۇرچە تېكىست", {"lang": "ug"})
    assert result.get("unchanged") is True
    assert len(records(again)) == 1


def test_two_urls_sanitised_to_one_name_get_distinct_files(tmp_path: Path) -> None:
    mirror = SiteMirror(tmp_path, "s")
    one = mirror.store("http://a.org/a:b", "one", {})
    two = mirror.store("http://a.org/a%3Ab", "two", {})     # same name after sanitising
    assert one["path"] != two["path"]
    assert text_in(tmp_path / one["path"]) == "one" and text_in(tmp_path / two["path"]) == "two"


def test_a_name_ending_in_a_space_is_apart_from_the_name_without_it(tmp_path: Path) -> None:
    """/sp%20 was stored as sp.txt (the space cut), so /sp met later got a hashed name; the README says a space
    that ends a name becomes "_": both keep plain names, and a mirror's earlier sp.txt stays /sp%20's name."""
    mirror = SiteMirror(tmp_path, "s")
    spaced = mirror.store("http://a.org/sp%20", OLD_BO, {})
    plain = mirror.store("http://a.org/sp", UG, {})
    mirror.close()
    assert (spaced["path"], plain["path"]) == ("s/a.org/sp_.txt", "s/a.org/sp.txt")
    (tmp_path / "s/a.org/sp_.txt").rename(tmp_path / "s/a.org/sp.txt")          # as an earlier version named it
    earlier = [{"url": "http://a.org/sp%20", "kept": True, "path": "s/a.org/sp.txt", "sha256": spaced["sha256"]}]
    mirror.manifest_path.write_text("".join(json.dumps(r) + "\n" for r in earlier), encoding="utf-8")
    again = SiteMirror(tmp_path, "s")
    assert again.store("http://a.org/sp%20", NEW_BO, {})["path"] == "s/a.org/sp.txt"
    assert again.store("http://a.org/sp", UG, {})["path"].startswith("s/a.org/sp__")    # hashed: the name is taken


def test_store_html_writes_the_raw_page_beside_the_text(tmp_path: Path) -> None:
    mirror = SiteMirror(tmp_path, "s")
    record = mirror.store("http://a.org/news/1.html", "text", {}, html=b"<html>raw</html>")
    assert text_in(tmp_path / "s/a.org/news/1.html.txt") == "text"
    assert (tmp_path / "s/a.org/news/1.html.html").read_bytes() == b"<html>raw</html>"
    assert record["path"] == "s/a.org/news/1.html.txt"


# --- re-crawls into the same mirror ----------------------------------------------------------------

A, B, C = "http://a.org/", "http://a.org/index.html", "http://a.org/news/1.html"
OLD_BO, NEW_BO = "ལོ་གསར་གྱི་གནས་ཚུལ།", "ལོ་གསར་གྱི་གནས་ཚུལ་གསར་པ།"
UG = "يېڭى يىل خەۋىرى"

# (runs: each a list of (url, text) stored in that order and then closed,
#  the manifest after the last run: url -> (kept, alias_of), the text files: relative path -> text)
RECRAWLS = {
    "an unchanged page and alias add nothing": (
        [[(A, OLD_BO), (B, OLD_BO), (C, UG)], [(A, OLD_BO), (B, OLD_BO), (C, UG)]],
        {A: (True, None), B: (False, A), C: (True, None)},
        {"s/a.org/index.txt": OLD_BO, "s/a.org/news/1.html.txt": UG}),
    "a changed page is rewritten in place and its alias follows": (
        [[(A, OLD_BO), (B, OLD_BO)], [(A, NEW_BO), (B, NEW_BO)]],
        {A: (True, None), B: (False, A)},
        {"s/a.org/index.txt": NEW_BO}),
    "a page whose text is now another's becomes an alias; its file goes": (
        [[(A, OLD_BO), (C, UG)], [(A, OLD_BO), (C, OLD_BO)]],
        {A: (True, None), C: (False, A)},
        {"s/a.org/index.txt": OLD_BO}),
    "an alias whose text is now its own gets a file": (
        [[(A, OLD_BO), (B, OLD_BO)], [(A, OLD_BO), (B, UG)]],
        {A: (True, None), B: (True, None)},
        {"s/a.org/index.txt": OLD_BO, "s/a.org/index.html.txt": UG}),
    "an alias met after its page changed keeps the old text as its own": (
        [[(A, OLD_BO), (B, OLD_BO)], [(A, NEW_BO), (B, OLD_BO)]],
        {A: (True, None), B: (True, None)},
        {"s/a.org/index.txt": NEW_BO, "s/a.org/index.html.txt": OLD_BO}),
    "an alias met before its page changed gets the old text as its own (it vanished, its text stored nowhere)": (
        [[(A, OLD_BO), (B, OLD_BO)], [(B, OLD_BO), (A, NEW_BO)]],
        {A: (True, None), B: (True, None)},
        {"s/a.org/index.txt": NEW_BO, "s/a.org/index.html.txt": OLD_BO}),
    "the second alias met before the page changed becomes an alias of the first": (
        [[(A, OLD_BO), (B, OLD_BO), (C, OLD_BO)], [(B, OLD_BO), (C, OLD_BO), (A, NEW_BO)]],
        {A: (True, None), B: (True, None), C: (False, B)},
        {"s/a.org/index.txt": NEW_BO, "s/a.org/index.html.txt": OLD_BO}),
    "an alias of an earlier run not met follows the one met": (
        [[(A, OLD_BO), (B, OLD_BO), (C, OLD_BO)], [(C, OLD_BO), (A, NEW_BO)]],
        {A: (True, None), B: (False, C), C: (True, None)},
        {"s/a.org/index.txt": NEW_BO, "s/a.org/news/1.html.txt": OLD_BO}),
    "an alias not met while its page changed is dropped (its text is stored nowhere)": (
        [[(A, OLD_BO), (B, OLD_BO)], [(A, NEW_BO)]],
        {A: (True, None)},
        {"s/a.org/index.txt": NEW_BO}),
    "two pages exchanging their texts in one run keep both": (
        [[(A, OLD_BO), (C, UG)], [(A, UG), (C, OLD_BO)]],
        {A: (True, None), C: (True, None)},
        {"s/a.org/index.txt": UG, "s/a.org/news/1.html.txt": OLD_BO}),
}


def stored_files(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): text_in(p)
            for p in root.rglob("*.txt") if p.is_file()}


@pytest.mark.parametrize(("runs", "manifest", "files"), RECRAWLS.values(), ids=RECRAWLS.keys())
def test_a_recrawl_leaves_one_record_per_url_and_only_current_files(
        tmp_path: Path, runs: list[list[tuple[str, str]]], manifest: dict, files: dict[str, str]) -> None:
    for pages in runs:
        mirror = SiteMirror(tmp_path, "s")
        for url, text in pages:
            mirror.store(url, text, {"lang": "bo"})
        mirror.close()
    lines = records(SiteMirror(tmp_path, "s"))
    assert {r["url"]: (r["kept"], r.get("alias_of")) for r in lines} == manifest
    assert len(lines) == len(manifest)
    assert stored_files(tmp_path) == files
    for record in lines:      # every record names a file that holds its text
        assert hashlib.sha256((tmp_path / record["path"]).read_bytes()).hexdigest() == record["sha256"]


# Aliases fetched in a run whose text then left the page holding it: (the first run, the second, what the second's
# store answered for the alias -> what it would answer once the alias has its own file: the flags counted)
REHOMED = {
    "an alias of an earlier run whose page changed": (
        [(A, OLD_BO), (B, OLD_BO)], [(B, OLD_BO), (A, NEW_BO)], (B, {"unchanged"}, {"unaliased"})),
    "two pages exchanging their texts": (
        [(A, OLD_BO), (C, UG)], [(A, UG), (C, OLD_BO)], (A, {"updated"}, {"updated"})),
    "a page new to the mirror, an alias until the page it repeated changed in the same run": (
        [], [(A, OLD_BO), (B, OLD_BO), (A, NEW_BO)], (B, set(), set())),
}
FLAGS = {"unchanged", "repaired", "updated", "unaliased"}


@pytest.mark.parametrize(("first_run", "second_run", "rehomed"), REHOMED.values(), ids=REHOMED)
def test_an_alias_given_a_file_of_its_own_is_reported_to_be_counted_anew(
        tmp_path: Path, first_run: list, second_run: list, rehomed: tuple[str, set, set]) -> None:
    """The page was counted "unchanged" (or as an alias) and then vanished from the manifest; now it ends the run
    stored, and take_rehomed says what was answered for it and what stands now, so the summary counts it so."""
    first = SiteMirror(tmp_path, "s")
    for url, text in first_run:
        first.store(url, text, {"lang": "bo"})
    first.close()
    again = SiteMirror(tmp_path, "s")
    answers = {}
    for url, text in second_run:
        answers.setdefault(url, again.store(url, text, {"lang": "bo"}))
    ((before, now),) = again.take_rehomed()
    again.close()
    url, flags_before, flags_now = rehomed
    assert before == answers[url] and before["kept"] is False and FLAGS & set(before) == flags_before
    assert now["url"] == url and now["kept"] is True and FLAGS & set(now) == flags_now
    assert now["path"] in {r["path"] for r in records(again) if r["url"] == url}
    assert again.take_rehomed() == []


def test_a_recrawl_reports_what_it_changed(tmp_path: Path) -> None:
    first = SiteMirror(tmp_path, "s")
    first.store(A, OLD_BO, {}, html=b"<p>old</p>")
    first.store(C, UG, {})
    first.close()
    again = SiteMirror(tmp_path, "s")
    assert again.store(C, UG, {}).get("unchanged") is True
    changed = again.store(A, NEW_BO, {}, html=b"<p>new</p>")
    assert changed["updated"] is True and changed["kept"] is True and "unchanged" not in changed
    assert (tmp_path / "s/a.org/index.html").read_bytes() == b"<p>new</p>"
    assert "updated" not in records(again)[-1]        # a property of this run's answer, not of the page


def test_a_crawl_stopped_before_close_loses_nothing_and_the_next_run_tidies(tmp_path: Path) -> None:
    stopped = SiteMirror(tmp_path, "s")
    stopped.store(A, OLD_BO, {})
    stopped.store(A, NEW_BO, {})        # changed within the run, never closed (killed)
    assert [r["sha256"] for r in records(stopped)][0] != records(stopped)[1]["sha256"]
    resumed = SiteMirror(tmp_path, "s")
    assert resumed.store(A, NEW_BO, {}).get("unchanged") is True    # the last record of a URL is its state
    resumed.close()
    assert [r["url"] for r in records(resumed)] == [A]


def test_a_record_torn_by_a_crash_does_not_swallow_the_next_runs_first_record(tmp_path: Path) -> None:
    killed = SiteMirror(tmp_path, "s")
    killed.store(A, OLD_BO, {})
    killed.store(B, NEW_BO, {})
    manifest = killed.manifest_path.read_text(encoding="utf-8")
    killed.manifest_path.write_text(manifest[:len(manifest) - 40], encoding="utf-8")   # B's record cut short
    resumed = SiteMirror(tmp_path, "s")
    resumed.store(B, NEW_BO, {})
    last = resumed.manifest_path.read_text(encoding="utf-8").splitlines()[-1]
    assert json.loads(last)["url"] == B                          # on a line of its own, readable at once
    resumed.close()
    assert [r["url"] for r in records(resumed)] == [A, B]       # and the torn line is gone


def test_a_record_torn_by_a_crash_is_cut_off_at_start_with_one_log_line(tmp_path: Path,
                                                                        caplog: pytest.LogCaptureFixture) -> None:
    """Cut off when the mirror opens, not ended with a newline: a crawl killed again before its end left
    the torn line in the middle of the manifest, a damaged line the next start refuses."""
    killed = SiteMirror(tmp_path, "s")
    killed.store(A, OLD_BO, {})
    killed.store(B, NEW_BO, {})
    manifest = killed.manifest_path.read_text(encoding="utf-8")
    killed.manifest_path.write_text(manifest[:len(manifest) - 40], encoding="utf-8")   # B's record cut short
    with caplog.at_level("WARNING", logger="crawler.mirror"):
        resumed = SiteMirror(tmp_path, "s")
    assert resumed.manifest_path.read_text(encoding="utf-8") == manifest.splitlines(keepends=True)[0]
    [logged] = [r.getMessage() for r in caplog.records]
    assert logged.startswith(f"{resumed.manifest_path}:2: the last line was cut short (a crawl stopped while "
                             f"writing it): removed ({len(manifest.splitlines()[1]) - 39} bytes: "
                             f"'{{\"url\": \"{B}\", ") and logged.endswith("...'); its page is fetched and stored again")
    assert B not in resumed.latest and resumed.store(B, NEW_BO, {}).get("kept") is True   # stored again


def test_a_whole_last_record_without_its_newline_is_kept(tmp_path: Path) -> None:
    first = SiteMirror(tmp_path, "s")
    first.store(A, OLD_BO, {})
    first.manifest_path.write_text(first.manifest_path.read_text(encoding="utf-8").rstrip("\n"), encoding="utf-8")
    again = SiteMirror(tmp_path, "s")
    assert again.store(A, OLD_BO, {}).get("unchanged") is True
    again.store(B, NEW_BO, {})
    assert [r["url"] for r in records(again)] == [A, B]


def _edit_line(number: int, edit) -> object:
    """A manifest damage: line ``number`` (1-based, of the lines without their newlines) replaced by
    ``edit(record)`` (a string, or a dict written as JSON)."""
    def damage(text: str) -> str:
        lines = text.splitlines()
        new = edit(json.loads(lines[number - 1]))
        lines[number - 1] = new if isinstance(new, str) else json.dumps(new, ensure_ascii=False)
        return "\n".join(lines) + "\n"
    return damage


# (damage done to a manifest of two pages A and B and an alias of A, the line named, what the error says)
DAMAGED_MANIFESTS = {
    "a note typed between the records": (lambda text: text.replace("\n", "\ncheck this page\n", 1), 2, "no JSON"),
    "a record cut in the middle": (_edit_line(1, lambda r: json.dumps(r)[:30]), 1, "no JSON"),
    "a record without its url": (_edit_line(2, lambda r: {k: v for k, v in r.items() if k != "url"}), 2,
                                 "no 'url'"),
    "a record without its sha256": (_edit_line(1, lambda r: {k: v for k, v in r.items() if k != "sha256"}), 1,
                                    "no 'sha256'"),
    "a page's record without its path": (_edit_line(2, lambda r: {k: v for k, v in r.items() if k != "path"}), 2,
                                         "needs 'path'"),
    "an alias without alias_of": (_edit_line(3, lambda r: {k: v for k, v in r.items() if k != "alias_of"}), 3,
                                  "needs 'alias_of'"),
    "a list for a record": (_edit_line(2, lambda r: list(r)), 2, "a JSON list, not an object"),
    "gone not an object": (_edit_line(1, lambda r: {**r, "gone": "yes"}), 1, "'gone' must be an object"),
    "a whole last record without its newline, its url missing": (
        lambda text: _edit_line(3, lambda r: {k: v for k, v in r.items() if k != "url"})(text).rstrip("\n"), 3,
        "no 'url'"),
}


@pytest.mark.parametrize(("damage", "line", "says"), DAMAGED_MANIFESTS.values(), ids=DAMAGED_MANIFESTS)
def test_a_damaged_manifest_line_is_refused_at_its_line_and_left_as_it_is(tmp_path: Path, damage, line: int,
                                                                          says: str) -> None:
    """Such a line was skipped, and dropped for good when the crawl rewrote the manifest at its end."""
    first = SiteMirror(tmp_path, "s")
    first.store(A, OLD_BO, {})
    first.store(B, NEW_BO, {})
    first.store(C, OLD_BO, {})
    first.manifest_path.write_text(damage(first.manifest_path.read_text(encoding="utf-8")), encoding="utf-8")
    damaged = first.manifest_path.read_bytes()
    with pytest.raises(ManifestError) as caught:
        SiteMirror(tmp_path, "s")
    message = str(caught.value)
    assert message.startswith(f"{first.manifest_path}:{line}: not a manifest record: ") and says in message, message
    assert message.endswith("(mend or delete the line)") and "\n" not in message
    assert first.manifest_path.read_bytes() == damaged


def test_a_manifest_line_that_is_no_utf8_is_refused(tmp_path: Path) -> None:
    first = SiteMirror(tmp_path, "s")
    first.store(A, OLD_BO, {})
    first.store(B, NEW_BO, {})
    text = first.manifest_path.read_bytes()
    first.manifest_path.write_bytes(text.replace(b"a.org", b"a\xc0\xaf.org", 1))
    with pytest.raises(ManifestError, match=r"manifest.jsonl:1: not a manifest record: not UTF-8 text \(byte \d+\)"):
        SiteMirror(tmp_path, "s")


def test_a_manifest_that_is_a_folder_is_refused_when_the_mirror_opens(tmp_path: Path) -> None:
    """It was taken for no manifest, and every page stored failed on it."""
    (tmp_path / "s" / "manifest.jsonl").mkdir(parents=True)
    with pytest.raises(ManifestError, match=r"manifest.jsonl: is a folder, not a file$"):
        SiteMirror(tmp_path, "s")


def test_a_manifest_that_links_out_of_the_mirror_is_refused_and_its_target_left_alone(tmp_path: Path) -> None:
    """The crawl appended its records through the link, to a file outside the mirror."""
    mirror = SiteMirror(tmp_path / "mirror", "s")
    mirror.store(A, OLD_BO, {})
    mirror.close()
    outside = tmp_path / "elsewhere.jsonl"
    mirror.manifest_path.rename(outside)
    mirror.manifest_path.symlink_to(outside)
    before = outside.read_bytes()
    with pytest.raises(ManifestError, match=r"manifest.jsonl: is a symbolic link \(to .*elsewhere.jsonl\); "):
        SiteMirror(tmp_path / "mirror", "s")
    assert outside.read_bytes() == before


def test_duplicate_alias_records_of_older_versions_are_folded(tmp_path: Path) -> None:
    mirror = SiteMirror(tmp_path, "s")
    mirror.store(A, OLD_BO, {})
    mirror.store(B, OLD_BO, {})
    line = mirror.manifest_path.read_text(encoding="utf-8").splitlines()[1] + "\n"
    with mirror.manifest_path.open("a", encoding="utf-8") as handle:
        handle.write(line * 3 + "{torn")
    SiteMirror(tmp_path, "s").close()
    assert [r["url"] for r in records(mirror)] == [A, B]


# (html given to each of two runs of an unchanged text -> the .html beside it after the second run)
UNCHANGED_HTML = {
    "store_html switched on since: the raw page is written": ((None, b"<p>new</p>"), b"<p>new</p>"),
    "markup around the same text changed: the latest fetch": ((b"<p>old</p>", b"<p>new</p>"), b"<p>new</p>"),
    "store_html switched off: the earlier raw page stays": ((b"<p>old</p>", None), b"<p>old</p>"),
}


@pytest.mark.parametrize("runs, after", UNCHANGED_HTML.values(), ids=UNCHANGED_HTML)
def test_an_unchanged_page_keeps_its_raw_page_current(tmp_path: Path, runs: tuple, after: bytes) -> None:
    for html in runs:
        mirror = SiteMirror(tmp_path, "s")
        mirror.store(C, UG, {"lang": "ug"}, html=html)
        mirror.close()
    assert (tmp_path / "s/a.org/news/1.html.html").read_bytes() == after
    assert len(records(SiteMirror(tmp_path, "s"))) == 1      # the record is not appended again


def test_a_changed_page_stored_without_its_raw_page_loses_the_old_one(tmp_path: Path) -> None:
    """store_html switched off, and the page changed: the raw page of the earlier run is not this text's."""
    first = SiteMirror(tmp_path, "s")
    first.store(C, UG, {"lang": "ug"}, html=b"<p>old</p>")
    first.close()
    second = SiteMirror(tmp_path, "s")
    assert second.store(C, UG + " ئۆزگەردى", {"lang": "ug"})["updated"]
    second.close()
    assert not (tmp_path / "s/a.org/news/1.html.html").exists()
    assert text_in(tmp_path / "s/a.org/news/1.html.txt").endswith("ئۆزگەردى")


def stored_then_path_edited(mirror_dir: Path, path: str) -> SiteMirror:
    """A mirror of site s that stored page C, its manifest hand-edited to name ``path`` for it, opened again."""
    mirror = SiteMirror(mirror_dir, "s")
    mirror.store(C, UG, {"lang": "ug"})
    mirror.close()
    manifest = mirror_dir / "s/manifest.jsonl"
    manifest.write_text(manifest.read_text().replace("s/a.org/news/1.html.txt", path))
    return SiteMirror(mirror_dir, "s")


def test_a_hand_edited_manifest_path_gets_no_raw_page_outside_the_mirror(tmp_path: Path) -> None:
    mirror = stored_then_path_edited(tmp_path / "mirror", "s/../../outside.txt")
    mirror.store(C, UG, {"lang": "ug"}, html=b"<p>raw</p>")
    assert not (tmp_path / "outside.html").exists() and not list(tmp_path.glob("*.html"))


def test_a_hand_edited_manifest_path_outside_the_site_is_not_deleted_when_superseded(tmp_path: Path) -> None:
    outside = tmp_path / "mirror/other/a.txt"
    outside.parent.mkdir(parents=True)
    outside.write_text("another site's text")
    mirror = stored_then_path_edited(tmp_path / "mirror", "other/a.txt")
    mirror.store(C, UG + " ئۆزگەردى", {"lang": "ug"})  # the text changed: the edited record is superseded
    mirror.close()
    assert outside.read_text() == "another site's text"
    assert UG + " ئۆزگەردى" in (tmp_path / "mirror/s/a.org/news/1.html.txt").read_text()


# A re-crawl after the text file of an unchanged page was lost: (the file changed between the runs, and how:
# None deletes it, a string overwrites it; the order of the second run; its answer for each URL)
LOST_TEXT = {
    "a deleted page's text is written again": (
        "s/a.org/index.txt", None, [A, B, C], {A: "repaired", B: "unchanged", C: "unchanged"}),
    "an alias met first writes its page's deleted text again": (
        "s/a.org/index.txt", None, [B, A, C], {B: "repaired", A: "unchanged", C: "unchanged"}),
    "a text edited since is written again": (
        "s/a.org/news/1.html.txt", "edited by hand", [A, B, C], {A: "unchanged", B: "unchanged", C: "repaired"}),
    "an emptied text is written again": (
        "s/a.org/news/1.html.txt", "", [C], {C: "repaired"}),
}


@pytest.mark.parametrize(("lost", "now", "order", "answers"), LOST_TEXT.values(), ids=LOST_TEXT)
def test_a_recrawl_writes_a_lost_text_file_again_where_its_records_name_it(
        tmp_path: Path, lost: str, now: str | None, order: list[str], answers: dict[str, str]) -> None:
    texts = {A: OLD_BO, B: OLD_BO, C: UG}
    first = SiteMirror(tmp_path, "s")
    for url in (A, B, C):
        first.store(url, texts[url], {"lang": "bo"})
    first.close()
    before = records(first)
    if now is None:
        (tmp_path / lost).unlink()
    else:
        (tmp_path / lost).write_text(now, encoding="utf-8")
    again = SiteMirror(tmp_path, "s")
    got = {url: again.store(url, texts[url], {"lang": "bo"}) for url in order}
    again.close()
    assert {url: next(flag for flag in ("repaired", "unchanged") if record.get(flag)) for url, record in got.items()} \
        == answers
    assert records(again) == before                      # same records, same paths: the aliases still point at it
    assert stored_files(tmp_path) == {"s/a.org/index.txt": OLD_BO, "s/a.org/news/1.html.txt": UG}
    for record in records(again):
        assert hashlib.sha256((tmp_path / record["path"]).read_bytes()).hexdigest() == record["sha256"]


# Two URLs whose names differ only in letter case, in the file or in a folder on the way: one file on a file system
# that ignores case (macOS, Windows, or the mirror copied there). (first URL, second URL, the first's path)
CASE_ONLY = {
    "file name": ("http://a.org/news/harvest.html", "http://a.org/News/Harvest.html", "s/a.org/news/harvest.html.txt"),
    "a folder on the way": ("http://a.org/news/x.html", "http://a.org/NEWS/x.html", "s/a.org/news/x.html.txt"),
    "a directory URL": ("http://a.org/Cat/", "http://a.org/cat/", "s/a.org/Cat/index.txt"),
    "Cyrillic": ("http://a.org/%D0%9D%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8",      # Новости
                 "http://a.org/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8",      # новости
                 "s/a.org/Новости.txt"),
    "Uyghur in Latin script, with a query": ("http://a.org/Xewer.php?id=1", "http://a.org/xewer.php?id=1",
                                             "s/a.org/Xewer.php__q" + hashlib.sha1(b"id=1").hexdigest()[:10] + ".txt"),
}


@pytest.mark.parametrize(("first_url", "second_url", "first_path"), CASE_ONLY.values(), ids=CASE_ONLY)
def test_urls_differing_only_in_case_get_names_that_differ_without_case(
        tmp_path: Path, first_url: str, second_url: str, first_path: str) -> None:
    mirror = SiteMirror(tmp_path, "s")
    first = mirror.store(first_url, OLD_BO, {"lang": "bo"})
    second = mirror.store(second_url, UG, {"lang": "ug"})
    mirror.close()
    assert first["path"] == first_path                                  # the first URL keeps the plain name
    assert second["kept"] and second["path"].casefold() != first["path"].casefold()
    assert text_in(tmp_path / first["path"]) == OLD_BO
    assert text_in(tmp_path / second["path"]) == UG


def test_a_recrawl_keeps_the_names_of_texts_an_earlier_version_stored(tmp_path: Path) -> None:
    """A mirror whose earlier crawls named two pages apart by case only (as tsheg did before): their changed
    texts are rewritten under the same names, nothing is renamed or deleted; a third spelling gets a hashed name."""
    one, two, three = ("http://a.org/news/harvest.html", "http://a.org/News/Harvest.html",
                       "http://a.org/NEWS/HARVEST.html")
    mirror = SiteMirror(tmp_path, "s")
    mirror.store(one, OLD_BO, {})
    hashed = mirror.store(two, UG, {})["path"]
    mirror.close()
    old_name = "s/a.org/News/Harvest.html.txt"                           # the name the earlier version gave it
    (tmp_path / old_name).parent.mkdir(exist_ok=True)
    (tmp_path / hashed).rename(tmp_path / old_name)
    mirror.manifest_path.write_text(mirror.manifest_path.read_text(encoding="utf-8").replace(hashed, old_name),
                                    encoding="utf-8")
    again = SiteMirror(tmp_path, "s")
    assert again.store(one, NEW_BO, {})["path"] == "s/a.org/news/harvest.html.txt"
    assert again.store(two, UG + " ئۆزگەردى", {})["path"] == old_name
    third = again.store(three, "ཞིང་ལས།", {})["path"]
    again.close()
    assert third.casefold() not in {"s/a.org/news/harvest.html.txt", old_name.casefold()}
    assert stored_files(tmp_path) == {"s/a.org/news/harvest.html.txt": NEW_BO, old_name: UG + " ئۆزگەردى",
                                      third: "ཞིང་ལས།"}


def test_a_recrawl_keeps_the_names_an_earlier_version_gave_to_dots_at_the_end(tmp_path: Path) -> None:
    """Before trailing dots were replaced, site "news." had the folder news. and /report. the file report..txt:
    a re-crawl goes on writing there (a changed text in place), and a new site of such a name gets news_."""
    folder, old_name = tmp_path / "news.", "news./a.org/report..txt"
    (tmp_path / old_name).parent.mkdir(parents=True)
    (tmp_path / old_name).write_text(OLD_BO, encoding="utf-8")
    record = {"url": "http://a.org/report.", "path": old_name, "kept": True, "chars": len(OLD_BO),
              "sha256": hashlib.sha256(OLD_BO.encode()).hexdigest()}
    (folder / "manifest.jsonl").write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    again = SiteMirror(tmp_path, "news.")
    assert again.site_dir == folder.resolve()
    assert again.store("http://a.org/report.", NEW_BO, {})["path"] == old_name
    again.close()
    assert stored_files(tmp_path) == {old_name: NEW_BO}
    assert SiteMirror(tmp_path, "sport.").store("http://a.org/report.", UG, {})["path"] == "sport_/a.org/report_.txt"


# --- the text files end with a newline (POSIX: a text file is lines, each ended by one) -------------------------

# (text given to store -> what its file holds)
FILE_TEXTS = {
    "lines": ("བོད་ཀྱི་གནས་ཚུལ།\nལོ་རྒྱུས།", "བོད་ཀྱི་གནས་ཚུལ།\nལོ་རྒྱུས།\n"),
    "Uyghur": (UG, UG + "\n"),
    "a text ending with newlines: one stays": ("ཞིང་ལས།\n\n", "ཞིང་ལས།\n"),
    "an empty text: an empty file": ("", ""),
}


@pytest.mark.parametrize(("text", "content"), FILE_TEXTS.values(), ids=FILE_TEXTS)
def test_a_text_file_ends_with_one_newline_and_its_record_sums_the_file(tmp_path: Path, text: str,
                                                                         content: str) -> None:
    """`cat a.txt b.txt` glued the last line of one to the first of the next and `wc -l` missed the last line;
    the manifest's sha256 and chars are those of the file (`sha256sum`, `wc -m`), bytes its size (`wc -c`)."""
    record = SiteMirror(tmp_path, "s").store(C, text, {})
    data = (tmp_path / record["path"]).read_bytes()
    assert data.decode("utf-8") == content
    assert (record["sha256"], record["chars"], record["bytes"]) == (hashlib.sha256(data).hexdigest(), len(content),
                                                                    len(data))


def test_texts_that_differ_only_in_newlines_at_the_end_are_one_text(tmp_path: Path) -> None:
    """Aliases compare the texts (the files they would be), not what the extractor happened to end them with."""
    mirror = SiteMirror(tmp_path, "s")
    first = mirror.store(A, OLD_BO, {})
    second = mirror.store(B, OLD_BO + "\n", {})
    third = mirror.store(C, OLD_BO + "།", {})
    assert second["kept"] is False and second["alias_of"] == A and second["sha256"] == first["sha256"]
    assert third["kept"] is True


def earlier_version_mirror(root: Path, texts: dict[str, str], alias: dict[str, str]) -> Path:
    """Site s as the earlier version left it: text files with no final newline, records summing the bare text
    (no ``bytes``); ``alias`` maps an alias URL to the URL whose file holds its text."""
    lines = []
    for url, text in texts.items():
        path = f"s/{url_to_relpath(url)}"
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_bytes(text.encode("utf-8"))
        lines.append({"url": url, "lang": "bo", "sha256": hashlib.sha256(text.encode()).hexdigest(),
                      "chars": len(text), "kept": True, "path": path})
    for url, holder in alias.items():
        kept = next(r for r in lines if r["url"] == holder)
        lines.append({**kept, "url": url, "kept": False, "alias_of": holder})
    manifest = root / "s" / "manifest.jsonl"
    manifest.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines), encoding="utf-8")
    return manifest


def test_an_earlier_versions_files_get_their_newline_once_and_a_recrawl_rewrites_nothing(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Opening a mirror an earlier version wrote ends its text files with the newline once (one log line), the
    records of a page and its alias follow the file; a re-crawl of the same texts finds them unchanged."""
    earlier_version_mirror(tmp_path, {A: OLD_BO, C: UG}, alias={B: A})
    with caplog.at_level("INFO", logger="crawler.mirror"):
        opened = SiteMirror(tmp_path, "s")
    assert [r.getMessage().split(": ", 1)[1] for r in caplog.records] == [
        "2 text file(s) an earlier version wrote without a final newline got one (once); their records' sha256 and "
        "chars describe the files as they are now"]
    assert stored_files(tmp_path) == {"s/a.org/index.txt": OLD_BO, "s/a.org/news/1.html.txt": UG}
    for record in records(opened):      # the page and its alias sum the file as it is now
        data = (tmp_path / record["path"]).read_bytes()
        assert (record["sha256"], record["chars"], record["bytes"]) == (
            hashlib.sha256(data).hexdigest(), len(data.decode()), len(data))
    files_before = {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*.txt")}
    caplog.clear()
    with caplog.at_level("INFO", logger="crawler.mirror"):
        again = SiteMirror(tmp_path, "s")
        answers = [again.store(url, text, {"lang": "bo"}) for url, text in ((B, OLD_BO), (A, OLD_BO), (C, UG))]
        again.close()
    assert all(answer.get("unchanged") for answer in answers) and not caplog.records
    assert {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*.txt")} == files_before
    assert {r["url"]: r.get("alias_of") for r in records(again)} == {A: None, B: A, C: None}


def test_an_earlier_versions_file_missing_at_start_is_written_when_its_page_comes(tmp_path: Path) -> None:
    """Its records keep the old sums until the page is fetched: then the file is written with its newline and
    the page's and its alias's records follow it, so the alias is not dropped as one of a changed text."""
    earlier_version_mirror(tmp_path, {A: OLD_BO}, alias={B: A})
    (tmp_path / "s/a.org/index.txt").unlink()
    mirror = SiteMirror(tmp_path, "s")
    assert mirror.store(A, OLD_BO, {"lang": "bo"}).get("repaired") is True
    mirror.close()
    assert stored_files(tmp_path) == {"s/a.org/index.txt": OLD_BO}
    lines = records(mirror)
    assert {r["url"]: r.get("alias_of") for r in lines} == {A: None, B: A}
    assert {r["sha256"] for r in lines} == {hashlib.sha256((OLD_BO + "\n").encode()).hexdigest()}


# --- an unchanged text's record is the latest fetch's ------------------------------------------------------------

def fetch(title: str, at: str, **more: object) -> dict:
    """The metadata a fetch brings (what the mirror pipeline hands ``store``)."""
    return {"final_url": C, "status": 200, "fetched_at": at, "lang": "ug", "title": title, "kind": "article", **more}


def test_an_unchanged_text_gets_the_record_of_its_latest_fetch_and_its_file_stays(tmp_path: Path) -> None:
    """Only the title changed on the server: the manifest kept 'OLD TITLE' and the first fetched_at while the raw
    page beside the text held the new title. Now the record is the latest fetch's, the text file is not written
    again, and the answer is still "unchanged" (the summary's word is about the text)."""
    first = SiteMirror(tmp_path, "s")
    first.store(C, UG, fetch("OLD TITLE", "2026-01-01T00:00:00+00:00", notes=["a note of that fetch"]),
                html=b"<title>OLD TITLE</title>")
    first.close()
    text_file = tmp_path / "s/a.org/news/1.html.txt"
    written = text_file.stat().st_mtime_ns
    again = SiteMirror(tmp_path, "s")
    answer = again.store(C, UG, fetch("NEW TITLE", "2026-02-01T00:00:00+00:00", status=203),
                         html=b"<title>NEW TITLE</title>")
    again.close()
    assert answer.get("unchanged") is True and answer["title"] == "NEW TITLE"
    (record,) = records(again)
    assert (record["title"], record["fetched_at"], record["status"]) == ("NEW TITLE", "2026-02-01T00:00:00+00:00", 203)
    assert "notes" not in record                                   # of the earlier fetch, not of this one
    assert (record["path"], record["sha256"]) == (answer["path"], first.latest[C]["sha256"])
    assert (tmp_path / "s/a.org/news/1.html.html").read_bytes() == b"<title>NEW TITLE</title>"
    assert text_file.stat().st_mtime_ns == written and text_in(text_file) == UG


def test_an_unchanged_alias_gets_the_record_of_its_latest_fetch_and_stays_an_alias(tmp_path: Path) -> None:
    first = SiteMirror(tmp_path, "s")
    first.store(A, OLD_BO, fetch("home", "2026-01-01T00:00:00+00:00"))
    first.store(B, OLD_BO, fetch("home", "2026-01-01T00:00:00+00:00"))
    first.close()
    again = SiteMirror(tmp_path, "s")
    answer = again.store(B, OLD_BO, fetch("home, renamed", "2026-02-01T00:00:00+00:00"))
    again.close()
    assert answer.get("unchanged") is True
    alias = next(r for r in records(again) if r["url"] == B)
    assert (alias["kept"], alias["alias_of"], alias["title"]) == (False, A, "home, renamed")


FULL = {"file": "s/warc/one.warc.gz", "offset": 0, "digest": "sha1:SAME"}
REVISIT = {"file": "s/warc/two.warc.gz", "offset": 9, "digest": "sha1:SAME",
           "refers_to": {"uri": C, "date": "2026-01-01T00:00:00Z", "file": "s/warc/one.warc.gz"}}
NEW_BYTES = {"file": "s/warc/two.warc.gz", "offset": 9, "digest": "sha1:OTHER"}
# An unchanged text's warc: (the earlier record's, this fetch's, whether the earlier file is still there -> the record's)
LATEST_CAPTURE = {
    "the same bytes: the full capture the revisit names": (FULL, REVISIT, True, FULL),
    "new markup around the same text: its capture": (FULL, NEW_BYTES, True, NEW_BYTES),
    "the earlier file deleted: this fetch's capture": (FULL, NEW_BYTES, False, NEW_BYTES),
    "warc switched on since": (None, FULL, True, FULL),
    "this fetch not archived: the earlier capture": (FULL, None, True, FULL),
}


@pytest.mark.parametrize(("before", "now", "kept_file", "after"), LATEST_CAPTURE.values(), ids=LATEST_CAPTURE)
def test_an_unchanged_texts_record_names_the_capture_holding_its_latest_bytes(
        tmp_path: Path, before: dict | None, now: dict | None, kept_file: bool, after: dict) -> None:
    first = SiteMirror(tmp_path, "s")
    first.store(C, UG, fetch("t", "2026-01-01T00:00:00+00:00", **({"warc": before} if before else {})))
    first.close()
    if kept_file:
        (tmp_path / "s/warc").mkdir()
        (tmp_path / "s/warc/one.warc.gz").write_bytes(b"")
    again = SiteMirror(tmp_path, "s")
    again.store(C, UG, fetch("t", "2026-02-01T00:00:00+00:00", **({"warc": now} if now else {})))
    again.close()
    assert records(again)[0]["warc"] == after


# --- pages whose text does not tell them apart (hubs, short texts) are aliases only of the same bytes --------------

LIST_HEADING = "خەۋەرلەر"          # a list's <h1>, all that is left of a hub page's main text
LONG_BO = OLD_BO * 12             # an article's text, long enough to tell its page apart


def body(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()


# (pages stored in one run: url, text, kind, body -> url: (kept, alias_of))
SHORT_TEXTS = {
    "two pages of one list under its heading are two pages": (
        [(A, LIST_HEADING, "hub", "page 1"), (C, LIST_HEADING, "hub", "page 2")],
        {A: (True, None), C: (True, None)}),
    "a hub under a second URL, the same bytes, is its alias": (
        [(A, LIST_HEADING, "hub", "page 1"), (B, LIST_HEADING, "hub", "page 1")],
        {A: (True, None), B: (False, A)}),
    "each of two kept hubs keeps its own copies": (
        [(A, LIST_HEADING, "hub", "page 1"), (C, LIST_HEADING, "hub", "page 2"), (B, LIST_HEADING, "hub", "page 2")],
        {A: (True, None), C: (True, None), B: (False, C)}),
    "a short article under two URLs with other markup is two pages": (
        [(A, OLD_BO, "article", "news"), (C, OLD_BO, "article", "print")],
        {A: (True, None), C: (True, None)}),
    "a long article under two URLs with other markup is one page": (
        [(A, LONG_BO, "article", "news"), (C, LONG_BO, "article", "print")],
        {A: (True, None), C: (False, A)}),
}


@pytest.mark.parametrize(("pages", "manifest"), SHORT_TEXTS.values(), ids=SHORT_TEXTS)
def test_a_text_too_short_to_tell_its_page_apart_makes_no_alias_of_another_page(
        tmp_path: Path, pages: list, manifest: dict) -> None:
    """Page 2 of a list, reduced to the list's heading as page 1 is, was recorded as an alias of page 1."""
    mirror = SiteMirror(tmp_path, "s")
    for url, text, kind, served in pages:
        mirror.store(url, text, {"kind": kind, "body_sha256": body(served)})
    mirror.close()
    assert {r["url"]: (r["kept"], r.get("alias_of")) for r in records(mirror)} == manifest


# A re-crawl of aliases of a short text: (the first run's pages, the second's: url, body -> url: (kept, alias_of))
SHORT_RECRAWLS = {
    "an alias an earlier version made of another page of the list gets its own file": (
        [(A, None), (C, None)], [(C, "page 2"), (A, "page 1")], {A: (True, None), C: (True, None)}),
    "a hub and its copy, both changed alike, met copy first, stay page and alias": (
        [(A, "page 1"), (B, "page 1")], [(B, "page 1, more links"), (A, "page 1, more links")],
        {A: (True, None), B: (False, A)}),
    "an alias whose page was not fetched again stays an alias": (
        [(A, "page 1"), (B, "page 1")], [(B, "page 1, more links")], {A: (True, None), B: (False, A)}),
}


@pytest.mark.parametrize(("first_run", "second_run", "manifest"), SHORT_RECRAWLS.values(), ids=SHORT_RECRAWLS)
def test_aliases_of_a_short_text_fetched_again_follow_the_bytes_of_the_pages(
        tmp_path: Path, first_run: list, second_run: list, manifest: dict) -> None:
    """Which pages serve the same bytes is known once the run fetched them all: the page holding the text may
    come after its alias. (None: a body an earlier version did not record, so the first run merged the two.)"""
    first = SiteMirror(tmp_path, "s")
    for url, served in first_run:
        first.store(url, LIST_HEADING, {"kind": "hub", **({"body_sha256": body(served)} if served else {})})
    first.close()
    again = SiteMirror(tmp_path, "s")
    for url, served in second_run:
        assert again.store(url, LIST_HEADING, {"kind": "hub", "body_sha256": body(served)}).get("unchanged")
    again.close()
    lines = records(again)
    assert {r["url"]: (r["kept"], r.get("alias_of")) for r in lines} == manifest
    for record in lines:
        assert text_in(tmp_path / record["path"]) == LIST_HEADING
    if manifest == {A: (True, None), C: (True, None)}:      # the parted alias is counted as stored now
        ((before, now),) = again.take_rehomed()
        assert before.get("unchanged") and (now["url"], now["kept"], now.get("unaliased")) == (C, True, True)


def served_page(name: str) -> bytes:
    """The raw page a URL served, told apart by ``name`` (its ``body_sha256`` is :func:`served_sum`'s)."""
    return f"<html><body><h1>{LIST_HEADING}</h1><p>{name}</p></body></html>".encode()


def served_sum(name: str) -> str:
    return hashlib.sha256(served_page(name)).hexdigest()


LONG_NEW_BO = NEW_BO * 12         # that article changed


# Runs with store_html of pages (url, text, kind, the page it served) in which an alias of the last run gets a file
# of its own -> that alias.
PROMOTED_ALIASES = {
    "an alias of an earlier run whose page changed later in the run": (
        [[(A, LONG_BO, "article", "a"), (B, LONG_BO, "article", "b")],
         [(B, LONG_BO, "article", "b, fetched again"), (A, LONG_NEW_BO, "article", "a, changed")]], B),
    "a page new to the mirror, an alias until the page it repeated changed": (
        [[(C, LONG_BO, "article", "c")], [(B, LONG_BO, "article", "b"), (C, LONG_NEW_BO, "article", "c, changed")]],
        B),
    "an alias of a page fetched earlier in the run, which is stored again with another text": (
        [[(C, UG, "article", "c")], [(C, LONG_BO, "article", "c, changed"), (B, LONG_BO, "article", "b"),
                                     (C, LONG_NEW_BO, "article", "c, changed again")]], B),
    "an alias of a short text that serves another page than the one holding it (parted at the close)": (
        [[(A, LIST_HEADING, "hub", None), (C, LIST_HEADING, "hub", None)],
         [(C, LIST_HEADING, "hub", "page 2"), (A, LIST_HEADING, "hub", "page 1")]], C),
}


@pytest.mark.parametrize(("runs", "promoted"), PROMOTED_ALIASES.values(), ids=PROMOTED_ALIASES)
def test_an_alias_given_a_file_of_its_own_gets_its_raw_page_beside_it(tmp_path: Path, runs: list,
                                                                       promoted: str) -> None:
    """With store_html, an alias given a file of its own in the run had only its text there: no .html until its
    next fetch (or an earlier run's stale one); so again, after e9b4c1b, an alias of a page stored earlier in the
    run that was stored again with another text. Now the page it was fetched with is written beside the text, and
    the raw pages kept for the run's aliases are gone once the mirror is closed. (None: an earlier version's
    record, which named no body.)"""
    served: dict[str, bytes] = {}
    for pages in runs:
        mirror = SiteMirror(tmp_path, "s")
        for url, text, kind, name in pages:
            raw = served_page(name or url)
            served[url] = raw
            answer = mirror.store(url, text, {"kind": kind, **({"body_sha256": served_sum(name)} if name else {})},
                                  html=raw)
            if url == promoted:
                assert answer["kept"] is False   # (an alias when fetched)
        mirror.close()
    record = {r["url"]: r for r in records(SiteMirror(tmp_path, "s"))}[promoted]
    assert record["kept"] is True
    assert (tmp_path / record["path"]).with_suffix(".html").read_bytes() == served[promoted]
    assert not (tmp_path / "s" / ALIAS_PAGES_DIR).exists()


@pytest.mark.parametrize(("runs", "promoted"), PROMOTED_ALIASES.values(), ids=PROMOTED_ALIASES)
def test_an_alias_given_a_file_of_its_own_is_told_with_the_record_it_ends_with(tmp_path: Path, runs: list,
                                                                              promoted: str) -> None:
    """The answer store gave for the alias went into the feed (kept: false, the path of the page it repeated); the
    mirror rewrote its record later in the run and told no one but the stats: take_restated tells the record
    it ends with, once, in the run it changed."""
    for n, pages in enumerate(runs, start=1):
        mirror = SiteMirror(tmp_path, "s")
        restated = []
        for url, text, kind, name in pages:
            mirror.store(url, text, {"kind": kind, **({"body_sha256": served_sum(name)} if name else {})},
                         html=served_page(name or url))
            restated += mirror.take_restated()
        mirror.close()
        restated += mirror.take_restated()
        if n < len(runs):
            assert restated == []
    final = {r["url"]: r for r in records(SiteMirror(tmp_path, "s"))}[promoted]
    assert [{key: r.get(key) for key in ("url", "kept", "path", "alias_of")} for r in restated] == \
        [{key: final.get(key) for key in ("url", "kept", "path", "alias_of")}]


# Runs with store_html of pages (url, text, kind, the page it served); the last run's last page is an alias ->
# whether its raw page is kept for the run (it may get a file of its own in it: SiteMirror._may_get_a_file).
KEPT_ALIAS_PAGES = {
    "an alias of a page fetched earlier in the run (a first crawl)": (
        [[(A, LONG_BO, "article", "a"), (B, LONG_BO, "article", "b")]], False),
    "an alias of a page fetched earlier in the run, both known from an earlier run": (
        [[(A, LONG_BO, "article", "a"), (B, LONG_BO, "article", "b")],
         [(A, LONG_BO, "article", "a"), (B, LONG_BO, "article", "b")]], False),
    "the same bytes as its short page fetched earlier in the run": (
        [[(A, LIST_HEADING, "hub", "page 1"), (B, LIST_HEADING, "hub", "page 1")]], False),
    "an alias of a page an earlier run stored, not fetched in this run yet": (
        [[(A, LONG_BO, "article", "a")], [(B, LONG_BO, "article", "b")]], True),
    "a short text an earlier run recorded, its page fetched earlier in this run with other bytes": (
        [[(A, LIST_HEADING, "hub", None), (C, LIST_HEADING, "hub", None)],
         [(A, LIST_HEADING, "hub", "page 1"), (C, LIST_HEADING, "hub", "page 2")]], True),
}


def staged_after(tmp_path: Path, runs: list, *, each_url_once: bool) -> list[str]:
    """The raw pages in ALIAS_PAGES_DIR once the last of ``runs`` stored its pages (its last an alias), unclosed."""
    *earlier, last = runs
    for pages in earlier:
        mirror = SiteMirror(tmp_path, "s")
        for url, text, kind, name in pages:
            mirror.store(url, text, {"kind": kind, **({"body_sha256": served_sum(name)} if name else {})},
                         html=served_page(name or url))
        mirror.close()
    mirror = SiteMirror(tmp_path, "s", each_url_once=each_url_once)
    for url, text, kind, name in last:
        answer = mirror.store(url, text, {"kind": kind, "body_sha256": served_sum(name)}, html=served_page(name))
    assert answer["kept"] is False
    staged = tmp_path / "s" / ALIAS_PAGES_DIR
    return sorted(p.name for p in staged.iterdir()) if staged.exists() else []


@pytest.mark.parametrize(("runs", "kept"), KEPT_ALIAS_PAGES.values(), ids=KEPT_ALIAS_PAGES)
def test_only_the_raw_pages_of_aliases_that_may_get_a_file_of_their_own_are_kept_for_the_run(
        tmp_path: Path, runs: list, kept: bool) -> None:
    """Every alias's raw page was written into the site's ALIAS_PAGES_DIR (with an fsync) though, when each URL is
    stored once a run (the crawl), only an alias whose page may still change in the run, or that serves another
    page than the short text's holder, can get a file of its own: a first crawl of 800 pages, 799 of them
    aliases, staged 49 MB it could never use, and took half as long again. (None: an earlier version's record,
    which named no body.)"""
    name = runs[-1][-1][3]
    assert staged_after(tmp_path, runs, each_url_once=True) == ([served_sum(name) + ".html"] if kept else [])


@pytest.mark.parametrize("runs", [runs for runs, _ in KEPT_ALIAS_PAGES.values()], ids=KEPT_ALIAS_PAGES)
def test_a_mirror_that_may_store_a_url_again_keeps_the_raw_page_of_every_alias(tmp_path: Path, runs: list) -> None:
    """The page an alias repeats may be stored again in the run, with another text: the alias then gets a file of
    its own, and needs its raw page (e9b4c1b kept none for an alias of a page stored earlier in the run)."""
    assert staged_after(tmp_path, runs, each_url_once=False) == [served_sum(runs[-1][-1][3]) + ".html"]


def test_a_url_stored_again_by_a_caller_that_stores_each_once_is_refused_with_the_reason(tmp_path: Path) -> None:
    """A mirror whose caller stores each URL once a run (the crawl: its frontier requests a URL once) keeps the raw
    pages of fewer aliases on that ground: a second store of a URL would leave an alias given a file of its own
    without its raw page, and is refused before anything is written."""
    mirror = SiteMirror(tmp_path, "s", each_url_once=True)
    mirror.store(C, LONG_BO, {"kind": "article", "body_sha256": served_sum("c")}, html=served_page("c"))
    mirror.store(B, LONG_BO, {"kind": "article", "body_sha256": served_sum("b")}, html=served_page("b"))
    manifest = mirror.manifest_path.read_bytes()
    refused = rf"{re.escape(C)} is stored a second time in this run .*\(each_url_once\)"
    with pytest.raises(StoredAgainError, match=refused):
        mirror.store(C, LONG_NEW_BO, {"kind": "article", "body_sha256": served_sum("c, changed")},
                     html=served_page("c, changed"))
    assert mirror.manifest_path.read_bytes() == manifest


def test_the_raw_pages_a_killed_run_kept_for_its_aliases_are_removed_at_the_next_start(tmp_path: Path) -> None:
    earlier = SiteMirror(tmp_path, "s")
    earlier.store(A, OLD_BO, {}, html=served_page("a"))
    earlier.close()
    killed = SiteMirror(tmp_path, "s")
    killed.store(B, OLD_BO, {}, html=served_page("b"))   # an alias of a page not fetched yet: its raw page kept
    assert [p.name for p in (tmp_path / "s" / ALIAS_PAGES_DIR).iterdir()] == [served_sum("b") + ".html"]
    SiteMirror(tmp_path, "s")                             # (the killed run never closed)
    assert not (tmp_path / "s" / ALIAS_PAGES_DIR).exists()


def test_the_raw_pages_of_the_run_s_aliases_go_when_the_manifest_cannot_be_rewritten_at_close(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """close() failed rewriting the manifest (a full disk) before it removed the folder: it stayed, with the raw
    pages of the run's aliases, until the site's next crawl."""
    earlier = SiteMirror(tmp_path, "s")
    earlier.store(A, OLD_BO, {}, html=served_page("a"))
    earlier.close()
    mirror = SiteMirror(tmp_path, "s")
    mirror.store(B, OLD_BO, {}, html=served_page("b"))   # an alias of a page not fetched yet: its raw page kept
    assert (tmp_path / "s" / ALIAS_PAGES_DIR).is_dir()
    mirror.store(A, OLD_BO, {"title": "a, fetched again"}, html=served_page("a"))   # (a superseded line to tidy)

    def disk_full(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device", str(path))

    monkeypatch.setattr(mirror_module, "atomic_write", disk_full)
    with pytest.raises(OSError, match="No space left"):
        mirror.close()
    assert not (tmp_path / "s" / ALIAS_PAGES_DIR).exists()
