"""Listing pages in the markup of common engines (our own Tibetan, Uyghur, Chinese and English entries): a catalogue's,
a wiki category's or a glossary's A-Z index of links (``auto.indexes``), a fixtures list under its header row
(``tables.complete_tables``), a category archive's header box over its posts (``auto.archives``), a community's feed
of titles (``records.keep_title_feeds``), and the listings Drupal, a Chinese CMS and a podcast host print, keep their
entries and drop their pagers and side columns. Guards: an article's lettered sections of prose, a side column's tags
by letter, standings and calendar beside a post, and a story's own price table keep the article as it is."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

# a site's menu, in its languages
MENU = ["མགོ་ངོས།", "གསར་འགྱུར།", "Home", "About us", "Contact", "باش بەت", "خەۋەرلەر"]
HEADER = ("<header class='site-header'><div class='logo'><a href='/'>Site</a></div><nav class='main-nav'><ul>"
          + "".join(f"<li><a href='/m{k}'>{entry}</a></li>" for k, entry in enumerate(MENU)) + "</ul></nav></header>")
FOOTER = ("<footer class='site-footer'><p>© 2024 Site. All rights reserved.</p><ul><li><a href='/privacy'>Privacy</a>"
          "</li><li><a href='/terms'>Terms</a></li></ul></footer>")


def page(body: str, lang: str = "en", title: str = "index") -> str:
    """A page of the site's header, ``body`` and its footer, under its ``<title>``."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
            f"{HEADER}{body}{FOOTER}</body></html>")


def links(entries: list[str], item: str = "") -> str:
    """``entries`` as links, each in an ``item`` element (bare links when empty)."""
    return "".join(f"<{item}><a href='/e/{k}'>{e}</a></{item}>" if item else f"<a href='/e/{k}'>{e}</a>"
                   for k, e in enumerate(entries))


# (engine, lang, title, {letter: entries}): a catalogue's, a wiki category's and a glossary's indexes
INDEXES = [
    ("catalogue", "en", "Hardware Categories",
     {"A": ["Adapters", "Anchors"], "B": ["Bands", "Bolts"], "C": ["Caps", "Clamps"], "D": ["Dowels", "Drawer Slides"],
      "N": ["Nails", "Nuts"]}),
    ("glossary", "ug", "مېۋە تۈرلىرى",
     {"ئا": ["ئالما", "ئانار"], "ب": ["بادام", "بېھى"], "ت": ["تاۋۇز", "تال"], "ج": ["جىگدە"],
      "ق": ["قوغۇن", "قارىمۇچ"]}),
    ("mediawiki", "bo", "སྡེ་ཚན:བོད་ཀྱི་མཁས་པ།",
     {"ཀ": ["ཀ་ཐོག་རིག་འཛིན་ཚེ་དབང་ནོར་བུ།", "ཀློང་ཆེན་རབ་འབྱམས།"], "ག": ["གོ་རམས་པ་བསོད་ནམས་སེང་གེ"],
      "ཐ": ["ཐང་སྟོང་རྒྱལ་པོ།"], "ས": ["ས་སྐྱ་པཎྜི་ཏ།", "སུམ་པ་མཁན་པོ་ཡེ་ཤེས་དཔལ་འབྱོར།"]}),
    ("glossary", "zh", "藏区地名索引",
     {"A": ["阿坝", "安多"], "D": ["当雄", "德格"], "L": ["拉萨", "理塘"], "N": ["那曲", "聂拉木"], "X": ["夏河", "香格里拉"]}),
]


MEDIAWIKI_NOTE = "The following 9 pages are in this category, out of 9 total."  # the index's lead-in note


def index_page(engine: str, lang: str, title: str, groups: dict[str, list[str]]) -> str:
    """An index page in ``engine``'s markup: a catalogue's ``div.letter`` over a row of bare links, MediaWiki's
    ``.mw-category-group`` (``<h3>`` and ``<ul>``), a glossary's ``<h3>`` and ``<ul>``."""
    if engine == "catalogue":
        body = "".join(f"<div class='vert_cats'><div class='letter'>{letter}</div><div class='vert_cats_wrap'>"
                       f"{links(entries)}</div></div>" for letter, entries in groups.items())
        return page(f"<div id='content'><div class='pagetitle'><h1>{title}</h1></div><div class='browse'>{body}</div>"
                    "</div>", lang)
    if engine == "mediawiki":
        body = "".join(f"<div class='mw-category-group'><h3>{letter}</h3><ul>{links(entries, 'li')}</ul></div>"
                       for letter, entries in groups.items())
        return page(f"<div id='content' class='mw-body'><h1 id='firstHeading'>{title}</h1><div id='mw-content-text'>"
                    f"<div id='mw-pages'><h2>{title}</h2><p>{MEDIAWIKI_NOTE}</p><div class='mw-content-ltr'><div "
                    f"class='mw-category'>{body}</div></div></div></div></div>", lang)
    body = "".join(f"<div class='az-group'><h3 class='az-letter'>{letter}</h3><ul class='az-list'>"
                   f"{links(entries, 'li')}</ul></div>" for letter, entries in groups.items())
    return page(f"<main><h1>{title}</h1><div class='az-index'>{body}</div></main>", lang)


