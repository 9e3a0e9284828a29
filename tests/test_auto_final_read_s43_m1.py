"""Final read f1 of session 43's media pages and blog engines (m1): adversarial lines for the badge and app line
patterns (each must answer at once: a nested quantifier took 48 s on a 76-character line), a series index whose
episode cards are named as furniture, a show page's foot boxes beside a reward box, a news site's "post-nav" beside a
"post-copyright", fallback notices' look-alikes about fonts and scripts, and a sports player's profile page."""

from __future__ import annotations

import re
import time

import pytest

from extract.algorithms.auto.media_pages import APP_LINE_RE, BADGE_LINE_RE, is_fallback_line, is_media_line
from tests.extraction_pages import auto_text, lang_page, paragraphs

# Seconds at most for one line's match (a linear pattern answers in microseconds; the nested one took 1.5 s on the
# first line below and 48 s on a 76-character one).
LINE_SECONDS = 0.05

# Lines of badges or apps that fail at their end (the nested pattern took the seconds noted, review f1; the
# reviewer's "RSS  " * 15 + "x", 76 characters, took 48 s and is left out so the old tree's run ends).
ADVERSARIAL_LINES = [
    "RSS " * 19 + "x",  # 1.5 s
    "RSS  " * 12 + "x",
    "Deezer    " * 7 + "x",  # 0.2 s
    "Spotify RSS Subscribe RSS Feed " + "RSS " * 11 + "!",
    "Overcast | " * 6 + "Overcast x",
]


@pytest.mark.parametrize("line", ADVERSARIAL_LINES)
def test_badge_lines_answer_at_once(line: str) -> None:
    start = time.process_time()
    assert not is_media_line(line)
    assert time.process_time() - start < LINE_SECONDS, f"{line[:30]!r}: {time.process_time() - start:.2f}s"


# Past the line cap (``MEDIA_LINE_CHARS``): the patterns themselves are linear (1.1 s and 1.8 s on the old tree).
@pytest.mark.parametrize("pattern", [BADGE_LINE_RE, APP_LINE_RE])
@pytest.mark.parametrize("line", ["Deezer    " * 9 + "x", "Spotify  " * 12 + "x"])
def test_item_line_patterns_answer_at_once(pattern: re.Pattern[str], line: str) -> None:
    start = time.process_time()
    assert pattern.match(line) is None
    assert time.process_time() - start < LINE_SECONDS


@pytest.mark.parametrize("line,badges", [
    ("Listen on Apple Podcasts | Spotify · RSS Feed", True),
    ("Subscribe RSS", True),
    ("Apple Podcasts | Overcast |", True),
    ("+ 关注", True),
    ("Spotify and RSS", False),
])
def test_badge_lines_still_read(line: str, badges: bool) -> None:
    assert is_media_line(line) is badges


@pytest.mark.parametrize("line,notice", [
    ("浏览器不支持的问题已经在新版本中修复了。", False),
    ("浏览器不支持藏文字体怎么办", False),
    ("你的浏览器不支持这种输入法，请换一个试试。", False),
    ("དྲ་ལྟ་ཆས་རྙིང་པས་ཡིག་གཟུགས་གསར་པར་རྒྱབ་སྐྱོར་མི་བྱེད།", False),
    ("དྲ་ལྟ་ཆས་འདིས་གསལ་བསྒྲགས་འདི་ལ་རྒྱབ་སྐྱོར་མི་བྱེད།", False),
    ("توركۆرگۈچىڭىز بۇ ئىقتىدارنى قوللىمايدۇ.", False),
    ("توركۆرگۈچىڭىز ئۇيغۇرچە خەت نۇسخىسىنى قوللىمايدۇ.", False),
    ("您的浏览器不支持 video 标签。", True),
    ("你的浏览器不支持HTML5视频播放", True),
    ("توركۆرگۈچىڭىز video بەلگىسىنى قوللىمايدۇ.", True),
    ("توركۆرگۈچىڭىز سىننى قوللىمايدۇ.", True),
    ("དྲ་ལྟ་ཆས་འདིས་བརྙན་འཕྲིན་ལ་རྒྱབ་སྐྱོར་མི་བྱེད།", True),
])
def test_fallback_notice_names_its_medium(line: str, notice: bool) -> None:
    assert is_fallback_line(line) is notice


SERIES_INTRO_BO = ("བརྙན་འཕྲིན་གོ་རིམ་འདིས་རྩྭ་ཐང་གི་འབྲོག་པ་ཚང་གཅིག་གི་ལོ་གཅིག་གི་འཚོ་བ་བསྟན་ཡོད། ལེའུ་རེ་རེར་དུས་ཚིགས་"
                   "གཅིག་གི་ལས་ཀ་ཞིག་བཤད་ཡོད།")
