"""Listing and service pages of templates the earlier sessions did not draw (our own Tibetan, Uyghur, Chinese and
English text): a GeoDirectory place list keeps each place's description and address (its fields are named
"geodir_post_meta", no post's meta line: ``words.POSTER_RE``), a FAQ accordion keeps every question beside its "+"
toggle icon (a line that asks is no icon button: ``icon_buttons.drop_icon_buttons``), an event's "« All Events"
link over its title goes (``back_links.drop_back_links``), and an events calendar keeps its events without its search
bar and its "Subscribe to calendar" menu. Guard pages set the same words and markup in a story, an interview and a poem, and
stay whole."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

FOOTER = "<footer class='site-footer'><p>© 2025</p><a href='/privacy'>Privacy</a></footer>"


def html(body: str, lang: str) -> str:
    """A page in ``lang`` around ``body``: a menu over it and the site's footer under it."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>page</title>"
            f"</head><body><header><nav><a href='/'>Home</a> <a href='/places'>Places</a> <a href='/about'>About</a>"
            f"</nav></header>{body}{FOOTER}</body></html>")


# per language: a place's name, its description and its address, three places
PLACES = {
    "ug": [("قەشقەر ئاشخانىسى", "قولدا سوزۇلغان لەغمەن ۋە تونۇر كاۋىپى بىلەن داڭلىق ئائىلىۋى ئاشخانا.",
            "ئۈرۈمچى شەھىرى، يەنئەن يولى 25-نومۇر"),
           ("ئاتلەس دۇكىنى", "خوتەن ئاتلىسى ۋە ئەتلەس رەختلىرىدىن تىكىلگەن كىيىم-كېچەكلەر سېتىلىدۇ.",
            "خوتەن شەھىرى، يىپەك يولى 8-نومۇر"),
           ("نۇر كىتابخانىسى", "ئۇيغۇر ئەدەبىياتى، تارىخى ۋە بالىلار كىتابلىرى بار كونا كىتابخانا.",
            "غۇلجا شەھىرى، ئازادلىق يولى 112-نومۇر")],
    "bo": [("ཞོ་ཤ་ཟ་ཁང་།", "བོད་ཀྱི་ཁ་ཟས་སྔར་སྲོལ་མ་ཤ་ཕལེ་དང་ཐུག་པ་བཟོ་སྟངས་གཙང་མས་འབུལ་གྱི་ཡོད།",
            "ལྷ་ས་བར་སྐོར་ལམ་ཨང་ ༡༢"),
           ("ཀཿཐོག་ཚོང་ཁང་།", "བོད་ཡིག་དཔེ་དེབ་དང་བྱིས་པའི་སྒྲུང་དེབ་སྣ་ཚོགས་ཚོང་བ་ཡིན།", "ཞིང་ཆེན་ལམ་ཨང་ ༤༥"),
           ("སྣམ་བུ་ཐགས་ཁང་།", "ལག་ཐགས་སྣམ་བུ་དང་ཕྱིང་པ་རྣམས་སྔར་སྲོལ་ལྟར་བཟོ་བའི་ཐགས་ཁང་ཡིན།",
            "རྒྱལ་རྩེ་གྲོང་ཁྱེར་ལམ་ཨང་ ༣")],
}
PLACES_TITLE = {"ug": "ئاشخانا ۋە دۇكانلار", "bo": "ཚོང་ཁང་ཐོ་བཀོད།"}
DIRECTIONS = "Get directions"


