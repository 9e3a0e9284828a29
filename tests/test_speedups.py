"""The optional C speedup (extract/_speedups.c) gives exactly what the pure-Python reference gives.

The regexes of :mod:`extract.page_text` and the translations of :mod:`extract.census` are the
specification; the C passes only make them cheaper (the recogniser issue's speed target). Where
the install had no C compiler the module is absent, the reference runs, and these tests skip;
CI sets TSHEG_REQUIRE_SPEEDUPS=1 so that a build that silently failed there is an error.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extract import census as census_module
from extract import page_text
from extract.bench.recognition import load_dataset
from extract.census import HIGH_BYTE_CLASSES, census_by_translations
from extract.page_text import BLOCK_MIN_CHARS, visible_cut_python
from extract.recognize import recognize_page
from tests.test_recognize import CASES, NOT_TARGET

BUILT = importlib.util.find_spec("extract._speedups") is not None


def test_the_speedups_are_built_where_required() -> None:
    if not os.environ.get("TSHEG_REQUIRE_SPEEDUPS"):
        pytest.skip("TSHEG_REQUIRE_SPEEDUPS is not set (only CI requires the C build)")
    assert BUILT, "extract._speedups was not built: is a C compiler and Python's headers installed?"


if BUILT:
    from extract._speedups import high_byte_classes, visible_cut


@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
def test_the_recogniser_uses_the_speedups_when_built() -> None:
    assert page_text.visible_cut is visible_cut
    assert census_module.high_byte_classes is high_byte_classes

# --- the visible-text cut -------------------------------------------------------------------------

# (id, lowered markup, the visible bytes the reference gives)
CUTS = [
    ("text-before-any-tag", b"plain text, no tag", b"plain text, no tag"),
    ("empty", b"", b""),
    ("segments-joined", b"a <p>b c</p> <br> <i>d</i>", b"a  b c d"),
    ("script-out", b"<p>ka</p><script>var x = '<p>no</p>';</script><p>kha</p>", b" ka kha"),
    ("script-end-with-space", b"<p>ka<script>x()</script\t >kha</p>", b" ka kha"),
    ("script-end-not-closing", b"<p>ka<script>x</scripts>kha</p>", b" ka x kha"),
    ("script-unclosed-to-the-end", b"<p>ka<script>x()</p><p>kha</p>", b" ka "),
    ("scripted-is-no-script", b"<scripted>ka</scripted>", b" ka"),
    ("style-noscript-template", b"<style>p{}</style>ka<noscript>x</noscript>kha<template>y</template>ga", b" ka kha ga"),
    ("comment", b"ka<!-- <p>hidden</p> -- - -->kha", b"ka kha"),
    ("comment-unclosed", b"ka<!-- kha", b"ka "),
    ("comment-short-close-is-no-close", b"ka<!-->kha", b"ka "),
    ("gt-inside-text", b"<p>a > b</p>", b" a > b"),
    ("white-space-only-segments", b"<p> \n\t</p><p>\x0bka</p>", b" ka"),
    ("crlf-page", b"<p>\r\n</p>\r\n<p>\x0cka</p><script>x</script\r\n>kha", b" ka kha"),
    ("not-white-space-in-bytes-patterns", b"<p>\x1c</p><p>\x85</p>", b" \x1c \x85"),
    ("stray-lt", b"<p>a < b</p>", b" a "),
    ("tibetan", "<p>བོད་ཡིག</p><script>x</script>".encode(), " བོད་ཡིག".encode()),
]


@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
@pytest.mark.parametrize(("markup", "visible"), [c[1:] for c in CUTS], ids=[c[0] for c in CUTS])
def test_the_cut_matches_the_regexes(markup: bytes, visible: bytes) -> None:
    reference = visible_cut_python(markup, 3)
    assert reference[1] == visible
    assert visible_cut(markup, 3) == reference


MARKUP_PIECES = [b"<", b">", b" ", b"\n", b"\r", b"\t", b"\x0c", b"\x0b", b"\x1c", b"\x85", b"ka", b"-", b"!", b"/", b"<p>", b"</p>", b"<script",
                 b"<script>", b"</script>", b"</script >", b"</script", b"</scripts>", b"<style", b"</style>",
                 b"<noscript>", b"</noscript\t>", b"<template x>", b"</template>", b"<!--", b"-->", b"--",
                 "ཀ་".encode(), b"_", b"1", b"<stylex>", b"<!-", b"\xe0", b"\xbd"]


@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
@settings(max_examples=3000, deadline=None, derandomize=True, database=None)
@given(pieces=st.lists(st.sampled_from(MARKUP_PIECES), max_size=30), long_segment=st.integers(0, 8))
def test_the_cut_matches_the_regexes_on_any_markup(pieces: list[bytes], long_segment: int) -> None:
    markup = b"".join(pieces)
    assert visible_cut(markup, long_segment) == visible_cut_python(markup, long_segment)


# --- the census ---------------------------------------------------------------------------------

TEXTS = ["", "ascii only", "བོད་ཡིག and 中文", "ئۇيغۇر تىلى", "Уйғур тили", "日本語のテキストです", "한국어",
         "ﺋﯘﻳﻐﯘﺭ", "︽人民日报︾", "\ue0df\uf300", "Ελληνικά", "Àéÿ ĀŁ", "emoji \U0001f600", "lone \ud800"]


@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
@pytest.mark.parametrize("text", TEXTS)
def test_the_census_matches_the_translations(text: str) -> None:
    u8 = text.encode("utf-8", "surrogatepass")
    fast, reference = census_module.census(text, u8), census_by_translations(text, u8)
    assert fast == reference
    assert {key: type(value) for key, value in fast.items()} == {key: type(value) for key, value in reference.items()}


CHARACTERS = "aZé\u00c3\u00ff\u0100\u024f\u0f0b\u0f40\u0628\u06d5\u0430\u4e2d\u3400\u9fff\uac00\u3001のに\u30a2" \
             "\ufe3d\ufe70\ufeff\ufe0f\ufb50\ue000\uf8ff\U0001F600 \n0\u0370\u0531\u0e01\u1000\ua000\u0300"


@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
@settings(max_examples=2000, deadline=None, derandomize=True, database=None)
@given(text=st.text(alphabet=CHARACTERS, max_size=30))
def test_the_census_matches_the_translations_on_any_text(text: str) -> None:
    u8 = text.encode("utf-8")
    assert census_module.census(text, u8) == census_by_translations(text, u8)


@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
@pytest.mark.parametrize("text", ["lone \ud800 surrogate", "ཀ་ \udc00", "中\ud83d"])
def test_the_census_of_a_text_alone_matches(text: str) -> None:
    """census(text) without its bytes encodes it with "replace" (a lone surrogate is '?')."""
    assert census_module.census(text) == census_by_translations(text, text.encode("utf-8", "replace"))


@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
def test_a_class_table_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(ValueError, match="256"):
        high_byte_classes(b"ka", HIGH_BYTE_CLASSES[:10])


# --- the verdicts -----------------------------------------------------------------------------------

PAGES = [(c[0], c[1], c[2]) for c in CASES] + [(c[0], c[1], None) for c in NOT_TARGET]


@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
@pytest.mark.parametrize(("body", "headers"), [p[1:] for p in PAGES], ids=[p[0] for p in PAGES])
def test_the_verdict_is_the_same_without_the_speedups(body: bytes, headers: dict[str, str] | None,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    fast = recognize_page(body, headers)
    monkeypatch.setattr(page_text, "visible_cut", visible_cut_python)
    monkeypatch.setattr(census_module, "high_byte_classes", None)
    assert recognize_page(body, headers) == fast


@pytest.mark.shared
@pytest.mark.skipif(not BUILT, reason="extract._speedups not built")
def test_the_cut_and_the_census_match_on_the_dev_pages(shared_data: Path) -> None:
    for record in load_dataset(shared_data / "recognition-dev"):
        lowered = record.body.lower()
        assert visible_cut(lowered, BLOCK_MIN_CHARS) == visible_cut_python(lowered, BLOCK_MIN_CHARS), record.file
        page, _, _, _ = page_text.read_views(record.body, record.headers)
        if page is not None:
            fast = census_module.census(page.visible, page.visible_bytes)
            assert fast == census_by_translations(page.visible, page.visible_bytes), record.file


def test_long_segments_are_the_main_text_blocks() -> None:
    long_text = "ཀ་" * BLOCK_MIN_CHARS
    page, _, _, _ = page_text.read_views(f"<p>short</p><p>{long_text}</p>".encode())
    assert page is not None
    assert page.long_segments == [long_text.encode()]
    assert page.main == long_text
