"""Pages written to break h154's table-layout rules, where none of them may fire: a side column read from CSS or a
``<col>`` (``auto.tables.STYLE_WIDTH_RE``, ``auto.tables._column_widths``), a headline's lone date left out with it
(``auto.headline.DATE_ALONE_RE``), a ticker passed over above the headline (``auto.headline.HEADLINE_TICKER_BLOCKS``). Every page keeps
the line named beside it."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# an article's paragraphs and a side box's prose: our own sentences (Chinese, English)
ARTICLE = ["县图书馆今年新建了一个少儿阅览室，周末开放，孩子们可以在里面读书、画画、听故事，家长也可以陪同。",
           "阅览室里有藏文、维吾尔文和汉文的图画书三千多册，都是去年秋天从各地捐来的，每一本都登记了捐书人的名字。",
           "馆长说，明年春天还要办一次儿童读书节，请学校的老师带学生来讲自己最喜欢的一本书。"]
ABOUT = ["This box tells readers who we are: a county library's volunteers writing about the books we lend out.",
         "Write to us with your own reading stories; every letter gets an answer within a month."]
EVENTS = ["The reading room opens its doors.", "The first storytelling morning.", "The spring reading festival."]


def page(title: str, body: str) -> str:
    """A page of ``body`` under the <title> ``title``."""
    return f"<html lang='zh'><head><title>{title}</title></head><body>{body}</body></html>"


def box() -> str:
    """A side box: an "about us" table of prose."""
    return f"<table><tr><td>{'<br>'.join(ABOUT)}</td></tr></table>"


def row_table(cells: str, columns: str = "") -> str:
    """A one-row grid table."""
    return f"<table width='778'>{columns}<tr>{cells}</tr></table>"


# (name, page, a line that must stay kept)
GUARDS = {
    "two halves sized in CSS, a box in each": (
        page("library", row_table(f"<td style='width: 50%'>{'<br>'.join(ARTICLE)}{box()}</td>"
                                  f"<td style='width:50%'>{box()}</td>")), ABOUT[0]),
    "a CSS percentage beside an attribute's pixels": (
        page("library", row_table(f"<td style='width:75%'>{'<br>'.join(ARTICLE)}</td><td width='150'>{box()}</td>")),
        ABOUT[0]),
    "a chronicle table's dates under its headline cell": (
        page("Reading room - library", "<table><tr><td colspan='2'>Reading room</td></tr>" + "".join(
            f"<tr><td>2024-0{n}-01</td><td>{event} {ARTICLE[n - 1]}</td></tr>" for n, event in enumerate(EVENTS, 1))
             + "</table>"), "2024-01-01"),
    "a timeline's first date under its h1": (
        page("Reading room", "<h1>Reading room</h1>" + "".join(
            f"<p>March {n}, 2024</p><p>{ARTICLE[n - 1]}</p>" for n in range(1, 4))), "March 1, 2024"),
    "a cell holding a marquee and its own paragraph over the headline cell": (
        page("Reading room - library", "<table><tr><td><marquee>Welcome</marquee>" + ABOUT[1] + "</td></tr>"
             "<tr><td>Reading room</td></tr><tr><td>2024-03-01</td></tr>"
             f"<tr><td>{'<br>'.join(ARTICLE)}</td></tr></table>"), "Reading room"),
}


@pytest.mark.parametrize("name", GUARDS)
def test_no_table_layout_rule_fires(name: str) -> None:
    markup, line = GUARDS[name]
    lines = kept_lines_scored(markup, {}, KEPT)
    assert any(line in kept for kept in lines)
    assert all(any(p in kept for kept in lines) for p in ARTICLE)
