"""Site banners: a site-wide notice bar over the page's title is no part of the page's text (``drop_site_banners``).

A site sets one short notice over every page, above the content: a documentation site's "We have moved our
documentation to a new address", "Version 3.0 is out now", a shop's "Free shipping over $50", a service's
"Scheduled maintenance on Sunday". The themes name it as a banner or a bar of notices: Bulma and Bootstrap sites'
"site-banner", "notification-bar", "notice-bar", "alert-bar", WordPress themes' "top-banner", "global-banner",
"info-bar" (``SITE_BANNER_RE``; a shop's "announcement-bar" is ``never_kept.announcement_bars``'). The same words
written as a sentence of the page's text stay: the rule reads the markup. A banner is left out only when its element
ends before the page's first ``<h1>`` (the title the page's text follows), sits in no ``<main>`` or ``<article>``
around the ``<h1>`` (a post's own notice, inside its column, is the post's: a campus's notice of a moved class),
holds at most ``SITE_BANNER_CHARS`` characters (a notice, not the page) and no heading (a notice is a line and its
link; a service page's hero named "top-banner", its headline and its introduction over the services' ``<h1>``, is
the page's: review h239). Review h226: two Bulma documentation pages kept their site's notice bar over the
installation guide's title; extraction-dev unchanged.

A logo strip ("Trusted by 300+ schools" over the customers' logos) is the site's social proof, set alike on its
pricing, product and home pages (``drop_logo_strips``): the themes name it "logos", "logo-cloud", "logo-strip",
"client-logos", "trusted-by", "trust-bar", "social-proof" (``LOGO_STRIP_RE``). Its lines go when the strip holds at
most ``LOGO_STRIP_CHARS`` characters and no heading (a strip's heading is a section's title, which a service page's
truth keeps: extraction-dev's "Trusted by teams at"); the same words in a post's paragraph stay (the rule reads the
markup). Session 40 (review h234: a pricing page kept its strip's line under its plans). Review h251: a line longer
than ``LOGO_STRIP_LINE_CHARS`` stays (a story's thanks to its partners in their logo box).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold, class_text_may_match
from extract.algorithms.auto.words import HEADING_TAGS, MAIN_TAGS, first_h1
from extract.dom import Dom

# A site-wide banner's class words: "site-banner", "top_banner", "global-banner", "sitewide-banner",
# "notification-bar", "notice-bar", "alert-bar", "info-bar", "message-bar" (not "banner" alone: a hero's or an ad's)
SITE_BANNER_RE = re.compile(r"(?<![a-z])(?:(?:site|top|global|sitewide)[-_]?banner"
                            r"|(?:notification|notice|alert|info|message)[-_]?bar)(?![a-z])", re.IGNORECASE)
SITE_BANNER_WORDS = ("banner", "bar")  # one of them is in every match (the gate on the page's class names)
SITE_BANNER_CHARS = 300  # characters at most of a banner (a notice and its link; a page's text runs longer)
# A logo strip's class words: "logos", "logo-cloud", "logo_strip", "logo-wall", "logo-grid", "logo-carousel",
# "client-logos", "customer-logos", "partner-logos", "trusted-by", "trust-bar", "social-proof" (not "logo" alone: a
# site's own logo in its header)
LOGO_STRIP_RE = re.compile(r"(?<![a-z])(?:logos|logo[-_]?(?:cloud|strip|wall|grid|carousel|slider|row|bar)"
                           r"|(?:client|customer|partner|brand)s?[-_]logos?|trusted[-_]?by|trust[-_]?(?:bar|strip)"
                           r"|social[-_]?proof)(?![a-z])", re.IGNORECASE)
LOGO_STRIP_WORDS = ("logo", "trust", "social")  # one of them is in every match (the gate on the page's class names)
LOGO_STRIP_CHARS = 200  # characters at most of a strip's text (a line and the logos' names; a page's text runs longer)
# Characters at most of a strip's line that goes ("Trusted by 250+ schools in Amdo and Kham"): a longer one is a
# sentence, a story's thanks to its partners set in the partners' logo box (review h251: "This work was funded by…")
LOGO_STRIP_LINE_CHARS = 80


def drop_site_banners(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the blocks of the elements named a site banner (``SITE_BANNER_RE``) that end before the page's
    first ``<h1>`` (``words.first_h1``), hold at most ``SITE_BANNER_CHARS`` characters and no heading, and sit in no ``MAIN_TAGS``
    element holding the title, in place. A gate on the page's class names, then a look at the named blocks'
    ancestors."""
    if not dom.has_elements or blocks.classes is None:
        return
    if not class_text_may_hold(dom, blocks, SITE_BANNER_WORDS):
        return
    title = first_h1(dom)
    if title < 0:
        return
    parent, end, tags, ids = dom.parent, dom.end, dom.tags, blocks.ids
    for node, name in blocks.classes.items():
        if end[node] > title or dom.tree_text[node] > SITE_BANNER_CHARS or SITE_BANNER_RE.search(name) is None:
            continue
        if any(tags[i] in HEADING_TAGS for i in range(node, end[node])):
            continue  # (a hero's headline and its introduction: the page's)
        a = parent[node]
        while a >= 0 and not (tags[a] in MAIN_TAGS and end[a] > title):
            a = parent[a]
        if a >= 0:
            continue  # (the title's own main column or article: the page's notice)
        for k in range(bisect_left(ids, node), bisect_left(ids, end[node])):
            keep[ids[k]] = 0


def drop_logo_strips(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the blocks of the elements named a logo strip (``LOGO_STRIP_RE``) that hold at most
    ``LOGO_STRIP_CHARS`` characters and no heading, in place; not a line longer than ``LOGO_STRIP_LINE_CHARS`` (a
    sentence: a story's thanks to its partners). A gate on the page's class names, then the named
    elements' blocks."""
    if not dom.has_elements or blocks.classes is None:
        return
    if not class_text_may_hold(dom, blocks, LOGO_STRIP_WORDS) \
            or not class_text_may_match(dom, blocks, LOGO_STRIP_RE):
        return  # (exact: a class ``LOGO_STRIP_RE`` finds is found in the joined class names, ``class_text_may_match``)
    tags, end, ids = dom.tags, dom.end, blocks.ids
    for node, name in blocks.classes.items():
        if dom.tree_text[node] > LOGO_STRIP_CHARS or LOGO_STRIP_RE.search(name) is None:
            continue
        if any(tags[i] in HEADING_TAGS for i in range(node, end[node])):
            continue  # (a section's title over the logos: the page's)
        for k in range(bisect_left(ids, node), bisect_left(ids, end[node])):
            if blocks.lengths[k] <= LOGO_STRIP_LINE_CHARS:
                keep[ids[k]] = 0
