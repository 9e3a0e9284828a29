"""Record rescues: the rules that keep a listing's or a thread's doubtful records (the design's step 5).

The slot (tag path and class) holding most of the kept text keeps its doubtful blocks (``rescue_records``, seed 003's
repeated tag paths read as records); a page where no block but a heading passes keeps its best slot
(``keep_best_slot``); a slot outweighing the kept text (``keep_outweighing_slot``), a grid of results
(``keep_record_grids``), a list of titles (``keep_title_lists``, ``keep_record_titles``; ``keep_title_feeds`` on a
page that keeps headings only), a run of described cards
(``keep_enclosed_cards``), a heading over kept text in its own box (``keep_section_headings``), a run of titled
boxes mostly kept (``complete_heading_runs``) and an FAQ's
questions and collapsed answers (``keep_faq_pairs``) are kept.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter

from extract.algorithms.auto.features import FEATURES, Blocks
from extract.algorithms.auto.lines import LIST_ITEM_TAGS, THREAD_SLOT_LINK_SHARE, _is_text, is_credit_line
from extract.algorithms.auto.model import _sigmoid
from extract.algorithms.auto.page_memo import names_may_hold
from extract.algorithms.auto.vetoes import LETTER_RE, LINK_COUNT_COLUMN
from extract.algorithms.auto.words import BYLINE_BIT, COMMENT_BIT, CRUMB_BIT, HEADING_TAGS, MAIN_TAGS
from extract.dom import QUESTION_CHARS, QUESTION_END_RE, Dom

# Records: the posts of a thread (or the comments, answers, lines of a poem) fill one
# slot, the tag path and class of their text block (``Blocks.slots``; a block without a
# class takes its parent's). A slot of at least RECORD_SLOT_MIN blocks holding at least
# RECORD_SLOT_SHARE of the kept text is the page's records, and its text blocks down
# to RECORD_RESCUE_MARGIN logits below the threshold are kept too: the model doubts a
# one-line post ("Thanks!") that its thread vouches for. A page none of whose blocks
# passes, bar headings, keeps the slot with the most evidence instead (``keep_best_slot``:
# a thread of one-line posts only, a two-line notice).
# Extraction-dev (no page there loses every block): all 0.858 -> 0.859, forum 0.741 ->
# 0.750, tibetan-tmw +0.003, uyghur-ncr +0.003, no variant lower by more than 0.0001.
# A slot needs its class: by tag path alone en and zh lose 0.001 and product pages
# 0.003. RECORD_SLOT_MIN 2, 3 or 5, RECORD_SLOT_SHARE 0.5 or 0.7 and any margin from 2
# up give the same figures (0.3 costs en 0.0002); 2 keeps the second line of a
# two-line notice, 0.5 leaves one slot at most, 3 keeps the one-line posts of our own
# test threads (logits -2.2 to -2.6) and no menu entry (below -4).
# A record slot's class names the records wherever they sit: Vanilla writes a thread's opening post in a
# ``div.ItemDiscussion`` and its replies in ``ul.Comments > li.ItemComment``, each text in ``div.Message.userContent``,
# so the opener's slot (kept) and the replies' slot (doubted, one-line posts) differ by tag path only. The text
# blocks of a slot of RECORD_SLOT_MIN blocks at least with a record slot's class and block tag are rescued with it,
# bar side columns' blocks (a category's sidebar in its list's card markup, QA h84) and link lists; by class alone an
# item's date line (a ``div`` without a class, in the records' ``li.list-txt``) came in too (QA h81: -0.04).
# QA h97: a Uyghur Vanilla thread 0.31 -> 0.58 (every reply's text; recall 0.18 -> 0.47); extraction-dev: all
# 0.8859 -> 0.8861, forum 0.807 -> 0.808, 2 forum pages better (+0.013, +0.057), 3 lower by 0.002 to 0.003.
# The kept text a record slot must hold RECORD_SLOT_SHARE of leaves out the footer's copyright and credit lines
# (``is_credit_line``), which ``furniture_veto`` drops later: a short thread's "© 2024 <board>. All rights reserved." and
# "Powered by ..." outweighed its posts. QA-135 (with the "who is online" box left out too): a Uyghur Discourse
# thread's last two posts, 0.500 -> 0.737 (recall 0.44 -> 0.81); extraction-dev, the other QA sets unchanged.
RECORD_SLOT_MIN = 2
RECORD_SLOT_SHARE = 0.5
RECORD_RESCUE_MARGIN = 3.0
# A site's logo, a whole class or id token "logo" alone or after one of the place words below ("logo", "site-logo",
# "site_logo"), or a Framer layer's name ending in the word "Logo" (data-framer-name="Logo", "Footer Logo": words
# apart by a space, read by ``Dom.names``): the brand's name in the header or the footer, or a strip of clients' or
# partners' logos, never a record; a card named for its subject ("logo-design", "logo-card") is none. Session 43
# (h300), found in session 42: a Framer landing page writes every text as "p.framer-text" in a RichTextContainer, so
# the header logo's <p> shares the service cards' tag path and class, their record slot, and a doubted logo came back
# with them. Extraction-dev unchanged. The header's words before it name the logo too ("header-logo", "brand_logo",
# "navbar-logo", "header__logo"; review r300), and so do a footer's, a logo strip's and WordPress's site logo
# ("footer-logo", "client-logo", "partners_logo", "custom-logo", as the Framer names "Footer Logo", "Client Logo" were
# read already; review f3); a logo box holds the brand's name and a tagline at most (``LOGO_BOX_CHARS``): a
# portfolio's card filed under the category "logo" ("portfolio-item logo", Isotope's filter classes) holds its title
# and its description, a record.
LOGO_BOX_RE = re.compile(r"(?<![\w-])(?:(?:site|header|footer|brand|navbar|nav|top|custom|clients?|partners?)"
                         r"(?:[-_]|__))?logo(?![\w-])", re.IGNORECASE)
LOGO_BOX_WORDS = ("logo",)  # the page-wide gate's literal (``page_memo.names_may_hold``)
LOGO_BOX_LEVELS = 3  # levels from a text block up to its logo box (Framer: the <p>, its RichTextContainer, the layer)
LOGO_BOX_CHARS = 60  # characters at most of a logo box's text: a brand's name, a short tagline
NEVER_KEPT = -math.inf  # the score of a block no step may keep


def keep_best_slot(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                   marks: list[int]) -> None:
    """On a page where no block but a heading passed: keep the text blocks and titled list items (``titled_items``,
    slotted by ``item_slots``) above ``floor`` of the best slot.

    The best slot is the one with most evidence: a block's length times its
    probability (the sigmoid of its logit), summed over the slot's text blocks
    above ``floor``; in place.
    Breadcrumbs and bylines (by their ``_veto_marks``), which ``furniture_veto``
    drops, are no candidates (a thread's "user0 2024-05-01" lines would outweigh
    its one-line posts).
    """
    evidence: dict[tuple[int, str], float] = {}
    items = titled_items(dom, blocks)
    slots = item_slots(dom, blocks, items)
    for b, slot, score, length, mark, item in zip(blocks.ids, slots, scores, blocks.lengths, marks, items):
        if score > floor and not mark & (CRUMB_BIT | BYLINE_BIT) and (item or _is_text(dom, b)):
            evidence[slot] = evidence.get(slot, 0.0) + length * _sigmoid(score)
    if evidence:
        best = max(evidence, key=evidence.__getitem__)
        _keep_slots(dom, keep, blocks, scores, floor, {best})
        for b, slot, score, item in zip(blocks.ids, slots, scores, items):
            if item and slot == best and score > floor:
                keep[b] = 1


# A grid of cards between the page's kept prose (``keep_enclosed_cards``): a service page's offers, each a heading over
# a one- or two-sentence description (and a "Learn more" link), set between the page's intro and its FAQ or its next
# section. The descriptions are short and score under the threshold (-1.0 to -2.1) while the prose around them passes.
# A classed slot (``Blocks.slots``) of ENCLOSED_CARDS_MIN such descriptions, each right under a heading, in no vetoed box
# and no side column, with kept prose before its first and after its last and none of another slot between them, is
# the page's own text. Extraction-dev 0.8986 -> 0.8999, 3 better, 0 worse: a service page's offers (wcxb 3033, English
# 0.518 -> 0.641) and nested cards (wcxb 0169, Uyghur 0.402 -> 0.805, Tibetan 0.659 -> 0.741); QA sets and checkers
# unchanged.
ENCLOSED_CARDS_MIN = 4  # descriptions at least: at 3 an article's strip of three related teasers between its text and
# a kept box came in (a Uyghur article -0.055); a related-posts strip runs 3 to 6 (``TITLE_LIST_MIN``)
ENCLOSED_CARDS_CHARS = 40  # characters at least of each description, a sentence: without it, collections' product
# names under their headings came in (3 pages, -0.022 at most)
ENCLOSED_CARDS_LOGIT = -2.5  # stage-2 logit above which every description lies (``RECORD_GRID_LOGIT``'s: menus -3 to -6)
# Columns of a block's stage-1 row naming a side column by class/id (``SIDE_COLUMNS`` without the landmark: a
# site that wraps its whole page in a ``<header>`` holds its cards in one).
SIDE_KEYWORD_COLUMNS = tuple(FEATURES.index(name) for name in ("near_side", "far_side"))


def keep_enclosed_cards(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], marks: list[int]) -> None:
    """Keep the descriptions of a grid of cards set between kept prose (see ``ENCLOSED_CARDS_*``), in place; their
    headings follow (``keep_section_headings``). Two passes over the blocks."""
    tags, ids = dom.tags, blocks.ids
    prose = [keep[b] and tags[b] not in HEADING_TAGS for b in ids]
    before = [0, *itertools.accumulate(prose)]  # per position: kept prose blocks before it
    first: dict[tuple[int, str], int] = {}
    last: dict[tuple[int, str], int] = {}
    members: Counter[tuple[int, str]] = Counter()
    kept_members: Counter[tuple[int, str]] = Counter()
    spoilt: set[tuple[int, str]] = set()
    for k, (b, slot, score, mark, row, length) in enumerate(zip(ids, blocks.slots, scores, marks, blocks.rows,
                                                                blocks.lengths)):
        if not slot[1] or tags[b] in HEADING_TAGS:
            continue
        if (score <= ENCLOSED_CARDS_LOGIT or length < ENCLOSED_CARDS_CHARS or mark
                or not (k and tags[ids[k - 1]] in HEADING_TAGS) or any(row[c] for c in SIDE_KEYWORD_COLUMNS)):
            spoilt.add(slot)
            continue
        first.setdefault(slot, k)
        last[slot] = k
        members[slot] += 1
        kept_members[slot] += prose[k]
    cards = {slot for slot, count in members.items()
             if count >= ENCLOSED_CARDS_MIN and slot not in spoilt and _enclosed(before, first[slot], last[slot],
                                                                                 kept_members[slot])}
    for b, slot in zip(ids, blocks.slots):
        if slot in cards:
            keep[b] = 1


def _enclosed(before: list[int], start: int, stop: int, own: int) -> bool:
    """Whether kept prose lies before position ``start`` and after ``stop`` and none between them but the slot's
    ``own`` kept blocks (``before``: kept prose blocks before each position, one more entry than the blocks)."""
    return before[start] > 0 and before[stop + 1] - before[start] == own and before[-1] > before[stop + 1]


# A list of records each titled by its link, its other text unlinked after it: a mail archive's or a forum's thread
# index ("<li><a>subject</a> <i>author</i><ul><li>(replies)</li></ul>"), mostly link text, so no text block; the dev
# truths and QA h84's keep each listed item's title and its line. On a page where nothing passed (``keep_best_slot``)
# such items weigh as text, and a thread's replies count in their first message's slot. Extraction-dev unchanged;
# QA h84 030, a pipermail thread index (its dates and count lines dropped too: ``DATE_TIME_RE``): 0.000 -> 0.971.
TITLED_ITEM_OWN_LETTERS = 2  # letters at least of unlinked text after the title: an author's name (a Chinese one: two),
# not a count "(12)" or a sign "»"
LINK_DENSITY_COLUMN = FEATURES.index("link_density")  # a block's own link text over its own text, in its stage-1 row


def titled_items(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a list item (``LIST_ITEM_TAGS``) whose text opens with a link (its title) and holds
    ``TITLED_ITEM_OWN_LETTERS`` letters at least outside links. One pass over the nodes and one over the text pieces
    (letters counted in the candidates' pieces only)."""
    first_own = _first_own_text(dom, blocks.owner)
    tags, in_link, owner = dom.tags, dom.in_link, blocks.owner
    elements = dom.elements if dom.has_elements else None
    letters: dict[int, int] = {}
    for b, row in zip(blocks.ids, blocks.rows):
        first = first_own.get(b, -1)
        if (tags[b] in LIST_ITEM_TAGS and first >= 0 and in_link[first] and row[LINK_DENSITY_COLUMN] < 1.0
                and not (elements is not None and (elements[b].text or "").strip())):
            letters[b] = 0
    if letters:
        for o, text in zip(dom.piece_owner, dom.piece_text):
            if text and not in_link[o] and owner[o] in letters:
                letters[owner[o]] += len(LETTER_RE.findall(text))
    return [letters.get(b, 0) >= TITLED_ITEM_OWN_LETTERS for b in blocks.ids]


