"""The ladder: ``kept_nodes`` runs the steps in order, and the public entry points ``select`` and ``text_blocks``.

``kept_nodes`` composes the design's steps 4 to 6 (see the package docstring): the threshold and ``never_kept``,
the record rescues, the table, list and quote completions, the vetoes, the headline, thread, figure and teaser
rules, then the kept blocks and the inline nodes they own. Also the short rules that only the ladder reads (editor
lines, lead-ins without their list, headings over dropped lists), ``select`` (features, scores, ladder) and
``load_weights`` (a JSON file of the two stages' weights, as ``tsheg bench train-auto`` writes them).
"""

from __future__ import annotations

import ast
import logging
import os
import re
from bisect import bisect_left
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from extract.algorithms._blocks import block_owner
from extract.algorithms.auto.boxes import _veto_marks
from extract.algorithms.auto.builder_modules import drop_counter_modules, drop_cta_modules, drop_flip_cards
from extract.algorithms.auto.collection_cards import drop_filter_bars, keep_card_titles
from extract.algorithms.auto.control_labels import drop_select_labels
from extract.algorithms.auto.counters import drop_counter_boxes
from extract.algorithms.auto.count_lines import drop_count_lists
from extract.algorithms.auto.features import Blocks, _block_text, block_features
from extract.algorithms.auto.figures import drop_photo_captions, drop_pull_quotes
from extract.algorithms.auto.gov_portals import (drop_document_record_tables, drop_portal_footer_boxes,
                                                keep_notice_attachments)
from extract.algorithms.auto.headline import drop_card_headings, drop_headline
from extract.algorithms.auto.back_links import drop_back_links
from extract.algorithms.auto.icon_buttons import drop_icon_buttons, drop_named_section_tools
from extract.algorithms.auto.inline import drop_inline_furniture
from extract.algorithms.auto.pricing_cards import drop_repeated_plans, keep_plan_prices
from extract.algorithms.auto.product_grids import drop_shop_bar_lines, keep_product_cards
from extract.algorithms.auto.questionnaires import drop_quiz_widgets
from extract.algorithms.auto.quote_headers import drop_quote_headers
from extract.algorithms.auto.signatures import cut_signature_tails
from extract.algorithms.auto.media_pages import drop_media_furniture, drop_media_lines
from extract.algorithms.auto.photo_sets import drop_gallery_tool_boxes, drop_photo_set_lines
from extract.algorithms.auto.mastheads import drop_masthead_lines, drop_status_tickers
from extract.algorithms.auto.reference_pages import (drop_completion_lines, drop_dictionary_widgets,
                                                     drop_entry_controls)
from extract.algorithms.auto.script_bars import (drop_download_rows, drop_font_notices, drop_script_bars,
                                                 drop_term_rows)
from extract.algorithms.auto.site_banners import drop_logo_strips, drop_site_banners
from extract.algorithms.auto.structured_pages import (drop_headed_widget_boxes, drop_structured_lines,
                                                      drop_structured_widgets, keep_event_dates)
from extract.algorithms.auto.lines import LIST_ITEM_TAGS, THREAD_SLOT_LINK_SHARE, is_furniture_line
from extract.algorithms.auto.answer_heads import keep_answer_bodies
from extract.algorithms.auto.archives import (drop_catalogue_controls, drop_feed_intros, drop_result_counts,
                                              keep_archive_headers)
from extract.algorithms.auto.indexes import drop_category_letters, keep_letter_indexes
from extract.algorithms.auto.inside import keep_story_quote_boxes
from extract.algorithms.auto.news_lists import keep_dated_title_rows, keep_linked_record_headings
from extract.algorithms.auto.lists import (
    complete_lists,
    complete_quotes,
    complete_schedule_lists,
    keep_continued_lists,
    keep_headed_lists,
    list_item,
    schedule_lists,
)
from extract.algorithms.auto.model import THRESHOLD, block_scores
from extract.algorithms.auto.never_kept import never_kept, never_kept_names, never_kept_parts, post_furniture
from extract.algorithms.auto.outside_main import drop_named_nav_items
from extract.algorithms.auto.record_tables import (complete_views_listings, drop_record_tables, drop_table_controls,
                                                   drop_thin_side_tables, drop_views_tables)
from extract.algorithms.auto.records import (
    NEVER_KEPT,
    RECORD_RESCUE_MARGIN,
    complete_heading_runs,
    keep_best_slot,
    keep_enclosed_cards,
    keep_faq_pairs,
    keep_outweighing_slot,
    keep_record_grids,
    keep_record_titles,
    keep_section_headings,
    keep_title_feeds,
    keep_title_lists,
    rescue_records,
)
from extract.algorithms.auto.lone_lines import (drop_card_dates, drop_entry_durations, drop_lone_lines,
                                                 drop_player_clocks, drop_postposed_stamps, drop_prev_next_rows)
