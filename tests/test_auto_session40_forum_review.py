"""Review h250 of session 40's forum engine rules (``auto.thread_engines``, ``words.SIGNATURE_RE``): near-variants of
the engines they catch and pages that share their class words. A phpBB 2 template drawing a post's head and text in
one cell keeps its short replies; bbPress's edit log ("This reply was modified ...") inside a post, an IPB 3 guest's
button row (no MultiQuote) and GitHub's timeline events between comments go; a recipe's "signature-dish" box is no
signature, a Khoros post's own signature still is; a blog's related posts named "post_block" are not a thread. Our own
pages and sentences (Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

Case = tuple[str, list[str], list[str]]  # the page, the lines that stay (once each), the strings that go


def page(lang: str, body: str) -> str:
    """A site's page around ``body``: its header links and footer."""
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>page</title></head><body>"
            "<div id='header'><a href='/'>Home</a> <a href='/news'>News</a> <a href='/about'>About</a></div>"
            f"{body}<div id='footer'><p>© 2024 site. All rights reserved.</p></div></body></html>")


def phpbb2_same_cell() -> Case:
    """phpBB 2 with each post's head ("Posted: ...") and text in one cell, three replies of a few words."""
    posts = ["ང་ཚོའི་གྲོང་གསེབ་ཏུ་སློབ་གྲྭ་གསར་པ་ཞིག་བཙུགས་ཡོད། སློབ་ཕྲུག་བརྒྱ་ལྷག་ཡོད་ཀྱང་དགེ་རྒན་ཉུང་ཉུང་ལས་མེད། ཁྱེད་ཚོས་དགེ་རྒན་ག་ནས་འཚོལ་གྱི་ཡོད།",
             "ཐུགས་རྗེ་ཆེ།", "ལེགས་སོ། །", "ང་ཡང་རོགས་རམ་བྱེད་ཆོག"]
    rows = "".join(
        f"<tr><td class='row1' width='150' valign='top'><span class='name'><b>user{k}</b></span><br>"
        f"<span class='postdetails'>Joined: 12 Jan 2007<br>Posts: 4{k}</span></td><td class='row1' valign='top'>"
        f"<span class='postdetails'>Posted: Mon Mar 0{k + 1}, 2010 9:20 am &nbsp; Post subject: Re: school teachers"
        f" wanted</span><hr><span class='postbody'>{text}</span></td></tr><tr><td class='row2'><span class='nav'>"
        "<a href='#top' class='nav'>Back to top</a></span></td><td class='row2'><a href='profile.php'>"
        "<img alt='View user profile'></a></td></tr>" for k, text in enumerate(posts))
    body = ("<table class='forumline' width='100%'><tr><td class='catHead' colspan='2'><span class='nav'>"
            "<a class='nav' href='#'>View previous topic</a> :: <a class='nav' href='#'>View next topic</a></span>"
            "</td></tr><tr><th class='thLeft'>Author</th><th class='thRight'>Message</th></tr>" + rows + "</table>")
    return page("bo", body), posts, ["Back to top", "Joined:", "View previous topic"]


def bbpress_edit_log() -> Case:
    """bbPress with an edit log and a signature inside two replies' text."""
    posts = ["请问大家有没有推荐的藏文输入法？我在新电脑上装了好几个，都不太好用，尤其是叠字的时候经常出错。",
             "我一直用的是喜马拉雅输入法，叠字很方便，而且支持手机和电脑两个平台。",
             "谢谢推荐，我今天晚上就试一下，有问题再来请教。"]
    items = "".join(
        f"<div class='bbp-reply-header'><span class='bbp-reply-post-date'>2024年3月{k + 1}日</span></div>"
        f"<div class='loop-item-{k} bbp-parent-forum-4 bbp-parent-topic-9 bbp-reply-position-{k + 1} reply'>"
        f"<div class='bbp-reply-author'><a class='bbp-author-name' href='/u{k}'>用户{k}</a></div>"
        f"<div class='bbp-reply-content'><p>{text}</p>"
        + (f"<ul class='bbp-reply-revision-log'><li class='bbp-reply-revision-log-item'>此回复由 用户{k} 于 2 周前 修改。"
           "</li></ul>" if k else "")
        + f"<div class='bbp-signature'>—— 用户{k}：学无止境</div></div></div>" for k, text in enumerate(posts))
    body = ("<div id='bbpress-forums'><div class='bbp-template-notice info'>本话题包含 2 个回复，最后由 用户2 于 1 周前 更新。"
            "</div><ul class='forums bbp-replies'><li class='bbp-body'>" + items + "</li></ul></div>")
    return page("zh", body), posts, ["修改", "学无止境", "本话题包含"]


