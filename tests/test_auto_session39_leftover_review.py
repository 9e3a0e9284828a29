"""Review of the leftover rules (session 39): pages built to make them drop a story's text or keep furniture.

A copied "People also ask" box longer than a short story above it opens on its own title and still goes, while an FAQ
page's own "also-asked" list opens on a question and stays (``answer_heads.own_question_boxes``); a kept answer's notes
("著作权归作者所有") stay out (``answer_heads.keep_answer_bodies``); a blog whose left column holds the blog's name in ``<h1>``
over its archive keeps the post in "div.right", and a documentation page keeps the code sample of its right column
(``outside_main.right_columns``); a story's byline box under its standfirst goes (``inside.story_boxes_named_poster``),
and so does a forum's poster line whose class alternates by row ("post-info odd", "post-info even": one class word,
twice); a job board's "promoted" jobs and an advertorial's text named "sponsored" stay (``sponsored_cards``); a story's
full text behind "Read more" in a CSS Modules hidden box is no phone copy: its excerpt is not doubled
(``words.PLAIN_HIDDEN_RE``). Our own pages and sentences (Tibetan, Uyghur, Chinese, English).
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines, auto_text, lang_page, paragraphs

NAV = ('<header class="site-header"><nav class="main-nav"><ul><li><a href="/">Home</a></li>'
       '<li><a href="/news">News</a></li><li><a href="/about">About</a></li></ul></nav></header>')
FOOT = '<footer class="site-footer"><p>© 2025 Valley Notes</p></footer>'

STORY = {
    "en": ["The valley's first bookmobile left the county town on Monday with six hundred books on its shelves.",
           "Its driver, a retired teacher, stops in each village for two hours and lends up to five books a child.",
           "Parents in the highest villages said it was the first time their children could borrow books at all.",
           "The county hopes to buy a second bus next year for the villages beyond the pass."],
    "zh": ["县里第一辆流动图书车周一从县城出发，车上的书架放了六百多本图书。",
           "司机是一位退休教师，他在每个村子停留两个小时，每个孩子最多可以借五本书。",
           "住在最高处村子的家长说，孩子们这是第一次能借到书。",
           "县里希望明年再买一辆车，开到山口那边的村子。"],
    "ug": ["ناھىيىنىڭ تۇنجى سەييارە كۇتۇپخانىسى دۈشەنبە كۈنى ئالتە يۈز كىتاب بىلەن ناھىيە بازىرىدىن يولغا چىقتى.",
           "شوپۇرى پېنسىيىگە چىققان بىر ئوقۇتقۇچى بولۇپ، ھەر بىر كەنتتە ئىككى سائەت توختايدۇ.",
           "ئەڭ ئېگىز كەنتلەردىكى ئاتا-ئانىلار بالىلىرىنىڭ تۇنجى قېتىم كىتاب ئارىيەت ئالالىغانلىقىنى ئېيتتى."],
    "bo": ["རྫོང་གི་དཔེ་མཛོད་འགྲུལ་འཁོར་དང་པོ་དེ་གཟའ་ཟླ་བའི་ཉིན་དཔེ་དེབ་དྲུག་བརྒྱ་ཁུར་ནས་རྫོང་གྲོང་ནས་ཐོན་སོང་།",
           "ཁ་ལོ་བ་ནི་ལས་རྒན་དགེ་རྒན་ཞིག་ཡིན་ཞིང་གྲོང་ཚོ་རེ་རེར་ཆུ་ཚོད་གཉིས་སྡོད་ཀྱི་ཡོད།",
           "གྲོང་ཚོ་མཐོ་ཤོས་ཀྱི་ཕ་མ་ཚོས་བུ་ཕྲུག་ཚོས་ཐེངས་དང་པོ་དཔེ་དེབ་གཡར་ཐུབ་བྱུང་ཞེས་བཤད།"],
}


# --- a copied "People also ask" box longer than the story above it ------------------------------------------------
PAA = {
    "en": ("People also ask", [
        ("How often does the bookmobile come?",
         "In most villages the bookmobile comes every second Saturday, and in winter once a month when the roads "
         "over the passes are open, so children are asked to return their books on the next visit."),
        ("Can adults borrow books from the bookmobile?",
         "Yes, adults can borrow up to three books with the same card as their children, and the driver keeps "
         "a list of books people have asked for so that he can bring them on the next trip."),
        ("Who pays for the books on a bookmobile?",
         "The books are bought by the county library with money from the province, and many are given by "
         "publishers, schools and families in the towns who collect them every spring.")]),
    "zh": ("大家还在问", [
        ("流动图书车多久来一次？", "大多数村子每两周的星期六来一次，冬天山路不好走的时候改为每个月一次，孩子们可以在下次来的时候还书。"),
        ("大人也可以在流动图书车上借书吗？", "可以，大人用孩子的借书证最多可以借三本书，司机还会记下大家想看的书，下次带过来。"),
        ("流动图书车上的书是谁买的？", "图书由县图书馆用省里拨的经费购买，还有很多是出版社、学校和城里的家庭每年春天捐赠的。")]),
}


def paa_page(lang: str) -> str:
    """A short story (one or two paragraphs) over a search engine's "People also ask" box with long answers."""
    title, pairs = PAA[lang]
    items = "".join(f'<div class="paa-item"><div class="paa-question" role="button">{q}</div>'
                    f'<div class="paa-answer"><p>{a}</p></div></div>' for q, a in pairs)
    return lang_page(lang, "t", f'{NAV}<main><article><h1>Bookmobile</h1><div class="entry-content">'
                                f'{paragraphs(STORY[lang][:2])}</div><div class="people-also-ask"><h3>{title}</h3>'
                                f'{items}</div></article></main>{FOOT}')


