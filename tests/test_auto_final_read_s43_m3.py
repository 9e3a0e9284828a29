"""Session 43, final read f3 (m3): pages for the reviewer's findings on the session's leftovers.

A flip card's face named beside a long class token (``builder_modules``: the face words' run is bounded), a font
notice in a box named "tibetan-fonts" or "bo_fonts" (``script_bars``), an EPrints 3.4 document's short citation box
inside a long named block (``scholarly``), a footer's, a client strip's and WordPress's logo named by a class
(``records``), and the class and id still joined by a space in ``Dom.names``. Our own sentences.
"""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms.auto.builder_modules import FLIP_BACK_RE, FLIP_FRONT_RE
from extract.algorithms.auto.model import THRESHOLD
from extract.dom import DATA_NAME_SEPARATOR, build_dom
from tests.extraction_pages import KEPT, assert_page, kept_lines_scored, lang_page, paragraphs
from tests.test_auto_leftovers_s43 import MENU, RICH_TEXT  # the same menu and Framer text box

BO = ["ཤར་ཕྱོགས་ཀྱི་གྲོང་ཚོ་ཆུང་ཆུང་ཞིག་ཏུ་ལོ་འདིར་སློབ་གྲྭ་གསར་པ་ཞིག་བཙུགས་ནས། ཕྲུ་གུ་རྣམས་ཉིན་རེར་ཁྱིམ་ནས་རྐང་ཐང་དུ་སློབ་གྲྭར་འགྲོ་ཐུབ།",
      "དགུན་ཁ་ཡུན་རིང་ལ་ཁ་བ་མང་པོ་བབས་པས་འབྲོག་པ་རྣམས་ཀྱིས་ཕྱུགས་ཟས་སྔོན་ནས་གསོག་ཉར་བྱས་ཏེ་ཉེན་ཁ་ལས་གཡོལ་ཐུབ།",
      "གྲོང་ཚོའི་རྒན་པོ་ཚོས་དགུང་མོ་རེ་རེར་ཕྲུ་གུ་རྣམས་ལ་སྔ་མོའི་སྒྲུང་དང་གླུ་གཞས་བཤད་ནས་རིག་གཞུང་རྒྱུན་འཛིན་བྱེད་ཀྱི་ཡོད།"]
UG = ["تاغ ئېتىكىدىكى كەنتتە بۇ يىل يېڭى سۇ ئامبىرى پۈتتى، دېھقانلار ئەمدى ئېتىزلىرىنى ۋاقتىدا سۇغىرالايدىغان بولدى.",
      "كەنت مەكتىپىدىكى ئوقۇتقۇچىلار ھەر شەنبە كۈنى ئاتا-ئانىلار بىلەن كۆرۈشۈپ، بالىلارنىڭ ئۆگىنىشىنى بىرلىكتە مۇزاكىرە قىلىدۇ.",
      "ئەتىيازدا كەنت ئاھالىسى يول بويىغا مىڭدىن ئارتۇق تېرەك كۆچىتى تىكىپ، كەنتنى تېخىمۇ گۈزەل قىلدى."]
EN = ["The ferry across the lake now runs twice a day, and traders from the far shore bring their wool to the market.",
      "A retired teacher opened a small reading room above the post office, where the herders' children do homework.",
      "The clinic in the valley hired a second nurse this autumn, so patients no longer wait a whole day to be seen."]
FOOT = "<footer><p>© 2026 Valley Weekly</p></footer>"


def story(lang: str, title: str, body: str) -> str:
    """A story page: the menu, ``<main>`` holding its h1 and ``body``, the footer."""
    return lang_page(lang, title, f"{MENU}<main><h1>{title}</h1>{body}</main>{FOOT}")


# 1 a flip card's face named beside a long token: the face words' run is bounded (``FLIP_FACE_WORDS_MAX``), so a
# token of repeated card words no longer splits in quadratically many ways before failing; the outcome is as before
LONG_CARD_TOKEN = "card-" * 400 + "x"  # 2,000 characters of card words ending in no face's word
# class token: (names a back face, names a front face)
FACE_TOKENS: dict[str, tuple[bool, bool]] = {
    "flip-card-back": (True, False), "FlipCard_back__p0Q": (True, False), "card-face--back": (True, False),
    "flipcard-back": (True, False), "flip-card-face-back": (True, False), "card-card-card-card-card-back": (True, False),
    "flip-card-front": (False, True), "textbox-back": (False, False), "sandbox-back": (False, False),
    LONG_CARD_TOKEN: (False, False), "card-" * 400 + "back": (True, False),
}


@pytest.mark.parametrize("token", sorted(FACE_TOKENS), ids=lambda token: token[:40])
def test_flip_face_tokens(token: str) -> None:
    back, front = FACE_TOKENS[token]
    assert (FLIP_BACK_RE.search(token) is not None, FLIP_FRONT_RE.search(token) is not None) == (back, front)


# name: (markup, kept strings, dropped strings)
PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "flip_card_long_token_en": (story("en", "Our clinic", paragraphs(EN) +
        f"<div class='flip-card'><div class='flip-card-front {LONG_CARD_TOKEN}'><h3>95%</h3></div>"
        f"<div class='flip-card-back {LONG_CARD_TOKEN}'><p>of our patients seen the same day</p></div></div>"),
        [EN[0][:50], EN[2][:50]], ["of our patients seen the same day"]),
}

