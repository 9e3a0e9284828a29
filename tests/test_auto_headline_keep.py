"""The page's ``<h1>``: a story's headline is its title and left out of the text (``auto.headline.drop_headline``); a
landing page's hero h1 (its name over a tagline, the text going on in sections below the hero) and a product's name
right over its price element are the first line of the page's text and stay (``HERO_BOX_SHARE``, the note "A
product's name"). A hero that is a story's (a dated headline, a box named a post's), an h1 whose box holds the body
(an article's container) or one over a list of facts is a headline all the same. Pages and sentences our own, in
Tibetan, Uyghur, Chinese and English."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per language: the page's name, its tagline, and its sections (heading, paragraphs): over 500 characters of text
PAGES = {
    "bo": ("ལྷ་ཁང་སྐོར་བའི་ལམ་སྟོན།", "ཁྱེད་ཀྱི་ལམ་འགྲུལ་བདེ་བླག་ཏུ་འགྲོ་ཆེད་ང་ཚོས་རོགས་རམ་བྱེད།",
           [("ང་ཚོའི་ཞབས་ཞུ།",
             ["ང་ཚོས་ལོ་བཅུ་ལྷག་རིང་ལ་ཕྱི་ནང་གི་ལམ་འགྲུལ་བ་སྟོང་ཕྲག་མང་པོར་"
              "ཡུལ་གྲུ་སོ་སོའི་ལོ་རྒྱུས་དང་གོམས་སྲོལ་ངོ་སྤྲོད་བྱས།",
              "ལམ་སྟོན་པ་ཚང་མས་སྐད་ཡིག་གསུམ་ཤེས་ཤིང་། ས་གནས་ཀྱི་གྲོང་སྡེ་དང་དགོན་པའི་གནས་ཚུལ་ཞིབ་ཕྲ་ཤེས་ཀྱི་ཡོད།"]),
            ("འགྲུལ་སྐོར་གྱི་ཐོ།",
             ["ཉིན་གཅིག་གི་འགྲུལ་སྐོར་ཐོག་མར་ཞོགས་པ་ཆུ་ཚོད་བདུན་པར་འགོ་འཛུགས་ཤིང་"
              "དགོང་མོ་ཆུ་ཚོད་དྲུག་པར་ཁྱིམ་དུ་ལོག་ཡོང་།",
              "ཉིན་གསུམ་གྱི་འགྲུལ་སྐོར་ནང་མཚོ་འགྲམ་དུ་མགྲོན་ཁང་ལ་ངལ་གསོ་བྱེད་པ་དང་འབྲོག་པའི་སྒར་ལ་ལྟ་སྐོར་བྱེད།"]),
            ("གླ་ཆ་དང་ཐོ་འགོད།",
             ["ཐོ་འགོད་བྱེད་འདོད་ན་འགྲུལ་སྐོར་གྱི་ཉིན་མ་ཡོང་གོང་ཉིན་བདུན་སྔོན་ལ་ཁ་པར་བཏང་ནས་ང་ཚོར་བརྡ་ལན་སྤྲོད་རོགས།",
              "ལོ་ན་བཅུ་གཉིས་མན་གྱི་བྱིས་པ་དང་ལོ་ན་དྲུག་ཅུ་ཡན་གྱི་རྒན་པོ་རྒན་མོ་ཚོར་གླ་ཆ་ཕྱེད་ཀ་ཆག་ཡང་གཏོང་།"])]),
    "ug": ("تاغ يولى ساياھەت ئۆمىكى", "سىزنىڭ سەپىرىڭىزنى ئاسان ۋە كۆڭۈللۈك قىلىمىز.",
           [("بىزنىڭ مۇلازىمىتىمىز",
             ["بىز ئون يىلدىن بۇيان مىڭلىغان ساياھەتچىگە تاغ يېزىلىرىنىڭ تارىخى ۋە ئۆرپ-ئادەتلىرىنى تونۇشتۇرۇپ كەلدۇق.",
              "يېتەكچىلىرىمىزنىڭ ھەممىسى ئۈچ تىل بىلىدۇ ھەمدە ھەر بىر كەنتنىڭ ئەھۋالىنى ئوبدان چۈشىنىدۇ."]),
            ("ساياھەت لىنىيىلىرى",
             ["بىر كۈنلۈك ساياھەت ئەتىگەن سائەت يەتتىدە باشلىنىپ، كەچ سائەت ئالتىدە شەھەرگە قايتىپ كېلىدۇ.",
              "ئۈچ كۈنلۈك ساياھەتتە كۆل بويىدىكى مېھمانخانىدا دەم ئېلىپ، چارۋىچىلارنىڭ يايلىقىنى زىيارەت قىلىمىز."]),
            ("باھا ۋە تىزىملىتىش",
             ["تىزىملاتماقچى بولسىڭىز ساياھەت كۈنىدىن بىر ھەپتە بۇرۇن تېلېفون قىلىپ بىزگە خەۋەر قىلىڭ.",
              "ئون ئىككى ياشتىن تۆۋەن بالىلار ۋە ئاتمىش ياشتىن يۇقىرى ياشانغانلارغا باھادا يېرىم ئېتىبار بېرىلىدۇ."])]),
    "zh": ("山路旅行社", "让每一次出行都轻松、安心。",
           [("我们的服务",
             ["十多年来，我们陪伴上万名游客走进高原的村庄，讲述每一座寺院和每一条河谷背后的历史与风俗，"
              "也把游客的故事带回城里，让更多的人了解这片土地上普通人的日子。"
              "我们相信，慢慢走、认真听，才是认识一个地方最好的办法。",
              "我们的向导都会说藏语、维吾尔语和汉语，熟悉沿途每个村子的情况，遇到天气变化也知道该怎么安排，"
              "每条线路出发之前都会亲自走一遍，确认道路、住处和饭馆都靠得住。"
              "每个团最多十二个人，保证每位客人都能跟向导说上话。"]),
            ("线路安排",
             ["一日游早上七点从城里出发，沿着河谷一路向上，中午在牧民家里吃饭，下午参观山口的玛尼堆，"
              "傍晚六点左右回到城里，适合第一次上高原、时间不多的朋友。"
              "车上备有氧气袋和热水，路上随时可以停车拍照。",
              "三日游的第一晚住在湖边的客栈，第二天骑马去夏季牧场，晚上围着火塘听老人讲故事，"
              "第三天翻过垭口返回，途中会在温泉边停留两个小时，让大家好好休息。"]),
            ("价格与报名",
             ["报名请至少提前一周打电话告诉我们人数和日期，我们会根据季节推荐合适的线路，"
              "并把需要准备的衣物和药品清单发给您，出发前一天再电话确认一次。",
              "十二岁以下的儿童和六十岁以上的老人享受半价优惠，学生凭学生证可以减免三成费用，"
              "十人以上的团体另有优惠，包车和定制线路的价格可以面议。"
              "如果因为天气原因取消行程，我们会全额退还已付的费用。"])]),
    "en": ("Mountain Road Tours", "We make every trip easy and calm.",
           [("What we do",
             ["For more than ten years we have taken thousands of travellers into the villages of the high valleys "
              "and told them the history and the customs behind every monastery and every river crossing.",
              "Our guides speak three languages, know each village on the way and walk every route themselves "
              "before the season opens, so that roads, rooms and kitchens are ones we trust."]),
            ("Routes",
             ["The day trip leaves town at seven in the morning, climbs the valley to a herder's lunch and "
              "comes back by six in the evening, a good first taste of the plateau.",
              "The three-day trip spends its first night by the lake, rides to the summer pastures on the second "
              "day and crosses the pass home on the third, with two hours at the hot springs."]),
            ("Prices and booking",
             ["To book, call us at least a week before the trip with the number of people and the date you want, "
              "and we will send you a list of the clothes and medicine to bring.",
              "Children under twelve and guests over sixty pay half the price, students save a third, and groups "
              "of ten or more can ask us for a price of their own."])]),
}
# per language: a product's name, its price line, its description (over 500 characters with the sections above)
PRODUCTS = {
    "bo": ("ཤིང་གི་ཇ་སྒམ།", "སྒོར་ ༣༩ ཟླ་རེར།"),
    "ug": ("ياغاچ چاي قۇتىسى", "39.00 يۈەن ھەر ئايدا"),
    "zh": ("木制茶叶盒", "39.00 元 / 每月"),
    "en": ("Wooden Tea Box", "$39.00 every month"),
}
# per language: a dateline under a story's headline
DATELINES = {"bo": "2024-05-03", "ug": "2024-05-03", "zh": "2024年5月3日", "en": "May 3, 2024"}


def _sections(lang: str) -> str:
    """The page's text below its hero: sections of an h2 and paragraphs."""
    return "".join(f"<section><h2>{escape(heading)}</h2>{''.join(f'<p>{escape(p)}</p>' for p in paragraphs)}</section>"
                   for heading, paragraphs in PAGES[lang][2])


