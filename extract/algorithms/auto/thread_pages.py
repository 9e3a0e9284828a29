"""Thread pages: whether a page that sets its posts as comments beside a kept post says it is a forum thread
(``names_a_thread``), so ``vetoes.furniture_veto`` keeps the replies instead of reading them as a story's comments.

Session 43 (h301): a board whose opening post is an ``<article>`` and whose replies are ``div.comment`` or
``li.comment`` looks like a story with its readers' comments (``vetoes.COMMENTS_STORY_RATIO``: a story in an
``<article>``, its comments after it; ``vetoes.COMMENTS_ARTICLE_RATIO``: a long opening post over short replies), and
lost every reply. The dev truths keep every post of a thread and drop a story's comments, so the page must say which
it is. A thread's page names itself: a box around the replies classed by a forum's words (``THREAD_BOX_RE``:
"forum-topic", "topic-view", "thread-replies", "bbs-post"), or a breadcrumb linking to the board's index
(``FORUM_CRUMB_HREF_RE``: "/forum/", "viewforum.php", "forumdisplay.php", "/bbs/"), or members' panes beside the
posts (``member_fields.field_member_panes``: "Posts: 56 / Joined: 2019-08-12"; a story's readers have no post count).
A news site's story names its comment section "comments", "comments-area", "comment-list", Disqus's "disqus_thread",
none of them a thread's box, and its breadcrumb leads to its sections. When the model kept none of the replies, their
slot is found here too (``thread_post_slots``). Extraction-dev unchanged (its threads with an <article> keep their
replies already); tests/test_auto_threads_s43.py: three boards in three languages keep their replies. Review r301
(tests/test_auto_threads_review_s43.py): a news story's comments came back under a site wrapper classed "forum"
(a page-wide box: no thread's), inside a topic page's bare "topic" box, under a trail on a "bbs." host or in a
"/bbs/" folder passing its portal ("portal.php"); a Discuz! board's rewritten address ("forum-2-1.html") now counts.
"""

from __future__ import annotations

import re

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.member_fields import field_member_panes
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.algorithms.auto.words import COMMENT_BIT, CRUMB_BIT
from extract.dom import Dom

# A class word naming a thread's box: a forum's, a topic's or a thread's (a board's "bbs"), alone or with the part it
# names after a hyphen or an underscore ("forum-topic", "topic-view", "thread-body", "topic-replies"). A whole word
# of the class attribute: not "comments-thread" (a comment list's nesting), "disqus_thread" (a story's comment box)
# or "topics" / "related-topics" (a news site's tag boxes).
# Review r301: "topic" alone is a news site's topic page (a 专题 box around a story and its comments); review f2: so is
# "topic" with a layout part ("topic-main", "topic_content", "topic-detail"), so it names a thread's box only with a
# thread's own part (``TOPIC_BOX_PART``: "topic-view", "topic-replies", "topic-posts"). Nor does "-list" name one: a
# board's "thread-list" lists its threads, a news site's "thread-list" holds a story's comments.
THREAD_BOX_PART = (r"[-_](?:topic|thread|post|posts|view|body|content|page|main|container|wrap|wrapper|replies|reply"
                   r"|detail)")
TOPIC_BOX_PART = r"[-_](?:replies|reply|posts|post|view)"
THREAD_BOX_RE = re.compile(rf"(?i)(?<![\w-])(?:(?:forum|thread|bbs)(?:{THREAD_BOX_PART})?|topic{TOPIC_BOX_PART})"
                           r"(?![\w-])")
THREAD_BOX_WORDS = ("forum", "topic", "thread", "bbs")  # the page-wide gate (``class_text_may_hold``, lower case)
# A breadcrumb link's address leading to a board's index: a forum's folder at the site's root, phpBB's viewforum,
# vBulletin's and Discuz!'s forumdisplay or forum.php, Discuz!'s rewritten board address ("forum-2-1.html"), a "bbs"
# folder at the root (a leading "/" or "//host/": review f2, not a relative "forum/" or "../forum/", which may lie
# under any section). Review r301: not a "bbs." host alone (a Discuz! site on one links its portal's sections there too,
# "portal.php"), nor a folder deeper down (a newspaper's opinion section "/opinion/forum/").
FORUM_CRUMB_HREF_RE = re.compile(r"(?i)^(?:[a-z]+:)?(?://[^/]*)?/(?:forums?|bbs)/|viewforum\.php"
                                 r"|forumdisplay\.php|forum\.php|/forum-\d+-\d+\.html")