@pytest.mark.parametrize(("engine", "lang", "title", "groups"), INDEXES)
def test_a_letter_index_keeps_every_entry(engine: str, lang: str, title: str, groups: dict[str, list[str]]) -> None:
    text = auto_text(index_page(engine, lang, title, groups))
    assert title in text
    assert engine != "mediawiki" or MEDIAWIKI_NOTE in text
    for entries in groups.values():
        for entry in entries:
            assert entry in text
    assert "Privacy" not in text and "About us" not in text


# an article's sections under letters, each a paragraph of prose (an alphabet of a trade, a primer's letters)
GLOSSARY_ARTICLES = [
    ("en", "My grandfather ran a hardware shop in Shigatse for forty years and taught me the trade one letter at a "
     "time.",
     {"A": "A is for anchors: they hold a shelf to a mud-brick wall, if you drill slowly.",
      "B": "B is for bolts, which he sorted by length into old tea tins.",
      "C": "C is for clamps; he lent them to every carpenter in the lane.",
      "D": "D is for dowels, cut from poplar that grew behind the shop.",
      "E": "E is for eyebolts, for the prayer flags strung across the roof."}),
    ("bo", "ང་ཚོས་བོད་ཡིག་གི་གསལ་བྱེད་རེ་རེ་བཞིན་སློབ་ཕྲུག་ཚོར་ངོ་སྤྲོད་བྱས།",
     {"ཀ": "ཀ་ནི་གསལ་བྱེད་དང་པོ་ཡིན་ཞིང་། ཀ་བ་ཞེས་པའི་མིང་ནང་ཡོད།",
      "ཁ": "ཁ་ནི་གསལ་བྱེད་གཉིས་པ་ཡིན་ཞིང་། ཁ་ལག་ཅེས་པའི་ཚིག་ནང་ཡོད།",
      "ག": "ག་ནི་གསལ་བྱེད་གསུམ་པ་ཡིན་ཞིང་། གངས་རི་ཞེས་པའི་མིང་ནང་ཡོད།",
      "ང": "ང་ནི་གསལ་བྱེད་བཞི་པ་ཡིན་ཞིང་། ང་རང་ཞེས་པའི་ཚིག་ནང་ཡོད།"}),
]


@pytest.mark.parametrize(("lang", "opener", "sections"), GLOSSARY_ARTICLES)
def test_an_articles_lettered_sections_stay_whole(lang: str, opener: str, sections: dict[str, str]) -> None:
    body = "".join(f"<div class='letter-section'><h3>{letter}</h3><p>{line}</p></div>"
                   for letter, line in sections.items())
    text = auto_text(page(f"<main><article><h1>Letters</h1><p>{opener}</p>{body}</article></main>", lang))
    assert opener in text
    for line in sections.values():
        assert line in text
    assert "Privacy" not in text


