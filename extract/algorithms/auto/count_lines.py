"""Count lines: a card's, a post's or a topic row's counts, read in its words.

A notice's date and read count (``is_views_line``), a row of counted fields without a date ("14 replies · 312
views", ``is_counts_line``), a song's or a video's play counts beside its links (``is_counts_and_links_line``) and the
count of the readers who liked a post (``is_likers_line``), in English, Chinese, Tibetan and Uyghur. ``lines`` reads
them among a block's other meta lines (``is_numbered_mark``: a post's date, age or counts line never is kept, the
design's step 4); each reads one line's text, or one block's links. A definition list of counters (a post's "Views
1,234 · Comments 5 · Saves 12" drawn as ``<dt>``/``<dd>`` pairs) goes whole (``drop_count_lists``).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.dates import DAY_MONTH, DURATION, NUMERIC_DATE, RELATIVE_TIME, WORD_DATE
from bisect import bisect_left

from extract.algorithms.auto.features import DIGIT_CLASS, DIGIT_RANGES, DIGIT_RE, DIGIT_SPAN, Blocks
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.literal_gate import gated
from extract.scripts import SENTENCE_END_RE

NUMBER_MARKS = ",.\u066b\u066c"  # a number's separators: "12,340", "1.2", Arabic's decimal and thousands signs
DIGIT_NUMBER = rf"{DIGIT_CLASS}[{DIGIT_SPAN}{NUMBER_MARKS}]*"  # a number in any script's digits: "12,340", "٥٨٬٢٣٠"


VIEWS_DIGIT = DIGIT_CLASS
EYE_ICON = "\U0001F441"  # 👁, a card's views label (its emoji presentation selector may follow)
VIEWS_DATE_RE = re.compile(rf"{VIEWS_DIGIT}{{4}}[-/.年]{VIEWS_DIGIT}{{1,2}}[-/.月]{VIEWS_DIGIT}{{1,2}}日?|{WORD_DATE}")
# A teaser's or notice's meta line: its date and how often it was read ("2024-01-05 | ئوقۇلۇشى: 90",
# "༢༠༢༤-༠༤-༡༠ · ལྟ་ཐེངས་ ༡༢༠", "2024-05-01 阅读 320"): a views label of our four languages and its count.
# Extraction-dev: no ground-truth line holds both. Chinese CMSes name the count 点击数, 浏览次数, 阅读量 (DedeCMS,
# EmpireCMS, SiteServer article templates, their Tibetan and Uyghur editions too); QA h91: two SiteServer articles'
# "来源： 作者： 发布时间： 点击数：" lines, 0.83 -> 0.95 (Uyghur), 0.88 -> 0.97 (English); a download site's
# "大小： 更新：<date> 下载：230次" lines (a download count is a read count), 0.53 -> 0.72 (Tibetan), 0.29 -> 0.53
# (Uyghur); extraction-dev unchanged.
# The Uyghur views labels, as the Tibetan ones are read (ཀློག་ཐེངས "read count", bare): the verbal noun "reading" /
# "being seen" bare, with its possessive (ئوقۇلۇشى "its reading") or as "the number of" (ئوقۇلۇش سانى), the forms
# the Uyghur editions of the CMSes print ("2024-04-10 | ئوقۇلۇش: 120", "كۆرۈلۈش سانى: 340"); and a count "seen N
# times" written as a verb after the number ("120 قېتىم كۆرۈلدى", as the counts rows read it, ``COUNT_LABEL``).
# Before, only the possessive ئوقۇلۇشى was a views label: the Tibetan twin's line went, the Uyghur one stayed.
UG_VIEWS_NOUN = r"(?:ئوقۇلۇش|كۆرۈلۈش|ئاڭلىنىش)(?:ى|\s+سانى)?|كۆرۈش\s+سانى"  # (+ "view count", 浏览量's twin: h185)
UG_DOWNLOADS_NOUN = r"چۈشۈرۈلۈش(?:ى|\s+سانى)?"  # "its being downloaded", "the number of downloads" (h231)
UG_VIEWED_VERB = r"(?:كۆرۈلدى|ئوقۇلدى|ئاڭلاندى)"  # "was seen / read / listened to"
UG_TIMES_VIEWED = rf"{DIGIT_NUMBER}\s*قېتىم\s+{UG_VIEWED_VERB}"
# ... a sentence's verb, though, as English "read 12 times" is: beside a link it is what was done with the linked thing
# (a class's reading log, "<a>«ئاق كەپتەر»</a> 12 قېتىم ئوقۇلدى" "read aloud 12 times"), no card's count of views
# (``is_counts_and_links_line``; review h148: such a log lost its three items, its English twin kept them).
UG_TIMES_VIEWED_RE = re.compile(UG_TIMES_VIEWED)
TIMES_UNIT = r"(?:\s*(?:次|ཐེངས|قېتىم)(?!\w))?"  # the count's unit of times ("ལྟ་ཐེངས་ ༡༢༠ ཐེངས"): no line's rest
VIEWS_COUNT_RE = re.compile(
    r"(?:\bviews?\b|\breads?\b|\bhits\b|\bplays\b|\blistens\b|(?:阅读|浏览|点击|播放|下载|閱讀|瀏覽|點擊|下載)(?:次数|數|数|量)?"
    rf"|{UG_VIEWS_NOUN}"
    r"|ئاڭلانغان قېتىم|ཀློག་ཐེངས|ལྟ་ཐེངས|གཟིགས་ཐེངས|ཉན་ཐེངས"  # (plays, listens: a song's or a video's count)
    rf"|ཕབ་ལེན་ཐེངས|{UG_DOWNLOADS_NOUN}"  # downloads (下载's twins: "download count", "its being downloaded")
    # WeChat's "Wow" count beside its reads ("阅读 2356 在看 12 写留言", its comment link: checker h249), no sentence's
    # "are watching" ("我们在看 3 次", "正在看")
    r"|(?<![正现我你他她们])在看"
    rf"|{EYE_ICON}\uFE0F?)"  # the eye icon, a card's views label (QA-129: a Uyghur card grid's "2024-07-12 👁 1000")
    rf"[\u0f0b\u0f0d]?\s*(?:[:：]\s*)?{DIGIT_NUMBER}{TIMES_UNIT}"  # a tsheg or shad may close the label
    r"|[0-9][0-9,.]*\s*(?:views?|reads|hits|次阅读|次浏览)"
    rf"|{UG_TIMES_VIEWED}",
    re.IGNORECASE)
# A sentence holding a date and a count is text (a timeline's "2007-03-15: the word list passes 2,000 views in its
# first week.", "2023年5月1日起，游客可免费浏览3个展厅。", review h83): a meta line is a row of fields, its count
# closing one (the line's end, a separator or the next "label:" after it, a unit between: "320 次"), or it ends
# without a sentence's mark (a notice's "... كۆرۈلۈش: 3021 بېسىش", its "print" link last).
VIEWS_FIELD_END_RE = re.compile(rf"(?!{DIGIT_CLASS})\s*(?:次|times|ཐེངས|قېتىم)?\s*(?:$|[|｜·•/\\【\[(（]|\S+\s*[:：])",
                                re.IGNORECASE)
VIEWS_LINE_CHARS = 120  # characters at most of such a line (a government notice's: date, source, views, "print")
# QA (h81): tag archives' "date · views" lines and a portal's notice line, 0.78-0.86 -> 1.00; extraction-dev unchanged.


# Four digits in a row (``\d``, any Unicode digit): every match of VIEWS_DATE_RE holds its year so, a line without
# them (nine short lines in ten) holds no date and is read no further.
FOUR_DIGITS_RE = re.compile(r"\d{4}")


def is_views_line(text: str) -> bool:
    """Whether a short line holds a date and a read count (``VIEWS_DATE_RE``, ``VIEWS_COUNT_RE``); the date's year
    first (``FOUR_DIGITS_RE``)."""
    if len(text) > VIEWS_LINE_CHARS or FOUR_DIGITS_RE.search(text) is None or VIEWS_DATE_RE.search(text) is None:
        return False
    counts = list(VIEWS_COUNT_RE.finditer(text))
    return bool(counts) and (SENTENCE_END_RE.search(text) is None
                             or any(VIEWS_FIELD_END_RE.match(text, m.end()) for m in counts))


# A card's or topic row's line of counted fields, without a date: "ལན་ ༣ · ལྟ་ཐེངས་ ༡༠༠" (replies · views),
# "كۆرۈلۈش 733 | جاۋاب 3", "1200 قېتىم كۆرۈلدى · 1 ھەپتە ئىلگىرى" (views · age), "14 replies · 312 views". Fields split
# at a separator (COUNTS_SEPARATOR_RE); one at least a count named views, reads, replies, comments or answers in
# one of our four languages (COUNTED_FIELD_RE), the others counts, dates, a post's age or one name (an author, a
# section). QA (h84): a Uyghur video list 0.57 -> 0.67, a Tibetan forum +0.04, a Uyghur table forum +0.01;
# extraction-dev and QA (h81): no page changes. Discuz! names its views 查看 ("查看: 1283|回复: 4" over a thread):
# QA h91, a Uyghur Discuz! mobile thread 0.60 -> 0.62; extraction-dev unchanged.
COUNTS_SEPARATOR_RE = re.compile(r"\s*[·|•｜]\s*")
SEPARATOR_CHAR_RE = re.compile(r"[·|•｜]")  # the separator alone (``separated_fields``)


def separated_fields(text: str) -> list[str]:
    """``[f for f in COUNTS_SEPARATOR_RE.split(text.strip()) if f]`` in linear time: the pieces between separators,
    stripped (each match takes the spaces on both sides of its separator; its leading ``\\s*``, tried at each space
    of a run, read an indented block's run of n spaces n times over)."""
    return [field for field in map(str.strip, SEPARATOR_CHAR_RE.split(text.strip())) if field]


# The Uyghur replies and comments labels, as the Tibetan ones (ལན reply, བསམ་ཚུལ opinion, bare): "answer", "response"
# and "opinion" (پىكىر, the comment of Uyghur forums and news sites: "پىكىر: 3", "3 پىكىر"), bare, possessive or plural.
UG_REPLY_NOUN = r"(?:جاۋاب|ئىنكاس)(?:ى|لار)?|پىكىر(?:ى|لەر)?"
# ... and the Tibetan comment of news and literature sites, བསམ་འཆར ("opinion", their "post a comment" is
# བསམ་འཆར་འགོད་པ; session 38, h231: a post's "༥༦ བསམ་འཆར།" stayed where "56 comments" went), and ཕྱིར་ལན ("reply").
# A Tibetan label may close with its tsheg or shad ("༥༦ བསམ་འཆར།"): ``COUNT_LABEL_END``.
# A video site's views are "watchings" and "plays" (观看, 播放: "3.2万次观看 · 2024-05-12", a playlist entry's line).
COUNT_LABEL = (r"(?:views?|reads?|hits|repl(?:y|ies)|comments?|answers?|messages?|阅读|浏览|点击|查看|回复|评论|回帖|回答|閱讀|瀏覽|回覆|評論"
               r"|观看|觀看|播放"
               r"|ཀློག་ཐེངས|ལྟ་ཐེངས|གཟིགས་ཐེངས|ཕྱིར་ལན|ལན|བསམ་ཚུལ|བསམ་འཆར"
               rf"|{UG_VIEWS_NOUN}|{UG_VIEWED_VERB}|{UG_REPLY_NOUN})")
COUNT_NUMBER = rf"{DIGIT_NUMBER}[KkMm万千]?"  # "1.2K", "3万"
COUNTED_FIELD_RE = re.compile(  # "<label>: <n>" or "<n> [unit] <label>" ("1200 قېتىم كۆرۈلدى", "14 条评论")
    rf"^(?:{COUNT_LABEL}[\u0f0b\u0f0d]?\s*[:：]?\s*{COUNT_NUMBER}\s*(?:次|times|ཐེངས|قېتىم)?"
    rf"|{COUNT_NUMBER}\s*(?:次|条|個|个|قېتىم)?\s*{COUNT_LABEL}[\u0f0b\u0f0d]?)$", re.IGNORECASE)  # ("༣ ལན།")
# ... beside such a count, a count of people: a topic's participants, members, users, followers or likers (Discourse's
# topic map "3 replies · 164 views · 4 users", a Q&A site's "followers 210 · views 15,300", "ལན། ༣ · ཚོགས་མི། ༤"),
# read as a count field of the row (a bare number's place), never alone: "120 members" alone is a club's text.
# QA-135: a Tibetan and a Uyghur Discourse thread's topic map (0.736 -> 0.756, 0.430 -> 0.455), a Uyghur Zhihu-like
# question's numbers board (0.776 -> 0.800); extraction-dev and the other QA sets unchanged.
PEOPLE_LABEL = (r"(?:users?|members?|participants?|followers?|likes?|用户|成员|參與者|参与者|关注者|關注者|点赞|赞同"
                r"|ཚོགས་མི|སྤྱོད་མཁན|རྗེས་འབྲང་མཁན|ئەزا(?:لار)?|ئىشلەتكۈچى(?:لەر)?|ئەگەشكۈچى(?:لەر)?|قاتناشقۇچى(?:لار)?|ياقتۇرۇش(?:\s+سانى)?)")  # (+ likes: h231)
PEOPLE_FIELD_RE = re.compile(
    rf"^(?:{PEOPLE_LABEL}[\u0f0b\u0f0d]?\s*[:：]?\s*{COUNT_NUMBER}|{COUNT_NUMBER}\s*(?:个|位|名)?\s*{PEOPLE_LABEL}[\u0f0b\u0f0d]?)$",
    re.IGNORECASE)
BARE_FIELD_RE = re.compile(rf"^{COUNT_NUMBER}$|^{VIEWS_DIGIT}{{4}}[-/.年]{VIEWS_DIGIT}{{1,2}}[-/.月]{VIEWS_DIGIT}{{1,2}}日?$")
# A count written as a labelled value, its label closed by a colon or a shad ("Answer: 17", "ལན། ༡༢", "جاۋابى: 12"): beside
# a name alone it is an answer key's or a form's line ("The yak puzzle · Answer: 17", "དྲི་བ་དང་པོ། · ལན། ༡༢" "question
# one · answer: 12", "بىرىنچى سوئال | جاۋابى: 12"; review h87), not a row's counts ("dawa · 3 comments", "ལན་ ༣ · ཚང་མ་ལྟ།").
LABELLED_VALUE_RE = re.compile(rf"^{COUNT_LABEL}\s*[:：\u0f0d]", re.IGNORECASE)
NAME_FIELD_CHARS = 20  # characters at most of the one name field (an author, a section)
# A book's contents line is no row of counts: "第一单元 · 阅读 4" (unit one · reading, page 4), "ལེའུ་དང་པོ། · ལྟ་ཐེངས་ ༤",
# "بىرىنچى دەرس · ئوقۇلۇشى 4", "Lesson one · answers 4". Its name field is an ordinal unit of a book (a unit, lesson,
# chapter, section in our four languages), where a counts row names an author or a forum's section. A numbered unit
# ("Unit 1", "ལེའུ་ ༡") has digits and is no name field anyway. Checker h87: a Chinese textbook's contents lost its four
# lines, now kept; extraction-dev and the four QA sets: no page changes. The Uyghur and English unit words are read
# with their ordinal ("بىرىنچى دەرس", "Lesson one", "Chapter IV", "Second unit") only: bare, they name a forum's
# sections ("تېخنىكا بۆلۈمى" technology section, "Unit conversions", "Lesson plans", "Chapter club") and باب is part
# of words ("ئەسباب" tools), which made those topic rows' counts lines text (review h95).
EN_NUMBER_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[ivx]{1,5})"  # "one", "IV"
EN_ORDINAL = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
UG_ORDINAL = r"\w+نچى"  # an ordinal number: بىرىنچى first, ئىككىنچى second, ئونىنچى tenth
UNIT_TITLE_RE = re.compile(
    r"第[〇零一二三四五六七八九十百两]+[单元課课章节節篇回册冊部]|ལེའུ|སློབ་ཚན|ལེ་ཚན"
    rf"|{UG_ORDINAL}\s+(?:دەرس|بۆلۈم|باب)"  # "بىرىنچى دەرس" lesson one
    rf"|\b(?:unit|lesson|chapter)\s+{EN_NUMBER_WORD}\b"  # "Lesson one", "Chapter IV"
    rf"|\b{EN_ORDINAL}\s+(?:unit|lesson|chapter)\b",  # "First unit"
    re.IGNORECASE)
