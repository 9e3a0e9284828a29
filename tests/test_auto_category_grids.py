"""A shop's category page (``auto.product_grids``, ``_category_heading``): when the grid IS the page (the category's h1
over a shop bar, a sort drop-down or a filter or toolbar box, and no buy box's price between them), its cards' names and
prices are kept with the category's heading and short introduction, even where the model scored the names as
furniture; a product's page with a grid of other products after its buy box, and an article with a strip of goods,
come out as before. Our own pages, goods and sentences."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

# per language: the category's name, its introduction, six goods with their prices
CATEGORIES = {
    "bo": ("ཐང་ཀའི་ཚོན་རྩི།",
           "ཐང་ཀ་འབྲི་བའི་ཚོན་རྩི་འདི་དག་ནི་རྡོ་ཚོན་དང་ས་ཚོན་རང་བྱུང་ལས་བཟོས་པ་ཡིན། རི་མོ་བ་རྒན་པ་ཚོས་བདམས་པའི་ཚོན་མདོག་ཁ་ཤས་འདིར་བཀོད་ཡོད།",
           ["མཐིང་ཚོན་རྡོ་ལས་བཟོས་པ།", "མཚལ་ཚོན་དམར་པོ།", "གསེར་ཚོན་ཕྱེ་མ།", "ལྡོང་རོས་སེར་པོ།", "སྤང་མདོག་ལྗང་ཁུ།", "དཀར་ཚོན་ཀར་རྩི།"]),
    "ug": ("قول ھۈنەر بۇيۇملىرى",
           "بۇ بۇيۇملارنىڭ ھەممىسى قەشقەر ۋە خوتەندىكى ھۈنەرۋەنلەر تەرىپىدىن قولدا ياسالغان، ھەر بىرىنىڭ نەقىشى ئازراق پەرقلىق.",
           ["مىس چۆگۈن", "ياغاچ نەقىشلىك ساندۇق", "ئەتلەس ياغلىق", "ساپال تەخسە", "گۈللۈك دوپپا", "قول ياسالغان گىلەم"]),
    "zh": ("手工茶具",
           "这些茶具都出自山间窑口的老师傅之手，每一件的釉色和纹路都略有不同，正是手工的味道。",
           ["青瓷盖碗", "粗陶茶壶", "竹编茶盘", "锡制茶罐", "柴烧公道杯", "手绘品茗杯"]),
    "en": ("Green Tea",
           "Our green teas are picked in spring on small family gardens and steamed or pan-fired within hours.",
           ["Sencha Asamushi", "Dragon Well Pre-Rain", "Gyokuro Shade Grown", "Genmaicha with Matcha", "Bi Luo Chun",
            "Hojicha Roasted Stems"]),
}
DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}
PRICES = ["$24.00", "$18.50", "$65.00", "$15.00", "$21.00", "$32.75"]
MENU = ["Home", "Shop", "Journal", "Contact"]
FOOTER = "Copyright 2024, a small shop. All rights reserved."

# the shop bars of the engines and themes, between the category's h1 and its grid
BARS = {
    "magento": ("<div class='toolbar toolbar-products'><p class='toolbar-amount'>Items 1-6 of 14</p>"
                "<div class='toolbar-sorter sorter'><label class='sorter-label'>Sort By</label>"
                "<select class='sorter-options'><option>Position</option><option>Price</option></select></div></div>"),
    "bigcommerce": ("<form class='actionBar' method='get'><fieldset class='form-fieldset'><div class='form-field'>"
                    "<label class='form-label'>Sort By:</label><select class='form-select' name='sort'>"
                    "<option>Featured Items</option><option>Newest Items</option></select></div></fieldset></form>"),
    "woocommerce": ("<p class='woocommerce-result-count'>Showing all 6 results</p><form class='woocommerce-ordering'>"
                    "<select name='orderby' class='orderby'><option>Default sorting</option></select></form>"),
    "ikea": ("<div class='plp-filter-bar'><span class='plp-filter-information__total-count'>6 items</span>"
             "<div class='plp-pill'>Sort</div><div class='plp-pill'>Colour</div></div>"),
    "handmade": "<div class='cat-toolbar'><span class='cat-toolbar__count'>6</span><div>Newest first</div></div>",
}


def _card(n: int, name: str, price: str) -> str:
    """A product card: a photo, the linked name, the price and an add-to-cart button."""
    return (f"<li class='item product product-item'><a href='/p/{n}' class='product-photo'><img src='/i/{n}.jpg' "
            f"alt='{name}'></a><div class='product-details'><strong class='product-item-name'><a href='/p/{n}'>{name}"
            f"</a></strong><div class='price-box'><span class='price'>{price}</span></div><div class='actions'>"
            f"<button type='submit' class='tocart'>Add to Cart</button></div></div></li>")


def _grid(names: list[str], start: int = 0) -> str:
    """A grid of product cards, one per name, priced from ``PRICES``."""
    cards = "".join(_card(start + n, name, price) for n, (name, price) in enumerate(zip(names, PRICES)))
    return f"<ol class='products list product-items'>{cards}</ol>"


def _page(lang: str, title: str, main: str) -> str:
    """A shop's page: a menu, ``main`` and a footer."""
    menu = "".join(f"<li><a href='/m/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU))
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><title>{title}</title></head><body>'
            f"<header><nav><ul>{menu}</ul></nav></header><main>{main}</main><footer><p>{FOOTER}</p></footer>"
            "</body></html>")


