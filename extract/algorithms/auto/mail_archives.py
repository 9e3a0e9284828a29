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
such labels.
"""

from __future__ import annotations

import re
from collections import Counter

from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

# The labels a mail client's interface prints as lines of their own that no message writes alone: Google Groups'
# English and Chinese buttons (the quoted-text toggle of its old interface with its dashes)
MAIL_GATE_LABELS = frozenset({"reply all", "reply to author", "show quoted text", "hide quoted text",
                              "- show quoted text -", "- hide quoted text -",
                              "全部回复", "回复全部", "回复作者", "显示引用文字", "隐藏引用文字"})
# ... and with them, on such a page, its other controls: a message's "Forward" button (a word a page may print alone
# elsewhere: no gate)
MAIL_CONTROL_LABELS = MAIL_GATE_LABELS | {"forward", "转发"}
MAIL_CONTROLS_MIN = 2  # lines at least of one gate label: each of a thread's messages carries it (review r301: a help
# page naming the client's buttons as its headings names each once)
MAIL_HEADER_CHARS = 80  # characters at most of a sender's or a recipients' line (a name, an address, a group)
MAIL_HEADER_SPAN = 3  # blocks at most from a sender's line to its message's recipients' line (sender, date, recipients)
# A sender's line: a name (or none) and an address in angle brackets, alone ("tashi <t...@example.org>"; Google
# Groups masks the address's start with dots)
SENDER_LINE_RE = re.compile(r"^[^<>@\n]{0,60}<\s*[^<>\s@]+@[^<>\s]+\s*>$")
# A recipients' line: "to" (Chinese "收件人") and the group's or the members' names, "to" in lower case as the client
# prints it ("to keyboards", "to Tashi, Dorje"; review r301: case-sensitive, and only under a sender's line)
RECIPIENTS_LINE_RE = re.compile(r"^(?:to|收件人[:：]?)\s+\S[^\n]*$")


def drop_mail_furniture(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, on a page printing one of a mail client's own labels (``MAIL_GATE_LABELS``, whole, in any case, as
    a block's line) ``MAIL_CONTROLS_MIN`` times or more, each kept block of ``MAIL_HEADER_CHARS`` at most
    that is one of its controls (``MAIL_CONTROL_LABELS``) or a sender's line (``SENDER_LINE_RE``) or, within
    ``MAIL_HEADER_SPAN`` blocks after a sender's line, a recipients' line (``RECIPIENTS_LINE_RE``), in place. Two
    passes over the blocks' texts."""
    texts = [text.strip() if length <= MAIL_HEADER_CHARS else "" for text, length in zip(blocks.texts, blocks.lengths)]
    labels = [text.casefold() for text in texts]
    if max(Counter(label for label in labels if label in MAIL_GATE_LABELS).values(), default=0) < MAIL_CONTROLS_MIN:
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
