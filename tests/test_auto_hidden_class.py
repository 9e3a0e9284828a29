"""Elements a framework's utility class hides (``auto.words.HIDDEN_CLASS_RE``): never kept, save tab panels and
elements shown again on wider screens; a copy shown on phones only ("lg:hidden", "d-md-none") is hidden on a desktop."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import auto_lines

# each language: the article's paragraphs, a paragraph of the hidden panel, two tab panels' paragraphs (our own)
TEXTS = {
    "bo": (["ད་ལོའི་དབྱར་ཁར་ང་ཚོའི་གྲོང་གསེབ་ཏུ་ཆུ་ལོག་ཆེན་པོ་ཞིག་བྱུང་སྟེ། ཞིང་ཁ་མང་པོ་ཆུས་ཁྱེར་སོང་། གྲོང་མི་ཚོས་ལྷན་དུ་ཆུ་རགས་བརྒྱབ།",
            "ཆུ་ལོག་གི་རྗེས་སུ་སློབ་གྲྭའི་སློབ་མ་ཚོས་ཞིང་པ་ཚོར་རོགས་རམ་བྱས་ཏེ། ས་ཞིང་གསར་དུ་བསྐྱར་བཟོ་བྱས། ད་ལོའི་སྟོན་ཐོག་ཅུང་ཟད་ཡག་པོ་བྱུང་།",
            "ད་ལྟ་གྲོང་ཚོའི་མི་རྣམས་ཀྱིས་ཆུ་ལོག་སྔོན་འགོག་གི་ལས་འཆར་གསར་པ་ཞིག་བཟོས་ཡོད་པ་དང་། སང་ལོ་ཆུ་རགས་མཐོ་རུ་གཏོང་རྒྱུ་ཡིན།"],
           "ཚོང་ཁང་འདིའི་དུས་ཆེན་རིན་ཐང་ཆག་ཡང་གི་ཆ་འཕྲིན་ནི། ཉིན་བདུན་གྱི་རིང་ལ་ཅ་ལག་ཚང་མར་བརྒྱ་ཆ་ཉི་ཤུའི་ཆག་ཡང་ཡོད། མགྱོགས་པོར་ཉོས་དང་།",
           ("ཉིན་རེའི་ལས་ཀ་ཐོ་འགོད་བྱེད་སྟངས་ཀྱི་དཔེ་གཞི། སྔ་དྲོ་ལས་ཀ་གལ་ཆེན་གསུམ་བྲིས་ནས་དགོང་མོ་ཞིབ་བཤེར་བྱེད།",
            "ཁྱིམ་ཚང་གི་ཟས་ཐོ་འགོད་སྟངས་ཀྱི་དཔེ་གཞི། གཟའ་འཁོར་གཅིག་གི་ཁ་ལག་སྔོན་ནས་བྲིས་ན་ཚོང་ར་ལ་འགྲོ་ཐེངས་ཉུང་།")),
    "ug": (["بىزنىڭ يېزىدا بۇ يىل ئۆرۈك ناھايىتى ياخشى پىشتى، ئەمما سېتىش باھاسى تۆۋەن بولۇپ قالدى، شۇڭا دېھقانلار ئۆرۈكنى قۇرۇتتى.",
            "قۇرۇق ئۆرۈكنىڭ باھاسى قىشتا بىر ئاز يۇقىرى بولىدۇ، شۇڭا يېزىدىكى ياشلار ئۇنى شەھەرگە ئېلىپ بېرىپ ساتماقچى بولدى.",
            "يېزا مەكتىپىنىڭ ئوقۇغۇچىلىرىمۇ ئۆرۈك قۇرۇتۇشقا ياردەملەشتى، ئۇلار بۇ ئىشتىن نۇرغۇن نەرسە ئۆگەندى."],
           "دۇكىنىمىزنىڭ بايرام ئېتىبارى: يەتتە كۈن ئىچىدە بارلىق مال يىگىرمە پىرسەنت ئەرزان سېتىلىدۇ، تېز سېتىۋېلىڭ.",
           ("كۈندىلىك خىزمەت تىزىملىكى ئۈلگىسى: ئەتىگەندە ئۈچ مۇھىم ئىشنى يېزىپ، كەچتە تەكشۈرۈپ چىقىڭ.",
            "ئائىلە تاماق تىزىملىكى ئۈلگىسى: بىر ھەپتىلىك تاماقنى ئالدىن يازسىڭىز بازارغا ئاز بارىسىز.")),
    "en": (["Our village library has asked for help sorting the donated books before the winter opening of the reading room.",
            "Twenty volunteers came on Saturday and sorted nearly two thousand books into shelves by subject and by age.",
            "The children's books now stand on the low shelves by the window, where the reading club meets every Sunday."],
           "Holiday sale in our shop: every item is twenty percent off for seven days only, so order yours while stocks last.",
           ("A daily task list template: write down three important tasks in the morning and review them in the evening.",
            "A family meal plan template: plan the week's dinners ahead and you will go to the market far less often.")),
}
# each language: a phone-only summary of the article (our own), a second copy of its gist for narrow screens
SUMMARIES = {
    "bo": "མདོར་བསྡུས། ཆུ་ལོག་གི་རྗེས་སུ་གྲོང་མི་ཚོས་ཞིང་ཁ་བསྐྱར་བཟོ་བྱས།",
    "ug": "قىسقىچە: دېھقانلار ئۆرۈكنى قۇرۇتۇپ قىشتا ساتماقچى.",
    "en": "In short: volunteers sorted the donated books before the winter opening.",
}
# the classes that hide an element from the md or lg breakpoint up (Tailwind, Bootstrap 4-5): shown on phones only
PHONE_ONLY_CLASSES = ["sm:hidden", "md:hidden", "lg:hidden", "xl:hidden", "d-md-none", "d-lg-none", "block lg:hidden"]
# the framework classes that hide an element, each a way a page hides its spare copy or panel
HIDING_CLASSES = ["hidden", "hide", "d-none", "is-hidden", "w-condition-invisible",
                  "md:hidden", "lg:hidden", "d-md-none", "d-lg-none"]  # (the last four: hidden on a desktop screen)
# hidden only on screens wider than a laptop's (Tailwind 2xl 1536 px, Bootstrap xxl 1400 px): a desktop reader sees it
WIDE_ONLY_HIDING = ["2xl:hidden", "d-xxl-none"]


def page(paragraphs: list[str], hidden: str, tabs: tuple[str, str], hiding: str) -> str:
    """An article, a panel its class hides (a quick-view box inside the article's column), two tab panels (one
    shown, one hidden by the same class) and a box hidden on phones only ("hidden md:block")."""
    body = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    return f"""<html><head><title>notes</title></head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></nav>
