"""Government portals (session 43, h299): the furniture Chinese government sites and their Tibetan and Uyghur
editions print round a notice or a story (xizang.gov.cn's Tibetan edition, xinjiang.gov.cn's Uyghur edition, the
prefecture and county portals, the news sites' bo/ug channels), and the policy text the rules must leave whole.

Caught: the accessibility / elder-mode bar (无障碍 长者模式 关怀版 智能问答 简 繁, and its bo/ug labels), the font-size
and print/close rows in Tibetan and Uyghur, the "scan to open on the phone" prompt in Chinese and Tibetan, the footer's
site code, organiser and licence lines, the 政府信息公开 document's record table in Tibetan labels, the related-links
and policy-reading boxes, the 政务新媒体 matrix. Kept: a notice's attachment list (its documents are its text, as
review h141 decided), a policy text whose sentences name 附件, 打印, 字体 and 索引, a story about accessible sites and
an elder mode. Our own sentences.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page, paragraphs

ZH = ["为进一步做好今年春耕备耕工作，县农业农村局组织技术人员深入各乡镇，帮助农牧民检修农机具、选购良种和化肥。",
      "截至四月中旬，全县已完成春播面积十二万亩，比去年同期增加百分之五，各村的水渠清淤工作也已全部完成。",
      "县农业农村局负责人表示，下一步将继续加强田间管理指导，确保粮食生产稳定，让农牧民的收入持续增长。"]
BO = ["ལོ་འདིའི་སོས་ཀར་རྫོང་ཞིང་ལས་ཅུས་ཀྱིས་ལག་རྩལ་པ་རྣམས་ཤང་ཁག་ཏུ་བཏང་ནས་ཞིང་པ་རྣམས་ལ་ཞིང་ལས་འཕྲུལ་ཆས་ཞིག་གསོ་དང་ས་བོན་ཡག་པོ་འདེམས་སྟངས་སློབ་སྦྱོང་བྱས།",
      "ཟླ་བཞི་པའི་ཟླ་དཀྱིལ་བར་རྫོང་ཡོངས་སུ་སོས་འདེབས་མུ་ཁྲི་བཅུ་གཉིས་ལེགས་གྲུབ་བྱུང་ཞིང་། ལོ་སྔོན་མའི་དུས་མཚུངས་ལས་བརྒྱ་ཆ་ལྔ་འཕར་ཡོད།",
      "ཞིང་ལས་ཅུས་ཀྱི་འགན་འཛིན་པས་མུ་མཐུད་དུ་ཞིང་ཁའི་དོ་དམ་ལ་ལམ་སྟོན་བྱས་ནས་ཞིང་པའི་ཡོང་འབབ་རྒྱུན་ཆགས་སུ་འཕར་རྒྱུའི་འགན་ལེན་བྱེད་རྒྱུ་ཡིན་ཞེས་གསུངས།"]
UG = ["ناھىيىلىك يېزا ئىگىلىك ئىدارىسى تېخنىكا خادىملىرىنى يېزىلارغا ئەۋەتىپ، دېھقانلارغا يېزا ئىگىلىك ماشىنىلىرىنى رېمونت قىلىش ۋە ئۇرۇق تاللاشقا ياردەم بەردى.",
      "ئاپرېلنىڭ ئوتتۇرىلىرىغىچە پۈتۈن ناھىيە بويىچە ئون ئىككى تۈمەن مو يەرگە تېرىلغۇ تېرىلدى، بۇ ئۆتكەن يىلنىڭ مۇشۇ ۋاقتىدىكىدىن بەش پىرسەنت كۆپ.",
      "ئىدارىنىڭ مەسئۇلى كېيىنكى قەدەمدە ئېتىز باشقۇرۇشقا يېتەكچىلىك قىلىشنى كۈچەيتىپ، دېھقانلارنىڭ كىرىمىنى مۇقىم ئاشۇرىدىغانلىقىنى بىلدۈردى."]


def page(lang: str, body: str) -> str:
    """A government portal's page in ``lang``: its menu, ``body`` and a plain footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='nav'><ul><li><a href='/'>首页</a></li><li><a href='/zwgk/'>政务公开</a></li>"
            "<li><a href='/bsfw/'>办事服务</a></li><li><a href='/hdjl/'>互动交流</a></li></ul></div>"
            f"{body}<div class='foot'><p>版权所有：某县人民政府</p></div></body></html>")


def story(lang: str, lines: list[str], before: str = "", after: str = "", title: str = "春耕") -> str:
    """An article box: ``before``, the title, the story's ``lines`` and ``after`` inside one ``div.article``."""
    return page(lang, f"<div class='article'>{before}<h1>{title}</h1><div class='content'>{paragraphs(lines)}</div>"
                      f"{after}</div>")