def test_a_side_columns_tags_by_letter_stay_out_of_an_article() -> None:
    story = ["ཕྱི་ལོ་ ༢༠༢༤ ལོའི་དབྱར་ཁར་ང་ཚོས་འབྲོག་ས་ཁག་ཏུ་ཞིབ་འཇུག་བྱས་ཤིང་། "
             "འབྲོག་པ་ཚོའི་འཚོ་བ་དང་ཕྱུགས་ཀྱི་གནས་ཚུལ་ཐོ་འགོད་བྱས།",
             "ཞིབ་འཇུག་གི་གྲུབ་འབྲས་ལྟར་ན། ལོ་ཤས་ཀྱི་རིང་ལ་རྩྭ་ཐང་གི་ཆུ་ཚད་ཉུང་དུ་ཕྱིན་ཡོད་པས་"
             "འབྲོག་པ་ཚོས་རྒྱུན་དུ་སྤོ་འགྲུལ་བྱེད་དགོས་བྱུང་།"]
    tags = {"A": ["Amdo", "Archery"], "B": ["Barley", "Butter tea"], "K": ["Kham", "Kora"], "L": ["Lhasa", "Losar"],
            "N": ["Nomads", "Ngari"]}
    side = "".join(f"<div class='tag-group'><h4>{letter}</h4><ul>{links(entries, 'li')}</ul></div>"
                   for letter, entries in tags.items())
    text = auto_text(page(f"<div class='content-sidebar-wrap'><main class='content'><article class='post'>"
                          f"<h1 class='entry-title'>འབྲོག་ས།</h1><div class='entry-content'><p>{story[0]}</p>"
                          f"<p>{story[1]}</p></div></article></main><aside class='sidebar widget-area'>"
                          f"<section class='widget'><h3 class='widget-title'>Tags A-Z</h3><div class='tag-index'>"
                          f"{side}</div></section></aside></div>", "bo"))
    assert story[0] in text and story[1] in text
    assert "Butter tea" not in text and "Losar" not in text


# (lang, title, header cells, rows): a fixtures list, a timetable and a results table under the page's title
SCHEDULES = [
    ("ug", "2024-يىللىق پۇتبول مۇسابىقىسى ۋاقىت جەدۋىلى", ["چېسلا", "مەيدان ئىگىسى", "مېھمان", "ۋاقىت"],
     [["شەنبە، 6-ئاي 1", "ئۈرۈمچى شىرلىرى", "قەشقەر بۈركۈتلىرى", "19:00"],
      ["يەكشەنبە، 6-ئاي 2", "خوتەن يولۋاسلىرى", "ئاقسۇ ئاتلىرى", "18:30"],
      ["دۈشەنبە، 6-ئاي 3", "غۇلجا بۆرىلىرى", "ئۈرۈمچى شىرلىرى", "20:00"],
      ["سەيشەنبە، 6-ئاي 4", "قەشقەر بۈركۈتلىرى", "خوتەن يولۋاسلىرى", "19:30"]]),
    ("bo", "ལྷ་ས་ནས་གཞིས་རྩེའི་རླངས་འཁོར་གྱི་དུས་ཚོད་རེའུ་མིག", ["ཉིན།", "ཐོན་ས།", "སླེབས་ས།", "དུས་ཚོད།"],
     [["གཟའ་ཟླ་བ།", "ལྷ་ས།", "གཞིས་རྩེ།", "08:00"], ["གཟའ་མིག་དམར།", "ལྷ་ས།", "རྒྱལ་རྩེ།", "09:30"],
      ["གཟའ་ལྷག་པ།", "གཞིས་རྩེ།", "ལྷ་ས།", "14:00"], ["གཟའ་ཕུར་བུ།", "རྒྱལ་རྩེ།", "ལྷ་ས།", "16:30"]]),
    ("en", "Spring archery league: fixtures", ["Date", "Home", "Away", "Venue"],
     [["Sat 6 April", "Lhasa Arrows", "Nyingchi Eagles", "Lhasa stadium"],
      ["Sun 7 April", "Shigatse Bows", "Lhasa Arrows", "Shigatse field"],
      ["Sat 13 April", "Nyingchi Eagles", "Shigatse Bows", "Nyingchi ground"]]),
]


def table(header: list[str], rows: list[list[str]], linked: bool = True) -> str:
    """A data table: a ``<thead>`` row of ``header`` cells over ``rows`` (the middle cells linked when ``linked``)."""
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td><a href='/t/{k}'>{cell}</a></td>" if linked and 0 < k < len(row) - 1
                                    else f"<td>{cell}</td>" for k, cell in enumerate(row)) + "</tr>" for row in rows)
    return f"<table class='Table'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


@pytest.mark.parametrize(("lang", "title", "header", "rows"), SCHEDULES)
def test_a_schedules_rows_stay_under_its_kept_header(lang: str, title: str, header: list[str],
                                                    rows: list[list[str]]) -> None:
    text = auto_text(page(f"<main><h1>{title}</h1><div class='ResponsiveTable'>{table(header, rows)}</div></main>",
                          lang))
    for row in rows:
        for cell in row:
            assert cell in text
    assert "Privacy" not in text


