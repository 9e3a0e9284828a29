"""Furniture lines and boxes a story keeps no more (last session's open review pages, part 1), and the text beside
them that stays: a call on the reader (``auto.reader_prompts``), a brief's own tag row under its headline
(``auto.tag_links``), a widget's title over its left-out box (``auto.box_heads``), a side column outside the page's
``<main>`` (``auto.outside_main``) and a box of the site's recent or hot posts (``auto.words.RELATED_RE``).

Every page is our own (sentences in Tibetan, Uyghur, Chinese and English); the steps after the model are run on
blocks all scored above the threshold (``kept_lines_scored``), so each test reads the rule, not the model.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import PARAGRAPHS, kept_lines_scored

CONFIDENT = 2.0  # a stage-2 logit above the threshold: the model keeps every block, the rules decide
DOUBTFUL = -2.0  # ... and one below it: a block the model leaves out
STORIES = dict(PARAGRAPHS, en=[
    "The county's three bus companies will charge one flat fare from June, ending a price war that cut some tickets "
    "to a single coin.",
    "Riders' groups welcomed the news but asked for a monthly pass, which the companies said they would study.",
])


def story_page(lang: str, extra: str, title: str = "story") -> str:
    """A story in ``<article>``: its h1, its paragraphs, then ``extra`` (markup) after them."""
    body = "".join(f"<p>{escape(line)}</p>" for line in STORIES[lang])
    return (f"<html><head><title>{title}</title></head><body><article><h1>{title}</h1>{body}{extra}</article>"
            f"</body></html>")


# (language, a call on the reader set as a line of its own under the story)
PROMPTS = [
    ("en", "Was this article helpful?"),
    ("en", "Follow us for more city news"),
    ("en", "Rate this story: ★★★★☆"),
    ("en", "Try 7 days free"),
    ("en", "Free shipping on orders over $50"),
    ("zh", "关注我们，获取更多本地新闻"),
    ("zh", "这篇文章对您有帮助吗？"),
    ("zh", "满99元包邮"),
    ("zh", "来源：本报 字号：大 中 小"),
    ("ug", "50 يۈەندىن ئاشسا ھەقسىز يەتكۈزۈش"),
    ("ug", "بۇ ماقالە پايدىلىق بولدىمۇ؟"),
    ("ug", "بىزگە ئەگىشىڭ"),
    ("bo", "རྩོམ་ཡིག་འདི་ཕན་ཐོགས་བྱུང་ངམ།"),
    ("bo", "སྒོར་ 50 ལས་བརྒལ་ན་རིན་མེད་སྐྱེལ་འདྲེན།"),
]
# (language, a sentence of a story that quotes such words and says more: it stays)
PROMPT_GUARDS = [
    ("en", "\"Follow us,\" the guide said, and we climbed the last ridge before dark."),
    ("en", "The shop began to offer free delivery on orders over 50 yuan last spring, and its sales doubled."),
    ("en", "Was this article helpful? I asked myself that question after the first readers wrote to me."),
    ("zh", "店主说，满99元包邮的办法让这家小店的生意好了不少。"),
    ("ug", "دۇكان ئۆتكەن يىلدىن باشلاپ 50 يۈەندىن ئاشسا ھەقسىز يەتكۈزۈش مۇلازىمىتىنى باشلىدى، سودىسى ياخشىلاندى."),
    ("bo", "ཚོང་ཁང་དེས་ན་ནིང་ནས་བཟུང་སྒོར་ 50 ལས་བརྒལ་ན་རིན་མེད་སྐྱེལ་འདྲེན་བྱེད་འགོ་བཙུགས་པས་ཚོང་ལས་ཡར་རྒྱས་བྱུང་།"),
]


@pytest.mark.parametrize(("lang", "prompt"), PROMPTS)
def test_a_call_on_the_reader_under_a_story_is_left_out(lang: str, prompt: str) -> None:
    lines = kept_lines_scored(story_page(lang, f"<p class='note'>{escape(prompt)}</p>"), {}, CONFIDENT)
    assert all(line in lines for line in STORIES[lang])
    assert prompt not in lines


@pytest.mark.parametrize(("lang", "sentence"), PROMPT_GUARDS)
def test_a_sentence_quoting_a_prompt_stays(lang: str, sentence: str) -> None:
    lines = kept_lines_scored(story_page(lang, f"<p>{escape(sentence)}</p>"), {}, CONFIDENT)
    assert sentence in lines


TAGS = ("library", "villages", "books", "county news", "education", "children")
TAG_ROW = ", ".join(TAGS)
TAG_LINKS = ", ".join(f"<a href='/tag/{tag.replace(' ', '-')}'>{tag}</a>" for tag in TAGS)
BRIEF = ("The county's first library bus set off on Monday with four thousand books for eleven villages; it will visit "
         "each village every second week.")
INDEX_INTRO = "This page gathers every story we have published since 2019. Choose a topic to read the stories under it."


def test_a_briefs_tag_row_under_its_headline_is_left_out() -> None:
    markup = (f"<html><head><title>Library bus sets off</title></head><body><main><h1>Library bus sets off</h1>"
              f"<p>{BRIEF}</p><p>{TAG_LINKS}</p></main></body></html>")
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert BRIEF in lines and TAG_ROW not in lines


@pytest.mark.parametrize("heading", ["Topics", "专题索引", "ཁ་བྱང་།", "تېمىلار"])
def test_a_topic_index_under_its_heading_keeps_its_row(heading: str) -> None:
    markup = (f"<html><head><title>{heading}</title></head><body><main><h1>{heading}</h1><p>{INDEX_INTRO}</p>"
              f"<p>{TAG_LINKS}</p></main></body></html>")
    assert TAG_ROW in kept_lines_scored(markup, {}, CONFIDENT)


def test_a_poems_line_of_words_stays() -> None:
    poem = ["Snow on the pass, and the yaks come home,", "barley, butter, salt and stone,",
            "the river keeps the time alone."]
    markup = story_page("en", "".join(f"<p>{line}</p>" for line in poem), title="Evening in the valley")
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert all(line in lines for line in poem)


# (language, a widget's title, the box's entries the model leaves out)
BOX_TITLES = [
    ("en", "More stories A-Z", ["Archery at the spring games", "Barley prices fall again", "Carpet weavers of Gyantse"]),
    ("zh", "行情中心", ["浦发银行 7.21 +0.56%", "贵州茅台 1688.00 -1.02%", "五粮液 142.30 +0.33%"]),
    ("ug", "باشقا خەۋەرلەر تىزىملىكى", ["يېڭى مۇزېي ئېچىلدى", "ياشلار ناخشا مۇسابىقىسى", "يېڭى دوختۇرخانا"]),
    ("bo", "གསར་འགྱུར་གཞན།", ["ལྷ་སར་དཔེ་མཛོད་ཁང་གསར་པ།", "གཞོན་ནུའི་གླུ་གཞས་འགྲན་བསྡུར།", "སྨན་ཁང་གསར་པ།"]),
]


@pytest.mark.parametrize(("lang", "title", "entries"), BOX_TITLES)
def test_a_widgets_title_over_its_left_out_box_goes(lang: str, title: str, entries: list[str]) -> None:
    items = "".join(f"<li><a href='/e/{n}'>{entry}</a></li>" for n, entry in enumerate(entries))
    markup = story_page(lang, "").replace("</article>", f"</article><section class='box'><h2>{title}</h2><ul>{items}</ul></section>")
    lines = kept_lines_scored(markup, dict.fromkeys(entries, DOUBTFUL), CONFIDENT)
    assert all(line in lines for line in STORIES[lang])
    assert title not in lines


@pytest.mark.parametrize("lang", ["en", "zh", "ug", "bo"])
def test_a_section_heading_over_its_kept_paragraphs_stays(lang: str) -> None:
    heading = {"en": "After the harvest", "zh": "收获之后", "ug": "ھوسۇلدىن كېيىن", "bo": "ལོ་ཏོག་བསྡུས་རྗེས།"}[lang]
    body = "".join(f"<p>{escape(line)}</p>" for line in STORIES[lang])
    markup = (f"<html><head><title>story</title></head><body><article><h1>story</h1><p>{escape(STORIES[lang][0])}</p>"
              f"<section><h2>{heading}</h2>{body}</section></article></body></html>")
    assert heading in kept_lines_scored(markup, {}, CONFIDENT)


# more sentences of each story: a <main> of a story's length (``auto.outside_main.MAIN_OWN_CHARS``)
MORE = {"en": ["The old buses will be sold to the villages, and the drivers will keep their jobs on the new routes.",
               "A ticket bought on one company's bus will be good on the others' for an hour."],
        "zh": ["旧公交车将卖给附近的村子，司机们会在新线路上继续工作。", "乘客在一家公司的车上买的票，一个小时内也可以坐另外两家的车。",
               "市里还打算明年在火车站旁边修一个新的公交总站。"],
        "ug": ["كونا ئاپتوبۇسلار يېزىلارغا سېتىلىدۇ، شوپۇرلار يېڭى لىنىيەلەردە ئىشلەۋېرىدۇ."],
        "bo": ["རླངས་འཁོར་རྙིང་པ་རྣམས་གྲོང་གསེབ་ལ་བཙོང་རྒྱུ་ཡིན་ལ། ཁ་ལོ་བ་རྣམས་ཀྱིས་ལམ་ཐིག་གསར་པའི་ཐོག་ལས་ཀ་བྱེད་རྒྱུ་རེད།"]}
SIDE_NOTES = {"en": "About this category: stories from the grasslands.", "zh": "本栏目介绍：草原上的故事。",
              "ug": "بۇ سەھىپە توغرىسىدا: يايلاق ھېكايىلىرى.", "bo": "སྡེ་ཚན་འདིའི་སྐོར། འབྲོག་སའི་གནས་ཚུལ།"}


@pytest.mark.parametrize("lang", ["en", "zh", "ug", "bo"])
def test_a_side_columns_note_outside_the_pages_main_goes(lang: str) -> None:
    body = "".join(f"<p>{escape(line)}</p>" for line in STORIES[lang] + MORE[lang])
    markup = (f"<html><head><title>story</title></head><body><div class='row'><main><h1>story</h1>{body}</main>"
              f"<div class='col'><p>{escape(SIDE_NOTES[lang])}</p></div></div></body></html>")
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert all(line in lines for line in STORIES[lang] + MORE[lang])
    assert SIDE_NOTES[lang] not in lines


def test_a_paragraph_set_after_the_main_keeps_the_page_whole() -> None:
    after = " ".join(STORIES["en"]) + " " + " ".join(STORIES["en"])  # a paragraph longer than a side note
    body = "".join(f"<p>{escape(line)}</p>" for line in STORIES["en"] * 3)
    markup = (f"<html><head><title>story</title></head><body><main><h1>story</h1>{body}</main>"
              f"<div class='more'><p>{escape(after)}</p><p>{escape(SIDE_NOTES['en'])}</p></div></body></html>")
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert after in lines and SIDE_NOTES["en"] in lines


@pytest.mark.parametrize("box", ["recent-posts", "widget_recent_entries", "hot-list"])
def test_a_box_of_the_sites_recent_or_hot_posts_goes(box: str) -> None:
    titles = ["Butter tea, the slow way", "Tsampa for beginners", "Yak cheese, dried on a string"]
    items = "".join(f"<li><a href='/p/{n}'>{title}</a></li>" for n, title in enumerate(titles))
    markup = story_page("en", f"<div class='{box}'><ul>{items}</ul></div>")
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert all(line in lines for line in STORIES["en"])
    assert not any(title in lines for title in titles)
