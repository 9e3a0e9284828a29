"""Datelines with the month in words ("March 3, 2025", "Posted on 3 March 2025 by ...") are meta lines, as numeric ones."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored, meta_line_page

DOUBTED = -5.0  # a score under auto.THRESHOLD less auto.records.RECORD_RESCUE_MARGIN: a block the model leaves out


@pytest.mark.parametrize(("lang", "meta"), [
    ("zh", "Posted on 3 March 2025 by Dawa Tsering"),
    ("zh", "Mar 3, 2025 at 10:14 am"),
    ("zh", "Updated August 26"),
    ("zh", "Last edited by lowjhg; Feb 14, 2026 at 9:25 pm"),
    ("zh", "发布时间：2025年3月3日"),
    ("ug", "يوللانغان ۋاقتى: 2025-يىلى 3-مارت"),
    ("ug", "2025-يىلى 3-مارت سائەت 10:14"),
    # the bare year ("2025-يىل") and spaced or en-dash ordinals, as Uyghur sites also write them
    ("ug", "يوللانغان ۋاقتى: 2025-يىل 3-مارت"),
    ("ug", "2025-يىل 3-مارت سائەت 10:14"),
    ("ug", "2025-يىل 3-ئاينىڭ 10-كۈنى 09:12"),
    ("ug", "ئېلان قىلىنغان ۋاقتى: 2025 - يىلى 3 – ئاينىڭ 10 – كۈنى"),
    ("ug", "شائىر: نۇرمۇھەممەت · 2025-يىل 3-مارت"),
    ("ug", "يوللىغان ۋاقتى: 2025-3-3"),  # a forum's "posted" (Discuz!'s Uyghur strings), 发表于's twin
    ("bo", "སྤེལ་དུས། ཟླ་བ་གསུམ་པའི་ཚེས་ ༣"),
    ("bo", "༢༠༢༥ ལོའི་ཟླ་བ་གསུམ་པའི་ཚེས་ ༣ ཆུ་ཚོད་ ༡༠:༡༤"),
])
def test_a_meta_line_dated_in_words_is_left_out(lang: str, meta: str) -> None:
    lines = kept_lines_scored(meta_line_page(lang, meta), {}, KEPT)
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert meta not in lines


@pytest.mark.parametrize("sentence", [
    "The standard date format, for example Thu, 07 Apr 2005 22:13:13 +0200.",  # a manual's example: a sentence
    "On March 3, 2025 at 10:00 the new library opened its doors to the village.",
    "March 3, 2025",  # a date alone: a diary's or a letter's heading
    "He posted on May 5 a long letter to the council about the road.",
    # lines that go on past a stamp, without a full stop: a diary's, a timeline's entry, a Uyghur notice's first line
    "March 5, 2025 at 6:40 pm — the first snow of the month, heavy enough to close the road to the airport",
    "3 March 2025, 14:20 – first aftershock recorded near the county town",
    "2025-يىلى 3-مارت سائەت 10:00 دا شەھەرلىك كۇتۇپخانىدا يېڭى كىتاب كۆرگەزمىسى ئېچىلىدۇ",
    "2025-يىل 3-مارت سائەت 10:00 دا شەھەرلىك كۇتۇپخانىدا يېڭى كىتاب كۆرگەزمىسى ئېچىلىدۇ",
    "1949 - يىل 10 - ئاينىڭ 1 - كۈنى بۇ شەھەردە چوڭ يىغىن ئېچىلدى.",  # a date in a sentence: its text
    "ۋاقتى: 2024-يىل 25-فېۋرال",  # a date under its label alone: a letter's or a diary's heading
    # an event's time under its label: what the page announces, not when it was posted
    "When: Saturday, March 15, 2025 at 10:00 am",
    "Starts: 2025-03-15 10:00",
    "活动时间：2025年3月15日 10:00",
    "پائالىيەت ۋاقتى: 2025-يىلى 3-مارت سائەت 10:00",  # the Uyghur and Tibetan twins: the activity's time
    "བྱེད་སྒོའི་དུས་ཚོད། ༢༠༢༥-༠༣-༡༥ ༡༠:༠༠",
])
def test_a_sentence_or_heading_with_a_date_in_words_is_kept(sentence: str) -> None:
    assert sentence in kept_lines_scored(meta_line_page("zh", sentence), {}, KEPT)


# a short English story (our own sentences): past auto.headline.HEADLINE_STORY_BODY_CHARS, short of HEADLINE_BODY_CHARS
BRIEF = ["The village library opened its new reading room on Monday, with two hundred donated books on the shelves.",
         "Volunteers will keep it open every afternoon until the winter holidays begin."]
HEADLINE = "Village library opens a reading room"


@pytest.mark.parametrize("dateline", ["March 3, 2025", "3 March 2025", "2025-03-03"])
def test_a_headline_over_a_brief_dated_in_words_is_the_title(dateline: str) -> None:
    body = "".join(f"<p>{p}</p>" for p in BRIEF)
    page = (f"<html><head><title>{HEADLINE} - news</title></head><body><article><h1>{HEADLINE}</h1>"
            f"<div class='date'>{dateline}</div>{body}</article></body></html>")
    lines = kept_lines_scored(page, {dateline: DOUBTED}, KEPT)  # the model leaves the dateline out
    assert HEADLINE not in lines
    assert all(p in lines for p in BRIEF)


@pytest.mark.parametrize("meta", [
    "يوللانغان ۋاقتى:\u200f 2025-يىلى 3-مارت",  # a right-to-left mark after the label
    "يوللانغان ۋاقتى: \u200e2025-03-03\u200e",  # left-to-right marks around the number
    "2025-يىلى 3-ئاينىڭ 10-كۈنى\u200f 09:12",
])
def test_a_uyghur_meta_line_with_direction_marks_is_left_out(meta: str) -> None:
    """The invisible direction marks an RTL page sets around numbers and after labels hide no meta line."""
    lines = kept_lines_scored(meta_line_page("ug", meta), {}, KEPT)
    assert all(paragraph in lines for paragraph in PARAGRAPHS["ug"])
    assert meta.replace("\u200e", "").replace("\u200f", "") not in lines
