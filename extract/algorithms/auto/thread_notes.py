"""Thread notes: a post's edit note, its count of likes and a topic's count of its viewers, read in a block's words
(``thread_note_lines``).

A board prints them around the posts in every thread, in its own words and no class the engines share: phpBB's
``div.notice`` "Last edited by <name> on <date>, edited 1 time in total.", SMF's "Last Edit: <date> by <name>",
Discuz!'s "本帖最后由 <name> 于 <date> 编辑" (when not in its ``i.pstatus``), Discourse's "12 Likes" under a post,
SMF's "0 Members and 1 Guest are viewing this topic.". None is anything a member wrote. Each is told by its whole
text, a short block (``THREAD_NOTE_CHARS``): a sentence of a story ("He edited by hand the last 30 pages", "the
film got 12 likes in an hour") runs on past the pattern's end.
"""

from __future__ import annotations

import re

from extract.algorithms.auto.dates import CLOCK_TIME
from extract.algorithms.auto.features import Blocks

THREAD_NOTE_CHARS = 160  # characters at most of a note (phpBB's edit note with a long name and a reason: ~120)
# A post's edit note, in the words the engines print (en: phpBB "Last edited by <name> on <date>, edited 2 times in
# total.", SMF "« Last Edit: <date> by <name> »", vBulletin "Last edited by <name>; <date> at <time>.", IPS "Edited
# <date> by <name>"; zh: Discuz! "本帖最后由 <name> 于 <date> 编辑", PHPWind "此帖被 <name> 在 <date> 重新编辑",
# "最后编辑于 <date>"; ug: "ئەڭ ئاخىرقى قېتىم <name> <date> تەھرىرلىگەن" (last edited by), "ئاخىرقى تەھرىر: <date>";
# bo: "མཐའ་མའི་བཟོ་བཅོས། <date>" (last edit), "<name> ཡིས་ <date> ལ་བཟོ་བཅོས་བྱས།" (edited by <name> on)). A note
# always dates the edit: the line holds a digit (``EDIT_NOTE_DIGIT_RE``). An editor's credit ("Edited by Pema
# Tsering, 2019", a book's) names no "last" edit nor a clock time, so plain "Edited by" counts only with a time.
EDIT_NOTE_RE = re.compile(
    r"^\W*(?:last\s+edit(?:ed)?\b|(?:\S+\s+)?edited\s+\d+\s+times?\s+in\s+total)"
    r"|,\s*edited\s+\d+\s+times?\s+in\s+total\W*$"
    rf"|^\W*edited\s+(?:by\s+.{{1,40}}?\s|.{{1,40}}?\s+by\s).*{CLOCK_TIME}"
    r"|^\W*(?:本帖|此帖|该帖|該帖)?(?:最后由|最後由|被).{1,40}?(?:于|於|在).{1,40}?(?:重新)?(?:编辑|編輯)\W*$"
    r"|^\W*(?:最后|最後)(?:编辑|編輯)(?:于|於|时间|時間)?\s*[:：]?"
    r"|^\W*(?:ئەڭ\s+)?ئاخىرقى\s+(?:قېتىم\s+.{1,60}?تەھرىرلى?گەن|تەھرىر)"
    r"|^\W*མཐའ་མའི་བཟོ་བཅོས|ཡིས་.{1,40}?ལ་བཟོ་བཅོས་བྱས",
    re.IGNORECASE)
EDIT_NOTE_DIGIT_RE = re.compile(r"\d")  # a date or a count: every edit note dates the edit
# A topic's count of those reading it: SMF "0 Members and 1 Guest are viewing this topic.", MyBB and vBulletin "Users
# browsing this thread: 2 Guest(s)", "1 user is viewing this thread", phpBB's "Users browsing this forum: ...";
# Chinese vBulletin "正在查看此主题的会员: 1 (0 位会员和 1 位游客)", Discuz! "正在浏览此版块的会员"; Uyghur "بۇ
# تېمىنى كۆرۈۋاتقانلار" (those viewing this topic), Tibetan "གླེང་གཞི་འདི་ལ་ལྟ་བཞིན་པ།" (viewing this topic).
VIEWERS_LINE_RE = re.compile(
    r"^\W*(?:\d+\s+(?:members?|users?)\s+and\s+\d+\s+guests?\s+(?:are|is)\s+viewing"
    r"|\d+\s+(?:users?|members?|guests?|people)\s+(?:are|is)\s+(?:viewing|browsing|reading)\s+this\s+(?:thread|topic|forum)"
    r"|(?:users?|members?)\s+(?:currently\s+)?(?:browsing|viewing)\s+this\s+(?:thread|topic|forum))"
    r"|^\W*正在(?:浏览|查看|瀏覽|閱讀|阅读)(?:此|这个|這個|本)(?:主题|主題|帖子|帖|版块|版塊)"
    r"|^\W*بۇ\s+(?:تېمىنى|يازمىنى)\s+كۆرۈۋاتقانلار"
    r"|^\W*གླེང་གཞི་འདི་(?:ལ་)?ལྟ་བཞིན་པ",
    re.IGNORECASE)
# A post's count of likes alone in its block: Discourse's "12 Likes", "1 Like", XenForo's "3 Reactions", Chinese
# "赞 12" / "12 赞", Uyghur "12 ياقتۇرۇش" (likes), Tibetan "དགའ་པོ། 12" (like). The count and its word, nothing else.
LIKES_LINE_RE = re.compile(
    r"^\W*\d[\d,.]*\s*(?:likes?|reactions?|赞|讚|点赞|點讚|ياقتۇرۇش|ياقتۇرغۇچى|དགའ་པོ)\W*$"
    r"|^\W*(?:likes?|reactions?|赞|讚|点赞|點讚|ياقتۇرۇش|དགའ་པོ)[\s:：\u0f0b\u0f0d]*\d[\d,.]*\W*$",
    re.IGNORECASE)


def is_thread_note(text: str) -> bool:
    """Whether a short block's whole ``text`` is a post's edit note (``EDIT_NOTE_RE``, dated), a topic's count of its
    viewers (``VIEWERS_LINE_RE``) or a post's count of likes (``LIKES_LINE_RE``)."""
    if len(text) > THREAD_NOTE_CHARS:
        return False
    return (EDIT_NOTE_RE.search(text) is not None and EDIT_NOTE_DIGIT_RE.search(text) is not None
            or VIEWERS_LINE_RE.match(text) is not None or LIKES_LINE_RE.match(text) is not None)


def thread_note_lines(blocks: Blocks) -> list[bool]:
    """Per block: whether its text is a thread's note (``is_thread_note``). Reads the blocks' texts alone."""
    return [length <= THREAD_NOTE_CHARS and is_thread_note(text.strip())
            for text, length in zip(blocks.texts, blocks.lengths)]