def ipb3_guest() -> Case:
    """Invision Power Board 3 as a guest sees it: each post's button row without its MultiQuote item."""
    posts = ["بۈگۈن مەن يېڭى بىر ئۇيغۇرچە كىرگۈزگۈچ ئورناتتىم، ئەمما بەزى ھەرپلەر توغرا كۆرۈنمەيدۇ. بۇنى قانداق ھەل قىلىمىز؟",
             "سىستېمىڭىزدىكى خەت نۇسخىسىنى يېڭىلاپ بېقىڭ، مەندىمۇ شۇنداق مەسىلە بار ئىدى.",
             "رەھمەت، خەت نۇسخىسىنى يېڭىلىغاندىن كېيىن ھەممە نەرسە نورمال بولدى."]
    blocks = "".join(
        f"<div class='post_block hentry clear' id='post_id_{k}'><div class='post_wrap'><h3 class='row2'>"
        f"<span class='author vcard'><a class='url fn' href='/u{k}'>user{k}</a></span></h3>"
        f"<div class='author_info'><ul class='basic_info'><li>Members</li><li>1{k} posts</li></ul></div>"
        f"<div class='post_body'><p class='posted_info desc'>Posted 0{k + 1} March 2024</p>"
        f"<div class='post entry-content'><p>{text}</p></div><ul class='post_controls clear clearfix'>"
        "<li class='report'><a href='#'>Report</a></li><li class='top hide'><a href='#' class='top'>Back to top</a></li>"
        "</ul></div></div></div>" for k, text in enumerate(posts))
    body = ("<div class='topic hfeed'><h1 class='ipsType_pagetitle'>كىرگۈزگۈچ مەسىلىسى</h1>"
            "<div class='desc lighter blend_links'>Started by user0, 01 March 2024</div>" + blocks + "</div>")
    return page("ug", body), posts, ["Report", "Back to top", "Started by"]


def github_events() -> Case:
    """A GitHub issue whose comments stand between timeline events ("added the bug label")."""
    posts = ["When I open a file containing Tibetan stacked letters, the editor renders the subjoined consonants one "
             "line below the base letter.",
             "I can reproduce this on Windows with the default font. It looks like the shaping engine is not applied "
             "to the preview pane.",
             "Fixed in the latest nightly build, thanks for the detailed report."]
    items = "".join(
        f"<div class='TimelineItem js-comment-container'><div class='timeline-comment'><h3><strong><a class='author'>"
        f"dev{k}</a></strong> commented on Mar {k + 1}, 2024</h3><table class='d-block'><tr class='d-block'>"
        f"<td class='d-block comment-body markdown-body js-comment-body'><p>{text}</p></td></tr></table></div></div>"
        f"<div class='TimelineItem'><div class='TimelineItem-body'><a class='author'>dev{k}</a> added the "
        f"<span class='IssueLabel'>bug</span> label on Mar {k + 1}, 2024</div></div>" for k, text in enumerate(posts))
    body = ("<div class='gh-header'><h1 class='gh-header-title'>Stacked letters render on two lines</h1>"
            "<div class='gh-header-meta'>Closed · dev0 opened this issue on Mar 1, 2024 · 3 comments</div></div>"
            "<div class='js-discussion'>" + items + "</div>")
    return page("en", body), posts, ["added the", "opened this issue"]


