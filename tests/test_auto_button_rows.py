"""A row of buttons drawn as spans (Google Groups' "Reply / Reply to author / Forward") under each message is no text;
a highlighted code line, spans too, stays."""

from __future__ import annotations

import pytest

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
