"""Review pages for ``auto.builder_modules.drop_cta_modules`` (our own Tibetan, Uyghur, Chinese and English text): a
page builder's call-to-action box with a button of its own is the site's appeal and goes, but the same box set around
the story's closing paragraph or a quote whose only link sits inside its sentence is the page's text, and a row of
three or more such boxes is the page's card set (a school's courses, each with its "enrol" button): both stay."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

FOOTER = "<footer class='site-footer'><p>© 2025</p><a href='/privacy'>Privacy</a></footer>"


def html(body: str, lang: str) -> str:
    """A page in ``lang`` around ``body``: a menu over it and the site's footer under it."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>page</title>"
            f"</head><body><header><nav><a href='/'>Home</a> <a href='/about'>About</a></nav></header>{body}"
            f"{FOOTER}</body></html>")


def divi_post(title: str, paragraphs: tuple[str, ...], promo: str) -> str:
    """A Divi post: a text module with ``title`` and ``paragraphs``, then a promo module holding ``promo``."""
    text = "".join(f"<p>{p}</p>" for p in paragraphs)
    return ("<div id='et-main-area'><article class='post'><div class='entry-content'><div class='et-l'>"
            "<div class='et_pb_section'><div class='et_pb_row'><div class='et_pb_column'>"
            f"<div class='et_pb_module et_pb_text et_pb_text_0'><div class='et_pb_text_inner'><h1>{title}</h1>{text}"
            "</div></div><div class='et_pb_module et_pb_promo et_pb_promo_0 et_pb_bg_layout_dark'>"
            f"<div class='et_pb_promo_description'>{promo}</div></div></div></div></div></div></div></article></div>")


def elementor_widget(kind: str, inner: str) -> str:
    """An Elementor widget of ``kind`` around ``inner``."""
    return (f"<div class='elementor-element elementor-widget elementor-widget-{kind}'>"
            f"<div class='elementor-widget-container'>{inner}</div></div>")


def elementor_cta(title: str, line: str, button: str) -> str:
    """An Elementor call-to-action widget: ``title``, ``line`` and a ``button``."""
    return elementor_widget(
        "call-to-action", "<div class='elementor-cta--skin-classic'><div class='elementor-cta'>"
        f"<div class='elementor-cta__content'><h3 class='elementor-cta__title'>{title}</h3>"
        f"<div class='elementor-cta__description'>{line}</div><div class='elementor-cta__button-wrapper'>"
        f"<a class='elementor-cta__button elementor-button' href='/enrol'>{button}</a></div></div></div></div>")


def elementor_page(title: str, intro: str, widgets: str) -> str:
    """An Elementor page: a heading widget, a text editor widget with ``intro``, then ``widgets``."""
    return ("<div data-elementor-type='wp-page' class='elementor elementor-42'><section class='elementor-section'>"
            "<div class='elementor-container'><div class='elementor-column'><div class='elementor-widget-wrap'>"
            + elementor_widget("heading", f"<h1 class='elementor-heading-title'>{title}</h1>")
            + elementor_widget("text-editor", f"<p>{intro}</p>") + widgets + "</div></div></div></section></div>")


SNOW = ("ལོ་སྔོན་མའི་དགུན་ཁ་ལ་ཁ་བ་ཆེན་པོ་བབས་ནས་འབྲོག་སྡེ་འདིའི་ཕྱུགས་ཟོག་ཕྱེད་ཀ་ཙམ་ཤི་བ་རེད།",
        "ང་ཚོའི་ལས་བྱེད་པ་ཚོས་རྩྭ་དང་སྨན་ཁུར་ནས་ཉིན་གསུམ་རིང་རྐང་ཐང་དུ་ཕྱིན་ཏེ་ཁྱིམ་ཚང་སུམ་ཅུར་རོགས་རམ་བྱས།")
SNOW_END = "ད་ལོ་ཁྱིམ་ཚང་དེ་དག་གིས་ཕྱུགས་ཟོག་གསར་པ་ཉོས་ཏེ་འཚོ་བ་ཡང་བསྐྱར་འཛུགས་བྱེད་བཞིན་ཡོད།"
STORM = ("The snow began on the ninth of January and did not stop for eleven days; the roads were closed until March.",
         "By the time the first trucks reached the valley, half of the herds were gone and the fodder was burnt.")
QUOTE = "“We did not know whether the spring would come for us,” said Dolma, who lost forty yaks that winter."
COURSES = (("باشلانغۇچ ئۇيغۇر تىلى",
            "ئېلىپبە، ئاددىي سۆزلىشىش ۋە كۈندىلىك خەت يېزىشنى ئۆگىنىسىز. دەرس ھەپتىدە ئىككى قېتىم."),
           ("ئىنگلىز تىلى سۆزلىشىش",
            "ساياھەت ۋە خىزمەتتە كېرەكلىك سۆھبەتلەرنى مەشىق قىلىمىز. ھەر سىنىپتا ئون ئىككى ئوقۇغۇچى بار."),
           ("كومپيۇتېر ئاساسى",
            "ھۆججەت يېزىش، جەدۋەل تۈزۈش ۋە تور ئىشلىتىشنى ئۆگىنىسىز. كومپيۇتېرنى مەركەز تەمىنلەيدۇ."))
SCHOOL = "مەركىزىمىز ھەر يىلى كۈز ۋە باھار پەسىللىرىدە ئۇيغۇر تىلى، ئىنگلىز تىلى ۋە كومپيۇتېر دەرسلىرىنى ئاچىدۇ."
STUDIO = "我们在拉萨和西宁两地提供藏汉翻译服务，十年来完成了三百多部书稿和上千份合同的翻译。"
APPEAL = "把文件发给我们，一个工作日内报价。"
# the story's closing paragraph with its own inline link (a promo box's only link); three course cards in a row
DONATE_LINE = f"<p>{SNOW_END} ཁྱེད་ཀྱང་<a href='/donate'>ཞལ་འདེབས</a>་གནང་།</p>"
COURSE_CARDS = "".join(elementor_cta(title, line, "تىزىملىتىش") for title, line in COURSES)


@pytest.mark.parametrize(("page", "stay", "go"), [
    (html(divi_post("ཁ་བའི་རྗེས་ཀྱི་འབྲོག་སྡེ།", SNOW, DONATE_LINE), "bo"), (*SNOW, SNOW_END), ()),
    (html(divi_post("After the Snow", STORM, f"<p>{QUOTE} She told it in <a href='/interview'>our interview</a>.</p>"),
          "en"), (*STORM, QUOTE), ()),
    (html(elementor_page("دەرسلىرىمىز", SCHOOL, COURSE_CARDS), "ug"),
     (SCHOOL, *(t for t, _ in COURSES), *(d for _, d in COURSES)), ()),
    (html(elementor_page("藏汉翻译工作室", STUDIO, elementor_cta("有稿件需要翻译吗？", APPEAL, "联系我们")), "zh"),
     (STUDIO,), (APPEAL, "有稿件需要翻译吗？")),
], ids=["divi-promo-story-end-inline-link-bo", "divi-promo-quote-inline-link-en", "elementor-cta-course-cards-ug",
        "elementor-landing-appeal-goes-zh"])
def test_a_call_to_action_box_goes_only_as_the_pages_lone_appeal(page: str, stay: tuple[str, ...],
                                                                   go: tuple[str, ...]) -> None:
    text = auto_text(page)
    for sentence in stay:
        assert sentence in text
    for sentence in go:
        assert sentence not in text
