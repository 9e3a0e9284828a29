"""Vetoes: rules that drop kept blocks by what they are on the page (the design's step 6, ``furniture_veto``).

Breadcrumbs, bylines (not a listed record's author, ``record_author_fields``), call-to-action links, share bars, tag
lists, copyright notices and reader comments under an article (``furniture_veto``); a media player's lines
(``player_lines``); short blocks holding a control a reader sets (``control_lines``); breadcrumb trails read in the
text (``is_trail``); each record's repeated link bar, button row and dated row (``tool_bars``, ``is_button_row``,
``dated_rows``; a refrain's rows of spans stay, ``drop_text_rows``);
a widget's heading over its form (``widget_headings``), a tab bar naming the page's headings (``tab_entries``) and a
box's label over its left-out content (``box_heads.drop_orphan_box_heads``).
"""

from __future__ import annotations

import itertools
import math
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.box_heads import drop_orphan_box_heads
from extract.algorithms.auto.boxes import in_share_or_tags, measured_nodes, sibling_positions
from extract.algorithms.auto.features import DIGIT_CLASS, DIGITS, FEATURES, SENTENCE_MARKS_RE, Blocks
from extract.algorithms.auto.count_lines import FOUR_DIGITS_RE, NAME_FIELD_CHARS, VIEWS_DATE_RE, separated_fields
from extract.algorithms.auto.dates import EN_MONTH, UG_MONTH
from extract.algorithms.auto.lines import LIST_ITEM_TAGS, _COPYRIGHT_NOTICE, _is_text, is_credit_line, is_furniture_line
from extract.algorithms.auto.never_kept import CLICKABLE_TAGS, _clickable_text, clickable_roots
from extract.algorithms.auto.questionnaires import asked_questions
from extract.algorithms.auto.thread_notes import is_thread_note
from extract.algorithms.auto.thread_pages import names_a_thread, thread_post_slots
from extract.algorithms.auto.words import (
    BYLINE_BIT,
    COMMENT_BIT,
    CONTROL_TAGS,
    CRUMB_BIT,
    CTA_BIT,
    CTA_LINK_BIT,
    CTA_LINK_SHARE,
    HEADING_TAGS,
    SHARE_BIT,
    TABLE_CELL_TAGS,
    has_visible_control,
    is_settable_control,
    veto_mask,
)
from extract.dom import Dom
from extract.literal_gate import gated

# Comments are dropped when the kept text outside them is at least this many times
# theirs (an article with its discussion); below, the page is a thread and they are
# its text. Extraction-dev: 2 leaves every variant unchanged, 1 cost uyghur-unicode 0.003.
COMMENTS_ARTICLE_RATIO = 2.0
# ... and COMMENTS_STORY_RATIO times when STORY_TEXT_SHARE of that text lies in <article> elements holding no kept
# comment (``_story_beside_comments``): a story set as the self-contained composition HTML §4.3.2 names, its readers'
# comments in a section after it (a Next.js news page's ``section[data-testid=comments]``, a WordPress post's
# ``#comments``), is an article with its discussion even when its ten comments are as long as it (our pages: three
# stories of 300-450 characters under 200-550 of comments kept every comment). A thread has no such story: its
# engine marks every post a comment (Invision, XenForo and Discourse set each post in its own <article>, a comment
# too), or sets no <article>. Extraction-dev: the pages with kept comments stand at ratios 0.00-0.16 (threads) and
# 4.7-145 (articles), none between: unchanged.
# Session 43 (h301): 1.0 -> 0.25. A story whose readers wrote more than it (ten long comments under a short news
# story) kept them all, while the dev truths drop a story's comments whatever their length; a thread is told apart by
# what its page says (``thread_pages.names_a_thread``), not by its ratio. Below a quarter the kept text is mostly the
# comments: a page that is its discussion. The trade-off (review f2): a thread whose page names nothing (a Q&A in an
# <article> under a breadcrumb to a section, no forum's box, no member panes) with an opening post between a quarter
# and once its replies' length (0.68) lost replies it kept at 1.0 (two of three kept, one now); the dev pages hold no
# such thread, and the rule is for a news story's long comments (h301).
COMMENTS_STORY_RATIO = 0.25
STORY_TAGS = frozenset({"article"})  # HTML §4.3.2: a self-contained composition (a post, a news story)
STORY_TEXT_SHARE = 0.8  # of the kept text outside the comments, in such elements holding no comment, at least
POWERED_BY_LIST_KEPT = 2  # other kept items at least of the credit's list: a feature list (a footer's is not kept)
FURNITURE_VETO_BITS = CRUMB_BIT | BYLINE_BIT | CTA_BIT | CTA_LINK_BIT  # the marks ``furniture_veto`` leaves out


def kept_list_items(dom: Dom, keep: bytearray, blocks: Blocks) -> dict[int, int]:
    """Per list (its node): how many of its item blocks (``LIST_ITEM_TAGS``) are kept. One pass over the blocks."""
    counts: dict[int, int] = {}
    for b in blocks.ids:
        if keep[b] and dom.tags[b] in LIST_ITEM_TAGS:
            counts[dom.parent[b]] = counts.get(dom.parent[b], 0) + 1
    return counts


# A catalogue's or a listing's records name their authors: a library search's results, a publisher's list, each
# record a book's title (a heading), its author in ``div.author``, its publisher and year. The byline veto reads the
# class word as a story's byline (the page's own author and date, furniture) and dropped every record's author while
# the titles and publishers stayed (review h233: a Uyghur library catalogue). An author line inside one record of a
# run of sibling records (one parent, tag and class, RECORD_AUTHORS_MIN at least), the record titled by a heading
# before the line, is the record's field. A story's byline stands once, under its headline, in no such run.
# Extraction-dev 0.9228 unchanged (no page's text changes).
RECORD_AUTHORS_MIN = 3  # sibling records at least of the run (``teasers.TEASER_RECORD_MIN``: a list, not a pair)
RECORD_AUTHOR_LEVELS = 2  # ancestors climbed from the author line to its record: div.author < li.result


def record_author_fields(dom: Dom, keep: bytearray, blocks: Blocks, marks: list[int]) -> set[int]:
    """The kept byline-marked blocks (``BYLINE_BIT`` alone of the vetoes) that are a field of a record: one of
    ``RECORD_AUTHORS_MIN`` sibling elements or more of one tag and class, ``RECORD_AUTHOR_LEVELS`` above the block at
    most, holding a heading block before it. Each parent's children are read once. Empty for a Dom without its lxml
    elements (no classes to read)."""
    ids = blocks.ids
    candidates = [b for b, m in zip(ids, marks)
                  if keep[b] and m & FURNITURE_VETO_BITS == BYLINE_BIT]
    if not candidates or not dom.has_elements:
        return set()
    parent, tags = dom.parent, dom.tags
    kinds: dict[int, Counter[tuple[str, str]]] = {}  # parent -> its element children per tag and class
    headings = [b for b in ids if tags[b] in HEADING_TAGS]
    fields: set[int] = set()
    for b in candidates:
        record = b
        for _ in range(RECORD_AUTHOR_LEVELS):
            record = parent[record]
            up = parent[record] if record >= 0 else -1
            if up < 0:
                break
            cls = dom.attr(record, "class")
            if not cls:
                continue
            if up not in kinds:
                kinds[up] = Counter((tags[c], dom.attr(c, "class")) for c in dom.child_ids(up))
            if kinds[up][(tags[record], cls)] >= RECORD_AUTHORS_MIN:
                if bisect_left(headings, b) > bisect_left(headings, record):  # a heading titles it before the line
                    fields.add(b)
                break
    return fields


