"""Review of the listing rules (h206): pages built to make them keep a site's furniture or drop a listing's text (our
own Tibetan, Uyghur, Chinese and English sentences). A letter index beside an article's or a brief's text is the site's
directory and stays out (``indexes``: the index must outweigh the page's other kept text and lie in its
``<article>``/``<main>``), while an A-Z index with a "0-9" group keeps every entry; a widget's table (a stock ticker
beside a story, standings after a match report) keeps neither its rows nor its header row, while a story's own table
keeps its rows (``tables``: the table must be the page's text or the story's); a video page's "hot videos" strip of
linked titles after its ``<article>`` is not the page's feed (``records.keep_title_feeds``); a category's blurb, in an
archive's header box over a single post, is dropped (``archives``)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text
from tests.test_auto_listing_engines import FOOTER, links  # (the site's footer and link rows)

MENU = ["Home", "News", "Culture", "Sport", "About us", "Contact"]
HEADER = ("<header class='site-header'><div class='logo'><a href='/'>Site</a></div><nav class='main-nav'><ul>"
          + "".join(f"<li><a href='/m{k}'>{entry}</a></li>" for k, entry in enumerate(MENU)) + "</ul></nav></header>")


def page(body: str, lang: str = "en") -> str:
    """A page of the site's header, ``body`` and its footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>page</title></head><body>"
            f"{HEADER}{body}{FOOTER}</body></html>")


def article(title: str, paragraphs: list[str]) -> str:
    """A post's ``<article>``: its title and paragraphs."""
    return (f"<article class='post'><h1 class='entry-title'>{title}</h1><div class='entry-content'>"
            + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div></article>")


def letter_index(groups: dict[str, list[str]]) -> str:
    """An A-Z index: per letter, a ``div.az-group`` of its ``<h3>`` and a list of links."""
    return "<div class='az-index'>" + "".join(f"<div class='az-group'><h3>{letter}</h3><ul>{links(entries, 'li')}</ul>"
                                              f"</div>" for letter, entries in groups.items()) + "</div>"


REPORT = ["The Lhasa Arrows beat the Nyingchi Eagles by eleven points on Saturday, in front of a crowd of two thousand "
          "that had waited through a morning of hail for the first match of the spring season.",
          "Their captain, Dawa, shot three golds in the last end; the Eagles' coach said afterwards that the wind had "
          "favoured the home side, but conceded that the better archers had won on the day.",
          "The league resumes next weekend in Shigatse, where the Arrows have not won since 2019, and where the ground "
          "sits in a valley known for its sudden gusts in the early afternoon."]
STORIES = {"A": ["Archery at the Losar games, a photo essay", "Amdo's horse fair returns after four years"],
           "B": ["Barley prices fall for a second year", "Butter tea, the slow way: a recipe from Kham"],
           "C": ["Chamdo's new bridge opens to traffic", "Carpet weavers of Gyantse keep the old dyes"],
           "D": ["Drepung's debate courtyard restored", "Dzongs of the south: a walking guide"],
           "K": ["Kora around Kailash: what to pack", "Kham's singers on a national stage"]}
BRIEF = "ཉིན་གསུམ་གྱི་རྟ་རྒྱུག་འགྲན་བསྡུར་དེ་དེ་རིང་ནག་ཆུར་མཇུག་རྫོགས།"
PLACES = {"ཀ": ["ཀ་ཐོག", "ཀློང་ཆེན།", "ཀོང་པོ།"], "ཁ": ["ཁམས།", "ཁྲི་སྲོང་།"], "ག": ["གངས་རི།", "གཞིས་རྩེ།"],
          "ང": ["ངག་དབང་།", "ངམ་རིང་།"], "ཅ": ["ཅོང་ཁ།", "ཅོག་རོ།"], "ཆ": ["ཆབ་མདོ།", "ཆུ་ཤུལ།", "ཆུ་བར།"],
          "ཉ": ["ཉིང་ཁྲི།", "ཉ་ལམ།"], "ད": ["དར་རྩེ་མདོ།", "དམ་གཞུང་།"]}

# (name, lang, body, the text, the directory's entries): a site's A-Z directory under an article's or a brief's text
DIRECTORIES = [
    ("stories under a match report", "en",
     f"<main>{article('Arrows win the opener', REPORT)}<section class='more'><h2>More stories</h2>"
     f"{letter_index(STORIES)}</section></main>", REPORT, [e for entries in STORIES.values() for e in entries]),
    ("place names under a brief", "bo",
     f"<main><article><h1>རྟ་རྒྱུག</h1><p>{BRIEF}</p></article><section class='places'><h2>ས་མིང་།</h2>"
     f"{letter_index(PLACES)}</section></main>", [BRIEF], ["ཀོང་པོ།", "ཆུ་ཤུལ།", "ཉ་ལམ།", "དམ་གཞུང་།"]),
]


@pytest.mark.parametrize(("name", "lang", "body", "text", "entries"), DIRECTORIES, ids=[d[0] for d in DIRECTORIES])
def test_a_sites_letter_directory_stays_out_of_an_article(name: str, lang: str, body: str, text: list[str],
                                                          entries: list[str]) -> None:
    kept = auto_text(page(body, lang))
    for paragraph in text:
        assert paragraph in kept
    for entry in entries:
        assert entry not in kept


def test_a_letter_index_keeps_its_digits_group() -> None:
    groups = {"0–9": ["3M adhesives", "4-way valves"], "A": ["Adapters", "Anchors"], "B": ["Bands", "Bolts"],
              "C": ["Caps", "Clamps"], "D": ["Dowels", "Drawer slides"], "N": ["Nails", "Nuts"]}
    kept = auto_text(page(f"<main><h1>Hardware Categories</h1>{letter_index(groups)}</main>"))
    assert "Hardware Categories" in kept
    for entries in groups.values():
        for entry in entries:
            assert entry in kept
    assert "Privacy" not in kept


def table(header: list[str], rows: list[list[str]], linked: bool = True) -> str:
    """A data table: a ``<thead>`` row of ``header`` cells over ``rows`` (each row's first cell linked when
    ``linked``)."""
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td><a href='/r/{k}'>{cell}</a></td>" if linked and j == 0
                                    else f"<td>{cell}</td>"
                                    for j, cell in enumerate(row)) + "</tr>" for k, row in enumerate(rows))
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


