"""Quote headers: the inline line naming whom a forum post quotes, at the head of the quote's text
(``drop_quote_headers``).

phpBB 3 opens a quote with ``<blockquote><div><cite><a>name</a> wrote: <a>↑</a><span>date</span></cite>quoted
text</div></blockquote>``, Discuz! with ``<blockquote><font size="2"><a href="...redirect..."><font>name 发表于 date
</font></a></font><br>quoted text</blockquote>``: the header is an inline element of the quote's block, so the block's
text is "name wrote: ↑date quoted text" and a block rule (``POSTER_RE``'s "quoteheader", ``lines``' "发表于" date
line) keeps or drops both. ``drop_quote_headers`` leaves out the header alone with its subtree (as
``inline.drop_inline_furniture`` does an edit note), the quoted text staying where it was: an element opening the
block's text (nothing before it), the block a ``<blockquote>`` or inside one or an element its class names a quote,
``QUOTE_LEVELS`` up at most, the element's whole text a header (``QUOTE_HEADER_RE``, or a "said" dated as a post is,
``SAID_HEADER_RE``; ``QUOTE_HEADER_CHARS`` at most)
and the element a ``<cite>`` or holding a link (the poster's profile, the quoted post). A story's blockquote opening
with "<b>On 3 March the minister said:</b>" is neither and stays whole (a date alone is no proof: a story dates
its speeches). A link is the poster's in a board's words alone (``in_board_words``: an engine's phrase or a post's
date in digits): a story links its speaker's name too, "<strong><a>李部长</a>在信中写道：</strong>" (review h205).
Discuz! 7 sets the header in the quote's own text, the name alone in an element: ``<blockquote>原帖由 <i>name</i> 于
date 发表<br>quoted text``. No node holds the header alone (the blockquote owns its first words, its date and the
quoted text), so the header's line is cut from the rendered text, not a node from the kept ones
(``header_line_end``, ``Dom.cut_pieces``): the block's own text and inline elements up to a ``<br>``, in a quote,
in an engine's words (``QUOTE_HEADER_RE``, a "said" alone is a story's). Review h196's discuz7_zh; extraction-dev
unchanged. Such a line is the board's when it opens on an engine's own phrase ("原帖由", "引用", "Quote from:",
"Originally Posted by": ``ENGINE_LINE_RE``) or dates the post in a board's digits (``POST_DATE_RE``: Discuz! 7's
"2009-3-2 10:22"); a story sets its quoted letter, poem or article under a line of its own words, the verbs a
board's header shares with prose, undated to the minute: "On 2 March 1986 <b>Pema</b> wrote:", "这篇文章发表于 1981
年的<i>《乡村教育》</i>杂志上：", "1985-يىلى <b>شائىر</b> مۇنداق يازغان:" (the poet wrote thus), "ལོ་ ༡༩༨༥ ལོར་<b>ཨ་མ</b>་ཡིས་
བྲིས་པ།" (written by mother), and keeps it (review h205).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.page_memo import owner_class_text
from extract.dom import Dom

QUOTE_LEVELS = 3  # ancestors of the header's block read for the quote (phpBB: div < blockquote; Discuz!: blockquote)
QUOTE_HEADER_CHARS = 120  # characters at most of a header: a name, its verb, a date and a time
QUOTE_BLOCK_TAG = "blockquote"
# a class naming a quote, "quote" opening a word: "quote", "bbcode_quote", "quotecontent", "bbCodeBlock--quote" (not
# "ipsQuote", a letter before it under IGNORECASE: Invision's quote is a <blockquote>, read by its tag)
QUOTE_CLASS_RE = re.compile(r"(?<![a-z])quote", re.IGNORECASE)
QUOTE_CLASS_WORD = "quote"  # the word every match of ``QUOTE_CLASS_RE`` holds, in lower case
QUOTE_HEADER_TAGS = frozenset({"cite", "font", "span", "b", "strong", "a", "em", "i", "small"})  # inline elements
CITE_TAG = "cite"  # HTML's element for a quote's source: a header without a link or a date
LINK_TAG = "a"
LINE_BREAK_TAG = "br"  # the end of a header line set in a quote's own text (Discuz! 7)
HEADER_LINE_ELEMENTS = 4  # inline elements at most before a header line's <br>: a name, a date, a link to the post
# The header's whole text, in the engines' words: en "<name> wrote: [↑<date>]" (phpBB), "Quote from: <name> on
# <date>" (SMF), "Originally Posted by <name>" (vBulletin), "Quote (<name> @ <date>)" (IPB 2); zh "<name> 发表于
# <date>" (Discuz!), "引用 <name> 的帖子" / "原帖由 <name> 于 <date> 发表" / "以下是引用<name>在<date>的发言：" (PHPWind,
# Discuz! 6), "<name> 写道："; ug "<name> يازغان:" (wrote); bo "<name> ཡིས་བྲིས་པ།" / "<name> གྱིས་བྲིས་པ།" (written by
# <name>). Each verb closes its phrase on a mark (a colon, a shad) or the header's date: a Tibetan "<name>
# གྱིས་བྲིས་པའི་<title>" (the <title> written by <name>, a book's linked title opening a quoted passage) goes on in
# the sentence.
QUOTE_HEADER_RE = re.compile(
    r"^\W*(?:quote\s*(?:from)?\s*:?\s*)?\S.{0,60}?\s(?:wrote|writes)\s*:.{0,60}$"
    r"|^\W*quote\s+from\s*:\s*\S.{0,100}$|^\W*originally\s+posted\s+by\s+\S.{0,60}$|^\W*quote\s*\(.{1,100}\)\s*$"
    r"|^\W*(?:引用\s*[:：]?\s*)?\S.{0,60}?(?:发表于|發表於)\s*\d.{0,40}$"
    r"|^\W*(?:引用|原帖由|原帖由於)\s*.{1,60}?(?:的帖子|的發言|的发言|发表|發表)\W*.{0,40}$"
    r"|^\W*以下是引用.{1,60}?(?:的发言|的發言)\s*[:：]?\s*$"
    r"|^\W*\S.{0,60}?(?:写道|寫道)\s*[:：].{0,40}$"
    r"|^\W*\S.{0,60}?\s(?:يازغان|يازدى)\s*[:：].{0,40}$"
    r"|^\W*\S.{0,60}?(?:ཡིས|གྱིས|ཀྱིས|གིས)[\s\u0f0b]*བྲིས[\s\u0f0b]*པ[\s\u0f0b]*(?:[\u0f0d:：]|$|(?=\d)).{0,40}$",
    re.IGNORECASE | re.DOTALL)
# a header line's opening, in an engine's own words (not a verb a story writes): "原帖由 <name> 于 <date> 发表" (Discuz!
# 6-7), "原帖由於" (its traditional Chinese), "引用 <name> 的帖子" / "以下是引用<name>在<date>的发言" (PHPWind, Discuz!
# 6), "Quote from: <name>" (SMF), "Quote (<name> @ <date>)" (IPB 2), "Originally Posted by <name>" (vBulletin)
ENGINE_LINE_RE = re.compile(r"^\W*(?:原帖由|引用|以下是引用|quote\s*(?:from\s*:|\()|originally\s+posted\s+by\s)",
                            re.IGNORECASE)
# a post's date as a board prints it, in digits ("2009-3-2", "05/01/2013") or with its time of day ("01 May 2013 -
# 10:00"); a story dates a letter or a speech in words ("2 March 1986", "2009年3月2日", "1985-يىلى")
POST_DATE_RE = re.compile(r"(?<!\d)(?:\d{1,2}:\d{2}|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})(?!\d)")
# ... or a board's "said" with the post's date: IPB's "<name>, on 01 May 2013 - 10:00, said:", "<name> 于 2024-5-2 说：",
# "<name> 2024-5-2 دېگەن:" (said). A story's quote opens on its speaker's "said" too ("<b><a>Minister Li</a> said:</b>",
# "<strong><a>扎西校长</a>说：</strong>", the headmaster said), the reporter's words, undated: kept.
SAID_HEADER_RE = re.compile(
    r"^\W*\S.{0,60}?\d.{0,40}?(?:\s(?:said|says)\s*:|(?:说|說)\s*[:：]|\sدېگەن\s*[:：]).{0,40}$",
    re.IGNORECASE | re.DOTALL)


def drop_quote_headers(dom: Dom, kept: list[int], owner: list[int],
                       cuts: list[tuple[int, str]] | None = None) -> list[int]:
    """``kept`` without the quote headers (``is_quote_header``) and their subtrees. ``cuts``, when given (``tsheg
    extract --explain``), is told each header left out, as ``QUOTE_HEADER_KIND``. Constant work per kept inline
    node but for the few opening a block, whose text and ``QUOTE_LEVELS`` ancestors are read; a Dom without its lxml
    elements is left as it is."""
    if not dom.has_elements:
        return kept
    dom.cut_pieces = set()
    end, block, elements, tags = dom.end, dom.block, dom.elements, dom.tags
    # (the gate, exact: a header needs a quote, ``in_quote``: a <blockquote> or a class naming a quote over its
    # block, which holds text, so that the block and its ancestors are among the nodes whose classes the features
    # read, ``page_memo.owner_class_text``; a page with neither keeps every node)
    text = owner_class_text(dom, owner)
    if text is not None and QUOTE_CLASS_WORD not in text and QUOTE_BLOCK_TAG not in tags:
        return list(kept)
    out: list[int] = []
    skip_until = -1
    for i in kept:
        if i < skip_until:
            continue
        # (each test first reads what a header needs, in the Dom's lists: its inline element as the block's first
        # child, ``header_line_end``'s and ``is_quote_header``'s first test; most kept nodes have none)
        if (owner[i] == i and block[i] and i + 1 < end[i] and tags[i + 1] in QUOTE_HEADER_TAGS
                and (elements[i].text or "").strip()):
            line_end = header_line_end(dom, i)
            if line_end >= 0:
                dom.cut_pieces.update(dom.pieces_before(i, line_end))
                if cuts is not None:
                    cuts.append((i + 1, QUOTE_HEADER_KIND))
        if i == owner[i] + 1 and tags[i] in QUOTE_HEADER_TAGS and is_quote_header(dom, i, owner[i]):
            skip_until = end[i]
            if cuts is not None:
                cuts.append((i, QUOTE_HEADER_KIND))
            continue
        out.append(i)
    return out


QUOTE_HEADER_KIND = "quote_header"  # the kind ``drop_quote_headers`` tells ``cuts``


def is_quote_header(dom: Dom, i: int, block: int) -> bool:
    """Whether inline node ``i`` of ``block`` opens the block's text (its first child, no text before it), in a
    quote (``in_quote``), and is a header: its text ``QUOTE_HEADER_RE`` within ``QUOTE_HEADER_CHARS``, with more text
    after it in the block, and a ``<cite>`` or holding a link in a board's words (``in_board_words``: a story's
    "<strong><a>李部长</a>在信中写道：</strong>", its link to the minister's page, stays)."""
    if dom.parent[i] != block or i != block + 1 or dom.tags[i] not in QUOTE_HEADER_TAGS:
        return False
    if (dom.elements[block].text or "").strip():
        return False
    length = dom.tree_text[i]
    if not 0 < length <= QUOTE_HEADER_CHARS or dom.tree_text[block] <= length or not in_quote(dom, block):
        return False
    text = dom.text(i).strip()
    if QUOTE_HEADER_RE.match(text) is None and SAID_HEADER_RE.match(text) is None:
        return False
    if dom.tags[i] == CITE_TAG:
        return True
    return LINK_TAG in dom.tags[i:dom.end[i]] and in_board_words(text)


