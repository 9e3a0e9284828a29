"""The one DOM model every extractor reads: per-node statistics from a single walk.

``build_dom(root)`` walks an lxml tree once, iteratively (``lxml.etree.iterwalk``
with start/end events, so a page 100,000 tags deep needs no recursion), numbers
the visible elements in pre-order and accumulates their statistics bottom-up
(seed 002 §3.2: one post-order pass gives ``TA`` and ``LA`` of every node; here
as prefix sums differenced over each subtree's pre-order range, in C).

What is dropped (never numbered, its text never counted; its tail still belongs
to its parent): ``DROPPED_TAGS`` (scripts, styles, templates, ``<noscript>`` and
declarative shadow roots unless they hold the page (``ALTERNATE_VIEW_SHARE``), form controls,
``<head>``: the title is kept apart as ``Dom.title``; a ``<button>`` that toggles
a section stays, see ``is_disclosure``), comments and processing
instructions (their tails are kept), and elements hidden by an inline
``display:none`` (but an FAQ's answer under its question, ``answers_question``). Elements marked ``hidden``, ``aria-hidden="true"`` or
``visibility:hidden`` stay: on the extraction dev set (319 Unicode/original
pages) their text is main content as often as not (WeChat articles ship their
body with ``visibility:hidden``, CMS wrap articles in ``<div hidden>`` that a
script reveals, ``aria-hidden`` only hides from screen readers); dropping them cut
the recall of the whole-page text from 0.961 to 0.941 and gained no precision,
while dropping ``display:none`` gained 0.012 precision for 0.003 recall.
``<form>`` itself is kept: many CMS (ASP.NET) wrap the whole page in one form.

``lxml``'s HTML parser (libxml2 2.14) stops at 2048 levels even with
``huge_tree``; ``decode_page`` flattens deeper pages before parsing, and a
tree built programmatically at any depth walks here without recursion.

Node ``i`` (pre-order id = document order) has ``subtree(i) == range(i, end[i])``.
Text lengths count non-whitespace characters, which is the whitespace-collapsed
length minus the single spaces between words (the same measure as the character
metric of seed 002 §4.1, which strips whitespace).

>>> import lxml.html
>>> dom = build_dom(lxml.html.fromstring(
...     "<html><head><title>T</title></head><body><div><p>ཀ་ཁ་</p>"
...     "<a href='/x'>ga</a><script>x()</script></div></body></html>"))
>>> dom.title, [dom.tags[i] for i in range(len(dom))]
('T', ['html', 'body', 'div', 'p', 'a'])
>>> dom.tree_text[2], dom.link_text[2], dom.links[2], dom.dots[2]
(6, 2, 1, 2)
>>> dom.render(range(len(dom)))
'ཀ་ཁ་\\nga'
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Hashable, Iterable
from functools import cached_property
from itertools import accumulate
from operator import itemgetter, mul, sub

from lxml import etree

from extract.optional_c import SPEEDUPS as _speedups  # the walk's per-node steps in C; ``_walk_python`` the reference
from extract.scripts import ARABIC_LETTER_RE, CJK_IDEOGRAPH_RANGES, KANA_RANGE, TIBETAN_LETTER_RE, TSHEG, storable_lines

_DOM_WALK_C = getattr(_speedups, "dom_walk", None)
# The subtree sums and the render's pass over the text pieces in C where built (``Dom._subtree_sums_python``,
# ``Dom._render_lines_python`` the references): over the 460 extraction-dev pages 3,220 sums and 467 renders a run.
_SUBTREE_SUMS_C = getattr(_speedups, "subtree_sums", None)
_RENDER_LINES_C = getattr(_speedups, "render_lines", None)

# Elements whose whole subtree is not page text (seed 003 §2: "tags with their
# content such as script/style"; seed 002 §3.1: skip script, style, comments).
# Form controls hold widget labels, not prose; <head> holds only metadata.
DROPPED_TAGS = frozenset({
    "head", "script", "style", "noscript", "template", "title", "meta", "link",
    "select", "option", "optgroup", "datalist", "input", "button", "textarea",
    "svg", "math", "canvas", "iframe", "object", "embed", "audio", "video", "map",
})

# Elements that start a new line of text when rendered (HTML block-level
# elements, table rows/cells and list items: the ground truths of the dev sets
# hold one line per paragraph, heading, list item and table cell).
BLOCK_TAGS = frozenset({
    "html", "body", "address", "article", "aside", "blockquote", "center", "dd",
    "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption",
    "figure", "footer", "form", "frameset", "frame", "h1", "h2", "h3", "h4", "h5",
    "h6", "header", "hgroup", "hr", "br", "li", "main", "menu", "nav", "ol", "p",
    "pre", "section", "summary", "table", "caption", "thead", "tbody", "tfoot",
    "tr", "td", "th", "ul", "legend", "noframes",
})

# Elements whose line breaks are the text's own (preformatted text: verse, song, tables of figures;
# HTML §4.4.3 <pre>, and the obsolete <listing>, <xmp> and <plaintext> rendered like it): each of their
# lines is a line of the rendered text.
PREFORMATTED_TAGS = frozenset({"pre", "listing", "xmp", "plaintext"})

# Inline CSS that hides an element (the only CSS read here; class-based hiding
# needs the stylesheet and is left to the algorithms' statistics). Measured
# choice, see the module docstring.
HIDDEN_STYLE_RE = re.compile(r"display\s*:\s*none", re.IGNORECASE)
# A ranked item's number badge (``is_rank_badge``): one to three digits, alone in its element (review h116's chart,
# a portal's "hot" box: "<span class='pos'>1</span><a>...").
RANK_BADGE_MAX_DIGITS = 3  # digits of a rank (a top-10 box, a top-100 chart)
RANK_BADGE_RE = re.compile(rf"\s*\d{{1,{RANK_BADGE_MAX_DIGITS}}}\s*")

# Text a plain reader does not see, that is the whole page on some sites. <noscript> holds what a
# reader without scripts sees; forum engines serve their posts there and an empty application
# shell outside (Flarum always, Discourse to browsers). A declarative shadow root (HTML §4.12.3
# ``<template shadowrootmode>``; Chrome 90-123 spelled it ``shadowroot``) is rendered in place
# of its host; web components put their own chrome there, rarely a story. When the text inside
# them is over ALTERNATE_VIEW_SHARE of the page's text (theirs included), the page is that view
# and they are read (a second walk, ``build_dom``); any other <template> is inert.
# Extraction-dev: two pages have 171 shadow roots each, a site's mega-menus and panels holding
# 0.66 of their text; reading them cost those pages 0.12 and 0.05 (at a share of 0.5). No other
# page has text there. Our Discourse and Flarum threads and a story in shadow roots, whose views hold
# all but an application shell's loading notice (tests/test_dom.py), came out empty.
ALTERNATE_VIEW_SHARE = 0.8  # of the page's non-whitespace characters
SHADOW_ROOT_ATTRIBUTES = ("shadowrootmode", "shadowroot")

# A button that opens and closes a section (accordion, FAQ) carries that section's
# heading: kept as inline text. Extraction-dev: 145 of 460 pages have such buttons
# (mostly menu toggles with short labels, which the extractors drop as furniture), 30
# hold ground-truth text in them (FAQ/accordion headings); keeping them moved auto's
# SH F1 0.852 -> 0.853 (uyghur-ncr +0.004, tibetan-pua -0.001).
DISCLOSURE_ATTRIBUTES = ("aria-expanded", "aria-controls")
DISCLOSURE_TOGGLES = frozenset({"collapse"})  # Bootstrap's data-toggle / data-bs-toggle value


# An FAQ's answer hidden under its question: accordions written in page scripts (jQuery's
# slideToggle) ship each answer with an inline ``display:none`` right after the question that
# opens it. An element so hidden whose previous element sibling is a short visible line ending in
# a question mark (Latin, CJK or Arabic-script ``?``, or a Tibetan interrogative particle
# -am before the shad: ཐུབ་བམ། "can it?") is the answer, which the page shows on a click.
# Extraction-dev: 5 such elements (3 empty); all 0.8825 -> 0.8826, one page better (a hidden
# section under a question heading, +0.046), none lower; QA (h85): a Uyghur shop's help page
# 0.15 -> 0.91.
QUESTION_END_RE = re.compile(
    r"(?:[?？؟]|[\u0f42\u0f44\u0f51\u0f53\u0f56\u0f58\u0f60\u0f62\u0f63\u0f66\u0f4f]\u0f58\u0f0b?\s*\u0f0d)\W{0,3}$")
QUESTION_CHARS = 300  # characters at most of the question line (an FAQ's longest run ~150); longer is no question


def answers_question(el) -> bool:  # noqa: ANN001 (lxml element)
    """Whether a hidden element is an FAQ answer: its previous element sibling is a visible question line
    (``QUESTION_END_RE``, at most ``QUESTION_CHARS`` characters; its text read only up to that bound)."""
    prev = el.getprevious()
    while prev is not None and not isinstance(prev.tag, str):  # comments and processing instructions
        prev = prev.getprevious()
    if prev is None or HIDDEN_STYLE_RE.search(prev.get("style") or ""):
        return False
    pieces: list[str] = []
    size = 0
    for piece in prev.itertext():
        size += len(piece)
        if size > QUESTION_CHARS:
            return False
        pieces.append(piece)
    return QUESTION_END_RE.search("".join(pieces).rstrip()) is not None


# Foreign content (HTML §13.2.6.5): an <svg> or <math> element's <title> names its drawing ("Search
# icon"), not the page; lxml's HTML parser gives it no namespace to tell it by, only its ancestors.
FOREIGN_CONTENT_TAGS = frozenset({"svg", "math"})


def title_element(root):  # noqa: ANN001, ANN201 (lxml elements)
    """The document's ``<title>`` (HTML §4.2.2: in ``<head>``, else the first in tree order), not an SVG's.

    >>> import lxml.html
    >>> title_element(lxml.html.document_fromstring("<svg><title>icon</title></svg><title>ཀ</title>")).text
    'ཀ'
    """
    in_head = root.find("head/title")
    if in_head is not None:
        return in_head
    return next((el for el in root.iter("title")
                 if not any(a.tag in FOREIGN_CONTENT_TAGS for a in el.iterancestors())), None)


def is_shadow_root(el) -> bool:
    """Whether a ``<template>`` is a declarative shadow root (rendered where it stands)."""
    return any(el.get(name) is not None for name in SHADOW_ROOT_ATTRIBUTES)


def is_disclosure(el) -> bool:
    """Whether a ``<button>`` is a disclosure trigger (its label is a section heading)."""
    get = el.get
    return (any(get(name) is not None for name in DISCLOSURE_ATTRIBUTES)
            or (get("data-toggle") or get("data-bs-toggle")) in DISCLOSURE_TOGGLES)


# Letters of the target scripts (extract.scripts): Tibetan consonants, vowels and
# subjoined letters; Arabic-script letters (Uyghur uses the Arabic block); the
# Tibetan syllable dot TSHEG (seed 000 §1.1).
# CJK ideographs and kana (one shingle token each in the ScrapingHub metric).
CJK_RE = re.compile(f"[{KANA_RANGE}{CJK_IDEOGRAPH_RANGES}]")

# The element types whose subtree sums may be taken as differences of prefix sums
# (exact for Python integers; floats and bools go through the pass over parents).
INT_TYPE = frozenset({int})


# Attributes that name an element where its class does not, read with its class and id (``Dom.names``,
# ``Dom.data_names``) when their value is name-like (``data_name``). Session 41 (h271), extraction-dev pages carrying
# one: data-testid 22 ("footer-share", "navbar", "plp-product-card"), data-test 10, data-component 6
# ("social-sharing", "footer"), data-hook 0, data-framer-name 0; all 0.9235 -> 0.9237, two product pages better
# (+0.05 each: their breadcrumb links, named in data-test alone), none worse. Not read: role and aria-label (the features read role; an aria-label is
# the element's text for a screen reader: "Share", "ཀླད་ཀོར་"), data-id and data-block-type (numbers), Elementor's
# data-element_type and data-widget_type (its elements carry classes of the same words), Vue's data-v-<hash> (no value).
NAMING_ATTRIBUTES = (
    "data-testid",  # React/Next.js apps' test ids (Testing Library's ``getByTestId``): "share-bar", "comments"
    "data-hook",  # Wix sites (Wix Stores, Wix Blog): "product-price", "post-footer", "comments-root"
    "data-framer-name",  # Framer sites: the designer's layer name, "Footer", "Nav", "Button"
    "data-test",  # the same test ids by another convention (Target's "@web/Breadcrumbs/BreadcrumbLink", "recsHeading")
    "data-component",  # design systems' component names (Adobe AEM, news apps): "social-sharing", "footer"
)
# Whether any element of a page carries one of ``NAMING_ATTRIBUTES`` (``Dom.named_by_data``): one libxml2 scan per
# name, "//*/@data-testid or //*/@data-hook or ...", the first found ending it. The same answer as one scan testing
# every element for each name ("//*[@data-testid or @data-hook ...]"), which evaluated a predicate of five tests per
# element: over the 460 extraction-dev pages' trees (CPU-s) 0.55 -> 0.25, most pages naming none.
NAMING_ATTRIBUTES_XPATH = etree.XPath(" or ".join(f"//*/@{name}" for name in NAMING_ATTRIBUTES))
# A name-like value: an ASCII letter (or a package's "@") first, then ASCII letters, digits and the separators of
# component names ("@web/Header/MainMenuLink", "card:content", "Blog Post"); anything else (JSON, a URL with "?",
# a non-ASCII label) is none, and so is a URL (``URL_SCHEME_SEPARATOR``), whose path words are no names.
DATA_NAME_RE = re.compile(r"[A-Za-z@][\w:/@. -]*", re.ASCII)
URL_SCHEME_SEPARATOR = "//"  # "https://example.com/share/…": a link's address, not a component's name
# What sets the naming attributes' values (``NAMING_ATTRIBUTES``) apart from each other and from the class and id in
# ``Dom.names`` and ``element_data_names``: a bar between spaces, no letter, digit, "-", "_" or lone space, so no name
# pattern runs across two such values (a pattern's "[-_ ]?" or "\s+" joined a Framer layer "Nav" and a test id "Link"
# into "Nav Link"; session 43, h300), while a value's own words ("Nav Link", "Blog Post") stay one run, and a reader
# splitting on white space finds each value's words whole. The class and id stay joined by a single space
# (class="nav" id="item" data-framer-name="Box": "nav item | Box")
DATA_NAME_SEPARATOR = " | "
# Digits of a generated id, not a name: two in a row ("1337", "item-20231") or a letter between two digits
# ("comp-kx8e2c1"); a name's lone digit stays ("h2-title", "footer-link-1")
GENERATED_ID_RE = re.compile(r"\d{2}|\d[a-z]\d", re.IGNORECASE)


def data_name(value: str) -> str:
    """A naming attribute's ``value`` (``NAMING_ATTRIBUTES``) when it is name-like (``DATA_NAME_RE`` whole, no
    generated id's digits, ``GENERATED_ID_RE``), else "".

    >>> [data_name(v) for v in ("post-footer", "Footer", "comp-kx8e2c1", "1337", "https://example.com/share")]
    ['post-footer', 'Footer', '', '', '']
    """
    value = value.strip()
    if DATA_NAME_RE.fullmatch(value) is None or GENERATED_ID_RE.search(value) is not None \
            or URL_SCHEME_SEPARATOR in value:
        return ""
    return value


def element_data_names(element: etree._Element) -> str:
    """An lxml ``element``'s name-like naming attributes (``NAMING_ATTRIBUTES``, ``data_name``), each value a run of
    its own (``DATA_NAME_SEPARATOR`` between them; "" when it has none): a Wix element's "product-price", a Framer
    layer's "Footer"."""
    get = element.get
    return DATA_NAME_SEPARATOR.join(filter(None, (data_name(get(name) or "") for name in NAMING_ATTRIBUTES)))


