"""Line predicates: what one block's text says it is, read in its words (``is_*_line`` and their patterns).

A post's date, age or counts line, a byline, a reading time, an ad's label, a "read also" link line, a copyright or
"powered by" credit, a source note, a signature rule, a forum post's number (``is_furniture_line``,
``is_marked_line``, ``is_record_line`` and the rest), in English, Chinese, Tibetan and Uyghur, built on the date and
time patterns of ``dates`` and the counts lines of ``count_lines``. They back the design's step 4 (``never_kept``: a
post's subject, date or age line, an ad's label) and step 6 (``furniture_veto``); each reads one block's text or its
own element, never a subtree."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import chain, compress, islice, repeat

from extract.algorithms.auto.cms_lines import (
    ANY_DIGIT_RE,
    CHINESE_AUTHOR_WORD,
    CHINESE_SOURCE_WORD,
    CMS_UNDIGITED_LITERALS,
    PAGER_LABEL,
    SHARE_LABEL_RE,
    is_cms_line,
    is_share_bar,
)
from extract.algorithms.auto.count_lines import (
    COUNT_ALONE_RE,
    COUNTED_FIELD_RE,
    RATING_LINE_CHARS,
    RATING_STARS,
    REVIEW_COUNT_RE,
    SALES_LINE_RE,
    is_counts_and_links_line,
    is_counts_line,
    is_likers_line,
    is_rating_line,
    is_views_line,
)
from extract.algorithms.auto.dates import (
    CLOCK_TIME,
    DATE_TIME_RE,
    DAY_MONTH,
    DAY_TIME_LINE_RE,
    NUMERIC_DATE,
    RELATIVE_TIME,
    TIME_SEPARATOR,
    WORD_DATE,
    WORD_DATE_TIME_RE,
)
from extract.algorithms.auto.features import DIGIT_CLASS, DIGIT_RE, Blocks, own_text
from extract.algorithms.auto.gov_portals import PORTAL_GATE_RE, is_portal_line
from extract.algorithms.auto.page_memo import page_memo
from extract.algorithms.auto.login_prompts import AD_NOTE, REPLY_PROMPT_RE
from extract.algorithms.auto.words import HEADING_TAGS, TABLE_CELL_TAGS
from extract.dom import Dom
from extract.literal_gate import LINE_JOINER, gated, label_words, short_lines, short_lines_held, union_gate
from extract.scripts import BIDI_CONTROL_RE, SENTENCE_END_RE

THREAD_SLOT_LINK_SHARE = 0.5  # a post's slot block is rescued when less than half of it is link text
# A copyright notice: a kept block of at most COPYRIGHT_NOTICE_CHARS characters whose text
# carries one of these marks. Table layouts put the footer in a cell beside the article,
# where no class/id or landmark names it. Extraction-dev: all 0.859 -> 0.860,
# tibetan-unicode +0.003, -pua +0.003, -tmw +0.002 (one site's "the copyright of
# Chödme, may not be taken" under every post), no variant lower; 100 characters: 0.002
# less on Tibetan, 200: the same as 150.
POWERED_BY_WORDS = 3  # words at most of the software's name in its credit line ("Discuz! X3.4", "Invision Community")
NOTICE_YEAR = rf"(?<!{DIGIT_CLASS}){DIGIT_CLASS}{{4}}(?!{DIGIT_CLASS})"  # a year, in any script's digits
COPYRIGHT_NOTICE_RE = re.compile(
    r"©|\bcopyright\b\s*(?:©|\(c\)|\d{4})|all rights reserved"  # "Copyright 2024", "© ...": the word alone is no notice
    r"|版权所有|版權所有|ICP备|ICP证"  # "all rights reserved"; the site's licence number (every Chinese site's footer)
    # a self-media host's safe-harbour notice under each post: "本平台仅提供信息存储(空间)服务" (网易号, 搜狐号, 快传号);
    # extraction-dev (with the reprint notice): 7 Chinese articles +0.007 to +0.108, none lower
    # a notice closes its sentence there ("…服务。"): a court story's "辩称其仅提供信息存储空间服务，…" goes on (review h190)
    r"|(?:仅提供信息存储|僅提供信息存儲)(?:空间|空間)?服[务務](?![，,；;])"
    # ... and a reprint notice ("转载请注明出处: <url>", "如需转载，请注明出处"), not one quoted in a story (“转载请注明出处”)
    r"|(?<![“「『\"'])(?:转载[，,]?请注明|轉載[，,]?請[註注]明)"
    # Tibetan "copyright" with "all" (པར་དབང་ཡོངས་ཁྱབ། "all rights reserved"), "by others" / "may not"
    # (…གཞན་གྱིས་དགོལ་མི་རུང "others may not take it"), "kept", or next to a year; Uyghur "copyright" with
    # "protected" or "reserved", or next to a year; "(all) rights reserved". The word alone is prose:
    # "this book's copyright is its author's" (QA: an FAQ answer was dropped as a notice).
    # QA-129: "པར་དབང་ཡོངས་རྫོགས/རྒྱས།" (all rights) and "པར་དབང་ཡོད། …མི་ཆོག" ("not allowed without leave",
    # Chinese footers' 未经许可不得转载) on every page of a CMS kit; extraction-dev: unchanged. Each only when
    # "copyright (held / all)" closes its clause with a shad: a law's article runs on ("…པར་དབང་ཡོངས་རྫོགས་རྩོམ་པ་པོ་ལ་
    # ཐོབ།" all rights belong to the author; "…པར་དབང་ཅན་གྱི་དཔེ་དེབ་…འཚོང་མི་ཆོག" one may not sell a copyrighted book;
    # review h133: a copyright-law article lost two of its articles).
    rf"|པར་དབང(?=.*?(?:ཡོངས་ཁྱབ|གཞན་གྱིས|མི་རུང|ཉར)|\W*{NOTICE_YEAR})|{NOTICE_YEAR}\W*པར་དབང"
    r"|པར་དབང་ཡོངས་(?:རྫོགས|རྒྱས)\u0f0b?(?:\u0f0d|$)|པར་དབང(?:\u0f0bཡོད)?\u0f0b?\u0f0d.*?མི་ཆོག"
    rf"|نەشر ھوقۇقى(?=.*?(?:قوغدىلىدۇ|ساقلان)|\W*{NOTICE_YEAR})|{NOTICE_YEAR}\W*نەشر ھوقۇقى|ھوقۇقى ساقلان",
    re.IGNORECASE)
COPYRIGHT_NOTICE_CHARS = 150
# The software's credit alone on its line ("Powered by Discuz! X3.4", "Proudly powered by WordPress", "Powered by
# Invision Community"): the footer of every forum and blog engine, a name of POWERED_BY_WORDS words at most after
# it; a sentence going on ("Powered by our grid, the plant ...") is prose. QA-120: a Discuz! thread kept it. A
# copyright notice as ``COPYRIGHT_NOTICE_RE``, except as an item of a list with POWERED_BY_LIST_KEPT kept items
# besides: a product's feature or spec list ("Powered by SQLite", "Powered by solar energy"; review h131).
POWERED_BY_RE = re.compile(rf"^\W*(?:proudly\s+)?powered\s+by\s+\S+(?:\s+\S+){{0,{POWERED_BY_WORDS - 1}}}\s*$",
                           re.IGNORECASE)
# A reply's subject line: phpBB, vBulletin, SMF and MyBB head every post "Re: <thread title>"
# (German packs "AW:", Nordic "SV:", Chinese "回复：" / "回覆："), a copy of the title the
# forum generated, not text anyone wrote; Chinese engines (Discuz!, PHPWind) head it
# "<n>楼 发表于: <date>" ("posted at"). A block of at most FURNITURE_LINE_CHARS characters that
# starts so, or holds such a date, is never kept: it is no record of a thread's posts either
# (``rescue_records``: Chinese posts are short, and their date lines outweighed them). The dev
# set's translations keep no such line: unchanged.
REPLY_SUBJECT_RE = re.compile(
    r"^\s*(?:re|aw|sv|回复|回覆|答复)(?:\[\d+\])?\s*[:：]"
    r"|(?:发表于|發表於)\s*[:：]?\s*\d",  # a Chinese engine's post header: "<n>楼 发表于: 2024-05-01 10:00"
    re.IGNORECASE)
# A mail client's attribution line over the quoted message: "On Mar 10, 2024 at 9:00 PM, Dawa <dawa@example.org>
# wrote:" (Gmail, Apple Mail, Thunderbird's "On 3/10/24 21:00, Dawa wrote:"; Outlook-style German "Am ... schrieb
# Dawa:", French "Le ... a écrit :"; Chinese clients' "在 ... 写道：" / "... 写道："), as mailing-list archives (Google
# Groups, Groups.io, pipermail, Discourse's mailing-list mode) print it: a quote's header, furniture as a forum quote's
# "<name> said:" (``POSTER_RE``); the quoted lines stay. A whole line: "on Monday he wrote: ..." is a sentence.
# The line is read in its block's own text (``own_text``): the quote it heads is a nested block. QA h97 (truth
# without the posts' author/date lines): a Google Groups thread 0.603 -> 0.672, a Groups.io one 0.439 -> 0.531;
# extraction-dev: no ground-truth line reads so; one forum page +0.005 (0576fd5b32b1db5d: two "Edited August 26 by
# <name>" notes over a nested quote, now judged without it), no page lower.
QUOTE_ATTRIBUTION_RE = re.compile(
    r"^\s*(?:On|Am|Le|El)\s.{4,160}?\s(?:wrote|a\s+écrit|escribió|schrieb(?:\s[^:]{1,80})?)\s*:\s*$"
    r"|^\s*(?:在|于)?.{2,80}?(?:写道|寫道)\s*[:：]\s*$")
# A dated byline: a line that is only a posting verb and its date ("Posted on 3 March 2025 by Dawa", "Updated
# August 26", "Edited Aug 26 by 250swb", "发布时间：2025-03-03", Uyghur "يوللانغان ۋاقتى: 3-مارت" posted (forums: يوللىغان), Tibetan
# "སྤེལ་དུས། ༢༠༢༥-༠༣-༠༣" published), a clock time and the writer's name after it at most: a post's or an article's meta
# line in words, as DATE_TIME_RE's in numbers, and its source (``SOURCE_FIELD``). A date alone stays (a diary's or a
# letter's heading). Read only on a line holding a digit (``is_marked_line``). Extraction-dev 0.8850 unchanged (one forum +0.002: its "Last edited by
# <name>; Feb 14, 2026 at 9:25 pm" and "Feb 14, 2026 | 9:37 pm" lines), none lower; QA h81/h84/h85/h90 unchanged;
# 44 pages/CPU-s (main ~45). Without the sentence test a manual's example stamp went (0.980 -> 0.978).
POSTING_VERB = (r"(?i:(?:posted|published|updated|edited|modified|last\s+(?:updated|modified|edited))(?:\s+(?:on|at))?)"
                r"|(?:发布|發布|发表|發表|更新|编辑|編輯|修改)(?:于|於|时间|時間|日期)"
                r"|(?:يوللانغان|يوللىغان|ئېلان قىلىنغان|يېڭىلانغان|تەھرىرلەنگەن)(?:\s*(?:ۋاقتى|ۋاقىت))?"
                r"|(?:འགྲེམས་སྤེལ|སྤེལ|ཁྱབ་བསྒྲགས|བསྐྱར་བཅོས)(?:་དུས(?:་ཚོད)?|་ཚེས(?:་གྲངས)?)")
WRITER_NAME_WORDS = 4  # words at most of the name after "by" (a name of two or three words, a role)
# The byline's source field, before or after the date: "发布时间：2024-04-11 来源：新华社", "Published: 2024-04-11 ·
# Source: Forestry Office", Uyghur "... · مەنبە: ..." and Tibetan "... | ཁུངས། ..." (source), a news CMS's one meta
# line (a print view's, a county news brief's: QA h105). Extraction-dev unchanged.
SOURCE_NAME_CHARS = 40  # characters at most of the source's name (an agency, an office, a site)
SOURCE_WORD = rf"(?i:source)|{CHINESE_SOURCE_WORD}|مەنبە|ཁུངས"  # "source" in the four languages
SOURCE_LABEL = rf"(?:{SOURCE_WORD})[\s:：\u0f0b\u0f0d]*"
SOURCE_FIELD = rf"{SOURCE_LABEL}[^\n。.!?！？]{{1,{SOURCE_NAME_CHARS}}}?"  # a name: no full stop
FIELD_SEPARATOR = r"\s*[·•|｜,，]?\s*"  # between the byline's fields
# A source named first and its date joined by a comma is a note written as a phrase, the text's attribution: a
# reprint's closing "Source: The Valley Courier, published 12 March 1987.", a table's "来源：县统计局，更新于2024年2月29日",
# Uyghur "مەنبە: «...»، ئېلان قىلىنغان ۋاقتى: ..." (the dev truths keep such closing "مەنبە: ..." and "来源 | ..." lines).
# A dateline sets its fields apart with spaces, dots or bars ("来源：新华社 发布时间：2024-04-11"). Review h114.
LEADING_SOURCE_FIELD = rf"{SOURCE_LABEL}[^\n。.!?！？,，،]{{1,{SOURCE_NAME_CHARS}}}?\s*[·•|｜]?\s*"  # no comma
# An author's byline: the writer's role word, the name, then the date ("རྩོམ་པ་པོ། རྡོ་རྗེ། · ༢༠༢༤-༠༣-༡༡", Uyghur "شائىر:
# نۇرمۇھەممەت · 2024-04-11", "作者：卓玛 2024-03-11"): the poem's or the article's meta line under its title, as a
# posting verb's (QA-120: a Tibetan and a Uyghur poetry site, 0.92 and 0.91). Writer, poet, author, compiler,
# translator in the four languages; not the editor in charge (مەسئۇل مۇھەررىر, 责任编辑: the truths keep that line), and
# never without its date (extraction-dev's truths keep "ئاپتورى: بۇرھان مۇھەممەد" with no date after it).
# An English role word is a label only before its colon ("Poet: Tashi Dhondup · 2024-06-01"): before a name with a
# space it is the name's title in a sentence, an event's line naming who and when ("Poet Tashi Dhondup reads,
# 2024-06-01" under the evening's name: the event page's text; session 43, h300, left by session 42's review)
ENGLISH_AUTHOR_WORD = r"(?i:author|writer|poet|translator)"
SCRIPT_AUTHOR_WORD = (r"རྩོམ་པ་པོ|རྩོམ་སྒྲིག་པ|ཡིག་སྒྱུར་བ|སྙན་ངག་པ"
                      r"|ئاپتورى?|شائىر|يازغۇچى|تەرجىمە قىلغۇچى|تەرجىمان|مۇھەررىر"
                      rf"|{CHINESE_AUTHOR_WORD}")  # the role words in Tibetan, Uyghur and Chinese
AUTHOR_WORD = rf"{SCRIPT_AUTHOR_WORD}|{ENGLISH_AUTHOR_WORD}"
AUTHOR_NAME = rf"[^\s\d·•|｜:：]+(?:\s+[^\s\d·•|｜:：]+){{0,{WRITER_NAME_WORDS - 1}}}"  # a name: no digit, no field mark
SHAD_DATE = r"\d{4}\u0f0d\d{1,2}\u0f0d\d{1,2}"  # a Tibetan date set with shads ("༢༠༢༤།༠༣།༡༡")
# Without its colon an English role word is a label still when a dot or a bar, a field's mark, sets the name apart
# from the date ("Author Pema Tseden · 2025-09-14", a theme's meta line; review r300): a sentence's comma is no such
# mark ("Author Pema Tseden reads, 2025-09-14")
NAME_DATE_MARK = r"\s*[·•|｜]\s*"
AUTHOR_LABELLED_NAME = (rf"(?:(?:{SCRIPT_AUTHOR_WORD})[\s:：\u0f0b\u0f0d]+|{ENGLISH_AUTHOR_WORD}\s*[:：]\s*)"
                        rf"{AUTHOR_NAME}{FIELD_SEPARATOR}|{ENGLISH_AUTHOR_WORD}\s+{AUTHOR_NAME}{NAME_DATE_MARK}")
AUTHOR_BYLINE = (rf"(?:{AUTHOR_LABELLED_NAME})"
                 rf"(?:{NUMERIC_DATE}|{WORD_DATE}|{SHAD_DATE})(?:{TIME_SEPARATOR}{CLOCK_TIME})?")
# A source line with the date and no posting verb ("来源：新华社 2024-09-03", a bilingual page's "来源：X ཁུངས། Y
# 2024-09-03", naming its source in each of its languages: SOURCE_FIELDS_MAX fields): a Chinese CMS's info line under
# the headline (QA-120: a Chinese-Tibetan story kept it). Fields set apart by spaces, not a comma (see above).
SOURCE_FIELDS_MAX = 2  # source fields at most before the date (one per language of a bilingual page)
SOURCE_DATELINE = (rf"(?:{LEADING_SOURCE_FIELD}){{1,{SOURCE_FIELDS_MAX}}}(?:{NUMERIC_DATE}|{WORD_DATE})"
                   rf"(?:{TIME_SEPARATOR}{CLOCK_TIME})?")
# (``^\W*+``: possessive, as boxes.RELATED_HEADING_RE's; SOURCE_NOTE_RE, RECORD_LINE_RE too)
DATED_BYLINE_RE = re.compile(
    rf"^\W*+(?:(?:{LEADING_SOURCE_FIELD})?(?:{POSTING_VERB})[\s:：\u0f0b\u0f0d]*(?:{NUMERIC_DATE}|{WORD_DATE}|{DAY_MONTH})"
    rf"(?:{TIME_SEPARATOR}{CLOCK_TIME})?(?:\s+(?i:by)(?:\s+\S+){{1,{WRITER_NAME_WORDS}}})?|{AUTHOR_BYLINE}|{SOURCE_DATELINE})"
    rf"(?:{FIELD_SEPARATOR}{SOURCE_FIELD})?\W*$")
# A byline with the story's reading time: fields between dots or bars ("5 min read · Apr 2, 2024", "By Anna Keller ·
# 12 min read · May 3, 2024", "阅读约 5 分钟", Uyghur "5 مىنۇتلۇق ئوقۇش", Tibetan "ཀློག་ཡུན། སྐར་མ་ 5"), each a reading
# time, a date or "By <name>", one a reading time (``is_reading_time_line``): the meta line Medium, Ghost and the
# blog themes print under a headline. QA h105: a Medium-like post (ug) 0.973 -> 1.000, an interview (en) 0.973 ->
# 0.997. Extraction-dev: no truth holds such a line.
READING_TIME = (r"\d+\s*(?i:min(?:ute)?s?)\.?\s+(?i:read)"
                r"|阅读(?:时间|时长|约|約)?[:：]?\s*(?:约|約)?\s*\d+\s*分钟|\d+\s*分钟(?:阅读|读完)"
                r"|\d+\s*مىنۇت(?:لۇق)?\s+ئوقۇش|ئوقۇش\s+ۋاقتى[:：]?\s*\d+\s*مىنۇت"
                r"|ཀློག་(?:ཡུན|དུས)[\s\u0f0b\u0f0d:：]*(?:སྐར་མ[\s\u0f0b]*)?\d+(?:[\s\u0f0b]*སྐར་མ)?")
READING_TIME_RE = re.compile(READING_TIME)
BYLINE_NAME_FIELD = rf"(?i:by)\s+\S+(?:\s+\S+){{0,{WRITER_NAME_WORDS - 1}}}"  # "By <name>", as DATED_BYLINE_RE's
META_FIELD_RE = re.compile(rf"\W*(?:{READING_TIME}|{NUMERIC_DATE}|{WORD_DATE}|{DAY_MONTH}|{BYLINE_NAME_FIELD})\W*")
META_FIELD_SEPARATOR_RE = re.compile(r"[·•|｜]")  # between a byline's fields
# A Chinese CMS's page tools (TRS, PHPCMS, DedeCMS templates of Tibetan and Uyghur editions too): a line of
# nothing but tool labels, 【打印】【关闭】【返回顶部】【字号 大 中 小】【收藏】. Brackets alone are no sign:
# extraction-dev's truths keep "【责任编辑：…】" and bracketed section titles. No dev page has these labels.
# SiteServer's and EmpireCMS's templates write the same tools bare ("打印本页 关闭窗口", "[打印] [关闭]"): a line of
# nothing but the named tools (no 字号 size bar: its words are free text) is one too. QA h91: two SiteServer
# articles' tool lines, 0.83 -> 0.87 (Uyghur), 0.88 -> 0.91 (English); QA h84: a phpBB board's (zh) 0.67 -> 0.69;
# extraction-dev unchanged.
PAGE_TOOL_NAME = r"(?:打印(?:本页|本文|此页)?|关闭(?:窗口|本页)?|(?:返回)?顶部|收藏(?:本页)?|推荐给朋友)"
PAGE_TOOL = rf"(?:【\s*(?:{PAGE_TOOL_NAME}|(?:字号|字体)[^】]{{0,12}})\s*】|\[\s*{PAGE_TOOL_NAME}\s*\]|{PAGE_TOOL_NAME})"
# Two patterns of page tools, not one: this one is a furniture line (``is_furniture_line``: never kept, read before
# any rescue and gated on its Chinese literals), so it holds only names no text line is: the Chinese ones, one alone
# ("【打印】"), the size bar; ``reader_prompts.PAGE_TOOLS_ROW_RE`` reads bare names in four languages ("Print",
# "Bookmark", ཉར་ཚགས "collect" are words of a text too), two at least, as a reader prompt its running-text guard
# (``in_running_text``: a poem's refrain) may keep. Its names are whole words; these are Chinese, run on unspaced.
PAGE_TOOLS_RE = re.compile(rf"^\W*{PAGE_TOOL}(?:\W*{PAGE_TOOL})*\W*$")
FURNITURE_LINE_CHARS = 200  # characters at most of a block read as a subject, date, ad-label or "read also" line
# An ad slot's label, a block of nothing else: "- Advertisement -", "广告", the Tibetan ཁྱབ་བསྒྲགས།
# and Uyghur ئېلان ("advertisement"). And a "read also" line inside an article: a label
# ("延伸阅读：", "相关阅读：", "Read also:", "See also:") before a link to another story,
# at least READ_ALSO_LINK_SHARE of it link text, and so the previous and next story's lines under
# an article ("上一篇：", "Previous post:", སྔོན་མ། / རྗེས་མ།, ئالدىنقى: / كېيىنكى:). Our own template
# pages kept them all in every language (tests/test_auto.py); extraction-dev: one page better
# (0.971 -> 0.983), none worse; the previous/next labels change no dev page and were a third of a
# two-sentence Tibetan brief's text.
# A paywall's prompt among a story's lines: a call to subscribe, sign up or log in to read on ("Subscribe for full
# access to all our stories.", "Log in to continue reading", 订阅后阅读全文, review h89). Extraction-dev: 8 "Subscribe
# to/for" lines in the pages, none in a truth but a product's own "Subscribe to Ring Home to supercharge ..."
# (the prompt names reading, so it is no match); no page changes.
PAYWALL_PROMPT_RE = re.compile(
    r"^\W*(?:subscribe|sign up|register|log ?in)\b[^.!?\n]{0,40}?"
    r"\b(?:full access|unlimited access|(?:to )?(?:continue|keep) reading|to read (?:on|more|the (?:full|whole|rest)))"
    r"[^.!?\n]{0,40}[.!?]?\W*$"
    r"|^\W*(?:订阅|登录|登陆|注册|訂閱|登入)(?:后|後|即可)?(?:继续)?(?:阅读|查看|閱讀)(?:全文|更多)\W*$", re.IGNORECASE)
# A call to follow the site, closing a story: a newsletter's sign-up line ("Enjoyed this story? Sign up for our free
# weekly newsletter and get ... in your inbox"), its "Subscribe now" button, a WeChat official account's "关注我们的微信
# 公众号 …" note (review h109: an English and a Chinese story, set in a <blockquote> the quote rule keeps). The site's
# furniture, never the story's: no extraction-dev truth holds such a line, and our output held one (关注公众号：人民网财经).
# A call is addressed to the reader: "sign up for / subscribe to" the site's own ("our", "this") newsletter, "Subscribe
# now", 关注公众号 before a colon or a clause of what it brings. Not the article's sentence that says who subscribes what
# ("Subscribe the office's address to the newsletter", a how-to's step), a guide's advice to follow another body's
# newsletter ("Sign up for the county council's newsletter, which announces road closures"), a bare "Subscribe"
# heading over a documentation's section (a pub/sub client's connect / publish / subscribe calls), nor 关注公众号的
# "those following the account" as a story's subject (review h124: four pages lost those lines).
FOLLOW_PROMPT_RE = re.compile(
    r"^\W*(?:[^.!?\n]{0,40}\?\s*)?(?:sign up|subscribe)\s+(?:for|to)\b[^.!?\n]{0,40}?\b(?:our|this)\b[^.!?\n]{0,40}"
    r"\bnewsletters?\b[^.!?\n]{0,100}[.!?]?\W*$"
    r"|^\W*subscribe (?:now|today)\W*$"
    r"|^\W*(?:欢迎|歡迎|请|請)?(?:关注|關注)(?:我们的?|我們的?|本)?(?:微信)?公众号(?!的)[^\n]{0,80}$", re.IGNORECASE)
AD_LABEL = r"(?:advertisements?|advertising|sponsored|广告|廣告|ཁྱབ་བསྒྲགས|ئېلان)"
# one label, or several ("广告 Advertisement"), its note after them
AD_LABEL_RE = re.compile(rf"^\W*{AD_LABEL}(?:\W+{AD_LABEL})*(?:{AD_NOTE})?\W*$", re.IGNORECASE)
# A live blog's entry labels: a label alone ("Pinned", "Update", "置顶", Tibetan གསར་སྣོན "newly added", Uyghur
# يېڭىلاندى "updated"), or the entry's clock time with a label and LIVE_HEADER_WORDS words at most besides (the
# editor's name): "10:42 Dawa Pinned", "10:41 更新 · 卓玛". The entries' bodies are the text. The time alone or with a
# name only stays: QA h90's live blog keeps each entry's "12:31" (dropping its "12:31 Newsdesk" headers, 0.806 ->
# 0.775), and a programme's time column is its text (QA h85: an event's "10:00 | ئېچىلىش مۇراسىمى" rows). With the
# labels: extraction-dev 0.8852 and QA h81/h84/h85/h90 unchanged (QA h90's "Key events" box title goes, its truth
# has none); speed unchanged (a match at the line's start only, read with the other line patterns).
LIVE_ENTRY_LABEL = (r"(?:pinned|updated?|breaking(?:\s+news)?|置顶|置頂|更新|快讯|快訊|突发|突發"
                    r"|གསར་སྣོན|གསར་བསྒྱུར|يېڭىلاندى|يېڭىلانغان|مۇقىملانغان|جىددىي خەۋەر)")
# "Key events" labels an entry beside its time ("10:42 Key event"); alone it is a live blog's box title over links to
# its entries (QA h90), or an article's section heading over its text (review h95: a history article's "Key events"
# h2 and its list were read as the label): alone, it goes only over links (``key_event_titles``).
KEY_EVENTS_LABEL = r"key\s+events?"
LIVE_LABEL = rf"(?:{LIVE_ENTRY_LABEL}|{KEY_EVENTS_LABEL})"
LIVE_HEADER_WORDS = 3  # words besides the time and the label: an editor's name of two or three words
# A header ends without a full stop (``LIVE_ENTRY_END_RE``): Chinese writes no spaces, so an entry written on one line
# with its time ("10:15 更新：通往县城的公路已经恢复通行。", "10:42 快讯：…暂无人员伤亡。") is one "word" after the label and
# was read as a header, its text lost (review h95). Not the Tibetan shad: a header's name and label each close with one
# ("10:42 སྒྲོལ་མ། གསར་སྣོན།"); a Tibetan entry's syllables are words, too many for a header.
LIVE_ENTRY_END_RE = re.compile(r"[.!?。！？؟]\W*$")  # a sentence's last mark, Latin, Chinese or Arabic-script
LIVE_TIME = rf"{CLOCK_TIME}(?:\s*(?:GMT|UTC|BST|CET|CST|EST|PST))?"  # "10:42", "10:42 am GMT"
# A few words, to the end. Each word takes its whole run of non-spaces (``\S*+``, possessive): with ``\S*`` a run of
# letters and marks ("a.b.c.d", "路，桥，站") was tried cut into words at every mark, O(n^3) per line when the line has
# too many words (review h95: 3,000 such lines took 7 s, 0.1 s before the live-blog labels); cutting a run makes more
# words, never fewer, so the lines matched are the same.
LIVE_WORDS = rf"(?:[\W\u0f0b\u0f0d]+[^\W\d]\S*+){{0,{LIVE_HEADER_WORDS}}}[\W\u0f0b\u0f0d]*$"
LIVE_HEADER_RE = re.compile(
    rf"^\W*{LIVE_ENTRY_LABEL}[\u0f0b\u0f0d]?\W*$"  # an entry's label alone
    rf"|^\W*{LIVE_TIME}(?={LIVE_WORDS}).*?(?<![^\W\d]){LIVE_LABEL}(?![^\W\d])",  # the time, a label among a few words
    re.IGNORECASE)
# A QR code's prompt under a WeChat article or a Chinese portal's story: a short line opening with the scan or
# long-press verb ("长按识别二维码 关注我们", "扫码关注", "微信扫一扫"), or WeChat's own "关注该公众号" under its
# code; no sentence mark in it (a sentence telling how to scan stays). QA h91: WeChat articles in Tibetan and Uyghur
# +0.06 and +0.13 (to 1.00); QA h90: a WeChat article 0.95 -> 0.98; extraction-dev unchanged.
QR_PROMPT_CHARS = 24  # characters at most after the verb (the WeChat line's are 9)
QR_PROMPT_RE = re.compile(rf"^\W*(?:长按|扫码|(?:微信)?扫一扫|扫描二维码)[^。！？.!?؟།\n]{{0,{QR_PROMPT_CHARS}}}$"
                          r"|^\W*关注(?:该|本)?公众号\W*$")
READ_ALSO_LINK_SHARE = 0.5  # of the block's characters in links: the label is shorter than the story's title
READ_ALSO_RE = re.compile(
    r"^\W*(?:延伸阅读|延伸閱讀|相关阅读|相關閱讀|推荐阅读|推薦閱讀|read (?:also|more|next)|see also"
    # the previous and next story (``cms_lines.PAGER_LABEL``: 上一篇 / 下一篇, Tibetan སྔོན་མ། / རྗེས་མ།, Uyghur
    # ئالدىنقى / كېيىنكى), "Previous post:"
    rf"|{PAGER_LABEL}|(?:previous|next)(?: post| article| story| entry| message)?"
    r"(?: \(by (?:thread|date)\))?)"  # Mailman's "Previous message (by thread):"
    # a bilingual page's label in both its languages, the colon or shad after the second ("上一篇 གོང་མ།", QA-120)
    rf"(?:\s+(?:{PAGER_LABEL}|previous|next))?"
    r"\s*[:：\u0f0d]",  # the label's end: a colon, or the Tibetan shad
    re.IGNORECASE)


# A source's dateline with no posting verb ("来源：国家统计局 2024-09-03", "Source: Grain Bureau 2024-09-30") under the
# story's first paragraph is the text's own note: a table's or a chart's data source, a quote's, a closing source line
# (the truths keep closing "来源 | ..." lines, see LEADING_SOURCE_FIELD). Over the body it is the story's info line
# (QA-120's Chinese-Tibetan story, SOURCE_DATELINE). Review h131: 3 pages of 12 lost such a note.
SOURCE_NOTE_RE = re.compile(rf"^\W*+{SOURCE_DATELINE}(?:{FIELD_SEPARATOR}{SOURCE_FIELD})?\W*$")
# A block of BODY_PARAGRAPH_CHARS characters at least closing in a sentence's mark (SENTENCE_END_RE) is the story's
# paragraph, no meta line (a Chinese sentence of two clauses is some 30 characters; "来源：X 2024-09-03" ends in no mark)
BODY_PARAGRAPH_CHARS = 30
_POSTING_VERB = re.compile(POSTING_VERB)


def source_notes(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is a source's dateline (``SOURCE_NOTE_RE``, no posting verb) after the page's first
    paragraph: a block of ``BODY_PARAGRAPH_CHARS`` at least closing in a sentence's mark (``SENTENCE_END_RE``), no
    heading and no link (a bilingual headline, a menu or a breadcrumb trail closes in a Tibetan shad too: QA-120's
    bilingual story): the text's note, never a meta line. One pass over the blocks: to the first paragraph, then the
    pattern over the blocks after it in one ``map``."""
    texts, tags, link_text = blocks.texts, dom.tags, dom.link_text
    after = next((k + 1 for k, (b, text, length) in enumerate(zip(blocks.ids, texts, blocks.lengths))
                  if length >= BODY_PARAGRAPH_CHARS and tags[b] not in HEADING_TAGS and not link_text[b]
                  and SENTENCE_END_RE.search(text) is not None), len(texts))
    return [False] * after + [note is not None and _POSTING_VERB.search(text) is None
                              for note, text in zip(map(SOURCE_NOTE_RE.match, texts[after:]), texts[after:])]


