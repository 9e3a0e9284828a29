"""Review h292 of the title block's info line (session 42, h289), on our own Tibetan, Uyghur, Chinese and English pages.

A source's or an author's word is the info line's label only before its colon or shad, as a word of its own
(``headline.HEADLINE_INFO_LABEL_RE``): an event's line naming its guest poet, a release's "Open source" subtitle and
a Tibetan "ལུང་ཁུངས" (reference) are prose and stay; and the line under the headline goes only as a child of the
headline's own box (``headline._drop_box_info_line``), never a catalogue's first row. The title boxes' info lines
(DedeCMS's spans, an h1 closing in "Published: ... | Source: ...", a Chinese "作者 X 2024年..." under a poem's title)
still go.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text, paragraphs

NAV = ("<div class='header'><ul class='nav'><li><a href='/'>Home</a></li><li><a href='/news/'>News</a></li>"
       "<li><a href='/events/'>Events</a></li><li><a href='/about/'>About</a></li></ul></div>")

EN = ["The reading starts at seven in the evening in the main hall of the city library, and the doors open half an "
      "hour earlier.",
      "Seats are free but limited, so please register at the front desk or by telephone before the end of May.",
      "After the reading the poet will sign copies of the new collection, which the library shop sells at a reduced "
      "price."]
ZH = ["朗诵会晚上七点在市图书馆大厅开始，提前半小时开门入场。", "座位免费但数量有限，请在五月底前到服务台或打电话报名。",
      "朗诵会结束后，诗人将为读者签售新诗集，图书馆书店以优惠价出售。"]
UG = ["شېئىر كېچىلىكى كەچ سائەت يەتتىدە شەھەرلىك كۇتۇپخانىنىڭ چوڭ زالىدا باشلىنىدۇ، ئىشىك يېرىم سائەت بۇرۇن ئېچىلىدۇ.",
      "ئورۇن ھەقسىز، ئەمما سانى چەكلىك، شۇڭا ماينىڭ ئاخىرىدىن بۇرۇن تىزىملىتىڭ.",
      "كېچىلىكتىن كېيىن شائىر يېڭى توپلىمىغا ئىمزا قويۇپ بېرىدۇ، كۇتۇپخانا دۇكىنى ئۇنى ئەرزان باھادا سېتىدۇ."]
BO = ["སྙན་ངག་ཀློག་འདོན་ནི་ཕྱི་དྲོའི་ཆུ་ཚོད་བདུན་པར་གྲོང་ཁྱེར་དཔེ་མཛོད་ཁང་གི་ཚོམ་ཆེན་དུ་འགོ་འཛུགས་རྒྱུ་རེད།",
      "སྡོད་ས་རིན་མེད་ཡིན་ཡང་གྲངས་ཚད་ཡོད་པས་ཟླ་བ་ལྔ་པའི་མཇུག་གི་སྔོན་ལ་མིང་ཐོ་འགོད་རོགས།",
      "ཀློག་འདོན་གྲོལ་རྗེས་སྙན་ངག་པས་དཔེ་དེབ་གསར་པའི་ཐོག་མིང་རྟགས་འགོད་རྒྱུ་རེད།"]
BOOKS = [("雪域诗选", "作者：扎西 出版：2024-01-10"), ("草原歌谣", "作者：卓玛 出版：2024-02-12"),
         ("高原散文集", "作者：次仁 出版：2024-03-15"), ("河谷故事", "作者：多吉 出版：2024-04-20")]


def _page(lang: str, title: str, body: str, og_type: str) -> str:
    """A page in ``lang`` with a site's menu over ``body`` and a footer under it, its Open Graph type ``og_type``."""
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>"
            f"<meta property='og:type' content='{og_type}'></head><body>{NAV}<div class='main'>{body}</div>"
            "<div class='footer'>Copyright 2024</div></body></html>")


