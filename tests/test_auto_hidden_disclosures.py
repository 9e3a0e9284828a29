"""A panel a framework's class hides right after the button or heading that opens it (an accordion's answer, a
story's rest under "Read more": ``auto.words._after_toggle``) is the page's text a reader opens, even when its question
ends in no question mark (review h126)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# each language: (toggle, hidden panel's text) pairs, none of the toggles ending in a question mark (our own)
PANELS = {
    "bo": [("དཔེ་མཛོད་ཁང་གི་སྒོ་ཕྱེ་བའི་དུས་ཚོད་ག་རེ་རེད།", "དཔེ་མཛོད་ཁང་ནི་ཉིན་རེར་སྔ་དྲོ་ཆུ་ཚོད་དགུ་ནས་ཕྱི་དྲོ་ཆུ་ཚོད་དྲུག་བར་སྒོ་ཕྱེ་ཡོད།"),
           ("དཔེ་ཆ་ཇི་ཙམ་གཡར་ཆོག", "ཀློག་པ་པོ་རེས་ཐེངས་གཅིག་ལ་དཔེ་ཆ་ལྔ་ཡན་གཡར་ཆོག་ཅིང་ཉིན་བཅོ་ལྔའི་ནང་ཕྱིར་སློག་དགོས།")],
    "ug": [("يەتكۈزۈش ۋاقتى", "بۇيرۇتمىلار ئادەتتە ئىككى-ئۈچ خىزمەت كۈنى ئىچىدە يولغا سېلىنىدۇ، يىراق رايونلارغا بىر ھەپتە كېتىدۇ."),
           ("قايتۇرۇش تەرتىپى", "مال تاپشۇرۇۋالغاندىن كېيىن يەتتە كۈن ئىچىدە ئىشلىتىلمىگەن مالنى قايتۇرسىڭىز بولىدۇ.")],
    "en": [("Delivery times", "Orders usually leave our workshop within three working days and reach the valley a day later."),
           ("Read more", "In the end the bridge money went to the school roof, and the ferry kept its timetable and its bell.")],
}


@pytest.mark.parametrize("toggle_tag", ["button", "h3"])
@pytest.mark.parametrize("hiding", ["hidden", "d-none"])
@pytest.mark.parametrize("lang", sorted(PANELS))
def test_a_hidden_panel_after_its_toggle_is_kept(lang: str, hiding: str, toggle_tag: str) -> None:
    items = "".join(f"<div class='item'><{toggle_tag}>{toggle}</{toggle_tag}><div class='panel {hiding}'><p>{text}</p>"
                    f"</div></div>" for toggle, text in PANELS[lang])
    page = (f"<html lang='{lang}'><head><title>help</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/shop'>shop</a></nav><main><h1>help</h1><p>{PANELS[lang][0][1][::-1]}</p>{items}</main>"
            f"<footer>© 2026 our shop</footer></body></html>")
    lines = auto_lines(page)
    for _, text in PANELS[lang]:
        assert text in lines
