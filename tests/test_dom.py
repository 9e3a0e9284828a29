"""The DOM model: what is dropped, per-node statistics, rendering, deep pages."""

from __future__ import annotations

import unicodedata

import lxml.etree
import lxml.html
import pytest

from extract import dom as dom_module
from extract.dom import build_dom

TIBETAN_SENTENCE = "བོད་ཀྱི་ཡི་གེ་འདི་ནི་སྐད་ཡིག་ཅིག་རེད།"  # 9 dots
UYGHUR_SENTENCE = "بۈگۈن ھاۋا ياخشى"


def dom_of(markup: str):
    return build_dom(lxml.html.document_fromstring(markup))


def node(dom, tag: str, nth: int = 0) -> int:
    return [i for i, t in enumerate(dom.tags) if t == tag][nth]


def test_link_heavy_container_statistics() -> None:
    dom = dom_of(
        "<html><body><div id='box'>"
        "<ul><li><a href='/1'>ཀ་ཁ་</a></li><li><a href='/2'>ག་ང་</a></li><li><a name='x'>ca</a></li></ul>"
        f"<p>{TIBETAN_SENTENCE}</p></div></body></html>"
    )
    div = node(dom, "div")
    p = node(dom, "p")
    # text counts non-whitespace characters; links are <a href> only
    assert dom.tree_text[div] == 8 + 2 + len(TIBETAN_SENTENCE)
    assert dom.link_text[div] == 8
    assert dom.links[div] == 2
    assert dom.non_link_text[div] == 2 + len(TIBETAN_SENTENCE)
    assert dom.dots[div] == 4 + 9
    assert dom.dots[p] == 9
    assert dom.tibetan_letters[p] == dom.target_letters[p] > 0
    assert dom.subtree(div) == range(div, dom.end[div])
    assert all(dom.parent[i] >= div for i in dom.subtree(div) if i != div)
    assert dom.path_string(p) == "html/body/div/p"
    assert dom.depth[p] == 3


def test_script_counts_for_uyghur_and_chinese() -> None:
    dom = dom_of(f"<html><body><p>{UYGHUR_SENTENCE}</p><p>中文字</p></body></html>")
    first, second = node(dom, "p"), node(dom, "p", 1)
    assert dom.arabic_letters[first] == len(UYGHUR_SENTENCE.replace(" ", ""))
    assert dom.cjk[second] == 3 and dom.cjk[first] == 0


@pytest.mark.parametrize("markup, dropped_word", [
    ("<script>var hidden1 = 1;</script>", "hidden1"),
    ("<style>.hidden2 { }</style>", "hidden2"),
    ("<noscript>hidden3</noscript>", "hidden3"),
    ("<template><p>hidden4</p></template>", "hidden4"),
    ("<!-- hidden5 -->", "hidden5"),
    ("<span style='display: none'>hidden6</span>", "hidden6"),
    ("<SPAN STYLE='DISPLAY:NONE'>hidden7</SPAN>", "hidden7"),
    ("<select><option>hidden8</option></select>", "hidden8"),
    ("<button>hidden9</button>", "hidden9"),
    ("<textarea>hidden10</textarea>", "hidden10"),
])
def test_dropped_content_keeps_the_tail(markup: str, dropped_word: str) -> None:
    dom = dom_of(f"<html><body><p>before {markup} after</p></body></html>")
    text = dom.render(range(len(dom)))
    assert dropped_word not in text
    assert text == "before after"


# The page for another reader: a reader without scripts (Flarum, Discourse), a browser rendering a shadow root.
ALTERNATE_VIEWS = {
    "noscript": "<noscript>{}</noscript>",
    "shadow-root": "<story-text><template shadowrootmode='open'>{}</template></story-text>",
    "shadow-root-chrome-90": "<story-text><template shadowroot='open'>{}</template></story-text>",
}
THREAD_POSTS = (TIBETAN_SENTENCE, UYGHUR_SENTENCE, "这个办法很好用，谢谢大家。")


@pytest.mark.parametrize("view", ALTERNATE_VIEWS.values(), ids=ALTERNATE_VIEWS)
def test_a_page_served_in_its_alternate_view_is_read(view: str) -> None:
    # an application shell with a loading notice; the thread's posts only in the view
    posts = "".join(f"<article class='post'><p>{post}</p></article>" for post in THREAD_POSTS)
    dom = dom_of(f"<html><body><div id='app'>Loading…</div>{view.format(posts)}</body></html>")
    lines = dom.render(range(len(dom))).split("\n")
    assert all(post in lines for post in THREAD_POSTS)


