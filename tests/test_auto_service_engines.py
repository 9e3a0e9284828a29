"""Service and landing pages as the common engines draw them (WordPress with Elementor and Divi, HubSpot CMS, Drupal
paragraphs, Webflow, a Wix-like builder; our own Tibetan, Uyghur, Chinese and English text): the page's own text stays
(its intro, its feature cards' titles and summaries, a programme's requirements, a city department's services, a
plan's price and features beside its name: ``auto.pricing_cards``), and the site's mega menu goes, teasers and all
(``auto.mega_menus``). Guard pages use the same words and names in a story, a poem and an essay, and stay whole."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

# our own sentences: a Tibetan translation service, a Uyghur software company, a Chinese localisation firm, an
# English city department
INTRO = {
    "bo": ("ང་ཚོས་བོད་ཡིག་དང་དབྱིན་ཡིག་གི་ཡིག་ཆ་སྒྱུར་བའི་ཞབས་ཞུ་ལོ་བཅུ་ལྷག་རིང་སྒྲུབ་ཡོད་ལ། ཚོང་ཁང་དང་སློབ་"
           "གྲྭ་མང་པོས་ང་ཚོར་ཡིད་ཆེས་བྱེད་ཀྱི་ཡོད།",
           "ཡིག་ཆ་རེ་རེ་བཞིན་སྐད་ཡིག་མཁས་པ་གཉིས་ཀྱིས་ཞིབ་བཤེར་བྱས་རྗེས་ཁྱེད་ལ་སྤྲོད་ཀྱི་ཡོད་པས། ནོར་འཁྲུལ་ཆུང་"
           "ཤོས་ཡོང་བར་འབད་བརྩོན་བྱེད།",
           "ང་ཚོའི་ལོ་ཙཱ་བ་ཚོ་ནི་བོད་ཀྱི་རིག་གཞུང་དང་ཆོས་ལུགས་ཀྱི་ཐ་སྙད་ལ་མཁས་པ་ཡིན་པས། དཔེ་ཆ་རྙིང་པའི་ནང་དོན་"
           "ཡང་གསལ་པོར་སྒྱུར་ཐུབ།",
           "ལས་ཀ་ཉིན་གསུམ་གྱི་ནང་དུ་གྲུབ་ཀྱི་ཡོད་ལ། ཁག་ཆེ་བའི་ཡིག་ཆ་ཡིན་ན་ཉིན་གཅིག་གི་ནང་དུ་ཡང་སྒྲུབ་ཐུབ།"),
    "ug": ("بىز ئۇيغۇرچە يۇمشاق دېتال ۋە تور بەت ياساش مۇلازىمىتىنى ئون يىلدىن بۇيان تەمىنلەپ كېلىۋاتىمىز، "
           "خېرىدارلىرىمىز ئىچىدە مەكتەپ، دوختۇرخانا ۋە شىركەتلەر بار.",
           "ھەر بىر تۈر ئۈچۈن خېرىدار بىلەن بىرلىكتە ئېنىق پىلان تۈزۈپ، ھەر ھەپتىدە ئىلگىرىلەش ئەھۋالىنى "
           "دوكلات قىلىمىز ۋە ۋاقتىدا تاپشۇرۇپ بېرىمىز.",
           "بىزنىڭ دېتاللىرىمىز ئۇيغۇر ئېلىپبەسىنى تولۇق قوللايدۇ، كومپيۇتېر، يانفون ۋە تاختا كومپيۇتېرلاردا "
           "بىردەك ئىشلەيدۇ.",
           "تور بېتىڭىزنى ياساپ بولغاندىن كېيىن بىر يىل ھەقسىز ئاسراش ۋە يېڭىلاش مۇلازىمىتى بىلەن تەمىنلەيمىز."),
    "zh": ("我们为企业提供藏文、维吾尔文和中文的本地化服务，十多年来已完成三百多个网站和软件项目的翻译与测试。",
           "每个项目都由母语译者翻译，再由第二位审校逐句核对术语和格式，确保交付的文字准确、通顺、符合当地习惯。",
           "我们支持网页、手机应用、说明书和合同等多种文件格式，并可根据客户需要提供排版和字体嵌入服务。",
           "一般五千字以内的网站三个工作日可以完成，较大的项目我们会先给出详细的排期。"),
    "en": ("Our city's Building Department reviews plans, issues permits and inspects construction so that every home "
           "and business in town is safe to live and work in.",
           "Residents can apply for most permits online; a plan reviewer answers within ten working days and tells you "
           "which inspections your project will need.",
           "Inspectors visit sites Monday to Friday. Book an inspection by 3 p.m. and we will come the next working "
           "day, weather permitting.",
           "A certificate of occupancy is issued once the final inspection has passed and every fee has been paid."),
}
# per language: the teasers a mega menu's resources column shows (a podcast, a guide, videos), our own
TEASERS = {
    "bo": ("ང་ཚོའི་སྒྲ་ཕབ་ལེ་ཚན་གསར་པའི་ནང་དུ་ལོ་ཙཱ་བ་རྒན་པ་གཉིས་ཀྱིས་བོད་ཡིག་གི་ཐ་སྙད་གསར་པ་ཇི་ལྟར་གཏན་འཁེལ་"
           "བྱེད་དགོས་མིན་སྐོར་གླེང་མོལ་བྱས་ཡོད། ལས་རིགས་ཀྱི་ཡིག་ཆ་སྒྱུར་མཁན་ཚོར་ཕན་ཐོགས་ཆེན་པོ་ཡོད།",
           "ལོ་ཙཱའི་ལམ་སྟོན་དེབ་གསར་པ་ཞིག་པར་དུ་བསྐྲུན་ཡོད་པས། ཚོང་ཁང་དང་སློབ་གྲྭས་ཡིག་ཆ་སྒྱུར་བའི་སྔོན་དུ་ཤེས་"
           "དགོས་པའི་གནད་དོན་རྣམས་གསལ་པོར་བཀོད་ཡོད། དེབ་འདི་རིན་མེད་དུ་ཕབ་ལེན་བྱེད་ཆོག",
           "བརྙན་ཟློས་ཁག་ཅིག་གི་ནང་དུ་ང་ཚོའི་ལས་བྱེད་པ་ཚོས་ཡིག་ཆ་ཞིབ་བཤེར་བྱེད་སྟངས་དང་། ཐ་སྙད་ཐོ་གཞུང་སྒྲིག་"
           "སྟངས་སྐོར་དཔེ་མཚོན་དང་བཅས་བཤད་ཡོད།"),
    "ug": ("يېڭى پودكاستىمىزدا ئىككى پروگراممېر ئۇيغۇرچە يۇمشاق دېتالنى قانداق سىناش ۋە خاتالىقلارنى قانداق "
           "تېپىش توغرىسىدا سۆزلىشىدۇ، بۇ سۆھبەت كىچىك شىركەتلەرگە ناھايىتى پايدىلىق.",
           "تور بەت ياساش قوللانمىمىزنىڭ يېڭى نەشرىدە شىركەتلەر تور بەت ياسىتىشتىن بۇرۇن بىلىشكە تېگىشلىك "
           "بولغان ئون مەسىلە ئېنىق بايان قىلىنغان، ئۇنى ھەقسىز چۈشۈرەلەيسىز.",
           "سىن دەرسلىرىمىزدە خىزمەتچىلىرىمىز تور بەتنىڭ ئىچكى باشقۇرۇش بېتىنى قانداق ئىشلىتىش ۋە ماقالە "
           "قوشۇشنى مىسال بىلەن كۆرسىتىپ بېرىدۇ."),
    "zh": ("我们的播客最新一期请来两位资深译者，聊一聊藏文和维吾尔文软件界面里新术语是怎样一步步定下来的，以及客户最常问的问题。",
           "新版《本地化入门指南》已经上线，书中整理了企业在启动翻译项目之前需要想清楚的十个问题，欢迎免费下载阅读。",
           "在系列视频课程里，我们的项目经理用真实案例演示如何建立术语表、安排审校流程，以及如何验收最终的译文。"),
    "en": ("In the latest episode of our podcast two inspectors talk about the most common mistakes in deck "
           "permits and "
           "how homeowners can avoid a second visit.",
           "Our new homeowner's guide explains, in ten short chapters, what to prepare before you apply for a permit, "
           "from site plans to contractor licences.",
           "Watch our short videos in which plan reviewers walk through a sample application and show what they check "
           "on every drawing."),
}
FOOTER = "<footer class='site-footer'><p>© 2025 All rights reserved.</p><a href='/privacy'>Privacy</a></footer>"


def html(body: str, lang: str) -> str:
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>service</title>"
            f"</head><body>{body}{FOOTER}</body></html>")


def resources_mega_menu(lang: str, panel: str, name: str = "class") -> str:
    """A firm's top menu whose entry opens a mega panel (named ``panel`` in its ``name`` attribute): a title column
    and a resources column of teasers, each a sentence or two and a "View All" button, as agency themes draw it."""
    columns = "".join(
        f"<div class='dropdown-section'><div class='resource-list__wrap'><div class='content-wrap'><p>{teaser}</p>"
        f"</div></div><a class='button button--small' href='/resources/{i}'>View All</a></div>"
        for i, teaser in enumerate(TEASERS[lang]))
    return (f"<div class='header__navigation'><nav class='main-navigation'><ul class='main-navigation__list'>"
            f"<li class='menu-item'><a href='/resources'>Resources</a><div {name}='{panel}'>"
            f"<div class='panel__left'><h2 class='h3'>Resources</h2></div><div class='panel__right'>{columns}</div>"
            f"</div></li></ul></nav></div>")


def overview_and_cards(lang: str) -> str:
    """A service page's overview (its h1 and two paragraphs) and a grid of two service cards (title and summary)."""
    first, second, third, fourth = INTRO[lang]
    return (f"<section class='overview'><div class='container'><div class='col-12 col-md-7'><h1>service</h1>"
            f"<p>{first}</p><p>{second}</p></div></div></section><section class='module module-services-listings'>"
            f"<h2>services</h2><div class='large-cards__items'><div class='large-cards__item'><h3>one</h3>"
            f"<p class='p--small'>{third}</p></div><div class='large-cards__item'><h3>two</h3>"
            f"<p class='p--small'>{fourth}</p></div></div></section>")


