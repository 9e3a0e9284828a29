"""Member counts: a forum member's pane told by the count it repeats beside each of the member's posts
(``counted_member_panes``).

A thread's author pane shows the member's post count beside each of the member's posts ("Posts: 1,077", "帖子 345",
"འགྲེམས་ཡིག། 1,077", "يازما 1,077"): the same short line, label and number, in the pane of every post the member
wrote, a thread's opener among them. ``boxes.member_panes`` finds a pane by its "label: value" lines, two labels
shared by the panes of one tag path; a pane whose labels carry no colon (a Tibetan label closes with a shad or
nothing, an engine sets the value in ``<b>`` after a bare label: "ལྷ་སྒོ། <b>1,077</b>"), or whose join date and
location are words, has no two such lines and was kept with the posts (extraction-dev: a vBulletin trip report's
Tibetan and Uyghur twins kept each pane, "Join date", "Location" and "Posts" lines, 8 panes a page).

The signal is the repetition: a count line (``COUNT_LINE_RE``: a short label of no digit and a number of
``COUNT_DIGITS_MIN`` digits at least, alone in its block, or the number first: ``COUNT_FIRST_LINE_RE``) in a pane, the
first of its parent's two element children beside the post that holds text (``boxes.member_panes``' climb,
``boxes.MEMBER_PANE_LEVELS`` up at most, within ``boxes.MEMBER_PANE_CHARS``), holding a link (the member's name,
linked to the profile: a story's fact box beside its paragraph, "Pupils <b>140</b>", links nowhere) and
``COUNT_PANE_LINES_MIN`` blocks at least (the name and the member's fields), the same number in
``COUNT_REPEATS_MIN`` panes of one tag path at least: one member's posts. Every pane of that tag path holding a count
line goes (the other members' panes, their counts differing). Panes whose rows are adjacent siblings are a listing's
records (``boxes.adjacent_rows``: a shop's cards, each "Price 1,200" beside its description), and a text's own
figures ("Population 1,077" in one fact box) sit in no repeated pane, so neither is taken; a story's small boxes, a
linked name and one figure each beside a section's paragraph, are too short to be a member's pane even when two
figures are equal by chance (review h181: a report's "<a>Nyingchi</a> Schools 12" and "<a>Shannan</a> Schools 12", a
match report's two strikers of "进球 14"). Extraction-dev: the trip report's twins 0.882 -> 0.920 (bo) and 0.889 ->
0.914 (ug), no other page changed.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from itertools import compress, repeat
from operator import itemgetter

from extract.algorithms.auto.boxes import MEMBER_PANE_CHARS, MEMBER_PANE_LEVELS, adjacent_rows, second_of_two
from extract.algorithms.auto.features import DIGIT_CLASS, DIGIT_RE, DIGITS, FEATURES, Blocks
from extract.dom import Dom

COUNT_LABEL_CHARS = 20  # characters at most of a count's label ("Posts", "Total posts", "འགྲེམས་ཡིག", "帖子数")
COUNT_DIGITS_MIN = 2  # digits at least of the count: a one-digit number ("Posts: 5") is too common to tell a member
COUNT_REPEATS_MIN = 2  # panes at least of one tag path holding the same count: one member's two posts
COUNT_LINE_CHARS = 40  # characters at most of a count line: the label, its mark and the number
COUNT_PANE_LINES_MIN = 3  # blocks at least of a member's pane: the linked name and two fields (a join date and the
# posts; extraction-dev's trip report panes hold 4 and 5); a story's box of a linked name and one figure is shorter
# A count line: a label (a letter first, no digit, COUNT_LABEL_CHARS at most), its mark (a colon, a Tibetan shad or
# tsheg, or only a space), and the number, its thousands marks inside ("1,077", "1.077", "1 077", Arabic "١٬٠٧٧"),
# alone to the line's end: "Posts: 1,077", "帖子 345", "ལྷ་སྒོ། 1,077", "يازما: 1,077"; or the number first, the label
# after it (COUNT_FIRST_LINE_RE): "1,077 posts", "1077 帖" (review h181). The number is group 1 of either.
# PANE_COUNT_NUMBER (not ``lines.COUNT_NUMBER``, a card's count): two digits at least, a thousands mark (comma,
# point, Arabic separator, a space) between any two
# PANE_COUNT_LABEL: the label, a letter first (no digit: "Posts", "帖子", "يازما"), COUNT_LABEL_CHARS at most
PANE_COUNT_NUMBER = rf"({DIGIT_CLASS}(?:[,.\u066c\u00a0\u2009 ]?{DIGIT_CLASS})+)"
PANE_COUNT_LABEL = rf"[^\W\d_][^\d\n]{{0,{COUNT_LABEL_CHARS - 1}}}?"
# ``^\W*+``, possessive: the label (the number) opens with a word character, so a match takes the whole run of non-word
# characters before it, and giving some back (``\W*`` did, one at a time) finds none; a block's run of n spaces
# before no label was read n times (tests/test_auto_linear_scans.py holds the patterns to their greedy twins).
COUNT_LINE_RE = re.compile(rf"^\W*+{PANE_COUNT_LABEL}[\s:：\u0f0b\u0f0d]+{PANE_COUNT_NUMBER}\s*$")
COUNT_FIRST_LINE_RE = re.compile(rf"^\W*+{PANE_COUNT_NUMBER}\s*{PANE_COUNT_LABEL}\W*$")
# A block's DIGIT_CLASS characters over its length, in its stage-1 row (``features``' "digits"): above 0 just when its
# text holds one, which either count line's number does (h315: the blocks without one are passed over in C)
DIGITS_COLUMN = FEATURES.index("digits")


def counted_member_panes(dom: Dom, blocks: Blocks) -> list[int]:
    """The members' panes told by their repeated post count (see the module docstring): per count line
    (``COUNT_LINE_RE``), its nearest ancestor-or-self, ``MEMBER_PANE_LEVELS`` up at most, that is the first of its
    parent's two element children, the other holding text, within ``MEMBER_PANE_CHARS``, a link in it; the panes of
    a tag path where ``COUNT_REPEATS_MIN`` of them, each of ``COUNT_PANE_LINES_MIN`` blocks at least, hold the same
    number, their rows not adjacent. Linear: each count line climbs a bounded number of levels and reads its pane's blocks (a bisection of
    the blocks' ids, in document order); a page with fewer count lines than ``COUNT_REPEATS_MIN`` climbs none."""
    counts: list[tuple[int, str]] = []  # (block, its number with the marks taken out)
    digits = map(itemgetter(DIGITS_COLUMN), blocks.rows) if len(blocks.rows) == len(blocks.ids) else repeat(True)
    for b, text, length in compress(zip(blocks.ids, blocks.texts, blocks.lengths), digits):  # (``DIGITS_COLUMN``)
        # A text ``COUNT_LINE_RE`` matches ends on one of DIGITS (DIGIT_CLASS's characters), but for white space
        # (``\s``, what ``str.rstrip`` strips), so a text ending otherwise is not tried (h309)
        if length <= COUNT_LINE_CHARS and ((text.rstrip()[-1:] in DIGITS  # (the cheap test first, exact)
                                            and (m := COUNT_LINE_RE.match(text)) is not None)
                                           or (m := COUNT_FIRST_LINE_RE.match(text)) is not None):
            number = "".join(DIGIT_RE.findall(m.group(1)))
            if len(number) >= COUNT_DIGITS_MIN:
                counts.append((b, number))
    if len(counts) < COUNT_REPEATS_MIN:
        return []
    parent, path, tree_text, link_text, end = dom.parent, dom.path, dom.tree_text, dom.link_text, dom.end
    ids = blocks.ids  # in document order: a pane's blocks are a run of them
    by_path: dict[int, dict[int, str]] = {}  # tag path -> pane -> its count
    for b, number in counts:
        a = b
        for _ in range(MEMBER_PANE_LEVELS + 1):
            p = parent[a]
            if p < 0 or tree_text[a] > MEMBER_PANE_CHARS:
                break
            if (other := second_of_two(dom, a)) >= 0 and tree_text[other]:
                # the member's name, linked to the profile, and the pane's other fields
                if link_text[a] and bisect_left(ids, end[a]) - bisect_left(ids, a) >= COUNT_PANE_LINES_MIN:
                    by_path.setdefault(path[a], {})[a] = number
                break
            a = p
    panes: list[int] = []
    for group in by_path.values():
        repeats = Counter(group.values()).most_common(1)[0][1]
        if repeats >= COUNT_REPEATS_MIN and not adjacent_rows(dom, list(group)):
            panes += group
    return panes
