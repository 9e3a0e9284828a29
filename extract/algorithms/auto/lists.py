"""List and quote rules: a list or a quote whose items are mostly kept keeps them all (the design's step 5).

``complete_lists`` (a list of items mostly kept), ``keep_headed_lists`` (an ordered list, HTML §4.4.6, under a kept
heading, and a description list of names and values), ``keep_continued_lists`` (the points that continue a kept
paragraph), ``complete_schedule_lists`` (a programme's sessions, each with its clock time) and ``complete_quotes`` (a
quote's paragraphs kept together). A list of "name: value" fields one of which is kept is kept whole.
"""

from __future__ import annotations

import re

from extract.algorithms.auto.boxes import LIST_TAGS
from extract.algorithms.auto.dates import CLOCK_TIME
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import LIST_ITEM_TAGS, _is_text
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

# Three items and 0.65 (two of three like items; tables keep 4 and 0.7): extraction-dev 0.8828 unchanged, 3 pages better
# (+0.001 to +0.008, collections), 2 lower (-0.003 an English forum, -0.001); QA h85: a shop's three "about this item"
# bullets, the middle one at z2 -1.06, 0.70 -> 0.82. (3 and 0.7: 3 better, 1 lower, QA unchanged; 3 and 0.6: 6 better,
# 3 lower, a Tibetan product -0.012.)
LIST_MIN_ITEMS = 3  # items at least of a list to complete
LIST_KEPT_SHARE = 0.65  # of the items' text characters kept
# Its linked titles with a date each (``complete_lists``): QA h129's Chinese county notice list kept four of six items
# (the last two at -1.10, -1.07), 0.633 -> 0.750, no other QA h129 page changes; extraction-dev ALL 0.9027 unchanged,
# 2 pages better (Tibetan and Uyghur documentation, +0.002, +0.005), none lower; review h95's Tibetan reference list
# keeps its fifth linked entry (26 -> 27 of 30 pages); the other QA sets and checkers unchanged. Bare links (a side
# column's "most read" box with four of six kept) are not completed: with them QA h129 lost 0.03 and 0.08 on two pages.


# A list of field lines, each a short name, a colon and its value ("净含量：1000克", "产地：西藏林芝", "保质期：十年";
# "Weight: 1 kg"), is one spec sheet: a reader keeps it whole when the model kept one of its fields (review h200: an
# Amazon-like product page kept its "产地" line and lost its "净含量" and "保质期" lines at -1.2). Every item a field,
# LIST_MIN_ITEMS at least: a list of sentences or links is judged by its share.
FIELD_NAME_CHARS = 24  # characters at most of a field's name before its colon ("保质期", "ئىشلەپچىقارغان جاي")
FIELD_LINE_CHARS = 60  # characters at most of a field line: a name and a value, no sentence
FIELD_LINE_RE = re.compile(rf"^\s*[^\s:：][^:：\n]{{0,{FIELD_NAME_CHARS - 1}}}[:：]\s*\S")  # "name: value"


def _is_field_line(dom: Dom, b: int, text: str, length: int) -> bool:
    """Whether block ``b`` is a field line: unlinked (``_is_text``), at most ``FIELD_LINE_CHARS``, a short name and a
    colon before its value (``FIELD_LINE_RE``)."""
    return length <= FIELD_LINE_CHARS and FIELD_LINE_RE.match(text) is not None and _is_text(dom, b)


