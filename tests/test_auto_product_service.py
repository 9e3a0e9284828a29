"""Product and service pages' furniture beside their text (our own pages and sentences): a definition list of a post's
or a product's counters (``count_lines.drop_count_lists``), a strip of priced cards whose names went
(``shop_panels``), a site-wide notice bar over the title (``site_banners``), a rating summary line
(``count_lines.is_rating_line``) and a tour's booking box (``shop_panels``: its booking button sells) go; a recipe's
list of amounts, a poem's notes, a post's own notice, a sentence about reviews, an essay quoting a shop's buttons and
a story about market prices keep their text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}


def page(lang: str, body: str) -> str:
    """A page in ``lang``: a header menu, ``body``, a footer."""
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{DIRECTION[lang]}'><head><meta charset='utf-8'><title>t</title>"
            "</head><body><header class='site-header'><div class='logo'><a href='/'>Site</a></div><nav class='main-nav'>"
            "<ul><li><a href='/'>Home</a></li><li><a href='/shop'>Shop</a></li><li><a href='/about'>About</a></li></ul>"
            f"</nav></header>{body}<footer class='site-footer'><p>© 2025 Site. All rights reserved.</p></footer>"
            "</body></html>")


def post(title: str, paragraphs: list[str], after: str = "", before: str = "") -> str:
    """A post: its title, ``before`` (inside the article, over the text), its paragraphs and ``after``."""
    return (f"<main><article class='post'><h1 class='entry-title'>{title}</h1>{before}<div class='entry-content'>"
            + "".join(f"<p>{p}</p>" for p in paragraphs) + f"</div>{after}</article></main>")


def definition_list(name: str, pairs: list[tuple[str, str]]) -> str:
    """A ``<dl>`` named ``name`` of term and description pairs."""
    return f"<dl class='{name}'>" + "".join(f"<dt>{t}</dt><dd>{d}</dd>" for t, d in pairs) + "</dl>"


# ---- a definition list of counters goes; one of amounts or notes stays ----------------------------------------------
STORY = {
    "bo": ["ལོ་འདིའི་དབྱར་ཁར་གྲོང་གསེབ་ཀྱི་སློབ་གྲྭ་ཞིག་ཏུ་བོད་ཡིག་ཀློག་པའི་ཚོགས་ཆུང་གསར་པ་ཞིག་བཙུགས་ཤིང་། ཉིན་རེར་སློབ་མ་ཉི་ཤུ་ལྷག་འཛོམས།",
           "དགེ་རྒན་གྱིས་སློབ་མ་ཚོར་རང་ཡུལ་གྱི་གཏམ་རྒྱུད་འབྲི་རུ་བཅུག་པས། ཕ་མ་ཚོས་ཀྱང་རྒྱབ་སྐྱོར་ཆེན་པོ་བྱས།"],
    "ug": ["بۇ يىل يازدا يېزىدىكى مەكتەپتە كىتاب ئوقۇش گۇرۇپپىسى قۇرۇلدى، ھەر كۈنى يىگىرمىدىن ئارتۇق ئوقۇغۇچى كېلىدۇ.",
           "ئوقۇتقۇچى بالىلارغا يۇرتىدىكى رىۋايەتلەرنى يېزىشنى تاپشۇردى، ئاتا-ئانىلارمۇ بۇ ئىشنى قوللىدى."],
}
COUNTERS = {
    "bo": [("ཀློག་གྲངས།", "༡༢༣༤"), ("བསམ་འཆར།", "༥"), ("ཉར་ཚགས།", "༡༢")],
    "ug": [("كۆرۈلۈش سانى", "3,402"), ("پىكىر", "8"), ("ساقلانغان", "57")],
}


@pytest.mark.parametrize("lang", sorted(COUNTERS))
def test_a_list_of_counters_under_a_post_goes(lang: str) -> None:
    text = auto_text(page(lang, post("t", STORY[lang], definition_list("post-stats", COUNTERS[lang]))))
    assert all(p in text for p in STORY[lang])
    assert not any(term in text for term, _ in COUNTERS[lang]), text


GUARD_LISTS = [
    ("zh", "ingredients", [("青稞面", "500克"), ("酥油", "50克"), ("砖茶", "20克")]),
    ("ug", "poem-notes", [("يېزىلغان يىلى", "1987"), ("بەت", "12")]),
    ("bo", "facts", [("མི་གྲངས།", "༡༢༠༠༠"), ("ས་ཁྱོན།", "༣༥༠")]),
]


@pytest.mark.parametrize(("lang", "name", "pairs"), GUARD_LISTS)
def test_a_list_of_amounts_facts_or_notes_stays(lang: str, name: str, pairs: list[tuple[str, str]]) -> None:
    paragraphs = STORY.get(lang, ["小时候每天早上，奶奶都会用新炒的青稞面给我们拌糌粑，这是她的做法。",
                                  "先把酥油放进碗里化开，再加入茶和糌粑，用手慢慢揉成团就可以吃了。"])
    text = auto_text(page(lang, post("t", paragraphs, definition_list(name, pairs))))
    assert all(term in text and value in text for term, value in pairs), text


# ---- a strip of priced cards whose names went loses its prices ---------------------------------------------------
NEWS_UG = ["قەشقەردىكى ھۈنەرۋەنلەر بۇ يىل مىس بۇيۇملىرىنى توردا سېتىشقا باشلىدى.",
           "ئۇلارنىڭ ئېيتىشىچە، سېتىش مىقدارى ئۆتكەن يىلدىكىدىن ئىككى ھەسسە ئاشقان.",
           "ھۈنەرۋەن ئابدۇرېھىم ئاكا: «ياش ئەۋلادلار بۇ ھۈنەرنى داۋاملاشتۇرۇشى كېرەك» دېدى."]
GOODS_UG = [("مىس چۆگۈن", "$24.00"), ("ياغاچ ساندۇق", "$18.50"), ("ئەتلەس ياغلىق", "$65.00"), ("ساپال تەخسە", "$15.00")]
GOODS_ZH = [("青瓷盖碗", "¥128.00"), ("粗陶茶壶", "¥96.00"), ("竹编茶盘", "¥75.00"), ("锡制茶罐", "¥210.00")]


def news_with_shop_strip() -> str:
    """A Uyghur story and, after it, a "shop the story" carousel of four priced cards with cart buttons."""
    strip = "".join(f"<li class='product'><a href='/p/{i}'><img src='/i/{i}.jpg'></a><h3 class='product-title'>"
                    f"<a href='/p/{i}'>{n}</a></h3><span class='price'>{p}</span><a class='button add_to_cart'>Add to "
                    "cart</a></li>" for i, (n, p) in enumerate(GOODS_UG))
    return page("ug", "<main class='article-page'><article><h1>ھۈنەرۋەنلەر توردا سودا قىلىۋاتىدۇ</h1>"
                + "".join(f"<p>{p}</p>" for p in NEWS_UG)
                + f"</article><section class='shop-the-story'><ul class='carousel'>{strip}</ul></section></main>")


def product_on_request_with_related() -> str:
    """A Chinese product priced "on request" (面议): its name, details and a strip of four related goods."""
    strip = "".join(f"<li class='goods-item'><a href='/g/{i}'><img src='/i/{i}.jpg'></a><p class='name'>"
                    f"<a href='/g/{i}'>{n}</a></p><p class='price'>{p}</p></li>" for i, (n, p) in enumerate(GOODS_ZH))
    return page("zh", "<div class='wrap'><div class='goods-main'><div class='goods-info'><h1>手工锻打紫铜汤锅</h1>"
                "<div class='goods-price'>价格：面议</div><div class='goods-btns'><a class='btn'>在线咨询</a></div></div>"
                "</div><div class='goods-desc'><h2>商品详情</h2><p>这款手工铜锅由老师傅一锤一锤敲打而成，锅壁厚实，导热均匀，"
                "适合炖汤和煮茶。每一口锅的纹路都不一样。</p></div><div class='filter-tabs'><span class='on'>同类商品</span>"
                f"<span>同品牌</span></div><ul class='goods-list'>{strip}</ul></div>")


@pytest.mark.parametrize(("html", "stays", "goods"), [
    (news_with_shop_strip(), NEWS_UG, GOODS_UG),
    (product_on_request_with_related(), ["这款手工铜锅由老师傅一锤一锤敲打而成"], GOODS_ZH),
], ids=["ug-news-shop-strip", "zh-related-goods"])
def test_a_strip_of_priced_cards_beside_the_text_goes_whole(html: str, stays: list[str],
                                                             goods: list[tuple[str, str]]) -> None:
    text = auto_text(html)
    assert all(s in text for s in stays), text
    assert not any(name in text or price in text for name, price in goods), text


def test_a_story_listing_market_prices_keeps_them() -> None:
    prices = ["མར་ ¥68", "ཕྱུར་བ་ ¥45", "ཤ་ ¥52"]
    story = ["ལྷ་སའི་ཁྲོམ་རར་ཟླ་བ་འདིར་ཚོང་རིན་ཅུང་ཟད་འཕར་བྱུང་། གྲོང་གསེབ་ནས་ཡོང་བའི་ཚོང་པ་ཚོས་ཀྱང་དེ་ལྟར་བཤད།",
             "ཚོང་པ་ཞིག་གིས་ང་ཚོར་ནས་ཆང་ཕོར་པ་གཅིག་ལ་སྒོར་ ¥12 ཡིན་ཞིང་ལོ་ན་ ¥8 རེད་ཅེས་བཤད།"]
    listing = "<ul class='price-list'>" + "".join(f"<li class='price'>{p}</li>" for p in prices) + "</ul>"
    text = auto_text(page("bo", post("ལྷ་སའི་ཁྲོམ་རའི་ཚོང་རིན།", story, listing)))
    assert all(s in text for s in story + prices), text


# ---- a site-wide notice bar over the title goes; a post's own notice stays -----------------------------------------
GUIDE_EN = ["To install the command line tool, download the archive for your system and unpack it into a folder on "
            "your path.", "Run the tool once with the init command; it writes a configuration file into your home "
            "folder, which you can edit by hand."]
GUIDE_BO = ["ལག་ཆ་འདི་སྒྲིག་འཇུག་བྱེད་པར་ཁྱེད་ཀྱི་གློག་ཀླད་ཀྱི་རིགས་དང་མཐུན་པའི་ཡིག་ཚགས་ཕབ་ལེན་བྱས་ནས་ཡིག་སྣོད་ཅིག་ཏུ་ཁ་ཕྱེ་རོགས།",
            "ཐེངས་དང་པོར་ལག་ཆ་འདི་བཀོལ་སྐབས་སྒྲིག་འགོད་ཡིག་ཆ་ཞིག་རང་བཞིན་གྱིས་བཟོ་ཞིང་། ཁྱེད་ཀྱིས་ལག་པས་བཟོ་བཅོས་བྱེད་ཆོག"]


def docs_page(lang: str, banner: str, banner_name: str, guide: list[str]) -> str:
    """A documentation page: a site's notice bar named ``banner_name`` over the side menu and the guide."""
    return page(lang, f"<div class='{banner_name}'><article class='message is-warning'><div class='message-body'>"
                f"{banner} <a href='/news'>Read more</a></div></article></div><div class='container'><div "
                "class='columns'><aside class='menu column is-3'><ul class='menu-list'><li><a>Install</a></li>"
                "<li><a>Configure</a></li></ul></aside><div class='column content'><h1 class='title'>Guide</h1>"
                + "".join(f"<p>{p}</p>" for p in guide) + "</div></div></div>")


