"""The main container (the box whose blocks carry the most text less link text) is a box of blocks: a site's footer
of licence and contact lines set between links in one block outweighs a short article's box, yet it is no box of a
text. With the footer taken for the main container, the article's paragraph lost its place in the main text and a
column of teaser titles beside it was kept (extraction-dev: a Uyghur article-zh page 0.38, its Tibetan twin, whose
footer carried more link text, 0.72)."""

from __future__ import annotations

from html import escape

import pytest

from extract.algorithms._blocks import block_owner
from extract.algorithms.auto.features import _block_text, _main_container
from tests.extraction_pages import auto_lines, body_dom, lang_page

# each language: a short article of one paragraph, the titles of eight other articles beside it, and the footer's
# licence, address and contact lines (our own sentences)
ARTICLE = {
    "bo": "གྲོང་གསེབ་ཀྱི་སློབ་གྲྭ་ཆུང་ཆུང་དེར་ལོ་འདིར་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་ཁ་ཕྱེ་བ་དང་། སློབ་མ་རྣམས་ཀྱིས་ཉིན་རེ་བཞིན་"
          "དགོང་མོ་དཔེ་ཆ་ཀློག་ཏུ་འོང་གི་ཡོད། དགེ་རྒན་གྱིས་དཔེ་ཆ་གསར་པ་བརྒྱ་ལྷག་ཉོས་ཡོད།",
    "ug": "يېزىدىكى كىچىك مەكتەپتە بۇ يىل يېڭى كۇتۇپخانا ئېچىلدى، ئوقۇغۇچىلار ھەر كۈنى چۈشتىن كېيىن كىتاب ئوقۇشقا "
          "كېلىدىغان بولدى. ئوقۇتقۇچىلار يۈزدىن ئارتۇق يېڭى كىتاب سېتىۋالدى.",
    "zh": "村里的小学今年开了一间新图书室，学生们每天下午放学以后都来这里看书。老师们买了一百多本新书，"
          "还请家长们周末来帮忙整理书架。",
    "en": "The village school opened a small library this spring, and the pupils now come every afternoon to read. "
          "The teachers bought more than a hundred new books and asked the parents to help with the shelves.",
}
TEASERS = {
    "bo": ["འབྲོག་པའི་ཕྲུ་གུ་ཚོས་ལོ་འདིར་སློབ་གྲྭར་ཞུགས་པའི་གནས་ཚུལ།", "ཆུ་མིག་གསར་པ་བཏོད་ནས་གྲོང་ཚོ་ཡོངས་ལ་ཆུ་གཙང་ཐོབ།",
           "དགུན་ཁའི་དུས་སུ་ལུག་ཁྱུ་རྣམས་ལ་རྩྭ་གསོག་འཇོག་བྱེད་ཐབས།", "ཞིང་པ་རྣམས་ཀྱིས་ནས་ཀྱི་རིགས་གསར་པ་ཞིག་ཚོད་ལྟ་བྱས།",
           "གྲོང་ཁྱེར་གྱི་ལམ་ཆེན་གསར་པ་ཟླ་བ་འདིར་ལས་གྲུབ་པ།", "ས་གནས་ཀྱི་སྨན་ཁང་དུ་སྨན་པ་གསར་པ་གཉིས་ཡོང་།",
           "གཞོན་ནུ་རྣམས་ཀྱི་གླུ་གཞས་འགྲན་བསྡུར་ལ་མི་མང་པོ་འཛོམས།", "ལོ་རྒྱུས་ཀྱི་དཔེ་ཆ་གསར་པ་ཞིག་པར་དུ་བསྐྲུན།"],
    "ug": ["چارۋىچىلارنىڭ بالىلىرى بۇ يىل مەكتەپكە كىردى", "يېڭى بۇلاق قېزىلىپ پۈتۈن كەنت پاكىز سۇ ئىچتى",
           "قىشتا قوي پادىلىرىغا ئوت-چۆپ ساقلاش ئۇسۇللىرى", "دېھقانلار يېڭى بىر خىل ئارپىنى سىناپ تېرىدى",
           "شەھەرنىڭ يېڭى چوڭ يولى بۇ ئاي پۈتتى", "يېزا دوختۇرخانىسىغا ئىككى يېڭى دوختۇر كەلدى",
           "ياشلار ناخشا مۇسابىقىسىگە نۇرغۇن كىشى يىغىلدى", "يېڭى بىر تارىخ كىتابى نەشر قىلىندى"],
    "zh": ["牧民的孩子们今年都上了学", "新泉眼打通以后全村喝上了干净水", "冬天给羊群储备草料的几个办法",
           "农民们试种了一种新的青稞", "城里的新大路这个月完工了", "乡卫生院来了两位新医生",
           "青年歌唱比赛吸引了很多观众", "一本新的地方史出版了"],
    "en": ["The herders' children all started school this year", "A new spring brings clean water to the whole village",
           "Ways to store hay for the flocks in winter", "Farmers try a new kind of barley",
           "The new road through town opened this month", "Two new doctors join the township clinic",
           "The youth singing contest drew a large crowd", "A new local history book is published"],
}
FOOTER = {  # (lines of the footer, words of its links)
    "bo": (["དྲ་ཚིགས་འདིའི་རྩོམ་ཡིག་ཚང་མའི་པར་དབང་ལས་ཁུངས་ལ་ཡོད་པས་ཆོག་མཆན་མེད་པར་བསྐྱར་སྤེལ་མི་ཆོག",
            "ལས་ཁུངས་ཀྱི་ཁ་བྱང་ནི་གྲོང་ཁྱེར་ལྷོ་ཕྱོགས་ཀྱི་ལམ་ཆེན་ཨང་བཅུ་གཉིས་པ་ཡིན་ཞིང་ཞོགས་པ་ནས་དགོང་མོའི་བར་ཁ་ཕྱེ་ཡོད།",
            "རྩོམ་ཡིག་སྐོར་གྱི་དྲི་བ་ཡོད་ན་ཁ་པར་ཡང་ན་གློག་འཕྲིན་བརྒྱུད་ནས་རྩོམ་སྒྲིག་ཁང་ལ་འབྲེལ་བ་གནང་རོགས།",
            "དྲ་ཚིགས་འདི་ནི་ལོ་ལྟར་ས་གནས་ཀྱི་རིག་གནས་ལས་ཁུངས་ཀྱིས་རོགས་དངུལ་བཏང་ནས་འཛིན་སྐྱོང་བྱེད་བཞིན་ཡོད།",
            "རྩོམ་པ་པོ་རྣམས་ཀྱིས་རང་ཉིད་ཀྱི་རྩོམ་ཡིག་གློག་འཕྲིན་བརྒྱུད་ནས་རྩོམ་སྒྲིག་ཁང་ལ་བསྐུར་ཆོག་ལ་ཟླ་རེར་གདམ་ག་བྱེད།"],
           ["ང་ཚོའི་སྐོར།", "འབྲེལ་གཏུག", "ཆོག་མཆན།"]),
    "ug": (["بۇ تور بېكەتتىكى بارلىق ماقالىلەرنىڭ نەشر ھوقۇقى ئىدارىگە تەۋە، رۇخسەتسىز كۆچۈرۈپ بېسىشقا بولمايدۇ.",
            "ئىدارىنىڭ ئادرېسى شەھەرنىڭ جەنۇبىدىكى چوڭ يولنىڭ ئون ئىككىنچى نومۇرىدا، ئەتىگەندىن كەچكىچە ئوچۇق.",
            "ماقالىلەر ھەققىدە سوئالىڭىز بولسا تېلېفون ياكى ئېلخەت ئارقىلىق تەھرىر بۆلۈمى بىلەن ئالاقىلىشىڭ.",
            "بۇ تور بېكەتنى ھەر يىلى يەرلىك مەدەنىيەت ئىدارىسى ياردەم بېرىپ باشقۇرۇپ كېلىۋاتىدۇ.",
            "ئاپتورلار ئۆز ماقالىلىرىنى ئېلخەت ئارقىلىق تەھرىر بۆلۈمىگە ئەۋەتسە بولىدۇ، ھەر ئايدا تاللاش ئېلىپ بېرىلىدۇ."],
           ["بىز ھەققىدە", "ئالاقە", "ئىجازەتنامە"]),
    "zh": (["本网站所有文章的版权归编辑部所有，未经许可不得转载或者摘编，违者将依法追究责任。",
            "编辑部地址在城南大路十二号，每天上午八点到下午六点对外开放，节假日照常办公。",
            "如果您对文章有任何疑问，欢迎通过电话或者电子邮件与编辑部联系，我们会尽快答复。",
            "本网站由当地文化馆每年资助运营，所有文章都经过编辑部审核以后才会发布。",
            "作者可以通过电子邮件把自己的文章寄给编辑部，我们每个月选登一次，稿酬另行通知。"],
           ["关于我们", "联系我们", "许可证"]),
    "en": (["Every article on this site belongs to the editorial office and may not be reprinted without its written "
            "permission.",
            "The office stands at number twelve on the south road of the town and is open from eight in the morning to "
            "six in the evening.",
            "If you have a question about an article, write to the editors or call them, and they will answer soon.",
            "The local cultural office supports the site every year, and every article is read by the editors first.",
            "Writers may send their articles to the editors by email; a choice is made once a month and published."],
           ["About us", "Contact", "Licence"]),
}


