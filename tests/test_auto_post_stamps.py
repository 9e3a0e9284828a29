"""A post's stamp of a day and a month without the year and the minute ("3月21日 10:20", a microblog's) alone on its
line is the post's furniture, as a stamp with the year is; a sentence holding such a time stays."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored, lang_page

# each language: two short statuses about the first day of spring (our own sentences)
STATUSES = {
    "bo": ["དེ་རིང་དཔྱིད་ཀའི་ཉིན་དང་པོ་རེད། ཁྱེད་ཚོ་ཚང་མར་བཀྲ་ཤིས་བདེ་ལེགས།", "ང་ཚོའི་གྲོང་གསེབ་ཏུ་ཐུག་པ་བསྐོལ་ནས་མཉམ་དུ་བཞེས་སོང་།"],
    "ug": ["بۈگۈن ئەتىيازنىڭ تۇنجى كۈنى، ھەممىڭلارغا بەخت تىلەيمەن.", "مەھەللىمىزدە سۈمۈلەك پىشۇرۇپ بىرلىكتە يېدۇق."],
    "zh": ["今天是春天的第一天，祝大家一切顺利。", "我们村里一起煮了一大锅汤，大家一起喝。"],
    "en": ["First day of spring today, best wishes to everyone.", "Our street cooked a big pot of soup and shared it."],
}
STAMPS = {  # each status's stamp, as the microblogs print it (no year)
    "bo": ["ཟླ་ 3 ཚེས་ 21 10:05", "ཟླ་ 3 ཚེས་ 21 11:40"],
    "ug": ["3-ئاينىڭ 21-كۈنى 10:05", "21-مارت 11:40"],
    "zh": ["3月21日 10:05", "3月21日 11:40"],
    "en": ["Mar 21 · 10:05", "March 21 at 11:40 am"],
}


def feed(lang: str, stamps: list[str]) -> str:
    """A microblog's feed: each status's name line, stamp line (``stamps``) and text."""
    items = "".join(f'<div class="feed-item"><div class="name"><a href="/u/{n}">user{n}</a></div>'
                    f'<div class="from">{escape(stamp)}</div><div class="text">{escape(text)}</div></div>'
                    for n, (stamp, text) in enumerate(zip(stamps, STATUSES[lang])))
    return lang_page(lang, "feed", f'<div id="main">{items}</div>')


@pytest.mark.parametrize("lang", sorted(STATUSES))
def test_a_statuss_stamp_without_the_year_is_left_out(lang: str) -> None:
    # every block passes the model: the stamp's reading alone leaves it out
    lines = kept_lines_scored(feed(lang, STAMPS[lang]), {}, KEPT)
    assert all(text in lines for text in STATUSES[lang])
    assert not any(stamp in lines for stamp in STAMPS[lang])


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "On March 21 at 10:05 the whole street met by the old bridge."),
    ("zh", "3月21日 10:05，全村的人在老桥边集合。"),
])
def test_a_sentence_with_a_day_and_a_time_stays(lang: str, sentence: str) -> None:
    lines = kept_lines_scored(feed(lang, [sentence, sentence]), {}, KEPT)
    assert sentence in lines


# each language: a programme's sessions (our own sentences), each after its stamp in the schedule's markup
SESSIONS = {
    "bo": ["སྒོ་འབྱེད་མཛད་སྒོ།", "སྙན་ངག་ཀློག་འདོན།"],
    "ug": ["ئېچىلىش مۇراسىمى", "شېئىر ئوقۇش كېچىسى"],
    "zh": ["开幕式及馆长致辞", "藏文诗歌朗诵会"],
    "en": ["Opening and the librarian's welcome", "An evening of poetry readings"],
}
SCHEDULE_MARKUP = {  # a programme's definition list, a timetable's rows
    "dl": ('<dl class="schedule">{0}</dl>', "<dt>{0}</dt><dd>{1}</dd>"),
    "table": ('<table class="timetable">{0}</table>', "<tr><td>{0}</td><td>{1}</td></tr>"),
    "paragraphs": ('<div class="itinerary">{0}</div>', '<div class="day"><p class="time">{0}</p><p>{1}</p></div>'),
}


@pytest.mark.parametrize("markup", sorted(SCHEDULE_MARKUP))
@pytest.mark.parametrize("lang", sorted(STATUSES))
def test_a_schedules_times_stay(lang: str, markup: str) -> None:
    # a stamp with no link beside it (a timetable's cell, a programme's term, an itinerary's day): the session's time
    # (review h143)
    box, row = SCHEDULE_MARKUP[markup]
    rows = "".join(row.format(escape(stamp), escape(session)) for stamp, session in zip(STAMPS[lang], SESSIONS[lang]))
    page = lang_page(lang, "p", f'<div class="article"><p>{escape(STATUSES[lang][0])}</p>{box.format(rows)}</div>')
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(any(stamp in line for line in lines) for stamp in STAMPS[lang])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_survey_tables_likers_counts_stay(lang: str) -> None:
    # "Liked by 412 people" in a results table without links is the survey's datum, not a post's likers line
    counts = {"en": ["Liked by 412 people", "Liked by 305 people"], "zh": ["412 人点赞", "305 人点赞"]}[lang]
    rows = "".join(f"<tr><td>{escape(session)}</td><td>{escape(count)}</td></tr>"
                   for session, count in zip(SESSIONS[lang], counts))
    page = (f'<html lang="{lang}"><head><meta charset="utf-8"><title>p</title></head><body><div class="article">'
            f'<p>{escape(STATUSES[lang][0])}</p><table class="results">{rows}</table></div></body></html>')
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(count in lines for count in counts)
