"""Discuz! X's "last edited" note, written inline at the head of a post's text cell, is no text of the post."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract
from tests.extraction_pages import discuz_thread_page

# a thread's posts (our own sentences): the first one edited by its author
POSTS = {
    "bo": ["ཁ་པར་ཐོག་ལ་བོད་ཡིག་མཐེབ་གཞོང་གང་ཞིག་བེད་སྤྱོད་བྱེད་ན་བདེ་པོ་ཡོད་དམ། ཡིག་འབྲུ་བརྩེགས་མ་འབྲི་དཀའ་བ་ཡོད།",
           "ངས་ཡུན་རིང་ནས་མཐེབ་གཞོང་གསར་པ་དེ་བཀོལ་སྤྱོད་བྱེད་ཀྱི་ཡོད། ཚིག་སྔོན་འཛིན་གྱི་ནུས་པ་ཡོད་པས་མགྱོགས་པོ་འབྲི་ཐུབ།",
           "ཁ་པར་གྱི་སྒྲིག་འགོད་ནང་དུ་སྐད་ཡིག་ཁ་སྣོན་བྱས་ཚེ་རང་བཞིན་གྱི་མཐེབ་གཞོང་ཡང་ཡོད།"],
    "ug": ["پولۇ ئەتكەندە گۈرۈچ دائىم پىشماي قالىدۇ، سۇنى قانچىلىك قويسام بولىدۇ؟",
           "گۈرۈچنى يېرىم سائەت سۇدا چىلاپ قويۇڭ، ئاندىن سۇنى گۈرۈچتىن بىر بارماق ئېگىز قىلىپ قويۇڭ.",
           "ئوتنى ئاخىرىدا پەسەيتىپ، قازاننىڭ ئاغزىنى مەھكەم ياپسىڭىز گۈرۈچ ئۆز ھورىدا پىشىدۇ."],
    "zh": ["请问现在安卓手机上哪个藏文输入法比较好用？系统自带的键盘打叠字有点麻烦。", "推荐试试带联想功能的输入法，打常用词快很多。",
           "我一直用系统自带的，习惯了也还行，打叠字的时候长按字母就能选。"],
}
NOTE = "本帖最后由 user0 于 2023-11-4 21:59 编辑"


def discuz_thread(lang: str) -> str:
    posts = "".join(
        f"<div id='post_{n}'><table class='plhin'><tr><td class='plc'><div class='pct'><div class='pcb'><div class='t_fsz'>"
        f"<table><tr><td class='t_f' id='postmessage_{n}'>"
        + (f"<i class='pstatus'> {NOTE} </i><br />" if n == 0 else "")
        + f"{text}</td></tr></table></div></div></div></td></tr></table></div>"
        for n, text in enumerate(POSTS[lang]))
    return discuz_thread_page(lang, posts)


@pytest.mark.parametrize("lang", POSTS)
def test_a_discuz_post_s_edit_note_is_left_out(lang: str) -> None:
    lines = extract(discuz_thread(lang))
    assert all(post in lines for post in POSTS[lang])
    assert not any("本帖最后由" in line for line in lines)
