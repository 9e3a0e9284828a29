"""Hosted furniture: the lines a hosted comment, newsletter or video platform prints around a story, in its own words
(``drop_hosted_lines``, ``is_inline_expander``).

Session 44 (h314). The dev truths keep a story's text and drop its comment furniture, a newsletter's calls to
subscribe and a video page's controls. Three platforms print theirs as lines the model keeps beside the story when
no class names them:

- Disqus: its credit link ("comments powered by Disqus", ``DISQUS_CREDIT_RE``) and the toggle that loads its thread
  after the story ("Load comments", "Show 12 comments", "查看评论", ``COMMENTS_TOGGLE_RE``). A line wholly one of
  them is the platform's, on any page: prose naming Disqus ("The paper's comments are powered by Disqus, a service
  ...") is a longer line and stays, and a heading ("Show comments" over a help page's section) is left alone. Review
  r314: a toggle is a control, its line wholly a link (``dom.link_text``); a help page's step "View comments" or
  "查看评论", a plain list item, stays.
- Substack: its footer's slogan ("Substack is the home for great culture", ``SUBSTACK_SLOGAN_RE``) and links ("Start
  writing", "Get the app"), and the button rows under a post ("Share", "Subscribe now", "Leave a comment",
  ``SUBSTACK_BUTTON_RE``). The labels are ordinary words: they go only on a Substack page (``is_substack_page``: the
  slogan is a line of it, or its class names hold one of Substack's own, ``SUBSTACK_CLASS_RE``); a help page
  listing "Get the app" and "Start writing" as its steps keeps them (review r314: also beside a theme's
  "button-wrapper", a name any theme gives a button's box, no longer one of Substack's words).
- YouTube: the inline "...more" / "Show more" / "展开" / "显示更多" toggle closing a static description box
  (``is_inline_expander``, read by ``inline.drop_inline_furniture``): the toggle goes, the description stays
  (``media_pages`` reads such toggles only as lines of their own). The toggle is named as one (``EXPANDER_NAME_RE``)
  or is a YouTube button element (``YOUTUBE_BUTTON_TAG``), links to no page (``_links_to_a_page``) and ends its
  block: a sentence closing on the word "展开" in plain markup stays. Review r314: the static page prints the hidden
  "Show less" toggle after "...more" (both go: a toggle's text after the toggle still ends the block), and the test
  reads the page's text pieces next to the toggle, no block's text rendered per toggle (a description of thousands of
  toggles was quadratic: a render allocates a mark per page node). Final read n1: a named node of more than
  ``TOGGLE_NODES_MAX`` nodes is no toggle (nested "truncate" spans were read whole at each level).
"""

from __future__ import annotations

import re
from functools import lru_cache

from extract.algorithms.auto.blog_engines import SUBSTACK_BODY_WORD, SUBSTACK_WIDGET_WORD
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

HOSTED_LINE_CHARS = 60  # characters at most of a platform's line (the slogan is 38, a toggle with its count ~25)

# Disqus's credit link under its thread: "comments powered by Disqus", "blog comments powered by Disqus", "Powered by
# Disqus", the Chinese interface's "评论由 Disqus 提供支持"
DISQUS_CREDIT_RE = re.compile(r"^\W*(?:(?:(?:blog\s+)?comments\s+)?powered\s+by\s+disqus|评论由\s*Disqus\s*提供支持)\W*$",
                              re.IGNORECASE)
# A comment thread's toggle, alone on its line: "Load comments", "Show all 12 comments", "View comments (3)", "Load
# Disqus comments", "Click to show comments"; Chinese "查看评论", "加载全部评论", "点击展开评论"; Uyghur
# "ئىنكاسلارنى كۆرۈش" ("view the comments")
COMMENTS_TOGGLE_RE = re.compile(
    r"^\W*(?:(?:click\s+(?:here\s+)?to\s+)?(?:load|show|view|display|see|open)\s+(?:all\s+)?(?:\d+\s+)?"
    r"(?:disqus\s+)?comments?(?:\s*\(\d+\))?"
    r"|(?:点击)?(?:查看|加载|显示|展开|打开)(?:全部|所有)?评论(?:\s*[（(]\d+[)）])?"
    r"|ئىنكاسلارنى\s+(?:كۆرۈش|كۆرسىتىش))\W*$",
    re.IGNORECASE)
# Substack's footer slogan (its one line, as every Substack page prints it)
SUBSTACK_SLOGAN_RE = re.compile(r"^\W*substack\s+is\s+the\s+home\s+for\s+great\s+(?:culture|writing)\W*$",
                                re.IGNORECASE)
