"""Forum rules under review (h237): pages built to make the thread engines' rules (``auto.thread_engines``,
``auto.thread_notes``) drop a page's text. A pull quote named "aside" in a story on Douban's grid layout, a post's
title beside Reddit's sort menu, an Invision theme that names the whole topic "cGuestTeaser" for a guest, a help
page's headings that link to themselves ("New Thread", "发表回复", "ལན་འདེབས་པ།") stay; a blog's comments under a
post its theme names "first-post" stay out, as comments under an article do. Guards: each engine's own furniture
still goes. Pages and sentences are our own."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

# a story's paragraphs and three readers' lines, per language (our own)
STORY = {
    "zh": ["今年夏天，拉萨河谷的雨水比往年多了三成，河边的青稞田长得格外茂盛，农民们都说这是近十年来最好的年景。",
           "不过到了八月下旬，连续十几天的阴雨让刚收割的青稞晒不干，不少人家只好把青稞捆挂在院子里的木架上。",
           "县农技站的技术员次仁说，青稞含水量超过百分之十八就容易发霉，最好在晴天的中午翻晒两三次。"],
    "en": ["The wet summer gave the valley its best barley in ten years, but the rain did not stop when the harvest "
           "began.",
           "For two weeks in late August the sheaves lay in the fields, and many families hung them on wooden racks in "
           "their yards instead.",
           "Tsering, who works at the county farm office, says barley above eighteen percent moisture starts to mould "
           "within days."],
    "bo": ["ད་ལོ་དབྱར་ཁ་སྐྱིད་ཆུའི་རོང་དུ་ཆར་པ་སྔར་ལས་མང་བས་ནས་ཞིང་རྣམས་ཤིན་ཏུ་ཡག་པོ་སྐྱེས་སོང་། ཞིང་པ་ཚོས་ལོ་བཅུའི་ནང་གི་ལོ་ལེགས་ཤོས་རེད་ཅེས་བཤད།",
           "ཡིན་ནའང་ཟླ་བརྒྱད་པའི་མཇུག་ཏུ་ཉིན་བཅུ་ལྷག་ཙམ་ལ་ཆར་པ་རྒྱུན་མ་ཆད་པར་བབས་པས་རྔ་ཟིན་པའི་ནས་རྣམས་སྐམ་པོ་བཟོ་ཐབས་མ་བྱུང་།",
           "རྫོང་གི་ཞིང་ལས་ལག་རྩལ་ཁང་གི་ལས་བྱེད་ཚེ་རིང་གིས་ནས་ལ་རླན་ཚད་བརྒྱ་ཆ་བཅོ་བརྒྱད་ལས་བརྒལ་ན་ཉིན་ཤས་ནང་ཧམ་པ་འཁྱེར་སྲིད་ཅེས་བཤད།"],
    "ug": ["بۇ يىل يازدا ۋادىدا يامغۇر ئادەتتىكىدىن كۆپ ياغدى، ئېتىزلاردىكى ئارپا ئون يىلدىن بېرى ئەڭ ياخشى ئۆستى.",
           "لېكىن ئاۋغۇستنىڭ ئاخىرىدا ئىككى ھەپتە توختىماي يامغۇر ياغقاچقا، ئورۇلغان ئارپىنى قۇرۇتقىلى بولمىدى.",
           "ناھىيەلىك يېزا ئىگىلىك پونكىتىدىكى تېخنىك سەيپىدىن ئارپىنىڭ نەملىكى ئون سەككىز پىرسەنتتىن ئاشسا تېزلا "
           "پۇرىشىپ كېتىدىغانلىقىنى ئېيتتى."],
}
REPLIES = {
    "zh": ["写得真好，我们老家也是这样晒青稞的。", "请问防雨布在哪里可以买到？价格贵不贵？", "支持一下，希望明年天气好一点。"],
    "en": ["Lovely piece, this is exactly how my grandmother dried hers.",
           "Where can one buy the tarpaulins he mentions, and are they expensive?",
           "Hoping for a drier autumn next year for all of you."],
    "bo": ["ཡི་གེ་འདི་ཡག་པོ་འདུག ང་ཚོའི་ཕ་ཡུལ་དུ་ཡང་དེ་ལྟར་ནས་སྐམ་གྱི་ཡོད།", "ཆར་ཁེབས་དེ་གང་ནས་ཉོ་ཐུབ་བམ། རིན་གོང་ག་ཚོད་རེད།",
           "སང་ལོ་གནམ་གཤིས་ཡག་པོ་ཡོང་བའི་རེ་བ་ཡོད།"],
    "ug": ["ناھايىتى ياخشى يېزىلىپتۇ، بىزنىڭ يۇرتتىمۇ شۇنداق قۇرۇتىمىز.", "يامغۇر يوپۇقىنى قەيەردىن سېتىۋالغىلى بولىدۇ؟ باھاسى قىممەتمۇ؟",
           "كېلەر يىلى ھاۋا ياخشى بولۇشىنى تىلەيمەن."],
}


def _html(lang: str, body: str) -> str:
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>page</title></head><body>"
            "<header class='site-header'><nav><a href='/'>Home</a> <a href='/news'>News</a></nav></header>"
            f"{body}<footer class='site-footer'><p>© 2026 Example. All rights reserved.</p></footer></body></html>")


def _grid_story(lang: str, pull: str) -> str:
    """A news story on Douban's "grid-16-8" layout, its readers' comments in a "topic-reply" list, a pull quote
    "div.aside" in its body and the site's right column "div.aside" beside it."""
    story, replies = STORY[lang], REPLIES[lang]
    items = "".join(f"<li class='comment-item'><div class='reply-doc'><h4><a href='/u/{k}'>u{k}</a></h4>"
                    f"<div class='reply-content'>{reply}</div></div></li>" for k, reply in enumerate(replies, 1))
    return _html(lang, "<div id='wrapper'><div id='content'><h1>news</h1><div class='grid-16-8 clearfix'>"
                 f"<div class='article'><div class='story-body'>{paragraphs(story[:2])}<div class='aside pullquote'>"
                 f"<p>{pull}</p></div>{paragraphs(story[2:])}</div><ul class='topic-reply'>{items}</ul></div>"
                 "<div class='aside'><div class='mod'><h2>热门新闻</h2><ul><li><a href='/n/2'>林芝苹果丰收</a></li>"
                 "<li><a href='/n/3'>那曲牧民搬迁</a></li></ul></div></div></div></div></div>")


