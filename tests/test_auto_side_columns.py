"""Side columns of a table layout (``auto.tables.drop_side_columns``): a page of the 2000s set in a grid ``<table>``, the
article in a wide cell and the side boxes (an "about us" box of prose, the latest items, friend links) in a narrow
sibling cell of the same row, each cell's width in its ``width`` attribute, its inline CSS (``style="width:200px"``)
or its column's ``<col>``, or in the cells of another row under the article's cell that spans them. The side cells'
boxes are left out however much the model liked them; a table of data, a row of two equal halves (in attributes, CSS
or cols), a narrow cell of plain text, widths in two units (a CSS width beside an attribute's pixels, a CSS minimum
width, a CSS width in ems), an attribute's narrow width a style widens, a cell's own width over its col's, a boxed
cell spanning two narrow cols, plain text cells under the spanning cell and a page whose article cell holds no
paragraph keep every kept cell."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms.auto.tables import SPAN_MAX, _column_widths
from extract.dom import build_dom
from tests.extraction_pages import KEPT, kept_lines_scored

# per language: the article's paragraphs, the side box's prose and its links; our own sentences
CASES = {
    "bo": (["ལོ་འདིའི་སྟོན་ཁར་གྲོང་ཚོའི་སློབ་གྲྭ་ཆུང་ངུའི་ཐོག་ཁ་གསར་དུ་བརྩིགས་པས་དགུན་ཁར་ཆར་ཆུ་འཛག་མི་སྲིད།",
            "ཕ་མ་ཚོས་ཤིང་དང་རྡོ་འཁྱེར་ནས་ཉིན་བཅུ་ལྷག་ལས་ཀ་བྱས་ཤིང་། དགེ་རྒན་ཚོས་ཕྱི་དྲོ་རེར་ལས་མི་ཚོར་ཇ་བསྐོལ།",
            "སློབ་ཕྲུག་ཚོས་ཐོག་ཁ་གསར་པའི་འོག་ཏུ་ཐེངས་དང་པོར་གླུ་བླངས་ནས་སློབ་གྲྭའི་ལོ་གསར་འགོ་བཙུགས།"],
           ["ང་ཚོའི་དྲ་ཚིགས་འདི་ནི་ལུང་པ་འདིའི་སློབ་གྲྭ་ཁག་གི་གནས་ཚུལ་དང་སློབ་ཕྲུག་གི་རྩོམ་ཡིག་སྤེལ་སའི་ས་ཡིན་ཞིང་། "
            "རྩོམ་སྒྲིག་པ་ཚང་མ་དགེ་རྒན་ཡིན་པས་ཟླ་རེར་ཐེངས་གཅིག་འཛོམས་ནས་རྩོམ་ཡིག་གདམ་གི་ཡོད།",
            "རྩོམ་ཡིག་བསྐུར་མཁན་ཚང་མར་ཟླ་བ་གཅིག་གི་ནང་དུ་ལན་འདེབས་ཀྱི་ཡོད་ལ། དཔར་མ་བསྐྲུན་ཡང་ཁོང་ཚོར་"
            "བསམ་འཆར་ཞུ་གི་ཡོད།"],
           ["སློབ་གྲྭའི་གླུ་གཞས་འགྲན་བསྡུར།", "དགུན་ཁའི་གསེང་གི་བརྡ་ཐོ།", "སློབ་ཕྲུག་གི་རི་མོ།"]),
    "ug": (["بۇ يىل كۈزدە كەنت مەكتىپىنىڭ ئۆگزىسى يېڭىدىن ياسالدى، قىشتا سىنىپلارغا ئەمدى سۇ ئۆتمەيدۇ.",
            "ئاتا-ئانىلار ياغاچ ۋە تاش ئېلىپ كېلىپ ئون كۈندىن ئارتۇق ئىشلىدى، ئوقۇتقۇچىلار ھەر چۈشتىن كېيىن "
            "ئىشچىلارغا چاي قاينىتىپ بەردى.",
            "ئوقۇغۇچىلار يېڭى ئۆگزە ئاستىدا تۇنجى قېتىم ناخشا ئېيتىپ يېڭى ئوقۇش يىلىنى باشلىدى."],
           ["بۇ تور بېكەت يۇرتىمىزدىكى مەكتەپلەرنىڭ خەۋەرلىرى ۋە ئوقۇغۇچىلارنىڭ ماقالىلىرى ئېلان قىلىنىدىغان جاي، "
            "تەھرىرلەرنىڭ ھەممىسى ئوقۇتقۇچى، ئۇلار ھەر ئايدا بىر قېتىم يىغىلىپ ماقالىلارنى تاللايدۇ.",
            "ماقالە ئەۋەتكەنلەرنىڭ ھەممىسىگە بىر ئاي ئىچىدە جاۋاب قايتۇرىمىز، ئېلان قىلىنمىسىمۇ ئۇلارغا پىكىر "
            "بېرىمىز."],
           ["مەكتەپ ناخشا مۇسابىقىسى", "قىشلىق تەتىل ئۇقتۇرۇشى", "ئوقۇغۇچىلارنىڭ رەسىملىرى"]),
}
DIRECTION = {"bo": "ltr", "ug": "rtl"}


def side_box(lang: str) -> str:
    """The side column's boxes: a table of "about us" prose, a list of the latest items."""
    _, about, latest = CASES[lang]
    items = "".join(f'<li><a href="/n/{n}.html">{title}</a></li>' for n, title in enumerate(latest))
    return f'<table width="100%"><tr><td>{"<br><br>".join(about)}</td></tr></table><ul>{items}</ul>'


