"""A short label drawn beside its own inline ``<svg>`` icon is a control ("编辑" beside each section heading, "Share",
"Listen"), not the article's text (``auto.icon_buttons``); a paragraph, a heading or a list item with an icon stays."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

ICON = "<svg viewBox='0 0 16 16' width='1em' height='1em'><path d='M2 2h12v12H2z'></path></svg>"
# each language: two section headings, a paragraph under each, and the two controls' labels (our own)
ARTICLES = {
    "zh": (["历史沿革", "地理环境"],
           ["这座古城始建于明代初年，城墙周长约九公里，历经多次修缮，至今仍保存着四座城门和大部分墙体。",
            "古城位于两条河流交汇处的冲积平原上，地势平坦，气候温和，四季分明，周围是大片的农田和果园。"],
           ["播报", "编辑"]),
    "bo": (["ལོ་རྒྱུས།", "ས་ཁམས།"],
           ["དགོན་པ་འདི་ལོ་བརྒྱ་ཕྲག་ལྔའི་གོང་དུ་བཞེངས་ཤིང་། "
            "དེ་ནས་བཟུང་ཉམས་གསོ་ཐེངས་མང་པོ་བྱས་པས་ད་ལྟའང་གཙོ་ཁང་དང་སྒོ་ཁང་ཡོངས་རྫོགས་ཉར་ཡོད།",
            "དགོན་པ་ནི་ཆུ་བོ་གཉིས་འདུས་སའི་ཐང་ཆེན་ཞིག་གི་སྟེང་དུ་ཡོད་ཅིང་། "
            "ས་ཆ་སྙོམས་ལ་གནམ་གཤིས་འཇམ་པོ་ཡོད་པས་ཁོར་ཡུག་ཏུ་ཞིང་ཁ་མང་པོ་ཡོད།"],
           ["ཉན།", "རྩོམ་སྒྲིག"]),
    "ug": (["تارىخى", "جۇغراپىيىسى"],
           ["بۇ قەدىمكى شەھەر مىڭ سۇلالىسىنىڭ دەسلەپكى يىللىرىدا بىنا "
            "قىلىنغان، سېپىلىنىڭ ئايلانمىسى توققۇز كىلومېتىر كېلىدۇ.",
            "شەھەر ئىككى دەريانىڭ قوشۇلىدىغان جايىدىكى تۈزلەڭلىكتە جايلاشقان، "
            "ھاۋاسى مۆتىدىل، ئەتراپى ئېتىز ۋە باغلار بىلەن ئورالغان."],
           ["ئاڭلاش", "تەھرىرلەش"]),
    "en": (["History", "Geography"],
           ["The old town was founded early in the fifteenth century; its wall, nine kilometres round, has been "
            "repaired many times and still keeps four gates.",
            "The town lies on the flat plain where two rivers meet, with a mild climate, four clear seasons and "
            "farmland and orchards all around it."],
           ["Listen", "Edit"]),
}


def _page(lang: str) -> str:
    headings, paragraphs, (listen, edit) = ARTICLES[lang]
    sections = "".join(
        f"<div class='para-title'><h2>{h}</h2><span class='tts-btn'>{ICON}<span>{listen}</span></span></div>"
        f"<div class='edit-btn'>{ICON}<span>{edit}</span></div><div class='para'>{p}</div>"
        for h, p in zip(headings, paragraphs))
    return (f"<html lang='{lang}'><head><title>town</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/wiki'>wiki</a></nav><main><h1>town</h1>{sections}</main>"
            f"<footer>© 2026 town wiki</footer></body></html>")


@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_an_icon_button_s_label_is_left_out(lang: str) -> None:
    headings, paragraphs, labels = ARTICLES[lang]
    lines = auto_lines(_page(lang))
    assert all(paragraph in lines for paragraph in paragraphs)
    assert not set(labels) & set(lines)


@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_text_with_an_icon_stays(lang: str) -> None:
    headings, paragraphs, _ = ARTICLES[lang]
    points = "".join(f"<li>{ICON}{h}</li>" for h in headings)
    body = "".join(f"<p>{ICON}{p}</p>" for p in paragraphs)
    page = (f"<html lang='{lang}'><head><title>town</title></head><body><main><h1>town</h1>{body}"
            f"<ul class='points'>{points}</ul><p>{paragraphs[0]}</p></main></body></html>")
    lines = auto_lines(page)
    assert all(paragraph in lines for paragraph in paragraphs)
    assert all(heading in lines for heading in headings)


# short lines beside an icon that are data or verse, not controls: a poem's lines beside their "play" icon, a
# contact page's phone number and address, a recipe's times (our own)
DATA_LINES = {
    "zh": ["春风吹绿柳，", "细雨润新田。", "电话 0891-6334455"],
    "bo": ["ཁ་པར། ༠༨༩༡༦༣༣༤༤", "lib@example.cn"],
    "ug": ["تېلېفون: 0998-123", "ۋاقتى: 15 مىنۇت"],
    "en": ["Prep 15 min", "Serves 6", "Roses are red,"],
}


@pytest.mark.parametrize("lang", sorted(DATA_LINES))
def test_a_short_line_of_data_or_verse_beside_an_icon_stays(lang: str) -> None:
    _, paragraphs, _ = ARTICLES[lang]
    data = "".join(f"<p class='line'>{line}<span class='play'>{ICON}</span></p>" for line in DATA_LINES[lang])
    page = (f"<html lang='{lang}'><head><title>town</title></head><body><main><h1>town</h1>"
            f"<p>{paragraphs[0]}</p>{data}<p>{paragraphs[1]}</p></main></body></html>")
    lines = auto_lines(page)
    assert all(line in lines for line in DATA_LINES[lang])


@pytest.mark.parametrize("glyph", ["<i class='iconfont icon-edit'></i>", "<i class='fa fa-pencil'></i>",
                                   "<span class='bi bi-volume-up'></span>"])
@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_a_label_beside_an_icon_font_s_glyph_is_left_out(lang: str, glyph: str) -> None:
    headings, paragraphs, labels = ARTICLES[lang]
    page = _page(lang).replace(ICON, glyph)
    lines = auto_lines(page)
    assert all(paragraph in lines for paragraph in paragraphs)
    assert not set(labels) & set(lines)