# A day-and-month stamp with its minute alone on its line (``DAY_TIME_LINE_RE``) whose parent holds no link, or a
# count of the people who liked something (``is_likers_line``) in a table's cell or a definition list's term
# (``SCHEDULE_CELL_TAGS``) whose row or list holds none: a timetable's departure, a programme's session ("<dt>3月21日
# 10:20</dt><dd>开幕式</dd>"), a notice's exam time under its heading, an itinerary's day, a survey's result, the
# text's datum. A microblog's stamp stands beside its post's links (the poster's name, "reply", "like", or the stamp
# is the post's link itself), a Q&A's likers' line in the answer's box, not in a table. Review h143: a Chinese
# programme and exam notice, a Uyghur timetable, an English itinerary and survey table lost every time or count to
# the h142 rules (kept before them).
SCHEDULE_CELL_TAGS = TABLE_CELL_TAGS | {"dt"}
# ... and a bare age in such a cell or term is a timeline's datum: a school's history "<dt>ཟླ་བ་ ༦ སྔོན་ལ།</dt><dd>the
# library opened</dd>" ("6 months ago", beside "ལོ་ ༣༠ སྔོན་ལ།" 30 years ago), "<dt>6个月前</dt>". A post's age stands in
# its header beside the poster's name and links (review h148: a Tibetan timeline lost its month term to the Tibetan
# ages of h145, as its Chinese twin did before).


