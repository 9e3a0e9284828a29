"""Thread notes: a post's edit note, its count of likes, a topic's count of its viewers, a board's count of those
online and a thread's posting buttons, read in a block's words (``thread_note_lines``).

A board prints them around the posts in every thread, in its own words and no class the engines share: phpBB's
``div.notice`` "Last edited by <name> on <date>, edited 1 time in total.", SMF's "Last Edit: <date> by <name>",
Discuz!'s "本帖最后由 <name> 于 <date> 编辑" (when not in its ``i.pstatus``), Discourse's "12 Likes" under a post,
SMF's "0 Members and 1 Guest are viewing this topic.", a board's "Who is online" and its count, a line of "New
Topic | Post Reply" links, phpBB's "5 posts • Page 1 of 1". None is anything a member wrote. Each is told by its whole
text, a short block (``THREAD_NOTE_CHARS``): a sentence of a story ("He edited by hand the last 30 pages", "the
film got 12 likes in an hour") runs on past the pattern's end.
"""

from __future__ import annotations

import re

from extract.algorithms.auto.dates import CLOCK_TIME, EN_MONTH
from extract.algorithms.auto.features import Blocks
from extract.dom import Dom

THREAD_NOTE_CHARS = 160  # characters at most of a note (phpBB's edit note with a long name and a reason: ~120)
# A post's edit note, in the words the engines print (en: phpBB "Last edited by <name> on <date>, edited 2 times in
# total.", SMF "« Last Edit: <date> by <name> »", vBulletin "Last edited by <name>; <date> at <time>.", IPS "Edited
# <date> by <name>", its date a month's or an ISO one, "Edited June 19, 2024 1 yr by <name>"; zh: Discuz! "本帖最后由
# <name> 于 <date> 编辑", PHPWind "此帖被 <name> 在 <date> 重新编辑", "最后编辑于 <date>"; ug: "ئەڭ ئاخىرقى قېتىم
# <name> <date> تەھرىرلىگەن" (last edited by), "ئاخىرقى تەھرىر: <date>";
# bo: "མཐའ་མའི་བཟོ་བཅོས། <date>" (last edit), "<name> ཡིས་ <date> ལ་བཟོ་བཅོས་བྱས།" (edited by <name> on)). A note
# always dates the edit: the line holds a digit (``EDIT_NOTE_DIGIT_RE``); the English ones with a clock time or
# their count of edits, the others closing the line. An editor's credit ("Edited by Pema Tsering, 2019", a book's)
# and a sentence ("Last edited in 1998, the dictionary ...") have neither.
EDIT_NOTE_RE = re.compile(
    rf"^\W*(?:last\s+edit(?:ed)?\s*(?:by\s|on\s|at\s|:)|edited\s+(?:by\s+.{{1,40}}?\s|.{{1,40}}?\s+by\s)).*{CLOCK_TIME}"
    r"|^\W*last\s+edited\s+by\s.{1,80}?,\s*edited\s+\d+\s+times?\s+in\s+total\b"
    rf"|^\W*edited\s+(?:{EN_MONTH}|\d{{1,2}}\s+{EN_MONTH}|\d{{4}}-\d{{1,2}}-\d{{1,2}})[^\n]{{0,30}}?"
    r"\s+by\s+\S+(?:\s+\S+)?\s*$"
    r"|^\W*(?:本帖|此帖|该帖|該帖)?(?:最后由|最後由|被).{1,40}?(?:于|於|在).{1,40}?(?:重新)?(?:编辑|編輯)\W*$"
    r"|^\W*(?:最后|最後)(?:编辑|編輯)(?:于|於|时间|時間)\s*[:：]?\s*[\d\s:：/.\-年月日]+$"
    r"|^\W*(?:ئەڭ\s+)?ئاخىرقى\s+(?:قېتىم\s+.{1,60}?تەھرىرلى?گەن\W*$|تەھرىر\s*[:：])"
    r"|^\W*མཐའ་མའི་བཟོ་བཅོས[\s\u0f0b\u0f0d:：]*[\d\s:：/.\-]+$|ཡིས་.{1,40}?ལ་བཟོ་བཅོས་བྱས\W*$",
    re.IGNORECASE)
