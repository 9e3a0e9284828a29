"""Session 44's speed work on the ladder's late steps (h313): exact gates, the same answers.

Each step is run on pages of our own sentences (Tibetan, Uyghur, Chinese, English) with every block kept: on a page of
its own kind the gated step still fires (and answers as with its gate opened, where the gate can be opened), and on a
page its gate passes over nothing is dropped. The logo box climb is compared with the reading it replaced
(``boxes.named_within`` and a length test), the colon gate and the font gate's literals with their patterns.
"""

from __future__ import annotations

import random

import pytest

from extract.algorithms.auto import (
    chapter_pages,
    headline,
    icon_buttons,
    linked_records,
    photo_sets,
    records,
    reference_texts,
    replies,
    script_bars,
    trailing_notes,
)
from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.features import Blocks, block_features
from extract.dom import Dom
from tests.extraction_pages import all_kept, body_dom, paragraphs

BO = ["དབྱར་ཁ་འདིར་རྫོང་གི་དཔེ་མཛོད་ཁང་གིས་ཤང་ཁག་སོ་སོར་དཔེ་དེབ་གཡར་ས་གསར་འཛུགས་བྱས་ནས་འབྲོག་པ་རྣམས་ཀྱིས་དཔེ་དེབ་གཡར་ཐུབ།",
      "དཔེ་མཛོད་ཁང་གི་ལས་བྱེད་པ་རྣམས་ཀྱིས་ཞག་བཅུ་བཞི་རེར་དཔེ་དེབ་གསར་པ་ཁྱེར་ཡོང་ནས་བྱིས་པ་རྣམས་ལ་དམངས་ཁྲོད་སྒྲུང་གཏམ་བཤད།"]
UG = ["بۇ يىل ياز پەسلىدە ناھىيىلىك كۇتۇپخانا ھەر قايسى يېزىلاردا سەييار كىتاب ئارىيەت بېرىش ئورنى تەسىس قىلدى.",
      "كۇتۇپخانا خادىملىرى ھەر ئىككى ھەپتىدە بىر قېتىم يېڭى كىتاب ئېلىپ بېرىپ، بالىلارغا چۆچەك سۆزلەپ بېرىدۇ."]
ZH = ["今年夏天，县图书馆在每个乡镇设立了流动借书点，牧民们放牧归来也能借到自己喜欢的书籍和杂志。",
      "图书馆的工作人员每两周开车送一次新书，并在借书点举办读书分享会，孩子们最喜欢听老人讲的民间故事。"]
EN = ["This summer the county library opened a travelling lending point in every township, so herders can borrow "
      "books and magazines when they come back from the pastures.",
      "Every two weeks the librarians drive out with new books and hold a reading circle for the children."]


def _dropped(dom: Dom, blocks: Blocks, keep: bytearray) -> list[str]:
    """The texts of the blocks left out."""
    return [text.strip() for b, text in zip(blocks.ids, blocks.texts) if not keep[b]]


def _run(step, body: str, monkeypatch: pytest.MonkeyPatch | None = None, opened: str = "") -> list[str]:  # noqa: ANN001
    """The blocks ``step`` leaves out of ``body`` (all kept), with gate ``opened`` (a module attribute) answering
    True when named."""
    if opened:
        module, name = opened.rsplit(".", 1)
        monkeypatch.setattr({"trailing_notes": trailing_notes, "reference_texts": reference_texts,
                             "icon_buttons": icon_buttons}[module], name, lambda *args: True)
    dom, blocks, keep = all_kept(body)
    step(dom, keep, blocks)
    return _dropped(dom, blocks, keep)


# --- trailing_notes: the names gate ---------------------------------------------------------------------------------
NOTE = "以上内容为用户上传并发布，本平台仅提供信息存储服务"


