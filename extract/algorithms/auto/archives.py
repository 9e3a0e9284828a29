"""Archive headers: a category's, a tag's or a query loop's title and description, named so by the theme, over its kept
list of posts are the listing's text (``keep_archive_headers``); a section's heading and blurb over a feed of cards
the page leaves out are that feed's label, not the listing's text (``drop_feed_intros``).

WordPress themes print a category archive's header in a box of their own before the posts: Genesis's
``div.archive-description`` (``h1.archive-title`` and the term's description), Astra's
``section.ast-archive-description``, GeneratePress's and most themes' ``.taxonomy-description`` /
``.term-description``, the block editor's ``h1.wp-block-query-title`` and ``div.wp-block-term-description``. The WCXB
truths of category pages keep the title and the description (goingzerowaste, confessionsofafitfoodie); the model,
which reads a listing's link-dense column, scores the short header low (stage-2 logit -1 to -2) when the posts under
it pass, and the page loses its title. A search page's count line over its results goes (``drop_result_counts``),
and so do a Koha catalogue's selection bar and each record's "Place hold" (``drop_catalogue_controls``).
Extraction-dev unchanged (the pattern names boxes on 9 pages, whose text passes already); h202's Astra archive
(Uyghur) keeps its title and description.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.features import DIGIT_CLASS, DIGIT_SPAN, Blocks
from extract.algorithms.auto.lines import LIST_ITEM_TAGS
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.words import HEADING_TAGS, KEYWORD_CACHE_SIZE, first_h1
from extract.dom import Dom

# An archive's header box as the themes name it (class words, whole hyphenated words): "archive-description",
# "archive-header", "archive-title", "archive-intro" (Genesis, Kadence, OceanWP), "ast-archive-description" (Astra;
# a theme's prefix before "archive-" only: a consent plugin's "wpconsent-category-description" is a cookie category's),
# "taxonomy-description", "term-description", "category-description" (GeneratePress, WooCommerce, the WordPress
# template tags' names), "wp-block-query-title", "wp-block-term-description" (the block editor's query loop).
ARCHIVE_HEADER_RE = re.compile(
    r"(?<![\w-])(?:(?:[a-z]+-)?archive-(?:description|header|title|intro)|(?:taxonomy|term|category)-description"
    r"|wp-block-(?:query-title|term-description))(?![\w-])", re.IGNORECASE)
# the literals one of which every match of ``ARCHIVE_HEADER_RE`` holds (in lower case): "archive-", "-description" (the
# taxonomy's, the term's and the block editor's description) and the query loop's title
ARCHIVE_HEADER_WORDS = ("archive-", "-description", "wp-block-query-title")
ARCHIVE_HEADER_LEVELS = 3  # a block's own element and two ancestors: the description's <p> in its box's inner <div>
# characters at most of the header's blocks: a title and a description of a paragraph or three; a box of more is a
# page's own text set in a theme's header box (an about page), which the model judges
ARCHIVE_HEADER_CHARS = 1200
# The same box over a single post is the category's blurb, printed by the theme above every post of the category
# ("category-description" / "archive-description" over the post's ``<article>``): the site's text repeated on every
# page, not the post's. The model keeps it (stage-2 logit +1 to +2.7, at the top of the main column), so it is dropped
# when every kept block after the box lies in one ``<article>`` (ARTICLE_TAG) that opens with an unlinked title, a
# post's own (an archive's card links its title). Extraction-dev unchanged (no article page holds such a box); h206's
# pages: an English and a Uyghur post lose the blurb, the archives keep theirs.
ARTICLE_TAG = "article"  # HTML §4.3.2: a self-contained composition, here the post


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_archive_header_class(class_name: str) -> bool:
    """Whether a class attribute names an archive's header box (``ARCHIVE_HEADER_RE``); remembered across pages."""
    return ARCHIVE_HEADER_RE.search(class_name) is not None


