"""A row of the site's link lists in the article's own layout table (``auto.tables.drop_link_list_rows``): four cells
or more, each a list of links on ``<br>`` lines under the article's cell, are left out however much the model and
``complete_tables`` kept them; a data table's row of one link per cell beside its figures, a data grid's row of
each column's sources under its rows of figures, and a table of link lists that holds nothing else (a reading list set
in columns, in one row or several), keep theirs."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, auto_lines, kept_lines_scored

# per language: the article's paragraphs and the site's sections in four columns; our own sentences and words
ARTICLES = {
    "bo": (["ཉིན་འདིར་རྫོང་གི་ཚོང་ར་གསར་པ་སྒོ་ཕྱེ་བས་གྲོང་མི་མང་པོས་ཚལ་ཐོག་དང་ཤིང་ཏོག་ཉོ་བར་ཡོང་། ཞིང་པ་ཚོས་རང་གི་ཐོན་རྫས་"
            "ཚོང་ར་ལ་ཁྱེར་ཡོང་ནས་ཚོང་བྱས།",
            "ཚོང་པ་ཚོས་ཚོང་ཁང་རེ་རེའི་མདུན་དུ་རིན་གོང་གི་ཐོ་གསལ་པོར་སྦྱར་ཡོད། ཉོ་མཁན་གྱིས་རེ་བ་བཏོན་ན་ཚོང་རའི་ལས་ཁུངས་"
            "ཀྱིས་རིན་མེད་དུ་ཡང་བསྐྱར་ཚད་འཇལ་བྱེད།"],
           [["གསར་འགྱུར།", "རྩེད་མོ།", "གནམ་གཤིས།"], ["སློབ་གསོ།", "འཕྲོད་བསྟེན།", "ལམ།"], ["པར།", "བརྙན།", "རླུང་འཕྲིན།"],
            ["ང་ཚོའི་སྐོར།", "འབྲེལ་བ།", "ཁྱབ་བསྒྲགས།"]]),
    "ug": (["دۈشەنبە كۈنى ناھىيىنىڭ يېڭى بازىرى ئېچىلدى، چۈشكىچە يۈزلىگەن كىشى دېھقانلاردىن كۆكتات، مېۋە ۋە چاي "
            "سېتىۋالغىلى كەلدى.",
            "ھەر بىر دۇكاننىڭ ئىشىكى ئالدىغا باھا تاختىسى ئېسىلغان، خېرىدار تەلەپ قىلسا بازار ئىشخانىسى ھەقسىز قايتا "
            "تارتىپ بېرىدۇ."],
           [["خەۋەر", "تەنتەربىيە", "ھاۋارايى"], ["مائارىپ", "ساغلاملىق", "يول"], ["سۈرەت", "سىن", "رادىئو"],
            ["بىز ھەققىدە", "ئالاقە", "ئېلان"]]),
    "zh": (["本周一，县里新建的农贸市场正式开业，到中午已有数百名群众前来购买蔬菜、水果和砖茶。",
            "每个摊位门口都挂着价格牌，市场管理处为有需要的顾客免费复秤，保障买卖公平。"],
           [["新闻", "体育", "天气"], ["教育", "卫生", "交通"], ["图片", "视频", "广播"], ["关于我们", "联系我们", "广告"]]),
    "en": (["The county opened its new market on Monday, and by noon hundreds of people had come to buy vegetables, "
            "fruit and tea from the farmers of the valley.",
            "Each stall shows its prices on a board by the door, and the market's office weighs any purchase again for "
            "free if a buyer asks."],
           [["News", "Sport", "Weather"], ["Schools", "Health", "Roads"], ["Photos", "Video", "Radio"],
            ["About us", "Contact", "Advertise"]]),
}


def link_cells(columns: list[list[str]]) -> str:
    """A row's cells, each a column's links on ``<br>`` lines."""
    return "".join("<td>" + "<br>".join(f"<a href='/s/{c}/{n}'>{x}</a>" for n, x in enumerate(column)) + "</td>"
                   for c, column in enumerate(columns))


def page(lang: str, table: str) -> str:
    return (f"<html lang='{lang}'><head><meta charset='utf-8'><title>news</title></head><body>"
            f"<div class='nav'><a href='/'>home</a> | <a href='/a'>about</a></div>{table}</body></html>")


@pytest.mark.parametrize("columns", [4, 5])
@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_a_row_of_link_lists_under_the_articles_cell_is_left_out(lang: str, columns: int) -> None:
    paragraphs, sections = ARTICLES[lang]
    sections = (sections + sections)[:columns]
    table = (f"<table><tr><td colspan='{columns}'>" + "".join(f"<p>{p}</p>" for p in paragraphs)
             + f"</td></tr><tr>{link_cells(sections)}</tr></table>")
    for lines in (auto_lines(page(lang, table)), kept_lines_scored(page(lang, table), {}, KEPT)):
        assert all(p in lines for p in paragraphs)
        assert not any(x in line for column in sections for x in column for line in lines)


# tables whose links are the page's: (name, table maker from the article's paragraphs and the sections)
KEPT_TABLES = {
    # a timetable's row: one linked stop per row beside its figures
    "a data table's linked column": lambda paragraphs, sections: (
        f"<p>{paragraphs[0]}</p><table>" + "".join(
            f"<tr><td>{n + 1}</td><td>07:{10 + n}</td><td>08:{20 + n}</td><td><a href='/stop/{n}'>{column[0]}</a></td>"
            "</tr>" for n, column in enumerate(sections)) + "</table>"),
    # a reading list in four columns, the article's text outside the table
    "a table of link lists alone": lambda paragraphs, sections: (
        f"<p>{paragraphs[0]}</p><table><tr>{link_cells(sections)}</tr></table><p>{paragraphs[1]}</p>"),
    # a comparison's grid: a row of figures per column over the row of each column's sources (review h184)
    "a data grid's row of sources": lambda paragraphs, sections: (
        f"<p>{paragraphs[0]}</p><table><tr>" + "".join(f"<th>{column[2]}</th>" for column in sections) + "</tr>"
        + "".join("<tr>" + "".join(f"<td>{n * 7 + c}%</td>" for c in range(len(sections))) + "</tr>" for n in range(3))
        + f"<tr>{link_cells(sections)}</tr></table><p>{paragraphs[1]}</p>"),
    # a reading list in two rows of four columns: each row's links are not the other's article (review h184)
    "two rows of link lists": lambda paragraphs, sections: (
        f"<p>{paragraphs[0]}</p><table><tr>{link_cells(sections)}</tr><tr>{link_cells(sections[::-1])}</tr>"
        "</table>"),
    # three columns of links under the article's cell: no row of four
    "three columns": lambda paragraphs, sections: (
        "<table><tr><td colspan='3'>" + "".join(f"<p>{p}</p>" for p in paragraphs)
        + f"</td></tr><tr>{link_cells(sections[:3])}</tr></table>"),
}


@pytest.mark.parametrize(("lang", "case"), [(lang, case) for lang in ARTICLES for case in KEPT_TABLES])
def test_links_of_the_pages_own_tables_are_kept(lang: str, case: str) -> None:
    paragraphs, sections = ARTICLES[lang]
    lines = kept_lines_scored(page(lang, KEPT_TABLES[case](paragraphs, sections)), {}, KEPT)
    assert any(sections[1][0] in line for line in lines)