def header_line_end(dom: Dom, block: int) -> int:
    """The ``<br>`` ending a header line that opens ``block``'s own text, or -1: Discuz! 7's "原帖由 <i>name</i> 于
    <date> 发表<br>quoted text", the name in an inline element of its own, so that no node holds the header alone. The
    line: the block's own text, then inline elements (``QUOTE_HEADER_TAGS``, one at least: the name set apart) and
    their tails, up to a ``<br>``; the block in a quote (``in_quote``), the line's text a header in an engine's words
    (``QUOTE_HEADER_RE``; not a "said" alone: a story's quote opening on "On 3 March the minister said:<br>"),
    in a board's words (``in_board_words``: an engine's phrase or a post's date in digits): a story's "On 2 March 1986
    <b>Pema</b> wrote:<br>" stays; ``QUOTE_HEADER_CHARS`` at most, with more text after it in the block.
    Reads the block's children up to the ``<br>`` alone."""
    tags, end = dom.tags, dom.end
    j, names = block + 1, 0
    while j < end[block] and tags[j] != LINE_BREAK_TAG:
        if tags[j] not in QUOTE_HEADER_TAGS or names >= HEADER_LINE_ELEMENTS:
            return -1
        names += 1
        j = end[j]
    if not names or j >= end[block] or not in_quote(dom, block):
        return -1
    line = " ".join("".join(t for t in map(dom.piece_text.__getitem__, dom.pieces_before(block, j)) if t).split())
    length = len("".join(line.split()))
    if not 0 < length <= QUOTE_HEADER_CHARS or dom.tree_text[block] <= length or QUOTE_HEADER_RE.match(line) is None:
        return -1
    return j if in_board_words(line) else -1


def in_board_words(header: str) -> bool:
    """Whether a header's text opens on an engine's phrase (``ENGINE_LINE_RE``) or dates a post as a board does
    (``POST_DATE_RE``): the verbs a board shares with a story ("wrote:", "写道：", "يازغان:", "བྲིས་པ།") are a board's
    only so dated."""
    return ENGINE_LINE_RE.match(header) is not None or POST_DATE_RE.search(header) is not None


def in_quote(dom: Dom, block: int) -> bool:
    """Whether ``block`` or one of its ``QUOTE_LEVELS`` ancestors is a ``<blockquote>`` or named a quote
    (``QUOTE_CLASS_RE``)."""
    a = block
    for _ in range(QUOTE_LEVELS + 1):
        if a < 0:
            return False
        if dom.tags[a] == QUOTE_BLOCK_TAG or QUOTE_CLASS_RE.search(dom.elements[a].get("class") or ""):
            return True
        a = dom.parent[a]
    return False
