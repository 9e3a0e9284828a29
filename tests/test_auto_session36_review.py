"""Review h205 of five rules (our own pages and sentences): the page's own text that names or looks like what a rule
removes stays, and what the rules are for still goes.

- ``auto.mega_menus``: a documentation section ``<section id="mega-menu">``, a design blog's ``<h2 id="mega-menu">``
  and a story in a wrapper named "mega-nav-push" are the page's text, not its menu;
- ``auto.quote_headers``: a story's line over a quoted letter, poem or article ("On 2 March 1986 <b>Pema</b> wrote:",
  "这篇文章发表于 1981 年的《乡村教育》杂志上：", a speaker's linked name and "写道：") is the story's own, not a board's
  quote header, which opens on an engine's phrase or dates its post in digits;
- ``auto.repeated_runs``: a lesson's "printable worksheet" repeating its passage under an instruction and over its
  questions keeps the passage twice, while a recipe's "print-friendly" card keeps its steps once;
- ``auto.tag_links``: a short post's row of tags opening on a label ("Tags:", "标签：", "خەتكۈچلەر:", "ཁ་བྱང་།") is
  its tag line and goes, while a topic index's or a glossary's row under its intro stays.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

SITE = "Example Press"
MENU_TEASER = ("A weekly conversation with owners of small firms about cash, hiring and the questions that keep them "
               "awake at night.")


def _page(lang: str, body: str, logo_tag: str = "div") -> str:
    """A page of ``body`` under a site header with a mega menu (its panel holds a teaser) and over a footer."""
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>page</title></head><body>"
            f"<header class='site-header'><{logo_tag} class='logo'><a href='/'>{SITE}</a></{logo_tag}>"
            "<nav class='main-nav'><ul class='menu'><li class='menu-item menu-item-has-mega-menu'>"
            "<a href='/services'>Services</a><div class='mega-menu-panel'><ul><li><a href='/audit'>Audit</a></li>"
            "<li><a href='/tax'>Tax</a></li><li><a href='/advisory'>Advisory</a></li></ul>"
            f"<div class='mega-menu-feature'><h4>The Ledger podcast</h4><p>{MENU_TEASER}</p>"
            "<a href='/podcast'>Listen now</a></div></div></li><li class='menu-item'><a href='/about'>About</a></li>"
            f"</ul></nav></header>\n{body}\n<footer class='site-footer'><p>© 2026 {SITE}. All rights reserved.</p>"
            "<a href='/privacy'>Privacy</a></footer></body></html>")


# ---------------------------------------------------------------------------------------------------- mega menus
DOCS = ["A navbar holds the site's name and its first-level links in one row; on a narrow screen it folds into a "
        "button that opens the links as a list.",
        "A mega menu opens a wide panel under one entry of the navbar, with columns of links grouped under short "
        "headings and, often, a featured item with a picture and a sentence.",
        "Keep a mega menu's columns to four at most, and make every column reachable with the keyboard: the panel "
        "must open on focus as well as on hover, and close with the Escape key."]
DESIGN_BLOG = ["所谓大型菜单，就是鼠标停在导航栏某一项上时展开的一整块面板，里面按栏目排列着几十个链接，有时还配一张图片和一句介绍。",
               "电商网站和大学网站最喜欢用这种菜单，因为它们的栏目太多，普通的下拉菜单放不下，用户也很难一层一层地找下去。"]
LIBRARY_STORY = [
    "شەھەرلىك كۇتۇپخانا بۇ يىل ئەتىيازدىن باشلاپ ھەر شەنبە كۈنى بالىلار ئۈچۈن ھېكايە ئوقۇش سورۇنى "
    "ئۇيۇشتۇرىدىغان بولدى.",
    "كۇتۇپخانا مۇدىرىنىڭ ئېيتىشىچە، بىرىنچى ھەپتىدىلا ئاتمىشتىن ئارتۇق بالا ئاتا-ئانىسى بىلەن كېلىپ ھېكايە ئاڭلىغان.",
    "ئاتا-ئانىلار بۇ پائالىيەتنى ناھايىتى قارشى ئالدى، بىر ئانا بالىسىنىڭ ئۆيدىمۇ كىتاب ئوقۇشنى تەلەپ "
    "قىلىدىغان بولغانلىقىنى ئېيتتى."]
LATEST = "".join(f"<li><a href='/n/{k}'>خەۋەر تېمىسى {k} ھەققىدە قىسقىچە چۈشەندۈرۈش ۋە تەپسىلاتلار</a></li>"
                 for k in range(14))

MEGA_PAGES = {
    # a UI kit's documentation: each component's section is named by its id, one of them "mega-menu"
    "docs_section_en": (_page("en", "<main class='docs'><h1>Navigation components</h1>"
                              f"<section id='navbar'><h2>Navbar</h2><p>{DOCS[0]}</p></section>"
                              f"<section id='mega-menu'><h2>Mega menu</h2>{paragraphs(DOCS[1:])}</section></main>"),
                        DOCS + ["Mega menu"]),
    # a design blog's headings carry anchors named after their topic, an example's box a class
    "heading_ids_zh": (_page("zh", "<main><article class='post'><h1>什么时候该用大型菜单</h1>"
                             f"<h2 id='mega-menu'>什么是大型菜单（Mega Menu）？</h2><p>{DESIGN_BLOG[0]}</p>"
                             "<h2 id='mega-menu-sites'>哪些网站在用</h2>"
                             f"<div class='mega-menu-examples'><p>{DESIGN_BLOG[1]}</p></div></article></main>"),
                       DESIGN_BLOG + ["什么是大型菜单（Mega Menu）？", "哪些网站在用"]),
    # the site's logo is its <h1>, the story's title an <h2>, and a long sidebar outweighs the story's wrapper
    "story_wrapper_ug": (_page("ug", "<div class='off-canvas-wrap'>"
                               "<div id='content' class='site-content mega-nav-push'>"
                               "<article class='news'><h2>كۇتۇپخانىدا ھېكايە سورۇنى</h2>"
                               f"{paragraphs(LIBRARY_STORY)}</article></div><aside class='sidebar'>"
                               f"<h3>ئەڭ يېڭى خەۋەرلەر</h3><ul>{LATEST}</ul></aside></div>", logo_tag="h1"),
                         LIBRARY_STORY),
}


@pytest.mark.parametrize("name", sorted(MEGA_PAGES))
def test_text_about_mega_menus_or_in_a_wrapper_so_named_stays(name: str) -> None:
    markup, stay = MEGA_PAGES[name]
    text = auto_text(markup)
    assert all(line in text for line in stay)
    assert "A weekly conversation" not in text  # the site's real panel still goes


# ---------------------------------------------------------------------------------------------------- quote headers
LETTER_EN = "The bridge is finished at last, and the children no longer wade the river to reach the school."
ARTICLE_ZH = "乡村学校的图书室不必很大，但一定要让孩子们随时都能走进去，随手就能拿到想看的书。"
POEM_UG = "تاغلار ئۈستىدە قار ئېرىيدۇ ئاستا،<br>دەريالار تولار، باغلار كۆكىرەر،"
LETTER_BO = "ང་ཚོའི་ཡུལ་དུ་ད་ལོ་ཆར་པ་མང་པོ་བབས་པས་ཞིང་ཁ་ཚང་མ་སྔོན་པོར་གྱུར་ཡོད། ཁྱོད་རང་ཡང་མྱུར་དུ་ཕ་ཡུལ་ལ་ལོག་ཤོག"

# a story's blockquote: the story's line naming the quoted text's writer and date, a <br>, the quoted text
STORY_QUOTES = {
    "wrote_en": ("en", "On 2 March 1986 <b>Pema</b> wrote:", LETTER_EN),
    "published_zh": ("zh", "这篇文章发表于 1981 年的<i>《乡村教育》</i>杂志上：", ARTICLE_ZH),
    "poet_wrote_ug": ("ug", "1985-يىلى <b>شائىر</b> مۇنداق يازغان:", POEM_UG),
    "mother_wrote_bo": ("bo", "ལོ་ ༡༩༨༥ ལོར་<b>ཨ་མ་སྒྲོལ་མ</b>་ཡིས་བྲིས་པ།", LETTER_BO),
}


@pytest.mark.parametrize("name", sorted(STORY_QUOTES))
def test_a_story_s_line_over_its_quote_stays(name: str) -> None:
    lang, line, quoted = STORY_QUOTES[name]
    markup = _page(lang, "<main><article><h1>Letters</h1><p>The museum has put a box of old letters and cuttings on "
                         f"show this spring.</p><blockquote>{line}<br>{quoted}</blockquote><p>The letters will "
                         "travel to three other towns next year.</p></article></main>")
    lines = auto_text(markup).split("\n")
    plain = line.replace("<b>", "").replace("</b>", "").replace("<i>", "").replace("</i>", "")
    assert plain in lines
    assert quoted.split("<br>")[0] in lines


# a story's quote opening on its speaker's linked name and a "wrote" (an inline element, no <br>): the story's words
LINKED_SPEAKERS = {
    "zh": ("<strong><a href='/people/li'>李部长</a>在信中写道：</strong>", "李部长在信中写道：",
           "桥终于修好了，孩子们再也不用蹚水过河去上学了。"),
    "en": ("<b><a href='/people/pema'>Pema</a> wrote:</b> ", "Pema wrote:", LETTER_EN),
}


@pytest.mark.parametrize("lang", sorted(LINKED_SPEAKERS))
def test_a_story_s_linked_speaker_over_its_quote_stays(lang: str) -> None:
    header, plain, quoted = LINKED_SPEAKERS[lang]
    markup = _page(lang, "<main><article><h1>Letters</h1><p>The museum has put a box of old letters and cuttings on "
                         f"show this spring.</p><blockquote>{header}{quoted}</blockquote><p>The letters will travel "
                         "to three other towns next year.</p></article></main>")
    text = auto_text(markup)
    assert plain in text and quoted in text


def test_a_board_s_header_line_dated_to_the_minute_still_goes() -> None:
    # Discuz! 7's quote: the header line in the quote's own text, the poster's name alone in an <i>
    quoted = "最好先不要翻动，找无酸纸做的盒子装起来，放在阴凉干燥的地方。"
    markup = _page("zh", "<main><h1>老经书怎么保存</h1><div class='t_msgfont'><blockquote>原帖由 <i>卓玛</i> 于 "
                         f"2024-1-5 10:21 发表<br>{quoted}</blockquote>同意楼上。还可以联系当地的图书馆，有些图书馆有专门的"
                         "古籍修复室，可以免费咨询。</div></main>")
    text = auto_text(markup)
    assert quoted in text
    assert "原帖由" not in text


# ---------------------------------------------------------------------------------------------------- repeated runs
PASSAGE = ["The river was low that autumn, and the children could walk across the stones to the island where the old "
           "mill stood.",
           "Every afternoon they carried their books there and read aloud to each other until the bell of the village "
           "school called them home."]
STEPS = ["Warm the butter in a bowl with a cup of hot tea until it melts completely.",
         "Add the roasted barley flour little by little and knead it with your fingers against the side of the bowl "
         "until it holds together."]


def test_a_printable_worksheet_keeps_its_passage_again() -> None:
    # the lesson's passage, the teacher's notes, then a worksheet for the printer: an instruction, the passage again,
    # the questions (a section of its own, not a print rendering of the page)
    markup = _page("en", "<main><article class='lesson'><h1>Reading lesson 4: The island</h1><h2>The passage</h2>"
                         f"<div class='passage'>{paragraphs(PASSAGE)}</div><h2>Notes for the teacher</h2><p>Read "
                         "the passage aloud once before the pupils read it alone; ask them to picture the island and "
                         "draw it.</p><div class='printable worksheet'><h2>Worksheet</h2><p>Read the passage again "
                         "and answer the questions below in full sentences.</p>"
                         f"<div class='passage'>{paragraphs(PASSAGE)}</div><ol class='questions'><li>Why could the "
                         "children walk to the island that autumn?</li><li>What called the children home every "
                         "afternoon?</li></ol></div></article></main>")
    text = auto_text(markup)
    assert all(text.count(paragraph) == 2 for paragraph in PASSAGE)
    assert "Why could the children walk to the island that autumn?" in text


def test_a_print_friendly_recipe_card_keeps_its_steps_once() -> None:
    # the story's steps with photos, then the recipe card for the printer: the steps again and a note of its own
    steps = "".join(f"<p>{step}</p><figure><img src='/s{k}.jpg' alt=''></figure>" for k, step in enumerate(STEPS))
    markup = _page("en", "<main><article class='post'><h1>Tsampa the way my grandmother made it</h1><p>Every morning "
                         f"of my childhood began with a bowl of tsampa; here is how she made it.</p>{steps}"
                         "<div class='recipe-card print-friendly'><h2>Tsampa</h2><ol>"
                         + "".join(f"<li>{step}</li>" for step in STEPS) + "</ol><h3>Notes</h3><p>Dried cheese "
                         "crumbled into the bowl makes it richer; sugar is for children.</p></div></article></main>")
    text = auto_text(markup)
    assert all(text.count(step) == 1 for step in STEPS)
    assert "Dried cheese crumbled into the bowl makes it richer" in text


# ---------------------------------------------------------------------------------------------------- tag rows
POSTS = {
    "en": (["We spent the weekend at the lake and counted more birds than we did all last year: grebes, terns and a "
            "heron that stood on one leg for an hour.",
            "The path round the north shore is open again after the winter floods, and the hut at the far end sells "
            "tea until five."], "Tags: ", ", ", ["birds", "lake", "walks", "weekend", "north shore", "tea"]),
    "zh": (["周末我们去了湖边，数到的鸟比去年一整年还多，有一只苍鹭单腿站了足足一个小时。",
            "北岸的小路在冬天的洪水之后重新开放了，路尽头的小木屋一直卖茶到下午五点。"],
           "标签：", " ", ["观鸟", "湖边", "徒步", "周末", "北岸", "喝茶"]),
    "ug": (["بىز دەم ئېلىش كۈنى كۆل بويىغا بېرىپ، ئۆتكەن يىلدىكىدىنمۇ كۆپ قۇش كۆردۇق، بىر ئاق قۇتان بىر سائەت بىر "
            "پۇتىدا تۇردى.",
            "قىشتىكى كەلكۈندىن كېيىن شىمالىي قىرغاقتىكى يول قايتا ئېچىلدى، يولنىڭ ئۇچىدىكى كىچىك ئۆيدە چاي سېتىلىدۇ."],
           "خەتكۈچلەر: ", "، ", ["قۇشلار", "كۆل", "پىيادە ساياھەت", "دەم ئېلىش", "شىمالىي قىرغاق"]),
    "bo": (["ད་ལོ་ཞིང་པ་རྣམས་ཀྱིས་ནས་ཀྱི་རིགས་གསར་པ་ཞིག་བཏབ་པས་ལོ་ཏོག་སྔར་ལས་ཉི་ཤུ་ཡི་བརྒྱ་ཆ་ཙམ་མང་དུ་ཐོན་འདུག",
            "ས་གནས་ཀྱི་ཞིང་ལས་ཅུས་ཀྱིས་སང་ལོ་ནས་ས་བོན་དེ་གྲོང་ཚོ་གཞན་དག་ལའང་ཁྱབ་གདལ་གཏོང་རྒྱུ་ཡིན།"],
           "ཁ་བྱང་། ", " ", ["ཞིང་ལས།", "འབྲོག་ལས།", "སློབ་གསོ།", "འཕྲོད་བསྟེན།", "རིག་གནས།"]),
}


@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_short_post_s_labelled_row_of_tags_goes(lang: str) -> None:
    post, label, separator, tags = POSTS[lang]
    row = separator.join(f"<a href='/tag/t{k}'>{tag}</a>" for k, tag in enumerate(tags))
    markup = _page(lang, f"<main><div class='content'><h1>post</h1>{paragraphs(post)}<p>{label}{row}</p>"
                         "</div></main>")
    text = auto_text(markup)
    assert all(paragraph in text for paragraph in post)
    assert separator.join(tags[-2:]) not in text


# a topic index and a glossary: an intro and the row of the site's topics in its box, no label but a phrase
INDEXES = {
    "glossary_ug": ("ug", "<h1>ئاتالغۇلار</h1><p>بۇ بەتتە تور بېكىتىمىزدە كۆپ ئۇچرايدىغان كومپيۇتېر ئاتالغۇلىرى "
                          "تىزىلدى، "
                          "بىر ئاتالغۇنى بېسىپ شۇ ھەقتىكى ماقالىلارنى ئوقۇڭ.</p><p>{row}</p>", " · ",
                    ["ئالگورىتم", "ساندان", "تور", "مۇلازىمېتىر", "پروگرامما", "كود", "ئىشلەتكۈچى", "بەتكۈچ"]),
    "topic_list_bo": ("bo", "<h1>ཁ་བྱང་།</h1><div class='intro'><p>དྲ་ཚིགས་འདིའི་རྩོམ་ཡིག་ཚང་མ་ཁ་བྱང་གི་རིམ་པར་"
                            "བཀོད་ཡོད། ཁ་བྱང་ཞིག་བདམས་ནས་དེའི་འོག་གི་རྩོམ་ཡིག་ཀློག་ཆོག</p></div>"
                            "<ul class='topic-list'>{row}</ul>",
                      "", ["ཞིང་ལས།", "འབྲོག་ལས།", "སློབ་གསོ།", "འཕྲོད་བསྟེན།", "རིག་གནས།", "ལོ་རྒྱུས།", "སྐྱེ་ཁམས།"]),
    "topic_index_phrase_en": ("en", "<h1>Topics</h1><p>This page gathers every story we have published about the high "
                                    "plateau since 2019. Choose a topic to read the stories filed under it, newest "
                                    "first.</p><p>Browse by topic: {row}</p>", ", ",
                              ["farming", "herding", "weather", "schools", "roads", "river towns", "festivals"]),
}


@pytest.mark.parametrize("name", sorted(INDEXES))
def test_an_index_s_row_of_topics_under_its_intro_stays(name: str) -> None:
    lang, body, separator, topics = INDEXES[name]
    if separator:
        row = separator.join(f"<a href='/tags/{k}'>{topic}</a>" for k, topic in enumerate(topics))
    else:
        row = "".join(f"<li><a href='/tag/{k}'>{topic}</a></li>" for k, topic in enumerate(topics))
    text = auto_text(_page(lang, f"<main>{body.format(row=row)}</main>"))
    assert topics[0] in text and topics[-1] in text
