"""Customers' reviews under a product, known by their "was this helpful?" vote lines and their ratings."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.dom import build_dom

# a product's description, two reviews and each review's vote line, in our three languages
PRODUCTS = {
    "bo": (["བོད་སྤོས་འདི་ནི་ཨ་མདོ་རེབ་གོང་གི་ལག་ཤེས་པ་རྣམས་ཀྱིས་སྔོན་གྱི་བཟོ་ཐབས་ལྟར་ལག་པས་བཟོས་པ་ཞིག་ཡིན།",
            "སྤོས་ཀྱི་རྒྱུ་ཆ་ནི་ཙན་དན་དང་གུར་གུམ། ཨ་ཀ་རུ་སོགས་སྨན་རྫས་ཉེར་ལྔ་ཡིན་ཞིང་། དྲི་མ་ཞིམ་ལ་དུ་བ་ཉུང་།",
            "ཉིན་རེར་སྤོས་ཕྲེང་གཅིག་བཏང་ན་ཁང་པའི་ནང་གི་དྲི་མ་གཙང་མར་འགྱུར་བ་དང་སེམས་ཁམས་ཞི་བར་ཕན།"],
           ["དྲི་མ་ཞིམ་པོ་འདུག ཐུམ་སྒྲིལ་ཡང་ཡག་པོ་རེད། ཡང་བསྐྱར་ཉོ་རྒྱུ་ཡིན།", "སྤོས་ཀྱི་དྲི་མ་ཡག་པོ་ཡོད་ཀྱང་སྐྱེལ་འདྲེན་ཅུང་འགོར།"],
           "ཕན་ཐོགས་བྱུང་ངམ། <a href='#'>སྙན་ཞུ།</a>"),
    "ug": (["بۇ كۆڭلەك ئەنئەنىۋى ئەتلەس نەقىشلىرىنى زامانىۋى پىچىم بىلەن بىرلەشتۈرگەن. ھەر بىر پارچە ئەتلەس ئۈچ كۈن ئىچىدە توقۇلىدۇ.",
            "كۆڭلەكنىڭ ئىچىگە پاختا رەخت ئۇلانغان بولۇپ، تېرىگە يۇمشاق تېگىدۇ ۋە ياز كۈنلىرى سالقىن تۇرىدۇ.",
            "رەڭگى ئۆڭمەيدۇ؛ سوغۇق سۇدا قولدا يۇيۇش ۋە سايىدا قۇرۇتۇش تەۋسىيە قىلىنىدۇ."],
           ["رەڭگى رەسىمدىكىدىنمۇ چىرايلىق ئىكەن. چوڭ-كىچىكلىكى دەل جايىدا.", "سۈپىتى ياخشى، لېكىن يەتكۈزۈش بىر ھەپتە كېچىكتى."],
           "14 كىشى بۇنى پايدىلىق دەپ قارىدى <a href='#'>پايدىلىق</a>"),
    "zh": (["键帽采用激光刻印，藏文和英文字母同时显示，长期使用也不会褪色。", "支持同时连接三台设备，一键切换，适合在手机、平板和电脑之间来回工作的用户。",
            "内置藏文输入布局说明书，第一次使用的用户也能在十分钟内上手。"],
           ["用来打藏文非常方便，键帽上的字母清楚，连接也很稳定。", "手感不错，就是颜色比图片上稍微深一点。"],
           "<a href='#'>有用 (23)</a> <a href='#'>回复 (2)</a>"),
}
RATINGS = {  # how shops draw a review's stars
    "glyphs": "<span class='stars'>★★★★☆</span>",
    "icon": "<i class='a-icon a-icon-star a-star-4'></i>",
    "label": "<div class='score' aria-label='4 stars'></div>",
}


def product_page(lang: str, rating: str, vote: str | None = None) -> str:
    description, reviews, default_vote = PRODUCTS[lang]
    items = "".join(f"<div class='review-item'><div class='head'><span class='user'>user{k}</span>{RATINGS[rating]}</div>"
                    f"<p class='body'>{review}</p><div class='foot'>{vote or default_vote}</div></div>"
                    for k, review in enumerate(reviews))
    paragraphs = "".join(f"<p>{p}</p>" for p in description)
    return (f"<html><head><title>shop</title></head><body><div class='item'><h1>item</h1>{paragraphs}"
            f"<div class='reviews'><h3>reviews</h3>{items}</div></div></body></html>")


def extract(markup: str) -> str:
    dom = build_dom(lxml.html.document_fromstring(markup))
    return dom.render(auto.select(dom, title=dom.title))


@pytest.mark.parametrize("rating", RATINGS)
@pytest.mark.parametrize("lang", PRODUCTS)
def test_rated_reviews_with_vote_lines_are_left_out(lang: str, rating: str) -> None:
    text = extract(product_page(lang, rating))
    description, reviews, _ = PRODUCTS[lang]
    assert all(p in text for p in description)
    assert not any(review in text for review in reviews)


@pytest.mark.parametrize("lang", PRODUCTS)
def test_a_helpful_line_under_unrated_text_leaves_it(lang: str) -> None:
    # an answer or article asking "was this helpful?" rates nothing: its text stays
    page = product_page(lang, "glyphs").replace(RATINGS["glyphs"], "")
    text = extract(page)
    assert all(review in text for review in PRODUCTS[lang][1])