def furniture_veto(dom: Dom, keep: bytearray, blocks: Blocks, marks: list[int], posters: list[bool],
                   excluded: list[bool]) -> None:
    """Drop kept breadcrumbs, bylines, call-to-action links, reader comments under an article and copyright
    notices.

    In place. A corpus wants none of them: a breadcrumb is a trail of section
    names, a byline a name and a date, a "read more" button a label, comments
    other people's text about the article, a copyright notice the site's footer
    (``COPYRIGHT_NOTICE_RE``, read in the text: table layouts name no footer).
    A forum thread is all "comments" (IPS, phpBB, Discourse mark every post so),
    so comments go only when the kept text outside them is at least
    ``COMMENTS_ARTICLE_RATIO`` times theirs. In a thread the opposite holds: a
    block in the same slot (tag path) as a kept post, and not mostly link text
    (``THREAD_SLOT_LINK_SHARE``), is kept, so short posts the model doubts stay
    with the rest. On extraction-dev the learnt model already drops nearly all
    breadcrumbs and article comments (the vetoes change no variant's SH F1 by more
    than 0.002, none down; the thread rescue gives uyghur-unicode +0.005); on the
    demo web they drop the breadcrumb and the comments the model kept.
    ``marks`` are the blocks' ``_veto_marks``; the thread rescue brings back no block of ``posters`` (inside an element
    named as a post's furniture, ``POSTER_RE``: a comment's header shares the tag path of the comment's text) and no
    furniture line ``never_kept`` left out (``excluded``, per block, and ``is_furniture_line``, asked of those alone: a
    comment's bare age, "3 months ago", a ``<p>`` in the slot of the comment's text ``<p>``; nor a thread's note,
    ``thread_notes.is_thread_note``: IPS's "Edited <date> by <name>" ``<p>``). Its other exclusions
    the rescue brings back as before (extraction-dev: two forum threads, bo and ug, lose 0.025 and 0.031 without them).
    """
    ids, lengths = blocks.ids, blocks.lengths
    link_text, tree_text = dom.link_text, dom.tree_text
    inside = sum(t for b, t, m in zip(ids, lengths, marks) if keep[b] and m & COMMENT_BIT)
    outside = sum(t for b, t, m in zip(ids, lengths, marks) if keep[b] and not m & COMMENT_BIT)
    # session 43: a page naming itself a thread keeps its replies, kept by the model or not (``thread_pages``)
    thread = any(m & COMMENT_BIT for m in marks) and names_a_thread(dom, blocks, marks)
    if inside and not thread and (outside >= COMMENTS_ARTICLE_RATIO * inside
                                  or (outside >= COMMENTS_STORY_RATIO * inside
                                      and _story_beside_comments(dom, keep, blocks, marks, outside))):
        for b, m in zip(ids, marks):
            if m & COMMENT_BIT:
                keep[b] = 0
    elif inside or thread:
        # a thread: the slot a kept post's text sits in (its tag path) holds the text
        # of every post, short ones too; on a page naming a thread whose replies the model kept none of, the
        # replies' slot (a kept reply's slot is theirs: an engine's header spans repeat in a slot of their own)
        slots = {dom.path[b] for b, m in zip(ids, marks) if keep[b] and m & COMMENT_BIT}
        if not slots:
            slots |= thread_post_slots(dom, blocks, marks, posters)
        for k, (b, m, poster) in enumerate(zip(ids, marks, posters)):
            if (m & COMMENT_BIT and not poster and dom.path[b] in slots and _is_text(dom, b)
                    and not (excluded[k] and (is_furniture_line(dom, b, blocks.texts[k], lengths[k], blocks.owner)
                                              or is_thread_note(blocks.texts[k].strip())))):
                keep[b] = 1
    # after the thread rescue, so a post's byline does not come back with its slot
    clicked: dict[int, int] | None = None  # per block, its clickable text (``_clickable_text``), read once if needed
    fields = record_author_fields(dom, keep, blocks, marks)
    for b, m in zip(ids, marks):
        if keep[b] and m & FURNITURE_VETO_BITS and b not in fields:
            if m & (CRUMB_BIT | BYLINE_BIT | CTA_LINK_BIT) or link_text[b] >= CTA_LINK_SHARE * tree_text[b]:
                keep[b] = 0
                continue
            if clicked is None:
                clicked = _clickable_text(dom, blocks.owner)
            if clicked.get(b, 0) >= CTA_LINK_SHARE * tree_text[b]:
                keep[b] = 0
    listed = kept_list_items(dom, keep, blocks)
    for b, length, text in zip(ids, lengths, blocks.texts):
        if keep[b] and is_credit_line(text, length) and not (
                _COPYRIGHT_NOTICE.search(text) is None
                and dom.tags[b] in LIST_ITEM_TAGS and listed.get(dom.parent[b], 0) > POWERED_BY_LIST_KEPT):
            keep[b] = 0
    _drop_named(keep, ids, _share_bars(dom, blocks))
    _drop_named(keep, ids, tab_entries(dom, blocks))
    widget_headings(dom, keep, blocks)
    _drop_named(keep, ids, tool_bars(dom, blocks))
    _drop_named(keep, ids, dated_rows(dom, blocks))
    if TRAIL_MARK_RE.search("\n".join(blocks.texts)) is not None:  # a trail's steps are marked (both patterns)
        inner = between_text(dom, keep, blocks)
        for b, text, row, within in zip(ids, blocks.texts, blocks.rows, inner):
            if keep[b] and (not within and is_trail(dom, b, text, row) or is_labelled_trail(dom, b, text, row)):
                keep[b] = 0
    asked = asked_questions(dom, blocks)  # a survey's question over its drop-down is no control's label
    _drop_named(keep, ids, [line and not question for line, question in zip(control_lines(dom, blocks), asked)])
    _drop_named(keep, ids, player_lines(dom, keep, blocks))
    for b, text, length in zip(ids, blocks.texts, blocks.lengths):
        if keep[b] and (is_sort_bar(text, length, link_text[b]) or is_date_badge(dom, b, text, length)):
            keep[b] = 0
    drop_orphan_box_heads(dom, keep, blocks)


# A share word that is a state or a feature flag on a content box, not a share bar's name: a theme marks the box whose
# share buttons are switched on ("lyrics share-enabled", "entry has-share"); the buttons sit in a box of their own. A
# whole class word, so Jetpack's bar "sharedaddy sd-sharing-enabled" is still its bar (and "sharedaddy" names it
# anyway). Only "share" forms: "sharing" alone ("poem sharing-enabled") sets no ``SHARE_BIT`` (``words.SHARE_TAGS_RE``
# reads "share", not "sharing"), so such a box needs no flag. Session 42: a lyrics box so flagged lost its short lines
# to the share veto.
SHARE_FLAG_RE = re.compile(r"(?<![\w-])(?:has[-_]share|share[-_](?:enabled|on|active))(?![\w-])", re.IGNORECASE)


