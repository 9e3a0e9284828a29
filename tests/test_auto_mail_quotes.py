"""A mail client's attribution line over a quoted message ("On <date>, <name> wrote:") in a mailing-list archive's
message is the quote's header, not text; the quoted lines and the messages stay."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored

MESSAGES = {"zh": PARAGRAPHS["zh"][:3], "en": [
    "I switched the school's computers to the new keyboard layout and the stacked letters now look right.",
    "It worked on my laptop as well after I installed the font by hand and restarted it twice.",
    "Please post the model of your tablet, so that we can keep a list of the devices that work."]}
NAMES = ["Dawa", "Lhamo", "Karma"]
# per language: the attribution lines of the clients (Gmail, Thunderbird, a Chinese client) over the quoted message
ATTRIBUTIONS = {"en": ["On Mar 10, 2024 at 9:00 PM, {name} <{name}@example.org> wrote:", "On 3/11/24 21:01, {name} wrote:"],
                "zh": ["在 2024年3月10日 21:00，{name} 写道：", "{name} 写道："]}
SENTENCE = {"en": "On Monday the teacher wrote: every child in the class can now type their own name.",
            "zh": "老师在信里写道：班上每个孩子都已经能打出自己的名字了。"}


def mail_thread(lang: str, attribution: str) -> tuple[str, list[str]]:
    """A list archive's thread: each reply quotes the message before it under the attribution line."""
    texts = MESSAGES[lang]
    lines = [attribution.format(name=NAMES[n - 1]) for n in range(1, len(texts))]
    messages = []
    for n, text in enumerate(texts):
        quote = (f"<div class='quoted'>{lines[n - 1].replace('<', '&lt;').replace('>', '&gt;')}<br>"
                 f"<blockquote>&gt; {texts[n - 1]}</blockquote></div>") if n else ""
        messages.append(f"<div class='message'><div class='from'>{NAMES[n]}</div><div class='body'><p>{text}</p>"
                        f"{quote}</div></div>")
    markup = (f"<html><head><title>list</title></head><body><h1>list</h1><p>{SENTENCE[lang]}</p>"
              f"{''.join(messages)}</body></html>")
    return markup, lines


@pytest.mark.parametrize("lang", ATTRIBUTIONS)
@pytest.mark.parametrize("client", [0, 1])
def test_a_quotes_attribution_line_is_left_out_and_the_quote_kept(lang: str, client: int) -> None:
    markup, attributions = mail_thread(lang, ATTRIBUTIONS[lang][client])
    lines = kept_lines_scored(markup, {}, KEPT)
    assert not any(line in lines for line in attributions)
    assert all(text in lines for text in MESSAGES[lang])
    assert all(f"> {text}" in lines for text in MESSAGES[lang][:-1])
    assert SENTENCE[lang] in lines  # "wrote:" inside a sentence: text
