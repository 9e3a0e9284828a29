"""``auto``'s per-block passes in C (extract/_speedups.c) give exactly what their Python references give.

The Python functions (``_block_text_python``, ``_block_strings_python``, ``_ancestor_means_python``,
``_neighbour_means_python``, ``chain_evidence_python``) are the specification and the path of an install without a
compiler; the C passes only make ``auto`` cheaper. Each is compared on tables of inputs, on random inputs, on our own
pages end to end (the block rows, the scores, the kept nodes and the text), and on the dev pages where they are.
"""

from __future__ import annotations

import gc
import importlib
import importlib.util
import pkgutil
import re
import subprocess
import sys
import weakref
from collections.abc import Callable
from pathlib import Path

import lxml.html
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extract.algorithms import auto
from extract.algorithms._blocks import block_owner
from extract.algorithms.auto import features as auto_features
from extract.algorithms.auto import model as auto_model
from extract.algorithms.auto import never_kept as auto_never_kept
from extract.algorithms.auto import page_memo as auto_page_memo
from extract.algorithms.auto.features import _block_strings, _block_strings_python, _block_text, _block_text_python
from extract.algorithms.auto.model import (
    _ancestor_means,
    _ancestor_means_python,
    _neighbour_means,
    _neighbour_means_python,
    chain_evidence,
    chain_evidence_python,
    dot_rows,
    dot_rows_python,
    topic_similarity,
    topic_similarity_python,
)
from extract.bench.train_auto import slim_dom
from extract import dom as dom_module
from extract.algorithms.auto import lines as auto_lines
from extract.dom import Dom, build_dom
from extract.literal_gate import GatedPattern, LiteralUnion
from tests.extraction_pages import (
    PARAGRAPHS,
    SHORT_POSTS,
    article_page,
    discuz_thread_page,
    forum_page,
    list_page,
    list_thread_page,
    teaser_list_page,
)

# every module of the package ``auto``: a name one imports from another is looked up in the importer's globals
AUTO_MODULES = [importlib.import_module(info.name) for info in pkgutil.iter_modules(auto.__path__, f"{auto.__name__}.")]
BUILT = importlib.util.find_spec("extract._speedups") is not None
pytestmark = pytest.mark.skipif(not BUILT, reason="extract._speedups not built")

if BUILT:
    from extract import _speedups


def test_auto_uses_the_speedups_when_built() -> None:
    assert auto_features._speedups is _speedups and auto_model._speedups is _speedups
    # sum() of floats adds them in order before Python 3.12 only: the C loop is built there alone
    assert (auto_model._NEIGHBOUR_MEANS_C is not None) == (sys.version_info < (3, 12))
    assert (auto_model._TOPIC_SIMILARITY_C is not None) == (sys.version_info < (3, 12))


