"""Forum threads as more engines draw them (session 40): phpBB 2 subSilver and 3.3 prosilver, bbPress, NodeBB, Khoros (Lithium),
GitHub issues and discussions, GitLab issues, V2EX, vBulletin 5, Discuz! X3.5's mobile template, Stack Exchange,
Invision Power Board 3 and XenForo 1. Every post of a thread stays once; the engine's furniture goes (member panes,
dates, signatures, kudos and vote counts, reply and quote buttons, notices, jump menus, related boxes). Khoros names
each post's body after the signature it renders ("lia-component-body-signature-highlight-escalation"): the body is
no signature. bbPress's, GitHub's, GitLab's, V2EX's and IPB 3's posts are kept by their engine's class
(``auto.thread_engines``) where the model read them as comments; their notices, header lines and member panes go by
their engine's class. Essays and stories in the same words and classes come out whole. Our own sentences throughout
(Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text
from tests.test_auto_forum_engines_more import page  # (the same board frame)

Case = tuple[str, list[str], list[str]]  # the page, the lines that stay (once each), the strings that go

BO = ["ང་ཚོའི་སློབ་གྲྭར་དཔེ་མཛོད་གསར་པ་ཞིག་བཙུགས་ཡོད་ཀྱང་དཔེ་དེབ་ཉུང་ཉུང་ལས་མེད། ཁྱེད་ཚོས་དཔེ་ཆ་ག་ནས་ཉོ་གི་ཡོད།",
      "ལྷ་སའི་དཔེ་ཁང་ཆེན་མོར་རིན་གོང་ཆག་ཡང་གི་དཔེ་དེབ་མང་པོ་ཡོད། ང་ཚོས་ལོ་ལྟར་དེ་ནས་ཉོ་བ་ཡིན།",
      "དྲ་ཐོག་ནས་ཀྱང་ཉོ་ཆོག་མོད། སྐྱེལ་འདྲེན་གྱི་གླ་ཆ་ཅུང་མཐོ་བས་མང་པོ་མཉམ་དུ་ཉོ་ན་ལེགས།",
      "ཐུགས་རྗེ་ཆེ། ང་ཚོས་ཟླ་བ་རྗེས་མར་དཔེ་དེབ་བརྒྱ་ཙམ་ཉོ་རྒྱུའི་འཆར་གཞི་བཏང་ཡོད།"]
UG = ["ئۆيدە ئۈزۈم تېلى ئۆستۈرمەكچى ئىدىم، قايسى ئايدا كۆچەت تىكسەم ياخشى بولار؟ تۇپرىقىمىز سەل شورراق.",
      "ئەتىيازدا، يەر ئېرىگەندىن كېيىن تىكىڭ. شور تۇپراققا ئاۋۋال قۇم ۋە قىغ ئارىلاشتۇرۇڭ.",
      "بىزنىڭ مەھەللىدە كۆچەتنى ئاپرېلنىڭ بېشىدا تىكىمىز، سۇنى ھەپتىدە بىر قېتىم بېرىمىز.",
      "كۆپ رەھمەت، بۇ يىل ئەتىيازدا چوقۇم سىناپ باقىمەن، نەتىجىسىنى بۇ يەرگە يازىمەن."]
ZH = ["最近在学藏文输入法，电脑上装好了，但是叠加字母总是打不出来，有没有人遇到过同样的问题？",
      "你先确认一下键盘布局选的是不是藏文（中国），然后用加号键输入下加字。",
      "我以前也是这样，后来换了一个新版本的字体就好了，旧字体显示不了叠字。",
      "谢谢两位，换了字体以后果然可以了，现在输入很顺利。"]
EN: list[str] = ["Our reading group wants to start on classical Tibetan grammar next month. Which textbook would you start with?",
      "Start with a short primer and keep a dictionary beside you; the classical grammars assume too much at first.",
      "We used a primer for the first term and read short verses aloud each week; it kept everyone going.",
      "Thank you both. We will begin with the primer and add verses in the second month."]
T: dict[str, list[str]] = {"bo": BO, "ug": UG, "zh": ZH, "en": EN}
N: list[str] = ["tenzin_k", "Yangchen", "abdukerim88", "Nurgul"]


def phpbb(lang: str) -> Case:
    """phpBB 3.3 prosilver: postprofile panes, a quote's cite line, an attachbox, signatures, the jumpbox."""
    t = T[lang]; posts = ""
    for i, p in enumerate(t):
        quote = f'<blockquote><div><cite><a href="./memberlist.php?mode=viewprofile&u=2">{N[0]}</a> wrote: <a href="./viewtopic.php?p=1#p1">↑</a><span class="responsive-hide">Mon Mar 04, 2024 9:12 am</span></cite>{t[0][:40]}</div></blockquote>' if i == 2 else ""
        attach = f'<dl class="attachbox"><dt>Attachments</dt><dd><dl class="file"><dt class="attach-image"><img class="postimage" src="./download/file.php?id={i}" alt="photo_{i}.jpg"></dt><dd>photo_{i}.jpg (52.3 KiB) Viewed 311 times</dd></dl></dd></dl>' if i == 1 else ""
        posts += f"""<div id="p{10+i}" class="post has-profile bg{1+i%2}"><div class="inner">
<dl class="postprofile" id="profile{10+i}"><dt class="has-profile-rank has-avatar"><div class="avatar-container"><a href="./memberlist.php?mode=viewprofile&u={i}" class="avatar"><img class="avatar" src="a.png" alt="User avatar"></a></div><a href="./memberlist.php?mode=viewprofile&u={i}" class="username">{N[i]}</a></dt>
<dd class="profile-rank">Regular member</dd><dd class="profile-posts"><strong>Posts:</strong> <a href="./search.php?author_id={i}">{37+i}</a></dd><dd class="profile-joined"><strong>Joined:</strong> Sun Jan 12, 2020 4:01 pm</dd></dl>
<div class="postbody"><div id="post_content{10+i}"><h3 {'class="first"' if i==0 else ''}><a href="#p{10+i}">Re: thread</a></h3>
<ul class="post-buttons"><li><a href="./posting.php?mode=quote&p={10+i}" title="Reply with quote" class="button button-icon-only"><i class="icon fa-quote-left"></i><span>Quote</span></a></li></ul>
<p class="author"><a class="unread" href="./viewtopic.php?p={10+i}#p{10+i}" title="Post"><i class="icon fa-file"></i><span class="sr-only">Post</span></a><span class="responsive-hide">by <strong><a href="./memberlist.php?mode=viewprofile&u={i}" class="username">{N[i]}</a></strong> &raquo; </span><time datetime="2024-03-0{i+1}T09:12:00+00:00">Mon Mar 0{i+1}, 2024 9:12 am</time></p>
<div class="content">{quote}{p}</div>{attach}
<div id="sig{10+i}" class="signature">Practice makes perfect — {N[i]}'s signature</div></div></div>
<div class="back2top"><a href="#top" class="top" title="Top"><i class="icon fa-chevron-circle-up"></i><span class="sr-only">Top</span></a></div></div></div><hr class="divider">"""
    body = f"""<div class="navbar"><ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks"><li class="breadcrumbs"><span class="crumb"><a href="./index.php">Board index</a></span><span class="crumb"><a href="./viewforum.php?f=3">Books and reading</a></span></li></ul></div>
<div id="page-body" class="page-body"><h2 class="topic-title"><a href="./viewtopic.php?t=7">Where to buy books</a></h2>
<div class="action-bar bar-top"><a href="./posting.php?mode=reply&t=7" class="button"><span>Post Reply</span></a>
<div class="dropdown-container dropdown-button-control topic-tools"><span title="Topic tools" class="button button-secondary dropdown-trigger"><span class="caret"></span></span></div>
<div class="search-box" role="search"><form method="get" action="./search.php"><fieldset><input class="inputbox search tiny" type="search" name="keywords" placeholder="Search this topic…"><button class="button button-search" type="submit">Search</button></fieldset></form></div>
<div class="pagination">4 posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
{posts}
<div class="action-bar bar-bottom"><a href="./posting.php?mode=reply&t=7" class="button"><span>Post Reply</span></a>
<form method="post" action="./viewtopic.php?t=7"><div class="dropdown-container dropdown-container-left dropdown-button-control sort-tools"><span title="Display and sorting options" class="button button-secondary dropdown-trigger"></span></div></form>
<div class="pagination">4 posts &bull; Page <strong>1</strong> of <strong>1</strong></div></div>
<div class="action-bar actions-jump"><p class="jumpbox-return"><a href="./viewforum.php?f=3" class="left-box arrow-left" accesskey="r"><i class="icon fa-angle-left"></i><span>Return to “Books and reading”</span></a></p>
<div class="jumpbox dropdown-container dropdown-container-right dropdown-up dropdown-left dropdown-button-control" id="jumpbox"><span title="Jump to" class="button button-secondary dropdown-trigger dropdown-select"><span>Jump to</span></span>
<div class="dropdown"><ul class="dropdown-contents"><li><a href="./viewforum.php?f=1" class="jumpbox-cat-link"><span>General discussion</span></a></li><li><a href="./viewforum.php?f=2" class="jumpbox-sub-link"><span class="spacer"></span><span>&#8627; &nbsp;Announcements</span></a></li><li><a href="./viewforum.php?f=3" class="jumpbox-sub-link"><span>&#8627; &nbsp;Books and reading</span></a></li></ul></div></div></div>
<div class="stat-block online-list"><h3>Who is online</h3><p>Users browsing this forum: No registered users and 3 guests</p></div></div>"""
    return (page(lang, body), t, ["Posts:", "Joined:", "signature", "Jump to", "Return to", "Who is online", "Post Reply", "Viewed 311", "4 posts", N[1], "Announcements"])