PAGES = {
    # the accessibility / elder-mode bar over the article, in Chinese
    "zh_elder_bar": (story("zh", ZH, before="<div class='top-tools'><a href='#'>无障碍</a> | <a href='#'>长者模式</a> | "
                                            "<a href='#'>关怀版</a> | <a href='#'>智能问答</a> | <a href='#'>简</a> "
                                            "<a href='#'>繁</a></div>"),
                     ZH, ["无障碍", "长者模式", "智能问答"]),
    # the same bar unlinked, as spans
    "zh_elder_bar_spans": (story("zh", ZH, before="<div class='tools'><span>无障碍浏览</span><span>关怀版</span>"
                                                  "<span>繁體</span></div>"),
                           ZH, ["无障碍浏览", "关怀版"]),
    # the Tibetan edition's bar: accessibility, elder mode, Chinese
    "bo_elder_bar": (story("bo", BO, before="<div class='top-tools'><a href='#'>འགོག་རྐྱེན་མེད་པ།</a> <a href='#'>རྒན་པོའི་"
                                            "རྣམ་པ།</a> <a href='#'>རྒྱ་ཡིག</a></div>"),
                     BO, ["འགོག་རྐྱེན་མེད་པ", "རྒན་པོའི་རྣམ་པ"]),
    # the Uyghur edition's bar: accessible browsing, elder mode
    "ug_elder_bar": (story("ug", UG, before="<div class='top-tools'><a href='#'>توسالغۇسىز زىيارەت</a> | "
                                            "<a href='#'>ياشانغانلار ھالىتى</a> | <a href='#'>خەنزۇچە</a></div>"),
                     UG, ["توسالغۇسىز", "ياشانغانلار ھالىتى"]),
    # the Tibetan font-size and print/close rows under the story
    "bo_font_print": (story("bo", BO, before="<div class='info'><span>ཡིག་གཟུགས། ཆེ། འབྲིང་། ཆུང་།</span></div>",
                            after="<div class='tools'><p>【པར་འདེབས།】【སྒེའུ་ཁུང་ཁ་རྒྱག】</p></div>"),
                      BO, ["ཡིག་གཟུགས།", "པར་འདེབས", "སྒེའུ་ཁུང"]),
    # the Uyghur font-size and print/close rows
    "ug_font_print": (story("ug", UG, before="<div class='info'>【خەت نۇسخىسى：چوڭ ئوتتۇرا كىچىك】</div>",
                            after="<div class='tools'><p>【بېسىپ چىقىرىش】【كۆزنەكنى تاقاش】</p></div>"),
                      UG, ["خەت نۇسخىسى", "بېسىپ چىقىرىش", "كۆزنەكنى تاقاش"]),
    # the Chinese font row and print/close row
    "zh_font_print": (story("zh", ZH, before="<div class='info'>【字体：<a>大</a> <a>中</a> <a>小</a>】</div>",
                            after="<div class='tools'>【打印本页】【关闭窗口】</div>"),
                      ZH, ["字体", "打印本页", "关闭窗口"]),
    # the QR prompt in Chinese and Tibetan under the story
    "zh_qr_prompt": (story("zh", ZH, after="<div class='ewm'><img src='qr.png' alt=''><p>扫一扫在手机打开当前页</p></div>"),
                     ZH, ["扫一扫"]),
    "bo_qr_prompt": (story("bo", BO, after="<div class='ewm'><img src='qr.png' alt=''>"
                                           "<p>ཁ་པར་གྱིས་ཞིབ་བཤེར་བྱས་ནས་ཀློག</p></div>"),
                     BO, ["ཞིབ་བཤེར"]),
    "bo_qr_prompt_open": (story("bo", BO, after="<div class='ewm'><p>ཨང་རྟགས་ལ་བཤེར་འབེབས་བྱས་ནས་ལག་ཐོགས་ཁ་པར་ནང་ཁ་ཕྱེ།</p>"
                                                "</div>"),
                          BO, ["བཤེར་འབེབས"]),
    # the footer block's lines set inside the page's one content box
    "zh_footer_lines": (page("zh", "<div class='main'><h1>春耕</h1>" + paragraphs(ZH)
                                   + "<div class='bottom'><p>主办：某县人民政府办公室 承办：某县融媒体中心</p>"
                                     "<p>网站标识码：5421000001</p><p>藏ICP备05000123号 藏公网安备 54010202000123号</p>"
                                     "<p><a href='#'>政府网站找错</a></p><p><img alt='党政机关'>党政机关</p></div></div>"),
                        ZH, ["主办", "网站标识码", "公网安备", "找错", "党政机关"]),
    "bo_footer_lines": (page("bo", "<div class='main'><h1>སོས་འདེབས།</h1>" + paragraphs(BO)
                                   + "<div class='bottom'><p>གཙོ་སྒྲིག་པ། བོད་ལྗོངས་རང་སྐྱོང་ལྗོངས་མི་དམངས་སྲིད་གཞུང་གི་ལས་ཁུངས།</p>"
                                     "<p>དྲ་ཚིགས་ངོས་འཛིན་ཨང་རྟགས། 5400000001</p><p>藏ICP备05000123号</p></div></div>"),
                        BO, ["གཙོ་སྒྲིག་པ།", "ངོས་འཛིན་ཨང་རྟགས"]),
    "ug_footer_lines": (page("ug", "<div class='main'><h1>تېرىلغۇ</h1>" + paragraphs(UG)
                                   + "<div class='bottom'><p>ساھىبخان ئورۇن：شىنجاڭ ئۇيغۇر ئاپتونوم رايونلۇق خەلق ھۆكۈمىتى ئىشخانىسى</p>"
                                     "<p>تور بېكەت بەلگە نومۇرى：6500000001</p><p>新ICP备05000123号</p></div></div>"),
                        UG, ["ساھىبخان", "بەلگە نومۇرى"]),
    # the public-information record table in Tibetan labels (a shad, no colon) over the notice's title
    "bo_record_table": (page("bo", "<div class='xxgk'><table><tr><td>ཟུར་ཐོའི་ཨང་།</td><td>11540000MB0000000X/2024-00123</td>"
                                   "<td>བརྗོད་གཞིའི་དབྱེ་བ།</td><td>ཞིང་ལས།</td></tr><tr><td>ཡིག་ཆ་བཏང་མཁན།</td>"
                                   "<td>རྫོང་ཞིང་ལས་ཅུས།</td><td>ཡིག་ཆ་བཟོས་ཚེས།</td><td>2024-05-10</td></tr></table></div>"
                                   f"<div class='zw'><h1>སོས་འདེབས་སྐོར་གྱི་བརྡ་ཁྱབ།</h1>{paragraphs(BO)}</div>"),
                        BO, ["ཟུར་ཐོའི་ཨང་", "11540000MB"]),
    # the related-links and policy-reading boxes under the notice
    "zh_related_boxes": (story("zh", ZH, after="<div class='xglj'><h3>相关链接</h3><ul><li><a href='/1'>县农业农村局关于做好"
                                               "春耕备耕工作的通知</a></li><li><a href='/2'>全县春播进度通报</a></li></ul></div>"
                                               "<div class='zcjd'><h3>政策解读</h3><ul><li><a href='/3'>一图读懂春耕备耕"
                                               "补贴政策</a></li></ul></div>"),
                         ZH, ["相关链接", "政策解读", "一图读懂"]),
    # the new-media matrix under the story
    "zh_media_matrix": (story("zh", ZH, after="<div class='xmt'><h3>政务新媒体</h3><ul><li><img alt='微信'><p>微信公众号</p></li>"
                                              "<li><img alt='微博'><p>官方微博</p></li><li><img alt='抖音'><p>抖音号</p></li></ul></div>"),
                        ZH, ["政务新媒体", "微信公众号", "抖音号"]),
    # the Uyghur and Tibetan editions' related-links boxes, in a box of no related name
    "ug_related_links": (story("ug", UG, after="<div class='box3'><h3>مۇناسىۋەتلىك ئۇلانمىلار</h3><ul>"
                                               "<li><a href='/1'>ناھىيىلىك ھۆكۈمەتنىڭ باھارلىق تېرىلغۇ ھەققىدىكى ئۇقتۇرۇشى</a></li>"
                                               "<li><a href='/2'>يېزا ئىگىلىك ئىدارىسىنىڭ خىزمەت دوكلاتى</a></li></ul></div>"),
                         UG, ["مۇناسىۋەتلىك ئۇلانمىلار", "خىزمەت دوكلاتى"]),
    "bo_related_links": (story("bo", BO, after="<div class='box3'><h3>འབྲེལ་ཡོད་དྲ་འབྲེལ།</h3><ul>"
                                               "<li><a href='/1'>རྫོང་སྲིད་གཞུང་གི་སོས་འདེབས་སྐོར་གྱི་བརྡ་ཁྱབ།</a></li>"
                                               "<li><a href='/2'>ཞིང་ལས་ཅུས་ཀྱི་ལས་དོན་སྙན་ཞུ།</a></li></ul></div>"),
                         BO, ["འབྲེལ་ཡོད་དྲ་འབྲེལ", "ལས་དོན་སྙན་ཞུ"]),
    # the Uyghur edition's new-media matrix
    "ug_media_matrix": (story("ug", UG, after="<div class='box4'><h3>ھۆكۈمەت ئىشلىرى يېڭى مېدىياسى</h3><ul>"
                                              "<li><img alt=''><p>ئۈندىدار</p></li><li><img alt=''><p>دوۋيىن</p></li></ul></div>"),
                        UG, ["يېڭى مېدىياسى", "دوۋيىن"]),
    # a footer box anchored by the police licence alone: its organiser line and its badge go with it
    "zh_footer_police_only": (page("zh", "<div class='main'><h1>春耕</h1>" + paragraphs(ZH)
                                         + "<div class='ft'><p>主办单位：某县人民政府 技术支持：某科技公司</p>"
                                           "<p><img alt=''>藏公网安备 54010202000123号</p><p>党政机关</p></div></div>"),
                              ZH, ["主办单位", "公网安备", "党政机关"]),
}

