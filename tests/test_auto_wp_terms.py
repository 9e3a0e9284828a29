"""WordPress's term classes (``auto.words.without_term_classes``): a post's element names the categories and tags it is filed
under ("category-popular", "tag-sponsored"), words of the editors and not of the template. A listing's cards so filed
are still the page's records, not a side column's teasers; a side column named by the template stays one."""

from __future__ import annotations

import pytest

from extract.algorithms.auto.words import without_term_classes
from tests.extraction_pages import kept_lines_scored, news_section_page

# per language: a recipe index's intro and 16 recipe names (four dishes, four ways); our own sentences
INTROS = {"bo": "ཟ་མ་བཟོ་སྟངས་ཀྱི་ཐོ་འདིར་ཁྱིམ་གྱི་ཟ་མ་སྣ་ཚོགས་ཡོད།",
          "ug": "بۇ تىزىملىكتە ئائىلە تائاملىرىنىڭ ئېتىلىش ئۇسۇللىرى بار.",
          "zh": "这里收集了家常菜的做法，每一道都在自家厨房里试过。", "en": "Every dish here was cooked in our own kitchen first."}
DISHES = {"bo": ["མོག་མོག", "ཐུག་པ།", "ཤ་བག་ལེབ།", "འབྲས་སྲེག"], "ug": ["مانتا", "لەغمەن", "سامسا", "پولو"],
          "zh": ["包子", "拉面", "烤饼", "抓饭"], "en": ["Dumplings", "Noodle soup", "Meat pie", "Fried rice"]}
WAYS = {"bo": ["ཤ་དང་།", "ཚལ་དང་།", "ཞོ་དང་།", "ཁ་ཚ་དང་།"], "ug": ["گۆشلۈك", "كۆكتاتلىق", "قېتىقلىق", "ئاچچىق"],
        "zh": ["肉馅", "素馅", "酸奶", "香辣"], "en": ["with lamb", "with greens", "with yoghurt", "spicy"]}
MENU = ["home", "recipes", "about"]
CARD_LOGIT = -2.0  # the cards' linked names: under the threshold, above the rescue floor
RECIPES = 16  # cards: a page of records (auto.records.RECORD_GRID_MIN and more)
# the editors' terms a card is filed under, each a word a side column's or a share bar's class holds
TERMS = ["category-popular", "category-sponsored tag-quick", "tag-share-the-love", "category-trending category-dinner"]


MINUTES = [f"{20 + 5 * n} min" for n in range(RECIPES)]  # each card's cooking time line, under its name


def names(lang: str) -> list[str]:
    return [f"{DISHES[lang][n % 4]} {WAYS[lang][n // 4]}" for n in range(RECIPES)]


def index_page(lang: str, classes: str) -> str:
    cards = "".join(f"<article class='{classes} {TERMS[n % len(TERMS)]}'><h3 class='entry-title'>"
                    f"<a href='/r/{n}'>{name}</a></h3><div class='entry-time'>{MINUTES[n]}</div></article>"
                    for n, name in enumerate(names(lang)))
    return news_section_page(INTROS[lang], f"<div class='recipe-grid'>{cards}</div>", MENU)


def kept(lang: str, classes: str) -> list[str]:
    scores = {INTROS[lang]: 0.5} | {name: CARD_LOGIT for name in names(lang)} | {line: CARD_LOGIT for line in MINUTES}
    return kept_lines_scored(index_page(lang, classes), scores, -5.0)


@pytest.mark.parametrize("lang", INTROS)
def test_a_wordpress_listings_cards_filed_under_popular_terms_are_its_records(lang: str) -> None:
    lines = kept(lang, "post-7 post type-post status-publish format-standard hentry")
    assert INTROS[lang] in lines
    assert all(name in lines for name in names(lang)) and all(line in lines for line in MINUTES)
    assert not any(entry in lines for entry in MENU)


@pytest.mark.parametrize("lang", INTROS)
def test_cards_named_by_the_template_as_a_side_column_stay_out(lang: str) -> None:
    lines = kept(lang, "sidebar-widget popular-post")  # no post's status class: the words are the template's
    assert INTROS[lang] in lines
    assert not any(name in lines for name in names(lang))


@pytest.mark.parametrize(("class_id", "words"), [
    ("post type-post status-publish hentry category-popular tag-share", "post type-post status-publish hentry  "),
    ("tag-list share-bar", "tag-list share-bar"),  # a tag list's own name, on no post
    ("archive category category-popular", "archive category category-popular"),  # no post's status class
])
def test_term_classes_are_read_as_no_words_on_a_post_only(class_id: str, words: str) -> None:
    assert without_term_classes(class_id) == words