def item_slots(dom: Dom, blocks: Blocks, items: list[bool]) -> list[tuple[int, str]]:
    """Per block: its slot (``Blocks.slots``), or for a titled item (``titled_items``) nested inside another (a
    thread's replies under its first message), the outermost one's: the thread is one list. One pass in document
    order."""
    end = dom.end
    slots = list(blocks.slots)
    outer_end, outer_slot = -1, (-1, "")
    for k, (b, item) in enumerate(zip(blocks.ids, items)):
        if not item:
            continue
        if b < outer_end:
            slots[k] = outer_slot
        else:
            outer_end, outer_slot = end[b], slots[k]
    return slots


# A slot outweighing the kept text (``keep_outweighing_slot``): a listing whose cards' excerpts all score just under
# the threshold while its one-line intro passes (a news theme's cards: thumbnail, section label, title, a meta line,
# excerpt, "read more"). The repeated slot of prose (tag path and class, OUTWEIGH_SLOT_MIN blocks at least above the
# rescue floor) holding OUTWEIGH_RATIO times all the kept text bar headings is the page's records and is kept, as
# ``keep_best_slot`` keeps it on a page where nothing passed. Extraction-dev: no page changes (0.8825); at 1.0 and
# without the prose and comment tests, articles' reader comments, photo-pack teasers and job-tag chips came in
# (11 pages lower by up to 0.64). QA (h84): a Tibetan card listing 0.08 -> 0.61, a Uyghur tag page 0.21 -> 0.98.
OUTWEIGH_SLOT_MIN = 3  # blocks at least: three teasers or posts (two is a pair of boxes, a sign-up's "log in | join")
OUTWEIGH_RATIO = 3.0  # the slot's characters above the floor over the kept characters (bar headings)
# Columns of a block's stage-1 row naming the page's side column: a class/id of the side group near or far above it
# ("sidebar", "widget", "aside": ``KEYWORD_RES``) or a furniture landmark (``<aside>``, ``<nav>``). A side column's
# teasers are no records of the page: a one-paragraph brief beside a column of six teasers (3 x its text) took the
# teasers in (review h87).
SIDE_COLUMNS = tuple(FEATURES.index(name) for name in ("near_side", "far_side", "furniture_tag"))


