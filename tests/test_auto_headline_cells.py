"""A table layout's headline (``auto.tables.HEADLINE_CELL_TAGS``): the sites of the 2000s set the headline in a cell of its
own ("<td><font size=5><b>headline</b></font></td>") over the dateline's cell and the article's: the <title> holds it
and a date stands under it, so it is the page's title and left out of the text, as an ``<h1>`` is. A cell the
<title> does not hold, one over no dateline, or one that shares its row (a table of data's first cell, a timetable's
station beside its date), stays. A headline's dateline that is a date alone goes with it (a date cell, a date
paragraph under an h1 or h2); a labelled date, a sentence opening with a date, a date under a heading the title does
not hold below the site's h1 and a data table's dates stay (an h2 that is the page's first heading, no h1 on the
page, is the headline whatever the title says). A ticker row over the headline cell (a ``<marquee>`` of the latest
items) does not keep the headline; a marquee scrolling paragraphs is text and opens the page."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per language: the headline, the dateline, the article's paragraphs; our own sentences
CASES = {
    "bo": ("ལུང་པའི་ལམ་གསར་པ།", "2008-09-03",
           ["ལོ་འདིའི་སྟོན་ཁར་ལུང་པའི་ནང་དུ་ས་ཐོ་ཅན་གྱི་ལམ་གསར་པ་ཞིག་བཏིང་བས་གྲོང་ཚོ་གསུམ་བར་གྱི་བགྲོད་ལམ་ཆུ་ཚོད་"
            "གཉིས་ཀྱིས་ཉེ་རུ་ཕྱིན།",
            "སྔོན་ཆད་དགུན་ཁར་ཁ་བ་བབས་ཚེ་ལམ་འགག་པས་ནད་པ་ཚོ་སྨན་ཁང་དུ་འགྲོ་མི་ཐུབ།",
            "ད་ལྟ་ཉིན་རེར་རླངས་འཁོར་ཐེངས་གཉིས་འགྲོ་བས་སློབ་ཕྲུག་ཚོ་ཁྱིམ་དུ་ལོག་ཐུབ།"]),
    "ug": ("جىلغىدىكى يېڭى يول", "2009-09-03",
           ["بۇ يىل كۈزدە جىلغىغا يېڭى تاش يول ياسالدى، ئۈچ كەنت ئارىسىدىكى يول ئىككى سائەت قىسقاردى.",
            "ئىلگىرى قىشتا قار يېغىپ يول توسۇلسا بىمارلار دوختۇرخانىغا بارالمايتتى.",
            "ھازىر ھەر كۈنى ئىككى قېتىم ئاپتوبۇس ماڭىدۇ، ئوقۇغۇچىلار ھەپتە ئاخىرىدا ئۆيىگە قايتالايدۇ."]),
}


def cell_page(lang: str, title: str, dated: bool = True) -> str:
    """A story in a layout table: the headline's cell, the dateline's cell (``dated``), the article's cell."""
    headline, date, paragraphs = CASES[lang]
    dateline = f'<tr><td align="center"><font size="2">{date}</font></td></tr>' if dated else ""
    return (f"<html lang='{lang}'><head><title>{title}</title></head><body><table width='100%'>"
            f"<tr><td align='center'><font size='5'><b>{headline}</b></font></td></tr>{dateline}"
            f"<tr><td>{'<br>'.join(paragraphs)}</td></tr></table></body></html>")


@pytest.mark.parametrize("lang", CASES)
def test_a_headline_cell_the_title_holds_is_left_out(lang: str) -> None:
    headline, _, paragraphs = CASES[lang]
    lines = kept_lines_scored(cell_page(lang, f"{headline} - site"), {}, KEPT)
    assert all(p in lines for p in paragraphs)
    assert headline not in lines


def data_page(lang: str) -> str:
    """A table of data whose first cell the <title> names, its date in the next cell of the row (a timetable's
    departure station and day), the rows of data under it."""
    headline, date, paragraphs = CASES[lang]
    rows = "".join(f"<tr><td>{n}</td><td>{p}</td></tr>" for n, p in enumerate(paragraphs, 1))
    return (f"<html lang='{lang}'><head><title>{headline} - site</title></head><body><table border='1'>"
            f"<tr><td>{headline}</td><td>{date}</td></tr>{rows}</table></body></html>")


# pages where the cell stays: (name, page maker)
KEPT_CELLS = {
    "a title that does not hold it": lambda lang: cell_page(lang, "site"),
    "no dateline under it": lambda lang: cell_page(lang, f"{CASES[lang][0]} - site", dated=False),
    "a table of data's first cell, its date beside it": data_page,
}


