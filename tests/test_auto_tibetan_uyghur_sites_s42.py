"""Tibetan and Uyghur site furniture (session 42): a page's language or script bar, its font and input-method
notices, a text's download row, its teacher and tradition row, a footnote's "↩" and the Tibetan and Uyghur labels
of the page tools go; a dharma text's verses, phonetics, translation and colophon stay.

Pages of our own in the shapes of Tibetan and Uyghur news sites (a script switcher "ئۇيغۇرچە | Uyghurche | Уйғурчә |
维吾尔文", a "བོད་ཡིག | 中文 | English" bar, "UKIJ خەت نۇسخىسىنى چۈشۈرۈش", "请安装藏文字体"), a Lotsawa-House-like text
page, an 84000-like reader and an e-book chapter. Guard pages use the same words in ordinary prose (an essay on the
Uyghur scripts, one on Tibetan fonts, one on input methods, a prayer with its translation, a list of downloadable
books, a dictionary's paragraph linking its two scripts) and must come out whole.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

BO = ["བོད་ཀྱི་ཡུལ་ལྗོངས་ནི་ས་མཐོ་ཞིང་རི་བོ་མང་པོ་ཡོད་པའི་ས་ཆ་ཞིག་ཡིན། ལོ་ལྟར་དགུན་ཁ་ནི་རིང་ལ་གྲང་མོ་ཡོད།",
      "ལོ་འདིར་གྲོང་གསེབ་ཀྱི་ཞིང་པ་རྣམས་ཀྱིས་ནས་དང་གྲོ་མང་པོ་བཏབ་ཅིང་། སྟོན་ཁར་ལོ་ཏོག་ཡག་པོ་བྱུང་བས་ཚང་མ་དགའ་པོ་བྱུང་།",
      "སློབ་གྲྭ་ཆུང་ཆུང་ཞིག་གི་དགེ་རྒན་གྱིས་ཉིན་རེ་བཞིན་སློབ་མ་རྣམས་ལ་ཡི་གེ་དང་རྩིས་རིག་སློབ་ཁྲིད་བྱེད་ཀྱི་ཡོད། "
      "སློབ་མ་ཚོས་ཀྱང་བརྩོན་འགྲུས་ཆེན་པོས་སློབ་སྦྱོང་བྱེད།",
      "དཔྱིད་ཀ་སླེབས་དུས་ཆུ་བོ་རྣམས་ཀྱི་ཁ་འཁྱགས་བཞུ་ནས་ཞིང་ཁར་ཆུ་འདྲེན་པའི་ལས་ཀ་འགོ་འཛུགས། མི་རྣམས་ཀྱིས་ལྷན་དུ་ལས་ཀ་བྱེད།"]
UG = ["بۈگۈن ھاۋا ناھايىتى ياخشى بولدى، بالىلار مەھەللىدىكى باغچىدا كەچكىچە ئويناپ خۇشال بولدى.",
      "مەكتەپتە يېڭى كۇتۇپخانا ئېچىلدى، ئوقۇغۇچىلار ھەر كۈنى چۈشتىن كېيىن كىتاب ئوقۇشقا كېلىدىغان بولدى.",
      "يېزىدىكى دېھقانلار بۇ يىل بۇغداي ۋە قوناقنى بالدۇر تېرىدى، كۈزدە ھوسۇل ئوبدان بولۇشىنى ئۈمىد قىلىدۇ.",
      "شەھەر ئىچىدىكى يوللار رېمونت قىلىنغاندىن كېيىن، ئاپتوبۇسلار ئىلگىرىكىدىن تېز ماڭىدىغان بولدى."]
MENU = {"bo": ["གསར་འགྱུར།", "རིག་གནས།", "དཔལ་འབྱོར།", "སློབ་གསོ།"], "ug": ["خەۋەرلەر", "مەدەنىيەت", "ئىقتىساد", "مائارىپ"]}
RELATED = {"bo": ["ལྷ་ས་རུ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་ཁ་ཕྱེ།", "འབྲོག་པའི་འཚོ་བ་དང་ཕྱུགས་ཟོག"],
           "ug": ["شەھەردە يېڭى مۇزېي ئېچىلدى", "چارۋىچىلارنىڭ تۇرمۇشى"]}
FOOTER = {"bo": "པར་དབང་ཡོངས་ཁྱབ། ༢༠༢༤ དྲ་ཚིགས་ཀྱི་ལས་ཁུངས།", "ug": "نەشر ھوقۇقى قوغدىلىدۇ. 2024 تور بېكەت ئىشخانىسى"}


def page(lang: str, title: str, body: str, after: str = "") -> str:
    """A news site's page in ``lang``: a header with its menu, ``body`` in the post under the ``<h1>``, ``after``
    under the post, a sidebar of related stories and a footer."""
    direction = " dir='rtl'" if lang == "ug" else ""
    menu = "".join(f"<li><a href='/c/{n}'>{name}</a></li>" for n, name in enumerate(MENU[lang]))
    related = "".join(f"<li><a href='/n/{n}'>{name}</a></li>" for n, name in enumerate(RELATED[lang]))
    return (f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'><title>{title}</title></head>"
            f"<body><header class='site-header'><div class='logo'><a href='/'>logo</a></div><nav class='main-nav'><ul>"
            f"{menu}</ul></nav></header><div class='container'><main class='content'><article class='post'>"
            f"<h1 class='entry-title'>{title}</h1>{body}</article>{after}</main><aside class='sidebar'><ul>{related}"
            f"</ul></aside></div><footer class='site-footer'><p>{FOOTER[lang]}</p></footer></body></html>")


def content(lines: list[str], before: str = "", inside_after: str = "") -> str:
    """The post's body: ``before`` over the paragraphs' box, ``inside_after`` at its end."""
    return f"{before}<div class='entry-content'>{paragraphs(lines)}{inside_after}</div>"


SCRIPT_SWITCH = ("<div class='script-switch'><a href='?s=uey'>ئۇيغۇرچە</a> | <a href='?s=uly'>Uyghurche</a> | "
                 "<a href='?s=usy'>Уйғурчә</a> | <a href='?s=zh'>维吾尔文</a></div>")
# the same bar named anyhow: its links are in three scripts, one each
BO_LANGUAGE_BAR = ("<div class='top-links'><a href='/bo/'>བོད་ཡིག</a> | <a href='/zh/'>中文</a> | "
                   "<a href='/en/'>English</a></div>")
BO_FONT_NOTICE = ("<div class='font-notice'><p>ཡིག་གཟུགས་མི་མངོན་ན། <a href='/font/'>བོད་ཡིག་ཡིག་གཟུགས་ཕབ་ལེན།</a> "
                  "Download Tibetan font</p></div>")
UG_FONT_TIP = ("<div class='font-tip'><p>ئەگەر خەتلەر نورمال كۆرۈنمىسە <a href='/ukij.zip'>UKIJ خەت نۇسخىسىنى چۈشۈرۈش</a>"
               "</p><p><a href='/ime/'>ئۇيغۇرچە كىرگۈزگۈچ (كۇنۇپكا تاختىسى)</a></p></div>")
BO_LANGUAGE_LIST = ("<ul class='language-switcher'><li><a href='/bo/'>བོད་ཡིག</a></li><li><a href='/zh/'>中文</a></li>"
                    "<li><a href='/en/'>English</a></li></ul>")
# the same notice in no box of its name: its link is the font's file
UG_FONT_LINE = "<p>ئەگەر خەتلەر كۆرۈنمىسە <a href='/fonts/ukij.zip'>UKIJ خەت نۇسخىسىنى چۈشۈرۈش</a></p>"
ZH_FONT_HINT = ("<p class='font-hint'>提示：如果藏文显示乱码，请安装藏文字体（Microsoft Himalaya）或使用 Windows 7 以上系统。"
                "</p>")
VERSES = [("བླ་མ་མཁྱེན་ནོ་བླ་མ་མཁྱེན། །དྲིན་ཅན་རྩ་བའི་བླ་མ་མཁྱེན། །", "lama khyen no lama khyen, drinchen tsawé lama khyen",
           "Lama, think of me! Lama, think of me! Kind root teacher, think of me!"),
          ("ཐུགས་རྗེས་བདག་ལ་དགོངས་སུ་གསོལ། །སེམས་ཅན་ཀུན་ལ་བྱམས་པར་ཤོག །", "tukjé dak la gong su sol, semchen kün la jampar shok",
           "Turn your compassion toward me; may love arise for every being.")]
COLOPHON = ("ཞེས་པ་འདི་ནི་མཁན་པོ་བློ་གྲོས་ཀྱིས་ས་ག་ཟླ་བའི་དུས་བཟང་ལ་སྦྱར་བ་དགེ་ལེགས་འཕེལ། "
            "Translated by a small team of volunteers, 2024.")


def dharma_text() -> str:
    """A Lotsawa-House-like text: a view toggle, download buttons, numbered verses (Tibetan, phonetics, translation),
    the colophon, tags and related texts."""
    verses = "".join(f"<div class='verse'><span class='verse-number'>{n + 1}</span><p class='tibetan'>{bo}</p>"
                     f"<p class='phonetics'>{sound}</p><p class='translation'>{en}</p></div>"
                     for n, (bo, sound, en) in enumerate(VERSES))
    body = ("<div class='view-toggle'><a href='#bo'>Tibetan</a> | <a href='#en'>English</a> | "
            "<a class='active' href='#bi'>Bilingual</a></div><div class='downloads'><a class='btn' href='/x.pdf'>"
            "Download PDF</a> <a class='btn' href='/x.epub'>Download EPUB</a></div>"
            f"<div class='text-body'>{verses}<div class='colophon'><p>{COLOPHON}</p></div></div>"
            "<div class='tags'><a href='/tag/kagyu'>Kagyu</a> <a href='/tag/guru-yoga'>Guru Yoga</a></div>")
    related = ("<div class='related-texts'><h3>Related texts</h3><ul><li><a href='/t1'>Prayer to the Lineage</a></li>"
               "<li><a href='/t2'>བྱམས་པའི་སྨོན་ལམ།</a></li></ul></div>")
    return page("bo", "Calling the Lama from Afar", body, related)


def reader_notes() -> str:
    """An 84000-like reader: a glossary term inline, note marks, notes with their "↩" back links."""
    body = ("<div class='translation'><p>དེའི་ཚེ་<span class='glossary-popup'>བྱང་ཆུབ་སེམས་དཔའ</span>་རྣམས་ཀྱིས་ཆོས་ཉན་པར་"
            "འདུས་ནས་ཕྱོགས་བཅུའི་ཞིང་ཁམས་ཀུན་ཏུ་འོད་ཟེར་ཁྱབ་པར་གྱུར་ཏོ།<sup><a href='#n1' id='r1'>1</a></sup></p>"
            "<p>Thus have I heard at one time: the teacher dwelt on Vulture Peak with a great gathering of monks."
            "<sup><a href='#n2' id='r2'>2</a></sup></p></div><div class='footnotes'><ol>"
            "<li id='n1'>ཞིང་ཁམས་ཞེས་པ་ནི་སངས་རྒྱས་ཀྱི་ཞིང་ལ་ཟེར། <a class='footnote-backref' href='#r1'>↩</a></li>"
            "<li id='n2'>Vulture Peak lies near Rajgir in Bihar. <a href='#r2'>↩</a></li></ol></div>")
    return page("bo", "ཆོས་ཀྱི་མདོ།", body)


def ebook_chapter() -> str:
    """A Tibetan e-book chapter: its download row, the text, its tradition and teacher row."""
    body = ("<p class='download-links'><a href='/b.pdf'>PDF ཕབ་ལེན།</a> · <a href='/b.epub'>EPUB ཕབ་ལེན།</a> · "
            f"<a href='/b.mobi'>MOBI</a></p><div class='chapter-text'>{paragraphs(BO[:3])}</div>"
            "<div class='book-meta'><span>Tradition: <a href='/t/nyingma'>Nyingma</a></span> "
            "<span>Teacher: <a href='/p/1'>Patrul Rinpoche</a></span></div>")
    return page("bo", "ལེའུ་དང་པོ། དལ་འབྱོར་རྙེད་དཀའ་བ།", body)


def tool_row(labels: list[str]) -> str:
    """A post's tool row of links."""
    return "<div class='article-tools'>" + " ".join(f"<a href='#t{n}'>{x}</a>" for n, x in enumerate(labels)) + "</div>"