def bbpress(lang: str) -> Case:
    """bbPress: loop items of bbp-reply-content, the topic's notices, its post count line."""
    t = T[lang]; items = ""
    for i, p in enumerate(t):
        items += f"""<li><div id="post-{300+i}" class="bbp-reply-header"><div class="bbp-meta"><span class="bbp-reply-post-date">March {i+3}, 2024 at 8:1{i} am</span><a href="#post-{300+i}" class="bbp-reply-permalink">#{300+i}</a><span class="bbp-admin-links"><a href="/edit" class="bbp-reply-edit-link">Edit</a> | <a href="/reply" class="bbp-reply-to-link">Reply</a></span></div></div>
<div class="loop-item-{i} user-id-{i} bbp-parent-forum-5 bbp-parent-topic-9 bbp-reply-position-{i+1} {'even' if i%2 else 'odd'} topic-author post-{300+i} {'topic' if i==0 else 'reply'} type-{'topic' if i==0 else 'reply'} status-publish hentry">
<div class="bbp-reply-author"><a href="/forums/users/{N[i]}/" title="View {N[i]}'s profile" class="bbp-author-link"><span class="bbp-author-avatar"><img alt="" src="a.png" class="avatar avatar-80 photo" height="80" width="80"></span><br><span class="bbp-author-name">{N[i]}</span></a><br><div class="bbp-author-role">Participant</div></div>
<div class="bbp-reply-content">{f'<p>{p}</p>'}</div></div></li>"""
    body = f"""<div id="content"><div id="bbpress-forums" class="bbpress-wrapper"><div class="bbp-breadcrumb"><p><a href="/" class="bbp-breadcrumb-home">Home</a> <span class="bbp-breadcrumb-sep">&rsaquo;</span> <a href="/forums/" class="bbp-breadcrumb-root">Forums</a> <span class="bbp-breadcrumb-sep">&rsaquo;</span> <span class="bbp-breadcrumb-current">Buying books</span></p></div>
<h1 class="entry-title">Buying books</h1><div class="bbp-template-notice info"><ul><li class="bbp-topic-description">This topic has 3 replies, 4 voices, and was last updated <a href="#">1 week ago</a> by <a href="#">{N[3]}</a>.</li></ul></div>
<div class="bbp-pagination"><div class="bbp-pagination-count">Viewing 4 posts - 1 through 4 (of 4 total)</div></div>
<ul id="topic-9-replies" class="forums bbp-replies"><li class="bbp-header"><div class="bbp-reply-author">Author</div><div class="bbp-reply-content">Posts</div></li><li class="bbp-body"><ul>{items}</ul></li><li class="bbp-footer"><div class="bbp-reply-author">Author</div><div class="bbp-reply-content">Posts</div></li></ul>
<div class="bbp-pagination"><div class="bbp-pagination-count">Viewing 4 posts - 1 through 4 (of 4 total)</div></div>
<div id="no-reply-9" class="bbp-no-reply"><div class="bbp-template-notice"><ul><li>You must be logged in to reply to this topic.</li></ul></div></div></div></div>"""
    return (page(lang, body), t, ["Participant", "This topic has", "Viewing 4 posts", "logged in to reply", "Author", N[1], "March 4"])


def nodebb(lang: str) -> Case:
    """NodeBB: ``[component=post]`` items, their ``content`` text, vote counts, the progress line."""
    t = T[lang]; items = ""
    for i, p in enumerate(t):
        items += f"""<li component="post" class="{'topic-owner-post' if i==0 else ''}" data-index="{i}" data-pid="{50+i}" data-uid="{i}" itemscope itemtype="http://schema.org/Comment">
<div class="clearfix post-header"><div class="icon pull-left"><a href="/user/{N[i]}"><span class="avatar" component="user/picture">{N[i][0]}</span></a></div>
<small class="pull-left"><strong><a href="/user/{N[i]}" itemprop="author" data-username="{N[i]}" data-uid="{i}">{N[i]}</a></strong>
<span class="visible-xs-inline-block visible-sm-inline-block visible-md-inline-block visible-lg-inline-block"><a class="permalink" href="/post/{50+i}"><span class="timeago" title="2024-03-0{i+1}T10:00:00.000Z">Mar {i+1}, 2024, 10:00 AM</span></a></span></small></div>
<br><div class="content" component="post/content" itemprop="text"><p dir="auto">{p}</p></div>
<div class="post-footer"><div class="clearfix"><small class="pull-right"><span class="post-tools"><a component="post/reply" href="#" class="no-select">Reply</a> <a component="post/quote" href="#" class="no-select">Quote</a></span>
<span class="votes"><a component="post/upvote" href="#"><i class="fa fa-chevron-up"></i></a> <span component="post/vote-count" data-votes="{3-i}">{3-i}</span> <a component="post/downvote" href="#"><i class="fa fa-chevron-down"></i></a></span></small></div></div></li>"""
    body = f"""<div class="container" id="content"><ol class="breadcrumb"><li><a href="/"><span>Home</span></a></li><li><a href="/category/4/garden"><span>Garden</span></a></li><li component="breadcrumb/current"><span>Vines</span></li></ol>
<div component="topic" class="topic" data-tid="12"><h1 component="post/header" class="hidden-xs" itemprop="name"><span class="topic-title" component="topic/title">Vines</span></h1>
<div class="topic-info clearfix"><div class="tags pull-left"></div><div class="topic-main-buttons pull-right"><span class="loading-indicator btn pull-left hidden"></span><button component="topic/reply" class="btn btn-primary">Reply</button></div></div>
<ul component="topic" class="posts" data-tid="12">{items}</ul>
<div component="topic/browsing-users"></div></div><div class="pagination-block text-center"><div class="progress-bar"></div><div class="wrapper dropup"><i class="fa fa-2x fa-angle-double-up pointer fa-fw pagetop"></i><span class="pagination-text"><span>1 out of 4</span></span></div></div></div>"""
    return (page(lang, body), t, ["1 out of 4", N[1], "Mar 2, 2024", "Quote"])


