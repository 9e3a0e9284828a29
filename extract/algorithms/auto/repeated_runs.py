"""Repeated runs: a run of kept blocks that prints again, in another kind of box, a run kept before it is a second
copy of the text, not more text (``drop_repeated_runs``).

A template may print the story twice with no class that hides either copy: once in tab panels and again in a
"print-only" box for the printer, once under a phone layout's title box and again beside the desktop's picture, once
in a slider and again in an accordion. ``hidden_copies`` drops a copy its class hides; this rule reads the text
alone. A run is a sequence of kept blocks, one after another among the kept blocks, whose texts (white space aside:
``Blocks.compact``) are, in order, the texts of an earlier sequence of kept blocks, ``REPEATED_RUN_BLOCKS`` blocks
or more and ``REPEATED_RUN_CHARS`` characters or more: the later run goes, the first copy in document order stays.

A page repeats text for its own reasons too, and the guards keep those repeats:

- one block alone is no run: a lede repeated over the story as its summary (a Chinese portal's ``div.tips``), a
  caption printed twice, a paragraph a writer pasted twice, a warning box repeated in two sections, a verse's
  refrain, a table's repeated cell (the extraction-dev truths keep each of these twice);
- a run and its first copy under one box (the smallest element holding each run: its *container*, one inside the
  other or the same): a song's chorus between its verses, a poem's repeated stanza, a list repeating itself;
- a run that is part of its container (the container holds other text blocks): a story whose opening paragraphs a
  summary box repeated over it, a reply that reposts a post and adds a line; a template's second copy is a box of
  its own;
- a run whose box is of the kind of its first copy's (tag and class, digits aside: ``KIND_NUMBER_RE``): the records
  of one list, a forum's posts (a member reposting a post whole), a shop's two products sharing a description
  (extraction-dev's collection wcxb 4015, kept twice in its truth), a coupon's terms under each coupon; unless the
  copy's parent element copies more of the page (a kept block beside the box repeating earlier text: ``repeats``)
  and is of another kind than the first copy's parent: a phone layout's "m-show" and a desktop's "pc-show" each
  holding the title and an "article-content" (review h197), while a repost's "topic-reply" beside a "topic-starter"
  holds its member's name alone and stays;
- a run whose copy box sits, in its parent element, after its first copy and beside a block of text the page prints
  there first (``OWN_TEXT_CHARS`` characters or more, a tab strip's items aside: ``OWN_TEXT_SKIP_TAGS``): the copy is
  part of a later section of its own, which a page means: a sutra's text again under "for recitation", a law's
  articles in a judgment's appendix after its signature, a lesson's passage in its exercise under the instruction, a
  song's chorus after its second verse, a reply pasting a post in an editor's "div" over its own line (review h197);
  a template's copy follows its first copy with nothing new between (a "print-only" box after the tab panels), or
  shares with it the text before both (wcxb 1377's price over its description's two copies), or copies more of the
  page (``repeats``: the desktop's title and its byline beside the second copy);
- a run in a quotation (``QUOTE_TAGS``, or a class naming a quote: ``QUOTE_CLASS_RE``) or quoted by one: a reply
  quotes the post it answers (the truths of the dev forums keep a reply's quote).

The box compared is the run's *copy box*: the outermost element (up to ``BOX_LEVELS`` levels above the run's
container) whose text blocks are the run's alone, so that a phone layout's title box ("title--mobile") is compared,
not the "title-block" inside it that both copies share.
Extraction-dev: 39 runs of two blocks or more repeat an earlier run (34 pages keep a block of 20 characters or more
twice; their truths keep most of them twice: forum quotes and reposts, a lede over its story, a warning repeated in
two sections, code lines); the guards keep all but one: a shop's product page (wcxb 1377, en) printing its
description in "product-description hidden-md-down" and again in "...hidden-md-up", 0.658 -> 0.973 (its Tibetan and
Uyghur variants fill the two copies with different texts: unchanged); all 0.9081 -> 0.9086, no other page changes.
Review h190's hc_print_copy_bo (tab panels and a "print-only" box) is kept once.
Review h197's pages: five legitimate repeats in a later section (above) were kept once, now twice, and a titled
phone/desktop copy in two "article-content" boxes once; extraction-dev unchanged (all 0.9086).

Three more copies a template prints (review h204):

- a copy whose box (from its container up, below the first copy's) a class names a print or reader rendering
  (``PRINT_VIEW_CLASS_RE``: "print-version", "reader-view"; not "no-print") goes past the own-text and kind guards:
  a print copy after an "updated" note of the page's own, which the own-text guard took for a later section; unless
  the box prints text of its own first, ``PRINT_SECTION_SHARE`` of the copy's characters or more (review h205: a
  lesson's "printable worksheet", its passage again between an instruction and questions, lost the passage): the
  guards above read it as any section. A print box inside the first copy's container is such a copy too (review
  h205: a recipe's "print-friendly" card in the post's content, after the steps the post sets in it directly, was
  kept as a chorus between its verses);
- "text the page prints first" is read over every text block, kept or not: a reader view's own ``<h1>`` repeating
  the title the headline step dropped is no text of its box's own, nor a section's (it kept the copy whole);
- a copy box of its first copy's kind goes when the elements from each copy's container up to its copy box carry
  different class names naming screens (``DEVICE_CLASS_RE``: "mobile-only" / "desktop-only", "visible-xs" /
  "hidden-xs", "...__copy--hide-mobile" / "...__title--mobile"): a phone's and a desktop's copy in boxes of one
  class, which two records of a list (no screen named, or the same names) are not. Extraction-dev: a ring shop's
  collection page (68424963, en) 0.933 -> 0.972 (its "ring-fiftyfifty__item" boxes twice), all 0.9086 -> 0.9087, no
  other page changes.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

REPEATED_RUN_BLOCKS = 2  # blocks at least of a repeated run: one block alone is a repeat a page means (see above)
# characters (white space aside) at least of a repeated run: paragraphs of a story, not a run of short labels or
# cells repeated (extraction-dev's runs under 100 characters: "Pros" headings, "3.6" / "31%" cells, a coupon's terms,
# a spec sheet's lines, phone numbers, code lines)
REPEATED_RUN_CHARS = 120
BOX_LEVELS = 8  # levels at most climbed above a run's block to its container and copy box (no DOM-deep climbs)
QUOTE_LEVELS = 6  # levels at most climbed above a run's block to a quotation holding it
QUOTE_TAGS = frozenset({"blockquote", "q"})  # HTML's quotation elements (§4.4.4 and §4.5.7)
# a class naming a quotation: Invision's "ipsQuote", XenForo's "bbCodeBlock--quote", phpBB's "quotecontent"
QUOTE_CLASS_RE = re.compile(r"quote", re.IGNORECASE)
# characters (white space aside) at least of a block of a section's own text beside a copy: a label ("附：本案适用的
# 法律条文", 11) or a sentence, not a tab strip's numbers or one-word titles ("༡", "Reviews")
OWN_TEXT_CHARS = 10
# a list item may be a tab's title (a tab strip over tab panels), no text of a section's own; a heading is (a
# sutra's "for recitation" over its second copy)
OWN_TEXT_SKIP_TAGS = frozenset({"li"})
# of a copy's characters at least, in text a print-named box prints first (a heading, an instruction, questions), for
# the box to be a section of its own (a lesson's "printable worksheet": the passage again under "Read the passage
# again and answer", then its questions, review h205), not a rendering of the page for the printer (the story alone,
# or with a line or two, "Printed from example.com", its address, under a story many times longer)
PRINT_SECTION_SHARE = 0.5
KIND_NUMBER_RE = re.compile(r"\d+")  # a record's number in its class ("product-1033", "post-2"): one kind of record
# a class naming a rendering of the page for the printer or a reader mode ("print-version", "print-only",
# "printable", "reader-view", "reader-mode"): a copy of the story a template prints beside it, never a section of its
# own; not a class that hides an element from the printer ("no-print", "hidden-print": shown on screen)
PRINT_VIEW_CLASS_RE = re.compile(
    r"(?<![a-z-])(?:print|reader)(?:[-_]?(?:only|version|view|mode|copy|able|friendly|area))?(?![a-z-])", re.IGNORECASE)
# a class naming the screens a box is for (a responsive layout's phone or desktop copy): "mobile-only", "desktop-only",
# "ring-mobile", "visible-xs" / "hidden-xs" (Bootstrap 3), "show-for-small-only" (Foundation), "d-md-none",
# "lg:hidden" (Bootstrap 4-5, Tailwind), "m-show" / "pc-show" (Chinese templates)
DEVICE_CLASS_RE = re.compile(
    r"(?<![a-z])(?:mobile|phone|desktop|tablet|pc)(?![a-z])|(?<![a-z])m-(?:show|hide|only)(?![a-z])"
    r"|(?<![a-z])(?:visible|hidden)-(?:xs|sm|md|lg|xl)(?![a-z])"
    r"|(?<![a-z])(?:show|hide)-for-|(?<![a-z])(?:sm|md|lg|xl):(?:hidden|block|flex)|(?<![a-z])d-(?:sm|md|lg|xl)-\w",
    re.IGNORECASE)


def drop_repeated_runs(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of every repeated run (see the module's docstring), in place. One pass over the
    kept blocks (a dict of their texts) and a bounded climb (``BOX_LEVELS``) per run long enough. A Dom without its
    lxml elements (``has_elements``: ``tsheg bench train-auto``'s) is left as it is: the guards read the boxes' classes."""
    if not dom.has_elements:
        return
    kept = [k for k, b in enumerate(blocks.ids) if keep[b] and blocks.compact[k]]
    first: dict[str, int] = {}
    source = []  # per kept position: the kept position of its text's first copy, or -1 (its text's first copy)
    for p, k in enumerate(kept):
        q = first.setdefault(blocks.compact[k], p)
        source.append(q if q < p else -1)
    # (the gate, exact: a run is ``REPEATED_RUN_BLOCKS`` kept blocks at least whose texts repeat earlier ones', of
    # ``REPEATED_RUN_CHARS`` at least; a page whose repeated kept texts are fewer or shorter has none, and the rest
    # reads every block)
    if (len(kept) - len(first) < REPEATED_RUN_BLOCKS or sum(
            len(blocks.compact[k]) for p, k in enumerate(kept) if source[p] >= 0) < REPEATED_RUN_CHARS):
        return
    texts = [b for k, b in enumerate(blocks.ids) if blocks.compact[k]]  # the text blocks' ids, for the box's count
    printed: set[str] = set()
    new = []  # the text blocks whose text the page prints there first, kept or not (a title dropped as the headline)
    new_sums = [0]  # their characters (white space aside), summed in document order: ``_section_chars``
    for k, b in enumerate(blocks.ids):
        if blocks.compact[k] and blocks.compact[k] not in printed:
            printed.add(blocks.compact[k])
            new.append(b)
            new_sums.append(new_sums[-1] + len(blocks.compact[k]))
    first_print = set(new)
    # the kept blocks whose text the page prints here first, a label or a sentence long: text of the page's own
    fresh = [blocks.ids[k] for k in kept if blocks.ids[k] in first_print and len(blocks.compact[k]) >= OWN_TEXT_CHARS
             and dom.tags[blocks.ids[k]] not in OWN_TEXT_SKIP_TAGS]
    repeats = [blocks.ids[k] for p, k in enumerate(kept) if source[p] >= 0]  # the kept blocks an earlier one prints
    p = 0
    while p < len(kept):
        if source[p] < 0:
            p += 1
            continue
        n = 1
        while p + n < len(kept) and source[p + n] == source[p] + n and source[p] + n < p:
            n += 1
        run = [blocks.ids[k] for k in kept[p:p + n]]
        original = [blocks.ids[k] for k in kept[source[p]:source[p] + n]]
        chars = sum(len(blocks.compact[k]) for k in kept[p:p + n])
        if n >= REPEATED_RUN_BLOCKS and chars >= REPEATED_RUN_CHARS and _is_second_copy(
                dom, texts, (new, new_sums), fresh, repeats, original, run, chars):
            for b in run:
                keep[b] = 0
        p += n


