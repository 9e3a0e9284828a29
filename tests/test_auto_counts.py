"""A song's or a video's play-count line beside its player: counts and links, no date, no text."""

from __future__ import annotations

import re

import pytest

from extract.algorithms.auto.count_lines import is_counts_line, is_views_line
from tests.extraction_pages import auto_lines as extract

# a song's lyrics (our own lines) and its player's count line, in our three languages
SONGS = {
    "bo": (["ཕ་ཡུལ་གྱི་རི་བོ་མཐོན་པོ། སྤྲིན་དཀར་གྱི་ཞྭ་མོ་གྱོན་འདུག", "ཕ་མའི་དྲིན་ཅན་ལྟ་བུར། ང་ལ་སྲུང་སྐྱོབ་བྱེད་ཀྱིན་འདུག",
            "ཕ་ཡུལ་གྱི་ཆུ་བོ་གཙང་མ། ཉི་ཟླའི་འོད་ཀྱིས་མཛེས་འདུག", "ཐག་རིང་ས་ནས་ལྟ་དུས། སེམས་ལ་དྲན་པ་འཁོར་འདུག"],
           "<a href='/mp3/1.mp3'>ཕབ་ལེན།</a> ཉན་ཐེངས་ ༡༢,༣༤༠"),
    "ug": (["ئانا، سېنىڭ قوللىرىڭ بۆشۈكۈمنى تەۋرەتكەن", "كېچىلەردە ئۇخلىماي مېنى ئاسراپ ئۆستۈرگەن",
            "ئانا، سېنىڭ كۆزلىرىڭ يولۇمغا نۇر چاچقان", "قەيەردە بولسام مەن دۇئايىڭ ماڭا ياندىشار"],
           "ئاڭلانغان قېتىم: 58,230 · <a href='/down/1'>چۈشۈرۈش</a>"),
    "zh": (["故乡的山啊高又高，白云给它戴上了帽子。", "像父母一样守护着我，陪我走过了童年的路。",
            "故乡的河啊清又清，日月的光照得它发亮。", "走到再远的地方回头看，心里总是想着你。"],
           "播放 3,201 | <a href='/dl/1'>下载</a>"),
}


def song_page(lang: str, count_line: str) -> str:
    lyrics, _ = SONGS[lang]
    return (f"<html><head><title>song</title></head><body><nav><a href='/'>home</a> <a href='/new'>new</a></nav>"
            f"<div class='song'><h1>song</h1><div class='player'>{count_line}</div>"
            f"<div class='lyrics'>{''.join(f'<p>{line}</p>' for line in lyrics)}</div></div></body></html>")



@pytest.mark.parametrize("lang", SONGS)
def test_a_play_count_line_is_left_out(lang: str) -> None:
    lyrics, count_line = SONGS[lang]
    lines = extract(song_page(lang, count_line))
    assert all(line in lines for line in lyrics)
    assert lines == [line for line in lines if line in lyrics or line == "song"]


def test_a_play_count_in_arabic_indic_digits_is_left_out() -> None:
    lyrics, _ = SONGS["ug"]
    lines = extract(song_page("ug", "ئاڭلانغان قېتىم: ٥٨٬٢٣٠ · <a href='/down/1'>چۈشۈرۈش</a>"))
    assert lines == ["song", *lyrics]


# the same count with its unit of times, as each language writes it (次, ཐེངས, قېتىم), and a Uyghur "view count" label
@pytest.mark.parametrize(("lang", "count_line"), [
    ("zh", "播放 3,201 次 | <a href='/dl/1'>下载</a>"),
    ("bo", "<a href='/mp3/1.mp3'>ཕབ་ལེན།</a> ཉན་ཐེངས་ ༡༢,༣༤༠ ཐེངས"),
    ("ug", "<a href='/down/1'>چۈشۈرۈش</a> ئاڭلىنىشى 58,230 قېتىم"),
    ("ug", "كۆرۈش سانى: 58,230 · <a href='/down/1'>چۈشۈرۈش</a>"),
])
def test_a_play_count_line_with_its_unit_of_times_is_left_out(lang: str, count_line: str) -> None:
    lyrics, _ = SONGS[lang]
    assert extract(song_page(lang, count_line)) == ["song", *lyrics]


