"""Block features: the unit (``Blocks``) and the 46 numbers of every text block (``FEATURES``, ``block_features``).

The design's step 1: link density of the block and of its ancestors (seed 000 Relativity, seed 004 rho), log text
lengths (seed 002 TA) and link counts (seed 002 LA), the maximum-subtree-sum container of ``text - 3 * link text``
(``_main_container``, seed 002's CC read as one best subtree), tag-path repetition (seed 003 clusters), title
likeness (seed 001), sentence punctuation and digits, position, distance from the first ``<h1>``, duplicated text,
HTML5 landmarks and the class/id words of :mod:`extract.algorithms.auto.words`, near and far. Also each block's
text (``_block_text``, ``_block_strings``, with their C twins in ``extract/_speedups.c``) and its topic bag of words
(``topic_bags``, read by seed 004's TF-IDF cosine in :mod:`extract.algorithms.auto.model`). ``block_features`` is the
hot loop of the extractor: one pass over the nodes, no step that scans a subtree per block.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property

import regex

from extract.algorithms._blocks import block_owner
from extract.algorithms.auto.words import (
    FURNITURE_TAG_BIT,
    HEADING_TAGS,
    KEYWORD_GROUPS,
    MAIN_TAG_BIT,
    _attribute_masks,
    _inherited_marks,
    _mark_button_links,
    _unmark_forum_posts,
    blocks_and_ancestors,
)
from extract.dom import Dom
from extract.scripts import SENTENCE_END_RE
from extract.tokenize import HAN_WORD_RE

# the per-block passes in C where they are built (extract/optional_c.py); the Python functions beside each use
# (``_block_text_python`` and the like) are the reference, with the same results
from extract.optional_c import SPEEDUPS as _speedups
CELL_TAGS = frozenset({"td", "th", "dd", "dt"})
GENERIC_TAGS = frozenset({"div", "section", "article", "main", "body", "center", "form", "html"})
ANCESTOR_LEVELS = 6  # ancestors of a block read by the features and stage 2
KEYWORD_NEAR = 3  # ancestors (levels above the block) whose class/id count as "near"
# Marks that end a sentence in the four languages (Tibetan shad, Arabic comma/question, CJK).
SENTENCE_MARKS = ".!?\u0f0d\u0f0e\u060c\u061f\u06d4\u3002\uff01\uff1f\uff0c,;:"
SENTENCE_MARKS_RE = re.compile(f"[{re.escape(SENTENCE_MARKS)}]")
FEATURES = (
    "bias", "log_text", "link_density", "heading", "paragraph", "list_item", "cell", "generic",
    "a1_link_density", "a2_link_density", "a3_link_density", "a5_link_density",
    "a1_log_text", "a3_log_text", "a5_log_text", "a3_page_share",
    "in_main", "main_depth", "furniture_tag", "main_tag",
    *(f"near_{g}" for g in KEYWORD_GROUPS), *(f"far_{g}" for g in KEYWORD_GROUPS),
    "after_h1", "h1_distance", "duplicate", "punctuation", "digits", "path_repeat", "position", "title_like", "rel_text", "link_count",
)
# A decimal digit: ASCII, Tibetan, Arabic-Indic, Persian (each script's first and last digit)
DIGIT_RANGES = (("0", "9"), ("\u0f20", "\u0f29"), ("\u0660", "\u0669"), ("\u06f0", "\u06f9"))
DIGIT_SPAN = "".join(f"{first}-{last}" for first, last in DIGIT_RANGES)  # the ranges, for a class with more in it
DIGITS = frozenset(chr(c) for first, last in DIGIT_RANGES for c in range(ord(first), ord(last) + 1))  # its characters
DIGIT_CLASS = f"[{DIGIT_SPAN}]"
DIGIT_RE = re.compile(DIGIT_CLASS)
# Words of a block for its topic vector (seed 004's in-page TF-IDF, without a segmenter):
# a Han run becomes its character bigrams (one character alone stays), anything else
# is a run of letters, digits and marks (a Tibetan syllable: the tsheg is not \w),
# lower-cased.
TOPIC_WORD_RE = regex.compile(r"(\p{Han}+)|([\w\p{M}]+)")
TOPIC_PLAIN_WORD_RE = regex.compile(r"[\w\p{M}]+")  # the same words in a text without Han (the common case)
# A character at or past U+2E80 CJK RADICALS SUPPLEMENT, the first Han character (Unicode Scripts.txt; the test
# suite checks none before it is \p{Han}): a text without one has no Han, found by one ``re`` range scan.
BEYOND_HAN_FIRST_RE = re.compile("[\u2e80-\U0010ffff]")
# Characters of a block read for its words: the opening of a paragraph names its
# topic as well as the whole, at a bounded cost (extraction-dev CV: see the docstring).
TOPIC_CHARS = 300
# The characters of most block texts (code point ranges, first and last: Latin, Arabic, Tibetan, general punctuation
# with the joiners): a text of these alone has its words found by the standard library's ``re``
# (``TOPIC_QUICK_WORD_RE``) at two thirds of ``TOPIC_PLAIN_WORD_RE``'s cost (extraction-dev: 93 % of the texts).
TOPIC_QUICK_RANGES = ((0x0000, 0x024F), (0x0600, 0x06FF), (0x0F00, 0x0FFF), (0x2000, 0x206F))


def _char_class(code_points: list[int]) -> str:
    """A character class (no brackets) of the sorted ``code_points``, each run of consecutive ones as a range."""
    spans: list[str] = []
    k = 0
    while k < len(code_points):
        j = k
        while j + 1 < len(code_points) and code_points[j + 1] == code_points[j] + 1:
            j += 1
        first, last = re.escape(chr(code_points[k])), re.escape(chr(code_points[j]))
        spans.append(first if j == k else f"{first}-{last}")
        k = j + 1
    return "".join(spans)


# A character outside ``TOPIC_QUICK_RANGES`` (None found: the quick words may be read), the class written from the
# ranges themselves
TOPIC_UNQUICK_RE = re.compile("[^" + "".join(f"{re.escape(chr(first))}-{re.escape(chr(last))}"
                                             for first, last in TOPIC_QUICK_RANGES) + "]")
_QUICK_CODE_POINTS = [c for first, last in TOPIC_QUICK_RANGES for c in range(first, last + 1)]
# ``TOPIC_PLAIN_WORD_RE`` on a text of ``TOPIC_QUICK_RANGES`` alone: a run of the characters of those ranges that it
# reads as a word's, each asked of ``TOPIC_PLAIN_WORD_RE`` itself here. Exact: its class is a test of one character
# (no context, no flags that join characters), so on such a text the runs it finds are the runs of these characters.
TOPIC_QUICK_WORD_RE = re.compile(
    f"[{_char_class([c for c in _QUICK_CODE_POINTS if TOPIC_PLAIN_WORD_RE.fullmatch(chr(c))])}]+")


# The keyword features of a mask, in ``KEYWORD_GROUPS`` order (one table lookup per block).
KEYWORD_FLAGS = tuple(tuple(float(mask >> g & 1) for g in range(len(KEYWORD_GROUPS)))
                      for mask in range(1 << len(KEYWORD_GROUPS)))
KEYWORD_BITS = FURNITURE_TAG_BIT - 1


@dataclass
class Blocks:
    """The text blocks of a page: ids, stage-1 feature rows, text lengths, ancestor chains.

    ``vetoes`` holds every node's ``veto_mask`` (read with the features, used by
    ``furniture_veto``).
    """

    ids: list[int]
    rows: list[list[float]]
    lengths: list[int]
    ancestors: list[tuple[int, ...]]
    owner: list[int]
    vetoes: list[int]
    # the distinct block texts' words (``topic_bags``) and, per block, the index of its text's bag
    bags: list[dict[str, int]] = field(default_factory=list)
    bag_of: list[int] = field(default_factory=list)
    # per block: its slot, the tag path and the class of the block (of its parent when it has none)
    slots: list[tuple[int, str]] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)  # per block: its raw text (``_block_strings``)
    # per block: its text without white space, made once for the features (the copies, the title test) and read by
    # the rules that compare texts (``reply_subject_lines``: 114,000 joins less over the dev set)
    compact: list[str] = field(default_factory=list)
    # the class of each block and ancestor that has one (``_attribute_masks`` reads them once): the steps that climb
    # from the blocks read it here, not from lxml again (``statements.statement_boxes``: 135,000 reads over the dev
    # set); None where the Blocks were built without them (the steps read the elements)
    classes: dict[int, str] | None = None

    @cached_property
    def vetoed(self) -> list[int]:
        """The nodes with a veto bit (``vetoes``), in document order: the few a veto by name starts from
        (``inside_named`` reads these, not every node of the page once per veto)."""
        return list(itertools.compress(range(len(self.vetoes)), self.vetoes))


# A kept paragraph of the page's own text (``is_kept_paragraph``): the sign several rescues read that a box beside it
# (a headed table or a facts table between the story's paragraphs, a reading list, a run of drawers under the page's
# introduction) stands in the story's flow. A kept ``<p>`` (no heading, no list item or cell: a label's or a date's
# kept line is none) of KEPT_PARAGRAPH_CHARS at least; ``sentence``: closing in a sentence's mark too (a reading list's
# story, whose lists follow headings and standfirsts). Session 41 (h263): one predicate for the four copies that were
# written out (``tables``' two, 30 characters, one a ``<p>``, one no heading; ``series_indexes``', 20 and a sentence;
# ``teasers``', 30); dev texts identical at 20 and at 30 characters, 30 is the stricter guard (``series_indexes``'
# reading lists keep it: pinned by tests/test_auto_final_read_more_s41.py). ``any_block``: any kept block but a
# heading, the headed table's old test (a CMS writing its paragraphs as ``<div>``: ``tables._headed_in_flow``).
KEPT_PARAGRAPH_CHARS = 30  # characters (``Blocks.lengths``) at least: a sentence, no label (a Chinese one runs 30-40)
KEPT_PARAGRAPH_TAG = "p"  # the paragraph's tag: prose, not a heading, a list item or a cell


def is_kept_paragraph(dom: Dom, keep: bytearray, blocks: Blocks, k: int, *, sentence: bool = False,
                      any_block: bool = False) -> bool:
    """Whether block ``k`` is a kept paragraph of the page's text: a kept ``KEPT_PARAGRAPH_TAG`` (any block but a
    heading, ``HEADING_TAGS``, when ``any_block``) of ``KEPT_PARAGRAPH_CHARS`` or more, closing in a sentence's mark
    (``SENTENCE_END_RE``) too when ``sentence``."""
    b = blocks.ids[k]
    tag = dom.tags[b]
    if not (keep[b] and (tag not in HEADING_TAGS if any_block else tag == KEPT_PARAGRAPH_TAG)
            and blocks.lengths[k] >= KEPT_PARAGRAPH_CHARS):
        return False
    return not sentence or SENTENCE_END_RE.search(blocks.texts[k].strip()) is not None


def topic_bags(texts: list[str]) -> list[dict[str, int]]:
    """Per text: its words (``TOPIC_WORD_RE``, the first ``TOPIC_CHARS`` characters) with their counts.

    >>> [dict(bag) for bag in topic_bags(["Tea, tea and 中文字", "བོད་ཡིག"])]
    [{'tea': 2, 'and': 1, '中文': 1, '文字': 1}, {'བོད': 1, 'ཡིག': 1}]
    """
    bags: list[dict[str, int]] = []
    beyond_han_first, plain_words = BEYOND_HAN_FIRST_RE.search, TOPIC_PLAIN_WORD_RE.findall  # (bound once a page)
    unquick, quick_words = TOPIC_UNQUICK_RE.search, TOPIC_QUICK_WORD_RE.findall
    for text in texts:
        lowered = text[:TOPIC_CHARS].lower()
        # (a text of ``TOPIC_QUICK_RANGES`` alone has no Han, all past them: its plain words, read the quick way)
        quick = unquick(lowered) is None
        if quick or not (beyond_han_first(lowered) and HAN_WORD_RE.search(lowered)):
            words = quick_words(lowered) if quick else plain_words(lowered)
            ones = dict.fromkeys(words, 1)  # (most texts repeat no word: a dict of ones, made in C, not a Counter)
            bags.append(ones if len(ones) == len(words) else Counter(words))
            continue
        bag: dict[str, int] = {}
        for han, word in TOPIC_WORD_RE.findall(lowered):
            if han:
                pieces = [han[i:i + 2] for i in range(len(han) - 1)] if len(han) > 1 else [han]
            else:
                pieces = [word]
            for piece in pieces:
                bag[piece] = bag.get(piece, 0) + 1
        bags.append(bag)
    return bags


def _block_text(dom: Dom, owner: list[int]) -> tuple[list[int], list[int], list[int]]:
    """Per block node: its text length, the part of it inside links, and its outermost links (one pass over the
    nodes: in C where the speedup is built, else ``_block_text_python``)."""
    if _speedups is None:
        return _block_text_python(dom, owner)
    return _speedups.block_text(dom.parent, dom.own_text, dom.in_link, dom.tags, owner)


def _block_text_python(dom: Dom, owner: list[int]) -> tuple[list[int], list[int], list[int]]:
    """``_block_text``'s reference: per block node its text length, the part of it inside links, its outermost
    links."""
    n = len(dom)
    parent, own_text, in_link, tags = dom.parent, dom.own_text, dom.in_link, dom.tags
    btext = [0] * n
    blink = [0] * n
    bcount = [0] * n
    for i in range(n):
        t = own_text[i]
        if t:
            o = owner[i]
            btext[o] += t
            if in_link[i]:
                blink[o] += t
        if tags[i] == "a" and in_link[i] and (parent[i] < 0 or not in_link[parent[i]]):
            bcount[owner[i]] += 1
    return btext, blink, bcount


def _block_strings(dom: Dom, owner: list[int], blocks: list[int]) -> list[str]:
    """The raw text of each block (its own and its inline nodes' pieces, joined): one pass over the page's pieces, in
    C where the speedup is built, else ``_block_strings_python``."""
    if _speedups is None:
        return _block_strings_python(dom, owner, blocks)
    return _speedups.block_strings(dom.piece_owner, dom.piece_text, owner, blocks)


def _block_strings_python(dom: Dom, owner: list[int], blocks: list[int]) -> list[str]:
    """``_block_strings``'s reference: the raw text of each block (its own and its inline nodes' pieces, joined)."""
    strings: dict[int, list[str]] = {b: [] for b in blocks}
    for o, text in zip(dom.piece_owner, dom.piece_text):
        if text is not None:
            b = owner[o]
            if b in strings:
                strings[b].append(text)
    return ["".join(strings[b]) for b in blocks]


# The main container (``_main_container``) holds the main text's blocks: a node holding one block only, with link text
# in it, is a line of text and links (a site's footer of licence and contact lines between its links), never the box
# of a text. On a page whose article is short, such a footer outweighed the article's box, and the sidebar beside the
# article, its teasers and its tags near the page's best logit, was kept. Extraction-dev: all 0.9045 -> 0.9053, one page
# changed (a Uyghur article-zh whose footer of 430 characters outweighed its article's 194: 0.382 -> 0.943, its
# Tibetan twin 0.724, footer 421 with more link text, chose the article's box); QA-91 0.837 -> 0.852, QA-129 0.861
# -> 0.866, the other sets and checkers unchanged. Every node holding one linked block left out (a page of one
# block): the first choice stands.
NO_CONTAINER = -math.inf  # the score of a node that cannot be the main container


def _main_container(dom: Dom, blocks: list[int], btext: list[int], blink: list[int]) -> int:
    """The node whose subtree maximises ``text - 3 * link text`` over its blocks (first of equals), a node holding one
    block only, with link text in it, left out (see ``NO_CONTAINER``). Three subtree sums."""
    value = [0] * len(dom)
    held = [0] * len(dom)
    for b in blocks:
        value[b] = btext[b] - 3 * blink[b]
        held[b] = 1
    total = dom.accumulate(value)
    boxes = [NO_CONTAINER if count == 1 and links else score
             for score, count, links in zip(total, dom.accumulate(held), dom.accumulate(blink))]
    # the root holds every block: left out, the page is one linked block, and its best node stands
    chosen = boxes if boxes[0] > NO_CONTAINER else total
    return chosen.index(max(chosen))


def block_features(dom: Dom, title: str = "") -> Blocks:
    """Every text block of the page with its stage-1 features (``FEATURES`` order).

    Composed of per-page steps (no step is called per block, so the split costs no speed): the blocks and their
    text, the main container, the class/id marks (``_block_marks``), the feature rows and ancestor chains
    (``_block_rows``, the one loop over the blocks) and the distinct texts' topic bags (``_text_bags``)."""
    n = len(dom)
    if n == 0:
        return Blocks([], [], [], [], [], [])
    owner = block_owner(dom)
    btext, blink, bcount = _block_text(dom, owner)
    blocks = [i for i in range(n) if btext[i] > 0]
    if not blocks:
        return Blocks([], [], [], [], owner, [0] * n)
    raw = _block_strings(dom, owner, blocks)
    main = _main_container(dom, blocks, btext, blink)
    keywords, vetoes, classes, far = _block_marks(dom, owner, blocks, btext)
    texts = ["".join(text.split()) for text in raw]
    rows, chains = _block_rows(dom, title, blocks, raw, texts, (btext, blink, bcount), main, keywords, far)
    bags, bag_of = _text_bags(raw, texts)
    parent = dom.parent
    slots = [(dom.path[b], classes.get(b) or classes.get(parent[b], "")) for b in blocks]
    return Blocks(blocks, rows, [btext[b] for b in blocks], chains, owner, vetoes, bags, bag_of, slots, raw, texts,
                  classes=classes)