def khoros(lang: str) -> Case:
    """Khoros (Lithium): lia-message-body (its class names the signature it renders), kudos, related box."""
    t = T[lang]; items = ""
    for i, p in enumerate(t):
        items += f"""<div class="lia-linear-display-message-view" id="lineardisplaymessageviewwrapper_{i}"><div class="MessageView lia-message-view-forum-message lia-message-view-display lia-row-standard-unread lia-thread-{'topic' if i==0 else 'reply'}">
<div class="lia-quilt-row lia-quilt-row-header"><div class="lia-message-author-avatar"><img class="lia-user-avatar-message" src="a.png"></div>
<div class="lia-message-author-with-avatar"><span class="UserName lia-user-name lia-user-rank-Contributor"><a class="lia-link-navigation lia-page-link lia-user-name-link" href="/t5/user/viewprofilepage/user-id/{i}"><span>{N[i]}</span></a></span></div>
<div class="lia-message-author-rank lia-component-author-rank">Contributor</div>
<div class="lia-message-post-date lia-component-post-date-last-edited"><span class="DateTime"><span class="local-date">‎03-0{i+1}-2024</span> <span class="local-time">10:20 AM</span></span></div></div>
<div class="lia-quilt-row lia-quilt-row-main"><div class="lia-message-body-wrapper lia-component-message-view-widget-body"><div itemprop="text" id="bodyDisplay_{i}" class="lia-message-body lia-component-message-view-widget-body lia-component-body-signature-highlight-escalation lia-component-message-view-widget-body-signature-highlight-escalation"><div class="lia-message-body-content"><p>{p}</p></div></div></div></div>
<div class="lia-quilt-row lia-quilt-row-footer"><div class="KudosButton lia-button-image-kudos-wrapper lia-component-kudos-widget-button-version-3"><a class="lia-button-image-kudos" href="#"><span>Kudos</span></a><span class="lia-button-image-kudos-count"><span class="MessageKudosCount">{5-i}</span> Kudos</span></div>
<div class="lia-message-reply"><a class="lia-button lia-button-secondary reply-action-link" href="/t5/forums/replypage/{i}">Reply</a></div>
{'<div class="lia-message-footer-solution"><span>Accepted Solution</span></div>' if i==1 else ''}</div></div></div>"""
    body = f"""<div class="lia-page"><div class="BreadCrumb crumb-line lia-breadcrumb lia-component-common-widget-breadcrumb"><ul class="lia-list-standard-inline"><li class="lia-breadcrumb-node crumb"><a class="lia-link-navigation crumb-community" href="/">Community</a></li><li class="lia-breadcrumb-seperator crumb-community"><span>:</span></li><li class="lia-breadcrumb-node crumb"><a href="/t5/reading/bd-p/reading">Reading group</a></li></ul></div>
<div class="lia-message-subject"><h1 class="lia-message-subject-banner">Grammar textbooks</h1></div>
<div class="lia-menu-bar lia-menu-bar-top"><div class="lia-paging-full-wrapper"><span class="lia-link-navigation lia-js-data-pageNum-1">Previous Topic</span> <span>Next Topic</span></div><div class="lia-menu-navigation">Options<ul><li>Subscribe to RSS Feed</li><li>Mark Topic as New</li><li>Bookmark</li><li>Printer Friendly Page</li></ul></div></div>
<div class="linear-message-list message-list">{items}</div>
<div class="lia-panel lia-panel-standard related-content"><div class="lia-panel-heading-bar"><span class="lia-panel-heading-bar-title">Related Content</span></div><ul><li><a href="/t5/x/1">Dictionary recommendations for beginners</a></li><li><a href="/t5/x/2">Reading circles in winter</a></li></ul></div></div>"""
    return (page(lang, body), t, ["Kudos", "Contributor", "Printer Friendly", "Related Content", "Dictionary recommendations", N[1], "Mark Topic as New"])


def github(lang: str) -> Case:
    """A GitHub issue: timeline comments (comment-body js-comment-body), the header meta line, the sidebar."""
    t = T[lang]; items = ""
    for i, p in enumerate(t):
        items += f"""<div class="js-timeline-item js-timeline-progressive-focus-container" data-gid="IC_{i}"><div class="TimelineItem js-comment-container" data-gid="IC_{i}">
<div class="avatar-parent-child TimelineItem-avatar d-none d-md-block"><a class="d-inline-block" href="/{N[i]}"><img class="avatar rounded-2 avatar-user" height="40" width="40" alt="@{N[i]}" src="a.png"></a></div>
<div class="timeline-comment-group js-minimizable-comment-group js-targetable-element TimelineItem-body my-0" id="issuecomment-{900+i}"><div class="ml-n3 timeline-comment unminimized-comment comment previewable-edit js-task-list-container js-comment timeline-comment--caret">
<div class="timeline-comment-header clearfix d-flex"><div class="timeline-comment-actions flex-shrink-0 d-flex flex-items-center"><details class="details-overlay details-reset position-relative d-inline-block"><summary class="timeline-comment-action Link--secondary" aria-label="Show options"><svg></svg></summary><details-menu class="dropdown-menu dropdown-menu-sw show-more-popover color-fg-default"><clipboard-copy class="dropdown-item btn-link">Copy link</clipboard-copy><button class="dropdown-item btn-link" type="button">Quote reply</button><a class="dropdown-item btn-link" href="#">Report content</a></details-menu></details></div>
<h3 class="f5 text-normal"><strong><a class="author Link--primary text-bold css-truncate css-truncate-target" href="/{N[i]}">{N[i]}</a></strong> commented <a href="#issuecomment-{900+i}" class="Link--secondary js-timestamp"><relative-time datetime="2024-03-0{i+1}T12:00:00Z" class="no-wrap">Mar {i+1}, 2024</relative-time></a></h3></div>
<div class="edit-comment-hide"><task-lists disabled sortable><table class="d-block user-select-contain" data-paste-markdown-skip><tbody class="d-block"><tr class="d-block"><td class="d-block comment-body markdown-body  js-comment-body"><p dir="auto">{p}</p></td></tr></tbody></table></task-lists></div>
<div class="d-flex"><div class="pr-review-reactions"><div class="comment-reactions js-reactions-container"><button class="btn-link reaction-summary-item" type="button"><g-emoji alias="+1">👍</g-emoji> <span class="js-discussion-reaction-group-count">{2+i}</span></button></div></div></div></div></div></div></div>"""
        if i == 1:
            items += f"""<div class="TimelineItem js-targetable-element"><div class="TimelineItem-badge"><svg></svg></div><div class="TimelineItem-body"><a class="author Link--primary text-bold" href="/{N[0]}">{N[0]}</a> added the <a class="IssueLabel hx_IssueLabel" href="/labels/question"><span class="css-truncate css-truncate-target">question</span></a> label <a href="#event-1" class="Link--secondary"><relative-time datetime="2024-03-02T13:00:00Z">Mar 2, 2024</relative-time></a></div></div>"""
    body = f"""<div class="application-main"><div id="repository-container-header"><strong itemprop="name"><a href="/tsheg-demo/fonts">fonts</a></strong><nav class="js-repo-nav UnderlineNav"><ul class="UnderlineNav-body"><li><a class="UnderlineNav-item" href="/code">Code</a></li><li><a class="UnderlineNav-item selected" href="/issues">Issues <span class="Counter">14</span></a></li><li><a class="UnderlineNav-item" href="/pulls">Pull requests</a></li><li><a class="UnderlineNav-item" href="/actions">Actions</a></li></ul></nav></div>
<div id="show_issue" class="js-issues-results js-socket-channel"><div id="partial-discussion-header" class="gh-header mb-3 js-details-container Details js-socket-channel js-updatable-content issue"><div class="gh-header-show"><h1 class="gh-header-title mb-2 flex-auto"><bdi class="js-issue-title markdown-title">Stacked letters do not render</bdi> <span class="f1-light color-fg-muted">#42</span></h1></div>
<div class="d-flex flex-items-center flex-wrap mt-0 gh-header-meta"><span title="Status: Closed" class="State State--purple">Closed</span><div class="flex-auto min-width-0 mb-2"><a class="author Link--secondary text-bold" href="/{N[0]}">{N[0]}</a> opened this issue on Mar 1, 2024 · 3 comments</div></div></div>
<div id="discussion_bucket" class="js-discussion-sidebar-container"><div class="Layout-main"><div class="js-discussion js-socket-channel ml-0 pl-0 ml-md-6 pl-md-3">{items}</div></div>
<div class="Layout-sidebar"><div id="partial-discussion-sidebar"><div class="discussion-sidebar-item sidebar-assignee"><div class="discussion-sidebar-heading text-bold">Assignees</div>No one assigned</div><div class="discussion-sidebar-item"><div class="discussion-sidebar-heading text-bold">Labels</div><a class="IssueLabel">question</a></div><div class="discussion-sidebar-item"><div class="discussion-sidebar-heading text-bold">Participants</div></div></div></div></div></div></div>"""
    return (page(lang, body), t, ["Quote reply", "Report content", "commented", "added the", "Assignees", "No one assigned", "opened this issue", "Pull requests"])


