"""Review h251 of session 40's product rules (``auto.shop_panels``' info labels and price buttons,
``auto.site_banners.drop_logo_strips``, ``auto.product_grids.drop_shop_bar_lines``), on pages of our own (Tibetan,
Uyghur, Chinese, English): a history's timeline cards and a news page's hero classed with an image filter keep their
years and title, a recipe's ingredient lines with shop buttons stay, a museum shop's "Condition:" sentence and a
story's thanks in its partners' logo box stay; a Woo and a Magento category's bars, a hotel's and a tour's price
buttons, a logo strip's line and an engine's short info labels still go."""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text

HEAD = ("<!DOCTYPE html><html lang='{l}'><head><meta charset='utf-8'><title>{t}</title></head><body>"
        "<header class='site-header'><div class='logo'><a href='/'>Site</a></div><nav class='main-nav'><ul>"
        "<li><a href='/'>Home</a></li><li><a href='/news'>News</a></li><li><a href='/about'>About</a></li></ul></nav></header>")
FOOT = ("<footer class='site-footer'><p>© 2024 Site. All rights reserved.</p><ul><li><a href='/privacy'>Privacy</a></li>"
        "<li><a href='/contact'>Contact</a></li></ul></footer></body></html>")
PAGES: dict[str, tuple[str, dict[str, list[str]]]] = {}  # page name -> (its HTML, its stay/go/once lines)


def page(name: str, lang: str, title: str, body: str, stay: list[str], go: list[str], once: tuple[str, ...] = ()) -> None:
    """Register page ``name``: the site's header, ``body``, its footer, and the lines that stay, go, or stay once."""
    PAGES[name] = (HEAD.format(l=lang, t=title) + body + FOOT, {"stay": stay, "go": go, "once": list(once)})

# 1 a history's timeline: Tailwind "filter drop-shadow" cards holding years (no bar: no control)
y = [("1951", "The first motor road reached the valley and the old caravan route fell quiet within a decade."),
     ("1965", "A school opened in the monastery's former granary, teaching forty children in Tibetan and Chinese."),
     ("1980", "Herders returned to the summer pastures, and the market at the river crossing reopened every autumn.")]
cards = "".join(f"<div class='rounded-lg bg-white p-4 filter drop-shadow-md'><h3 class='text-xl font-bold'>{a}</h3><p>{b}</p></div>" for a, b in y)
page("timeline_filter_en", "en", "Valley history", "<main><article><h1>A century in the Nyang valley</h1><p class='byline'>By Tenzin Dolma</p>"
     "<p>The Nyang valley has changed more in the last hundred years than in the five centuries before, and the people who live there keep careful track of the turning points.</p>"
     f"<div class='space-y-4'>{cards}</div><p>Older residents still date their own lives by these years, and many family stories begin with the road, the school or the reopened market.</p></article></main>",
     ["1951", "1965", "1980", "The first motor road reached the valley", "Herders returned to the summer pastures"], ["© 2024"])

# 2 a data story (ug) with a real filter bar: its label and count go, the story stays
page("data_story_filters_ug", "ug", "سانلىق مەلۇمات", "<main><article><h1>قەشقەردىكى مەكتەپلەرنىڭ ئون يىللىق ئۆزگىرىشى</h1>"
     "<p>بىز 2014-يىلدىن 2024-يىلغىچە بولغان ئارىلىقتا شەھەر ۋە يېزىلاردىكى باشلانغۇچ مەكتەپلەرنىڭ ئوقۇغۇچى سانىنى سېلىشتۇرۇپ چىقتۇق.</p>"
     "<div class='chart-filters'><label for='y'>يىل:</label><select id='y'><option>2014</option><option>2024</option></select><span class='results-count'>12 ناھىيە</span></div>"
     "<p>ئون يىل ئىچىدە يېزىلاردىكى ئوقۇغۇچىلار سانى ئازايغان بولسىمۇ، شەھەر مەكتەپلىرىدىكى سىنىپلار تېخىمۇ قىستاڭ بولۇپ قالدى.</p>"
     "<p>مۇتەخەسسىسلەر بۇ ئەھۋالنىڭ ئائىلىلەرنىڭ شەھەرگە كۆچۈشى بىلەن مۇناسىۋەتلىك ئىكەنلىكىنى ئېيتتى.</p></article></main>",
     ["ئون يىل ئىچىدە يېزىلاردىكى", "بىز 2014-يىلدىن"], ["12 ناھىيە", "يىل:"])