EDIT_NOTE_DIGIT_RE = re.compile(r"\d")  # a date or a count: every edit note dates the edit
# A topic's count of those reading it: SMF "0 Members and 1 Guest are viewing this topic.", MyBB and vBulletin "Users
# browsing this thread: 2 Guest(s)", "1 user is viewing this thread", phpBB's "Users browsing this forum: ...";
# Chinese vBulletin "正在查看此主题的会员: 1 (0 位会员和 1 位游客)", Discuz! "正在浏览此版块的会员"; Uyghur "بۇ
# تېمىنى كۆرۈۋاتقانلار" (those viewing this topic), Tibetan "གླེང་གཞི་འདི་ལ་ལྟ་བཞིན་པ།" (viewing this topic).
VIEWERS_LINE_RE = re.compile(
    r"^\W*(?:\d+\s+(?:members?|users?)\s+and\s+\d+\s+guests?|\d+\s+(?:users?|members?|guests?|people))\s+(?:are|is)\s+"
    r"(?:viewing|browsing|reading)\s+this\s+(?:thread|topic|forum|board)\W*$"
    r"|^\W*(?:users?|members?)\s+(?:currently\s+)?(?:browsing|viewing)\s+this\s+(?:thread|topic|forum|board)\s*[:：]"
    r"|^\W*正在(?:浏览|查看|瀏覽|閱讀|阅读)(?:此|这个|這個|本)(?:主题|主題|帖子|帖|版块|版塊)的?(?:会员|會員|用户|用戶)?\s*[:：]"
    r"|^\W*بۇ\s+(?:تېمىنى|يازمىنى)\s+كۆرۈۋاتقانلار\s*[:：]"
    r"|^\W*གླེང་གཞི་འདི་(?:ལ་)?ལྟ་བཞིན་པ[\s\u0f0b\u0f0d]*[:：]",
    re.IGNORECASE)
# A post's count of likes alone in its block: Discourse's "12 Likes", "1 Like", XenForo's "3 Reactions", Chinese
# "赞 12" / "12 赞", Uyghur "12 ياقتۇرۇش" (likes), Tibetan "དགའ་པོ། 12" (like). The count and its word, nothing else.
LIKES_LINE_RE = re.compile(
    r"^\W*\d[\d,.]*\s*(?:likes?|reactions?|赞|讚|点赞|點讚|ياقتۇرۇش|ياقتۇرغۇچى|དགའ་པོ)\W*$"
    r"|^\W*(?:likes?|reactions?|赞|讚|点赞|點讚|ياقتۇرۇش|དགའ་པོ)[\s:：\u0f0b\u0f0d]*\d[\d,.]*\W*$",
    re.IGNORECASE)


