"""Forum threads as the common engines draw them (phpBB 3.3, SMF 2.1, Discourse's server-rendered view, Discuz! X3,
a Tibetan board in plain tables; our own posts): every post stays, once, and the thread's furniture goes — quote
headers inside a post (``auto.quote_headers``), edit notes, likes, viewer and online counts and posting buttons
(``auto.thread_notes``), member panes told by their profile fields (``auto.member_fields``). A story's quotes,
credits, figures and sentences of the same words stay."""

from __future__ import annotations

import lxml.html
import pytest

from tests.extraction_pages import KEPT, auto_text, kept_lines_scored

# per language: an opening post (two paragraphs), a reply and the reply quoting it (our own sentences)
POSTS = {
    "ug": ("تونۇردا ياقسام ناننىڭ ئاستى كۆيۈپ كېتىدۇ، ئۈستى بولسا تېخى پىشمىغان بولىدۇ. نېمە قىلسام بولار؟",
           "تونۇرنى قانچىلىك ۋاقىت قىزىتىش كېرەك؟ خېمىرنى قانچە سائەت ئېچىتىش لازىم؟",
           "تونۇرنى كەم دېگەندە بىر سائەت قىزىتىڭ، ئاندىن كۆمۈرنى بىر چەتكە يىغىڭ.",
           "خېمىرنى ئىككى سائەت ئېچىتسىڭىز بولىدۇ. قىشتا ئۆي سوغۇق بولسا تېخىمۇ ئۇزۇنراق تۇرغۇزۇڭ."),
    "bo": ("ང་ཚོའི་ཡུལ་ཚོ་ནི་ཆུ་བོ་ཆེན་པོ་ཞིག་གི་འགྲམ་ན་ཡོད་པས་ལོ་རེ་བཞིན་ཆུ་ལོག་གི་ཉེན་ཁ་ཡོད།",
           "ཡུལ་ཚོ་གཞན་དག་གིས་ཆུ་ལོག་སྔོན་འགོག་ཇི་ལྟར་བྱེད་ཀྱི་ཡོད་པ་ཤེས་འདོད་ཡོད།",
           "ཆུ་རགས་ཀྱི་འགྲམ་དུ་ཤིང་སྡོང་འདེབས་ན་ས་ཞིང་བརྟན་པོ་ཡོང་།",
           "བདེན། ཤིང་སྡོང་གི་རྩ་བས་ས་འཛིན་པས་ཆུ་རགས་ཀྱང་བརྟན་པོ་ཡོང་བ་ཡིན།"),
    "zh": ("上个月我们一家人去了一趟拉萨，第一次上高原，还是有点高原反应，头疼了两天。",
           "建议大家到了以后先休息一天，多喝热水，慢慢走路。",
           "十月份白天还可以，早晚温差很大，羽绒服一定要带。",
           "同意楼上，晚上只有几度，最好再带一顶帽子。"),
    "en": ("My letters look fine on their own, but in whole words the stacked letters come out crooked.",
           "Does anyone have tips for keeping the subscribed letters the right size?",
           "Practise the stacks on their own first, on squared paper, a page of each.",
           "Squared paper made all the difference for me too. I will try it this week."),
}
SHORT = {"ug": "رەھمەت", "bo": "ཐུགས་རྗེ་ཆེ།", "zh": "顶", "en": "+1"}
QUOTED = 1  # the paragraph the last post quotes (the opener's question)


def html(body: str, lang: str = "en") -> str:
    direction = "rtl" if lang == "ug" else "ltr"
    return f"<html lang='{lang}' dir='{direction}'><head><title>thread</title></head><body>{body}</body></html>"


# per language: the verb of a quote's header in the board's language pack ("<name> wrote:")
WROTE = {"en": "wrote:", "bo": "ཡིས་བྲིས་པ།", "ug": "يازغان:", "zh": "写道："}


