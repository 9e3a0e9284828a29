"""Lone lines: a short Tibetan or Uyghur line the model kept by a small margin, with no kept block beside it, is
furniture (``drop_lone_lines``).

The model reads a block's length in characters (``features``' ``log_text``, its ancestors' and its context's). The same
words take about twice the characters in Tibetan (a syllable and its tsheg) or Uyghur (full vowels, suffixes) as in
Chinese: the evaluation's variants fill a page's furniture with Tibetan or Uyghur text ~2.2 times the Chinese
original's characters (review h212), and a real Tibetan or Uyghur page's menu labels, tool tips and side-box titles are
as long. The stage-2 logit of a short furniture line so rises by 0.5 to 1.0 (aligned blocks of the dev set's originals
and variants, review h229: a video player's tool tips, a side box's labels, an info box's field names, -1.3 to -1.8 in
Chinese, -0.4 to -1.0 in the variants) and passes the threshold (-1.0), each line alone among left-out blocks. A
refit cannot take the length back for one script (the session-35/36 notes in the package docstring); this step reads
what the model saw: a block written mostly in Tibetan or Arabic letters (``scripts.target_letter_count``, at
least ``TARGET_SCRIPT_SHARE`` of its characters), at most ``LONE_LINE_CHARS`` characters, not a heading, kept by the threshold
with a logit at most ``LONE_LINE_MARGIN`` over it (a block a rule kept below the threshold, a post's quote, a record,
stays kept), whose previous and next blocks are both left out and whose slot (tag path
and class, ``Blocks.slots``) holds no other kept block (a thread's short posts and a list's items share theirs).
Chinese and English lines are left to the model: their lengths are what it learnt on (a Chinese article lost 0.027
when the rule read every script).
Extraction-dev (review h229): all 0.9164 -> 0.9168, 28 pages better (+0.001 to +0.057: Tencent's article in both
variants +0.015 and +0.026, Baidu Baike's +0.006 and +0.010), one lower (a Uyghur forum thread's one short reply,
-0.005). 45 characters cost collection and listing pages up to 0.07; a margin of 0.4 or 1.0 gives the same total.

A line that is only a date and the verb after it, as Uyghur, Tibetan and Chinese word order puts it ("2024-09-03
تەھرىرلەنگەن", edited; "༢༠༢༤-༠༩-༠༣ ལ་བཟོ་བཅོས་བྱས།", edited on; "2024-09-03 发布", published), is a post's or an
answer's stamp, as ``lines``' bylines with the verb first ("编辑于 2024-09-03") are: ``drop_postposed_stamps`` leaves
it out wherever the model kept it (review h238: a Uyghur answer kept its "edited" mark). A whole line only, of at most
``POSTPOSED_STAMP_CHARS`` characters: a sentence that dates an edit says more ("the dictionary was revised in 1985").
A table's cell or a list's entry among others opening with a date is a column or a timeline, and stays (review h253:
a version table's "2023年6月1日 发布").

A row of links to the previous and the next story or poem under a post ("« ئالدىنقى شېئىر  كېيىنكى شېئىر »", previous
poem / next poem; "上一首 下一首"; "« Previous poem  Next poem »"; Tibetan "སྔོན་མ། རྗེས་མ།") is the site's: the model
leaves the English one out, and the Tibetan and Uyghur ones, longer, passed (``drop_prev_next_rows``). A block that is
all link text, of ``PREV_NEXT_LINKS`` links, one opening (after an arrow) with a previous word and the other with a
next word, each at most ``PREV_NEXT_LINK_CHARS`` long: a story's sentence holds text outside links, and a list's lone
linked title opening "ئالدىنقى ..." (the previous century's ...) has no twin. A line of one link after a previous or
next label naming a kind of page ("上一篇：", "كېيىنكى ماقالە:", "Previous article", ``PREV_NEXT_LABEL_RE``), the
label closed by a colon or in an element of its own, goes too: ``lines`` drops such lines mostly of link text, and a
short title leaves a Uyghur label the most of its line (review s40).

A media player's clock alone on its line ("02:41", "00:03:12": VOA's Pangea player ``span.c-mmp__duration`` in an
audio embed between the story's paragraphs, kept in Uyghur at +0.8) is the player's, not the story's: a block of a
duration and nothing else, in an element named as a player or its duration within ``PLAYER_LEVELS``
(``PLAYER_CLASS_RE``), goes (``drop_player_clocks``); a schedule's times stand in rows of text, a track list's
durations in a table's cells, a transcript's clocks in a box that holds its sentences (review h253).

A card's date alone, closing a story card after its title and excerpt (a Chinese 专题 page's ``span.zt-time`` under
each story's summary, a theme's ``div.post-date`` or ``<time>`` last in its card), is the listing's furniture: the
truths hold no bare date line (extraction-dev: none of 460 pages). ``drop_card_dates`` leaves out a kept block that is
a date alone (``CARD_DATE_RE``, a clock time at most after it) whose element or one of its elements holding all of
its text is named as a date (``DATE_CLASS_RE``) or is a ``<time>``, and that element closes its card: an element
sibling before it holds text (the title, the excerpt), none after it, in a card linking to another page (a thread's
posts titled by links to their own anchors keep their dates). A timeline's entry opens with its date, a
dated column is a table's cell, a diary's day heads its entry's text (review h207: a diary's ``p.day-date`` between
its heading and its paragraphs stays), a story's own date line stands alone in its paragraph: none goes. A media list's entry's length alone beside
its linked title ("༢༤ སྐར་མ།", "24 minutes", "18 分钟", "1:04:33": an audio album's or a course's playlist) is the
list's count, as the player's clock is (``drop_entry_durations``): a block of a duration alone (``DURATION_LINE_RE``)
holding no link, closing a list's item (within ``PLAYER_LEVELS``; no text after it) that holds one, no table's cell
and no ``<time>``: a programme's session shows its time of day ("09:00", a ``<time>``) over its speaker's name. An item
holding a paragraph besides (``ENTRY_PROSE_CHARS``) is a story's entry: an itinerary's leg over its driving time
(review h268).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.dates import CLOCK_TIME, DAY_MONTH, DURATION, NUMERIC_DATE, TIME_SEPARATOR, WORD_DATE
from extract.algorithms.auto.lines import ANY_DIGIT_RE, LIST_ITEM_TAGS, SENTENCE_END_RE
from extract.algorithms.auto.model import THRESHOLD
from extract.algorithms.auto.words import HEADING_TAGS, TABLE_CELL_TAGS
from extract.dom import Dom
from extract.scripts import target_letter_count

LONE_LINE_CHARS = 30  # characters at most: a label or a title (~13 Chinese characters' worth), not a sentence
LONE_LINE_MARGIN = 0.7  # stage-2 logits at most over the threshold: a line the model doubted
TARGET_SCRIPT_SHARE = 0.5  # of the block's characters in Tibetan or Arabic letters, at least: a Tibetan or Uyghur line
# The verbs of a stamp written after its date: Chinese published, updated, edited; Uyghur edited, posted, published,
# updated, with the locative's "-دە" (on) before them at most; Tibetan edited, revised, published ("ལ་", on, before).
POSTPOSED_VERB = (r"(?:发布|發布|发表|發表|更新|编辑|編輯|修改)"
                  r"|(?:[-\s]*(?:دە|دا|تە|تا))?\s*(?:تەھرىرلەنگەن|يوللانغان|يوللىغان|ئېلان\s+قىلىنغان|يېڭىلانغان)"
                  r"|(?:ལ[\s\u0f0b]*)?(?:བཟོ་བཅོས་བྱས|བསྐྱར་བཅོས་བྱས|འགྲེམས་སྤེལ་བྱས|སྤེལ)")
POSTPOSED_STAMP_RE = re.compile(
    rf"^\W*(?:{NUMERIC_DATE}|{WORD_DATE}|{DAY_MONTH})(?:{TIME_SEPARATOR}{CLOCK_TIME})?\s*(?:{POSTPOSED_VERB})"
    r"[\s\u0f0b\u0f0d。.]*$")
POSTPOSED_STAMP_CHARS = 48  # characters at most: a date, a clock time and a verb
# A line opening on a date: a timeline's entry ("2022年3月 起草") or a table's dated cell beside a stamp-shaped one
DATE_OPEN_RE = re.compile(rf"^\W*(?:{NUMERIC_DATE}|{WORD_DATE}|{DAY_MONTH})")
# The elements of a table's cell and a list's entry, and the tags of the table or list they stand in: a stamp-shaped
# line there is a column of dates or a timeline (review h253: a version table's "2023年6月1日 发布", a policy's
# timeline "2023年5月8日 发布") when another entry of the same table or list opens with a date too
DATED_ENTRY_TAGS = frozenset({"td", "th", "li", "dd", "dt"})
DATED_TABLE_TAGS = frozenset({"table", "ul", "ol", "dl"})
DATED_TABLE_LEVELS = 4  # ancestors climbed from a cell to its table: td, tr, tbody, table
DATED_ENTRIES = 2  # entries at least opening with a date: a column or a timeline, not one post's stamp
# A link naming the previous or the next post: English previous, prev, older, newer, next; Chinese 上一 / 下一 (篇,
# 首, 条, 页 after); Uyghur ئالدىنقى / كېيىنكى; Tibetan སྔོན་མ, སྔ་མ, གོང་མ / རྗེས་མ, འོག་མ; after an arrow or guillemet.
PREVIOUS_WORD = r"(?i:previous|prev|older)\b|上一|ئالدىنقى|སྔོན་མ|སྔ་མ|གོང་མ"
NEXT_WORD = r"(?i:next|newer)\b|下一|كېيىنكى|རྗེས་མ|འོག་མ"
LINK_ARROW = r"[\s«‹<←»›>→]*"  # the arrows a pager draws before its label
PREVIOUS_LINK_RE = re.compile(rf"^{LINK_ARROW}(?:{PREVIOUS_WORD})")
NEXT_LINK_RE = re.compile(rf"^{LINK_ARROW}(?:{NEXT_WORD})")
# A previous/next line's label before its one link, the story's title ("上一篇：<title>", "كېيىنكى ماقالە: <title>",
# "Previous article <title>", "རྩོམ་ཡིག་སྔོན་མ། <title>"): the word and the kind of page it names, nothing else (not
# "下一步：", next step, a how-to's).
PREV_NEXT_KIND = (r"(?:\s+(?i:post|article|story|entry|page|chapter|poem|topic|news))?"
                  r"|[篇条條则則页頁首章节節]"
                  r"|(?:سى)?(?:\s+(?:ماقالە|يازما|بەت|ئەسەر|شېئىر|خەۋەر|تېما))?")
BO_PAGE_KIND = r"(?:(?:རྩོམ་ཡིག|གསར་འགྱུར|ཤོག་ལྷེ|ལེའུ|སྙན་ངག)་?)?"  # Tibetan puts the kind first: "article previous"
PREV_NEXT_LABEL_RE = re.compile(
    rf"^{LINK_ARROW}(?:(?:{PREVIOUS_WORD}|{NEXT_WORD})(?:{PREV_NEXT_KIND})"
    rf"|{BO_PAGE_KIND}(?:སྔོན་མ|སྔ་མ|གོང་མ|རྗེས་མ|འོག་མ))\s*(?P<mark>[:：\u0f0d])?\s*$")
# A player's clock: minutes and seconds, hours first at most, a total after a slash ("00:41 / 02:41")
PLAYER_CLOCK_RE = re.compile(r"^\s*(?:\d{1,2}:)?\d{1,2}:\d{2}(?:\s*/\s*(?:\d{1,2}:)?\d{1,2}:\d{2})?\s*$")
# The class words of a media player and its clock: Pangea's "c-mmp" (multimedia player), "player", "duration",
# "jwplayer", "audio", "video", "media-duration"; whole words or a BEM element's ("c-mmp__duration")
PLAYER_CLASS_RE = re.compile(r"(?:(?<![a-z0-9_])|(?<=__))(?:mmp|player|jwplayer|duration|audio|video)"
                             r"(?:(?![a-z0-9_])|(?=__))", re.IGNORECASE)
PLAYER_CLOCK_CHARS = 17  # characters at most of a clock's line: "00:03:12 / 01:20:41"
PLAYER_LEVELS = 3  # the block's element and its ancestors read for the player's name
# ... not a table's cell (``TABLE_CELL_TAGS``; review h253: an album's track list, ``td.duration`` "4:12", is the
# story's), nor a clock in a named box that holds a kept sentence (a lesson's ``div.audio-transcript`` "01:15" before
# each line it times)

# A date alone on its line, a clock time at most after it ("2024-05-12", "May 12, 2024", "2024年5月12日 10:30")
CARD_DATE_RE = re.compile(rf"^\W*(?:{NUMERIC_DATE}|{WORD_DATE})(?:{TIME_SEPARATOR}{CLOCK_TIME})?\W*$")
CARD_DATE_CHARS = 40  # characters at most of such a line: a date and a clock time
# The class words of a date's element: "zt-time" (the 专题 templates), "date", "post-date", "pubdate", "news_time";
# whole words of the class (not "update", "timeline", "dateline")
DATE_CLASS_RE = re.compile(r"(?<![a-z0-9])(?:date|time|pubdate|datetime)(?![a-z0-9])", re.IGNORECASE)
DATE_TAG = "time"  # HTML's element of a date
# A duration alone (``dates.DURATION``): a clock ("1:04:33", "48:10") or counts of minutes, hours or seconds in our
# four languages ("24 minutes", "18 分钟", "24 مىنۇت", "༢༤ སྐར་མ།", "1 ཆུ་ཚོད་ 12 སྐར་མ")
DURATION_LINE_RE = re.compile(rf"^\s*{DURATION}\s*$", re.IGNORECASE)
DURATION_LINE_CHARS = 30  # characters at most: "1 hour 12 minutes 5 seconds"
# characters at least, outside links, of a paragraph in the list's item that makes the duration a line of its story: a
# travel guide's leg ("From the old town the road climbs along the river ...", its "6 hours" under it; review h268),
# no playlist entry's linked title and meta line
ENTRY_PROSE_CHARS = 50
# ancestors at most above a duration's block read for its list item: its meta row, the entry's body box, a link or
# wrapper around it, the ``<li>`` (a deeper playlist entry than a player's clock, ``PLAYER_LEVELS``)
ENTRY_LEVELS = 4

PREV_NEXT_WORD_RE = re.compile(rf"{PREVIOUS_WORD}|{NEXT_WORD}")  # the cheap test before a line's elements are read
PREV_NEXT_LINE_CHARS = 200  # characters at most of a labelled line: the label and a story's title
PREV_NEXT_LINKS = 2  # links in the row: the previous and the next (a lone linked title opening "previous" is a title)
# The bar a pager sets between its two links or its labelled lines ("<a>上一篇</a> | <a>下一篇</a>", review h253)
LINK_BAR_CHARS = " \t\n\r\u00a0|｜/·•-–—"
LINK_BAR_RE = re.compile(r"[\s|｜/·•\-–—]*")
PREV_NEXT_LINK_CHARS = 40  # characters at most of each link's text: a label ("previous poem"), no story's title


def drop_lone_lines(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float],
                    threshold: float = THRESHOLD) -> None:
    """Leave out the kept short Tibetan and Uyghur lines the model doubted that stand alone (module docstring), in
    place. One pass over the blocks."""
    ids, lengths = blocks.ids, blocks.lengths
    tags, compact = dom.tags, blocks.compact
    slots = Counter(blocks.slots[k] for k, b in enumerate(ids) if keep[b])
    last = len(ids) - 1
    lone = [b for k, b in enumerate(ids)
            if keep[b] and lengths[k] <= LONE_LINE_CHARS and threshold < scores[k] <= threshold + LONE_LINE_MARGIN
            and tags[b] not in HEADING_TAGS and target_letter_count(compact[k]) >= TARGET_SCRIPT_SHARE * lengths[k]
            and not (k and keep[ids[k - 1]]) and not (k < last and keep[ids[k + 1]])
            and slots[blocks.slots[k]] == 1]
    for b in lone:
        keep[b] = 0


def drop_postposed_stamps(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is only a date (and a clock time) and the stamp's verb after it
    (``POSTPOSED_STAMP_RE``, module docstring), unless it is an entry of a dated column or timeline
    (``_dated_entries``), in place."""
    for k, b in enumerate(blocks.ids):
        if keep[b] and blocks.lengths[k] <= POSTPOSED_STAMP_CHARS:
            text = blocks.texts[k].strip()
            if ANY_DIGIT_RE.search(text) is not None and POSTPOSED_STAMP_RE.match(text) is not None \
                    and not _dated_entries(dom, blocks, b):
                keep[b] = 0


