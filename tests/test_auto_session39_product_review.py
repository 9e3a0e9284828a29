"""Review of the product and service rules (session 39, h239; our own pages and sentences): a category page whose
filter lists price ranges keeps its grid (``shop_panels.is_filter_price``, ``product_grids``); a story's own figures
drawn as a definition list stay (``count_lines.in_story_flow``); headings naming reviews are no rating lines
(``count_lines.is_rating_line``); a strip's cards count as named by any kept line, a language school's priced
classes stay (``shop_panels``); a billing switch's second copy of the plans goes once its notes, prices and buttons
are read aside, two plans sharing their features both stay, a plan's name in its header box comes in
(``pricing_cards``); a tour's "price-includes" list and a travel post's priced list of guesthouses under a booking
widget stay (``shop_panels``); a hero named "top-banner" is the page's (``site_banners``)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text
from tests.test_auto_product_service import definition_list

DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}


def page(lang: str, body: str, title: str = "t") -> str:
    """A page in ``lang``: a header menu, ``body``, a footer."""
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{DIRECTION[lang]}'><head><meta charset='utf-8'>"
            f"<title>{title}</title></head><body><header class='site-header'><div class='logo'><a href='/'>Site</a>"
            "</div><nav class='main-nav'><ul><li><a href='/'>Home</a></li><li><a href='/shop'>Shop</a></li>"
            f"<li><a href='/about'>About</a></li></ul></nav></header>{body}<footer class='site-footer'>"
            "<p>© 2025 Site. All rights reserved.</p></footer></body></html>")


# ---- a category page whose filter lists price ranges keeps its grid (h201's tea shop went whole) ---------------------
GOODS = [("青花瓷盖碗三件套", "¥168.00"), ("宜兴紫砂西施壶", "¥458.00"), ("手绘梅花公道杯", "¥89.00"),
         ("粗陶旅行茶具套装", "¥239.00"), ("竹制茶盘", "¥126.00"), ("玻璃耐热泡茶壶", "¥59.00")]
CATEGORY_INTRO = "精选景德镇和宜兴的手工茶具，从盖碗、公道杯到紫砂壶，每一件都由匠人手工制作，适合日常泡茶和送礼。"


def category_page(filter_box: str) -> str:
    """A tea shop's category: its h1 and introduction, ``filter_box``, a sort bar, six priced cards, a pager."""
    cards = "".join(
        f"<li class='goods-item'><div class='goods-pic'><a href='/item/{i}.html'><img src='/{i}.jpg' alt='{n}'></a></div>"
        f"<div class='goods-info'><p class='goods-name'><a href='/item/{i}.html' title='{n}'>{n}</a></p>"
        f"<p class='goods-price'><em class='price-now'>{p}</em></p><p class='goods-sales'>已售 {120 + i} 件</p>"
        "<div class='goods-btns'><a href='javascript:;' class='btn-cart'>加入购物车</a>"
        "<a href='javascript:;' class='btn-fav'>收藏</a></div></div></li>" for i, (n, p) in enumerate(GOODS))
    return page("zh", "<div class='wrap main'><div class='crumbs'>当前位置：<a href='/'>首页</a> &gt; 茶具</div>"
                f"<div class='cate-head'><h1 class='cate-title'>茶具</h1><div class='cate-desc'>{CATEGORY_INTRO}</div></div>"
                f"{filter_box}<div class='sort-bar'><span>排序：</span><a href='?s=0'>综合</a><a href='?s=1'>销量</a>"
                f"<a href='?s=2'>价格</a></div><ul class='goods-list clearfix'>{cards}</ul><div class='pages'>"
                "<a href='?page=1'>1</a><a href='?page=2'>2</a><a href='?page=2' class='next'>下一页</a></div></div>",
                "茶具-茗器商城")


PRICE_FILTERS = {
    "a filter box's linked ranges": ("<div class='filter-box'><dl class='filter-row'><dt>分类：</dt><dd>"
                                     "<a href='?c=2'>盖碗</a><a href='?c=3'>茶壶</a></dd></dl><dl class='filter-row'>"
                                     "<dt>价格：</dt><dd><a href='?p=1'>0-100元</a><a href='?p=2'>100-300元</a>"
                                     "<a href='?p=3'>300元以上</a></dd></dl></div>"),
    "a selector's linked ranges": ("<div id='J_selector' class='selector'><div class='s-line'><span>价格：</span>"
                                   "<ul><li><a href='?price=0-100'>0-100元</a></li>"
                                   "<li><a href='?price=100-300'>100-300元</a></li>"
                                   "<li><a href='?price=300gt'>300元以上</a></li></ul></div></div>"),
    "a filter box's plain ranges": "<div class='filter-box'><div class='price-range'><span>价格：</span>"
                                   "<label><input type='checkbox'>0-100元</label></div></div>",
}


