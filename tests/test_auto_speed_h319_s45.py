"""Session 45, h319: speed gates before and after the ladder, each with the same texts as before.

``Decoded.naming_attributes``: ``decode_page`` reads in the lowered page bytes whether they spell one of
``dom.NAMING_ATTRIBUTES`` (one regex scan); where they spell none, ``Dom.named_by_data`` is answered without its
libxml2 scans. Pages here where the gate must not skip (a Wix name, a name in capitals, a name that the parser reads
only once a NUL byte is dropped) and a page where it does, each read with the hint and without it.

``topic_bags``: a text of the quick ranges alone (Latin, Arabic, Tibetan, general punctuation) has its words found by
``re`` (``TOPIC_QUICK_WORD_RE``), where ``TOPIC_PLAIN_WORD_RE`` read them: the same words, per character of the
ranges and on texts of Tibetan, Uyghur, English and Chinese.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from extract.algorithms.auto.features import (
    BEYOND_HAN_FIRST_RE,
    TOPIC_CHARS,
    TOPIC_PLAIN_WORD_RE,
    TOPIC_QUICK_RANGES,
    TOPIC_UNQUICK_RE,
    topic_bags,
)
from extract.decode import decode_page
from extract.dom import build_dom
from extract.extraction import extract_decoded

TIBETAN_STORY = ("<p>ལྷ་སའི་གྲོང་ཁྱེར་དུ་དེ་རིང་སློབ་གྲྭ་གསར་པ་ཞིག་གི་སྒོ་ཕྱེ་བ་རེད། "
                 "སློབ་ཕྲུག་བརྒྱ་ལྷག་གིས་བོད་ཡིག་དང་རྩིས་རིག་སློབ་སྦྱོང་བྱེད་ཀྱི་ཡོད།</p>"
                 "<p>སློབ་དཔོན་ཚོས་དཔེ་ཆ་གསར་པ་ཁག་ཅིག་བཀླགས་ནས་སློབ་ཕྲུག་ཚོར་བཤད་པ་རེད།</p>")
UYGHUR_STORY = ("<p>ئۈرۈمچى شەھىرىدە بۈگۈن يېڭى بىر كۇتۇپخانا ئېچىلدى. كۇتۇپخانىدا ئۇيغۇرچە كىتابلار ناھايىتى كۆپ، "
                "ئوقۇغۇچىلار ھەر كۈنى كېلىپ كىتاب ئوقۇيدۇ.</p>")
ENGLISH_STORY = ("<p>The new library opened its doors this morning, and readers came early to find the Tibetan and "
                 "Uyghur shelves already full of books.</p>")


def _page(body: str, footer: str) -> bytes:
    return (f"<html><head><title>News</title></head><body><main>{body}</main>{footer}</body></html>").encode()


def _texts_both_ways(data: bytes) -> tuple[str, str]:
    """The page's text as extracted with ``decode_page``'s hint, and with the hint taken away (the scans answer)."""
    decoded = decode_page(data)
    unknown = dataclasses.replace(decoded, naming_attributes=None)
    return extract_decoded(decoded).text, extract_decoded(unknown).text


@pytest.mark.parametrize("footer_attribute", [
    b'data-hook="post-footer"',  # a Wix blog post's footer
    b'DATA-HOOK="post-footer"',  # the name in capitals: the parser lowers it, and so do the lowered bytes
])
def test_named_pages_are_scanned(footer_attribute: bytes) -> None:
    data = _page(TIBETAN_STORY + ENGLISH_STORY, "<div X>ཞབས་ཞུ། Share this post · Follow us</div>").replace(
        b"X", footer_attribute, 1)
    decoded = decode_page(data)
    assert decoded.naming_attributes is None  # (no skip: the bytes spell a naming attribute)
    assert build_dom(decoded.root, decoded.naming_attributes).named_by_data
    with_hint, without = _texts_both_ways(data)
    assert with_hint == without
    assert "ལྷ་སའི་གྲོང་ཁྱེར་དུ་" in with_hint


def test_a_name_the_parser_reads_after_a_nul_is_dropped_is_scanned() -> None:
    # "data-\0hook": no naming attribute in the bytes, one in the tree (the NUL is dropped before the parse)
    data = _page(UYGHUR_STORY, '<div data-\x00hook="post-footer">Share</div>')
    decoded = decode_page(data)
    assert decoded.naming_attributes is None
    dom = build_dom(decoded.root, decoded.naming_attributes)
    assert dom.named_by_data
    with_hint, without = _texts_both_ways(data)
    assert with_hint == without


def test_unnamed_page_skips_the_scans_with_the_same_text() -> None:
    data = _page(TIBETAN_STORY + UYGHUR_STORY + ENGLISH_STORY,
                 '<footer class="site-footer"><a href="/about">About</a> · <a href="/contact">Contact</a></footer>')
    decoded = decode_page(data)
    assert decoded.naming_attributes is False  # (skipped: the bytes spell none)
    dom = build_dom(decoded.root, decoded.naming_attributes)
    assert dom.named_by_data is False
    assert not build_dom(decoded.root).named_by_data  # what the scans answer
    with_hint, without = _texts_both_ways(data)
    assert with_hint == without
    assert with_hint.splitlines() == [
        "ལྷ་སའི་གྲོང་ཁྱེར་དུ་དེ་རིང་སློབ་གྲྭ་གསར་པ་ཞིག་གི་སྒོ་ཕྱེ་བ་རེད། "
        "སློབ་ཕྲུག་བརྒྱ་ལྷག་གིས་བོད་ཡིག་དང་རྩིས་རིག་སློབ་སྦྱོང་བྱེད་ཀྱི་ཡོད།",
        "སློབ་དཔོན་ཚོས་དཔེ་ཆ་གསར་པ་ཁག་ཅིག་བཀླགས་ནས་སློབ་ཕྲུག་ཚོར་བཤད་པ་རེད།",
        "ئۈرۈمچى شەھىرىدە بۈگۈن يېڭى بىر كۇتۇپخانا ئېچىلدى. كۇتۇپخانىدا ئۇيغۇرچە كىتابلار ناھايىتى كۆپ، "
        "ئوقۇغۇچىلار ھەر كۈنى كېلىپ كىتاب ئوقۇيدۇ.",
        "The new library opened its doors this morning, and readers came early to find the Tibetan and Uyghur "
        "shelves already full of books.",
    ]


def _plain_bag(text: str) -> dict[str, int]:
    """The reference: ``TOPIC_PLAIN_WORD_RE``'s words of a text without Han, counted."""
    return dict(Counter(TOPIC_PLAIN_WORD_RE.findall(text[:TOPIC_CHARS].lower())))


