"""The site's WARC files: a warcinfo record first, a new file past the size limit, leftovers of a killed run,
each payload archived once (revisit records)."""

from __future__ import annotations

import dataclasses
import gzip
import subprocess
import sys
from pathlib import Path

from crawler.warc import OPEN_SUFFIX, Capture, Original, WarcFiles, originals_in, payload_digest, warcinfo_fields

from .fixtures.warc import read_warc

FETCHED_AT = "2026-11-21T10:00:00+00:00"


def capture(n: int) -> Capture:
    body = f"<html><body><p>ཤོག་ངོས། {n}</p></body></html>".encode()
    return Capture(f"http://127.0.0.1:8000/bo/{n}.html", "GET", [("User-Agent", "tsheg-test")], "HTTP/1.1", 200,
                   [("Content-Type", "text/html; charset=utf-8")], body, "127.0.0.1")


def record_types(path: Path) -> list[tuple[str, str | None]]:
    return [(r.type, r.warc.get("WARC-Target-URI")) for r in read_warc(path)]


def test_a_new_file_starts_past_the_size_limit_each_with_its_warcinfo(tmp_path: Path) -> None:
    warcs = WarcFiles(tmp_path / "warc", "s", warcinfo_fields("s", "tsheg-test", True), max_bytes=1)
    names = [warcs.write(capture(n), FETCHED_AT).file for n in range(3)]
    assert list((tmp_path / "warc").glob(f"*{OPEN_SUFFIX}")) == [tmp_path / "warc" / (names[-1] + OPEN_SUFFIX)]
    warcs.close()
    assert len(set(names)) == 3 and sorted(p.name for p in (tmp_path / "warc").iterdir()) == sorted(names)
    for n, name in enumerate(names):
        uri = f"http://127.0.0.1:8000/bo/{n}.html"
        assert record_types(tmp_path / "warc" / name) == [("warcinfo", None), ("response", uri), ("request", uri)]
    info = read_warc(tmp_path / "warc" / names[0])[0].payload.decode()
    assert "isPartOf: s" in info and "robots: obey" in info and "http-header-user-agent: tsheg-test" in info


def test_a_file_a_killed_crawl_left_open_is_finished_by_the_next_run(tmp_path: Path) -> None:
    earlier = WarcFiles(tmp_path, "s", warcinfo_fields("s", "tsheg-test", True))
    name = earlier.write(capture(1), FETCHED_AT).file
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
        names.append(warcs.write(capture(1), FETCHED_AT).file)
        warcs.close()
    assert names == ["s-20261121100000-00000.warc.gz", "s-20261121100000-00001.warc.gz"]
    assert all(record_types(tmp_path / name)[1][0] == "response" for name in names)


def test_the_same_payload_under_a_second_url_is_a_revisit_record_naming_the_first(tmp_path: Path) -> None:
    warcs = WarcFiles(tmp_path, "s", warcinfo_fields("s", "tsheg-test", True))
    first = warcs.write(capture(1), FETCHED_AT)
    copy = dataclasses.replace(capture(1), url="http://127.0.0.1:8000/bo/copy.html")
    second = warcs.write(copy, "2026-11-21T10:00:05+00:00")
    other = warcs.write(capture(2), FETCHED_AT)
    warcs.close()
    assert first.refers_to is None and other.refers_to is None
    assert second.refers_to == Original(capture(1).url, "2026-11-21T10:00:00Z", first.file)
    assert first.digest == second.digest == payload_digest(capture(1).body) != other.digest
    written = read_warc(tmp_path / first.file)
    assert [r.type for r in written] == ["warcinfo", "response", "request", "revisit", "request",
                                             "response", "request"]
    original, revisit = written[1], written[3]
    assert original.warc["WARC-Payload-Digest"] == revisit.warc["WARC-Payload-Digest"] == first.digest
    assert revisit.payload == b"" and original.payload == capture(1).body
    assert revisit.warc["WARC-Target-URI"] == copy.url
    assert revisit.warc["WARC-Refers-To-Target-URI"] == capture(1).url
    assert revisit.warc["WARC-Refers-To-Date"] == original.warc["WARC-Date"]
    assert revisit.warc["WARC-Profile"].endswith("/warc/1.1/revisit/identical-payload-digest")
    assert ("Content-Type", "text/html; charset=utf-8") in revisit.http    # the response's own head
    assert written[4].warc["WARC-Concurrent-To"] == revisit.warc["WARC-Record-ID"]


