"""The site's WARC files: a warcinfo record first, a new file past the size limit, leftovers of a killed run."""

from __future__ import annotations

from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from crawler.warc import OPEN_SUFFIX, Capture, WarcFiles, warcinfo_fields

FETCHED_AT = "2026-11-21T10:00:00+00:00"


def capture(n: int) -> Capture:
    body = f"<html><body><p>ཤོག་ངོས། {n}</p></body></html>".encode()
    return Capture(f"http://127.0.0.1:8000/bo/{n}.html", "GET", [("User-Agent", "tsheg-test")], "HTTP/1.1", 200,
                   [("Content-Type", "text/html; charset=utf-8")], body, "127.0.0.1")


def record_types(path: Path) -> list[tuple[str, str | None]]:
    with path.open("rb") as stream:
        return [(r.rec_type, r.rec_headers.get_header("WARC-Target-URI")) for r in ArchiveIterator(stream)]


def test_a_new_file_starts_past_the_size_limit_each_with_its_warcinfo(tmp_path: Path) -> None:
    warcs = WarcFiles(tmp_path / "warc", "s", warcinfo_fields("s", "tsheg-test", True), max_bytes=1)
    names = [warcs.write(capture(n), FETCHED_AT)[0] for n in range(3)]
    assert list((tmp_path / "warc").glob(f"*{OPEN_SUFFIX}")) == [tmp_path / "warc" / (names[-1] + OPEN_SUFFIX)]
    warcs.close()
    assert len(set(names)) == 3 and sorted(p.name for p in (tmp_path / "warc").iterdir()) == sorted(names)
    for n, name in enumerate(names):
        uri = f"http://127.0.0.1:8000/bo/{n}.html"
        assert record_types(tmp_path / "warc" / name) == [("warcinfo", None), ("response", uri), ("request", uri)]
    with (tmp_path / "warc" / names[0]).open("rb") as stream:
        info = next(iter(ArchiveIterator(stream))).content_stream().read().decode()
    assert "isPartOf: s" in info and "robots: obey" in info and "http-header-user-agent: tsheg-test" in info


def test_a_file_a_killed_crawl_left_open_is_finished_by_the_next_run(tmp_path: Path) -> None:
    earlier = WarcFiles(tmp_path, "s", warcinfo_fields("s", "tsheg-test", True))
    name, _ = earlier.write(capture(1), FETCHED_AT)
    earlier.close()
    (tmp_path / name).rename(tmp_path / (name + OPEN_SUFFIX))   # as a killed crawl leaves it
    again = WarcFiles(tmp_path, "s", warcinfo_fields("s", "tsheg-test", True))
    assert again.finished_leftovers == [name]
    assert record_types(tmp_path / name)[1:] == [("response", capture(1).url), ("request", capture(1).url)]


def test_two_runs_in_one_second_write_two_files(tmp_path: Path) -> None:
    names = []
    for _ in range(2):
        warcs = WarcFiles(tmp_path, "s", warcinfo_fields("s", "tsheg-test", True))
        warcs.started = "20261121100000"   # the same second
        names.append(warcs.write(capture(1), FETCHED_AT)[0])
        warcs.close()
    assert names == ["s-20261121100000-00000.warc.gz", "s-20261121100000-00001.warc.gz"]
    assert all(record_types(tmp_path / name)[1][0] == "response" for name in names)
