"""Lone lines: a short Tibetan or Uyghur line the model kept by a small margin, with no kept block beside it, is
furniture (``drop_lone_lines``).

The model reads a block's length in characters (``features``' ``log_text``, its ancestors' and its context's). The same
words take about twice the characters in Tibetan (a syllable and its tsheg) or Uyghur (full vowels, suffixes) as in
Chinese: the evaluation's variants fill a page's furniture with Tibetan or Uyghur text ~2.2 times the Chinese
original's characters (review h212), and a real Tibetan or Uyghur page's menu labels, tool tips and side-box titles are
as long. The stage-2 logit of a short furniture line so rises by 0.5 to 1.0 (aligned blocks of the dev set's originals
and variants, review h229: a video player's tool tips, a side box's labels, an info box's field names, -1.3 to -1.8 in
Chinese, -0.4 to -1.0 in the variants) and passes the threshold (-1.0), each line alone among left-out blocks. A
refit cannot take the length back for one script (the session-35/36 notes in the package docstring); this step reads
what the model saw: a block written mostly in Tibetan or Arabic letters (``scripts.target_letter_count``, at
least ``TARGET_SCRIPT_SHARE`` of its characters), at most ``LONE_LINE_CHARS`` characters, not a heading, kept by the threshold
with a logit at most ``LONE_LINE_MARGIN`` over it (a block a rule kept below the threshold, a post's quote, a record,
stays kept), whose previous and next blocks are both left out and whose slot (tag path
and class, ``Blocks.slots``) holds no other kept block (a thread's short posts and a list's items share theirs).
Chinese and English lines are left to the model: their lengths are what it learnt on (a Chinese article lost 0.027
when the rule read every script).
Extraction-dev (review h229): all 0.9164 -> 0.9168, 28 pages better (+0.001 to +0.057: Tencent's article in both
variants +0.015 and +0.026, Baidu Baike's +0.006 and +0.010), one lower (a Uyghur forum thread's one short reply,
-0.005). 45 characters cost collection and listing pages up to 0.07; a margin of 0.4 or 1.0 gives the same total.
"""

from __future__ import annotations

from collections import Counter

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.model import THRESHOLD
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.scripts import target_letter_count

LONE_LINE_CHARS = 30  # characters at most: a label or a title (~13 Chinese characters' worth), not a sentence
LONE_LINE_MARGIN = 0.7  # stage-2 logits at most over the threshold: a line the model doubted
TARGET_SCRIPT_SHARE = 0.5  # of the block's characters in Tibetan or Arabic letters, at least: a Tibetan or Uyghur line


def drop_lone_lines(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float],
                    threshold: float = THRESHOLD) -> None:
    """Leave out the kept short Tibetan and Uyghur lines the model doubted that stand alone (module docstring), in
    place. One pass over the blocks."""
    ids, lengths = blocks.ids, blocks.lengths
    tags, compact = dom.tags, blocks.compact
    slots = Counter(blocks.slots[k] for k, b in enumerate(ids) if keep[b])
    last = len(ids) - 1
    lone = [b for k, b in enumerate(ids)
            if keep[b] and lengths[k] <= LONE_LINE_CHARS and threshold < scores[k] <= threshold + LONE_LINE_MARGIN
            and tags[b] not in HEADING_TAGS and target_letter_count(compact[k]) >= TARGET_SCRIPT_SHARE * lengths[k]
            and not (k and keep[ids[k - 1]]) and not (k < last and keep[ids[k + 1]])
            and slots[blocks.slots[k]] == 1]
    for b in lone:
        keep[b] = 0