def short_article_page(lang: str) -> str:
    """A portal's article page: a menu, the headline and one paragraph in the article's box, the titles of other
    articles in a column beside it, then the footer: its lines and links in one block (``FOOTER``)."""
    lines, links = FOOTER[lang]
    menu = "".join(f'<li><a href="/c/{n}">{escape(word)}</a></li>' for n, word in enumerate(links))
    teasers = "".join(f'<li><a class="title" href="/a/{n}">{escape(title)}</a></li>'
                      for n, title in enumerate(TEASERS[lang]))
    anchors = " ".join(f'<a href="/p/{n}">{escape(word)}</a>' for n, word in enumerate(links))
    footer = "<br>".join([escape(lines[0]), anchors, *map(escape, lines[1:])])
    body = (f'<ul class="menu">{menu}</ul><div class="wrap"><div class="left"><h2>{escape(TEASERS[lang][0][:8])}</h2>'
            f'<div class="article-content"><p>{escape(ARTICLE[lang])}</p></div></div>'
            f'<div class="right"><div class="about-title">{escape(links[0])}</div><ul class="about">{teasers}</ul>'
            f'</div></div><div class="copy">{footer}</div>')
    return lang_page(lang, escape(TEASERS[lang][0]), body)


def main_text(body: str) -> str:
    """The text of the main container ``auto`` finds (``_main_container``: the box the ``in_main`` feature reads) in
    a page whose ``<body>`` is ``body``."""
    dom = body_dom(body)
    owner = block_owner(dom)
    btext, blink, _ = _block_text(dom, owner)
    blocks = [i for i in range(len(dom)) if btext[i] > 0]
    main = _main_container(dom, blocks, btext, blink)
    return "".join(dom.elements[main].itertext())