def test_a_side_columns_standings_stay_out_of_a_match_report() -> None:
    report = ["The Lhasa Arrows beat the Nyingchi Eagles by eleven points on Saturday, in front of a crowd of two "
              "thousand that had waited through a morning of hail for the first match of the spring.",
              "Their captain, Dawa, shot three golds in the last end; the Eagles' coach said the wind had favoured "
              "the home side, but conceded that the better archers had won."]
    standings = table(["Team", "Won", "Lost", "Points"],
                      [["Lhasa Arrows", "3", "0", "9"], ["Shigatse Bows", "2", "1", "6"],
                                                          ["Nyingchi Eagles", "0", "3", "0"]], linked=False)
    text = auto_text(page(f"<div class='content-sidebar-wrap'><main class='content'><article class='post'>"
                          f"<h1 class='entry-title'>Arrows win the opener</h1><div class='entry-content'><p>{report[0]}"
                          f"</p><p>{report[1]}</p></div></article></main><aside class='sidebar widget-area'><section "
                          f"class='widget'><h3 class='widget-title'>Standings</h3>{standings}</section></aside></div>"))
    assert report[0] in text and report[1] in text
    assert "Shigatse Bows" not in text


# (theme, lang, title, description, posts): a category archive's header box over its posts' titles and excerpts
ARCHIVES = [
    ("astra", "ug", "ساياھەت خاتىرىلىرى", "بۇ تۈردە سەپەر ۋە تۇرمۇش ھەققىدىكى ماقالىلەر بار.",
     [("قەشقەر كونا شەھىرىدە بىر كۈن",
       "قەشقەرنىڭ كونا كوچىلىرىدا ئايلىنىپ، ھۈنەرۋەنلەرنىڭ دۇكانلىرىنى زىيارەت قىلدۇق."),
      ("ئانامنىڭ نان يېقىشى", "ئانام ھەر جۈمە كۈنى تونۇردا نان ياقاتتى، پۈتۈن مەھەللە ئۇنىڭ پۇرىقىدىن خەۋەر تاپاتتى."),
      ("تەكلىماكاندىكى يۇلتۇزلار", "قۇملۇقتا كېچىسى ئاسمان شۇنچىلىك ئوچۇقكى، يۇلتۇزلارنى سانىغىلى بولمايدۇ."),
      ("دۇتار ئۆگىنىش خاتىرىسى",
       "بىر يىلدىن بۇيان دۇتار چېلىشنى ئۆگىنىۋاتىمەن، ئۇستازىم ھەر ھەپتە يېڭى ناخشا ئۆگىتىدۇ.")]),
    ("gutenberg", "bo", "དབྱེ་རིམ། རིག་གནས།", "བོད་ཀྱི་རིག་གནས་དང་གོམས་སྲོལ་སྐོར་གྱི་རྩོམ་ཡིག",
     [("ལོ་གསར་གྱི་གོམས་སྲོལ།",
       "ལོ་གསར་ནི་བོད་མིའི་དུས་ཆེན་གལ་ཆེན་ཞིག་ཡིན་ཞིང་། ཁྱིམ་ཚང་ཚོས་ཁ་ཟས་སྣ་ཚོགས་གྲ་སྒྲིག་བྱེད།"),
      ("འབྲོག་པའི་འཚོ་བ།", "འབྲོག་པ་ཚོས་དབྱར་ཁར་རི་བོའི་སྤང་ཐང་དུ་ཕྱུགས་འཚོ་བ་དང་། དགུན་ཁར་ས་ཐང་དམའ་ས་ལ་འབབ།"),
      ("ཇ་དང་བོད་མི།", "བོད་མི་ཚོས་ཉིན་རེར་ཇ་དཀར་ཇ་མར་སོགས་ཡང་ཡང་འཐུང་ཞིང་། མགྲོན་པོ་ལ་ཇ་འདྲེན་པ་ནི་གོམས་སྲོལ་ཡིན།")]),
    ("genesis", "en", "Recipes from the plateau",
     "Every recipe here was cooked at 3,600 metres, where water boils early.",
     [("Butter tea, the slow way", "Churn it for as long as the song lasts: my aunt's rule, and it has never failed."),
      ("Tsampa for beginners", "Roasted barley flour, tea and a little butter, kneaded in the bowl with one hand."),
      ("Thenthuk on a cold night", "Pulled noodles in a mutton broth, thick enough to warm a tent of six."),
      ("Yak cheese, dried", "Cut it small and dry it on a string above the stove for a month or two.")]),
]


