"""DOM pruning by Relativity and Veracity (seed 000 §2.4), extract.algorithms.prune."""

from __future__ import annotations

import importlib

import lxml.html
import pytest

from extract.algorithms import prune
from extract.dom import Dom, build_dom
from tests.extraction_pages import body_dom, deep_dom

# Our own Tibetan sentences (a short article about a village school).
ARTICLE = [
    "སློབ་གྲྭ་ཆུང་ཆུང་འདིར་སློབ་ཕྲུག་བརྒྱ་ལྷག་ཡོད།",
    "ཉིན་རེར་ཕྲུག་གུ་ཚོས་བོད་ཡིག་དང་རྩིས་རིག་སློབ་སྦྱོང་བྱེད།",
]
# Menu labels, long enough that the links outweigh the article in their container.
MENU = ["གསར་འགྱུར་གསར་ཤོས།", "རིག་གནས་དང་ལོ་རྒྱུས།", "དཔལ་འབྱོར་འཕེལ་རྒྱས།", "པར་རིས་དང་བརྙན་ཟློས།",
        "བོད་ལྗོངས་ཀྱི་ས་ཁྲ།", "འབྲེལ་གཏུག་བྱེད་ཕྱོགས།", "ཚོགས་པའི་གསལ་བསྒྲགས།", "སློབ་གསོའི་ལས་དོན།"]


def _dom(body: str, title: str = "") -> Dom:
    return body_dom(body, title)


def _menu() -> str:
    return "<ul>" + "".join(f'<li><a href="/{i}">{label}</a></li>' for i, label in enumerate(MENU)) + "</ul>"


def test_article_inside_a_link_heavy_container_is_rescued() -> None:
    article = "".join(f"<p>{s}</p>" for s in ARTICLE)
    dom = _dom(f'<div id="wrap">{_menu()}<div class="story">{article}</div>{_menu()}{_menu()}</div>')
    wrap = dom.tags.index("div")
    # The container fails Relativity as a whole (eq. 1): without the rescue of eq. 3-4 the
    # article would be deleted with it.
    assert prune.relativity(dom, wrap) > prune.R_MAX
    text = dom.render(prune.select(dom))
    assert text.splitlines() == ARTICLE
    assert not any(label in text for label in MENU)


@pytest.mark.parametrize(
    ("paragraph", "kept"),
    [
        ("ལོ་ལྟར་དབྱར་ཁར་འབྲོག་པ་རྣམས་རི་ཁར་འགྲོ།", True),  # Tibetan prose: Veracity about 0.2
        ("The school has one hundred pupils.", False),  # no dots: Veracity 0 <= V_MIN
        ("་་་་་་་་་་་་་་་་", False),  # dots only: Veracity above V_MAX
    ],
)
def test_veracity_decides_non_link_blocks_of_a_tibetan_page(paragraph: str, kept: bool) -> None:
    article = "".join(f"<p>{s}</p>" for s in ARTICLE)
    dom = _dom(f"<div>{article}<p>{paragraph}</p></div>")
    assert (paragraph in dom.render(prune.select(dom)).splitlines()) is kept


def test_in_text_links_stay_with_their_paragraph() -> None:
    dom = _dom(f'<p>{ARTICLE[0]} <a href="/school">སློབ་གྲྭའི་ལོ་རྒྱུས།</a> {ARTICLE[1]}</p>')
    assert "སློབ་གྲྭའི་ལོ་རྒྱུས།" in dom.render(prune.select(dom))


def test_uyghur_page_veracity_is_the_share_of_its_script() -> None:
    uyghur = ["بۇ يىل كۈزدە يېزىدىكى دېھقانلار مول ھوسۇل ئالدى.", "مەكتەپتىكى ئوقۇغۇچىلار ھەر كۈنى كىتاب ئوقۇيدۇ."]
    chinese = "今年秋天山区的农民迎来了好收成。"
    dom = _dom("<div>" + "".join(f"<p>{s}</p>" for s in uyghur) + f"<p>{chinese}</p></div>")
    assert dom.render(prune.select(dom)).splitlines() == uyghur


def test_a_page_one_hundred_thousand_levels_deep() -> None:
    dom = deep_dom(ARTICLE)
    assert dom.render(prune.select(dom)).splitlines() == ARTICLE


# Every seed algorithm on pages with nothing or almost nothing in them (one table for the five).
SEEDS = ("prune", "correlation", "tagpath", "tagwindow", "semantic")
EDGE_PAGES = [
    ("<html></html>", ""),
    ("<html><head><title>ཀ་ཁ་</title></head><body>  \n </body></html>", ""),
    ("<html><body><!-- only a comment --></body></html>", ""),
]


@pytest.mark.parametrize("name", SEEDS)
@pytest.mark.parametrize(("html", "expected"), EDGE_PAGES)
def test_seed_algorithms_on_empty_pages(name: str, html: str, expected: str) -> None:
    module = importlib.import_module(f"extract.algorithms.{name}")
    dom = build_dom(lxml.html.fromstring(html))
    assert dom.render(module.select(dom, title=dom.title)) == expected


@pytest.mark.parametrize("name", SEEDS)
def test_seed_algorithms_on_a_fragment_whose_root_is_inline(name: str) -> None:
    # lxml makes a bare text fragment a <span>: it is still the page's one block.
    text = " ".join(ARTICLE) * 3
    dom = build_dom(lxml.html.fromstring(text))
    assert dom.tags == ["span"]
    module = importlib.import_module(f"extract.algorithms.{name}")
    assert dom.render(module.select(dom)) == text
