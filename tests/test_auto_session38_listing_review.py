"""Review of the listing rules of ``auto.news_lists`` (our own Tibetan, Uyghur, Chinese and English pages): a short
story or thread over a labelled list of other stories with their dates keeps the story, not the list, even when the
model kept the list's first rows (``keep_dated_title_rows`` no longer completes a box of other stories under a story);
a section page's own title over its tabs of sub-sections stays when the tabs go (``drop_section_menus``); a loose
list's rows (``<li><p><a>title</a> (date)</p></li>``) are completed like a tight list's. Guards: a portal's section
list, a press-release index inside an article and a year archive of several dated lists keep every title; a
podcast's episode lines naming each guest beside its running time stay (``teasers.drop_record_labels``)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text
from tests.test_auto_listing_engines_more import kept_scored  # (scores each block by the lines it holds)

MENU = ["Home", "News", "མགོ་ངོས།", "خەۋەرلەر", "新闻中心"]
HEADER = ("<div class='header'><div class='logo'><a href='/'><img src='/logo.png' alt='logo'></a></div><ul class='nav'>"
          + "".join(f"<li><a href='/n{k}/'>{entry}</a></li>" for k, entry in enumerate(MENU)) + "</ul></div>")
FOOTER = "<div class='footer'><p>© 2026 Example Media. All rights reserved.</p></div>"


def page(body: str, lang: str = "en", title: str = "page") -> str:
    """A page of the site's header, ``body`` and its footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
            f"{HEADER}{body}{FOOTER}</body></html>")


def dated_list(titles: list[str], dates: list[str]) -> str:
    """``ul`` rows of a linked title and its date badge."""
    return "<ul>" + "".join(f"<li><a href='/a/{k}.html'>{title}</a> <span class='date'>{date}</span></li>"
                            for k, (title, date) in enumerate(zip(titles, dates))) + "</ul>"


# ---------------------------------------------------------------- a story over a labelled list of other stories
# (lang, headline, the story's lines, the list's label, its titles, their dates)
STORIES = [
    ("en", "Ferry back in service", ["The island ferry returned to service on Thursday after a week in dry dock."],
     "Also in Coast News", ["Harbour wall repairs finish early", "Lifeboat crew rescue two kayakers",
                            "Fish market to open on Sundays", "Sea swimming club marks fifty years",
                            "Beach clean draws two hundred volunteers", "Storm closes the coast road"],
     ["4 Mar 2026", "4 Mar 2026", "3 Mar 2026", "3 Mar 2026", "2 Mar 2026", "2 Mar 2026"]),
    ("zh", "县城迎来第一场春雨", ["3月4日，县城迎来今年第一场春雨，农牧民抓紧时机开始春播。"], "更多图片新闻",
     ["我县举行植树造林活动", "县领导调研春耕生产", "第二届牦牛文化节开幕", "全县教师培训会召开", "县城新建公园对外开放",
      "志愿者走进敬老院", "春季运动会圆满结束"], ["03-04", "03-03", "03-02", "03-01", "02-28", "02-27", "02-26"]),
    ("bo", "ས་གནས་སུ་ཆར་པ་བབས།", ["ཉེ་ཉིན་ས་གནས་སུ་ཆར་པ་ཡག་པོ་བབས་པས་ཞིང་པ་རྣམས་དགའ་པོ་བྱུང་།"], "གསར་འགྱུར་གཞན།",
     ["རྫོང་གི་སློབ་གྲྭ་ཁག་ལ་དཔེ་ཆ་གསར་པ་བསྐུར།", "གྲོང་གསེབ་ཀྱི་ལམ་བཟོ་བའི་ལས་གཞི་མཇུག་སྒྲིལ།", "སྨན་པ་རྣམས་ཀྱིས་འབྲོག་སར་ནད་བཅོས་བྱས།",
      "ལོ་གསར་གྱི་རིག་གནས་འཁྲབ་སྟོན་འཚོགས།", "ཞིང་པ་རྣམས་ལ་ས་བོན་གསར་པ་བགོས།"],
     ["[03-04]", "[03-03]", "[03-02]", "[03-01]", "[02-28]"]),
    ("ug", "يېڭى بازار ئېچىلدى", ["شەھەر مەركىزىدە يېڭى دېھقانلار بازىرى ئېچىلدى.", "بازار ھەر كۈنى ئېچىلىدۇ."],
     "باشقا خەۋەرلەر", ["مەكتەپلەردە كىتاب ئوقۇش ھەپتىلىكى باشلاندى", "يېڭى ئاپتوبۇس لىنىيىسى ئېچىلدى",
                        "دېھقانلارغا ئۇرۇقلۇق تارقىتىلدى", "ياشلار پۇتبول مۇسابىقىسى ئاخىرلاشتى",
                        "قىشلىق ئىسسىقلىق تەمىناتى نورمال بولدى"],
     ["2026-03-04", "2026-03-03", "2026-03-02", "2026-03-01", "2026-02-28"]),
]