MARKET = ["本周沪深两市震荡上行，银行板块表现活跃。分析人士认为，市场对下半年经济复苏的预期有所增强，资金开始流向低估值板块。",
          "与此同时，消费板块出现分化，白酒股普遍回调。有基金经理表示，短期波动不改变行业长期向好的趋势，投资者应保持耐心。",
          "监管部门本周还发布了关于上市公司分红的新规定，鼓励企业提高现金分红比例，这被市场解读为长期利好。"]
TICKER = table(["代码", "名称", "涨跌幅"], [["600000", "浦发银行", "+0.56%"], ["600519", "贵州茅台", "-1.02%"],
                                          ["000858", "五粮液", "+0.33%"], ["601318", "中国平安", "+1.20%"]])
STANDINGS = table(["Team", "Played", "Won", "Lost", "Points"],
                  [["Lhasa Arrows", "3", "3", "0", "9"], ["Shigatse Bows", "3", "2", "1", "6"],
                   ["Gyantse Hawks", "3", "1", "2", "3"], ["Nyingchi Eagles", "3", "0", "3", "0"]])

# (name, lang, body, the story, the widget's cells): a widget's table beside a story
WIDGET_TABLES = [
    ("stock ticker beside a market report", "zh",
     f"<div class='main-wrap'><div class='left'>{article('本周股市回顾', MARKET)}</div><div class='right'><div "
     f"class='mod'><div class='mod-hd'>行情中心</div>{TICKER}</div></div></div>", MARKET,
     ["浦发银行", "贵州茅台", "+1.20%", "涨跌幅"]),
    ("standings after a match report", "en",
     f"<main class='content'>{article('Arrows win the opener', REPORT)}<div class='widget league-table'><h3>League "
     f"standings</h3>{STANDINGS}</div></main>", REPORT,
     ["Shigatse Bows", "Gyantse Hawks", "Played", "League standings"]),
]


@pytest.mark.parametrize(("name", "lang", "body", "story", "cells"), WIDGET_TABLES, ids=[w[0] for w in WIDGET_TABLES])
def test_a_widgets_table_stays_out_of_a_story(name: str, lang: str, body: str, story: list[str],
                                             cells: list[str]) -> None:
    kept = auto_text(page(body, lang))
    for paragraph in story:
        assert paragraph in kept
    for cell in cells:
        assert cell not in kept


