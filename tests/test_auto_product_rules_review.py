"""Review of the product-page rules (``auto.shop_panels``) on pages built to trip them (our own text): a post filed
under a shop's words ("category-prices", "tag-tax") keeps its paragraphs beside a book's buy widget; a plan's price
that recurs ("$12.00 every month") is its text, a product's instalment line beside its price is not; a shop whose
logo is its page's first ``<h1>`` keeps its product's name; Dawn's inventory line goes; a bookshop's table of
contents, a description's features and the story sentences that speak of stock and prices stay, a carousel of
related products goes."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, auto_text, kept_lines_scored, paragraphs

HEADER = ("<header class='site-header'><a class='logo' href='/'>{home}</a><nav class='main-nav'><ul>"
          "<li><a href='/c/1'>{c1}</a></li><li><a href='/c/2'>{c2}</a></li></ul></nav>"
          "<a class='cart-link' href='/cart'>0</a></header>")
FOOTER = "<footer class='site-footer'><p>© 2025 {home}</p><ul><li><a href='/privacy'>Privacy</a></li></ul></footer>"
SITE = {"bo": {"home": "གཙོ་ངོས།", "c1": "དཔེ་དེབ།", "c2": "གསར་འགྱུར།"},
        "ug": {"home": "باش بەت", "c1": "كىتابلار", "c2": "خەۋەرلەر"},
        "zh": {"home": "首页", "c1": "图书", "c2": "新闻"},
        "en": {"home": "Home", "c1": "Books", "c2": "News"}}


def page(lang: str, main: str) -> str:
    """A shop's or a blog's page in ``lang`` around ``main``: its header, navigation and footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            f"<body>{HEADER.format(**SITE[lang])}<main>{main}</main>{FOOTER.format(**SITE[lang])}</body></html>")


# a story filed under "prices" and tagged "tax" (WordPress's post classes), a book's buy widget in it, its title in a
# banner above the post: the buy box reaches the post, whose short paragraphs are no panel's lines
STORY_EN = ["The bus from Xining left before dawn.", "My grandmother sat by the window and said nothing for an hour.",
            "\u201cThe river was wider when I was a girl,\u201d she said at last.",
            "We ate bread and dried cheese at the pass. The driver sang."]
POEM_BO = ["ཕ་ཡུལ་གྱི་རི་བོ་ལ་ཁ་བ་བབས།", "ཨ་མའི་ལག་པ་གྲང་མོ་ཡིན།",
           "ང་ཚོས་མེ་ལྕེའི་འོད་ལ་གཏམ་བཤད།", "ནམ་ཞིག་དཔྱིད་ཀ་སླེབས་རྒྱུ་རེད།"]


def filed_post(title: str, lines: list[str], classes: str, widget: str) -> str:
    """A post under a title banner, filed by ``classes``, with a shop's ``widget`` after its paragraphs."""
    return (f"<header class='page-header'><h1 class='entry-title'>{title}</h1></header>"
            f"<article class='post-88 post type-post status-publish {classes}'><div class='entry-content'>"
            f"{paragraphs(lines)}{widget}</div></article>")


STORY_WIDGET = ("<div class='woocommerce'><div class='product type-product'><a href='/product/valley'>"
                "<h2>The Valley Road</h2><span class='price'>$18.00</span></a>"
                "<a href='?add-to-cart=77' class='button add_to_cart_button'>Add to cart</a></div></div>")
POEM_WIDGET = ("<div class='book-promo'><h3>སྙན་ངག་ཕྱོགས་བསྒྲིགས།</h3><span class='price'>སྒོར་ ༢༥</span>"
               "<a class='buy-button' href='/shop/poems?add-to-cart=5'>ཉོ།</a></div>")


