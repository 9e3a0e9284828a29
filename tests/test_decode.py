"""decode_page: one clean Unicode tree from any bytes."""

from __future__ import annotations

import random
import unicodedata

import lxml.html
import pytest

from extract import Decoded, decode_page
from extract.decode import MAX_NESTING, flatten_nesting

TIBETAN = "བོད་ཀྱི་སྐད་ཡིག་ནི་རིག་གནས་ཀྱི་རྩ་བ་ཡིན།"
TIBETAN_TITLE = "ལོ་རྒྱུས་ཀྱི་གནས་ཚུལ།"
UYGHUR = "ئۇيغۇر تىلى بىزنىڭ ئانا تىلىمىز."
CHINESE = "今天天气很好，我们一起去公园散步，顺便看看湖边新开的书店。"
TRADITIONAL = "今天天氣很好，我們一起去公園散步。"


def page(text: str, head: str = "", title: str = "title") -> str:
    return f"<html><head>{head}<title>{title}</title></head><body><div><p>{text}</p></div></body></html>"


def paragraph(decoded: Decoded) -> str:
    return decoded.root.find(".//p").text_content()


@pytest.mark.parametrize(
    ("text", "codec", "head", "expected_codec", "source"),
    [
        (TIBETAN, "utf-8", '<meta charset="utf-8">', "utf-8", "meta"),
        (UYGHUR, "utf-8", '<meta charset="UTF-8">', "utf-8", "meta"),
        (CHINESE, "gb2312", '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">', "gb18030", "meta"),
        (TRADITIONAL, "big5", '<meta charset="big5">', "big5hkscs", "meta"),
        ("Ein schönes Café", "cp1252", '<meta charset="iso-8859-1">', "cp1252", "meta"),
        (TIBETAN, "utf-8", "", "utf-8", "detected"),
        (CHINESE * 10, "gb18030", "", "gb18030", "detected"),
        (TIBETAN, "utf-8", '<meta charset="iso-8859-1">', "utf-8", "detected"),
    ],
)
def test_pages_per_encoding(text: str, codec: str, head: str, expected_codec: str, source: str) -> None:
    decoded = decode_page(page(text, head, title=TIBETAN_TITLE if codec == "utf-8" else "t").encode(codec))
    assert paragraph(decoded) == text
    assert decoded.encoding == expected_codec
    assert decoded.encoding_source == source
    assert isinstance(decoded.root, lxml.html.HtmlElement)
    if codec == "utf-8":
        assert decoded.title == TIBETAN_TITLE


def test_wrong_charset_header_is_overruled_and_noted() -> None:
    decoded = decode_page(page(TIBETAN).encode(), {"Content-Type": "text/html; charset=gb2312"})
    assert paragraph(decoded) == TIBETAN
    assert decoded.encoding == "utf-8"
    assert decoded.declared_charset == "gb2312"
    assert any("overruled" in note for note in decoded.conversions)


def test_http_header_is_used_when_the_bytes_agree() -> None:
    decoded = decode_page(page(CHINESE).encode("gbk"), {"Content-Type": "text/html; charset=GBK"})
    assert paragraph(decoded) == CHINESE
    assert decoded.encoding_source == "http"


def test_utf16_page() -> None:
    decoded = decode_page(b"\xff\xfe" + page(UYGHUR, '<meta charset="utf-16">').encode("utf-16-le"))
    assert paragraph(decoded) == UYGHUR
    assert decoded.encoding == "utf-16-le"
    assert decoded.encoding_source == "bom"


def test_xml_declaration_page() -> None:
    body = '<?xml version="1.0" encoding="utf-8"?>\n' + page(TIBETAN)
    assert paragraph(decode_page(body.encode())) == TIBETAN


def test_truncated_page_keeps_what_it_has() -> None:
    body = page(TIBETAN, '<meta charset="utf-8">').encode()
    cut = body[: body.index(TIBETAN.encode()) + len(TIBETAN.encode()) - 2]
    decoded = decode_page(cut)
    assert paragraph(decoded).startswith(TIBETAN[:-1])