@pytest.mark.parametrize(("lang", "pull"), [("zh", "“晾晒青稞最怕的不是雨，而是雨停之后没有人手去翻晒。”——县农技站技术员次仁"),
                                            ("bo", "“ནས་སྐམ་པའི་དཀའ་ངལ་ཆེ་ཤོས་ནི་ཆར་པ་མིན། ཆར་པ་བཀག་རྗེས་ལས་ཀ་བྱེད་མཁན་མེད་པ་དེ་རེད།”")])
def test_a_pull_quote_named_aside_in_a_story_on_douban_s_grid_stays(lang: str, pull: str) -> None:
    text = auto_text(_grid_story(lang, pull))
    assert all(text.count(line) == 1 for line in [*STORY[lang], pull])
    assert "热门新闻" not in text and "林芝苹果丰收" not in text


def _reddit(lang: str, title: str, row_parts: str) -> str:
    """A new Reddit thread whose sort menu shares a row with the post's title or its one-line text."""
    comments = "".join(
        f"<shreddit-comment author='m{k}' depth='0'><div slot='commentMeta'><a href='/user/m{k}/'>m{k}</a> • {k}h ago"
        f"</div><div slot='comment' class='md'><p>{line}</p></div></shreddit-comment>"
        for k, line in enumerate(STORY[lang], 1))
    return _html(lang, "<main><shreddit-post><div slot='credit-bar'><a href='/r/farming/'>r/farming</a> 5 hr. ago</div>"
                 f"<div class='flex justify-between items-center'>{row_parts}<shreddit-sort-dropdown header-text='Sort by:'>"
                 "<button slot='selected-item'>Best</button><li slot='dropdown-items'>Top</li>"
                 "<li slot='dropdown-items'>New</li></shreddit-sort-dropdown></div></shreddit-post>"
                 f"<shreddit-comment-tree>{comments}</shreddit-comment-tree></main>")


REDDIT_ROWS = [("en", "Drying barley in the rain?", "<h1 slot='title'>Drying barley in the rain?</h1>"),
               ("ug", REPLIES["ug"][1], f"<div slot='text-body' class='md'><p>{REPLIES['ug'][1]}</p></div>")]


@pytest.mark.parametrize(("lang", "kept", "row_parts"), REDDIT_ROWS)
def test_a_reddit_post_s_part_beside_its_sort_menu_stays(lang: str, kept: str, row_parts: str) -> None:
    text = auto_text(_reddit(lang, kept, row_parts))
    assert kept in text
    assert all(line in text for line in STORY[lang])
    assert "5 hr. ago" not in text


