"""Review of the app-article rules (session 42, h296): their prompts and banners set as the story's own lines stay,
near-variants of the engines' furniture go.

A how-to's steps in a list ("打开微信客户端", "མཉེན་ཆས་ཁ་ཕྱེ།", "ئەپتە ئېچىپ تىزىملىتىڭ"), a character's speech in
quotation marks ("“举报！”", "“Open it in the app!”"), a table's cell ("举报" under "办理方式") and a story's line in a
box named "app-download-note" are text; a camel-case "openAppBanner" and Telegram's "Forwarded from" line are the
engines' furniture. Our own pages and sentences.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

BO = ["ལོ་འདིའི་དགུན་ཁར་རྫོང་གི་དཔེ་མཛོད་ཁང་གིས་སློབ་ཕྲུག་ཚོར་བོད་ཡིག་གི་ཀློག་དེབ་སུམ་བརྒྱ་ལྷག་ཕུལ་ཞིང་། ཕ་མ་ཚོས་ཀྱང་དེ་ལ་དགའ་བསུ་ཞུས།",
      "ཁྱིམ་ཚང་མང་པོས་ཁ་པར་ཐོག་ཏུ་བོད་ཡིག་མཉེན་ཆས་ཕབ་ལེན་བྱས་ནས་ཉིན་རེར་ཡི་གེ་འབྲི་སྦྱོང་བྱེད་ཀྱི་ཡོད་པ་རེད།",
      "དགེ་རྒན་ཚོས་སློབ་ཕྲུག་ལ་ཡི་གེ་ཇི་ལྟར་འཇུག་དགོས་པ་དང་། ཚིག་སྒྲིག་གི་གོ་རིམ་ཞིབ་ཕྲ་ངང་སྟོན་གྱི་ཡོད།"]
UG = ["بۇ يىل قىشتا ناھىيە كۇتۇپخانىسى مەكتەپ ئوقۇغۇچىلىرىغا ئۈچ يۈزدىن ئارتۇق ئانا تىلدىكى كىتاب تارقاتتى، ئاتا-ئانىلار بۇنى قىزغىن قارشى ئالدى.",
      "نۇرغۇن ئائىلىلەر تېلېفونىغا ئۇيغۇرچە كىرگۈزگۈچ ئەپىنى قاچىلاپ، ھەر كۈنى خەت يېزىشنى مەشىق قىلىۋاتىدۇ.",
      "ئوقۇتقۇچىلار ئوقۇغۇچىلارغا خەتنى قانداق كىرگۈزۈش ۋە جۈملە تۈزۈشنى تەپسىلىي كۆرسىتىپ بەردى."]
ZH = ["今年冬天，县图书馆给各乡小学送去了三百多册母语读物，家长们都很高兴，说孩子回家后抢着读书。",
      "不少家庭在手机上装了输入法软件，孩子们每天晚上用它练习写字，进步很快。",
      "老师们一步一步地教孩子怎样输入文字、怎样组词造句，课堂气氛十分活跃。"]
EN = ["The county library gave more than three hundred books to village schools this winter, and parents welcomed them.",
      "Many families installed a keyboard app on their phones, and children now practise writing every evening.",
      "Teachers showed the pupils step by step how to type letters and build sentences."]


def page(lang: str, body: str) -> str:
    """A page in ``lang`` holding ``body`` between a menu and a footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='header'><a href='/'>Home</a> <a href='/news'>News</a> <a href='/about'>About</a></div>"
            f"{body}<div class='footer'>© 2024 county library</div></body></html>")


def article(lang: str, title: str, inner: str) -> str:
    """A story page: its title and ``inner`` in the entry's box."""
    return page(lang, f"<div class='main'><article class='post'><h1>{title}</h1>"
                      f"<div class='entry-content'>{inner}</div></article></div>")


def howto(lang: str, title: str, lines: list[str], intro: str, steps: list[str]) -> str:
    """A how-to: two paragraphs, the steps' intro and its ordered list, the last paragraph."""
    return article(lang, title, paragraphs(lines[:2]) + f"<p>{intro}</p><ol>{paragraphs(steps, 'li')}</ol>"
                   + paragraphs(lines[2:]))


def telegram_post(channel: str, text: str, views: str, forwarded: str = "") -> str:
    """A post of Telegram's web view: author line, "Forwarded from" line, text, views footer."""
    line = ""
    if forwarded:
        line = ("<div class='tgme_widget_message_forwarded_from accent_color'>Forwarded from "
                f"<a class='tgme_widget_message_forwarded_from_name'><span>{forwarded}</span></a></div>")
    return ("<div class='tgme_widget_message_wrap'><div class='tgme_widget_message js-widget_message'>"
            "<div class='tgme_widget_message_author accent_color'><a class='tgme_widget_message_owner_name'>"
            f"<span>{channel}</span></a></div>{line}"
            f"<div class='tgme_widget_message_text js-message_text' dir='auto'>{text}</div>"
            "<div class='tgme_widget_message_footer compact'><div class='tgme_widget_message_info'>"
            f"<span class='tgme_widget_message_views'>{views}</span><span class='tgme_widget_message_meta'>"
            "<a class='tgme_widget_message_date'><time>10:45</time></a></span></div></div></div></div>")


