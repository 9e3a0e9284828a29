"""A news list row's date, written inline before its linked title (``<li><span class="date">...</span><a>title</a>``,
as the Chinese CMSes of Tibetan and Uyghur portals print a category page), is no part of the title: the title's line
reads without it instead of "2024-06-11<first word>"."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto.vetoes import is_date_badge
from extract.dom import build_dom
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


# an events list's date badges: the day and the month in elements of their own beside each record (our own markup)
BADGES = {"bo": ("<span class='d'>ཚེས་ 1{n}</span><span class='m'>ཟླ་ 7</span>", "ཚེས་ 1{n}ཟླ་ 7"),
          "ug": ("<span class='d'>1{n}</span><span class='m'>7-ئاي</span>", "1{n}7-ئاي"),
          "zh": ("<span class='d'>1{n}</span><span class='m'>7月</span>", "1{n}7月"),
          "en": ("<span class='d'>1{n}</span><span class='m'>Aug</span>", "1{n}Aug")}


def events_page(lang: str, badge: str) -> str:
    rows = ROWS["ug" if lang == "ug" else "bo"]
    events = "".join(f"<li class='event'><div class='date-badge'>{badge.format(n=n)}</div><div class='body'><h3>"
                     f"<a href='/e/{n}'>{title}</a></h3><p>{teaser}</p></div></li>" for n, (title, teaser) in enumerate(rows))
    return (f"<html><head><title>events</title></head><body><nav><a href='/'>home</a> <a href='/e'>events</a></nav>"
            f"<main><h1>events</h1><ul class='events'>{events}</ul></main></body></html>")


@pytest.mark.parametrize("lang", BADGES)
def test_an_events_lists_date_badges_are_left_out(lang: str) -> None:
    badge, joined = BADGES[lang]
    lines = extract(events_page(lang, badge))
    assert all(teaser in lines for _, teaser in ROWS["ug" if lang == "ug" else "bo"])
    assert not any(joined.format(n=n) in line for n in range(6) for line in lines)


@pytest.mark.parametrize("date", ["5月19日", "10 Aug"])
def test_a_date_in_one_text_node_is_no_badge(date: str) -> None:
    page = events_page("bo", "").replace("<div class='date-badge'></div>", f"<div class='date-badge'>{date}</div>", 1)
    dom = build_dom(lxml.html.document_fromstring(page))
    badge = dom.tags.index("div", dom.tags.index("li"))
    assert not is_date_badge(dom, badge, date, len(date))


@pytest.mark.parametrize("lang", BADGES)
def test_a_programmes_date_badges_beside_unlinked_events_are_text(lang: str) -> None:
    badge, joined = BADGES[lang]
    page = events_page(lang, badge)
    for n, (title, _) in enumerate(ROWS["ug" if lang == "ug" else "bo"]):  # the events written out, no page of their own
        page = page.replace(f"<a href='/e/{n}'>{title}</a>", title)
    lines = extract(page)
    assert joined.format(n=0).replace(" ", "") in "".join(lines).replace(" ", "")


# a table's time column, one "span.time" alone in each row's cell (our own times)
TIMES = ["06:30", "07:15", "08:05", "12:40", "17:50", "21:10"]


def time_table_page(lang: str, linked: bool) -> str:
    """A page whose table has a row per record: its title (a link to its page, or plain text), its time in a
    ``span.time`` filling its cell, and its note."""
    rows = "".join(f"<tr><td>{f'<a href=/c/{n}.htm>{title}</a>' if linked else title}</td>"
                   f"<td><span class='time'>{time}</span></td><td>{teaser}</td></tr>"
                   for n, ((title, teaser), time) in enumerate(zip(ROWS[lang], TIMES)))
    return (f"<html lang='{lang}'><head><title>table</title></head><body><div class='nav'><a href='/'>home</a> | "
            f"<a href='/news'>news</a></div><main><h1>table</h1><p>{ROWS[lang][0][1]}</p>"
            f"<table><tbody>{rows}</tbody></table></main></body></html>")


@pytest.mark.parametrize("lang", ROWS)
@pytest.mark.parametrize(("case", "linked", "times_kept"), [
    ("a timetable's rows (no links): the times are its text", False, True),
    ("a list table's rows (linked titles): the time column is furniture", True, False),
])
def test_a_time_alone_in_its_cell(lang: str, case: str, linked: bool, times_kept: bool) -> None:
    lines = extract(time_table_page(lang, linked))
    assert all(teaser in lines for _, teaser in ROWS[lang]), case
    assert all((time in lines) == times_kept for time in TIMES), case


@pytest.mark.parametrize("lang", ROWS)
@pytest.mark.parametrize(("case", "date", "dropped"), [
    ("a bracketed date after the title", "<span>[2024-06-1{n}]</span>", True),
    ("a month and day after the title", "<span>06-1{n}</span>", True),
    ("a number after the title is no date", "<span>1{n}.5</span>", False),
])
def test_an_unnamed_date_beside_a_list_rows_link(lang: str, case: str, date: str, dropped: bool) -> None:
    # a Chinese CMS list: "<li><a>title</a><span>[2024-06-11]</span></li>", the date floated right on screen
    rows = "".join(f"<li><a href='/c/{n}.htm'>{title}</a>{date.format(n=n)}</li>"
                   for n, (title, _) in enumerate(ROWS[lang]))
    page = (f"<html lang='{lang}'><head><title>list</title></head><body><div class='nav'><a href='/'>home</a> | "
            f"<a href='/news'>news</a></div><div class='main'><h1>list</h1><ul class='list01'>{rows}</ul></div>"
            f"</body></html>")
    dom = build_dom(lxml.html.document_fromstring(page))
    blocks = auto.block_features(dom, dom.title)
    lines = dom.render(auto.kept_nodes(dom, blocks, [auto.THRESHOLD + 1.0] * len(blocks.ids))).split("\n")
    titles = [title for title, _ in ROWS[lang]]
    if dropped:
        assert all(title in lines for title in titles), case
    else:
        assert not any(title in lines for title in titles), case


# a chronology (our own sentences): each item's date, its linked subject, then the event running on after the link
CHRONOLOGY = {
    "en": ("<b>{date}</b> <a href='/p/{n}'>{subject}</a> {rest}",
           [("1962-09-01", "Teacher Norbu", "opens the first class with eleven pupils in the miller's house."),
            ("1971-04-15", "The new hall", "is built by the parents from river stones and timber."),
            ("1988-10-03", "The autumn flood", "closes the school for two months; lessons move to the monastery."),
            ("2004-06-20", "Headmistress Lhamo", "starts the evening reading class for adults in the old hall.")]),
    "zh": ("<span>{date}</span><a href='/p/{n}'>{subject}</a>{rest}",
           [("1962年9月1日", "诺布老师", "在磨坊主家里开办第一个班，共有十一名学生。"),
            ("1971年4月15日", "新教室", "由家长们用河石和木料建成，至今仍在使用。"),
            ("1988年10月3日", "秋季洪水", "使学校停课两个月，课堂临时搬到寺院。"),
            ("2004年6月20日", "拉姆校长", "开办成人夜读班，每周三个晚上。")]),
}


@pytest.mark.parametrize("lang", CHRONOLOGY)
def test_a_chronology_s_dates_stay_when_the_event_runs_on_after_its_link(lang: str) -> None:
    row, events = CHRONOLOGY[lang]
    items = "".join(f"<li>{row.format(date=d, n=n, subject=s, rest=r)}</li>" for n, (d, s, r) in enumerate(events))
    side = "".join(f"<li><a href='/hot/{n}.htm'>{title}</a></li>" for n, title in enumerate(HOT["bo"]))
    page = (f"<html lang='{lang}'><head><title>chronology</title></head><body><div class='nav'><a href='/'>home</a> | "
            f"<a href='/news'>news</a></div><div class='main'><h1>{events[0][1]}</h1><ul>{items}</ul></div>"
            f"<div class='right'><h3>hot</h3><ul>{side}</ul></div><div class='footer'>© 2024 ICP 05001234</div>"
            f"</body></html>")
    lines = extract(page)
    assert all(any(line.startswith(date) for line in lines) for date, _, _ in events)
