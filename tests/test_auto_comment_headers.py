"""A comment's header (its subject, author and score) is the thread's furniture where the comments are the thread, as
a post's header is (``auto.words.POSTER_RE``: Slashdot's "commentTop", WordPress's "comment-meta"); the thread rescue,
which keeps every block in the tag path of a kept comment's text, brings back none of them."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import DIRECTION, PARAGRAPHS, RELATED, TITLES, auto_lines

HEADER_CLASSES = ["commentTop", "comment-meta", "comment-header", "comment__meta"]


def comment_thread(lang: str, header_class: str) -> str:
    """A story's headline and first words, and under it a tree of long comments, each headed by a subject line with
    its author and score in a box named ``header_class``, in the same tag path as the comment's text."""
    subjects = RELATED[lang]
    items = "".join(
        f'<li class="comment"><div class="cw"><div class="{header_class}"><div class="details">'
        f'{escape(subjects[n % len(subjects)])} reader{n} ({n}4109)</div></div>'
        f'<div class="commentBody"><div>{escape(text)}</div></div></div></li>'
        for n, text in enumerate(PARAGRAPHS[lang]))
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><meta charset='utf-8'><title>{escape(TITLES[lang])}"
            f"</title></head><body><div class='story'><h1>{escape(TITLES[lang])}</h1>"
            f"<p>{escape(PARAGRAPHS[lang][0][:60])}</p></div><ul class='commtree'>{items}</ul></body></html>")


@pytest.mark.parametrize("header_class", HEADER_CLASSES)
@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_comments_header_is_left_out_of_a_comment_thread(lang: str, header_class: str) -> None:
    lines = auto_lines(comment_thread(lang, header_class))
    assert all(comment in lines for comment in PARAGRAPHS[lang])
    assert not any("reader" in line for line in lines)


EDITORIAL_PARAGRAPHS = 2  # a short editorial: its lede and one paragraph (a long one's lede goes as a comment, COMMENT_BIT)


def editorial(lang: str, header_class: str) -> str:
    """An opinion section's one short editorial: its headline (an h2) and lede in a box the section's template names
    ``header_class`` (a "comment" is an opinion piece there), then its paragraph."""
    body = "".join(f"<p>{escape(text)}</p>" for text in PARAGRAPHS[lang][1:EDITORIAL_PARAGRAPHS])
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><meta charset='utf-8'><title>{escape(TITLES[lang])}"
            f"</title></head><body><nav><ul><li><a href='/'>home</a></li><li><a href='/comment'>comment</a></li></ul>"
            f"</nav><div class='article-box'><div class='{header_class}'><h2>{escape(TITLES[lang])}</h2>"
            f"<p class='lead'>{escape(PARAGRAPHS[lang][0])}</p></div><div class='article-body'>{body}</div></div>"
            f"</body></html>")


@pytest.mark.parametrize("header_class", ["commentTop", "comment-header", "comment__header"])  # (a "meta" box is a byline)
@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_one_box_so_named_heading_an_editorial_keeps_its_lede(lang: str, header_class: str) -> None:
    lines = auto_lines(editorial(lang, header_class))
    assert all(text in lines for text in PARAGRAPHS[lang][:EDITORIAL_PARAGRAPHS])