def article_cell(lang: str, lines: str = "br") -> str:
    """The article's cell content: its paragraphs as ``<br>`` lines or as ``<p>`` elements."""
    paragraphs = CASES[lang][0]
    if lines == "br":
        return "<br>".join(paragraphs)
    return "".join(f"<p>{p}</p>" for p in paragraphs)


def layout_page(lang: str, row: str) -> str:
    """A page set in a grid table: ``row`` is the markup of the grid's one row."""
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><title>news</title></head><body>'
            f'<table width="778"><tr>{row}</tr></table></body></html>')


# rows of a grid whose narrow cell is a side column: (name, row markup maker)
SIDE_ROWS = {
    "right, pixels": lambda lang: (f'<td width="578" valign="top">{article_cell(lang)}</td>'
                                   f'<td width="200" valign="top">{side_box(lang)}</td>'),
    "left, percent": lambda lang: (f'<td width="25%">{side_box(lang)}</td>'
                                   f'<td width="75%">{article_cell(lang, "p")}</td>'),
    "nested article": lambda lang: (f'<td width="600"><table width="100%"><tr><td><table><tr><td>'
                                    f'{article_cell(lang)}</td></tr></table></td></tr></table></td>'
                                    f'<td width="180">{side_box(lang)}</td>'),
    "a row under the article": lambda lang: (f'<td colspan="2">{article_cell(lang)}</td></tr>'
                                             f'<tr><td>{side_box(lang)}</td><td><form>{side_box(lang)}</form></td>'),
    "right, CSS pixels": lambda lang: (f'<td style="width:578px; vertical-align:top">{article_cell(lang)}</td>'
                                       f'<td style="width:200px">{side_box(lang)}</td>'),
    "left, CSS percent": lambda lang: (f'<td style="border-width: 1px; width: 25%">{side_box(lang)}</td>'
                                       f'<td style="WIDTH: 75%">{article_cell(lang, "p")}</td>'),
    "CSS over an attribute": lambda lang: (f'<td width="50%" style="width:75%">{article_cell(lang)}</td>'
                                           f'<td width="50%" style="width:25%">{side_box(lang)}</td>'),
}


@pytest.mark.parametrize(("lang", "row"), [(lang, row) for lang in CASES for row in SIDE_ROWS])
def test_a_narrow_side_cells_boxes_are_left_out(lang: str, row: str) -> None:
    paragraphs, about, latest = CASES[lang]
    lines = kept_lines_scored(layout_page(lang, SIDE_ROWS[row](lang)), {}, KEPT)
    assert all(p in lines for p in paragraphs)
    assert not any(text in line for text in about + latest for line in lines)