FURNITURE_CASES = [
    ("ug_script_switch", page("ug", "يېزىدىكى ھوسۇل", content(UG, SCRIPT_SWITCH)), UG, ["Uyghurche", "Уйғурчә", "维吾尔文"]),
    ("bo_language_bar_font", page("bo", "ཞིང་པའི་ལོ་ཏོག", content(BO, BO_LANGUAGE_BAR + BO_FONT_NOTICE)), BO,
     ["English", "中文", "Download Tibetan font", "ཡིག་གཟུགས་ཕབ་ལེན"]),
    ("bo_language_list", page("bo", "ཞིང་པའི་ལོ་ཏོག", content(BO, BO_LANGUAGE_LIST)), BO, ["English", "中文"]),
    ("ug_font_tip", page("ug", "مەكتەپتىكى كۇتۇپخانا", content(UG, inside_after=UG_FONT_TIP)), UG, ["UKIJ", "كىرگۈزگۈچ"]),
    ("ug_font_file_link", page("ug", "يېڭى كۇتۇپخانا", content(UG, inside_after=UG_FONT_LINE)), UG, ["UKIJ"]),
    ("bo_zh_font_hint", page("bo", "སློབ་གྲྭའི་གནས་ཚུལ།", content(BO[1:], ZH_FONT_HINT)), BO[1:], ["请安装藏文字体"]),
    ("dharma_text", dharma_text(), [line for verse in VERSES for line in verse] + [COLOPHON],
     ["Download PDF", "Download EPUB", "Bilingual", "Prayer to the Lineage", "Guru Yoga"]),
    ("reader_notes", reader_notes(), ["ཕྱོགས་བཅུའི་ཞིང་ཁམས་ཀུན་ཏུ", "Thus have I heard", "ཞིང་ཁམས་ཞེས་པ་ནི་སངས་རྒྱས་ཀྱི་ཞིང་ལ་ཟེར།",
                                      "Vulture Peak lies near Rajgir in Bihar."], ["↩"]),
    ("ebook_chapter", ebook_chapter(), BO[:3], ["PDF ཕབ་ལེན", "MOBI", "Patrul Rinpoche", "Nyingma"]),
    ("bo_tool_labels", page("bo", "ཞིང་པའི་ལས་ཀ", content(BO) + tool_row(["པར་འདེབས།", "མཉམ་སྤྱོད།", "ཉར་ཚགས།"])), BO,
     ["པར་འདེབས", "མཉམ་སྤྱོད", "ཉར་ཚགས"]),
    ("ug_tool_labels", page("ug", "مەكتەپتىكى يېڭىلىق", content(UG) + tool_row(["بېسىپ چىقىرىش", "ھەمبەھىرلەش", "باھا يېزىش"])),
     UG, ["بېسىپ چىقىرىش", "ھەمبەھىرلەش", "باھا يېزىش"]),
]


