"""Review of the collection rules (review h207): pages built to make them drop what a corpus keeps or keep furniture.

A record's ``<time>`` line under its linked title goes on a listing of posts (newest first), and stays where the dates
run forward: an events calendar, a chronicle, a travel diary (``auto.teasers.drop_record_dates``). A drop-down's
label goes unless it asks a question: a quiz's questions stay (``auto.control_labels.drop_select_labels``). A
product grid's prices in rupees and in Tibetan "༡༢ སྒོར།" stay with their names; a rating's count between a name and
its price is no subtitle, and a call to action's "Try" is no currency code (``auto.product_grids``). Pages and
sentences are our own.
"""

from __future__ import annotations

import pytest

from extract.algorithms.auto.product_grids import _is_price_line

from .extraction_pages import auto_text
from .test_auto_collection_engines import MENU  # (the site's menu, per language)


def shell(lang: str, title: str, main: str) -> str:
    """A page: a header with a menu, ``main`` in a ``<main>``, a footer."""
    menu = "".join(f'<li><a href="/c/{n}">{item}</a></li>' for n, item in enumerate(MENU[lang]))
    direction = "rtl" if lang == "ug" else "ltr"
    return (f'<!DOCTYPE html><html lang="{lang}" dir="{direction}"><head><meta charset="utf-8"><title>{title}</title>'
            f'</head><body><header class="site-header"><nav><ul>{menu}</ul></nav></header><main id="main">{main}'
            f'</main><footer class="site-footer"><p>© 2024</p></footer></body></html>')


