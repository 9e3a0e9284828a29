"""Review of session 40's collection rules (``auto.collection_cards``): a story's own box whose class says "filter"
(a box of short sentences on water filters, a poem's stanzas under Tailwind's "filter" utility, a "filter-table" of
prices, a list of coffee filters) comes out whole, while a collection's filter bar whose entries are links, buttons or
items named a filter goes; a story's sidebar "most read" list and its related-story cards, whose lines' class says
"title", stay out. Pages and sentences are our own."""

from __future__ import annotations

import pytest

from .extraction_pages import assert_spec, auto_text, lang_page

MENU = '<header><nav class="main-nav"><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></nav></header>'
FOOTER = '<footer class="site-footer"><p>© 2025 All rights reserved</p></footer>'
STORY = {
    "bo": ["ལོ་འདིའི་དབྱར་ཁ་འབྲོག་ས་ཁག་ཏུ་ཆར་པ་མང་བས་རྩྭ་ཐང་གི་རྩྭ་སྔོ་འཇམ་ཞིང་སྟུག་པོ་སྐྱེས་ཡོད་པས་འབྲོག་པ་རྣམས་དགའ་སྤྲོ་ཆེན་པོ་བྱུང་།",
           "ཡུལ་མི་རྣམས་ཀྱིས་བཤད་དོན་ལྟར་ན་ལོ་ངོ་བཅུ་ཕྲག་གཅིག་གི་རིང་ལ་འདི་འདྲའི་རྩྭ་ལོ་ལེགས་པོ་མཐོང་མ་མྱོང་བ་དང་ཕྱུགས་ཟོག་ཚང་མ་ཤ་རྒྱགས་པོ་ཡོད།",
           "ས་གནས་སྲིད་གཞུང་གིས་ཀྱང་རྩྭ་ཐང་སྲུང་སྐྱོང་གི་ལས་འཆར་གསར་པ་ཞིག་བཏོན་ནས་འབྲོག་པ་ཚོར་རྒྱབ་སྐྱོར་བྱེད་བཞིན་ཡོད་ཅིང་ཆུ་ཚད་ལ་ལྟ་ཞིབ་བྱེད།"],
    "ug": ["قەشقەر شەھىرىدە بۇ يىل تۇنجى قېتىم خەلقئارالىق قول ھۈنەرۋەنچىلىك كۆرگەزمىسى ئۆتكۈزۈلدى. كۆرگەزمىگە يۈزدىن ئارتۇق ھۈنەرۋەن قاتناشتى.",
           "ھۈنەرۋەنلەر ئۆزلىرىنىڭ ساپال، گىلەم ۋە مىس بۇيۇملىرىنى كۆرسەتتى. نۇرغۇن ساياھەتچىلەر بۇ بۇيۇملارنى سېتىۋېلىش ئۈچۈن ئۆچرەتتە تۇردى.",
           "كۆرگەزمىنى ئۇيۇشتۇرغۇچىلار كېلەر يىلىمۇ بۇ پائالىيەتنى داۋاملاشتۇرىدىغانلىقىنى ئېيتتى ۋە ھۈنەرۋەنلەرگە رەھمەت ئېيتتى."],
    "zh": ["近年来，越来越多的城市家庭开始在厨房安装净水器，希望喝到更干净的自来水。记者走访了几家商场，发现净水器的价格从几百元到上万元不等。",
           "专家提醒，选购净水器时要先了解当地自来水的水质，再根据家庭的需要选择合适的过滤方式，不要盲目追求高价产品。",
           "此外，滤芯需要定期更换，否则不但起不到过滤作用，还可能滋生细菌。专家建议消费者记录每次更换的日期，按照说明书及时更换。"],
    "en": ["Pour-over coffee depends more on the filter than most people think. Paper, cloth and metal filters each change the cup in their own way.",
           "We brewed the same beans through five filters over two weeks and asked a small panel to taste each cup without knowing the filter.",
           "The panel preferred the cloth filter for light roasts and the steel mesh for dark roasts, though fresh beans mattered more than anything."],
}
HEADLINE = {"bo": "འབྲོག་ས་ཁག་ཏུ་རྩྭ་ལོ་ལེགས།", "ug": "قەشقەردە ھۈنەر كۆرگەزمىسى", "zh": "家用净水器怎么选", "en": "Which filter makes the best cup?"}