@pytest.mark.parametrize(("name", "html", "stay", "go"), FURNITURE_CASES, ids=[case[0] for case in FURNITURE_CASES])
def test_site_furniture_goes_and_the_text_stays(name: str, html: str, stay: list[str], go: list[str]) -> None:
    text = auto_text(html)
    assert [line for line in stay if line not in text] == [], name
    assert [word for word in go if word in text] == [], name


def test_a_verse_is_printed_once() -> None:
    assert auto_text(dharma_text()).count(VERSES[0][0]) == 1


UG_SCRIPTS = ["ئۇيغۇر تىلىنىڭ يېزىقى تارىختا بىر نەچچە قېتىم ئۆزگەرگەن، بۈگۈنكى كۈندە ئەرەب ئېلىپبەسى ئاساسىدىكى يېزىق ئەڭ كەڭ "
              "قوللىنىلىدۇ.", "UEY، ULY ۋە USY دېگەن قىسقارتمىلار ئايرىم-ئايرىم ئەرەب، لاتىن ۋە كىرىل يېزىقلىرىنى كۆرسىتىدۇ.",
              "Uyghurche", "Уйғурчә"]
BO_FONTS = ["བོད་ཡིག་གི་ཡིག་གཟུགས་ཁ་ཤས་ནི་མ་ལག་ནང་དུ་སྔར་ནས་ཡོད། དཔེར་ན་ Microsoft Himalaya ཞེས་པ་དེ་ Windows ནང་ཡོད།",
            "ཡིག་གཟུགས་གསར་པ་ཕབ་ལེན་བྱེད་སྐབས་ཁུངས་ཐུབ་པའི་དྲ་ཚིགས་ནས་ལེན་དགོས། བོད་ཡིག་ཡིག་གཟུགས་ཕབ་ལེན། ཞེས་པའི་མཐེབ་གནོན་ཡོད་ཚད་"
            "ཡིད་ཆེས་མི་རུང་།", "Jomolhari", "Noto Serif Tibetan"]