# A board's count of those online, under the thread: phpBB "In total there are 20 users online :: 3 registered, 0
# hidden and 17 guests", "There are 3 members and 17 guests online", Discuz! "在线会员 3 人，游客 17 人", "3 位会员和 17
# 位游客在线"; bo "ཚོགས་མི 3 དང་འཚམས་འདྲི་བ 17 དྲ་ཐོག་ཏུ་ཡོད།" (3 members and 17 visitors are online); ug "توردا 3 ئەزا ۋە
# 17 مېھمان بار" (3 members and 17 guests online). Members and guests, both counted, in one short line.
ONLINE_LINE_RE = re.compile(
    r"^\W*(?:in\s+total\s+)?there\s+(?:are|is)\s+\d+\s+(?:members?|users?)\s+(?:and\s+\d+\s+guests?\s+)?"
    r"online(?=\s*(?:$|[^\w\s]))"
    r"|^\W*(?:在线|在線)?\s*(?:会员|會員|用户|用戶)\s*\d+\s*(?:人|位)?.{0,10}?(?:游客|遊客|访客|訪客)\s*\d+"
    r"|^\W*\d+\s*位?(?:会员|會員).{0,6}?\d+\s*位?(?:游客|遊客|访客|訪客).{0,6}?(?:在线|在線)"
    r"|^\W*ཚོགས་མི[\s\u0f0b]*\d+.{0,20}?འཚམས་འདྲི(?:་བ|་མཁན)?[\s\u0f0b]*\d+.{0,30}?དྲ་ཐོག"
    r"|^\W*توردا\s+\d+\s+ئەزا\s+(?:ۋە|بىلەن)\s+\d+\s+(?:مېھمان|زىيارەتچى)",
    re.IGNORECASE)
# ... the count alone: the English "online" closes its phrase (a mark or the end after it: phpBB's ":: 3 registered,
# 0 hidden and 17 guests (based on users active over the past 5 minutes)", "(most ever online: 91)"), then
# ONLINE_TAIL_CHARS more at most and no second sentence; a story's sentence runs on ("There are 3 members and 17
# guests online in the reading club's chat every evening, the librarian told us.").
ONLINE_TAIL_CHARS = 100  # characters at most after the count: its breakdown, its record
ONLINE_TAIL_STOP_RE = re.compile(r"[.!?。！？]\s*\S")  # a sentence ending in the tail, another going on after it
# ... and its heading, a short block of its own over the count: "Who is online", "Who's Online", "Currently Active
# Users", "在线会员", "当前在线", bo "དྲ་ཐོག་ཡོད་མཁན།" (those online), ug "توردىكىلەر" (those online), "ھازىر توردا"
# (online now). The whole block, its marks aside. Not "Online users" / "在线用户": a report on the internet heads a
# section so.
ONLINE_HEADING_RE = re.compile(
    r"\W*(?:who\s+is\s+online|who's\s+online|currently\s+active\s+users"
    r"|在线会员|在線會員|当前在线|當前在線"
    r"|དྲ་ཐོག་(?:ཏུ་)?ཡོད་མཁན|توردىكىلەر|ھازىر\s+توردا)[\s\u0f0b\u0f0d:：]*",
    re.IGNORECASE)


# A thread's posting buttons, a line of links and nothing else: "New Topic | Post Reply", "发新帖 回复", bo
# "གནད་དོན་གསར་པ། ལན་འདེབས།" (new topic, reply), ug "يېڭى تېما | ئىنكاس يېزىش" (new topic, write a reply). Each word a
# board's button (``POSTING_BUTTON``); the line all links (``POSTING_LINK_SHARE``): a heading "Reply" in a story
# links nowhere.
POSTING_BUTTON = (r"(?i:new\s+(?:topic|thread)|post\s+(?:a\s+)?(?:reply|new\s+topic)|reply(?:\s+to\s+(?:this\s+)?"
                  r"(?:topic|thread))?|quick\s+reply|quote)"
                  r"|发新帖|發新帖|发帖|發帖|发表新主题|發表新主題|发表回复|發表回覆|回复|回覆|引用"
                  r"|གནད་དོན་གསར་པ|ལན་འདེབས|ལུང་འདྲེན"
                  r"|يېڭى\s+تېما(?:\s+يوللاش)?|ئىنكاس(?:\s+يېزىش)?|جاۋاب\s+يېزىش|نەقىل")
POSTING_BUTTONS_RE = re.compile(
    rf"[\s|·•/\u0f0d\u0f0b]*(?:{POSTING_BUTTON})(?:[\s|·•/\u0f0d\u0f0b]+(?:{POSTING_BUTTON}))+[\s|·•/\u0f0d\u0f0b]*")
