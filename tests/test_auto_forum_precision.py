"""Forum threads, precision: a thread engine's furniture named by its own words goes, its replies stay
(``auto.thread_engines``, ``auto.thread_notes``, ``words.SHARE_TAGS_RE``): Douban's share bar ("sns-bar") and right
column ("div.aside": 最新讨论), new Reddit's sort and search row, Discourse's topic map, XenForo's similar threads, Invision's guest teaser
over its reply form, Zhihu's numbers board and answers, a lone posting button ("+ Reply to Thread"), and the replies of a board that names its opening post
"first-post". Guard pages: a WordPress post of the category "sns", an essay that quotes a board's buttons, a blog's
comments under a post its theme names "first-post". Pages and sentences are our own."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

# a thread's opening post and three replies, per language (our own)
THREADS = {
    "bo": ("ང་ཚོའི་ཡུལ་ཚོ་ལ་ད་ལོ་ཆར་པ་མང་པོ་བབས་པས་ཞིང་ཁའི་ལོ་ཏོག་ཡག་པོ་བྱུང་། ཁྱེད་ཚོའི་ཡུལ་དུ་ཇི་ལྟར་འདུག",
           ["ང་ཚོས་རྫོང་གི་ཚོང་ཁང་ནས་ཉོས་པ་ཡིན། རིན་གོང་ཡང་ཆུང་ཙམ་ཡོད།",
            "ས་བོན་གསར་པ་དེ་ཚོ་གྲང་ངར་བཟོད་ཐུབ་པས་སྒང་རིར་འདེབས་ན་འགྲིག",
            "ཐུགས་རྗེ་ཆེ། ང་ཚོས་སང་ལོ་ཚོད་ལྟ་བྱེད་ཀྱི་ཡིན།"]),
    "ug": ("بىزنىڭ مەھەللىدە بۇ يىل يامغۇر كۆپ ياغدى، ئۆرۈك دەرەخلىرى ياخشى مېۋە بەردى. قۇرۇق ئۆرۈكنى قانداق ساقلايمىز؟",
           ["بىز ئۆرۈكنى سايىدا قۇرۇتۇپ، ئاندىن رەخت خالتىغا سېلىپ قۇرۇق يەردە ساقلايمىز.",
            "شىشە قاچىغا سېلىپ ئاغزىنى مەھكەم ئېتىپ قويسىڭىز بىر يىلغىچە بۇزۇلمايدۇ.",
            "رەھمەت، بۇ يىل شۇنداق قىلىپ باقىمەن."]),
    "zh": ("我们村今年雨水多，青稞长得特别好，就是收割的时候天天下雨，晒不干。大家家里的青稞都是怎么晾晒的？",
           ["我们是搭木架子挂起来晾，下雨的时候盖一层塑料布就行。",
            "可以先放在屋檐下通风的地方，等天晴了再拿出去晒。",
            "谢谢各位，明天就去搭架子试试。"]),
    "en": ("Our village had a wet summer and the barley grew well, but it rained every day at harvest time. How do you "
           "dry yours?",
           ["We hang it on wooden racks and cover the racks with a plastic sheet when it rains.",
            "Keep it under the eaves where the wind blows through, then carry it out when the sun comes back.",
            "Thanks everyone, I will build a rack tomorrow and try it."]),
}
LANGS = sorted(THREADS)


def _html(lang: str, body: str) -> str:
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>thread</title></head><body>"
            f"<div id='header'><a href='/'>Home</a> <a href='/forum'>Forums</a> <a href='/search'>Search</a></div>"
            f"{body}<footer><p>© 2026 Community. All rights reserved.</p></footer></body></html>")


def _assert_thread(text: str, lang: str, gone: list[str]) -> None:
    opening, replies = THREADS[lang]
    for line in [opening, *replies]:
        assert text.count(line) == 1, line
    for line in gone:
        assert line not in text, line


def _douban(lang: str) -> str:
    opening, replies = THREADS[lang]
    items = "".join(
        f"<li class='clearfix comment-item reply-item' id='{k}' data-cid='{k}'><div class='user-face'><a href='/people/{k}/'>"
        f"<img class='pil' alt='m{k}'></a></div><div class='reply-doc content'><div class='bg-img-green'><h4>"
        f"<a href='/people/{k}/'>m{k}</a><span class='pubtime'>2024-05-0{k} 10:1{k}:00</span></h4></div>"
        f"<div class='reply-content'><p>{reply}</p></div><div class='operation-div'><div class='operation-more'>"
        f"<a class='comment-vote lnk-fav' href='#'>赞 ({k})</a><a class='lnk-reply' href='#'>回应</a><a href='#'>举报</a>"
        f"</div></div></div></li>" for k, reply in enumerate(replies, 1))
    return _html(lang, "<div id='wrapper'><div id='content'><h1>thread</h1><div class='grid-16-8 clearfix'>"
                 "<div class='article'><div class='topic-content clearfix'><div class='topic-doc'><h3><span class='from'>"
                 "来自: <a href='/people/0/'>tashi</a></span><span class='create-time'>2024-05-01 09:00:00</span></h3>"
                 f"<div class='topic-content'><div class='rich-content topic-richtext'><p>{opening}</p></div></div>"
                 "<div class='sns-bar'><a class='lnk-sharing'>分享到</a> <span class='fav-num'>赞 12</span> "
                 f"<a class='collect'>收藏</a></div></div></div><ul class='topic-reply' id='comments'>{items}</ul></div>"
                 "<div class='aside'><div class='mod'><h2>最新讨论</h2><ul><li><a href='/t/2'>去拉萨要注意什么</a></li>"
                 "<li><a href='/t/3'>高原反应怎么办</a></li></ul></div></div></div></div></div>")


@pytest.mark.parametrize("lang", LANGS)
def test_a_douban_topic_keeps_its_replies_without_its_share_bar_and_side_column(lang: str) -> None:
    _assert_thread(auto_text(_douban(lang)), lang, ["分享到", "收藏", "最新讨论", "去拉萨要注意什么", "举报"])


def _reddit(lang: str, sort_row: str) -> str:
    opening, replies = THREADS[lang]
    comments = "".join(
        f"<shreddit-comment author='m{k}' depth='0' score='{k}'><div slot='commentMeta'><a href='/user/m{k}/'>m{k}</a>"
        f" <span>•</span> <faceplate-timeago><time>{k}h ago</time></faceplate-timeago></div>"
        f"<div slot='comment' class='md'><p>{reply}</p></div><shreddit-comment-action-row slot='actionRow'>"
        f"<button>Upvote</button> <span>{k}</span> <button>Reply</button></shreddit-comment-action-row></shreddit-comment>"
        for k, reply in enumerate(replies, 1))
    return _html(lang, "<main><shreddit-post><div slot='credit-bar'><a href='/r/x/'>r/x</a> 5 hr. ago</div>"
                 f"<h1 slot='title'>thread</h1><div slot='text-body'><div class='md'><p>{opening}</p></div></div>"
                 f"<span slot='vote-button'>57 Vote</span></shreddit-post>{sort_row}"
                 f"<shreddit-comment-tree>{comments}</shreddit-comment-tree></main>")


# Reddit's sort row: review h224's thin markup (a button and the comment search) and Reddit's own sort menu
SORT_ROWS = [
    "<div><span>Sort by:</span> <button>Best</button><faceplate-search-input placeholder='Search Comments'>"
    "</faceplate-search-input></div>",
    "<div class='flex items-center'><span class='text-12'>Sort by:</span><shreddit-sort-dropdown header-text='Sort by:'>"
    "<button slot='selected-item'>Best</button><li slot='dropdown-items'><a href='?sort=top'>Top</a></li>"
    "<li slot='dropdown-items'><a href='?sort=new'>New</a></li></shreddit-sort-dropdown></div>",
]


@pytest.mark.parametrize("sort_row", SORT_ROWS)
@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_reddit_s_sort_row_goes_with_its_comments_kept(lang: str, sort_row: str) -> None:
    _assert_thread(auto_text(_reddit(lang, sort_row)), lang, ["Sort by", "Upvote"])


def _zhihu(lang: str) -> str:
    opening, replies = THREADS[lang]
    answers = "".join(
        f"<div class='List-item'><div class='ContentItem AnswerItem' itemprop='answer'><div class='ContentItem-meta'>"
        f"<div class='AuthorInfo'><span class='UserLink AuthorInfo-name'><a class='UserLink-link' href='/people/m{k}'>m{k}"
        f"</a></span><div class='AuthorInfo-badge'>旅行爱好者</div></div><div class='AnswerItem-extraInfo'>"
        f"<span class='Voters'><button class='Button'>{k}7 人赞同了该回答</button></span></div></div>"
        f"<div class='RichContent RichContent--unescapable'><span class='RichText ztext' itemprop='text'><p>{reply}</p>"
        f"</span><div class='ContentItem-time'><a href='/answer/{k}'><span>发布于 2024-03-0{k} 10:11</span></a></div>"
        f"<div class='ContentItem-actions'><button class='Button VoteButton'>赞同 {k}7</button>"
        f"<button class='Button ContentItem-action'>{k} 条评论</button><button class='Button ContentItem-action'>分享"
        f"</button></div></div></div></div>" for k, reply in enumerate(replies, 1))
    return _html(lang, "<main role='main' class='App-main'><div class='QuestionHeader'><div class='QuestionHeader-topics'>"
                 "<a class='TopicLink'>旅行</a><a class='TopicLink'>西藏</a></div><h1 class='QuestionHeader-title'>thread</h1>"
                 f"<div class='QuestionRichText'><span class='RichText ztext'>{opening}</span></div>"
                 "<div class='NumberBoard'><div>关注者 1,024</div><div>被浏览 356,789</div></div></div>"
                 "<div class='Question-main'><div class='List'><div class='List-header'><h4 class='List-headerText'>3 个回答"
                 f"</h4><div>默认排序</div></div>{answers}</div></div></main>")


@pytest.mark.parametrize("lang", LANGS)
def test_zhihu_s_short_answers_stay_and_its_numbers_board_goes(lang: str) -> None:
    _assert_thread(auto_text(_zhihu(lang)), lang, ["关注者", "被浏览", "3 个回答", "默认排序", "人赞同", "条评论"])


def _vbulletin(lang: str, button: str) -> str:
    opening, replies = THREADS[lang]
    posts = "".join(
        f"<li class='postbitlegacy postcontainer' id='post_{k}'><div class='posthead'><span class='date'>05-0{k}-2024"
        f"</span> <a class='postcounter'>#{k}</a></div><div class='postdetails'><div class='userinfo'>"
        f"<a class='username' href='member.php?u={k}'><strong>m{k}</strong></a></div><div class='postbody'>"
        f"<div class='content'><blockquote class='postcontent restore'>{text}</blockquote></div></div></div></li>"
        for k, text in enumerate([opening, *replies], 1))
    return _html(lang, "<div class='body_wrapper'><div id='pagetitle'><h1>Thread: <span class='threadtitle'>"
                 "<a href='showthread.php?t=5'>thread</a></span></h1></div><div id='above_postlist' class='above_postlist'>"
                 f"<a href='newreply.php?t=5' class='newcontent_textcontrol'><span>+</span> {button}</a></div>"
                 f"<div id='postlist' class='postlist'><ol id='posts' class='posts'>{posts}</ol></div></div>")


# one posting button alone over the posts: vBulletin's, phpBB's, Discuz!'s, a Uyghur board's
@pytest.mark.parametrize("button", ["Reply to Thread", "Post Reply", "发表回复", "ئىنكاس يېزىش"])
@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_lone_posting_button_over_a_thread_goes(lang: str, button: str) -> None:
    _assert_thread(auto_text(_vbulletin(lang, button)), lang, [button])


def _discourse(lang: str) -> str:
    opening, replies = THREADS[lang]
    posts = "".join(
        f"<div class='topic-post clearfix regular'><article id='post_{k}' class='boxed onscreen-post'><div class='row'>"
        f"<div class='topic-body clearfix'><div role='heading' class='topic-meta-data'><div class='names'>"
        f"<span class='first username'><a href='/u/m{k}'>m{k}</a></span></div></div><div class='regular contents'>"
        f"<div class='cooked'><p>{text}</p></div></div></div></div></article></div>"
        + ("<div class='topic-map --op'><section class='topic-map__contents'><div class='topic-map__stats'>"
           "<span class='number'>3</span> <span class='topic-map__stat-label'>replies</span> "
           "<span class='number'>164</span> <span class='topic-map__stat-label'>views</span> "
           "<span class='number'>4</span> <span class='topic-map__stat-label'>users</span></div></section></div>"
           if k == 1 else "")
        for k, text in enumerate([opening, *replies], 1))
    return _html(lang, f"<div id='main-outlet' class='wrap' role='main'><h1>thread</h1><div class='post-stream'>{posts}"
                 "</div></div>")


@pytest.mark.parametrize("lang", LANGS)
def test_discourse_s_topic_map_goes(lang: str) -> None:
    _assert_thread(auto_text(_discourse(lang)), lang, ["164 views", "4 users"])


def _invision(lang: str, teaser: str) -> str:
    opening, replies = THREADS[lang]
    posts = "".join(
        f"<article id='elComment_{k}' class='cPost ipsBox ipsComment ipsComment_parent ipsClearfix ipsColumns'>"
        f"<aside class='ipsComment_author cAuthorPane ipsColumn'><h3 class='cAuthorPane_author'><strong>"
        f"<a href='/profile/{k}-m{k}/'>m{k}</a></strong></h3></aside><div class='ipsColumn ipsColumn_fluid'>"
        f"<div class='ipsComment_content ipsType_medium'><div class='ipsComment_meta ipsType_light'><a href='#'>Posted "
        f"<time datetime='2025-08-2{k}T01:05:36Z'>August 2{k}</time></a></div><div class='cPost_contentWrap'>"
        f"<div data-role='commentContent' class='ipsType_normal ipsType_richText ipsContained'><p>{text}</p></div>"
        f"</div></div></div></article>" for k, text in enumerate([opening, *replies], 1))
    return _html(lang, "<main id='ipsLayout_body'><div class='ipsPageHeader'><h1 class='ipsType_pageTitle'>thread</h1>"
                 f"</div><div id='comments' data-role='commentFeed'>{posts}</div><a id='replyForm'></a>"
                 "<div data-role='replyArea' class='cTopicPostArea ipsBox ipsPadding ipsSpacer_top'>"
                 f"<div class='cGuestTeaser'>{teaser}</div><form class='ipsFormWrap ipsFormWrap--comment' method='post'>"
                 "<input type='hidden' name='csrfKey' value='x'><textarea name='topic_comment'></textarea>"
                 "<button type='submit'>Submit Reply</button></form></div></main>")


# Invision's box over the reply form for a guest: its English call, and a board's own Tibetan and Uyghur ones
TEASERS = [("<h2 class='ipsType_sectionHead'>Join the conversation</h2><p>You can post now and register later. If you "
            "have an account, <a href='/login/'>sign in now</a> to post with your account.</p>", "You can post now"),
           ("<h2>གླེང་མོལ་ལ་ཞུགས།</h2><p>ད་ལྟ་ཡི་གེ་འགོད་ཆོག ཐོ་འགོད་རྗེས་སུ་བྱས་ཀྱང་ཆོག</p>", "ད་ལྟ་ཡི་གེ་འགོད་ཆོག"),
           ("<h2>مۇنازىرىگە قاتنىشىڭ</h2><p>ھازىرلا يازالايسىز، كېيىن تىزىملىتىڭ.</p>", "ھازىرلا يازالايسىز")]


@pytest.mark.parametrize(("teaser", "call"), TEASERS)
@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_invision_s_guest_teaser_over_its_reply_form_goes(lang: str, teaser: str, call: str) -> None:
    _assert_thread(auto_text(_invision(lang, teaser)), lang, [call])


def _xenforo(lang: str, other_titles: list[str]) -> str:
    opening, replies = THREADS[lang]
    posts = "".join(
        f"<article class='message message--post js-post' data-author='m{k}' id='js-post-{k}'><div class='message-inner'>"
        f"<div class='message-cell message-cell--user'><h4 class='message-name'><a href='/members/m{k}.{k}/' "
        f"class='username'>m{k}</a></h4></div><div class='message-cell message-cell--main'><header "
        f"class='message-attribution'><time class='u-dt'>Jul {k}, 2024</time></header><div class='message-content'>"
        f"<div class='message-userContent'><article class='message-body'><div class='bbWrapper'>{text}</div></article>"
        f"</div></div></div></div></article>" for k, text in enumerate([opening, *replies], 1))
    rows = "".join(f"<div class='structItem structItem--thread js-threadListItem-{k}'><div class='structItem-cell "
                   f"structItem-cell--main'><div class='structItem-title'><a href='/threads/{k}/'>{title}</a></div>"
                   f"<div class='structItem-minor'><ul class='structItem-parts'><li>m{k}</li><li><time>Jan {k}, 2024"
                   f"</time></li></ul></div></div><div class='structItem-cell structItem-cell--meta'><dl class='pairs'>"
                   f"<dt>Replies</dt><dd>{k + 3}</dd></dl></div></div>" for k, title in enumerate(other_titles, 1))
    return _html(lang, "<div class='p-body'><div class='p-title'><h1 class='p-title-value'>thread</h1></div>"
                 f"<div class='block block--messages'><div class='block-container'><div class='block-body'>{posts}</div>"
                 "</div></div><div class='block' data-widget-key='xfes_thread_view_below_quick_reply_similar_threads'>"
                 "<div class='block-container'><h2 class='block-header'>Similar threads</h2><div class='block-body'>"
                 f"<div class='structItemContainer'>{rows}</div></div></div></div></div>")


# XenForo's "Similar threads" under a thread: other threads' titles, in the page's language
OTHER_TITLES = {"bo": ["ལོ་ཏོག་བསྡུ་དུས་ཀྱི་ཆར་པ།", "ས་བོན་གསར་པ་གང་ནས་ཉོ།"],
                "ug": ["ئۈزۈم قۇرۇتۇش ئۇسۇلى", "قىشلىق كۆكتات ساقلاش"]}


@pytest.mark.parametrize("lang", sorted(OTHER_TITLES))
def test_xenforo_s_similar_threads_under_a_thread_go(lang: str) -> None:
    titles = OTHER_TITLES[lang]
    _assert_thread(auto_text(_xenforo(lang, titles)), lang, ["Similar threads", "Replies", *titles])


def _first_post_thread(lang: str, opening_paragraphs: int) -> str:
    opening, replies = THREADS[lang]
    items = "".join(f"<div class='reply-item'><a class='author' href='/space/{k}'>m{k}</a><div class='reply-content'>"
                    f"<p>{reply}</p></div><div class='reply-ops'><a href='#'>赞</a> · <a href='#'>回复</a> · {k}</div></div>"
                    for k, reply in enumerate(replies, 1))
    body = "".join(f"<p>{opening}</p>" if k == 0 else f"<p>{k}. {opening}</p>" for k in range(opening_paragraphs))
    return _html(lang, "<div id='content' class='site-content'><main id='main' class='site-main'><div class='thread'>"
                 f"<div class='thread-head'><h1>thread</h1></div><div class='first-post'><div class='post-text'>{body}"
                 f"</div></div><div class='reply-list'>{items}</div></div></main></div>")


# review h219: a long opening post (ten paragraphs) over short replies, which the model scored under the threshold
@pytest.mark.parametrize("lang", LANGS)
def test_the_replies_under_a_long_first_post_stay(lang: str) -> None:
    text = auto_text(_first_post_thread(lang, 10))
    for reply in THREADS[lang][1]:
        assert reply in text
    assert "· 1" not in text


# guards: article prose in the markup or the words the rules read comes out whole
POEM = ["تاڭ ئاتتى، ئۆرۈك گۈللىدى،", "باغ ئىچىدە قۇشلار سايرىدى،", "ئانام چاي قويدى داستىخانغا،", "يۇرتۇم، سېنى سېغىندىم.",
        "بۇ شېئىرنى مەن تۇنجى قېتىم تور بەتتە ئوقۇغاندا، ئۇنى دوستلىرىمغا ئەۋەتىپ بەردىم."]
ESSAY = ["Every autumn the village board fills with questions about the harvest, and the old farmers answer them.",
         "Dawa still remembers the first time he pressed Post Reply on a forum; thousands read his answer.",
         "这位老人说，他第一次在论坛上点了“发表回复”，写下的是如何晾晒青稞，没想到有上千人看过。",
         "ལོ་རེ་བཞིན་ཞིང་པ་རྒན་པོ་ཚོས་དྲ་ཐོག་ཏུ་དྲི་བ་ལ་ལན་འདེབས་ཀྱི་ཡོད།"]


def test_a_wordpress_post_of_the_category_sns_keeps_its_short_lines() -> None:
    page = _html("ug", "<main class='site-main'><article class='post-88 post type-post hentry category-sns tag-poetry'>"
                 "<h1 class='entry-title'>يۇرتۇم</h1><div class='entry-content'>"
                 + "".join(f"<p>{line}</p>" for line in POEM) + "</div></article></main>")
    text = auto_text(page)
    assert all(line in text for line in POEM)


def test_an_essay_quoting_a_board_s_buttons_stays_whole() -> None:
    page = _html("en", "<main class='site-main'><article class='post type-post'><h1>The farmers' forum</h1>"
                 "<div class='entry-content'>" + "".join(f"<p>{line}</p>" for line in ESSAY)
                 + f"<h2>New Topic</h2><p>{THREADS['en'][1][0]}</p></div></article></main>")
    text = auto_text(page)
    assert all(line in text for line in [*ESSAY, "New Topic", THREADS["en"][1][0]])


def test_a_blog_s_comments_under_a_first_post_stay_out() -> None:
    opening, replies = THREADS["bo"]
    comments = "".join(f"<li class='comment-item'><div class='comment-meta'><a href='#'>m{k}</a> 2024-05-0{k}</div>"
                       f"<div class='reply-content'><p>{reply}</p></div><a class='comment-reply-link' href='#'>Reply</a></li>"
                       for k, reply in enumerate(replies, 1))
    page = _html("bo", "<main class='site-main'><article class='post type-post first-post'><h1>ལོ་ཏོག</h1>"
                 f"<div class='entry-content'><p>{opening}</p><p>{THREADS['bo'][1][1]}</p><p>{THREADS['zh'][0]}</p></div>"
                 f"</article><section id='comments' class='comments-area'><h2>3 Comments</h2><ol class='comment-list'>"
                 f"{comments}</ol></section></main>")
    text = auto_text(page)
    assert opening in text
    assert replies[0] not in text and replies[2] not in text
