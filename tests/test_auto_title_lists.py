"""A category page's list of post titles (``auto.records.keep_title_lists``): under the kept description, a classed slot of
linked headings and nothing else is kept whole though the model doubts each title; a shop's cards, a price between
their names, and a short strip of related posts are not."""

from __future__ import annotations

import pytest

from tests.extraction_pages import PARAGRAPHS, kept_lines_scored, news_section_page

# per language: the category's description and a dozen post titles; our own sentences
INTROS = {"bo": "སྡེ་ཚན་འདིའི་ནང་ཟས་རིགས་བཟོ་སྟངས་དང་འབྲེལ་བའི་རྩོམ་ཡིག་ཚང་མ་བཞག་ཡོད། ཁྱེད་ཀྱིས་གང་དགའ་བ་ཞིག་བཀླག་ཆོག",
          "ug": "بۇ سەھىپىدە تاماق ئېتىش توغرىسىدىكى بارلىق ماقالىلىرىمىز بار. خالىغىنىڭىزنى ئوقۇڭ.",
          "zh": "这个栏目收录了我们所有关于家常菜做法的文章，欢迎随意阅读。",
          "en": "This category holds all of our posts about home cooking. Read whichever you like."}
TITLES = {"bo": ["མོག་མོག་བཟོ་སྟངས།", "ཐུག་པ་བཟོ་སྟངས།", "བག་ལེབ་བཙོས་སྟངས།", "ཇ་མར་སྦྲུབ་སྟངས།", "ཞོ་བཟོ་སྟངས།",
                 "ཤ་བཙོས་ལྡེ་སྟངས།", "རྩམ་པ་བཏགས་སྟངས།", "ཕྱུར་བ་སྐམ་སྟངས།", "ལ་ཕུག་ཚལ་བཟོ་སྟངས།", "སྒོག་ཚལ་བཟོ་སྟངས།",
                 "ཐེན་ཐུག་བཟོ་སྟངས།", "གྲོ་མ་ཞོ་བཟོ་སྟངས།"],
          "ug": ["لەغمەن قانداق ئېتىلىدۇ", "پولۇ ئېتىشنىڭ ئۇسۇلى", "سامسا يېقىش", "مانتا ئېتىش", "نان يېقىش",
                 "كاۋاپ پىشۇرۇش", "چۆچۈرە تۈگۈش", "قوردام ئېتىش", "سۈتلۈك چاي دەملەش", "گىردە نان",
                 "دوغاپ تەييارلاش", "ئۆپكە-ھېسىپ"],
          "zh": ["手擀面的做法", "西红柿炒鸡蛋", "红烧肉怎么做", "饺子馅的调法", "蒸馒头的窍门", "酸辣土豆丝",
                 "家常豆腐", "小米粥的熬法", "凉拌黄瓜", "葱油饼", "鱼香肉丝", "紫菜蛋花汤"],
          "en": ["How to make hand-pulled noodles", "Rice pilaf for a crowd", "Baking flatbread at home",
                 "Steamed dumplings, step by step", "A quick tomato soup", "Roasting root vegetables",
                 "Butter tea without a churn", "Yogurt in a warm oven", "Pickled radish in a week",
                 "Barley bread for beginners", "Lentil stew in one pot", "Onion pancakes"]}
MENU = ["home", "recipes", "about", "contact"]
TITLE_LOGIT = -3.0  # each title: under the threshold, above the rescue floor (-4.0)
INTRO_LOGIT = 2.5  # the description: a confident paragraph


def titles_page(lang: str, count: int, between: str = "") -> str:
    posts = "".join(f"<article><header><h2 class='entry-title'><a href='/p/{n}'>{title}</a></h2></header>{between}"
                    f"</article>" for n, title in enumerate(TITLES[lang][:count]))
    return news_section_page(INTROS[lang], f"<div class='posts'>{posts}</div>", MENU)


def kept(markup: str, lang: str) -> list[str]:
    return kept_lines_scored(markup, {INTROS[lang]: INTRO_LOGIT} | {title: TITLE_LOGIT for title in TITLES[lang]}, -5.0)


@pytest.mark.parametrize("lang", INTROS)
def test_a_categorys_linked_post_titles_are_kept_under_its_description(lang: str) -> None:
    lines = kept(titles_page(lang, len(TITLES[lang])), lang)
    assert INTROS[lang] in lines
    assert all(title in lines for title in TITLES[lang])
    assert not any(entry in lines for entry in MENU)


@pytest.mark.parametrize("lang", INTROS)
def test_a_short_strip_of_titles_is_left_out(lang: str) -> None:
    lines = kept(titles_page(lang, 5), lang)
    assert not any(title in lines for title in TITLES[lang])


@pytest.mark.parametrize("lang", INTROS)
def test_cards_with_a_price_between_their_names_are_left_out(lang: str) -> None:
    lines = kept(titles_page(lang, len(TITLES[lang]), "<div class='price'>$12.50</div>"), lang)
    assert not any(title in lines for title in TITLES[lang])


