"""Session 41's final read (m1): one row per bug the reviewer found in the session's rules, read on the predicate where
one exists. A card's date in an element inside its meta box closes the card (``lone_lines._closing_date_element``
walks from the outermost element holding the date alone; a thread's post linking to its own anchor keeps it); "1
reply 2 replies" names one thing twice (``thread_notes.is_topic_counts``); "Only 5 sold", "Tickets 500 sold" and a
Tibetan year's "༢༠༢༤ sales" are no shop's sales line (``count_lines.SALES_LINE_RE``); a playlist's updated date
before its media count (``count_lines.is_counts_line``); "1.2K阅读 · 3评论" is a tool line
(``thread_notes.TOOL_COUNT``); XenForo's dotted start date and a sentence about a start date without its colon
(``thread_notes.THREAD_STARTER_RE``); a Tibetan duration in seconds, "སྐར་ཆ", beside a playlist's count (the one
``dates.DURATION``); V2EX's name lines on a page with a non-ASCII class (``thread_engines.drop_name_lines``; its
replies' rescue, ``_engine_post_texts``). Our own pages and sentences (Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms.auto.count_lines import is_counts_line
from extract.algorithms.auto.lone_lines import _closing_date_element
from extract.algorithms.auto.thread_notes import THREAD_STARTER_RE, is_tool_line, is_topic_counts
from extract.dom import build_dom
from tests.extraction_pages import auto_text, lang_page
from tests.test_auto_small_misses_s41 import V2EX_POSTS, v2ex_replies

LINES = [
    # finding 3: a reply and its plural are one thing named twice; three things stay a topic's counts
    (is_topic_counts, "1 reply 2 replies", False),
    (is_topic_counts, "12 replies 1.2k views 5 users", True),
    # finding 4: a sentence's word or what was sold before the count, and a year in Tibetan digits, are no sales line
    (is_counts_line, "Only 5 sold", False),
    (is_counts_line, "Tickets 500 sold", False),
    (is_counts_line, "༢༠༢༤ sales", False),
    (is_counts_line, "WindHorseStudio ༤༨༡༢ sales", True),
    # finding 6: the updated date before the media count, as after it; alone beside a named count it is no row
    (is_counts_line, "更新于2024年5月 · 4个视频", True),
    (is_counts_line, "12 comments · Updated May 3, 2024", False),
    # finding 7: an upper-case thousand
    (is_tool_line, "1.2K阅读 · 3评论", True),
    # finding 8: XenForo's dotted date and a clock; a sentence about a start date, with or without its colon
    (lambda t: THREAD_STARTER_RE.fullmatch(t) is not None, "Thread starter tashi Start date 03.05.2024", True),
    (lambda t: THREAD_STARTER_RE.fullmatch(t) is not None, "Thread starter tashi Start date Today at 10:30 AM", True),
    (lambda t: THREAD_STARTER_RE.fullmatch(t) is not None,
     "Thread starter Dawa chose the start date of the reading challenge", False),
    # finding 10: the one duration pattern: Tibetan seconds beside a playlist's count of videos
    (is_counts_line, "བརྙན་འཕྲིན་ ༤ · སྐར་ཆ་ ༣༠", True),
]


@pytest.mark.parametrize(("predicate", "text", "expected"), LINES, ids=[t for _, t, _ in LINES])
def test_line_predicates(predicate, text: str, expected: bool) -> None:  # noqa: ANN001 (a predicate)
    assert predicate(text) is expected


def _meta_block(markup: str) -> tuple[object, int, str]:
    """The Dom of ``markup``, the index of its ``div.meta`` and that element's text."""
    dom = build_dom(lxml.html.document_fromstring(markup))
    b = next(i for i in range(len(dom)) if dom.attr(i, "class") == "meta")
    return dom, b, dom.text(b).strip()


CARDS = [
    # finding 1: a date span inside the card's closing meta box closes the card; a meta box with text after it does not
    ('<html><body><article class="card"><h3><a href="/a/1">老街手艺人</a></h3><p>县里的铜匠在老街重新开了作坊。</p>'
     '<div class="meta"><span class="date">2024-05-12</span></div></article></body></html>', True),
    ('<html><body><article class="card"><h3><a href="/a/1">ཕ་ཡུལ།</a></h3>'
     '<div class="meta"><span class="date">2024-05-12</span></div><p>ཕ་ཡུལ་གྱི་ལོ་རྒྱུས།</p>'
     '</article></body></html>', False),
    # ... nor a thread's post titled by a link to its own anchor
    ('<html><body><article class="post"><h3><a href="#p1">قايتۇرما</a></h3><p>بۇ يازما ھەققىدە پىكرىم بار.</p>'
     '<div class="meta"><time>2024-05-12</time></div></article></body></html>', False),
]


CARD_IDS = ["zh_closing_meta", "bo_meta_then_text", "ug_thread_anchor"]


@pytest.mark.parametrize(("markup", "expected"), CARDS, ids=CARD_IDS)
def test_closing_date_element(markup: str, expected: bool) -> None:
    dom, b, text = _meta_block(markup)
    assert _closing_date_element(dom, b, text) is expected


def test_v2ex_name_lines_beside_a_non_ascii_class() -> None:
    """Finding 5: one class not in ASCII on the page (``class_text`` decides nothing) leaves the rule running."""
    replies = v2ex_replies()
    markup = lang_page("zh", "V2EX", f'<div id="Main"><div class="box"><div class="header"><h1>安卓上的藏文输入法</h1>'
                                     f'<small class="gray">tenzin · 5 小时前</small></div><div class="cell 主题">'
                                     f'<div class="topic_content">{V2EX_POSTS[0]}</div></div></div>'
                                     f'<div class="box">{replies}</div></div>')
    text = auto_text(markup)
    for post in V2EX_POSTS:
        assert post in text
    assert "via Android" not in text and "via iPhone" not in text
