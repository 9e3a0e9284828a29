"""A shop's announcement bar (``auto.words.ANNOUNCEMENT_RE``): the free-shipping slides over every page, one per country,
are left out however confident the model is; a page whose body is flagged "has-announcement-bar" keeps its text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: the collection's description and three offers of the bar (one per country); our own sentences
DESCRIPTIONS = {
    "bo": "ཚོགས་འདིའི་ནང་ལག་བཟོའི་ཞྭ་མོ་དང་ལག་འབུབ་ཡོད། ཚང་མ་བལ་གཙང་མ་ལས་བཟོས་པ་ཡིན།",
    "ug": "بۇ توپلامدا قولدا توقۇلغان بۆك ۋە پەلەيلەر بار. ھەممىسى ساپ يۇڭدىن ياسالغان.",
    "zh": "这个系列收录了手工编织的帽子和手套，全部用纯羊毛制成。",
    "en": "This collection holds hand-knitted hats and mittens, all of them made from pure wool.",
}
OFFERS = {
    "bo": ["སྒོར་མོ་ལྔ་བཅུ་ལྷག་ཉོས་ན་སྐྱེལ་འདྲེན་རིན་མེད། ཞིབ་ཕྲ་ཤེས་འདོད་ན་ང་ཚོའི་ཤོག་ངོས་ལ་གཟིགས།",
           "ཡུ་རོ་དྲུག་ཅུ་ལྷག་ཉོས་ན་སྐྱེལ་འདྲེན་རིན་མེད། ཞིབ་ཕྲ་ཤེས་འདོད་ན་ང་ཚོའི་ཤོག་ངོས་ལ་གཟིགས།",
           "ཕོན་བཞི་བཅུ་ལྷག་ཉོས་ན་མྱུར་སྐྱེལ་རིན་མེད། ཞིབ་ཕྲ་ཤེས་འདོད་ན་ང་ཚོའི་ཤོག་ངོས་ལ་གཟིགས།"],
    "ug": ["50 دوللاردىن ئارتۇق سېتىۋالسىڭىز توشۇش ھەقسىز. تەپسىلاتىنى بېتىمىزدىن كۆرۈڭ.",
           "60 يەۋرودىن ئارتۇق سېتىۋالسىڭىز توشۇش ھەقسىز. تەپسىلاتىنى بېتىمىزدىن كۆرۈڭ.",
           "40 فوندستېرلىڭدىن ئارتۇق سېتىۋالسىڭىز تېز يەتكۈزۈش ھەقسىز. تەپسىلاتىنى بېتىمىزدىن كۆرۈڭ."],
    "zh": ["订单满五十美元免运费，详情请访问我们的国际配送页面。", "订单满六十欧元免运费，详情请访问我们的国际配送页面。",
           "订单满四十英镑免费快递，详情请访问我们的国际配送页面。"],
    "en": ["Free shipping on orders of $50 or more. For rates and timelines, please visit our international page.",
           "Free shipping on orders of 60 euros or more. For rates and timelines, please visit our international page.",
           "Free express shipping on orders of 40 pounds or more. For rates and timelines, please visit our page."],
}
# per language: the collection's care notes, a second paragraph (the bar's slides are under half the page's text)
CARE = {
    "bo": ["ཞྭ་མོ་འདི་ཆུ་གྲང་མོས་ལག་པས་བཀྲུ་དགོས། ཉི་མའི་འོག་ཏུ་མི་སྐམ་པར་གྲིབ་ལ་བཞག་ནས་སྐམ་དགོས།",
           "ལག་འབུབ་ནི་ལོ་མང་པོར་བེད་སྤྱོད་བྱེད་ཐུབ། རྒྱུན་དུ་གཙང་མ་བཟོས་ན་མདོག་ཀྱང་མི་འགྱུར།",
           "ང་ཚོའི་ལག་ཤེས་པ་ཚོས་ལོ་རེར་ཞྭ་མོ་སྟོང་ཕྲག་ལྔ་ཙམ་བཟོ་གི་ཡོད།"],
    "ug": ["بۇ بۆكنى سوغۇق سۇدا قولدا يۇيۇڭ، ئاپتاپتا ئەمەس، سايىدا قۇرۇتۇڭ.",
           "پەلەيلەر نۇرغۇن يىل ئىشلىتىلىدۇ، دائىم پاكىز تۇتسىڭىز رەڭگى ئۆزگەرمەيدۇ.",
           "ھۈنەرۋەنلىرىمىز ھەر يىلى بەش مىڭغا يېقىن بۆك توقۇيدۇ."],
    "zh": ["帽子请用冷水手洗，不要在阳光下暴晒，放在阴凉处晾干即可。", "手套可以用很多年，经常清洗也不会褪色。",
           "我们的手艺人每年大约编织五千顶帽子，每一顶都经过仔细检查。"],
    "en": ["Wash the hats by hand in cold water and dry them in the shade, never in the sun.",
           "The mittens last for many years, and their colour holds however often you wash them.",
           "Our knitters make about five thousand hats a year, and each one is checked before it ships."],
}
BARS = {  # Shopify's section, a promo bar's carousel of slides
    "announcement-bar": "<div class='announcement-bar'><div class='announcement-bar__message'>{}</div></div>",
    "promo-bar": "<div class='promo-bar hide'><div class='promo-bar__carousel'>{}</div></div>",
}
CONFIDENT = 2.0  # the stage-2 logit every block is given: above the threshold


def collection_page(lang: str, bar: str, body_class: str = "") -> str:
    slides = "".join(f"<p>{offer}</p>" for offer in OFFERS[lang])
    return (f"<html><head><title>collection</title></head><body class='{body_class}'>{BARS[bar].format(slides)}"
            f"<main><h1>collection</h1><p>{DESCRIPTIONS[lang]}</p>{''.join(f'<p>{line}</p>' for line in CARE[lang])}"
            f"</main></body></html>")


@pytest.mark.parametrize("bar", BARS)
@pytest.mark.parametrize("lang", DESCRIPTIONS)
def test_an_announcement_bars_offers_are_left_out(lang: str, bar: str) -> None:
    lines = kept_lines_scored(collection_page(lang, bar), {}, CONFIDENT)
    assert DESCRIPTIONS[lang] in lines
    assert not any(offer in lines for offer in OFFERS[lang])


@pytest.mark.parametrize("lang", DESCRIPTIONS)
def test_a_body_flagged_with_the_bar_is_the_page(lang: str) -> None:
    markup = (f"<html><head><title>story</title></head><body class='has-announcement-bar'><main><h1>story</h1>"
              f"<p>{DESCRIPTIONS[lang]}</p></main></body></html>")
    assert DESCRIPTIONS[lang] in kept_lines_scored(markup, {}, CONFIDENT)


@pytest.mark.parametrize("wrapper", ["main", "article"])
@pytest.mark.parametrize("lang", DESCRIPTIONS)
def test_a_notice_classed_as_a_bar_inside_the_main_column_is_kept(lang: str, wrapper: str) -> None:
    # a notices page: its one notice in an element classed "announcement-bar" under the h1; the side column's
    # care notes outweigh it, so the page-share exception does not save it
    side = "".join(f"<p>{line}</p>" for line in CARE[lang])
    markup = (f"<html><head><title>notices</title></head><body><{wrapper}><h2>notices</h2>"
              f"<div class='announcement-bar notice'><p>{DESCRIPTIONS[lang]}</p></div></{wrapper}>"
              f"<aside>{side}</aside></body></html>")
    assert DESCRIPTIONS[lang] in kept_lines_scored(markup, {}, CONFIDENT)
