"""A page's title as its reader names it: the headline its ``<title>`` repeats, without the site's name.

Sites write ``<title>`` as "<headline> | <site>", "<site> - <headline>", or, on
Chinese portals, "<headline>_<section>_<site>"; forums add "- Powered by
Discuz!". A corpus wants the headline. As readability's ``shorten_title`` does,
the page's own headings say which part that is: a heading whose text is one
whole part of the ``<title>``, the parts cut by the separators sites put between
them (``TITLE_SEPARATOR_RE``), is the title; of several, one that is not all a
link (a logo's heading links the site's name to its home page), then the
longest. A ``<title>`` that no
heading cuts so stays whole: which part is the site's name cannot be told then
(trafilatura keeps the first part, readability the first or last of four
words, and both are wrong on some sites). A page without ``<title>`` is named by
its first ``<h1>``. The page's ``og:title`` (the title it gives for sharing) counts as such a
heading: a blog's ``<h1>`` names the blog, its post title is an ``<h3>`` (Blogger).

>>> from extract.dom import build_dom
>>> import lxml.html
>>> def title_of(html):
...     root = lxml.html.document_fromstring(html)
...     return reader_title(build_dom(root), root.findtext(".//title"))
>>> title_of('<title>ཞིང་པའི་ལོ་ཏོག | བོད་ཀྱི་དྲ་ཚིགས།</title><h1><a href="/">བོད་ཀྱི་དྲ་ཚིགས།</a></h1><h2>ཞིང་པའི་ལོ་ཏོག</h2>')
'ཞིང་པའི་ལོ་ཏོག'
>>> title_of("<title>村里的收成_新闻_某某网</title><h1>村里的收成</h1>")
'村里的收成'
>>> title_of("<title>News of the day | Site</title><h1>News</h1>")
'News of the day | Site'
>>> title_of("<p>no title</p><h1>يېزىدىكى ھوسۇل</h1>")
'يېزىدىكى ھوسۇل'
"""

from __future__ import annotations

import re

from extract.dom import BLOCK_TAGS, Dom
from extract.scripts import storable_lines

# What sites put between a <title>'s parts: a bar, an en or em dash, an underscore (Chinese
# portals: "标题_频道_网站"), a middle dot, a bullet, guillemets, "::", with or without white
# space; a hyphen or a slash with white space on both sides; a colon followed by white space.
# A hyphen inside a word ("self-made") or a time's colon ("10:30") cuts nothing.
TITLE_SEPARATOR_RE = r"(?:\s*(?:[|_·•»«–—]|::)\s*|\s+[-/]\s+|:\s+)"
SEPARATOR_AT_RE = re.compile(TITLE_SEPARATOR_RE)  # a separator starting at a position (``match``)
SEPARATOR_ENDING_RE = re.compile(TITLE_SEPARATOR_RE + r"\Z")  # a separator ending a string (``search``)
HEADLINE_TAGS = ("h1", "h2", "h3")  # the headings that may name the page, searched in this order (a blog post's: h3)
MAX_HEADLINES = 8  # headings read per tag: a thread's or a list's hundredth heading names no page


def headings(dom: Dom, tags: tuple[str, ...] = HEADLINE_TAGS, limit: int = MAX_HEADLINES) -> list[tuple[str, bool]]:
    """The texts of the first ``limit`` elements of each of ``tags`` (in that order; as ``Dom.render`` gives
    them, lines joined by a space; empty ones left out), each with whether it is all link text.

    ``tags`` are block tags (``extract.dom.BLOCK_TAGS``): a heading's pieces are then the stretch of the page's
    pieces from its start line break to its end line break (the walk appends a block's break, its subtree's
    pieces and its closing break in a row), found by ``list.index`` (C scans, each piece passed over about
    twice), not by reading every piece and node in Python (rendering each heading alone passed over the whole
    page once per heading). A heading inside another chosen one is read as part of the outer one.
    """
    if not BLOCK_TAGS.issuperset(tags):
        raise ValueError(f"headings reads block tags only, not {sorted(set(tags) - BLOCK_TAGS)}")
    chosen = [i for tag in tags for i in _first_of(dom.tags, tag, limit)]
    if not chosen:
        return []
    end, owners, texts = dom.end, dom.piece_owner, dom.piece_text
    outer = _outermost(sorted(chosen), end)
    if (piece_ends := dom.piece_ends_if_made()) is not None:  # (the selection read them: each heading's stretch at
        first, last = piece_ends  # hand, no scan)
        pieces = {h: [" " if text is None else text for text in texts[first[h]:last[h] + 1]] for h in outer}
    else:
        pieces = _heading_pieces(outer, owners, texts)
    found = []
    for h in chosen:
        if h in pieces:
            text = storable_lines(" ".join("".join(pieces[h]).split()))
            if text:
                found.append((text, dom.link_text[h] >= dom.tree_text[h]))
    return found


