"""The ladder's quick tests before a step's walk (``auto.page_memo.class_text``, the joined class names a page's
steps read; ``tag_links``, a list's items read until one is no tag link): a rule still fires where its name hides
from such a test: a mega menu named by its id alone, in capitals; a page whose class names are not ASCII (no gate:
the walk reads every name); a tag row whose addresses are in capitals; a quote header in a box named a quote in
capitals, no <blockquote> on the page (``quote_headers``: the gate reads the page's class names)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines

# a post of two paragraphs per language (our own)
POSTS = {
    "en": ["We drove up the valley all day and reached the little town under the pass at dusk, where only one inn "
           "still had its lights on.",
           "Next morning the innkeeper made us tea and drew a map of the way to the lake, telling us to be back "
           "before dark."],
    "bo": ["ང་ཚོས་ལུང་པའི་ནང་ནས་ཉིན་གང་པོར་རླངས་འཁོར་བཏང་ནས་དགོང་མོ་རི་རྩར་ཡོད་པའི་གྲོང་རྡལ་ཆུང་ཆུང་ཞིག་ལ་སླེབས།",
           "ཕྱི་ཉིན་ཞོགས་པར་མགྲོན་ཁང་གི་བདག་པོས་ང་ཚོར་ཇ་བཟོས་ནས་མཚོ་འགྲམ་དུ་འགྲོ་བའི་ལམ་གྱི་ས་ཁྲ་ཞིག་བྲིས་བྱུང་།"],
    "zh": ["我们沿着河谷开了一整天的车，傍晚才到达山脚下的小镇，镇上只有一家客栈还亮着灯。",
           "第二天一早，老板给我们煮了酥油茶，又画了一张去湖边的路线图，叮嘱我们天黑前一定要回来。"],
    "ug": ["بىز ۋادا بويلاپ كۈن بويى ماشىنا ھەيدەپ، كەچقۇرۇن تاغ ئېتىكىدىكى كىچىك بازارغا يېتىپ كەلدۇق.",
           "ئەتىسى ئەتىگەندە مېھمانخانا خوجايىنى بىزگە چاي دەملەپ، كۆل بويىغا بارىدىغان يولنىڭ خەرىتىسىنى سىزىپ بەردى."],
}
TEASER = ("A weekly conversation with owners of small firms about cash, hiring and the questions that keep them "
          "awake at night.")
TAGS = ["road trip", "cars", "mountains"]


def _page(lang: str, panel: str, post_class: str = "post", tag_href: str = "") -> str:
    """A post under a site header whose menu opens ``panel`` (its attributes) holding a teaser; with a row of tag
    links to ``tag_href``… when given."""
    body = "".join(f"<p>{p}</p>" for p in POSTS[lang])
    tags = ", ".join(f"<a href='{tag_href}t{k}'>{tag}</a>" for k, tag in enumerate(TAGS)) if tag_href else ""
    return (f"<html lang='{lang}'><head><title>trip</title></head><body><header><nav><ul>"
            f"<li><a href='/services'>Services</a><div {panel}><ul><li><a href='/audit'>Audit</a></li>"
            "<li><a href='/tax'>Tax</a></li></ul>"
            f"<div><h4>The Ledger podcast</h4><p>{TEASER}</p><a href='/podcast'>Listen now</a></div></div></li>"
            "<li><a href='/about'>About</a></li></ul></nav></header>"
            f"<div class='{post_class}'><h1>trip</h1>{body}</div><div>{tags}</div>"
            "<footer>© 2026 trip blog</footer></body></html>")


PANELS = {
    "id_in_capitals": ("id='MegaMenu'", "post"),
    "class_beside_tibetan_classes": ("class='mega-menu-panel'", "post ཡིག་ཆ"),
    "class_beside_uyghur_classes": ("class='Mega_Dropdown'", "ماقالە post"),
}


@pytest.mark.parametrize("lang", sorted(POSTS))
@pytest.mark.parametrize("case", sorted(PANELS))
def test_a_mega_menu_s_teaser_is_left_out_however_named(case: str, lang: str) -> None:
    panel, post_class = PANELS[case]
    lines = auto_lines(_page(lang, panel, post_class))
    assert all(paragraph in lines for paragraph in POSTS[lang])
    assert TEASER not in lines


@pytest.mark.parametrize("lang", sorted(POSTS))
@pytest.mark.parametrize("href", ["/TAG/", "/blog/Tagged/", "/search?TAGS="])
def test_a_row_of_tag_links_in_capitals_is_left_out(lang: str, href: str) -> None:
    lines = auto_lines(_page(lang, "class='sub-menu'", tag_href=href))
    assert all(paragraph in lines for paragraph in POSTS[lang])
    assert ", ".join(TAGS) not in lines


# a board's reply quoting a post in a box its class names a quote (in capitals, no <blockquote>): the header line
# before the quoted text goes, the quoted text and the reply stay (our own sentences)
BOARD_QUOTES = {
    "zh": ("原帖由 <i>卓玛</i> 于 2024-1-5 10:21 发表", "最好先不要翻动，找无酸纸做的盒子装起来，放在阴凉干燥的地方。",
           "同意楼上。还可以联系当地的图书馆，有些图书馆有专门的古籍修复室，可以免费咨询。"),
    "en": ("Originally Posted by <i>tenzin</i> on 2024-1-5 10:21", "Do not unwrap them yet; keep them in an acid-free "
           "box in a cool, dry room.", "Agreed. The town library also has a restoration room and will advise for free."),
}


@pytest.mark.parametrize("box", ["QuoteBlock", "bbcode_Quote"])
@pytest.mark.parametrize("lang", sorted(BOARD_QUOTES))
def test_a_board_s_quote_header_in_a_box_named_a_quote_goes(lang: str, box: str) -> None:
    header, quoted, reply = BOARD_QUOTES[lang]
    markup = (f"<html lang='{lang}'><head><title>old books</title></head><body><main><h1>old books</h1>"
              f"<div class='t_msgfont'><div class='{box}'>{header}<br>{quoted}</div>{reply}</div></main>"
              "<footer>© 2026 board</footer></body></html>")
    lines = auto_lines(markup)
    assert quoted in lines and any(reply in line for line in lines)
    assert not any("2024-1-5" in line for line in lines)
