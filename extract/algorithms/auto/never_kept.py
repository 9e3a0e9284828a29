"""``never_kept``: the blocks no score keeps (the design's step 4), and the finders of records and rows it adds.

Composes the box finders of :mod:`extract.algorithms.auto.boxes` with the rows found here: a second ``<main>``
beside the headline's (``second_mains``), side columns, comment headers and a post's furniture, announcement bars,
a reply's subject lines and a post's subject headings, lines naming a URL, ranking lists, customers' review records
and ratings, a live blog's key events, a chat log's topic lines and a shop's facet lists (``facet_lists``).
``NEVER_KEPT_NAMES`` lists the class/id groups whose named boxes it drops, each with the wrapper tags and the
share of the page such a box may hold. ``never_kept_parts`` names each finder with its per-block mask, so
``tsheg extract --explain`` shows which ones left a block out (``never:footer``, ``never:consent+footer``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from itertools import compress

from extract.algorithms.auto.answer_heads import answer_box_heads, own_question_boxes
from extract.algorithms.auto.app_articles import app_furniture_boxes, app_prompt_lines
from extract.algorithms.auto.blog_engines import blog_furniture_boxes
from extract.algorithms.auto.boxes import (
    OVERLAY_PAGE_SHARE,
    PAGE_WRAPPER_TAGS,
    RELATED_WRAPPER_TAGS,
    appeal_boxes,
    blocks_inside,
    board_stats_boxes,
    inside_named,
    leading_author_boxes,
    measured_nodes,
    member_panes,
    notice_attachment_boxes,
    overlay_boxes,
    pane_header_rows,
    poster_blocks,
    related_boxes,
    shop_boxes,
    toc_boxes,
)
from extract.algorithms.auto.count_lines import review_verdict_lines
from extract.algorithms.auto.features import DIGIT_CLASS, DIGIT_RE, DIGITS, Blocks
from extract.algorithms.auto.dates import NUMERIC_DATE, WORD_DATE
from extract.algorithms.auto.lines import (
    FURNITURE_LINE_CHARS,
    KEY_EVENTS_LABEL,
    furniture_lines,
    smf_topic_headers,
    source_notes,
)
from extract.algorithms.auto.hidden_copies import hidden_copies
from extract.algorithms.auto.inside import letter_closes, story_boxes_named_poster
from extract.algorithms.auto.mega_menus import mega_menus
from extract.algorithms.auto.member_counts import counted_member_panes
from extract.algorithms.auto.member_fields import field_member_panes, prose_panes
from extract.algorithms.auto.outside_main import outside_main_boxes, right_columns
from extract.algorithms.auto.page_memo import block_text, page_memo
from extract.algorithms.auto.questionnaires import questionnaire_forms
from extract.algorithms.auto.reader_prompts import login_boxes, reader_prompt_lines
from extract.algorithms.auto.scholarly import scholarly_furniture_boxes
from extract.algorithms.auto.signatures import in_forum_thread, signature_rules
from extract.algorithms.auto.thread_engines import engine_furniture_boxes
from extract.algorithms.auto.thread_notes import thread_note_lines
from extract.algorithms.auto.thread_summaries import thread_summary_boxes
from extract.algorithms.auto.sponsored_cards import sponsored_cards
from extract.algorithms.auto.statements import statement_boxes
from extract.algorithms.auto.story_lists import story_lists_named_related
from extract.algorithms.auto.words import (
    ANNOUNCEMENT_BIT,
    COMMENT_HEADER_BIT,
    CONSENT_BIT,
    FOOTER_BIT,
    FORM_BIT,
    HEADING_TAGS,
    HIDDEN_BIT,
    MAIN_TAGS,
    PHONE_COPY_BIT,
    POSTER_BIT,
    RELATED_BIT,
    SIDEBAR_BIT,
    SIGNATURE_BIT,
    WIKI_BIT,
    first_h1,
)
from extract.dom import QUESTION_END_RE, Dom
from extract.literal_gate import union_gate

COMMENT_HEADERS_MIN = 2  # a thread's comments: two at least, each with its header
# A second ``<main>``. HTML §4.4.14: "A document must not have more than one main
# element that does not have the hidden attribute specified." A template that opens a
# second one fills it with what follows its article (Yahoo's "more stories" stream of
# teasers after a news story). When a page has several outermost ``<main>`` elements and
# exactly one holds the ``<h1>`` and at least SECOND_MAIN_OWN_CHARS characters besides,
# that one is the page's main content; blocks in the others are never kept.
# Extraction-dev: one story in three variants, 0.06-0.10 -> 1.00 (all 0.868 -> 0.872); no other page has two.
SECOND_MAIN_OWN_CHARS = 100  # characters of the headline's <main> beyond its headline: a story (a short Chinese one runs ~200), not a byline


def second_mains(dom: Dom) -> list[int]:
    """The outermost ``<main>`` elements beside the one that holds the page's headline (``SECOND_MAIN_OWN_CHARS``).

    None unless the page has several and exactly one holds an ``<h1>`` and text of its own besides.
    """
    tags, end, tree_text = dom.tags, dom.end, dom.tree_text
    if tags.count("main") < 2:
        return []  # (a scan in C: one main or none)
    mains: list[int] = []
    for i in compress(range(len(tags)), map("main".__eq__, tags)):
        if not (mains and i < end[mains[-1]]):
            mains.append(i)
    with_headline = [m for m in mains if "h1" in tags[m:end[m]]]
    if len(mains) < 2 or len(with_headline) != 1:
        return []
    page_main = with_headline[0]
    headline_text = sum(tree_text[i] for i in range(page_main, end[page_main]) if tags[i] == "h1")
    if tree_text[page_main] - headline_text < SECOND_MAIN_OWN_CHARS:
        return []
    return [m for m in mains if m != page_main]


# The named elements no block in is kept: (veto bit, the tags an element so named that is the page holds, the
# share of the page's text above which it is the page).
NEVER_KEPT_NAMES = ((CONSENT_BIT, PAGE_WRAPPER_TAGS, 1.0), (RELATED_BIT, RELATED_WRAPPER_TAGS, 1.0),
                    (SIGNATURE_BIT, PAGE_WRAPPER_TAGS, 1.0),
                    (FOOTER_BIT, PAGE_WRAPPER_TAGS, OVERLAY_PAGE_SHARE), (FORM_BIT, PAGE_WRAPPER_TAGS, OVERLAY_PAGE_SHARE),
                    (POSTER_BIT, PAGE_WRAPPER_TAGS, OVERLAY_PAGE_SHARE), (WIKI_BIT, PAGE_WRAPPER_TAGS, OVERLAY_PAGE_SHARE),
                    (HIDDEN_BIT, PAGE_WRAPPER_TAGS, OVERLAY_PAGE_SHARE))
# (customers' reviews, Q&A and the seller's card: ``shop_boxes``; a shop's announcement bar: ``announcement_bars``;
# a side column named as one: ``side_columns``)
# A box named "sidebar" between paragraphs is no side column but the text's own boxed aside: docutils' and Sphinx's
# ".. sidebar::" directive (``<aside class="sidebar">`` in a section), DocBook XSL's ``<div class="sidebar">`` in a
# chapter, a magazine's boxout in its article (the journalist's "sidebar"). Its element sibling before or after is one
# of RUNNING_TEXT_TAGS holding text; a side column's siblings are the page's columns. Review h139: three such pages
# (bo, ug, en) lost their boxed notes to ``SIDEBAR_RE``, kept before it.
RUNNING_TEXT_TAGS = frozenset({"p"})
# Side columns hold the site's links and a few widgets; elements so named that hold together over OVERLAY_PAGE_SHARE
# of the page's own text (outside links: a portal's link-heavy menus and footer outweigh a short story) are the page's
# own columns under a theme's names: a content wrapper named by its layout ("sidebar-right": its sidebar on the
# right), a Genesis front page's sections ("front-page-1 widget-area", ...). Review h139: a Chinese story and an
# English front page lost all their text so; extraction-dev: no page changes.


def in_running_text(dom: Dom, i: int) -> bool:
    """Whether element ``i`` sits between paragraphs: its previous or next element sibling is one of
    ``RUNNING_TEXT_TAGS`` holding text."""
    tags, tree_text = dom.tags, dom.tree_text
    return any(j >= 0 and tags[j] in RUNNING_TEXT_TAGS and tree_text[j] > 0
               for j in (dom.previous_sibling(i), dom.next_sibling(i)))


def side_columns(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements named as a side column (``SIDEBAR_BIT``: ``SIDEBAR_RE``) that sit in no running text
    (``in_running_text``: a document's boxed aside) and hold neither the page's ``PAGE_WRAPPER_TAGS`` nor over
    ``OVERLAY_PAGE_SHARE`` of its text; none when such elements (the outermost) hold together over
    ``OVERLAY_PAGE_SHARE`` of the page's own text, outside links (``Dom.non_link_text``): a theme's name for the
    page's own columns. One pass in document order."""
    end, tags, tree_text, vetoes = dom.end, dom.tags, dom.tree_text, blocks.vetoes
    named = [i for i in blocks.vetoed if vetoes[i] & SIDEBAR_BIT and PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]])
             and not in_running_text(dom, i)]
    own = dom.non_link_text if named else [0]  # (h309: with no column, a total of 0 and none to return, exact)
    outer_until, total = 0, 0
    for i in named:  # (in document order)
        if i >= outer_until:
            outer_until, total = end[i], total + own[i]
    if total > OVERLAY_PAGE_SHARE * own[0]:
        return []
    return [i for i in named if tree_text[i] <= OVERLAY_PAGE_SHARE * tree_text[0]]


