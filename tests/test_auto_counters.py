"""A site's visitor counter set in the article's own box (``auto.counters.drop_counter_boxes``): a table or a ``<dl>``
of counter labels over bare counts, beside the article's facts table or under its paragraphs, is left out however
much the model liked it; the article's own boxes of figures, a weather box, a spec box with a counter's word among
its labels and a table of three columns are left as the model keeps them."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per language: the article's paragraphs and its facts table's rows (label, value); our own sentences and figures
ARTICLES = {
    "bo": (["གྲོང་ཚོའི་སློབ་གྲྭ་ཆུང་ངུར་ལོ་འདིར་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་ཚུགས་ཤིང་། "
            "སློབ་ཕྲུག་ཚོས་ཉིན་རེར་དཔེ་དེབ་ཀློག་གི་ཡོད།",
            "དགེ་རྒན་ཚོས་ཕྱི་དྲོ་རེར་སློབ་ཕྲུག་ཚོར་སྒྲུང་བཤད་ནས་ཡི་གེ་འབྲི་སྟངས་ཀྱང་སློབ་ཀྱི་ཡོད།"],
           [("དཔེ་དེབ།", "ཉིས་སྟོང་། བོད་ཡིག་དང་རྒྱ་ཡིག་གི་དཔེ་དེབ་ཕྱེད་ཀ་རེ་ཡིན།"), ("སློབ་ཕྲུག", "བརྒྱ་དང་བཞི་བཅུ།"),
            ("དགེ་རྒན།", "བཅུ་གཅིག")]),
    "ug": (["بۇ يىل كەنت مەكتىپىدە يېڭى كۈتۈپخانا ئېچىلدى، ئوقۇغۇچىلار ھەر كۈنى چۈشتىن كېيىن كىتاب ئوقۇيدۇ.",
            "ئوقۇتقۇچىلار ھەر ھەپتىدە بىر قېتىم بالىلارغا چۆچەك سۆزلەپ بېرىدۇ ۋە ئۇلارغا خەت يېزىشنى ئۆگىتىدۇ."],
           [("كىتاب", "ئىككى مىڭ، يېرىمى ئۇيغۇرچە، يېرىمى خەنزۇچە كىتاب."), ("ئوقۇغۇچى", "140 نەپەر"),
            ("ئوقۇتقۇچى", "11 نەپەر")]),
    "zh": (["村里的小学今年新建了一间图书室，孩子们每天下午都会来这里借书看书，写完作业再回家。",
            "老师们每周给孩子们讲一次故事，还教他们怎样给借来的书包上书皮，爱护图书。"],
           [("藏书", "两千册，其中藏文和汉文图书各占一半，另有少量英文绘本。"), ("学生", "一百四十人"), ("教师", "十一人")]),
    "en": (["The village school opened a small library this spring, and the pupils come every afternoon to read.",
            "Once a week the teachers read a story aloud and show the children how to mend a torn page."],
           [("Books", "Two thousand, half of them in Tibetan and half in Chinese, with a shelf of picture books."),
            ("Pupils", "a hundred and forty"), ("Teachers", "eleven")]),
}
# per language: the site's visitor counter (today's, yesterday's, online and total visits); our own labels and counts
COUNTERS = {
    "bo": [("དེ་རིང་གི་ལྟ་མཁན།", "༡༢༥"), ("ཁ་སང་གི་ལྟ་མཁན།", "༢༠༣"), ("དྲ་ཐོག་ཡོད་མཁན།", "༦"),
           ("ལྟ་མཁན་ཡོངས་བསྡོམས།", "༩༨༢༡༠")],
    "ug": [("بۈگۈنكى زىيارەت", "1254"), ("تۈنۈگۈنكى زىيارەت", "1873"), ("توردا", "6"), ("جەمئىي زىيارەت", "982,104")],
    "zh": [("今日访问", "125人"), ("昨日访问", "203人"), ("在线人数", "6"), ("总访问量", "98210")],
    "en": [("Visitors today", "125"), ("Yesterday", "203"), ("Online now", "6"), ("Total visits", "98 210")],
}
DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}


def table(rows: list[tuple[str, str]], css: str) -> str:
    """A table of label and value rows."""
    return f'<table class="{css}">' + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows) + "</table>"


def terms(rows: list[tuple[str, str]], css: str) -> str:
    """A ``<dl>`` of terms and their values."""
    return f'<dl class="{css}">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def content_page(lang: str, boxes: str) -> str:
    """The article's paragraphs, then ``boxes``, in one content div."""
    paragraphs = "".join(f"<p>{p}</p>" for p in ARTICLES[lang][0])
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><title>news</title></head><body>'
            f'<div class="nav"><a href="/">home</a> | <a href="/news">news</a></div>'
            f'<div id="content"><h1>news</h1>{paragraphs}{boxes}</div>'
            f'<div class="footer"><a href="/privacy">privacy</a></div></body></html>')