def story_page(lang: str, headline: str, lines: list[str], label: str, titles: list[str], dates: list[str]) -> str:
    """A news brief: its headline and lines, then, in the story's element, a labelled list of other dated stories."""
    body = "".join(f"<p>{line}</p>" for line in lines)
    return page(f"<div class='main'><article class='story'><h1>{headline}</h1><div class='story-body'>{body}</div>"
                f"<div class='story-list'><h3>{label}</h3>{dated_list(titles, dates)}</div></article></div>", lang, headline)


@pytest.mark.parametrize(("lang", "headline", "lines", "label", "titles", "dates"), STORIES, ids=[s[0] for s in STORIES])
def test_a_briefs_list_of_other_stories_kept_at_its_head_is_not_completed(lang: str, headline: str, lines: list[str],
                                                                          label: str, titles: list[str],
                                                                          dates: list[str]) -> None:
    text = kept_scored(story_page(lang, headline, lines, label, titles, dates), [headline, *lines, label, *titles[:2]],
                       titles[2:])
    assert all(line in text for line in lines)
    assert not any(title in text for title in titles[2:])


# ---------------------------------------------------------------- section pages stay complete
SECTION_TITLES = ["关于2026年度县级财政预算公开的公告", "县城区集中供热价格调整听证会公告", "关于开展第七次草原资源普查的通知",
                  "县第二中学教学楼建设项目招标公告", "关于2026年农机购置补贴申请的公示"]
SECTION_DATES = [f"2026-03-{day:02d}" for day in range(12, 7, -1)]
TABS = ["全部", "工作通知", "社会公示", "招投标", "人事信息"]


def tabbed_section(column: str = "通知公告") -> str:
    """A portal's section page: its title over its tabs of sub-sections and its list of dated titles, in one element."""
    tabs = "".join(f"<li><a href='/t/{k}/'>{tab}</a></li>" for k, tab in enumerate(TABS))
    return page(f"<div class='content'><h2 class='lmtitle'>{column}</h2><ul class='tabs'>{tabs}</ul>"
                f"{dated_list(SECTION_TITLES, SECTION_DATES)}</div>", "zh", column)


def test_a_section_pages_title_over_its_tabs_stays_when_the_tabs_go() -> None:
    text = kept_scored(tabbed_section(), ["通知公告", TABS[0], SECTION_TITLES[0], SECTION_TITLES[-1]], SECTION_TITLES)
    assert "通知公告" in text
    assert all(title in text for title in SECTION_TITLES)
    assert TABS[0] not in text


YEARS = {"2025": ["Learning the Tibetan alphabet", "ཁ་བཏགས་ཀྱི་གོ་དོན།", "Notes from the spring fair", "A walk to the lake"],
         "2024": ["Notes from a winter in Lhasa", "Butter tea, three ways", "བོད་ཀྱི་གླུ་གཞས་གསར་པ།", "The old bridge"]}


def test_a_year_archives_second_list_under_its_year_is_completed() -> None:
    body = "".join(f"<h2>{year}</h2>" + dated_list(titles, [f"{year}-0{k + 1}-10" for k in range(len(titles))])
                   for year, titles in YEARS.items())
    markup = page(f"<main><h1>Archive</h1>{body}</main>")
    text = kept_scored(markup, ["Archive", "2025", "2024", *YEARS["2025"], YEARS["2024"][0], YEARS["2024"][-1]],
                       YEARS["2024"])
    assert all(title in text for titles in YEARS.values() for title in titles)


