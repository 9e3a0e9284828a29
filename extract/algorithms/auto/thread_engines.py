"""Thread engines: a discussion's parts read by the names its engine gives them, where the model reads them wrong
(``engine_furniture_boxes``, ``is_engine_furniture``: a comment's meta line and action row; ``keep_engine_posts``:
the replies of a thread the model takes for comments under an article; ``keep_opening_posts``: an opening post in a
box of its own over the replies).

Link aggregators draw a thread in markup of their own, the same on every thread of the site: Reddit's current pages
as custom elements (``<shreddit-comment>``, its meta line and its action row named by their ``slot``: "commentMeta",
"actionRow"; the post's "credit-bar" and vote, comment and share buttons), old Reddit as ``div.thing`` records whose
``p.tagline`` is the byline ("submitted 5 hours ago by <name>", "<name> 12 points 3 hours ago"); Hacker News as
tables of ``tr.athing.comtr`` rows, each reply's text in ``div.commtext`` under its head line ``span.comhead``,
the story's line of points, author and age ``td.subtext``; Lemmy as ``article.comment-node``, each
reply's text in its ``div.md-div``; a Douban group topic as ``ul.topic-reply`` of ``li.comment-item`` records, each
reply's text in its ``div.reply-content``; Vanilla as ``li.ItemComment`` records, each reply's text in its
``div.Message.userContent``. The meta lines and rows are the engine's furniture, not anything a member
wrote; the replies are the thread's text (the dev truths keep every post of a thread). The model reads the replies
under a class word naming comments and scores them as comments under an article; their engine's class (a word no
article template uses: ``commtext``, ``comment-node``, ``topic-reply``) says they are the thread. Each rule is gated
by one cheap test of the page's tags or classes (``class_text``), so a page of another engine pays a substring test.
Extraction-dev: all 0.9143 -> 0.9144, one XenForo thread's opening post kept (ug 0.870 -> 0.894), no page lower;
review h224: 15 engines' threads (vBulletin 3/4/5, MyBB, Flarum, Vanilla, SMF 2.1, phpwind, Reddit old and new,
Hacker News, Lemmy, Douban, Mailman, WordPress comments), 6 of them better. Review h226 (pages built to fool the
rules): Hacker News's comment heads and story line are its furniture too; Vanilla's replies (``Message
userContent`` under ``li.ItemComment``) are kept like the other engines'; a Douban topic's "most liked replies" box,
which repeats replies of the list below it, is not kept a second time (``_repeated_posts``). No dev page changes.
Session 39 (h232): Zhihu's answers (``span.RichText`` in ``div.AnswerItem``) are its replies, its numbers board,
answer list head and answers' meta and action rows its furniture; Discourse's topic map and suggested topics, new
Reddit's sort and search row, a Douban topic's right column (``div.aside``: 最新讨论) and Invision's guest teaser over
its reply form ("cGuestTeaser": Join the conversation / You can post now and register later) and XenForo's "Similar
threads" under a thread (``structItemContainer``) are furniture too; a board that names its opening post
"first-post" keeps its ``reply-content`` replies. Extraction-dev: all 0.9169 -> 0.9171, three Invision threads
better (the teaser's Tibetan and Uyghur text: bo 0.894 -> 0.932, ug 0.870 -> 0.900, bo 0.828 -> 0.832) and two
XenForo ones (bo 0.903 -> 0.911, ug 0.844 -> 0.850), none lower; reviews h224 19 -> 22 of 22, h226 douban_popular_zh, h219
forum_long_op_like_row_zh pass. Review h237 (pages built to make those rules drop text): Douban's right column is the
grid's child (a pull quote "div.aside" in a story stays), Reddit's control row holds no part of the post (a title
beside the sort menu stays), Invision's teaser holds no post (a theme's "cTopic cGuestTeaser" wrapper keeps its
thread), "first-post" names no blog's ``<article>`` and its replies are "reply-item" (a blog's bare comments stay
out); 12 -> 21 of its 22 pages, extraction-dev unchanged.
Session 40 (h246): bbPress's posts (``bbp-reply-content`` in a loop item classed by its place), GitHub's comments
(``js-comment-body``), GitLab's (``note-text`` in its ``main-notes-list``), V2EX's replies (``reply_content`` on a
page naming its ``topic_content``) and Invision Power Board 3's (``entry-content`` in a ``post_block``) are their
threads' text; bbPress's notices and post count line, GitHub's header meta line, GitLab's note heads and created-by
line, V2EX's topic buttons and thanks boxes, phpBB 2's head cells and its post heads and links lines (cells of one
``span.postdetails`` or ``span.nav``), IPB 3's member panes, button rows, starter line and name heads, Stack
Exchange's bottom notice and answers head are furniture. Extraction-dev: two Tibetan threads better (a Stack
Exchange copy's bottom notice: 0.987 -> 0.994; 0.482 -> 0.487), none lower; review h246 (33 pages of 15 engines
and five guards): 19 -> 31 pass with the Khoros body fix in ``words.SIGNATURE_RE`` (phpBB 2's signature, in its
post's span after a "_________________" line, and V2EX's name lines stay). Review h250 (10 pages): a phpBB 2 cell
holding a post's text (``span.postbody``) is no furniture cell, whatever its head's share (a template drawing the head
and the text in one cell lost its short replies); bbPress's edit log, IPB 3's button row by its own name (a guest's
has no MultiQuote) and GitHub's timeline events go; 5 -> 10 pass, extraction-dev unchanged. Session 41 (h262): V2EX's
name line in each reply's cell (``drop_name_lines``) and GitLab's "Edited 3 days ago by <name>" line under a note
(``note_edited_ago``) go; extraction-dev unchanged. Review h268: GitLab's edited line drawn inline
(``small.edited-text`` beside the description's blocks) goes as V2EX's name line does (``OWN_LINE_ENGINES``).
Session 43 (h301): Mastodon's status page keeps its replies (``status__content`` under ``u-comment``, on a page naming
its toot ``detailed-status``) and drops its name lines, its boosts and favourites line and its call to sign in; Xiuno
BBS's reply list head and each reply's button and floor go. Extraction-dev unchanged; tests/test_auto_threads_s43.py.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.boxes import blocks_inside, class_attribute, named_within
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import is_furniture_line
from extract.algorithms.auto.page_memo import class_text, class_text_may_hold
from extract.algorithms.auto.words import HEADING_TAGS, first_h1
from extract.dom import Dom
from extract.literal_gate import folded_literals

# Reddit's custom elements that hold a thread (a page holding one of them is drawn by Reddit's "shreddit" front end)
REDDIT_THREAD_TAGS = ("shreddit-post", "shreddit-comment")
REDDIT_TAG_PREFIX = "shreddit-"  # the prefix of every Reddit custom element
# Reddit's slots (the ``slot`` attribute of a custom element's child) holding a post's or a comment's furniture: the
# comment's name and age line, its action row, the post's community and age line and its vote, comment and share
# buttons. Not "text-body", "comment" or "title": those are the text.
REDDIT_FURNITURE_SLOTS = frozenset({"commentMeta", "actionRow", "credit-bar", "vote-button", "comment-button",
                                    "share-button", "post-overflow-menu", "authorFlair"})
# Reddit's custom elements that are furniture wherever they stand: a comment's action row, a share button
REDDIT_FURNITURE_TAGS = frozenset({"shreddit-comment-action-row", "shreddit-comment-share-button",
                                   "shreddit-post-overflow-menu", "shreddit-comment-badges"})
# Reddit's controls over a thread's comments: the sort menu ("Sort by: Best", ``<shreddit-sort-dropdown>``) and the
# comment search (``<faceplate-search-input placeholder="Search Comments">``). The element holding one, with its label
# ("Sort by:") and the menu's choices, REDDIT_CONTROL_CHARS at most, is the control's row; a comment never holds one.
REDDIT_CONTROL_TAGS = frozenset({"shreddit-sort-dropdown", "faceplate-search-input"})
REDDIT_CONTROL_CHARS = 80  # characters at most of a control's row: "Sort by:" and six choices ("Best Top New ...")
# ... and a row of the control and its label alone: a parent that also holds a heading, a paragraph or a slotted part of
# the post (its ``<h1 slot="title">``, its ``slot="text-body"``: a layout that draws the sort menu beside a short
# title or a one-line question) is no control's row; the control goes alone (review h237).
REDDIT_ROW_TEXT_TAGS = HEADING_TAGS | {"p"}
# old Reddit: a record is ``div.thing`` and its text ``div.usertext-body`` (both on every thread page); its byline
# ``p.tagline``. The class words read as whole words of the class attribute.
OLD_REDDIT_GATE = "usertext-body"  # the class of old Reddit's post and comment text: the page is old Reddit's
OLD_REDDIT_RECORD_RE = re.compile(r"(?<![\w-])thing(?![\w-])")  # a record of old Reddit ("thing id-t1_x comment")
OLD_REDDIT_BYLINE_RE = re.compile(r"(?<![\w-])tagline(?![\w-])")  # the byline of a record
# GitHub's comment text (``ENGINE_REPLIES``), which its timeline's events must not hold (``GITHUB_EVENT_RE``)
GITHUB_COMMENT_RE = re.compile(r"(?<![\w-])js-comment-body(?![\w-])")
MASTODON_GATE = "detailed-status"  # the class of Mastodon's toot on its status page (the page is Mastodon's)
# A thread engine's reply text, by its class: Hacker News's ``commtext`` (its own word, "commtext c00"); Lemmy's
# ``md-div`` inside an ``article.comment-node`` (its sidebar's rules are an ``md-div`` too, outside any node); a Douban
# group topic's ``div.reply-content`` inside its ``li.comment-item`` of the ``ul.topic-reply`` list (a blog's comment
# box may name its parts so, never its list a topic's replies). Each: the word the page must name (the gate), the
# text's class and the class of its node NODE_LEVELS up at most (None: the text's class alone says it).
ENGINE_REPLIES: tuple[tuple[str, re.Pattern[str], re.Pattern[str] | None], ...] = (
    ("commtext", re.compile(r"(?<![\w-])commtext(?![\w-])"), None),
    ("comment-node", re.compile(r"(?<![\w-])md-div(?![\w-])"), re.compile(r"(?<![\w-])comment-node(?![\w-])")),
    ("topic-reply", re.compile(r"(?<![\w-])reply-content(?![\w-])"),
     re.compile(r"(?<![\w-])comment-item(?![\w-])")),
    # Vanilla: a reply's text is ``div.Message.userContent`` (both words: its signature is "Signature UserSignature
    # userContent") four levels under its ``li.ItemComment`` (Item-Body < Item-BodyWrap < Comment < ItemComment)
    ("itemcomment", re.compile(r"^(?=.*(?<![\w-])Message(?![\w-])).*(?<![\w-])userContent(?![\w-])"),
     re.compile(r"(?<![\w-])ItemComment(?![\w-])")),
    # Zhihu: an answer's text is ``span.RichText`` two levels under its ``div.ContentItem.AnswerItem`` (< RichContent);
    # the question's own RichText stands in its header, under no AnswerItem. The model scores a one-line answer low
    # (about -2 under an answer list's meta and buttons): review h224 lost every short answer of a question.
    ("answeritem", re.compile(r"(?<![\w-])RichText(?![\w-])"), re.compile(r"(?<![\w-])AnswerItem(?![\w-])")),
    # A board that names its opening post "first-post" and each reply's text ``div.reply-content`` (or
    # ``div.reply-body``) in a ``div.reply-item`` (or ``div.reply``): under a long opening post the model scored the
    # short replies under the threshold (review h219: a Chinese thread lost its three replies; session 41, h269: a
    # Tibetan thread in the other names lost two of three). Not a blog's comments (``_is_board_first_post``).
    ("first-post", re.compile(r"(?<![\w-])reply-(?:content|body)(?![\w-])"),
     re.compile(r"(?<![\w-])reply(?:-item)?(?![\w-])")),
    # bbPress (WordPress's forum plugin, many Tibetan boards): a post's text is ``div.bbp-reply-content`` in its loop
    # item, which bbPress classes by its place in the topic ("bbp-reply-position-2", "bbp-parent-topic-9"); the list's
    # head and foot rows ("Author | Posts") are a ``bbp-reply-content`` in no such item. The model scored a short
    # Chinese thread's posts about -3.5 under its author panes (review h246: every post lost).
    # GitHub's issues and discussions: each comment's text is ``js-comment-body`` (GitHub's own word, "comment-body
    # markdown-body js-comment-body"); a discussion's comments under its opening post scored -1 to -2 under their
    # author lines and vote buttons (review h246: a discussion came out as its title alone).
    ("js-comment-body", GITHUB_COMMENT_RE, None),
    # Invision Power Board 3: a post's text is ``div.post.entry-content`` three levels under its ``div.post_block``
    # (< post_body < post_wrap); a blog's "entry-content" stands in no post_block.
    ("post_block", re.compile(r"(?<![\w-])entry-content(?![\w-])"), re.compile(r"(?<![\w-])post_block(?![\w-])")),
    # V2EX: a topic's text is ``div.topic_content``, each reply's ``div.reply_content`` (both its own words, with the
    # underscore); on a page naming its topic so, the replies are the topic's (not a blog's comment box).
    ("topic_content", re.compile(r"(?<![\w-])reply_content(?![\w-])"), None),
    # GitLab's issues: each comment's text is ``div.note-text`` in its ``ul.main-notes-list`` (GitLab's words; a
    # footnote box named "note-text" stands in no notes list).
    ("main-notes-list", re.compile(r"(?<![\w-])note-text(?![\w-])"), None),
    ("bbp-reply-content", re.compile(r"(?<![\w-])bbp-reply-content(?![\w-])"),
     re.compile(r"(?<![\w-])bbp-(?:reply-position|parent-topic)-\d+(?![\w-])")),
    # Mastodon's status page (session 43): the toot is ``div.detailed-status``, each reply's text its
    # ``div.status__content`` two levels under its ``div.entry.h-cite.u-comment`` (< div.status). "u-comment" alone is
    # the microformat an IndieWeb blog names its readers' comments by: the gate is the toot's own "detailed-status".
    # The model scored the replies under the toot as a story's comments (every reply lost).
    (MASTODON_GATE, re.compile(r"(?<![\w-])status__content(?![\w-])"),
     re.compile(r"(?<![\w-])u-comment(?![\w-])")),
)
# ... a board's opening post, by its class word (whole: not "is-first-post" or "first-posts", a theme's teaser) on
# an element that is no ``<article>``: a blog names its entry an article (HTML §4.3.2: "a blog entry") and may name
# it "post first-post" too, its readers' comments "comment-item" or "reply-item" with their "reply-content" (review
# h237: a blog's bare comments came back under its post); a board of this family draws its posts in divs.
FIRST_POST_WORD = "first-post"  # the gate word of the board's engine in ENGINE_REPLIES
FIRST_POST_RE = re.compile(r"(?<![\w-])first-post(?![\w-])")
BLOG_ENTRY_TAG = "article"
ENGINE_POSTS_MIN = 2  # replies at least so named: one is no thread
NODE_LEVELS = 4  # ancestors of a reply's text read for its node (md-div < article.comment-node; Vanilla's four)
# Hacker News's furniture by its own class words, on a page naming ``commtext``: a comment's head line ("user 2 hours
# ago | parent | next", ``span.comhead``) and the story's line under its title ("120 points by user 3 hours ago |
# hide | 45 comments", ``td.subtext``). No member wrote them.
HN_GATE = "commtext"
HN_HEAD_WORD = "comhead"  # the class word of a comment's head line (an inline span: read by ``is_engine_furniture``)
HN_STORY_LINE_TAG = "td"  # the story line's cell: "subtext" is a common word, a table cell of it on such a page HN's
HN_FURNITURE_RE = re.compile(r"(?<![\w-])(?:comhead|subtext)(?![\w-])")
# Zhihu's furniture by its own class words, on a question page (both gate words named): the question's topic links
# and its buttons ("QuestionHeader-topics", "-footer"), its followers and views board ("NumberBoard": 关注者 1,024 ·
# 被浏览 356,789), the answer list's head ("List-header": 3 个回答 · 默认排序) and each answer's author line, date
# and action row ("ContentItem-meta", "-time", "-actions": 赞同 37 · 2 条评论 · 分享 · 收藏). No member wrote them.
# A Douban group topic's right column (``div.aside`` beside ``div.article`` in Douban's "grid-16-8" layout): the group's
# card, its "最新讨论" (latest topics) and "热门话题" lists, linked titles of other topics, the site's and not the topic's
# (review h226: its "最新讨论" heading came back over a kept title). On a page naming both gate words only.
# The column is a child of the grid (``div.grid-16-8 > div.aside``): a box named "aside" inside the topic or a story
# (a pull quote, a fact box: "div.aside.pullquote" in a news site's body on the same layout) is its text (review h237).
DOUBAN_GATES = ("topic-reply", "grid-16-8")
DOUBAN_ASIDE_RE = re.compile(r"(?<![\w-])aside(?![\w-])")
DOUBAN_GRID_RE = re.compile(r"(?<![\w-])grid-16-8(?![\w-])")  # the layout's grid, the column's parent
# Discourse's furniture by its own class words, on a topic page (both gate words: its posts' "topic-post" and their
# text's "cooked"): the opening post's topic map ("topic-map": 3 replies · 164 views · 4 users, its top links and
# frequent posters), a post's replies link ("post-links-container"), the topic's footer buttons and its "Suggested
# Topics" / "New & Unread Topics" lists ("more-topics__container", "suggested-topics").
DISCOURSE_GATES = ("topic-post", "cooked")
DISCOURSE_FURNITURE_RE = re.compile(r"(?<![\w-])(?:topic-map|post-links-container|topic-footer-buttons"
                                    r"|more-topics__container|suggested-topics)(?![\w-])")
# Invision Community's box over its reply form for a guest ("cGuestTeaser", its own word): "Join the conversation /
# You can post now and register later. If you have an account, sign in now to post with your account." or "Create an
# account or sign in to comment", the board's call, no member's post.
# A box so named that holds a post (Invision draws each as an ``<article>``) or more than INVISION_TEASER_CHARS is
# no call: a theme that names the topic's wrapper for a guest's view ("cTopic cGuestTeaser") holds the posts
# (review h237: a thread came out empty).
INVISION_GUEST_WORD = "cguestteaser"  # the gate, lowered
INVISION_GUEST_RE = re.compile(r"(?<![\w-])cGuestTeaser(?![\w-])")
INVISION_POST_TAG = "article"  # the element of an Invision post ("article.cPost.ipsComment")
# characters at most of the call: its heading, the call and the moderation note ("Note: Your post will require
# moderator approval before it will be visible."), about 200 in English
INVISION_TEASER_CHARS = 300
# XenForo's lists of other threads on a thread page ("Similar threads", "Latest threads" widgets): each a
# ``div.structItemContainer`` of ``div.structItem--thread`` rows (title, starter, replies, views, last post), its
# heading ``h2.block-header`` beside it in their ``div.block-container``. On a page of posts (both gate words:
# "message--post", "bbwrapper") they are the site's; a forum's own thread list (no posts) is left as it is.
XENFORO_GATES = ("message--post", "bbwrapper", "structitemcontainer")
XENFORO_LIST_RE = re.compile(r"(?<![\w-])structItemContainer(?![\w-])")
XENFORO_BOX_RE = re.compile(r"(?<![\w-])block-container(?![\w-])")  # the list's box, with its heading
# bbPress's furniture by its own class words, on a topic page (its posts' "bbp-reply-content"): the topic's notice
# ("This topic has 3 replies, 4 voices, and was last updated 1 week ago by ...", "You must be logged in to reply to
# this topic.": ``bbp-template-notice``), its post count line ("Viewing 4 posts - 1 through 4 (of 4 total)":
# ``bbp-pagination``) and each post's date, permalink and edit links (``bbp-reply-header``), no member's text; and the
# edit log a post's text ends with ("This reply was modified 2 weeks ago by tenzin_k.": ``bbp-reply-revision-log``,
# ``bbp-topic-revision-log``; review h250: kept with the post it stands in).
BBPRESS_GATE = "bbp-reply-content"
BBPRESS_FURNITURE_RE = re.compile(r"(?<![\w-])(?:bbp-template-notice|bbp-pagination|bbp-reply-header"
                                  r"|bbp-(?:reply|topic)-revision-log)(?![\w-])")
# Stack Exchange's furniture by its own class words, on a question page (its posts' text "js-post-body"): the line
# under the answers ("Not the answer you're looking for? Browse other questions tagged ... or ask your own
# question.": ``h2.bottom-notice``) and the answers' head ("2 Answers / Sorted by: Highest score":
# ``answers-subheader``), the site's calls and controls.
STACK_GATE = "js-post-body"
STACK_FURNITURE_RE = re.compile(r"(?<![\w-])(?:bottom-notice|answers-subheader)(?![\w-])")
# GitHub's header line under an issue's or a discussion's title ("Closed · tenzin_k opened this issue on Mar 1, 2024 ·
# 3 comments", "started this conversation in Q&A": ``gh-header-meta``), on a page naming its comments' text.
GITHUB_GATE = "js-comment-body"
GITHUB_FURNITURE_RE = re.compile(r"(?<![\w-])gh-header-meta(?![\w-])")
# ... and its timeline's events between the comments ("tenzin_k added the bug label 2 days ago", "closed this as
# completed": ``TimelineItem-body``) holding no comment's text (a review's event holds its comments: review h250)
GITHUB_EVENT_RE = re.compile(r"(?<![\w-])TimelineItem-body(?![\w-])")
# Invision Power Board 3's furniture by its own class words, on a topic page (its posts' "post_block"): each post's
# member pane ("Newbie / 12 posts / Gender: Male": ``author_info``), the topic's buttons ("Reply to this topic":
# ``topic_controls``), its readers' box ("1 user(s) are reading this topic": ``active_users``) and each post's row
# of buttons, the list holding its "MultiQuote" item (``multiquote``); the topic's starter line under its title
# ("Started by tenzin_k, 01 March 2024": ``blend_links``, IPB's word for a line of muted links) and each post's
# head, a heading holding only the member's name (``span.author.vcard``); each post's button row by its own name
# (``ul.post_controls``: "Report", "Back to top"), which a guest's page draws without the MultiQuote item (review h250).
IPB3_GATE = "post_block"
IPB3_FURNITURE_RE = re.compile(r"(?<![\w-])(?:author_info|topic_controls|active_users|blend_links|post_controls)"
                               r"(?![\w-])")
IPB3_BUTTON_RE = re.compile(r"(?<![\w-])multiquote(?![\w-])")  # the item whose list is a post's button row
IPB3_AUTHOR_RE = re.compile(r"(?<![\w-])author vcard(?![\w-])")  # the name in a post's head heading
# GitLab's furniture on an issue page (its comments' list "main-notes-list"): each comment's head (name, @handle,
# age, role, reply button: ``note-header``) and the "Created 1 week ago by" line (``issuable-meta``).
GITLAB_GATE = "main-notes-list"
# ... and a note's "Edited 3 days ago by <name>" line under its text (``note_edited_ago``; ``edited-text`` in its Vue
# notes), the engine's record of an edit, no word of the note.
GITLAB_EDITED = r"note_edited_ago|edited-text"
GITLAB_FURNITURE_RE = re.compile(rf"(?<![\w-])(?:note-header|issuable-meta|{GITLAB_EDITED})(?![\w-])")
# V2EX's furniture on a topic page (its topic's text "topic_content"): the topic's buttons and counts ("1024 次点击 ∙
# 3 人收藏", 加入收藏, 忽略主题: ``topic_buttons``) and each reply's thanks box (感谢回复者: ``thank_area``).
V2EX_GATE = "topic_content"
V2EX_FURNITURE_RE = re.compile(r"(?<![\w-])(?:topic_buttons|thank_area)(?![\w-])")
# ... and each reply's name line, the text its cell holds around the reply ("dorje · 3 小时 12 分钟前 · via Android":
# the member's link, the age in ``span.ago`` and the client): V2EX draws it as the cell's own text, no element of its
# own, so the cell's block holding such an age and at most OWN_LINE_CHARS characters goes (``drop_name_lines``).
V2EX_AGE_RE = re.compile(r"(?<![\w-])ago(?![\w-])")
# characters at most of a cell's own line on both engines (``OWN_LINE_ENGINES``): V2EX's name line (a name, an age, a
# client, a reply's number) and GitLab's edited line below
OWN_LINE_CHARS = 80
# GitLab's edited line is its box's own text too where the Vue templates draw it as an inline ``small.edited-text``
# beside the description's or the note's text blocks (review h268: "Edited 3 days ago by Tashi" under the description)
GITLAB_EDITED_RE = re.compile(rf"(?<![\w-])(?:{GITLAB_EDITED})(?![\w-])")
OWN_LINE_ENGINES = ((V2EX_GATE, V2EX_AGE_RE), (GITLAB_GATE, GITLAB_EDITED_RE))  # (gate word, own line's element name)
# phpBB 2's subSilver (old boards, many Tibetan ones), a topic drawn as ``table.forumline`` rows under its
# "Author | Message" heads (``th.thLeft``, ``th.thRight``, both gate words): its head and foot cells
# (``catHead``: "View previous topic :: View next topic", the heads) and each cell whose text is, PHPBB2_CELL_SHARE
# at least, one span of the template's furniture classes: a post's head (``span.postdetails``: "Posted: <date> Post
# subject: Re: ...") and the links line (``span.nav``: "Back to top", "All times are GMT + 8 Hours"). A post's text
# is ``span.postbody`` (its member pane, "Joined: / Posts:", is left out by ``member_fields``): a cell holding one is
# a post, whatever its head's share (a template drawing the head and the text in one cell, under it a reply of a few
# words, "Thanks!": review h250 lost every short reply).
PHPBB2_POST_RE = re.compile(r"(?<![\w-])postbody(?![\w-])")
PHPBB2_GATES = ("forumline", "thleft")
PHPBB2_HEAD_RE = re.compile(r"(?<![\w-])(?:catHead|thLeft|thRight|thTop|thCornerL|thCornerR)(?![\w-])")
PHPBB2_SPAN_RE = re.compile(r"(?<![\w-])(?:postdetails|nav)(?![\w-])")
PHPBB2_CELL_TAGS = frozenset({"td", "th"})
PHPBB2_CELL_SHARE = 0.8  # share at least of the cell's characters in one furniture span (the rest: spaces, icons)
ZHIHU_GATES = ("answeritem", "questionheader")
ZHIHU_FURNITURE_RE = re.compile(r"(?<![\w-])(?:NumberBoard|QuestionHeader-topics|QuestionHeader-footer|List-header"
                                r"|ContentItem-meta|ContentItem-time|ContentItem-actions)(?![\w-])")
# Mastodon's furniture on a status page (session 43): the toot's name line ("Tashi @tashi@social.example":
# ``detailed-status__display-name``), its date, boosts and favourites line ("May 12, 2024 · 3 boosts · 12 favourites":
# ``detailed-status__meta``), each reply's name, handle and age (``status__info``) and the call to sign in ("Sign in to
# participate in the conversation": ``sign-in-banner``). No member wrote them.
MASTODON_FURNITURE_RE = re.compile(r"(?<![\w-])(?:detailed-status__display-name|detailed-status__meta|status__info"
                                   r"|sign-in-banner)(?![\w-])")
# Xiuno BBS's furniture on a thread page (session 43; its two cards' words "card-thread", "card-postlist"): the reply
# list's head ("最新回复 (3)": ``card-title`` in the list's card), each reply's reply button (``post_reply``: 回复) and
# floor ("2楼": ``floor-parent``). "card-title" is Bootstrap's, gated by Xiuno's own card names.
XIUNO_GATES = ("card-thread", "card-postlist")
XIUNO_FURNITURE_RE = re.compile(r"(?<![\w-])(?:card-title|post_reply|floor-parent)(?![\w-])")
# The engines whose furniture is each element of a class alone: the words the page must name (its gate) and the class
ENGINE_FURNITURE: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = (
    (DISCOURSE_GATES, DISCOURSE_FURNITURE_RE),
    ((BBPRESS_GATE,), BBPRESS_FURNITURE_RE),
    ((GITHUB_GATE,), GITHUB_FURNITURE_RE),
    ((IPB3_GATE,), IPB3_FURNITURE_RE),
    ((GITLAB_GATE,), GITLAB_FURNITURE_RE),
    ((V2EX_GATE,), V2EX_FURNITURE_RE),
    ((STACK_GATE,), STACK_FURNITURE_RE),
    (ZHIHU_GATES, ZHIHU_FURNITURE_RE),
    ((MASTODON_GATE,), MASTODON_FURNITURE_RE),
    (XIUNO_GATES, XIUNO_FURNITURE_RE),
)


def holds_engine_tags(dom: Dom) -> bool:
    """Whether the page holds a Reddit element (a tag of ``REDDIT_TAG_PREFIX``, as every one of
    ``REDDIT_FURNITURE_TAGS`` is): on a page holding none, ``is_engine_furniture`` can hold only by a node's class
    (``HN_HEAD_WORD``; its first two tests read a node's tag and its parent's, each a page's tag). One look at each
    distinct tag."""
    return any(tag.startswith(REDDIT_TAG_PREFIX) for tag in set(dom.tags))


def is_engine_furniture(dom: Dom, i: int) -> bool:
    """Whether node ``i`` is a thread engine's furniture by its own name: one of ``REDDIT_FURNITURE_TAGS``, a child of
    a Reddit element in one of ``REDDIT_FURNITURE_SLOTS``, or Hacker News's comment head (``span.comhead``, a word
    no other template uses: ``HN_FURNITURE_RE``). Constant work (a Dom with its lxml elements)."""
    tags, parent = dom.tags, dom.parent
    if tags[i] in REDDIT_FURNITURE_TAGS:
        return True
    if (parent[i] >= 0 and tags[parent[i]].startswith(REDDIT_TAG_PREFIX)
            and dom.attr(i, "slot") in REDDIT_FURNITURE_SLOTS):
        return True
    name = dom.attr(i, "class")
    return HN_HEAD_WORD in name and HN_FURNITURE_RE.search(name) is not None


def engine_furniture_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The elements that are a thread engine's furniture by its own names: Reddit's furniture slots and elements
    (``REDDIT_FURNITURE_SLOTS``, ``REDDIT_FURNITURE_TAGS``) on a page holding one of ``REDDIT_THREAD_TAGS``, and old
    Reddit's bylines (``OLD_REDDIT_BYLINE_RE`` inside a ``OLD_REDDIT_RECORD_RE`` record, on a page naming
    ``OLD_REDDIT_GATE``), Hacker News's head and story lines (``HN_FURNITURE_RE``, the story line a
    ``HN_STORY_LINE_TAG``, on a page naming ``HN_GATE``); bbPress's, GitHub's, GitLab's, V2EX's, IPB 3's and Stack
    Exchange's by their class words (``BBPRESS_FURNITURE_RE``, ``GITHUB_FURNITURE_RE``, ``GITLAB_FURNITURE_RE``,
    ``V2EX_FURNITURE_RE``, GitHub's events ``GITHUB_EVENT_RE``, ``IPB3_FURNITURE_RE`` and its button rows and name heads, ``STACK_FURNITURE_RE``) on a
    page naming their gate word; phpBB 2's head and furniture cells (``_phpbb2_furniture_cells``).
    None for a Dom without its lxml elements."""
    if not dom.has_elements:
        return []
    boxes: list[int] = []
    tags = dom.tags
    if any(tag in tags for tag in REDDIT_THREAD_TAGS):
        boxes += [i for i in range(len(tags)) if is_engine_furniture(dom, i)]
        boxes += _reddit_control_rows(dom)
    classes = blocks.classes
    gate = class_text(dom, blocks)
    if classes and gate is not None:
        for words, furniture_re in ENGINE_FURNITURE:
            if all(word in gate for word in words):
                boxes += [i for i, name in classes.items() if furniture_re.search(name) is not None]
    if classes and gate is not None and HN_GATE in gate:
        boxes += [i for i, name in classes.items() if HN_FURNITURE_RE.search(name) is not None
                  and (HN_HEAD_WORD in name or tags[i] == HN_STORY_LINE_TAG)]
    if classes and gate is not None and all(word in gate for word in DOUBAN_GATES):
        boxes += [i for i, name in classes.items() if DOUBAN_ASIDE_RE.search(name) is not None
                  and DOUBAN_GRID_RE.search(classes.get(dom.parent[i], "")) is not None]
    if classes and gate is not None and INVISION_GUEST_WORD in gate:
        boxes += [i for i, name in classes.items() if INVISION_GUEST_RE.search(name) is not None
                  and dom.tree_text[i] <= INVISION_TEASER_CHARS
                  and INVISION_POST_TAG not in dom.tags[i:dom.end[i]]]
    if classes and gate is not None and all(word in gate for word in XENFORO_GATES):
        for i, name in classes.items():
            if XENFORO_LIST_RE.search(name) is not None:
                box = dom.parent[dom.parent[i]] if dom.parent[i] >= 0 else -1  # block-container > block-body > list
                boxes.append(box if box >= 0 and XENFORO_BOX_RE.search(classes.get(box, "")) is not None else i)
    if classes and gate is not None and GITHUB_GATE in gate:
        boxes += [i for i, name in classes.items() if GITHUB_EVENT_RE.search(name) is not None
                  and not any(GITHUB_COMMENT_RE.search(dom.attr(n, "class")) is not None
                              for n in range(i + 1, dom.end[i]))]
    if classes and gate is not None and IPB3_GATE in gate:
        boxes += [dom.parent[i] if dom.parent[i] >= 0 else i for i, name in classes.items()
                  if IPB3_BUTTON_RE.search(name) is not None]
        boxes += [i for i in blocks.ids if dom.tags[i] in HEADING_TAGS and i + 1 < dom.end[i]
                  and dom.tree_text[i + 1] == dom.tree_text[i]
                  and IPB3_AUTHOR_RE.search(dom.attr(i + 1, "class")) is not None]
    if classes and gate is not None and all(word in gate for word in PHPBB2_GATES):
        boxes += _phpbb2_furniture_cells(dom, blocks)
    if classes and gate is not None and OLD_REDDIT_GATE in gate and "tagline" in gate:
        parent = dom.parent
        for i, name in classes.items():
            if OLD_REDDIT_BYLINE_RE.search(name) is None:
                continue
            a = parent[i]
            while a >= 0 and OLD_REDDIT_RECORD_RE.search(classes.get(a, "")) is None:
                a = parent[a]
            if a >= 0:
                boxes.append(i)
    return sorted(boxes)