def comment_headers(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it lies in an element named as a comment's header (``COMMENT_HEADER_BIT``:
    ``COMMENT_HEADER_RE``; ``inside_named``, the page's wrappers and over ``OVERLAY_PAGE_SHARE`` of its text aside),
    when ``COMMENT_HEADERS_MIN`` such elements or more are on the page (a thread's); a comment's header is a post's
    furniture as ``POSTER_RE``'s are."""
    vetoes = blocks.vetoes
    if sum(1 for i in blocks.vetoed if vetoes[i] & COMMENT_HEADER_BIT) < COMMENT_HEADERS_MIN:
        return [False] * len(blocks.ids)
    return inside_named(dom, blocks, COMMENT_HEADER_BIT, PAGE_WRAPPER_TAGS, OVERLAY_PAGE_SHARE)


def post_furniture(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it lies in a post's furniture: an element named so (``poster_blocks``: ``POSTER_BIT``, not
    a notice's attachment list) or a thread's comment header (``comment_headers``)."""
    return [a or b for a, b in zip(poster_blocks(dom, blocks), comment_headers(dom, blocks))]


# An <article> is "a forum post, a magazine or newspaper article, a blog entry, a user-submitted comment" (HTML
# §4.3.2): on a page holding ARTICLE_RECORDS_MIN of them or more each is one record (a thread's posts, XenForo's
# "article.message-body"; a list's teasers), and an element its class hides (``HIDDEN_CLASS_RE``) that holds one is
# no page a script reveals: a XenForo theme's hidden copy of the opening post ("div.hidden > article.message-body",
# wcxb 0529, kept in both variants, no truth holds it). Extraction-dev: all 0.9035 -> 0.9036, 0529 bo 0.924 -> 0.947,
# ug 0.834 -> 0.870, no page lower; QA scorers and checkers unchanged. The same exception for the other named
# elements changed no page either, but a <form> wraps every post of an Invision topic: left to the page's share.
# Records share one slot: a thread's posts, a list's teasers stand at one tag path (``Dom.path``); a story's
# <article> and a related card's ("aside > article") do not, and a story's rest its template hides until "Read more"
# ("div.hidden > article") is the page a script reveals (review h139: an English story lost its body so).
ARTICLE_RECORDS_MIN = 2


def only_copies(dom: Dom, blocks: Blocks, hidden: list[bool], columns: list[bool]) -> list[bool]:
    """Per block: whether it lies in a phone layout's copy (``PHONE_COPY_BIT``) of a side column's text (``columns``,
    which a desktop reader's page leaves out) shown nowhere else (in no block outside ``hidden``, the elements hidden by
    class, and the columns): the page's one copy, for the model to judge as any block. A phone-only line with no
    desktop copy stays hidden. One set of texts each."""
    phone = inside_named(dom, blocks, PHONE_COPY_BIT, PAGE_WRAPPER_TAGS, OVERLAY_PAGE_SHARE)
    if not any(phone) or not any(columns):
        return [False] * len(blocks.ids)
    in_columns = {text for text, c in zip(blocks.compact, columns) if c}
    shown = {text for text, h, c in zip(blocks.compact, hidden, columns) if not h and not c}
    return [p and text in in_columns and text not in shown for p, text in zip(phone, blocks.compact)]


def record_articles(dom: Dom) -> bool:
    """Whether the page's ``<article>`` elements are records: ``ARTICLE_RECORDS_MIN`` of them or more at one tag path
    (one pass)."""
    return dom.tags.count("article") >= ARTICLE_RECORDS_MIN and max(Counter(  # (the page's count first: exact, h309)
        path for tag, path in zip(dom.tags, dom.path) if tag == "article").values()) >= ARTICLE_RECORDS_MIN


def announcement_bars(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements named as an announcement bar (``ANNOUNCEMENT_RE``) that hold neither the page's
    ``PAGE_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text, and sit in no ``<main>`` or ``<article>``
    (``MAIN_TAGS``): a shop's bar runs over every page above its header (Shopify's header group, Squarespace's
    dropzone: all 19 extraction-dev pages with one); a bar inside the page's main column is its notice (a campus's
    notices page, review h101). One walk up per named element."""
    end, tags, tree_text, vetoes, parent = dom.end, dom.tags, dom.tree_text, blocks.vetoes, dom.parent
    most = OVERLAY_PAGE_SHARE * tree_text[0]
    bars = []
    for i in blocks.vetoed:
        if not vetoes[i] & ANNOUNCEMENT_BIT or tree_text[i] > most or not PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]]):
            continue
        a = parent[i]
        while a >= 0 and tags[a] not in MAIN_TAGS:
            a = parent[a]
        if a < 0:
            bars.append(i)
    return bars


# A reply's subject line in any language: "<label>: <the text of another block>" (the thread's title), the line at
# least SUBJECT_MIN_COPIES times on the page. QA (h81): a Uyghur vBulletin thread's "جاۋاب: <title>" over every
# post, a label REPLY_SUBJECT_RE does not list; extraction-dev: no page changes.
SUBJECT_PREFIX_RE = re.compile(r"^\s*[^\s:：]{1,12}\s*[:：]\s*(\S.*)$", re.DOTALL)  # "<label>: <subject>"
SUBJECT_MIN_COPIES = 2  # a reply's subject line recurs over every reply


