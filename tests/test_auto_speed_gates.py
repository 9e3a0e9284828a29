"""The quick tests a few line rules ask first (speed only): ``lines._may_be_rating`` before ``is_rating_line``'s line
pattern, ``lists._time_line_count`` before ``schedule_lists`` climbs from every block. Each is exact: the rule answers
as it did without it, on rating lines and other lines holding digits in our four languages, and a programme of three
timed sessions is still found where one of two is not."""

from __future__ import annotations

import pytest

from extract.algorithms.auto import lines, lists
from extract.algorithms.auto.count_lines import is_rating_line
from extract.algorithms.auto.features import block_features
from tests.extraction_pages import body_dom

# short lines holding a digit (our own): rating summaries and lines that only look like them
DIGIT_LINES = [
    "★★★★ 8.9 (214 reviews)", "4.8 ★ (1,203 条评价)", "(3 customer reviews)", "★★★★★ (12 باھا)", "12 ratings",
    "(བསམ་འཆར། ༡༢)", "4.7 超棒 1,286条点评", "Reviews: 12", "评价(12)", "Top 10 Reviews", "Season 2 Reviews",
    "2. Reviews", "The hotel has 214 reviews on the site.", "★ 5", "☆☆☆ 3/5", "⭐ 4.5", "Posted 3 hours ago",
    "2024-03-11 10:42", "ཚེས་ ༡༢ ཆུ་ཚོད་ ༡༠:༡༤", "12 باھا", "باھا: 120 يۈەن", "共 3 页", "2楼", "#7", "Views: 1,024",
    "Chapter 12 of the Kesar epic, sung at the autumn festival by three bards from the high pastures",
]


def _numbered_mark_without_gate(text: str) -> bool:
    """``is_numbered_mark`` with ``is_rating_line`` asked of every line (what it answered before the gate)."""
    rating = lines._may_be_rating
    try:
        lines._may_be_rating = lambda _text: True
        return lines.is_numbered_mark(text)
    finally:
        lines._may_be_rating = rating


@pytest.mark.parametrize("text", DIGIT_LINES)
def test_the_rating_gate_passes_every_rating_line(text: str) -> None:
    assert lines._may_be_rating(text) or not is_rating_line(text)
    assert lines.is_numbered_mark(text) == _numbered_mark_without_gate(text)


# a conference programme's sessions, each its clock time and its title (our own)
SESSIONS = {
    "en": ["Opening of the symposium", "Tibetan manuscripts in the Dunhuang caves", "Panel on Uyghur folk songs"],
    "ug": ["ئىلمىي يىغىننىڭ ئېچىلىشى", "ئۇيغۇر خەلق ناخشىلىرى توغرىسىدا سۆھبەت", "يېقىنقى زامان ئەدەبىياتى"],
    "bo": ["ཚོགས་འདུའི་སྒོ་འབྱེད།", "ཏུན་ཧོང་གི་ཡིག་ཆ་རྙིང་པ།", "བོད་ཀྱི་གཞས་དང་གླུ་དབྱངས།"],
    "zh": ["研讨会开幕式", "敦煌藏文写本研究", "维吾尔民歌专题讨论"],
}
TIMES = ["09:00", "10:30–11:15", "14:00"]


def _programme_blocks(lang: str, sessions: int):  # noqa: ANN202 (a Dom and its Blocks)
    items = "".join(f"<li><div class='time'>{time}</div><div class='title'>{title}</div></li>"
                    for time, title in list(zip(TIMES, SESSIONS[lang]))[:sessions])
    dom = body_dom(f"<h1>Programme</h1><ul class='agenda'>{items}</ul>", title="Programme")
    return dom, block_features(dom, "Programme")


@pytest.mark.parametrize("lang", sorted(SESSIONS))
@pytest.mark.parametrize("sessions", [2, 3])
def test_a_programme_is_found_only_with_its_three_timed_sessions(lang: str, sessions: int) -> None:
    dom, blocks = _programme_blocks(lang, sessions)
    assert lists._time_line_count(blocks.texts) == sessions
    found = lists.schedule_lists(dom, blocks)
    assert len(found) == (1 if sessions >= lists.LIST_MIN_ITEMS else 0)
    if found:
        assert [len(members) for members in found[0].values()] == [2] * sessions  # each item's time and title


# ``lines.is_marked_line`` strips direction marks from non-ASCII lines only (every mark is beyond ASCII): a meta line
# reads as one with the marks an RTL page sets around its numbers and after its label, and prose stays prose.
MARKED_LINES = [("Posted 3 hours ago", True), ("2024-03-11 10:42", True), ("发表于 2024-03-11 10:42", True),
                ("يوللانغان ۋاقىت: 2024-03-11 10:42", True), ("Advertisement", True), ("广告", True),
                ("Re: the road to the lake", True), ("The yak herders moved to the summer pasture.", False),
                ("ئەتىسى چاي دەملەپ بەردى.", False), ("ང་ཚོས་ལུང་པའི་ནང་ནས་ཉིན་གང་པོར་རླངས་འཁོར་བཏང་།", False)]
RLM, LRM = "\u200f", "\u200e"


@pytest.mark.parametrize(("text", "marked"), MARKED_LINES)
def test_a_marked_line_reads_the_same_with_direction_marks(text: str, marked: bool) -> None:
    assert lines.is_marked_line(text) is marked
    assert lines.is_marked_line(RLM + text.replace(": ", ":" + RLM + " ") + LRM) is marked