def is_schedule_datum(dom: Dom, b: int, text: str) -> bool:
    """Whether block ``b`` is a schedule's or a results table's datum: a stamp without a link beside it, or a likers'
    count or a bare age (a timeline's) in a cell or term (``SCHEDULE_CELL_TAGS``) whose row or list holds no link (its parent's link text, a
    subtree sum: constant work)."""
    parent = dom.parent[b]
    if parent < 0 or dom.link_text[parent]:
        return False
    return (_DAY_TIME_LINE.match(text) is not None
            or dom.tags[b] in SCHEDULE_CELL_TAGS and (is_likers_line(text) or is_bare_age(text)))


def is_bare_age(text: str) -> bool:
    """Whether a line is an age alone (``RELATIVE_TIME_RE``), no author's name and mark before it."""
    return META_FIELD_SEPARATOR_RE.search(text) is None and RELATIVE_TIME.match(text) is not None


# A bare age between the lines of running text is the text's own line: a poem printed one verse per <p> opens a stanza
# with "ཟླ་བ་ ༣ སྔོན་ལ།" ("three months ago"), "3 ئاي ئىلگىرى", "3个月前", "3 months ago" (review h148: a Tibetan poem
# lost two such verses, as its Uyghur, Chinese and English twins did). A post's age sits in a record: beside the
# author's link, in a header of other tags, or alone in a short record; a run of ``VERSE_RUN_MIN`` sibling blocks of
# one tag holding no link, the age one of them, is text, not records. A run whose parent is one of several siblings
# of its tag is a record among records still (review h159: comments of an age over three paragraphs, no link, kept
# their ages). A record among records is a parent one of whose siblings of its tag is a run too (a comment's
# paragraphs beside the next comment's), not one beside a note or a share box (review h162: a Tibetan poem's "ཟླ་བ་ ༣
# སྔོན་ལ།" verse lost when the poem's div sat over a div about it). And a run of lines holding a third bare age is a
# log of records, not a poem (review h162: a flat comment list of name, age and text paragraphs, a chat log of
# message and age divs, three records each, kept every age): a poem tells the time once or twice (h148's: twice).
VERSE_RUN_MIN = 4  # sibling blocks at least of the age's tag under its parent (h148's poems: 6; a post: header + text)
VERSE_AGES_MAX = 2  # bare ages at most in a run of verses (h148's poems: 2, "three months ago" and "three days ago")
# ... but runs of verse lines are a poem's stanzas, not records: a poem set one <div> per stanza, each opening with its
# time ("three months ago" over three verses), reads as records among records (review of session 31: such a poem lost
# every stanza's opening verse), where a guestbook's entries of an age over paragraphs of prose are records. A run is a
# stanza when the age opens it and every line of it is a verse's length (VERSE_LINE_MAX_CHARS at most).
VERSE_LINE_MAX_CHARS = 60  # characters at most of a verse line (our own poems: 8-35; a guestbook's lines of prose 90+)
# Characters at most of a sibling line read as a possible bare age (the longest of review h162's ages, "ཆུ་ཚོད་ ༡༠
# སྔོན་ལ།": 17; a line longer is no bare age): the run's longer lines are not rendered.
AGE_LINE_MAX_CHARS = 40
# ... and a run of short lines whose line under the age names one of a few speakers again and again is a chat log's
# message, not a stanza: "3 hours ago", "dolma_k", then the message's lines, the next "2 hours ago", "tashi88" (review
# of session 32: a chat log of four such messages in each language kept every age). The lines right under the ages of
# the sibling runs repeat (fewer distinct than runs) and are not one line (a poem's refrain under each stanza's time).
SPEAKERS_MIN = 2  # distinct lines at least under the ages of a log's messages: two people talking (one: a refrain)
# A speaker's name is short beside the lines of the messages: a poem whose refrain alternates between two lines under
# each dated stanza repeats lines as long as its verses (review h184: "oh the river runs" / "and the wind is cold"
# under four dated stanzas read as two speakers, the stanzas' ages dropped in all four languages).
SPEAKER_LINE_SHARE = 0.5  # of the mean length (characters) of the runs' lines after the name, at most