GUARDS = {
    # an event notice's organiser lines (no footer anchor in their box)
    "event_organisers": (story("zh", [ZH[0], "主办单位：县文化和旅游局", "承办单位：县图书馆", "协办单位：县融媒体中心", ZH[2]]),
                         ["主办单位：县文化和旅游局", "承办单位：县图书馆", ZH[0], ZH[2]]),
    # a story's section on the county's new media, under its own heading
    "media_section": (page("zh", "<div class='main'><h1>县政务公开工作综述</h1>" + paragraphs(ZH[:2])
                                 + "<h2>政务新媒体</h2><p>今年县里开通了政务微信公众号和抖音号，一年来共发布信息一千二百多条，"
                                   "粉丝数超过五万，成为群众了解政策的重要渠道。</p>" + paragraphs(ZH[2:]) + "</div>"),
                      ["政务新媒体", "今年县里开通了政务微信公众号", ZH[2]]),
    # a public-information catalogue: its documents' table, the labels in one header row
    "document_listing": (page("zh", "<div class='main'><h1>政府信息公开目录</h1><table><tr><th>索引号</th><th>标题</th>"
                                    "<th>发文字号</th><th>成文日期</th><th>发文机关</th></tr>"
                                    "<tr><td>11540000-2024-00123</td><td><a href='/d/1'>关于做好春耕备耕工作的通知</a></td>"
                                    "<td>县农发〔2024〕5号</td><td>2024-03-01</td><td>县农业农村局</td></tr>"
                                    "<tr><td>11540000-2024-00124</td><td><a href='/d/2'>关于开展农机具检修工作的通知</a></td>"
                                    "<td>县农发〔2024〕6号</td><td>2024-03-05</td><td>县农业农村局</td></tr>"
                                    "<tr><td>11540000-2024-00125</td><td><a href='/d/3'>关于下达春播良种补贴资金的通知</a></td>"
                                    "<td>县财农〔2024〕2号</td><td>2024-03-09</td><td>县财政局</td></tr></table></div>"),
                         ["关于做好春耕备耕工作的通知", "关于下达春播良种补贴资金的通知", "县农发〔2024〕6号"]),
    # a notice's "related attachments" box: its own documents (review h141), not a related-links box
    "related_attachments": (story("zh", ZH, after="<div class='box3'><h3>相关附件</h3><ul><li><a href='/f/1.doc'>"
                                                  "春耕备耕补贴申请表.doc</a></li><li><a href='/f/2.xls'>补贴资金分配明细表.xls</a></li></ul></div>"),
                            ZH + ["春耕备耕补贴申请表.doc", "补贴资金分配明细表.xls"]),
    # a policy-reading section of the story: its heading over a paragraph with a link inside the sentence
    "policy_reading_section": (page("zh", "<div class='main'><h1>春耕补贴政策</h1>" + paragraphs(ZH[:2])
                                          + "<h2>政策解读</h2><p>县农业农村局在<a href='/d/9'>补贴政策问答</a>中说明，今年的补贴按实际播种"
                                            "面积计算，每亩补贴标准比去年提高十元，资金在秋收前发放到户。</p>" + paragraphs(ZH[2:])
                                          + "</div>"),
                               ["政策解读", "今年的补贴按实际播种面积计算", ZH[2]]),
    # a Uyghur policy text whose sentences name the attachment, printing and the font
    "ug_policy_words": (story("ug", ["ئىلتىماس جەدۋىلىنىڭ ئەندىزىسى قوشۇمچە ھۆججەتتە بېرىلدى، ئۇنى A4 قەغەزگە بېسىپ چىقىرىپ تامغا بېسىڭ.",
                                     "جەدۋەلنى تولدۇرغاندا خەت نۇسخىسى ئېنىق بولۇشى، خەت چوڭلۇقى تۆتىنچى نومۇردىن كىچىك بولماسلىقى كېرەك.",
                                     UG[2]]),
                        ["قوشۇمچە ھۆججەتتە بېرىلدى", "خەت نۇسخىسى ئېنىق بولۇشى", UG[2]]),
    # a Tibetan notice's attachment label and its documents
    "bo_attachments": (story("bo", BO, after="<div class='fj'><p>ཟུར་སྦྱར།</p><p><a href='/f/1.doc'>1. སོས་འདེབས་རོགས་སྐྱོར་"
                                             "ཞུ་ཡིག.doc</a></p></div>"),
                       BO + ["སོས་འདེབས་རོགས་སྐྱོར་"]),
    # a notice's attachment list: its documents are its text (review h141)
    "notice_attachments": (story("zh", ZH, after="<div class='fj'><p>附件：</p><p><a href='/f/1.doc'>1.春耕备耕补贴申请表.doc</a>"
                                                 "</p><p><a href='/f/2.pdf'>2.补贴资金分配明细.pdf</a></p></div>"),
                           ZH + ["春耕备耕补贴申请表"]),
    # a policy text whose sentences name attachments, printing, fonts and the index number
    "policy_words": (story("zh", ["一、各乡镇应于五月底前将申请材料报送县农业农村局，申请表格式见附件1，请用A4纸打印并加盖公章。",
                                  "二、申请表请使用仿宋字体填写，字体大小不小于四号，索引号由县政务公开办统一编制后在网上公布。",
                                  "三、本通知自印发之日起施行，由县农业农村局负责解释，未尽事宜另行通知，各单位遇到问题及时联系。"]),
                     ["申请表格式见附件1", "请使用仿宋字体填写", "本通知自印发之日起施行"]),
    # a story about accessible government sites and their elder mode
    "accessibility_story": (story("zh", ["今年以来，全区各级政府网站陆续完成适老化和无障碍改造，长者模式下的字体更大，页面也更简洁。",
                                         "无障碍浏览功能可以为视障人士朗读网页内容，关怀版则去掉了广告和弹窗，方便老年人办理业务。",
                                         ZH[2]]),
                              ["长者模式下的字体更大", "无障碍浏览功能可以为视障人士", ZH[2]]),
    # a Tibetan story whose sentences talk of printing and the phone's scanning
    "bo_print_story": (story("bo", ["རྫོང་གི་པར་ཁང་གིས་ལོ་འདིར་བོད་ཡིག་གི་སློབ་དེབ་སྟོང་ཕྲག་ལྔ་པར་འདེབས་བྱས་ནས་སློབ་གྲྭ་ཁག་ལ་བགོས་ཤིང་། སློབ་མ་རྣམས་དགའ་པོ་བྱུང་།",
                                    "གྲོང་མི་རྣམས་ཀྱིས་ཁ་པར་གྱིས་ཞིབ་བཤེར་བྱས་ནས་ཞིང་ལས་ཀྱི་ཆ་འཕྲིན་ཀློག་ཐུབ་པ་བྱུང་བས། དུས་ཚོད་མང་པོ་ཁེ་ཕན་བྱུང་།",
                                    BO[2]]),
                       ["སློབ་དེབ་སྟོང་ཕྲག་ལྔ་པར་འདེབས", "ཁ་པར་གྱིས་ཞིབ་བཤེར་བྱས་ནས་ཞིང་ལས", BO[2]]),
    # a Uyghur story about an elder mode for the portal
    "ug_elder_story": (story("ug", ["ھۆكۈمەت تور بېكىتىگە ياشانغانلار ھالىتى قوشۇلغاندىن كېيىن، خەت چوڭايدى، ياشانغانلار ئۆيدىلا ئىش بېجىرەلەيدىغان بولدى.",
                                    UG[1], UG[2]]),
                       ["ياشانغانلار ھالىتى قوشۇلغاندىن", UG[1]]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_portal_furniture_goes(name: str) -> None:
    """The story comes out whole; the portal's furniture does not."""
    assert_page(name, *PAGES[name])


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_policy_text_stays_whole(name: str) -> None:
    """A notice's or a story's own sentences in the furniture's words come out."""
    assert_page(name, *GUARDS[name])