COUNTS_LINE_CHARS = 80  # characters at most of such a line
# A playlist's or an album's line of its count of items and their running time, beside each entry: "12 videos ·
# 1:04:33", "5 ناخشا · 24 مىنۇت" (5 songs · 24 minutes), "༡༢ བརྙན། · ༤༨ སྐར་མ", "8 首 · 32 分钟". A count of items
# (``MEDIA_COUNT_RE``) is a row's count only beside a duration (``DURATION_FIELD_RE``): "12 videos" alone is a
# heading's or a sentence's. A duration is a field of a counts row too ("1.2K views · 12:03").
MEDIA_UNIT = (r"(?:videos?|songs?|tracks?|episodes?|clips?|视频|視頻|首|集|ناخشا|ۋىدېئو|پارچە|بۆلۈم|བརྙན(?:་འཕྲིན)?"
              r"|གླུ(?:་གཞས)?)")
MEDIA_COUNT_RE = re.compile(rf"^(?:{COUNT_NUMBER}\s*(?:个|個|部)?\s*{MEDIA_UNIT}|{MEDIA_UNIT}[\s\u0f0b]*{COUNT_NUMBER})"
                            r"[\u0f0b\u0f0d]?$", re.IGNORECASE)
# ... or beside the date the list was last updated ("4个视频 · 更新于2024年5月", "12 videos · Updated May 3, 2024")
UPDATED_FIELD_RE = re.compile(
    rf"^(?:更新于|更新於|更新|(?:last\s+)?updated(?:\s+on)?|يېڭىلانغان)\s*[:：]?\s*"
    rf"(?:{NUMERIC_DATE}|{WORD_DATE}|{DAY_MONTH}|{VIEWS_DIGIT}{{4}}\s*年\s*{VIEWS_DIGIT}{{1,2}}\s*月)$", re.IGNORECASE)