@pytest.mark.parametrize(("lang", "banner", "name", "guide"), [
    ("en", "We have moved our documentation to a new address; please update your bookmarks.", "notification-bar",
     GUIDE_EN),
    ("bo", "པར་གཞི་གསར་པ་ ༣.༠ ཁྱབ་བསྒྲགས་བྱས་ཟིན། བསྒྱུར་བཅོས་གང་ཡོད་ཀློག་རོགས།", "site-banner", GUIDE_BO),
], ids=["en-notification-bar", "bo-site-banner"])
def test_a_site_wide_notice_bar_over_the_title_goes(lang: str, banner: str, name: str, guide: list[str]) -> None:
    text = auto_text(docs_page(lang, banner, name, guide))
    assert all(p in text for p in guide), text
    assert banner not in text, text


def test_a_notice_bar_inside_the_post_stays() -> None:
    notice = "Updated on 12 March: prices checked again."
    story = ["Our school compared three reading apps before the winter term. The cheapest cost $6 a month per "
             "teacher, the dearest $49 for the whole school.", "We chose the school plan because it let every class "
             "keep its own word lists, and the reports helped the Tibetan teachers see which words were hardest."]
    text = auto_text(page("en", post("Choosing a reading app", story, before=f"<div class='notice-bar'>{notice}</div>")))
    assert notice in text and all(p in text for p in story), text