def _page(lang: str, main: str) -> str:
    """A page whose ``<main>`` is ``main``, under a site's menu, over its footer."""
    menu = "".join(f"<li><a href='/{n}'>menu {n}</a></li>" for n in range(5))
    return (f"<html lang='{lang}'><head><title>{escape(PAGES[lang][0])} | site</title></head><body><nav><ul>{menu}"
            f"</ul></nav><main>{main}</main><footer><a href='/terms'>terms</a></footer></body></html>")


def hero_page(lang: str) -> str:
    """A landing page: a hero (its h1, its tagline) over the page's sections."""
    name, tagline, _ = PAGES[lang]
    return _page(lang, f"<header class='hero'><h1>{escape(name)}</h1><p class='lead'>{escape(tagline)}</p></header>"
                       f"{_sections(lang)}")


def holder_hero_page(lang: str) -> str:
    """A landing page whose h1 sits alone in a holder, the tagline beside the holder in the hero."""
    name, tagline, _ = PAGES[lang]
    return _page(lang, f"<div class='hero-content'><div class='headline-holder'><h1>{escape(name)}</h1></div>"
                       f"<div class='hero-text'>{escape(tagline)}</div></div>{_sections(lang)}")


def product_page(lang: str) -> str:
    """A product's page: the buy box's name right over its price element, the description's sections under it."""
    name, price = PRODUCTS[lang]
    return _page(lang, f"<div class='product-meta'><h1 class='product-title'>{escape(name)}</h1>"
                       f"<div class='product-price'>{escape(price)}</div>{_sections(lang)}</div>")


