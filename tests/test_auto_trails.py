"""Breadcrumb trails no class names: steps joined by ">>", and trails under a "you are here" label."""

from __future__ import annotations

import time

import lxml.html
import pytest

from extract.algorithms import auto
from extract.dom import build_dom

# an article's paragraphs (our own sentences)
PARAGRAPHS = ["ད་ལོའི་དབྱར་ཁར་གྲོང་གསེབ་ཀྱི་སློབ་གྲྭར་དཔེ་མཛོད་གསར་པ་ཞིག་བཙུགས་ཏེ་བྱིས་པ་ཚོས་ཉིན་རེར་དཔེ་ཆ་ཀློག་གི་ཡོད།",
              "དཔེ་མཛོད་དེའི་ནང་དུ་བོད་ཡིག་དང་རྒྱ་ཡིག་གི་དཔེ་དེབ་སྟོང་ལྷག་ཡོད་པ་དང་། ཁྱིམ་ཚང་ཚོས་ཀྱང་དཔེ་དེབ་གཡར་ཆོག"]
MENU = "<a href='/'>གཙོ་ངོས།</a> | <a href='/news'>གསར་འགྱུར།</a> | <a href='/bbs'>གྲོས་མོལ།</a>"


def kept_lines(trail: str, menu_kept: bool = True) -> list[str]:
    # a table portal: the menu line, the trail, the article; the model keeps every block (a layout it has not seen),
    # or all but the menu line
    page = (f"<html><head><title>page</title></head><body><table><tr><td>{MENU}</td></tr><tr><td>{trail}</td></tr>"
            f"<tr><td>{''.join(f'<p>{p}</p>' for p in PARAGRAPHS)}</td></tr></table></body></html>")
    dom = build_dom(lxml.html.document_fromstring(page))
    blocks = auto.block_features(dom, dom.title)
    menu = lxml.html.fragment_fromstring(f"<p>{MENU}</p>").text_content()
    scores = [1.0 if menu_kept or text.strip() != menu else -5.0 for text in blocks.texts]
    return dom.render(auto.kept_nodes(dom, blocks, scores)).split("\n")


@pytest.mark.parametrize(("trail", "line", "menu_kept"), [
    ("ད་ལྟའི་གནས་ས། <a href='/'>གཙོ་ངོས།</a> &gt;&gt; རིག་གནས་ཀྱི་རྩོམ་ཡིག", "ད་ལྟའི་གནས་ས། གཙོ་ངོས། >> རིག་གནས་ཀྱི་རྩོམ་ཡིག", True),
    ("当前位置：<a href='/'>首页</a> &gt; 文化", "当前位置：首页 > 文化", True),
    ("ئورنىڭىز: <a href='/'>باش بەت</a> » مەدەنىيەت", "ئورنىڭىز: باش بەت » مەدەنىيەت", True),
    ("<a href='/'>首页</a> &gt;&gt; <a href='/news'>新闻</a> &gt;&gt; 正文", "首页 >> 新闻 >> 正文", False),  # (unlabelled: only over the text)
    # the last step is the page's own title, past the 80 characters of a step (review h89: a government notice)
    ("当前位置： <a href='/'>首页</a> &gt; 政务公开 &gt; 通知公告 &gt; " + "关于进一步做好高原牧区冬春季节防灾减灾工作的通知" * 4,
     "当前位置： 首页 > 政务公开 > 通知公告 > " + "关于进一步做好高原牧区冬春季节防灾减灾工作的通知" * 4, True),
    ("You are here: <a href='/'>Home</a> › Notices › " + " and ".join(["Notice on preparing the herding areas for snow"] * 2),
     "You are here: Home › Notices › " + " and ".join(["Notice on preparing the herding areas for snow"] * 2), True),
])
def test_a_trail_is_left_out(trail: str, line: str, menu_kept: bool) -> None:
    lines = kept_lines(trail, menu_kept)
    assert all(paragraph in lines for paragraph in PARAGRAPHS)
    assert line not in lines


@pytest.mark.parametrize("sentence", [
    "当前位置：请在<a href='/map'>地图</a>上找到您的村子，再点击下一步。",  # a label word in a sentence, no steps
    "Open <a href='/s'>Settings</a> » Privacy to change it.",  # one link and one step, no label: text
    # the label's words open a sentence that names a path; its link is inside a step, no step (review h89)
    "您的位置信息可以在 设置 &gt; 隐私 &gt; 定位服务 中随时关闭，详见<a href='/help'>隐私说明</a>。",
    "ئورنىڭىزنى كۆرۈش ئۈچۈن «خەرىتە» ئەپىنى ئېچىپ، <a href='/help'>ياردەم بېتى</a>دىكى چۈشەندۈرۈشكە قاراڭ.",
    "ད་ལྟའི་གནས་སྟངས་ལ་བལྟས་ན། སློབ་ཕྲུག་གི་གྲངས་ ༡༢༠༠ → ༡༨༥༠ ལ་འཕར་ཡོད། ཞིབ་ཕྲ་<a href='/r'>སྙན་ཞུ</a>་ནང་གསལ།",
    "You are here: the Old Bridge → Market Square, about a kilometre; print the <a href='/map.pdf'>map</a> first.",
])
def test_a_line_without_the_trail_shape_is_kept(sentence: str) -> None:
    lines = kept_lines(sentence)
    assert lxml.html.fragment_fromstring(f"<p>{sentence}</p>").text_content() in lines


# A trail line of many spaced steps whose last step (a long title) is too long: the regexes once tried every split of
# each step's spaces, 30 s on this line (review h89); they answer at once now.
LONG_TRAIL_STEPS = 12  # steps of the line
LONG_TRAIL_TITLE = "关于进一步做好高原牧区冬春季节防灾减灾工作的通知全文" * 6  # a last step past the 80 characters of a step
TRAIL_SECONDS = 10.0  # seconds at most: a hang guard, not a speed target (30 s before the fix, milliseconds now)


def test_a_long_trail_line_that_is_no_trail_is_read_at_once() -> None:
    steps = " &gt; ".join(["<a href='/'>首页</a>"] + ["政务公开"] * LONG_TRAIL_STEPS + [LONG_TRAIL_TITLE])
    started = time.monotonic()
    lines = kept_lines(f"当前位置： {steps}")
    assert time.monotonic() - started < TRAIL_SECONDS
    assert all(paragraph in lines for paragraph in PARAGRAPHS)