def data_table(lang: str) -> str:
    """A table of data: a narrow label cell beside a wide value cell holding a list, on many rows."""
    paragraphs, _, latest = CASES[lang]
    rows = "".join(f'<tr><td width="120"><ul><li>{label}</li></ul></td><td width="600">{value}</td></tr>'
                   for label, value in zip(latest, paragraphs))
    return f'<html lang="{lang}"><head><title>t</title></head><body><table>{rows}{rows}</table></body></html>'


def columns_page(lang: str, columns: str, row: str) -> str:
    """A page set in a grid table whose widths are declared by its columns (``columns``: ``<col>`` or
    ``<colgroup>`` markup), its one row's cells declaring none."""
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><title>news</title></head><body>'
            f'<table width="778">{columns}<tr>{row}</tr></table></body></html>')


# grids sized by their columns whose narrow column is a side column: (name, columns markup, cells in order)
COLUMN_GRIDS = {
    "col widths": ('<col width="578"><col width="200">', ("article", "side")),
    "a colgroup of percentages": ('<colgroup><col width="25%"><col style="width: 75%"></colgroup>', ("side", "article")),
    "a spanned col": ('<colgroup><col span="2" width="200"><col width="578"></colgroup>', ("side", "side", "article")),
    "an article cell over two cols": ('<col width="100"><col width="478"><col width="200">', ("article2", "side")),
}


@pytest.mark.parametrize(("lang", "grid"), [(lang, grid) for lang in CASES for grid in COLUMN_GRIDS])
def test_a_side_column_sized_by_its_col_is_left_out(lang: str, grid: str) -> None:
    columns, order = COLUMN_GRIDS[grid]
    content = {"article": f"<td>{article_cell(lang)}</td>", "side": f"<td>{side_box(lang)}</td>",
               "article2": f"<td colspan='2'>{article_cell(lang)}</td>"}
    paragraphs, about, latest = CASES[lang]
    lines = kept_lines_scored(columns_page(lang, columns, "".join(content[c] for c in order)), {}, KEPT)
    assert all(p in lines for p in paragraphs)
    assert not any(text in line for text in about + latest for line in lines)


@pytest.mark.parametrize("attribute", ['<col span="{n}" width="10">', '<colgroup span="{n}" width="10"></colgroup>'])
def test_a_columns_span_counts_at_most_the_html_limit(attribute: str) -> None:
    """A hostile ``span`` lists no more column widths than HTML reads (``SPAN_MAX``): the page is read, not its claim."""
    claimed = 50 * SPAN_MAX
    markup = columns_page("bo", attribute.format(n=claimed), f"<td>{article_cell('bo')}</td>")
    dom = build_dom(lxml.html.document_fromstring(markup))
    table = dom.tags.index("table")
    assert len(_column_widths(dom, table)) == SPAN_MAX