def phpbb_post(n: int, user: str, body: str, quote: str = "", note: str = "", wrote: str = WROTE["en"]) -> str:
    """phpBB 3.3's post: its profile, header, content (a quote's ``<cite>`` opening the quoted text) and notice."""
    if quote:
        quote = (f"<blockquote><div><cite><a href='/u/{n - 1}'>user{n - 1}</a> {wrote} <a href='/p{n - 1}'>↑</a>"
                 f"<span class='responsive-hide'>Thu May 02, 2024 9:40 am</span></cite>{quote}</div></blockquote>")
    note = f"<div class='notice'>{note}</div>" if note else ""
    return (f"<div id='p{n}' class='post has-profile bg{n % 2 + 1}'><div class='inner'><dl class='postprofile'><dt>"
            f"<a href='/u/{n}' class='username'>{user}</a></dt><dd class='profile-posts'><strong>Posts:</strong> 21{n}"
            f"</dd></dl><div class='postbody'><h3><a href='#p{n}'>Re: bread</a></h3><p class='author'>by "
            f"<a href='/u/{n}'>{user}</a> » Thu May 02, 2024 {n}:10 am</p><div class='content'>{quote}{body}</div>"
            f"{note}</div></div></div>")


EDIT_NOTES = {
    "en": "Last edited by user0 on Thu May 02, 2024 9:00 am, edited 1 time in total.",
    "zh": "本帖最后由 user0 于 2024-3-12 10:02 编辑",
    "ug": "ئەڭ ئاخىرقى قېتىم user0 2024-5-2 9:00 دە تەھرىرلىگەن",
    "bo": "མཐའ་མའི་བཟོ་བཅོས། 2024-03-12 10:02",
}


def phpbb_thread(lang: str) -> str:
    first, second, reply, quoting = POSTS[lang]
    posts = (phpbb_post(0, "user0", f"{first}<br>{second}", note=EDIT_NOTES[lang]) + phpbb_post(1, "user1", reply)
             + phpbb_post(2, "user2", quoting, quote=POSTS[lang][QUOTED], wrote=WROTE[lang])
             + phpbb_post(3, "user3", SHORT[lang]))
    return html(f"<div id='page-body'><h2 class='topic-title'>bread</h2>{posts}"
                "<div class='stat-block online-list'><h3>Who is online</h3></div></div>", lang)


@pytest.mark.parametrize("lang", POSTS)
def test_a_phpbb_quote_loses_its_header_and_a_post_its_edit_note(lang: str) -> None:
    lines = kept_lines_scored(phpbb_thread(lang), {}, KEPT)
    text = "\n".join(lines)
    first, second, reply, quoting = POSTS[lang]
    assert all(post in text for post in (first, second, reply, quoting, SHORT[lang]))
    assert text.count(reply) == 1
    assert text.count(POSTS[lang][QUOTED]) == 2  # the question, and the quote of it, on a line of its own
    assert WROTE[lang] not in text and "9:40 am" not in text
    assert EDIT_NOTES[lang] not in text


def discuz_post(n: int, body: str, quote: str = "") -> str:
    """Discuz! X3's post: the pane (td.pls), the header (.pi .authi), the message (td.t_f) with its quote."""
    if quote:
        quote = (f"<div class='quote'><blockquote><font size='2'><a href='/redirect.php?pid={n - 1}'>"
                 f"<font color='#999999'>user{n - 1} 发表于 2024-3-12 11:30</font></a></font><br>{quote}</blockquote>"
                 "</div><br>")
    return (f"<div id='post_{n}'><table id='pid{n}' class='plhin'><tr><td class='pls'><div class='pls favatar'>"
            f"<div class='authi'><a href='/u/{n}'>user{n}</a></div></div></td><td class='plc'><div class='pi'>"
            f"<div class='authi'><em>发表于 2024-3-12 1{n}:15</em></div></div><div class='pct'><table><tr>"
            f"<td class='t_f' id='postmessage_{n}'>{quote}{body}</td></tr></table></div></td></tr></table></div>")


