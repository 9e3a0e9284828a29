"""A thread's call to log in before replying (``auto.login_prompts.REPLY_PROMPT_RE``) and a forum ad slot's label
with its bracketed note (``auto.lines.AD_LABEL_RE``'s ``auto.login_prompts.AD_NOTE``) are the board's furniture, left
out however the model scores them, in every language; a story's sentence about who may comment, a dialogue's "come
in", an article's bracketed heading on advertising, a headline on commenting and a how-to's numbered step stay."""

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


@pytest.mark.parametrize("line", [
    # review h181: Chinese headlines running on from "log in" and "comment" with no break, an article's headings on
    # advertising whose brackets name no registration and an ad's going together
    "注册留言用户突破十万", "登录后评论功能将于下月上线", "登录评论人数创新高",
    "Advertising (hidden costs)", "Advertising (logos and signs)", "Sponsored (membership drives)",
    "广告（会员专享优惠）", "ئېلان (ئەزا توپلاش)"])
def test_headlines_and_headings_with_the_calls_words_stay(line: str) -> None:
    assert not is_marked_line(line)


@pytest.mark.parametrize("line", [
    # the calls and notes with a break or other wording (review h181)
    "请先登录后再发表回复", "登录后才可以回复本帖 登录 | 注册", "Please sign in to leave a comment.",
    "Advertisement (remove ads by registering)", "广告（登录后不显示）", "Sponsored (hidden for members)"])
def test_calls_and_ad_notes_in_other_wording(line: str) -> None:
    assert is_marked_line(line)


# per language: a how-to's guide (our own sentences) to replying in a forum, the call to log in one of its numbered
# steps
GUIDES = {
    "en": ["Open the thread you want to answer.", "Log in to reply.", "Type your answer in the box under the last post.",
           "Press Send and wait a moment for the page to reload."],
    "zh": ["打开你想回复的帖子。", "请登录后回复", "在最后一个帖子下面的输入框里写下你的回答。", "点击发送，稍等片刻页面就会刷新。"],
    "bo": ["ཁྱེད་ཀྱིས་ལན་འདེབས་འདོད་པའི་བརྗོད་གཞི་ཁ་ཕྱེ།", "ལན་འདེབས་པར་ནང་འཛུལ་གནང་རོགས།",
           "འགྲེམས་ཡིག་མཐའ་མའི་འོག་གི་སྒྲོམ་ནང་ལན་འབྲི།", "བསྐུར་བའི་མཐེབ་གནོན་ནས་ཅུང་ཙམ་སྒུག"],
    "ug": ["جاۋاب بەرمەكچى بولغان تېمىنى ئېچىڭ.", "ئىنكاس يېزىش ئۈچۈن كىرىڭ",
           "ئەڭ ئاخىرقى يازمىنىڭ ئاستىدىكى رامكىغا جاۋابىڭىزنى يېزىڭ.", "يوللاش كۇنۇپكىسىنى بېسىپ سەل ساقلاڭ."],
}


def guide(lang: str) -> str:
    """A how-to page: its h1, an intro and the steps in an ordered list."""
    steps = "".join(f"<li>{step}</li>" for step in GUIDES[lang])
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><title>guide</title></head><body><article>"
            f"<h1>guide</h1><p>{POSTS[lang][0]}</p><ol>{steps}</ol></article></body></html>")


@pytest.mark.parametrize("lang", GUIDES)
def test_a_how_to_s_step_calling_to_log_in_stays(lang: str) -> None:
    lines = kept_lines_scored(guide(lang), {}, KEPT)
    assert all(step in lines for step in GUIDES[lang])
