"""A page's table of contents (links to its own sections) is furniture; a book's list of chapters is text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored

# each language's section headings and the contents box's title (our own words)
SECTIONS = {"bo": ["ལོ་རྒྱུས།", "ས་ཁམས།", "རིག་གནས།"], "ug": ["تارىخى", "جۇغراپىيىسى", "مەدەنىيىتى"],
            "zh": ["历史", "地理", "文化"]}
CONTENTS = {"bo": "དཀར་ཆག", "ug": "مۇندەرىجە", "zh": "目录"}


def mediawiki_toc(lang: str) -> str:
    """MediaWiki's ``div#toc``: the title, numbered ``li.toclevel-1`` links to the sections."""
    items = "".join(f'<li class="toclevel-1 tocsection-{n + 1}"><a href="#s{n}"><span class="tocnumber">{n + 1}</span> '
                    f'<span class="toctext">{s}</span></a></li>' for n, s in enumerate(SECTIONS[lang]))
    return (f'<div id="toc" class="toc" role="navigation"><div class="toctitle"><h2 id="mw-toc-heading">{CONTENTS[lang]}'
            f'</h2></div><ul>{items}</ul></div>')


def docs_toc(lang: str) -> str:
    """A documentation site's "On this page" box: ``nav.table-of-contents`` of links to the page's own headings."""
    items = "".join(f'<li><a href="/guide/page#s{n}">{s}</a></li>' for n, s in enumerate(SECTIONS[lang]))
    return f'<nav class="table-of-contents"><p class="title">{CONTENTS[lang]}</p><ul>{items}</ul></nav>'


def vector_toc(lang: str) -> str:
    """Vector 2022's ``nav#mw-panel-toc`` beside the article: "(Top)", then the sections."""
    items = "".join(f'<li class="vector-toc-list-item"><a class="vector-toc-link" href="#s{n}"><div class="vector-toc-text">'
                    f'<span class="vector-toc-numb">{n + 1}</span><span>{s}</span></div></a></li>'
                    for n, s in enumerate(SECTIONS[lang]))
    return (f'<nav id="mw-panel-toc" class="mw-table-of-contents-container"><div class="vector-toc">'
            f'<div class="vector-pinnable-header-label">{CONTENTS[lang]}</div><ul><li><a href="#">(Top)</a></li>{items}'
            f'</ul></div></nav>')


def sectioned_page(lang: str, toc: str) -> str:
    """An article: its lead paragraph, the contents box, each section's heading and paragraph."""
    lead, *paragraphs = PARAGRAPHS[lang]
    sections = "".join(f'<h2 id="s{n}">{s}</h2><p>{p}</p>' for n, (s, p) in enumerate(zip(SECTIONS[lang], paragraphs)))
    return f"<html><head><title>page</title></head><body><article><p>{lead}</p>{toc}{sections}</article></body></html>"


@pytest.mark.parametrize(("lang", "toc"), [("bo", mediawiki_toc), ("ug", docs_toc), ("zh", vector_toc),
                                           ("zh", mediawiki_toc), ("bo", docs_toc)])
def test_a_table_of_contents_is_left_out(lang: str, toc) -> None:  # noqa: ANN001 (a page-part function)
    lines = kept_lines_scored(sectioned_page(lang, toc(lang)), {}, KEPT)
    assert all(p in lines for p in PARAGRAPHS[lang])
    assert all(lines.count(s) == 1 for s in SECTIONS[lang])  # the headings, once
    assert CONTENTS[lang] not in lines
    assert not any(line.startswith(("1", "(Top)")) for line in lines)


def test_a_books_chapter_list_named_toc_is_kept() -> None:
    # a bookshop's "Contents" tab: the book's chapters, linked to sample pages elsewhere (no fragment)
    chapters = ["第一章 草原上的春天", "第二章 转场", "第三章 冬天的帐篷"]
    items = "".join(f'<li><a href="/book/17/sample/{n}">{c}</a></li>' for n, c in enumerate(chapters))
    page = sectioned_page("zh", f'<div id="toc" class="tab-pane"><ol class="toc">{items}</ol></div>')
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(c in lines for c in chapters)


def test_a_text_named_toc_whose_links_are_footnotes_is_kept() -> None:
    # an article body whose class holds "toc" ("toc-content"), its only links its footnote marks and their back links
    lead, *paragraphs = PARAGRAPHS["zh"]
    body = "".join(f'<p>{p}<sup><a href="#fn{n}" id="fnref{n}">{n}</a></sup></p>' for n, p in enumerate(paragraphs, 1))
    notes = "".join(f'<li id="fn{n}">{n} <a href="#fnref{n}">↩</a></li>' for n in range(1, len(paragraphs) + 1))
    comments = "".join(f"<div class='comment'><p>{p}</p></div>" for p in PARAGRAPHS["ug"] * 3)
    page = (f"<html><head><title>page</title></head><body><h1>page</h1><div class='entry-content toc-content'>{body}"
            f"<ol class='footnotes'>{notes}</ol></div><div class='comments'>{comments}</div></body></html>")
    lines = "\n".join(kept_lines_scored(page, {}, KEPT))
    assert all(p in lines for p in paragraphs)
