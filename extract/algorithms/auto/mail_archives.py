"""Mail archives: a mailing list's web archive drawn by a mail client's interface (Google Groups) keeps each
message's text, not the client's controls and headers around it (``drop_mail_furniture``).

Session 43 (h301): Google Groups draws a thread as one section per message, its class names generated ("ptW7te",
"LgTGUb": nothing a rule can name), each message under its sender's line ("tashi <t...@example.org>"), its date and
its recipients' line ("to keyboards"), with a "Show quoted text" button over the quoted part and a row of "Reply all",
"Reply to author" and "Forward" buttons under it. The model kept the buttons and the sender and recipients lines
with every message. They are the client's, in its words: a page printing the client's own labels as lines of their
own (``MAIL_GATE_LABELS``, ``MAIL_CONTROLS_MIN`` times at least) is such an archive, and there its control lines
(``MAIL_CONTROL_LABELS``), its sender lines (``SENDER_LINE_RE``) and its recipients lines (``RECIPIENTS_LINE_RE``)
go. The message headers (From, Date, Subject) are the archive's furniture, as a post's member pane and date are a
forum's (the dev truths keep the posts' text alone); hypermail's archive already comes out so. No dev page prints
such labels. Review r301: a help page naming the buttons as its headings or its list's items, "to ..." items and a
contact's address lost them all: the gate wants one label on two lines (one per message), or two labels beside a
sender's line in one box holding no heading (a thread of one message; review f2: not a contact's address further down
a help page), no heading counted, and a recipients' line goes only under a sender's line.
A client drawing its labels as ``<button>`` elements prints none (the Dom holds no form control); session 44 (h314)
reads them from the page's markup instead (``button_gate_labels``), on a page with a sender's line per message:
Google Groups' Chinese interface draws "全部回复" and "回复作者" so under every message, and its sender and recipients
lines stayed. Review r314: the buttons are no line a heading or a box can tell apart, so the gate wants as many
sender's lines as a label's buttons need (``MAIL_CONTROLS_MIN``, one per message): a mail client's tutorial drawing
its toolbar twice over a contact's address keeps the address. Review n1 (s44): and each button counted follows a
sender's line since the label's previous button, in document order: a tutorial's toolbars over two moderators'
addresses keep them.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections import Counter

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import block_text, node_of
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

# The labels a mail client's interface prints as lines of their own that no message writes alone: Google Groups'
# English and Chinese buttons (the quoted-text toggle of its old interface with its dashes)
MAIL_GATE_LABELS = frozenset({"reply all", "reply to author", "show quoted text", "hide quoted text",
                              "- show quoted text -", "- hide quoted text -",
                              "全部回复", "回复全部", "回复作者", "显示引用文字", "隐藏引用文字"})
# The gate labels that case folding leaves as they are, and that only themselves fold to (Chinese): found as written
MAIL_UNCASED_LABELS = tuple(sorted(label for label in MAIL_GATE_LABELS if not label.isascii()))
# The characters whose case folding holds a "y" or a "q" (all of Unicode read: tests/test_auto_speed_h318_s45.py): each
# other gate label holds one of these two letters, so a text holding none of them folds to none of those labels
MAIL_LABEL_KEYS = ("y", "Y", "\u1e99", "q", "Q")
# ... and with them, on such a page, its other controls: a message's "Forward" button (a word a page may print alone
# elsewhere: no gate)
MAIL_CONTROL_LABELS = MAIL_GATE_LABELS | {"forward", "转发"}
# Lines at least of one gate label (each of a thread's messages carries it), or gate labels at least on a page with a
# sender's line (a thread of one message). Review r301: a help page naming the client's buttons as its headings named
# two of them once each; a heading is no button (``HEADING_TAGS``).
MAIL_CONTROLS_MIN = 2
MAIL_HEADER_CHARS = 80  # characters at most of a sender's or a recipients' line (a name, an address, a group)
MAIL_HEADER_SPAN = 3  # blocks at most from a sender's line to its message's recipients' line (sender, date, recipients)
# A sender's line: a name (or none) and an address in angle brackets, alone ("tashi <t...@example.org>"; Google
# Groups masks the address's start with dots)
SENDER_LINE_RE = re.compile(r"^[^<>@\n]{0,60}<\s*[^<>\s@]+@[^<>\s]+\s*>$")
# A recipients' line: "to" (Chinese "收件人") and the group's or the members' names, "to" in lower case as the client
# prints it ("to keyboards", "to Tashi, Dorje"; review r301: case-sensitive, and only under a sender's line)
RECIPIENTS_LINE_RE = re.compile(r"^(?:to|收件人[:：]?)\s+\S[^\n]*$")


def _labels_beside_sender(dom: Dom, blocks: Blocks, labels: list[str], gated: list[tuple[int, str]]) -> bool:
    """Whether ``MAIL_CONTROLS_MIN`` distinct gate labels (``gated``: their blocks and labels) share a message's box
    with a sender's line (``SENDER_LINE_RE``): the smallest element round both holds no heading (``HEADING_TAGS``; a
    page's or a section's text opens on its headline, a message's box on its header lines), but for the message's
    subject: a heading that is the box's first block, ``MAIL_HEADER_SPAN`` blocks at most before the sender's line
    (review f7: a one-message page printing its subject inside the message's box). Review f2: a help page listing
    the buttons and, further down, a contact's address lost them all. Each sender's line walks up its ancestors once
    per gate label (here each label is printed once: a dozen at most), a few bisects per box over the blocks."""
    parent, end, tags, ids = dom.parent, dom.end, dom.tags, blocks.ids
    headings = [b for b in ids if tags[b] in HEADING_TAGS]  # sorted, as the blocks are
    for s, (sender, label) in enumerate(zip(ids, labels)):
        if not label or SENDER_LINE_RE.match(label) is None:
            continue
        beside: set[str] = set()
        for b, gate in gated:
            box = parent[sender]
            while box >= 0 and not box <= b < end[box]:
                box = parent[box]
            k = bisect_left(headings, box)
            if box >= 0 and k < len(headings) and headings[k] < end[box]:
                h = bisect_left(ids, headings[k])  # the heading's index among the blocks
                if h == bisect_left(ids, box) and 0 < s - h <= MAIL_HEADER_SPAN:  # the subject over the sender's line
                    k += 1
            if box >= 0 and not (k < len(headings) and headings[k] < end[box]):
                beside.add(gate)
        if len(beside) >= MAIL_CONTROLS_MIN:
            return True
    return False


BUTTON_TAG = "button"  # the form control a client may draw its labels as (``extract.dom.DROPPED_TAGS``)


def _button_text(button) -> str:
    """A ``<button>``'s text, its spaces collapsed, in case-folded form, its text pieces read only until
    ``MAIL_HEADER_CHARS`` are met and cut there."""
    pieces: list[str] = []
    read = 0
    for piece in button.itertext():
        pieces.append(piece)
        read += len(piece)
        if read >= MAIL_HEADER_CHARS:
            break
    return " ".join("".join(pieces)[:MAIL_HEADER_CHARS].split()).casefold()


def _node_before(element, index_of: dict, end: list[int]) -> int:
    """The last Dom node before lxml ``element`` (a node the Dom leaves out) in document order: the last node of the
    subtree of its nearest previous sibling in the Dom (``index_of``: element to node), else its nearest ancestor in
    the Dom; -1 for none. A step per sibling and ancestor passed."""
    e = element
    while e is not None:
        prev = e.getprevious()
        while prev is not None:
            k = index_of.get(prev)
            if k is not None:
                return end[k] - 1
            prev = prev.getprevious()
        e = e.getparent()
        k = index_of.get(e) if e is not None else None
        if k is not None:
            return k
    return -1


def button_gate_labels(dom: Dom, senders: list[int]) -> Counter[str]:
    """How many times each of the mail client's gate labels (``MAIL_GATE_LABELS``, whole, in any case) is the text of
    a ``<button>`` of the page's markup (the Dom leaves buttons out) that follows a sender's line (``senders``, their
    block ids in order) since the label's previous button (review n1, s44: one per message; a tutorial drawing its
    toolbar twice over a contact list's two addresses is no archive), the button placed after the Dom node before it
    (``_node_before``): one scan of the tree's buttons (lxml's, in C), a label's text read only up to
    ``MAIL_HEADER_CHARS`` (``_button_text``), and the page's map of its elements (``page_memo.node_of``, built once
    per page) read from the first gate label's button. Empty for a Dom without its lxml elements."""
    labels: Counter[str] = Counter()
    if not dom.has_elements or not senders:
        return labels
    root = dom.elements[0].getroottree().getroot()
    index_of: dict | None = None
    last_at: dict[str, int] = {}  # each label's previous button, as the Dom node before it
    for button in root.iter(BUTTON_TAG):
        text = _button_text(button)
        if text not in MAIL_GATE_LABELS:
            continue
        if index_of is None:
            index_of = node_of(dom)
        at = _node_before(button, index_of, dom.end)
        if bisect_right(senders, at) > bisect_right(senders, last_at.get(text, -1)):
            labels[text] += 1
        last_at[text] = at
    return labels