DURATION_FIELD_RE = re.compile(rf"^{DURATION}$", re.IGNORECASE)  # "1:04:33", "24 minutes", "1 hour 12 minutes"
# A count alone on its line, its number first ("3 个回答", "12 comments", "1,204 views"): a question's or a post's
# count of answers over them (QA h97: a Zhihu-like question's "3 个回答" line). "Answer: 17", the label first, is an
# answer key's line and stays. A number closed by its mark ("2. Comments", "3. 回答") numbers a section's heading, no
# count (review h110: a referee report's and a meeting's minutes' numbered headings were dropped).
COUNT_LABEL_END = r"[\u0f0b\u0f0d]?"  # a Tibetan label's closing tsheg or shad
COUNT_ALONE_RE = re.compile(rf"^\s*{COUNT_NUMBER}(?<![.,])\s*(?:次|条|個|个|قېتىم)?\s*{COUNT_LABEL}{COUNT_LABEL_END}\s*$",
                            re.IGNORECASE)
# ... but a table's cell (``TABLE_CELL_TAGS``) holding one is the table's datum: a statistics table's "Comments"
# column ("86 comments", "128 个回答" per row; review h110: an article's table of its most read stories lost its
# counts), as a topic list's (``is_furniture_line``).


def is_counts_line(text: str) -> bool:
    """Whether a short line is a count alone, its number first (``COUNT_ALONE_RE``), or a row of fields
    (``COUNTS_SEPARATOR_RE``), one a named count (``COUNTED_FIELD_RE``),
    the others counts or dates (``BARE_FIELD_RE``), a post's age (``RELATIVE_TIME_RE``), a duration
    (``DURATION_FIELD_RE``) or one short name (not a book's unit, ``UNIT_TITLE_RE``: a contents line); or a playlist's
    count of items and its duration (``MEDIA_COUNT_RE``); or a shop's sales count (``SALES_LINE_RE``); beside the
    name alone, no count written as a labelled value (``LABELLED_VALUE_RE``) unless a second field counts or dates."""
    if len(text) > COUNTS_LINE_CHARS or DIGIT_RE.search(text) is None:
        return False
    fields = separated_fields(text)
    if SALES_LINE_RE.match(text) is not None:
        return True
    if len(fields) < 2:
        return COUNT_ALONE_RE.match(text) is not None
    counted, names, others, labelled, media, durations, updated = 0, 0, 0, 0, 0, 0, 0
    for field in fields:
        if COUNTED_FIELD_RE.match(field):
            counted += 1
            labelled += LABELLED_VALUE_RE.match(field) is not None
        elif BARE_FIELD_RE.match(field) or RELATIVE_TIME.match(field) or PEOPLE_FIELD_RE.match(field):
            others += 1
        elif DURATION_FIELD_RE.match(field):
            durations += 1
        elif MEDIA_COUNT_RE.match(field):
            media += 1
        elif UPDATED_FIELD_RE.match(field):
            updated += 1
        elif (len(field) <= NAME_FIELD_CHARS and DIGIT_RE.search(field) is None and not names
              and UNIT_TITLE_RE.search(field) is None):
            names += 1
        else:
            return False
    if updated and not media:  # the date a list was updated is a field beside its media count only, in either order
        return False
    if not counted:  # a playlist's items and its running time, or the date it was last updated, no title beside
        return media > 0 and durations + updated > 0 and not names  # (a discography's "Winter Pasture · 12 songs ·
        # 51 minutes", a lesson plan's "Singing circle · 3 songs · 15 minutes": an article's rows; review h268)
    return not names or counted > 1 or others + durations + media > 0 or not labelled


