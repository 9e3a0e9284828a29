"""Dates and times as pages print them: the patterns the line predicates share (``NUMERIC_DATE``, ``WORD_DATE``,
``DAY_MONTH``, ``CLOCK_TIME``, ``DATE_TIME_RE``).

A post's stamp, an article's dateline, a record's date, in English, Chinese, Tibetan and Uyghur: numeric dates
("2024-05-10", "2024年5月10日", Uyghur "2024-يىلى 5-ئاينىڭ 10-كۈنى", Tibetan "2024 ལོའི་ཟླ་ 5 ཚེས་ 10"), dates with the
month's name, a day and a month without the year, the clock time and what sits between a date and its time. The
patterns are strings to compose into the rules' own expressions; the compiled ones read a whole stamp. A post's age
("3 days ago", "5天前", Tibetan "ཆུ་ཚོད་ ༣ སྔོན་ལ།") is read by ``RELATIVE_TIME_RE``.
``lines`` builds its bylines, datelines and stamped lines on them, ``count_lines`` its counts rows, and ``never_kept``, ``vetoes``, ``replies`` and
``inline`` read dates with them.

>>> bool(DATE_TIME_RE.search("2023-11-20 21:10"))
True
>>> bool(DAY_TIME_LINE_RE.match("3-ئاينىڭ 21-كۈنى 10:20"))
True
"""

from __future__ import annotations

import re

from extract.algorithms.auto.features import DIGIT_CLASS
from extract.literal_gate import gated

# A line stamped with a date and a clock time ("2023-11-20 21:10", "20/11/2023, 9:10", "2023年11月20日 21:10",
# Uyghur "2024-يىلى 5-ئاينىڭ 10-كۈنى 09:12", Tibetan "2024 ཟླ་ 4 ཚེས 2, 10:11"):
# a post's header or an article's meta line; writers put dates in their text, not the minute. Extraction-dev:
# 9,700 characters of such lines (of at most FURNITURE_LINE_CHARS), none in a ground truth, 835 of them kept.
UG_ORDINAL_DASH = r"\s?[-–]\s?"  # a Uyghur ordinal's hyphen ("5-ئاي"), as typed: bare, spaced or an en dash ("24 – كۈنى")
# A Uyghur year, "2024-يىلى" (2024's) or the bare "2024-يىل" sites also write (review h185: no pattern read the latter)
UG_YEAR = rf"\d{{4}}{UG_ORDINAL_DASH}يىلى?"
NUMERIC_DATE = (r"\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}"
                rf"|{UG_YEAR}\s*\d{{1,2}}{UG_ORDINAL_DASH}ئاي(?:نىڭ)?\s*\d{{1,2}}{UG_ORDINAL_DASH}كۈنى(?:\s*سائەت)?"  # Uyghur: "2024-يىلى 5-ئاينىڭ 10-كۈنى (سائەت)"
                r"|\d{4}\s*(?:ལོའི་)?\s*ཟླ་?\s*\d{1,2}\s*ཚེས་?\s*\d{1,2}")  # Tibetan: "2024 ལོའི་ཟླ་ 5 ཚེས་ 10"