FAQ_BO = [("དཔེ་མཛོད་འགྲུལ་འཁོར་ཟླ་བ་རེར་ཐེངས་ག་ཚོད་ཡོང་གི་ཡོད་དམ།",
           "གྲོང་ཚོ་མང་ཆེ་བར་བདུན་ཕྲག་གཉིས་རེར་ཐེངས་གཅིག་ཡོང་གི་ཡོད། དགུན་ཁ་ཟླ་བ་རེར་ཐེངས་གཅིག་ཡོང་།"),
          ("ན་གཞོན་མིན་པ་ཚོས་དཔེ་དེབ་གཡར་ཆོག་གམ།", "ཆོག དཔེ་དེབ་གསུམ་བར་གཡར་ཆོག")]


def faq_page() -> str:
    """A Tibetan FAQ page whose theme names its own list "questions-also-asked", opening on its first question."""
    items = "".join(f'<div class="faq-item"><h3>{q}</h3><div class="faq-answer"><p>{a}</p></div></div>'
                    for q, a in FAQ_BO)
    return lang_page("bo", "t", f'{NAV}<main><h1>དྲི་བ་རྒྱུན་མཐོང་།</h1><p class="intro">{STORY["bo"][0]}</p>'
                                f'<div class="faq-list questions-also-asked">{items}</div></main>{FOOT}')


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_copied_also_asked_box_longer_than_the_story_still_goes(lang: str) -> None:
    lines = auto_lines(paa_page(lang))
    assert all(text in lines for text in STORY[lang][:2])
    for question, answer in PAA[lang][1]:
        assert question not in lines and answer not in lines


def test_an_faq_pages_own_also_asked_list_stays() -> None:
    lines = auto_lines(faq_page())
    assert all(text in lines for pair in FAQ_BO for text in pair)


# --- a kept answer's notes ------------------------------------------------------------------------------------------
QUESTION_ZH, ANSWER_ZH = "流动图书车可以借杂志吗？", "可以借，不过每人每次只能借一本杂志，两周内归还。"
ANSWER_NOTES_ZH = ["编辑于 2024-09-03 12:00", "著作权归作者所有"]


def answer_notes_page() -> str:
    """A Chinese Q&A page: the question, one answer whose body holds its edit date and a copyright note."""
    notes = "".join(f'<div class="note-{n}">{note}</div>' for n, note in enumerate(ANSWER_NOTES_ZH))
    return lang_page("zh", "t", f'{NAV}<div class="question"><h1>{QUESTION_ZH}</h1><div class="q-body">'
                                f'<p>{STORY["zh"][0]}</p></div></div><div class="answers"><h2>1 个回答</h2>'
                                f'<div class="answer"><div class="answer-user"><a href="/u/9">王老师</a></div>'
                                f'<div class="answer-content"><p>{ANSWER_ZH}</p>{notes}</div></div></div>{FOOT}')


