"""Statement boxes: a publisher's statement under a post, named so by its class (``statement_boxes``).

Chinese portals name the notice they print under every post its statement (声明, "statement"): NetEase's
``div.post_statement`` ("特别声明：以上内容…为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储服务。" and its English
"Notice: The content above…"), its editor's line ``div.creative_statement`` ("责任编辑：…"), Tencent News's and other
portals' ``div.statement`` (a reader's report link, "本文为作者授权…"). The words are the platform's, not the writer's.
The generated Tibetan and Uyghur variants change the words and keep the names, so the box is read by its class: a
class word that is ``statement`` alone or a CMS's ``<part>_statement`` (``STATEMENT_CLASS_RE``). A hyphened
"mission-statement" or "problem-statement" (an about page's mission, a contest's problem) names the page's own text
and does not match, nor does an underscored kind of the page's own (``OWN_STATEMENT_KINDS``: "mission_statement").
An element so named that holds the page's ``<h1>``, ``<main>`` or ``<article>``
(``PAGE_WRAPPER_TAGS``) or over ``OVERLAY_PAGE_SHARE`` of its text is the page, and one of more than
``STATEMENT_NOTICE_BLOCKS`` blocks with text is the page's own statement (a privacy or press statement, a financial
statement's table), not a notice.
Extraction-dev: all 0.9074 -> 0.9080, 12 article pages of 5 structures better (+0.002 to +0.114: NetEase's notice
in three variants, a Uyghur twin of a portal's article 0.886 -> 1.000), none lower.
A box named as a copyright or disclaimer notice (``NOTICE_CLASS_RE``: ifeng's ``div.index_copyRight_*`` under the
story) is such a notice too, read by its name where the variants change its words (the original's words drop it by
``lines``), unless a paragraph is its sibling (``_beside_paragraphs``): 39.net's ``div.art_copyright`` among the story's
``<p>`` is the story's own closing line, kept by its truth in every variant (three pages lost up to 0.011 without the
guard). Extraction-dev: ifeng's structure +0.004 (zh), +0.009 (bo tmw), +0.018 (ug), no other page changes.
A story's info box (``INFO_CLASS_RE``: "article-info") whose every line is a field ("来源：…", "联系电话：…") is the
publisher's record of the story too (``info_boxes``; review h217; extraction-dev unchanged, 0 of 460).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from extract.algorithms.auto.boxes import OVERLAY_PAGE_SHARE, PAGE_WRAPPER_TAGS, blocks_inside, named_boxes
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text_may_hold
from extract.algorithms.auto.words import HEADING_TAGS, KEYWORD_CACHE_SIZE
from extract.dom import Dom

# blocks with text at most of a platform's notice: a line or two, and its translation (extraction-dev: every box 1 or
# 2). A box of more is a statement the page publishes: a privacy statement, a government's press statement, a
# company's financial statement table in a results story (review h190)
STATEMENT_NOTICE_BLOCKS = 2
# the kinds of statement a page publishes as its own text, not a platform's notice: "mission_statement" on an about
# page, a "privacy_statement", a contest's "problem_statement", a company's "financial_statement" (review h190)
OWN_STATEMENT_KINDS = r"mission|vision|purpose|values?|privacy|problem|task|financial|income|press|joint|artist|personal"
# a class word "statement", alone or after a CMS's underscored part ("post_statement"), not a hyphened compound nor
# one of ``OWN_STATEMENT_KINDS``
STATEMENT_CLASS_RE = re.compile(
    rf"(?<![\w-])(?!(?:{OWN_STATEMENT_KINDS})_)(?:[a-z0-9]+_)?statement(?![\w-])", re.IGNORECASE)


# A class part naming a copyright or disclaimer notice: "copyright", "index_copyRight_A74B5", "post-disclaimer"; its
# letters whole (not "copyrighted"), case-sensitive past the first letter (camelCase "copyRight"). The generated
# Tibetan and Uyghur variants fill such a notice with their own words, so the text-read ``lines.is_credit_line`` and
# ``_COPYRIGHT_NOTICE`` miss it there: ifeng's "特别声明：以上作品内容…本平台仅提供信息存储空间服务" under the story, in
# ``div.index_copyRight_*`` (extraction-dev: its Uyghur and Tibetan twins keep it, the original drops it by its words).
# A camelCase word after it names the notice's own part only when it is a language's code (ifeng's "copyRightZh",
# "copyRightCh") or a box's word ("copyrightBox", "disclaimerText"); any other word makes the notice's name a modifier
# of another thing: Zhihu's answer body ``span.RichText.CopyrightRichText-richText`` is an answer whose reprint rights
# the site records, the page's text (review h224: a Zhihu-like page lost every answer).
NOTICE_PART_SUFFIX = r"[A-Z][a-z]?|Box|Wrap|Notice|Info|Text"
NOTICE_CLASS_RE = re.compile(
    rf"(?<![A-Za-z])(?:[Cc]opy[Rr]ight|COPYRIGHT|[Dd]isclaimer|DISCLAIMER)(?:{NOTICE_PART_SUFFIX})?(?![A-Za-z])")
# The words one of which every class the two patterns find holds, lowered: the statements' page gate
STATEMENT_GATE_WORDS = ("statement", "copyright", "disclaimer")
STORY_LINE_TAG = "p"  # a paragraph: a notice box beside one is the story's own closing line, not the platform's


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_notice_class(class_name: str) -> bool:
    """Whether a class attribute names a copyright or disclaimer notice (``NOTICE_CLASS_RE``), remembered as
    ``is_statement_class``."""
    return NOTICE_CLASS_RE.search(class_name) is not None


def _beside_paragraphs(dom: Dom, box: int) -> bool:
    """Whether an element of the box's parent, other than the box, is a paragraph (``STORY_LINE_TAG``): the box is a
    line of the story's own text (39.net's "原创内容，未经授权不得转载" among the story's ``<p>``, which its truth keeps).
    Reads the parent's children (a named box's few)."""
    parent, end, tags = dom.parent, dom.end, dom.tags
    up = parent[box]
    if up < 0:
        return False
    child = up + 1
    while child < end[up]:
        if child != box and tags[child] == STORY_LINE_TAG:
            return True
        child = end[child]
    return False


# A story's info box under or over its text, named so by the CMS ("article-info", "post_info", "news-info": a Chinese
# portal's "来源：县融媒体中心 / 联系电话：0891-6321456 / 责任编辑：王芳"), every line of it a field (a short name, a colon, its
# value): the publisher's record of the story, not its text. Extraction-dev truths leave the source line out on 15 of
# the 17 Chinese article pages that print one, and the phone line on 4 of 5 (review h217: such a list under the story
# was kept). A box of the same name holding a sentence (a story's summary) is no such record and stays.
INFO_CLASS_RE = re.compile(r"(?<![a-z])(?:article|post|news|entry)[-_]?info(?![a-z])", re.IGNORECASE)
INFO_CLASS_WORD = "info"  # in every match of ``INFO_CLASS_RE`` (the gate, lowered)
# characters at most of a field: a name and a value, no sentence; a line of several fields ("来源：X 编辑：Y") as many
# times (a Tibetan record on one line runs 74 characters for three fields: review h228)
INFO_FIELD_CHARS = 60
INFO_NAME_CHARS = 8  # characters at most of a field's name before its colon ("联系电话", "Source", "ཁུངས།")
# ... or of Tibetan letters, whose words run longer: a syllable is one to four letters and its tsheg ("ཡོང་ཁུངས",
# "རྩོམ་སྒྲིག་པ": the Tibetan of "来源", "编辑"; review h228)
INFO_TIBETAN_NAME_CHARS = 16
TIBETAN_NAME = rf"[\u0f00-\u0fff]{{1,{INFO_TIBETAN_NAME_CHARS}}}"
INFO_FIELD_RE = re.compile(  # "name: value"
    rf"^\s*(?:[^\s:：][^:：\n]{{0,{INFO_NAME_CHARS - 1}}}|{TIBETAN_NAME})[:：]\s*\S")
INFO_FIELDS_MIN = 2  # fields (colons) at least of such a box, on one line or more (one field alone is a byline)
# a clause mark inside a line: a sentence, not a field's value ("摘要：老街修缮完成后，十几家作坊重新开门。"); a
# value is a name, a number or a date ("县融媒体中心", "0891-6321456")
# (a shad closing the line closes a name too, and so does one before the next field's name: "ཡོང་ཁུངས: X། རྩོམ་པ་པོ: Y")
CLAUSE_MARK_RE = re.compile(
    rf"[，。！？；、،؛]|[.!?;,]\s|།(?!\s*{TIBETAN_NAME}[:：])\s*\S")
# A box set between two paragraphs of the story (its previous and its next element siblings are ``STORY_LINE_TAG``s
# with text) is the story's own list of fields, not the publisher's record over or under it: a government notice's
# "办理地点：… / 办理时限：… / 收费标准：…" inside its text (review h228: such a notice lost all five fields). A list, a
# field a line (``INFO_LIST_LINES_MIN`` blocks with text at least): a record on one line ("来源：X 编辑：Y") between a
# story's summary paragraph and its text is still the publisher's.
INFO_LIST_LINES_MIN = 2


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_info_class(class_name: str) -> bool:
    """Whether a class attribute names a story's info box (``INFO_CLASS_RE``), remembered as ``is_statement_class``."""
    return INFO_CLASS_WORD in class_name.lower() and INFO_CLASS_RE.search(class_name) is not None


