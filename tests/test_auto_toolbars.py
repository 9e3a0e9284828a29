"""Tool bars under each item of a collection whose counts differ from item to item."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.dom import build_dom

# short items, one a block (proverbs, quatrains' lines), in our three languages
ITEMS = {
    "bo": ["ཆུ་ཐིགས་བསགས་ན་རྒྱ་མཚོ་ཆགས།", "ཁ་ཡི་གཏམ་ལས་ལག་གི་ལས་གལ་ཆེ།", "ཉི་མ་གཅིག་གི་ལས་ཉི་མ་གཅིག་ལ་བྱ།",
           "སྐད་ཆ་མང་ན་ནོར་འཁྲུལ་མང་།", "རི་མཐོན་པོར་འཛེག་ན་གོམ་པ་རེ་རེ་ནས་འགྲོ།"],
    "ug": ["كىتاب مېنىڭ دوستۇمدۇر، ئايرىلمايمەن ھېچ ئۇنىڭدىن.", "تاغدىن ئاققان سۇ كەبى ئۆتۈپ كېتەر بۇ ئۆمرۈم.",
           "ئانا تىلىم شېرىن تىل، ئەجدادلاردىن قالغان تىل.", "باھار كەلدى باغلارغا، گۈللەر ئېچىلدى يەنە.",
           "ياخشى دوست كۈن چۈشكەندە بىلىنەر."],
    "zh": ["滴水穿石，非一日之功，做事情要有耐心，慢慢来。", "千里之行，始于足下，再远的路也要从第一步走起。",
           "一年之计在于春，春天播下的种子决定了秋天的收成。", "书山有路勤为径，读书没有捷径，只能每天坚持。",
           "三人行，必有我师，身边的每个人都有值得学习的地方。"],
}
BARS = {  # one bar per item, its counts the item's own: likes and a copy link, a reply count, a Tibetan-digit count
    "likes": '<a href="#" class="like">♡ {n}</a> <a href="#" class="copy">copy</a>',
    "replies": '<a href="/item/{n}#reply">reply ({n})</a> · <a href="/item/{n}#report">report</a>',
    "tibetan-digits": '<a href="#">♡ ༢{n}</a> · <a href="#">འདྲ་བཤུས།</a>',
}


def collection_page(lang: str, bar: str, template: str | None = None) -> str:
    """Five items, each with its bar (``BARS[bar]``, or ``template``), between a menu and a footer."""
    template = template or BARS[bar]
    items = "".join(f"<div class='card'><div class='text'>{item}</div><div class='act'>{template.format(n=3 + 2 * k)}</div></div>"
                    for k, item in enumerate(ITEMS[lang]))
    menu = "".join(f"<li><a href='/{n}'>menu {n}</a></li>" for n in range(6))
    return (f"<html><head><title>collection</title></head><body><nav><ul>{menu}</ul></nav>"
            f"<main><h1>collection</h1>{items}</main><footer><a href='/terms'>terms</a></footer></body></html>")


@pytest.mark.parametrize("bar", BARS)
@pytest.mark.parametrize("lang", ITEMS)
def test_a_bar_whose_counts_differ_per_item_is_left_out(lang: str, bar: str) -> None:
    dom = build_dom(lxml.html.document_fromstring(collection_page(lang, bar)))
    lines = dom.render(auto.select(dom, title=dom.title)).split("\n")
    assert all(item in lines for item in ITEMS[lang])
    assert lines == [line for line in lines if line in ITEMS[lang] or line == "collection"]


# a record's buttons drawn as <a> without href (a script acts on them) or beside one link: "apply · save" under each
# job, "play · download" under each episode (our own words)
BUTTON_BARS = {
    "bo": ('<a class="btn apply">ཞུ་ཡིག་འབུལ།</a><a class="save">ཉར་ཚགས།</a>', '<a class="play">གཏོང་།</a><a href="/ep/{n}.mp3">ཕབ་ལེན།</a>'),
    "ug": ('<a class="btn apply">ئىلتىماس قىلىش</a><a class="save">ساقلاش</a>', '<a class="play">قويۇش</a><a href="/ep/{n}.mp3">چۈشۈرۈش</a>'),
    "zh": ('<a class="btn apply">申请职位</a><a class="save">收藏</a>', '<a class="play">播放</a><a href="/ep/{n}.mp3">下载</a>'),
}


@pytest.mark.parametrize("shape", [0, 1])
@pytest.mark.parametrize("lang", ITEMS)
def test_a_bar_of_buttons_without_href_is_left_out(lang: str, shape: int) -> None:
    dom = build_dom(lxml.html.document_fromstring(collection_page(lang, "", BUTTON_BARS[lang][shape])))
    lines = dom.render(auto.select(dom, title=dom.title)).split("\n")
    assert all(item in lines for item in ITEMS[lang])
    assert lines == [line for line in lines if line in ITEMS[lang] or line == "collection"]
