"""Collection pages (a shop's category, a news site's topic) in the markup of common engines: the page's heading,
its description and its records stay, a product card's price with its name (``auto.product_grids.keep_product_cards``);
a record's date line under its linked title (``auto.teasers.drop_record_dates``) and a sort bar's drop-down label
(``auto.control_labels.drop_select_labels``) go. Guard pages set the same markup in
a page's own text (a timeline's dated paragraphs, a thread's dated posts, a poll's choices) and keep it whole.
Pages and sentences are our own."""

from __future__ import annotations

from html import escape

import pytest

from .extraction_pages import auto_text

MENU = {"bo": ["མདུན་ངོས།", "གསར་འགྱུར།", "རིག་གནས།"], "ug": ["باش بەت", "خەۋەر", "مەدەنىيەت"],
        "en": ["Home", "News", "Culture"], "zh": ["首页", "新闻", "文化"]}
DIR = {"ug": "rtl"}

# A news site's topic page: the topic's name and description, then stories, each a linked title, a dek, a date.
TOPICS = {
    "ug": ("مائارىپ", "بۇ بەتتە مەكتەپ، ئوقۇتقۇچى ۋە ئوقۇغۇچىلارغا ئائىت ئەڭ يېڭى خەۋەرلەر توپلانغان.", [
        ("يېزا مەكتەپلىرىگە يېڭى كۇتۇپخانا", "ناھىيەدىكى ئون ئىككى يېزا مەكتىپىگە بۇ يىل يېڭى كۇتۇپخانا قۇرۇلدى."),
        ("ئوقۇتقۇچىلار ياز كۇرسىدا", "يازلىق تەتىلدە يۈزدىن ئارتۇق ئوقۇتقۇچى ئىككى ھەپتىلىك كۇرسقا قاتناشتى."),
        ("ئانا تىل دەرسلىكى قايتا نەشر قىلىندى", "باشلانغۇچ مەكتەپلەرنىڭ ئانا تىل دەرسلىكى يېڭىلىنىپ، رەسىملەر كۆپەيتىلدى."),
        ("ئىمتىھانغا تەييارلىق", "ئوقۇغۇچىلار ئىمتىھاندىن بۇرۇن ۋاقىتنى قانداق ئورۇنلاشتۇرۇشنى ئۆگەندى.")]),
    "bo": ("སློབ་གསོ།", "ཤོག་ངོས་འདིར་སློབ་གྲྭ་དང་དགེ་རྒན། སློབ་མ་བཅས་ཀྱི་གནས་ཚུལ་གསར་ཤོས་བསྡུས་ཡོད།", [
        ("གྲོང་གསེབ་སློབ་གྲྭར་དཔེ་མཛོད་གསར་པ།", "རྫོང་ནང་གི་གྲོང་གསེབ་སློབ་གྲྭ་བཅུ་གཉིས་ལ་ད་ལོ་དཔེ་མཛོད་ཁང་གསར་པ་བཙུགས།"),
        ("དགེ་རྒན་རྣམས་དབྱར་དུས་སློབ་སྦྱོང་།", "དབྱར་གསེང་སྐབས་སུ་དགེ་རྒན་བརྒྱ་ལྷག་གིས་གཟའ་འཁོར་གཉིས་ཀྱི་སློབ་སྦྱོང་ལ་ཞུགས།"),
        ("མ་སྐད་ཀྱི་སློབ་དེབ་བསྐྱར་པར།", "སློབ་ཆུང་གི་མ་སྐད་སློབ་དེབ་གསར་བཅོས་བྱས་ཏེ་རི་མོ་དང་སྒྲུང་གཏམ་མང་དུ་བཏང་།"),
        ("རྒྱུགས་ལེན་གྱི་གྲ་སྒྲིག", "སློབ་མ་ཚོས་རྒྱུགས་ལེན་སྔོན་དུ་དུས་ཚོད་ཇི་ལྟར་བཀོད་སྒྲིག་བྱེད་སྟངས་སློབ་སྦྱོང་བྱས།")]),
    "en": ("Education", "The latest reporting on our schools, their teachers and their pupils.", [
        ("Village schools open new libraries", "Twelve village schools in the county opened libraries this year."),
        ("Teachers spend the summer in class", "Over a hundred teachers joined a two-week course in the holidays."),
        ("The mother-tongue reader is reprinted", "The primary schools' reader has new pictures and new stories."),
        ("Getting ready for the exams", "Pupils learned how to plan their weeks before the exams begin.")]),
}
DATES = ["2024-05-12", "2024-05-09", "2024-05-03", "2024-04-28"]


