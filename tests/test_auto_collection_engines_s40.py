"""Collection pages of engines the other collection tests do not cover (session 40): Squarespace's summary block,
whose card titles are ``<div class="summary-title">`` beside the excerpt (``auto.collection_cards.keep_card_titles``),
Elementor's portfolio filter bar and a museum's "Filter by:" bar over its grid (``drop_filter_bars``), and Elementor's,
Divi's and Wix's post grids, which keep their titles and excerpts and drop their "read more" links and dates.
WordPress' Latest Posts block keeps every record's title line once the model kept one (``records.keep_record_titles``).
Guard pages set prices, a poem's lines, a button's words and a gallery's caption in a story's own text, a story's box
whose class says "filter" (an image effect) and a list whose items' class says "title": they come out whole. Pages and
sentences are our own."""

from __future__ import annotations

import pytest

from .extraction_pages import auto_text

DIR = {"ug": "rtl"}
CARDS = {
    "bo": [("ཐང་ཀའི་རི་མོ་བྲིས་སྟངས་ཀྱི་ལོ་རྒྱུས།", "ཐང་ཀ་ནི་བོད་ཀྱི་སྒྱུ་རྩལ་གྱི་ཆ་ཤས་གལ་ཆེན་ཞིག་ཡིན་ཞིང་རི་མོ་བ་རྣམས་ཀྱིས་གཅེས་སྐྱོང་བྱས།"),
           ("གྲོང་གསེབ་ཀྱི་དཔེ་མཛོད་ཁང་གསར་པ།", "ཡུལ་མི་རྣམས་ཀྱིས་དཔེ་ཆ་སྟོང་ཕྲག་གཉིས་བསྡུ་རུབ་བྱས་ཏེ་བྱིས་པ་ཚོར་ཀློག་ས་ཞིག་བསྐྲུན།"),
           ("འབྲོག་པའི་དབྱར་ཁའི་འཚོ་བ།", "དབྱར་ཁ་རྩྭ་ཐང་དུ་ཕྱིན་པའི་འབྲོག་པ་ཚོས་འོ་མ་བཞོས་ནས་ཕྱུར་བ་དང་མར་བཟོ་བཞིན་ཡོད།"),
           ("སྨན་རྩིས་ཁང་གི་སྨན་པ་གཞོན་ནུ།", "སྨན་པ་གཞོན་ནུ་ཚོས་རྩི་སྨན་ངོས་འཛིན་དང་སྨན་སྦྱོར་གྱི་ལག་རྩལ་དགེ་རྒན་ལས་སྦྱངས།")],
    "ug": [("قەشقەرنىڭ كونا كوچىلىرى", "كونا شەھەردىكى تار كوچىلاردا ھۈنەرۋەنلەر ھېلىھەم مىس قازان ۋە ياغاچ بۇيۇملارنى ياسايدۇ."),
           ("ئۈزۈم ھوسۇلى مول بولدى", "تۇرپان ۋادىسىدىكى دېھقانلار بۇ يىل ئۈزۈمنى بالدۇر ئۈزۈپ، قۇرۇتۇش ئۆيلىرىگە ئاسىدى."),
           ("مۇقام ئۆگىنىش كۇرسى ئېچىلدى", "ياشلار ئون ئىككى مۇقامنىڭ مۇقەددىمىسىنى ئۇستازلاردىن ئۆگىنىشكە باشلىدى."),
           ("تاغ يېزىسىغا يېڭى يول", "يېزىغا ياتقۇزۇلغان يېڭى يول سەۋەبىدىن بالىلار مەكتەپكە يېرىم سائەتتە بارالايدۇ.")],
    "en": [("Restoring a village temple", "Craftsmen spent two summers replacing the beams with timber from the valley."),
           ("A library in a tent", "Volunteers carried three hundred books to the summer pastures on yak back."),
           ("The last salt caravan", "An old trader remembers the month-long walk to the salt lakes in the north."),
           ("Learning to weave again", "Young women revived a loom pattern that had not been used for decades.")],
}
INTRO = {"bo": "ཤོག་ངོས་འདིར་བོད་ཀྱི་རིག་གནས་དང་འཚོ་བའི་སྐོར་གྱི་རྩོམ་ཡིག་གསར་ཤོས་བསྡུས་ཡོད།",
         "ug": "بۇ بەتتە يېزىلاردىكى تۇرمۇش، ھۈنەر ۋە مەدەنىيەتكە ئائىت ماقالىلەر توپلانغان.",
         "en": "Reporting on the people who keep old crafts and places alive."}