@pytest.mark.parametrize("name", sorted(PRICE_FILTERS))
def test_a_category_page_with_a_price_filter_keeps_its_grid(name: str) -> None:
    text = auto_text(category_page(PRICE_FILTERS[name]))
    assert CATEGORY_INTRO in text
    assert all(n in text and p in text for n, p in GOODS), text
    assert "加入购物车" not in text and "下一页" not in text


# ---- a story's own figures as a <dl> between its paragraphs stay; the post's counters under it go --------------------
STORY_FIGURES = {
    "zh": (["去年春天，县里在十二个乡镇开通了藏汉双语数字图书馆，牧民用手机就能借阅图书、收听有声读物。",
            "今年图书馆计划再增加五百种藏文图书，并为不识字的老人录制更多的有声故事。"],
           [("用户", "3,200"), ("下载", "12,000"), ("阅读", "45,000")], [("阅读", "1,234"), ("评论", "5")]),
    "bo": (["ལོ་གཉིས་ཀྱི་གོང་དུ་ཟི་ལིང་གི་སློབ་མ་ཁ་ཤས་ཀྱིས་བོད་ཡིག་དཔེ་དེབ་ཀློག་པའི་ཁ་པར་མཉེན་ཆས་ཤིག་བཟོས་ཤིང་། ད་ལྟ་ཀློག་པ་པོ་མང་པོས་བཀོལ་སྤྱོད་བྱེད།",
            "བཟོ་མཁན་ཚོས་ད་ལོ་སྒྲ་ཐོག་གི་དཔེ་དེབ་གསར་པ་བརྒྱ་ཙམ་སྣོན་རྒྱུའི་འཆར་གཞི་བྱས་ཡོད།"],
           [("སྤྱོད་མཁན།", "༡༢,༠༠༠"), ("ཕབ་ལེན།", "༤༥,༠༠༠")], [("ཀློག་གྲངས།", "༡༢༣༤"), ("བསམ་འཆར།", "༥")]),
    "ug": (["قەشقەردىكى بىر تۈركۈم ياشلار ئۈچ يىل ئىلگىرى تور ئوقۇش كۇلۇبى قۇرۇپ، ھەر ھەپتە بىر كىتاب ئوقۇشقا باشلىغان.",
            "كۇلۇب مەسئۇلىنىڭ ئېيتىشىچە، كېلەر يىلى يېزىلاردىكى مەكتەپلەر ئۈچۈن بالىلار كىتابلىرىنى ئاۋازلاشتۇرۇش پىلانى بار."],
           [("ئەزالار", "8,500"), ("چۈشۈرۈلۈش سانى", "20,000")], [("كۆرۈلۈش سانى", "3,402"), ("پىكىر", "8")]),
}


@pytest.mark.parametrize("lang", sorted(STORY_FIGURES))
def test_a_storys_own_figures_stay_and_its_counters_go(lang: str) -> None:
    (before, after), figures, counters = STORY_FIGURES[lang]
    body = (f"<main><article class='post'><h1 class='entry-title'>t</h1><div class='entry-content'><p>{before}</p>"
            f"{definition_list('facts', figures)}<p>{after}</p></div>{definition_list('post-stats', counters)}"
            "</article></main>")
    text = auto_text(page(lang, body))
    assert before in text and after in text
    assert all(term in text and value in text for term, value in figures), text
    assert not any(value in text.split("\n") for _, value in counters), text


# ---- headings naming reviews are no rating lines; a rating widget's line goes ----------------------------------------
REVIEW_HEADINGS = ["Top 10 Reviews", "Book Reviews 2024", "Season 2 Reviews"]


def test_headings_naming_reviews_stay_and_a_rating_summary_goes() -> None:
    sections = "".join(f"<h2>{h}</h2><p>Our critics wrote about {h.lower()} at length this year, and readers answered "
                       "them in long letters we printed every month.</p>" for h in REVIEW_HEADINGS)
    body = (f"<main><article class='feature'><h1>The year in review</h1><div class='feature-body'><p>Every December we "
            f"ask our reviewers to pick the work that stayed with them longest.</p>{sections}</div></article>"
            "<aside class='reader-rating'><div class='rating-summary'>★★★★☆ 4.2 (37 reviews)</div></aside></main>")
    text = auto_text(page("en", body))
    assert all(h in text for h in REVIEW_HEADINGS), text
    assert "(37 reviews)" not in text


