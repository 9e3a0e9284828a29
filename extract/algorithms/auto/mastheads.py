"""Mastheads: the site's name set as an ``<h1>`` logo and the box of lines beside it (the paper's address and
telephone, a shop's "Free shipping over $50" promises) are the site's, not the page's text (``drop_masthead_lines``);
so is a ticker of labelled status lines under the headline (``drop_status_tickers``).

Many templates set the site's name in an ``<h1>`` named as the logo or the site's title (``<h1 class="logo">``,
``<h1 class="site-title">``) and put beside it, in the same top bar, a box of short lines: a newspaper's address,
telephone, post code and submissions address ("地址：… 电话：…"), a shop's selling points ("Free shipping over $50.
30-day returns."). The model reads such a box of ``<br>`` lines as a short text and keeps it (review h270). The rule
reads the markup: an ``<h1>`` whose class or id names a logo or a site title (``headline.LOGO_NAME_RE``), outside
every ``<main>`` and ``<article>``, in a box (its parent) that holds none, on a page whose story sits in a ``<main>``
or ``<article>`` elsewhere; the box's kept lines go, the logo's name with them. Guards: the story's landmark exists
outside the box and holds kept text; the box holds at most ``MASTHEAD_SHARE`` of the page's kept characters, each of
its lines at most ``MASTHEAD_LINE_MAX_CHARS`` (a post's intro paragraph beside a ``<h1 class="site-title">`` stays).
A shop's or a story's real title (``<h1 class="product-title">``, ``<h1 class="entry-title">``) names no logo and
stays, as does any ``<h1>`` inside a ``<main>`` or an ``<article>``: a story's header naming its ``<h1>`` "brand"
beside a separate ``<main>`` keeps its headline and its lines.

A ticker under the headline (``drop_status_tickers``) is the site's status strip: a box named a ticker or a marquee
(``TICKER_NAME_RE``) whose every line, ``TICKER_LINES_MIN`` or more, is a label and its short value ("ھاۋا رايى:
قار ياغىدۇ.", "Weather: snow.", "路况：正常"; ``STATUS_LINE_RE``): the weather, the roads, a rate of exchange, the
clock; its lines in one ``<br>`` strip or in a list's items, counted over the box's kept blocks, each line once (a
block nested in another is not read again in its parent's text). An article's own ticker of short items is a list
of sentences, not of labelled values, and stays; so does an article's fact box of labelled lines ("Fare: 4 euros")
set amid its paragraphs: a status strip opens the text, after nothing kept but a heading. A fact box right under an
article's headline (a biography's "Born: … Died: … Occupation: …", an event's date and place) is named no ticker and
stays: the name is the rule's first test. The gate: the page's class names or ids hold "ticker" or "marquee"
(``TICKER_WORDS``, ``page_memo.names_may_hold``); most pages hold neither and are passed over at once.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.headline import HEADLINE_TAG, LOGO_NAME_RE
from extract.algorithms.auto.page_memo import kept_lines, names_may_hold
from extract.algorithms.auto.words import HEADING_TAGS, MAIN_TAGS
from extract.dom import Dom

# A box's class or id word naming a ticker: "ticker", "news-ticker", "marquee" (not "stickers").
TICKER_NAME_RE = re.compile(r"(?<![a-z])(?:ticker|marquee)(?![a-z])", re.IGNORECASE)
TICKER_WORDS = ("ticker", "marquee")  # literals every name ``TICKER_NAME_RE`` matches holds, lower case: the gate
STATUS_LABEL_MAX_CHARS = 20  # characters at most of a status line's label ("يول ئەھۋالى", 11; "Exchange rate", 13)
STATUS_VALUE_MAX_CHARS = 30  # characters at most of its value after the colon ("قار ياغىدۇ.", 10; a sentence runs on)
# A status line: a label of 1 to STATUS_LABEL_MAX_CHARS characters, a colon (Latin or full-width), then a value of 1
# to STATUS_VALUE_MAX_CHARS characters, opening in no white space ("Weather: snow.", "يول ئەھۋالى: نورمال.",
# "汇率：7.2"); a sentence runs longer or has no label.
STATUS_LINE_RE = re.compile(rf"^[^:：]{{1,{STATUS_LABEL_MAX_CHARS}}}[:：]\s*\S.{{0,{STATUS_VALUE_MAX_CHARS - 1}}}$")
TICKER_LEVELS = 2  # ancestors read above a kept block for the ticker's name (ul.news-ticker > li > span)
TICKER_LINES_MIN = 3  # status lines at least in a ticker (our Uyghur strip: 4; two lines may be a dateline)
# Characters at most of each kept line in the masthead's box: its lines are an address's, a telephone's, a shop's
# promise ("地址：海岛县码头路8号", 11; "Free shipping over $50.", 23); a post's intro paragraph set beside an
# ``<h1 class="site-title">`` runs to a sentence or more (our blog's: 150) and keeps the box (review h277)
MASTHEAD_LINE_MAX_CHARS = 60
MASTHEAD_SHARE = 0.4  # of the page's kept characters at most in the masthead's box (our pages: 0.2-0.3; a story: 0.7+)


def drop_masthead_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, the kept blocks of the box (the parent) of each ``<h1>`` named a logo or a site title
    (``LOGO_NAME_RE``) and in no ``MAIN_TAGS`` element, when the box holds no ``MAIN_TAGS`` element, a ``MAIN_TAGS``
    element outside it holds kept text, and the box holds at most ``MASTHEAD_SHARE`` of the page's kept characters,
    each of its kept lines at most ``MASTHEAD_LINE_MAX_CHARS``. One scan of the tags; none on a Dom without its lxml
    elements (no names to read)."""
    if not dom.has_elements:
        return
    tags, end, parent = dom.tags, dom.end, dom.parent
    heads = [i for i, tag in enumerate(tags) if tag == HEADLINE_TAG and LOGO_NAME_RE.search(dom.names(i))]
    if not heads:
        return
    ids, lengths = blocks.ids, blocks.lengths
    kept_total = sum(length for b, length in zip(ids, lengths) if keep[b])
    landmarks = Subtrees(dom, (i for i, tag in enumerate(tags) if tag in MAIN_TAGS))
    # Whether a landmark holds kept text, read once: a box read below holds no landmark and lies in none, so every
    # landmark is outside it, and the blocks dropped are the boxes' (a feed of embedded posts repeats its masthead
    # over each of thousands of <article> elements: a scan of the landmarks per head was quadratic)
    landmark_kept: bool | None = None
    drops, read_at = 0, {}  # box -> the drops made when it was last read: read again with none since, it reads the same
    for head in heads:
        box = parent[head]
        if box < 0 or landmarks.any_in(box, end[box]) or landmarks.encloses(head):
            continue  # (a landmark in the box, or the h1 in a landmark: the story's own headline)
        if read_at.get(box) == drops:
            continue  # (another logo heading of a box left as it was)
        read_at[box] = drops
        start, stop = bisect_left(ids, box), bisect_left(ids, end[box])
        box_kept = sum(lengths[k] for k in range(start, stop) if keep[ids[k]])
        if not box_kept or box_kept > MASTHEAD_SHARE * kept_total:
            continue
        if any(len(line.strip()) > MASTHEAD_LINE_MAX_CHARS for k in range(start, stop) if keep[ids[k]]
               for line in dom.text(ids[k]).split("\n")):
            continue
        if landmark_kept is None:
            landmark_kept = any(_holds_kept(keep, ids, m, end[m]) for m in landmarks.starts)
        if not landmark_kept:
            continue
        for k in range(start, stop):
            keep[ids[k]] = 0
        drops += 1