def archive_page(theme: str, lang: str, title: str, description: str, posts: list[tuple[str, str]]) -> str:
    """A category archive in ``theme``'s markup (the block editor's query loop, Astra's, Genesis's): its header box,
    each post's linked title, date and excerpt (with a "read more" link), the pagination and a side column."""
    if theme == "gutenberg":
        items = "".join(f"<li class='wp-block-post'><h2 class='wp-block-post-title'><a href='/p{k}'>{t}</a></h2>"
                        f"<div class='wp-block-post-date'><time>2024-01-0{k + 1}</time></div><div "
                        f"class='wp-block-post-excerpt'><p class='wp-block-post-excerpt__excerpt'>{s}</p></div></li>"
                        for k, (t, s) in enumerate(posts))
        return page(f"<main class='wp-block-group'><h1 class='wp-block-query-title'>{title}</h1><div "
                    f"class='wp-block-term-description'><p>{description}</p></div><div class='wp-block-query'><ul "
                    f"class='wp-block-post-template'>{items}</ul><nav class='wp-block-query-pagination'><a "
                    f"class='wp-block-query-pagination-next' href='?p=2'>Next Page</a></nav></div></main>", lang)
    if theme == "astra":
        items = "".join(f"<article class='ast-article-post post type-post'><div class='ast-post-format- blog-layout-1'>"
                        f"<div class='post-content ast-grid-common-col'><h2 class='entry-title' itemprop='headline'><a "
                        f"href='/p{k}' rel='bookmark'>{t}</a></h2><header class='entry-header'><div class='entry-meta'>"
                        f"<span class='posted-on'><span class='published'>2023-1{k}-05</span></span> / <span "
                        f"class='posted-by vcard author'><a class='url fn n' href='/a'>ئايگۈل</a></span> / <span "
                        f"class='comments-link'><a href='/p{k}#respond'>ئىنكاس يوق</a></span></div></header><div "
                        f"class='ast-excerpt-container ast-blog-single-element'><p>{s}</p></div><p class='ast-blog-"
                        f"single-element ast-read-more-container read-more'><a href='/p{k}'>تولۇق ئوقۇش »</a></p></div>"
                        f"</div></article>" for k, (t, s) in enumerate(posts))
        return page(f"<div id='content' class='site-content'><div class='ast-container'><div id='primary' "
                    f"class='content-area primary'><section class='ast-archive-description'><h1 class='page-title "
                    f"ast-archive-title'>{title}</h1><p>{description}</p></section><main id='main' class='site-main'>"
                    f"<div class='ast-row'>{items}</div></main><div class='ast-pagination'><nav class='navigation "
                    f"pagination'><div class='nav-links'><span aria-current='page' class='page-numbers current'>"
                    f"1</span>"
                    f"<a class='page-numbers' href='/page/2/'>2</a><a class='next page-numbers' href='/page/2/'>Next "
                    f"page</a></div></nav></div></div><div class='widget-area secondary' id='secondary'><div "
                    f"class='sidebar-main'><aside class='widget widget_categories'><h2 class='widget-title'>Categories"
                    f"</h2><ul><li><a href='/c1'>ساياھەت</a></li><li><a href='/c2'>مۇزىكا</a></li></ul></aside></div>"
                    f"</div></div></div>", lang)
    items = "".join(f"<article class='post type-post entry'><h2 class='entry-title'><a href='/p{k}'>{t}</a></h2><div "
                    f"class='entry-meta'><span class='posted-on'>2023-10-0{k + 1}</span> / <span class='author'><a "
                    f"href='/a'>Aygul</a></span></div><div class='entry-content'><p>{s}</p><p class='read-more'><a "
                    f"href='/p{k}'>Read more »</a></p></div></article>" for k, (t, s) in enumerate(posts))
    return page(f"<div class='site-inner'><div class='content-sidebar-wrap'><main class='content'><div "
                f"class='archive-description taxonomy-archive-description'><h1 class='archive-title'>{title}</h1><p>"
                f"{description}</p></div>{items}<div class='archive-pagination pagination'><a href='/page/2/'>Next page"
                f"</a></div></main><aside class='sidebar widget-area'><section class='widget'><h3 class='widgettitle'>"
                f"Categories</h3><ul><li><a href='/c1'>Travel</a></li><li><a href='/c2'>Music</a></li></ul></section>"
                f"</aside></div></div>", lang)


@pytest.mark.parametrize(("theme", "lang", "title", "description", "posts"), ARCHIVES)
def test_an_archive_keeps_its_header_and_its_posts(theme: str, lang: str, title: str, description: str,
                                                  posts: list[tuple[str, str]]) -> None:
    text = auto_text(archive_page(theme, lang, title, description, posts))
    assert title in text and description in text
    for post_title, excerpt in posts:
        assert post_title in text and excerpt in text
    assert "Next page" not in text and "Next Page" not in text and "Categories" not in text


