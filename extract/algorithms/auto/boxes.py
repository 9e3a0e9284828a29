"""Box finders: the elements whose every block is furniture, found by their names and their shape.

A dialog over the page (``overlay_boxes``), a newsletter or donation appeal (``appeal_boxes``), a board's statistics
(``board_stats_boxes``), a forum post's author pane (``member_panes``), a shop's box beside a story
(``shop_boxes``), a table of contents (``toc_boxes``), an author box before the text (``leading_author_boxes``), a
notice's attachments, related and latest reading (``related_boxes``) and the share and tag bars
(``in_share_or_tags``); with the veto marks they start from (``_veto_marks``, ``inside_named``). The design's step 4:
a block inside any of them is never kept (:mod:`extract.algorithms.auto.never_kept` composes them).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable

from extract.algorithms.auto.features import DIGIT_CLASS, KEYWORD_NEAR, Blocks
from extract.algorithms.auto.lines import _is_text
from extract.algorithms.auto.page_memo import feature_attributes, node_of, page_memo
from extract.algorithms.auto.words import (
    APPEAL_BIT,
    AUTHOR_BOX,
    BOARD_STATS_BIT,
    BYLINE_BIT,
    COMMENT_BIT,
    CRUMB_BIT,
    CTA_BIT,
    HEADING_TAGS,
    OVERLAY_BIT,
    POSTER_BIT,
    REVIEWS_BIT,
    REVIEWS_RE,
    SHARE_BIT,
    SIGNUP_BOX,
    TOC_BIT,
    _spaced,
    blocks_and_ancestors,
    first_h1,
)
from extract.dom import Dom

SIGNUP_BOX_RE = re.compile(SIGNUP_BOX, re.IGNORECASE)
APPEAL_BOX_CHARS = 400  # characters at most of an appeal box (a sign-up box's heading and two sentences: ~200)
RELATED_WRAPPER_TAGS = frozenset({"h1", "main"})
# A box of related reading named by its heading, whatever its class ("xgbox", "inline-box", "feed-card"): a block of at
# most RELATED_HEADING_CHARS characters that is such a label and the first text of its parent or grandparent (the box;
# a wrapped heading: "div.hd > h3"), which holds more than the label. Tibetan and Uyghur sites name their boxes in
# pinyin, English or not at all, and the label is the one sign. Never the box that holds the headline or ``main``, or
# over OVERLAY_PAGE_SHARE of the page's text; a label inside an article after its text starts no box (the article's
# first text is its own). Extraction-dev: one page better by 0.002, none worse (its translations rarely keep such a
# label whole); our own long articles kept their "related news" boxes (tests/test_auto.py).
# ``^\W*+``, possessive: the label opens with a word character, so a match takes the whole run of non-word
# characters before it, and giving some back (``\W*`` did, one at a time) finds none; a block's run of n spaces
# before no label was read n times (tests/test_auto_linear_scans.py holds the patterns to their greedy twins).
RELATED_HEADING_RE = re.compile(
    r"^\W*+(?:相关(?:阅读|新闻|文章|推荐|链接|报道|内容|帖子|主题)|相關(?:閱讀|新聞|文章|報導|帖子|主題)"
    r"|猜你喜欢|猜你喜歡|推荐阅读|推薦閱讀|延伸阅读"
    r"|related(?: articles?| posts?| stories| news| content| reading| links| threads| topics| questions| discussions)?"
    # a forum's box of other threads under a thread (XenForo and vBulletin "Similar threads", phpBB "Similar topics",
    # Discourse "Suggested topics"; Discuz! 相关帖子): extraction-dev's XenForo thread +0.004, no other page changes
    r"|similar (?:threads|topics|questions|discussions|posts)|suggested (?:threads|topics)"
    r"|you (?:may|might) (?:also )?like"
    r"|more (?:stories|news|articles|posts)|recommended(?: for you| reading)?"
    # the site's other offers and stories under a page's own section (review h115, h98): "Other courses you may like",
    # "Our other services", "More from this section"; Uyghur "other courses / services you may like"
    r"|(?:our )?other (?:courses|services|products|classes|tours|articles|posts|stories|news)"
    r"(?: you (?:may|might) (?:also )?like)?"
    r"|more (?:from|in) this (?:section|category|series)"
    # (and "other news": review h244, a Uyghur story's box of three other stories' titles and dates was kept)
    r"|(?:سىزگە ياقىدىغان )?باشقا (?:كۇرسلار|مۇلازىمەتلەر|ماقالىلەر|خەۋەرلەر)|其他新闻|其它新闻|其他新聞"
    # (a bare "Popular", "Trending" or 排行榜 "chart" may head a chart page's own list)
    r"|most (?:popular|read|viewed)|popular (?:posts|articles|stories|news)|trending (?:now|stories|posts|news)"
    r"|热门(?:文章|新闻|推荐|阅读)?|熱門(?:文章|新聞)?|(?:点击|阅读|點擊|閱讀)排行榜?"
    # Tibetan "most read" (readers most), Uyghur "most read (ones, articles)"
    r"|ཀློག་མཁན་མང་ཤོས|ئەڭ كۆپ ئوقۇلغان(?:لار|ماقالىلەر|خەۋەرلەر)?"
    # "read also / next" (review h89: a Tibetan box of teasers headed གཞན་ཡང་ཀློག "read also"; Uyghur يەنە ئوقۇڭ)
    r"|read (?:also|next)|also read|གཞན་ཡང་ཀློག(?:་?རོགས)?|يەنە ئوقۇڭ"
    # Tibetan "related (news, writings, documents)", "worth reading"
    r"|འབྲེལ་ཡོད(?:་?(?:གསར་འགྱུར|རྩོམ་ཡིག|ཡིག་ཆ|ཡིག་རིགས))?|ཀློག་འོས་པ?"
    # Uyghur "related (news, articles, posts)", "worth reading"
    r"|مۇناسىۋەتلىك(?: (?:خەۋەرلەر|ماقالىلەر|يازمىلار))?|ئوقۇشقا ئەرزىيدىغان(?: (?:ماقالىلەر|يازمىلار))?)"
    r"[\W\u0f0b]*$",  # the whole label: "Related work" heads a section of its own text
    re.IGNORECASE)
# The site's latest stories: a box so labelled (Chinese "latest news / articles / updates", English, Uyghur "newest
# news / articles / posts", Tibetan "newest news") is the site's furniture when it holds titles alone (review h101: an
# article's "最新资讯" box of 11 linked titles inside its <main> was kept); with their excerpts it may be the page's own
# listing.
LATEST_HEADING_RE = re.compile(
    r"^\W*+(?:最新(?:资讯|新闻|文章|消息|动态)|最新(?:資訊|新聞|文章|消息|動態)|(?:latest|recent) (?:news|posts|stories|articles)"
    r"|ئەڭ يېڭى (?:خەۋەرلەر|ماقالىلەر|يازمىلار)|གསར་འགྱུར་གསར་ཤོས)[\W\u0f0b]*$",
    re.IGNORECASE)
LATEST_BOX_LINK_SHARE = 0.8  # of the box's text besides its label in links at least: titles, no excerpts
# ... and it follows the page's own text: its earlier siblings hold LATEST_AFTER_PROSE_CHARS of unlinked text at least
# (a story, as SECOND_MAIN_OWN_CHARS: a short Chinese one runs ~120). Extraction-dev: a collection page's "Latest News"
# box, titles and linked excerpts after its h1 alone, is the page (in its truth; 0.998 -> 0.905 without this test).
LATEST_AFTER_PROSE_CHARS = 100
# ... or it follows a related-reading box among its siblings: a column of side boxes ("most read", then "latest"), as a
# Chinese CMS's right column lays them out; a titles-only listing has no unlinked prose before it (QA-129: 002, 009,
# 013 kept the sidebar's "latest" box, 8 titles each).
RELATED_HEADING_CHARS = 40  # characters at most of a box's label
RELATED_HEADING_LEVELS = 2  # the box is the label's parent or, for a wrapped label, its grandparent
# A box of related reading is other pages' titles, each a link; a section of the text under a heading such as
# "Related questions", "Related discussions" or 相关主题 (a FAQ's last questions with their answers, an essay's review
# of others' work) is prose with few links or none, and is the text. A labelled box is related reading only when at
# least this share of its text beside the label is link text. Review h109: three sectioned pages (an English FAQ, an
# English essay, a Chinese essay) lost their last section under the labels h107 added (0 links each); a box of
# teasers, each a linked title over a summary, holds 15-23 % links in tests/test_auto.py (Chinese titles are short),
# so the share is a tenth, not h109's first 0.2. Extraction-dev is unchanged from 0.1 to 0.5.
RELATED_BOX_LINK_SHARE = 0.1  # of the box's text beside its label, in links at least
SHARE_TAGS_CHARS = 100
OVERLAY_PAGE_SHARE = 0.5  # share of the page's text (characters) above which a so-named element is the page
# A page draws a dialog over itself as a box (a modal's header, body and buttons); a transcript names each of its
# lines so ("p.dialog-line", "li.dialog-item": a video site's 文字实录, an interview's speaker turns), each a block
# with no block inside it. OVERLAY_ROWS_MIN such lines side by side under one parent are text, not dialogs
# (``overlay_boxes``); Bootstrap's modals, side by side at the end of a <body>, are boxes and stay dialogs. QA h105:
# a Chinese interview transcript in "p.dialog-line" rows 0.000 -> 0.93 (every line was left out, the headline kept).
OVERLAY_ROWS_MIN = 3  # sibling lines so named at least: a transcript's turns (a dialog is one box, at most two)
# Only "dialog" names a transcript's line (a dialogue's turn); "modal" and "popup" name nothing but what is drawn over
# the page, whose rows may be lines side by side too (a consent tool's settings panel: "h3.modal-title",
# "p.modal-text" x 3, "div.modal-buttons"; review h114: the three notices came back into a Tibetan story's text).
TRANSCRIPT_LINE_RE = re.compile(r"(?<![a-z])dialog", re.IGNORECASE)
# The author's box of ``POSTER_RE`` (QA-120) heading the page's text, right under its <h1>: the page's subject (a
# literary site's poet page "h1 + div.poet-bio", a publisher's author page), not a box under a story, which follows
# the story's text (``leading_author_boxes``). Review h126: a Tibetan poet's page lost its biography.
AUTHOR_BOX_RE = re.compile(AUTHOR_BOX, re.IGNORECASE)
# The rating-summary names of ``REVIEWS_RE`` alone: a critic's own verdict carries them too ("review-summary",
# "review-score" between a film review's or a book review's paragraphs: IGN, GameSpot-style blogs), so a box named
# only so, among its article's paragraphs (a ``<p>`` sibling of ``REVIEW_VERDICT_PROSE_CHARS``), is the article's
# (review h101). A store's rating box sits in its own column: no extraction-dev box so named has such a sibling.
REVIEW_SUMMARY_RE = re.compile(r"(?<![a-z])reviews?[-_]?(?:area|summar|score)", re.IGNORECASE)
REVIEW_VERDICT_PROSE_CHARS = 20  # whitespace-free characters of unlinked text at least of a sibling paragraph: a
TOC_FRAGMENT_SHARE = 0.8  # of the box's <a href> links pointing into the page (a "Top" link or two may go elsewhere)
TOC_MIN_LINKS = 2  # links at least of a table of contents
# A note's fragment is no section's: a text's footnote marks and their back links (Pandoc/Markdown "#fn1", "#fnref1",
# MediaWiki "#cite_note-3", "#cite_ref-3") link into the page too, and a text block named "...toc..." whose only links
# they are is the text (review h95: an article body "entry-content toc-content" with two footnotes was dropped whole).
NOTE_FRAGMENT_RE = re.compile(r"#(?:fn|fnref|footnote|cite[_-]note|cite[_-]ref|endnote)", re.IGNORECASE)
CTA_LEVELS = 1
BYLINE_LEVELS = 1
PAGE_WRAPPER_TAGS = frozenset({"h1", "main", "article"})  # what a consent dialog or share bar never holds (the page does)


def _veto_marks(blocks: Blocks) -> list[int]:
    """Per block: ``VETO_GROUPS`` bits of its own class/id and of its nearest ancestors.

    Breadcrumb and comment words count up to ``KEYWORD_NEAR`` levels up,
    call-to-action and byline words up to ``CTA_LEVELS`` / ``BYLINE_LEVELS``.
    """
    vetoes = blocks.vetoes
    level_bits = [CRUMB_BIT | COMMENT_BIT | (CTA_BIT if level <= CTA_LEVELS else 0)
                  | (BYLINE_BIT if level <= BYLINE_LEVELS else 0)
                  for level in range(1, KEYWORD_NEAR + 1)]
    marks = []
    for b, chain in zip(blocks.ids, blocks.ancestors):
        mask = vetoes[b]
        for a, bits in zip(chain, level_bits):
            mask |= vetoes[a] & bits
        marks.append(mask)
    return marks


def class_attribute(dom: Dom, node: int) -> str:
    """Node ``node``'s class attribute ("" when absent): the name ``named_within`` reads for a class-only pattern
    (``Dom.names`` adds the id and the naming attributes)."""
    return dom.attr(node, "class")


def named_within(dom: Dom, b: int, pattern: re.Pattern[str], levels: int,
                 name: Callable[[Dom, int], str] | None = None) -> int:
    """The nearest of node ``b`` and its ``levels`` nearest ancestors whose name (``name``; ``Dom.names`` by default:
    its class and id) ``pattern`` finds, or -1. At most ``levels`` + 1 steps up."""
    a = b
    for _ in range(levels + 1):
        if a < 0:
            return -1
        if pattern.search(dom.names(a) if name is None else name(dom, a)) is not None:
            return a
        a = dom.parent[a]
    return -1


def inside_named(dom: Dom, blocks: Blocks, bit: int, wrapper_tags: frozenset[str],
                 page_share: float = 1.0) -> list[bool]:
    """Per block: whether it or any ancestor has class/id words of veto ``bit`` (``VETO_GROUPS``), at any depth.

    An element so named that holds one of ``wrapper_tags`` is no such element: it is
    the page carrying a state or an option in its class (``<html
    class="cookie-banner-visible">``, an article container flagged ``isGdpr``, a
    ``has-related-posts`` body). With ``page_share`` below 1, an element holding more
    than that share of the page's text is no such element either.
    """
    end, tags, tree_text, vetoes = dom.end, dom.tags, dom.tree_text, blocks.vetoes
    most = page_share * tree_text[0]
    return blocks_inside(dom, blocks, [i for i in blocks.vetoed if vetoes[i] & bit
                                       and wrapper_tags.isdisjoint(tags[i:end[i]]) and tree_text[i] <= most])


def own_record(dom: Dom, node: int, before: int, after: int) -> int:
    """The highest element holding ``node`` and neither of its neighbours in a run of like nodes (``before``, -1 for
    the first; ``after``, the Dom's length for the last): the record of one entry of a listing (a card's price line,
    a teaser's date line). A walk up from ``node``."""
    parent, end = dom.parent, dom.end
    record = node
    while parent[record] > before and end[parent[record]] <= after:
        record = parent[record]
    return record


def named_boxes(dom: Dom, blocks: Blocks, is_named: Callable[[str], bool], fits: Callable[[int], bool],
                by_id: bool = False) -> list[int]:
    """The outermost of the blocks and their ancestors whose class (or, ``by_id``, id) ``is_named`` and that ``fits``
    (a box the page's ``<h1>`` is in, or most of its text, is the page, not the box its class names): the finder of
    boxes named by a pattern that the features' keyword masks do not hold (``statements.statement_boxes``,
    ``mega_menus.mega_menus``). One pass over the blocks and their ancestors, each read once; the classes are those
    the features read (``Blocks.classes``: every block's and ancestor's), the elements' own on Blocks built without
    them."""
    hits = {name for name in _node_names(dom, blocks, by_id) if is_named(name)}  # (each distinct name tested once)
    if not hits:
        return []  # (the common case: no name is one; else the nodes bearing one, in their order)
    named = [x for x, name, ident in _named_nodes(dom, blocks, by_id) if name in hits or (by_id and ident in hits)]
    end = dom.end
    boxes: list[int] = []
    for i in named:
        if boxes and i < end[boxes[-1]]:
            continue  # inside a box already found
        if fits(i):
            boxes.append(i)
    return boxes


def _named_nodes(dom: Dom, blocks: Blocks, by_id: bool) -> list[tuple[int, str, str]]:
    """The blocks and their ancestors that have a class (or, ``by_id``, a class or an id), in document order, each with
    its class and id ("" for none; the id read only ``by_id``): what ``named_boxes`` tests, read once per page and
    Blocks for all its finders (``page_memo``; three steps walked the same nodes, reading the same attributes).
    Exact: the attributes are read as before (``Blocks.classes`` and the ids beside them, ``element_attributes``: the
    features' reading of these very nodes, or the elements'), a node with no class (and no id) was never named, the
    features' dicts hold the named nodes in document order, and ``named_boxes`` tests these in the same order."""
    def build() -> list[tuple[int, str, str]]:
        classes = blocks.classes
        elements = dom.elements
        read = feature_attributes(dom, blocks)
        if read is not None:  # the features' reading of the blocks and their ancestors: only the named nodes
            ids = read[1]
            if not by_id:
                return [(x, name, "") for x, name in classes.items()]
            return [(x, classes.get(x, ""), ids.get(x, "")) for x in sorted(classes.keys() | ids.keys())]
        nodes = []
        for x in blocks_and_ancestors(dom, blocks.ids):
            name = (classes.get(x) if classes is not None else elements[x].get("class")) or ""
            ident = (elements[x].get("id") or "") if by_id else ""
            if name or ident:
                nodes.append((x, name, ident))
        return nodes
    return page_memo(dom, (_named_nodes, by_id), build, blocks)


def _node_names(dom: Dom, blocks: Blocks, by_id: bool) -> set[str]:
    """The distinct classes (and, ``by_id``, ids but "": an empty one is not read) of ``_named_nodes``, once per page
    and Blocks (``page_memo``): a site repeats its names on many nodes, and ``named_boxes`` tests each once (session
    44, h309; its tests are pure functions of the name, so the nodes bearing a name it finds are those it found)."""
    def build() -> set[str]:
        read = feature_attributes(dom, blocks)  # (h315: as ``_named_nodes``' own, read without its nodes)
        if read is not None:
            classes = read[0]
            return (set(classes.values()) | set(read[1].values())) - {""} if by_id else set(classes.values())
        nodes = _named_nodes(dom, blocks, by_id)
        names = {name for _, name, _ in nodes}
        return (names | {ident for _, _, ident in nodes}) - {""} if by_id else names
    return page_memo(dom, (_node_names, by_id), build, blocks)


def overlay_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The outermost elements named or marked as a dialog (``OVERLAY_BIT``: ``OVERLAY_RE``, ``<dialog>``, the dialog
    roles) that hold neither the page's ``PAGE_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text, save the
    lines of a transcript: blocks with no block inside them, ``OVERLAY_ROWS_MIN`` or more under one parent. One pass
    in document order."""
    end, tags, tree_text, parent, vetoes = dom.end, dom.tags, dom.tree_text, dom.parent, blocks.vetoes
    most = OVERLAY_PAGE_SHARE * tree_text[0]
    ids = blocks.ids
    boxes: list[int] = []
    lines: dict[int, int] = {}  # parent -> its children so named that are lines (blocks holding no other block)
    outer_until = 0  # the end of the last outermost element so named: the ones inside it are in it
    for i in blocks.vetoed:  # (in document order)
        if not vetoes[i] & OVERLAY_BIT or i < outer_until:
            continue
        outer_until = end[i]
        if PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]]) and tree_text[i] <= most:
            boxes.append(i)
            k = bisect_left(ids, i)
            if (k < len(ids) and ids[k] == i and (k + 1 == len(ids) or ids[k + 1] >= end[i])
                    and _named(dom, i, TRANSCRIPT_LINE_RE)):
                lines[parent[i]] = lines.get(parent[i], 0) + 1
    return [i for i in boxes if lines.get(parent[i], 0) < OVERLAY_ROWS_MIN]


def _named(dom: Dom, i: int, pattern: re.Pattern[str]) -> bool:
    """Whether element ``i``'s class or id matches ``pattern`` (a transcript's line: ``TRANSCRIPT_LINE_RE``; a sign-up
    form: ``SIGNUP_BOX_RE``); False for a Dom without its lxml elements (``has_elements``)."""
    if not dom.has_elements:
        return False
    get = dom.elements[i].get
    return pattern.search(_spaced(get("class"), get("id")) or "") is not None


def appeal_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements named as an appeal (``APPEAL_RE``) of at most ``APPEAL_BOX_CHARS`` characters that no larger
    element so named holds (a newsletter issue's sections are the issue; a sign-up form named so, ``SIGNUP_BOX_RE``,
    is a box inside a post named "newsletter-post" still), nor hold the page's ``PAGE_WRAPPER_TAGS`` or over
    ``OVERLAY_PAGE_SHARE`` of its text, and that interrupt text: their parent holds at least as much text outside
    links besides them (a donation page's own paragraphs, beside a menu, are its text)."""
    end, tags, tree_text, link_text, parent = dom.end, dom.tags, dom.tree_text, dom.link_text, dom.parent
    vetoes = blocks.vetoes
    most = min(OVERLAY_PAGE_SHARE * tree_text[0], APPEAL_BOX_CHARS)
    boxes: list[int] = []
    larger_until = 0  # the end of the last larger element so named: nothing inside it is a box
    for i in blocks.vetoed:  # (in document order)
        if not vetoes[i] & APPEAL_BIT or i < larger_until and not _named(dom, i, SIGNUP_BOX_RE):
            continue
        if tree_text[i] > most or not PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]]):
            larger_until = end[i]
            continue
        around = parent[i]
        if around >= 0 and (tree_text[around] - link_text[around]) - (tree_text[i] - link_text[i]) >= tree_text[i]:
            boxes.append(i)
    return boxes