def discuz_mobile(lang: str) -> Case:
    """Discuz! X3.5's mobile template: ``div.plc`` posts, their ``div.message`` text, reply links."""
    t = T[lang]; items = ""
    for i, p in enumerate(t):
        items += f"""<div class="plc cl" id="pid{700+i}"><span class="avatar"><img src="a.png" style="width:32px;height:32px;"></span><div class="display pi" href="#replybtn_{700+i}"><ul class="authi"><li class="grey"><em>{'楼主' if i==0 else f'{i+1}#'}</em><b><a href="home.php?mod=space&uid={i}" class="blue">{N[i]}</a></b></li><li class="grey rela">2024-3-{i+1} 10:2{i}<a href="forum.php?mod=post&action=reply&repquote={700+i}" class="replybtn" style="float:right">回复</a></li></ul>
<div class="message">{p}</div></div></div>"""
    body = f"""<div class="header cl"><div class="mz"><a href="javascript:history.back();"></a></div><h2><a href="forum.php?forumlist=1">论坛</a></h2></div>
<div class="postlist"><h2>{'Grapes' if lang!='ug' else 'ئۈزۈم تېلى'} <span class="xg1">[复制链接]</span></h2>{items}</div>
<div class="pg"><a href="#" class="nxt">下一页</a></div><div class="footer"><a href="forum.php?mobile=no">电脑版</a> | <a href="#">触屏版</a></div>"""
    return (page(lang, body), t, ["回复", "楼主", "电脑版", N[1], "2024-3-2"])


def stack(lang: str) -> Case:
    """A Stack Exchange question: s-prose js-post-body, post-signature cards, comments, the bottom notice."""
    t = T[lang]
    def cm(s, i): return f'<li id="comment-{i}" class="comment js-comment"><div class="js-comment-actions comment-actions"><div class="comment-score js-comment-edit-hide"><span title="number of upvotes" class="cool">3</span></div></div><div class="comment-text js-comment-text-and-form"><div class="comment-body js-comment-edit-hide"><span class="comment-copy">{s}</span> <div class="d-inline-flex ai-center">&ndash;&nbsp;<a href="/users/{i}" class="comment-user">{N[i%4]}</a></div> <span class="comment-date" dir="ltr"><span title="2024-03-02" class="relativetime-clean">Mar 2, 2024 at 9:13</span></span></div></div></li>'
    def post(kind, p, i, comments=""):
        return f"""<div id="{kind}" class="{kind} js-{kind}" data-{kind}id="{i}"><div class="post-layout"><div class="votecell post-layout--left"><div class="js-voting-container d-flex jc-center fd-column ai-stretch gs4 fc-black-200"><button class="js-vote-up-btn" aria-label="Up vote">Up vote</button><div class="js-vote-count flex--item d-flex fd-column ai-center fc-black-500 fs-title" itemprop="upvoteCount">{7-i}</div><button class="js-vote-down-btn" aria-label="Down vote">Down vote</button></div></div>
<div class="postcell post-layout--right"><div class="s-prose js-post-body" itemprop="text"><p>{p}</p></div>
<div class="mt24 mb12"><div class="post-taglist d-flex gs4 gsy fd-column"><div class="d-flex ps-relative fw-wrap"><ul class="ml0 list-ls-none js-post-tag-list-wrapper d-inline"><li class="d-inline mr4 js-post-tag-list-item"><a href="/questions/tagged/grammar" class="post-tag">grammar</a></li></ul></div></div></div>
<div class="mb0"><div class="mt16 d-flex gs8 gsy fw-wrap jc-end ai-start pt4 mb16"><div class="flex--item mr16 fl1 w96"><div class="js-post-menu pt2"><div class="d-flex gs8 s-anchors s-anchors__muted fw-wrap"><div class="flex--item"><a href="/q/{i}" class="js-share-link js-gps-track">Share</a></div><div class="flex--item"><a href="/posts/{i}/edit" class="js-suggest-edit-post">Improve this answer</a></div><div class="flex--item"><button type="button" class="s-btn s-btn__link js-follow-post">Follow</button></div></div></div></div>
<div class="post-signature owner flex--item"><div class="user-info"><div class="user-action-time">asked <span title="2024-03-01" class="relativetime">Mar 1, 2024 at 8:00</span></div><div class="user-gravatar32"><img src="a.png"></div><div class="user-details" itemprop="author"><a href="/users/{i}">{N[i]}</a><div class="-flair"><span class="reputation-score" title="reputation score " dir="ltr">1,203</span><span title="3 silver badges"><span class="badge2"></span><span class="badgecount">3</span></span></div></div></div></div></div></div></div>
<div class="post-layout--right js-post-comments-component"><div id="comments-{i}" class="comments js-comments-container bt bc-black-075 mt12"><ul class="comments-list js-comments-list">{comments}</ul></div><div id="comments-link-{i}"><a class="js-add-link comments-link disabled-link" title="Use comments to ask for more information or suggest improvements.">Add a comment</a></div></div></div></div>"""
    qc = cm(t[3], 3)
    answers = "".join(f'<div id="answer-{i}" class="answer js-answer" data-answerid="{i}" itemprop="suggestedAnswer">{post("answercell", t[i], i)}</div>' for i in (1, 2))
    body = f"""<div id="content"><div id="question-header" class="d-flex sm:fd-column"><h1 itemprop="name" class="fs-headline1 ow-break-word mb8 flex--item fl1"><a href="/questions/5/q" class="question-hyperlink">Which textbook first?</a></h1><div class="ml12 aside-cta flex--item print:d-none sm:ml0 sm:mb12 sm:order-first sm:as-end"><a href="/questions/ask" class="ws-nowrap s-btn s-btn__primary">Ask Question</a></div></div>
<div class="d-flex fw-wrap pb8 mb16 bb bc-black-075"><div class="flex--item ws-nowrap mr16 mb8" title="2024-03-01"><span class="fc-light mr2">Asked</span><time itemprop="dateCreated">1 year, 2 months ago</time></div><div class="flex--item ws-nowrap mb8" title="Viewed 1,024 times"><span class="fc-light mr2">Viewed</span>1k times</div></div>
<div id="mainbar" role="main"><div class="question js-question" data-questionid="5" id="question">{post("postcell", t[0], 0, qc)}</div>
<div id="answers"><div id="answers-header"><div class="answers-subheader d-flex ai-center mb8"><div class="flex--item fl1"><h2 class="mb0" data-answercount="2">2 Answers <span style="display:none;" itemprop="answerCount">2</span></h2></div><div class="flex--item"><label for="answer-sort-dropdown-select-menu">Sorted by:</label><select id="answer-sort-dropdown-select-menu"><option>Highest score (default)</option><option>Date modified (newest first)</option></select></div></div></div>{answers}</div>
<h2 class="bottom-notice" data-loc="1">Not the answer you're looking for? Browse other questions tagged <a href="/questions/tagged/grammar" class="post-tag">grammar</a> or <a href="/questions/ask">ask your own question</a>.</h2></div>
<div id="sidebar" class="show-votes" role="complementary"><div class="module sidebar-related"><h4 id="h-related">Related</h4><div class="related js-gps-related-questions"><div class="spacer"><a href="/q/9" class="question-hyperlink">How long does it take to read classical texts?</a></div></div></div></div></div>"""
    return (page(lang, body), t[:3], ["Improve this answer", "Add a comment", "Sorted by", "Not the answer", "Related", "reputation", "Ask Question", "Viewed", "asked", N[1]])