def _block_marks(dom: Dom, owner: list[int], blocks: list[int],
                 btext: list[int]) -> tuple[list[int], list[int], dict[int, str], list[int]]:
    """The class/id marks of the blocks and their ancestors: the keyword masks (``KEYWORD_RES``), the veto masks
    (``VETO_RES``, forum posts unmarked, button links marked), the classes read and the marks every block inherits
    from any ancestor (``far``)."""
    marked = blocks_and_ancestors(dom, blocks)
    keywords, vetoes, classes = _attribute_masks(dom, marked)
    _unmark_forum_posts(dom, marked, classes, keywords, vetoes)
    _mark_button_links(dom, owner, vetoes, btext)
    far = _inherited_marks(dom, keywords, marked)
    return keywords, vetoes, classes, far


# The scales of ``_block_rows``' bounded features (the learnt weights were fitted with these; change them only with a
# retraining, ``tsheg bench train-auto``).
MAIN_DEPTH_LEVELS = 8  # levels under the main container at which ``main_depth`` reaches 1
PUNCTUATION_SCALE = 40  # characters per sentence mark at which ``punctuation`` reaches 1
H1_DISTANCE_BLOCKS = 20  # blocks from the first <h1> at which ``h1_distance`` reaches 1


@dataclass(frozen=True)
class RowContext:
    """What every block's row reads of its page, set up once before the loop over the blocks (``_block_rows``)."""

    main: int  # the main container (``_main_container``) and the end of its subtree
    main_end: int
    max_text: int  # the longest block's text
    page_text: int  # the page's text, at least 1
    first_h1: int  # the index (among the blocks) of the first <h1>, -1 when there is none
    title_key: str  # the page's title without white space
    seen: list[int]  # per block: the blocks with its whitespace-free text
    path_counts: list[int]  # per block: the blocks with its tag path