def story_page(lang: str, box: str, after: str = "") -> str:
    """A story in ``lang``: its headline, its first two paragraphs, ``box``, its last paragraph; ``after`` (a sidebar,
    related cards) after the article."""
    first, second, last = STORY[lang]
    article = (f'<article class="post"><h1>{HEADLINE[lang]}</h1><div class="entry-content"><p>{first}</p><p>{second}</p>'
               f'{box}<p>{last}</p></div></article>')
    return lang_page(lang, HEADLINE[lang], f"{MENU}<main>{article}{after}</main>{FOOTER}")


def _lines(tag: str, lines: list[str]) -> str:
    return "".join(f"<{tag}>{line}</{tag}>" for line in lines)


WATER_TIPS = ["活性炭滤芯可以去除异味。", "超滤膜能够拦截细菌。", "反渗透膜可以去除重金属。"]
BO_TIPS = ["ཆུ་འདི་འཐུང་མི་རུང་།", "ཆུ་ཁོལ་བ་འཐུང་རོགས།", "ཆུ་ཚགས་ལག་ལེན་བྱོས།"]
POEM = ["تاغ باغرىدا ئېقىن ئاقار،", "ئېقىن بويىدا گۈل ئېچىلار،", "گۈل ئۈستىدە كېپىنەك ئۇچار،", "كۆڭلۈم سېنى ئەسلەپ ياشار."]
PRICES = [("甲牌滤水壶", "150升"), ("乙牌滤水壶", "200升"), ("丙牌滤水壶", "120升"), ("丁牌滤水壶", "180升")]
COFFEE = ["Paper: bright", "Cloth: round, sweet", "Steel mesh: heavy", "Gold mesh: oily"]
TABLE = '<table class="filter-table">' + "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in PRICES) + "</table>"

# (page, lines that stay): a story's own box whose class says "filter" and whose lines are no control
STORY_BOXES = [
    ("zh-water-tips", story_page("zh", f'<div class="filters">{_lines("p", WATER_TIPS)}</div>'), WATER_TIPS),
    ("bo-water-tips", story_page("bo", f'<div class="water-filter box">{_lines("p", BO_TIPS)}</div>'), BO_TIPS),
    ("ug-poem-filter-utility", story_page("ug", f'<div class="stanza filter grayscale">{_lines("p", POEM)}</div>'), POEM),
    ("zh-filter-table", story_page("zh", TABLE), [line for row in PRICES for line in row]),
    ("en-filter-list", story_page("en", f'<ul class="filter-list">{_lines("li", COFFEE)}</ul>'), COFFEE),
]


@pytest.mark.parametrize("markup, lines", [(m, lines) for _, m, lines in STORY_BOXES], ids=[n for n, _, _ in STORY_BOXES])
def test_a_storys_box_named_filter_comes_out_whole(markup: str, lines: list[str]) -> None:
    text = auto_text(markup)
    for line in lines + STORY[markup.split('lang="')[1][:2]]:
        assert line in text


UG_OBJECTS = [("قەدىمكى ساپال كوزا", "بۇ كوزا ئون سەككىزىنچى ئەسىردە ياسالغان بولۇپ، يۈزىدە گۈل نۇسخىلىرى بار."),
              ("يىپەك گىلەم", "خوتەن يىپەك گىلىمى، قىزىل ۋە كۆك رەڭلەر بىلەن توقۇلغان، ئۇزۇنلۇقى ئىككى مېتىر."),
              ("مىس چەينەك", "قەشقەر مىسكەرلىرى ياسىغان چەينەك، ئويما نۇسخىلار بىلەن بېزەلگەن."),
              ("ياغاچ ساندۇق", "ياغاچ ئويمىچىلىقى بىلەن ياسالغان، ئىچىگە كىيىم ساقلىنىدىغان ساندۇق.")]
UG_BAR_ENTRIES = ["ھەممىسى", "ساپال", "گىلەم", "مىس"]


