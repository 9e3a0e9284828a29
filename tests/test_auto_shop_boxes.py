"""A shop's boxes by name (``REVIEWS_RE``: Q&A, seller card) beside a product, and the same names as the page's text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text as extract

# an FAQ's (question, answer) pairs in our three languages
FAQS = {
    "bo": [("ཐོ་འགོད་ཇི་ལྟར་བྱེད་དམ།", "ངོས་ཤོག་གི་གཡས་ཕྱོགས་སྟེང་དུ་ཡོད་པའི་ཐོ་འགོད་ཟེར་བ་དེ་མནན་ནས་ཁྱེད་ཀྱི་མིང་དང་གློག་འཕྲིན་ཁ་བྱང་འབྲི་དགོས།"),
           ("སློབ་ཚན་ལ་རིན་གོང་ཡོད་དམ།", "སློབ་ཚན་དང་པོ་གསུམ་རིན་མེད་ཡིན། དེ་རྗེས་ཟླ་རེར་སྒོར་བཅུ་གཉིས་སྤྲོད་དགོས།"),
           ("ཁ་པར་ཐོག་ནས་སློབ་ཐུབ་བམ།", "ཐུབ། ང་ཚོའི་ཉེར་སྤྱོད་ཕབ་ལེན་བྱས་ན་ཁ་པར་ཐོག་ནས་སློབ་ཚན་ཚང་མ་ལྟ་ཐུབ།")],
    "ug": [("ھېسابات قانداق ئېچىلىدۇ؟", "تىزىملىتىش كۇنۇپكىسىنى بېسىپ، ئىسمىڭىز ۋە تېلېفون نومۇرىڭىزنى كىرگۈزسىڭىز بولىدۇ."),
           ("پارولنى ئۇنتۇپ قالسام قانداق قىلىمەن؟", "كىرىش بېتىدە «پارولنى ئۇنتۇدۇم» نى بېسىڭ، يېڭى پارول تېلېفونىڭىزغا ئەۋەتىلىدۇ."),
           ("بۇ تور بېكەت ھەقسىزمۇ؟", "ھەئە، ماقالىلەرنى ئوقۇش ۋە ئىنكاس يېزىش پۈتۈنلەي ھەقسىز.")],
    "en": [("Do I need a permit to visit?", "Yes. We apply for the travel permit for you once you have booked."),
           ("How cold is it in October?", "Days are mild, but nights in the mountains drop below zero: bring a jacket."),
           ("Can I change my dates after booking?", "You can move your tour once for free up to thirty days before.")],
}
# how an FAQ entry is marked up inside its "qa-box"
ENTRY_SHAPES = {
    "heading": "<div class='qa-box'><h3>{q}</h3><p>{a}</p></div>",
    "sections": "<section class='qa-box'><div class='q'>{q}</div><div class='a'>{a}</div></section>",
    "strong": "<div class='qa-box clearfix'><p class='question'><strong>{q}</strong></p><p class='answer'>{a}</p></div>",
}
# a shop's "about" text in our three languages, one long box named as a seller's card
ABOUT = {
    "bo": ["ང་ཚོའི་ཚོང་ཁང་འདི་ལོ་ཉི་ཤུ་སྔོན་ལ་རེབ་གོང་དུ་ལག་ཤེས་པ་གསུམ་གྱིས་བཙུགས་པ་ཡིན། ཐོག་མར་ང་ཚོས་ཐང་ཀ་དང་སྤོས་ཙམ་བཙོང་གི་ཡོད།",
           "ད་ལྟ་ང་ཚོས་ས་གནས་ཀྱི་ལག་ཤེས་པ་སུམ་ཅུ་ལྷག་དང་མཉམ་ལས་བྱས་ནས་བལ་ཐགས་དང་ཟངས་ཆས། ཤིང་བརྐོས་སོགས་བཟོ་གི་ཡོད།",
           "ཟོག་རེ་རེའི་རྒྱབ་ཏུ་ཁྱིམ་ཚང་གཅིག་གི་ལོ་རྒྱུས་ཡོད། ང་ཚོས་ལག་ཤེས་པ་རྣམས་ལ་རིན་གོང་འོས་འཚམ་སྤྲོད་རྒྱུ་ནི་ང་ཚོའི་འགན་ཡིན་པར་བརྩི།"],
    "ug": ["دۇكىنىمىز يىگىرمە يىل ئىلگىرى غۇلجىنىڭ كونا كوچىسىدا ئېچىلغان، دەسلەپتە پەقەت ياغاچ قاچىلارنى ساتاتتۇق.",
           "ھازىر بىز ئوتتۇزدىن ئارتۇق يەرلىك ھۈنەرۋەن بىلەن بىۋاسىتە ھەمكارلىشىپ، گىلەم ۋە مىس قاچىلارنى سېتىۋاتىمىز.",
           "ھەر بىر بۇيۇمنىڭ ئارقىسىدا بىر ئائىلىنىڭ ھېكايىسى بار، ھۈنەرۋەنلەرگە ئادىل باھا بېرىش بىزنىڭ بۇرچىمىز."],
    "zh": ["本店二十年前开在西宁的一条老街上，最初只卖唐卡和藏香，由三位手艺人一起经营。",
           "现在我们和三十多位本地手艺人直接合作，出售手织的羊毛地毯、铜器和木雕。",
           "每件商品背后都有一个家庭的故事，我们认为给手艺人公道的价格是我们的责任。"],
}
FOOTER_LINKS = 20  # a shop's footer of category links: more text than the about box, all of it links


def faq_page(lang: str, shape: str) -> str:
    """An FAQ page: a menu, the h1, one "qa-box" per entry in the main column, a sidebar and a footer line."""
    entries = "".join(ENTRY_SHAPES[shape].format(q=q, a=a) for q, a in FAQS[lang])
    menu = "".join(f"<li><a href='/{n}'>menu entry {n}</a></li>" for n in range(6))
    return (f"<html><body><ul class='menu'>{menu}</ul><div class='main'><h1>FAQ</h1>{entries}</div>"
            "<div class='side'><h4>Latest</h4><a href='/a'>a story</a><br><a href='/b'>another story</a></div>"
            "<div class='foot'>© 2024</div></body></html>")


def about_page(lang: str, markup: str) -> str:
    """A shop's "about" page: its text in one "div.shop-info" (``markup`` "div") or one table cell so named ("td"),
    above a footer of many category links."""
    links = "".join(f"<li><a href='/c/{n}'>{ABOUT[lang][0][:40]} {n}</a></li>" for n in range(FOOTER_LINKS))
    if markup == "div":
        about = "<div class='shop-info'>" + "".join(f"<p>{p}</p>" for p in ABOUT[lang]) + "</div>"
    else:
        about = "<table><tr><td id='shop-info-main'>" + "<br><br>".join(ABOUT[lang]) + "</td></tr></table>"
    return (f"<html><body><div class='top'><a href='/'>home</a> <a href='/shop'>shop</a></div>"
            f"<div class='page'>{about}</div><div class='foot-links'><ul>{links}</ul></div>"
            "<div class='copy'>© 2024</div></body></html>")


def marketplace_page(lang: str) -> str:
    """A product with its description and specs, a seller card and a customers' Q&A box beside them."""
    question, answer = FAQS[lang][0]
    description = "".join(f"<p>{p}</p>" for p in ABOUT[lang])
    return ("<html><body><h1>product</h1><div class='seller-card'><h3>seller</h3><p>4.9 · 6</p>"
            "<a href='/s'>visit</a></div>"
            f"<div class='item-desc'>{description}<table><tr><th>size</th><td>40 x 21</td></tr></table></div>"
            f"<div class='qa-box'><h3>Q&amp;A (14)</h3><div class='qa-q'>{question}</div><div class='qa-a'>{answer}</div>"
            "<a href='#'>all questions</a></div></body></html>")


