"""Reference texts: a poem's, a song's or a scripture's verses, named so by the site, are the page's text.

A poetry or lyrics site sets the verses in a box of their own (``<div class="poem">``, ``<div class="lyrics">``,
``<div class="verse">``) as short lines parted by ``<br>``: lines of eight to twenty characters, closing in a comma
or no mark at all, read to the model as a menu's or an address's, so it drops the poem and keeps the commentary
under it (session 41: a Chinese poem page of the common "title, poet, verses, notes, the poet's other poems" layout
kept only the notes). ``keep_named_verse_blocks`` keeps, in place, the blocks of a box whose class names it a
verse box (``VERSE_BOX_RE``), when the box holds no link (a list of poems, a card of a poem, links each title) and
the block is not in a part of the page never kept (a sidebar, a footer: ``excluded``).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.dom import Dom

# Literals every name ``VERSE_BOX_RE`` matches holds, in lower case: the page-wide gate (one substring test each over
# the page's joined class names) before any regex runs.
VERSE_WORDS = ("poem", "poetry", "verse", "lyric", "stanza")
# A box named as one poem's, one song's or one scripture's verses: the singular class words of the poetry, lyrics and
# scripture themes ("poem", "poem-body", "poetry-text", "verse", "lyrics", "song-lyrics", "stanza"), as a whole word
# of the class name (not "universe", "reverse", "poems": a plural names a list of poems, each linked, and a list's
# box is no one poem). Read on the block and its ``VERSE_BOX_LEVELS`` nearest ancestors.
VERSE_BOX_RE = re.compile(r"(?<![a-z])(?:poem|poetry|verses?|lyrics?|stanza)(?![a-z])", re.IGNORECASE)
VERSE_BOX_LEVELS = 2  # ancestors read above a block for the verse box's name (a poem div > stanza p > a line span)
VERSE_MIN_CHARS = 4  # characters at least of a rescued block (a verse line: "低头思故乡。", 6; a lone mark, 1)


def keep_named_verse_blocks(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep the dropped blocks (``VERSE_MIN_CHARS`` characters at least) set in a box named a verse box
    (``VERSE_BOX_RE``, on the block or its ``VERSE_BOX_LEVELS`` nearest ancestors) that holds no link, outside the
    parts never kept (``excluded``). The gate: the page's class names hold one of ``VERSE_WORDS``."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, VERSE_WORDS):
        return
    classes = blocks.classes
    if classes is None:
        classes = {i: name for i in range(len(dom)) if (name := dom.elements[i].get("class"))}
    boxes = sorted(a for a, name in classes.items()
                   if any(word in name.lower() for word in VERSE_WORDS) and VERSE_BOX_RE.search(name))
    ids, parent = blocks.ids, dom.parent
    for a in boxes:
        if dom.links[a]:
            continue
        for k in range(bisect_left(ids, a), bisect_left(ids, dom.end[a])):
            b = ids[k]
            if keep[b] or excluded[k] or blocks.lengths[k] < VERSE_MIN_CHARS:
                continue
            up, level = b, 0
            while up != a and level < VERSE_BOX_LEVELS:
                up, level = parent[up], level + 1
            if up == a:
                keep[b] = 1


__all__ = ["keep_named_verse_blocks"]
