"""More listing pages in the markup of common engines (our own Tibetan, Uyghur, Chinese and English entries): a
TRS/WCM portal's section list of dated titles keeps every title, not only the ones the model kept, and drops its pager
and the head of its column of sibling sections (``auto.news_lists``); a podcast's episode rows drop their "#42 42:10 ▶ Play" line, alike up to its numbers in every
record (``teasers.drop_record_labels``); a job board's positions, each a heading in the link around its card, keep their
titles beside their kept summaries (``news_lists.keep_linked_record_headings``); Ghost and Hugo tag archives, a Jekyll year archive, an events calendar, a
site's search results, a library's catalogue results and a feed reader keep their entries. Guards: an article beside a
side column of dated news links, a story about a newspaper's first and last page, a dated list of evenings in a
festival report and an essay whose year headings sit over prose stay whole."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.dom import build_dom
from tests.extraction_pages import auto_text

MENU = ["མགོ་ངོས།", "གསར་འགྱུར།", "Home", "About us", "باش بەت", "خەۋەرلەر"]
HEADER = ("<header class='site-header'><div class='logo'><a href='/'>Site</a></div><nav class='main-nav'><ul>"
          + "".join(f"<li><a href='/m{k}'>{entry}</a></li>" for k, entry in enumerate(MENU)) + "</ul></nav></header>")
FOOTER = "<footer class='site-footer'><p>© 2026 Site. All rights reserved.</p><a href='/privacy'>Privacy</a></footer>"


def page(body: str, lang: str = "en", title: str = "index") -> str:
    """A page of the site's header, ``body`` and its footer, under its ``<title>``."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
            f"{HEADER}{body}{FOOTER}</body></html>")


def link_items(entries: list[str], path: str) -> str:
    """``entries`` as ``<li>`` links under ``path``."""
    return "".join(f"<li><a href='{path}{k}'>{entry}</a></li>" for k, entry in enumerate(entries))


# ---------------------------------------------------------------- a portal's section list of dated titles
# (lang, column title, the side column's heading and sibling sections, titles, pager labels: first, previous, next,
# last)
PORTALS = [
    ("bo", "བརྡ་ཁྱབ་གསལ་བསྒྲགས།", ["ལས་ཁུངས་གསར་འགྱུར།", "གསར་འགྱུར།", "བརྡ་ཁྱབ།", "སྲིད་ཇུས།", "ས་གནས་ཀྱི་ལས་དོན།"],
     ["ལྷ་སར་སློབ་གྲྭ་གསར་པ་གཉིས་འཛུགས་སྐྲུན་བྱས།", "ཞིང་འབྲོག་པའི་ལོ་ཐོག་ལས་དོན་སྐོར་གྱི་ཚོགས་འདུ་བསྡུས།",
      "རྫོང་གི་སྨན་ཁང་གིས་གྲོང་གསེབ་ཏུ་ནད་བཅོས་ཞབས་ཞུ་བྱས།", "བོད་ཡིག་ཡི་གེ་འབྲི་བའི་འགྲན་བསྡུར་ཐེངས་གསུམ་པ་འཚོགས།",
      "ས་གནས་ཀྱི་ལམ་གསར་པ་བེད་སྤྱོད་དུ་བཏང་།"], ["མགོ་ཤོག", "གོང་ཤོག", "རྗེས་ཤོག", "མཇུག་ཤོག"]),
    ("ug", "ئۇقتۇرۇش ۋە ئېلانلار", ["ئورگان خەۋەرلىرى", "خەۋەرلەر", "ئۇقتۇرۇشلار", "سىياسەت", "يېزا-بازار خەۋەرلىرى"],
     ["ناھىيەلىك مەدەنىيەت سارىيىدا ئۇيغۇر خەتتاتلىق كۇرسى ئېچىلدى", "باشلانغۇچ مەكتەپلەردە سۇ بىخەتەرلىكى تەربىيىسى ئېلىپ بېرىلدى",
      "يايلاق ئاسراش خىزمىتى يىغىنى ئېچىلدى", "شەھەرلىك دوختۇرخانا مەھەللىلەردە ھەقسىز داۋالاش پائالىيىتى ئۆتكۈزدى",
      "ئىككىنچى تۈركۈمدىكى غەيرىي ماددىي مەدەنىيەت مىراسلىرى ئېلان قىلىندى"],
     ["باش بەت", "ئالدىنقى بەت", "كېيىنكى بەت", "ئاخىرقى بەت"]),
    ("zh", "通知公告", ["部门信息", "政务动态", "通知公告", "部门动态", "乡镇动态"],
     ["关于做好2026年春季农牧业生产工作的通知", "县文化馆举办藏文书法培训班", "全县中小学开展防溺水安全教育活动",
      "自治区召开牧区草场保护工作会议", "关于公布第二批非物质文化遗产名录的公告"], ["首页", "上一页", "下一页", "尾页"]),
]