def geodirectory_page(lang: str) -> str:
    """A GeoDirectory archive: a search bar, then one card per place (image, badge, name, rating, description,
    address, phone, a directions button)."""
    cards = "".join(
        f"<li class='col mb-4 geodir-post type-gd_place'><div class='card h-100'><div class='card-img-top'>"
        f"<img src='/i{i}.jpg' alt=''></div><div class='card-body p-2'><h2 class='geodir-entry-title h5'>"
        f"<a href='/places/{i}'>{name}</a></h2><div class='geodir-post-rating'><span class='gd-list-rating-text'>4.5"
        f"</span> <a href='/places/{i}#reviews'>12</a></div>"
        f"<div class='geodir_post_meta geodir-field-post_content'><p>{about}</p></div>"
        f"<div class='geodir_post_meta geodir-field-address'><span class='geodir_post_meta_title'>⌂ </span>"
        f"<span>{address}</span></div><div class='geodir_post_meta geodir-field-phone'>"
        f"<a href='tel:0991234567{i}'>0991-234567{i}</a></div></div><div class='card-footer'>"
        f"<a class='btn btn-sm btn-primary' href='https://maps.example.org/?daddr={i}'>{DIRECTIONS}</a></div></div>"
        f"</li>" for i, (name, about, address) in enumerate(PLACES[lang]))
    return html(f"<main class='site-main'><header class='page-header'><h1 class='page-title'>{PLACES_TITLE[lang]}</h1>"
                "</header><div class='geodir-search-container'><form class='geodir-listing-search'><input name='s'>"
                "<button class='geodir_submit_search'>Search</button></form></div><div class='geodir-loop-container'>"
                f"<ul class='geodir-category-list-view row'>{cards}</ul></div></main>", lang)


@pytest.mark.parametrize("lang", ["ug", "bo"])
def test_a_geodirectory_place_list_keeps_each_places_description(lang: str) -> None:
    text = auto_text(geodirectory_page(lang))
    for name, about, _address in PLACES[lang]:
        assert about in text
    assert PLACES[lang][0][0] in text
    assert PLACES[lang][0][2] in text
    assert DIRECTIONS not in text


# per language: a FAQ page's intro and its questions and answers (each question ends as a question does)
FAQ = {
    "bo": ("དགོན་པར་མཇལ་ཁ་ཞུ་མཁན་ཚོས་རྒྱུན་དུ་འདྲི་བའི་དྲི་བ་དང་དེའི་ལན་འདི་ན་ཡོད།",
           [("དགོན་པར་མཇལ་ཁ་ཞུ་བའི་དུས་ཚོད་ག་རེ་ཡིན།",
             "དགོན་པ་ཉིན་ལྟར་སྔ་དྲོ་ཆུ་ཚོད་དགུ་ནས་ཕྱི་དྲོ་ཆུ་ཚོད་ལྔ་བར་སྒོ་ཕྱེ་ཡོད། ཆོས་འཁོར་གྱི་ཉིན་མོར་དུས་ཚོད་འགྱུར་སྲིད།"),
            ("མཇལ་ཁའི་འཛུལ་འཐུས་དགོས་སམ།",
             "འཛུལ་འཐུས་མི་དགོས། འོན་ཀྱང་ལྷ་ཁང་ནང་དུ་པར་ལེན་མི་ཆོག་པས་དགོངས་པ་བཞེས་རོགས།"),
            ("ཆོས་བཤད་ལ་ཞུགས་ཆོག་གམ།", "ཟླ་རེར་ཚེས་བཅོ་ལྔའི་ཉིན་མི་མང་ལ་ཆོས་བཤད་ཡོད་པས་སུས་ཀྱང་ཞུགས་ཆོག")]),
    "ug": ("مەركىزىمىزگە كەلگۈچىلەر دائىم سورايدىغان سوئاللار ۋە ئۇلارنىڭ جاۋابلىرى تۆۋەندە.",
           [("ھەقسىزمۇ؟", "بارلىق كۇرسلار ۋە كۇتۇپخانا ھەقسىز، پەقەت ھۈنەر كۇرسىنىڭ ماتېرىيال ھەققى ئېلىنىدۇ."),
            ("بالىلار قاتنىشالامدۇ؟", "يەتتە ياشتىن يۇقىرى بالىلار ئاتا-ئانىسى بىلەن بىللە قاتنىشالايدۇ."),
            ("قەيەردە؟", "مەركەز ئۈرۈمچى شەھىرى خەلق يولى 88-نومۇردا، ئاپتوبۇس بېكىتىنىڭ يېنىدا.")]),
    "zh": ("以下是读者常问的问题，如有其他疑问请致电图书馆服务台。",
           [("可以借几本书？", "持证读者每次可借十本，借期三十天，可在网上续借一次。"),
            ("周一开放吗？", "周一上午闭馆整理书架，下午一点起正常开放。"),
            ("有藏文书吗？", "三楼民族文献室收藏藏文、维吾尔文图书两万余册。")]),
    "en": ("Visitors often ask us the same few things, so we have gathered the answers here.",
           [("Is it free?", "Entry to the galleries is free; special exhibitions charge a small fee."),
            ("Can I take photos?", "Photos without flash are welcome everywhere except the manuscript room."),
            ("Is there parking?", "There is a small car park behind the museum and a bus stop at the gate.")]),
}
FAQ_TITLE = {"bo": "རྒྱུན་དུ་འདྲི་བའི་དྲི་བ།", "ug": "كۆپ سورىلىدىغان سوئاللار", "zh": "常见问题",
             "en": "Frequently asked questions"}


