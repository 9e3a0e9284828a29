"""Damaged bytes never make the recogniser, the decoder or an extractor raise.

Property tests (hypothesis, derandomized: the same examples on every run): the
bundled demo site's pages (our own Tibetan, Uyghur, Chinese and English pages) and
a TibetanMachineWeb page read with the fake tables of ``fixtures.legacy_tables``, damaged at random:
bytes overwritten, markup, references, control bytes, BOMs and legacy dots
inserted, stretches cut out, the end cut off, tags repeated thousands deep; served
with random charset headers. Fuzzing the dev pages this way found a crash (a C0
control character in a legacy font run, which lxml refuses to store).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from extract.algorithms import ALGORITHMS
from extract.decode import decode_page
from extract.extraction import extract_decoded
from extract.recognize import recognize_page
from extract.scripts import NON_TEXT_CHARS_RE

from .fixtures.legacy_tables import write_fake_tables

DEMO_SITE = Path(__file__).resolve().parent.parent / "crawler" / "demo_site"
TMW_PAGE = ('<html><head><meta charset="iso-8859-1"><title>k-g-</title></head><body><div class="menu">'
            '<a href="/">Home</a></div><p><font face="TibetanMachineWeb">' + "k-gm-g-k-" * 40 + "</font></p>"
            '<p><span style="font-family:TibetanMachineWeb">' + "gm-k-" * 30 + "<b>k-</b>g-</span></p>"
            "</body></html>").encode("latin-1")
SEED_PAGES = [TMW_PAGE] + [path.read_bytes() for path in sorted(DEMO_SITE.rglob("*.html"))]

# What the damage inserts: markup pieces, references, control bytes, BOMs, legacy and GBK dots.
INSERTS = (b"<", b">", b"&", b"&#", b"&#x", b";", b"&#21;", b"&#0;", b"\x00", b"\x01", b"\x15", b"\x1b",
           b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xa6\xe6", b"\xcd", b"\xe0\xbc\x8b", b"\xef\xbf\xbe",
           b"<!--", b"-->", b"<![CDATA[", b"<script>", b"</style>", b"<p>", b"</div>", b"<table><tr><td>",
           b"<font face='TibetanMachineWeb'>", b"<font face=", b"style='font-family:Sambhota'",
           b"<div style='display:none'>", b"<meta charset='gbk'>", b"<meta charset='utf-16'>", b"&#1588;",
           b"\xef\xb9\xbd", b"<title>", b"<br>" * 50)
CHARSET_HEADERS = (None, "utf-8", "gbk", "gb18030", "utf-16", "iso-8859-1", "windows-1256", "utf-7", "cp037",
                   "hz-gb-2312", "bogus-charset", "")
DEEP_TAGS = st.sampled_from((b"<div>", b"<span><b>", b"<font face='TibetanMachineWeb'>"))

positions = st.floats(min_value=0, max_value=1)  # where the damage falls, as a share of the page
damage = st.one_of(
    st.tuples(st.just("overwrite"), positions, st.binary(min_size=1, max_size=16)),
    st.tuples(st.just("insert"), positions, st.sampled_from(INSERTS), st.integers(1, 40)),
    st.tuples(st.just("cut"), positions, st.integers(1, 4000)),
    st.tuples(st.just("truncate"), positions),
    st.tuples(st.just("nest"), positions, DEEP_TAGS, st.integers(100, 3000)),
)


def damaged(page: bytes, steps: list[tuple]) -> bytes:
    body = bytearray(page)
    for kind, where, *args in steps:
        at = int(where * len(body))
        if kind == "overwrite":
            body[at:at + len(args[0])] = args[0]
        elif kind in ("insert", "nest"):
            body[at:at] = args[0] * args[1]
        elif kind == "cut":
            del body[at:at + args[0]]
        else:
            del body[at:]
    return bytes(body)


def headers_for(charset: str | None) -> dict[str, str] | None:
    return None if charset is None else {"Content-Type": f"text/html; charset={charset}"}


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_fake_tables(tmp_path_factory.mktemp("tables"))


@settings(max_examples=150, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(page=st.sampled_from(SEED_PAGES), steps=st.lists(damage, min_size=1, max_size=6),
       charset=st.sampled_from(CHARSET_HEADERS))
def test_damaged_pages_are_read_never_raise(tables: Path, page: bytes, steps: list[tuple],
                                              charset: str | None) -> None:
    body, headers = damaged(page, steps), headers_for(charset)
    assert recognize_page(body, headers).language
    decoded = decode_page(body, headers, tables_dir=tables)
    for algorithm in ALGORITHMS:
        extraction = extract_decoded(decoded, algorithm=algorithm)
        assert not NON_TEXT_CHARS_RE.search(extraction.text), algorithm
        assert not NON_TEXT_CHARS_RE.search(extraction.title), algorithm