def _block_rows(dom: Dom, title: str, blocks: list[int], raw: list[str], texts: list[str],
                counts: tuple[list[int], list[int], list[int]], main: int, keywords: list[int],
                far: list[int]) -> tuple[list[list[float]], list[tuple[int, ...]]]:
    """Each block's stage-1 row (``FEATURES`` order) and its chain of ``ANCESTOR_LEVELS`` ancestors: the hot loop,
    one pass over the blocks reading page-wide context set up once before it (``RowContext``, counted in C). In C
    where the speedup is built (``block_rows``: the same floats, from the same operations), else
    ``_block_rows_python``. ``counts``: the blocks' own text, link text and link counts (``_block_text``)."""
    btext = counts[0]
    tags, path = dom.tags, dom.path
    block_paths = list(map(path.__getitem__, blocks))
    path_count = Counter(block_paths)
    seen = Counter(texts)
    context = RowContext(
        main=main, main_end=dom.end[main], max_text=max(map(btext.__getitem__, blocks)),
        page_text=max(1, dom.tree_text[0]), first_h1=next((k for k, b in enumerate(blocks) if tags[b] == "h1"), -1),
        title_key="".join(title.split()), seen=list(map(seen.__getitem__, texts)),
        path_counts=list(map(path_count.__getitem__, block_paths)))
    if _speedups is None:
        return _block_rows_python(dom, blocks, raw, texts, counts, keywords, far, context)
    return _speedups.block_rows(
        blocks, raw, texts, counts, (dom.parent, tags, dom.tree_text, dom.link_text, dom.depth), keywords, far,
        (context.main, context.main_end, context.max_text, context.page_text, context.first_h1, context.title_key,
         context.seen, context.path_counts),
        (HEADING_TAGS, CELL_TAGS, GENERIC_TAGS, KEYWORD_FLAGS, SENTENCE_MARKS, DIGIT_RANGES),
        (ANCESTOR_LEVELS, KEYWORD_NEAR, FURNITURE_TAG_BIT, MAIN_TAG_BIT, KEYWORD_BITS, MAIN_DEPTH_LEVELS,
         PUNCTUATION_SCALE, H1_DISTANCE_BLOCKS))


