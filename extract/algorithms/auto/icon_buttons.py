"""Icon buttons: a kept short label drawn beside its own inline icon is a control, not text (``drop_icon_buttons``).

A page's controls are drawn as an icon and a word: an encyclopedia's "播报" (listen) and "编辑" (edit) beside every
section heading, a post's "Share", "Copy link", "Listen", a video's "收起" (fold). The icon is an inline ``<svg>``
(HTML §4.8.16: "embedded content", drawn, not read) set in the label's own block. A sentence or a heading with an
icon stays text: only a block of at most ``ICON_LABEL_CHARS`` characters (white space aside), not a heading, that
owns an ``<svg>`` goes. The generated Tibetan and Uyghur variants keep the markup and change the words, so the rule
reads the markup alone. A list item with an icon is a feature list's point ("✓ Single Sign-On"),
kept. Extraction-dev: all 0.9067 -> 0.9069, 6 pages better (an encyclopedia article's "播报"/"编辑" in three
variants, zh 0.855 -> 0.886, bo 0.813 -> 0.836, ug 0.733 -> 0.762; a product +0.007; two articles +0.001), none lower;
with 20 characters a service page's icon-decorated feature names went (en -0.031, bo -0.013, ug -0.011).
"""

from __future__ import annotations

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import LIST_ITEM_TAGS
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

ICON_TAGS = frozenset({"svg"})  # an inline drawing (HTML §4.8.16), a control's icon
# characters at most of a control's label, white space aside: "编辑", "Copy link", "ཁ་པར་སྤྲོད།"; a sentence is longer
ICON_LABEL_CHARS = 12
# a heading with an icon is a heading; a list item with one is a feature list's point behind its check mark ("✓ SSO")
LABEL_TAGS_EXCLUDED = HEADING_TAGS | LIST_ITEM_TAGS


def _owns_icon(dom: Dom, blocks: Blocks, b: int) -> bool:
    """Whether block ``b`` draws an icon (``ICON_TAGS``, left out of the ``Dom``: read on the lxml elements) in its own
    inline nodes, not in a block inside it. A walk over ``b``'s subtree that skips the blocks inside it."""
    owner, end, elements = blocks.owner, dom.end, dom.elements
    i = b
    while i < end[b]:
        if owner[i] != b:  # a block inside ``b``: its icons are its own
            i = end[i]
            continue
        if any(child.tag in ICON_TAGS for child in elements[i]):
            return True
        i += 1
    return False


def drop_icon_buttons(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Drop kept blocks, not headings, of at most ``ICON_LABEL_CHARS`` characters that draw an icon of their own
    (``_owns_icon``), in place. One pass over the blocks; a walk over the few short ones."""
    if not dom.has_elements:
        return
    tags = dom.tags
    for b, compact in zip(blocks.ids, blocks.compact):
        if (keep[b] and 0 < len(compact) <= ICON_LABEL_CHARS and tags[b] not in LABEL_TAGS_EXCLUDED
                and _owns_icon(dom, blocks, b)):
            keep[b] = 0