def _phpbb2_furniture_cells(dom: Dom, blocks: Blocks) -> list[int]:
    """phpBB 2's head cells (``PHPBB2_HEAD_RE``) and the cells (``PHPBB2_CELL_TAGS`` blocks) whose text lies,
    ``PHPBB2_CELL_SHARE`` at least, in one span of ``PHPBB2_SPAN_RE``, and that holds no post's text
    (``PHPBB2_POST_RE``): a post's head and the links lines. Reads each cell's subtree once."""
    classes, tags, end, tree_text = blocks.classes or {}, dom.tags, dom.end, dom.tree_text
    cells: list[int] = []
    for b in blocks.ids:
        if tags[b] not in PHPBB2_CELL_TAGS or not tree_text[b]:
            continue
        if PHPBB2_HEAD_RE.search(classes.get(b, "")) is not None:
            cells.append(b)
            continue
        furniture = False
        for n in range(b + 1, end[b]):
            name = dom.attr(n, "class")
            if PHPBB2_POST_RE.search(name) is not None:
                furniture = False
                break
            furniture = furniture or (tags[n] == "span" and tree_text[n] >= PHPBB2_CELL_SHARE * tree_text[b]
                                      and PHPBB2_SPAN_RE.search(name) is not None)
        if furniture:
            cells.append(b)
    return cells


