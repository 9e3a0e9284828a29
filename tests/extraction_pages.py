"""Small pages written for the extraction tests (our own sentences; no dev-set text).

Each page is a common layout: a header with a menu, the main text, a sidebar of
links, a footer. ``ARTICLE[lang]`` holds the main-text paragraphs so a test can
check that every one of them, and nothing of the furniture, is extracted.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from html import escape

import lxml.html
from lxml import etree

from extract.algorithms import auto
from extract.dom import Dom, build_dom

PARAGRAPHS = {
    "bo": [
        "བོད་ཀྱི་ཡུལ་ལྗོངས་ནི་ས་མཐོ་ཞིང་རི་བོ་མང་པོ་ཡོད་པའི་ས་ཆ་ཞིག་ཡིན། ལོ་ལྟར་དགུན་ཁ་ནི་རིང་ལ་གྲང་མོ་ཡོད།",
        "ལོ་འདིར་གྲོང་གསེབ་ཀྱི་ཞིང་པ་རྣམས་ཀྱིས་ནས་དང་གྲོ་མང་པོ་བཏབ་ཅིང་། སྟོན་ཁར་ལོ་ཏོག་ཡག་པོ་བྱུང་བས་ཚང་མ་དགའ་པོ་བྱུང་།",
        "སློབ་གྲྭ་ཆུང་ཆུང་ཞིག་གི་དགེ་རྒན་གྱིས་ཉིན་རེ་བཞིན་སློབ་མ་རྣམས་ལ་ཡི་གེ་དང་རྩིས་རིག་སློབ་ཁྲིད་བྱེད་ཀྱི་ཡོད། སློབ་མ་ཚོས་ཀྱང་བརྩོན་འགྲུས་ཆེན་པོས་སློབ་སྦྱོང་བྱེད།",
        "དཔྱིད་ཀ་སླེབས་དུས་ཆུ་བོ་རྣམས་ཀྱི་ཁ་འཁྱགས་བཞུ་ནས་ཞིང་ཁར་ཆུ་འདྲེན་པའི་ལས་ཀ་འགོ་འཛུགས། མི་རྣམས་ཀྱིས་ལྷན་དུ་ལས་ཀ་བྱེད།",
    ],
    "ug": [
        "بۈگۈن ھاۋا ناھايىتى ياخشى بولدى، بالىلار مەھەللىدىكى باغچىدا كەچكىچە ئويناپ خۇشال بولدى.",
        "مەكتەپتە يېڭى كۇتۇپخانا ئېچىلدى، ئوقۇغۇچىلار ھەر كۈنى چۈشتىن كېيىن كىتاب ئوقۇشقا كېلىدىغان بولدى.",
        "يېزىدىكى دېھقانلار بۇ يىل بۇغداي ۋە قوناقنى بالدۇر تېرىدى، كۈزدە ھوسۇل ئوبدان بولۇشىنى ئۈمىد قىلىدۇ.",
        "شەھەر ئىچىدىكى يوللار رېمونت قىلىنغاندىن كېيىن، ئاپتوبۇسلار ئىلگىرىكىدىن تېز ماڭىدىغان بولدى.",
    ],
    "zh": [
        "今天的天气很好，孩子们在小区的公园里一直玩到傍晚，大家都很开心。",
        "学校新开了一个图书馆，学生们每天下午放学以后都会来这里安静地看书。",
        "村里的农民今年提前播种了小麦和玉米，希望秋天能有一个好收成。",
        "城里的道路修好以后，公共汽车比以前跑得更快了，上班的人也方便了许多。",
    ],
}

# A county library's travelling lending points, the story of the speed tests' pages (sessions 43-45: one copy,
# imported where a test's page needs it; a test wanting a shorter story takes the first lines, ``[:2]``)
LENDING_POINT = {
    "bo": ["དབྱར་ཁ་འདིར་རྫོང་གི་དཔེ་མཛོད་ཁང་གིས་ཤང་ཁག་སོ་སོར་དཔེ་དེབ་གཡར་ས་གསར་འཛུགས་བྱས་ནས་འབྲོག་པ་རྣམས་ཀྱིས་ཕྱུགས་འཚོ་ཚར་རྗེས་དཔེ་དེབ་གཡར་ཐུབ།",
           "དཔེ་མཛོད་ཁང་གི་ལས་བྱེད་པ་རྣམས་ཀྱིས་ཞག་བཅུ་བཞི་རེར་དཔེ་དེབ་གསར་པ་ཁྱེར་ཡོང་ནས་བྱིས་པ་རྣམས་ལ་དམངས་ཁྲོད་སྒྲུང་གཏམ་བཤད།",
           "ཟླ་བ་གསུམ་རིང་དཔེ་དེབ་པོ་ཏི་བརྒྱད་སྟོང་ལྷག་གཡར་ཡོད་པ་དང་ཀློག་འདོན་ལས་འགུལ་ལ་མི་ཐེངས་ཉིས་སྟོང་ལྷག་ཞུགས་ཡོད།"],
    "ug": ["بۇ يىل ياز پەسلىدە ناھىيىلىك كۇتۇپخانا ھەر قايسى يېزىلاردا سەييار كىتاب ئارىيەت بېرىش ئورنى تەسىس قىلدى، چارۋىچىلار ئۆيىگە قايتقاندا كىتاب ئالالايدۇ.",
           "كۇتۇپخانا خادىملىرى ھەر ئىككى ھەپتىدە بىر قېتىم يېڭى كىتاب ئېلىپ بېرىپ، بالىلارغا خەلق چۆچەكلىرىنى سۆزلەپ بېرىدۇ.",
           "ئۈچ ئاي ئىچىدە سەككىز مىڭدىن ئارتۇق كىتاب ئارىيەت بېرىلدى، ئوقۇش پائالىيىتىگە ئىككى مىڭدىن ئارتۇق ئادەم قاتناشتى."],
    "zh": ["今年夏天，县图书馆在每个乡镇设立了流动借书点，牧民们放牧归来也能借到自己喜欢的书籍和杂志。",
           "图书馆的工作人员每两周开车送一次新书，并在借书点举办读书分享会，孩子们最喜欢听老人讲的民间故事。",
           "据统计，流动借书点开放三个月以来，共借出图书八千余册，参加读书活动的群众超过两千人次。"],
    "en": ["This summer the county library opened a travelling lending point in every township, so herders can borrow "
           "books and magazines when they come back from the pastures.",
           "Every two weeks the librarians drive out with new books and hold a reading circle, where the children listen "
           "to the old folk tales the elders tell.",
           "In its first three months the lending point lent more than eight thousand books, and over two thousand people "
           "joined its reading events."],
}
TITLES = {"bo": "ཞིང་པའི་ལོ་ཏོག", "ug": "يېزىدىكى ھوسۇل", "zh": "村里的收成"}
MENU = {
    "bo": ["གསར་འགྱུར།", "རིག་གནས།", "དཔལ་འབྱོར།", "སློབ་གསོ།", "འཕྲོད་བསྟེན།", "ལོ་རྒྱུས།"],
    "ug": ["خەۋەرلەر", "مەدەنىيەت", "ئىقتىساد", "مائارىپ", "سالامەتلىك", "تارىخ"],
    "zh": ["新闻", "文化", "经济", "教育", "健康", "历史"],
}
RELATED = {
    "bo": ["ལྷ་ས་རུ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་ཁ་ཕྱེ།", "འབྲོག་པའི་འཚོ་བ་དང་ཕྱུགས་ཟོག", "རྒྱལ་ཁབ་ཀྱི་ཆུ་ཚོད་སྔ་མོར་ཆར་པ་བབས།",
           "གཞོན་ནུ་རྣམས་ཀྱི་གླུ་གཞས་འགྲན་བསྡུར།", "སྨན་ཁང་གསར་པའི་ལས་དོན།"],
    "ug": ["شەھەردە يېڭى مۇزېي ئېچىلدى", "چارۋىچىلارنىڭ تۇرمۇشى", "ئەتىگەندە يامغۇر ياغدى",
           "ياشلار ناخشا مۇسابىقىسى", "يېڭى دوختۇرخانىنىڭ خىزمىتى"],
    "zh": ["城里新开了一座博物馆", "牧民的生活", "早上下了一场雨", "青年歌唱比赛", "新医院的工作"],
}
FOOTER = {
    "bo": "པར་དབང་ཡོངས་ཁྱབ། ༢༠༢༤ དྲ་ཚིགས་ཀྱི་ལས་ཁུངས།",
    "ug": "نەشر ھوقۇقى قوغدىلىدۇ. 2024 تور بېكەت ئىشخانىسى",
    "zh": "版权所有 2024 网站编辑部",
}
# one-line forum replies
SHORT_POSTS = {
    "bo": ["ཐུགས་རྗེ་ཆེ།", "ང་ཡང་མོས།", "སྐད་ཆ་འདི་བདེན་པ་རེད།", "སང་ཉིན་ང་ཡང་འགྲོ།",
           "པར་འདི་ག་པར་བླངས་པ་རེད།", "ཞིང་ཁར་ལས་ཀ་མང་པོ་འདུག"],
    "ug": ["رەھمەت!", "مەنمۇ قوشۇلىمەن.", "بۇ گەپ توغرا.", "ئەتە مەنمۇ بارىمەن.",
           "بۇ رەسىمنى قەيەردە تارتتىڭىز؟", "ئېتىزدا ئىش كۆپ ئىكەن."],
    "zh": ["谢谢分享！", "我也同意。", "这话说得对。", "明天我也去。", "这张照片在哪儿拍的？", "地里的活真多。"],
}
DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}


def _links(items: list[str], prefix: str) -> str:
    return "".join(f'<li><a href="/{prefix}/{n}">{escape(t)}</a></li>' for n, t in enumerate(items))


def lang_page(lang: str, title: str, body: str) -> str:
    """A page in ``lang`` (its script's direction, ``DIRECTION``) titled ``title`` (markup, escaped by the caller)
    whose ``<body>`` holds ``body``."""
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><meta charset="utf-8"><title>{title}</title></head>'
            f'<body>{body}</body></html>')


def article_page(lang: str, paragraphs: list[str] | None = None, comments: list[str] | None = None) -> str:
    """A news page: header menu, breadcrumb, article (h1 + paragraphs), readers' comments, related sidebar, footer."""
    paragraphs = PARAGRAPHS[lang] if paragraphs is None else paragraphs
    body = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    discussion = "".join(
        f'<div class="comment"><span class="who">user{n}</span><p>{escape(c)}</p></div>' for n, c in enumerate(comments or ()))
    if discussion:
        discussion = f'<section class="comments"><h2>{escape(MENU[lang][5])} ({len(comments or ())})</h2>{discussion}</section>'
    return f"""<!DOCTYPE html>
<html lang="{lang}" dir="{DIRECTION[lang]}"><head><meta charset="utf-8">
<title>{escape(TITLES[lang])} - {escape(MENU[lang][0])}</title>
<script>var x = "{escape(MENU[lang][1])}";</script><style>.a {{ color: red }}</style></head>
<body>
<header class="site-header"><div class="logo"><a href="/">{escape(MENU[lang][0])}</a></div>
<nav class="main-menu"><ul>{_links(MENU[lang], "c")}</ul></nav>
<form class="search" action="/s"><input type="text" name="q"><button>{escape(MENU[lang][2])}</button></form></header>
<div class="wrapper">
<div class="breadcrumb"><a href="/">{escape(MENU[lang][0])}</a> &gt; <a href="/c/1">{escape(MENU[lang][1])}</a></div>
<div class="content"><article class="post">
<h1 class="post-title">{escape(TITLES[lang])}</h1>
<div class="post-body">{body}</div>
<div class="share"><a href="/share/1">{escape(MENU[lang][3])}</a> <a href="/share/2">{escape(MENU[lang][4])}</a></div>
</article>{discussion}</div>
<aside class="sidebar"><h3>{escape(MENU[lang][5])}</h3><ul class="related">{_links(RELATED[lang], "a")}</ul></aside>
</div>
<footer class="site-footer"><ul>{_links(MENU[lang], "f")}</ul><p class="copyright">{escape(FOOTER[lang])}</p></footer>
</body></html>"""


def forum_page(lang: str, posts: list[str], post_class: str = "post") -> str:
    """A forum thread: menu, thread title, many short posts (user name, date, text), footer.

    ``post_class`` names the post containers (forum software often calls them "comment").
    """
    items = "".join(
        f'<div class="{post_class}" id="{post_class}-{n}"><div class="{post_class}-author"><a href="/u/{n}">user{n}</a>'
        f'<span class="date">2024-05-{n + 1:02d}</span></div>'
        f'<div class="{post_class}-message">{escape(text)}</div></div>'
        for n, text in enumerate(posts)
    )
    return f"""<html lang="{lang}" dir="{DIRECTION[lang]}"><head><meta charset="utf-8"><title>{escape(TITLES[lang])}</title></head>
<body><nav class="menu"><ul>{_links(MENU[lang], "c")}</ul></nav>
<div class="thread"><h1>{escape(TITLES[lang])}</h1>{items}</div>
<footer><ul>{_links(MENU[lang], "f")}</ul><p>{escape(FOOTER[lang])}</p></footer></body></html>"""


def list_thread_page(lang: str, posts: list[str]) -> str:
    """A thread drawn as a list: each ``<li class="post">`` holds the poster's link and the post's text."""
    items = "".join(f'<li class="post"><div class="user"><a href="/u/{n}">user{n}</a></div>'
                    f'<div class="post-text">{escape(text)}</div></li>' for n, text in enumerate(posts))
    return f"""<html lang="{lang}" dir="{DIRECTION[lang]}"><head><meta charset="utf-8"><title>{escape(TITLES[lang])}</title></head>
<body><nav><ul>{_links(MENU[lang], "c")}</ul></nav>
<div id="main"><h1>{escape(TITLES[lang])}</h1><ul class="posts">{items}</ul></div>
<aside><ul>{_links(RELATED[lang], "a")}</ul></aside><footer><p>{escape(FOOTER[lang])}</p></footer></body></html>"""


# One post as four forum engines draw it (their templates' classes, trimmed): {n} the post's number,
# {user} the poster, {date} its date, {title} the thread's title, {text} the post.
FORUM_ENGINE_POSTS = {
    "xenforo": (
        '<article class="message message--post js-post" data-author="{user}" id="js-post-{n}"><div class="message-inner">'
        '<div class="message-cell message-cell--user"><section class="message-user"><h4 class="message-name">'
        '<a href="/members/{n}" class="username">{user}</a></h4><h5 class="userTitle message-userTitle">Member</h5>'
        '<dl class="pairs pairs--justified"><dt>Messages</dt><dd>{posts}</dd></dl></section></div>'
        '<div class="message-cell message-cell--main"><header class="message-attribution"><ul><li><a href="/p/{n}">'
        '<time>{date}</time></a></li></ul></header><div class="message-content"><div class="message-userContent">'
        '<article class="message-body"><div class="bbWrapper">{text}</div></article></div></div>'
        '<footer class="message-footer"><a class="actionBar-action">Reply</a></footer></div></div></article>'),
    "vbulletin": (
        '<li class="postbitlegacy postcontainer" id="post_{n}"><div class="posthead"><span class="postdate">'
        '<span class="date">{date}</span></span><a href="#post{n}" class="postcounter">#{n}</a></div>'
        '<div class="postdetails"><div class="userinfo"><a class="username" href="/member.php?u={n}"><strong>{user}</strong></a>'
        '<span class="usertitle">Member</span><dl class="userinfo_extra"><dt>Posts</dt><dd>{posts}</dd></dl></div>'
        '<div class="postbody"><div class="postrow"><h2 class="title icon">Re: {title}</h2><div class="content">'
        '<div id="post_message_{n}"><blockquote class="postcontent restore">{text}</blockquote></div></div></div></div></div>'
        '<div class="postfoot"><span class="postcontrols"><a class="quote" href="/newreply.php?p={n}">Reply With Quote</a>'
        '</span></div></li>'),
    "mybb": (
        '<div class="post classic" id="post_{n}"><div class="post_author"><div class="author_information"><strong>'
        '<a href="/member.php?uid={n}">{user}</a></strong><br><span class="smalltext">Junior Member</span></div>'
        '<div class="author_statistics">Posts: {posts}</div></div><div class="post_content"><div class="post_head">'
        '<span class="post_date">{date}</span></div><div class="post_body" id="pid_{n}">{text}</div></div>'
        '<div class="post_controls"><div class="postbit_buttons post_management_buttons">'
        '<a href="/newreply.php?replyto={n}" class="postbit_quote"><span>Reply</span></a></div></div></div>'),
    "smf": (
        '<div class="windowbg"><div class="post_wrapper"><div class="poster"><h4><a href="/?action=profile;u={n}">{user}</a>'
        '</h4><ul class="user_info"><li class="membergroup">Newbie</li><li class="postcount">Posts: {posts}</li></ul></div>'
        '<div class="postarea"><div class="keyinfo"><h5><a href="/?topic=1.msg{n}#msg{n}">Re: {title}</a></h5>'
        '<div class="smalltext">Reply #{n} on: {date}</div></div><div class="post"><div class="inner" id="msg_{n}">{text}</div>'
        '</div></div></div></div>'),
    "discuz": (
        '<div id="post_{n}"><table id="pid{n}" class="plhin"><tr><td class="pls" rowspan="2"><div class="pls favatar">'
        '<div class="pi"><div class="authi"><a href="/space-uid-{n}.html" class="xw1">{user}</a></div></div>'
        '<div class="tns xg2"><table><tr><th><p><a class="xi2">{posts}</a></p>帖子</th></tr></table></div>'
        '<p><em><a href="/home.php?gid=10">新手上路</a></em></p></div></td><td class="plc"><div class="pi"><div class="pti">'
        '<div class="authi"><em id="authorposton{n}">发表于 {date}</em></div></div><strong><a href="#pid{n}">{n}#</a></strong>'
        '</div><div class="pct"><div class="pcb"><div class="t_fsz"><table><tr><td class="t_f" id="postmessage_{n}">{text}'
        '</td></tr></table></div></div></div></td></tr><tr><td class="plc"><div class="po hin"><div class="pob cl"><em>'
        '<a class="fastre" href="/forum.php?mod=post&amp;action=reply">回复</a></em></div></div></td></tr></table></div>'),
    "phpwind": (
        '<div class="t5 t2"><table class="floot"><tr><td class="floot_left" rowspan="2"><div class="readName b">'
        '<a href="/u.php?uid={n}">{user}</a></div><div class="floot_leftdiv"><div class="readUser_info"><p>级别: 新手上路</p>'
        '<p>发帖: {posts}</p></div></div></td><td class="floot_right"><div class="tipTop s6"><span class="fr">'
        '<a href="#{n}">{n}楼</a></span><span class="gray">发表于: {date}</span></div><div class="tpc_content">'
        '<div class="f14 mb10" id="read_{n}">{text}</div></div></td></tr><tr><td class="floot_bottom"><div class="readbot">'
        '<a class="r-quote" href="/post.php?action=quote">引用</a></div></td></tr></table></div>'),
}


def forum_engine_page(engine: str, lang: str, posts: list[str]) -> str:
    """A thread as forum engine ``engine`` draws it (``FORUM_ENGINE_POSTS``): each post beside its author pane."""
    items = "".join(FORUM_ENGINE_POSTS[engine].format(
        n=n, user=f"user{n}", date=f"2024-05-{n + 1:02d} 10:0{n % 10}", posts=37 * n + 5, title=escape(TITLES[lang]),
        text=escape(text)) for n, text in enumerate(posts))
    return f"""<html lang="{lang}" dir="{DIRECTION[lang]}"><head><meta charset="utf-8"><title>{escape(TITLES[lang])}</title></head>
<body><nav class="menu"><ul>{_links(MENU[lang], "c")}</ul></nav>
<div class="thread"><h1>{escape(TITLES[lang])}</h1><div class="posts">{items}</div></div>
<footer><ul>{_links(MENU[lang], "f")}</ul><p>{escape(FOOTER[lang])}</p></footer></body></html>"""


def discuz_thread_page(lang: str, posts: str) -> str:
    """A Discuz! X thread page around its posts' markup (``div#post_N`` each): the site's nav bar and the post list."""
    return (f"<html lang='{lang}'><head><title>thread</title></head><body><div id='nv'><ul><li><a href='forum.php'>论坛</a>"
            f"</li><li><a href='portal.php'>门户</a></li></ul></div><div id='postlist' class='pl bm'>{posts}</div></body></html>")


def list_page(lang: str) -> str:
    """A section front: menu, a list of article links with dates, pager, footer; no main text."""
    entries = RELATED[lang] * 3
    items = "".join(
        f'<li class="item"><a href="/a/{n}">{escape(t)}</a> <span class="date">2024-05-{n % 28 + 1:02d}</span></li>'
        for n, t in enumerate(entries)
    )
    return f"""<html lang="{lang}"><head><meta charset="utf-8"><title>{escape(MENU[lang][1])}</title></head>
<body><nav class="menu"><ul>{_links(MENU[lang], "c")}</ul></nav>
<div class="list"><h2>{escape(MENU[lang][1])}</h2><ul>{items}</ul>
<div class="pager"><a href="?p=1">1</a> <a href="?p=2">2</a> <a href="?p=3">3</a></div></div>
<footer><ul>{_links(MENU[lang], "f")}</ul><p>{escape(FOOTER[lang])}</p></footer></body></html>"""


def teaser_list_page(lang: str) -> str:
    """A home page: an intro paragraph, then article headlines, each with a one-sentence teaser."""
    items = "".join(
        f'<li><a href="/a/{n}.html">{escape(title)}</a><p class="teaser">{escape(PARAGRAPHS[lang][n % len(PARAGRAPHS[lang])])}</p></li>'
        for n, title in enumerate(RELATED[lang])
    )
    return f"""<html lang="{lang}" dir="{DIRECTION[lang]}"><head><meta charset="utf-8"><title>{escape(MENU[lang][0])}</title></head>
<body><header><nav class="menu"><ul>{_links(MENU[lang], "c")}</ul></nav></header>
<main><p class="intro">{escape(PARAGRAPHS[lang][0])}</p><h2>{escape(MENU[lang][0])}</h2><ul class="list">{items}</ul>
<p class="pager"><a href="/page-2.html">{escape(MENU[lang][1])} »</a></p></main>
<footer><p>{escape(FOOTER[lang])}</p></footer></body></html>"""


def body_dom(body: str, title: str | None = None) -> Dom:
    """The Dom of a page whose ``<body>`` is ``body`` (with a ``<head><title>`` when ``title`` is given)."""
    head = "" if title is None else f"<head><title>{title}</title></head>"
    return build_dom(lxml.html.fromstring(f"<html>{head}<body>{body}</body></html>"))


def all_kept(body: str) -> tuple[Dom, auto.Blocks, bytearray]:
    """The Dom (:func:`body_dom`) and blocks of ``body`` and a keep array holding every block: a ladder step's
    input when every block passed the model and no step before it dropped one."""
    dom = body_dom(body)
    blocks = auto.block_features(dom)
    keep = bytearray(len(dom))
    for b in blocks.ids:
        keep[b] = 1
    return dom, blocks, keep


def deep_dom(paragraphs: list[str], title: str = "", depth: int = 100_000) -> Dom:
    """A page whose paragraphs sit ``depth`` nested divs down (built in lxml, no parser limit)."""
    root = lxml.html.fromstring(f"<html><head><title>{title}</title></head><body></body></html>")
    chain = [root.find("body")]  # proxies held: lxml frees a deep node in O(depth)
    for _ in range(depth):
        chain.append(etree.SubElement(chain[-1], "div"))
    for paragraph in paragraphs:
        etree.SubElement(chain[-1], "p").text = paragraph
    return build_dom(root)


def paragraphs(lines: list[str], tag: str = "p", attributes: str = "") -> str:
    """The lines as ``tag`` elements, each with ``attributes`` (e.g. `` class='lead'``, with its leading space).

    >>> paragraphs(["ཀ", "ب"], attributes=" dir='auto'")
    "<p dir='auto'>ཀ</p><p dir='auto'>ب</p>"
    """
    return "".join(f"<{tag}{attributes}>{line}</{tag}>" for line in lines)


def auto_text(markup: str, **params: float) -> str:
    """The text ``auto`` keeps of a page's markup (parsed once, no decoding), with ``params`` overriding its own."""
    dom = build_dom(lxml.html.document_fromstring(markup))
    return dom.render(auto.select(dom, title=dom.title, params=params or None))


def assert_spec(name: str, text: str, spec: dict[str, list[str]]) -> None:
    """Assert a stay/go/once spec on ``text``, extracted from page ``name``: every "stay" line is in it, no "go" line
    is, and every "once" line is in it exactly once (the review pages' specs)."""
    for line in spec.get("stay", []):
        assert line in text, f"{name}: lost {line[:30]!r}"
    for line in spec.get("go", []):
        assert line not in text, f"{name}: kept {line[:30]!r}"
    for line in spec.get("once", []):
        assert text.count(line) == 1, f"{name}: {line[:30]!r} not once"


def assert_page(name: str, markup: str, kept: Iterable[str], dropped: Iterable[str] = ()) -> str:
    """Extract page ``name`` (:func:`auto_text`, once) and assert every ``kept`` line is in its text and no
    ``dropped`` line is; the message names the page, the lines lost and kept (their starts) and the text. Returns
    the text."""
    text = auto_text(markup)
    lost = [line[:40] for line in kept if line not in text]
    stayed = [line[:40] for line in dropped if line in text]
    assert not lost and not stayed, f"{name}: lost {lost!r}, kept {stayed!r} in\n{text}"
    return text


def best_seconds(run: Callable[[], object], repeats: int = 3, setup: Callable[[], object] | None = None) -> float:
    """The fewest CPU seconds (``time.process_time``: other processes' load does not count) ``run()`` takes in
    ``repeats`` runs (best of N); with ``setup``, each run is ``run(setup())``, the setup's own time not counted."""
    best = float("inf")
    for _ in range(repeats):
        if setup is None:
            start = time.process_time()
            run()
        else:
            argument = setup()
            start = time.process_time()
            run(argument)  # type: ignore[call-arg]
        best = min(best, time.process_time() - start)
    return best


def auto_lines(markup: str) -> list[str]:
    """The lines ``auto`` keeps of a page's markup (:func:`auto_text`)."""
    return auto_text(markup).split("\n")


KEPT = 1.0  # a score above auto.THRESHOLD: every block passes the model (the steps after it decide)


def kept_lines_scored(markup: str, scores: dict[str, float], default: float) -> list[str]:
    """The lines ``auto.kept_nodes`` keeps of a page whose blocks score as ``scores`` says by their text (``default``
    for the others): the steps after the model, on a page the model need not score as a real one would."""
    dom = build_dom(lxml.html.document_fromstring(markup))
    blocks = auto.block_features(dom, dom.title)
    return dom.render(auto.kept_nodes(dom, blocks, [scores.get(text, default) for text in blocks.texts])).split("\n")


def meta_line_page(lang: str, meta: str) -> str:
    """A short story: its h1, one meta line (``meta``, in a ``div.info``), its paragraphs (our own sentences)."""
    body = "".join(f"<p>{escape(p)}</p>" for p in PARAGRAPHS[lang])
    return (f"<html><head><title>story</title></head><body><article><h1>story</h1><div class='info'>{escape(meta)}</div>"
            f"{body}</article></body></html>")


def news_section_page(intro: str, records: str, menu: list[str]) -> str:
    """A news section's page: a menu of ``menu``'s entries, then in ``<main>`` its h1, ``intro`` and ``records``."""
    entries = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(menu))
    return (f"<html><head><title>news</title></head><body><nav><ul>{entries}</ul></nav><main><h1>news</h1>"
            f"<p>{intro}</p>{records}</main></body></html>")
