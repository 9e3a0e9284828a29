"""Content correlation CC = TA/LA with smoothing and outliers (seed 002 §3.2-3.5)."""

from __future__ import annotations

from extract.algorithms import correlation
from tests.extraction_pages import body_dom, deep_dom

# Our own Uyghur sentences (a short report about a village harvest).
ARTICLE = [
    "بۇ يىل كۈز پەسلىدە يېزىدىكى دېھقانلار مول ھوسۇل ئالدى، ئاشلىق ئامبارلىرى تولدى.",
    "كەنت ئاھالىسى يىغىلىپ، يېڭى ئۆستەڭ قېزىش ۋە مەكتەپ ياساش توغرىسىدا مەسلىھەتلەشتى.",
    "ياشانغانلار بالىلارغا كونا زامانلاردىكى قۇرغاقچىلىق ھەققىدە ھېكايە سۆزلەپ بەردى.",
    "ئەتىيازدا تېرىلغان ئۈجمە كۆچەتلىرى ئوبدان ئۆسۈپ، يېزىنىڭ مەنزىرىسى گۈزەللەشتى.",
]
MENU = ["باش بەت", "خەۋەرلەر", "مەدەنىيەت", "ئىقتىساد", "سەھىيە", "ماارىپ", "ئالاقە"]
COPYRIGHT = "نەشر ھوقۇقى تورىمىزغا مەنسۇپ، رۇخسەتسىز كۆچۈرۈشكە بولمايدۇ"


def _nav() -> str:
    return '<div class="nav">' + "".join(f'<a href="/{i}">{m}</a> ' for i, m in enumerate(MENU)) + "</div>"


def test_copyright_line_that_passes_cc_is_an_outlier() -> None:
    paragraphs = "".join(f"<p>{s}</p>" for s in ARTICLE)
    dom = body_dom(f'{_nav()}<div class="content">{paragraphs}</div><div class="footer">{COPYRIGHT}</div>')
    footer = max(i for i, tag in enumerate(dom.tags) if tag == "div")
    # The copyright line has no link: its CC passes C (§3.5 names exactly this case) ...
    assert correlation.correlation(dom)[footer] > correlation.C
    text = dom.render(correlation.select(dom))
    # ... and the outlier rule (after the main content, small, not repeated) removes it.
    assert text.splitlines() == ARTICLE
    assert COPYRIGHT not in text


def test_without_the_outlier_rule_the_copyright_line_stays() -> None:
    paragraphs = "".join(f"<p>{s}</p>" for s in ARTICLE)
    dom = body_dom(f'{_nav()}<div class="content">{paragraphs}</div><div class="footer">{COPYRIGHT}</div>')
    assert COPYRIGHT in dom.render(correlation.select(dom, params={"OUTLIER_SHARE": 0}))


def test_short_forum_replies_are_smoothed_into_the_content() -> None:
    # Replies shorter than C characters with a link each: CC < C, but most same-tag siblings are
    # content (CS > S) and the thread around them is dense (TD > D), so §3.5 keeps them.
    short = "بەك ياخشى يېزىپسىز"
    posts = [f'<div class="post"><a href="/u{i}">ئەزا</a> {s}</div>' for i, s in enumerate(ARTICLE)]
    posts.insert(2, f'<div class="post"><a href="/u9">ئەزا</a> {short}</div>')
    dom = body_dom(f'{_nav()}<div class="thread">{"".join(posts)}</div>')
    reply = max(i for i in range(len(dom)) if dom.tags[i] == "div" and short in dom.text(i))
    assert correlation.correlation(dom)[reply] < correlation.C
    assert short in dom.render(correlation.select(dom))
    # A threshold D above the thread's density disables the smoothing.
    assert short not in dom.render(correlation.select(dom, params={"D": 10_000}))


def test_parent_and_child_both_content_print_each_text_once() -> None:
    dom = body_dom(f"<div>{ARTICLE[0]}<div>{ARTICLE[1]}</div></div>")
    assert dom.render(correlation.select(dom)).splitlines() == ARTICLE[:2]


def test_navigation_is_not_content() -> None:
    dom = body_dom(_nav() + "".join(f"<p>{s}</p>" for s in ARTICLE))
    text = dom.render(correlation.select(dom))
    assert not any(m in text for m in MENU)


def test_a_page_one_hundred_thousand_levels_deep() -> None:
    dom = deep_dom([ARTICLE[0]])
    assert dom.render(correlation.select(dom)) == ARTICLE[0]