def shell(lang: str, title: str, main: str) -> str:
    """A page: a header with a menu, ``main``, a footer."""
    menu = "".join(f'<li><a href="/c/{n}">{item}</a></li>' for n, item in enumerate(MENU[lang]))
    return (f'<!DOCTYPE html><html lang="{lang}" dir="{DIR.get(lang, "ltr")}"><head><meta charset="utf-8">'
            f'<title>{escape(title)}</title></head><body><header class="site-header"><nav><ul>{menu}</ul></nav>'
            f'</header>{main}<footer class="site-footer"><p>© 2024</p></footer></body></html>')


def topic_page(lang: str, href: str = "/news/{n}") -> str:
    """A topic page (a Drupal or WordPress theme's): the topic, its description, stories each a linked title, a dek
    and a ``<p><time></p>`` date line, a pager."""
    topic, description, stories = TOPICS[lang]
    cards = "".join(
        f'<article class="news-card"><div class="news-card__body"><h3 class="news-card__title">'
        f'<a href="{href.format(n=n)}">{title}</a></h3><p class="news-card__dek">{dek}</p>'
        f'<p class="news-card__meta"><time datetime="{DATES[n]}">{DATES[n]}</time></p></div></article>'
        for n, (title, dek) in enumerate(stories))
    return shell(lang, topic, f'<main class="topic-page"><header class="topic-page__header"><h1>{topic}</h1>'
                 f'<div class="topic-page__description"><p>{description}</p></div></header>'
                 f'<div class="topic-page__list">{cards}</div><nav class="pager"><ul><li><a href="?page=1">2</a></li>'
                 f'</ul></nav></main>')


@pytest.mark.parametrize("lang", sorted(TOPICS))
def test_a_topic_page_keeps_its_stories_without_their_date_lines(lang: str) -> None:
    _, description, stories = TOPICS[lang]
    text = auto_text(topic_page(lang))
    assert all(text.count(line) == 1 for line in [description, *(part for story in stories for part in story)])
    assert not any(date in text for date in DATES)


# Guards: the same <time> lines where they are the page's own text.
TIMELINE = {
    "bo": ["ལོ་དེར་ཡུལ་ཚོར་སློབ་གྲྭ་ཆུང་ཆུང་ཞིག་བཙུགས།", "ལོ་དེར་སློབ་གྲྭར་སློབ་ཁང་གསར་པ་གསུམ་བརྩིགས།",
           "ལོ་དེར་སློབ་གྲྭ་ནས་སློབ་མ་དང་པོ་རྣམས་ཐོན།", "ལོ་དེར་སློབ་གྲྭར་དཔེ་མཛོད་ཁང་ཞིག་ཁ་ཕྱེ།"],
    "ug": ["شۇ يىلى كەنتتە كىچىك بىر مەكتەپ قۇرۇلدى.", "شۇ يىلى مەكتەپكە ئۈچ يېڭى سىنىپ سېلىندى.",
           "شۇ يىلى مەكتەپنىڭ تۇنجى ئوقۇغۇچىلىرى پۈتتۈردى.", "شۇ يىلى مەكتەپتە كۇتۇپخانا ئېچىلدى."],
}


def timeline_page(lang: str) -> str:
    """A school's history: a heading, then its years, each a ``<time>`` line over a paragraph (no linked titles)."""
    rows = "".join(f'<section class="event"><h3>{n + 1}</h3><p class="when"><time>{DATES[n]}</time></p><p>{line}</p>'
                   f'</section>' for n, line in enumerate(TIMELINE[lang]))
    return shell(lang, "history", f'<main><article><h1>{TOPICS[lang][0]}</h1><p>{TOPICS[lang][1]}</p>{rows}'
                 f'</article></main>')


