"""Session 44, h312: the decoding and title gates give what the steps gave without them.

``decode.parse``/``as_browsers_read`` take the page's lowered bytes and look for ``</body``, ``</html``,
``noframes``, ``<svg``/``<math`` in them before the regexes run; ``title.headings`` reads each heading's
stretch from ``Dom._piece_ends`` when a step made it. Pages where the gated step fires (mixed-case tags, text after
the end tags, an unclosed drawing) and pages where it is skipped, with and without the gate's input.
"""

from __future__ import annotations

import lxml.etree
import lxml.html
import pytest

from extract.decode import as_browsers_read, decode_page, keep_after_document_end, legacy_fonts_named, parse
from extract.dom import build_dom
from extract.title import headings, reader_title

PAGES = [
    # fires: <noframes> in mixed case, its paragraphs read as markup
    "<html><body><NoFrames><p>བོད་ཀྱི་ཡི་གེ།</p></NOFRAMES><p>ئۇيغۇر تىلى</p></body></html>",
    # fires: an article after the template's end tags (upper case, a space before '>')
    "<html><body><p>nav</p></BODY ></Html>\n<p>ཞིང་པའི་ལོ་ཏོག་ལེགས་པོ་བྱུང་།</p>",
    # fires: an unclosed <SVG> with HTML after it
    "<html><body><SVG><p>村里的收成很好。</p><div>The harvest was good.</div></body></html>",
    # fires: <math> and a NUL byte (the bytes change before the parse: no gate on the lowered bytes then)
    "<html><body><math><p>a\x00b</p><p>ཀ་ཁ་</p></body></html>",
    # skipped: none of them on the page
    "<html><head><title>ཞིང་པའི་ལོ་ཏོག | བོད་ཀྱི་དྲ་ཚིགས།</title></head><body><h1>ཞིང་པའི་ལོ་ཏོག</h1>"
    "<p>ལོ་འདིར་ཞིང་པ་ཚོའི་ལོ་ཏོག་ལེགས་པོ་བྱུང་།</p></body></html>",
    # skipped: the words in the text, not as tags
    "<html><body><p>noframes, svg and math are words here; so is &lt;/body&gt;.</p></body></html>",
    # a font declared in upper case (the fonts are read on the same lowered bytes)
    '<html><body><P STYLE="FONT-FAMILY: TibetanMachineWeb">ཀ</P></body></html>',
]


def _tree(root: lxml.html.HtmlElement) -> bytes:
    return lxml.etree.tostring(root, encoding="utf-8")


@pytest.mark.parametrize("page", PAGES)
def test_lowered_bytes_change_no_parse(page: str) -> None:
    data = page.encode("utf-8")
    low = data.lower()
    assert as_browsers_read(data, low) == as_browsers_read(data)
    assert keep_after_document_end(data, low) == keep_after_document_end(data)
    with_low, notes_with_low = parse(data, low)
    without, notes_without = parse(data)
    assert _tree(with_low) == _tree(without)
    assert notes_with_low == notes_without
    assert legacy_fonts_named(data, low) == legacy_fonts_named(data)


def test_gated_steps_still_fire() -> None:
    noframes = decode_page(PAGES[0].encode("utf-8"))
    assert noframes.root.find(".//div/p") is not None  # <noframes> read as the <div> it renders as
    after_end = decode_page(PAGES[1].encode("utf-8"))
    assert "ཞིང་པའི་ལོ་ཏོག" in after_end.root.text_content()
    svg = decode_page(PAGES[2].encode("utf-8"))
    assert any("svg" in note for note in svg.notes)
    assert svg.root.find(".//svg//p") is None  # the paragraph lifted out of the drawing
    assert [font.name for font in legacy_fonts_named(PAGES[6].encode("utf-8"))] == ["TibetanMachineWeb"]


def test_gates_skip_pages_without_the_tags() -> None:
    data = PAGES[5].encode("utf-8")
    assert as_browsers_read(data, data.lower()) is data  # nothing to spell out: the bytes as they were
    root, notes = parse(data, data.lower())
    assert notes == []
    assert root.findtext(".//p").startswith("noframes, svg and math")