# 2 a font notice in a box whose class ends in "fonts" after a script's word; a story's section so named stays
FONT_NOTICE = "To read this page, download the Tibetan font <a href='/help/fonts'>from our help page</a>."
PAGES.update({
    f"font_box_{name}_en": (story("en", "Valley news", paragraphs(EN[:2]) +
        f"<div class='{name}'><p>{FONT_NOTICE}</p></div>" + paragraphs(EN[2:])),
        [EN[0][:50], EN[2][:50]], ["download the Tibetan font"])
    for name in ("tibetan-fonts", "bo_fonts", "uyghur-fonts")
})
PAGES["font_section_story_guard_bo"] = (story("bo", "ཡིག་གཟུགས།", paragraphs(BO[:1]) +
    f"<section class='tibetan-fonts'>{paragraphs(BO[1:])}</section>"), [BO[0][:40], BO[1][:40], BO[2][:40]], [])


# 3 EPrints 3.4: a document's short citation box inside a long block also named a document's (a description of the
# file set in it) goes alone; the description stays
def eprints_page(documents: str) -> str:
    """An EPrints 3.4 record: its citation, ``documents``, its abstract (``EN``)."""
    return lang_page("en", "Reading rooms",
        "<div class='ep_tm_header'><a href='/'>Repository</a> <a href='/view/'>Browse</a></div>"
        "<div id='ep_tm_main'><h1 class='ep_tm_pagetitle'>Reading rooms</h1><div class='ep_summary_content'>"
        "<div class='ep_summary_content_main'><p>Lhamo, K. (2023) <em>Reading rooms</em>. Valley Review, 2 (3).</p>"
        + documents + "<h2>Abstract</h2>" + paragraphs(EN) + "</div></div></div>"
        "<div class='ep_tm_footer'>Powered by EPrints 3.4</div>")


PAGES["eprints_short_box_in_long_block_en"] = (eprints_page(
    "<div class='ep_summary_page_document'><p>The survey forms were filled in by hand at each of the reading rooms "
    "and typed up later by the volunteers; the scans keep the margins where the herders' children added drawings, "
    "and a second file lists the rooms by county with their opening hours.</p>"
    "<div class='ep_document_citation'>PDF - Survey forms <a class='ep_document_link' href='/7/1/forms.pdf'>"
    "Download (640kB)</a></div></div>"),
    [EN[0][:50], EN[2][:50], "The survey forms were filled in by hand"], ["Download (640kB)", "PDF - Survey forms"])


@pytest.mark.parametrize("name", sorted(PAGES))
def test_final_read_pages(name: str) -> None:
    assert_page(name, *PAGES[name])


# 4 a site's logo named by a class whose last word is "logo" after a footer's, a client strip's or WordPress's word
# (as the Framer names "Footer Logo", "Client Logo" were read): a doubted line in it is no record
def card_page(lang: str, brand: str, logo_class: str, cards: list[tuple[str, str]]) -> str:
    """A landing page: a box of class ``logo_class`` holding the brand, then cards (heading, line) whose every text
    is a "p.framer-text" in a RichTextContainer, as the brand's is."""
    boxes = "".join(f'<div class="card">{RICH_TEXT.format(f"<h3>{head}</h3>")}'
                    f'{RICH_TEXT.format(f"<p class=framer-text>{line}</p>")}</div>' for head, line in cards)
    return lang_page(lang, brand,
        f'<div id="main"><div class="top"><div class="{logo_class}">'
        f'{RICH_TEXT.format(f"<p class=framer-text>{brand}</p>")}</div></div><div class="services">{boxes}</div></div>')


# name: (markup, the doubted line, whether it stays)
DOUBTED: dict[str, tuple[str, str, bool]] = {
    "custom_logo_en": (card_page("en", "Valley Weekly", "custom-logo", list(zip(("Ferry", "Reading", "Clinic"), EN))),
                       "Valley Weekly", False),
    "footer_logo_ug": (card_page("ug", "كەنت گېزىتى", "footer-logo", list(zip(("سۇ", "مەكتەپ", "تېرەك"), UG))),
                       "كەنت گېزىتى", False),
    # (a client strip's logo line went before this fix too, by another step: the page keeps it so)
    "client_logo_bo": (card_page("bo", "གྲོང་ཚོའི་གསར་འགྱུར།", "client-logo",
                                 list(zip(("སློབ་གྲྭ།", "ཕྱུགས་ཟས།", "སྒྲུང་།"), BO))), "གྲོང་ཚོའི་གསར་འགྱུར།", False),
    # guard: a card named for its subject ("logo-design") is a box of its own, no logo
    "logo_design_guard_en": (card_page("en", "Valley Weekly", "logo-design",
                                       list(zip(("Ferry", "Reading", "Clinic"), EN))), "Valley Weekly", True),
}


@pytest.mark.parametrize("name", sorted(DOUBTED))
def test_doubted_logo_class(name: str) -> None:
    markup, doubted, stays = DOUBTED[name]
    kept = kept_lines_scored(markup, {doubted: THRESHOLD - 1.0}, KEPT)
    assert any(doubted in line for line in kept) is stays, f"{name}: {kept}"


# 5 ``Dom.names``: the class and id stay joined by a space; the separator sets a naming attribute's value apart
def test_names_class_and_id_spaced_data_name_apart() -> None:
    dom = build_dom(lxml.html.fromstring(
        '<html><body><div class="nav" id="item" data-framer-name="Box"><p>x</p></div></body></html>'))
    box = dom.tags.index("div")
    assert dom.names(box) == f"nav item{DATA_NAME_SEPARATOR}Box"
