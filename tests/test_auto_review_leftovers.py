"""Review leftovers: a story's own parts set in markup the rules read as furniture, and one piece of furniture set
in a feed's own markup. An FAQ page's questions in a box its theme names "questions-also-asked"
(``answer_heads.own_question_boxes``), a notice's time and place lines or a recipe's ingredients in a "post-info"
box between the story's paragraphs (``inside.story_boxes_named_poster``), a letter's close in ``<p
class="signature">`` (``inside.letter_closes``), a story's "(The end)" under an ornament (``figures.ORNAMENT_RE``)
and a Q&A page's one-line answer (``answer_heads.keep_answer_bodies``) are kept; a feed's entry named "sponsored"
is not (``sponsored_cards``). The guard pages: a search engine's "People also ask" box under a story, a blog post's
meta box after its headline, a forum's signatures under every post, a photo's caption and a sponsored post that is
the page itself behave as before. Two dev-set misses as well: a tag line ("标签：") whose tags link to the site's search
(``tag_links.SEARCH_HREF_RE``) goes, and so does a portal's side column named by its side ("right-bar",
``words.SIDEBAR_RE``), unless it holds the page's headline; a wiki's call to edit its entry ("editPrompt_Qa9Wz") and a
copy of the title in an element a CSS Modules class hides ("hide_VwDU1", ``words.HIDDEN_CLASS_RE``) go, a field
named "hidden_input" is no such class. A column named "right" after the headline's column is the side column
(``outside_main.right_columns``); a right-aligned closing line or a "right" column holding the story stays. Our own pages and sentences (Tibetan, Uyghur, Chinese,
English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines, lang_page, paragraphs

HEADER = '<header class="site-header"><nav class="main-nav"><ul><li><a href="/">Home</a></li>' \
         '<li><a href="/news">News</a></li><li><a href="/about">About</a></li></ul></nav></header>'
FOOTER = '<footer class="site-footer"><p class="copyright">© 2025 Valley Notes</p></footer>'

# per language: three paragraphs of a story about a village school (our own sentences)
STORY = {
    "bo": ["ཟླ་བ་དགུ་པའི་ཚེས་གཅིག་ཉིན་ཆུ་འགྲམ་གྱི་སློབ་ཆུང་དུ་དུས་ཚིགས་གསར་པ་འགོ་ཚུགས་ཤིང་བྱིས་པ་རྣམས་དགའ་བོ་བྱུང་།",
           "སློབ་གྲྭའི་འགོ་འཛིན་གྱིས་ད་ལོ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་བཞེངས་ཤིང་དཔེ་དེབ་སྟོང་ཕྲག་གཉིས་བསྒྲིགས་ཡོད་ཅེས་བཤད།",
           "ཕ་མ་ཞིག་གིས་སྔོན་ཆད་བྱིས་པས་རི་ལམ་བརྒྱུད་ནས་གྲོང་རྡལ་དུ་འགྲོ་དགོས་ཀྱང་ད་ལྟ་སྒོ་མདུན་དུ་སློབ་གྲྭ་ཡོད་ཅེས་བཤད།"],
    "ug": ["سېنتەبىرنىڭ بىرىنچى كۈنى دەريا بويىدىكى مەكتەپ يېڭى مەۋسۇمنى باشلىدى، بالىلار خۇشال ھالدا سىنىپلارغا كىردى.",
           "مەكتەپ مۇدىرى بۇ يىل يېڭى كۇتۇپخانا قۇرۇلغانلىقىنى، ئىككى مىڭ كىتاب قويۇلغانلىقىنى ئېيتتى.",
           "بىر ئانا بۇرۇن ئوغلى بازارغا تاغ يولى بىلەن باراتتى، ھازىر ئىشىك ئالدىدىلا مەكتەپ بار، دېدى."],
    "zh": ["今年夏天，县里的老街完成了修缮，十几家传统手工作坊重新开门营业，每天都有不少市民前来参观。",
           "铜匠、木匠和陶艺师傅们在作坊里现场演示手艺，还开设了周末体验课，教孩子们亲手做一只小碗。",
           "街道办事处表示，明年还将在老街建设一座展示中心，让更多年轻人了解这些传统技艺。"],
    "en": ["On the first day of September the river school opened its doors again, and the children ran to class.",
           "The head teacher said that a new library had been built this year and filled with two thousand books.",
           "One mother said her son used to walk an hour over the mountain road; now the school is at her door."],
}


def story_page(lang: str, title: str, inner: str) -> str:
    """A news page: the site's header, ``<main>`` holding an ``<article>`` (``title`` as its ``<h1>``, then
    ``inner``), the footer."""
    return lang_page(lang, "t", f'{HEADER}<main id="content"><article class="post"><h1>{title}</h1>'
                                f'<div class="entry-content">{inner}</div></article></main>{FOOTER}')


def faq_items(pairs: list[tuple[str, str]]) -> str:
    return "".join(f'<div class="faq-item"><h3>{q}</h3><div class="faq-answer"><p>{a}</p></div></div>'
                   for q, a in pairs)


FAQ_BO = [("ཐུམ་སྒྲིལ་ལྷ་སར་སླེབས་པར་ཉིན་ག་ཚོད་འགོར་གྱི་ཡོད་དམ།",
           "ཐུམ་སྒྲིལ་མང་ཆེ་བ་ལས་ཉིན་ལྔའི་ནང་དུ་སླེབས་ཀྱི་ཡོད། དགུན་ཁ་རི་ལམ་གྱི་རྐྱེན་གྱིས་ཉིན་གཉིས་གསུམ་འགོར་སྲིད།"),
          ("རིན་སྤྲད་རྗེས་ཁ་བྱང་བསྒྱུར་ཆོག་གམ།",
           "ཐུམ་སྒྲིལ་མཛོད་ཁང་ནས་མ་ཐོན་གོང་དུ་བསྒྱུར་ཆོག ཉོ་ཐོའི་ཨང་གྲངས་དང་ཁ་བྱང་གསར་པ་ང་ཚོར་བསྐུར་རོགས།"),
          ("རྒྱལ་ཁབ་ཕྱི་རོལ་དུ་ཐུམ་སྒྲིལ་གཏོང་གི་ཡོད་དམ།", "ད་ལྟ་མི་གཏོང་། སང་ལོ་བལ་ཡུལ་དུ་གཏོང་རྒྱུའི་རེ་བ་ཡོད།")]
FAQ_EN = [("How long does a parcel take to reach Kashgar?",
           "Most parcels arrive within five working days; in winter the mountain roads can add two or three days."),
          ("Can I change the address after I have paid?",
           "Yes, as long as the parcel has not left the warehouse: write to us with your order number."),
          ("Do you send parcels abroad?", "Not yet. We hope to send parcels to Nepal from next year.")]

INFO_ZH = ["时间：7月1日上午九点，在老街文化站门口集合，统一乘车前往。", "地点：县城北郊的手工艺展示中心，活动结束后原车返回。"]
INGREDIENTS_UG = ["گۈرۈچ: بىر كىلو", "قوي گۆشى: يېرىم كىلو", "سەۋزە: ئۈچ دانە", "پىياز: ئىككى دانە"]
CLOSE_UG = "ھۆرمەت بىلەن: ئوغلىڭىز ئەخمەت"
CLOSE_ZH = "此致 敬礼！ 学生 小明"
END_UG, END_BO = "(ئاخىرى)", "(རྫོགས།)"
ANSWER_BO, ANSWER_UG = "ཡིན། ཚེས་བཅོ་ལྔ་ཉིན་ཡིན།", "ياق، ئۇ كۈنى دەم ئېلىش كۈنى."
QUESTION = {"bo": "ལོ་གསར་ཚེས་ག་ཚོད་ལ་ཡིན་ནམ།", "ug": "دۈشەنبە كۈنى مەكتەپ ئېچىلامدۇ؟"}
SPONSORED_TITLE = "Sponsored: Win a holiday cottage this summer"
FEED_UG = [("مىس قازاننى قولدا ئوڭشاش", "مىسكەر بىر چۆگۈننىڭ ئويمانلىقىنى ئون مىنۇتتا قانداق تۈزلەيدىغانلىقىنى كۆرسىتىدۇ."),
           ("ساپال چاقىنىڭ سىرى", "چاق نېمە ئۈچۈن شۇ تەرەپكە ئايلىنىدۇ، لاينى قانداق ئوتتۇرىغا قويۇش كېرەك."),
           ("كونا بازاردىكى ياغاچچىلار", "بىر ئەسىردىن بۇيان ئىشلىتىلىۋاتقان رەندە، ھەرە ۋە ئىسكەنەلەر.")]


def faq_page(lang: str, pairs: list[tuple[str, str]]) -> str:
    """An FAQ page whose theme names its own list of questions "questions-also-asked"."""
    return story_page(lang, "FAQ", f'<p class="intro">{STORY[lang][0]}</p>'
                                   f'<div class="faq-list questions-also-asked">{faq_items(pairs)}</div>')


def info_box_page(lang: str, lines: list[str], heading: str = "") -> str:
    """A story with a "post-info" box of field lines between its paragraphs (after a sub-heading when given)."""
    box = "".join(f"<p>{line}</p>" for line in lines)
    return story_page(lang, "News", f"<p>{STORY[lang][0]}</p>{heading}<div class='post-info'>{box}</div>"
                                     f"{paragraphs(STORY[lang][1:])}")


def letter_page(lang: str, close: str) -> str:
    """A letter: its paragraphs, a date line, its close in ``<p class="signature">``."""
    return story_page(lang, "Letter", f'{paragraphs(STORY[lang])}<p class="date">2024-09-01</p>'
                                      f'<p class="signature" style="text-align:right">{close}</p>')


def ornament_page(lang: str, end: str) -> str:
    """A story closing in an end mark between two ornaments (``<div class="sep"><img></div>``)."""
    ornament = '<div class="sep"><img src="/orn.png"></div>'
    return story_page(lang, "Story", f'{paragraphs(STORY[lang])}{ornament}'
                                     f'<p style="text-align:center" class="end">{end}</p>{ornament}')


def qa_page(lang: str, answer: str) -> str:
    """A Q&A page: the question, its asker's line, a box of answers holding one one-line answer."""
    return lang_page(lang, "t", f'{HEADER}<div class="question"><h1 class="q-title">{QUESTION[lang]}</h1>'
                                f'<div class="q-body"><p>{STORY[lang][2]}</p></div></div><div class="answers">'
                                f'<div class="answers-count">1</div><div class="answer"><div class="answer-user">'
                                f'<a href="/u/2">Dawa</a></div><div class="answer-content">{answer}</div>'
                                f'<div class="answer-actions"><a href="#">Like</a> <a href="#">Reply</a></div>'
                                f'</div></div>{FOOTER}')


