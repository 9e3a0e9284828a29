"""Hidden copies: the blocks of an element its class hides that repeat the text shown elsewhere on the page
(``hidden_copies``).

``never_kept`` drops the blocks of an element hidden by class (``HIDDEN_CLASS_RE``) unless it holds the page's
``<h1>``, ``<main>`` or ``<article>`` (``PAGE_WRAPPER_TAGS``) or over ``OVERLAY_PAGE_SHARE`` of its text: such an
element is the page a script reveals (a story's rest behind "Read more"). A template that prints the article twice,
once for each layout, hides one copy the same way (Webflow's ``<main class="post-main hide">`` holding the whole
post again, under the shown one): its text is no text a reader is shown, and keeping it doubles the story. A block
of such an element whose text is the text of a block shown outside every hidden element is a copy, never kept; the
element's other blocks are judged as any hidden element's are. A story's hidden rest that repeats the shown teaser
before going on ("<div class=excerpt>" then "<div class='full hidden'>" with the excerpt and the rest) keeps its rest
once and loses its repeated teaser (review h190: dropping a mostly repeated element whole lost the rest; keeping it
doubled the teaser).
Extraction-dev: all 0.9061 -> 0.9067, one English blog post (wcxb 1396) 0.627 -> 0.926; its Tibetan and Uyghur
variants unchanged (their generator filled the two copies with different texts, and their truth follows the hidden
one: a truth quirk, not fitted); no other page changes. Block by block (review h190): the same, and the Tibetan
variant +0.001 (a line of its hidden copy that the shown one lacks).
"""

from __future__ import annotations

from extract.algorithms.auto.boxes import blocks_inside
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.words import HIDDEN_BIT, PHONE_COPY_BIT
from extract.dom import Dom


def hidden_copies(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it lies in an element hidden by class on every screen (``HIDDEN_BIT`` without
    ``PHONE_COPY_BIT``) and a block outside every hidden element shows its text. One pass over the hidden elements
    and two over the blocks."""
    vetoes, end = blocks.vetoes, dom.end
    hidden = [i for i in blocks.vetoed if vetoes[i] & HIDDEN_BIT]
    if not hidden:  # (the common case)
        return [False] * len(blocks.ids)
    outermost: list[int] = []
    for i in hidden:  # (in document order)
        if not outermost or i >= end[outermost[-1]]:
            outermost.append(i)
    inside = blocks_inside(dom, blocks, outermost)
    shown = {text for text, h in zip(blocks.compact, inside) if not h and text}
    # (a phone layout's copy of a side column is ``only_copies``' to judge: the column's own copy is never kept)
    in_copies = blocks_inside(dom, blocks, (i for i in outermost if not vetoes[i] & PHONE_COPY_BIT))
    return [h and text in shown for text, h in zip(blocks.compact, in_copies)]
