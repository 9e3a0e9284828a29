"""Session 42's final read of ``script_bars``, ``reference_texts`` and ``page_memo`` (mend1): one row per bug mended.

Predicates are tested directly (a font box's name, a font notice's words, an edition's script); the rest on small pages
of our own (``tests.extraction_pages.auto_text``), in the shell of the Tibetan and Uyghur site pages of
tests/test_auto_tibetan_uyghur_sites_s42.py.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from extract.algorithms.auto.script_bars import FONT_BOX_NAME_RE, FONT_NOTICE_RE, link_script
from tests.extraction_pages import auto_text
from tests.test_auto_tibetan_uyghur_sites_s42 import content, page

BO = ["ཉིན་གཅིག་ལ་ཨ་མས་ང་ཚོ་ལ་སྔ་མོའི་གཏམ་རྒྱུད་ཅིག་བཤད། གཏམ་རྒྱུད་དེ་ནི་རི་བོའི་རྩེ་ལ་སྡོད་པའི་ཁྱི་ཆུང་ཞིག་གི་སྐོར་ཡིན།",
      "ཁྱི་ཆུང་དེས་ཉིན་རེ་བཞིན་རི་ལས་བབས་ནས་གྲོང་གསེབ་ཏུ་ཕྱིན་ཏེ་བྱིས་པ་རྣམས་དང་མཉམ་དུ་རྩེད་མོ་རྩེ་གི་ཡོད།",
      "ལོ་གསར་གྱི་དུས་སུ་གྲོང་པ་ཚང་མས་ཁོ་ལ་ཟས་བཟང་པོ་སྤྲད་དེ་དགའ་སྤྲོ་ཆེན་པོ་བྱས།"]
UG = ["كەچتە ئائىلىدىكىلەر بىرلىكتە تاماق يەپ، بالىلار مەكتەپتىكى ئىشلارنى سۆزلەپ بەردى.",
      "دادام يېڭى ئالغان كىتابلارنى ئوقۇپ، بىزگە قەدىمكى شەھەرلەرنىڭ تارىخىنى چۈشەندۈردى.",
      "ئەتىسى ھەممەيلەن بازارغا بېرىپ، مېۋە ۋە كۆكتات سېتىۋالدى."]
# A story's sentence naming an input method, set in Tailwind's serif class: no notice, no font box (findings 1, 2)
UG_IME_SENTENCE = "مەكتەپتە ئۇيغۇرچە كىرگۈزگۈچ بىلەن خەت يېزىشنى ئۆگەندۇق، ھازىر ھەممەيلەن تېز يازالايدۇ."
# A term row whose teacher label holds two links parted by a comma (finding 3)
TERM_ROW = ("<div class='book-meta'><span>ཆོས་བརྒྱུད: <a href='/t/1'>རྙིང་མ</a></span> "
            "<span>སློབ་དཔོན: <a href='/p/1'>རྡོ་རྗེ</a>, <a href='/p/2'>བཀྲ་ཤིས</a></span></div>")
# A Tibetan tool row parted by commas (print, share) (finding 6: one separator set for bars and tool rows)
TOOL_ROW = "<div class='article-tools'><a href='#p'>པར་འདེབས།</a>, <a href='#s'>མཉམ་སྤྱོད།</a></div>"

PREDICATES: list[tuple[str, Callable[[str], object], str, object]] = [
    ("1_tailwind_font_class_is_no_font_box", lambda name: bool(FONT_BOX_NAME_RE.search(name)), "font-serif text-lg",
     False),
    ("2_keyboard_layout_without_a_verb_is_no_notice", lambda text: bool(FONT_NOTICE_RE.search(text)),
     "The Tibetan keyboard layout was fixed in 2005 by the standards body.", False),
    ("4_accented_latin_is_latin", link_script, "Türkçe", "lat"),
    ("read5_font_loader_state_is_no_font_box", lambda name: bool(FONT_BOX_NAME_RE.search(name)),
     "js fonts-loaded wf-active", False),
    ("read5_fonts_box_still_named", lambda name: bool(FONT_BOX_NAME_RE.search(name)), "sidebar fonts", True),
]


@pytest.mark.parametrize(("name", "predicate", "text", "expected"), PREDICATES, ids=[row[0] for row in PREDICATES])
def test_predicates(name: str, predicate: Callable[[str], object], text: str, expected: object) -> None:
    assert predicate(text) == expected, name


PAGES = [
    ("1_2_ime_sentence_in_a_serif_paragraph_stays",
     page("ug", "كەچلىك سۆھبەت", content(UG, inside_after=f"<p class='font-serif'>{UG_IME_SENTENCE}</p>")),
     [*UG, UG_IME_SENTENCE], []),
    ("3_term_row_with_a_comma_between_links_goes", page("bo", "ཁྱི་ཆུང་གི་གཏམ་རྒྱུད།", content(BO) + TERM_ROW), BO,
     ["ཆོས་བརྒྱུད", "བཀྲ་ཤིས"]),
    ("6_tool_row_parted_by_commas_goes", page("bo", "ལོ་གསར།", content(BO) + TOOL_ROW), BO, ["པར་འདེབས", "མཉམ་སྤྱོད"]),
]


@pytest.mark.parametrize(("name", "html", "stay", "go"), PAGES, ids=[row[0] for row in PAGES])
def test_pages(name: str, html: str, stay: list[str], go: list[str]) -> None:
    text = auto_text(html)
    assert [line for line in stay if line not in text] == [], name
    assert [word for word in go if word in text] == [], name