class Dom:
    """Per-node arrays of one page (index = pre-order id); see the module docstring.

    Arrays (lists, one entry per node):
    ``elements`` lxml elements, ``tags``, ``parent`` (-1 for the root), ``depth``,
    ``end`` (subtree = ``range(i, end[i])``), ``own_text`` (the node's text and its
    children's tails), ``tree_text`` (whole subtree), ``link_text`` (subtree text
    inside ``<a href>``), ``links`` (``<a href>`` elements in the subtree: the LA
    of seed 002 before the 0 -> 1 rule), ``in_link``, ``path`` (interned tag-path
    id, spelled by :meth:`path_string`), ``block`` (starts a new line).
    Lazy arrays (computed on first use): ``non_link_text`` (TA of seed 002),
    ``dots``, ``tibetan_letters``, ``arabic_letters``, ``target_letters``, ``cjk``
    (subtree counts) and their ``own_*`` forms, ``children``.
    """

    def __init__(self) -> None:
        self.elements: list = []
        self.tags: list[str] = []
        self.parent: list[int] = []
        self.depth: list[int] = []
        self.end: list[int] = []
        self.own_text: list[int] = []
        self.tree_text: list[int] = []
        self.link_text: list[int] = []
        self.links: list[int] = []
        self.in_link: list[bool] = []
        self.path: list[int] = []
        self.block: list[bool] = []
        self.title: str = ""
        # Text pieces in document order: (owner node, text) or (node, None) for a line break.
        self.piece_owner: list[int] = []
        self.piece_text: list[str | None] = []
        self.blank_lines: set[int] = set()  # indices of the line breaks that end an empty preformatted line
        # Indices of text pieces the last selection left out of its kept nodes' text: a line of a block's own text
        # that no node holds alone (auto's quote header in a quote's own text, ``quote_headers``). ``render`` skips
        # them; ``text`` reads the page as it is. The selection that sets them replaces them.
        self.cut_pieces: set[int] = set()
        self.alternate_text = 0  # non-whitespace characters in the <noscript>s and shadow roots dropped
        # Interned tag paths: path id -> (parent path id, tag).
        self.path_parent: list[int] = []
        self.path_tag: list[str] = []
        self._anchors: list[int] = []  # ids of the <a> elements (with or without href), for _derive
        # Page-wide indexes the rules derive, built by the first rule to ask and read by the others (key -> (source,
        # value): ``extract.algorithms.auto.page_memo``). They live and die with this Dom; a slimmed copy starts empty.
        self.memo: dict[Hashable, tuple[object, object]] = {}
        # Node -> its ``names`` string, made on first ask: the steps ask again for the same nodes (a third of the dev
        # pages: 39,000 asks for 20,300 nodes), each an f-string of two or three lxml reads. The tree is not changed
        # once the Dom is built, so a node's names stay what they were.
        self._names: dict[int, str] = {}

    def __len__(self) -> int:
        return len(self.tags)

    # --- structure -------------------------------------------------------------
    def subtree(self, i: int) -> range:
        """Ids of node ``i`` and all its descendants."""
        return range(i, self.end[i])

    @cached_property
    def children(self) -> list[list[int]]:
        """Child ids of every node, in document order."""
        kids: list[list[int]] = [[] for _ in self.tags]
        parent = self.parent
        for i in range(1, len(parent)):
            kids[parent[i]].append(i)
        return kids

    def child_ids(self, i: int) -> list[int]:
        """Node ``i``'s children in document order (``children[i]``), read from the subtree ends: its first child is
        ``i + 1``, each next one starts where the one before ends. Linear in ``i``'s children, where ``children``
        lists every node's children first (a pass over the whole page, for the few nodes a rule reads)."""
        end = self.end
        kids: list[int] = []
        c = i + 1
        while c < end[i]:
            kids.append(c)
            c = end[c]
        return kids

    def previous_sibling(self, i: int) -> int:
        """Node ``i``'s previous element sibling, or -1: the ancestor of node ``i - 1`` that is a child of ``i``'s
        parent (a walk up one branch, at most the page's depth)."""
        parent = self.parent
        j = i - 1
        while j > parent[i] and parent[j] != parent[i]:
            j = parent[j]
        return j if j > parent[i] else -1

    def next_sibling(self, i: int) -> int:
        """Node ``i``'s next element sibling, or -1: the node where ``i``'s subtree ends, when it shares ``i``'s
        parent."""
        after = self.end[i]
        return after if after < len(self.tags) and self.parent[after] == self.parent[i] else -1

    def within_tag(self, i: int, tag: str, levels: int) -> bool:
        """Whether node ``i`` or one of its ``levels`` nearest ancestors is a ``tag`` element (a walk up at most
        ``levels`` parents)."""
        tags, parent = self.tags, self.parent
        for _ in range(levels + 1):
            if i < 0:
                return False
            if tags[i] == tag:
                return True
            i = parent[i]
        return False

    @property
    def has_elements(self) -> bool:
        """Whether the nodes' lxml elements are kept (a Dom slimmed for ``tsheg bench train-auto`` keeps none, and
        an empty page has none): the rules that read a node's attributes or children need them."""
        return 0 < len(self.elements) == len(self.tags)

    @property
    def anchors(self) -> list[int]:
        """Ids of the ``<a>`` elements (with or without ``href``), in document order."""
        return self._anchors

    def anchors_in(self, i: int) -> list[int]:
        """Ids of the ``<a>`` elements in node ``i``'s subtree (``i`` itself included), in document order: a
        slice of ``anchors`` found by bisection (the subtree is the id range ``i`` to ``end[i]``)."""
        anchors = self._anchors
        return anchors[bisect_left(anchors, i):bisect_left(anchors, self.end[i])]

    def path_string(self, i: int) -> str:
        """The tag path of node ``i``, e.g. ``html/body/div/p``."""
        parts = []
        pid = self.path[i]
        while pid >= 0:
            parts.append(self.path_tag[pid])
            pid = self.path_parent[pid]
        return "/".join(reversed(parts))

    def attr(self, i: int, name: str) -> str:
        """An attribute of node ``i`` ("" when absent)."""
        return self.elements[i].get(name) or ""

    def names(self, i: int) -> str:
        """Node ``i``'s class and id, one string ("class id", each "" when absent), and its name-like naming
        attributes after them where the page has any (``data_names``), each such value set apart from the others and
        from the class and id by ``DATA_NAME_SEPARATOR``: what the rules' name patterns search (a pattern matches no
        space between a class's words, and none runs across the separator, so each finds the words of one naming
        attribute's value, or of the class and id, which stay joined by a single space)."""
        names = self._names.get(i)
        if names is None:
            get = self.elements[i].get
            data_names = self.data_names(i) if self.named_by_data else ""
            if data_names:
                names = f"{get('class') or ''} {get('id') or ''}{DATA_NAME_SEPARATOR}{data_names}"
            else:
                names = f"{get('class') or ''} {get('id') or ''}"
            self._names[i] = names
        return names

    @cached_property
    def named_by_data(self) -> bool:
        """Whether an element of the page carries one of ``NAMING_ATTRIBUTES`` (one scan, on first use): the gate of
        ``names``' reading of them (most pages carry none)."""
        return bool(self.elements) and NAMING_ATTRIBUTES_XPATH(self.elements[0])

    def data_names(self, i: int) -> str:
        """Node ``i``'s name-like naming attributes (``element_data_names``)."""
        return element_data_names(self.elements[i])

    # --- lazy statistics ---------------------------------------------------------
    @cached_property
    def non_link_text(self) -> list[int]:
        """TA of seed 002 §3.2: subtree text outside links."""
        return [t - l for t, l in zip(self.tree_text, self.link_text)]

    def _own_counts(self) -> tuple[list[int], list[int], list[int], list[int]]:
        n = len(self.tags)
        dots, tib, ara, cjk = [0] * n, [0] * n, [0] * n, [0] * n
        for owner, text in zip(self.piece_owner, self.piece_text):
            if text is None or text.isascii():
                continue
            dots[owner] += text.count(TSHEG)
            tib[owner] += len(TIBETAN_LETTER_RE.findall(text))
            ara[owner] += len(ARABIC_LETTER_RE.findall(text))
            cjk[owner] += len(CJK_RE.findall(text))
        return dots, tib, ara, cjk

    @cached_property
    def _script_counts(self) -> tuple[list[int], ...]:
        own = self._own_counts()
        trees = tuple(self.accumulate(values) for values in own)
        return own + trees

    own_dots = property(lambda self: self._script_counts[0])
    own_tibetan_letters = property(lambda self: self._script_counts[1])
    own_arabic_letters = property(lambda self: self._script_counts[2])
    own_cjk = property(lambda self: self._script_counts[3])
    dots = property(lambda self: self._script_counts[4], doc="Syllable dots U+0F0B in the subtree.")
    tibetan_letters = property(lambda self: self._script_counts[5])
    arabic_letters = property(lambda self: self._script_counts[6])
    cjk = property(lambda self: self._script_counts[7], doc="CJK ideographs and kana in the subtree.")

    @cached_property
    def target_letters(self) -> list[int]:
        """Tibetan plus Arabic-script letters in the subtree."""
        return [t + a for t, a in zip(self.tibetan_letters, self.arabic_letters)]

    def subtree_sums(self, own: list[int]) -> list[int]:
        """Subtree sums of a per-node integer value: prefix sums differenced over ``range(i, end[i])``.

        One C loop where the speedup is built (``_speedups.subtree_sums``; it declines integers past a C long long,
        and the reference answers), else ``_subtree_sums_python``; the result equals :meth:`accumulate` for integers.
        """
        sums = self._subtree_sums_c(own)
        return sums if sums is not None else self._subtree_sums_python(own)

    def _subtree_sums_c(self, own: list[int]) -> list[int] | None:
        """``subtree_sums`` in one C loop (``_speedups.subtree_sums``), or None: the speedup is not built, ``own`` is
        no list, or the C loop declines it (a value no int, or past a C long long)."""
        if _SUBTREE_SUMS_C is None or type(own) is not list:
            return None
        return _SUBTREE_SUMS_C(own, self.end)

    def _subtree_sums_python(self, own: list[int]) -> list[int]:
        """``subtree_sums``' reference: both passes in C all the same (``itertools.accumulate``, ``map``)."""
        prefix = list(accumulate(own, initial=0))
        end = self.end
        # prefix[end[i]] for every i, read in C (itemgetter of one item returns it bare)
        at_end = itemgetter(*end)(prefix) if len(end) > 1 else [prefix[e] for e in end]
        return list(map(sub, at_end, prefix))

    def accumulate(self, own: list[int]) -> list[int]:
        """Subtree sums of a per-node value (one reverse pre-order pass; C-speed for integers)."""
        sums = self._subtree_sums_c(own)
        if sums is not None:
            return sums
        if len(self.end) == len(own) and set(map(type, own)) <= INT_TYPE:
            return self._subtree_sums_python(own)
        total = list(own)
        parent = self.parent
        for i in range(len(total) - 1, 0, -1):
            total[parent[i]] += total[i]
        return total

    # --- text ------------------------------------------------------------------
    def render(self, kept: Iterable[int]) -> str:
        """The text of the kept nodes: own text and children's tails, one line per block and per
        line of preformatted text (``PREFORMATTED_TAGS``: verse keeps its lines).

        Every block boundary of the page ends a line (kept or not), so text that a
        dropped block separated stays separated; whitespace inside a line is
        collapsed and empty lines vanish, and so do characters that are no text
        (C0 and C1 controls: :func:`extract.scripts.storable_lines`); the text is NFC, also where
        text nodes meet (a vowel sign in the next ``<span>``). Preformatted text keeps one
        empty line where it had one or more (``blank_lines``: the stanzas of a poem, the
        paragraphs of a plain-text e-text).
        """
        keep = bytearray(len(self.tags))
        for i in kept:
            keep[i] = 1
        return self._render_pieces(keep, 0, len(self.piece_text), self._uncut_texts(range(len(self.piece_text))))

    def render_within(self, kept: Iterable[int], i: int) -> str:
        """:meth:`render` of kept nodes that all lie in node ``i``'s subtree, reading that subtree's pieces alone
        (its stretch, as :meth:`text` reads it). ``features.own_text`` asks this of every short line holding a
        ``<br>``: rendering the whole page for each of a Discuz! thread's quoted posts made the first ladder steps
        quadratic in the thread's length (session 42: x18 for 4x the posts)."""
        stretch = self._subtree_pieces(i)
        if not stretch:
            return ""
        keep = bytearray(len(self.tags))
        for j in kept:
            keep[j] = 1
        return self._render_pieces(keep, stretch.start, stretch.stop, self._uncut_texts(stretch))

    def _subtree_pieces(self, i: int) -> range:
        """The stretch of the page's pieces that node ``i``'s subtree owns, empty when it owns none: they stand
        together (the walk appends a node's text, its descendants' pieces and its end before anything after it), from
        the first piece of a node of the subtree to the last (``_piece_ends``)."""
        first, last = self._piece_ends
        subtree = self.subtree(i)
        starts = [first[j] for j in subtree if first[j] >= 0]
        if not starts:
            return range(0)
        return range(min(starts), max(last[j] for j in subtree) + 1)

    def _uncut_texts(self, stretch: range) -> list[str | None]:
        """The page's pieces as rendered: ``piece_text``, or (rare: a cut piece inside ``stretch``) a copy with the cut
        pieces emptied, no line break lost."""
        texts = self.piece_text
        if not any(k in stretch for k in self.cut_pieces):
            return texts
        texts = list(texts)
        for k in self.cut_pieces:
            if texts[k] is not None:
                texts[k] = ""
        return texts

    def _render_pieces(self, keep: bytearray, start: int, stop: int, texts: list[str | None] | None = None) -> str:
        """:meth:`render` of the nodes flagged in ``keep``, reading the pieces ``start`` to ``stop`` (the others
        hold no kept text) of ``texts`` (the page's ``piece_text`` unless given): the lines in C where the speedup is
        built (``_speedups.render_lines``, reading the pieces in place, no slice copied), else
        ``_render_lines_python``."""
        if texts is None:
            texts = self.piece_text
        if (_RENDER_LINES_C is not None and type(self.piece_owner) is list and type(texts) is list
                and type(self.blank_lines) is set):
            lines = _RENDER_LINES_C(self.piece_owner, texts, keep, self.blank_lines, start, stop)
        else:
            lines = self._render_lines_python(keep, start, stop, texts)
        while lines and not lines[-1]:
            lines.pop()
        return storable_lines("\n".join(lines))

    def _render_lines_python(self, keep: bytearray, start: int, stop: int,
                             texts: list[str | None] | None = None) -> list[str]:
        """``_render_pieces``' reference: the lines of the kept pieces ``start`` to ``stop`` of ``texts`` (the page's
        ``piece_text`` unless given), an empty line where a kept preformatted text had one (``blank_lines``), the
        trailing empty ones not yet dropped."""
        lines: list[str] = []
        current: list[str] = []
        blank_lines = self.blank_lines
        owners = self.piece_owner
        if texts is None:
            texts = self.piece_text
        if start or stop < len(texts):  # (a subtree's: its stretch alone, copied)
            owners, texts = owners[start:stop], texts[start:stop]
        for k, (owner, text) in enumerate(zip(owners, texts), start):
            if text is None:
                if current:
                    line = " ".join("".join(current).split())
                    if line:
                        lines.append(line)
                    elif k in blank_lines and lines and lines[-1]:
                        lines.append("")  # a kept preformatted text's empty line: one, between lines
                    current = []
            elif keep[owner]:
                current.append(text)
        if current:
            line = " ".join("".join(current).split())
            if line:
                lines.append(line)
        return lines

    def text(self, i: int) -> str:
        """The rendered text of node ``i``'s whole subtree (``render`` of it).

        Only the subtree's own pieces are read (``_subtree_pieces``). Rendering the page for each
        of a thread's two-line quotes made ``auto``'s line tests quadratic in the thread's length.
        """
        stretch = self._subtree_pieces(i)
        if not stretch:
            return ""
        keep = bytearray(len(self.tags))
        keep[i:self.end[i]] = b"\x01" * (self.end[i] - i)
        return self._render_pieces(keep, stretch.start, stretch.stop)

    def pieces_before(self, i: int, j: int) -> range:
        """The indices of the pieces from node ``i``'s first up to node ``j``'s first (``j`` after ``i`` in the page,
        both owning a piece: a block and a ``<br>`` in it): the text of a line opening ``i``, for ``cut_pieces``."""
        first = self._piece_ends[0]
        return range(first[i], first[j])

    def piece_ends_if_made(self) -> tuple[list[int], list[int]] | None:
        """``_piece_ends`` if a step has already made it (cached), else None: a reader that would only save a scan with
        it asks here, without making it."""
        return self.__dict__.get("_piece_ends")

    @cached_property
    def _piece_ends(self) -> tuple[list[int], list[int]]:
        """Per node: the index of its first and of its last piece (-1 when it owns none)."""
        first = [-1] * len(self.tags)
        last = [-1] * len(self.tags)
        for k, owner in enumerate(self.piece_owner):
            if first[owner] < 0:
                first[owner] = k
            last[owner] = k
        return first, last