def _python_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``auto`` run its Python references, as on an install without a compiler."""
    monkeypatch.setattr(auto_features, "_speedups", None)  # the block text passes
    monkeypatch.setattr(auto_model, "_speedups", None)  # the context means and the chain evidence
    monkeypatch.setattr(auto_model, "_NEIGHBOUR_MEANS_C", None)
    monkeypatch.setattr(auto_model, "_TOPIC_SIMILARITY_C", None)
    monkeypatch.setattr(dom_module, "_SUBTREE_SUMS_C", None)  # the Dom's subtree sums and its render's lines
    monkeypatch.setattr(dom_module, "_RENDER_LINES_C", None)


# --- our own pages, end to end ---------------------------------------------------------------------------------

PRE_POEM = ("<html><body><h1>གླུ་གཞས།</h1><pre>ཉི་མ་ཤར་ནས་རི་བོ་དཀར།\n\nཟླ་བ་ཤར་ནས་མཚོ་མོ་གསལ།\n</pre>"
            "<p>Rain on the <a href='/r'>roof</a>, <b>tea</b> on the <i>stove</i>.</p><div>\u200b</div></body></html>")
NESTED_LINKS = ("<html><body><div><a href='/a'>ئالدىنقى بەت</a> | <a href='/b'><span>كېيىنكى</span> بەت</a></div>"
                "<article><h1>Market day</h1><p>The yak herders came down from the summer pastures with butter and "
                "cheese, and the market stayed open until the lamps were lit.</p><p>A second paragraph, <a>without "
                "href</a>, about the long walk home along the river.</p></article></body></html>")
TABLE_PAGE = ("<html><body><table><tr><td>新闻</td><td>文化</td></tr><tr><td colspan=2><p>今天村里开了一个小小的书展，"
              "老人和孩子都来看书。</p><p>书展一直开到晚上。</p></td></tr></table><footer>版权所有</footer></body></html>")
EMPTY_BODY = "<html><body></body></html>"
ONE_LINE = "<html><body><p>ཀ་</p></body></html>"

# Pages written to break the C passes and the gates (each should change nothing): two sibling boxes of the very same
# shape, whose ancestors tie on evidence (max() must pick the same one: the sets' order); a post's stamps written with
# the characters a folded gate must let through (the Kelvin sign for "k", the long s) and a full-width clock colon the
# ':' gate refuses, as the pattern does; blocks nested past the ancestor levels, each alone under its parents (their
# own probability kept); a paragraph far longer than its neighbours (weights in the thousands); a page of links
# nested in links, anchors without href and an empty anchor (the outermost links counted per block).
TWIN_BOXES = ("<html><body>" + "".join(
    f"<div class='box'><div><p>{PARAGRAPHS['zh'][0]}</p><p>{PARAGRAPHS['zh'][1]}</p></div></div>" for _ in range(2))
    + "</body></html>")
FOLDED_STAMPS = (f"<html><body><div class='post'><p>{PARAGRAPHS['bo'][0]}</p><div>1 wee\u212a ago</div>"
                 "<div>\u017fubscribe now</div><div>3月21日 10：20</div><div>3月21日 10:20</div><div>5 MIN READ</div>"
                 f"<p>{PARAGRAPHS['bo'][1]}</p></div></body></html>")
DEEP_ALONE = "<html><body>" + "<div>" * 12 + f"<p>{PARAGRAPHS['ug'][0]}</p>" + "</div>" * 12 + (
    "<section><article><div><span><p>ئاخىرقى قۇر.</p></span></div></article></section></body></html>")
ONE_LONG = ("<html><body><p>a</p><p>b</p><p>" + " ".join(PARAGRAPHS["ug"] * 40) + "</p><p>c</p><p>d</p></body></html>")
LINKS_IN_LINKS = ("<html><body><ul><li><a href='/1'>ཀ་ <a href='/2'>ཁ་</a> ག་</a></li><li><a>ང་</a> <a href=''></a></li>"
                  f"</ul><p><a name='x'></a>{PARAGRAPHS['bo'][2]}</p></body></html>")

# Pages written to break this session's cuts (h161), where the rules they hurry must still fire or must not: label
# lines the lowered-literal gate must pass though no literal reads in them lowered (the long s, the Kelvin sign), among
# lines that name the labels in a sentence; bylines and post numbers as a list's items and headings (a record of the
# page: the exceptions ``is_furniture_line`` now reads after the line patterns); a count alone in a table's cells and
# a programme's times (the other two exceptions); posts whose tool bars, call-to-action button and facet entries are
# all read through the one per-page clickable index (``page_memo``), with landing anchors beside them.
FOLDED_LABELS = (f"<html><body><article><h1>ཞིང་པའི་ལོ་ཏོག</h1><p>{PARAGRAPHS['bo'][0]}</p><div>\u017fponsored</div>"
                 "<div>PINNED</div><p>Sponsors of the school fair were thanked by the teachers on Saturday.</p>"
                 f"<div>\u212aeep reading: subscribe for unlimited access</div><p>{PARAGRAPHS['bo'][1]}</p>"
                 "</article></body></html>")
RECORD_ITEMS = ("<html><body><h1>作文比赛获奖名单</h1><p>今年的作文比赛一共收到三百多篇文章，评委选出了下面三篇。</p><ol>"
                "<li>作者：卓玛 2024-03-11</li><li>作者：扎西 2024-03-12</li><li>作者：阿依古丽 2024-03-13</li></ol>"
                "<h2>#1</h2><p>第一名的文章写的是牧场上的一个冬天，语言朴素，感情真挚。</p></body></html>")
COUNT_CELLS = ("<html><body><h1>Library visits</h1><p>The village library counted its readers every month this year, "
               "and the numbers grew steadily through the winter.</p><table><tr><th>Month</th><th>Readers</th></tr>"
               "<tr><td>January</td><td>120</td></tr><tr><td>February</td><td>145</td></tr>"
               "<tr><td>March</td><td>180</td></tr></table></body></html>")
PROGRAMME = ("<html><body><h1>مەكتەپ بايرىمى</h1>"
             "<p>بۇ يىلقى مەكتەپ بايرىمى شەنبە كۈنى ئۆتكۈزۈلىدۇ، ھەممەيلەن قاتنىشىڭلار.</p>"
             "<table><tr><td>10:00</td><td>ئېچىلىش مۇراسىمى</td></tr><tr><td>11:30</td><td>ناخشا-ئۇسسۇل</td></tr>"
             "<tr><td>14:00</td><td>كىتاب كۆرگەزمىسى</td></tr></table></body></html>")
CLICKABLE_POSTS = ("<html><body><div class='filters'><a href='?c=1'>Books (12)</a> <a href='?c=2'>Maps (3)</a> "
                   "<a href='?c=3'>Songs (25)</a> <a href='?c=4'>Films (7)</a></div>" + "".join(
                       f"<div class='post'><p><a name='p{k}'></a>{text}</p><div><a href='#r'>Reply</a> · "
                       "<a href='#q'>Report</a></div></div>" for k, text in enumerate(PARAGRAPHS["ug"]))
                   + "<div><button>Read more</button></div></body></html>")

PAGES = [
    ("folded-labels", FOLDED_LABELS),
    ("record-items", RECORD_ITEMS),
    ("count-cells", COUNT_CELLS),
    ("programme", PROGRAMME),
    ("clickable-posts", CLICKABLE_POSTS),
    ("twin-boxes", TWIN_BOXES),
    ("folded-stamps", FOLDED_STAMPS),
    ("deep-alone", DEEP_ALONE),
    ("one-long-paragraph", ONE_LONG),
    ("links-in-links", LINKS_IN_LINKS),
    ("article-bo", article_page("bo")),
    ("article-ug", article_page("ug")),
    ("article-zh-with-comments", article_page("zh", comments=SHORT_POSTS["zh"])),
    ("forum-ug", forum_page("ug", PARAGRAPHS["ug"])),
    ("list-thread-bo", list_thread_page("bo", PARAGRAPHS["bo"])),
    ("discuz-thread-zh", discuz_thread_page("zh", "".join(f"<p>{p}</p>" for p in PARAGRAPHS["zh"]))),
    ("list-zh", list_page("zh")),
    ("teasers-ug", teaser_list_page("ug")),
    ("preformatted-poem", PRE_POEM),
    ("nested-links", NESTED_LINKS),
    ("table-cells", TABLE_PAGE),
    ("empty-body", EMPTY_BODY),
    ("one-line", ONE_LINE),
]


def _run(markup: str) -> tuple:
    dom = build_dom(lxml.html.document_fromstring(markup))
    blocks = auto.block_features(dom)
    scores = auto.block_scores(blocks)
    kept = sorted(auto.kept_nodes(dom, blocks, scores))
    return blocks.texts, blocks.rows, scores, kept, dom.render(kept)


@pytest.mark.parametrize("markup", [p[1] for p in PAGES], ids=[p[0] for p in PAGES])
def test_the_c_and_the_python_passes_give_the_same_page(markup: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fast = _run(markup)
    _python_only(monkeypatch)
    assert _run(markup) == fast


@pytest.mark.parametrize("markup", [p[1] for p in PAGES], ids=[p[0] for p in PAGES])
def test_the_literal_gates_change_no_page(markup: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every gated line pattern of ``auto`` run on every line (no literal test first) keeps the same page (the
    marked lines' answers remembered across pages, ``is_marked_line``'s cache, forgotten for each run)."""
    auto_lines.is_marked_line.cache_clear()
    gated = _run(markup)
    auto_lines.is_marked_line.cache_clear()
    for module in AUTO_MODULES:  # each module that reads a gated pattern holds its own binding of it
        for name, value in list(vars(module).items()):
            if isinstance(value, GatedPattern):
                monkeypatch.setattr(module, name, GatedPattern(value.pattern, None))
            elif isinstance(value, LiteralUnion):  # a union's gate scanning for the empty string refuses no line
                monkeypatch.setattr(module, name, LiteralUnion(re.compile("")))
    try:
        assert _run(markup) == gated
    finally:  # (the answers of the ungated patterns are not kept for the next test)
        auto_lines.is_marked_line.cache_clear()