def test_quick_words_match_the_plain_words_on_every_character_of_the_ranges() -> None:
    texts = [f"a{chr(c)}b {chr(c)}{chr(c)} x" for first, last in TOPIC_QUICK_RANGES for c in range(first, last + 1)]
    assert all(TOPIC_UNQUICK_RE.search(text.lower()) is None for text in texts if text.lower() == text)
    assert [dict(bag) for bag in topic_bags(texts)] == [_plain_bag(text) for text in texts]


def test_quick_and_plain_texts_give_the_same_bags() -> None:
    quick = [
        "ལྷ་སའི་གྲོང་ཁྱེར་དུ་སློབ་གྲྭ་གསར་པ། སློབ་གྲྭ་ ༢༠༢༤",  # Tibetan, its digits
        "ئۇيغۇرچە كىتابلار\u200cكۆپ، كىتاب ئوقۇيدۇ",  # Uyghur with a zero-width non-joiner (a word character)
        "Readers READ the readers' books — “twice”",  # English, curly quotes, a dash
        "Ça coûte 5 € — naïve café",  # Latin-1 letters and the euro sign (past the ranges: the plain path)
    ]
    mixed = ["Новости: ལྷ་ས", "中文字 and བོད་ཡིག"]  # Cyrillic (plain path), Han (bigrams)
    bags = topic_bags(quick + mixed)
    assert [dict(bag) for bag in bags[:4]] == [_plain_bag(text) for text in quick]
    assert TOPIC_UNQUICK_RE.search(quick[0]) is None and TOPIC_UNQUICK_RE.search(quick[3].lower()) is not None
    assert dict(bags[0]) == {"ལྷ": 1, "སའི": 1, "གྲོང": 1, "ཁྱེར": 1, "དུ": 1, "སློབ": 2, "གྲྭ": 2, "གསར": 1, "པ": 1,
                             "༢༠༢༤": 1}
    assert dict(bags[4]) == _plain_bag(mixed[0])
    assert BEYOND_HAN_FIRST_RE.search(mixed[1]) is not None
    assert dict(bags[5]) == {"中文": 1, "文字": 1, "and": 1, "བོད": 1, "ཡིག": 1}
