"""Reference texts (``auto.reference_texts``, session 41): a poem's, a song's or a scripture's verses in a box the site
names a verse box ("poem", "lyrics", "verse") are the page's text, though their short ``<br>`` lines read to the
model as a menu's; a linked list of poems, a sidebar's poem of the day and article prose about readers' buttons are
not changed; nor are verses in an unnamed box right under the headline, told by their short lines closing in a
clause's mark. With them, a novel reader's and a sutra reader's navigation rows go and their text stays."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

NAV = "<header><nav class='menu'><a href='/'>མདུན་ངོས།</a><a href='/news'>གསར་འགྱུར།</a><a href='/books'>དཔེ་ཆ།</a></nav></header>"
FOOT = "<footer class='site-footer'><p>© 2025 ཡིག་ཚང་དྲ་ཚིགས། All rights reserved.</p></footer>"


def page(title: str, body: str) -> str:
    """A page of ``body`` under a site menu and over a footer."""
    return f"<html><head><meta charset='utf-8'><title>{title}</title></head><body>{NAV}{body}{FOOT}</body></html>"


def poem_site(title: str, poet: str, verses: list[str], box: str, notes: str, others: list[str]) -> str:
    """A poetry site's page: the title, the poet's line, the verses as ``<br>`` lines in a box of class ``box``, a
    tool row, a note on the poem, and the poet's other poems in a right column."""
    return page(title, "<div class='main3'><div class='left'><div class='sons'><div class='cont'>"
                f"<h1>{title}</h1><p class='source'><a href='/author/1'>{poet}</a></p>"
                f"<div class='{box}'>" + "<br>".join(verses) + "</div></div>"
                "<div class='tool'><a href='#'>收藏</a> <a href='#'>复制</a></div></div>"
                f"<div class='sons'><div class='cont'><p>{notes}</p></div></div></div>"
                "<div class='right'><div class='sons'><h3>其他作品</h3><ul>"
                + "".join(f"<li><a href='/p/{k}'>{o}</a></li>" for k, o in enumerate(others)) + "</ul></div></div></div>")


ZH_VERSES = ["床前明月光，", "疑是地上霜。", "举头望明月，", "低头思故乡。"]
ZH_NOTES = "这首诗写的是在寂静的月夜思念家乡的感受，前两句写诗人在他乡一刹那间所产生的错觉。"
UG_VERSES = ["تاغلاردىن ئاققان سۇلاردەك،", "ئەسلىدىم سېنى ھەر كۈنى،", "يۇلتۇزلار چاقنار ئاسماندا،", "كۆزلىرىڭ ئوخشار ئۇلارغا."]
UG_NOTES = "بۇ ناخشا تېكىستى يىراقتىكى يۇرتنى سېغىنىش ھەققىدە بولۇپ، خەلق ئارىسىدا كەڭ تارقالغان."
BO_VERSES = ["མཚོ་སྔོན་པོའི་ངོས་ལ་ཟླ་བ་དཀར་པོ་ཤར། །", "རི་བོ་གངས་ཅན་སྟེང་དུ་སྤྲིན་དཀར་འཁྱམས། །",
             "ཕ་ཡུལ་གྱི་དྲན་པ་སེམས་ལ་ཤར་བའི་ཚེ། །", "ཨ་མའི་གླུ་དབྱངས་རྣ་བར་ད་དུང་གྲག །"]
BO_NOTES = "སྙན་ངག་འདི་ནི་ཕ་ཡུལ་ནས་ཐག་རིང་དུ་གནས་པའི་རྩོམ་པ་པོས་ཕ་ཡུལ་དྲན་ནས་བྲིས་པ་ཞིག་ཡིན།"