@pytest.mark.parametrize("markup", [p[1] for p in PAGES], ids=[p[0] for p in PAGES])
def test_the_page_memo_changes_no_page(markup: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every per-page index built again each time a step asks for it keeps the same page."""
    memoised = _run(markup)
    monkeypatch.setattr(auto_page_memo, "page_memo", lambda dom, key, build, source=None: build())
    monkeypatch.setattr(auto_never_kept, "page_memo", auto_page_memo.page_memo)
    assert _run(markup) == memoised


def test_a_page_memo_serves_only_its_own_page_and_source() -> None:
    first, second = (build_dom(lxml.html.document_fromstring(CLICKABLE_POSTS)) for _ in range(2))
    owner = block_owner(first)
    counts = auto_never_kept._clickable_text(first, owner)
    assert counts and auto_never_kept._clickable_text(first, owner) is counts  # built once for the page
    assert auto_never_kept._clickable_text(second, block_owner(second)) is not counts  # another page: its own
    assert auto_never_kept._clickable_text(first, list(owner)) is not counts  # another owner: built again
    assert auto_never_kept._clickable_text(first, owner) == auto_never_kept._count_clickable_text(first, owner)
    roots = auto_never_kept.clickable_roots(first)
    assert roots == [i for i, tag in enumerate(first.tags) if tag == "a" and first.elements[i].get("href")
                     or tag == "button"]  # the links and the button, not the landing anchors


def test_a_page_memo_lives_on_its_dom_and_goes_with_it() -> None:
    """The index is the page's own (``Dom.memo``, no global cache): built at the first ask and read back from the
    Dom; a slimmed copy of the page (``slim_dom``: no lxml elements, so no landing anchor is told apart) starts with
    an empty memo and builds its own; and nothing holds a page once its Dom is dropped."""
    dom = build_dom(lxml.html.document_fromstring(CLICKABLE_POSTS))
    roots = auto_never_kept.clickable_roots(dom)
    assert dom.memo[auto_never_kept.clickable_roots] == (None, roots)
    slim = slim_dom(dom)
    assert slim.memo == {}
    assert auto_never_kept.clickable_roots(slim) != roots  # the landing anchors count on the slim copy
    assert auto_never_kept.clickable_roots(dom) is roots
    page = weakref.ref(dom)
    del dom, slim
    gc.collect()
    assert page() is None


@pytest.mark.shared
def test_the_c_and_the_python_passes_agree_on_the_dev_pages(shared_data: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from extract.bench.extraction import load_dataset
    from extract.decode import decode_page

    tables = shared_data / "legacy-tibetan-tables"
    for page in load_dataset(shared_data / "extraction-dev"):
        dom = build_dom(decode_page(page.body, tables_dir=tables).root)
        blocks = auto.block_features(dom)
        owner, ids = block_owner(dom), blocks.ids
        lengths = [t + 1 for t in blocks.lengths]
        p = [1 / (1 + k % 7) for k in range(len(ids))]
        pw = [a * b for a, b in zip(p, lengths)]
        assert _block_text(dom, owner) == _block_text_python(dom, owner), page.id
        assert _rows_bits(blocks.rows) == _rows_bits(_python_rows(dom, monkeypatch)), page.id
        assert _block_strings(dom, owner, ids) == _block_strings_python(dom, owner, ids), page.id
        keys = [chain[2] for chain in blocks.ancestors]
        assert (_ancestor_means(keys, pw, lengths, p, len(dom))
                == _ancestor_means_python(keys, pw, lengths, p, len(dom))), page.id
        assert chain_evidence(blocks.ancestors, p, lengths) == chain_evidence_python(
            blocks.ancestors, p, lengths), page.id
        assert list(chain_evidence(blocks.ancestors, p, lengths)) == list(chain_evidence_python(
            blocks.ancestors, p, lengths)), page.id
        assert _neighbour_means(pw, lengths, 3) == _neighbour_means_python(pw, lengths, 3), page.id
        weights = p[:len(blocks.bags)] + [0.0] * (len(blocks.bags) - len(p))
        assert _bits(topic_similarity(blocks.bags, weights)) == _bits(topic_similarity_python(blocks.bags, weights)), page.id
        assert dom.tree_text == dom._subtree_sums_python(dom.own_text), page.id
        every = bytearray(b"\x01") * len(dom)
        stop = len(dom.piece_text)
        assert dom._render_pieces(every, 0, stop) == _rendered_in_python(dom, every, 0, stop), page.id
        for b in ids[::PIECE_SAMPLE_STEP]:  # a block's own stretch of pieces (``Dom.text``), as the line tests read it
            first, last = dom._piece_ends
            if first[b] >= 0:
                keep = bytearray(len(dom))
                keep[b:dom.end[b]] = b"\x01" * (dom.end[b] - b)
                assert dom.text(b) == _rendered_in_python(dom, keep, first[b], stop), page.id


# --- each pass on tables of inputs ---------------------------------------------------------------------------------

PIECE_SAMPLE_STEP = 7  # every seventh block of a dev page has its own text rendered both ways


def _rendered_in_python(dom: Dom, keep: bytearray, start: int, stop: int) -> str:
    """``Dom._render_pieces`` with the reference's lines (``_render_lines_python``), as without a compiler."""
    lines = dom._render_lines_python(keep, start, stop)
    while lines and not lines[-1]:
        lines.pop()
    return dom_module.storable_lines("\n".join(lines))


# (id, markup): pages whose every node's text and whole render the C lines must give as the reference does: a poem's
# stanzas in <pre> (one empty line kept between them, none at the end), white space alone between blocks, inline
# runs across tags ("ka<b>kha</b>" one word), a <br> inside a line, nested blocks, text after a block's end (a tail)
RENDER_MARKUP = [
    ("pre-stanzas", "<pre>ཉི་མ་ཤར།\n\n\nཟླ་བ་ཤར།\n\n</pre><p>tea</p><pre>\n\n</pre>"),
    ("white-space-blocks", "<div> <p> </p>\n<p>\u3000</p> </div><p>ئاخىرى</p>"),
    ("inline-across-tags", "<p>ka<b>kha</b> ga <i>nga</i></p><p>今天<span>天气</span>很好。</p>"),
    ("line-break", "<p>first line<br>second  line<br><br>third</p>"),
    ("nested-blocks", "<div>outer <p>inner</p> tail <div><p>deep</p> after</div></div>"),
    ("empty", "<html></html>"),
]


@pytest.mark.parametrize("markup", [m[1] for m in RENDER_MARKUP], ids=[m[0] for m in RENDER_MARKUP])
def test_render_and_each_text_match(markup: str) -> None:
    dom = build_dom(lxml.html.document_fromstring(markup))
    every = bytearray(b"\x01") * len(dom)
    stop = len(dom.piece_text)
    assert dom._render_pieces(every, 0, stop) == _rendered_in_python(dom, every, 0, stop)
    first, _ = dom._piece_ends
    for i in range(len(dom)):
        keep = bytearray(len(dom))
        keep[i:dom.end[i]] = b"\x01" * (dom.end[i] - i)
        assert dom.render(dom.subtree(i)) == _rendered_in_python(dom, keep, 0, stop)
        if first[i] >= 0:
            assert dom.text(i) == _rendered_in_python(dom, keep, first[i], stop)
    for j in range(len(dom)):  # every node alone, its children's text left out
        keep = bytearray(len(dom))
        keep[j] = 1
        assert dom.render([j]) == _rendered_in_python(dom, keep, 0, stop)


def test_a_preformatted_poem_keeps_one_empty_line_for_several() -> None:
    """The poem's two and three empty lines each read as one; the empty <pre> at the end adds none."""
    dom = build_dom(lxml.html.document_fromstring(RENDER_MARKUP[0][1]))
    assert dom.render(range(len(dom))) == "ཉི་མ་ཤར།\n\nཟླ་བ་ཤར།\n\ntea"


# (id, own, end): subtree sums the C loop gives or declines (None: the reference answers): a small tree, negative
# values, a value and a sum past a C long long, bools (no exact int), lists of unequal lengths, an end past the page
SUM_CASES = [
    ("tree", [3, 0, 5, 2, 7], [5, 4, 3, 4, 5]),
    ("negative", [-4, 9, -1], [3, 2, 3]),
    ("past-long-long", [2 ** 70, 1], [2, 2]),
    ("sum-past-long-long", [2 ** 62, 2 ** 62, 2 ** 62], [3, 3, 3]),
    ("bools", [True, False, True], [3, 2, 3]),
    ("shorter-end", [1, 2, 3], [3, 3]),
    ("empty", [], []),
]


@pytest.mark.parametrize(("own", "end"), [c[1:] for c in SUM_CASES], ids=[c[0] for c in SUM_CASES])
def test_subtree_sums_match(own: list[int], end: list[int]) -> None:
    dom = Dom()
    dom.end = end
    assert dom.subtree_sums(own) == dom._subtree_sums_python(own)
    if len(own) == len(end) and all(type(v) is int for v in own):  # (the others: ``accumulate``'s loop over parents)
        assert dom.accumulate(own) == dom._subtree_sums_python(own)


def test_subtree_sums_declines_what_c_cannot_hold() -> None:
    assert _speedups.subtree_sums([2 ** 70, 1], [2, 2]) is None
    assert _speedups.subtree_sums([2 ** 62, 2 ** 62], [2, 2]) is None
    assert _speedups.subtree_sums([True], [1]) is None
    assert _speedups.subtree_sums([1, 2], [3, 2]) is None  # an end past the page: the reference raises IndexError
    assert _speedups.subtree_sums([1, 2, 3], [3, 2, 3]) == [6, 2, 3]
    dom = Dom()
    dom.end = [3, 2]
    with pytest.raises(IndexError):
        dom.subtree_sums([1, 2])

def _dom(markup: str) -> tuple[Dom, list[int]]:
    dom = build_dom(lxml.html.document_fromstring(markup))
    return dom, block_owner(dom)


BLOCK_MARKUP = [
    ("inline-runs", "<div>ka <b>kha</b> ga<p>nga <i>ca</i></p> cha</div>"),
    ("links-in-links", "<p><a href='/x'>ཀ་<a href='/y'>ཁ་</a></a> ག་</p><p><a>no href</a></p>"),
    ("link-as-a-block", "<ul><li><a href='/1'>一</a></li><li><a href='/2'><p>二</p></a></li></ul>"),
    ("preformatted", "<pre>ka\n\nkha\n</pre><p>ga</p>"),
    ("white-space-only", "<p> </p><p>\n</p><div> <span> </span> </div>"),
    ("empty", "<html></html>"),
]


@pytest.mark.parametrize("markup", [m[1] for m in BLOCK_MARKUP], ids=[m[0] for m in BLOCK_MARKUP])
def test_block_text_and_strings_match(markup: str) -> None:
    dom, owner = _dom(markup)
    btext = _block_text_python(dom, owner)
    assert _block_text(dom, owner) == btext
    blocks = [i for i in range(len(dom)) if btext[0][i] > 0]
    assert _block_strings(dom, owner, blocks) == _block_strings_python(dom, owner, blocks)
    every = list(range(len(dom)))  # blocks without text too (each an empty string)
    assert _block_strings(dom, owner, every) == _block_strings_python(dom, owner, every)


def test_a_block_named_twice_gets_its_text_twice() -> None:
    dom, owner = _dom("<p>ka</p><p>kha</p>")
    blocks = [2, 3, 2]
    assert _block_strings(dom, owner, blocks) == _block_strings_python(dom, owner, blocks)


def _rows_bits(rows: list[list[float]]) -> list[list[str]]:
    """The rows' floats to the last bit (``==`` would let -0.0 pass for 0.0)."""
    return [[value.hex() for value in row] for row in rows]


def _python_rows(dom: Dom, monkeypatch: pytest.MonkeyPatch, title: str = "") -> list[list[float]]:
    """The stage-1 rows of ``_block_rows_python`` (the reference), the C pass switched off for the call."""
    with monkeypatch.context() as patch:
        patch.setattr(auto_features, "_speedups", None)
        return auto.block_features(dom, title).rows


# (id, markup, title): pages whose rows read each feature of ``_block_rows``: headings, cells and list items, digits and
# sentence marks of four scripts (and a character past the BMP), a title inside a block and a block inside the title,
# no <h1>, repeated texts and tag paths, links and nested blocks
ROW_PAGES = [
    ("article-bo", "<html><body><h1>ལོ་རྒྱུས།</h1><p>ཉི་མ་ཤར། ཟླ་བ་ཤར། ༢༠༢༤ ལོར།</p><p><a href='/a'>མཐུད།</a></p>"
                   "</body></html>", "ལོ་རྒྱུས། - དྲ་ཚིགས།"),
    ("digits-ug", "<div><h2>يېڭى خەۋەر</h2><ul><li>١٢٣ كىتاب، ۴۵۶ دەپتەر؟</li><li>١٢٣ كىتاب، ۴۵۶ دەپتەر؟</li></ul></div>",
     "يېڭى خەۋەر"),
    ("cells-zh", "<table><tr><td>价格：１２元。</td><th>数量！</th></tr><tr><td>价格：１２元。</td><td>𠀋字, 3,4.</td>"
                 "</tr></table>", ""),
    ("no-h1-en", "<body><section><p>Rain at 6, sun at 9; wind: none.</p><div><p>Tea <a href='/t'>here</a>.</p>"
                 "</div></section><footer>Call 555 0100</footer></body>", "Rain at 6"),
    ("deep-nesting", "<div>" * 9 + "<p>Deep text, level nine.</p>" + "</div>" * 9 + "<h1>Late</h1><p>After.</p>",
     "Late heading of the page"),
]


@pytest.mark.parametrize(("markup", "title"), [r[1:] for r in ROW_PAGES], ids=[r[0] for r in ROW_PAGES])
def test_block_rows_match_to_the_last_bit(markup: str, title: str, monkeypatch: pytest.MonkeyPatch) -> None:
    dom = build_dom(lxml.html.document_fromstring(markup))
    fast = auto.block_features(dom, title)
    assert fast.rows and _rows_bits(fast.rows) == _rows_bits(_python_rows(dom, monkeypatch, title))
    with monkeypatch.context() as patch:
        patch.setattr(auto_features, "_speedups", None)
        assert auto.block_features(dom, title).ancestors == fast.ancestors


BMP = 0x10000  # code points of the Basic Multilingual Plane (the classes' characters are all in it)


def test_block_rows_runs_in_c_and_reads_the_classes_of_the_reference() -> None:
    """The C pass counts the characters the reference's patterns find (``SENTENCE_MARKS_RE``, ``DIGIT_RE``): the
    tables it is given spell the same classes."""
    assert hasattr(_speedups, "block_rows")
    marks = "".join(chr(c) for c in range(BMP) if auto_features.SENTENCE_MARKS_RE.match(chr(c)))
    assert sorted(marks) == sorted(auto_features.SENTENCE_MARKS)
    digits = [chr(c) for c in range(BMP) if auto_features.DIGIT_RE.match(chr(c))]
    assert digits == sorted(chr(c) for first, last in auto_features.DIGIT_RANGES for c in range(ord(first), ord(last) + 1))


# (id, keys, pw, w, p): a block alone keeps its own p; ties and zero weights
ANCESTOR_CASES = [
    ("alone", [0], [0.5], [1], [0.5]),
    ("two-under-one", [1, 1], [0.25, 3.0], [1, 4], [0.25, 0.75]),
    ("mixed", [0, 2, 2, 0, 3], [0.1, 0.2, 0.3, 0.4, 0.5], [1, 2, 3, 4, 5], [0.1, 0.1, 0.1, 0.1, 0.1]),
    ("empty", [], [], [], []),
]


@pytest.mark.parametrize(("keys", "pw", "w", "p"), [c[1:] for c in ANCESTOR_CASES], ids=[c[0] for c in ANCESTOR_CASES])
def test_ancestor_means_match(keys: list[int], pw: list[float], w: list[int], p: list[float]) -> None:
    fast = _ancestor_means(keys, pw, w, p, 4)
    assert fast == _ancestor_means_python(keys, pw, w, p, 4)
    assert all(a is b for a, b, key in zip(fast, p, keys) if keys.count(key) == 1)  # the very object kept


def test_chain_evidence_keeps_the_sets_order() -> None:
    """Ancestors of equal evidence: ``max`` picks the first in the dict, which both build in the same order."""
    chains = [(9, 40, 3, 3, 3), (40, 9, 3, 3, 3), (7, 7, 7, 7, 7)]
    p, w = [0.75, 0.25, 0.5], [3, 3, 1]
    fast, reference = chain_evidence(chains, p, w), chain_evidence_python(chains, p, w)
    assert fast == reference and list(fast) == list(reference)
    assert max(fast, key=fast.__getitem__) == max(reference, key=reference.__getitem__)


NEIGHBOUR_CASES = [
    ("one", [0.5], [2], 3),
    ("window-wider-than-the-page", [0.1, 0.7, 0.3], [1, 5, 2], 10),
    ("zero-weights-elsewhere", [0.0, 0.9, 0.0], [0, 1, 0], 1),
    ("empty", [], [], 2),
]


@pytest.mark.parametrize(("pw", "w", "window"), [c[1:] for c in NEIGHBOUR_CASES], ids=[c[0] for c in NEIGHBOUR_CASES])
def test_neighbour_means_match(pw: list[float], w: list[int], window: int) -> None:
    assert _neighbour_means(pw, w, window) == _neighbour_means_python(pw, w, window)


PROBABILITY = st.floats(0.0, 1.0)


@settings(max_examples=400, deadline=None, derandomize=True, database=None)
@given(data=st.lists(st.tuples(st.integers(0, 5), PROBABILITY, st.integers(0, 300)), max_size=40),
       window=st.integers(1, 6))
def test_the_float_passes_match_on_any_input(data: list[tuple[int, float, int]], window: int) -> None:
    keys = [k for k, _, _ in data]
    p = [a for _, a, _ in data]
    w = [b + 1 for _, _, b in data]
    pw = [a * b for a, b in zip(p, w)]
    assert _ancestor_means(keys, pw, w, p, 6) == _ancestor_means_python(keys, pw, w, p, 6)
    assert _neighbour_means(pw, w, window) == _neighbour_means_python(pw, w, window)
    chains = [(k, (k + 1) % 6, (k * 7) % 6, 0, 0) for k in keys]
    fast, reference = chain_evidence(chains, p, w), chain_evidence_python(chains, p, w)
    assert list(fast.items()) == list(reference.items())


def test_wrong_arguments_raise_as_python_would() -> None:
    with pytest.raises(IndexError):  # a piece's owner past the flags
        _speedups.render_lines([5], ["ka"], bytearray(2), set(), 0, 1)
    with pytest.raises(TypeError):  # a piece's text that is no str
        _speedups.render_lines([0, 0], [b"ka", None], bytearray(b"\x01"), set(), 0, 2)
    with pytest.raises(ValueError):
        _speedups.render_lines([0], ["ka"], bytearray(b"\x01"), set(), -1, 1)
    with pytest.raises(TypeError):
        _speedups.block_strings((1,), [], [], [])
    with pytest.raises(IndexError):
        _speedups.ancestor_means([7], [0.5], [1], [0.5], 4)
    with pytest.raises(IndexError):  # a block past the page's nodes
        _speedups.block_rows([5], ["ka"], ["ka"], ([1], [0], [0]), ([-1], ["p"], [1], [0], [0]), [0], [0],
                             (0, 1, 1, 1, -1, "", [1], [1]), ROW_TABLES, ROW_SCALES)
    with pytest.raises(TypeError):  # a block's text that is no str
        _speedups.block_rows([0], [b"ka"], ["ka"], ([1], [0], [0]), ([-1], ["p"], [1], [0], [0]), [0], [0],
                             (0, 1, 1, 1, -1, "", [1], [1]), ROW_TABLES, ROW_SCALES)


def _bits(values: list[float]) -> list[str]:
    return [value.hex() for value in values]


# (id, bags, p): the topic similarity's cases: a word shared by every bag (its IDF near 0), repeated words (tf > 1), a
# bag without words, one bag alone, weights of zero, a text that is all its page's weight
TOPIC_CASES = [
    ("shared-words", [{"བོད": 2, "ཡིག": 1}, {"བོད": 1, "ལོ": 3}, {"ཡིག": 1, "བོད": 1}], [0.9, 0.2, 0.6]),
    ("empty-bag", [{"tea": 1}, {}, {"tea": 2, "yak": 1}], [0.5, 0.5, 0.5]),
    ("one-bag", [{"中文": 1, "文字": 1}], [1.0]),
    ("zero-weights", [{"ka": 1}, {"kha": 4}], [0.0, 0.0]),
    ("all-its-weight", [{"ka": 1, "kha": 1}, {"ka": 2}, {"ga": 1}], [1.0, 0.0, 0.0]),
    ("nothing", [], []),
]


@pytest.mark.parametrize(("bags", "p"), [c[1:] for c in TOPIC_CASES], ids=[c[0] for c in TOPIC_CASES])
def test_topic_similarity_matches_to_the_last_bit(bags: list[dict[str, int]], p: list[float]) -> None:
    assert _bits(topic_similarity(bags, p)) == _bits(topic_similarity_python(bags, p))


TOPIC_WORDS = st.sampled_from(["ཀ", "ཁ", "ག", "tea", "yak", "中文", "بەت", "x"])


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(data=st.lists(st.tuples(st.dictionaries(TOPIC_WORDS, st.integers(1, 300), max_size=6), PROBABILITY),
                     max_size=12))
def test_topic_similarity_matches_on_any_bags(data: list[tuple[dict[str, int], float]]) -> None:
    bags, p = [bag for bag, _ in data], [q for _, q in data]
    assert _bits(topic_similarity(bags, p)) == _bits(topic_similarity_python(bags, p))


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="topic_similarity is built before Python 3.12 only")
def test_topic_similarity_in_c_refuses_what_the_reference_refuses() -> None:
    tf = auto_model._TF_WEIGHT
    with pytest.raises(IndexError):  # a count past the table (a bag holds at most one word per character read)
        _speedups.topic_similarity([{"ka": len(tf)}], [0.5], tf, 0.5, 1e-12)
    with pytest.raises(TypeError):  # a bag that is no dict
        _speedups.topic_similarity([["ka"]], [0.5], tf, 0.5, 1e-12)
    with pytest.raises(TypeError):  # a weight that is no number
        _speedups.topic_similarity([{"ka": 1}], ["heavy"], tf, 0.5, 1e-12)


