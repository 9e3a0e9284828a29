"""Tag windows against the title's words (seed 001), extract.algorithms.tagwindow."""

from __future__ import annotations

from extract.algorithms import tagwindow
from extract.dom import Dom
from tests.extraction_pages import body_dom, deep_dom

# Our own Chinese sentences: a mountain school starts its term.
TITLE = "山区学校迎来新学期 | 高原新闻网"
ARTICLE = [
    "九月一日，山区学校迎来了新学期，孩子们背着书包走进教室。",
    "老师们提前一周打扫了操场，还为每个班级准备了图书角。",
    "村里的家长说，现在上学的路修好了，下雨天也不用担心。",
]
SIDEBAR = "天气预报：明天晴转多云，气温回升，适合晾晒青稞。"
MENU = ["首页", "要闻", "文化", "旅游", "联系我们"]


def _dom(body: str, title: str = TITLE) -> Dom:
    return body_dom(body, title)


def _nav() -> str:
    return "<ul>" + "".join(f'<li><a href="/{i}">{m}</a></li>' for i, m in enumerate(MENU)) + "</ul>"


def test_windows_near_the_title_and_their_paragraphs_are_kept() -> None:
    article = "".join(f"<p>{s}</p>" for s in ARTICLE)
    dom = _dom(f'{_nav()}<div class="main"><h1>山区学校迎来新学期</h1>{article}</div>'
               f'<div class="side"><p>{SIDEBAR}</p></div>')
    text = dom.render(tagwindow.select(dom))
    # Only the first paragraph shares the title's words; the others follow it in its container.
    assert text.splitlines() == ["山区学校迎来新学期", *ARTICLE]


def test_title_words_that_never_occur_in_the_body_fall_back_to_the_longest_window() -> None:
    # §3's failure mode: a figurative title ("A letter from the snow mountain").
    paragraphs = [
        "牧民扎西今年冬天把牦牛赶到了山下的草场，牦牛都很健壮。",
        "扎西说，草场去年围了栏，牦牛吃草不再跑远，牧民轻松多了。",
    ]
    body = f'{_nav()}<div class="main">' + "".join(f"<p>{s}</p>" for s in paragraphs) + f"</div><p>{SIDEBAR}</p>"
    dom = _dom(body, title="雪山来信")
    assert not any(w in "".join(paragraphs) for w in ("雪山", "来信"))
    assert dom.render(tagwindow.select(dom)).splitlines() == paragraphs


def test_a_heading_that_only_repeats_the_title_is_no_evidence() -> None:
    paragraphs = [
        "牧民扎西今年冬天把牦牛赶到了山下的草场，牦牛都很健壮。",
        "扎西说，草场去年围了栏，牦牛吃草不再跑远，牧民轻松多了。",
    ]
    body = (f"<h1>雪山来信</h1>{_nav()}<p>{SIDEBAR}</p><div class='main'>"
            + "".join(f"<p>{s}</p>" for s in paragraphs) + "</div>")
    dom = _dom(body, title="雪山来信")
    assert dom.render(tagwindow.select(dom)).splitlines() == paragraphs
    # Counting the heading as near misses the article.
    text = dom.render(tagwindow.select(dom, params={"HEADING_IS_EVIDENCE": 1}))
    assert not any(s in text for s in paragraphs)


def test_main_text_spread_over_several_cells() -> None:
    cells = "".join(f"<tr><td>{s}</td></tr>" for s in ARTICLE[:2]) + "<tr><td>山区学校的新学期从升旗开始。</td></tr>"
    dom = _dom(f"<table><tr><td>{_nav()}</td></tr></table><table>{cells}</table><p>{SIDEBAR}</p>")
    text = dom.render(tagwindow.select(dom))
    # The middle cell shares no title word: it is kept because it lies between near windows.
    assert text.splitlines() == [*ARTICLE[:2], "山区学校的新学期从升旗开始。"]


def test_tibetan_title_and_short_main_text() -> None:
    # Main text as short as the boilerplate (§1 of the seed): only the words decide.
    title = "ལྷ་སའི་སློབ་གྲྭ་གསར་པ། | བོད་ཀྱི་དྲ་བ"
    main = "ལྷ་སའི་སློབ་གྲྭ་གསར་པ་ཞིག་དེ་རིང་སྒོ་ཕྱེ།"
    other = "སང་ཉིན་གནམ་གཤིས་ཡག་པོ་ཡོང་།"
    dom = _dom(f"<div><p>{other}</p></div><div><p>{main}</p></div>", title=title)
    assert dom.render(tagwindow.select(dom)) == main


def test_main_title_drops_the_site_name() -> None:
    assert tagwindow.main_title(TITLE) == "山区学校迎来新学期"


def test_a_page_one_hundred_thousand_levels_deep() -> None:
    dom = deep_dom([ARTICLE[0]], title=TITLE)
    assert dom.render(tagwindow.select(dom)) == ARTICLE[0]
