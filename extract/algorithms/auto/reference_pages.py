"""Reference pages: a dictionary entry's tools and a course lesson's completion marks are no part of the page's text.

Session 43 (h307) wrote pages of two site kinds the dev set lacks and Tibetan and Uyghur users build corpora from:
online dictionaries (a THL/Monlam/Rangjung-Yeshe-like Tibetan-English entry, a Uyghur لۇغەت, a 汉典-like Chinese
entry) and course platforms' lessons (a Moodle page, a Canvas page, a 学堂在线-like lesson, a Tibetan learning site's
lesson with its vocabulary table). The model keeps their headwords, definitions, examples and lesson text, and the
rules before this module already leave out the alphabet rows, the search boxes, the recent searches, the word of the
day, the course trees and the previous/next links. What it still kept sits in the entry's or the lesson's own box:

- ``drop_entry_controls``: a block that is wholly one control (a link or a button, ``_whole_control``) saying "report
  an error" (``REPORT_ERROR_RE``: "Report an error", "我要纠错", "خاتالىق مەلۇم قىلىش", "ནོར་འཁྲུལ་སྙན་ཞུ།") or
  "listen" (``LISTEN_RE``: "🔊", "Listen", "🔊 发音", "ئاڭلاش", "ཉན།"; a link so worded only when it goes to no other
  page or to an audio file, ``AUDIO_FILE_RE``: ``_says_listen``). A sentence naming the same words is no control's
  whole text and stays, and so does a track list's linked title to its recording. A speaker sign's control inline in
  a short kept line ("拼音：bō 🔊", a "发音" link to its recording) goes with it (``is_audio_sign``, read by
  ``inline``); in a sentence ("请先点击<a href=ka.mp3>发音</a>听一听…") it stays.
- ``drop_completion_lines``: a short block, not a heading, in a box the platform names a completion or progress box
  (``COMPLETION_NAME_RE``: Moodle's "activity-information"/"completion-info", Canvas's "requirements_message"/
  "module-progress", "progress-bar", "lesson-progress", "mark-complete") whose whole text is a progress count or a
  "mark as done" prompt (``COMPLETION_LINE_RE``: "3/12 completed", "已完成 3/12", "Mark as done", "标记为完成") or a
  Moodle completion condition (``CONDITION_LINE_RE``: "To do: View", "Done: Receive a grade").
- ``drop_dictionary_widgets``: a dictionary's small box set in the entry's column (not its sidebar) under a title
  naming it a word of the day or a list of recent or popular searches (``WIDGET_TITLE_RE``: "Word of the day",
  "每日一字", "بۈگۈنكى سۆز", "يېقىنقى ئىزدەشلەر", "ཉེ་ཆར་འཚོལ་བ"), little text outside its links and some link in it:
  the title and the box, on a page with text outside such boxes before them.

Guards: a lesson's row of letters in its prose (the alphabet it teaches) and a dictionary's list of entries are no
control and no completion line, and stay; so do a vocabulary table's linked word "ཉན།" (listen) and a help page on
reporting errors and an article's section titled "Word of the day" (tests/test_auto_reference_pages_s43.py: 7 of 20
pages whole before, the guards; 20 of 20 after). The dev truths hold no such page; extraction-dev unchanged by
these rules (no page's text changed).

Review r307 (tests/test_auto_reference_pages_review_s43.py: 2 of 14 pages before, 14 of 14 after): an inline
"发音"/"listen" link inside a sentence stays (``AUDIO_LINE_CHARS``; a short reply's, by the words around it); a linked
title to its .mp3 (an album's tracks, a teachings archive) and a table cell's word are no control; a project's "Done:
..." list is no Moodle condition (``MOODLE_REQUIREMENTS``); a widget box needs a link and text outside it (a help page's
"Recent searches" section, a word-of-the-day page stay); "🔊 Listen" is a listen control; progress counts may name their
unit ("3 of 12 lessons completed", "已学 3/12 节"); a completion box named by its id alone is read (``names_may_hold``).

Final read m6 (tests/test_auto_final_read_s43_m6.py): a completion box's name is read by its words alone (a long
class name took seconds); a link to a named fragment ("#audio", a lesson's contents) goes to a page's section; a
word glued by a tsheg, or a bold word, before a "listen" link keeps it; a word-of-the-day box above the page's text
(its example) stays.
"""