def _share_bars(dom: Dom, blocks: Blocks) -> list[bool]:
    """``in_share_or_tags`` without the blocks every share-named box around which (``SHARE_BIT``) is named so only by
    a state flag (``SHARE_FLAG_RE``): a verse box "share-enabled" keeps its lines, a real share bar still goes. Reads
    the names of the few share-named boxes holding a flagged block."""
    bars = in_share_or_tags(dom, blocks)
    if not any(bars) or not dom.has_elements:
        return bars
    vetoes = blocks.vetoes
    flagged = {i: not veto_mask(SHARE_FLAG_RE.sub(" ", dom.names(i))) & SHARE_BIT
               for i in blocks.vetoed if vetoes[i] & SHARE_BIT and SHARE_FLAG_RE.search(dom.names(i))}
    if not flagged:
        return bars
    # a bar's block lies in a share-named box (``in_share_or_tags``); it stays a bar when one of its boxes is named so
    # by more than a flag. The boxes' ranges marked once, a bisect per block (a thread with a share bar per post).
    named = [i for i in blocks.vetoed if vetoes[i] & SHARE_BIT and not flagged.get(i, False)]
    starts, boxes = set(named), Subtrees(dom, named)
    return [bar and (b in starts or boxes.encloses(b)) for b, bar in zip(blocks.ids, bars)]


def _story_beside_comments(dom: Dom, keep: bytearray, blocks: Blocks, marks: list[int], outside: int) -> bool:
    """Whether ``STORY_TEXT_SHARE`` of the kept text outside the comments (``COMMENT_BIT`` of ``marks``; ``outside``,
    its length, as ``furniture_veto`` summed it) lies in ``STORY_TAGS`` elements holding no kept comment block (see
    ``COMMENTS_STORY_RATIO``). Asked only of a page whose comments are between the two ratios: a look-up in the tags
    per story tag, then one pass over the tags and one over the blocks, a bisect each (``Subtrees``: a thread with an
    ``<article>`` per post)."""
    tags, end = dom.tags, dom.end
    if not any(tag in tags for tag in STORY_TAGS):  # (a scan in C: most pages set no <article>)
        return False
    commented = Subtrees(dom, [b for b, m in zip(blocks.ids, marks) if keep[b] and m & COMMENT_BIT])
    clean = [i for i, tag in enumerate(tags) if tag in STORY_TAGS and not commented.any_in(i, end[i])]
    starts, stories = set(clean), Subtrees(dom, clean)
    in_story = sum(length for b, length, m in zip(blocks.ids, blocks.lengths, marks)
                   if keep[b] and not m & COMMENT_BIT and (b in starts or stories.encloses(b)))
    return in_story >= STORY_TEXT_SHARE * outside


def _drop_named(keep: bytearray, ids: list[int], labels: Iterable[object]) -> None:
    """Leave out each block (``ids[k]``) whose finder gave it a label (``labels[k]`` true: a share bar's, a tab's,
    a tool bar's, a dated row's, a control's, a player's). The labelled blocks picked in C (``itertools.compress``)."""
    for b in itertools.compress(ids, labels):
        keep[b] = 0


# A media player's own lines (``player_lines``): its "Listen" label, its duration, its "download (MP3 4.2MB)" or
# "listen to the whole programme" link, set in the player's box (named so: "audio-player", "playerContainer",
# "ttsPlayerContentWrapper", "before-header-player") or in the box holding it or an <audio>/<video> element as a
# child. Extraction-dev: 38 such boxes of 200 characters at most on 31 pages (articles, listings, products), none
# in a ground truth; dev texts unchanged (0 pages differ: the model drops them). QA-120 0.982 -> 0.984 (a Tibetan
# story's "listen to the whole programme" link 0.974 -> 1.000, a Tibetan post's "listen, download (MP3 4.2MB)" line
# 0.976 -> 1.000, a Uyghur story's "listen 05:12" 0.979 -> 1.000); QA-106 0.906 -> 0.909 (a bo podcast collection
# 0.864 -> 0.958); QA-105's ug transcript 0.983 -> 1.000; checkers unchanged.
# "player" at a name part's edge ("audio-player", "playerContainer"), or a camelCase part ("ttsPlayerContent"); not
# inside a word ("multiplayer")
PLAYER_RE = re.compile(r"(?<![A-Za-z])[Pp]layer(?![a-z])|[a-z]Player(?![a-z])")
# ... qualified by the medium or widget before it ("audio-player", "ttsPlayer", "episode__player", "header-player"):
# a media player's name alone. A name opening with "player" ("player", "player-title", "player-quote") is a sports
# page's word as well (a lineup's "li.player", a "p.player-quote"): a media player's only when it or its parent
# holds a control (``PLAYER_CONTROL_TAGS``) as a child (review h141: a football report's lineup and a captain's
# quote, en and zh, lost every player's line).
QUALIFIED_PLAYER_RE = re.compile(r"[A-Za-z0-9](?:[-_]{1,2}[Pp]|P)layer(?![a-z])")
_PLAYER = gated(PLAYER_RE)  # PLAYER_RE run only on a name holding "layer" or "Player" (extract.literal_gate)
PLAYER_TAGS = frozenset({"audio", "video"})  # media elements (HTML §4.8.9, §4.8.10): the player's own
# a player's controls: its media element, an embedded or plugin player (HTML §4.8.5-4.8.7) and its play button
PLAYER_CONTROL_TAGS = PLAYER_TAGS | {"object", "embed", "iframe", "button"}
PLAYER_LINE_CHARS = 100  # characters at most of a player's line (a label, a duration, a download link and its size)
# A list of recordings (``recording_lists``): RECORDINGS_MIN items or more of one parent, each holding its own
# <audio>/<video>, is a phrasebook's or a lesson's list, each line the words its recording speaks ("<li><audio/>
# How are you?</li>"), not a player's label: such a line stays unless it is mostly links (its "download" link,
# PLAYER_LINK_SHARE). Review h141: a Tibetan and a Uyghur phrasebook lesson lost every phrase.
RECORDINGS_MIN = 3  # items with their own media element at least, in one list (one player and its label are one)
PLAYER_LINK_SHARE = 0.5  # of a recording's line in links at least: the recording's download link, the player's


def player_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a kept line of ``PLAYER_LINE_CHARS`` at most whose element is a media player
    (``PLAYER_RE`` in its class) or holds one or a media element (``PLAYER_TAGS``) as a child, but for an unnamed
    item of a list of recordings (``recording_lists``) mostly words, not links. Reads the short kept
    blocks' elements and their children (each element the child of one block: linear); a Dom without its lxml
    elements has none."""
    if not dom.has_elements:
        return [False] * len(blocks.ids)
    elements = dom.elements
    holds: dict = {}  # element -> whether it holds a control: a roster's parent read once, not once per player
    players = [bool(keep[b]) and 0 < length <= PLAYER_LINE_CHARS and _is_player_box(elements[b], holds)
               for b, length in zip(blocks.ids, blocks.lengths)]
    if not any(players):
        return players  # (the lists of recordings, a walk of the page's tree, are read for a player's line alone)
    lists = recording_lists(elements[0]) if elements else set()
    return [player and not (elements[b].getparent() in lists and dom.link_text[b] < PLAYER_LINK_SHARE * length
                            and not PLAYER_RE.search(elements[b].get("class") or ""))
            for b, length, player in zip(blocks.ids, blocks.lengths, players)]


def recording_lists(element) -> set:  # noqa: ANN001 (lxml element)
    """The elements holding ``RECORDINGS_MIN`` children or more that each hold a media element (``PLAYER_TAGS``) as
    a child: a list of recordings. One pass over the page's media elements."""
    items: dict = {}
    for media in element.getroottree().iter(*PLAYER_TAGS):
        item = media.getparent()
        holder = item.getparent() if item is not None else None
        if holder is not None:
            items.setdefault(holder, set()).add(item)
    return {holder for holder, held in items.items() if len(held) >= RECORDINGS_MIN}


