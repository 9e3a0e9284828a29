"""A template that prints the article twice, once per layout, hides one copy by a framework's class ("hide") even
when that copy is a whole ``<main><article>``: the reader is shown the story once, and so is the extract
(``auto.hidden_copies``). A hidden ``<main>`` whose text is shown nowhere else is the page a script reveals: kept."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# each language: a story of three paragraphs (our own)
STORIES = {
    "zh": ["去年秋天，文物部门启动了古城墙东段的修复工程，工人们首先清理了墙体上的杂草和碎石。",
           "修复团队查阅了大量历史档案，力求使用与当年相同的青砖和石灰砂浆，并请来几位老工匠指导施工。",
           "工程负责人表示，修复后的城墙将向市民免费开放，并在城门楼里设立一座介绍城墙历史的小型展览馆。"],
    "bo": ["ན་ནིང་སྟོན་ཁར་རིག་དངོས་ལས་ཁུངས་ཀྱིས་དགོན་པ་རྙིང་པའི་ཉམས་གསོའི་ལས་གཞི་"
           "འགོ་བཙུགས་ཤིང་ལས་མི་ཚོས་རྩིག་པའི་རྩྭ་དང་རྡོ་གསེབ་གཙང་སེལ་བྱས།",
           "ཉམས་གསོ་པ་ཚོས་ལོ་རྒྱུས་ཡིག་ཆ་མང་པོ་བཀློགས་ནས་སྔར་གྱི་རྡོ་དང་ས་"
           "ཇི་བཞིན་བེད་སྤྱོད་བྱས་ཤིང་བཟོ་བ་རྒན་པ་ཁ་ཤས་ཀྱིས་ལམ་སྟོན་བྱས།",
           "ལས་གཞིའི་འགན་འཛིན་གྱིས་ཉམས་གསོ་བྱས་རྗེས་མི་མང་ལ་རིན་མེད་དུ་སྒོ་ཕྱེ་"
           "རྒྱུ་དང་དགོན་པའི་ལོ་རྒྱུས་འགྲེལ་བཤད་ཁང་ཞིག་འཛུགས་རྒྱུ་ཡིན་ཞེས་བཤད།"],
    "ug": ["ئۆتكەن كۈزدە مەدەنىيەت يادىكارلىقلىرى ئىدارىسى قەدىمكى سېپىلنى ئوڭشاش "
           "قۇرۇلۇشىنى باشلىدى، ئىشچىلار ئالدى بىلەن تامدىكى ئوت-چۆپلەرنى تازىلىدى.",
           "ئوڭشاش گۇرۇپپىسى نۇرغۇن تارىخىي ھۆججەتلەرنى كۆرۈپ، ئەينى ۋاقىتتىكى خىش ۋە ھاكنى "
           "ئىشلەتتى ھەمدە بىر قانچە ياشانغان ئۇستىنى يېتەكچىلىككە تەكلىپ قىلدى.",
           "قۇرۇلۇش مەسئۇلى، ئوڭشالغان سېپىل ئاھالىگە ھەقسىز ئېچىلىدۇ ۋە دەرۋازا راۋىقىدا سېپىل "
           "تارىخىنى تونۇشتۇرىدىغان كىچىك كۆرگەزمىخانا قۇرۇلىدۇ، دەپ بىلدۈردى."],
    "en": ["Last autumn the heritage office began repairing the eastern stretch of the old city wall, and the workers "
           "first cleared the weeds and loose stones from its face.",
           "The restorers read through the archives so as to use the same grey bricks and lime mortar as the first "
           "builders, and several retired masons came back to guide the work.",
           "The site manager said the wall will open to the public free of charge, with a small exhibition about its "
           "history in the rooms above the gate."],
}


def _page(lang: str, shown: list[str], hidden: list[str]) -> str:
    """A blog post shown in a plain column, then a ``<main class="post-main hide">`` holding ``hidden``."""
    paragraphs = "".join(f"<p>{p}</p>" for p in shown)
    copy = "".join(f"<p>{p}</p>" for p in hidden)
    return (f"<html lang='{lang}'><head><title>walls</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/blog'>blog</a></nav><div class='section--blog'><h1>walls</h1>"
            f"<div class='blog--rich-text'>{paragraphs}</div></div>"
            f"<main class='post-main hide'><article class='post-main__article'><p class='toc-heading'>walls</p>"
            f"<div class='post-main__rich-text'>{copy}</div></article></main>"
            f"<footer>© 2026 city blog</footer></body></html>")


@pytest.mark.parametrize("lang", sorted(STORIES))
def test_a_hidden_second_copy_of_the_story_is_left_out(lang: str) -> None:
    story = STORIES[lang]
    lines = auto_lines(_page(lang, story, story))
    assert [line for line in lines if line in story] == story


@pytest.mark.parametrize("lang", sorted(STORIES))
def test_a_hidden_main_shown_nowhere_else_is_kept(lang: str) -> None:
    story = STORIES[lang]
    lines = auto_lines(_page(lang, story[:1], story[1:]))
    assert all(paragraph in lines for paragraph in story)


def _read_more_page(lang: str, story: list[str]) -> str:
    """A story whose first paragraphs are shown as its excerpt, and whose full text, the excerpt again and the rest,
    waits in an element hidden by class ("full-text hidden") for the reader's "Read more"."""
    excerpt = "".join(f"<p>{p}</p>" for p in story[:-1])
    full = "".join(f"<p>{p}</p>" for p in story)
    return (f"<html lang='{lang}'><head><title>walls</title></head><body><nav><a href='/'>home</a></nav>"
            f"<article><h1>walls</h1><div class='excerpt'>{excerpt}</div><div class='full-text hidden'>{full}</div>"
            f"<button class='read-more'>more</button></article></body></html>")


@pytest.mark.parametrize("lang", sorted(STORIES))
def test_a_hidden_full_text_keeps_its_rest_once_and_not_its_repeated_excerpt(lang: str) -> None:
    story = STORIES[lang]
    lines = auto_lines(_read_more_page(lang, story))
    assert [line for line in lines if line in story] == story
