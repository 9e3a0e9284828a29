"""Review pages of session 37 (content lost): a survey's questions in its form, a feed's last linked title over the
footer; with guard pages whose furniture must still go (a login, a search, a newsletter form beside an article).

Our own pages and sentences (Tibetan, Uyghur, Chinese, English); no dev-set text.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import FOOTER, MENU, PARAGRAPHS, auto_text, lang_page

LANGS = ("bo", "ug", "zh")
# a survey's title, its lead and four questions each over its drop-down, per language
SURVEYS = {
    "bo": ("ཀློག་པ་པོའི་འདྲི་རྩད།", "ང་ཚོས་ཀློག་པ་པོ་རྣམས་ཀྱིས་དེབ་ཇི་ལྟར་ཀློག་གི་ཡོད་པ་ཤེས་འདོད་ཡོད། འདྲི་བ་འདི་དག་ལ་ལན་འདེབས་རོགས།",
           ["ཁྱེད་ཀྱིས་ཚགས་པར་ག་ཚོད་ཀློག་གམ།", "ཁྱེད་ཀྱི་ཁྱིམ་དུ་བོད་སྐད་བཤད་དམ།", "ཁྱེད་ལ་དཔེ་དེབ་ག་ཚོད་ཡོད་དམ།",
            "ཁྱེད་ཀྱིས་གསར་འགྱུར་ག་དུས་ལྟ་གི་ཡོད་དམ།"]),
    "ug": ("ئوقۇرمەنلەر سوئاللىقى", "گېزىتىمىزنى قانداق ئوقۇيدىغانلىقىڭىزنى بىلمەكچىمىز، تۆۋەندىكى سوئاللارغا جاۋاب بېرىڭ.",
           ["ھەپتىدە نەچچە قېتىم گېزىت ئوقۇيسىز؟", "ئۆيىڭىزدە قايسى تىلدا سۆزلىشىسىز؟", "قانچە كىتابىڭىز بار؟",
            "قايسى ۋاقىتتا خەۋەر كۆرىسىز؟"]),
    "zh": ("社区居民问卷调查", "为了更好地为居民服务，社区居委会开展本次问卷调查，请根据实际情况填写。",
           ["您每周读几次中文报纸？", "您家里有几口人？", "您最常用哪种交通工具？", "您对本社区的图书馆满意吗？"]),
    "en": ("Readers' survey", "We would like to know how our readers read the paper; please answer a few questions.",
           ["How often do you read a newspaper?", "Which language do you speak at home?",
            "How many books do you own?", "When do you watch the news?"]),
}
DIRECTION_LANGS = {"en": "zh"}  # the English pages borrow the Chinese menu and footer


def _select(name: str) -> str:
    return f'<select name="{name}"><option>1</option><option>2</option><option>3</option></select>'


def _shell(lang: str, main: str) -> str:
    """A site's page in ``lang``: its header menu, ``main`` in ``<main>``, its footer."""
    menu_lang = DIRECTION_LANGS.get(lang, lang)
    menu = "".join(f'<li><a href="/c/{n}">{escape(t)}</a></li>' for n, t in enumerate(MENU[menu_lang]))
    return lang_page(lang, "site", f'<header><nav><ul>{menu}</ul></nav></header><main>{main}</main>'
                                   f'<footer><p>{escape(FOOTER[menu_lang])}</p></footer>')


def survey_page(lang: str, row: str) -> str:
    """A survey: its title and lead, then one form of its questions, each in a ``row`` ("p" or "div") with a label
    bound to its drop-down."""
    title, lead, questions = SURVEYS[lang]
    rows = "".join(f'<{row} class="question"><label for="q{n}">{escape(q)}</label> {_select(f"q{n}")}</{row}>'
                   for n, q in enumerate(questions))
    return _shell(lang, f'<h1>{escape(title)}</h1><p>{escape(lead)}</p>'
                        f'<form action="/survey" method="post">{rows}<button type="submit">OK</button></form>')


@pytest.mark.parametrize("lang", [*LANGS, "en"])
@pytest.mark.parametrize("row", ["p", "div"])
def test_a_survey_keeps_its_questions_once(lang: str, row: str) -> None:
    text = auto_text(survey_page(lang, row))
    for question in SURVEYS[lang][2]:
        assert text.count(question) == 1, question
    assert SURVEYS[lang][1] in text
    assert FOOTER[DIRECTION_LANGS.get(lang, lang)] not in text


# Site forms beside an article: a login box asking two questions, a search box, a newsletter sign-up; each goes.
SITE_FORMS = {
    "login": ('<form action="/login" method="post"><p>Forgot your password?</p><p>No account yet?</p>'
              '<p><label>Name <input name="user"></label></p><p><label>Password <input type="password" name="pw">'
              '</label></p><p><label><input type="checkbox" name="remember"> Remember me?</label></p>'
              '<button>Log in</button></form>', "Forgot your password?"),
    "search": ('<form action="/search"><p><label for="s">What are you looking for?</label> <input id="s" name="s">'
               '</p><p>Which section?</p>' + _select("section") + '<button>Search</button></form>',
               "What are you looking for?"),
    "newsletter": ('<form action="/subscribe"><h3>Like our stories?</h3><p>Want them in your mailbox?</p>'
                   '<p>Why not join 5,000 readers?</p><p><input type="email" name="email"></p>'
                   '<p><label><input type="checkbox" name="ok"> I agree</label></p><button>Subscribe</button></form>',
                   "Want them in your mailbox?"),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(SITE_FORMS))
def test_a_site_form_beside_an_article_goes(lang: str, kind: str) -> None:
    form, line = SITE_FORMS[kind]
    story = "".join(f"<p>{escape(p)}</p>" for p in PARAGRAPHS[lang])
    text = auto_text(_shell(lang, f'<article><h1>{escape(SURVEYS[lang][0])}</h1>{story}</article>'
                                  f'<aside>{form}</aside>'))
    assert all(p in text for p in PARAGRAPHS[lang])
    assert line not in text


# A feed of posts (dev.to-like): each a linked title over its tags, counts and reading time, the last one over the
# page's footer.
FEED_TITLES = ["Typing Tibetan stacks on Linux: a guide", "བོད་ཡིག་གི་ཡིག་གཟུགས་སྒྲིག་འཇུག་བྱེད་ཐབས།",
               "Building a Uyghur spell checker in Rust", "Why our app shows Uyghur right to left, finally"]


def feed_page() -> str:
    cards = "".join(
        f'<div class="story"><div class="meta"><a href="/u/{n}">Author {n}</a> <time>Mar {n + 4}</time></div>'
        f'<div class="body"><h2 class="story__title"><a href="/p/{n}">{escape(t)}</a></h2>'
        f'<div class="tags"><a href="/t/a">#linux</a><a href="/t/b">#unicode</a></div>'
        f'<div class="bottom"><a href="/p/{n}#r">{n + 3} reactions</a><a href="/p/{n}#c">{n} comments</a>'
        f'<small>5 min read</small></div></div></div>' for n, t in enumerate(FEED_TITLES))
    return lang_page("en", "Site", f'<header><nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a>'
                                   f'</li></ul></nav></header><main><h1>Relevant</h1><div class="feed">{cards}</div>'
                                   f'</main><footer><p>© 2024 Site. All rights reserved.</p><ul><li><a href="/p">'
                                   f'Privacy</a></li><li><a href="/t">Terms</a></li></ul></footer>')


def test_a_feed_keeps_its_last_linked_title_over_the_footer() -> None:
    text = auto_text(feed_page())
    assert all(title in text for title in FEED_TITLES)
    assert "All rights reserved" not in text