@pytest.mark.parametrize("view", ALTERNATE_VIEWS.values(), ids=ALTERNATE_VIEWS)
def test_an_alternate_view_beside_the_pages_text_stays_dropped(view: str) -> None:
    # "enable JavaScript", a web component's menu: the page's own text outweighs them
    chrome = view.format("<a href='/'>menu</a> Please enable JavaScript")
    dom = dom_of(f"<html><body>{chrome}<p>{TIBETAN_SENTENCE} {UYGHUR_SENTENCE}</p></body></html>")
    assert dom.render(range(len(dom))) == f"{TIBETAN_SENTENCE} {UYGHUR_SENTENCE}"


def test_elements_hidden_by_attributes_stay_as_measured() -> None:
    # WeChat-style visibility:hidden bodies and script-revealed <div hidden> are main text on the dev set
    dom = dom_of("<html><body><div hidden>one</div><div style='visibility:hidden'>two</div>"
                 "<span aria-hidden='true'>three</span></body></html>")
    assert dom.render(range(len(dom))).split() == ["one", "two", "three"]


def test_form_itself_is_kept() -> None:
    dom = dom_of("<html><body><form action='/x'><p>inside a form</p><input value='v'></form></body></html>")
    assert "form" in dom.tags and "input" not in dom.tags
    assert dom.render(range(len(dom))) == "inside a form"


def test_title_comes_from_head() -> None:
    dom = dom_of("<html><head><title>  ཀ་ཁ་\n ga </title></head><body><p>x</p></body></html>")
    assert dom.title == "ཀ་ཁ་ ga"
    assert "title" not in dom.tags and "head" not in dom.tags


def test_render_keeps_paragraph_breaks_and_collapses_whitespace() -> None:
    dom = dom_of(
        "<html><body><h1>Head  line</h1><p>one <b>bold</b>\n  two<br>three</p>"
        "<ul><li>a</li><li><a href='/'>b</a> <a href='/'>c</a></li></ul><div>x<p>inner</p>y</div></body></html>"
    )
    assert dom.render(range(len(dom))) == "Head line\none bold two\nthree\na\nb c\nx\ninner\ny"


@pytest.mark.parametrize("markup", [
    "<p><b>\u0f5b\u0f72</b>\u0f71་</p>",               # ཛ ི | ཱ: the a-chung in the next text node
    "<p><span>e</span>\u0301 <i>\u0f40\u0f74</i>\u0f72</p>",   # e + acute composes; ཀ ུ | ི reorders
])
def test_text_joined_across_nodes_renders_nfc(markup: str) -> None:
    # Each text node is NFC alone (the decoder normalises the page before the parse); joined, not.
    dom = dom_of(f"<html><body>{markup}</body></html>")
    rendered = dom.render(range(len(dom)))
    assert unicodedata.is_normalized("NFC", rendered)
    assert rendered == unicodedata.normalize("NFC", lxml.html.fragment_fromstring(markup).text_content())


VERSE = ["ཀ་ཁ་ག་ང་ཅ་ཆ་ཇ་ཉ།", "ཏ་ཐ་ད་ན་པ་ཕ་བ་མ།", "ཙ་ཚ་ཛ་ཝ་ཞ་ཟ་འ་ཡ།", "ར་ལ་ཤ་ས་ཧ་ཨ།"]   # our own four lines


@pytest.mark.parametrize(("markup", "lines"), [
    ("<pre>\n" + "\n".join(VERSE) + "\n</pre>", VERSE),                        # a poem in <pre>
    ("<pre>" + VERSE[0] + "\n\n  " + VERSE[1] + "</pre>", [VERSE[0], "", VERSE[1]]),   # stanza gap, indent
    ("<pre>" + VERSE[0] + "\n \n\n" + VERSE[1] + "\n\n</pre>", [VERSE[0], "", VERSE[1]]),   # one gap, none at the end
    ("<pre>" + VERSE[0] + "<b>x</b>\n\n" + VERSE[1] + "</pre>", [VERSE[0] + "x", "", VERSE[1]]),   # gap in a tail
    ("<pre>" + VERSE[0] + "<b>\n" + VERSE[1] + "</b>\n" + VERSE[2] + "</pre>", VERSE[:3]),   # breaks in inline text
    ("<pre><code>x = 1\ny = 2</code></pre>", ["x = 1", "y = 2"]),
    ("<p>" + VERSE[0] + "\n" + VERSE[1] + "</p>", [VERSE[0] + " " + VERSE[1]]),   # elsewhere a newline is a space
    ("<pre>" + VERSE[0] + "</pre>" + VERSE[1] + "\n" + VERSE[2], [VERSE[0], VERSE[1] + " " + VERSE[2]]),   # tail
])
def test_render_keeps_the_lines_of_preformatted_text(markup: str, lines: list[str]) -> None:
    dom = dom_of(f"<html><body><div>{markup}</div></body></html>")
    assert dom.render(range(len(dom))).split("\n") == lines
    assert dom.own_text == dom_of(f"<html><body><div>{markup.replace(chr(10), ' ')}</div></body></html>").own_text