HEADING = {"bo": "དཔྱད་རྩོམ་ཕྱོགས་བསྒྲིགས།", "ug": "ماقالىلەر توپلىمى", "en": "Essays"}
MORE = {"bo": "ད་དུང་ཀློག →", "ug": "تېخىمۇ كۆپ ←", "en": "Read More »"}
DATES = ["2024-05-12", "2024-05-09", "2024-05-03", "2024-04-28"]


def shell(lang: str, main: str) -> str:
    """A page: a header with a menu, ``main``, a footer."""
    menu = "".join(f'<li><a href="/c/{n}">{item}</a></li>' for n, item in enumerate(["Home", "Blog", "Shop", "About"]))
    return (f'<!DOCTYPE html><html lang="{lang}" dir="{DIR.get(lang, "ltr")}"><head><meta charset="utf-8"><title>'
            f'Collection</title></head><body><header class="site-header"><nav><ul>{menu}</ul></nav></header>{main}'
            '<footer class="site-footer"><p>© 2024</p></footer></body></html>')


def squarespace_page(lang: str) -> str:
    """Squarespace's summary block: each item a date, a ``<div class="summary-title">`` link, an excerpt, a "read
    more" link."""
    cards = "".join(
        f'<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide"><div '
        f'class="summary-thumbnail-outer-container"><a href="/blog/{n}" class="summary-thumbnail-container"><img '
        f'src="/i/{n}.jpg" alt=""></a></div><div class="summary-content sqs-gallery-meta-container"><div '
        f'class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata '
        f'summary-metadata--primary"><time class="summary-metadata-item summary-metadata-item--date">{DATES[n]}</time>'
        f'</div></div><div class="summary-title"><a href="/blog/{n}" class="summary-title-link">{title}</a></div>'
        f'<div class="summary-excerpt"><p>{excerpt}</p></div>'
        f'<a href="/blog/{n}" class="summary-read-more-link">{MORE[lang]}</a></div></div>'
        for n, (title, excerpt) in enumerate(CARDS[lang]))
    return shell(lang, f'<main id="page" role="main"><article class="sections"><section class="page-section"><div '
                 f'class="content-wrapper"><div class="sqs-layout"><div class="sqs-block html-block"><div '
                 f'class="sqs-block-content"><h1>{HEADING[lang]}</h1><p>{INTRO[lang]}</p></div></div><div '
                 f'class="sqs-block summary-v2-block"><div class="sqs-block-content"><div class="summary-block-wrapper">'
                 f'<div class="summary-item-list-container"><div class="summary-item-list">{cards}</div></div></div></div>'
                 '</div></div></div></section></article></main>')