# 3 a news page: a hero classed 'filter-dark' holding the h1 and its standfirst, with digits
page("hero_filter_zh", "zh", "新闻", "<main><div class='hero filter-dark'><h1>2024年拉萨雪顿节开幕 3万人观看晒佛</h1><p class='standfirst'>第12届雪顿节持续7天</p></div>"
     "<article class='content'><p>8月4日清晨，哲蚌寺的巨幅唐卡在山坡上缓缓展开，来自各地的信众和游客在晨雾中静静等候，不少人凌晨两点就已出发。</p>"
     "<p>今年的雪顿节还安排了藏戏演出、民间歌舞和传统饮食展示，主办方表示，将在八廓街一带增加志愿服务点，方便游客问路和休息。</p></article></main>",
     ["2024年拉萨雪顿节开幕", "8月4日清晨", "今年的雪顿节还安排了"], ["© 2024"])

# 4 a recipe (zh): ingredient lines, each a name, a price and a shop button, stay
ing = [("酥油", "¥30"), ("糌粑", "¥12"), ("红糖", "¥8")]
lis = "".join(f"<li>{a} {p} <a class='btn btn-sm btn-outline' href='/buy/{i}'>购买</a></li>" for i, (a, p) in enumerate(ing))
page("recipe_buttons_zh", "zh", "食谱", "<main><article><h1>家常酥油糌粑的做法</h1><p>酥油糌粑是藏族家庭最常见的早餐，做法简单，但酥油和糌粑的比例决定了口感，需要多试几次才能找到自己喜欢的味道。</p>"
     f"<h2>用料（价格约）</h2><ul class='ingredients'>{lis}</ul><h2>做法</h2><ol><li>先把酥油在碗里化开，加入少量热茶搅匀，让碗壁都沾上油。</li><li>倒入糌粑和红糖，用手指慢慢拌匀，再捏成小团即可食用。</li></ol></article></main>",
     ["酥油 ¥30", "糌粑 ¥12", "红糖 ¥8", "先把酥油在碗里化开"], ["© 2024"])

# 5 a museum shop's product: a short engine label goes, a label opening a sentence stays
page("museum_shop_label_en", "en", "Replica", "<main class='product-page'><div class='product-single'><div class='product-single__media'><img src='/r.jpg' alt=''></div>"
     "<div class='product-single__meta'><h1 class='product-single__title'>Replica of the Shalu manuscript cover</h1><p class='product-code'>Product Code: MS-118</p>"
     "<p>Condition: the original cover was restored in 1998 after flood damage to the monastery's library.</p>"
     "<div class='price__container'><span class='price-item'>$85.00</span></div><form action='/cart/add'><button type='submit' class='product-form__cart-submit'>Add to cart</button></form>"
     "<div class='product-single__description rte'><p>This hand-painted replica reproduces the carved wooden cover of a thirteenth-century manuscript kept at Shalu, with its lotus scroll and protective deities.</p>"
     "<p>Each piece is made in our workshop by two painters trained in the Menri style, using mineral pigments on seasoned birch.</p></div></div></div></main>",
     ["Condition: the original cover was restored in 1998", "This hand-painted replica reproduces", "Each piece is made in our workshop", "Replica of the Shalu manuscript cover"],
     ["Product Code: MS-118", "$85.00", "Add to cart"])

