"""A data grid's links and lists (``auto.tables.complete_tables``, ``GRID_MIN_COLUMNS``): a table kept for its cells'
text that fills more columns in a row than a layout grid has (a week calendar under its note spanning the seven days)
keeps each day's list of linked events, however the model scored them; a layout table of three columns keeps the
lists' links out, as it keeps its page tools' links out."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: the calendar's note, the seven days' names and one event each; our own sentences
WEEKS = {
    "bo": ("རྡོ་ཟམ་རྙིང་པ་ཟླ་བ་བརྒྱད་རིང་ཉམས་གསོ་བྱས་རྗེས་གཟའ་ཟླ་བར་ཡང་བསྐྱར་སྒོ་ཕྱེ་ཞིང་། ལོ་རྗེས་མར་ཟམ་པའི་འགྲམ་དུ་"
           "སློབ་ཕྲུག་ཚོ་རྐང་ཐང་དུ་འགྲོ་ས་ཞིག་ཀྱང་བཟོ་རྒྱུ་ཡིན།",
           ["ཟླ།", "མིག", "ལྷག", "ཕུར།", "སངས།", "སྤེན།", "ཉི།"],
           ["ཟམ་པའི་ཐོག་འགྲོ་འཆམ།", "རྡོ་བརྐོ་བཤད་པ།", "ཁྲོམ་ཉིན།", "ཆུ་བོ་གཙང་སེལ།", "དཔེ་ཀློག་ཆུ་ཚོད།",
            "གྲུ་ཤན་གྱི་འགྲེམས་སྟོན་ཁང་།", "སྟོན་ཐོག་དུས་ཆེན།"]),
    "ug": ("كونا تاش كۆۋرۈك سەككىز ئايلىق رېمونتتىن كېيىن دۈشەنبە كۈنى قايتا ئېچىلدى، كېلەر باھاردا كۆۋرۈك "
           "بويىغا ئوقۇغۇچىلار ئۈچۈن پىيادىلەر يولى ياسىلىدۇ.",
           ["دۈشەنبە", "سەيشەنبە", "چارشەنبە", "پەيشەنبە", "جۈمە", "شەنبە", "يەكشەنبە"],
           ["كۆۋرۈك ساياھىتى", "تاش ئويمىچىلىق سۆھبىتى", "بازار كۈنى", "دەريا تازىلاش", "كىتاب ئوقۇش سائىتى",
            "كېمە مۇزېيى", "ھوسۇل يەرمەنكىسى"]),
    "zh": ("河上的老石桥经过八个月的维修，于周一重新通行，县里还计划明年春天在桥边修一条供学生步行上学的小路。",
           ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
           ["石桥漫步", "石刻讲座", "集市日", "河道清洁", "学生读书会", "渡口博物馆参观", "丰收集市"]),
    "en": ("The old stone bridge over the river reopened on Monday after eight months of repair work, and the county "
           "plans a footpath beside it for pupils walking to school next spring.",
           ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
           ["Bridge walk", "Stone carving talk", "Market day", "River clean-up", "Reading hour", "Ferry museum tour",
            "Harvest fair"]),
}
DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}
NOTE_LOGIT = 1.5  # the note over the days: over the threshold, as the model scores it
EVENT_LOGIT = -3.0  # the days' names and their linked events: under it, as the model scores them

# a day's cell: (name, cell markup maker from the day's name and its event's link)
DAY_CELLS = {
    "a list of events under the day": lambda day, event: f"<td><div>{day}</div><ul><li>{event}</li></ul></td>",
    "a numbered list under the day in a div": lambda day, event: (f"<td><div><b>{day}</b></div>"
                                                                  f"<ol><li>{event}</li></ol></td>"),
}


def week_page(lang: str, cell: str, columns: int = 7) -> str:
    note, days, events = WEEKS[lang]
    links = [f'<a href="/e/{n}">{event}</a>' for n, event in enumerate(events)]
    row = "".join(DAY_CELLS[cell](day, link) for day, link in list(zip(days, links))[:columns])
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><title>week</title></head><body>'
            f'<div class="nav"><a href="/">home</a> | <a href="/news">news</a></div><table class="cal">'
            f'<tr><td colspan="{columns}"><p>{note}</p></td></tr><tr>{row}</tr></table>'
            f'<div class="footer"><a href="/privacy">privacy</a></div></body></html>')


@pytest.mark.parametrize(("lang", "cell"), [(lang, cell) for lang in WEEKS for cell in DAY_CELLS])
def test_a_week_calendars_linked_events_are_kept(lang: str, cell: str) -> None:
    note, _, events = WEEKS[lang]
    lines = kept_lines_scored(week_page(lang, cell), {note: NOTE_LOGIT}, EVENT_LOGIT)
    assert note in lines
    assert all(any(event in line for line in lines) for event in events)


@pytest.mark.parametrize(("lang", "cell"), [(lang, cell) for lang in WEEKS for cell in DAY_CELLS])
def test_a_layout_tables_links_stay_out(lang: str, cell: str) -> None:
    """Three columns under the note: a layout grid's cells, its links no data of the table."""
    note, _, events = WEEKS[lang]
    lines = kept_lines_scored(week_page(lang, cell, columns=3), {note: NOTE_LOGIT}, EVENT_LOGIT)
    assert note in lines
    assert not any(event in line for event in events[:3] for line in lines)