# A pager's link: a plain link, or one a script drives (no address: the TRS/WCM pager's "onclick" page calls)
PAGER_LINKS = {"href": "href='index_{page}.html'", "script": "onclick='goPage({page})'"}


def portal_page(lang: str, column: str, sections: list[str], titles: list[str], pager: list[str],
                pager_link: str = "href", date: str = "2026-02-1{k}") -> str:
    """A TRS/WCM-style section page: a left column of sibling sections under its heading (``sections[0]``), the
    column's title over ``ul.list`` rows (a date badge, then the linked title) and a pager of first, previous, numbers,
    next, last and the count of pages."""
    rows = "".join(f"<li><span class='date'>{date.format(k=k)}</span><a href='/art/{k}.html'>{title}</a></li>"
                   for k, title in enumerate(titles))
    first, previous, following, last = pager
    link = PAGER_LINKS[pager_link]
    pager_html = "<div class='pages'>" + "".join(
        f"<a {link.format(page=number)}>{label}</a>"
        for number, label in ((0, first), (0, previous), (0, "1"), (1, "2"), (1, following), (7, last))) + "<span>8</span></div>"
    body = (f"<div class='container'><div class='sidebar'><h3>{sections[0]}</h3><ul>{link_items(sections[1:], '/c/')}</ul>"
            f"</div><div class='content'><h2 class='column-title'>{column}</h2><ul class='list'>{rows}</ul>{pager_html}"
            "</div></div>")
    return page(body, lang, sections[2])  # the portal titles the page with the section's short name


@pytest.mark.parametrize("pager_link", list(PAGER_LINKS))
@pytest.mark.parametrize(("lang", "column", "sections", "titles", "pager"), PORTALS, ids=[p[0] for p in PORTALS])
def test_a_portals_section_list_keeps_every_dated_title(lang: str, column: str, sections: list[str],
                                                        titles: list[str], pager: list[str], pager_link: str) -> None:
    text = auto_text(portal_page(lang, column, sections, titles, pager, pager_link))
    assert all(title in text for title in titles)
    assert sections[-1] not in text
    if pager_link == "href":  # a script's pager, no link, is left to the model (``tables.drop_page_number_rows``)
        assert pager[-1] not in text


KEPT_SCORE = 1.0  # a stage-2 logit the threshold keeps
UNDER_SCORE = auto.THRESHOLD - 0.2  # a row's logit just under the threshold, far above the rescue floor
MENU_SCORE = -5.0  # a menu's or a side column's entry


def kept_scored(markup: str, kept: list[str], under: list[str]) -> str:
    """The text ``auto.kept_nodes`` keeps of ``markup`` when the blocks holding a line of ``kept`` score
    ``KEPT_SCORE``, those holding one of ``under`` ``UNDER_SCORE`` and the others ``MENU_SCORE``: the steps after the
    model, on a page scored as the model scored a Tibetan portal's section (its first and last row kept)."""
    dom = build_dom(lxml.html.document_fromstring(markup))
    blocks = auto.block_features(dom, dom.title)
    scores = [KEPT_SCORE if any(line in text for line in kept) else UNDER_SCORE if any(line in text for line in under)
              else MENU_SCORE for text in blocks.texts]
    return dom.render(auto.kept_nodes(dom, blocks, scores))


