"""An author's box right under the page's ``<h1>`` (a literary site's poet page, "h1 + div.poet-bio") is the page's
subject, kept; the same box under a story stays poster furniture (``auto.boxes.leading_author_boxes``, review h126)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# each language: the poet's biography and a paragraph on the poet's work (our own)
POETS = {
    "bo": (["ཁོང་ནི་ལོ་ ༡༩༥༢ ལོར་ཨ་མདོའི་འབྲོག་སྡེ་ཞིག་ཏུ་སྐྱེས་ཤིང་ཆུང་དུས་ནས་ཕ་མའི་ཕྱུགས་རྫི་བྱས།",
            "ཁོང་གིས་ལོ་ངོ་སུམ་ཅུ་ལྷག་ལ་སྙན་ངག་བརྩམས་ཏེ་ཕྱོགས་བསྒྲིགས་ལྔ་པར་དུ་བསྐྲུན།"],
           "ཁོང་གི་སྙན་ངག་ནང་འབྲོག་པའི་འཚོ་བ་དང་རི་ཆུའི་ཡིད་འོང་བ་མང་པོ་བསྔགས་ཡོད།"),
    "ug": (["شائىر 1952-يىلى قەشقەرنىڭ بىر يېزىسىدا تۇغۇلغان، بالىلىقىدا ئاتا-ئانىسىغا دېھقانچىلىقتا ياردەملەشكەن.",
            "ئۇ ئوتتۇز يىلدىن ئارتۇق شېئىر يېزىپ، بەش توپلام نەشر قىلدۇرغان."],
           "ئۇنىڭ شېئىرلىرىدا يېزا تۇرمۇشى ۋە تاغ-دەريالارنىڭ گۈزەللىكى تەسۋىرلىنىدۇ."),
    "en": (["She was born in 1952 in a fishing village on the northern coast and worked on her father's boat as a girl.",
            "For thirty years she wrote poems in the evenings and published five collections with a small island press."],
           "Her poems follow the tides, the boats and the long winters of the coast she never left."),
}


def page(lang: str, box_first: bool) -> str:
    """A poet's page: the ``h1``, then the biography box and the work's paragraph, or the two the other way round."""
    bio, work = POETS[lang]
    box = "<div class='poet-bio'>" + "".join(f"<p>{p}</p>" for p in bio) + "</div>"
    works = f"<p>{work}</p><p>{work[::-1]}</p><p>{work[len(work) // 2:]}</p>"  # the box under half of the page's text
    body = box + works if box_first else works + box
    return (f"<html lang='{lang}'><head><title>poet</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/poets'>poets</a></nav><main><article><h1>poet</h1>{body}</article></main>"
            f"<footer>© 2026 poetry archive</footer></body></html>")


@pytest.mark.parametrize("lang", sorted(POETS))
def test_an_author_box_heading_the_page_is_kept(lang: str) -> None:
    lines = auto_lines(page(lang, box_first=True))
    for line in POETS[lang][0]:
        assert line in lines


@pytest.mark.parametrize("lang", sorted(POETS))
def test_an_author_box_under_the_text_stays_furniture(lang: str) -> None:
    lines = auto_lines(page(lang, box_first=False))
    assert POETS[lang][1] in lines
    assert not any(line in lines for line in POETS[lang][0])
