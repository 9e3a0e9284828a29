"""Photo captions and the title block (session 42, h289), on our own Tibetan, Uyghur, Chinese and English pages.

Captions: the extraction-dev truths of articles leave a story's photo captions out (WordPress's, Webflow's rich-text
figures, Dotdash Meredith's figure captions, the Chinese CMSes' centred credit line under an image) and keep a
wiki's thumbnail captions, a documentation page's diagram captions, a centred poem under its picture and prose that
speaks of a picture (``figures.drop_photo_captions``). The title block: the info line PHPCMS v9 and DedeCMS set
inside the ``<h1>`` after the title, or right under it in the title box, goes on a short story too, where the
headline itself stays (``headline.is_headline_info``, ``headline._drop_box_info_line``), and a labelled time line
naming a source dates the headline (over some 200 characters of story it goes); a headline that is just a
title, a subtitle after a ``<br>``, a date inside the title and an event's date line under its name stay.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text, paragraphs

NAV = ("<div class='header'><ul class='nav'>" + "".join(
    f"<li><a href='/{href}/'>{name}</a></li>"
    for href, name in [("", "首页"), ("news", "新闻"), ("edu", "教育"), ("culture", "文化"), ("photo", "图片"),
                       ("about", "关于我们")]) + "</ul></div>")

ZH = ["今年春天，县城东边的小学终于搬进了新教学楼，三百多名学生第一次在明亮的教室里上课。",
      "校长说，新楼有图书室、科学实验室和一间音乐教室，孩子们每天下午都可以去借书。"]
BO = ["དཔྱིད་ཀ་འདིར་རྫོང་གི་ཤར་ཕྱོགས་ཀྱི་སློབ་ཆུང་དེ་སློབ་ཁང་གསར་པར་སྤོས་ཡོད། སློབ་མ་སུམ་བརྒྱ་ལྷག་གིས་དང་པོ་སློབ་ཁང་གསལ་པོའི་ནང་སློབ་སྦྱོང་བྱས་པ་རེད།",
      "སློབ་དཔོན་གཙོ་བོས་བཤད་དོན་ལྟར་ན། ཁང་བ་གསར་པའི་ནང་དཔེ་མཛོད་ཁང་དང་ཚན་རིག་ཚོད་ལྟ་ཁང་ཡོད་པ་རེད།"]
UG = ["بۇ يىل ئەتىيازدا ناھىيە بازىرىنىڭ شەرقىدىكى باشلانغۇچ مەكتەپ يېڭى بىناغا كۆچتى، ئۈچ يۈزدىن ئارتۇق ئوقۇغۇچى يورۇق"
      " سىنىپتا دەرس ئاڭلىدى.",
      "مەكتەپ مۇدىرىنىڭ ئېيتىشىچە، يېڭى بىنادا كۇتۇپخانا، تەجرىبىخانا ۋە مۇزىكا سىنىپى بار ئىكەن."]
EN = ["The new school building opened this spring, and more than three hundred pupils moved into bright classrooms "
      "for the first time.",
      "The head teacher said the building has a library, a science room and a music room that children may use every "
      "afternoon."]
STORIES = {"zh": ZH, "bo": BO, "ug": UG, "en": EN}


def _page(lang: str, title: str, body: str, og_type: str = "article") -> str:
    """A page in ``lang`` with a site's menu over ``body`` and a footer under it, its Open Graph type ``og_type``."""
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>"
            f"<meta property='og:type' content='{og_type}'></head><body>{NAV}<div class='main'>{body}</div>"
            "<div class='footer'>Copyright 2024 版权所有</div></body></html>")


def _around(lang: str, middle: str) -> str:
    """The story of ``lang`` with ``middle`` between its two paragraphs."""
    first, second = STORIES[lang]
    return f"<p>{first}</p>{middle}<p>{second}</p>"


# --- photo captions: a story's go, a wiki's, a diagram's, a poem's lines and prose about a picture stay -----------