@pytest.mark.parametrize(("title", "verses", "box", "notes"), [
    ("静夜思", ZH_VERSES, "poem-text", ZH_NOTES),
    ("تاغ سۈيى", UG_VERSES, "song-lyrics", UG_NOTES),
    ("ཕ་ཡུལ་གྱི་དྲན་པ།", BO_VERSES, "verse", BO_NOTES),
    ("Moon", ["the moon on my bed,", "like frost on the ground,", "I look up at the moon,", "and think of home."],
     "poem", "A short poem about a night far from home, written in the plain words of a letter."),
    # unnamed boxes: the verses under the headline, told by their lines (``keep_headed_verse_blocks``)
    ("静夜思", ZH_VERSES, "contson", ZH_NOTES),
    ("ཕ་ཡུལ་གྱི་དྲན་པ།", BO_VERSES, "text-body", BO_NOTES),
    ("تاغ سۈيى", UG_VERSES, "body", UG_NOTES),
])
def test_a_named_verse_box_keeps_its_lines(title: str, verses: list[str], box: str, notes: str) -> None:
    text = auto_text(poem_site(title, "诗人", verses, box, notes, ["将进酒", "蜀道难", "望庐山瀑布"]))
    for verse in verses:
        assert verse in text
    assert notes in text
    assert "蜀道难" not in text


STORY = ["ཉིན་འདིར་གྲོང་ཁྱེར་གྱི་དཔེ་མཛོད་ཁང་དུ་སྙན་ངག་གི་འཛོམས་འདུ་ཞིག་བཙུགས་ཤིང་། རྩོམ་པ་པོ་གསར་པ་སུམ་ཅུ་ལྷག་ཞུགས།",
         "ཚོགས་འདུའི་ཐོག་རྩོམ་པ་པོ་ཚོས་རང་ཉིད་ཀྱི་སྙན་ངག་ཀློག་འདོན་བྱས་པ་མ་ཟད། བོད་ཀྱི་སྙན་ངག་གི་མ་འོངས་པའི་སྐོར་གྲོས་བསྡུར་བྱས།",
         "འཛོམས་འདུ་འདི་ལོ་ལྟར་གཅིག་རེ་འཚོགས་རྒྱུའི་གཏན་འཁེལ་བྱས་ཡོད།"]


def test_a_sidebar_poem_and_a_linked_list_of_poems_stay_out() -> None:
    text = auto_text(page("སྙན་ངག་གི་འཛོམས་འདུ།", "<div class='wrap'><main class='content'><article class='post'>"
        "<h1 class='entry-title'>སྙན་ངག་གི་འཛོམས་འདུ།</h1><div class='entry-content'>"
        + "".join(f"<p>{line}</p>" for line in STORY) + "</div></article></main>"
        "<aside class='sidebar widget-area'><section class='widget'><h3 class='widget-title'>དེ་རིང་གི་སྙན་ངག</h3>"
        "<div class='poem-of-the-day'>རླུང་རྟ་དཀར་པོ་ནམ་མཁའ་ལ་འཕུར། །<br>སྨོན་ལམ་བཟང་པོ་ཕྱོགས་བཅུར་ཁྱབ། །</div></section>"
        "<section class='widget'><h3 class='widget-title'>སྙན་ངག་གསར་པ།</h3><ul><li class='poem'><a href='/p/7'>ཟླ་བའི་གླུ།</a>"
        "</li><li class='poem'><a href='/p/8'>མཚོའི་གཏམ།</a></li></ul></section></aside></div>"))
    for line in STORY:
        assert line in text
    assert "རླུང་རྟ་དཀར་པོ" not in text and "ཟླ་བའི་གླུ" not in text


ZH_CHAPTER = ["清晨的雾气还没有散去，林远推开木门，看见院子里落满了昨夜的桃花。",
              "他想起师父临走前说过的话：山下的路比山上的路更难走，心里要有一盏灯。",
              "走到半山腰的时候，他听见林子深处传来一阵奇怪的铃声，像是有人在呼唤他的名字。"]
UG_CHAPTER = ["ئەتىگەندە قار يېغىپ، كەنت ئاپئاق بولۇپ كەتكەنىدى. ئەخمەت ئىشىكنى ئېچىپ، ھويلىدىكى ئۈجمە دەرىخىگە قارىدى.",
              "ئانىسى ئوچاق بېشىدا نان يېقىۋاتاتتى، ئۆيگە ئىسسىق ناننىڭ خۇش پۇرىقى تارقالغانىدى.",
              "ئەخمەت بېشىنى لىڭشىتىپ، ئاتىسىدىن قالغان كونا چاپاننى كىيىپ يولغا چىقتى."]


