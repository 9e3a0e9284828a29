"""Adversarial review (r297) of ``media_pages``: pages of our own written to break its player gate, its furniture
boxes and its line rules.

False positives: a forum thread sharing a video whose first post is marked ``owner``, a Tibetan numerals lesson with
its pronunciation audio (a run of numbers that is the lesson), a podcast host's help page listing the apps that play
a show, a YouTube page whose short description shares its block with the comments' renderer, a song page whose
lyrics sit inside the audio player's box beside a long story, a Uyghur story whose paragraph says "views", "subscribe"
and "more", a Tibetan poetry page whose poems' box is named "anthology". False negatives: a React portal's camelCase
names, Uyghur and Chinese view labels with their noun ("كۆرۈلۈش سانى", "播放次数"), a count line whose age is in
years ("3 years ago"), a Tibetan selector of labelled episode numbers, a contracted fallback notice. Size: a page of
thousands of related cards, count lines and YouTube renderers runs the two steps in near-linear time.
"""

from __future__ import annotations

import time

import lxml.html
import pytest

from extract.dom import build_dom
from tests.extraction_pages import assert_page, auto_text, paragraphs


def site(lang: str, title: str, main: str, side: str = "") -> str:
    """A page in ``lang``: a menu, ``main`` in ``<main>``, ``side`` after it, a footer."""
    direction = " dir='rtl'" if lang == "ug" else ""
    return (f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'><title>{title}</title></head>"
            f"<body><header class='header'><nav class='nav'><ul><li><a href='/'>Home</a></li><li><a href='/v/'>"
            f"Videos</a></li><li><a href='/f/'>Forum</a></li></ul></nav></header><main class='main'>{main}</main>"
            f"{side}<footer class='footer'><p>© 2025 review site</p></footer></body></html>")


# (a) a forum thread sharing a video: the opening post is marked "owner" (the thread starter's), the replies follow
OP = ("我上周在纳木错湖边拍了一段日出的视频，早上六点就到了湖边，气温零下十度，手机差点冻得关机，但看到太阳从雪山后面"
      "升起来的时候，觉得一切都值得了。视频没有配乐，只有风声和湖水拍岸的声音。")
REPLIES = ["这段视频太震撼了，湖面的颜色随着阳光一点点变化，我看了三遍，下次去西藏一定要早起去看日出。",
           "请问你用的是什么手机？零下十度还能正常录像吗？我去年冬天去的时候电池十分钟就没电了，只好揣在怀里。",
           "纳木错的冬天确实冷，不过游客少，湖边特别安静。建议带一个充电宝放在贴身的口袋里，能保暖也能应急。",
           "风声录得很清楚，比加了音乐的视频好多了。能不能再发一段晚上看星星的视频？听说那里的银河特别亮。"]
FORUM_OWNER = site("zh", "纳木错日出", (
    "<div class='thread'><h1>纳木错的日出（附视频）</h1>"
    f"<div class='post owner'><div class='author'>雪山下</div><div class='post-body'><p>{OP}</p>"
    "<div class='video-player'><video controls src='/v/namtso.mp4'></video>"
    "<span class='time'>00:00 / 01:20</span></div></div></div>"
    + "".join(f"<div class='post'><div class='author'>网友{n}</div><div class='post-body'><p>{r}</p></div></div>"
              for n, r in enumerate(REPLIES)) + "</div>"))

# (a) a Tibetan numerals lesson with its pronunciation audio: the run of numerals is the lesson's text
LESSON_BO = ["སློབ་ཚན་འདིར་བོད་ཀྱི་གྲངས་ཀ་གཅིག་ནས་བཅུའི་བར་དུ་སློབ་སྦྱོང་བྱེད་རྒྱུ་ཡིན། གོང་གི་སྒྲ་ཟིན་ལ་ཉན་ནས་ཁ་འདོན་"
             "ཐེངས་གསུམ་བྱེད་དགོས།",
             "གྲངས་ཀ་རེ་རེ་བྲིས་ནས་དེའི་མིང་ཡང་སྦྱར་ཏེ་ཀློག་ན་ཡིད་ལ་འཛིན་བདེ་པོ་ཡོང་། ཁྱིམ་ལས་སུ་གྲངས་ཀ་ཚང་མ་ཐེངས་ལྔ་བྲིས་"
             "དགོས།"]
