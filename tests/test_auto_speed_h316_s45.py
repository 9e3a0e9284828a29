"""Session 45's speed work (h316) on the line finders: page-level literal gates, the same answers.

``lines.furniture_lines`` asks ``is_furniture_line`` only of the short blocks holding a digit, a marked line's
literal or a "read also" or share label's words (``lines.may_be_furniture``); ``thread_notes`` its notes
and posting buttons only of the blocks holding their literals, ``reader_prompts`` and ``app_articles`` their prompts
likewise and ``lines.smf_topic_headers`` its header (``literal_gate.short_lines_held``, the lines lowered at once:
``literal_gate.lowered_lines``);
``signatures.signature_rules`` passes over a page with no run of underscores (``page_memo.block_literals``);
``lines.source_notes`` maps its pattern over the blocks after the first paragraph; ``inline.furniture_kind`` asks
``is_engine_furniture`` only on a page holding a Reddit element or of a node named with Hacker News's word
(``inline.holds_engine_tags``). Each page below is read with the gates and with them opened: the finders' answers
and the page's text must be the same, a finder must still fire on its own kind of page, and a page the gates skip
keeps its story. Our own Tibetan, Uyghur, Chinese and English sentences.
"""

from __future__ import annotations

import re

import pytest

from extract.algorithms.auto import app_articles, cms_lines, inline, lines, reader_prompts, signatures, thread_notes
from extract.algorithms.auto.features import DIGIT_CLASS, block_features
from extract.dom import Dom
from extract.literal_gate import FOLD_SPECIALS, LINE_JOINER, item_literals, label_words, lowered_lines
from extract.scripts import BIDI_CONTROL_RE, SENTENCE_END_RE
from tests.extraction_pages import LENDING_POINT, auto_text, body_dom, paragraphs

ZH = LENDING_POINT["zh"]
BO = LENDING_POINT["bo"][:2]
UG = LENDING_POINT["ug"][:2]
EN = LENDING_POINT["en"][:2]


def story(lines_: list[str], before: str = "", after: str = "") -> str:
    """A title, ``before``, the story's lines and ``after`` in one ``div.article``."""
    return (f"<div class='nav'><a href='/'>Home</a> <a href='/news/'>News</a></div><div class='article'>"
            f"<h1>Lending point</h1>{before}<div class='content'>{paragraphs(lines_)}</div>{after}</div>")


def document(body: str) -> str:
    """A whole page around ``body``."""
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>t</title></head><body>{body}</body></html>"


DATE_LINE = "<div class='info'>发表于 2024-05-01 10:00</div>"
AD_LABEL = "<div>广告</div>"
READ_ALSO = "<p>Read also: <a href='/n/2'>The van reaches the last township</a></p>"
PAGER_BO = "<p>སྔོན་མ། <a href='/n/1'>དཔེ་མཛོད་ཁང་གསར་པ།</a></p>"
SHARE_BAR = "<div>分享到：<a>微博</a> <a>微信</a></div>"
EDIT_NOTE = "<div>Last edited by Dolma on 2024-05-01 10:02, edited 1 time in total.</div>"
BUTTONS = "<div><a href='/new'>New Topic</a> | <a href='/reply'>Post Reply</a></div>"
PROMPT = "<p>Was this article helpful?</p>"
APP_PROMPT = "<div><a href='/app'>阅读原文</a></div>"
RULES = "".join(f"<div class='post'><p>{line}</p><div>__________________<br>Dolma, Lhasa</div></div>" for line in EN)
SOURCE_NOTE = "<p>来源：国家统计局 2024-09-03</p>"
HN_HEAD = "<p>Dolma wrote <span class='comhead'>3 hours ago | parent</span></p>"
REDDIT = "<shreddit-post><p>x</p></shreddit-post>"