def _reddit_control_rows(dom: Dom) -> list[int]:
    """The rows of Reddit's comment controls (``REDDIT_CONTROL_TAGS``): each control's parent, when its text is
    ``REDDIT_CONTROL_CHARS`` at most (its label and choices) and it holds no part of the post
    (``_holds_label_only``), else the control alone."""
    tags, parent, tree_text = dom.tags, dom.parent, dom.tree_text
    rows: list[int] = []
    for i, tag in enumerate(tags):
        if tag in REDDIT_CONTROL_TAGS:
            row = parent[i]
            rows.append(row if row >= 0 and tree_text[row] <= REDDIT_CONTROL_CHARS and _holds_label_only(dom, row)
                        else i)
    return rows


def _holds_label_only(dom: Dom, row: int) -> bool:
    """Whether ``row``, outside its controls (``REDDIT_CONTROL_TAGS``: their own slotted choices), holds no text
    element of a post (``REDDIT_ROW_TEXT_TAGS``) and no slotted part (a ``slot`` attribute: the post's title, its
    text): the controls' labels at most. Reads the row's subtree (a row of REDDIT_CONTROL_CHARS at most)."""
    tags, end = dom.tags, dom.end
    n = row + 1
    while n < end[row]:
        if tags[n] in REDDIT_CONTROL_TAGS:
            n = end[n]
            continue
        if tags[n] in REDDIT_ROW_TEXT_TAGS or dom.attr(n, "slot"):
            return False
        n += 1
    return True