NUMERALS_BO = "༡ ༢ ༣ ༤ ༥ ༦ ༧ ༨ ༩ ༡༠"
LESSON = site("bo", "གྲངས་ཀ།", (
    "<article class='lesson'><h1>སློབ་ཚན་ ༣ བོད་ཀྱི་གྲངས་ཀ།</h1><div class='audio-player'><audio controls "
    "src='/a/3.mp3'></audio><span class='time'>00:00 / 02:05</span></div>"
    f"<p>{LESSON_BO[0]}</p><p class='numerals'>{NUMERALS_BO}</p><p>{LESSON_BO[1]}</p></article>"))

# (a) a podcast host's help page: its demo player, and the apps that play a show as a list of the page's own
HELP_EN = ["Every show hosted with us gets a public RSS feed the moment its first episode is published, and the "
           "player above is the same one your listeners will see on your show's page.",
           "Your feed works in every podcast app that reads open feeds. These are the apps our listeners use most, "
           "and each of them picks up a new episode within an hour of publishing:",
           "If an app does not show your latest episode after a day, send us the feed's address and we will ask the "
           "app's support team to refresh it."]
APPS = ["Apple Podcasts", "Spotify", "Overcast", "Pocket Casts"]
PODCAST_HELP = site("en", "Which apps play my show?", (
    "<article class='help-article'><h1>Which apps play my show?</h1><div class='podcast-player'><audio controls "
    f"src='/demo.mp3'></audio><span class='time'>00:00 / 00:30</span></div>"
    f"<p>{HELP_EN[0]}</p><p>{HELP_EN[1]}</p><ul class='apps'>"
    + "".join(f"<li>{app}</li>" for app in APPS) + f"</ul><p>{HELP_EN[2]}</p></article>"))

# (a) YouTube: a short description in the same block as the comments' renderer, whose comments are block elements
YT_DESC = "Morning chants recorded at a small monastery above the Kyichu valley, filmed in one take at dawn."
YT_COMMENTS = ["I listen to this every morning before work, and it sets the tone for the whole day, thank you.",
               "The echo from the hall is beautiful; you can hear the wind through the prayer flags near the end.",
               "My grandmother used to chant exactly like this, it brought back so many memories of her house.",
               "Could you share the name of the monastery? I would love to visit when I travel to Lhasa next year."]
YT_ABOUT = ["The monks of this small hall chant together every morning before the sun reaches the valley floor, and "
            "visitors are welcome to sit at the back and listen.",
            "This recording was made with one microphone near the door, so the voices come and go with the wind "
            "that blows through the open windows."]
YOUTUBE_SHORT = site("en", "Morning chants", (
    f"<ytd-watch-flexy><div id='player'><div class='ytp-chrome-bottom'><span class='ytp-time-current'>0:00</span> / "
    f"<span class='ytp-time-duration'>12:30</span></div></div>"
    f"<h1>Morning chants above the Kyichu valley</h1>{paragraphs(YT_ABOUT)}"
    f"<div id='below'>{YT_DESC}<ytd-comments id='comments'>"
    + "".join(f"<ytd-comment-thread-renderer><div id='content-text'>{c}</div></ytd-comment-thread-renderer>"
              for c in YT_COMMENTS) + "</ytd-comments></div></ytd-watch-flexy>"))

# (a) a song page whose lyrics panel sits inside the audio player's box (a synced-lyrics player), after a long story
SONG_STORY_UG = ["بۇ ناخشا ئۆتكەن ئەسىرنىڭ ئاتمىشىنچى يىللىرى قەشقەردە يېزىلغان بولۇپ، ئۇ ئەينى ۋاقىتتا يېزىدىكى "
                 "توي-تۆكۈنلەردە ئەڭ كۆپ ئېيتىلىدىغان ناخشىلارنىڭ بىرى ئىدى.",
                 "ناخشىنىڭ مۇزىكىسىنى بىر ياش دۇتارچى ئىشلىگەن، ئۇ ناخشىنى ئاۋۋال ئۆز ئائىلىسىدىكىلەرگە ئېيتىپ بەرگەن، "
                 "كېيىن ئۇ پۈتۈن شەھەرگە تارقالغان.",
                 "بۈگۈنكى كۈندە بۇ ناخشا مەكتەپ بالىلىرىمۇ ياتلىۋالغان ناخشىغا ئايلاندى، ئۇنى ھەر يىلى باھار "
                 "بايرىمىدا ئاڭلاشقا بولىدۇ.",
                 "بۇ قېتىم ئېلان قىلىنغان نۇسخىنى قەشقەرنىڭ كونا شەھىرىدىكى بىر ئائىلە ئۇستىخانىسىدا خاتىرىلىگەن بولۇپ، "
                 "ئاۋازدا ھويلىدىكى قۇشلارنىڭ سايرىشىمۇ ئاڭلىنىدۇ."]