def build_dom(root, naming_attributes: bool | None = None) -> Dom:  # noqa: ANN001 (lxml element or tree)
    """Number and measure the visible elements of ``root`` (an lxml element or tree).

    One iterative walk records elements, parents, depth, block flags, subtree
    ends, own text, interned tag paths and the text pieces; flat passes over the
    arrays then derive links and the subtree sums. See the module docstring for what is dropped.
    ``naming_attributes`` False: the caller knows that no element of the tree carries one of ``NAMING_ATTRIBUTES``
    (``decode.Decoded.naming_attributes``), which is then ``Dom.named_by_data``'s answer, without its scans.
    """
    if hasattr(root, "getroot"):
        root = root.getroot()
    dom = _walk(root)
    if dom.alternate_text > ALTERNATE_VIEW_SHARE * (dom.alternate_text + sum(dom.own_text)):
        dom = _walk(root, alternate_view=True)
    _derive(dom)
    if naming_attributes is False:
        dom.named_by_data = False  # (the cached property's value, set: no scan; exact, as the caller knows)
    return dom


def is_alternate_view(tag: str, el) -> bool:  # noqa: ANN001 (lxml element)
    """Whether a dropped element holds the page for another reader: ``<noscript>``, a declarative shadow root."""
    return tag == "noscript" or (tag == "template" and is_shadow_root(el))