POSTING_LINK_SHARE = 0.8  # share at least of the line's characters in links (the separators outside them)


# A thread's page count, alone or after its count of posts: phpBB "5 posts • Page 1 of 1", vBulletin "Page 2 of 7",
# Discuz! "第 1/3 页", bo "འགྲེམས་ཡིག 4 • ཤོག་ངོས། 1 / 1" (posts, page), ug "بەت 1 / 3" (page). The page's number
# and their count, nothing after them.
PAGE_COUNT_RE = re.compile(
    r"^\W*(?:\d+\s+\S+(?:\s+\S+)?\s*[•·|,，]\s*|\S+(?:\s+\S+)?[\s\u0f0b\u0f0d:：]+\d+\s*[•·|,，]\s*)?"
    r"(?:page|ཤོག་ངོས|بەت|第)[\s\u0f0b\u0f0d:：]*\d+\s*(?:of|/|／)\s*\d+\s*(?:页|頁)?\W*$",
    re.IGNORECASE)


# A word every note holds, one of its patterns' leading words or literals: one search of this gate, on the text in
# lower case (a pattern without IGNORECASE runs ~4 times faster), instead of the five patterns on each short block
# (extraction-dev: 170 of 24,647 short blocks of every 4th page pass it).
THREAD_NOTE_GATE_RE = re.compile(
    r"edit|like|reaction|view|brows|read|online|active|page|第"
    r"|编辑|編輯|赞|讚|正在|在线|在線|会员|會員|用户|用戶"
    r"|تەھرىر|ياقتۇر|كۆرۈۋات|توردا|توردىكى|ئەزا"
    r"|བཟོ་བཅོས|དགའ་པོ|ལྟ་བཞིན|ཚོགས་མི|དྲ་ཐོག|ཤོག་ངོས|بەت")


def is_thread_note(text: str) -> bool:
    """Whether a short block's whole ``text`` is a post's edit note (``EDIT_NOTE_RE``, dated), a topic's count of its
    viewers (``VIEWERS_LINE_RE``), a post's count of likes (``LIKES_LINE_RE``), a board's count of those online
    (``ONLINE_LINE_RE``) or its heading (``ONLINE_HEADING_RE``), or a thread's page count (``PAGE_COUNT_RE``)."""
    if len(text) > THREAD_NOTE_CHARS or THREAD_NOTE_GATE_RE.search(text.lower()) is None:
        return False
    return (EDIT_NOTE_RE.search(text) is not None and EDIT_NOTE_DIGIT_RE.search(text) is not None
            or VIEWERS_LINE_RE.match(text) is not None or LIKES_LINE_RE.match(text) is not None
            or is_online_count(text) or ONLINE_HEADING_RE.fullmatch(text) is not None
            or PAGE_COUNT_RE.match(text) is not None)


def is_online_count(text: str) -> bool:
    """Whether ``text`` is a board's count of those online (``ONLINE_LINE_RE``) and little else: a tail of
    ``ONLINE_TAIL_CHARS`` at most, no sentence going on in it (``ONLINE_TAIL_STOP_RE``)."""
    m = ONLINE_LINE_RE.match(text)
    if m is None:
        return False
    tail = text[m.end():]
    return len(tail) <= ONLINE_TAIL_CHARS and ONLINE_TAIL_STOP_RE.search(tail) is None


def thread_note_lines(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether its text is a thread's note (``is_thread_note``) or a line of its posting buttons (two at
    least, ``POSTING_BUTTONS_RE``, ``POSTING_LINK_SHARE`` of it linked). Reads the blocks' texts and link counts."""
    link_text, tree_text = dom.link_text, dom.tree_text
    return [length <= THREAD_NOTE_CHARS and (
        is_thread_note(text.strip())
        or link_text[b] >= POSTING_LINK_SHARE * tree_text[b] > 0 and POSTING_BUTTONS_RE.fullmatch(text) is not None)
        for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths)]