LYRICS_UG = ["ئەتىگەندە تاڭ ئاتتى، تاغ ئۈستىدە ئاي باتتى، يار كۆڭلۈمگە يېقىن سەن، ئۇنتۇلماس ھەر بىر كۈن سەن",
             "باغلاردا گۈل ئېچىلدى، يوللارغا نۇر چېچىلدى، سەن بولمىساڭ بۇ دۇنيا، خۇددى قۇرۇق چۆل بولدى"]
SONG_IN_PLAYER = site("ug", "تاڭ ئاتتى", (
    f"<article><h1>تاڭ ئاتتى</h1>{paragraphs(SONG_STORY_UG)}<div class='audio-player'><audio src='/s/9.mp3'>"
    "</audio><div class='controls'><span class='time'>00:00 / 04:10</span></div>"
    f"<div class='lyrics'>{paragraphs(LYRICS_UG)}</div></div></article>"))

# (a) a Uyghur story whose paragraphs say views, subscribe and "more", on a page with a player
STORY_UG = ["بۇ فىلىم تورغا قويۇلغاندىن كېيىن بىر ھەپتە ئىچىدە كۆرۈلۈشى 45678 قېتىمغا يەتتى، رېژىسسور بۇنىڭدىن "
            "ناھايىتى خۇشال بولغانلىقىنى ئېيتتى.",
            "كۆرۈرمەنلەر ئۇنىڭ قانىلىغا مۇشتەرى بولۇش ئارقىلىق ئىككىنچى قىسمىنى تېخىمۇ كۆپ ساقلاۋاتقانلىقىنى "
            "بىلدۈرگەن، ئۇ كېلەر ئايدا يېڭى فىلىمنى ئېلان قىلماقچى.",
            "تەنقىدچىلەر فىلىمدىكى بالىلارنىڭ ئۆز سۆزى بىلەن سۆزلىشىگە يول قويۇلغانلىقىنى ماختىدى، ئۇلارنىڭ پىكرىچە "
            "بۇ فىلىم تولۇق كۆرۈشكە ئەرزىيدۇ."]
STORY_WITH_PLAYER = site("ug", "فىلىم", (
    "<article class='post'><h1>ناۋايخانا فىلىمى</h1><div class='video-box'><div class='player'>"
    f"<video controls src='/v/7.mp4'></video><span class='time'>00:00 / 24:10</span></div></div>"
    f"<div class='info'>{paragraphs(STORY_UG)}</div></article>"))

# (b) a React portal's camelCase names: toolbar, related and more videos, recommendation list
CAMEL_ZH = ["这期节目走进了日喀则的一个小学，孩子们每天要步行一个小时上学，路上会经过一条结冰的小河和一片青稞地。",
            "校长告诉记者，学校去年添了一间图书室，藏文和汉文的书各有几百本，孩子们最喜欢的是关于动物的绘本。",
            "节目的最后，孩子们用藏语唱了一首关于家乡的歌，歌声在操场上回荡，老师们也跟着一起拍手唱了起来。"]
CAMEL_PORTAL = site("zh", "日喀则小学", (
    "<div class='videoBox'><div class='videoPlayer'><video controls src='/v/3.mp4'></video>"
    "<span class='time'>00:00 / 18:40</span></div></div>"
    "<h1 class='videoTitle'>走进日喀则的一所小学</h1>"
    "<div class='videoToolbar'><span class='likeBtn'>赞一下</span><span class='shareBtn'>分享给朋友</span>"
    "<span class='favBtn'>加入收藏夹</span></div>"
    f"<div class='videoIntro'>{paragraphs(CAMEL_ZH)}</div>"
    "<div class='relatedVideos'><h3>相关视频</h3><ul><li><a href='/v/4'>拉萨的冬天来了</a></li>"
    "<li><a href='/v/5'>林芝桃花节现场</a></li></ul></div>"
    "<div class='moreVideos'><h3>更多精彩</h3><ul><li><a href='/v/6'>山南的青稞收割季</a></li>"
    "<li><a href='/v/7'>那曲赛马节直播回顾</a></li></ul></div>"))

# (b) view counts labelled with their noun: Uyghur "كۆرۈلۈش سانى" (view count), Chinese "播放次数" (play count)
COUNT_UG = site("ug", "ناۋايخانا", (
    "<div class='video-box'><video controls src='/v/8.mp4'></video></div><div class='video-detail'>"
    "<h1>ناۋايخانا (2-قىسىم)</h1><div class='meta'><span>كۆرۈلۈش سانى: 1234</span> | <span>2025-03-01</span></div>"
    f"{paragraphs(STORY_UG[:1] + SONG_STORY_UG[:2])}</div>"))