def _node_of(parent: list[int], classes: dict[int, str], b: int, node_re: re.Pattern[str]) -> int:
    """The ancestor of node ``b``, ``NODE_LEVELS`` up at most, whose class ``node_re`` finds, else -1."""
    a = parent[b]
    for _ in range(NODE_LEVELS):
        if a < 0:
            return -1
        if node_re.search(classes.get(a, "")) is not None:
            return a
        a = parent[a]
    return -1


def _engine_post_texts(dom: Dom, blocks: Blocks) -> list[tuple[int, int]]:
    """The elements (blocks or their ancestors) that are a thread engine's reply text by its class
    (``ENGINE_REPLIES``: the text's class, under its node's ``NODE_LEVELS`` up at most), each with its node (-1 for
    an engine whose text's class alone says it), in document order."""
    classes = blocks.classes
    gate = class_text(dom, blocks)  # None: no gate, every engine read
    if not classes:
        return []
    engines = [(text_re, node_re) for word, text_re, node_re in ENGINE_REPLIES
               if (gate is None or word in gate) and (word != FIRST_POST_WORD or _is_board_first_post(dom, classes))]
    if not engines:
        return []
    parent = dom.parent
    posts: list[tuple[int, int]] = []
    for b, name in sorted(classes.items()):
        for text_re, node_re in engines:
            if text_re.search(name) is None:
                continue
            node = -1 if node_re is None else _node_of(parent, classes, b, node_re)
            if node_re is None or node >= 0:
                posts.append((b, node))
                break
    return posts


