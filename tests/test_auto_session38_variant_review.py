"""Variant furniture review (h230): the four rules that read Tibetan and Uyghur furniture by markup and place
(``linked_records``, ``trailing_notes``, ``headline.drop_card_headings``, ``lone_lines``) leave the author's own text
alone. Each page (our own markup and sentences) holds text a corpus builder wants in the shape one of the rules
drops: a recipe's "tips" box after its steps and an article set in ``<div>``s whose last paragraph sits in a "tips"
box (not a platform's note); an HTML5 article whose ``<section>``s are each titled by an ``<h1>`` of one class (not a
stream of cards); a blog's "links of the week" post, its intro and its linked titles in one box (not a portal's
stream after the story); a forum's one short reply and a Tibetan text's closing line (not a lone label).
Each is checked with the model's own scores and with every block passed (what a longer fill does).
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines, kept_lines_scored

# the author's paragraphs (our own sentences)
BO = ["ཟླ་བ་དགུ་པའི་ཚེས་གཅིག་ཉིན་ཆུ་འགྲམ་གྱི་སློབ་ཆུང་དུ་དུས་ཚིགས་གསར་པ་འགོ་ཚུགས། བྱིས་པ་རྣམས་ཀྱིས་སློབ་ཁུག་གསར་པ་ཁུར་ནས་"
      "དགེ་རྒན་གྱི་རྗེས་སུ་སློབ་ཁང་ནང་དུ་འཛུམ་མདངས་དང་བཅས་ཞུགས།",
      "སློབ་གྲྭའི་འགོ་འཛིན་གྱིས་བཤད་དོན། ད་ལོ་སློབ་གྲྭར་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་བཞེངས་ཤིང་དཔེ་དེབ་སྟོང་ཕྲག་གཉིས་ལྷག་བསྒྲིགས་ཡོད། "
      "དེ་མིན་རོལ་དབྱངས་དགེ་རྒན་ལང་ཚོ་གཉིས་གདན་ཞུས་ཡོད།",
      "ཕ་མ་ཞིག་གིས་བཤད་དོན། སྔོན་ཆད་བྱིས་པས་ཆུ་ཚོད་གཅིག་རིང་རི་ལམ་བརྒྱུད་ནས་གྲོང་རྡལ་དུ་སློབ་སྦྱོང་ལ་འགྲོ་དགོས་པ་ལས། "
      "ད་ལྟ་སྒོ་མདུན་དུ་སློབ་གྲྭ་ལེགས་པོ་ཡོད།"]
UG = ["سېنتەبىرنىڭ بىرىنچى كۈنى دەريا بويىدىكى باشلانغۇچ مەكتەپ يېڭى مەۋسۇمنى باشلىدى. بالىلار يېڭى سومكىلىرىنى "
      "كۆتۈرۈپ، ئوقۇتقۇچىلىرىنىڭ باشچىلىقىدا سىنىپلارغا كۈلۈمسىرەپ كىردى.",
      "مەكتەپ مۇدىرى بۇ يىل مەكتەپتە يېڭى كۇتۇپخانا قۇرۇلغانلىقىنى، ئىككى مىڭدىن ئارتۇق كىتاب قويۇلغانلىقىنى، يەنە "
      "ئىككى ياش مۇزىكا ئوقۇتقۇچىسى كەلگەنلىكىنى ئېيتتى.",
      "بىر ئانا بۇرۇن ئوغلى بازاردىكى مەكتەپكە بىر سائەت تاغ يولى مېڭىپ باراتتى، ھازىر ئىشىك ئالدىدىلا ياخشى مەكتەپ "
      "بار، ھەممەيلەننىڭ كۆڭلى توق بولدى، دېدى."]
# a recipe's steps and its tip (our own words)
RECIPES = {
    "zh": ("酸辣土豆丝", ["第一步：把土豆洗干净，去皮切成细丝，放入清水中浸泡十分钟，去掉多余的淀粉。",
                       "第二步：锅中放油烧热，放入干辣椒和花椒炒出香味，然后倒入土豆丝大火翻炒。",
                       "第三步：加入适量的盐和醋，继续翻炒两分钟，土豆丝断生后即可出锅装盘。"],
           "小贴士：土豆丝切好后一定要泡水，这样炒出来才会脆爽不粘锅。"),
    "bo": ("ཞོ་བཟོ་སྟངས།", ["རིམ་པ་དང་པོ། འོ་མ་ཁོལ་བར་བསྐོལ་ནས་དྲོད་ཚད་ཅུང་ཟད་མར་ཆག་པར་སྒུག་དགོས། ལག་པ་བཅུག་ན་ཚ་བ་མི་ཚོར་བ་ཙམ་བྱེད།",
                          "རིམ་པ་གཉིས་པ། ཞོ་ཕབས་ཅུང་ཟད་འོ་མའི་ནང་དུ་བླུག་ནས་ལེགས་པར་དཀྲུགས་ཏེ་སྣོད་ཁ་བཀབ་དགོས།",
                          "རིམ་པ་གསུམ་པ། སྣོད་དེ་ཐུལ་པས་དཀྲིས་ནས་དྲོད་ཡོད་སར་བཞག་ན་ཞོ་ཚ་ཚ་ཞིག་ཆགས་ཡོང་།"],
           "གསལ་འདེབས། ཞོ་ཕབས་ཐེབས་རྗེས་དྲོད་ཁང་དུ་ཆུ་ཚོད་བཅུ་གཉིས་བཞག་ན་ཞོ་ཞིམ་པོ་ཡོང་།"),
}
# an HTML5 article's sections: title and paragraph (our own words)
SECTIONS = {
    "en": ("The school by the river", [
        ("History", "The school was founded in 1952 in a single room by the river, with one teacher and eleven pupils "
                    "who brought their own stools."),
        ("The library", "This year the school built a library with more than two thousand books, most of them given "
                        "by families from the town."),
        ("Music", "Two young music teachers now lead a choir class every week, and the choir will sing at the autumn "
                  "festival in the square.")]),
    "bo": ("ཆུ་འགྲམ་གྱི་སློབ་ཆུང་།", [("ལོ་རྒྱུས།", BO[0]), ("དཔེ་མཛོད་ཁང་།", BO[1]), ("ཕ་མའི་བསམ་ཚུལ།", BO[2])]),
}
# a blog's weekly links: linked title, short note (our own words)
LINKS_UG = [("دەريا ۋادىلارنى قانداق شەكىللەندۈرىدۇ؟ ئۇزۇن بىر ماقالە", "ئۇزۇن ماقالە"),
            ("كۇتۇپخانىلارنىڭ جىمجىت ھاياتى ۋە ئۇنىڭ كىتابخانلىرى", "سۈرەتلەر"),
            ("نېمە ئۈچۈن مەكتەپلەردە خور ئۆگىنىش مۇھىم؟", "قىسقا ماقالە"),
            ("يامغۇردىن كېيىنكى تاغ يوللىرى ھەققىدە خاتىرە", "ساياھەت"),
            ("ئالتە ياشلىق بالىلارغا مۇزىكا ئۆگىتىش تەجرىبىسى", "ئاۋازلىق"),
            ("تاغدىكى بىر يېزا مەكتىپىنىڭ ئوقۇتقۇچىسى بىلەن سۆھبەت", "سۆھبەت"),
            ("كونا كوچىلار ۋە يېڭى دۇكانلار توغرىسىدا دوكلات", "شەھەر")]
REPLIES = {"bo": "ཐུགས་རྗེ་ཆེ། ཡག་པོ་འདུག", "ug": "رەھمەت، ياخشى يېزىپسىز"}
CLOSING_BO = "༄༅། །རྫོགས་སོ།། །།"


def _page(body: str, lang: str) -> str:
    direction = ' dir="rtl"' if lang == "ug" else ""
    return (f'<!DOCTYPE html><html lang="{lang}"{direction}><head><meta charset="utf-8"><title>t</title></head><body>'
            f'<ul class="nav"><li><a href="/">1</a></li><li><a href="/n">2</a></li></ul>{body}'
            f'<div class="footer"><p>© 2024</p></div></body></html>')


def recipe_page(lang: str) -> tuple[str, list[str]]:
    """A recipe: its steps each a ``div.step``, then its tip in ``div.recipe-tips``, then a share bar."""
    title, steps, tip = RECIPES[lang]
    body = (f'<div class="recipe"><h1>{title}</h1><div class="recipe-steps">'
            + "".join(f'<div class="step"><span class="n">{i + 1}</span><div class="step-text">{s}</div></div>'
                      for i, s in enumerate(steps))
            + f'</div><div class="recipe-tips">{tip}</div><div class="recipe-share"><a href="#">+</a></div></div>')
    return _page(body, lang), [*steps, tip]


def div_article_page(lang: str) -> tuple[str, list[str]]:
    """An article set in ``<div>``s whose last paragraph sits in ``div.article-tips``."""
    body = (f'<div class="article"><h1>t</h1><div class="article-body"><div class="text"><div>{UG[0]}</div>'
            f'<div>{UG[1]}</div></div><div class="article-tips">{UG[2]}</div></div>'
            f'<div class="share"><a href="#">+</a></div></div>')
    return _page(body, lang), UG


def sections_page(lang: str) -> tuple[str, list[str]]:
    """An HTML5 article whose ``<section>``s are each titled by an ``h1.section-title`` over their paragraph."""
    title, sections = SECTIONS[lang]
    body = (f'<main><article><header><h1 class="entry-title">{title}</h1></header>'
            + "".join(f'<section><h1 class="section-title">{h}</h1><p>{p}</p></section>' for h, p in sections)
            + '</article></main>')
    return _page(body, lang), [line for pair in sections for line in pair]


def links_post_page(lang: str) -> tuple[str, list[str]]:
    """A blog's "links of the week" post: an intro, then linked titles each with a short note, in the post's box."""
    intro = " ".join(UG)
    body = (f'<article class="post"><h1 class="entry-title">t</h1><div class="entry-content"><p>{intro}</p>'
            + "".join(f'<div class="link-item"><h4><a href="https://example.org/{i}">{t}</a></h4>'
                      f'<p class="note">{n}</p></div>' for i, (t, n) in enumerate(LINKS_UG))
            + '</div></article>')
    return _page(body, lang), [intro] + [t for t, _note in LINKS_UG]


def forum_page(lang: str) -> tuple[str, list[str]]:
    """A thread: the opening post and one short reply, each beside its user pane."""
    def post(cls: str, user: str, text: str) -> str:
        return (f'<div class="post {cls}"><div class="postprofile"><dl><dt><a href="/u/{user}">{user}</a></dt>'
                f'<dd>12</dd></dl></div><div class="postbody"><p class="author">2024-09-01</p>'
                f'<div class="content">{text}</div></div></div>')
    opening = (BO if lang == "bo" else UG)[0]
    body = f'<div id="page-body"><h2>t</h2>{post("first", "a", opening)}{post("bg1", "b", REPLIES[lang])}</div>'
    return _page(body, lang), [opening, REPLIES[lang]]


def closing_line_page(lang: str) -> tuple[str, list[str]]:
    """A Tibetan text whose closing line follows a figure and its caption."""
    body = ('<div class="article"><h1>t</h1><div class="content">' + "".join(f"<p>{p}</p>" for p in BO)
            + '<figure><img src="/a.jpg" alt=""><figcaption>པར། བཀྲ་ཤིས།</figcaption></figure>'
            + f'<div class="text-end">{CLOSING_BO}</div></div><div class="share"><a href="#">+</a></div></div>')
    return _page(body, lang), [*BO, CLOSING_BO]


def _every_block_kept(markup: str) -> list[str]:
    """The lines the steps keep when the model passes every block (what a longer fill does to short text)."""
    return kept_lines_scored(markup, {}, 1.0)


PAGES = [(recipe_page, "zh"), (recipe_page, "bo"), (div_article_page, "ug"), (sections_page, "en"),
         (sections_page, "bo"), (links_post_page, "ug"), (forum_page, "bo"), (forum_page, "ug"),
         (closing_line_page, "bo")]


@pytest.mark.parametrize("lines", [auto_lines, _every_block_kept], ids=["auto", "all-passed"])
@pytest.mark.parametrize(("build", "lang"), PAGES, ids=[f"{build.__name__}-{lang}" for build, lang in PAGES])
def test_the_author_text_in_a_furniture_shape_stays(build, lang: str, lines) -> None:  # noqa: ANN001
    markup, wanted = build(lang)
    text = "\n".join(lines(markup))
    assert [line for line in wanted if line not in text] == []
