"""Text that last session's furniture rules took for furniture, and the furniture beside it that still goes (review
h218): a prompt's words inside the text (``auto.reader_prompts.in_running_text``: a quoted shop sign, a poem's
refrain, an FAQ's question), a story going on after its ``<main>`` in short paragraphs (``auto.outside_main``) and a
story whose own ``<article>`` WordPress names for its category or tag ("category-hot-news", "tag-recent-posts":
``auto.words.RELATED_RE``) and a topic page whose headline names no index, its row of topics outweighing its
one-line intro (``auto.tag_links.INDEX_ROWS_SHARE``).

Every page is our own (sentences in Tibetan, Uyghur, Chinese and English); the steps after the model are run on
blocks all scored above the threshold (``kept_lines_scored``), so each test reads the rule, not the model.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import PARAGRAPHS as OTHER_PARAGRAPHS
from tests.extraction_pages import kept_lines_scored

CONFIDENT = 2.0  # a stage-2 logit above the threshold: the model keeps every block, the rules decide
PARAGRAPHS = dict(OTHER_PARAGRAPHS, en=[
    "The herders of Nagchu moved their yaks to the summer pastures a week early this year, after a warm May melted "
    "the snow on the high passes.",
    "Elders said they could not remember the grass coming so soon, and several families worried about a drought.",
    "The county office sent two vets with the caravans and promised water tanks if the streams run dry in August.",
])


def paragraphs(lines: list[str]) -> str:
    """Each line as a ``<p>``."""
    return "".join(f"<p>{escape(line)}</p>" for line in lines)


def article_page(lines: list[str], extra: str = "", title: str = "story") -> str:
    """A story in ``<article>``: its h1, ``lines`` as paragraphs, then ``extra`` (markup)."""
    return (f"<html><head><title>{title}</title></head><body><article><h1>{title}</h1>{paragraphs(lines)}{extra}"
            f"</article></body></html>")


# (language, a story quoting a shop's sign: the paragraph announcing it (its colon), the sign, the story going on)
QUOTED_SIGNS = [
    ("zh", ["她想了一个办法：把几种茶叶搭配成礼盒，提高每单的金额，再在店铺首页写上一行字：", "满99元包邮。",
            "这一行字让她的客单价从四十多元涨到了一百出头，运费在每单里的占比也降了下来。"]),
    ("ug", ["ئۇ دۇكاننىڭ بېشىغا بىرلا قۇر خەت يازدى:", "100 يۈەندىن ئاشسا ھەقسىز يەتكۈزۈش.",
            "بۇ بىر قۇر خەت ئۇنىڭ ھەر بىر زاكازدىكى سوممىسىنى ئىككى ھەسسە ئاشۇردى."]),
    ("en", ["Above the till she pinned a card with four words on it:", "Free delivery on all orders.",
            "Within a month the shop's orders had doubled, and the courier began calling twice a day."]),
]


@pytest.mark.parametrize(("lang", "lines"), QUOTED_SIGNS)
def test_a_sign_the_story_quotes_stays(lang: str, lines: list[str]) -> None:
    kept = kept_lines_scored(article_page(PARAGRAPHS[lang][:2] + lines), {}, CONFIDENT)
    assert all(line in kept for line in lines)


# (language, a poem whose refrain is a call to follow)
POEMS = [
    ("en", ["Come down to the river, the water is clear,", "the boats are all waiting, the ferryman's here.",
            "Follow us!", "Follow us over the stones and the sand,", "the mountains are calling, give me your hand.",
            "Follow us!", "The night will be long and the fire will be warm,"]),
    ("bo", ["རི་བོ་མཐོན་པོའི་རྩེ་ནས་ཉི་མ་ཤར།", "ཆུ་བོ་གཙང་མའི་འགྲམ་དུ་མེ་ཏོག་བཞད།", "ང་ཚོའི་རྗེས་སུ་འབྲངས།",
            "ལམ་ཕྲན་རིང་པོ་ཡིན་ཡང་སྐྱོ་མི་དགོས།", "ང་ཚོའི་རྗེས་སུ་འབྲངས།", "ཕ་ཡུལ་གྱི་ས་ལ་ཞབས་བྲོ་འཁྲབ།"]),
    ("zh", ["雪山下的河水向东流，", "牧人的歌声飘过山头。", "关注我们！", "跟着牦牛走过草原，", "跟着星星走到天亮。", "关注我们！"]),
]


@pytest.mark.parametrize(("lang", "verse"), POEMS)
def test_a_poems_refrain_stays(lang: str, verse: list[str]) -> None:
    kept = kept_lines_scored(article_page(verse, title="poem"), {}, CONFIDENT)
    assert all(line in kept for line in verse)


def test_an_faqs_question_in_a_votes_words_stays() -> None:
    question, answer = "Is this information useful?", (
        "That is the question our survey asked 2,400 farmers in March; 71 percent said the weekly frost warnings "
        "had changed when they planted barley.")
    faq = (f"<div class='faq'><h3>{question}</h3><p>{answer}</p><h3>How was the survey run?</h3>"
           "<p>Field staff visited every township office and read the questions aloud to the farmers.</p></div>")
    kept = kept_lines_scored(article_page(PARAGRAPHS["en"][:1], faq), {}, CONFIDENT)
    assert question in kept and answer in kept


# (language, furniture lines set as <p>s after a story, the prompt among them that goes)
PROMPT_BOXES = [
    ("en", ["Tel: 0891-1234567", "Email: news@plateau.example", "Follow us", "WeChat: plateau_daily"], "Follow us"),
    ("zh", ["满99元包邮", "七天无理由退换", "正品保证", "顺丰发货"], "满99元包邮"),
    ("en", ["Was this article helpful?"], "Was this article helpful?"),
]


@pytest.mark.parametrize(("lang", "lines", "prompt"), PROMPT_BOXES)
def test_a_prompt_among_a_boxs_lines_still_goes(lang: str, lines: list[str], prompt: str) -> None:
    kept = kept_lines_scored(article_page(PARAGRAPHS[lang], f"<div class='box'>{paragraphs(lines)}</div>"), {},
                             CONFIDENT)
    assert PARAGRAPHS[lang][0] in kept and prompt not in kept


# (language, the story's last paragraphs, set after its <main>)
CONTINUED = {
    "bo": ["ཞོ་དང་མར་གྱི་ཚོང་ཡང་ལོ་འདིར་ཡག་པོ་འདུག", "འབྲོག་པ་ཁ་ཤས་ཀྱིས་ཁང་པ་གསར་པ་བརྩིགས་ཡོད།",
           "སློབ་ཕྲུག་རྣམས་ཟླ་བདུན་པར་ཡོང་གི་རེད།"],
    "zh": ["她想了一个办法。", "礼盒卖得很好。", "运费占比降了下来。", "市场也在学她。"],
    "en": ["The vets stayed a week.", "Two calves were born on the road.", "The tanks were not needed."],
}


@pytest.mark.parametrize("lang", sorted(CONTINUED))
def test_a_story_going_on_after_its_main_stays_whole(lang: str) -> None:
    markup = (f"<html><head><title>story</title></head><body><div class='row'><main><h1>story</h1>"
              f"{paragraphs(PARAGRAPHS[lang][:3])}</main><section class='more'>{paragraphs(CONTINUED[lang])}"
              "</section></div></body></html>")
    kept = kept_lines_scored(markup, {}, CONFIDENT)
    assert all(line in kept for line in PARAGRAPHS[lang][:3] + CONTINUED[lang])


@pytest.mark.parametrize("post_class", ["category-hot-news tag-herding", "category-recipes tag-recent-posts",
                                        "category-hot-videos"])
def test_a_story_wordpress_names_for_its_category_stays(post_class: str) -> None:
    markup = (f"<html><head><title>story</title></head><body><div class='page-header'><h1>story</h1></div>"
              f"<article class='post type-post hentry {post_class}'><div class='entry-content'>"
              f"{paragraphs(PARAGRAPHS['en'])}</div></article></body></html>")
    kept = kept_lines_scored(markup, {}, CONFIDENT)
    assert all(line in kept for line in PARAGRAPHS["en"])


# (language, a topic page's headline naming no index, its one-line intro, its topics: tag archives' links)
TOPIC_PAGES = [
    ("en", "Tibetan festivals", "Our guides to the feasts of the Tibetan year.",
     ["Losar", "Saga Dawa", "Shoton", "Ongkor", "Butter Lamp Festival", "Horse Racing Festival", "Bathing Festival"]),
    ("zh", "藏历节日", "本栏目收录藏历一年中的主要节日介绍。", ["藏历新年", "萨嘎达瓦节", "雪顿节", "望果节", "燃灯节", "沐浴节"]),
    ("bo", "བོད་ཀྱི་དུས་ཆེན།", "བོད་ཀྱི་ལོ་འཁོར་ནང་གི་དུས་ཆེན་གཙོ་བོ།",
     ["ལོ་གསར།", "ས་ག་ཟླ་བ།", "ཞོ་སྟོན།", "འོང་སྐོར།", "ལྔ་མཆོད།", "ཁྲུས་སྟོན།"]),
]


@pytest.mark.parametrize(("lang", "heading", "intro", "topics"), TOPIC_PAGES)
def test_a_topic_pages_row_outweighing_its_intro_stays(lang: str, heading: str, intro: str,
                                                       topics: list[str]) -> None:
    row = " ".join(f"<a href='/tag/{n}'>{escape(topic)}</a>" for n, topic in enumerate(topics))
    markup = (f"<html><head><title>{heading}</title></head><body><div class='content'><h1>{heading}</h1>"
              f"<div class='intro'><p>{escape(intro)}</p></div><div class='topic-row'>{row}</div></div></body></html>")
    kept = "\n".join(kept_lines_scored(markup, {}, CONFIDENT))
    assert intro in kept and all(topic in kept for topic in topics)
