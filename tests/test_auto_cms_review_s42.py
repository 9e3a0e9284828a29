"""Review of ``cms_lines`` (session 42): the Chinese CMS template's lines in their Tibetan and Uyghur labels, as the
rules first missed them, and the article text the rules must leave.

Caught: an info line in other common labels (Tibetan ཚེས་གྲངས། "date", a tsheg before a full-width colon; Uyghur
"ئېلان قىلىنغان ۋاقىت：", مۇخبىر "reporter", "كۆرۈلۈش قېتىمى：" views), an empty pager that says "already the
first one" (上一篇：已经是第一篇了), a bilingual previous/next label ("上一篇 ئالدىنقى پارچە："). Kept: a how-to's
steps that scan a code to pay (no phone, page or account to follow in them: no QR prompt), a teacher's "Share:" line
whose links sit in a sentence, a notice's time and place line, a poem's closing record. Our own sentences.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

BO = ["ལོ་འདིའི་སྟོན་ཀར་རྫོང་ནང་གི་གྲོང་ཚོ་བརྒྱད་ལ་ལམ་གསར་པ་བཟོས་ཤིང་། གྲོང་མི་རྣམས་ཀྱིས་ཚོང་ར་ལ་འགྲོ་བདེ་པོ་བྱུང་ཡོད།",
      "སློབ་གྲྭ་ཆུང་རིམ་གྱི་དཔེ་མཛོད་ཁང་དུ་བོད་ཡིག་གི་དཔེ་དེབ་སྟོང་ཕྲག་གཉིས་ལྷག་ཉོས་ཡོད་པས། སློབ་མ་རྣམས་ཀྱིས་ཉིན་རེར་དཔེ་ཀློག་བྱེད་ཀྱི་ཡོད།",
      "ས་གནས་ཀྱི་སྨན་པ་རྣམས་ཀྱིས་འབྲོག་སྡེ་ཁག་ལ་ཐེངས་གསུམ་ཕེབས་ནས་ཕྱུགས་ནད་ཀྱི་སྔོན་འགོག་བྱ་བ་སྤེལ་ཡོད། འབྲོག་པ་རྣམས་ཤིན་ཏུ་དགའ་པོ་བྱུང་།"]
UG = ["بۇ يىل كۈزدە ناھىيىدىكى سەككىز كەنتكە يېڭى يول ياسالدى، كەنت ئاھالىسى بازارغا بېرىشتا قولايلىققا ئېرىشتى.",
      "باشلانغۇچ مەكتەپنىڭ كۇتۇپخانىسىغا ئىككى مىڭدىن ئارتۇق ئانا تىلدىكى كىتاب سېتىۋېلىندى، ئوقۇغۇچىلار ھەر كۈنى كىتاب ئوقۇيدۇ.",
      "يېزىلىق ۋېتېرىنارلار چارۋىچىلار ئولتۇراقلاشقان جايلارغا ئۈچ قېتىم بېرىپ، مال كېسەللىكلىرىنىڭ ئالدىنى ئېلىش خىزمىتىنى ئىشلىدى."]


def page(lang: str, body: str) -> str:
    """A county site's page in ``lang``: a menu, ``body`` and a footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='nav'><ul><li><a href='/'>首页</a></li><li><a href='/a/'>新闻</a></li>"
            "<li><a href='/b/'>文化</a></li></ul></div>"
            f"{body}<div class='footer'><p>版权所有：某县融媒体中心</p><p>新ICP备12000002号-1</p></div></body></html>")


CAUGHT = {
    # Tibetan labels with a tsheg before the full-width colon, ཚེས་གྲངས། for the date, right under the story's text
    "bo_tsheg_colon": (page("bo", f"<div class='article'><h1>དཔེ་མཛོད་ཁང་།</h1><div class='content'>{paragraphs(BO[1:])}"
                                  "<div class='article_info'>ཡོང་ཁུངས་：བོད་ལྗོངས་ཞིང་ཆེན་བརྒྱུད་ལམ།  རྩོམ་པ་པོ་：བཀྲ་ཤིས།  "
                                  "ཚེས་གྲངས་：2024-10-08  ཀློག་གྲངས་：56</div></div></div>"),
                       BO[1:], ["ཡོང་ཁུངས་：", "ཀློག་གྲངས་："]),
    # Uyghur: "posted time" without the possessive, the reporter, "view times"
    "ug_reporter_views": (page("ug", "<div class='article'><h1>يېڭى يول</h1>"
                                     "<div class='info'>ئېلان قىلىنغان ۋاقىت：2024-10-08 &nbsp; مۇخبىر：ئەركىن &nbsp; "
                                     f"كۆرۈلۈش قېتىمى：318</div><div class='content'>{paragraphs(UG)}</div></div>"),
                          UG, ["مۇخبىر：", "كۆرۈلۈش قېتىمى"]),
    # the previous story's line: "already the first one"; the next story's link line
    "bo_first_one": (page("bo", f"<div class='article'><h1>སྨན་པ།</h1><div class='content'>{paragraphs(BO)}</div>"
                                "<div class='pagenav'><p>上一篇：已经是第一篇了</p>"
                                "<p>下一篇：<a href='/a/9.html'>རྫོང་དུ་ཚོང་ར་གསར་པ།</a></p></div></div>"),
                     BO, ["已经是第一篇", "ཚོང་ར་གསར་པ"]),
    # a bilingual previous label in Chinese and Uyghur ("previous piece"), an empty "next article" line
    "ug_bilingual_pager": (page("ug", f"<div class='article'><h1>كۇتۇپخانا</h1><div class='content'>{paragraphs(UG)}</div>"
                                      "<div class='pagenav'><p>上一篇 ئالدىنقى پارچە：<a href='/a/7.html'>ئۈرۈمچىدە يەرمەنكە "
                                      "ئېچىلدى</a></p><p>كېيىنكى ماقالە：يوق</p></div></div>"),
                           UG, ["يەرمەنكە ئېچىلدى", "كېيىنكى ماقالە"]),
}