# 6 an NGO story: its thanks in a partner-logos box stay, a logo strip's line goes
page("partners_prose_en", "en", "Report", "<main><article><h1>Clean water for forty villages</h1><p>Over three winters the project dug wells and laid pipes in forty villages of the upper Kyichu, and every household now has water within a short walk.</p>"
     "<p>Women who once spent three hours a day carrying water now use the time for weaving, for school and for the village cooperative.</p>"
     "<section class='partner-logos'><p>This work was funded by the Himalaya Water Trust and carried out with the Lhundrub county health office.</p><img src='/a.png' alt='Himalaya Water Trust'></section></article>"
     "<div class='logo-strip'><p>Trusted by 120 organisations</p><img src='/x.png' alt=''><img src='/y.png' alt=''></div></main>",
     ["This work was funded by the Himalaya Water Trust", "Women who once spent three hours"], ["Trusted by 120 organisations"])

# 7 a WooCommerce archive: its result count and ordering go, the category's text stays
cards = "".join(f"<li class='product type-product'><a href='/p/{i}' class='woocommerce-LoopProduct-link'><img src='/{i}.jpg' alt=''><h2 class='woocommerce-loop-product__title'>{n}</h2><span class='price'><span class='woocommerce-Price-amount amount'>{p}</span></span></a><a href='?add-to-cart={i}' class='button add_to_cart_button'>Add to cart</a></li>"
                for i, (n, p) in enumerate([("Juniper incense", "$12.00"), ("Prayer flags", "$18.00"), ("Yak wool scarf", "$45.00"), ("Copper bowl", "$30.00")]))
page("woo_archive_bar_en", "en", "Shop", "<main id='main' class='site-main'><header class='woocommerce-products-header'><h1 class='woocommerce-products-header__title page-title'>Handmade goods</h1>"
     "<div class='term-description'><p>Everything in this shop is made by families in the Kham highlands, and each purchase pays the maker directly.</p></div></header>"
     "<div class='storefront-sorting'><p class='woocommerce-result-count'>Showing all 4 results</p><form class='woocommerce-ordering' method='get'><select name='orderby' class='orderby'><option>Default sorting</option><option>Sort by price</option></select></form></div>"
     f"<ul class='products columns-4'>{cards}</ul></main>",
     ["Everything in this shop is made by families"], ["Showing all 4 results", "Default sorting"])

# 8 a Uyghur hotel page: its price and booking button go
page("hotel_button_ug", "ug", "مېھمانخانا", "<main><div class='hotel-detail'><h1>قەشقەر كونا شەھەر مېھمانخانىسى</h1><div class='price-line'>¥380 دىن باشلاپ <a class='book-now-btn' href='/book'>زاكاز قىلىش</a></div>"
     "<div class='hotel-intro'><p>مېھمانخانا كونا شەھەرنىڭ مەركىزىدە، ھېيتگاھ جامەسىگە پىيادە بەش مىنۇتلۇق يەردە جايلاشقان بولۇپ، ھويلىسىدا ئۈزۈم بارىڭى بار.</p>"
     "<p>ھەر بىر ياتاق ئەنئەنىۋى ياغاچ ئويمىلار بىلەن بېزەلگەن، ئەتىگەنلىك تاماقتا يېڭى يېقىلغان نان ۋە ئەتكەن چاي بېرىلىدۇ.</p></div></div></main>",
     ["مېھمانخانا كونا شەھەرنىڭ مەركىزىدە", "ھەر بىر ياتاق ئەنئەنىۋى"], ["¥380", "زاكاز قىلىش"])