def accordion_page(lang: str) -> str:
    """An Elementor FAQ page: its heading and intro, then an accordion whose every question sits beside a "+" icon
    and whose answers are hidden until opened."""
    intro, pairs = FAQ[lang]
    items = "".join(
        f"<div class='elementor-accordion-item'><div class='elementor-tab-title' role='button' aria-expanded='false'>"
        f"<span class='elementor-accordion-icon'><i class='fas fa-plus'></i></span>"
        f"<a class='elementor-accordion-title' tabindex='0'>{question}</a></div>"
        f"<div class='elementor-tab-content' role='region' hidden='hidden'><p>{answer}</p></div></div>"
        for question, answer in pairs)
    return html(f"<main id='content'><h1 class='entry-title'>{FAQ_TITLE[lang]}</h1><div class='elementor'>"
                f"<div class='elementor-widget-text-editor'><p>{intro}</p></div><div class='elementor-widget-accordion'>"
                f"<div class='elementor-accordion'>{items}</div></div></div></main>", lang)


@pytest.mark.parametrize("lang", ["bo", "ug", "zh", "en"])
def test_an_accordions_questions_beside_their_icons_stay(lang: str) -> None:
    text = auto_text(accordion_page(lang))
    intro, pairs = FAQ[lang]
    assert intro in text
    for question, answer in pairs:
        assert question in text
        assert answer in text


# per language: a story's paragraphs, the last-but-one a short question set beside an icon glyph
GUARD_QUESTIONS = {
    "ug": ["بۇ يىل ئەتىيازدا مەدەنىيەت مەركىزىدە ئۆتكۈزۈلگەن ئون ئىككى مۇقام كۇرسىغا يىگىرمە ئالتە ئوقۇغۇچى قاتناشتى.",
           "نېمە ئۈچۈن مۇقام؟",
           "مۇئەللىم: «مۇقام بىزنىڭ تارىخىمىز، ئۇنى ياشلارغا يەتكۈزۈش بىزنىڭ بۇرچىمىز» دېدى."],
    "bo": ["ང་ཚོས་དེ་རིང་ལོ་ངོ་སུམ་ཅུ་རིང་བོད་ཡིག་སློབ་ཁྲིད་བྱས་པའི་སློབ་དཔོན་ཞིག་དང་བཅར་འདྲི་བྱས།",
           "ཕྲུ་གུ་ཚོས་བོད་ཡིག་ལ་དགའ་པོ་བྱེད་དམ།",
           "དགའ་པོ་བྱེད། ལྷག་པར་དུ་སྒྲུང་གཏམ་དང་གླུ་གཞས་བརྒྱུད་ནས་སློབ་སྦྱོང་བྱེད་སྐབས་ཁོང་ཚོ་ཧ་ཅང་སྤྲོ་བ་སྐྱེད།"],
}


