"""A forum's box of other threads under a thread, named by its heading only (``auto.boxes.RELATED_HEADING_RE``: XenForo's
"Similar threads", phpBB's "Similar topics", Discourse's "Suggested topics", Discuz!'s 相关帖子): other pages' titles,
left out though they score as text; the thread's posts stay."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: three posts and three other threads' titles (the box under half the page's text); our own sentences
POSTS = {"bo": ["ཁྱེད་ཚོས་ཤིང་ཐོག་གི་ལྗོན་ཤིང་ག་དུས་གཅོད་ཀྱི་ཡོད།", "ང་ཚོས་རྟག་པར་དགུན་ཁའི་མཇུག་ལ་གཅོད་ཀྱི་ཡོད།",
                "དགུན་ཁའི་མཇུག་ལ་ཡལ་ག་རྣམས་ལ་ལོ་ཏོག་མེད་པས་གཅོད་བདེ་པོ་ཡོད། གཅོད་རྗེས་ཆུ་ཡང་མང་པོ་མི་དགོས།"],
         "ug": ["مېۋىلىك دەرەخلەرنى قاچان پۇتايسىلەر؟", "بىز ھەمىشە قىشنىڭ ئاخىرىدا پۇتايمىز.",
                "قىشنىڭ ئاخىرىدا شاخلاردا يوپۇرماق يوق، شۇڭا قايسى شاخنى كېسىشنى ئاسان كۆرگىلى بولىدۇ."],
         "zh": ["你们一般什么时候修剪果树？", "我们总是在冬天快结束的时候修剪。",
                "冬末树枝上没有叶子，哪根枝条该剪一眼就能看出来，剪完以后也不用多浇水。"],
         "en": ["When do you prune your fruit trees?", "We always prune them at the end of winter.",
                "At the end of winter the branches are bare, so you can see which ones to cut, and the cuts heal "
                "quickly once spring comes."]}
TITLES = {"bo": ["ཀུ་ཤུའི་ལྗོན་ཤིང་ན་བ།", "ཤིང་ཏོག་ཉར་ཚགས།", "ལྗོན་ཤིང་གསར་པ་འདེབས་སྟངས།"],
          "ug": ["ئالما دەرىخى كېسەل بولدى", "مېۋىنى ساقلاش", "يېڭى كۆچەت تىكىش"],
          "zh": ["苹果树生病了", "水果怎么保存", "新树苗怎么种"],
          "en": ["My apple tree is sick", "Keeping fruit over winter", "Planting young trees"]}
LABELS = ["Similar threads", "Similar topics", "Suggested topics", "Related questions", "相关帖子"]
POST_LOGIT, TITLE_LOGIT = 1.5, -0.5  # posts, and the titles: above the threshold as a short post would be


def thread_page(lang: str, label: str) -> str:
    posts = "".join(f"<article class='message'><div class='message-body'>{post}</div></article>" for post in POSTS[lang])
    titles = "".join(f"<li class='item'><a href='/t/{n}'>{title}</a></li>" for n, title in enumerate(TITLES[lang]))
    box = f"<div class='block'><div class='block-container'><h2>{label}</h2><ul>{titles}</ul></div></div>"
    return f"<html><head><title>trees</title></head><body><main><h1>trees</h1>{posts}{box}</main></body></html>"


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("lang", POSTS)
def test_a_box_of_similar_threads_is_left_out(lang: str, label: str) -> None:
    scores = {post: POST_LOGIT for post in POSTS[lang]} | {title: TITLE_LOGIT for title in TITLES[lang]}
    lines = kept_lines_scored(thread_page(lang, label), scores, -5.0)
    assert all(post in lines for post in POSTS[lang])
    assert not any(title in lines for title in TITLES[lang])
    assert label not in lines
