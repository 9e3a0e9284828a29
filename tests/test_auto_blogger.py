"""Blogger's post page: the post's ``h3.post-title`` is its headline (the title) and ``h2.date-header`` its dateline."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import PARAGRAPHS, auto_lines

# each language: the post's title and the day's date header (our own words); English paragraphs of our own
TITLES = {"bo": "གྲོང་གསེབ་ཀྱི་དཔྱིད་ཀ", "ug": "يېزىدىكى باھار", "en": "Spring in the village"}
DATES = {"bo": "གཟའ་ཟླ་བ། ཟླ་ ༣ ཚེས་ ༣, ༢༠༢༥", "ug": "دۈشەنبە، 3-مارت، 2025", "en": "Monday, March 3, 2025"}
TEXTS = {**PARAGRAPHS, "en": [
    "The snow on the pass melted early this year, and the first trucks reached the village a week before the festival.",
    "Children ran down to the river after school to watch the ice break, while their parents mended the fences.",
    "The teacher planted a row of willows behind the school, one tree for each pupil who finished the winter term.",
    "By the end of the month the fields were ploughed and the barley sown, and the old mill turned again."]}


def post(lang: str, n: int) -> str:
    """One Blogger post: its title, its body (lines set apart by ``<br />``), its footer ("Posted by ... at ...")."""
    body = "<br />".join(escape(p) for p in TEXTS[lang])
    return f"""<div class="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost">
<a name="{n}"></a><h3 class="post-title entry-title" itemprop="name">{TITLES[lang]}{' ' * n}</h3>
<div class="post-header"><div class="post-header-line-1"></div></div>
<div class="post-body entry-content" id="post-body-{n}" itemprop="description articleBody">{body}</div>
<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by
<span class="fn">dawa</span></span> <span class="post-timestamp">at <a class="timestamp-link" href="/p/{n}.html">
<abbr class="published" title="2025-03-03T10:14:00+08:00">10:14 AM</abbr></a></span></div></div></div></div>"""


def blogger_page(lang: str, posts: int = 1) -> str:
    """A Blogger page (the classic layout): the blog's h1 in its header, the day's date header, ``posts`` posts, the
    pager and the archive beside."""
    return f"""<html><head><title>My blog: {TITLES[lang]}</title></head><body><div class="content">
<header><div class="header section" id="header"><div class="widget Header"><div id="header-inner"><div class="titlewrapper">
<h1 class="title"><a href="/">My blog</a></h1></div></div></div></div></header>
<div class="main-outer"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">
<div class="date-outer"><h2 class="date-header"><span>{DATES[lang]}</span></h2><div class="date-posts">
{''.join(post(lang, n) for n in range(posts))}</div></div></div>
<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="/n">Newer Post</a>
<a class="blog-pager-older-link" href="/o">Older Post</a></div></div></div></div>
<div class="sidebar"><div class="widget BlogArchive"><h2>Blog Archive</h2><ul><li><a href="/2025">2025</a></li>
<li><a href="/2024">2024</a></li></ul></div></div></div></body></html>"""


@pytest.mark.parametrize("lang", sorted(TITLES))
def test_a_blogger_posts_title_and_date_header_are_left_out(lang: str) -> None:
    lines = auto_lines(blogger_page(lang))
    assert all(p in lines for p in TEXTS[lang])
    assert TITLES[lang] not in lines
    assert DATES[lang] not in lines


def test_the_titles_of_a_blogs_posts_on_its_home_page_are_kept() -> None:
    # several posts, each titled so: the titles head their records, no page's headline
    lines = auto_lines(blogger_page("en", posts=3))
    assert sum(line.strip() == TITLES["en"] for line in lines) == 3