def _is_second_copy(dom: Dom, texts: list[int], first_prints: tuple[list[int], list[int]], fresh: list[int],
                    repeats: list[int], original: list[int], run: list[int], chars: int) -> bool:
    """Whether ``run`` (block ids in document order) is a second copy of ``original``'s text: neither in a quotation,
    their containers apart, the copy's box beside no text of the page's own (``fresh``), their copy boxes of two kinds,
    or of one kind in parents of two kinds when the copy's parent copies more of the page (``repeats``) (the module's
    guards). ``first_prints``: the text blocks the page prints first (ids in document order) and their characters
    summed; ``chars``: the run's characters."""
    new = first_prints[0]
    if _quoted(dom, original[0]) or _quoted(dom, run[0]):
        return False
    first, second = _container(dom, original), _container(dom, run)
    end = dom.end
    if first < 0 or second < 0 or second <= first < end[second]:
        return False
    if _text_blocks(new, second, end[second]):  # the copy is part of its box: a story repeating its lede
        return False
    view = _print_view(dom, second, first)  # (below the first copy's container, when that holds the copy too)
    if view >= 0 and _section_chars(first_prints, view, end[view]) < PRINT_SECTION_SHARE * chars:
        return True
    if first <= second < end[first]:  # under one box: a chorus between its verses
        return False
    box = _copy_box(dom, texts, second, len(run))
    copies_more = _copies_more(dom, repeats, box)
    if not copies_more and _beside_own_text(dom, fresh, box, first):
        return False
    other = _copy_box(dom, texts, first, len(original))
    if _kind(dom, other) != _kind(dom, box):
        return True
    if _device_classes(dom, second, box) != _device_classes(dom, first, other):
        return True
    return copies_more and _kind(dom, dom.parent[other]) != _kind(dom, dom.parent[box])