# a plan whose every price line recurs: its price is its text (lang, name, price line, description)
PLANS = [
    ("en", "Picture Book Club", "$12.00 every month",
     ["Every month we send three new picture books in Tibetan, chosen by our teachers.",
      "Membership renews each month. Cancel any time."]),
    ("bo", "སྦྲང་ཆར་དུས་དེབ།", "ཟླ་རེར་སྒོར་ ༡༥",
     ["དུས་དེབ་འདི་ཟླ་རེར་ཐེངས་གཅིག་འགྲེམས་སྤེལ་བྱེད་པ་དང་། དེབ་རེ་རེའི་ནང་དུ་རྩོམ་ཡིག་བཅུ་ལྷག་ཡོད།",
      "མངགས་ཉོ་བྱས་ན་དེབ་རེ་རེ་ཁྱེད་ཀྱི་ཁྱིམ་དུ་སྐྱེལ་རྒྱུ་ཡིན།"]),
    ("ug", "ئۇيغۇر يېزىقى دەرسلىكى", "ھەر ئايدا 120 يۈەن",
     ["بۇ دەرسلىكتە ھەر ھەپتىدە ئىككى قېتىم ئۇيغۇر يېزىقى ۋە ئىملا قائىدىلىرى ئۆگىتىلىدۇ.",
      "ھەر بىر ساۋاقتىن كېيىن ئۆيدە ئىشلەيدىغان مەشىق بېرىلىدۇ."]),
    ("zh", "藏文周报 全年订阅", "每月 20 元",
     ["每周一出版，刊登牧区新闻、诗歌和孩子们的作文，订阅后由邮局送到家门口。",
      "订阅可以随时取消，已付的费用按月退还。"]),
]


def dawn(lang: str, name: str, price: str, extra: str, description: list[str]) -> str:
    """A Shopify Dawn-like product: name, price, ``extra`` panels, the cart's form, the description."""
    return (f"<div class='product grid'><div class='product__media-wrapper'><img src='/p.jpg' alt=''></div>"
            f"<div class='product__info-wrapper'><div class='product__info-container'>"
            f"<h1 class='product__title'>{name}</h1>"
            f"<div class='price'><div class='price__container'><span class='price-item price-item--regular'>{price}"
            f"</span></div></div>{extra}<form action='/cart/add' method='post'><input type='number' name='quantity'>"
            f"<button class='product-form__submit'>+</button></form><div class='product__description rte'>"
            f"{paragraphs(description)}</div></div></div></div>")


YURT = "The yurt is felted from the wool of our own flock and stitched over a larch frame two people raise in a day."
STOCK_UG = ["بۇ كىتاب چارۋا بېقىشنى يېڭى باشلىغانلار ئۈچۈن يېزىلغان.",
            "قىشتا مال ئوتىنىڭ باھاسى ئۆسكەندە قانداق قىلىش كېرەكلىكى ئېيتىلىدۇ.",
            "قوي، كالا ۋە ئۆچكىنىڭ كېسەللىكلىرى رەسىملىك چۈشەندۈرۈلگەن."]
HERBAL_EN = ["Sea-buckthorn berries are picked by hand in October, when the frost has sweetened them.",
             "The oil is cold-pressed so that the delivery of the active ingredients is not spoiled by heat.",
             "We price each batch by the harvest: a poor year means fewer bottles, never thinner oil.",
             "Herders have kept stock healthy through the winter with this oil for generations."]

# a Chinese shop drawn in divs, its logo the page's first <h1>, its product's name a "sku-name" line
JD_DESC = ["这套藏文启蒙读物共六册，由拉萨的小学老师和插画师一起编写，每册讲一个季节里的牧区生活。",
           "书中的每个字母都配有一幅插画和一首短诗，适合四到八岁的孩子和父母一起读。"]
