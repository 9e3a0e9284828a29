"""A headline over a dateline the model kept ("Published: ... · Source: ...") is the title, as over one it left out."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored


HEADLINE = {"bo": "ཡུལ་ཚོའི་སྨན་ཁང་དུ་སྨན་པ་གསར་པ་སླེབས།", "ug": "كۇتۇپخانىدا يېڭى ئوقۇش زالى ئېچىلدى",
            "zh": "县城图书馆新开一间阅览室"}
# A date without a clock time and its source: a line no furniture rule reads as one (the model's to judge).
DATELINE = {"bo": "2024-04-12 · ཁུངས། ཡུལ་ཚོའི་གསར་འགྱུར།", "ug": "2024-04-12 · مەنبە: شەھەر خەۋەرلىرى",
            "zh": "2024-04-12 · 来源：高原新闻网"}
# A service's name over its facts, the first fact a status line, the second its date: the name stays (QA h85).
FACTS = {"bo": ["ཐོ་འགོད་བཞིན་པ། མི་ ༨༦ ཐོ་འགོད་ཟིན།", "དུས་ཚོད། 2024-06-15 གཟའ་སྤེན་པ།"],
         "ug": ["تىزىملىتىۋاتىدۇ، 86 كىشى تىزىملاتتى", "ۋاقتى: 2024-06-15 شەنبە"],
         "zh": ["报名中 已报名 86 人", "时间：2024年6月15日（周六）"]}


def print_view(lang: str, under: list[str]) -> str:
    """A print view: the story's h2 (the <title> holds it), the lines ``under`` it, the story (PARAGRAPHS twice)."""
    lines = "".join(f"<div class='info'>{escape(line)}</div>" for line in under)
    body = "".join(f"<p>{escape(p)}</p>" for p in PARAGRAPHS[lang] * 2)
    return (f"<html><head><title>{escape(HEADLINE[lang])} - print</title></head><body><div class='print'>"
            f"<h2>{escape(HEADLINE[lang])}</h2>{lines}{body}</div></body></html>")


@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_an_h2_headline_over_a_kept_dateline_is_the_title(lang: str) -> None:
    lines = kept_lines_scored(print_view(lang, [DATELINE[lang]]), {}, KEPT)  # the model keeps the dateline
    assert HEADLINE[lang] not in lines
    assert all(p in lines for p in PARAGRAPHS[lang])


@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_a_name_over_a_status_line_and_a_dated_fact_stays(lang: str) -> None:
    assert HEADLINE[lang] in kept_lines_scored(print_view(lang, FACTS[lang]), {}, KEPT)


def event_page(lang: str) -> str:
    """An event's page: its name in the h1 (the <title> holds it), its dated fact under it, two paragraphs about it."""
    body = "".join(f"<p>{escape(p)}</p>" for p in PARAGRAPHS[lang][:2])
    return (f"<html><head><title>{escape(HEADLINE[lang])}</title></head><body><article class='event'>"
            f"<h1>{escape(HEADLINE[lang])}</h1><p>{escape(FACTS[lang][1])}</p>{body}</article></body></html>")


@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_a_name_over_its_labelled_dated_fact_and_a_short_body_stays(lang: str) -> None:
    lines = kept_lines_scored(event_page(lang), {}, KEPT)
    assert HEADLINE[lang] in lines
    assert FACTS[lang][1] in lines
