"""Linked records: a run of boxes after the story, each a linked title and a few short meta lines, is a list of other
pages (``drop_linked_title_records``).

A portal prints under its story a "recommended for you" stream: dozens of sibling boxes of one class, each a thumbnail
link, the linked title of another story and a meta line or two (its column's name, a count of comments), no summary
(ifeng's ``div.index_info_box_*``: "<p><a>title</a></p><p><span>天下事</span></p><div><a>5</a></div>"). The Chinese
original's short titles score below the threshold; the Tibetan and Uyghur variants fill the same boxes with text about
twice as long, which lifts the titles and the meta lines over it (a variant kept a third of the stream). The rule reads
markup and counts alone, not words: a record is an element of a run of at least ``LINKED_RECORDS_MIN`` siblings of one
tag and class, opening with one title block wholly inside links (``LINKED_TITLE_LINK_SHARE``) and otherwise only blocks of
at most ``RECORD_META_CHARS`` characters (no summary: cards with summaries are ``teasers.drop_teaser_cards``'). Guards:
nearly every sibling of the run is such a record (``LINKED_RECORDS_SHARE``), and the page keeps at least
``LINKED_RECORDS_ARTICLE_RATIO`` times the run's text before it, outside it: a listing or a section page whose records
are the page's text (a list of linked titles with their dates, ``news_lists``) keeps little before them. An article's
own prose is no such run: its paragraphs are not each one whole link. The stream is a box of its own after the story's
box: the kept text is counted before the run's parent, and a parent that holds kept text before the run (a blog's
"links of the week" post, its intro and its linked titles with a short note each in one box) keeps the run (review
h230: the Uyghur post's seven titles all went).
Extraction-dev (review h229): all 0.9148 -> 0.9151, ifeng's stream under a story 0.903 -> 0.999 (bo tmw) and 0.954 ->
1.000 (ug), its Chinese original unchanged, no other page changes. Without the opening-title guard an IGN buying
guide's product carousel (each card a name, then a linked vendor button) lost its names (bo -0.011, ug -0.005).
"""

from __future__ import annotations

import itertools
from bisect import bisect_left
from collections import Counter

from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

# Records at least of one run (siblings of one tag and class): a portal's stream runs 10 to 40; a strip of 3 to 5
# related links under a story is left to the other rules (its titles are the story's "read also"). Extraction-dev:
# ifeng's stream of 40 (zh unchanged, bo tmw and ug better), no other page changes.
LINKED_RECORDS_MIN = 6
LINKED_RECORDS_SHARE = 0.8  # of the run's siblings (its tag and class) that are records, at least: a stream, not a box
LINKED_TITLE_LINK_SHARE = 0.9  # of the title block's text inside links, at least: the title is the link to the page
# characters at most of each other block of a record: a column's name, a count, a date (the Tibetan and Uyghur fill of
# a Chinese 3-6 character name runs 5-25); a teaser's summary is a sentence (``teasers.TEASER_SUMMARY_CHARS``: 40)
RECORD_META_CHARS = 30
RECORD_TITLE_MIN_CHARS = 4  # characters at least of the title block: a title, not a linked count ("5")
# kept characters before the run (outside it) over the run's characters, at least: the run follows a story. A listing
# whose records are the page keeps a heading and an intro before them, far less than its records.
LINKED_RECORDS_ARTICLE_RATIO = 1.0