# The tables and scales ``_block_rows`` passes to the C pass (for calls made by hand).
ROW_TABLES = (auto_features.HEADING_TAGS, auto_features.CELL_TAGS, auto_features.GENERIC_TAGS,
              auto_features.KEYWORD_FLAGS, auto_features.SENTENCE_MARKS, auto_features.DIGIT_RANGES)
ROW_SCALES = (auto_features.ANCESTOR_LEVELS, auto_features.KEYWORD_NEAR, auto_features.FURNITURE_TAG_BIT,
              auto_features.MAIN_TAG_BIT, auto_features.KEYWORD_BITS, auto_features.MAIN_DEPTH_LEVELS,
              auto_features.PUNCTUATION_SCALE, auto_features.H1_DISTANCE_BLOCKS)


# --- the C passes must survive what their Python references survive -------------------------------------------

# Each pass reads the items of its list arguments: an item whose conversion runs Python code (``__bool__``,
# ``__index__``, ``__float__``) may change the list under the pass. The C code read them through the list's item
# array, which the change frees: a use-after-free (a segfault on 100,000 items). Each case runs in a child process
# (a crash must not take pytest with it) and must end normally, printing the result's length.
MUTATING_ITEMS = """
import sys
from extract import _speedups
N = 100_000
victim = [{fill}] * N

class Mutator:
    '''An item whose conversion empties the list holding it.'''
    def __bool__(self):
        victim.clear()
        return True
    def __index__(self):
        victim.clear()
        return 1
    def __float__(self):
        victim.clear()
        return 0.5

victim[0] = Mutator()
result = {call}
print(len(result))
"""
MUTATING_CASES = [
    ("block_text-in_link", "True", "_speedups.block_text([-1] * N, [1] * N, victim, ['a'] * N, [0] * N)"),
    ("block_text-own_text", "1", "_speedups.block_text([-1] * N, victim, [True] * N, ['a'] * N, [0] * N)"),
    ("ancestor_means-pw", "0.5", "_speedups.ancestor_means([0] * N, victim, [1] * N, [0.5] * N, 4)"),
    ("ancestor_means-w", "1", "_speedups.ancestor_means([0] * N, [0.5] * N, victim, [0.5] * N, 4)"),
    ("chain_evidence-p", "0.5", "_speedups.chain_evidence([(1, 2)] * N, victim, [1] * N)"),
    ("chain_evidence-w", "1", "_speedups.chain_evidence([(1, 2)] * N, [0.5] * N, victim)"),
    ("block_rows-btext", "1", "_speedups.block_rows(list(range(N)), ['ka'] * N, ['ka'] * N, (victim, [0] * N, [0] * N), "
     "([-1] * N, ['p'] * N, [1] * N, [0] * N, [0] * N), [0] * N, [0] * N, (0, N, 1, N, -1, '', [1] * N, [1] * N), "
     "(frozenset({'h1'}), frozenset(), frozenset(), ((0.0,),), '.', (('0', '9'),)), (6, 3, 256, 512, 255, 8, 40, 20))[0]"),
]