def ipb3(lang: str) -> Case:
    """Invision Power Board 3: post_block posts, author_info panes, MultiQuote rows, the readers' box."""
    t = T[lang]; posts = ""
    for i, p in enumerate(t):
        posts += f"""<div class="post_block hentry clear clearfix {'topic_starter' if i==0 else ''}" id="post_id_{60+i}"><div class="post_wrap"><h3 class="row2"><span class="author vcard"><a class="url fn name" href="/user/{i}-{N[i]}/" title="View Profile"><span itemprop="name">{N[i]}</span></a></span></h3>
<div class="author_info"><ul class="basic_info"><p class="desc member_title">Newbie</p><li class="avatar"><img src="a.png" class="ipsUserPhoto ipsUserPhoto_large"></li><li class="group_icon"><img src="g.png"></li><li class="post_count desc lighter">{12+i} posts</li></ul><ul class="custom_fields"><li><span class="ft">Gender:</span><span class="fc">Male</span></li><li><span class="ft">Location:</span><span class="fc">Urumqi</span></li></ul></div>
<div class="post_body"><p class="posted_info desc lighter ipsType_small"><img src="to_post_off.png" alt="post" class="small_icon">Posted <abbr class="published" title="2024-03-0{i+1}T08:00:00+00:00">0{i+1} March 2024 - 08:00 AM</abbr></p>
<div itemprop="commentText" class="post entry-content "><p>{p}</p></div>
<div class="signature" data-memberid="{i}">{N[i]} — بىلىم ئىگىسى</div></div>
<ul id="postControls_{60+i}" class="ipsList_inline ipsList_reset clearfix"><li class="multiquote"><a href="#">MultiQuote</a></li><li><a href="#" class="ipsButton_secondary">Quote</a></li><li class="report"><a href="#">Report</a></li></ul></div></div>"""
    body = f"""<div id="secondary_navigation" class="clearfix"><ol class="breadcrumb top ipsList_inline left"><li><a href="/"><span>Forum</span></a></li><li><a href="/f/3"><span>Garden</span></a></li></ol></div>
<h1 class="ipsType_pagetitle">Vines</h1><div class="desc lighter blend_links">Started by <a href="/user/0">{N[0]}</a>, 01 March 2024</div>
<div class="topic_controls"><ul class="topic_buttons"><li><a href="#">Reply to this topic</a></li><li><a href="#">Start new topic</a></li></ul></div>
<div class="topic hfeed clear clearfix"><div class="maintitle clearfix clear"><span class="main_topic_title">Vines</span></div>{posts}</div>
<div class="topic_controls"><ul class="topic_buttons"><li><a href="#">Reply to this topic</a></li></ul></div><div id="topic_stats" class="statistics clearfix"><div id="topic_active_users" class="active_users"><h4 class="statistic_header"><span>1 user(s) are reading this topic</span></h4><p>0 members, 1 guests, 0 anonymous users</p></div></div>"""
    return (page(lang, body), t, ["Newbie", "posts", "Gender", "Posted", "MultiQuote", "بىلىم ئىگىسى", "reading this topic", "Reply to this topic", N[1], "Started by"])


def xf1(lang: str) -> Case:
    """XenForo 1: messageList items, messageText, extraUserInfo, signatures, the share box."""
    t = T[lang]; items = ""
    for i, p in enumerate(t):
        items += f"""<li id="post-{40+i}" class="message" data-author="{N[i]}"><div class="messageUserInfo" itemscope="itemscope"><div class="messageUserBlock"><div class="avatarHolder"><a href="members/{i}/" class="avatar Av{i}m"><img src="a.png" width="96" height="96" alt="{N[i]}"></a></div>
<h3 class="userText"><a href="members/{i}/" class="username" itemprop="name">{N[i]}</a><em class="userTitle" itemprop="title">Active Member</em></h3>
<div class="extraUserInfo"><dl class="pairsJustified"><dt>Messages:</dt><dd><a href="search/member?user_id={i}" class="concealed">{210+i}</a></dd></dl><dl class="pairsJustified"><dt>Likes Received:</dt><dd>{30+i}</dd></dl></div><span class="arrow"><span></span></span></div></div>
<div class="messageInfo primaryContent"><div class="messageContent"><article><blockquote class="messageText SelectQuoteContainer ugc baseHtml">{p}<div class="messageTextEndMarker">&nbsp;</div></blockquote></article></div>
<div class="baseHtml signature messageText ugc"><aside><blockquote class="signature">{N[i]}: signature text here</blockquote></aside></div>
<div class="messageMeta ToggleTriggerAnchor"><div class="privateControls"><span class="item muted"><span class="authorEnd"><a href="members/{i}/" class="username author">{N[i]}</a>,</span><a href="posts/{40+i}/" title="Permalink" class="datePermalink"><span class="DateTime" title="Mar {i+1}, 2024 at 9:00 AM">Mar {i+1}, 2024</span></a></span><a href="posts/{40+i}/report" class="OverlayTrigger item control report"><span></span>Report</a></div>
<div class="publicControls"><a href="posts/{40+i}/like" class="LikeLink item control like"><span></span><span class="LikeLabel">Like</span></a><a href="threads/x/reply?quote={40+i}" class="ReplyQuote item control reply"><span></span>Reply</a></div></div>
<div id="likes-post-{40+i}"></div></div></li>"""
    body = f"""<div class="breadBoxTop"><nav><fieldset class="breadcrumb"><div class="boardTitle"><strong>Forum</strong></div><span class="crumbs"><span class="crust homeCrumb"><a href="/" class="crumb"><span>Home</span></a></span><span class="crust"><a href="/forums/3" class="crumb"><span>Garden</span></a></span></span></fieldset></nav></div>
<div class="titleBar"><h1>Vines</h1><p id="pageDescription" class="muted ">Discussion in '<a href="forums/3/">Garden</a>' started by <a href="members/0/" class="username">{N[0]}</a>, <span class="DateTime">Mar 1, 2024</span>.</p></div>
<div class="pageNavLinkGroup"><div class="linkGroup SelectionCountContainer"></div></div>
<form action="inline-mod/post/switch" method="post" class="InlineModForm section"><ol class="messageList" id="messageList">{items}</ol></form>
<div class="pageNavLinkGroup"><div class="linkGroup"><a href="#" class="callToAction"><span>Reply to Thread</span></a></div></div>
<div class="sharePage"><h3 class="textHeading larger">Share This Page</h3><div class="tweet shareControl"><a href="#">Tweet</a></div></div>"""
    return (page(lang, body), t, ["Messages:", "Likes Received", "Active Member", "signature text", "Share This Page", "Reply to Thread", "started by", N[1]])


def ghdisc(lang: str) -> Case:
    """A GitHub discussion: the opening post and comments (js-comment-body), the answer banner, upvotes."""
    t = T[lang]; items = ""
    for i, p in enumerate(t[1:], 1):
        items += f"""<div class="js-timeline-item js-comment-container discussion-timeline-item"><div class="TimelineItem-body"><div class="timeline-comment-group js-minimizable-comment-group"><div class="border rounded-2 {'color-border-success-emphasis' if i==1 else ''}">
{'<section class="border-bottom color-border-success-emphasis color-bg-success-emphasis color-fg-on-emphasis py-2 px-3 text-bold"><svg></svg> Answer selected by <a href="/'+N[0]+'">'+N[0]+'</a></section>' if i==1 else ''}
<div class="d-flex flex-items-center px-3 pt-2"><a href="/{N[i]}" class="Link--primary text-bold author">{N[i]}</a><span class="color-fg-muted"><relative-time datetime="2024-03-0{i+1}T12:00:00Z">Mar {i+1}, 2024</relative-time></span><span class="Label Label--secondary">Maintainer</span></div>
<div class="js-comment-body markdown-body comment-body p-0"><p dir="auto">{p}</p></div>
<div class="d-flex flex-items-center"><div class="js-upvote-button"><button class="btn-sm">{3-i+1} upvote</button></div><div class="comment-reactions"><button class="reaction-summary-item">❤️ 1</button></div><span class="discussion-nested-comments-count">0 replies</span></div></div></div></div></div>"""
    body = f"""<div class="application-main"><main><div id="repo-content-pjax-container"><div class="gh-header-show"><h1 class="gh-header-title"><span class="js-issue-title markdown-title">Stacked letters in input</span> <span class="color-fg-muted">#77</span></h1></div>
<div class="gh-header-meta"><a class="author" href="/{N[0]}">{N[0]}</a> started this conversation in <a href="/categories/q-a">Q&amp;A</a></div>
<div class="discussion-timeline js-quote-selection-container"><div class="js-timeline-item"><div class="timeline-comment-group"><div class="border rounded-2"><div class="d-flex px-3 pt-2"><a href="/{N[0]}" class="author">{N[0]}</a> <relative-time datetime="2024-03-01T10:00:00Z">Mar 1, 2024</relative-time></div><div class="js-comment-body markdown-body comment-body"><p dir="auto">{t[0]}</p></div><div class="d-flex"><button class="btn-sm">5 upvote</button></div></div></div></div>
<h2 class="f4 text-normal mt-4 mb-3">3 comments · 0 replies</h2>{items}</div></div></main>
<div class="Layout-sidebar"><div class="discussion-sidebar-item"><div class="discussion-sidebar-heading">Category</div><a href="/categories/q-a">🙏 Q&amp;A</a></div><div class="discussion-sidebar-item"><div class="discussion-sidebar-heading">Labels</div>None yet</div><div class="discussion-sidebar-item"><div class="discussion-sidebar-heading">3 participants</div></div></div></div>"""
    return (page(lang, body), t, ["Answer selected by", "upvote", "Maintainer", "0 replies", "started this conversation", "None yet", "participants", N[1]])


