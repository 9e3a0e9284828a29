"""Pages written to break h160's two rules where they must not fire: a box of facts beside a layout table's article
keeps its blocks but for those ``never_kept`` left out (``auto.tables._keep_blocks``), and a thread's rescue of its
posts' slot brings back no furniture line ``never_kept`` left out (``auto.vetoes.furniture_veto``). A facts table of
timetable cells, of counts, or with a plain source note under it keeps every line; a thread's one-line post and a
poem quoted verse by verse in a comment (an age among its verses) keep theirs."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.extraction_pages import KEPT, auto_lines, kept_lines_scored

# our own sentences: a Tibetan story over a layout table's wide cell (more than a paragraph's worth of kept text)
STORY = ["ལོ་འདིའི་དབྱར་ཁར་གྲོང་ཚོའི་དཔེ་མཛོད་ཁང་དུ་དཔེ་དེབ་གསར་པ་སྟོང་ཕྲག་ལྔ་ཉོས་པས་"
         "སློབ་ཕྲུག་ཚོ་ཉིན་རེར་ཀློག་རུ་ཡོང་གི་འདུག",
         "དཔེ་མཛོད་ཁང་གི་དོ་དམ་པས་དགུན་ཁའི་གསེང་དུས་སུ་ཕྱི་དྲོ་ཆུ་ཚོད་དྲུག་བར་སྒོ་ཕྱེ་རྒྱུ་ཡིན་པ་བརྗོད།",
         "ཕ་མ་ཚོས་ཀྱང་ཁྱིམ་དུ་ཡོད་པའི་དཔེ་ཆ་རྙིང་པ་ཁ་ཤས་དཔེ་མཛོད་ཁང་ལ་ཕུལ་ནས་སྒྲིག་བཀོད་ལེགས་པོ་བྱས།"]
LOW = -5.0  # a score far under auto.THRESHOLD: the model leaves the facts out, as it does a box of short figures


def facts_page(rows: list[tuple[str, str]], after: str = "") -> str:
    """A layout grid: the story in a wide cell, a narrow cell beside it holding a label-and-value table (and
    ``after``, markup under it)."""
    table = "<table>" + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows) + "</table>"
    return ("<html lang='bo'><head><meta charset='utf-8'><title>དཔེ་མཛོད་ཁང་</title></head><body><table width='778'>"
            f"<tr><td width='578'>{'<br>'.join(STORY)}</td><td width='200'>{table}{after}</td></tr></table></body>"
            "</html>")


# rows of a timetable (a day and its hours with the minute: a schedule's data, not a post's time stamp), of counts
# (a count alone in a cell is the table's datum), and a plain facts table with its source under it
TIMETABLE = [("གཟའ་ཟླ་བ།", "09:00 - 18:00"), ("གཟའ་ལྷག་པ།", "09:00 - 18:00"), ("གཟའ་ཉི་མ།", "10:30 - 14:00")]
COUNTS = [("དཔེ་དེབ།", "5000"), ("ཀློག་པ་པོ།", "320"), ("སྒམ།", "12")]
PLAIN = [("ལོ།", "༢༠༢༤"), ("དཔེ་དེབ།", "ལྔ་སྟོང་"), ("ས་གནས།", "གྲོང་ཚོ།")]
SOURCE_NOTE = "ཁུངས། རྫོང་གི་དཔེ་མཛོད་ཁང་།"

FACT_PAGES: dict[str, tuple[list[tuple[str, str]], str, list[str]]] = {
    # name: (rows, markup under the table, lines under it that stay)
    "a timetable of hours": (TIMETABLE, "", []),
    "a table of counts": (COUNTS, "", []),
    "facts and their source": (PLAIN, f"<p>{SOURCE_NOTE}</p>", [SOURCE_NOTE]),
}


@pytest.mark.parametrize("name", list(FACT_PAGES))
def test_a_box_of_facts_keeps_its_own_lines(name: str) -> None:
    rows, after, stay = FACT_PAGES[name]
    texts = [text for pair in rows for text in pair] + stay
    lines = kept_lines_scored(facts_page(rows, after), {text: LOW for text in texts}, KEPT)
    assert all(line in lines for line in STORY)
    assert all(any(text in line for line in lines) for text in texts)


# a thread of comments alone (no article over them), each its age over its text; our own lines
THANKS = "Thank you, this helped me a lot."
POSTS = ["We planted the barley two weeks early this year and the frost missed it.",
         "Our village waited for the rain and sowed late; the crop was thin but it was there.",
         "Next spring the school will lend seed to any family that lost its own to the floods."]
VERSES = ["3 months ago", "the river was brown with snow", "the bridge was under water", "the goats stayed home"]


def thread(posts: list[str]) -> str:
    """A thread page: each comment a ``<div class="comment">`` of its age line and its text ``<p>``."""
    records = "".join(f"<div class='comment'><p>{n + 2} days ago</p><p>{p}</p></div>" for n, p in enumerate(posts))
    return ("<html lang='en'><head><meta charset='utf-8'><title>Sowing</title></head><body><h1>Sowing</h1>"
            f"<section class='comments'>{records}</section></body></html>")


def quoted_poem() -> str:
    """A thread whose last comment quotes a poem one verse per ``<p>``, an age among the verses (running text)."""
    poem = "".join(f"<p>{v}</p>" for v in VERSES)
    return thread(POSTS).replace("</section>", f"<div class='comment'><div class='poem'>{poem}</div></div></section>")


THREAD_PAGES: dict[str, tuple[Callable[[], str], list[str]]] = {
    # name: (page maker, lines that stay)
    "a one-line post among long ones": (lambda: thread([*POSTS[:2], THANKS, POSTS[2]]), [*POSTS, THANKS]),
    "a poem quoted verse by verse": (quoted_poem, [*POSTS, *VERSES]),
}


@pytest.mark.parametrize("name", list(THREAD_PAGES))
def test_a_threads_own_lines_stay(name: str) -> None:
    make, stay = THREAD_PAGES[name]
    lines = auto_lines(make())
    assert all(line in lines for line in stay)
