"""extract/long_tags.py: start tags of thousands of attributes cut before libxml2 parses them (quadratic there)."""

from __future__ import annotations

import importlib.util

import lxml.etree
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extract import decode_page, extract_page, long_tags
from extract.long_tags import MAX_TAG_ATTRIBUTES, _up_to_long_tag_pattern, cut_long_tags
from extract.recognize import _parse as recogniser_parse

TIBETAN = "ལྷ་སའི་གྲོང་ཁྱེར་དུ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་སྒོ་ཕྱེ་བ་རེད། " * 6
OVER = MAX_TAG_ATTRIBUTES + 300   # attributes of a hostile tag in these tests (parsed in milliseconds uncut too)


def attributes(count: int, value: str = "v") -> str:
    """``count`` attributes of distinct names (libxml2's slow case: each is compared with all before it)."""
    return " ".join(f'a{i}="{value}"' for i in range(count))


def hostile_page(count: int = OVER, tag: str = "p", value: str = "v") -> bytes:
    return (f"<html><head><title>ཚེག</title></head><body><{tag} class='main' {attributes(count, value)}>"
            f"{TIBETAN}</{tag}><p>{TIBETAN}</p></body></html>").encode("utf-8")


def test_a_tag_of_too_many_attributes_keeps_its_name_and_first_attributes() -> None:
    cut, count = cut_long_tags(hostile_page())
    assert count == 1
    root = lxml.etree.fromstring(cut, lxml.etree.HTMLParser(encoding="utf-8"))
    p = root.find("body/p")
    assert list(p.attrib) == ["class", *(f"a{i}" for i in range(MAX_TAG_ATTRIBUTES - 1))]
    assert "".join(p.itertext()) == TIBETAN


def test_a_page_without_long_tags_is_returned_as_it_is() -> None:
    page = (f"<p {attributes(MAX_TAG_ATTRIBUTES)}>x</p><script>if (a<b) {{ {'x ' * 2000} }}</script>"
            f"<style>p {{ {'a ' * 2000} }}</style>").encode()
    assert cut_long_tags(page) == (page, 0)


@pytest.mark.parametrize("value", [">", "<b", "a > b < c", "'"])
def test_markup_characters_inside_quoted_values_do_not_hide_a_long_tag(value: str) -> None:
    """HTML's tokenizer reads '>' and '<' inside a quoted value as the value's: so does the scan."""
    cut, count = cut_long_tags(hostile_page(value=value))
    assert count == 1
    assert len(lxml.etree.fromstring(cut, lxml.etree.HTMLParser(encoding="utf-8")).find("body/p").attrib) == MAX_TAG_ATTRIBUTES


@pytest.mark.parametrize("shape", ["a{i}", "a{i}=v{i}", "a{i}=<{i}", "<{i}", "a{i}=''", "/a{i}=\"\""])
def test_every_spelling_of_attributes_counts(shape: str) -> None:
    """Valueless, unquoted (with '<' in it), names starting with '<', quoted values with no space after them."""
    tag = "<p " + " ".join(shape.format(i=i) for i in range(OVER)) + ">text</p>"
    cut, count = cut_long_tags(tag.encode())
    assert count == 1
    root = lxml.etree.fromstring(cut, lxml.etree.HTMLParser(encoding="utf-8"))
    assert len(root.find("body/p").attrib) <= MAX_TAG_ATTRIBUTES and root.findtext("body/p") == "text"


def test_every_long_tag_is_cut_script_and_style_tags_included() -> None:
    page = (f"<script {attributes(OVER)}>var a = 1 < 2;</script><style {attributes(OVER)}>p {{}}</style>"
            f"<p {attributes(OVER)}>one</p><p>two</p><div {attributes(OVER)}>three</div>").encode()
    cut, count = cut_long_tags(page)
    assert count == 4
    root = lxml.etree.fromstring(cut, lxml.etree.HTMLParser(encoding="utf-8"))
    assert all(len(element.attrib) <= MAX_TAG_ATTRIBUTES for element in root.iter())
    assert root.findtext(".//script") == "var a = 1 < 2;"
    assert [p.text for p in root.iter("p", "div")] == ["one", "two", "three"]


def test_decode_page_cuts_the_tag_and_notes_it() -> None:
    decoded = decode_page(hostile_page())
    p = decoded.root.find("body/p")
    assert len(p.attrib) == MAX_TAG_ATTRIBUTES and p.get("class") == "main"
    assert decoded.notes == [f"parse: 1 start tag of more than {MAX_TAG_ATTRIBUTES} attributes cut to their "
                             f"first {MAX_TAG_ATTRIBUTES}"]
    assert decoded.title == "ཚེག"


