"""The Uyghur forms of the meta lines' labels, read as their Tibetan twins are (the twin gap, review h145).

A page's Tibetan and Uyghur editions share their layout, so the same lines should go: a card's date and views line,
a topic row's counts, a thread's floor number. The Tibetan labels were read bare ("ཀློག་ཐེངས། ༡༢༠" read count,
"བསམ་ཚུལ། ༣" opinions); the Uyghur ones only in one form each (the possessive "ئوقۇلۇشى: 120"), so the bare noun
("ئوقۇلۇش: 120"), "the number of" ("كۆرۈلۈش سانى"), "seen N times" ("120 قېتىم كۆرۈلدى"), the comment word
پىكىر and the floor "3-قەۋەت" stayed on the Uyghur page while its twin's line went. The other way round, a Tibetan
post's age ("ཆུ་ཚོད་ ༣ སྔོན་ལ།", 3 hours ago) stayed where the Uyghur "3 سائەت ئىلگىرى" went.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored
from tests.extraction_pages import auto_lines as extract

# a short essay's paragraphs (our own sentences) under a card's meta line
ESSAY = {
    "ug": ["كەچتە ئاپام بىلەن بازارغا باردۇق، ئۇ يەردە يېڭى ئۈزۈم ۋە قوغۇن سېتىلىۋاتقان ئىكەن.",
           "قايتىشتا يامغۇر يېغىپ قالدى، بىز بىر چايخانىغا كىرىپ ئىسسىق چاي ئىچىپ ساقلىدۇق.",
           "يامغۇر توختىغاندىن كېيىن كوچىلار پاكىز ۋە سالقىن بولۇپ، ئۆيگە پىيادە قايتتۇق."],
    "bo": ["དགོང་མོ་ངས་ཨ་མ་དང་མཉམ་དུ་ཁྲོམ་ལ་ཕྱིན། དེར་རྒུན་འབྲུམ་དང་ཀ་ཀོ་གསར་པ་འཚོང་གི་འདུག",
           "ལོག་དུས་ཆར་པ་བབས་བྱུང་བས། ང་ཚོ་ཇ་ཁང་ཞིག་ཏུ་ཞུགས་ནས་ཇ་དྲོན་པོ་འཐུང་བཞིན་སྒུག་བསྡད།",
           "ཆར་པ་ཆད་རྗེས་ལམ་ཁ་གཙང་ཞིང་བསིལ་པོ་ཆགས་པས། ང་ཚོ་རྐང་ཐང་ནས་ཁྱིམ་ལ་ལོག"],
}


def card_page(lang: str, meta: str) -> str:
    """A post's page: a menu, the title, its meta line, the essay."""
    paragraphs = "".join(f"<p>{escape(line)}</p>" for line in ESSAY[lang])
    return (f"<html lang='{lang}'><head><title>post</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/new'>new</a></nav><div class='post'><h1>post</h1><div class='meta'>{escape(meta)}</div>"
            f"<div class='body'>{paragraphs}</div></div></body></html>")


# (language, meta line): each Uyghur form beside the Tibetan twin the rules already read
META_LINES = [
    ("ug", "2024-04-10 | ئوقۇلۇش: 120"),  # "reading", bare
    ("ug", "2024-04-10 | كۆرۈلۈش سانى: 340"),  # "the number of views"
    ("ug", "2024-04-10 · 120 قېتىم كۆرۈلدى"),  # "seen 120 times"
    ("ug", "پىكىر: 3 · كۆرۈلۈشى: 100"),  # comments · views, no date
    ("ug", "3 پىكىر · 100 قېتىم ئوقۇلدى"),  # 3 comments · read 100 times
    ("ug", "ئىنكاسلار: 5 · ئوقۇلۇش سانى: 88"),  # responses (plural) · number of reads
    ("bo", "༢༠༢༤-༠༤-༡༠ · ཀློག་ཐེངས། ༡༢༠"),
    ("bo", "བསམ་ཚུལ། ༣ · ལྟ་ཐེངས་ ༡༠༠"),
]


@pytest.mark.parametrize(("lang", "meta"), META_LINES)
def test_a_meta_line_is_left_out_in_either_twin(lang: str, meta: str) -> None:
    lines = extract(card_page(lang, meta))
    assert all(line in lines for line in ESSAY[lang])
    assert meta not in lines


# a thread's posts (our own sentences) under Discuz!'s floor numbers, Uyghur edition
POSTS = ["بۇ يىل كۈزدە تۇرپانغا بارماقچى، قايسى ئايدا بارسا ئۈزۈم ئەڭ تاتلىق بولىدۇ؟",
         "سېنتەبىرنىڭ بېشىدا بېرىڭ، ئۇ چاغدا ھاۋامۇ سالقىنراق بولىدۇ."]


