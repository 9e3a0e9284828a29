"""MediaWiki's furniture inside and beside the article: "[edit]" links in its headings, its table of contents."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# an encyclopedia article of two sections per language (our own sentences): (heading, paragraphs)
SECTIONS = {
    "bo": [("ས་ཁམས།", ["མཚོ་འདི་ནི་རི་རྒྱུད་གསུམ་གྱི་བར་དུ་ཡོད་ཅིང་། ཆུ་ཕྲན་བཅུ་ལྷག་མཚོ་ནང་དུ་འབབ།",
                      "མཚོའི་ནང་དུ་གླིང་ཕྲན་གསུམ་ཡོད་པ་དང་། དེའི་ཁྲོད་ཀྱི་གཅིག་ནི་བྱ་རིགས་མང་པོའི་གནས་ཡིན།"]),
           ("ལོ་རྒྱུས།", ["སྔ་མོ་ནས་མཚོ་འདིའི་འགྲམ་དུ་འབྲོག་པའི་ཚོ་བ་མང་པོ་གནས་ཤིང་། ལོ་རེར་དབྱར་ཁར་ཚོང་འདུས་ཚོགས།",
                         "ལོ་ངོ་སུམ་ཅུའི་སྔོན་དུ་མཚོ་འགྲམ་དུ་སློབ་གྲྭ་དང་པོ་བཙུགས་ཏེ་བྱིས་པ་ཉི་ཤུ་ལྷག་ཡོད།"])],
    "ug": [("جۇغراپىيىسى", ["كۆل ئۈچ تاغ تىزمىسىنىڭ ئارىسىدا جايلاشقان، ئون نەچچە ئېقىن كۆلگە قۇيۇلىدۇ.",
                           "كۆلدە ئۈچ ئارال بار، ئۇلارنىڭ بىرى نۇرغۇن قۇشلارنىڭ ماكانى."]),
           ("تارىخى", ["قەدىمدىن تارتىپ كۆل بويىدا چارۋىچىلار ياشىغان، ھەر يىلى يازدا بازار بولىدۇ.",
                       "ئوتتۇز يىل ئىلگىرى كۆل بويىدا تۇنجى مەكتەپ قۇرۇلغان، ئۇنىڭدا يىگىرمىدىن ئارتۇق بالا بار."])],
    "en": [("Geography", ["The lake lies between three ranges, and more than ten streams flow into it from the hills.",
                          "There are three islands in the lake; the largest is a nesting ground for many birds."]),
           ("History", ["Herders have camped on its shores for centuries, and a market gathers there every summer.",
                        "The first school on the shore opened thirty years ago with twenty pupils from the camps."])],
}
EDIT = "<span class='mw-editsection'><span class='mw-editsection-bracket'>[</span><a href='?action=edit'>edit</a>" \
       "<span class='mw-editsection-bracket'>]</span></span>"


def wiki_page(lang: str) -> str:
    body = "".join(f"<h2><span class='mw-headline'>{heading}</span>{EDIT}</h2>"
                   + "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
                   for heading, paragraphs in SECTIONS[lang])
    return ("<html><head><title>lake</title></head><body><div id='mw-navigation'><a href='/'>Main page</a> "
            "<a href='/random'>Random</a></div><div id='content' class='mw-body'><h1 class='firstHeading'>lake</h1>"
            f"<div id='mw-content-text' class='mw-parser-output'>{body}</div></div></body></html>")



@pytest.mark.parametrize("lang", SECTIONS)
def test_a_headings_edit_link_is_left_out(lang: str) -> None:
    lines = extract(wiki_page(lang))
    assert all(paragraph in lines for _, paragraphs in SECTIONS[lang] for paragraph in paragraphs)
    assert all(heading in lines for heading, _ in SECTIONS[lang])
    assert not any("edit" in line for line in lines)
