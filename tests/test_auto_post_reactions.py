"""A post's reactions, the line naming who liked or thanked it ("Dawa, Nurgul and 3 others like this"), is the
forum's furniture, not the thread's text: vBSEO's "vbseo_liked" box, vBulletin's thanks box, XenForo's and
Invision's reaction bars (``auto.words.POSTER_RE``)."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import DIRECTION, TITLES
from tests.extraction_pages import auto_lines as extract

# a thread's posts (our own sentences) and, per post, its reaction line in the board's language
POSTS = {
    "bo": ["ང་ཚོ་ཟླ་བ་རྗེས་མར་ལྷ་སར་འགྲོ་རྒྱུ་ཡིན། ས་ཆ་གང་དུ་ཞག་བསྡད་ན་ལེགས།",
           "བར་སྐོར་གྱི་ཉེ་འཁོར་དུ་མགྲོན་ཁང་ཆུང་ཆུང་མང་པོ་ཡོད། ཞོགས་པ་བཀའ་སྐོར་ལ་འགྲོ་བར་བདེ་པོ་ཡོད།",
           "ལྷ་སར་ཉིན་དང་པོར་ངལ་གསོ་ཡག་པོ་བྱེད་དགོས། ས་མཐོ་བས་དལ་མོས་འགྲོ་རོགས།",
           "ཐུགས་རྗེ་ཆེ། ང་ཚོས་བར་སྐོར་གྱི་མགྲོན་ཁང་ཞིག་ལ་སྔོན་འཛིན་བྱས་ཟིན།"],
    "ug": ["كېلەر ئايدا تۇرپانغا بارماقچىمىز، قايسى مېھمانخانىدا تۇرساق بولىدۇ؟",
           "شەھەر مەركىزىدىكى كىچىك مېھمانخانىلار ئەرزان، ئۈزۈمزارلىققا يېقىن.",
           "يازدا ھاۋا بەك ئىسسىق، ئەتىگەن ۋە كەچتە ئايلانسىڭىز ياخشى.",
           "رەھمەت، بىز مەركەزدىكى بىر مېھمانخانىنى ئالدىن زاكاز قىلدۇق."],
    "en": ["We fly to Istanbul in May and have two nights before the connection. Which side of the city is best?",
           "Stay near Karakoy: the tram and the ferries are close and the evenings by the water are lovely.",
           "Book the Bosphorus ferry early in the morning, when the boats are empty and the light is soft.",
           "Thank you both, we took a small hotel by the tram stop and will try the morning ferry."],
}
LIKED = {"bo": "བསོད་ནམས། སྒྲོལ་མ། དང་གཞན་ {n} ལ་འདི་དགའ།", "ug": "نۇرگۈل، ئەركىن ۋە يەنە {n} ئادەم ياقتۇردى.",
         "en": "Dawa, Nurgul and {n} others like this."}
# how each engine draws one post and its reaction line: {n} the post's number, {text} the post, {liked} the line
ENGINES = {
    "vbseo": ('<div id="post{n}" class="tpost"><div class="trow"><div class="tcell alt1"><a href="/members/{n}">'
              'member{n}</a></div><div class="tcell alt2"><div id="post_message_{n}">{text}</div>'
              '<div class="vbseo_buttons"><div class="alt2 vbseo_liked">{liked}</div></div></div></div></div>'),
    "xenforo": ('<article class="message message--post" id="js-post-{n}"><div class="message-cell message-cell--main">'
                '<article class="message-body"><div class="bbWrapper">{text}</div></article>'
                '<div class="reactionsBar js-reactionsList is-active"><a class="reactionsBar-link" href="/p/{n}/r">'
                '{liked}</a></div></div></article>'),
}


def thread(engine: str, lang: str) -> str:
    """A thread whose every post carries its reaction line, as ``ENGINES[engine]`` draws it."""
    posts = "".join(ENGINES[engine].format(n=n, text=escape(text), liked=escape(LIKED[lang].format(n=n + 2)))
                    for n, text in enumerate(POSTS[lang]))
    return (f"<html lang='{lang}' dir='{DIRECTION.get(lang, 'ltr')}'><head><meta charset='utf-8'><title>"
            f"{escape(TITLES.get(lang, 'Istanbul'))}</title></head><body><div class='page'><h1>"
            f"{escape(TITLES.get(lang, 'Istanbul'))}</h1><div id='posts'>{posts}</div></div></body></html>")


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("lang", POSTS)
def test_a_posts_reaction_line_is_left_out(engine: str, lang: str) -> None:
    lines = extract(thread(engine, lang))
    assert all(post in lines for post in POSTS[lang])
    assert not any(LIKED[lang].format(n=n + 2) in lines for n in range(len(POSTS[lang])))
