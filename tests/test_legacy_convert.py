"""Legacy Tibetan in pages: 8-bit font runs, GBK-based fonts, PUA extension set A."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from extract.decode import decode_page
from extract.dom import build_dom
from extract.extraction import extract_decoded
from extract.legacy_tables import PUA_TABLE_FILE

from .fixtures.legacy_tables import TCRC_GLYPHS, write_fake_tables

@pytest.fixture
def tables(tmp_path: Path) -> Path:
    return write_fake_tables(tmp_path / "tables")


def tmw_page(body: str, title: str = "English title") -> bytes:
    return (f'<html lang="bo"><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'
            f"<title>{title}</title></head><body>{body}</body></html>").encode("latin-1")  # byte = code point


def span(text: str, font: str = "TibetanMachineWeb") -> str:
    return f'<span style="font-family:{font}">{text}</span>'


def texts(decoded, tag: str) -> list[str]:  # noqa: ANN001
    return [element.text_content() for element in decoded.root.iter(tag)]


def test_tmw_runs_convert_and_arial_stays(tables: Path) -> None:
    body = (f"<p>{span('k-g-')}{span('#', 'TibetanMachineWeb1')}{span('m-')}</p>"
            f'<p><span style="font-family: Arial">k-g- stays English</span></p>')
    decoded = decode_page(tmw_page(body), tables_dir=tables)
    assert texts(decoded, "p") == ["ཀ་ག་སྔི་", "k-g- stays English"]
    assert decoded.encoding == "cp1252"
    assert decoded.source_families == ("tibetan-8bit",)
    assert decoded.encoding_note is None
    assert any("TibetanMachineWeb:" in note and "utfc.csv" in note for note in decoded.conversions)


@pytest.mark.parametrize("body", [
    span("4m") + span("j", "TibetanMachineWeb3") + span("-"),   # the vowel sign i, then the a-chung from a sister font
    span("4m") + "<b>" + span("j", "TibetanMachineWeb3") + "</b>" + span("-"),
])
def test_text_joined_across_font_runs_is_nfc(tables: Path, body: str) -> None:
    # Each run is NFC alone; joined, ཛ + ི + ཱ is out of canonical order (ccc 130 before 129).
    decoded = decode_page(tmw_page(f"<p>{body}</p>"), tables_dir=tables)
    dom = build_dom(decoded.root)
    assert texts(decoded, "p") == ["\u0f5b\u0f72\u0f71་"]   # the tree keeps its runs as converted
    expected = "\u0f5b\u0f71\u0f72་"
    assert dom.render(range(len(dom))) == expected
    assert extract_decoded(decoded).text == expected
    assert unicodedata.is_normalized("NFC", expected)


def test_windows_1252_codes_map_back_to_their_byte(tables: Path) -> None:
    # byte 0x92 raw, as a reference to U+2019, as a C1 reference; byte 0xAB raw
    body = "<p>" + span("k\x92-") + span("k&#8217;-") + span("k&#146;-") + span("\xab-") + "</p>"
    decoded = decode_page(tmw_page(body), tables_dir=tables)
    assert texts(decoded, "p") == ["ཀང་ཀང་ཀང་ད་"]


@pytest.mark.parametrize("body", [
    '<p><font face="TibetanMachineWeb">k\x15-g\x01-</font></p>',  # a leaf that declares its font
    "<p>" + span("k\x15-<b>g</b>\x01-") + "</p>",  # runs around a child, in an inherited font
    "<p>" + span("k&#21;-g-") + "</p>",  # the control character as a reference
])
def test_control_characters_in_a_run_are_dropped_not_fatal(tables: Path, body: str) -> None:
    # libxml2 keeps C0 controls in text, lxml refuses to store them: the page used to raise ValueError
    decoded = decode_page(tmw_page(body), tables_dir=tables)
    assert texts(decoded, "p") == ["ཀ་ག་"]


def test_font_context_is_inherited_and_overridden(tables: Path) -> None:
    body = ('<div style="font-family: \'TibetanMachineWeb\', serif">k-<b>g</b>-'
            '<span style="font-family:Arial">k-g</span>m</div>'
            '<p><font face="TibetanMachineWeb">g-</font> tail in no font: g-</p>')
    decoded = decode_page(tmw_page(body), tables_dir=tables)
    assert texts(decoded, "div") == ["ཀ་ག་k-gི"]
    assert texts(decoded, "p") == ["ག་ tail in no font: g-"]


def test_style_rule_on_a_class(tables: Path) -> None:
    body = '<p class="bo">k-g-</p><p>k-g-</p>'
    page = tmw_page(body).replace(b"</head>", b"<style>.bo { font-family: TibetanMachineWeb; }</style></head>")
    decoded = decode_page(page, tables_dir=tables)
    assert texts(decoded, "p") == ["ཀ་ག་", "k-g-"]


# A TibetanMachineWeb run named every way CSS allows: (the <style> sheet, the element's attributes).
# CSS 2.1 §15.3: a family name quoted with " or ', in a list; CSS Fonts 3 §3.7: the `font` shorthand.
DECLARATIONS = [
    ('.bo { font-family: "TibetanMachineWeb", serif; }', 'class="bo"'),
    (".bo { font-family: 'TibetanMachineWeb' }", 'class="bo"'),
    ("#bo { font: 14pt TibetanMachineWeb }", 'id="bo"'),
    ("", "style='font-family: \"TibetanMachineWeb\", serif'"),
    ("", 'style="font-family:&quot;TibetanMachineWeb&quot;"'),
    ("", 'style="font: 14pt TibetanMachineWeb"'),
    ("", "style=\"font: italic bold 12px/1.5 'TibetanMachineWeb', serif\""),
    ("", 'style="font: medium TibetanMachineWeb"'),
    ("", 'style="font: small-caps condensed x-large/normal TibetanMachineWeb"'),
]


def declared_page(sheet: str, attributes: str) -> bytes:
    body = f"<p {attributes}>k-g-</p><p>k-g- in no font</p>"
    return tmw_page(body).replace(b"</head>", f"<style>{sheet}</style></head>".encode())


@pytest.mark.parametrize(("sheet", "attributes"), DECLARATIONS)
def test_a_font_named_in_any_css_form_is_converted(tables: Path, sheet: str, attributes: str) -> None:
    decoded = decode_page(declared_page(sheet, attributes), tables_dir=tables)
    assert texts(decoded, "p") == ["ཀ་ག་", "k-g- in no font"]
    assert any(note.startswith("legacy font TibetanMachineWeb: 1 text runs") for note in decoded.conversions)


@pytest.mark.parametrize(("sheet", "attributes"), DECLARATIONS)
def test_a_font_named_in_any_css_form_is_flagged_without_tables(tmp_path: Path, sheet: str, attributes: str) -> None:
    decoded = decode_page(declared_page(sheet, attributes), tables_dir=tmp_path / "none")
    assert decoded.encoding_note is not None and "TibetanMachineWeb" in decoded.encoding_note
    assert decoded.source_families == ("tibetan-8bit",)


def test_title_and_attributes_with_glyph_codes_follow_the_dominant_font(tables: Path) -> None:
    body = (f'<p>{span("k-g-")}{span("g-k-")}</p><img alt="k-go-" src="x.png">'
            '<a title="Contact us" href="/c">x</a>')
    decoded = decode_page(tmw_page(body, title="k-g- | go-k-"), tables_dir=tables)
    assert decoded.title == "ཀ་ག་ | གུ་ཀ་"
    assert decoded.root.find(".//img").get("alt") == "ཀ་གུ་"
    assert decoded.root.find(".//a").get("title") == "Contact us"


def test_english_title_on_a_tmw_page_stays(tables: Path) -> None:
    decoded = decode_page(tmw_page(f"<p>{span('k-g-')}</p>", title="Home - News of the day"), tables_dir=tables)
    assert decoded.title == "Home - News of the day"


def test_without_tables_legacy_text_is_kept_and_flagged(tmp_path: Path) -> None:
    decoded = decode_page(tmw_page(f"<p>{span('k-g-')}</p>", title="k-g-"), tables_dir=tmp_path / "none")
    assert texts(decoded, "p") == ["k-g-"]
    assert decoded.title == "k-g-"
    assert "TibetanMachineWeb" in decoded.encoding_note
    assert "tsheg tables install" in decoded.encoding_note
    assert decoded.source_families == ("tibetan-8bit",)


def test_a_font_no_table_covers_is_kept_and_flagged(tables: Path) -> None:
    decoded = decode_page(tmw_page(f"<p>{span('k-g-', 'Ededris-a1')}{span('k-')}</p>"), tables_dir=tables)
    assert texts(decoded, "p") == ["k-g-ཀ་"]
    assert "Ededris-a1" in decoded.encoding_note
    assert "no table" in decoded.encoding_note


@pytest.mark.parametrize("head", ["", '<meta charset="utf-8">'], ids=["no-label", "a-label-the-bytes-break"])
def test_a_legacy_font_page_without_a_usable_charset_is_converted_whole(tables: Path, head: str) -> None:
    """Read as charset-normalizer guessed (mac-latin2), a TCRC page kept "Ň" for ས in every syllable, with no
    note; read as windows-1252 it converts whole."""
    body = (f'<html><head>{head}<title>t</title></head><body><p><font face="TCRC Bod-Yig">'.encode()
            + TCRC_GLYPHS + b"</font></p></body></html>")
    decoded = decode_page(body, tables_dir=tables)
    text = texts(decoded, "p")[0]
    assert decoded.encoding == "cp1252"
    assert "ཀྱིས་" in text and text.count("ས") == TCRC_GLYPHS.count(b"\xc5")
    assert "Ň" not in text
    assert decoded.encoding_note is None


GLYPH_CODES_LOST = {  # legacy 8-bit font runs in a page read in a codec whose characters are not the glyph codes
    "declared-iso-8859-2": (b'<meta charset="iso-8859-2"><title>t</title></head><body>'
                            b'<p><span style="font-family:TibetanMachineWeb">k\x92-\xab-</span></p>'),
    "chinese-read-as-gb18030": ("<style>.bo { font-family: TibetanMachineWeb }</style><title>t</title></head><body>"
                                "<p>今天天气很好，我们一起去公园散步，顺便看看湖边新开的书店。</p>" * 4
                                + '<p class="bo">新开的书店。</p>').encode("gbk"),
}


@pytest.mark.parametrize("page", GLYPH_CODES_LOST.values(), ids=GLYPH_CODES_LOST)
def test_legacy_font_runs_read_in_another_code_page_are_flagged(tables: Path, page: bytes) -> None:
    decoded = decode_page(b"<html><head>" + page + b"</body></html>", tables_dir=tables)
    assert decoded.encoding not in ("cp1252", "utf-8")
    assert "windows-1252 glyph codes" in decoded.encoding_note


def gbk_page(text: str) -> bytes:
    return ('<html><head><meta charset="gb2312"><title>t</title></head><body>'
            f'<p><span style="font-family:BZDBT">{text}</span></p><p>中文段落不受影响。</p></body></html>'
            ).encode("gb18030")


def test_gbk_font_without_table_is_recognised_and_flagged(tables: Path) -> None:
    decoded = decode_page(gbk_page("\ufe3d"), tables_dir=tables)  # GBK 0xA6E6, the Bandrida dot
    assert texts(decoded, "p") == ["\ufe3d", "中文段落不受影响。"]
    assert "tibetan-gbk" in decoded.source_families
    assert "Bandrida" in decoded.encoding_note


def test_gbk_font_with_a_table_is_converted(tables: Path) -> None:
    (tables / "bandrida.csv").write_text("Bandrida,42726,་\n", encoding="utf-8")
    decoded = decode_page(gbk_page("\ufe3d"), tables_dir=tables)
    assert texts(decoded, "p") == ["་", "中文段落不受影响。"]
    assert decoded.encoding_note is None


# GBK-font Tibetan as a GBK page holds it: precomposed stacks (read as Han) between dots 0xA6E6 (U+FE3D).
GBK_TIBETAN_RUN = "\ufe3d".join(["颟", "汔钶", "旎氵", "蟆鲒", "骶", "啵圄", "嘌跫", "鸾"] * 6) + "\ufe3d"


@pytest.mark.parametrize("opening", ["<font face='TYBT'>", '<span style="font-family: SimSun">', "<span>"],
                         ids=["unknown-font-name", "chinese-font", "no-font"])
def test_gbk_tibetan_in_a_font_without_a_known_name_is_flagged(tables: Path, opening: str) -> None:
    """No table can be chosen for a font tsheg does not know: the text stays as it reads and the note says so,
    as for a known GBK-based font without a table."""
    closing = "</font>" if opening.startswith("<font") else "</span>"
    body = (f'<html><head><meta charset="gb2312"><title>t</title></head><body><p>{opening}{GBK_TIBETAN_RUN}'
            f"{closing}</p><p>中文段落不受影响。</p></body></html>").encode("gb18030")
    decoded = decode_page(body, tables_dir=tables)
    assert texts(decoded, "p") == [GBK_TIBETAN_RUN, "中文段落不受影响。"]
    assert decoded.encoding_note is not None and "no table for this font" in decoded.encoding_note
    assert "0xA6E6" in decoded.encoding_note
    assert "tibetan-gbk" in decoded.source_families


def test_a_chinese_page_with_vertical_marks_gets_no_tibetan_note(tables: Path) -> None:
    text = "今天天气很好，我们一起去公园散步，顺便看看湖边新开的书店。︽竖排标题︾"
    body = f'<html><head><meta charset="gb2312"><title>t</title></head><body><p>{text}</p></body></html>'
    decoded = decode_page(body.encode("gb18030"), tables_dir=tables)
    assert decoded.encoding_note is None and "tibetan-gbk" not in decoded.source_families


def pua_page(body: str) -> bytes:
    return f'<html lang="bo"><head><meta charset="utf-8"><title>t</title></head><body>{body}</body></html>'.encode()


def test_pua_tibetan_is_converted(tables: Path) -> None:
    body = "<p>\uf3a0ད་\uf300་\uf3a0\uf3a1་ཀ།</p><p><a>ལ་</a>\uf3a1“ཀ”</p>"  # a one-stack word before a quote
    decoded = decode_page(pua_page(body), tables_dir=tables)
    assert texts(decoded, "p") == ["བོད་ཨི་བོཁུ་ཀ།", "ལ་ཁུ“ཀ”"]
    assert "tibetan-pua-a" in decoded.source_families


@pytest.mark.parametrize("reference", ["&#{:d};", "&#x{:X};", "&#x{:x}"])
def test_pua_tibetan_written_all_in_references_is_converted(tables: Path, reference: str) -> None:
    text = "\uf3a0ད་\uf300་\uf3a0\uf3a1་ཀ།"
    body = "<p>" + "".join(ch if ch.isascii() else reference.format(ord(ch)) for ch in text) + " 2024</p>"
    decoded = decode_page(pua_page(body), tables_dir=tables)
    assert texts(decoded, "p") == ["བོད་ཨི་བོཁུ་ཀ། 2024"]
    assert "tibetan-pua-a" in decoded.source_families


def test_icon_font_pua_is_left_alone(tables: Path) -> None:
    body = '<p>བོད་ཀྱི་ལོ་རྒྱུས།</p><a href="/"><i class="icon">\uf3a0</i> Home</a>'
    decoded = decode_page(pua_page(body), tables_dir=tables)
    assert decoded.root.find(".//i").text == "\uf3a0"
    english_icons = decode_page(pua_page('<i class="fa">\uf3a0</i><i>\uf300\uf3a1</i>'), tables_dir=tables)
    assert [i.text for i in english_icons.root.iter("i")] == ["\uf3a0", "\uf300\uf3a1"]
    assert "tibetan-pua-a" not in english_icons.source_families


def test_drikung_pua_is_not_taken_for_extension_set_a(tables: Path) -> None:
    drikung = "\ue041\ue0df\ue112\uf301\uf300\ue0df"  # Drikung codes overlap U+F300-U+F3A6
    decoded = decode_page(pua_page(f"<p>{drikung}</p><p>བོད།</p>"), tables_dir=tables)
    assert texts(decoded, "p") == [drikung, "བོད།"]
    assert "tibetan-drikung" in decoded.source_families
    assert "Drikung" in decoded.encoding_note


# A one-stack word (\uf3a1 ཁུ in the fake table) quoted or bracketed between Tibetan syllables, as the typographic
# quotes quote it already: the ASCII ones left it unconverted (extraction-dev kept three "ཁོ" so).
QUOTED_STACKS = {
    "ascii-double-quotes": ('ཁོ་ཚོས་"\uf3a1"དང་', 'ཁོ་ཚོས་"ཁུ"དང་'),
    "ascii-single-quotes": ("ཁོ་ཚོས་'\uf3a1'དང་", "ཁོ་ཚོས་'ཁུ'དང་"),
    "quotes-in-parentheses": ('ཁོ་ཚོས་("\uf3a1")དང་', 'ཁོ་ཚོས་("ཁུ")དང་'),
    "after-a-quoted-syllable": ('ཚོས་"\uf3a1་ཀ"', 'ཚོས་"ཁུ་ཀ"'),
    "fullwidth-parentheses": ("ཁོ་ཚོས（\uf3a1）དང་", "ཁོ་ཚོས（ཁུ）དང་"),
    "typographic-quotes": ("ཁོ་ཚོས་“\uf3a1”དང་", "ཁོ་ཚོས་“ཁུ”དང་"),
}


@pytest.mark.parametrize(("text", "expected"), QUOTED_STACKS.values(), ids=QUOTED_STACKS)
def test_a_pua_stack_quoted_between_tibetan_syllables_is_converted(tables: Path, text: str, expected: str) -> None:
    decoded = decode_page(pua_page(f"<p>{text}</p>"), tables_dir=tables)
    assert texts(decoded, "p") == [expected]
    assert decoded.conversions == ["tibetan-pua-a: 1 extension-set-A characters converted"]


# Icon glyphs in quotes on a Tibetan page: in markup, in English, in a script (not Tibetan context).
QUOTED_ICONS = {
    "attribute": '<p>བོད་ཀྱི་ལོ་རྒྱུས།</p><i data-icon="\uf3a0"></i><input value="\uf3a0 Search">',
    "english-text": '<p>བོད་ཀྱི་ལོ་རྒྱུས།</p><p>Press "\uf3a0" or (\uf3a0) to share</p>',
    "style-sheet": '<style>.share:before { content: "\uf3a0" }</style><p>བོད་ཀྱི་ལོ་རྒྱུས།</p>',
}


def markup(decoded) -> str:  # noqa: ANN001
    """The decoded page as markup (attributes and style sheets too)."""
    import lxml.html

    return lxml.html.tostring(decoded.root, encoding="unicode")


@pytest.mark.parametrize("body", QUOTED_ICONS.values(), ids=QUOTED_ICONS)
def test_an_icon_in_quotes_away_from_tibetan_stays(tables: Path, body: str) -> None:
    decoded = decode_page(pua_page(body), tables_dir=tables)
    assert decoded.conversions == [] and decoded.encoding_note is None
    assert markup(decoded).count("\uf3a0") == body.count("\uf3a0")


def test_a_page_whose_only_pua_is_quoted_is_noted_with_or_without_the_table(tables: Path, tmp_path: Path) -> None:
    """Its one stack in ASCII quotes was neither converted nor flagged: conversions [], no note."""
    page = pua_page('<p>བོད་ཀྱི་ལོ་རྒྱུས། ཁོ་ཚོས་"\uf3a1"ཞེས་བཤད།</p>')
    assert decode_page(page, tables_dir=tables).conversions == ["tibetan-pua-a: 1 extension-set-A characters converted"]
    assert PUA_TABLE_FILE in decode_page(page, tables_dir=tmp_path / "none").encoding_note


# Our own Drikung-range code points: syllables ending in the dot U+E0DF, a clause mark U+E0E0 (seed 000 table 3).
DRIKUNG_PAGES = {
    "drikung-alone": "\ue5c5\ue204\ue0df\ue8ee\ueeb3\ue0df\uec0f\ue0e0 " * 20,
    "with-codes-of-extension-set-a": "\ue5c5\uf301\ue0df\uf300\ue8ee\ue0df\uf2a0\ue0e0 " * 20,
    "with-unicode-tibetan": "\ue041\ue0df\ue112\uf301\uf300\ue0df</p><p>བོད།",
}


@pytest.mark.parametrize("text", DRIKUNG_PAGES.values(), ids=DRIKUNG_PAGES)
def test_a_drikung_page_is_kept_and_flagged_with_or_without_unicode_tibetan(tables: Path, text: str) -> None:
    """A page of Drikung PUA alone (no basic Tibetan letter) was stored with no note, conversions [] (the
    decoder stopped at "no Tibetan" before it looked for Drikung); one <p>བོད།</p> more made the note appear."""
    from extract.extraction import extract_decoded

    decoded = decode_page(pua_page(f"<p>{text}</p>"), tables_dir=tables)
    assert "".join(texts(decoded, "p")) == text.replace("</p><p>", "")
    assert "tibetan-drikung" in decoded.source_families
    assert "Drikung" in decoded.encoding_note
    assert decoded.conversions == []
    # text_lang names the stored text's letters: Drikung code points are none (the recogniser's lang says bo)
    assert extract_decoded(decoded).language == ("bo" if "བོད" in text else "none")


def test_an_icon_at_the_drikung_dot_does_not_stop_the_extension_set_a_conversion(tables: Path) -> None:
    body = '<p>\uf3a0ད་\uf300་ཀ།</p><a href="/share"><i class="material-icons">\ue0df</i> Share</a>'
    decoded = decode_page(pua_page(body), tables_dir=tables)
    assert texts(decoded, "p") == ["བོད་ཨི་ཀ།"]
    assert decoded.encoding_note is None


def test_pua_without_table_is_kept_and_flagged(tmp_path: Path) -> None:
    decoded = decode_page(pua_page("<p>\uf3a0ད་ཀྱི།</p>"), tables_dir=tmp_path)
    assert texts(decoded, "p") == ["\uf3a0ད་ཀྱི།"]
    assert PUA_TABLE_FILE in decoded.encoding_note


@pytest.mark.shared
def test_real_tables_convert_tmw_glyphs(shared_data: Path) -> None:
    folder = shared_data / "legacy-tibetan-tables"
    body = f"<p>{span('#', 'TibetanMachineWeb1')}{span('-`-')}</p>"  # README: TMW1 35 སྔ, TMW 96 ད, 45 tsheg
    decoded = decode_page(tmw_page(body), tables_dir=folder)
    assert texts(decoded, "p") == ["སྔ་ད་"]


@pytest.mark.shared
def test_real_pua_table(shared_data: Path) -> None:
    folder = shared_data / "legacy-tibetan-tables"
    decoded = decode_page(pua_page("<p>\uf300་ཀ།</p>"), tables_dir=folder)
    assert texts(decoded, "p") == ["ཨི་ཀ།"]


@pytest.mark.shared
def test_every_legacy_font_page_of_the_dev_set_is_read_in_its_fonts_code_page(shared_data: Path) -> None:
    """The recognition dev set's 8-bit font pages (TibetanMachine(Web), Sambhota, LTibetan, TCRC; some without a
    charset) are read as windows-1252 or as the UTF-8 they are: a TCRC page without one was mac-latin2."""
    import json

    dataset = shared_data / "recognition-dev"
    records = [r for r in json.loads((dataset / "labels.json").read_text("utf-8"))["pages"]
               if r["variant"].startswith("legacy-")]
    assert records
    folder = shared_data / "legacy-tibetan-tables"
    read_as = {r["file"]: decode_page((dataset / r["file"]).read_bytes(), r["headers"], tables_dir=folder).encoding
               for r in records}
    assert {file: codec for file, codec in read_as.items() if codec not in ("cp1252", "utf-8")} == {}


# Our own Ededris rows (a user's table beside the fake ones): the vowel sign ི drawn by the vowel font Ededris-vowa.
EDEDRIS_ROWS = "Ededris-a,104,ཧ\nEdedris-a,47,ན\nEdedris-a,45,་\nEdedris-vowa,65,ི\n"
EDEDRIS_SHEET = '.ededrisa { font-family: "Ededris-a"; } .arial { font-family: Arial; }'


def ededris_page(body: str, sheet: str = EDEDRIS_SHEET) -> bytes:
    return tmw_page(f"<p>{body}</p>").replace(b"</head>", f"<style>{sheet}</style></head>".encode())


# (the run that names its font by class or id only, the style sheet, the paragraph as read)
CLASS_NAMED = {
    "class-of-a-sub-font": ('<span class="ededrisvowa">A</span>', EDEDRIS_SHEET, "ཧིན་"),
    "class-among-others": ('<span class="big Ededris-vowa">A</span>', EDEDRIS_SHEET, "ཧིན་"),
    "class-with-a-suffix": ('<span class="ededrisvowa-text">A</span>', EDEDRIS_SHEET, "ཧིན་"),
    "id": ('<span id="ededrisvowa">A</span>', EDEDRIS_SHEET, "ཧིན་"),
    "a-rule-sets-another-font": ('<span class="ededrisvowa arial">A</span>', EDEDRIS_SHEET, "ཧAན་"),
    "a-face-sets-another-font": ('<font face="Tahoma" class="ededrisvowa">A</font>', EDEDRIS_SHEET, "ཧAན་"),
    "typeface-named-nowhere": ('<span class="ededrisvowa">A</span>', ".ededrisa { font-family: LTibetan }", "hA/-"),
    "no-font-name-in-the-class": ('<span class="vowa">A</span>', EDEDRIS_SHEET, "ཧAན་"),
}


@pytest.mark.parametrize(("run", "sheet", "expected"), CLASS_NAMED.values(), ids=CLASS_NAMED)
def test_a_class_named_after_a_sub_font_reads_in_it(tables: Path, run: str, sheet: str, expected: str) -> None:
    """recognition-dev p0226's style sheet has rules for Ededris-a..b1, none for its class "ededrisvowa": the
    vowels stayed Latin letters inside syllables (ཧAན, 222 of them); a class naming a font of a typeface the
    page names reads in it when no rule, style or face gives the element a font."""
    (tables / "udp.csv").write_text(EDEDRIS_ROWS, encoding="utf-8")
    body = f'<span class="ededrisa">h</span>{run}<span class="ededrisa">/-</span>'
    decoded = decode_page(ededris_page(body, sheet), tables_dir=tables)
    assert texts(decoded, "p") == [expected]


@pytest.mark.parametrize("body", [
    '<p class="tibetanmachineweb-button">Download k-g-</p><p class="tmw-button">Read</p>',  # no font named
    '<p style="font-family: Arial" class="tibetanmachineweb">k-g-</p>',
])
def test_class_names_on_a_page_without_a_legacy_font_stay_english(tables: Path, body: str) -> None:
    decoded = decode_page(tmw_page(body), tables_dir=tables)
    assert texts(decoded, "p")[0].endswith("k-g-") and decoded.conversions == []


def test_class_names_are_read_where_the_style_sheet_names_a_legacy_font(tables: Path) -> None:
    """Decision: on a page that sets its legacy fonts with <font face> or inline styles only, a class's rule is
    in an external style sheet (not read): its class names are not guessed at."""
    (tables / "udp.csv").write_text(EDEDRIS_ROWS, encoding="utf-8")
    body = '<font face="Ededris-a">h</font><span class="ededrisvowa">A</span><font face="Ededris-a">/-</font>'
    decoded = decode_page(tmw_page(f"<p>{body}</p>"), tables_dir=tables)
    assert texts(decoded, "p") == ["ཧAན་"]


@pytest.mark.shared
@pytest.mark.parametrize(("page", "read"), [("p0226", "ཧིན་སྒོར"), ("p0260", "༧གོང་ས་མཆོག")])
def test_the_dev_pages_with_a_class_without_a_rule_read_whole(shared_data: Path, page: str, read: str) -> None:
    """recognition-dev p0226's class "ededrisvowa" and p0260's "tibetanmachineweb8" have no rule: 338 and 10
    glyph codes stood inside syllables before (ཧAན, <གོང)."""
    decoded = decode_page((shared_data / f"recognition-dev/pages/{page}.html").read_bytes(),
                          {"Content-Type": "text/html"}, tables_dir=shared_data / "legacy-tibetan-tables")
    text = decoded.root.text_content()
    assert re.findall(r"(?<=[\u0f40-\u0fbc\u0f0b])[A-Za-z<>\[\]^]+(?=[\u0f40-\u0fbc\u0f0b])", text) == []
    assert read in text