@pytest.mark.parametrize("sentence", [
    "This song has 12,340 plays since its release in May, more than any other on the album.",
    "بۇ ناخشىنىڭ ئاڭلىنىشى 58 مىڭ قېتىمدىن ئېشىپ، ئالبومدىكى ئەڭ ياخشى ناخشا بولدى.",
    "这首歌发布以来播放 3,201 次，是专辑里最受欢迎的一首。",
])
def test_a_sentence_with_a_count_is_text(sentence: str) -> None:
    lyrics, _ = SONGS["zh"]
    assert sentence in extract(song_page("zh", f"<p>{sentence}</p>"))


# a book's contents lines (a unit or lesson without digits, and its page or its answers' page) between a textbook
# page's paragraphs, in our four languages: (intro, contents lines, closing line)
CONTENTS = {
    "zh": ("本册共六个单元，每个单元由精读课文、自读课文和综合性学习组成。下面列出各单元的阅读篇目所在的页码。",
           ["第一单元 · 阅读 4", "第二单元 · 阅读 18", "第三单元 · 阅读 31"], "各单元另配写作与口语交际练习，详见教师用书。"),
    "bo": ("དེབ་འདིར་ལེའུ་དྲུག་ཡོད། ལེའུ་རེ་རེའི་ལན་གྱི་ཤོག་གྲངས་འོག་ཏུ་བཀོད་ཡོད།",
           ["ལེའུ་དང་པོ། · ལན་ ༤", "ལེའུ་གཉིས་པ། · ལན་ ༡༨", "ལེའུ་གསུམ་པ། · ལན་ ༣༡"], "སློབ་དཔོན་གྱི་ལག་དེབ་ནང་ལ་ཞིབ་ཕྲ་ཡོད།"),
    "ug": ("بۇ كىتابتا ئالتە دەرس بار. ھەر بىر دەرسنىڭ جاۋابلىرى تۆۋەندىكى بەتلەردە.",
           ["بىرىنچى دەرس · جاۋاب 4", "ئىككىنچى دەرس · جاۋاب 18", "ئۈچىنچى دەرس · جاۋاب 31"],
           "تەپسىلاتى ئوقۇتقۇچىلار قوللانمىسىدا بار."),
    "en": ("The workbook has six lessons. The answers to each lesson start on the pages below.",
           ["Lesson one · answers 4", "Lesson two · answers 18", "Lesson three · answers 31"],
           "Teachers will find the marking notes in their guide."),
}
CONTENTS_MARKUP = {  # a contents line as a paragraph, or its unit linked to the unit's page
    "plain": "<p>{line}</p>",
    "linked": "<p><a href='/unit'>{unit}</a> · {rest}</p>",
}


def textbook_page(lang: str, markup: str) -> str:
    intro, lines, closing = CONTENTS[lang]
    rows = "".join(CONTENTS_MARKUP[markup].format(line=line, unit=line.split(" · ")[0], rest=line.split(" · ")[1])
                   for line in lines)
    return ("<html><head><title>book</title></head><body><nav><a href='/'>home</a> <a href='/books'>books</a></nav>"
            f"<div class='post'><h1>book</h1><p>{intro}</p>{rows}<p>{closing}</p></div></body></html>")


@pytest.mark.parametrize("markup", CONTENTS_MARKUP)
@pytest.mark.parametrize("lang", CONTENTS)
def test_a_books_contents_lines_are_text(lang: str, markup: str) -> None:
    lines = extract(textbook_page(lang, markup))
    assert all(line in lines for line in CONTENTS[lang][1])