UG_IME = ["ئۇيغۇرچە كىرگۈزگۈچ ئىشلىتىشنى <a href='/learn'>مەكتەپتە</a> ئۆگەندۇق، ھازىر ھەممەيلەن تېز يازالايدۇ.",
          "كومپيۇتېردا ئۇيغۇرچە يېزىش ئۈچۈن ئالدى بىلەن سىستېمىنىڭ تىل تەڭشىكىنى ئۆزگەرتىش كېرەك، ئاندىن ھەرپلەرنىڭ ئورنىنى "
          "يادلاش لازىم."]
UG_DICTIONARY = ["لۇغەتنى <a href='/uly'>Uyghurche</a> ۋە <a href='/uey'>ئۇيغۇرچە</a> يېزىقلىرىدا ئىزدەشكە بولىدۇ، بۇ "
                 "ئوقۇغۇچىلارغا قولايلىق.", "ھەر بىر سۆزنىڭ ئىزاھاتى ئىككى يېزىقتا بېرىلگەن، مىسال جۈملىلەرمۇ بار."]
PRAYER = [("ཆོས་ཀྱི་སྒོ་འཕར་ཕྱེ་བའི་དུས་སུ། །ཡིད་ཀྱི་མུན་པ་སེལ་བར་ཤོག །",
           "May the darkness of the mind be cleared when the door of the teaching opens."),
          ("ཉི་མ་ཤར་བའི་འོད་ཟེར་བཞིན། །འགྲོ་བའི་སྡུག་བསྔལ་ཞི་བར་ཤོག །",
           "Like the rays of the rising sun, may the suffering of beings be stilled.")]