@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_trailing_note_still_goes(lines: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    body = (f"<div class='wrap'><div class='story'>{paragraphs(lines * 3)}</div>"
            f"<div class='kch-tip'>{NOTE}</div></div>")
    gated = _run(trailing_notes.drop_trailing_notes, body)
    assert gated == [NOTE]
    assert gated == _run(trailing_notes.drop_trailing_notes, body, monkeypatch, "trailing_notes.names_may_hold")


def test_trailing_note_gate_passes_an_unnamed_page_over() -> None:
    body = f"<div class='wrap'><div class='story'>{paragraphs(BO * 3)}</div><div class='after'>{NOTE}</div></div>"
    dom, blocks, _ = all_kept(body)
    assert not trailing_notes.names_may_hold(dom, blocks, trailing_notes.NOTE_NAME_WORDS)
    assert _run(trailing_notes.drop_trailing_notes, body) == []


# --- reference_texts.drop_tool_rows: the names gate -----------------------------------------------------------------
TOOLS = "<a href='#c'>Copy</a> | <a href='#p'>Print</a> | <a href='#s'>Share</a>"


@pytest.mark.parametrize("lines", [BO, UG], ids=["bo", "ug"])
def test_tool_row_still_goes(lines: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    body = f"<div class='poem'>{paragraphs(lines)}<div class='verse-tools'>{TOOLS}</div></div>"
    gated = _run(reference_texts.drop_tool_rows, body)
    assert gated == ["Copy | Print | Share"]
    assert gated == _run(reference_texts.drop_tool_rows, body, monkeypatch, "reference_texts.names_may_hold")


def test_tool_row_gate_passes_an_unnamed_page_over() -> None:
    assert _run(reference_texts.drop_tool_rows, f"<div class='poem'>{paragraphs(ZH)}<div class='row'>{TOOLS}</div>"
                                                "</div>") == []


# --- icon_buttons.drop_named_section_tools: a block's own classes first -----------------------------------------------
EDIT_ROW = "<div class='row'><a class='edit-link' href='/e'>编辑</a></div>"


@pytest.mark.parametrize("lines", [ZH, EN], ids=["zh", "en"])
def test_edit_row_still_goes(lines: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    body = f"<div class='article'>{paragraphs(lines)}{EDIT_ROW}</div>"
    gated = _run(icon_buttons.drop_named_section_tools, body)
    assert gated == ["编辑"]
    assert gated == _run(icon_buttons.drop_named_section_tools, body, monkeypatch, "icon_buttons._names_edit_within")


def test_edit_word_elsewhere_drops_nothing() -> None:
    # "edit" names a long block's box only: no short block holds an edit button
    body = f"<div class='editor-note'>{paragraphs(UG)}</div><div class='row'><a href='/e'>تەھرىر</a></div>"
    assert _run(icon_buttons.drop_named_section_tools, body) == []


# --- script_bars.drop_font_notices: one search of the joined lines ----------------------------------------------------
@pytest.mark.parametrize("notice", ["<a href='/fonts/himalaya.ttf'>ཡིག་གཟུགས་ཕབ་ལེན།</a>",
                                    "<a href='/f/ukij.zip'>خەت نۇسخىسى چۈشۈرۈش</a>",
                                    "<a href='/f/font.zip'>下载藏文字体</a>",
                                    "<a href='/f/font.zip'>Download the Tibetan font</a>"],
                         ids=["bo", "ug", "zh", "en"])
def test_font_notice_still_goes(notice: str) -> None:
    body = f"<div class='article'>{paragraphs(BO)}<p>{notice}</p></div>"
    dom, blocks, keep = all_kept(body)
    script_bars.drop_font_notices(dom, keep, blocks)
    assert len(_dropped(dom, blocks, keep)) == 1


def test_font_gate_passes_a_page_without_a_notice_over() -> None:
    assert _run(script_bars.drop_font_notices, f"<div>{paragraphs(UG + ZH)}<p><a href='/a.zip'>ئارخىپ</a></p>"
                                               "</div>") == []


# --- linked_records: a class counted alone bounds its runs --------------------------------------------------------------
def _records(cls: str, count: int) -> str:
    return "".join(f"<div class='{cls}{k if cls == 'unique' else ''}'><p><a href='/s/{k}'>ཤང་ཁག་གི་གསར་འགྱུར་ཨང་{k}</a></p>"
                   f"<p><span>རིག་གནས།</span></p></div>" for k in range(count))


def test_linked_title_stream_still_goes() -> None:
    body = f"<div class='story'>{paragraphs(BO * 4)}</div><div class='stream'>{_records('rec', 8)}</div>"
    assert len(_run(linked_records.drop_linked_title_records, body)) == 16


def test_linked_title_gate_passes_unshared_classes_over() -> None:
    body = f"<div class='story'>{paragraphs(BO * 4)}</div><div class='stream'>{_records('unique', 8)}</div>"
    assert _run(linked_records.drop_linked_title_records, body) == []


# --- chapter_pages.drop_gutenberg_boilerplate: the marker's literal --------------------------------------------------
GUTENBERG_HEAD = ("<p>The Project Gutenberg eBook of The Hills, by A. Writer</p><p>This eBook is for the use of anyone "
                  "anywhere in the United States and most other parts of the world at no cost.</p>"
                  "<p>Title: The Hills</p><p>*** START OF THE PROJECT GUTENBERG EBOOK THE HILLS ***</p>")


def test_gutenberg_header_still_goes() -> None:
    dropped = _run(chapter_pages.drop_gutenberg_boilerplate, f"<div>{GUTENBERG_HEAD}{paragraphs(EN)}</div>")
    assert "Title: The Hills" in dropped and not any(line in dropped for line in EN)


def test_gutenberg_gate_passes_a_page_without_markers_over() -> None:
    assert _run(chapter_pages.drop_gutenberg_boilerplate,
                f"<div>{GUTENBERG_HEAD.replace('***', '')}{paragraphs(EN)}</div>") == []


# --- records._logo_blocks: the climb stops at a long box ------------------------------------------------------------------
def test_logo_box_climb_answers_as_named_within() -> None:
    body = (f"<div class='site-logo'><p>ལྷ་ས་ཉིན་རེའི་ཚགས་པར།</p></div><div class='header-logo'><div>{paragraphs(BO)}</div>"
            f"</div><div class='brand-logo'><span><p>كىتابخانا</p></span></div>{paragraphs(UG)}")
    dom = body_dom(body)
    blocks = block_features(dom)
    for b in blocks.ids:
        box = named_within(dom, b, records.LOGO_BOX_RE, records.LOGO_BOX_LEVELS)
        assert records._in_logo_box(dom, b) is (box >= 0 and dom.tree_text[box] <= records.LOGO_BOX_CHARS)
    assert sum(records._in_logo_box(dom, b) for b in blocks.ids) == 2


# --- replies: the colon gate read from the colons --------------------------------------------------------------------------
def test_piece_colon_gate_answers_as_the_pattern() -> None:
    alphabet = ["\n", " ", "\t", "\u3000", "\xa0", "\x85", "\u2028", ":", "：", "ཀ", "ب", "字", "a"]
    generator = random.Random(44)
    for _ in range(20000):
        text = "".join(generator.choice(alphabet) for _ in range(generator.randint(0, 10)))
        assert replies._piece_opens_with_colon(text) is (replies.PIECE_COLON_RE.search(text) is not None), repr(text)


# --- photo_sets.drop_photo_set_lines: the buttons' literal gate off a photo page --------------------------------------------
@pytest.mark.parametrize("buttons", ["上一张 | 下一张 | 查看原图", "ئالدىنقى رەسىم | كېيىنكى رەسىم"], ids=["zh", "ug"])
def test_photo_set_buttons_still_go(buttons: str) -> None:
    dropped = _run(photo_sets.drop_photo_set_lines, f"<div class='story'>{paragraphs(ZH)}<p>{buttons}</p></div>")
    assert dropped == [buttons]


def test_photo_set_gate_passes_a_page_without_buttons_over() -> None:
    assert _run(photo_sets.drop_photo_set_lines, f"<div class='story'>{paragraphs(BO + EN)}<p>1 / 12</p></div>") == []


# --- headline.article_headline: the logo names gate ----------------------------------------------------------------------
@pytest.mark.parametrize("cls, expected", [("site-logo", 1), ("entry-title", 0), ("", 0)], ids=["logo", "title", "none"])
def test_logo_headline_gate(cls: str, expected: int, monkeypatch: pytest.MonkeyPatch) -> None:
    body = (f"<div class='top'><h1 class='{cls}'>ལྷ་ས་ཉིན་རེའི་ཚགས་པར།</h1></div><div class='story'><h1>དཔེ་མཛོད་ཁང་།</h1>"
            f"{paragraphs(BO)}</div>")
    dom = body_dom(body)
    blocks = block_features(dom)
    head = headline.article_headline(dom, blocks)
    monkeypatch.setattr(headline, "names_may_hold", lambda *args: True)
    assert head == headline.article_headline(dom, blocks) == expected


@pytest.mark.parametrize("text", ["Download the Tibetan font", "İNSTALL THE UYGHUR KEYBOARD LAYOUT", "ınstall ſome fonts",
                                  "DOWNLOAD Fonts", "Input Method", "keyboard  layout", "安装藏文输入法", "字體下載",
                                  "ཡིག་གཟུགས་ཕབ་ལེན།", "كىرگۈزگۈچنى چۈشۈرۈش", "خەت نۇسخىسى قاچىلاش", "a tall tree"])
def test_font_gate_literals_hold_every_match(text: str) -> None:
    matched = script_bars.FONT_NOTICE_RE.search(text) or script_bars.INPUT_METHOD_RE.search(text)
    gated = (any(word in text for word in script_bars.FONT_NOTICE_LITERALS)
             or any(word in text.lower() for word in script_bars.FONT_NOTICE_WORDS))
    assert gated or not matched
