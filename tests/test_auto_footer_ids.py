"""A page footer named by its id ("ft", "footer") or by the ARIA landmark role ``contentinfo`` is left out, as a
``<footer>`` is: its link line ("About | Contact | Rules") and its credit line are the site's, not the thread's."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored, lang_page

# each language: three posts of a thread about a village's spring water (our own sentences)
POSTS = {
    "bo": ["ང་ཚོའི་གྲོང་གསེབ་ཀྱི་ཆུ་མིག་དེ་དཔྱིད་ཀར་ཡང་བསྐྱར་འབབ་འགོ་ཚུགས་སོང་། ཆུ་དེ་གཙང་མ་ཡོད་དམ།",
           "ཆུ་དེ་འཐུང་གོང་ལ་སྐོལ་དགོས། སྔོན་ལ་སྨན་ཁང་གིས་ཞིབ་བཤེར་བྱས་ན་ཡག",
           "ལོ་ལྟར་ས་ཆུ་ཞུ་དུས་ཆུ་མིག་ལ་རྫབ་འདྲེས་ཀྱི་ཡོད་པས་ཟླ་བ་གཅིག་སྒུག་ན་ལེགས།"],
    "ug": ["كەنتىمىزدىكى بۇلاق ئەتىيازدا يەنە ئېقىشقا باشلىدى. سۈيى پاكىزمۇ؟",
           "ئىچىشتىن بۇرۇن قاينىتىش كېرەك، ئالدى بىلەن دوختۇرخانىغا تەكشۈرتسەك ياخشى.",
           "ھەر يىلى قار ئېرىگەندە بۇلاققا لاي ئارىلىشىدۇ، بىر ئاي ساقلىساق بولىدۇ."],
    "zh": ["我们村的泉水开春又开始流了，水干净吗？", "喝之前要烧开，最好先请卫生院化验一下。",
           "每年雪化的时候泉水里会混进泥沙，等一个月再用比较好。"],
}
LINKS = {  # the footer's link line: about us, contact, rules
    "bo": ["ང་ཚོའི་སྐོར།", "འབྲེལ་གཏུག", "སྒྲིག་སྲོལ།"],
    "ug": ["بىز ھەققىدە", "ئالاقە", "قائىدە"],
    "zh": ["关于我们", "联系我们", "论坛规则"],
}
CREDIT = "Powered by our board · GMT+8"
# the footer's wrapper: Discuz! X / the YUI page template's "div#ft", the common "div#footer", the ARIA landmark
FOOTER_MARKUP = {
    "id-ft": '<div id="ft">{0}</div>',
    "id-footer": '<div id="footer" class="wrap">{0}</div>',
    "role-contentinfo": '<div class="bottom-wrap" role="contentinfo">{0}</div>',
}


def thread(lang: str, footer: str) -> str:
    """A thread of three posts, then the site's footer in ``FOOTER_MARKUP[footer]``."""
    posts = "".join(f'<div class="post" id="p{n}"><div class="content">{escape(text)}</div></div>'
                    for n, text in enumerate(POSTS[lang]))
    links = " | ".join(f'<a href="/page/{n}">{escape(link)}</a>' for n, link in enumerate(LINKS[lang]))
    box = FOOTER_MARKUP[footer].format(f"<p>{links}</p><p>{escape(CREDIT)}</p>")
    return lang_page(lang, "thread", f'<div id="main">{posts}</div>{box}')


@pytest.mark.parametrize("footer", sorted(FOOTER_MARKUP))
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_footer_named_by_its_id_or_landmark_is_left_out(lang: str, footer: str) -> None:
    # every block passes the model: the footer's name alone leaves its lines out
    lines = kept_lines_scored(thread(lang, footer), {}, KEPT)
    assert all(text in lines for text in POSTS[lang])
    assert not any(link in line for link in LINKS[lang] for line in lines)


@pytest.mark.parametrize("name", ["footnote", "ft-box", "page-footer-wrap"])
def test_other_ids_are_no_footer(name: str) -> None:
    # only the whole id names the footer: "footnote", "ft-box" are other boxes
    markup = thread("zh", "id-ft").replace('id="ft"', f'id="{name}"')
    lines = kept_lines_scored(markup, {}, KEPT)
    assert any(LINKS["zh"][0] in line for line in lines)


# an article's own notes, set in a box so named inside the article beside its headline (our own sentences)
NOTES = {
    "bo": "མཆན། ཡིག་ཚགས་འདི་ཡུལ་མི་བཞི་ལ་དྲི་བ་བཏང་ནས་བྲིས་པ་ཡིན།",
    "ug": "ئىزاھات: بۇ ماقالە تۆت يېزا ئاھالىسى بىلەن سۆھبەتلىشىش ئاساسىدا يېزىلدى.",
    "zh": "注：本文根据对四位村民的访谈写成，初稿发表于村里的墙报。",
}


@pytest.mark.parametrize("footer", sorted(FOOTER_MARKUP))
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_an_articles_own_footer_beside_its_headline_is_kept(lang: str, footer: str) -> None:
    # the box sits in the article, beside its <h1>: the article's notes, not the page's footer (review h143)
    notes = FOOTER_MARKUP[footer].format(f"<p>{escape(NOTES[lang])}</p>")
    article = (f'<div class="article"><h1>{escape(POSTS[lang][0][:12])}</h1>'
               + "".join(f"<p>{escape(text)}</p>" for text in POSTS[lang]) + f"{notes}</div>")
    markup = thread(lang, "id-ft").replace('<div id="main">', f'<div id="main">{article}', 1)
    lines = kept_lines_scored(markup, {}, KEPT)
    assert NOTES[lang] in lines
    assert not any(link in line for link in LINKS[lang] for line in lines)
