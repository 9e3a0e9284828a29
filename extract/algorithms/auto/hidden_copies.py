"""Hidden copies: an element its class hides that repeats the text shown elsewhere on the page (``hidden_copies``).

``never_kept`` drops the blocks of an element hidden by class (``HIDDEN_CLASS_RE``) unless it holds the page's
``<h1>``, ``<main>`` or ``<article>`` (``PAGE_WRAPPER_TAGS``) or over ``OVERLAY_PAGE_SHARE`` of its text: such an
element is the page a script reveals (a story's rest behind "Read more"). A template that prints the article twice,
once for each layout, hides one copy the same way (Webflow's ``<main class="post-main hide">`` holding the whole
post again, under the shown one): its text is no text a reader is shown, and keeping it doubles the story. Such an
element whose block text is mostly (``COPY_SHARE``) the text of blocks shown outside every hidden element is a copy,
and its blocks are never kept; a hidden story's rest, shown nowhere else, stays the page's.
Extraction-dev: all 0.9061 -> 0.9067, one English blog post (wcxb 1396) 0.627 -> 0.926; its Tibetan and Uyghur
variants unchanged (their generator filled the two copies with different texts, and their truth follows the hidden
one: a truth quirk, not fitted); no other page changes.
"""

from __future__ import annotations

from extract.algorithms.auto.boxes import blocks_inside
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.words import HIDDEN_BIT, PHONE_COPY_BIT
from extract.dom import Dom

COPY_SHARE = 0.8  # share of a hidden element's block characters shown outside hidden elements: a copy, not a rest


def hidden_copies(dom: Dom, blocks: Blocks) -> list[int]:
    """The outermost elements hidden by class on every screen (``HIDDEN_BIT`` without ``PHONE_COPY_BIT``) that hold
    text, at least ``COPY_SHARE`` of their blocks' characters in texts that blocks outside every hidden element also
    show. One pass over the blocks and one over the hidden elements."""
    vetoes, end = blocks.vetoes, dom.end
    hidden = [i for i in blocks.vetoed if vetoes[i] & HIDDEN_BIT]
    if not hidden:  # (the common case)
        return []
    outermost: list[int] = []
    for i in hidden:  # (in document order)
        if not outermost or i >= end[outermost[-1]]:
            outermost.append(i)
    inside = blocks_inside(dom, blocks, outermost)
    shown = {text for text, h in zip(blocks.compact, inside) if not h and text}
    copies = []
    k, ids = 0, blocks.ids
    # (a phone layout's copy of a side column is ``only_copies``' to judge: the column's own copy is never kept)
    for i in (i for i in outermost if not vetoes[i] & PHONE_COPY_BIT):  # (blocks and elements in document order)
        while k < len(ids) and ids[k] < i:
            k += 1
        total = repeated = 0
        while k < len(ids) and ids[k] < end[i]:
            length = len(blocks.compact[k])
            total += length
            repeated += length if blocks.compact[k] in shown else 0
            k += 1
        if total and repeated >= COPY_SHARE * total:
            copies.append(i)
    return copies
