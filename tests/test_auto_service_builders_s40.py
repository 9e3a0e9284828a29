"""Service and landing pages as the page builders draw them (Divi, Elementor, WPBakery, Squarespace; our own Tibetan,
Uyghur, Chinese and English text): the page's own text stays (its hero heading and intro, its feature cards, its
FAQ toggles, a plan's name and price), and the builder's closing call-to-action module (``et_pb_promo``,
``elementor-widget-call-to-action``, ``vc_cta3``: ``auto.builder_modules.drop_cta_modules``) and the captions of its
script-drawn number counters (``et_pb_number_counter``: ``drop_counter_modules``) go, as do its buttons. Guard pages
use the same words and markup in a story, an essay, a poem and a long appeal that is the page's argument, and stay
whole."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

# our own sentences, per language: a Tibetan clinic and publisher, a Uyghur children's ward and tour operator,
# a Chinese dental clinic, an English translation office
INTRO = {
    "bo": ("ང་ཚོའི་ལས་ཁུངས་ཀྱིས་བོད་ཡིག་གི་དཔེ་དེབ་པར་སྐྲུན་དང་། ཡིག་ཆ་སྒྱུར་བ། དྲ་ཚིགས་བཟོ་བ་བཅས་ཀྱི་ཞབས་ཞུ་ལོ་ཉི་ཤུ་རིང་"
           "སྒྲུབ་ཡོད།",
           "ལས་གཞི་རེ་རེའི་འགོ་སྟོད་དུ་ཁྱེད་དང་ལྷན་དུ་དམིགས་ཡུལ་དང་དུས་ཚོད་གཏན་འཁེལ་བྱས་རྗེས། བདུན་ཕྲག་རེ་རེར་ལས་ཀའི་གནས་"
           "ཚུལ་སྙན་སེང་ཞུ།"),
    "ug": ("دوختۇرخانىمىزنىڭ بالىلار بۆلۈمى ھەر كۈنى ئەتىگەن سەككىزدىن كەچ سەككىزگىچە ئىشلەيدۇ، شەنبە ۋە يەكشەنبە "
           "كۈنلىرىمۇ نۆۋەتچى دوختۇر بار.",
           "بالىلارنىڭ زۇكام ۋە ئاشقازان كېسەللىكلىرىنى داۋالايمىز، ھەر يىلى ئۈچ قېتىم ھەقسىز سالامەتلىك تەكشۈرۈشى "
           "ئۇيۇشتۇرىمىز."),
    "zh": ("我们的牙医团队为成人和儿童提供检查、洗牙、补牙和矫正服务，所有器械均按照国家标准一人一消毒。",
           "初诊患者请携带身份证和以往的病历，医生会先拍片评估，再和您一起商量治疗方案与费用。"),
    "en": ("Our interpreters work in hospitals, courts and schools, and every one of them has passed a spoken exam in "
           "Tibetan or Uyghur and in English.",
           "We can send an interpreter to your office within two days, or connect one by video within an hour for "
           "urgent cases."),
}
TITLE = {"bo": "པར་སྐྲུན་ཞབས་ཞུ།", "ug": "بالىلار بۆلۈمى", "zh": "口腔门诊服务", "en": "Interpreting services"}
# per language: a call to action's heading, sentence and button
APPEAL = {
    "bo": ("ལས་གཞི་གསར་པ་ཞིག་འགོ་འཛུགས་འདོད་དམ།", "ང་ཚོར་འབྲེལ་བ་གནང་དང་། ཉིན་གཅིག་གི་ནང་དུ་ལན་འདེབས་ཞུ་ངེས།",
           "འབྲེལ་གཏུག་བྱེད།"),
    "ug": ("دوختۇرغا نۆۋەت ئېلىڭ", "تېلېفون ياكى تور ئارقىلىق نۆۋەت ئالسىڭىز، ئۆچرەتتە ساقلىمايسىز.", "نۆۋەت ئېلىش"),
    "zh": ("想预约检查吗？", "在线预约可免排队，我们会在两小时内电话确认。", "立即预约"),
    "en": ("Need an interpreter tomorrow?", "Tell us the language and the place, and we confirm within the hour.",
           "Request an interpreter"),
}
FOOTER = "<footer class='site-footer'><p>© 2025</p><a href='/privacy'>Privacy</a></footer>"


def html(body: str, lang: str) -> str:
    """A page in ``lang`` around ``body``: a menu over it and the site's footer under it."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>service</title>"
            f"</head><body><header><nav><a href='/'>Home</a> <a href='/services'>Services</a></nav></header>{body}"
            f"{FOOTER}</body></html>")