def test_a_side_columns_calendar_stays_out_of_a_post() -> None:
    story = ["ལོ་གསར་ནི་བོད་མིའི་དུས་ཆེན་གལ་ཆེན་ཞིག་ཡིན་ཞིང་། ཁྱིམ་ཚང་ཚོས་ཁ་ཟས་སྣ་ཚོགས་གྲ་སྒྲིག་བྱེད། "
             "ཉིན་དང་པོར་ཉེ་འབྲེལ་ཚོར་བཀྲ་ཤིས་ཞུ་བར་འགྲོ།",
             "ལོ་གསར་གྱི་སྔོན་ལ་ཁང་པ་གཙང་སེལ་བྱས་ནས་དཀར་ཡོལ་དང་ཕྱེ་མར་གྲ་སྒྲིག་བྱེད།"]
    weeks = "".join("<tr>" + "".join(f"<td>{7 * w + d + 1}</td>" for d in range(7)) + "</tr>" for w in range(4))
    calendar = (f"<table id='wp-calendar' class='wp-calendar-table'><caption>March 2024</caption><thead><tr>"
                + "".join(f"<th>{day}</th>" for day in "MTWTFSS") + f"</tr></thead><tbody>{weeks}</tbody></table>")
    text = auto_text(page(f"<div class='content-sidebar-wrap'><main class='content'><article class='post'><h1 "
                          f"class='entry-title'>ལོ་གསར།</h1><div class='entry-content'><p>{story[0]}</p>"
                          f"<p>{story[1]}</p>"
                          f"</div></article></main><aside class='sidebar widget-area'><section class='widget "
                          f"widget_calendar'>{calendar}</section></aside></div>", "bo"))
    assert story[0] in text and story[1] in text
    assert "March 2024" not in text


def test_a_storys_price_table_keeps_its_rows() -> None:
    story = ["بۇ يىل قەشقەر بازىرىدا مېۋە باھاسى ئۆتكەن يىلدىكىدىن خېلى ئۆستى، دېھقانلار بۇنىڭدىن خۇشال.",
             "سودىگەرلەرنىڭ دېيىشىچە، قۇرغاقچىلىق سەۋەبىدىن ھوسۇل ئازىيىپ، باھا ئۆسكەن."]
    prices = table(["مېۋە", "ئۆتكەن يىل", "بۇ يىل", "ئۆزگىرىش"],
                   [["ئانار", "8 يۈەن", "11 يۈەن", "+3"], ["ئۈزۈم", "6 يۈەن", "7 يۈەن", "+1"],
                    ["قوغۇن", "3 يۈەن", "5 يۈەن", "+2"]], linked=False)
    text = auto_text(page(f"<main><article><h1>مېۋە باھاسى</h1><p>{story[0]}</p>{prices}<p>{story[1]}</p></article>"
                          "</main>", "ug"))
    assert story[0] in text and story[1] in text
    for cell in ("ئانار", "11 يۈەن", "قوغۇن", "5 يۈەن"):
        assert cell in text


# a community's front page (dev.to's markup): (title, author, tags), each card's counts and "5 min read" beside it
FEED = [("Typing Tibetan stacks on Linux: a guide", "Tsering", "#linux #unicode #tibetan"),
        ("བོད་ཡིག་གི་ཡིག་གཟུགས་སྒྲིག་འཇུག་བྱེད་ཐབས།", "Dolma", "#fonts #tibetan"),
        ("Building a Uyghur spell checker in Rust", "Alim", "#rust #nlp #uyghur"),
        ("Why our app shows Uyghur right to left, finally", "Zohre", "#css #rtl")]


