"""Related records set as sibling tables of the same labels, each linking to its record's page
(``auto.record_tables.drop_record_tables``): beside a product's text and spec table they are left out however much
the model liked them; a listing made of such tables, a spec sheet split into sections, two tables compared in an
article and tables of the same labels that link nothing keep their cells."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per language: the product's name, description and spec rows (label, value); our own sentences and figures
PRODUCTS = {
    "bo": ("བོད་ཡིག་གི་མཐེབ་གཞོང་།",
           "མཐེབ་གཞོང་འདི་ལ་བོད་ཡིག་དང་དབྱིན་ཡིག་གཉིས་ཀ་པར་དུ་བརྒྱབ་ཡོད་ཅིང་། གློག་རྫས་ཐེངས་གཅིག་བཅུག་ན་ཟླ་བ་གསུམ་ལ་"
           "བེད་སྤྱོད་བྱེད་ཐུབ། དཔེ་ཆ་དང་རྩོམ་ཡིག་ཡུན་རིང་འབྲི་མཁན་ལ་འཚམ།",
           [("ཚོང་རྟགས།", "བཀྲ་ཤིས་བཟོ་གྲྭ།"), ("ལྗིད་ཚད།", "གྷ་རམ་ ༥༢༠"), ("ཁ་དོག", "ནག་པོ།")]),
    "ug": ("ئۇيغۇرچە كۇنۇپكا تاختىسى",
           "بۇ كۇنۇپكا تاختىسىغا ئۇيغۇرچە ۋە لاتىنچە ھەرپلەر بېسىلغان، بىر قېتىم توك قاچىلىسا ئۈچ ئاي ئىشلىتىشكە "
           "بولىدۇ، ئۇزاق ۋاقىت ماقالە يازىدىغانلارغا ماس كېلىدۇ.",
           [("ماركا", "تارىم ئۇستىخانىسى"), ("ئېغىرلىقى", "520 گىرام"), ("رەڭگى", "قارا")]),
    "zh": ("藏文机械键盘",
           "键帽双色印刷藏文和拉丁字母，支持有线和蓝牙两种连接方式，内置锂电池充满一次可用三个月，适合长时间录入经文和文章。",
           [("品牌", "扎西工坊"), ("重量", "520克"), ("颜色", "黑色")]),
    "en": ("Tibetan keyboard",
           "The keycaps carry Tibetan and Latin letters in two colours; it connects by cable or Bluetooth, and one "
           "charge of its battery lasts three months of typing long texts and letters.",
           [("Brand", "Tashi Works"), ("Weight", "520 grams"), ("Colour", "black")]),
}
# per language: the records' labels and three records' values (name, price, sold); our own words and figures
RECORDS = {
    "bo": (("མིང་།", "གོང་ཚད།", "ཚོང་གྲངས།"),
           [("ཡི་གེའི་དཔེ་དེབ།", "སྒོར་ ༣༥", "༡༢༠༣"), ("ཤིང་གི་སྨྱུ་གུ་སྒམ།", "སྒོར་ ༥༨", "༤༡༧"),
            ("བོད་རྒྱ་ཤན་སྦྱར་ཚིག་མཛོད།", "སྒོར་ ༩༦", "༢༢༡༠")]),
    "ug": (("نامى", "باھاسى", "سېتىلغىنى"),
           [("خەت مەشىق دەپتىرى", "35 يۈەن", "1203"), ("ياغاچ قەلەمدان", "58 يۈەن", "417"),
            ("ئۇيغۇرچە-خەنزۇچە لۇغەت", "96 يۈەن", "2210")]),
    "zh": (("商品", "价格", "销量"),
           [("藏文字帖（三册装）", "¥35.00", "已售1203件"), ("木制笔筒（手工雕刻）", "¥58.00", "已售417件"),
            ("藏汉双语词典", "¥96.00", "已售2210件")]),
    "en": (("Item", "Price", "Sold"),
           [("Copybook set of three", "$5.00", "1203 sold"), ("Carved pen holder", "$8.50", "417 sold"),
            ("Tibetan-Chinese dictionary", "$14.00", "2210 sold")]),
}
DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}


def record_table(labels: tuple[str, ...], values: tuple[str, ...], link: int | None, css: str = "rel") -> str:
    """One record's table: a label and value row per field, then a row linking to the record's page (``link``)."""
    rows = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in zip(labels, values))
    if link is not None:
        rows += f'<tr><td></td><td><a href="/p/{link}">&#8594;</a></td></tr>'
    return f'<table class="{css}">{rows}</table>'


def spec_table(lang: str) -> str:
    """The product's spec table, its long description in a row of its own."""
    name, description, rows = PRODUCTS[lang]
    cells = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows)
    return f'<table class="param"><tr><td>*</td><td>{description}</td></tr>{cells}</table>'


def page(lang: str, body: str) -> str:
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><title>{PRODUCTS[lang][0]}</title></head><body>'
            f'<div class="nav"><a href="/">home</a> | <a href="/shop">shop</a></div><div class="detail">{body}</div>'
            f'<div class="footer"><a href="/privacy">privacy</a></div></body></html>')


def related(lang: str, link: bool = True) -> str:
    labels, records = RECORDS[lang]
    return "".join(record_table(labels, values, n if link else None) for n, values in enumerate(records))


def record_texts(lang: str) -> list[str]:
    return [text for values in RECORDS[lang][1] for text in values]


