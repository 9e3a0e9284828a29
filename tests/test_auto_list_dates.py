"""A news list row's date, written inline before its linked title (``<li><span class="date">...</span><a>title</a>``,
as the Chinese CMSes of Tibetan and Uyghur portals print a category page), is no part of the title: the title's line
reads without it instead of "2024-06-11<first word>"."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# a category page's rows (our own sentences): title and teaser
ROWS = {
    "bo": [("ཐང་ཀ་འབྲི་བའི་སློབ་གྲྭ་གསར་པ་ཚུགས།", "སློབ་གྲྭ་འདིར་ལོ་རེར་སློབ་མ་བཞི་བཅུ་བསྡུ་རྒྱུ་ཡིན།"),
           ("གཞས་པ་རྒན་པོ་ཞིག་གི་མི་ཚེ།", "ཁོང་གིས་ལོ་དྲུག་ཅུ་རིང་ས་གནས་ཀྱི་གཞས་བསྡུ་གསོག་བྱས།"),
           ("ལྷ་མོའི་ཟློས་གར་གྱི་འཁྲབ་སྟོན།", "ཞོ་སྟོན་སྐབས་སུ་ཟློས་གར་ཚོགས་པ་བདུན་གྱིས་འཁྲབ་སྟོན་བྱས།"),
           ("དཔེ་རྙིང་ཉར་ཚགས་ཀྱི་ལས་གཞི།", "དཔེ་རྙིང་སྟོང་ཕྲག་ལྷག་གློག་རྡུལ་ཅན་དུ་བསྒྱུར་ཡོད།"),
           ("བོད་ཀྱི་ཁ་ཟས་སྐོར་གྱི་འགྲེམས་སྟོན།", "ས་གནས་སོ་སོའི་ཁ་ཟས་རིགས་བརྒྱ་ལྷག་འགྲེམས་སྟོན་བྱས།"),
           ("རྒྱུད་ཆས་བཟོ་བའི་ལག་རྩལ།", "སྒྲ་སྙན་བཟོ་མཁན་རྒན་པོ་ཞིག་གིས་ལག་རྩལ་བརྒྱུད་འཛིན་བྱེད་བཞིན་ཡོད།")],
    "ug": [("ئون ئىككى مۇقام ئۆگىنىش كۇرسى ئېچىلدى", "كۇرسقا ئەللىك نەپەر ياش مۇزىكانت قاتناشتى."),
           ("قەدىمكى قوليازمىلار رەقەملەشتۈرۈلدى", "مىڭدىن ئارتۇق قوليازما تور ئارقىلىق ئوقۇشقا تەمىنلەندى."),
           ("ئەتلەس توقۇش ھۈنىرى كۆرگەزمىسى", "خوتەنلىك ھۈنەرۋەنلەر ئەتلەس توقۇش جەريانىنى نامايان قىلدى."),
           ("مەشرەپ سورۇنى قايتا جانلاندى", "يېزىلاردا ئەنئەنىۋى مەشرەپ سورۇنلىرى ئۇيۇشتۇرۇلدى."),
           ("دۇتار ياساش ھۈنىرى ۋارىسلىرى", "بىر ئائىلە تۆت ئەۋلاد دۇتار ياساپ كەلمەكتە."),
           ("كىتاب ئوقۇش ھەپتىلىكى ئاخىرلاشتى", "ھەپتىلىك جەريانىدا يۈز مىڭدىن ئارتۇق كىتاب ئارىيەت ئېلىندى.")],
}
# the sidebar's "most read" titles
HOT = {"bo": ["ས་གནས་སློབ་གྲྭའི་དཔེ་མཛོད་གསར་པ་སྒོ་ཕྱེ་བ།", "འབྲོག་པའི་ཁྱིམ་ཚང་ལ་ཆུ་ཁུངས་གསར་པ་སྤྲོད་པ།", "ཆུ་ཚད་མཐོ་བའི་སྐོར་གསལ་བསྒྲགས།"],
       "ug": ["يېزىلىق مەكتەپتە يېڭى كۇتۇپخانا ئېچىلدى", "نورۇز بايرىمىدىن رەسىملەر", "ھاۋا رايى ئاگاھلاندۇرۇشى ئېلان قىلىندى"]}


@pytest.mark.parametrize("name", ["date", "time"])
@pytest.mark.parametrize("lang", ROWS)
def test_a_list_row_s_inline_date_is_left_out_of_its_title(lang: str, name: str) -> None:
    rows = "".join(f"<li><span class='{name}'>2024-06-1{n}</span><a href='/c/{n}.htm'><span>{title}</span></a>"
                   f"<p>{teaser}</p></li>" for n, (title, teaser) in enumerate(ROWS[lang]))
    side = "".join(f"<li><a href='/hot/{n}.htm'>{title}</a></li>" for n, title in enumerate(HOT[lang]))
    page = (f"<html lang='{lang}'><head><title>list</title></head><body><div class='nav'><a href='/'>home</a> | "
            f"<a href='/news'>news</a> | <a href='/culture'>culture</a></div><div class='main'><div class='left'>"
            f"<div class='list-page'><ul class='list'>{rows}</ul><div class='page'><a href='?p=1'>1</a> "
            f"<a href='?p=2'>2</a></div></div></div><div class='right'><h3>hot</h3><ul>{side}</ul></div></div>"
            f"<div class='footer'>© 2024 ICP 05001234</div></body></html>")
    lines = extract(page)
    assert all(teaser in lines for _, teaser in ROWS[lang])
    assert sum(title in lines for title, _ in ROWS[lang]) >= len(ROWS[lang]) - 1  # each title its own line
    assert not any("2024-06-1" in line for line in lines)