def _print_view(dom: Dom, container: int, first: int) -> int:
    """The nearest element from a copy's ``container`` up (``BOX_LEVELS`` levels at most), below the first copy's
    container ``first``, named a print or reader rendering (``PRINT_VIEW_CLASS_RE``), or -1."""
    i = container
    for _ in range(BOX_LEVELS + 1):
        if i < 0 or i <= first < dom.end[i]:
            return -1
        if PRINT_VIEW_CLASS_RE.search(dom.elements[i].get("class") or ""):
            return i
        i = dom.parent[i]
    return -1


def _section_chars(first_prints: tuple[list[int], list[int]], start: int, end: int) -> int:
    """The characters (white space aside) of the text blocks from node ``start`` up to node ``end`` whose text the page
    prints there first (``first_prints``: their ids in document order and their characters summed)."""
    new, sums = first_prints
    return sums[bisect_left(new, end)] - sums[bisect_left(new, start)]


def _device_classes(dom: Dom, container: int, box: int) -> frozenset[str]:
    """The class names naming screens (``DEVICE_CLASS_RE``) of the elements from a copy's ``container`` up to its copy
    ``box``: a phone layout's "mobile-only" wrapper, a desktop's "desktop-only" one, inside boxes of one kind."""
    names: set[str] = set()
    i = container
    while i >= 0 and i >= box:
        names.update(n for n in (dom.elements[i].get("class") or "").split() if DEVICE_CLASS_RE.search(n))
        if i == box:
            break
        i = dom.parent[i]
    return frozenset(names)