@pytest.mark.parametrize("lang", POSTS)
def test_a_discuz_quote_loses_its_poster_and_date_line(lang: str) -> None:
    first, second, reply, quoting = POSTS[lang]
    page = html("<div id='postlist'>" + discuz_post(0, f"{first}<br>{second}") + discuz_post(1, reply)
                + discuz_post(2, quoting, quote=reply[:12] + "...") + discuz_post(3, SHORT[lang]) + "</div>", lang)
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(post in lines for post in (first, second, reply, quoting, SHORT[lang]))
    assert reply[:12] + "..." in lines
    assert not any("发表于" in line for line in lines)


def discuz7_post(n: int, body: str, quote: str = "") -> str:
    """Discuz! 7's post: its quote's header in the blockquote's own text, the name in an <i> of its own."""
    if quote:
        quote = (f"<div class='quote'><h5>引用:</h5><blockquote>原帖由 <i>user{n - 1}</i> 于 2024-3-12 11:30 发表<br>"
                 f"{quote}</blockquote></div>")
    return (f"<div id='post{n}' class='mainbox viewthread'><table><tr><td class='postauthor'><cite><a href='/u/{n}'>"
            f"user{n}</a></cite></td><td class='postcontent'><div class='postinfo'>发表于 2024-3-12 1{n}:15</div>"
            f"<div class='postmessage'><div class='t_msgfont' id='postmessage_{n}'>{quote}{body}</div></div></td>"
            "</tr></table></div>")


@pytest.mark.parametrize("lang", POSTS)
def test_a_discuz7_quote_loses_its_header_set_in_its_own_text(lang: str) -> None:
    first, second, reply, quoting = POSTS[lang]
    page = html("<div id='postlist'>" + discuz7_post(0, f"{first}<br>{second}") + discuz7_post(1, reply)
                + discuz7_post(2, quoting, quote=reply) + discuz7_post(3, SHORT[lang]) + "</div>", lang)
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(post in lines for post in (first, second, reply, quoting, SHORT[lang]))
    assert not any("原帖由" in line or "user1" in line for line in lines)


# a quote's opening line that is no forum's header, in the quote's own text with an inline element: it stays
STORY_QUOTE_OPENERS = [
    "On 3 March <b>the minister</b> said:",  # a story's "said", dated as a speech is
    "<b>扎西校长</b>于 2024-3-2 在会上说：",  # the headmaster said at the meeting
    "<i>Orwell</i> on the plain style of writing",  # a title line
]


@pytest.mark.parametrize("opener", STORY_QUOTE_OPENERS)
def test_a_story_quote_keeps_its_opening_line(opener: str) -> None:
    first, second, _, _ = POSTS["en"]
    page = html(f"<article><h1>news</h1><p>{first}</p><blockquote>{opener}<br>{second}</blockquote></article>", "en")
    text = "\n".join(kept_lines_scored(page, {}, KEPT))
    assert lxml.html.fromstring(f"<p>{opener}</p>").text_content() in text


# lines a board prints around the posts: (the line, what it is)
THREAD_NOTES = [
    ("0 Members and 1 Guest are viewing this topic.", "SMF's viewers"),
    ("Users browsing this thread: 1 Guest(s)", "MyBB's viewers"),
    ("Last Edit: June 01, 2024, 09:30:10 AM by user0", "SMF's edit note"),
    ("12 Likes", "Discourse's likes"),
    ("赞 12", "a Chinese board's likes"),
    ("There are 3 members and 17 guests online", "the board's online count"),
    ("ཚོགས་མི 3 དང་འཚམས་འདྲི་བ 17 དྲ་ཐོག་ཏུ་ཡོད།", "a Tibetan board's online count"),
    ("توردا 3 ئەزا ۋە 17 مېھمان بار", "a Uyghur board's online count"),
    ("在线会员 3 人，游客 17 人", "a Chinese board's online count"),
    ("Who is online", "the online count's heading"),
    ("དྲ་ཐོག་ཡོད་མཁན།", "a Tibetan board's online heading"),
    ("5 posts • Page 1 of 1", "phpBB's page count"),
    ("འགྲེམས་ཡིག 4 • ཤོག་ངོས། 1 / 1", "a Tibetan phpBB's page count"),
    ("بەت 1 / 3", "a Uyghur board's page count"),
]


