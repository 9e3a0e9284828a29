"""FAQ answers a page script reveals: hidden by an inline ``display:none`` right under their question."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.dom import build_dom

# (question, answer) in our three languages; the Tibetan question closes on the interrogative particle -am
FAQS = {
    "bo": [("ཐོ་འགོད་བྱེད་པར་འགྲོ་གྲོན་དགོས་སམ།", "མི་དགོས། ཐོ་འགོད་དང་སློབ་ཚན་དང་པོ་གསུམ་རིན་མེད་ཡིན།"),
           ("སློབ་ཚན་ཁ་པར་ཐོག་ནས་ལྟ་ཐུབ་བམ།", "ཐུབ། ཉེར་སྤྱོད་ཕབ་ལེན་བྱས་ན་ཁ་པར་ཐོག་ནས་སློབ་ཐུབ།")],
    "ug": [("ھېسابات قانداق ئېچىلىدۇ؟", "تىزىملىتىش كۇنۇپكىسىنى بېسىپ، تېلېفون نومۇرىڭىزنى كىرگۈزۈڭ."),
           ("يەتكۈزۈش قانچە ۋاقىت كېتىدۇ؟", "شەھەر ئىچىدە بىر كۈن، ۋىلايەتلەرگە ئادەتتە ئۈچ-بەش كۈن كېتىدۇ.")],
    "zh": [("可以退货吗？", "收到商品七天内可以无理由退货，运费由买家承担。"),
           ("多久发货？", "付款后四十八小时内从西宁仓库发货，偏远地区会慢一两天。")],
}
# how scripts mark the toggle: an onclick on the question, or none (a class the script binds), an icon after it
QUESTION_SHAPES = {
    "onclick": '<div onclick="tg({n})" style="cursor:pointer">{q}<span style="float:left">+</span></div>',
    "dt": "<dt class='faq-q'>{q}</dt>",
    "heading": "<h3 class='question'>{q} ▼</h3>",
}


def faq_page(lang: str, shape: str) -> str:
    wrap = "dl" if shape == "dt" else "div"
    answer_tag = "dd" if shape == "dt" else "div"
    items = "".join(QUESTION_SHAPES[shape].format(n=n, q=q) + f"<{answer_tag} style='display:none'>{a}</{answer_tag}>"
                    for n, (q, a) in enumerate(FAQS[lang]))
    menu = "".join(f"<li><a href='/{n}'>menu {n}</a></li>" for n in range(6))
    return (f"<html><head><title>FAQ</title></head><body><nav><ul>{menu}</ul></nav>"
            f"<div class='help'><h1>FAQ</h1><{wrap} class='faq'>{items}</{wrap}></div>"
            "<footer><a href='/terms'>terms</a> <a href='/privacy'>privacy</a></footer></body></html>")


@pytest.mark.parametrize("shape", QUESTION_SHAPES)
@pytest.mark.parametrize("lang", FAQS)
def test_a_hidden_answer_under_its_question_is_kept(lang: str, shape: str) -> None:
    dom = build_dom(lxml.html.document_fromstring(faq_page(lang, shape)))
    text = dom.render(auto.select(dom, title=dom.title))
    for question, answer in FAQS[lang]:
        assert answer in text


@pytest.mark.parametrize("before", [
    "<a href='/shop' class='dropdown-toggle'>Shop</a>",  # a menu's drop-down under its entry
    "<p>" + "ཁྱེད་ཀྱིས་སློབ་ཚན་འདི་ལ་ཐོ་འགོད་བྱས་སམ། " * 12 + "</p>",  # prose longer than a question line
    "<div style='display:none'>Why?</div>",  # a hidden question reveals nothing
])
def test_other_hidden_elements_stay_dropped(before: str) -> None:
    dom = build_dom(lxml.html.document_fromstring(
        f"<html><body><div>{before}<div style='display:none'>hidden words</div></div></body></html>"))
    assert "hidden words" not in dom.render(range(len(dom)))