def story_page(lang: str) -> str:
    """A story: its headline and its body in one container."""
    return _page(lang, f"<article><h1>{escape(PAGES[lang][0])}</h1>{_sections(lang)}</article>")


def post_hero_page(lang: str) -> str:
    """A blog post's hero (its box named a post's), its excerpt, the post's text below."""
    name, tagline, _ = PAGES[lang]
    return _page(lang, f"<div class='blog-post-hero'><h1>{escape(name)}</h1><p>{escape(tagline)}</p></div>"
                       f"{_sections(lang)}")


def dated_hero_page(lang: str) -> str:
    """A story's title box: its headline over its dateline, the story's text below."""
    return _page(lang, f"<header class='hero'><h1>{escape(PAGES[lang][0])}</h1><p>{DATELINES[lang]}</p></header>"
                       f"{_sections(lang)}")


def facts_hero_page(lang: str) -> str:
    """A hero whose h1 stands over a list of facts (the programme's days and places), no tagline."""
    name, tagline, _ = PAGES[lang]
    return _page(lang, f"<header class='hero'><h1>{escape(name)}</h1><ul><li>{escape(tagline)}</li>"
                       f"<li>{DATELINES['en']}</li></ul></header>{_sections(lang)}")


# (name, page maker, the h1 kept): the h1 is the first line of the page's text, or the page's title
PAGE_KINDS = {
    "a hero's name over its tagline": (hero_page, True),
    "a hero's name in a holder beside its tagline": (holder_hero_page, True),
    "a product's name over its price": (product_page, True),
    "a story's headline over its body": (story_page, False),
    "a post's hero": (post_hero_page, False),
    "a dated hero": (dated_hero_page, False),
}


@pytest.mark.parametrize("lang", PAGES)
@pytest.mark.parametrize("kind", PAGE_KINDS)
def test_the_h1_is_kept_on_a_landing_page_and_left_out_of_a_story(kind: str, lang: str) -> None:
    make, kept = PAGE_KINDS[kind]
    lines = kept_lines_scored(make(lang), {}, KEPT)
    assert all(p in lines for _, paragraphs in PAGES[lang][2] for p in paragraphs)
    assert (PAGES[lang][0] in lines or PRODUCTS[lang][0] in lines) is kept


@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_hero_h1_over_a_list_of_facts_is_left_out(lang: str) -> None:
    lines = kept_lines_scored(facts_hero_page(lang), {}, KEPT)
    assert PAGES[lang][0] not in lines
    assert PAGES[lang][2][0][1][0] in lines


@pytest.mark.parametrize("lang", PAGES)
def test_a_product_keeps_its_price_line_under_its_name(lang: str) -> None:
    name, price = PRODUCTS[lang]
    lines = kept_lines_scored(product_page(lang), {}, KEPT)
    assert lines.index(name) < lines.index(price) < lines.index(PAGES[lang][2][0][1][0])