SERIES_TITLES_BO = ["ལེའུ་ ༡ མཚོ་སྔོན་གྱི་རྩྭ་ཐང་ལ་དཔྱིད་ཀ་སླེབས་པ།", "ལེའུ་ ༢ ཕ་ཡུལ་གྱི་སློབ་གྲྭ་ཆུང་ཆུང་ཞིག་གི་ལོ་རྒྱུས།",
                    "ལེའུ་ ༣ ཨ་མས་འབྲི་བཞོ་བའི་ཞོགས་པ་དང་ཇ།", "ལེའུ་ ༤ དགུན་ཁའི་ཁ་བ་དང་ཕྱུགས་རྫི་གཞོན་ནུ།"]


def series_page(card_class: str) -> str:
    """A series index with its player: an introduction and an episode list whose items are named ``card_class``."""
    return lang_page("bo", "རྩྭ་ཐང་གི་ལོ་གཅིག", (
        "<main class='main'><div class='video-box'><div class='player'><span class='time'>00:00 / 31:20</span></div>"
        f"</div><h1>རྩྭ་ཐང་གི་ལོ་གཅིག བརྙན་འཕྲིན་གོ་རིམ།</h1><p class='series-intro'>{SERIES_INTRO_BO}</p>"
        "<ul class='episode-list'>"
        + "".join(f"<li class='{card_class}'><a href='/v/{n}'>{t}</a></li>" for n, t in enumerate(SERIES_TITLES_BO))
        + "</ul></main>"))


SHOW_NOTES_EN = [
    "In this episode a retired truck driver remembers the road from Lhasa to Shigatse before it was paved and the "
    "tea houses where drivers waited out the spring floods.",
    "Our guest teaches Uyghur calligraphy to children on weekends and explains why she starts every class with the "
    "letters of the children's own names.",
]
# (a) a podcast's show cards whose descriptions sit in "show-foot" boxes, on a page with a reward box (no Handsome post)
SHOW_CARDS = lang_page("en", "Our shows", (
    "<main><h1>Our shows</h1>"
    + "".join(f"<div class='show-card'><h2>Show {n}</h2><div class='show-foot'><p>{d}</p></div></div>"
              for n, d in enumerate(SHOW_NOTES_EN))
    + "<div class='article-reward'><p>Support the show: 打赏</p></div></main>"))

SPORTS_ZH = ["他十六岁进入省队，第一个赛季就打进了七个球，教练说他在高原上练出来的体能让他在下半场依然跑得动。",
             "去年冬天他膝盖受伤，休息了整整四个月，回来以后改踢中场，传球比以前更加冷静。",
             "他说最想做的事是回到家乡的小学，教孩子们在草地上踢球。"]
SPORTS_Q = "浏览器不支持藏文名字怎么办？"
# (a) a sports player's profile page: "player-profile" names a person, not a media player
SPORTS_PROFILE = lang_page("zh", "球员资料", (
    f"<article class='player-profile'><h1>球员资料：扎西多吉</h1>{paragraphs(SPORTS_ZH[:2])}"
    f"<h2>{SPORTS_Q}</h2>{paragraphs(SPORTS_ZH[2:])}<div class='player-stats'><p>粉丝 3200</p></div></article>"))

NEWS_EN = ["Herders in the county moved their yaks to the winter pastures a week early this year after the first heavy "
           "snow closed the mountain pass.",
           "The county office said the road would reopen once the ploughs had cleared the drifts, which could take until "
           "the end of the month."]
SERIES_NAV_EN = ["Earlier in this series: the spring lambing season, when families stay up through the night beside the "
                 "pens.",
                 "Next in this series: the summer camp by the lake, where the children learn to milk before they learn "
                 "to read."]
# (a) a news site's story whose "post-nav" box carries the series' sentences beside a "post-copyright" notice: no Hexo
# blog (no "post-block" posts, no Butterfly "pagination-post"), so its nav is the story's
NEWS_POST_NAV = lang_page("en", "Winter pastures", (
    "<main><article class='story'><h1>An early move to the winter pastures</h1>"
    f"<div class='story-text'>{paragraphs(NEWS_EN)}</div><div class='post-nav'>{paragraphs(SERIES_NAV_EN)}</div>"
    "<div class='post-copyright'><p>© 2024 Plateau News. Reprints need permission.</p></div></article></main>"))

PAGES = {
    "news_post_nav": (NEWS_POST_NAV, [*NEWS_EN, *SERIES_NAV_EN], []),
    # (a) the series index, its episode items named plainly and named as furniture cards ("video-page-card")
    "series_items": (series_page("episode"), [SERIES_INTRO_BO, *SERIES_TITLES_BO], ["00:00 / 31:20"]),
    "series_cards": (series_page("video-page-card"), [SERIES_INTRO_BO, *SERIES_TITLES_BO], ["00:00 / 31:20"]),
    "show_cards_with_reward": (SHOW_CARDS, SHOW_NOTES_EN, []),
    "sports_profile": (SPORTS_PROFILE, [*SPORTS_ZH, SPORTS_Q], []),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_final_read_pages(name: str) -> None:
    markup, stay, go = PAGES[name]
    text = auto_text(markup)
    for line in stay:
        assert line in text, f"{name}: lost {line[:40]!r}"
    for line in go:
        assert line not in text, f"{name}: kept {line[:40]!r}"