@pytest.mark.parametrize("lang", sorted(TIMELINE))
def test_a_timeline_keeps_its_dates(lang: str) -> None:
    text = auto_text(timeline_page(lang))
    assert all(date in text for date in DATES) and all(line in text for line in TIMELINE[lang])


def test_a_thread_keeps_its_post_dates_under_titles_linking_into_the_thread() -> None:
    # a board's posts each under a title linking to the post's own anchor ("#p0"): the thread's page, not other pages
    text = auto_text(topic_page("ug", href="#p{n}"))
    assert all(date in text for date in DATES)


# A shop's category page (Shopify's Dawn theme): the sort bar's "Sort by:" is a drop-down's label set in a heading.
SHOP = {
    "bo": ("བོད་ཀྱི་སྤོས་སྣ།", "སྤོས་འདི་དག་ནི་ཡུལ་ཚོ་ཁག་གི་ལག་ཤེས་པ་རྣམས་ཀྱིས་རྩི་ཤིང་རང་བྱུང་ལས་ལག་བཟོས་བྱས་པ་ཡིན།",
           ["སྨན་སྤོས་དཀར་པོ།", "ཤུག་པའི་སྤོས་རིང་པོ།", "བསང་རྫས་སྣ་ཚོགས།", "ཙན་དན་སྤོས་ཕྲ།"], "གོ་རིམ།"),
    "ug": ("قۇرۇق مېۋىلەر", "قۇرۇق مېۋىلىرىمىز تۇرپان ئەتراپىدىكى باغلاردىن يىغىلىپ، ئاپتاپتا تەبىئىي قۇرۇتۇلغان.",
           ["يېشىل كىشمىش", "ئۆرۈك قېقى", "ياڭاق مېغىزى", "ئەنجۈر قېقى"], "تەرتىپى:"),
    "en": ("Green Tea", "Our green teas are picked in spring on small family gardens and steamed within hours.",
           ["Sencha Asamushi", "Dragon Well", "Gyokuro", "Bi Luo Chun"], "Sort by:"),
}


def dawn_page(lang: str) -> str:
    """A Dawn collection: the hero's title and description, the sort bar (a label in an ``<h2>`` beside its
    ``<select>``), the product count, the grid's cards."""
    title, description, products, sort_label = SHOP[lang]
    cards = "".join(
        f'<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content">'
        f'<h3 class="card__heading h5"><a href="/products/p{n}" class="full-unstyled-link">{name}</a></h3>'
        f'<div class="price"><span class="price-item price-item--regular">¥{48 + 10 * n}.00</span></div></div>'
        f'<button type="button" class="quick-add__submit button">Add to cart</button></div></li>'
        for n, name in enumerate(products))
    return shell(lang, title, f'<main id="MainContent"><div class="collection-hero"><h1 class="collection-hero__title">'
                 f'{title}</h1><div class="collection-hero__description rte">{description}</div></div>'
                 f'<div class="facets-container"><div class="facet-filters sorting"><h2 class="facet-filters__label">'
                 f'<label for="SortBy">{sort_label}</label></h2><select name="sort_by" id="SortBy">'
                 f'<option value="best-selling">Best selling</option><option value="price-ascending">Price</option>'
                 f'</select></div></div><ul id="product-grid" class="grid product-grid">{cards}</ul></main>')


@pytest.mark.parametrize("lang", sorted(SHOP))
def test_a_category_page_drops_its_sort_label(lang: str) -> None:
    title, description, _, sort_label = SHOP[lang]
    text = auto_text(dawn_page(lang))
    assert text.count(title) == 1 and text.count(description) == 1
    assert sort_label not in text and "Add to cart" not in text


# Guard: a help page names a drop-down inside its sentences (the label of the page's own language menu): the sentence
# is more than the label, and stays whole.
HELP = {"bo": ("སྐད་ཡིག", "ཤོག་ངོས་ཀྱི་སྟེང་དུ་ཡོད་པའི་", "ཞེས་པའི་འདེམས་བྱང་ཁ་ཕྱེ་ནས་བོད་ཡིག་འདེམས་རོགས།"),
        "zh": ("语言", "请打开页面顶部的", "菜单，然后选择藏文或维吾尔文，页面就会换成你选的文字。"),
        "en": ("Language", "Open the", "menu at the top of the page and pick Tibetan or Uyghur; the page changes at once.")}