def reply_subject_lines(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a reply's subject line in any language ("جاۋاب: <title>", "Antwort: <title>"): a short
    label and a colon before the thread's title (a heading of the page, or a part of its ``<title>``), the line at
    least ``SUBJECT_MIN_COPIES`` times on the page. ``REPLY_SUBJECT_RE`` knows the labels of a few languages only, and a
    label alone is no sign (a Uyghur interview's answers start "جاۋاب:"); nor is a repeated answer ("All: Lord, hear
    our prayer." under each petition of a litany, its response printed alone once: review h83)."""
    compact = blocks.compact
    copies = Counter(compact)  # (the gate, exact, h309: a subject line's label closes on a colon, each copy's too)
    repeated = "".join([c for c, n in copies.items() if n >= SUBJECT_MIN_COPIES])
    if ":" not in repeated and "：" not in repeated:
        return [False] * len(compact)
    whole = {c for b, c in zip(blocks.ids, compact) if dom.tags[b] in HEADING_TAGS}
    page_title = "".join((dom.title or "").split())
    marks = []
    for text, c, length in zip(blocks.texts, compact, blocks.lengths):
        m = SUBJECT_PREFIX_RE.match(text) if length <= FURNITURE_LINE_CHARS and copies[c] >= SUBJECT_MIN_COPIES else None
        subject = "".join(m.group(1).split()) if m is not None else ""
        marks.append(bool(subject) and (subject in whole or subject in page_title))
    return marks


# A post's subject heading: phpBB ("h3 > a[href='viewtopic.php?p=550447#p550447']"), SMF ("h5 > a[href='?topic=61.
# msg500#msg500']"), MyBB ("#pid12") and vBulletin ("#post123") head each post with its subject set as a link to the
# post's own anchor: the thread's title again ("Re: <title>", or the title alone over the opening post), not text
# anyone wrote. ``REPLY_SUBJECT_RE`` reads the "Re:"; the link reads the opening post's subject too, and a subject in
# any language. A heading (not the page's h1) all of whose text is one such link, SUBJECT_MIN_COPIES times at least on
# the page. Extraction-dev: a phpBB board (wcxb 0536) kept twelve subjects in each variant (bo 0.826 -> 0.863, ug
# 0.794 -> 0.827), no truth a line of them, no page lower; QA h84 0.836 -> 0.837 and h97 0.784 -> 0.785 (the opening
# posts' subjects of phpBB threads; their replies' "Re:" was read already), the other sets and checkers unchanged.
# A heading that links to itself (its own id, or its link's id or name, is the fragment: ``<h2 id="p1"><a href="#p1">``,
# ``<h3><a name="p2" href="#p2">``) is a document's section permalink, whatever the anchor's name: a subject links to
# its post, an element around it. Review h139: a Tibetan text's parts and a Chinese book's chapters (headings linked
# to "#p1".. "#p3") lost their headings to ``POST_ANCHOR_RE``.
POST_ANCHOR_RE = re.compile(r"#(?:p|post|msg|pid)\d+$")  # the fragment naming a post: "#p550447", "#msg500"
SUBJECT_HEADING_TAGS = HEADING_TAGS - {"h1"}  # (the page's own headline is no post's subject)


def links_to_itself(dom: Dom, a: int, heading: int, href: str) -> bool:
    """Whether link ``a`` in ``heading`` points at the heading itself: its fragment is the heading's id or the link's
    id or name (a section's permalink, not a post's subject)."""
    fragment = href.rpartition("#")[2]
    return fragment in (dom.attr(heading, "id"), dom.attr(a, "id"), dom.attr(a, "name"))


def post_subject_headings(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a post's subject heading (``POST_ANCHOR_RE``, ``SUBJECT_HEADING_TAGS``): all its text
    one link to a post's anchor (not to the heading itself: ``links_to_itself``), such headings ``SUBJECT_MIN_COPIES``
    times at least. One pass over the ``<a>`` elements; none for a Dom without its lxml elements."""
    if not dom.has_elements:
        return [False] * len(blocks.ids)
    owner, tags, link_text, tree_text = blocks.owner, dom.tags, dom.link_text, dom.tree_text
    subjects = {owner[a] for a in dom.anchors
                if tags[owner[a]] in SUBJECT_HEADING_TAGS and link_text[owner[a]] >= tree_text[owner[a]] > 0
                and POST_ANCHOR_RE.search(dom.attr(a, "href"))
                and not links_to_itself(dom, a, owner[a], dom.attr(a, "href"))}
    if len(subjects) < SUBJECT_MIN_COPIES:
        return [False] * len(blocks.ids)
    return [b in subjects for b in blocks.ids]


# A search result's address line: the URL under its title ("https://example.org/2024/01/a.html") or the host and
# its path as a trail ("example.org › news › 2024", Google's and Bing's <cite>). A result list prints one per
# result; a lone URL is a document's own text (documentation names its endpoints), so URL_LINE_MIN_COPIES lines at
# least make a list. QA (h84): a Tibetan site search 0.70 -> 0.79, a Uyghur search engine's results 0.46 -> 0.69;
# QA (h81) 0.896 -> 0.906 (search pages: Uyghur 0.73 -> 1.00, Tibetan 0.82 -> 0.87); extraction-dev: all 0.8825, one English
# forum +0.013, none lower.
URL_HOST = r"[\w-]+(?:\.[\w-]+)*\.[a-z][a-z0-9-]+(?::\d+)?"  # a host ending in a name (no price "12.50")
URL_TAIL = r"(?:[/?#]\S*|(?:\s*[›»>]\s*[^›»>\n]{1,40})+)"  # a path, or the path as trail steps
# The result's date after its address, a separator between or none ("example.org/a.html · 2024-07-12", Baidu's
# "www.example.cn/c/1.html 2024-07-12"): the line is still the address line. QA h129: a Uyghur and a Chinese site
# search (5 and 4 results) kept every "host/path · date" line: pages 0.669 -> 0.978, 0.831 -> 0.964; extraction-dev
# and the other QA sets unchanged.
URL_DATE_TAIL = rf"(?:\s*[·|•–-]?\s*(?:{NUMERIC_DATE}|{WORD_DATE}))?"
# with its scheme, or a host with a path (a file's name alone, "setup.py", is a document's word)
URL_LINE_RE = re.compile(rf"^\s*(?:https?://{URL_HOST}{URL_TAIL}?|{URL_HOST}{URL_TAIL}){URL_DATE_TAIL}\s*$",
                         re.IGNORECASE)
URL_LINE_MIN_COPIES = 3  # address lines on the page at least: a result list
URL_LINE_CHARS = 200  # characters at most of an address line


def url_lines(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a result's address line (``URL_LINE_RE``), the only one of its record (the nearest
    element holding more text than the line: one result's title, address and snippet), on a page with
    ``URL_LINE_MIN_COPIES`` of them at least. Addresses sharing their record are a document's own list: a reading
    list's or a how-to's download links between its paragraphs, a bibliography (review h87: such an article lost
    every address)."""
    marks = [length <= URL_LINE_CHARS and "." in text and URL_LINE_RE.match(text) is not None
             for text, length in zip(blocks.texts, blocks.lengths)]
    if sum(marks) < URL_LINE_MIN_COPIES:
        return [False] * len(marks)
    records = {b: _line_record(dom, b, length) for b, length, mark in zip(blocks.ids, blocks.lengths, marks) if mark}
    per_record = Counter(records.values())
    marks = [mark and per_record[records[b]] == 1 for b, mark in zip(blocks.ids, marks)]
    return marks if sum(marks) >= URL_LINE_MIN_COPIES else [False] * len(marks)


# A ranking box ("most read", "点击排行", "ཀློག་ཐེངས་མང་ཤོས"): a list of links each led by its rank, numbered 1, 2, 3...
# in order (``<li><span>1</span><a>...</a></li>``). Chinese portals set several side by side under tabs (day, week,
# month); on a page whose story is one short paragraph they scored as its text. Extraction-dev: 67 such lists on
# 30 pages, none in a ground truth (the 9 that seemed so matched body text on a 20-character prefix); 3 article pages
# had kept theirs.
RANK_DIGITS_MAX = 2  # digits at most of a rank (both patterns read one or two: a top 99)
RANKED_ITEM_RE = re.compile(rf"\s*0?({DIGIT_CLASS}{{1,{RANK_DIGITS_MAX}}})(?!{DIGIT_CLASS})[.、):：]?\s*")  # the rank and its mark
# The rank set in an element of its own ("<span>2</span><a>2024年...</a>"): its digits are the rank whatever the headline
# after it starts with (a year, a count, "3) ..."), which the pattern would read into the rank ("22024", "23") and so
# break the run. Extraction-dev: a Uyghur story's "most read" box of eight headlines, one led by "3)", was kept whole
# (page 0.258 -> 0.385, all 0.8986 -> 0.8987, no page lower).
RANK_ELEMENT_RE = re.compile(rf"{DIGIT_CLASS}{{1,{RANK_DIGITS_MAX}}}")  # the whole text of a rank's own element (``fullmatch``)
# A ranked item's text opens with one of DIGITS, its spaces aside (both patterns above start with a digit after
# ``\s*``, which reads the white space ``str.lstrip`` strips), so a set lookup of the first character skips the other
# blocks before any pattern or ``_opening_elements`` runs (ranking_lists over the dev set's 460 pages: 0.17 -> 0.08
# CPU-s; most pages have no five such blocks and skip the pass).
RANKING_MIN_ITEMS = 5  # ranked items at least, numbered from 1 in order: a top five
RANKING_LINK_SHARE = 0.8  # of an item's text after its rank that is link text at least: a headline's link
# A page whose text is mostly one ranked list is a chart (a top-40 page, a reading list's "1. title"): its own list.
RANKING_PAGE_SHARE = 0.5  # of the page's text in one ranked list at most
# A ranking box is its list and a title or tab labels: the list's parent and the element holding it have little prose
# (text outside links) beside the items. Numbered links inside the text are the text (review h95): a top-ten article's
# linked headings "1. <place>" over a paragraph each, an article's numbered reading list or sources under its
# paragraphs, a syllabus's "1. <week's reading>". Extraction-dev's 75 ranked runs (30 pages): at most 2 characters of
# prose in the list beside the items, 50 in the element holding it (a box title, "day / week / month" tabs), and none
# holds the page's h1: a chart page's list under its h1 is the page's, however big its menus (a bestseller list under
# a menu of 40 categories: the ranked list under half the page's text, and the h1 taken for the box's title left
# the page empty).
RANKING_BOX_PROSE = 100  # characters of prose at most beside the items in the list and the element holding it


def ranking_lists(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is an item of a ranking box, a run of ``RANKING_MIN_ITEMS`` sibling blocks or more,
    numbered 1, 2, 3... in document order (``RANKED_ITEM_RE``), each mostly a link (``RANKING_LINK_SHARE``), in a
    list holding at most ``RANKING_PAGE_SHARE`` of the page's text and set in a box (``_is_ranking_box``), and the
    heading right above its first item (the box's title, which would otherwise title the next kept text past the
    dropped items). One pass over the blocks; other siblings between the items (an ad) do not break a run."""
    marks, texts = [False] * len(blocks.ids), blocks.texts
    parent, tree_text, link_text = dom.parent, dom.tree_text, dom.link_text
    # the only rank holders, mostly links:
    ranked = [k for k, text in enumerate(texts) if text.lstrip()[:1] in DIGITS and tree_text[b := blocks.ids[k]] > 1
              and link_text[b] >= RANKING_LINK_SHARE * (tree_text[b] - RANK_DIGITS_MAX)]  # (exact, h309: rest below)
    if len(ranked) < RANKING_MIN_ITEMS:
        return marks
    runs: dict[int, list[int]] = {}  # parent element -> block indexes of its current run, ranks 1, 2, 3...
    finished: list[list[int]] = []
    opening = _opening_elements(dom, blocks.owner, {blocks.ids[k] for k in ranked})
    for k in ranked:
        b, text = blocks.ids[k], texts[k]
        digits = _rank_digits(text, tree_text[opening.get(b, b)])
        if not digits:
            continue
        rest = tree_text[b] - len(digits)
        if rest <= 0 or link_text[b] < RANKING_LINK_SHARE * rest:
            continue
        rank = int(digits)  # (``int`` reads Tibetan and Arabic-Indic digits too)
        run = runs.setdefault(parent[b], [])
        if rank == len(run) + 1:
            run.append(k)
        elif rank == 1:  # a second list under the same parent
            finished.append(run)
            runs[parent[b]] = [k]
    most = RANKING_PAGE_SHARE * tree_text[0]
    tags = dom.tags
    for run in (*finished, *runs.values()):
        if (len(run) >= RANKING_MIN_ITEMS and sum(blocks.lengths[k] for k in run) <= most
                and _is_ranking_box(dom, [blocks.ids[k] for k in run])):
            for k in run:
                marks[k] = True
            title = run[0] - 1  # the box's own title right above its first item ("Contents", "最新排行")
            if title >= 0 and tags[blocks.ids[title]] in HEADING_TAGS:
                marks[title] = True
    return marks


def _opening_elements(dom: Dom, owner: list[int], wanted: set[int]) -> dict[int, int]:
    """Per block of ``wanted``: the inline element whose own text opens the block's text (none where the block's own
    text does); one pass over the page's text pieces, up to the last wanted block's opening piece (the other blocks'
    openings are never read: ``ranking_lists`` asks for its rank holders' alone; ``ranking_lists`` over the dev set's
    460 pages 0.08 -> 0.06 CPU-s, the same answers)."""
    opening: dict[int, int] = {}
    left = set(wanted)
    for o, text in zip(dom.piece_owner, dom.piece_text):
        if text is not None and owner[o] in left and not text.isspace():
            b = owner[o]
            opening[b] = o
            left.discard(b)
            if not left:
                break
    return {b: o for b, o in opening.items() if o != b}


def _rank_digits(text: str, opening_chars: int) -> str:
    """The rank leading a block's ``text`` ("" if none): the digits of the element that opens it when that element
    holds just them (``opening_chars`` characters, ``RANK_ELEMENT_RE``), else ``RANKED_ITEM_RE``'s reading."""
    head = text.lstrip()[:opening_chars]
    if RANK_ELEMENT_RE.fullmatch(head):
        return head
    match = RANKED_ITEM_RE.match(text)
    return match.group(1) if match else ""


def _ranking_box(dom: Dom, items: list[int]) -> int:
    """The element holding the list of the ranked ``items`` (sibling elements): the box, or the list itself when it
    has no parent."""
    box = dom.parent[items[0]]
    return dom.parent[box] if dom.parent[box] >= 0 else box


def _is_ranking_box(dom: Dom, items: list[int]) -> bool:
    """Whether the ranked ``items`` are a box's: little prose (text outside links) beside them in the element holding
    their list (``RANKING_BOX_PROSE``: a title, tabs; not an article's paragraphs), and not the page's h1 (a
    chart's)."""
    tree_text, link_text = dom.tree_text, dom.link_text
    box = _ranking_box(dom, items)
    prose = tree_text[box] - link_text[box] - sum(tree_text[i] - link_text[i] for i in items)
    return (prose <= RANKING_BOX_PROSE and "h1" not in dom.tags[box:dom.end[box]]
            and not _in_headline_article(dom, box))


def _in_headline_article(dom: Dom, box: int) -> bool:
    """Whether ``box`` lies in the ``<article>`` that holds the page's first h1: a list set in the story's own body
    (a top-five article's books, a guide's linked steps), not a box of the site's beside it (review h116: such lists
    lost whole once a rank in an element of its own was read). One walk up from the box; the h1 is looked for only
    when an ``<article>`` holds the box."""
    tags, parent = dom.tags, dom.parent
    a = parent[box]
    while a >= 0 and tags[a] != "article":
        a = parent[a]
    return a >= 0 and a < first_h1(dom) < dom.end[a]


def _line_record(dom: Dom, b: int, length: int) -> int:
    """The nearest element holding block ``b`` (``length`` characters) and more text than it (-1: none)."""
    parent, text = dom.parent, dom.tree_text
    a = b
    while a >= 0 and text[a] <= length:
        a = parent[a]
    return a


# A customer's review, known by its vote line: a short line asking whether it helped ("Was this review helpful?",
# "14 people found this helpful", "有用 (23)", ཕན་ཐོགས་བྱུང་ངམ། "was it useful?", "پايدىلىق" "useful") in a record that
# rates the product (a star glyph, or an element whose class, title or label names stars or a rating). The record is
# the vote line's nearest ancestor holding more text than the line, within REVIEW_LEVELS levels, at most
# REVIEW_RECORD_CHARS characters and holding no page wrapper (an article's "was this helpful?" under its text is no
# review: no rating). Shops name their reviews anyhow (``REVIEWS_RE`` knows the widgets): "review-item", "rate-grid",
# "a-section review", none. QA (h85): a Tibetan marketplace's reviews 0.43 -> 0.50, an English bookshop's review
# 0.76 -> 0.81; extraction-dev: no vote line, unchanged. The vote line closes its record (``closes_record``) and the
# record holds at most OVERLAY_PAGE_SHARE of the page's text (more is the page: a product's own rated summary with a
# question naming help at its head, a blogger's rated review; review h87).
REVIEW_VOTE_RE = re.compile(r"helpful|有用|有帮助|ཕན་ཐོགས|پايدىلىق", re.IGNORECASE)
REVIEW_VOTE_GATE = union_gate((REVIEW_VOTE_RE,))  # its words, sought in a page's short lines at once (a C scan)
REVIEW_VOTE_CHARS = 80  # characters at most of the vote line ("Was this review helpful? Yes (4) No (0) Report")
REVIEW_LEVELS = 3  # ancestors of the vote line looked at for its review
REVIEW_RECORD_CHARS = 1500  # characters at most of one review (a long one runs ~800)
REVIEW_RECORD_NODES = 1000  # elements at most of one review: its subtree is read whole (a bloated one is no review)
# A rating widget's class, title or label: a star ("a-icon-star", "c-stars", "starfill", "reviewStars"), a rating
# ("product__rating-star", "ipsRating_off", "ttratingbox"), Taobao's "rate" ("rate-grid"), German "Sterne", Chinese
# 评分 / 星 (not 星期, a weekday). Each at a name part's edge where a longer word holds it: a "start" ("align-items-start",
# "threadstarter"), a post's area ("postarea"), "western", and "rate" in "corporate", "separate", "accurate", "operate"
# or "rating" in "operating", "separating", "migrating" name no rating (review: a "corporate-notice" with a "was this
# helpful?" line was read as a rated review and lost). The 460 extraction-dev pages' class/title/label words: 181
# distinct ones that rate still match (7,394 uses); those that no longer match are starts ("align-items-start", 287),
# "operate", "separated", "decorated", "generate(press)", "western", "crate", "corporate-members", "cTopicPostArea",
# a player's "playbackRate", and two camelCase ones ("topRated", "rateTip"). Extraction-dev (no vote line) and the
# four QA sets unchanged.
RATING_RE = re.compile(r"(?<!po)star(?!t)|(?<![aeioubdgr])rating|(?<![a-z])rate(?![a-z])|(?<![a-z])stern|评分|星(?!期)",
                       re.IGNORECASE)
RATING_GLYPHS = ("★", "☆", "⭐")  # stars drawn as text
# A vote line asks or counts: a question mark ("Was this review helpful?", "这条评价有用吗？", "پايدىلىق بولدىمۇ؟"), the
# Tibetan interrogative (ཕན་ཐོགས་བྱུང་ངམ། "did it help?", ``QUESTION_END_RE``), a count ("14 people found this helpful",
# "有用 (23)") or a link to click. A sentence that says a thing is useful ("The glossary is very helpful.",
# "对初学者来说很有用。", སློབ་ཕྲུག་ཚོར་ཕན་ཐོགས་ཆེན་པོ་ཡོད།) is a writer's text: review h87 found a blogger's rated book
# review (★★★★☆ on its first line) dropped whole for such a line, in English, Chinese and Tibetan.
REVIEW_VOTE_SIGN_RE = re.compile(rf"[?？؟]|{DIGIT_CLASS}")


def review_records(dom: Dom, blocks: Blocks) -> list[int]:
    """The customers' reviews of a page: per vote line (``REVIEW_VOTE_RE``), its record if that rates (see above).

    Whether a record rates or holds a page wrapper is read from the sorted positions of the elements that rate
    (``rating_positions``) and of the wrappers, found once: records nest (a vote line per level of a deep tree), and
    reading each record's subtree again made a 1.3 MB page of 150-level nests take 8.6 s instead of 1.7 s (review h87)."""
    if not dom.has_elements or REVIEW_VOTE_GATE.cannot_match(block_text(dom, blocks, REVIEW_VOTE_CHARS)):
        return []  # (exact, h309: a vote line is a short block, its match one in the short blocks' joined text)
    records: list[int] = []
    parent, end, tags, text = dom.parent, dom.end, dom.tags, dom.tree_text
    rated: list[int] | None = None  # found at the first candidate record: most pages have none
    wrappers: list[int] = []
    page_most = OVERLAY_PAGE_SHARE * text[0]
    for k, (b, line, length) in enumerate(zip(blocks.ids, blocks.texts, blocks.lengths)):
        if length > REVIEW_VOTE_CHARS or REVIEW_VOTE_RE.search(line) is None or not is_vote_line(dom, b, line):
            continue
        a = parent[b]
        for _ in range(REVIEW_LEVELS):
            if a < 0 or text[a] > text[b]:
                break
            a = parent[a]
        if (a < 0 or text[a] <= text[b] or text[a] > REVIEW_RECORD_CHARS or end[a] - a > REVIEW_RECORD_NODES
                or text[a] > page_most or (records and records[-1] == a) or not closes_record(blocks, k, end[a])):
            continue
        if rated is None:
            rated = rating_positions(dom)
            wrappers = [i for i, tag in enumerate(tags) if tag in PAGE_WRAPPER_TAGS]
        if not _holds(wrappers, a, end[a]) and _holds(rated, a, end[a]):
            records.append(a)
    return records


def is_vote_line(dom: Dom, b: int, line: str) -> bool:
    """Whether a line naming help (``REVIEW_VOTE_RE``) asks or counts, as a vote line does (``REVIEW_VOTE_SIGN_RE``,
    ``QUESTION_END_RE``, or a link in it), rather than stating it in a sentence."""
    return (REVIEW_VOTE_SIGN_RE.search(line) is not None or QUESTION_END_RE.search(line.rstrip()) is not None
            or dom.link_text[b] > 0)


def closes_record(blocks: Blocks, k: int, stop: int) -> bool:
    """Whether block ``k`` (a vote line) closes its record, which ends before element ``stop``: what follows it there is
    the vote's buttons at most (REVIEW_VOTE_CHARS characters). A review's vote line is its foot; a line naming help at
    the head or in the middle of a text ("Looking for a helpful gift?" above a product's description) is the text's."""
    ids, lengths = blocks.ids, blocks.lengths
    after = 0
    for j in range(k + 1, len(ids)):  # (by index: a slice would copy the page's blocks per vote line)
        if ids[j] >= stop:
            break
        after += lengths[j]
        if after > REVIEW_VOTE_CHARS:
            return False
    return True


def _holds(positions: list[int], start: int, stop: int) -> bool:
    """Whether the sorted ``positions`` hold one in ``[start, stop)`` (an element's subtree)."""
    k = bisect_left(positions, start)
    return k < len(positions) and positions[k] < stop


def rating_positions(dom: Dom) -> list[int]:
    """The sorted positions of the elements that rate (``is_rating``), an element the DOM left out (an ``<svg>``
    star) counted at its nearest ancestor the DOM holds: a record rates when its subtree holds one of them."""
    roots = {el.getroottree().getroot() for el in dom.elements}  # the page, and any view parsed apart
    return sorted(set(measured_nodes(dom, (el for root in roots for el in root.iter()
                                           if isinstance(el.tag, str) and is_rating(el)))))


def is_rating(el) -> bool:  # noqa: ANN001 (lxml element)
    """Whether an element rates: a star glyph in its own text, or a class, title or aria-label naming stars or a rating
    (``RATING_RE``)."""
    if any(glyph in (el.text or "") for glyph in RATING_GLYPHS):
        return True
    label = " ".join(filter(None, (el.get("class"), el.get("title"), el.get("aria-label"))))
    return bool(label) and RATING_RE.search(label) is not None


KEY_EVENTS_TITLE_RE = re.compile(rf"^\W*{KEY_EVENTS_LABEL}\W*$", re.IGNORECASE)
KEY_EVENTS_LINK_SHARE = 0.9  # of the next block's characters in links: a box of links to the entries (QA h90: all)


def key_event_titles(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a live blog's "Key events" box title (``KEY_EVENTS_TITLE_RE``) over links, the next
    block's text at least ``KEY_EVENTS_LINK_SHARE`` link text; over prose it is a section's heading."""
    titles = [False] * len(blocks.ids)
    for k, text in enumerate(blocks.texts[:-1]):
        if len(text) <= FURNITURE_LINE_CHARS and KEY_EVENTS_TITLE_RE.match(text) is not None:
            after = blocks.ids[k + 1]
            titles[k] = dom.link_text[after] >= KEY_EVENTS_LINK_SHARE * dom.tree_text[after] > 0
    return titles


def chat_topic_lines(blocks: Blocks) -> list[bool]:
    """Per block: whether it is a chat log's furniture on a page of ``CHAT_LOG_MIN_NICKS`` IRC speakers' lines or
    cells (``CHAT_NICK_RE``) at least, each at most ``FURNITURE_LINE_CHARS``: its notices (``CHAT_NOTICE_RE``), its
    converter's credit (``GENERATOR_LINE_RE``) and its channel's one "Topic:" line (``CHAT_TOPIC_RE``; minutes
    quoting a meeting's log head each agenda item with one, text). Elsewhere "Bombay is now known as Mumbai", "In
    1983 Dawa left the group" are a text's sentences (review h104); a Telegram export's service lines are named
    ("message service" in ``BOARD_STATS_RE``).

    The speakers are counted first: ``CHAT_NICK_RE`` fails at a line's first character that is no "<", "[" or
    digit, where the notice patterns scan up to 40 characters of every short block (0.17 of auto's 6.8 CPU-s on
    extraction-dev went to them); a page that is no chat log has no furniture of one, whatever they would find."""
    # (a nick's "<" first, a substring test: a page's blocks hold none but on a chat log or a page quoting markup)
    if sum(CHAT_NICK_RE.match(text) is not None for text in blocks.texts if "<" in text) < CHAT_LOG_MIN_NICKS:
        return [False] * len(blocks.texts)
    short = [length <= FURNITURE_LINE_CHARS for length in blocks.lengths]
    topics = [fits and CHAT_TOPIC_RE.match(text) is not None for text, fits in zip(blocks.texts, short)]
    notices = [fits and (CHAT_NOTICE_RE.match(text) is not None or GENERATOR_LINE_RE.match(text) is not None)
               for text, fits in zip(blocks.texts, short)]
    one_topic = sum(topics) <= CHAT_TOPICS_MAX
    return [topic and one_topic or notice for topic, notice in zip(topics, notices)]


def never_kept(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it lies in a cookie-consent dialog, related reading, a forum signature, a dialog, a side
    column named as one (``SIDEBAR_RE``, ``side_columns``),
    a forum post's author pane or header, customers' reviews, Q&A and a seller's card (named: ``shop_boxes``, or
    rated records with a vote line: ``review_records``), a wiki's furniture, an appeal to the reader, a board's statistics, a
    table-laid forum's member pane (``member_panes``) and its column header row (``pane_header_rows``), a member's
    pane told by the post count it repeats beside each post (``counted_member_panes``), a footer or
    a second ``<main>``, or is a post's subject, date or age line, an ad's label, a "read also" or previous/next
    line, a search result's address line (``url_lines``), a ranking box's item (``ranking_lists``), a shop's facet
    entries (``facet_lists``), a chat log's "Topic:" line (``chat_topic_lines``), an SMF topic's header outside quotes
    (``smf_topic_headers``), a live blog's "Key events" title over links (``key_event_titles``) or a call on the
    reader to act (``reader_prompt_lines``: "Was this article helpful?", "Follow us", "满99元包邮"), an app's prompt or
    furniture (``app_prompt_lines``: "阅读原文", "展开全文"; ``app_furniture_boxes``: WeChat's account line).

    The class/id patterns: ``CONSENT_RE``, ``RELATED_RE``, ``SIGNATURE_RE``, ``OVERLAY_RE``,
    ``POSTER_RE``, ``REVIEWS_RE``, ``WIKI_FURNITURE_RE``, ``BOARD_STATS_RE``, ``SIDEBAR_RE``, ``ANNOUNCEMENT_RE`` (``announcement_bars``), ``APPEAL_RE`` (``appeal_boxes``), a class that hides
    the element (``HIDDEN_CLASS_RE``, ``is_hidden_by_class``; one holding a record's ``<article>``: ``record_articles``;
    not a phone's copy of a side column's text: ``only_copies``; one that repeats the text shown elsewhere, even the
    page's wrappers: ``hidden_copies``); the elements: ``TAG_VETOES``. A dialog, author pane,
    reviews or footer holding more than ``OVERLAY_PAGE_SHARE`` of the page's text is the page, an author's box heading
    the page's text its subject (``leading_author_boxes``). The second ``<main>``: ``second_mains``;
    the lines: ``is_furniture_line``. The finders, each named: ``never_kept_parts`` (read as they are, one ``any``
    per block: the hot path costs what it cost before they were named).
    """
    return list(map(any, zip(*(mask for _, mask in never_kept_parts(dom, blocks)))))


# The names of ``never_kept``'s parts for the veto bits of ``NEVER_KEPT_NAMES`` (``never_kept_parts``): what
# ``tsheg extract --explain`` shows after "never:".
NAMED_PART_NAMES = {CONSENT_BIT: "consent", RELATED_BIT: "related", SIGNATURE_BIT: "signature", FOOTER_BIT: "footer",
                    FORM_BIT: "form", POSTER_BIT: "poster", WIKI_BIT: "wiki_furniture", HIDDEN_BIT: "hidden"}
NeverKeptPart = tuple[str, list[bool]]  # a finder's name and its per-block mask


def never_kept_parts(dom: Dom, blocks: Blocks) -> list[NeverKeptPart]:
    """``never_kept``'s finders, each named with its per-block mask, in the order ``never_kept`` reads them (a
    block is never kept when any mask holds it; those that do name why: ``never_kept_names``).

    The one composition ``never_kept`` and the ``--explain`` trace both read, so they cannot disagree; the same
    finders in the same order as before it was split up (dev texts identical, 0 of 460 differ).
    """
    hidden_wrappers = PAGE_WRAPPER_TAGS - {"article"} if record_articles(dom) else PAGE_WRAPPER_TAGS
    named = [inside_named(dom, blocks, bit, hidden_wrappers if bit == HIDDEN_BIT else wrapper_tags, page_share)
             for bit, wrapper_tags, page_share in NEVER_KEPT_NAMES]
    order = [bit for bit, _, _ in NEVER_KEPT_NAMES]
    poster, related, signature, form, hidden = map(order.index, (POSTER_BIT, RELATED_BIT, SIGNATURE_BIT, FORM_BIT, HIDDEN_BIT))
    headers = comment_headers(dom, blocks)
    notices = blocks_inside(dom, blocks, notice_attachment_boxes(dom, blocks))
    leads = blocks_inside(dom, blocks, leading_author_boxes(dom, blocks) + story_boxes_named_poster(dom, blocks, POSTER_BIT))
    named[poster] = [(p and not notice or header) and not lead for p, header, notice, lead in zip(
        named[poster], headers, notices, leads)]
    story_lists = blocks_inside(dom, blocks, story_lists_named_related(dom, blocks, RELATED_BIT)
                                + own_question_boxes(dom, blocks, RELATED_BIT, OVERLAY_PAGE_SHARE))
    named[related] = [r and not own for r, own in zip(named[related], story_lists)]  # a story's own list, a theme's name
    named[signature] = [s and not close for s, close in zip(named[signature], blocks_inside(  # a letter's close: its writer's
        dom, blocks, [c for c in letter_closes(dom, blocks, SIGNATURE_BIT) if not in_forum_thread(dom, c)]))]
    named[form] = [f and not q for f, q in zip(named[form], blocks_inside(dom, blocks, questionnaire_forms(dom)))]  # a survey's questions
    parts = [(NAMED_PART_NAMES[bit], mask) for (bit, _, _), mask in zip(NEVER_KEPT_NAMES, named)]
    parts.append(("overlay", blocks_inside(dom, blocks, overlay_boxes(dom, blocks))))
    parts.append(("side_column", columns := blocks_inside(dom, blocks, side_columns(dom, blocks))))
    copies, rests = hidden_copies(dom, blocks)
    parts[hidden] = ("hidden", [h and not only and not rest for h, only, rest in zip(
        named[hidden], only_copies(dom, blocks, named[hidden], columns), rests)])
    parts.append(("hidden_copy", copies))
    parts += [(name, blocks_inside(dom, blocks, finder(dom, blocks))) for name, finder in (  # in this order
        ("shop", shop_boxes), ("announcement_bar", announcement_bars), ("appeal", appeal_boxes),
        ("sponsored_card", sponsored_cards), ("statement", statement_boxes), ("thread_summary", thread_summary_boxes),
        ("engine_furniture", engine_furniture_boxes), ("scholarly", scholarly_furniture_boxes),
        ("blog_engine", blog_furniture_boxes), ("mega_menu", mega_menus), ("board_stats", board_stats_boxes))]
    panes = member_panes(dom, blocks)
    bios = prose_panes(dom, blocks, panes)  # a card holding a line of prose (a volunteer's bio) is no member's pane
    panes = [pane for pane in panes if pane not in bios]
    parts.append(("member_pane", blocks_inside(dom, blocks, panes + pane_header_rows(dom, panes))))
    parts.append(("member_count", blocks_inside(dom, blocks, counted_member_panes(dom, blocks))))
    parts.append(("member_field", blocks_inside(dom, blocks, field_member_panes(dom, blocks))))
    parts.append(("toc", blocks_inside(dom, blocks, toc_boxes(dom, blocks))))
    parts.append(("review_record", blocks_inside(dom, blocks, review_records(dom, blocks))))
    parts.append(("second_main", blocks_inside(dom, blocks, second_mains(dom))))
    parts.append(("outside_main", outside_main_boxes(dom, blocks)))
    parts.append(("right_column", blocks_inside(dom, blocks, right_columns(dom))))
    parts.append(("related_box", blocks_inside(dom, blocks, related_boxes(dom, blocks))))
    lines = furniture_lines(dom, blocks)
    notes = source_notes(dom, blocks)
    heads = answer_box_heads(dom, blocks)  # a Q&A page's "3 Answers" over its answers
    lines = [line and not verdict for line, verdict in zip(lines, review_verdict_lines(dom, blocks, lines))]
    parts.append(("furniture_line", [line and not note and not head for line, note, head in zip(lines, notes, heads)]))
    parts += [("reply_subject", reply_subject_lines(dom, blocks)), ("post_subject", post_subject_headings(dom, blocks)),
              ("signature_rule", signature_rules(dom, blocks)), ("url_line", url_lines(dom, blocks)),
              ("ranking_list", ranking_lists(dom, blocks)), ("facet_list", facet_lists(dom, blocks)),
              ("chat_topic", chat_topic_lines(blocks)), ("smf_topic_header", smf_topic_headers(dom, blocks)),
              ("key_event", key_event_titles(dom, blocks)), ("thread_note", thread_note_lines(dom, blocks)),
              ("reader_prompt", reader_prompt_lines(dom, blocks)), ("app_prompt", app_prompt_lines(dom, blocks)),
              ("app_furniture", blocks_inside(dom, blocks, app_furniture_boxes(dom, blocks))),
              ("login_box", blocks_inside(dom, blocks, login_boxes(dom, blocks)))]
    return parts


def never_kept_names(parts: list[NeverKeptPart]) -> list[tuple[str, ...]]:
    """Per block: the names of all of ``parts`` (``never_kept_parts``) that hold it, in their order (the first is
    the one a reader meets first in ``never_kept``), or ``()`` when none does: why ``never_kept`` left it out. A
    block in a footer that is also named related reading has both, ``("related", "footer")``: dropping one finder
    would not bring it back. One pass over the masks, only when a trace asks (``tsheg extract --explain``)."""
    names: list[list[str]] = [[] for _ in parts[0][1]] if parts else []
    for name, mask in parts:
        for k in compress(range(len(mask)), mask):
            names[k].append(name)
    return list(map(tuple, names))


# A chat log's notices between the messages: IRC clients' and log converters' "<nick> has joined #chan", "<nick> has
# quit (Quit: bye)", "<nick> has left #chan", "<nick> is now known as <nick>" (irssi's "-!- ", irclog2html's "***"
# cell before it), Telegram exports' "<name> joined group by link", "<name> left the group"; and a log converter's
# credit line, "Generated by irclog2html.py 2.17.3 by ..." (a program's name and version after "Generated by").
# The exports write these strings in English whatever the chat's language. A live blog's bare times ("10:42") stay:
# they are its entries' stamps. QA h97 (with ``chat_topic_lines`` and Telegram's "message service" name in
# ``BOARD_STATS_RE``): an irclog2html log (bo) 0.892 -> 0.985, a Telegram export (ug) 0.649 -> 0.673, all 0.744 ->
# 0.748; extraction-dev: no truth line holds such a notice or credit, no page changes; the other QA sets unchanged.
CHAT_NOTICE_RE = re.compile(
    r"^\W*(?:-!-\s*)?\S{1,40}(?:\s+\[[^\]\n]{1,80}\])?\s+(?:has\s+(?:joined|left)\s+#\S+|has\s+quit(?:\s+IRC)?\s+\(.{0,80}\)"
    r"|is\s+now\s+known\s+as\s+\S{1,40})\s*$"  # IRC
    r"|^\S.{0,40}?\s+(?:joined\s+(?:the\s+)?group(?:\s+by\s+link(?:\s+from\s+.{1,40})?)?|left\s+the\s+group)\s*$",  # Telegram
    re.IGNORECASE)
# An IRC log's "Topic: <the channel's topic>" line over its messages (irclog2html's ``p.topic``), on a page that is
# a chat log: CHAT_LOG_MIN_NICKS lines or cells at least name a speaker as IRC does ("<nick>", "[10:02] <nick> ...").
# Elsewhere a "Topic:" line is a text's (a seminar's announcement).
CHAT_NICK_RE = re.compile(r"^\s*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*)?<[^\s<>]{1,32}>(?:\s|$)")  # "<nick>", "[10:02] <nick> hi"
CHAT_LOG_MIN_NICKS = 3  # speakers' lines at least on a chat log's page (a quoted exchange in an article has one or two)
CHAT_TOPIC_RE = re.compile(r"^\W*Topic\s*:", re.IGNORECASE)  # the topic line's label (the log converters' English)
CHAT_TOPICS_MAX = 1  # "Topic:" lines at most of a chat log: its channel's (minutes write one per agenda item)
GENERATOR_LINE_RE = re.compile(r"^\W*Generated\s+by\s+[\w.-]{1,40}\s+v?\d+(?:\.\d+)+\b.{0,100}$", re.IGNORECASE)


# A shop's facet panel (``facet_lists``): filter entries, each a short linked name and its count of matches, "Sony (25)",
# "Red (12)", "$50 to $75 (36)", one block holding the entries inline or one list item each, the count inside the
# entry's link. Every shop's listing has one beside its grid. Extraction-dev: adorama's collection (wcxb 2960) kept
# two panels' lines of entries (+0.010 in both variants, no page lower).
FACET_NAME_CHARS = 80  # characters at most of an entry's name: a brand, a colour, a price band (adorama's Uyghur
# variant: 66)
FACET_COUNT_DIGITS = 6  # digits at most of an entry's count (a marketplace's "Books (120345)")
# A count in round brackets, ASCII or full-width: square ones are a manual page's section ("git-add[1]", a Git doc)
FACET_COUNT = rf"[(（]\s*{DIGIT_CLASS}{{1,{FACET_COUNT_DIGITS}}}\s*[)）]"
# A block's whole text (``fullmatch``): entries and nothing else; each entry matched once (atomic, Python 3.11 re), so a
# long run of entries that fails at its end is not tried again with its spaces shared out otherwise
FACET_ENTRIES_RE = re.compile(rf"(?>[^()（）]{{1,{FACET_NAME_CHARS}}}{FACET_COUNT}\s*)+")
FACET_COUNT_RE = re.compile(FACET_COUNT)
# The last character of a text FACET_ENTRIES_RE matches whole, stripped: a count's closing bracket (``\s`` and
# ``str.strip`` take the same spaces, ``str.isspace``)
FACET_CLOSERS = frozenset(")）")
FACET_MIN_ENTRIES = 4  # entries at least in one block or one parent's items: a tab bar's "Reviews (6)" pair is none
FACET_LINK_SHARE = 0.9  # of the block's characters, counts too, in links or other clickable elements (``CLICKABLE_TAGS``):
# a filmography's "<a>Film</a> (1999)" items link their names alone (so does WordPress's category widget, left be)
# A count that reads as a year is a publication's or a release's date: a reading list's or a discography's linked
# entries "<a>A History of Dege (2019)</a>", "<a>《转山》（2003）</a>" are the page's text (review h101). A block whose
# counts are all such years is no facet panel (a shop's panel whose every count falls in this span is rare).
FACET_YEAR_DIGITS = 4  # digits of a year
FACET_YEAR_SPAN = range(1400, 2101)  # years a bibliography or discography lists: Tibetan block prints to now
CLICKABLE_TAGS = frozenset({"a", "label", "button"})  # what a reader clicks: a link with or without href (a script's
# facet, adorama's), a box's label, a button
# An <a> with a name and no href is no link and no button: it is where a link lands (HTML 4.01 §12.2.3, "destination
# anchors"; HTML §16.2 keeps name on <a> as an obsolete id). Old pages and generated tables of contents wrap headings and
# whole paragraphs in one ("<h3><a name="s2">Sera Monastery</a></h3>"): a reader clicks nothing there (review h115: a
# travel guide in div.attraction and a county gazette in div.more-info lost their headings and paragraphs to the
# call-to-action veto once href-less links counted as clicked).


def facet_lists(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a facet panel's entries: its whole text is linked names each followed by a count in
    brackets (``FACET_ENTRIES_RE``), and its own entries and those of its parent's other such items number
    ``FACET_MIN_ENTRIES`` at least. A reader of the page's records filters by them; they are no text. One regex pass
    per block, one pass over the nodes and one count per parent: linear in the page's size. A block's text must close
    with a count's bracket (``FACET_CLOSERS``) before the regex runs, and the clickable text is counted only on a
    page where a block's text reads as entries (most pages have none)."""
    matched = [bool(length) and text.rstrip()[-1:] in FACET_CLOSERS
               and FACET_ENTRIES_RE.fullmatch(text.strip()) is not None
               for text, length in zip(blocks.texts, blocks.lengths)]
    if not any(matched):
        return [False] * len(matched)
    clickable = _clickable_text(dom, blocks.owner)
    entries: list[int] = []
    for b, text, length, match in zip(blocks.ids, blocks.texts, blocks.lengths, matched):
        count = 0
        if match and clickable.get(b, 0) >= FACET_LINK_SHARE * length and not _all_years(text):
            count = len(FACET_COUNT_RE.findall(text))
        entries.append(count)
    parent = dom.parent
    per_parent: Counter[int] = Counter()
    for b, count in zip(blocks.ids, entries):
        if count:
            per_parent[parent[b]] += count
    return [count > 0 and (count >= FACET_MIN_ENTRIES or per_parent[parent[b]] >= FACET_MIN_ENTRIES)
            for b, count in zip(blocks.ids, entries)]


def _all_years(text: str) -> bool:
    """Whether every bracketed count of ``text`` (``FACET_COUNT_RE``) reads as a year (``FACET_YEAR_SPAN``, in any
    script's digits: ``int`` reads Tibetan and Arabic-Indic ones)."""
    digits = ["".join(DIGIT_RE.findall(count)) for count in FACET_COUNT_RE.findall(text)]
    return all(len(d) == FACET_YEAR_DIGITS and int(d) in FACET_YEAR_SPAN for d in digits)


def _destination_anchors(dom: Dom) -> set[int]:
    """The ``<a>`` elements with a ``name`` and no ``href`` (see ``CLICKABLE_TAGS``): landing places, not clicked. One
    look at each anchor's attributes; none on a slim Dom without its lxml elements."""
    if not dom.has_elements:
        return set()
    elements = dom.elements
    return {i for i in dom.anchors if elements[i].get("href") is None and elements[i].get("name") is not None}


def clickable_roots(dom: Dom) -> list[int]:
    """The outermost clickable elements (``CLICKABLE_TAGS``, no landing anchor: ``_destination_anchors``), in document
    order (read-only: built once per page, ``page_memo``)."""
    return page_memo(dom, clickable_roots, lambda: _clickable_roots(dom))


def _clickable_roots(dom: Dom) -> list[int]:
    """``clickable_roots``: the nodes of a clickable tag picked out in one C pass (``itertools.compress``), then one
    step per such node, an element inside another's subtree skipped."""
    end = dom.end
    landings = _destination_anchors(dom)
    roots: list[int] = []
    inside = 0  # the end of the clickable subtree being walked
    for i in compress(range(len(dom.tags)), map(CLICKABLE_TAGS.__contains__, dom.tags)):
        if i >= inside and i not in landings:
            roots.append(i)
            inside = end[i]
    return roots


def _clickable_text(dom: Dom, owner: list[int]) -> dict[int, int]:
    """Per block node: its text's whitespace-free characters inside a clickable element (``clickable_roots``), for
    the blocks of ``owner`` (read-only: built once per page and ``owner``, ``page_memo``)."""
    return page_memo(dom, _clickable_text, lambda: _count_clickable_text(dom, owner), owner)


def _count_clickable_text(dom: Dom, owner: list[int]) -> Counter[int]:
    """``_clickable_text``: the nodes inside a clickable element picked out in one C pass, then one step per such node
    holding text of its own. A node's own text (``Dom.own_text``) is its pieces' whitespace-free characters, as the
    walk counts them (its text and its children's tails), so the sum over the nodes is the sum over the pieces, where
    the pieces of a page outnumber its nodes with text; only the blocks with clickable text are keys. Over the 460 dev
    pages (best of 3, CPU-s, with ``clickable_roots``) 0.27 -> 0.15. A slim Dom (``tsheg bench train-auto``: the
    pieces, no own text) has it summed from its pieces (``_own_text_of_pieces``)."""
    clickable = bytearray(len(dom.tags))
    for root in clickable_roots(dom):
        clickable[root:dom.end[root]] = b"\x01" * (dom.end[root] - root)
    own = dom.own_text if len(dom.own_text) == len(dom.tags) else _own_text_of_pieces(dom)
    counts: Counter[int] = Counter()
    for o in compress(range(len(own)), clickable):
        if own[o]:
            counts[owner[o]] += own[o]
    return counts


def _own_text_of_pieces(dom: Dom) -> list[int]:
    """Per node: the whitespace-free characters of the text pieces it owns (``Dom.own_text`` as the walk counts it),
    for a Dom that keeps its pieces alone. One pass over the pieces."""
    own = [0] * len(dom.tags)
    for o, text in zip(dom.piece_owner, dom.piece_text):
        if text:
            own[o] += len("".join(text.split()))
    return own