# the counter's place in the content div: (name, markup maker)
COUNTER_PLACES = {
    "a counter table beside the facts table": lambda lang: (table(ARTICLES[lang][1], "facts")
                                                            + table(COUNTERS[lang], "counter")),
    "a counter table under the paragraphs": lambda lang: table(COUNTERS[lang], "stats"),
    "a counter dl beside the article": lambda lang: terms(COUNTERS[lang], "stats"),
    "a counter table in a tbody": lambda lang: table(COUNTERS[lang], "stats").replace("<tr>", "<tbody><tr>", 1)
                                                .replace("</table>", "</tbody></table>"),
}


@pytest.mark.parametrize(("lang", "place"), [(lang, place) for lang in ARTICLES for place in COUNTER_PLACES])
def test_a_visitor_counter_in_the_articles_box_is_left_out(lang: str, place: str) -> None:
    lines = kept_lines_scored(content_page(lang, COUNTER_PLACES[place](lang)), {}, KEPT)
    assert all(p in lines for p in ARTICLES[lang][0])
    assert not any(text in line for pair in COUNTERS[lang] for text in pair for line in lines)


# boxes a counter rule must leave alone, per language: (name, rows, markup maker); our own labels and figures
KEPT_BOXES = {
    # the article's figures: counts, one label a counter's word ("total") among labels of its matter
    "facts with a total": {
        "bo": [("བུ།", "༧༠"), ("བུ་མོ།", "༧༢"), ("ཡོངས་བསྡོམས།", "༡༤༢")],
        "ug": [("ئوغۇل", "70"), ("قىز", "72"), ("جەمئىي", "142")],
        "zh": [("男生", "70"), ("女生", "72"), ("总计", "142")],
        "en": [("Boys", "70"), ("Girls", "72"), ("Total", "142")],
    },
    # a weather box in the story about the day: counter and weather words, values words and degrees
    "weather of the day": {
        "bo": [("དེ་རིང་།", "ཉི་མ་ཤར།"), ("དྲོད་ཚད།", "༡༨°C"), ("རླུང་།", "བྱང་རླུང་།")],
        "ug": [("بۈگۈن", "ئوچۇق"), ("تېمپېراتۇرا", "23°C"), ("شامال", "شىمال شامىلى")],
        "zh": [("今日", "晴"), ("气温", "18°C"), ("风力", "北风三级")],
        "en": [("Today", "sunny"), ("Temperature", "18°C"), ("Wind", "light from the north")],
    },
    # a device's spec whose labels read as counter words ("online", "total"), its values no bare counts
    "spec with online and total": {
        "bo": [("དྲ་ཐོག", "སྐུད་མེད་དྲ་བ།"), ("ཡོངས་བསྡོམས།", "ལྗིད་ཚད་གྷ་རམ་ ༣༥༠"), ("ཁ་དོག", "སྔོན་པོ།")],
        "ug": [("توردا", "سىمسىز تور"), ("جەمئىي", "350 گىرام"), ("رەڭگى", "كۆك")],
        "zh": [("在线", "支持蓝牙5.0"), ("总计", "350克"), ("颜色", "蓝色")],
        "en": [("Online", "Wi-Fi and Bluetooth"), ("Total", "350 grams"), ("Colour", "blue")],
    },
}
# a story's own counts by day (a marathon's runners, a fair's visitors by day, no site's visits named): counter words
# over bare counts, but nothing names the site's visits (own adversarial page for drop_counter_boxes)
KEPT_BOXES["counts by day"] = {
    "bo": [("དེ་རིང་།", "༡༢༠༤"), ("ཁ་སང་།", "༩༨༠"), ("ཡོངས་བསྡོམས།", "༢༡༨༤")],
    "ug": [("بۈگۈن", "1204"), ("تۈنۈگۈن", "980"), ("جەمئىي", "2184")],
    "zh": [("今日", "1204人"), ("昨日", "980人"), ("总计", "2184人")],
    "en": [("Today", "1,204"), ("Yesterday", "980"), ("Total", "2,184")],
}
# the same counts in a table of three columns (a league's table: label, won, lost) and a two-row counter: no
# counter box of label and value rows
THREE_COLUMNS = {
    "bo": [("དེ་རིང་།", "༣", "༡"), ("ཁ་སང་།", "༢", "༢"), ("ཡོངས་བསྡོམས།", "༥", "༣")],
    "ug": [("بۈگۈن", "3", "1"), ("تۈنۈگۈن", "2", "2"), ("جەمئىي", "5", "3")],
    "zh": [("今日", "3", "1"), ("昨日", "2", "2"), ("总计", "5", "3")],
    "en": [("Today", "3", "1"), ("Yesterday", "2", "2"), ("Total", "5", "3")],
}