def thread(numbers: tuple[str, str], box: str = "") -> str:
    posts = "".join(f"<div class='post'><div class='pi'><strong><a href='#p{n}'>{escape(number)}</a></strong></div>"
                    f"<div class='message'>{escape(text)}</div></div>"
                    for n, (number, text) in enumerate(zip(numbers, POSTS)))
    return (f"<html lang='ug'><head><title>thread</title></head><body><div id='postlist'>{posts}</div>"
            f"{box}</body></html>")


@pytest.mark.parametrize("numbers", [("1-قەۋەت", "2-قەۋەت"), ("1 - قەۋەت", "2 - قەۋەت")])
def test_a_uyghur_floor_number_is_left_out(numbers: tuple[str, str]) -> None:
    lines = kept_lines_scored(thread(numbers), {}, KEPT)  # every block passes the model: the rule alone decides
    assert all(post in lines for post in POSTS)
    assert not any(line.strip() in numbers for line in lines)


# Pages where the rules must NOT fire: the same words in a sentence, a building's floor with its shop, a table's
# count column.
SENTENCE_LINES = [
    "2024-يىلى 3-ئاينىڭ 10-كۈنى بۇ ماقالىنىڭ ئوقۇلۇش سانى 12000 دىن ئېشىپ، بىزنى خۇشال قىلدى.",  # date and count, a sentence
    "بۇ تېمىغا 3 پىكىر يېزىلدى، ھەممىسى كىتابخانىنىڭ يېڭى ۋاقتىنى قوللايدۇ.",  # 3 comments were written, a sentence
    "ئۇلار 5-قەۋەتتە ئولتۇرىدۇ، لىفت بولمىغاچقا ھەر كۈنى پەلەمپەيدە چىقىدۇ.",  # they live on the 5th floor
]


@pytest.mark.parametrize("line", SENTENCE_LINES)
def test_a_sentence_with_the_labels_is_kept(line: str) -> None:
    assert line in extract(card_page("ug", "").replace("<div class='body'>", f"<div class='body'><p>{line}</p>", 1))


def test_a_buildings_floor_with_its_shop_is_kept() -> None:
    floors = ["1-قەۋەت: ئاشخانا ۋە نان دۇكىنى", "2-قەۋەت: كىيىم-كېچەك", "3-قەۋەت: كىتابخانا"]
    box = "<div class='box'>" + "".join(f"<p>{escape(floor)}</p>" for floor in floors) + "</div>"
    lines = kept_lines_scored(thread(("1#", "2#"), box), {}, KEPT)
    assert all(floor in lines for floor in floors)


def test_a_tables_count_column_is_kept() -> None:
    rows = [("بازار خاتىرىسى", "120 قېتىم كۆرۈلدى"), ("يامغۇرلۇق كەچ", "86 قېتىم كۆرۈلدى"), ("چايخانىدا", "45 قېتىم كۆرۈلدى")]
    table = ("<table><tr><th>ماۋزۇ</th><th>كۆرۈلۈش</th></tr>"
             + "".join(f"<tr><td>{escape(a)}</td><td>{escape(b)}</td></tr>" for a, b in rows) + "</table>")
    page = card_page("ug", "").replace("<div class='body'>", f"<div class='body'>{table}", 1)
    lines = extract(page)
    assert all(count in lines for _, count in rows)


# ... and the other way round: a Tibetan post's age, which the Uyghur and Chinese ages' rule did not read
BO_POSTS = ["ང་ཚོའི་གྲོང་གསེབ་ཏུ་སློབ་གྲྭ་གསར་པ་ཞིག་བཞེངས་ཀྱི་ཡོད། ལོ་རྗེས་མར་ཁ་ཕྱེ་རྒྱུ་རེད་ཟེར།",
            "བཀའ་དྲིན་ཆེ། ང་ཡང་སློབ་གྲྭ་དེར་ལྟ་སྐོར་ལ་འགྲོ་འདོད་ཡོད།"]


def bo_thread(headers: tuple[str, str], box: str = "") -> str:
    posts = "".join(f"<div class='post'><div class='head'>{escape(header)}</div><div class='message'>{escape(text)}</div>"
                    f"</div>" for header, text in zip(headers, BO_POSTS))
    return (f"<html lang='bo'><head><title>thread</title></head><body><div id='postlist'>{posts}</div>{box}"
            f"</body></html>")


@pytest.mark.parametrize("headers", [("ཆུ་ཚོད་ ༣ སྔོན་ལ།", "སྐར་མ་ ༥ སྔོན་ལ།"),  # 3 hours ago, 5 minutes ago
                                     ("བཀྲ་ཤིས། · ཉིན་ ༢ གྱི་སྔོན་ལ།", "སྒྲོལ་མ། · ཟླ་བ་ 1 སྔོན་")])  # the author, then the age
