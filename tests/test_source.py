"""extract/commands/source.py: pages read by `tsheg recognize` / `tsheg extract` over real loopback HTTP."""

from __future__ import annotations

import codecs
import contextlib
import gzip
import re
import socket
import time
import zlib
from collections.abc import Callable, Iterator

import pytest

from extract.commands import source
from extract.commands.source import read_source

from .fixtures.web import Site, served, served_raw, served_trickling

PAGE = ("<html><head><meta charset='utf-8'><title>ཚེག</title></head><body><p>"
        + "ལྷ་སའི་གྲོང་ཁྱེར་དུ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་སྒོ་ཕྱེ་བ་རེད། " * 8 + "</p></body></html>").encode("utf-8")


def raw_deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(wbits=-zlib.MAX_WBITS)
    return packer.compress(data) + packer.flush()


def first_half(data: bytes) -> bytes:
    """A download cut in the middle."""
    return data[:len(data) // 2]


# Content-Encoding header -> the body as the server sends it (some servers compress unasked).
ENCODINGS: dict[str, Callable[[bytes], bytes]] = {
    "": lambda b: b,
    "identity": lambda b: b,
    "gzip": gzip.compress,
    "x-gzip": gzip.compress,
    "deflate": zlib.compress,                     # RFC 9110: zlib framing
    "Deflate": raw_deflate,                       # without the zlib header, as some servers send it
    "gzip, gzip": lambda b: gzip.compress(gzip.compress(b)),
}


@pytest.mark.parametrize("coding", ["gzip", "deflate"])
def test_an_empty_body_under_a_coding_header_is_empty(coding: str) -> None:
    assert source.decompressed(b"", coding) == b""


@pytest.fixture
def server() -> Iterator[tuple[str, Site]]:
    site = Site()
    with served(site) as origin:
        yield origin, site


def compressed(site: Site, path: str, coding: str, body: bytes) -> None:
    """Serve ``body`` at ``path`` with this Content-Encoding (none when empty)."""
    headers = {"Content-Type": "text/html", **({"Content-Encoding": coding} if coding else {})}
    site.routes[path] = (200, headers, body)


@pytest.mark.parametrize("coding", ENCODINGS, ids=[c or "none" for c in ENCODINGS])
def test_a_compressed_page_is_read_as_its_page(server, coding: str) -> None:
    base, site = server
    compressed(site, "/p", coding, ENCODINGS[coding](PAGE))
    body, headers = read_source(f"{base}/p")
    assert body == PAGE and headers == {"Content-Type": "text/html"}
    assert site.request_headers[-1]["Accept-Encoding"] == "gzip, deflate"


@pytest.mark.parametrize(("coding", "body", "reason"), [
    ("br", b"\x0b\x02\x80page\x03", "unsupported Content-Encoding 'br'"),
    ("gzip", b"not gzip at all", "damaged gzip body"),
    ("deflate", b"\xff\xfe not deflate", "damaged deflate body"),
    ("gzip", gzip.compress(b"\0" * 4096), "decompresses to more than 1024 bytes"),
    ("gzip", first_half(gzip.compress(PAGE)), "damaged gzip body: the compressed stream ends early"),
    ("deflate", first_half(zlib.compress(PAGE)), "damaged deflate body: the compressed stream ends early"),
    ("gzip", b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", "damaged gzip body"),
    ("", b"<p>" + b"x" * 2048, "the body is larger than 1024 bytes"),
], ids=["brotli", "damaged-gzip", "damaged-deflate", "bomb", "cut-gzip", "cut-deflate", "gzip-header-only",
        "over-the-cap"])
def test_a_body_that_cannot_be_decompressed_is_a_clear_error(server, monkeypatch, coding: str, body: bytes,
                                                              reason: str) -> None:
    base, site = server
    monkeypatch.setattr(source, "MAX_FETCH_BYTES", 1024)    # the cap on a compressed bomb, scaled down
    compressed(site, "/p", coding, body)
    with pytest.raises(ValueError, match=reason):
        read_source(f"{base}/p")


def test_a_file_over_the_cap_is_refused_not_cut(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(source, "MAX_FETCH_BYTES", 1024)
    big = tmp_path / "big.html"
    big.write_bytes(b"<p>" + b"x" * 2048)
    with pytest.raises(ValueError, match="the file is larger than 1024 bytes"):
        read_source(str(big))


@pytest.mark.parametrize(("source_name", "scheme"), [
    ("file:///tmp/page.html", "file"), ("FTP://ftp.example.org/page.html", "ftp"), ("data:text/html,<p>x", "data"),
    ("file:///tmp/crawl.warc.gz", "file"),
])
def test_a_url_of_another_scheme_is_named_as_unsupported(source_name: str, scheme: str) -> None:
    with pytest.raises(ValueError, match=f"unsupported URL scheme '{scheme}'"):
        list(source.read_pages(source_name))


def test_an_http_url_is_fetched_whatever_the_case_of_its_scheme(server) -> None:
    base, site = server
    compressed(site, "/p", "", PAGE)
    assert read_source("HTTP" + base.removeprefix("http") + "/p")[0] == PAGE


def test_the_cli_reads_a_page_its_server_gzips_unasked(server, capsys: pytest.CaptureFixture[str]) -> None:
    from extract.cli import main

    base, site = server
    compressed(site, "/p", "gzip", gzip.compress(PAGE))
    assert main(["extract", f"{base}/p"]) == 0
    assert "དཔེ་མཛོད་ཁང་གསར་པ" in capsys.readouterr().out
    compressed(site, "/b", "br", b"\x0b\x02\x80page\x03")
    assert main(["recognize", f"{base}/b"]) == 1
    assert "unsupported Content-Encoding 'br'" in capsys.readouterr().err


VERSE = "ཀ་ཁ་ག་ང་ཅ་ཆ་ཇ་ཉ། ཏ་ཐ་ད་ན་པ་ཕ་བ་མ།\nལྷ་སའི་གྲོང་ཁྱེར་དུ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་སྒོ་ཕྱེ་བ་རེད།\n<ཀ> & ཁ་ག།\n"   # our own lines


@pytest.mark.parametrize("where", ["url", "file"])
def test_a_plain_text_document_is_read_with_its_lines(server, tmp_path, capsys: pytest.CaptureFixture[str],
                                                      where: str) -> None:
    """`tsheg extract` on an e-text (a URL answering text/plain, a .txt file) prints its lines, as the crawler
    stores them; HTML served as text/plain stays HTML."""
    from extract.cli import main

    base, site = server
    site.routes["/poem"] = (200, {"Content-Type": "text/plain; charset=utf-16"}, VERSE.encode("utf-16"))
    site.routes["/html"] = (200, {"Content-Type": "text/plain"}, PAGE)
    poem = tmp_path / "poem.txt"
    poem.write_bytes(VERSE.encode("utf-16"))
    assert main(["extract", f"{base}/poem" if where == "url" else str(poem)]) == 0
    assert capsys.readouterr().out.splitlines() == VERSE.splitlines()
    body, headers = read_source(f"{base}/html")
    assert body == PAGE and headers == {"Content-Type": "text/plain"}


# Answers no HTTP client can read as a page (written raw by the server): the bytes, the reason a user is told.
STATUS_AND_HEADERS = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
BROKEN_ANSWERS = {
    "cut-chunked-body": (STATUS_AND_HEADERS + b"Transfer-Encoding: chunked\r\n\r\n"
                         + b"%x\r\n" % len(PAGE) + first_half(PAGE), "the body ends early"),
    "garbage-status-line": (b"GARBAGE FROM A BROKEN PROXY\r\n\r\n" + PAGE,
                            "not an HTTP response: status line 'GARBAGE FROM A BROKEN PROXY'"),
    "header-line-too-long": (STATUS_AND_HEADERS + b"X-Padding: " + b"x" * 70_000 + b"\r\n\r\n" + PAGE,
                             "not a valid HTTP response: got more than"),
}


@pytest.mark.parametrize("command", ["extract", "recognize"])
@pytest.mark.parametrize("broken", sorted(BROKEN_ANSWERS))
def test_a_broken_http_answer_is_one_line_naming_the_url_and_the_reason(
        server, capsys: pytest.CaptureFixture[str], command: str, broken: str) -> None:
    """No traceback: one line on stderr, exit status 1; `recognize` goes on with its other inputs."""
    from extract.cli import main

    answer, reason = BROKEN_ANSWERS[broken]
    base, site = server
    site.html("/good", PAGE)
    with served_raw(answer) as broken_origin:
        url = f"{broken_origin}/page.html"
        sources = [url, f"{base}/good"] if command == "recognize" else [url]
        assert main([command, *sources]) == 1
    out, err = capsys.readouterr()
    assert err.startswith(f"tsheg {command}: cannot read {url}: ") and reason in err
    assert err.count("\n") == 1
    if command == "recognize":
        assert out.startswith("bo ") and f"{base}/good" in out   # the next input is still read


@pytest.mark.parametrize(("path", "sent"), [
    ("/news/a page.html", "/news/a%20page.html"),
    ("/ལྷ་ས.html", "/%E0%BD%A3%E0%BE%B7%E0%BC%8B%E0%BD%A6.html"),
])
def test_a_url_with_a_space_or_tibetan_letters_is_percent_encoded_as_browsers_send_it(
        server, path: str, sent: str) -> None:
    base, site = server
    site.html(sent, PAGE)
    assert read_source(base + path)[0] == PAGE
    assert site.requested == [sent]


@pytest.mark.parametrize(("url", "reason"), [
    ("http://127.0.0.1:80x/page.html", "invalid URL: Port could not be cast"),
    ("http://a b.org/page.html", "invalid URL: URL can't contain control characters"),
])
def test_a_url_no_request_can_be_made_of_is_a_clear_error(url: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        read_source(url)


@pytest.mark.parametrize("coding", ["", "gzip"], ids=["identity", "gzip"])
def test_a_body_shorter_than_its_content_length_is_an_error_not_half_a_page(
        capsys: pytest.CaptureFixture[str], coding: str) -> None:
    """The server announces the whole body and closes the connection halfway: Content-Length counts the
    bytes as sent (coded), so the cut shows before any decompression."""
    from extract.cli import main

    sent = gzip.compress(PAGE) if coding else PAGE
    head = STATUS_AND_HEADERS + (b"Content-Encoding: gzip\r\n" if coding else b"")
    answer = head + b"Content-Length: %d\r\n\r\n" % len(sent) + first_half(sent)
    reason = f"the body ends early (a cut download?): {len(first_half(sent))} of the {len(sent)} bytes"
    with served_raw(answer) as origin:
        with pytest.raises(ValueError, match=re.escape(reason)):
            read_source(f"{origin}/page.html")
        assert main(["extract", f"{origin}/page.html"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and reason in err


def test_a_body_as_long_as_its_content_length_is_read() -> None:
    with served_raw(STATUS_AND_HEADERS + b"Content-Length: %d\r\n\r\n" % len(PAGE) + PAGE) as origin:
        assert read_source(f"{origin}/page.html")[0] == PAGE


# A server that trickles its answer (the first bytes at once, then a byte every TRICKLE_EVERY seconds) so that
# no read ever waits the socket timeout, while the whole answer would take minutes: where the trickle starts.
TRICKLE_EVERY = 0.05      # seconds between two bytes of the trickle (far below FETCH_TIMEOUT)
SHORT_DEADLINE = 0.5      # seconds: the --max-time of these tests (the default is a minute)
GIVE_UP_MARGIN = 3.0      # seconds the command may take beyond its deadline (thread start-up, a slow CI machine)
HEAD = STATUS_AND_HEADERS + b"Content-Length: %d\r\n\r\n" % len(PAGE)
TRICKLES = {
    "in-the-headers": (HEAD + PAGE, len(STATUS_AND_HEADERS) // 2),
    "in-a-sized-body": (HEAD + PAGE, len(HEAD) + 10),
    "in-a-body-to-the-close": (STATUS_AND_HEADERS + b"\r\n" + PAGE, len(STATUS_AND_HEADERS) + 10),
}


@pytest.mark.parametrize("command", ["extract", "recognize"])
@pytest.mark.parametrize("trickle", sorted(TRICKLES))
def test_a_url_that_trickles_its_page_is_given_up_at_the_deadline(
        capsys: pytest.CaptureFixture[str], command: str, trickle: str) -> None:
    """`tsheg extract/recognize URL` waited as long as the server kept sending (a byte every few seconds:
    never the read timeout); now it stops at --max-time with one line naming the URL and the deadline, and
    a body without a length cut there is no page."""
    from extract.cli import main

    answer, at_once = TRICKLES[trickle]
    with served_trickling(answer, at_once=at_once, every=TRICKLE_EVERY) as origin:
        url = f"{origin}/page.html"
        started = time.monotonic()
        status = main([command, "--max-time", str(SHORT_DEADLINE), url])
        took = time.monotonic() - started
    out, err = capsys.readouterr()
    assert status == 1 and out == ""
    assert err == f"tsheg {command}: cannot read {url}: no complete answer within {SHORT_DEADLINE:g} s " \
                  "(the deadline of a whole fetch)\n"
    assert SHORT_DEADLINE <= took < SHORT_DEADLINE + GIVE_UP_MARGIN


def test_a_slow_page_that_ends_before_its_deadline_is_read() -> None:
    """The deadline counts the whole fetch, not the pauses: a trickle that ends in time is the page."""
    answer = HEAD + PAGE
    with served_trickling(answer, at_once=len(answer) - 5, every=TRICKLE_EVERY) as origin:
        assert read_source(f"{origin}/page.html", deadline=GIVE_UP_MARGIN)[0] == PAGE


@pytest.mark.parametrize("given", ["0", "-1", "soon", "inf", "nan"])
def test_a_deadline_that_is_no_positive_number_is_a_usage_error(capsys: pytest.CaptureFixture[str],
                                                                 given: str) -> None:
    from extract.cli import main

    with pytest.raises(SystemExit) as stopped:
        main(["extract", "--max-time", given, "page.html"])
    assert stopped.value.code == 2
    assert "argument --max-time:" in capsys.readouterr().err


@pytest.mark.parametrize(("name", "document", "packed"), [
    ("page.html.gz", PAGE, gzip.compress),
    ("page.html", PAGE, gzip.compress),                    # saved gzip-coded under its plain name
    ("poem.txt.gz", "ཀ་ཁ་ག།\nང་ཅ།".encode("utf-8"), gzip.compress),
], ids=["html-gz", "gzip-under-html-name", "txt-gz"])
def test_a_gzip_file_is_read_as_the_page_it_holds(tmp_path, name: str, document: bytes, packed) -> None:  # noqa: ANN001
    path = tmp_path / name
    path.write_bytes(packed(document))
    body, headers = read_source(str(path))
    if name.startswith("poem"):   # a plain-text document, as a .txt file is read
        assert headers["Content-Type"].startswith("text/html") and b"<pre>" in body
    else:
        assert body == document and headers == {"Content-Type": "text/html"}


def test_a_gzip_file_that_unpacks_past_the_cap_is_refused(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(source, "MAX_FETCH_BYTES", 1024)
    path = tmp_path / "bomb.html.gz"
    path.write_bytes(gzip.compress(b"\0" * 4096))
    with pytest.raises(ValueError, match="more than 1024 bytes"):
        read_source(str(path))


# An empty file's bytes -> what the error line adds after "the file is empty" (a BOM alone printed nothing, exit 0).
EMPTY_FILES = {
    "empty": (b"", "\n"),
    "empty-gzip": (gzip.compress(b""), "\n"),
    "utf-8-bom-alone": (codecs.BOM_UTF8, " (a byte order mark and nothing else)\n"),
    "utf-16-le-bom-alone": (codecs.BOM_UTF16_LE, " (a byte order mark and nothing else)\n"),
    "utf-16-be-bom-alone": (codecs.BOM_UTF16_BE, " (a byte order mark and nothing else)\n"),
    "utf-32-le-bom-alone": (codecs.BOM_UTF32_LE, " (a byte order mark and nothing else)\n"),
    "gzipped-bom-alone": (gzip.compress(codecs.BOM_UTF8), " (a byte order mark and nothing else)\n"),
}


@pytest.mark.parametrize("command", ["extract", "recognize"])
@pytest.mark.parametrize(("content", "after"), EMPTY_FILES.values(), ids=EMPTY_FILES)
def test_an_empty_file_is_named_as_empty(tmp_path, capsys: pytest.CaptureFixture[str], command: str,
                                         content: bytes, after: str) -> None:
    from extract.cli import main

    path = tmp_path / "empty.html"
    path.write_bytes(content)
    assert main([command, str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == f"tsheg {command}: cannot read {path}: the file is empty{after}"


@pytest.mark.parametrize("command", ["extract", "recognize"])
@pytest.mark.parametrize(("content", "after"), [(b"", ""), (codecs.BOM_UTF8, " (a byte order mark and nothing else)")],
                         ids=["no-byte", "bom-alone"])
def test_a_url_that_answers_an_empty_body_is_named_as_empty(server, capsys: pytest.CaptureFixture[str], command: str,
                                                            content: bytes, after: str) -> None:
    """A 200 with nothing in it printed no text and exited 0, as a page of no words would."""
    from extract.cli import main

    base, site = server
    site.html("/blank.html", content)
    assert main([command, f"{base}/blank.html"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"tsheg {command}: cannot read {base}/blank.html: the body is empty{after}\n"


@contextlib.contextmanager
def silent_listener() -> Iterator[socket.socket]:
    """A TCP socket listening on 127.0.0.1 (port 0) that never accepts nor says anything (an FTP server that
    never greets: a client waits its socket timeout for each step)."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        yield listener


def opened_connections(listener: socket.socket) -> int:
    """How many connections reached ``listener`` (each waits in its backlog: none is accepted)."""
    listener.setblocking(False)
    count = 0
    with contextlib.suppress(BlockingIOError):
        while True:
            listener.accept()[0].close()
            count += 1
    return count


# A redirect's Location (FTP: the silent listener's port in {port}) -> what the error line says of it.
OTHER_SCHEME_REDIRECTS = {
    "ftp": ("ftp://127.0.0.1:{port}/page.html", "Redirection to url 'ftp://127.0.0.1:{port}/page.html' is not followed"),
    "file": ("file:///etc/passwd", "Redirection to url 'file:///etc/passwd' is not allowed"),
    "data": ("data:text/html,<p>x</p>", "Redirection to url 'data:text/html,<p>x</p>' is not allowed"),
}


@pytest.mark.parametrize("scheme", sorted(OTHER_SCHEME_REDIRECTS))
def test_a_redirect_to_another_scheme_is_an_error_and_nothing_is_asked_there(
        server, capsys: pytest.CaptureFixture[str], scheme: str) -> None:
    """urllib followed a redirect to ftp:// (file: and data: it refuses): an FTP connection to a host the server
    chose, which no deadline watched (a silent one held `--max-time 0.5` for 30 s a step). Now any scheme
    but http(s) is one line naming the redirect, at once, and nothing is asked of the other host."""
    from extract.cli import main

    base, site = server
    with silent_listener() as listener:
        location, says = (text.format(port=listener.getsockname()[1]) for text in OTHER_SCHEME_REDIRECTS[scheme])
        site.redirect("/moved.html", location)
        started = time.monotonic()
        status = main(["extract", "--max-time", str(SHORT_DEADLINE), f"{base}/moved.html"])
        took = time.monotonic() - started
        assert opened_connections(listener) == 0
    out, err = capsys.readouterr()
    assert status == 1 and out == ""
    assert err.startswith(f"tsheg extract: cannot read {base}/moved.html: HTTP Error 301") and says in err
    assert err.count("\n") == 1 and took < SHORT_DEADLINE + GIVE_UP_MARGIN