def complete_lists(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep every text item above ``floor`` of a list whose items' text is mostly kept (``TABLE_KEPT_SHARE``, at least
    ``LIST_MIN_ITEMS`` items), in place: a spec list's one item of digits ("尺寸：180 × 35 厘米") the model doubted
    while its siblings passed. ``complete_tables`` for lists. Items mostly link text (a menu's) come in only when a
    kept item is a linked title with text of its own (a date) and they are so too: a column page's notice list
    ("<li><a>title</a><span>date</span></li>"), never a box of bare links."""
    items: dict[int, list[tuple[int, float]]] = {}
    fields: dict[int, bool] = {}  # per list: whether every item is a field line (``_is_field_line``)
    parent, tags, text = dom.parent, dom.tags, dom.tree_text
    for b, score, line, length in zip(blocks.ids, scores, blocks.texts, blocks.lengths):
        x = parent[b]
        if tags[b] in LIST_ITEM_TAGS and x >= 0 and tags[x] in LIST_TAGS and score > NEVER_KEPT:
            items.setdefault(x, []).append((b, score))
            fields[x] = fields.get(x, True) and _is_field_line(dom, b, line, length)
    link_text = dom.link_text
    for x, members in items.items():
        kept = sum(text[b] for b, _ in members if keep[b])
        if len(members) >= LIST_MIN_ITEMS and (kept >= LIST_KEPT_SHARE * sum(text[b] for b, _ in members)
                                               or kept and fields[x]):
            # kept items of a linked title and text of their own (a date): the list's records, not a menu's links
            titled = any(keep[b] and not _is_text(dom, b) and link_text[b] < text[b] for b, _ in members)
            for b, score in members:
                if score > floor and (_is_text(dom, b) or titled and 0 < link_text[b] < text[b]):
                    keep[b] = 1


# A numbered list the article announces (``keep_headed_lists``): a how-to's steps, a chart's or a library's top five,
# each item a linked title (``<li><span>1</span><a>…</a></li>``), set as the next sibling of a kept section heading
# that itself follows the article's kept prose. Each item, a short link, scores under the threshold (-0.2 to -3.1)
# while the heading passes, and the list lost all or some of its items (review h116: 3 pages, Tibetan, Uyghur,
# English). An ``<ol>`` of LIST_MIN_ITEMS items at least, all above the rescue floor and none vetoed, is the text's.
# Only an ordered list: with ``<ul>`` too, a poet's or a site's list of other poems and documents under a heading
# after the text came in (extraction-dev 3 article-zh pages -0.03 each; QA h85 0.879 -> 0.874, h106 0.906 -> 0.904);
# as it is, extraction-dev and the QA sets are unchanged.
ORDERED_LIST_TAGS = frozenset({"ol"})  # HTML §4.4.6: "a list of items, where the items have been intentionally ordered"
ORDERED_ITEM_TAGS = frozenset({"li"})  # its items (HTML §4.4.8)
# A description list under such a heading is the section's table of names and values (HTML §4.4.9: "an association
# list consisting of zero or more name-value groups"): a product's "规格与包装" tab ("开本 | 16开", "页数 | 每册32页"),
# a book's or a place's facts, each short cell doubted by the model (review h208: a JD-like product page lost its
# spec tab under its kept heading). Only unlinked names and values (``_is_text``): a list of links is a box of
# other pages. Nor a list whose every value is a bare number, no letter in it (``_letters``): a post's or a site's
# counters under their heading ("ཀློག་གྲངས། ༡༢༣༤", "评论 5", "Members 1,204"; review h217), not its facts.
DESCRIPTION_LIST_TAGS = frozenset({"dl"})
DESCRIPTION_ITEM_TAGS = frozenset({"dt", "dd"})  # its names and values (HTML §4.4.10, §4.4.11)
DESCRIPTION_VALUE_TAG = "dd"  # a value (HTML §4.4.11)


def list_members(dom: Dom, blocks: Blocks, item_tags: frozenset[str],
                 list_tags: frozenset[str]) -> dict[int, list[int]]:
    """Per list element (one of ``list_tags``): the positions in ``blocks.ids`` of its item blocks (``item_tags``
    children), in page order. One pass over the blocks."""
    tags, parent = dom.tags, dom.parent
    lists: dict[int, list[int]] = {}
    for k, b in enumerate(blocks.ids):
        x = parent[b]
        if tags[b] in item_tags and x >= 0 and tags[x] in list_tags:
            lists.setdefault(x, []).append(k)
    return lists


def keep_headed_lists(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                      marks: list[int]) -> None:
    """Keep the items of an ordered list set right under a kept heading that follows kept prose (see above), in
    place, linked items too (a chart's titles); and those of a description list of unlinked names and values
    (``DESCRIPTION_LIST_TAGS``) one value of which at least holds a letter. One pass over the blocks."""
    tags, ids = dom.tags, blocks.ids
    named = list_members(dom, blocks, DESCRIPTION_ITEM_TAGS, DESCRIPTION_LIST_TAGS)
    named = {x: members for x, members in named.items() if all(_is_text(dom, ids[k]) for k in members)
             and any(_letters(blocks.texts[k]) for k in members if tags[ids[k]] == DESCRIPTION_VALUE_TAG)}
    for element, members in (list_members(dom, blocks, ORDERED_ITEM_TAGS, ORDERED_LIST_TAGS) | named).items():
        first, last = members[0], members[-1]
        if (len(members) < LIST_MIN_ITEMS or last - first + 1 != len(members) or first < 2
                or dom.end[ids[first - 1]] != element  # the heading is the list's previous sibling
                or tags[ids[first - 1]] not in HEADING_TAGS or not keep[ids[first - 1]]
                or not keep[ids[first - 2]] or tags[ids[first - 2]] in HEADING_TAGS):
            continue
        if all(scores[k] > floor and not marks[k] for k in members):
            for k in members:
                keep[ids[k]] = 1


# A list that goes on from a kept paragraph: a product's description in prose, then its points as bullets ("what
# you get", "features": WooCommerce's description tab, Shopify's product body). The model reads each short bullet
# apart from the prose and doubts it (an outdoor shop's thirteen bullets at z2 -1.5 to -2.3 under two kept paragraphs);
# the reader reads one text. A list of at least LIST_MIN_ITEMS text items (not links: ``_is_text``), every one above
# the rescue floor, each one line (a list of records, each item a title, a date and a lead, is ``rescue_records``'),
# whose previous text block (past at most one short lead-in line or heading not kept, "Features:") is a kept paragraph, a sibling of the list or of the element that wraps it (a theme's ``div.spec-item``), is kept.
# A list in a box of its own beside the description's box (Amazon's "feature-bullets") is ``complete_lists``' to judge.
# The lead-in passed over (above the rescue floor) is kept with the list: it reads with both (the outdoor shop's truth
# keeps its h6; extraction-dev that page 0.425 -> 0.437, no other page changed). A linked lead-in ("Continue
# reading", a date's link) ends the text instead: the list after it continues nothing (review h125; dev unchanged).
# Extraction-dev: all 0.9005 -> 0.9012, 4 pages better in 4 structures (an outdoor shop's product 0.26 -> 0.43, a
# barbecue shop's category text +0.019, a service page +0.011, a how-to article +0.028), 2 lower in one structure (a
# consulting article, -0.010 and -0.015: its truth ends before the summary whose paragraph was already kept; the list
# under it goes with it); QA scorers and checkers unchanged.
CONTINUED_LEAD_CHARS = 40  # characters at most of a lead-in line between the paragraph and its list ("Features:")
# Each item holds CONTINUED_ITEM_LETTERS letters at least: a point in words, not a row of figures a result or a
# listing prints under its snippet (a date "2024-03-10", a count "318", a month "مارت", "🛏 3", "60 m²": QA qa81 017,
# qa84 002, qa106 020 lost 0.02 to 0.2 with such lists kept). The shortest bullet of the outdoor shop has 14 letters.
CONTINUED_ITEM_LETTERS = 8
CONTINUED_LIST_LEVELS = 2  # ancestors of the list climbed to the element that holds the paragraph: ul < div.spec < tab


def _letters(text: str) -> int:
    """Letters in ``text`` (``str.isalpha``: Latin, Arabic-script, Tibetan consonants, Han), not digits or signs."""
    return sum(map(str.isalpha, text))


def _is_point(dom: Dom, blocks: Blocks, k: int) -> bool:
    """Whether list item block ``k`` is a point in words: one line (no block nested in it: a record's title, date and
    lead are three), mostly unlinked (``_is_text``), of ``CONTINUED_ITEM_LETTERS`` letters at least."""
    b, ids = blocks.ids[k], blocks.ids
    alone = k + 1 == len(ids) or ids[k + 1] >= dom.end[b]
    return alone and _is_text(dom, b) and _letters(blocks.texts[k]) >= CONTINUED_ITEM_LETTERS


def keep_continued_lists(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep the items of a list that continues a kept paragraph, and the lead-in line between them (see
    ``CONTINUED_LEAD_CHARS``), in place. One pass over the blocks, then a bounded look back per list."""
    parent, tags, ids = dom.parent, dom.tags, blocks.ids
    for x, members in list_members(dom, blocks, LIST_ITEM_TAGS, LIST_TAGS).items():
        if len(members) < LIST_MIN_ITEMS or all(keep[ids[k]] for k in members):
            continue
        if not all(_is_point(dom, blocks, k) and scores[k] > floor for k in members):
            continue
        k = members[0] - 1
        lead_in = k >= 0 and not keep[ids[k]] and scores[k] > floor and _is_text(dom, ids[k]) and (
            tags[ids[k]] in HEADING_TAGS or blocks.lengths[k] <= CONTINUED_LEAD_CHARS)
        k -= lead_in
        if k < 0:
            continue
        lead, box = ids[k], parent[x]
        for _ in range(CONTINUED_LIST_LEVELS - 1):
            if box < 0 or parent[lead] == box:
                break
            box = parent[box]
        if keep[lead] and tags[lead] == "p" and box >= 0 and parent[lead] == box:
            for m in members + [k + 1] * lead_in:  # the lead-in line between them reads with both ("Features:")
                keep[ids[m]] = 1


# A quotation inside a kept text (HTML §4.4.4: ``<blockquote>`` is "a section that is quoted from another source") is
# part of that text: a reply quotes the post it answers, then answers it. The model reads the quote apart from its
# post and doubts it (a quote's words are the thread's other words, its own class is the engine's "quote" box): a
# GameFAQs reply's quote scored -2.0 beside its kept answer, and the answer read as a reply to nothing. A block of a
# ``<blockquote>`` (within QUOTE_LEVELS levels) whose parent element's text block is kept is kept when above the rescue
# floor; the quote's header ("<name> said:", ``POSTER_RE``) stays furniture (never kept). Extraction-dev: all
# 0.8972 -> 0.8975, forum 0.810 -> 0.812; 10 forum pages better in 5 structures (GameFAQs 0.53 -> 0.60 and
# 0.69 -> 0.75, phpBB +0.011 and +0.007, XenForo +0.002 to +0.005, another board +0.001 and +0.005), none worse;
# QA scorers and checkers unchanged.
QUOTE_LEVELS = 3  # ancestors of a block climbed to its quote: blockquote > div > p


def complete_quotes(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep the text blocks above ``floor`` of a ``<blockquote>`` (at most ``QUOTE_LEVELS`` levels up) whose parent
    element's text block is kept, in place: a reply's quote of the post it answers. One pass, a bounded climb per
    block."""
    parent, tags, owner = dom.parent, dom.tags, blocks.owner
    for b, score in zip(blocks.ids, scores):
        if keep[b] or score <= floor:
            continue
        q = b
        for _ in range(QUOTE_LEVELS + 1):
            if q < 0 or tags[q] == "blockquote":
                break
            q = parent[q]
        if q >= 0 and tags[q] == "blockquote" and parent[q] >= 0 and keep[owner[parent[q]]] and _is_text(dom, b):
            keep[b] = 1


# A programme: a list whose every item is one session or departure, its clock time alone on a line of its own ("09:00",
# "10:30–12:00") beside its title and its speaker or place (a conference's agenda, a festival's or a broadcaster's
# schedule). The model passes the first items under the page's lead and doubts the rest, and every bare time (review
# h207: a Uyghur symposium's agenda lost its last session and all four times). A list of LIST_MIN_ITEMS items or more,
# each holding a time line (``SCHEDULE_TIME_RE``), whose first item holds a kept block (the model passed the schedule's
# start, under the page's lead), is the page's schedule: every block of its items above the rescue floor is kept. A
# listing's teasers carry dates, not clock times alone on their line; a side column's "today's programmes" box is never
# kept (none of its items is).
SCHEDULE_ITEM_LEVELS = 2  # ancestors of a block climbed to its item: li > div.session__time > time
ORDERED_OR_BULLET_TAGS = frozenset({"ul", "ol"})  # the lists whose items are records (a <dl>'s are names and values)
SCHEDULE_TIME_RE = re.compile(rf"^\s*{CLOCK_TIME}(?:\s*[-–—~～至]\s*{CLOCK_TIME})?\s*$")  # "09:00", "9:00–10:30"


def complete_schedule_lists(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep every block above ``floor`` of the items of a schedule list (``schedule_lists``) whose first item holds a
    kept block, in place."""
    tags, ids = dom.tags, blocks.ids
    for items in schedule_lists(dom, blocks):
        if not any(keep[ids[k]] for k in next(iter(items.values()))):  # the model passed the schedule's start
            continue
        for members in items.values():
            for k in members:
                if scores[k] > floor and tags[ids[k]] not in LIST_TAGS:
                    keep[ids[k]] = 1


def schedule_lists(dom: Dom, blocks: Blocks) -> list[dict[int, list[int]]]:
    """The page's schedule lists, each as its items (``li`` elements, in document order) and the blocks of each
    (positions): a ul or ol of ``LIST_MIN_ITEMS`` items or more, each holding a time line (``SCHEDULE_TIME_RE``). One
    pass over the blocks, each climbing to its list item (``list_item``), on a page holding ``LIST_MIN_ITEMS`` time
    lines at least (``_time_line_count``: most pages hold none, and answer with one substring test per block)."""
    if _time_line_count(blocks.texts) < LIST_MIN_ITEMS:
        return []
    parent = dom.parent
    lists: dict[int, dict[int, list[int]]] = {}  # list -> item -> its blocks (positions)
    for k, b in enumerate(blocks.ids):
        item = list_item(dom, b)
        if item >= 0:
            lists.setdefault(parent[item], {}).setdefault(item, []).append(k)
    return [items for items in lists.values() if len(items) >= LIST_MIN_ITEMS and all(
        any(SCHEDULE_TIME_RE.match(blocks.texts[k]) for k in members) for members in items.values())]


def _time_line_count(texts: list[str]) -> int:
    """How many of ``texts`` are time lines (``SCHEDULE_TIME_RE``), each sought only in a text holding the clock's ':'
    (every ``CLOCK_TIME`` holds one). A schedule list's items are distinct and each holds a time line of its own, so
    a page with fewer than ``LIST_MIN_ITEMS`` has none (exact: the same lists, found without climbing from every
    block)."""
    return sum(":" in text and SCHEDULE_TIME_RE.match(text) is not None for text in texts)


def list_item(dom: Dom, b: int) -> int:
    """The ``li`` of a ``ul`` or ``ol`` holding block ``b`` (``b`` itself or an ancestor up to
    ``SCHEDULE_ITEM_LEVELS`` levels up), or -1."""
    parent, tags = dom.parent, dom.tags
    a = b
    for _ in range(SCHEDULE_ITEM_LEVELS + 1):
        if a < 0:
            return -1
        if tags[a] == "li" and parent[a] >= 0 and tags[parent[a]] in ORDERED_OR_BULLET_TAGS:
            return a
        a = parent[a]
    return -1