def _invision(lang: str, wrapper: str) -> str:
    """An Invision topic whose posts stand in ``wrapper``'s class, the guest teaser over its reply form."""
    posts = "".join(
        f"<article id='elComment_{k}' class='cPost ipsBox ipsComment ipsComment_parent'><aside class='ipsComment_author "
        f"cAuthorPane'><h3><a href='/profile/{k}/'>m{k}</a></h3></aside><div class='ipsComment_content'>"
        f"<div class='ipsComment_meta'>Posted <time>August 2{k}</time></div><div data-role='commentContent' "
        f"class='ipsType_normal ipsType_richText ipsContained'><p>{line}</p></div></div></article>"
        for k, line in enumerate([*STORY[lang][:2], *REPLIES[lang]], 1))
    return _html(lang, "<main id='ipsLayout_body'><div class='ipsPageHeader'><h1 class='ipsType_pageTitle'>topic</h1>"
                 f"</div><div class='{wrapper}'><div id='comments' data-role='commentFeed'>{posts}</div></div>"
                 "<div class='cTopicPostArea ipsBox'><div class='cGuestTeaser'><h2>Join the conversation</h2><p>You can "
                 "post now and register later.</p></div></div></main>")


@pytest.mark.parametrize("wrapper", ["cTopic cGuestTeaser ipsClear", "cTopic ipsClear"])
@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_invision_s_posts_stay_when_a_theme_names_their_wrapper_the_guest_teaser(lang: str, wrapper: str) -> None:
    text = auto_text(_invision(lang, wrapper))
    assert all(text.count(line) == 1 for line in [*STORY[lang][:2], *REPLIES[lang]])
    assert "You can post now" not in text


# a help page on a board's buttons: each section's heading links to itself (our own headings)
HELP_HEADINGS = [("en", "New Thread"), ("en", "Reply to this thread"), ("zh", "发表回复"), ("zh", "发新帖"),
                 ("bo", "ལན་འདེབས་པ།")]


@pytest.mark.parametrize(("lang", "heading"), HELP_HEADINGS)
def test_a_help_page_s_linked_heading_named_like_a_posting_button_stays(lang: str, heading: str) -> None:
    story = STORY[lang]
    page = _html(lang, f"<main class='site-main'><article class='post type-post'><h1>help</h1><div class='entry-content'>"
                 f"<p>{story[0]}</p><h2 id='s1'><a href='#s1'>{heading}</a></h2>{paragraphs(story[1:])}</div></article>"
                 "</main>")
    text = auto_text(page)
    assert heading in text
    assert all(line in text for line in story)


def test_a_board_s_lone_posting_button_still_goes() -> None:
    story, replies = STORY["en"], REPLIES["en"]
    posts = "".join(f"<div class='reply-item'><a class='author' href='/u/{k}'>m{k}</a><div class='reply-content'>"
                    f"<p>{reply}</p></div></div>" for k, reply in enumerate(replies, 1))
    page = _html("en", "<div id='content'><div class='thread'><h1>thread</h1><div class='thread-actions'>"
                 f"<a href='/post?reply=1'>Post Reply</a></div><div class='first-post'><div class='post-text'>"
                 f"{paragraphs(story)}</div></div><div class='reply-list'>{posts}</div></div></div>")
    text = auto_text(page)
    assert all(line in text for line in [*story, *replies])
    assert "Post Reply" not in text


@pytest.mark.parametrize(("lang", "node"), [("en", "comment-item"), ("en", "reply-item"), ("bo", "comment-item")])
def test_a_blog_s_comments_under_its_first_post_article_stay_out(lang: str, node: str) -> None:
    story, replies = STORY[lang], REPLIES[lang]
    items = "".join(f"<div class='{node}'><span class='reply-author'>reader{k}</span><div class='reply-content'>{reply}"
                    f"</div></div>" for k, reply in enumerate(replies, 1))
    page = _html(lang, "<div id='content' class='site-content'><main id='main' class='site-main'>"
                 f"<article id='post-41' class='post first-post'><h1 class='entry-title'>post</h1>"
                 f"<div class='entry-content'>{paragraphs(story)}</div></article><div id='responses' class='responses'>"
                 f"{items}</div></main></div>")
    text = auto_text(page)
    assert all(line in text for line in story)
    assert not any(reply in text for reply in replies)