@pytest.mark.parametrize("lang", sorted(HELP))
def test_a_help_page_keeps_a_sentence_naming_a_drop_down(lang: str) -> None:
    label, before, after = HELP[lang]
    sentence = f'<p>{before}<label for="lang">{label}</label>{after}</p>'
    body = (f'<main><article><h1>{label}</h1><p>{TOPICS["bo" if lang == "bo" else "en"][1]}</p>{sentence}'
            f'<select id="lang"><option>བོད་ཡིག</option><option>ئۇيغۇرچە</option></select></article></main>')
    text = auto_text(shell(lang, label, body))
    assert f"{before}{label}{after}" in text


# A shop's category page with a short introduction: its heading, introduction and every card's name and price stay
# (``auto.product_grids.keep_product_cards``: the model kept the names, not the prices); the cards' buttons, the sort
# bar and the footer go. Each engine's card
# markup as its theme prints it: (grid's class, card's format with {n}, {name}, {price}, {extra}).
PRODUCTS = {
    "bo": ["མཐིང་ཚོན་རྡོ་ལས་བཟོས་པ།", "མཚལ་ཚོན་དམར་པོ།", "གསེར་ཚོན་ཕྱེ་མ།", "ལྡོང་རོས་སེར་པོ།", "སྤང་མདོག་ལྗང་ཁུ།",
           "ཞོ་ཁྲ་སྔོན་པོ།", "དངུལ་ཚོན་ཕྱེ་མ།", "སྣག་ཚ་ནག་པོ།"],
    "ug": ["مىس چۆگۈن", "ياغاچ نەقىشلىك ساندۇق", "ئەتلەس ياغلىق", "ساپال تەخسە", "دوپپا", "كىگىز گىلەم", "مىس قومۇش",
           "خوتەن يىپەك شارپىسى"],
    "en": ["Sencha Asamushi", "Dragon Well Pre-Rain", "Gyokuro Shade Grown", "Genmaicha with Matcha", "Bi Luo Chun",
           "Hojicha Roasted Stems", "Jasmine Pearls", "Kukicha Twig Tea"],
    "zh": ["青花瓷盖碗三件套", "宜兴紫砂西施壶", "手绘梅花公道杯", "粗陶旅行茶具套装", "竹制茶盘", "玻璃耐热泡茶壶",
           "汝窑天青品茗杯", "锡制茶叶罐"],
}
INTROS = {
    "bo": ("ཐང་ཀའི་ཚོན་རྩི།", "ཐང་ཀ་འབྲི་བའི་ཚོན་རྩི་འདི་དག་ནི་རྡོ་ཚོན་དང་ས་ཚོན་རང་བྱུང་ལས་བཟོས་པ་ཡིན།"),
    "ug": ("قول ھۈنەر بۇيۇملىرى", "بۇ بۇيۇملارنىڭ ھەممىسى قەشقەر ۋە خوتەندىكى ھۈنەرۋەنلەر تەرىپىدىن قولدا ياسالغان."),
    "en": ("Green Tea", "Our green teas are picked in spring on small family gardens and steamed within hours."),
    "zh": ("手工茶具专区", "精选景德镇和宜兴的手工茶具，每一件都由匠人手工制作，适合日常泡茶和送礼。"),
}
BUTTON = "Add to Cart"
ENGINES = {
    "magento": ("products list items product-items",
                '<li class="item product product-item"><div class="product-item-info"><div class="product details '
                'product-item-details"><strong class="product name product-item-name"><a class="product-item-link" '
                'href="/p{n}.html">{name}</a></strong><div class="price-box price-final_price"><span class="price">'
                '{price}</span></div><div class="product-item-actions"><button type="submit" title="Add to Cart" '
                'class="action tocart primary"><span>' + BUTTON + '</span></button></div></div></div></li>'),
    "woocommerce": ("products columns-4",
                    '<li class="product type-product"><a href="/product/p{n}/" class="woocommerce-LoopProduct-link '
                    'woocommerce-loop-product__link"><h2 class="woocommerce-loop-product__title">{name}</h2><span '
                    'class="price"><span class="woocommerce-Price-amount amount"><bdi>{price}</bdi></span></span></a>'
                    '<a href="?add-to-cart={n}" class="button add_to_cart_button ajax_add_to_cart">' + BUTTON
                    + '</a></li>'),
    "bigcommerce": ("productGrid",
                    '<li class="product"><article class="card"><figure class="card-figure"><figcaption '
                    'class="card-figcaption"><button type="button" class="button quickview">Quick view</button>'
                    '</figcaption></figure><div class="card-body"><h3 class="card-title"><a href="/p{n}/">{name}</a>'
                    '</h3><div class="card-text"><span class="price price--withoutTax">{price}</span></div></div>'
                    '</article></li>'),
    "sfcc": ("row product-grid",
             '<div class="col-6 col-sm-4"><div class="product"><div class="product-tile"><div class="tile-body"><div '
             'class="pdp-link"><a class="link" href="/p/P{n}.html">{name}</a></div><div class="price"><span '
             'class="sales"><span class="value">{price}</span></span></div></div></div></div></div>'),
    "hand-made": ("shop-grid",
                  '<div class="shop-card"><a class="shop-card__link" href="/item/{n}"><div class="shop-card__name">'
                  '{name}</div></a><p class="shop-card__by">{extra}</p><div class="shop-card__price">{price}</div>'
                  '<button class="shop-card__buy" type="button">' + BUTTON + '</button></div>'),
}
PRICES = {"bo": "སྒོར་ {}", "ug": "{} يۈەن", "en": "${}.50", "zh": "¥{}.00"}
BYLINES = {"bo": "ལྷ་སའི་ཚོན་ཁང་།", "ug": "قەشقەر ھۈنەرۋەنلىرى", "en": "Spring harvest", "zh": "景德镇手作"}