# the class or id names menu plug-ins and themes give the panel
PANELS = (("class", "mega-dropdown"), ("class", "mega-menu mega-menu-columns"), ("class", "we-mega-menu-submenu"),
          ("class", "et-menu-mega megamenu"), ("id", "mega-menu-resources"), ("class", "w-dropdown-list mega-nav"))


@pytest.mark.parametrize("lang", INTRO)
@pytest.mark.parametrize(("name", "panel"), PANELS)
def test_a_mega_menus_teasers_go_and_the_service_page_stays(lang: str, name: str, panel: str) -> None:
    text = auto_text(html(resources_mega_menu(lang, panel, name) + overview_and_cards(lang), lang))
    assert all(text.count(line) == 1 for line in INTRO[lang])
    assert not any(teaser in text for teaser in TEASERS[lang])
    assert "All rights reserved" not in text


# per language: a plan's name, its price, two of its features
PLANS = {
    "ug": ("ئاساسىي", "2000 يۈەن", "بەش بەتلىك تور بەت", "بىر يىل ھەقسىز ئاسراش"),
    "bo": ("རྒྱུན་ལྡན།", "སྒོར་མོ་ ༡༠༠", "ཡིག་འབྲུ་སྟོང་ཕྲག་བཅུ།", "ཞིབ་བཤེར་ཐེངས་གཉིས།"),
    "zh": ("标准版", "每千字 120 元", "母语译者翻译", "第二位审校核对"),
    "en": ("Standard", "$29 / month", "Five inspections a year", "Plan review within ten days"),
}
# the plan cards of the page builders: (card class, price line markup)
PLAN_CARDS = (
    ("et_pb_pricing_table", "<div class='et_pb_pricing_content_top'><span class='et_pb_sum'>{price}</span></div>"),
    ("elementor-price-table", "<div class='elementor-price-table__price'><span>{price}</span></div>"),
    ("pricing-card", "<div class='amount'>{price}</div>"),
)