# pages where the rule must not fire: (name, page maker); every cell's text is kept
KEPT_PAGES = {
    "a data table of many rows": data_table,
    "two equal halves": lambda lang: layout_page(lang, f'<td width="389">{article_cell(lang)}</td>'
                                                       f'<td width="389">{side_box(lang)}</td>'),
    "a narrow cell of plain text": lambda lang: layout_page(
        lang, f'<td width="578">{article_cell(lang)}</td><td width="200">{"<br>".join(CASES[lang][1])}</td>'),
    "a wide cell holding no paragraph": lambda lang: layout_page(
        lang, f'<td width="578">{CASES[lang][2][0]}</td><td width="200">{side_box(lang)}</td>'),
    "widths in two units": lambda lang: layout_page(lang, f'<td width="75%">{article_cell(lang)}</td>'
                                                          f'<td width="200">{side_box(lang)}</td>'),
    "plain text cells under a spanning cell": lambda lang: layout_page(
        lang, f'<td colspan="2">{article_cell(lang)}</td></tr><tr><td>{CASES[lang][1][0]}</td>'
              f'<td>{CASES[lang][1][1]}</td>'),
    "a spanning cell holding no paragraph": lambda lang: layout_page(
        lang, f'<td colspan="2">{CASES[lang][2][0]}</td></tr><tr><td>{side_box(lang)}</td><td>{side_box(lang)}</td>'),
    "two equal halves in CSS": lambda lang: layout_page(lang, f'<td style="width: 50%">{article_cell(lang)}</td>'
                                                              f'<td style="width: 50%">{side_box(lang)}</td>'),
    "a narrow attribute widened in CSS": lambda lang: layout_page(
        lang, f'<td width="75%">{article_cell(lang)}</td><td width="25%" style="width:50%">{side_box(lang)}</td>'),
    "a wide CSS cell beside a narrow attribute": lambda lang: layout_page(
        lang, f'<td style="width:75%">{article_cell(lang)}</td><td width="200">{side_box(lang)}</td>'),
    "two equal columns": lambda lang: columns_page(lang, '<col width="50%"><col width="50%">',
                                                   f"<td>{article_cell(lang)}</td><td>{side_box(lang)}</td>"),
    "a cell's own width over its col": lambda lang: columns_page(
        lang, '<col width="578"><col width="200">', f"<td>{article_cell(lang)}</td><td width=\"578\">{side_box(lang)}</td>"),
    "a CSS width in ems over a narrow attribute": lambda lang: layout_page(
        lang, f'<td width="578">{article_cell(lang)}</td><td width="200" style="width: 40em">{side_box(lang)}</td>'),
    "a boxed cell over two narrow cols": lambda lang: columns_page(
        lang, '<col width="200"><col width="200"><col width="378">',
        f"<td colspan='2'>{side_box(lang)}</td><td>{article_cell(lang)}</td>"),
    "a minimum width only": lambda lang: layout_page(
        lang, f'<td style="width:75%">{article_cell(lang)}</td><td style="min-width:25%">{side_box(lang)}</td>'),
}


@pytest.mark.parametrize(("lang", "page"), [(lang, page) for lang in CASES for page in KEPT_PAGES])
def test_no_side_column_keeps_every_cell(lang: str, page: str) -> None:
    _, about, _ = CASES[lang]
    markup = KEPT_PAGES[page](lang)
    lines = kept_lines_scored(markup, {}, KEPT)
    if page == "a data table of many rows":
        assert all(label in lines for label in CASES[lang][2])
    else:
        assert all(any(text in line for line in lines) for text in about)


# per language: an article's paragraphs and the narrow cell's own text beside it (a translation, a poem's stanzas,
# notes, facts "at a glance"), set in one list or in divs of one tag; our own sentences
OWN_TEXT = {
    "bo": ["The library bought five thousand new books this year.", "A new reading room opened for pupils and elders.",
           "It keeps Tibetan e-books from next spring."],
    "ug": ["市图书馆今年购进新书五千册。", "新阅览室向学生和老人开放。", "明年春天起增加维吾尔文电子图书。"],
}

# narrow cells whose list or divs are the cell's own text, beside or under the article: (name, row maker)
OWN_TEXT_ROWS = {
    "a lone list beside": lambda lang: (f'<td width="578">{article_cell(lang)}</td><td width="200"><b>English</b>'
                                        f'<ul>{"".join(f"<li>{x}</li>" for x in OWN_TEXT[lang])}</ul></td>'),
    "a lone div beside": lambda lang: (f'<td width="30%"><div>{"<br>".join(OWN_TEXT[lang])}</div></td>'
                                       f'<td width="70%">{article_cell(lang, "p")}</td>'),
    "stanzas in divs of one tag": lambda lang: (f'<td width="200" align="center">'
                                                f'{"".join(f"<div>{x}</div>" for x in OWN_TEXT[lang])}</td>'
                                                f'<td width="578">{article_cell(lang)}</td>'),
    "a poem's stanzas as a div over a list": lambda lang: (f'<td width="578">{article_cell(lang)}</td><td width="200">'
                                                          f'<div>{"<br>".join(OWN_TEXT[lang][:2])}</div>'
                                                          f'<ul><li>{OWN_TEXT[lang][2]}</li></ul></td>'),
    "a glossary under the spanning cell": lambda lang: (
        f'<td colspan="2">{article_cell(lang)}</td></tr><tr>' + "".join(
            f'<td><div>{OWN_TEXT[lang][k]}</div><dl><dt>{k + 1}</dt><dd>{OWN_TEXT[lang][k + 1]}</dd></dl></td>'
            for k in (0, 1))),
    "notes under the spanning cell": lambda lang: (f'<td colspan="2">{article_cell(lang)}</td></tr><tr>'
                                                   f'<td><ol>{"".join(f"<li>{x}</li>" for x in OWN_TEXT[lang][:2])}'
                                                   f'</ol></td><td><div>{OWN_TEXT[lang][2]}</div></td>'),
}


