"""Dates and times as pages print them: the patterns the line predicates share (``NUMERIC_DATE``, ``WORD_DATE``,
``DAY_MONTH``, ``CLOCK_TIME``, ``DATE_TIME_RE``).

A post's stamp, an article's dateline, a record's date, in English, Chinese, Tibetan and Uyghur: numeric dates
("2024-05-10", "2024年5月10日", Uyghur "2024-يىلى 5-ئاينىڭ 10-كۈنى", Tibetan "2024 ལོའི་ཟླ་ 5 ཚེས་ 10"), dates with the
month's name, a day and a month without the year, the clock time and what sits between a date and its time. The
patterns are strings to compose into the rules' own expressions; the compiled ones read a whole stamp.
``lines`` builds its bylines, datelines and stamped lines on them, and ``never_kept``, ``vetoes``, ``replies`` and
``inline`` read dates with them.

>>> bool(DATE_TIME_RE.search("2023-11-20 21:10"))
True
>>> bool(DAY_TIME_LINE_RE.match("3-ئاينىڭ 21-كۈنى 10:20"))
True
"""

from __future__ import annotations

import re

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