def v2ex(lang: str) -> Case:
    """V2EX: the topic_content, each reply's reply_content in a cell, thanks boxes, the topic's buttons."""
    t = T[lang]; cells = ""
    for i, p in enumerate(t[1:], 1):
        cells += f"""<div id="r_{1000+i}" class="cell"><table cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td width="48" valign="top" align="center"><img src="a.png" class="avatar" border="0" align="default" alt="{N[i]}"></td><td width="10" valign="top"></td>
<td width="auto" valign="top" align="left"><div class="fr"><div id="thank_area_{1000+i}" class="thank_area"><a href="#;" class="thank" style="color: #ccc;">感谢回复者</a></div> &nbsp; <a href="#;"><img src="reply_neue.png" align="absmiddle" border="0" alt="Reply"></a> &nbsp;&nbsp; <span class="no">{i}</span></div>
<div class="sep3"></div><strong><a href="/member/{N[i]}" class="dark">{N[i]}</a></strong>&nbsp; &nbsp;<span class="ago" title="2024-03-0{i+1} 10:00:00 +08:00">{i+2} 天前</span> &nbsp; <span class="small fade">❤️ {i}</span>
<div class="sep5"></div><div class="reply_content">{p}</div></td></tr></table></div>"""
    body = f"""<div id="Main"><div class="box" style="border-bottom: 0px;"><div class="header"><div class="fr"><a href="/member/{N[0]}"><img src="a.png" class="avatar" alt="{N[0]}"></a></div><a href="/">V2EX</a> <span class="chevron">&nbsp;›&nbsp;</span> <a href="/go/tibet">藏文</a>
<div class="sep10"></div><h1>Topic title here</h1><small class="gray"><a href="/member/{N[0]}">{N[0]}</a> · <span title="2024-03-01">3 天前</span> · 1024 次点击</small></div>
<div class="cell"><div class="topic_content"><div class="markdown_body"><p>{t[0]}</p></div></div></div>
<div class="topic_buttons"><div class="fr topic_stats" style="padding-top: 4px;">1024 次点击 &nbsp;∙&nbsp; 3 人收藏 &nbsp;</div><a href="#;" class="tb">加入收藏</a><a href="#;" class="tb">Tweet</a><a href="#;" class="tb">忽略主题</a><a href="#;" class="tb">感谢</a></div></div>
<div class="sep20"></div><div class="box"><div class="cell"><div class="fr" style="margin: -3px -5px 0px 0px;"><a class="tag" href="/tag/藏文">藏文</a></div><span class="gray">3 条回复 &nbsp;<strong class="snow">•</strong> &nbsp;2024-03-04 10:00:00 +08:00</span></div>{cells}</div></div>"""
    return (page(lang, body), t, ["感谢回复者", "加入收藏", "忽略主题"])


def gitlab(lang: str) -> Case:
    """A GitLab issue: the description and the notes list (note-text), note heads, the created-by line."""
    t = T[lang]; notes = ""
    for i, p in enumerate(t[1:], 1):
        notes += f"""<li class="note note-wrapper note-comment" id="note_{500+i}" data-note-id="{500+i}"><div class="timeline-entry-inner"><div class="timeline-avatar gl-float-left"><a href="/{N[i]}" class="user-avatar-link"><img src="a.png" class="avatar s40"></a></div>
<div class="timeline-content"><div class="note-header"><div class="note-header-info"><a href="/{N[i]}" class="author-name-link"><span class="note-header-author-name gl-font-weight-bold">{N[i]}</span></a><span class="note-headline-light">@{N[i]}</span><span class="note-headline-light note-headline-meta"><span class="system-note-message"></span><a href="#note_{500+i}" class="note-timestamp system-note-separator"><time datetime="2024-03-0{i+1}T10:00:00Z" class="js-timeago">1 week ago</time></a></span></div>
<div class="note-actions"><span class="note-role user-access-role">Developer</span><button class="note-action-button js-note-edit btn btn-default btn-sm" title="Reply to comment" type="button"><span class="gl-button-text">Reply</span></button></div></div>
<div class="timeline-discussion-body"><div class="note-body"><div class="note-text md"><p data-sourcepos="1:1-1:80" dir="auto">{p}</p></div></div></div></div></div></li>"""
    body = f"""<div class="content-wrapper"><nav class="breadcrumbs"><ul class="breadcrumbs-list"><li><a href="/group">group</a></li><li><a href="/group/fonts">fonts</a></li><li><a href="/group/fonts/-/issues">Issues</a></li><li>#42</li></ul></nav>
<div class="detail-page-header"><div class="detail-page-header-body"><span class="issuable-status-badge gl-badge">Open</span><div class="issuable-meta">Created <time>1 week ago</time> by <a class="author-link" href="/{N[0]}"><span class="author">{N[0]}</span></a></div></div></div>
<div class="issue-details issuable-details"><div class="detail-page-description content-block"><h1 class="title qa-title" dir="auto">Stacks render badly</h1><div class="description"><div class="md"><p dir="auto">{t[0]}</p></div></div><small class="edited-text">Edited 1 week ago by {N[0]}</small></div></div>
<div class="issuable-discussion"><ul id="notes-list" class="notes main-notes-list timeline">{notes}</ul></div>
<aside class="right-sidebar"><div class="block assignee">Assignee<div>None</div></div><div class="block labels">Labels<div>None</div></div><div class="block participants">3 participants</div></aside></div>"""
    return (page(lang, body), t, ["Developer", "Reply", "Created", "participants", "Assignee", "@" + N[1]])