def test_a_payload_archived_by_an_earlier_run_is_a_revisit_while_its_file_is_there(tmp_path: Path) -> None:
    earlier = WarcFiles(tmp_path, "s", warcinfo_fields("s", "tsheg-test", True))
    earlier.started = "20261120100000"
    kept = earlier.write(capture(1), "2026-11-20T10:00:00+00:00")
    earlier.close()
    manifest_warc = {"file": f"s/warc/{kept.file}", "offset": kept.offset, "digest": kept.digest}
    originals = originals_in([(capture(1).url, "2026-11-20T10:00:00+00:00", manifest_warc)], tmp_path)
    again = WarcFiles(tmp_path, "s", warcinfo_fields("s", "tsheg-test", True), originals=originals)
    revisit = again.write(capture(1), FETCHED_AT)
    again.close()
    assert revisit.file != kept.file and revisit.refers_to == Original(capture(1).url, "2026-11-20T10:00:00Z",
                                                                       kept.file)
    assert [r.type for r in read_warc(tmp_path / revisit.file)] == ["warcinfo", "revisit", "request"]
    # A revisit of a revisit names the capture that holds the payload; a deleted file holds nothing.
    revisit_warc = {"file": f"s/warc/{revisit.file}", "offset": revisit.offset, "digest": revisit.digest,
                    "refers_to": {"uri": capture(1).url, "date": "2026-11-20T10:00:00Z", "file": f"s/warc/{kept.file}"}}
    assert originals_in([("http://127.0.0.1:8000/bo/copy.html", FETCHED_AT, revisit_warc)],
                        tmp_path) == originals
    undigested = {"file": f"s/warc/{kept.file}", "offset": kept.offset}    # archived before digests were kept
    assert originals_in([(capture(1).url, "2026-11-20T10:00:00+00:00", undigested)], tmp_path) == {}
    assert originals_in([(capture(1).url, "yesterday", manifest_warc)], tmp_path) == {}     # a hand-edited time
    (tmp_path / kept.file).unlink()
    assert originals_in([(capture(1).url, "2026-11-20T10:00:00+00:00", manifest_warc)], tmp_path) == {}


def test_headers_are_archived_as_the_bytes_served(tmp_path: Path) -> None:
    """A UTF-8 header value and a cookie of stray bytes are written byte for byte (warcio percent-encoded them
    as UTF-8: `X-Title: %C3%A0%C2%BD…`, `n*=UTF-8''%C3%BF%00%01; Path*=UTF-8''/`), and read back; the file checks."""
    title = "བོད".encode().decode("latin-1")            # as header_list holds the served bytes
    served = dataclasses.replace(capture(1), response_headers=[("X-Title", title), ("Set-Cookie", "n=\xff\x00\x01; Path=/")],
                                 request_headers=[("Cookie", "n=\xff\x00\x01")])
    warcs = WarcFiles(tmp_path, "s", warcinfo_fields("s", "tsheg-test", True))
    name = warcs.write(served, FETCHED_AT).file
    warcs.close()
    raw = gzip.decompress((tmp_path / name).read_bytes())
    assert b"\r\nX-Title: " + "བོད".encode() + b"\r\n" in raw
    assert b"\r\nSet-Cookie: n=\xff\x00\x01; Path=/\r\n" in raw and b"\r\nCookie: n=\xff\x00\x01\r\n" in raw
    response = next(r for r in read_warc(tmp_path / name) if r.type == "response")   # (digests checked)
    assert ("X-Title", "བོད") in response.http and ("Set-Cookie", "n=\xff\x00\x01; Path=/") in response.http
    check = subprocess.run([sys.executable, "-m", "warcio.cli", "check", str(tmp_path / name)],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