@pytest.mark.parametrize(("fill", "call"), [c[1:] for c in MUTATING_CASES], ids=[c[0] for c in MUTATING_CASES])
def test_a_list_changed_during_a_pass_does_not_crash(fill: str, call: str) -> None:
    script = MUTATING_ITEMS.format(fill=fill, call=call)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stderr[-2000:]
    assert int(done.stdout) > 0


class _Real:
    """A number whose ``__float__`` is Python code: run with an exception already set, it raised SystemError."""

    def __float__(self) -> float:
        return 0.5


# A first argument that fails to convert, then a second whose conversion runs Python code: the first error must
# come out (TypeError, as the Python reference raises), not SystemError ("returned a result with an exception set").
PENDING_ERROR_CASES = [
    ("chain_evidence", lambda: _speedups.chain_evidence([(1, 2)], ["not a number"], [_Real()])),
    ("ancestor_means", lambda: _speedups.ancestor_means([0], ["not a number"], [_Real()], [0.5], 4)),
]


@pytest.mark.parametrize("call", [c[1] for c in PENDING_ERROR_CASES], ids=[c[0] for c in PENDING_ERROR_CASES])
def test_a_bad_number_raises_type_error_not_system_error(call: Callable[[], object]) -> None:
    with pytest.raises(TypeError, match="must be real number, not str"):
        call()


