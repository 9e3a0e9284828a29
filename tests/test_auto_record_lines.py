"""A list's item or a heading that reads as an author's dated byline, a source's dateline or a post's number ("作者：
name date" per prize winner, "شائىر: name · date" per poet of an anthology, "Translator: name date" per translation,
a ranking's "#1" heading) is the page's record, kept; the same line as a paragraph under the headline is a meta line."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored, meta_line_page

# records of one kind per list (our own names and dates)
RECORDS = {
    "bo": ["རྩོམ་པ་པོ། བཀྲ་ཤིས། · ༢༠༢༤-༠༣-༡༡", "རྩོམ་པ་པོ། སྒྲོལ་མ། · ༢༠༢༣-༡༢-༢༠", "རྩོམ་པ་པོ། ཚེ་རིང་། · ༢༠༢༤-༠༡-༡༥"],
    "ug": ["شائىر: مۇھەممەت · 2024-04-11", "شائىر: گۈلنار · 2023-10-02", "شائىر: ئابلىز · 2024-02-19"],
    "zh": ["作者：卓玛 2024-03-11", "作者：扎西次仁 2023-12-20", "来源：拉萨调查队 2024-01-15"],
    "en": ["Translator: Ann Whitfield 12 May 2019", "Translator: Sonam Tsering 3 June 2021",
           "Translator: Li Wei 20 August 2022"],
}


def records_page(lang: str, items: list[str], heading: str = "") -> str:
    """An article: its h1, its paragraphs (our own sentences), a heading, a list of ``items``."""
    body = "".join(f"<p>{escape(p)}</p>" for p in PARAGRAPHS.get(lang, PARAGRAPHS["zh"]))
    entries = "".join(f"<li>{escape(item)}</li>" for item in items)
    return (f"<html><head><title>list</title></head><body><article><h1>list</h1>{body}"
            f"<h2>{escape(heading)}</h2><ul>{entries}</ul></article></body></html>")


@pytest.mark.parametrize("lang", sorted(RECORDS))
def test_a_lists_bylines_are_its_records(lang: str) -> None:
    lines = kept_lines_scored(records_page(lang, RECORDS[lang], "records"), {}, KEPT)
    assert all(item in lines for item in RECORDS[lang])


@pytest.mark.parametrize("rank", ["#1", "2#"])
def test_a_rank_heading_is_kept(rank: str) -> None:
    lines = kept_lines_scored(records_page("zh", ["卓玛的诗", "扎西的小说", "次仁的散文"], rank), {}, KEPT)
    assert rank in lines


@pytest.mark.parametrize(("lang", "meta"), [("zh", RECORDS["zh"][0]), ("ug", RECORDS["ug"][0])])
def test_the_same_line_under_the_headline_is_still_a_byline(lang: str, meta: str) -> None:
    assert meta not in kept_lines_scored(meta_line_page(lang, meta), {}, KEPT)
