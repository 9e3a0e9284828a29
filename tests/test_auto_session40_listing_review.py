"""Review of session 40's listing rules (h252), on our own Tibetan, Uyghur, Chinese and English pages: a statistics
story's table of websites with a views column is its data, not a table of other stories
(``record_tables.VIEWS_SITE_HOSTS_MAX``); a study's Results section counting its records keeps its counts, a search
page's "N results found for" line goes (``archives.SEARCH_BOX_RE``, ``RESULT_COUNT_RE``); a story's correction note
in a class going on past "last-updated" is no dateline (``words.BYLINE_RE``). Guard pages the rules already passed: a
mobile footer's and a cookie panel's drawers after a story, an FAQ's drawers, "Other news from the conference" heading
a story's own section, a story's table of other stories with a 点击数 column, a release's files with long names."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text
from tests.test_auto_listing_tables import page

SITE_ROWS = "".join(f"<tr><td><a href='https://{host}'>{name}</a></td><td>{views}</td><td>2025</td></tr>"
                    for host, name, views in [("a.example.cn", "藏文网甲", "1,203,400"),
                                              ("b.example.cn", "藏文网乙", "982,100"),
                                              ("c.example.cn", "维文网丙", "874,500"),
                                              ("d.example.cn", "维文网丁", "650,200")])
STORY_ROWS = "".join(f"<tr><td><a href='/news/{k}.html'>{title}</a></td><td>2026-03-0{k}</td><td>{clicks}</td></tr>"
                     for k, (title, clicks) in enumerate([("我市举办春季植树活动", "312"), ("林业局召开防火工作会议", "208"),
                                                          ("城区新增三处街心公园", "177"), ("湿地公园候鸟数量创新高", "540")],
                                                         start=1))
SEARCH_HITS = [("Yak herding in winter", "How families on the plateau keep their herds through the coldest months."),
               ("Yak butter tea", "The history of butter tea and how it is made in homes across the plateau today."),
               ("Yak wool weaving", "Nomads weave tents and ropes from yak hair, a craft handed down for centuries.")]
SEARCH_CARDS = "".join(f"<li class='result'><h3><a href='/p/{k}'>{title}</a></h3><p>{snippet}</p></li>"
                       for k, (title, snippet) in enumerate(SEARCH_HITS))


def drawers(pairs: list[tuple[str, str]]) -> str:
    """``<details>`` drawers, each a summary over its body."""
    return "".join(f"<details><summary>{summary}</summary>{inner}</details>" for summary, inner in pairs)


def links(items: list[str]) -> str:
    """A list of links."""
    return "<ul>" + "".join(f"<li><a href='/x/{k}'>{item}</a></li>" for k, item in enumerate(items)) + "</ul>"


# (id, lang, body, wanted texts, furniture texts)
PAGES = [
    ("views_table_of_websites_zh", "zh",
     "<main><article><h1>去年民族文字网站访问量统计发布</h1>"
     "<p>根据研究中心昨天发布的报告，去年民族文字网站的访问量比前年增长了百分之二十以上。</p>"
     f"<table class='data'><tr><th>网站</th><th>浏览量</th><th>年份</th></tr>{SITE_ROWS}</table>"
     "<p>报告指出，移动设备的访问占全部访问的七成，夜间访问的比例也明显上升，值得进一步研究。</p>"
     "<p>研究人员建议各网站改进移动端页面，并为读者提供更多原创内容，以便吸引更多年轻读者。</p></article></main>",
     ["藏文网甲", "1,203,400", "维文网丁", "浏览量", "移动设备的访问"], []),
    ("views_table_of_other_stories_zh", "zh",
     "<main><article><h1>我市启动城市绿道建设</h1>"
     "<p>昨天上午，我市城市绿道建设工程正式启动，首期工程全长四十五公里，预计明年年底完工。</p>"
     "<p>市林业局负责人表示，绿道将连接城区主要公园和河道，为市民提供步行和骑行的空间。</p>"
     "<p>工程完工后，沿线还将建设十二处休息驿站，并种植各类乔木和灌木两万余株，改善城市环境。</p>"
     f"<div class='related'><table><tr><th>相关文章</th><th>日期</th><th>点击数</th></tr>{STORY_ROWS}</table></div>"
     "</article></main>",
     ["首期工程全长四十五公里", "种植各类乔木和灌木"], ["我市举办春季植树活动", "湿地公园候鸟数量创新高"]),
    ("study_results_section_en", "en",
     "<main><article><h1>How often do Tibetan pages cite their sources? A review</h1>"
     "<p>We searched three library catalogues for studies of Tibetan web pages published between 2010 and 2025.</p>"
     "<section id='results' class='results'><h2>Results</h2><ul><li>1,240 records</li><li>312 records found</li></ul>"
     "<p>After removing duplicates, 312 records remained, of which 41 studies met our criteria and were read in full."
     "</p></section></article></main>",
     ["1,240 records", "312 records found", "41 studies met our criteria"], []),
    ("research_results_section_en", "en",
     "<main><article><h1>How often do Tibetan pages cite their sources? A review</h1>"
     "<p>We searched three library catalogues for studies of Tibetan web pages published between 2010 and 2025.</p>"
     "<section class='research-results'><h2>Results</h2><ul><li>1,240 records</li><li>312 records found</li></ul>"
     "<p>After removing duplicates, 312 records remained, of which 41 studies met our criteria and were read in full."
     "</p></section></article></main>",
     ["1,240 records", "312 records found", "41 studies met our criteria"], []),
    ("count_box_named_by_id_only_en", "en",
     "<main><div><form><input name='q'></form><div id='numresults'><p>Your search returned 3 results.</p></div><ol>"
     + "".join(f"<li><h3><a href='/p/{k}'>{title}</a></h3><p>{snippet}</p></li>" for k, (title, snippet)
               in enumerate(SEARCH_HITS)) + "</ol></div></main>",
     ["How families on the plateau keep their herds"], ["Your search returned 3 results"]),
    ("search_results_found_for_en", "en",
     "<main><div class='search-page'><form class='search-form'><input name='q'></form><div class='search-results'>"
     f"<p class='count'>1,240 results found for “yak”</p><ol>{SEARCH_CARDS}</ol></div></div></main>",
     ["How families on the plateau keep their herds"], ["1,240 results found"]),
    ("correction_note_en", "en",
     "<main><article><h1>Council approves new bus routes</h1>"
     "<div class='meta'><span class='last-updated'>Last updated: 3 May 2026</span></div>"
     "<p>The city council approved four new bus routes on Tuesday, linking the northern suburbs with the hospital.</p>"
     "<p>The routes will start in September, and fares will stay the same as on the existing lines for the first "
     "year.</p><p class='last-updated-note'>Correction: an earlier version of this story said the routes would start "
     "in August. They will start in September.</p></article></main>",
     ["four new bus routes", "an earlier version of this story said"], ["Last updated: 3 May 2026"]),
    ("footer_drawers_after_story_bo", "bo",
     "<main><article><h1>ལྷ་ས་རུ་དཔེ་མཛོད་གསར་པ་ཞིག་སྒོ་ཕྱེས།</h1>"
     "<p>ལྷ་ས་གྲོང་ཁྱེར་དུ་དེ་རིང་དཔེ་མཛོད་གསར་པ་ཞིག་སྒོ་ཕྱེ་ཞིང་། དེའི་ནང་དུ་དཔེ་ཆ་ཁྲི་གཉིས་ལྷག་ཡོད།</p>"
     "<p>དཔེ་མཛོད་འདི་ཉིན་རེ་བཞིན་ཆུ་ཚོད་བཅུ་གཉིས་རིང་སྒོ་ཕྱེ་ནས་ཀློག་པ་པོ་ཚོར་ཞབས་ཞུ་ཞུ་རྒྱུ་ཡིན།</p></article></main>"
     "<div class='mobile-footer'><div class='footer-accordion'>"
     + drawers([("ང་ཚོའི་སྐོར།", links(["ལས་བྱེད་པ།", "ལོ་རྒྱུས།", "འབྲེལ་བ།"])),
                ("རོགས་རམ།", links(["དྲི་བ་ཡང་ཡང་འདྲི་བ།", "ཉེན་བརྡ།", "སྒེར་གྱི་གསང་དོན།"])),
                ("རྗེས་འདེད།", links(["Facebook", "WeChat", "YouTube"]))]) + "</div></div>",
     ["དཔེ་ཆ་ཁྲི་གཉིས་ལྷག་ཡོད", "ཉིན་རེ་བཞིན་ཆུ་ཚོད་བཅུ་གཉིས་"], ["ང་ཚོའི་སྐོར།", "ལས་བྱེད་པ།", "སྒེར་གྱི་གསང་དོན།"]),
    ("cookie_drawers_after_story_en", "en",
     "<div class='wrap'><main><article><h1>River festival returns after five years</h1>"
     "<p>The river festival returned to the old town on Saturday after a break of five years, with boats from twelve "
     "villages.</p><p>Organisers said more than three thousand people came to watch the races along the embankment."
     "</p></article></main></div><div id='cookie-settings' class='consent-panel'>"
     + drawers([("Strictly necessary cookies", "<p>These cookies are needed for the website to function and cannot be "
                 "switched off in our systems.</p>"),
                ("Performance cookies", "<p>These cookies allow us to count visits and traffic sources so we can "
                 "measure and improve the performance of our site.</p>")]) + "</div>",
     ["boats from twelve villages", "three thousand people"], ["Strictly necessary cookies", "count visits"]),
    ("faq_drawers_en", "en",
     "<main><article><h1>Frequently asked questions</h1>"
     "<p>These are the questions readers ask us most often about the archive and how it is built.</p><div class='faq'>"
     + drawers([("Does the archive keep old fonts?", "<p>Yes. Pages in the old Tibetan fonts are converted to Unicode "
                 "before they are stored, so a search finds them with the same words as a modern page. The conversion "
                 "tables are checked by hand for every font we meet.</p>"),
                ("How often is it updated?", "<p>Every week, on Sunday night.</p>"),
                ("Can I download it?", "<p>Yes, as one file per year.</p>")]) + "</div></article></main>",
     ["Does the archive keep old fonts?", "The conversion tables are checked by hand", "Every week, on Sunday night."],
     []),
    ("other_news_section_heading_en", "en",
     "<main><article><h1>Scholars meet in Dharamsala to discuss digital archives</h1>"
     "<p>More than eighty scholars gathered this week to discuss how old Tibetan texts can be kept and searched online."
     "</p><p>The opening talk described a new catalogue of twelve thousand manuscripts scanned over the past three "
     "years.</p><h2>Other news from the conference</h2><p>Besides the catalogue, delegates agreed to meet again next "
     "spring in Kathmandu and to share their font tables openly.</p><p>A prize for the best student paper went to a "
     "study of printing blocks in a monastery in Dege.</p></article></main>",
     ["Other news from the conference", "share their font tables openly", "printing blocks in a monastery"], []),
    ("other_news_box_ug", "ug",
     "<main><article><h1>ئاقسۇدا ئالما ھوسۇلى مول بولدى</h1>"
     "<p>بۇ يىل ئاقسۇ ۋىلايىتىدە ئالما ھوسۇلى ئالدىنقى يىلدىكىدىن ئوتتۇز پىرسەنت ئاشتى، دېھقانلار ناھايىتى خۇشال.</p>"
     "<p>يېزا ئىگىلىك ئىدارىسىنىڭ مەلۇماتىچە، ئالمىلار ئىچكى ئۆلكىلەرگە ۋە چەت ئەللەرگە سېتىلىدۇ.</p>"
     "<section class='more'><h3>باشقا خەۋەرلەر</h3><ul>"
     "<li><a href='/n1'>تۇرپاندا ئۈزۈم بايرىمى باشلاندى</a> <span>2026-09-01</span></li>"
     "<li><a href='/n2'>خوتەن گىلەم بازىرىدا سودا جانلاندى</a> <span>2026-08-28</span></li>"
     "<li><a href='/n3'>قەشقەردە يېڭى كۇتۇپخانا ئېچىلدى</a> <span>2026-08-25</span></li></ul></section>"
     "</article></main>",
     ["ئوتتۇز پىرسەنت ئاشتى", "چەت ئەللەرگە سېتىلىدۇ"], ["باشقا خەۋەرلەر", "ئۈزۈم بايرىمى"]),
]


@pytest.mark.parametrize(("lang", "body", "wanted", "furniture"), [p[1:] for p in PAGES], ids=[p[0] for p in PAGES])
def test_listing_rules_keep_the_page_and_drop_the_furniture(lang: str, body: str, wanted: list[str],
                                                            furniture: list[str]) -> None:
    text = auto_text(page(body, lang))
    assert [w for w in wanted if w not in text] == []
    assert [f for f in furniture if f in text] == []
