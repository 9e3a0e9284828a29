"""Forum threads as more engines draw them (vBulletin 3, 4 and 5, MyBB, Flarum, Vanilla, SMF 2.1, phpwind, old and new
Reddit, Hacker News, Lemmy, Douban, Tianya, Mailman's pipermail and HyperKitty, a WordPress post's comments): every
post of a thread stays once, the engine's furniture goes (member panes, dates, signatures, thanks rows, reaction and
reply buttons, breadcrumbs, similar threads); comments under a blog post go (the dev convention). Replies the model
reads as comments under an article are kept by their engine's class (``auto.thread_engines``), an opening post in a
box of its own by its replies' class, Reddit's meta lines and action rows dropped by their slot. Essays and stories
in the same words and classes come out whole. Our own sentences throughout."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

BO = ["ང་ཚོའི་ཡུལ་ཚོ་ནི་ཆུ་བོ་ཆེན་པོ་ཞིག་གི་འགྲམ་ན་ཡོད་པས་ལོ་རེ་བཞིན་ཆུ་ལོག་གི་ཉེན་ཁ་ཡོད། ཡུལ་ཚོ་གཞན་དག་གིས་ཇི་ལྟར་བྱེད་ཀྱི་ཡོད།",
      "ཆུ་རགས་ཀྱི་འགྲམ་དུ་ཤིང་སྡོང་འདེབས་ན་ས་ཞིང་བརྟན་པོ་ཡོང་། ང་ཚོས་ལོ་གསུམ་གོང་ནས་འདེབས་འགོ་ཚུགས།",
      "བདེན། ཤིང་སྡོང་གི་རྩ་བས་ས་འཛིན་པས་ཆུ་རགས་ཀྱང་བརྟན་པོ་ཡོང་བ་ཡིན། ང་ཚོའི་ཡུལ་དུའང་དེ་ལྟར་བྱས།",
      "ཐུགས་རྗེ་ཆེ། ད་ལོའི་དཔྱིད་ཀར་ཤིང་སྡོང་བརྒྱ་ཙམ་འདེབས་རྒྱུའི་འཆར་གཞི་ཡོད།"]
UG = ["تونۇردا ياقسام ناننىڭ ئاستى كۆيۈپ كېتىدۇ، ئۈستى بولسا تېخى پىشمىغان بولىدۇ. نېمە قىلسام بولار؟",
      "تونۇرنى كەم دېگەندە بىر سائەت قىزىتىڭ، ئاندىن كۆمۈرنى بىر چەتكە يىغىڭ.",
      "خېمىرنى ئىككى سائەت ئېچىتسىڭىز بولىدۇ. قىشتا ئۆي سوغۇق بولسا تېخىمۇ ئۇزۇنراق تۇرغۇزۇڭ.",
      "رەھمەت، بۈگۈن سىناپ باقتىم، بۇ قېتىم ناننىڭ ئاستى كۆيمىدى."]
ZH = ["上个月我们一家人去了一趟拉萨，第一次上高原，还是有点高原反应，头疼了两天。",
      "建议大家到了以后先休息一天，多喝热水，慢慢走路，不要洗澡。",
      "十月份白天还可以，早晚温差很大，羽绒服一定要带上。",
      "同意楼上，晚上只有几度，最好再带一顶帽子和手套。"]
EN = ["My letters look fine on their own, but in whole words the stacked letters come out crooked every time.",
      "Practise the stacks on their own first, on squared paper, a page of each before whole words.",
      "Squared paper made all the difference for me too. I will try it this week with a reed pen.",
      "A broader nib helped me more than the paper did; the strokes stay even when the pen is wider."]
TEXTS = {"bo": BO, "ug": UG, "zh": ZH, "en": EN}
NAMES = ["tashi_d", "Dolkar88", "abdurehim", "Lhamo"]

def page(lang: str, body: str, title: str = "thread") -> str:
    """A board's page around ``body``: its header links and footer."""
    d = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{d}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
            "<div id='header'><a href='/'>Home</a> <a href='/forum'>Forums</a> <a href='/search'>Search</a> <a href='/members'>Members</a></div>"
            f"{body}<div id='footer'><a href='/contact'>Contact Us</a> <a href='/privacy'>Privacy</a> Powered by engine © 2025</div></body></html>")

def thread(lang: str, body: str, stay: list[str], go: list[str]) -> tuple[str, list[str], list[str]]:
    """The page, the lines that stay (once each) and the strings that go."""
    return page(lang, body), stay, go