class _DropTest:
    """The walk's test of an element that has an inline style or a dropped tag (``DROPPED_TAGS``): whether it is left
    out, its subtree skipped (hidden by ``display:none`` but no FAQ's answer, or dropped but no disclosure button nor,
    in the alternate view, a ``<noscript>`` or shadow root). Its side effects: the ``<head>``'s ``<title>``
    (``title``), and the text of the alternate views left out (``dom.alternate_text``)."""

    def __init__(self, dom: Dom, alternate_view: bool) -> None:
        self.dom = dom
        self.alternate_view = alternate_view
        # inline style -> it hides the element (pages repeat their styles); the C walk reads it too, and keeps an
        # element of a kept tag whose style is in it as not hiding without calling this test (``_speedups.dom_walk``)
        self.hiding: dict[str, bool] = {}
        self.title = None  # the first <head>'s <title>, once met

    def __call__(self, el, tag: str, style: str | None) -> bool:  # noqa: ANN001 (lxml element)
        if style:
            hides = self.hiding.get(style)
            if hides is None:
                hides = self.hiding[style] = HIDDEN_STYLE_RE.search(style) is not None
            if hides and answers_question(el):
                hides = False
        else:
            hides = False
        if hides or (tag in DROPPED_TAGS and not (tag == "button" and is_disclosure(el))
                     and not (self.alternate_view and is_alternate_view(tag, el))):
            if tag == "head" and self.title is None:
                self.title = el.find("title")
            elif not hides and is_alternate_view(tag, el):
                self.dom.alternate_text += len("".join("".join(el.itertext()).split()))
            return True
        return False