@pytest.mark.parametrize("row", ["ལན་ ༣ · ལྟ་ཐེངས་ ༡༠༠", "dawa · 3 comments", "كۆرۈلۈش 733 | جاۋاب 3", "阅读 320 · 回复 12",
                                 # a forum section's name holding a unit word (section, tools; unit, lesson, chapter)
                                 "تېخنىكا بۆلۈمى · ئىنكاس: 12 · كۆرۈلۈشى: 340",
                                 "ئەسباب-ئۈسكۈنە · ئىنكاس: 5 · كۆرۈلۈشى: 120",
                                 "Unit conversions · 14 replies · 312 views", "Lesson plans · 3 replies",
                                 "Chapter club · 9 replies",
                                 # Arabic-Indic and Persian digits, as some Uyghur and Arabic-script sites write them
                                 "كۆرۈلۈش ٧٣٣ | جاۋاب ٣", "ئىنكاس: ۱۲ · كۆرۈلۈشى: ۳۴۰"])
def test_a_topic_rows_counts_are_still_counts(row: str) -> None:
    assert is_counts_line(row)


# a Chinese CMS's article meta line (SiteServer, DedeCMS, EmpireCMS templates): its count named 点击数, 浏览次数, 阅读量
CMS_META_LINES = [
    "来源：县融媒体中心　　作者：　　发布时间：2024-04-23　　点击数：1280　　【字体：大 中 小】",
    "发布时间：2024-05-29 11:02 来源：县水利局 浏览次数：312",
    "时间：2024-01-02 作者：admin 阅读量：2381",
    "大小：12MB更新：2023-01-10下载：230次语言：藏文",
]


@pytest.mark.parametrize("meta", CMS_META_LINES)
@pytest.mark.parametrize("lang", SONGS)
def test_a_cms_article_meta_line_with_a_named_count_is_left_out(lang: str, meta: str) -> None:
    lyrics, _ = SONGS[lang]
    lines = extract(song_page(lang, meta))
    assert all(line in lines for line in lyrics)
    assert meta not in lines


def test_a_sentence_with_a_named_count_is_text() -> None:
    sentence = "2024年4月23日起，本站文章的点击数：每天更新一次，欢迎读者留言。"
    assert sentence in extract(song_page("zh", f"<p>{sentence}</p>"))


@pytest.mark.parametrize("meta", CMS_META_LINES)
def test_a_named_count_makes_a_views_line(meta: str) -> None:
    assert is_views_line(meta)


@pytest.mark.parametrize("line", ["查看: 1283|回复: 4", "查看: 842 | 回复: 12"])
def test_a_discuz_thread_s_views_and_replies_line_is_a_counts_line(line: str) -> None:
    assert is_counts_line(line)


# a question page (our own sentences): the question, its count of answers on a line of its own, the answers
QUESTION = "学藏文应该先学字母还是先学口语？"
ANSWERS = ["先把三十个字母和元音符号认熟，再跟着录音练习拼读，效果最好。", "我是先学口语的，后来再学字母也不难，关键是每天坚持。"]


@pytest.mark.parametrize("count", ["2 个回答", "2 answers", "14 条评论", "1,204 views"])
def test_a_count_alone_on_its_line_is_left_out(count: str) -> None:
    page = (f"<html lang='zh'><head><title>question</title></head><body><div class='question'><h1>{QUESTION}</h1>"
            f"</div><div class='list-header'><h4>{count}</h4></div>"
            + "".join(f"<div class='answer'><p>{answer}</p></div>" for answer in ANSWERS) + "</body></html>")
    lines = extract(page)
    assert all(answer in lines for answer in ANSWERS)
    assert count not in lines


@pytest.mark.parametrize("line", ["Answer: 17", "第2个回答是对的", "2 answers were given by the class."])
def test_a_labelled_value_or_a_sentence_with_a_count_is_no_count_alone(line: str) -> None:
    assert not is_counts_line(line)