def keep_archive_headers(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                         marks: list[int]) -> None:
    """Keep the blocks of an archive's header (``ARCHIVE_HEADER_RE`` on the block or an ancestor within
    ``ARCHIVE_HEADER_LEVELS``) above ``floor``, in place, when the page keeps text after the header (its posts) and the
    header holds ``ARCHIVE_HEADER_CHARS`` characters at most, none of its blocks vetoed or never kept; drop it over a
    single post (``_over_single_post``, see ``ARTICLE_TAG``). One walk of ``ARCHIVE_HEADER_LEVELS`` up from each
    block."""
    if not dom.has_elements:
        return
    parent, elements, tree_text = dom.parent, dom.elements, dom.tree_text
    classes = blocks.classes
    # (the gate, exact: the blocks' classes and their ancestors' are read from ``classes``, and every header name
    # holds one of ``ARCHIVE_HEADER_WORDS``, which hold no space: a page whose joined classes hold none has no header)
    if not class_text_may_hold(dom, blocks, ARCHIVE_HEADER_WORDS):
        return
    headers: dict[int, list[int]] = {}  # header box -> positions of its blocks
    for k, b in enumerate(blocks.ids):
        x = b
        for _ in range(ARCHIVE_HEADER_LEVELS):
            if x < 0:
                break
            name = classes.get(x) if classes is not None else elements[x].get("class")
            if name and is_archive_header_class(name):
                headers.setdefault(x, []).append(k)
                break
            x = parent[x]
    if not headers:
        return
    last_kept = max((k for k, b in enumerate(blocks.ids) if keep[b]), default=-1)
    for members in headers.values():
        if last_kept <= members[-1] or sum(tree_text[blocks.ids[k]] for k in members) > ARCHIVE_HEADER_CHARS:
            continue
        if _over_single_post(dom, keep, blocks, members[-1]):
            for k in members:
                keep[blocks.ids[k]] = 0
            continue
        if any(scores[k] == NEVER_KEPT or marks[k] for k in members):
            continue
        for k in members:
            if scores[k] > floor:
                keep[blocks.ids[k]] = 1


def _over_single_post(dom: Dom, keep: bytearray, blocks: Blocks, last: int) -> bool:
    """Whether every kept block after position ``last`` (the header box's last block) lies in one ``<article>``
    (``ARTICLE_TAG``) outside the box, whose first kept heading is unlinked: a single post's page. A walk up from the
    first kept block after the box, then one pass over the kept blocks after it."""
    tags, parent, end, link_text = dom.tags, dom.parent, dom.end, dom.link_text
    after = [b for b in blocks.ids[last + 1:] if keep[b]]
    post = parent[after[0]]
    while post >= 0 and tags[post] != ARTICLE_TAG:
        post = parent[post]
    if post < 0 or post < blocks.ids[last] < end[post] or not all(post < b < end[post] for b in after):
        return False
    title = next((b for b in after if tags[b] in HEADING_TAGS), -1)
    return title >= 0 and not link_text[title]


# A feed's intro (``drop_feed_intros``): a results page (a job board's, a search's, a portal's feed) prints the page's
# headline and its blurb, then the feed in a box its engine names as such ("result-feed", "search-results",
# "news-feed", "listing"), opened by the feed's own heading and a line under it ("Featured jobs on Arc" / "Explore
# opportunities from top companies"), then the cards. The truths of listings keep the page's headline and blurb and
# leave out the feed's heading and line with its cards (extraction-dev: arc.dev's "result-jobs" box, its English,
# Tibetan and Uyghur variants); the model keeps that heading and line (stage-2 logit -1 to +0.1) as the page's text.
# A feed box as the engines name it (class words, whole hyphenated words; the page's class words gate the step):
# "result(s)", "feed", "listing(s)".
FEED_BOX_RE = re.compile(r"(?<![\w])(?:results?|feed|listings?)(?![\w])", re.IGNORECASE)
FEED_BOX_WORDS = ("result", "feed", "listing")  # the literals one of which every match of ``FEED_BOX_RE`` holds
FEED_BOX_LEVELS = 4  # the heading's ancestors searched for the feed box: a heading in its header div in the box's div
FEED_INTRO_BLOCKS = 3  # kept blocks at most of the intro: the heading and a line or two under it
FEED_INTRO_CHARS = 400  # characters at most of the intro (a blurb of a sentence or two; more is the page's text)
FEED_CARD_BLOCKS = 6  # blocks at least left out after the intro in the box: a feed of cards, not one box's note
FEED_CARD_RATIO = 2.0  # characters left out in the box over the intro's, at least: the cards outweigh their label
# (arc.dev's feed 12 times its intro; five terse job cards, title, company, town and tags, 2.7 times)
# The page's kept text before the box lies in boxes of its own (arc.dev's headline and blurb in its "header" and hero
# divs, the feed a sibling of theirs): a kept paragraph whose parent holds the box (a story's lead beside its body box,
# named "feed-content" or "listing-body" by the engine, its tags and related links left out inside) makes the box a
# section of that text, whose heading and paragraph are the story's (review h240: a short English story lost its
# subheading and only paragraph). A listing printing its blurb and its feed box in one parent keeps the feed's intro
# (``_beside_text``).


