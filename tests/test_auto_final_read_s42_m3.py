"""Final read of session 42 (mend 3): a menu entry's name is read per attribute, a story's comments and share bars by
bisect.

A class or an id naming a menu entry is one word ("nav-link"); two names side by side ("main-nav link-3", or a class
ending "nav" beside an id "item-2") are no entry's name, a Framer layer's title ("Nav Link") is
(``outside_main.NAV_ITEM_RE``, ``NAV_ITEM_DATA_RE``). A share *state* on a box is read in its "share" forms alone
(``vetoes.SHARE_FLAG_RE``). A story in ``<article>`` whose comments run between half its length and its length keeps
them out (``vetoes.COMMENTS_STORY_RATIO``, ``_story_beside_comments`` by bisect); a thread of posts, each an
``<article>`` with a share bar, loses the bars and keeps its posts (``vetoes._share_bars`` by bisect). Pages and
sentences are our own.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from extract.algorithms.auto.outside_main import _named_nav_item
from extract.algorithms.auto.vetoes import SHARE_FLAG_RE
from extract.dom import Dom

from .extraction_pages import assert_spec, auto_text, body_dom


def _span(body: str) -> tuple[Dom, int]:
    """The Dom of ``body`` and its first ``<span>``."""
    dom = body_dom(body)
    return dom, dom.tags.index("span")


def _nav_item(body: str) -> bool:
    return _named_nav_item(*_span(body))


def _share_flag(name: str) -> bool:
    return SHARE_FLAG_RE.search(name) is not None


# predicate, input, expected
PREDICATES: list[tuple[str, Callable[[str], bool], str, bool]] = [
    # finding 1: two class words, "…nav" and "link-3", are no "nav link"
    ("nav_two_class_words", _nav_item, '<div><span class="main-nav link-3">ཁྱིམ།</span></div>', False),
    ("nav_class_beside_id", _nav_item, '<div><span class="top-nav" id="item-2">ئۆي</span></div>', False),
    ("nav_link_class", _nav_item, '<div><span class="nav-link">首页</span></div>', True),
    ("navbar_item_class", _nav_item, '<div><span class="navbar-item is-active">Home</span></div>', True),
    ("framer_layer_title", _nav_item, '<div><span data-framer-name="Nav Link">སྐོར།</span></div>', True),
    # finding 5: the flag is read in its "share" forms; Jetpack's bar is no flag
    ("share_enabled_flag", _share_flag, "lyrics share-enabled", True),
    ("has_share_flag", _share_flag, "entry has-share", True),
    ("jetpack_bar_no_flag", _share_flag, "sharedaddy sd-sharing-enabled", False),
]


@pytest.mark.parametrize(("name", "predicate", "given", "expected"), PREDICATES, ids=[row[0] for row in PREDICATES])
def test_predicates(name: str, predicate: Callable[[str], bool], given: str, expected: bool) -> None:
    assert predicate(given) is expected, name


NAV = '<header><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/about">About</a></nav></header>'
FOOT = "<footer><p>© 2024 Example</p></footer>"
BO = ["བོད་ཀྱི་ས་ཁུལ་དུ་ད་ལོ་ཆར་པ་མང་པོ་བབས་པས་ཞིང་པ་ཚོའི་ལོ་ཐོག་ཡག་པོ་བྱུང་ཡོད་པ་དང་། "
      "གྲོང་གསེབ་ཀྱི་མི་རྣམས་དགའ་སྤྲོ་ཆེན་པོས་ཁ་ལོ་བསྒྱུར་གྱི་འདུག",
      "གྲོང་ཁྱེར་གྱི་སློབ་གྲྭ་ཁག་ཏུ་བོད་ཡིག་སློབ་ཚན་གསར་པ་ཞིག་འགོ་ཚུགས་ཤིང་། སློབ་ཕྲུག་ཚོས་སྔོན་གྱི་དཔེ་ཆ་ཀློག་སྦྱང་བྱེད་ཀྱི་ཡོད།"]
ZH = ["县里的老茶馆上个月重新开张了，掌柜还是那位七十多岁的老人，他说茶叶都是从山上的老茶园里采来的，味道和从前一样。",
      "每天早上，附近的老人都会来这里喝茶、下棋、听评书，年轻人也慢慢多了起来，有人专门从城里开车过来。",
      "镇上打算把茶馆旁边的旧仓库改成小小的展览馆，介绍本地种茶和制茶的历史，明年春天对外开放。"]
ZH_COMMENTS = [("小王", "我小时候常跟爷爷去那家茶馆，听说重新开了真高兴，下次回家一定去坐坐。"),
               ("阿梅", "展览馆的想法很好，希望能把老照片和旧茶具都放进去，让孩子们也了解一下。"),
               ("老陈", "掌柜的身体还这么硬朗，真让人佩服，他泡的茶我喝了二十年，还是那个味道。"),
               ("丽丽", "周末带父母去了一趟，人不少，评书很精彩，就是座位有点少，希望以后能多摆几张桌子。")]
UG_POSTS = ["بىزنىڭ مەھەللىدىكى كۈتۈپخانا يېڭىدىن ئېچىلدى، ھەممەيلەن بېرىپ كۆرۈپ بېقىڭلار، كىتابلار ناھايىتى كۆپ ئىكەن.",
            "مەن تۈنۈگۈن باردىم، بالىلار ئۈچۈن ئايرىم بىر ئۆي بار ئىكەن، ئۇ يەردە ھەر شەنبە ھېكايە ئوقۇيدىكەن.",
            "رەھمەت، بۇ ھەپتە ئاخىرى ئائىلەم بىلەن بىللە بېرىپ، بالىلىرىمغا كارتا ئېلىپ بېرىمەن."]

CASES: dict[str, tuple[str, dict[str, list[str]]]] = {}


def page(name: str, lang: str, body: str, stay: list[str], go: list[str]) -> None:
    """Register the page ``name`` in ``lang`` around ``body``, with the lines that stay and go."""
    CASES[name] = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>t</title></head>'
                   f"<body>{body}</body></html>", {"stay": stay, "go": go})


# findings 7, 8, 10: comments between half the story's length and its length, the story in <article>
page("comments_beside_article_zh", "zh",
     f"{NAV}<main><article><h1>老茶馆重新开张</h1>{''.join(f'<p>{t}</p>' for t in ZH)}</article>"
     '<section class="comments"><h2>评论</h2>'
     + "".join(f'<div class="comment"><div class="comment-author">{who}</div><div class="comment-body"><p>{text}</p>'
               "</div></div>" for who, text in ZH_COMMENTS)
     + f"</section></main>{FOOT}", ZH, [text[:20] for _, text in ZH_COMMENTS])
# finding 8: a thread, each post an <article> flagged "has-share" with its own share bar: the bars go, the posts stay
page("thread_share_bar_per_post_ug", "ug",
     f"{NAV}<main><h1>يېڭى كۈتۈپخانا</h1>"
     + "".join(f'<article class="post has-share"><div class="post-body"><p>{text}</p></div><div class="share-bar">'
               '<a href="#">ھەمبەھىرلەش</a> <a href="#">Facebook</a></div></article>' for text in UG_POSTS)
     + f"</main>{FOOT}", UG_POSTS, ["Facebook"])
# finding 8: a verse box flagged "share-enabled" beside a real share bar, in Tibetan
page("flagged_box_beside_share_bar_bo", "bo",
     f"{NAV}<main><article><h1>ཞིང་པའི་ལོ་ཐོག</h1><div class='entry share-enabled'>{''.join(f'<p>{t}</p>' for t in BO)}"
     "</div><div class='share-buttons'><a href='#'>Facebook</a> <a href='#'>Email</a></div></article></main>" + FOOT,
     BO, ["Facebook"])


@pytest.mark.parametrize("name", sorted(CASES))
def test_pages(name: str) -> None:
    markup, spec = CASES[name]
    assert_spec(name, auto_text(markup), spec)
