"""Session 43, final read f7 (m7): a thread box holding a footerless page's last block still names a thread, a
message's subject inside its box leaves the mail gate open, one short disclaimer after a classified's safety box is
no prose, and the flip card's, the badge line's and the media player's patterns (linear; real players' names).

Each page or name failed before: a footerless thread kept none of its replies; a one-message page kept its "Reply all"
and its sender's line; a classified kept its safety tip; a flip card's face pattern took seconds on a long run of
hyphens, the badge line's on a long run of spaces; the media gate missed Aliyun's, Video.js', Plyr's, Bilibili's and
BEM-named players."""

from __future__ import annotations

import time

import pytest

from extract.algorithms.auto.builder_modules import FLIP_BACK_RE, FLIP_FRONT_RE
from extract.algorithms.auto.media_pages import APP_LINE_RE, BADGE_LINE_RE, MEDIA_PAGE_NAME_RE, PLAYER_WORD
from extract.algorithms.auto.thread_pages import THREAD_BOX_RE
from tests.extraction_pages import assert_page, lang_page, paragraphs

# seconds at most for one search of a long name or line: a linear pattern takes a few ms, a quadratic one seconds
LONG_SEARCH_SECONDS = 0.3
LONG_RUN = 20_000  # characters of the separator or space run

# --- 1: a thread box holding the page's last block (no footer) -------------------------------------------------------

OPENING = ["The village well was cleaned last week; the water is clear again but the pump handle still squeaks when it "
           "rains, and the children have started to call it the singing well."]
REPLIES = ["We oiled the handle on Sunday and it was quiet for two days, then the squeak came back after the storm, so "
           "the bearing itself probably needs replacing before the winter.",
           "My uncle repaired pumps like this one for thirty years; he says the leather washer wears out first and "
           "costs almost nothing, so ask the hardware shop in town for one.",
           "Thank you all for the advice. The new washer is in, the handle moves smoothly and the bucket fills in "
           "half the time it took before the repair."]


def footerless_thread(box: str) -> str:
    """A forum thread in ``div.{box}``: its opening post an ``<article>``, its replies ``div.comment``; a menu over
    it and no footer, so the box holds the page's last block."""
    replies = "".join(f"<div class='comment'><div class='comment-author'><b>member{n}</b></div>"
                      f"<div class='comment-content'><p>{text}</p></div></div>" for n, text in enumerate(REPLIES))
    return lang_page("en", "well", "<div class='menu'><ul><li><a href='/'>Home</a></li><li><a href='/f/'>Forum</a>"
                     f"</li></ul></div><main><div class='{box}'><article><h1>The singing well</h1>"
                     f"{paragraphs(OPENING)}</article>{replies}</div></main>")


@pytest.mark.parametrize("box", ["thread-body", "topic-posts"])
def test_a_footerless_threads_replies_stay(box: str) -> None:
    assert THREAD_BOX_RE.search(box) is not None
    assert_page(box, footerless_thread(box), OPENING + REPLIES)


# --- 3: a one-message page with its subject inside the message's box -------------------------------------------------

MAIL_TEXT = ("The shared calendar now shows the river crossing's opening hours, so please check it before you plan "
             "a trip to the market on the other bank.")


def one_message(subject_inside: bool) -> str:
    """A mail archive's conversation of one message, its subject an ``<h2>`` inside or above the message's box."""
    subject = "<h2>crossing hours</h2>"
    return lang_page("en", "crossing hours", "<div class='menu'><ul><li><a href='/'>Home</a></li></ul></div>"
                     f"<div role='main'>{'' if subject_inside else subject}<section role='listitem'>"
                     f"{subject if subject_inside else ''}<div><div>dorje &lt;d...@example.org&gt;</div>"
                     "<div>Jun 3, 2024, 9:05:00 AM</div><div>to villagers</div></div>"
                     f"<div><div dir='auto'>{MAIL_TEXT}</div><div role='button'>Show quoted text</div></div>"
                     "<div><div role='button'><span>Reply all</span></div><div role='button'><span>Reply to author"
                     "</span></div></div></section></div><div class='footer'><p>© 2024 Village list</p></div>")