def keep_outweighing_slot(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                          marks: list[int]) -> None:
    """Keep the text blocks above ``floor`` of the classed slot holding ``OUTWEIGH_RATIO`` times the kept text (bar
    headings), when it has ``OUTWEIGH_SLOT_MIN`` such blocks at least; in place. Candidates are blocks of prose (under
    ``THREAD_SLOT_LINK_SHARE`` link text: no tag chips, no menus) outside breadcrumbs and bylines (as in
    ``keep_best_slot``), outside comments (which ``furniture_veto`` weighs against the article) and outside the page's
    side column (``SIDE_COLUMNS``). One pass."""
    tags = dom.tags
    kept_chars = 0
    chars: dict[tuple[int, str], int] = {}
    members: dict[tuple[int, str], int] = {}
    for b, slot, score, length, mark, row in zip(blocks.ids, blocks.slots, scores, blocks.lengths, marks, blocks.rows):
        if keep[b]:
            if tags[b] not in HEADING_TAGS:
                kept_chars += length
        elif (slot[1] and score > floor and not mark & (CRUMB_BIT | BYLINE_BIT | COMMENT_BIT) and _is_text(dom, b)
              and dom.link_text[b] < THREAD_SLOT_LINK_SHARE * dom.tree_text[b]  # an excerpt, not a tag list's chip
              and not any(row[column] for column in SIDE_COLUMNS)):  # nor a side column's teaser
            chars[slot] = chars.get(slot, 0) + length
            members[slot] = members.get(slot, 0) + 1
    candidates = {slot: n for slot, n in chars.items() if members[slot] >= OUTWEIGH_SLOT_MIN}
    if candidates:
        best = max(candidates, key=candidates.__getitem__)
        if candidates[best] > OUTWEIGH_RATIO * kept_chars:
            _keep_slots(dom, keep, blocks, scores, floor, {best})