@pytest.mark.parametrize("date", ["2026-02-1{k}", "[03-0{k}]", "2026年3月{k}日"])  # a year's date, this year's month-day
@pytest.mark.parametrize(("lang", "column", "sections", "titles", "pager"), PORTALS, ids=[p[0] for p in PORTALS])
def test_a_section_list_kept_at_its_ends_keeps_the_rows_between(lang: str, column: str, sections: list[str],
                                                                titles: list[str], pager: list[str], date: str) -> None:
    markup = portal_page(lang, column, sections, titles, pager, date=date)
    text = kept_scored(markup, [column, titles[0], titles[-1]], titles[1:-1])
    assert all(title in text for title in titles)


def wcm_page(lang: str, column: str, sections: list[str], titles: list[str]) -> str:
    """A WCM-style section page: a left column (``div.lm_tit`` over ``ul.lm_list``: the column's title, then its
    sibling sections), a breadcrumb, and ``div.list_con`` rows of the linked title, then its date in brackets."""
    rows = "".join(f"<li><a href='/art/{k}.html' target='_blank'>{title}</a><span>[2026-03-0{k + 1}]</span></li>"
                   for k, title in enumerate(titles))
    body = (f"<div class='main'><div class='left'><div class='lm_tit'>{sections[0]}</div><ul class='lm_list'>"
            f"{link_items(sections[1:], '/col/')}</ul></div><div class='right'><div class='position'>"
            f"<a href='/'>{MENU[0]}</a> &gt; {column}</div><div class='list_con'><ul class='list'>{rows}</ul></div>"
            "</div></div>")
    return page(body, lang, column)


def test_a_wcm_sections_column_of_sibling_sections_stays_out() -> None:
    _, column, sections, titles, _ = PORTALS[2]
    text = auto_text(wcm_page("zh", column, ["政务公开", *sections[1:], "政策解读"], titles))
    assert all(title in text for title in titles)
    assert "政务公开" not in text and "政务动态" not in text


@pytest.mark.parametrize(("lang", "column", "sections", "titles", "pager"), PORTALS, ids=[p[0] for p in PORTALS])
def test_a_section_lists_column_kept_at_its_head_goes(lang: str, column: str, sections: list[str], titles: list[str],
                                                      pager: list[str]) -> None:
    text = kept_scored(wcm_page(lang, column, sections, titles), sections[:2] + titles, [])
    assert all(title in text for title in titles)
    assert not any(section in text for section in sections)


def test_a_side_columns_dated_links_beside_a_story_stay_out() -> None:
    text = kept_scored(page(ARTICLE, "zh", "story"), STORY + ["从首页到尾页", LATEST[0]], LATEST[1:])
    assert all(line in text for line in STORY)
    assert not any(title in text for title in LATEST[1:])


# ---------------------------------------------------------------- engines' listings
def episode_list(show: str, about: str, episodes: list[tuple[str, str, str, str]]) -> str:
    """A podcast host's episode list: each episode's number, linked title, length, summary and play button."""
    rows = "".join(f"<div class='episode'><span class='episode-number'>#{number}</span><h3 class='episode-title'>"
                   f"<a href='/ep/{number}'>{title}</a></h3><span class='episode-duration'>{length}</span>"
                   f"<p class='episode-description'>{summary}</p><a class='play-button'>▶ Play</a></div>"
                   for number, title, length, summary in episodes)
    return f"<main><h1>{show}</h1><p class='show-description'>{about}</p><div class='episodes'>{rows}</div></main>"


def ghost_tag(tag: str, about: str, posts: list[tuple[str, str]]) -> str:
    """Ghost's Casper tag archive: the tag's header over ``article.post-card`` cards (title, excerpt, meta)."""
    cards = "".join(
        f"<article class='post-card post'><a class='post-card-image-link' href='/p{k}/'><img class='post-card-image' "
        f"src='/i{k}.jpg'></a><div class='post-card-content'><a class='post-card-content-link' href='/p{k}/'><header "
        f"class='post-card-header'><h2 class='post-card-title'>{title}</h2></header><div class='post-card-excerpt'>"
        f"{excerpt}</div></a><footer class='post-card-meta'><time class='post-card-meta-date' datetime='2026-01-0{k + 1}'>"
        f"Jan {k + 1}, 2026</time><span class='post-card-meta-length'>3 min read</span></footer></div></article>"
        for k, (title, excerpt) in enumerate(posts))
    return (f"<main id='site-main' class='site-main outer'><div class='inner posts'><header class='tag-template-header'>"
            f"<h1 class='post-card-title'>{tag}</h1><div class='post-card-excerpt'>{about}</div></header>"
            f"<div class='post-feed'>{cards}</div></div></main>")