def drop_status_tickers(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, the kept blocks of each box named a ticker (``TICKER_NAME_RE``: a kept block or one of
    its ``TICKER_LEVELS`` ancestors, the outermost so named) whose rendered lines, ``TICKER_LINES_MIN`` or more over
    all its kept blocks (one ``<br>`` strip or a list of ``<li>`` items), are each a label and a short value
    (``STATUS_LINE_RE``), each line read once (``page_memo.kept_lines``). Guard: the box opens the page's text,
    after no kept block but a heading (a status strip sits under the headline; an article's fact list of labelled
    lines amid its paragraphs stays). Reads the kept blocks' names and their ancestors' on a page whose class names
    or ids hold ``TICKER_WORDS`` (the gate); none on a Dom without its lxml elements."""
    if not dom.has_elements or not names_may_hold(dom, blocks, TICKER_WORDS):
        return
    parent = dom.parent
    boxes: dict[int, list[int]] = {}
    for b in blocks.ids:
        if not keep[b]:
            continue
        box, node = -1, b
        for _ in range(TICKER_LEVELS + 1):
            if node < 0:
                break
            if TICKER_NAME_RE.search(dom.names(node)):
                box = node
            node = parent[node]
        if box >= 0:
            boxes.setdefault(box, []).append(b)
    for box, members in boxes.items():
        lines = kept_lines(dom, keep, blocks, members)
        if len(lines) < TICKER_LINES_MIN or not all(STATUS_LINE_RE.match(line) for line in lines):
            continue
        if not _opens_text(keep, blocks.ids, box, dom):
            continue
        for b in members:
            keep[b] = 0


def _opens_text(keep: bytearray, ids: list[int], box: int, dom: Dom) -> bool:
    """Whether every kept block before ``box`` in document order (its ancestors aside) is a heading
    (``HEADING_TAGS``): the box opens the page's text, under its headline at most."""
    tags, end = dom.tags, dom.end
    return all(tags[b] in HEADING_TAGS for b in ids[:bisect_left(ids, box)] if keep[b] and end[b] <= box)


def _holds_kept(keep: bytearray, ids: list[int], start: int, stop: int) -> bool:
    """Whether a kept block lies among the nodes ``start`` to ``stop``."""
    return any(keep[ids[k]] for k in range(bisect_left(ids, start), bisect_left(ids, stop)))


__all__ = ["drop_masthead_lines", "drop_status_tickers"]