def _lines_of(dom: Dom, node: int) -> list[int]:
    """``node``'s children (``Dom.child_ids``), listed once per page (``page_memo``): a log's ages, asked one after
    another, share their parent (a flat log of N ages listed its N lines N times)."""
    return page_memo(dom, ("verse_lines", node), lambda: dom.child_ids(node))


def _is_run(dom: Dom, node: int, tag: str) -> bool:
    """Whether ``node``'s children (``_lines_of``) are ``VERSE_RUN_MIN`` or more, all of ``tag``; answered once per
    page (``page_memo``)."""
    return page_memo(dom, ("verse_run", node, tag), lambda: len(children := _lines_of(dom, node)) >= VERSE_RUN_MIN
                     and all(dom.tags[c] == tag for c in children))


def _runs_among(dom: Dom, parent: int, run_tag: str, line_tag: str) -> int:
    """How many of ``parent``'s children of ``run_tag`` are runs of ``line_tag`` lines (``_is_run``), counted once per
    page (``page_memo``): each age of a log of N messages asks of its message's siblings."""
    return page_memo(dom, ("verse_runs_among", parent, run_tag, line_tag), lambda: sum(
        dom.tags[c] == run_tag and _is_run(dom, c, line_tag) for c in _lines_of(dom, parent)))


