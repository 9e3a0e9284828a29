"""Table pages written to break the table-layout rules where none of them may fire: ``auto.tables.drop_side_columns``
(a narrow cell holding a box beside a wide cell of text), the ticker rules (``auto.headline.TICKER_TAGS``,
``auto.headline._ticker_lead``) and the headline-cell rule (``auto.tables.HEADLINE_CELL_TAGS``). A data table with a
narrow first column, a bilingual text table of two columns, a calendar, a sports results grid, a menu card and a table
of contents in a narrow cell that is the page keep every line the model passed; then pages written to break review
h159's own rules (a box of facts kept beside the article, a bare age among verses, a notice's ``<br>`` lines in a
marquee, stacked boxes of links)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# our own sentences: a Tibetan story, its Chinese translation, Uyghur and English lines
BO = ["ཉིན་འདིར་སློབ་གྲྭའི་རྩེད་ཐང་དུ་རྟ་རྒྱུག་འགྲན་བསྡུར་བྱས་པས་ཕ་མ་དང་སློབ་ཕྲུག་མང་པོ་ལྟ་རུ་ཡོང་།",
      "འགྲན་བསྡུར་རྗེས་སུ་དགེ་རྒན་ཚོས་རྟ་པ་རྣམས་ལ་ཁ་བཏགས་དང་ཆ་རྐྱེན་ཆུང་ཆུང་ཕུལ།"]
ZH = ["今天学校操场上举行了赛马比赛，许多家长和学生前来观看。", "比赛结束后，老师们向骑手献上哈达和小奖品。"]
UG = ["بۈگۈن مەكتەپ مەيدانىدا ئات بەيگىسى ئۆتكۈزۈلدى، نۇرغۇن ئاتا-ئانىلار ۋە ئوقۇغۇچىلار كۆرگىلى كەلدى.",
      "بەيگىدىن كېيىن ئوقۇتقۇچىلار چەۋەندازلارغا كىچىك سوۋغاتلارنى تەقدىم قىلدى."]
EN = ["The county school held its spring horse race on the playground this morning before a large crowd.",
      "After the race the teachers gave every rider a white scarf and a small prize for taking part."]


def page(lang: str, title: str, body: str) -> str:
    """A page of ``body`` under the <title> ``title``."""
    return f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>{body}</body></html>"


def data_table() -> str:
    """A table of data whose narrow first column holds each row's small table (a number over a date), the wide one
    its text: three rows, a layout grid's count."""
    rows = "".join(f"<tr><td width='15%'><table><tr><td>{n + 1}</td></tr><tr><td>2024-0{n + 3}-01</td></tr></table>"
                   f"</td><td width='85%'>{line}</td></tr>" for n, line in enumerate(EN + EN[:1]))
    return page("en", "Race notes", f"<table width='100%'>{rows}</table>")


def bilingual_table() -> str:
    """A text of two columns, Tibetan beside Chinese, each cell a paragraph of its own."""
    rows = "".join(f"<tr><td width='50%'><p>{bo}</p></td><td width='50%'><p>{zh}</p></td></tr>" for bo, zh in zip(BO, ZH))
    return page("bo", "རྟ་རྒྱུག 赛马", f"<table width='900'>{rows}</table>")


def calendar() -> str:
    """A week's calendar of events under the month's note, which spans its seven day columns: each day cell a day's
    name over a list of its linked events (a div and a list, as a side column's boxes are stacked)."""
    days = "".join(f"<td><div>{d + 1}</div><ul><li><a href='/e/{d}'>{UG[d % 2][:24]}</a></li></ul></td>"
                   for d in range(7))
    return page("ug", "بەيگە", f"<table width='778'><tr><td colspan='7'>{'<br>'.join(UG)}</td></tr><tr>{days}</tr>"
                               "</table>")


def results_grid() -> str:
    """A sports results grid: the event's name alone in a row, its date under it, then the teams' rows."""
    teams = "".join(f"<tr><td>{team}</td><td>{score}</td></tr>"
                    for team, score in (("Eagles", "3"), ("Yaks", "2"), ("Snow Lions", "1")))
    return page("en", "Spring cup results", "<table><tr><td colspan='2'>Spring cup results</td></tr>"
                                            "<tr><td colspan='2'>2024-05-04</td></tr>" + teams + "</table>")


def menu_card() -> str:
    """A restaurant's menu card: dish names and prices, a narrow price column beside a wide one of dishes, one row."""
    dishes = "<br>".join(ZH)
    prices = "<ul><li>38元</li><li>42元</li></ul><div>每日供应</div>"
    return page("zh", "菜单", f"<table width='600'><tr><td width='450'>{dishes}</td><td width='150'>{prices}</td></tr>"
                              "</table>")