def drop_linked_title_records(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of each run of linked-title records after the page's kept text (module docstring),
    in place. One pass counts the elements per parent, tag and class; each block climbs at most ``RECORD_LEVELS``
    ancestors to its record. None on a Dom without its lxml elements (no classes to read)."""
    ids, lengths = blocks.ids, blocks.lengths
    if not ids or not dom.has_elements:
        return
    parent, tags = dom.parent, dom.tags
    # the classes of the blocks and their ancestors, read once with the features (every node's when not)
    classes = blocks.classes if blocks.classes is not None else {
        node: cls for node in range(len(dom)) if (cls := dom.attr(node, "class"))}
    # Exact gate: a (parent, tag, class) key counts no more nodes than its class alone (a count in C over the values)
    if not any(count >= LINKED_RECORDS_MIN for count in Counter(classes.values()).values()):
        return
    # each element's (parent, tag, class) key and their counts, built in C (session 44, h313); the root's key and an
    # empty class's, which the runs never read, are counted too but are no run's (``shared`` leaves them out)
    nodes = list(classes)
    keys = list(zip(map(parent.__getitem__, nodes), map(tags.__getitem__, nodes), classes.values()))
    siblings: Counter[tuple[int, str, str]] = Counter(keys)
    runs_keys = {key for key, count in siblings.items() if count >= LINKED_RECORDS_MIN and key[0] >= 0 and key[2]}
    if not runs_keys:
        return  # no class shared by enough siblings: no record of any run (``_record_of`` finds none)
    # the elements whose class is shared by enough siblings of their tag: the record candidates, found once
    shared = set(itertools.compress(nodes, map(runs_keys.__contains__, keys)))
    runs: dict[tuple[int, str, str], list[int]] = {}
    seen: set[int] = set()
    for b in ids:
        record = _record_of(parent, b, shared)
        if record >= 0 and record not in seen:
            seen.add(record)
            if _is_linked_record(dom, blocks, record):
                runs.setdefault((parent[record], tags[record], classes[record]), []).append(record)
    length_of = dict(zip(ids, lengths))
    for key, records in runs.items():
        if len(records) < LINKED_RECORDS_MIN or len(records) < LINKED_RECORDS_SHARE * siblings[key]:
            continue
        inside = [b for r in records for b in ids[bisect_left(ids, r):bisect_left(ids, dom.end[r])]]
        run_chars = sum(length_of[b] for b in inside)
        box = key[0]  # the run's parent: the story's text is counted before it, not beside the records in it
        before = sum(length for b, length in zip(ids[:bisect_left(ids, box)], lengths) if keep[b])
        if any(keep[b] for b in ids[bisect_left(ids, box):bisect_left(ids, records[0])]):
            continue  # the run's box opens with kept text: a post's own list after its intro, not a stream
        if before >= LINKED_RECORDS_ARTICLE_RATIO * run_chars > 0:
            for b in inside:
                keep[b] = 0


RECORD_LEVELS = 3  # ancestors at most between a title block and its record box (ifeng's: p, div, the record)


def _record_of(parent: list[int], b: int, shared: set[int]) -> int:
    """The nearest element at most ``RECORD_LEVELS`` above block ``b`` (or ``b`` itself) in ``shared`` (its class is
    shared by ``LINKED_RECORDS_MIN`` siblings or more of its tag), or -1 (also when the climb reaches the root);
    ``parent`` is the Dom's."""
    node = b
    for _ in range(RECORD_LEVELS + 1):
        if parent[node] < 0:
            return -1
        if node in shared:
            return node
        node = parent[node]
    return -1


def _is_linked_record(dom: Dom, blocks: Blocks, record: int) -> bool:
    """Whether ``record`` opens with its one title block wholly inside links (``LINKED_TITLE_LINK_SHARE``, at least
    ``RECORD_TITLE_MIN_CHARS``) and holds no other block longer than ``RECORD_META_CHARS``. A record opening with an
    unlinked line is no linked title's (a shop's product card: its name, then its vendors' linked buttons)."""
    ids = blocks.ids
    titles = 0
    for k, b in enumerate(ids[bisect_left(ids, record):bisect_left(ids, dom.end[record])]):
        text = dom.tree_text[b]
        if text >= RECORD_TITLE_MIN_CHARS and dom.link_text[b] >= LINKED_TITLE_LINK_SHARE * text:
            titles += 1
        elif text > RECORD_META_CHARS or not k:
            return False
    return titles == 1