def _is_stanza(dom: Dom, run: int, age: int) -> bool:
    """Whether a run of lines (``_is_run``) is a poem's stanza opening with its ``age``: the run's first child (its
    id next to the run's), every child at most ``VERSE_LINE_MAX_CHARS`` long. Reads the run's children for its
    first child only."""
    return (age == run + 1 and all(dom.tree_text[c] <= VERSE_LINE_MAX_CHARS for c in _lines_of(dom, run))
            and not _is_message(dom, run))


def _is_message(dom: Dom, run: int) -> bool:
    """Whether a run of lines is a chat log's message among its siblings (``_is_chat_log``), read once per parent
    and line tag for the page (``page_memo``): a log's ages, asked one after another, read its messages once."""
    parent = dom.parent[run]
    if parent < 0:
        return False
    run_tag, line_tag = dom.tags[run], dom.tags[_lines_of(dom, run)[0]]
    return page_memo(dom, ("chat_log", parent, run_tag, line_tag),
                     lambda: _is_chat_log(dom, parent, run_tag, line_tag))


def _is_chat_log(dom: Dom, parent: int, run_tag: str, line_tag: str) -> bool:
    """Whether ``parent``'s children of ``run_tag`` that are runs of ``line_tag`` lines (``_is_run``) are a chat
    log's messages: their second lines (under the ages) repeat, ``SPEAKERS_MIN`` or more distinct and fewer than the
    runs (a speaker's name under each message's age), each at most ``SPEAKER_LINE_SHARE`` of the mean length of the
    lines after them (a name, not a refrain's verse). Renders each run's second line once."""
    runs = [c for c in _lines_of(dom, parent) if dom.tags[c] == run_tag and _is_run(dom, c, line_tag)]
    names = [_lines_of(dom, c)[1] for c in runs]
    speakers = {dom.text(name).strip() for name in names}
    if not SPEAKERS_MIN <= len(speakers) < len(runs):
        return False
    said = [dom.tree_text[line] for c in runs for line in _lines_of(dom, c)[2:]]
    return not said or max(dom.tree_text[name] for name in names) <= SPEAKER_LINE_SHARE * sum(said) / len(said)