# ---- a strip's card is named by any kept line: a school's priced classes over the same features stay -----------------
CLASSES = [("初级班 · ¥800", "零基础，从字母和拼读学起"), ("中级班 · ¥1,200", "能读简单课文，练习口语和书写"),
           ("高级班 · ¥1,600", "阅读报刊和文学作品，练习翻译")]


def plain_page(lang: str, body: str) -> str:
    """A hand-made theme's page in ``lang``: a header box with a menu, ``body``, a footer box (no HTML5 sections)."""
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{DIRECTION[lang]}'><head><meta charset='utf-8'><title>t</title>"
            "</head><body><div class='header'><div class='container'><a class='logo' href='/'>Site</a><ul class='nav'>"
            "<li><a href='/'>Home</a></li><li><a href='/courses'>Courses</a></li><li><a href='/contact'>Contact</a></li>"
            f"</ul></div></div>{body}<div class='footer'><p>© 2025 Site</p></div></body></html>")


def test_a_schools_priced_classes_stay() -> None:
    cards = "".join(f"<div class='col-md-4'><div class='price-card'><div class='price-card-header'><h3>{n}</h3>"
                    f"<p class='sub'>{s}</p></div><ul class='price-card-list'><li>每周两次课，每次九十分钟</li>"
                    "<li>含全套教材和练习册</li><li>小班教学，每班不超过十二人</li></ul>"
                    "<a class='btn-sign' href='/signup'>立即报名</a></div></div>" for n, s in CLASSES)
    body = ("<div class='container main'><h1 class='page-title'>藏语课程与收费</h1><p class='intro'>我们的藏语课程面向成人，"
            f"分三个级别，每期十六周。所有班级的上课安排和服务相同，学费按级别收取。</p><div class='row'>{cards}</div>"
            "<p class='note'>报名后七天内可全额退款。</p></div>")
    text = auto_text(plain_page("zh", body))
    assert all(n.split(" ·")[0] in text and s in text for n, s in CLASSES), text


# ---- a billing switch's yearly copy goes; two plans sharing their features stay; a plan's header name comes in -------
FEATURES = {"Solo": ["One writer", "Tibetan, Uyghur and Chinese spell checking", "Export to Word and PDF"],
            "Team": ["Up to ten writers", "Shared glossaries and style guides", "Comments and version history"],
            "School": ["Up to ten writers", "Shared glossaries and style guides", "Comments and version history"]}


def plan_card(name: str, price: str, note: str, button: str, badge: str = "") -> str:
    """A SaaS pricing card: its badge, name, price a month, billing note, features and button."""
    badge_html = f"<span class='pricing-badge'>{badge}</span>" if badge else ""
    return (f"<div class='pricing-card'>{badge_html}<h3 class='pricing-card__name'>{name}</h3>"
            f"<p class='pricing-card__price'><span class='amount'>{price}</span><span class='period'>/month</span></p>"
            f"<p class='pricing-card__note'>{note}</p><ul class='pricing-card__features'>" + "".join(f"<li>{f}</li>" for f in FEATURES[name])
            + f"</ul><a class='btn' href='/signup'>{button}</a></div>")


def test_a_billing_switchs_second_copy_goes_and_plans_sharing_features_stay() -> None:
    monthly = "".join(plan_card(n, p, "Billed monthly", f"Start {n} monthly")
                      for n, p in [("Solo", "$8"), ("Team", "$24"), ("School", "$12")])
    yearly = "".join(plan_card(n, p, f"Billed annually ({t})", f"Start {n} yearly", "Save 20%")
                     for n, p, t in [("Solo", "$6", "$72"), ("Team", "$19", "$228"), ("School", "$10", "$120")])
    body = ("<main><section class='pricing-hero'><h1>Simple pricing for writers in every script</h1>"
            "<p class='lead'>Every plan includes the full Tibetan and Uyghur keyboards and unlimited documents.</p>"
            "</section>"
            f"<section class='pricing-plans'><div class='plans' id='monthly'>{monthly}</div>"
            f"<div class='plans' id='yearly' hidden>{yearly}</div></section></main>")
    text = auto_text(page("en", body))
    assert all(name in text for name in FEATURES)
    for feature in FEATURES["Solo"]:
        assert text.count(feature) == 1, text
    assert text.count("Shared glossaries and style guides") == 2  # (Team's and School's)