# name: (body, the finders that fire on it)
PAGES: dict[str, tuple[str, set[str]]] = {
    "zh_date_line": (story(ZH, before=DATE_LINE), {"furniture_lines"}),
    "zh_ad_label": (story(ZH, after=AD_LABEL), {"furniture_lines"}),
    "en_read_also": (story(EN, after=READ_ALSO), {"furniture_lines"}),
    "bo_pager": (story(BO, after=PAGER_BO), {"furniture_lines"}),
    "zh_share_bar": (story(ZH, after=SHARE_BAR), {"furniture_lines"}),
    "en_edit_note": (story(EN, after=EDIT_NOTE), {"thread_note_lines", "furniture_lines"}),  # (its date and time)
    "en_buttons": (story(EN, before=BUTTONS), {"thread_note_lines"}),
    "en_prompt": (story(EN, after=PROMPT), {"reader_prompt_lines"}),
    "zh_app_prompt": (story(ZH, after=APP_PROMPT), {"app_prompt_lines"}),
    "en_rules": (RULES, {"signature_rules"}),
    "zh_source_note": (story(ZH, after=SOURCE_NOTE), {"source_notes", "furniture_lines"}),  # (the note kept after)
    "en_smf_header": (f"<h3 class='catbg'>Author Topic: Library van (Read 185 times)</h3>{paragraphs(EN)}",
                      {"smf_topic_headers"}),
    "zh_smf_header": (f"<h3>作者 主题：流动借书点 （阅读 185 次）</h3>{paragraphs(ZH)}", {"smf_topic_headers"}),
    # gated out: no digit, no label, no literal; the story stays whole
    "bo_story": (story(BO), set()),
    "ug_story": (story(UG), set()),
    "en_story": (story(EN), set()),
    # GUARD: a character re.IGNORECASE matches with an ASCII letter (the long s, U+017F): such a page is asked line by
    # line, and a capital sigma (its lowered form reads its neighbours) beside the joined lines
    # ("ſhare:" is a share label's "share" under re.IGNORECASE, not in the lowered line: only the fallback keeps it)
    "en_long_s": (story(EN, after="<div>ſhare: <a>Weibo</a> <a>WeChat</a></div>"), {"furniture_lines"}),
    "el_sigma": (story(EN, before="<p>ΟΔΟΣ</p>", after=READ_ALSO), {"furniture_lines"}),
    # GUARD: the gates' words in the story's sentences ("share", "read", "new", "app"): opened, nothing found
    "en_words_in_prose": (story(EN + ["Readers share the new app with friends and read the next story together."]),
                          set()),
}


def _source_notes_reference(dom: Dom, blocks: object) -> list[bool]:
    """``lines.source_notes`` as it read the blocks before session 45: one block after another."""
    notes, body = [], False
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        notes.append(body and lines.SOURCE_NOTE_RE.match(text) is not None and lines._POSTING_VERB.search(text) is None)
        body = body or (length >= lines.BODY_PARAGRAPH_CHARS and dom.tags[b] not in lines.HEADING_TAGS
                        and not dom.link_text[b] and SENTENCE_END_RE.search(text) is not None)
    return notes


def _finders(dom: Dom) -> dict[str, list[bool]]:
    """Each finder's answer on ``dom`` (its Blocks built here)."""
    blocks = block_features(dom)
    return {
        "furniture_lines": lines.furniture_lines(dom, blocks),
        "thread_note_lines": thread_notes.thread_note_lines(dom, blocks),
        "reader_prompt_lines": reader_prompts.reader_prompt_lines(dom, blocks),
        "app_prompt_lines": app_articles.app_prompt_lines(dom, blocks),
        "signature_rules": signatures.signature_rules(dom, blocks),
        "source_notes": lines.source_notes(dom, blocks),
        "smf_topic_headers": lines.smf_topic_headers(dom, blocks),
    }


def _all_short(gate: object, texts: list[str], lengths: list[int], max_chars: int) -> list[int]:
    """``short_lines_held`` opened: every short line."""
    return [k for k, length in enumerate(lengths) if length <= max_chars]


def _open_gates(monkeypatch: pytest.MonkeyPatch) -> None:
    """Open the page gates: every short line may be each finder's, every page holds every literal."""
    monkeypatch.setattr(lines, "may_be_furniture", lambda texts, lengths: [True] * len(texts))
    for module in (thread_notes, reader_prompts, app_articles, lines):
        monkeypatch.setattr(module, "short_lines_held", _all_short)
    monkeypatch.setattr(signatures, "block_literals", lambda dom, blocks, words, max_chars: words)
    monkeypatch.setattr(lines, "source_notes", _source_notes_reference)
    monkeypatch.setattr(inline, "holds_engine_tags", lambda dom: True)