# 9 a photo essay (bo) whose figures are classed with an image filter ('filter sepia'), captions with years
page("photo_sepia_bo", "bo", "པར་རིས", "<main><article><h1>ལྷ་སའི་པར་རིས་རྙིང་པ།</h1><p>པར་རིས་འདི་དག་ནི་ལོ་རབས་བཅུ་དྲུག་པའི་ནང་ལྷ་སར་བླངས་པ་ཡིན་ཞིང་། ད་ལྟ་ཁྱིམ་ཚང་གཅིག་གི་ལག་ཏུ་ཉར་ཚགས་བྱས་ཡོད།</p>"
     "<figure class='filter sepia'><img src='/p1.jpg' alt=''><figcaption>༡༩༣༦ ལོའི་བར་སྐོར་ཚོང་ར།</figcaption></figure>"
     "<figure class='filter sepia'><img src='/p2.jpg' alt=''><figcaption>༡༩༤༢ ལོའི་ཞོལ་གྲོང་།</figcaption></figure>"
     "<p>པར་རིས་རེ་རེའི་རྒྱབ་ངོས་སུ་ལོ་ཚིགས་དང་ས་མིང་ལག་བྲིས་སུ་བཀོད་ཡོད་པས། ལོ་རྒྱུས་ཞིབ་འཇུག་པ་ཚོར་ཕན་ཐོགས་ཆེན་པོ་ཡོད།</p></article></main>",
     ["པར་རིས་འདི་དག་ནི་", "པར་རིས་རེ་རེའི་རྒྱབ་ངོས་སུ་"], ["© 2024"])

# 10 a bookshop's product: its description tab's prose names a price
page("bookshop_tab_price_bo", "bo", "དཔེ་དེབ", "<main id='main'><div class='row product-container'><div class='col-md-6'><img src='/b.jpg' alt=''></div><div class='col-md-6'>"
     "<h1 class='h1'>བོད་ཀྱི་ཡིག་རིགས་ལོ་རྒྱུས།</h1><div class='product-prices'><div class='current-price'><span>¥68.00</span></div></div>"
     "<div id='product-description-short' class='product-description-short'><p>ཡིག་རིགས་ཀྱི་ལོ་རྒྱུས་སྐོར་གྱི་དཔེ་དེབ།</p></div>"
     "<div class='product-add-to-cart'><button class='btn btn-primary add-to-cart' data-button-action='add-to-cart'>Add to cart</button></div>"
     "<div class='tabs'><ul class='nav nav-tabs'><li><a href='#description'>Description</a></li><li><a href='#product-details'>Product Details</a></li></ul>"
     "<div class='tab-content'><div class='tab-pane fade in' id='description'><div class='product-description'>"
     "<p>དཔེ་དེབ་འདིའི་ནང་དུ་བོད་ཡིག་གི་ཡིག་གཟུགས་སྣ་ཚོགས་ཀྱི་འཕེལ་རིམ་དང་། དབུ་ཅན་དང་དབུ་མེད་ཀྱི་ཁྱད་པར་རྣམས་རི་མོ་དང་བཅས་གསལ་བཤད་བྱས་ཡོད།</p>"
     "<p>པར་གཞི་དང་པོ་ ༡༩༨༥ ལོར་པར་དུ་བསྐྲུན་སྐབས་རིན་གོང་ ¥3 ཡིན་ཞིང་། ད་རེས་པར་གཞི་གསར་པར་ལེའུ་གསུམ་ཁ་སྣོན་བྱས་ཡོད།</p></div></div>"
     "<div class='tab-pane fade' id='product-details'><div class='product-reference'><label>Reference</label><span>BO-311</span></div></div></div></div></div></div></main>",
     ["དཔེ་དེབ་འདིའི་ནང་དུ་བོད་ཡིག་གི་", "པར་གཞི་དང་པོ་"], ["BO-311", "¥68.00", "Add to cart"])