from __future__ import annotations

import re

from bisect import bisect_left

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import names_may_hold
from extract.algorithms.auto.words import HEADING_TAGS, TABLE_CELL_TAGS
from extract.dom import Dom

CONTROL_TEXT_CHARS = 40  # whitespace-free characters at most of an entry's control ("خاتالىقمەلۇمقىلىش", 17)
# nodes read at most in a block's subtree for its control (a link or a button, maybe inside a span): constant work
CONTROL_SCAN_NODES = 16
CONTROL_TAGS = frozenset({"a", "button"})  # the elements a reader clicks
LINK_TAG = "a"  # a link: one that goes to another page is no audio button by its words alone
BUTTON_ROLE = "button"  # the ARIA role of a clickable element drawn as a button (a span's "role=button")

# A "report an error" control's whole text: English "Report an error / a mistake / a problem / a typo", "Suggest a
# correction", "Submit a correction"; Chinese 我要纠错, 纠错, 报错, 我要报错, 错误报告, 反馈错误; Uyghur خاتالىق(نى)
# مەلۇم قىلىش / ئىنكاس قىلىش (report / send back the error); Tibetan ནོར་འཁྲུལ་ སྙན་ཞུ / ཞུ་བ (report the error).
REPORT_ERROR_RE = re.compile(r"(?i:(?:report|flag)\s+(?:an?\s+)?(?:error|mistake|problem|issue|typo)s?"
                             r"|(?:suggest|submit)\s+(?:an?\s+)?(?:correction|edit))"
                             r"|我要纠错|纠错|我要报错|报错|错误报告|反馈错误|纠错反馈"
                             r"|خاتالىق(?:نى)?\s+(?:مەلۇم|ئىنكاس)\s+قىلىش"
                             r"|ནོར་འཁྲུལ་?(?:སྙན་ཞུ|ཞུ་བ)[་།]?")
# An audio button's whole text: the speaker signs (U+1F508-U+1F50A, U+1F4E2 the loudspeaker, with a variation
# selector), English "Listen", "Play", "Pronounce", "Audio", "Pronunciation"; Chinese 发音 / 真人发音 / 朗读 / 播放;
# Uyghur ئاڭلاش (listen); Tibetan ཉན། / སྒྲ་ཉན། (listen, listen to the sound).
SPEAKER_SIGNS = r"[\U0001f508-\U0001f50a\U0001f4e2\ufe0f]+"  # the speaker signs, one or more (and a variation selector)
SPEAKER_SIGNS_RE = re.compile(SPEAKER_SIGNS)
# A speaker sign may stand before or after the word in one control ("🔊 Listen", "🔊 发音", "ཉན། 🔊": review r307).
LISTEN_WORDS = (r"(?i:listen|play|pronounce|pronunciation|audio|play\s+audio)"
                r"|真人发音|发音|朗读|播放|ئاڭلاش|(?:སྒྲ་)?ཉན[་།]?")
LISTEN_RE = re.compile(rf"{SPEAKER_SIGNS}|(?:{SPEAKER_SIGNS}\s*)?(?:{LISTEN_WORDS})(?:\s*{SPEAKER_SIGNS})?")
# characters at most (whitespace-free) of an inline audio button: a speaker sign and its variation selector
SPEAKER_SIGN_CHARS = 2
# whitespace-free characters at most of a line beside its inline audio button: an entry's reading ("拼音：bō", 5;
# "drok thang", 9) or its headword and reading; a sentence's clause around a linked "发音" or "listen" (review r307:
# "请先点击<a href=ka.mp3>发音</a>听一听…", 50 and more) is text
AUDIO_LINE_CHARS = 40
WORD_CHAR_RE = re.compile(r"\w")  # a letter or a digit of any script: the words of a sentence around a control
# A character a word glued to the next ends with: a letter or a digit, or a Tibetan syllable's tsheg (U+0F0B, and
# its non-breaking form U+0F0C), which \w does not match ("…གླུ་འདི་<a href=1.mp3>ཉན།</a>", m6)
GLUED_END_RE = re.compile(r"[\w\u0f0b\u0f0c]")
# A link's href that goes to no other page: none, a bare "#", a script ("javascript:void(0)"). A named fragment
# ("#audio") goes to a section of the page: a lesson's table of contents, its entry "Audio", is text (m6).
PAGE_LESS_HREF_RE = re.compile(r"$|#$|javascript:", re.IGNORECASE)
# An audio file a control links to ("/audio/til.mp3", "word.ogg?v=2"): the entry's recording
AUDIO_FILE_RE = re.compile(r"\.(?:mp3|ogg|oga|wav|m4a|opus)(?:$|[?#])", re.IGNORECASE)

