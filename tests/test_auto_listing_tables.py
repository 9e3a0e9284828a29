"""Listing pages and tables in the markup of common engines (our own Tibetan, Uyghur, Chinese and English text): a
results page's feed box under its own heading and blurb (``archives.drop_feed_intros``), a MediaWiki list article's
``wikitable`` and category page (``tables.complete_tables``, ``indexes.drop_category_letters``), a Drupal view's
"read more" field (``teasers.drop_record_more_links``), a releases page's drawers of downloads
(``teasers.drop_record_drawers``), a feed's overlay links and save rows (``teasers.drop_relabelled_links``,
``teasers.drop_record_save_rows``) and a report's table between its paragraphs (``tables._headed_in_flow``). Guards:
a story's own section in a box named "feed", an FAQ whose drawers hold prose, a poem set as a list and a story's own
price table keep the article whole."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

# a site's menu, in its languages
MENU = ["མགོ་ངོས།", "གསར་འགྱུར།", "Home", "About us", "باش بەت", "首页"]
HEADER = ("<header class='site-header'><div class='logo'><a href='/'>Site</a></div><nav class='main-nav'><ul>"
          + "".join(f"<li><a href='/m{k}'>{entry}</a></li>" for k, entry in enumerate(MENU)) + "</ul></nav></header>")
FOOTER = "<footer class='site-footer'><p>© 2026 Site. All rights reserved.</p><a href='/privacy'>Privacy</a></footer>"


def page(body: str, lang: str) -> str:
    """A page of the site's header, ``body`` and its footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>Site</title></head><body>"
            f"{HEADER}{body}{FOOTER}</body></html>")


def article(lang: str, title: str, body: str) -> str:
    """A WordPress post page: ``title`` over ``body`` in the post's content box."""
    return page(f"<main id='main' class='site-main'><article class='post type-post'><header class='entry-header'>"
                f"<h1 class='entry-title'>{title}</h1></header><div class='entry-content'>{body}</div></article>"
                "</main>", lang)


def assert_kept(text: str, stay: list[str], go: list[str]) -> None:
    """Every line of ``stay`` is a line of ``text`` or a part of one; none of ``go`` is."""
    for line in stay:
        assert line in text, line
    for line in go:
        assert line not in text, line
    assert "Privacy" not in text


# --- a feed box's own heading and blurb over cards (drop_feed_intros) ----------------------------------------------

# (lang, headline, blurb, feed heading, feed line, cards: (title, company, town))
FEEDS = [
    ("ug", "ئۇيغۇر تىلىدىكى خىزمەت ئورۇنلىرى",
     "ئۈرۈمچىدىكى نەشرىيات ۋە مەكتەپلەر ئۇيغۇر تىلىنى بىلىدىغان خادىملارنى ئىزدىمەكتە، "
     "بۇ بەتتە ئەڭ يېڭى خىزمەتلەر بار.",
     "بۇ ھەپتىنىڭ ئالاھىدە خىزمەتلىرى", "ئەڭ ياخشى شىركەتلەر ھازىر خادىم قوبۇل قىلماقتا، بىز سىزگە ياردەم قىلىمىز.",
     [("ئۇيغۇرچە تەھرىر", "نۇر نەشرىياتى", "ئۈرۈمچى"), ("مۇئەللىم", "تىل مەكتىپى", "قەشقەر"),
      ("تەرجىمان", "يىپەك يولى شىركىتى", "غۇلجا"), ("كۇتۇپخانىچى", "شەھەرلىك كۇتۇپخانا", "خوتەن")]),
    ("bo", "བོད་ཡིག་གི་ལས་ཀའི་གོ་སྐབས།",
     "ལྷ་ས་དང་ཞི་ལིང་གི་དཔེ་སྐྲུན་ཁང་དང་སློབ་གྲྭ་ཁག་གིས་བོད་ཡིག་ཤེས་པའི་ལས་བྱེད་པ་འཚོལ་བཞིན་ཡོད། "
     "ལས་ཀ་གསར་ཤོས་རྣམས་འདིར་ཡོད།",
     "བདུན་ཕྲག་འདིའི་ལས་ཀ་གདམ་ག", "ལས་ཁུངས་ལེགས་ཤོས་རྣམས་ཀྱིས་ད་ལྟ་ལས་མི་འདེམས་བཞིན་ཡོད།",
     [("རྩོམ་སྒྲིག་པ།", "མི་རིགས་དཔེ་སྐྲུན་ཁང་།", "ལྷ་ས།"), ("དགེ་རྒན།", "སློབ་ཆུང་།", "གཞིས་ཀ་རྩེ།"),
      ("ཡིག་སྒྱུར་བ།", "བོད་ལྗོངས་རྒྱང་བསྒྲགས།", "ཆབ་མདོ།"), ("དཔེ་མཛོད་པ།", "གྲོང་ཁྱེར་དཔེ་མཛོད་ཁང་།", "ཉིང་ཁྲི།")]),
]


