"""Stray glyphs: a glyph of a legacy-font word left in another font (extract.stray_glyphs)."""

from __future__ import annotations

import re
from pathlib import Path

import lxml.html
import pytest

from extract.decode import decode_page
from extract.stray_glyphs import next_run, previous_run, run_text

# Our own rows, at the codes the TibetanMachineWeb fonts give these glyphs (tibwn.ini): the base font draws the
# vowel signs ེ ོ at { }, its sister TibetanMachineWeb1 has no glyph there.
STRAY_TABLES = "\n".join([
    "TibetanMachineWeb,45,་",
    "TibetanMachineWeb,123,ེ",    # {
    "TibetanMachineWeb,125,ོ",    # }
    "TibetanMachineWeb,92,ཀ",     # \
    "TibetanMachineWeb,43,ད",     # +
    "TibetanMachineWeb,58,ར",     # :
    "TibetanMachineWeb,44,ན",     # ,
    "TibetanMachineWeb,61,ས",     # =
    "TibetanMachineWeb,97,ན",     # a
    "TibetanMachineWeb,103,ག",    # g
    "TibetanMachineWeb,107,ཀ",    # k
    "TibetanMachineWeb,111,ུ",    # o
    "TibetanMachineWeb,34,ཁ",     # "
    "TibetanMachineWeb1,45,་",
    "TibetanMachineWeb1,65,བྱ",   # A
    "TibetanMachineWeb1,82,བླ",   # R
    "TibetanMachineWeb1,92,སྒྱ",  # \
    "TibetanMachineWeb1,119,ུ",   # w
    "TibetanMachineWeb1,123,",
    "TibetanMachineWeb1,125,",
]) + "\n"


@pytest.fixture
def tables(tmp_path: Path) -> Path:
    folder = tmp_path / "tables"
    folder.mkdir()
    (folder / "utfc.csv").write_text(STRAY_TABLES, encoding="utf-8")
    return folder


def font(text: str, face: str = "TibetanMachineWeb") -> str:
    return f'<font face="{face}">{text}</font>'


def tmw1(text: str) -> str:
    return font(text, "TibetanMachineWeb1")


def tahoma(text: str) -> str:
    return font(text, "Tahoma")


def page(body: str, style: str = "") -> bytes:
    return (f'<html><head><meta charset="windows-1252"><title>t</title><style>{style}</style></head>'
            f"<body>{body}</body></html>").encode("cp1252")


def paragraphs(body: str, tables: Path, style: str = "") -> list[str]:
    decoded = decode_page(page(body, style), tables_dir=tables)
    return [p.text_content() for p in decoded.root.iter("p")]


CLASSES = (".t { font-family: TibetanMachineWeb } .t1 { font-family: TibetanMachineWeb1 } "
           ".latin { font-family: Tahoma }")

# (body, style sheet, the paragraph as read): THDL's TibetanMachineWeb documents set { } \ in Tahoma.
MENDED = {
    "inside-a-word": (f"<p>{tmw1('A')}{tahoma('{')}{font('+-')}</p>", "", "བྱེད་"),
    "before-a-tsheg": (f"<p>{tmw1('R')}{tahoma('}')}{font('-')}</p>", "", "བློ་"),
    "after-a-tsheg": (f"<p>{font('=-')}{tahoma(chr(92))}{tmw1('w')}{font(':-')}</p>", "", "ས་སྒྱུར་"),
    "after-a-space": (f"<p>{font('=-')}{font(' ', 'TimesNewRoman')}{tahoma(chr(92))}{font('o,-')}</p>", "",
                      "ས་ ཀུན་"),
    "in-no-font": (f"<p>{tmw1('A')}{{{font('+-')}</p>", "", "བྱེད་"),
    "in-an-inline-element": (f"<p>{tmw1('R')}<b>{tahoma('}')}</b>{font('-')}</p>", "", "བློ་"),
    "style-sheet": ('<p><span class="t1">A</span><span class="latin">{</span><span class="t">+-</span></p>',
                    CLASSES, "བྱེད་"),
    "style-sheet-no-font": ('<p><span class="t1">A</span><b>{</b><span class="t">+-</span></p>', CLASSES, "བྱེད་"),
}


@pytest.mark.parametrize(("body", "style", "expected"), MENDED.values(), ids=MENDED)
def test_a_stray_glyph_inside_a_word_is_read_in_the_words_font(tables: Path, body: str, style: str,
                                                                expected: str) -> None:
    """Before: བྱ{ད་, བླ}་, \\ུར་ (84 such syllables on a page of the dev crawl site)."""
    decoded = decode_page(page(body, style), tables_dir=tables)
    assert [p.text_content() for p in decoded.root.iter("p")] == [expected]
    assert any("stray glyphs in another font inside its words converted" in note for note in decoded.conversions)


