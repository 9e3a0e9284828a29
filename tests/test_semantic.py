"""Local-semantic blocks, in-page TF-IDF and cosine to the main block (seed 004)."""

from __future__ import annotations

import pytest

from extract.algorithms import semantic
from tests.extraction_pages import body_dom, deep_dom

# Our own Uyghur sentences: the main article is about the village harvest.
ARTICLE = [
    "بۇ يىل كۈزدە يېزىدىكى دېھقانلار مول ھوسۇل ئالدى، بۇغداي ۋە قوناق ئامبارلارغا تولدى.",
    "دېھقانلار يېڭى ئۆستەڭ ئارقىلىق ئېتىزلارنى سۇغىرىپ، بۇغداي ھوسۇلىنى ئاشۇردى.",
    "كەنت باشلىقى ھوسۇل بايرىمىدا دېھقانلارغا رەھمەت ئېيتتى.",
]
# A block on the same subject (suffixed forms of the article's words) and one far from it.
RELATED = "قوشنا كەنتتىكى دېھقانلارنىڭ بۇغداي ھوسۇلى توغرىسىدا"
UNRELATED = "ئەتە ھاۋا ئوچۇق بولۇپ، شامال توختايدۇ، تېمپېراتۇرا ئۆرلەيدۇ"
MENU = ["باش بەت", "خەۋەرلەر", "مەدەنىيەت", "ئالاقە"]


def _aside(text: str, link: str) -> str:
    return f'<div class="aside">{text} <a href="/more">{link}</a></div>'


def _page() -> str:
    nav = "<ul>" + "".join(f'<li><a href="/{i}">{m}</a></li>' for i, m in enumerate(MENU)) + "</ul>"
    article = '<div class="article">' + "".join(f"<p>{s}</p>" for s in ARTICLE) + "</div>"
    return nav + article + _aside(RELATED, "تېخىمۇ كۆپ") + nav + _aside(UNRELATED, "ھاۋارايى")


def test_block_far_from_the_main_block_terms_is_removed() -> None:
    dom = body_dom(_page())
    text = dom.render(semantic.select(dom))
    assert all(s in text for s in ARTICLE)
    assert RELATED in text  # shares the article's (stemmed) terms
    assert UNRELATED not in text  # cosine 0 with the main block
    assert not any(m in text for m in MENU)


def test_scopes_follow_link_density() -> None:
    dom = body_dom(_page())
    blocks = semantic.segment(dom, semantic.SIM_MIN)
    roots = [[dom.attr(r, "class") or dom.tags[r] for r in block[0]] for block in blocks]
    # The paragraphs (rho 0 and 0: alike) form one scope; lists and asides are scopes of their own.
    assert ["article"] in roots
    assert roots.count(["aside"]) == 2
    assert roots.count(["ul"]) == 2


@pytest.mark.parametrize(("a", "b", "expected"), [(0.2, 0.4, 0.5), (0.0, 0.0, 1.0), (0.0, 0.5, 0.0), (1.0, 1.0, 1.0)])
def test_similarity_of_adjacent_nodes(a: float, b: float, expected: float) -> None:
    assert semantic.similar(a, b) == expected


def test_lambda_is_a_lower_bound() -> None:
    # §3.2.2 prints "remove when the cosine is above lambda"; the reading keeps related blocks.
    dom = body_dom(_page())
    assert RELATED not in dom.render(semantic.select(dom, params={"LAMBDA": 0.99}))


def test_a_page_one_hundred_thousand_levels_deep() -> None:
    dom = deep_dom([ARTICLE[0]])
    assert dom.render(semantic.select(dom)) == ARTICLE[0]