# (name, lang, og:type, the story's box markup, lines that stay besides the story, lines that go)
CAPTION_PAGES = [
    ("WordPress caption (ug)", "ug", "article",
     "<article class='post'><div class='entry-content'>{}</div></article>".format(_around(
         "ug", "<figure class='wp-caption aligncenter'><img src='/a.jpg'>"
               "<figcaption class='wp-caption-text'>مەكتەپنىڭ يېڭى بىناسى</figcaption></figure>")),
     [], ["مەكتەپنىڭ يېڭى بىناسى"]),
    ("Webflow rich-text figure (bo)", "bo", "article",
     "<div class='w-richtext'>{}</div>".format(_around(
         "bo", "<figure class='w-richtext-align-fullwidth w-richtext-figure-type-image'><div><img src='/a.jpg'></div>"
               "<figcaption>སློབ་ཁང་གསར་པའི་ཕྱི་ངོས།</figcaption></figure>")),
     [], ["སློབ་ཁང་གསར་པའི་ཕྱི་ངོས།"]),
    ("Webflow credit line (en)", "en", "article",
     "<div class='w-richtext'>{}</div>".format(_around(
         "en", "<figure class='w-richtext-align-center w-richtext-figure-type-image'><div><img src='/a.jpg'></div>"
               "<figcaption><em>Source: </em><a href='https://example.org/'><em>County Archive</em></a>"
               "</figcaption></figure>")),
     [], ["County Archive"]),
    ("Dotdash figure caption (en)", "en", "article",
     "<div class='article-content'>{}</div>".format(_around(
         "en", "<figure class='comp mntl-sc-block-image figure-landscape'><img src='/a.jpg'>"
               "<figcaption class='comp mntl-figure-caption figure-article-caption'>"
               "<span class='figure-article-caption-owner'>The new library on its first day</span></figcaption>"
               "</figure>")),
     [], ["The new library on its first day"]),
    ("Dotdash figure caption (ug)", "ug", "article",
     "<div class='article-content'>{}</div>".format(_around(
         "ug", "<figure class='comp mntl-sc-block-image'><img src='/a.jpg'>"
               "<figcaption class='comp mntl-figure-caption figure-article-caption'>"
               "<span class='figure-article-caption-owner'>كۇتۇپخانىنىڭ تۇنجى كۈنى</span></figcaption></figure>")),
     [], ["كۇتۇپخانىنىڭ تۇنجى كۈنى"]),
    ("centred credit under an image (zh)", "zh", "article",
     "<div class='content_txt'>{}</div>".format(_around(
         "zh", "<p style='text-align:center'><img src='/a.jpg'></p>"
               "<p style='text-align:center'>图为新教学楼外景。（记者 王小明 摄）</p>")),
     [], ["图为新教学楼外景"]),
    ("wiki thumbnail caption stays (zh)", "zh", "website",
     "<div id='mw-content-text'><div class='mw-parser-output'>{}</div></div>".format(_around(
         "zh", "<figure class='mw-default-size' typeof='mw:File/Thumb'><a href='/f'><img src='/a.jpg'></a>"
               "<figcaption>县城小学新教学楼外景</figcaption></figure>")),
     ["县城小学新教学楼外景"], []),
    ("diagram caption stays (en)", "en", "website",
     "<main class='docs'>{}</main>".format(_around(
         "en", "<figure><img src='/diagram.svg'><figcaption>Initially each button shows a count of zero</figcaption>"
               "</figure>")),
     ["Initially each button shows a count of zero"], []),
    ("centred poem under its picture stays (bo)", "bo", "article",
     "<div class='content_txt'>{}</div>".format(_around(
         "bo", "<p style='text-align:center'><img src='/a.jpg'></p>"
               "<p style='text-align:center'>ཉི་མ་ཤར་བའི་རི་བོའི་རྩེར།</p>"
               "<p style='text-align:center'>བྱ་ཕྲུག་ཚོས་གླུ་དབྱངས་ལེན།</p>")),
     ["ཉི་མ་ཤར་བའི་རི་བོའི་རྩེར།", "བྱ་ཕྲུག་ཚོས་གླུ་དབྱངས་ལེན།"], []),
    ("prose about a picture stays (ug)", "ug", "article",
     "<div class='content_txt'>{}</div>".format(_around(
         "ug", "<p>سۈرەتتە كۆرۈنگەن بىنا ئەسلىدە كونا كۇتۇپخانا ئىدى، ئۇنى ئوقۇغۇچىلار ئۆزلىرى سىرلىدى ۋە ئەتراپىغا"
               " دەرەخ تىكتى.</p>")),
     ["سۈرەتتە كۆرۈنگەن بىنا ئەسلىدە كونا كۇتۇپخانا ئىدى"], []),
]


@pytest.mark.parametrize(("name", "lang", "og_type", "body", "stay", "go"), CAPTION_PAGES,
                         ids=[row[0] for row in CAPTION_PAGES])
def test_photo_captions(name: str, lang: str, og_type: str, body: str, stay: list[str], go: list[str]) -> None:
    """A story's photo captions go, by their engine's names or a credit's words; the captions a wiki's and a
    documentation's truths keep, a poem's centred lines and prose that speaks of a picture stay, with the story."""
    text = auto_text(_page(lang, "Story", body, og_type))
    assert_spec(name, text, {"stay": STORIES[lang] + stay, "go": go})


# --- the title block's info line: inside the h1 or right under it in the title box --------------------------------

