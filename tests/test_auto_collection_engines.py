"""Collection pages (a shop's category, a news site's topic) in the markup of common engines: the page's heading,
its description and its records stay; a record's date line under its linked title (``auto.teasers.drop_record_dates``)
and a sort bar's drop-down label (``auto.control_labels.drop_select_labels``) go. Guard pages set the same markup in
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