def hugo_tag(tag: str, posts: list[tuple[str, str]]) -> str:
    """Hugo PaperMod's tag page: ``article.post-entry`` entries (title, summary, footer) and a next-page link."""
    entries = "".join(
        f"<article class='post-entry'><header class='entry-header'><h2>{title}</h2></header><div class='entry-content'>"
        f"<p>{summary}</p></div><footer class='entry-footer'><span title='2025-05-12'>2025-05-12</span>&nbsp;·&nbsp;"
        f"2 min</footer><a class='entry-link' href='/posts/{k}/'></a></article>" for k, (title, summary) in enumerate(posts))
    return (f"<main class='main'><header class='page-header'><h1>{tag}</h1></header>{entries}<footer class='page-footer'>"
            "<nav class='pagination'><a class='next' href='/tags/t/page/2/'>Next Page »</a></nav></footer></main>")


def year_archive(years: dict[str, list[tuple[str, str]]]) -> str:
    """A Jekyll theme's archive: a year heading over ``ul.post-list`` rows of "Mar 3 »" and the linked title."""
    sections = "".join(f"<h2 class='archive-year'>{year}</h2><ul class='post-list'>" + "".join(
        f"<li><span class='post-meta'>{day} »</span> <a class='post-link' href='/{year}/{k}/'>{title}</a></li>"
        for k, (day, title) in enumerate(posts)) + "</ul>" for year, posts in years.items())
    return f"<main class='page-content'><div class='wrapper'><h1 class='page-heading'>Archive</h1>{sections}</div></main>"


def search_results(summary: str, results: list[tuple[str, str]], facets: list[str]) -> str:
    """A site search's page: the query's echo, a facet column and results (linked title, snippet, URL line)."""
    items = "".join(f"<div class='search-result'><h3><a href='https://example.org/{k}'>{title}</a></h3><p class='snippet'>"
                    f"{snippet}</p><cite>https://example.org/{k}</cite></div>" for k, (title, snippet) in enumerate(results))
    return (f"<main><form class='search-form'><input name='q' value='q'><button>?</button></form><p class='search-summary'>"
            f"{summary}</p><aside class='facets'><ul>{link_items(facets, '/f/')}</ul></aside>"
            f"<div class='search-results'>{items}</div></main>")


def job_board(title: str, jobs: list[tuple[str, str, str, str]]) -> str:
    """WP Job Manager's listing: each ``li.job_listing`` a link around the position's ``<h3>``, company, place and meta
    row, its summary after the link, and a "load more" link."""
    rows = "".join(f"<li class='job_listing'><a href='/job/{k}'><div class='position'><h3>{position}</h3><div "
                   f"class='company'><strong>{company}</strong></div></div><div class='location'>{place}</div><ul "
                   "class='meta'><li class='job-type full-time'>Full time</li></ul></a>"
                   f"<p class='job-excerpt'>{summary}</p></li>" for k, (position, company, place, summary) in enumerate(jobs))
    return (f"<main><h1>{title}</h1><div class='job_listings'><ul class='job_listings'>{rows}</ul>"
            "<a class='load_more_jobs' href='#'>Load more</a></div></main>")