@pytest.mark.parametrize(("markup", "line"), [
    ("ئۇيغۇر<span class='_ _0'> </span>تىلى", "ئۇيغۇر تىلى"),                 # pdf2htmlEX's word gap
    ("Uyghur<span style='mso-spacerun:yes'>&nbsp; </span>tili", "Uyghur tili"),   # Word's spacer run
    ("学习<b>\t</b>汉语", "学习 汉语"),
    ("ཀ་ཁ་<i></i>ག་", "ཀ་ཁ་ག་"),                                           # an empty element is no gap
])
def test_an_element_of_whitespace_separates_words(markup: str, line: str) -> None:
    dom = dom_of(f"<html><body><p>{markup}</p></body></html>")
    assert dom.render(range(len(dom))) == line
    assert sum(dom.own_text) == len("".join(line.split()))


def test_a_line_break_alone_in_an_inline_element_ends_a_preformatted_line() -> None:
    dom = dom_of(f"<html><body><pre>{VERSE[0]}<span>\n</span>{VERSE[1]}</pre></body></html>")
    assert dom.render(range(len(dom))).split("\n") == VERSE[:2]


def test_render_only_kept_nodes() -> None:
    dom = dom_of("<html><body><div>menu<p>keep <i>this</i> text</p>footer</div></body></html>")
    p = node(dom, "p")
    assert dom.render([p]) == "keep text"  # a node's own text and its children's tails
    assert dom.render(dom.subtree(p)) == "keep this text"
    assert dom.text(node(dom, "div")) == "menu\nkeep this text\nfooter"


SUBTREE_PAGES = [
    "<html><body><div>menu<p>keep <i>this</i> text</p>footer<!-- c -->tail</div><p>after</p></body></html>",
    "<html><body><blockquote>user 发表于 2024-3-2 21:05<br>ཀ་ཁ་ག<br/><b>x</b>y</blockquote><p>z</p></body></html>",
    "<html><body><ul><li>a<ul><li><a href='/'>b</a> c</li></ul>d</li></ul><span>e</span>f</body></html>",
    "<html><body><div><pre>" + VERSE[0] + "\n\n<b>" + VERSE[1] + "\n</b>\n" + VERSE[2] + "</pre>" + VERSE[3] + "</div></body></html>",
    "<html><body><div><span></span><i> </i></div><p></p></body></html>",
]


@pytest.mark.parametrize("markup", SUBTREE_PAGES)
def test_a_subtrees_text_reads_its_own_pieces_as_the_page_renders_them(markup: str) -> None:
    # Dom.text renders only the stretch of pieces the subtree owns: the same text as rendering it from the page's
    dom = dom_of(markup)
    for i in range(len(dom)):
        assert dom.text(i) == dom.render(dom.subtree(i)), dom.tags[i]


def test_hundred_thousand_levels_deep() -> None:
    root = lxml.html.Element("html")
    current = lxml.etree.SubElement(root, "body")
    for _ in range(100_000):
        current = lxml.etree.SubElement(current, "div")
    leaf = lxml.etree.SubElement(current, "p")
    leaf.text = TIBETAN_SENTENCE
    leaf.tail = "tail"
    dom = build_dom(root)
    assert len(dom) == 100_003
    assert max(dom.depth) == 100_002
    assert dom.tree_text[0] == len(TIBETAN_SENTENCE) + 4
    assert dom.dots[0] == 9
    assert dom.render(range(len(dom))) == f"{TIBETAN_SENTENCE}\ntail"


def test_empty_document() -> None:
    dom = build_dom(lxml.html.fromstring("<html></html>"))
    assert dom.render(range(len(dom))) == ""
    assert dom.tree_text[0] == 0


# --- the walk in C (extract/_speedups.c) against its reference, ``_walk_python`` -----------------------------------

WALK_BUILT = dom_module._DOM_WALK_C is not None
# Every array the walk fills, and the counters beside them
WALK_FIELDS = ("tags", "parent", "depth", "end", "own_text", "tree_text", "link_text", "links", "in_link", "path",
               "block", "title", "piece_owner", "piece_text", "blank_lines", "alternate_text", "path_parent",
               "path_tag", "_anchors")
