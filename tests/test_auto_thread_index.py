"""A mail archive's thread index: each message's subject (its link) and author, replies nested under it."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto.lines import is_marked_line
from extract.dom import build_dom

# threads of a list's month: (subject, authors of the first message and of each reply), in our languages (our own)
THREADS = {
    "bo": [("བོད་ཡིག་ཡི་གེ་གཟུགས་གསར་པ།", ["བཀྲ་ཤིས།", "སྒྲོལ་མ།", "བཀྲ་ཤིས།"]),
           ("ཁ་པར་ཐོག་གི་མཐེབ་གཞོང་།", ["པད་མ།", "ཉི་མ།"]), ("ཚིག་མཛོད་ཀྱི་ཐོ་གཞུང་།", ["བསོད་ནམས།"])],
    "ug": [("يېڭى ئۇيغۇرچە خەت نۇسخىسى", ["ئابدۇللا", "گۈلنار", "ئابدۇللا"]),
           ("تېلېفون كۇنۇپكا تاختىسى", ["مەمەتجان", "سەنەم"]), ("ئىملا لۇغىتى", ["ئەركىن"])],
    "zh": [("藏文新字体的测试", ["扎西", "卓玛", "扎西"]), ("手机上的维吾尔文键盘", ["阿依古丽", "买买提"]),
           ("拼写检查词表", ["次仁"])],
}
# the archive's own lines: its dates and count (kept by the model here), the sort links (our own wording)
META = "<b>Starting:</b> <i>Fri Mar  1 08:02:11 UTC 2024</i><br><b>Ending:</b> <i>Sat Mar 30 17:45:09 UTC 2024</i>"
META_LINES = ["Starting: Fri Mar  1 08:02:11 UTC 2024", "Ending: Sat Mar 30 17:45:09 UTC 2024", "Messages: 6"]
SORT = ("<b>Messages sorted by:</b> <a href='subject.html'>[ subject ]</a> <a href='author.html'>[ author ]</a> "
        "<a href='date.html'>[ date ]</a>")
META_SCORE = 0.5  # the model keeps the archive's lines (its logit on such a page: +0.06 and +0.23)
ITEM_SCORE = -1.5  # and doubts every item (-1.2 to -1.7 there)


def item(subject: str, author: str, number: int, replies: str = "") -> str:
    return f"<li><a href='{number:06d}.html'>{subject}</a><a name='{number}'>&nbsp;</a><i>{author}</i>{replies}</li>"


def index_page(lang: str) -> str:
    items, number = [], 0
    for subject, authors in THREADS[lang]:
        replies = "".join(item(subject, author, number + k) for k, author in enumerate(authors[1:], 1))
        items.append(item(subject, authors[0], number, f"<ul>{replies}</ul>" if replies else ""))
        number += len(authors)
    return (f"<html><head><title>archive</title></head><body><h1>March 2024 Archives by thread</h1>"
            f"<ul><li>{SORT}</li></ul><p>{META}<br><b>Messages:</b> {number}</p><ul>{''.join(items)}</ul>"
            f"<p><b>Last message date:</b> <i>Sat Mar 30 17:45:09 UTC 2024</i></p></body></html>")


def kept_lines(page: str) -> list[str]:
    dom = build_dom(lxml.html.document_fromstring(page))
    blocks = auto.block_features(dom, dom.title)
    scores = [META_SCORE if ("UTC" in text) else ITEM_SCORE for text in blocks.texts]
    return [" ".join(line.split()) for line in dom.render(auto.kept_nodes(dom, blocks, scores)).split("\n")]


@pytest.mark.parametrize("lang", THREADS)
def test_a_thread_index_keeps_every_subject_and_author_not_its_dates(lang: str) -> None:
    lines = kept_lines(index_page(lang))
    expected = [f"{subject} {author}" for subject, authors in THREADS[lang] for author in authors]
    assert all(line in lines for line in expected)
    assert not any(meta in line for line in lines for meta in META_LINES)
    assert not any("sorted by" in line for line in lines)


def test_a_menu_of_links_alone_is_no_thread_index() -> None:
    # a list of links without text of their own: a menu, no records
    menu = "".join(f"<li><a href='/s/{n}'>{subject}</a></li>" for n, (subject, _) in enumerate(THREADS["zh"] * 2))
    page = index_page("zh").replace("<ul><li><a href='000000.html'>", f"<ul class='menu'>{menu}</ul><ul><li><a "
                                    "href='000000.html'>", 1)
    lines = kept_lines(page)
    assert not any(line == subject for subject, _ in THREADS["zh"] for line in lines)


@pytest.mark.parametrize(("text", "is_date"), [
    ("Fri Mar  1 08:02:11 UTC 2024", True), ("Archived on: Sat Mar 30 17:45:12 UTC 2024", True),
    ("Tue Mar 12 09:14:02 2024", True),  # asctime without a zone
    ("The train leaves at 08:02:11 UTC and arrives in 2024 words of the timetable", False),
])
def test_an_asctime_stamp_is_a_date_line(text: str, is_date: bool) -> None:
    assert is_marked_line(text) is is_date
