"""Furniture the model kept and text it lost on last sessions' review pages (h200, h217, h218, h219), and the guard
pages beside each rule: a search engine's "People also ask" box under a story (``auto.words.RELATED_RE``), a story's
own list its theme names "hot-list" (``auto.story_lists``), a product's policy lines in its buy box
(``auto.shop_panels.SHOP_PANEL_RE``), a Q&A page's "3 Answers" heading (``auto.answer_heads``), a layout table's cell
of ``<br>``-lined links (``auto.tables.MENU_MIN_LINKS``) and a story's info box of fields
(``auto.statements.INFO_CLASS_RE``).

Every page is our own (sentences in Tibetan, Uyghur, Chinese and English). Most are run with every block scored above
the threshold (``kept_lines_scored``), so each test reads the rule, not the model.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import auto_lines, kept_lines_scored

CONFIDENT = 2.0  # a stage-2 logit above the threshold: the model keeps every block, the rules decide

STORY = {
    "bo": ["ལོ་འདིའི་དབྱར་ཁར་གྲོང་རྡལ་གྱི་ཁྲོམ་ར་རྙིང་པ་བསྐྱར་གསོ་བྱས་རྗེས་ལག་ཤེས་པ་བཅུ་ཕྲག་གཅིག་ཚོང་ཁང་ནང་ལ་ཕྱིར་ལོག་བྱུང་།",
           "ཟངས་མཁན་དང་ཤིང་བཟོ་བ། རྫ་མཁན་རྣམས་ཀྱིས་གཟའ་མཇུག་ལ་བྱིས་པ་ཚོར་རྫ་སྡེར་བཟོ་སྟངས་སློབ་ཁྲིད་བྱེད་ཀྱི་ཡོད།",
           "གྲོང་རྡལ་གྱི་ལས་ཁུངས་ཀྱིས་སང་ལོར་ཁྲོམ་རའི་འགྲམ་དུ་ལག་ཤེས་འགྲེམས་སྟོན་ཁང་ཞིག་འཛུགས་རྒྱུ་ཡིན་ཞེས་བཤད།"],
    "ug": ["بۇ يىل يازدا شەھەردىكى كونا بازار رېمونت قىلىنغاندىن كېيىن، ئون نەچچە قول ھۈنەرۋەن دۇكىنىغا قايتىپ كەلدى.",
           "مىسكەرلەر، ياغاچچىلار ۋە ساپالچىلار ھەپتە ئاخىرىدا بالىلارغا كىچىك قاچا ياساشنى ئۆگىتىدۇ.",
           "شەھەرلىك ھۆكۈمەت كېلەر يىلى بازارنىڭ يېنىدا بىر ھۈنەر كۆرگەزمە مەركىزى قۇرىدىغانلىقىنى ئېيتتى."],
    "zh": ["今年夏天，县里的老街完成了修缮，十几家传统手工作坊重新开门营业，每天都有不少市民和游客前来参观。",
           "铜匠、木匠和陶艺师傅们在作坊里现场演示手艺，还开设了周末体验课，教孩子们亲手做一只小碗。",
           "街道办事处表示，明年还将在老街建设一座手工艺展示中心，让更多年轻人了解这些传统技艺。"],
    "en": ["This summer the old market street reopened after two years of repairs, and a dozen craft workshops moved "
           "back into the restored buildings.",
           "Coppersmiths, carpenters and potters now work with their doors open, and on weekends they teach children "
           "how to throw a small bowl on the wheel.",
           "The town council says a craft centre will open next to the market next year, so that visitors can see "
           "how the old trades are still practised."],
}


def paragraphs(lines: list[str]) -> str:
    """Each line as a ``<p>``."""
    return "".join(f"<p>{escape(line)}</p>" for line in lines)


def story_page(lang: str, inside: str = "", after: str = "", title: str = "story") -> str:
    """A story in ``<main><article>``: its h1, ``STORY[lang]`` as paragraphs with ``inside`` (markup) before the last,
    then ``after`` (markup) in the article."""
    lines = STORY[lang]
    return (f"<html lang='{lang}'><head><title>{title}</title></head><body><header><nav><a href='/'>home</a></nav>"
            f"</header><main><article><h1>{title}</h1>{paragraphs(lines[:-1])}{inside}{paragraphs(lines[-1:])}"
            f"{after}</article></main><footer><p>© 2025</p></footer></body></html>")


def kept(markup: str) -> list[str]:
    """The lines kept with every block above the threshold: the rules decide."""
    return kept_lines_scored(markup, {}, CONFIDENT)


# --- "People also ask": other questions, each with its hidden answer, under the story (review h217) ---
ASKED = {
    "en": [("Why did the old market close?", "The market closed when the roof of its main hall was found unsafe."),
           ("Where can I learn pottery in town?", "Several workshops on Mill Street offer evening classes.")],
    "bo": [("ཁྲོམ་ར་རྙིང་པ་ཅིའི་ཕྱིར་བཀག་པ་ཡིན།", "ཚོང་ཁང་ཆེན་མོའི་ཐོག་ཁེབས་ཉེན་ཁ་ཅན་ཆགས་པས་བཀག་པ་ཡིན།"),
           ("རྫ་བཟོ་ག་པར་སློབ་ཐུབ།", "ལམ་ཁ་ཤར་མའི་ལག་ཤེས་ཁང་ཁ་ཤས་སུ་དགོང་མོའི་སློབ་ཚན་ཡོད།")],
}


def asked_box(pairs: list[tuple[str, str]]) -> str:
    """A "People also ask" accordion: each question a link that opens its hidden answer."""
    items = "".join(f"<div class='paa-item'><a href='#' class='paa-q'>{escape(q)}</a><div class='paa-a' hidden>"
                    f"<p>{escape(a)}</p><a href='/story/{n}'>Read more</a></div></div>"
                    for n, (q, a) in enumerate(pairs))
    return f"<section class='people-also-ask'><h2>People also ask</h2>{items}</section>"


@pytest.mark.parametrize("lang", ASKED)
def test_a_people_also_ask_box_under_the_story_goes(lang: str) -> None:
    lines = kept(story_page(lang, after=asked_box(ASKED[lang])))
    assert all(line in lines for line in STORY[lang])
    assert not any(text in lines for pair in ASKED[lang] for text in pair)


def test_a_story_quoting_people_also_ask_stays_whole() -> None:
    quote = ["When she typed the shop's name into a search engine, a box headed “People also ask” listed three "
             "questions about the market, and every answer in it was out of date."]
    lines = kept(story_page("en", inside=paragraphs(quote)))
    assert all(line in lines for line in STORY["en"] + quote)


def test_an_faq_page_whose_questions_are_its_text_stays_whole() -> None:
    pairs = ASKED["bo"]
    faq = "".join(f"<div class='faq-item'><h3>{escape(q)}</h3><p>{escape(a)}</p></div>" for q, a in pairs)
    page = (f"<html lang='bo'><head><title>FAQ</title></head><body><main><h1>དྲི་བ་རྒྱུན་མ།</h1>"
            f"<div class='faq'>{faq}</div></main></body></html>")
    lines = kept(page)
    assert all(text in lines for pair in pairs for text in pair)


# --- a story's own list its theme names "hot-list" (review h218) ---
HOT_SPRINGS = {
    "en": ["Yangbajing: the best known, with a pool open all year and a geothermal plant next door.",
           "Dezong: a village spring an hour from Lhasa, with separate baths for men and women.",
           "Tirthapuri: near Mount Kailash, where pilgrims bathe after the kora."],
    "ug": ["بىرىنچى بۇلاق يېزىنىڭ شىمالىدا، سۈيى قىشتىمۇ ئىسسىق بولىدۇ.",
           "ئىككىنچى بۇلاق دەريانىڭ بويىدا، يەرلىكلەر ئۇنى داۋالىنىش ئۈچۈن ئىشلىتىدۇ.",
           "ئۈچىنچى بۇلاق تاغنىڭ ئېتىكىدە، يولى تار ۋە ئۇزۇن."],
}


@pytest.mark.parametrize("lang", HOT_SPRINGS)
def test_a_storys_own_hot_list_between_its_paragraphs_stays(lang: str) -> None:
    own = "<ul class='hot-list'>" + "".join(f"<li>{escape(item)}</li>" for item in HOT_SPRINGS[lang]) + "</ul>"
    lines = auto_lines(story_page(lang, inside=own))
    assert all(line in lines for line in STORY[lang] + HOT_SPRINGS[lang])


def test_a_hot_list_of_links_after_the_story_still_goes() -> None:
    titles = ["Five mountain passes to cross before winter", "A night at the salt lake", "The oldest bridge in Tsang"]
    hot = ("<ul class='hot-list'>" + "".join(f"<li><a href='/s/{n}'>{escape(t)}</a></li>" for n, t in enumerate(titles))
           + "</ul>")
    lines = kept(story_page("en", inside=hot))
    assert all(line in lines for line in STORY["en"])
    assert not any(title in lines for title in titles)


# --- a product's policy lines in its buy box (review h217) ---
POLICIES = {
    "en": ["Shipping: free over $50", "Returns: 30 days", "Warranty: 1 year"],
    "zh": ["配送：满99元包邮", "退换：7天无理由", "保修：一年"],
}
DESCRIPTION = {
    "en": ["This hand-thrown stoneware mug holds a large cup of tea and keeps it warm, its glaze made from the ash "
           "of our own wood kiln."],
    "zh": ["这只手工拉坯的粗陶茶杯能装一大杯茶，釉色来自我们自己柴窑的草木灰，每一只的颜色都略有不同。"],
}


@pytest.mark.parametrize("lang", POLICIES)
def test_a_products_policy_lines_in_its_buy_box_go(lang: str) -> None:
    policies = "".join(f"<li>{escape(line)}</li>" for line in POLICIES[lang])
    page = (f"<html lang='{lang}'><head><title>mug</title></head><body><main><div class='product'>"
            f"<h1 class='product_title'>Stoneware mug</h1><p class='price'>$28.00</p><form class='cart'>"
            f"<input type='number' name='qty' value='1'><button name='add-to-cart'>Add</button></form>"
            f"<ul class='product-policies'>{policies}</ul><div class='woocommerce-Tabs-panel' id='tab-description'>"
            f"{paragraphs(DESCRIPTION[lang])}</div></div></main></body></html>")
    lines = kept(page)
    assert all(line in lines for line in DESCRIPTION[lang])
    assert not any(line in lines for line in POLICIES[lang])


def test_a_storys_own_list_about_shipping_and_returns_stays() -> None:
    own = ["Shipping: most parcels now reach the valley in four days instead of ten.",
           "Returns: the post office takes them back free of charge until March.",
           "Warranty: the cooperative repairs its looms for a year after sale."]
    markup = "<ul class='policies'>" + "".join(f"<li>{escape(line)}</li>" for line in own) + "</ul>"
    lines = kept(story_page("en", inside=markup))
    assert all(line in lines for line in STORY["en"] + own)


# --- a Q&A page's count of answers over its box of answers (review h219) ---
QUESTION = {"en": "Our village well freezes solid every January. What have others done with only local materials?",
            "zh": "我们村的水井每年一月都冻得结结实实，大家有什么只用本地材料的办法？"}
ANSWERS = {"en": ["Line the lid with felt and pile dry dung around the rim; the top stays open overnight.",
                  "We built a small stone hut over ours with a door facing south, and the ice never got thick."],
           "zh": ["在井盖上铺一层毛毡，周围堆上干牛粪，晚上基本不会结冰。",
                  "我们在井口搭了一个小石头房子，门朝南开，冬天冰就结不厚了。"]}
COUNT_HEADING = {"en": "2 Answers", "zh": "2 个回答"}


@pytest.mark.parametrize("lang", ANSWERS)
def test_the_count_heading_a_box_of_answers_stays(lang: str) -> None:
    answers = "".join(f"<div class='answer'><div class='answer-body'><p>{escape(a)}</p></div></div>"
                      for a in ANSWERS[lang])
    page = (f"<html lang='{lang}'><head><title>q</title></head><body><main><div class='question'><h1>well</h1>"
            f"<p>{escape(QUESTION[lang])}</p></div><div id='answers'><div class='answers-header'>"
            f"<h2>{COUNT_HEADING[lang]}</h2></div>{answers}</div></main></body></html>")
    lines = kept(page)
    assert all(line in lines for line in [QUESTION[lang], COUNT_HEADING[lang]] + ANSWERS[lang])


# --- a layout table's cell of <br>-lined links beside the content cell (review h200) ---
BOOK_TEXT = ["དཔེ་དེབ་འདི་ནི་ཨ་མ་ཞིག་གིས་རང་གི་བུ་མོར་བྲིས་པའི་འཕྲིན་ཡིག་ཉི་ཤུ་ཐམ་པ་ཕྱོགས་བསྒྲིགས་བྱས་པ་ཞིག་ཡིན། "
             "འཕྲིན་ཡིག་རེ་རེའི་ནང་དུ་ཡུལ་ཚོའི་འཚོ་བ་དང་ལོ་ཟླའི་འགྱུར་བ་གསལ་པོར་བཀོད་ཡོད།",
             "རྩོམ་པ་པོས་འབྲོག་སའི་དགུན་ཁ་དང་དཔྱིད་ཁའི་ཁྱད་པར་ཚིག་སྟབས་བདེ་པོས་བཤད་པས་ལོ་ན་ཆུང་བའི་ཀློག་པ་པོས་ཀྱང་"
             "བདེ་བླག་ངང་གོ་ཐུབ།"]
MENU = ["གངས་རིའི་འོག་གི་སློབ་གྲྭ།", "འབྲོག་པའི་ལོ་ཟླ།", "རྒན་མོའི་གཏམ་རྒྱུད།"]


def layout_page(side_cell: str) -> str:
    """A table-laid page: ``side_cell`` (markup) in a narrow left cell, the book's text in the content cell (no
    width declared)."""
    return ("<html lang='bo'><head><title>book</title></head><body><table width='900'><tr>"
            f"<td width='200' valign='top'>{side_cell}</td><td valign='top'><h1>ཨ་མའི་འཕྲིན་ཡིག</h1>"
            f"{paragraphs(BOOK_TEXT)}</td></tr></table></body></html>")


def test_a_layout_cell_of_br_lined_links_goes() -> None:
    menu = "<b>དཔེ་དེབ།</b>" + "".join(f"<br><a href='/c{n}'>{escape(t)}</a>" for n, t in enumerate(MENU))
    lines = kept(layout_page(menu))
    assert all(line in lines for line in BOOK_TEXT)
    assert not any(title in "".join(lines) for title in MENU)


def test_a_layout_cell_of_br_lined_verses_stays() -> None:
    verses = ["གངས་རིའི་རྩེ་ལ་ཉི་མ་ཤར།", "མཚོ་ཡི་ངོས་ལ་འོད་ཟེར་འཕྲོ།", "འབྲོག་པའི་གླུ་དབྱངས་རླུང་ལ་འཕུར།"]
    lines = kept(layout_page("<br>".join(escape(v) for v in verses)))
    assert all(line in lines for line in BOOK_TEXT)
    assert all(verse in "\n".join(lines) for verse in verses)


# --- a story's info box of fields named so by the CMS (review h217) ---
INFO_FIELDS = {"zh": ["来源：县融媒体中心", "联系电话：0891-6321456"],
               "bo": ["ཁུངས：ས་གནས་གསར་འགྱུར་ཁང་།", "ཁ་པར：0891-6321456"]}


@pytest.mark.parametrize("lang", INFO_FIELDS)
def test_a_storys_info_box_of_fields_goes(lang: str) -> None:
    info = "<ul class='article-info'>" + "".join(f"<li>{escape(f)}</li>" for f in INFO_FIELDS[lang]) + "</ul>"
    lines = kept(story_page(lang, after=info))
    assert all(line in lines for line in STORY[lang])
    assert not any(field in lines for field in INFO_FIELDS[lang])


def test_a_one_line_info_box_over_the_story_goes() -> None:
    info = "<div class='article-info'><span>来源：县融媒体中心</span> <span>编辑：王芳</span></div>"
    page = story_page("zh").replace("</h1>", "</h1>" + info, 1)
    lines = kept(page)
    assert all(line in lines for line in STORY["zh"])
    assert not any("来源" in line for line in lines)


def test_an_info_box_holding_a_sentence_stays() -> None:
    summary = ["摘要：老街修缮完成后，十几家传统手工作坊重新开门，街道计划明年建设手工艺展示中心。",
               "编者按：本文记录了老街手艺人重新开张的第一个夏天，以及他们对传统技艺传承的看法和期待。"]
    info = "<div class='article-info'>" + paragraphs(summary) + "</div>"
    lines = kept(story_page("zh", after=info))
    assert all(line in lines for line in STORY["zh"] + summary)


def test_a_storys_own_list_of_contact_fields_stays() -> None:
    fields = ["报名时间：7月1日至7月15日", "报名地点：老街文化站", "联系电话：0891-6321456"]
    own = "<ul>" + "".join(f"<li>{escape(f)}</li>" for f in fields) + "</ul>"
    lines = kept(story_page("zh", inside=own))
    assert all(line in lines for line in STORY["zh"] + fields)


# --- a login box set in the story's box, its form drawn as a <dl> of labels (review h217) ---
LOGIN = {"zh": ("会员登录", [("用户名", "请先登录后再发表评论"), ("密码", "忘记密码可以通过手机找回"), ("验证码", "看不清楚换一张")]),
         "ug": ("ئەزا كىرىش", [("ئىشلەتكۈچى ئىسمى", "ئىنكاس يېزىشتىن بۇرۇن كىرىڭ"), ("پارول", "پارولنى ئۇنتۇپ قالسىڭىز تېلېفون ئارقىلىق تېپىڭ")])}


@pytest.mark.parametrize("lang", LOGIN)
def test_a_login_box_under_the_story_goes_with_its_heading(lang: str) -> None:
    heading, fields = LOGIN[lang]
    box = f"<h3>{heading}</h3><dl class='login'>" + "".join(f"<dt>{t}</dt><dd>{d}</dd>" for t, d in fields) + "</dl>"
    lines = kept(story_page(lang, after=box))
    assert all(line in lines for line in STORY[lang])
    assert heading not in lines and not any(d in lines for _, d in fields)


def test_an_articles_own_list_of_password_advice_stays() -> None:
    advice = [("用户名", "不要用自己的生日或者手机号码作为用户名，别人很容易猜到。"),
              ("密码", "密码至少要有十二位，最好同时包含字母、数字和符号。")]
    own = "<h3>怎样保护账号</h3><dl class='tips'>" + "".join(f"<dt>{t}</dt><dd>{d}</dd>" for t, d in advice) + "</dl>"
    lines = kept(story_page("zh", inside=own))
    assert all(line in lines for line in STORY["zh"] + ["怎样保护账号"] + [d for _, d in advice])
