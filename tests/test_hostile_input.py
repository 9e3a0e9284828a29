"""Hostile page bytes: what a fuzzing review of ``extract_page`` found, and what it tried that held.

Found: a UTF-32 page with a big-endian byte order mark was refused as "UTF-32 without a byte order mark"
(the little-endian one was read); an unclosed ``<svg>``/``<math>`` (an icon whose ``</svg>`` is missing) took
the whole article after it into the drawing, which the extractors skip, where browsers end the drawing at the
first ``<div>``/``<p>`` (HTML §13.2.6.5). Held: the generated pages of ``HELD`` (deep, wide, huge, junk charsets,
references out of range, XML and XHTML), each read without an exception and with its article kept.
"""

from __future__ import annotations

import pytest

from extract.decode import FOREIGN_CONTENT_NOTE, decode_page
from extract.extraction import extract_page

ARTICLE_BO = "བོད་ཀྱི་ཡི་གེ་འདི་ནི་སྐད་ཡིག་ཅིག་རེད། ང་ཚོ་ཡིས་ཉིན་རེ་བཞིན་ཡི་གེ་བྲིས་ནས་ལོ་རྒྱུས་ཀློག་གི་ཡོད། " * 4
ARTICLE_UG = "ئۇيغۇر تىلى تۈركىي تىللار ئائىلىسىگە تەۋە بىر تىل بولۇپ، ئۇنى نۇرغۇن كىشىلەر ھەر كۈنى ئىشلىتىدۇ. " * 4
ARTICLE_ZH = "村里今年的收成很好，农民们在田里忙着收割庄稼，孩子们放学后也来帮忙。" * 4
ARTICLE_EN = "The harvest in the village was good this year, and the farmers worked in the fields until dark. " * 4
SECOND_BO = "ལོ་འདིར་ཞིང་པ་ཚོས་ལོ་ཏོག་ཡག་པོ་བསྡུས་སོང་། "


def page(body: str, head: str = "") -> str:
    return f"<html><head>{head}<title>ཞིང་པ</title></head><body>{body}</body></html>"


def article(text: str = ARTICLE_BO) -> str:
    return f"<div class='nav'><a href='/'>Home</a> <a href='/n'>News</a></div><div><p>{text}</p><p>{SECOND_BO}</p></div>"


@pytest.mark.parametrize("codec", ["utf-32-le", "utf-32-be"])
@pytest.mark.parametrize("text", [ARTICLE_BO, ARTICLE_UG], ids=["bo", "ug"])
def test_a_utf32_page_with_its_byte_order_mark_is_read_in_either_byte_order(codec: str, text: str) -> None:
    body = "\ufeff".encode(codec) + page(article(text)).encode(codec)
    decoded = decode_page(body)
    assert decoded.unusable is None and decoded.encoding == codec
    assert text.split()[0] in extract_page(body).text


# Pages whose article an unclosed or misused <svg>/<math> holds in libxml2's tree; browsers show the article.
UNCLOSED_FOREIGN = {
    "svg icon without </svg>": "<svg viewBox='0 0 1 1'><path d='M0 0h1v1z'/>{article}",
    "svg group left open": "<svg><g><path d='M0'></g>{article}",
    "svg text left open": "<svg><text>logo{article}",
    "formula without </math>": "<math><mi>x</mi><mo>=</mo><mn>1</mn>{article}",
    "article pasted into a drawing": "<svg><g>{article}</g></svg>",
    "drawing in a drawing": "<svg><svg><g><circle r='1'/>{article}",
    "legacy font tag with a face": "<svg><font face='Arial'>{article}</font></svg>",
}


@pytest.mark.parametrize("markup", UNCLOSED_FOREIGN.values(), ids=UNCLOSED_FOREIGN.keys())
def test_html_after_an_unclosed_svg_or_math_is_read_as_browsers_read_it(markup: str) -> None:
    body = page(markup.format(article=article())).encode()
    extraction = extract_page(body)
    assert ARTICLE_BO.strip() in extraction.text and SECOND_BO.strip() in extraction.text
    assert FOREIGN_CONTENT_NOTE in decode_page(body).notes


# Well-formed drawings and formulas: nothing lifted, their own words stay out of the text.
WELL_FORMED_FOREIGN = {
    "icon before the article": "<svg><title>Search</title><path d='M0'/></svg>{article}",
    "html in foreignObject": "<svg><foreignObject><div>chart legend</div></foreignObject></svg>{article}",
    "svg font element": "<svg><defs><font horiz-adv-x='1'><glyph unicode='a'/></font></defs></svg>{article}",
    "formula with text": "<math><mtext><span>chart legend</span></mtext></math>{article}",
}


@pytest.mark.parametrize("markup", WELL_FORMED_FOREIGN.values(), ids=WELL_FORMED_FOREIGN.keys())
def test_a_well_formed_drawing_or_formula_is_left_as_it_is(markup: str) -> None:
    body = page(markup.format(article=article())).encode()
    extraction = extract_page(body)
    assert ARTICLE_BO.strip() in extraction.text
    assert "Search" not in extraction.text and "legend" not in extraction.text
    assert FOREIGN_CONTENT_NOTE not in decode_page(body).notes