# ---- a rating summary and a tour's booking box go; a sentence about reviews stays ------------------------------
HOTEL_BO = ["མགྲོན་ཁང་འདི་ཡར་ཀླུང་གཙང་པོའི་འགྲམ་དུ་ཡོད་ལ། ཁང་མིག་ཚང་མའི་སྒེའུ་ཁུང་ནས་རི་བོ་དང་ཞིང་ཁ་མཐོང་ཐུབ།",
            "ཡུམ་བུ་བླ་མཁར་ལ་ཀི་ལོ་མི་ཊར་བཅུ་ཙམ་ལས་མི་རིང་བས། ཞོགས་པར་རྐང་ཐང་དུ་འགྲོ་ཐུབ།"]
TOUR_UG = ["بۇ ساياھەتتە قەدىمىي يىپەك يولىنىڭ مۇھىم شەھىرى قەشقەرنى ۋە پامىر ئېگىزلىكىنىڭ مەنزىرىسىنى كۆرىسىز.",
           "بىرىنچى كۈن: قەشقەرگە يېتىپ كېلىپ، كەچتە كونا شەھەردە ئايلىنىمىز.",
           "ئىككىنچى كۈن: ئىدكاھ مەسچىتى ۋە ھۈنەرۋەنلەر كوچىسىنى زىيارەت قىلىمىز."]