STEPS_BO = ["མཉེན་ཆས་ཁ་ཕྱེ།", "སྒྲིག་འགོད་ལ་རྐྱབ་ནས་སྐད་ཡིག་འདེམས།", "བོད་ཡིག་གི་མཐེབ་གཞོང་འདེམས་ནས་གཏན་འཁེལ་བྱེད།"]
STEPS_UG = ["ئەپتە ئېچىپ تىزىملىتىڭ", "تەڭشەك بۆلىكىگە كىرىپ تىلنى تاللاڭ", "ئۇيغۇرچە كىرگۈزگۈچنى تاللاپ جەزملەشتۈرۈڭ"]
STEPS_ZH = ["打开微信客户端", "点击右上角的加号，选择扫一扫", "对准图书馆门口的二维码，按提示填写借书信息"]
SPEECH_ZH = ["“有人在网上骂图书馆的老师！”小卓玛气呼呼地说。", "“那怎么办？”", "“举报！”",
             "大家都笑了，老师摸摸她的头说，先把事情弄清楚再说。"]
SPEECH_EN = ["“I can't read the story on this page,” grandmother said.", "“Open it in the app!”",
             "She frowned, but tapped the icon anyway, and the story came up in large print."]
TABLE_ZH = ("<table><tr><th>事项</th><th>办理方式</th><th>电话</th></tr>"
            "<tr><td>图书损坏</td><td>赔偿</td><td>0891-6321001</td></tr>"
            "<tr><td>违规借阅</td><td>举报</td><td>0891-6321002</td></tr>"
            "<tr><td>逾期未还</td><td>续借</td><td>0891-6321003</td></tr></table>")
APP_NOTE_BO = "མཉེན་ཆས་འདི་རིན་མེད་ཡིན།"

# name: (page, lines that stay, words that go)
PAGES = {
    # a how-to's steps in an ordered list: "open the software" is the first step
    "howto_steps_bo": (howto("bo", "བོད་ཡིག་མཐེབ་གཞོང་ཇི་ལྟར་སྒྲིག་དགོས།", BO, "ཐབས་ལམ་གཤམ་གསལ།", STEPS_BO),
                       BO + STEPS_BO, []),
    "howto_steps_ug": (howto("ug", "ئۇيغۇرچە كىرگۈزگۈچنى قانداق تەڭشەش كېرەك", UG, "قەدەملىرى تۆۋەندىكىچە", STEPS_UG),
                       UG + STEPS_UG, []),
    "howto_steps_zh": (howto("zh", "怎样用手机预约借书", ZH, "具体步骤如下", STEPS_ZH), ZH + STEPS_ZH, []),
    # a character's speech, a paragraph of its own in quotation marks
    "speech_zh": (article("zh", "图书馆里的一个下午", paragraphs(ZH[:2] + SPEECH_ZH + ZH[2:])), ZH + SPEECH_ZH, []),
    "speech_en": (article("en", "Grandmother's phone", paragraphs(EN[:2] + SPEECH_EN + EN[2:])), EN + SPEECH_EN, []),
    # a table's cell: the way a matter is handled
    "table_cell_zh": (article("zh", "图书馆借阅须知", paragraphs(ZH[:2]) + TABLE_ZH + paragraphs(ZH[2:])),
                      ZH + ["违规借阅", "举报", "0891-6321002"], []),
    # an article on an app: a line of it in a box its theme names "app-download-note", no link or button in it
    "app_note_bo": (article("bo", "བོད་ཡིག་མཉེན་ཆས་གསར་པ།", paragraphs(BO[:2])
                            + f"<div class='app-download-note'><p>{APP_NOTE_BO}</p></div>" + paragraphs(BO[2:])),
                    BO + [APP_NOTE_BO], []),
    # a mobile template's banners named in camel case
    "camel_case_banners_zh": (page("zh", "<div class='openAppBanner'><span>县图书馆</span>"
                                         "<a class='openAppBtn'>立即打开</a></div>"
                                         "<div class='main'><article class='post'><h1>冬季送书下乡</h1>"
                                         f"<div class='entry-content'>{paragraphs(ZH)}</div></article></div>"
                                         "<div class='downloadAppBar'><a>下载客户端 看更多好书</a></div>"),
                              ZH, ["立即打开", "下载客户端"]),
    # Telegram's channel page: several posts, one forwarded ("Forwarded from" the other channel)
    "telegram_forwarded_bo": (page("bo", "<section class='tgme_channel_history js-message_history'>"
                                         + "".join(telegram_post("རྫོང་དཔེ་མཛོད་ཁང་།", line, views, forwarded)
                                                   for line, views, forwarded in
                                                   zip(BO, ["1.1K", "940", "812"], ["", "སློབ་གསོ་གསར་འགྱུར།", ""]))
                                         + "</section>"),
                              BO, ["Forwarded from", "སློབ་གསོ་གསར་འགྱུར།", "1.1K", "10:45"]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_app_rules_keep_the_story_and_drop_the_furniture(name: str) -> None:
    html, stay, go = PAGES[name]
    text = auto_text(html)
    assert [line for line in stay if line not in text] == [], text
    assert [word for word in go if word in text] == [], text
