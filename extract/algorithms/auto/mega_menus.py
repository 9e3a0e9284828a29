"""Mega menus: a site's drop-down navigation panel, named so by its class (``mega_menus``).

A company's, a university's or a city's site opens a panel under each entry of its top menu: columns of links to
its services, and often a teaser or two with a sentence each ("The Wrap is a podcast by … designed to help business
leaders …", "Explore curated videos …", a featured programme's blurb). Themes and menu plug-ins name the panel so:
"mega-menu" / "megamenu" (WordPress's Max Mega Menu, UberMenu, Elementor's and Divi's mega menu modules, Drupal's
We Megamenu, Bootstrap themes), "mega-dropdown", "mega-nav", "mega-panel". The panel is hidden until the pointer
rests on its entry, so its sentences are site furniture on every page, whatever the page is about; the model reads
them as prose (a teaser's sentence over a short link list) and kept them. The panel is read by its class
(``MEGA_MENU_RE``: the word "mega" joined to a menu's word, at a word's start). An element so named that holds the
page's ``<h1>`` or ``<main>`` (``RELATED_WRAPPER_TAGS``) or over ``OVERLAY_PAGE_SHARE`` of its text is the page (a
theme that flags its ``<body>`` "has-mega-menu": extraction-dev holds one such body), not its menu; an ``<article>``
does not make it the page: a panel sets its featured stories as ``<article>`` cards (a firm's "Recent News").
A panel is the site's navigation, never the page's own content: an element so named whose nearest landmark above
it is the page's ``<main>`` or an ``<article>`` (``CONTENT_LANDMARK_TAGS``), not a ``<nav>`` or a ``<header>``
(``MENU_LANDMARK_TAGS``), is a part of the text that speaks of mega menus (review h205: a UI kit's documentation
section ``<section id="mega-menu">``, a design blog's ``<h2 id="mega-menu">`` and its examples' box, each dropped
whole). Nor is an element so named that holds the page's story: an ``<article>`` holding the block of most unlinked
text on the page (``_holds_story``: a wrapper "mega-nav-push" around a story whose site sets its logo in the ``<h1>``
and its sidebar outweighs it, review h205); a panel's ``<article>`` card holds a teaser's sentence, never the page's
longest text. Extraction-dev: none of the 37 pages' panels lies in a ``<main>`` or an ``<article>`` or holds an
``<article>`` with the page's longest text (two "mega-menu" headers hold that block, in no ``<article>``); unchanged.

Extraction-dev: 37 pages name a mega menu (every page type); of their text none is a ground-truth line but link
labels the page repeats in its own text (a service page's card titles, a collection's filter name). All 0.9086 ->
0.9089: an accounting firm's HR service page (wcxb 3033) 0.641 -> 0.702 in English, 0.784 -> 0.891 in Tibetan
(its "Resources" panel's podcast, guide and video teasers were kept), no page lower. Review h203: our service pages
with a mega menu's resources column (tests/test_auto_service_engines.py) kept every teaser before it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from extract.algorithms.auto.boxes import OVERLAY_PAGE_SHARE, RELATED_WRAPPER_TAGS, named_boxes
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import names_may_hold
from extract.algorithms.auto.words import KEYWORD_CACHE_SIZE
from extract.dom import Dom

# the class or id word of a mega menu's panel: "mega" (at a word's start: not "omega-") joined to a menu's word
# ("mega-menu", "megamenu", "mega_dropdown", "mega-nav", "mega-panel", "menu-item-has-mega-menu" names the entry
# whose panel it holds, and so holds it too)
MEGA_MENU_RE = re.compile(r"(?<![a-z])mega[-_]?(?:menu|dropdown|drop|nav|panel)", re.IGNORECASE)
# the literal every such name holds: a class string without it is not read by the pattern (most are not)
MEGA_LITERAL = "mega"
# HTML's landmarks of the page's own content (§4.3.2 article, §4.4.14 main) and of its navigation (§4.3.4 nav, §4.3.8
# header): the nearest of them over a so-named element tells a panel (under a nav or a header, or under none) from the
# page's text about mega menus (under a main or an article)
CONTENT_LANDMARK_TAGS = frozenset({"main", "article"})
MENU_LANDMARK_TAGS = frozenset({"nav", "header"})
ARTICLE_TAG = "article"  # HTML's self-contained composition (§4.3.2): a story, or a panel's teaser card


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_mega_menu_name(name: str) -> bool:
    """Whether a class or id attribute names a mega menu's panel (``MEGA_MENU_RE``); remembered across pages, as
    ``words.class_masks``: a site repeats its class strings on every node and every page."""
    return MEGA_LITERAL in name.lower() and MEGA_MENU_RE.search(name) is not None


def mega_menus(dom: Dom, blocks: Blocks) -> list[int]:
    """The outermost elements named as a mega menu (``MEGA_MENU_RE``, in the class or the id) among the blocks and
    their ancestors that hold neither the page's ``RELATED_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text,
    nor lie in the page's content (``_in_content``), nor hold the page's story (``_holds_story``). Found by
    ``boxes.named_boxes`` (one pass over the blocks and their ancestors, the classes the features read, a panel six
    levels over its teaser's sentence too), each distinct name matched once (``is_mega_menu_name``)."""
    if not dom.has_elements or not names_may_hold(dom, blocks, (MEGA_LITERAL,)):
        return []  # (the page gate, exact, h309: every name found holds the literal, lowered, so the page's names do)
    end, tags, tree_text = dom.end, dom.tags, dom.tree_text
    most = OVERLAY_PAGE_SHARE * tree_text[0]
    story = -2  # the story's block (``_story_block``), found when a named box is first weighed

    def fits(i: int) -> bool:
        nonlocal story
        if tree_text[i] > most or not RELATED_WRAPPER_TAGS.isdisjoint(tags[i:end[i]]) or _in_content(dom, i):
            return False
        if story == -2:
            story = _story_block(dom, blocks)
        return not _holds_story(dom, i, story)

    return named_boxes(dom, blocks, is_mega_menu_name, fits, by_id=True)


def _story_block(dom: Dom, blocks: Blocks) -> int:
    """The block of most text of its own out of links (``Blocks.lengths`` less the text of the links it owns): one
    pass over the page's links and one over its blocks."""
    linked = dict.fromkeys(blocks.ids, 0)
    owner, tree_text = blocks.owner, dom.tree_text
    for a in dom.anchors:
        if owner[a] in linked:
            linked[owner[a]] += tree_text[a]
    return max(zip(blocks.lengths, blocks.ids), key=lambda lb: lb[0] - linked[lb[1]])[1]


def _holds_story(dom: Dom, i: int, story: int) -> bool:
    """Whether element ``i`` holds an ``<article>`` (``ARTICLE_TAG``) holding block ``story`` (the page's block of
    most unlinked text): the page's story in a wrapper so named, not a panel's teaser card. Reads the path from
    ``story`` up to ``i`` alone."""
    if not i <= story < dom.end[i]:
        return False
    parent, tags = dom.parent, dom.tags
    x = story
    while x > i:
        if tags[x] == ARTICLE_TAG:
            return True
        x = parent[x]
    return False


def _in_content(dom: Dom, i: int) -> bool:
    """Whether the nearest landmark over element ``i`` is one of the page's content (``CONTENT_LANDMARK_TAGS``), not
    of its navigation (``MENU_LANDMARK_TAGS``): one climb to the root at most, for the few elements so named."""
    parent, tags = dom.parent, dom.tags
    x = parent[i]
    while x >= 0:
        if tags[x] in CONTENT_LANDMARK_TAGS:
            return True
        if tags[x] in MENU_LANDMARK_TAGS:
            return False
        x = parent[x]
    return False