def drop_feed_intros(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a feed's intro (see ``FEED_BOX_RE``), in place: a kept heading below the page's ``<h1>`` that opens a
    feed box (``FEED_BOX_RE`` on an ancestor within ``FEED_BOX_LEVELS``: the heading is the box's first block), when
    the box keeps at most ``FEED_INTRO_BLOCKS`` blocks, all right after the heading and of ``FEED_INTRO_CHARS``
    characters at most, leaves out at least ``FEED_CARD_BLOCKS`` blocks of ``FEED_CARD_RATIO`` times the intro's text
    (its cards), and the page keeps text before the box (its headline and blurb) in no parent of the box. Guard: a box
    whose cards are kept (a listing of posts that is the page), a story's section (its paragraphs kept, or a kept
    paragraph beside the box: ``_beside_text``) and a page whose only text is the intro keep it. The box is the lowest
    so named that holds the cards (a "feed-header" inside the feed holds the heading alone). One walk of
    ``FEED_BOX_LEVELS`` up from each kept heading after the ``<h1>``."""
    if not dom.has_elements:
        return
    if not class_text_may_hold(dom, blocks, FEED_BOX_WORDS):
        return
    headline = first_h1(dom)
    if headline < 0 or not keep[headline]:
        return
    ids, tags, parent, end = blocks.ids, dom.tags, dom.parent, dom.end
    for k, b in enumerate(ids):
        if not keep[b] or b <= headline or tags[b] not in HEADING_TAGS or tags[b] == "h1":
            continue
        x = parent[b]
        for _ in range(FEED_BOX_LEVELS):  # the lowest feed box the heading opens that holds the cards
            if x < 0 or bisect_left(ids, x) != k:
                break
            if FEED_BOX_RE.search(dom.attr(x, "class")) is not None and _is_feed_intro(dom, keep, blocks, k, x, end[x]):
                for j in range(k, bisect_left(ids, end[x])):
                    keep[ids[j]] = 0
                break
            x = parent[x]


def _is_feed_intro(dom: Dom, keep: bytearray, blocks: Blocks, k: int, box: int, box_end: int) -> bool:
    """Whether the kept blocks of ``box`` (whose first block is the heading at position ``k``) are the heading and
    the lines right after it, ``FEED_INTRO_BLOCKS`` and ``FEED_INTRO_CHARS`` at most, over ``FEED_CARD_BLOCKS`` left
    out blocks of ``FEED_CARD_RATIO`` times their text, with kept text before the box and none of it beside the box
    (``_beside_text``; see ``drop_feed_intros``)."""
    ids, lengths, tags = blocks.ids, blocks.lengths, dom.tags
    inside = range(k, bisect_left(ids, box_end))
    kept = [j for j in inside if keep[ids[j]]]
    if len(kept) > FEED_INTRO_BLOCKS or kept != list(range(k, k + len(kept))):
        return False
    intro = sum(lengths[j] for j in kept)
    cards = [j for j in inside if not keep[ids[j]]]
    if (intro > FEED_INTRO_CHARS or len(cards) < FEED_CARD_BLOCKS
            or sum(lengths[j] for j in cards) < FEED_CARD_RATIO * intro):
        return False
    text = [ids[j] for j in range(k) if keep[ids[j]] and tags[ids[j]] not in HEADING_TAGS]
    return bool(text) and not _beside_text(dom, text, box)


def _beside_text(dom: Dom, text: list[int], box: int) -> bool:
    """Whether a block of ``text`` (the page's kept paragraphs before ``box``) is a child of an ancestor of ``box``:
    the box is a section of the text that paragraph opens (a story's body box beside its lead), no feed under a
    listing's header box (see ``FEED_CARD_RATIO``'s note)."""
    parent, end = dom.parent, dom.end
    return any(parent[b] >= 0 and parent[b] <= box < end[parent[b]] for b in text)


# A search page's count line (``drop_result_counts``): the engine heads its results with how many it found ("About
# 1,240 results for “yak”", "Showing 1–10 of 240 results", Koha's "Your search returned 3 results.", "找到约 1,240
# 条结果", "共 36 条记录", "240 نەتىجە تېپىلدى", "འབྲས་བུ་ ༢༤༠ རྙེད།"), a line of the search's, not of any result;
# the model kept it as the results' heading (review h240: a search page kept "About 1,240 results for “yak”"). The
# whole line is the count (``RESULT_COUNT_RE`` from its start to its end, an optional "for <query>" after it), set in
# a box its engine names as results or a search (``RESULT_BOX_RE`` on the class or id of the line or an ancestor
# within ``RESULT_BOX_LEVELS``: Koha's ``div#numresults``): prose that mentions results is a sentence going on, and
# names no such box. A box named "results" and no search (no ``SEARCH_BOX_RE``) may be a study's Results section
# (``section#results``), whose list counts its records ("1,240 records", "312 records found"; review h252): it is a
# search's box when the page holds a search form (``SEARCH_FORM_TAGS``) and the count line is no list item.
RESULT_NUMBER = rf"{DIGIT_CLASS}[{DIGIT_SPAN},.\u066c\s]*"  # a count in any script's digits: "1,240", "༢༤༠"
RESULT_COUNT_RE = re.compile(
    r"^\s*(?:(?:about|approximately|showing|displaying|(?:your\s+search\s+)?returned|we\s+found|found)\s+)?"
    rf"(?:{RESULT_NUMBER}\s*[-–—]\s*{RESULT_NUMBER}\s+of\s+)?"
    rf"{RESULT_NUMBER}\s*(?:search\s+)?(?:results?|matches|hits|items|records)(?:\s+found)?(?:\s+for\b.*)?\W*$"
    rf"|^\s*(?:共|共有|找到|为您找到|為您找到|搜索到|检索到)约?\s*{RESULT_NUMBER}\s*(?:条|個|个|篇|項|项)\S{{0,4}}\W*$"
    rf"|^\s*{RESULT_NUMBER}\s*(?:نەتىجە|ئۇچۇر)\s*(?:تېپىلدى)?\W*$"
    rf"|^\s*(?:འཚོལ་ཞིབ་ཀྱི་)?འབྲས་བུ་?\s*{RESULT_NUMBER}\s*(?:རྙེད།?)?\W*$",
    re.IGNORECASE)
RESULT_BOX_RE = re.compile(r"(?<![a-z])(?:search|results?)(?![a-z])|serp|searchresult|numresults|results?-?count",
                           re.IGNORECASE)
# a box named a search's ("search-results", "serp", Koha's "numresults"); "search" opening a word (not "research")
SEARCH_BOX_RE = re.compile(r"(?<![a-z])search|serp|numresults|results?-?count", re.IGNORECASE)
SEARCH_FORM_TAGS = ("form",)  # a page's search form (the Dom drops its inputs, so the form that held them)
RESULT_DIGIT_RE = re.compile(DIGIT_CLASS)  # the cheap test before the count pattern: every count holds a digit
RESULT_BOX_LEVELS = 3  # ancestors of the count line searched for the results box (h2 < header < div.search-results)
RESULT_COUNT_CHARS = 80  # characters at most of the count line (a query of a few words after the count)


def drop_result_counts(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out every kept count line of a search's results (see ``RESULT_COUNT_RE``), in place. The pattern reads
    only short kept blocks holding a digit (``RESULT_DIGIT_RE``); no page-wide class gate, as the box may be named by
    its id alone (Koha's ``div#numresults``). Guard: a box named results and no search (``SEARCH_BOX_RE``) counts on a
    page with a search form, for a line no list item."""
    if not dom.has_elements:
        return
    parent, tags = dom.parent, dom.tags
    searchable = -1  # whether the page holds a search form (``SEARCH_FORM_TAGS``), read once when needed
    for k, b in enumerate(blocks.ids):
        if not keep[b] or blocks.lengths[k] > RESULT_COUNT_CHARS or RESULT_DIGIT_RE.search(blocks.texts[k]) is None \
                or RESULT_COUNT_RE.match(blocks.texts[k]) is None:
            continue
        x = b
        for _ in range(RESULT_BOX_LEVELS + 1):
            if x < 0:
                break
            name = f"{dom.attr(x, 'class')} {dom.attr(x, 'id')}"
            box = RESULT_BOX_RE.search(name)
            if box is not None and SEARCH_BOX_RE.search(name) is None:
                if searchable < 0:
                    searchable = int(any(tag in tags for tag in SEARCH_FORM_TAGS))
                if not searchable or tags[b] in LIST_ITEM_TAGS:
                    box = None  # (a study's Results section: see ``SEARCH_BOX_RE``)
            if box is not None:
                keep[b] = 0
                break
            x = parent[x]


# A library catalogue's controls over and in its results, by Koha OPAC's class words (thousands of libraries run it,
# the Tibetan and Uyghur collections among them): the selection bar over the results ("Select all | Clear all":
# ``span.checkall``/``clearall`` in ``div.check_control``; "Add to cart | Save to lists": ``div.selections-toolbar``)
# and each record's actions ("Place hold", "Add to cart": ``div.actions-menu``). On a page naming Koha's record cell
# (``KOHA_GATE``, the ``td.bibliocol`` of its results table), a kept block of at most ``CATALOGUE_CONTROL_CHARS``
# characters, mostly link text (``CATALOGUE_CONTROL_LINK_SHARE``: the controls are links; a record's text is not),
# inside an element so named within ``CATALOGUE_CONTROL_LEVELS`` goes: the catalogue's buttons, no record's words.
KOHA_GATE = "bibliocol"
CATALOGUE_CONTROL_RE = re.compile(r"(?<![\w-])(?:check_control|checkall|clearall|selections-toolbar|actions-menu)"
                                  r"(?![\w-])")
CATALOGUE_CONTROL_CHARS = 120  # characters at most of a control row: four labels and their bars
CATALOGUE_CONTROL_LINK_SHARE = 0.6  # of the block's characters in links, at least (the bars " | " are not)
CATALOGUE_CONTROL_LEVELS = 2  # ancestors read above the block's element (span.actions < div.actions-menu)


def drop_catalogue_controls(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, on a Koha results page (``KOHA_GATE``), each kept short block of links inside a control's element
    (``CATALOGUE_CONTROL_RE``; see there), in place. None for a Dom without its lxml elements."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, (KOHA_GATE,)):
        return
    for k, b in enumerate(blocks.ids):
        if not keep[b] or blocks.lengths[k] > CATALOGUE_CONTROL_CHARS \
                or dom.link_text[b] < CATALOGUE_CONTROL_LINK_SHARE * dom.tree_text[b]:
            continue
        if named_within(dom, b, CATALOGUE_CONTROL_RE, CATALOGUE_CONTROL_LEVELS) >= 0:
            keep[b] = 0