@pytest.mark.parametrize(("lang", "row"), [(lang, row) for lang in CASES for row in OWN_TEXT_ROWS])
def test_a_narrow_cells_own_list_or_divs_are_kept(lang: str, row: str) -> None:
    lines = kept_lines_scored(layout_page(lang, OWN_TEXT_ROWS[row](lang)), {}, KEPT)
    assert all(p in lines for p in CASES[lang][0])
    assert all(any(text in line for line in lines) for text in OWN_TEXT[lang])


def about_div(lang: str) -> str:
    """The "about us" box as a div of prose (no table)."""
    return f'<div>{"<br>".join(CASES[lang][1])}</div>'


def latest_list(lang: str) -> str:
    """The latest items as a list of links."""
    return f'<ul>{"".join(f"<li><a href=/n/{n}>{t}</a></li>" for n, t in enumerate(CASES[lang][2]))}</ul>'


# side cells that stay side columns although they hold lists or divs: (name, side cell content maker)
STACKED_SIDES = {
    "an about div over a link list": lambda lang: about_div(lang) + latest_list(lang),
    "a box table and a lone div": lambda lang: f"<table><tr><td>{CASES[lang][2][0]}</td></tr></table>" + about_div(lang),
    "a login form and a link list": lambda lang: f"<form><input name=u></form>{about_div(lang)}{latest_list(lang)}",
}


@pytest.mark.parametrize(("lang", "side"), [(lang, side) for lang in CASES for side in STACKED_SIDES])
def test_stacked_side_boxes_stay_left_out(lang: str, side: str) -> None:
    row = f'<td width="578">{article_cell(lang)}</td><td width="200">{STACKED_SIDES[side](lang)}</td>'
    lines = kept_lines_scored(layout_page(lang, row), {}, KEPT)
    assert all(p in lines for p in CASES[lang][0])
    assert not any(text in line for text in CASES[lang][1] for line in lines)


# per language: a box of facts' rows (label, value) the article cites; our own words and figures
FACTS = {
    "bo": [("ལོ།", "དཔེ་དེབ།"), ("༢༠༢༢", "༣༢༠༠"), ("༢༠༢༣", "༤༡༠༠"), ("༢༠༢༤", "༥༠༠༠")],
    "ug": [("يىل", "كىتاب"), ("2022", "3200"), ("2023", "4100"), ("2024", "5000")],
}
LOW = -5.0  # a score far under auto.THRESHOLD: the model leaves the block out (a box of short figures, as it does)


def facts_table(lang: str) -> str:
    """A table of label and value rows."""
    return "<table>" + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in FACTS[lang]) + "</table>"


def glossary(lang: str) -> str:
    """A ``<dl>`` of the same pairs, as terms and their meanings."""
    return "<dl>" + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in FACTS[lang]) + "</dl>"


