"""Ages between verses (``auto.lines._in_running_text``): a poem printed one verse per ``<p>`` that opens a stanza
with "three months ago" keeps the line, as does one set one ``<div>`` per stanza, each opening with its age, though a
post's bare age ("3 months ago" alone) is furniture; the ages of comments, each a record of its own, are left out
still, in a thread of comments too (the thread rescue of ``auto.vetoes.furniture_veto`` brings back no furniture line
``never_kept`` left out)."""

from __future__ import annotations

import pytest

import extract.algorithms.auto.lines as lines_module
from tests.extraction_pages import auto_lines

# per language: a poem's verses, an age among them (our own lines), and a page title
POEMS = {
    "bo": (["ཟླ་བ་ ༣ སྔོན་ལ།", "ང་ཚོ་ཆུ་མིག་གི་འགྲམ་དུ་འཛོམས།", "ཁྱོད་ཀྱིས་གླུ་གཞས་ཤིག་བླངས།",
            "ཉིན་ ༢ སྔོན་ལ།", "ཆུ་མིག་དེ་འཁྱགས་ནས་སྐྱ་བོར་གྱུར།", "གླུ་དབྱངས་དེ་ད་དུང་རྣ་བར་གྲགས།"], "ཆུ་མིག"),
    "ug": (["3 ئاي ئىلگىرى", "بىز بۇلاق بويىدا ئۇچراشتۇق", "سەن بىر ناخشا ئېيتىپ بەردىڭ",
            "2 كۈن ئىلگىرى", "بۇلاق مۇز بولۇپ قاتتى", "ناخشا تېخىچە قۇلىقىمدا"], "بۇلاق"),
    "zh": (["3个月前", "我们在泉边相遇", "你为我唱了一支歌", "2天前", "泉水结成了冰", "那支歌还在耳边回响"], "泉边"),
    "en": (["3 months ago", "we met beside the spring", "you sang a song for me", "2 days ago",
            "the spring has turned to ice", "the song still rings in my ears"], "The spring"),
}


def poem_page(lang: str) -> str:
    """A poem of one verse per ``<p>`` in an article, a menu over it and a footer under it."""
    verses, title = POEMS[lang]
    return (f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
            "<nav><a href='/'>home</a> <a href='/poems'>poems</a></nav><article><h1>" + title + "</h1>"
            "<div class='poem'>" + "".join(f"<p>{v}</p>" for v in verses) + "</div></article>"
            "<footer><p>© 2025</p></footer></body></html>")


def comments_page(lang: str) -> str:
    """The same lines as comments, each a record of its age over its text, under a short article."""
    verses, title = POEMS[lang]
    records = "".join(f"<div class='comment'><p>{verses[k]}</p><p>{verses[k + 1]} {verses[k + 2]}</p></div>"
                      for k in (0, 3))
    return (f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body><article><h1>"
            f"{title}</h1><p>{' '.join(verses[1:3] * 3)}</p></article><section class='comments'>{records}</section>"
            "</body></html>")


@pytest.mark.parametrize("lang", list(POEMS))
def test_an_age_among_verses_is_a_verse(lang: str) -> None:
    verses, _ = POEMS[lang]
    lines = auto_lines(poem_page(lang))
    assert all(v in lines for v in verses)


@pytest.mark.parametrize("lang", list(POEMS))
def test_a_comments_age_is_left_out(lang: str) -> None:
    verses, _ = POEMS[lang]
    lines = auto_lines(comments_page(lang))
    assert verses[0] not in lines and verses[3] not in lines


def thread_page(lang: str) -> str:
    """The same lines as a thread of comments alone (no article over them): each comment its age over its text, the
    ages in the slot (tag path) of the comments' text."""
    verses, title = POEMS[lang]
    records = "".join(f"<div class='comment'><p>{verses[k]}</p><p>{verses[k + 1]} {verses[k + 2]}</p></div>"
                      for k in (0, 3, 0, 3))
    return (f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body><h1>{title}</h1>"
            f"<section class='comments'>{records}</section></body></html>")


@pytest.mark.parametrize("lang", list(POEMS))
def test_a_threads_ages_are_left_out(lang: str) -> None:
    verses, _ = POEMS[lang]
    lines = auto_lines(thread_page(lang))
    assert f"{verses[1]} {verses[2]}" in lines and f"{verses[4]} {verses[5]}" in lines
    assert verses[0] not in lines and verses[3] not in lines


def poem_beside_note_page(lang: str) -> str:
    """The poem in its div beside a div of a note about it (review h162: the rule must not read the note as a second
    record): its age verses are verses still."""
    verses, title = POEMS[lang]
    return (f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body><article><h1>{title}"
            "</h1><div class='poem'>" + "".join(f"<p>{v}</p>" for v in verses) + "</div>"
            f"<div class='note'><p>{' '.join(verses[1:3])}</p></div></article></body></html>")


@pytest.mark.parametrize("lang", list(POEMS))
def test_an_age_among_verses_beside_a_note_is_a_verse(lang: str) -> None:
    verses, _ = POEMS[lang]
    lines = auto_lines(poem_beside_note_page(lang))
    assert all(v in lines for v in verses)