KEPT = {
    # a how-to's unnumbered steps that scan a code to pay: no phone, page or account to follow in them
    "ug_scan_to_pay_steps": (page("ug", "<div class='article'><h1>يانفون ئارقىلىق سۇ پۇلى تۆلەش</h1><div class='content'>"
                                        f"<p>{UG[0]}</p><p>تۆۋەندىكى قەدەملەر بويىچە مەشغۇلات قىلىڭ:</p><ul>"
                                        "<li>ئۈندىدارنى ئېچىپ «سۇ شىركىتى» نى ئىزدەڭ</li>"
                                        "<li>كودنى سىكانىرلاپ ئابونت نومۇرىنى كىرگۈزۈڭ</li>"
                                        f"<li>ئىككى ئۆلچەملىك كودنى سايىلەپ پۇل تۆلەڭ</li></ul><p>{UG[1]}</p></div></div>"),
                             ["كودنى سىكانىرلاپ ئابونت", "ئىككى ئۆلچەملىك كودنى سايىلەپ", UG[0], UG[1]]),
    # a teacher's "Share:" line: its two links sit in a sentence with no full stop
    "en_share_sentence": (page("en", "<article><h1>Teaching Tibetan script with songs</h1><div class='entry-content'>"
                                     "<p>Last spring our class learned the thirty letters of the Tibetan alphabet by singing "
                                     "them every morning.</p><p>Share: <a href='/w/1.pdf'>the worksheet</a> and "
                                     "<a href='/w/2.mp3'>the recording</a> with any class that wants them, we only ask that "
                                     "you keep our names on them</p><p>The children now read short stories on their own and "
                                     "ask for new songs every week.</p></div></article>"),
                          ["Share: the worksheet", "Last spring our class", "The children now read"]),
    # a notice's time, place and organiser line (one kind of an info line's fields)
    "ug_notice_time_place": (page("ug", "<div class='article'><h1>كىتاب ئوقۇش مۇسابىقىسى ھەققىدە ئۇقتۇرۇش</h1>"
                                        f"<div class='content'><p>{UG[1]}</p><p>ۋاقتى：2024-يىلى 11-ئاينىڭ 3-كۈنى  "
                                        "ئورنى：ناھىيىلىك مەدەنىيەت سارىيى  ئۇيۇشتۇرغۇچى：مائارىپ ئىدارىسى</p>"
                                        f"<p>{UG[2]}</p></div></div>"),
                             ["ئورنى：ناھىيىلىك مەدەنىيەت", UG[1], UG[2]]),
    # a poem and its closing record: the poet, the year and the place (two kinds)
    "ug_poem_record": (page("ug", "<div class='article'><h1>ئانا</h1><div class='content'>"
                                  "<p>ئانا، سەن تاڭ سەھەردە ئويغىنىپ<br>ئوچاققا ئوت قالايتىڭ<br>بىز ئۇخلىغاندا<br>"
                                  "كۆرپىمىزنى ياپاتتىڭ</p><p>ئاپتور：ئەركىن ئابدۇللا  ۋاقتى：2019-يىلى 5-ئاي، قەشقەر</p>"
                                  f"<p>{UG[2]}</p></div></div>"),
                       ["ئوچاققا ئوت قالايتىڭ", "ئاپتور：ئەركىن ئابدۇللا", UG[2]]),
    # a Tibetan memoir's paragraph opening on a year, naming the labels every story carried (shad-ended sentences)
    "bo_memoir_labels": (page("bo", f"<div class='article'><h1>གསར་འགྱུར་ཤོག་བུ་རྙིང་པ།</h1><div class='content'><p>{BO[0]}</p>"
                                    "<p>1998 ལོར་ང་གསར་འགྱུར་ཁང་དུ་ལས་ཀ་བྱས་སྐབས། རྩོམ་ཡིག་རེ་རེའི་མགོར་ཡོང་ཁུངས། རྩོམ་པ་པོ། "
                                    "དུས་ཚོད། ཅེས་འབྲི་དགོས། དེ་ནི་ཀློག་པ་པོ་ལ་འགན་ལེན་བྱེད་ཐབས་ཡིན།</p>"
                                    f"<p>{BO[2]}</p></div></div>"),
                         ["1998 ལོར་ང་གསར་འགྱུར་ཁང", BO[0], BO[2]]),
}


@pytest.mark.parametrize("name", sorted(CAUGHT))
def test_template_line_goes(name: str) -> None:
    """The story comes out whole; the template's line in its other labels does not."""
    html, stays, goes = CAUGHT[name]
    text = auto_text(html)
    for line in stays:
        assert line in text, (name, line)
    for line in goes:
        assert line not in text, (name, line)


@pytest.mark.parametrize("name", sorted(KEPT))
def test_article_line_stays(name: str) -> None:
    """A line of the article's own in the rules' words or shapes comes out."""
    html, stays = KEPT[name]
    text = auto_text(html)
    for line in stays:
        assert line in text, (name, line)
