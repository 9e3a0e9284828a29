"""A shop's cart, wishlist and compare buttons inline in a product card are left out of the card's line; its price
stays (``auto.inline.INLINE_FURNITURE_RE``, ``auto.inline.drop_inline_furniture``)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored, news_section_page

# per language: products (name, price), the cart and wishlist buttons' words (our own wording)
PRODUCTS = {
    "bo": ([("བོད་ཀྱི་གཏམ་དཔེ་ཕྱོགས་བསྒྲིགས།", "སྒོར་ ༤༥"), ("བྱིས་པའི་གསལ་བྱེད་དེབ་ཆུང་།", "སྒོར་ ༢༠"),
            ("སྔོ་ཚལ་འདེབས་སྟངས།", "སྒོར་ ༣༢")], ("སྒམ་དུ་འཇུག", "འདོད་ཐོ་ལ་སྣོན།")),
    "ug": ([("ئەتلەس كۆڭلەك", "¥ 280"), ("دوپپا", "¥ 95"), ("مىس چۆگۈن", "¥ 330")], ("سېۋەتكە قوشۇش", "ئارزۇ تىزىملىكى")),
    "zh": ([("手工牦牛绒披肩", "¥ 368"), ("藏式坐垫", "¥ 260"), ("铜茶壶", "¥ 420")], ("加入购物车", "收藏")),
}
# each card's short description (a theme's excerpt under the price), our own sentences
BLURBS = {
    "bo": "ཡུལ་ཁུལ་སོ་སོའི་གཏམ་དཔེ་དང་དོན་འགྲེལ་ཐུང་ངུ་བཀོད་ཡོད།",
    "ug": "قولدا ياسالغان، ھۈنەرۋەنلەردىن بىۋاسىتە سېتىۋېلىنغان.",
    "zh": "牧区妇女合作社手工制作，每件都不一样。",
}
# the buttons as three shop engines write them
BUTTONS = {
    "woocommerce": '<a href="?add-to-cart={n}" class="button add_to_cart_button ajax_add_to_cart">{cart}</a>'
                   '<a href="?add_to_wishlist={n}" class="add_to_wishlist">{wish}</a>',
    "magento": '<button class="action tocart primary" type="button">{cart}</button><a href="#" class="action towishlist">{wish}</a>',
    "shopify": '<button class="quick-add__submit button" type="button">{cart}</button><a href="/w/{n}" class="wishlist-add-to-wishlist">{wish}</a>',
}
MENU = ["home", "shop", "about"]


def category_page(lang: str, engine: str) -> str:
    """Product cards: the card's own text is its price and its buttons, the name a heading, a short description under."""
    products, (cart, wish) = PRODUCTS[lang]
    cards = "".join(f"<li class='product'><a href='/p/{n}' class='product-link'><h2>{name}</h2><span class='price'>{price}</span></a>"
                    f"<div class='excerpt'>{BLURBS[lang]}</div>"
                    + BUTTONS[engine].format(n=n, cart=cart, wish=wish) + "</li>" for n, (name, price) in enumerate(products))
    return news_section_page(products[0][0], f"<ul class='products'>{cards}</ul>", MENU)


@pytest.mark.parametrize("engine", BUTTONS)
@pytest.mark.parametrize("lang", PRODUCTS)
def test_a_product_cards_cart_buttons_are_left_out(lang: str, engine: str) -> None:
    products, buttons = PRODUCTS[lang]
    lines = kept_lines_scored(category_page(lang, engine), dict.fromkeys(MENU, -5.0), 0.0)
    text = "\n".join(lines)
    assert all(name in lines and price in text for name, price in products)
    assert not any(word in text for word in buttons)