# Listings whose records each hold a linked title, a <time> line and a summary: (heading, introduction, records of
# (title, datetime, date as printed, summary)). Dates running forward are the records' content.
FORWARD = {
    "bo-events": ("ཉེ་ཆར་གྱི་ལས་རིམ།", "ང་ཚོའི་རིག་གནས་ཁང་གི་ལས་རིམ་ཡོང་རྒྱུ་རྣམས་གཤམ་དུ་བཀོད་ཡོད།", [
        ("ལོ་གསར་གྱི་གླུ་གཞས་ལྡེབས་སྟོན།", "2025-02-20T19:00", "༢༠༢༥ ཟླ་ ༢ ཚེས་ ༢༠ ཆུ་ཚོད་ ༡༩",
         "ཞིང་ཆེན་རིག་གནས་ཁང་གི་ཚོགས་ཁང་ཆེན་མོར་གླུ་གཞས་པ་བཅུ་ལྷག་གིས་གླུ་དབྱངས་གསར་པ་སྟོན་རྒྱུ་ཡིན།"),
        ("བོད་ཡིག་ཡིག་འབྲུ་བཟོ་སྐྲུན་སློབ་ཚན།", "2025-03-02T10:00", "༢༠༢༥ ཟླ་ ༣ ཚེས་ ༢ ཆུ་ཚོད་ ༡༠",
         "དཔེ་མཛོད་ཁང་དུ་ཡིག་གཟུགས་བཟོ་སྐྲུན་གྱི་སློབ་ཚན་ཉིན་གཅིག་ཚོགས་རྒྱུ་ཡིན་ལ་སུ་ཡིན་རུང་ཞུགས་ཆོག"),
        ("རྩོམ་རིག་པ་དང་ལྷན་དུ་གླེང་མོལ།", "2025-03-15T15:00", "༢༠༢༥ ཟླ་ ༣ ཚེས་ ༡༥ ཆུ་ཚོད་ ༡༥",
         "སྒྲུང་རྩོམ་པ་གྲགས་ཅན་གཉིས་ཀྱིས་རང་གི་བརྩམས་ཆོས་གསར་པའི་སྐོར་ལ་ཀློག་པ་པོ་དང་ལྷན་དུ་གླེང་མོལ་བྱེད།"),
        ("ས་ག་ཟླ་བའི་དུས་ཆེན།", "2025-05-28T08:00", "༢༠༢༥ ཟླ་ ༥ ཚེས་ ༢༨ ཆུ་ཚོད་ ༨",
         "དགོན་པའི་ཕྱོགས་སུ་སྐོར་བ་དང་མར་མེ་འབུལ་བ། དེ་བཞིན་ཆོས་འབྲེལ་གསུང་བཤད་བཅས་ཡོད།")]),
    "zh-chronicle": ("寺院大事记", "下面按年代顺序记录了寺院六百年来的几件大事，点击标题可以阅读详细的介绍。", [
        ("寺院初建", "1409", "1409年", "这一年，僧众在山坡上修建了第一座经堂，附近的牧民也来帮忙搬运石料和木材。"),
        ("大经堂扩建", "1568", "1568年", "经堂扩建为能够容纳五百名僧人的大殿，殿内绘制了十六幅壁画。"),
        ("印经院落成", "1729", "1729年", "寺院设立印经院，刻制经版两万余块，所印经书流传到很远的地方。"),
        ("壁画修复", "1985", "1985年", "文物部门与寺院一起修复了大殿的壁画，前后用了三年时间。")]),
    "ug-diary": ("جەنۇبىي شىنجاڭ سەپەر خاتىرىسى",
                 "بۇ خاتىرىنى كۈنمۇ كۈن يازدىم. ھەر كۈننىڭ تولۇق خاتىرىسىنى ماۋزۇسىنى چېكىپ ئوقۇڭ.", [
        ("بىرىنچى كۈن: قەشقەرگە يېتىپ كەلدۇق", "", "2024-يىلى 7-ئاينىڭ 1-كۈنى",
         "ئايروپىلاندىن چۈشكەندە ھاۋا ناھايىتى ئىسسىق ئىدى، بىز ئالدى بىلەن كونا شەھەرگە باردۇق."),
        ("ئىككىنچى كۈن: يەكشەنبە بازىرى", "", "2024-يىلى 7-ئاينىڭ 2-كۈنى",
         "بازاردا قوي، ئات ۋە ئېشەك سېتىلىۋاتاتتى، سودىگەرلەرنىڭ ۋارقىراشلىرى ئاڭلىنىپ تۇراتتى."),
        ("ئۈچىنچى كۈن: قاراكۆل كۆلى", "", "2024-يىلى 7-ئاينىڭ 3-كۈنى",
         "تاغ يولى بىلەن سەككىز سائەت ماڭدۇق، كۆلنىڭ سۈيى ئاسماندەك كۆك ئىدى."),
        ("تۆتىنچى كۈن: تاشقورغان", "", "2024-يىلى 7-ئاينىڭ 4-كۈنى",
         "تاش قەلئەنىڭ خارابىسىدە ئولتۇرۇپ، كەچ قۇياشنىڭ تاغلارغا چۈشكىنىنى كۆردۇق.")]),
}
POSTS = ("Travel notes", "Stories from the road, newest first.", [
    ("Walking the old salt road", "2024-09-14", "September 14, 2024",
     "Three days on foot along the route the salt caravans took every autumn."),
    ("A winter in the print house", "2024-08-02", "August 2, 2024",
     "How the carvers keep the woodblocks from cracking in the cold months."),
    ("Notes from the summer fair", "2024-07-21", "July 21, 2024",
     "Horse races, archery and a tent city that rose and vanished in a week."),
    ("Learning to read the old script", "2024-06-30", "June 30, 2024",
     "A beginner's month with a teacher, a slate and a great deal of patience.")])


def dated_listing(lang: str, listing: tuple[str, str, list[tuple[str, str, str, str]]]) -> str:
    """A listing: its heading and introduction, then records each a linked ``<h2>`` title, a ``<p><time></p>`` line
    (with its ``datetime`` when it has one) and a summary."""
    heading, intro, records = listing
    rows = "".join(
        f'<article class="entry"><h2 class="entry-title"><a href="/entry/{n}">{title}</a></h2><p class="entry-date">'
        f'<time{f" datetime={chr(34)}{stamp}{chr(34)}" if stamp else ""}>{date}</time></p><p>{summary}</p></article>'
        for n, (title, stamp, date, summary) in enumerate(records))
    return shell(lang, heading, f'<h1>{heading}</h1><p class="intro">{intro}</p><div class="entries">{rows}</div>')