@pytest.mark.parametrize(("note", "kind"), THREAD_NOTES)
def test_a_thread_note_goes(note: str, kind: str) -> None:
    first, second, reply, _ = POSTS["en"]
    posts = "".join(f"<div class='topic-body crawler-post'><div class='post'><p>{text}</p></div></div>"
                    for text in (first, second, reply))
    lines = kept_lines_scored(html(f"<div id='main-outlet'>{posts}<div class='extra'>{note}</div></div>"), {}, KEPT)
    assert all(post in lines for post in (first, second, reply)), kind
    assert note not in lines, kind


# a Tibetan board in plain tables, one table per post: the member's pane a <td> of <br>-separated lines (name, rank,
# post count "འགྲེམས་ཡིག N", join date "ཐོ་འགོད། <date>"), the header row's date and buttons, the post's cell
PANE_FIELDS = {"bo": ("འགྲེམས་ཡིག", "ཐོ་འགོད།"), "ug": ("يازما", "تىزىملاتقان"), "zh": ("帖子", "注册时间"),
               "en": ("Posts", "Joined")}
BUTTONS = {"bo": ("གནད་དོན་གསར་པ།", "ལན་འདེབས།"), "ug": ("يېڭى تېما", "ئىنكاس يېزىش"), "zh": ("发新帖", "回复"),
           "en": ("New Topic", "Post Reply")}


def table_thread(lang: str) -> str:
    posts_label, joined_label = PANE_FIELDS[lang]
    first, second, reply, quoting = POSTS[lang]
    rows = "".join(
        f"<table class='tableborder' width='98%'><tr><td class='row2' rowspan='2'><b><a href='/u/{n}'>user{n}</a>"
        f"</b><br><span class='smalltxt'>rank{n}</span><br><span class='smalltxt'>{posts_label} {n + 5}6<br>"
        f"{joined_label} 2019-08-1{n}</span></td><td class='row1'>2023-10-0{n + 1} 19:20</td></tr>"
        f"<tr><td class='row1'>{text}</td></tr></table><br>"
        for n, text in enumerate((f"{first}<br><br>{second}", reply, quoting, SHORT[lang])))
    buttons = " | ".join(f"<a href='/post/{n}'>{b}</a>" for n, b in enumerate(BUTTONS[lang]))
    return html(f"<table><tr><td>page 1 2</td><td align='right'>{buttons}</td></tr></table>{rows}", lang)


@pytest.mark.parametrize("lang", POSTS)
def test_a_plain_table_board_loses_its_member_panes_and_buttons(lang: str) -> None:
    lines = kept_lines_scored(table_thread(lang), {}, KEPT)
    text = "\n".join(lines)
    assert all(post in text for post in (*POSTS[lang], SHORT[lang]))
    assert not any(label in text for label in PANE_FIELDS[lang])
    assert not any(f"rank{n}" in text for n in range(4))
    assert not any(button in text for button in BUTTONS[lang])


# a league's teams, one table each: the team's box (its linked name, points and goals) beside its report; "Points" is
# a member's field too, but one field line is no member's pane (``auto.member_fields.FIELD_LINES_MIN``)
TEAM_REPORTS = ["Lhasa Yaks won four of their last five matches and lead the table by two points.",
                "Kashgar Falcons drew at home on Sunday and stay second, level on goals with the third."]


def test_a_league_of_team_boxes_keeps_their_figures() -> None:
    tables = "".join(
        f"<table class='team'><tr><td><a href='/t/{n}'>Team {n}</a><br>Points 4{n}<br>Goals 3{n}</td>"
        f"<td>{report}</td></tr></table><br>" for n, report in enumerate(TEAM_REPORTS))
    lines = kept_lines_scored(html(f"<main><h1>League</h1>{tables}</main>"), {}, KEPT)
    text = "\n".join(lines)
    assert all(report in lines for report in TEAM_REPORTS)
    assert "Points 40" in text and "Goals 31" in text