def article_then_strip(lang: str, wrapper: str) -> str:
    """An article page: the text in ``wrapper`` (``<main>``, or an ``<article>`` in a ``<div>``), then a news
    site's "Latest" strip of linked headings outside it."""
    strip = "".join(f"<div class='news-item'><h3 class='news-title'><a href='/n/{n}'>{title}</a></h3></div>"
                    for n, title in enumerate(TITLES[lang]))
    entries = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU))
    return (f"<html><head><title>news</title></head><body><nav><ul>{entries}</ul></nav><div class='content'>"
            f"<{wrapper}><h1>news</h1><p>{INTROS[lang]}</p></{wrapper}><section class='latest'><h2>Latest</h2>"
            f"<div class='list'>{strip}</div></section></div></body></html>")


@pytest.mark.parametrize("wrapper", ["main", "article"])
@pytest.mark.parametrize("lang", INTROS)
def test_a_strip_of_titles_after_an_articles_main_is_left_out(lang: str, wrapper: str) -> None:
    lines = kept(article_then_strip(lang, wrapper), lang)
    assert INTROS[lang] in lines
    assert not any(title in lines for title in TITLES[lang])


# a "latest news" box's label per language, and an English article's text (our own words)
LATEST_LABELS = {"bo": "གསར་འགྱུར་གསར་ཤོས།", "ug": "ئەڭ يېڭى خەۋەرلەر", "zh": "最新资讯", "en": "Latest news"}
ARTICLE_TEXT = {**PARAGRAPHS, "en": [
    "Every winter a dozen monks spend three months shaping coloured butter into flowers, palaces and figures.",
    "To keep the butter from melting they dip their hands into cold water every few minutes, all day long.",
    "The sculptures are shown for a single night at the lantern festival and then taken down and melted."]}


def article_with_latest_box(lang: str) -> str:
    """An article whose ``<main>`` holds, after the text's own box, a labelled box of the site's latest titles."""
    text = "".join(f"<p>{p}</p>" for p in ARTICLE_TEXT[lang])
    titles = "".join(f"<h4 class='tit'><a href='/n/{n}'>{title}</a></h4>" for n, title in enumerate(TITLES[lang]))
    return (f"<html><head><title>news</title></head><body><main><div class='article-content'><h1>news</h1>{text}"
            f"</div><div class='news-box'><div class='hd'>{LATEST_LABELS[lang]}</div>{titles}</div></main></body></html>")


@pytest.mark.parametrize("lang", INTROS)
def test_a_latest_news_box_inside_an_articles_main_is_left_out(lang: str) -> None:
    lines = kept_lines_scored(article_with_latest_box(lang), {}, 0.0)  # every block passes the model
    assert all(p in lines for p in ARTICLE_TEXT[lang])
    assert not any(title in lines for title in TITLES[lang])


# a "most read" box's label per language (our own words); with LATEST_LABELS, a CMS's column of side boxes
MOST_READ_LABELS = {"bo": "ཀློག་མཁན་མང་ཤོས།", "ug": "ئەڭ كۆپ ئوقۇلغانلار", "zh": "阅读排行", "en": "Most read"}
SIDE_TITLES = {"bo": ["ལྷ་སར་ཆར་པ་མང་པོ་བབས།", "སློབ་གྲྭ་གསར་པ་ཞིག་སྒོ་ཕྱེ།", "ཞིང་པས་སོ་ནམ་འགོ་ཚུགས།"],
               "ug": ["ئۈرۈمچىدە قار ياغدى", "يېڭى مەكتەپ ئېچىلدى", "دېھقانلار تېرىلغۇغا كىرىشتى"],
               "zh": ["拉萨迎来一场大雨", "一所新学校开学了", "农民开始春耕"],
               "en": ["Heavy rain falls on the valley", "A new school opens its doors", "Farmers begin the spring sowing"]}


def titles_listing_with_side_boxes(lang: str) -> str:
    """A Chinese CMS's category page: in the left column a list of linked titles with their dates and no prose, in
    the right column a "most read" box and then a "latest" box of other titles."""
    rows = "".join(f"<li><a href='/n/{n}'>{title}</a><span>[2024-05-{n + 10}]</span></li>"
                   for n, title in enumerate(TITLES[lang]))
    side = "".join(f"<li><a href='/s/{n}'>{title}</a></li>" for n, title in enumerate(SIDE_TITLES[lang]))
    boxes = "".join(f"<div class='box'><h3>{label[lang]}</h3><ul>{side}</ul></div>"
                    for label in (MOST_READ_LABELS, LATEST_LABELS))
    return (f"<html><head><title>news</title></head><body><div class='main'><div class='left'><ul class='list'>{rows}"
            f"</ul></div><div class='right'>{boxes}</div></div></body></html>")


@pytest.mark.parametrize("lang", INTROS)
def test_a_latest_box_under_a_most_read_box_beside_a_titles_listing_is_left_out(lang: str) -> None:
    lines = kept_lines_scored(titles_listing_with_side_boxes(lang), {}, 0.0)  # every block passes the model
    assert all(any(line.startswith(title) for line in lines) for title in TITLES[lang])
    assert not any(title in lines for title in SIDE_TITLES[lang])
    assert LATEST_LABELS[lang] not in lines