def _walk(root, alternate_view: bool = False) -> Dom:  # noqa: ANN001 (lxml element)
    """The one iterative walk of :func:`build_dom` (lxml ``iterwalk``: no recursion).

    ``alternate_view``: read ``<noscript>`` and shadow roots (``ALTERNATE_VIEW_SHARE``). The per-node steps in C
    where the speedup is built (``_speedups.dom_walk``: the same arrays, the rare cases called back in Python), else
    ``_walk_python``, the reference.
    """
    if _DOM_WALK_C is None:
        return _walk_python(root, alternate_view)
    dom = Dom()
    drops = _DropTest(dom, alternate_view)
    blank_lines = dom.blank_lines

    def add_lines(owner: int, text: str) -> None:
        _add_lines(owner, text, dom.piece_owner, dom.piece_text, blank_lines)

    walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    dom.parent, dom.depth, dom.end, dom.own_text, dom.block, dom.path = _DOM_WALK_C(
        walker, (dom.elements, dom.tags, dom._anchors, dom.piece_owner, dom.piece_text, dom.path_parent, dom.path_tag),
        (DROPPED_TAGS, BLOCK_TAGS, PREFORMATTED_TAGS, RANK_BADGE_MAX_DIGITS),
        (drops, add_lines, is_rank_badge, drops.hiding))
    _set_title(dom, root, drops.title)
    return dom


