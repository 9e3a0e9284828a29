"""A shop's category page with its description under its product grid (``auto.records.keep_record_grids``, review h176):
the cards' names and price lines are the page's content and are kept with the description's confident paragraphs; the
same paragraphs before the grid make it an article's strip of teasers, left out, and a strip too short for a page of
results stays out under a description too."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: the category's name (its h1), six goods and three woods (18 names), the description's paragraphs; our
# own words and sentences
CATEGORIES = {"bo": "ཤིང་གི་ཡོ་བྱད།", "ug": "ياغاچ بۇيۇملار", "zh": "木制器具", "en": "Wooden tableware"}
GOODS = {"bo": ["ཕོར་པ།", "ཐུར་མ།", "གཞོང་པ།", "སྡེར་མ།", "ཇ་ཕོར།", "ཐལ་སྡེར།"],
         "ug": ["قوشۇق", "تەخسە", "چىنە", "پىيالە", "كەپكۈر", "تاۋاق"],
         "zh": ["木碗", "木勺", "木盘", "茶杯", "筷子", "果盘"],
         "en": ["Bowl", "Spoon", "Platter", "Tea cup", "Chopsticks", "Fruit tray"]}
WOODS = {"bo": ["གླང་ཤིང་།", "སོག་ཤིང་།", "བྱ་ཤིང་།"],
         "ug": ["ياڭاق ياغىچى", "ئۆرۈك ياغىچى", "قارىياغاچ"],
         "zh": ["核桃木", "杏木", "榆木"],
         "en": ["walnut", "apricot wood", "elm"]}
DESCRIPTIONS = {
    "bo": ["ཡོ་བྱད་འདི་དག་ཚང་མ་གྲོང་གསེབ་ཀྱི་ཤིང་བཟོ་བ་ཚོས་ལག་པས་བཟོས་པ་ཡིན་ཞིང་། ཤིང་ཆ་ནི་ལོ་གཉིས་རིང་སྐམ་དུ་བཅུག་ཡོད།",
           "ཤིང་གི་ཕོར་པ་ལ་ཚ་བའི་ཇ་བླུགས་ཀྱང་ལག་པ་མི་ཚ་བས་རྒན་གཞོན་ཚང་མས་དགའ་པོ་བྱེད་ཀྱི་ཡོད།",
           "བཀྲུ་རྗེས་མྱུར་དུ་སྐམ་པོ་བཟོ་དགོས་ཤིང་། ཟླ་བ་རེར་ཏིལ་མར་ཅུང་ཟད་བྱུགས་ན་ལོ་མང་པོར་བཀོལ་ཆོག"],
    "ug": ["بۇ بۇيۇملارنىڭ ھەممىسىنى يېزىدىكى ياغاچچىلار قولدا ياسىغان، ياغىچى ئىككى يىل قۇرۇتۇلغان.",
           "ياغاچ چىنىگە قايناق چاي قۇيسىڭىزمۇ قول كۆيمەيدۇ، شۇڭا چوڭلار ۋە بالىلار ئۇنى ياخشى كۆرىدۇ.",
           "يۇيۇلغاندىن كېيىن دەرھال قۇرۇتۇڭ، ھەر ئايدا ئازراق كۈنجۈت يېغى سۈركىسىڭىز ئۇزۇن يىل ئىشلىتەلەيسىز."],
    "zh": ["这些器具都出自乡村木匠之手，所用木料先要阴干整整两年，才能开料打磨成形。",
           "木碗盛热茶也不烫手，老人和孩子都喜欢用，摔在地上也不会碎。",
           "洗净后请及时擦干，每月抹一点芝麻油，就能用上许多年，颜色也会越用越亮。"],
    "en": ["Every piece here is carved by hand in a village workshop, from timber left to dry for two full years.",
           "A wooden bowl keeps hot tea from burning your fingers, and it will not shatter if a child drops it.",
           "Dry each piece straight after washing and rub in a little sesame oil once a month to keep it for years."],
}
DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}
MENU = ["home", "shop", "cart", "about"]
NAME_LOGIT, PRICE_LOGIT = -1.0, -2.0  # the cards' linked names and their price lines: under the threshold
PROSE_LOGIT = 2.5  # the description's paragraphs: confident
GRID, STRIP = 18, 9  # cards of a page of results, of a strip of a few recommendations


def names(lang: str, count: int) -> list[str]:
    """The cards' product names: each good in each wood."""
    return [f"{GOODS[lang][n % 6]} {WOODS[lang][n // 6]}" for n in range(count)]


def prices(count: int) -> list[str]:
    """The cards' price lines."""
    return [f"${12 + n}.00" for n in range(count)]


def category_page(lang: str, count: int, description_first: bool) -> str:
    """A shop's category page: a menu, then in ``<main>`` its h1 and the grid of ``count`` cards (a linked name and a
    price line each), its description's paragraphs under the grid or, with ``description_first``, over it."""
    entries = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU))
    cards = "".join(f"<li class='item product'><div class='product-details'><a href='/p/{n}'>{name}</a></div>"
                    f"<div class='price-box'>{price}</div></li>"
                    for n, (name, price) in enumerate(zip(names(lang, count), prices(count))))
    grid = f"<ol class='products'>{cards}</ol>"
    description = "<div class='category-description'>" + "".join(f"<p>{p}</p>" for p in DESCRIPTIONS[lang]) + "</div>"
    content = description + grid if description_first else grid + description
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><title>{CATEGORIES[lang]}</title></head><body>'
            f"<nav><ul>{entries}</ul></nav><main><h1>{CATEGORIES[lang]}</h1>{content}</main></body></html>")


def kept(lang: str, count: int, description_first: bool = False) -> list[str]:
    """The lines kept of the category page, its blocks scored as a model scores such a page."""
    scores = {name: NAME_LOGIT for name in names(lang, count)}
    scores |= {price: PRICE_LOGIT for price in prices(count)}
    scores |= {paragraph: PROSE_LOGIT for paragraph in DESCRIPTIONS[lang]}
    return kept_lines_scored(category_page(lang, count, description_first), scores, -5.0)


@pytest.mark.parametrize("lang", DESCRIPTIONS)
def test_a_grid_over_its_categorys_description_is_kept_with_it(lang: str) -> None:
    lines = kept(lang, GRID)
    assert all(paragraph in lines for paragraph in DESCRIPTIONS[lang])
    assert all(name in lines for name in names(lang, GRID))
    assert all(price in lines for price in prices(GRID))
    assert not any(entry in lines for entry in MENU)


@pytest.mark.parametrize(("lang", "count", "description_first"), [
    *((lang, GRID, True) for lang in DESCRIPTIONS),  # the paragraphs before the cards: an article's teasers
    *((lang, STRIP, False) for lang in DESCRIPTIONS),  # a few cards over the paragraphs: no page of results
])
def test_cards_after_an_article_or_a_short_strip_are_left_out(lang: str, count: int, description_first: bool) -> None:
    lines = kept(lang, count, description_first)
    assert all(paragraph in lines for paragraph in DESCRIPTIONS[lang])
    assert not any(name in lines for name in names(lang, count))
    assert not any(price in lines for price in prices(count))