def feed_page(lang: str, entries: list[tuple[str, str]], sponsored: bool) -> str:
    """A blog's feed of entries (linked title, summary), an advert's card named "sponsored" last when asked."""
    cards = "".join(f'<article class="entry"><h2 class="entry-title"><a href="/p/{n}">{title}</a></h2>'
                    f'<div class="entry-summary"><p>{summary}</p></div></article>'
                    for n, (title, summary) in enumerate(entries))
    if sponsored:
        cards += (f'<article class="entry sponsored"><h2 class="entry-title"><a href="https://ads.example.com/c?id=7">'
                  f'{SPONSORED_TITLE}</a></h2><span class="ad-label">Ad</span></article>')
    return lang_page(lang, "t", f'{HEADER}<main id="content"><h1>Craft stories</h1>{cards}'
                                f'<nav class="pagination"><a href="/page/2">Next</a></nav></main>{FOOTER}')


# (name, page, lines that stay): the story's own parts under furniture's names
KEPT_CASES = [
    ("faq also asked, bo", faq_page("bo", FAQ_BO), [text for pair in FAQ_BO for text in pair]),
    ("faq also asked, en", faq_page("en", FAQ_EN), [text for pair in FAQ_EN for text in pair]),
    ("notice's post-info fields, zh", info_box_page("zh", INFO_ZH), INFO_ZH + STORY["zh"]),
    ("recipe's post-info ingredients, ug", info_box_page("ug", INGREDIENTS_UG, "<h3>كېرەكلىك ماتېرىياللار</h3>"),
     INGREDIENTS_UG + STORY["ug"]),
    ("letter's close, ug", letter_page("ug", CLOSE_UG), [CLOSE_UG] + STORY["ug"]),
    ("letter's close, zh", letter_page("zh", CLOSE_ZH), [CLOSE_ZH] + STORY["zh"]),
    ("end mark under an ornament, ug", ornament_page("ug", END_UG), [END_UG] + STORY["ug"]),
    ("end mark under an ornament, bo", ornament_page("bo", END_BO), [END_BO] + STORY["bo"]),
    ("one-line answer, bo", qa_page("bo", ANSWER_BO), [ANSWER_BO, STORY["bo"][2]]),
    ("one-line answer, ug", qa_page("ug", ANSWER_UG), [ANSWER_UG, STORY["ug"][2]]),
    ("feed without an advert, ug", feed_page("ug", FEED_UG, sponsored=False), [t for pair in FEED_UG for t in pair]),
]


