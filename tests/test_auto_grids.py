"""A page of records (``auto.records.keep_record_grids``): a shop's grid of product cards, each its linked name and its price,
under a short intro; kept whole, but not under an article nor as a short strip of teasers."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored, news_section_page

# per language: the shop's intro, four goods and four sizes (16 names), a story's paragraphs; our own sentences
INTROS = {"bo": "ཚོང་ཁང་འདིར་ཁྱིམ་གྱི་དགོས་ཆས་སྣ་ཚོགས་ཡོད།", "ug": "بۇ دۇكاندا ئۆي جابدۇقلىرىنىڭ ھەممىسى بار.",
          "zh": "本店出售各种家用小物件，全部由本地的手艺人用心制作，欢迎选购。", "en": "Everything for the kitchen, from our own workshop."}
GOODS = {"bo": ["ཇ་དམ།", "དཀར་ཡོལ།", "ཐབ་ཚང་གི་གྲི།", "ཤིང་གི་ཕོར་པ།"],
         "ug": ["چاينەك", "قاچا", "پىچاق", "ياغاچ قوشۇق"],
         "zh": ["茶壶", "瓷碗", "菜刀", "木勺"],
         "en": ["Teapot", "Bowl", "Kitchen knife", "Wooden spoon"]}
SIZES = {"bo": ["ཆུང་ཆུང་།", "འབྲིང་པོ།", "ཆེན་པོ།", "ཆེས་ཆེ།"],
         "ug": ["كىچىك", "ئوتتۇرا", "چوڭ", "ئەڭ چوڭ"],
         "zh": ["小号", "中号", "大号", "特大号"],
         "en": ["small", "medium", "large", "extra large"]}
STORY = {"bo": ["ཁྱིམ་ཚང་མང་པོས་སྔ་དྲོ་ཇ་དང་རྩམ་པ་ཟ་བའི་གོམས་སྲོལ་ད་དུང་རྒྱུན་འཛིན་བྱེད་བཞིན་ཡོད།",
                "ཇ་དམ་རྙིང་པ་དེ་ཨ་ཕྱིས་ལོ་ངོ་བཞི་བཅུ་ལྷག་རིང་བཀོལ་སྤྱོད་བྱས་པ་རེད།",
                "དེ་རིང་གི་ཚོང་ར་ནས་ཉོ་བའི་ཡོ་བྱད་གསར་པ་ཚོ་ཡང་ལག་ཤེས་པས་བཟོས་པ་རེད།"],
         "ug": ["كۆپ ئائىلىلەر ئەتىگەنلىكى چاي ئىچىش ئادىتىنى تېخىچە داۋاملاشتۇرۇۋاتىدۇ.",
                "مومامنىڭ كونا چاينىكى قىرىق يىلدىن بۇيان ئىشلىتىلىپ كېلىۋاتىدۇ.",
                "بۈگۈنكى بازاردىن ئالغان يېڭى جابدۇقلارنىمۇ ھۈنەرۋەنلەر ياسىغان."],
         "zh": ["很多人家至今还保留着早上喝茶的习惯。", "奶奶那把旧茶壶已经用了四十多年。", "今天集市上买的新器具也是手艺人做的。"],
         "en": ["Many families still keep the habit of morning tea.", "Grandmother's old teapot has been in use for "
                "over forty years.", "The new things bought at today's market were made by hand as well."]}
MENU = ["home", "shop", "cart", "about"]
CARD_LOGIT, PRICE_LOGIT = -2.0, -2.2  # the cards' linked names and their price lines: under the threshold
PROSE_LOGIT = 2.5  # a story's paragraphs: confident
GRID, STRIP = 16, 11  # cards of a page of results, of a strip of teasers


def names(lang: str, count: int) -> list[str]:
    return [f"{GOODS[lang][n % 4]} {SIZES[lang][n // 4]}" for n in range(count)]


def shop_page(lang: str, count: int, story: bool = False) -> str:
    cards = "".join(f"<div class='product-card'><a class='product-name' href='/p/{n}'>{name}</a>"
                    f"<div class='product-price'>${5 + n}.50</div></div>" for n, name in enumerate(names(lang, count)))
    prose = "".join(f"<p>{paragraph}</p>" for paragraph in STORY[lang]) if story else ""
    return news_section_page(INTROS[lang], f"{prose}<div class='product-grid'>{cards}</div>", MENU)


def kept(lang: str, count: int, story: bool = False) -> list[str]:
    scores = {INTROS[lang]: 0.5} | {name: CARD_LOGIT for name in names(lang, count)}
    scores |= {f"${5 + n}.50": PRICE_LOGIT for n in range(count)}
    scores |= {paragraph: PROSE_LOGIT for paragraph in STORY[lang]}
    return kept_lines_scored(shop_page(lang, count, story), scores, -5.0)


@pytest.mark.parametrize("lang", INTROS)
def test_a_shops_grid_of_named_and_priced_cards_is_kept(lang: str) -> None:
    lines = kept(lang, GRID)
    assert INTROS[lang] in lines
    assert all(name in lines for name in names(lang, GRID))
    assert "$5.50" in lines and f"${4 + GRID}.50" in lines
    assert not any(entry in lines for entry in MENU)


@pytest.mark.parametrize(("lang", "count", "story"), [
    *((lang, GRID, True) for lang in INTROS),  # a story's teaser list under the story
    *((lang, STRIP, False) for lang in INTROS),  # a strip of a few cards: no page of records
])
def test_no_grid_under_an_article_nor_a_short_strip(lang: str, count: int, story: bool) -> None:
    lines = kept(lang, count, story)
    assert INTROS[lang] in lines
    assert not any(name in lines for name in names(lang, count))


# a shop's or a video site's recommendations under a product's or a video's page (review h98), named by their box's
# class (their label may not name them: a box over half the page's text is no related box); a grid of RECORD_GRID_MIN
# cards of the same shape as a shop's page of results
RECOMMENDATIONS = [("also-bought", "Customers also bought"), ("cross-sells", "You need these too"), ("upsell", ""),
                   ("up-next", ""), ("similar-products", "More like this"), ("also_viewed", "")]


@pytest.mark.parametrize(("lang", "box", "label"), [(lang, box, label) for lang in INTROS for box, label in RECOMMENDATIONS])
def test_recommended_cards_under_a_product_are_no_page_of_records(lang: str, box: str, label: str) -> None:
    cards = "".join(f"<div class='product-card'><a class='product-name' href='/p/{n}'>{name}</a>"
                    f"<div class='product-price'>${5 + n}.50</div></div>" for n, name in enumerate(names(lang, GRID)))
    heading = f"<h2>{label}</h2>" if label else ""
    page = news_section_page(INTROS[lang], f"<section class='{box}'>{heading}<div class='grid'>{cards}</div></section>", MENU)
    scores = {INTROS[lang]: 0.5} | {name: CARD_LOGIT for name in names(lang, GRID)}
    lines = kept_lines_scored(page, scores | {f"${5 + n}.50": PRICE_LOGIT for n in range(GRID)}, -5.0)
    assert INTROS[lang] in lines
    assert not any(name in lines for name in names(lang, GRID))
