"""Back links: a kept line that is wholly one link drawn with a pager's arrow on its outer side ("« All events",
"‹ بارلىق پائالىيەتلەر", "← རྒྱུ་ཆ་ཚང་མ།", "Next course ›") is the way back to the list or on to the next page, not
the page's text (``drop_back_links``).

An event, a course or a directory entry opens (or closes) with a link to the list it belongs to: The Events
Calendar's "p.tribe-events-back" ("« All Events"), a theme's "back-to-list" link, a Moodle activity's "‹ Previous
activity". The model keeps it: a short line at the head of the main column, over the title. The arrow is the pager's
(HTML draws no arrow of its own): an opening "«", "‹", "←", "<<" followed by white space before the label, or a
closing "»", "›", "→", ">>" after white space at its end. Guards: the line is one link and wholly link text (a
sentence holds words outside its links; a teaser's title beside its "»" more link is two links), no heading (a
title), at most ``BACK_LINK_CHARS`` characters, and opens its arrow without closing it (Uyghur and French
quote with « »: a link «خەرىتە» is a quoted name, and an arrow pair "« ... »" is no pager's). Extraction-dev: no
page changed; own pages (tests/test_auto_listing_service_s41.py).
Review h273: the arrow may stand before the link, outside it ("&laquo; <a>All Events</a>": the line's text is the
link's but for the arrow); a right-to-left page draws its back link "→ بارلىق پائالىيەتلەر" and its next one
"... ←" (arrows are not mirrored), so "←" and "→" are read at either side; a quotation is a balanced pair, counted
("كېيىنكى: «قەشقەر» ›" closes with a pager's "›" after a quoted name), and "<< ... >>" (a Chinese book's name typed
for 《》) is one. Extraction-dev all 0.9235 -> 0.9236, 2 collections better (bo +0.008, ug +0.001: lists of
arrowed links to further pieces), none lower; own pages (tests/test_auto_listing_service_review_s41.py).

A footnote's back link ("↩" after a note, back to its mark in the text: an 84000-like reader's notes, Markdown
engines' footnotes) is the same way back, inline inside the kept note (``is_footnote_back_link``, read by
``inline.furniture_kind``): an ``<a>`` named so by its engine (``FOOTNOTE_BACK_NAME_RE``: Python-Markdown's and
markdown-it's "footnote-backref", kramdown's "reversefootnote", Pandoc's "footnote-back", Hugo's "footnote-return")
or one whose whole text is a return arrow (``FOOTNOTE_BACK_TEXTS``) pointing into the page ("#..."). The note's text
stays; an arrow inside a sentence is no link of its own. Session 42 (h291): our reader page kept "↩" after each note;
extraction-dev: two articles' notes lose their "↩" (their truths print none; SH F1 unchanged, the arrow is no token).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

BACK_LINK_CHARS = 60  # characters at most (white space aside) of a back link: "« All Events", a list's name
# A pager's arrow at the label's outer side, set off by white space: "«", "‹", "<<" opening it or "»", "›", ">>" closing
# it, and an arrow "←" or "→" at either side (bidi mirrors no arrow: a right-to-left page's back link opens with "→",
# its next link closes with "←"). The compact text keeps no white space, so the raw text is read. The two sides are
# two patterns, each read on its own: a quotation opening the line leaves its closing pager arrow to be read.
BACK_ARROW_RES = (re.compile(r"^\s*(?P<arrow>[«‹←→]|<<)\s+\S"), re.compile(r"\S\s+(?P<arrow>[»›→←]|>>)\s*$"))
# A quotation's marks, opening to closing: an arrow that one of its twins closes (or opens) is a quotation's mark
# («خەرىتە», « རྩོམ་རིག་རྣམ་བཤད་», a book's name typed "<< 平凡的世界 >>" for 《》), no pager's.
QUOTE_TWINS = {"«": "»", "‹": "›", "<<": ">>"}
QUOTE_TWINS.update({closing: opening for opening, closing in list(QUOTE_TWINS.items())})
ARROW_CHARS = frozenset("«‹←<»›→>")  # the cheap test before the pattern: the line holds an arrow's character
# A footnote back link's class word, as the Markdown engines name it (whole words of the class)
FOOTNOTE_BACK_NAME_RE = re.compile(r"(?<![a-z])(?:footnote-?back(?:ref|link)?|reversefootnote|footnote-return"
                                   r"|fn-?backref)(?![a-z])", re.IGNORECASE)
FOOTNOTE_BACK_TEXTS = frozenset({"↩", "↩\ufe0e", "↩\ufe0f", "↑", "^"})  # a back link's whole text: a return arrow
FOOTNOTE_BACK_TAG = "a"  # the element a back link is
PAGE_FRAGMENT = "#"  # how a link into the page itself begins


def _back_arrow(text: str) -> str:
    """The pager's arrow drawn at the outer side of ``text`` (``BACK_ARROW_RES``: the opening side, then the closing
    one), or "" when it has none or each arrow is a quotation's mark: an opening "«" the line closes as often as it
    opens, a closing "»" it opens as often (``QUOTE_TWINS``).

    >>> _back_arrow("« All Events"), _back_arrow("« Kashgar » ›"), _back_arrow("« རྩོམ་རིག »")
    ('«', '›', '')
    """
    for pattern in BACK_ARROW_RES:
        match = pattern.search(text)
        if match is None:
            continue
        arrow = match.group("arrow")
        twin = QUOTE_TWINS.get(arrow)
        if twin is None or text.count(twin) < text.count(arrow):
            return arrow
    return ""


def is_footnote_back_link(dom: Dom, i: int) -> bool:
    """Whether node ``i`` (of a Dom with its lxml elements) is a footnote's back link: an ``<a>`` named so
    (``FOOTNOTE_BACK_NAME_RE``) or wholly a return arrow (``FOOTNOTE_BACK_TEXTS``) linking into the page."""
    if dom.tags[i] != FOOTNOTE_BACK_TAG:
        return False
    element = dom.elements[i]
    name = element.get("class")
    if name and FOOTNOTE_BACK_NAME_RE.search(name):
        return True
    return ((element.get("href") or "").startswith(PAGE_FRAGMENT)
            and element.text_content().strip() in FOOTNOTE_BACK_TEXTS)


def drop_back_links(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks, not headings, of at most ``BACK_LINK_CHARS`` characters that are one link and a
    pager's arrow beside a label (``_back_arrow``), their text all link text but the arrow (drawn in the link or before
    it: "&laquo; <a>All Events</a>"), in place. One pass over the blocks; the pattern only on short one-link lines
    holding an arrow's character. A Dom without its lxml elements (train-auto's slim one: no link counts) is left as it
    is."""
    if not dom.has_elements:
        return
    link_text, tree_text, links, tags = dom.link_text, dom.tree_text, dom.links, dom.tags
    for b, compact, text in zip(blocks.ids, blocks.compact, blocks.texts):
        if not (keep[b] and 0 < len(compact) <= BACK_LINK_CHARS and links[b] == 1 and tags[b] not in HEADING_TAGS
                and not ARROW_CHARS.isdisjoint(compact)):
            continue
        arrow = _back_arrow(text)
        if arrow and tree_text[b] - link_text[b] <= len(arrow):
            keep[b] = 0