def _between_paragraphs(dom: Dom, box: int) -> bool:
    """Whether the box's previous and next element siblings are both paragraphs (``STORY_LINE_TAG``) with text, the
    previous one or a subheading right after one (``<p>…</p><h3>配料</h3><div class="post-info">``: a recipe's list
    under its heading; a post's title over its record follows no paragraph)."""
    parent, end, tags, text = dom.parent, dom.end, dom.tags, dom.tree_text

    def is_line(i: int) -> bool:
        return i >= 0 and tags[i] == STORY_LINE_TAG and text[i] > 0

    before, after = dom.previous_sibling(box), end[box]
    if before >= 0 and tags[before] in HEADING_TAGS:
        before = dom.previous_sibling(before)
    return is_line(before) and after < len(tags) and parent[after] == parent[box] and is_line(after)


def info_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The outermost elements named as a story's info box (``INFO_CLASS_RE``) that hold neither the page's
    ``PAGE_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text, and whose every block with text is a field line
    (``INFO_FIELD_RE``, at most ``INFO_FIELD_CHARS`` a field, no clause mark: ``CLAUSE_MARK_RE``), ``INFO_FIELDS_MIN``
    fields at least ("来源：X 编辑：Y" on one line is two); not a list of ``INFO_LIST_LINES_MIN`` lines set between the
    story's paragraphs (``_between_paragraphs``)."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, (INFO_CLASS_WORD,)):
        return []  # (the page gate, exact, h309: every class found holds the word, lowered, so the page's classes do)
    end, tags, tree_text = dom.end, dom.tags, dom.tree_text
    most = OVERLAY_PAGE_SHARE * tree_text[0]

    def lines_in(i: int) -> int:
        first, last = bisect_left(blocks.ids, i), bisect_left(blocks.ids, end[i])
        return sum(1 for length in blocks.lengths[first:last] if length)

    def fits(i: int) -> bool:
        return (tree_text[i] <= most and PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]])
                and not (_between_paragraphs(dom, i) and lines_in(i) >= INFO_LIST_LINES_MIN))

    found = []
    for box in named_boxes(dom, blocks, is_info_class, fits):
        first, last = bisect_left(blocks.ids, box), bisect_left(blocks.ids, end[box])
        lines = [(text, length) for text, length in zip(blocks.texts[first:last], blocks.lengths[first:last]) if length]
        if sum(text.count(":") + text.count("：") for text, _ in lines) >= INFO_FIELDS_MIN and all(
                length <= INFO_FIELD_CHARS * max(1, text.count(":") + text.count("："))
                and INFO_FIELD_RE.match(text) is not None
                and CLAUSE_MARK_RE.search(text) is None for text, length in lines):
            found.append(box)
    return found


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_statement_class(class_name: str) -> bool:
    """Whether a class attribute names a statement (``STATEMENT_CLASS_RE``); remembered across pages, as
    ``words.class_masks``: a site repeats its class strings on every node and every page."""
    return STATEMENT_CLASS_RE.search(class_name) is not None


