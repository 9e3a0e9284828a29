"""An answer's or a post's count of the readers who liked it ("312 people liked this answer") is the readers' vote,
not the answer's text; a sentence of the answer that counts people and likes something stays."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored, lang_page

# each language: a question's two answers about keeping bread fresh (our own sentences)
ANSWERS = {
    "bo": ["བག་ལེབ་ཤིང་སྒམ་ནང་བཅུག་ན་ཉིན་གསུམ་རིང་སྐམ་གྱི་མེད།", "ཁ་བསྡམས་པའི་སྣོད་ནང་འཁྱག་སྒམ་དུ་བཞག་ན་ཡག"],
    "ug": ["ناننى ياغاچ ساندۇققا سېلىپ قويسىڭىز ئۈچ كۈنگىچە قۇرۇپ كەتمەيدۇ.", "ئېغىزى يېپىق قاچىغا سېلىپ مۇزلاتقۇدا ساقلىسىڭىز بولىدۇ."],
    "zh": ["把面包放进木盒里，三天都不会干。", "装进密封袋放冰箱冷冻也可以。"],
    "en": ["Keep the loaf in a wooden bread box and it stays soft for three days.",
           "A sealed bag in the freezer works too; toast the slices straight from frozen."],
}
LIKERS = {  # each answer's count of likers, as the Q&A sites write it
    "bo": ["མི་ ༣༡༢ ཡིས་ལན་འདིར་དགའ་པོ་བྱས།", "༨༧ མི་ཡིས་དགའ་པོ་བྱས།"],
    "ug": ["312 ئادەم بۇ جاۋابنى ياقتۇردى", "87 كىشى ياقتۇردى"],
    "zh": ["312 人赞同了该回答", "87 人赞同了该回答"],
    "en": ["312 people liked this answer", "Liked by 87 people"],
}


def question(lang: str, likers: list[str]) -> str:
    """A question's page: each answer's meta line (``likers``) over its text."""
    answers = "".join(f'<div class="answer"><div class="answer-meta">{escape(line)}</div>'
                      f'<div class="answer-body"><p>{escape(text)}</p></div></div>'
                      for line, text in zip(likers, ANSWERS[lang]))
    return lang_page(lang, "question", f'<div id="main">{answers}</div>')


@pytest.mark.parametrize("lang", sorted(ANSWERS))
def test_an_answers_likers_line_is_left_out(lang: str) -> None:
    # every block passes the model: the line's reading alone leaves it out
    lines = kept_lines_scored(question(lang, LIKERS[lang]), {}, KEPT)
    assert all(text in lines for text in ANSWERS[lang])
    assert not any(line in lines for line in LIKERS[lang])


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "312 people came to the fair and liked the bread."),
    ("zh", "312 人参加了比赛，大家都喜欢这个面包。"),
    ("ug", "312 ئادەم يەرمەنكىگە كېلىپ ناننى ياقتۇردى، بىز ناھايىتى خۇشال بولدۇق."),
    ("bo", "མི་ 5 སེམས་དགའ་བྱུང་།"),  # a poem's line: five people were glad at heart, no "this" (review h143)
    ("bo", "མི་ ༣ ཡིད་དགའ་བྱུང་།"),
])
def test_a_sentence_counting_people_who_liked_something_stays(lang: str, sentence: str) -> None:
    lines = kept_lines_scored(question(lang, [sentence, sentence]), {}, KEPT)
    assert sentence in lines