def _is_player_box(element, holds: dict) -> bool:  # noqa: ANN001 (lxml element)
    """Whether ``element`` is named a player (``_is_named_player``) or holds a player or a media element as a child."""
    if _is_named_player(element, element.getparent(), holds):
        return True
    return any(isinstance(child.tag, str) and (child.tag in PLAYER_TAGS or _is_named_player(child, element, holds))
               for child in element)


def _is_named_player(element, parent, holds: dict) -> bool:  # noqa: ANN001 (lxml elements)
    """Whether ``element`` (under ``parent``) is named a media player: a qualified name (``QUALIFIED_PLAYER_RE``), or
    a name opening with "player" (``PLAYER_RE``) where it or its parent holds a control (``PLAYER_CONTROL_TAGS``)."""
    name = element.get("class") or ""
    if not _PLAYER.search(name):
        return False
    return (QUALIFIED_PLAYER_RE.search(name) is not None or _holds_control(element, holds)
            or parent is not None and _holds_control(parent, holds))


def _holds_control(element, holds: dict) -> bool:  # noqa: ANN001 (lxml element)
    """Whether ``element`` holds a player's control (``PLAYER_CONTROL_TAGS``) as a child, read once per element."""
    if element not in holds:
        holds[element] = any(child.tag in PLAYER_CONTROL_TAGS for child in element if isinstance(child.tag, str))
    return holds[element]
CONTROL_LINE_CHARS = 100  # characters at most of a control's line: a filter or sort bar's labels