# per language: three records of a log (a name or a message, its age, a line of text), their ages; our own lines
LOGS = {
    "bo": (["བཀྲ་ཤིས།", "རྡོ་རྗེ།", "སྒྲོལ་མ།"], ["ཆུ་ཚོད་ ༣ སྔོན་ལ།", "ཆུ་ཚོད་ ༥ སྔོན་ལ།", "ཉིན་ ༡ སྔོན་ལ།"],
           "ཟམ་པ་གསར་པ་འདི་ལ་ང་ཚོ་ཚང་མ་དགའ་པོ་བྱུང་། ལམ་ཐག་ཉེ་རུ་ཕྱིན།"),
    "ug": (["ئەخمەت", "مەريەم", "تۇرسۇن"], ["3 سائەت ئىلگىرى", "5 سائەت ئىلگىرى", "1 كۈن ئىلگىرى"],
           "يېڭى كۆۋرۈك ئېچىلغانلىقىدىن ھەممىمىز خۇشال بولدۇق، يول يېقىنلاشتى."),
    "zh": (["卓玛", "阿依古丽", "李伟"], ["3小时前", "5小时前", "1天前"], "新桥通车了，大家都很高兴，去集市的路近了。"),
}
# how a log sets each record's lines: (name, markup maker of one record from its name, age and text)
LOG_RECORDS = {
    "a comment list of name, age and text paragraphs": lambda name, age, text: (f"<p>{name}</p><p>{age}</p>"
                                                                                f"<p>{text}</p>"),
    "a chat log of message and age divs": lambda name, age, text: f"<div>{name}: {text}</div><div>{age}</div>",
}


@pytest.mark.parametrize(("lang", "log"), [(lang, log) for lang in LOGS for log in LOG_RECORDS])
def test_the_ages_of_a_flat_log_are_left_out(lang: str, log: str) -> None:
    names, ages, text = LOGS[lang]
    records = "".join(LOG_RECORDS[log](name, age, text) for name, age in zip(names, ages))
    story = " ".join(POEMS[lang][0][1:3] * 4)
    markup = (f"<html lang='{lang}'><head><meta charset='utf-8'><title>log</title></head><body><nav><a href='/'>home"
              f"</a></nav><div class='main'><h1>log</h1><p>{story}</p></div><div class='log'>{records}</div>"
              "</body></html>")
    lines = auto_lines(markup)
    assert story in lines
    assert not any(age in lines for age in ages)


LONG_LOG_RECORDS = 300  # records of a long chat log (a busy day's page of a forum's shout box)
# bare-age tests at most per record of the log: each block's own (is_furniture_line) and a few for the run's first
# VERSE_AGES_MAX + 1 ages; reading every line of the run for every age made it LONG_LOG_RECORDS per record
AGE_TESTS_PER_RECORD = 10


