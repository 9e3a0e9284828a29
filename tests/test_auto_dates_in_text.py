"""A date or time an inline element names ("span.date", "span.time") inside a sentence or heading a timeline's row
is the text's fact, not a list row's date beside its linked title (``auto.inline.is_list_row_date``): the line keeps it
(review h126: a timeline lost its years, an event page its start times)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# each language: sentences with a {0} where the named date or time goes, and the date or time (our own)
ROWS = {
    "bo": [("ལོ་{0}ལ་གྲོང་ཚོའི་སློབ་གྲྭ་དང་པོ་སྒོ་ཕྱེ་ཞིང་སློབ་མ་བཅུ་གཉིས་ཡོད།", "1962"),
           ("ལོ་{0}ལ་ཆུ་ལོག་ཆེན་པོ་ཞིག་བྱུང་སྟེ་ཟམ་པ་རྙིང་པ་ཆུས་ཁྱེར་སོང་།", "1978"),
           ("ལོ་{0}ལ་ཟམ་པ་གསར་པ་བཞེངས་ཏེ་གྲོང་མི་ཚོས་དུས་སྟོན་ཆེན་པོ་བསྐྱངས།", "1985")],
    "ug": [("يىغىن سائەت {0} دە باشلىنىدۇ، ئىشتىراكچىلار ئالدىن كېلىشى كېرەك.", "09:30"),
           ("چۈشلۈك تاماق سائەت {0} دە مەكتەپ ئاشخانىسىدا بېرىلىدۇ.", "13:00"),
           ("كەچلىك كونسېرت سائەت {0} دە مەيداندا ئۆتكۈزۈلىدۇ.", "20:15")],
    "en": [("Doors open at {0} and the first reading starts soon after, so come early for a seat.", "18:45"),
           ("The second half begins after a short break at {0} with the youngest poets of the town.", "20:40"),
           ("The evening ends with an open microphone at {0} for anyone who brings a poem.", "21:30")],
}


def page(lang: str, name: str, row_tag: str) -> str:
    """An article whose rows (paragraphs or list items) hold a date or time in an inline element named ``name``."""
    rows = "".join(f"<{row_tag}>{text.format(f'<span class={name!r}>{value}</span>')}</{row_tag}>"
                   for text, value in ROWS[lang])
    wrapped = f"<ul>{rows}</ul>" if row_tag == "li" else rows
    return (f"<html lang='{lang}'><head><title>notes</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/news'>news</a></nav><main><article><h1>notes</h1>{wrapped}</article></main>"
            f"<footer>© 2026 our town</footer></body></html>")


@pytest.mark.parametrize("row_tag", ["p", "li"])
@pytest.mark.parametrize("name", ["date", "time"])
@pytest.mark.parametrize("lang", sorted(ROWS))
def test_a_date_inside_a_sentence_stays_in_its_line(lang: str, name: str, row_tag: str) -> None:
    lines = auto_lines(page(lang, name, row_tag))
    for text, value in ROWS[lang]:
        assert any(value in line and text.split("{0}")[1].strip()[:12] in line for line in lines), value