@pytest.mark.parametrize("kind", sorted(FORWARD))
def test_dates_running_forward_are_the_records_content(kind: str) -> None:
    records = FORWARD[kind][2]
    text = auto_text(dated_listing(kind[:2], FORWARD[kind]))
    assert all(text.count(part) == 1 for title, _, date, summary in records for part in (title, date, summary))


def test_a_blog_archive_newest_first_drops_its_posting_dates() -> None:
    text = auto_text(dated_listing("en", POSTS))
    assert all(title in text and summary in text for title, _, _, summary in POSTS[2])
    assert not any(date in text for _, _, date, _ in POSTS[2])


# A quiz set in drop-downs, no <form>: each question a <label> in a heading over its <select>. The questions are the
# page's text; a sort bar's label on the same markup goes.
QUIZ = {
    "ug": ("يۇرتىمىزنى قانچىلىك بىلىسىز؟", "تۆۋەندىكى تۆت سوئالغا جاۋاب تاللاڭ، ئاندىن تەكشۈرۈش كۇنۇپكىسىنى بېسىڭ.",
           ["قەشقەر قايسى دەريانىڭ بويىدا؟", "تۇرپاننىڭ ئەڭ داڭلىق مېۋىسى نېمە؟", "ئۇيغۇر يېزىقىدا نەچچە ھەرپ بار؟",
            "ئۈرۈمچى دېگەن سۆزنىڭ مەنىسى نېمە؟"]),
    "bo": ("བོད་ཀྱི་ལོ་རྒྱུས་ཀྱི་འདྲི་རྩོད།",
           "གཤམ་གྱི་འདྲི་བ་བཞི་པོར་ལན་གདམ་ཀ་བྱས་ནས་ཁྱེད་ཀྱིས་བོད་ཀྱི་ལོ་རྒྱུས་ག་ཚོད་ཤེས་ཀྱི་ཡོད་པ་ལྟོས།",
           ["བོད་ཀྱི་ཡི་གེ་སུས་བཟོས་པ་ཡིན་ནམ།", "ཡར་ཀླུང་གཙང་པོ་གང་དུ་འབབ་བམ།", "བོད་ལ་ལོ་གསར་ག་དུས་སྐྱོང་གི་ཡོད་དམ།",
            "ལྷ་སའི་ཇོ་ཁང་སུས་བཞེངས་པ་ཡིན་ནམ།"]),
    "zh": ("家乡知识小测验", "请为下面四个问题选择答案，然后点击检查按钮，看看你对家乡了解多少。",
           ["拉萨河流入哪条大河？", "布达拉宫有多少层？", "藏历新年一般在几月？", "纳木错是咸水湖还是淡水湖？"]),
}


def quiz_page(lang: str) -> str:
    """A quiz: its heading and instructions, then its questions, each a ``<label>`` in an ``<h3>`` over a
    ``<select>`` of answers, a button; no ``<form>`` (a script checks the answers)."""
    heading, intro, questions = QUIZ[lang]
    rows = "".join(f'<div class="quiz-q"><h3><label for="q{n}">{question}</label></h3><select id="q{n}"><option>—'
                   f'</option><option>1</option><option>2</option></select></div>'
                   for n, question in enumerate(questions))
    return shell(lang, heading, f'<article><h1>{heading}</h1><p>{intro}</p><div class="quiz">{rows}<button>✓</button>'
                 f'</div></article>')


@pytest.mark.parametrize("lang", sorted(QUIZ))
def test_a_quiz_keeps_its_questions_set_as_drop_down_labels(lang: str) -> None:
    text = auto_text(quiz_page(lang))
    assert all(text.count(question) == 1 for question in QUIZ[lang][2])