COMPLETION_LINE_CHARS = 40  # whitespace-free characters at most of a progress or completion line ("已完成3/12", 7)
COMPLETION_LEVELS = 3  # ancestors read above a block for a completion box's name (div.progress-bar > span)
# A completion or progress box's class or id word: Moodle's "completion-info", "activity-information",
# "automatic-completion-conditions"; Canvas's "requirements_message", "module-progress"; "progress-bar",
# "lesson-progress", "course-progress"; "mark-complete", "mark-as-done", "btn-complete". The words alone, not the
# name around them: a pattern reaching over the whole name ("\w*[-_]") retried it from every start, seconds on a
# class of 20,000 underscores (m6); the same names match.
COMPLETION_NAME_RE = re.compile(r"(?<![a-z])(?:completion|progress|requirements?)(?![a-z])"
                                r"|activity-information|mark[-_]?(?:as[-_]?)?(?:done|complete)|btn[-_]complete",
                                re.IGNORECASE)
# the lower-case words one of ``COMPLETION_NAME_RE``'s names holds: the page-wide gate on its class and id names
# (``page_memo.names_may_hold``: LearnDash's "div#course-progress" is named by its id alone)
COMPLETION_NAME_WORDS = ("complet", "progress", "requirement", "activity-information", "mark")
# The unit a progress count may name (review r307): "3 of 12 lessons completed" (LearnDash), "已学 3/12 节"
PROGRESS_UNITS = r"lessons?|steps?|units?|topics?|modules?|chapters?|activities|items"
PROGRESS_UNITS_ZH = r"节|课时?|讲|章|个?单元"
# A progress count or a "mark as done" prompt, the line's whole text: "3/12 completed", "3 of 12 complete",
# "25% complete", "Progress: 25%", "Mark as done / complete / completed / read"; Chinese 已完成 3/12, 完成 3/12,
# 已学 3/12, 学习进度 25%, 标记为完成, 标记为已完成, 标记完成; Uyghur تامام دەپ بەلگىلەش (mark as finished).
COMPLETION_LINE_RE = re.compile(rf"(?i:(?:\d+\s*/\s*\d+|\d+\s+of\s+\d+|\d+\s*%)(?:\s+(?:{PROGRESS_UNITS}))?"
                                r"\s+(?:completed?|done|finished)"
                                r"|progress\s*:?\s*\d+\s*%|mark\s+(?:as\s+)?(?:done|completed?|finished|read))"
                                rf"|(?:已?完成|已学|进度)\s*[:：]?\s*\d+\s*(?:/\s*\d+|%)\s*(?:{PROGRESS_UNITS_ZH})?"
                                r"|学习进度\s*[:：]?\s*\d+\s*%|标记为?已?完成|تامام\s+دەپ\s+بەلگىلەش")
# A Moodle completion condition, its whole text: its state, a colon and one of Moodle's requirements ("To do: View",
# "Done: Receive a grade", "Failed: Receive a pass grade", "To do: Make forum posts: 2", "Done: Receive a grade or
# complete all available attempts"). A project's own list ("Done: painting the reading room", "To do: shelves",
# "Done: View the photos"; review r307's progress report) names no such requirement and stays.
MOODLE_REQUIREMENTS = (r"View|Receive\s+an?\s+(?:\w+\s+)?grade|Make\s+a\s+submission|Mark\s+as\s+done|Submit\s+choice"
                       r"|Submit\s+feedback|Complete\s+the\s+activity|Pass\s+the\s+activity"
                       r"|(?:Make|Start|Post)\s+(?:forum\s+posts|discussions|replies|entries|comments)(?:\s*:\s*\d+)?")
CONDITION_LINE_RE = re.compile(rf"(?:To do|Done|Failed|Not done)\s*:\s*(?:{MOODLE_REQUIREMENTS})(?:\s+or\s.*)?")