def feed_page(lang: str, headline: str, blurb: str, heading: str, line: str,
              cards: list[tuple[str, str, str]]) -> str:
    """A job board: the page's header, then its feed box opened by the feed's own heading and line over the cards."""
    jobs = "".join(f"<div class='job-card'><a class='job-title' href='/job/{k}'>{title}</a><div class='company'>"
                   f"{company}</div><div class='location'>{town}</div><div class='tags'><span>Full-time</span>"
                   f"<span>New</span></div><a class='apply' href='/job/{k}/apply'>Apply</a></div>"
                   for k, (title, company, town) in enumerate(cards))
    return page(f"<div class='content'><div class='header'><h1>{headline}</h1><p>{blurb}</p></div></div>"
                f"<div class='result-feed'><div class='result-jobs'><div class='feed-header'><h2>{heading}</h2>"
                f"<p class='description'>{line}</p></div>{jobs}</div></div>", lang)


@pytest.mark.parametrize(("lang", "headline", "blurb", "heading", "line", "cards"), FEEDS)
def test_a_feed_boxs_own_heading_and_line_go_with_its_cards(lang: str, headline: str, blurb: str, heading: str,
                                                             line: str, cards: list[tuple[str, str, str]]) -> None:
    text = auto_text(feed_page(lang, headline, blurb, heading, line, cards))
    assert_kept(text, [headline, blurb], [heading, line])


def test_a_storys_section_in_a_box_named_feed_stays() -> None:
    paragraphs = ["ལྷོ་ཁའི་ཞིང་པ་ཚོས་ནས་ཐོག་བསྡུ་རྗེས་ཞིང་ས་ལ་ལུད་གཏོང་བ་དང་ཆུ་མཚམས་བཅད་ནས་"
                  "ཕྱི་ལོའི་ཞིང་ལས་གྲ་སྒྲིག་བྱེད།",
                  "ནག་ཆུའི་འབྲོག་ཁུལ་དུ་ད་ལོ་རྩྭ་ཐང་ལེགས་པོ་བྱུང་བས། འབྲོག་པ་རྣམས་ཀྱི་ཡོང་འབབ་ཇེ་མང་དུ་ཕྱིན་པ་རེད།",
                  "ཆབ་མདོའི་ཡུལ་མིས་ལོ་གསར་གྱི་སྔོན་ལ་ཁང་པ་གཙང་སྦྲ་བྱས་ནས་དཀར་ཡོལ་དང་ཕྱེ་མར་གྲ་སྒྲིག་བྱེད་ཀྱི་ཡོད།"]
    heading = "ཆུ་རྒྱུན་གསར་པ།"
    text = auto_text(article("bo", "ལྷོ་ཁའི་ཞིང་ལས་ཀྱི་འཕེལ་རྒྱས།",
                             f"<p>{paragraphs[0]}</p><div class='feed-section'><h2>{heading}</h2>"
                             f"<p>{paragraphs[1]}</p><p>{paragraphs[2]}</p></div>"))
    assert_kept(text, [heading, *paragraphs], [])


# --- MediaWiki: a list article's wikitable, a category page's letters ----------------------------------------------