def test_a_feed_of_titles_keeps_its_titles() -> None:
    cards = "".join(
        f"<div class='crayons-story'><div class='crayons-story__body'><div class='crayons-story__top'><div "
        f"class='crayons-story__meta'><a class='crayons-story__secondary' href='/u{k}'>{author}</a><a href='/p{k}' "
        f"class='crayons-story__tertiary'><time>Mar {k + 4}</time></a></div></div><div "
        f"class='crayons-story__indention'><h2 class='crayons-story__title'><a href='/p{k}'>{title}</a></h2><div "
        f"class='crayons-story__tags'>"
        + "".join(f"<a class='crayons-tag' href='/t/{tag[1:]}'>{tag}</a>" for tag in tags.split())
        + f"</div><div class='crayons-story__bottom'><div class='crayons-story__details'><a href='/p{k}' "
        f"class='crayons-btn'>{k + 3} reactions</a><a href='/p{k}#comments' class='crayons-btn'>{k + 1} comments</a>"
        f"</div><div class='crayons-story__save'><small class='crayons-story__tertiary'>5 min read</small><button "
        f"class='crayons-btn'>Save</button></div></div></div></div></div>"
        for k, (title, author, tags) in enumerate(FEED))
    text = auto_text(page(f"<div id='page-content'><div class='crayons-layout'><aside class='side-bar'><nav><a "
                          f"href='/'>Home</a><a href='/podcasts'>Podcasts</a><a href='/videos'>Videos</a></nav></aside>"
                          f"<main class='articles-list crayons-layout__content' id='main-content'><header><h1 "
                          f"class='crayons-title'>Relevant</h1></header><div class='substories' id='substories'>{cards}"
                          f"</div></main></div></div>", title="བོད་ཡིག"))
    # (a Tibetan site's title, the titles doubted); the last title, over the page's footer and nothing kept, is left
    # out by ``drop_orphan_headings``
    for title, _, _ in FEED[:-1]:
        assert title in text
    assert "5 min read" not in text and "Podcasts" not in text


def drupal_views(rows: list[tuple[str, str, str]]) -> str:
    """A Drupal view's rows (title, date, body) under the page's title, its pager and a side block."""
    body = "".join(f"<div class='views-row'><div class='views-field views-field-title'><span class='field-content'><a "
                   f"href='/node/{k}'>{title}</a></span></div><div class='views-field views-field-created'><span "
                   f"class='field-content'>{date}</span></div><div class='views-field views-field-body'><div "
                   f"class='field-content'>{text}</div></div></div>" for k, (title, date, text) in enumerate(rows))
    return (f"<div id='main'><div class='region region-content'><h1 class='page-title'>خەۋەرلەر</h1><div class='view "
            f"view-news'><div class='view-content'>{body}</div><nav class='pager'><ul class='pager__items'><li "
            f"class='pager__item is-active'><a href='?page=0'>1</a></li><li class='pager__item pager__item--next'><a "
            f"href='?page=1'>كېيىنكى ›</a></li></ul></nav></div></div><div class='region region-sidebar-second'><div "
            f"class='block'><h2>ئالاقىلىشىڭ</h2><p>تېلېفون: 0991-1234567</p></div></div></div>")


def cms_list(titles: list[str], heading: str) -> str:
    """A Chinese CMS's column page: its location line, the column's side menu, the linked titles with their dates,
    the pager (首页 上一页 下一页 尾页, 共N条)."""
    items = "".join(f"<li><a href='/n/{k}.html' title='{t}'>{t}</a><span class='date'>2024-03-{12 - k:02d}</span></li>"
                    for k, t in enumerate(titles))
    return (f"<div class='main'><div class='position'>当前位置：<a href='/'>首页</a> &gt; <a href='/l/'>{heading}</a>"
            f"</div><div class='left_nav'><h3>信息公开</h3><ul><li><a href='/a'>政策文件</a></li><li><a href='/b'>规划计划"
            f"</a></li><li><a href='/c'>人事信息</a></li></ul></div><div class='list_right'><div class='list_title'><h2>"
            f"{heading}</h2></div><ul class='list'>{items}</ul><div class='page'>共{len(titles)}条 <a href='/1'>首页</a> "
            f"<a href='/1'>上一页</a> <a href='/2'>下一页</a> <a href='/9'>尾页</a></div></div></div>")


def episodes(show: str, about: str, items: list[tuple[str, str]]) -> str:
    """A podcast's page: the show's title and description over its episodes (title, description) with a play button."""
    body = "".join(f"<div class='episode-item'><h2 class='episode-title'><a href='/e/{k}'>{title}</a></h2><div "
                   f"class='episode-meta'><span class='duration'>{40 + k} min</span></div><div "
                   f"class='episode-description'><p>{text}</p></div><button class='play-button'>▶ Play</button></div>"
                   for k, (title, text) in enumerate(items))
    return (f"<main><div class='show-header'><h1>{show}</h1><p class='show-description'>{about}</p></div><div "
            f"class='episodes-list'>{body}</div></main>")