@pytest.mark.parametrize("lang", ["ug", "bo"])
def test_a_storys_short_question_beside_an_icon_stays(lang: str) -> None:
    first, question, last = GUARD_QUESTIONS[lang]
    body = (f"<main><article class='post'><h1 class='entry-title'>{question}</h1><div class='entry-content'>"
            f"<p>{first}</p><p><i class='fa fa-music'></i> {question}</p><p>{last}</p></div></article></main>")
    text = auto_text(html(body, lang))
    assert first in text
    assert last in text
    assert question in text


# per language: a story that names places, addresses and prices as a GeoDirectory card does
GUARD_MARKET = {
    "ug": ["ئۈرۈمچىدىكى چوڭ بازاردا بۇ ھەپتە قوي گۆشىنىڭ باھاسى كىلوسى 78 يۈەنگە كۆتۈرۈلدى، ساتقۇچىلار بۇنى يەم-خەشەك "
           "باھاسىنىڭ ئۆسۈشىگە باغلىدى.",
           "خوتەن شەھىرى، يىپەك يولى 8-نومۇردىكى ئاتلەس دۇكىنىنىڭ خوجايىنى بىزگە: «خېرىدارلار ئاز، ئەمما ياخشى رەخت "
           "ھەمىشە سېتىلىدۇ» دېدى.",
           "بازار باشقۇرۇش ئىدارىسى كېلەر ئايدا باھا تەكشۈرۈشنى كۈچەيتىدىغانلىقىنى ئۇقتۇردى."],
    "bo": ["ལྷ་སའི་ཁྲོམ་དུ་གཟའ་འཁོར་འདིར་ཤ་རིན་རྒྱ་མ་རེར་སྒོར་ ༧༨ བར་འཕར་ཡོད་ལ། ཚོང་པ་ཚོས་རྩྭ་རིན་འཕར་བ་དེ་རྒྱུ་མཚན་དུ་བཤད།",
           "བར་སྐོར་ལམ་ཨང་ ༡༢ གི་ཟ་ཁང་གི་བདག་པོས། ཉོ་མཁན་ཉུང་ཡང་ཟས་ཞིམ་པོ་ནམ་ཡང་ཚོང་གི་རེད་ཅེས་བཤད།",
           "ཁྲོམ་ར་དོ་དམ་ཁང་གིས་ཟླ་བ་རྗེས་མར་རིན་གོང་ཞིབ་བཤེར་ཤུགས་ཆེར་གཏོང་རྒྱུ་ཡིན་པ་བསྒྲགས།"],
}