# (lang, title, lead, header cells, rows, "see also" heading, edit link's words)
WIKI_LISTS = [
    ("ug", "ئۇيغۇر ئېلىدىكى شەھەرلەر تىزىملىكى", "بۇ تىزىملىكتە شەھەرلەرنىڭ نوپۇسى كۆرسىتىلدى.",
     ["نومۇر", "شەھەر", "نوپۇس", "ئېگىزلىك (م)"],
     [["1", "قەشقەر", "711,300", "1,289"], ["2", "خوتەن", "408,900", "1,382"], ["3", "ئاقسۇ", "625,400", "1,104"],
      ["4", "تۇرپان", "632,000", "34"]], "مۇناسىۋەتلىك", "تەھرىرلەش"),
    ("bo", "བོད་ཀྱི་གྲོང་ཁྱེར་ཐོ་གཞུང་།", "འདི་ནི་གྲོང་ཁྱེར་གཙོ་བོ་རྣམས་ཀྱི་ཐོ་ཡིན།",
     ["ཨང་།", "གྲོང་ཁྱེར།", "མཐོ་ཚད།"],
     [["1", "ལྷ་ས།", "3656"], ["2", "གཞིས་ཀ་རྩེ།", "3840"], ["3", "ཆབ་མདོ།", "3240"], ["4", "ནག་ཆུ།", "4500"]],
     "ཟུར་ལྟ།", "རྩོམ་སྒྲིག"),
]


@pytest.mark.parametrize(("lang", "title", "lead", "header", "rows", "see_also", "edit"), WIKI_LISTS)
def test_a_list_articles_wikitable_keeps_its_rows(lang: str, title: str, lead: str, header: list[str],
                                                   rows: list[list[str]], see_also: str, edit: str) -> None:
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td><a href='/wiki/{cell}'>{cell}</a></td>" if j == 1 else f"<td>{cell}</td>"
                                    for j, cell in enumerate(row)) + "</tr>" for row in rows)
    text = auto_text(page(
        f"<div id='content' class='mw-body'><h1 id='firstHeading'>{title}</h1><div id='mw-content-text'>"
        f"<div class='mw-parser-output'><p>{lead}</p><table class='wikitable sortable'><thead><tr>{head}</tr></thead>"
        f"<tbody>{body}</tbody></table><div class='mw-heading mw-heading2'><h2>{see_also}</h2><span "
        f"class='mw-editsection'>[<a href='?action=edit&amp;section=1'>{edit}</a>]</span></div><ul><li><a "
        f"href='/wiki/a'>{title} 2</a></li><li><a href='/wiki/b'>{title} 3</a></li></ul></div></div></div>", lang))
    assert_kept(text, [lead, *header, *(row[1] for row in rows), rows[-1][2]], [edit])


# (lang, category, {letter: members})
CATEGORIES = [
    ("bo", "སྡེ་ཚན:བོད་ཀྱི་རི་བོ།", {"ཀ": ["ཀ་བ་དཀར་པོ།", "ཀླུ་རི།"], "ག": ["གངས་རི་ཏི་སེ།", "གཉན་ཆེན་ཐང་ལྷ།"],
                                    "ཇ": ["ཇོ་མོ་གླང་མ།"], "ཤ": ["ཤིས་ཤ་སྤང་མ།", "ཤར་ཕྱོགས་རི་རྒྱུད།"]}),
    ("en", "Category:Rivers of Xinjiang", {"A": ["Aksu River", "Ili River"], "K": ["Kashgar River", "Keriya River"],
                                           "T": ["Tarim River"], "Y": ["Yarkand River", "Yurungkash River"]}),
]