COUNT_ZH = site("zh", "日喀则小学", (
    "<div class='video-box'><video controls src='/v/9.mp4'></video></div><div class='video-detail'>"
    "<h1>走进日喀则的一所小学</h1><div class='meta'><span>播放次数：12,345</span></div>"
    f"{paragraphs(CAMEL_ZH)}</div>"))

# (b) a Tibetan episode selector whose numbers each carry the label ("ལེའུ་༡ ལེའུ་༢ ..."), and "1集 2集 3集"
LABELLED_EPISODES_BO = site("bo", "འབྲོག་པ།", (
    "<div class='video-box'><video controls src='/v/10.mp4'></video></div><div class='video-detail'>"
    f"<h1>འབྲོག་པའི་འཚོ་བ། ལེའུ་གཉིས་པ།</h1>{paragraphs(LESSON_BO)}</div><div class='series-nav'>"
    + " ".join(f"<a href='/v/{n}'>ལེའུ་{d}</a>" for n, d in enumerate("༡༢༣༤༥", 1)) + "</div>"
    "<div class='series-nav-zh'>" + " ".join(f"<a href='/z/{n}'>{n}集</a>" for n in range(1, 7)) + "</div>"))

# (b) a fallback notice written with a contraction, printed beside the player
FALLBACK_CONTRACTED = site("en", "Tent schools", (
    "<article><h1>Tent schools, part two</h1><div class='video-box'><video controls src='/v/11.mp4'></video>"
    "<span class='time'>00:00 / 09:55</span></div>"
    "<p class='no-video'>Your browser doesn't support HTML5 video.</p>"
    f"{paragraphs(HELP_EN)}</article>"))

# (a) a poetry page with its recitation: an essay introduces the poems, which sit in a box named "anthology"
ESSAY_BO = ["དེབ་འདིའི་ནང་དུ་འབྲོག་སྡེའི་སྙན་ངག་པ་གཞོན་ནུ་བཅུ་གཉིས་ཀྱི་བརྩམས་ཆོས་བསྡུས་ཡོད། ཁོང་ཚོས་རང་གི་ཕ་ཡུལ་དང་ཕ་མ། "
            "ཕྱུགས་ཟོག་དང་རི་ཆུའི་སྐོར་ལ་བྲིས་པ་ཡིན། སྙན་ངག་ཚང་མ་དེང་རབས་ཀྱི་ཚིག་ཐོག་ནས་བྲིས་པས་ཀློག་བདེ་པོ་ཡོད།",
            "སྙན་ངག་པ་ཚོ་མང་ཆེ་བ་ནི་སློབ་གྲྭ་ཆུང་ངུའི་དགེ་རྒན་ཡིན་པ་དང་། ཁ་ཤས་ནི་ད་དུང་འབྲོག་ཁར་ཕྱུགས་ཟོག་འཚོ་བཞིན་ཡོད། "
            "ཁོང་ཚོའི་བརྩམས་ཆོས་ནང་དུ་འབྲོག་པའི་འཚོ་བའི་དཀའ་ངལ་དང་དགའ་སྤྲོ་གཉིས་ཀ་མཐོང་ཐུབ།",
            "སྒྲ་ཟིན་འདི་ནི་ལོ་སྔོན་མའི་དཔྱིད་ཀར་ཟི་ལིང་དུ་བཤམས་པའི་སྙན་ངག་ཀློག་འདོན་ཚོགས་འདུའི་སྐབས་སུ་བླངས་པ་ཡིན་ཞིང་། "
            "སྙན་ངག་པ་རང་ཉིད་ཀྱིས་ཀློག་འདོན་བྱས་ཡོད།"]
POEMS_BO = ["རི་བོའི་རྩེ་ལ་ཉི་མ་ཤར། ཕྱུགས་ཟོག་ཚོ་ཡིས་རྩྭ་ཟ་བཞིན།", "ཨ་མའི་གླུ་དབྱངས་ཐག་རིང་ནས། ང་ཡི་སེམས་ལ་དྲན་པ་སློང་།"]
ANTHOLOGY = site("bo", "སྙན་ངག", (
    "<article><h1>འབྲོག་སྡེའི་སྙན་ངག་གསར་པ།</h1><div class='audio-player'><audio src='/a/poems.mp3'></audio>"
    f"<span class='time'>00:00 / 32:15</span></div>{paragraphs(ESSAY_BO)}<div class='anthology'>"
    f"{paragraphs(POEMS_BO)}</div></article>"))

