"""Pages written to make the rules of session 32 fire where they must not (``auto.counters.drop_counter_boxes``,
``auto.record_tables.drop_record_tables``, the data grid of ``auto.tables.complete_tables``, the Tibetan sentence's
end of ``auto.headline._is_sentence`` and the stanza of ``auto.lines._is_stanza``): each page's text is kept whole,
and what must go goes. Our own sentences."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, auto_lines, kept_lines_scored

STORY_EN = ("The county library opened a reading room for pupils this spring, and every afternoon the tables by the "
            "windows fill with children doing their homework before the buses leave.")
STORY_BO = ("རྫོང་གི་དཔེ་མཛོད་ཁང་གིས་དཔྱིད་ཀར་སློབ་ཕྲུག་ཚོར་དཔེ་ཀློག་ཁང་ཞིག་ཕྱེ་ཡོད་ཅིང་། ཉིན་རེའི་ཕྱི་དྲོར་"
            "སློབ་ཕྲུག་མང་པོས་དེར་སློབ་སྦྱོང་བྱེད་ཀྱི་ཡོད།")


def page(lang: str, body: str) -> str:
    return (f"<html lang='{lang}'><head><meta charset='utf-8'><title>page</title></head><body>"
            f"<div class='nav'><a href='/'>home</a> | <a href='/news'>news</a></div>{body}"
            f"<div class='footer'><a href='/privacy'>privacy</a></div></body></html>")


def school_stats() -> tuple[str, list[str], list[str]]:
    """A school's figures as a <dl>: "Online classes", "Total pupils", "Today's lessons" read as a counter's words,
    over bare counts; the labels name lessons and pupils, not the site's visits."""
    rows = [("Online classes", "12"), ("Total pupils", "140"), ("Today's lessons", "6")]
    terms = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows)
    return (page("en", f"<div id='content'><h1>school</h1><p>{STORY_EN}</p><dl>{terms}</dl></div>"),
            [STORY_EN] + [t for pair in rows for t in pair], [])


def bus_lines() -> tuple[str, list[str], list[str]]:
    """A timetable page: a line of introduction over three bus lines, each a table of the same labels and a link to
    its map. The records are the page: nothing besides them outweighs them."""
    lines = [("Line 3", "Market square", "07:10"), ("Line 5", "Stone bridge", "07:25"),
             ("Line 8", "Old ferry", "07:40")]
    tables = "".join(f"<table><tr><td>Line</td><td>{a}</td></tr><tr><td>From</td><td>{b}</td></tr><tr><td>First bus"
                     f"</td><td>{c}</td></tr><tr><td></td><td><a href='/map/{n}'>map</a></td></tr></table>"
                     for n, (a, b, c) in enumerate(lines))
    return (page("en", f"<div id='content'><h1>buses</h1><p>Buses to the school.</p>{tables}</div>"),
            [t for row in lines for t in row], [])


def sitemap_grid() -> tuple[str, list[str], list[str]]:
    """An article over a site map of five columns of links in a table of its own: the article's table is no grid
    and the site map's cells are not kept (the data grid's links come only with a table mostly kept)."""
    columns = "".join(f"<td><ul>{''.join(f'<li><a href=/s/{c}/{n}>section {c}{n}</a></li>' for n in range(5))}"
                      "</ul></td>" for c in range(5))
    body = (f"<table><tr><td><h1>library</h1><p>{STORY_EN}</p><p>{STORY_EN}</p></td></tr></table>"
            f"<table class='sitemap'><tr>{columns}</tr></table>")
    return page("en", body), [STORY_EN], ["section 00", "section 44"]


def literary_notice_bo() -> tuple[str, list[str], list[str]]:
    """A Tibetan notice scrolled in a <marquee> of <br> lines closing in the literary particle and a request (ཞུ):
    sentences, the notice kept."""
    notice = ["སློབ་གྲྭ་འདི་ཟླ་ ༧ པའི་ཚེས་ ༡ ནས་གསེང་ངོ་།", "དཔེ་མཛོད་ཁང་ནི་ཉིན་རེར་སྔ་དྲོ་སྒོ་ཕྱེ་བར་འགྱུར་རོ།",
              "ཕ་མ་རྣམས་ཀྱིས་དོ་སྣང་གནང་བར་ཞུ།"]
    body = (f"<table><tr><td><marquee direction='up'>{'<br>'.join(notice)}</marquee></td></tr>"
            f"<tr><td>{STORY_BO}<br>{STORY_BO}</td></tr></table>")
    return page("bo", body), notice + [STORY_BO], []


def shoutbox() -> tuple[str, list[str], list[str]]:
    """A shout box under a story: each record its age, then short lines, and a reply link: records, their ages
    left out (a stanza links nothing)."""
    ages = ["3 hours ago", "5 hours ago"]
    records = "".join(f"<div class='shout'><p>{age}</p><p>Tashi says hello</p><p>see you at the fair</p>"
                      f"<p>bring the pupils</p><p><a href='/r/{n}'>reply</a></p></div>" for n, age in enumerate(ages))
    body = f"<article><h1>library</h1><p>{STORY_EN}</p><p>{STORY_EN}</p></article><div class='box'>{records}</div>"
    return page("en", body), [STORY_EN], ages


# (name, page maker): the page, the texts that must be kept, the texts that must be left out
GUARD_PAGES = {
    "a school's figures in a dl (counters)": school_stats,
    "bus lines as record tables (record tables)": bus_lines,
    "a site map of five columns (data grid)": sitemap_grid,
    "a literary Tibetan notice (Tibetan sentence end)": literary_notice_bo,
    "a shout box of short lines (stanza)": shoutbox,
}


@pytest.mark.parametrize("name", sorted(GUARD_PAGES))
def test_the_rules_do_not_fire_where_they_must_not(name: str) -> None:
    markup, kept_texts, left_out = GUARD_PAGES[name]()
    for lines in (kept_lines_scored(markup, {}, KEPT), auto_lines(markup)):
        text = "\n".join(lines)
        assert all(t in text for t in kept_texts), name
    lines = auto_lines(markup)
    assert not any(t in line for t in left_out for line in lines), name
