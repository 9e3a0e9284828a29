"""A block named a button whose text is all buttons without href (``<a class="btn">`` a script acts on, ``<button>``)
is a call to action as a link is (``auto.furniture_veto``, ``auto.CLICKABLE_TAGS``)."""

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
