"""Review of the masthead, ticker and verse-furniture rules (session 41, review h277 of h272): a post's intro set
beside a ``<h1 class="site-title">``, an article's fact box of labelled lines in a "ticker-facts" box, a poem page
whose poem sits in a "verse-of-the-day" box under its title stay; a ticker set as a list of items, a verse-of-the-day
widget beside an article, a logo's box of short lines still go."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs
from tests.test_auto_verse_sites_s41 import BO_STORY, UG_STORY  # (the stories the verse-site pages share)

NAV = "<header class='site-header'><nav class='menu'><a href='/'>Home</a> <a href='/a'>News</a></nav></header>"
FOOT = "<footer class='site-footer'><p>© 2025 Example. All rights reserved.</p></footer>"

EN_STORY = ["The ferry from the island now runs twice a day, and the harbour office says the winter timetable "
            "will stay.",
            "Fishermen welcomed the change, saying the morning boat lets them reach the market before the stalls open.",
            "The council will review the service in spring, after counting passengers through the coldest months."]
ZH_STORY = ["今年春天，县里的老码头重新开放，每天早晚各有一班渡船往返于小岛和县城之间。",
            "渔民们说，早班船让他们能够在集市开门之前把鲜鱼送到摊位上，收入比去年多了不少。",
            "县政府表示，将在明年春天根据冬季的客流量重新评估这条航线的班次安排。"]
INTRO = ("This is a long introduction to the post, written by the author to explain why the ferry matters so much "
         "to the island and to everyone who lives there.")
FACTS = ["Route: Harbour to North Island", "Crossings: twice a day", "Fare: 4 euros", "Crossing time: 40 minutes"]
POEM = ["The river keeps its quiet song,", "the willows lean to hear,", "the lanterns drift the bank along,",
        "and every light is near."]
COMMENTARY = ["This poem was chosen as our verse of the day because it was written on the river bank below the old "
              "mill, where the poet walked each evening for many years.",
              "Readers often ask about the lanterns in the third line: they are the paper lanterns floated on the "
              "river at the autumn festival, a custom that survives in the valley today.",
              "The poet published it first in a small magazine in the nineteen sixties, and it has been set to music "
              "by two composers since then."]
TICKER = ["ھاۋا رايى: قار ياغىدۇ", "يول ئەھۋالى: نورمال", "دوللار: 7.21", "ۋاقىت: 09:30"]
BO_VERSE = ["རི་བོའི་རྩེ་ལ་ཟླ་བ་ཤར།", "ཆུ་བོའི་འགྲམ་དུ་མེ་ཏོག་བཞད།", "ཕ་ཡུལ་དྲན་ནས་སེམས་པ་སྐྱོ།", "སྙིང་ནི་ཕ་ཡུལ་ལ་འཕུར།"]
ADDRESS = ["地址：海岛县码头路8号", "电话：0898-1234567", "邮编：571000"]


def page(body: str) -> str:
    """A page of ``body`` under a site menu and over a footer."""
    return f"<html><head><meta charset='utf-8'><title>t</title></head><body>{NAV}{body}{FOOT}</body></html>"


STAYS = {
    "a post's intro beside an h1.site-title": (
        f"<div class='post-top'><h1 class='site-title'>The island ferry returns</h1><p>{INTRO}</p></div>"
        f"<main><article>{paragraphs(EN_STORY)}</article></main>", [INTRO] + EN_STORY),
    "an article's fact box in a ticker-facts box amid its paragraphs": (
        f"<main><article><h1>The island ferry returns</h1>{paragraphs(EN_STORY[:2])}"
        f"<div class='ticker-facts'><p>{'<br>'.join(FACTS)}</p></div>{paragraphs(EN_STORY[2:])}</article></main>",
        FACTS + EN_STORY),
    "a poem in a verse-of-the-day box under its title, a longer commentary after": (
        f"<main><h1>Lanterns on the River</h1><div class='verse-of-the-day'><p>{'<br>'.join(POEM)}</p></div>"
        f"<h2>About the poem</h2>{paragraphs(COMMENTARY)}</main>", POEM + COMMENTARY),
    "a news story whose h1 inside the article is named a brand": (
        "<main><article><div class='head'><h1 class='brand-title'>老码头重新开放</h1><p>2025-03-02 本报记者</p></div>"
        f"{paragraphs(ZH_STORY)}</article></main>", ZH_STORY),
}
GOES = {
    "a ticker of status lines set as a list's items": (
        f"<main><article><h1>شېئىرىيەت كېچىلىكى</h1><ul class='news-ticker'>"
        f"{''.join(f'<li>{line}</li>' for line in TICKER)}</ul>{paragraphs(UG_STORY)}</article></main>",
        TICKER, UG_STORY),
    "a verse-of-the-day widget beside a Tibetan article": (
        f"<main><article><h1>སྙན་ངག་འགྲན་བསྡུར།</h1>{paragraphs(BO_STORY)}</article></main>"
        f"<aside><div class='verse-of-the-day'><h3>དེ་རིང་གི་སྙན་ངག</h3><p>{'<br>'.join(BO_VERSE)}</p></div></aside>",
        BO_VERSE, BO_STORY),
    "a poem's one-line tool row right under its title": (
        "<main><h1>静夜思</h1><div class='poem'><div class='poem-tools'><span>拼音</span> <span>译文</span> "
        "<span>赏析</span></div><div class='poem-body'>床前明月光，<br>疑是地上霜。<br>举头望明月，<br>低头思故乡。</div></div>"
        f"{paragraphs(ZH_STORY[:1])}</main>", ["拼音"], ["床前明月光，", "低头思故乡。"] + ZH_STORY[:1]),
    "a logo's box of a paper's address lines": (
        f"<div class='top'><h1 class='logo'>海岛日报</h1><p>{'<br>'.join(ADDRESS)}</p></div>"
        f"<main><article><h2>老码头重新开放</h2>{paragraphs(ZH_STORY)}</article></main>", ADDRESS, ZH_STORY),
}


@pytest.mark.parametrize("body, lines", STAYS.values(), ids=STAYS.keys())
def test_the_pages_own_lines_stay_once(body: str, lines: list[str]) -> None:
    text = auto_text(page(body))
    assert [line for line in lines if text.count(line) != 1] == []


@pytest.mark.parametrize("body, furniture, story", GOES.values(), ids=GOES.keys())
def test_the_sites_lines_go_and_the_story_stays(body: str, furniture: list[str], story: list[str]) -> None:
    text = auto_text(page(body))
    assert [line for line in furniture if line in text] == []
    assert [line for line in story if text.count(line) != 1] == []


def test_a_ticker_of_facts_after_a_subheading_amid_the_story_stays() -> None:
    """A box named a ticker of labelled facts under a subheading, after the story's own paragraphs, is the story's
    (``mastheads.drop_status_tickers`` drops a ticker only when nothing kept but headings comes before it)."""
    paragraphs = ["The ferry to the island runs again this spring after two winters tied up in the harbour.",
                  "Fishermen say the new timetable suits the market days, and the school children ride free."]
    facts = ["Fare: 4 euros", "Crossings: twice a day", "Season: April to October"]
    markup = ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Ferry</title></head><body>"
              "<nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/about'>About</a></nav>"
              "<main><article><h1>The island ferry is back</h1>"
              + "".join(f"<p>{p}</p>" for p in paragraphs)
              + "<h2>At a glance</h2><ul class='ticker'>" + "".join(f"<li>{f}</li>" for f in facts) + "</ul>"
              "</article></main><footer><p>© 2026 Harbour News</p></footer></body></html>")
    text = auto_text(markup)
    assert [line for line in paragraphs + facts if line not in text] == []