# Windows past the page's size: the slices of the reference clamp them; the C loop's k + window + 1 overflowed
# (undefined behaviour: every mean came out 0.5).
def _bits(values: list[float]) -> list[object]:
    """Each float as its exact bits (``float.hex``: -0.0 and 0.0 differ, as a NaN equals itself), an int as it is."""
    return [(type(v), v.hex() if isinstance(v, float) else v) for v in values]


# Feature rows against weights: the logits of the two stages (``dot_rows``), in C the products summed in order
DOT_CASES = [
    ("floats", [0.5, -1.25, 3.0], [(1.0, 2.0, -0.5), (0.1, 0.2, 0.3)]),
    ("ints-and-bools", [0.5, 2.0], [(1, True), (False, 0)]),
    ("shorter-rows", [0.5, 2.0, 4.0], [(1.0,), (), [2.0, 3.0]]),
    ("longer-rows", [0.5], [(1.0, 9.0, 9.0)]),
    ("negative-zero", [-0.0, 1.0], [(1.0, -0.0), (-1.0, 0.0)]),
    ("no-weights", [], [(1.0, 2.0)]),
    ("huge-and-tiny", [1e308, 1e-308, 1.0], [(10.0, 1e-10, float("inf")), (1.0, 1.0, float("nan"))]),
    ("no-rows", [1.0], []),
]