@pytest.mark.parametrize("shape", ENTRY_SHAPES)
@pytest.mark.parametrize("lang", FAQS)
def test_an_faq_written_as_qa_boxes_keeps_its_answers(lang: str, shape: str) -> None:
    text = extract(faq_page(lang, shape))
    for question, answer in FAQS[lang]:
        assert answer in text


@pytest.mark.parametrize("markup", ["div", "td"])
@pytest.mark.parametrize("lang", ABOUT)
def test_a_shops_about_text_in_a_shop_info_box_is_kept(lang: str, markup: str) -> None:
    text = extract(about_page(lang, markup))
    for paragraph in ABOUT[lang]:
        assert paragraph in text


@pytest.mark.parametrize("lang", sorted(FAQS.keys() & ABOUT.keys()))
def test_a_marketplaces_qa_box_and_seller_card_still_go(lang: str) -> None:
    text = extract(marketplace_page(lang))
    assert ABOUT[lang][0] in text
    assert FAQS[lang][0][1] not in text
    assert "visit" not in text


# a thin product's own lines beside its name (our own words)
THIN_PRODUCT = {"bo": "ཤོག་ངོས་ ༣༢༠ ཡོད་པའི་དཔེ་དེབ།", "ug": "قاتتىق مۇقاۋىلىق، 320 بەت.", "en": "Hardcover, 320 pages."}


def thin_product_page(lang: str) -> str:
    """A product whose box holds its name, price and one line, and below it a run of customers' Q&A boxes that
    outweighs it (the run is its parent's text and most of the page's prose, as an FAQ's)."""
    boxes = "".join(f"<div class='qa-box'><p class='q'>{q}</p><p class='a'>{a}</p></div>" for q, a in FAQS[lang])
    return (f"<html><body><main><div class='product'><h1>product</h1><div class='price'>$45.00</div>"
            f"<p class='desc'>{THIN_PRODUCT[lang]}</p><button>Add to cart</button></div>"
            f"<div class='product-lower'><h2>Q&amp;A</h2>{boxes}</div></main></body></html>")


@pytest.mark.parametrize("lang", THIN_PRODUCT)
def test_a_thin_products_qa_boxes_beside_its_box_still_go(lang: str) -> None:
    text = extract(thin_product_page(lang))
    assert THIN_PRODUCT[lang] in text
    assert not any(answer in text for _, answer in FAQS[lang])


# a help centre's header: its title over a subtitle, no price (our own words)
SUBTITLE = {"bo": "ཐོ་འགོད་དང་སློབ་ཚན་སྐོར་གྱི་དྲི་བ།", "ug": "ھېسابات ۋە دەرسلەر ھەققىدىكى سوئاللار.",
            "en": "Answers about booking, permits and the weather."}


@pytest.mark.parametrize("shape", ENTRY_SHAPES)
@pytest.mark.parametrize("lang", SUBTITLE)
def test_an_faq_under_a_header_with_a_subtitle_keeps_its_answers(lang: str, shape: str) -> None:
    entries = "".join(ENTRY_SHAPES[shape].format(q=q, a=a) for q, a in FAQS[lang])
    text = extract(f"<html><body><main><div class='page-header'><h1>FAQ</h1><p>{SUBTITLE[lang]}</p></div>"
                   f"<div class='faq'>{entries}</div></main></body></html>")
    assert SUBTITLE[lang] in text
    assert all(answer in text for _, answer in FAQS[lang])