BO_PLANS = [("སྒེར་གྱི།", "སྒོར་ ༡༢༠", "ཞིབ་བཤེར་ཐེངས་གཅིག", "ཉིན་བདུན་ནང་སྤྲོད།"),
            ("སློབ་གྲྭ།", "སྒོར་ ༩༠", "ཞིབ་བཤེར་ཐེངས་གཉིས།", "ཉིན་བཅུ་བཞིའི་ནང་སྤྲོད།"),
            ("དཔེ་སྐྲུན་ཁང་།", "སྒོར་ ༨༠", "ཞིབ་བཤེར་ཐེངས་གཉིས།", "ཉིན་བཅུ་བཞིའི་ནང་སྤྲོད།")]


def test_plans_named_in_their_header_boxes_keep_their_names() -> None:
    tables = "".join(
        "<div class='elementor-column elementor-col-33'><div class='elementor-widget-wrap'><div class='elementor-element "
        "elementor-widget elementor-widget-price-table'><div class='elementor-widget-container'>"
        "<div class='elementor-price-table'><div class='elementor-price-table__header'>"
        f"<h3 class='elementor-price-table__heading'>{n}</h3></div><div class='elementor-price-table__price'>"
        f"<span class='elementor-price-table__integer-part'>{p}</span><span class='elementor-price-table__period "
        "elementor-typo-excluded'>ཤོག་ངོས་རེར།</span></div><ul class='elementor-price-table__features-list'>"
        + "".join(f"<li class='elementor-repeater-item'><div class='elementor-price-table__feature-inner'><span>{f}</span>"
                  "</div></li>" for f in ("ཤོག་ངོས་རེར་ཡིག་འབྲུ་ ༢༥༠ ཙམ།", check, days))
        + "</ul><div class='elementor-price-table__footer'><a class='elementor-price-table__button elementor-button' "
        "href='/order'>འཚོང་ཉོ།</a></div></div></div></div></div></div>" for n, p, check, days in BO_PLANS)
    markup = ("<!DOCTYPE html><html lang='bo'><head><meta charset='utf-8'><title>ཡིག་སྒྱུར་གྱི་གོང་ཚད།</title></head><body>"
              "<header class='elementor-location-header'><div class='elementor-container'><a href='/' class='logo'>"
              "ཡིག་སྒྱུར་ཁང་།</a><nav class='elementor-nav-menu--main'><ul class='elementor-nav-menu'><li><a href='/'>"
              "མདུན་ངོས།</a></li><li><a href='/price'>གོང་ཚད།</a></li></ul></nav></div></header>"
              "<div data-elementor-type='wp-page' class='elementor elementor-12'><section class='elementor-section'>"
              "<div class='elementor-container'><div class='elementor-widget-container'><h1 class='elementor-heading-title'>"
              "ཡིག་སྒྱུར་གྱི་གོང་ཚད།</h1><p>ང་ཚོས་རྒྱ་ཡིག་དང་དབྱིན་ཡིག་ནས་བོད་ཡིག་ཏུ་ཡིག་སྒྱུར་བྱེད། གོང་ཚད་ནི་ཤོག་ངོས་རེར་རྩིས་ཀྱི་ཡོད།</p>"
              "</div></div></section><section class='elementor-section'><div class='elementor-container "
              f"elementor-column-gap-default'>{tables}</div></section></div><footer class='elementor-location-footer'>"
              "<p>© ༢༠༢༥ ཡིག་སྒྱུར་ཁང་།</p></footer></body></html>")
    text = auto_text(markup)
    assert all(n in text and p in text for n, p, _, _ in BO_PLANS), text


# ---- a booking page's own lists stay: a tour's price-includes, a travel post's priced guesthouses --------------------
UG_INCLUDED = ["ئۈچ كېچىلىك ياتاق", "ھەر كۈنلۈك ناشتا ۋە كەچلىك تاماق", "يول باشلىغۇچىنىڭ ھەققى"]
UG_DAYS = ["ئەتىگەن ئۈرۈمچىدىن يولغا چىقىپ، چۈشتىن كېيىن تۇرپانغا يېتىپ بارىمىز. كەچتە ئۈزۈمزارلىقتا كەچلىك تاماق يەيمىز.",
           "كارىز قۇدۇقلىرىنى زىيارەت قىلىپ، يەر ئاستى سۇ يوللىرىنىڭ قانداق قېزىلغانلىقىنى ئاڭلايمىز."]
