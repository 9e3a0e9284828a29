"""Figure rules: pull quotes and photo captions set beside a story's text are dropped.

``drop_pull_quotes`` (a quote repeated in a figure or aside beside the text) and ``drop_photo_captions`` (WordPress
captions and those the blog and magazine engines name alike, a centred line under an image, a ``<figcaption>``)
when the captions are a small share of the kept text: a story's captions, not a gallery's.
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

# A pull quote: a line of the story set again in large type beside it (WordPress's "wp-block-pullquote" figure, a
# theme's <aside class="pull-quote">, a <blockquote class="pullquote">), which the story holds already
# (``drop_pull_quotes``). A plain <blockquote> is no such box: a forum post quotes an earlier post, whose truth keeps
# the quote (two English forums lost 0.02 and 0.04). Extraction-dev 0.8829 unchanged, 1 article better (+0.006),
# none lower; QA h90 0.943 -> 0.947 (an article with a pull quote, 0.823 -> 0.956).
PULL_QUOTE_TAGS = frozenset({"figure", "aside"})  # boxes set beside a story's text
PULL_QUOTE_BOX_TAGS = PULL_QUOTE_TAGS | {"blockquote"}  # every tag a pull quote's box may have (``_pull_quote_box``)
PULL_QUOTE_RE = re.compile(r"pull-?quote", re.IGNORECASE)  # a blockquote named a pull quote ("pullquote", "pull-quote")
PULL_QUOTE_LEVELS = 3  # ancestors of a kept block searched for its box: figure > blockquote > p
# A story's photo captions: a <figcaption> that WordPress writes for an inserted image ("wp-caption-text" in a
# "wp-caption" figure, "wp-element-caption" in a "wp-block-image" one) labels the picture, and the truths of
# articles leave it out (``drop_photo_captions``). Only WordPress's names: MediaWiki's thumbnail captions and
# documentation's diagram captions are in their truths (all figcaptions: 16 articles better, 8 wiki and
# documentation pages lower, up to 0.02). Not where the captions are the page (a gallery, the captions more than
# PHOTO_CAPTIONS_SHARE of the kept text: QA h81 and h85 galleries fell from 0.96 to 0.36). Extraction-dev
# 0.8829 -> 0.8832, 6 articles better (+0.005 to +0.036), none lower; QA h90 0.943 -> 0.948.
# The blog platforms name their image cards so too: Ghost's Koenig cards ("kg-image-card", "kg-gallery-card") and
# Squarespace's image blocks ("image-caption-wrapper"). QA h105: a Ghost post 0.870 -> 0.916, a Squarespace post
# 0.941 -> 1.000; extraction-dev 0.8953 unchanged, 2 collection pages better (+0.002, +0.003), none lower.
# An aligned Gutenberg image wraps its figure in the name instead (<div class="wp-block-image"><figure
# class="aligncenter">...<figcaption>): the figure's parent is read too. QA-120: a Uyghur diaspora post kept its caption.
# Webflow's rich-text images ("w-richtext-figure-type-image") and Dotdash Meredith's ("mntl-figure-caption",
# "figure-article-caption") name theirs so too: the extraction-dev truths of articles leave a story's captions out
# (s42 count of the captions set inside a story: wcxb-dev articles, 9 pages, none kept: WordPress 3, Webflow 3,
# Dotdash 2, a React theme's 1; kept: its documentation's diagram and box captions, 15 on 5 pages, and magic-article's
# MediaWiki thumbnails, 11 of 12 on 2 pages, which these names leave alone). Extraction-dev 0.9247 -> 0.9248, 5 articles
# better (+0.007 to +0.011), none lower.
WP_CAPTION_RE = re.compile(r"wp-caption|wp-element-caption|wp-block-image"
                           r"|kg-(?:image|gallery)-card|image-caption-wrapper"
                           r"|w-richtext-figure|mntl-figure-caption|figure-article-caption")  # figcaption's or figure's
# 0.25 -> 0.4: a photo story's caption under each of its three photos is near a third of its text (QA-120: a Tibetan
# photo story 0.78 -> 1.00); galleries' captions are 0.7 and more (QA-85 first lower at 0.9, unchanged at 0.7).
# Extraction-dev 0.9027 unchanged, no page changed; the other QA scorers and checkers unchanged.
PHOTO_CAPTIONS_SHARE = 0.4  # of the kept text's whitespace-free characters: a story's captions, not a gallery's
# The Chinese CMSes' photo caption (people.cn, xinhua and the Tibetan/Uyghur portals built on them): a centred
# <p> right after a centred <p> holding the image alone, no <figure>. QA-120: a Tibetan photo story kept its three
# captions (0.78), a Uyghur feature its one (0.94).
CENTRED_RE = re.compile(r"text-align\s*:\s*center|^center$", re.IGNORECASE)  # a style's or an align's centring
CENTRED_CAPTION_TAGS = ("p", "div")  # the image's paragraph and its caption's
IMAGE_PARAGRAPH_NODES = 3  # nodes read under the image's paragraph: <a><img>, <span><img>, <img>
FIGCAPTION_LEVELS = 3  # ancestors of a kept block searched for its figcaption: figcaption > p > span
# An image in an element named a separator (``<div class="sep"><img src="ornament.png"></div>``, "divider",
# "ornament", "dinkus") is an ornament between a story's parts, no photo: the centred line after it is the story's
# ("(ئاخىرى)", "(The end)", a section's "* * *"), no caption. Review h230: a Uyghur story lost its closing
# "(ئاخىرى)" between two ornaments. The words stand alone in the class (not "separately", "hrefs").
ORNAMENT_RE = re.compile(r"(?<![a-z])(?:sep|separator|divider|ornament|dinkus)(?![a-z])", re.IGNORECASE)
# ... but a centred line that credits its photographer or says what the picture shows is a caption whatever its
# image's box is named (review h238: a Chinese story kept "图为修缮后的老街入口。（记者 王晓明 摄）" under an image in
# ``<p class="img-divider">``): Chinese "图为" (pictured is), "（记者 <name> 摄）" / "<name> 摄" (photographed by),
# "摄影：", "供图", "资料图"; English "Photo:", "Photo by", "Pictured:"; Uyghur "سۈرەتتە:" (in the picture), "سۈرەتكە
# ئالغۇچى" (photographer), "سۈرەتكە ئالغان" (photographed); Tibetan "པར་འདིར" (in this photo), "པར་ལེན་པ" / "པར་བླངས"
# (photographer, photographed). An ornament's closing line ("(ئاخىرى)", "* * *") says none of these.
# "供图" and "资料图" close the line or open it ("（新华社供图）", "资料图：..."), "Photo by" opens it or a part of it
# after a stop or a bracket: a sentence that names an archive's pictures runs on (review h253: "这张老照片是从县档案馆的
# 资料图里找到的").
PHOTO_CREDIT_RE = re.compile(r"^\W*(?:图为|资料图)|(?<!拍)摄[）)]?\W*$|摄影\s*[:：]|(?:供图|资料图)\W*$"
                             r"|(?i:(?:^|[.。(（|/—–-])\W*photo(?:graph)?\s*(?:by\b|:)|\bpictured\s*:)"
                             r"|سۈرەتتە|سۈرەتكە\s+(?:ئالغۇچى|ئالغان)"
                             r"|པར་འདིར|པར་ལེན་པ|པར་བླངས")


def drop_pull_quotes(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a pull quote: a ``<figure>``, an ``<aside>`` or a blockquote named so (``PULL_QUOTE_RE``) within
    ``PULL_QUOTE_LEVELS`` of a kept block whose text is also kept outside it, with all it holds (its ``<cite>``), in
    place. Magazines repeat a line of the story in large type beside it; the story holds the line already."""
    # Exact page gate (session 45, h318): a box is one of these tags, and a page holding none has no box
    if PULL_QUOTE_BOX_TAGS.isdisjoint(dom.tags):
        return
    kept = [k for k, b in enumerate(blocks.ids) if keep[b]]
    places: dict[str, tuple[int, int]] | None = None  # a kept text -> the first and the last place it is kept
    cleared_until = 0  # the end of the last box left out: the blocks inside it are out already
    for k in kept:
        b = blocks.ids[k]
        box = _pull_quote_box(dom, b) if b >= cleared_until else -1
        if box < 0:
            continue
        if places is None:  # (one pass, at the first box met: ``Blocks.compact`` is each text without white space)
            places = {}
            for j in kept:
                first, _ = places.get(blocks.compact[j], (blocks.ids[j], blocks.ids[j]))
                places[blocks.compact[j]] = (first, blocks.ids[j])
        first, last = places[blocks.compact[k]]
        if first < box or last >= dom.end[box]:  # the story holds the line outside the box
            for i in range(box, dom.end[box]):
                keep[i] = 0
            cleared_until = dom.end[box]