@pytest.mark.parametrize("lang", ["ug", "bo"])
def test_a_market_story_with_addresses_and_prices_stays_whole(lang: str) -> None:
    paragraphs = GUARD_MARKET[lang]
    body = ("<main><article class='post type-post'><header class='entry-header'><h1 class='entry-title'>Market</h1>"
            "<div class='entry-meta'><span class='posted-on'>2024-05-02</span></div></header>"
            "<div class='entry-content'>" + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div></article></main>")
    text = auto_text(html(body, lang))
    for paragraph in paragraphs:
        assert paragraph in text


# The Events Calendar's list view (bo): a month's events with their date badges, titles, venues and blurbs
EVENTS = [("སྨོན་ལམ་ཆེན་མོའི་ཆོས་འཁོར།", "ལྷ་ཁང་ཆེན་མོ།",
           "དགོན་པའི་གྲྭ་པ་ཚོས་སྨོན་ལམ་ཆེན་མོའི་ཆོ་ག་ཉིན་གསུམ་རིང་སྒྲུབ་རྒྱུ་ཡིན་པས་དད་ལྡན་ཡོངས་ལ་ཞུགས་པར་གདན་ཞུ་ཞུ་རྒྱུ།"),
          ("བོད་ཀྱི་ཡི་གེ་བྲི་ཚུལ་སློབ་ཁྲིད།", "སློབ་ཁང་ཨང་ ༣",
           "དབུ་ཅན་དང་དབུ་མེད་ཀྱི་ཡི་གེ་བྲི་ཚུལ་གཞི་རིམ་ནས་སློབ་ཁྲིད་བྱེད་རྒྱུ་ཡིན་ལ་སྨྱུ་གུ་དང་ཤོག་བུ་ལྟེ་གནས་ནས་མཁོ་སྤྲོད་བྱེད།"),
          ("གླུ་གཞས་དང་ཞབས་བྲོའི་དགོང་ཚོགས།", "ལྟེ་གནས་ཀྱི་འཁྲབ་སྟེགས།",
           "ས་གནས་ཀྱི་གླུ་པ་དང་ཞབས་བྲོ་བ་རྣམས་ཀྱིས་སྔར་སྲོལ་གྱི་གཞས་དང་སྒོར་གཞས་འཁྲབ་སྟོན་བྱེད་རྒྱུ་ཡིན།")]
EVENTS_FURNITURE = ["Find Events", "Subscribe to calendar", "Google Calendar", "Previous Events"]


def events_calendar_page() -> str:
    """The Events Calendar's list view: its search bar, the events, its pager and its subscribe menu."""
    rows = "".join(
        f"<div class='tribe-events-calendar-list__event-row'><div class='tribe-events-calendar-list__event-date-tag'>"
        f"<time><span>MAR</span><span class='tribe-common-h5'>{12 + i}</span></time></div>"
        f"<article class='tribe-events-calendar-list__event type-tribe_events'><header>"
        f"<time class='tribe-events-calendar-list__event-datetime'>2024-03-{12 + i} @ 10:00</time>"
        f"<h3 class='tribe-events-calendar-list__event-title'><a href='/event/{i}'>{title}</a></h3>"
        f"<address class='tribe-events-calendar-list__event-venue'><span>{venue}</span></address></header>"
        f"<div class='tribe-events-calendar-list__event-description'><p>{blurb}</p></div></article></div>"
        for i, (title, venue, blurb) in enumerate(EVENTS))
    return html("<main id='main'><div class='tribe-events tribe-events-view--list'><header class='tribe-events-header'>"
                "<div class='tribe-events-c-events-bar'><form class='tribe-events-c-search'><input>"
                "<button class='tribe-events-c-search__button'>Find Events</button></form></div></header>"
                f"<div class='tribe-events-calendar-list'>{rows}</div><nav class='tribe-events-c-nav'>"
                "<a href='?p' class='tribe-events-c-nav__prev'>Previous Events</a></nav>"
                "<div class='tribe-events-c-subscribe-dropdown'><button>Subscribe to calendar</button><ul>"
                "<li><a href='#'>Google Calendar</a></li><li><a href='#'>iCalendar</a></li></ul></div></div></main>",
                "bo")


def test_an_events_calendar_keeps_its_events_and_leaves_its_bars() -> None:
    text = auto_text(events_calendar_page())
    for title, venue, blurb in EVENTS:
        assert title in text
        assert venue in text
        assert blurb in text
    for line in EVENTS_FURNITURE:
        assert line not in text


# per language: a single event's back link (a pager's arrow and the list's name), its title and its description
SINGLE_EVENT = {
    "ug": ("« بارلىق پائالىيەتلەر", "نورۇز بايرىمى مەشرىپى",
           ["نورۇز بايرىمى مۇناسىۋىتى بىلەن مەركىزىمىزدە ئەنئەنىۋى مەشرەپ ئۆتكۈزۈلىدۇ. مەشرەپتە مۇقام، ناخشا-ئۇسسۇل ۋە "
            "خەلق ئويۇنلىرى ئورۇنلىنىدۇ.",
            "قاتناشقۇچىلار سۈمۈلەك پىشۇرۇشقا ئىشتىراك قىلالايدۇ. بالىلار ئۈچۈن ئايرىم ئويۇن بۇلۇڭى تەييارلانغان."]),
    "bo": ("‹ བྱ་འགུལ་ཚང་མ།", "སྨོན་ལམ་ཆེན་མོའི་ཆོས་འཁོར།",
           ["དགོན་པའི་གྲྭ་པ་ཚོས་སྨོན་ལམ་ཆེན་མོའི་ཆོ་ག་ཉིན་གསུམ་རིང་སྒྲུབ་རྒྱུ་ཡིན་པས་དད་ལྡན་ཡོངས་ལ་ཞུགས་པར་གདན་ཞུ་ཞུ་རྒྱུ།",
            "ཆོས་འཁོར་སྐབས་དགོན་པའི་ཐབ་ཚང་ནས་མཇལ་ཁ་བ་ཚང་མར་ཇ་དང་ཐུག་པ་འདྲེན་རྒྱུ་ཡིན།"]),
    "en": ("« All Events", "Spring calligraphy workshop",
           ["Two teachers from the centre show how to cut a bamboo pen and write the Tibetan alphabet in three scripts.",
            "Paper and ink are provided; bring a notebook if you would like to keep your practice sheets together."]),
}


def single_event_page(lang: str) -> str:
    """The Events Calendar's single event: its back link over the title, the description and its calendar menu; the
    document's title is the event's, as the plugin writes it."""
    back, title, paragraphs = SINGLE_EVENT[lang]
    description = "".join(f"<p>{p}</p>" for p in paragraphs)
    return html("<main id='tribe-events-pg-template'><div id='tribe-events-content' class='tribe-events-single'>"
                f"<p class='tribe-events-back'><a href='/events/'>{back}</a></p>"
                f"<h1 class='tribe-events-single-event-title'>{title}</h1>"
                "<div class='tribe-events-schedule'><span class='tribe-event-date-start'>2025-03-21 19:00</span></div>"
                "<div class='type-tribe_events'><div class='tribe-events-single-event-description tribe-events-content'>"
                f"{description}</div><div class='tribe-events-c-subscribe-dropdown'><button>Add to calendar</button>"
                "<ul><li><a href='#'>Google Calendar</a></li><li><a href='#'>iCalendar</a></li></ul></div></div>"
                "</div></main>", lang).replace("<title>page</title>", f"<title>{title}</title>")


@pytest.mark.parametrize("lang", ["ug", "bo", "en"])
def test_a_single_events_back_link_goes_and_its_text_stays(lang: str) -> None:
    back, _title, paragraphs = SINGLE_EVENT[lang]
    text = auto_text(single_event_page(lang))  # (the headline is the page's title, left to ``drop_headline``)
    assert back not in text
    for paragraph in paragraphs:
        assert paragraph in text


# a Uyghur story whose one-line paragraph is wholly a quoted link («...», a book's name), and an English one whose
# closing line links a chapter with an arrow inside the sentence: both are the story's text
GUARD_QUOTED_LINKS = {
    "ug": ["مەن بۇ يىل ئەڭ ياخشى كۆرگەن كىتاب ئابدۇرېھىم ئۆتكۈرنىڭ رومانى بولدى، ئۇنى ئىككى قېتىم ئوقۇدۇم.",
           "<a href='/books/iz'>«ئىز»</a>",
           "رومان ئۆتكەن ئەسىردىكى دېھقانلار قوزغىلىڭىنى بايان قىلىدۇ، تىلى ناھايىتى گۈزەل ۋە جانلىق."],
    "en": ["The monastery's library keeps its oldest books in a cold room under the assembly hall.",
           "<a href='/library/rules'>« Reading room rules »</a>",
           "Readers who wish to see them write to the librarian a week ahead and wear cotton gloves."],
}


@pytest.mark.parametrize("lang", ["ug", "en"])
def test_a_storys_quoted_link_line_stays(lang: str) -> None:
    first, link, last = GUARD_QUOTED_LINKS[lang]
    body = (f"<main><article class='post'><h1 class='entry-title'>Books</h1><div class='entry-content'>"
            f"<p>{first}</p><p>{link}</p><p>{last}</p></div></article></main>")
    text = auto_text(html(body, lang))
    assert first in text
    assert last in text
    label = link.split(">", 1)[1].split("<", 1)[0]
    assert label in text