# ... unless the trail passes a portal's page (review r301: Discuz! installed in a "/bbs/" folder trails its portal's
# stories through "/bbs/portal.php?mod=list&catid=2"): the page is a portal's story, its comments a story's
PORTAL_CRUMB_HREF_RE = re.compile(r"(?i)portal\.php")
# The question is asked of a page setting an <article> alone (HTML's self-contained composition, the story the
# comment vetoes read): a thread drawn without one keeps its replies by the ratio as before, and a board whose box of
# most liked replies repeats its list (Douban's "最赞回应", review h226) keeps it out as before.
ARTICLE_TAG = "article"


def names_a_thread(dom: Dom, blocks: Blocks, marks: list[int]) -> bool:
    """Whether the page says it is a forum thread: a box named by ``THREAD_BOX_RE``, no page-wide wrapper (holding
    the page's first block: a site named "... Forum" classes its page so, review r301; not its last block, which a
    thread box holds on a page with no footer, review f7), holds a block marked
    as a comment (``COMMENT_BIT`` of ``marks``, the blocks' veto marks), or the breadcrumb blocks' (``CRUMB_BIT``)
    links lead to a board's index (``FORUM_CRUMB_HREF_RE``) and to no portal (``PORTAL_CRUMB_HREF_RE``), or members'
    panes stand beside the posts (``field_member_panes``, asked last: a linear pass over the short blocks holding a
    field's label). False for a page with no ``ARTICLE_TAG`` and for a Dom without its lxml elements. One pass over
    the named boxes and one over the blocks, a bisect each; each crumb's link is read once."""
    if not dom.has_elements or not blocks.ids or ARTICLE_TAG not in dom.tags:  # (in C: most pages set no <article>)
        return False
    classes = blocks.classes or {}
    if class_text_may_hold(dom, blocks, THREAD_BOX_WORDS):
        first = blocks.ids[0]
        boxes = Subtrees(dom, [i for i, name in classes.items() if THREAD_BOX_RE.search(name) is not None
                               and not i <= first < dom.end[i]])
        if boxes and any(m & COMMENT_BIT and boxes.encloses(b) for b, m in zip(blocks.ids, marks)):
            return True
    hrefs: list[str] = []
    reach = -1  # the end of the last crumb block read: a crumb block inside it holds no other link
    for b, m in zip(blocks.ids, marks):
        if m & CRUMB_BIT and b >= reach:
            hrefs += [dom.attr(n, "href") for n in dom.anchors_in(b)]
            reach = dom.end[b]
    if (any(FORUM_CRUMB_HREF_RE.search(href) is not None for href in hrefs)
            and not any(PORTAL_CRUMB_HREF_RE.search(href) is not None for href in hrefs)):
        return True
    return bool(field_member_panes(dom, blocks))


# A post's text slot on a page that names a thread (``thread_post_slots``): the tag path of blocks marked as a
# comment, no post's furniture, THREAD_POST_CHARS at least, repeated THREAD_POSTS_MIN times at least (the replies:
# "div.comment > div.comment-content > p" each). The model may keep none of them under a long opening post (review
# h301: an <article> over three div.comment replies kept the opening post alone), so the thread rescue of
# ``vetoes.furniture_veto``, which keeps the slots of the kept posts, had no slot to keep.
THREAD_POST_CHARS = 20  # characters at least of a reply's block (as ``thread_engines.OPENING_POST_CHARS``)
THREAD_POSTS_MIN = 2  # blocks at least of one slot (as ``thread_engines.ENGINE_POSTS_MIN``: one is no thread)


def thread_post_slots(dom: Dom, blocks: Blocks, marks: list[int], posters: list[bool]) -> set[int]:
    """The tag paths holding ``THREAD_POSTS_MIN`` comment-marked blocks (``COMMENT_BIT``) or more of
    ``THREAD_POST_CHARS`` at least, none of them in a post's furniture (``posters``): the replies' text slot. One
    pass over the blocks."""
    counts: dict[int, int] = {}
    for b, m, poster, length in zip(blocks.ids, marks, posters, blocks.lengths):
        if m & COMMENT_BIT and not poster and length >= THREAD_POST_CHARS:
            counts[dom.path[b]] = counts.get(dom.path[b], 0) + 1
    return {path for path, count in counts.items() if count >= THREAD_POSTS_MIN}