def board_stats_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements named as a board's statistics (``BOARD_STATS_RE``) that hold neither the page's
    ``PAGE_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text, and lie in no ``<article>``: the engines print
    their boxes outside the posts, while an article's section is its own text whatever its id (HTML §4.3.2: an
    article is a self-contained composition; a survey's ``<section id="whos-online">``, review h87)."""
    end, tags, tree_text, parent, vetoes = dom.end, dom.tags, dom.tree_text, dom.parent, blocks.vetoes
    most = OVERLAY_PAGE_SHARE * tree_text[0]
    boxes: list[int] = []
    box_until = 0  # the end of the last box: a box inside it adds nothing (and nests are not walked up again)
    for i in blocks.vetoed:  # (in document order)
        if (not vetoes[i] & BOARD_STATS_BIT or i < box_until or tree_text[i] > most
                or not PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]])):
            continue
        a = parent[i]
        while a >= 0 and tags[a] != "article":
            a = parent[a]
        if a < 0:
            boxes.append(i)
            box_until = end[i]
    return boxes



# A member's pane beside each post of a table-laid forum, named by no class the engines share: phpBB 2 (subSilver)
# writes the poster's name, rank and "Joined: 2021 / Posts: 20 / Location: ..." in a ``<td>`` whose lines are inline
# (``span.postdetails``, a class vBulletin 4 gives the whole post, so no name for ``POSTER_RE``), vBulletin 3 in
# ``td.alt2 > div.smallfont > div`` (and its ``div.tcell`` re-skins), each beside the post's body cell. The signal is
# the structure: an element that is the first of its parent's two element children (the row: pane, then the post),
# holding MEMBER_FIELDS_MIN "label: value" lines at least (``MEMBER_FIELD_RE``, one a count: ``MEMBER_COUNT_RE``)
# within MEMBER_PANE_CHARS, repeated once per post (MEMBER_PANES_MIN panes of one tag path, their labels shared).
# A text's own "label: value" lines (a Chinese article in extraction-dev keeps 169 in its truth) sit in no such
# repeated pane beside a sibling.
# QA h97: phpBB 2 threads bo 0.718 -> 0.790, ug 0.687 -> 0.751, locked bo 0.509 -> 0.571, en 0.452 -> 0.493 (all
# 0.732 -> 0.738); QA h81 0.913 -> 0.915; extraction-dev 0.8903, one page better (a vBulletin 3 re-skin's "Join Date /
# Location / Posts", 0.859 -> 0.868), none lower; the other QA sets and checkers unchanged.
MEMBER_FIELD_RE = re.compile(r"^\s*([^\W\d_][^:：\n]{0,19}?)\s*[:：]\s*(\S[^\n]{0,29})$")  # "Joined: 2021": a short
# label (20 characters at most) and a short value (30 at most: a date, a count, a town)
# A member's pane counts: its post count, its join year ("Posts: 20", "Joined: 2021"); a dictionary's entry cell
# beside its definition ("Part of speech: noun", "Script: Tibetan") counts nothing. A count is its number first and a
# short unit or share after it (``COUNT_VALUE``, ``member_fields.FIELD_LINE_RE``'s count too); a date led by its
# month ("Join Date: Aug 2008") is a field beside the pane's post count, no count itself.
FIELD_UNIT_CHARS = 12  # characters at most after a count: its unit or share ("120 小时", "1,208 (0.5/day)")
COUNT_VALUE = rf"\d[\d,.\s]*[^\n]{{0,{FIELD_UNIT_CHARS}}}"  # a count: the number, then its unit (a pattern's part)
MEMBER_COUNT_RE = re.compile(rf"^{COUNT_VALUE}$")
# A value closing on a number after more than FIELD_UNIT_CHARS of words (a date's weekday and month take 8: "Sun Aug
# 03, 2008") is a title holding its year: a contest's "تېما: يۇرتۇمنىڭ باھارى 2024" (topic: the spring of my
# hometown 2024), a winner's essay beside its text. Its line is no member's field (review h199).
TITLE_VALUE_RE = re.compile(rf"^[^\d\n]{{{FIELD_UNIT_CHARS + 1},}}{DIGIT_CLASS}(?:[^\n]*{DIGIT_CLASS})?$")
COUNT_FIELD_GATE_RE = re.compile(r"[:：]\s*\d")  # where a counted field's value opens (the panes' page gate)
MEMBER_FIELDS_MIN = 2  # labelled lines at least in a pane: "Joined" and "Posts"
MEMBER_PANES_MIN = 2  # panes at least of one tag path sharing a label: one per post
MEMBER_PANE_LEVELS = 3  # ancestors of a labelled line climbed to its pane (vBulletin 3: div > div.smallfont > td)
MEMBER_PANE_CHARS = 400  # characters at most of a pane (a name, a rank, three fields and a badge's line run ~150)
# A thread's posts stand apart: phpBB 2 writes a tool row ("Back to top", profile, pm) and a spacer row between two
# posts' rows, vBulletin 3 a table per post. A catalogue, a staff directory or a recipe index laid out the same way
# (a cell of "Pages: 320 / Year: 1998" beside each description) writes its records as adjacent rows or cards: panes
# whose rows (their parents) are adjacent element siblings are records' facts, text (review h104).