# A count line without a date: a song's or a video's "plays 12,340 · download" beside the player, each field a count
# (``VIEWS_COUNT_RE``) or a link, nothing else but COUNT_LINE_REST characters of separators. Lyrics and video sites put
# it between the title and the text. QA (h85): a Tibetan song page 0.93 -> 0.96; extraction-dev unchanged.
COUNT_LINE_REST = 3  # non-whitespace characters at most outside the counts and links ("·", "|")
# ... and a bare "<n> times" beside a link: a download or play button's count ("Download (PDF) 300 times", Uyghur
# "چۈشۈرۈش (PDF) 300 قېتىم", "下载 300次", Tibetan "ཕབ་ལེན། ཐེངས་ ༣༠༠"); without the link a count of times is a sentence's
# (QA-129: a Uyghur e-book grid's download lines, 6 cards).
TIMES_COUNT_RE = re.compile(rf"{DIGIT_NUMBER}\s*(?:times|قېتىم|次|ཐེངས)(?!\w)|ཐེངས[\u0f0b\u0f0d]?\s*{DIGIT_NUMBER}",
                            re.IGNORECASE)
# ... only when the line names what was counted, a download or a play: a list item of a link and a bare count of times
# is an instruction ("<a>Refuge prayer</a> 3 times", 大悲咒 21次, a practice guide's recitations; review h133).
TIMES_ACTION_RE = re.compile(r"\b(?:download|play|listen)|下载|下載|播放|收听|چۈشۈرۈش|ئاڭلاش|قويۇش|ཕབ་ལེན|ཉན|རྒྱང་བསྲིངས",
                             re.IGNORECASE)