def post_grid_page(lang: str, engine: str) -> str:
    """A WordPress post grid: Elementor's Posts widget or Divi's blog module, each card a linked title, a meta line
    (date), an excerpt and a "read more" link."""
    if engine == "elementor":
        cards = "".join(
            f'<article class="elementor-post elementor-grid-item"><div class="elementor-post__text">'
            f'<h3 class="elementor-post__title"><a href="/p/{n}">{title}</a></h3><div class="elementor-post__meta-data">'
            f'<span class="elementor-post-date">{DATES[n]}</span></div><div class="elementor-post__excerpt"><p>{excerpt}'
            f'</p></div><a class="elementor-post__read-more" href="/p/{n}">{MORE[lang]}</a></div></article>'
            for n, (title, excerpt) in enumerate(CARDS[lang]))
        grid = f'<div class="elementor-posts-container elementor-posts elementor-grid">{cards}</div>'
    else:
        cards = "".join(
            f'<article class="et_pb_post clearfix"><h2 class="entry-title"><a href="/p/{n}">{title}</a></h2>'
            f'<p class="post-meta"><span class="published">{DATES[n]}</span></p><div class="post-content">'
            f'<div class="post-content-inner"><p>{excerpt}</p></div><a href="/p/{n}" class="more-link">{MORE[lang]}</a>'
            f'</div></article>' for n, (title, excerpt) in enumerate(CARDS[lang]))
        grid = f'<div class="et_pb_module et_pb_blog_0"><div class="et_pb_blog_grid">{cards}</div></div>'
    return shell(lang, f'<main class="site-main"><div class="intro"><p>{INTRO[lang]}</p></div>{grid}</main>')


def wix_gallery_page(lang: str) -> str:
    """Wix's pro gallery: hashed classes, the item's title and description named by ``data-hook`` alone."""
    cards = "".join(f'<div class="_1b6Fk" data-hook="item-container"><img src="/i/{n}.jpg" alt=""><div '
                    f'data-hook="item-info"><div data-hook="item-title" class="_3c1Kx">{title}</div><div '
                    f'data-hook="item-description" class="_2Hq9Z">{excerpt}</div></div></div>'
                    for n, (title, excerpt) in enumerate(CARDS[lang]))
    return shell(lang, f'<main id="PAGES_CONTAINER"><section class="_3BQmz"><p class="font_8">{INTRO[lang]}</p>'
                 f'<div class="pro-gallery" data-hook="gallery-column">{cards}</div></section></main>')


@pytest.mark.parametrize("lang", ["bo", "ug", "en"])
@pytest.mark.parametrize("page", [squarespace_page, wix_gallery_page,
                                  lambda lang: post_grid_page(lang, "elementor"),
                                  lambda lang: post_grid_page(lang, "divi")],
                         ids=["squarespace", "wix", "elementor", "divi"])
def test_a_collection_keeps_every_card_title_and_excerpt_once(page, lang: str) -> None:
    text = auto_text(page(lang))
    assert all(text.count(part) == 1 for card in CARDS[lang] for part in card)
    assert INTRO[lang] in text
    assert MORE[lang].rstrip(" →←»") not in text
    assert not any(date in text for date in DATES)



def latest_posts_page(lang: str) -> str:
    """WordPress' Latest Posts block: each ``<li>`` its linked title and date, then its excerpt's ``<div>`` ending in
    a "read more" link."""
    items = "".join(
        f'<li><a class="wp-block-latest-posts__post-title" href="/p/{n}">{title}</a><time datetime="{DATES[n]}" '
        f'class="wp-block-latest-posts__post-date">{DATES[n]}</time><div class="wp-block-latest-posts__post-excerpt">'
        f'{excerpt} <a class="wp-block-latest-posts__read-more" href="/p/{n}">{MORE[lang]}</a></div></li>'
        for n, (title, excerpt) in enumerate(CARDS[lang]))
    return shell(lang, f'<main class="wp-site-blocks"><div class="entry-content"><p>{INTRO[lang]}</p><ul '
                 f'class="wp-block-latest-posts__list has-dates wp-block-latest-posts">{items}</ul></div></main>')


@pytest.mark.parametrize("lang", ["bo", "ug", "en"])
def test_a_latest_posts_block_keeps_every_title_the_model_kept_some_of(lang: str) -> None:
    # (the model keeps the first record's title line: the others count it among the slot's titles,
    # ``records.keep_record_titles``)
    text = auto_text(latest_posts_page(lang))
    assert all(text.count(part) == 1 for card in CARDS[lang] for part in card)

FILTERS = {"bo": ["ཚང་མ།", "སྨན་རིས།", "གསེར་ཐང་།"], "ug": ["ھەممىسى", "سىزما", "ھەيكەل"],
           "en": ["All", "Painting", "Metalwork"]}