def test_the_text_after_an_unclosed_drawing_keeps_its_order() -> None:
    body = page(f"<div><svg><path d='M0'/><p>{ARTICLE_BO}</p>tail one</svg>tail two<p>{SECOND_BO}</p></div>")
    text = extract_page(body.encode()).text
    assert text.index(ARTICLE_BO.split()[0]) < text.index("tail one") < text.index("tail two") \
        < text.index(SECOND_BO.split()[0])


DEPTH = 100_000  # tags nested: far past libxml2's limit (256) and any recursion limit
WIDTH = 50_000   # siblings


def nested(opening: str, closing: str) -> str:
    return opening * DEPTH + article() + closing * DEPTH


# Generated hostile pages that held: (bytes, Content-Type header or None, a word of the article that must be kept).
HELD: dict[str, tuple[bytes, str | None, str]] = {
    "utf-16 with a meta saying utf-8": (("\ufeff" + page(article(), "<meta charset='utf-8'>")).encode("utf-16-le"),
                                        None, "བོད"),
    "utf-8 BOM against a gbk meta": (b"\xef\xbb\xbf" + page(article(), "<meta charset='gbk'>").encode(), None, "བོད"),
    "utf-8 BOM against a latin-1 header": (b"\xef\xbb\xbf" + page(article()).encode(), "iso-8859-1", "བོད"),
    "garbage meta charset": (page(article(), "<meta charset='x-\x01garbage;;'>").encode(), None, "བོད"),
    "python-only codec names": (page(article(), "<meta charset='unicode_escape'>").encode(), "base64", "བོད"),
    "utf-7 declared": (page(article(ARTICLE_UG), "<meta charset='utf-7'>").encode(), None, "ئۇيغۇر"),
    "gbk page with a utf-8 header": (("<html><head><meta charset='gbk'><title>收成</title></head><body><p>"
                                      + ARTICLE_ZH + "</p></body></html>").encode("gbk"), "utf-8", "村里"),
    "NUL bytes in text": (page(article()).replace("<p>", "<p>\x00\x00").encode(), None, "བོད"),
    "references out of range": (page("<p>&#xD800;&#x110000;&#99999999999999;&#0;</p>" + article()).encode(), None,
                                "བོད"),
    "bidi controls": (page(article("\u202e" + ARTICLE_UG + "\u202c\u2066")).encode(), None, "ئۇيغۇر"),
    "astral characters": (page(article("𝕋 😀 𠀀 " + ARTICLE_EN)).encode(), None, "harvest"),
    "10 MB attribute": (page(f"<div data-x='{'a' * 10_000_000}'>{article()}</div>").encode(), None, "བོད"),
    "10 MB comment": (page("<!--" + "a" * 10_000_000 + "-->" + article()).encode(), None, "བོད"),
    "1 MB tag name": (page("<" + "x" * 1_000_000 + ">" + article()).encode(), None, "བོད"),
    "wide siblings": (page("<span>a</span>" * WIDTH + article()).encode(), None, "བོད"),
    "unclosed CDATA": (page("<![CDATA[" + article()).encode(), None, "བོད"),
    "XML declaration against the bytes": (b"<?xml version='1.0' encoding='utf-16'?>" + page(article()).encode(), None,
                                          "བོད"),
    "XHTML as application/xhtml+xml": (
        ("<?xml version='1.0' encoding='UTF-8'?><!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Strict//EN' "
         "'http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd'><html xmlns='http://www.w3.org/1999/xhtml'><head>"
         "<title>t</title></head><body>" + article() + "</body></html>").encode(), None, "བོད"),
    "entity expansion bomb": (
        (b"<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'><!ENTITY a 'aaaaaaaaaa'>"
         b"<!ENTITY b '&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;'>]><html><body><p>&e;&b;</p>" + article().encode()
         + b"</body></html>"), None, "བོད"),
    "frameset with noframes": (("<html><frameset cols='*,*'><frame src=a><noframes><body>" + article()
                                + "</body></noframes></frameset></html>").encode(), None, "བོད"),
    **{f"{DEPTH} deep {name}": (page(nested(opening, closing)).encode(), None, "བོད") for name, opening, closing in (
        ("div", "<div>", "</div>"), ("table", "<table><tr><td>", "</td></tr></table>"), ("ul", "<ul><li>", "</li></ul>"),
        ("blockquote", "<blockquote>", "</blockquote>"), ("font", "<font>", "</font>"), ("span", "<span>", "</span>"),
        ("unclosed td", "<td>", ""))},
}


@pytest.mark.parametrize(("body", "charset", "word"), HELD.values(), ids=HELD.keys())
def test_hostile_pages_are_read_and_keep_their_article(body: bytes, charset: str | None, word: str) -> None:
    headers = None if charset is None else {"Content-Type": f"text/html; charset={charset}"}
    extraction = extract_page(body, "http://example.org/a", headers)
    assert word in extraction.text
    assert "root:" not in extraction.text  # no external entity (/etc/passwd) read


# Bytes that are no page: an empty text, never an exception.
NO_PAGE = {"empty": b"", "NULs": b"\x00" * 100_000, "white space": b" \n\t" * 10_000,
           "png": b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 400, "unclosed comment": page("<!--" + article()).encode(),
           "template only": page("<template>" + article() + "</template>").encode()}


@pytest.mark.parametrize("body", NO_PAGE.values(), ids=NO_PAGE.keys())
def test_bytes_that_show_no_text_give_none(body: bytes) -> None:
    assert extract_page(body).text == ""