def statement_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The outermost elements named as a statement (``STATEMENT_CLASS_RE``) or a notice (``NOTICE_CLASS_RE``, not
    ``_beside_paragraphs``) among the blocks and their ancestors
    that hold neither the page's ``PAGE_WRAPPER_TAGS`` nor over ``OVERLAY_PAGE_SHARE`` of its text, nor more than
    ``STATEMENT_NOTICE_BLOCKS`` blocks with text. One pass over the blocks and their ancestors (each read once), one
    over the blocks per box. The classes are those the features read (``Blocks.classes``: the same nodes), each
    distinct one matched once (``is_statement_class``): over the dev set's 460 pages 0.28 -> 0.06 CPU-s (best of 3)."""
    if not dom.has_elements:
        return []
    if not class_text_may_hold(dom, blocks, STATEMENT_GATE_WORDS):
        return info_boxes(dom, blocks)  # (the page gate, exact, h309: no class names a statement or a notice)
    end, tags, tree_text = dom.end, dom.tags, dom.tree_text
    most = OVERLAY_PAGE_SHARE * tree_text[0]

    def fits(i: int) -> bool:  # a box, not the page; a notice's box beside the story's paragraphs is the story's
        return (tree_text[i] <= most and PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]])
                and (is_statement_class(dom.attr(i, "class")) or not _beside_paragraphs(dom, i)))

    boxes = named_boxes(dom, blocks, lambda name: is_statement_class(name) or is_notice_class(name), fits)
    return info_boxes(dom, blocks) + [box for box in boxes if sum(
        1 for inside, length in zip(blocks_inside(dom, blocks, [box]), blocks.lengths) if inside and length)
        <= STATEMENT_NOTICE_BLOCKS]
