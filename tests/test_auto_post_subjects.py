"""A post's subject heading, a link to the post's own anchor (phpBB "h3 > a[href$='#p101']", SMF "#msg501", MyBB
"#pid7", vBulletin "#post7"), is the thread's title again, not its text (``auto.never_kept.post_subject_headings``); a
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
    "phpbb3.0": '<h3><a href="#p{n}">{subject}</a></h3>',  # prosilver 3.0: the fragment alone, the post's div its target
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


# how a document's heading links to itself: {n} the section's number, {heading} its text
PERMALINKS = {
    "section": '<section id="s{n}"><h2><a href="#s{n}">{heading}</a></h2>',  # to its section
    "heading id": '<section><h2 id="p{n}"><a href="#p{n}">{heading}</a></h2>',  # to the heading, an anchor "#p1" names
    "link name": '<section><h3><a name="p{n}" href="#p{n}">{heading}</a></h3>',  # to the link's own name
}


def document(lang: str, permalink: str = "section") -> str:
    """A document whose section headings each link to themselves (a documentation generator's permalinks)."""
    sections = "".join(f'{PERMALINKS[permalink].format(n=n + 1, heading=escape(RELATED[lang][n]))}<p>{escape(text)}</p>'
                       f'</section>' for n, text in enumerate(PARAGRAPHS[lang]))
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><meta charset='utf-8'><title>{escape(TITLES[lang])}"
            f"</title></head><body><main><h1>{escape(TITLES[lang])}</h1>{sections}</main></body></html>")


@pytest.mark.parametrize("engine", SUBJECT_HEADINGS)
@pytest.mark.parametrize("lang", sorted(PARAGRAPHS))
def test_a_posts_subject_heading_is_left_out(engine: str, lang: str) -> None:
    lines = auto_lines(thread(engine, lang))
    assert all(text in lines for text in PARAGRAPHS[lang])
    assert not any(subject in lines for subject in RELATED[lang])


@pytest.mark.parametrize("permalink", PERMALINKS)
@pytest.mark.parametrize("lang", sorted(PARAGRAPHS))
def test_a_documents_headings_linked_to_themselves_stay(lang: str, permalink: str) -> None:
    lines = auto_lines(document(lang, permalink))
    assert all(heading in lines for heading in RELATED[lang][:len(PARAGRAPHS[lang])])