@pytest.mark.parametrize("lang", sorted(ARTICLE))
def test_a_footer_block_of_lines_and_links_is_no_main_container(lang: str) -> None:
    # the footer's one block carries more text less link text than the article's box: the article's box is chosen
    page = short_article_page(lang)
    main = main_text(page.split("<body>", 1)[1].split("</body>", 1)[0])
    assert ARTICLE[lang] in main
    assert FOOTER[lang][0][0] not in main
    lines = auto_lines(page)
    assert ARTICLE[lang] in lines
    assert not any(title in line for title in TEASERS[lang] for line in lines)


LONG = ARTICLE["en"] * 3  # a text longer than any box around it
MENU = '<ul class="nav"><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul>'
# Pages where the rule must not move the main container off the text (the text's box holds it)
KEPT_BOXES = {
    # a one-block article with a link in its text: its box holds the heading too
    "linked-article": (f'{MENU}<div id="story"><h1>Library</h1><div>{LONG} See <a href="/more">the school</a>.</div>'
                       f'</div>', LONG),
    # a legacy table page: the text in one cell, lines between <br>, no link
    "table-cell": (f'<table><tr><td>{MENU}</td><td>{LONG}<br>{LONG}</td></tr></table>', LONG),
    # a page of one block, links and all: nothing else can hold the text
    "one-block": (f'<div>{LONG} <a href="/a">More</a></div>', LONG),
    # a box of two linked blocks (a heading and a paragraph with a link) is a box of blocks
    "two-linked-blocks": (f'{MENU}<div class="post"><h2><a href="/p">Library</a></h2><p>{LONG} <a href="/s">School</a>'
                          f'</p></div>', LONG),
    # an unlinked footer line beside a short article: no link, the rule reads nothing (the old choice stands)
    "unlinked-footer": (f'<div class="article"><p>{ARTICLE["en"]}</p></div><div class="copy">{LONG}</div>', LONG),
}


@pytest.mark.parametrize("name", sorted(KEPT_BOXES))
def test_the_text_stays_in_the_main_container(name: str) -> None:
    body, text = KEPT_BOXES[name]
    assert text in main_text(body)
