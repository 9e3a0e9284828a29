"""Trailing notes: a one-line box named as a tip or as the source's address, set right after the story's box, is the
platform's note, not the story (``drop_trailing_notes``).

Portals print a line of their own under every story, in a box of its own right after the story's box: 360kuai's
``div#kch-tip.kch-tip`` ("以上内容…为创作者平台"快传号"用户上传并发布，本平台仅提供信息存储服务"), a poetry site's
``div.original_url`` ("转载请注明:原文链接 - https://…"). The Chinese originals' words drop them (``lines``' credit and
copyright patterns); the Tibetan and Uyghur variants change the words and keep the markup, and the model, lifted by
the longer fill, kept them. So the box is read by its name (``NOTE_NAME_RE`` on its class or id) and its place, not
its words. Guards: the box holds one text block of at most ``NOTE_CHARS`` characters; it is not inside the story's box
after it (``_follows_story``): its siblings before it hold at least ``STORY_SHARE`` of the page's kept text, and none
of its siblings is a paragraph. A "tip" box inside a how-to's text sits among the story's paragraphs and stays. The
note's line is the template's, not the author's: the story before it holds lines in another tag (a ``<div>`` after a
story of ``<p>``s, 360kuai's and the poetry site's alike). A box whose line is set in the tag of every kept line of
the story before it continues the story (``_written_like_story``): a recipe's "tips" box after its steps, each a
``<div>``; an article set in ``<div>``s whose last paragraph sits in a "tips" box; both stay (review h230).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import names_may_hold
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.literal_gate import folded_literals

# A class or id word naming a note box: "tip"/"tips" as a whole word ("kch-tip", "article_tips"; not "tooltip" nor
# "tipsy"), or an address of the original ("original_url", "source-link", "origin_url"), any case.
NOTE_NAME_RE = re.compile(r"(?<![a-z])(?:tips?|(?:original|origin|source)[-_]?(?:url|link))(?![a-z])", re.IGNORECASE)
# The page gate (``page_memo.names_may_hold``): every NOTE_NAME_RE match holds one of these, in lower case once lowered
# (``literal_gate.folded_literals``: "link", "tip", "url")
# (none known: "", in every text, passes the gate)
NOTE_NAME_WORDS = tuple(sorted(folded_literals(NOTE_NAME_RE) or ("",)))
NOTE_CHARS = 300  # characters at most of the note's one block: a platform's sentence or two (zh 45, its fill ~100)
STORY_SHARE = 0.4  # of the page's kept characters in the note's siblings before it, at least: it follows the story
STORY_LINE_TAG = "p"  # a paragraph: a named box beside one is a line of the story's own text


def drop_trailing_notes(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is the one block of a note box (module docstring) right after the story's box,
    in place. Reads the kept blocks' own node and its ancestors up to the first that has more than the block; none
    on a Dom without its lxml elements (no names to read)."""
    if not dom.has_elements:
        return
    # Exact: a note box is a block or one of its ancestors (``_named_note`` reads no other node), whose class and id
    # ``names_may_hold`` reads joined and lowered; none holding a NOTE_NAME_WORDS literal, none matches NOTE_NAME_RE
    if not names_may_hold(dom, blocks, NOTE_NAME_WORDS):
        return
    ids, lengths = blocks.ids, blocks.lengths
    kept_total = sum(length for b, length in zip(ids, lengths) if keep[b])
    if not kept_total:
        return
    parent, end = dom.parent, dom.end
    for k, b in enumerate(ids):
        if not keep[b] or lengths[k] > NOTE_CHARS:
            continue
        box = b
        while box >= 0 and not _named_note(dom, box):
            up = parent[box]
            if up < 0 or bisect_left(ids, end[up]) - bisect_left(ids, up) > 1:
                box = -1  # the next element up holds another block: no note box of this one block
            else:
                box = up
        if box >= 0 and _follows_story(dom, keep, blocks, box, kept_total) and not _written_like_story(
                dom, keep, blocks, k, box):
            keep[b] = 0


def _written_like_story(dom: Dom, keep: bytearray, blocks: Blocks, k: int, box: int) -> bool:
    """Whether every kept line of the story before ``box`` (its parent's kept blocks before it, headings aside) is set
    in the tag of block ``k`` (the note's line): a page set throughout in that tag, whose named box is one more of the
    author's lines. Reads the parent's blocks before the box."""
    ids, tags = blocks.ids, dom.tags
    up = dom.parent[box]
    lines = [tags[b] for b in ids[bisect_left(ids, up):bisect_left(ids, box)] if keep[b] and tags[b] not in HEADING_TAGS]
    return bool(lines) and all(tag == tags[ids[k]] for tag in lines)


def _named_note(dom: Dom, node: int) -> bool:
    """Whether the node's class or id names a note box (``NOTE_NAME_RE``)."""
    return any(NOTE_NAME_RE.search(dom.attr(node, name)) for name in ("class", "id"))


def _follows_story(dom: Dom, keep: bytearray, blocks: Blocks, box: int, kept_total: int) -> bool:
    """Whether the elements before ``box`` among its parent's children hold at least ``STORY_SHARE`` of the page's
    kept text (``kept_total``) and none of its siblings is a paragraph (``STORY_LINE_TAG``: a named box among the
    story's own paragraphs is a line of the story). Reads the parent's children and the kept blocks before the box."""
    up = dom.parent[box]
    if up < 0 or any(dom.tags[child] == STORY_LINE_TAG for child in dom.child_ids(up)):
        return False
    ids = blocks.ids
    start, stop = bisect_left(ids, up), bisect_left(ids, box)
    story = sum(blocks.lengths[k] for k in range(start, stop) if keep[ids[k]])
    return story >= STORY_SHARE * kept_total