def divi_page(lang: str, card: str, price_line: str) -> str:
    """A Divi service page: a text module, three blurbs (feature cards) and one plan's card (its name, price line,
    features and button)."""
    first, second, third, fourth = INTRO[lang]
    name, price, feature, other = PLANS[lang]
    blurbs = "".join(
        f"<div class='et_pb_module et_pb_blurb'><div class='et_pb_blurb_container'><h4 class='et_pb_module_header'>"
        f"<span>{i}</span></h4><div class='et_pb_blurb_description'><p>{line}</p></div></div></div>"
        for i, line in enumerate((second, third, fourth)))
    return html(
        f"<div id='et-main-area'><div class='et_pb_section'><div class='et_pb_module et_pb_text'><h2>service</h2>"
        f"<p>{first}</p></div></div><div class='et_pb_section'><div class='et_pb_row'>{blurbs}</div></div>"
        f"<div class='et_pb_section'><div class='{card}'><div class='heading'><h2>{name}</h2></div>"
        f"{price_line.format(price=price)}<ul><li>{feature}</li><li>{other}</li></ul>"
        f"<div class='button-wrap'><a class='button' href='/buy'>Choose plan</a></div></div></div></div>", lang)


@pytest.mark.parametrize("lang", PLANS)
@pytest.mark.parametrize(("card", "price_line"), PLAN_CARDS)
def test_a_plans_price_and_features_stay_beside_its_name(lang: str, card: str, price_line: str) -> None:
    text = auto_text(divi_page(lang, card, price_line))
    name, price, feature, other = PLANS[lang]
    assert all(line in text for line in INTRO[lang])
    assert all(line in text for line in (name, price, feature, other))
    assert "Choose plan" not in text