from extract.algorithms.auto.reference_texts import (drop_tool_rows, drop_verse_furniture, keep_headed_verse_blocks,
                                                     keep_named_verse_blocks)
from extract.algorithms.auto.repeated_runs import drop_repeated_runs
from extract.algorithms.auto.replies import drop_reply_streams
from extract.algorithms.auto.thread_engines import (drop_name_lines, keep_engine_posts, keep_opening_posts,
                                                    keep_question_texts)
from extract.algorithms.auto.shop_panels import (
    drop_service_lines,
    drop_shop_panels,
    keep_description_lists,
    keep_description_paragraphs,
    keep_store_page_text,
)
from extract.algorithms.auto.tag_links import drop_tag_rows, keep_topic_rows
from extract.algorithms.auto.tables import (
    complete_spec_sections,
    complete_tables,
    drop_catalogue_tables,
    drop_link_list_rows,
    drop_page_number_rows,
    drop_side_columns,
)
from extract.algorithms.auto.linked_records import drop_linked_title_records
from extract.algorithms.auto.server_signatures import drop_server_signatures
from extract.algorithms.auto.series_indexes import keep_boxed_dated_rows, keep_reading_lists
from extract.algorithms.auto.trailing_notes import drop_trailing_notes
from extract.algorithms.auto.wiki_furniture import drop_wiki_end_matter, drop_wiki_page_stamps
from extract.algorithms.auto.teasers import (drop_record_dates, drop_record_drawers, drop_record_labels,
                                             drop_record_more_links, drop_record_save_rows, drop_relabelled_links,
                                             drop_teaser_cards, keep_drawer_lists)
from extract.algorithms.auto.vetoes import furniture_veto
from extract.algorithms.auto.mail_archives import drop_mail_furniture
from extract.algorithms.auto.chapter_pages import (cut_watermark_lines, drop_book_card_fields, drop_chapter_nav_rows,
                                                   drop_full_text_tools, drop_gutenberg_boilerplate,
                                                   drop_watermark_blocks, drop_wikisource_furniture,
                                                   settle_chapter_lists)
from extract.algorithms.auto.hosted_furniture import drop_hosted_lines
from extract.algorithms.auto.story_comments import drop_comment_boxes_after_story
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

logger = logging.getLogger(__name__)
# Elements past which a page is not modelled (extraction-dev: 4,125 at most; a forum
# thread of a thousand posts ~20,000): each text block costs ~2 kB in the model (46
# features, stage 2), so a 19 MB page of a million paragraphs took 30 s and 2.8 GB, and
# three million (57 MB, under the download cap) 8 GB. Such a page keeps its
# ``text_blocks``: 6 s and 1 GB for the million, most of it the parse and the Dom.
MAX_MODELLED_NODES = 200_000


def kept_nodes(dom: Dom, blocks: Blocks, scores: list[float], threshold: float = THRESHOLD,
               trace: LadderTrace | None = None, cuts: list[tuple[int, str]] | None = None) -> list[int]:
    """Ids of the kept blocks and their inline nodes.

    The steps: blocks in a consent dialog, related reading, a signature, a dialog, an author pane, a
    footer or a second ``<main>`` (``never_kept``)
    out of every step; stage-2 logit above ``threshold``; then the named steps of ``LADDER`` in order
    (``keep_best_slot`` ... ``drop_record_labels``); ``drop_inline_furniture``.

    ``trace`` (``extract.explain``) is told the state after the threshold (step ``THRESHOLD_STEP``, no bytes
    before it) and, after each step, the step's name and the keep marks before it: only then are the marks copied,
    so a run without one does no per-block work more than the steps' own. With one, the state names the finders of
    ``never_kept`` that left each excluded block out (``LadderState.never_by``). ``cuts``, when given, is told
    each node ``drop_inline_furniture`` leaves out with its subtree and the rule's kind (``render:ticker``).
    """
    state = ladder_start(dom, blocks, scores, threshold, named=trace is not None)
    if trace is None:
        for _, step in LADDER:
            step(state)
    else:
        trace(THRESHOLD_STEP, None, state)
        for name, step in LADDER:
            before = bytes(state.keep)
            step(state)
            trace(name, before, state)
    owner = blocks.owner
    keep = state.keep
    kept = [i for i in range(len(dom)) if keep[owner[i]]]
    kept = cut_signature_tails(dom, drop_quote_headers(dom, drop_inline_furniture(dom, kept, owner, cuts), owner, cuts),
                               cuts)
    return cut_watermark_lines(dom, kept, owner, cuts)


@dataclass(slots=True)
class LadderState:
    """What the ladder's steps read and write: the page, its blocks, their stage-2 scores (``NEVER_KEPT`` for those
    ``never_kept`` left out: ``excluded``, one flag per block), the keep mark per node (``keep``, the steps' one
    output, written in place), the rescues' score floor and the blocks' veto marks (``_veto_marks``); for a trace
    alone, per block the names of the ``never_kept`` finders that left it out (``()`` when none: ``never_by``, else
    empty)."""

    dom: Dom
    blocks: Blocks
    scores: list[float]
    excluded: list[bool]
    keep: bytearray
    floor: float
    marks: list[int]
    never_by: list[tuple[str, ...]]