def _block_lines(dom: Dom, owner: list[int], wanted: list[int]) -> dict[int, list[str]]:
    """The lines of the ``wanted`` blocks: their pieces split at the line breaks inside them (a ``<br>`` is a block
    of its own, owning its break), where ``Blocks.texts`` joins them. One pass over the page's pieces."""
    if not wanted:
        return {}
    pieces: dict[int, list[str]] = {b: [] for b in wanted}
    end = dom.end
    last = -1  # the wanted block whose text came last: a break inside its subtree (its <br>s) ends its line
    for o, text in zip(dom.piece_owner, dom.piece_text):
        if text is None:
            if last >= 0 and last <= o < end[last]:
                pieces[last].append("\n")
            continue
        b = owner[o]
        if b in pieces:
            pieces[b].append(text)
            last = b
    return {b: "".join(parts).split("\n") for b, parts in pieces.items()}


def second_of_two(dom: Dom, a: int) -> int:
    """The other child of ``a``'s parent when ``a`` is the first of exactly two children (``Dom.child_ids`` of the
    parent is ``[a, it]``), else -1. Constant time, read from the subtree ends: a pane's climb asks it of every
    ancestor, the page's body among them, whose thousands of children a listing of them would read per block (a
    chat log of N lines, each "5 minutes ago", read the body's N children N times)."""
    p = dom.parent[a]
    end = dom.end
    if p < 0 or a != p + 1 or end[a] >= end[p] or end[end[a]] < end[p]:
        return -1
    return end[a]


