"""Session 42's mends of the final read's leftovers in ``auto.mastheads``, ``auto.reference_texts``,
``auto.page_memo`` and the share veto: a ticker's lines counted once each, an ``<h1>`` named a logo inside the story's
own landmark kept, a fact box under an article's headline kept, a verse page's tool row with separators dropped, the
unnamed poem under the article's headline (not under the site's logo ``<h1>``) kept, a memo read only for the node
list it was built on, and a verse box whose class carries a share *state* ("share-enabled") keeping its lines while a
real share bar still goes. Pages and sentences our own."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto.mastheads import STATUS_LINE_RE, STATUS_VALUE_MAX_CHARS
from extract.algorithms.auto.page_memo import class_text
from extract.dom import build_dom
from tests.extraction_pages import KEPT, auto_text, kept_lines_scored, paragraphs

NAV = "<header class='site-header'><nav class='menu'><a href='/'>Home</a><a href='/news'>News</a></nav></header>"
FOOT = "<footer class='site-footer'><p>© 2026 Example. All rights reserved.</p></footer>"

BO_STORY = ["ཉིན་འདིར་སློབ་གྲྭའི་སློབ་ཕྲུག་ཚོས་ས་གཞིའི་ཁྱད་ཆོས་སྐོར་གྱི་འཚོལ་ཞིབ་ཅིག་བྱས་ཤིང་། མི་མང་པོས་ལྟ་སྐོར་ལ་ཕེབས་ཡོད།",
            "འཚོལ་ཞིབ་ཀྱི་སྐབས་སུ་སློབ་ཕྲུག་ཚོས་རི་བོའི་སྟེང་གི་རྩི་ཤིང་དང་ཆུ་མཚོའི་རིགས་ལ་ཞིབ་འཇུག་བྱས་པ་རེད།",
            "དགེ་རྒན་ཚོས་ད་ཕྱིན་ལོ་རེར་ཐེངས་རེ་འཚོལ་ཞིབ་འདི་འདྲ་བྱེད་རྒྱུ་ཡིན་ཞེས་བཤད་སོང་།"]
UG_STORY = ["شەھەرلىك كۈتۈپخانىدا كىتاب كۆرگەزمىسى ئۆتكۈزۈلۈپ، يۈزلىگەن ئوقۇغۇچىلار قاتناشتى.",
            "كۆرگەزمىدە يېڭى نەشر قىلىنغان كىتابلار تونۇشتۇرۇلدى ۋە ئاپتورلار ئوقۇرمەنلەر بىلەن سۆھبەتلەشتى.",
            "تەشكىللىگۈچىلەر بۇنداق پائالىيەتنى ھەر يىلى ئىككى قېتىم ئۆتكۈزىدىغانلىقىنى بىلدۈردى."]
ZH_STORY = ["本报讯 近日，县文化馆举办了一场民间剪纸展览，吸引了两百多名市民前来参观。",
            "展览展出了六十多幅作品，其中不少出自村里的老艺人之手，题材多为农家生活和节日习俗。",
            "文化馆负责人表示，今后将定期举办类似活动，让更多年轻人了解和喜爱传统手艺。"]
EN_STORY = ["The valley school held its first science fair on Saturday, and more than two hundred families came.",
            "Pupils showed experiments on river water, mountain plants and the weather of the high pasture.",
            "The head teacher said the fair would now be held every spring, with a prize for the best project."]
DOUBTED = -3.0  # a block's stage-2 score the threshold drops (``auto.THRESHOLD``: -1.0)
STORIES = {"bo": BO_STORY, "ug": UG_STORY, "zh": ZH_STORY, "en": EN_STORY}
UG_VERSES = ["تاغلار ئۈستىدە ئاي نۇرى،", "دەريا بويىدا گۈل ئېچىلار،", "يۇرتۇمنى سېغىندىم بۈگۈن،",
             "كۆڭلۈم ئاڭا ئۇچۇپ كېتەر."]
BO_VERSES = ["ཁ་བ་དཀར་པོའི་རི་བོ་ལ། །", "ཉི་མ་ཤར་བའི་འོད་ཟེར་ཕོག །", "གངས་ཆུ་སྔོན་པོ་མར་ལ་བབས། །",
             "ཞིང་ཁ་ཡོངས་ལ་ལོ་ཏོག་སྨིན། །"]
ZH_VERSES = ["山前一条小河流，", "河边杨柳绿油油。", "阿妈唱着放牧歌，", "歌声飘过青山头。"]
EN_VERSES = ["The snow lies white upon the hill,", "the morning sun comes slow,",
             "the stream runs down the valley still,", "and barley fields will grow."]


def page(body: str, title: str = "t") -> str:
    """A page of ``body`` under a site menu and over a footer."""
    return f"<html><head><meta charset='utf-8'><title>{title}</title></head><body>{NAV}{body}{FOOT}</body></html>"


def assert_once(text: str, lines: list[str]) -> None:
    """Every line of ``lines`` is in ``text`` exactly once."""
    assert [line for line in lines if text.count(line) != 1] == []


def assert_gone(text: str, lines: list[str]) -> None:
    """No line of ``lines`` is in ``text``."""
    assert [line for line in lines if line in text] == []


# --- mastheads: tickers ----------------------------------------------------------------------------------------------

def test_a_tickers_nested_lines_are_counted_once() -> None:
    # two status lines, one of them in a nested block: two lines, under TICKER_LINES_MIN (a dateline's pair), not three
    status = ["Date: 3 May.", "Place: Lhasa."]
    text = auto_text(page("<main><article><h1>The science fair</h1><div class='ticker'>"
                          f"{status[0]}<div>{status[1]}</div></div>{paragraphs(EN_STORY)}</article></main>"))
    assert_once(text, status + EN_STORY)


UG_STATUS = ["ھاۋا رايى: قار ياغىدۇ.", "يول ئەھۋالى: نورمال.", "پېرېۋوت: 7.2", "ۋاقىت: 09:15."]


@pytest.mark.parametrize("ticker", [
    "<div class='news-ticker'>" + "<br>".join(UG_STATUS) + "</div>",
    "<ul class='ticker'>" + "".join(f"<li><span>{line}</span></li>" for line in UG_STATUS) + "</ul>",
    "<div class='marquee'>" + "".join(f"<p>{line}</p>" for line in UG_STATUS) + "</div>",
], ids=["br-strip", "list", "paragraphs"])
def test_a_status_ticker_under_the_headline_still_goes(ticker: str) -> None:
    text = auto_text(page(f"<main><article><h1>كىتاب كۆرگەزمىسى</h1>{ticker}{paragraphs(UG_STORY)}</article></main>"))
    assert_gone(text, UG_STATUS)
    assert_once(text, UG_STORY)


@pytest.mark.parametrize("name", ["id='news-ticker'", "class='top-marquee'", "data-testid='ticker'"])
def test_the_ticker_gate_passes_a_box_named_by_its_id_class_or_data_name(name: str) -> None:
    ticker = f"<div {name}>" + "<br>".join(UG_STATUS) + "</div>"
    text = auto_text(page(f"<main><article><h1>كىتاب كۆرگەزمىسى</h1>{ticker}{paragraphs(UG_STORY)}</article></main>"))
    assert_gone(text, UG_STATUS)
    assert_once(text, UG_STORY)


def test_a_status_lines_value_runs_to_its_constant_and_no_further() -> None:
    label = "Roads"
    assert STATUS_LINE_RE.match(f"{label}: " + "x" * STATUS_VALUE_MAX_CHARS)
    assert not STATUS_LINE_RE.match(f"{label}: " + "x" * (STATUS_VALUE_MAX_CHARS + 1))


# a fact box of short "label: value" lines right under an article's h1 (a biography's, an event's) is the article's
FACT_BOXES = {
    "bo": ["སྐྱེས་ལོ། ༡༩༥༠", "སྐྱེས་ཡུལ། ལྷ་ས།", "ལས་རིགས། རྩོམ་པ་པོ།"],
    "ug": ["تۇغۇلغان يىلى: 1950", "تۇغۇلغان يېرى: قەشقەر", "كەسپى: شائىر"],
    "zh": ["出生：1950年", "籍贯：四川甘孜", "职业：作家"],
    "en": ["Born: 3 May 1950", "Died: 12 June 2019", "Occupation: poet"],
}
FACT_BOX_MARKUP = {
    "dl": lambda lines: "<div class='facts'>" + "<br>".join(lines) + "</div>",
    "list": lambda lines: "<ul class='bio-facts'>" + "".join(f"<li>{line}</li>" for line in lines) + "</ul>",
    "event": lambda lines: "<div class='event-meta'>" + "".join(f"<p>{line}</p>" for line in lines) + "</div>",
}


@pytest.mark.parametrize("lang", sorted(FACT_BOXES))
@pytest.mark.parametrize("markup", sorted(FACT_BOX_MARKUP))
def test_a_fact_box_under_an_articles_headline_stays(lang: str, markup: str) -> None:
    facts = FACT_BOXES[lang]
    text = auto_text(page(f"<main><article><h1>{STORIES[lang][0][:12]}</h1>{FACT_BOX_MARKUP[markup](facts)}"
                          f"{paragraphs(STORIES[lang])}</article></main>"))
    assert_once(text, facts + STORIES[lang])


# --- mastheads: a logo h1 inside the story's landmark -------------------------------------------------------------

def test_a_brand_headline_inside_the_article_keeps_its_box() -> None:
    # the story's own header names its h1 "brand" (a product story's house style); the page has a separate <main>
    lines = ["Founded: 1998 in Kham.", "Staff: 40 weavers."]
    text = auto_text(page("<main><p class='lead'>" + EN_STORY[0] + "</p></main>"
                          "<article><header><h1 class='brand'>Kham Weavers</h1><div class='sub'>"
                          + "<br>".join(lines) + f"</div></header>{paragraphs(EN_STORY[1:])}</article>"))
    assert_once(text, lines + EN_STORY)


def test_a_logo_headline_in_the_top_bar_still_takes_its_box() -> None:
    lines = ["地址：拉萨市北京中路九号。", "电话：0891-6830000。"]
    text = auto_text(page("<div class='topbar'><h1 class='logo'>拉萨晚报</h1><div class='info'>"
                          + "<br>".join(lines) + f"</div></div><main><article><h2>剪纸展览</h2>"
                          f"{paragraphs(ZH_STORY)}</article></main>"))
    assert_gone(text, lines)
    assert_once(text, ZH_STORY)


# --- reference_texts: tool rows with separators, the article's headline ---------------------------------------------

@pytest.mark.parametrize(("verses", "row"), [
    (EN_VERSES, "<a href='#'>Copy</a> | <a href='#'>Print</a> | <a href='#'>Share</a>"),
    (UG_VERSES, "<a href='#'>نۇسخىلاش</a> | <a href='#'>بېسىش</a>"),
    (BO_VERSES, "<a href='#'>ཉར་ཚགས།</a> · <a href='#'>འདྲ་བཤུ།</a>"),
], ids=["en", "ug", "bo"])
def test_a_verse_pages_tool_row_with_separators_goes(verses: list[str], row: str) -> None:
    text = auto_text(page(f"<main><h1>Poem</h1><div class='poem'>{'<br>'.join(verses)}</div>"
                          f"<div class='tools'>{row}</div>{paragraphs(EN_STORY)}</main>"))
    assert_gone(text, ["Copy", "Print", "نۇسخىلاش", "بېسىش", "ཉར་ཚགས", "འདྲ་བཤུ"])
    assert_once(text, verses)


def test_a_poem_line_holding_a_bar_stays() -> None:
    verses = ["The road | the river | the rain,", "and all the roads | come home again."]
    text = auto_text(page("<main><article><h1>Roads</h1><div class='tools'><p>" + "<br>".join(verses)
                          + f"</p></div>{paragraphs(EN_STORY)}</article></main>"))
    assert_once(text, verses)


POEM_NOTES = {"zh": "这首民歌写的是草原上放牧的日子，前两句写河边的景色，后两句写阿妈的歌声。",
              "bo": "གླུ་འདི་ནི་འབྲོག་པའི་འཚོ་བའི་སྐོར་ལ་བྲིས་པ་ཞིག་ཡིན་ཞིང་། ཕ་ཡུལ་གྱི་རི་ཆུའི་མཛེས་སྡུག་བསྟན་ཡོད།",
              "ug": "بۇ شېئىر يۇرتنى سېغىنىش ھەققىدە بولۇپ، خەلق ئارىسىدا كەڭ تارقالغان."}
LOGO_HEADLINES = {"named": "<h1 class='logo'>{}</h1>", "linked home": "<h1><a href='/'>{}</a></h1>"}


@pytest.mark.parametrize("logo", sorted(LOGO_HEADLINES))
@pytest.mark.parametrize(("lang", "verses", "title"), [
    ("zh", ZH_VERSES, "放牧歌"), ("bo", BO_VERSES, "གངས་རིའི་གླུ།"), ("ug", UG_VERSES, "يۇرتۇم")])
def test_an_unnamed_poem_under_its_title_beside_a_logo_headline_stays(logo: str, lang: str, verses: list[str],
                                                                      title: str) -> None:
    # the site's name in a logo h1, the poem's title in an h2, its lines in an unnamed box (a poetry site's layout)
    markup = (f"<html><head><meta charset='utf-8'><title>{title}</title></head><body><header>"
              + LOGO_HEADLINES[logo].format("Poems") + "<nav><a href='/a'>Authors</a> <a href='/b'>Ages</a></nav>"
              f"</header><div class='main3'><div class='left'><div class='sons'><div class='cont'><h2>{title}</h2>"
              f"<p class='source'><a href='/author/1'>Anon.</a></p><div class='contson'>" + "<br>".join(verses)
              + f"</div></div></div><div class='sons'><div class='cont'><p>{POEM_NOTES[lang]}</p></div></div></div>"
              "<div class='right'><div class='sons'><h3>Other poems</h3><ul><li><a href='/p/1'>Moon</a></li>"
              f"<li><a href='/p/2'>River</a></li></ul></div></div></div>{FOOT}</body></html>")
    # the model doubts the verses (short lines read as a menu's): the rule under the headline keeps them
    lines = kept_lines_scored(markup, {"".join(verses): DOUBTED}, KEPT)
    assert [line for line in verses if line not in lines] == []
    assert_once(auto_text(markup), verses + [POEM_NOTES[lang]])


def test_an_articles_headline_linked_to_itself_is_no_logo() -> None:
    # a blog post's h1 links to the post's own address: it is the headline the poem sits under
    markup = page("<main><article><h1 class='entry-title'><a href='/2026/05/snow-song'>Snow Song</a></h1>"
                  "<p class='byline'>Anon.</p><div class='entry-content'>" + "<br>".join(EN_VERSES)
                  + "</div><p>A short song of the high valley, written down from a shepherd's singing.</p>"
                  "</article></main>", title="Snow Song")
    lines = kept_lines_scored(markup, {"".join(EN_VERSES): DOUBTED}, KEPT)
    assert [line for line in EN_VERSES if line not in lines] == []


# --- the share veto: a share state on a verse box -------------------------------------------------------------------

@pytest.mark.parametrize("flag", ["share-enabled", "sharing-enabled", "has-share"])
def test_a_verse_box_flagged_share_enabled_keeps_its_lines(flag: str) -> None:
    text = auto_text(page(f"<main><h1>يۇرتۇم</h1><div class='lyrics {flag}'>"
                          + "".join(f"<p>{line}</p>" for line in UG_VERSES)
                          + f"</div>{paragraphs(UG_STORY)}</main>"))
    assert_once(text, UG_VERSES + UG_STORY)


@pytest.mark.parametrize("bar", ["share-buttons", "sharedaddy sd-sharing-enabled", "share-bar has-share"])
def test_a_real_share_bar_still_goes(bar: str) -> None:
    text = auto_text(page(f"<main><article><h1>Fair</h1>{paragraphs(EN_STORY)}<div class='{bar}'>"
                          "<h3>Share this:</h3><ul><li><a href='#'>Facebook</a></li><li><a href='#'>Email</a></li>"
                          "</ul></div></article></main>"))
    assert_gone(text, ["Share this", "Facebook"])
    assert_once(text, EN_STORY)


# --- page_memo: a memo serves only the node list it was built on ---------------------------------------------------

def test_class_text_reads_no_data_names_of_another_doms_memo() -> None:
    first = build_dom(lxml.html.document_fromstring(page(paragraphs(EN_STORY))))
    blocks = auto.block_features(first, first.title)
    other = build_dom(lxml.html.document_fromstring(page(
        "<div data-testid='product-price'><p>$40</p></div>" + paragraphs(ZH_STORY))))
    auto.block_features(other, other.title)  # the other page's features: its memo holds its data names
    names = class_text(other, blocks)
    assert names is not None and "product-price" not in names


def test_class_text_of_a_page_reads_its_own_data_names() -> None:
    dom = build_dom(lxml.html.document_fromstring(page(
        "<div data-testid='product-price'><p>$40</p></div>" + paragraphs(ZH_STORY))))
    blocks = auto.block_features(dom, dom.title)
    names = class_text(dom, blocks)
    assert names is not None and "product-price" in names
