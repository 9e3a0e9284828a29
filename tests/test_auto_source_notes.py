"""A source's dateline with no posting verb ("来源：name date") under the story's first paragraph is the text's own
note (a table's data source, a quote's source, a chart's) and stays; over the body it is the story's info line."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored, meta_line_page

NOTES = [
    ("zh", "来源：拉萨调查队 2024-09-03"),
    ("zh", "来源：牧民访谈记录 2024-05-30"),
    ("zh", "来源：西藏日报 ཁུངས། བོད་ལྗོངས་ཉིན་རེའི་ཚགས་པར། 2024-06-18"),  # a bilingual note
]


def table_note_page(lang: str, note: str) -> str:
    """A story: its h1, its paragraphs (our own sentences), a table of figures, ``note`` under it, a closing paragraph."""
    first, *rest = PARAGRAPHS[lang]
    table = "<table><tr><th>年份</th><th>户数</th></tr><tr><td>2023</td><td>12</td></tr><tr><td>2024</td><td>56</td></tr></table>"
    return (f"<html><head><title>story</title></head><body><article><h1>story</h1><p>{escape(first)}</p>{table}"
            f"<p class='note'>{escape(note)}</p>" + "".join(f"<p>{escape(p)}</p>" for p in rest)
            + "</article></body></html>")


@pytest.mark.parametrize(("lang", "note"), NOTES)
def test_a_source_note_under_the_text_is_kept(lang: str, note: str) -> None:
    lines = kept_lines_scored(table_note_page(lang, note), {}, KEPT)
    assert note in lines
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])


@pytest.mark.parametrize(("lang", "note"), NOTES)
def test_the_same_line_under_the_headline_is_an_info_line(lang: str, note: str) -> None:
    assert note not in kept_lines_scored(meta_line_page(lang, note), {}, KEPT)
