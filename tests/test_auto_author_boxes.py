"""The writer's box under a story or a poem (a portrait, a short biography and a "more by" link: WordPress themes'
``author-box`` / ``about-author``, literary sites' ``author-card`` / ``poet-box``) is no text of the piece."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# a poem's stanzas and its poet's biography (our own lines)
POEM = {
    "bo": ([["ཕ་ཡུལ་གྱི་རི་བོ་མཐོ་མཐོ་དེ།", "ཉི་མ་ཤར་དུས་གསེར་གྱི་མདོག", "ཟླ་བ་ཤར་དུས་དངུལ་གྱི་མདོག", "ང་ཡི་སེམས་ལ་རྟག་ཏུ་འཁོད།"],
            ["རི་བོའི་རྩ་བར་ཆུ་བོ་འབབ།", "ཆུ་བོའི་འགྲམ་དུ་མེ་ཏོག་བཞད།", "མེ་ཏོག་ཁ་དོག་སྣ་ཚོགས་ཀྱིས།", "ཨ་མའི་ཞལ་རས་དྲན་དུ་བཅུག"]],
           "རྩོམ་པ་པོ་ནི་༡༩༨༥ལོར་རྨ་ལྷོ་ཁུལ་དུ་སྐྱེས། ཁོང་གིས་སྙན་ངག་བརྒྱ་ལྷག་བརྩམས་ཤིང་སྙན་ངག་ཕྱོགས་བསྒྲིགས་གཉིས་པར་དུ་བསྐྲུན་ཡོད།"),
    "ug": ([["بۇ تۇپراقتا تۇغۇلدۇم،", "بۇ تۇپراقتا ئۆستۈم مەن،", "بۇ تۇپراقنىڭ سۈيىدىن", "ھاياتلىق ئىچتىم مەن."],
            ["تاغلىرىڭدا قار بار،", "باغلىرىڭدا نار بار،", "ھەر بىر تال گىياھىڭدا", "ئەجدادىمدىن ئىز بار."]],
           "شائىر 1978-يىلى غۇلجىدا تۇغۇلغان. ئۇنىڭ ئۈچ شېئىرلار توپلىمى نەشر قىلىنغان."),
}


@pytest.mark.parametrize("name", ["author-box", "author-card", "poet-box", "writer-bio"])
@pytest.mark.parametrize("lang", POEM)
def test_a_writer_s_box_is_left_out(lang: str, name: str) -> None:
    stanzas, bio = POEM[lang]
    body = "".join("<p>" + "<br>".join(stanza) + "</p>" for stanza in stanzas)
    page = (f"<html lang='{lang}'><head><title>poem</title></head><body><ul id='nav'><li><a href='/'>home</a></li>"
            f"<li><a href='/poems'>poems</a></li></ul><div id='main'><div class='poem'><h1>title</h1>"
            f"<div class='poem-body'>{body}</div></div><div class='{name}'><img src='/img/p.jpg' alt=''><h3>bio</h3>"
            f"<p>{bio}</p><a href='/poets/8'>more</a></div></div><div id='footer'>© 2024</div></body></html>")
    lines = extract(page)
    assert all(line in lines for stanza in stanzas for line in stanza)
    assert bio not in lines