JOBS = job_board("خىزمەت ئورۇنلىرى", [
    ("ئۇيغۇرچە تەرجىمان", "بىلىم نەشرىياتى", "ئۈرۈمچى", "ئۇيغۇرچە ۋە خەنزۇچە كىتابلارنى تەرجىمە قىلىش، ئۈچ يىللىق تەجرىبە تەلەپ قىلىنىدۇ."),
    ("مەكتەپ ئوقۇتقۇچىسى", "يېڭى ئەۋلاد مەكتىپى", "قەشقەر", "باشلانغۇچ سىنىپلارغا ئانا تىل دەرسى ئۆتۈش، كىنىشكىسى بولۇشى كېرەك."),
    ("تور بېكەت تەھرىرى", "تارىم مېدىيا", "خوتەن", "ھەر كۈنى خەۋەر تەھرىرلەش ۋە رەسىم تاللاش، ئىجتىمائىي تاراتقۇلارنى بىلىش."),
])
PODCAST = episode_list("བོད་སྐད་གླེང་མོལ།", "བདུན་ཕྲག་རེར་བོད་ཀྱི་སྐད་ཡིག་དང་རིག་གནས་སྐོར་གྱི་གླེང་མོལ།", [
    ("42", "ཁ་སྐད་དང་ཡི་གེའི་ཁྱད་པར།", "42:10", "ཐེངས་འདིར་ང་ཚོས་བོད་ཀྱི་ཁ་སྐད་ཁག་དང་ཡིག་སྐད་ཀྱི་ཁྱད་པར་སྐོར་གླེང་མོལ་བྱས།"),
    ("41", "འབྲོག་པའི་འཚོ་བ།", "38:05", "ནག་ཆུའི་འབྲོག་པ་ཞིག་དང་ལྷན་དུ་དགུན་ཁའི་འཚོ་བའི་སྐོར་བཅར་འདྲི་བྱས།"),
    ("40", "Tibetan music today", "51:47", "A conversation with two young musicians about recording folk songs."),
])
GHOST = ghost_tag("རིག་གནས།", "བོད་ཀྱི་རིག་གནས་སྐོར་གྱི་རྩོམ་ཡིག་ཚང་མ།", [
    ("བོད་ཀྱི་ལོ་གསར་གྱི་གོམས་སྲོལ།", "ལོ་གསར་ནི་བོད་མིའི་དུས་ཆེན་གལ་ཆེ་ཤོས་ཡིན་ཞིང་། ཁྱིམ་ཚང་རེ་རེས་ཁ་ཟས་གསར་པ་གྲ་སྒྲིག་བྱེད།"),
    ("ཞོ་སྟོན་དུས་ཆེན་གྱི་ལོ་རྒྱུས།", "ཞོ་སྟོན་ནི་དབྱར་དུས་ཀྱི་དུས་ཆེན་ཞིག་ཡིན་ལ། ཨ་ཅེ་ལྷ་མོའི་ཟློས་གར་འཁྲབ་སྟོན་བྱེད།"),
    ("ས་ག་ཟླ་བའི་མཆོད་འབུལ།", "ས་ག་ཟླ་བར་མི་མང་པོས་གླིང་སྐོར་བྱེད་ཅིང་དགེ་བ་སྒྲུབ་པའི་སྲོལ་ཡོད།"),
])
HUGO = hugo_tag("ساياھەت", [
    ("قەشقەر كونا شەھىرى", "كونا شەھەرنىڭ تار كوچىلىرى ۋە ھۈنەرۋەنچىلىك دۇكانلىرى ھەققىدە خاتىرە."),
    ("تۇرپان ئۈزۈمزارلىقى", "ئاۋغۇست ئېيىدا ئۈزۈم ئۈزۈش مەۋسۇمى باشلىنىدۇ، كەنت ئاھالىسى بىرلىكتە ئىشلەيدۇ."),
    ("ئىلى دەرياسى بويىدا", "دەريا بويىدىكى كەنتلەردە ئۆتكۈزگەن بىر ھەپتىلىك سەپەر تەسىراتلىرى."),
])
JEKYLL = year_archive({"2025": [("Mar 3", "Learning the Tibetan alphabet, one letter a day"),
                                ("Jan 21", "ཁ་བཏགས་ཀྱི་གོ་དོན།")],
                       "2024": [("Dec 9", "Notes from a winter in Lhasa"), ("Aug 2", "Butter tea, three ways"),
                                ("May 17", "བོད་ཀྱི་གླུ་གཞས་གསར་པ།")]})