def test_a_kept_answers_notes_stay_out() -> None:
    lines = auto_lines(answer_notes_page())
    assert QUESTION_ZH in lines and ANSWER_ZH in lines
    assert not any(note in line for note in ANSWER_NOTES_ZH for line in lines)


# --- columns named "right" ------------------------------------------------------------------------------------------
BLOG_NAME = {"en": "Notes from the valley: a librarian's diary since 2009",
             "ug": "ۋادىدىن خاتىرىلەر — بىر كۇتۇپخانىچىنىڭ كۈندىلىك خاتىرىسى"}
POST_TITLE = {"en": "The bookmobile sets off", "ug": "سەييارە كۇتۇپخانا يولغا چىقتى"}
CODE_LINE = 'curl https://api.example.com/v1/books -H "Authorization: Bearer sk_test_42"'
DOC_EN = ["Every request to the books API carries your secret key in its Authorization header.",
          "A test key starts with sk_test and never touches the library's real loans.",
          "A request without a key, or with a revoked one, is answered with the status 401."]


def blog_page(lang: str) -> str:
    """A blog whose left column holds the blog's name in ``<h1>`` over a long archive; the post in "div.right"."""
    archive = "".join(f'<li><a href="/{lang}/2024/{m:02d}">{BLOG_NAME[lang]} (2024-{m:02d})</a></li>'
                      for m in range(1, 13))
    return lang_page(lang, "t", f'<div id="wrap"><div class="left"><h1 class="blog-title">{BLOG_NAME[lang]}</h1>'
                                f'<ul class="archive">{archive}</ul></div><div class="right"><div class="post">'
                                f'<h2>{POST_TITLE[lang]}</h2>{paragraphs(STORY[lang][:3])}</div></div></div>')


def docs_page() -> str:
    """An API documentation page of two columns: prose with the ``<h1>`` left, the request's code right."""
    return lang_page("en", "t", f'{NAV}<div class="docs"><div class="section"><div class="left"><h1>Authentication</h1>'
                                f'{paragraphs(DOC_EN)}</div><div class="right"><div class="code-title">Example '
                                f'request</div><pre><code>{CODE_LINE}</code></pre></div></div></div>{FOOT}')


@pytest.mark.parametrize("page, stay", [
    (blog_page("en"), STORY["en"][:3] + [POST_TITLE["en"]]),
    (blog_page("ug"), STORY["ug"] + [POST_TITLE["ug"]]),
    (docs_page(), DOC_EN + [CODE_LINE]),
], ids=["blog's post in div.right, en", "blog's post in div.right, ug", "docs' code sample in div.right"])
def test_a_right_column_holding_the_pages_text_stays(page: str, stay: list[str]) -> None:
    text = auto_text(page)
    for line in stay:
        assert line in text


# --- bylines, promoted entries, advertorials, hidden full texts -------------------------------------------------------
BYLINE_EN = "Words by Dawa Tsering, pictures by Ann Lee"
JOBS = [("School librarian", "Part time in Lhasa: cataloguing the new books of a primary school."),
        ("Bookmobile driver", "Full time in Xining: two mountain routes a week, a heavy licence needed."),
        ("Tibetan teacher", "Full time in Shigatse: grades one to three of a village school."),
        ("Clinic nurse", "Full time in Kashgar: day shifts at a small clinic beside a school.")]


def byline_page() -> str:
    """A news story: its headline, a standfirst, a byline box named "article-meta", then the story's paragraphs."""
    return lang_page("en", "t", f'{NAV}<main><article><h1>The bookmobile sets off</h1><p class="standfirst">A bus of '
                                f'books now reaches the valley\'s highest villages.</p><div class="article-meta">'
                                f'{BYLINE_EN}</div>{paragraphs(STORY["en"])}</article></main>{FOOT}')