READING = ["བོད་ཀྱི་ལོ་རྒྱུས།", "中国历史", "History of Tibet"]  # a reading list's titles, one in each script
BOOKS = ["དཔེ་དེབ་འདི་དག་ནི་སློབ་མ་རྣམས་ཀྱིས་ཁྱིམ་དུ་ཀློག་ཆེད་དྲ་ཐོག་ནས་ཕབ་ལེན་བྱེད་ཆོག", "དཔེ་དེབ་དང་པོ། (PDF)",
         "དཔེ་དེབ་གཉིས་པ། (EPUB)"]

FONT_STORY = "<p>ཡིག་གཟུགས་ཕབ་ལེན་བྱེད་ཐབས། <a href='/n/7'>བོད་ཡིག་ཡིག་གཟུགས་ཕབ་ལེན།</a> ཞེས་པའི་རྩོམ་ཡིག་ཀློག་རོགས།</p>"
GUARD_CASES = [
    ("bo_story_linking_a_font_guide", page("bo", "ཡིག་གཟུགས།", content(BO[:2], inside_after=FONT_STORY)),
     BO[:2] + ["ཞེས་པའི་རྩོམ་ཡིག་ཀློག་རོགས།"]),
    ("bo_reading_list_in_three_scripts", page("bo", "ཀློག་དེབ།", content(BO[:1], inside_after="<ul>" + "".join(
        f"<li><a href='/r/{n}'>{title}</a></li>" for n, title in enumerate(READING)) + "</ul>" + paragraphs(BO[1:]))),
     BO + READING),
    ("ug_scripts_essay", page("ug", "ئۇيغۇر يېزىقلىرى", content(UG_SCRIPTS[:2], inside_after=(
        f"<ul><li>{UG_SCRIPTS[2]}</li><li>{UG_SCRIPTS[3]}</li></ul>"))), UG_SCRIPTS),
    ("bo_fonts_essay", page("bo", "བོད་ཡིག་གི་ཡིག་གཟུགས།", content(BO_FONTS[:2], inside_after=(
        f"<ul><li>{BO_FONTS[2]}</li><li>{BO_FONTS[3]}</li></ul>"))), BO_FONTS),
    ("ug_input_method_essay", page("ug", "كىرگۈزگۈچ ھەققىدە", content(UG_IME)),
     ["ئۇيغۇرچە كىرگۈزگۈچ ئىشلىتىشنى مەكتەپتە ئۆگەندۇق", UG_IME[1]]),
    ("ug_dictionary_links", page("ug", "ئىككى يېزىقلىق لۇغەت", content(UG_DICTIONARY)),
     ["Uyghurche ۋە ئۇيغۇرچە يېزىقلىرىدا", UG_DICTIONARY[1]]),
    ("bo_prayer_with_translation", page("bo", "སྨོན་ལམ།", "<div class='entry-content'>" + "".join(
        f"<p>{bo}<br>{en}</p>" for bo, en in PRAYER) + "</div>"), [line for pair in PRAYER for line in pair]),
    ("bo_download_list", page("bo", "སློབ་དེབ།", content([BOOKS[0]], inside_after=(
        f"<ul><li><a href='/1.pdf'>{BOOKS[1]}</a></li><li><a href='/2.epub'>{BOOKS[2]}</a></li></ul>" + paragraphs(BO[:2])))), BOOKS + BO[:2]),
]


@pytest.mark.parametrize(("name", "html", "stay"), GUARD_CASES, ids=[case[0] for case in GUARD_CASES])
def test_prose_in_the_same_words_comes_out_whole(name: str, html: str, stay: list[str]) -> None:
    text = auto_text(html)
    assert [line for line in stay if line not in text] == [], name
