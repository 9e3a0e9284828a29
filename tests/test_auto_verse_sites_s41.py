"""Poetry, lyrics and scripture sites' furniture in and beside the verse box (session 41, review h270): credit, ad,
tool and comment rows named beside the verse word, a verse-of-the-day widget, a tool row of short links, the box of
lines beside a logo ``<h1>``, a ticker of labelled status lines under the headline. And the guards: a story quoting
a song's credits in prose, an essay's "translation" paragraph, an article's own ticker of short items, a shop's real
``<h1>``."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

NAV = "<header class='site-header'><nav class='menu'><a href='/'>Home</a><a href='/songs'>Songs</a></nav></header>"
FOOT = "<footer class='site-footer'><p>© 2025 Example. All rights reserved.</p></footer>"

EN_STORY = ["The choir rehearsed every evening for a month before the spring concert in the old town hall.",
            "Parents filled the benches on Saturday, and the youngest singers opened the evening with a folk song.",
            "The conductor said the proceeds would buy new music stands and a second-hand piano for the school."]
UG_STORY = ["شەھەرلىك مەدەنىيەت سارىيىدا شېئىرىيەت كېچىلىكى ئۆتكۈزۈلۈپ، يۈزلىگەن ياشلار قاتناشتى.",
            "كېچىلىكتە ياش شائىرلار ئۆز ئەسەرلىرىنى ئوقۇپ بەردى ۋە تاماشىبىنلار بىلەن پىكىر ئالماشتۇردى.",
            "تەشكىللىگۈچىلەر بۇنداق پائالىيەتنى ھەر پەسىلدە بىر قېتىم ئۆتكۈزىدىغانلىقىنى بىلدۈردى."]
BO_STORY = ["ཉིན་འདིར་སློབ་གྲྭའི་སློབ་ཕྲུག་ཚོས་སྙན་ངག་ཀློག་འདོན་གྱི་འགྲན་བསྡུར་ཞིག་ཚོགས་ཤིང་། མི་མང་པོ་ཞིག་ཞུགས་ཡོད།",
            "འགྲན་བསྡུར་གྱི་ཐོག་སློབ་ཕྲུག་ཚོས་རང་ཉིད་ཀྱིས་བྲིས་པའི་སྙན་ངག་ཀློག་འདོན་བྱས་པ་མ་ཟད། "
            "དགེ་རྒན་ཚོས་དཔྱད་བརྗོད་གནང་།",
            "སློབ་གྲྭས་ད་ཕྱིན་ལོ་རེར་ཐེངས་རེ་འགྲན་བསྡུར་འདི་འདྲ་ཚོགས་རྒྱུ་ཡིན་ཞེས་བཤད།"]
ZH_VERSES = ["春眠不觉晓，", "处处闻啼鸟。", "夜来风雨声，", "花落知多少。"]
EN_VERSES = ["The river keeps its quiet song,", "the willows lean to hear,", "the lanterns drift the bank along,",
             "and every light is near."]
UG_VERSES = ["تاغلار ئۈستىدە ئاي نۇرى،", "دەريا بويىدا گۈل ئېچىلار،", "يۇرتۇمنى سېغىندىم بۈگۈن،",
             "كۆڭلۈم ئاڭا ئۇچۇپ كېتەر."]


def page(body: str) -> str:
    """A page of ``body`` under a site menu and over a footer."""
    return f"<html><head><meta charset='utf-8'><title>t</title></head><body>{NAV}{body}{FOOT}</body></html>"


@pytest.mark.parametrize(("verses", "box", "furniture"), [
    (UG_VERSES, "lyrics-credit", "ئاھاڭى: ئابدۇكېرىم  تېكىستى: مەمەتجان"),
    (ZH_VERSES, "lyrics-credit", "词：王小明  曲：李华"),
    (EN_VERSES, "lyrics-footer", "Writer(s): Ann Lee. Lyrics licensed by a lyrics provider."),
    (EN_VERSES, "lyrics-ad", "Advertisement - scroll to continue"),
    (ZH_VERSES, "poem-tools", "拼音 译文 注释 赏析"),
])
def test_a_row_named_for_its_role_inside_a_lyrics_box_goes(verses: list[str], box: str, furniture: str) -> None:
    text = auto_text(page("<main><h1>Song</h1><div class='lyrics-box'><div class='lyrics-body'>" + "<br>".join(verses)
                          + f"</div><div class='{box}'>{furniture}</div></div>{paragraphs(EN_STORY)}</main>"))
    assert all(text.count(line) == 1 for line in verses)
    assert furniture.split()[0] not in text


@pytest.mark.parametrize(("story", "box", "furniture"), [
    (BO_STORY, "verse-tools", "<span>ཡིག་གཟུགས་ཆེ་རུ་གཏོང་།</span> <span>པར་སྐྲུན།</span>"),
    (EN_STORY, "lyric-pl", "<div class='item'><p>Lovely song, I sang it at school.</p></div>"
                           "<div class='item'><p>It always makes me cry.</p></div>"),
    (UG_STORY, "votd verse-of-the-day", "<p>ئەمگەك قىلغان ئادەم ھەرگىز ئاچ قالماس.</p><p>ماقال 12:11</p>"),
])
def test_a_verse_site_box_beside_an_article_goes(story: list[str], box: str, furniture: str) -> None:
    text = auto_text(page(f"<main><article><h1>Story</h1>{paragraphs(story)}</article>"
                          f"<div class='{box}'>{furniture}</div></main>"))
    assert all(text.count(line) == 1 for line in story)
    for kept in ("ཡིག་གཟུགས", "Lovely song", "It always", "ئەمگەك", "ماقال"):
        assert kept not in text


@pytest.mark.parametrize("story", [BO_STORY, UG_STORY, EN_STORY])
def test_a_save_and_copy_row_under_a_poem_goes_on_any_language_page(story: list[str]) -> None:
    text = auto_text(page("<main><h1>Poem</h1><div class='poem'>" + "<br>".join(UG_VERSES)
                          + "</div><div class='tool'><a href='#'>收藏</a> <a href='#'>复制</a></div>"
                          + f"{paragraphs(story)}</main>"))
    assert "收藏" not in text and "复制" not in text
    assert all(text.count(line) == 1 for line in story)


@pytest.mark.parametrize(("head", "lines"), [
    ("<h1 class='logo'>拉萨晚报</h1>", ["地址：拉萨市北京中路九号。", "电话：0891-6830000。", "邮编：850000。"]),
    ("<h1 class='site-title'>River Outfitters</h1>", ["Free delivery over $40.", "60-day returns.", "Support 24/7."]),
])
def test_the_lines_beside_a_logo_headline_go(head: str, lines: list[str]) -> None:
    text = auto_text(page(f"<div class='topbar'>{head}<div class='info'>{'<br>'.join(lines)}</div></div>"
                          f"<main><article><h2>Concert</h2>{paragraphs(EN_STORY)}</article></main>"))
    assert all(line not in text for line in lines)
    assert all(text.count(line) == 1 for line in EN_STORY)


def test_a_ticker_of_status_lines_under_the_headline_goes() -> None:
    status = ["ھاۋا رايى: ئوچۇق.", "يول ئەھۋالى: نورمال.", "ۋاقىت: 09:15."]
    text = auto_text(page("<main><article><h1>شېئىرىيەت كېچىلىكى</h1><div class='ticker'>"
                          + "<br>".join(f"<span>{line}</span>" for line in status)
                          + f"</div>{paragraphs(UG_STORY)}</article></main>"))
    assert all(line not in text for line in status)
    assert all(text.count(line) == 1 for line in UG_STORY)


# --- guards -----------------------------------------------------------------------------------------------------------

def test_a_story_quoting_a_songs_credits_in_prose_keeps_them() -> None:
    credit = "词：王小明，曲：李华。这首歌是两人在大学宿舍里合写的，后来成了毕业晚会上人人会唱的歌。"
    story = ["校友会昨天在礼堂举办了毕业二十周年的聚会，三百多名校友回到母校。", credit,
             "聚会的最后，全场校友一起合唱了这首歌，不少人流下了眼泪。"]
    text = auto_text(page(f"<main><article><h1>校友聚会</h1>{paragraphs(story)}</article></main>"))
    assert all(text.count(line) == 1 for line in story)


def test_an_essay_on_a_poem_keeps_its_translation_paragraph() -> None:
    story = ["This short poem by Meng Haoran is one of the first that Chinese children learn by heart.",
             "Translation: Sleeping in spring I miss the dawn; everywhere I hear the birds; in the night the sound "
             "of wind and rain; how many petals fell, I wonder.",
             "The poem's charm lies in what it leaves out: the poet never rises from his bed to look."]
    text = auto_text(page("<main><article><h1>Spring Dawn</h1><div class='poem'>" + "<br>".join(ZH_VERSES)
                          + f"</div><div class='poem-translation'>{paragraphs(story[1:2])}</div>"
                          + f"{paragraphs(story[:1] + story[2:])}</article></main>"))
    assert all(text.count(line) == 1 for line in story)
    assert all(text.count(line) == 1 for line in ZH_VERSES)


def test_an_articles_own_ticker_of_short_items_stays() -> None:
    items = ["The choir wins the regional cup.", "The school library opens on Sundays.",
             "A new bus line reaches the valley villages."]
    text = auto_text(page("<main><article><h1>This week in the valley</h1><div class='news-ticker'>"
                          + "<br>".join(items) + f"</div>{paragraphs(EN_STORY)}</article></main>"))
    assert all(text.count(line) == 1 for line in items + EN_STORY)


def test_a_shops_real_headline_and_its_lines_stay() -> None:
    lines = ["Hand-woven in Lhasa from yak wool.", "Each blanket is two metres long.",
             "Washable by hand in cold water."]
    text = auto_text(page("<main><div class='product'><h1 class='product-title'>Yak Wool Blanket</h1>"
                          f"<div class='summary'>{'<br>'.join(lines)}</div></div>"
                          f"<article>{paragraphs(EN_STORY)}</article></main>"))
    assert all(text.count(line) == 1 for line in lines)