# A page of records (a shop's product grid, a catalogue's A-Z index, a feed of stories): each record is a card of
# slots (its linked name, its price or tags line, its excerpt), RECORD_GRID_MIN records at least, whose blocks score
# just under the threshold (linked names are no text, a price line is short) while a short intro above them passes.
# The classed slot (tag path and class) repeated so often, whose blocks' mean stage-2 logit is above RECORD_GRID_LOGIT,
# none of them in a side column, a breadcrumb, a byline or a comment, holding RECORD_GRID_SHARE of the kept text at
# least, is the page's content and is kept whole (its linked names too), unless an article comes before it: kept
# paragraphs as confident as RECORD_GRID_PROSE_LOGIT. Extraction-dev 0.8859 -> 0.8901, 15 pages up across 9 source
# structures (listings: a catalogue's A-Z index 0.04 -> 0.96 and 0.30 -> 1.00, a chess shop's grid 0.49 -> 0.96, a
# garden shop's 0.38 -> 0.65 and 0.38 -> 0.72, a story feed's +0.13 and +0.18; products' review and requirement
# lists +0.11 and +0.13), 2 down by 0.002 at most; QA sets unchanged.
RECORD_GRID_MIN = 15  # records at least: a page of results; at 10, a Steam description's 12-item list and a shop's 12
# swatch names (no truth text) came in (-0.06, -0.17), at 6 also photo-teaser strips of portals' articles (-0.48)
RECORD_GRID_LOGIT = -2.5  # mean stage-2 logit of the slot's blocks: the dev grids -0.1 to -2.5, menus and footers
# -3 to -6; at -3.0, two job-board listings and a portal's article took more lines (-0.42, -0.34, -0.32)
RECORD_GRID_SHARE = 0.3  # the slot's characters above the floor over the kept characters (bar headings): at 0.0 the
# forum threads' per-post slots came in (8 threads down by up to 0.06), at 1.0 7 of the 15 wins were lost
RECORD_GRID_PROSE_LOGIT = 2.0  # stage-2 logit of a confident article paragraph
RECORD_GRID_PROSE_MIN = 3  # such kept paragraphs before the grid make the page an article: a Chinese portal's
# news-teaser list (20, 66 records) under its story of 6 and 12 such paragraphs came in without this (-0.28, -0.27)
# Only the paragraphs before the grid's first block count (review h176): a shop's category page sets its description
# of a few confident paragraphs under its product grid (a chess shop's "Generally, the pieces in this category are
# 3.75 inches tall ..."), and its cards' names and prices are its content. Extraction-dev: all 0.9054 -> 0.9060,
# 4 pages better (the chess shop's listing, Tibetan 0.765 -> 0.980 and English 0.770 -> 0.786, a Tibetan shop's
# collection 0.735 -> 0.823, a Uyghur thread's posts 0.408 -> 0.443), none lower; the portals' teaser lists, under
# their stories, stay out.


def keep_record_grids(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                      marks: list[int]) -> None:
    """Keep every block above ``floor`` of a page's record grid (see ``RECORD_GRID_*``), link lines too, in place,
    unless an article comes before it (``_follows_an_article``). Two passes over the blocks and one up to the grid."""
    tags = dom.tags
    kept_chars = 0
    logits: dict[tuple[int, str], float] = {}
    members: dict[tuple[int, str], int] = {}
    chars: dict[tuple[int, str], int] = {}
    spoilt: set[tuple[int, str]] = set()  # slots with a side column's, a breadcrumb's, a byline's or a comment's block
    for b, slot, score, length, mark, row in zip(blocks.ids, blocks.slots, scores, blocks.lengths, marks, blocks.rows):
        if keep[b] and tags[b] not in HEADING_TAGS:
            kept_chars += length
        if not slot[1]:
            continue
        if (mark & (CRUMB_BIT | BYLINE_BIT | COMMENT_BIT) or score == NEVER_KEPT
                or any(row[column] for column in SIDE_COLUMNS)):
            spoilt.add(slot)
            continue
        logits[slot] = logits.get(slot, 0.0) + score
        members[slot] = members.get(slot, 0) + 1
        if score > floor:
            chars[slot] = chars.get(slot, 0) + length
    grids = {slot for slot, n in members.items()
             if n >= RECORD_GRID_MIN and slot not in spoilt and logits[slot] / n > RECORD_GRID_LOGIT
             and chars.get(slot, 0) >= RECORD_GRID_SHARE * kept_chars}
    if not grids or _follows_an_article(dom, keep, blocks, scores, grids):
        return
    for b, slot, score in zip(blocks.ids, blocks.slots, scores):
        if slot in grids and score > floor:
            keep[b] = 1


def _follows_an_article(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float],
                        grids: set[tuple[int, str]]) -> bool:
    """Whether ``RECORD_GRID_PROSE_MIN`` kept confident paragraphs (``RECORD_GRID_PROSE_LOGIT``, no heading, in no
    grid) come before the first block of ``grids``: the grids are then an article's teasers, not the page's records.
    One pass over the blocks up to the grid."""
    tags = dom.tags
    paragraphs = 0
    for b, slot, score in zip(blocks.ids, blocks.slots, scores):
        if slot in grids:
            return False
        if keep[b] and score > RECORD_GRID_PROSE_LOGIT and tags[b] not in HEADING_TAGS:
            paragraphs += 1
            if paragraphs >= RECORD_GRID_PROSE_MIN:
                return True
    return False


# A category page's list of post titles under its description (``keep_title_lists``): a classed slot of linked headings
# (WordPress's "h2.entry-title > a", Genesis's "Excerpt-Title"), nothing kept after its first title. Extraction-dev:
# goingzerowaste (wcxb 4609, 20 titles) and confessionsofafitfoodie (4632, 20): titles at -1.2 to -3.8, their mean under
# ``RECORD_GRID_LOGIT``, and the description is a confident article, so ``keep_record_grids`` leaves them.
TITLE_LIST_MIN = 10  # headings at least of the slot: a category's page of posts; a related-posts strip runs 3 to 6
TITLE_LIST_LINK_SHARE = 0.9  # of each heading's text in links: a post's title linked to the post