# 11 a museum ticket's product page: its delivery and stock lines beside the title go
page("ticket_availability_en", "en", "Ticket", "<main class='product'><div class='product__info-wrapper'><div class='product__title'><h1>Entry ticket: Norbulingka summer palace</h1></div>"
     "<div class='price'><span class='price-item price-item--regular'>$12.00</span></div><form action='/cart/add'><button class='product-form__submit'>Add to cart</button></form>"
     "<div class='product__description rte'><p>The ticket admits one adult to the gardens, the New Summer Palace and the Dalai Lama's zoo pavilion, with a printed map in Tibetan, Chinese and English.</p>"
     "<p>Children under twelve enter free with a paying adult, and guided tours leave from the east gate every hour.</p></div></div>"
     "<div class='delivery-info'><p>E-ticket sent by email within 5 minutes</p></div><div class='availability'><p>In stock</p></div></main>",
     ["The ticket admits one adult", "Children under twelve enter free"], ["E-ticket sent by email", "In stock", "$12.00"])

# 12 a story's callout: a sum with words and a report's button stays
page("report_button_en", "en", "Budget", "<main><article><h1>Province raises school spending</h1><p>The regional government will spend more on rural boarding schools next year, according to budget papers released on Monday.</p>"
     "<p class='callout'>¥1.2 billion for 300 schools <a class='btn btn-primary' href='/report.pdf'>Read the report</a></p>"
     "<p>Officials said most of the money would go to heating, dormitories and teacher housing in the highest counties.</p></article></main>",
     ["¥1.2 billion for 300 schools", "Officials said most of the money"], ["© 2024"])

# 13 a tour page: "From $120 [Book now]" (go) with a from-word before the price
page("tour_from_button_en", "en", "Tour", "<main><div class='tour-detail'><h1>Three days on the Kora around Mount Kailash</h1><div class='tour-price'><p>From $120 <a class='button button--primary' href='/book'>Book now</a></p></div>"
     "<div class='tour-body'><p>The walk around the mountain covers fifty-two kilometres and crosses the Drolma La pass at 5,630 metres on the second morning.</p>"
     "<p>Nights are spent in monastery guesthouses at Dirapuk and Zutulpuk, where pilgrims share butter tea and stories before sleep.</p></div></div></main>",
     ["The walk around the mountain covers", "Nights are spent in monastery guesthouses"], ["From $120", "Book now"])

# 14 a Magento category: toolbar amount + sorter (go), category text (stay)
items = "".join(f"<li class='item product product-item'><div class='product-item-info'><a class='product-item-photo' href='/p{i}'><img src='/{i}.jpg' alt=''></a><div class='product-item-details'><strong class='product-item-name'><a class='product-item-link' href='/p{i}'>{n}</a></strong><div class='price-box price-final_price'><span class='price'>{p}</span></div></div></div></li>"
                for i, (n, p) in enumerate([("Thangka brush set", "$24.00"), ("Mineral pigment box", "$58.00"), ("Cotton canvas roll", "$35.00")]))
page("magento_toolbar_zh", "zh", "分类", "<main id='maincontent' class='page-main'><h1 class='page-title'><span class='base'>唐卡画材</span></h1><div class='category-description'><p>这里的画笔、矿物颜料和画布都来自热贡的老作坊，适合初学者和职业画师使用。</p></div>"
     "<div class='toolbar toolbar-products'><p class='toolbar-amount' id='toolbar-amount'>共 <span class='toolbar-number'>3</span> 件商品</p><div class='toolbar-sorter sorter'><label class='sorter-label' for='sorter'>排序：</label><select id='sorter' class='sorter-options'><option>价格</option></select></div></div>"
     f"<div class='products wrapper grid products-grid'><ol class='products list items product-items'>{items}</ol></div></main>",
     ["这里的画笔、矿物颜料和画布都来自热贡的老作坊"], ["共 3 件商品", "排序："])


@pytest.mark.parametrize("name", sorted(PAGES))
def test_session40_product_review_page(name: str) -> None:
    """The page's text stays, once; its shop furniture goes."""
    html, spec = PAGES[name]
    assert_spec(name, auto_text(html), spec)