def vb5(lang: str) -> Case:
    """vBulletin 5: b-post items, js-post__content-text with a quote, user info, the similar topics box."""
    t = T[lang]; items = ""
    for i, p in enumerate(t):
        quote = f'<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_quote_container b-icon b-icon__ldquo-l--gray"></div><div class="bbcode_postedby"><img src="q.png"> Originally posted by <strong>{N[0]}</strong> <a href="#"><img class="inlineimg" src="viewpost-right.png" alt="View Post"></a></div><div class="message">{t[0][:30]}</div></div></div></div>' if i == 2 else ""
        items += f"""<li class="b-post js-post js-comment-entry__parent h-restore--on-preview b-post--text b-post--{'first' if i==0 else 'reply'} OLD__post-wrapper" data-node-id="{600+i}">
<div class="b-post__grid"><div class="b-post__arrow"></div><div class="b-userinfo b-post__hide-when-deleted"><div class="b-userinfo__details"><div class="author h-text-size--14"><strong><a href="/member/{i}" class="b-avatar">{N[i]}</a></strong></div><div class="b-userinfo__rank">Member</div><ul class="b-userinfo__additional-info-block"><li class="b-userinfo__additional-info"><label>Join Date:</label> <span>Mar 2019</span></li><li class="b-userinfo__additional-info"><label>Posts:</label> <span>{13+i}</span></li></ul></div></div>
<div class="b-post__body"><div class="b-post__timestamp"><time itemprop="dateCreated" datetime="2024-03-0{i+1}T10:00:00">Mar {i+1}, 2024, 10:00 AM</time></div><div class="b-post__count"><a href="#post{600+i}">#{i+1}</a></div>
<div class="b-post__content js-post__content"><div class="js-post__content-wrapper"><div class="js-post__content-text restore h-wordwrap" itemprop="text">{quote}{p}</div></div></div>
<div class="b-post-sm__footer"><ul class="h-left js-post-controls b-comment-entry__controls"><li><a class="b-button b-button--secondary js-post-control__comment">Comment</a></li><li><a class="js-post-control__like">Like</a><span class="js-like-count">0</span></li><li><a class="js-post-control__reply">Reply</a></li></ul></div></div></div></li>"""
    body = f"""<div id="breadcrumbs"><ul class="breadcrumbs h-clearfix"><li class="crumb ellipsis"><a class="crumb-link" href="/">Home</a></li><li class="crumb ellipsis"><a class="crumb-link" href="/forum">Forums</a></li></ul></div>
<div class="b-module canvas-widget default-widget conversation-content-widget forum-conversation-content-widget widget-tabs widget-no-border widget-no-header-buttons"><div class="conversation-toolbar-wrapper top"><div class="conversation-toolbar"><div class="toolset-left"><button class="b-button">Tools</button></div><div class="pagenav-container"><span class="pagenav-count">Page 1 of 1</span></div></div></div>
<h1 class="main-title js-main-title hide-on-editmode">Books</h1><ul class="conversation-list list-container js-conversation-list">{items}</ul>
<div class="conversation-toolbar-wrapper bottom"><div class="pagenav-container">Page 1 of 1</div><div class="pagenav-filter"><button class="b-button">Filter</button></div></div>
<div class="b-module similar-threads"><h2>Similar Topics</h2><ul><li><a href="/t/9">Where to buy a dictionary</a></li></ul></div></div>"""
    return (page(lang, body), t, ["Join Date", "Posts:", "Originally posted by", "Similar Topics", "Page 1 of 1", "Comment", N[1], "Mar 2, 2024"])


def phpbb2(lang: str) -> Case:
    """phpBB 2 subSilver: forumline rows, Posted heads (span.postdetails), Back to top lines (span.nav).

    The signature after its "_________________" line shares its post's span and stays (not claimed here)."""
    t = T[lang]; rows = ""
    for i, p in enumerate(t):
        rows += f"""<tr><td width="150" align="left" valign="top" class="row{1+i%2}"><span class="name"><a name="{80+i}"></a><b>{N[i]}</b></span><br><span class="postdetails">Member<br><img src="rank.gif" alt="Member" title="Member" border="0"><br><br>Joined: 12 Jan 2007<br>Posts: {45+i}<br>Location: Xining</span><br></td>
<td class="row{1+i%2}" width="100%" height="28" valign="top"><table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td width="100%"><a href="viewtopic.php?p={80+i}#{80+i}"><img src="icon_minipost.gif" width="12" height="9" alt="Post" title="Post" border="0"></a><span class="postdetails">Posted: Mon Mar 0{i+1}, 2010 9:2{i} am<span class="gen">&nbsp;</span>&nbsp; &nbsp;Post subject: Re: books</span></td>
<td valign="top" nowrap="nowrap"><a href="posting.php?mode=quote&p={80+i}"><img src="icon_quote.gif" alt="Reply with quote" title="Reply with quote" border="0"></a></td></tr>
<tr><td colspan="2"><hr></td></tr><tr><td colspan="2"><span class="postbody">{p}<br>_________________<br>{N[i]} — ཤེས་རབ་ནི་ནོར་གྱི་མཆོག</span><span class="gensmall"></span></td></tr></table></td></tr>
<tr><td class="row{1+i%2}" width="150" align="left" valign="middle"><span class="nav"><a href="#top" class="nav">Back to top</a></span></td><td class="row{1+i%2}" width="100%" height="28" valign="bottom" nowrap="nowrap"><table cellspacing="0" cellpadding="0" border="0" height="18" width="18"><tr><td valign="middle" nowrap="nowrap"><a href="profile.php?mode=viewprofile&u={i}"><img src="icon_profile.gif" alt="View user's profile" title="View user's profile" border="0"></a> <a href="privmsg.php?mode=post&u={i}"><img src="icon_pm.gif" alt="Send private message" title="Send private message" border="0"></a></td></tr></table></td></tr>
<tr><td class="spaceRow" colspan="2" height="1"><img src="spacer.gif" alt="" width="1" height="1"></td></tr>"""
    body = f"""<table width="100%" cellspacing="2" cellpadding="2" border="0"><tr><td align="left" valign="bottom" colspan="2"><a class="maintitle" href="viewtopic.php?t=5">Books</a><br><span class="gensmall"><b></b><br>&nbsp; </span></td></tr></table>
<table width="100%" cellspacing="2" cellpadding="2" border="0"><tr><td align="left" valign="bottom" nowrap="nowrap"><span class="nav"><a href="posting.php?mode=newtopic&f=2"><img src="post.gif" border="0" alt="Post new topic"></a>&nbsp;&nbsp;&nbsp;<a href="posting.php?mode=reply&t=5"><img src="reply.gif" border="0" alt="Reply to topic"></a></span></td><td align="left" valign="middle" width="100%"><span class="nav">&nbsp;&nbsp;&nbsp;<a href="index.php" class="nav">Tibetan Forum Forum Index</a> -> <a href="viewforum.php?f=2" class="nav">Books</a></span></td></tr></table>
<table class="forumline" width="100%" cellspacing="1" cellpadding="3" border="0"><tr align="right"><td class="catHead" colspan="2" height="28"><span class="nav"><a href="viewtopic.php?t=5&view=previous" class="nav">View previous topic</a> :: <a href="viewtopic.php?t=5&view=next" class="nav">View next topic</a> &nbsp;</span></td></tr>
<tr><th class="thLeft" width="150" height="26" nowrap="nowrap">Author</th><th class="thRight" nowrap="nowrap">Message</th></tr>{rows}</table>
<table width="100%" cellspacing="2" border="0" align="center" cellpadding="2"><tr><td align="left" valign="middle" nowrap="nowrap"><span class="nav">All times are GMT + 8 Hours</span></td><td align="right" valign="top" nowrap="nowrap"><span class="gensmall">Display posts from previous: <select name="postdays"><option value="0" selected="selected">All Posts</option><option value="1">1 Day</option></select></span></td></tr></table>
<table width="100%" cellspacing="2" border="0" align="center"><tr><td width="40%" valign="top" nowrap="nowrap" align="left"><span class="gensmall"></span><br>&nbsp;<br></td><td align="right" valign="top" nowrap="nowrap"><form method="post" name="jumpbox" action="viewforum.php"><table cellspacing="0" cellpadding="0" border="0"><tr><td nowrap="nowrap"><span class="gensmall">Jump to:&nbsp;<select name="f"><option value="-1">Select a forum</option><option value="2">Books</option><option value="3">Music</option></select><input type="submit" value="Go" class="liteoption"></span></td></tr></table></form><span class="gensmall">You <b>cannot</b> post new topics in this forum<br>You <b>cannot</b> reply to topics in this forum<br>You <b>cannot</b> edit your posts in this forum<br></span></td></tr></table>"""
    return (page(lang, body), t, ["Joined:", "Posted:", "Back to top", "Jump to", "cannot", "All times are", "Display posts", "View previous topic", "Author"])


CASES = [(phpbb, "bo"), (phpbb, "ug"), (bbpress, "bo"), (bbpress, "zh"), (nodebb, "bo"), (nodebb, "ug"),
         (khoros, "en"), (khoros, "ug"), (github, "zh"), (github, "en"), (discuz_mobile, "ug"), (stack, "en"),
         (stack, "bo"), (ipb3, "ug"), (ipb3, "zh"), (xf1, "bo"), (xf1, "ug"), (ghdisc, "en"), (ghdisc, "bo"), (v2ex, "zh"), (v2ex, "bo"),
         (gitlab, "en"), (gitlab, "ug"), (vb5, "bo"), (vb5, "ug"), (phpbb2, "bo"),
         (phpbb2, "ug")]


@pytest.mark.parametrize(("engine", "lang"), CASES, ids=[f"{e.__name__}-{lang}" for e, lang in CASES])
def test_every_post_stays_once_and_the_engine_furniture_goes(engine, lang: str) -> None:
    markup, stay, go = engine(lang)
    text = auto_text(markup)
    assert [line for line in stay if text.count(line) != 1] == []
    assert [word for word in go if word in text] == []