# The eye icon (``EYE_ICON`` in ``VIEWS_COUNT_RE``) labels views beside a date (``is_views_line``); beside a link and
# no date it is a tally's "seen" (a bird count's "<a>Ruddy shelduck</a> 👁 85"; review h133), so this line's counts
# leave it out.


# VIEWS_COUNT_RE asked first whether the line holds a count at all, gated on its labels' lowered literals ("view",
# "read", 阅读, ཀློག་ཐེངས, "قېتىم", the eye icon; extract.literal_gate): its alternatives open on a digit or a label and were
# tried at every position of each of the 12,300 short lines with a digit (extraction-dev), few of which hold a label.
_VIEWS_COUNT = gated(VIEWS_COUNT_RE, fold=True)


def is_counts_and_links_line(dom: Dom, b: int, text: str, length: int) -> bool:
    """Whether block ``b`` (``text``, ``length`` characters) is only view or play counts (no eye icon beside a link:
    ``EYE_ICON``, nor a Uyghur "read N times" verb: ``UG_TIMES_VIEWED_RE``; or, beside a link and a download or play
    word, counts of times: ``TIMES_COUNT_RE``) and links (see
    above), and no book's contents line (a linked unit title, ``UNIT_TITLE_RE``)."""
    if length > VIEWS_LINE_CHARS or DIGIT_RE.search(text) is None:  # (a count has digits: most lines end here)
        return False
    counted = 0 if _VIEWS_COUNT.search(text) is None else sum(
        len("".join(m.group(0).split())) for m in VIEWS_COUNT_RE.finditer(text)
        if not (dom.link_text[b] and (m.group(0).startswith(EYE_ICON) or UG_TIMES_VIEWED_RE.fullmatch(m.group(0)))))
    if not counted and dom.link_text[b] and TIMES_ACTION_RE.search(text):
        counted = sum(len("".join(m.group(0).split())) for m in TIMES_COUNT_RE.finditer(text))
    return (counted > 0 and length - counted - dom.link_text[b] <= COUNT_LINE_REST
            and UNIT_TITLE_RE.search(text) is None)  # (a contents line's linked unit and its page: see UNIT_TITLE_RE)



# A post's or an answer's count of the readers who liked it, written out on a line of its own: Zhihu-like Q&A's
# "312 人赞同了该回答" over each answer, Facebook-style "12 people like this", "Liked by 40 people", and the same in
# Uyghur ("312 ئادەم بۇ جاۋابنى ياقتۇردى", 312 people liked this answer) and Tibetan ("མི་ ༣༡༢ ཡིས་ལན་འདིར་དགའ་པོ་བྱས།").
# A count of people and a verb of liking or agreeing, nothing else but "this (answer/post)": the readers' vote, no
# sentence of the post ("312 people came to the fair and liked it" runs on). QA-135: a Uyghur Zhihu-like question kept
# its three answers' lines (0.800 -> 0.955); extraction-dev: no such line on its 460 pages (unchanged).
LIKERS_CHARS = 60  # characters at most of such a line (the Uyghur one is 29)
EN_LIKERS = (rf"{COUNT_NUMBER}\s+(?:people|persons|users|members|readers|others)\s+(?:like[sd]?|upvoted|agreed\s+with)"
             r"\s+this(?:\s+(?:answer|post|comment|reply|article))?"
             rf"|liked\s+by\s+{COUNT_NUMBER}\s+(?:people|persons|users|members|readers|others)")
