"""Review of the listing and table rules (session 39, h240), on our own Tibetan, Uyghur, Chinese and English pages: a
proverb or a numbered saying beside its save button (``teasers.drop_record_save_rows``), a card's title link labelled
by its own heading or a screen-reader label (``teasers.drop_relabelled_links``), untitled poems under their picture
links (``teasers.drop_record_more_links``, which takes a blog's jump link to each post's "#more" for a "read more"), a
course's numbered drawers of readings (``teasers.drop_record_drawers``), a short story's body box named
"feed-content" (``archives.drop_feed_intros``) and a report's table in its WordPress or Bootstrap wrapper
(``tables._headed_in_flow``) are text; a MediaWiki category page in Uyghur keeps its members."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text
from tests.test_auto_listing_tables import assert_kept, page

# --- a record that opens with its save button is a quote (drop_record_save_rows) ------------------------------------

# (lang, title, intro, record markup with {line}, lines)
PROVERBS = [
    ("ug", "ئۇيغۇر خەلق ماقال-تەمسىللىرى", "ماقال-تەمسىللەر خەلقنىڭ ئەقىل-پاراسىتىنىڭ جەۋھىرى.",
     "<li class='proverb'>{line} <button type='button' class='btn-save' aria-label='ساقلاش'><svg></svg></button></li>",
     ["تىل تىغدىن ئۆتكۈر", "ئەمگەك قىلساڭ ئېرىشىسەن", "بىلىم بايلىقتىن ئەلا", "دوست ئاچچىق سۆزلەيدۇ"]),
    ("bo", "བོད་ཀྱི་གཏམ་དཔེ།", "གཏམ་དཔེ་ནི་མི་རབས་ནས་མི་རབས་བར་བརྒྱུད་པའི་ཤེས་རབ་ཡིན།",
     "<div class='quote-card'><div class='quote-text'>{line}<button class='favorite' title='ཉར་ཚགས།'>♡</button></div>"
     "<div class='src'>གཏམ་དཔེ།</div></div>",
     ["ཁ་ཟས་ཞིམ་ན་ཕྱི་མ་ལ་ཉར།", "ཤེས་རབ་ནོར་ལས་གལ་ཆེ།", "ཆུ་ཐིགས་བསགས་ན་རྒྱ་མཚོ།", "བྱ་བ་མ་བྱས་འབྲས་བུ་མེད།"]),
    ("zh", "论语名句", "下面是《论语》中流传最广的几句话，供大家学习。",
     "<div class='saying'><div class='num'>{n}</div><div class='text'>{line}<button class='btn-favorite'>收藏</button>"
     "</div></div>", ["学而不思则罔", "温故而知新", "三人行必有我师", "知之为知之不知为不知", "己所不欲勿施于人"]),
]


@pytest.mark.parametrize(("lang", "title", "intro", "record", "lines"), PROVERBS, ids=[p[0] for p in PROVERBS])
def test_proverbs_beside_their_save_buttons_stay(lang: str, title: str, intro: str, record: str,
                                                 lines: list[str]) -> None:
    cards = "".join(record.format(line=line, n=k + 1) for k, line in enumerate(lines))
    text = auto_text(page(f"<main><h1>{title}</h1><p>{intro}</p><div class='quotes'>{cards}</div></main>", lang))
    assert_kept(text, lines[1:], [])


# --- card titles: a link labelled by its own heading, untitled works under picture links ----------------------------

STORIES = [("Restoring a Derge woodblock", "Conservators spent a year cleaning soot from the blocks before a print."),
           ("A week with yak herders", "Our reporter followed a family from the winter camp to the spring pasture."),
           ("The last bookbinder of Lhasa", "He still sews the pecha covers by hand, as his father taught him.")]


@pytest.mark.parametrize("card", [
    "<article class='card'><h2 id='post-{k}-title'><a href='/p/{k}' aria-labelledby='post-{k}-title'>{title}</a></h2>"
    "<p class='excerpt'>{excerpt}</p></article>",
    "<article class='card'><h3 class='card-title'><a href='/p/{k}' aria-labelledby='label-{k}'>{title}</a></h3>"
    "<p>{excerpt}</p><span id='label-{k}' class='sr-only visually-hidden'>{title}, 5 minute read</span></article>",
], ids=["own-heading", "screen-reader-label"])
def test_a_cards_title_link_labelled_by_another_element_stays(card: str) -> None:
    cards = "".join(card.format(k=k, title=title, excerpt=excerpt) for k, (title, excerpt) in enumerate(STORIES))
    text = auto_text(page(f"<main class='blog'><h1>Stories</h1><div class='cards'>{cards}</div></main>", "en"))
    assert_kept(text, [title for title, _ in STORIES], [])


UNTITLED_POEMS = ["相见时难别亦难，东风无力百花残。春蚕到死丝方尽，蜡炬成灰泪始干。",
                  "昨夜星辰昨夜风，画楼西畔桂堂东。身无彩凤双飞翼，心有灵犀一点通。",
                  "来是空言去绝踪，月斜楼上五更钟。梦为远别啼难唤，书被催成墨未浓。",
                  "飒飒东风细雨来，芙蓉塘外有轻雷。金蟾啮锁烧香入，玉虎牵丝汲井回。"]


def test_untitled_poems_keep_their_titles_under_picture_links() -> None:
    cards = "".join(f"<div class='poem-card'><a class='thumb' href='/poem/{k}'><img src='/i/{k}.jpg' alt=''></a>"
                    f"<h3><a href='/poem/{k}'>无题</a></h3><div class='author'>李商隐</div><p class='verse'>{verse}</p>"
                    "</div>" for k, verse in enumerate(UNTITLED_POEMS))
    text = auto_text(page(f"<main><h1>李商隐的无题诗</h1><p>李商隐以无题为名的诗有十余首，多写相思离别，意境朦胧。</p>"
                          f"<div class='poems'>{cards}</div></main>", "zh"))
    assert text.count("无题\n") >= len(UNTITLED_POEMS) - 1
    assert_kept(text, UNTITLED_POEMS[:2], [])


BLOG_POSTS = [("قەشقەردە كىتاب يەرمەنكىسى",
               "قەشقەردە ئۈچ كۈنلۈك كىتاب يەرمەنكىسى ئېچىلىپ، ئون مىڭدىن ئارتۇق ئوقۇرمەن قاتناشتى."),
              ("خوتەندە يېڭى كۇتۇپخانا",
               "خوتەن شەھىرىدە بالىلار ئۈچۈن يېڭى كۇتۇپخانا قۇرۇلۇپ، ئىككى مىڭ كىتاب قويۇلدى."),
              ("غۇلجىدا شېئىر كېچىلىكى",
               "غۇلجىدا ياش شائىرلار شېئىر ئوقۇش كېچىلىكى ئۆتكۈزۈپ، تاماشىبىنلارنىڭ ئالقىشىغا ئېرىشتى.")]
JUMP_LINK = "تولۇق ئوقۇش"  # "read in full"


def test_a_blogs_jump_link_to_each_posts_more_anchor_goes() -> None:
    posts = "".join(f"<div class='post'><h2 class='post-title'><a href='https://blog.example/p/{k}/'>{title}</a></h2>"
                    f"<div class='post-body'>{body}</div><div class='jump-link'>"
                    f"<a href='https://blog.example/p/{k}/#more'>{JUMP_LINK}</a></div></div>"
                    for k, (title, body) in enumerate(BLOG_POSTS))
    text = auto_text(page(f"<div class='main'><h1>خەۋەرلەر</h1><div class='blog-posts'>{posts}</div></div>", "ug"))
    assert_kept(text, [body for _, body in BLOG_POSTS], [JUMP_LINK])


# --- a course's numbered drawers of readings (drop_record_drawers) ---------------------------------------------------

WEEKS = [["ཐོན་མི་སམ་བྷོ་ཊས་ཡི་གེ་བཟོས་པའི་ལོ་རྒྱུས་དང་དེའི་སྐོར་གྱི་བསམ་ཚུལ་ཁག",
          "བོད་ཀྱི་ཡི་གེའི་དབྱིབས་འགྱུར་བའི་རིམ་པ་དང་དུས་རབས་སོ་སོའི་ཁྱད་ཆོས།"],
         ["ཏུན་ཧོང་ནས་ཐོན་པའི་བོད་ཡིག་ཡིག་ཆ་རྙིང་པ་དང་དེའི་ནང་དོན་གྱི་དབྱེ་ཞིབ།",
          "ཞོལ་རྡོ་རིང་གི་ཡི་གེ་དང་དེ་ལས་ཤེས་ཐུབ་པའི་ལོ་རྒྱུས།"],
         ["སུམ་ཅུ་པའི་བརྡ་སྤྲོད་ཀྱི་གཞི་རྩ་དང་དེའི་འགྲེལ་བ་ཁག", "བྱ་ཚིག་གི་དུས་གསུམ་དང་དེའི་འགྱུར་ཚུལ།"]]


def test_a_courses_numbered_drawers_of_readings_stay() -> None:
    drawers = "".join(f"<details class='week'><summary>བདུན་ཕྲག {k + 1}</summary>"
                      + "".join(f"<p><a href='/r/{k}{j}'>{reading}</a></p>" for j, reading in enumerate(readings))
                      + "</details>" for k, readings in enumerate(WEEKS))
    text = auto_text(page("<main class='course'><h1>བོད་ཀྱི་ཡི་གེའི་ལོ་རྒྱུས།</h1><p>སློབ་ཚན་འདིས་བོད་ཀྱི་ཡི་གེའི་"
                          "ལོ་རྒྱུས་ཡིག་ཆ་རྙིང་པ་བརྒྱུད་ནས་སློབ་སྦྱོང་བྱེད། "
                          "བདུན་ཕྲག་རེ་རེའི་ཀློག་དེབ་གཤམ་དུ་བཀོད་ཡོད།</p>"
                          f"<div class='schedule'>{drawers}</div></main>", "bo"))
    assert_kept(text, [*WEEKS[0], *WEEKS[1]], [])


# --- a short story's body box named "feed-content" (drop_feed_intros) -----------------------------------------------

RELATED = ["A new reading room opens in Shigatse for the town's students",
           "Nyingchi library adds two thousand Tibetan titles this spring",
           "Volunteers teach evening classes in the old town of Lhasa",
           "A mobile library reaches nomad camps north of Nagqu",
           "Children's books in Tibetan win a national design prize",
           "The Potala's archive goes online for researchers",
           "Printing houses in Derge take on young apprentices",
           "A poetry night fills the hall of the cultural centre"]


def test_a_short_storys_body_in_a_box_named_feed_stays() -> None:
    related = "".join(f"<li><a href='/n/{k}'>{title}</a></li>" for k, title in enumerate(RELATED))
    body = ["Ten thousand books", "The library holds more than ten thousand books and stays open until ten at night. "
            "Young people can read there for free."]
    text = auto_text(page(
        "<main><article class='news'><h1>Lhasa opens a youth library</h1><p class='lead'>A library for young readers "
        f"opened on Monday in the east of the city.</p><div class='feed-content'><h2>{body[0]}</h2><p>{body[1]}</p>"
        "<div class='share'><a href='/s/1'>Share</a><a href='/s/2'>Print</a></div><h3>Related stories</h3>"
        f"<ul class='related'>{related}</ul></div></article></main>", "en"))
    assert_kept(text, body, RELATED[3:5])


# --- a report's table in its wrapper (_headed_in_flow) --------------------------------------------------------------

REPORT_ROWS = [("那曲一小", "320", "410"), ("当雄中学", "280", "395"), ("班戈小学", "150", "240")]
REPORT_LINES = ["高原牧区的寄宿制学校开设了双语阅读课，孩子们每周都能借到新的图书。",
                "三所学校的借阅量都有明显增长。其中当雄中学增长最快，学生平均每月借书两本以上，教师也开始使用绘本。",
                "当地教育部门组织教师下乡，帮助牧民家庭建立家庭书架，提高孩子们的阅读兴趣。",
                "调查组建议继续增加藏文读物的采购，并为寄宿学生开放周末阅览室，让孩子们在假期也能读到新书。"]


@pytest.mark.parametrize(("opening", "closing"), [
    ("<figure class='wp-block-table'>", "<figcaption>来源：县教育局</figcaption></figure>"),
    ("<div class='table-responsive'>", "</div>"),
    ("<div class='table-wrapper'><div class='scroll'>", "</div></div>"),
], ids=["wp-block-table", "table-responsive", "table-wrapper"])
def test_a_reports_table_in_its_wrapper_stays(opening: str, closing: str) -> None:
    table = ("<table><thead><tr><th>学校</th><th>2024年</th><th>2025年</th></tr></thead><tbody>"
             + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in REPORT_ROWS)
             + "</tbody></table>")
    lines = REPORT_LINES
    text = auto_text(page(f"<main><article><h1>牧区学校双语阅读调查报告</h1><section class='intro'><p>{lines[0]}</p>"
                          f"</section><section class='results'><h2>调查结果</h2><p>{lines[1]}</p>{opening}{table}"
                          f"{closing}</section><section class='analysis'><h2>讨论</h2><p>{lines[2]}</p>"
                          f"<p>{lines[3]}</p></section></article></main>", "zh"))
    assert_kept(text, [*lines, "班戈小学", "395", "2024年"], [])


# --- a MediaWiki category page in Uyghur (drop_category_letters) ----------------------------------------------------

CITIES = [("ئا", ["ئاقسۇ", "ئالتاي"]), ("ب", ["بۆرتالا", "باي"]), ("ت", ["تۇرپان", "تارباغاتاي"]),
          ("ق", ["قەشقەر", "قۇمۇل"]), ("خ", ["خوتەن", "خامى"])]


def test_a_uyghur_category_pages_members_stay_and_its_letters_go() -> None:
    groups = "".join(f"<div class='mw-category-group'><h3>{letter}</h3><ul>"
                     + "".join(f"<li><a href='/wiki/{name}'>{name}</a></li>" for name in names) + "</ul></div>"
                     for letter, names in CITIES)
    text = auto_text(page(
        "<div id='content' class='mw-body'><h1 id='firstHeading'>تۈر:شىنجاڭدىكى شەھەرلەر</h1><div id='mw-content-text'>"
        "<div class='mw-category-generated'><div id='mw-pages'><h2>«شىنجاڭدىكى شەھەرلەر» تۈرىدىكى بەتلەر</h2>"
        "<p>بۇ تۈردە تۆۋەندىكى 10 بەت بار.</p><div lang='ug' dir='rtl' class='mw-content-rtl'><div class='mw-category'>"
        f"{groups}</div></div></div></div></div></div>", "ug"))
    lines = text.split("\n")
    assert_kept(text, [name for _, names in CITIES for name in names], [])
    assert not any(letter in lines for letter, _ in CITIES)