@pytest.mark.parametrize("page, stay", [case[1:] for case in KEPT_CASES], ids=[case[0] for case in KEPT_CASES])
def test_a_storys_own_parts_under_furniture_names_are_kept(page: str, stay: list[str]) -> None:
    lines = auto_lines(page)
    for text in stay:
        assert text in lines


PAA_QUESTION, PAA_ANSWER = "Is the river school open on Sundays?", "It opens on Sundays for the library alone."
POST_META = ["By Dawa Tsering", "2024-09-01"]
SIGNATURE_UG = "مېنىڭ بلوگىم: ھەر كۈنى بىر ناخشا"
CAPTION_ZH = "老街的铜匠作坊。"


def paa_page() -> str:
    """A story with a search engine's "People also ask" box copied under it."""
    box = (f'<div class="people-also-ask"><h3>People also ask</h3><div class="faq-item"><h4>{PAA_QUESTION}</h4>'
           f'<div class="faq-answer"><p>{PAA_ANSWER}</p></div></div></div>')
    return story_page("en", "School news", paragraphs(STORY["en"]) + box)


def meta_box_page() -> str:
    """A blog post whose "post-info" box of author and date lines sits right under its headline."""
    box = "".join(f"<p>{line}</p>" for line in POST_META)
    return lang_page("en", "t", f'{HEADER}<main id="content"><article class="post"><h1>School news</h1>'
                                f'<div class="post-info">{box}</div>{paragraphs(STORY["en"])}</article></main>'
                                f'{FOOTER}')


