"""A page that prints its story twice, in two kinds of boxes no class hides, keeps each paragraph once
(``auto.repeated_runs``); the repeats a page means stay: a song's chorus, a poem's repeated stanza, a member's
repost in a thread, a reply's quote, a lede repeated over the story, a text repeated in a later section of its own
(our own pages and sentences)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

STORIES = {
    "bo": ["ལོ་འདིར་ལུང་པ་འདིའི་འབྲོག་པ་རྣམས་ཀྱིས་དགུན་ཁའི་རྩྭ་ཐང་དུ་སྔར་ལས་ཞག་བཅོ་ལྔ་སྔ་བར་ཕྱུགས་ཁྲིད་ནས་སོང་བ་རེད།",
           "ས་གནས་ཀྱི་སྨན་ཁང་གིས་ཟླ་བ་རེ་རེར་ཕྱུགས་ཀྱི་སྨན་པ་གཉིས་རྩྭ་ཐང་ལ་བཏང་ནས་ནད་འགོག་གི་ཁབ་རྒྱག་པ་རེད།",
           "འབྲོག་པ་ཚོས་ལས་འགུལ་དེ་ལ་དགའ་བསུ་ཞུས་ཤིང་། ཕྱུགས་ཀྱི་ཤི་གྲངས་ན་ནིང་ལས་ཕྱེད་ཀ་ཙམ་ཉུང་དུ་ཕྱིན་ཡོད་ཅེས་བཤད།"],
    "ug": ["بۇ يىل كەنتتىكى دېھقانلار ئۈزۈم بېغىغا يېڭى سۇغۇرۇش ئۇسۇلىنى قوللىنىپ، سۇنى ئىلگىرىكىدىن كۆپ تېجىدى.",
           "يېزىلىق يېزا ئىگىلىك پونكىتى ھەر ھەپتىدە بىر قېتىم تېخنىكا خادىمى ئەۋەتىپ، دېھقانلارغا يول كۆرسەتتى.",
           "كۈزدە ئۈزۈم ھوسۇلى ئۆتكەن يىلدىكىدىن تۆتتىن بىر ھەسسە ئاشتى، دېھقانلار كېلەر يىلى بۇ ئۇسۇلنى كېڭەيتمەكچى."],
    "zh": ["今年春天，镇上的中学在操场边开辟了一块菜地，每个班级负责照看其中的一小块，学生们轮流浇水和除草。",
           "生物老师每周带学生去菜地观察一次，记录种子发芽和生长的情况，还教大家怎样用落叶做堆肥。",
           "到了秋天，菜地里收获了白菜、萝卜和土豆，学校食堂用这些菜给全校师生做了一顿午饭。"],
    "en": ["The ferry that crosses the lake twice a day was taken out of service in March for its first full repair "
           "in eleven years, and the village on the far shore was reached only by the mountain road.",
           "The boatyard replaced the engine and the deck boards, and a new ramp was built at the landing so that the "
           "school bus can drive on and off without the children getting out.",
           "The ferry came back on the first of June, and on its first morning more than two hundred people made the "
           "crossing, many of them only for the pleasure of it."],
}
MENU = "<nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/about'>About</a></nav>"
FOOTER = "<footer><p>© 2026 Example Press</p></footer>"


def _page(lang: str, main: str) -> str:
    return (f"<html lang='{lang}'><head><meta charset='utf-8'><title>news</title></head><body>{MENU}"
            f"<main><h1>news</h1>{main}</main>{FOOTER}</body></html>")


def _print_copy(lang: str) -> str:
    # the story in tab panels, then again in a box for the printer
    panes = "".join(f"<div class='tab-pane' id='t{k}'><p>{text}</p></div>" for k, text in enumerate(STORIES[lang]))
    return _page(lang, f"<div class='tab-content'>{panes}</div><div class='print-only'>{paragraphs(STORIES[lang])}"
                       "</div>")


def _layout_copy(lang: str) -> str:
    # the story for a wide screen and again for a narrow one, neither box hidden by its class
    body = paragraphs(STORIES[lang])
    return _page(lang, f"<div class='story-wide'>{body}</div><div class='story-narrow'>{body}</div>")


def _titled_layout_copy(lang: str) -> str:
    # a phone layout's title and story, then the desktop's title, byline and story: each story in "article-content"
    title, body = STORIES[lang][0][:12], paragraphs(STORIES[lang])
    return _page(lang, f"<div class='m-show'><div class='m-title'><h2>{title}</h2></div>"
                       f"<div class='article-content'>{body}</div></div><div class='pc-show'><div class='pc-title'>"
                       f"<h2>{title}</h2><div class='info'>source: county media centre, 2026-04-12</div></div>"
                       f"<div class='article-content'>{body}</div></div>")


def _print_copy_after_note(lang: str) -> str:
    # the story, an "updated" note of the page's own, then the story again in a box for the printer
    return _page(lang, f"<div class='story-body'>{paragraphs(STORIES[lang])}</div><p class='updated'>This story "
                       f"was updated on 4 May 2026 to correct a date.</p><div class='print-version'>"
                       f"{paragraphs(STORIES[lang])}</div>")


def _reader_view_copy(lang: str) -> str:
    # the story, then a reader mode's copy of it with the title again in its own <h1>
    return (f"<html lang='{lang}'><head><meta charset='utf-8'><title>news</title></head><body>{MENU}<main><div "
            f"class='article'><h1>news of the week</h1><div class='article-text'>{paragraphs(STORIES[lang])}</div>"
            f"</div><button class='reader-toggle'>reader</button><div class='reader-view' aria-hidden='true'><h1>news "
            f"of the week</h1>{paragraphs(STORIES[lang])}</div></main>{FOOTER}</body></html>")


def _device_wrapped_copy(lang: str, phone: str = "mobile-only", desktop: str = "desktop-only") -> str:
    # a shop's product text in two boxes of one class, the phone's and the desktop's told apart by a wrapper's class
    item = ("<div class='fifty__item'><div class='{}'><div class='copy'><h3>about</h3>"
            f"{paragraphs(STORIES[lang])}</div></div></div>")
    return _page(lang, f"<p class='price'>$120.00</p><div class='fifty'>{item.format(phone)}<div class='fifty__item'>"
                       f"<img src='/r.jpg' alt=''></div>{item.format(desktop)}</div>")


def _hidden_xs_copy(lang: str) -> str:
    return _device_wrapped_copy(lang, "visible-xs", "hidden-xs")


@pytest.mark.parametrize("page", [_print_copy, _layout_copy, _titled_layout_copy, _print_copy_after_note,
                                  _reader_view_copy])
@pytest.mark.parametrize("lang", sorted(STORIES))
def test_a_story_printed_twice_keeps_each_paragraph_once(lang: str, page) -> None:  # noqa: ANN001 (a page maker)
    text = auto_text(page(lang))
    assert [text.count(paragraph) for paragraph in STORIES[lang]] == [1, 1, 1]


@pytest.mark.parametrize("page", [_device_wrapped_copy, _hidden_xs_copy])
@pytest.mark.parametrize("lang", sorted(STORIES))
def test_a_phone_and_a_desktop_copy_keep_the_text_once(lang: str, page) -> None:  # noqa: ANN001 (a page maker)
    text = auto_text(page(lang))
    assert [text.count(paragraph) for paragraph in STORIES[lang]] == [1, 1, 1]


def _twin_records(lang: str) -> str:
    # two records of one list sharing a description, each in a wrapper of one class (no screen named): both stay
    item = (f"<div class='fifty__item'><div class='copy-box'><div class='copy'>{paragraphs(STORIES[lang])}</div>"
            "</div></div>")
    return _page(lang, f"<div class='fifty'>{item}<div class='fifty__item'><img src='/r.jpg' alt=''></div>{item}</div>")


@pytest.mark.parametrize("lang", sorted(STORIES))
def test_two_records_of_one_kind_keep_their_shared_text_twice(lang: str) -> None:
    text = auto_text(_twin_records(lang))
    assert [text.count(paragraph) for paragraph in STORIES[lang]] == [2, 2, 2]


# repeats a page means, each kept twice: (page, the repeated paragraphs)
CHORUS_BO = ["ང་ཚོའི་ཕ་ཡུལ་མཐོ་སྒང་གི་རྩྭ་ཐང་ཡངས་པོ་དེར་ཉི་མ་དཀར་པོ་ཤར་ཞིང་། ཕྱུགས་ཁྱུ་ཚོ་རི་ལ་འཛེགས།",
             "ཕ་ཡུལ་གྱི་ཆུ་བོ་གཙང་མ་དེ་དུས་རྟག་ཏུ་རྒྱུན་ཆད་མེད་པར་ཕབ་ཀྱི་འབབ་ཅིང་སེམས་ལ་དགའ་སྤྲོ་སྐྱེས།"]
VERSES_BO = ["དཔྱིད་ཀ་སླེབས་དུས་མེ་ཏོག་བཞད།", "དགུན་ཁ་སླེབས་དུས་ཁ་བ་བབས།"]
STANZA_ZH = ["山那边的月亮慢慢升起来，照着回家的小路和路边的老槐树，", "照着屋檐下晾着的衣裳，也照着窗前等我回家的母亲。"]
VERSE_ZH = ["春天走了又来，河水涨了又落，", "我在远方的城市里，常常想起家乡的那一条河。"]
LEDE_BO = " ".join(STORIES["bo"][:2])
CLOSING_ZH = "校长说，明年还要在菜地旁边建一个小温室，让学生们冬天也能种菜。"
POST_UG = ["مەن بۇ يىل باغدا ئالما كۆچىتى تىكتىم، ئەمما يوپۇرماقلىرى سارغىيىپ كېتىۋاتىدۇ، سەۋەبىنى بىلىدىغانلار بارمۇ؟",
           "توپىنى ئىككى قېتىم ئالماشتۇردۇم، سۇنى ھەر ئۈچ كۈندە بىر قۇيىمەن، ئەمما ھېچ ئۆزگىرىش بولمىدى."]


def _thread(lang: str, posts: list[str]) -> str:
    items = "".join(f"<div class='post' id='p{k}'><div class='author'>member{k}</div>"
                    f"<div class='post-body'>{post}</div></div>" for k, post in enumerate(posts))
    return _page(lang, f"<div class='thread'>{items}</div>")


LAWS_ZH = ["第五百七十七条 当事人一方不履行合同义务或者履行合同义务不符合约定的，应当承担继续履行、采取补救措施或者赔偿损失等违约责任。",
           "第五百八十四条 当事人一方不履行合同义务或者履行合同义务不符合约定，造成对方损失的，损失赔偿额应当相当于因违约所造成的损失。"]
VERSES_UG = ["ئەتىگەن قۇياش چىقسا تاغ ئۈستىدىن، دەريالار ئاقار كۈمۈش رەڭدە يالتىراپ",
             "كەچتە يۇلتۇز چىقسا ئاسمان قوينىغا، بالىلار ئويناپ قايتار كوچىدىن"]
CHORUS_UG = ["ئېگىز تاغلار، يېشىل باغلار، سېنى ئەسلەپ كۆڭلۈم تولار، ئانا يۇرتۇم، گۈزەل يۇرتۇم",
             "يىراقلاردا يۈرسەممۇ مەن، قەلبىم سەندە قالار مەڭگۈ، ئانا يۇرتۇم، گۈزەل يۇرتۇم"]


def _judgment(laws: list[str]) -> str:
    # a court judgment quoting the articles it applies in its reasoning, and again in its appendix after the signature
    rows = ["本院认为，被告收货后未按约定支付货款，构成违约。依照《中华人民共和国民法典》的规定：", *laws,
            "判决如下：被告于本判决生效之日起十日内支付原告货款人民币八万元。", "审判员　张某"]
    return _page("zh", "<div class='PDF_pox'>" + "".join(f"<div>{row}</div>" for row in rows) + "</div><div "
                       "class='PDF_law'><div>附：本案适用的法律条文</div><div class='law-text'>"
                       + "".join(f"<div>{law}</div>" for law in laws) + "</div></div>")


def _titled_thread(lang: str, posts: list[str]) -> str:
    # the opening post in a box of its own kind ("topic-starter"), the replies in theirs ("topic-reply")
    items = "".join(f"<div class='{'topic-reply' if k else 'topic-starter'}'><div class='postauthor'>member{k}</div>"
                    f"<div class='postbody'>{post}</div></div>" for k, post in enumerate(posts))
    return _page(lang, f"<div id='postlist'>{items}</div>")


KEPT_TWICE = {
    # a text, then again under its own heading for recitation
    "recitation_bo": (_page("bo", f"<div class='root-text'>{paragraphs(STORIES['bo'])}</div>"
                                  f"<h2>ཁ་འདོན་གྱི་དོན་དུ།</h2>"
                                  f"<div class='recitation'>{paragraphs(STORIES['bo'])}</div>"),
                      STORIES["bo"]),
    # a lesson's passage, then again in its exercise under the instruction
    "exercise_bo": (_page("bo", f"<div class='lesson-text'>{paragraphs(STORIES['bo'])}</div><div class='exercises'>"
                                "<p>གཤམ་གྱི་ཚིག་སྒྲིག་ཡང་བསྐྱར་ཀློག་ནས་དྲི་བར་ལན་འདེབས་རོགས།</p>"
                                f"<div class='exercise-passage'>{paragraphs(STORIES['bo'][:2])}</div></div>"),
                    STORIES["bo"][:2]),
    "appendix_zh": (_judgment(LAWS_ZH), LAWS_ZH),
    # the appendix in a box shown on screen and left off paper ("no-print"): no print copy, a section of its own
    "appendix_no_print_zh": (_judgment(LAWS_ZH).replace("class='PDF_law'", "class='PDF_law no-print'"), LAWS_ZH),
    # a song's chorus boxed after its first verse, and again in another box after its second
    "chorus_ug": (_page("ug", f"<div class='lyrics'><div class='verse'><p>{VERSES_UG[0]}</p></div><div class='chorus'>"
                              f"{paragraphs(CHORUS_UG)}</div><div class='verse'><p>{VERSES_UG[1]}</p></div>"
                              f"<div class='chorus-repeat'>{paragraphs(CHORUS_UG)}</div></div>"), CHORUS_UG),
    # a reply pasting a post, which its editor wraps in a "div", over a line of its own
    "paste_ug": (_thread("ug", [paragraphs(POST_UG), f"<div style='color:#666'>{paragraphs(POST_UG)}</div>"
                                                      "<p>مېنىڭ كۆچىتىممۇ شۇنداق بولغان، ئەمما ھازىر ياخشى.</p>"]),
                 POST_UG),
    # a member reposting the opening post whole, the opening post's box of another kind than a reply's
    "repost_en": (_titled_thread("en", [paragraphs(STORIES["en"][:2]), paragraphs(STORIES["en"][:2]),
                                        paragraphs(STORIES["en"][2:])]), STORIES["en"][:2]),
    # a song's chorus after each verse, one line a paragraph in the song's box, the last time boxed as the refrain
    "chorus_bo": (_page("bo", "<div class='lyrics'>" + paragraphs(VERSES_BO[:1] + CHORUS_BO + VERSES_BO[1:])
                        + f"<div class='refrain'>{paragraphs(CHORUS_BO)}</div></div>"), CHORUS_BO),
    # a poem's first stanza repeated as its last, each stanza in a box of its own
    "stanza_zh": (_page("zh", "".join(f"<div class='stanza'>{paragraphs(lines)}</div>"
                                      for lines in (STANZA_ZH, VERSE_ZH, STANZA_ZH))), STANZA_ZH),
    # a member reposting the opening post in a reply of the thread
    "repost_ug": (_thread("ug", [paragraphs(POST_UG), "<p>ماۋۇ يەردە سوراپ بېقىڭ.</p>", paragraphs(POST_UG)]),
                  POST_UG),
    # a reply quoting the post it answers
    "quote_en": (_thread("en", [paragraphs(STORIES["en"][:2]),
                                f"<blockquote>{paragraphs(STORIES['en'][:2])}</blockquote><p>Good news at last.</p>"]),
                 STORIES["en"][:2]),
    # a story's long opening paragraph repeated over it as its lede
    "lede_bo": (_page("bo", f"<div class='lede'><p>{LEDE_BO}</p></div>"
                            f"<div class='article-body'>{paragraphs([LEDE_BO] + STORIES['bo'][2:])}</div>"),
                [LEDE_BO]),
    # a story's opening paragraphs repeated over it as its summary
    "lede_zh": (_page("zh", f"<div class='summary'>{paragraphs(STORIES['zh'])}</div>"
                            f"<div class='article-body'>{paragraphs(STORIES['zh'] + [CLOSING_ZH])}</div>"),
                STORIES["zh"]),
}


@pytest.mark.parametrize("name", sorted(KEPT_TWICE))
def test_a_repeat_the_page_means_stays(name: str) -> None:
    page, repeated = KEPT_TWICE[name]
    text = auto_text(page)
    assert [text.count(paragraph) for paragraph in repeated] == [2] * len(repeated)
