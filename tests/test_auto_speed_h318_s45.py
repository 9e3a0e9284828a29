"""Session 45's speed work (h318): page gates and cheaper readings of ladder steps 65-130, the same answers.

Each gated step is run on a page of its own kind, with its gate and with the gate opened (answering True): the
blocks left out must be the same, and the step must still fire; a page the gate passes over loses nothing. The
lowered patterns (``page_memo.lowered_pattern``) answer as the case-blind ones on lowered ASCII names, and the mail
gate's letters are read from all of Unicode. Our own Tibetan, Uyghur, Chinese and English sentences.
"""

from __future__ import annotations

import re
import sys

import pytest

from extract.algorithms.auto import (
    control_labels,
    figures,
    mail_archives,
    outside_main,
    photo_sets,
    replies,
    site_banners,
    structured_pages,
    tag_links,
)
from extract.algorithms.auto.page_memo import class_text, lowered_pattern
from tests.extraction_pages import LENDING_POINT, all_kept, paragraphs

BO = LENDING_POINT["bo"][:2]
UG = LENDING_POINT["ug"][:2]
ZH = LENDING_POINT["zh"][:2]
EN = LENDING_POINT["en"][:2]
LANGS = pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])


def _run(step, body: str, monkeypatch: pytest.MonkeyPatch | None = None,  # noqa: ANN001
         opened: tuple[object, str] | None = None) -> list[str]:
    """The texts of the blocks ``step`` leaves out of ``body`` (all kept), with gate ``opened`` (a module and the
    name of its gate function) answering True when given."""
    if opened is not None:
        monkeypatch.setattr(opened[0], opened[1], lambda *args: True)
    dom, blocks, keep = all_kept(body)
    step(dom, keep, blocks)
    return [text.strip() for b, text in zip(blocks.ids, blocks.texts) if not keep[b]]


def _same_opened(step, body: str, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                 module: object, gate: str) -> list[str]:
    """The blocks ``step`` leaves out of ``body``, asserted the same with the gate opened."""
    gated = _run(step, body)
    assert gated == _run(step, body, monkeypatch, (module, gate))
    return gated


# --- page_memo.lowered_pattern ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("names", ["Gallery-Box pswp", "site-header main", "photo_well x", "PIC-NUM", "slideshow"])
def test_lowered_pattern_answers_as_the_case_blind_one(names: str) -> None:
    pattern = photo_sets.PHOTO_PAGE_NAME_RE
    assert (lowered_pattern(pattern).search(names.lower()) is None) == (pattern.search(names) is None)


def test_lowered_pattern_refuses_a_pattern_with_capitals() -> None:
    with pytest.raises(ValueError):
        lowered_pattern(re.compile(r"[A-Z]nav", re.IGNORECASE))
    with pytest.raises(ValueError):
        lowered_pattern(re.compile(r"nav"))  # (not case-blind)
    assert lowered_pattern(re.compile(r"\Snav\W", re.IGNORECASE)).flags & re.IGNORECASE == 0


# --- outside_main.drop_named_nav_items: the nav entry gate ------------------------------------------------------------
def _menu(cls: str) -> str:
    return "".join(f"<div class='{cls}'><p>{word}</p></div>" for word in ("ང་ཚོའི་སྐོར།", "Contact us", "新闻", "كىتاب"))


