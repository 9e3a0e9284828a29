"""Inside the story: a box with the page's kept prose both before and after it is part of the story.

A site's widget (a visitor counter) or a run of other records (related products) set in the article's box stands
before or after the story, at its head or at its tail; a story's own box of figures (a match's attendance, a museum's
visitors by day) or its own comparison (three phones, each linking to its review) stands between its paragraphs, the
story going on after it (review h174: such boxes were dropped by ``counters.drop_counter_boxes`` and
``record_tables.drop_record_tables``). ``ProseIndex`` answers, in logarithmic time per box, whether a kept sentence
(``ARTICLE_PROSE_MIN_CHARS`` characters at least, closing in a sentence's mark) stands before a box and another after.
"""

from __future__ import annotations

from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import SENTENCE_END_RE

# Characters at least of a kept block read as the story's prose around a box: a sentence (review h174's own pages:
# 26-110, a Chinese one the shortest; a counter's or a record's cell, a caption, a "share" line are shorter or close
# in no sentence's mark).
ARTICLE_PROSE_MIN_CHARS = 20


class ProseIndex:
    """The kept prose blocks of a page (node ids, in document order), built in one pass over the blocks."""

    def __init__(self, keep: bytearray, blocks: Blocks) -> None:
        self.nodes = [b for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths)
                      if keep[b] and length >= ARTICLE_PROSE_MIN_CHARS and SENTENCE_END_RE.search(text.strip())]

    def surrounds(self, start: int, stop: int) -> bool:
        """Whether kept prose stands before node ``start`` and at or after node ``stop`` (a box's span, its last
        node's subtree end): the box is inside the story."""
        first_after = bisect_left(self.nodes, stop)
        return bisect_left(self.nodes, start) > 0 and first_after < len(self.nodes)
