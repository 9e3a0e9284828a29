"""Popovers (HTML §6.12, ``auto.words.POPOVER_ATTRIBUTE``): an element with the ``popover`` attribute is hidden until a
button or a script opens it, like a ``<dialog>``; its text (a forum's "turn on notifications" steps) is never the
page's, whatever its class. The same list outside a popover is the page's."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: two posts of a thread and a help popover's steps; our own sentences
POSTS = {"bo": ["ང་ཚོའི་གྲོང་གསེབ་ཏུ་ད་ལོ་ཆར་པ་མང་པོ་བབས་པས་ཞིང་ཁ་ཚང་མ་ལེགས་པོ་བྱུང་།",
                "ང་ཚོའི་ཡུལ་དུ་ཡང་དེ་བཞིན་ཡིན། ནས་ཀྱི་ལོ་ཐོག་ན་ནིང་ལས་ཆེ་བ་རེད།"],
         "ug": ["بىزنىڭ يېزىمىزغا بۇ يىل يامغۇر كۆپ ياغدى، ئېتىزلارنىڭ ھەممىسى ياخشى بولدى.",
                "بىزنىڭ يۇرتتىمۇ شۇنداق، بۇغداي ھوسۇلى ئۆتكەن يىلدىكىدىن كۆپ بولدى."],
         "zh": ["今年我们村雨水多，地里的庄稼都长得很好。", "我们那里也一样，麦子的收成比去年多。"],
         "en": ["It rained a lot in our village this year and every field did well.",
                "The same here: the barley harvest was bigger than last year's."]}
STEPS = {"bo": ["སྒྲིག་འགོད་ཁ་ཕྱེ་རོགས།", "བརྡ་ཐོ་འདེམས་རོགས།", "དྲ་ཚིགས་འདི་འཚོལ་རོགས།"],
         "ug": ["تەڭشەكنى ئېچىڭ.", "ئۇقتۇرۇشنى تاللاڭ.", "بۇ تور بەتنى تېپىڭ."],
         "zh": ["打开设置。", "选择通知。", "找到本网站。"],
         "en": ["Open the settings.", "Choose notifications.", "Find this site in the list."]}
POST_LOGIT, STEP_LOGIT = 1.5, -0.5  # posts and steps: both above the threshold (the dev topic's steps: -0.5 to -1.4)


def thread_page(lang: str, popover: bool) -> str:
    posts = "".join(f"<article class='post'><p>{post}</p></article>" for post in POSTS[lang])
    steps = "".join(f"<li>{step}</li>" for step in STEPS[lang])
    attribute = " popover" if popover else ""
    return (f"<html><head><title>thread</title></head><body><main><h1>rain</h1>{posts}</main>"
            f"<div id='push-help'{attribute}><ol>{steps}</ol></div></body></html>")


def kept(lang: str, popover: bool) -> list[str]:
    scores = {post: POST_LOGIT for post in POSTS[lang]} | {step: STEP_LOGIT for step in STEPS[lang]}
    return kept_lines_scored(thread_page(lang, popover), scores, -5.0)


@pytest.mark.parametrize("lang", POSTS)
def test_a_popovers_text_is_not_the_page(lang: str) -> None:
    lines = kept(lang, popover=True)
    assert all(post in lines for post in POSTS[lang])
    assert not any(step in lines for step in STEPS[lang])


@pytest.mark.parametrize("lang", POSTS)
def test_the_same_list_outside_a_popover_is_kept(lang: str) -> None:
    lines = kept(lang, popover=False)
    assert all(line in lines for line in POSTS[lang] + STEPS[lang])