# 1 vBulletin 3 postbit_legacy table
def vb3(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; posts = ""
    for i, p in enumerate(t):
        posts += f"""<div id="edit{100+i}"><table class="tborder" id="post{100+i}" cellpadding="6" width="100%">
<tr><td class="thead"><div class="normal" style="float:right">&nbsp;#<a href="/showpost.php?p={100+i}" id="postcount{100+i}"><strong>{i+1}</strong></a>&nbsp;</div>
<div class="normal"><a name="post{100+i}"><img class="inlineimg" src="statusicon/post_old.gif"></a> 03-0{i+1}-2024, 10:1{i} AM</div></td></tr>
<tr><td class="alt2" width="175"><div id="postmenu_{100+i}"><a class="bigusername" href="member.php?u={i}">{NAMES[i]}</a></div>
<div class="smallfont">Senior Member</div><div class="smallfont">&nbsp;<br><div>Join Date: Jan 2019</div><div>Location: Lhasa</div><div>Posts: {120+i*7}</div></div></td>
<td class="alt1" id="td_post_{100+i}"><div class="smallfont"><strong>Re: thread</strong></div><hr size="1">
<div id="post_message_{100+i}">{p}</div>
<div>__________________<br>{'Signature line of ' + NAMES[i] + ' — live and learn'}</div></td></tr>
<tr><td class="alt2"><img class="inlineimg" src="user_offline.gif"> <a href="report.php?p={100+i}"><img alt="Report Post"></a></td>
<td class="alt1" align="right"><a href="newreply.php?do=newreply&p={100+i}" rel="nofollow"><img src="buttons/quote.gif" alt="Reply With Quote"></a> <a href="#">Reply With Quote</a></td></tr>
</table>
<div id="post_thanks_box_{100+i}"><div class="smallfont">The Following User Says Thank You to {NAMES[i]} For This Useful Post:</div><a href="member.php?u=9">Dorje</a>, <a href="member.php?u=8">Pema</a></div></div>"""
    body = f"""<div class="navbar"><a href="/">Forum</a> &gt; <a href="/f1">Village life</a> &gt; thread</div>
<table class="tborder"><tr><td class="alt1">Thread Tools</td><td>Search this Thread</td><td>Display Modes</td></tr></table>
<div id="posts">{posts}</div><div class="smallfont">« Previous Thread | Next Thread »</div>"""
    return thread(lang, body, t, ["Join Date", "Posts: 1", "Reply With Quote", "Says Thank You", "Signature line", "Senior Member", "Thread Tools", NAMES[1]])

# 2 vBulletin 4 postbitlegacy
def vb4(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; posts = ""
    for i, p in enumerate(t):
        posts += f"""<li class="postbitlegacy postbitim postcontainer old" id="post_{200+i}">
<div class="posthead"><span class="postdate old"><span class="date">Mar 4th, 2024,&nbsp;<span class="time">11:2{i}</span></span></span>
<span class="nodecontrols"><a name="post{200+i}" href="#post{200+i}" class="postcounter">#{i+1}</a></span></div>
<div class="postdetails"><div class="userinfo"><div class="username_container"><a class="username offline popupctrl" href="member.php?u={i}"><strong>{NAMES[i]}</strong></a></div>
<span class="usertitle">Junior Member</span>
<dl class="userinfo_extra"><dt>Join Date</dt><dd>Feb 2020</dd><dt>Posts</dt><dd>{40+i}</dd></dl></div>
<div class="postbody"><div class="postrow"><h2 class="title icon">Re: thread</h2><div class="content"><div id="post_message_{200+i}"><blockquote class="postcontent restore">{p}</blockquote></div></div></div>
<div class="after_content"><blockquote class="signature restore"><div class="signaturecontainer">My sig: {NAMES[i]} rides again</div></blockquote></div>
<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols"><a class="newreply" href="newreply.php?p={200+i}"><img src="quote.png" alt="Reply With Quote"> Reply With Quote</a></span>
<span class="postlinking"><a class="report" href="report.php?p={200+i}">Report</a></span></div></div></div></div></li>"""
    body = f"""<div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="/">Home</a></li><li class="navbit"><a href="/forum.php">Forum</a></li><li class="navbit lastnavbit">thread</li></ul></div>
<div id="pagetitle"><h1>Thread: <span class="threadtitle"><a href="#">thread</a></span></h1></div>
<div id="postlist" class="postlist restrain"><ol id="posts" class="posts">{posts}</ol></div>
<div id="thread_info"><h4>Similar Threads</h4><ul><li><a href="/t1">Another thread about floods</a></li><li><a href="/t2">Bread ovens again</a></li></ul></div>"""
    return thread(lang, body, t, ["Join Date", "Reply With Quote", "My sig", "Junior Member", "Similar Threads", "Another thread", NAMES[2]])

# 3 MyBB
def mybb(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; posts = ""
    for i, p in enumerate(t):
        posts += f"""<div class="post classic" id="post_{300+i}"><div class="post_author scaleimages">
<div class="author_avatar"><a href="member.php?uid={i}"><img src="avatar.png" alt=""></a></div>
<div class="author_information"><strong><span class="largetext"><a href="member.php?uid={i}">{NAMES[i]}</a></span></strong><br><span class="smalltext">Member<br></span></div>
<div class="author_statistics">Posts: {10+i}<br>Threads: {2+i}<br>Joined: Jan 2021<br>Reputation: {i}</div></div>
<div class="post_content"><div class="post_head"><span class="post_date">04-03-2024, 09:1{i} PM</span><div class="float_right"><strong><a href="showthread.php?pid={300+i}#pid{300+i}">#{i+1}</a></strong></div></div>
<div class="post_body scaleimages" id="pid_{300+i}">{p}</div>
<div class="signature scaleimages">Sig text {NAMES[i]}: slow and steady</div></div>
<div class="post_controls"><div class="postbit_buttons author_buttons float_left"><a href="member.php?action=profile&uid={i}" class="postbit_website"><span>Website</span></a> <a href="private.php" class="postbit_pm"><span>PM</span></a> <a href="search.php" class="postbit_find"><span>Find</span></a></div>
<div class="postbit_buttons post_management_buttons float_right"><a href="newreply.php?pid={300+i}" class="postbit_quote postbit_mirage"><span>Reply</span></a> <a href="#" class="postbit_reputation"><span>Report</span></a></div></div></div>"""
    body = f"""<div class="navigation"><a href="/">Board</a> › <a href="/f">Bakery</a> › <span class="active">thread</span></div>
<table class="tborder tfixed"><tr><td class="thead"><div><strong>thread</strong></div></td></tr></table>
<div id="posts">{posts}</div>
<div class="float_left"><a href="showthread.php?action=prev">« Next Oldest</a> | <a href="#">Next Newest »</a></div>
<table class="tborder"><tr><td class="thead"><strong>Users browsing this thread:</strong> 1 Guest(s)</td></tr></table>"""
    return thread(lang, body, t, ["Threads: ", "Joined:", "Reputation", "Sig text", "Next Oldest", "Users browsing", NAMES[0]])

# 4 Flarum
def flarum(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; posts = ""
    for i, p in enumerate(t):
        posts += f"""<div class="PostStream-item" data-index="{i}"><article class="Post CommentPost"><div><header class="Post-header"><ul><li class="item-user"><div class="PostUser"><h3><a href="/u/{NAMES[i]}"><span class="Avatar">D</span><span class="username">{NAMES[i]}</span></a></h3></div></li>
<li class="item-meta"><div class="Dropdown PostMeta"><a class="Dropdown-toggle"><time datetime="2024-03-0{i+1}T10:00:00">Mar {i+1}</time></a></div></li></ul></header>
<div class="Post-body"><p>{p}</p></div>
<aside class="Post-footer"><ul><li class="item-liked"><div class="Post-likedBy"><a href="/u/x">Pema</a> and 2 others like this.</div></li></ul></aside>
<aside class="Post-actions"><ul><li class="item-like"><button class="Button Button--link" type="button"><span class="Button-label">Like</span></button></li><li class="item-reply"><button class="Button Button--link" type="button"><span class="Button-label">Reply</span></button></li></ul></aside></div></article></div>"""
    body = f"""<div class="App-content"><header class="Hero DiscussionHero"><div class="container"><ul class="DiscussionHero-items"><li class="item-tags"><span class="TagsLabel"><span class="TagLabel">General</span></span></li><li class="item-title"><h2 class="DiscussionHero-title">thread</h2></li></ul></div></header>
<div class="DiscussionPage-stream"><div class="PostStream">{posts}</div></div>
<nav class="DiscussionPage-nav"><ul><li><button class="Button">Reply</button></li><li><button class="Button">Follow</button></li></ul></nav></div>"""
    return thread(lang, body, t, ["like this", "Like", NAMES[3], "Follow"])

# 5 Vanilla
def vanilla(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]
    op = f"""<div class="Discussion ItemDiscussion"><div class="Item-Header DiscussionHeader"><div class="AuthorWrap"><span class="Author"><a class="Username" href="/profile/{NAMES[0]}">{NAMES[0]}</a></span><span class="AuthorInfo"><span class="MItem Rank">Member</span></span></div>
<div class="Meta DiscussionMeta"><span class="MItem DateCreated"><a href="/d/1" class="Permalink"><time datetime="2024-03-01">March 2024</time></a></span> <span class="MItem Category">in <a href="/c/general">General</a></span></div></div>
<div class="Item-BodyWrap"><div class="Item-Body"><div class="Message userContent">{t[0]}</div></div></div>
<div class="Reactions"><a class="ReactButton React-Like"><span class="ReactLabel">Like</span></a> <a class="ReactButton React-Insightful"><span class="ReactLabel">Insightful</span></a> <a class="ReactButton React-Flag"><span class="ReactLabel">Flag</span></a></div></div>"""
    comments = ""
    for i, p in enumerate(t[1:], 1):
        comments += f"""<li class="Item ItemComment" id="Comment_{500+i}"><div class="Comment"><div class="Item-Header CommentHeader"><div class="AuthorWrap"><span class="Author"><a class="Username" href="/profile/{NAMES[i]}">{NAMES[i]}</a></span><span class="AuthorInfo"><span class="MItem Rank">Member</span> <span class="MItem PostCount">Posts: {30+i}</span></span></div>
<div class="Meta CommentMeta CommentInfo"><span class="MItem DateCreated"><a href="/d/1#Comment_{500+i}" class="Permalink"><time>March {i+2}</time></a></span></div></div>
<div class="Item-BodyWrap"><div class="Item-Body"><div class="Message userContent">{p}</div></div></div>
<div class="Reactions"><a class="ReactButton React-Like"><span class="ReactLabel">Like</span></a> <a class="ReactButton Quote"><span class="ReactLabel">Quote</span></a></div></div></li>"""
    body = f"""<div class="BreadcrumbsBox"><span class="Breadcrumbs"><a href="/">Home</a> › <a href="/c">General</a></span></div>
<div class="PageTitle"><h1>thread</h1></div>{op}<div class="CommentsWrap"><h2 class="CommentHeading">Comments</h2><ul class="MessageList DataList Comments">{comments}</ul></div>
<div class="Foot"><a class="Button" href="/entry/signin">Sign In or Register to comment.</a></div>"""
    return thread(lang, body, t, ["Insightful", "Posts: 3", "Sign In or Register", NAMES[2], "Quote"])

# 6 old reddit
def oldreddit(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]
    cm = ""
    for i, p in enumerate(t[1:], 1):
        cm += f"""<div class="thing id-t1_c{i} noncollapsed comment" data-type="comment" data-author="{NAMES[i]}"><p class="parent"></p>
<div class="midcol unvoted"><div class="arrow up" role="button" aria-label="upvote"></div><div class="arrow down" role="button" aria-label="downvote"></div></div>
<div class="entry unvoted"><p class="tagline"><a href="javascript:void(0)" class="expand">[–]</a><a href="/user/{NAMES[i]}" class="author may-blank">{NAMES[i]}</a><span class="userattrs"></span> <span class="score unvoted" title="{10*i}">{10*i} points</span> <time class="live-timestamp">{i} hours ago</time>&#32;<a href="javascript:void(0)" class="numchildren">(0 children)</a></p>
<form class="usertext warn-on-unload"><div class="usertext-body may-blank-within md-container"><div class="md"><p>{p}</p></div></div></form>
<ul class="flat-list buttons"><li class="first"><a href="/r/x/comments/1/c{i}/" class="bylink" rel="nofollow">permalink</a></li><li><a href="javascript:void(0)">embed</a></li><li><a href="javascript:void(0)">save</a></li><li><a href="javascript:void(0)">report</a></li><li><a class="access-required" href="javascript:void(0)">reply</a></li></ul></div><div class="child"></div><div class="clearleft"></div></div>"""
    body = f"""<div id="header"><a href="/r/x">r/x</a></div><div class="side"><div class="titlebox"><h1 class="hover redditname"><a href="/r/x">x</a></h1><span class="subscribers"><span class="number">12,345</span> readers</span><div class="usertext-body"><div class="md"><p>A place for questions about everyday things.</p></div></div></div></div>
<div class="content" role="main"><div class="sitetable linklisting"><div class="thing id-t3_1 self link" data-type="link"><div class="midcol"><div class="score unvoted">57</div></div><div class="entry unvoted"><div class="top-matter"><p class="title"><a class="title may-blank" href="/r/x/comments/1/">thread</a></p><p class="tagline">submitted <time>5 hours ago</time> by <a href="/user/{NAMES[0]}" class="author">{NAMES[0]}</a></p>
<div class="expando"><form class="usertext"><div class="usertext-body may-blank-within md-container"><div class="md"><p>{t[0]}</p></div></div></form></div>
<ul class="flat-list buttons"><li class="first"><a class="bylink comments may-blank">3 comments</a></li><li class="share"><a class="post-sharing-button">share</a></li><li><a>save</a></li><li><a>hide</a></li><li><a>report</a></li></ul></div></div></div></div>
<div class="commentarea"><div class="panestack-title"><span class="title">all 3 comments</span></div><div class="menuarea"><span class="dropdown-title lightdrop">sorted by: </span><div class="dropdown lightdrop"><span class="selected">best</span></div></div>
<div class="sitetable nestedlisting">{cm}</div></div></div>"""
    return thread(lang, body, t, ["permalink", "points", "children", "hours ago", "3 comments", "sorted by", "readers", "A place for questions", NAMES[1]])

# 7 new reddit shreddit
def shreddit(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]
    cm = ""
    for i, p in enumerate(t[1:], 1):
        cm += f"""<shreddit-comment author="{NAMES[i]}" depth="0" permalink="/r/x/comments/1/c{i}/" score="{i*4}"><div slot="commentMeta" class="flex"><faceplate-hovercard><a href="/user/{NAMES[i]}/">{NAMES[i]}</a></faceplate-hovercard> <span>•</span> <faceplate-timeago ts="2024-03-0{i}"><time>{i}h ago</time></faceplate-timeago></div>
<div slot="comment" id="c{i}-comment-rtjson-content" class="md text-14"><p>{p}</p></div>
<shreddit-comment-action-row slot="actionRow"><button aria-label="upvote">Upvote</button> <span>{i*4}</span> <button>Downvote</button> <button>Reply</button> <button>Award</button> <shreddit-comment-share-button>Share</shreddit-comment-share-button></shreddit-comment-action-row></shreddit-comment>"""
    body = f"""<shreddit-app><div class="main-container"><main class="main w-full" id="main-content"><shreddit-post author="{NAMES[0]}" post-title="thread" score="57">
<a slot="credit-bar" href="/r/x/">r/x</a> <span slot="credit-bar"><faceplate-timeago><time>5 hr. ago</time></faceplate-timeago></span>
<h1 slot="title" id="post-title-t3_1">thread</h1>
<div slot="text-body"><div class="md"><p>{t[0]}</p></div></div>
<span slot="vote-button">57 Vote</span> <a slot="comment-button">3 Comments</a> <span slot="share-button">Share</span></shreddit-post>
<div><span>Sort by:</span> <button>Best</button><faceplate-search-input placeholder="Search Comments"></faceplate-search-input></div>
<shreddit-comment-tree>{cm}</shreddit-comment-tree></main>
<aside id="right-sidebar-container"><h2>r/x</h2><p>A place for questions about everyday things and nothing else.</p><p>12K Members</p></aside></div></shreddit-app>"""
    return thread(lang, body, t, ["Upvote", "Award", "h ago", "Members", NAMES[2], "3 Comments"])

# 8 Hacker News
def hn(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; rows = ""
    for i, p in enumerate(t[1:], 1):
        rows += f"""<tr class="athing comtr" id="{800+i}"><td><table border="0"><tr><td class="ind" indent="{i-1}"><img src="s.gif" height="1" width="{40*(i-1)}"></td><td valign="top" class="votelinks"><center><a id="up_{800+i}" href="vote?id={800+i}"><div class="votearrow" title="upvote"></div></a></center></td>
<td class="default"><div style="margin-top:2px; margin-bottom:-10px;"><span class="comhead"><a href="user?id={NAMES[i]}" class="hnuser">{NAMES[i]}</a> <span class="age" title="2024-03-01T10:00:00"><a href="item?id={800+i}">{i} hours ago</a></span> <span class="navs"> | <a href="#{800+i-1}" class="clicky">parent</a> | <a href="#{800+i+1}" class="clicky">next</a> <a class="togg clicky" href="javascript:void(0)">[–]</a></span></span></div><br>
<div class="comment"><div class="commtext c00">{p}</div><div class="reply"><p><font size="1"><u><a href="reply?id={800+i}" rel="nofollow">reply</a></u></font></p></div></div></td></tr></table></td></tr>"""
    body = f"""<center><table id="hnmain" border="0" cellpadding="0" cellspacing="0" width="85%"><tr><td bgcolor="#ff6600"><table><tr><td><b class="hnname"><a href="news">Hacker News</a></b> <span class="pagetop"><a href="newest">new</a> | <a href="front">past</a> | <a href="newcomments">comments</a> | <a href="ask">ask</a> | <a href="show">show</a> | <a href="jobs">jobs</a> | <a href="submit">submit</a></span></td></tr></table></td></tr>
<tr id="bigbox"><td><table class="fatitem" border="0"><tr class="athing submission" id="800"><td class="title"><span class="titleline"><a href="item?id=800">Ask HN: thread</a></span></td></tr>
<tr><td class="subtext"><span class="subline"><span class="score" id="score_800">57 points</span> by <a href="user?id={NAMES[0]}" class="hnuser">{NAMES[0]}</a> <span class="age"><a href="item?id=800">5 hours ago</a></span> | <a href="hide?id=800">hide</a> | <a href="fave?id=800">favorite</a> | <a href="item?id=800">3&nbsp;comments</a></span></td></tr>
<tr><td><div class="toptext">{t[0]}</div></td></tr><tr><td><form action="comment" method="post"><textarea name="text" rows="8" cols="80"></textarea><br><input type="submit" value="add comment"></form></td></tr></table><br>
<table border="0" class="comment-tree">{rows}</table></td></tr>
<tr><td><center><span class="yclinks"><a href="newsguidelines.html">Guidelines</a> | <a href="newsfaq.html">FAQ</a> | <a href="lists">Lists</a> | <a href="security.html">Security</a> | <a href="legal">Legal</a></span></center></td></tr></table></center>"""
    return thread(lang, body, t, ["hours ago", "parent", "points", "favorite", "Guidelines", NAMES[1]])

# 9 WordPress blog post + comments (comments go per dev convention)
def wpcomments(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]
    cm = ""
    for i, p in enumerate(t[2:], 2):
        cm += f"""<li class="comment even thread-even depth-1" id="comment-{i}"><article id="div-comment-{i}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><img class="avatar"><b class="fn">{NAMES[i]}</b> <span class="says">says:</span></div><div class="comment-metadata"><a href="#comment-{i}"><time>March {i}, 2024 at 9:1{i} am</time></a></div></footer>
<div class="comment-content"><p>{p}</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#">Reply</a></div></article></li>"""
    body = f"""<main id="main" class="site-main"><article class="post type-post status-publish hentry"><header class="entry-header"><h1 class="entry-title">Blog post title</h1><div class="entry-meta"><span class="posted-on">Posted on <time>March 1, 2024</time></span> <span class="byline">by <a href="/author/x">{NAMES[0]}</a></span></div></header>
<div class="entry-content"><p>{t[0]}</p><p>{t[1]}</p></div></article>
<div id="comments" class="comments-area"><h2 class="comments-title">2 thoughts on “Blog post title”</h2><ol class="comment-list">{cm}</ol>
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3><form class="comment-form"><p class="comment-notes">Your email address will not be published.</p><textarea name="comment"></textarea><input type="submit" value="Post Comment"></form></div></div></main>"""
    return thread(lang, body, t[:2], t[2:] + ["says:", "thoughts on", "Leave a Reply", "Posted on"])

# 10 pipermail
def pipermail(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]
    body = f"""<h1>[Village-list] thread</h1>
<b>{NAMES[1]}</b> <a href="mailto:village-list%40lists.example.org?Subject=Re%3A%20thread&In-Reply-To=%3C1%40example.org%3E" title="[Village-list] thread">dolkar at example.org</a><br>
<i>Mon Mar  4 10:12:33 UTC 2024</i>
<p><ul><li>Previous message: <a href="000120.html">[Village-list] older message subject</a></li><li>Next message: <a href="000122.html">[Village-list] newer message subject</a></li>
<li> <b>Messages sorted by:</b> <a href="date.html#121">[ date ]</a> <a href="thread.html#121">[ thread ]</a> <a href="subject.html#121">[ subject ]</a> <a href="author.html#121">[ author ]</a></li></ul>
<hr><!--beginarticle-->
<pre>{t[1]}

{t[2]}

On Sun, Mar 3, 2024, {NAMES[0]} wrote:
&gt; quoted line from before
</pre>
<!--endarticle-->
<hr><p><ul><li>Previous message: <a href="000120.html">[Village-list] older message subject</a></li><li>Next message: <a href="000122.html">[Village-list] newer message subject</a></li>
<li> <b>Messages sorted by:</b> <a href="date.html#121">[ date ]</a> <a href="thread.html#121">[ thread ]</a></li></ul>
<hr><a href="https://lists.example.org/mailman/listinfo/village-list">More information about the Village-list mailing list</a><br>"""
    return thread(lang, body, [t[1], t[2]], ["Previous message", "Messages sorted by", "More information about", "older message subject"])

# 12 phpwind / Discuz 7 table layout
def phpwind(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; rows = ""
    for i, p in enumerate(t):
        rows += f"""<div class="mainbox viewthread"><table id="pid{900+i}" summary="pid{900+i}" cellspacing="0" cellpadding="0"><tr>
<td class="postauthor" rowspan="2"><cite><a href="space.php?uid={i}">{NAMES[i]}</a></cite><div class="avatar"><img src="avatar.gif"></div><p><em>中级会员</em></p>
<dl class="profile"><dt>UID</dt><dd>{1000+i}&nbsp;</dd><dt>帖子</dt><dd>{200+i}&nbsp;</dd><dt>精华</dt><dd>0&nbsp;</dd><dt>积分</dt><dd>{500+i}&nbsp;</dd><dt>阅读权限</dt><dd>30&nbsp;</dd><dt>注册时间</dt><dd>2019-5-1&nbsp;</dd></dl></td>
<td class="postcontent"><div class="postinfo"><strong><a href="#pid{900+i}">{i+1}<sup>#</sup></a></strong> 发表于 2024-3-{i+1} 10:1{i} <a href="#">只看该作者</a></div>
<div class="defaultpost"><div class="t_msgfontfix"><table cellspacing="0" cellpadding="0"><tr><td class="t_msgfont" id="postmessage_{900+i}">{p}</td></tr></table></div></div></td></tr>
<tr><td class="postcontent postbottom"><div class="signatures">签名：{NAMES[i]} 的个性签名</div></td></tr>
<tr><td class="postauthor"></td><td class="postcontent"><div class="postactions"><p><a href="#">回复</a> <a href="#">引用</a> <a href="#">评分</a> <a href="#">报告</a> <a href="#">TOP</a></p></div></td></tr></table></div>"""
    body = f"""<div id="nav"><a href="/">论坛</a> &raquo; <a href="/f1">生活</a> &raquo; thread</div>
<div class="pages_btns"><div class="pages"><em>&nbsp;8&nbsp;</em><strong>1</strong><a href="p2">2</a><a class="next" href="p2">下一页</a></div><span class="postbtn"><a href="post.php?action=newthread">发新话题</a></span></div>
<div id="postlist" class="mainbox viewthread"><h1>thread</h1></div>{rows}"""
    return thread(lang, body, t, ["注册时间", "积分", "只看该作者", "个性签名", "引用", "发新话题", NAMES[1]])

# 13 Lemmy
def lemmy(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; cm = ""
    for i, p in enumerate(t[1:], 1):
        cm += f"""<li class="comment list-unstyled" role="comment"><article class="comment-node py-2"><div class="d-flex flex-wrap align-items-center text-muted small"><span class="person-listing d-inline-flex"><a class="text-info" href="/u/{NAMES[i]}">{NAMES[i]}</a></span> <span class="me-2">•</span> <span class="moment-time pointer unselectable" data-tippy-content="2024-03-0{i}">{i}h</span></div>
<div class="md-div"><p>{p}</p></div>
<div class="comment-bottom-btns d-flex justify-content-start column-gap-1.5 flex-wrap text-muted fw-bold"><button class="btn btn-link btn-animate text-muted" aria-label="Upvote">▲ {i*3}</button><button class="btn btn-link" aria-label="Downvote">▼</button><button class="btn btn-link">reply</button><button class="btn btn-link" aria-label="more">…</button></div></article></li>"""
    body = f"""<nav class="navbar"><a href="/">lemmy.example</a> <a href="/communities">Communities</a> <a href="/create_post">Create Post</a></nav>
<main class="container-lg"><div class="row"><div class="col-12 col-md-8 col-lg-9 mb-3"><div class="post-listing mt-2"><div class="d-flex"><div class="vote-bar"><button aria-label="Upvote">▲</button><div class="unselectable pointer text-center" data-tippy-content="57 points">57</div></div>
<div><h1 class="h5 mb-1"><span class="d-inline">thread</span></h1><div class="small mb-1 mb-md-0"><span class="person-listing"><a href="/u/{NAMES[0]}">{NAMES[0]}</a></span> to <a class="community-link" href="/c/x">x</a> • <span class="moment-time">5h</span></div></div></div>
<div class="md-div"><p>{t[0]}</p></div><div class="d-flex"><button class="btn btn-link">3 comments</button><button class="btn btn-link">share</button><button class="btn btn-link">save</button></div></div>
<form class="comment-form"><textarea></textarea><button type="submit">Reply</button></form>
<div class="comments"><ul class="comments">{cm}</ul></div></div>
<aside class="sidebar col-md-4 col-lg-3"><div class="card"><h5>x</h5><div class="md-div"><p>Rules: be kind to each other here.</p></div><ul><li>1.2K subscribers</li><li>5 users / day</li></ul></div></aside></div></main>"""
    return thread(lang, body, t, ["subscribers", "users / day", "Rules: be kind", NAMES[2], "3 comments"])

# 14 vBulletin 5
def vb5(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; cm = ""
    for i, p in enumerate(t):
        cm += f"""<li class="b-post js-post js-comment-entry__parent h-restore--on-preview b-post--text{' b-post--first' if i == 0 else ''}" data-node-id="{700+i}">
<div class="b-post__grid"><div class="b-post__arrow"></div><div class="b-post__hide-when-deleted"><div class="b-userinfo b-post__userinfo"><div class="author h-text-size--14"><a href="/member/{i}-{NAMES[i]}">{NAMES[i]}</a></div><div class="b-userinfo__rank">Junior Member</div>
<ul class="b-userinfo__additional-info-block"><li class="b-userinfo__additional-info"><label>Join Date:</label> <span>Jan 2021</span></li><li class="b-userinfo__additional-info"><label>Posts:</label> <span>{30+i}</span></li></ul></div>
<div class="b-post__body"><div class="b-post__timestamp"><time itemprop="dateCreated" datetime="2024-03-0{i+1}">03-0{i+1}-2024, 10:1{i} AM</time></div><div class="b-post__count"><a href="#post{700+i}">#{i+1}</a></div>
<div class="js-post__content-wrapper h-restore--on-preview"><div class="b-post__content js-post__content"><div class="js-post__content-text restore h-wordwrap" itemprop="text">{p}</div></div></div>
<div class="b-post__footer"><ul class="h-left"><li><button class="b-button b-button--secondary js-post-control__like">Like</button></li><li><button class="b-button js-post-control__quote">Quote</button></li><li><button class="b-button js-post-control__flag">Report</button></li></ul><div class="b-post-sm__likes">{i} likes</div></div></div></div></div></li>"""
    body = f"""<div id="breadcrumbs" class="breadcrumbs-wrapper"><ul class="h-clearfix"><li class="crumb"><a href="/">Home</a></li><li class="crumb"><a href="/forum">Forums</a></li></ul></div>
<div class="b-module canvas-widget"><h1 class="main-title js-main-title">thread</h1>
<div class="conversation-toolbar-wrapper"><button class="b-button">Collapse</button><button class="b-button">Posts</button><button class="b-button">Latest Activity</button><button>Search</button></div>
<ul class="conversation-list list-container thread-view">{cm}</ul></div>"""
    return thread(lang, body, t, ["Join Date", "Junior Member", "likes", "Latest Activity", NAMES[1], "Report"])

# 15 SMF 2.1 full
def smf21(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; cm = ""
    for i, p in enumerate(t):
        cm += f"""<div class="windowbg" id="msg{600+i}"><div class="post_wrapper"><div class="poster"><h4><span class="off" title="Offline"></span><a href="/profile/u={i}" title="View the profile of {NAMES[i]}">{NAMES[i]}</a></h4>
<ul class="user_info"><li class="membergroup">Newbie</li><li class="postcount">Posts: {15+i}</li><li class="im_icons"><ol><li><a href="#">PM</a></li></ol></li></ul></div>
<div class="postarea"><div class="keyinfo"><div id="subject_{600+i}" class="subject_title subject_hidden"><a href="/msg{600+i}">Re: thread</a></div><span class="page_number floatright">#{i+1}</span><a href="/msg{600+i}" class="smalltext" title="Reply #{i}">March 0{i+1}, 2024, 10:1{i}:00 AM</a></div>
<div class="post"><div class="inner" id="msg_{600+i}">{p}</div></div></div>
<div class="moderatorbar"><div class="signature" id="msg_{600+i}_signature">Sig: {NAMES[i]} of the valley</div></div>
<div class="quickbuttons_wrap"><ul class="quickbuttons"><li><a href="#" class="quote_button">Quote</a></li><li class="post_options">More...</li></ul></div></div></div>"""
    body = f"""<div class="navigate_section"><ul><li><a href="/"><span>Forum</span></a></li><li><a href="/b1"><span>Board</span></a></li></ul></div>
<div id="display_head" class="information"><h2 class="display_title"><span id="top_subject">thread</span></h2><p>Started by {NAMES[0]}, March 01, 2024, 10:10:00 AM</p></div>
<div class="pagesection"><div class="buttonlistend"><a class="button" href="#">Reply</a><a class="button">Notify</a><a class="button">Mark unread</a><a class="button">Print</a></div><div class="pagelinks floatleft">Pages1</div></div>
<div id="forumposts"><form action="#" method="post" id="quickModForm" name="quickModForm">{cm}</form></div>
<div id="moderationbuttons"></div><div class="pagesection"><div class="pagelinks">« previous next »</div></div>"""
    return thread(lang, body, t, ["Newbie", "Posts: 1", "Sig:", "Started by", "Mark unread", "Quote", NAMES[1]])


def hyperkitty(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]
    body = f"""<nav class="navbar"><a href="/archives/">Mailing lists</a> <a href="/accounts/login/">Sign In</a></nav>
<div class="container"><div class="row"><div class="col-tn-12 col-sm-3"><div class="list-header"><h2><a href="/list/village@lists.example.org/">village</a></h2><a href="#">Start a new thread</a><ul class="nav"><li><a>Download</a></li><li><a>Older</a></li></ul></div></div>
<div class="col-tn-12 col-sm-9"><div class="message-header row"><div class="col-tn-2 message-back"><a href="/thread/X/#Y">Back to the thread</a></div><div class="col-tn-10"><h1>thread</h1></div></div>
<div class="email email-first"><div id="Y" class="email-header"><div class="gravatar-wrapper"><div class="gravatar"><img></div><div class="email-author"><span class="name"><a href="/users/1/">{NAMES[1]}</a></span></div></div>
<div class="email-date right"><span class="date">Monday, 4 March 2024</span><span class="time" title="Mon, 4 Mar 2024 10:12:33 +0000">10:12 a.m.</span></div><div class="messagelink right"><a href="/message/Y/">New subject: thread</a></div></div>
<div class="email-body">{t[1]}

{t[2]}</div>
<div class="email-info"><div class="likeform-wrapper right"><div class="messagelink pull-right"><span class="fa fa-font"></span> <a href="/message/Y/raw">Show raw</a></div><form class="likeform"><span class="small">0 likes</span></form></div>
<ul class="email-actions"><li><a class="reply reply-mailto" href="mailto:village@lists.example.org">Reply</a></li></ul></div></div>
<div class="row"><div class="col-sm-12"><a href="#">Back to thread</a></div></div></div></div></div>"""
    return thread(lang, body, [t[1], t[2]], ["Back to the thread", "Show raw", "0 likes", "Start a new thread", NAMES[1]])

def douban(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; cm = ""
    for i, p in enumerate(t[1:], 1):
        cm += f"""<li class="clearfix comment-item reply-item" id="{100+i}" data-cid="{100+i}"><div class="user-face"><a href="/people/{i}/"><img class="pil" alt="{NAMES[i]}"></a></div>
<div class="reply-doc content"><div class="bg-img-green"><h4><a href="/people/{i}/">{NAMES[i]}</a><span class="pubtime">2024-03-0{i} 10:1{i}:00</span> <span class="ip">西藏</span></h4></div>
<div class="reply-content"><p class="">{p}</p></div>
<div class="operation-div" id="{100+i}"><div class="operation-more"><a class="comment-vote lnk-fav" href="#">赞 ({i})</a><a class="lnk-reply" href="#">回应</a><a href="#">举报</a></div></div></div></li>"""
    body = f"""<div id="db-global-nav"><a href="/">豆瓣</a> <a href="/group">小组</a></div><div id="wrapper"><div id="content"><h1>thread</h1><div class="grid-16-8 clearfix"><div class="article">
<div class="topic-content clearfix"><div class="user-face"><a href="/people/0/"><img class="pil"></a></div><div class="topic-doc"><h3><span class="from">来自: <a href="/people/0/">{NAMES[0]}</a></span><span class="create-time color-green">2024-03-01 09:00:00</span></h3>
<div class="topic-content"><div class="rich-content topic-richtext"><p>{t[0]}</p></div></div><div class="sns-bar"><a class="lnk-sharing">分享到</a> <span class="fav-num">赞 12</span> <a class="collect">收藏</a></div></div></div>
<ul class="topic-reply" id="comments">{cm}</ul><div class="txd"><a href="#">回应该话题</a></div></div>
<div class="aside"><div class="mod"><h2>最新讨论</h2><ul><li><a href="/t2">去拉萨要注意什么</a></li><li><a href="/t3">高原反应怎么办</a></li></ul></div></div></div></div></div>"""
    return thread(lang, body, t, ["回应", "举报", "来自", "最新讨论", "去拉萨要注意", NAMES[2]])

def tianya(lang: str) -> tuple[str, list[str], list[str]]:
    t = TEXTS[lang]; items = ""
    for i, p in enumerate(t):
        items += f"""<div class="atl-item" id="{i+1}" _host="{NAMES[i]}" replyid="{i}"><div class="atl-head"><div class="atl-head-reply"><a class="a-link-2 reply" href="#">回复</a></div>
<div class="atl-info"><span>作者：<a class="js-vip-check" href="/u/{i}">{NAMES[i]}</a></span> <span>时间：2024-03-0{i+1} 10:1{i}:00</span></div></div>
<div class="atl-con-bd clearfix"><div class="bbs-content">{p}</div><div class="atl-reply"><span>{i+1}楼</span> <a class="a-link-2 ir-shang" href="#">打赏</a> <a class="a-link-2 reply" href="#">回复</a> <a class="a-link-2" href="#">举报</a> | <a class="a-link-2 ir-power">评论</a></div></div></div>"""
    body = f"""<div id="nav"><a href="/">天涯社区</a> &gt; <a href="/f">旅游休闲</a></div><div class="atl-main"><div class="atl-head"><h1 class="atl-title"><span class="s_title"><span>thread</span></span></h1>
<div class="atl-menu clearfix"><div class="atl-info"><span>楼主：<a>{NAMES[0]}</a></span><span>时间：2024-03-01</span><span>点击：12345</span><span>回复：3</span></div></div></div>{items}</div>"""
    return thread(lang, body, t, ["作者：", "打赏", "举报", "点击：", "楼主", NAMES[2]])


# engine -> its builder and the languages its page is checked in (at least half Tibetan or Uyghur)
ENGINES = {"vb3": (vb3, ("bo", "en")), "vb4": (vb4, ("ug",)), "vb5": (vb5, ("ug",)), "mybb": (mybb, ("en", "bo")),
           "flarum": (flarum, ("bo",)), "vanilla": (vanilla, ("ug", "en")), "smf21": (smf21, ("bo",)),
           "phpwind": (phpwind, ("zh",)), "oldreddit": (oldreddit, ("en", "ug")), "shreddit": (shreddit, ("bo", "en")),
           "hn": (hn, ("ug", "en")), "lemmy": (lemmy, ("bo", "zh")), "douban": (douban, ("zh",)),
           "tianya": (tianya, ("zh",)), "pipermail": (pipermail, ("ug",)), "hyperkitty": (hyperkitty, ("bo",)),
           "wpcomments": (wpcomments, ("bo", "ug"))}
CASES = [(engine, lang) for engine, (_, langs) in ENGINES.items() for lang in langs]


@pytest.mark.parametrize(("engine", "lang"), CASES)
def test_every_post_stays_once_and_the_engine_furniture_goes(engine: str, lang: str) -> None:
    markup, stay, go = ENGINES[engine][0](lang)
    text = auto_text(markup)
    assert [line for line in stay if text.count(line) != 1] == []
    assert [word for word in go if word in text] == []


# Guard pages: prose in the words of the furniture, and classes the rules read used by an ordinary story.
ESSAY_EN = ["On the old boards every post ended in a row of buttons: Reply With Quote, Report Post, Thanks. Nobody "
            "read them.",
            "Reddit's row said permalink embed save report reply, and people learned to skip it the way they skip a "
            "page number.",
            "Hacker News printed 57 points by someone 3 hours ago | parent | next above every reply, and it still does.",
            "知乎的每个回答下面都有“赞同 123”“添加评论”“分享”几个按钮，很多读者从来不点。"]
STORY_BO = BO[:3]
STORY_UG = UG[:3]
POEM_ZH = ["那年秋天，我们在村口的老树下读诗，每个人念一句，谁也不许笑。", "第一句是“山那边有海”，第二句是“海那边还是山”，大家都笑了。",
           "后来我们把这些句子抄在本子上，一共抄了一百二十三句，至今还留着。"]


def story(lang: str, body: str) -> str:
    """A blog's page around ``body``: a header with its tagline (old Reddit's byline class) and a footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<html lang='{lang}' dir='{direction}'><head><title>story</title></head><body><header class='site-header'>"
            "<p class='site-description tagline'>Notes from the valley</p><nav><a href='/'>Home</a> "
            f"<a href='/a'>About</a></nav></header>{body}<footer>© 2025</footer></body></html>")


GUARDS = {
    "essay quoting the buttons": ("en", "<main><article><h1>Buttons nobody reads</h1>"
                                  + "".join(f"<p>{p}</p>" for p in ESSAY_EN) + "</article></main>", ESSAY_EN),
    "story in div.message": ("bo", "<main><h1>ཤིང་སྡོང་</h1>" + "".join(f"<div class='message'>{p}</div>" for p in STORY_BO)
                             + "</main>", STORY_BO),
    "story in a post's entry": ("ug", "<main><article class='post'><h1>تونۇر</h1><div class='entry-content'>"
                                + "".join(f"<p>{p}</p>" for p in STORY_UG) + "</div></article></main>", STORY_UG),
    "poem in a comment-body list": ("zh", f"<main><article><h1>读诗</h1><p>{POEM_ZH[0]}</p><ul class='comment-body'>"
                                    + "".join(f"<li>{p}</li>" for p in POEM_ZH[1:]) + "</ul></article></main>", POEM_ZH),
}


@pytest.mark.parametrize("name", GUARDS)
def test_prose_in_the_furniture_words_and_classes_stays_whole(name: str) -> None:
    lang, body, lines = GUARDS[name]
    text = auto_text(story(lang, body))
    assert [line for line in lines if text.count(line) != 1] == []


def test_a_message_notice_over_a_story_is_not_an_opening_post() -> None:
    markup = story("bo", "<div class='message'><a href='/login'>Log in</a></div><main><h1>ཤིང་སྡོང་</h1>"
                   + "".join(f"<div class='message'>{p}</div>" for p in STORY_BO) + "</main>")
    assert "Log in" not in auto_text(markup)