def category_page(engine: str, lang: str) -> str:
    """A category page of ``engine``'s markup: the heading and introduction, a sort bar, the grid, a pager."""
    grid, card = ENGINES[engine]
    title, intro = INTROS[lang]
    cards = "".join(card.format(n=n, name=name, price=PRICES[lang].format(40 + 7 * n), extra=BYLINES[lang])
                    for n, name in enumerate(PRODUCTS[lang]))
    return shell(lang, title, f'<main class="category"><h1 class="page-title">{title}</h1><div class="category-'
                 f'description"><p>{intro}</p></div><div class="toolbar"><label for="sorter">Sort By</label><select '
                 f'id="sorter"><option>Position</option><option>Price</option></select></div><ul class="{grid}">'
                 f'{cards}</ul><nav class="pagination"><a href="?p=2">2</a><a href="?p=2">Next</a></nav></main>')


# The pages whose cards' names the model keeps (a grid it leaves out whole, as a strip of a few cards under a short
# description, stays out: tests/test_auto_grids.py, tests/test_auto_grid_descriptions.py).
KEPT_GRIDS = [("bigcommerce", "bo"), ("hand-made", "bo"), ("hand-made", "ug"), ("woocommerce", "bo")]


@pytest.mark.parametrize(("engine", "lang"), KEPT_GRIDS)
def test_a_category_page_keeps_its_heading_and_every_cards_name_and_price(engine: str, lang: str) -> None:
    title, intro = INTROS[lang]
    text = auto_text(category_page(engine, lang))
    prices = [PRICES[lang].format(40 + 7 * n) for n in range(len(PRODUCTS[lang]))]
    assert all(text.count(line) == 1 for line in [title, intro, *PRODUCTS[lang], *prices])
    assert BUTTON not in text and "Sort By" not in text and "Quick view" not in text
    assert (BYLINES[lang] in text) == (engine == "hand-made")  # a card's plain line between its name and price


# A theme's widget area beside the grid, with its price filter ("Price: ... — ...", named "price_label"): on a
# category page whose h1 sits three levels under the <body>, the filter is no product's price, nor the page a buy box.
PRICE_FILTER = ('<div id="secondary" class="widget-area"><section class="widget woocommerce widget_price_filter"><form>'
                '<div class="price_slider_amount"><div class="price_label">{low} — {high}</div></div></form></section>'
                '</div>')