def hotel_page(rating: str) -> str:
    """A Tibetan hotel's page: its name, the ``rating`` line, its description."""
    return page("bo", "<main class='site-main'><div class='hotel-header'><h1 class='hotel-name'>ཡར་ཀླུང་མགྲོན་ཁང་།</h1>"
                f"<div class='hotel-rating'>{rating}</div></div><div class='hotel-description'>"
                + "".join(f"<p>{p}</p>" for p in HOTEL_BO) + "</div></main>")


def tour_page() -> str:
    """A Uyghur tour's page: its title, a price box with a booking button, the overview, the itinerary and three
    related tours, each priced."""
    related = "".join(f"<li class='tour-card'><a href='/t/{i}'><img src='/i/{i}.jpg'></a><h3><a href='/t/{i}'>{n}</a>"
                      f"</h3><span class='price'>{p}</span></li>"
                      for i, (n, p) in enumerate([("تۇرپان ۋە ئۈرۈمچى", "$980"), ("ئىلى ۋادىسى", "$1,450"),
                                                  ("خوتەن چۆلى", "$1,100")]))
    return page("ug", "<main class='tour-single'><h1 class='tour-title'>قەشقەر ۋە پامىر: ئۈچ كۈنلۈك ساياھەت</h1>"
                "<div class='tour-price-box'><span class='from'>باشلىنىش باھاسى</span><span class='price'>$1,200</span>"
                "<a class='btn book-now' href='/book'>Book this tour</a></div><div class='tour-overview'>"
                + "".join(f"<p>{p}</p>" for p in TOUR_UG) + "</div><section class='related-tours'><h2>باشقا "
                f"ساياھەتلەر</h2><ul class='tours-grid'>{related}</ul></section></main>")


@pytest.mark.parametrize("rating", ["★★★★ 8.9 (214 reviews)", "(3 customer reviews)", "4.8 ★ (1,203 条评价)",
                                    "4.7 超棒 1,286条点评", "8.9 Excellent 214 reviews"])
def test_a_rating_summary_goes(rating: str) -> None:
    text = auto_text(hotel_page(rating))
    assert all(p in text for p in HOTEL_BO) and rating not in text, text


