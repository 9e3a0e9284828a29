"""Review h243 of the hero and product-name rules (``auto.headline._is_hero_headline``, ``_is_product_name``): a
story's, a doc page's or a blog post's title box holding its headline and a standfirst, the body in one container
below, is no landing page's hero and its headline stays out of the text, dated or not; so is a site's banner (a
forum's board, a blog's name) over the page's own title, and a market story's headline over a quote box named a
price. A landing page's hero keeps its name: over sections of their own, over a grid of cards, or over one container
of sections when the hero holds a call to action; and a product's name over its price keeps it under a labelled
publishing date. Pages ours; sentences ours (``tests.extraction_pages``, ``tests.test_auto_headline_keep``)."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored
from tests.test_auto_headline_keep import PAGES

# per language: a story's headline and its standfirst (a sentence under the headline, in its title box)
STORIES = {
    "bo": ("གྲོང་གསེབ་སློབ་གྲྭར་དཔེ་མཛོད་གསར་པ་ཞིག་བཙུགས།",
           "སློབ་གྲྭ་ཆུང་ཆུང་ཞིག་ལ་དཔེ་དེབ་ཉིས་སྟོང་ཞལ་འདེབས་སུ་ཐོབ་ནས་སློབ་མ་ཚོས་ཉིན་ལྟར་དཔེ་ཀློག་བྱེད།"),
    "ug": ("يېزىدا يېڭى كۇتۇپخانا ئېچىلدى",
           "مەكتەپكە ئىئانە قىلىنغان ئىككى مىڭ كىتاب بىلەن ئوقۇغۇچىلار ھەر كۈنى كىتاب ئالالايدىغان بولدى."),
    "zh": ("高原小学开设双语图书角", "学校用社会捐赠的两千册图书建起了图书角，学生每天都能借书。"),
    "en": ("Notes from a winter on the farm", "What a cold season taught us about water, sheep and patience."),
}
DATELINES = {"bo": "2024-04-10 ཁུངས། བོད་ལྗོངས་གསར་འགྱུར།", "ug": "2024-04-10 مەنبە: يېزا گېزىتى",
             "zh": "2024-04-10 10:20 来源：县融媒体中心", "en": "April 10, 2024 · Valley Herald"}
BODY_HEADINGS = {"bo": "ང་ཚོའི་ཞབས་ཞུ།", "ug": "بىزنىڭ مۇلازىمىتىمىز", "zh": "我们的服务", "en": "What we do"}


def _paragraphs(lang: str) -> list[str]:
    """A body of over 500 characters: the short paragraphs, then a landing page's section paragraphs."""
    return PARAGRAPHS.get(lang, []) + [p for _, ps in PAGES[lang][2] for p in ps]


def _body(lang: str, tag: str = "p") -> str:
    return "".join(f"<{tag}>{escape(p)}</{tag}>" for p in _paragraphs(lang))


def _page(lang: str, title: str, main: str) -> str:
    menu = "".join(f"<li><a href='/{n}'>menu {n}</a></li>" for n in range(5))
    return (f"<html lang='{lang}'><head><title>{escape(title)} | site</title></head><body><nav><ul>{menu}</ul></nav>"
            f"<main>{main}</main><footer><a href='/terms'>terms</a></footer></body></html>")


def title_box_story(lang: str) -> tuple[str, str]:
    """A news story (Chinese portals' div.hd / div.bd): the headline and the standfirst in a title box, no date."""
    head, lead = STORIES[lang]
    return head, _page(lang, head, f"<div class='hd'><h1>{escape(head)}</h1><p class='summary'>{escape(lead)}</p></div>"
                                   f"<div class='bd'>{_body(lang)}</div>")


def div_body_story(lang: str) -> tuple[str, str]:
    """A TRS story: a subtitle under the headline, the body's lines in <div>s."""
    head, lead = STORIES[lang]
    return head, _page(lang, head, f"<div class='xl_title'><h1>{escape(head)}</h1><h3>{escape(lead)}</h3></div>"
                                   f"<div class='TRS_Editor'>{_body(lang, 'div')}</div>")


def dateline_below_story(lang: str) -> tuple[str, str]:
    """A story whose dateline sits right under its title box (headline and summary), over the body."""
    head, lead = STORIES[lang]
    return head, _page(lang, head, f"<div class='biaoti'><h1>{escape(head)}</h1><div class='zhaiyao'>{escape(lead)}"
                                   f"</div></div><div class='info'>{escape(DATELINES[lang])}</div>"
                                   f"<div class='neirong'>{_body(lang)}</div>")