def _sender_lines(blocks: Blocks, labels: list[str]) -> list[int]:
    """The blocks (ids, in order) whose short lines (``labels``, "" for a long one) are a sender's line
    (``SENDER_LINE_RE``)."""
    return [b for b, label in zip(blocks.ids, labels) if "@" in label and SENDER_LINE_RE.match(label) is not None]


def _may_print_mail_labels(dom: Dom, blocks: Blocks) -> bool:
    """Whether the short blocks (``MAIL_HEADER_CHARS``) may hold a gate label or ``MAIL_CONTROLS_MIN`` sender's lines:
    the page gate of ``drop_mail_furniture`` (session 45, h318), read in their texts joined (``page_memo.block_text``).
    Exact: the step goes on only with a short block whose stripped text, case-folded, is a gate label (then the label
    is in the joined text case-folded, since case folding maps each character alone; an uncased label is there as
    written, ``MAIL_UNCASED_LABELS``, and a cased one's text holds one of ``MAIL_LABEL_KEYS``), or with that many
    sender's lines, each a short block holding an "@"."""
    joined = block_text(dom, blocks, MAIL_HEADER_CHARS)
    if joined.count("@") >= MAIL_CONTROLS_MIN or any(label in joined for label in MAIL_UNCASED_LABELS):
        return True
    if not any(key in joined for key in MAIL_LABEL_KEYS):
        return False  # (no cased label either: the whole text is not case-folded, ~0.02 CPU-s over the dev set)
    folded = joined.casefold()
    return any(label in folded for label in MAIL_GATE_LABELS)