# ---------------------------------------------------------------- a loose list's rows
RELEASES = [("Version 3.2", "2026-03-01"), ("Version 3.1", "2026-01-15"), ("Version 3.0", "2025-11-20"),
            ("Version 2.9", "2025-09-02"), ("Version 2.8", "2025-06-30"), ("Version 2.7", "2025-04-11"),
            ("Version 2.6", "2025-02-03"), ("Version 2.5", "2024-12-09")]
DOC_NAV = ["Getting started", "Installation", "Configuration", "Command line", "Plugins", "Release notes", "FAQ"]


def test_a_docs_release_index_in_a_loose_list_keeps_every_release() -> None:
    nav = "".join(f"<li class='toctree-l1'><a class='reference internal' href='/{k}.html'>{entry}</a></li>"
                  for k, entry in enumerate(DOC_NAV))
    rows = "".join(f"<li><p><a href='/r/{k}.html'>{version}</a> ({date})</p></li>" for k, (version, date) in enumerate(RELEASES))
    markup = page(f"<nav class='wy-nav-side'><div class='wy-menu wy-menu-vertical'><p class='caption'>Contents</p><ul>{nav}"
                  "</ul></div></nav><div role='main' class='document'><h1>Release notes</h1><p>Every release with its "
                  f"date; the full notes are on each release's page.</p><ul class='simple'>{rows}</ul></div>")
    text = auto_text(markup)
    assert all(version in text for version, _ in RELEASES)
    assert "Command line" not in text and "Plugins" not in text


PRESS = ["Council approves the new riverside park", "Winter road gritting starts on Monday",
         "Library extends its weekend opening hours", "New recycling bins for the old town",
         "Consultation on the bus station opens", "Spring market dates announced"]


def test_a_press_release_index_inside_an_article_keeps_its_titles() -> None:
    rows = "".join(f"<li><a href='/press/{k}'>{title}</a> – {12 - k} March 2026</li>" for k, title in enumerate(PRESS))
    markup = page("<main id='main'><article class='page'><h1>Press releases 2026</h1><div class='entry-content'>"
                  f"<p>Our press releases of this year, newest first.</p><ul class='wp-block-list'>{rows}</ul>"
                  "<p>For older releases see the archive.</p></div></article></main>")
    text = kept_scored(markup, ["Press releases 2026", "Our press releases", PRESS[0], PRESS[-1]], PRESS)
    assert all(title in text for title in PRESS)
    assert all(title in auto_text(markup) for title in PRESS)


# ---------------------------------------------------------------- record lines that differ in a word stay
# (lang, title, records: heading link, meta line, summary): a podcast's "with <guest> · 42:10" and a TV guide's
# "19:00 藏语频道" lines are alike up to their numbers only where the word is the same (``drop_record_labels``)
EPISODES = [("Episode 12", "with Pema", "42:10", "Pema talks about teaching maths in two languages."),
            ("Episode 11", "with Aygul", "38:05", "Aygul explains how she records village songs on her phone."),
            ("Episode 10", "with Tenzin", "51:47", "Tenzin on building a keyboard app for Tibetan script."),
            ("Episode 9", "with Li Wei", "33:20", "Li Wei describes the night market he has run for twenty years.")]


def test_a_podcasts_episode_lines_naming_each_guest_stay() -> None:
    rows = "".join(f"<div class='episode'><h3 class='episode-title'><a href='/ep/{k}'>{title}</a></h3><span "
                   f"class='episode-meta'><span class='guest'>{guest}</span> · <span class='duration'>{length}</span>"
                   f"</span><p class='episode-description'>{summary}</p></div>"
                   for k, (title, guest, length, summary) in enumerate(EPISODES))
    text = auto_text(page("<main><h1>The Two Rivers Podcast</h1><p class='show-description'>Conversations with people "
                          f"who live and work between languages.</p><div class='episodes'>{rows}</div></main>"))
    assert all(guest in text and summary in text for _, guest, _, summary in EPISODES)
