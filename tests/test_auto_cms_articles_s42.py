"""Chinese CMS article templates as Tibetan and Uyghur sites in China run them (session 42): the story comes out
whole, the template's meta lines go in their translated labels too.

Pages in the markup of EmpireCMS, DedeCMS, JEECMS, PageAdmin, PHPCMS v9 and TRS WCM government templates, with our own
sentences: the info line over the story ("ཡོང་ཁུངས། … ཀློག་གྲངས། 89", "ئېلان قىلىنغان ۋاقتى：… مەنبە：… كۆرۈلۈش
قېتىم سانى：300"), an empty previous/next line ("下一篇：没有了", "كېيىنكى پارچە：يوق"), a share bar ("分享到：",
"ھەمبەھىرلەش：") and a Uyghur QR prompt. Guard pages use the same words in a story's prose and must come out whole.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

BO = ["ལོ་འདིའི་དཔྱིད་ཀར་རྫོང་ནང་གི་གྲོང་སྡེ་བཅུ་གཉིས་སུ་ཆུ་རྒྱུན་ལམ་གསར་པ་བཟོས་ཤིང་། ཞིང་པ་རྣམས་ཀྱིས་ཞིང་ཁར་ཆུ་འདྲེན་བདེ་པོ་བྱུང་།",
      "རྫོང་གི་སློབ་གྲྭ་འབྲིང་རིམ་དུ་སློབ་མ་བརྒྱ་ཕྲག་ལྔ་ལྷག་ཡོད་པ་དང་། དེ་དག་གིས་བོད་ཡིག་དང་རྩིས་རིག་ཚན་རིག་སོགས་སློབ་སྦྱོང་བྱེད་བཞིན་ཡོད།",
      "འབྲོག་པ་རྣམས་ཀྱིས་ལོ་འདིར་ཕྱུགས་ཟོག་གི་འཚོ་སྐྱོང་ལ་དོ་སྣང་ཆེར་བྱས་ཤིང་། རྩྭ་ཐང་སྲུང་སྐྱོབ་ཀྱི་ལས་དོན་ཡང་མུ་མཐུད་དུ་སྤེལ་ཡོད།",
      "རྫོང་གི་སྨན་ཁང་གསར་པ་དེ་ཟླ་བ་དྲུག་པའི་ནང་ཁ་ཕྱེ་རྗེས། ནད་པ་མང་པོས་སྨན་བཅོས་བྱེད་དུ་ཡོང་གི་ཡོད། སྨན་པ་རྣམས་ཀྱིས་གྲོང་གསེབ་ཏུ་སྐོར་སྐྱོད་བྱེད།"]
UG = ["بۇ يىل ئەتىيازدا ناھىيىدىكى ئون ئىككى كەنتتە يېڭى ئۆستەڭ قېزىلدى، دېھقانلار ئېتىزلىرىغا سۇ باشلاشتا خېلى قولايلىققا ئېرىشتى.",
      "ناھىيىلىك ئوتتۇرا مەكتەپتە بەش يۈزدىن ئارتۇق ئوقۇغۇچى بار بولۇپ، ئۇلار ئانا تىل، ماتېماتىكا ۋە تەبىئىي پەنلەرنى ئۆگىنىۋاتىدۇ.",
      "چارۋىچىلار بۇ يىل مال بېقىشقا ئالاھىدە ئەھمىيەت بەردى، ئوتلاقلارنى قوغداش خىزمىتىمۇ داۋاملىق ئېلىپ بېرىلدى.",
      "ناھىيىلىك يېڭى دوختۇرخانا ئالتىنچى ئايدا ئېچىلغاندىن كېيىن، نۇرغۇن بىمارلار داۋالىنىشقا كېلىۋاتىدۇ."]
OTHER_BO = ["རྫོང་དུ་དཔེ་མཛོད་ཁང་གསར་པ་ཁ་ཕྱེ།", "ལྷ་སར་རྒྱུ་ནོར་འགྲེམས་སྟོན་བྱས།"]
OTHER_UG = ["ناھىيىدە يېڭى كۇتۇپخانا ئېچىلدى", "ئۈرۈمچىدە كۆرگەزمە ئۆتكۈزۈلدى"]


def page(lang: str, body: str) -> str:
    """A county portal's page in ``lang``: a menu, ``body``, the footer of its sponsor and its ICP number."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='nav'><ul><li><a href='/'>首页</a></li><li><a href='/xw/'>新闻</a></li>"
            "<li><a href='/zw/'>政务</a></li><li><a href='/wh/'>文化</a></li></ul></div>"
            f"{body}<div class='footer'><p>主办：某县人民政府 承办：县融媒体中心</p>"
            "<p>藏ICP备12000001号-1 藏公网安备 54010202000123号</p></div></body></html>")


