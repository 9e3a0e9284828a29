"""Plain-text documents read as pages (extract/plain_text.py): the text survives every encoding."""

from __future__ import annotations

import re

import pytest

from extract import decode_page, extract_page, recognize_page
from extract.plain_text import plain_text_as_html, plain_text_page

from .fixtures.crawl_texts import CHINESE, TIBETAN, UYGHUR

DOCUMENT = {"bo": TIBETAN.replace("། ", "།\n") + "\n1 < 2 & 3 > 2", "ug": UYGHUR.replace(". ", ".\n"),
            "zh": CHINESE.replace("。", "。\n") + "“<引号>”",
            "zh-Hant": "今天天氣很好。\n農民們在田裡勞動 & 學生們在讀書。", "zh-solid": CHINESE * 4}


def rendered_lines(text: str) -> list[str]:
    """The lines a document renders as: each stripped, a run of empty lines kept as one, none at either end."""
    paragraphs = [[line.strip() for line in paragraph.split("\n") if line.strip()] for paragraph in re.split(r"\n\s*\n", text)]
    return "\n\n".join("\n".join(paragraph) for paragraph in paragraphs if paragraph).split("\n")


@pytest.mark.parametrize(("language", "codec", "declared", "page_charset"), [
    ("bo", "utf-8", "utf-8", None),
    ("bo", "utf-8", None, None),             # no charset named: the page is sniffed as UTF-8
    ("zh", "gb18030", "gb2312", None),       # multi-byte, ASCII-compatible: the bytes stay as they are
    ("zh-Hant", "big5", "big5", None),       # (traditional characters: big5 holds no simplified ones)
    ("ug", "utf-16", None, None),            # a BOM: the page stays UTF-16
    ("ug", "utf-16-le", "utf-16le", None),   # no BOM, named by the server
    ("ug", "utf-32", None, "utf-8"),         # no browser reads UTF-32: written as UTF-8
])
def test_the_document_is_the_text_of_the_page(language: str, codec: str, declared: str | None,
                                              page_charset: str | None) -> None:
    text = DOCUMENT[language]
    body, charset = plain_text_as_html(text.encode(codec), declared)
    assert charset == page_charset
    headers = {"Content-Type": f"text/html; charset={charset or declared or 'utf-8'}"}
    assert decode_page(body, headers).root.find(".//pre").text_content() == text
    assert extract_page(body, headers=headers).text.split("\n") == rendered_lines(text)
    expected = language if language in ("bo", "ug") else "zh"   # (Traditional Chinese is "zh" too)
    assert recognize_page(body, headers).language == expected


# The encoding a UTF-16 document was served in is the one its record names (README: the manifest's `encoding`).
@pytest.mark.parametrize(("language", "served", "content_type", "encoding", "note"), [
    ("ug", "\ufeff".encode("utf-16-le") + DOCUMENT["ug"].encode("utf-16-le"), "text/plain", "utf-16-le", None),
    ("bo", "\ufeff".encode("utf-16-be") + DOCUMENT["bo"].encode("utf-16-be"), "text/plain; charset=utf-16", "utf-16-be",
     None),
    ("ug", DOCUMENT["ug"].encode("utf-16-le"), "text/plain; charset=utf-16le", "utf-16-le", "without BOM"),
    ("bo", DOCUMENT["bo"].encode("utf-16-be"), "text/plain", "utf-16-be", "without BOM"),   # sniffed by its bytes
    ("bo", DOCUMENT["bo"].encode("utf-16-be"), "text/plain; charset=utf-16", "utf-16-be", "without BOM"),
    # no ASCII in the first 512 bytes, no zero bytes to tell UTF-16 by: the page gets a BOM (else read as binary)
    ("zh-solid", DOCUMENT["zh-solid"].encode("utf-16-le"), "text/plain; charset=utf-16", "utf-16-le", None),
])
def test_a_utf16_document_keeps_its_encoding(language: str, served: bytes, content_type: str, encoding: str,
                                             note: str | None) -> None:
    body, page_type = plain_text_page(served, content_type)
    extraction = extract_page(body, headers={"Content-Type": page_type})
    assert extraction.decoded.encoding == encoding
    if note is not None:
        assert any(note in conversion for conversion in extraction.decoded.conversions)
    assert extraction.text.split("\n") == rendered_lines(DOCUMENT[language])


@pytest.mark.parametrize("declared", [None, "utf-8", "windows-1252"])
@pytest.mark.parametrize("language", ["bo", "ug"])
def test_a_utf8_byte_order_mark_opens_no_text(language: str, declared: str | None) -> None:
    # a document saved by Notepad starts with EF BB BF: its first line starts with its first letter,
    # whatever charset the server names (the BOM decides, as browsers read it)
    text = DOCUMENT[language]
    body, charset = plain_text_as_html(b"\xef\xbb\xbf" + text.encode("utf-8"), declared)
    headers = {"Content-Type": f"text/html; charset={charset or declared or 'utf-8'}"}
    extraction = extract_page(body, headers=headers)
    assert extraction.text.split("\n")[0] == text.split("\n")[0]
    assert "\ufeff" not in extraction.text


@pytest.mark.parametrize("where", ["title", "body"])
def test_a_byte_order_mark_left_inside_a_page_is_dropped(where: str) -> None:
    # a PHP include saved with a BOM leaves U+FEFF where it was pasted in: before the title, before a paragraph
    first, second = TIBETAN.split("། ", 1)
    bom = "\ufeff"
    title = f"{bom}{first}" if where == "title" else first
    page = (f"<html><head><meta charset='utf-8'><title>{title}</title></head><body>"
            f"<p>{bom}{first}།</p><p>{bom}{second}</p></body></html>").encode("utf-8")
    extraction = extract_page(page)
    assert "\ufeff" not in extraction.text and "\ufeff" not in extraction.title
    assert extraction.text.startswith(first) and extraction.title == first
