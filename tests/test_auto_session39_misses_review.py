"""Session 39, h244: review of h242's small-miss rules with pages built to mislead them (our own pages and sentences).

- ``server_signatures.drop_server_signatures``: a tutorial or a forum post quoting Apache's signature line (in a
  ``<pre>``, a ``<code>``, a quote) keeps it; only the ``<address>`` line a server writes under its own page goes;
- ``series_indexes.keep_boxed_dated_rows``: a news brief's paragraphs over its box's unlabelled related headlines (one
  link and a date each) are a story, and the headlines stay out.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

HEAD = "<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>t</title></head><body>"
MENU = ("<div class='header'><ul class='nav'><li><a href='/'>Home</a></li><li><a href='/n'>News</a></li>"
        "<li><a href='/c'>Culture</a></li><li><a href='/h'>History</a></li></ul></div>")
FOOT = "<div class='footer'><p>Copyright © 2025 The Site. All rights reserved.</p></div></body></html>"

SIGNATURE = "Apache/2.4.41 (Ubuntu) Server at www.example.com Port 80"
TUTORIAL = ["By default Apache prints its version and the host name at the bottom of every error page it writes "
            "itself, which tells a stranger more than they need to know.",
            "On a fresh Ubuntu server the bottom of a missing page looks like this:",
            "To hide it, set ServerSignature Off and ServerTokens Prod in the main configuration and reload the server."]
QUOTES = {"pre": f"<pre>{SIGNATURE}</pre>", "code": f"<p><code>{SIGNATURE}</code></p>",
          "blockquote": f"<blockquote>{SIGNATURE}</blockquote>"}


@pytest.mark.parametrize("quote", sorted(QUOTES))
def test_quoted_server_signature_stays_in_a_tutorial(quote: str) -> None:
    page = (HEAD.format(lang="en") + MENU + "<article class='post'><h1>Hiding the Apache signature</h1>"
            f"<p>{TUTORIAL[0]}</p><p>{TUTORIAL[1]}</p>{QUOTES[quote]}<p>{TUTORIAL[2]}</p></article>" + FOOT)
    text = auto_text(page)
    assert SIGNATURE in text
    assert all(line in text for line in TUTORIAL)


BRIEFS = {
    "zh": ("山区将新建三所寄宿小学",
           ["本报讯 县教育局昨天宣布，今年秋季将在山区新建三所寄宿小学，解决偏远村庄儿童上学路远的问题。",
            "新学校预计明年九月投入使用，每所学校可容纳两百名学生。"],
           ["县医院新门诊楼正式启用", "春季植树活动在全县展开", "乡村公路改造工程顺利完工", "全县中小学开展安全教育周",
            "农民专业合作社培训班开班"]),
    "en": ("Three boarding schools for the hill villages",
           ["The county said on Monday that it will build three boarding schools in the hills this autumn, so that "
            "children from the far villages no longer walk two hours each way.",
            "The schools should open next September with room for two hundred pupils each."],
           ["New clinic opens at the county hospital", "Tree planting week begins", "Village road works finished",
            "Schools hold a safety week", "Farm cooperative starts a course"]),
}


@pytest.mark.parametrize("lang", sorted(BRIEFS))
def test_brief_keeps_its_related_rows_out(lang: str) -> None:
    heading, paragraphs, related = BRIEFS[lang]
    rows = "".join(f"<div class='item'><a href='/n/{k}'>{title}</a><span class='date'>2025-0{k + 3}-1{k}</span></div>"
                   for k, title in enumerate(related))
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    text = auto_text(HEAD.format(lang=lang) + MENU + f"<div class='content'><h1>{heading}</h1>{body}{rows}</div>" + FOOT)
    assert all(p in text for p in paragraphs)
    assert [title for title in related if title in text] == []