def _in_running_text(dom: Dom, b: int) -> bool:
    """Whether block ``b`` is one of ``VERSE_RUN_MIN`` children or more of one tag under a parent holding no link (a
    poem's verses, a story's paragraphs; ``_is_run``) no sibling of which of its tag is such a run too (no record
    among records) unless it is a stanza opening with ``b`` (``_is_stanza``), the run holding ``VERSE_AGES_MAX`` bare
    ages at most (more: a log of records). Reads its parent's and grandparent's children and theirs once, and
    renders the run's short lines (``AGE_LINE_MAX_CHARS``) up to the ``VERSE_AGES_MAX + 1``-th bare age only: a log's
    ages, asked one after another, each stop there (rendering every line for every age read a log of N records N
    times)."""
    parent = dom.parent[b]
    tag = dom.tags[b]
    if parent < 0 or dom.link_text[parent] or not _is_run(dom, parent, tag):
        return False
    grandparent = dom.parent[parent]
    # (another sibling run than the parent, itself one: two runs at least)
    if grandparent >= 0 and not _is_stanza(dom, parent, b) and _runs_among(dom, grandparent, dom.tags[parent], tag) > 1:
        return False
    ages = (c for c in _lines_of(dom, parent)
            if c == b or dom.tree_text[c] <= AGE_LINE_MAX_CHARS and is_bare_age(dom.text(c)))
    return next(islice(ages, VERSE_AGES_MAX, None), None) is None


def is_furniture_line(dom: Dom, b: int, text: str, length: int, owner: list[int] | None = None) -> bool:
    """Whether block ``b`` (``text``, ``length`` characters) is a post's subject or date line, a line stamped with
    the minute, an ad's label, a CMS's page tools (``is_marked_line``) or a "read also" link line (``READ_ALSO_RE``,
    at least ``READ_ALSO_LINK_SHARE`` link text). A block of several lines (``<br>``) is one when each of its
    lines reads as one: a Discuz! quote's "<name> 发表于 <date>" line holds the quoted text on the next. A line that
    is one count alone (``COUNTED_FIELD_RE``) is one too: a mail archive's "Messages: 11" under its "Starting:" and
    "Ending:" dates. With the blocks' ``owner`` the lines are the block's own (``own_text``): a mail quote's
    attribution line is one over the ``<blockquote>`` it holds, a block judged on its own. A table's cell
    (``TABLE_CELL_TAGS``) holding a count alone (``COUNT_ALONE_RE``) is the table's datum, never one; a list's item
    or a heading reading as a byline, a dateline or a post's number alone (``is_record_line``) a record of the page;
    an ordered list's item calling to log in before replying (``REPLY_PROMPT_RE``) a how-to's step."""
    if length > FURNITURE_LINE_CHARS:
        return False
    if not text.isascii():  # (direction marks are not ASCII: an ASCII line holds none; most lines are)
        text = BIDI_CONTROL_RE.sub("", text)
    # the line patterns first, the exceptions after: ~1 line in 20 reads as furniture, and only those need the
    # exceptions' patterns (extraction-dev's 108,000 short blocks: the record and schedule tests ran on every one);
    # the "read also" pattern only on a line mostly linked (its literals, ':' and the shad, are in ~30,000 of them)
    if not (is_marked_line(text) or is_counts_and_links_line(dom, b, text, length)
            or dom.link_text[b] >= READ_ALSO_LINK_SHARE * dom.tree_text[b] and _READ_ALSO.match(text)
            or is_share_bar(dom, b, text)):
        return False
    if dom.tags[b] in TABLE_CELL_TAGS and (COUNT_ALONE_RE.match(text) is not None
                                           or SALES_LINE_RE.match(text) is not None):  # (a sales column's "已售1203件")
        return False
    if (dom.tags[b] in LIST_ITEM_TAGS or dom.tags[b] in HEADING_TAGS) and is_record_line(text):
        return False
    if dom.tags[b] == "li" and dom.tags[dom.parent[b]] == "ol" and _REPLY_PROMPT.match(text) is not None:
        return False  # a how-to's step ("1. Open the thread. 2. Log in to reply. 3. Type ..."): the guide's text
    if is_schedule_datum(dom, b, text) or is_bare_age(text) and _in_running_text(dom, b):
        return False
    if "br" not in dom.tags[b + 1:dom.end[b]]:
        return True
    lines = dom.text(b) if owner is None else own_text(dom, owner, b)
    return all(is_marked_line(line) or _READ_ALSO.match(line) or COUNTED_FIELD_RE.match(line.strip())
               for line in lines.split("\n") if line)


# The line patterns, each run only on a line that holds a literal its every match holds (a ':' for a time stamp;
# extract.literal_gate): most of a page's short blocks hold none, and a substring test answers for them.
_REPLY_SUBJECT, _DATE_TIME, _PAGE_TOOLS, _READ_ALSO, _QUOTE_ATTRIBUTION, _DAY_TIME_LINE = map(
    gated, (REPLY_SUBJECT_RE, DATE_TIME_RE, PAGE_TOOLS_RE, READ_ALSO_RE, QUOTE_ATTRIBUTION_RE, DAY_TIME_LINE_RE))
# One that holds no literal of its own but an English word under re.IGNORECASE ("read") or one of a few others
# ("阅读", "ཀློག་"), gated on the lowered line (``fold``) as _FOLLOW_PROMPT below (``dates.RELATIVE_TIME`` is the post's
# age, gated so). Over the extraction-dev pages' short blocks (best of 5, CPU-s): READING_TIME_RE.search 0.061 -> 0.018
# on those holding a digit. DAY_TIME_LINE_RE, gated on its clock's ':' above, 0.202 -> 0.031 over all the short blocks
# (each is asked whether it is a schedule's datum, ``is_schedule_datum``).
_READING_TIME = gated(READING_TIME_RE, fold=True)



# SMF's header over a topic's posts: "Author Topic: <title> (Read 185 times)" (the two columns' names, the topic's
# title and its read count in one ``h3.catbg``), in its English and Chinese strings. QA h97: SMF 2 topics (bo, ug)
# 0.619 -> 0.643, 0.420 -> 0.439; extraction-dev: no page holds it (unchanged), nor do the other QA sets.
SMF_TOPIC_HEADER_RE = re.compile(
    r"^\W*(?:(?:Author\s+)?Topic\s*:.{1,200}\(\s*Read\s+[0-9,]+\s+times\s*\)"
    r"|(?:作者\s*)?主题\s*[:：].{1,200}[(（]\s*阅读\s*[0-9,]+\s*次\s*[)）])\W*$",
    re.IGNORECASE | re.DOTALL)

# The line patterns below, gated as those above (a QR prompt's verbs, the paywall's space or 全文/更多, the SMF header's
# colon or 主题).
_QR_PROMPT, _PAYWALL_PROMPT, _SMF_TOPIC_HEADER = map(gated, (QR_PROMPT_RE, PAYWALL_PROMPT_RE, SMF_TOPIC_HEADER_RE))
# SMF prints its header in a heading or a cell (SMF 2's h3.catbg, SMF 1's td#top_subject); a post or an article that
# quotes one sets it in a <blockquote> or among its paragraphs (review h104: "Author Topic: Winter meeting (Read 185
# times)" quoted in a <p> between two sentences explaining it was dropped).
SMF_QUOTING_TAGS = frozenset({"p", "blockquote", "q"})
# Two patterns whose every match holds an English word under re.IGNORECASE ("newsletter", "subscribe ", "copyright",
# "all rights reserved") or a word without case ("公众号", "版权所有"), gated on the lowered line (``fold``,
# extract.literal_gate.folded_literals): they scan the whole line, the follow prompt up to 40 characters at each
# start. Over the 460 extraction-dev pages' short blocks (best of 3): FOLLOW_PROMPT_RE 0.154 -> 0.059 CPU-s,
# COPYRIGHT_NOTICE_RE 0.391 -> 0.092. The anchored label patterns (AD_LABEL_RE, LIVE_HEADER_RE, RELATED_HEADING_RE)
# fail at a line's first letters and ran slower gated (lowering the line costs more: 0.040 -> 0.075 and the like).
_FOLLOW_PROMPT, _COPYRIGHT_NOTICE = (gated(pattern, fold=True) for pattern in (FOLLOW_PROMPT_RE, COPYRIGHT_NOTICE_RE))
_REPLY_PROMPT = gated(REPLY_PROMPT_RE, fold=True)  # the same, for the call to log in before replying


_SMF_TOPIC_WORDS = union_gate((SMF_TOPIC_HEADER_RE,))  # its words read lowered ("topic", 主题), not its colon


