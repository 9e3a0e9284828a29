"""An article's <h1> is its title even when a stray short line was kept above it (``auto.headline._headline_start``)."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto.headline import HEADLINE_LEAD_CHARS, drop_headline
from extract.dom import build_dom
from tests.extraction_pages import PARAGRAPHS, TITLES, article_page

# a video player's or a share tool's few words the model let through above a story's title (own sentences)
LEAD = {"bo": "བརྙན་འཕྲིན་ལྟ།", "ug": "سىن كۆرۈش", "zh": "观看视频"}
# a lead too long to be a stray label: the page's own first paragraph above its h1 (own sentences, 40+ characters)
LONG_LEAD = {
    "bo": "དེ་རིང་ང་ཚོའི་གྲོང་གསེབ་ཏུ་ཆར་པ་ཆེན་པོ་བབས་པས་ཞིང་ཁ་ཚང་མ་ཆུ་ཡིས་ཁེངས་ཤིང་། ཨ་མས་ཕྱུགས་རྣམས་རི་ལ་ཁྲིད་སོང་།",
    "ug": "بۈگۈن يېزىمىزغا قاتتىق يامغۇر يېغىپ، ئېتىزلارنىڭ ھەممىسىنى سۇ بېسىپ كەتتى، ئانام ماللارنى تاغقا ھەيدەپ كەتتى.",
    "zh": "今天我们村里下了一场大雨，田地全都被水淹没了，母亲一早就把牛羊赶到了山上去，父亲在家里修补漏雨的屋顶。",
}


def _page_with_lead(lang: str, lead: str) -> str:
    """A long article whose <h1> follows a short classed line in its own box (a player's caption)."""
    paragraphs = [f"{p} ({n})" for n in range(1, 5) for p in PARAGRAPHS[lang]]
    page = article_page(lang, paragraphs)
    return page.replace('<h1 class="post-title">', f'<div class="player-caption"><p>{lead}</p></div><h1 class="post-title">', 1)


def _kept_lines(page: str, forced: str) -> list[str]:
    """The kept lines when every block the model keeps is kept and the block holding ``forced`` is kept too (the
    model's doubt about a stray line set aside), after ``drop_headline``."""
    dom = build_dom(lxml.html.document_fromstring(page))
    blocks = auto.block_features(dom, dom.title)
    scores = auto.block_scores(blocks)
    keep = bytearray(len(dom))
    for b, score, text in zip(blocks.ids, scores, blocks.texts):
        if score > auto.THRESHOLD or text.strip() in (forced, TITLES[dom.elements[0].get("lang")]):
            keep[b] = 1
    drop_headline(dom, keep, blocks)
    kept = [i for i in range(len(dom)) if keep[blocks.owner[i]]]
    return dom.render(kept).split("\n")


@pytest.mark.parametrize("lead, headline_kept", [
    (LEAD, False),  # a caption of a few words above the title: the h1 is still the story's headline
    (LONG_LEAD, True),  # a paragraph above the h1: the h1 no longer opens the text, it stays
])
@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_a_stray_line_above_the_headline_does_not_make_it_text(lang: str, lead: dict[str, str], headline_kept: bool) -> None:
    assert (len("".join(LEAD[lang].split())) <= HEADLINE_LEAD_CHARS
            < len("".join(LONG_LEAD[lang].split())))
    lines = _kept_lines(_page_with_lead(lang, lead[lang]), lead[lang])
    assert lead[lang] in lines
    assert (TITLES[lang] in lines) is headline_kept
