"""Screen-reader-only text (the visually-hidden utility classes: "visually-hidden", "sr-only", WordPress's
"screen-reader-text") is drawn off screen: a product gallery's thumbnail labels, a price's "Regular price", a
carousel's "Previous" / "Next". A reader of the page never sees it; it is no line of the page's text, inline
in a kept paragraph or a block of its own."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# per language: a product's description and the labels its template writes for screen readers (our own sentences)
DESCRIPTION = {
    "bo": ["ཕྱིང་པའི་གདན་འདི་ནི་བལ་གཙང་མ་ལས་བཟོས་པ་ཞིག་ཡིན་ཞིང་། དགུན་ཁ་གྲང་ངར་ཆེ་བའི་སྐབས་སུ་ས་ཞིང་གི་སྟེང་དུ་བཏིང་ན་དྲོད་ཆེན་པོ་ཡོད།",
           "གདན་འདིའི་ཚད་ནི་སྨྱུག་གུ་བརྒྱ་དང་ཉི་ཤུ་ཡིན་ཞིང་། ཆུ་དྲོན་པོས་བཀྲུ་ཆོག་པ་དང་ཉི་མའི་འོག་ཏུ་སྐམ་པོ་བཟོ་དགོས།"],
    "ug": ["بۇ كىگىز پاك قوي يۇڭىدىن ئىشلەنگەن بولۇپ، قىشتا سوغۇق يەرگە سالسىڭىز ئۆي ناھايىتى ئىللىق بولىدۇ.",
           "كىگىزنىڭ ئۇزۇنلۇقى بىر مېتىر يىگىرمە سانتىمېتىر، ئىللىق سۇدا يۇيۇپ، ئاپتاپتا قۇرۇتسىڭىز بولىدۇ."],
    "zh": ["这块毛毡垫用纯羊毛手工压制而成，冬天铺在地上，整个房间都会暖和起来。",
           "毛毡垫长一米二，可以用温水轻轻手洗，洗后放在阳光下晾干即可。"],
    "en": ["This felt rug is pressed by hand from pure sheep's wool; laid on a cold floor in winter it warms the whole room.",
           "The rug is one metre twenty long; wash it gently by hand in warm water and dry it in the sun."],
}
LABELS = {
    "bo": ["པར་རིས་དང་པོ་སྟོན།", "པར་རིས་གཉིས་པ་སྟོན།", "གོང་ཚད་རྒྱུན་ལྡན།"],
    "ug": ["بىرىنچى رەسىمنى كۆرسەت", "ئىككىنچى رەسىمنى كۆرسەت", "ئادەتتىكى باھاسى"],
    "zh": ["显示第一张图片", "显示第二张图片", "原价"],
    "en": ["Show the first picture", "Show the second picture", "Regular price"],
}
SCREEN_READER_CLASSES = ("visually-hidden", "sr-only", "screen-reader-text")


def product_page(lang: str, hidden_class: str) -> str:
    first, second, price = LABELS[lang]
    thumbs = "".join(f"<li class='thumbs__item'><a href='#img-{n}'><span class='{hidden_class}'>{label}</span>"
                     f"<img src='/i/{n}.jpg' alt=''></a></li>" for n, label in enumerate((first, second)))
    body = "".join(f"<p>{p}</p>" for p in DESCRIPTION[lang])
    return (f"<html lang='{lang}'><head><title>rug</title></head><body><main><h1>rug</h1><ul class='thumbs'>{thumbs}</ul>"
            f"<div class='price'><span class='{hidden_class}'>{price}</span> 120</div>{body}</main></body></html>")


@pytest.mark.parametrize("hidden_class", SCREEN_READER_CLASSES)
@pytest.mark.parametrize("lang", DESCRIPTION)
def test_screen_reader_labels_are_left_out(lang: str, hidden_class: str) -> None:
    lines = extract(product_page(lang, hidden_class))
    assert all(p in lines for p in DESCRIPTION[lang])
    assert not any(label in line for line in lines for label in LABELS[lang])


@pytest.mark.parametrize("lang", DESCRIPTION)
def test_the_same_labels_shown_are_kept(lang: str) -> None:
    lines = extract(product_page(lang, "label"))
    assert all(p in lines for p in DESCRIPTION[lang])
    assert LABELS[lang][0] in lines


@pytest.mark.parametrize("lang", DESCRIPTION)
def test_a_label_shown_again_on_a_wide_screen_is_kept(lang: str) -> None:
    lines = extract(product_page(lang, "sr-only lg:not-sr-only"))
    assert LABELS[lang][0] in lines


@pytest.mark.parametrize("variant", ["max-md:sr-only", "md:sr-only"])
@pytest.mark.parametrize("lang", DESCRIPTION)
def test_a_label_hidden_on_some_screens_only_is_kept(lang: str, variant: str) -> None:
    lines = extract(product_page(lang, variant))
    assert LABELS[lang][0] in lines