def signed_thread_page() -> str:
    """A forum thread whose every post ends in its member's signature (``<p class="signature">``)."""
    posts = "".join(f'<div class="post"><div class="content"><p>{text}</p></div>'
                    f'<p class="signature">{SIGNATURE_UG}</p></div>' for text in STORY["ug"])
    return lang_page("ug", "t", f'{HEADER}<div id="posts">{posts}</div>{FOOTER}')


def photo_page() -> str:
    """A Chinese CMS story with a centred photo paragraph and its centred caption."""
    photo = ('<p style="text-align:center"><img src="/p/1.jpg"></p>'
             f'<p style="text-align:center">{CAPTION_ZH}</p>')
    return story_page("zh", "老街", f"<p>{STORY['zh'][0]}</p>{photo}{paragraphs(STORY['zh'][1:])}")


def sponsored_post_page() -> str:
    """A sponsored post that is the page: its own ``<article class="post sponsored">``."""
    return lang_page("en", "t", f'{HEADER}<main id="content"><article class="post sponsored"><h1>Mountain roads</h1>'
                                f'{paragraphs(STORY["en"])}</article></main>{FOOTER}')


# (name, page, lines that stay, lines that go): the rules' guards
GUARD_CASES = [
    ("people also ask under a story", paa_page(), STORY["en"], [PAA_QUESTION, PAA_ANSWER]),
    ("post-info meta under the headline", meta_box_page(), STORY["en"], POST_META),
    ("forum signatures under every post", signed_thread_page(), STORY["ug"], [SIGNATURE_UG]),
    ("a photo's centred caption", photo_page(), STORY["zh"], [CAPTION_ZH]),
    ("a sponsored post that is the page", sponsored_post_page(), STORY["en"], []),
    ("a feed's sponsored card", feed_page("en", [(t, s) for t, s in zip(["Copper kettles", "Potters' wheels",
                                                                          "Carpenters' tools"], STORY["en"])],
                                          sponsored=True), STORY["en"], [SPONSORED_TITLE]),
]


