"""Thread rules: a status's stream of replies under a kept post is dropped (``drop_reply_streams``).

A reply opens with a short linked name and a colon (``reply_openers``) or carries a byline header with a stamp
(``byline_headers``); records of such replies in one tag path (seed 003's repeated tag paths) under a kept post of
``REPLY_HOST_CHARS`` at least are the replies to a status, not its text (``reply_records``, ``_beside_lead``).
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_left
from collections import Counter

from extract.algorithms.auto.boxes import blocks_inside
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.dates import CLOCK_TIME, DAY_MONTH, NUMERIC_DATE, TIME_SEPARATOR, WORD_DATE
from extract.algorithms.auto.lines import ANY_DIGIT_RE, is_marked_line
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

# A stream of replies under a status or a short post that no class names a comment: Weibo's ``WB_feed_repeat`` lists
# each reply as ``div.list_li > div.list_con > div.WB_text`` ("<a>name</a>：text"), its date and reply button beside
# it, seven levels under the stream's name (past ``KEYWORD_NEAR``). The signal is the reply's shape: a block opening
# with a linked name of REPLY_NAME_CHARS at most and a colon right after it, REPLY_STREAM_MIN such blocks of one tag
# path; each one's record (the reply: its date and buttons too) is the ancestor below the one holding the next reply
# (REPLY_RECORD_LEVELS up at most), holding REPLY_RECORD_BLOCKS blocks at least (an anthology's "<a>name</a>: saying"
# lines under its introduction are one block each). Replies are no text when a post they answer is (the dev convention: comments
# under an article are left out): a kept block of REPLY_HOST_CHARS at least, no heading, before the stream. A thread
# written as "name: text" lines alone has no such host and stays. Extraction-dev: one page holds such a run (a
# shop's collection, its product names longer than a name), unchanged, and no other QA page; QA h97: Weibo-like
# pages zh 0.364 -> 0.920, ug 0.388 -> 0.774 (all 0.748 -> 0.772).
REPLY_NAME_CHARS = 20  # whitespace-free characters at most of the linked name opening a reply (a product's is longer)
REPLY_STREAM_MIN = 3  # replies at least of one tag path
REPLY_RECORD_LEVELS = 4  # ancestors of a reply climbed to its record (Weibo: WB_text < list_con < list_li)
REPLY_RECORD_BLOCKS = 2  # blocks at least in each record: the reply and its date or buttons (a quoted saying is alone)
REPLY_HOST_CHARS = 50  # whitespace-free characters at least of the kept post before the stream (a status: ~60)
# A text piece opening with a colon, its spaces aside, in the page's pieces joined by newlines (a reply's colon opens
# the piece after its linked name); extraction-dev: 377 pages of 460 have none. The spaces are those within one line
# ([^\S\n]; the last newline of a blank run starts the match): with \s*, each newline of a page's long runs of
# blank pieces scanned the rest of its run, a second of the dev set's 15 CPU-seconds. The pattern opens with its
# newline, a literal, so the engine skips to each newline in C (``(?:^|\n)`` tried a match at every character;
# reply_openers over the dev set's 460 pages: 0.23 -> 0.15 CPU-s); the joined text starts with one too, for the
# first piece. No step runs it now (session 44, h313): ``_piece_opens_with_colon`` answers the same from the colons,
# and the pattern is its tests' reference.
PIECE_COLON_RE = re.compile(r"\n[^\S\n]*[:：]")
REPLY_COLONS = (":", "：")  # the mark after the name, Latin or full-width
# A reply's record may open with its header instead: the linked name and the date alone on a line ("<a>Dawa</a> ·
# 2025-04-01"), the reply's text in a block of its own (review h98: a blog's 25 responses in div.response, a class no
# comment pattern names, since API documentation names its parts "response", were kept under the post). Such a
# header is the record's furniture itself; a record holding a heading is a teaser (a listing's title, author, date).
BYLINE_STAMP_RE = re.compile(
    rf"^[\s·•|｜,/–-]*(?:{NUMERIC_DATE}|{WORD_DATE}|{DAY_MONTH})(?:{TIME_SEPARATOR}{CLOCK_TIME})?\s*$")
BYLINE_HEADER_CHARS = 60  # characters at most of such a header: a name of REPLY_NAME_CHARS, a date and a time
# ... but a listing's cards open so too: a short linked title and its date, then the excerpt ("<a>图书馆开放时间调整
# </a> 2025-01-03", a school's notices, a county's news, a shop's testimonials). A listing sets its cards beside its
# lead (the paragraph under its h1 is their row's or their row's parent's child); a post's responses stand in a box of
# their own after the post's element (review h110: 4 listings in 4 languages lost every excerpt under a 60-character lead).
# LISTING_LEAD_CHARS of unlinked text in such sibling blocks (not headings) make the stream a listing's records.
LISTING_LEAD_CHARS = 50  # as REPLY_HOST_CHARS: the post a stream needs is the lead a listing has


def reply_openers(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether its text opens with a linked name (``REPLY_NAME_CHARS`` at most) and a colon right after
    it ("<a>小卓玛</a>：..."), with words after the colon. One pass over the page's pieces; no lxml element. A page
    none of whose text pieces opens with a colon (``PIECE_COLON_RE``'s match, found from the colons of the pieces
    joined: ``_piece_opens_with_colon``) has none."""
    if not _piece_opens_with_colon("\n" + "\n".join(filter(None, dom.piece_text))):
        return [False] * len(blocks.ids)
    owner, in_link = blocks.owner, dom.in_link
    # Only the pieces of the blocks whose text holds a colon, picked in C (session 45, h318): a block without one
    # comes out False either way (its answer needs a piece opening with a colon), and each block's pieces are read
    # alone, in page order, as before
    wanted = {b for b, text in zip(blocks.ids, blocks.texts) if REPLY_COLONS[0] in text or REPLY_COLONS[1] in text}
    piece_blocks = list(map(owner.__getitem__, dom.piece_owner))
    name: dict[int, int] = {}  # block -> characters of its opening link so far
    done: dict[int, bool] = {}
    for o, text, b in itertools.compress(zip(dom.piece_owner, dom.piece_text, piece_blocks),
                                         map(wanted.__contains__, piece_blocks)):
        if text is None or text.isspace() or b in done:
            continue
        if in_link[o]:
            name[b] = name.get(b, 0) + len("".join(text.split()))
            continue
        rest = text.lstrip()
        done[b] = (0 < name.get(b, 0) <= REPLY_NAME_CHARS and rest.startswith(REPLY_COLONS)
                   and not rest[1:].isspace() and len(rest) > 1)
    return [done.get(b, False) for b in blocks.ids]