@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_side_columns_price_filter_leaves_the_category_page_its_cards(lang: str) -> None:
    grid, card = ENGINES["woocommerce"]
    title, intro = INTROS[lang]
    prices = [PRICES[lang].format(40 + 7 * n) for n in range(len(PRODUCTS[lang]))]
    cards = "".join(card.format(n=n, name=name, price=price, extra="")
                    for n, (name, price) in enumerate(zip(PRODUCTS[lang], prices)))
    side = PRICE_FILTER.format(low=prices[0], high=prices[-1])
    text = auto_text(shell(lang, title, f'<div id="primary" class="content-area"><main class="site-main"><header '
                           f'class="woocommerce-products-header"><h1 class="page-title">{title}</h1><div class="term-'
                           f'description"><p>{intro}</p></div></header><ul class="{grid}">{cards}</ul></main></div>'
                           f'{side}'))
    assert all(text.count(line) == 1 for line in [title, intro, *PRODUCTS[lang]])


# Guards: a card grid whose page is something else keeps out of it, and a story's own prices stay whole.
GUIDE = ["قۇرۇق مېۋە سېتىۋالغاندا ئالدى بىلەن ئۇنىڭ رەڭگىگە قاراڭ، تەبىئىي قۇرۇتۇلغان كىشمىشنىڭ رەڭگى بىر خىل بولمايدۇ، "
         "بەك پارقىراق بولسا ماي سۈرتۈلگەن بولۇشى مۇمكىن.",
         "ئاندىن ھىدىنى پۇراپ بېقىڭ، ياخشى ئۆرۈك قېقىدىن تاتلىق ۋە يېنىك ھىد كېلىدۇ، ئاچچىق ياكى نەم ھىد كەلسە ئۇزۇن "
         "ساقلانغان بولىدۇ.",
         "ياڭاق ۋە بادامنى سېتىۋالغاندا ئۇنى چېقىپ بىر-ئىككىنى يەپ بېقىڭ، ئاچچىق تەمى بولسا كونا مال.",
         "ساقلاش ئۈچۈن قۇرۇق مېۋىنى ئېغىزى چىڭ ئېتىلىدىغان ئەينەك قاچىغا سېلىپ سالقىن جايغا قويۇڭ، ياز كۈنلىرى "
         "مۇزلاتقۇغا قويسىڭىزمۇ بولىدۇ.",
         "بالىلارغا بەرگەندە ياڭاق ۋە بادامنى ئۇششاق قىلىپ ئۇۋىتىپ بېرىڭ، پۈتۈن بولسا گېلىغا تىقىلىپ قېلىشى مۇمكىن."]
MARKET = ["今天早上县城农贸市场的菜价比上周略有下降，主要是本地的蔬菜大量上市。", "下面是几种常见蔬菜的价格：",
          "白菜 每斤 ¥1.20", "土豆 每斤 ¥1.80", "西红柿 每斤 ¥3.50", "青椒 每斤 ¥4.00",
          "市场管理处的工作人员说，下个月菜价可能还会继续下降。"]


def test_a_buying_guide_over_a_grid_keeps_the_guide_alone() -> None:
    # a long text over the grid (more than a category's introduction): the truths keep the text, not the cards
    grid, card = ENGINES["woocommerce"]
    cards = "".join(card.format(n=n, name=name, price=PRICES["ug"].format(n + 9), extra="")
                    for n, name in enumerate(PRODUCTS["ug"]))
    text = auto_text(shell("ug", "guide", '<main><h1>قوللانما</h1><div class="term-description">'
                           + "".join(f"<p>{p}</p>" for p in GUIDE) + f'</div><ul class="{grid}">{cards}</ul></main>'))
    assert all(text.count(p) == 1 for p in GUIDE) and BUTTON not in text


def test_a_market_report_keeps_its_price_lines_once() -> None:
    items = "".join(f"<li>{line}</li>" for line in MARKET[2:6])
    text = auto_text(shell("zh", "菜价", f'<div class="article"><h1>县城菜价小幅下降</h1><p>{MARKET[0]}</p>'
                           f'<p>{MARKET[1]}</p><ul>{items}</ul><p>{MARKET[6]}</p></div>'))
    assert all(text.count(line) == 1 for line in MARKET)