@pytest.mark.parametrize("lang", sorted(PRODUCTS))
def test_related_records_tables_beside_a_product_are_left_out(lang: str) -> None:
    name, description, rows = PRODUCTS[lang]
    lines = kept_lines_scored(page(lang, f"<h1>{name}</h1>{spec_table(lang)}<h3>+</h3>{related(lang)}"), {}, KEPT)
    assert any(description in line for line in lines)
    assert all(any(text in line for line in lines) for pair in rows for text in pair)
    assert not any(text in line for text in record_texts(lang) for line in lines)


# pages where the records' tables are the page's own text: (name, body maker)
KEPT_PAGES = {
    # a shop's listing: its heading and the records' tables, nothing else to outweigh them
    "a listing of record tables": lambda lang: f"<h1>{PRODUCTS[lang][0]}</h1>{related(lang)}",
    # the same labels in tables that link nothing: a report's tables per year or per school
    "tables without links": lambda lang: f"<h1>{PRODUCTS[lang][0]}</h1>{spec_table(lang)}{related(lang, False)}",
    # two products compared in a review, each its table and its shop link: no run of records
    "two compared tables": lambda lang: (f"<h1>{PRODUCTS[lang][0]}</h1>{spec_table(lang)}"
                                         + "".join(record_table(RECORDS[lang][0], values, n)
                                                   for n, values in enumerate(RECORDS[lang][1][:2]))),
}


@pytest.mark.parametrize(("lang", "case"), [(lang, case) for lang in PRODUCTS for case in KEPT_PAGES])
def test_tables_of_the_pages_own_are_kept(lang: str, case: str) -> None:
    lines = kept_lines_scored(page(lang, KEPT_PAGES[case](lang)), {}, KEPT)
    texts = record_texts(lang) if case != "two compared tables" else [t for v in RECORDS[lang][1][:2] for t in v]
    assert all(any(text in line for line in lines) for text in texts)


@pytest.mark.parametrize("lang", sorted(PRODUCTS))
def test_a_spec_sheet_in_sections_with_links_is_kept(lang: str) -> None:
    """A spec sheet split into three sibling tables, each with a link (a manual's), has other labels in each."""
    _, _, rows = PRODUCTS[lang]
    labels, records = RECORDS[lang]
    sections = "".join(record_table((labels[n], rows[n][0], rows[(n + 1) % 3][0]), values, n)
                       for n, values in enumerate(records))
    lines = kept_lines_scored(page(lang, f"<h1>{PRODUCTS[lang][0]}</h1>{spec_table(lang)}{sections}"), {}, KEPT)
    assert all(any(text in line for line in lines) for text in record_texts(lang))


# per language: the heading over the related records (our own words)
RELATED_HEADINGS = {"bo": "འབྲེལ་ཡོད་ཚོང་ཟོག", "ug": "مۇناسىۋەتلىك مەھسۇلاتلار", "zh": "相关商品", "en": "Related products"}
# where the heading stands: (name, body maker from the language and the heading, whether the heading is kept)
HEADED_RUNS = {
    # the records' heading alone over them: it goes with them (review of session 32: it stayed as an orphan)
    "a heading over the related records": (lambda lang, heading: f"<h1>{PRODUCTS[lang][0]}</h1>{spec_table(lang)}"
                                           f"<h3>{heading}</h3>{related(lang)}", False),
    # the same heading over the records but in a box of its own, the page's footer after the box: it goes
    "a heading over the records in a box of its own": (lambda lang, heading: (
        f"<h1>{PRODUCTS[lang][0]}</h1>{spec_table(lang)}<div class='box'><h3>{heading}</h3>{related(lang)}</div>"
        f"<p>{PRODUCTS[lang][1][:20]}</p>"), False),
    # the heading over the product's spec table, the records under it with no heading of their own
    "a heading over the spec table": (lambda lang, heading: f"<h1>{PRODUCTS[lang][0]}</h1><h3>{heading}</h3>"
                                      f"{spec_table(lang)}{related(lang)}", True),
}


@pytest.mark.parametrize(("lang", "case"), [(lang, case) for lang in PRODUCTS for case in HEADED_RUNS])
def test_the_heading_over_dropped_record_tables_goes_with_them(lang: str, case: str) -> None:
    make, heading_kept = HEADED_RUNS[case]
    heading = RELATED_HEADINGS[lang]
    lines = kept_lines_scored(page(lang, make(lang, heading)), {}, KEPT)
    assert any(PRODUCTS[lang][1] in line for line in lines)
    assert not any(text in line for text in record_texts(lang) for line in lines)
    assert (heading in lines) == heading_kept


# per language: a short page title (our own words), set alone in the page's header
PAGE_TITLES = {"bo": "མཐེབ་གཞོང་།", "ug": "كۇنۇپكا", "zh": "键盘", "en": "Keyboard"}
# how the title's header is set: the title alone in a box of its own (its parent ends before the records)
TITLE_BOXES = {
    "a header": lambda title: f"<header><h1>{title}</h1></header>",
    "a div": lambda title: f"<div class='title'><h2>{title}</h2></div>",
}


@pytest.mark.parametrize(("lang", "box"), [(lang, box) for lang in PRODUCTS for box in TITLE_BOXES])
def test_a_page_title_alone_in_its_header_over_dropped_records_is_kept(lang: str, box: str) -> None:
    """The page's title, in a header of its own over the related records and then the product's spec table, titles
    the page, not the records: the box read for what it titles holds the records and what follows (review h184: a
    product page's h1 alone in its header went with the records under it)."""
    title = PAGE_TITLES[lang]
    lines = kept_lines_scored(page(lang, f"{TITLE_BOXES[box](title)}{related(lang)}{spec_table(lang)}"), {}, KEPT)
    assert any(PRODUCTS[lang][1] in line for line in lines)
    assert not any(text in line for text in record_texts(lang) for line in lines)
    assert title in lines