@pytest.mark.parametrize(("weights", "rows"), [c[1:] for c in DOT_CASES], ids=[c[0] for c in DOT_CASES])
def test_dot_rows_match_to_the_last_bit(weights: list[float], rows: list[tuple[float, ...]]) -> None:
    assert _bits(dot_rows(weights, rows)) == _bits(dot_rows_python(weights, rows))


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(weights=st.lists(st.floats(allow_nan=False), max_size=8),
       rows=st.lists(st.lists(st.floats(allow_nan=False) | st.integers(-10**6, 10**6), max_size=8).map(tuple),
                     max_size=12))
def test_dot_rows_match_on_any_rows(weights: list[float], rows: list[tuple[float, ...]]) -> None:
    assert _bits(dot_rows(weights, rows)) == _bits(dot_rows_python(weights, rows))


# What the C pass leaves to the reference (None): a weight no float (an int weight times an int makes an int), a
# value neither a float nor an int, a row no tuple or list
DECLINED_DOTS = [
    ("int-weight", [1, 2.0], [(3, 4.0)]),
    ("string-value", [1.0], [("a",)]),
    ("complex-value", [1.0], [(1j,)]),
    ("row-a-generator", [1.0], [range(2)]),
]


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="dot_rows is built before Python 3.12 only")
@pytest.mark.parametrize(("weights", "rows"), [c[1:] for c in DECLINED_DOTS], ids=[c[0] for c in DECLINED_DOTS])
def test_dot_rows_in_c_leaves_other_values_to_the_reference(weights: list[object], rows: list[object]) -> None:
    assert _speedups.dot_rows(weights, rows) is None
    if weights[0] == 1 and isinstance(weights[0], int):
        assert dot_rows(weights, rows) == dot_rows_python(weights, rows) == [11.0]


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="dot_rows is built before Python 3.12 only")
def test_dot_rows_in_c_raises_as_python_would_on_an_int_too_large() -> None:
    with pytest.raises(OverflowError):
        _speedups.dot_rows([1.0], [(10**400,)])
    with pytest.raises(OverflowError):
        dot_rows_python([1.0], [(10**400,)])


