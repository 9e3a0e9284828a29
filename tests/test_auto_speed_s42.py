"""Session 42's speed work (h283): the Dom's naming-attribute gate and its per-node names, the same answers faster.

``Dom.named_by_data`` scans once per naming attribute ("//*/@data-testid or //*/@data-hook or ..."), where it tested
every element for all five names in one predicate; ``Dom.names`` remembers each node's string. The pages below are
ours: a Tibetan, a Uyghur, a Chinese and an English story, each with its naming attribute where a template puts it (a
deep component, the footer, upper-case as a hand-written page spells it) or none.
"""

from __future__ import annotations

import gc

import lxml.html
import pytest
from lxml import etree

from extract.dom import NAMING_ATTRIBUTES, build_dom
from extract.extraction import extract_page

# The predicate the gate replaced: its reference (every element tested for each naming attribute).
PREDICATE_XPATH = etree.XPath(f"boolean(//*[{' or '.join(f'@{name}' for name in NAMING_ATTRIBUTES)}])")

TIBETAN = "བོད་ཀྱི་སློབ་གྲྭ་ཆུང་ཆུང་ཞིག་གི་སློབ་ཕྲུག་རྣམས་ཀྱིས་དགུན་ཁའི་ནང་དཔེ་ཆ་ཀློག་པའི་ལས་འགུལ་ཞིག་སྤེལ་བ་རེད།"
UYGHUR = "كىچىك بىر يېزىدىكى مەكتەپ ئوقۇغۇچىلىرى قىشتا كىتاب ئوقۇش پائالىيىتى ئۆتكۈزدى."
CHINESE = "一所小学的学生们在冬天举办了读书活动，每个班级都选了一本书。"
ENGLISH = "The pupils of a small village school held a reading week in the winter, each class choosing one book."

PAGES = [
    ("bo, none", f"<html><body><article><h1>དཔེ་ཆ།</h1><p>{TIBETAN}</p></article></body></html>", False),
    ("ug, deep", "<html><body><div><div><section><div data-component='social-sharing'><a href='/s'>ھەمبەھىرلەش</a>"
                 f"</div></section></div></div><article><p>{UYGHUR}</p></article></body></html>", True),
    ("zh, footer", f"<html><body><article><p>{CHINESE}</p></article><footer data-hook='post-footer'>"
                   "<p>版权所有</p></footer></body></html>", True),
    ("en, upper case", f"<html><body><article><p>{ENGLISH}</p></article><DIV DATA-TESTID='comments'>"
                       "<p>2 comments</p></DIV></body></html>", True),
    ("en, other data", f"<html><body><article data-id='42' data-block-type='text'><p>{ENGLISH}</p></article>"
                       "</body></html>", False),
]


@pytest.mark.parametrize(("name", "html", "named"), PAGES, ids=[p[0] for p in PAGES])
def test_named_by_data_answers_as_the_predicate(name: str, html: str, named: bool) -> None:
    root = lxml.html.document_fromstring(html)
    dom = build_dom(root)
    assert dom.named_by_data is named
    assert dom.named_by_data == PREDICATE_XPATH(root)


@pytest.mark.parametrize(("name", "html", "named"), PAGES, ids=[p[0] for p in PAGES])
def test_names_remembered_are_the_names_read(name: str, html: str, named: bool) -> None:
    dom = build_dom(lxml.html.document_fromstring(html))
    first = [dom.names(i) for i in range(len(dom))]
    assert [dom.names(i) for i in range(len(dom))] == first  # asked again: the same strings
    fresh = build_dom(lxml.html.document_fromstring(html))
    assert [fresh.names(i) for i in reversed(range(len(fresh)))][::-1] == first  # in any order


@pytest.mark.parametrize(("name", "html", "text"), [
    ("zh, footer", PAGES[2][1], CHINESE),
    ("ug, deep", PAGES[1][1], UYGHUR),
], ids=["zh", "ug"])
def test_named_furniture_still_left_out(name: str, html: str, text: str) -> None:
    """A reader's view: the story is kept and the named share bar or footer is not."""
    out = extract_page(html.encode("utf-8")).text
    assert text in out
    assert "版权所有" not in out and "ھەمبەھىرلەش" not in out


@pytest.mark.parametrize("enabled_before", [True, False], ids=["collector-on", "collector-off"])
def test_extraction_leaves_the_garbage_collector_as_it_found_it(enabled_before: bool) -> None:
    """The collector is paused only while a page is extracted: a crawler's process keeps its own setting,
    even when the page is broken markup."""
    was = gc.isenabled()
    try:
        gc.enable() if enabled_before else gc.disable()
        out = extract_page(PAGES[1][1].encode("utf-8")).text
        assert UYGHUR in out
        assert gc.isenabled() is enabled_before
        extract_page(b"<html><body><div><p>\xff\xfe<<<</div></span>")
        assert gc.isenabled() is enabled_before
    finally:
        gc.enable() if was else gc.disable()


@pytest.mark.parametrize(("name", "html", "named"), PAGES, ids=[p[0] for p in PAGES])
def test_rendering_within_a_subtree_is_rendering_the_page(name: str, html: str, named: bool) -> None:
    """``Dom.render_within`` reads one subtree's pieces alone: the same lines as rendering the whole page, for the
    whole subtree and for the subtree without its first child's (a block's own text without a nested block)."""
    dom = build_dom(lxml.html.document_fromstring(html))
    for i in range(len(dom)):
        whole = list(dom.subtree(i))
        children = dom.children[i]
        own = [j for j in whole if not (children and children[0] <= j < dom.end[children[0]])]
        assert dom.render_within(whole, i) == dom.render(whole) == dom.text(i)
        assert dom.render_within(own, i) == dom.render(own)