def keep_title_lists(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                     marks: list[int]) -> None:
    """Keep a list of linked post titles under a page's kept text, in place: a classed slot (``Blocks.slots``) of
    ``TITLE_LIST_MIN`` headings at least and no other block between them (title-only records: a shop's cards hold
    prices between their names), their mean score above ``floor``, each wholly a link (``TITLE_LIST_LINK_SHARE``), in
    no vetoed box, with kept text before the first title and none after it. The side-column keywords are not read: a
    post's title sits in its ``<header>`` and Genesis wraps the content in "content-sidebar-wrap". Two passes over
    the blocks."""
    tags, link_text, tree_text = dom.tags, dom.link_text, dom.tree_text
    first: dict[tuple[int, str], int] = {}  # slot -> position of its first heading
    last: dict[tuple[int, str], int] = {}
    members: dict[tuple[int, str], int] = {}
    total: dict[tuple[int, str], float] = {}
    spoilt: set[tuple[int, str]] = set()
    for k, (b, slot, score, mark) in enumerate(zip(blocks.ids, blocks.slots, scores, marks)):
        if not slot[1] or tags[b] not in HEADING_TAGS:
            continue
        first.setdefault(slot, k)
        last[slot] = k
        members[slot] = members.get(slot, 0) + 1
        total[slot] = total.get(slot, 0.0) + score
        if score == NEVER_KEPT or mark or link_text[b] < TITLE_LIST_LINK_SHARE * tree_text[b]:
            spoilt.add(slot)
    kept_at = [k for k, b in enumerate(blocks.ids) if keep[b] and tags[b] not in HEADING_TAGS]
    if not kept_at:
        return
    lists = {slot for slot, n in members.items()
             if n >= TITLE_LIST_MIN and slot not in spoilt and last[slot] - first[slot] + 1 == n
             and total[slot] / n > floor and kept_at[0] < first[slot] > kept_at[-1]
             and _inside_kept_articles(dom, blocks.ids[kept_at[-1]], blocks.ids[first[slot]])}
    for b, slot in zip(blocks.ids, blocks.slots):
        if slot in lists and tags[b] in HEADING_TAGS:
            keep[b] = 1


# A feed of linked titles alone (``keep_title_feeds``): a link aggregator's or a community's front page (dev.to's
# ``h2.crayons-story__title``, a news list's headlines over their tags and counts) where nothing but headings passed:
# the titles score around the threshold (-0.9 to -1.4), so one or two of the run passed and the others did not. With
# no other text kept, the page is its list of titles (the WCXB truths of listings keep every entry's title): a classed
# slot of TITLE_FEED_MIN linked headings, none vetoed and none in a side column, their mean above the floor, is kept.
# Extraction-dev unchanged (0 of 460 pages); h202's dev.to-like feed under a Tibetan site title: 1 -> 3 of 4 titles
# (the last, over the footer, ``drop_orphan_headings`` leaves out; exempting a feed's titles there cost 3 collection
# pages 0.017-0.026).
TITLE_FEED_MIN = 4  # headings at least of the slot: a feed; three is a strip of related links under a page's title
# The feed is the page's: the headings kept outside it (the page's title) lie in no ``<article>``/``<main>`` that leaves
# the feed out (``_inside_kept_articles``). A video's or a gallery's page keeps its title alone too, and its "热门视频"
# / "You may also like" strip of linked titles after its ``<article>`` is other pages' (h206's pages).


def keep_title_feeds(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                     marks: list[int]) -> None:
    """Keep a slot of linked titles on a page that keeps headings only, in place: a classed slot (``Blocks.slots``) of
    ``TITLE_FEED_MIN`` headings at least, one of them kept, each wholly a link (``TITLE_LIST_LINK_SHARE``), none
    vetoed, never kept or in a side column (``SIDE_COLUMNS``), their mean score above ``floor``, and no kept heading
    outside it in an ``<article>``/``<main>`` that leaves it out. An article keeps its paragraphs, so the step passes
    it by. Three passes over the blocks."""
    tags, link_text, tree_text = dom.tags, dom.link_text, dom.tree_text
    if any(keep[b] and tags[b] not in HEADING_TAGS for b in blocks.ids):
        return
    members: dict[tuple[int, str], int] = {}
    total: dict[tuple[int, str], float] = {}
    kept: set[tuple[int, str]] = set()
    spoilt: set[tuple[int, str]] = set()
    for b, slot, score, mark, row in zip(blocks.ids, blocks.slots, scores, marks, blocks.rows):
        if not slot[1] or tags[b] not in HEADING_TAGS:
            continue
        members[slot] = members.get(slot, 0) + 1
        total[slot] = total.get(slot, 0.0) + score
        if keep[b]:
            kept.add(slot)
        if (score == NEVER_KEPT or mark or link_text[b] < TITLE_LIST_LINK_SHARE * tree_text[b]
                or any(row[column] for column in SIDE_COLUMNS)):
            spoilt.add(slot)
    feeds = {slot for slot, n in members.items()
             if n >= TITLE_FEED_MIN and slot in kept and slot not in spoilt and total[slot] / n > floor}
    if not feeds:
        return
    first: dict[tuple[int, str], int] = {}  # a feed's first title
    for b, slot in zip(blocks.ids, blocks.slots):
        if slot in feeds and tags[b] in HEADING_TAGS:
            first.setdefault(slot, b)
    outside = [(b, slot) for b, slot in zip(blocks.ids, blocks.slots) if keep[b]]
    feeds = {slot for slot in feeds
             if all(own == slot or _inside_kept_articles(dom, b, first[slot]) for b, own in outside)}
    for b, slot in zip(blocks.ids, blocks.slots):
        if slot in feeds and tags[b] in HEADING_TAGS:
            keep[b] = 1