@pytest.mark.parametrize(("lang", "page"), [(lang, page) for lang in CASES for page in KEPT_CELLS])
def test_a_cell_that_is_no_headline_stays(lang: str, page: str) -> None:
    lines = kept_lines_scored(KEPT_CELLS[page](lang), {}, KEPT)
    assert CASES[lang][0] in lines


def heading_page(lang: str, title: str, tag: str, dateline: str, site_h1: bool = False) -> str:
    """A story under a heading (``tag``: h1, h2), a paragraph ``dateline`` under it, then the article's paragraphs;
    ``site_h1``: the site's name in an <h1> over it (the logo's heading of a template that titles its stories h2)."""
    headline, _, paragraphs = CASES[lang]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    logo = "<div class='logo'><h1>site</h1></div>" if site_h1 else ""
    return (f"<html lang='{lang}'><head><title>{title}</title></head><body>{logo}<div><{tag}>{headline}</{tag}>"
            f"<p>{dateline}</p>{body}</div></body></html>")


# pages whose headline goes with its dateline, a date alone: (name, page maker)
DATED_HEADLINES = {
    "a headline cell over a date cell": lambda lang: cell_page(lang, f"{CASES[lang][0]} - site"),
    "an h2 over a date paragraph": lambda lang: heading_page(lang, f"{CASES[lang][0]}_site", "h2", CASES[lang][1]),
    "an h1 over a bracketed date": lambda lang: heading_page(lang, "site", "h1", f"[ {CASES[lang][1]} ]"),
    # the page's first heading, no h1 on the page: its headline whatever the <title> says (a translated page's
    # <title> is its own text: headline._first_heading)
    "the first heading, an h2 the title does not hold, over a date paragraph": lambda lang: heading_page(
        lang, "site", "h2", CASES[lang][1]),
}


@pytest.mark.parametrize(("lang", "page"), [(lang, page) for lang in CASES for page in DATED_HEADLINES])
def test_a_headlines_lone_date_goes_with_it(lang: str, page: str) -> None:
    headline, date, paragraphs = CASES[lang]
    lines = kept_lines_scored(DATED_HEADLINES[page](lang), {}, KEPT)
    assert all(p in lines for p in paragraphs)
    assert not any(date in line for line in lines)
    assert headline not in lines


# per language: a date line that is more than a date (a label, a sentence); our own words
DATED_FACTS = {
    "bo": ["ཚེས་གྲངས། 2008-09-03", "2008-09-03 ཉིན་ལམ་གསར་པ་སྒོ་ཕྱེ།"],
    "ug": ["ۋاقتى: 2009-09-03", "2009-09-03 كۈنى يېڭى يول ئېچىلدى."],
}


def dated_table_page(lang: str) -> str:
    """A table of data under a headline cell: each row a date and the day's event (a chronicle), the first row's
    date right under the headline."""
    headline, date, paragraphs = CASES[lang]
    rows = "".join(f"<tr><td>{date}</td><td>{p}</td></tr>" for p in paragraphs)
    return (f"<html lang='{lang}'><head><title>{headline} - site</title></head><body><table width='100%'>"
            f"<tr><td colspan='2'><b>{headline}</b></td></tr>{rows}</table></body></html>")


# pages whose date line stays: (name, page maker, the line that stays)
KEPT_DATES = {
    "a labelled date under the headline": lambda lang: (
        heading_page(lang, f"{CASES[lang][0]}_site", "h2", DATED_FACTS[lang][0]), DATED_FACTS[lang][0]),
    "a sentence opening with a date": lambda lang: (
        heading_page(lang, "site", "h1", DATED_FACTS[lang][1]), DATED_FACTS[lang][1]),
    "a date under a heading the title does not hold, under the site's h1": lambda lang: (
        heading_page(lang, "site", "h2", CASES[lang][1], site_h1=True), CASES[lang][1]),
    "a data table whose cells hold dates": lambda lang: (dated_table_page(lang), CASES[lang][1]),
}


def timeline_page(lang: str) -> str:
    """A timeline under its h1: each record a date paragraph over its event's paragraph, the first date right under
    the headline."""
    headline, date, paragraphs = CASES[lang]
    records = "".join(f"<p>{date[:-1]}{n}</p><p>{p}</p>" for n, p in enumerate(paragraphs, 1))
    return (f"<html lang='{lang}'><head><title>{headline}</title></head><body><div><h1>{headline}</h1>{records}"
            f"</div></body></html>")


# pages of dated records under a headline: every record keeps its date (name, page maker)
DATED_RECORDS = {
    "a data table whose cells hold dates": dated_table_page,
    "a timeline of date paragraphs": timeline_page,
}


