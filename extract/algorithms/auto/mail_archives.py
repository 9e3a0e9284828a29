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
MAIL_CONTROLS_MIN = 2  # gate lines at least: a thread's messages each carry them (one alone may be a quoted word)
MAIL_HEADER_CHARS = 80  # characters at most of a sender's or a recipients' line (a name, an address, a group)
# A sender's line: a name (or none) and an address in angle brackets, alone ("tashi <t...@example.org>"; Google
# Groups masks the address's start with dots)
SENDER_LINE_RE = re.compile(r"^[^<>@\n]{0,60}<\s*[^<>\s@]+@[^<>\s]+\s*>$")
# A recipients' line: "to" (Chinese "收件人") and the group's or the members' names, in lower case as the client
# prints it ("to keyboards", "to Tashi, Dorje")
RECIPIENTS_LINE_RE = re.compile(r"^(?:to|收件人[:：]?)\s+\S[^\n]*$")


def drop_mail_furniture(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, on a page printing ``MAIL_CONTROLS_MIN`` lines or more that are a mail client's own labels
    (``MAIL_GATE_LABELS``, whole, in any case), each kept block that is one of its controls
    (``MAIL_CONTROL_LABELS``) or, of ``MAIL_HEADER_CHARS`` at most, a sender's line (``SENDER_LINE_RE``) or a
    recipients' line (``RECIPIENTS_LINE_RE``), in place. Two passes over the blocks' texts."""
    labels = [text.strip().casefold() if length <= MAIL_HEADER_CHARS else ""
              for text, length in zip(blocks.texts, blocks.lengths)]
    if sum(label in MAIL_GATE_LABELS for label in labels) < MAIL_CONTROLS_MIN:
        return
    for b, label, length in zip(blocks.ids, labels, blocks.lengths):
        if keep[b] and label and (label in MAIL_CONTROL_LABELS or SENDER_LINE_RE.match(label) is not None
                                  or RECIPIENTS_LINE_RE.match(label) is not None):
            keep[b] = 0