@LANGS
def test_named_nav_items_still_go(lines: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    for cls in ("nav-link", "Nav-Item", "navbar-item"):
        body = f"<div class='top'>{_menu(cls)}</div><div class='story'>{paragraphs(lines)}</div>"
        dropped = _same_opened(outside_main.drop_named_nav_items, body, monkeypatch, outside_main,
                               "_may_name_nav_items")
        assert dropped == ["ང་ཚོའི་སྐོར།", "Contact us", "新闻", "كىتاب"]


def test_named_nav_gate_passes_a_page_of_nav_boxes_over() -> None:
    body = f"<div class='nav'>{_menu('nav-menu')}</div><div class='story'>{paragraphs(ZH)}</div>"
    dom, blocks, _ = all_kept(body)
    assert not outside_main._may_name_nav_items(dom, blocks)
    assert _run(outside_main.drop_named_nav_items, body) == []


# --- photo_sets.drop_gallery_tool_boxes: the tool words gate ----------------------------------------------------------
@LANGS
def test_gallery_tool_boxes_still_go(lines: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    body = (f"<div class='gallery'>{paragraphs(lines)}<div class='pswp__ui'><div class='pswp__counter'>3 / 12</div>"
            "</div><div class='thumbs'><p>1</p><p>2</p></div></div>")
    dropped = _same_opened(photo_sets.drop_gallery_tool_boxes, body, monkeypatch, photo_sets, "names_may_hold")
    assert dropped == ["3 / 12", "1", "2"]


def test_gallery_tool_gate_passes_a_gallery_without_tools_over() -> None:
    body = f"<div class='gallery'>{paragraphs(BO)}<div class='counter'>3 / 12</div></div>"
    dom, blocks, _ = all_kept(body)
    assert not photo_sets.names_may_hold(dom, blocks, photo_sets.GALLERY_TOOL_WORDS)
    assert _run(photo_sets.drop_gallery_tool_boxes, body) == []


# --- site_banners.drop_logo_strips, structured_pages.drop_structured_widgets: the class pattern gates -----------------
@LANGS
def test_logo_strip_still_goes(lines: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    body = (f"<div class='story'>{paragraphs(lines)}</div><div class='Logo-Cloud'><p>Trusted by teams at</p>"
            "<p>Lhasa Books</p></div>")
    dropped = _same_opened(site_banners.drop_logo_strips, body, monkeypatch, site_banners, "class_text_may_match")
    assert dropped == ["Trusted by teams at", "Lhasa Books"]


def test_logo_strip_gate_passes_a_site_logo_over() -> None:
    body = f"<div class='site-logo'><p>Lhasa Books</p></div><div class='story'>{paragraphs(UG)}</div>"
    dom, blocks, _ = all_kept(body)
    assert class_text(dom, blocks) is not None
    assert not site_banners.class_text_may_match(dom, blocks, site_banners.LOGO_STRIP_RE)
    assert _run(site_banners.drop_logo_strips, body) == []


@LANGS
def test_structured_widget_still_goes(lines: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    body = (f"<div class='job'><h1>Librarian</h1>{paragraphs(lines)}<div class='Apply-Button'><a href='/a'>Apply now"
            "</a></div></div>")
    dropped = _same_opened(structured_pages.drop_structured_widgets, body, monkeypatch, structured_pages,
                           "class_text_may_match")
    assert dropped == ["Apply now"]


def test_structured_widget_gate_passes_a_job_list_over() -> None:
    body = f"<div class='job-list'><h1>Librarian</h1>{paragraphs(ZH)}<div class='apply'><a href='/a'>申请</a></div></div>"
    assert _run(structured_pages.drop_structured_widgets, body) == []


# --- figures.drop_pull_quotes: the box tags gate ----------------------------------------------------------------------
@LANGS
def test_pull_quote_still_goes(lines: list[str]) -> None:
    body = f"<div class='story'>{paragraphs(lines)}<aside><p>{lines[0]}</p></aside></div>"
    assert _run(figures.drop_pull_quotes, body) == [lines[0]]


def test_pull_quote_gate_passes_a_page_without_boxes_over() -> None:
    body = f"<div class='story'>{paragraphs(BO)}<div class='quote'><p>{BO[0]}</p></div></div>"
    dom, _, _ = all_kept(body)
    assert figures.PULL_QUOTE_BOX_TAGS.isdisjoint(dom.tags)
    assert _run(figures.drop_pull_quotes, body) == []


# --- control_labels.drop_select_labels: the labels read before the drop-downs -----------------------------------------
def test_select_label_still_goes() -> None:
    body = (f"<div class='story'>{paragraphs(ZH)}</div><div><label for='sort'>排序方式</label></div>"
            "<select id='sort'><option>最新</option></select><div><label>每页<select><option>10</option></select>"
            "</label></div>")
    assert _run(control_labels.drop_select_labels, body) == ["排序方式", "每页"]


def test_select_label_of_an_input_stays() -> None:
    body = f"<div class='story'>{paragraphs(UG)}</div><div><label for='q'>ئىزدەش</label></div><input id='q'>"
    assert _run(control_labels.drop_select_labels, body) == []


# --- mail_archives.drop_mail_furniture: the labels gate ---------------------------------------------------------------
def test_mail_label_keys_are_every_character_folding_to_them() -> None:
    folds = [chr(c).casefold() for c in range(sys.maxunicode + 1)]
    keys = {chr(c) for c, fold in enumerate(folds) if "y" in fold or "q" in fold}
    assert keys == set(mail_archives.MAIL_LABEL_KEYS)
    assert all(label.isascii() and ("y" in label or "q" in label)
               for label in mail_archives.MAIL_GATE_LABELS - set(mail_archives.MAIL_UNCASED_LABELS))
    for char in set("".join(mail_archives.MAIL_UNCASED_LABELS)):
        assert {chr(c) for c, fold in enumerate(folds) if char in fold} == {char}


def _thread(label: str) -> str:
    return "".join(f"<div class='msg'><p>tashi &lt;t...@example.org&gt;</p>{paragraphs(EN)}<p>{label}</p></div>"
                   for _ in range(2))


@pytest.mark.parametrize("label", ["Reply all", "REPLY TO AUTHOR", "- Show quoted text -", "回复全部"])
def test_mail_furniture_still_goes(label: str, monkeypatch: pytest.MonkeyPatch) -> None:
    dropped = _same_opened(mail_archives.drop_mail_furniture, _thread(label), monkeypatch, mail_archives,
                           "_may_print_mail_labels")
    assert label in dropped


def test_mail_gate_passes_a_page_without_labels_over() -> None:
    body = f"<div class='story'>{paragraphs(BO)}<p>Reply</p><p>回复</p></div>"
    dom, blocks, _ = all_kept(body)
    assert not mail_archives._may_print_mail_labels(dom, blocks)
    assert _run(mail_archives.drop_mail_furniture, body) == []


# --- replies.reply_openers: the blocks holding a colon alone ----------------------------------------------------------
def test_reply_openers_read_the_colon_blocks() -> None:
    body = ("<div class='feed'>" + "".join(f"<div class='r'><p><a href='/u{k}'>卓玛{k}</a>：{ZH[0]}</p>"
                                           f"<p>{ZH[1]}</p></div>" for k in range(3)) + "</div>")
    dom, blocks, _ = all_kept(body)
    openers = replies.reply_openers(dom, blocks)
    assert [text.strip()[:3] for text, opener in zip(blocks.texts, openers) if opener] == ["卓玛0", "卓玛1", "卓玛2"]


# --- tag_links.drop_tag_rows: the first test read inline --------------------------------------------------------------
def test_tag_row_still_goes() -> None:
    row = "<p class='tags'><a href='/tag/books'>books</a> <a href='/tag/herders'>herders</a></p>"
    body = f"<div class='story'>{paragraphs(EN * 2)}{row}</div>"
    assert _run(tag_links.drop_tag_rows, body) == ["books herders"]