@pytest.mark.parametrize("page, stay, go", [case[1:] for case in GUARD_CASES], ids=[case[0] for case in GUARD_CASES])
def test_furniture_under_the_same_names_still_goes(page: str, stay: list[str], go: list[str]) -> None:
    lines = auto_lines(page)
    for text in stay:
        assert text in lines
    for text in go:
        assert not any(text in line for line in lines)


SEARCH_TAGS = ["老街修缮", "传统手工艺", "铜匠作坊"]
SEARCH_TAG_LINE = "标签：" + "".join(SEARCH_TAGS)
SIDE_VIDEOS = ["再次打出进攻波！主队众将发力打出一波十三比零的进攻", "一支穿云箭！半场结束时命中一记超远三分技惊四座",
               "扣篮王成奇兵！替补四分钟砍下十一分优势瞬间荡然无存"]


def search_tags_page(labelled: bool) -> str:
    """A Chinese story whose tag line's tags link to the site's search, opening on "标签：" when ``labelled``."""
    links = "".join(f'<a href="https://www.example.cn/search/index-p-type-all-q-{n}.html">{tag}</a>'
                    for n, tag in enumerate(SEARCH_TAGS))
    label = "<span>标签：</span>" if labelled else ""
    return story_page("zh", "老街", f'{paragraphs(STORY["zh"])}<div class="fl rel-label">{label}{links}</div>')


def search_word_page() -> str:
    """A Chinese story one of whose sentences links a word to the site's search."""
    linked = STORY["zh"][1].replace("铜匠", '<a href="/search?q=tongjiang">铜匠</a>')
    return story_page("zh", "老街", f'<p>{STORY["zh"][0]}</p><p>{linked}</p><p>{STORY["zh"][2]}</p>')


def right_bar_page(story_in_left_bar: bool) -> str:
    """A portal's story beside its "right-bar" of other videos; the story in a "left-bar" column when asked."""
    videos = "".join(f'<div class="video-item"><div class="title">{title}</div></div>' for title in SIDE_VIDEOS)
    story = f'<h1>老街</h1>{paragraphs(STORY["zh"])}'
    left = f'<div class="left-bar">{story}</div>' if story_in_left_bar else f'<div class="LEFT">{story}</div>'
    return lang_page("zh", "t", f'{HEADER}<div class="qq_content">{left}<div class="right-bar">'
                                f'<div class="jxvideo">{videos}</div></div></div>{FOOTER}')


# (name, page, lines that stay, lines that go)
DEV_CASES = [
    ("labelled tags linking to search", search_tags_page(True), STORY["zh"], [SEARCH_TAGS[0] + SEARCH_TAGS[1]]),
    ("a word linked to search", search_word_page(), [STORY["zh"][0], STORY["zh"][2]], []),
    ("a right-bar of other videos", right_bar_page(False), STORY["zh"], SIDE_VIDEOS),
    ("the story in a left-bar", right_bar_page(True), STORY["zh"], SIDE_VIDEOS),
]


@pytest.mark.parametrize("page, stay, go", [case[1:] for case in DEV_CASES], ids=[case[0] for case in DEV_CASES])
def test_search_tag_lines_and_side_bars_go(page: str, stay: list[str], go: list[str]) -> None:
    lines = auto_lines(page)
    for text in stay:
        assert text in lines
    for text in go:
        assert not any(text in line for line in lines)


EDIT_PROMPT = "本词条缺少概述图，补充相关内容使词条更完整，赶紧来编辑吧！"
HIDDEN_TITLE = "老街手工艺展示中心简介与参观指南"


def wiki_entry_page(hidden_class: str) -> str:
    """A wiki entry of CSS Modules classes: an edit prompt over its text, a player repeating its title in a box of
    class ``hidden_class`` after it."""
    return lang_page("zh", "t", f'{HEADER}<div class="lemmaWrapper_Bc_de"><h1>老街</h1>'
                                f'<div class="editPrompt_Qa9Wz">{EDIT_PROMPT}</div>{paragraphs(STORY["zh"])}</div>'
                                f'<div class="ttsPlayerWrapper_qEzTJ {hidden_class}"><div class="title_mHY1m">'
                                f'{HIDDEN_TITLE}</div></div>{FOOTER}')


