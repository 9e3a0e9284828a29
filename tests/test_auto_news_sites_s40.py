"""Tibetan and Uyghur news sites' articles (session 40): the story comes out whole, the furniture goes.

Pages in the markup the sites use (a TRS/WCM portal, VOA's Pangea CMS, WordPress's JNews, Blogger, a poetry site),
with our own sentences, and the review cases fixed: a photo credited under an image in a "divider" paragraph, an
answer's "edited" mark written after its date, a Weibo post the story quotes in ``div.sns``, a previous/next row, a
Uyghur portal's tool row, a media player's clock.
Guard pages use the same words in a story's prose and must come out whole.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

BO = ["ཟླ་བ་བདུན་པའི་ཚེས་བཅོ་ལྔ་ཉིན་རྫོང་ནང་གི་འབྲོག་པ་རྣམས་ཀྱིས་ལོ་ལྟར་རྟ་རྒྱུག་དུས་ཆེན་ཚོགས་ཤིང་མི་སྟོང་ཕྲག་མང་པོ་འདུས།",
      "དུས་ཆེན་ཐེངས་འདིར་རྟ་རྒྱུག་དང་། མདའ་རྩལ། གླུ་གཞས་འགྲན་བསྡུར་སོགས་ཀྱི་ལས་རིམ་ཉི་ཤུ་ལྷག་སྤེལ་ཡོད་པ་རེད།",
      "ས་གནས་ཀྱི་རྒན་པོ་ཞིག་གིས་བཤད་དོན། ང་ཆུང་དུས་ནས་དུས་ཆེན་འདི་ལ་ཞུགས་མྱོང་ཞིང་། ད་ལོ་ནི་མི་མང་ཤོས་ཤིག་རེད།"]
UG = ["بۇ يىل ياز پەسلىدە ناھىيىمىزدىكى دېھقانلار ئۆرۈك ھوسۇلىنى ئالدىنقى يىلدىكىدىن ئوتتۇز پىرسەنت كۆپ ئالدى.",
      "يېزا ئىگىلىك تېخنىكا پونكىتىنىڭ مۇتەخەسسىسلىرى ھەر ھەپتىدە كەنتلەرگە بېرىپ دېھقانلارغا سۇغىرىش ئۇسۇلىنى ئۆگەتتى.",
      "ناھىيىلىك ھۆكۈمەت كېلەر يىلى يېڭى سوۋۇتۇش ئامبىرى قۇرۇپ، مېۋىلەرنى ساقلاش ۋاقتىنى ئۇزارتماقچى."]
ZH = ["今年夏天，县里的老街完成了修缮，十几家传统手工作坊重新开门营业，每天都有不少市民前来参观。",
      "铜匠、木匠和陶艺师傅们在作坊里现场演示手艺，还开设了周末体验课，教孩子们亲手做一只小碗。",
      "街道办事处表示，明年还将在老街建设一座展示中心，让更多年轻人了解这些传统技艺。"]
POEM_UG = ["تاغ باغرىدا ئاقار سۇلار", "ئانام ئېيتقان ناخشا بىلەن", "ئۆرۈك گۈلى ئېچىلغاندا", "كۆڭلۈم ئۇچار قانات بىلەن"]


def page(lang: str, body: str) -> str:
    """A page in ``lang``: a menu, ``body``, a footer."""
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>t</title></head><body>"
            "<div class='top'><ul class='nav'><li><a href='/'>Home</a></li><li><a href='/n'>News</a></li>"
            "<li><a href='/c'>Culture</a></li></ul></div>"
            f"{body}<div class='footer'><p>© 2025 Valley Notes</p></div></body></html>")


PAGES = {
    # a TRS/WCM portal: the story in div.TRS_Editor, a font-size row, a print/close tool row, previous/next links
    "trs_portal_bo": (page("bo", "<h1>རྫོང་ནང་རྟ་རྒྱུག་དུས་ཆེན་ཚོགས་པ།</h1>"
                               "<div class='info'><span>ཁུངས། རྫོང་གི་གསར་འགྱུར་ཁང་།</span> <span>2025-07-16 10:20</span> "
                               "<span class='font'>【<a href='#'>ཆེ</a> <a href='#'>འབྲིང</a> <a href='#'>ཆུང</a>】</span></div>"
                               f"<div class='TRS_Editor'>{paragraphs(BO)}</div>"
                               "<div class='tools'><a href='#'>打印本页</a> <a href='#'>关闭窗口</a></div>"
                               "<div class='prevnext'><p>上一篇：<a href='/1'>ས་གནས་སློབ་གྲྭར་དཔེ་མཛོད་ཁང་གསར་པ།</a></p></div>"),
                      BO, ["打印本页", "上一篇", "ས་གནས་སློབ་གྲྭར་དཔེ་མཛོད་ཁང་གསར་པ།"]),
    # VOA's Pangea CMS: the story in div.wsw, an audio player and a box of related stories
    "voa_pangea_bo": (page("bo", "<h1 class='title pg-title'>རྫོང་ནང་རྟ་རྒྱུག་དུས་ཆེན།</h1>"
                               "<div class='media-block-wrap'><div class='c-mmp'><span class='c-mmp__duration'>00:03:12</span>"
                               "</div></div><div id='article-content' class='content-floated-wrap'>"
                               f"<div class='wsw'>{paragraphs(BO)}</div></div><div class='media-block-wrap'>"
                               "<h2 class='section-head'>འབྲེལ་ཡོད་གསར་འགྱུར།</h2><ul><li><div class='media-block'>"
                               "<a href='/a/1'><h4 class='media-block__title'>ལྷ་སར་ཆར་པ་མང་བ།</h4></a></div></li>"
                               "<li><div class='media-block'><a href='/a/2'><h4 class='media-block__title'>སློབ་གྲྭ་གསར་པ་ཁ་ཕྱེ།"
                               "</h4></a></div></li></ul></div>"),
                      BO, ["ལྷ་སར་ཆར་པ་མང་བ།", "00:03:12"]),
    # WordPress's JNews: share buttons, tags and a "you may also like" box around jeg_post_content
    "jnews_ug": (page("ug", "<h1 class='jeg_post_title'>كەنتتىكى ئۆرۈك ھوسۇلى</h1><div class='jeg_share_top_container'>"
                          "<div class='jeg_share_button'><a href='#'>Facebook</a><a href='#'>Twitter</a></div></div>"
                          f"<div class='entry-content'><div class='content-inner jeg_post_content'>{paragraphs(UG)}</div></div>"
                          "<div class='jeg_post_tags'><span>خەتكۈچلەر:</span> <a href='/tag/farming'>يېزا ئىگىلىكى</a> "
                          "<a href='/tag/fruit'>مېۋە</a></div>"
                          "<div class='jnews_related_post_container'><h3 class='jeg_block_title'><span>سىزگە يارىشى مۇمكىن"
                          "</span></h3><article class='jeg_post'><h3 class='jeg_post_title'><a href='/p/1'>قوغۇن بازىرى ئاۋات"
                          "</a></h3></article><article class='jeg_post'><h3 class='jeg_post_title'><a href='/p/2'>"
                          "يېڭى سۇ ئامبىرى</a></h3></article></div>"),
                 UG, ["سىزگە يارىشى مۇمكىن", "قوغۇن بازىرى ئاۋات", "خەتكۈچلەر", "Facebook"]),
    # a poetry site: verses in <br> lines, the poet's note kept; the previous/next poem row goes (review s40)
    "poem_prev_next_ug": (page("ug", "<h1>ئانامنىڭ ناخشىسى</h1>"
                                   f"<div class='poem-body'><p>{'<br>'.join(POEM_UG)}</p></div>"
                                   "<div class='poet-note'><p>ئىزاھات: بۇ شېئىر 1998-يىلى يېزىلغان، شائىرنىڭ ئانىسىغا بېغىشلانغان.</p></div>"
                                   "<div class='post-nav'><a href='/p'>« ئالدىنقى شېئىر</a> "
                                   "<a href='/n'>كېيىنكى شېئىر »</a></div>"),
                          [*POEM_UG, "ئىزاھات: بۇ شېئىر 1998-يىلى يېزىلغان، شائىرنىڭ ئانىسىغا بېغىشلانغان."], ["ئالدىنقى شېئىر", "كېيىنكى شېئىر"]),
    "prev_next_zh": (page("zh", f"<h1>老街</h1><div class='article'>{paragraphs(ZH)}</div>"
                              "<div class='pager'><a href='/p'>上一首</a> <a href='/n'>下一首</a></div>"),
                     ZH, ["上一首", "下一首"]),
    # a photo credited to its photographer under an image in a box named a divider is a caption (review h238)
    "photo_credit_in_divider_zh": (page("zh", "<h1>老街修缮完工</h1><div class='TRS_Editor'>"
                                            f"<p>{ZH[0]}</p><p class='img-divider' style='text-align:center'>"
                                            "<img src='/upload/laojie.jpg'></p><p style='text-align:center'>"
                                            f"图为修缮后的老街入口。（记者 王晓明 摄）</p>{paragraphs(ZH[1:])}</div>"),
                                   ZH, ["图为修缮后的老街入口"]),
    # an answer's "edited" mark written after its date, as Uyghur orders it (review h238)
    "answer_edited_after_date_ug": (page("ug", "<div class='question'><h1>كۇتۇپخانا يەكشەنبە كۈنى ئوچۇقمۇ؟</h1>"
                                             f"<div class='q-body'><p>{UG[0]}</p></div></div><div class='answers'>"
                                             f"<div class='answer'><div class='answer-body'><p>{UG[1]}</p>"
                                             "<div class='edited'>2024-09-03 تەھرىرلەنگەن</div></div></div></div>"),
                                    UG[:2], ["تەھرىرلەنگەن"]),
    "post_published_after_date_bo": (page("bo", f"<div class='post'>{paragraphs(BO)}"
                                              "<div class='meta'>༢༠༢༤-༠༩-༠༣ ལ་བཟོ་བཅོས་བྱས།</div></div>"),
                                     BO, ["བཟོ་བཅོས་བྱས"]),
    # a Weibo post the story quotes in div.sns, no share control in it, between the story's paragraphs (review h237)
    "story_sns_quote_zh": (page("zh", f"<article><h1>晴天</h1><div class='article-content'>{paragraphs(ZH[:2])}"
                                    "<div class='sns'><blockquote class='weibo-quote'><p>雨停了，赶紧把青稞摊开晒！</p>"
                                    f"</blockquote></div>{paragraphs(ZH[2:])}</div><div class='sns-share'>"
                                    "<a>分享到微博</a> <a>微信</a></div></article>"),
                           [*ZH, "雨停了，赶紧把青稞摊开晒！"], ["分享到微博"]),
    # a share bar between the paragraphs still goes: its buttons are links, its label no sentence
    "share_bar_between_paragraphs_zh": (page("zh", f"<article><h1>晴天</h1><div class='article-content'>"
                                                 f"{paragraphs(ZH[:2])}<div class='sns'><span>分享到：</span>"
                                                 "<a href='#'>微博</a> <a href='#'>微信</a></div>"
                                                 f"{paragraphs(ZH[2:])}</div></article>"),
                                        ZH, ["分享到", "微博"]),
    # a TRS portal's Uyghur edition: its previous/next lines (a short title leaves the label most of the line) and its
    # print | close-window tool row (review s40)
    "portal_prev_next_tools_ug": (page("ug", f"<h1>ئۆرۈك ھوسۇلى</h1><div class='TRS_Editor'>{paragraphs(UG)}</div>"
                                           "<div class='article-prevnext'><p>ئالدىنقى ماقالە: <a href='/1'>قوغۇن بازىرى"
                                           " ئاۋات</a></p><p>كېيىنكى ماقالە: <a href='/2'>يېڭى سۇ ئامبىرى</a></p></div>"
                                           "<div class='print'><a href='#'>بېسىپ چىقىرىش</a> | <a href='#'>كۆزنەكنى تاقاش"
                                           "</a></div>"),
                                  UG, ["قوغۇن بازىرى ئاۋات", "يېڭى سۇ ئامبىرى", "بېسىپ چىقىرىش", "كۆزنەكنى تاقاش"]),
    "portal_tools_zh": (page("zh", f"<h1>老街</h1><div id='detail'>{paragraphs(ZH)}</div>"
                                 "<div class='editor'>【责任编辑:王晓】</div><div class='tools'><span>【<a href='#'>纠错</a>】"
                                 "</span> <span>【<a href='#'>打印本页</a>】</span> <span>【<a href='#'>关闭窗口</a>】</span></div>"),
                        [*ZH, "【责任编辑:王晓】"], ["纠错", "打印本页"]),
    # WordPress's Newspaper theme: "Previous article" in a span of its own before the story's title
    "newspaper_next_prev_bo": (page("bo", f"<article><h1 class='entry-title'>རྟ་རྒྱུག</h1><div class='td-post-content'>"
                                        f"{paragraphs(BO)}</div><div class='td-block-row td-post-next-prev'>"
                                        "<div class='td-post-prev-post'><div class='td-post-next-prev-content'><span>"
                                        "Previous article</span><a href='/p'>ལྷ་སར་ཆར་པ་མང་བ།</a></div></div></div></article>"),
                               BO, ["Previous article", "ལྷ་སར་ཆར་པ་མང་བ།"]),
    # VOA's audio embed between the story's paragraphs: the player's clock goes
    "pangea_audio_clock_ug": (page("ug", f"<main><h1>ئۆرۈك</h1><div class='wsw'>{paragraphs(UG[:2])}"
                                       "<div class='wsw__embed'><div class='media-pholder'><div class='c-mmp'>"
                                       "<span class='c-mmp__duration'>02:41</span></div></div></div>"
                                       f"{paragraphs(UG[2:])}</div></main>"),
                              UG, ["02:41"]),
}

GUARDS = {
    # an ornament between a story's parts: its centred closing line is the story's (review h230's rule holds)
    "ornament_closing_line_ug": page("ug", f"<div class='story'>{paragraphs(UG[:2])}<div class='sep' "
                                         "style='text-align:center'><img src='/ornament.png'></div>"
                                         f"<p style='text-align:center'>(ئاخىرى)</p>{paragraphs(UG[2:])}</div>"),
    # a sentence that dates an edit is the story's
    "edit_sentence_ug": page("ug", f"<article><h1>لۇغەت</h1><div class='article-body'>{paragraphs(UG[:2])}"
                                   f"<p>بۇ لۇغەت 1985-يىلى قايتا تەھرىرلەنگەن.</p>{paragraphs(UG[2:])}</div></article>"),
    # a reading list's linked titles, one opening with "previous" (the previous century's poets), have no twin
    "linked_title_previous_ug": page("ug", f"<article><div class='article-body'>{paragraphs(UG)}<ul>"
                                           "<li><a href='/b/1'>ئالدىنقى ئەسىردىكى شائىرلار توغرىسىدا</a></li>"
                                           "<li><a href='/b/2'>كەنت تارىخى ۋە مەدەنىيىتى</a></li></ul></div></article>"),
    # a story's prose quoting the furniture's words
    "furniture_words_in_prose_zh": page("zh", "<article><h1>一位老编辑</h1><div class='article-content'>"
                                              "<p>做了三十年报纸，卓玛最熟悉的就是版面最后那一行“责任编辑”，她说那是对读者的承诺。</p>"
                                              "<p>年轻同事问她，网页上为什么还要保留“打印本页”和“关闭窗口”这样的按钮，她笑着说老读者还习惯打印。</p>"
                                              "<p>退休那天，她轻轻点了“下一篇”，看见的是实习生写的第一篇报道。</p></div></article>"),
    # a short poem whose lines are as short as menu items
    "short_poem_bo": page("bo", "<div class='post'><h1 class='entry-title'>ཨ་མའི་གླུ།</h1><div class='entry-content'><p>"
                                "ཆུ་བོ་གཡས་སུ་འབབ།<br>རི་བོ་གཡོན་དུ་འགྲེང་།<br>ཨ་མའི་གླུ་དབྱངས་ནི།<br>སེམས་ཀྱི་གཏིང་དུ་གནས།</p>"
                                "</div></div>"),
    # a how-to's next step links its download: "下一步" names no page
    "next_step_zh": page("zh", f"<article><h1>安装</h1><div class='article-content'>{paragraphs(ZH)}"
                               "<p>下一步：<a href='/download'>下载安装包</a></p></div></article>"),
    # a schedule's times in a story's table are its text
    "schedule_times_en": page("en", "<article><h1>Festival day</h1><div class='entry-content'>"
                                    "<p>The races open the day, and the singing goes on until the evening.</p>"
                                    "<table class='schedule'><tr><td>09:30</td><td>Horse race</td></tr>"
                                    "<tr><td>14:00</td><td>Archery</td></tr></table>"
                                    "<p>The elders said this year's crowd was the largest they had seen.</p></div></article>"),
}
GUARD_LINES = {
    "ornament_closing_line_ug": [*UG, "(ئاخىرى)"],
    "edit_sentence_ug": [*UG, "بۇ لۇغەت 1985-يىلى قايتا تەھرىرلەنگەن."],
    "linked_title_previous_ug": [*UG, "ئالدىنقى ئەسىردىكى شائىرلار توغرىسىدا", "كەنت تارىخى ۋە مەدەنىيىتى"],
    "furniture_words_in_prose_zh": ["做了三十年报纸，卓玛最熟悉的就是版面最后那一行“责任编辑”，她说那是对读者的承诺。",
                                    "年轻同事问她，网页上为什么还要保留“打印本页”和“关闭窗口”这样的按钮，她笑着说老读者还习惯打印。",
                                    "退休那天，她轻轻点了“下一篇”，看见的是实习生写的第一篇报道。"],
    "next_step_zh": [*ZH, "下一步：下载安装包"],
    "schedule_times_en": ["09:30", "14:00", "Horse race", "The elders said this year's crowd was the largest they had seen."],
    "short_poem_bo": ["ཆུ་བོ་གཡས་སུ་འབབ།", "རི་བོ་གཡོན་དུ་འགྲེང་།", "ཨ་མའི་གླུ་དབྱངས་ནི།", "སེམས་ཀྱི་གཏིང་དུ་གནས།"],
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_story_whole_furniture_gone(name: str) -> None:
    html, stay, go = PAGES[name]
    text = auto_text(html)
    assert [line for line in stay if line not in text] == []
    assert [line for line in go if line in text] == []
    assert all(text.count(line) == 1 for line in stay[:2])


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_guard_story_whole(name: str) -> None:
    text = auto_text(GUARDS[name])
    assert [line for line in GUARD_LINES[name] if line not in text] == []