def divi_page(lang: str, modules: str) -> str:
    """A Divi page: a text module with the page's heading and intro, then ``modules`` in a section of their own."""
    intro = "".join(f"<p>{p}</p>" for p in INTRO[lang])
    return html("<div id='et-main-area'><div id='main-content'><div class='entry-content'><div class='et-l'>"
                "<div class='et_pb_section et_pb_section_0'><div class='et_pb_row'><div class='et_pb_column'>"
                f"<div class='et_pb_module et_pb_text et_pb_text_0'><div class='et_pb_text_inner'><h1>{TITLE[lang]}</h1>"
                f"{intro}</div></div></div></div></div><div class='et_pb_section et_pb_section_1'><div class='et_pb_row'>"
                f"<div class='et_pb_column'>{modules}</div></div></div></div></div></div></div>", lang)


def elementor_page(lang: str, widgets: str) -> str:
    """An Elementor page: a heading widget, a text editor widget with the intro, then ``widgets``."""
    intro = "".join(f"<p>{p}</p>" for p in INTRO[lang])
    return html("<div data-elementor-type='wp-page' class='elementor elementor-9'><section class='elementor-section "
                "elementor-top-section'><div class='elementor-container'><div class='elementor-column'>"
                "<div class='elementor-widget-wrap'><div class='elementor-element elementor-widget "
                "elementor-widget-heading'><div class='elementor-widget-container'><h1 class='elementor-heading-title'>"
                f"{TITLE[lang]}</h1></div></div><div class='elementor-element elementor-widget "
                f"elementor-widget-text-editor'><div class='elementor-widget-container'>{intro}</div></div>{widgets}"
                "</div></div></div></section></div>", lang)


def wpbakery_page(lang: str, elements: str) -> str:
    """A WPBakery page: a text column with the heading and intro, then ``elements`` in the same column."""
    intro = "".join(f"<p>{p}</p>" for p in INTRO[lang])
    return html("<div class='entry-content'><div class='vc_row wpb_row vc_row-fluid'><div class='wpb_column "
                "vc_column_container vc_col-sm-12'><div class='vc_column-inner'><div class='wpb_wrapper'>"
                f"<div class='wpb_text_column wpb_content_element'><div class='wpb_wrapper'><h1>{TITLE[lang]}</h1>{intro}"
                f"</div></div>{elements}</div></div></div></div></div>", lang)


def divi_promo(lang: str) -> str:
    """Divi's call-to-action module: heading, sentence, button."""
    head, line, button = APPEAL[lang]
    return (f"<div class='et_pb_module et_pb_promo et_pb_promo_0 et_pb_bg_layout_dark'><div class='et_pb_promo_description'>"
            f"<h2 class='et_pb_module_header'>{head}</h2><div><p>{line}</p></div></div><div class='et_pb_button_wrapper'>"
            f"<a class='et_pb_button et_pb_promo_button' href='/contact'>{button}</a></div></div>")


def elementor_cta(lang: str, line: str | None = None) -> str:
    """Elementor's call-to-action widget: title, description (``line`` instead of the appeal's), button."""
    head, appeal, button = APPEAL[lang]
    return ("<div class='elementor-element elementor-widget elementor-widget-call-to-action'><div "
            "class='elementor-widget-container'><div class='elementor-cta--skin-classic'><div class='elementor-cta'>"
            f"<div class='elementor-cta__content'><h2 class='elementor-cta__title elementor-cta__content-item'>{head}</h2>"
            f"<div class='elementor-cta__description elementor-cta__content-item'>{line or appeal}</div>"
            "<div class='elementor-cta__button-wrapper elementor-cta__content-item'><a class='elementor-cta__button "
            f"elementor-button' href='/book'>{button}</a></div></div></div></div></div></div>")