# Guard pages: a story that prices bread and quotes shop signs, a poem in a list on a body flagged for a mega menu, a
# Uyghur story in a theme's wrapper named as a mega panel, a Chinese article listing its prices in a "pricing" box.
BREAD = ("When the shop on our street raised the price of bread to four yuan a loaf, my grandmother began baking at "
         "home again, as she had done forty years ago.",
         "The sign in the window said \"Get started today\" in large letters, but nobody on the street knew what the "
         "new owners wanted us to start.",
         "By winter half the street bought her bread, and the shop changed its sign to \"Book a demo\", which made "
         "her laugh for a week.")
POEM = ("གངས་རི་དཀར་པོའི་རྩེ་ལ་ཉི་མ་ཤར།", "ཆུ་བོ་སྔོན་མོའི་ངོས་ལ་རླུང་བུ་འཚུབ།", "ཕ་ཡུལ་གྱི་ས་ཆ་ལ་མེ་ཏོག་བཞད།",
        "ཨ་མའི་གླུ་དབྱངས་ཡིད་ལ་ད་དུང་གསལ།",
        "ལོ་མང་པོར་ཁྱིམ་ནས་རྒྱང་རིང་དུ་བསྡད་ཀྱང་། སྐད་ཆ་དེ་རྣམས་སེམས་ནང་དུ་བརྗེད་མ་སོང་།")
STORY = ("كەچتە ئاكام ئۆيگە قايتىپ كېلىپ، شەھەردىكى يېڭى دۇكاننىڭ ئېلانىدا «ھازىرلا سىناپ بېقىڭ» دېگەن خەتنى "
         "كۆرگەنلىكىنى سۆزلەپ بەردى.",
         "ئاپام بۇ سۆزنى ئاڭلاپ كۈلۈپ كەتتى، چۈنكى ئۇ يىگىرمە يىلدىن بۇيان ھەر كۈنى ئەتىگەندە نان يېقىپ، "
         "قوشنىلارغا ھەقسىز سىناپ بېقىشقا بېرىدىكەن.",
         "شۇ كۈندىن باشلاپ ئاكام دۇكاننىڭ ئېلانىغا ئەمەس، ئاپامنىڭ نېنىغا ئىشىنىدىغان بولدى.")
ARTICLE = ("去年冬天，县城里新开了一家翻译公司，门口的牌子上写着“免费试用”和“立即咨询”八个大字。",
           "我走进去问了价格：中文译成藏文每千字一百二十元，加急的话再加一半，审校另算。",
           "老板说，他们的译者都是在寺院和学校里教过书的人，所以宗教和教育方面的文章最拿手。",
           "普通稿件：每千字一百二十元", "加急稿件：每千字一百八十元")
GUARDS = {
    "prices_en": (html("<main><article><h1>Bread</h1>" + "".join(f"<p>{p}</p>" for p in BREAD) + "</article></main>",
                       "en"), BREAD),
    "poem_bo": (html("<div class='site has-mega-menu mega-menu-enabled'><main><h1>ཕ་ཡུལ།</h1><ul class='poem'>"
                     + "".join(f"<li>{line}</li>" for line in POEM[:4]) + f"</ul><p>{POEM[4]}</p></main></div>", "bo"),
                POEM),
    "story_ug": (html("<div class='megapanel-layout mega-panel-wrap'><div class='entry'>"
                      + "".join(f"<p>{p}</p>" for p in STORY) + "</div></div>", "ug"), STORY),
    "article_zh": (html("<main><article class='post'><h1>县城里的翻译公司</h1>" + "".join(f"<p>{p}</p>" for p in ARTICLE[:3])
                        + "<div class='pricing-box'><ul>" + "".join(f"<li>{p}</li>" for p in ARTICLE[3:])
                        + "</ul></div></article></main>", "zh"), ARTICLE),
}


@pytest.mark.parametrize("name", GUARDS)
def test_a_story_with_the_same_words_and_names_stays_whole(name: str) -> None:
    page, lines = GUARDS[name]
    text = auto_text(page)
    assert all(text.count(line) == 1 for line in lines), name