def drop_mail_furniture(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, on a page printing one of a mail client's own labels (``MAIL_GATE_LABELS``, whole, in any case, as
    a block's line, no heading) ``MAIL_CONTROLS_MIN`` times or more, or as many of them in a message's box with a
    sender's line (``_labels_beside_sender``), or, on a page with that many sender's lines (``_sender_lines``),
    drawing one of them as a ``<button>`` that many times, each after a sender's line (``button_gate_labels``), each
    kept block of ``MAIL_HEADER_CHARS`` at most that is one of its controls (``MAIL_CONTROL_LABELS``) or a sender's
    line (``SENDER_LINE_RE``) or, within ``MAIL_HEADER_SPAN`` blocks after a sender's line, a recipients' line
    (``RECIPIENTS_LINE_RE``), in place. Three passes over the blocks' texts (their lines, the gate labels, the
    furniture), a fourth (``_sender_lines``) when the gate labels alone do not decide, then one scan of the tree's
    buttons (``button_gate_labels``) when it has enough sender's lines."""
    if not _may_print_mail_labels(dom, blocks):
        return
    texts = [text.strip() if length <= MAIL_HEADER_CHARS else "" for text, length in zip(blocks.texts, blocks.lengths)]
    labels = [text.casefold() for text in texts]
    tags = dom.tags
    gated = [(b, label) for b, label in zip(blocks.ids, labels)
             if label in MAIL_GATE_LABELS and tags[b] not in HEADING_TAGS]
    gates = Counter(label for _, label in gated)
    if not (max(gates.values(), default=0) >= MAIL_CONTROLS_MIN
            or len(gates) >= MAIL_CONTROLS_MIN and _labels_beside_sender(dom, blocks, labels, gated)
            or len(senders := _sender_lines(blocks, labels)) >= MAIL_CONTROLS_MIN
            and max(button_gate_labels(dom, senders).values(), default=0) >= MAIL_CONTROLS_MIN):
        return
    sender = -MAIL_HEADER_SPAN - 1  # the index of the last sender's line
    for k, (b, text, label) in enumerate(zip(blocks.ids, texts, labels)):
        if not label:
            continue
        if SENDER_LINE_RE.match(label) is not None:
            sender = k
        elif not (label in MAIL_CONTROL_LABELS
                  or k - sender <= MAIL_HEADER_SPAN and RECIPIENTS_LINE_RE.match(text) is not None):
            continue
        keep[b] = 0