JD_NAME = "藏文字母启蒙绘本（全六册）"
JD = (f"<div id='header'><div class='w'><div id='logo'><h1><a href='/' class='logo'>雪域书城</a></h1></div>"
      f"<div id='settleup'><a href='//cart.example.com/cart.action'>购物车</a></div></div></div>"
      f"<div class='w'><div class='product-intro'><div class='preview-wrap'><img src='/p.jpg' alt=''></div>"
      f"<div class='itemInfo-wrap'><div class='sku-name'>{JD_NAME}</div><div class='summary summary-first'>"
      f"<div class='summary-price'><div class='dt'>价格</div><div class='dd'><span class='p-price'><span>￥</span>"
      f"<span class='price'>68.00</span></span></div></div></div><div id='choose-btns'>"
      f"<a href='//cart.example.com/gate.action?pid=1' id='InitCartUrl' class='btn-special1'>加入购物车</a>"
      f"</div></div></div>"
      f"<div class='detail'><div id='J-detail-content' class='detail-content'>{paragraphs(JD_DESC)}</div></div></div>")

# a Tibetan bookshop's book: its blurb and its table of contents stay, its ISBN (WooCommerce's SKU) and price go
BLURB_BO = ["དཔེ་དེབ་འདི་ནི་ཨ་མདོའི་འབྲོག་ས་ཞིག་ཏུ་ལོ་བཅུ་ལྷག་བསྡད་པའི་སྨན་པ་ཞིག་གི་ཉིན་ཐོ་ལས་བསྡུས་པ་ཡིན། "
            "ཁོང་གིས་འབྲོག་པའི་ནད་གཞི་དང་སྨན་བཅོས་ཀྱི་ཐབས་ལམ་ཞིབ་ཕྲར་བཀོད་ཡོད།",
            "ཉིན་ཐོ་རེ་རེའི་ནང་དུ་དགུན་ཁའི་གྲང་ངར་དང་ཕྱུགས་ནད་ཀྱི་ཉེན་ཁ། "
            "བྱིས་པའི་སྐྱེ་ཚེའི་དཀའ་ངལ་སོགས་ཀྱི་སྐོར་ལ་མིག་མཐོང་བྱུང་བ་ལྟར་བྲིས་ཡོད།"]
TOC_BO = ["ལེའུ་དང་པོ། འབྲོག་སར་སླེབས་པ།", "ལེའུ་གཉིས་པ། དགུན་ཁའི་ནད་པ།", "ལེའུ་གསུམ་པ། ཕྱུགས་ནད་དང་འབྲོག་པ།",
          "ལེའུ་བཞི་པ། སླར་ཡང་ལྷ་སར།"]
BOOK_BO = ("<div id='product-31' class='product type-product instock'><div class='summary entry-summary'>"
           "<h1 class='product_title entry-title'>འབྲོག་སའི་སྨན་པའི་ཉིན་ཐོ།</h1><p class='price'><span class='amount'>"
           "སྒོར་ ༣༨.༠༠</span></p><form class='cart' method='post'><input class='qty' name='quantity'></form>"
           "<div class='product_meta'><span class='sku_wrapper'>ISBN: <span class='sku'>978-7-5420-3321-8</span></span>"
           "</div></div><div class='woocommerce-tabs'>"
           "<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--description'"
           f" id='tab-description'><h2>ངོ་སྤྲོད།</h2>{paragraphs(BLURB_BO)}<h3>དཀར་ཆག</h3>"
           f"<ol>{paragraphs(TOC_BO, 'li')}</ol>"
           "</div></div></div>")

# a Uyghur shop's scarf: its features under a heading in the description stay, a carousel of four priced cards goes
DESC_UG = ["بۇ قولدا توقۇلغان ئەتلەس ياغلىق خوتەننىڭ يىپەك توقۇمىچىلىق كەنتىدە ئىشلەنگەن بولۇپ، "
           "ھەر بىر پارچىسى ئۈچ كۈندە پۈتىدۇ.",
           "رەڭلىرى ياڭاق پوستى ۋە ئانار پوستىدىن ئېلىنغان تەبىئىي بوياقتا بويالغان."]
