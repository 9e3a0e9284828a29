"""Tag-path clustering, Cn, split points and content-cluster rules (seed 003)."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import tagpath
from extract.dom import Dom, build_dom
from tests.extraction_pages import deep_dom

# Our own Tibetan forum replies (about learning to write Tibetan).
REPLIES = [
    "ང་ཡིས་བོད་ཡིག་འབྲི་སྟངས་སློབ་བཞིན་ཡོད། ཉིན་རེར་ཤོག་བུ་གཅིག་བྲིས་ན་ལེགས་པ་ཡོང་ངམ།",
    "ཁྱེད་ཀྱིས་ཐོག་མར་ཀ་ཁ་ག་ང་གསལ་པོར་འབྲི་དགོས། དེ་ནས་མིང་ཚིག་ཆུང་ཆུང་འབྲི་ཆོག",
    "ང་ཚོའི་སློབ་གྲྭར་ཞོགས་པ་རེ་རེར་ཡི་གེ་འབྲི་བའི་དུས་ཚོད་ཆུ་ཚོད་ཕྱེད་ཀ་ཡོད།",
    "སྨྱུ་གུ་ལེགས་པོ་ཞིག་ཉོས་ན་ཡི་གེ་འབྲི་བ་སླ་པོ་ཡོང་གི་རེད། ངས་ཚོད་ལྟ་བྱས་ཟིན།",
    "དཔེ་དེབ་ནང་གི་དཔེ་རིས་ལ་བལྟས་ནས་ཡང་ཡང་བསྐྱར་སྦྱོང་བྱས་ན་ཡག་པོ་ཡོང་།",
    "ཐུགས་རྗེ་ཆེ། ང་ཡང་སང་ཉིན་ནས་འགོ་འཛུགས་ཆོག་གི་རེད། རོགས་རམ་ལ་དགའ་བོ་བྱུང་།",
]
MENU = ["གསར་འགྱུར།", "གླེང་སྟེགས།", "རིག་གནས།", "དཔེ་མཛོད།", "འབྲེལ་གཏུག", "རོགས་རམ།", "ཐོ་འགོད།"]
ADVERT = "དྲ་ཚིགས་འདིའི་ཐོག་བརྙན་འཕྲིན་གསར་པ་བལྟ་རོགས།"


def forum_page(replies: list[str] = REPLIES, advert_after: int = 3) -> str:
    """A thread: menu, posts (author link + text), one advert between posts, a footer."""
    posts = []
    for i, reply in enumerate(replies):
        posts.append(f'<div class="post"><div class="author"><a href="/u/{i}">ལྷ་མོ་{i}</a></div>'
                     f'<div class="body">{reply}</div></div>')
        if i == advert_after:
            posts.append(f'<div class="ad">{ADVERT}</div>')
    menu = "".join(f'<li><a href="/{i}">{m}</a></li>' for i, m in enumerate(MENU))
    return (f"<html><head><title>བོད་ཡིག་འབྲི་སྟངས།</title></head><body><div class='head'><ul>{menu}</ul></div>"
            f"<div class='thread'>{''.join(posts)}</div><div class='foot'>© ༢༠༢༤</div></body></html>")


def _dom(html: str) -> Dom:
    return build_dom(lxml.html.fromstring(html))


def test_forum_thread_is_the_content_cluster() -> None:
    dom = _dom(forum_page())
    text = dom.render(tagpath.select(dom))
    assert all(reply in text for reply in REPLIES)
    assert not any(m in text for m in MENU)
    assert "© ༢༠༢༤" not in text


def test_frequency_threshold_drops_the_one_off_chunk_between_posts() -> None:
    dom = _dom(forum_page())
    # Default threshold 1 prints every chunk of the block, the advert too ...
    assert ADVERT in dom.render(tagpath.select(dom))
    # ... a site trained on its threads (mean frequency of the posts' path) does not.
    text = dom.render(tagpath.select(dom, params={"FREQUENCY_THRESHOLD": 2}))
    assert ADVERT not in text and all(reply in text for reply in REPLIES)


@pytest.mark.parametrize(
    ("members", "pieces"),
    [
        ([1, 2, 3, 4, 20, 21, 22], [[1, 2, 3, 4], [20, 21, 22]]),  # theta 16 > 2, then 1/16 < 0.85
        ([2, 4, 6, 8, 10], [[2, 4, 6, 8, 10]]),  # regular period: theta 1 everywhere
        ([1, 2, 4, 5, 6], [[1, 2], [4, 5, 6]]),  # theta 2 is inside [0.85, 2]; 0.5 is not
    ],
)
def test_split_points_where_theta_leaves_the_band(members: list[int], pieces: list[list[int]]) -> None:
    assert [c.members for c in tagpath._split(members, tagpath.THETA_MIN, tagpath.THETA_MAX)] == pieces


def test_list_noise_coefficient() -> None:
    dom = _dom(forum_page())
    page = tagpath._Page(dom)
    clusters = page.clusters(tagpath._params(None))
    menu = next(c for c in clusters if dom.tags[page.leaves[c.members[0]]] == "li")
    body = max(clusters, key=page.length)
    assert page.cn(menu) == 0.0  # Nstring 0: a pure link list
    assert page.cn(body) > tagpath.CN_THRESHOLD


def test_wide_characters_count_twice() -> None:
    dom = _dom("<html><body><p>ab ཀཁ</p></body></html>")
    assert tagpath._weighted_own_lengths(dom)[dom.tags.index("p")] == 2 + 2 * 2


def test_a_page_one_hundred_thousand_levels_deep() -> None:
    dom = deep_dom(REPLIES)
    assert dom.render(tagpath.select(dom)).splitlines() == REPLIES
