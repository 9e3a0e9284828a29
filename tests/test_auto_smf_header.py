"""SMF 2's board header (the guest's login, the search box, the board's "News:" box) and its "Author Topic: <title>
(Read N times)" line over a topic's posts are no text of the topic."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# a topic's posts and the board's news (our own sentences)
POSTS = {
    "bo": ["ང་ཚོ་དབྱར་ཁར་མཚོ་སྔོན་པོའི་འགྲམ་དུ་སྐོར་བསྐྱོད་ལ་འགྲོ་རྒྱུ་ཡིན། ལམ་ཁ་གང་ནས་བཟང་ངམ།",
           "ཞིང་ཆེན་ནས་རླངས་འཁོར་ཐོག་འགྲོ་ན་ཆུ་ཚོད་བཞི་ཙམ་ལ་སླེབས་ཐུབ། ལམ་ཁ་ཡག་པོ་ཡོད།",
           "ཟླ་བ་བདུན་པའི་ནང་ཆར་པ་མང་བས་ཆར་ཐུལ་ཁྱེར་རོགས།"],
    "ug": ["يازدا قاناس كۆلىگە ساياھەتكە بارماقچىمىز، قايسى يول ياخشى؟",
           "ئۈرۈمچىدىن ئاپتوبۇستا بارسىڭىز ئىككى كۈن كېتىدۇ، يول ناھايىتى چىرايلىق.",
           "يەتتىنچى ئايدا يامغۇر كۆپ بولىدۇ، يامغۇرلۇق ئېلىۋېلىڭ."],
    "en": ["We plan to walk around the lake in July. Which road is the better one?",
           "Take the bus from the county town; the road is good and the ride takes four hours.",
           "July is the rainy month there, so bring a raincoat and warm socks."],
}
NEWS = {"bo": "ཚོགས་རའི་ལམ་ལུགས་གསར་པ་ཟླ་བ་འདིའི་ནང་ནས་ལག་ལེན་བསྟར་རྒྱུ་ཡིན།",
        "ug": "مۇنبەرنىڭ يېڭى قائىدىسى كېلەر ئايدىن باشلاپ يولغا قويۇلىدۇ.",
        "en": "The board's new rules start on the first day of next month."}
TITLE = {"bo": "མཚོ་འགྲམ་སྐོར་བསྐྱོད།", "ug": "كۆل بويىدا ساياھەت", "en": "Walking around the lake"}


def smf_topic(lang: str) -> str:
    posts = "".join(
        f"<div class='windowbg'><div class='post_wrapper'><div class='poster'><h4>member{n}</h4></div>"
        f"<div class='postarea'><div class='post'><div class='inner'>{text}</div></div></div></div></div>"
        for n, text in enumerate(POSTS[lang]))
    return (f"<html lang='{lang}'><head><title>{TITLE[lang]}</title></head><body><div id='header'>"
            f"<div id='upper_section' class='middletext'><div class='user'><form action='/login2' method='post'>"
            f"<input type='text' name='user'><input type='submit' value='Login'></form></div><div class='news normaltext'>"
            f"<h2>News: </h2><p>{NEWS[lang]}</p></div></div></div><div id='content_section'>"
            f"<div class='navigate_section'><ul><li><a href='/index.php'>Board</a></li></ul></div>"
            f"<div id='forumposts'><div class='cat_bar'><h3 class='catbg'><span id='author'>Author</span> Topic: "
            f"{TITLE[lang]} &nbsp;(Read 185 times)</h3></div><form id='quickModForm'>{posts}</form></div></div>"
            f"</body></html>")


@pytest.mark.parametrize("lang", POSTS)
def test_smf_header_news_and_topic_line_are_left_out(lang: str) -> None:
    lines = extract(smf_topic(lang))
    assert all(post in lines for post in POSTS[lang])
    assert NEWS[lang] not in lines
    assert not any("Read 185 times" in line for line in lines)


def test_a_sentence_naming_a_topic_and_its_reads_stays() -> None:
    page = ("<html lang='en'><head><title>Reading log</title></head><body><h1>Reading log</h1>"
            "<p>Our class read one story many times this spring and wrote down what changed each time.</p>"
            "<p>Topic: the story of the lost yak, which the younger pupils asked for again and again (read 12 "
            "times) until they could tell it without the book.</p></body></html>")
    assert any("lost yak" in line for line in extract(page))


# a header line quoted, and the sentences around it (our own)
QUOTED_HEADER = "Author Topic: Winter meeting (Read 185 times)"
QUOTING = {
    "article": ("<article><h1>How our old board worked</h1><p>Every thread of the old board opened with a line "
                "like the one below, and new members kept asking what it meant.</p><p>{quote}</p><p>The number "
                "counted how often the page had been opened, by members and guests alike.</p></article>"),
    "post": ("<div class='post'><p>Someone asked about the line at the top of our old threads. It looked like "
             "this:</p><blockquote><div>{quote}</div></blockquote><p>It only counted page views, nothing "
             "more, and it was never reset after the move.</p></div>"),
}


@pytest.mark.parametrize("layout", QUOTING)
def test_a_quoted_smf_header_stays(layout: str) -> None:
    page = (f"<html lang='en'><head><title>Old board</title></head><body>"
            f"{QUOTING[layout].format(quote=QUOTED_HEADER)}</body></html>")
    assert QUOTED_HEADER in extract(page)