def test_extract_page_keeps_the_text_of_a_cut_tag() -> None:
    extraction = extract_page(hostile_page(), url="http://example.org/")
    assert TIBETAN.strip() in extraction.text and extraction.language == "bo"


def test_the_recognisers_own_parse_cuts_long_tags_too() -> None:
    """The recogniser parses a page naming a legacy font itself: it is bounded as well."""
    root = recogniser_parse(hostile_page())
    assert max(len(element.attrib) for element in root.iter()) == MAX_TAG_ATTRIBUTES


def test_a_page_of_160000_attributes_in_one_tag_is_cut_not_parsed_for_minutes() -> None:
    """QA's page (1.8 MB): libxml2 took 124 s on it uncut. Asserted by what is parsed, not by the time."""
    decoded = decode_page(hostile_page(160_000))
    assert len(decoded.root.find("body/p").attrib) == MAX_TAG_ATTRIBUTES
    assert len(decoded.notes) == 1


# --- the scan in C (extract/_speedups.c) against its reference, the regular expression ---------------------------------

SCAN_BUILT = importlib.util.find_spec("extract._speedups") is not None
# Pieces of markup the scans are fed, whole and in random strings: tags of each spelling, quotes that close and quotes
# that do not, raw text and its end tags in both cases, a name that only starts like "script", comments
SCAN_PIECES = ["<", ">", "/", "=", '"', "'", " ", "\n", "\t", "a", "B", "-", "=v", "<p", "<script", "<STYLE",
               "</script", "</Style", "<scripts", "<!--", "ཀ"]
# (id, markup): each stops the scan at a small attribute count (the count it is tried with: SCAN_LIMITS) or does not
SCAN_CASES = [
    ("plain", "<p a=1 b='2' c=\"3\">ཀ་ཁ་</p>"),
    ("script-raw-text", "<script a b c d>if (x<y) { '<p a b c d e>' }</SCRIPT ><p a b>"),
    ("style-without-end", "<style a='>' b>p { a: b } <p a b c d e f>"),
    ("unclosed-quote", "<p a=\"x b c d e>text"),
    ("slashes-and-spaces", "<p / a / b/c d e f/>"),
    ("name-like-script", "<scripts a b c d e f>x</scripts>"),
    ("at-the-end", "<p a b c d"),
    ("no-tag", "a < b > c <1 d e f g>"),
]
SCAN_LIMITS = (0, 1, 3, 5)


@pytest.mark.skipif(not SCAN_BUILT, reason="extract._speedups not built")
@pytest.mark.parametrize("limit", SCAN_LIMITS)
@pytest.mark.parametrize("markup", [c[1] for c in SCAN_CASES], ids=[c[0] for c in SCAN_CASES])
def test_the_c_scan_stops_where_the_pattern_stops(markup: str, limit: int) -> None:
    from extract import _speedups

    data = markup.encode("utf-8")
    pattern = _up_to_long_tag_pattern(limit)
    for start in range(len(data) + 2):
        assert _speedups.up_to_long_tag(data, start, limit) == pattern.match(data, start).end(), start


@pytest.mark.skipif(not SCAN_BUILT, reason="extract._speedups not built")
@settings(max_examples=2000, deadline=None, derandomize=True, database=None)
@given(pieces=st.lists(st.sampled_from(SCAN_PIECES), max_size=40), limit=st.sampled_from(SCAN_LIMITS))
def test_the_c_scan_stops_where_the_pattern_stops_on_any_markup(pieces: list[str], limit: int) -> None:
    from extract import _speedups

    data = "".join(pieces).encode("utf-8")
    assert _speedups.up_to_long_tag(data, 0, limit) == _up_to_long_tag_pattern(limit).match(data).end()


def test_cut_long_tags_scans_in_c_where_it_is_built() -> None:
    if SCAN_BUILT:
        from extract import _speedups

        assert long_tags._speedups is _speedups and hasattr(_speedups, "up_to_long_tag")


@pytest.mark.parametrize("page", [hostile_page(), hostile_page(tag="script"), hostile_page(value="a > b"), b"<p>x</p>"],
                         ids=["p", "script", "quoted-gt", "short"])
def test_cut_long_tags_cuts_the_same_with_the_pattern_alone(page: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    fast = cut_long_tags(page)
    monkeypatch.setattr(long_tags, "_speedups", None)
    assert cut_long_tags(page) == fast
