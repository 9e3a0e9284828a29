"""A row of buttons drawn as spans (Google Groups' "Reply / Reply to author / Forward") under each message is no text;
a highlighted code line, spans too, stays."""

from __future__ import annotations

from collections import Counter

import lxml.html
import pytest

from extract.algorithms._blocks import block_owner
from extract.algorithms.auto.never_kept import _count_clickable_text, clickable_roots
from extract.bench.train_auto import slim_dom
from extract.dom import build_dom
from tests.extraction_pages import auto_lines as extract

# a mailing list's messages (our own sentences), the buttons in the list's language
MESSAGES = {
    "en": ["I moved the school's computers to the new keyboard layout and the stacked letters show correctly now.",
           "Good news. Did you have to install the font again, or did the layout bring it along?",
           "The layout brought it along; only the old printer still needed the font by hand.",
           "Then I will try the same on the library's computers next week and write back here."],
    "bo": ["ངས་སློབ་གྲྭའི་གློག་ཀླད་ཚང་མར་མཐེབ་གཞོང་གསར་པ་བཙུགས་པས་ཡིག་འབྲུ་བརྩེགས་མ་གསལ་པོ་མངོན་གྱི་འདུག",
           "བཟང་། ཡིག་གཟུགས་བསྐྱར་དུ་སྒྲིག་འཇུག་བྱེད་དགོས་སམ།",
           "མི་དགོས། པར་འཕྲུལ་རྙིང་པ་ཁོ་ན་ལག་པས་སྒྲིག་དགོས་བྱུང་།",
           "ཡང་བདུན་ཕྲག་རྗེས་མར་དཔེ་མཛོད་ཁང་གི་གློག་ཀླད་ལ་ཚོད་ལྟ་བྱས་ནས་འདིར་འབྲི་ཡོང་།"],
    "ug": ["مەكتەپنىڭ كومپيۇتېرلىرىغا يېڭى كۇنۇپكا تاختىسىنى ئورناتتىم، ھەرپلەر ھازىر توغرا كۆرۈنىدۇ.",
           "ياخشى خەۋەر. خەت نۇسخىسىنى قايتا ئورنىتىشقا توغرا كەلدىمۇ؟",
           "ياق، پەقەت كونا پرىنتېرغىلا قولدا ئورنىتىشقا توغرا كەلدى.",
           "كېلەر ھەپتە كۇتۇپخانىنىڭ كومپيۇتېرلىرىدىمۇ سىناپ، بۇ يەرگە يازىمەن."],
}
BUTTONS = {"en": ("Reply", "Reply to author", "Forward"), "bo": ("ལན།", "རྩོམ་པ་པོར་ལན།", "མདུན་སྐྱེལ།"),
           "ug": ("جاۋاب", "ئاپتورغا جاۋاب", "يوللاش")}


def groups_thread(lang: str) -> str:
    buttons = "".join(f"<span class='hyMrOd'>{label}</span>" for label in BUTTONS[lang])
    messages = "".join(
        f"<section role='listitem' class='BkrUxb'><h3><span>member{n}</span></h3>"
        f"<div class='ptW7te'><p>{text}</p></div><div class='qlaP7e'>{buttons}</div></section>"
        for n, text in enumerate(MESSAGES[lang]))
    return (f"<html lang='{lang}'><head><title>list</title></head><body><div role='navigation'><a href='/g/x'>x</a>"
            f"<span>Conversations</span><span>About</span></div><div role='main'><h1>Keyboards</h1>"
            f"<div role='list'>{messages}</div></div></body></html>")


@pytest.mark.parametrize("lang", MESSAGES)
def test_a_row_of_span_buttons_under_each_message_is_left_out(lang: str) -> None:
    lines = extract(groups_thread(lang))
    assert all(message in lines for message in MESSAGES[lang])
    assert not any(BUTTONS[lang][2] in line for line in lines)


# a tutorial whose highlighted code repeats a line three times (our own code): each token a span
TOKENS = ("<span class='k'>print</span><span class='p'>(</span><span class='s'>'tashi delek'</span>"
          "<span class='p'>)</span>")
TUTORIAL = ("<html lang='en'><head><title>Greetings</title></head><body><h1>Printing a greeting</h1>"
            "<p>Each call below prints the same greeting once, so the program prints it three times in all.</p>"
            "<pre>" + "".join(f"<div class='line'>{TOKENS}</div>" for _ in range(3)) + "</pre>"
            "<p>Change the text between the quotes to greet someone else in the same way.</p></body></html>")


def test_a_highlighted_code_line_repeated_stays() -> None:
    assert extract(TUTORIAL).count("print('tashi delek')") == 3



