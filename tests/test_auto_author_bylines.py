"""An author's dated byline ("རྩོམ་པ་པོ། name · date", "شائىر: name · date", "作者：name date") is a meta line; the
role word with a name and no date, or the editor in charge, stays (the truths keep those lines)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored, meta_line_page


@pytest.mark.parametrize(("lang", "meta"), [
    ("bo", "རྩོམ་པ་པོ། བཀྲ་ཤིས་དོན་གྲུབ། · ༢༠༢༤།༠༥།༡༢"),  # writer, a date set with shads
    ("bo", "ཡིག་སྒྱུར་བ། སྒྲོལ་མ། | 2023-11-02"),  # translator
    ("ug", "شائىر: ئابلىكىم ھەسەن · 2024-05-12"),  # poet
    ("ug", "تەرجىمە قىلغۇچى: گۈلنار · 2023-11-02"),  # translator
    ("zh", "作者：次仁央宗 2024-05-12"),
])
def test_an_authors_dated_byline_is_left_out(lang: str, meta: str) -> None:
    lines = kept_lines_scored(meta_line_page(lang, meta), {}, KEPT)
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert meta not in lines


@pytest.mark.parametrize(("lang", "line"), [
    ("ug", "ئاپتورى: ئابلىكىم ھەسەن"),  # no date: the truths keep the author's name line
    ("ug", "شائىر: ئابلىكىم ھەسەن 2024-يىلى ئۇرۇمچىدە يېڭى شېئىرلار توپلىمىنى نەشر قىلدۇردى."),  # a sentence
])
def test_an_author_line_without_its_date_alone_is_kept(lang: str, line: str) -> None:
    assert line in kept_lines_scored(meta_line_page(lang, line), {}, KEPT)
