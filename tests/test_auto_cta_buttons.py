"""A block named a button whose text is all buttons without href (``<a class="btn">`` a script acts on, ``<button>``)
is a call to action as a link is (``auto.vetoes.furniture_veto``, ``auto.never_kept.CLICKABLE_TAGS``)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored, news_section_page

# per language: a service guide's steps and its call-to-action buttons (our own sentences and labels)
GUIDES = {
    "bo": (["ཡིག་ཚང་དུ་ཕེབས་ནས་རེའུ་མིག་ཁ་སྐོང་གནང་རོགས།", "ཉིན་བཅོ་ལྔའི་ནང་ལག་ཁྱེར་གསར་པ་ལེན་ཆོག"], ["དྲ་ཐོག་ནས་ཞུ་ཡིག་འབུལ།", "དུས་ཚོད་འཇོག"]),
    "ug": (["ساقچىخانىغا بېرىپ ئىلتىماس جەدۋىلىنى تولدۇرۇڭ.", "يېڭى گۇۋاھنامە يىگىرمە كۈن ئىچىدە تەييار بولىدۇ."], ["تور ئارقىلىق ئىلتىماس قىلىش", "ۋاقىت بېكىتىش"]),
    "zh": (["请到社区服务中心提交申请表。", "新证件在十五个工作日内办好。"], ["在线办理", "预约办理"]),
    "en": (["Fill in the form at the service centre.", "Your new card is ready within fifteen working days."], ["Apply online", "Book a visit"]),
}
SHAPES = {  # the buttons as a template draws them: links without href, or one beside a link that acts on the page
    "no-href": "<a class='btn-primary'>{0}</a><a>{1}</a>",
    "mixed": "<a class='btn-primary'>{0}</a><a href='#book'>{1}</a>",
}
MENU = ["home", "services", "contact"]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("lang", GUIDES)
def test_a_row_of_buttons_without_href_is_left_out(lang: str, shape: str) -> None:
    steps, labels = GUIDES[lang]
    body = "".join(f"<p>{step}</p>" for step in steps) + f"<div class='btns'>{SHAPES[shape].format(*labels)}</div>"
    lines = kept_lines_scored(news_section_page(steps[0], body, MENU), dict.fromkeys(MENU, -5.0), 0.0)
    assert all(step in lines for step in steps)
    assert not any(label in "\n".join(lines) for label in labels)


# per language: a guide's sections (our own sentences), each in a box whose class holds a button's word ("attraction",
# "more-info"), its heading and its paragraphs wrapped in <a name> anchors an old page or a table of contents lands on
SECTIONS = {
    "en": [("Sera Monastery", "In the afternoon the monks debate in the courtyard, clapping at each point."),
           ("The Potala Palace", "Tickets are limited each day, so book them the day before.")],
    "zh": [("青稞", "青稞耐寒，河谷两岸多种之，秋收后晒干磨粉，为本地主要口粮。"),
           ("牦牛", "牦牛多养于高山牧场，夏季上山，冬季回到冬窝子。")],
    "bo": [("སེ་ར་དགོན།", "ཕྱི་དྲོ་གྲྭ་པ་ཚོས་ཆོས་ར་རུ་རྩོད་པ་རྒྱག་གི་ཡོད།"),
           ("པོ་ཏ་ལ།", "ཉིན་རེར་འཛུལ་འཐུས་ཤོག་བུ་གྲངས་ཚད་ཡོད་པས་སྔོན་ལ་ཉོ་དགོས།")],
}
BOXES = ["attraction", "more-info"]


@pytest.mark.parametrize("box", BOXES)
@pytest.mark.parametrize("lang", SECTIONS)
def test_a_named_anchor_is_no_button(lang: str, box: str) -> None:
    sections = SECTIONS[lang]
    body = "".join(f"<div class='{box}'><h3><a name='s{n}'>{heading}</a></h3><p><a name='p{n}'>{text}</a></p></div>"
                   for n, (heading, text) in enumerate(sections))
    lines = kept_lines_scored(news_section_page(sections[0][1], body, MENU), dict.fromkeys(MENU, -5.0), 0.0)
    assert all(heading in lines and text in lines for heading, text in sections)


# per language: the label of a "more" link beside a section's heading (our own)
MORE_LABELS = {"en": "More", "zh": "更多", "bo": "མུ་མཐུད།"}


@pytest.mark.parametrize("wrapper", ["more", "plain"])
@pytest.mark.parametrize("lang", SECTIONS)
def test_a_more_link_named_by_its_inline_wrapper_is_left_out(lang: str, wrapper: str) -> None:
    # "<span class='more'><a href>更多</a></span>" beside each heading: the wrapper names the link a button, as a
    # class on the link itself would; the same link in an unnamed span is left as judged
    sections, label = SECTIONS[lang], MORE_LABELS[lang]
    named = " class='more'" if wrapper == "more" else ""
    body = "".join(f"<div class='notes'><h3>{heading}</h3><span{named}><a href='/notes/{n}'>{label}</a></span>"
                   f"<div class='text'>{text}</div></div>" for n, (heading, text) in enumerate(sections))
    lines = kept_lines_scored(news_section_page(sections[0][1], body, MENU), dict.fromkeys(MENU, -5.0), 0.0)
    assert all(text in lines for _, text in sections)
    assert (label in lines) is (wrapper == "plain")


@pytest.mark.parametrize("wrapper", ["attraction-name", "transaction", "moreover"])
@pytest.mark.parametrize("lang", SECTIONS)
def test_a_linked_name_in_a_wrapper_merely_holding_a_button_word_stays(lang: str, wrapper: str) -> None:
    # a travel list's "<h3><span class='attraction-name'><a href>Potala Palace</a></span></h3>": the class holds
    # "action" inside another word, and names no button; the sights' names stay
    sections = SECTIONS[lang]
    body = "".join(f"<div class='item'><h3><span class='{wrapper}'><a href='/sights/{n}'>{heading}</a></span></h3>"
                   f"<p>{text}</p></div>" for n, (heading, text) in enumerate(sections))
    lines = kept_lines_scored(news_section_page(sections[0][1], body, MENU), dict.fromkeys(MENU, -5.0), 0.0)
    assert all(heading in lines and text in lines for heading, text in sections)
