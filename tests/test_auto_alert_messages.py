"""A shop's messages in an element of the WAI-ARIA "alert" role ("added to your cart", "only 3 left") are left out as a
dialog is (``auto.words.ALERT_ROLE``, ``auto.words.is_message_alert``); a callout of that role set between a text's
paragraphs, an alert that is the page, and other live regions stay."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, TITLES, kept_lines_scored

# per language: two messages a shop shows by its buy button, a note set inside a text; our own sentences
MESSAGES = {
    "bo": ["ཚོང་ཟོག་འདི་ཁྱེད་ཀྱི་སྒམ་ནང་བཅུག་ཟིན།", "ཚོང་ཁང་ནང་ད་དུང་གསུམ་ལས་ལྷག་མེད།"],
    "ug": ["بۇ مال سېۋىتىڭىزگە قوشۇلدى.", "دۇكاندا پەقەت ئۈچلا قالدى."],
    "zh": ["该商品已加入您的购物车。", "库存仅剩三件，请尽快下单。"],
}
NOTES = {
    "bo": "གསལ་བརྡ། ཆུ་བོ་འཁྱགས་པའི་སྐབས་སུ་ཆུ་ཁ་ལ་འགྲོ་མི་རུང་།",
    "ug": "ئەسكەرتىش: قىشتا مۇز قاتقاندا ئۆستەڭ بويىغا بارماڭ.",
    "zh": "注意：河面结冰期间，请不要到河边去。",
}


def _page(body: str) -> str:
    """A page of ``body`` under a heading, closed by a footer link."""
    return (f"<html><head><title>page</title></head><body><main><h1>page</h1>{body}</main>"
            f"<footer><a href='/'>home</a></footer></body></html>")


def _alerts(lang: str, role: str = "alert") -> str:
    """The shop's messages, each in an element of ``role``, set apart from the text as a product form sets them."""
    return "<div class='messages'>" + "".join(
        f"<div role='{role}' class='product-message'><span>{escape(message)}</span></div>"
        for message in MESSAGES[lang]) + "</div>"


def _paragraphs(lang: str) -> str:
    return "".join(f"<p>{escape(paragraph)}</p>" for paragraph in PARAGRAPHS[lang])


def kept(markup: str) -> list[str]:
    """The lines kept when the model passes every block: the steps after it decide."""
    return kept_lines_scored(markup, {}, KEPT)


@pytest.mark.parametrize("lang", MESSAGES)
def test_a_shops_alert_messages_are_left_out(lang: str) -> None:
    lines = kept(_page(_paragraphs(lang) + _alerts(lang)))
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert not any(message in lines for message in MESSAGES[lang])


def _callout(lang: str) -> str:
    """A "note" box of the alert role between the text's paragraphs (Bootstrap's docs give its alerts the role)."""
    first, *rest = PARAGRAPHS[lang]
    return (f"<p>{escape(first)}</p><div role='alert' class='alert alert-warning'>{escape(NOTES[lang])}</div>"
            + "".join(f"<p>{escape(paragraph)}</p>" for paragraph in rest))


def _whole_page(lang: str) -> str:
    """A notice page whose text is the alert itself (a closed shop's notice): the page, not a message over it."""
    return f"<div role='alert' class='notice'><p>{escape(NOTES[lang])}</p>{_paragraphs(lang)}</div>"


def _status(lang: str) -> str:
    """The same lines in a "status" live region (a count of results, a poll's tally): no alert."""
    return f"<div role='status'>{escape(NOTES[lang])}</div>{_paragraphs(lang)}"


def _named_only(lang: str) -> str:
    """A box only named "alert" (no role) under the text: the name alone is no message."""
    return f"{_paragraphs(lang)}<div class='alert'>{escape(NOTES[lang])}</div>"


def _last_in_text(lang: str) -> str:
    """The note of the alert role closing the text, right after its last paragraph."""
    return f"{_paragraphs(lang)}<div role='alert'>{escape(NOTES[lang])}</div>"


def _before_steps(lang: str) -> str:
    """A manual's note of the alert role between a section's heading and its numbered steps (review h162)."""
    first, *rest = PARAGRAPHS[lang]
    return (f"<p>{escape(first)}</p><h2>{escape(TITLES[lang])}</h2><div role='alert' class='alert alert-info'>"
            f"{escape(NOTES[lang])}</div><ol>" + "".join(f"<li>{escape(p)}</li>" for p in rest) + "</ol>")


def _after_code(lang: str) -> str:
    """An article's warning of the alert role between a preformatted timetable and the next section's heading, its
    paragraphs in a quotation after it (review h162)."""
    first, *rest = PARAGRAPHS[lang]
    return (f"<p>{escape(first)}</p><pre>08:00  09:30\n13:00  17:30</pre><div role='alert' class='alert alert-danger'>"
            f"{escape(NOTES[lang])}</div><h2>{escape(TITLES[lang])}</h2><blockquote>"
            + "".join(f"<p>{escape(p)}</p>" for p in rest) + "</blockquote>")


# pages meant to break the rule: the note must stay
NOT_MESSAGES: list[Callable[[str], str]] = [_callout, _whole_page, _status, _named_only, _last_in_text,
                                           _before_steps, _after_code]


@pytest.mark.parametrize(("lang", "page"), [(lang, page) for lang in MESSAGES for page in NOT_MESSAGES])
def test_other_alerts_and_live_regions_stay(lang: str, page: Callable[[str], str]) -> None:
    lines = kept(_page(page(lang)))
    assert NOTES[lang] in lines
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])


# pages meant to break review h162's wider callout test (``auto.ALERT_TEXT_TAGS``): a message beside a shop's tabs
# (a <ul>), under a login form's heading, beside a button, beside a menu list: messages still, left out
MESSAGE_PLACES: dict[str, Callable[[str, str], str]] = {
    "beside the shop's tabs": lambda lang, alert: f"{_paragraphs(lang)}<button>+</button>{alert}<ul><li>1</li></ul>",
    "under a login heading": lambda lang, alert: (f"{_paragraphs(lang)}<h2>{escape(TITLES[lang])}</h2>{alert}"
                                                  "<div></div>"),
    "before a login heading": lambda lang, alert: (f"{_paragraphs(lang)}<div></div>{alert}"
                                                   f"<h3>{escape(TITLES[lang])}</h3>"),
    "between two boxes": lambda lang, alert: f"{_paragraphs(lang)}<div><b>1</b></div>{alert}<div><b>2</b></div>",
    "under a menu list": lambda lang, alert: f"{_paragraphs(lang)}<ul><li><a href='/'>home</a></li></ul>{alert}",
}


@pytest.mark.parametrize(("lang", "place"), [(lang, place) for lang in MESSAGES for place in MESSAGE_PLACES])
def test_a_message_beside_no_running_text_is_left_out(lang: str, place: str) -> None:
    alert = f"<div role='alert' class='message'>{escape(MESSAGES[lang][0])}</div>"
    lines = kept(_page(MESSAGE_PLACES[place](lang, alert)))
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert MESSAGES[lang][0] not in lines