# Prose in the furniture's words and classes: a story quoting a "Reply:" line and a saying, a news story of prices and
# names, an essay quoting "Quote", "Posts: 37, Joined:" and "Jump to", a how-to list, a text in phpBB's post classes.
GUARDS = {
    "story quoting a Reply: line": ("bo", "ཀླད་ཀོར", """<div class="entry-content"><h1>ཀླད་ཀོར་གྱི་ལོ་རྒྱུས།</h1><p>ང་ཚོའི་ཡུལ་གྱི་དཔེ་ཁང་ཆེན་པོ་ནི་ལོ་ངོ་བརྒྱ་ལྷག་གི་གོང་ནས་ཚུགས་པ་ཡིན་ཞིང་། དུས་དེར་དཔེ་ཆ་རེ་རེ་བཞིན་ལག་བྲིས་ཡིན།</p>
<p>Reply: ཞེས་པའི་ཡི་གེ་འདི་ནི་དུས་རབས་ཉི་ཤུ་པའི་འཕྲིན་ཡིག་ཁག་གི་ཐོག་མ་རུ་འབྲི་སྲོལ་ཡོད་པ་ཞིག་ཡིན་ལ། ད་ལྟ་དྲ་རྒྱའི་གླེང་སྟེགས་སུའང་སྤྱོད་བཞིན་ཡོད།</p>
<blockquote><p>སྔོན་གྱི་མཁས་པ་ཞིག་གིས་བཀའ་སྩལ་པ། དཔེ་ཆ་ནི་ཤེས་རབ་ཀྱི་མར་མེ་ཡིན་པས་བརྩི་སྲུང་ཡག་པོ་བྱེད་དགོས།</p></blockquote>
<p>དེ་ནས་བཟུང་ང་ཚོའི་ཡུལ་མི་ཚོས་དཔེ་ཁང་དེ་ལ་ལོ་རེར་དཔེ་དེབ་གསར་པ་འབུལ་སྲོལ་ཡོད་ལ། ད་ལོའང་དཔེ་དེབ་སུམ་བརྒྱ་ལྷག་ཕུལ།</p></div>""", ["Reply: ཞེས་པའི", "སྔོན་གྱི་མཁས་པ", "དེ་ནས་བཟུང", "ང་ཚོའི་ཡུལ་གྱི་དཔེ་ཁང"]),
    "news story of prices and names": ("ug", "ئۈزۈم", """<article class="post"><h1>بۇ يىلقى ئۈزۈم ھوسۇلى</h1><div class="content"><p>تۇرپان ۋىلايىتىدىكى دېھقانلار بۇ يىل ئۈزۈم ھوسۇلىنىڭ ئالدىنقى يىلدىكىدىن كۆپ بولغانلىقىنى ئېيتتى. بىر كىلوگرام ئۈزۈمنىڭ باھاسى بازاردا سەككىز يۈەنگە يەتتى.</p>
<p>دېھقان ئابدۇكېرىم: «مەن بۇ يىل يىگىرمە موغا ئۈزۈم تىكتىم، ھەر موسىدىن ئىككى توننا ھوسۇل ئالدىم» دېدى. ئۇنىڭ قوشنىسى نۇرگۇل بولسا قۇرۇق ئۈزۈم تەييارلاشقا كىرىشكەن.</p>
<p>يېزىلىق ھۆكۈمەتنىڭ ئېيتىشىچە، كېلەر يىلى سۇغىرىش ئۆستەڭلىرى ئوڭشىلىدىكەن، بۇ ھوسۇلنى تېخىمۇ ئاشۇرىدىكەن.</p></div></article>""", ["تۇرپان ۋىلايىتىدىكى", "دېھقان ئابدۇكېرىم", "يېزىلىق ھۆكۈمەتنىڭ"]),
    "essay quoting the buttons": ("en", "manners", """<article class="post"><h1>On forum manners</h1><div class="entry-content"><p>Every forum has its own small rituals. A new member posts, someone writes "Quote" and "Reply" beneath it, and a thread begins that may run for years.</p>
<p>In the old boards a signature line sat under every post, and some members wrote whole poems there. One wrote: Posts: 37, Joined: 2004 — and nothing else, as if the numbers were a life.</p>
<p>When I asked the founder what he would keep if the board closed, he said the replies, not the titles: the replies were where people had actually talked.</p>
<p>Jump to the end of any long thread and you will find thanks, a photograph of a finished bookshelf, and a promise to report back.</p></div></article>""", ["Every forum has", "In the old boards", "When I asked the founder", "Jump to the end"]),
    "how-to list": ("zh", "心得", """<div class="content"><h1>藏文输入法使用心得</h1><p>我从去年开始学习藏文，最初最大的困难就是输入法。很多朋友在论坛上提问，回复的人也很多，但说法各不相同。</p>
<ul><li>第一步，在系统设置中添加藏文键盘布局。</li><li>第二步，安装支持叠字的字体，旧字体往往显示不了叠加字母。</li><li>第三步，用加号键输入下加字，多练习几天就熟练了。</li></ul>
<p>总之，输入法并不难，关键是字体要选对，遇到问题可以到论坛发帖求助。</p></div>""", ["我从去年开始", "第一步", "第二步", "第三步", "总之"]),
    "text in phpBB post classes": ("bo", "ཤིང་སྡོང", """<div class="post"><div class="postbody"><div class="content"><h2>ཤིང་སྡོང་འདེབས་ཐབས།</h2><p>ཤིང་སྡོང་འདེབས་དུས་ས་ཁུང་ཟབ་པོ་ཞིག་བརྐོ་དགོས་ལ། ས་ཁུང་གི་ཞབས་སུ་ལུད་བཏང་ན་རྩ་བ་མྱུར་དུ་འཕེལ།</p>
<p>ཆུ་ནི་ཉིན་རེ་བཞིན་མི་དགོས། བདུན་ཕྲག་རེར་ཐེངས་གཅིག་ལ་ཆུ་མང་པོ་བླུགས་ན་རྩ་བ་ས་འོག་ཏུ་ཟབ་པོར་འགྲོ།</p><p>Joined: ཞེས་པ་ནི་ཤིང་གཉིས་སྦྲེལ་བའི་ཚིག་མིན་པར། ང་ཚོའི་སློབ་གྲྭའི་ཞིང་ཁའི་སྡེ་ཚན་གྱི་མིང་ཡིན།</p></div></div></div>""", ["ཤིང་སྡོང་འདེབས་དུས", "ཆུ་ནི་ཉིན་རེ", "Joined: ཞེས་པ"]),
    "story in a board's table": ("bo", "ཤིང་སྡོང་", """<table class="forumline"><tr><th class="thLeft">Author</th><th class="thRight">Message</th></tr>
<tr><td class="row1"><span class="postbody">ཤིང་སྡོང་འདེབས་པ་ནི་ང་ཚོའི་ཡུལ་གྱི་སྲོལ་རྒྱུན་རྙིང་པ་ཞིག་ཡིན། ལོ་རེ་བཞིན་དཔྱིད་ཀར་ཡུལ་མི་ཚང་མ་འཛོམས་ནས་ཆུ་འགྲམ་དུ་ཤིང་སྡོང་འདེབས།</span>
<span class="nav"><a href="#top">ཡར་འགྲོ།</a></span></td></tr><tr><td class="row2"><span class="postbody">དེ་ལྟར་བྱས་ན་ཆུ་ལོག་གི་ཉེན་ཁ་ཆུང་དུ་འགྲོ་བ་མ་ཟད། ས་ཞིང་ཡང་བརྟན་པོ་ཡོང་བས་ཡུལ་མི་ཚོ་དགའ་པོ་ཡོད།</span></td></tr></table>""",
                                ["ཤིང་སྡོང་འདེབས་པ་ནི", "དེ་ལྟར་བྱས་ན"]),
}


@pytest.mark.parametrize("name", GUARDS)
def test_prose_in_the_furniture_words_and_classes_stays_whole(name: str) -> None:
    lang, title, body, lines = GUARDS[name]
    text = auto_text(page(lang, body, title))
    assert [line for line in lines if text.count(line) != 1] == []