@pytest.mark.parametrize("lang", list(LOGS))
def test_a_long_logs_ages_are_read_once(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A chat log of 300 message and age divs leaves out every age, asking whether a line is a bare age a few times
    per record, not once per record and line (a page of N records took time in N squared: 15 s for 1,000)."""
    asked: list[str] = []
    real = lines_module.is_bare_age

    def counted(text: str) -> bool:
        asked.append(text)
        return real(text)

    monkeypatch.setattr(lines_module, "is_bare_age", counted)
    names, ages, text = LOGS[lang]
    records = "".join(LOG_RECORDS["a chat log of message and age divs"](names[k % 3], ages[k % 3], text)
                      for k in range(LONG_LOG_RECORDS))
    story = " ".join(POEMS[lang][0][1:3] * 4)
    markup = (f"<html lang='{lang}'><head><meta charset='utf-8'><title>log</title></head><body><div class='main'>"
              f"<h1>log</h1><p>{story}</p></div><div class='log'>{records}</div></body></html>")
    lines = auto_lines(markup)
    assert not any(age in lines for age in ages)
    assert len(asked) <= AGE_TESTS_PER_RECORD * LONG_LOG_RECORDS


# a stanza's markup: (name, a maker from its age and verses, whether its age is a verse and kept); the age opening a
# run of verse lines is the stanza's, an age second in its record (after a name) or over lines of prose a record's
STANZAS = {
    "a stanza opening with its age": (lambda age, lines: f"<div class='stanza'><p>{age}</p>"
                                      + "".join(f"<p>{x}</p>" for x in lines) + "</div>", True),
    "a record of a name, its age and short lines": (lambda age, lines: f"<div class='entry'><p>{lines[0]}</p>"
                                                    f"<p>{age}</p>" + "".join(f"<p>{x}</p>" for x in lines[1:])
                                                    + "</div>", False),
    "a record of its age over lines of prose": (lambda age, lines: f"<div class='entry'><p>{age}</p>"
                                                + "".join(f"<p>{' '.join(lines * 3)}</p>" for _ in lines)
                                                + "</div>", False),
}


@pytest.mark.parametrize(("lang", "stanza"), [(lang, stanza) for lang in POEMS for stanza in STANZAS])
def test_an_age_opening_each_stanza_is_a_verse(lang: str, stanza: str) -> None:
    make, is_verse = STANZAS[stanza]
    verses, title = POEMS[lang]
    stanzas = "".join(make(verses[k], verses[k + 1:k + 3] + verses[k + 1:k + 2]) for k in (0, 3))
    markup = (f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
              "<nav><a href='/'>home</a> <a href='/poems'>poems</a></nav><article><h1>" + title + "</h1>"
              f"<div class='poem'>{stanzas}</div></article><footer><p>© 2025</p></footer></body></html>")
    lines = auto_lines(markup)
    assert all(v in " ".join(lines) for v in (verses[1], verses[4]))
    assert all((age in lines) == is_verse for age in (verses[0], verses[3]))


# per language: two speakers' names (our own) set under each message's age in a chat log
SPEAKERS = {"bo": ("སྒྲོལ་མ།", "བཀྲ་ཤིས།"), "ug": ("ئايگۈل", "ئەركىن"), "zh": ("卓玛", "扎西"), "en": ("dolma_k", "tashi88")}
# what stands under each run's age: (name, maker from the run's number, the speakers and the verses, whether the ages
# are verses and kept). Two speakers taking turns are a log's messages (review of session 32: a chat log of an age, a
# name and short lines per message kept every age as a stanza's); one line repeated under every age is a poem's
# refrain, a line of its own under each the stanza's first verse, two lines as long as the verses taking turns a refrain
# in two halves (a speaker's name is short beside the messages' lines).
UNDER_THE_AGE = {
    "speakers taking turns": (lambda n, speakers, verses: speakers[n % 2], False),
    "a refrain": (lambda n, speakers, verses: verses[1], True),
    # two refrain lines taking turns, as long as the verses: no speakers' names (review h184)
    "a refrain of two lines taking turns": (lambda n, speakers, verses: verses[1 + n % 2], True),
    "each stanza its own line": (lambda n, speakers, verses: (verses[1], verses[2], verses[4], verses[5])[n], True),
}


@pytest.mark.parametrize(("lang", "under"), [(lang, under) for lang in POEMS for under in UNDER_THE_AGE])
def test_a_chat_logs_ages_over_its_speakers_are_left_out(lang: str, under: str) -> None:
    make, is_verse = UNDER_THE_AGE[under]
    verses, title = POEMS[lang]
    ages = (verses[0], verses[3], verses[0], verses[3])
    runs = "".join(f"<div class='m'><p>{age}</p><p>{make(n, SPEAKERS[lang], verses)}</p><p>{verses[4]}</p>"
                   f"<p>{verses[5]}</p></div>" for n, age in enumerate(ages))
    markup = (f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
              "<nav><a href='/'>home</a> <a href='/poems'>poems</a></nav><article><h1>" + title + "</h1>"
              f"<div class='log'>{runs}</div></article><footer><p>© 2025</p></footer></body></html>")
    lines = auto_lines(markup)
    assert verses[4] in lines
    assert (verses[0] in lines and verses[3] in lines) == is_verse


LONG_CHAT_MESSAGES = 1000  # messages of a long chat log (a shout box's day), each an age, its speaker and two lines
# how a long log sets one message: (name, markup maker from the message's number, age, speaker and its two lines).
# Every age of the log asks about the same parent and its siblings: each was read again per age (a log of N
# messages took time in N squared: a flat log of 4,000 messages took 10 s).
LONG_CHAT_LAYOUTS = {
    "one div per message": lambda n, age, speaker, first, second: (f"<div class='m'><p>{age}</p><p>{speaker}</p>"
                                                                   f"<p>{first} {n}</p><p>{second}</p></div>"),
    "every line a sibling": lambda n, age, speaker, first, second: (f"<p>{age}</p><p>{speaker}</p><p>{first} {n}</p>"
                                                                    f"<p>{second}</p>"),
}


@pytest.mark.parametrize(("lang", "layout"), [(lang, layout) for lang in POEMS for layout in LONG_CHAT_LAYOUTS])
def test_a_long_chat_log_keeps_every_message_and_leaves_out_its_ages(lang: str, layout: str) -> None:
    verses, title = POEMS[lang]
    ages = (verses[0], verses[3])
    make = LONG_CHAT_LAYOUTS[layout]
    messages = "".join(make(n, ages[n % 2], SPEAKERS[lang][n % 2], verses[4], verses[5])
                       for n in range(LONG_CHAT_MESSAGES))
    markup = (f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
              "<nav><a href='/'>home</a> <a href='/chat'>chat</a></nav><h1>" + title + "</h1>"
              f"<div class='log'>{messages}</div><footer><p>© 2025</p></footer></body></html>")
    lines = auto_lines(markup)
    assert all(f"{verses[4]} {n}" in lines for n in range(LONG_CHAT_MESSAGES))
    assert not any(age in lines for age in ages)
