"""Structured pages: a recipe's, a job posting's, an event's or a classified ad's widgets are no part of its text
(``drop_structured_widgets``, ``drop_structured_lines``, ``drop_headed_widget_boxes``).

Session 43 (h304). The extraction-dev truths of product and service pages keep a page's description and its specs
and drop the shop's controls (buy, price and stock chips, share rows). Recipe, job, event and classified pages are
built the same way, and their widgets pass the model beside the content: WP Recipe Maker's jump, print and pin
buttons, its "5 from 12 votes" rating, its nutrition disclaimer and its "Did you make this recipe?" box; Tasty
Recipes' quick links, buttons, rating and entry footer; a job board's apply, save, share and report links, its
company card's follower count and its "similar jobs" box; an event page's ticket button, "add to calendar" link and
attendee count; a classified ad's phone-reveal button, safety tips and "similar ads". What stays: a recipe's
introduction, ingredients and steps, its servings and times (specs, as a product's); a job's description,
requirements and salary line; an event's description, date and venue lines; an ad's text and its fields. (The
truths hold no event page; a date line that is a bare ``<time>`` stamp under the title goes by ``never_kept``'s
post-date rule, as an article's does, and comes back on an event's page: ``keep_event_dates``, session 44.)

Three reads, each cheap at page level, and one rule that keeps a line (``keep_event_dates``, 4. below):

1. By class (``drop_structured_widgets``): the blocks of the elements named by the engines' own widget classes
   (``WIDGET_CLASS_RE``: "wprm-recipe-print", "tasty-recipes-buttons", "add-to-calendar", "similar-jobs",
   "safety-tips", ...; never a generic word alone), when the element holds no ``<h1>``, ``<main>`` or ``<article>``
   (``PAGE_WRAPPER_TAGS``) and at most ``OVERLAY_PAGE_SHARE`` of the page's text: a widget, not the page; not a class
   string that ``REPEATED_WIDGET_MIN`` elements share (a recipe index's cards, each with a rating row), nor a safety
   box (``SAFETY_TIPS_RE``) longer than ``SAFETY_NOTE_CHARS``, holding a heading or followed by prose (``_last_prose``:
   ``PROSE_AFTER_CHARS``, or ``PROSE_SENTENCE_CHARS`` closing on a sentence's mark): a story's section of advice or its
   callout. Gated on the page's class names holding one of ``WIDGET_CLASS_WORDS``. (Only block-level elements and
   their ancestors are read, ``Blocks.classes``: an inline button's class is not, its label goes by the text read.)
2. By text (``drop_structured_lines``): a kept block of at most ``WIDGET_LINE_CHARS`` characters that is wholly one
   or more button labels (``WIDGET_LABEL_RE``: "Jump to Recipe", "Apply now", "立即沟通", "ئىلتىماس سۇنۇش",
   "འཛུལ་འཁྱེར་ཉོ།") or a count line (``WIDGET_COUNT_RE``: "5 from 12 votes", "86 attendees", "12,345 followers",
   "128人做过这道菜"), or a block of at most ``DISCLAIMER_CHARS`` opening with a recipe plugin's nutrition disclaimer
   (``NUTRITION_DISCLAIMER_RE``) inside a recipe card (``RECIPE_CARD_RE``). Prose naming the same words ("Apply now
   if you want a place: ...") is a longer line that holds more than the labels, and stays; so do a heading ("Apply
   now" over a story's part, a manual's "Printing" section), a label that is also a reply ("感兴趣",
   ``CONTROL_LABEL_RE``) unless it is a control, and a unit's ``REPEATED_WIDGET_MIN`` count lines (a listing's
   fields: a directory of channels with their followers, an events list with its attendees). (Review r304.)
3. By heading (``drop_headed_widget_boxes``): a kept heading that is wholly a widget box's title
   (``WIDGET_HEADING_RE``: "Similar jobs", "看过该职位的人还看了", "安全提示", "Did you make this recipe?",
   "ئوخشاش خىزمەتلەر") opening its own box (its parent's first block), with the box's blocks after it, when the box
   holds no ``PAGE_WRAPPER_TAGS`` and at most ``WIDGET_BOX_CHARS`` characters, and its other lines are all links
   (a list of similar jobs) or it is a note (its title and one line, ``NOTE_BLOCKS``, at most
   ``WIDGET_NOTE_CHARS``, with no prose after it, ``_last_prose``): a guide's section of prose under the same title,
   or its one-line section followed by more of its text, stays.
4. By date (``keep_event_dates``, session 44): an event page's ``<time>`` line, left out as a dateline, comes back
   inside the event's box named by its class or id (``EVENT_BOX_RE``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter

from extract.algorithms.auto.boxes import OVERLAY_PAGE_SHARE, PAGE_WRAPPER_TAGS, class_attribute, named_within
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import (class_text_may_hold, class_text_may_match, links_and_separators_only,
                                              names_may_hold)
from extract.algorithms.auto.lines import LIST_ITEM_TAGS
from extract.algorithms.auto.lone_lines import DATE_TAG
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.scripts import SENTENCE_END_RE

# The widget classes of recipe plugins, job boards, event and classified sites, matched as whole class tokens:
# WP Recipe Maker's "wprm-recipe-jump", "wprm-recipe-print", "wprm-recipe-pin", "wprm-recipe-rating",
# "wprm-recipe-snippet" (the jump/print row over the post), "wprm-call-to-action", "wprm-…-disclaimer"; Tasty
# Recipes' "tasty-recipes-quick-links", "-jump-link", "-print-button", "-pin-button", "-buttons", "-rating(s)",
# "-entry-footer" (not a theme's "recipe-rating": a recipe index's cards hold their kept lines in it); job boards'
# "apply-button", "apply-btn", "jobs-apply-button", "jobs-save-button", "save-job", "report-job(-link)",
# "btn-startchat" (BOSS直聘), "job-op",
# "job-actions", "similar-jobs", "related-jobs", "look-job", "company-followers", "follow-count"; event sites'
# "add-to-calendar", "addtocalendar", "atcb" (the add-to-calendar button), "ticket-button", "ticket-btn",
# "get-tickets", "buy-tickets", "conversion-bar" (Eventbrite), "event-attendees", "share-event", "event-share";
# classifieds' "show-phone(-btn)", "reveal-phone", "phone-reveal", "safety-tips", "safe-tips", "similar-ads",
# "related-ads", "similar-listings"
SAFETY_TIPS = r"safe(?:ty)?[-_]tips?"  # a classified's safety box's class ("safety-tips", "safe-tip"; SAFETY_TIPS_RE)
WIDGET_CLASS_RE = re.compile(
    r"(?<![\w-])(?:wprm-recipe-(?:jump|print|pin|rating|snippet|jump-to-comments)(?:-link)?"
    r"|wprm-call-to-action|wprm-[\w-]*disclaimer"
    r"|tasty-recipes-(?:quick-links|jump-link|print-(?:link|button)|pin-button|buttons|ratings?|entry-footer)"
    r"|(?:jobs[-_])?(?:apply|save)[-_](?:button|btn)|save[-_]job|report[-_]job(?:[-_]link)?|btn[-_]startchat"
    r"|job[-_](?:op|actions)|(?:similar|related)[-_]jobs|look[-_]job|company[-_]followers|follow[-_]count"
    r"|add[-_]?to[-_]?calendar|atcb|tickets?[-_](?:button|btn)|(?:get|buy)[-_]tickets|conversion-bar"
    r"|event[-_]attendees|share[-_]event|event[-_]share"
    r"|(?:show|reveal)[-_]phone(?:[-_](?:btn|button))?|phone[-_]reveal|" + SAFETY_TIPS +
    r"|(?:similar|related)[-_](?:ads|listings))(?![\w-])", re.IGNORECASE)
# One of these (lowered) is in every match of ``WIDGET_CLASS_RE``: the gate on the page's class names
WIDGET_CLASS_WORDS = ("wprm", "tasty-recipes", "apply", "save", "job", "startchat", "follow", "calendar",
                      "atcb", "ticket", "conversion-bar", "event", "phone", "tip", "ads", "listings")

# Elements at least sharing one widget class string that make it a listing's card part, not the page's widget: a recipe
# index's cards each hold a Tasty Recipes rating row whose line the listing truths keep (extraction-dev's
# pinchofyum.com recipe index)
REPEATED_WIDGET_MIN = 3
# A classified's safety box, by class ("safety-tips", "safe-tip"): the one widget class a story's own box may bear (a
# health article's "safety-tips" section of advice), so it goes only as a note of at most SAFETY_NOTE_CHARS
# characters (``Dom.tree_text``; a site's warning is one to three sentences, ~30-200) with no heading (a classified's
# note is its lines alone, or goes under its widget title by ``drop_headed_widget_boxes``; a story's closing section
# "Before you ride" stays: review f5) and with no prose after it (``_last_prose``; a health story's short
# "safety-tips" callout between its paragraphs stays)
SAFETY_TIPS_RE = re.compile(rf"(?<![\w-]){SAFETY_TIPS}(?![\w-])", re.IGNORECASE)
SAFETY_NOTE_CHARS = 250
WIDGET_LINE_CHARS = 60  # characters at most of a block read as button labels or a count line (a row of 3-4 labels)
WIDGET_BOX_CHARS = 1500  # characters at most of a box under a widget title (a list of ~10 similar jobs or ads)
# Characters (``Dom.tree_text``) at most of a titled widget box whose lines are not all links, a note: a classified's
# safety note, a recipe's "tag us" prompt (~20-70); a guide's "Safety tips" section of prose runs longer and stays
WIDGET_NOTE_CHARS = 120
NOTE_BLOCKS = 2  # blocks at most of a note box: its title and one line (a section of prose holds more paragraphs)
# Characters at least of a kept block after a note box that make it a section of the page's text, not a widget:
# a docs page's one-line "Safety tips" section, with more sections of prose after it (a widget's note comes after
# the page's text, beside buttons, links and the footer's short lines)
PROSE_AFTER_CHARS = 80
# Characters at least of a shorter kept block, neither a heading nor wholly links, that make it prose when it closes on
# a sentence's mark (``SENTENCE_END_RE``): a Chinese paragraph of one or two sentences runs ~20-50 characters, under
# PROSE_AFTER_CHARS (review f5: a Chinese story's safety box between its paragraphs went); a widget's label, count
# line or similar ad's title closes on no mark
PROSE_SENTENCE_CHARS = 20
# Such shorter blocks at least, read back from the page's end, that make prose: a run of paragraphs, or one under its
# own heading (a docs page's last one-line section), not a site's one-line disclaimer after a classified's similar
# ads (review f7)
PROSE_SENTENCES_MIN = 2

# A widget's button label, whole: recipes' "Jump to Recipe", "Print Recipe", "Pin Recipe", "Save Recipe", "Rate
# this Recipe"; jobs' "Apply now", "Easy Apply", "Save job", "Report this job"; events' "Add to calendar", "Get
# tickets", "Buy tickets"; ads' "Show phone number"; Chinese "打印菜谱", "立即沟通", "举报该职位", "申请职位",
# "投递简历", "立即申请", "立即报名", "立即购票", "微信扫码分享", "点击查看完整号码", "查看电话", "添加到日历"; Uyghur
# "ئىلتىماس سۇنۇش" (send an application), "بېسىپ چىقىرىش" (print), "ھەمبەھىرلەش" (share; not "ساقلاش", save, also a
# recipe's "Storing" heading), "بېلەت سېتىۋېلىش" (buy a ticket), "كالېندارغا قوشۇش" (add to the calendar);
# Tibetan "འཛུལ་འཁྱེར་ཉོ།" (buy a ticket),
# "ལོ་ཐོར་འཇུག" (add to the calendar)
_LABEL = (r"(?:jump\s+to\s+recipe|(?:print|pin|save|rate(?:\s+this)?)\s+recipe|apply\s+now|easy\s+apply"
          r"|save\s+(?:this\s+)?job|report\s+this\s+job|add\s+to\s+(?:my\s+)?calendar|(?:get|buy)\s+tickets"
          r"|(?:show|reveal)\s+phone(?:\s+number)?"
          r"|打印菜谱|立即沟通|举报该职位|申请职位|投递简历|立即申请|立即报名|立即购票|微信扫码分享|点击查看完整号码|查看电话"
          r"|(?:添加|加入)到?日历"
          r"|ئىلتىماس\s+سۇنۇش|بېسىپ\s+چىقىرىش|ھەمبەھىرلەش|بېلەت\s+سېتىۋېلىش|كالېندارغا\s+قوشۇش"
          r"|འཛུལ་འཁྱེར་ཉོ།?|ལོ་ཐོར་འཇུག།?"
          r"|\d{3}\*{3,}\d{3,4})")  # (the masked phone number a reveal button stands beside: "138****5678")
WIDGET_LABEL_RE = re.compile(rf"{_LABEL}(?:[\s|·•/]*{_LABEL})*", re.IGNORECASE)
# A control's label that is also a whole reply or remark ("感兴趣", interested: a thread's one-line reply), so it goes
# only as a control: a block wholly its links' text or a <button> (BOSS直聘's "感兴趣" link beside "立即沟通")
CONTROL_LABEL_RE = re.compile(r"我?感兴趣")
CONTROL_TAGS = frozenset({"a", "button"})
# A widget's count line, whole: "5 from 12 votes", "4.8 from 25 reviews", "86 attendees", "120 going",
# "12,345 followers", "128人做过这道菜", "2350人关注", "56人感兴趣", "30人报名"
_COUNT = (r"(?:[\d.]+\s+from\s+[\d,]+\s+(?:votes?|reviews?|ratings?)"
          r"|[\d,.]+[kK]?\s+(?:attendees|going|followers|people\s+going)"
          r"|[\d,]+\s*人(?:做过(?:这道菜)?|关注|感兴趣|报名)|综合评分\s*[\d.]+)")
WIDGET_COUNT_RE = re.compile(rf"{_COUNT}(?:[\s|·•/]*{_COUNT})*", re.IGNORECASE)  # one count or a row of them
# Count lines of one unit ("followers", "attendees", "人报名") at least on a page that make them a listing's fields (a
# directory of channels, each card with its follower count; an events list, each with its attendees), kept as the
# records' text, as ``REPEATED_WIDGET_MIN`` class strings are
COUNT_UNIT_RE = re.compile(r"[\d.,]+[kK]?")  # a count line's numbers, left out of its unit's key
# A recipe plugin's nutrition disclaimer, at the head of a short block: "Nutrition information is automatically
# calculated, so should only be used as an approximation." (WP Recipe Maker's default), "Nutritional information is
# an estimate", "Nutrition facts are approximate"
NUTRITION_DISCLAIMER_RE = re.compile(r"nutrition(?:al)?\s+(?:information|info|facts|values)\s+(?:is|are)\s+"
                                     r"(?:automatically\s+calculated|an?\s+estimate|estimated|approximate)",
                                     re.IGNORECASE)
DISCLAIMER_CHARS = 250  # characters at most of a block read as a nutrition disclaimer (two sentences)
# A recipe card's or its nutrition label's class, on the disclaimer or an ancestor within DISCLAIMER_LEVELS: a
# plugin's note, not an article on food labels whose paragraph opens with the same words
RECIPE_CARD_RE = re.compile(r"recipe|nutrition", re.IGNORECASE)
DISCLAIMER_LEVELS = 6  # ancestors climbed to the card (WP Recipe Maker: span > div > div > div)
# A widget box's title, whole: "Similar jobs", "Similar ads", "Safety tips", "Did you make this recipe?",
# "Share with friends", "Attendees (42)" (Meetup's attendee box), "看过该职位的人还看了", "相似职位", "相似房源",
# "相似活动", "安全提示", "相关菜谱", Uyghur "ئوخشاش خىزمەتلەر"
# (similar jobs)
WIDGET_HEADING_RE = re.compile(r"(?:similar\s+(?:jobs|ads|listings|events)|safety\s+tips|attendees\s*\(\d+\)"
                               r"|did\s+you\s+make\s+this\s+"
                               r"recipe\s*\??|share\s+with\s+friends|看过该职位的人还看了|相似(?:职位|房源|信息)"
                               r"|相(?:似|关)活动|安全提示|相关菜谱|ئوخشاش\s+خىزمەتلەر)", re.IGNORECASE)


def _last_prose(dom: Dom, keep: bytearray, blocks: Blocks) -> int:
    """The index (in ``blocks.ids``) of the page's last kept block of prose, -1 for none: a block of at least
    ``PROSE_AFTER_CHARS`` characters, or the ``PROSE_SENTENCES_MIN``-th from the end of the shorter blocks of
    ``PROSE_SENTENCE_CHARS`` closing on a sentence's mark (``SENTENCE_END_RE``) that are neither a heading nor wholly
    links, or such a block right after a heading block (``HEADING_TAGS``). A box has prose after it when the index of its end (``bisect_left(ids, end[box])``, the first block past
    it) is at most this one; its own blocks lie before that index, so they never count. Read back from the page's
    last block to the first prose found."""
    ids, lengths, texts, tags = blocks.ids, blocks.lengths, blocks.texts, dom.tags
    sentences = 0  # the shorter sentences' blocks read so far
    for k in range(len(ids) - 1, -1, -1):
        b = ids[k]
        if not keep[b]:
            continue
        if lengths[k] >= PROSE_AFTER_CHARS:
            return k
        if (lengths[k] >= PROSE_SENTENCE_CHARS and tags[b] not in HEADING_TAGS
                and SENTENCE_END_RE.search(texts[k]) is not None
                and not links_and_separators_only(dom, b, texts[k])):
            sentences += 1
            if sentences >= PROSE_SENTENCES_MIN or k > 0 and tags[ids[k - 1]] in HEADING_TAGS:
                return k
    return -1


def drop_structured_widgets(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the blocks of the elements named a recipe's, job's, event's or ad's widget (``WIDGET_CLASS_RE``)
    that hold none of ``PAGE_WRAPPER_TAGS`` and at most ``OVERLAY_PAGE_SHARE`` of the page's text, in place; not a
    class string ``REPEATED_WIDGET_MIN`` elements share, nor a safety box (``SAFETY_TIPS_RE``) longer than
    ``SAFETY_NOTE_CHARS``, holding a heading or with prose after it (``_last_prose``). A gate on the page's class
    names, then the named elements' blocks."""
    if not dom.has_elements or blocks.classes is None:
        return
    if not class_text_may_hold(dom, blocks, WIDGET_CLASS_WORDS) or not class_text_may_match(dom, blocks,
                                                                                             WIDGET_CLASS_RE):
        return
    most = OVERLAY_PAGE_SHARE * dom.tree_text[0]
    tags, end, ids = dom.tags, dom.end, blocks.ids
    # the pattern once per distinct class string (session 44, h313: a page's classes repeat; the same answer per node)
    names = set(blocks.classes.values())
    widget_names = {name for name in names if WIDGET_CLASS_RE.search(name) is not None}
    named = [(node, name) for node, name in blocks.classes.items()
             if name in widget_names and dom.tree_text[node] <= most]
    repeats = Counter(name for _, name in named)
    last_prose = _last_prose(dom, keep, blocks)
    for node, name in named:
        if repeats[name] >= REPEATED_WIDGET_MIN:
            continue  # (a listing's cards, each with its own row: the listing's lines)
        last = bisect_left(ids, end[node])
        if SAFETY_TIPS_RE.search(name) is not None and (dom.tree_text[node] > SAFETY_NOTE_CHARS or last <= last_prose
                                                         or not HEADING_TAGS.isdisjoint(tags[node:end[node]])):
            continue  # (a story's own section of advice, its callout or its closing section, in a box so named)
        if not PAGE_WRAPPER_TAGS.isdisjoint(tags[node:end[node]]):
            continue  # (the page itself, or its story, named by a theme after its widgets)
        for k in range(bisect_left(ids, node), last):
            keep[ids[k]] = 0


