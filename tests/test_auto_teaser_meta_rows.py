"""Teaser cards of other topics beside a thread or an article (``auto.teasers.drop_teaser_cards``): the common
engines' cards end with a meta row after their summary (a reply and view count, a date, a poster's name, a share
button: Warrior-Forum-like "ArticleSnapshot" cards, WordPress's ``.entry-meta`` footer, a news site's "more stories"
time row, a Discuz 相关帖子 row of 回复/查看 counts), and the heading over the box of cards ("Trending discussions",
"相关阅读", "ཉེ་བའི་རྩོམ།") goes with them. A listing whose cards are the page, a thread whose posts end with a stats
row and an article whose paragraphs end with a date line stay whole. Our own sentences."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

TITLES = {"bo": "དགུན་ཁའི་ཆུ་མགོ་འཁྱགས་པ།", "ug": "قىشتا قۇدۇق توڭلاپ قالسا", "zh": "冬天的水井", "en": "Keeping the wells open"}
BODY = {
    "bo": ["ང་ཚོའི་གྲོང་གསེབ་ཏུ་ལོ་ལྟར་དགུན་ཁ་ཆུ་མགོ་འཁྱགས་ནས་རྒྱུ་ནོར་ལ་ཆུ་འཐུང་རྒྱུ་དཀའ་ལས་ཁག་པོ་འབྱུང་གི་ཡོད།",
           "ཁྱེད་ཚོའི་ས་ཆར་ཆུ་མགོ་སྲུང་སྐྱོབ་བྱེད་ཐབས་གང་འདྲ་ཞིག་ཡོད་དམ། ང་ཚོས་ཐབས་ལམ་གསར་པ་ཞིག་འཚོལ་བཞིན་ཡོད།",
           "ང་ཚོའི་ཡུལ་དུ་ཆུ་དོང་གི་ཁ་ལ་རྩྭ་དང་ཤིང་ལེབ་བཀབ་ནས་འཁྱགས་རྒྱུ་ཆུང་དུ་གཏོང་གི་ཡོད། ཐབས་འདི་ཚོད་ལྟ་བྱས་ན་ཕན་ཐོགས་ཆེན་པོ་ཡོང་།",
           "ཐུགས་རྗེ་ཆེ། ང་ཚོས་ལོ་འདིར་ཐབས་དེ་ཚོད་ལྟ་བྱས་ནས་འབྲས་བུ་ཇི་ལྟར་བྱུང་བ་ཕྱིས་སུ་འདིར་འབྲི་རྒྱུ་ཡིན།",
           "ཁ་བ་བབས་པའི་ཆུ་དོང་གི་ཁར་བྱ་ཆུང་གཅིག་བསྡད་ནས་འཁྱགས་པའི་ཆུ་ལ་བལྟས་ཏེ་གླུ་ཞིག་བླངས་པ་དེ་ཉན་ནས་ངའི་སེམས་ཀྱང་དྲོ་བོར་གྱུར།"],
    "ug": ["يېزىمىزدا قىش كەلسە قۇدۇقلار توڭلاپ، چارۋىلارغا سۇ بېرىش بەك قىيىن بولىدۇ، بۇنىڭغا قانداق چارە بار؟",
           "بىزنىڭ يېزىدا قۇدۇقنىڭ ئاغزىنى سامان ۋە تاختاي بىلەن يېپىپ قويىمىز، شۇنداق قىلسا توڭلاش خېلىلا ئازىيىدۇ.",
           "رەھمەت، بۇ يىل شۇ ئۇسۇلنى سىناپ بېقىپ، نەتىجىسىنى كېيىن بۇ يەرگە يېزىپ قويىمەن، دوستلار.",
           "مەن قۇدۇقنىڭ ئەتراپىغا ئىسسىقلىق ساقلايدىغان يوپۇق ئورىۋالدىم، ئىككى قىشتىن بېرى ھېچ مەسىلە بولمىدى.",
           "بوۋام ھەر يىلى كۈزدە قۇدۇقنىڭ ئۈستىگە كىگىز يېپىپ قوياتتى، مۇز ھەرگىز بىر بارماقتىن قېلىن بولمايتتى."],
    "zh": ["我们村每年冬天井口都会结冰，牲口喝水成了大问题，老人们说这几年冬天越来越冷了。",
           "去年秋天我们把井又挖深了两米，可是到了一月，水面上还是结了一层厚厚的冰。",
           "后来邻居教我们在井口盖上木板，再铺一层干草，冰就薄多了，早上用锤子一敲就开。",
           "今年我们打算试试用毛毡包住井盖，等开春以后再把结果写出来给大家参考。",
           "村里的孩子们每天放学都跑去看井口的冰，有时还在旁边堆雪人，一直玩到天黑。"],
    "en": ["Every winter the wells in our valley freeze over and the herds go without water for days at a time.",
           "We dug our well deeper last autumn, and the water still froze at the top in January.",
           "Try a wooden lid lined with felt. My grandfather did that and the ice never got thicker than a finger.",
           "This year we will try a felt cover on the lid and write back in spring with what we found.",
           "The children go out every morning to look at the ice and come back with their cheeks bright red."],
}
# other topics' cards: (title, summary) per language
CARDS = {
    "bo": [("ཆུ་སྐྱེལ་འཕྲུལ་འཁོར་གྱི་གློག་སྒམ།",
            "ཉི་ཤུགས་ཀྱི་གློག་སྒམ་ཆུང་ངུ་ཞིག་གིས་ཆུ་སྐྱེལ་འཕྲུལ་འཁོར་ཆུ་ཚོད་བཞི་ཙམ་ལ་སྐྱོད་ཐུབ་པ་རེད། ཁྱེད་ཚོས་ཚོད་ལྟ་བྱས་མྱོང་ངམ།"),
           ("དགུན་ཁའི་རྩྭ་ཉར་ཚགས།", "ང་ཚོའི་ཡུལ་དུ་དགུན་ཁའི་ཆེད་དུ་རྩྭ་ཉར་ཚགས་བྱེད་སྟངས་གསར་པ་ཞིག་ལ་ལོ་གསུམ་རིང་ཚོད་ལྟ་བྱས་ཡོད།"),
           ("ལུག་ཕྲུག་གི་ནད་ཡམས།", "དཔྱིད་ཀའི་དུས་སུ་ལུག་ཕྲུག་ལ་ནད་ཡམས་ཁྱབ་ན་ཐོག་མར་གང་བྱེད་དགོས་སམ། སྨན་པ་ལ་འདྲི་རྒྱུ་ཡོད།")],
    "ug": [("قۇياش ئېنېرگىيىلىك سۇ ناسوسى", "كىچىك قۇياش تاختىسى بىلەن سۇ ناسوسىنى تۆت سائەت ئىشلەتكىلى بولىدىكەن، سىناپ باققانلار بارمۇ؟"),
           ("قىشلىق ئوت-چۆپ ساقلاش", "يېزىمىزدا قىشلىق ئوت-چۆپنى ساقلاشنىڭ يېڭى ئۇسۇلىنى ئۈچ يىلدىن بېرى سىناپ كېلىۋاتىمىز."),
           ("قوزىلارنىڭ كېسىلى", "ئەتىيازدا قوزىلار ئارىسىدا كېسەل تارقالسا ئالدى بىلەن نېمە قىلىش كېرەك؟ دوختۇرغا سورايدىغان گەپ بار.")],
    "zh": [("太阳能水泵好用吗", "一块小小的太阳能板就能让水泵连续工作四个小时，有没有人试过，效果到底怎么样？"),
           ("冬天怎样储存草料", "我们村这三年一直在试一种新的储草办法，今年冬天牛羊都没有挨饿，分享给大家。"),
           ("春天小羊生病怎么办", "开春以后羊羔里传开了病，第一步应该做什么？想请有经验的兽医给点建议。")],
    "en": [("Does a solar pump keep up?", "A small solar panel ran our pump for four hours a day. Has anyone tried one on a deep well?"),
           ("Storing hay through the winter", "We have been trying a new way of stacking hay for three years and lost none to damp."),
           ("Lambs falling ill in spring", "When sickness spreads among the lambs in spring, what should be done first, before the vet comes?")],
}
BOX_HEADINGS = {"bo": "ཉེ་བའི་རྩོམ།", "ug": "Trending discussions", "zh": "相关阅读", "en": "More stories"}


def page(lang: str, body: str) -> str:
    """A page of ``body`` under a site's header and over its footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f'<!DOCTYPE html><html lang="{lang}" dir="{direction}"><head><meta charset="utf-8"><title>{TITLES[lang]}'
            f'</title></head><body><header class="site-header"><a href="/">Home</a> <a href="/forums/">Forums</a> '
            f'<a href="/news/">News</a></header>{body}<footer class="site-footer"><a href="/help/">Help</a> '
            f'<a href="/terms/">Terms</a></footer></body></html>')


