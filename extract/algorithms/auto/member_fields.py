"""Member fields: a forum member's pane told by the profile fields it lists beside each post, in any board's words
(``field_member_panes``).

A thread's author pane lists the member's profile fields under the name: the post count, the join date, the points
("Posts: 56", "Joined: 2019-08-12", "帖子 345", "积分 1208", "འགྲེམས་ཡིག 56", "ཐོ་འགོད། 2019-08-12", "يازما 56").
``boxes.member_panes`` reads "label: value" lines whose labels the panes share, a colon after each; a board in
plain tables that writes its labels with a Tibetan shad or a space, in a member's pane of one ``<td>`` whose lines
are ``<br>``-separated, has none (a Tibetan BBS laid out in one table per post kept every pane: name, rank, posts,
join date), and ``member_counts`` needs one member's count twice. The signal here is the label's meaning: a field
line is a profile field's word (``MEMBER_FIELD_LABEL``: posts, joined, registered, points, reputation, in English,
Chinese, Tibetan and Uyghur) opening a short line (``FIELD_LINE_CHARS``), then a mark (a colon, a shad, a tsheg or
a space) and a value: a date's holding a digit, a count's the count (a topic's title is no count of topics), or the
count first ("1,204 posts"). A pane holding
``FIELD_LINES_MIN`` field lines, the first of its parent's two element children beside the post holding text
(``boxes.member_panes``' climb), within ``boxes.MEMBER_PANE_CHARS``, repeated in ``boxes.MEMBER_PANES_MIN`` panes
of one tag path whose rows are no adjacent siblings (``boxes.adjacent_rows``: a catalogue's records), is a member's
pane, unless it holds prose (``prose_panes``: a team page's card, a bio beside the join date) or its row follows a
heading (``boxes.heading_led``: a roster's titled card, "Points 1,204" beside a player's bio). A story's fact box
("Students 560", "Founded 1985") names no member's field, and a text's "posts" or "points" sit in sentences, longer
than a field's line.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.boxes import (
    COUNT_VALUE,
    MEMBER_PANE_CHARS,
    MEMBER_PANE_LEVELS,
    MEMBER_PANES_MIN,
    _block_lines,
    adjacent_rows,
    heading_led,
    second_of_two,
)
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import ANY_DIGIT_RE
from extract.dom import Dom
from extract.literal_gate import union_gate
from extract.scripts import SENTENCE_END_RE

FIELD_LINE_CHARS = 40  # characters at most of a field line: a label of ~20 and a date or a count
FIELD_LINES_MIN = 2  # field lines at least in a pane: the post count and the join date (or the points)
# A member's profile fields as boards name them: en (phpBB, vBulletin, SMF, MyBB, XenForo 1), zh (Discuz!, PHPWind,
# dvbbs), bo and ug (their language packs: "འགྲེམས་ཡིག" posts, "ཐོ་འགོད" registration, "སྐར་མ" points, "ལན་འདེབས"
# replies; "يازما" post, "تېما" topic, "ئىنكاس" reply, "تىزىملاتقان" registered, "جۇغلانما" points, "نومۇر" score).
# ... split by their values: a count's labels (``MEMBER_COUNT_LABEL``) and a date's (``MEMBER_DATE_LABEL``).
MEMBER_COUNT_LABEL = (
    r"(?:total\s+)?posts?|post\s+count|messages|reputation|rep\s+power|points|credits|karma|threads|topics|replies"
    r"|thanks"
    r"|帖子|发帖数?|發帖數?|主题|主題|回帖|积分|積分|精华|精華|威望|金钱|金錢|贡献|貢獻|在线时间|在線時間|阅读权限|閱讀權限"
    r"|འགྲེམས་ཡིག|སྐར་མ|སྐར་གྲངས|ལན་འདེབས|གླེང་གཞི"
    r"|يازما|يازمىلار|تېما|ئىنكاس|جۇغلانما|نومۇر")
MEMBER_DATE_LABEL = (
    r"joined|join\s+date|registered|reg\.?\s+date|member\s+since"
    r"|注册时间|註冊時間|注册日期|註冊日期|注册|註冊|最后登录|最後登錄"
    r"|ཐོ་འགོད(?:་དུས|་ཚེས)?"
    r"|تىزىملاتقان(?:\s+ۋاقتى)?|ئەزا\s+بولغان(?:\s+ۋاقتى)?")
MEMBER_FIELD_LABEL = rf"{MEMBER_COUNT_LABEL}|{MEMBER_DATE_LABEL}"
FIELD_MARK = r"[\s:：\u0f0b\u0f0d]+"  # a colon (Latin or full-width), a Tibetan tsheg or shad, or a space
# A field's line: a date's label and a value holding a digit, a count's label and the count (a digit first, its unit
# after: a programme's "གླེང་གཞི། ས་གནས་ཀྱི་ལོ་ཏོག 2024" (topic: the local harvest) or a contest's "تېما: ..." names a
# topic, no member's count of them), or the count first ("1,204 posts").
FIELD_LINE_RE = re.compile(
    rf"^\W*(?:{MEMBER_DATE_LABEL}){FIELD_MARK}[^\n]*\d[^\n]*$"
    rf"|^\W*(?:{MEMBER_COUNT_LABEL}){FIELD_MARK}{COUNT_VALUE}$"
    rf"|^\W*\d[\d,.\s]*\s*(?:{MEMBER_FIELD_LABEL})\W*$", re.IGNORECASE)
# The literals a field line must hold (each label's, ``union_gate`` over ``FIELD_LINE_RE``), sought in a block's
# lowered text in one scan: the few blocks holding one are read line by line. Derived from the pattern, the gate
# cannot fall behind its labels (a hand-kept word list could); the pattern itself, its "\s+" and optional parts tried
# at every character, tripled the step's time over extraction-dev.
FIELD_LINE_GATE = union_gate((FIELD_LINE_RE,))
# A member's pane is lines of a few words: a name, a rank, the fields, a place. A writer's or a volunteer's card on a
# site's team page lists the join date and the articles beside a bio in sentences ("Dolma writes about the nomad
# schools of Amdo ...", "卓玛每个周末都去敬老院给老人们读报纸，……。"), the page's text: a pane holding a line of
# ``PROSE_LINE_CHARS`` or a sentence (``PROSE_SENTENCE_CHARS`` closing on a stop, ``SENTENCE_END_RE``) is none.
PROSE_LINE_CHARS = 60  # characters at least of a line of prose (a pane's longest, a place or a title, runs ~40)
PROSE_SENTENCE_CHARS = 24  # characters at least of a sentence closing on a stop (a Chinese one of ~12 words)


def field_member_panes(dom: Dom, blocks: Blocks) -> list[int]:
    """The members' panes told by their profile fields (see the module docstring). Linear: the lines of the short
    blocks holding a digit and a field's label (``FIELD_LINE_GATE``) are read once (``boxes._block_lines``),
    each block with a field line climbs ``MEMBER_PANE_LEVELS`` at most; a page with fewer than ``FIELD_LINES_MIN *
    MEMBER_PANES_MIN`` field lines climbs none. A pane holding prose (``prose_panes``) is a card's, no member's."""
    wanted = [b for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths)
              if length <= MEMBER_PANE_CHARS and ANY_DIGIT_RE.search(text) and not FIELD_LINE_GATE.cannot_match(text)]
    if len(wanted) < MEMBER_PANES_MIN:  # (each pane holds one such block at least)
        return []
    fields: dict[int, int] = {}  # block -> its field lines
    for b, lines in _block_lines(dom, blocks.owner, wanted).items():
        n = sum(len(line) <= FIELD_LINE_CHARS and FIELD_LINE_RE.match(line.strip()) is not None for line in lines)
        if n:
            fields[b] = n
    if sum(fields.values()) < FIELD_LINES_MIN * MEMBER_PANES_MIN:
        return []
    parent, path, tree_text, link_text = dom.parent, dom.path, dom.tree_text, dom.link_text
    by_pane: dict[int, int] = {}  # pane -> its field lines
    for b, n in fields.items():
        a = b
        for _ in range(MEMBER_PANE_LEVELS + 1):
            if parent[a] < 0 or tree_text[a] > MEMBER_PANE_CHARS:
                break
            if (other := second_of_two(dom, a)) >= 0 and tree_text[other]:
                if link_text[a]:  # the member's name, linked to the profile
                    by_pane[a] = by_pane.get(a, 0) + n
                break
            a = parent[a]
    candidates = [pane for pane, n in by_pane.items() if n >= FIELD_LINES_MIN]
    cards = prose_panes(dom, blocks, candidates) | heading_led(dom, candidates)
    by_path: dict[int, list[int]] = {}
    for pane in candidates:
        if pane not in cards:
            by_path.setdefault(path[pane], []).append(pane)
    return [pane for group in by_path.values()
            if len(group) >= MEMBER_PANES_MIN and not adjacent_rows(dom, group) for pane in group]


def is_prose_line(line: str) -> bool:
    """Whether a pane's ``line`` is prose: ``PROSE_LINE_CHARS`` long, or a sentence of ``PROSE_SENTENCE_CHARS``
    closing on a stop (``SENTENCE_END_RE``)."""
    return len(line) >= PROSE_LINE_CHARS or (len(line) >= PROSE_SENTENCE_CHARS
                                             and SENTENCE_END_RE.search(line) is not None)


def prose_panes(dom: Dom, blocks: Blocks, panes: list[int]) -> set[int]:
    """Those of ``panes`` holding a line of prose (``is_prose_line``): a card's bio, no member's pane. Reads the lines
    of the blocks inside the few panes (``boxes._block_lines``), found by bisection in the blocks' document order."""
    ids, end = blocks.ids, dom.end
    pane_of: dict[int, int] = {}  # block -> its pane
    for pane in panes:
        k = bisect_left(ids, pane)
        while k < len(ids) and ids[k] < end[pane]:
            pane_of[ids[k]] = pane
            k += 1
    return {pane_of[b] for b, lines in _block_lines(dom, blocks.owner, list(pane_of)).items()
            if any(is_prose_line(line.strip()) for line in lines)}