# a report's numbered section headings (our own sentences): the number closed by its mark numbers the section
SECTIONS = {"en": [("1. Summary", "The manuscript describes the irrigation channels of four villages."),
                   ("2. Comments", "The maps in the second section need a scale and a list of their sources."),
                   ("3. Answers", "The authors answered the questions of the first round in full.")],
            "zh": [("1. 议程", "本次会议讨论了下学期的课程安排和期中考试的命题分工。"),
                   ("2. 评论", "各位老师认为阅读题的篇幅偏长，作文题目可以更贴近学生生活。"),
                   ("3. 回答", "教务处对老师们提出的问题逐一作了答复。")]}


@pytest.mark.parametrize("lang", SECTIONS)
def test_a_numbered_section_heading_is_no_count(lang: str) -> None:
    sections = "".join(f"<h2>{heading}</h2><p>{text}</p>" for heading, text in SECTIONS[lang])
    page = (f"<html lang='{lang}'><head><title>report</title></head><body><article><h1>report</h1>{sections}"
            "</article></body></html>")
    lines = extract(page)
    assert all(heading in lines and text in lines for heading, text in SECTIONS[lang])


# an article's table of its most read stories (our own sentences): each row's counts are the table's data
STATS_ROWS = {"en": [("The river road reopens", "86 comments"), ("A winter at the monastery school", "41 comments"),
                     ("Salt caravans of the north", "12 comments")],
              "zh": [("学藏文先学字母还是口语？", "128 个回答"), ("拉萨哪家书店藏文书最多？", "56 个回答"),
                     ("青稞酒怎么酿？", "23 个回答")]}


@pytest.mark.parametrize("lang", STATS_ROWS)
def test_a_statistics_tables_count_cells_stay(lang: str) -> None:
    rows = "".join(f"<tr><td>{story}</td><td>{count}</td></tr>" for story, count in STATS_ROWS[lang])
    page = (f"<html lang='{lang}'><head><title>stats</title></head><body><article><h1>stats</h1><p>{ANSWERS[0]}</p>"
            f"<table>{rows}</table><p>{ANSWERS[1]}</p></article></body></html>")
    lines = extract(page)
    assert all(any(count in line for line in lines) for _, count in STATS_ROWS[lang])


# a download button and its count of times beside it (an e-book's or a song's card), in our four languages
DOWNLOAD_COUNT_LINES = [
    "<a href='/dl/1.pdf'>چۈشۈرۈش (PDF)</a> <span class='dl'>300 قېتىم</span>",
    "<a href='/dl/1.pdf'>Download (PDF)</a> <span class='dl'>1,204 times</span>",
    "<a href='/dl/1.mp3'>下载</a> <span>300次</span>",
    "<a href='/dl/1.mp3'>ཕབ་ལེན།</a> <span>ཐེངས་ ༣༠༠</span>",
]


@pytest.mark.parametrize("line", DOWNLOAD_COUNT_LINES)
def test_a_download_buttons_count_of_times_is_left_out(line: str) -> None:
    lyrics, _ = SONGS["bo"]
    assert extract(song_page("bo", line)) == ["song", *lyrics]


@pytest.mark.parametrize("sentence", [
    "I have sung <a href='/s/2'>the river song</a> 300 times.",
    "这首<a href='/s/2'>河边的歌</a>我唱了300次。",
])
def test_a_sentence_with_a_link_and_a_count_of_times_is_text(sentence: str) -> None:
    lyrics, _ = SONGS["zh"]
    lines = extract(song_page("zh", f"<p>{sentence}</p>"))
    assert any("300" in line for line in lines)


# a card's date and its views behind an eye icon (U+1F441, with or without its emoji presentation selector)
EYE_VIEWS_LINES = ["<span>2024-07-12</span><span>\U0001F441 1000</span>",
                   "<span>2024-07-12</span> · <span>\U0001F441\ufe0f 1,231</span>"]