def _block_rows_python(dom: Dom, blocks: list[int], raw: list[str], texts: list[str],
                       counts: tuple[list[int], list[int], list[int]], keywords: list[int], far: list[int],
                       context: RowContext) -> tuple[list[list[float]], list[tuple[int, ...]]]:
    """``_block_rows``' reference: the loop over the blocks."""
    btext, blink, bcount = counts
    parent, tags = dom.parent, dom.tags
    tree_text, link_text, depth = dom.tree_text, dom.link_text, dom.depth
    main, main_end, max_text, page_text = context.main, context.main_end, context.max_text, context.page_text
    first_h1, title_key = context.first_h1, context.title_key
    rows = []
    chains = []
    nb = len(blocks)
    for k, b in enumerate(blocks):
        t = btext[b]
        tag = tags[b]
        text = raw[k]
        anc = []
        x = b
        for _ in range(ANCESTOR_LEVELS):
            x = parent[x] if parent[x] >= 0 else x
            anc.append(x)
        near = keywords[b]
        for x in anc[:KEYWORD_NEAR]:
            near |= keywords[x]
        chains.append(tuple(anc))
        a1, a3, a5 = anc[0], anc[2], anc[4]
        compact = texts[k]
        fm = far[b]
        rows.append([
            1.0,
            math.log1p(t),
            blink[b] / t,
            1.0 if tag in HEADING_TAGS else 0.0,
            1.0 if tag == "p" else 0.0,
            1.0 if tag == "li" else 0.0,
            1.0 if tag in CELL_TAGS else 0.0,
            1.0 if tag in GENERIC_TAGS else 0.0,
            link_text[a1] / max(1, tree_text[a1]),
            link_text[anc[1]] / max(1, tree_text[anc[1]]),
            link_text[a3] / max(1, tree_text[a3]),
            link_text[a5] / max(1, tree_text[a5]),
            math.log1p(tree_text[a1]),
            math.log1p(tree_text[a3]),
            math.log1p(tree_text[a5]),
            tree_text[a3] / page_text,
            1.0 if main <= b < main_end else 0.0,
            (min(MAIN_DEPTH_LEVELS, max(0, depth[b] - depth[main])) / MAIN_DEPTH_LEVELS
             if main <= b < main_end else 0.0),
            1.0 if fm & FURNITURE_TAG_BIT else 0.0,
            1.0 if fm & MAIN_TAG_BIT else 0.0,
            *KEYWORD_FLAGS[near],
            *KEYWORD_FLAGS[fm & KEYWORD_BITS],
            1.0 if 0 <= first_h1 <= k else 0.0,
            min(1.0, abs(k - first_h1) / H1_DISTANCE_BLOCKS) if first_h1 >= 0 else 1.0,
            1.0 if context.seen[k] > 1 else 0.0,
            min(1.0, len(SENTENCE_MARKS_RE.findall(text)) * PUNCTUATION_SCALE / t),
            len(DIGIT_RE.findall(text)) / t,
            math.log1p(context.path_counts[k]),
            k / nb,
            1.0 if title_key and compact and (compact in title_key or title_key in compact) else 0.0,
            math.log((t + 1) / (max_text + 1)),
            math.log1p(bcount[b]),
        ])
    return rows, chains


def _text_bags(raw: list[str], texts: list[str]) -> tuple[list[dict[str, int]], list[int]]:
    """The topic bags of the page's distinct block texts (``topic_bags`` of each text's first block) and, per block,
    the index of its text's bag."""
    first: dict[str, int] = {}  # distinct whitespace-free text -> its first block
    for k, compact in enumerate(texts):
        first.setdefault(compact, k)
    number = {compact: j for j, compact in enumerate(first)}
    return topic_bags([raw[k] for k in first.values()]), [number[compact] for compact in texts]


def own_text(dom: Dom, owner: list[int], b: int) -> str:
    """The rendered text of block ``b`` without the blocks nested in it (their subtrees skipped: linear in ``b``'s own
    nodes and the nested blocks' count; ``Dom.render_within`` reads ``b``'s pieces alone, beside one page-long flag
    array that C fills)."""
    end = dom.end
    nodes = [b]
    j = b + 1
    while j < end[b]:
        if owner[j] != b:
            j = end[j]  # a nested block (its root owns itself): its subtree is its own
            continue
        nodes.append(j)
        j += 1
    return dom.render_within(nodes, b)
