"""A media player's own lines (its "Listen" label, its duration, its download link): the player's, not the story's
text (``auto.vetoes.player_lines``)."""

from __future__ import annotations

import pytest

from extract.algorithms import auto

from .extraction_pages import kept_lines_scored

# each language (our own): a short story's paragraphs, the player's label line and its "whole programme" link
STORIES = {
    "bo": (["ད་ལོའི་དགུན་ཁར་ལུང་པའི་སློབ་ཆུང་དུ་དཔེ་མཛོད་གསར་པ་ཞིག་ཁ་ཕྱེས་ཏེ་བྱིས་པ་མང་པོ་ཉིན་རེར་དཔེ་ཀློག་ཏུ་ཡོང་།",
            "དཔེ་མཛོད་ཀྱི་དཔེ་ཆ་ཕལ་ཆེ་བ་གྲོང་མི་ཚོས་ཞལ་འདེབས་གནང་བ་ཡིན་ལ་དགེ་རྒན་ཚོས་རིམ་པར་བཀོད་ཡོད།"],
           "ཉན་པ། 04:35", "གསར་འགྱུར་ལས་རིམ་ཧྲིལ་པོ་ཉན།"),
    "ug": (["بۇ قىش يېزا مەكتىپىدە يېڭى كۇتۇپخانا ئېچىلدى، بالىلار ھەر كۈنى كىتاب ئوقۇغىلى كېلىدۇ.",
            "كۇتۇپخانىدىكى كىتابلارنىڭ كۆپىنچىسىنى كەنت ئاھالىسى سوۋغا قىلغان، ئوقۇتقۇچىلار ئۇلارنى رەتلىگەن."],
           "ئاڭلاش 05:12", "پۈتۈن پروگراممىنى ئاڭلاش"),
    "en": (["This winter the village school opened a new library, and children now come every day to read.",
            "Most of its books were given by the villagers, and the teachers sorted them by subject and age."],
           "Listen 04:35", "Listen to the whole programme"),
}


def story_page(lang: str, player: str) -> str:
    """A story whose paragraphs follow a media block: ``player`` (the player's box) and a link to the programme."""
    paragraphs, label, link = STORIES[lang]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    box = player.format(label=label)
    return (f"<html><head><title>story</title></head><body><main><article><h1>story</h1>"
            f"<div class='media-block'>{box}<a href='/programme/1'>{link}</a></div>{body}</article></main>"
            f"</body></html>")


@pytest.mark.parametrize("lang", sorted(STORIES))
@pytest.mark.parametrize(("case", "player"), [
    ("a box named a player", "<div class='audio-player'><span>{label}</span></div>"),
    ("a camelCase player name", "<div class='ttsPlayerWrapper'><span>{label}</span></div>"),
    ("a box holding an <audio> element", "<audio src='/a.mp3'></audio><span>{label}</span>"),
])
def test_a_players_lines_go_and_the_story_stays(lang: str, case: str, player: str) -> None:
    paragraphs, label, link = STORIES[lang]
    lines = kept_lines_scored(story_page(lang, player), {}, auto.THRESHOLD + 1.0)
    assert all(p in lines for p in paragraphs), case
    assert label not in lines and link not in lines, case


@pytest.mark.parametrize("name", ["multiplayer-games", "players-list"])
def test_a_name_holding_player_inside_a_word_is_no_player(name: str) -> None:
    paragraphs, label, _ = STORIES["en"]
    lines = kept_lines_scored(story_page("en", f"<div class='{name}'><span>{{label}}</span></div>"), {},
                              auto.THRESHOLD + 1.0)
    assert label in lines


# a football report (our own sentences): its lineup's items and the captain's quote, named "player" by the sports
# site's template, with no media control anywhere near them
LINEUPS = {
    "en": (["Sonam Wangdi, keeper, saved a penalty in the second half",
            "Tenzin Norbu, forward, scored twice before the break",
            "Pema Lhamo, midfield, made the pass for the third goal"],
           "We trained on the frozen field all winter, said the captain."),
    "zh": (["索朗旺堆，守门员，下半场扑出一个点球", "丹增诺布，前锋，上半场梅开二度", "白玛拉姆，中场，为第三个进球送出助攻"],
           "队长赛后说：我们整个冬天都在结冰的球场上训练。"),
}


@pytest.mark.parametrize("lang", sorted(LINEUPS))
def test_a_sports_page_s_player_lines_are_its_text(lang: str) -> None:
    players, quote = LINEUPS[lang]
    paragraphs = STORIES["en"][0]
    lineup = "".join(f"<li class='player'>{p}</li>" for p in players)
    page = (f"<html><head><title>match</title></head><body><main><article><h1>match</h1><p>{paragraphs[0]}</p>"
            f"<ul class='lineup'>{lineup}</ul><p class='player-quote'>{quote}</p><p>{paragraphs[1]}</p></article>"
            f"</main></body></html>")
    lines = kept_lines_scored(page, {}, auto.THRESHOLD + 1.0)
    assert all(p in lines for p in players) and quote in lines



# a phrasebook lesson (our own sentences): each phrase's line holds its own recording
PHRASES = {
    "bo": ["བཀྲ་ཤིས་བདེ་ལེགས། — Hello, good luck to you.", "ཁྱེད་རང་སྐུ་གཟུགས་བདེ་པོ་ཡིན་པས། — How are you?",
           "ང་བདེ་པོ་ཡིན། ཐུགས་རྗེ་ཆེ། — I am well, thank you.", "ཁྱེད་རང་གི་མཚན་ལ་ག་རེ་ཞུ་གི་ཡོད། — What is your name?"],
    "ug": ["ياخشىمۇسىز؟ — Hello, how are you?", "مەن ياخشى، رەھمەت. — I am fine, thanks.",
           "ئىسمىڭىز نېمە؟ — What is your name?", "كۆرۈشكىنىمدىن خۇشالمەن. — Nice to meet you."],
}


@pytest.mark.parametrize("item", ["li", "p"])
@pytest.mark.parametrize("lang", sorted(PHRASES))
def test_a_list_of_recordings_keeps_each_recording_s_words(lang: str, item: str) -> None:
    paragraphs = STORIES[lang][0]
    phrases = "".join(f"<{item}><audio controls src='/a/{n}.mp3'></audio> {p}</{item}>"
                      for n, p in enumerate(PHRASES[lang]))
    holder = "ul" if item == "li" else "div"
    page = (f"<html><head><title>lesson</title></head><body><main><article><h1>lesson</h1><p>{paragraphs[0]}</p>"
            f"<{holder} class='phrases'>{phrases}</{holder}><p>{paragraphs[1]}</p></article></main></body></html>")
    lines = kept_lines_scored(page, {}, auto.THRESHOLD + 1.0)
    assert all(p in lines for p in PHRASES[lang])