PAGES = {
    # EmpireCMS's title_info in Tibetan labels (source, author, time, read count, font size), a share bar,
    # a "later" story's line (ཕྱི་མ།)
    "empire_bo": (page("bo", "<div id='text'><h1 class='title_text'>རྫོང་གི་སློབ་གྲྭ་འབྲིང་རིམ།</h1>"
                             "<div class='title_info'>ཡོང་ཁུངས། རྫོང་གི་བརྒྱུད་ལམ་ལྟེ་གནས། རྩོམ་པ་པོ། ཚེ་རིང་། དུས་ཚོད། 2024-05-12 "
                             "<span>ཀློག་གྲངས།89</span> 【<a href='#'>ཡིག་གཟུགས། ཆེ་</a> <a href='#'>འབྲིང་</a> <a href='#'>ཆུང་</a>】</div>"
                             f"<div class='text_content'>{paragraphs(BO[1:])}</div>"
                             "<div class='share'>分享到：<a class='bds_qzone'>QQ空间</a><a class='bds_weixin'>微信</a></div>"
                             f"<div class='info_page'>ཕྱི་མ། <a href='/a/3.html'>{OTHER_BO[1]}</a></div></div>"),
                  BO[1:], ["ཡོང་ཁུངས།", "ཀློག་གྲངས།", "分享到", OTHER_BO[1]]),
    # DedeCMS's info line in Tibetan labels; the editor's closing line stays
    "dede_bo": (page("bo", "<div class='viewbox'><div class='title'><h2>རྫོང་གི་སྨན་ཁང་།</h2></div>"
                           "<div class='info'><small>དུས་ཚོད།</small>2024-05-12 <small>ཡོང་ཁུངས།</small>རྫོང་གི་བརྒྱུད་ལམ་ལྟེ་གནས། "
                           "<small>རྩོམ་པ་པོ།</small>ཚེ་རིང་། <small>ཀློག་གྲངས།</small>77</div>"
                           f"<div class='content'>{paragraphs(BO)}<p>རྩོམ་སྒྲིག་འགན་འཛིན། ལྷ་མོ།</p></div>"
                           f"<div class='context'><ul><li>སྔོན་མ། <a href='/a/1.html'>{OTHER_BO[0]}</a></li>"
                           "<li>རྗེས་མ། མེད།</li></ul></div></div>"),
                BO + ["རྩོམ་སྒྲིག་འགན་འཛིན། ལྷ་མོ།"], ["ཡོང་ཁུངས།", "ཀློག་གྲངས།", OTHER_BO[0], "རྗེས་མ། མེད"]),
    # PageAdmin: "下一篇：没有了", the next story's line with no story
    "pageadmin_bo": (page("bo", "<div class='article_box'><h1 class='article_title'>འབྲོག་པའི་འཚོ་བ།</h1>"
                                "<div class='article_att'><span>发布时间：2024-05-12</span><span>来源：本站</span>"
                                f"<span>浏览：76次</span></div><div class='article_content'>{paragraphs(BO[2:])}</div>"
                                f"<div class='article_prevnext'><div class='prev'>上一篇：<a href='/a/1.html'>{OTHER_BO[0]}</a>"
                                "</div><div class='next'>下一篇：没有了</div></div></div>"),
                     BO[2:], ["来源：本站", "上一篇", "没有了"]),
    # JEECMS in Uyghur: "ئالدىنقى پارچە：" (previous piece) and "كېيىنكى پارچە：يوق" (next piece: none)
    "jeecms_ug": (page("ug", "<div class='detail'><h2 class='detail-title'>دېھقانلار ئېتىزلىقتا</h2>"
                             "<div class='detail-msg'><span>ۋاقىت：2024-05-12 10:21:00</span><span>مەنبە：ناھىيىلىك مېدىيا</span>"
                             f"<span>كۆرۈلۈش سانى：88</span></div><div class='detail-content'>{paragraphs(UG[:3])}</div>"
                             f"<div class='detail-page'><p>ئالدىنقى پارچە：<a href='/a/1.jhtml'>{OTHER_UG[0]}</a></p>"
                             "<p>كېيىنكى پارچە：يوق</p></div></div>"),
                  UG[:3], ["ئالدىنقى پارچە", "كېيىنكى پارچە", OTHER_UG[0]]),
    # PHPCMS v9 in Uyghur: the share bar "ھەمبەھىرلەش：" (sharing) over the networks' links
    "phpcms_ug": (page("ug", "<div id='Article'><h1>ناھىيىدە يېڭى ئۆستەڭ قېزىلدى</h1>"
                             f"<div class='content'>{paragraphs(UG)}<p>مەسئۇل مۇھەررىر：گۈلنار</p></div>"
                             "<p><strong>ھەمبەھىرلەش：</strong><a href='#'>ئۈندىدار</a> <a href='#'>مىكرو بلوگ</a></p></div>"),
                  UG + ["مەسئۇل مۇھەررىر：گۈلنار"], ["ھەمبەھىرلەش", "ئۈندىدار"]),
    # a TRS government template: the public-information table, a share bar of icons with no href, the QR prompt
    "trs_gov_bo": (page("bo", "<div class='xxgk_table'><table><tr><td>索引号：</td><td>11540000MB0000000X/2024-00123</td>"
                              "<td>主题分类：</td><td>农业、林业、水利</td></tr><tr><td>发文机关：</td><td>县水利局</td>"
                              "<td>成文日期：</td><td>2024年05月10日</td></tr></table></div>"
                              "<div class='zw_title'><h1>ཆུ་རྒྱུན་ལམ་སྐོར་གྱི་བརྡ་ཁྱབ།</h1></div>"
                              f"<div class='zw'><div class='TRS_Editor'>{paragraphs(BO[:2])}</div></div>"
                              "<div class='zw_bottom'><div class='fx'>分享到：<a class='weixin'>微信</a><a class='weibo'>微博</a>"
                              "</div></div><div class='ewm'><p>扫一扫在手机打开当前页</p></div>"),
                   BO[:2], ["索引号", "发文机关", "分享到", "扫一扫"]),
    # the same template's Uyghur edition: its info line in Uyghur labels, its tool row, its QR prompt
    "trs_gov_ug": (page("ug", "<div class='article'><h1 class='article-title'>دوختۇرخانا ھەققىدە ئۇقتۇرۇش</h1>"
                              "<div class='article-info'>ئېلان قىلىنغان ۋاقتى：2024-05-12 &nbsp; مەنبە：ناھىيىلىك سەھىيە ئىدارىسى "
                              "&nbsp; كۆرۈلۈش قېتىم سانى：<span>300</span> &nbsp;【خەت نۇسخىسى：<a>چوڭ</a> <a>ئوتتۇرا</a> "
                              f"<a>كىچىك</a>】</div><div class='article-con'><div class='TRS_Editor'>{paragraphs(UG[1:])}</div></div>"
                              "<div class='article-tools'><span>ھەمبەھىرلەش：</span><a>ئۈندىدار</a><a>QQ</a>"
                              "<a href='javascript:window.print()'>【بېسىپ چىقىرىش】</a></div>"
                              "<div class='qr'><p>كودنى سىكانىرلاپ يانفوندا ئېچىڭ</p></div></div>"),
                   UG[1:], ["مەنبە", "ئېلان قىلىنغان", "كۆرۈلۈش", "ھەمبەھىرلەش", "سىكانىرلاپ"]),
    # a Tibetan portal's info line of source, editor and date between bars, over the story
    "portal_editor_bo": (page("bo", "<div class='article'><h1>ཆུ་རྒྱུན་ལམ་གསར་པ།</h1>"
                                    "<div class='source'>ཡོང་ཁུངས། བོད་ལྗོངས་དྲ་བ། | རྩོམ་སྒྲིག་པ། བསོད་ནམས། | དུས་ཚོད། 2024-05-12</div>"
                                    f"<div class='text'>{paragraphs(BO)}</div></div>"),
                         BO, ["ཡོང་ཁུངས།", "རྩོམ་སྒྲིག་པ། བསོད་ནམས"]),
    # a Uyghur portal's info line of source, editor and time
    "portal_editor_ug": (page("ug", "<div class='article'><h1>يېڭى دوختۇرخانا</h1>"
                                    "<div class='source'>مەنبە：تەڭرىتاغ تورى &nbsp; مۇھەررىر：ئابدۇرېھىم &nbsp; ۋاقتى：2024-05-12</div>"
                                    f"<div class='text'>{paragraphs(UG)}</div></div>"),
                         UG, ["مەنبە", "مۇھەررىر"]),
}