def doc_header_page(lang: str) -> tuple[str, str]:
    """A documentation page (GitBook): the h1 and its description in a header, the markdown body below."""
    head, lead = STORIES[lang]
    return head, _page(lang, head, f"<header><h1>{escape(head)}</h1><p>{escape(lead)}</p></header>"
                                   f"<div class='markdown'>{_body(lang)}</div>")


def board_banner_thread(lang: str) -> tuple[str, str]:
    """A forum thread under the board's banner (its h1 and description), the thread's title an h2 over the posts."""
    board, motto = PAGES[lang][0], PAGES[lang][1]
    thread = STORIES[lang][0]
    posts = "".join(f"<div class='post'><div class='content'>{escape(p)}</div></div>" for p in _paragraphs(lang))
    return board, _page(lang, f"{thread} - {board}",
                        f"<div class='site-description'><h1>{escape(board)}</h1><p>{escape(motto)}</p></div>"
                        f"<h2 class='topic-title'><a href='/t1'>{escape(thread)}</a></h2>{posts}")


def linked_site_title(lang: str) -> tuple[str, str]:
    """A blog's header: its name, linked home, in an h1 over its motto, the post below."""
    name, motto = PAGES[lang][0], PAGES[lang][1]
    return name, _page(lang, STORIES[lang][0],
                       f"<hgroup><h1 class='site-title'><a href='/' rel='home'>{escape(name)}</a></h1>"
                       f"<h2 class='site-description'>{escape(motto)}</h2></hgroup><div class='content'>{_body(lang)}</div>")


def quote_box_story(lang: str) -> tuple[str, str]:
    """A market story: its headline over a quote box named a stock's price, its dateline, its body."""
    head = STORIES[lang][0]
    return head, _page(lang, head, f"<h1>{escape(head)}</h1><div class='stock-price'><a href='/q/1'>600001</a> "
                                   f"<span>12.34</span></div><div class='info'>{escape(DATELINES[lang])}</div>"
                                   f"{_body(lang)}")


def hero_over_sections(lang: str) -> tuple[str, str]:
    """A landing page: a hero (name, tagline) over sections, each a container opening with a paragraph."""
    name, tagline, _ = PAGES[lang]
    sections = "".join(f"<section class='block'><p>{escape(p)}</p><a href='/more'>…</a></section>"
                       for p in _paragraphs(lang))
    return name, _page(lang, name, f"<div class='hero'><h1>{escape(name)}</h1><p>{escape(tagline)}</p></div>{sections}")


def hero_with_call_to_action(lang: str) -> tuple[str, str]:
    """A landing page whose hero holds a call to action, its sections flat in one container opening with a paragraph."""
    name, tagline, sections = PAGES[lang]
    flat = "".join(f"<h2>{escape(h)}</h2>" + "".join(f"<p>{escape(p)}</p>" for p in ps) for h, ps in sections)
    return name, _page(lang, name, f"<div class='hero'><h1>{escape(name)}</h1><p>{escape(tagline)}</p>"
                                   f"<a class='btn btn-primary' href='/book'>{escape(BODY_HEADINGS[lang])}</a></div>"
                                   f"<div class='container'><p>{escape(_paragraphs(lang)[0])}</p>{flat}</div>")


def dated_product(lang: str) -> tuple[str, str]:
    """A book's page: its name over its price, a labelled publishing date, its description."""
    name = PAGES[lang][0]
    return name, _page(lang, name, f"<div class='product-info'><h1>{escape(name)}</h1><div class='price'>39.00</div>"
                                   f"<div class='meta'>Date: 2024-05-01</div><div class='desc'>{_body(lang)}</div></div>")


# (page maker, the h1 kept): the first line of a landing page's or a product's text, or a story's or a site's title
PAGE_KINDS = {
    "a story's title box over its body": (title_box_story, False),
    "a story's title box over a body of divs": (div_body_story, False),
    "a story's title box over its dateline": (dateline_below_story, False),
    "a doc page's header over its markdown": (doc_header_page, False),
    "a board's banner over a thread": (board_banner_thread, False),
    "a blog's linked name over its motto": (linked_site_title, False),
    "a market story over a quote box": (quote_box_story, False),
    "a hero over sections of their own": (hero_over_sections, True),
    "a hero with a call to action": (hero_with_call_to_action, True),
    "a product's name over its price and a dated field": (dated_product, True),
}


@pytest.mark.parametrize("lang", STORIES)
@pytest.mark.parametrize("kind", PAGE_KINDS)
def test_a_story_title_box_is_no_hero(kind: str, lang: str) -> None:
    make, kept = PAGE_KINDS[kind]
    h1, markup = make(lang)
    lines = kept_lines_scored(markup, {}, KEPT)
    assert _paragraphs(lang)[-1] in lines
    assert (h1 in lines) is kept