def smf_topic_headers(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether it is an SMF topic's header line (``SMF_TOPIC_HEADER_RE``, at most ``FURNITURE_LINE_CHARS``)
    set outside a paragraph or a quote (``SMF_QUOTING_TAGS``: the block and its ancestors, read only for the few
    blocks whose text matches). The pattern runs only on the short blocks whose lowered text holds its words
    (``_SMF_TOPIC_WORDS``, ``literal_gate.short_lines_held``: one pass for the page; exact, every match holds one)."""
    headers = [False] * len(blocks.ids)
    for k in short_lines_held(_SMF_TOPIC_WORDS, blocks.texts, blocks.lengths, FURNITURE_LINE_CHARS):
        if _SMF_TOPIC_HEADER.match(blocks.texts[k]) is None:
            continue
        node = blocks.ids[k]
        while node >= 0 and dom.tags[node] not in SMF_QUOTING_TAGS:
            node = dom.parent[node]
        headers[k] = node < 0
    return headers


# The literals of every pattern ``is_marked_line`` runs beside the numbered marks, sought at once in the lowered line
# (extract.literal_gate.union_gate): a line holding none of them is none of those lines, and 23 lines in 24 hold
# none (extraction-dev's 105,100 short blocks: 4,553 hold one). Over those blocks (CPU-s, best of 3)
# ``is_marked_line`` 0.55 -> 0.35 (the rest is the numbered marks of the lines holding a digit), the same answers.
_MARKED_PATTERNS = (REPLY_SUBJECT_RE, AD_LABEL_RE, PAGE_TOOLS_RE, LIVE_HEADER_RE, QR_PROMPT_RE, PAYWALL_PROMPT_RE,
                    FOLLOW_PROMPT_RE, REPLY_PROMPT_RE, QUOTE_ATTRIBUTION_RE)
_MARKED_LINE_GATE = union_gate(_MARKED_PATTERNS)
# ... and on a line holding no digit (eight distinct lines in nine: 70,380 of extraction-dev's 79,526), one gate for
# all ``is_marked_line`` reads there: those patterns, and the lines of ``cms_lines`` and ``gov_portals`` that need no
# digit, by the literals their own gates test (``CMS_UNDIGITED_LITERALS``; a portal's line a match of
# ``PORTAL_GATE_RE``, read here without case: it matches every text the exact one does). Exact: a line holding none
# of them is none of those lines, as each gate says on its own. Over extraction-dev's 70,400 distinct short lines
# without a digit (CPU-s, best of 5) ``is_marked_line`` 0.33 -> 0.23, the same answers.
_UNDIGITED_LINE_GATE = union_gate(_MARKED_PATTERNS + (
    re.compile("|".join(map(re.escape, CMS_UNDIGITED_LITERALS))), re.compile(PORTAL_GATE_RE.pattern, re.IGNORECASE)))


# Lines ``is_marked_line`` remembers its answer for, across pages (a site repeats its menus', footers' and meta lines'
# texts on every page it serves, and a page its own): the answer is the text's alone. Extraction-dev's 108,800 calls
# hold 79,500 distinct texts; lines are FURNITURE_LINE_CHARS long at most, so the cache holds a few megabytes.
MARKED_LINE_CACHE_SIZE = 1 << 14  # distinct line texts remembered


@lru_cache(maxsize=MARKED_LINE_CACHE_SIZE)
def is_marked_line(text: str) -> bool:
    """Whether a line reads as a post's subject or date line, a line stamped with the minute, an ad's label, a
    CMS's page tools, a live blog's entry label, a QR code's prompt, a paywall's prompt, a call to follow the site
    (``FOLLOW_PROMPT_RE``), a thread's call to log in before replying (``REPLY_PROMPT_RE``), a post's age or a mail
    quote's attribution or an SMF topic's header (``REPLY_SUBJECT_RE``, ``DATE_TIME_RE``, ``AD_LABEL_RE``,
    ``PAGE_TOOLS_RE``, ``LIVE_HEADER_RE``, ``QR_PROMPT_RE``, ``PAYWALL_PROMPT_RE``, ``RELATIVE_TIME_RE``,
    ``QUOTE_ATTRIBUTION_RE``; an SMF topic's header: ``smf_topic_headers``; a chat log's notices:
    ``chat_topic_lines``). The patterns that
    need a digit (``is_numbered_mark``) run only on a line holding one (``ANY_DIGIT_RE``): eight distinct lines in
    nine hold none. Direction marks are not read (``BIDI_CONTROL_RE``; every one is beyond ASCII, so an ASCII line holds none).
    """
    if not text.isascii():
        text = BIDI_CONTROL_RE.sub("", text)
    if ANY_DIGIT_RE.search(text) is None:
        if _UNDIGITED_LINE_GATE.cannot_match(text):  # (exact: see its comment)
            return False
    elif is_numbered_mark(text):
        return True
    if is_cms_line(text):  # a CMS article's info, empty pager or QR line in its bo/ug labels (``cms_lines``)
        return True
    if is_portal_line(text):  # a government portal's accessibility bar, size row, QR or site code line
        return True
    if _MARKED_LINE_GATE.cannot_match(text):
        return False
    return (_REPLY_SUBJECT.search(text) is not None
            or AD_LABEL_RE.match(text) is not None or _PAGE_TOOLS.match(text) is not None
            or LIVE_HEADER_RE.match(text) is not None and LIVE_ENTRY_END_RE.search(text) is None
            or _QR_PROMPT.match(text) is not None
            or _PAYWALL_PROMPT.match(text) is not None or _FOLLOW_PROMPT.match(text) is not None
            or _REPLY_PROMPT.match(text) is not None or _QUOTE_ATTRIBUTION.match(text) is not None)


# A page's short blocks asked at once whether ``is_furniture_line`` may hold (``furniture_lines``): each of its four
# tests needs something its line holds, and most of a page's lines hold none of it, sought in one pass over the page's
# lines joined (``literal_gate.lowered_lines``; one C call a line, where ``is_furniture_line`` cost a dozen Python calls
# a line): ``is_marked_line`` a digit (``ANY_DIGIT_RE``; its other patterns' literals without one,
# ``_UNDIGITED_LINE_GATE``), ``is_counts_and_links_line`` a digit (``DIGIT_RE``'s digits are ``\d``'s:
# tests/test_auto_speed_h316_s45.py reads all of Unicode), a "read also" line and a share bar one of their labels'
# words (``literal_gate.label_words``). One gate for all (``_FURNITURE_LINE_GATE``). Over extraction-dev's 108,000
# short blocks 19,800 may.
_FURNITURE_LINE_GATE = _UNDIGITED_LINE_GATE.joined_with(chain.from_iterable(map(label_words, (READ_ALSO_RE, SHARE_LABEL_RE))))


def _without_direction_marks(text: str) -> str:
    """``text`` without its direction marks (``BIDI_CONTROL_RE``; every one is beyond ASCII, so an ASCII text holds
    none and is given back as it is)."""
    return text if text.isascii() else BIDI_CONTROL_RE.sub("", text)


def may_be_furniture(texts: list[str], lengths: list[int]) -> list[bool]:
    """Per block (``texts``, ``lengths`` characters): False when ``is_furniture_line`` is false on it whatever its
    node, as the tests above its comment read them. Exact: a block of more than ``FURNITURE_LINE_CHARS`` is no line;
    a line's direction marks are dropped as ``is_furniture_line`` drops them (``BIDI_CONTROL_RE``, not
    ``LINE_JOINER``), a page ``literal_gate.short_lines`` cannot lower at once is asked line by line. Linear in the
    page's short lines' characters."""
    short, joined, lowered = short_lines(texts, lengths, FURNITURE_LINE_CHARS, _without_direction_marks)
    maybe = [False] * len(texts)
    held = repeat(True) if lowered is None else map(any, zip(
        map(ANY_DIGIT_RE.search, joined.split(LINE_JOINER)), _FURNITURE_LINE_GATE.held_in(lowered)))
    for k in compress(short, held):
        maybe[k] = True
    return maybe


def furniture_lines(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: ``is_furniture_line`` (its own lines: ``blocks.owner``), asked of those ``may_be_furniture``
    leaves alone."""
    owner = blocks.owner
    return [maybe and is_furniture_line(dom, b, text, length, owner) for b, text, length, maybe in zip(
        blocks.ids, blocks.texts, blocks.lengths, may_be_furniture(blocks.texts, blocks.lengths))]




