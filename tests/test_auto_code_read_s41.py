"""Code-read mends of the auto ladder (session 41, h263), on our own Tibetan, Uyghur, Chinese and English pages: the
drawers of a page's own list are one run of sibling ``<details>`` (``teasers.keep_drawer_lists``), not every drawer
of the same tag path on the page (a footer's accordion of the same path no longer costs the page its list); a row of
page tools is whole words ("printclose" is none, ``reader_prompts.PAGE_TOOLS_ROW_RE``)."""

from __future__ import annotations

import pytest

from extract.algorithms.auto.reader_prompts import is_reader_prompt
from tests.extraction_pages import auto_text
from tests.test_auto_listing_tables import assert_kept, page

# --- drawers of the page's own list, and a footer's accordion of the same tag path (keep_drawer_lists) --------------

# (lang, title, introduction, the list's drawers: (summary, items), the footer's drawers: (summary, links))
DRAWER_PAGES = [
    ("en", "Reading Tibetan manuscripts: syllabus",
     "Each week we read two short texts together, from the Dunhuang scrolls to the Derge prints, listed below.",
     [("Week 1", ["The Old Tibetan Chronicle", "Edicts on stone pillars"]),
      ("Week 2", ["The grammar of the thirty verses", "Printing at Derge"])],
     [("About us", ["Our team", "Contact", "Jobs"]), ("Help", ["Accessibility", "Cookies", "Sitemap"])]),
    ("zh", "藏文文献选读", "本课程每周阅读两篇文献，从敦煌文书到德格印经院的刻本，篇目按周列在下面。",
     [("第1周", ["敦煌藏文文书概说", "吐蕃碑铭选读"]), ("第2周", ["三十颂与音势论", "德格印经院的刻版"])],
     [("关于我们", ["本站简介", "联系方式", "招聘信息"]), ("帮助", ["无障碍", "网站地图", "隐私设置"])]),
    ("ug", "قۇتادغۇ بىلىك — مۇندەرىجە",
     "يۈسۈپ خاس ھاجىپنىڭ بۇ داستانى ئون بىرىنچى ئەسىردە يېزىلغان بولۇپ، تۆۋەندە ئۇنىڭ بابلىرى تومغا بۆلۈپ بېرىلدى.",
     [("1-توم", ["مۇقەددىمە", "قۇتادغۇ بىلىكنىڭ يېزىلىشى"]), ("2-توم", ["ئادالەت ھەققىدە", "دۆلەت ۋە خەلق"])],
     [("بىز ھەققىدە", ["گۇرۇپپىمىز", "ئالاقە", "خىزمەت"]), ("ياردەم", ["تور بېكەت خەرىتىسى", "مەخپىيەتلىك"])]),
    ("bo", "བོད་ཀྱི་ཡིག་ཆ་ཀློག་པ།", "གཟའ་འཁོར་རེ་རེར་ཡིག་ཆ་གཉིས་ཀློག་གི་ཡོད་ལ། ཡིག་ཆའི་མིང་གཤམ་དུ་བཀོད་ཡོད། ཀློག་མཁན་ཚོས་སྔོན་ལ་བལྟ་རོགས།",
     [("གཟའ་འཁོར་དང་པོ།", ["ཏུན་ཧོང་ཡིག་ཆ།", "རྡོ་རིང་ཡི་གེ"]), ("གཟའ་འཁོར་གཉིས་པ།", ["སུམ་ཅུ་པ།", "སྡེ་དགེའི་པར་ཁང་།"])],
     [("ང་ཚོའི་སྐོར།", ["འབྲེལ་གཏུག", "ལས་ཀ", "དྲ་ཚིགས་ས་ཁྲ།"]), ("རོགས་རམ།", ["སྒེར་གསང་།", "ཀུ་ཀི"])]),
]


def _drawers(drawers: list[tuple[str, list[str]]], href: str) -> str:
    """``<details>`` drawers, each its summary over a list of links."""
    return "".join(f"<details><summary>{summary}</summary><ul>"
                   + "".join(f"<li><a href='/{href}/{k}/{j}'>{item}</a></li>" for j, item in enumerate(items))
                   + "</ul></details>" for k, (summary, items) in enumerate(drawers))


@pytest.mark.parametrize(("lang", "title", "intro", "drawers", "footer"), DRAWER_PAGES,
                         ids=[p[0] for p in DRAWER_PAGES])
def test_a_footers_accordion_of_the_same_tag_path_leaves_the_pages_list_whole(
        lang: str, title: str, intro: str, drawers: list[tuple[str, list[str]]],
        footer: list[tuple[str, list[str]]]) -> None:
    text = auto_text(page(f"<div class='content'><h1>{title}</h1><p>{intro}</p>"
                          f"<div class='toc'>{_drawers(drawers, 'r')}</div></div>"
                          f"<div class='site-footer'><div class='footer-links'>{_drawers(footer, 'f')}</div></div>",
                          lang))
    assert_kept(text, [intro] + [line for summary, items in drawers for line in [summary, *items]],
                [line for _, links in footer for line in links])


@pytest.mark.parametrize(("lang", "title", "intro", "drawers", "footer"), DRAWER_PAGES,
                         ids=[p[0] for p in DRAWER_PAGES])
def test_drawers_each_alone_in_a_row_of_sibling_boxes_are_one_list(
        lang: str, title: str, intro: str, drawers: list[tuple[str, list[str]]],
        footer: list[tuple[str, list[str]]]) -> None:
    sections = "".join(f"<section class='release'>{_drawers([drawer], f'r{k}')}</section>"
                       for k, drawer in enumerate(drawers))
    text = auto_text(page(f"<div class='content'><h1>{title}</h1><p>{intro}</p>{sections}</div>"
                          f"<div class='site-footer'><div class='footer-links'>{_drawers(footer, 'f')}</div></div>",
                          lang))
    assert_kept(text, [intro] + [line for summary, items in drawers for line in [summary, *items]],
                [line for _, links in footer for line in links])


# --- a row of page tools is whole words (reader_prompts.PAGE_TOOLS_ROW_RE) ------------------------------------------

# (line, whether it is a row of page tools)
TOOL_ROWS = [
    ("Print | Close window", True),
    ("Bookmark Print", True),
    ("Print this page · Back to top", True),
    ("【纠错】 【打印本页】 【关闭窗口】", True),
    ("打印本页关闭窗口", True),  # Chinese names run on unspaced
    ("بېسىپ چىقىرىش | كۆزنەكنى تاقاش", True),
    ("པར་འདེབས། སྒེའུ་ཁུང་ཁ་རྒྱག", True),
    ("printclose", False),  # one word, no two tools
    ("Printclose window", False),
    ("بېسىپ چىقىرىشيىغىۋېلىش", False),
]


@pytest.mark.parametrize(("line", "row"), TOOL_ROWS, ids=[str(k) for k in range(len(TOOL_ROWS))])
def test_a_row_of_page_tools_is_whole_words(line: str, row: bool) -> None:
    assert is_reader_prompt(line) is row


def test_a_storys_row_of_page_tools_goes() -> None:
    story = ["The county library reopened on Monday after a year of repairs, with a new reading room for children.",
             "Librarians say the Tibetan and Uyghur shelves doubled, and the old catalogue cards were scanned."]
    text = auto_text(page(f"<main><article><h1>Library reopens</h1><p>{story[0]}</p><p>{story[1]}</p>"
                          "<p>Print | Close window</p></article></main>", "en"))
    assert_kept(text, story, ["Close window"])
