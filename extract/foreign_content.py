"""HTML that an unclosed ``<svg>`` or ``<math>`` holds is lifted out of it, as browsers read it.

In a browser an HTML start tag such as ``<div>``, ``<p>`` or ``<table>`` met inside SVG
or MathML ends the foreign element (HTML §13.2.6.5, "the rules for parsing tokens in
foreign content": the "breakout" tags): an icon whose ``</svg>`` is missing, or a
``<p>`` pasted into a drawing, leaves the article after it on the page. libxml2 knows
no foreign content and nests the rest of the page inside the ``<svg>``, whose subtree
the extractors skip as a drawing: the page's whole text was lost.

:func:`lift_breakouts` moves such a tag, everything after it inside the foreign element,
to just after that element. HTML inside an integration point (SVG ``<foreignObject>``,
``<desc>``, ``<title>``; MathML ``<mi>``, ``<mo>``, ``<mn>``, ``<ms>``, ``<mtext>``,
``<annotation-xml>``) is HTML in browsers too and stays where it is. A well-formed
drawing or formula holds no breakout tag and is left alone.

>>> import lxml.html
>>> root = lxml.html.document_fromstring("<svg><path/><div><p>ཀ་</p></div></svg><p>ཁ</p>")
>>> lift_breakouts(root)
1
>>> [el.tag for el in root.find("body")]
['svg', 'div', 'p']
"""

from __future__ import annotations

import re

import lxml.etree

# Elements that are foreign content in an HTML page (HTML §13.2.6.5; lxml's HTML parser puts them in no namespace).
FOREIGN_ROOT_TAGS = frozenset({"svg", "math"})
# Integration points: an element of foreign content whose children browsers parse as HTML (HTML §13.2.6.5:
# "HTML integration point", "MathML text integration point"; <annotation-xml> one when it declares HTML).
INTEGRATION_POINT_TAGS = frozenset({"foreignobject", "desc", "title", "mi", "mo", "mn", "ms", "mtext",
                                    "annotation-xml"})
# Start tags that end foreign content (HTML §13.2.6.5, the list under "A start tag whose tag name is one of").
BREAKOUT_TAGS = frozenset({
    "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed",
    "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr",
    "ol", "p", "pre", "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u",
    "ul", "var"})
# <font> breaks out only with one of these attributes (the same section); SVG fonts' <font> has none of them.
BREAKOUT_FONT_ATTRIBUTES = ("color", "face", "size")
# Whether the page holds foreign content at all (a cheap test on the bytes before walking the tree).
FOREIGN_START_RE = re.compile(rb"<(?:svg|math)\b", re.IGNORECASE)


# What the lowered bytes hold wherever FOREIGN_START_RE (ASCII, case-insensitive) matches: a substring gate before its
# regex search.
FOREIGN_STARTS = (b"<svg", b"<math")


def has_foreign_content(data: bytes, low: bytes | None = None) -> bool:
    """True when the page bytes hold an ``<svg`` or ``<math`` start tag. ``low``, when given, is ``data.lower()``:
    a page it holds neither of FOREIGN_STARTS in is answered without the regex search (exact)."""
    if low is not None and not any(start in low for start in FOREIGN_STARTS):
        return False
    return FOREIGN_START_RE.search(data) is not None


def _tag(el: lxml.etree._Element) -> str:
    return el.tag.lower() if isinstance(el.tag, str) else ""


def _breaks_out(el: lxml.etree._Element) -> bool:
    tag = _tag(el)
    if tag == "font":
        return any(el.get(name) is not None for name in BREAKOUT_FONT_ATTRIBUTES)
    return tag in BREAKOUT_TAGS


def _is_foreign_root(el: lxml.etree._Element) -> bool:
    """An ``<svg>``/``<math>`` in HTML context: its nearest foreign or integration-point ancestor is none or an
    integration point (a drawing nested in a drawing is searched with its outer one)."""
    for ancestor in el.iterancestors():
        tag = _tag(ancestor)
        if tag in FOREIGN_ROOT_TAGS:
            return False
        if tag in INTEGRATION_POINT_TAGS:
            return True
    return True


def _first_breakout(foreign: lxml.etree._Element) -> lxml.etree._Element | None:
    """The first element in document order inside ``foreign`` that ends it in a browser (iterative: pages
    nest deep); integration points' subtrees are HTML and are not searched."""
    if next(foreign.iter(*BREAKOUT_TAGS, "font"), None) is None:  # (lxml's C walk: a drawing holds none)
        return None
    stack = list(reversed(foreign))
    while stack:
        el = stack.pop()
        if not isinstance(el.tag, str):
            continue
        if _breaks_out(el):
            return el
        if _tag(el) not in INTEGRATION_POINT_TAGS:
            stack.extend(reversed(el))
    return None


def _lift(foreign: lxml.etree._Element, breakout: lxml.etree._Element) -> None:
    """Move ``breakout``, its following siblings, then each ancestor's following siblings up to ``foreign``, to
    just after ``foreign``, in document order; ``foreign``'s tail text follows them."""
    moved: list[lxml.etree._Element] = []
    el = breakout
    moved.append(el)
    moved.extend(el.itersiblings())
    parent = el.getparent()
    while parent is not None and parent is not foreign:
        moved.extend(parent.itersiblings())
        parent = parent.getparent()
    tail, foreign.tail = foreign.tail, None
    anchor = foreign
    for item in moved:
        anchor.addnext(item)
        anchor = item
    if tail:
        anchor.tail = (anchor.tail or "") + tail


def lift_breakouts(root: lxml.etree._Element) -> int:
    """Lift the HTML that browsers read out of each ``<svg>``/``<math>`` (module docstring); the number lifted."""
    lifted = 0
    for foreign in list(root.iter(*FOREIGN_ROOT_TAGS)):
        # The breakout first: nearly every drawing holds none (``_first_breakout``'s one lxml search answers), where
        # ``_is_foreign_root`` climbs every ancestor of each icon (2,855 drawings, 45,000 ancestors over a third of
        # the dev set). Exact: both only read the tree as it stands, and it changes (``_lift``) after both answered.
        breakout = _first_breakout(foreign)
        if breakout is not None and _is_foreign_root(foreign):
            _lift(foreign, breakout)
            lifted += 1
    return lifted