def _inside_kept_articles(dom: Dom, kept: int, title: int) -> bool:
    """Whether ``title`` lies inside every ``<main>``/``<article>`` (``MAIN_TAGS``) holding the ``kept`` block: a
    category's titles run on in its description's column; a news site's "Latest" strip of linked headings after
    an article's ``<main>`` or ``<article>`` is other pages' (review h101). One walk up from ``kept``."""
    tags, end, parent = dom.tags, dom.end, dom.parent
    a = parent[kept]
    while a >= 0:
        if tags[a] in MAIN_TAGS and not a < title < end[a]:
            return False
        a = parent[a]
    return True


def rescue_records(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep every text block above ``floor`` of the page's record slot and of the slots of its class in other tag
    paths (see ``RECORD_SLOT_*``), in place."""
    kept: dict[tuple[int, str], int] = {}
    members = Counter(blocks.slots)  # (counted in C; the kept blocks alone walked, picked in C)
    for slot, length, text in itertools.compress(zip(blocks.slots, blocks.lengths, blocks.texts),
                                                 map(keep.__getitem__, blocks.ids)):
        if not is_credit_line(text, length):  # (the footer's lines weigh nothing: see RECORD_SLOT_SHARE)
            kept[slot] = kept.get(slot, 0) + length
    total = sum(kept.values())
    records = {slot for slot, length in kept.items()
               if slot[1] and members[slot] >= RECORD_SLOT_MIN and length >= RECORD_SLOT_SHARE * total}
    if not records:
        return
    tags = dom.tags
    kinds = {(tags[b], slot[1]) for b, slot in zip(blocks.ids, blocks.slots) if slot in records}
    # the record slots' text blocks above the floor (``_keep_slots``), then their class's in other tag paths (no slot
    # of both); neither test reads the keep marks, so both are picked before any is kept
    picked = [b for b, slot, score in zip(blocks.ids, blocks.slots, scores)
              if slot in records and score > floor and _is_text(dom, b)]
    picked += [b for b, slot, score, row in zip(blocks.ids, blocks.slots, scores, blocks.rows)
               if (tags[b], slot[1]) in kinds and slot not in records and members[slot] >= RECORD_SLOT_MIN
               and score > floor and _is_text(dom, b) and dom.link_text[b] < THREAD_SLOT_LINK_SHARE * dom.tree_text[b]
               and not any(row[column] for column in SIDE_COLUMNS)]  # a side column's lookalike cards
    # a logo box's doubted blocks stay out (``_logo_blocks``): asked of the picked blocks not kept alone, as keeping a
    # kept block changes nothing (and this step keeps, never leaves out: the marks it reads are the step's first)
    logos = _logo_blocks(dom, blocks, keep, [b for b in picked if not keep[b]])
    for b in picked:
        if b not in logos:
            keep[b] = 1


def _logo_blocks(dom: Dom, blocks: Blocks, keep: bytearray, among: list[int] | None = None) -> frozenset[int]:
    """The doubted blocks (not kept) inside a site's logo box (``LOGO_BOX_RE``, ``LOGO_BOX_LEVELS`` up at most, its
    text ``LOGO_BOX_CHARS`` at most), of ``among`` (blocks; all when None): none on a Dom without its lxml elements,
    for no blocks, or on a page whose names hold no ``LOGO_BOX_WORDS`` (one substring test)."""
    if among is None:
        among = blocks.ids
    if not among or not dom.has_elements or not names_may_hold(dom, blocks, LOGO_BOX_WORDS):
        return frozenset()
    return frozenset(b for b in among if not keep[b] and _in_logo_box(dom, b))


def _in_logo_box(dom: Dom, b: int) -> bool:
    """Whether ``boxes.named_within(dom, b, LOGO_BOX_RE, LOGO_BOX_LEVELS)`` finds a box of ``LOGO_BOX_CHARS`` at
    most. The climb stops at the first node holding more text: exact, as an ancestor holds its descendants' text
    (``Dom.tree_text``), so any box named at or above it holds more too (most blocks: no name read at all)."""
    tree_text, parent = dom.tree_text, dom.parent
    a = b
    for _ in range(LOGO_BOX_LEVELS + 1):
        if a < 0 or tree_text[a] > LOGO_BOX_CHARS:
            return False
        if LOGO_BOX_RE.search(dom.names(a)) is not None:
            return True
        a = parent[a]
    return False


# A record's title written as its item's own link, its date and lead child blocks (``<li><a>title</a><div>date</div>
# <div>lead</div></li>``): the lead is kept, the title line, no heading, was not. Extraction-dev unchanged (no page
# changed); QA h84: a paged Uyghur news list 0.57 -> 0.99. Without the order and share conditions, 3 dev pages lower
# (a carousel's and a menu's lines, -0.008 at most) and a blog's comments took their "reply · delete" lines.
RECORD_TITLE_CHARS = 120  # characters at most of a title line (the QA list's: 30 to 60)
RECORD_TITLE_MIN = 3  # records at least of the slot so titled: a list, not one item
RECORD_TITLE_SHARE = 0.8  # of the slot's blocks so titled: every record, not a menu's few entries over a kept block
# A record whose title is a kept heading among its child blocks has its title: its own linked line above the heading is
# a kicker, the record's section or category ("<div class=card><a>Health</a><h2>title</h2><p>lead</p></div>"), not
# a title (``keep_record_titles``). QA h106: all 0.855 -> 0.867 (news section pages whose cards carry their section's
# link above the heading: Tibetan 0.85 -> 0.99, Uyghur 0.78 -> 1.00); extraction-dev 0.8953 unchanged (no page changed);
# QA h81, h84, h85, h90, h91, h97 and the checkers unchanged.


def keep_record_titles(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep the title lines above ``floor`` of a list's records, in place: blocks with a link, of at most
    ``RECORD_TITLE_CHARS`` characters, whose own text comes before a child block of kept text (its lead), where
    ``RECORD_TITLE_MIN`` blocks and ``RECORD_TITLE_SHARE`` of one slot (tag path and class) are so. Linear: one pass
    over the nodes, one over the blocks."""
    index = {b: k for k, b in enumerate(blocks.ids)}
    parent, tags = dom.parent, dom.tags
    titled: dict[tuple[int, str], set[int]] = {}
    # the title's text stands before the kept child (its lead): a comment's "reply · delete" line under it is no title
    first_own: dict[int, int] | None = None  # read over the page's nodes when a title first asks (most pages: never)
    headed = {parent[b] for b in blocks.ids if keep[b] and tags[b] in HEADING_TAGS}  # records titled by a kept heading
    for b in blocks.ids:
        k = index.get(parent[b], -1)
        if not keep[b] or k < 0 or tags[b] in HEADING_TAGS or not _is_text(dom, b) or parent[b] in headed:
            continue
        p = blocks.ids[k]
        # (a title the model kept counts: the slot's share is of its records, kept or not)
        if not ((keep[p] or scores[k] > floor) and blocks.lengths[k] <= RECORD_TITLE_CHARS
                and blocks.rows[k][LINK_COUNT_COLUMN] > 0 and LETTER_RE.search(blocks.texts[k])):
            continue
        if first_own is None:
            first_own = _first_own_text(dom, blocks.owner)
        if first_own.get(p, b) < b or dom.has_elements and bool((dom.elements[p].text or "").strip()):
            titled.setdefault(blocks.slots[k], set()).add(p)
    members = Counter(blocks.slots)
    for slot, titles in titled.items():
        if len(titles) >= RECORD_TITLE_MIN and len(titles) >= RECORD_TITLE_SHARE * members[slot]:
            for p in titles:
                keep[p] = 1