<main><article><h1>notes</h1>{body}
<div class="quick-view {hiding}"><p>{escape(hidden)}</p></div>
<section><ul class="templates-list"><li><p>{escape(tabs[0])}</p></li></ul>
<ul class="templates-list {hiding}"><li><p>{escape(tabs[1])}</p></li></ul></section>
<div class="hidden md:block"><p>{escape(paragraphs[0][::-1])}</p></div>
</article></main></body></html>"""


@pytest.mark.parametrize("hiding", HIDING_CLASSES)
@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_box_its_class_hides_is_left_out_but_tabs_stay(lang: str, hiding: str) -> None:
    paragraphs, hidden, tabs = TEXTS[lang]
    lines = auto_lines(page(paragraphs, hidden, tabs, hiding))
    assert hidden not in lines
    for line in [*paragraphs, *tabs, paragraphs[0][::-1]]:
        assert line in lines


@pytest.mark.parametrize("hiding", WIDE_ONLY_HIDING)
@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_box_hidden_only_on_the_widest_screens_stays(lang: str, hiding: str) -> None:
    paragraphs, hidden, tabs = TEXTS[lang]
    lines = auto_lines(page(paragraphs, hidden, tabs, hiding))
    for line in [*paragraphs, hidden, *tabs]:
        assert line in lines


def thread(posts: list[str], hidden: str, hiding: str) -> str:
    """A thread whose every post is an ``<article>`` (XenForo's "article.message-body") and, above them, a box its
    class hides holding one more such article (a theme's spare copy of a post, for a script to show)."""
    items = "".join(f'<article class="message message--post"><div class="message-cell--main">'
                    f'<article class="message-body"><div class="bbWrapper">{escape(p)}</div></article></div></article>'
                    for p in posts)
    return f"""<html><head><title>thread</title></head><body>
<nav><ul><li><a href="/">Forums</a></li><li><a href="/new">New posts</a></li></ul></nav>
<div class="p-body"><h1>thread</h1><div class="thread-body">
<div class="{hiding}"><article class="message-body"><div class="bbWrapper">{escape(hidden)}</div></article></div>
{items}</div></div></body></html>"""


@pytest.mark.parametrize("hiding", HIDING_CLASSES)
@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_hidden_box_holding_one_of_a_threads_articles_is_left_out(lang: str, hiding: str) -> None:
    posts, hidden, _ = TEXTS[lang]
    lines = auto_lines(thread(posts, hidden, hiding))
    assert hidden not in lines
    assert all(post in lines for post in posts)


# class strings and whether they hide their element: a hiding word alone or among others, a shown-again class
# ("hidden md:block"), words that only hold a hiding word ("hide-toggle", "unhidden")
HIDING_CLASS_CASES = [
    ("hidden", True),
    ("card d-none", True),
    ("panel is-hidden fade", True),
    ("hidden md:block", False),
    ("d-none d-lg-flex", False),
    ("hide-toggle", False),
    ("unhidden", False),
    ("card lg:hidden", True),
    ("menu d-md-none", True),
    ("promo 2xl:hidden", False),
    ("article-body", False),
]


@pytest.mark.parametrize(("class_name", "hides"), HIDING_CLASS_CASES)
def test_hiding_class_read_once_per_string(class_name: str, hides: bool) -> None:
    """``auto.words.hiding_class`` answers per class string as the two patterns do, and remembers the answer: a template
    repeats its classes on every element, the second read of a string runs no pattern."""
    from extract.algorithms.auto.words import hiding_class

    hiding_class.cache_clear()
    assert hiding_class(class_name) is hides
    assert hiding_class(class_name) is hides
    assert hiding_class.cache_info().hits == 1


def phone_summary_page(paragraphs: list[str], summary: str, hiding: str) -> str:
    """An article whose headline is followed by a summary box shown on phones only (``hiding``), as a news theme
    writes a second, short copy of the story's gist for narrow screens."""
    body = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    return f"""<html><head><title>notes</title></head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></nav>
<main><article><h1>notes</h1><div class="summary {hiding}"><p>{escape(summary)}</p></div>{body}
</article></main></body></html>"""


@pytest.mark.parametrize("hiding", PHONE_ONLY_CLASSES)
@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_copy_shown_on_phones_only_is_left_out(lang: str, hiding: str) -> None:
    paragraphs = TEXTS[lang][0]
    lines = auto_lines(phone_summary_page(paragraphs, SUMMARIES[lang], hiding))
    assert SUMMARIES[lang] not in lines
    for line in paragraphs:
        assert line in lines


def story_with_its_rest_hidden(paragraphs: list[str], card: str, hiding: str) -> str:
    """A story: its lede, a "Read more" link and its rest in an ``<article>`` inside a box its class hides until a
    script shows it, then a related story's card, an ``<article>`` of its own in an ``<aside>``."""
    rest = "".join(f"<p>{escape(p)}</p>" for p in paragraphs[1:])
    return f"""<html><head><title>story</title></head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></nav>
<main><div class="story"><h2>story</h2><p class="lede">{escape(paragraphs[0])}</p><p><a href="#rest">Read more</a></p>
<div id="rest" class="{hiding}"><article class="story-full">{rest}</article></div></div>
<aside class="related"><article class="card"><h3><a href="/card">{escape(card)}</a></h3></article></aside></main>
</body></html>"""


@pytest.mark.parametrize("hiding", ["hidden", "hide", "d-none", "is-hidden"])
@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_storys_rest_a_script_reveals_stays_beside_a_related_cards_article(lang: str, hiding: str) -> None:
    paragraphs, _, (card, _) = TEXTS[lang]
    lines = auto_lines(story_with_its_rest_hidden(paragraphs, card, hiding))
    assert all(p in lines for p in paragraphs)




def event_page(paragraphs: list[str], details: tuple[str, str], phone: str, desktop: str) -> str:
    """An event's page: its details (``details``) inline in the text on a phone (a box ``phone`` hides from a
    breakpoint up) and, on a desktop, in the side column (an ``<aside>`` named "sidebar", ``desktop`` showing it from
    that breakpoint up)."""
    box = "".join(f"<p>{escape(line)}</p>" for line in details)
    text = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    return f"""<html><head><title>event</title></head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/events">Events</a></li></ul></nav>
<div class="container"><main><h1>event</h1><div class="{phone}">{box}</div>{text}</main>
<aside class="sidebar {desktop}"><h3>details</h3>{box}</aside></div></body></html>"""


@pytest.mark.parametrize(("phone", "desktop"), [("lg:hidden", "hidden lg:block"), ("md:hidden", "hidden md:block"),
                                                 ("d-lg-none", "d-none d-lg-block"), ("d-md-none", "d-none d-md-block")])
@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_phones_copy_of_a_side_columns_details_is_the_one_kept(lang: str, phone: str, desktop: str) -> None:
    paragraphs, _, details = TEXTS[lang]
    lines = auto_lines(event_page(paragraphs, details, phone, desktop))
    assert all(lines.count(line) == 1 for line in details)