@pytest.mark.parametrize(("lang", "category", "groups"), CATEGORIES)
def test_a_category_pages_members_stay_and_its_letters_go(lang: str, category: str,
                                                           groups: dict[str, list[str]]) -> None:
    body = "".join(f"<div class='mw-category-group'><h3>{letter}</h3><ul>"
                   + "".join(f"<li><a href='/wiki/{m}'>{m}</a></li>" for m in members) + "</ul></div>"
                   for letter, members in groups.items())
    text = auto_text(page(f"<div id='content' class='mw-body'><h1 id='firstHeading'>{category}</h1>"
                          f"<div id='mw-content-text'><div id='mw-pages'><h2>{category}</h2><p>The following 9 pages "
                          f"are in this category, out of 9 total.</p><div class='mw-content-ltr'><div "
                          f"class='mw-category'>{body}</div></div></div></div></div>", lang))
    lines = text.split("\n")
    assert_kept(text, [m for members in groups.values() for m in members], [])
    assert not set(groups) & set(lines)


# --- records' repeated controls: read more, drawers, overlay links, save rows --------------------------------------

DRUPAL_NEWS = [("كۇتۇپخانا يېڭىدىن ئېچىلدى", "قەشقەردىكى كونا شەھەر رايونىدا يېڭى كۇتۇپخانا ئېچىلىپ، ياشلار ھەر كۈنى "
                "كەچتە كىتاب ئوقۇشقا كېلىۋاتىدۇ."),
               ("مۇقام كونسېرتى", "ئۈرۈمچىدىكى مۇزىكا ئۆمىكى ئون ئىككى مۇقام كونسېرتىنى ئۆتكۈزۈپ، تاماشىبىنلارنىڭ "
                "ئالقىشىغا ئېرىشتى."),
               ("گىلەم توقۇمىچىلىقى", "خوتەن گىلەم توقۇمىچىلىرى ئەنئەنىۋى نەقىشلەرنى يېڭى رەڭلەر بىلەن "
                "بىرلەشتۈرمەكتە."),
               ("باھار تېرىلغۇسى", "ئىلى دەرياسى بويىدىكى كەنتلەردە باھار تېرىلغۇسى تاماملىنىپ، سۇ ئىنشائاتلىرى "
                "رېمونت قىلىندى.")]
READ_IN_FULL = "تولۇق ئوقۇش"  # "read in full"


def test_a_drupal_views_read_more_field_goes() -> None:
    rows = "".join(
        f"<div class='views-row'><div class='views-field views-field-title'><span class='field-content'><a "
        f"href='/node/{k}'>{title}</a></span></div><div class='views-field views-field-body'><div "
        f"class='field-content'>{body}</div></div><div class='views-field views-field-view-node'><span "
        f"class='field-content'><a href='/node/{k}'>{READ_IN_FULL}</a></span></div></div>"
        for k, (title, body) in enumerate(DRUPAL_NEWS))
    text = auto_text(page(f"<main role='main'><div class='region region-content'><h1 class='page-title'>خەۋەرلەر</h1>"
                          f"<div class='view view-news view-id-news'><div class='view-content'>{rows}</div></div>"
                          f"</div></main>", "ug"))
    assert_kept(text, [line for record in DRUPAL_NEWS for line in record], [READ_IN_FULL])


# (lang, releases: (title, notes, files), the drawer's label)
RELEASES = [
    ("bo", [("v3.1: ཚིག་མཛོད་གསར་པ།", ["བོད་ཡིག་ཚིག་མཛོད་ལ་ཚིག་གསར་ ༢༠༠༠ སྣོན་པ།"], 4),
            ("v3.0: ཡི་གེ་ཀློག་ཆས།", ["ཡི་གེ་ཀློག་ཆས་གསར་པ་བཟོས་པ།", "མིང་ཚིག་གི་དབྱེ་བ་ཞིབ་ཆ་བཟོས་པ།"], 3),
            ("v2.9: ནོར་འཁྲུལ་བཅོས་པ།", ["ཡིག་ཆ་སྟོང་པ་ཀློག་སྐབས་ཀྱི་ནོར་འཁྲུལ་བཅོས་པ།"], 2)], "ཡིག་ཆ།"),
    ("en", [("v2.4.0: Uyghur spell checker", ["Add Latin-script Uyghur dictionary", "Fix hyphenation of compounds"], 3),
            ("v2.3.1: Bug fix release", ["Fix crash on empty input files"], 3),
            ("v2.3.0: Tibetan syllables", ["New tsheg-aware tokenizer", "Faster loading of word lists"], 5)], "Assets"),
]
FILES = ["source.zip", "source.tar.gz", "checksums.txt", "tshegbar-win.exe", "tshegbar-linux.tar.xz"]