def member_panes(dom: Dom, blocks: Blocks) -> list[int]:
    """The members' panes of a table-laid forum thread (see ``MEMBER_FIELD_RE``): per block holding "label: value"
    lines, its nearest ancestor-or-self (MEMBER_PANE_LEVELS up at most) that is the first of two element children,
    the other holding text; kept when MEMBER_PANES_MIN such panes of one tag path share MEMBER_FIELDS_MIN labels.
    Linear: each block climbs a bounded number of levels; works on a Dom without its lxml elements."""
    parent, path, tree_text = dom.parent, dom.path, dom.tree_text
    labelled = [(b, text) for b, text in zip(blocks.ids, blocks.texts) if ":" in text or "：" in text]
    if len(COUNT_FIELD_GATE_RE.findall("\x00".join(text for _, text in labelled))) < MEMBER_PANES_MIN:
        return []  # (exact, s44 h309: each counted field is a line of its block's text, its colon, spaces, a digit)
    lines = _block_lines(dom, blocks.owner, [b for b, _ in labelled])
    fields_of = {b: fields for b, block_lines in lines.items()
                 if (fields := [m for line in block_lines
                                if (m := MEMBER_FIELD_RE.match(line)) and not TITLE_VALUE_RE.match(m.group(2))])}
    if not could_hold_panes(list(fields_of.values())):  # (no two panes can form: nothing to climb)
        return []
    labels_of: dict[int, list[str]] = {}
    counted: set[int] = set()  # the panes with a count among their values
    for b, fields in fields_of.items():
        labels = [m.group(1) for m in fields]
        counts = any(MEMBER_COUNT_RE.search(m.group(2)) for m in fields)
        a = b
        for _ in range(MEMBER_PANE_LEVELS + 1):
            p = parent[a]
            if p < 0:
                break
            if (other := second_of_two(dom, a)) >= 0 and tree_text[other]:
                labels_of.setdefault(a, []).extend(labels)
                if counts:
                    counted.add(a)
                break
            a = p
    candidates = [pane for pane, labels in labels_of.items()
                  if len(labels) >= MEMBER_FIELDS_MIN and pane in counted and tree_text[pane] <= MEMBER_PANE_CHARS]
    titled = heading_led(dom, candidates)
    by_path: dict[int, list[int]] = {}
    for pane in candidates:
        if pane not in titled:
            by_path.setdefault(path[pane], []).append(pane)
    panes: list[int] = []
    for group in by_path.values():
        if adjacent_rows(dom, group):
            continue
        shared = Counter(label for pane in group for label in set(labels_of[pane]))
        panes += [pane for pane in group
                  if sum(shared[label] >= MEMBER_PANES_MIN for label in set(labels_of[pane])) >= MEMBER_FIELDS_MIN]
    return panes


