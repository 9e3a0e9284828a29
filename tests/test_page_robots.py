"""A page's own robots directives (crawler/page_robots.py): which apply to us, and what they are."""

from __future__ import annotations

import lxml.html
import pytest

from crawler.page_robots import page_directives


def meta(name: str, content: str) -> str:
    return f'<meta name="{name}" content="{content}">'


@pytest.mark.parametrize(("head", "headers", "expected"), [
    ("", [], set()),
    (meta("robots", "index, follow"), [], {"index", "follow"}),
    (meta("ROBOTS", "NOFOLLOW"), [], {"nofollow"}),                      # names and values ignore case
    (meta("robots", "none"), [], {"noindex", "nofollow"}),                # none = noindex, nofollow
    (meta("tsheg", "noindex"), [], {"noindex"}),                          # addressed to us by name
    (meta("googlebot", "nofollow"), [], set()),                           # addressed to another crawler
    (meta("description", "nofollow and noindex are words here"), [], set()),
    (meta("robots", "max-snippet: 20, noarchive"), [], {"max-snippet", "noarchive"}),
    ("", ["noindex, nofollow"], {"noindex", "nofollow"}),                 # X-Robots-Tag
    ("", ["otherbot: nofollow"], set()),                                  # ... for another crawler
    ("", ["TSHEG: nofollow"], {"nofollow"}),                              # ... for us
    ("", ["max-snippet: 20"], {"max-snippet"}),                           # a value, not an agent
    (meta("robots", "noarchive"), ["nofollow"], {"noarchive", "nofollow"}),   # both sources count
])
def test_page_directives(head: str, headers: list[str], expected: set[str]) -> None:
    root = lxml.html.document_fromstring(f"<html><head>{head}</head><body><p>ཀ་ཁ།</p></body></html>")
    assert page_directives(root, headers, agent="tsheg") == expected