def _piece_opens_with_colon(text: str) -> bool:
    """Whether ``PIECE_COLON_RE`` finds a match in ``text`` (the pieces joined), read from the colons (session 44,
    h313): a page holds far fewer colons than pieces, and each colon is found by a substring scan in C, where the
    pattern was tried at every newline. The same answer: a match ends at a colon whose nearest newline before it is
    followed by white space alone up to it (an earlier newline would have that one between it and the colon). It
    assumes ``REPLY_COLONS`` is exactly the pattern's colon class (``[:：]``)."""
    for colon in REPLY_COLONS:
        at = text.find(colon)
        while at >= 0:
            line = text.rfind("\n", 0, at)
            if line >= 0 and (line + 1 == at or text[line + 1:at].isspace()):
                return True
            at = text.find(colon, at + 1)
    return False


def byline_headers(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a reply's header, a linked name (``REPLY_NAME_CHARS`` at most) and then only a date
    (``BYLINE_STAMP_RE``), in ``BYLINE_HEADER_CHARS`` at most. One pass over the pieces of the few short blocks
    holding a link and a digit (none on most pages)."""
    link_text, owner, in_link = dom.link_text, blocks.owner, dom.in_link
    wanted = {b for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths)
              if length <= BYLINE_HEADER_CHARS and 0 < link_text[b] <= REPLY_NAME_CHARS and ANY_DIGIT_RE.search(text)}
    if len(wanted) < REPLY_STREAM_MIN:
        return [False] * len(blocks.ids)
    name: dict[int, int] = {}  # block -> characters of its opening link
    rest: dict[int, list[str]] = {}  # block -> its text after the link
    spoilt: set[int] = set()  # blocks with a second link, or text before the first
    # the wanted blocks' pieces picked in C (each piece's block, then its membership), in page order: the same pieces
    # the loop read before session 44 (h313), the others' skipped without a step of Python each
    piece_blocks = list(map(owner.__getitem__, dom.piece_owner))
    for o, text, b in itertools.compress(zip(dom.piece_owner, dom.piece_text, piece_blocks),
                                         map(wanted.__contains__, piece_blocks)):
        if not text or b in spoilt or text.isspace():
            continue
        if in_link[o]:
            if b in rest:
                spoilt.add(b)
            else:
                name[b] = name.get(b, 0) + len("".join(text.split()))
        elif b in name:
            rest.setdefault(b, []).append(text)
        else:
            spoilt.add(b)
    return [b in rest and b not in spoilt and name[b] <= REPLY_NAME_CHARS
            and BYLINE_STAMP_RE.match("".join(rest[b])) is not None for b in blocks.ids]


def reply_records(dom: Dom, blocks: Blocks) -> list[int]:
    """The records of the reply streams (``reply_openers``, ``REPLY_STREAM_MIN`` of one tag path): per reply, the
    ancestor-or-self (``REPLY_RECORD_LEVELS`` up at most) whose parent holds the next reply too (the last reply
    climbs as far as the one before it); a stream counts when each record holds ``REPLY_RECORD_BLOCKS`` blocks.
    A record may open with its header instead (``byline_headers``): it is its date, it holds no heading, and the
    stream stands apart from a lead (``_beside_lead``: a listing's cards)."""
    headers = byline_headers(dom, blocks)
    openers = [opener or header for opener, header in zip(reply_openers(dom, blocks), headers)]
    if sum(openers) < REPLY_STREAM_MIN:
        return []
    headed = {b for b, header in zip(blocks.ids, headers) if header}
    leads = _lead_prose(dom, blocks) if headed else Counter()
    by_path: dict[int, list[int]] = {}
    for b, opener in zip(blocks.ids, openers):
        if opener:
            by_path.setdefault(dom.path[b], []).append(b)
    parent, end, ids = dom.parent, dom.end, blocks.ids
    records: list[int] = []
    for replies in by_path.values():
        if len(replies) < REPLY_STREAM_MIN:
            continue
        levels = 0
        stream: list[int] = []
        for k, b in enumerate(replies):
            if k + 1 < len(replies):
                following, levels, a = replies[k + 1], 0, b
                while levels < REPLY_RECORD_LEVELS and parent[a] >= 0 and not parent[a] <= following < end[parent[a]]:
                    a, levels = parent[a], levels + 1
            else:
                a = b
                for _ in range(levels):
                    a = parent[a]
            stream.append(a)
        listing = not headed.isdisjoint(replies) and _beside_lead(dom, blocks, leads, stream)
        if not listing and all(bisect_left(ids, end[a]) - bisect_left(ids, a) >= REPLY_RECORD_BLOCKS
                               and (has_no_heading(dom, blocks, a) if b in headed
                                    else has_reply_furniture(dom, blocks, a, b))
                               for a, b in zip(stream, replies)):
            records += stream
    return records


def _lead_prose(dom: Dom, blocks: Blocks) -> Counter[int]:
    """Per element: the unlinked text of its child blocks that are no headings (``HEADING_TAGS``). One pass."""
    leads: Counter[int] = Counter()
    for b in blocks.ids:
        if dom.tags[b] not in HEADING_TAGS:
            leads[dom.parent[b]] += dom.tree_text[b] - dom.link_text[b]
    return leads


def _beside_lead(dom: Dom, blocks: Blocks, leads: Counter[int], stream: list[int]) -> bool:
    """Whether the ``stream``'s records sit beside a lead (``LISTING_LEAD_CHARS``): child blocks of their row or of
    the row's parent, the records themselves not counted, hold that much unlinked text: a listing's cards."""
    ids = blocks.ids
    row = dom.parent[stream[0]]
    own = sum(leads[box] for box in {row, dom.parent[row]} if box >= 0)
    records = sum(dom.tree_text[a] - dom.link_text[a] for a in set(stream)
                  if dom.parent[a] == row and dom.tags[a] not in HEADING_TAGS and ids[bisect_left(ids, a)] == a)
    return own - records >= LISTING_LEAD_CHARS


def has_no_heading(dom: Dom, blocks: Blocks, record: int) -> bool:
    """Whether none of the ``record``'s blocks is a heading (``HEADING_TAGS``): a reply, not a listing's teaser."""
    ids, tags = blocks.ids, dom.tags
    return all(tags[b] not in HEADING_TAGS for b in ids[bisect_left(ids, record):bisect_left(ids, dom.end[record])])


def has_reply_furniture(dom: Dom, blocks: Blocks, record: int, reply: int) -> bool:
    """Whether the ``record`` holds, beside its ``reply``, a block of links alone (a reply or like button) or a marked
    line (``is_marked_line``: its date). A lesson's dialogue ("<a>speaker</a>：line" over its pinyin or translation)
    and an interview's turns (a linked name's answer over its next paragraph) hold text there (review h104)."""
    ids, texts, link_text, tree_text = blocks.ids, blocks.texts, dom.link_text, dom.tree_text
    first, last = bisect_left(ids, record), bisect_left(ids, dom.end[record])
    return any(b != reply and (link_text[b] >= tree_text[b] or is_marked_line(text))
               for b, text in zip(ids[first:last], texts[first:last]))


def drop_reply_streams(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the reply streams' records (``reply_records``) under a kept post of ``REPLY_HOST_CHARS`` at least
    before them (no heading), in place."""
    records = reply_records(dom, blocks)
    if not records:
        return
    inside = blocks_inside(dom, blocks, records)
    first = min(records)
    host = sum(length for b, length, within in zip(blocks.ids, blocks.lengths, inside)
               if b < first and keep[b] and not within and dom.tags[b] not in HEADING_TAGS)
    if host < REPLY_HOST_CHARS:
        return
    for b, within in zip(blocks.ids, inside):
        if within:
            keep[b] = 0