def _pull_quote_box(dom: Dom, b: int) -> int:
    """The outermost figure, aside or pull-quote-named blockquote within ``PULL_QUOTE_LEVELS`` above ``b`` (itself
    included), or -1."""
    box, x = -1, b
    for _ in range(PULL_QUOTE_LEVELS):
        if x < 0:
            break
        tag = dom.tags[x]
        if tag in PULL_QUOTE_TAGS or (tag == "blockquote" and dom.has_elements
                                      and PULL_QUOTE_RE.search(dom.elements[x].get("class") or "")):
            box = x
        x = dom.parent[x]
    return box


def drop_photo_captions(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of WordPress's image captions (``WP_CAPTION_RE``) unless they hold more than
    ``PHOTO_CAPTIONS_SHARE`` of the kept text (a gallery), in place."""
    if not dom.has_elements:
        return
    kept = [k for k, b in enumerate(blocks.ids) if keep[b]]
    captions = [k for k in kept if _in_wp_caption(dom, blocks.ids[k]) or _under_image_paragraph(dom, blocks.ids[k])]
    if sum(blocks.lengths[k] for k in captions) <= PHOTO_CAPTIONS_SHARE * sum(blocks.lengths[k] for k in kept):
        for k in captions:
            keep[blocks.ids[k]] = 0


def _in_wp_caption(dom: Dom, b: int) -> bool:
    """Whether ``b`` lies in a ``<figcaption>`` (within ``FIGCAPTION_LEVELS``) that it, its figure or the figure's
    wrapper names so."""
    x = b
    for _ in range(FIGCAPTION_LEVELS):
        if x < 0:
            return False
        if dom.tags[x] == "figcaption":
            figure = dom.parent[x]
            wrapper = dom.parent[figure] if figure >= 0 else -1  # Gutenberg's aligned image: div.wp-block-image > figure
            names = (dom.elements[x].get("class") or "",
                     dom.elements[figure].get("class") or "" if figure >= 0 else "",
                     dom.elements[wrapper].get("class") or "" if wrapper >= 0 and dom.tags[figure] == "figure" else "")
            return any(WP_CAPTION_RE.search(name) for name in names)
        x = dom.parent[x]
    return False


def _under_image_paragraph(dom: Dom, b: int) -> bool:
    """Whether ``b`` is a centred paragraph right after a sibling paragraph that holds an image and no text: the
    caption of the Chinese CMSes' photos (<p style="text-align:center"><img></p><p style="text-align:center">
    caption</p>), unless a centred text paragraph follows it (``_centred_text_paragraph``) or the image is an
    ornament (``ORNAMENT_RE``) and the line names no photo (``PHOTO_CREDIT_RE``). Reads ``b``'s style, its
    previous sibling (found by climbing from ``b - 1``, no deeper than the page), at most ``IMAGE_PARAGRAPH_NODES``
    nodes of that sibling and its next sibling (node ``end[b]``)."""
    if dom.tags[b] not in CENTRED_CAPTION_TAGS or not CENTRED_RE.search(dom.attr(b, "style") or dom.attr(b, "align")):
        return False
    parent, x = dom.parent[b], b - 1
    while x > parent and dom.parent[x] != parent:
        x = dom.parent[x]
    if x <= parent or dom.tags[x] not in CENTRED_CAPTION_TAGS or dom.tree_text[x]:
        return False
    if ORNAMENT_RE.search(dom.names(x)) is not None and PHOTO_CREDIT_RE.search(dom.text(b).strip()) is None:
        return False  # an ornament between the story's parts (``ORNAMENT_RE``), no photo, its line no caption
    return ("img" in dom.tags[x + 1:min(dom.end[x], x + 1 + IMAGE_PARAGRAPH_NODES)]
            and not _centred_text_paragraph(dom, dom.end[b], parent))


def _centred_text_paragraph(dom: Dom, x: int, parent: int) -> bool:
    """Whether node ``x`` is a centred paragraph with text, a child of ``parent``: the next line of a centred run (a
    poem's stanza, a notice centred whole) after the paragraph under an image, which is then that run's first line and
    no caption; a caption closes its photo (the story, or the next photo, follows). Review h126: a Tibetan poem after
    its centred picture lost its first line."""
    return (x < len(dom.tags) and dom.parent[x] == parent and dom.tags[x] in CENTRED_CAPTION_TAGS
            and bool(dom.tree_text[x]) and CENTRED_RE.search(dom.attr(x, "style") or dom.attr(x, "align")) is not None)