def _set_title(dom: Dom, root, title) -> None:  # noqa: ANN001 (lxml elements)
    """``dom.title``: the text of the ``<head>``'s ``<title>`` (``title``), else of the document's (``title_element``)."""
    if title is None:
        title = title_element(root)
    if title is not None:
        dom.title = storable_lines(" ".join((title.text or "").split()))


def _walk_python(root, alternate_view: bool = False) -> Dom:  # noqa: ANN001 (lxml element)
    """``_walk``'s reference: the walk in Python."""
    dom = Dom()
    drops = _DropTest(dom, alternate_view)

    elements, tags, parent, end, own_text = dom.elements, dom.tags, dom.parent, dom.end, dom.own_text
    depth, block, anchors = dom.depth, dom.block, dom._anchors
    piece_owner, piece_text = dom.piece_owner, dom.piece_text
    path, path_parent, path_tag = dom.path, dom.path_parent, dom.path_tag
    top: dict[str, int] = {}  # tag -> path id of a root
    below: list[dict[str, int]] = []  # path id -> {tag: path id of a child}
    kids = top  # the paths of the open node's children (``below`` of its path)
    par = -1  # the innermost open node (-1 before the root and after it): an end event closes it
    level = 0  # depth of the next element started
    count = 0  # nodes numbered so far
    skipping = False
    dropped, blocks, preformatted_tags = DROPPED_TAGS, BLOCK_TAGS, PREFORMATTED_TAGS
    preformatted = 0  # open preformatted elements: their text's line breaks end rendered lines

    walker = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    for event, el in walker:
        if event == "start":
            tag = el.tag
            style = el.get("style")
            if (style or tag in dropped) and drops(el, tag, style):
                walker.skip_subtree()
                skipping = True
                continue
            i = count
            count += 1
            elements.append(el)
            tags.append(tag)
            parent.append(par)
            depth.append(level)
            end.append(0)
            is_block = tag in blocks
            block.append(is_block)
            if is_block:
                piece_owner.append(i)
                piece_text.append(None)
            elif tag == "a":
                anchors.append(i)
            # the interned tag path (parents come first in pre-order): read here, not in a second pass
            pid = kids.get(tag)
            if pid is None:
                pid = kids[tag] = len(path_tag)
                path_parent.append(path[par] if par >= 0 else -1)
                path_tag.append(tag)
                below.append({})
            path.append(pid)
            kids = below[pid]
            if tag in preformatted_tags:
                preformatted += 1
            text = el.text
            if text:
                own_text.append(0 if text.isspace() else len("".join(text.split())))
                if preformatted and "\n" in text:
                    _add_lines(i, text, piece_owner, piece_text, dom.blank_lines)
                else:
                    piece_owner.append(i)
                    piece_text.append(text)  # whitespace too: abc<span> </span>def is two words
            else:
                own_text.append(0)
            par = i
            level += 1
            continue
        if event == "end":
            if not skipping:
                i = par
                end[i] = count
                par = parent[i]
                level -= 1
                kids = below[path[par]] if par >= 0 else top
                tail = el.tail
                if block[i]:
                    piece_owner.append(i)
                    piece_text.append(None)
                elif not tail and count == i + 1 and 0 < own_text[i] <= RANK_BADGE_MAX_DIGITS and is_rank_badge(el):
                    # (a badge has no child, so no node after it, and its digits are its own text: a cheap test first)
                    piece_owner.append(par)
                    piece_text.append(" ")  # the badge's number and the title are two words, as drawn
                if preformatted and tags[i] in preformatted_tags:
                    preformatted -= 1
            else:  # a dropped element's end: its tail is read all the same
                skipping = False
                tail = el.tail
        else:
            tail = el.tail
        # end of an element, comment or processing instruction: its tail is the parent's text
        if tail and par >= 0:
            if not tail.isspace():
                own_text[par] += len("".join(tail.split()))
            if preformatted and "\n" in tail:
                _add_lines(par, tail, piece_owner, piece_text, dom.blank_lines)
            else:
                piece_owner.append(par)
                piece_text.append(tail)  # whitespace too: it separates inline siblings

    _set_title(dom, root, drops.title)
    return dom