# rows of a grid whose narrow cell or spanned row holds the article's box of facts: (name, row maker)
FACT_ROWS = {
    "a facts table beside": lambda lang: (f'<td width="578">{article_cell(lang)}</td>'
                                          f'<td width="200"><b>{CASES[lang][2][0]}</b>{facts_table(lang)}</td>'),
    "a facts table beside, in percent": lambda lang: (f'<td width="30%">{facts_table(lang)}</td>'
                                                      f'<td width="70%">{article_cell(lang, "p")}</td>'),
    "a glossary under the spanning cell": lambda lang: (f'<td colspan="2">{article_cell(lang)}</td></tr><tr>'
                                                        f'<td>{glossary(lang)}</td><td>{glossary(lang)}</td>'),
    "a header row of th cells over them": lambda lang: (f'<th colspan="2">{CASES[lang][2][1]}</th></tr><tr>'
                                                        f'<td width="578">{article_cell(lang)}</td>'
                                                        f'<td width="200">{facts_table(lang)}</td>'),
}


@pytest.mark.parametrize(("lang", "row"), [(lang, row) for lang in CASES for row in FACT_ROWS])
def test_a_box_of_facts_beside_the_article_is_kept(lang: str, row: str) -> None:
    figures = {text: LOW for pair in FACTS[lang] for text in pair}
    lines = kept_lines_scored(layout_page(lang, FACT_ROWS[row](lang)), figures, KEPT)
    assert all(p in lines for p in CASES[lang][0])
    assert all(any(text in line for line in lines) for pair in FACTS[lang][1:] for text in pair)


# a short product text of three Chinese sentences (over FACT_CONTENT_CHARS, under SIDE_CONTENT_CHARS) and its
# specification; our own words
SHORT_ARTICLE = ["这台藏文打字机的外壳用铝板制成，比老式机器轻了一半，出门带着也不累。",
                 "机器的色带可以自己更换，一卷色带能打大约三百页纸，在县城的文具店就能买到。",
                 "每台打字机都配有一本藏汉双语的使用说明书和一把清理键盘用的小刷子。"]
SPEC = [("重量", "两公斤半"), ("宽度", "三十厘米"), ("色带", "黑色"), ("保修", "一年")]


@pytest.mark.parametrize("place", ["beside", "before"])
def test_a_short_articles_facts_are_kept(place: str) -> None:
    article = f'<td width="640">{"".join(f"<p>{p}</p>" for p in SHORT_ARTICLE)}</td>'
    spec = '<td width="300"><b>规格</b><table>' + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in SPEC)
    row = article + spec + "</table></td>" if place == "beside" else spec + "</table></td>" + article
    markup = f'<html lang="zh"><head><title>打字机</title></head><body><table width="960"><tr>{row}</tr></table></body></html>'
    lines = kept_lines_scored(markup, {text: LOW for pair in SPEC for text in pair}, KEPT)
    assert all(p in lines for p in SHORT_ARTICLE)
    assert all(any(text in line for line in lines) for pair in SPEC for text in pair)