def toc_page() -> str:
    """A table of contents in a narrow cell, the page itself: the wide cell beside it holds a short note alone."""
    chapters = "".join(f"<li><a href='/c/{n}'>{line}</a></li>" for n, line in enumerate(BO))
    return page("bo", "དཀར་ཆག", f"<table width='778'><tr><td width='200'><div>དཀར་ཆག</div><ol>{chapters}</ol></td>"
                                 f"<td width='578'>{BO[0][:30]}</td></tr></table>")


# (name, page, lines that must stay kept): pages where no table-layout rule may fire
LAYOUT_PAGES = {
    "a data table with a narrow first column": (data_table, ["1", "2024-03-01"] + EN),
    "a bilingual text table of two columns": (bilingual_table, BO + ZH),
    "a week's calendar under its note": (calendar, UG + ["1", "7"]),
    "a sports results grid": (results_grid, ["Eagles", "Snow Lions"]),
    "a menu card": (menu_card, ZH + ["38元", "每日供应"]),
    "a table of contents that is the page": (toc_page, BO),
}


@pytest.mark.parametrize("name", list(LAYOUT_PAGES))
def test_no_table_layout_rule_fires(name: str) -> None:
    make, lines = LAYOUT_PAGES[name]
    kept = kept_lines_scored(make(), {}, KEPT)
    assert all(any(line in k for k in kept) for line in lines), kept


def grid(lang: str, side: str, article: list[str]) -> str:
    """A one-row layout grid: the article's ``<br>`` lines in a wide cell, ``side`` in a narrow one."""
    return page(lang, "news", f"<table width='778'><tr><td width='578'>{'<br>'.join(article)}</td>"
                              f"<td width='200'>{side}</td></tr></table>")


def linked_rows_side() -> str:
    """A side cell's latest items as a table of label and value rows, each title a link beside its date."""
    rows = "".join(f"<tr><td><a href='/n/{n}'>{line[:30]}</a></td><td>2024-05-0{n + 1}</td></tr>"
                   for n, line in enumerate(ZH + ZH))
    return grid("en", f"<table>{rows}</table>", EN)


def calendar_side() -> str:
    """A side cell's calendar: rows of seven day cells, no link, beside the article."""
    weeks = "".join("<tr>" + "".join(f"<td>{7 * w + d + 1}</td>" for d in range(7)) + "</tr>" for w in range(4))
    return grid("ug", f"<table>{weeks}</table>", UG)


def entry_records() -> str:
    """Entries (a guestbook's), each a record of its age over three paragraphs, no link: an age where records sit
    around it."""
    record = "<div class='entry'><p>{age}</p>" + "".join(f"<p>{line}</p>" for line in EN + EN[:1]) + "</div>"
    return page("en", "race", f"<article><h1>race</h1><p>{' '.join(EN)}</p></article><section>"
                              + record.format(age="3 hours ago") + record.format(age="5 hours ago") + "</section>")


def headline_ticker() -> str:
    """A marquee of linked headlines on ``<br>`` lines, each marked new, over the article's cell."""
    heads = "<br>".join(f"<a href='/n/{n}'>{line[:12]}</a> new" for n, line in enumerate(ZH))
    return page("zh", "news", f"<table><tr><td><marquee>{heads}</marquee></td></tr>"
                              f"<tr><td>{'<br>'.join(ZH + ZH)}</td></tr></table>")


def stacked_links_side() -> str:
    """A side cell's "about" div over an ordered list of links."""
    links = "".join(f"<li><a href='/n/{n}'>{line[:20]}</a></li>" for n, line in enumerate(BO))
    return grid("bo", f"<div>{BO[1]}</div><ol>{links}</ol>", BO[:1] * 3)


def counter_side() -> str:
    """A side cell's visitor counter: two rows of a label and a number, no link (fewer rows than a box of facts)."""
    return grid("zh", "<table><tr><td>今日访问</td><td>1024</td></tr><tr><td>在线人数</td><td>17</td></tr></table>", ZH * 4)


# (name, page, lines that must stay, texts that must go): pages where h159's own rules must not fire
OWN_RULE_PAGES = {
    "a side table of linked titles and dates": (linked_rows_side, EN, [ZH[0][:30], "2024-05-01"]),
    "a calendar beside the article": (calendar_side, UG, ["28"]),
    "a two-row visitor counter beside the article": (counter_side, ZH, ["今日访问", "1024"]),
    "entry records' ages": (entry_records, EN, ["3 hours ago", "5 hours ago"]),
    "a ticker of linked headlines on br lines": (headline_ticker, ZH, [f"{ZH[1][:12]} new"]),
    "an about div over an ordered list of links": (stacked_links_side, BO[:1], [BO[1][:20]]),
}


@pytest.mark.parametrize("name", list(OWN_RULE_PAGES))
def test_h159_rules_do_not_fire(name: str) -> None:
    make, kept_lines, dropped = OWN_RULE_PAGES[name]
    kept = kept_lines_scored(make(), {}, KEPT)
    assert all(any(line in k for k in kept) for line in kept_lines), kept
    assert not any(text in k for text in dropped for k in kept), kept