def _dated_entries(dom: Dom, blocks: Blocks, b: int) -> bool:
    """Whether block ``b`` is a table's cell or a list's entry (``DATED_ENTRY_TAGS``) in a table or list
    (``DATED_TABLE_TAGS``, within ``DATED_TABLE_LEVELS``) holding ``DATED_ENTRIES`` blocks at least that open with a
    date (``DATE_OPEN_RE``): a version table's release dates, a timeline's steps."""
    if not dom.has_elements or dom.tags[b] not in DATED_ENTRY_TAGS:
        return False
    x = b
    for _ in range(DATED_TABLE_LEVELS):
        x = dom.parent[x]
        if x < 0 or dom.tags[x] in DATED_TABLE_TAGS:
            break
    if x < 0 or dom.tags[x] not in DATED_TABLE_TAGS:
        return False
    ids = blocks.ids
    dated = 0
    for k in range(bisect_left(ids, x), bisect_left(ids, dom.end[x])):
        dated += DATE_OPEN_RE.match(blocks.texts[k]) is not None
        if dated >= DATED_ENTRIES:
            return True
    return False


def drop_prev_next_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a row of links to the previous and the next post, or a previous or next
    label before one link (``_labelled_prev_next``), in place (module docstring). Reads the kept blocks of
    ``PREV_NEXT_LINE_CHARS`` at most holding a link."""
    if not dom.has_elements:
        return
    link_text, tree_text, ids = dom.link_text, dom.tree_text, blocks.ids
    for k, (b, text) in enumerate(zip(ids, blocks.texts)):
        if not keep[b] or not tree_text[b] or tree_text[b] > PREV_NEXT_LINE_CHARS \
                or PREV_NEXT_WORD_RE.search(text) is None:
            continue
        if not link_text[b]:
            if k + 1 < len(ids) and _label_beside_link(dom, b, ids[k + 1], text):
                keep[b] = keep[ids[k + 1]] = 0
            continue
        anchors = dom.anchors_in(b)
        if link_text[b] < tree_text[b] and not _bar_between(dom, b, anchors):
            # a label before each link, or text: no row of two links
            if 1 <= len(anchors) <= PREV_NEXT_LINKS and _labelled_prev_next(dom, b, anchors):
                keep[b] = 0
            continue
        if len(anchors) != PREV_NEXT_LINKS:
            continue
        first, second = (dom.text(a).strip() for a in anchors)
        if len(first) <= PREV_NEXT_LINK_CHARS and len(second) <= PREV_NEXT_LINK_CHARS and (
                PREVIOUS_LINK_RE.match(first) and NEXT_LINK_RE.match(second)
                or NEXT_LINK_RE.match(first) and PREVIOUS_LINK_RE.match(second)):
            keep[b] = 0


def _label_beside_link(dom: Dom, label: int, after: int, text: str) -> bool:
    """Whether block ``label`` is a previous/next label alone (``PREV_NEXT_LABEL_RE``: "上一篇：") and the block
    ``after`` it, a sibling in the same row, is one link of at most ``PREV_NEXT_LINE_CHARS`` and nothing else: an old
    CMS's table of a label cell beside a linked title's cell (review h252)."""
    if dom.parent[after] != dom.parent[label] or PREV_NEXT_LABEL_RE.match(text.strip()) is None:
        return False
    linked = dom.tree_text[after]
    return 0 < linked <= PREV_NEXT_LINE_CHARS and dom.link_text[after] == linked and len(dom.anchors_in(after)) == 1


def _bar_between(dom: Dom, b: int, anchors: list[int]) -> bool:
    """Whether block ``b``'s text out of its ``PREV_NEXT_LINKS`` links ``anchors`` is only a bar between them
    (``LINK_BAR_RE``: "<a>上一篇</a> | <a>下一篇</a>")."""
    if len(anchors) != PREV_NEXT_LINKS:
        return False
    rest = dom.text(b)
    for a in anchors:
        rest = rest.replace(dom.text(a), "", 1)
    return LINK_BAR_RE.fullmatch(rest) is not None


def _labelled_prev_next(dom: Dom, b: int, anchors: list[int]) -> bool:
    """Whether block ``b`` is a previous/next label (``PREV_NEXT_LABEL_RE``) before each of its links ``anchors``,
    the last closing it ("上一篇：<title>", "ئالدىنقىسى: <title> | كېيىنكىسى: <title>"), each label closed by a colon
    or a shad or set in an element of its own (Newspaper's ``<span>Previous article</span>``): a story's sentence runs
    on in one text."""
    text = dom.text(b).strip()
    start, own = 0, None
    for anchor in anchors:
        title = dom.text(anchor).strip()
        at = text.find(title, start) if title else -1
        if at < 0:
            return False
        label = text[start:at].strip(LINK_BAR_CHARS)
        match = PREV_NEXT_LABEL_RE.match(label)
        if match is None:
            return False
        if match.group("mark") is None:
            if own is None:
                own = {dom.text(child).strip() for child in dom.child_ids(b) if dom.tags[child] != "a"}
            if label not in own:
                return False
        start = at + len(title)
    return not text[start:].strip(LINK_BAR_CHARS)


def drop_player_clocks(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a media player's clock alone (``PLAYER_CLOCK_RE``) inside an element named
    as a player (``PLAYER_CLASS_RE``, within ``PLAYER_LEVELS``), in place (module docstring)."""
    if not dom.has_elements:
        return
    for k, b in enumerate(blocks.ids):
        if not keep[b] or blocks.lengths[k] > PLAYER_CLOCK_CHARS or PLAYER_CLOCK_RE.match(blocks.texts[k]) is None \
                or dom.tags[b] in TABLE_CELL_TAGS:
            continue
        x = b
        for _ in range(PLAYER_LEVELS):
            if x < 0:
                break
            if PLAYER_CLASS_RE.search(dom.names(x)) is not None:
                if not _holds_kept_sentence(dom, keep, blocks, x):
                    keep[b] = 0
                break
            x = dom.parent[x]


def _holds_kept_sentence(dom: Dom, keep: bytearray, blocks: Blocks, x: int) -> bool:
    """Whether element ``x`` holds a kept block closing in a sentence's mark (``SENTENCE_END_RE``): a transcript's
    lines between its clocks, not a player's controls."""
    ids = blocks.ids
    return any(keep[ids[k]] and SENTENCE_END_RE.search(blocks.texts[k].strip()) is not None
               for k in range(bisect_left(ids, x), bisect_left(ids, dom.end[x])))


def drop_card_dates(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a story card's date alone closing its card (``CARD_DATE_RE``,
    ``_closing_date_element``; module docstring), in place. Reads the elements of the few kept date lines."""
    if not dom.has_elements:
        return
    tags = dom.tags
    for k, b in enumerate(blocks.ids):
        if not keep[b] or blocks.lengths[k] > CARD_DATE_CHARS or tags[b] in TABLE_CELL_TAGS or tags[b] in HEADING_TAGS:
            continue
        text = blocks.texts[k].strip()
        if ANY_DIGIT_RE.search(text) is not None and CARD_DATE_RE.match(text) is not None \
                and _closing_date_element(dom, b, text):
            keep[b] = 0


def _closing_date_element(dom: Dom, b: int, text: str) -> bool:
    """Whether block ``b`` (``text``) or an element inside it holding all of its text is named as a date
    (``DATE_CLASS_RE``, ``DATE_TAG``) and closes its card: an element sibling before it holds text, none after it.
    The siblings are read from the outermost element up to ``b`` holding the date's text alone: a ``span.date``
    inside its ``div.meta`` block closes the card when the box does (the span's own siblings hold no text), a
    ``span.zt-time`` whose item's own text is the date alone closes the item when it comes last in it. The card
    links to another page (``_links_out``)."""
    parent = dom.parent
    for x in range(b, dom.end[b]):
        if (dom.tags[x] == DATE_TAG or DATE_CLASS_RE.search(dom.attr(x, "class")) is not None) \
                and (x == b or dom.text(x).strip() == text):
            while x != b and dom.text(parent[x]).strip() == text:
                x = parent[x]
            after = dom.next_sibling(x)
            while after >= 0 and dom.tree_text[after] == 0:
                after = dom.next_sibling(after)
            before = dom.previous_sibling(x)
            while before >= 0 and dom.tree_text[before] == 0:
                before = dom.previous_sibling(before)
            return after < 0 and before >= 0 and _links_out(dom, parent[x])
    return False


def _links_out(dom: Dom, card: int) -> bool:
    """Whether element ``card`` holds a link to another page (an ``href`` not a fragment, "#p3"): a story card's
    title, not a thread's post titled by a link to its own anchor (its date is the post's)."""
    return card >= 0 and any(not dom.attr(a, "href").startswith("#") and dom.attr(a, "href") != ""
                             for a in dom.anchors_in(card))


def drop_entry_durations(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a duration alone (``DURATION_LINE_RE``) holding no link nor ``<time>``,
    closing a list's item (``LIST_ITEM_TAGS``, within ``ENTRY_LEVELS``) that holds one: a playlist entry's length
    beside its linked title (module docstring), in place."""
    if not dom.has_elements:
        return
    tags, parent = dom.tags, dom.parent
    for k, b in enumerate(blocks.ids):
        if not keep[b] or blocks.lengths[k] > DURATION_LINE_CHARS or dom.link_text[b] or tags[b] in TABLE_CELL_TAGS \
                or DURATION_LINE_RE.match(blocks.texts[k]) is None:
            continue
        x = parent[b]
        for _ in range(ENTRY_LEVELS - 1):
            if x < 0 or tags[x] in LIST_ITEM_TAGS:
                break
            x = parent[x]
        if x >= 0 and tags[x] in LIST_ITEM_TAGS and dom.link_text[x] and DATE_TAG not in tags[b:dom.end[b]] \
                and not any(dom.tree_text[n] for n in range(dom.end[b], dom.end[x])) \
                and not _holds_entry_prose(dom, keep, blocks, x, b):
            keep[b] = 0


def _holds_entry_prose(dom: Dom, keep: bytearray, blocks: Blocks, x: int, b: int) -> bool:
    """Whether list item ``x`` holds a kept block besides ``b`` of at least ``ENTRY_PROSE_CHARS`` characters outside
    links: a paragraph describing the entry (an itinerary's leg, its driving time under it), no playlist's meta."""
    ids = blocks.ids
    return any(ids[k] != b and keep[ids[k]] and blocks.lengths[k] - dom.link_text[ids[k]] >= ENTRY_PROSE_CHARS
               for k in range(bisect_left(ids, x), bisect_left(ids, dom.end[x])))