def jobs_page() -> str:
    """A job board's listing whose first two jobs are "promoted" (a paid placement of a real job)."""
    cards = "".join(f'<li class="job-card{" promoted" if n < 2 else ""}"><h2><a href="/jobs/{n}">{title}</a></h2>'
                    f'<p>{summary}</p></li>' for n, (title, summary) in enumerate(JOBS))
    return lang_page("en", "t", f'{NAV}<main><h1>School jobs</h1><ul class="job-list">{cards}</ul></main>{FOOT}')


def advertorial_page() -> str:
    """An advertorial: the story's body named "sponsored" among its page's boxes, under its h1, by a long side list."""
    side = "".join(f'<li><a href="/n/{n}">县图书馆第{n}期读书会活动报名通知</a></li>' for n in range(16))
    return lang_page("zh", "t", f'{NAV}<div class="wrap"><div class="main"><div class="crumbs">首页 &gt; 生活</div>'
                                f'<h1>流动图书车</h1><div class="meta">2024-09-01</div><div class="article-body sponsored">'
                                f'{paragraphs(STORY["zh"][:2])}</div><div class="tip">本文由县图书馆提供</div></div>'
                                f'<div class="aside"><h3>热门</h3><ul>{side}</ul></div></div>{FOOT}')


def hidden_full_text_page() -> str:
    """A CSS Modules story: its excerpt shown, its full text (the excerpt again, then the rest) in a hidden box."""
    return lang_page("en", "t", f'{NAV}<main class="main_Qw3rT"><h1 class="title_Ab3dE">The bookmobile sets off</h1>'
                                f'<div class="excerpt_Zx81k">{paragraphs(STORY["en"][:2])}</div>'
                                f'<div class="full_Pq7Lm hidden_Xy9z1">{paragraphs(STORY["en"])}</div>'
                                f'<button class="more_Rt5Yu">Read more</button></main>{FOOT}')


POSTER_UG = ["يوللىغۇچى: دىلنۇر", "يوللىغۇچى: ئەخمەت"]


def thread_page() -> str:
    """A forum thread of two posts, each a subject, an info box of alternating classes ("post-info odd", "post-info
    even") and the post's paragraph."""
    posts = "".join(f'<div class="post"><h3 class="post-subject">Re: كۇتۇپخانا</h3><div class="post-info {row}">'
                    f'{poster}</div><p>{text}</p></div>'
                    for row, poster, text in zip(("odd", "even"), POSTER_UG, STORY["ug"]))
    return lang_page("ug", "t", f'{NAV}<div id="page-body"><h2 class="topic-title">كۇتۇپخانا</h2>{posts}</div>{FOOT}')


AD_TITLE = "Sponsored: a week in a holiday cottage for two"


def feed_with_ad_page() -> str:
    """A blog's feed of ``<article class="post">`` entries and an advert's ``<article class="ad-card sponsored">``."""
    cards = "".join(f'<article class="post"><h2><a href="/p/{n}">{text[:30]}</a></h2><p>{text}</p></article>'
                    for n, text in enumerate(STORY["en"][:3]))
    cards += f'<article class="ad-card sponsored"><h2><a href="https://ads.example.com/c">{AD_TITLE}</a></h2></article>'
    return lang_page("en", "t", f'{NAV}<main><h1>Bookmobile news</h1>{cards}</main>{FOOT}')


# (name, page, lines that stay, lines that go)
CASES = [
    ("a feed's ad card of a class of its own", feed_with_ad_page(), STORY["en"][:3], [AD_TITLE]),
    ("a thread's alternating info boxes", thread_page(), STORY["ug"][:2], POSTER_UG),
    ("a byline box under the standfirst", byline_page(), STORY["en"], [BYLINE_EN]),
    ("a job board's promoted jobs", jobs_page(), [text for job in JOBS for text in job], []),
    ("an advertorial named sponsored", advertorial_page(), STORY["zh"][:2], []),
    ("a full text in a CSS Modules hidden box", hidden_full_text_page(), STORY["en"], []),
]


@pytest.mark.parametrize("page, stay, go", [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_the_storys_text_stays_and_its_byline_goes(page: str, stay: list[str], go: list[str]) -> None:
    text = auto_text(page)
    for line in stay:
        assert text.count(line) == 1
    for line in go:
        assert line not in text