def category_page(lang: str, bar: str) -> str:
    """A category page: its h1, its introduction, the engine's shop bar, the grid."""
    name, intro, goods = CATEGORIES[lang]
    return _page(lang, name, f"<h1 class='page-title'>{name}</h1><div class='category-description'><p>{intro}</p>"
                             f"</div>{BARS[bar]}{_grid(goods)}")


@pytest.mark.parametrize(("lang", "bar"), [("bo", "bigcommerce"), ("ug", "handmade"), ("en", "magento"),
                                           ("en", "ikea"), ("zh", "woocommerce"), ("bo", "magento"),
                                           ("ug", "woocommerce"), ("zh", "handmade")])
def test_a_category_pages_grid_keeps_its_cards_names_and_prices(lang: str, bar: str) -> None:
    name, intro, goods = CATEGORIES[lang]
    text = auto_text(category_page(lang, bar))
    assert name in text and intro in text
    assert all(good in text for good in goods)
    assert all(price in text for price in PRICES)
    assert "Add to Cart" not in text and FOOTER not in text


# a product's own page: its name, price, a size drop-down and its description, then other products
PRODUCTS = {
    "bo": ("ཕྲུ་མ་ཕྲ་མོ།", ["ཕྲུ་མ་འདི་བལ་ཡུལ་གྱི་ལག་བཟོ་བ་ཚོས་རས་ཤུགས་ཅན་ལས་བཟོས་ཤིང་། ཁ་གཡོག་ལ་བོད་ཀྱི་རི་མོ་བཀོད་ཡོད། ལོ་མང་པོར་བཀོལ་ཐུབ།",
                             "བཀྲུ་སྐབས་ཆུ་གྲང་མོ་བེད་སྤྱོད་གཏོང་དགོས། ཉི་མའི་འོད་ཀྱིས་ཚོན་མདོག་ཡལ་མི་སྲིད་པས་ཕྱི་ལོགས་སུ་སྐམ་ན་ཡང་ཆོག"]),
    "ug": ("ئەتلەس كۆڭلەك", ["بۇ كۆڭلەك خوتەن ئەتلىسىدىن تىكىلگەن، رەڭگى يورۇق ۋە ماتېرىيالى يېنىك، ياز كۈنلىرى كىيىشكە ناھايىتى ماس كېلىدۇ.",
                             "سوغۇق سۇدا قولدا يۇيۇڭ، ئاپتاپتا ئۇزۇن قۇرۇتماڭ، شۇنداق قىلسىڭىز رەڭگى ئۇزۇن ساقلىنىدۇ."]),
}

ALSO = {"bo": "ཁྱེད་ལ་དགའ་སྲིད་པ།", "ug": "سىزگە يېقىشى مۇمكىن"}  # "You may also like"


def product_page(lang: str) -> str:
    """A product's page: its h1, buy box (price, a size drop-down, a button), description, then a grid of others."""
    name, description = PRODUCTS[lang]
    goods = CATEGORIES[lang][2]
    buy_box = ("<div class='product-info-main'><div class='price-box'><span class='price'>$48.00</span></div>"
               "<div class='swatch-attribute size'><select name='size'><option>S</option><option>M</option></select>"
               "</div><button class='tocart'>Add to Cart</button></div>")
    body = "<div class='product-description'>" + "".join(f"<p>{p}</p>" for p in description) + "</div>"
    strip = f"<section class='product-strip'><h2>{ALSO[lang]}</h2>{_grid(goods, 10)}</section>"  # no "related" class
    return _page(lang, name, f"<h1 class='page-title'>{name}</h1>{buy_box}{body}{strip}")