UG_RELATED = [("قەشقەر كونا شەھىرى – 4 كۈن", "4200 يۈەن"), ("قاناس كۆلى – 5 كۈن", "5600 يۈەن"), ("ئىلى – 3 كۈن", "3100 يۈەن")]


def test_a_tours_price_includes_list_stays_and_its_related_tours_go() -> None:
    days = "".join(f"<div class='itinerary-row'><h3>{i + 1}-كۈن</h3><p>{d}</p></div>" for i, d in enumerate(UG_DAYS))
    related = "".join(f"<div class='trip-card'><h2 class='trip-title'><a href='/trip/{i}'>{n}</a></h2>"
                      f"<span class='trip-price'>{p}</span></div>" for i, (n, p) in enumerate(UG_RELATED))
    body = ("<main id='main'><div class='trip-post-content'><header class='entry-header'><h1 class='entry-title'>تۇرپان "
            "ئۈزۈم سەيلىسى</h1></header><div class='wpte-bf-outer'><div class='wpte-bf-price-wrap'><span class='wpte-price'>"
            "3800 يۈەن</span></div><div class='wpte-bf-btn-wrap'><a class='wpte-bf-btn wte-book-now' href='#booking'>"
            "ھازىرلا زاكاز قىلىڭ</a></div></div>"
            f"<div class='itinerary'><h2>سەپەر پىلانى</h2>{days}</div><div class='price-includes'><h3>باھاغا "
            "كىرىدىغانلار</h3><ul>" + "".join(f"<li>{x}</li>" for x in UG_INCLUDED) + "</ul></div></div>"
            f"<div class='related-trips'><h2>سىزگە ياقىدىغان باشقا ساياھەتلەر</h2><div class='trips'>{related}</div></div>"
            "</main>")
    text = auto_text(page("ug", body))
    assert all(d in text for d in UG_DAYS) and all(x in text for x in UG_INCLUDED), text
    assert not any(n in text for n, _ in UG_RELATED) and "ھازىرلا زاكاز قىلىڭ" not in text


HOTELS = [("Shambhala Palace", "from $80 a night, a restored courtyard house two lanes from the Barkhor"),
          ("Yak Hotel", "from $45 a night, plain rooms but a roof terrace with a view of the Potala"),
          ("Kyichu Hotel", "from $60 a night, family run, with a garden and the best breakfast in town")]


def test_a_travel_posts_priced_list_under_a_booking_widget_stays() -> None:
    items = "".join(f"<li><a href='https://partner.example.com/{i}'>{n}</a> – {d}</li>"
                    for i, (n, d) in enumerate(HOTELS))
    body = ("<main class='content'><article class='post entry'><header class='entry-header'><h1 class='entry-title'>Where "
            "to stay in Lhasa</h1></header><div class='booking-widget'><p class='bw-price'><span class='price'>from $45"
            "</span></p><a class='btn book-now' href='https://partner.example.com/lhasa'>Check availability</a></div>"
            "<div class='entry-content'><p>We spent nine nights in Lhasa in April, moving between the old town and the "
            f"quieter streets to the east.</p><h2>Our three picks</h2><ul>{items}</ul><p>Book ahead in the summer months: "
            "the small places fill up with pilgrims, and the prices roughly double in August.</p></div></article></main>")
    text = auto_text(page("en", body))
    assert all(n in text and d in text for n, d in HOTELS), text


# ---- a hero named "top-banner", its headline and introduction over the services' h1, is the page's -------------------
def test_a_hero_named_a_banner_stays_and_a_notice_bar_goes() -> None:
    intro = "我们为寺院、图书馆和研究机构提供古籍扫描、文字识别和人工校对，十年来已完成三万余页经卷。"
    body = ("<div class='notice-bar'><a href='/news/move'>本站将于周日凌晨维护两小时</a></div>"
            f"<div class='top-banner'><div class='wrap'><h2 class='banner-title'>藏文古籍数字化</h2><p>{intro}</p></div></div>"
            "<div class='wrap content'><h1 class='section-title'>我们的服务</h1><div class='svc'><h3>高清扫描</h3>"
            "<p>使用无接触扫描仪在现场工作，经卷不离开寺院。</p></div><div class='svc'><h3>文字识别</h3>"
            "<p>自主训练的乌金体和珠擦体识别模型，识别后由懂藏文的校对员逐页核对。</p></div></div>")
    text = auto_text(page("zh", body))
    assert "藏文古籍数字化" in text and intro in text, text
    assert "本站将于周日凌晨维护两小时" not in text