SEARCH = search_results("«مۇقام» ئۈچۈن 20 نەتىجە تېپىلدى", [
    ("ئۇيغۇر مۇقاملىرى ھەققىدە", "ئون ئىككى مۇقام ئۇيغۇر خەلقىنىڭ ئەڭ قىممەتلىك مەدەنىيەت مىراسلىرىنىڭ بىرى."),
    ("مۇقام ئۆگىنىش كۇرسى", "بۇ كۇرستا ياشلار راۋاپ ۋە دۇتار چېلىشنى ئۆگىنىدۇ، ھەر ھەپتە شەنبە كۈنى دەرس بولىدۇ."),
    ("قەشقەر مۇقام ئانسامبىلى", "ئانسامبىل 1950-يىللاردا قۇرۇلغان بولۇپ، ھازىر ئەللىكتىن ئارتۇق سەنئەتكار بار."),
], ["ماقالە (12)", "سىن (3)", "رەسىم (5)"])

# (name, lang, body, kept, left out)
LISTINGS = [
    ("podcast", "bo", PODCAST, ["ཁ་སྐད་དང་ཡི་གེའི་ཁྱད་པར།", "Tibetan music today", "ནག་ཆུའི་འབྲོག་པ་ཞིག"], ["▶ Play"]),
    ("ghost tag", "bo", GHOST, ["ཞོ་སྟོན་དུས་ཆེན་གྱི་ལོ་རྒྱུས།", "ས་ག་ཟླ་བར་མི་མང་པོས", "བོད་ཀྱི་རིག་གནས་སྐོར"], ["3 min read"]),
    ("hugo tag", "ug", HUGO, ["تۇرپان ئۈزۈمزارلىقى", "بىر ھەپتىلىك سەپەر"], ["Next Page"]),
    ("jekyll archive", "en", JEKYLL, ["Butter tea, three ways", "ཁ་བཏགས་ཀྱི་གོ་དོན།", "Notes from a winter in Lhasa"],
     ["About us"]),
    ("job board", "ug", JOBS, ["ئۇيغۇرچە تەرجىمان", "مەكتەپ ئوقۇتقۇچىسى", "تور بېكەت تەھرىرى", "ھەر كۈنى خەۋەر"],
     ["Load more"]),
    ("search results", "ug", SEARCH, ["مۇقام ئۆگىنىش كۇرسى", "ھەر ھەپتە شەنبە كۈنى"], ["رەسىم (5)"]),
]


@pytest.mark.parametrize(("name", "lang", "body", "kept", "dropped"), LISTINGS, ids=[entry[0] for entry in LISTINGS])
def test_an_engines_listing_keeps_its_entries_not_its_furniture(name: str, lang: str, body: str, kept: list[str],
                                                               dropped: list[str]) -> None:
    text = auto_text(page(body, lang, name))
    assert all(line in text for line in kept)
    assert not any(line in text for line in dropped)


# ---------------------------------------------------------------- guards: article prose in the same words and markup
LATEST = ["关于做好春季农牧业生产工作的通知", "县文化馆举办藏文书法培训班", "全县中小学开展防溺水安全教育活动",
          "自治区召开牧区草场保护工作会议", "市人民医院开展义诊进社区活动"]
STORY = ["老陈在县报做了三十年编辑。他说，每一期报纸从首页到尾页，他都要亲自读一遍，共12页，一页也不能少。",
         "2026-03-05那天，他退休了。同事们在报社门口为他送行，他说自己最怀念的是深夜排版的时光。",
         "他把自己编过的第一份报纸装进相框，挂在家里的客厅，说这是他一生最重要的作品。"]
SIDE_NEWS = ("<aside class='widget'><h3>最新文章</h3><ul>" + "".join(
    f"<li><a href='/n/{k}'>{title}</a><span>[2026-03-0{k + 1}]</span></li>" for k, title in enumerate(LATEST))
    + "</ul></aside>")
ARTICLE = ("<div class='container'><article class='post'><h1>从首页到尾页：一位编辑的三十年</h1><div class='entry-content'>"
           + "".join(f"<p>{line}</p>" for line in STORY) + f"</div></article>{SIDE_NEWS}</div>")