def test_a_tibetan_posts_age_is_left_out(headers: tuple[str, str]) -> None:
    lines = kept_lines_scored(bo_thread(headers), {}, KEPT)
    assert all(post in lines for post in BO_POSTS)
    assert not any(header in lines for header in headers)


@pytest.mark.parametrize("line", ["ལོ་ ༣༠ སྔོན་ལ།",  # "30 years ago": a memoir's heading (years are left out)
                                  "ཉིན་ ༣ སྔོན་ལ་ང་ཚོ་ལྷ་སར་ཕྱིན་ནས་དཔེ་མཛོད་ཁང་གསར་པར་ལྟ་སྐོར་བྱས།"])  # a sentence
def test_a_tibetan_line_with_an_age_is_kept(line: str) -> None:
    box = f"<div class='box'><p>{escape(line)}</p></div>"
    assert line in kept_lines_scored(bo_thread(("#1", "#2"), box), {}, KEPT)


# Review h148. "N قېتىم ئوقۇلدى" is a verb, "was read N times": beside a link it says what was done with the linked
# thing, as English "read 12 times" does (a class's reading log), no card's count of views.
READING_LOG = [("«ئاق كەپتەر»", "12 قېتىم ئوقۇلدى"), ("«تاغدىكى بۇلاق»", "9 قېتىم ئوقۇلدى"),
               ("«موماينىڭ چۆچەكلىرى»", "7 قېتىم ئوقۇلدى")]


def test_a_reading_logs_linked_books_are_kept() -> None:
    items = "".join(f"<li><a href='/b/{n}'>{escape(book)}</a> {escape(times)}</li>"
                    for n, (book, times) in enumerate(READING_LOG))
    page = card_page("ug", "").replace("<div class='body'>", f"<div class='body'><ul>{items}</ul>", 1)
    lines = extract(page)
    assert all(f"{book} {times}" in lines for book, times in READING_LOG)


# ... and an age in quotation marks is a story's spoken answer ("When did he leave?" «Three hours ago.»), no post's
# header (review h148). (language, the question, the answer alone on its line in quotation marks)
SPOKEN_AGES = [
    ("bo", "ཨ་མས་བུ་མོ་ལ་དྲིས། «ཁྱོད་ཀྱི་ཨ་ཕ་ནམ་ཞིག་ཕྱིན་པ་རེད།»", "«ཆུ་ཚོད་ ༣ སྔོན་ལ།»"),
    ("bo", "ཁོས་ང་ལ་དྲིས། “ཡི་གེ་དེ་ནམ་ཞིག་འབྱོར་བ་རེད།”", "“ཉིན་ ༢ གྱི་སྔོན་ལ།”"),
    ("ug", "ئانىسى قىزىدىن سورىدى: «داداڭ قاچان كەتتى؟»", "«3 سائەت ئىلگىرى.»"),
    ("zh", "妈妈问女儿：“你爸爸什么时候走的？”", "“3小时前。”"),
    ("en", "Mother looked up from the stove. “When did your father leave?”", "“3 hours ago.”"),
]
STORY_END = {"bo": "བུ་མོས་ལན་བཏབ་རྗེས་ཡང་བསྐྱར་དཔེ་ཆ་ཀློག་ཏུ་བསྡད། ཨ་མ་ཕྱི་ལོགས་སུ་བུད་ནས་ལམ་ཁར་བལྟས།",
             "ug": "قىز جاۋاب بەرگەندىن كېيىن يەنە كىتاب ئوقۇشقا ئولتۇردى. ئانىسى سىرتقا چىقىپ يولغا قارىدى.",
             "zh": "女儿回答完又低头看书。妈妈走到门外，朝路上望了很久，山上已经开始下雪了。",
             "en": "The girl went back to her book. Her mother stepped outside and looked down the road for a long time."}


@pytest.mark.parametrize(("lang", "question", "answer"), SPOKEN_AGES,
                         ids=[f"{lang}-{n}" for n, (lang, _, _) in enumerate(SPOKEN_AGES)])
def test_a_spoken_age_in_a_story_is_kept(lang: str, question: str, answer: str) -> None:
    story = "".join(f"<p>{escape(line)}</p>" for line in (question, answer, STORY_END[lang]))
    page = (f"<html lang='{lang}'><head><title>story</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/new'>new</a></nav><article><h1>story</h1>{story}</article></body></html>")
    assert answer in kept_lines_scored(page, {}, KEPT)  # every block passes the model: the rule alone decides