@pytest.mark.parametrize(("lang", "releases", "label"), RELEASES)
def test_each_releases_drawer_of_downloads_goes(lang: str, releases: list[tuple[str, list[str], int]],
                                                label: str) -> None:
    body = "".join(f"<section class='release'><h2><a href='/r/{k}'>{title}</a></h2><div class='markdown-body'><ul>"
                   + "".join(f"<li>{note}</li>" for note in notes) + "</ul></div><details class='release-assets'>"
                   f"<summary>{label} {count}</summary><ul>"
                   + "".join(f"<li><a href='/dl/{k}/{f}'>{f}</a></li>" for f in FILES[:count]) + "</ul></details>"
                   "</section>" for k, (title, notes, count) in enumerate(releases))
    text = auto_text(page(f"<main><h1>Releases</h1>{body}</main>", lang))
    assert_kept(text, [note for _, notes, _ in releases for note in notes], [label, *FILES])


def test_an_faqs_drawers_of_prose_stay() -> None:
    answers = ["Short labels work best when the story's title is already a link; see <a href='/style'>our style "
               "guide</a> for the wording we use in three languages.",
               "A pager should show where the reader is, for example page 2 of 8, and never hide the first page.",
               "Buttons in Uyghur read from right to left, so the arrow of “كېيىنكى ›” must point the other way."]
    body = "".join(f"<details class='faq'><summary>Answer</summary><p>{a}</p></details>" for a in answers)
    text = auto_text(article("en", "Why every page says Read more",
                             "<p>Designers often ask whether a Tibetan site should print “ཆ་ཚང་ཀློག” or “Read more” "
                             f"under each story, and whether a pager helps readers at all.</p>{body}"))
    assert_kept(text, ["Short labels work best", "never hide the first page", "must point the other way"], [])


# (lang, cards: (title, tags)); each card of a dev.to-like feed: an overlay link labelled by its title, the title, its
# tags and its save row
FEED_CARDS = [
    ("ug", [("ئۇيغۇر تىلىدا پروگرامما يېزىش", "#python #ئۇيغۇرچە"), ("تور بېكەت ياساش ئۇسۇلى", "#html #css"),
            ("سانلىق مەلۇمات ئامبىرى", "#sql #ساندان"), ("خەت نۇسخىسى ۋە يېزىق", "#unicode #خەت")]),
    ("bo", [("བོད་ཡིག་གི་མཉེན་ཆས་གསར་པ།", "#python #བོད་ཡིག"), ("དྲ་ཚིགས་བཟོ་ཐབས།", "#html #css"),
            ("གྲངས་གཞི་མཛོད་ཁང་།", "#sql #གྲངས་གཞི"), ("ཡིག་གཟུགས་དང་ཡི་གེ", "#unicode #ཡིག་གཟུགས")]),
]
READING_TIME = "5 min read"


@pytest.mark.parametrize(("lang", "cards"), FEED_CARDS)
def test_a_cards_overlay_link_and_save_row_go(lang: str, cards: list[tuple[str, str]]) -> None:
    body = "".join(
        f"<div class='crayons-story'><a href='/u/p{k}' aria-labelledby='article-link-{k}' "
        f"class='crayons-story__hidden-navigation-link'>{title}</a><div class='crayons-story__body'>"
        f"<div class='crayons-story__indention'><h2 class='crayons-story__title'><a href='/u/p{k}' "
        f"id='article-link-{k}'>{title}</a></h2><div class='crayons-story__tags'>"
        + "".join(f"<a class='crayons-tag' href='/t/{tag}'>{tag}</a> " for tag in tags.split())
        + f"</div><div class='crayons-story__bottom'><div class='crayons-story__save'><small "
          f"class='crayons-story__tertiary'>{READING_TIME}</small><button type='button' id='article-save-button-{k}' "
          f"class='c-btn bookmark-button' aria-label='Save'><span class='bm-initial'></span></button></div></div>"
          f"</div></div></div>" for k, (title, tags) in enumerate(cards))
    text = auto_text(page(f"<main class='articles-list'><div class='substories'>{body}</div></main>", lang))
    assert_kept(text, [title for title, _ in cards], [READING_TIME])