# (name, lang, og:type, the page's <title>, the story's box markup, lines that stay besides the story, lines that go)
TITLE_PAGES = [
    ("PHPCMS info inside the h1 (zh)", "zh", "article", "新教学楼启用_县融媒体中心",
     f"<div class='content'><h1>县城小学新教学楼启用<br><span>2024-03-01 来源：县融媒体中心 作者：王小明</span></h1>"
     f"<div class='content_txt'>{paragraphs(ZH)}</div></div>",
     ["县城小学新教学楼启用"], ["来源：县融媒体中心", "2024-03-01"]),
    ("PHPCMS info inside the h1 (bo)", "bo", "article", "སློབ་ཁང་གསར་པ།",
     "<div class='content'><h1>རྫོང་གི་སློབ་ཆུང་ལ་སློབ་ཁང་གསར་པ།<br><span>2024-03-01 ཁུངས། རྫོང་གི་བརྒྱུད་ལམ་ལྟེ་གནས། "
     f"རྩོམ་པ་པོ། བཀྲ་ཤིས།</span></h1><div class='content_txt'>{paragraphs(BO)}</div></div>",
     [], ["ཁུངས། རྫོང་གི་བརྒྱུད་ལམ", "བཀྲ་ཤིས།"]),
    ("PHPCMS info inside the h1 (ug)", "ug", "article", "يېڭى بىنا",
     "<div class='content'><h1>مەكتەپنىڭ يېڭى بىناسى ئىشلىتىلدى<br><span>2024-03-01 مەنبە: ناھىيەلىك مېدىيا مەركىزى "
     f"ئاپتور: ئەخمەت</span></h1><div class='content_txt'>{paragraphs(UG)}</div></div>",
     ["مەكتەپنىڭ يېڭى بىناسى ئىشلىتىلدى"], ["مەنبە: ناھىيەلىك"]),
    ("a small info closing the h1 (bo)", "bo", "article", "སློབ་ཁང་གསར་པ།",
     "<div class='article'><h1>རྫོང་གི་སློབ་ཆུང་ལ་སློབ་ཁང་གསར་པ། <small>2024-03-01 ཁུངས། རྫོང་གི་བརྒྱུད་ལམ་ལྟེ་གནས།</small>"
     f"</h1><div class='content_txt'>{paragraphs(BO)}</div></div>",
     [], ["ཁུངས། རྫོང་གི་བརྒྱུད་ལམ"]),
    ("DedeCMS title box, time and source (ug)", "ug", "article", "يېڭى بىنا",
     "<div class='viewbox'><div class='title'><h1>مەكتەپنىڭ يېڭى بىناسى ئىشلىتىلدى</h1><p class='info'>ۋاقتى: 2024-03-01 "
     f"مەنبە: ناھىيەلىك مېدىيا مەركىزى</p></div><div class='content'>{paragraphs(UG)}</div></div>",
     [], ["مەنبە: ناھىيەلىك", "مەكتەپنىڭ يېڭى بىناسى ئىشلىتىلدى"]),
    ("DedeCMS title box, time and source (zh)", "zh", "article", "新教学楼启用_县融媒体中心",
     "<div class='viewbox'><div class='title'><h1>县城小学新教学楼启用</h1><p class='info'>时间：2024-03-01 "
     f"来源：县融媒体中心</p></div><div class='content'>{paragraphs(ZH)}</div></div>",
     [], ["来源：县融媒体中心"]),
    ("a first sentence opening with its source stays (zh)", "zh", "article", "新教学楼启用",
     "<div class='viewbox'><div class='title'><h1>县城小学新教学楼启用</h1><p>发布时间：2024-03-01 来源：县教育局。"
     f"全县今年新建了三所小学。</p></div><div class='content'>{paragraphs(ZH)}</div></div>",
     ["发布时间：2024-03-01 来源：县教育局。全县今年新建了三所小学。"], []),
    ("a headline that is just a title stays (zh)", "zh", "website", "新教学楼启用",
     f"<div class='content'><h1>县城小学新教学楼启用</h1><div class='content_txt'>{paragraphs(ZH)}</div></div>",
     ["县城小学新教学楼启用"], []),
    ("a date inside the title stays (zh)", "zh", "website", "新教学楼启用",
     "<div class='content'><h1>县城小学<span class='hl'>2024年</span>新教学楼启用仪式</h1>"
     f"<div class='content_txt'>{paragraphs(ZH)}</div></div>",
     ["县城小学2024年新教学楼启用仪式"], []),
    ("a subtitle after a br stays (ug)", "ug", "website", "يېڭى بىنا",
     "<div class='content'><h1>مەكتەپنىڭ يېڭى بىناسى<br><span>يېزا مائارىپىدىكى بىر قەدەم</span></h1>"
     f"<div class='content_txt'>{paragraphs(UG)}</div></div>",
     ["يېزا مائارىپىدىكى بىر قەدەم"], []),
    ("an event's date line under its name stays (bo)", "bo", "website", "ཚོགས་འདུ།",
     "<div class='viewbox'><div class='title'><h1>སློབ་ཁང་གསར་པའི་སྒོ་འབྱེད་མཛད་སྒོ།</h1><p class='info'>དུས་ཚོད། 2024-03-01</p>"
     f"</div><div class='content'>{paragraphs(BO)}</div></div>",
     ["དུས་ཚོད། 2024-03-01"], []),
]


@pytest.mark.parametrize(("name", "lang", "og_type", "title", "body", "stay", "go"), TITLE_PAGES,
                         ids=[row[0] for row in TITLE_PAGES])
def test_title_block_info(name: str, lang: str, og_type: str, title: str, body: str, stay: list[str],
                          go: list[str]) -> None:
    """The title block's info line (a date and a source's or an author's label) goes over a short story, inside the
    h1 or under it in its box; the title, a subtitle, a date in the title and an event's date line stay."""
    text = auto_text(_page(lang, title, body, og_type))
    assert_spec(name, text, {"stay": STORIES[lang] + stay, "go": go})
