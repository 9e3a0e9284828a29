"""An article's pages or tab panels told apart by a number in their class ("page-1", "page-2 hidden"), one shown and
the others hidden by a framework's class until a reader turns to them, are one set of panels: each is kept
(``auto.words._panel_class``, review h126)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# each language: an article's two pages, two paragraphs each (our own)
PAGES = {
    "zh": (["去年秋天，文物部门启动了古城墙东段的修复工程，工人们首先清理了墙体上的杂草。",
            "修复团队查阅了大量历史档案，力求使用与当年相同的青砖和石灰砂浆。"],
           ["今年春天，东段城墙的主体修复基本完成，城门楼也按照老照片重新搭建。",
            "工程负责人表示，修复后的城墙将向市民免费开放，并设立一座小型展览馆。"]),
    "bo": (["ན་ནིང་སྟོན་ཁར་རིག་དངོས་ལས་ཁུངས་ཀྱིས་དགོན་པ་རྙིང་པའི་ཉམས་གསོའི་ལས་གཞི་འགོ་བཙུགས།",
            "ཉམས་གསོ་པ་ཚོས་ལོ་རྒྱུས་ཡིག་ཆ་མང་པོ་བཀློགས་ནས་སྔར་གྱི་རྡོ་དང་ས་ཇི་བཞིན་བེད་སྤྱོད་བྱས།"],
           ["ད་ལོའི་དཔྱིད་ཁར་དགོན་པའི་གཙོ་ཁང་གི་ཉམས་གསོ་མཇུག་སྒྲིལ་ཞིང་སྒོ་ཁང་ཡང་བསྐྱར་བཞེངས་བྱས།",
            "ལས་གཞིའི་འགན་འཛིན་གྱིས་ཉམས་གསོ་བྱས་རྗེས་མི་མང་ལ་རིན་མེད་དུ་སྒོ་ཕྱེ་རྒྱུ་ཡིན་ཞེས་བཤད།"]),
    "ug": (["ئۆتكەن كۈزدە مەدەنىيەت يادىكارلىقلىرى ئىدارىسى قەدىمكى سېپىلنى ئوڭشاش قۇرۇلۇشىنى باشلىدى.",
            "ئوڭشاش گۇرۇپپىسى نۇرغۇن تارىخىي ھۆججەتلەرنى كۆرۈپ، ئەينى ۋاقىتتىكى خىش ۋە ھاكنى ئىشلەتتى."],
           ["بۇ يىل ئەتىيازدا سېپىلنىڭ ئاساسلىق قىسمى ئوڭشىلىپ بولدى، دەرۋازا راۋىقىمۇ قايتا قۇرۇلدى.",
            "قۇرۇلۇش مەسئۇلى، ئوڭشالغان سېپىل ئاھالىگە ھەقسىز ئېچىلىدۇ، دەپ بىلدۈردى."]),
}


@pytest.mark.parametrize("hiding", ["hidden", "hide", "d-none"])
@pytest.mark.parametrize("lang", sorted(PAGES))
def test_an_article_s_hidden_second_page_is_kept(lang: str, hiding: str) -> None:
    first, second = PAGES[lang]
    body = (f"<div class='article-page page-1'>{''.join(f'<p>{p}</p>' for p in first)}</div>"
            f"<div class='article-page page-2 {hiding}'>{''.join(f'<p>{p}</p>' for p in second)}</div>"
            f"<div class='pager'><a href='#1'>1</a> <a href='#2'>2</a></div>")
    page = (f"<html lang='{lang}'><head><title>walls</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/news'>news</a></nav><main><article><h1>walls</h1>{body}</article></main>"
            f"<footer>© 2026 city news</footer></body></html>")
    lines = auto_lines(page)
    for line in [*first, *second]:
        assert line in lines