# --- tables in a story -----------------------------------------------------------------------------------------------

def test_a_reports_table_between_its_paragraphs_stays() -> None:
    rows = [("那曲一小", "320", "410"), ("当雄中学", "280", "395"), ("班戈小学", "150", "240")]
    table = ("<table><thead><tr><th>学校</th><th>2024年</th><th>2025年</th></tr></thead><tbody>"
             + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows) + "</tbody></table>")
    lines = ["高原牧区的寄宿制学校开设了双语阅读课，孩子们每周都能借到新的图书。",
             "三所学校的借阅量都有明显增长。其中当雄中学增长最快，学生平均每月借书两本以上，教师也开始使用绘本。",
             "当地教育部门组织教师下乡，帮助牧民家庭建立家庭书架，提高孩子们的阅读兴趣。",
             "调查组建议继续增加藏文读物的采购，并为寄宿学生开放周末阅览室，让孩子们在假期也能读到新书。"]
    text = auto_text(page(f"<main><article><h1>牧区学校双语阅读调查报告</h1><section class='intro'><p>{lines[0]}</p>"
                          f"</section><section class='results'><h2>调查结果</h2><p>{lines[1]}</p>{table}</section>"
                          f"<section class='analysis'><h2>讨论</h2><p>{lines[2]}</p><p>{lines[3]}</p></section>"
                          "</article></main>", "zh"))
    assert_kept(text, [*lines, "当雄中学增长最快", "班戈小学", "395", "2024年"], [])


# (lang, title, opening, table header, rows, closing) for a story's own price table; (lang, title, verses) for a poem
PRICE_STORIES = [
    ("bo", "ལྷ་སའི་ཁྲོམ་རའི་རིན་གོང་ཇེ་མཐོར་སོང་།",
     "ཚོང་པ་ཚོས་བཤད་པར་ད་ལོ་ནས་དང་མར་གྱི་རིན་གོང་ན་ནིང་ལས་མཐོ་བ་རེད་ཟེར། འོན་ཀྱང་ལུག་བལ་གྱི་རིན་གོང་ཅུང་ཟད་ཆག་འདུག",
     ["ཚོང་ཟོག", "ན་ནིང་།", "ད་ལོ།"], [("ནས།", "༡༢", "༡༤"), ("མར།", "༦༥", "༧༠"), ("ཤ", "༤༥", "༤༨")],
     "ནག་ཆུའི་འབྲོག་ཁུལ་དུ་ད་ལོ་རྩྭ་ཐང་ལེགས་པོ་བྱུང་བས། འབྲོག་པ་རྣམས་ཀྱི་ཡོང་འབབ་ཇེ་མང་དུ་ཕྱིན་པ་རེད།"),
    ("ug", "قەشقەر بازىرىدىكى باھالار",
     "سودىگەرلەرنىڭ ئېيتىشىچە، بۇ يىل ئۈزۈم ۋە قوغۇننىڭ باھاسى ئۆتكەن يىلدىكىدىن يۇقىرى بولغان، ئەمما يۇڭ ئەرزانلىغان.",
     ["مەھسۇلات", "ئۆتكەن يىل", "بۇ يىل"], [("ئۈزۈم", "8", "10"), ("قوغۇن", "3", "4"), ("يۇڭ", "22", "19")],
     "دېھقانلار كېلەر يىلى تېخىمۇ كۆپ ئۈزۈم تېرىشنى پىلانلىماقتا، چۈنكى بازاردا ئېھتىياج ئۆسمەكتە."),
]