FILTER_LABEL = {"bo": "འདེམས་ཀ:", "ug": "سۈزگۈچ:", "en": "Filter by:"}


def portfolio_page(lang: str) -> str:
    """Elementor's portfolio widget: a ``<ul class="elementor-portfolio__filters">`` of categories over its grid."""
    items = "".join(f'<li class="elementor-portfolio__filter">{name}</li>' for name in FILTERS[lang])
    cards = "".join(f'<article class="elementor-portfolio-item elementor-post"><a href="/w/{n}"><h3 '
                    f'class="elementor-portfolio-item__title">{title}</h3></a><div class="elementor-post__excerpt"><p>'
                    f'{excerpt}</p></div></article>' for n, (title, excerpt) in enumerate(CARDS[lang]))
    return shell(lang, f'<main class="site-main"><div class="elementor"><p>{INTRO[lang]}</p><ul '
                 f'class="elementor-portfolio__filters">{items}</ul><div class="elementor-portfolio elementor-grid">'
                 f'{cards}</div></div></main>')


def museum_page(lang: str) -> str:
    """A museum's collection: a "Filter by:" label beside its buttons (which the Dom does not read) over the grid."""
    buttons = "".join(f'<button class="filter-btn">{name}</button>' for name in FILTERS[lang])
    cards = "".join(f'<li class="object-card"><a href="/obj/{n}"><h3 class="object-card__title">{title}</h3></a>'
                    f'<p class="object-card__summary">{excerpt}</p></li>' for n, (title, excerpt) in enumerate(CARDS[lang]))
    return shell(lang, f'<main id="content"><p class="collection-intro">{INTRO[lang]}</p><div class="collection-filters">'
                 f'<span class="filter-label">{FILTER_LABEL[lang]}</span>{buttons}</div><ul class="collection-grid">'
                 f'{cards}</ul></main>')


@pytest.mark.parametrize("lang", ["bo", "ug", "en"])
@pytest.mark.parametrize("page", [portfolio_page, museum_page], ids=["elementor-portfolio", "museum"])
def test_a_collection_drops_its_filter_bar(page, lang: str) -> None:
    lines = auto_text(page(lang)).splitlines()
    assert all(part in lines for card in CARDS[lang] for part in card)
    assert not any(name in lines for name in FILTERS[lang]) and FILTER_LABEL[lang] not in lines