@pytest.mark.parametrize(("title", "lines", "row", "nav"), [
    ("第一百章 山下的铃声", ZH_CHAPTER, "<a href='/b/99'>上一章</a> ← <a href='/b/'>章节目录</a> → "
     "<a href='/b/101'>下一章</a> <a href='javascript:addBookMark()'>加入书签</a>", ["上一章", "加入书签"]),
    ("12-باب: قارلىق ئەتىگەن", UG_CHAPTER, "<a href='/n/11'>ئالدىنقى باب</a> <a href='/n/'>مۇندەرىجە</a> "
     "<a href='/n/13'>كېيىنكى باب</a>", ["ئالدىنقى باب", "كېيىنكى باب"]),
])
def test_a_chapter_reader_keeps_the_chapter_not_its_navigation(title: str, lines: list[str], row: str,
                                                                nav: list[str]) -> None:
    rows = f"<div class='chapter-nav'>{row}</div>"
    text = auto_text(page(title, f"<div class='reader'><h1>{title}</h1>{rows}<div id='content'>"
                                 + "<br><br>".join(lines) + f"</div>{rows}</div>"))
    for line in lines:
        assert text.count(line) == 1
    for label in nav:
        assert label not in text


@pytest.mark.parametrize("paragraphs", [
    ["我常常在深夜读网络小说，读到一章的结尾，总忍不住点“下一章”，一直读到天亮。",
     "后来我学会了“加入书签”，把没读完的地方留到第二天，这个小小的按钮改变了我的作息。",
     "上一章和下一章之间，其实是作者留给读者喘息的地方，好的小说懂得在这里停顿。"],
    ["ئاھاڭى: بۇ سۆز ئۇيغۇر مۇزىكىسىدا مۇھىم ئورۇن تۇتىدۇ، ناخشىنىڭ ئاھاڭى بىلەن تېكىستى بىر-بىرىگە ماس كېلىشى كېرەك.",
     "مەن كىچىك ۋاقتىمدا بوۋامنىڭ دۇتار چېلىپ ناخشا ئېيتقانلىرىنى ئاڭلاپ چوڭ بولدۇم، ئۇنىڭ ئاۋازى ھېلىھەم قۇلىقىمدا.",
     "تېكىستى ئاددىي، ئەمما مەنىسى چوڭقۇر ناخشىلار ئەۋلادتىن-ئەۋلادقا يەتكۈزۈلۈپ كەلمەكتە."],
    ["ལོ་རྒྱུས་ཀྱི་ཡིག་ཆ་ཁག་ནང་། ལེའུ་སྔ་མ་དང་ལེའུ་རྗེས་མའི་བར་གྱི་འབྲེལ་བ་ལ་ཞིབ་འཇུག་བྱས་ན། རྩོམ་པ་པོས་གཏམ་རྒྱུད་ཀྱི་རིམ་པ་ཤེས་ཐུབ།",
     "དཔེ་ཆ་འདིའི་ལེའུ་གཉིས་པའི་ནང་། ཨ་མའི་གླུ་དབྱངས་དང་ཕ་ཡུལ་གྱི་དྲན་པ་ཞེས་པའི་བརྗོད་གཞི་གཉིས་གཙོ་བོར་བཀོད་ཡོད།",
     "མཇུག་བསྡུས་ན། ཡིག་ཆ་འདི་དག་ནི་བོད་ཀྱི་རིག་གཞུང་ཤེས་པའི་ཆེད་དུ་རིན་ཐང་ཆེན་པོ་ལྡན།"],
])
def test_an_essay_in_a_readers_words_comes_out_whole(paragraphs: list[str]) -> None:
    text = auto_text(page("essay", "<article class='post'><h1 class='entry-title'>essay</h1><div class='entry-content'>"
                                   + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div></article>"))
    for paragraph in paragraphs:
        assert paragraph in text
