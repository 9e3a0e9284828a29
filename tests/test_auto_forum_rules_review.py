"""Pages built against the forum rules (``auto.thread_notes``, ``auto.quote_headers``, ``auto.member_fields``,
``boxes.member_panes``): a manual, a report, stories, a talk page, a team page, a programme guide, a contest's
winners and a club's roster (our own sentences) whose text reads like a thread's notes, a quote's header or a
member's pane; each keeps its text. A thread's real notes beside them still go."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored


def html(body: str, lang: str = "en") -> str:
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<html lang='{lang}' dir='{direction}'><head><title>page</title></head><body><main><article>"
            f"<h1>page</h1>{body}</article></main></body></html>")


OPENER = {
    "en": "A survey of herding families on the plateau asked who in each tent uses the internet, and for what.",
    "zh": "这个论坛成立于2005年，是最早的藏文学习网站之一，很多老师在上面分享教案。",
    "bo": "ཚིག་མཛོད་འདི་ནི་བོད་ཀྱི་སྐད་ཡིག་སློབ་སྦྱོང་བྱེད་མཁན་ཚོར་ཕན་ཐོགས་ཆེ་བའི་དཔེ་ཆ་ཞིག་ཡིན།",
    "ug": "بۇ لۇغەت ئۇيغۇر تىلىنى ئۆگىنىدىغانلار ئۈچۈن ئەڭ مۇھىم قوللانمىلارنىڭ بىرى ھېسابلىنىدۇ.",
}

# a story's short paragraphs in the words of a thread's notes, dated or counted in words or going on: (lang, line)
STORY_NOTES = [
    ("zh", "被推选为总编的扎西于2018年起主持这部词典的编辑。"),  # chief editor since 2018: no engine's date
    ("zh", "会员 320 人，游客 1500 余人参加了开幕式。"),  # a festival's crowd, not those online
    ("ug", "ئاخىرقى قېتىم بۇ لۇغەتنى 1985-يىلى مەرھۇم ئالىم ئابدۇرەھىم ئەپەندى تەھرىرلىگەن."),  # last edited in 1985 by
    ("ug", "توردا 300 ئەزا ۋە 1200 زىيارەتچى بىرلىكتە بۇ لۇغەت توغرىسىدا مۇنازىرە قىلدى."),  # discussed it online
    ("ug", "بۇ تېمىنى كۆرۈۋاتقانلار: دېگەن قۇر ئاستىدا، ھازىر تېمىنى ئوقۇۋاتقان ئەزالارنىڭ ئىسمى كۆرۈنىدۇ."),  # a guide
    ("bo", "དཔེ་དེབ་འདི་ལ་མཁས་པ་ཚོ་ཡིས་ཕྱི་ལོ་ 1985 ལ་བཟོ་བཅོས་བྱས།"),  # revised by scholars in 1985
    ("bo", "སློབ་དེབ་འདི་ལ་དགེ་རྒན་བཀྲ་ཤིས་ཡིས་ཟླ་བ་ 3 ཚེས་ 12 ལ་བཟོ་བཅོས་བྱས།"),  # revised by a teacher on 12 March
    ("en", "Last edit by Pema at 14:02 removed the Uyghur section; I restored it since the sources are fine."),
    ("en", "Edited by hand at 10:30 this morning: the table now follows the 2006 standard, please check the vowels."),
]


@pytest.mark.parametrize(("lang", "line"), STORY_NOTES)
def test_a_story_paragraph_in_a_notes_words_stays(lang: str, line: str) -> None:
    lines = kept_lines_scored(html(f"<p>{OPENER[lang]}</p><p>{line}</p><p>{OPENER[lang]}</p>", lang), {}, KEPT)
    assert line in lines


# a section's heading in an online count's heading's words, over a paragraph of text
SECTION_HEADINGS = [("en", "Who is online"), ("zh", "在线会员"), ("bo", "དྲ་ཐོག་ཡོད་མཁན།")]


@pytest.mark.parametrize(("lang", "heading"), SECTION_HEADINGS)
def test_a_section_heading_in_an_online_headings_words_stays(lang: str, heading: str) -> None:
    lines = kept_lines_scored(html(f"<p>{OPENER[lang]}</p><h2>{heading}</h2><p>{OPENER[lang][:30]} …</p>", lang),
                              {}, KEPT)
    assert heading in lines


# a manual's examples of a board's notes, as code
CODE_EXAMPLES = ["Last edited by admin on Mon Jan 01, 2024 10:00 am, edited 1 time in total.",
                 "In total there are 20 users online :: 3 registered, 0 hidden and 17 guests",
                 "5 posts • Page 1 of 1"]


@pytest.mark.parametrize("example", CODE_EXAMPLES)
@pytest.mark.parametrize("markup", ["<pre><code>{}</code></pre>", "<p><code>{}</code></p>"])
def test_a_manuals_example_of_a_note_in_code_stays(example: str, markup: str) -> None:
    body = (f"<p>{OPENER['en']}</p><h2>Who is online</h2><p>When a moderator changes a post, the board writes a "
            f"notice under it, which looks like this:</p>{markup.format(example)}<p>{OPENER['en']}</p>")
    lines = kept_lines_scored(html(body), {}, KEPT)
    assert example in lines and "Who is online" in lines


def test_a_linked_title_opening_a_tibetan_quote_stays() -> None:
    # "the <title> written by Gendun Chophel": the verb's genitive goes on into the sentence, no quote's header
    title = "དགེ་འདུན་ཆོས་འཕེལ་གྱིས་བྲིས་པའི་《གཏམ་རྒྱུད་གསེར་གྱི་ཐང་མ》"
    passage = "ནང་དུ་རྒྱལ་ཁམས་སོ་སོའི་མི་རིགས་དང་དེ་དག་གི་གོམས་གཤིས་སྐོར་ཞིབ་ཕྲའི་སྒོ་ནས་བཀོད་ཡོད།"
    body = f"<p>{OPENER['bo']}</p><blockquote><p><a href='/books/12'>{title}</a>{passage}</p></blockquote>"
    assert title + passage in kept_lines_scored(html(body, "bo"), {}, KEPT)


# a story's quote opening on its speaker, linked to the person's page, and "said" (the reporter's words): (lang,
# speaker, speech); a board's header says "said" with the post's date
SPEECHES = [("en", "<a href='/people/7'>Minister Li</a> said:", " Families in the upper valley will no longer wait."),
            ("zh", "<a href='/people/9'>扎西校长</a>说：", "读书是孩子们走向更广阔世界的桥梁。"),
            ("ug", "<a href='/people/3'>مۇدىر</a> دېگەن:", " كىتاب ئوقۇش بالىلارنىڭ كۆزىنى ئاچىدۇ.")]


@pytest.mark.parametrize(("lang", "speaker", "speech"), SPEECHES)
def test_a_storys_quote_keeps_its_speaker(lang: str, speaker: str, speech: str) -> None:
    body = f"<p>{OPENER[lang]}</p><blockquote><p><strong>{speaker}</strong>{speech}</p></blockquote>"
    text = "\n".join(kept_lines_scored(html(body, lang), {}, KEPT))
    assert speech.strip() in text and speaker.split("</a>")[1] in text


def test_a_boards_dated_said_header_goes() -> None:
    header = "<span class='citation'><a href='/p/1'>user1</a>, on 01 May 2013 - 10:00, said:</span>"
    body = f"<p>{OPENER['en']}</p><blockquote><p>{header} {OPENER['en'][:40]} …</p></blockquote>"
    text = "\n".join(kept_lines_scored(html(body), {}, KEPT))
    assert OPENER["en"][:40] in text and "said:" not in text


# a site's cards, one per person in a section of its own: the name linked, the join date and a count, and a bio in
# sentences in the same pane (lang, date's field, count's field, bios)
CARDS = [
    ("en", "Joined 2015", "34 posts",
     ["Dolma writes about the nomad schools of Amdo and the teachers who follow the herds every summer.",
      "Adil covers food and markets in Kashgar, from the morning bread queues to the night market."]),
    ("bo", "ཐོ་འགོད། 2014", "འགྲེམས་ཡིག 27",
     ["ཁོ་མོས་ལོ་མང་རིང་འབྲོག་ཁུལ་གྱི་སློབ་གྲྭ་ཆུང་ཆུང་དག་ཏུ་དགེ་རྒན་བྱས་པ་དང་། དེའི་སྐོར་གྱི་རྩོམ་ཡིག་མང་པོ་བྲིས་ཡོད།",
      "ཁོང་གིས་བོད་ཀྱི་གནའ་བོའི་གླུ་གཞས་བསྡུ་རུབ་བྱེད་པར་ལོ་ངོ་བཅུ་ལྷག་བསྐྱལ་ཞིང་། "
      "གླུ་གཞས་སྟོང་ལྷག་ཕྱོགས་གཅིག་ཏུ་བསྒྲིགས་ཡོད།"]),
    ("zh", "注册时间 2016-03-01", "积分 1200",
     ["卓玛每个周末都去敬老院给老人们读报纸，还教他们用手机和远方的孙子视频聊天。",
      "阿迪力在社区图书馆整理了三年的维吾尔文图书，现在馆里的书都有了新的目录。"]),
    # the fields labelled with a colon, as a table-laid board's member pane writes them (boxes.member_panes)
    ("zh", "注册时间：2016-03-01", "积分：1200",
     ["王芳组织了一个儿童绘画班，每年夏天带孩子们到河边写生，画作在社区展出。",
      "扎西在村里的小学教了二十年书，退休以后还每天去图书室帮孩子们找书。"]),
    ("en", "Joined: 2015-04-02", "Posts: 34",
     ["Pema maps the old trade paths over the passes and walks each of them before she draws it.",
      "Ablimit records the songs of the Ili valley weddings and writes down who taught them to whom."]),
]


@pytest.mark.parametrize(("lang", "date", "count", "bios"), CARDS)
def test_a_team_pages_card_with_a_bio_keeps_it(lang: str, date: str, count: str, bios: list[str]) -> None:
    cards = "".join(
        f"<section><h2>person {n}</h2><div class='row'><div class='card'><a href='/people/{n}'>person {n}</a><br>"
        f"{date}<br>{count}<br>{bio}</div><div class='photo'><img src='/p{n}.jpg' alt=''>photo {n}</div></div>"
        "</section>"
        for n, bio in enumerate(bios))
    lines = kept_lines_scored(html(cards, lang), {}, KEPT)
    assert all(bio in lines for bio in bios)


def test_a_programme_guides_topic_lines_stay() -> None:
    # a radio station's episodes: the box names the episode's topic ("གླེང་གཞི།", a member's count of topics too)
    # and its length in minutes ("སྐར་མ", points too) beside the summary
    topics = ["ས་གནས་ཀྱི་ལོ་ཏོག 2024", "སློབ་གྲྭའི་དཔེ་མཛོད 2024"]
    episodes = "".join(
        f"<section><h2>ཚེས་ 1{n}</h2><div class='episode'><div class='meta'><a href='/ep/{n}'>ལེ་ཚན 1{n}</a><br>"
        f"གླེང་གཞི། {topic}<br>སྐར་མ 2{n}</div><div class='summary'><p>{OPENER['bo']}</p></div></div></section>"
        for n, topic in enumerate(topics))
    text = "\n".join(kept_lines_scored(html(episodes, "bo"), {}, KEPT))
    assert all(f"གླེང་གཞི། {topic}" in text for topic in topics)


# a thread's notes beside the same page's posts still go: vBulletin's edit note with its reason, the online count's
# heading over its count
POSTS = ["Has anyone tried the new Tibetan font on an old laptop? The stacks overlap in the browser for me.",
         "It works on mine after clearing the font cache and restarting the browser."]
NOTES = ["Last edited by user0; 05-02-2024 at 09:40 AM. Reason: typo",
         "« Last Edit: June 01, 2024, 09:30:10 AM by a member with a long name »",
         "最后编辑于 2024年3月12日 10:02", "此帖被 user0 在 2024-3-12 10:02 重新编辑",
         "ئەڭ ئاخىرقى قېتىم user0 2024-5-2 9:00 دە تەھرىرلىگەن", "user0 ཡིས་ 2024-05-02 09:40 ལ་བཟོ་བཅོས་བྱས།"]


@pytest.mark.parametrize("note", NOTES)
def test_a_threads_edit_note_and_online_box_still_go(note: str) -> None:
    posts = "".join(f"<div class='post'><p>{text}</p><div class='edited'>{note}</div></div>" for text in POSTS)
    page = html(f"{posts}<div class='stats'><h3>Who is online</h3><p>There are 3 members and 17 guests online</p>"
                "</div>")
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(post in lines for post in POSTS)
    assert not any(line in lines for line in (note, "Who is online", "There are 3 members and 17 guests online"))


# a contest's winners, one card per place beside the essay's opening: the name linked, the essay's title closing on
# its year under a topic's label (a short title, 30 characters at most as boxes.MEMBER_FIELD_RE's value), the score
# (lang, topic's label, score's label, titles, openings). The title is no member's count of topics, its line no
# member's field (boxes.TITLE_VALUE_RE; the headed cards are titled records too: boxes.heading_led)
WINNERS = [
    ("ug", "تېما", "نومۇر", ["ئېرىق بويىدىكى باھار 2024", "ئانامنىڭ تونۇر نېنى 2024"],
     ["باھار كەلگەندە يۇرتىمىزنىڭ ئېرىقلىرىغا سۇ كېلىدۇ، ئۆرۈك چېچەكلىرى ئېچىلىپ، ھەممە يەر خۇشپۇراققا تولىدۇ.",
      "ئانام ھەر جۈمە كۈنى ئەتىگەندە تونۇرغا ئوت قالايدۇ، ئۇنىڭ ياققان نېنىنىڭ پۇرىقى پۈتۈن مەھەللىگە تارايدۇ."]),
    ("en", "Topic", "Score", ["Our valley in spring 2024", "My grandmother's loom 2024"],
     ["Every spring the river leaves its bed for a week, and the whole village moves the sheep to the hill.",
      "My grandmother still weaves on the loom her mother built, and she sings while the shuttle runs."]),
    ("zh", "题目", "得分", ["记一次难忘的草原夏令营活动 2024", "奶奶的织布机和她讲过的老故事 2024"],
     ["去年夏天，我们班在草原上住了七天，每天早上跟着牧民去挤奶，晚上围着篝火唱歌。",
      "奶奶的织布机已经用了四十年，她一边织布一边给我讲她小时候在山里放羊的故事。"]),
]


@pytest.mark.parametrize("headed", [True, False], ids=["headed", "plain"])
@pytest.mark.parametrize(("lang", "topic", "score", "titles", "openings"), WINNERS)
def test_a_contest_winners_essay_title_stays(lang: str, topic: str, score: str, titles: list[str],
                                             openings: list[str], headed: bool) -> None:
    cards = "".join(
        f"<section>{f'<h3>{n + 1}</h3>' if headed else ''}<div class='winner'><div class='info'>"
        f"<a href='/w/{n}'>winner {n + 1}</a><br>{topic}: {title}<br>{score}: {98 - n}</div>"
        f"<div class='text'><p>{opening}</p></div></div></section>"
        for n, (title, opening) in enumerate(zip(titles, openings)))
    lines = kept_lines_scored(html(cards, lang), {}, KEPT)
    assert all(f"{topic}: {title}" in lines for title in titles)


# a sports club's roster, a section per player under the player's name: a card of the linked name, the points and the
# year joined beside the player's bio. A listing's titled records (boxes.heading_led), no thread's member panes:
# their figures are the page's (lang, points' line, joined's line, bios)
ROSTERS = [
    ("en", "Points 1,204", "Joined 2016",
     ["Tenzin plays on the left wing and scored the winning goal in last year's final against the river town.",
      "Abdulla is the club's goalkeeper and a maths teacher at the county middle school during the week."]),
    ("en", "Points: 1,204", "Joined: 2016",  # labelled with a colon, as a table-laid board's pane (boxes.member_panes)
     ["Dawa runs the club's junior training on Saturday mornings and drives the team bus to away games.",
      "Memet joined from the school team and now plays in midfield, where he rarely loses the ball."]),
    ("zh", "积分 1204", "注册 2016",
     ["扎西是球队的左边锋，去年决赛中他在最后一分钟打进了制胜的一球。",
      "阿卜杜拉是球队的守门员，平时在县中学教数学，周末才来参加训练。"]),
    ("ug", "جۇغلانما 1204", "تىزىملاتقان 2016",
     ["تېنزىن كوماندىنىڭ سول قانىتىدا ئوينايدۇ، ئۆتكەن يىلى ئاخىرقى مۇسابىقىدە غەلىبە توپىنى كىرگۈزگەن.",
      "ئابدۇللا كوماندىنىڭ دەرۋازىۋىنى، ھەپتە ئىچىدە ناھىيە ئوتتۇرا مەكتىپىدە ماتېماتىكا ئوقۇتىدۇ."]),
    ("bo", "སྐར་མ 1204", "ཐོ་འགོད། 2016",
     ["བསྟན་འཛིན་ནི་རུ་ཁག་གི་གཡོན་ཕྱོགས་སུ་རྩེད་མོ་རྩེ་མཁན་ཞིག་ཡིན་ཞིང་། ན་ནིང་གི་མཐའ་མའི་འགྲན་བསྡུར་ནང་རྒྱལ་ཁ་ཐོབ།",
      "ཨབ་དུལ་ལ་ནི་རུ་ཁག་གི་སྒོ་སྲུང་བ་ཡིན་ཞིང་། གཟའ་འཁོར་རིང་རྫོང་གི་སློབ་འབྲིང་དུ་རྩིས་རིག་སློབ་ཁྲིད་བྱེད།"]),
]


@pytest.mark.parametrize(("lang", "points", "joined", "bios"), ROSTERS)
def test_a_rosters_titled_cards_keep_their_figures(lang: str, points: str, joined: str, bios: list[str]) -> None:
    cards = "".join(
        f"<section><h2>player {n + 1}</h2><div class='row'><div class='stats'><a href='/players/{n}'>player {n + 1}"
        f"</a><br>{points}<br>{joined}</div><div class='bio'><p>{bio}</p></div></div></section>"
        for n, bio in enumerate(bios))
    lines = kept_lines_scored(html(cards, lang), {}, KEPT)
    assert all(bio in lines for bio in bios)
    assert points in lines and joined in lines