# A listing's records are titled: a sports club's roster sets a heading ("Player 1") right before each player's row
# (a card of "Points 1,204 / Joined 2016" beside the bio), a contest's results one ("1-ئورۇن", first place) before
# each winner's (the name, the essay's title and score beside its opening). A thread's post row follows a date bar,
# a tool row or a spacer row, or opens a table of its own (a table's rows are <tr>s, no heading stands between
# them), never a heading: a pane whose row (its parent) has a heading (``HEADING_TAGS``) for its previous element
# sibling is a record's facts, the page's text (a roster's figures are what its reader came for).
def heading_led(dom: Dom, panes: Iterable[int]) -> set[int]:
    """Those of ``panes`` whose row (their parent) follows a heading element, its previous element sibling: a titled
    record of a listing, no post's author pane. Each row's parent's children are read once (``sibling_positions``)."""
    pane_of = {dom.parent[pane]: pane for pane in panes}
    return {pane_of[row] for row, (siblings, k) in sibling_positions(dom, pane_of).items()
            if k and dom.tags[siblings[k - 1]] in HEADING_TAGS}


# A list's records may stand apart by a thematic break (an <hr>, HTML §4.4.2), alone in a row of its own or between
# the cards: a catalogue ruled so (review h104's catalogue_sep_en lost its "Pages: 320 / Year: 2004" lines) is still
# adjacent records. A thread's spacer row (phpBB 2's td.spaceRow, an image) holds no rule.
RECORD_RULE_TAG = "hr"


# A table-laid thread heads its posts' column pair with a row of header cells (phpBB 2's "Author | Message" th row,
# QA h97's phpBB 2 threads keep it): the first row of the table holding the member panes' rows, all its cells <th>.
HEADER_CELL_TAG = "th"


def pane_header_rows(dom: Dom, panes: list[int]) -> list[int]:
    """The header rows (``HEADER_CELL_TAG`` cells only) that open the containers of the ``panes``' rows: the column
    names over a thread's author panes and messages. Each container's children read once."""
    headers: list[int] = []
    for container in {dom.parent[dom.parent[pane]] for pane in panes if dom.parent[pane] >= 0}:
        if container < 0:
            continue
        rows = dom.child_ids(container)
        cells = dom.child_ids(rows[0]) if rows else []
        if cells and all(dom.tags[cell] == HEADER_CELL_TAG for cell in cells):
            headers.append(rows[0])
    return headers


def adjacent_rows(dom: Dom, panes: list[int]) -> bool:
    """Whether two of the ``panes``' rows (their parents) are adjacent element siblings, or siblings with only
    text-free rules between them (``is_rule_row``): a list of records (a catalogue's rows, a shop's cards), where a
    thread sets a tool row, a spacer row or a table of its own between two posts. Each sibling is read once."""
    rows = {dom.parent[pane] for pane in panes}
    for siblings, k in sibling_positions(dom, rows).values():
        after = k + 1
        while after < len(siblings) and siblings[after] not in rows and is_rule_row(dom, siblings[after]):
            after += 1
        if after < len(siblings) and siblings[after] in rows:
            return True
    return False


def is_rule_row(dom: Dom, node: int) -> bool:
    """Whether ``node`` holds no text and a thematic break (``RECORD_RULE_TAG``): a ruled list's separator."""
    return dom.tree_text[node] == 0 and RECORD_RULE_TAG in dom.tags[node:dom.end[node]]


def could_hold_panes(fields_of: list[list[re.Match[str]]]) -> bool:
    """Whether a page's labelled lines (``MEMBER_FIELD_RE`` matches, per block) are enough for two panes: each kept
    pane holds ``MEMBER_FIELDS_MIN`` of them, one a count (``MEMBER_COUNT_RE``), beside ``MEMBER_PANES_MIN - 1``
    other such panes at least. Nine pages in ten of extraction-dev have fewer."""
    fields = [m for block_fields in fields_of for m in block_fields]
    counts = sum(MEMBER_COUNT_RE.search(m.group(2)) is not None for m in fields)
    return len(fields) >= MEMBER_FIELDS_MIN * MEMBER_PANES_MIN and counts >= MEMBER_PANES_MIN