HEADINGS_PAGE = ("<html><head><title>ཞིང་པའི་ལོ་ཏོག | བོད་ཀྱི་དྲ་ཚིགས།</title></head><body>"
                 '<h1><a href="/">བོད་ཀྱི་དྲ་ཚིགས།</a></h1><div><h2>ཞིང་པའི་<b>ལོ་ཏོག</b></h2><p>ལོ་འདིར།</p></div>'
                 "<h3>村里的<span>收成</span><h3>inner</h3> tail</h3><h2>ئۇيغۇر تىلى</h2><pre>line one\nline two\n</pre>"
                 "<h2></h2></body></html>")


def test_headings_from_cached_piece_ends_are_the_scanned_ones() -> None:
    root = lxml.html.document_fromstring(HEADINGS_PAGE)
    dom = build_dom(root)
    assert "_piece_ends" not in vars(dom)
    scanned = headings(dom)
    title_scanned = reader_title(dom, root.findtext(".//title"))
    dom.text(0)  # (a step that reads a subtree's text makes Dom._piece_ends)
    assert "_piece_ends" in vars(dom)
    assert headings(dom) == scanned
    assert reader_title(dom, root.findtext(".//title")) == title_scanned == "ཞིང་པའི་ལོ་ཏོག"
    assert scanned == [("བོད་ཀྱི་དྲ་ཚིགས།", True), ("ཞིང་པའི་ལོ་ཏོག", False), ("ئۇيغۇر تىلى", False),
                       ("村里的收成 inner tail", False)]  # (the inner <h3> read with the outer one; the empty <h2> left out)


# --- main_language: the characters no script holds (spaces, line breaks, U+0F00-U+0F3F) end the count early ---

LANGUAGE_TEXTS = [
    "བོད་ཀྱི་ཡི་གེ་འདི་ནི་སྐད་ཡིག་ཅིག་རེད།",  # all Tibetan and dots: no pass for the other scripts
    "བོད་ཀྱི་ཡི་གེ། Tibetan script, a few English words here and there",  # the English words outweigh it: counted on
    "ཀ་ཁ་ 村里的收成很好村里的收成很好。",  # Han weighs three: it passes Tibetan
    "ཀ ཁ ག ང 中文",  # a tie of weight (4 and 2x3 - no: 6): Han first by weight
    "ཀཁག abc",  # a tie (3 and 3): the first of the heaviest, Tibetan
    "ئۇيغۇر تىلى ཀ་",
    "The harvest was good this year.\n«quoted» ཀ་",
    "Русский текст ཀ་ཁ་ག་",
    "\n \n ༄༅། ༡༢༣ ",  # no letter at all
    "",
]


def _full_counts(sample: str) -> dict[str, int]:
    from extract.extraction import SCRIPT_RUNS, letters
    return {script: letters(runs, sample) for script, runs in SCRIPT_RUNS}


@pytest.mark.parametrize("text", LANGUAGE_TEXTS)
def test_script_letters_names_the_script_a_full_count_names(text: str) -> None:
    from extract.extraction import main_script, script_letters
    counts = script_letters(text)
    full = _full_counts(text)
    assert main_script(counts) == main_script(full) or (main_script(counts)[1] == 0 and main_script(full)[1] == 0)
    assert all(full[script] == count for script, count in counts.items())


def test_main_language_of_the_texts() -> None:
    from extract.extraction import main_language
    assert [main_language(text) for text in LANGUAGE_TEXTS] == [
        "bo", "en", "zh", "zh", "bo", "ug", "en", "ru", "none", "none"]


# --- legacy leaves: their texts read once, converted after the walk ---

def test_legacy_leaves_convert_with_the_texts_read_in_the_walk(tmp_path) -> None:  # noqa: ANN001
    from .fixtures.legacy_tables import write_fake_tables
    tables = write_fake_tables(tmp_path / "tables")
    run = '<span style="font-family:TibetanMachineWeb">{}</span>'
    body = (f"<p>{run.format('k-g-')}{run.format('k-g-')}</p><p>{run.format('m-')} tail</p>"
            f'<div style="font-family:TibetanMachineWeb"><b>k-</b>g-</div><p>{run.format("")}</p>')
    page = ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>t</title>'
            f"</head><body>{body}</body></html>").encode("latin-1")
    decoded = decode_page(page, tables_dir=tables)
    assert [p.text_content() for p in decoded.root.iter("p")] == ["ཀ་ག་ཀ་ག་", "\u0f72་ tail", ""]
    assert decoded.root.find(".//div").text_content() == "ཀ་ག་"
    assert any("TibetanMachineWeb: 5 text runs" in note for note in decoded.conversions)
