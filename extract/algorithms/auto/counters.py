"""Counter rules: a site's visitor counter set in the article's box (a table or a ``<dl>`` of counter labels over bare
counts) is dropped.

A site's statistics widget ("today's visitors 125", "online 6", "total 98,210") is the same on every page of the site,
no part of any one page's text. Beside the article in a table layout's side cell ``drop_side_columns`` leaves it out
(``tables._is_widget``); set in the article's own box, under its paragraphs or beside its facts table, the model reads
its rows as the facts' rows and keeps them (review h162: a Tibetan school story's facts table and the site's counter
table, siblings in one content div, both kept). ``drop_counter_boxes`` leaves such a box out wherever it stands: a
table of label and value rows (``tables.FACT_ROW_CELLS`` cells each) or a ``<dl>`` of terms and their values,
``tables.FACT_ROWS_MIN`` rows at least, ``tables.WIDGET_LABEL_SHARE`` of its labels a counter's or a weather
report's word (``tables.WIDGET_LABEL_RE``), one naming the site's visits (``VISIT_WORD_RE``), and every value a
bare count (``tables.COUNT_VALUE_RE``). The article's own box of figures has labels of its matter ("pupils",
"teachers", "founded": one "total" among them is no counter), its counts by day name no visits, and a weather box's
values are words and degrees, so none is taken. A box with the story's prose both before and after it
(``inside.ProseIndex``) is the story's own (review h174: a match's attendance, a museum's visitors by day).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.inside import ProseIndex
from extract.algorithms.auto.tables import (
    COUNT_VALUE_RE,
    FACT_ROW_CELLS,
    FACT_ROWS_MIN,
    WIDGET_LABEL_RE,
    WIDGET_LABEL_SHARE,
    _table_of,
)
from extract.algorithms.auto.words import TABLE_CELL_TAGS
from extract.dom import Dom

# ... and a counter counts the site's visits: one label at least names them (anywhere in it: "今日访问", "Visitors
# today", "དེ་རིང་གི་ལྟ་མཁན།", "بۈگۈنكى زىيارەت"), or those online, the label "online" itself or its users ("Users
# online", "在线人数", "དྲ་ཐོག་ཡོད་མཁན།", "توردا"). A story's own table of counts by day ("today", "yesterday", "total"
# runners of a marathon) or a school's "Online classes" / "在线课程" name what they count and are the story's (own
# adversarial pages). Chinese 访问 is also a state visit or an interview ("访问天数", "访问俄罗斯"): a counter's label
# closes in it or in its count ("今日访问", "总访问量", "访问人数", "访问次数"; review h174: a state visit's own figures
# table, "访问天数 3", was dropped as a counter).
VISIT_WORD_RE = re.compile(
    r"visit|hits?(?![a-z])|page ?views?"
    r"|^(?:(?:users?|visitors?|members?)\s+)?online(?:\s+(?:now|users?|visitors?))?\W*$"
    r"|访问(?:量|人数|人次|次数|数)?\W*$|访客|浏览|点击|在线(?:人数|用户|会员)?\W*$"
    r"|ལྟ་མཁན|ལྟ་ཐེངས|དྲ་ཐོག་ཡོད་མཁན|^དྲ་ཐོག\W*$"
    r"|زىيارەت|كۆرۈلۈش|^توردا\W*$|توردىكى",
    re.IGNORECASE)
DEFINITION_TAGS = frozenset({"dt", "dd"})  # a <dl>'s term and its value
TERM_TAG = "dt"  # a <dl>'s label
BOX_MEMBER_TAGS = DEFINITION_TAGS | TABLE_CELL_TAGS  # the tags of the blocks ``_box_of`` finds a box for


def drop_counter_boxes(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of every visitor counter box (see the module docstring), in place. One pass over the
    blocks groups the cells by their table (``tables._table_of``) or ``<dl>``, then each box's rows are read once; the
    story's prose (``inside.ProseIndex``) is read only on a page with a counter. Runs on a Dom without its lxml
    elements (blocks' texts only)."""
    boxes: dict[int, list[int]] = {}
    tags = dom.tags
    for k, b in enumerate(blocks.ids):
        if tags[b] not in BOX_MEMBER_TAGS:  # (exact: ``_box_of`` is -1 for any other tag; most blocks are such)
            continue
        box = _box_of(dom, b)
        if box >= 0:
            boxes.setdefault(box, []).append(k)
    counters = [(box, members) for box, members in boxes.items()
                if any(keep[blocks.ids[k]] for k in members) and _is_counter(dom, blocks, members)]
    if not counters:
        return
    prose = ProseIndex(keep, blocks)  # read before any counter is dropped: the story's text around each
    for box, members in counters:
        if not prose.surrounds(box, dom.end[box]):  # else the story's own figures, its text going on after them
            for k in members:
                keep[blocks.ids[k]] = 0


def _box_of(dom: Dom, b: int) -> int:
    """The box of a block: a cell's ``<table>`` (through its row and row group), a term's or value's ``<dl>``, else
    -1."""
    tag, parent = dom.tags[b], dom.parent[b]
    if tag in DEFINITION_TAGS:
        return parent if parent >= 0 and dom.tags[parent] == "dl" else -1
    return _table_of(dom, b) if tag in TABLE_CELL_TAGS else -1


def _is_counter(dom: Dom, blocks: Blocks, members: list[int]) -> bool:
    """Whether a box's blocks (``members``, indices into ``blocks``, in order) pair into ``FACT_ROWS_MIN`` label and
    value rows or more, ``WIDGET_LABEL_SHARE`` of the labels a widget's word, one naming the site's visits
    (``VISIT_WORD_RE``), and every value a bare count."""
    pairs = _label_values(dom, blocks, members)
    if len(pairs) < FACT_ROWS_MIN:
        return False
    texts = blocks.texts
    if not all(COUNT_VALUE_RE.fullmatch(texts[value].strip()) for _, value in pairs):
        return False
    labels = [texts[label].strip() for label, _ in pairs]
    hits = sum(WIDGET_LABEL_RE.match(label) is not None for label in labels)
    return hits >= WIDGET_LABEL_SHARE * len(pairs) and any(VISIT_WORD_RE.search(label) for label in labels)


def _label_values(dom: Dom, blocks: Blocks, members: list[int]) -> list[tuple[int, int]]:
    """A box's (label, value) pairs of block indices: a table's rows of ``FACT_ROW_CELLS`` cell blocks (a label cell
    and its value cell, nothing else in the row), a ``<dl>``'s term then its value; empty when a row or a term breaks
    the pattern (a table of three columns, a term with two values)."""
    ids, tags = blocks.ids, dom.tags
    if tags[ids[members[0]]] in DEFINITION_TAGS:
        if len(members) % FACT_ROW_CELLS:
            return []
        pairs = list(zip(members[::FACT_ROW_CELLS], members[1::FACT_ROW_CELLS]))
        if all(tags[ids[t]] == TERM_TAG and tags[ids[d]] != TERM_TAG for t, d in pairs):
            return pairs
        return []
    rows: dict[int, list[int]] = {}
    for k in members:
        rows.setdefault(dom.parent[ids[k]], []).append(k)
    if any(len(cells) != FACT_ROW_CELLS for cells in rows.values()):
        return []
    return [(cells[0], cells[1]) for cells in rows.values()]
