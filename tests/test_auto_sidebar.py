"""A side column named as one (``auto.words.SIDEBAR_RE``): the text of an element whose class or id is "sidebar" or
WordPress's "widget-area", at any depth, is the site's (a shop's embedded reviews, a blog's latest posts), never the
page's, however the model scores it. A column of another name, or a wrapper that only says the page has a sidebar
("has-sidebar"), keeps its text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: a product's description (two paragraphs) and two visitors' notes in a review widget; our own sentences
DESCRIPTION = {"bo": ["ཁུར་སྒམ་འདི་ནི་རི་ལ་འཛེགས་སྐབས་ཉིན་གསུམ་བེད་སྤྱོད་བྱེད་པར་འོས།",
                      "དེའི་ནང་དུ་སྒམ་ཆུང་བཞི་ཡོད་ལ་ཆར་པས་བརླན་མི་ཐུབ།"],
               "ug": ["بۇ سومكا تاغقا چىققاندا ئۈچ كۈن ئىشلىتىشكە ماس كېلىدۇ.",
                      "ئۇنىڭ ئىچىدە تۆت كىچىك يانچۇق بار، يامغۇر ئۆتمەيدۇ."],
               "zh": ["这个背包适合登山时使用三天。", "里面有四个小口袋，雨水进不去。"],
               "en": ["This pack suits a three-day climb in the hills.",
                      "It has four small pockets inside and keeps the rain out."]}
NOTES = {"bo": ["ང་ཚོས་ཟླ་བ་གཅིག་གི་རིང་ལ་བེད་སྤྱོད་བྱས་པ་ཡག་པོ་འདུག", "ཚོང་ཁང་འདིའི་ཞབས་ཞུ་ལེགས་པོ་རེད།"],
         "ug": ["بىز بىر ئاي ئىشلەتتۇق، ناھايىتى ياخشى ئىكەن.", "بۇ دۇكاننىڭ مۇلازىمىتى ياخشى."],
         "zh": ["我们用了一个月，很好用。", "这家店的服务很好。"],
         "en": ["We used it for a month and it held up well.", "The shop's service was friendly."]}
DESCRIPTION_LOGIT, NOTE_LOGIT = 2.0, 0.5  # both above the threshold: the dev shop's sidebar reviews scored +0.7
WIDGET_DEPTH = 8  # wrappers between the column and a note: a review plugin's cards nest ten deep on the dev page


def product_page(lang: str, column: str) -> str:
    """A product's page: its h1 and description in ``<main>``, then a column (``column``: its attributes) whose
    widget holds the notes deep inside it."""
    description = "".join(f"<p>{line}</p>" for line in DESCRIPTION[lang])
    notes = "".join("<div class='card'>" * WIDGET_DEPTH + f"<div class='text'>{note}</div>" + "</div>" * WIDGET_DEPTH
                    for note in NOTES[lang])
    return (f"<html><head><title>pack</title></head><body><div class='wrap'><main><h1>pack</h1>{description}</main>"
            f"<div {column}><div class='widget_text'>{notes}</div></div></div></body></html>")


def kept(lang: str, column: str) -> list[str]:
    scores = {line: DESCRIPTION_LOGIT for line in DESCRIPTION[lang]} | {note: NOTE_LOGIT for note in NOTES[lang]}
    return kept_lines_scored(product_page(lang, column), scores, -5.0)


@pytest.mark.parametrize("lang", DESCRIPTION)
@pytest.mark.parametrize("column", ["id='sidebar'", "class='sidebar-right'", "id='secondary' class='widget-area'"])
def test_a_named_side_columns_text_is_not_the_page(lang: str, column: str) -> None:
    lines = kept(lang, column)
    assert all(line in lines for line in DESCRIPTION[lang])
    assert not any(note in lines for note in NOTES[lang])


@pytest.mark.parametrize("lang", DESCRIPTION)
@pytest.mark.parametrize("column", ["id='column-2'", "class='has-sidebar'", "class='sidebar-toggle'"])
def test_a_column_not_so_named_keeps_its_text(lang: str, column: str) -> None:
    lines = kept(lang, column)
    assert all(line in lines for line in DESCRIPTION[lang] + NOTES[lang])


# A boxed note between a text's paragraphs, named "sidebar" by its generator: docutils' and Sphinx's ".. sidebar::"
# (``<aside class="sidebar">``), DocBook XSL's ``<div class="sidebar">``, a magazine's boxout in its article.
BOXOUTS = ["<aside class='sidebar'>{}</aside>", "<div class='sidebar'><div class='titlepage'></div>{}</div>"]


@pytest.mark.parametrize("lang", DESCRIPTION)
@pytest.mark.parametrize("boxout", BOXOUTS)
def test_a_boxed_note_between_the_texts_paragraphs_is_the_texts(lang: str, boxout: str) -> None:
    first, second = DESCRIPTION[lang]
    note = boxout.format("".join(f"<p>{line}</p>" for line in NOTES[lang]))
    page = (f"<html><head><title>pack</title></head><body><div class='body'><h1>pack</h1><p>{first}</p>{note}"
            f"<p>{second}</p></div></body></html>")
    scores = {line: DESCRIPTION_LOGIT for line in DESCRIPTION[lang]} | {line: NOTE_LOGIT for line in NOTES[lang]}
    lines = kept_lines_scored(page, scores, -5.0)
    assert all(line in lines for line in DESCRIPTION[lang] + NOTES[lang])


MENU_LINKS = 30  # a portal's link-heavy menu: more link text than the page's own text


@pytest.mark.parametrize("lang", DESCRIPTION)
@pytest.mark.parametrize("areas", [
    ["class='sidebar-right'"],  # a theme's content wrapper named by its layout (its sidebar on the right)
    ["class='front-page-1 widget-area'", "class='front-page-2 widget-area'"],  # a front page's sections as widget areas
])
def test_named_elements_holding_most_of_the_pages_own_text_are_the_page(lang: str, areas: list[str]) -> None:
    menu = "".join(f"<li><a href='/c/{n}'>{NOTES[lang][0]}</a></li>" for n in range(MENU_LINKS))
    sections = "".join(f"<div {area}><div class='widget'><p>{line}</p></div></div>"
                       for area, line in zip(areas * 2, DESCRIPTION[lang]))
    if len(areas) == 1:
        sections = f"<div {areas[0]}>" + "".join(f"<p>{line}</p>" for line in DESCRIPTION[lang]) + "</div>"
    page = (f"<html><head><title>pack</title></head><body><nav><ul>{menu}</ul></nav><div class='wrap'>{sections}</div>"
            f"</body></html>")
    lines = kept_lines_scored(page, {line: DESCRIPTION_LOGIT for line in DESCRIPTION[lang]}, -5.0)
    assert all(line in lines for line in DESCRIPTION[lang])
