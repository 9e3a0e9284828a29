"""Plain-text documents read as pages (extract/plain_text.py): the text survives every encoding."""

from __future__ import annotations

import re

import lxml.html
import pytest

from extract import extract_page, recognize_page
from extract.plain_text import plain_text_as_html

from .fixtures.crawl_texts import CHINESE, TIBETAN, UYGHUR

DOCUMENT = {"bo": TIBETAN.replace("། ", "།\n") + "\n1 < 2 & 3 > 2", "ug": UYGHUR.replace(". ", ".\n"),
            "zh": CHINESE.replace("。", "。\n") + "“<引号>”",
            "zh-Hant": "今天天氣很好。\n農民們在田裡勞動 & 學生們在讀書。"}


@pytest.mark.parametrize(("language", "codec", "declared", "utf8"), [
    ("bo", "utf-8", "utf-8", False),
    ("bo", "utf-8", None, False),            # no charset named: the page is sniffed as UTF-8
    ("zh", "gb18030", "gb2312", False),      # multi-byte, ASCII-compatible: the bytes stay as they are
    ("zh-Hant", "big5", "big5", False),           # (traditional characters: big5 holds no simplified ones)
    ("ug", "utf-16", None, True),            # a BOM
    ("ug", "utf-16-le", "utf-16le", True),   # no BOM, named by the server
    ("ug", "utf-32", None, True),
])
def test_the_document_is_the_text_of_the_page(language: str, codec: str, declared: str | None, utf8: bool) -> None:
    text = DOCUMENT[language]
    body, charset = plain_text_as_html(text.encode(codec), declared)
    assert (charset == "utf-8") == utf8
    encoding = charset or declared or "utf-8"
    pre = lxml.html.document_fromstring(body.decode(encoding)).find(".//pre")
    assert pre.text_content() == text
    headers = {"Content-Type": f"text/html; charset={encoding}"}
    paragraphs = [[line.strip() for line in paragraph.split("\n") if line.strip()]
                  for paragraph in re.split(r"\n\s*\n", text)]
    lines = "\n\n".join("\n".join(paragraph) for paragraph in paragraphs if paragraph).split("\n")   # (one empty line per gap)
    assert extract_page(body, headers=headers).text.split("\n") == lines
    expected = language if language in ("bo", "ug") else "zh"   # (Traditional Chinese is "zh" too)
    assert recognize_page(body, headers).language == expected


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