@pytest.mark.parametrize("name", PAGES)
def test_finders_fire_on_their_pages(name: str) -> None:
    body, firing = PAGES[name]
    found = _finders(body_dom(body))
    assert {finder for finder, answer in found.items() if any(answer)} == firing


@pytest.mark.parametrize("name", PAGES)
def test_gates_change_no_answer(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    body = PAGES[name][0]
    gated, text = _finders(body_dom(body)), auto_text(document(body))
    dom = body_dom(body)
    assert lines.source_notes(dom, block_features(dom)) == _source_notes_reference(dom, block_features(dom))
    _open_gates(monkeypatch)
    assert _finders(body_dom(body)) == gated
    assert auto_text(document(body)) == text


@pytest.mark.parametrize("name", ["bo_story", "ug_story", "en_story", "en_words_in_prose"])
def test_skipped_pages_keep_their_story(name: str) -> None:
    text = auto_text(document(PAGES[name][0]))
    assert all(line[:20] in text for line in BO + UG + EN if line[:20] in PAGES[name][0])


@pytest.mark.parametrize("body", [story(EN, after=HN_HEAD), story(EN, after=HN_HEAD + REDDIT), story(EN)])
def test_inline_engine_gate_changes_no_kind(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    dom = body_dom(body)
    owner = block_features(dom).owner
    kinds = [inline.furniture_kind(dom, i, owner) for i in range(len(dom))]
    text = auto_text(document(body))
    monkeypatch.setattr(inline, "holds_engine_tags", lambda dom: True)
    assert [inline.furniture_kind(dom, i, owner) for i in range(len(dom))] == kinds
    assert auto_text(document(body)) == text
    assert (inline.NAMED_FURNITURE_KIND in kinds) is ("comhead" in body)


def test_may_be_furniture_keeps_every_furniture_line() -> None:
    texts = ["发表于 2024-05-01 10:00", "广告", "Read also: x", "see ALSO： y", "分享到：", "Share on:", "\u200fئالدىنقى: x",
             "ཁྱབ་བསྒྲགས", "Posted \u200e3 hours ago", "སྔོན་མ། x"]
    assert lines.may_be_furniture(texts, [len(text) for text in texts]) == [True] * len(texts)
    clean = ["Every week the librarians drive out", "The van reaches the last village", BO[1], "广告"]
    assert lines.may_be_furniture(clean, [35, 32, len(BO[1]), 300]) == [False, False, False, False]


def test_digit_class_is_within_backslash_d() -> None:
    # may_be_furniture reads ``\d`` (ANY_DIGIT_RE) for ``is_counts_and_links_line``'s DIGIT_RE too
    digits = re.compile(DIGIT_CLASS)
    assert all(re.match(r"\d", chr(code)) for code in range(0x110000) if digits.match(chr(code)))


def test_lowered_lines() -> None:
    assert lowered_lines(LINE_JOINER.join(["ΟΔΟΣ", "Σ", "AB"]), 3) == ["οδος", "σ", "ab"]
    assert [text.lower() for text in ["ΟΔΟΣ", "Σ", "AB"]] == ["οδος", "σ", "ab"]
    assert lowered_lines("a\0b\0c", 2) is None  # a text holding the joiner
    assert all(lowered_lines(f"a{char}\0b", 2) is None for char in FOLD_SPECIALS)
    assert lowered_lines("", 0) == [] and lowered_lines("", 1) == [""]
    assert not BIDI_CONTROL_RE.search(LINE_JOINER)


def test_label_words_are_the_labels_not_their_colon() -> None:
    assert [len(items) for items in map(item_literals, (lines.READ_ALSO_RE, thread_notes.POSTING_BUTTONS_RE))] == [2, 2]
    assert {":", "：", "\u0f0d"} in item_literals(lines.READ_ALSO_RE)
    assert {"see also", "read ", "next", "previous", "分享", "share"} <= {
        *label_words(lines.READ_ALSO_RE), *label_words(cms_lines.SHARE_LABEL_RE)}
    assert {"reply", "new", "回复"} <= label_words(thread_notes.POSTING_BUTTONS_RE)
    with pytest.raises(ValueError):
        label_words(re.compile(r"\w+:"))
