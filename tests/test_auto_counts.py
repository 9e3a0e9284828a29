"""A song's or a video's play-count line beside its player: counts and links, no date, no text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# a song's lyrics (our own lines) and its player's count line, in our three languages
SONGS = {
    "bo": (["ཕ་ཡུལ་གྱི་རི་བོ་མཐོན་པོ། སྤྲིན་དཀར་གྱི་ཞྭ་མོ་གྱོན་འདུག", "ཕ་མའི་དྲིན་ཅན་ལྟ་བུར། ང་ལ་སྲུང་སྐྱོབ་བྱེད་ཀྱིན་འདུག",
            "ཕ་ཡུལ་གྱི་ཆུ་བོ་གཙང་མ། ཉི་ཟླའི་འོད་ཀྱིས་མཛེས་འདུག", "ཐག་རིང་ས་ནས་ལྟ་དུས། སེམས་ལ་དྲན་པ་འཁོར་འདུག"],
           "<a href='/mp3/1.mp3'>ཕབ་ལེན།</a> ཉན་ཐེངས་ ༡༢,༣༤༠"),
    "ug": (["ئانا، سېنىڭ قوللىرىڭ بۆشۈكۈمنى تەۋرەتكەن", "كېچىلەردە ئۇخلىماي مېنى ئاسراپ ئۆستۈرگەن",
            "ئانا، سېنىڭ كۆزلىرىڭ يولۇمغا نۇر چاچقان", "قەيەردە بولسام مەن دۇئايىڭ ماڭا ياندىشار"],
           "ئاڭلانغان قېتىم: 58,230 · <a href='/down/1'>چۈشۈرۈش</a>"),
    "zh": (["故乡的山啊高又高，白云给它戴上了帽子。", "像父母一样守护着我，陪我走过了童年的路。",
            "故乡的河啊清又清，日月的光照得它发亮。", "走到再远的地方回头看，心里总是想着你。"],
           "播放 3,201 | <a href='/dl/1'>下载</a>"),
}


def song_page(lang: str, count_line: str) -> str:
    lyrics, _ = SONGS[lang]
    return (f"<html><head><title>song</title></head><body><nav><a href='/'>home</a> <a href='/new'>new</a></nav>"
            f"<div class='song'><h1>song</h1><div class='player'>{count_line}</div>"
            f"<div class='lyrics'>{''.join(f'<p>{line}</p>' for line in lyrics)}</div></div></body></html>")



@pytest.mark.parametrize("lang", SONGS)
def test_a_play_count_line_is_left_out(lang: str) -> None:
    lyrics, count_line = SONGS[lang]
    lines = extract(song_page(lang, count_line))
    assert all(line in lines for line in lyrics)
    assert lines == [line for line in lines if line in lyrics or line == "song"]


@pytest.mark.parametrize("sentence", [
    "This song has 12,340 plays since its release in May, more than any other on the album.",
    "这首歌发布以来播放 3,201 次，是专辑里最受欢迎的一首。",
])
def test_a_sentence_with_a_count_is_text(sentence: str) -> None:
    lyrics, _ = SONGS["zh"]
    assert sentence in extract(song_page("zh", f"<p>{sentence}</p>"))