def snapshot_card(n: int, title: str, summary: str) -> str:
    """A Warrior-Forum-like card: a vote button, a linked title, a poster and date row, the blurb, then a footer of
    the reply count and a share button (an ``<a>`` without a target)."""
    return (f'<li class="TopicList-item"><article class="ArticleSnapshot"><span class="ArticleSnapshot-figure">'
            f'<a class="VoteBtn"><span class="VoteBtn-value">{n + 4}</span></a></span>'
            f'<div class="ArticleSnapshot-content"><header><h3 class="ArticleSnapshot-title"><a href="/t/{n}.html">'
            f'{title}</a></h3></header><div class="ArticleSnapshot-body"><div class="ArticleSnapshot-details">'
            f'<a href="/members/u{n}">user{n}</a> <time datetime="2024-02-0{n + 1}">Feb {n + 1}</time></div>'
            f'<p class="ArticleSnapshot-blurb">{summary}</p></div><footer class="ArticleSnapshot-footer">'
            f'<span><a href="/t/{n}.html#comments"><span>{n + 12}</span> replies</a></span>'
            f'<div class="addthis_toolbox"><a class="addthis_button_compact"><span>Share</span></a></div></footer>'
            f'</div></article></li>')


def wordpress_card(n: int, title: str, summary: str) -> str:
    """A WordPress theme's ``article.post`` card: the linked title, the excerpt, an ``.entry-meta`` footer."""
    return (f'<article class="post type-post"><h2 class="entry-title"><a href="/2024/03/{n}/">{title}</a></h2>'
            f'<div class="entry-summary"><p>{summary}</p></div><footer class="entry-meta"><time datetime="2024-03-0'
            f'{n + 1}">2024-03-0{n + 1}</time> <a href="/author/dolma/">Dolma</a></footer></article>')


