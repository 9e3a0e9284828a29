"""A line of links to the site's tag pages under a post ("/tag/…", ``rel="tag"``) is its tag list, not its text
(``auto.tag_links``), in any language and in a box no class names; a sentence that links a word to a tag page
stays."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# each language: a post of two paragraphs and three tags (our own)
POSTS = {
    "zh": (["我们沿着河谷开了一整天的车，傍晚才到达山脚下的小镇，镇上只有一家客栈还亮着灯。",
            "第二天一早，老板给我们煮了酥油茶，又画了一张去湖边的路线图，叮嘱我们天黑前一定要回来。"],
           ["自驾", "旅行", "高原"]),
    "bo": (["ང་ཚོས་ལུང་པའི་ནང་ནས་ཉིན་གང་པོར་རླངས་འཁོར་བཏང་ནས་དགོང་མོ་རི་རྩར་ཡོད་པའི་གྲོང་རྡལ་ཆུང་ཆུང་ཞིག་ལ་སླེབས།",
            "ཕྱི་ཉིན་ཞོགས་པར་མགྲོན་ཁང་གི་བདག་པོས་ང་ཚོར་ཇ་བཟོས་ནས་མཚོ་འགྲམ་དུ་འགྲོ་བའི་ལམ་གྱི་ས་ཁྲ་ཞིག་བྲིས་བྱུང་།"],
           ["འགྲུལ་བཞུད།", "རླངས་འཁོར།", "མཐོ་སྒང་།"]),
    "ug": (["بىز ۋادا بويلاپ كۈن بويى ماشىنا ھەيدەپ، كەچقۇرۇن تاغ ئېتىكىدىكى كىچىك بازارغا يېتىپ كەلدۇق.",
            "ئەتىسى ئەتىگەندە مېھمانخانا خوجايىنى بىزگە چاي دەملەپ، "
            "كۆل بويىغا بارىدىغان يولنىڭ خەرىتىسىنى سىزىپ بەردى."],
           ["ساياھەت", "ماشىنا", "ئېگىزلىك"]),
    "en": (["We drove up the valley all day and reached the little town under the pass at dusk, where only one inn "
            "still had its lights on.",
            "Next morning the innkeeper made us tea and drew a map of the way to the lake, telling us to be back "
            "before dark."],
           ["road trip", "cars", "mountains"]),
}


def _page(lang: str, paragraphs: list[str], tags: list[str], rel: str = "") -> str:
    links = ", ".join(f"<a href='/tag/t{k}' class='tag-link'{rel}>{tag}</a>" for k, tag in enumerate(tags))
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f"<html lang='{lang}'><head><title>trip</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/blog'>blog</a></nav><div class='post'><h1>trip</h1>{body}</div>"
            f"<div class='font-weight-bold text-center'>{links}</div>"
            f"<footer>© 2026 trip blog</footer></body></html>")


@pytest.mark.parametrize("rel", ["", " rel='tag'"])
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_post_s_row_of_tag_links_is_left_out(lang: str, rel: str) -> None:
    paragraphs, tags = POSTS[lang]
    lines = auto_lines(_page(lang, paragraphs, tags, rel))
    assert all(paragraph in lines for paragraph in paragraphs)
    assert ", ".join(tags) not in lines


@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_sentence_linking_a_word_to_a_tag_page_stays(lang: str) -> None:
    paragraphs, tags = POSTS[lang]
    linked = f"{paragraphs[1]} <a href='/tag/t0'>{tags[0]}</a> <a href='/tag/t1'>{tags[1]}</a>"
    lines = auto_lines(_page(lang, [paragraphs[0], linked], []))
    assert any(paragraphs[1] in line for line in lines)



@pytest.mark.parametrize("rel", ["", " rel='tag'"])
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_post_s_tags_listed_one_link_an_item_are_left_out(lang: str, rel: str) -> None:
    # WordPress's the_tags('<ul><li>', '</li><li>', '</li></ul>'): an unnamed list, one tag link an item
    paragraphs, tags = POSTS[lang]
    items = "".join(f"<li><a href='/tag/t{k}'{rel}>{tag}</a></li>" for k, tag in enumerate(tags))
    page = _page(lang, paragraphs, []).replace("<div class='font-weight-bold text-center'></div>", f"<ul>{items}</ul>")
    lines = auto_lines(page)
    assert all(paragraph in lines for paragraph in paragraphs)
    assert not set(tags) & set(lines)


# each language: a topic index's intro and its topics (our own)
TOPIC_INDEXES = {
    "en": ("This page gathers every story we have published about the high plateau since 2019. Choose a topic to "
           "read the stories filed under it, newest first; topics with fewer than three stories are under Other.",
           ["farming", "herding", "weather", "schools", "roads", "river towns"]),
    "zh": ("这里汇集了本站二〇一九年以来关于高原的全部报道，从农田、牧场、天气、学校、道路一直写到河边的小镇。点击一个专题即可"
           "按时间顺序阅读该专题下的文章，最新的文章排在最前面，不足三篇文章的专题都归入其他。",
           ["农业", "牧业", "天气", "学校", "道路", "河边小镇"]),
    "bo": ("ཤོག་ངོས་འདིར་ལོ་ ༢༠༡༩ ནས་བཟུང་མཐོ་སྒང་སྐོར་གྱི་གནས་ཚུལ་ཡོངས་རྫོགས་བསྡུས་ཡོད། བརྗོད་གཞི་ཞིག་འདེམས་ནས་དེའི་འོག་གི་"
           "རྩོམ་ཡིག་ཀློག་ཆོག",
           ["ཞིང་ལས།", "འབྲོག་ལས།", "གནམ་གཤིས།", "སློབ་གྲྭ།", "ལམ།", "ཆུ་འགྲམ་གྲོང་རྡལ།"]),
    "ug": ("بۇ بەتتە 2019-يىلدىن بۇيان ئېگىزلىك توغرىسىدا ئېلان قىلغان بارلىق خەۋەرلىرىمىز توپلانغان. بىر تېمىنى تاللاپ، "
           "ئۇنىڭ ئاستىدىكى ماقالىلەرنى ئوقۇڭ.",
           ["دېھقانچىلىق", "چارۋىچىلىق", "ھاۋارايى", "مەكتەپ", "يول", "دەريا بويىدىكى بازارلار"]),
}


# the intro as the row's sibling, or in a box of its own ("div.intro") beside the row
INTRO_MARKUP = {"bare": "<p>{}</p>", "wrapped": "<div class='intro'><p>{}</p></div>"}


@pytest.mark.parametrize("intro_markup", INTRO_MARKUP.values(), ids=INTRO_MARKUP.keys())
@pytest.mark.parametrize("lang", sorted(TOPIC_INDEXES))
def test_a_topic_index_keeps_its_row_of_tags_under_its_intro(lang: str, intro_markup: str) -> None:
    # the tags are what the page offers, in the intro's box, though the intro is longer than the row
    intro, topics = TOPIC_INDEXES[lang]
    links = ", ".join(f"<a href='/tag/t{k}'>{topic}</a>" for k, topic in enumerate(topics))
    page = (f"<html lang='{lang}'><head><title>topics</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/news'>news</a></nav><main><h1>topics</h1>{intro_markup.format(intro)}<p>{links}</p></main>"
            f"<footer>© 2026 plateau news</footer></body></html>")
    lines = auto_lines(page)
    assert intro in lines and ", ".join(topics) in lines


@pytest.mark.parametrize("lang", sorted(TOPIC_INDEXES))
def test_a_brief_s_own_tags_are_left_out_however_many(lang: str) -> None:
    # a one-paragraph brief and, in its box, six tags marked rel="tag": the brief's own tags, no topic index
    intro, topics = TOPIC_INDEXES[lang]
    paragraphs, _ = POSTS[lang]
    links = ", ".join(f"<a href='/tag/t{k}' rel='tag'>{topic}</a>" for k, topic in enumerate(topics))
    page = (f"<html lang='{lang}'><head><title>brief</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/news'>news</a></nav><main><h1>brief</h1><p>{paragraphs[0]}</p><p>{links}</p></main>"
            f"<footer>© 2026 plateau news</footer></body></html>")
    lines = auto_lines(page)
    assert paragraphs[0] in lines and ", ".join(topics) not in lines


@pytest.mark.parametrize("inside", [False, True])
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_one_paragraph_post_s_few_tags_are_left_out(lang: str, inside: bool) -> None:
    # beside the post's box, or in it under its one paragraph: a post's three tags, no topic index
    paragraphs, tags = POSTS[lang]
    page = _page(lang, paragraphs[:1], tags)
    if inside:
        row = page[page.index("<div class='font-weight-bold"):page.index("<footer>")]
        page = page.replace(row, "").replace("</p></div>", f"</p>{row}</div>")
    lines = auto_lines(page)
    assert paragraphs[0] in lines and ", ".join(tags) not in lines


# a topic index's rows as a tag cloud prints them, which the model scores as a link list: spaced links, or a list
TOPIC_ROWS = {
    "spaced": lambda links: f"<div class='topics'><p>{' '.join(links)}</p></div>",
    "listed": lambda links: "<ul class='topics'>" + "".join(f"<li>{link}</li>" for link in links) + "</ul>",
}


def _topic_index(lang: str, intros: list[str], row: str, rel: str = "") -> str:
    _, topics = TOPIC_INDEXES[lang]
    links = [f"<a href='/tag/t{k}'{rel}>{topic}</a>" for k, topic in enumerate(topics)]
    return (f"<html lang='{lang}'><head><title>topics</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/news'>news</a></nav><main><h1>topics</h1>{''.join(f'<p>{i}</p>' for i in intros)}"
            f"{TOPIC_ROWS[row](links)}</main><footer>© 2026 plateau news</footer></body></html>")


def _halves(text: str) -> list[str]:
    return [text[:len(text) // 2].strip(), text[len(text) // 2:].strip()]


@pytest.mark.parametrize("two_intros", [False, True])
@pytest.mark.parametrize("row", sorted(TOPIC_ROWS))
@pytest.mark.parametrize("lang", sorted(TOPIC_INDEXES))
def test_a_topic_index_keeps_the_tag_cloud_the_model_left_out(lang: str, row: str, two_intros: bool) -> None:
    intro, topics = TOPIC_INDEXES[lang]
    intros = _halves(intro) if two_intros else [intro]
    text = "\n".join(auto_lines(_topic_index(lang, intros, row)))
    assert all(i in text for i in intros) and all(topic in text for topic in topics)


@pytest.mark.parametrize("row", sorted(TOPIC_ROWS))
@pytest.mark.parametrize("lang", sorted(TOPIC_INDEXES))
def test_a_brief_s_own_tag_cloud_stays_out(lang: str, row: str) -> None:
    # the same page, its six links marked rel="tag": a brief's own tags, not brought back
    intro, topics = TOPIC_INDEXES[lang]
    lines = auto_lines(_topic_index(lang, [intro], row, rel=" rel='tag'"))
    assert intro in lines and not set(topics) & set(lines) and " ".join(topics) not in lines


@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_post_s_spaced_tags_beside_its_box_stay_out(lang: str) -> None:
    # a post's two paragraphs in its box and six spaced tags outside it: the row is no topic index's
    paragraphs, _ = POSTS[lang]
    _, topics = TOPIC_INDEXES[lang]
    links = " ".join(f"<a href='/tag/t{k}'>{topic}</a>" for k, topic in enumerate(topics))
    page = (f"<html lang='{lang}'><head><title>trip</title></head><body><main><div class='post'><h1>trip</h1>"
            f"{''.join(f'<p>{p}</p>' for p in paragraphs)}</div><aside><div class='cloud'>{links}</div></aside>"
            f"</main><footer>© 2026 trip blog</footer></body></html>")
    lines = auto_lines(page)
    assert all(paragraph in lines for paragraph in paragraphs) and " ".join(topics) not in lines