# Dates written with the month's name (review h93: "March 3, 2025", "Mar 3, 2025 at 10:14 am", "Posted on 3 March 2025
# by ...", where the patterns knew day-first numbers only): English month names, full or cut to three letters (any
# case); the Uyghur press's month names ("3-مارت", "2025-يىلى 3-مارت"); Tibetan ordinal months ("ཟླ་བ་གསུམ་པའི་ཚེས་ ༣",
# the third month's day 3). WORD_DATE holds a year (a dated line anywhere: a clock time after it, a views count
# beside it); DAY_MONTH may leave it out ("Posted August 26", "3月3日"), read only on a whole dated byline.
EN_MONTH = (r"(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
            r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
UG_MONTH = r"(?:يانۋار|فېۋرال|مارت|ئاپرېل|ماي|ئىيۇن|ئىيۇل|ئاۋغۇست|سېنتەبىر|ئۆكتەبىر|نويابىر|دېكابىر)"
BO_MONTH = (r"ཟླ་བ་(?:དང་པོ|གཉིས་པ|གསུམ་པ|བཞི་པ|ལྔ་པ|དྲུག་པ|བདུན་པ|བརྒྱད་པ|དགུ་པ|བཅུ་པ|བཅུ་གཅིག་པ|བཅུ་གཉིས་པ)(?:འི)?་?\s*"
            r"ཚེས་?\s*\d{1,2}")  # "the third month's day 3"
EN_DAY = r"\d{1,2}(?i:st|nd|rd|th)?"  # "3", "3rd"
WORD_DATE = (rf"(?<!\w){EN_MONTH}\s+{EN_DAY},?\s+\d{{4}}(?!\d)|(?<!\d){EN_DAY}\s+(?i:of\s+)?{EN_MONTH},?\s+\d{{4}}(?!\d)"
             rf"|{UG_YEAR}\s*\d{{1,2}}{UG_ORDINAL_DASH}{UG_MONTH}|\d{{1,2}}{UG_ORDINAL_DASH}{UG_MONTH}\s*،?\s*\d{{4}}"
             rf"|\d{{4}}\s*(?:ལོའི་)?\s*{BO_MONTH}|ཟླ་?\s*\d{{1,2}}\s*ཚེས་?\s*\d{{1,2}}\s*,?\s*\d{{4}}(?!\d)")  # (month-first: "ཟླ་ ༣ ཚེས་ ༣, ༢༠༢༥")
DAY_MONTH = (rf"(?<!\w){EN_MONTH}\s+{EN_DAY}(?!\d)|(?<!\d){EN_DAY}\s+(?i:of\s+)?{EN_MONTH}(?!\w)"
             rf"|\d{{1,2}}{UG_ORDINAL_DASH}{UG_MONTH}|{BO_MONTH}|\d{{1,2}}月\d{{1,2}}日"
             rf"|\d{{1,2}}{UG_ORDINAL_DASH}ئاي(?:نىڭ)?\s*\d{{1,2}}{UG_ORDINAL_DASH}كۈنى|ཟླ་?\s*\d{{1,2}}\s*ཚེས་?\s*\d{{1,2}}")  # (numbered months: "3-ئاينىڭ 21-كۈنى")
CLOCK_TIME = r"\d{1,2}:\d{2}(?:\s*(?i:[ap]\.?m\.?))?"  # "21:10", "10:14 am"
# "…, 10:14", "… at 10:14 am", "… · 10:14", Tibetan "… ཆུ་ཚོད་ ༡༠:༡༤" and Uyghur "… سائەت 10:14" (the hour)
# A duration: a clock ("1:04:33", "48:10") or one to three counts of hours, minutes or seconds in our four languages
# ("24 minutes", "18 分钟", "24 مىنۇت", "༢༤ སྐར་མ།", "1 ཆུ་ཚོད་ 12 སྐར་མ"), the Tibetan unit before or after its number;
# ``count_lines``' counts rows read it as a field, ``lone_lines`` as a line alone (one pattern for both, review s41)
DURATION_UNIT = (r"(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|分钟|分鐘|小时|小時|秒钟?|مىنۇت|سائەت|سېكۇنت"
                 r"|སྐར་མ|ཆུ་ཚོད|སྐར་ཆ)")
DURATION_PART = (rf"(?:{DIGIT_CLASS}+[\s\u0f0b]*{DURATION_UNIT}|{DURATION_UNIT}[\s\u0f0b]*{DIGIT_CLASS}+)"
                 r"[\s\u0f0b\u0f0d.]*")  # a count and its unit, the Tibetan unit first or last
DURATION = (rf"(?:(?:{DIGIT_CLASS}{{1,2}}:)?{DIGIT_CLASS}{{1,2}}:{DIGIT_CLASS}{{2}}"
            rf"|(?:{DURATION_PART}){{1,3}})")  # compose case-insensitively ("24 Minutes")
TIME_SEPARATOR = r",?\s*(?:(?i:at)\s+|@\s*|[-–·|]\s*)?(?:ཆུ་ཚོད་?\s*|سائەت\s*)?"
DATE_TIME_RE = re.compile(
    rf"(?:{NUMERIC_DATE}),?\s*\d{{1,2}}:\d{{2}}"
    # C's asctime (ISO C 7.27.3.1), as mail archives print it ("Fri Mar  1 08:02:11 UTC 2024"): the clock to the
    # second, a zone, then the year (pipermail's "Starting:" / "Archived on:" lines, review h94)
    r"|\d{1,2}:\d{2}:\d{2}\s+(?:[A-Z]{2,5}\s+)?\d{4}(?!\d)")
# A day and a month with no year, stamped with the minute, alone on the line: a microblog's or a chat's post stamp
# (Weibo's "3月21日 10:20", Twitter's "Mar 21 · 10:20", Uyghur "3-ئاينىڭ 21-كۈنى 10:20" and "21-مارت 10:20", Tibetan
# "ཟླ་ 3 ཚེས་ 21 10:20"), as DATE_TIME_RE's with the year; a whole line only (a text's "on March 21 at 10:20 we met"
# runs on). QA-135: a Uyghur microblog thread kept its five post stamps (posts-only truth 0.368 -> 0.512);
# extraction-dev unchanged.
DAY_TIME_LINE_RE = re.compile(rf"^\W*(?:{DAY_MONTH}){TIME_SEPARATOR}{CLOCK_TIME}\W*$")
# The same stamp with the month in words, on a line that ends without a sentence's mark (``SENTENCE_END_RE``): a
# manual's "for example Thu, 07 Apr 2005 22:13:13 +0200." is its text (extraction-dev: a documentation page).
WORD_DATE_TIME_RE = re.compile(rf"(?:{WORD_DATE}){TIME_SEPARATOR}{CLOCK_TIME}")
# A line that is only the age of a post or an ad ("3 days ago", "5天前", "1 كۈن ئىلگىرى"), or a live blog's update
# header: a clock time and its editor alone ("11:30编辑：卓玛"). Years are left out: "30年前", "A year ago," head
# memoirs and open verses. A post's header may name its author first, a dot or bar between ("卓玛 · 2 小时前", "楼主: 扎西
# · 3 小时前", "reader0 | 5 minutes ago", review h89): extraction-dev's truths hold no age line, with or without a name.
AGE_AUTHOR_CHARS = 20  # characters at most of the author before the age (a name, or "楼主: <name>" "thread starter: ")
AGE_AUTHOR = rf"[^\s·•|｜][^·•|｜\n]{{0,{AGE_AUTHOR_CHARS - 1}}}[·•|｜]\s*"  # the author and the mark after it
# Tibetan units of a post's age (second, minute, hour, day, week, month; no year, as above): the twin of the Uyghur
# and Chinese ages, which went while a Tibetan thread kept its "ཆུ་ཚོད་ ༢ སྔོན་ལ།" lines (review h145).
BO_AGE_UNIT = r"(?:སྐར་ཆ|སྐར་མ|ཆུ་ཚོད|ཉིན(?:་མ|་གྲངས)?|ཞག|གཟའ་འཁོར|བདུན་ཕྲག|ཟླ(?:་བ)?)"
# ... but an age in quotation marks is said by someone: a story's dialogue answers "when did he leave?" with a line
# of its own, «ཆུ་ཚོད་ ༣ སྔོན་ལ།» ("Three hours ago."), “3 hours ago.”, “3小时前。”; no site prints a post's age quoted
# (review h148: a Tibetan story lost its answer line, as its Uyghur, Chinese and English twins did).
SPEECH_OPEN = r"\W*[«‹“„\"‘「『]"  # the marks that open a quotation, after any other leading punctuation
RELATIVE_TIME_RE = re.compile(
    rf"^(?!{SPEECH_OPEN})\W*(?:{AGE_AUTHOR})?(?:"
    r"(?:(?:posted|updated|edited)\s+)?\d+\s*(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\s+ago"
    r"|\d+\s*(?:秒钟?|分钟|小时|天|周|星期|个月)前"
    # Uyghur "<n> second/minute/hour/day/week/month before"
    r"|\d+\s*(?:سېكۇنت|مىنۇت|سائەت|كۈن|ھەپتە|ئاي)\s+(?:ئىلگىرى|بۇرۇن|ئاۋۋال)"
    # Tibetan "<unit> <n> (of) before", the number after its noun: "ཆུ་ཚོད་ ༣ སྔོན་ལ།" (3 hours ago), "ཉིན་ ༢ གྱི་སྔོན་"
    rf"|{BO_AGE_UNIT}[\s\u0f0b]*\d+[\s\u0f0b]*(?:(?:གི|ཀྱི|གྱི|ཡི|འི)[\s\u0f0b]*)?སྔོན(?:[\s\u0f0b]*(?:ལ|ནས|དུ))?)\W*$"
    r"|^\s*\d{1,2}:\d{2}\s*(?:编辑|責編|责编|編輯)\s*[:：]\s*[^\s\d]{1,12}\s*$",  # the editor's name alone after it
    re.IGNORECASE)
# RELATIVE_TIME_RE holds no literal of its own but an English word under re.IGNORECASE ("ago") or one of a few others
# ("前", "分钟", "ئىلگىرى"), so it runs gated on the lowered line (``fold``, extract.literal_gate): over the
# extraction-dev pages' short blocks (best of 5, CPU-s) its match went 0.163 -> 0.109 on all of them, 0.036 -> 0.017 on
# those holding a digit (``lines.is_numbered_mark`` reads it there).
RELATIVE_TIME = gated(RELATIVE_TIME_RE, fold=True)