# Substack's buttons and footer links: the rows under a post ("Share", "Subscribe now", "Leave a comment") and the
# footer's "Start writing" and "Get the app", a line wholly one of them or a row of them
SUBSTACK_BUTTON = r"(?:share|subscribe(?:\s+now)?|leave\s+a\s+comment|start\s+writing|get\s+the\s+app)"
SUBSTACK_BUTTON_RE = re.compile(rf"^\W*{SUBSTACK_BUTTON}(?:[\s|·•]+{SUBSTACK_BUTTON})*\W*$", re.IGNORECASE)
# Substack's own class names (lower case, as ``class_text`` holds them), ``blog_engines``': the post body's
# "available-content", the in-post "subscription-widget" (review r314: not its buttons' "button-wrapper", a name any
# theme may give), as whole class tokens (review n1, s44): a theme's "newsletter-subscription-widget" or
# "unavailable-content" holds the words and is no Substack page's
SUBSTACK_CLASS_RE = re.compile(rf"(?<![\w-])(?:{re.escape(SUBSTACK_BODY_WORD)}|{re.escape(SUBSTACK_WIDGET_WORD)})"
                               r"(?![\w-])")

# A description's inline toggle, the whole text of its element: YouTube's "...more" (three dots or an ellipsis),
# "Show more", Chinese "展开" / "展开更多" / "显示更多" (simplified and traditional), and the "Show less" / "收起" that
# folds it again (YouTube's static page prints it, hidden, after "...more")
EXPANDER_TEXT_RE = re.compile(r"^\s*(?:(?:\.{3}|…)\s*more|show\s+(?:more|less)|展开(?:更多)?|展開(?:更多)?|显示更多|顯示更多"
                              r"|收起)\s*$", re.IGNORECASE)
# The toggle's name (class or id): YouTube's "expand" / "ytd-text-inline-expander", a theme's "more-button",
# "show-more", "read-more-toggle", "truncate-toggle"
EXPANDER_NAME_RE = re.compile(r"expand|more[-_]?(?:button|toggle|link)|show[-_]?more|truncat|(?<![a-z])toggle",
                              re.IGNORECASE)
# Text pieces at most read on either side of a toggle (review r314): a toggle row's blanks and its other toggles
# (YouTube's "...more", its sizer's copy and the hidden "Show less") fit, so each toggle costs a constant
TOGGLE_SCAN_PIECES = 8
# Nodes at most of a toggle's subtree (review n1, s44): a toggle is one or two elements (a button and its label
# span, "...more" and its sizer's copy); a named node holding more is a box, and the test reads no deeper (nested
# "truncate" spans a thousand levels deep were read whole at each level)
TOGGLE_NODES_MAX = 8
YOUTUBE_BUTTON_TAG = "tp-yt-paper-button"  # YouTube's static watch page's button element (its "...more")
LINK_TAG = "a"  # HTML's link element, whose href a toggle's link may hold
# A link's href that leads to no page (review n1, s44): none, a fragment ("#", "#more") or a script
# ("javascript:void(0)"), a JavaScript toggle's
NO_PAGE_HREF_RE = re.compile(r"^\s*(?:#|javascript:|$)", re.IGNORECASE)


def is_substack_page(dom: Dom, blocks: Blocks) -> bool:
    """Whether the page is a Substack publication's: its class names hold one of Substack's own as a whole class
    token (``SUBSTACK_CLASS_RE``), or one of
    its blocks is the slogan line (``SUBSTACK_SLOGAN_RE``). One look at the page's class text, else one pass over the
    short blocks."""
    names = class_text(dom, blocks)
    if names is not None and SUBSTACK_CLASS_RE.search(names) is not None:
        return True
    return any(length <= HOSTED_LINE_CHARS and SUBSTACK_SLOGAN_RE.match(text) is not None
               for text, length in zip(blocks.texts, blocks.lengths))


