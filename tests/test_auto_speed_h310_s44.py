"""Session 44's speed work (h310): literal gates of the line predicates, the same answers.

``reader_prompts.is_reader_prompt`` tries its three patterns only on a line holding one of their literals (one
``union_gate``, the font-size switch by its label); ``lines.is_marked_line`` answers a line without a digit by one gate
for all it reads there (its own patterns, ``cms_lines``' empty pager and Uyghur QR lines, ``gov_portals``' lines), and
``cms_lines.PAGER_GATE`` names the Tibetan labels whole. Each line below is asked of the gated predicate and of its
patterns run without the gate: the answers must be the same, the lines of each kind must still be found (the gate must
not skip them) and the story's own sentences are gated out. ``counters`` and ``control_labels`` read only the blocks of
their tags (tests/test_auto_counters.py pages still fire). Our own Tibetan, Uyghur, Chinese and English lines.
"""

from __future__ import annotations

import re

import pytest

from extract.algorithms.auto import cms_lines, gov_portals, lines, reader_prompts
from extract.literal_gate import required_literals
from extract.scripts import BIDI_CONTROL_RE
from tests.extraction_pages import assert_page, paragraphs

STORY = [
    "今年夏天，县图书馆在每个乡镇设立了流动借书点，牧民们放牧归来也能借到自己喜欢的书籍。",
    "དབྱར་ཁ་འདིར་རྫོང་གི་དཔེ་མཛོད་ཁང་གིས་ཤང་ཁག་སོ་སོར་དཔེ་དེབ་གཡར་ས་གསར་འཛུགས་བྱས།",
    "بۇ يىل ياز پەسلىدە ناھىيىلىك كۇتۇپخانا ھەر قايسى يېزىلاردا كىتاب ئارىيەت بېرىش ئورنى تەسىس قىلدى.",
    "Every week the librarians drive out with new books.",
    "ཁོ་མོས་ཁང་པ་གསར་པ་ཞིག་ལ་མེ་ཏོག་བཙུགས།",  # a syllable opening on མ after a tsheg ("་མ"), no pager label
]
READER_PROMPTS = ["字号：大 中 小", "Follow us on WeChat", "بىزگە ئەگىشىڭ", "པར་འདེབས། སྒེའུ་ཁུང་ཁ་རྒྱག",
                  "Was this article helpful? Yes No", "满99元包邮", "Text size: A A A", "【纠错】 【打印本页】 【关闭窗口】"]
MARKED_UNDIGITED = ["上一篇：没有了", "كېيىنكى پارچە：يوق", "རྗེས་མ། མེད།", "كودنى سىكانىرلاپ يانفوندا ئېچىڭ",
                    "我为政府网站找错", "广告", "- Advertisement -", "【打印】【关闭】", "Re: winter meeting",
                    "ཁྱབ་བསྒྲགས།", "ئېلان"]


def _reader_prompt_ungated(text: str) -> bool:
    """``is_reader_prompt`` without its gate."""
    return len(text) <= reader_prompts.READER_PROMPT_CHARS and (
        reader_prompts.READER_PROMPT_RE.match(text) is not None
        or reader_prompts.FONT_SIZE_RE.search(text) is not None
        or reader_prompts.PAGE_TOOLS_ROW_RE.match(text) is not None)


def _marked_ungated(text: str) -> bool:
    """``is_marked_line`` without its gates (the patterns each run)."""
    text = BIDI_CONTROL_RE.sub("", text)
    if re.search(r"\d", text) and lines.is_numbered_mark(text):
        return True
    return (cms_lines.is_cms_line(text) or gov_portals.is_portal_line(text)
            or lines.REPLY_SUBJECT_RE.search(text) is not None or lines.AD_LABEL_RE.match(text) is not None
            or lines.PAGE_TOOLS_RE.match(text) is not None
            or lines.LIVE_HEADER_RE.match(text) is not None and lines.LIVE_ENTRY_END_RE.search(text) is None
            or any(pattern.match(text) is not None for pattern in (
                lines.QR_PROMPT_RE, lines.PAYWALL_PROMPT_RE, lines.FOLLOW_PROMPT_RE, lines.REPLY_PROMPT_RE,
                lines.QUOTE_ATTRIBUTION_RE)))


@pytest.mark.parametrize("line", READER_PROMPTS)
def test_reader_prompts_pass_the_gate(line: str) -> None:
    assert not reader_prompts._READER_PROMPT_GATE.cannot_match(line)
    assert reader_prompts.is_reader_prompt(line) is True
    assert _reader_prompt_ungated(line) is True


@pytest.mark.parametrize("line", STORY)
def test_story_lines_are_gated_out_of_the_reader_prompts(line: str) -> None:
    assert reader_prompts._READER_PROMPT_GATE.cannot_match(line)
    assert reader_prompts.is_reader_prompt(line) is False
    assert _reader_prompt_ungated(line) is False


@pytest.mark.parametrize("line", MARKED_UNDIGITED)
def test_undigited_marked_lines_pass_the_gate(line: str) -> None:
    assert not re.search(r"\d", line)
    assert not lines._UNDIGITED_LINE_GATE.cannot_match(line)
    lines.is_marked_line.cache_clear()
    assert lines.is_marked_line(line) is True
    assert _marked_ungated(line) is True


@pytest.mark.parametrize("line", STORY + ["\u200f" + STORY[2]])
def test_story_lines_are_gated_out_of_the_marked_lines(line: str) -> None:
    assert lines._UNDIGITED_LINE_GATE.cannot_match(BIDI_CONTROL_RE.sub("", line))
    lines.is_marked_line.cache_clear()
    assert lines.is_marked_line(line) is False
    assert _marked_ungated(line) is False


def test_the_pager_gate_holds_each_labels_literal() -> None:
    found = required_literals(re.compile(cms_lines.PAGER_LABEL))
    assert found is not None and set(cms_lines.PAGER_GATE) == found



def test_a_pages_pager_and_prompt_lines_still_go() -> None:
    """A Chinese article's empty pager line and its font-size row are left out; its story stays."""
    markup = ("<html><head><meta charset='utf-8'><title>t</title></head><body><div class='article'>"
              f"<h1>流动借书点</h1><p>字号：大 中 小</p>{paragraphs(STORY[:1] * 3)}<p>上一篇：没有了</p>"
              "</div></body></html>")
    assert_page("zh_pager", markup, STORY[:1], ["上一篇", "字号"])