def _heading_pieces(outer: list[int], owners: list[int], texts: list[str | None]) -> dict[int, list[str]]:
    """Each heading's pieces (a line break as a space), its stretch found by ``list.index`` scans (:func:`headings`).

    The stretch runs from the heading's first piece to its last (its start and end line breaks): what
    ``Dom._piece_ends`` holds for it once made, the same pieces (a block owns a piece before and after its subtree's).
    """
    starts = []
    at = 0
    for h in outer:  # (in document order: each start is searched from the one before)
        at = owners.index(h, at)
        starts.append(at)
    pieces: dict[int, list] = {}
    for k, h in enumerate(outer):
        first = starts[k]
        bound = starts[k + 1] if k + 1 < len(outer) else len(owners)
        last = first
        try:
            while True:
                last = owners.index(h, last + 1, bound)
        except ValueError:
            pass
        pieces[h] = [" " if text is None else text for text in texts[first:last + 1]]
    return pieces


def _first_of(tags: list[str], tag: str, limit: int) -> list[int]:
    """The ids of the first ``limit`` nodes of ``tag`` (``list.index``: C scans)."""
    ids: list[int] = []
    at = 0
    try:
        while len(ids) < limit:
            at = tags.index(tag, at)
            ids.append(at)
            at += 1
    except ValueError:
        pass
    return ids


def _outermost(ids: list[int], end: list[int]) -> list[int]:
    """The ids (sorted) not inside the subtree of another of them."""
    kept: list[int] = []
    for i in ids:
        if not kept or i >= end[kept[-1]]:
            kept.append(i)
    return kept


def is_title_part(heading: str, title: str) -> bool:
    """Whether ``heading`` is one whole part of ``title`` between ``TITLE_SEPARATOR_RE`` separators.

    >>> is_title_part("Harvest", "Harvest - Village News"), is_title_part("made things", "self-made things")
    (True, False)
    """
    if heading == title:
        return False
    start = title.find(heading)
    while start >= 0:
        stop = start + len(heading)
        if ((start == 0 or SEPARATOR_ENDING_RE.search(title, 0, start))
                and (stop == len(title) or SEPARATOR_AT_RE.match(title, stop))):
            return True
        start = title.find(heading, start + 1)
    return False


def reader_title(dom: Dom, title: str | None, og_title: str | None = None) -> str:
    """The page's title for a reader: a heading that is a part of ``title`` (not a link first, then the
    longest), else ``title``. The title the page gives for sharing (``og_title``, see :func:`shared_title`) counts as
    a heading that is no link: a blog names itself in its ``<h1>`` and its post in an ``<h3>`` (Blogger).

    A page without ``title`` gets its first ``<h1>`` ('' when it has none).
    """
    title = " ".join((title or "").split())
    if not title:
        first = headings(dom, ("h1",), limit=1)
        return first[0][0] if first else ""
    candidates = headings(dom)
    og_title = storable_lines(" ".join((og_title or "").split()))
    if og_title:
        candidates.append((og_title, False))
    parts = [(not is_link, len(text), text) for text, is_link in candidates if is_title_part(text, title)]
    return max(parts)[2] if parts else title


def shared_title(root) -> str | None:  # noqa: ANN001 (an lxml element)
    """The page's Open Graph title (``<meta property="og:title">`` in its ``<head>``), if it has one.

    >>> import lxml.html
    >>> shared_title(lxml.html.document_fromstring('<head><meta property="og:title" content="ཀ་ཁ"></head><p>x</p>'))
    'ཀ་ཁ'
    """
    meta = root.find("head/meta[@property='og:title']")
    return None if meta is None else meta.get("content")


def shared_type(root) -> str | None:  # noqa: ANN001 (an lxml element)
    """The page's Open Graph type (``<meta property="og:type">`` in its ``<head>``, ogp.me "Object Types"), lower-cased,
    if it has one.

    >>> import lxml.html
    >>> shared_type(lxml.html.document_fromstring('<head><meta property="og:type" content="Article"></head><p>x</p>'))
    'article'
    """
    meta = root.find("head/meta[@property='og:type']")
    content = None if meta is None else meta.get("content")
    return None if content is None else content.strip().lower()