@pytest.mark.parametrize("hidden_class, title_stays", [("hide_VwDU1", False), ("hidden_input", True)])
def test_a_wikis_edit_prompt_and_a_css_module_hidden_copy_go(hidden_class: str, title_stays: bool) -> None:
    lines = auto_lines(wiki_entry_page(hidden_class))
    assert all(text in lines for text in STORY["zh"])
    assert EDIT_PROMPT not in lines
    assert (HIDDEN_TITLE in lines) == title_stays


POEM_BO = ["ནམ་མཁའི་སྤྲིན་དཀར་རི་ལ་འཁྱམས། །ཆུ་བོའི་སྒྲ་དབྱངས་ཐང་ལ་ཁྱབ། །",
           "ཕ་ཡུལ་དྲན་པའི་སེམས་པ་ནི། །ཉི་མ་ནུབ་ཀྱང་ཡལ་བ་མེད། །",
           "ཕྱི་ལོ་༡༩༨༥ ལོར་བརྩམས་པའི་གླུ་འདི་ནི་རྩོམ་པ་པོས་ཕ་ཡུལ་དུ་ལོག་སྐབས་སུ་བྲིས་པ་ཡིན།"]
POET_CARD_BO = ["རྩོམ་པ་པོ་ནི་ཕྱི་ལོ་༡༩༥༠ ལོར་མདོ་སྨད་དུ་འཁྲུངས་ཤིང་། ལོ་ངོ་སུམ་ཅུ་ལྷག་ལ་སློབ་གྲྭར་དགེ་རྒན་བྱས།",
                "རྩོམ་པ་པོའི་གླུ་གཞན།"]
CLOSE_LINE_ZH = "二〇二四年九月一日 于老街"


def poem_page(column: str) -> str:
    """A poetry page of two columns: the poem in "prose-left", the poet's card in a column named ``column``."""
    card = "".join(f"<p>{line}</p>" for line in POET_CARD_BO)
    return lang_page("bo", "t", f'{HEADER}<div class="main-body"><div class="prose-left"><h1>ཕ་ཡུལ།</h1>'
                                f'{paragraphs(POEM_BO)}</div><div class="{column}">{card}'
                                f'<ul><li><a href="/p/1">ཆུ་བོ།</a></li><li><a href="/p/2">རི་བོ།</a></li></ul>'
                                f'</div></div>{FOOTER}')


def right_aligned_close_page() -> str:
    """A Chinese story closing in a right-aligned date line (``<p class="right">``)."""
    return story_page("zh", "老街", f'{paragraphs(STORY["zh"])}<p class="right">{CLOSE_LINE_ZH}</p>')


def story_in_right_column_page() -> str:
    """A page whose story, headline and all, is in a column named "right" after a narrow column of links."""
    menu = '<ul><li><a href="/a">老街</a></li><li><a href="/b">作坊</a></li></ul>'
    return lang_page("zh", "t", f'{HEADER}<div class="body"><div class="left">{menu}</div><div class="right">'
                                f'<h1>老街</h1>{paragraphs(STORY["zh"])}</div></div>{FOOTER}')


# (name, page, lines that stay, lines that go)
COLUMN_CASES = [
    ("poet's card in a right column", poem_page("right"), POEM_BO, POET_CARD_BO),
    ("poet's card in an unnamed column", poem_page("author"), POEM_BO, []),
    ("a right-aligned closing line", right_aligned_close_page(), STORY["zh"] + [CLOSE_LINE_ZH], []),
    ("the story in a right column", story_in_right_column_page(), STORY["zh"], []),
]


@pytest.mark.parametrize("page, stay, go", [case[1:] for case in COLUMN_CASES], ids=[case[0] for case in COLUMN_CASES])
def test_a_right_column_after_the_headlines_is_the_side_column(page: str, stay: list[str], go: list[str]) -> None:
    lines = auto_lines(page)
    for text in stay:
        assert text in lines
    for text in go:
        assert text not in lines