@pytest.mark.parametrize("body", [b"", b"\x00\x00\x00", b"   \n", random.Random(7).randbytes(30000),
                                  b"\xff\xfe\x00", b"<", b"<html"])
def test_junk_gives_a_tree_not_an_error(body: bytes) -> None:
    decoded = decode_page(body)
    assert isinstance(decoded.root, lxml.html.HtmlElement)
    assert isinstance(decoded.title, str)


def test_stray_bytes_in_a_utf8_page_do_not_overrule_it() -> None:
    body = page(TIBETAN, '<meta charset="utf-8">').encode().replace(b"<div>", b"<div>\xff\xfe\x80 \xc3(")
    decoded = decode_page(body)
    assert decoded.encoding == "utf-8"
    assert paragraph(decoded) == TIBETAN
    assert decoded.root.find(".//div").text.count("\ufffd") == 4


def test_hundred_thousand_levels_deep_keeps_all_text() -> None:
    depth = 100_000
    body = ("<html><body>" + "<div>" * depth + f"<p>{TIBETAN}</p>" + "</div>" * depth
            + f"<p>{UYGHUR}</p></body></html>").encode()
    decoded = decode_page(body)
    # The tags past MAX_NESTING levels are dropped, their text stays, in order.
    assert decoded.root.find("body").text_content() == TIBETAN + UYGHUR
    assert any("flattened" in note for note in decoded.notes)


@pytest.mark.parametrize("after", [
    "</body></html><p>{text}</p>",                          # an article printed after the template's end
    "</BODY></HTML>\n<!-- cache -->\n<html><body><p>{text}</p></body></html>",   # a second document pasted on
    "</html  ><div><p>{text}</p>",
])
def test_text_after_the_end_of_the_document_is_kept(after: str) -> None:
    body = ("<html><head><title>t</title></head><body><p>" + UYGHUR + "</p>" + after.format(text=TIBETAN)).encode()
    text = decode_page(body).root.find("body").text_content()
    assert UYGHUR in text and TIBETAN in text


@pytest.mark.parametrize("where", ["frameset", "body"])
def test_noframes_content_is_markup_not_text(where: str) -> None:
    fallback = f'<NOFRAMES><p>{TIBETAN}</p><p>{UYGHUR} <a href="/bo/">bo</a></p></noframes>'
    body = (f'<frameset cols="20%,80%"><frame src="a.html">{fallback}</frameset>' if where == "frameset"
            else f"<body>{fallback}</body>")
    root = decode_page(f"<html><head><title>t</title></head>{body}</html>".encode()).root
    assert [p.text_content() for p in root.iter("p")] == [TIBETAN, UYGHUR + " bo"]
    assert "<" not in root.text_content()


def test_flatten_nesting_keeps_text_and_shallow_structure() -> None:
    data = b"<div>" * (MAX_NESTING + 5) + b"x<br>y" + b"</div>" * (MAX_NESTING + 5) + b"<p>z</p>"
    flat = flatten_nesting(data)
    assert flat.count(b"<div>") == MAX_NESTING
    assert flat.count(b"</div>") == MAX_NESTING
    assert b"x<br>y" in flat and flat.endswith(b"<p>z</p>")


@pytest.mark.parametrize(("data", "flat"), [
    (b"<div><div><p>a<br/>b</p></div></div><a href=x", b"<div><div>a<br/>b</div></div><a href=x"),   # cut off: kept
    (b"<div>" * 3 + b"<a " * 70_000, b"<div>" * 2 + b"<a " * 70_000),   # 200 KB of unclosed tags: one tag, kept
    (b"<div>" * 3 + b"<a <b>" * 3, b"<div>" * 2),   # '<a <b>' is one tag named a (HTML's tokenizer too)
])
def test_flatten_nesting_reads_each_tag_once(data: bytes, flat: bytes) -> None:
    # TAG_RE's lazy scan to '>' ran again from every '<' of a page without '>' (67 s for 100 KB of '<a '):
    # it now always matches, so a run of unclosed tags is one match (counted, not timed)
    from extract.decode import TAG_RE

    assert flatten_nesting(data, 2) == flat
    assert len(TAG_RE.findall(data)) <= data.count(b">") + 1