# Guards: a story's own text in the same words and markup, kept whole.
GUARDS = {
    "prices-bo": ('<article class="post"><div class="entry-content"><p>ད་ལོའི་དགུན་ཁ་ཚོང་ར་རུ་གྱག་ཤ་རྒྱ་མ་རེར་སྒོར་མོ་ ¥48 ཡིན།</p>'
                  '<ul><li>གྱག་ཤ། ¥48 རྒྱ་མ་རེར་ན་ནིང་ལས་སྒོར་མོ་བརྒྱད་ཀྱིས་མཐོ།</li><li>མར། ¥65 རྒྱ་མ་རེར་ན་ནིང་ལས་སྒོར་མོ་བཅུ་ཡིས་མཐོ།'
                  '</li><li>ཕྱུར་བ། ¥40 རྒྱ་མ་རེར་ན་ནིང་དང་མཚུངས།</li></ul><p>ཚོང་པ་ཁ་ཤས་ཀྱིས་ལོ་གསར་རྗེས་རིན་གོང་མར་འབབ་སྲིད་ཅེས་བཤད།</p>'
                  '</div></article>',
                  ["¥48 ཡིན།", "གྱག་ཤ། ¥48", "མར། ¥65", "ཕྱུར་བ། ¥40", "མར་འབབ་སྲིད་ཅེས་བཤད།"]),
    "poem-ug": ('<article class="post"><div class="entry-content"><p>بۇ شېئىرنى مەن تۇنجى قېتىم تاغقا چىققاندا يازغانىدىم.</p>'
                '<ul class="poem"><li>تاغلار ئۈستىدە قار ئېرىدى،</li><li>سۇلار ۋادىغا قاراپ ئاقتى.</li>'
                '<li>پادىچىنىڭ ناخشىسى ئاڭلاندى،</li><li>قۇشلار ئۇۋىسىغا قايتتى.</li></ul></div></article>',
                ["تۇنجى قېتىم", "تاغلار ئۈستىدە قار ئېرىدى،", "سۇلار ۋادىغا قاراپ ئاقتى.", "قۇشلار ئۇۋىسىغا قايتتى."]),
    "read-more-en": ('<article class="post"><div class="entry-content"><p>Every blog ends its teasers with the same two words: '
                     'Read More. My grandmother thought they were an instruction for her.</p><p>Read more, she would '
                     'say, tapping the screen, as if the site were her old teacher.</p><p>She laughed when I told her '
                     'it was only a link.</p></div></article>',
                     ["two words: Read More.", "Read more, she would say", "She laughed when I told her"]),
    "caption-bo": ('<article class="post"><div class="entry-content"><p>རི་མོ་བ་བཀྲ་ཤིས་ལགས་ཀྱིས་ལོ་ངོ་བཞི་བཅུ་རིང་ཐང་ཀ་བྲིས།</p>'
                   '<figure class="wp-caption"><img src="/i/a.jpg" alt="">'
                   '<figcaption class="wp-caption-text">'
                   'བཀྲ་ཤིས་ལགས་རང་གི་ལས་ཁང་དུ།</figcaption></figure><p>ཁོང་གིས་རྡོ་ཚོན་རང་ལག་གིས་བརྡར་ཞིང་ཐང་ཀ་ཆེན་པོ་རེ་ལ་ཟླ་བ་དྲུག་དགོས།'
                   '</p></div></article>', ["ལོ་ངོ་བཞི་བཅུ་རིང་", "རྡོ་ཚོན་རང་ལག་གིས་"]),
    # a hero's and a timeline's boxes named "filter" for an image effect: a story's lines, no bar
    "filter-effect-ug": ('<article class="post"><div class="timeline filter grayscale"><div class="year">1998</div>'
                         '<div class="year">2004</div><div class="year">2019</div></div><div class="filter-dark">'
                         '<p>مەكتەپ 1998-يىلى ئىككى سىنىپ بىلەن ئېچىلدى.</p><p>2004-يىلى كۇتۇپخانا سېلىندى.</p>'
                         '<p>2019-يىلى ئوقۇغۇچىلار سانى بەش يۈزگە يەتتى.</p></div></article>',
                         ["ئىككى سىنىپ بىلەن ئېچىلدى.", "كۇتۇپخانا سېلىندى.", "بەش يۈزگە يەتتى."]),
    # a story's list of titled entries whose class says "title": no card titles without their cards
    "titled-list-zh": ('<article class="post"><div class="entry-content"><p>这张专辑只有五首歌，却把天山脚下的四季都唱了出来。</p>'
                       '<ol><li class="song-title">《阿娜尔汗》用都塔尔开场，旋律明亮，像春天的果园。</li>'
                       '<li class="song-title">《为了你》节奏舒缓，歌手的声音里有一种克制的深情。</li>'
                       '<li class="song-title">《天山之歌》是最长的一首，热瓦甫的独奏令人难忘。</li></ol>'
                       '<p>整张专辑时长二十四分钟，适合在长途车上从头听到尾。</p></div></article>',
                       ["五首歌", "用都塔尔开场", "克制的深情", "热瓦甫的独奏", "二十四分钟"]),
}


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_a_story_in_the_same_words_and_markup_stays_whole(name: str) -> None:
    body, lines = GUARDS[name]
    lang = name.rsplit("-", 1)[1]
    text = auto_text(shell(lang, f"<main>{body}</main>"))
    assert all(text.count(line) == 1 for line in lines)