# A step of the ladder: reads the state, changes ``state.keep`` in place.
LadderStep = Callable[[LadderState], None]
# What ``kept_nodes`` tells a trace: the step's name, the keep marks before it (None for the threshold) and the state.
LadderTrace = Callable[[str, "bytes | None", LadderState], None]
THRESHOLD_STEP = "threshold"  # the name a trace reads for the keep marks the stage-2 threshold set


def ladder_start(dom: Dom, blocks: Blocks, scores: list[float], threshold: float = THRESHOLD,
                 named: bool = False) -> LadderState:
    """The state before the first step: ``never_kept``'s blocks scored ``NEVER_KEPT``, the blocks scoring above
    ``threshold`` kept; ``named`` (a trace's run) names each excluded block's finders from the same masks
    (``never_kept_parts``, ``never_kept_names``), which the normal run does not pay for."""
    never_by: list[tuple[str, ...]] = []
    if named:
        never_by = never_kept_names(never_kept_parts(dom, blocks))
        excluded = [bool(names) for names in never_by]
    else:
        excluded = never_kept(dom, blocks)
    if any(excluded):
        scores = [NEVER_KEPT if out else score for score, out in zip(scores, excluded)]
    keep = bytearray(len(dom))
    for b, score in zip(blocks.ids, scores):
        if score > threshold:
            keep[b] = 1
    return LadderState(dom, blocks, scores, excluded, keep, threshold - RECORD_RESCUE_MARGIN, _veto_marks(blocks),
                       never_by)


def _keep_best_slot(s: LadderState) -> None:
    """``keep_best_slot`` on a page where no block but a heading passed the threshold."""
    tags = s.dom.tags
    if not any(s.keep[b] for b in s.blocks.ids if tags[b] not in HEADING_TAGS):
        keep_best_slot(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)


# The editor in charge's line closing a Chinese-CMS story ("责任编辑：卓玛", "【責任編輯：扎西】", Uyghur "مەسئۇل مۇھەررىر:
# مەرىيەم", Tibetan "རྩོམ་སྒྲིག་འགན་འཛིན། ལྷ་མོ།"): the truths keep it (extraction-dev's "【责任编辑：刘峻凌】", QA-90/91/105/120's
# convention), the model scores it low when one paragraph stands above it (QA-120: a Tibetan and a Uyghur brief).
# A name: no digit (the dev truths that leave the line out end it in the CMS's staff code, "责任编辑：李曦_NN2587").
EDITOR_NAME_CHARS = 20  # characters at most of the editor's name (a name of two or three words)
EDITOR_LINE_RE = re.compile(
    r"^\W*(?:责任编辑|責任編輯|责编|責編|مەسئۇل مۇھەررىر|རྩོམ་སྒྲིག་འགན་(?:འཛིན|ཁུར་བ))[\s:：\u0f0b\u0f0d]*"
    rf"[^\d\n:：]{{1,{EDITOR_NAME_CHARS}}}$")


def keep_editor_lines(keep: bytearray, blocks: Blocks, excluded: list[bool], marks: list[int]) -> None:
    """Keep the editor in charge's line (``EDITOR_LINE_RE``) right after a kept block, no veto on it, in place: the
    story's closing line, whatever the model made of it. One pass over the blocks."""
    ids = blocks.ids
    for k in range(1, len(ids)):
        b = ids[k]
        if (not keep[b] and keep[ids[k - 1]] and not excluded[k] and not marks[k]
                and EDITOR_LINE_RE.match(blocks.texts[k]) is not None):
            keep[b] = 1


# A lead-in line ending in its colon ("Attachments:", "附件：", Uyghur "قوشۇمچە ھۆججەتلەر:", Tibetan "ཟུར་སྦྱར།" is no colon)
# right over a list left out: the label of what is not there (a share box's buttons, a list of links to pages).
# QA-120: a Uyghur government notice kept its "attachments:" label (0.986 -> 1.000).
# Which wins: a notice's attachment list of links to documents (.doc, .pdf, .ofd) comes back whole, its label with it
# (``gov_portals.keep_notice_attachments``, review h141: its documents are its text); a label over any other left-out
# list of links is left out here.
LEAD_IN_CHARS = 40  # characters at most of a lead-in label (a sentence closing in a colon runs longer)
LEAD_IN_END_RE = re.compile(r"[:：]\s*$")  # the label's closing colon (ASCII or full-width)
# ... a list of links (files, buttons, stories): a manual's "The possible options are:" over its options the model
# left out is in its truth (extraction-dev, a documentation page 0.9804 -> 0.9800 without this test)
LEAD_IN_LINK_SHARE = 0.5  # of the first item's text in links at least