def test_a_storys_own_table_keeps_its_rows() -> None:
    story = ["ཕྱི་ལོ་ ༢༠༢༤ ལོའི་དབྱར་ཁར་ང་ཚོས་འབྲོག་ས་ཁག་ཏུ་ཞིབ་འཇུག་བྱས་ཤིང་། འབྲོག་པ་ཚོའི་འཚོ་བ་དང་ཕྱུགས་ཀྱི་གནས་ཚུལ་"
             "ཐོ་འགོད་བྱས། ཞིབ་འཇུག་པ་བཅུ་གཉིས་ཀྱིས་ཟླ་བ་གསུམ་རིང་ལས་ཀ་བྱས།",
             "ཞིབ་འཇུག་གི་གྲུབ་འབྲས་ལྟར་ན། ལོ་ཤས་ཀྱི་རིང་ལ་རྩྭ་ཐང་གི་ཆུ་ཚད་ཉུང་དུ་ཕྱིན་ཡོད་པས་"
             "འབྲོག་པ་ཚོས་རྒྱུན་དུ་སྤོ་འགྲུལ་"
             "བྱེད་དགོས་བྱུང་། དེ་ནི་སྔར་མ་མཐོང་བའི་གནས་ཚུལ་ཞིག་ཡིན།"]
    rows = [["ནག་ཆུ།", "༣༤", "༢༡"], ["ཤན་རྩ།", "༡༨", "༡༢"], ["དཔལ་མགོན།", "༢༧", "༡༩"], ["ཨ་མདོ།", "༡༥", "༩"]]
    counts = table(["ས་གནས།", "ལོ། ༢༠༡༩", "ལོ། ༢༠༢༤"], rows, linked=False)
    kept = auto_text(page(f"<main><article class='post'><h1 class='entry-title'>འབྲོག་ས།</h1><div "
                          f"class='entry-content'><p>{story[0]}</p>{counts}<p>{story[1]}</p></div></article></main>",
                          "bo"))
    for paragraph in story:
        assert paragraph in kept
    for row in rows:
        assert row[0] in kept


def test_a_video_pages_hot_list_is_no_feed() -> None:
    hot = ["拉萨街头的藏历新年：从除夕到初三的完整记录", "那曲赛马节现场：骑手们如何备战三天的比赛", "一碗酥油茶的做法：跟着阿佳学打茶",
           "纳木错的冬天：湖面结冰后的牧民生活", "林芝桃花季：清晨的雅鲁藏布江边"]
    items = "".join(f"<li class='hot-item'><h4 class='hot-title'><a href='/v{k}'>{title}</a></h4></li>"
                    for k, title in enumerate(hot))
    kept = auto_text(page(f"<div class='main'><article class='video'><h1 class='video-title'>日喀则的青稞丰收：一个"
                          f"农家的秋天</h1><div class='player'><video src='/v.mp4'></video></div></article><div "
                          f"class='hot'><h3>热门视频</h3><ul>{items}</ul></div></div>", "zh"))
    assert "日喀则的青稞丰收" in kept
    # (the model passes the first titles of the strip; the feed rule adds none of the others)
    for title in hot[2:]:
        assert title not in kept


MARKET_UG = ["بۇ يىل قەشقەر بازىرىدا مېۋە باھاسى ئۆتكەن يىلدىكىدىن خېلى ئۆستى، دېھقانلار بۇنىڭدىن خۇشال "
             "بولسىمۇ، خېرىدارلار نارازىلىق بىلدۈردى.",
             "سودىگەرلەرنىڭ دېيىشىچە، قۇرغاقچىلىق سەۋەبىدىن ھوسۇل ئازىيىپ، باھا ئۆسكەن. ئۇلار كېلەر يىلى ئەھۋالنىڭ "
             "ياخشىلىنىشىنى ئۈمىد قىلىدۇ."]

# (theme's box, lang, the box's text, the post's title, its paragraphs): a category's blurb above every single post
BLURBS = [
    ("<div class='category-description'><p>{}</p></div>", "en",
     "Sport on the plateau: archery, horse racing and football from Lhasa to Ngari.", "Arrows win the opener", REPORT),
    ("<div class='archive-description taxonomy-archive-description'><h2 class='archive-title'>Sport</h2><p>{}</p>"
     "</div>", "en", "Our sport desk.", "Arrows win the opener", REPORT),
    ("<div class='page-band'><div class='taxonomy-description'><h2>ئىقتىساد</h2><p>{}</p></div></div>", "ug",
     "بازار، باھا ۋە سودا خەۋەرلىرى.", "مېۋە باھاسى", MARKET_UG),
]


@pytest.mark.parametrize(("box", "lang", "blurb", "title", "story"), BLURBS)
def test_a_categorys_blurb_stays_out_of_a_single_post(box: str, lang: str, blurb: str, title: str,
                                                      story: list[str]) -> None:
    kept = auto_text(page(f"<div class='site-inner'><main class='content'>{box.format(blurb)}{article(title, story)}"
                          f"</main></div>", lang))
    assert title in kept
    for paragraph in story:
        assert paragraph in kept
    assert blurb not in kept