@pytest.mark.parametrize(("lang", "title", "opening", "header", "rows", "closing"), PRICE_STORIES)
def test_a_storys_own_price_table_stays(lang: str, title: str, opening: str, header: list[str],
                                        rows: list[tuple[str, str, str]], closing: str) -> None:
    table = ("<table><thead><tr>" + "".join(f"<th>{cell}</th>" for cell in header) + "</tr></thead><tbody>"
             + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows) + "</tbody></table>")
    text = auto_text(article(lang, title, f"<p>{opening}</p>{table}<p>{closing}</p>"))
    assert_kept(text, [opening, *header, rows[1][0], rows[2][2], closing], [])


def test_a_poem_set_as_a_list_stays_whole() -> None:
    verses = ["تاغلار ئۈستىدە قار ئېرىيدۇ ئاستا،", "دەريا بويىدا ئۆرۈك چېچەك ئاچار،",
              "ئانام ناخشىسى يادىمدا ھەر دائىم،", "يۇرتۇم يولىغا كۆڭلۈم ئۇچار."]
    opening = "تۇرپان ئويمانلىقىدا ئۈزۈم پىشىش مەزگىلى باشلاندى، دېھقانلار ئەتىگەندىن كەچكىچە ئېتىزدا ئىشلىمەكتە."
    closing = "شائىر بۇ شېئىرنى يۇرتىغا قايتقاندا يازغانىدى، ئۇ ھەر بىر مىسرادا باھارنىڭ ھىدىنى ئىپادىلىدى."
    text = auto_text(article("ug", "باھار كەلگەندە", f"<p>{opening}</p><ul class='poem'>"
                             + "".join(f"<li>{v}</li>" for v in verses) + f"</ul><p>{closing}</p>"))
    assert_kept(text, [opening, *verses, closing], [])


# (lang, title, header, rows: (stamp, home, away, ground)): fixtures lists whose teams are links
FIXTURES = [
    ("en", "2026 Tibet League fixtures", ["Date", "Home", "Away", "Ground"],
     [("2026-03-01 15:00", "Lhasa Eagles", "Shigatse Snow", "Lhasa Stadium"),
      ("2026-03-08 16:30", "Nagqu Yaks", "Chamdo Lions", "Nagqu Ground"),
      ("2026-03-15 14:00", "Shigatse Snow", "Nagqu Yaks", "Shigatse Ground"),
      ("2026-03-22 17:00", "Chamdo Lions", "Lhasa Eagles", "Chamdo Ground")]),
    ("ug", "2026-يىللىق پۇتبول مۇسابىقىسى", ["ۋاقىت", "ساھىبخان", "مېھمان", "مەيدان"],
     [("2026-04-05 15:00", "قەشقەر بۈركۈتلىرى", "خوتەن يولۋاسلىرى", "قەشقەر تەنتەربىيە مەيدانى"),
      ("2026-04-12 16:00", "ئاقسۇ شىرلىرى", "غۇلجا ئاتلىرى", "ئاقسۇ مەيدانى"),
      ("2026-04-19 14:30", "خوتەن يولۋاسلىرى", "ئاقسۇ شىرلىرى", "خوتەن مەيدانى"),
      ("2026-04-26 17:00", "غۇلجا ئاتلىرى", "قەشقەر بۈركۈتلىرى", "غۇلجا مەيدانى")]),
]


@pytest.mark.parametrize(("lang", "title", "header", "rows"), FIXTURES)
def test_a_fixtures_lists_dates_and_times_stay(lang: str, title: str, header: list[str],
                                               rows: list[tuple[str, str, str, str]]) -> None:
    table = ("<table class='fixtures'><thead><tr>" + "".join(f"<th>{cell}</th>" for cell in header)
             + "</tr></thead><tbody>"
             + "".join(f"<tr><td>{stamp}</td><td><a href='/team/{k}h'>{home}</a></td><td><a href='/team/{k}a'>{away}"
                       f"</a></td><td>{ground}</td></tr>" for k, (stamp, home, away, ground) in enumerate(rows))
             + "</tbody></table>")
    text = auto_text(page(f"<main><h1>{title}</h1>{table}</main>", lang))
    assert_kept(text, [*header, *(cell for row in rows for cell in row)], [])
