"""Customers' reviews under a product, known by their "was this helpful?" vote lines and their ratings."""

from __future__ import annotations

import time

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto.never_kept import is_rating, review_records
from extract.dom import build_dom
from tests.extraction_pages import auto_text as extract

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
REVIEW_SECONDS = 2.0  # CPU seconds at most to find the reviews of a 1.3 MB page of nested candidates (was ~7)
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


# a blogger's own rated review of a book (our own text): a short paragraph says the book is useful, as a sentence, not
# a vote (no question, count or link); the post's body is no customer's review
BLOG_REVIEWS = {
    "en": ["I bought this little grammar before a summer in Kashgar, hoping it would survive a backpack and a dusty bus.",
           "The chapters on verb endings are dense but clear, and every rule comes with a sentence from daily life.",
           "The glossary at the back is very helpful.",
           "My only complaint is the small print. Older readers may want the larger edition."],
    "zh": ["去年夏天去拉萨之前，朋友推荐了这本口语教程。全书三十课，每课围绕一个生活场景，都配有录音。",
           "书中的发音讲解很细，每课后面的小对话也很实用，我在八廓街买东西时真的用上了。",
           "对初学者来说很有用。",
           "不足之处是敬语部分讲得太少，想深入学习的读者还需要另找参考书。"],
    "bo": ["དཔེ་དེབ་འདིའི་ནང་བོད་ཀྱི་གཏམ་དཔེ་སྟོང་ཕྲག་གཉིས་ལྷག་བསྡུས་ཡོད། གཏམ་དཔེ་རེ་རེའི་འོག་ཏུ་དོན་འགྲེལ་བཀོད་ཡོད།",
           "ཁ་སྐད་ཀྱི་གཏམ་དཔེ་མང་པོ་ས་གནས་སོ་སོ་ནས་བསྡུ་རུབ་བྱས་པས་ཤིན་ཏུ་དཀོན་པ་ཡིན།",
           "སློབ་ཕྲུག་ཚོར་ཕན་ཐོགས་ཆེན་པོ་ཡོད།",
           "དཔར་ཤོག་ཅུང་སྲབ་པ་མ་གཏོགས་སྐྱོན་གཞན་མི་འདུག"],
}


@pytest.mark.parametrize("lang", BLOG_REVIEWS)
def test_a_rated_blog_post_saying_useful_is_kept(lang: str) -> None:
    paragraphs = "".join(f"<p>{p}</p>" for p in BLOG_REVIEWS[lang])
    menu = "".join(f"<li><a href='/{n}'>menu {n}</a></li>" for n in range(6))
    page = (f"<html><head><title>blog</title></head><body><nav><ul>{menu}</ul></nav><div class='blog-posts'>"
            f"<div class='post hentry'><h3 class='post-title'>review</h3><div class='post-body entry-content'>"
            f"<p>★★★★☆</p>{paragraphs}</div></div></div><footer><a href='/about'>about</a></footer></body></html>")
    text = extract(page)
    assert all(p in text for p in BLOG_REVIEWS[lang])


def test_nested_records_are_read_once() -> None:
    # a deep tree of nested elements, each level holding a short "helpful" line: each level is a candidate record, and
    # reading every candidate's subtree again (up to REVIEW_RECORD_NODES elements each) took seconds per page
    nest = "".join("<div><span class='x'>helpful 1</span>" for _ in range(150)) + "</div>" * 150
    dom = build_dom(lxml.html.document_fromstring(f"<html><body><h1>x</h1>{nest * 200}</body></html>"))
    blocks = auto.block_features(dom, dom.title)
    started = time.process_time()
    assert review_records(dom, blocks) == []  # nothing rates
    assert time.process_time() - started < REVIEW_SECONDS


def test_a_products_own_rated_summary_with_a_helpful_question_is_kept() -> None:
    # the shop's own summary: its rating, a question naming help at its head, then the description (no vote: it
    # closes nothing)
    description = PRODUCTS["zh"][0]
    summary = (f"<div class='summary'><div class='rating' title='4.8'>★★★★★ (52)</div>"
               f"<p>想送朋友一份有用的礼物吗？</p>{''.join(f'<p>{p}</p>' for p in description)}</div>")
    page = (f"<html><head><title>shop</title></head><body><div class='item'><div class='head'><h1>item</h1></div>"
            f"{summary}</div></body></html>")
    text = extract(page)
    assert all(p in text for p in description)


# a notice that asks whether it helped, in a box whose class holds "rate" or "star" inside a longer word (our own text)
NOTICES = {
    "en": ["The office on Market Street will close for two weeks in August while the roof is repaired.",
           "During that time, letters and parcels can be collected from the branch next to the bus station."],
    "bo": ["ཁྲོམ་ལམ་གྱི་ལས་ཁུངས་དེ་ཟླ་བརྒྱད་པར་ཐོག་ཁ་བཟོ་བཅོས་བྱེད་པའི་ཕྱིར་གཟའ་འཁོར་གཉིས་རིང་སྒོ་བརྒྱབ་རྒྱུ་ཡིན།",
           "དུས་ཚོད་དེའི་རིང་ལ་ཡི་གེ་དང་ཐུམ་སྒྲིལ་རྣམས་འཁོར་ལོ་སྣུམ་འཁོར་བབས་ཚུགས་ཀྱི་འགྲམ་གྱི་ལས་ཁུངས་ནས་ལེན་ཆོག"],
}
NOT_RATING_NAMES = ["corporate-notice", "separate-box", "accurate-info", "align-items-start", "western-region"]


@pytest.mark.parametrize("name", NOT_RATING_NAMES)
@pytest.mark.parametrize("lang", NOTICES)
def test_a_notice_asking_if_it_helped_in_a_box_named_by_a_longer_word_is_kept(lang: str, name: str) -> None:
    notice = NOTICES[lang]
    beside = "".join(f"<p>{notice[0]} ({n})</p>" for n in range(3))  # more text elsewhere: the box is not the page
    page = (f"<html><body><div class='{name}'>{''.join(f'<p>{line}</p>' for line in notice)}"
            "<p>Was this page helpful? <a href='#'>Yes (12)</a> <a href='#'>No (1)</a></p></div>"
            f"<div class='other'>{beside}</div></body></html>")
    text = extract(page)
    assert all(line in text for line in notice)


@pytest.mark.parametrize(("label", "rates"), [
    ("a-icon a-icon-star a-star-4", True), ("rate-grid", True), ("ipsRating_off", True), ("starfill", True),
    ("product__rating-star", True), ("评分", True), ("五星", True), ("Sterne", True),
    ("corporate-notice", False), ("operating-hours", False), ("threadstarter", False), ("星期一", False),
])
def test_rating_names_are_read_at_their_name_parts(label: str, rates: bool) -> None:
    assert is_rating(lxml.html.fragment_fromstring(f"<span class='{label}'>x</span>")) is rates