# A shop's boxes (``REVIEWS_RE``: customers' reviews and Q&A, the seller's card) are asides beside a product: a
# marketplace's Q&A is one box of a few customers' questions beside the product's description, a seller card a name
# and a rating. A run of boxes so named (the children so named of one parent) that is its parent's text, holding
# most of the page's prose (its text outside links) too, is the page: an FAQ written as one "div.qa-box" per
# question (QA h89's zh_faq_qabox lost every answer), a shop's "about" page that is one long "div.shop-info" under a
# footer of many links (h89's ug_shop_about_big). Prose, not text: a footer's or a menu's links are no reason to read
# the page's own column as a box beside it. The marketplaces of QA h85 and h81 hold 1-13 % of their prose in such a
# run (a seller card 3 %, a Q&A box 4-13 %), 36 % where an Amazon-style page's Q&A and reviews are siblings; a
# product whose customers' Q&A outweighs its description has the description beside the Q&A in their parent
# (tests/test_auto_names.py: the run is 53 % of its parent). QA h89: an FAQ and a shop's about page 0 -> all their
# lines; extraction-dev (no page uses these names) and the four QA sets unchanged.
SHOP_BOX_PROSE_SHARE = 0.5  # share of the page's prose above which a run of so-named boxes may be the page
SHOP_BOX_COLUMN_SHARE = 0.8  # share of its parent's prose a run holds at least to be the column (an h1 beside it)


def shop_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements named as a shop's reviews, Q&A or seller card (``REVIEWS_RE``) that hold neither the page's
    ``RELATED_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text, and whose run of siblings so named is not
    the page (``SHOP_BOX_PROSE_SHARE``, ``SHOP_BOX_COLUMN_SHARE``; see above). One pass over the named elements."""
    end, tags, tree_text, link_text, parent = dom.end, dom.tags, dom.tree_text, dom.link_text, dom.parent
    vetoes = blocks.vetoes
    named = [i for i in blocks.vetoed if vetoes[i] & REVIEWS_BIT]
    if not named:
        return []
    most = OVERLAY_PAGE_SHARE * tree_text[0]
    page_prose = SHOP_BOX_PROSE_SHARE * (tree_text[0] - link_text[0])
    run_prose: Counter[int] = Counter()  # per parent: the prose of its children so named
    for i in named:
        run_prose[parent[i]] += tree_text[i] - link_text[i]
    beside = _headline_box(dom, blocks)
    pages = {a for a, prose in run_prose.items() if a >= 0 and prose > page_prose
             and prose >= SHOP_BOX_COLUMN_SHARE * (tree_text[a] - link_text[a])
             and not (beside >= 0 and not beside <= a < end[beside])}
    return [i for i in named if tree_text[i] <= most and parent[i] not in pages
            and RELATED_WRAPPER_TAGS.isdisjoint(tags[i:end[i]]) and not _review_verdict(dom, i)]


# A product's own box shows its price beside its name, and a card its price under it (``product_grids``): a
# price as shops print it: a currency sign or code by an amount ("$14.50", "¥ 48.00", "1 399,00 €", "USD 12",
# "45.00 يۈەن", "48 元", "སྒོར་ ༤༨"), the amount's digits in any script the page writes them in, grouped by
# dots, commas, thin or plain spaces.
PRICE_AMOUNT = rf"{DIGIT_CLASS}(?:[\d.,\u00a0\u202f ]*{DIGIT_CLASS})?"
# A sign, or the rupee's abbreviation "Rs." (the Tibetan shops of India and Nepal price their books "Rs. 450").
PRICE_SIGNS = r"[$€£¥￥₹₩₽₺₪฿₫₴₸]|US\$|CN¥|HK\$|A\$|C\$|NZ\$|R\$|\bRs\.?"
# ISO codes cards print by the amount, in capitals as cards print them: in lower case "try", "rub" are words of a
# card's call to action ("Try 7 days free": review h207, a course grid kept it as its price line).
PRICE_CODES = r"USD|EUR|GBP|CNY|RMB|JPY|HKD|TRY|RUB|KZT|CAD|AUD|CHF|INR|NPR"
PRICE_NAMES = r"元|圆|圓|円|يۈەن|سوم|སྒོར"  # currencies' names printed after the amount (yuan, yen, som; "༡༢ སྒོར།")
PRICE_RE = re.compile(
    rf"(?:{PRICE_SIGNS}|\b(?:{PRICE_CODES})\b)\s?{PRICE_AMOUNT}(?:\s?(?:{PRICE_CODES})\b)?"  # sign or code first
    rf"|{PRICE_AMOUNT}\s?(?:{PRICE_SIGNS}|(?:{PRICE_CODES})\b|{PRICE_NAMES})"  # the sign, code or name after it
    rf"|སྒོར[\u0f0b\s]*(?:མོ[\u0f0b\s]*)?{PRICE_AMOUNT}")  # Tibetan: the name (sgor mo) before the amount
# (An FAQ's or a help centre's header holds its title and a subtitle, no price: review h110, a shop's FAQ in qa-boxes
# under "<h1>Frequently asked questions</h1><p>Answers about orders, delivery and returns.</p>" lost every answer.)


def _headline_box(dom: Dom, blocks: Blocks) -> int:
    """The box of the page's first ``<h1>`` (its parent) when it holds unlinked text besides the headline and a
    price (``PRICE_RE``: a product's box), else -1. A run of shop boxes outside that box is beside the product, not
    the page (review h95: a thin product page's five customer Q&A boxes, 'Hardcover, 1,200 pages.' and '$45.00'
    beside its h1, were kept as an FAQ's); a headline alone in its box (an FAQ's title, a shop's about page's in its
    header) or over a subtitle says nothing. Reads the blocks of that one box."""
    headline = first_h1(dom)
    if headline < 0:
        return -1
    box = dom.parent[headline]
    own = dom.tree_text[box] - dom.link_text[box] - (dom.tree_text[headline] - dom.link_text[headline])
    if box < 0 or own <= 0:
        return -1
    first, last = bisect_left(blocks.ids, box), bisect_left(blocks.ids, dom.end[box])
    return box if any(PRICE_RE.search(text) for text in blocks.texts[first:last]) else -1


def _review_verdict(dom: Dom, i: int) -> bool:
    """Whether element ``i``, named by ``REVIEW_SUMMARY_RE`` and no other ``REVIEWS_RE`` word, sits among paragraphs
    (a ``<p>`` sibling with ``REVIEW_VERDICT_PROSE_CHARS`` of unlinked text): a critic's verdict, not a store's
    rating box. Needs the lxml elements (a slimmed Dom: no); reads the parent's children once."""
    if not dom.has_elements:
        return False
    name = dom.names(i)
    if not REVIEW_SUMMARY_RE.search(name) or REVIEWS_RE.search(REVIEW_SUMMARY_RE.sub(" ", name)):
        return False
    tags, end, tree_text, link_text = dom.tags, dom.end, dom.tree_text, dom.link_text
    p = dom.parent[i]
    j = p + 1
    while 0 <= p and j < end[p]:
        if j != i and tags[j] == "p" and tree_text[j] - link_text[j] >= REVIEW_VERDICT_PROSE_CHARS:
            return True
        j = end[j]
    return False


def toc_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The outermost elements named as a table of contents (``TOC_RE``) that hold neither the page's
    ``PAGE_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text, with ``TOC_MIN_LINKS`` links at least, at least
    ``TOC_FRAGMENT_SHARE`` of them into the page (a fragment: ``href="#History"``, not a note's: ``NOTE_FRAGMENT_RE``).
    Each box's links are read once."""
    end, tags, tree_text, elements, vetoes = dom.end, dom.tags, dom.tree_text, dom.elements, blocks.vetoes
    most = OVERLAY_PAGE_SHARE * tree_text[0]
    boxes: list[int] = []
    box_until = 0  # the end of the last element so named: a box inside it is read with it
    for i in blocks.vetoed:  # (in document order)
        if not vetoes[i] & TOC_BIT or i < box_until:
            continue
        box_until = end[i]
        if tree_text[i] > most or not PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]]):
            continue
        hrefs = [href for a in dom.anchors_in(i) if (href := elements[a].get("href")) is not None]
        inward = sum("#" in href and NOTE_FRAGMENT_RE.search(href) is None for href in hrefs)
        if len(hrefs) >= TOC_MIN_LINKS and inward >= TOC_FRAGMENT_SHARE * len(hrefs):
            boxes.append(i)
    return boxes


