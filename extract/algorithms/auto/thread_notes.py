"""Thread notes: a post's edit note, its count of likes, a topic's count of its viewers, a board's count of those
online and a thread's posting buttons, read in a block's words (``thread_note_lines``).

A board prints them around the posts in every thread, in its own words and no class the engines share: phpBB's
``div.notice`` "Last edited by <name> on <date>, edited 1 time in total.", SMF's "Last Edit: <date> by <name>",
Discuz!'s "本帖最后由 <name> 于 <date> 编辑" (when not in its ``i.pstatus``), Discourse's "12 Likes" under a post,
SMF's "0 Members and 1 Guest are viewing this topic.", a board's "Who is online" and its count, a line of "New
Topic | Post Reply" links, phpBB's "5 posts • Page 1 of 1", a mobile template's "上一页 1/3 下一页", XenForo's
"Thread starter <name> Start date <date>", a Chinese Q&A engine's tool row ("浏览3856次 分享 举报", "点赞 101 踩 3
评论") and answerer's byline ("<name> 采纳率：86%"). None is anything a member wrote. Each is told by its whole
text, a short block (``THREAD_NOTE_CHARS``): a sentence of a story ("He edited by hand the last 30 pages", "the
film got 12 likes in an hour") runs on past the pattern's end. A note is text: a manual's example of one in
``<code>`` stays (``in_code``), and so does a heading in the online count's words over a section of prose
(``heads_a_section``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import chain

from extract.algorithms.auto.dates import CLOCK_TIME, EN_MONTH
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.literal_gate import label_words, short_lines_held, union_gate

# an engine's date and time in figures: "2024-3-12 10:02", "2024/05/02", "2024年3月12日 10:02"
EDIT_DATE = r"\d[\d\s:：/.\-年月日]*"
THREAD_NOTE_CHARS = 160  # characters at most of a note (phpBB's edit note with a long name and a reason: ~120)
# A post's edit note, in the words the engines print (en: phpBB "Last edited by <name> on <date>, edited 2 times in
# total.", SMF "« Last Edit: <date> by <name> »", vBulletin "Last edited by <name>; <date> at <time>.", IPS "Edited
# <date> by <name>", its date a month's or an ISO one, "Edited June 19, 2024 1 yr by <name>"; zh: Discuz! "本帖最后由
# <name> 于 <date> 编辑", PHPWind "此帖被 <name> 在 <date> 重新编辑", "最后编辑于 <date>"; ug: "ئەڭ ئاخىرقى قېتىم
# <name> <date> تەھرىرلىگەن" (last edited by), "ئاخىرقى تەھرىر: <date>";
# bo: "མཐའ་མའི་བཟོ་བཅོས། <date>" (last edit), "<name> ཡིས་ <date> ལ་བཟོ་བཅོས་བྱས།" (edited by <name> on)). A note
# always dates the edit: the line holds a digit (``EDIT_NOTE_DIGIT_RE``); the English ones with a clock time
# (``EDIT_NOTE_CLOCK_RE``) or their count of edits, the others closing the line, their date in figures alone
# (``EDIT_DATE``): a story's "被推选为总编的扎西于2018年起主持这部词典的编辑。", "ئاخىرقى قېتىم بۇ لۇغەتنى 1985-يىلى ...
# تەھرىرلىگەن." (this dictionary was last edited in 1985 by ...), "...ཚོ་ཡིས་ཕྱི་ལོ་ 1985 ལ་བཟོ་བཅོས་བྱས།" (revised by
# scholars in the year 1985) date the edit in words. An editor's credit ("Edited by Pema Tsering, 2019", a book's)
# and a sentence ("Last edited in 1998, the dictionary ...") have neither.
EDIT_NOTE_RE = re.compile(
    r"^\W*last\s+edited\s+by\s.{1,80}?,\s*edited\s+\d+\s+times?\s+in\s+total\b"
    rf"|^\W*edited\s+(?:{EN_MONTH}|\d{{1,2}}\s+{EN_MONTH}|\d{{4}}-\d{{1,2}}-\d{{1,2}})[^\n]{{0,30}}?"
    r"\s+by\s+\S+(?:\s+\S+)?\s*$"
    rf"|^\W*(?:本帖|此帖|该帖|該帖)?(?:最后由|最後由|被).{{1,40}}?(?:于|於|在)\s*{EDIT_DATE}\s*(?:重新)?(?:编辑|編輯)\W*$"
    rf"|^\W*(?:最后|最後)(?:编辑|編輯)(?:于|於|时间|時間)\s*[:：]?\s*{EDIT_DATE}$"
    rf"|^\W*(?:ئەڭ\s+)?ئاخىرقى\s+(?:قېتىم\s+\S+(?:\s+\S+)?\s+{EDIT_DATE}\s*(?:-?(?:دە|دا|تە|تا)\s+)?"
    r"تەھرىرلى?گەن\W*$|تەھرىر\s*[:：])"
    rf"|^\W*མཐའ་མའི་བཟོ་བཅོས[\s\u0f0b\u0f0d:：]*{EDIT_DATE}$"
    rf"|^\W*\S{{1,40}}?[\s\u0f0b]*ཡིས[\s\u0f0b]*{EDIT_DATE}[\s\u0f0b]*ལ[\s\u0f0b]*བཟོ་བཅོས་བྱས\W*$",
    re.IGNORECASE)
# ... the English notes dated by a clock time, the time closing the note but for a short tail (phpBB ", edited 1 time
# in total.", SMF " AM by <name> »", vBulletin's " AM." and its "Reason: <why>", ``EDIT_REASON_RE``, left aside):
# a talk page's comment opening so ("Last edit by Pema at 14:02 removed the section; I restored it.") runs on.
EDIT_NOTE_CLOCK_RE = re.compile(
    r"^\W*(?:last\s+edit(?:ed)?\s*(?:by\s|on\s|at\s|:)|edited\s+(?:by\s+.{1,40}?\s|.{1,40}?\s+by\s))",
    re.IGNORECASE)
CLOCK_TIME_RE = re.compile(CLOCK_TIME)
EDIT_REASON_RE = re.compile(r"\breason\s*:.*", re.IGNORECASE | re.DOTALL)  # an editor's reason, after the note
EDIT_NOTE_TAIL_CHARS = 48  # characters at most after the clock time (" AM by <a name of ~30> »")
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
# ... the list after a colon is of names and counts ("user1, user2, 3 Guest(s)"): each item (``VIEWER_ITEM_SPLIT_RE``)
# a count (a digit in it) or a name of ``VIEWER_NAME_WORDS`` words at most. A guide for new members quoting the line
# ("بۇ تېمىنى كۆرۈۋاتقانلار: دېگەن قۇر ئاستىدا، ھازىر تېمىنى ئوقۇۋاتقان ئەزالارنىڭ ئىسمى كۆرۈنىدۇ.", under the line
# "those viewing this topic:" the names of the members reading it show) goes on in a sentence.
VIEWER_ITEM_SPLIT_RE = re.compile(r"[,،、，;؛]")
VIEWER_NAME_WORDS = 4  # words at most of a member's name in the list (a display name of a few words)
# A post's count of likes alone in its block: Discourse's "12 Likes", "1 Like", XenForo's "3 Reactions", Chinese
# "赞 12" / "12 赞", Uyghur "12 ياقتۇرۇش" (likes), Tibetan "དགའ་པོ། 12" (like). The count and its word, nothing else.
LIKES_LINE_RE = re.compile(
    r"^\W*\d[\d,.]*\s*(?:likes?|reactions?|赞|讚|点赞|點讚|ياقتۇرۇش|ياقتۇرغۇچى|དགའ་པོ)\W*$"
    r"|^\W*(?:likes?|reactions?|赞|讚|点赞|點讚|ياقتۇرۇش|དགའ་པོ)[\s:：\u0f0b\u0f0d]*\d[\d,.]*\W*$",
    re.IGNORECASE)


# A board's count of those online, under the thread: phpBB "In total there are 20 users online :: 3 registered, 0
# hidden and 17 guests", "There are 3 members and 17 guests online", Discuz! "在线会员 3 人，游客 17 人", "3 位会员和 17
# 位游客在线"; bo "ཚོགས་མི 3 དང་འཚམས་འདྲི་བ 17 དྲ་ཐོག་ཏུ་ཡོད།" (3 members and 17 visitors are online); ug "توردا 3 ئەزا ۋە
# 17 مېھمان بار" (3 members and 17 guests online). Members and guests, both counted, in one short line: the Chinese
# says online (a report's "会员 320 人，游客 1500 余人参加了开幕式。" counts a festival's crowd), the Tibetan and Uyghur
# close their phrase on it ("... 17 زىيارەتچى بىرلىكتە مۇنازىرە قىلدى." goes on: they discussed it together).
ONLINE_LINE_RE = re.compile(
    r"^\W*(?:in\s+total\s+)?there\s+(?:are|is)\s+\d+\s+(?:members?|users?)\s+(?:and\s+\d+\s+guests?\s+)?"
    r"online(?=\s*(?:$|[^\w\s]))"
    r"|^\W*(?:在线|在線)\s*(?:会员|會員|用户|用戶)\s*\d+\s*(?:人|位)?.{0,10}?(?:游客|遊客|访客|訪客)\s*\d+"
    r"|^\W*\d+\s*位?(?:会员|會員).{0,6}?\d+\s*位?(?:游客|遊客|访客|訪客).{0,6}?(?:在线|在線)"
    r"|^\W*ཚོགས་མི[\s\u0f0b]*\d+.{0,20}?འཚམས་འདྲི(?:་བ|་མཁན)?[\s\u0f0b]*\d+.{0,30}?དྲ་ཐོག"
    r"(?:[\u0f0b]*(?:ཏུ|ན|ལ))?[\u0f0b]*(?:ཡོད(?:་པ)?|བཞུགས)?(?=[\s\u0f0b\u0f0d]*(?:$|[^\w\s\u0f0b\u0f0d]))"
    r"|^\W*توردا\s+\d+\s+ئەزا\s+(?:ۋە|بىلەن)\s+\d+\s+(?:مېھمان|زىيارەتچى)(?:\s+(?:بار|توردا))?(?=\s*(?:$|[^\w\s]))",
    re.IGNORECASE)
# ... the count alone: the English "online" closes its phrase (a mark or the end after it: phpBB's ":: 3 registered,
# 0 hidden and 17 guests (based on users active over the past 5 minutes)", "(most ever online: 91)"), then
# ONLINE_TAIL_CHARS more at most and no second sentence; a story's sentence runs on ("There are 3 members and 17
# guests online in the reading club's chat every evening, the librarian told us.").
ONLINE_TAIL_CHARS = 100  # characters at most after the count: its breakdown, its record
ONLINE_TAIL_STOP_RE = re.compile(r"[.!?。！？]\s*\S")  # a sentence ending in the tail, another going on after it
# ... or a clause of Chinese in it (Discuz!'s "最高记录是 125" has 5 characters; "余人参加了开幕式" 8)
ONLINE_TAIL_CLAUSE_RE = re.compile(r"[\u4e00-\u9fff]{6,}")
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
# ... or one such button alone, when its words name the thread or a new post whole: vBulletin's "+ Reply to Thread"
# over and under the posts, phpBB's "Post Reply", "New Thread", Discuz!'s "发表回复" / "发新帖", bo "ལན་འདེབས་པ།"
# ("to reply"), ug "ئىنكاس يېزىش" / "يېڭى تېما يوللاش" (write a reply, post a new topic). The bare words ("Reply",
# "Quote", "回复", "引用") alone are a story's link too and stay as they are; the line is links as above. Not a
# heading: a board draws its buttons as links, never as ``<h1>``-``<h6>``; a help page's section heading that links to
# itself ("<h2><a href='#s2'>New Thread</a></h2>" over the steps of starting one) is its text (review h237).
POSTING_BUTTON_ALONE = (r"(?i:reply\s+to\s+(?:this\s+)?(?:topic|thread)|post\s+(?:a\s+)?(?:reply|new\s+(?:topic|thread))"
                        r"|new\s+(?:topic|thread))"
                        r"|发新帖|發新帖|发表新主题|發表新主題|发表回复|發表回覆"
                        r"|ལན་འདེབས་པ|ئىنكاس\s+يېزىش|يېڭى\s+تېما\s+يوللاش")
POSTING_BUTTON_ALONE_RE = re.compile(rf"[\s+|·•\u0f0d\u0f0b]*(?:{POSTING_BUTTON_ALONE})[\s+|·•\u0f0d\u0f0b]*")


# A thread's page count, alone or after its count of posts: phpBB "5 posts • Page 1 of 1", vBulletin "Page 2 of 7",
# Discuz! "第 1/3 页", bo "འགྲེམས་ཡིག 4 • ཤོག་ངོས། 1 / 1" (posts, page), ug "بەت 1 / 3" (page). The page's number
# and their count, nothing after them.
PAGE_COUNT_RE = re.compile(
    r"^\W*(?:\d+\s+\S+(?:\s+\S+)?\s*[•·|,，]\s*|\S+(?:\s+\S+)?[\s\u0f0b\u0f0d:：]+\d+\s*[•·|,，]\s*)?"
    r"(?:page|ཤོག་ངོས|بەت|第)[\s\u0f0b\u0f0d:：]*\d+\s*(?:of|/|／)\s*\d+\s*(?:页|頁)?\W*$",
    re.IGNORECASE)
# ... or between a mobile template's previous and next buttons, the line all three: Discuz!'s touch template "上一页
# 1/3 下一页", "‹ 2 / 5 ›", bo "སྔོན་མ། 1/3 རྗེས་མ།" (previous, next), ug "ئالدىنقى 1/3 كېيىنكى". A button on one side
# at least; the count alone ("1/3") is a fraction or a date in a story. A button may carry the page word ("ཤོག་ངོས་
# སྔོན་མ།", "ئالدىنقى بەت", "‹ Prev"), the count its own ("Page 1/3 Next ›", "上一页 第1/3页 下一页"), and first and
# last buttons may stand outside ("首页 上一页 1/3 下一页 尾页"). A worded button on one side or an arrow on each:
# one arrow beside a count is a table's cell ("< 1/20", a chance under one in twenty; review h274).
PAGER_BACK_WORD = r"上一页|上一頁|上页|前页|(?i:prev(?:ious)?)|སྔོན་མ|ئالدىنقى"
PAGER_ON_WORD = r"下一页|下一頁|下页|后页|後頁|(?i:next)|རྗེས་མ|كېيىنكى"
PAGER_BACK = rf"{PAGER_BACK_WORD}|«|‹|<"
PAGER_ON = rf"{PAGER_ON_WORD}|»|›|>"
PAGER_WORD_RE = re.compile(rf"{PAGER_BACK_WORD}|{PAGER_ON_WORD}")  # a worded button (not an arrow alone)
PAGER_PAGE = r"(?i:page)|ཤོག་ངོས|بەت"  # the page word a button or the count may carry
PAGER_ENDS = r"首页|首頁|尾页|尾頁|末页|末頁|(?i:first|last)"  # first and last buttons, outside the others
PAGER_MARKS = r"[\s\u0f0b\u0f0d|·•]*"
PAGER_BUTTON = rf"(?:(?:{PAGER_PAGE}){PAGER_MARKS})?(?:{{side}})(?:{PAGER_MARKS}(?:{{side}}|{PAGER_PAGE}))?"
PAGER_COUNT_RE = re.compile(
    rf"{PAGER_MARKS}(?:(?:{PAGER_ENDS}){PAGER_MARKS})?"
    rf"(?:(?P<back>{PAGER_BUTTON.format(side=PAGER_BACK)}){PAGER_MARKS})?"
    rf"(?:第\s*|(?:{PAGER_PAGE})\s*)?\d+\s*[/／]\s*\d+\s*(?:页|頁)?{PAGER_MARKS}"
    rf"(?:(?P<on>{PAGER_BUTTON.format(side=PAGER_ON)}){PAGER_MARKS})?(?:(?:{PAGER_ENDS}){PAGER_MARKS})?")
# ... or XenForo's line under a thread's title naming who started it and when: "Thread starter <name> Start date <date>"
# (its screen-reader labels print each name twice: "Thread starter Thread starter paulb203 Start date Start date"). A
# name of four words at most between, then a date holding a digit, of at most THREAD_STARTER_DATE_CHARS and no
# sentence's mark but between digits ("03.05.2024", "Today at 10:30 AM"), or none: "Thread starter Dawa chose the
# start date of the reading challenge: the first of March." is a sentence.
THREAD_STARTER_DATE_CHARS = 40  # characters at most of the date ("Mar 5, 2024", "Yesterday at 10:30 PM")
THREAD_STARTER_DATE = rf"(?=\D*\d)(?:[^.!?:;。！？：；]|(?<=\d)[.:](?=\d)){{1,{THREAD_STARTER_DATE_CHARS}}}"
THREAD_STARTER_RE = re.compile(
    r"\W*thread\s+starter\s+(?:thread\s+starter\s+)?\S+(?:\s+\S+){0,3}?\s+start\s+date(?:\s+start\s+date)?"
    rf"(?:\s+{THREAD_STARTER_DATE})?\s*", re.IGNORECASE)

# ... or a topic's line of counts alone, each count and its word, two at least: NodeBB's "3 Posts 2 Posters 127 Views",
# Discourse's topic map "12 replies 1.2k views 5 users 3 likes", a board's "Replies: 12 Views: 340". A sentence has
# words between its counts ("3 posts from 2 posters drew 127 views").
TOPIC_COUNT_WORD = (r"posts?|posters?|views?|replies|reply|votes?|watchers?|participants?|users?|likes?|links?"
                    r"|followers?")  # (not answers: a Q&A page's "2 Answers" heads its answers, kept)
TOPIC_COUNT = rf"(?:\d[\d,.]*\s*[km]?\s*(?:{TOPIC_COUNT_WORD})|(?:{TOPIC_COUNT_WORD})\s*[:：]\s*\d[\d,.]*\s*[km]?)"
TOPIC_COUNTS_RE = re.compile(rf"[\s|·•,]*(?:{TOPIC_COUNT}(?![a-z])[\s|·•,]*){{2,}}", re.IGNORECASE)
TOPIC_COUNT_WORD_RE = re.compile(rf"(?<![a-z])(?:{TOPIC_COUNT_WORD})(?![a-z])", re.IGNORECASE)  # each count's word


# A Chinese Q&A or forum engine's tool line under a question or a post, a row of its counters and buttons and nothing
# else: Baidu Zhidao's "浏览3856次 分享 举报" and "点赞 101 踩 3 评论", Hupu's "推荐 (23) 回复 收藏" and "亮了(15) 回复",
# "关注 8 分享举报". Each item a counter (a tool's word and its count, ``TOOL_COUNT``) or a bare button
# (``TOOL_BUTTON``), two items at least and one a counter: a reader's sentence about the same acts runs on in words
# that are no tool's ("我点赞了 3 次，也评论了。").
TOOL_WORD = r"浏览|瀏覽|查看|阅读|閱讀|点赞|點讚|赞|讚|踩|推荐|推薦|亮了|收藏|关注|關注|评论|評論|回复|回覆|分享"
TOOL_COUNT = (rf"(?:(?:{TOOL_WORD})\s*[:：]?\s*[(（]?\s*\d[\d,.]*\s*[万萬wWkK]?\s*[)）]?\s*次?"
              rf"|\d[\d,.]*\s*[万萬wWkK]?\s*次?(?:{TOOL_WORD}))")  # "浏览3856次", "赞(12)"; the count first: "1.2万阅读"
TOOL_BUTTON = r"分享举报|分享舉報|举报|舉報|" + TOOL_WORD
TOOL_SEPARATOR = r"[\s|·•/]*"
TOOL_LINE_RE = re.compile(
    rf"{TOOL_SEPARATOR}(?:(?:{TOOL_COUNT}|{TOOL_BUTTON}){TOOL_SEPARATOR}){{2,}}")
TOOL_COUNT_RE = re.compile(TOOL_COUNT)  # the counter one item at least of the line is
# An answerer's byline on a Chinese Q&A engine: the answerer's name and the share of answers askers accepted, Baidu
# Zhidao's "阳台种花 采纳率：72%" (``wgt-replyer``), with its other fields ("擅长：园艺", "来自团队：…"). The rate in a
# short line of no sentence (``BYLINE_SENTENCE_RE``): a report on the engine says it in a clause
# ("该用户的采纳率：86%，高于平均。").
ACCEPT_RATE_RE = re.compile(r"采纳率|採納率")
ACCEPT_RATE_FIELD_RE = re.compile(r"(?:采纳率|採納率)\s*[:：]\s*\d+(?:\.\d+)?\s*%")
ACCEPT_BYLINE_CHARS = 80  # characters at most of such a byline (a name, the rate, two short fields)
BYLINE_SENTENCE_RE = re.compile(r"[。！？，；,;!?]")  # a clause's mark: the line is a sentence, no byline
# A rate of a whole or a share, not of one answerer: a report's list of the year's figures ("全站平均采纳率：62%",
# "2023年采纳率：58%", "教育类采纳率：71%"), the rate's word right after an average's, a period's or a class's word
# (review h274). An answerer's name runs into the field when its spans have no space, so only these words tell.
ACCEPT_RATE_STATISTIC_RE = re.compile(r"(?:平均|全站|整体|整體|总体|總體|年度?|月|季度|类|類)\s*(?:采纳率|採納率)")


# The literals of every note's pattern, sought at once in the lowered block (extract.literal_gate.union_gate, as
# ``lines.is_marked_line``'s gate): a short block holding none of them is no note, and most hold none. Derived from
# the patterns, it cannot fall behind them; over 154,000 short dev lines 3,654 pass it (a hand-kept word list passed
# 1,078 at about the same cost).
_THREAD_NOTE_GATE = union_gate((EDIT_NOTE_RE, EDIT_NOTE_CLOCK_RE, VIEWERS_LINE_RE, LIKES_LINE_RE, ONLINE_LINE_RE,
                                ONLINE_HEADING_RE, PAGE_COUNT_RE, PAGER_COUNT_RE, THREAD_STARTER_RE, TOPIC_COUNTS_RE,
                                TOOL_LINE_RE,
                                ACCEPT_RATE_RE))


def is_thread_note(text: str) -> bool:
    """Whether a short block's whole ``text`` is a post's edit note (``is_edit_note``), a topic's count of its
    viewers (``is_viewers_line``), a post's count of likes (``LIKES_LINE_RE``), a board's count of those online
    (``is_online_count``) or its heading (``ONLINE_HEADING_RE``), a thread's page count (``PAGE_COUNT_RE``,
    ``PAGER_COUNT_RE``), starter line (``THREAD_STARTER_RE``) or counts (``TOPIC_COUNTS_RE``), or a Chinese
    engine's tool line or answerer's byline (``is_tool_line``)."""
    if len(text) > THREAD_NOTE_CHARS or _THREAD_NOTE_GATE.cannot_match(text):
        return False
    return (is_edit_note(text) or is_viewers_line(text) or LIKES_LINE_RE.match(text) is not None
            or is_online_count(text) or ONLINE_HEADING_RE.fullmatch(text) is not None
            or PAGE_COUNT_RE.match(text) is not None or is_pager_count(text)
            or THREAD_STARTER_RE.fullmatch(text) is not None or is_topic_counts(text)
            or is_tool_line(text))


def is_pager_count(text: str) -> bool:
    """Whether ``text`` is a page count between a pager's buttons (``PAGER_COUNT_RE``): a worded button on one side
    at least (``PAGER_WORD_RE``), or an arrow on each."""
    pager = PAGER_COUNT_RE.fullmatch(text)
    if pager is None:
        return False
    back, on = pager.group("back") or "", pager.group("on") or ""
    return PAGER_WORD_RE.search(back + " " + on) is not None or (back != "" and on != "")


def is_topic_counts(text: str) -> bool:
    """Whether ``text`` is a topic's line of counts (``TOPIC_COUNTS_RE``), each count of another thing: a tally
    naming one thing twice ("1,204 votes, 980 votes", a ward's two rounds) is a story's."""
    if TOPIC_COUNTS_RE.fullmatch(text) is None:
        return False
    words = [_topic_count_stem(word) for word in TOPIC_COUNT_WORD_RE.findall(text)]
    return len(set(words)) == len(words)


def _topic_count_stem(word: str) -> str:
    """A topic count's word without its plural ending: "replies" and "reply" -> "reply", "Views" -> "view"."""
    word = word.lower()
    return word[:-3] + "y" if word.endswith("ies") else word.rstrip("s")


def is_tool_line(text: str) -> bool:
    """Whether ``text`` is a Chinese Q&A or forum engine's row of counters and buttons (``TOOL_LINE_RE``, one
    counter at least, ``TOOL_COUNT_RE``) or an answerer's byline with the rate of accepted answers
    (``ACCEPT_RATE_FIELD_RE`` in a short line of no clause, ``ACCEPT_BYLINE_CHARS``, ``BYLINE_SENTENCE_RE``, and
    no statistic's, ``ACCEPT_RATE_STATISTIC_RE``)."""
    if TOOL_LINE_RE.fullmatch(text) is not None:
        return TOOL_COUNT_RE.search(text) is not None
    return (len(text) <= ACCEPT_BYLINE_CHARS and ACCEPT_RATE_FIELD_RE.search(text) is not None
            and BYLINE_SENTENCE_RE.search(text) is None and ACCEPT_RATE_STATISTIC_RE.search(text) is None)


def is_edit_note(text: str) -> bool:
    """Whether ``text`` is a post's edit note: ``EDIT_NOTE_RE`` with a digit in it, or an English note of
    ``EDIT_NOTE_CLOCK_RE`` whose last clock time leaves ``EDIT_NOTE_TAIL_CHARS`` at most after it (its reason,
    ``EDIT_REASON_RE``, aside)."""
    if EDIT_NOTE_DIGIT_RE.search(text) is None:
        return False
    if EDIT_NOTE_RE.search(text) is not None:
        return True
    if EDIT_NOTE_CLOCK_RE.match(text) is None:
        return False
    clock_end = -1
    for m in CLOCK_TIME_RE.finditer(text):
        clock_end = m.end()
    return clock_end >= 0 and len(EDIT_REASON_RE.sub("", text[clock_end:])) <= EDIT_NOTE_TAIL_CHARS


def is_viewers_line(text: str) -> bool:
    """Whether ``text`` is a topic's count of its viewers (``VIEWERS_LINE_RE``); when it closes on a colon, the list
    after it names or counts them (``VIEWER_ITEM_SPLIT_RE``, ``VIEWER_NAME_WORDS``)."""
    m = VIEWERS_LINE_RE.match(text)
    if m is None:
        return False
    if not text[:m.end()].rstrip().endswith((":", "：")):
        return True
    return all(len(item.split()) <= VIEWER_NAME_WORDS or EDIT_NOTE_DIGIT_RE.search(item) is not None
               for item in VIEWER_ITEM_SPLIT_RE.split(text[m.end():]))


def is_online_count(text: str) -> bool:
    """Whether ``text`` is a board's count of those online (``ONLINE_LINE_RE``) and little else: a tail of
    ``ONLINE_TAIL_CHARS`` at most, no sentence going on in it (``ONLINE_TAIL_STOP_RE``, ``ONLINE_TAIL_CLAUSE_RE``)."""
    m = ONLINE_LINE_RE.match(text)
    if m is None:
        return False
    tail = text[m.end():]
    return (len(tail) <= ONLINE_TAIL_CHARS and ONLINE_TAIL_STOP_RE.search(tail) is None
            and ONLINE_TAIL_CLAUSE_RE.search(tail) is None)


# An engine prints its notes as text, never as code: a manual of a board's settings shows them in ``<code>`` or
# ``<pre>`` ("<pre>Last edited by admin on ..., edited 1 time in total.</pre>"), an example it keeps.
CODE_TAGS = frozenset({"code", "pre", "kbd", "samp", "tt"})
CODE_LEVELS = 2  # ancestors of a block read for a code element (pre > code > span)
CODE_SHARE = 0.5  # share at least of the block's text inside a code element of its own


def in_code(dom: Dom, b: int) -> bool:
    """Whether block ``b`` is code: a ``CODE_TAGS`` element itself or ``CODE_LEVELS`` below one, or holding one with
    ``CODE_SHARE`` of its text at least. Read for the few notes alone (a short block's subtree)."""
    a = b
    for _ in range(CODE_LEVELS + 1):
        if a < 0:
            return False
        if dom.tags[a] in CODE_TAGS:
            return True
        a = dom.parent[a]
    tags, tree_text = dom.tags, dom.tree_text
    return any(tags[i] in CODE_TAGS and tree_text[i] >= CODE_SHARE * tree_text[b] for i in range(b + 1, dom.end[b]))


def heads_a_section(dom: Dom, b: int, next_text: str | None) -> bool:
    """Whether block ``b``, an online count's heading by its words, is a heading element over a section of other
    text: "Who is online" as a manual's or a report's ``<h2>``, the next block no count of those online or viewing
    (a board's heading sits over its count, or closes the page)."""
    if dom.tags[b] not in HEADING_TAGS or next_text is None:
        return False
    return ONLINE_LINE_RE.match(next_text) is None and VIEWERS_LINE_RE.match(next_text) is None


# Short blocks' texts ``thread_note_lines`` remembers the ``is_thread_note`` answer for, across pages (as
# ``lines.is_marked_line`` does: a site repeats its menus', buttons' and meta lines' texts on every page it serves,
# a page its own): the answer is the text's alone. Extraction-dev's 105,800 asks hold 58,800 distinct texts, each
# THREAD_NOTE_CHARS long at most, so the cache holds a few megabytes.
THREAD_NOTE_CACHE_SIZE = 1 << 14  # distinct short texts remembered
_remembered_thread_note = lru_cache(maxsize=THREAD_NOTE_CACHE_SIZE)(is_thread_note)


# A page's short blocks asked at once whether ``thread_note_lines`` may read them: a note holds one of
# ``_THREAD_NOTE_GATE``'s literals, a line of posting buttons one of its buttons' words (``literal_gate.label_words``),
# sought in the page's lowered lines in one pass (``_THREAD_LINE_GATE``, ``literal_gate.short_lines_held``) where each
# block cost a call and two patterns (~53,000 of extraction-dev's blocks are mostly links). Exact: the lowered block
# holds what its lowered stripped text (``is_thread_note``'s) holds.
_THREAD_LINE_GATE = _THREAD_NOTE_GATE.joined_with(chain.from_iterable(
    map(label_words, (POSTING_BUTTONS_RE, POSTING_BUTTON_ALONE_RE))))


def thread_note_lines(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether its text is a thread's note (``is_thread_note``) or a line of its posting buttons (two at
    least, ``POSTING_BUTTONS_RE``, or one that names the thread or a new post, ``POSTING_BUTTON_ALONE_RE``, not a
    heading;
    ``POSTING_LINK_SHARE`` of it linked); not code (``in_code``), not a heading over
    a section of text (``heads_a_section``). Reads the blocks' texts and link counts, those ``_THREAD_LINE_GATE`` may
    match alone."""
    link_text, tree_text, tags = dom.link_text, dom.tree_text, dom.tags
    ids, texts = blocks.ids, blocks.texts
    notes = [False] * len(texts)
    for k in short_lines_held(_THREAD_LINE_GATE, texts, blocks.lengths, THREAD_NOTE_CHARS):
        b, text = ids[k], texts[k]
        notes[k] = (_remembered_thread_note(text.strip())
                    or link_text[b] >= POSTING_LINK_SHARE * tree_text[b] > 0
                    and (POSTING_BUTTONS_RE.fullmatch(text) is not None
                         or tags[b] not in HEADING_TAGS and POSTING_BUTTON_ALONE_RE.fullmatch(text) is not None))
    for k, b in enumerate(blocks.ids):
        if notes[k] and (in_code(dom, b) or ONLINE_HEADING_RE.fullmatch(texts[k].strip()) is not None
                         and heads_a_section(dom, b, texts[k + 1].strip() if k + 1 < len(texts) else None)):
            notes[k] = False
    return notes