def drop_hosted_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block of ``HOSTED_LINE_CHARS`` at most, no heading (``HEADING_TAGS``), that is wholly
    Disqus's credit (``DISQUS_CREDIT_RE``) or a comment thread's toggle (``COMMENTS_TOGGLE_RE``, a line wholly a
    link's text: ``dom.link_text``), or, on a Substack
    page (``is_substack_page``, asked once, of a page with such a line), its slogan (``SUBSTACK_SLOGAN_RE``) or one of
    its buttons (``SUBSTACK_BUTTON_RE``). In place; one pass over the blocks."""
    tags, link_text, tree_text = dom.tags, dom.link_text, dom.tree_text
    substack: bool | None = None  # asked at the first Substack line
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        if not keep[b] or length > HOSTED_LINE_CHARS or tags[b] in HEADING_TAGS:
            continue
        if (DISQUS_CREDIT_RE.match(text) is not None
                or COMMENTS_TOGGLE_RE.match(text) is not None and link_text[b] >= tree_text[b] > 0):
            keep[b] = 0
        elif SUBSTACK_SLOGAN_RE.match(text) is not None or SUBSTACK_BUTTON_RE.match(text) is not None:
            if substack is None:
                substack = is_substack_page(dom, blocks)
            if substack:
                keep[b] = 0


# Class or id names whose ``EXPANDER_NAME_RE`` answer ``names_an_expander`` remembers across nodes and pages (as
# ``inline.class_name_marks``: the kept inline nodes of a page repeat a few names)
EXPANDER_NAMES_CACHE_SIZE = 1 << 12  # distinct names remembered


@lru_cache(maxsize=EXPANDER_NAMES_CACHE_SIZE)
def names_an_expander(name: str) -> bool:
    """Whether a class or id names a description's toggle (``EXPANDER_NAME_RE``)."""
    return EXPANDER_NAME_RE.search(name) is not None


def _piece_is_toggle_or_blank(text: str | None) -> bool:
    """Whether a text piece (None: a line break) holds no word but, maybe, a toggle's (``EXPANDER_TEXT_RE``)."""
    return not text or text.isspace() or EXPANDER_TEXT_RE.match(text) is not None


def _links_to_a_page(dom: Dom, i: int) -> bool:
    """Whether node ``i``'s subtree, or the link round it, holds a link to a page: an ``<a>`` (``LINK_TAG``) whose
    href is not ``NO_PAGE_HREF_RE``'s (a fragment or a script: a JavaScript toggle's). No read unless the subtree's
    text or links are a link's (``dom.link_text``, ``dom.links``); the subtree's nodes and the enclosing links'."""
    if not dom.link_text[i] and not dom.links[i]:
        return False
    tags, parent, in_link = dom.tags, dom.parent, dom.in_link
    anchors = [j for j in range(i, dom.end[i]) if tags[j] == LINK_TAG]
    a = i
    while a >= 0 and in_link[a]:  # the links round the node, up to the outermost
        if tags[a] == LINK_TAG and a != i:
            anchors.append(a)
        a = parent[a]
    return any(NO_PAGE_HREF_RE.match(dom.attr(j, "href")) is None for j in anchors)


def is_inline_expander(dom: Dom, i: int, owner: int, class_name: str | None) -> bool:
    """Whether inline node ``i`` (of a Dom with its lxml elements; ``class_name``, its class as the caller read it)
    is a description's toggle closing its block ``owner``: a YouTube button (``YOUTUBE_BUTTON_TAG``) or named as a
    toggle by its class or id (``names_an_expander``), of ``TOGGLE_NODES_MAX`` nodes at most, linking to no page
    (``_links_to_a_page``: review n1, s44, a link inside the toggle counts, a "#" or "javascript:" href does not), its
    whole text a toggle's word (``EXPANDER_TEXT_RE``), no text of its block after it but another toggle's and some
    before it. Two attribute reads for an unnamed node; for a named one, its own text pieces
    (``Dom._subtree_pieces``) and the block's pieces next to them, read until the first word (review r314: no render
    of the block per toggle)."""
    tag = dom.tags[i]
    if tag != YOUTUBE_BUTTON_TAG and not (class_name and names_an_expander(class_name)):
        element_id = dom.elements[i].get("id")
        if not (element_id and names_an_expander(element_id)):
            return False
    if dom.end[i] - i > TOGGLE_NODES_MAX or _links_to_a_page(dom, i):
        return False
    own = dom._subtree_pieces(i)  # the toggle's pieces stand together
    if not own:
        return False
    start, stop = own.start, own.stop
    texts, owners, end = dom.piece_text, dom.piece_owner, dom.end[owner]
    if EXPANDER_TEXT_RE.match("".join(filter(None, texts[start:stop]))) is None:
        return False
    after = range(stop, min(stop + TOGGLE_SCAN_PIECES, len(owners)))
    if any(owner <= owners[k] < end and not _piece_is_toggle_or_blank(texts[k]) for k in after):
        return False  # a word of the block after the toggle
    if after and stop + TOGGLE_SCAN_PIECES <= len(owners) and owner <= owners[after[-1]] < end:
        return False  # more toggles and blanks than a toggle row holds: no description's toggle
    before = range(start - 1, max(start - 1 - TOGGLE_SCAN_PIECES, -1), -1)
    return any(owner <= owners[k] < end and not _piece_is_toggle_or_blank(texts[k]) for k in before)