def _list_of_prose(dom: Dom, keep: bytearray, blocks: Blocks, box: int, lists: dict[int, bool]) -> bool:
    """Whether list ``box`` holds a kept item that is neither button labels (``WIDGET_LABEL_RE``) nor wholly links: a
    list of steps or points, not a row of buttons. Read once per list (``lists``, the answers so far)."""
    if box < 0:
        return False
    if box not in lists:
        ids, tags, parent = blocks.ids, dom.tags, dom.parent
        lists[box] = any(keep[ids[j]] and tags[ids[j]] in LIST_ITEM_TAGS and parent[ids[j]] == box
                         and WIDGET_LABEL_RE.fullmatch(blocks.texts[j].strip()) is None
                         and not links_and_separators_only(dom, ids[j], blocks.texts[j])
                         for j in range(bisect_left(ids, box), bisect_left(ids, dom.end[box])))
    return lists[box]


def drop_structured_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks of at most ``WIDGET_LINE_CHARS`` characters that are wholly button labels
    (``WIDGET_LABEL_RE``; ``CONTROL_LABEL_RE`` only as a control) or count lines (``WIDGET_COUNT_RE``; not a unit's
    ``REPEATED_WIDGET_MIN`` lines, a listing's), and those of at most ``DISCLAIMER_CHARS`` opening with a nutrition
    disclaimer (``NUTRITION_DISCLAIMER_RE``) in a recipe card (``RECIPE_CARD_RE``), in place. A heading is a section's
    title ("Apply now" over a story's how-to-apply part, a manual's "Printing"), never a button, and a list's item
    beside items of text is a step ("Apply now" last in a how-to's steps: ``_list_of_prose``). One look at each short
    kept block (and at each list holding a label once)."""
    tags, parent, lengths, texts = dom.tags, dom.parent, blocks.lengths, blocks.texts
    counts: list[tuple[int, str]] = []
    lists: dict[int, bool] = {}
    for k, b in enumerate(blocks.ids):
        if not keep[b] or lengths[k] > DISCLAIMER_CHARS or tags[b] in HEADING_TAGS:
            continue
        text = texts[k].strip()
        if NUTRITION_DISCLAIMER_RE.match(text):
            if dom.has_elements and named_within(dom, b, RECIPE_CARD_RE, DISCLAIMER_LEVELS, class_attribute) >= 0:
                keep[b] = 0
        elif lengths[k] > WIDGET_LINE_CHARS:
            continue
        elif WIDGET_LABEL_RE.fullmatch(text) is not None:
            if tags[b] not in LIST_ITEM_TAGS or not _list_of_prose(dom, keep, blocks, parent[b], lists):
                keep[b] = 0
        elif CONTROL_LABEL_RE.fullmatch(text) is not None:
            if tags[b] in CONTROL_TAGS or links_and_separators_only(dom, b, texts[k]):
                keep[b] = 0
        elif WIDGET_COUNT_RE.fullmatch(text) is not None:
            counts.append((b, COUNT_UNIT_RE.sub("", text).lower()))
    units = Counter(unit for _, unit in counts)
    for b, unit in counts:
        if units[unit] < REPEATED_WIDGET_MIN:
            keep[b] = 0


def drop_headed_widget_boxes(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a kept heading that is wholly a widget box's title (``WIDGET_HEADING_RE``) and opens its parent
    box, with the box's blocks, when the box holds none of ``PAGE_WRAPPER_TAGS``, at most ``WIDGET_BOX_CHARS``
    characters and either only links after its title or a note's ``NOTE_BLOCKS`` and ``WIDGET_NOTE_CHARS`` with no
    prose after it (``_last_prose``), in place. One look at each short kept heading, then its box's blocks (by
    bisection)."""
    tags, end, parent, ids = dom.tags, dom.end, dom.parent, blocks.ids
    last_prose = _last_prose(dom, keep, blocks)
    for k, b in enumerate(ids):
        if not keep[b] or tags[b] not in HEADING_TAGS or blocks.lengths[k] > WIDGET_LINE_CHARS:
            continue
        if WIDGET_HEADING_RE.fullmatch(blocks.texts[k].strip()) is None:
            continue
        box = parent[b]
        if box < 0 or dom.tree_text[box] > WIDGET_BOX_CHARS:
            continue
        first = bisect_left(ids, box)
        if ids[first] != b or not PAGE_WRAPPER_TAGS.isdisjoint(tags[box:end[box]]):
            continue  # (a heading inside a section of the page's own text, or the page's own box)
        last = bisect_left(ids, end[box])
        is_note = last - first <= NOTE_BLOCKS and dom.tree_text[box] <= WIDGET_NOTE_CHARS and last > last_prose
        if not is_note and not all(links_and_separators_only(dom, ids[j], blocks.texts[j])
                                   for j in range(first + 1, last)):
            continue  # (a section of prose under the same title: a hiking guide's "Safety tips")
        for j in range(first, last):
            keep[ids[j]] = 0


# An event page's own box, by its plugin's or theme's class or id (session 44, h314): The Events Calendar's
# "tribe-events-single" and "tribe-events-schedule", Modern Events Calendar's "mec-single-event", a theme's
# "single-event", "event-single", "event-details", "event-info", "event-meta", "event-date", "event-time",
# "event-schedule", "event-when"; whole name tokens
EVENT_BOX_RE = re.compile(r"(?<![\w-])(?:tribe-events-(?:single|schedule)|mec-single-event|single[-_]event"
                          r"|event[-_](?:single|details?|info|meta|date|time|schedule|when))(?![\w-])", re.IGNORECASE)
EVENT_BOX_WORDS = ("event",)  # one of these (lowered) is in every match of ``EVENT_BOX_RE``: the page gate
EVENT_BOX_LEVELS = 3  # ancestors climbed from the date's block to the event's box (a schedule div in the single box)
EVENT_DATE_CHARS = 80  # characters at most of an event's date line ("June 14, 2024 @ 7:00 pm - 9:30 pm", ~35)
EVENT_DATES_MAX = 2  # date lines at most of an event's page (its start and its end); an events list has one per event


def _outer_event_box(dom: Dom, b: int) -> int:
    """The outermost of block ``b`` and its ``EVENT_BOX_LEVELS`` nearest ancestors named as an event's box
    (``EVENT_BOX_RE``: the single event's box round its schedule line), or -1. At most ``EVENT_BOX_LEVELS`` + 1 steps
    up."""
    box, a = -1, b
    for _ in range(EVENT_BOX_LEVELS + 1):
        if a < 0:
            break
        if EVENT_BOX_RE.search(dom.names(a)) is not None:
            box = a
        a = dom.parent[a]
    return box


def keep_event_dates(dom: Dom, keep: bytearray, blocks: Blocks, marks: list[int]) -> None:
    """Keep an event page's date line: a left-out block of at most ``EVENT_DATE_CHARS`` characters holding a
    ``<time>`` (``DATE_TAG``), inside an event's box (``EVENT_BOX_RE``, the outermost of the block and its
    ``EVENT_BOX_LEVELS`` ancestors so named, ``_outer_event_box``) that holds a kept block (the event's description),
    when the page has ``EVENT_DATES_MAX`` such lines at most; a line holding a link or marked by a veto (``marks``,
    the blocks' veto marks) is another event's or a comment's, not counted (review r314: two related events inside
    the event's box, each a date and a linked title, made three lines and the event lost its own date). Session 44 (h314): ``never_kept``'s post-date rule left
    the date out as a story's dateline, but an event's date (and its venue, which stays) is its spec, as a product's
    are; an events list, a line per event, and a sidebar's upcoming event beside a story are left alone. Gated on the
    page's class and id names (``names_may_hold``: review n1, s44, an event's box named by its id, "event-details",
    kept its date too); one pass over the short blocks, a few steps up and a bisect per candidate."""
    if not dom.has_elements or not names_may_hold(dom, blocks, EVENT_BOX_WORDS):
        return
    tags, end, ids, link_text = dom.tags, dom.end, blocks.ids, dom.link_text
    dates: list[int] = []
    for b, length, mark in zip(ids, blocks.lengths, marks):
        if keep[b] or mark or link_text[b] or length > EVENT_DATE_CHARS or DATE_TAG not in tags[b:end[b]]:
            continue
        box = _outer_event_box(dom, b)
        if box >= 0 and any(keep[ids[k]] for k in range(bisect_left(ids, box), bisect_left(ids, end[box]))):
            dates.append(b)
            if len(dates) > EVENT_DATES_MAX:
                return
    for b in dates:
        keep[b] = 1
