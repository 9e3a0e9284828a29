"""A publisher's statement under a post, named so by its class ("div.post_statement", "div.statement": 声明), is the
platform's notice, not the writer's text (``auto.statements``), whatever its words; a "mission-statement" section of
an about page is the page's own text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# each language: a post of two paragraphs and the platform's notice under it (our own)
POSTS = {
    "zh": (["今年春天雨水充足，县里的果农说，苹果树开花比往年早了将近两个星期。",
            "农技站的技术员提醒大家注意防范晚霜，夜里气温低时可以在果园里熏烟保温。"],
           "特别声明：以上内容为用户上传并发布，仅代表作者观点。"),
    "bo": (["ད་ལོའི་དཔྱིད་ཁར་ཆར་པ་ལེགས་པོ་བབས་པས་ཀུ་ཤུ་ཤིང་གི་མེ་ཏོག་སྔར་ལས་གཟའ་འཁོར་གཉིས་སྔ་བ་ཤར།",
            "ཞིང་ལས་ལག་རྩལ་བས་མཚན་མོ་གྲང་ངར་ཆེ་དུས་སད་ཀྱི་གནོད་པར་གཟབ་ནན་བྱེད་དགོས་ཞེས་བརྡ་ཁྱབ་བྱས།"],
           "གསལ་བསྒྲགས། གོང་གི་ནང་དོན་ནི་སྤྱོད་མཁན་གྱིས་བསྐུར་བ་ཡིན།"),
    "ug": (["بۇ يىل ئەتىيازدا يامغۇر مول بولۇپ، ئالما دەرەخلىرى ئۆتكەن يىللاردىكىدىن ئىككى ھەپتە بۇرۇن چېچەكلىدى.",
            "يېزا ئىگىلىك تېخنىكا پونكىتى باغۋەنلەرنى كېچىلىك سوغۇقتىن ئېھتىيات قىلىشقا ئاگاھلاندۇردى."],
           "بايانات: يۇقىرىدىكى مەزمۇننى ئىشلەتكۈچى يوللىغان."),
    "en": (["The spring rains came early this year, and the apple trees flowered almost two weeks ahead of time.",
            "The farm office warned growers to watch for late frost and to keep smudge pots ready on cold nights."],
           "Notice: The content above is uploaded and posted by a user of this platform."),
}


def _page(lang: str, box: str) -> str:
    paragraphs, notice = POSTS[lang]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f"<html lang='{lang}'><head><title>apples</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/news'>news</a></nav><div class='post'><h1>apples</h1><div class='post_body'>{body}</div>"
            f"<div class='{box}'><p>{notice}</p></div></div><footer>© 2026 county news</footer></body></html>")


@pytest.mark.parametrize("box", ["post_statement", "statement"])
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_platform_s_statement_box_is_left_out(lang: str, box: str) -> None:
    paragraphs, notice = POSTS[lang]
    lines = auto_lines(_page(lang, box))
    assert all(paragraph in lines for paragraph in paragraphs)
    assert notice not in lines


@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_mission_statement_section_stays(lang: str) -> None:
    paragraphs, _ = POSTS[lang]
    page = (f"<html lang='{lang}'><head><title>about</title></head><body><main><h1>about</h1>"
            f"<section class='mission-statement'><p>{paragraphs[0]}</p></section><p>{paragraphs[1]}</p>"
            f"</main></body></html>")
    lines = auto_lines(page)
    assert all(paragraph in lines for paragraph in paragraphs)