# per language: a site's widgets of label and value rows every page shows beside its article, a weather report and a
# visitor counter (review h162), a box of the article's facts with one label that reads as a counter's ("total")
# among others that do not, a device's specification of operating and storage temperature or humidity, and a device's
# specification labelled "Online" and "Total" (a counter's words over no count: review of session 31); our own words
# and figures
WIDGETS = {
    "bo": {"weather": [("གནམ་གཤིས།", "ཉི་མ།"), ("དྲོད་ཚད།", "༡༨°C"), ("རླུང་།", "བྱང་རླུང་།"), ("རློན་ཚད།", "༤༡%")],
           "counter": [("དེ་རིང་གི་ལྟ་མཁན།", "༡༢༥"), ("ཁ་སང་གི་ལྟ་མཁན།", "༢༠༣"), ("དྲ་ཐོག་ཡོད་མཁན།", "༦"),
                       ("ལྟ་མཁན་ཡོངས་བསྡོམས།", "༩༨༢༡༠")],
           "facts": [("སློབ་གྲྭ་ཚུགས་ལོ།", "༡༩༨༥"), ("སློབ་ཕྲུག", "༡༤༢"), ("དགེ་རྒན།", "༡༡"),
                     ("ཐོག་ཁ་ཡོངས་བསྡོམས།", "གྲུ་བཞི་སྨི་ ༣༠༠")],
           "spec": [("ལས་ཀའི་དྲོད་ཚད།", "-༡༠°C ནས་ ༤༥°C"), ("ཉར་ཚགས་རློན་ཚད།", "༩༠% མན།"), ("ཆེ་ཆུང་།", "སྲིད་ ༡༢ སེ་སྨི།"),
                    ("ལྗིད་ཚད།", "གྷ་རམ་ ༣༥༠")],
           "online": [("Online", "Wi-Fi དང་ Bluetooth"), ("Total", "གྷ་རམ་ ༣༥༠"), ("དྲ་ཐོག", "སྐུད་མེད་དྲ་བ།"),
                      ("ཁ་དོག", "སྔོན་པོ།")]},
    "ug": {"weather": [("ھاۋا", "ئوچۇق"), ("تېمپېراتۇرا", "23°C"), ("شامال", "شىمال شامىلى"), ("نەملىك", "%41")],
           "counter": [("بۈگۈنكى زىيارەت", "1254"), ("تۈنۈگۈنكى زىيارەت", "1873"), ("توردا", "6"),
                       ("جەمئىي زىيارەت", "982104")],
           "facts": [("قۇرۇلغان يىلى", "1985"), ("ئوقۇغۇچى", "142"), ("ئوقۇتقۇچى", "11"),
                     ("جەمئىي يەر كۆلىمى", "300 كۋادرات مېتىر")],
           "spec": [("ئىشلەش نەملىكى", "%10 - %90"), ("ساقلاش نەملىكى", "%5 - %95"), ("چوڭلۇقى", "12 سانتىمېتىر"),
                    ("ئېغىرلىقى", "350 گىرام")],
           "online": [("Online", "Wi-Fi ۋە Bluetooth"), ("Total", "350 گىرام"), ("توردا", "سىمسىز تور"),
                      ("رەڭگى", "كۆك")]},
}


def widget_row(lang: str, kind: str) -> str:
    """The article's cell beside a narrow cell holding a ``kind`` box of label and value rows, linking nothing."""
    rows = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in WIDGETS[lang][kind])
    return f'<td width="70%">{article_cell(lang, "p")}</td><td width="30%"><table>{rows}</table></td>'


@pytest.mark.parametrize(("lang", "kind"), [(lang, kind) for lang in WIDGETS for kind in ("weather", "counter")])
def test_a_sites_widget_beside_the_article_stays_left_out(lang: str, kind: str) -> None:
    lines = kept_lines_scored(layout_page(lang, widget_row(lang, kind)), {}, KEPT)
    assert all(p in lines for p in CASES[lang][0])
    assert not any(text in line for pair in WIDGETS[lang][kind] for text in pair for line in lines)


@pytest.mark.parametrize("lang", sorted(WIDGETS))
def test_a_counter_dl_beside_the_article_is_left_out(lang: str) -> None:
    """A visitor counter set as a ``<dl>`` of terms and counts in the narrow cell (no box of a side column, one list
    alone): ``auto.counters.drop_counter_boxes`` leaves it out (review of session 31)."""
    terms = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in WIDGETS[lang]["counter"])
    row = f'<td width="70%">{article_cell(lang, "p")}</td><td width="30%"><dl>{terms}</dl></td>'
    lines = kept_lines_scored(layout_page(lang, row), {}, KEPT)
    assert all(p in lines for p in CASES[lang][0])
    assert not any(text in line for pair in WIDGETS[lang]["counter"] for text in pair for line in lines)


@pytest.mark.parametrize(("lang", "kind"), [(lang, kind) for lang in WIDGETS for kind in ("facts", "spec", "online")])
def test_facts_with_counters_words_in_their_labels_are_kept(lang: str, kind: str) -> None:
    """A box of facts with one label that reads as a counter's ("total"), a device's specification whose labels
    qualify a weather report's words (operating and storage temperature or humidity), or one whose labels are a
    counter's words over no count ("Online" over "Wi-Fi", "Total" over a weight), is the article's own."""
    figures = {text: LOW for pair in WIDGETS[lang][kind] for text in pair}
    lines = kept_lines_scored(layout_page(lang, widget_row(lang, kind)), figures, KEPT)
    assert all(p in lines for p in CASES[lang][0])
    assert all(any(text in line for line in lines) for pair in WIDGETS[lang][kind] for text in pair)