# a song's refrain among its verses (our own lines), each word or syllable a span of its own: a read-along book's
# timed words, a Tibetan song's syllables for learners
SONGS = {  # language: (refrain, verses, the words' separator, kept inside each span)
    "en": ("Little goat, little goat, where do you go?",
           ["I go up the hill to eat the green grass.", "I go down to the river to drink.",
            "I go home to my mother to sleep."], " "),
    "bo": ("ཕ་ཡུལ་གངས་རིའི་འདབས་ན་ཡོད་",
           ["ནམ་མཁའ་སྔོན་པོའི་འོག་ན་", "ཆུ་བོ་གཙང་མའི་འགྲམ་ན་", "ཨ་མ་བྱམས་པའི་མདུན་ན་"], "་"),
}


def sung_line(line: str, separator: str, tag: str = "span") -> str:
    return "<p class='line'>" + "".join(f"<{tag} class='w'>{word}{separator}</{tag}>"
                                        for word in line.split(separator) if word) + "</p>"


def song_page(lang: str, tag: str = "span") -> str:
    refrain, verses, separator = SONGS[lang]
    lines = "".join(sung_line(verse, separator, tag) + sung_line(refrain, separator, tag) for verse in verses)
    return (f"<html lang='{lang}'><head><title>song</title></head><body><h1>A song for the valley</h1>"
            f"<p>Press play and each word lights up as it is sung; the refrain comes after every verse.</p>{lines}"
            f"</body></html>")


@pytest.mark.parametrize("lang", SONGS)
def test_a_song_s_refrain_of_word_spans_stays(lang: str) -> None:
    refrain, verses, _ = SONGS[lang]
    lines = extract(song_page(lang))
    assert sum(refrain.strip() in line for line in lines) == len(verses)


# the same song for learners, each word a link without href a script answers (its gloss, its sound): the refrain
# is no bar of buttons (``auto.vetoes.tool_bars``)
@pytest.mark.parametrize("lang", SONGS)
def test_a_song_s_refrain_of_glossed_words_stays(lang: str) -> None:
    refrain, verses, _ = SONGS[lang]
    lines = extract(song_page(lang, "a"))
    assert sum(refrain.strip() in line for line in lines) == len(verses)


# a refrain of two lines in a block of its own after each verse (our own lines), each word a span
CHORUS = ("Sing with me, sing with me,", "over the hills we go.")
VERSES = [("The sun comes up, the yaks wake up,", "the grass is wet with dew."),
          ("We climb the pass, we cross the stream,", "the sky is wide and blue."),
          ("The night comes down, the fire is lit,", "the stars come out for you.")]


def stanza(css: str, lines: tuple[str, ...]) -> str:
    return f"<div class='{css}'>" + "".join(sung_line(line, " ") for line in lines) + "</div>"


def test_a_refrain_block_of_word_span_lines_stays() -> None:
    page = ("<html lang='en'><head><title>song</title></head><body><h1>Over the hills</h1>"
            "<p>Each word lights up as it is sung; the chorus comes after every verse.</p>"
            + "".join(stanza("verse", verse) + stanza("chorus", CHORUS) for verse in VERSES) + "</body></html>")
    lines = extract(page)
    assert all(sum(line.strip() in kept for kept in lines) == len(VERSES) for line in CHORUS)


# The clickable text per block counted from the nodes' own text and from the text pieces (a slim Dom keeps the pieces
# alone): the same counts, on pages of links, buttons, a preformatted link of several lines and tails after links
CLICKABLE_PAGES = [
    groups_thread("bo"),
    groups_thread("ug"),
    "<html><body><p>བཀྲ་ཤིས། <a href='/a'>ཡིག་ཆ་ <b>ཀློག</b></a> བདེ་ལེགས།</p><ul><li><span>1</span><a href='/b'>文字 一</a>"
    "</li><li><button>جاۋاب  بېرىش</button> text after</li></ul><pre><a href='/c'>line one\n\n  line two\n</a>"
    "tail\nmore</pre><p>a line and <a>a link without its href</a> after it</p></body></html>",
]


@pytest.mark.parametrize("page", CLICKABLE_PAGES)
def test_the_clickable_text_is_the_same_from_the_nodes_and_from_the_pieces(page: str) -> None:
    dom = build_dom(lxml.html.document_fromstring(page))
    owner = block_owner(dom)
    from_nodes = _count_clickable_text(dom, owner)
    assert from_nodes and all(from_nodes.values())
    assert from_nodes == _count_clickable_text(slim_dom(dom), owner)
    roots = clickable_roots(dom)
    inside = [any(root <= o < dom.end[root] for root in roots) for o in range(len(dom))]
    by_pieces: Counter[int] = Counter()
    for o, text in zip(dom.piece_owner, dom.piece_text):
        if text and inside[o] and "".join(text.split()):
            by_pieces[owner[o]] += len("".join(text.split()))
    assert from_nodes == by_pieces