def _first_own_text(dom: Dom, owner: list[int]) -> dict[int, int]:
    """Per block: the first of its inline nodes (in document order) that holds text; one pass over the page."""
    first: dict[int, int] = {}
    text = dom.tree_text
    for i, o in enumerate(owner):
        if o != i and o not in first and text[i]:
            first[o] = i
    return first


# A heading over kept text (``keep_section_headings``): a listing's teaser titles. Extraction-dev: all +0.0007,
# 22 pages better (listing +0.005, service +0.0035), 29 lower (by 0.016 at most: poem and story titles the truths
# leave out); QA (h81): a Tibetan category page 0.82 -> 1.00.
SECTION_HEADING_LEVELS = 3  # the heading and the block it titles share an ancestor this close (a teaser's <article>)
# A teaser's title may stand over a short meta line ("author · date · views · comments") the model leaves out, then its
# kept excerpt: the heading looks past one unkept block of at most this many characters (a Tibetan meta line: ~30)
# that no veto names and whose next block is a rescued record (under the threshold): a forum post's subject over its
# author line (phpBB's p.author, a byline) and its passing post stays out. Extraction-dev 0.8828 unchanged, 1 page lower
# (-0.001, a Uyghur listing at 0.04); without those two conditions 25 pages lower (forums' subjects: up to -0.048).
# QA h84: a news theme's cards 0.61 -> 0.995; QA h81: a Uyghur category page 0.94 -> 0.995.
SECTION_HEADING_SKIP_CHARS = 60


def keep_section_headings(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                          marks: list[int]) -> None:
    """Keep a heading above ``floor`` that titles kept text: the next block (never-kept ones skipped) is kept and
    lies within one of the heading's ``SECTION_HEADING_LEVELS`` nearest ancestors (past one short unkept block,
    ``SECTION_HEADING_SKIP_CHARS``: a teaser's meta line); in place.

    A listing's teasers are a linked title over a kept excerpt (the title, all link text, scores just under the
    threshold), an about page's headline stands over its kept paragraphs: the text without its titles. A heading
    whose text recurs on the page (a section's name that is also a menu entry) stays out: the menus stay unstitched.
    """
    ids, chains, end, tags = blocks.ids, blocks.ancestors, dom.end, dom.tags
    copies = Counter(blocks.bag_of)
    n = len(ids)
    following = [n] * (n + 1)  # per block: the next block after it that is not NEVER_KEPT (n: none)
    for k in range(n - 1, -1, -1):
        following[k] = k + 1 if k + 1 < n and scores[k + 1] != NEVER_KEPT else following[k + 1]
    for k, b in enumerate(ids):
        # (a heading of digits alone, a carousel's "3", titles nothing)
        if keep[b] or tags[b] not in HEADING_TAGS or scores[k] <= floor or not LETTER_RE.search(blocks.texts[k]):
            continue
        if copies[blocks.bag_of[k]] > 1:  # its words are a menu's too: a section's name, which the menu names
            continue
        j = following[k]
        if j < n and not keep[ids[j]] and not marks[j] and blocks.lengths[j] <= SECTION_HEADING_SKIP_CHARS:
            after = following[j]  # past the teaser's meta line to its excerpt, a rescued record (not a passing post)
            j = after if after < n and scores[after] <= floor + RECORD_RESCUE_MARGIN else j
        if j < n and keep[ids[j]] and any(a <= ids[j] < end[a] for a in chains[k][:SECTION_HEADING_LEVELS]):
            keep[b] = 1


def _keep_slots(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                slots: set[tuple[int, str]], spared: frozenset[int] = frozenset()) -> None:
    """Keep the text blocks above ``floor`` in ``slots``, bar the ``spared`` ones, in place."""
    for b, slot, score in zip(blocks.ids, blocks.slots, scores):
        if slot in slots and score > floor and _is_text(dom, b) and b not in spared:
            keep[b] = 1