# per language: a line under a box of facts that ``never_kept`` leaves out wherever it stands (a line stamped with
# the minute, an ad's label): the box is kept, not the line; our own words
FURNITURE_UNDER_FACTS = {
    "bo": "2024-05-01 10:30",
    "ug": "ئېلان",
    "zh": "广告",
    "en": "Updated 2024-05-01 10:30",
}


@pytest.mark.parametrize(("lang", "furniture"),
                         [(lang, line) for lang in CASES for line in FURNITURE_UNDER_FACTS.values()])
def test_a_furniture_line_in_a_box_of_facts_stays_out(lang: str, furniture: str) -> None:
    """The box of facts' blocks are kept (``_keep_blocks``) but for those ``never_kept`` excluded."""
    row = f'<td width="578">{article_cell(lang)}</td><td width="200">{facts_table(lang)}<p>{furniture}</p></td>'
    lines = kept_lines_scored(layout_page(lang, row), {text: LOW for pair in FACTS[lang] for text in pair}, KEPT)
    assert all(any(text in line for line in lines) for pair in FACTS[lang][1:] for text in pair)
    assert not any(furniture in line for line in lines)


# an English product's short text of three sentences (over FACT_CONTENT_CHARS) beside its specification; our own words
SHORT_ENGLISH_ARTICLE = ["This small laptop was built for the village school and weighs less than a bag of rice.",
                         "Its keyboard prints both Tibetan and Uyghur letters on every key in a second colour.",
                         "The battery lasts a whole school day, and the case survives a fall from a desk."]
# per box: label and value rows whose labels open with a Latin word that only starts like a widget's ("wind",
# "total"): a box of facts; or whose labels are a widget's words (a weather report, a visitor counter): left out
ENGLISH_BOXES = {
    "a laptop's spec": ([("Windows version", "11 Education"), ("Windows licence", "one seat"),
                         ("Memory", "8 GB"), ("Storage", "256 GB")], True),
    "a course's facts": ([("Training hours", "forty"), ("Windows version", "10 or later"),
                          ("Windows laptops lent", "twelve"), ("Seats", "twelve")], True),
    "a flow meter's spec": ([("Totalizer display", "eight digits"), ("Totalizer reset", "by key"),
                             ("Flow range", "1 to 40 l/min"), ("Pipe size", "DN 20")], True),
    "a weather report": ([("Weather", "sunny"), ("Temperature", "18 C"), ("Winds", "north, light"),
                          ("Humidity", "41%")], False),
    "a visitor counter": ([("Visitors today", "125"), ("Visits yesterday", "203"), ("Online", "6"),
                           ("Total visits", "98210")], False),
}


@pytest.mark.parametrize("box", list(ENGLISH_BOXES))
def test_an_english_box_is_told_from_a_widget_by_whole_words(box: str) -> None:
    """A spec box whose labels open with "Windows", "Training" or "Totalizer" is the product's facts, kept beside its
    short text: the widget test read "wind" in "Windows" and "total" in "Totalizer" and left the box out. A weather
    report's or a visitor counter's words stay a widget's."""
    rows, kept = ENGLISH_BOXES[box]
    article = f'<td width="640">{"".join(f"<p>{p}</p>" for p in SHORT_ENGLISH_ARTICLE)}</td>'
    spec = '<td width="300"><table>' + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows) + "</table></td>"
    markup = (f'<html lang="en"><head><title>School laptop</title></head><body><table width="960"><tr>{article}{spec}'
              "</tr></table></body></html>")
    lines = kept_lines_scored(markup, {text: LOW for pair in rows for text in pair}, KEPT)
    assert all(p in lines for p in SHORT_ENGLISH_ARTICLE)
    assert [any(text in line for line in lines) for pair in rows for text in pair] == [kept] * 2 * len(rows)