FESTIVAL = ("<article class='post'><h1>Five evenings of music</h1><div class='entry-content'><p>The festival ran for "
            "five evenings, and each one had its own mood.</p><ul>"
            "<li>12 MAR — the dutar players opened with a slow muqam that silenced the hall.</li>"
            "<li>13 MAR — a Tibetan choir from Amdo sang work songs of the nomads.</li>"
            "<li>14 MAR — the students of the conservatory played their own compositions for the first time.</li>"
            "<li>15 MAR — <a href='/poets'>three poets</a> read in Uyghur, Tibetan and Chinese.</li></ul>"
            "<p>On the last night the audience would not leave until the musicians played again.</p></div></article>")
YEARS = ("<article class='post'><h1>ལོ་ཟླའི་རྗེས་ཤུལ།</h1><div class='entry-content'><p>ང་ཚོའི་གྲོང་གསེབ་ཀྱི་ལོ་རྒྱུས་ལོ་རེ་བཞིན་བྲིས་ཡོད།</p>"
         "<h2>2025</h2><p>ལོ་འདིར་གྲོང་གསེབ་ཏུ་སློབ་གྲྭ་གསར་པ་ཞིག་བཙུགས་ཤིང་། བྱིས་པ་སུམ་ཅུ་ལྷག་སློབ་སྦྱོང་ལ་ཞུགས།</p>"
         "<h2>2024</h2><p>ལོ་དེར་ཆར་པ་མང་བས་ཞིང་ཁའི་ལོ་ཐོག་ཡག་པོ་བྱུང་ཞིང་། གྲོང་མི་ཚོ་དགའ་པོ་བྱུང་།</p></div></article>")

RELATED = [("ལྷ་སའི་དཔྱིད་ཀ།", "དཔྱིད་ཀའི་ལྷ་སར་མེ་ཏོག་མང་པོ་བཞད།"), ("ཡིག་གཟུགས་གསར་པ།", "ཡིག་གཟུགས་གསར་པ་གསུམ་རིན་མེད་དུ་སྤེལ།"),
           ("ནགས་ཚལ་ནང་གི་ཉིན་གཅིག", "ཀོང་པོའི་ནགས་ཚལ་ནང་ཉིན་གཅིག་བསྡད།")]
POEM = ["ཉི་མ་ཤར་བའི་རི་བོ་ལ། །", "ལུག་ཁྱུ་དཀར་པོ་འགྲོ་ཞིང་ཡོད། །", "འབྲོག་པའི་གླུ་དབྱངས་རླུང་དང་འགྲོགས། །",
        "ང་ཡི་སེམས་ཀྱང་དེ་རུ་འཁྱམས། །"]
STORY_WITH_CARDS = ("<article class='post'><h1>འབྲོག་ཡུལ་གྱི་གླུ།</h1><div class='entry-content'>"
                    + "".join(f"<p>{line}</p>" for line in POEM) + "</div></article><section class='more-posts'>"
                    + "".join(f"<div class='card'><a href='/r/{k}'><h3>{title}</h3></a><p>{summary}</p></div>"
                              for k, (title, summary) in enumerate(RELATED)) + "</section>")

# (name, lang, body, the article's lines, the side column's)
GUARDS = [
    ("poem over cards of other posts", "bo", STORY_WITH_CARDS, POEM, [title for title, _ in RELATED]),
    ("story beside dated news links", "zh", ARTICLE, STORY, LATEST),
    ("festival evenings", "en", FESTIVAL, ["12 MAR — the dutar players", "15 MAR — three poets read", "On the last night"],
     []),
    ("year headings over prose", "bo", YEARS, ["2025", "བྱིས་པ་སུམ་ཅུ་ལྷག", "ཞིང་ཁའི་ལོ་ཐོག་ཡག་པོ"], []),
]


@pytest.mark.parametrize(("name", "lang", "body", "kept", "dropped"), GUARDS, ids=[guard[0] for guard in GUARDS])
def test_an_articles_dated_lines_and_pager_words_stay_whole(name: str, lang: str, body: str, kept: list[str],
                                                           dropped: list[str]) -> None:
    text = auto_text(page(body, lang, name))
    assert all(line in text for line in kept)
    assert not any(line in text for line in dropped)