# ... where it must still fire: a post's or a card's meta lines, linked, bracketed or beside an author
STILL_META = [
    ("ug", "<a href='/v/1'>بازار خاتىرىسى</a> · 1200 قېتىم كۆرۈلدى · 1 ھەپتە ئىلگىرى"),  # linked title · seen · age
    ("ug", "<a href='/u/7'>مەمەت</a> | 3 پىكىر · 100 قېتىم ئوقۇلدى"),  # linked author | comments · read N times
    ("bo", "(ཆུ་ཚོད་ ༣ སྔོན་ལ།)"),  # an age in brackets, no quotation
    ("bo", "བཀྲ་ཤིས། · ཟླ་བ་ ༢ སྔོན་ལ།"),  # the author, then the age
    ("zh", "【楼主】卓玛 · 2 小时前"),  # a bracketed role, then the age
]


@pytest.mark.parametrize(("lang", "meta"), STILL_META, ids=[f"{lang}-{n}" for n, (lang, _) in enumerate(STILL_META)])
def test_a_meta_line_with_a_link_or_bracket_is_left_out(lang: str, meta: str) -> None:
    posts = "".join(f"<div class='post'><div class='head'>{meta}</div><div class='message'>{escape(text)}</div></div>"
                    for text in ESSAY["bo" if lang == "bo" else "ug"])
    page = (f"<html lang='{lang}'><head><title>thread</title></head><body><div id='postlist'>{posts}</div>"
            f"</body></html>")
    lines = kept_lines_scored(page, {}, KEPT)
    assert not any("·" in line or "སྔོན" in line for line in lines)


# A bare age as a definition list's term, its list without links, is a timeline's datum (a school's history: "6 months
# ago: the library opened"), no post's header (review h148).
TIMELINES = {
    "bo": [("ལོ་ ༣༠ སྔོན་ལ།", "གྲོང་ཚོའི་རྒན་པ་རྣམས་ཀྱིས་ཁང་པ་ཆུང་ཆུང་ཞིག་ནང་སློབ་གྲྭ་བཙུགས།"),
           ("ལོ་ ༡༠ སྔོན་ལ།", "སློབ་ཁང་གསར་པ་བཞི་བརྩིགས་ནས་སློབ་མ་བརྒྱ་ལྷག་ཡོད།"),
           ("ཟླ་བ་ ༦ སྔོན་ལ།", "དཔེ་མཛོད་ཁང་གསར་པ་ཁ་ཕྱེ།")],
    "zh": [("30年前", "村里的老人们在一间小屋里办起了学校。"), ("10年前", "新盖了四间教室，学生超过一百人。"),
           ("6个月前", "新的图书室开放了。")],
    "ug": [("30 يىل ئىلگىرى", "كەنتتىكى ياشانغانلار كىچىك بىر ئۆيدە مەكتەپ ئاچتى."),
           ("10 يىل ئىلگىرى", "تۆت يېڭى سىنىپ سېلىنىپ، ئوقۇغۇچىلار يۈزدىن ئاشتى."), ("6 ئاي ئىلگىرى", "يېڭى كۇتۇپخانا ئېچىلدى.")],
}


def definition_page(lang: str, terms: list[tuple[str, str]], link: bool = False) -> str:
    """A page whose text is a definition list of ``terms`` (each term's text a link with ``link``)."""
    items = "".join((f"<dt><a href='/u/{n}'>{escape(term)}</a></dt>" if link else f"<dt>{escape(term)}</dt>")
                    + f"<dd>{escape(text)}</dd>" for n, (term, text) in enumerate(terms))
    return (f"<html lang='{lang}'><head><title>history</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/new'>new</a></nav><article><h1>history</h1><dl>{items}</dl></article></body></html>")


@pytest.mark.parametrize("lang", sorted(TIMELINES))
def test_a_timelines_ages_are_kept(lang: str) -> None:
    lines = kept_lines_scored(definition_page(lang, TIMELINES[lang]), {}, KEPT)
    assert all(term in lines for term, _ in TIMELINES[lang])


# ... where it must not fire: a comment list's headers, an age beside the poster's name or a linked one
COMMENT_TERMS = [("བཀྲ་ཤིས། · ཆུ་ཚོད་ ༣ སྔོན་ལ།", False), ("卓玛 | 2 小时前", False), ("ཆུ་ཚོད་ ༣ སྔོན་ལ།", True),
                 ("3 سائەت ئىلگىرى", True)]


@pytest.mark.parametrize(("term", "link"), COMMENT_TERMS, ids=[f"{n}" for n in range(len(COMMENT_TERMS))])
def test_a_comment_lists_age_headers_are_left_out(term: str, link: bool) -> None:
    comments = [(term, text) for text in ESSAY["ug"]]
    lines = kept_lines_scored(definition_page("ug", comments, link=link), {}, KEPT)
    assert term not in lines
    assert all(text in lines for text in ESSAY["ug"])
