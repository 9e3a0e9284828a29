"""Story comments: readers' comments in a box of their own after a story's ``<article>`` are the story's furniture,
not its text (``drop_comment_boxes_after_story``).

Session 44 (h314). The dev truths drop a story's comments. ``vetoes.furniture_veto`` drops them when their blocks
are marked as comments (``words.COMMENTS_RE`` on a class or id), but a comment box after the article whose name is
a platform's ("disqus_thread", Medium's "responses") marks none of its plain ``<div>`` records, and the model kept
them with the story. Here a box right after an ``<article>`` holding kept text (one of its next
``COMMENT_BOX_SIBLINGS`` element siblings), named as a story's comment section (``COMMENT_BOX_RE``, the box's own
class or id), loses its kept blocks, unless

- the page is a thread (``thread_pages.names_a_thread``: a board's opening post over its replies), or a box round the
  comment box is named as a thread's (``thread_pages.THREAD_BOX_RE``: "forum-topic", "thread-replies"), or
- the box holds ``COMMENT_BOX_PAGE_SHARE`` or more of the page's kept text: a page that is its discussion (a long
  debate under a one-line note) keeps it, as the truths keep a thread's posts.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import names_may_hold
from extract.algorithms.auto.thread_pages import ARTICLE_TAG, THREAD_BOX_RE, names_a_thread
from extract.dom import Dom

# A story's comment section by its own class or id, a whole name token: "comments", "comment-section",
# "comments-area", "comments-wrapper", WordPress's "#comments", Disqus's "disqus_thread", Medium's "responses"
COMMENT_BOX_RE = re.compile(r"(?<![\w-])(?:comments?(?:[-_](?:area|section|wrap(?:per)?|container|box))?"
                            r"|disqus_thread|responses)(?![\w-])", re.IGNORECASE)
COMMENT_BOX_WORDS = ("comment", "disqus", "responses")  # one of these (lowered) is in every match: the page gate
# Element siblings at most read after an <article>: the comment form, the post's navigation, its author's box and a
# related box may come first (review r314: a theme printing the navigation and the author's box before
# "disqus_thread" kept its comments at 2)
COMMENT_BOX_SIBLINGS = 4
COMMENT_BOX_PAGE_SHARE = 0.5  # of the page's kept text (characters) in the box at least: the page is its discussion


def _kept_prefix(keep: bytearray, blocks: Blocks) -> list[int]:
    """Characters of the kept blocks before each block (and, last, of them all): a box's kept text is two bisects and
    a difference (review r314: a sum over the box's blocks per <article> was quadratic in nested comment articles)."""
    prefix = [0]
    total = 0
    for b, length in zip(blocks.ids, blocks.lengths):
        total += length if keep[b] else 0
        prefix.append(total)
    return prefix


def _kept_text(prefix: list[int], ids: list[int], start: int, stop: int) -> int:
    """Characters of the kept blocks among nodes ``start`` .. ``stop`` - 1 (``prefix``: ``_kept_prefix``)."""
    return prefix[bisect_left(ids, stop)] - prefix[bisect_left(ids, start)]


def _in_thread_box(dom: Dom, box: int) -> bool:
    """Whether an ancestor of ``box`` is named as a thread's box (``THREAD_BOX_RE``; ``named_within`` with no bound:
    a node has fewer ancestors than the Dom has nodes). One walk up."""
    return named_within(dom, dom.parent[box], THREAD_BOX_RE, len(dom)) >= 0


def drop_comment_boxes_after_story(dom: Dom, keep: bytearray, blocks: Blocks, marks: list[int]) -> None:
    """Leave out the kept blocks of each comment box (``COMMENT_BOX_RE``) among the ``COMMENT_BOX_SIBLINGS`` element
    siblings after an ``<article>`` holding kept text, on a page that is no thread (``names_a_thread``, ``marks``
    the blocks' veto marks), not inside a thread's box (``_in_thread_box``) and holding less than
    ``COMMENT_BOX_PAGE_SHARE`` of the kept text. In place. Gated on the page's tags and names; a few siblings per
    article, two bisects each (``_kept_prefix``), each block emptied once."""
    if not dom.has_elements or ARTICLE_TAG not in dom.tags or not names_may_hold(dom, blocks, COMMENT_BOX_WORDS):
        return
    tags, parent, end, ids = dom.tags, dom.parent, dom.end, blocks.ids
    size = len(tags)
    prefix = _kept_prefix(keep, blocks)
    boxes: list[int] = []
    for a, tag in enumerate(tags):
        if tag != ARTICLE_TAG or not _kept_text(prefix, ids, a, end[a]):
            continue
        sibling = end[a]
        for _ in range(COMMENT_BOX_SIBLINGS):
            if sibling >= size or parent[sibling] != parent[a]:
                break
            if COMMENT_BOX_RE.search(dom.names(sibling)) is not None:
                boxes.append(sibling)
                break
            sibling = end[sibling]
    if not boxes:
        return
    boxes = [box for box in boxes if _kept_text(prefix, ids, box, end[box]) < COMMENT_BOX_PAGE_SHARE * prefix[-1]
             and not _in_thread_box(dom, box)]
    if not boxes or names_a_thread(dom, blocks, marks):
        return
    reach = -1  # the end of the last box emptied: a box inside it is emptied already
    for box in sorted(boxes):
        if box < reach:
            continue
        reach = end[box]
        for k in range(bisect_left(ids, box), bisect_left(ids, reach)):
            keep[ids[k]] = 0