# (name, lang, og:type, the page's body markup, lines that stay, lines that go)
PAGES = [
    ("an event's fact line naming its guest poet stays (en)", "en", "website",
     "<div class='event'><h1>Poetry evening at the library</h1><p>Date: 2024-06-01 · Guest: poet Tashi Dhondup</p>"
     f"{paragraphs(EN)}</div>",
     ["Poetry evening at the library", "Date: 2024-06-01 · Guest: poet Tashi Dhondup"] + EN, []),
    ("an event's fact line naming its guest poet stays (ug)", "ug", "website",
     "<div class='event'><h1>كۇتۇپخانىدىكى شېئىر كېچىلىكى</h1><p>ۋاقتى: 2024-06-01 مېھمان: شائىر ئابدۇللا</p>"
     f"{paragraphs(UG)}</div>",
     ["كۇتۇپخانىدىكى شېئىر كېچىلىكى", "ۋاقتى: 2024-06-01 مېھمان: شائىر ئابدۇللا"] + UG, []),
    ("a release's subtitle closing the h1 stays (en)", "en", "article",
     f"<article><h1>Tsheg 2.0 is out<br><span>Open source release 2024-03-01</span></h1>{paragraphs(EN)}</article>",
     ["Open source release 2024-03-01"] + EN, []),
    ("a Tibetan line citing its references stays (bo)", "bo", "article",
     "<div class='article'><div class='title'><h1>དཔེ་མཛོད་ཁང་གི་ལོ་རྒྱུས།</h1>"
     "<p>ལུང་ཁུངས་ཀྱི་ཡིག་ཆ་གསར་པ་ 2024-03-01 ནས་དཔེ་མཛོད་ཁང་དུ་འཚོལ་ཞིབ་བྱེད་ཐུབ</p></div>"
     f"{paragraphs(BO)}</div>",
     ["ལུང་ཁུངས་ཀྱི་ཡིག་ཆ་གསར་པ་ 2024-03-01"] + BO, []),
    ("a catalogue's first row stays (zh)", "zh", "website",
     "<div class='list'><h1>本季新书目录</h1><ul>" + "".join(
         f"<li><a href='/book/{number}'>{title}</a> {info}</li>" for number, (title, info) in enumerate(BOOKS))
     + f"</ul>{paragraphs(ZH)}</div>",
     [line for book in BOOKS for line in book] + ZH, []),
    ("DedeCMS's info spans go (zh)", "zh", "article",
     "<div class='viewbox'><div class='title'><h1>县城图书馆举办诗歌朗诵会</h1><div class='info'>"
     "<span>发布时间：2024-03-01 10:20</span> <span>来源：县文化馆</span> <span>作者：王小明</span></div></div>"
     f"<div class='content'>{paragraphs(ZH[:2])}</div></div>",
     ["县城图书馆举办诗歌朗诵会"] + ZH[:2], ["来源：县文化馆", "作者：王小明"]),
    ("an info line closing the h1 goes (en)", "en", "article",
     "<div class='content'><h1>Poetry evening at the library<br><small>Published: 2024-03-01 | Source: County News"
     f"</small></h1><div class='text'>{paragraphs(EN[:2])}</div></div>",
     ["Poetry evening at the library"] + EN[:2], ["Source: County News"]),
    ("a Chinese author's label before a space goes (zh)", "zh", "article",
     "<div class='poem'><div class='title'><h1>春日记事</h1><p>作者 扎西于2024年3月1日夜</p></div>"
     "<p>雪水流过门前的小河<br>风把经幡吹向东方</p><p>母亲在灯下缝补冬衣<br>我在窗边数着星星</p></div>",
     ["春日记事", "雪水流过门前的小河", "我在窗边数着星星"], ["作者 扎西于2024年3月1日夜"]),
]


@pytest.mark.parametrize(("name", "lang", "og_type", "body", "stay", "go"), PAGES, ids=[row[0] for row in PAGES])
def test_headline_info_line(name: str, lang: str, og_type: str, body: str, stay: list[str], go: list[str]) -> None:
    """Prose that names a source or a poet beside a date, and a catalogue's first row, stay under the headline; the
    title boxes' labelled info lines go."""
    assert_spec(name, auto_text(_page(lang, "Page", body, og_type)), {"stay": stay, "go": go})
