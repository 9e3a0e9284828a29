"""A lead-in label ending in a colon ("附件：", "قوشۇمچە ھۆججەتلەر:") over a list of links to pages left out is left out
too (a notice's list of links to documents under it comes back whole with it: gov_portals.keep_notice_attachments),
and Jetpack's share box ("sharedaddy": its "Share:" heading over the buttons) is a share bar; a lead-in over a
list of prose the model left out stays (a manual's "The options are:")."""

from __future__ import annotations

import pytest

from extract.algorithms import auto
from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored

LOW = auto.THRESHOLD - 1.0  # a score the model gives a block it leaves out
PAGES = ["关于做好秋季学期开学工作的通知", "县教育局公布今年招生计划"]  # related notices' titles (links to pages)
FILES = ["1. 报名表.docx", "2. 考场安排.pdf"]  # an attachment list's file names (links to the documents)


def notice(lang: str, label: str, items: str, after: str = "") -> str:
    body = "".join(f"<p>{p}</p>" for p in PARAGRAPHS[lang])
    return (f"<html><head><title>notice</title></head><body><div class='content'>{body}</div>"
            f"<div class='box'><p>{label}</p><ul>{items}</ul></div>{after}</body></html>")  # (a neutral box: a box named
    # "attachments" is a post's attachment list, left out whole by its name: POSTER_RE)


def linked(names: list[str], extension: str = ".html") -> str:
    """List items linking each name to "/files/{n}{extension}": a page (".html") or a document (".pdf")."""
    return "".join(f"<li><a href='/files/{n}{extension}'>{name}</a></li>" for n, name in enumerate(names))


@pytest.mark.parametrize(("lang", "label"), [
    ("zh", "附件："),
    ("ug", "قوشۇمچە ھۆججەتلەر:"),
    ("bo", "Attachments:"),
])
def test_a_label_over_a_left_out_list_of_links_is_left_out(lang: str, label: str) -> None:
    lines = kept_lines_scored(notice(lang, label, linked(PAGES)), dict.fromkeys(PAGES, LOW), KEPT)
    assert all(p in lines for p in PARAGRAPHS[lang])
    assert label not in lines


@pytest.mark.parametrize(("lang", "label"), [("zh", "附件："), ("ug", "قوشۇمچە ھۆججەتلەر:")])
def test_a_label_over_a_left_out_list_of_documents_comes_back_with_it(lang: str, label: str) -> None:
    # a notice's attachment list (links to the document files) is its text: list and label come back whole
    # (gov_portals.keep_notice_attachments, review h141), whatever the lead-in rule reads
    lines = kept_lines_scored(notice(lang, label, linked(FILES, ".pdf")), dict.fromkeys(FILES, LOW), KEPT)
    assert all(p in lines for p in PARAGRAPHS[lang])
    assert [line for line in [label, *FILES] if line not in lines] == []


def test_a_label_over_a_left_out_list_of_prose_stays() -> None:
    options = ["Keep the old file and write the new one beside it.", "Replace the old file with the new one."]
    items = "".join(f"<li>{o}</li>" for o in options)
    lines = kept_lines_scored(notice("zh", "The possible options are:", items), dict.fromkeys(options, LOW), KEPT)
    assert "The possible options are:" in lines


@pytest.mark.parametrize("label", ["ھەمبەھىرلەش:", "Share this:", "分享到："])
def test_jetpacks_share_heading_is_left_out(label: str) -> None:
    box = (f"<div class='sharedaddy sd-sharing-enabled'><h3 class='sd-title'>{label}</h3>"
           "<div class='sd-content'><ul><li><a href='#'>Facebook</a></li><li><a href='#'>Telegram</a></li></ul></div></div>")
    lines = kept_lines_scored(notice("ug", "", "", after=box), {}, KEPT)
    assert all(p in lines for p in PARAGRAPHS["ug"])
    assert label not in lines
