"""The page-level gates of the ladder's class-named steps (``auto.page_memo.class_text``, ``mega_menus``,
``tag_links``): a step passed over on a page that names nothing it reads still fires where its name hides from the
quick test: a mega menu named by its id alone, in capitals; a tag row whose addresses are in capitals; a page
whose class names are not ASCII (no gate: the walk reads every name)."""

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