def test_a_sentence_about_reviews_stays() -> None:
    sentence = "The hotel has 214 reviews on the site."
    text = auto_text(hotel_page(sentence))
    assert sentence in text, text


def test_a_tours_booking_box_goes_and_its_itinerary_stays() -> None:
    text = auto_text(tour_page())
    assert all(p in text for p in TOUR_UG), text
    assert "Book this tour" not in text and "$1,200" not in text and "$980" not in text, text


def test_an_essay_quoting_a_shops_buttons_keeps_them() -> None:
    essay = ["The first thing my grandmother learned on the internet was the button that says Add to cart. She "
             "pressed it for a kettle and a blanket before she ever sent an email.",
             "When the parcel came she said the words Book now and Start free trial sounded like orders, not offers.",
             "Views: she said, were for mountains, and a shop that counted them was counting the wrong thing."]
    text = auto_text(page("en", post("My grandmother and the shop buttons", essay)))
    assert all(p in text for p in essay), text


# ---- a billing switch's second copy of the plans goes; plans that differ stay -------------------------------------
PLANS = {
    "bo": [("སློབ་མ།", ["སློབ་ཚན་ཚང་མ་ཀློག་ཆོག", "ཚིག་མཛོད་བེད་སྤྱོད་ཆོག"]), ("དགེ་རྒན།", ["སློབ་མ་ ༤༠ བར་དོ་དམ་ཆོག", "སློབ་སྦྱོང་གི་སྙན་ཞུ་ཐོབ།"])],
    "ug": [("ئاساسىي", ["بىر ئىشلەتكۈچى", "ئېلخەت ئارقىلىق ياردەم"]), ("كەسپىي", ["بەش ئىشلەتكۈچى", "تېلېفون ئارقىلىق ياردەم"])],
}
INTRO = {"bo": "འཆར་གཞི་ཚང་མར་བོད་ཡིག་གི་མཐེབ་གཞོང་དང་དྲ་མེད་སློབ་ཚན། དག་ཆ་ཞིབ་བཤེར་བཅས་ཚུད་ཡོད།",
         "ug": "ھەر قانداق پىلاننى 14 كۈن ھەقسىز سىناپ بېقىڭ، كېيىن خالىغان ۋاقىتتا ئەمەلدىن قالدۇرالايسىز."}


def pricing_page(lang: str, panels: list[list[str]]) -> str:
    """A pricing page: its title and introduction, a billing switch and one tab panel of plan cards per price list
    in ``panels`` (the second hidden by a script)."""
    tabs = "".join(
        f"<div class='tab-pane' id='period-{n}'><div class='pricing-table'>" + "".join(
            f"<div class='pricing-plan'><h3 class='plan-name'>{name}</h3><div class='plan-price'>{price}</div><ul>"
            + "".join(f"<li>{f}</li>" for f in features) + "</ul><a class='btn' href='/signup'>Start</a></div>"
            for (name, features), price in zip(PLANS[lang], prices)) + "</div></div>"
        for n, prices in enumerate(panels))
    return page(lang, f"<main><section class='pricing-hero'><h1>Plans</h1><p>{INTRO[lang]}</p><ul class='nav-tabs'>"
                "<li><a href='#period-0'>Monthly</a></li><li><a href='#period-1'>Yearly</a></li></ul></section>"
                f"<div class='tab-content'>{tabs}</div></main>")


@pytest.mark.parametrize("lang", sorted(PLANS))
def test_a_billing_switchs_second_copy_of_the_plans_goes(lang: str) -> None:
    text = auto_text(pricing_page(lang, [["$20 / month", "$60 / month"], ["$200 / year", "$600 / year"]]))
    assert INTRO[lang] in text, text
    for name, features in PLANS[lang]:
        assert text.count(name) == 1 and all(text.count(f) == 1 for f in features), text


@pytest.mark.parametrize("lang", sorted(PLANS))
def test_plans_of_one_panel_each_stay(lang: str) -> None:
    text = auto_text(pricing_page(lang, [["$20 / month", "$60 / month"]]))
    assert all(name in text and all(f in text for f in features) for name, features in PLANS[lang]), text