def _copies_more(dom: Dom, repeats: list[int], box: int) -> bool:
    """Whether the parent of a copy's ``box`` holds, outside it, a kept block repeating earlier text (``repeats``):
    the copy's section copies more of the page (a phone layout's second title over its copy of the story)."""
    parent = dom.parent[box]
    return parent >= 0 and _text_blocks(repeats, parent, dom.end[parent]) > _text_blocks(repeats, box, dom.end[box])


def _beside_own_text(dom: Dom, fresh: list[int], box: int, first: int) -> bool:
    """Whether the parent of a copy's ``box`` holds, after the first copy's container ``first``, a block of text the
    page prints there first (``fresh``): the copy is part of a later section of its own (a recitation after its
    commentary, an exercise under its instruction, a chorus after a verse, a reply's own line under a pasted post). A
    template's copy follows its first copy with nothing new, or shares with it the text before both (a product's
    price over its description's two copies)."""
    parent = dom.parent[box]
    return parent >= 0 and _text_blocks(fresh, max(parent, dom.end[first]), dom.end[parent]) > 0


def _quoted(dom: Dom, b: int) -> bool:
    """Whether block ``b`` lies in a quotation (``QUOTE_TAGS``, ``QUOTE_CLASS_RE``) within ``QUOTE_LEVELS`` levels."""
    i = b
    for _ in range(QUOTE_LEVELS + 1):
        if i < 0:
            return False
        if dom.tags[i] in QUOTE_TAGS or QUOTE_CLASS_RE.search(dom.elements[i].get("class") or ""):
            return True
        i = dom.parent[i]
    return False


def _container(dom: Dom, run: list[int]) -> int:
    """The smallest element holding every block of ``run`` within ``BOX_LEVELS`` levels of its first block, or -1."""
    i, last = run[0], run[-1]
    for _ in range(BOX_LEVELS + 1):
        if i < 0:
            return -1
        if dom.end[i] > last:
            return i
        i = dom.parent[i]
    return -1


def _copy_box(dom: Dom, texts: list[int], container: int, blocks: int) -> int:
    """The outermost element from ``container`` up (``BOX_LEVELS`` levels at most) whose text blocks (``texts``) are
    the run's ``blocks`` alone."""
    box, i = container, dom.parent[container]
    for _ in range(BOX_LEVELS):
        if i < 0 or _text_blocks(texts, i, dom.end[i]) > blocks:
            break
        box, i = i, dom.parent[i]
    return box


def _text_blocks(texts: list[int], start: int, end: int) -> int:
    """The number of text blocks (``texts``, ids in document order) from node ``start`` up to node ``end``."""
    return bisect_left(texts, end) - bisect_left(texts, start)


def _kind(dom: Dom, i: int) -> tuple[str, str]:
    """An element's kind: its tag and its class, digits aside (``KIND_NUMBER_RE``)."""
    return dom.tags[i], KIND_NUMBER_RE.sub("", dom.elements[i].get("class") or "")