@pytest.mark.parametrize("lang", PRODUCTS)
def test_a_grid_after_a_products_buy_box_stays_out(lang: str) -> None:
    name, description = PRODUCTS[lang]
    text = auto_text(product_page(lang))
    assert all(p in text for p in description) and "$48.00" not in text  # (the buy box's price: furniture)
    assert not any(price in text for price in PRICES)  # the strip is not completed into a grid of priced cards


# an article about a market's prices under a heading and a filter box's class word: prose, kept whole
STORIES = {
    "ug": ("بازار باھاسى", ["بۇ ھەپتە قەشقەر بازىرىدا مىس چۆگۈننىڭ باھاسى ئۆتكەن ئايدىكىدىن خېلى ئۆستى، ھۈنەرۋەنلەر مىسنىڭ قىممەتلىشىپ كەتكەنلىكىنى ئېيتتى.",
                            "بىر ياشانغان ھۈنەرۋەن بىزگە ئۆزىنىڭ ئاتىسىدىن ئۆگەنگەن ئۇسۇل بويىچە ھەر كۈنى ئىككى چۆگۈن ياسايدىغانلىقىنى سۆزلەپ بەردى.",
                            "ئۇنىڭ دېيىشىچە، باھا ئۆسسىمۇ، خېرىدارلار يەنىلا قولدا ياسالغان بۇيۇملارنى ئىزدەپ كېلىدىكەن."]),
    "bo": ("ཁྲོམ་གྱི་རིན་གོང་།", ["ཟླ་བ་འདིར་ལྷ་སའི་ཁྲོམ་དུ་ཚོན་རྩིའི་རིན་གོང་ཇེ་མཐོར་སོང་ཞིང་། རི་མོ་བ་ཚོས་རྡོ་ཚོན་རྙེད་དཀའ་བ་ཡིན་ཞེས་བཤད།",
                               "རི་མོ་བ་རྒན་པ་ཞིག་གིས་ཁོང་གི་ཕ་ལས་སློབ་པའི་ལམ་ལུགས་ལྟར་ཚོན་རྩི་རང་གིས་བཟོ་བའི་སྐོར་ང་ཚོར་གླེང་།",
                               "ཁོང་གི་བསམ་ཚུལ་ལྟར་ན། རིན་གོང་མཐོ་ཡང་ཉོ་མཁན་ཚོས་ད་དུང་ལག་བཟོའི་ཚོན་རྩི་འཚོལ་གྱི་ཡོད།"]),
}


@pytest.mark.parametrize("lang", STORIES)
def test_a_story_about_prices_under_a_filter_box_comes_out_whole(lang: str) -> None:
    title, paragraphs = STORIES[lang]
    lines = "".join(f"<li>{good}: {price}</li>" for good, price in zip(CATEGORIES[lang][2], PRICES))
    story = ("<article><h1>" + title + "</h1><div class='filter-note'><p>" + paragraphs[0] + "</p></div><p>"
             + paragraphs[1] + "</p><p>" + paragraphs[2] + f"</p><ul class='price-list'>{lines}</ul></article>")
    text = auto_text(_page(lang, title, story))
    assert all(p in text for p in paragraphs)
    assert FOOTER not in text


# an article with a "Shop the story" strip under its paragraphs and a sort bar over them: the article's own text is
# more than a category's introduction, so the strip stays a strip
ARTICLES = {
    "en": ("How a tea garden spends its spring",
           ["The first flush comes in the second week of April, when the buds are still folded and the mornings cold "
            "enough to see your breath between the rows of bushes on the terraces above the river.",
            "Pickers start at dawn and stop before noon; the leaves go straight to the steaming room, where a single "
            "minute too long turns a sweet, grassy tea into a flat and bitter one that nobody wants to buy.",
            "By May the garden has moved on to the second picking, and the family sits down in the evenings to taste "
            "every batch, writing down which slope and which morning each of the good ones came from.",
            "Most of that tea never leaves the valley: the neighbours buy it by the kilo, and only the best few "
            "batches are packed and sent down the mountain to the shops in town."]),
}


@pytest.mark.parametrize("lang", ARTICLES)
def test_an_articles_shop_the_story_strip_stays_out(lang: str) -> None:
    title, paragraphs = ARTICLES[lang]
    story = (f"<article><h1>{title}</h1><div class='sort-bar'><span>Newest</span></div>"
             + "".join(f"<p>{p}</p>" for p in paragraphs)
             + f"<section class='shop-the-story'><h2>Shop the story</h2>{_grid(CATEGORIES[lang][2])}</section>"
             + "</article>")
    text = auto_text(_page(lang, title, story))
    assert all(p in text for p in paragraphs)
    assert not any(price in text for price in PRICES)