def control_lines(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether a short block holds a control a reader sets, in a form or not (a facet bar's "Sort by"
    select, a quantity box): a widget's labels, not text. The controls are no ``Dom`` nodes
    (``extract.dom.DROPPED_TAGS``): a block holds one when its nearest measured ancestor lies in the block's subtree
    (a rating line holding its review form's dialog holds the form's fields too)."""
    holders = sorted(_control_holders(dom))
    if not holders:
        return [False] * len(blocks.ids)
    end, count = dom.end, len(holders)
    # (the length first: a long block is no control's line whatever it holds; the search only for the short ones)
    return [length <= CONTROL_LINE_CHARS and (h := bisect_left(holders, b)) < count and holders[h] < end[b]
            for b, length in zip(blocks.ids, blocks.lengths)]


# A sort bar of links over a listing: its label ("Sort by:", 排序：, Uyghur "رەتلەش:" arrange, Tibetan "གོ་རིམ།" order)
# and the orders as links ("Newest | Salary"), no select to set (``control_lines`` reads those). QA-129: a Uyghur job
# board's "رەتلەش: ئەڭ يېڭى | مائاش" was kept over its records.
SORT_LABEL_RE = re.compile(
    r"^\W*(?:(?:sort|order)\s+by\s*[:：]?"  # "Sort by", "Order by:"; else the label closes with a colon or a shad
    # (a bare "Order:" is no sort label: a taxonomy's rank, "Order: <a>Gruiformes</a>", or an order's number; review h133)
    r"|(?:sort|排序(?:方式)?|排列|رەتلەش|تىزىش|གོ་རིམ(?:་སྒྲིག)?|རིམ་སྒྲིག)\u0f0b?\s*[:：\u0f0d])",
    re.IGNORECASE)
SORT_BAR_REST = 3  # non-link characters at most after the label ("|", "·")


def is_sort_bar(text: str, length: int, links: int) -> bool:
    """Whether a short block (``CONTROL_LINE_CHARS``) is a sort label (``SORT_LABEL_RE``) and links, nothing else
    but ``SORT_BAR_REST`` characters of separators."""
    if length > CONTROL_LINE_CHARS or not links:
        return False
    label = SORT_LABEL_RE.match(text)
    if label is None or not label.group(0).strip():
        return False
    rest = "".join(text[label.end():].split())
    return len(rest) - links <= SORT_BAR_REST


# A date badge: a record's day and month in elements of their own, set as a block beside its title ("<span>10</span>
# <span>Aug</span>", Uyghur "10" over "7-ئاي", Tibetan "ཚེས་ 10" over "ཟླ་ 7", Chinese "10" over "7月"), which joins
# to "10Aug" with no year. Events calendars and blog cards print their dates so (QA-129: a Uyghur and an English
# events list, 5 and 6 badges). A date written in one text node ("5月19日" alone on its line: extraction-dev keeps it)
# is no badge.
DAY = rf"{DIGIT_CLASS}{{1,2}}"
BADGE_MONTH = (rf"{EN_MONTH}|{DAY}-ئاي|ཟླ་?\s*{DAY}|{DAY}\s*月|{UG_MONTH}")
DATE_BADGE_RE = re.compile(rf"^\s*(?:(?:ཚེས་?\s*)?{DAY}\s*(?:{BADGE_MONTH})|(?:{BADGE_MONTH})\s*{DAY}日?)\s*$")
DATE_BADGE_CHARS = 16  # characters at most of a badge ("10 September", "10 7-ئاي")
DATE_BADGE_PARTS = 2  # elements at least in the badge: the day's and the month's


def is_date_badge(dom: Dom, b: int, text: str, length: int) -> bool:
    """Whether block ``b`` is a date badge (see above): a day and a month (``DATE_BADGE_RE``) in
    ``DATE_BADGE_PARTS`` child elements at least, no heading, dating a record that links to its own page (its
    parent holds link text: a listing's event). Beside unlinked text the date is the text's: a festival programme's or
    an almanac's days, their events written out beside them (review h133: all four dates of a programme went)."""
    return (length <= DATE_BADGE_CHARS and dom.tags[b] not in HEADING_TAGS and DATE_BADGE_RE.match(text) is not None
            and len(dom.child_ids(b)) >= DATE_BADGE_PARTS and dom.link_text[dom.parent[b]] > 0)


def _control_holders(dom: Dom) -> list[int]:
    """The nodes whose lxml element is the nearest measured ancestor of a settable control (``is_settable_control``);
    none for a Dom without its lxml elements (``tsheg bench train-auto`` keeps none). One pass over the page's
    controls, each walking up to a measured element: the page's size, not its blocks' sizes times their number."""
    elements = dom.elements
    if not dom.has_elements:
        return []
    controls = [el for el in elements[0].iter(*CONTROL_TAGS) if is_settable_control(el) and not is_control_in_text(el)]
    return measured_nodes(dom, [el.getparent() for el in controls]) if controls else []


# A control in the text (review h83): a box ticked beside a sentence (a packing checklist's "<input type=checkbox> A
# down jacket, even in July"), a blank in a sentence (an exercise's "مەن بازارغا <input> (بارماق)."). A facet's box
# has its label in elements after it (Shopify's <span>s), a sort bar's select or a quantity box ends its line.
CONTROL_PROSE_LETTERS = 20  # letters at least of the text right after a box: a sentence, not a facet's "Red (12)"
TEXT_ENTRY_TYPES = frozenset({"", "text"})  # an <input> a reader types a word into (no type: text, HTML §4.10.5)
LETTER_RE = re.compile(r"[^\W\d_]")  # a letter of any script


def is_control_in_text(el) -> bool:  # noqa: ANN001 (lxml element)
    """Whether a control stands in a sentence: at least ``CONTROL_PROSE_LETTERS`` letters right after it (its
    ``tail``), or a text box with letters right before and after it (a blank to fill in)."""
    after = len(LETTER_RE.findall(el.tail or ""))
    if after >= CONTROL_PROSE_LETTERS:
        return True
    if not after or el.tag != "input" or (el.get("type") or "").strip().lower() not in TEXT_ENTRY_TYPES:
        return False
    previous = el.getprevious()
    before = (previous.tail if previous is not None else el.getparent().text) or ""
    return LETTER_RE.search(before) is not None


# A breadcrumb trail no class names (Discuz!'s div#pt "bm cl", a portal's "ئورنىڭىز: باش بەت > مۇلازىمەت > ..."):
# three or more short steps joined by a trail mark, links for a good part (the last step, the page, is none).
# Each step after the first is an atomic group and the first a possessive run (Python 3.11 re): a step's spaces may
# end its text or start the mark, and without them a line of many spaced steps that fails at its end (a long title
# as the last step) was tried every way, doubling per step: 32 s for one 12-step trail line (review h89); same matches.
# The signs of a step's mark, as a character class's members: "›", "»", ">", "→" and the full-width "＞"
TRAIL_MARKS = "›»>→＞"
TRAIL_STEP = rf"\s*(?:>>|[{TRAIL_MARKS}])\s*"  # a step's mark: one sign, or an old portal's ">>"
TRAIL_NEXT_STEPS = rf"(?>{TRAIL_STEP}[^{TRAIL_MARKS}\n]{{1,80}})"  # a mark and the step's text, matched once (atomic)
TRAIL_RE = re.compile(rf"^[^{TRAIL_MARKS}\n]{{1,40}}+{TRAIL_NEXT_STEPS}{{2,}}$")
# A trail that opens with a "you are here" label (Chinese 当前位置 / 您的位置 / 所在位置, Tibetan ད་ལྟའི་གནས་ས། "the present
# place", Uyghur ئورنىڭىز "your place", English): one step and one link are enough ("ད་ལྟའི་གནས་ས། གཙོ་ངོས། >> རིག་གནས།",
# QA h84: a Tibetan table portal, 0.82 -> 0.84). It goes wherever it stands (the portal keeps its menu line above it).
# Extraction-dev unchanged (with ">>" steps too).
# A link of the line is one of its steps, whole (a section's name): a sentence that opens with the label words and
# names a path ("您的位置信息可以在 设置 > 隐私 > 定位服务 中关闭，详见<a>隐私说明</a>。", Tibetan ད་ལྟའི་གནས་སྟངས "the
# present situation", Uyghur ئورنىڭىزنى «خەرىتە» دىن ... "your place ... in «Map»") links inside a step (review h89).
# Its last step is the page's own title, as long as a title (a government notice's runs past 80 characters, review h89).
TRAIL_LAST_STEP_CHARS = 200  # characters at most of the last step: extraction-dev's <title>s run to 170 at the 95th percentile
LABELLED_TRAIL_RE = re.compile(
    r"^(?P<label>(?:当前位置|您的位置|你的位置|您现在的位置|所在位置|ད་ལྟའི་གནས་ས|ئورنىڭىز|you are here)[\s:：།]*)"
    rf"[^{TRAIL_MARKS}\n]{{1,40}}+{TRAIL_NEXT_STEPS}*(?>{TRAIL_STEP}[^{TRAIL_MARKS}\n]{{1,{TRAIL_LAST_STEP_CHARS}}})$",
    re.IGNORECASE)
TRAIL_SPLIT_RE = re.compile(TRAIL_STEP)  # a trail's step marks, to cut it into its steps
# A step's mark, one sign (">>" holds one too): TRAIL_RE and LABELLED_TRAIL_RE match no text without one, so a page
# whose blocks' texts, joined once, hold none has no trail (``furniture_veto``'s gate of its trail scan, exact).
TRAIL_MARK_RE = re.compile(f"[{TRAIL_MARKS}]")
ONE_LINK_LOG = math.log1p(1) - 1e-9  # one link at least (``link_count`` is log1p(links), less a rounding margin)
QUOTE_OPENERS = ("«", "‹")  # Uyghur's (and French) quotation marks: with them, » and › close quotes, no trail steps
TRAIL_LINK_SHARE = 0.3  # of the trail's text in links (a "you are here" label and the page's own step are not)
TWO_LINKS_LOG = math.log1p(2) - 1e-9  # two links at least: the ``link_count`` feature is log1p(links) (less a rounding margin)
LINK_COUNT_COLUMN = FEATURES.index("link_count")  # a block's log1p(links) in its stage-1 row
# Extraction-dev: 2 pages better, none worse; QA (h81): a portal's and a Discuz! forum's trails.


def between_text(dom: Dom, keep: bytearray, blocks: Blocks) -> list[bool]:
    """Per block: whether kept text (a kept block that is no heading) stands both before and after it. A trail sits
    over or under the text; one inside it is the text's own (a help page's "Open Settings › Privacy › Cookies.", a
    dictionary's "Sanskrit dharma → Tibetan chos → Mongolian nom", a route "西宁 → 格尔木 → 拉萨", review h83)."""
    text = [keep[b] and dom.tags[b] not in HEADING_TAGS for b in blocks.ids]
    before = list(itertools.accumulate(text, max, initial=False))  # before[k]: kept text among blocks[:k]
    after = list(itertools.accumulate(reversed(text), max, initial=False))[::-1]  # after[k]: among blocks[k:]
    return [before[k] and after[k + 1] for k in range(len(text))]


def is_trail(dom: Dom, b: int, text: str, row: list[float]) -> bool:
    """Whether block ``b`` reads as a breadcrumb trail (``TRAIL_RE``, ``TRAIL_LINK_SHARE``, two links or more): quoted
    words in Uyghur prose (« ») have no links."""
    return (row[LINK_COUNT_COLUMN] >= TWO_LINKS_LOG
            and dom.link_text[b] >= TRAIL_LINK_SHARE * dom.tree_text[b] and TRAIL_RE.match(text.strip()) is not None
            and not any(mark in text for mark in QUOTE_OPENERS))


def is_labelled_trail(dom: Dom, b: int, text: str, row: list[float]) -> bool:
    """Whether block ``b`` reads as a trail under a "you are here" label (``LABELLED_TRAIL_RE``) with a link at least
    that is one of its steps, whole: the label names it, wherever it stands, however little of it is linked (the label
    and the page's own step). A Dom without its lxml elements: the link is not read."""
    if row[LINK_COUNT_COLUMN] < ONE_LINK_LOG:
        return False
    line = text.strip()
    match = LABELLED_TRAIL_RE.match(line)
    if match is None or not dom.has_elements:
        return match is not None
    steps = {"".join(step.split()) for step in TRAIL_SPLIT_RE.split(line[match.end("label"):])}
    return any("".join(link.text_content().split()) in steps for link in dom.elements[b].iter("a"))


# Each record's own bar of links ("copy · report", "quote · reply"), repeated down the page (``tool_bars``).
# Extraction-dev unchanged; QA (h81): a dictionary's entries, 0.83 -> 1.00.
TOOL_BAR_MIN_COPIES = 3  # copies of one line of links on a page: each record's tool bar
TOOL_BAR_CHARS = 60  # characters at most of such a line
TOOL_BAR_LINK_SHARE = 0.75  # of the line's text in links (the separators are not: "复制 · 报错" is 4 of 5)
# A record's meta row: its date and one or two short fields beside it ("2024-02-12 · article" date · kind,
# "2024-10-01 · 30:12" date · duration, "༢༠༢༤-༠༤-༡༠ | སློབ་གསོ།" date | section), of one shape (``_bar_key``: the
# dates' digits read alike) under TOOL_BAR_MIN_COPIES records or more: a list's furniture, as a byline is a story's.
# A field holding a sentence's mark is text ("2023-05-01 · The library opens on Sundays."). QA h106: all 0.855 ->
# 0.864 (a Uyghur search's results "date · article" 0.59 -> 0.88, a Tibetan podcast's "date · length" 0.75 -> 0.86);
# QA h84 0.829 -> 0.833 (a Uyghur div-soup list's "date | section" rows, 0.72 -> 0.83); extraction-dev 0.8953
# unchanged (no page changed); QA h81, h85, h90, h91, h97 and the checkers unchanged.
DATED_ROW_CHARS = 40  # characters at most of such a row (a date of 10, a kind or a section's name of ~10, separators)
DATED_ROW_FIELDS = range(2, 4)  # fields of such a row: the date and one or two others
DURATION_RE = re.compile(r"(?:\d{1,2}:)?\d{1,2}:\d{2}")  # a clock time or a recording's length: "30:12", "1:02:45"
# A run of such rows one after another, no record's title or teaser between them, is a schedule: a play's performances
# "2024-05-10 · 19:30", a course's sessions "lesson 1 · 2024-03-04 · 19:00", a tour's departures "2024-06-01 | 7 days"
# in an article or a service page, which the reader came for (review h115: three such pages in Chinese, Tibetan and
# Uyghur lost every date; a monastery's calendar whose "date · tenth day" and "date · 25th day" rows alternate, each
# kind monthly, lost its observances). A row next to another dated row is no meta row (``_in_run``).
# A table's cell is its data, not a card's meta row: a concert tour's "2024-06-08 · 20:00" beside the venue's cell, a
# course's "2024-03-04 · 19:00" beside the lesson's (review h115: a Chinese tour table lost all its dates); the
# motivating listings (QA h84, h106) hold their rows in each card's div.
SHADS = "\u0f0d\u0f0e"  # the Tibetan shad that closes a name ("སློབ་གསོ།"), no sentence's mark in a field of one word


def dated_rows(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a record's meta row (see ``DATED_ROW_CHARS``): a short line of fields split at a
    separator (``COUNTS_SEPARATOR_RE``), one of them a date whole (``VIEWS_DATE_RE``), the others at most
    ``NAME_FIELD_CHARS`` without a sentence's mark, whose shape recurs ``TOOL_BAR_MIN_COPIES`` times on the page; no
    table cell (a table's column of dates is its data)."""
    keys = []
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        key = ""
        if (length <= DATED_ROW_CHARS and dom.tags[b] not in TABLE_CELL_TAGS
                and FOUR_DIGITS_RE.search(text) is not None):
            fields = separated_fields(text)
            dates = sum(VIEWS_DATE_RE.fullmatch(f) is not None for f in fields)
            if (len(fields) in DATED_ROW_FIELDS and dates == 1
                    and all(VIEWS_DATE_RE.fullmatch(f) or DURATION_RE.fullmatch(f) or len(f) <= NAME_FIELD_CHARS
                            and SENTENCE_MARKS_RE.search(f.rstrip(SHADS)) is None for f in fields)):
                key = _bar_key(text)
        keys.append(key)
    copies = Counter(keys)
    return [bool(key) and copies[key] >= TOOL_BAR_MIN_COPIES and not _in_run(keys, k) for k, key in enumerate(keys)]


def _in_run(keys: list[str], k: int) -> bool:
    """Whether the block before or after block ``k`` is a dated row too (a key of its own, whatever its shape): one
    of a run of dated lines, a schedule's text, not a record's meta row, which its record's title and teaser part from
    the next one."""
    return any(0 <= j < len(keys) and keys[j] for j in (k - 1, k + 1))


# A bar's buttons need no href: a job board's "Apply · Save" under each job, a music archive's "Listen · Download ♥ 40"
# under each album are <a>s without href (a script acts on them) or <button>s; a line of TOOL_BAR_CLICKS such
# clickable elements (``CLICKABLE_TAGS``) or more holding TOOL_BAR_LINK_SHARE of its text, repeated, is a bar as a
# line of links is (a button goes nowhere: ``_link_targets`` reads it as an action). QA h106: all 0.855 -> 0.867 (a
# Uyghur job board 0.57 -> 0.71, a Uyghur album grid 0.77 -> 0.99); extraction-dev 0.8953 unchanged (no page
# changed); QA h81, h84, h85, h90, h91, h97 and the checkers unchanged.
TOOL_BAR_CLICKS = 2  # clickable elements at least of such a line (one is a record's title or its "Read more")
# A bar's counts differ from copy to copy ("♡ 3 · copy", "♡ 4 · copy"; "Reply (2) · Report"): lines equal but for
# their numbers are copies of one bar. QA (h85): a proverb collection's and a poem collection's like/comment bars
# under every item, 0.66 -> 0.89 and 0.76 -> 0.91; extraction-dev unchanged.
COUNT_RE = re.compile(rf"{DIGIT_CLASS}+")  # a count's digits


def _clickable_counts(dom: Dom, owner: list[int]) -> Counter[int]:
    """Per block node: its outermost clickable elements (``clickable_roots``) that hold text."""
    tree_text = dom.tree_text
    return Counter(owner[i] for i in clickable_roots(dom) if tree_text[i])


def _bar_key(text: str) -> str:
    """A short line's text with each count read as one digit: the key its copies share."""
    return COUNT_RE.sub("0", " ".join(text.split()))


def _bar_keys(texts: list[str], lengths: list[int]) -> list[str]:
    """``_bar_key`` of each text of at most ``TOOL_BAR_CHARS`` (its length in ``lengths``), "" for the others: the
    lines' spaces closed up one by one, their counts read in one pass over them joined by newlines (a closed-up line
    holds none, and a count's digits no newline), the same keys as one ``_bar_key`` per line."""
    return COUNT_RE.sub("0", "\n".join([" ".join(text.split()) if length <= TOOL_BAR_CHARS else ""
                                        for text, length in zip(texts, lengths)])).split("\n")


def tool_bars(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a short line of two or more links whose text (counts aside, ``_bar_key``) recurs
    ``TOOL_BAR_MIN_COPIES`` times on the page: each entry's or post's "copy · report", "quote · reply" bar, not text;
    or such a line of buttons drawn without links (``is_button_row``)."""
    keys = _bar_keys(blocks.texts, blocks.lengths)
    copies = Counter(keys)
    repeated = [copies[key] >= TOOL_BAR_MIN_COPIES and length <= TOOL_BAR_CHARS
                and LETTER_RE.search(text) is not None  # footnote marks and page numbers ("1", "2") are no bar
                for key, length, text in zip(keys, blocks.lengths, blocks.texts)]
    if not any(repeated):
        return repeated
    link_text, tree_text = dom.link_text, dom.tree_text
    linked = [copy and link_text[b] >= TOOL_BAR_LINK_SHARE * tree_text[b] and row[LINK_COUNT_COLUMN] >= TWO_LINKS_LOG
              for b, copy, row in zip(blocks.ids, repeated, blocks.rows)]
    # a line of buttons: TOOL_BAR_CLICKS clickable elements (``clickable_roots``, each a node of ``CLICKABLE_TAGS`` in
    # the line's subtree: a bisect in those nodes, picked in C, is a test they pass first), counted, and their text
    # (a pass over the page's clickable nodes) only for the lines that pass: all must hold, so the order changes nothing
    clickable = [copy and not link for copy, link in zip(repeated, linked)]
    if any(clickable):
        tags, end = dom.tags, dom.end
        tagged = list(itertools.compress(range(len(tags)), map(CLICKABLE_TAGS.__contains__, tags)))
        clickable = [row and bisect_left(tagged, end[b]) - bisect_left(tagged, b) >= TOOL_BAR_CLICKS
                     for b, row in zip(blocks.ids, clickable)]
    if any(clickable):
        clicks = _clickable_counts(dom, blocks.owner)
        clickable = [row and clicks[b] >= TOOL_BAR_CLICKS for b, row in zip(blocks.ids, clickable)]
    if any(clickable):
        clicked = _clickable_text(dom, blocks.owner)
        clickable = [row and clicked.get(b, 0) >= TOOL_BAR_LINK_SHARE * tree_text[b]
                     for b, row in zip(blocks.ids, clickable)]
    # buttons without links pass the refrain test of spans (``drop_text_rows``): a learner's song whose every word is a
    # glossing <a> without href keeps its refrain between its verses (review h115: an English and a Tibetan song lost it)
    bars = [link or click for link, click in zip(linked, drop_text_rows(dom, blocks, clickable, repeated))]
    drawn = [copy and not bar and not link_text[b] and is_button_row(dom, blocks.owner, b)
             for b, copy, bar in zip(blocks.ids, repeated, bars)]
    if any(drawn):  # each button a word: a highlighted code line's tokens ("<", "()", "{") are none
        worded = worded_children(dom, blocks.owner, list(itertools.compress(blocks.ids, drawn)))
        drawn = [row and all(c in worded for c in labelled_children(dom, blocks.owner, b))
                 for b, row in zip(blocks.ids, drawn)]
        drawn = drop_text_rows(dom, blocks, drawn, repeated)
    if not dom.has_elements or not any(bars):
        return [bar or row for bar, row in zip(bars, drawn)]
    targets: dict[str, set[tuple[str, ...]]] = {}
    for b, key, bar in zip(blocks.ids, keys, bars):
        if bar:
            targets.setdefault(key, set()).add(_link_targets(dom, b))
    return [bar and (len(targets[key]) > 1 or any(is_action_link(href) for href in next(iter(targets[key])))) or row
            for bar, key, row in zip(bars, keys, drawn)]


# A bar of buttons drawn without links: Google Groups' "Reply / Reply to author / Forward" under each message is a row
# of ``<span>``s (scripts act on them). A line no link holds, all of whose text lies in BUTTON_ROW_MIN element
# children or more (no word of its own between them), each a word, each copy the same (``tool_bars``). A highlighted
# code line is spans too, but some of its spans are marks alone ("<", "()", "{": a React tutorial in extraction-dev).
# QA h97: Google Groups 0.599 -> 0.631 (all 0.738 -> 0.739); extraction-dev 0.8903, 4 Tibetan pages better (+0.001
# to +0.008: a "source: our site" line of spans under each story, a sidebar's repeated heading), none lower; the
# other QA sets and checkers unchanged.
BUTTON_ROW_MIN = 3  # labelled children at least: "Reply", "Reply to author", "Forward" (two is a name and a date)


def labelled_children(dom: Dom, owner: list[int], b: int) -> list[int]:
    """The inline children of block ``b`` (``owner``: the block owning each node) that hold text."""
    tree_text = dom.tree_text
    return [c for c in dom.child_ids(b) if tree_text[c] and owner[c] == b]


def is_button_row(dom: Dom, owner: list[int], b: int) -> bool:
    """Whether block ``b``'s text lies whole in ``BUTTON_ROW_MIN`` or more inline child elements, each holding some,
    no words of ``b``'s own between them: a row of buttons (the words: ``worded_children``). Reads ``b``'s children
    only; no lxml element."""
    labelled = labelled_children(dom, owner, b)
    return len(labelled) >= BUTTON_ROW_MIN and sum(dom.tree_text[c] for c in labelled) == dom.tree_text[b]


def drop_text_rows(dom: Dom, blocks: Blocks, drawn: list[bool], repeated: list[bool]) -> list[bool]:
    """``drawn`` without the rows beside an unrepeated short row of spans of their tag (their previous or next
    element sibling, ``TOOL_BAR_CHARS`` at most: a line, where a story's paragraph of spans is longer) or beside
    another drawn row of their tag and other words (a refrain's next line): a song's or a poem's refrain between
    its verses, each word or syllable a span (a read-along book's timed words, a
    learner's glossed words, ruby over each character), where a bar of buttons sits beside its message and its
    header (review h104). Reads the drawn rows' siblings only."""
    if not any(drawn):
        return drawn
    index = {b: k for k, b in enumerate(blocks.ids)}
    rows = {b: text for b, row, text in zip(blocks.ids, drawn, blocks.texts) if row}
    verses = set()  # the drawn rows beside a line of their song: unrepeated, or another line of the refrain
    for b, (siblings, k) in sibling_positions(dom, rows).items():
        for s in siblings[max(k - 1, 0):k + 2]:
            if s == b or s not in index or dom.path[s] != dom.path[b]:
                continue
            if s in rows and rows[s] != rows[b] or (
                    not repeated[index[s]] and blocks.lengths[index[s]] <= TOOL_BAR_CHARS
                    and not dom.link_text[s] and is_button_row(dom, blocks.owner, s)):
                verses.add(b)
    return [row and b not in verses for b, row in zip(blocks.ids, drawn)]


def worded_children(dom: Dom, owner: list[int], rows: list[int]) -> set[int]:
    """The children of the ``rows`` blocks whose text holds a letter (``LETTER_RE``): one pass over the page's pieces,
    each piece of a row climbed from its inline node to the row's child."""
    wanted = set(rows)
    parent = dom.parent
    worded: set[int] = set()
    for o, text in zip(dom.piece_owner, dom.piece_text):
        b = owner[o]
        if text is None or o == b or b not in wanted or LETTER_RE.search(text) is None:
            continue
        c = o
        while parent[c] != b:
            c = parent[c]
        worded.add(c)
    return worded


# A tool bar's links act on their record: each copy's targets name it ("#report-17", "?do=quote&p=17") or act on the
# page ("#", "javascript:"). The same line linking the same pages each time is the records' text: a song's source
# under every song of an anthology ("<a>Milarepa</a> · <a>The Hundred Thousand Songs</a>", review h83).
ACTION_HREF_RE = re.compile(r"^\s*(?:#|javascript:|$)", re.IGNORECASE)  # a link that acts on the page, going nowhere


def is_action_link(href: str) -> bool:
    """Whether a link's target acts on the page rather than naming another (``ACTION_HREF_RE``)."""
    return ACTION_HREF_RE.match(href) is not None


def _link_targets(dom: Dom, b: int) -> tuple[str, ...]:
    """The ``href`` of each link or button in block ``b``'s element, in order (a button's, and a link's without one:
    "", an action)."""
    return tuple(a.get("href") or "" for a in dom.elements[b].iter("a", "button"))


# A run of such headings in one slot, each over a form of answers to pick, is a quiz's questions (review h83:
# "第1题：拉萨位于哪条河的岸边？" over its radio buttons), not a widget: a page has one "was this useful?".
FORM_TAG = "form"  # a form a reader fills in: a widget's body
WIDGET_SERIES_MIN = 3  # headings over forms of answers in one tag path: a series of questions


def widget_headings(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Drop a kept heading whose parent holds a form a reader fills in (``has_visible_control``) and no other kept
    block: the label of a widget ("Was this page useful?" over its yes/no buttons, which are no text), in place; a
    series of ``WIDGET_SERIES_MIN`` such headings in one tag path, each over answers to pick (``is_choice_form``),
    stays (a quiz's questions).
    Judged on the blocks kept before this step (prefix counts and a bisection per heading: linear in the page)."""
    elements, tags, end, parent = dom.elements, dom.tags, dom.end, dom.parent
    if not dom.has_elements or FORM_TAG not in tags:
        return  # (a scan in C: most pages hold no form)
    # the forms found in C (``itertools.compress`` over the tags' equality), each asked for a visible control
    forms = [i for i in itertools.compress(range(len(tags)), map(FORM_TAG.__eq__, tags))
             if has_visible_control(elements[i])]
    if not forms:
        return
    ids = blocks.ids
    kept_before = [0, *itertools.accumulate(keep[b] for b in ids)]  # kept blocks among ids[:j]
    labels = []
    for k, b in enumerate(ids):
        box = parent[b]
        if not keep[b] or tags[b] not in HEADING_TAGS or box < 0:
            continue
        lo, hi = bisect_left(ids, box), bisect_left(ids, end[box])
        if kept_before[hi] - kept_before[lo] > 1:  # another kept block than the heading
            continue
        f = bisect_left(forms, box + 1)
        if f < len(forms) and forms[f] < end[box]:
            labels.append((b, is_choice_form(elements[forms[f]])))
    series = Counter(dom.path[b] for b, choice in labels if choice)
    for b, choice in labels:
        if not choice or series[dom.path[b]] < WIDGET_SERIES_MIN:
            keep[b] = 0


CHOICE_TYPES = frozenset({"radio", "checkbox"})  # an <input> that picks an answer among others


def is_choice_form(form) -> bool:  # noqa: ANN001 (lxml element)
    """Whether a form offers answers to pick (radio buttons or tick boxes): a question's, not a search or
    newsletter box (a sidebar's widgets in one tag path are no quiz)."""
    return any((el.get("type") or "").strip().lower() in CHOICE_TYPES for el in form.iter("input"))


# A tab bar over the sections it names (``tab_entries``). Extraction-dev: one page lower by < 0.0001; QA (h81): a
# shop's "商品介绍 / 累计评价 1208" tabs. A table of contents is such a list too, and goes with it: navigation.
TAB_COUNT_RE = re.compile(rf"[\s(（\[]*{DIGIT_CLASS}+[)）\]]*\s*$")  # a tab's count: "Reviews (6)", "累计评价 1208"
# The last non-space character of every TAB_COUNT_RE match: a digit or a closing bracket (its ``\s*$`` takes the
# spaces ``str.rstrip`` takes). An item ending otherwise (most menu entries) has no count to cut: the regex, tried at
# each of its positions, is not run.
TAB_COUNT_OPENERS = frozenset("(（[")  # the brackets TAB_COUNT_RE takes before a count (with spaces)
TAB_COUNT_CLOSERS = frozenset(")）]")  # ... and after it
TAB_COUNT_ENDS = DIGITS | TAB_COUNT_CLOSERS
TAB_LINK_SHARE = 0.9  # of the item's text in links


def tab_entries(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a list item, wholly a link, whose text (its count aside) is a heading of the page: a
    tab bar over the sections it names ("Description", "Reviews (6)"); the headings themselves carry the text. A page
    without headings has none (its items are not read)."""
    tags = dom.tags
    headings = {"".join(text.split()) for b, text in zip(blocks.ids, blocks.texts) if tags[b] in HEADING_TAGS}
    if not headings:
        return [False] * len(blocks.ids)
    return [tags[b] == "li" and dom.link_text[b] >= TAB_LINK_SHARE * dom.tree_text[b]
            and tab_name(text) in headings
            for b, text in zip(blocks.ids, blocks.texts)]


def tab_name(text: str) -> str:
    """A tab's text without its count (``TAB_COUNT_RE``) and spaces; the regex only on a text ending as a count may
    (``TAB_COUNT_ENDS``)."""
    if text.rstrip()[-1:] in TAB_COUNT_ENDS:
        text = text[:tab_count_start(text)]
    return "".join(text.split())


def tab_count_start(text: str) -> int:
    """Where ``text``'s count starts (``TAB_COUNT_RE``'s match: ``TAB_COUNT_RE.sub("", text)`` is ``text`` up to
    there), ``len(text)`` when it ends in none; read from the end, in linear time (the pattern's leading class, tried
    at each space of a run, read a run of n spaces n times over). A match ends at the text's end (its last ``\\s*``
    takes a final newline too), so it is the text's end read backwards: the spaces, the closing brackets, the digits
    (one at least), the opening brackets and spaces, each as far as it goes (no character is of two of them), its
    start the leftmost a match can have.

    >>> [tab_count_start(text) for text in ("Reviews (6) ", "累计评价 1208", "Reviews", "Top (10)x")]
    [7, 4, 7, 9]
    """
    end = len(text.rstrip())
    while end and text[end - 1] in TAB_COUNT_CLOSERS:
        end -= 1
    start = end
    while start and text[start - 1] in DIGITS:
        start -= 1
    if start == end:
        return len(text)
    while start and (text[start - 1] in TAB_COUNT_OPENERS or text[start - 1].isspace()):
        start -= 1
    return start