ZH_LIKERS = rf"{COUNT_NUMBER}\s*(?:人|位用户|位網友|位网友)\s*(?:赞同|點贊|点赞|喜欢|喜歡|觉得很赞)了?(?:该|該|这个|這個|此)?(?:回答|帖子|文章|评论|評論)?"
UG_LIKERS = rf"{COUNT_NUMBER}\s*(?:ئادەم|كىشى)\s+(?:بۇ\s+\S+\s+)?(?:ياقتۇردى|ياقتۇرىدۇ|قوللىدى)"
BO_LIKERS = (rf"(?:མི་?\s*{COUNT_NUMBER}|{COUNT_NUMBER}\s*མི་?)[\s\u0f0b]*(?:ཡིས|གིས|ཀྱིས)?[\s\u0f0b]*"
             r"(?:\S{0,20}?འདི(?:ར|་ལ)?[\s\u0f0b]*)?དགའ་(?:པོ་)?(?:བྱས|བྱུང|འདུག)")  # (only "this <answer>": "སེམས་དགའ་བྱུང" is glad)
LIKERS_LINE_RE = re.compile(rf"^\W*(?:{EN_LIKERS}|{ZH_LIKERS}|{UG_LIKERS}|{BO_LIKERS})[\s\u0f0b\u0f0d.!。！]*$",
                            re.IGNORECASE)


def is_likers_line(text: str) -> bool:
    """Whether a short line is a count of the readers who liked the post or answer alone (``LIKERS_LINE_RE``)."""
    return len(text) <= LIKERS_CHARS and LIKERS_LINE_RE.match(text) is not None


# A post's or a product's statistics drawn as a definition list: "<dl class='post-stats'><dt>Views</dt><dd>1,234</dd>
# <dt>Comments</dt><dd>5</dd></dl>" (WordPress and Drupal themes' post meta, a download page's "ཀློག་གྲངས། ༡༢༣༤"
# read count and "ཉར་ཚགས། ༡༢" saves, a Uyghur shop's "ساقلاش: 8" favourites), each term a counter's label and each
# description its bare number. Every description is a count (``BARE_FIELD_RE``'s number), at least
# ``COUNT_LIST_PAIRS`` of them, and a term names a count of reads, replies, people or saves (``COUNT_LIST_LABEL_RE``):
# a fact box's list ("Population 12,000 · Area 350 km²", "མི་གྲངས། ༡༢༠༠༠") names no counter and stays, and so does
# a list holding one word or sentence as a description. Review h217: a Tibetan download page's stats list was kept
# (its "ཀློག་གྲངས།" and "ཉར་ཚགས།" labels beside the story).
COUNT_LIST_PAIRS = 2  # counted descriptions at least: one number beside a label may be a fact
COUNT_LIST_TAGS = frozenset({"dt", "dd"})  # a definition list's term and description
COUNT_LIST_HOLDERS = frozenset({"dl"})  # the list (a term or description may sit in a <div> group, HTML §4.4.9)
# The counts a post's or product's statistics add to ``COUNT_LABEL`` and ``PEOPLE_LABEL``: a read count written as a
# number of readings (ཀློག་གྲངས, "reading count", the Tibetan download and literature sites' label), downloads, and the
# saves or favourites a reader made (收藏, ཉར་ཚགས "kept", Uyghur ساقلاش "saving", ساقلانغان "saved").
SAVES_LABEL = (r"(?:downloads?|saves?|favou?rites?|bookmarks?|下载|下載|收藏|ཀློག་གྲངས|ཕབ་ལེན(?:་ཐེངས)?|ཉར་ཚགས"
               rf"|{UG_DOWNLOADS_NOUN}|ساقلاش|ساقلانغان)")
COUNT_LIST_LABEL_RE = re.compile(rf"^(?:{COUNT_LABEL}|{PEOPLE_LABEL}|{SAVES_LABEL})[\u0f0b\u0f0d]?[:：]?$", re.IGNORECASE)
COUNT_VALUE_RE = re.compile(rf"^{COUNT_NUMBER}$")  # a description that is a bare count: "1,234", "༡༢༣༤", "3万"
# ... but a list standing in a story's flow, a kept paragraph of the story before it and after it in the list's own
# parent, is the story's figures (a news story's "Users 3,200 · Downloads 12,000" of the library it reports on, an
# app's users and downloads in a story about the app): a post's counters sit under or over its text, never between
# its paragraphs (review h239). A paragraph: a kept block, no heading, of at least this many characters (a stray
# kept label or date is none)
FLOW_PARAGRAPH_CHARS = 20


def _count_list(dom: Dom, node: int) -> int:
    """The definition list (``COUNT_LIST_HOLDERS``) holding term or description ``node``, directly or in a
    ``<div>`` group, or -1."""
    parent = dom.parent
    holder = parent[node]
    if holder >= 0 and dom.tags[holder] == "div":
        holder = parent[holder]
    return holder if holder >= 0 and dom.tags[holder] in COUNT_LIST_HOLDERS else -1


