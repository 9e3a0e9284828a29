"""A list that goes on from a kept paragraph: a product's points under its description (``keep_continued_lists``)."""

from __future__ import annotations

import pytest

from extract.algorithms import auto
from tests.extraction_pages import KEPT, kept_lines_scored

# per language: a product description in two paragraphs, a lead-in line, and its points (our own sentences)
PRODUCTS = {
    "bo": (["ཁུག་མ་འདི་ནི་རི་ལ་འཛེགས་པ་དང་ཡུལ་སྐོར་བྱེད་སྐབས་སྤྱོད་པར་བཟོས་པ་ཡིན།",
            "ཁུག་མའི་ནང་དུ་ཆུ་དམ་དང་དེབ་ཆུང་ཉུང་ཤས་འཇོག་ཐུབ་ལ་ལྗིད་ཚད་ཀྱང་ཡང་པོ་ཡོད།"],
           "ཁྱད་ཆོས།",
           ["ཆར་པ་བབས་ཀྱང་ཆུ་ནང་དུ་འཛུལ་མི་ཐུབ།", "སྒལ་པའི་ཕྱོགས་སུ་རླུང་འགྲོ་བའི་དྲྭ་བ་ཡོད།",
            "ཐག་པ་རིང་ཐུང་བཟོ་བཅོས་བྱེད་ཆོག", "ཁ་དོག་དམར་པོ་དང་སྔོན་པོ་གཉིས་ཡོད།"]),
    "ug": (["بۇ سومكا تاغقا چىقىش ۋە ساياھەت ئۈچۈن ياسالغان بولۇپ، ئۇزۇن يولدا كۆتۈرۈشكە قۇلاي.",
            "سومكىنىڭ ئىچىگە سۇ بوتۇلكىسى ۋە بىر قانچە كىتاب سىغىدۇ، ئېغىرلىقى بولسا يېنىك."],
           "ئالاھىدىلىكى:",
           ["يامغۇر ياغسىمۇ ئىچىگە سۇ كىرمەيدۇ", "دۈمبە تەرىپىدە ھاۋا ئۆتىدىغان تور بار",
            "تاسمىسىنىڭ ئۇزۇنلۇقىنى تەڭشىگىلى بولىدۇ", "قىزىل ۋە كۆك ئىككى خىل رەڭدە بار"]),
    "en": (["This pack was made for long days on the trail, light enough to forget you carry it.",
            "The main pocket takes a water bottle and a few books; the lid holds a map and keys."],
           "Features:",
           ["Stays dry inside in a summer storm", "A mesh panel lets your back breathe",
            "Straps adjust for short and tall walkers", "Comes in a red and a blue fabric"]),
}
MENU = ["home", "packs", "tents", "sale"]
DOUBTED = -1.8  # a bullet's and the lead-in's stage-2 score: under auto.THRESHOLD, above the rescue floor (the outdoor shop's -1.5..-2.3)


def product_page(paragraphs: list[str], lead: str, points: list[str], *, linked: bool = False,
                 boxed: bool = False, linked_lead: bool = False) -> str:
    """A shop's description tab: its paragraphs (``boxed``: in a box of their own), a lead-in heading (``linked_lead``:
    a link, "Continue reading"), then the points in a list a theme wraps."""
    items = "".join(f"<li><a href='/p/{n}'>{point}</a></li>" if linked else f"<li>{point}</li>"
                    for n, point in enumerate(points))
    menu = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU))
    body = "".join(f"<p>{line}</p>" for line in paragraphs)
    body = f"<div class='description'>{body}</div>" if boxed else body
    lead = f"<a href='/more'>{lead}</a>" if linked_lead else lead
    return (f"<html><head><title>pack</title></head><body><nav><ul>{menu}</ul></nav>"
            f"<div class='tab-description'>{body}<h6>{lead}</h6><div class='spec-item'><ul>{items}</ul></div></div>"
            f"</body></html>")


def kept(lang: str, *, linked: bool = False, boxed: bool = False, linked_lead: bool = False,
         points: list[str] | None = None) -> list[str]:
    paragraphs, lead, own_points = PRODUCTS[lang]
    points = own_points if points is None else points
    scores = dict.fromkeys(paragraphs, KEPT) | dict.fromkeys([lead, *points], DOUBTED)
    page = product_page(paragraphs, lead, points, linked=linked, boxed=boxed, linked_lead=linked_lead)
    return kept_lines_scored(page, scores, auto.THRESHOLD - 4)


@pytest.mark.parametrize("lang", PRODUCTS)
def test_the_points_under_a_kept_description_are_kept(lang: str) -> None:
    lines = kept(lang)
    assert all(point in lines for point in PRODUCTS[lang][2])
    assert PRODUCTS[lang][1] in lines  # the lead-in between the description and its points reads with them
    assert not any(entry in lines for entry in MENU)


FIGURES = ["2024-03-10", "318", "مارت"]  # a result's meta row under its snippet: a date, a count, a month


@pytest.mark.parametrize(("lang", "options", "points"), [
    ("en", {"boxed": True}, PRODUCTS["en"][2]),  # the description in a box of its own: the list continues no text
    ("bo", {"linked": True}, PRODUCTS["bo"][2]),  # links after the text: a menu of other pages, not points
    ("ug", {"points": FIGURES}, FIGURES),  # figures, not words
    ("en", {"linked_lead": True}, PRODUCTS["en"][2]),  # a link between them ("Continue reading"): the text ends there
])
def test_a_list_that_continues_no_text_is_left_out(lang: str, options: dict, points: list[str]) -> None:
    lines = kept(lang, **options)
    assert all(line in lines for line in PRODUCTS[lang][0])
    assert not any(point in lines for point in points) and PRODUCTS[lang][1] not in lines
