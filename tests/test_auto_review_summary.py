"""A product's review summary by name (``auto.words.REVIEWS_RE``: "review-summary", "reviews-area", "review-score"): the
rating line beside a product's description is left out; a page whose text is such a box keeps it."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: a game's description (three paragraphs) and its rating line; our own sentences
DESCRIPTIONS = {
    "bo": ["རྩེད་མོ་འདིའི་ནང་ཁྱེད་ཀྱིས་འབྲོག་པ་ཞིག་གི་ཚབ་བྱས་ནས་ལུག་ཁྱུ་རི་མགོར་ཁྲིད་དགོས།",
           "དགུན་ཁ་ཁ་བ་ཆེན་པོ་བབས་ན་ལུག་རྣམས་སྤྱང་ཀི་ལས་སྲུང་སྐྱོབ་བྱེད་དགོས།",
           "རྩེད་མོ་བ་གཉིས་མཉམ་དུ་རྩེ་ཆོག་པས་གྲོགས་པོ་དང་མཉམ་དུ་ལུག་ཁྱུ་འཚོ་ཐུབ།"],
    "ug": ["بۇ ئويۇندا سىز بىر پادىچىنىڭ ئورنىدا قويلارنى تاغ چوققىسىغا ئېلىپ چىقىسىز.",
           "قىشتا قار قاتتىق ياغسا، قويلارنى بۆرىلەردىن قوغدىشىڭىز كېرەك.",
           "ئىككى ئويۇنچى بىللە ئوينىيالايدۇ، دوستىڭىز بىلەن پادا باقالايسىز."],
    "zh": ["在这款游戏里，你扮演一位牧人，要把羊群赶上山顶的草场。", "冬天大雪来临时，你得保护羊群不被狼叼走。",
           "两位玩家可以一起玩，和朋友一同放牧。"],
    "en": ["In this game you play a herder who leads the flock up to the summer pastures.",
           "When the winter snow comes, you must keep the sheep safe from the wolves.",
           "Two players can play together, herding one flock with a friend."],
}
RATING = "Very positive (1,204 reviews)"
BOXES = ("review-summary", "reviews_area", "review-score")
CONFIDENT = 2.0  # the stage-2 logit every block is given: above the threshold


def product_page(lang: str, box: str) -> str:
    description = "".join(f"<p>{line}</p>" for line in DESCRIPTIONS[lang])
    return (f"<html><head><title>game</title></head><body><main><h1>game</h1><div class='description'>{description}"
            f"</div><div class='{box}'><div class='summary'>{RATING}</div></div></main></body></html>")


@pytest.mark.parametrize("box", BOXES)
@pytest.mark.parametrize("lang", DESCRIPTIONS)
def test_a_products_rating_summary_is_left_out(lang: str, box: str) -> None:
    lines = kept_lines_scored(product_page(lang, box), {}, CONFIDENT)
    assert all(line in lines for line in DESCRIPTIONS[lang])
    assert RATING not in lines


@pytest.mark.parametrize("lang", DESCRIPTIONS)
def test_a_page_whose_text_is_a_review_summary_box_keeps_it(lang: str) -> None:
    verdict = "".join(f"<p>{line}</p>" for line in DESCRIPTIONS[lang])
    markup = (f"<html><head><title>verdict</title></head><body><h1>verdict</h1><div class='review-summary'>{verdict}"
              f"</div></body></html>")
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert all(line in lines for line in DESCRIPTIONS[lang])


# per language: a critic's verdict, the last line of the review; our own sentences
VERDICTS = {"bo": "ཡོངས་བསྡོམས་ན་རྩེད་མོ་འདི་དལ་བ་ཡིན་ཡང་སྙིང་ལ་ཕན་པའི་རྩེད་མོ་ཞིག་ཡིན། གྲོགས་པོ་དང་མཉམ་དུ་རྩེ་རོགས།",
            "ug": "خۇلاسە: بۇ ئاستا، ئەمما كىشىنىڭ قەلبىنى ئىللىتىدىغان ئويۇن؛ دوستىڭىز بىلەن بىللە ئويناڭ.",
            "zh": "总的来说，这是一款节奏很慢却温暖人心的游戏，值得和朋友一起慢慢玩。",
            "en": "In short: a slow game with a warm heart; play it with a friend on a winter evening."}


def review_page(lang: str, box: str) -> str:
    paragraphs = "".join(f"<p>{line}</p>" for line in DESCRIPTIONS[lang])
    return (f"<html><head><title>review</title></head><body><nav><a href='/'>home</a> <a href='/reviews'>reviews</a>"
            f"</nav><main><article><h1>review</h1>{paragraphs}<div class='{box}'><p>{VERDICTS[lang]}</p></div>"
            f"</article></main></body></html>")


@pytest.mark.parametrize("box", ("review-summary", "review-score"))
@pytest.mark.parametrize("lang", DESCRIPTIONS)
def test_a_critics_verdict_among_the_reviews_paragraphs_is_kept(lang: str, box: str) -> None:
    lines = kept_lines_scored(review_page(lang, box), {}, CONFIDENT)
    assert all(line in lines for line in DESCRIPTIONS[lang])
    assert VERDICTS[lang] in lines