GUARDS = {
    # an essay quoting a newspaper's info line inside its sentence
    "essay_quotes_source": (page("zh", "<div class='viewbox'><div class='content'>"
                                       "<p>我在旧书摊上翻到一张二十年前的县报，报头下面印着一行小字：“来源：县委宣传部 作者：本报记者 "
                                       "时间：1998年5月”。这行字让我想起了当年在报社实习的日子。</p>"
                                       "<p>那时候每篇稿子的开头都要写上来源和作者，编辑们说这是对读者负责。</p>"
                                       f"<p>{BO[0]}</p></div></div>"),
                            ["来源：县委宣传部 作者：本报记者", "那时候每篇稿子的开头", BO[0]]),
    # a Uyghur interview whose paragraphs open on "author:" and "source:"
    "interview_opens_on_labels": (page("ug", "<div id='Article'><div class='content'>"
                                             "<p>ئاپتور：بۇ كىتابنى يېزىشقا ئون يىل ۋاقىت كەتتى، ھەر بىر باپنى قايتا-قايتا ئۆزگەرتتىم.</p>"
                                             "<p>مەنبە：ئۇنىڭ ئېيتىشىچە، ھېكايىلەرنىڭ مەنبەسى ئۆز يۇرتىدىكى قېرىلارنىڭ سۆزلىرى ئىكەن.</p>"
                                             f"<p>{UG[2]}</p></div></div>"),
                                  ["ئاپتور：بۇ كىتابنى", "مەنبە：ئۇنىڭ ئېيتىشىچە", UG[2]]),
    # a story that talks of attachments
    "attachments_in_prose": (page("zh", "<div class='article'><div class='article-content'>"
                                        "<p>县档案馆的工作人员花了半年时间整理八十年代的旧文件，许多通知的末尾都写着“附件：一、二、三”。</p>"
                                        "<p>附件：工作人员说，这两个字背后往往藏着最有价值的材料，所以他们仍在各村寻找这些纸张。</p>"
                                        f"<p>{BO[1]}</p></div></div>"),
                             ["附件：工作人员说", "许多通知的末尾", BO[1]]),
    # a government notice whose text is a numbered list
    "numbered_notice": (page("bo", "<div class='zw'><h1>བརྡ་ཁྱབ།</h1><div class='TRS_Editor'>"
                                   "<p>一、各村要在五月底以前完成水渠清淤工作，确保春灌用水。</p>"
                                   "<p>二、县水利局派技术人员到各村指导，发现问题及时上报。</p>"
                                   "<p>三、ཞིང་པ་རྣམས་ཀྱིས་ཆུ་རྒྱུན་ལམ་ཉར་ཚགས་བྱེད་དགོས། ཆུ་རྒྱུན་ལམ་དུ་གད་སྙིགས་མ་འཕེན།</p>"
                                   "<p>四、本通知自发布之日起施行。</p></div></div>"),
                        ["一、各村要在", "二、县水利局派", "三、ཞིང་པ་", "四、本通知"]),
    # a Uyghur story about sharing with neighbours, "previous year" and "next year"
    "sharing_story": (page("ug", "<div class='article'><div class='article-content'>"
                                 "<p>ئانام دائىم «بار نەرسىنى قوشنىلار بىلەن ھەمبەھىرلەش كېرەك» دەيتتى، شۇڭا بىز ئالمىنى قوشنىلارغا تارقىتاتتۇق.</p>"
                                 "<p>ئالدىنقى يىلى قوشنىمىز بىزگە بىر سېۋەت ئۆرۈك ئېلىپ كەلدى، كېيىنكى يىلى بىز ئۇلارغا ئۈزۈم ئاپاردۇق.</p>"
                                 f"<p>{UG[0]}</p></div></div>"),
                      ["بار نەرسىنى قوشنىلار", "ئالدىنقى يىلى قوشنىمىز", UG[0]]),
    # a Tibetan story whose paragraphs open on the words "source", "author" and name a read count in prose
    "tibetan_labels_in_prose": (page("bo", "<div class='viewbox'><div class='content'>"
                                           "<p>ཡོང་ཁུངས། སྔ་མོའི་ཡིག་ཆ་ཁག་ཅིག་ནི་གྲོང་སྡེའི་རྒན་པོ་ཚོས་ཉར་ཚགས་བྱས་པ་ཡིན་ལ། ལོ་ ༡༩༨༥ ལོའི་ཐོ་ཡིག་ཀྱང་ཡོད།</p>"
                                           "<p>རྩོམ་པ་པོ། ཁོང་གིས་ཡིག་ཆ་འདི་དག་ལོ་ ༢༠༢༤ ལོར་སྤྲད་ཅིང་། ཀློག་གྲངས། མང་པོ་ཞིག་གིས་ལྟ་རུ་ཡོང་།</p>"
                                           f"<p>{BO[2]}</p></div></div>"),
                                ["ཡོང་ཁུངས། སྔ་མོའི་ཡིག་ཆ", "རྩོམ་པ་པོ། ཁོང་གིས་ཡིག་ཆ", BO[2]]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_cms_article_keeps_its_story_and_drops_its_template_lines(name: str) -> None:
    html, stay, go = PAGES[name]
    text = auto_text(html)
    assert all(line in text for line in stay), text
    assert not [word for word in go if word in text], text


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_prose_using_the_templates_words_stays_whole(name: str) -> None:
    html, stay = GUARDS[name]
    text = auto_text(html)
    assert all(line in text for line in stay), text