# a story on the same words: a blockquote opening "<b>... said:</b>", a book's editor credit, a like count and an
# edit in sentences, a fact table of a school: all its text
STORY = [
    "Pupils have been reading there every afternoon since it opened, and the photos of the first day got 12 likes in "
    "an hour.",
    "The headmaster edited by hand the last 30 pages of the reading list before it went to print.",
    "There are 3 members and 17 guests online in the reading club's chat every evening, the librarian told us.",
]
SPEECH = "The headmaster said:"
DATED_SPEECH = "On 3 March, the librarian said:"
CREDIT = "Edited by Pema Tsering, 2019"


def test_a_story_of_the_same_words_stays_whole() -> None:
    page = html(
        "<main><article><h1>A small school opens a library</h1>"
        f"<p>{STORY[0]}</p><blockquote><b>{SPEECH}</b> <a href='/q'>Books</a> are the bridge to the world.</blockquote>"
        f"<h2>Online users</h2><blockquote><strong>{DATED_SPEECH}</strong> Reading is a habit.</blockquote>"
        f"<p>{STORY[1]}</p><p>{STORY[2]}</p><p>{CREDIT}</p>"
        "<table><tr><td><a href='/s/1'>Founded</a><br>Pupils 560<br>Teachers 31</td><td>The school's figures.</td></tr>"
        "</table></article></main>")
    lines = kept_lines_scored(page, {}, KEPT)
    text = "\n".join(lines)
    assert all(sentence in lines for sentence in STORY)
    assert f"{SPEECH} Books are the bridge to the world." in lines
    assert CREDIT in lines and "Pupils 560" in text
    assert "Online users" in lines and f"{DATED_SPEECH} Reading is a habit." in lines


# sentences and lines of a story that open or read as a thread's notes (our own): each stays
STORY_LINES = [
    "Last edited in 1998, the dictionary is now out of print and hard to find in Lhasa's bookshops.",
    "Edited by Pema Tsering, 2019",
    "Users browsing this forum often ask how to bake bread in a tandoor at home.",
    "12 people like to read there after class, the librarian said.",
    "最后编辑于2019年的这本词典，现在已经很难买到了。",
    "The report runs to page 3 of 12 volumes.",
    "There are 3 members and 17 guests online in the reading club's chat every evening, the librarian told us.",
]


@pytest.mark.parametrize("line", STORY_LINES)
def test_a_story_line_reading_like_a_thread_note_stays(line: str) -> None:
    page = html(f"<main><article><h1>A library</h1><p>{STORY[1]}</p><p>{line}</p><p>{STORY[0]}</p></article></main>")
    assert line in kept_lines_scored(page, {}, KEPT)


def test_a_smf_thread_of_one_post_keeps_the_post_alone() -> None:
    # end to end (the model too): SMF 2.1's one post, its edit note under it and the topic's viewers over it
    paragraphs = POSTS["ug"][:2]
    page = html(
        "<div id='forumposts'><div class='cat_bar'><h3 class='catbg'>Author Topic: نان (Read 318 times)</h3></div>"
        "<p class='information'>0 Members and 1 Guest are viewing this topic.</p><div class='windowbg'>"
        "<div class='post_wrapper'><div class='poster'><h4><a href='/u/7'>user7</a></h4><ul class='user_info'>"
        "<li class='membergroup'>Global Moderator</li><li class='postcount'>Posts: 1,503</li></ul></div>"
        "<div class='postarea'><div class='keyinfo'><h5><a href='/m/420'>June 01, 2024, 09:12:44 AM</a></h5></div>"
        f"<div class='post'><div class='inner' id='msg_420'>{'<br><br>'.join(paragraphs)}</div></div>"
        "<div class='under_message'><ul><li class='modified'><span class='lastedit'>Last Edit</span>: June 01, 2024, "
        "09:30:10 AM by user7</li></ul></div></div></div></div></div>", "ug")
    text = auto_text(page)
    assert all(p in text for p in paragraphs)
    assert "Last Edit" not in text and "viewing this topic" not in text and "Posts: 1,503" not in text