def test_output_is_nfc() -> None:
    decomposed = "\u0f40\u0f73 cafe\u0301"  # ཀཱི with the discouraged U+0F73, é decomposed
    decoded = decode_page(page(decomposed, '<meta charset="utf-8">').encode())
    text = paragraph(decoded)
    assert text == unicodedata.normalize("NFC", decomposed)
    assert text == "\u0f40\u0f71\u0f72 café"
    assert "unicode: normalised to NFC" in decoded.conversions


def test_nfc_does_not_compose_markup() -> None:
    body = '<html><body><p title="a">\u0338x</p><p>e\u0301</p></body></html>'
    decoded = decode_page(body.encode())
    assert [p.text for p in decoded.root.iter("p")] == ["\u0338x", "é"]


# One character the decoder looks for in the page's text (``in`` on the str), at the end of a long page:
# (id, the last paragraph, what decode_page makes of the page: a conversion or a note it gives).
FAR_CHARACTERS = [
    ("tatweel", "سـالام", "arabic-script: tatweel"),
    ("joiner-on-uyghur", "\u200cقەلەم\u200d", "arabic-script: tatweel and shaping joiners dropped"),
    ("drikung-dot", "\ue041\ue0df\ue112\ue0df", "Drikung PUA Tibetan (dot U+E0DF) kept"),
    ("gbk-dot", "\ufe3d".join(["颟汔", "钶", "旎氵嘁", "蟆"] * 4), "GBK-based Tibetan (dot 0xA6E6)"),
]


@pytest.mark.parametrize(("last", "said"), [case[1:] for case in FAR_CHARACTERS], ids=[case[0] for case in FAR_CHARACTERS])
def test_a_character_the_decoder_looks_for_is_found_anywhere_in_the_page(last: str, said: str) -> None:
    filler = '<div class="pad"></div>' * 6000  # ~130 KB of markup before it
    decoded = decode_page(f'<html lang="ug"><body>{filler}<p>{last}</p></body></html>'.encode())
    assert any(said in line for line in [*decoded.conversions, decoded.encoding_note or ""])


def test_plain_unicode_page_reports_no_conversion() -> None:
    decoded = decode_page(page(TIBETAN, '<meta charset="utf-8">').encode())
    assert decoded.conversions == []
    assert decoded.encoding_note is None
    assert decoded.source_families == ("unicode",)


def test_entities_and_ncrs_are_decoded_by_the_one_parse() -> None:
    body = page("&#3926;&#3964;&#3921;&#3851; &amp; &#x0F40; &nbsp;x", '<meta charset="utf-8">')
    assert paragraph(decode_page(body.encode())) == "བོད་ & ཀ \xa0x"


def test_tree_has_the_lxml_html_element_classes() -> None:
    """The C class lookup gives what lxml.html.document_fromstring gives (forms, inputs, comments)."""
    body = ("<html><body><!-- c --><form action='/s'><label>ཀ་</label><input name='q' value='ཁ'>"
            "<select name='s'><option selected>ga</option></select><textarea name='t'>x</textarea>"
            "</form><p>ང་</p></body></html>").encode()
    ours = decode_page(body).root
    theirs = lxml.html.document_fromstring(body)
    assert [type(node) for node in ours.iter()] == [type(node) for node in theirs.iter()]
    assert isinstance(ours.find(".//form"), lxml.html.FormElement)
    assert dict(ours.find(".//form").form_values()) == {"q": "ཁ", "s": "ga", "t": "x"}