def recipe_signature_dish() -> Case:
    """A recipe whose method stands in a box classed "recipe-signature-dish"."""
    lines = ["Our signature dish is thenthuk, a hand-pulled noodle soup that every Tibetan family seems to make a "
             "little differently.",
             "Knead the flour and water into a firm dough, rest it for half an hour, then roll it into long strips "
             "and pinch off small pieces straight into the boiling broth.",
             "Add spinach, radish and a handful of coriander at the end, and serve the soup while the noodles are "
             "still springy."]
    body = ("<main><article class='recipe'><h1>Thenthuk</h1><div class='recipe-signature-dish'>"
            + "".join(f"<p>{text}</p>" for text in lines) + "</div></article></main>")
    return page("en", body), lines, []


def khoros_signature() -> Case:
    """Khoros posts whose body widget names the signature, each followed by the member's real signature."""
    posts = ["Since yesterday's update the app will not open on my phone. I have restarted it twice and cleared the "
             "cache, but it still closes after the splash screen.",
             "Thanks for the report. Please try uninstalling and reinstalling; the update changed where settings are "
             "stored, and an old settings file can crash the start-up.",
             "That worked. Reinstalled and it opens normally now, thank you."]
    items = "".join(
        f"<div class='lia-message-view-wrapper'><div class='lia-quilt-row-header'><span class='UserName'>"
        f"<a href='/u{k}'>member{k}</a></span></div><div class='lia-message-body-wrapper'>"
        "<div class='lia-message-body lia-component-body-signature-highlight-escalation'>"
        f"<div class='lia-message-body-content'><p>{text}</p></div><div class='lia-message-signature'><p>Member{k} · "
        "Helping since 2019 · Please mark solutions as accepted</p></div></div></div></div>"
        for k, text in enumerate(posts))
    body = "<div class='lia-component-topic-message'><h1>App does not open after update</h1>" + items + "</div>"
    return page("en", body), posts, ["Helping since"]


def blog_related_post_blocks() -> Case:
    """A blog story whose related posts' grid names each item "post_block" around an "entry-content" excerpt."""
    story = ["It was just after dawn when the first yaks came down from the summer pastures above the village, their "
             "bells audible long before they appeared over the ridge.",
             "The herders had spent four months in the high valleys, moving camp every few weeks as the grass "
             "thinned, and most of them said the season had been kinder than the last.",
             "By noon the animals were penned behind the school, and the children, released early, ran between the "
             "stone walls counting calves born since spring."]
    related = ["Ten things to pack for a winter trek in the Himalaya, from wool socks to a spare headlamp battery.",
               "Why the price of butter in the Lhasa market doubled this year, according to three traders we met.",
               "A photo essay on the last blacksmiths of Amdo and the knives they still forge by hand."]
    grid = "".join(f"<div class='post_block'><h3><a href='/p{k}'>Related story {k}</a></h3>"
                   f"<div class='entry-content'><p>{text}</p></div></div>" for k, text in enumerate(related))
    body = ("<article class='post'><h1 class='entry-title'>The yaks come home</h1><div class='entry-content'>"
            + "".join(f"<p>{text}</p>" for text in story) + "</div></article><section class='related-posts'>"
            "<h2>You may also like</h2>" + grid + "</section>")
    return page("en", body), story, related


CASES = {"phpbb2_same_cell_bo": phpbb2_same_cell, "bbpress_edit_log_zh": bbpress_edit_log,
         "ipb3_guest_ug": ipb3_guest, "github_events_en": github_events,
         "recipe_signature_dish_en": recipe_signature_dish, "khoros_signature_en": khoros_signature,
         "blog_related_post_blocks_en": blog_related_post_blocks}


@pytest.mark.parametrize("name", sorted(CASES))
def test_forum_review_page(name: str) -> None:
    """Each post or story line stays once; the engine's furniture and the related teasers go."""
    html, stay, go = CASES[name]()
    text = auto_text(html)
    for line in stay:
        assert text.count(line) == 1, (name, line, text)
    for word in go:
        assert word not in text, (name, word, text)