def is_rank_badge(el) -> bool:  # noqa: ANN001 (lxml element)
    """Whether inline element ``el`` is a ranked item's number badge (``RANK_BADGE_RE``: its whole text) that opens
    its parent and sits right before a link with no space between them: ``<li><span>1</span><a>Title</a></li>``.

    A "top stories" box or a chart draws the number as a badge (a box of its own, set apart by its style), so the
    reader sees "1" and "Title"; joined as the source writes them they would read "1Title", and a title opening
    with a number ("1999 Winter Road") would read as another number ("11999 Winter Road"). Inline elements
    elsewhere join as written (``<b>un</b><i>done</i>`` is one word). Constant work: the element, its siblings."""
    if len(el) or not RANK_BADGE_RE.fullmatch(el.text or ""):
        return False
    following, parent_el = el.getnext(), el.getparent()
    return (following is not None and following.tag == "a" and el.getprevious() is None
            and parent_el is not None and not (parent_el.text or "").strip())


def _add_lines(owner: int, text: str, piece_owner: list[int], piece_text: list[str | None],
               blank_lines: set[int]) -> None:
    """Preformatted text as pieces with a line break (None) after each of its newlines; the newlines
    stay in the pieces, so joined pieces read as the text did. The breaks that end an empty line
    (a stanza's or a paragraph's end) go into ``blank_lines``.

    >>> owners, pieces, blanks = [], [], set()
    >>> _add_lines(3, "ka\\n\\nkha\\n", owners, pieces, blanks)
    >>> pieces, owners, blanks
    (['ka\\n', None, '\\n', None, 'kha\\n', None], [3, 3, 3, 3, 3, 3], {3})
    """
    starts_line = not piece_text or piece_text[-1] is None  # the text's first line is all its own
    for n, line in enumerate(text.split("\n")[:-1]):
        if (n or starts_line) and not line.strip():
            blank_lines.add(len(piece_text) + 1)
        piece_owner += (owner, owner)
        piece_text += (line + "\n", None)
    last = text[text.rfind("\n") + 1:]
    if last:
        piece_owner.append(owner)
        piece_text.append(last)


def _derive(dom: Dom) -> None:
    """Link membership and the subtree sums from the walk's arrays (the tag paths are the walk's)."""
    elements, end = dom.elements, dom.end
    n = len(end)
    own_links = [0] * n
    in_link = [False] * n
    for i in dom._anchors:
        if elements[i].get("href") is not None:
            own_links[i] = 1
            if not in_link[i]:
                in_link[i:end[i]] = [True] * (end[i] - i)
    dom.in_link = in_link
    own = dom.own_text
    dom.tree_text = dom.subtree_sums(own)
    dom.link_text = dom.subtree_sums(list(map(mul, own, in_link)))
    dom.links = dom.subtree_sums(own_links)