@pytest.mark.parametrize(("lang", "page"), [(lang, page) for lang in CASES for page in DATED_RECORDS])
def test_every_record_keeps_its_date(lang: str, page: str) -> None:
    lines = kept_lines_scored(DATED_RECORDS[page](lang), {}, KEPT)
    date_prefix = CASES[lang][1][:-1]
    assert sum(date_prefix in line for line in lines) == len(CASES[lang][2])


@pytest.mark.parametrize(("lang", "page"), [(lang, page) for lang in CASES for page in KEPT_DATES])
def test_a_date_that_is_no_headlines_dateline_stays(lang: str, page: str) -> None:
    markup, line = KEPT_DATES[page](lang)
    lines = kept_lines_scored(markup, {}, KEPT)
    assert all(p in "\n".join(lines) for p in CASES[lang][2])
    assert any(line in kept for kept in lines)


# per language: the latest items a ticker scrolls over the grid; our own words
TICKER_ITEMS = {
    "bo": ["གྲོང་ཚོའི་གླུ་གཞས་ཚོགས་འདུ།", "སློབ་གྲྭའི་དཔེ་མཛོད་ཁང་གསར་པ།"],
    "ug": ["كەنتتىكى ناخشا كېچىلىكى", "مەكتەپنىڭ يېڭى كۈتۈپخانىسى"],
}


def ticker_page(lang: str, title: str, ticker: str) -> str:
    """``cell_page`` with a ticker row over the headline's (``ticker``: the markup inside the ``<marquee>``)."""
    page = cell_page(lang, title)
    row = f"<tr><td><marquee>{ticker}</marquee></td></tr>"
    return page.replace("<table width='100%'>", f"<table width='100%'>{row}", 1)


def ticker_links(lang: str) -> str:
    """A ticker's latest items as links."""
    return " · ".join(f"<a href='/n/{n}.html'>{item}</a>" for n, item in enumerate(TICKER_ITEMS[lang]))


@pytest.mark.parametrize("lang", CASES)
def test_a_headline_cell_under_a_ticker_is_left_out(lang: str) -> None:
    headline, date, paragraphs = CASES[lang]
    lines = kept_lines_scored(ticker_page(lang, f"{headline} - site", ticker_links(lang)), {}, KEPT)
    assert all(p in lines for p in paragraphs)
    assert headline not in lines
    assert not any(date in line or TICKER_ITEMS[lang][0] in line for line in lines)


# pages with a ticker row whose headline cell stays: (name, page maker)
TICKER_KEPT_CELLS = {
    "a title that does not hold it": lambda lang: ticker_page(lang, "site", ticker_links(lang)),
    "a marquee scrolling paragraphs over it": lambda lang: ticker_page(
        lang, f"{CASES[lang][0]} - site", "".join(f"<p>{item}</p>" for item in TICKER_ITEMS[lang])),
}


@pytest.mark.parametrize(("lang", "page"), [(lang, page) for lang in CASES for page in TICKER_KEPT_CELLS])
def test_a_cell_under_a_ticker_that_is_no_headline_stays(lang: str, page: str) -> None:
    lines = kept_lines_scored(TICKER_KEPT_CELLS[page](lang), {}, KEPT)
    assert CASES[lang][0] in lines


# markup inside each line of a ticker that a reader does not see: its text closes in a sentence's mark ("!")
TICKER_HIDDEN_MARKUP = {
    "a script after each item": "<script>badge('new!');</script>",
    "a style after each item": '<style>marquee b::after{content:"!"}</style>',
    "a script inside each item's bold": "<b><script>badge('new!');</script></b>",
}


@pytest.mark.parametrize(("lang", "hidden"), [(lang, hidden) for lang in CASES for hidden in TICKER_HIDDEN_MARKUP])
def test_a_ticker_whose_lines_hold_a_script_still_leaves_the_headline_cell_out(lang: str, hidden: str) -> None:
    """A ``<br>``-lined marquee of the latest items, unlinked and closing in no sentence's mark, is a ticker, not
    scrolled text: the headline cell under it is left out. A ``<script>`` or ``<style>`` in each line ended the line
    in "!" as read (``itertext()`` read the script), so its lines read as sentences and the headline stayed."""
    items = [item.rstrip("།") for item in TICKER_ITEMS[lang]]   # (no sentence's mark: a ticker's bare items)
    ticker = "<br>".join(f"{item}{TICKER_HIDDEN_MARKUP[hidden]}" for item in items)
    lines = kept_lines_scored(ticker_page(lang, f"{CASES[lang][0]} - site", ticker), {}, KEPT)
    assert all(p in lines for p in CASES[lang][2])
    assert CASES[lang][0] not in lines
