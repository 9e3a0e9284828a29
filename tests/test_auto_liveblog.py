"""A live blog's entry labels ("Pinned", "Update" and the time with them) are furniture; the entries and times stay."""

from __future__ import annotations

import time

import pytest

from extract.algorithms.auto.lines import is_marked_line

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored

LINE_SECONDS = 0.5  # CPU seconds at most to read 2,000 lines led by a time (was ~5 s; main before the labels ~0.01)
# each language: the pinned and the update label, an editor's name (our own words)
LABELS = {"bo": ("གསར་སྣོན།", "གསར་བསྒྱུར།", "སྒྲོལ་མ།"), "ug": ("مۇقىملانغان", "يېڭىلاندى", "ئايگۈل"),
          "zh": ("置顶", "更新", "卓玛"), "en": ("Pinned", "Update", "Dawa Tsering")}
ENTRIES = {**PARAGRAPHS, "en": [
    "Strong winds closed the mountain road this morning, and the police have asked drivers to wait in town.",
    "The river has risen by half a metre since dawn; volunteers are filling sandbags by the bridge.",
    "Schools in the valley will stay closed tomorrow, the education office said in a short notice.",
    "Power is back in most of the old town, but two villages upstream are still without electricity."]}


def header_entries(lang: str) -> tuple[str, list[str]]:
    """Entries under one header line each: "<time> <name> <label>" (a WordPress live blog's ``header``)."""
    pinned, update, name = LABELS[lang]
    headers = [f"10:4{n} {name} {pinned if n == 0 else update}" for n in range(len(ENTRIES[lang]))]
    markup = "".join(f"<article class='liveblog-entry'><header class='liveblog-entry-header'><time>10:4{n}</time> "
                     f"<span>{name}</span> <span>{pinned if n == 0 else update}</span></header>"
                     f"<div class='liveblog-entry-content'><p>{p}</p></div></article>"
                     for n, p in enumerate(ENTRIES[lang]))
    return markup, headers


def labelled_entries(lang: str) -> tuple[str, list[str]]:
    """Entries whose time and label are lines of their own: "<time>", "<label>", the text (a news site's stream)."""
    pinned, update, _ = LABELS[lang]
    markup = "".join(f"<div class='block'><p class='block-time'><a href='#b{n}'>10:4{n}</a></p><div class='block-elements'>"
                     f"<p><strong>{pinned if n == 0 else update}</strong></p><p>{p}</p></div></div>"
                     for n, p in enumerate(ENTRIES[lang]))
    return markup, [pinned, update]


def live_page(entries: str) -> str:
    return f"<html><head><title>live</title></head><body><main><h1>live</h1><div class='live-body'>{entries}</div></main></body></html>"


@pytest.mark.parametrize("lang", sorted(LABELS))
@pytest.mark.parametrize("shape", [header_entries, labelled_entries])
def test_a_live_blogs_entry_labels_are_left_out(lang: str, shape) -> None:  # noqa: ANN001 (a page-part function)
    markup, headers = shape(lang)
    lines = kept_lines_scored(live_page(markup), {}, KEPT)
    assert all(p in lines for p in ENTRIES[lang])
    assert not any(header in lines for header in headers)


@pytest.mark.parametrize("line", ["10:41", "10:00 Opening of the fair", "14:00 «دىۋان»دىكى ماقال-تەمسىللەر",
                                  "The road was updated with new signs after the flood.",
                                  "10:15 更新：通往县城的公路已经恢复通行，请司机注意落石。",
                                  "10:42 快讯：林芝市今天上午发生小地震，暂无人员伤亡。"])
def test_a_time_alone_or_a_programmes_row_is_kept(line: str) -> None:
    # an entry's time alone stays (QA h90's truth keeps it), as a programme's row, a sentence with the word and an
    # entry written on one line with its time and label (Chinese: no spaces between its words)
    lines = kept_lines_scored(live_page(f"<p>{line}</p><p>{ENTRIES['en'][0]}</p>"), {}, KEPT)
    assert line in lines


@pytest.mark.parametrize("words", ["a." * 60 + " b c d e", "路，桥，站，" * 20 + " 一 二 三 四"])
def test_a_time_led_line_of_many_marks_is_read_in_linear_time(words: str) -> None:
    # a line led by a time whose words hold many marks and that has too many words for a header: each mark was tried
    # as the end of a word, in every combination (a chat log's or a subtitle file's lines)
    lines = [f"10:{n % 60:02d} {words}" for n in range(2000)]
    started = time.process_time()
    assert not any(is_marked_line(line) for line in lines)
    assert time.process_time() - started < LINE_SECONDS


# "Key events": over links to the entries a live blog's box title; over its text an article's section heading
KEY_EVENTS_LINKS = "".join(f"<li><a href='#entry-{n}'>10:4{n}</a></li>" for n in range(3))
KEY_EVENTS_PROSE = ["1950: the first road reaches the valley, and with it the first lorries of barley and salt.",
                    "1962: a school opens in a borrowed house beside the monastery, with one teacher and twelve pupils."]


def test_a_key_events_box_title_over_links_is_left_out() -> None:
    entries = "".join(f"<div class='entry' id='entry-{n}'><p>{p}</p></div>" for n, p in enumerate(ENTRIES["en"]))
    page = live_page(f"<div class='key-events'><h3>Key events</h3><ul>{KEY_EVENTS_LINKS}</ul></div>{entries}")
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(p in lines for p in ENTRIES["en"])
    assert "Key events" not in lines


def test_a_key_events_section_heading_over_text_is_kept() -> None:
    body = "".join(f"<p>{p}</p>" for p in KEY_EVENTS_PROSE)
    page = live_page(f"<p>{ENTRIES['en'][0]}</p><h2>Key events</h2>{body}<h2>Daily life</h2><p>{ENTRIES['en'][1]}</p>")
    lines = kept_lines_scored(page, {}, KEPT)
    assert "Key events" in lines
    assert all(p in lines for p in KEY_EVENTS_PROSE)
