"""A post's subject heading, a link to the post's own anchor (phpBB "h3 > a[href$='#p101']", SMF "#msg501", MyBB
"#pid7", vBulletin "#post7"), is the thread's title again, not its text (``auto.post_subject_headings``); a
document's headings that link to their own sections stay."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import DIRECTION, PARAGRAPHS, RELATED, TITLES, auto_lines

# how each engine heads a post: {anchor} the post's anchor, {subject} its subject
SUBJECT_HEADINGS = {
    "phpbb": '<h3><a href="./viewtopic.php?p={n}&amp;sid=ab12#p{n}">{subject}</a></h3>',
    "smf": '<h5 id="subject_{n}"><a href="/index.php?topic=61.msg{n}#msg{n}" rel="nofollow">{subject}</a></h5>',
    "mybb": '<h4><a href="showthread.php?pid={n}#pid{n}">{subject}</a></h4>',
}


def thread(engine: str, lang: str) -> str:
    """A thread whose every post is headed by a subject (a headline of the site's, our own) linked to the post."""
    subjects = RELATED[lang]
    posts = "".join(
        f'<div class="post" id="p{100 + n}"><div class="postbody">'
        f'{SUBJECT_HEADINGS[engine].format(n=100 + n, subject=escape(subjects[n % len(subjects)]))}'
        f'<div class="content">{escape(text)}</div></div></div>' for n, text in enumerate(PARAGRAPHS[lang]))
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><meta charset='utf-8'><title>{escape(TITLES[lang])}"
            f"</title></head><body><div class='page-body'><h1>{escape(TITLES[lang])}</h1>{posts}</div></body></html>")


def document(lang: str) -> str:
    """A document whose section headings each link to their own section (a documentation generator's permalinks)."""
    sections = "".join(f'<section id="s{n}"><h2><a href="#s{n}">{escape(RELATED[lang][n])}</a></h2><p>{escape(text)}</p>'
                       f'</section>' for n, text in enumerate(PARAGRAPHS[lang]))
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><meta charset='utf-8'><title>{escape(TITLES[lang])}"
            f"</title></head><body><main><h1>{escape(TITLES[lang])}</h1>{sections}</main></body></html>")


@pytest.mark.parametrize("engine", SUBJECT_HEADINGS)
@pytest.mark.parametrize("lang", sorted(PARAGRAPHS))
def test_a_posts_subject_heading_is_left_out(engine: str, lang: str) -> None:
    lines = auto_lines(thread(engine, lang))
    assert all(text in lines for text in PARAGRAPHS[lang])
    assert not any(subject in lines for subject in RELATED[lang])


@pytest.mark.parametrize("lang", sorted(PARAGRAPHS))
def test_a_documents_headings_linked_to_their_sections_stay(lang: str) -> None:
    lines = auto_lines(document(lang))
    assert all(heading in lines for heading in RELATED[lang][:len(PARAGRAPHS[lang])])
