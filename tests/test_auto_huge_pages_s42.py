"""Huge pages a crawler meets (session 42, h290; our own Tibetan, Uyghur, Chinese and English text): a forum thread of
20,000 posts, a table of 50,000 rows, a Q&A page of 5,000 answers each in its own box, a story of 3,000 lists set in
boxes its theme names "related", a feed of 3,000 embedded posts each under the site's logo heading. Each is modelled
(under ``ladder.MAX_MODELLED_NODES``) and comes out whole: every post, row, answer and list, none of the menus. The
steps these pages once made quadratic (a scan of every box per block) now take a bisect; the timings are in the
session's report, not here."""

from __future__ import annotations

import pytest

from extract import extract_page

SENTENCES = {
    "bo": "བོད་ཀྱི་ལོ་རྒྱུས་ནི་ཧ་ཅང་རིང་ཞིང་། རིག་གནས་ཀྱི་ཕྱོགས་ནས་ཀྱང་ཕྱུག་པོ་ཡིན།",
    "ug": "بۇ يىل يېزا ئىگىلىك مەھسۇلاتلىرى ياخشى بولدى، دېھقانلار بەك خۇشال بولدى.",
    "zh": "今年农业丰收，村里的人们都很高兴，纷纷到集市上出售自己的农产品。",
    "en": "Farmers in the valley reported a good harvest, and the market was busy all week long.",
}
LANGS = tuple(SENTENCES)
MENU = "".join(f"<li><a href='/section/{k}'>Menu entry {k}</a></li>" for k in range(8))


def document(main: str) -> bytes:
    """A page: a menu, ``main`` in its ``<main>``, a footer."""
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>page</title></head><body>"
            f"<header><nav><ul>{MENU}</ul></nav></header><main>{main}</main>"
            f"<footer class='site-footer'><p>Copyright 2026 the site</p></footer></body></html>").encode()


def line(i: int) -> str:
    """The ``i``-th line of text: a sentence in one of our four languages and its number."""
    return f"{SENTENCES[LANGS[i % 4]]} (#{i})"


def thread(posts: int) -> bytes:
    """A forum thread: each post its author pane and its message."""
    return document("<h1>The harvest</h1>" + "".join(
        f"<div class='post' id='p{i}'><div class='postprofile'><a href='/u/{i % 97}'>user{i % 97}</a></div>"
        f"<div class='content'>{line(i)}</div></div>" for i in range(posts)))


def table(rows: int) -> bytes:
    """A data table: a name and an office per row."""
    return document("<h1>Staff</h1><table class='display dataTable'><thead><tr><th>Name</th><th>Office</th></tr>"
                    "</thead><tbody>" + "".join(f"<tr><td>Name {i}</td><td>{line(i)}</td></tr>" for i in range(rows))
                    + "</tbody></table>")


def answers(count: int) -> bytes:
    """A Q&A page: the question, then each answer in its own box named for answers (no box around them all)."""
    return document(f"<div class='question'><h1>Which harvest?</h1><p>{line(0)}</p></div><div class='qa-thread'>"
                    + "".join(f"<div class='answers'><div class='answer-body'><p>{line(i)}</p></div></div>"
                              for i in range(1, count + 1)) + "</div>")


def story_lists(count: int) -> bytes:
    """A story whose lists of points stand between its paragraphs, in boxes its theme names "related"."""
    return document("<article><h1>The harvest</h1>" + "".join(
        f"<p>{line(3 * i)}</p><div class='points'><ul class='related'><li>{line(3 * i + 1)}</li></ul></div>"
        f"<p>{line(3 * i + 2)}</p>" for i in range(count)) + "</article>")


def feed(count: int) -> bytes:
    """A feed of embedded posts, each under the site's logo heading, each post in its own ``<article>``."""
    return document("".join(
        f"<div class='embed'><div class='embed-head'><h1 class='site-title'>Site</h1></div>"
        f"<article><p>{line(i)}</p></article></div>" for i in range(count)))


@pytest.mark.parametrize(("name", "page", "lines"), [
    ("thread of 20,000 posts", lambda: thread(20_000), range(20_000)),
    ("table of 50,000 rows", lambda: table(50_000), range(50_000)),
    ("5,000 answers, each in its own box", lambda: answers(5_000), range(5_001)),
    ("3,000 lists named related in a story", lambda: story_lists(3_000), range(9_000)),
    ("3,000 posts under a logo heading each", lambda: feed(3_000), range(3_000)),
], ids=["thread", "table", "answers", "story-lists", "feed"])
def test_a_huge_page_comes_out_whole(name: str, page, lines: range) -> None:
    text = extract_page(page(), "https://example.org/page").text
    kept = set(text.split("\n"))
    missing = [i for i in lines if line(i) not in kept and f"Name {i} {line(i)}" not in text]
    assert not missing, f"{name}: {len(missing)} lines lost, the first {line(missing[0])[:40]!r}"
    assert "Menu entry 3" not in text and "Copyright 2026" not in text, f"{name}: kept the menu or the footer"
