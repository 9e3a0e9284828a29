"""A thread's call to log in before replying (``auto.lines.REPLY_PROMPT_RE``) and a forum ad slot's label with its
bracketed note (``auto.lines.AD_LABEL_RE``'s ``AD_NOTE``) are the board's furniture, left out however the model
scores them, in every language; a story's sentence about who may comment, a dialogue's "come in" and an article's
bracketed heading on advertising stay."""

from __future__ import annotations

import pytest

from extract.algorithms.auto.lines import is_marked_line
from tests.extraction_pages import KEPT, kept_lines_scored

# per language: a thread's posts (our own sentences)
POSTS = {
    "bo": ["ང་ཚོའི་གྲོང་ཚོའི་ཆུ་རྫིང་གསར་པ་དེ་ནམ་ཞིག་ལ་ལེགས་གྲུབ་ཡོང་གི་རེད། སུས་ཤེས་སམ།",
           "ལས་ཀ་བྱེད་མཁན་ཚོས་ཟླ་བ་རྗེས་མར་ཆུ་ལམ་མཇུག་སྒྲིལ་གྱི་ཡིན་ཟེར་གྱི་འདུག",
           "ཐུགས་རྗེ་ཆེ། ཞིང་པ་ཚོར་ལོ་འདིར་ཆུ་འདང་ངེས་ཡིན།"],
    "ug": ["كەنتىمىزدىكى يېڭى سۇ ئامبىرى قاچان پۈتىدۇ؟ بىلىدىغانلار بارمۇ؟",
           "ئىشچىلار كېلەر ئاينىڭ ئاخىرىدا ئۆستەڭنى تۈگىتىمىز دېدى.",
           "رەھمەت، ئۇنداقتا بۇ يىل دېھقانلارغا سۇ يېتىدىكەن."],
    "zh": ["村里新修的水库什么时候完工？有人知道吗？今年春天地里很缺水。",
           "施工队说下个月底就能把水渠修通，到时候各家的地都能浇上水。",
           "谢谢，这样今年夏天庄稼就不怕旱了，大家也能安心种地。"],
    "en": ["Does anyone know when the new reservoir above the village will be finished? The fields were dry in spring.",
           "The builders said the channel will be done by the end of next month, in time for the summer watering.",
           "Thank you, that means the barley will have water this year after all."],
}
# per language: the call to log in before replying, and the ad slot's label with its note (our own wording for
# Tibetan and Uyghur; the engines' strings for English and Chinese)
PROMPTS = {
    "bo": ("ལན་འདེབས་པར་ནང་འཛུལ་གནང་རོགས།", "ཁྱབ་བསྒྲགས། (ཐོ་འགོད་བྱས་རྗེས་མེད་པར་འགྲོ)"),
    "ug": ("ئىنكاس يېزىش ئۈچۈن كىرىڭ ياكى تىزىملىتىڭ", "ئېلان (ئەزا بولغاندىن كېيىن يوقايدۇ)"),
    "zh": ("您需要登录后才可以回帖 登录 | 立即注册", "广告（注册后消失）"),
    "en": ("Create an account or sign in to comment", "Advertisement (gone after registration)"),
}
DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}


def thread(lang: str) -> str:
    """A thread: its posts, the ad slot's label after the first, the call to log in as a heading under the last."""
    prompt, ad = PROMPTS[lang]
    posts = "".join(f"<article class='post'><div class='author'><a href='/u/{n}'>member{n}</a></div>"
                    f"<div class='content'><p>{text}</p></div></article>"
                    + (f"<div class='ad-slot'><p>{ad}</p><div class='slot'></div></div>" if n == 0 else "")
                    for n, text in enumerate(POSTS[lang]))
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><title>thread</title></head><body>"
            f"<div class='topic'><h1>thread</h1>{posts}<div class='reply-area'><h2>{prompt}</h2></div></div>"
            "</body></html>")


@pytest.mark.parametrize("lang", POSTS)
def test_a_thread_s_call_to_log_in_and_its_ad_label_are_left_out(lang: str) -> None:
    lines = kept_lines_scored(thread(lang), {}, KEPT)
    assert all(post in lines for post in POSTS[lang])
    assert not any(text in line for line in lines for text in PROMPTS[lang])


@pytest.mark.parametrize("line", [
    # XenForo, bbPress, Drupal, Invision's second line; Chinese, Tibetan and Uyghur forms after logging in
    "You must log in or register to reply here.", "You must be logged in to reply to this topic.",
    "Log in or register to post comments", "You need to be a member in order to leave a comment", "Sign in to reply",
    "请登录后发表评论", "登录后才能评论", "ནང་འཛུལ་བྱས་རྗེས་ལན་འདེབས་ཆོག", "كىرگەندىن كېيىن ئىنكاس يازالايسىز"])
def test_calls_to_log_in_before_replying(line: str) -> None:
    assert is_marked_line(line)


@pytest.mark.parametrize("line", [
    # a story's sentences about commenting, a dialogue's "come in, I will answer", a bare button, a paywall's sibling
    "Residents must register to comment on the plan by Friday.",
    "Please register to comment on the draft before the deadline of 5 May.",
    "ئىچكىرىگە كىرىڭ، جاۋاب بېرەي", "Log in", "Sign in to see more", "登录后可查看全文",
    "登录网站的人越来越多，评论区也很热闹。",
    # an article's headings on advertising, their brackets naming no registration
    "Advertising (marketing)", "广告（2019年）"])
def test_sentences_and_headings_that_are_no_such_furniture(line: str) -> None:
    assert not is_marked_line(line)


# a story (our own text) that quotes a council's notice on commenting and has a section headed on advertising
STORY = ("<html lang='en'><head><title>The new plan</title></head><body><article><h1>The valley's new plan</h1>"
         "<p>The council published its plan for the valley road on Monday, with maps of the two routes.</p>"
         "<p>Residents must register to comment on the plan by Friday.</p>"
         "<h2>Advertising (marketing)</h2>"
         "<p>Shops along the old road fear that fewer travellers will stop once the new road opens.</p>"
         "</article></body></html>")


def test_a_story_s_sentence_on_commenting_and_its_heading_on_advertising_stay() -> None:
    lines = kept_lines_scored(STORY, {}, KEPT)
    assert "Residents must register to comment on the plan by Friday." in lines
    assert "Advertising (marketing)" in lines
