"""The page pipeline's cost before ``auto``: ``build_dom``'s rank-badge test and ``title.headings`` read only what
they need, and give what they gave when they read everything (our own pages)."""

from __future__ import annotations

import lxml.html
import pytest

import extract.dom
from extract.dom import build_dom
from extract.title import headings

HEADLINE = "ཞིང་པའི་ལོ་ཏོག་ལེགས་པོ་བྱུང་།"  # "the harvest was good"
SECOND = "村里的新学校开学了"  # "the village's new school opened"
THIRD = "يېزىدىكى يېڭى مەكتەپ ئېچىلدى"  # "the village's new school opened"


def dom_of(markup: str):
    return build_dom(lxml.html.document_fromstring(markup))


# (page, its rendered text): a number badge before a link is its own word; anything else joins as written.
# The last five are pages meant to break the cheap test before ``is_rank_badge`` (a child the walk does not
# number, digits of other scripts, white space around the digits, four digits, a badge inside a badge).
BADGE_PAGES = [
    (f"<ol><li><span>1</span><a href='/a'>{HEADLINE}</a></li></ol>", f"1 {HEADLINE}"),
    (f"<ol><li><span>12</span><a href='/a'>{SECOND}</a></li></ol>", f"12 {SECOND}"),
    (f"<p><b>un</b><i>done</i> <span>7</span><a href='/a'>{THIRD}</a></p>", f"undone 7{THIRD}"),
    (f"<ol><li><span>1<!-- rank --></span><a href='/a'>{HEADLINE}</a></li></ol>", f"1{HEADLINE}"),
    (f"<ol><li><span>1<script>var n = 1;</script></span><a href='/a'>{HEADLINE}</a></li></ol>", f"1{HEADLINE}"),
    (f"<ol><li><span>١٢</span><a href='/a'>{THIRD}</a></li></ol>", f"١٢ {THIRD}"),
    (f"<ol><li><span> 3 </span><a href='/a'>{SECOND}</a></li></ol>", f"3 {SECOND}"),
    (f"<ol><li><span>2024</span><a href='/a'>{SECOND}</a></li></ol>", f"2024{SECOND}"),
    (f"<ol><li><span><b>4</b></span><a href='/a'>{HEADLINE}</a></li></ol>", f"4{HEADLINE}"),
]


@pytest.mark.parametrize(("markup", "text"), BADGE_PAGES)
def test_rank_badges_read_as_before(markup: str, text: str) -> None:
    dom = dom_of(markup)
    assert dom.render(range(len(dom))) == text


def test_the_badge_test_reads_only_elements_that_can_be_badges(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page of 500 inline links and spans of words asks ``is_rank_badge`` about none of them (it asked about
    each inline element without a tail: a Python call per element of every page)."""
    asked: list[object] = []
    real = extract.dom.is_rank_badge

    def counted(el) -> bool:  # noqa: ANN001 (lxml element)
        asked.append(el)
        return real(el)

    monkeypatch.setattr(extract.dom, "is_rank_badge", counted)
    items = "".join(f"<li><span>{SECOND}</span><a href='/{k}'>{HEADLINE}</a></li>" for k in range(500))
    dom = dom_of(f"<ul>{items}</ul><ol><li><span>1</span><a href='/1'>{THIRD}</a></li></ol>")
    assert dom.render(range(len(dom))).endswith(f"\n1 {THIRD}")
    assert len(asked) == 1


# (page, the headings it gives): nested headings read as the outer one, a heading of preformatted lines, an empty
# heading, headings after the limit, a link heading.
HEADING_PAGES = [
    (f"<h1>{HEADLINE}</h1><p>{SECOND}</p><h2>{THIRD}</h2>", [(HEADLINE, False), (THIRD, False)]),
    (f"<h1>{HEADLINE}<h2>{SECOND}</h2></h1><h3>{THIRD}</h3>", [(f"{HEADLINE} {SECOND}", False), (THIRD, False)]),
    (f"<pre><h2>{HEADLINE}\n\n{SECOND}</h2></pre>", [(f"{HEADLINE} {SECOND}", False)]),
    (f"<h1> </h1><h2><a href='/'>{SECOND}</a></h2>", [(SECOND, True)]),
    ("".join(f"<h3>{THIRD} {k}</h3>" for k in range(12)), [(f"{THIRD} {k}", False) for k in range(8)]),
    (f"<h2>{SECOND}</h2><h1>{HEADLINE}<span>1</span><a href='/'>{THIRD}</a></h1>",
     [(f"{HEADLINE}1{THIRD}", False), (SECOND, False)]),
]


@pytest.mark.parametrize(("markup", "found"), HEADING_PAGES)
def test_headings_read_each_headings_text(markup: str, found: list[tuple[str, bool]]) -> None:
    assert headings(dom_of(markup)) == found


class Unread(list):
    """A list that fails when something reads it whole."""

    def __iter__(self):  # noqa: ANN204
        raise AssertionError("the whole list was read")


def test_headings_read_their_own_pieces_only() -> None:
    """A page of 2000 paragraphs under its headline: ``headings`` reads the headline's pieces, not the page's (it
    read every piece and every node in Python)."""
    paragraphs = "".join(f"<p>{SECOND} {k}</p>" for k in range(2000))
    dom = dom_of(f"<h1>{HEADLINE}</h1>{paragraphs}")
    dom.piece_owner, dom.piece_text, dom.tags = Unread(dom.piece_owner), Unread(dom.piece_text), Unread(dom.tags)
    assert headings(dom) == [(HEADLINE, False)]


def test_headings_read_block_tags_only() -> None:
    with pytest.raises(ValueError, match="span"):
        headings(dom_of(f"<span>{HEADLINE}</span>"), ("span",))
