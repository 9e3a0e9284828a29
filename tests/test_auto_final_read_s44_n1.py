"""Final read n1 of session 44's hosted-furniture rules (``hosted_furniture``, ``structured_pages.keep_event_dates``,
``mail_archives.button_gate_labels``, ``story_comments``), in pages we wrote to break them: an event's box named by
its id, a theme's class names holding Substack's words, a toggle holding a link to a page and a JavaScript link
named as one, a mail client's tutorial over two moderators' addresses, comment boxes no older veto catches, and a
size page of nested "truncate" spans that must cost linear time. Our own sentences in English, Chinese and Uyghur.
"""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms.auto.hosted_furniture import is_inline_expander
from extract.dom import build_dom
from tests.extraction_pages import assert_page, best_seconds, paragraphs

TEXT = {
    "en": ["The orchard cooperative in the upper valley picked its first apricots this week, two weeks earlier than "
           "last year, and the growers say the warm spring nights are the reason for the early harvest.",
           "Most of the fruit goes to the dried-apricot workshop by the river, where a dozen families lay it out on "
           "the flat roofs to dry for ten days before it is packed in cloth sacks for the winter market."],
    "zh": ["上游山谷的果园合作社这个星期摘下了第一批杏子，比去年早了两个星期，果农们说这是春天夜里暖和的缘故。",
           "大部分杏子送到河边的杏干作坊，十几户人家把它们摊在平顶房上晒十天，然后装进布袋，留到冬天的集市上卖。"],
    "ug": ["يۇقىرى جىلغىدىكى باغۋەنچىلىك كوپىراتىپى بۇ ھەپتە تۇنجى ئۆرۈكلەرنى ئۈزدى، بۇ يىل ئۆتكەن يىلدىكىدىن ئىككى "
           "ھەپتە بالدۇر بولدى.",
           "ئۆرۈكلەرنىڭ كۆپىنچىسى دەريا بويىدىكى قاقچىلىق ئۇستىخانىسىغا ئەۋەتىلىدۇ، ئون نەچچە ئائىلە ئۇلارنى ئۆگزىلەرگە "
           "يېيىپ ئون كۈن قۇرۇتىدۇ."],
}
# A help page's steps named like Substack's footer links and buttons (no Substack page)
STEPS_EN = ["Get the app", "Start writing", "Share"]
DESCRIPTION_EN = ("Three mornings in the apricot orchard, filmed in June: the pickers on their ladders, the sorting "
                  "table under the walnut tree and the drying roofs by the river at sunset.")
REPLIES = {
    "en": ["My grandmother dried apricots on the same roofs every summer and the whole street smelled of them for "
           "weeks; it is good to read that the families still do it the old way.",
           "Will the workshop sell the dried fruit by post this year, or only at the winter market? Last year the "
           "sacks were gone before we could drive down from the pass."],
    "ug": ["مومام ھەر يىلى ياز كۈنلىرى ئۆرۈكنى مۇشۇ ئۆگزىلەردە قۇرۇتاتتى، پۈتۈن كوچا بىر نەچچە ھەپتە ئۆرۈك پۇرىقى "
           "بىلەن تولاتتى.",
           "ئۇستىخانا بۇ يىل قاقنى پوچتا ئارقىلىق ساتامدۇ ياكى پەقەت قىشلىق بازاردىلا ساتامدۇ؟ ئۆتكەن يىلى بىز "
           "داۋاندىن چۈشكۈچە تۈگەپ كەتكەنىدى."],
}
MODERATORS = ["Dawa Lhamo <dawa@example.org>", "Tenzin Norbu <tenzin@example.org>"]
MODERATORS_NOTE = "to reach both, write to each of them"
EVENT_DATE = "June 21, 2024 @ 6:00 pm"


def page(lang: str, body: str) -> str:
    """A site's page: a menu, ``body``, a footer line."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><nav class='menu'><ul><li><a href='/'>Home</a></li><li><a href='/orchard/'>Orchard</a></li>"
            "<li><a href='/contact/'>Contact</a></li></ul></nav>"
            f"{body}<footer class='site-footer'><p>© 2024 Orchard news.</p></footer></body></html>")


def story(lang: str, after: str = "") -> str:
    """A story in an ``<article>`` (its h1 and paragraphs), ``after`` after it in ``<main>``."""
    return page(lang, f"<main><article class='post'><h1>Apricots</h1><div class='entry-content'>"
                      f"{paragraphs(TEXT[lang])}</div></article>{after}</main>")


def event(box_attributes: str) -> str:
    """An event's page whose box is named by ``box_attributes`` (a class or an id): its date in a ``<time>`` of its
    own line, its venue, its description."""
    return page("en", f"<main><div {box_attributes}><h1>Apricot fair</h1><div class='schedule'>"
                      f"<time datetime='2024-06-21T18:00'>{EVENT_DATE}</time></div>"
                      "<div class='venue'>Orchard Hall, 3 Canal Street</div>"
                      f"<div class='content'>{paragraphs(TEXT['en'])}</div></div></main>")


def help_steps(widget: str) -> str:
    """A help page listing the reader's steps as plain items, a theme's box ``widget`` after the article."""
    return page("en", f"<main><article><h1>How to post your first essay</h1><p>{TEXT['en'][0]}</p><ol>"
                      f"{paragraphs(STEPS_EN, 'li')}</ol><p>{TEXT['en'][1]}</p></article></main>{widget}")


def video(toggle_markup: str) -> str:
    """A video page's static description box: the description, then ``toggle_markup``."""
    return page("en", "<div id='primary'><div id='title'><h1>Orchard</h1></div>"
                      "<div id='description' class='ytd-watch-metadata'><div id='description-inline-expander'>"
                      f"<yt-formatted-string>{DESCRIPTION_EN}</yt-formatted-string>{toggle_markup}</div></div></div>")