def news_card(n: int, title: str, summary: str) -> str:
    """A news site's "more stories" card: a linked title, the dek, a time row."""
    return (f'<div class="story-card"><h3><a href="/news/{n}.html">{title}</a></h3><p class="dek">{summary}</p>'
            f'<div class="story-meta"><time datetime="2024-05-1{n}">5月1{n}日</time></div></div>')


def discuz_card(n: int, title: str, summary: str) -> str:
    """A Discuz 相关帖子 entry: the linked subject, its first lines, a row of reply and view counts."""
    return (f'<li class="related-thread"><a class="xst" href="/thread-{n}-1-1.html">{title}</a>'
            f'<p class="summary">{summary}</p><p class="xg1">回复 {n + 3} · 查看 {n * 40 + 120}</p></li>')


def thread(lang: str) -> str:
    """A thread's posts: a linked poster, a date and the message (two of the lines) each."""
    lines = BODY[lang]
    return "".join(f'<li class="post"><div class="post-meta"><a href="/members/u{n}">member{n}</a> '
                   f'<time>2024-03-0{n + 1}</time></div><div class="post-message"><p>{line}</p>'
                   f'<p>{lines[n - 1]}</p></div></li>' for n, line in enumerate(lines))


def forum_page(lang: str) -> str:
    """A thread, then a box of other topics' snapshot cards under their heading."""
    cards = "".join(snapshot_card(n, t, s) for n, (t, s) in enumerate(CARDS[lang]))
    return page(lang, f'<main class="ThreadViewPage"><div class="ThreadView-content"><h1>{TITLES[lang]}</h1>'
                      f'<ul class="DiscussionBoard-list">{thread(lang)}</ul></div><section class="Clustered">'
                      f'<div class="Card"><h2 class="Card-title">{BOX_HEADINGS[lang]}</h2><div class="Card-content">'
                      f'<ul class="TopicList">{cards}</ul></div></div></section></main>')