# (b) count lines whose date is relative ("3 years ago", "3 كۈن ئىلگىرى" three days ago, "2天前")
RELATIVE_COUNTS = ["12,345 views · 3 years ago", "كۆرۈلۈشى: 1234 · 3 كۈن ئىلگىرى", "3.2万次观看 · 2天前"]
RELATIVE = site("en", "Tent schools", (
    "<div class='video-box'><span class='time'>00:00 / 09:55</span></div><div class='video-detail'>"
    f"<h1>Tent schools, part three</h1>{paragraphs(RELATIVE_COUNTS, 'div', ' class=meta')}{paragraphs(HELP_EN)}"
    "</div>"))

PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "fp_forum_owner_post": (FORUM_OWNER, [OP, *REPLIES], []),
    "fp_numerals_lesson": (LESSON, [*LESSON_BO, NUMERALS_BO], []),
    "fp_podcast_help_apps": (PODCAST_HELP, [*HELP_EN, *APPS], []),
    "fp_youtube_short_description": (YOUTUBE_SHORT, [*YT_ABOUT, YT_DESC], ["12:30"]),
    "fp_lyrics_in_player": (SONG_IN_PLAYER, [*SONG_STORY_UG, *LYRICS_UG], ["00:00 / 04:10"]),
    "fp_story_words_in_paragraphs": (STORY_WITH_PLAYER, STORY_UG, []),
    "fp_poetry_anthology": (ANTHOLOGY, [*ESSAY_BO, *POEMS_BO], ["32:15"]),
    "fn_relative_time_counts": (RELATIVE, HELP_EN, ["12,345 views", "كۆرۈلۈشى: 1234", "3.2万次观看"]),
    "fn_camelcase_portal": (CAMEL_PORTAL, CAMEL_ZH, ["赞一下", "分享给朋友", "加入收藏夹", "拉萨的冬天来了", "林芝桃花节",
                                                   "山南的青稞", "那曲赛马节"]),
    "fn_ug_view_count_noun": (COUNT_UG, [STORY_UG[0], *SONG_STORY_UG[:2]], ["كۆرۈلۈش سانى"]),
    "fn_zh_play_count_noun": (COUNT_ZH, CAMEL_ZH, ["播放次数"]),
    "fn_labelled_episode_numbers": (LABELLED_EPISODES_BO, LESSON_BO, ["ལེའུ་༣", "3集"]),
    "fn_contracted_fallback": (FALLBACK_CONTRACTED, HELP_EN, ["doesn't support"]),
}


@pytest.mark.parametrize("name", list(PAGES))
def test_media_page_review(name: str) -> None:
    assert_page(name, *PAGES[name])


def _big_media_page(n: int) -> str:
    """A video page with ``n`` related cards (each a linked title and a count line) and ``n`` YouTube renderers."""
    cards = "".join(f"<div class='video-page-card-small'><a href='/v/{i}'>第{i}个视频的标题</a>"
                    f"<span class='playinfo'>{i}播放 · 弹幕 {i % 90}</span></div>" for i in range(n))
    renderers = "".join(f"<ytd-compact-video-renderer><a href='/w/{i}'>Clip {i}</a><span>{i} views</span>"
                        "</ytd-compact-video-renderer>" for i in range(n))
    return site("zh", "春耕", (
        f"<div class='bpx-player-container'></div><div class='video-desc'>{paragraphs(CAMEL_ZH)}</div>"
        f"<div class='rec-list'>{cards}</div><ytd-watch-next-secondary-results-renderer>{renderers}"
        "</ytd-watch-next-secondary-results-renderer>"))


def _steps_seconds(n: int) -> float:
    """Seconds the two media steps take on ``_big_media_page(n)`` (every block kept, best of three)."""
    from extract.algorithms.auto.features import block_features
    from extract.algorithms.auto.media_pages import drop_media_furniture, drop_media_lines
    dom = build_dom(lxml.html.document_fromstring(_big_media_page(n)))
    blocks = block_features(dom)
    best = float("inf")
    for _ in range(3):
        keep = bytearray(len(dom))
        for b in blocks.ids:
            keep[b] = 1
        start = time.process_time()
        drop_media_furniture(dom, keep, blocks)
        drop_media_lines(dom, keep, blocks)
        best = min(best, time.process_time() - start)
    return best


def test_media_steps_near_linear() -> None:
    small, large = _steps_seconds(2_000), _steps_seconds(8_000)
    assert large < 10 * small + 0.05, f"2,000 items {small:.3f}s, 8,000 items {large:.3f}s"


def test_big_media_page_extracts() -> None:
    body = auto_text(_big_media_page(2_000))
    assert CAMEL_ZH[0] in body and "第17个视频的标题" not in body
