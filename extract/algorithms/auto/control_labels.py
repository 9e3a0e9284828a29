"""Control labels: a kept line that is wholly the ``<label>`` of a drop-down list is the list's caption, not text
(``drop_select_labels``).

A shop's category page sets its sort bar as a label over a drop-down ("Sort by:", "تەرتىپى:", "排序：" with
``<select id="SortBy">``); the control lines rule (``vetoes.control_lines``) reads a control inside the line's own
block, and a theme that sets the label in a heading of its own, beside the list's box (Shopify Dawn's
"<h2 class="facet-filters__label"><label for="SortBy">Sort by:</label></h2>"), passes it. The label of a drop-down
names the choice a reader makes there (sort order, page size, language), never the page's content. Only a
drop-down's: the label of a radio button or a check box is its option's text (a quiz's answers, a poll's choices),
which a page may print as its content. Nor a label that asks a question (``QUESTION_END_RE``): a quiz's or a
survey's drop-downs each answer a question the page prints as its text ("Which river flows past Kashgar?"); a
control's caption names a choice, it asks nothing (review h207: a Uyghur quiz and a Tibetan one lost every question).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import compress

from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

LABEL_TAG = "label"  # a control's caption (HTML's <label>, bound by its "for" or by holding the control)
SELECT_TAG = "select"  # a drop-down list (the Dom keeps no node of it: its options are no text)
SELECT_LABEL_CHARS = 40  # characters at most of a drop-down's label ("Sort by:", "Items per page")
# The end of a question: a question mark (Latin "?", Arabic "؟" U+061F, full-width "？"), or in Tibetan a question
# particle (the syllable "-am" taking the last letter of the word before it: ཡིན་ནམ།, བཤད་དམ།, ཡོད་དམ།, འབབ་བམ།,
# or འམ) before the closing shad.
QUESTION_MARKS = "?\u061f\uff1f"  # Latin, Arabic, full-width
# The letter a Tibetan question particle opens with, before its མ (ག ང ད ན བ མ འ ར ལ ས ཏ):
TIBETAN_AM_LETTERS = "\u0f42\u0f44\u0f51\u0f53\u0f56\u0f58\u0f60\u0f62\u0f63\u0f66\u0f4f"
QUESTION_END_RE = re.compile(rf"[{QUESTION_MARKS}]\s*$|\u0f0b[{TIBETAN_AM_LETTERS}]\u0f58[\u0f0d\u0f0e\s]*$")


def drop_select_labels(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks whose whole text (at most ``SELECT_LABEL_CHARS``) is a ``<label>`` naming a
    ``<select>`` of the page (by its ``for``, or holding it) and asking no question (``QUESTION_END_RE``), in place.
    A Dom without its lxml elements (no ids to read) is left as it is. The Dom leaves a drop-down's options out of its
    nodes, so the drop-downs are read in lxml (one search of the tree, on a page with a label only); a scan of the
    tags (in C), then constant work per label."""
    if not dom.has_elements or LABEL_TAG not in dom.tags:
        return
    tags, elements, owner, tree_text = dom.tags, dom.elements, blocks.owner, dom.tree_text
    # the labels that may go, read before the drop-downs (session 45, h318: the search of the tree for them is the
    # step's cost, and a page's labels are mostly a form's, around no kept short block): the same labels tested
    labels = []
    for i in compress(range(len(tags)), map(LABEL_TAG.__eq__, tags)):  # (the labels, found in C)
        b = owner[i]
        if not (keep[b] and 0 < tree_text[b] <= min(tree_text[i], SELECT_LABEL_CHARS)):
            continue
        if QUESTION_END_RE.search(blocks.texts[bisect_left(blocks.ids, b)]):  # a question the page asks its reader
            continue  # (the block's text: the Dom leaves out the options of a drop-down the label holds)
        labels.append(i)
    if not labels:
        return
    selects = list(elements[0].getroottree().iter(SELECT_TAG))
    if not selects:
        return
    select_ids = {select.get("id") for select in selects} - {None, ""}
    for i in labels:
        if elements[i].get("for") in select_ids or next(elements[i].iter(SELECT_TAG), None) is not None:
            keep[owner[i]] = 0