# A dictionary's side box by its title, the title's whole text: English "Word of the day", "Today's word", "Recent
# searches", "Search history", "Popular / Hot / Trending searches", "Most searched words"; Chinese 每日一字 / 每日一词,
# 今日一词, 最近查询 / 最近搜索, 搜索历史 / 查询历史, 热门搜索 / 热门词语, 热搜; Uyghur بۈگۈنكى سۆز (today's word),
# كۈنلۈك سۆز (daily word), يېقىنقى ئىزدەشلەر (recent searches), ئىزدەش تارىخى (search history), كۆپ ئىزدەلگەن سۆزلەر
# (most searched words); Tibetan དེ་རིང་གི་ཚིག (today's word), ཉིན་རེའི་ཚིག (daily word), ཉེ་ཆར་འཚོལ་བ / བཙལ་བ (recent
# searches). A colon, a shad or a tsheg may close it.
WIDGET_TITLE_RE = re.compile(r"(?:(?i:word\s+of\s+the\s+day|today'?s\s+word"
                             r"|recent(?:ly)?\s+(?:searches|searched|lookups)|search\s+history"
                             r"|(?:popular|hot|trending)\s+(?:searches|words)|most\s+searched(?:\s+words)?)"
                             r"|每日一[字词句]|今日一?[字词]|最近(?:查询|搜索|查过)|(?:搜索|查询)历史|热门(?:搜索|查询|词语|汉字)|热搜"
                             r"|بۈگۈنكى\s+سۆز|كۈنلۈك\s+سۆز|يېقىنقى\s+ئىزدەشلەر|ئىزدەش\s+تارىخى|كۆپ\s+ئىزدەلگەن\s+سۆزلەر"
                             r"|དེ་རིང་གི་ཚིག|ཉིན་རེའི་ཚིག|ཉེ་ཆར་(?:འཚོལ|བཙལ)་བ)[:：།་\s]*")
WIDGET_TITLE_CHARS = 24  # whitespace-free characters at most of such a title ("Mostsearchedwords", 17)
# whitespace-free characters at most of the side box under its title: a word and its gloss, or a few searched words
# (our pages' boxes 20-60); a section of an article under the same heading holds sentences and is larger
WIDGET_BOX_CHARS = 200
# whitespace-free characters at most outside links in the box, its title aside: a word of the day's gloss ("يېڭىلىق
# يارىتىش", 14); a section's sentence under the same title (60 and more) is text
WIDGET_PLAIN_CHARS = 40
WIDGET_LEVELS = 3  # ancestors read above the title for its box (div.box > div.box-head > h3)
# whitespace-free characters at least of a kept block outside the boxes, before them, for them to go: the entry's
# definition, the lesson's sentence (an entry's side boxes follow its text). A page whose only text is such a box (a
# dictionary's word-of-the-day page: review r307), or whose text follows the box (the word's example under it, m6),
# keeps it.
ENTRY_TEXT_CHARS = 40


def _is_control(dom: Dom, i: int) -> bool:
    """Whether node ``i`` is a control a reader clicks: ``CONTROL_TAGS``, or an element of ARIA role button."""
    return dom.tags[i] in CONTROL_TAGS or dom.attr(i, "role") == BUTTON_ROLE


def _whole_control(dom: Dom, blocks: Blocks, b: int, text: str) -> int:
    """A control (``_is_control``) among the first ``CONTROL_SCAN_NODES`` nodes block ``b`` owns whose text is the
    block's whole text ``text`` (stripped): the block is wholly that control; -1 when there is none."""
    owner, end = blocks.owner, dom.end
    for i in range(b, min(end[b], b + CONTROL_SCAN_NODES)):
        if owner[i] == b and _is_control(dom, i) and dom.text(i).strip() == text:
            return i
    return -1