@pytest.mark.parametrize("line", EYE_VIEWS_LINES)
@pytest.mark.parametrize("lang", SONGS)
def test_a_date_and_an_eye_icons_count_are_left_out(lang: str, line: str) -> None:
    lyrics, _ = SONGS[lang]
    lines = extract(song_page(lang, line))
    assert all(verse in lines for verse in lyrics)
    assert not any("2024" in kept for kept in lines)


# a list of links, each with a bare count beside it that no views label or download names: a practice guide's
# recitations ("3 times", Tibetan ཐེངས་, Chinese 次) and a bird count's tally behind an eye ("seen"); our own lists
TALLIES = {
    "en": ["<a href='/p/refuge'>Refuge prayer</a> 3 times", "<a href='/p/mind'>Generating the mind of awakening</a> 3 times",
           "<a href='/p/mani'>Mani mantra</a> 108 times", "<a href='/p/dedicate'>Dedication</a> 1 time"],
    "bo": ["<a href='/p/skyabs'>སྐྱབས་འགྲོ།</a> ཐེངས་ ༣", "<a href='/p/sems'>སེམས་བསྐྱེད།</a> ཐེངས་ ༣",
           "<a href='/p/mani'>མ་ཎི།</a> ཐེངས་ ༡༠༨"],
    "eye": ["<a href='/b/crane'>Black-necked crane</a> \U0001F441 46", "<a href='/b/goose'>Bar-headed goose</a> \U0001F441 310",
            "<a href='/b/shelduck'>Ruddy shelduck</a> \U0001F441 85"],
}
TAG_RE = re.compile(r"<[^>]+>")  # an item's markup, to compare its text
TALLY_INTRO = ("Six of us kept this list together at dawn; each line below names one item and the number that goes with "
               "it, which you should read slowly and in order before you go on to the next one.")


@pytest.mark.parametrize("kind", TALLIES)
def test_a_lists_links_with_counts_of_times_or_seen_are_text(kind: str) -> None:
    items = "".join(f"<li>{item}</li>" for item in TALLIES[kind])
    page = (f"<html><head><title>list</title></head><body><nav><a href='/'>home</a> <a href='/new'>new</a></nav>"
            f"<article><h1>list</h1><p>{TALLY_INTRO}</p><ol>{items}</ol><p>{TALLY_INTRO}</p></article></body></html>")
    assert TAG_RE.sub("", TALLIES[kind][0]) in extract(page)


# a topic's numbers board over its posts: named counts beside counts of people (participants, members, followers),
# as Discourse's topic map and Q&A sites print them (our own wording), and the posts under it (our own sentences)
TOPIC_NUMBERS = ["3 ལན། · 164 ལྟ་ཐེངས། · 4 ཚོགས་མི།", "3 ئىنكاس · 164 كۆرۈلۈشى · 4 ئەزالار",
                 "ئەگەشكۈچى 210 · كۆرۈلۈشى 15,300", "14 replies · 312 views · 5 users", "关注者 210 · 浏览 15,300"]


@pytest.mark.parametrize("numbers", TOPIC_NUMBERS)
def test_a_topic_maps_counts_of_people_beside_its_views_are_left_out(numbers: str) -> None:
    page = (f"<html lang='zh'><head><title>question</title></head><body><div class='question'><h1>{QUESTION}</h1>"
            f"</div><div class='topic-map'>{numbers}</div>"
            + "".join(f"<div class='answer'><p>{answer}</p></div>" for answer in ANSWERS) + "</body></html>")
    lines = extract(page)
    assert all(answer in lines for answer in ANSWERS)
    assert numbers not in lines


@pytest.mark.parametrize("line", ["120 members", "4 ئەزالار", "ཚོགས་མི། ༤ · ཚོགས་ཆུང་།"])
def test_a_count_of_people_alone_or_beside_a_name_is_no_counts_line(line: str) -> None:
    assert not is_counts_line(line)
