"""Baidu Tieba's author pane beside each floor (``div.d_author > ul.p_author``: avatar, name, level badge) is the
poster's furniture: one-line posts keep their text, the badges' titles and levels are left out."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored, lang_page

# each language: four one-line posts of a thread about a new song, and each poster's level title (our own words)
POSTS = {
    "bo": ["གཞས་འདི་ཧ་ཅང་སྙན་པོ་འདུག", "ཚིག་རྐང་གཉིས་པ་ང་ལ་དགའ།", "སྒྲ་མཐོ་དྲགས་པ་མི་འདུག་གམ།", "ཡང་བསྐྱར་ཉན་བཞིན་ཡོད།"],
    "ug": ["بۇ ناخشا بەك يېقىملىق ئىكەن.", "ئىككىنچى كۇپلېتى ماڭا ياقتى.", "ئاۋازى سەل ئېگىز ئەمەسمۇ؟", "قايتا-قايتا ئاڭلاۋاتىمەن."],
    "zh": ["这首歌真好听。", "我喜欢第二段歌词。", "调子是不是有点高？", "单曲循环中。"],
}
BADGES = {
    "bo": ["གཞས་ཀྱི་དད་པ་ཅན།", "གཞས་པ་གསར་པ།"],
    "ug": ["ناخشا ئىشقىبازى", "يېڭى ئەزا"],
    "zh": ["歌迷新秀", "初级粉丝"],
}


def thread(lang: str) -> str:
    """A Tieba thread: per floor the author pane (name, level badge) and the post's one line."""
    floors = "".join(
        f'<div class="l_post j_l_post"><div class="d_author"><ul class="p_author"><li class="d_name">'
        f'<a class="p_author_name" href="/home/{n}">user{n}</a></li><li class="l_badge">'
        f'<div class="d_badge_title">{escape(BADGES[lang][n % 2])}</div><div class="d_badge_lv">{n + 3}</div></li></ul></div>'
        f'<div class="d_post_content_main"><div class="d_post_content">{escape(text)}</div></div></div>'
        for n, text in enumerate(POSTS[lang]))
    return lang_page(lang, "thread", f'<div class="p_postlist">{floors}</div>')


@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_tieba_floors_level_badge_is_left_out(lang: str) -> None:
    # every block passes the model: the pane's name alone leaves its lines out
    lines = kept_lines_scored(thread(lang), {}, KEPT)
    assert all(text in lines for text in POSTS[lang])
    assert not any(badge in line for badge in BADGES[lang] for line in lines)