@pytest.mark.parametrize("subject_inside", [False, True])
def test_a_one_message_pages_controls_go(subject_inside: bool) -> None:
    assert_page(f"subject_inside={subject_inside}", one_message(subject_inside), [MAIL_TEXT],
                ["Reply all", "Reply to author", "d...@example.org"])


# --- 2: one short sentence after a classified's safety box -----------------------------------------------------------

AD = ["河边小区两居室出租，房子在三楼，客厅朝南，家具家电齐全，步行五分钟就到菜市场。",
      "房租每月一千二，押一付三，水电按表计费，适合上班族或者小家庭长期居住。"]
TIP = "签合同之前请当面看房，不要提前向陌生人转账付款。"
DISCLAIMER = "本网站的房屋信息均由个人发布，请大家自己核对真假。"
MORE = "如果发现虚假信息，欢迎通过页面下方的电话向我们举报。"


def classified(after: str) -> str:
    """A classified ad, its safety box and its similar ads, then ``after`` (markup) inside the main box."""
    return lang_page("zh", "t", "<header><ul class='menu'><li><a href='/'>首页</a></li><li><a href='/z/'>租房</a></li>"
                     "</ul></header><main><div class='house-title'><h1>河边两居室出租</h1></div><div class='house-desc'>"
                     f"{paragraphs(AD)}</div><div class='safety-tips'><p>{TIP}</p></div><div class='similar-ads'>"
                     "<h3>相似房源</h3><ul><li><a href='/h/4'>河西一居室</a></li><li><a href='/h/5'>老城单间</a></li>"
                     f"<li><a href='/h/6'>学校旁三居室</a></li></ul></div>{after}</main>"
                     "<footer><p>© 2026 Example</p></footer>")


@pytest.mark.parametrize(("name", "after", "kept", "dropped"), [
    ("one_disclaimer", f"<p>{DISCLAIMER}</p>", AD, [TIP]),
    # guard: a run of two sentences after the box is prose, the box stays
    ("two_sentences", f"<p>{DISCLAIMER}</p><p>{MORE}</p>", [*AD, TIP], []),
])
def test_a_safety_box_before_short_sentences(name: str, after: str, kept: list[str], dropped: list[str]) -> None:
    assert_page(name, classified(after), kept, dropped)


# --- 4, 5: long runs of separators and spaces ---------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "run", "subject", "expected"), [
    ("flip_back_hyphens", FLIP_BACK_RE.search, "card" + "-" * LONG_RUN + "x", False),
    ("flip_front_underscores", FLIP_FRONT_RE.search, "flip" + "_" * LONG_RUN + "x", False),
    ("flip_back_hyphens_match", FLIP_BACK_RE.search, "card" + "-" * LONG_RUN + "back", True),
    ("badge_spaces", BADGE_LINE_RE.match, "Spotify" + " " * LONG_RUN + "x", False),
    ("app_spaces", APP_LINE_RE.match, "Overcast" + " " * LONG_RUN + "x", False),
    ("badge_spaces_match", BADGE_LINE_RE.match, "Spotify" + " " * LONG_RUN + "|", True),
])
def test_a_long_run_is_read_in_linear_time(name: str, run, subject: str, expected: bool) -> None:
    start = time.process_time()
    found = run(subject) is not None
    seconds = time.process_time() - start
    assert found is expected, name
    assert seconds < LONG_SEARCH_SECONDS, f"{name}: {seconds:.2f} s"


# --- 6: real players' names --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "expected"), [
    ("prism-player", True), ("video-player__controls", True), ("audio-player__wrapper", True),
    ("bilibili-player-video-wrap", True), ("vjs-player", True), ("plyr-player", True), ("player-section", True),
    ("player-profile", False), ("team-player", False), ("btn-player", False), ("team-player__name", False),
])
def test_a_media_players_name(name: str, expected: bool) -> None:
    match = MEDIA_PAGE_NAME_RE.search(name)
    assert (match is not None) is expected
    assert match is None or PLAYER_WORD in match.group().lower()