@pytest.mark.parametrize(("lang", "box"), [(lang, box) for lang in ARTICLES for box in KEPT_BOXES])
def test_boxes_of_figures_that_are_no_counter_are_kept(lang: str, box: str) -> None:
    rows = KEPT_BOXES[box][lang]
    lines = kept_lines_scored(content_page(lang, table(rows, "box")), {}, KEPT)
    assert all(any(text in line for line in lines) for pair in rows for text in pair)


@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_a_table_of_three_columns_and_a_two_row_counter_are_kept(lang: str) -> None:
    rows = THREE_COLUMNS[lang]
    wide = '<table>' + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows) + "</table>"
    lines = kept_lines_scored(content_page(lang, wide + table(COUNTERS[lang][:2], "short")), {}, KEPT)
    assert all(any(text in line for line in lines) for row in rows for text in row)
    assert all(any(text in line for line in lines) for pair in COUNTERS[lang][:2] for text in pair)


# Chinese counter boxes whose labels carry 访问 (visits; also a state visit): (rows, whether it is the site's counter).
# A counter's label closes in 访问 or its count (访问量, 访问人数); a state visit's figures name the visit's days
# (review h174; our own labels and figures).
VISIT_LABELS_ZH = {
    "a state visit's figures": ([("访问天数", "3"), ("今日会谈", "4场"), ("签署协议总计", "12项")], False),
    "a state visit's figures with a colon": ([("访问时长：", "3"), ("今日会见", "6"), ("总计", "12项")], False),
    "a counter closing in its count": ([("今日访问量", "125"), ("访问人数", "203"), ("在线", "6")], True),
    "a counter closing in visits": ([("今日访问：", "125"), ("昨日访问：", "203"), ("总计", "98210")], True),
}


@pytest.mark.parametrize("case", list(VISIT_LABELS_ZH))
def test_a_chinese_visit_is_a_counter_only_as_the_labels_count(case: str) -> None:
    rows, is_counter = VISIT_LABELS_ZH[case]
    lines = kept_lines_scored(content_page("zh", table(rows, "box")), {}, KEPT)
    assert all(p in lines for p in ARTICLES["zh"][0])
    assert all(any(value in line for line in lines) for _, value in rows) != is_counter
    assert any(value in line for _, value in rows for line in lines) != is_counter
