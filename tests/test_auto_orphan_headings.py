"""A heading over text the vetoes left out (another story a portal appends under a story, a related box) goes too."""

from __future__ import annotations

import pytest

from extract.algorithms import auto

from .extraction_pages import FOOTER, MENU, kept_lines_scored

# our own sentences: a short story, and the title and first lines of the next story a portal appends under it
STORY = {
    "bo": "ད་ལོའི་དབྱར་ཁར་གྲོང་ཚོའི་ཨ་མ་ཚོས་རས་ཐག་འཐག་པའི་སློབ་ཁྲིད་ཆུང་ཆུང་ཞིག་གཙུགས་ནས་བུ་མོ་མང་པོ་ཞིག་ཡོང་།",
    "ug": "بۇ يىل ياز كۈنلىرى مەھەللىدىكى ئانىلار قىزلارغا گىلەم توقۇشنى ئۆگىتىدىغان كىچىك كۇرس ئاچتى، نۇرغۇن قىزلار كەلدى.",
    "zh": "今年夏天，村里的妈妈们办了一个小小的织毯班，很多女孩子都来学习了。",
}
NEXT_TITLE = {
    "bo": "ལུང་པའི་ཆུ་མགོ་གསར་པ་ཁ་ཕྱེ་བ།",
    "ug": "جىلغىدىكى يېڭى بۇلاق ئېچىلدى",
    "zh": "山谷里的新水源开通了",
}
NEXT_STORY = {
    "bo": "ལུང་པའི་མགོ་ན་ཆུ་མགོ་གསར་པ་ཞིག་རྙེད་ནས་གྲོང་མི་ཚོས་ཆུ་ཡུར་ཞིག་བརྐོས་པ་རེད།",
    "ug": "جىلغىنىڭ بېشىدا يېڭى بىر بۇلاق تېپىلدى، كەنت ئاھالىسى ئۇنىڭدىن ئۆستەڭ چاپتى.",
    "zh": "在山谷的尽头发现了一处新水源，村民们从那里挖了一条水渠。",
}


def story_page(lang: str, after: str) -> str:
    """A story in its article, then ``after`` (what the portal appends), a menu above and a footer below."""
    menu = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU[lang]))
    return (f"<html><head><title>story</title></head><body><ul class='menu'>{menu}</ul><div class='article'>"
            f"<h1>story</h1><p>{STORY[lang]}</p></div>{after}<div class='footer'>{FOOTER[lang]}</div></body></html>")


def appended_story(lang: str, body_class: str) -> str:
    """The next story: its title as an h1, its text in a div of ``body_class``."""
    return (f"<div class='next-story'><h1>{NEXT_TITLE[lang]}</h1>"
            f"<div class='{body_class}'><p>{NEXT_STORY[lang]}</p></div></div>")


@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_the_title_of_an_appended_story_goes_with_its_text(lang: str) -> None:
    # the model passes the next story's h1; its text is recommended reading, never kept: the title alone would read
    # as the last line of the story
    markup = story_page(lang, appended_story(lang, "recommend-body"))
    lines = kept_lines_scored(markup, {NEXT_TITLE[lang]: auto.THRESHOLD + 0.5}, auto.THRESHOLD + 1.0)
    assert STORY[lang] in lines
    assert NEXT_STORY[lang] not in lines
    assert NEXT_TITLE[lang] not in lines


@pytest.mark.parametrize(("case", "score"), [
    ("its text kept: a section of the page", auto.THRESHOLD + 1.0),
    ("its text under the threshold, no veto: the model's call alone", auto.THRESHOLD - 1.0),
])
def test_a_heading_over_text_no_veto_took_stays(case: str, score: float) -> None:
    markup = story_page("ug", appended_story("ug", "story-body"))
    lines = kept_lines_scored(markup, {NEXT_TITLE["ug"]: auto.THRESHOLD + 0.5, NEXT_STORY["ug"]: score},
                              auto.THRESHOLD + 1.0)
    assert NEXT_TITLE["ug"] in lines, case


# a day's programme (our own): each session a short heading over its date and time alone, a line the vetoes take
PROGRAMME = {
    "bo": ["གསུང་བཤད།", "ཞབས་བྲོ།", "གླུ་གཞས།"],
    "ug": ["نۇتۇق", "ئۇسسۇل", "ناخشا"],
    "zh": ["开幕致辞", "舞蹈表演", "合唱"],
}
SESSION_TIMES = ["2026-05-03 10:00", "2026-05-03 14:30", "2026-05-03 17:30"]


@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_a_programmes_headings_over_their_time_lines_stay(lang: str) -> None:
    # a time-stamped line is furniture on its own, but under a heading of the story it is the session's time: the
    # heading stays (the line's veto is older than the orphan rule and is another question)
    sessions = "".join(f"<h3>{title}</h3><p>{time}</p>" for title, time in zip(PROGRAMME[lang], SESSION_TIMES))
    markup = story_page(lang, "").replace(f"<p>{STORY[lang]}</p></div>", f"<p>{STORY[lang]}</p>{sessions}</div>", 1)
    lines = kept_lines_scored(markup, {}, auto.THRESHOLD + 1.0)
    assert STORY[lang] in lines
    assert all(title in lines for title in PROGRAMME[lang])


# our own: a heading over a box of links to the singer's other songs, and the songs' titles
MORE_HEADING = {
    "bo": "གླུ་བ་འདིའི་གླུ་གཞས་གཞན་དག",
    "ug": "ناخشىچىنىڭ باشقا ناخشىلىرى",
    "zh": "这位歌手的其他歌曲",
}
MORE_SONGS = {
    "bo": ["འབྲོག་གི་མེ་ཏོག", "ཕ་ཡུལ་གྱི་དྲན་པ།", "མཚོ་སྔོན་པོ།"],
    "ug": ["باھار شامىلى", "يۇرت سېغىنىشى", "كۆك كۆل"],
    "zh": ["草原之花", "故乡的思念", "蓝色的湖"],
}


def more_songs_page(lang: str, heading: str, link_items: bool) -> str:
    """A story, then ``heading`` right over a list of the singer's other songs (links or plain items)."""
    items = "".join(f"<li><a href='/song/{n}'>{song}</a></li>" if link_items else f"<li>{song}</li>"
                    for n, song in enumerate(MORE_SONGS[lang]))
    return story_page(lang, f"<div class='box'>{heading}<ul>{items}</ul></div>")


@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
@pytest.mark.parametrize(("case", "heading", "link_items", "stays"), [
    ("a heading over its dropped list of links goes with it", "<h3>{}</h3>", True, False),
    ("a linked heading (a record's title) over a list of links stays", "<h3><a href='/r'>{}</a></h3>", True, True),
    ("a heading over a dropped list of plain items stays: the model's call", "<h3>{}</h3>", False, True),
    ("an h1 (a hub page's title over its records) stays", "<h1>{}</h1>", True, True),
])
def test_a_heading_over_its_dropped_list_of_links(lang: str, case: str, heading: str, link_items: bool,
                                                  stays: bool) -> None:
    # the model passes the heading and leaves out the songs: the heading alone would read as a line of the story
    title = MORE_HEADING[lang]
    markup = more_songs_page(lang, heading.format(title), link_items)
    scores = {title: auto.THRESHOLD + 0.5} | {song: auto.THRESHOLD - 0.5 for song in MORE_SONGS[lang]}
    lines = kept_lines_scored(markup, scores, auto.THRESHOLD + 1.0)
    assert STORY[lang] in lines
    assert not any(song in lines for song in MORE_SONGS[lang])
    assert (title in lines) == stays, case
