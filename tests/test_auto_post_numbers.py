"""A thread's post numbers ("1#" in Discuz!'s ``div.pi``, "#2", "3楼") and the forum software's credit line ("Powered
by Discuz! X3.4") are no text of the thread, even when every block passes the model; a sentence holding either stays."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# a thread's posts (our own sentences)
POSTS = {
    "bo": ["ང་ལ་གློག་ཀླད་གསར་པ་ཞིག་ཉོས་བྱུང་། བོད་ཡིག་འབྲི་བར་མཐེབ་གཞོང་གང་བེད་སྤྱོད་བྱས་ན་བདེ་བླག་ཡོང་ངམ།",
           "ངས་མཐེབ་གཞོང་དེ་ལོ་གསུམ་ལྷག་བེད་སྤྱོད་བྱས་ཀྱང་དཀའ་ངལ་གང་ཡང་མ་བྱུང་།"],
    "ug": ["كېلەر ئايدا قەشقەرگە بارماقچى، قايسى جايلارنى كۆرۈشكە ئەرزىيدۇ؟",
           "كونا شەھەرنى چوقۇم كۆرۈڭ، ئەتىگەندە بارسىڭىز ئادەم ئاز بولىدۇ."],
    "zh": ["新买的电脑上用哪个藏文输入法比较方便？打叠字总是出错。", "我一直用系统自带的键盘，三年了没遇到问题。"],
}


def thread(lang: str, numbers: tuple[str, str], footer: str) -> str:
    posts = "".join(f"<div class='post'><div class='pi'><strong><a href='#p{n}'>{escape(number)}</a></strong></div>"
                    f"<div class='message'>{escape(text)}</div></div>"
                    for n, (number, text) in enumerate(zip(numbers, POSTS[lang])))
    return (f"<html lang='{lang}'><head><title>thread</title></head><body><div id='postlist'>{posts}</div>"
            f"<div id='ft'><p>{escape(footer)}</p></div></body></html>")


@pytest.mark.parametrize(("lang", "numbers", "footer"), [
    ("ug", ("1#", "2#"), "Powered by Discuz! X3.4"),
    ("bo", ("#1", "#2"), "Proudly powered by WordPress"),
    ("zh", ("1楼", "2楼"), "Powered by phpwind"),
])
def test_post_numbers_and_the_software_credit_are_left_out(lang: str, numbers: tuple[str, str], footer: str) -> None:
    lines = kept_lines_scored(thread(lang, numbers, footer), {}, KEPT)
    assert all(post in lines for post in POSTS[lang])
    assert not any(line.strip() in numbers for line in lines)
    assert footer not in lines


@pytest.mark.parametrize("line", [
    "Powered by the new solar grid, the school now keeps its lights on all winter.",  # a sentence, not a credit
    "第1楼是图书馆，二楼是阅览室。",  # a floor in a sentence
])
def test_a_sentence_with_a_credit_or_a_number_is_kept(line: str) -> None:
    # the line in a neutral box: the footer's own name ("div#ft") leaves out whatever it holds
    markup = thread("zh", ("1楼", "2楼"), line).replace("<div id='ft'>", "<div class='box'>", 1)
    assert line in kept_lines_scored(markup, {}, KEPT)