# Product grids under a short introduction: (heading, introduction, cards of (name, price line)).
GRIDS = {
    "bo-rupees": ("དཔེ་དེབ་གསར་པ།", "རྡ་རམ་ས་ལའི་དཔེ་ཚོང་ཁང་དུ་དཔེ་དེབ་གསར་པ་འབྱོར་ཡོད།", [
        ("བོད་ཀྱི་ལོ་རྒྱུས་རགས་བསྡུས།", "Rs. 450"), ("བོད་ཡིག་བརྡ་སྤྲོད་སློབ་དེབ།", "INR 280"),
        ("གངས་ལྗོངས་ཀྱི་གླུ་གཞས།", "Rs. 320"), ("སྨན་རྩིས་ཀྱི་ངོ་སྤྲོད།", "INR 520")]),
    "bo-sgor-after": ("ཚོང་ཁང་གི་ཚོས་གཞི།", "ཐང་ཀ་འབྲི་མཁན་ཚོའི་ཆེད་དུ་ཚོས་གཞི་རང་བྱུང་གི་རིགས་གཤམ་དུ་བཀོད་ཡོད།", [
        ("མཐིང་ཚོན།", "༡༢༠ སྒོར།"), ("མཚལ་ཚོན།", "༩༥ སྒོར།"), ("གསེར་ཚོན།", "༣༤༠ སྒོར།"), ("སྣག་ཚ།", "༤༥ སྒོར།")]),
}


def grid_page(lang: str, grid: tuple[str, str, list[tuple[str, str]]]) -> str:
    """A shop's category page: its heading and introduction, then cards of a linked ``<h4>`` name and a price line."""
    heading, intro, cards = grid
    rows = "".join(f'<div class="book"><h4><a href="/item/{n}">{name}</a></h4><p class="price">{price}</p></div>'
                   for n, (name, price) in enumerate(cards))
    return shell(lang, heading, f'<h1>{heading}</h1><p>{intro}</p><div class="books">{rows}</div>')


@pytest.mark.parametrize("kind", sorted(GRIDS))
def test_a_product_grid_keeps_its_names_with_local_prices(kind: str) -> None:
    text = auto_text(grid_page(kind[:2], GRIDS[kind]))
    assert all(text.count(part) == 1 for card in GRIDS[kind][2] for part in card)


# A Shopify Dawn collection whose cards print a rating between the name and the price: the stars' words and the
# reviews' count "(23)" (the model keeps the words as a sentence; the count is the rule's to leave out).
RATED = [("Juniper incense, 40 sticks", "$8.00", "4.8 out of 5 stars", "(23)"),
         ("Prayer flag set, cotton", "$14.50", "4.6 out of 5 stars", "(11)"),
         ("Copper butter lamp", "$32.00", "4.9 out of 5 stars", "(7)"),
         ("Yak wool shawl", "$58.00", "4.7 out of 5 stars", "(15)")]


def test_a_product_grid_keeps_no_rating_counts() -> None:
    cards = "".join(
        f'<li class="grid__item"><div class="card-wrapper"><div class="card__content"><h3 class="card__heading">'
        f'<a href="/products/{n}" class="full-unstyled-link">{name}</a></h3><div class="card-information">'
        f'<div class="rating" role="img" aria-label="{stars}"></div><p class="rating-text caption"><span>{stars}</span>'
        f'</p><p class="rating-count caption"><span>{count}</span></p><div class="price"><span class="price-item '
        f'price-item--regular">{price}</span></div></div></div></div></li>'
        for n, (name, price, stars, count) in enumerate(RATED))
    text = auto_text(shell("en", "Home goods", '<div class="collection-hero"><h1 class="collection-hero__title">'
                           'Home goods</h1><p>Made by hand in small workshops.</p></div><ul id="product-grid" '
                           f'class="grid">{cards}</ul>'))
    assert all(name in text and price in text for name, price, _, _ in RATED)
    assert not any(count in text for _, _, _, count in RATED)


@pytest.mark.parametrize(("line", "is_price"), [
    ("Rs. 450", True), ("INR 280", True), ("NPR 1,200", True), ("༡༢ སྒོར།", True), ("སྒོར་མོ་ ༤༨", True),
    ("¥680起", True), ("ئەڭ تۆۋەن باھاسى 450 يۈەن", True), ("From $9", True),
    ("Try 7 days free", False), ("Rub 2 drops on each wrist", False), ("Serves 4", False),
])
def test_a_price_line_is_an_amount_by_a_currency(line: str, is_price: bool) -> None:
    assert _is_price_line(line, len(line)) is is_price