def drop_unfollowed_lead_ins(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a kept lead-in line (at most ``LEAD_IN_CHARS``, ending in a colon: ``LEAD_IN_END_RE``) when the next
    block is a list's item (``LIST_ITEM_TAGS``) not kept, mostly a link (``LEAD_IN_LINK_SHARE``), in place. One pass
    over the blocks."""
    ids, tags = blocks.ids, dom.tags
    for k in range(len(ids) - 1):
        b, after = ids[k], ids[k + 1]
        if (keep[b] and not keep[after] and tags[after] in LIST_ITEM_TAGS and blocks.lengths[k] <= LEAD_IN_CHARS
                and dom.link_text[after] >= LEAD_IN_LINK_SHARE * dom.tree_text[after]
                and LEAD_IN_END_RE.search(blocks.texts[k]) is not None):
            keep[b] = 0


# A heading over left-out text (``drop_orphan_headings``). Extraction-dev: all 0.8987 -> 0.8992, 21 pages better (a
# Chinese portal's appended next story under its h1, three variants +0.04 to +0.12; footer and sign-up headings of
# collection, service and forum pages +0.001 to +0.026), 4 lower by 0.002 at most (an article's closing line set as
# an h4 over its footer of tags, a wiki's notes heading over its dropped notes: both in their truths); QA qa81
# 0.916 -> 0.917, qa84 0.829 -> 0.830, qa85 0.878 -> 0.879, the others equal.
ORPHAN_LINK_SHARE = 0.5  # of a left-out list item's text in links at least
TITLED_LIST_TAGS = frozenset({"ul", "ol"})  # the lists a heading right before titles


def drop_orphan_headings(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Leave out a kept heading whose section (the blocks after it up to the next heading) keeps nothing and holds
    text the vetoes took (``never_kept``: ``excluded``; its furniture lines aside) at least as long as the heading,
    in place.

    A heading titles the text under it: where that text is another story the page appends (a "recommended" stream's
    next article, its paragraphs never kept), a related box, a sign-up form or a footer, the title left alone
    would read as a line of the page's own text. The section runs to the next heading of any level (run to the next
    heading of its level or higher, as in an outline, 5 more extraction-dev pages were lower, three listings by up to
    0.037, and none better). One pass over the blocks (each section once).

    A furniture line (``is_furniture_line``: a line stamped with the minute, a date line) under a heading is no
    section taken away: a programme's or a timeline's headings each over its "2026-05-03 10:00" line title the
    page's own text (review h116: a Tibetan timeline lost its three headings; extraction-dev unchanged).

    Left out as well: the items, mostly links, of the list right after an unlinked heading (``_titled_list``) that
    were not kept: a "more songs by this singer" or "other books" box whose links the model dropped and whose
    heading it passed (QA-120: a Uyghur song page's "his other songs" heading 0.946 -> 0.986; QA-85's bo video page
    0.830 -> 0.852; extraction-dev 2 collections' box headings +0.001, none lower). Not so: any dropped link item of
    the section (a site name over the nav menu beside it, in QA-85's truth, 1.000 -> 0.946), or under a linked heading
    (a listing's last record title over the pager: extraction-dev -0.008).

    A record's linked title (mostly a link, ``ORPHAN_LINK_SHARE``: it titles its own page) after a kept title at its
    tag path has a section that ends with its record's box (``_record_box``): a feed's last entry, its tags and counts
    not kept, sits over the page's footer, which is no text of the entry's (review h202: a dev.to-like feed lost its
    last title "… right to left, finally"). Unlinked titles keep the page's sections: a shop's product cards, whose
    last title the truths leave out with the others (extraction-dev: 3 collections -0.017 to -0.026 with them);
    linked: no page changes. Not so a title linking to another site than the kept title before it (``_title_host``):
    an advert set in the feed as its last entry ("Sponsored: win a holiday", its link an ad server's) over the pager,
    whose section the footer still closes (review h217).

    A session's title in a programme (``schedule_lists``: a list whose every item holds its clock time) has a section
    that ends with its item: the last session's title sits over the page's footer, yet it is the agenda's text
    (review h217: a Uyghur agenda lost its last session's title, its time kept).
    """
    ids, tags, lengths, texts = blocks.ids, dom.tags, blocks.lengths, blocks.texts
    heads = [k for k, b in enumerate(ids) if tags[b] in HEADING_TAGS]
    previous_title: dict[int, int] = {}  # tag path -> the last heading at it so far
    sessions = {item for items in schedule_lists(dom, blocks) for item in items} if heads else set()
    for h, k in enumerate(heads):
        before = previous_title.get(dom.path[ids[k]], -1)
        linked = dom.link_text[ids[k]] >= ORPHAN_LINK_SHARE * dom.tree_text[ids[k]] > 0  # titles its own page
        record = (_record_box(dom, before, ids[k]) if linked and before >= 0 and keep[before]
                  and _title_host(dom, before) == _title_host(dom, ids[k]) else -1)
        if record < 0 and sessions:
            item = list_item(dom, ids[k])
            record = item if item in sessions else -1
        previous_title[dom.path[ids[k]]] = ids[k]
        if not keep[ids[k]]:
            continue
        last = heads[h + 1] if h + 1 < len(heads) else len(ids)
        if record >= 0:  # a record's title: its section ends with its record's box
            last = min(last, bisect_left(ids, dom.end[record]))
        section = range(k + 1, last)
        if any(keep[ids[j]] for j in section):
            continue
        titled = _titled_list(dom, ids[k])
        left_out = sum(lengths[j] for j in section
                       if excluded[j] and not is_furniture_line(dom, ids[j], texts[j], lengths[j], blocks.owner)
                       or _is_dropped_link_item(dom, ids[j], titled))
        if left_out and left_out >= lengths[k]:
            keep[ids[k]] = 0


def _title_host(dom: Dom, heading: int) -> str:
    """The host (lower case) the first link of ``heading`` opens: "" for an address on the page's own site (a path,
    no host) or a heading without a link."""
    anchors = dom.anchors_in(heading)
    return urlsplit((dom.attr(anchors[0], "href") or "").strip()).netloc.lower() if anchors else ""


def _record_box(dom: Dom, before: int, heading: int) -> int:
    """The box of the record ``heading`` titles when ``before`` (or -1) is the heading at its tag path before it: the
    ancestor of ``heading`` right under the lowest element holding both, when that is no ``heading`` itself (a
    story's sections, its headings siblings, are no records); else -1. A walk up one branch."""
    if before < 0:
        return -1
    parent, end = dom.parent, dom.end
    box = heading
    while parent[box] >= 0 and not parent[box] <= before < end[parent[box]]:
        box = parent[box]
    return box if box != heading and parent[box] >= 0 else -1


def _titled_list(dom: Dom, heading: int) -> int:
    """The list (``TITLED_LIST_TAGS``) that is ``heading``'s next element sibling, or -1; ``heading`` holding a link
    (a record's linked title) titles none, nor an h1 (the page's title over its list of records, which it keeps
    when the model drops the records: a hub page reads as its heading, tests/test_crawl.py). Constant work."""
    after = dom.end[heading]
    if (dom.link_text[heading] or dom.tags[heading] == "h1" or after >= len(dom)
            or dom.parent[after] != dom.parent[heading] or dom.tags[after] not in TITLED_LIST_TAGS):
        return -1
    return after


def _is_dropped_link_item(dom: Dom, b: int, titled: int) -> bool:
    """Whether block ``b`` is an item of list ``titled`` mostly a link (``ORPHAN_LINK_SHARE``)."""
    return titled >= 0 and dom.parent[b] == titled and dom.link_text[b] >= ORPHAN_LINK_SHARE * dom.tree_text[b] > 0


# The ladder: its named steps in the order ``kept_nodes`` runs them (the one list; ``extract.explain`` reads the
# names). Each step reads the state and keeps or drops blocks in place.
LADDER: tuple[tuple[str, LadderStep], ...] = (
    ("keep_best_slot", _keep_best_slot),
    ("keep_outweighing_slot", lambda s: keep_outweighing_slot(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_record_grids", lambda s: keep_record_grids(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_title_lists", lambda s: keep_title_lists(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_title_feeds", lambda s: keep_title_feeds(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_enclosed_cards", lambda s: keep_enclosed_cards(s.dom, s.keep, s.blocks, s.scores, s.marks)),
    ("rescue_records", lambda s: rescue_records(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("keep_record_titles", lambda s: keep_record_titles(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("keep_card_titles", lambda s: keep_card_titles(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("keep_section_headings", lambda s: keep_section_headings(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_faq_pairs", lambda s: keep_faq_pairs(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("keep_letter_indexes", lambda s: keep_letter_indexes(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_dated_title_rows", lambda s: keep_dated_title_rows(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_boxed_dated_rows", lambda s: keep_boxed_dated_rows(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_reading_lists", lambda s: keep_reading_lists(s.dom, s.keep, s.blocks, s.scores)),
    ("keep_linked_record_headings",
     lambda s: keep_linked_record_headings(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_archive_headers", lambda s: keep_archive_headers(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("complete_tables", lambda s: complete_tables(s.dom, s.keep, s.blocks, s.scores)),
    ("complete_views_listings", lambda s: complete_views_listings(s.dom, s.keep, s.blocks, s.scores)),
    ("complete_spec_sections", lambda s: complete_spec_sections(s.dom, s.keep, s.blocks, s.scores)),
    ("complete_heading_runs", lambda s: complete_heading_runs(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("complete_lists", lambda s: complete_lists(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("complete_schedule_lists", lambda s: complete_schedule_lists(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("keep_drawer_lists", lambda s: keep_drawer_lists(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("keep_headed_lists", lambda s: keep_headed_lists(s.dom, s.keep, s.blocks, s.scores, s.floor, s.marks)),
    ("keep_continued_lists", lambda s: keep_continued_lists(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("keep_description_lists", lambda s: keep_description_lists(s.dom, s.keep, s.blocks, s.excluded)),
    ("keep_description_paragraphs", lambda s: keep_description_paragraphs(s.dom, s.keep, s.blocks, s.excluded)),
    ("keep_store_page_text", lambda s: keep_store_page_text(s.dom, s.keep, s.blocks, s.excluded)),
    ("keep_named_verse_blocks", lambda s: keep_named_verse_blocks(s.dom, s.keep, s.blocks, s.excluded)),
    ("keep_headed_verse_blocks", lambda s: keep_headed_verse_blocks(s.dom, s.keep, s.blocks, s.excluded)),
    ("complete_quotes", lambda s: complete_quotes(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("keep_plan_prices", lambda s: keep_plan_prices(s.dom, s.keep, s.blocks, s.scores, s.floor)),
    ("furniture_veto", lambda s: furniture_veto(s.dom, s.keep, s.blocks, s.marks, post_furniture(s.dom, s.blocks),
                                                s.excluded)),
    ("keep_story_quote_boxes", lambda s: keep_story_quote_boxes(s.dom, s.keep, s.blocks, s.excluded)),
    ("keep_engine_posts", lambda s: keep_engine_posts(s.dom, s.keep, s.blocks, s.excluded)),
    ("keep_opening_posts", lambda s: keep_opening_posts(s.dom, s.keep, s.blocks, s.excluded)),
    ("keep_question_texts", lambda s: keep_question_texts(s.dom, s.keep, s.blocks, s.excluded)),
    ("drop_name_lines", lambda s: drop_name_lines(s.dom, s.keep, s.blocks)),
    ("keep_answer_bodies", lambda s: keep_answer_bodies(s.dom, s.keep, s.blocks, s.excluded)),
    ("drop_teaser_cards", lambda s: drop_teaser_cards(s.dom, s.keep, s.blocks)),
    ("drop_linked_title_records", lambda s: drop_linked_title_records(s.dom, s.keep, s.blocks)),
    ("drop_server_signatures", lambda s: drop_server_signatures(s.dom, s.keep, s.blocks)),
    ("drop_trailing_notes", lambda s: drop_trailing_notes(s.dom, s.keep, s.blocks)),
    ("drop_verse_furniture", lambda s: drop_verse_furniture(s.dom, s.keep, s.blocks)),
    ("drop_tool_rows", lambda s: drop_tool_rows(s.dom, s.keep, s.blocks)),
    ("drop_wiki_end_matter", lambda s: drop_wiki_end_matter(s.dom, s.keep, s.blocks)),
    ("drop_wiki_page_stamps", lambda s: drop_wiki_page_stamps(s.dom, s.keep, s.blocks)),
    ("drop_card_headings", lambda s: drop_card_headings(s.dom, s.keep, s.blocks)),
    ("drop_side_columns", lambda s: drop_side_columns(s.dom, s.keep, s.blocks, s.excluded)),
    ("keep_editor_lines", lambda s: keep_editor_lines(s.keep, s.blocks, s.excluded, s.marks)),
    ("drop_orphan_headings", lambda s: drop_orphan_headings(s.dom, s.keep, s.blocks, s.excluded)),
    ("drop_unfollowed_lead_ins", lambda s: drop_unfollowed_lead_ins(s.dom, s.keep, s.blocks)),
    ("drop_feed_intros", lambda s: drop_feed_intros(s.dom, s.keep, s.blocks)),
    ("drop_result_counts", lambda s: drop_result_counts(s.dom, s.keep, s.blocks)),
    ("drop_catalogue_controls", lambda s: drop_catalogue_controls(s.dom, s.keep, s.blocks)),
    ("drop_category_letters", lambda s: drop_category_letters(s.dom, s.keep, s.blocks)),
    ("drop_catalogue_tables", lambda s: drop_catalogue_tables(s.dom, s.keep, s.blocks)),
    ("drop_counter_boxes", lambda s: drop_counter_boxes(s.dom, s.keep, s.blocks)),
    ("drop_record_tables", lambda s: drop_record_tables(s.dom, s.keep, s.blocks)),
    ("drop_thin_side_tables", lambda s: drop_thin_side_tables(s.dom, s.keep, s.blocks)),
    ("drop_views_tables", lambda s: drop_views_tables(s.dom, s.keep, s.blocks)),
    ("drop_shop_panels", lambda s: drop_shop_panels(s.dom, s.keep, s.blocks)),
    ("drop_service_lines", lambda s: drop_service_lines(s.dom, s.keep, s.blocks)),
    ("drop_repeated_plans", lambda s: drop_repeated_plans(s.dom, s.keep, s.blocks)),
    ("drop_headline", lambda s: drop_headline(s.dom, s.keep, s.blocks)),
    ("keep_product_cards", lambda s: keep_product_cards(s.dom, s.keep, s.blocks, s.scores)),
    ("drop_shop_bar_lines", lambda s: drop_shop_bar_lines(s.dom, s.keep, s.blocks)),
    ("drop_filter_bars", lambda s: drop_filter_bars(s.dom, s.keep, s.blocks)),
    ("drop_pull_quotes", lambda s: drop_pull_quotes(s.dom, s.keep, s.blocks)),
    ("drop_page_number_rows", lambda s: drop_page_number_rows(s.dom, s.keep, s.blocks)),
    ("drop_table_controls", lambda s: drop_table_controls(s.dom, s.keep, s.blocks)),
    ("drop_link_list_rows", lambda s: drop_link_list_rows(s.dom, s.keep, s.blocks)),
    ("drop_photo_captions", lambda s: drop_photo_captions(s.dom, s.keep, s.blocks)),
    ("drop_reply_streams", lambda s: drop_reply_streams(s.dom, s.keep, s.blocks)),
    ("drop_record_labels", lambda s: drop_record_labels(s.dom, s.keep, s.blocks)),
    ("drop_record_drawers", lambda s: drop_record_drawers(s.dom, s.keep, s.blocks)),
    ("drop_record_more_links", lambda s: drop_record_more_links(s.dom, s.keep, s.blocks)),
    ("drop_relabelled_links", lambda s: drop_relabelled_links(s.dom, s.keep, s.blocks)),
    ("drop_record_save_rows", lambda s: drop_record_save_rows(s.dom, s.keep, s.blocks)),
    ("drop_record_dates", lambda s: drop_record_dates(s.dom, s.keep, s.blocks)),
    ("drop_select_labels", lambda s: drop_select_labels(s.dom, s.keep, s.blocks)),
    ("drop_icon_buttons", lambda s: drop_icon_buttons(s.dom, s.keep, s.blocks)),
    ("drop_named_section_tools", lambda s: drop_named_section_tools(s.dom, s.keep, s.blocks)),
    ("drop_named_nav_items", lambda s: drop_named_nav_items(s.dom, s.keep, s.blocks)),
    ("drop_back_links", lambda s: drop_back_links(s.dom, s.keep, s.blocks)),
    ("drop_script_bars", lambda s: drop_script_bars(s.dom, s.keep, s.blocks)),
    ("drop_font_notices", lambda s: drop_font_notices(s.dom, s.keep, s.blocks)),
    ("drop_download_rows", lambda s: drop_download_rows(s.dom, s.keep, s.blocks)),
    ("drop_term_rows", lambda s: drop_term_rows(s.dom, s.keep, s.blocks)),
    ("drop_cta_modules", lambda s: drop_cta_modules(s.dom, s.keep, s.blocks)),
    ("drop_counter_modules", lambda s: drop_counter_modules(s.dom, s.keep, s.blocks)),
    ("drop_flip_cards", lambda s: drop_flip_cards(s.dom, s.keep, s.blocks)),
    ("drop_quiz_widgets", lambda s: drop_quiz_widgets(s.dom, s.keep, s.blocks)),
    ("drop_count_lists", lambda s: drop_count_lists(s.dom, s.keep, s.blocks)),
    ("drop_site_banners", lambda s: drop_site_banners(s.dom, s.keep, s.blocks)),
    ("drop_logo_strips", lambda s: drop_logo_strips(s.dom, s.keep, s.blocks)),
    ("drop_masthead_lines", lambda s: drop_masthead_lines(s.dom, s.keep, s.blocks)),
    ("drop_status_tickers", lambda s: drop_status_tickers(s.dom, s.keep, s.blocks)),
    ("drop_tag_rows", lambda s: drop_tag_rows(s.dom, s.keep, s.blocks)),
    ("keep_topic_rows", lambda s: keep_topic_rows(s.dom, s.keep, s.blocks, s.excluded)),
    ("drop_repeated_runs", lambda s: drop_repeated_runs(s.dom, s.keep, s.blocks)),
    ("drop_lone_lines", lambda s: drop_lone_lines(s.dom, s.keep, s.blocks, s.scores)),
    ("drop_postposed_stamps", lambda s: drop_postposed_stamps(s.dom, s.keep, s.blocks)),
    ("drop_prev_next_rows", lambda s: drop_prev_next_rows(s.dom, s.keep, s.blocks)),
    ("drop_player_clocks", lambda s: drop_player_clocks(s.dom, s.keep, s.blocks)),
    ("drop_card_dates", lambda s: drop_card_dates(s.dom, s.keep, s.blocks)),
    ("drop_entry_durations", lambda s: drop_entry_durations(s.dom, s.keep, s.blocks)),
    ("drop_media_furniture", lambda s: drop_media_furniture(s.dom, s.keep, s.blocks)),
    ("drop_media_lines", lambda s: drop_media_lines(s.dom, s.keep, s.blocks)),
    ("drop_portal_footer_boxes", lambda s: drop_portal_footer_boxes(s.dom, s.keep, s.blocks)),
    ("drop_document_record_tables", lambda s: drop_document_record_tables(s.dom, s.keep, s.blocks)),
    ("keep_notice_attachments", lambda s: keep_notice_attachments(s.dom, s.keep, s.blocks)),
    ("drop_mail_furniture", lambda s: drop_mail_furniture(s.dom, s.keep, s.blocks)),
    ("drop_structured_widgets", lambda s: drop_structured_widgets(s.dom, s.keep, s.blocks)),
    ("drop_structured_lines", lambda s: drop_structured_lines(s.dom, s.keep, s.blocks)),
    ("drop_headed_widget_boxes", lambda s: drop_headed_widget_boxes(s.dom, s.keep, s.blocks)),
    ("drop_entry_controls", lambda s: drop_entry_controls(s.dom, s.keep, s.blocks)),
    ("drop_completion_lines", lambda s: drop_completion_lines(s.dom, s.keep, s.blocks)),
    ("drop_dictionary_widgets", lambda s: drop_dictionary_widgets(s.dom, s.keep, s.blocks)),
    ("drop_gallery_tool_boxes", lambda s: drop_gallery_tool_boxes(s.dom, s.keep, s.blocks)),
    ("drop_photo_set_lines", lambda s: drop_photo_set_lines(s.dom, s.keep, s.blocks)),
    ("drop_chapter_nav_rows", lambda s: drop_chapter_nav_rows(s.dom, s.keep, s.blocks)),
    ("drop_watermark_blocks", lambda s: drop_watermark_blocks(s.dom, s.keep, s.blocks)),
    ("drop_book_card_fields", lambda s: drop_book_card_fields(s.dom, s.keep, s.blocks)),
    ("settle_chapter_lists", lambda s: settle_chapter_lists(s.dom, s.keep, s.blocks, s.excluded)),
    ("drop_gutenberg_boilerplate", lambda s: drop_gutenberg_boilerplate(s.dom, s.keep, s.blocks)),
    ("drop_wikisource_furniture", lambda s: drop_wikisource_furniture(s.dom, s.keep, s.blocks)),
    ("drop_full_text_tools", lambda s: drop_full_text_tools(s.dom, s.keep, s.blocks)),
    ("drop_hosted_lines", lambda s: drop_hosted_lines(s.dom, s.keep, s.blocks)),
    ("keep_event_dates", lambda s: keep_event_dates(s.dom, s.keep, s.blocks, s.marks)),
    ("drop_comment_boxes_after_story", lambda s: drop_comment_boxes_after_story(s.dom, s.keep, s.blocks, s.marks)),
)


def text_blocks(dom: Dom) -> list[int]:
    """Ids of the blocks that are not mostly link text (``THREAD_SLOT_LINK_SHARE``) and their inline nodes.

    The page's text without its menus and link lists, in linear time and memory:
    what ``select`` keeps of a page too large to model (``MAX_MODELLED_NODES``).
    """
    owner = block_owner(dom)
    text, link, _ = _block_text(dom, owner)
    return [i for i, o in enumerate(owner) if text[o] and link[o] < THREAD_SLOT_LINK_SHARE * text[o]]


def select(dom: Dom, *, title: str = "", params: Mapping[str, float] | None = None) -> list[int]:
    """Ids of the nodes holding the main text: kept blocks and the inline nodes they own.

    A page of more than ``MAX_MODELLED_NODES`` elements keeps its ``text_blocks``
    instead (logged as a warning).
    """
    if len(dom) > MAX_MODELLED_NODES:
        logger.warning("page of %d elements, more than auto models (%d): kept every block that is not a "
                       "link list", len(dom), MAX_MODELLED_NODES)
        return text_blocks(dom)
    threshold = (params or {}).get("THRESHOLD", THRESHOLD)
    blocks = block_features(dom, title)
    return kept_nodes(dom, blocks, block_scores(blocks), threshold)


def load_weights(path: str | os.PathLike[str]) -> tuple[dict[str, float], dict[str, float]]:
    """The ``STAGE1_WEIGHTS`` and ``STAGE2_WEIGHTS`` tables of a weights module (``auto_weights.py`` layout).

    The file is read, not imported: its two dict literals are parsed with
    ``ast.literal_eval``, so a weights file written by ``tsheg bench train-auto``
    can be checked or compared without touching the running model.
    """
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    tables: dict[str, dict[str, float]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if node.targets[0].id in ("STAGE1_WEIGHTS", "STAGE2_WEIGHTS"):
                tables[node.targets[0].id] = {str(k): float(v) for k, v in ast.literal_eval(node.value).items()}
    missing = {"STAGE1_WEIGHTS", "STAGE2_WEIGHTS"} - set(tables)
    if missing:
        raise ValueError(f"{path}: no {' / '.join(sorted(missing))} table")
    return tables["STAGE1_WEIGHTS"], tables["STAGE2_WEIGHTS"]