# (name, lang, body, what stays, what goes): listings the engines print, whose entries pass already
ENGINE_LISTINGS = [
    ("drupal views", "ug", drupal_views([
        ("مەكتەپتە يېڭى كۇتۇپخانا ئېچىلدى", "2024-04-01",
         "شەھىرىمىزدىكى ئوتتۇرا مەكتەپتە ئوقۇغۇچىلار ئۈچۈن يېڭى كۇتۇپخانا ئېچىلدى، "
         "ئۇنىڭدا ئۈچ مىڭدىن ئارتۇق كىتاب بار."),
        ("دېھقانلار ئەتىيازلىق تېرىلغۇغا كىرىشتى", "2024-03-28",
         "يېزىلاردا دېھقانلار بۇغداي تېرىشقا باشلىدى، سۇ ئىنشائاتلىرى ئالدىن تەييارلاندى."),
        ("مۇزىكا بايرىمى ئۆتكۈزۈلدى", "2024-03-20",
         "ئون ئىككى مۇقام ئورۇنداش مۇسابىقىسىگە يۈزدىن ئارتۇق ياش سەنئەتكار قاتناشتى.")]),
     ["مەكتەپتە يېڭى كۇتۇپخانا ئېچىلدى", "سۇ ئىنشائاتلىرى ئالدىن تەييارلاندى", "ياش سەنئەتكار قاتناشتى"],
     ["كېيىنكى", "تېلېفون"]),
    ("chinese cms", "zh", cms_list(["关于做好2024年春季农牧业生产工作的通知", "县文化馆举办藏文书法培训班",
                                    "全县义务教育阶段招生工作安排", "县人民医院开展免费义诊活动", "2024年度公务员招录公告"],
                                   "通知公告"),
     ["关于做好2024年春季农牧业生产工作的通知", "县人民医院开展免费义诊活动", "2024年度公务员招录公告"],
     ["当前位置", "政策文件", "下一页"]),
    ("tibetan news list", "bo", cms_list(["ལྷ་སར་སློབ་གྲྭ་གསར་པ་གཉིས་འཛུགས་སྐྲུན་བྱས།",
                                          "ཞིང་པ་ཚོས་ནས་ཞིང་ལ་ཆུ་འདྲེན་འགོ་ཚུགས།",
                                          "གཞིས་རྩེར་བོད་ཡིག་དཔེ་ཀློག་འགྲན་བསྡུར་བྱས།",
                                          "ནག་ཆུའི་འབྲོག་པའི་ཁྱིམ་ཚང་ལ་གློག་འདྲེན།",
                                          "མཚོ་སྔོན་དུ་ཞིང་ལས་ཚོང་འདུས།"], "新闻列表 གསར་འགྱུར།"),
     ["ལྷ་སར་སློབ་གྲྭ་གསར་པ་གཉིས་འཛུགས་སྐྲུན་བྱས།", "མཚོ་སྔོན་དུ་ཞིང་ལས་ཚོང་འདུས།"], ["当前位置", "尾页", "政策文件"]),
    ("podcast", "ug", episodes("ئانا تىل سۆھبىتى", "ھەر ھەپتىلىك ئۇيغۇرچە پودكاست: تىل، مەدەنىيەت ۋە تۇرمۇش.", [
        ("1-قىسىم: ئاتا-ئانىلار بىلەن سۆھبەت",
         "بۇ قىسىمدا ئاتا-ئانىلار بالىلارغا ئانا تىل ئۆگىتىش توغرىسىدا پاراڭلاشتى."),
        ("2-قىسىم: قەدىمكى شەھەرلەر", "قەشقەر ۋە خوتەننىڭ تارىخى ھەققىدە تارىخچى بىلەن سۆھبەتلەشتۇق."),
        ("3-قىسىم: ناخشا ۋە شېئىر", "ياش شائىرلار ئۆز شېئىرلىرىنى ئوقۇپ بەردى ۋە ناخشا ئىجادىيىتى ھەققىدە سۆزلىدى.")]),
     ["ھەر ھەپتىلىك ئۇيغۇرچە پودكاست", "ئاتا-ئانىلار بىلەن سۆھبەت", "قەشقەر ۋە خوتەننىڭ تارىخى"], ["▶ Play"]),
]


@pytest.mark.parametrize(("name", "lang", "body", "stay", "go"), ENGINE_LISTINGS, ids=[e[0] for e in ENGINE_LISTINGS])
def test_an_engines_listing_keeps_its_entries_not_its_furniture(name: str, lang: str, body: str, stay: list[str],
                                                               go: list[str]) -> None:
    text = auto_text(page(body, lang))
    for line in stay:
        assert line in text, name
    for line in go:
        assert line not in text, name