def leading_author_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements named as an author's box (``AUTHOR_BOX_RE``, poster furniture) that hold the page's first text
    block after its first ``<h1>``: the page is about that author. One pass over the tags, one test per element so
    named; none for a Dom without its lxml elements."""
    headline = first_h1(dom)
    if not dom.has_elements or headline < 0:
        return []
    ids, end = blocks.ids, dom.end
    k = bisect_left(ids, end[headline])
    if k == len(ids):
        return []
    first = ids[k]
    return [i for i in blocks.vetoed if blocks.vetoes[i] & POSTER_BIT and i <= first < end[i]
            and AUTHOR_BOX_RE.search(dom.attr(i, "class") or dom.attr(i, "id"))]


# The bare name "attachments" (``POSTER_RE``: vBulletin 4's and SMF's box under a post) names a notice's own list of
# documents as well: a government notice's "附件：1. 申请表.doc", a council's "Attachments: application form (PDF)",
# part of the notice (review h141: a zh and an en notice lost their attachment lists). A post's attachment box shows
# each file's size beside its name ("(2.4 MB, downloads: 188)"), a notice names its documents: a box so named whose
# blocks hold no file size is the page's (``notice_attachment_boxes``). Extraction-dev unchanged; QA-135 unchanged.
BARE_ATTACHMENTS_RE = re.compile(r"(?<![\w-])attachments(?![\w-])", re.IGNORECASE)
# a file's size: a number and a byte unit ("2.4 MB", "340 KB", "1.2MiB", "56 字节")
FILE_SIZE_RE = re.compile(r"\d(?:[.,]\d+)?\s?(?:[KMGT]i?B|bytes?|字节|位元組)(?![A-Za-z])", re.IGNORECASE)


def notice_attachment_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements named as poster furniture by the bare name "attachments" (``BARE_ATTACHMENTS_RE``) whose blocks
    hold no file size (``FILE_SIZE_RE``): a notice's list of its documents, not a post's attachment box. Reads each
    such box's blocks once (the boxes do not nest: linear); none for a Dom without its lxml elements."""
    if not dom.has_elements:
        return []
    ids, end = blocks.ids, dom.end
    boxes = []
    for i in blocks.vetoed:
        if blocks.vetoes[i] & POSTER_BIT and BARE_ATTACHMENTS_RE.search(dom.attr(i, "class") or dom.attr(i, "id")):
            first, last = bisect_left(ids, i), bisect_left(ids, end[i])
            if not any(FILE_SIZE_RE.search(blocks.texts[k]) for k in range(first, last)):
                boxes.append(i)
    return boxes


