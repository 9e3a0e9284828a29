"""Review of ``auto.reference_texts`` (session 41): a box whose class names a verse box keeps its dropped lines
unless the same name says the box's role ("daily-poem", "poem-of-the-day", "lyric-pl" comments); a poem's box
holding a gloss's or a footnote's link is still the poem's."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

NAV = "<header><nav class='menu'><a href='/'>Home</a><a href='/news'>News</a><a href='/poems'>Poems</a></nav></header>"
FOOT = "<footer class='site-footer'><p>© 2025 Example. All rights reserved.</p></footer>"

ZH_STORY = ["本报讯 近日，市图书馆举办了一场以“读书与生活”为主题的公益讲座，吸引了三百多名市民到场聆听。",
            "主讲人结合自己多年的阅读经历，分享了如何在繁忙的工作之余坚持阅读，并回答了现场观众的提问。",
            "图书馆负责人表示，今后将每月举办一次类似的讲座，让更多市民走进图书馆，享受阅读的乐趣。"]
EN_STORY = ["The city council voted on Tuesday to extend the library's opening hours through the winter months.",
            "Supporters said the change would help students who work during the day, while critics questioned the cost.",
            "The new hours begin next month and will be reviewed again in the spring, the council said in a statement."]
ZH_VERSES = ["床前明月光，", "疑是地上霜。", "举头望明月，", "低头思故乡。"]
EN_VERSES = ["The moon above my bed is white,", "like frost upon the ground;", "I lift my head to see it bright,",
             "and home is all I've found."]
BO_VERSES = ["མཚོ་སྔོན་པོའི་ངོས་ལ་ཟླ་བ་དཀར་པོ་ཤར། །", "རི་བོ་གངས་ཅན་སྟེང་དུ་སྤྲིན་དཀར་འཁྱམས། །",
             "ཕ་ཡུལ་གྱི་དྲན་པ་སེམས་ལ་ཤར་བའི་ཚེ། །", "ཨ་མའི་གླུ་དབྱངས་རྣ་བར་ད་དུང་གྲག །"]
BO_NOTE = "སྙན་ངག་འདི་ནི་ཕ་ཡུལ་ནས་ཐག་རིང་དུ་གནས་པའི་རྩོམ་པ་པོས་ཕ་ཡུལ་དྲན་ནས་བྲིས་པ་ཞིག་ཡིན།"


def page(body: str) -> str:
    """A page of ``body`` under a site menu and over a footer."""
    return f"<html><head><meta charset='utf-8'><title>t</title></head><body>{NAV}{body}{FOOT}</body></html>"


@pytest.mark.parametrize(("title", "story", "box", "verses"), [
    ("图书馆举办公益讲座", ZH_STORY, "daily-poem", ZH_VERSES),
    ("图书馆举办公益讲座", ZH_STORY, "poem-of-the-day", ZH_VERSES),
    ("Council extends library hours", EN_STORY, "poem-widget", EN_VERSES),
])
def test_a_poem_of_the_day_beside_an_article_stays_out(title: str, story: list[str], box: str,
                                                        verses: list[str]) -> None:
    text = auto_text(page(
        "<div class='row'><div class='col-md-8'><main class='content'><article class='post'>"
        f"<h1 class='entry-title'>{title}</h1><div class='entry-content'>" + "".join(f"<p>{p}</p>" for p in story)
        + f"</div></article></main></div><div class='col-md-4 right'><div class='box'><h3>*</h3><div class='{box}'>"
        + "<br>".join(verses) + "</div></div></div></div>"))
    for paragraph in story:
        assert paragraph in text
    assert verses[0] not in text and verses[1] not in text


def poem_site(title: str, verses_html: str, box: str, note: str) -> str:
    """A poetry site's page: the title, the poet's line, the verses in a box of class ``box``, a tool row, a note on
    the poem, and the poet's other poems in a right column."""
    return page("<div class='main3'><div class='left'><div class='sons'><div class='cont'>"
                f"<h1>{title}</h1><p class='source'><a href='/author/1'>*</a></p><div class='{box}'>{verses_html}</div>"
                "</div><div class='tool'><a href='#'>收藏</a> <a href='#'>复制</a></div></div>"
                f"<div class='sons'><div class='cont'><p>{note}</p></div></div></div>"
                "<div class='right'><div class='sons'><h3>其他作品</h3><ul><li><a href='/p/1'>将进酒</a></li>"
                "<li><a href='/p/2'>蜀道难</a></li></ul></div></div></div>")


@pytest.mark.parametrize(("title", "verses_html", "box", "verses", "note"), [
    ("静夜思", "<br>".join(ZH_VERSES).replace("明月光", "<a href='/ci/1'>明月</a>光"), "poem-text", ZH_VERSES[1:],
     ZH_STORY[2]),
    ("ཕ་ཡུལ་གྱི་དྲན་པ།", "<br>".join(BO_VERSES[:3]) + "<sup><a href='#n1'>1</a></sup><br>" + BO_VERSES[3], "poem",
     BO_VERSES, BO_NOTE),
])
def test_a_poem_with_a_gloss_link_keeps_its_verses(title: str, verses_html: str, box: str, verses: list[str],
                                                   note: str) -> None:
    text = auto_text(poem_site(title, verses_html, box, note))
    for verse in verses:
        assert verse in text
    assert note in text
    assert "蜀道难" not in text



# a poem page whose verse box also carries a layout class (Tailwind's padding "pl-4", Bootstrap's "ps-3"), and whose
# lines carry "pl-2": the box is still the poem's (final read, session 41)
LAYOUT_CLASSED_POEMS = [
    ("poem pl-4", "pl-2"),
    ("poem-text ps-3", "pl-2"),
]


@pytest.mark.parametrize(("box_class", "line_class"), LAYOUT_CLASSED_POEMS, ids=[c for c, _ in LAYOUT_CLASSED_POEMS])
def test_a_verse_box_with_a_layout_class_keeps_its_lines(box_class: str, line_class: str) -> None:
    lines = ["ཁ་བ་དཀར་པོའི་རི་བོ་ལ།", "ཉི་མ་ཤར་བའི་འོད་ཟེར་ཕོག", "གངས་ཆུ་སྔོན་པོ་མར་ལ་བབས།", "ཞིང་ཁ་ཡོངས་ལ་ལོ་ཏོག་སྨིན།"]
    verses = "".join(f"<p class='{line_class}'>{line}</p>" for line in lines)
    markup = (f"<!DOCTYPE html><html lang='bo'><head><meta charset='utf-8'><title>གངས་རིའི་གླུ།</title></head><body>"
              f"<nav><a href='/'>མགོ་ངོས།</a> <a href='/p'>སྙན་ངག</a> <a href='/a'>རྩོམ་པ་པོ།</a></nav>"
              f"<main><h1>གངས་རིའི་གླུ།</h1><div class='{box_class}'>{verses}</div></main>"
              f"<footer><p>© 2026 སྙན་ངག་དྲ་བ།</p></footer></body></html>")
    text = auto_text(markup)
    assert [line for line in lines if line not in text] == []
