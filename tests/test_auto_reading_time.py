"""A byline with the story's reading time ("5 min read · Apr 2, 2024") is a meta line; a sentence about one is text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored, meta_line_page


@pytest.mark.parametrize(("lang", "meta"), [
    ("zh", "5 min read · Apr 2, 2024"),
    ("zh", "By Anna Keller · 12 min read · May 3, 2024"),
    ("zh", "11 Feb 2024 • 4 min read"),
    ("zh", "阅读约 5 分钟 · 2024-04-11"),
    ("ug", "5 مىنۇتلۇق ئوقۇش · 2024-04-11"),
    ("bo", "ཀློག་ཡུན། སྐར་མ་ 5 · 2024-04-11"),
])
def test_a_byline_with_a_reading_time_is_left_out(lang: str, meta: str) -> None:
    lines = kept_lines_scored(meta_line_page(lang, meta), {}, KEPT)
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert meta not in lines


@pytest.mark.parametrize("sentence", [
    "It takes a 5 min read to learn the whole alphabet, the teacher said.",
    "5 min read · Apr 2, 2024 · a short story about the herders who walk to the salt lakes every spring",
    "Cook: 3 min",  # a recipe's time, no reading
])
def test_a_sentence_or_a_line_past_the_byline_is_kept(sentence: str) -> None:
    assert sentence in kept_lines_scored(meta_line_page("zh", sentence), {}, KEPT)