def is_audio_sign(dom: Dom, i: int, line: int) -> bool:
    """Whether node ``i`` (of a Dom with its lxml elements), inline in block ``line``, is an audio button set beside a
    dictionary entry's reading: a control (``_is_control``) whose whole text is speaker signs (``SPEAKER_SIGNS_RE``,
    ``SPEAKER_SIGN_CHARS`` at most: "拼音：bō 🔊"), or a link to an audio file (``AUDIO_FILE_RE``) whose whole text
    says "listen" (``LISTEN_RE``, ``CONTROL_TEXT_CHARS`` at most: "扎西 <a href=72.mp3>发音</a>"), in a line of
    ``AUDIO_LINE_CHARS`` at most besides it, and closing its words: no word after it in its tail, and for a word no
    word glued before it (``_glued_after_word``); ``inline.drop_inline_furniture`` leaves it out. A link to a page
    whose text is "Listen" (a word's entry), a link to an audio file named in a sentence's words and a sign or a
    "listen" link inside a sentence ("you can <a href=x.m4a>listen</a> to the whole recording here", a thread's
    "大家听听我的<a href=3.mp3>发音</a>对不对？") stay. Constant work."""
    size = dom.tree_text[i]
    if size > CONTROL_TEXT_CHARS or dom.tree_text[line] - size > AUDIO_LINE_CHARS or not _is_control(dom, i):
        return False
    element = dom.elements[i]
    if WORD_CHAR_RE.search(element.tail or ""):  # ("Press the <button>🔊</button> button", "…的<a>发音</a>对不对？")
        return False
    text = dom.text(i).strip()
    if size <= SPEAKER_SIGN_CHARS and SPEAKER_SIGNS_RE.fullmatch(text):
        return True
    return (AUDIO_FILE_RE.search(dom.attr(i, "href")) is not None and LISTEN_RE.fullmatch(text) is not None
            and not _glued_after_word(element))


def _glued_after_word(element) -> bool:  # noqa: ANN001 (lxml element)
    """Whether ``element`` follows a word with no space between (a Chinese sentence's "听听我的<a>发音</a>", a
    Tibetan one's "…གླུ་འདི་<a>ཉན།</a>"): the text right before it, its previous sibling's tail or its parent's
    text, ends with a letter, a digit or a tsheg (``GLUED_END_RE``); with no such tail, the previous sibling's own
    text's last character ("我的<b>藏语</b><a>发音</a>", m6; the line is ``AUDIO_LINE_CHARS`` at most: cheap)."""
    previous = element.getprevious()
    before = (previous.tail if previous is not None else element.getparent().text) or ""
    if not before and previous is not None and isinstance(previous.tag, str):
        before = previous.text_content()
    return GLUED_END_RE.fullmatch(before[-1:]) is not None


def _says_listen(dom: Dom, b: int, control: int, href: str, line: str) -> bool:
    """Whether ``control``, the whole of a block whose text is ``line``, is an audio button: its text is speaker signs
    (``SPEAKER_SIGNS_RE``), or it says "listen" (``LISTEN_RE``) and links to an audio file (``AUDIO_FILE_RE``) or to no
    other page (a button, an ARIA button, or a link with no page to go to: ``PAGE_LESS_HREF_RE``). A vocabulary table's
    linked word "ཉན།" (listen) goes to its entry's page and stays; so does a track list's or an archive's linked title
    to its recording (review r307: an album's "راك مۇقامى" linking "/muqam/0.mp3"), and a table cell's word, block
    ``b`` a cell (``TABLE_CELL_TAGS``: a vocabulary table's "ཉན།" linked to "javascript:speak(…)", the word read aloud).
    """
    if SPEAKER_SIGNS_RE.fullmatch(line):
        return True
    if LISTEN_RE.fullmatch(line) is None or dom.tags[b] in TABLE_CELL_TAGS:
        return False
    return (dom.tags[control] != LINK_TAG or PAGE_LESS_HREF_RE.match(href) is not None
            or AUDIO_FILE_RE.search(href) is not None)