FEATURES_UG = ["100% تەبىئىي يىپەك", "ئۇزۇنلۇقى 180 سانتىمېتىر", "قولدا يۇيۇشقا بولىدۇ"]
RELATED_UG = ["ئەتلەس دوپپا", "يىپەك شارپا", "خوتەن گىلىمى", "كەشتىلىك سومكا"]
CAROUSEL_UG = "".join(
    f"<div class='swiper-slide'><div class='product-card'><a href='/p/{n}'>{title}</a><div class='product-card__price'>"
    f"<s>{90 + n * 10} يۈەن</s> <span>{80 + n * 10} يۈەن</span></div><a href='/cart/add?id={n}'>+</a></div></div>"
    for n, title in enumerate(RELATED_UG))
SCARF_UG = ("<div class='product-single'><div class='product-single__meta'><h1>خوتەن ئەتلەس ياغلىقى</h1>"
            "<div class='product-single__prices'><span class='product-price'>260 يۈەن</span></div>"
            "<form action='/cart/add'><button class='add-to-cart'>+</button></form>"
            f"<div class='product-single__description rte'>{paragraphs(DESC_UG)}<h4>ئالاھىدىلىكلىرى</h4>"
            f"<ul>{paragraphs(FEATURES_UG, 'li')}</ul></div></div></div><section class='related-products'>"
            f"<h2>مۇناسىۋەتلىك مەھسۇلاتلار</h2><div class='swiper'><div class='swiper-wrapper'>{CAROUSEL_UG}"
            "</div></div></section>")

# (case, language, main, lines that stay, lines that go)
CASES = [
    ("a story filed under prices, a buy widget in it", "en",
     filed_post("The road to my grandmother's valley", STORY_EN, "category-prices tag-tax tag-stock", STORY_WIDGET),
     STORY_EN, []),
    ("a poem filed under brand, a book's promotion under it", "bo",
     filed_post("དགུན་ཁའི་མཚན་མོ།", POEM_BO, "category-brand tag-price", POEM_WIDGET), POEM_BO, []),
    *[(f"a plan sold by the month ({lang})", lang, dawn(lang, name, price, "", description), [price, *description], [])
      for lang, name, price, description in PLANS],
    ("a product's instalment line beside its price", "en",
     dawn("en", "Felt yurt for two", "$1,480.00",
          "<div class='product-price-installments'>or $123 per month with ShopPay</div>", [YURT]),
     [YURT], ["$1,480.00", "$123 per month"]),
    ("Dawn's inventory line; a guide to stock-breeding", "ug",
     dawn("ug", "چارۋىچىلىق قوللانمىسى", "45 يۈەن",
          "<p class='product__inventory'><span>ئامباردا 8 دانە بار</span></p>", STOCK_UG),
     STOCK_UG, ["45 يۈەن", "ئامباردا 8 دانە بار"]),
    ("sentences on price, delivery and stock in a description", "en",
     dawn("en", "Sea-buckthorn seed oil", "$24.00", "<div class='product__tax'>Tax included.</div>", HERBAL_EN),
     HERBAL_EN, ["$24.00", "Tax included."]),
    ("a bookshop's blurb and table of contents", "bo", BOOK_BO, BLURB_BO + TOC_BO, ["978-7-5420", "སྒོར་ ༣༨"]),
    ("a description's features and a related carousel", "ug", SCARF_UG, DESC_UG + FEATURES_UG,
     RELATED_UG + ["260 يۈەن", "مۇناسىۋەتلىك مەھسۇلاتلار"]),
]


@pytest.mark.parametrize(("lang", "main", "stay", "go"), [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_a_product_rule_keeps_the_text_and_drops_the_shops_lines(lang: str, main: str, stay: list[str],
                                                                  go: list[str]) -> None:
    text = auto_text(page(lang, main))
    for line in stay:
        assert text.count(line) == 1, line
    for line in go:
        assert line not in text, line


def test_a_shop_whose_logo_is_its_first_h1_keeps_its_products_name() -> None:
    # the logo's <h1> is no product's: the buy box is not sought from it (the whole page, where "sku-name" names a
    # panel), whatever the model scores
    lines = kept_lines_scored(page("zh", JD), {}, KEPT)
    assert JD_NAME in lines
    assert all(line in lines for line in JD_DESC)