def mail_tutorial_moderators() -> str:
    """A mail client's tutorial drawing its toolbar twice as ``<button>``, then its two moderators' addresses."""
    toolbar = "<div class='demo'><button>Reply all</button><button>Reply to author</button></div>"
    addresses = "".join(f"<p>{line.replace('<', '&lt;').replace('>', '&gt;')}</p>" for line in MODERATORS)
    return page("en", f"<main><article><h1>Answering a list</h1><p>{TEXT['en'][0]}</p>{toolbar}<p>{TEXT['en'][1]}"
                      f"</p>{toolbar}<p>Questions about the list go to its two moderators:</p>{addresses}"
                      f"<p>{MODERATORS_NOTE}</p></article></main>")


def comments_box(lang: str, box: str) -> str:
    """A story, then readers' comments in a box opened by ``box`` after its ``<article>``, each record a plain
    ``<div>`` with no comment class, under no heading."""
    records = "".join(f"<div class='r'><b>reader{n}</b><p>{text}</p></div>" for n, text in enumerate(REPLIES[lang]))
    tag = box.split()[0].lstrip("<")
    return story(lang, f"{box}{records}</{tag}>")


PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    # 2. an event's box named by its id: its date line comes back
    "event_box_id_en": (event("id='event-details'"), TEXT["en"] + [EVENT_DATE], []),
    "event_box_class_and_id_en": (event("class='x' id='single-event'"), TEXT["en"] + [EVENT_DATE], []),
    # 3. GUARD: a theme's class names holding Substack's words, no Substack page: the help page's steps stay
    "guard_newsletter_widget_en": (
        help_steps("<div class='newsletter-subscription-widget'><p>Our monthly letter</p></div>"),
        TEXT["en"] + STEPS_EN, []),
    "guard_unavailable_content_en": (help_steps("<div class='unavailable-content'><p>Members only</p></div>"),
                                     TEXT["en"] + STEPS_EN, []),
    # 4. GUARD: a mail client's tutorial, its toolbar twice over two moderators' addresses
    "guard_mail_moderators_en": (mail_tutorial_moderators(), TEXT["en"] + MODERATORS + [MODERATORS_NOTE], []),
    # 5. comment boxes no older veto catches, only ``drop_comment_boxes_after_story``: Medium-like "responses" (a
    # "comments-area" box is caught by the older class-name vetoes whatever its records' classes)
    "responses_after_story_en": (comments_box("en", "<div class='responses'>"), TEXT["en"], [REPLIES["en"][0][:40]]),
    "responses_section_after_story_ug": (comments_box("ug", "<section class='responses'>"), TEXT["ug"],
                                         [REPLIES["ug"][0][:30]]),
    # 6. GUARD: a "show more" toggle holding a link to a page stays; a JavaScript link named as one goes
    "guard_toggle_holding_link_en": (
        video("<span class='show-more'><a href='/videos/full-description'>Show more</a></span>"),
        [DESCRIPTION_EN, "Show more"], []),
    "toggle_fragment_link_en": (video("<a class='show-more' href='#'>Show more</a>"), [DESCRIPTION_EN], ["Show more"]),
    "toggle_script_link_en": (video("<a class='show-more' href='javascript:void(0)'>Show more</a>"), [DESCRIPTION_EN],
                              ["Show more"]),
}


@pytest.mark.parametrize(("markup", "kept", "dropped"), [PAGES[name] for name in sorted(PAGES)], ids=sorted(PAGES))
def test_final_read_n1_page(markup: str, kept: list[str], dropped: list[str]) -> None:
    assert_page("final read n1 page", markup, kept, dropped)


# 1. size: a chain of nested "truncate" spans (a toggle's name, Tailwind's); 4x the depth must cost well under 16x
# (the Dom keeps ~2,000 levels)
SIZE_RATIO_MAX = 8.0
SIZE_SLACK_SECONDS = 0.05  # the clock's noise on a small run
HUGE_TREE_PARSER = lxml.html.HTMLParser(huge_tree=True)  # lxml's default parser stops at 256 levels


def _nested_truncate_seconds(depth: int) -> float:
    """CPU seconds ``is_inline_expander`` takes over a chain of ``depth`` nested spans named "truncate" closing a
    description's sentence."""
    chain = "<span class='truncate'>w " * depth + "</span>" * depth
    root = lxml.html.document_fromstring(page("en", f"<main><h1>Orchard</h1><p>{TEXT['en'][0]} {chain}</p></main>"),
                                         parser=HUGE_TREE_PARSER)
    dom = build_dom(root)
    owner = dom.tags.index("p")
    spans = [i for i, tag in enumerate(dom.tags) if tag == "span"]
    assert len(spans) == depth
    return best_seconds(lambda: [is_inline_expander(dom, i, owner, "truncate") for i in spans], 1)


@pytest.mark.parametrize("seconds", [_nested_truncate_seconds], ids=["nested_truncate"])
def test_final_read_n1_size(seconds) -> None:  # noqa: ANN001 (a timing function)
    small, large = seconds(500), seconds(2000)
    assert large < SIZE_RATIO_MAX * small + SIZE_SLACK_SECONDS, (small, large)