# (body, the paragraphs as read): what is no glyph of a word stays as it is.
KEPT = {
    "english-between-spaces": (f"<p>{font('k- ')}{font('PDF', 'Arial')}{font(' g-')}</p>", ["ཀ་ PDF ག་"]),
    "a-letter-after-a-syllable": (f"<p>{font('k')}{font('a', 'Arial')}{font('-')}</p>", ["ཀa་"]),
    "a-quotation-mark": (f"<p>{font('k')}{font('&quot;', 'Arial')}{font('g-')}</p>", ['ཀ"ག་']),
    "a-vowel-after-a-vowel": (f"<p>{font('ko')}{tahoma('}')}{font('-')}</p>", ["ཀུ}་"]),
    "no-neighbour-has-the-glyph": (f"<p>{tmw1('A')}{tahoma('~')}{font('+-')}</p>", ["བྱ~ད་"]),
    "another-paragraph": (f"<p>{tmw1('A')}</p><p>{tahoma('{')}</p>", ["བྱ", "{"]),
    "after-a-line-break": (f"<p>{tmw1('A')}<br>{tahoma('{')}</p>", ["བྱ{"]),
}


@pytest.mark.parametrize(("body", "expected"), KEPT.values(), ids=KEPT)
def test_text_that_is_no_glyph_of_a_word_stays(tables: Path, body: str, expected: list[str]) -> None:
    decoded = decode_page(page(body), tables_dir=tables)
    assert [p.text_content() for p in decoded.root.iter("p")] == expected
    assert not any("stray" in note for note in decoded.conversions)


NEIGHBOURS = {  # (markup, the runs before and after the one marked "S")
    "siblings": ("<p><i>a</i><b>S</b><i>c</i></p>", "a", "c"),
    "across-inline-elements": ("<p><i><u>a</u></i><!-- c --><b><i>S</i></b><i></i><u><i>c</i></u></p>", "a", "c"),
    "tails": ("<p>x<i>a</i>S<i>y</i>c</p>", "a", "y"),
    "line-break": ("<p>a<br><b>S</b><br>c</p>", None, None),
    "block": ("<div><p>a</p><b>S</b><p>c</p></div>", None, None),
}


@pytest.mark.parametrize(("markup", "before", "after"), NEIGHBOURS.values(), ids=NEIGHBOURS)
def test_the_runs_beside_a_run_on_its_line(markup: str, before: str | None, after: str | None) -> None:
    root = lxml.html.fromstring(markup)
    run = next((element, which) for element in root.iter() for which in ("text", "tail")
               if (element.text if which == "text" else element.tail) == "S")
    found = [previous_run(run), next_run(run)]
    assert [run_text(r) if r is not None else None for r in found] == [before, after]


# The junk the conversion left: a code of the TibetanMachineWeb fonts or a Latin letter between Tibetan letters.
JUNK_IN_SYLLABLES_RE = re.compile(r"(?<=[\u0f40-\u0fbc])[A-Za-z{}\\|]+(?=[\u0f40-\u0fbc\u0f0b])")


@pytest.mark.shared
@pytest.mark.parametrize("path", ["recognition-dev/pages/p0045.html", "recognition-dev/pages/p0114.html",
                                  "recognition-dev/pages/p0134.html", "crawlsite-dev/bo-news/news/1003.html"])
def test_the_dev_pages_thdl_exported_read_whole(shared_data: Path, path: str) -> None:
    """THDL's exports set { } \\ in Tahoma inside TibetanMachineWeb words: 16-84 broken syllables a page before."""
    decoded = decode_page((shared_data / path).read_bytes(), {"Content-Type": "text/html; charset=iso-8859-1"},
                          tables_dir=shared_data / "legacy-tibetan-tables")
    text = decoded.root.text_content()
    assert JUNK_IN_SYLLABLES_RE.findall(text) == []
    assert "བློ" in text or "སྤྱོད" in text


@pytest.mark.shared
def test_no_stray_is_found_where_the_dev_pages_have_none(shared_data: Path) -> None:
    """extraction-dev's TibetanMachineWeb pages glue quotation marks and brackets to words in a Latin font:
    none is read as a glyph (the first version took 48 of them for letters, ཞོར"ཁུལ -> ཞོརཁཁུལ)."""
    import gzip
    import json

    dataset = shared_data / "extraction-dev"
    truth = json.loads((dataset / "ground-truth.json").read_text("utf-8"))
    pages = [key for key, record in truth.items() if record.get("variant") == "tibetan-tmw"]
    assert pages
    tables = shared_data / "legacy-tibetan-tables"
    notes = [note for key in pages for note in decode_page(gzip.decompress((dataset / "html" / f"{key}.html.gz")
                                                                           .read_bytes()), tables_dir=tables).conversions
             if "stray" in note]
    assert notes == []
