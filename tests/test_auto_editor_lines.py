"""The editor in charge's line closing a story ("责任编辑：卓玛", "مەسئۇل مۇھەررىر: مەرىيەم", "རྩོམ་སྒྲིག་འགན་འཛིན། ལྷ་མོ།")
is kept after the story's last paragraph even when the model scores it low (one paragraph above it); a line
ending in a staff code, or one not after the story, is not brought back."""

from __future__ import annotations

from html import escape

import pytest

from extract.algorithms import auto
from tests.extraction_pages import KEPT, kept_lines_scored

LOW = auto.THRESHOLD - 1.0  # a score the model gives a line it leaves out
# one-paragraph briefs (our own sentences)
BRIEFS = {
    "bo": "ས་གནས་སློབ་གྲྭ་ཁག་གིས་ཟླ་བ་འདིའི་ནང་སློབ་མ་རྣམས་ལ་དཔེ་ཆ་གསར་པ་སྤྲད་ནས་བོད་ཡིག་ཀློག་འདོན་གྱི་ལས་འགུལ་ཞིག་སྤེལ།",
    "ug": "شەھەرلىك كۇتۇپخانا كېلەر ھەپتىدىن باشلاپ يەكشەنبە كۈنلىرىمۇ ئوقۇرمەنلەرگە ئېچىلىدىغانلىقىنى ئۇقتۇردى.",
    "zh": "县图书馆从下周起周日也向读者开放，开放时间为上午九点到下午五点。",
}


def brief(lang: str, editor: str, between: str = "") -> str:
    return (f"<html lang='{lang}'><head><title>brief</title></head><body><div class='article'>"
            f"<div class='content'><p>{escape(BRIEFS[lang])}</p></div>{between}"
            f"<div class='editor'>{escape(editor)}</div></div></body></html>")


@pytest.mark.parametrize(("lang", "editor"), [
    ("bo", "རྩོམ་སྒྲིག་འགན་འཛིན། ལྷ་མོ།"),
    ("ug", "مەسئۇل مۇھەررىر: مەرىيەم"),
    ("zh", "【责任编辑：卓玛】"),
    ("zh", "責任編輯：扎西"),
])
def test_the_editor_line_after_the_story_is_kept(lang: str, editor: str) -> None:
    lines = kept_lines_scored(brief(lang, editor), {editor: LOW}, KEPT)
    assert BRIEFS[lang] in lines and editor in lines


@pytest.mark.parametrize(("editor", "between"), [
    ("责任编辑：卓玛_NN2587", ""),  # a staff code: the truths leave such lines out
    ("责任编辑：卓玛", "<div class='tools'>打印本页</div>"),  # not right after the story's text
])
def test_an_editor_line_with_a_code_or_apart_from_the_story_is_not_brought_back(editor: str, between: str) -> None:
    assert editor not in kept_lines_scored(brief("zh", editor, between), {editor: LOW, "打印本页": LOW}, KEPT)
