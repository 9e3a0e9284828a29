"""A live blog's entry labels ("Pinned", "Update" and the time with them) are furniture; the entries and times stay."""

from __future__ import annotations

import pytest

from tests.extraction_pages import PARAGRAPHS, kept_lines_scored

KEPT = 1.0  # a score above auto.THRESHOLD: every block passes the model (the steps after it decide)
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
                                  "The road was updated with new signs after the flood."])
def test_a_time_alone_or_a_programmes_row_is_kept(line: str) -> None:
    # an entry's time alone stays (QA h90's truth keeps it), as a programme's row and a sentence with the word
    lines = kept_lines_scored(live_page(f"<p>{line}</p><p>{ENTRIES['en'][0]}</p>"), {}, KEPT)
    assert line in lines