def drop_count_lists(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Drop the terms and descriptions of a definition list of counters (see ``COUNT_LIST_LABEL_RE``), in place: every
    description of the list a bare count (``COUNT_VALUE_RE``), at least ``COUNT_LIST_PAIRS`` of them, a term a
    counter's label, and the list not in a story's flow (``in_story_flow``: the story's own figures). One pass over
    the blocks; the lists' own blocks, and their parents', read once more."""
    if not dom.has_elements:
        return
    tags = dom.tags
    members: dict[int, list[int]] = {}  # list -> indexes (in ``blocks.ids``) of its term and description blocks
    for k, b in enumerate(blocks.ids):
        if tags[b] in COUNT_LIST_TAGS and keep[b]:
            holder = _count_list(dom, b)
            if holder >= 0:
                members.setdefault(holder, []).append(k)
    for holder, indexes in members.items():
        values = [blocks.compact[k] for k in indexes if tags[blocks.ids[k]] == "dd"]
        terms = [blocks.compact[k] for k in indexes if tags[blocks.ids[k]] == "dt"]
        if (len(values) >= COUNT_LIST_PAIRS and all(COUNT_VALUE_RE.match(v) for v in values)
                and any(COUNT_LIST_LABEL_RE.match(t) for t in terms)
                and not in_story_flow(dom, keep, blocks, holder)):
            for k in indexes:
                keep[blocks.ids[k]] = 0


def in_story_flow(dom: Dom, keep: bytearray, blocks: Blocks, holder: int) -> bool:
    """Whether element ``holder`` (a list, a run of records) stands between two paragraphs of a kept text
    (``FLOW_PARAGRAPH_CHARS``, no heading), each inside the element's parent: one before it, one after it. Reads the
    parent's blocks."""
    parent = dom.parent[holder] if holder >= 0 else -1
    if parent < 0:
        return False
    ids, tags = blocks.ids, dom.tags

    def paragraph(k: int) -> bool:
        return keep[ids[k]] != 0 and tags[ids[k]] not in HEADING_TAGS and blocks.lengths[k] >= FLOW_PARAGRAPH_CHARS

    first, at = bisect_left(ids, parent), bisect_left(ids, holder)
    after, last = bisect_left(ids, dom.end[holder]), bisect_left(ids, dom.end[parent])
    return any(map(paragraph, range(first, at))) and any(map(paragraph, range(after, last)))


# A product's, a hotel's or a course's rating summary on a line of its own: its stars, its score and its count of
# reviews ("★★★★ 8.9 (214 reviews)", "4.8 ★ (1,203 条评价)", "(3 customer reviews)", Uyghur "★★★★★ (12 باھا)" "12
# ratings", Tibetan "(བསམ་འཆར། ༡༢)"): the shop's or the booking site's widget over the description, which the truths
# leave out as they leave the stars out (``never_kept``'s rating boxes, when the theme names them so). The line holds
# a count of reviews (``REVIEW_COUNT``), or stars drawn as text (``RATING_STARS``) and a score, and at most one word
# of verdict after the score (a booking site's "4.7 超棒 1,286条点评", "8.9 Excellent 214 reviews"), nothing else: a
# sentence about reviews ("The hotel has 214 reviews on the site.") says more, and a row of stars alone is a poem's
# or a rating prompt's (``reader_prompts``). A number closed by its mark numbers a section ("2. 评论", "2. Reviews").
# Review h239: a magazine's section headings "Top 10 Reviews", "Book Reviews 2024", "Season 2 Reviews" went as counts.
RATING_LINE_CHARS = 50  # characters at most of such a line
RATING_STARS = "★☆⭐"  # stars drawn as text
# A review or rating, in our four languages, as a label before its count ("Reviews: 12", "评价(12)", "བསམ་འཆར། ༡༢")
REVIEW_LABEL = (r"(?:(?:customer\s+|guest\s+)?(?:reviews?|ratings?)|评价|評價|条评价|條評價|评论|評論|点评|點評|كۆز\s*قاراش"
                r"|དཔྱད་བརྗོད|བསམ་འཆར)")
# ... and after its count ("214 reviews", "1,286条点评", "12 باھا"): Uyghur باھا ("rating", also "price") counts there
# alone, as "باھا: 120" is a price's label
REVIEW_WORD = rf"(?:{REVIEW_LABEL}|باھا(?:لار)?)"
RATING_SCORE = rf"{DIGIT_CLASS}(?:[.,]{DIGIT_CLASS})?(?:\s*/\s*{DIGIT_CLASS}+)?"  # "8.9", "4.5/5"
# A count of reviews: the number (rounded down, "2000+条评价", "1万+条评价": Taobao's and JD's cards) and its word,
# or the label, a colon, a bracket or a Tibetan mark, and the number (a heading's "Reviews 2024", "Season 2 Reviews"
# names a year's or a season's reviews, no count)
REVIEW_COUNT = (rf"[(（]?\s*(?:{COUNT_NUMBER}(?<![.,])\+?\s*(?:条|條|個|个)?\s*{REVIEW_WORD}"
                rf"|{REVIEW_LABEL}(?:[\u0f0b\u0f0d]\s*|\s*[:：(（]\s*){COUNT_NUMBER})\s*[)）]?")
# the score's word, one at most, right after the score or the stars: "Excellent", "超棒", "ئەلا" (a word opening the
# line is a title's: "Top 10 Reviews", "Over 200 reviews")
RATING_VERDICT = rf"(?:(?<=[{DIGIT_SPAN}{RATING_STARS}])\s*[^\W\d_]{{1,12}}\s*)?"
# ... or, after stars drawn as text, a bare count in brackets: Etsy's and Amazon's "★★★★★ (1,204)" (a bracketed number
# alone, no star, is a footnote's or a year's: ``is_rating_line`` asks for stars or a review's word)
STARRED_COUNT = rf"(?<=[{RATING_STARS}\s])[(（]\s*{COUNT_NUMBER}\s*[)）]"
RATING_BODY = rf"[{RATING_STARS}\s]*(?:{RATING_SCORE})?[{RATING_STARS}\s]*{RATING_VERDICT}(?:{REVIEW_COUNT}|{STARRED_COUNT})?"
RATING_LINE_RE = re.compile(rf"^{RATING_BODY}\s*$", re.IGNORECASE)
# A shop's count of its sales in its header, alone or before its rating: Etsy's "4,812 sales", "4,812 sales ★★★★★
# (1,204)", Taobao's and JD's "已售 4812 件", "月销 2000+", "1.2万人付款", Uyghur "4812 قېتىم سېتىلدى" (sold 4812 times).
# The number first (after the shop's name at most), no year's ("2024 sales", a report's heading), nothing after it but
# the rating; a sentence about sales says more ("The shop made 4,812 sales last year."). Extraction-dev's truths hold no such line.
# a year's four digits in any script's (``DIGIT_RANGES``: "2024", "༢༠༢༤"), no count of sales
YEAR_LEADS = ((1, 9), (2, 0))  # a year's first two digits: "19..", "20.."


def _digits(n: int) -> str:
    """Digit ``n`` in every script of ``DIGIT_RANGES``, for a character class."""
    return "".join(chr(ord(first) + n) for first, _ in DIGIT_RANGES)


YEAR_NUMBER = ("(?:" + "|".join(f"[{_digits(a)}][{_digits(b)}]" for a, b in YEAR_LEADS)
               + f"){DIGIT_CLASS}{{2}}(?!{DIGIT_CLASS})")
SALES_COUNT = (rf"(?!{YEAR_NUMBER})(?:{COUNT_NUMBER}\+?\s*(?:sales|sold|件?已售|笔成交|人付款"
               r"|(?:دانە|قېتىم)?\s*سېتىلدى)"
               rf"|(?:已售|月销|月銷|销量|銷量)\s*[:：]?\s*{COUNT_NUMBER}\+?\s*件?)")
# the shop's name before its count, one word ("WindHorseStudio 4,812 sales"), no label closed by its colon: "Copies: 12,000
# sold", "نۇسخىسى: 5000 دانە سېتىلدى" (copies: 5000 sold) are a book's facts in a story's list (review h268); nor a
# sentence's word or what was sold (SALES_NOT_NAME): "Only 5 sold", "Tickets 500 sold" are a story's lines
SALES_NOT_NAME = (r"only|just|over|about|around|nearly|almost|some|more|less|than|already|tickets?|copies|units?"
                  r"|items?|books?|cars?|homes?|houses?")
SHOP_NAME_WORD = rf"(?:(?!(?:{SALES_NOT_NAME})\s)[^\d\s]{{0,29}}[^\d\s:：]\s+)?"
SALES_LINE_RE = re.compile(rf"^\s*{SHOP_NAME_WORD}{SALES_COUNT}\s*(?:[·|•｜]\s*)?(?:{RATING_BODY})?\s*$", re.IGNORECASE)
REVIEW_COUNT_RE = re.compile(REVIEW_COUNT, re.IGNORECASE)


def is_rating_line(text: str) -> bool:
    """Whether a short line is a rating summary alone (``RATING_LINE_RE``): a count of reviews, or stars and a
    score."""
    if len(text) > RATING_LINE_CHARS or DIGIT_RE.search(text) is None or RATING_LINE_RE.match(text) is None:
        return False
    return REVIEW_COUNT_RE.search(text) is not None or any(star in text for star in RATING_STARS)


# A review's verdict line: stars drawn as text and a score alone on a paragraph ("★★★★ 8.9") between the review's
# prose paragraphs is the critic's own verdict, the text's; a shop's rating summary counts its reviews ("★★★★☆ 4.3
# (128 reviews)", ``REVIEW_COUNT_RE``) or sits beside a price and a button, no paragraph of prose on both sides.
# Guards: stars in the line, no count of reviews, the block a paragraph (``VERDICT_TAGS``) whose previous and next
# element siblings are paragraphs of prose (VERDICT_PROSE_MIN_CHARS, closing in a sentence's mark). Session 40 (h254):
# a film review lost its verdict line to ``lines.is_furniture_line``.
VERDICT_TAGS = frozenset({"p"})
VERDICT_PROSE_MIN_CHARS = 20  # characters at least of a paragraph of prose around it (as ``inside``'s prose)


def review_verdict_lines(dom: Dom, blocks: Blocks, furniture: list[bool]) -> list[bool]:
    """Per block: whether a furniture line (``furniture``, per block) is a review's verdict between its prose
    paragraphs (see ``VERDICT_TAGS``): kept from the furniture mask. Read for the few lines holding a star."""
    verdicts = [False] * len(furniture)
    tags = dom.tags
    for k, (b, text, line) in enumerate(zip(blocks.ids, blocks.texts, furniture)):
        if not line or tags[b] not in VERDICT_TAGS or not any(star in text for star in RATING_STARS) \
                or not is_rating_line(text) or REVIEW_COUNT_RE.search(text) is not None:
            continue
        around = (dom.previous_sibling(b), dom.next_sibling(b))
        verdicts[k] = all(s >= 0 and tags[s] in VERDICT_TAGS and _is_prose_paragraph(dom.text(s).strip())
                          for s in around)
    return verdicts


def _is_prose_paragraph(text: str) -> bool:
    """Whether a paragraph's text is prose: ``VERDICT_PROSE_MIN_CHARS`` at least, closing in a sentence's mark."""
    return len(text) >= VERDICT_PROSE_MIN_CHARS and SENTENCE_END_RE.search(text) is not None