# (id, markup): pages that take each of the walk's turns: comments and processing instructions between texts, styles
# that hide (an FAQ's answer under its question, not hidden) and styles that do not, dropped tags with tails, a
# disclosure button, a rank badge, preformatted text with line breaks in its text and in its children's tails, a
# title in the <head> and one only in an <svg>, a page in its <noscript>, white space of other scripts
WALK_PAGES = [
    ("comments-and-pis", "<html><body><p>ཀ་<!-- note -->ཁ་<?php echo 1 ?>ག་</p><!-- x -->tail<div>ང་</div></body></html>"),
    ("hidden-and-shown", "<body><p style='display:none'>gone</p>after<p style='color:red'>red</p><h3>Can I pay?</h3>"
                         "<div style='display: none'>Yes, in cash.</div><p style=''>empty style</p></body>"),
    ("dropped-tags", "<body><script>x()</script>one<select><option>a</option></select>two<button aria-expanded='false'>"
                     "Section</button><button>Go</button>three</body>"),
    ("rank-badges", "<body><ol><li><span>1</span><a href='/a'>First</a></li><li><span>12</span><a href='/b'>Twelve"
                    "</a></li><li><b>3</b> <a href='/c'>Three</a></li></ol></body>"),
    ("preformatted", "<body><pre>line one\n\nline <b>two</b>\nthree <i>x</i>\nfour\n</pre><p>after</p></body>"),
    ("titles", "<html><head><title> The  head's title </title></head><body><svg><title>icon</title></svg>"
               "<p>text</p></body></html>"),
    ("svg-title-only", "<body><svg><title>icon</title></svg><title>late title</title><p>text</p></body>"),
    ("noscript-page", "<body><div id='app'>Loading</div><noscript><article><p>" + "བོད་ཡིག་ " * 40
                      + "</p></article></noscript></body>"),
    ("spaces-of-other-scripts", "<body><p>\u3000中文\u00a0字\u2003</p><p>\u200bzero width</p><div> <span> </span> </div>"
                                "</body>"),
    ("repeated-styles", "<body><p style='color:red'>ཀ་</p><p style='color:red'>ཁ་</p><script style='color:red'>x()"
                        "</script>tail<p style='display:none'>gone</p><p style='display:none'>gone too</p><h3>Can I "
                        "pay?</h3><div style='display:none'>Yes.</div><span style='color:red'>ག་</span></body>"),
    ("links-and-paths", "<body><div><a href='/x'>x</a><a>anchor</a><div><a href='/y'><b>y</b></a></div></div>"
                        "<div><p>a</p><p>b</p></div></body>"),
]


def _walk_fields(dom) -> tuple:
    return tuple(getattr(dom, name) for name in WALK_FIELDS) + (list(map(id, dom.elements)),)


@pytest.mark.skipif(not WALK_BUILT, reason="extract._speedups not built")
@pytest.mark.parametrize("markup", [p[1] for p in WALK_PAGES], ids=[p[0] for p in WALK_PAGES])
def test_the_c_walk_builds_the_dom_the_python_walk_builds(markup: str, monkeypatch: pytest.MonkeyPatch) -> None:
    root = lxml.html.document_fromstring(markup)
    fast = build_dom(root)
    monkeypatch.setattr(dom_module, "_DOM_WALK_C", None)
    assert _walk_fields(fast) == _walk_fields(build_dom(root))


@pytest.mark.skipif(not WALK_BUILT, reason="extract._speedups not built")
def test_the_c_walk_reads_a_hundred_thousand_levels_without_recursion(monkeypatch: pytest.MonkeyPatch) -> None:
    root = lxml.html.Element("html")
    current = root
    for _ in range(100_000):
        current = lxml.etree.SubElement(current, "div")
    current.text = TIBETAN_SENTENCE
    fast = build_dom(root)
    assert max(fast.depth) == 100_000 and fast.end[0] == 100_001
    monkeypatch.setattr(dom_module, "_DOM_WALK_C", None)
    assert _walk_fields(fast) == _walk_fields(build_dom(root))


@pytest.mark.shared
@pytest.mark.skipif(not WALK_BUILT, reason="extract._speedups not built")
def test_the_c_walk_builds_the_dev_pages_doms(shared_data, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    from extract.bench.extraction import load_dataset
    from extract.decode import decode_page

    tables = shared_data / "legacy-tibetan-tables"
    for page in load_dataset(shared_data / "extraction-dev"):
        root = decode_page(page.body, tables_dir=tables).root
        with monkeypatch.context() as patch:
            fast = build_dom(root)
            patch.setattr(dom_module, "_DOM_WALK_C", None)
            assert _walk_fields(fast) == _walk_fields(build_dom(root)), page.id