# An FAQ's questions and answers (``keep_faq_pairs``): an accordion or toggle (Elementor's, Bootstrap's, a theme's
# <details>) sets each question as a short line, often a button or a link to nowhere that opens its panel, and each
# answer as the prose of a collapsed panel right after it (``hidden``, ``aria-expanded="false"``). The model reads the
# questions as controls and the collapsed answers apart from the page's prose and doubts both (review h203: an
# Elementor FAQ lost every answer at -1.6 to -2.3, its questions at -3 to -3.8). A run of FAQ_PAIRS_MIN pairs or more,
# each a question (``QUESTION_END_RE``, at most ``QUESTION_CHARS``; linked only to no other page: an empty, "#" or
# script address) right before its answer (unlinked prose of FAQ_ANSWER_CHARS at least: ``_is_text``), the pairs at
# one pair of tag paths, is the page's text, kept above the rescue floor. A "related questions" box links each
# question to its own page, and a collapsed "related" panel titles its links with no question: both stay out.
FAQ_PAIRS_MIN = 2  # question and answer pairs at least at one pair of tag paths: an FAQ, not one teaser
FAQ_ANSWER_CHARS = 20  # characters at least of an answer: a sentence, not a "Yes" or a count
# an address that opens no other page: none, a fragment, a script's
IN_PAGE_HREF_RE = re.compile(r"^\s*(?:#.*|javascript:.*)?$", re.IGNORECASE | re.DOTALL)


def _links_nowhere(dom: Dom, b: int) -> bool:
    """Whether every link in block ``b`` opens no other page (``IN_PAGE_HREF_RE`` on its ``href``)."""
    if not dom.link_text[b]:
        return True
    return all(IN_PAGE_HREF_RE.match(dom.attr(a, "href") or "") is not None for a in dom.anchors_in(b))


def keep_faq_pairs(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep the questions and answers of an FAQ (see ``FAQ_PAIRS_MIN``) above ``floor``, in place. One pass over the
    blocks, the links of each question read once."""
    ids, texts, lengths, path, end = blocks.ids, blocks.texts, blocks.lengths, dom.path, dom.end
    pairs: dict[tuple[int, int], list[int]] = {}  # (question's path, answer's path) -> the questions' positions
    for k in range(len(ids) - 1):
        q, a = ids[k], ids[k + 1]
        if (scores[k] <= floor or scores[k + 1] <= floor or a < end[q] or lengths[k] > QUESTION_CHARS
                or lengths[k + 1] < FAQ_ANSWER_CHARS or QUESTION_END_RE.search(texts[k].rstrip()) is None
                or not _is_text(dom, a) or not _links_nowhere(dom, q)):
            continue
        pairs.setdefault((path[q], path[a]), []).append(k)
    for questions in pairs.values():
        if len(questions) >= FAQ_PAIRS_MIN:
            for k in questions:
                keep[ids[k]] = keep[ids[k + 1]] = 1


# A roundup's items (a blog's "links of the week", a gift guide, a reading list): sibling boxes of one tag and class,
# each holding one heading (the item's title, a link to the piece) over a note or paragraphs of its own. The model judges
# each title alone and the run's last titles, further from the post's intro, fall under the threshold while the first
# ones pass (review h230: an English roundup kept six of its seven linked titles, the last at -1.10). A reader takes the
# run as one list: when HEADING_RUN_KEPT_SHARE of its headings are kept, the others above the floor, unvetoed, are kept
# too (``complete_lists`` for runs of titled boxes, each title a link). An article's section headings stand in one box,
# not each in a sibling box of its own; a side column's or a related-posts strip's headings are no run the model mostly
# kept. Extraction-dev 0.9228 unchanged (no page's text changes); review h230's English roundup keeps its seventh title.
HEADING_RUN_MIN = 3  # records at least of the run (``lists.LIST_MIN_ITEMS``: a list, not a pair of boxes)
HEADING_RUN_KEPT_SHARE = 0.65  # of the run's headings kept, at least (``lists.LIST_KEPT_SHARE``: two of three)
# of each heading's text inside links, at least: a roundup's titles link to the pieces it collects. Unlinked, a run of
# titled boxes is as often a shop's strip of assurances ("free delivery", "returns") the truths leave out
# (extraction-dev: a Tibetan collection page kept its fourth assurance's title, -0.001).
HEADING_RUN_LINK_SHARE = 0.9


def complete_heading_runs(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                          marks: list[int]) -> None:
    """Keep every heading above ``floor`` of a run of sibling record boxes (one parent, tag and class; one heading
    each, not an h1, wholly a link, over text of its own) whose headings are mostly kept
    (``HEADING_RUN_KEPT_SHARE``, at least ``HEADING_RUN_MIN`` records), in place. One pass over the blocks. None for
    a Dom without its lxml elements (no classes to read)."""
    if not dom.has_elements:
        return
    parent, tags, text = dom.parent, dom.tags, dom.tree_text
    runs: dict[tuple[int, str, str, str], list[int]] = {}  # (the records' parent, tag, class; heading tag) -> positions
    for k, b in enumerate(blocks.ids):
        record = parent[b]
        if (tags[b] not in HEADING_TAGS or tags[b] == "h1" or record < 0 or parent[record] < 0
                or scores[k] == NEVER_KEPT or text[record] <= text[b]
                or dom.link_text[b] < HEADING_RUN_LINK_SHARE * text[b]):
            continue
        cls = dom.attr(record, "class")
        if cls:
            runs.setdefault((parent[record], tags[record], cls, tags[b]), []).append(k)
    ids = blocks.ids
    for group in runs.values():
        if len(group) < HEADING_RUN_MIN or len({parent[ids[k]] for k in group}) < len(group):
            continue  # fewer records than a list, or a record with two headings: a box of sections
        if sum(1 for k in group if keep[ids[k]]) < HEADING_RUN_KEPT_SHARE * len(group):
            continue
        for k in group:
            if scores[k] > floor and not marks[k]:
                keep[ids[k]] = 1