def poster_blocks(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it lies in poster furniture (``POSTER_RE``) but for a notice's attachment list
    (``notice_attachment_boxes``)."""
    posters = inside_named(dom, blocks, POSTER_BIT, PAGE_WRAPPER_TAGS, OVERLAY_PAGE_SHARE)
    notices = blocks_inside(dom, blocks, notice_attachment_boxes(dom, blocks))
    return [p and not n for p, n in zip(posters, notices)]


def blocks_inside(dom: Dom, blocks: Blocks, roots: Iterable[int]) -> list[bool]:
    """Per block: whether it lies in the subtree of one of ``roots`` (in any order)."""
    roots = list(roots)
    if not roots:  # (the common case: most pages have no element of a given veto)
        return [False] * len(blocks.ids)
    inside = bytearray(len(dom))
    end = dom.end
    for i in roots:
        if not inside[i]:
            inside[i:end[i]] = b"\x01" * (end[i] - i)
    return [inside[b] == 1 for b in blocks.ids]


def related_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements that start with a related-reading label (``RELATED_HEADING_RE``) and hold more besides, mostly
    links (``RELATED_BOX_LINK_SHARE``: a section of prose under such a heading is the text's), or with a latest-stories
    label (``LATEST_HEADING_RE``) and hold links besides (``LATEST_BOX_LINK_SHARE``)."""
    boxes = []
    ids, parent, end, tags, tree_text = blocks.ids, dom.parent, dom.end, dom.tags, dom.tree_text
    link_text = dom.link_text
    most = OVERLAY_PAGE_SHARE * tree_text[0]
    for b, text, length in zip(ids, blocks.texts, blocks.lengths):
        if length > RELATED_HEADING_CHARS:
            continue
        if not RELATED_HEADING_RE.match(text):
            if LATEST_HEADING_RE.match(text):
                boxes.extend(_latest_box(dom, blocks, b, boxes) or _labelled_section(dom, b))
            continue
        box = parent[b]
        for _ in range(RELATED_HEADING_LEVELS):
            if box < 0 or ids[bisect_left(ids, box)] != b:
                # text before the label: only a list right after it, or the heading's enclosed section
                boxes.extend(_labelled_link_list(dom, b) or _labelled_section(dom, b))
                break
            if tree_text[box] > tree_text[b]:
                if (tree_text[box] <= most and RELATED_WRAPPER_TAGS.isdisjoint(tags[box:end[box]])
                        and link_text[box] >= RELATED_BOX_LINK_SHARE * (tree_text[box] - tree_text[b])):
                    boxes.append(box)
                break
            box = parent[box]
    return boxes


def _latest_box(dom: Dom, blocks: Blocks, label: int, found: list[int]) -> list[int]:
    """The box a latest-stories label opens (its parent, or grandparent for a wrapped label, as in ``related_boxes``)
    when the rest of its text is at least ``LATEST_BOX_LINK_SHARE`` link text, it follows siblings holding
    ``LATEST_AFTER_PROSE_CHARS`` of unlinked text or a related box already ``found``, and it holds no
    ``RELATED_WRAPPER_TAGS`` and at most ``OVERLAY_PAGE_SHARE`` of the page's text; else nothing."""
    ids, tree_text, link_text = blocks.ids, dom.tree_text, dom.link_text
    box = dom.parent[label]
    for _ in range(RELATED_HEADING_LEVELS):
        if box < 0 or ids[bisect_left(ids, box)] != label:
            return []
        rest = tree_text[box] - tree_text[label]
        if rest > 0:
            fits = (tree_text[box] <= OVERLAY_PAGE_SHARE * tree_text[0] and link_text[box] >= LATEST_BOX_LINK_SHARE * rest
                    and RELATED_WRAPPER_TAGS.isdisjoint(dom.tags[box:dom.end[box]])
                    and (_after_prose(dom, box) or _after_box(dom, box, found)))
            return [box] if fits else []
        box = dom.parent[box]
    return []


def _after_prose(dom: Dom, box: int) -> bool:
    """Whether ``box``'s earlier element siblings hold ``LATEST_AFTER_PROSE_CHARS`` of unlinked text at least."""
    p = dom.parent[box]
    if p < 0:
        return False
    kids, unlinked_before = page_memo(dom, ("unlinked_before_children", p), lambda: _unlinked_before_children(dom, p))
    return unlinked_before[bisect_left(kids, box)] >= LATEST_AFTER_PROSE_CHARS


def _unlinked_before_children(dom: Dom, p: int) -> tuple[list[int], list[int]]:
    """``p``'s children (``Dom.child_ids``) and, per position among them and one past the last, the unlinked text of
    the children before it (a running sum): built once per page and parent (``page_memo``), so a column of N latest
    boxes under one parent reads its N children once, not once per box."""
    kids = dom.child_ids(p)
    unlinked_before = [0]
    for c in kids:
        unlinked_before.append(unlinked_before[-1] + dom.tree_text[c] - dom.link_text[c])
    return kids, unlinked_before


def _after_box(dom: Dom, box: int, found: list[int]) -> bool:
    """Whether one of ``box``'s earlier element siblings is a related box already ``found`` (a column of side boxes).
    ``found`` is in document order, so only its last entries can be earlier siblings of ``box``."""
    p = dom.parent[box]
    for b in reversed(found):
        if b < p:
            return False
        if dom.parent[b] == p and b < box:
            return True
    return False


# A related-reading label inside the article after its text (PHPCMS's default template: "<p><strong>相关阅读：</strong>
# </p><ul class="list">" in the story's div) starts no box of its own; the list of links right after it, its next
# sibling, is the box, with the label. QA h91: a PHPCMS article in Tibetan 0.88 -> 1.00; extraction-dev unchanged.
RELATED_LIST_LINK_SHARE = 0.5  # of the list's text in links at least: titles of other stories, not the article's points


def _labelled_link_list(dom: Dom, label: int) -> list[int]:
    """The label and the list (``LIST_TAGS``) that is its next sibling when the list is mostly links (see
    ``RELATED_LIST_LINK_SHARE``), else nothing."""
    after = dom.end[label]
    if (after < len(dom) and dom.parent[after] == dom.parent[label] and dom.tags[after] in LIST_TAGS
            and dom.link_text[after] >= RELATED_LIST_LINK_SHARE * dom.tree_text[after] > 0):
        return [label, after]
    return []


# A section of nothing but paragraphs, most of their text unlinked, is the article's own prose under a heading that
# reads like a box's label: a railway's "Other services", a company's "Other products", a guide's "Latest news" on its
# law, a scholar's "باشقا ماقالىلەر" (other articles), a project's 最新动态 (latest updates), each a paragraph or two
# naming other pages in links inside its sentences (review h124: 5 pages, 11-25 % links, lost whole). A box of other
# pages is cards, list items or titled teasers (an <h3> over each excerpt), or paragraphs that are links themselves.
PROSE_SECTION_TAG = "p"  # HTML §4.4.1: a paragraph
PROSE_SECTION_LINK_SHARE = 0.5  # of the section's text in links, under which its paragraphs are prose


# A related-reading or latest-stories heading among the article's own section headings, its section (the siblings after
# it up to the next heading of its rank or higher) a grid of cards of other pages: a course page's "Other courses you
# may like", a service page's "Our other services", a WordPress query loop's "Latest news", a story's "More from this
# section", set between the article's text and its next section (review h115: 5 pages; h98: 15 pages). The section is
# left out, with its heading, when the page's own text lies before it (``_after_prose``) and a heading of the page's
# follows it (the section is enclosed: a listing page's own stream under such a heading runs to its end), it holds
# some links (``RELATED_BOX_LINK_SHARE``: a prose section so headed is the text's, test_auto_related_prose.py) and at
# most ``OVERLAY_PAGE_SHARE`` of the page's text.


def _labelled_section(dom: Dom, label: int) -> list[int]:
    """The heading ``label`` and its section's elements (see above) when they are a box of other pages, else nothing.
    One pass over the label's later siblings."""
    tags, end, parent = dom.tags, dom.end, dom.parent
    rank = tags[label]
    if rank not in HEADING_TAGS or parent[label] < 0 or not _after_prose(dom, label):
        return []
    section, stop, n = [], end[parent[label]], end[label]
    while n < stop:
        if tags[n] in HEADING_TAGS and tags[n] <= rank:  # "h1" < "h2" < ... : a heading of its rank or higher
            break
        section.append(n)
        n = end[n]
    else:
        return []  # no heading after it: the section runs to the end of its container
    text = sum(dom.tree_text[c] for c in section)
    links = sum(dom.link_text[c] for c in section)
    prose = all(tags[c] == PROSE_SECTION_TAG for c in section) and links < PROSE_SECTION_LINK_SHARE * text
    if (section and not prose and 0 < text <= OVERLAY_PAGE_SHARE * dom.tree_text[0]
            and links >= RELATED_BOX_LINK_SHARE * text):
        return [label, *section]
    return []


def in_share_or_tags(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a block of a share bar or tag list (``SHARE_TAGS_RE``) that is short or links.

    Short: at most ``SHARE_TAGS_CHARS`` characters; links: ``_is_text`` says no.
    """
    named = inside_named(dom, blocks, SHARE_BIT, PAGE_WRAPPER_TAGS)
    return [inside and (length <= SHARE_TAGS_CHARS or not _is_text(dom, b))
            for b, inside, length in zip(blocks.ids, named, blocks.lengths)]


def measured_nodes(dom: Dom, elements: Iterable) -> list[int]:
    """Per lxml element of ``elements`` (None allowed), the node of the nearest of it and its ancestors the Dom
    measured (a dropped control's or an ``<svg>`` star's box), in order; one outside the Dom gives none. The element
    to node index is built once per page (``page_memo.node_of``): two vetoes ask."""
    index_of = node_of(dom)
    nodes = []
    for el in elements:
        while el is not None and el not in index_of:
            el = el.getparent()
        if el is not None:
            nodes.append(index_of[el])
    return nodes


def sibling_positions(dom: Dom, nodes: Iterable[int]) -> dict[int, tuple[list[int], int]]:
    """Per node of ``nodes`` that has a parent: its parent's children (``Dom.child_ids``) and its index among them. Each
    parent's children are read once, whatever the number of ``nodes`` among them (linear)."""
    kids_of: dict[int, tuple[list[int], dict[int, int]]] = {}
    out: dict[int, tuple[list[int], int]] = {}
    for b in nodes:
        parent = dom.parent[b]
        if parent < 0:
            continue
        if parent not in kids_of:
            kids = dom.child_ids(parent)
            kids_of[parent] = kids, {c: k for k, c in enumerate(kids)}
        kids, position = kids_of[parent]
        out[b] = kids, position[b]
    return out


# ``complete_lists``: extraction-dev +0.0001 (11 pages better, 3 lower); QA (h81): a shop's spec item of figures.
LIST_TAGS = frozenset({"ul", "ol", "dl"})  # a list: its li, dt and dd children are its items
