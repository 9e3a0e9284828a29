"""Forum threads whose dev truths keep less than the page shows (session 41 review): every reply of a thread stays,
a reply's quote of an earlier post stays with it, and a board's short one-line replies stay beside its long ones.
The dev annotations that drop replies, quotes or one-line comments disagree with one another and with most forum
truths, so the extractor keeps the whole discussion. Our own sentences throughout."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

POSTS = {
    "bo": ["ང་ཚོའི་གྲོང་གསེབ་ཀྱི་སློབ་གྲྭར་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་བཙུགས་ན་ཡག་པོ་ཡོང་། དཔེ་དེབ་ག་ནས་རག་ཐུབ་བམ།",
           "ང་ཚོའི་ཡུལ་དུ་ཕ་མ་ཚོས་རང་ཁྱིམ་གྱི་དཔེ་དེབ་རྙིང་པ་བསྡུས་ནས་སློབ་གྲྭར་ཕུལ། ཟླ་བ་གཅིག་གི་ནང་དཔེ་དེབ་བརྒྱ་ལྷག་འཛོམས།",
           "དཔེ་དེབ་བསྡུ་རུབ་བྱེད་སྐབས་བྱིས་པའི་སྒྲུང་དེབ་དང་རིག་གཞུང་གི་དཔེ་ཆ་སོ་སོར་ཕྱེ་ན་སློབ་མ་ཚོས་འཚོལ་བདེ་པོ་ཡོང་།",
           "ཐུགས་རྗེ་ཆེ། ང་ཚོས་ཀྱང་ཟླ་བ་རྗེས་མར་ཕ་མའི་ཚོགས་འདུ་ཞིག་འཚོགས་ནས་དཔེ་དེབ་བསྡུ་རུབ་འགོ་འཛུགས་རྒྱུ་ཡིན།"],
    "ug": ["مەھەللىمىزدىكى كىچىك باغچىغا قايسى مېۋە دەرىخىنى تىكسەك ئەڭ ياخشى؟ يەر بىر ئاز شورلۇق.",
           "شورلۇق يەرگە ئۈجمە بىلەن جىگدە ياخشى ماسلىشىدۇ، بىزنىڭ يېزىدا ئون يىلدىن بۇيان ياخشى ئۆسۈۋاتىدۇ.",
           "كۆچەت تىكىشتىن بۇرۇن يەرنى ئىككى قېتىم سۇ بىلەن يۇيۇۋەتسىڭىز، شورى خېلى كېمىيىدۇ.",
           "رەھمەت، بۇ باھاردا ئۈجمە بىلەن جىگدىدىن بەش تۈپتىن تىكىپ باقىمىز."],
}
NAMES = ["tenzin_k", "Drolma", "abdukerim", "Mehray"]


def page(lang: str, body: str) -> str:
    """A board's page around ``body``: its header links and footer."""
    d = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{d}'><head><meta charset='utf-8'><title>thread</title></head><body>"
            "<div id='header'><a href='/'>Home</a> <a href='/forum'>Forums</a> <a href='/search'>Search</a></div>"
            f"{body}<div id='footer'><a href='/contact'>Contact</a> <a href='/privacy'>Privacy</a> © 2025</div></body></html>")


def plain_thread(lang: str) -> str:
    """An opening post and three replies under a "Replies" heading (the 4316 layout)."""
    posts = POSTS[lang]
    replies = "".join(f"<div class='reply'><div class='author'><a href='/u/{n}'>{n}</a></div><div class='body'><p>{p}</p></div></div>"
                      for n, p in zip(NAMES[1:], posts[1:]))
    return page(lang, f"<div class='discussion'><h1>Discussion Forum</h1><div class='question'><div class='author'>"
                      f"<a href='/u/{NAMES[0]}'>{NAMES[0]}</a></div><div class='body'><p>{posts[0]}</p></div></div>"
                      f"<h3>Replies</h3>{replies}</div>")


def quoting_thread(lang: str) -> str:
    """XenForo-like messages, the third quoting the second (the 0515 and 1658 layouts)."""
    posts = POSTS[lang]
    articles = ""
    for i, (n, p) in enumerate(zip(NAMES, posts)):
        quote = ("<blockquote class='bbCodeBlock bbCodeBlock--quote'><div class='bbCodeBlock-title'>"
                 f"{NAMES[1]} said:</div><div class='bbCodeBlock-content'>{posts[1]}</div></blockquote>") if i == 2 else ""
        articles += (f"<article class='message message--post'><div class='message-user'><a href='/members/{n}'>{n}</a></div>"
                     f"<div class='message-content'><article class='message-body'><div class='bbWrapper'>{quote}{p}</div>"
                     "</article></div></article>")
    return page(lang, f"<div class='block-body'>{articles}</div>")


LAYOUTS = {"plain": plain_thread, "quoting": quoting_thread}


@pytest.mark.parametrize("lang", sorted(POSTS))
@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_every_post_of_a_thread_stays(layout: str, lang: str) -> None:
    """The opening post and every reply come out, whatever the dev truth of a similar thread kept."""
    text = auto_text(LAYOUTS[layout](lang))
    for post in POSTS[lang]:
        assert post in text, f"{layout}/{lang}: lost {post[:30]!r}"
    assert "Privacy" not in text