def article_page(lang: str, card, box: str) -> str:  # noqa: ANN001 (a card maker)
    """An article, then a box (``box``: its tag and class) of other pages' cards under their heading."""
    cards = "".join(card(n, t, s) for n, (t, s) in enumerate(CARDS[lang]))
    tag, _, name = box.partition(".")
    lines = BODY[lang]
    paragraphs = "".join(f"<p>{line} {lines[n - 1]}</p>" for n, line in enumerate(lines))
    return page(lang, f'<main><article class="post single"><h1 class="entry-title">{TITLES[lang]}</h1>'
                      f'<div class="entry-content">{paragraphs}</div></article><{tag} class="{name}">'
                      f'<h3 class="box-title">{BOX_HEADINGS[lang]}</h3><div class="cards">{cards}</div></{tag}></main>')


CARD_PAGES = {
    "snapshot_cards_bo": forum_page("bo"),
    "snapshot_cards_ug": forum_page("ug"),
    "snapshot_cards_zh": forum_page("zh"),
    "wordpress_cards_bo": article_page("bo", wordpress_card, "div.card-strip"),
    "wordpress_cards_ug": article_page("ug", wordpress_card, "div.card-strip"),
    "news_cards_zh": article_page("zh", news_card, "section.card-strip"),
    "news_cards_en": article_page("en", news_card, "section.card-strip"),
    "discuz_cards_zh": article_page("zh", discuz_card, "div.card-strip"),
    "discuz_cards_bo": article_page("bo", discuz_card, "div.card-strip"),
}


@pytest.mark.parametrize("name", sorted(CARD_PAGES))
def test_other_topics_cards_and_their_heading_go(name: str) -> None:
    lang = name.rsplit("_", 1)[1]
    text = auto_text(CARD_PAGES[name])
    for line in BODY[lang][:4]:
        assert line in text
    for title, summary in CARDS[lang]:
        assert summary not in text
        assert title not in text
    assert BOX_HEADINGS[lang] not in text


def listing_page(lang: str) -> str:
    """A category page: its heading, a line of description, and its records (WordPress cards) as the page's text."""
    cards = "".join(wordpress_card(n, t, s) for n, (t, s) in enumerate(CARDS[lang] * 2))
    return page(lang, f'<main><h1 class="page-title">{TITLES[lang]}</h1><div class="taxonomy-description">'
                      f'<p>{BODY[lang][0]}</p></div><div class="posts">{cards}</div></main>')


def stats_thread_page(lang: str) -> str:
    """A thread whose every post ends with a stats row (likes, a reply button), with no other topics beside it."""
    posts = "".join(f'<article class="post"><a class="username" href="/members/u{n}">member{n}</a>'
                    f'<div class="post-body"><p>{line}</p></div><div class="post-stats"><span>{n + 3} likes</span> '
                    f'<a href="/reply/{n}">Reply</a></div></article>' for n, line in enumerate(BODY[lang]))
    return page(lang, f'<main><h1>{TITLES[lang]}</h1><div class="posts">{posts}</div></main>')


def dated_paragraphs_page(lang: str) -> str:
    """An article whose sections each end with a date line: a diary's linked entry titles over their days' text."""
    entries = "".join(f'<section class="entry"><h2><a href="#d{n}">{TITLES[lang]} {n + 1}</a></h2><p>{line}</p>'
                      f'<p class="date"><time>2024-0{n + 1}-01</time></p></section>'
                      for n, line in enumerate(BODY[lang]))
    return page(lang, f'<main><article><h1>{TITLES[lang]}</h1><p>{BODY[lang][1]} {BODY[lang][2]}</p>{entries}'
                      f'</article></main>')


GUARD_PAGES = {
    "listing_cards_bo": (listing_page("bo"), [s for _, s in CARDS["bo"]]),
    "listing_cards_ug": (listing_page("ug"), [s for _, s in CARDS["ug"]]),
    "stats_thread_bo": (stats_thread_page("bo"), BODY["bo"]),
    "stats_thread_ug": (stats_thread_page("ug"), BODY["ug"]),
    "dated_entries_bo": (dated_paragraphs_page("bo"), BODY["bo"]),
    "dated_entries_en": (dated_paragraphs_page("en"), BODY["en"]),
}


@pytest.mark.parametrize("name", sorted(GUARD_PAGES))
def test_cards_that_are_the_page_stay(name: str) -> None:
    markup, stay = GUARD_PAGES[name]
    text = auto_text(markup)
    for line in stay:
        assert line in text
