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
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

BACK_LINK_CHARS = 60  # characters at most (white space aside) of a back link: "« All Events", a list's name
# A pager's arrow at the label's outer side, set off by white space: opening "«", "‹", "←", "<<" before it, or closing
# "»", "›", "→", ">>" after it (the compact text keeps no white space, so the raw text is read).
BACK_ARROW_RE = re.compile(r"^\s*(?:[«‹←]|<<)\s+\S|\S\s+(?:[»›→]|>>)\s*$")
OPEN_ARROWS = "«‹"  # an opening mark: with its closing one in the line, a quotation ("«خەرىتە»"), no arrow
CLOSE_ARROWS = "»›"
ARROW_CHARS = frozenset("«‹←<»›→>")  # the cheap test before the pattern: the line holds an arrow's character


def _is_back_link(text: str) -> bool:
    """Whether ``text`` is a pager's arrow and a label (``BACK_ARROW_RE``), not a quotation between « and »."""
    if BACK_ARROW_RE.search(text) is None:
        return False
    return not (any(c in text for c in OPEN_ARROWS) and any(c in text for c in CLOSE_ARROWS))


def drop_back_links(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks, not headings, of at most ``BACK_LINK_CHARS`` characters that are one link, wholly
    link text, and a pager's arrow beside a label (``_is_back_link``), in place. One pass over the blocks; the pattern only on short all-link
    lines holding an arrow's character. A Dom without its lxml elements (train-auto's slim one: no link counts) is left
    as it is."""
    if not dom.has_elements:
        return
    link_text, tree_text, links, tags = dom.link_text, dom.tree_text, dom.links, dom.tags
    for b, compact, text in zip(blocks.ids, blocks.compact, blocks.texts):
        if (keep[b] and 0 < len(compact) <= BACK_LINK_CHARS and links[b] == 1 and link_text[b] >= tree_text[b]
                and tags[b] not in HEADING_TAGS and not ARROW_CHARS.isdisjoint(compact) and _is_back_link(text)):
            keep[b] = 0