def vc_cta(lang: str) -> str:
    """WPBakery's call-to-action element: header, sentence, vc_btn3 button."""
    head, line, button = APPEAL[lang]
    return ("<section class='vc_cta3-container'><div class='vc_general vc_cta3 vc_cta3-style-classic vc_cta3-align-left'>"
            "<div class='vc_cta3_content-container'><div class='vc_cta3-content'><header class='vc_cta3-content-header'>"
            f"<h2>{head}</h2></header><p>{line}</p></div><div class='vc_cta3-actions'><div class='vc_btn3-container'>"
            f"<a class='vc_general vc_btn3 vc_btn3-size-md vc_btn3-color-blue' href='/join'>{button}</a></div></div>"
            "</div></div></section>")


@pytest.mark.parametrize(
    ("builder", "lang"),
    [("divi", "bo"), ("divi", "en"), ("elementor", "ug"), ("elementor", "zh"), ("wpbakery", "bo"), ("wpbakery", "ug")],
)
def test_a_builders_call_to_action_module_goes_and_the_page_stays(builder: str, lang: str) -> None:
    page = {"divi": lambda: divi_page(lang, divi_promo(lang)),
            "elementor": lambda: elementor_page(lang, elementor_cta(lang)),
            "wpbakery": lambda: wpbakery_page(lang, vc_cta(lang))}[builder]()
    text = auto_text(page)
    for line in INTRO[lang]:
        assert line in text
    for line in APPEAL[lang]:
        assert line not in text


# per language: a Divi counter row's captions (the figures are drawn by script from data-number-value)
COUNTERS = {"bo": ("ནད་པ་བཅོས་ཟིན།", "གྲོང་སྡེ།", "སྨན་པ།"), "ug": ("مەمنۇن ساياھەتچى", "يېتەكچى", "شەھەر"),
            "zh": ("服务患者人次", "执业医师", "分院"), "en": ("Clients served", "Languages", "Interpreters")}
# per language: a FAQ toggle's question and answer, the page's text
TOGGLE = {
    "bo": ("སྨན་འཕྲོད་ལ་རིན་གོང་སྤྲོད་དགོས་སམ།",
           "མི་དགོས། སྨན་བཅོས་དང་སྨན་རྫས་ཚང་མ་རིན་མེད་ཡིན་ལ། ཞལ་འདེབས་པ་ཚོའི་རོགས་རམ་གྱིས་འགྲོ་སོང་གཏོང་།"),
    "ug": ("دوختۇرخانا دەم ئېلىش كۈنلىرى ئېچىلامدۇ؟",
           "ھەئە، شەنبە ۋە يەكشەنبە كۈنلىرى نۆۋەتچى دوختۇر بار، جىددىي بىمارلار ھەر ۋاقىت قوبۇل قىلىنىدۇ."),
    "zh": ("洗牙会伤害牙齿吗？", "不会。正规的超声波洗牙只去除牙结石，不会磨损牙釉质，建议每半年到一年洗一次。"),
    "en": ("Do you interpret by phone?", "Yes. For short calls we connect an interpreter by phone within the hour, "
           "at the same rate as video."),
}


def divi_counters(lang: str) -> str:
    """A row of Divi number counters (figure in ``data-number-value``, caption in an h3) and a FAQ toggle."""
    counters = "".join(f"<div class='et_pb_module et_pb_number_counter et_pb_with_title' data-number-value='{n}'>"
                       "<div class='percent'><p><span class='percent-value'></span><span class='percent-sign'>+</span>"
                       f"</p></div><h3 class='title'>{caption}</h3></div>"
                       for n, caption in zip((5000, 32, 12), COUNTERS[lang]))
    question, answer = TOGGLE[lang]
    return (f"{counters}<div class='et_pb_module et_pb_toggle et_pb_toggle_item et_pb_toggle_close'>"
            f"<h5 class='et_pb_toggle_title'>{question}</h5><div class='et_pb_toggle_content'><p>{answer}</p></div></div>")


@pytest.mark.parametrize("lang", ["bo", "ug", "zh", "en"])
def test_number_counter_captions_go_and_faq_toggles_stay(lang: str) -> None:
    text = auto_text(divi_page(lang, divi_counters(lang)))
    for caption in COUNTERS[lang]:
        assert caption not in text
    assert all(line in text for line in (*INTRO[lang], *TOGGLE[lang]))