WIDE_WINDOWS = [sys.maxsize, sys.maxsize - 1, -sys.maxsize - 1, 4, -4]


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="neighbour_means is built before Python 3.12 only")
@pytest.mark.parametrize("window", WIDE_WINDOWS)
def test_neighbour_means_clamps_a_window_wider_than_the_page(window: int) -> None:
    pw, w = [0.1, 0.7, 0.3], [1, 5, 2]
    assert _speedups.neighbour_means(pw, w, window) == _neighbour_means_python(pw, w, window)


# What a reader sees of the pages written against this session's cuts: each rule fires where it should, not elsewhere
CUT_PAGE_LINES = [
    (FOLDED_LABELS, ["Sponsors of the school fair were thanked by the teachers on Saturday."],
     ["\u017fponsored", "PINNED"]),
    (RECORD_ITEMS, ["作者：卓玛 2024-03-11", "作者：阿依古丽 2024-03-13", "#1"], []),
    (COUNT_CELLS, ["120", "145", "180"], []),
    (PROGRAMME, ["10:00", "11:30", "14:00"], []),
    (CLICKABLE_POSTS, [PARAGRAPHS["ug"][0], PARAGRAPHS["ug"][-1]], ["Reply · Report", "Books (12)", "Read more"]),
]


@pytest.mark.parametrize(("markup", "kept", "dropped"), CUT_PAGE_LINES,
                         ids=["folded-labels", "record-items", "count-cells", "programme", "clickable-posts"])
def test_the_pages_written_against_the_cuts_read_as_a_reader_would(markup: str, kept: list[str],
                                                                    dropped: list[str]) -> None:
    lines = _run(markup)[-1].split("\n")
    assert all(line in lines for line in kept)
    assert not any(line in lines for line in dropped)