def collection_page(bar: str) -> str:
    """A Uyghur museum's collection page: its heading and intro, ``bar``, a grid of four objects."""
    grid = "".join(f'<div class="portfolio-item"><img src="/i/{i}.jpg" alt=""><h3 class="portfolio-title"><a href="/o/{i}">'
                   f'{name}</a></h3><p class="portfolio-text">{blurb}</p></div>' for i, (name, blurb) in enumerate(UG_OBJECTS))
    main = (f'<main><h1>كوللېكسىيە</h1><p>مۇزېيىمىزدىكى قول ھۈنەر بۇيۇملىرىنىڭ بىر قىسمى تۆۋەندىكىچە.</p>{bar}'
            f'<div class="portfolio-grid">{grid}</div></main>')
    return lang_page("ug", "كوللېكسىيە", f"{MENU}{main}{FOOTER}")


# a collection's filter bar whose entries are links, links in items, or items named a filter: it goes, the grid stays
BARS = {
    "links": '<div class="portfolio-filters"><span class="filter-label">سۈزۈش:</span>'
             + "".join(f'<a href="#">{e}</a>' for e in UG_BAR_ENTRIES) + "</div>",
    "items-with-links": '<ul class="portfolio-filter">' + "".join(f'<li><a href="#">{e}</a></li>' for e in UG_BAR_ENTRIES) + "</ul>",
    "items-named-filter": '<ul class="collection-filters">'
                          + "".join(f'<li class="collection-filter">{e}</li>' for e in UG_BAR_ENTRIES) + "</ul>",
}


@pytest.mark.parametrize("bar", BARS.values(), ids=BARS.keys())
def test_a_collections_filter_bar_goes_and_its_grid_stays(bar: str) -> None:
    spec = {"stay": [line for obj in UG_OBJECTS for line in obj], "go": ["سۈزۈش:", "ھەممىسى"],
            "once": [blurb for _, blurb in UG_OBJECTS]}
    assert_spec("ug-collection", auto_text(collection_page(bar)), spec)


SIDE = [("ལྷ་སར་གནམ་གཤིས་གྲང་དུ་ཕྱིན།", "སང་ཉིན་ནས་བཟུང་ཁ་བ་འབབ་སྲིད་པའི་སྔོན་བརྡ་བཏང་།"),
        ("སློབ་གྲྭ་གསར་པ་གསུམ་སྒོ་ཕྱེ།", "གྲོང་གསེབ་ཀྱི་བྱིས་པ་བརྒྱ་ལྷག་སློབ་གྲྭར་ཞུགས།"),
        ("ཟམ་པ་གསར་བསྐྲུན་ལེགས་གྲུབ།", "ཆུ་བོའི་ཕ་རོལ་དུ་འགྲོ་བའི་ལམ་ཐུང་དུ་སོང་།"),
        ("དཔེ་མཛོད་ཁང་ལ་དཔེ་ཆ་སྟོང་ཕྲག", "ཡུལ་མི་ཚོས་དཔེ་ཆ་ཞལ་འདེབས་སུ་ཕུལ་བ་རེད།")]
MOST_READ = ('<aside class="sidebar widget-area"><section class="widget"><h3 class="widget-title">མང་ཤོས་ཀློག་པ།</h3><ul>'
             + "".join(f'<li class="post-item"><div class="post-title"><a href="/n/{i}">{t}</a></div>'
                       f'<div class="post-excerpt">{e}</div></li>' for i, (t, e) in enumerate(SIDE)) + "</ul></section></aside>")
RELATED = ('<section class="related-posts"><h2>Related stories</h2><div class="row">'
           + "".join(f'<div class="card"><div class="card-body"><div class="card-title"><a href="/s/{i}">{t}</a></div>'
                     f'<p class="card-text">{e}</p></div></div>' for i, (t, e) in enumerate(SIDE)) + "</div></section>")


@pytest.mark.parametrize("after", [MOST_READ, RELATED], ids=["sidebar-most-read", "related-cards"])
def test_a_storys_titled_side_cards_stay_out(after: str) -> None:
    spec = {"stay": STORY["bo"], "go": [line for card in SIDE for line in card], "once": STORY["bo"]}
    assert_spec("bo-story", auto_text(story_page("bo", "", after)), spec)