# Guard pages: our own prose in the markup and words of the furniture above.
# A long "call to action" widget that is the page's argument (more than a heading and a sentence): it stays.
LONG_APPEAL = ("Why we ask every client to visit the village first: a translation of a herder's contract is only right "
               "when the translator has seen the pasture, the tents and the winter houses it speaks of, and has heard "
               "the words the families use for them. Our first week with any new client is spent there, without "
               "charge, and the notes from that week become the glossary every later translation follows. Clients "
               "have told us this week changed how they write their own documents, in Tibetan and in English alike.")
# A Tibetan story quoting a button's words, a line of its own among its paragraphs.
STORY_BO = ("ཉིན་ཞིག་ངའི་ཨ་ཁུས་ཁ་པར་སྟེང་དུ་ཡོང་བའི་བརྡ་འཕྲིན་ཞིག་ང་ལ་བསྟན་པ་རེད། དེའི་ནང་དུ་ཡི་གེ་ཆེན་པོས་ད་ལྟ་དུས་ཚོད་འཇོག་ཅེས་"
            "བྲིས་འདུག", "ཨ་ཁུས་ད་ལྟ་དུས་ཚོད་འཇོག",
            "ཁོས་མཐེབ་གཅུས་དེ་མནན་མ་ཐག་ཁོང་གི་དངུལ་ཁང་གི་ཐོ་ཁོངས་ལས་སྒོར་མོ་སྟོང་ཕྲག་གཅིག་ཕྱིར་འཐེན་བྱས་པས། ང་ཚོ་གཉིས་ཀས་ཧང་སང་"
            "ནས་བསྡད།",
            "དེ་ནས་བཟུང་ཨ་ཁུས་ཡི་གེ་གང་ཞིག་མཐོང་ཡང་དང་པོ་ཞིབ་ཚགས་ངང་ཀློག་གི་ཡོད་ལ། ང་ཡང་སེམས་ཆུང་བྱེད་ཀྱི་ཡོད།")
# A Uyghur essay whose short headed paragraphs look like feature cards.
ESSAY_UG = (("يېزا", "بالىلىقىم يېزىدا ئۆتتى، ھەر كۈنى ئەتىگەن ئانام بىلەن ئېرىق بويىغا سۇ ئەكىلىشكە باراتتىم."),
            ("مەكتەپ", "مەكتەپ يېزىدىن ئۈچ كىلومېتىر يىراقتا ئىدى، قىشتا قار كېچىپ ماڭغاچ پۇتلىرىمىز مۇزلاپ كېتەتتى."),
            ("شەھەر", "ئون سەككىز يېشىمدا شەھەرگە كەلدىم، ئەمما يېزىنىڭ ئېرىقى ھازىرمۇ چۈشۈمگە كىرىدۇ."))
# A Chinese essay quoting a "联系我们" sign, a line of its own.
ESSAY_ZH = ("我第一次走进那家小小的翻译公司，是在二〇一五年的冬天。门口贴着一张红纸，上面写着四个字：联系我们。", "联系我们。",
            "老板是一位从玉树来的老人，他说这张纸比网站管用，因为来的人都是走路来的。",
            "后来我在那里工作了三年，学会了把藏文的长句拆开，再一点一点译成中文。")


def article(lang: str, title: str, inner: str) -> str:
    """A blog post: its h1 over ``inner`` in the post's content box."""
    return html(f"<main class='site-main'><article class='post'><h1 class='entry-title'>{title}</h1>"
                f"<div class='entry-content'>{inner}</div></article></main>", lang)


@pytest.mark.parametrize(
    ("page", "lines"),
    [
        (elementor_page("en", elementor_cta("en", LONG_APPEAL)), (*INTRO["en"], LONG_APPEAL)),
        (article("bo", "ཨ་ཁུ་དང་བརྡ་འཕྲིན།", "".join(f"<p>{p}</p>" for p in STORY_BO)), STORY_BO),
        (article("ug", "ئۈچ جاي", "".join(f"<h3>{h}</h3><p>{p}</p>" for h, p in ESSAY_UG)),
         tuple(line for pair in ESSAY_UG for line in pair)),
        (article("zh", "门口的红纸", "".join(f"<p>{p}</p>" for p in ESSAY_ZH)), ESSAY_ZH),
    ],
    ids=["long-cta-widget-en", "story-quoting-button-bo", "essay-like-cards-ug", "essay-quoting-contact-zh"],
)
def test_prose_in_the_furniture_words_stays_whole(page: str, lines: tuple[str, ...]) -> None:
    text = auto_text(page)
    for line in lines:
        assert line in text
