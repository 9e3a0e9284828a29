"""A centred run of lines under a centred picture (a poem set line by line in centred ``<p>``s, a notice centred
whole) starts with its first line, not a photo caption (``auto.figures._centred_text_paragraph``): a caption closes its photo,
the story or the next photo follows it (review h126: a Tibetan poem lost its first line)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# each language: a short poem's lines (our own)
POEMS = {
    "bo": ["རི་བོའི་རྩེ་ལ་ཟླ་བ་ཤར།", "མཚོ་ཡི་ངོས་ལ་འོད་ཟེར་འཕྲོས།", "ཕ་ཡུལ་དྲན་པའི་གླུ་དབྱངས་ནི།", "སེམས་ཀྱི་དཀྱིལ་ནས་ལྷང་ལྷང་ཤར།",
           "དགུན་ཁའི་མཚན་མོ་རིང་ཡང་ནི།", "མེ་ཐབ་དྲོད་ཀྱིས་ཁྱིམ་ཚང་གང་།"],
    "ug": ["تاغ چوققىسىدا ئاي چىقتى،", "كۆل يۈزىدە نۇر چاچتى،", "يۇرتۇمنى ئەسلىگەن ناخشا،", "يۈرىكىمدە ياڭرىدى،",
           "قىش كېچىسى ئۇزۇن بولسىمۇ،", "ئوچاق ئىسسىقى ئۆينى تولدۇردى."],
    "en": ["The moon came up above the hill,", "and spilled its light across the lake;", "the songs of home I carry still",
           "come back to me when I awake.", "The winter nights are long and cold,", "but the stove keeps warm the house of old."],
}
CENTRED = "style='text-align: center;'"


def poem_page(lang: str) -> str:
    """A poem page: a centred picture, then every line of the poem a centred paragraph, then the poet's name."""
    lines = "".join(f"<p {CENTRED}>{line}</p>" for line in POEMS[lang])
    return (f"<html lang='{lang}'><head><title>poem</title></head><body><div class='nav'><a href='/'>home</a> | "
            f"<a href='/poems'>poems</a></div><div class='main'><h1>poem</h1><div class='content'>"
            f"<p {CENTRED}><img src='/pic/poem.jpg'></p>{lines}</div></div>"
            f"<div class='footer'>© 2026 ICP 05001234</div></body></html>")


@pytest.mark.parametrize("lang", sorted(POEMS))
def test_a_centred_poem_under_a_picture_keeps_its_first_line(lang: str) -> None:
    lines = auto_lines(poem_page(lang))
    for line in POEMS[lang]:
        assert line in lines