# An event's time, labelled as such ("When: Saturday, March 15, 2025 at 10:00 am", "Starts: 2025-03-15 10:00",
# "活动时间：", "پائالىيەت ۋاقتى:", "བྱེད་སྒོའི་དུས་ཚོད།"): what the page announces, not when it was posted (review h95: an
# event page's "When:" line was dropped as a dateline). A post's meta line names the posting ("发布时间"), never the event.
EVENT_TIME_LABEL_RE = re.compile(
    r"^\W*(?:when|starts?|ends?|begins?|doors(?:\s+open)?|(?:活动|开始|举办|会议)时间|(?:活動|開始|舉辦|會議)時間"
    r"|(?:پائالىيەت|يىغىن|مۇراسىم|باشلىنىش|ئاخىرلىشىش)\s+ۋاق(?:تى|ىت)|(?:བྱེད་སྒོ|ཚོགས་འདུ|མཛད་སྒོ)འི་དུས་ཚོད)"
    r"[\s\u0f0b]*[:：\u0f0d]",
    re.IGNORECASE)


# A thread's post number alone on its line: Discuz!'s floor "1#" (its ``div.pi``; the class is too generic to read:
# QA-91 0.823 -> 0.814), vBulletin's and XenForo's "#1", the Chinese forums' "2楼" (floor). A post's header, never
# the text. QA-120: a Uyghur Discuz! thread kept five. Up to POST_NUMBER_DIGITS digits. The Uyghur edition writes the
# floor with the ordinal hyphen, "3-قەۋەت" (3rd floor, as 3楼): its twin of the Chinese and "#3" headers.
POST_NUMBER_DIGITS = 6  # a thread of at most 999,999 posts
POST_NUMBER_RE = re.compile(rf"^\s*(?:#\s*\d{{1,{POST_NUMBER_DIGITS}}}|\d{{1,{POST_NUMBER_DIGITS}}}\s*(?:#|楼|樓|-\s*قەۋەت))\s*$")


# A list's item or a heading that reads as an author's byline, a source's dateline or a post's number alone
# (``AUTHOR_BYLINE``, ``SOURCE_DATELINE``, ``POST_NUMBER_RE``) is a record of the page, no post's meta line: a prize
# list's "作者：卓玛 2024-03-11" per winner, an anthology's "شائىر: name · date" per poet, a poem's translations'
# "Translator: name date", a ranking's "<h2>#1</h2>". A byline or a post's floor is a paragraph or a div, never an
# <li> or a heading (QA-120's pages: a <p>, a <div class="pi">). Review h131: 4 of its 12 pages kept.
RECORD_LINE_RE = re.compile(rf"^\W*+(?:{AUTHOR_BYLINE}|{SOURCE_DATELINE})(?:{FIELD_SEPARATOR}{SOURCE_FIELD})?\W*$")


def is_record_line(text: str) -> bool:
    """Whether a line reads only as an author's byline, a source's dateline or a post's number (``RECORD_LINE_RE``,
    ``POST_NUMBER_RE``), the record patterns a list's item or a heading may hold."""
    return POST_NUMBER_RE.match(text) is not None or RECORD_LINE_RE.match(text) is not None




def is_numbered_mark(text: str) -> bool:
    """Whether a line holding a digit reads as a date line, a line stamped with the minute, a post's age, a views or
    counts line, a byline with a reading time, a post's number (``POST_NUMBER_RE``), its likers' count
    (``is_likers_line``) or a rating summary (``is_rating_line``; the patterns of ``is_marked_line``
    whose every match holds a digit),
    and is no event's labelled time (``EVENT_TIME_LABEL_RE``)."""
    mark = (_DATE_TIME.search(text) is not None
            or DIGIT_RE.search(text) is not None and is_word_dated_line(text)
            or RELATIVE_TIME.match(text) is not None or _DAY_TIME_LINE.match(text) is not None
            or is_views_line(text) or is_counts_line(text)
            or is_reading_time_line(text) or POST_NUMBER_RE.match(text) is not None or is_likers_line(text)
            or _may_be_rating(text) and is_rating_line(text))
    return mark and EVENT_TIME_LABEL_RE.match(text) is None


# A count of reviews (``REVIEW_COUNT_RE``), sought only in a line holding one of its literals, read lowered
# (extract.literal_gate: "review", "rating", 评价, باھا, ...).
_REVIEW_COUNT = gated(REVIEW_COUNT_RE, fold=True)


def _may_be_rating(text: str) -> bool:
    """What every rating summary (``is_rating_line``) holds, asked before its line pattern: at most
    ``RATING_LINE_CHARS`` characters, and stars drawn as text (``RATING_STARS``) or a count of reviews
    (``REVIEW_COUNT_RE``), the test ``is_rating_line`` closes on. Exact: ``is_rating_line`` is false on every other
    line. Over extraction-dev's 13,400 short lines holding a digit (``is_numbered_mark``), RATING_LINE_RE tried its
    optional score, stars and verdict on each of 8,500 up to 50 characters; 89 pass this: 0.083 -> 0.027 CPU-s."""
    return len(text) <= RATING_LINE_CHARS and (any(star in text for star in RATING_STARS)
                                               or _REVIEW_COUNT.search(text) is not None)


def is_reading_time_line(text: str) -> bool:
    """Whether a line is a byline with a reading time: each of its fields (``META_FIELD_SEPARATOR_RE``) a reading time,
    a date or "By <name>" (``META_FIELD_RE``), one a reading time (``READING_TIME_RE``)."""
    if _READING_TIME.search(text) is None:
        return False
    return all(META_FIELD_RE.fullmatch(field) is not None for field in META_FIELD_SEPARATOR_RE.split(text))


# A stamp in words ends its meta line ("Last edited by lowjhg; Feb 14, 2026 at 9:25 pm", "Mar 3, 2025 at 10:14 am EST"):
# a line going on past it is the text's (review h95: a diary's "March 5, 2025 at 6:40 pm — the first snow of the month,
# heavy enough to close the road", a timeline's "3 March 2025, 14:20 – first aftershock recorded near Nyingchi", a
# Uyghur notice's "2025-يىلى 3-مارت سائەت 10:00 دا شەھەرلىك كۇتۇپخانىدا ... ئېچىلىدۇ", lines without a full stop).
WORD_STAMP_TAIL_WORDS = 2  # words at most after the stamp: a time zone, "(edited)"


# The word-month stamp, run only on a line holding its clock's colon (extract.literal_gate): a dated line without a
# time has none, and the month-name alternatives were tried at every position of every line holding a digit.
_WORD_DATE_TIME = gated(WORD_DATE_TIME_RE)


def is_word_dated_line(text: str) -> bool:
    """Whether a line (holding a digit) is a dated byline (``DATED_BYLINE_RE``) or a stamp whose month is written in
    words (``WORD_DATE_TIME_RE``) closing a line that is no sentence (``WORD_STAMP_TAIL_WORDS``)."""
    if DATED_BYLINE_RE.match(text) is not None:
        return True
    stamp = _WORD_DATE_TIME.search(text)
    return (stamp is not None and SENTENCE_END_RE.search(text) is None
            and len(text[stamp.end():].split()) <= WORD_STAMP_TAIL_WORDS)


def is_credit_line(text: str, length: int) -> bool:
    """Whether a block of ``length`` characters is a copyright notice (``COPYRIGHT_NOTICE_RE``) or the software's credit
    (``POWERED_BY_RE``), at most ``COPYRIGHT_NOTICE_CHARS`` long: the site's footer lines ``furniture_veto`` leaves out."""
    return length <= COPYRIGHT_NOTICE_CHARS and _reads_as_credit(text)


# Texts ``is_credit_line`` remembers its patterns' answer for, across pages (as ``is_marked_line``: a site prints its
# footer's lines on every page it serves): the answer is the text's alone, and only texts of COPYRIGHT_NOTICE_CHARS
# blocks at most are asked.
CREDIT_LINE_CACHE_SIZE = 1 << 14  # distinct short texts remembered


@lru_cache(maxsize=CREDIT_LINE_CACHE_SIZE)
def _reads_as_credit(text: str) -> bool:
    """Whether ``text`` holds a copyright notice (``COPYRIGHT_NOTICE_RE``) or opens with the software's credit
    (``POWERED_BY_RE``): ``is_credit_line``'s patterns."""
    return _COPYRIGHT_NOTICE.search(text) is not None or POWERED_BY_RE.match(text) is not None


def _is_text(dom: Dom, b: int) -> bool:
    """Whether block ``b`` is mostly text, not links (``THREAD_SLOT_LINK_SHARE``): a post, not a menu entry."""
    return dom.link_text[b] < THREAD_SLOT_LINK_SHARE * dom.tree_text[b]
LIST_ITEM_TAGS = frozenset({"li", "dt", "dd"})
