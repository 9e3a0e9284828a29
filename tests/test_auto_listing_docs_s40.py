"""Listings, documentation and services (session 40, h248), on our own Tibetan, Uyghur, Chinese and English pages: a
run of ``<details>`` drawers under a page's introduction is its own list (``teasers.keep_drawer_lists``), a changelog's
drawers of changes are no release's files (``teasers.drop_record_drawers``); a story's one-row meta table and its
table of other stories with a views column go, a column page's such table stays whole (``record_tables``); a search's
count line goes (``archives.drop_result_counts``); "other news" heads a box of other stories
(``boxes.RELATED_HEADING_RE``); a story's facts table between its paragraphs is read whole (``tables._facts_in_flow``);
a documentation page's last-update line goes (``words.BYLINE_RE``). Guard pages: prose quoting a result count, a
posting's similar jobs, a docs side menu of drawers, a story's own one-row table."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text
from tests.test_auto_listing_tables import assert_kept, page

# --- drawers of the page's own list (keep_drawer_lists) --------------------------------------------------------------

# (lang, title, introduction, drawers: (summary, items))
DRAWER_PAGES = [
    ("en", "Changelog", "All notable changes to tsheg-tools are listed here, newest first.",
     [("Changes (3)", ["Add Tibetan stack normalisation to the tokenizer",
                       "Fix a crash when a page declares no charset", "Speed up Uyghur presentation-form decoding"]),
      ("Changes (2)", ["Handle numeric character references above U+FFFF", "Keep table captions with their tables"])]),
    ("ug", "قۇتادغۇ بىلىك — مۇندەرىجە",
     "يۈسۈپ خاس ھاجىپنىڭ بۇ داستانى ئون بىرىنچى ئەسىردە يېزىلغان بولۇپ، تۆۋەندە ئۇنىڭ بابلىرى تومغا بۆلۈپ بېرىلدى.",
     [("1-توم", ["مۇقەددىمە", "قۇتادغۇ بىلىكنىڭ يېزىلىشى"]), ("2-توم", ["ئادالەت ھەققىدە", "دۆلەت ۋە خەلق"]),
      ("3-توم", ["دوستلۇق ھەققىدە", "قانائەت ۋە بەخت"])]),
    ("zh", "藏文文献选读", "本课程每周阅读两篇文献，从敦煌文书到德格印经院的刻本，篇目按周列在下面。",
     [("第1周", ["敦煌藏文文书概说", "吐蕃碑铭选读"]), ("第2周", ["三十颂与音势论", "德格印经院的刻版"])]),
]


@pytest.mark.parametrize(("lang", "title", "intro", "drawers"), DRAWER_PAGES, ids=[p[0] for p in DRAWER_PAGES])
def test_drawers_under_the_pages_introduction_are_its_list(lang: str, title: str, intro: str,
                                                           drawers: list[tuple[str, list[str]]]) -> None:
    body = "".join(f"<details><summary>{summary}</summary><ul>"
                   + "".join(f"<li><a href='/r/{k}/{j}'>{item}</a></li>" for j, item in enumerate(items))
                   + "</ul></details>" for k, (summary, items) in enumerate(drawers))
    text = auto_text(page(f"<main class='docs'><h1>{title}</h1><p>{intro}</p><div class='toc'>{body}</div></main>",
                          lang))
    assert_kept(text, [intro] + [line for summary, items in drawers for line in [summary, *items]], [])


def test_a_docs_side_menu_of_drawers_stays_out() -> None:
    menu = "".join(f"<details class='nav-group'><summary>{group}</summary><ul>"
                   + "".join(f"<li><a href='/d/{k}/{j}'>{item}</a></li>" for j, item in enumerate(items))
                   + "</ul></details>"
                   for k, (group, items) in enumerate([("باشلاش", ["ئورنىتىش", "تۇنجى قەدەم"]),
                                                       ("قوللانما", ["تەڭشەك", "بۇيرۇقلار تىزىملىكى"])]))
    prose = ["بۇ بەتتە پروگراممىنىڭ ھەممە بۇيرۇقلىرى چۈشەندۈرۈلىدۇ، ھەر بىر بۇيرۇقنىڭ مىسالى بار.",
             "convert بۇيرۇقى كونا خەت نۇسخىسىدىكى تېكىستنى يۇنىكودقا ئايلاندۇرىدۇ."]
    paragraphs = "".join(f"<p>{p}</p>" for p in prose)
    text = auto_text(page(f"<div class='layout'><main class='doc'><h1>بۇيرۇقلار</h1>{paragraphs}"
                          f"</main><aside class='sidebar'><nav class='docs-nav'>{menu}</nav></aside></div>", "ug"))
    assert_kept(text, prose, ["تۇنجى قەدەم", "قوللانما", "بۇيرۇقلار تىزىملىكى"])


# --- tables that count the site's page views (drop_views_tables, complete_views_listings) ---------------------------

PARK_STORY = ["记者从市园林局获悉，今年我市将新建滨河、东湖和北山三座城市公园，总面积约八百亩，预计年底前向市民开放。",
              "市园林局负责人介绍，三座公园均采用海绵城市设计，雨水可就地下渗和回用，园内还将设置儿童游乐区和健身步道。"]
OTHER_STORIES = [("我市启动城市绿道建设", "03-01", "512"), ("全市义务植树活动举行", "02-27", "806"),
                 ("林业局发布防火通告", "02-20", "321"), ("春季造林任务下达", "02-12", "290")]


def _views_table() -> str:
    rows = "".join(f"<tr><td><a href='/n/{k}'>{title}</a></td><td>{date}</td><td>{views}</td></tr>"
                   for k, (title, date, views) in enumerate(OTHER_STORIES))
    return f"<table class='list'><tr><th>标题</th><th>日期</th><th>点击</th></tr>{rows}</table>"


def test_a_storys_meta_row_table_goes() -> None:
    meta = ("<table width='100%' class='meta'><tr><td>发布时间：</td><td>2026-03-05 09:30</td><td>来源：市林业局</td>"
            "<td>浏览次数：</td><td>1203</td><td><a href='javascript:window.print()'>【打印】</a></td></tr></table>")
    text = auto_text(page(f"<div class='article'><h1>我市新增三座城市公园</h1>{meta}<div class='content'>"
                          + "".join(f"<p>{p}</p>" for p in PARK_STORY) + "</div></div>", "zh"))
    assert_kept(text, PARK_STORY, ["浏览次数", "1203", "【打印】"])


def test_a_table_of_other_stories_inside_a_story_goes() -> None:
    text = auto_text(page(f"<div class='article'><h1>我市新增三座城市公园</h1><div class='content'><p>{PARK_STORY[0]}</p>"
                          f"{_views_table()}<p>{PARK_STORY[1]}</p></div></div>", "zh"))
    assert_kept(text, PARK_STORY, [title for title, _, _ in OTHER_STORIES])


def test_a_column_pages_table_with_a_views_column_is_the_page() -> None:
    text = auto_text(page(f"<div class='main'><h1>林业新闻</h1>{_views_table()}</div>", "zh"))
    assert_kept(text, [title for title, _, _ in OTHER_STORIES], [])


def test_a_storys_own_one_row_table_stays() -> None:
    story = ["春节假期，市博物馆共接待游客三万余人次，比去年同期增长四成，其中外地游客占一半以上。",
             "馆方表示，节后将继续延长开放时间，并增加藏文和维吾尔文讲解服务，方便各族群众参观。"]
    text = auto_text(page(f"<main><article><h1>博物馆春节接待游客创新高</h1><p>{story[0]}</p><table><tr>"
                          f"<td>2026-02-17</td><td>单日最高</td><td>8,120 人次</td></tr></table><p>{story[1]}</p>"
                          "</article></main>", "zh"))
    assert_kept(text, [*story, "8,120 人次"], [])


# --- a search's count line (drop_result_counts) ----------------------------------------------------------------------

# (lang, count line, results: (title, snippet))
SEARCHES = [
    ("en", "About 1,240 results for “yak”",
     [("Yak herding on the Changtang plateau", "Herders move their yaks between summer and winter pastures."),
      ("Yak butter tea: a short history", "The tea, churned with salt and butter, is drunk many times a day."),
      ("Why yak wool is warmer than sheep's", "The down of the yak's undercoat is finer than cashmere.")]),
    ("zh", "找到约 36 条结果",
     [("牦牛的高原生活", "牦牛能在海拔五千米以上的草场生活，是牧民最重要的家畜。"),
      ("酥油茶的做法", "酥油茶用砖茶、酥油和盐打制而成，牧民每天要喝许多碗。"),
      ("牦牛绒为何保暖", "牦牛绒比羊绒更细，即使受潮也能保持温暖。")]),
    ("ug", "12 نەتىجە تېپىلدى",
     [("قوتاز ۋە چارۋىچىلار", "چارۋىچىلار قوتازلارنى ياز ۋە قىش ئوتلاقلىرى ئارىسىدا ھەيدەيدۇ."),
      ("قوتاز يۇڭىنىڭ ئىللىقلىقى", "قوتاز يۇڭى قوي يۇڭىدىن ئىنچىكە بولۇپ، ھۆل بولسىمۇ ئىسسىق تۇتىدۇ."),
      ("سېرىق ماي چېيى", "بۇ چاي سېرىق ماي ۋە تۇز بىلەن تەييارلىنىدۇ.")]),
    ("bo", "འབྲས་བུ་ ༢༤ རྙེད།",
     [("འབྲོག་པའི་འཚོ་བ།", "འབྲོག་པ་ཚོས་དབྱར་ས་དང་དགུན་ས་བར་དུ་གཡག་འདེད་ཀྱི་ཡོད།"),
      ("ཇ་མར་བཟོ་ཚུལ།", "ཇ་མར་ནི་ཇ་དང་མར་དང་ཚྭ་བཅས་ལས་བཟོས་པ་ཡིན།"),
      ("གཡག་གི་བལ།", "གཡག་གི་བལ་ནི་ལུག་བལ་ལས་ཕྲ་ཞིང་དྲོད་ཆེ།")]),
]


@pytest.mark.parametrize(("lang", "count", "results"), SEARCHES, ids=[s[0] for s in SEARCHES])
def test_a_searchs_count_line_goes(lang: str, count: str, results: list[tuple[str, str]]) -> None:
    cards = "".join(f"<div class='result'><h3><a href='/a/{k}'>{title}</a></h3><p class='snippet'>{snippet}</p></div>"
                    for k, (title, snippet) in enumerate(results))
    text = auto_text(page(f"<main><h1>Search</h1><form class='search-form'><input name='q'><button>Go</button></form>"
                          f"<div class='search-results'><h2 class='results-count'>{count}</h2>{cards}</div></main>",
                          lang))
    assert_kept(text, [snippet for _, snippet in results], [count])


def test_prose_quoting_a_result_count_stays() -> None:
    prose = ["When I typed yak into the county library's catalogue, it answered with 12 results, nine about butter.",
             "About 1,240 results were published in the survey the library ran last year, most from nomad families.",
             "A search box is a poor teacher: it counts what it finds, and never tells you what it missed."]
    text = auto_text(page(f"<main><article class='post search-notes'><h1>What a catalogue search tells you</h1>"
                          f"<p>{prose[0]}</p><div class='search-result'><p>{prose[1]}</p></div><p>{prose[2]}</p>"
                          "</article></main>", "en"))
    assert_kept(text, prose, [])


# --- a box of "other news" after a story (RELATED_HEADING_RE) -------------------------------------------------------

HARVEST = ["ناھىيەمىزدە بۇ يىل بۇغداي ھوسۇلى ئۆتكەن يىلدىكىدىن كۆپ ئاشتى، دېھقانلار سۇ ئىنشائاتىنىڭ ياخشىلانغانلىقىنى "
           "ئاساسلىق سەۋەب دەپ قارىدى.",
           "يېزا ئىگىلىك ئىدارىسىنىڭ مەلۇماتىغا قارىغاندا، يېڭى ئۆستەڭلەر ئون مىڭ مو يەرنى سۇ بىلەن تەمىنلىدى ۋە "
           "تېرىلغۇ يەر كۆلىمى كېڭەيدى.",
           "دېھقانلار كېلەر يىلى تېخىمۇ كۆپ يەرگە تامچە سۇغىرىش ئۈسكۈنىسى ئورنىتىشنى پىلانلىماقتا."]


def test_a_box_of_other_news_after_a_story_goes() -> None:
    others = ["مەكتەپ كۈتۈپخانىسى يېڭىلاندى", "يېزا يولى پۈتتى", "بازار يېڭى مەيدانغا كۆچتى"]
    items = "".join(f"<div class='news-item'><h3><a href='/u/{k}'>{title}</a></h3><div class='meta'>2025-05-0{k + 1}"
                    "</div></div>" for k, title in enumerate(others))
    text = auto_text(page("<div class='main'><div class='article'><h1>بۇغداي ھوسۇلى ئاشتى</h1>"
                          + "".join(f"<p>{p}</p>" for p in HARVEST)
                          + f"</div><div class='more'><h2>باشقا خەۋەرلەر</h2>{items}</div></div>", "ug"))
    assert_kept(text, HARVEST, others)


# --- a story's facts table between its paragraphs (_facts_in_flow) ---------------------------------------------------

def test_a_storys_facts_table_between_its_paragraphs_is_read_whole() -> None:
    facts = [("بۇغداي ھوسۇلى", "12000 توننا"), ("ئۆستەڭ", "45 كىلومېتىر"), ("سۇغىرىلغان يەر", "10000 مو"),
             ("دېھقان ئائىلىسى", "3200")]
    rows = "".join(f"<tr><td>{label}</td><td>{value}</td></tr>" for label, value in facts)
    text = auto_text(page(f"<article><h1>بۇغداي ھوسۇلى ئاشتى</h1><p>{HARVEST[0]}</p><aside class='facts'>"
                          f"<h3>سانلىق مەلۇمات</h3><table>{rows}</table></aside><p>{HARVEST[1]}</p><p>{HARVEST[2]}</p>"
                          "</article>", "ug"))
    assert_kept(text, [*HARVEST, *(line for row in facts for line in row)], [])


# --- a job posting's strip of similar jobs stays out (guard) ---------------------------------------------------------

def test_a_postings_similar_jobs_stay_out() -> None:
    description = [
        "We are looking for a software engineer to join the team that builds our Tibetan and Uyghur text tools, from "
        "the tokenizer to the spell checker used by schools.",
        "You will work with linguists and teachers, read old pages in legacy fonts, and write converters that turn "
        "them into Unicode text a search engine can index.",
        "The role is full time and based in Chengdu, with two weeks a year at the partner schools in Kham and Amdo. "
        "We offer housing support and a yearly book budget.",
        "Please send a short letter about a text problem you solved, and a link to code you wrote; we read every "
        "application and answer within three weeks."]
    similar = [("Translator (Tibetan)", "Lhasa"), ("Editor, Uyghur desk", "Urumqi"), ("Font engineer", "Remote")]
    cards = "".join(f"<div class='job-card'><a href='/j/{k}'>{title}</a><span class='loc'>{town}</span></div>"
                    for k, (title, town) in enumerate(similar))
    text = auto_text(page("<main class='job'><h1>Software Engineer, Text Tools</h1>"
                          + "".join(f"<p>{p}</p>" for p in description)
                          + f"</main><section class='similar'><h2>Similar jobs</h2><div class='jobs'>{cards}</div>"
                          "</section>", "en"))
    assert_kept(text, description, [title for title, _ in similar])


# --- a documentation page's last-update line (BYLINE_RE) -------------------------------------------------------------

# (lang, the engine's last-update box)
LAST_UPDATES = [
    ("ug", "<aside class='md-source-file'><span class='md-source-file__fact'><span class='md-icon' title='Last update'>"
           "</span><span class='git-revision-date-localized-plugin'>March 4, 2026</span></span></aside>"),
    ("en", "<div class='td-page-meta__lastmod'>Last modified March 4, 2026: <a href='/commit/abc'>Fix table names</a>"
           "</div>"),
]
DOC_PARAGRAPHS = {
    "ug": ["پروگراممىنىڭ ھەممە تەڭشەكلىرى بىر YAML ھۆججىتىدە ساقلىنىدۇ، بۇ ھۆججەت تۈر مۇندەرىجىسىنىڭ يىلتىزىدا تۇرىدۇ.",
           "ھازىر ئۇيغۇرچە، تىبەتچە، خەنزۇچە ۋە ئىنگلىزچە قوللىنىلىدۇ، باشقا تىللار كېيىنكى نەشرلەردە قوشۇلىدۇ."],
    "en": ["Older Tibetan sites draw their text in fonts that map letters to Latin code points, one glyph per letter.",
           "The converter reads each run of text in a legacy font and replaces it with the Unicode letters it draws."],
}


@pytest.mark.parametrize(("lang", "box"), LAST_UPDATES, ids=[u[0] for u in LAST_UPDATES])
def test_a_documentation_pages_last_update_line_goes(lang: str, box: str) -> None:
    paragraphs = DOC_PARAGRAPHS[lang]
    text = auto_text(page(f"<main><article class='md-content__inner md-typeset'><h1>Config</h1><p>{paragraphs[0]}</p>"
                          f"<h2>Languages</h2><p>{paragraphs[1]}</p>{box}</article></main>", lang))
    assert_kept(text, paragraphs, ["March 4, 2026", "Last modified"])