def drop_entry_controls(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks, not headings, that are wholly one control (``_whole_control``) of
    ``CONTROL_TEXT_CHARS`` at most saying "report an error" (``REPORT_ERROR_RE``) or "listen" (``_says_listen``):
    a dictionary entry's tools (module docstring). One pass over the blocks, the patterns on short blocks alone and
    a constant scan (``CONTROL_SCAN_NODES``) of each match's nodes; none on a Dom without its elements."""
    if not dom.has_elements:
        return
    tags = dom.tags
    for b, compact, text in zip(blocks.ids, blocks.compact, blocks.texts):
        if not keep[b] or not 0 < len(compact) <= CONTROL_TEXT_CHARS or tags[b] in HEADING_TAGS:
            continue
        line = text.strip()
        reports = REPORT_ERROR_RE.fullmatch(line) is not None
        if not reports and LISTEN_RE.fullmatch(line) is None:
            continue
        control = _whole_control(dom, blocks, b, line)
        if control >= 0 and (reports or _says_listen(dom, b, control, dom.attr(control, "href"), line)):
            keep[b] = 0


def drop_completion_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks, not headings, of ``COMPLETION_LINE_CHARS`` at most whose whole text is a progress
    count or a "mark as done" prompt (``COMPLETION_LINE_RE``) or a Moodle completion condition
    (``CONDITION_LINE_RE``), in a box named a completion or progress box (``COMPLETION_NAME_RE``, the block or
    ``COMPLETION_LEVELS`` ancestors): a lesson's completion marks (module docstring). A gate on the page's class
    and id names (``COMPLETION_NAME_WORDS``, ``names_may_hold``), then one pass over the blocks; none on a Dom
    without its elements."""
    if not dom.has_elements or not names_may_hold(dom, blocks, COMPLETION_NAME_WORDS):
        return
    tags = dom.tags
    for b, compact, text in zip(blocks.ids, blocks.compact, blocks.texts):
        if not keep[b] or not 0 < len(compact) <= COMPLETION_LINE_CHARS or tags[b] in HEADING_TAGS:
            continue
        line = text.strip()
        if ((COMPLETION_LINE_RE.fullmatch(line) or CONDITION_LINE_RE.fullmatch(line))
                and named_within(dom, b, COMPLETION_NAME_RE, COMPLETION_LEVELS) >= 0):
            keep[b] = 0


def _widget_box(dom: Dom, blocks: Blocks, k: int) -> int:
    """The side box the title at block position ``k`` heads: its widest ancestor, ``WIDGET_LEVELS`` up at most,
    whose first block is the title (or the ancestor's own block, its own text beside the title, before or after
    it), whose text is ``WIDGET_BOX_CHARS`` at most and, the title's own aside, ``WIDGET_PLAIN_CHARS`` at most
    outside links; -1 when even its parent is not one, or when the box holds no link besides its title (the searched
    words, the word's entry: a help page's section "Recent searches" of one short sentence is text, review r307)."""
    title, ids, tree_text = blocks.ids[k], blocks.ids, dom.tree_text
    box, a = -1, dom.parent[title]
    for _ in range(WIDGET_LEVELS):
        if (a < 0 or tree_text[a] > WIDGET_BOX_CHARS
                or dom.non_link_text[a] - dom.non_link_text[title] > WIDGET_PLAIN_CHARS):
            break
        first = bisect_left(ids, a)  # (the box's own block, its links beside the title, may come before the title)
        if first != k and not (first == k - 1 and ids[first] == a):
            break
        box, a = a, dom.parent[a]
    if box >= 0 and dom.link_text[box] <= dom.link_text[title]:
        return -1
    return box


def drop_dictionary_widgets(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a dictionary's side boxes the model kept in the entry's column: a box of ``WIDGET_BOX_CHARS`` at most
    opened by a title whose whole text names it a word of the day, a list of recent or popular searches
    (``WIDGET_TITLE_RE``, ``WIDGET_TITLE_CHARS`` at most), the title and every block in it (``_widget_box``). An
    article's section under the same words holds sentences outside links and stays; so do the boxes with no kept
    block of ``ENTRY_TEXT_CHARS`` outside them before them (the box is the page's text, or heads it). One pass over
    the blocks for the titles, one over the blocks for the boxes' members (``Subtrees``); none on a Dom without its
    elements."""
    if not dom.has_elements:
        return
    boxes = []
    for k, (compact, text) in enumerate(zip(blocks.compact, blocks.texts)):
        if 0 < len(compact) <= WIDGET_TITLE_CHARS and WIDGET_TITLE_RE.fullmatch(text.strip()):
            box = _widget_box(dom, blocks, k)
            if box >= 0:
                boxes.append(box)
    if not boxes:
        return
    inside = Subtrees(dom, boxes)
    starts = set(boxes)
    text_before = False  # a kept block of the entry's text outside the boxes, before the block read (in page order)
    for b, compact in zip(blocks.ids, blocks.compact):
        if not keep[b]:
            continue
        if b in starts or inside.encloses(b):
            if text_before:  # (a box's blocks follow its start: the text is before the box)
                keep[b] = 0
        elif len(compact) >= ENTRY_TEXT_CHARS:
            text_before = True


__all__ = ["drop_completion_lines", "drop_dictionary_widgets", "drop_entry_controls", "is_audio_sign"]