def _is_board_first_post(dom: Dom, classes: dict[int, str]) -> bool:
    """Whether an element of the page, no ``BLOG_ENTRY_TAG``, is named a board's opening post (``FIRST_POST_RE``)."""
    return any(dom.tags[i] != BLOG_ENTRY_TAG and FIRST_POST_RE.search(name) is not None for i, name in classes.items())


def _repeated_posts(dom: Dom, blocks: Blocks, posts: list[tuple[int, int]]) -> set[int]:
    """The posts that repeat, word for word, a later post whose node stands in another list (its node's parent): a
    "most liked replies" box over the thread's list (Douban's "最赞回应") shows replies the list shows again; the
    list's copy stays. Two members' equal replies in one list are two posts. Reads each post's blocks once."""
    parent, ids = dom.parent, blocks.ids
    seen: dict[str, int] = {}  # a post's text -> the list of its latest copy
    repeated: set[int] = set()
    for b, node in reversed(posts):
        if node < 0:
            continue
        text = "\n".join(blocks.texts[bisect_left(ids, b):bisect_left(ids, dom.end[b])])
        if text in seen and seen[text] != parent[node]:
            repeated.add(b)
        else:
            seen[text] = parent[node]
    return repeated


def keep_engine_posts(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep the replies of a thread engine named by their class (``_engine_post_texts``, ``ENGINE_POSTS_MIN`` at
    least) that ``never_kept`` did not leave out, in place, on a page that keeps a block: the thread's text, though
    the model reads them as comments; a box's copies of replies the thread's list shows again stay as they were
    (``_repeated_posts``)."""
    posts = _engine_post_texts(dom, blocks)
    if len(posts) < ENGINE_POSTS_MIN or not any(keep[b] for b in blocks.ids):
        return
    repeated = _repeated_posts(dom, blocks, posts)
    roots = [b for b, _ in posts if b not in repeated]
    for k, (b, inside) in enumerate(zip(blocks.ids, blocks_inside(dom, blocks, roots))):
        if inside and not excluded[k]:
            keep[b] = 1


# A thread's opening post drawn in a box of its own over the replies' list (Vanilla: ``div.ItemDiscussion`` over
# ``ul.Comments > li.ItemComment``), its text in the replies' class ("Message userContent"): the model keeps the
# replies (one slot, one tag path) and may score the opening post, alone on its tag path, under the threshold. A
# block before the first kept block of a class that names a post's text (``POST_BODY_CLASS_RE``), of that very
# class attribute, kept OPENING_REPLIES_MIN times at least, is the thread's opening post. An article's paragraphs
# carry no such class; a teaser's excerpt is named for an excerpt or a summary, not a message.
POST_BODY_CLASS_RE = re.compile(r"(?i)(?<![a-z])(?:message|usercontent|post[-_]?(?:body|content|text|message)|"
                                r"bbwrapper|cooked|comment[-_]?(?:body|content|text))(?![a-z])")
# The literals one of which every POST_BODY_CLASS_RE match holds, in lower case as ``class_text`` is
# (``literal_gate.folded_literals``: "bbwrapper", "comment", "cooked", "message", "post", "usercontent"): substring
# tests in C before the pattern, whose look-behind is tried at every position of the page's classes (exact: no
# literal, no match). Were none known, the empty string, held by every text, would let every page through.
POST_BODY_WORDS = tuple(sorted(folded_literals(POST_BODY_CLASS_RE) or ("",)))
OPENING_REPLIES_MIN = 2  # kept blocks at least of the post text's class (the replies)
OPENING_POST_CHARS = 20  # whitespace-free characters at least of the opening post (not an empty box or a button)


def keep_opening_posts(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep the blocks (not left out by ``never_kept``) before the first kept block of a post text's class
    (``POST_BODY_CLASS_RE``, kept ``OPENING_REPLIES_MIN`` times at least) whose class attribute is that one, of
    ``OPENING_POST_CHARS`` at least, in place: the thread's opening post in a box of its own."""
    classes = blocks.classes
    if not classes or not class_text_may_hold(dom, blocks, POST_BODY_WORDS):
        return
    gate = class_text(dom, blocks)  # None: no gate, the classes read
    if gate is not None and POST_BODY_CLASS_RE.search(gate) is None:
        return
    kept: dict[str, list[int]] = {}
    for k, b in enumerate(blocks.ids):
        name = classes.get(b)
        if name and keep[b]:
            kept.setdefault(name, []).append(k)
    firsts = {name: ks[0] for name, ks in kept.items()
              if len(ks) >= OPENING_REPLIES_MIN and POST_BODY_CLASS_RE.search(name) is not None}
    if not firsts:
        return
    for k, b in enumerate(blocks.ids):
        name = classes.get(b)
        first = firsts.get(name) if name else None
        if first is not None and k < first and not keep[b] and not excluded[k] \
                and blocks.lengths[k] >= OPENING_POST_CHARS:
            keep[b] = 1


# A Q&A page's question text (``keep_question_texts``): Baidu Zhidao and the boards built on its markup set the
# question's description under its title in "div.question-content" (the landing page's; "q-content" on the desktop
# page), in or around the "ask-info" box that also holds the asker's line ("<name> | 2024-03-01 浏览1205次"). The box's
# name marks a post's furniture (``words.POSTER_RE``, right for the asker's line), and the question went with it,
# then its title as a heading over nothing: the page lost the question it answers. A block named as the question's
# text (it or an ancestor up to QUESTION_TEXT_LEVELS), of OPENING_POST_CHARS at least and no furniture line
# (``lines.is_furniture_line``: a name and a date), in the box of the page's headline (the first <h1>'s parent: the
# question's title and its text are one record; a side column's related questions, named so too, are not), is the
# question; the asker's line, a sibling, stays out.
QUESTION_TEXT_RE = re.compile(r"(?<![\w-])(?:question-content|q-content)(?![\w-])")
QUESTION_TEXT_WORDS = ("question-content", "q-content")  # the page-wide gate (``class_text``, lower case)
QUESTION_TEXT_LEVELS = 3  # the block, its box and the box's parent (question-content > ask-info > the text)


def keep_question_texts(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep the blocks left out by ``never_kept`` that are a Q&A page's question text (``QUESTION_TEXT_RE``, the
    block or an ancestor up to ``QUESTION_TEXT_LEVELS``), of ``OPENING_POST_CHARS`` at least and no furniture line,
    in the box of the page's first ``<h1>`` (its parent: the whole page when a logo's ``<h1>`` sits right in
    ``<body>``, tests/test_auto_found_misses_review_s42.py), in place. A page whose classes name no question text or
    that has no ``<h1>`` with a parent is left alone; a Dom without its lxml elements too."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, QUESTION_TEXT_WORDS):
        return
    headline = first_h1(dom)
    box = dom.parent[headline] if headline >= 0 else -1
    if box < 0:  # no <h1>, or one that is the Dom's root (node 0: no box around it)
        return
    for k, b in enumerate(blocks.ids):
        if (excluded[k] and not keep[b] and box < b < dom.end[box] and blocks.lengths[k] >= OPENING_POST_CHARS
                and named_within(dom, b, QUESTION_TEXT_RE, QUESTION_TEXT_LEVELS - 1, class_attribute) >= 0
                and not is_furniture_line(dom, b, blocks.texts[k], blocks.lengths[k], blocks.owner)):
            keep[b] = 1


def drop_name_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, on a V2EX topic page (``V2EX_GATE``) or a GitLab issue (``GITLAB_GATE``), each kept block of at most
    ``OWN_LINE_CHARS`` characters whose own inline elements (not those of a block inside it) hold a reply's age
    (class ``ago``, ``V2EX_AGE_RE``) or a note's edited line (``GITLAB_EDITED_RE``): a reply's name line, its cell's own
    text (see ``V2EX_AGE_RE``), or the edit's record, in place. None for a Dom without its lxml elements."""
    if not dom.has_elements:
        return
    ids = blocks.ids
    nested = set(ids)
    for gate_word, own_line_re in OWN_LINE_ENGINES:
        if not class_text_may_hold(dom, blocks, (gate_word,)):
            continue
        for k, b in enumerate(ids):
            if not keep[b] or blocks.lengths[k] > OWN_LINE_CHARS:
                continue
            x, end = b + 1, dom.end[b]
            while x < end:
                if x in nested:
                    x = dom.end[x]  # a block inside it: its own line
                elif own_line_re.search(dom.attr(x, "class")) is not None:
                    keep[b] = 0
                    break
                else:
                    x += 1

