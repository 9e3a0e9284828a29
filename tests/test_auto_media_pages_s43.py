"""Video and audio pages (session 43): a video's or an episode's description, show notes, transcript and lyrics stay;
its player's controls and clock, its counts ("1.2万播放 · 弹幕 36", "1,234 views", "ཀློག་ཐེངས་ 1234", "كۆرۈلۈشى"), its
subscribe/follow buttons, tag row, recommended list ("接下来播放", "Up next"), episode selector ("ལེའུ། ༡ ༢ ༣",
"1-قىسىم"), app badges ("Listen on Apple Podcasts") and the media element's fallback text go.

Pages of our own in the server-rendered shapes of Bilibili, YouTube's static watch page, Tencent Video, a Tibetan and
a Uyghur video portal, a podcast host, a song page with an audio player and a story with an HTML5 ``<video>``. Guard
pages: an article about a video whose prose says "views", "play" and "subscribe", a Chinese story quoting play counts,
and a series index whose episode list is the page (kept, as the listing truths keep their records).
"""

from __future__ import annotations

import pytest

from extract.algorithms.auto.media_pages import is_fallback_line, is_media_line
from tests.extraction_pages import assert_page, paragraphs

ZH = ["这段视频记录了拉萨郊外一个村庄的春耕场景，农民们赶着牦牛犁地，孩子们在田埂上奔跑嬉戏，画面朴素而温暖。",
      "作者在简介里写道，拍摄持续了三个星期，他每天清晨五点起床，只为捕捉阳光越过雪山照进山谷的那一刻。",
      "视频的后半部分是村里老人讲述过去耕作方式的访谈，他们用藏语回忆了用木犁耕地、靠天吃饭的岁月。"]
EN = ["In this lesson the teacher explains the four foundations of mindfulness and how a beginner can bring them "
      "into daily life without retreating from work or family.",
      "The recording was made during a weekend course in a small village hall, so you will hear the rain on the roof "
      "and a few questions from the audience near the end.",
      "A full transcript is available below for readers who prefer to study the text slowly or translate it into "
      "their own language."]
BO = ["བརྙན་འཕྲིན་འདིའི་ནང་དུ་འབྲོག་པའི་ཚོ་བ་གཅིག་གིས་དབྱར་ཁ་ལ་ཕྱུགས་ཟོག་ཁྲིད་ནས་རི་ཐང་མཐོ་པོར་འགྲོ་བའི་ལམ་ཕྲན་ཚང་མ་"
      "བཀོད་ཡོད། སྔ་དྲོ་ནས་དགོང་མོའི་བར་གྱི་འཚོ་བ་མཐོང་ཐུབ།",
      "ཨ་མ་ཞིག་གིས་འོ་མ་བཞོས་ནས་མར་དང་ཆུར་བ་བཟོ་སྟངས་ཞིབ་ཕྲ་ངང་ཚོར་བ་མ་ཟད། བུ་ཕྲུག་རྣམས་ཀྱིས་ཀྱང་ལས་ཀ་ལ་རོགས་པ་"
      "བྱེད་པ་མཐོང་ཐུབ།",
      "ལེའུ་འདི་ནི་རིམ་པ་བཅུ་ཡོད་པའི་བརྙན་འཕྲིན་གོ་རིམ་གྱི་དང་པོ་ཡིན་ཞིང་། རྗེས་མའི་ལེའུ་རྣམས་ཀྱི་ནང་དུ་དགུན་ཁའི་"
      "འཚོ་བ་ངོ་སྤྲོད་བྱེད་རྒྱུ་ཡིན།"]
UG = ["بۇ فىلىمدە قەشقەر كونا شەھىرىدىكى بىر ئائىلىنىڭ ناۋايخانىسى ۋە ئۇلارنىڭ ھەر كۈنى سەھەردە نان يېقىش جەريانى "
      "تەپسىلىي كۆرسىتىلىدۇ.",
      "رېژىسسور بۇ فىلىمنى ئىككى يىل ئىچىدە تارتقان بولۇپ، ئۇ ناۋاينىڭ ئۈچ ئەۋلاد ئادىمى بىلەن سۆھبەتلىشىپ، ئۇلارنىڭ "
      "ھېكايىسىنى خاتىرىلىگەن.",
      "فىلىمنىڭ ئاخىرىدا كوچىدىكى خوشنىلار ئىسسىق ناننى سېتىۋېلىش ئۈچۈن ناۋايخانا ئالدىدا ئۆچىرەت ساقلايدىغان "
      "كۆرۈنۈش بار."]
LYRICS = ["ئانا يۇرتۇم سەن گۈلزارىم، باغلىرىڭدا ئۆستۈم مەن", "تاغلىرىڭدىن سۇ ئىچىپ، قۇچىقىڭدا كۈلدۈم مەن",
          "يىراقلاردا يۈرسەممۇ، كۆڭلۈم ساڭا تەلپۈنەر", "ھەر سەھەردە شامالىڭ، ماڭا سالام يەتكۈزەر"]
SHOW_NOTES = ["This week we talk with a Tibetan herder turned schoolteacher about bringing mother-tongue books to "
              "nomad camps on the high plateau.",
              "She describes the first winter she spent in a tent school, when the ink froze in the pens and the "
              "children wrote their letters with charcoal instead.",
              "Later in the episode we discuss how families decide which child stays with the herd and which child "
              "goes down to the town school."]
ARTICLE_EN = ["The short film about the tent schools has passed a million views since it was posted in March, and "
              "its director says the number still surprises her.",
              "Viewers who subscribe to her channel have asked for a second part, and she plans to play the full "
              "version at a festival in Dharamsala this autumn.",
              "Critics praised the film for letting the children speak for themselves, without a narrator explaining "
              "what the audience should feel."]
ARTICLE_ZH = ["这部讲述高原牧区学校的纪录片上线一个月，在网站上的播放量已经超过一百万次，弹幕里满是观众的感谢。",
              "导演表示，很多观众在评论里说视频让他们第一次了解牧区孩子的求学之路，还有人主动联系捐赠图书。",
              "平台方面也表示，将在下个月的纪录片专题中推荐这部作品，并邀请导演与观众进行线上交流。"]
SERIES_BO = ["ལེའུ་ ༡ འབྲོག་པའི་དབྱར་ཁ་དང་ཕྱུགས་ཟོག་གི་འཚོ་བ།", "ལེའུ་ ༢ ཨ་མའི་ལག་རྩལ་དང་མར་བཟོ་སྟངས།",
             "ལེའུ་ ༣ དགུན་ཁའི་སྡོད་ས་དང་སྐྱིད་སྡུག", "ལེའུ་ ༤ སློབ་གྲྭར་འགྲོ་བའི་བུ་ཕྲུག་ཚོ།"]
SERIES_INTRO = ("འབྲོག་པའི་འཚོ་བའི་བརྙན་འཕྲིན་གོ་རིམ་འདིར་ལེའུ་བཞི་ཡོད། ལེའུ་རེ་རེའི་ནང་དུ་འབྲོག་པའི་ཚོ་བ་གཅིག་གི་"
                "ལོ་གཅིག་གི་འཚོ་བ་བཀོད་ཡོད།")


def site(lang: str, title: str, main: str, side: str = "") -> str:
    """A page in ``lang``: a menu, ``main`` in ``<main>``, ``side`` in an ``<aside>``, a footer."""
    direction = " dir='rtl'" if lang == "ug" else ""
    return (f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'><title>{title}</title></head>"
            f"<body><header class='header'><nav class='nav'><ul><li><a href='/'>Home</a></li><li><a href='/v/'>"
            f"Videos</a></li><li><a href='/m/'>Music</a></li></ul></nav></header><main class='main'>{main}</main>"
            f"{side}<footer class='footer'><p>© 2024 media site</p></footer></body></html>")


BILIBILI = site("zh", "春耕", (
    "<div class='video-container'><div class='left-container'><div id='viewbox_report' class='video-info-container'>"
    "<h1 class='video-title'>高原春耕：一个村庄的三个星期</h1><div class='video-info-detail'>"
    "<span class='view item'>1.2万播放</span> · <span class='dm item'>弹幕 36</span> · "
    "<span class='pubdate-text'>2024-05-01 10:22:03</span></div></div>"
    "<div id='bilibili-player' class='player-wrap'><div class='bpx-player-container'><div class='bpx-player-ctrl-time'>"
    "<span class='bpx-player-ctrl-time-current'>00:00</span> / <span class='bpx-player-ctrl-time-duration'>12:48</span>"
    "</div><div class='bpx-player-dm-hint'>弹幕礼仪</div></div></div>"
    "<div id='arc_toolbar_report' class='video-toolbar-container'><div class='video-like video-toolbar-left-item'>"
    "<span class='video-like-info'>1234</span></div><div class='video-coin'><span class='video-coin-info'>投币 56</span>"
    "</div><div class='video-fav'><span class='video-fav-info'>收藏 78</span></div><div class='video-share'>"
    "<span class='video-share-info'>分享</span></div></div>"
    f"<div class='video-desc-container'><div class='basic-desc-info'>{'<br>'.join(ZH)}</div>"
    "<div class='toggle-btn'>展开更多</div></div>"
    "<div class='video-tag-container'><div class='tag-panel'><a class='tag-link' href='/tag/1'>纪录片</a>"
    "<a class='tag-link' href='/tag/2'>西藏</a><a class='tag-link' href='/tag/3'>春耕</a>"
    "<a class='tag-link' href='/tag/4'>乡村生活</a></div></div>"
    "<div id='comment' class='comment-container'><div class='reply-header'>评论 215</div><div class='reply-list'>"
    "<div class='reply-item'><div class='user-name'>小明同学</div><div class='reply-content'>太美了，想去看看。</div>"
    "<div class='reply-info'><span class='reply-time'>2024-05-02</span><span class='reply-like'>点赞 12</span>"
    "<span class='reply-btn'>回复</span></div></div></div></div></div>"
    "<div class='right-container'><div class='up-panel-container'><div class='up-info-container'>"
    "<a class='up-name' href='/space/1'>高原影像志</a><div class='up-description'>记录高原上的普通生活</div>"
    "<div class='upinfo-btn-panel'><div class='follow-btn'>+ 关注 3.4万</div></div></div></div>"
    "<div class='recommend-list-v1'><div class='rec-title'>接下来播放</div><div class='rec-list'>"
    "<div class='video-page-card-small'><a class='title' href='/video/2'>牧区的冬天有多冷</a>"
    "<span class='upname'>高原影像志</span><span class='playinfo'>3.1万播放 · 弹幕 88</span></div>"
    "<div class='video-page-card-small'><a class='title' href='/video/3'>青稞酒的酿造过程全记录</a>"
    "<span class='upname'>美食日记</span><span class='playinfo'>8,920播放 · 弹幕 12</span></div></div></div></div></div>"))

YOUTUBE = site("en", "Four foundations", (
    "<ytd-watch-flexy><div id='primary'><div id='player'><div class='ytp-chrome-bottom'>"
    "<button class='ytp-play-button'>Play</button><span class='ytp-time-current'>0:00</span> / "
    "<span class='ytp-time-duration'>58:12</span></div></div><ytd-watch-metadata>"
    "<h1 class='style-scope ytd-watch-metadata'><yt-formatted-string>The Four Foundations of Mindfulness, part one"
    "</yt-formatted-string></h1><div id='owner'><ytd-video-owner-renderer>"
    "<a class='yt-simple-endpoint' href='/@dharma'>"
    "Village Dharma Talks</a><yt-formatted-string id='owner-sub-count'>12.3K subscribers</yt-formatted-string>"
    "</ytd-video-owner-renderer><div id='subscribe-button'><button class='yt-spec-button-shape-next'>Subscribe"
    "</button></div></div><div id='actions'><button class='yt-spec-button-shape-next'>1.2K</button>"
    "<button class='yt-spec-button-shape-next'>Share</button><button class='yt-spec-button-shape-next'>Save</button>"
    "</div><ytd-text-inline-expander id='description-inline-expander'><div id='info-container'>"
    "<yt-formatted-string id='info'>1,234 views  Mar 3, 2024</yt-formatted-string></div>"
    f"<yt-attributed-string class='ytd-text-inline-expander'>{'<br><br>'.join(EN)}</yt-attributed-string>"
    "<tp-yt-paper-button id='expand'>...more</tp-yt-paper-button><tp-yt-paper-button id='collapse'>Show less"
    "</tp-yt-paper-button></ytd-text-inline-expander></ytd-watch-metadata>"
    "<ytd-comments id='comments'><h2 id='count'>48 Comments</h2><ytd-comment-thread-renderer><span id='author-text'>"
    "@listener</span><yt-formatted-string id='content-text'>Thank you, this helped me a lot.</yt-formatted-string>"
    "</ytd-comment-thread-renderer></ytd-comments></div><div id='secondary'>"
    "<ytd-watch-next-secondary-results-renderer><ytd-compact-video-renderer><a id='video-title' href='/watch?v=2'>"
    "The Four Foundations of Mindfulness, part two</a><div class='ytd-channel-name'>Village Dharma Talks</div>"
    "<span class='inline-metadata-item'>3.4K views</span><span class='inline-metadata-item'>2 weeks ago</span>"
    "</ytd-compact-video-renderer><ytd-compact-video-renderer><a id='video-title' href='/watch?v=3'>"
    "Walking meditation for beginners</a><div class='ytd-channel-name'>Quiet Path</div>"
    "<span class='inline-metadata-item'>98K views</span><span class='inline-metadata-item'>1 year ago</span>"
    "</ytd-compact-video-renderer></ytd-watch-next-secondary-results-renderer></div></ytd-watch-flexy>"))

TENCENT = site("zh", "春耕", (
    "<div class='mod_player'><div id='mod_player' class='txp_player'><video class='txp_video'>"
    "您的浏览器不支持 video 标签。</video><div class='txp_time_display'><span class='txp_time_current'>00:00</span>"
    "<span class='txp_time_separator'>/</span><span class='txp_time_duration'>45:10</span></div></div></div>"
    "<div class='mod_intro'><h1 class='video_title'>高原春耕 第1集</h1>"
    "<div class='video_tags'><span class='tag_item'>纪录片</span><span class='tag_item'>2024</span>"
    "<span class='tag_item'>人文</span></div><div class='video_info'><span class='play_count'>1.5亿次播放</span></div>"
    f"<div class='video_summary'><p class='summary'>{ZH[0]}{ZH[1]}</p><span class='btn_more'>详情</span></div></div>"
    "<div class='mod_episode'><div class='mod_hd'><h2>选集</h2><span class='update_info'>更新至12集</span></div>"
    "<div class='episode_list'><a class='item current' href='/x/1'>1</a><a class='item' href='/x/2'>2</a>"
    "<a class='item' href='/x/3'>3</a><a class='item' href='/x/4'>4</a><a class='item' href='/x/5'>5</a>"
    "<a class='item' href='/x/6'>6</a><a class='item vip' href='/x/7'>7</a><a class='item vip' href='/x/8'>8</a>"
    "</div></div>"
    "<div class='mod_recommend'><h2>相关推荐</h2><ul class='figure_list'><li class='list_item'>"
    "<a class='figure_title' href='/x/9'>雪域长歌 第一季</a><span class='figure_count'>2,301万</span></li>"
    "<li class='list_item'><a class='figure_title' href='/x/10'>牧人的四季</a><span class='figure_count'>865万</span>"
    "</li></ul></div>"))

BO_PORTAL = site("bo", "འབྲོག་པའི་འཚོ་བ།", (
    "<div class='video-box'><video controls src='/media/1.mp4'>Your browser does not support the video tag.</video>"
    "</div><div class='video-detail'><h1>འབྲོག་པའི་འཚོ་བ། ལེའུ་དང་པོ།</h1>"
    "<div class='video-meta'><span>ཀློག་ཐེངས་ 12345</span> <span>དུས་ཚོད། 2024-05-01</span></div>"
    f"<div class='video-intro'>{paragraphs(BO)}</div></div>"
    "<div class='episode-list'><span class='episode-label'>ལེའུ།</span> <a href='/v/1'>༡</a> <a href='/v/2'>༢</a> "
    "<a href='/v/3'>༣</a> <a href='/v/4'>༤</a> <a href='/v/5'>༥</a> <a href='/v/6'>༦</a></div>"
    "<div class='related-videos'><h3>འབྲེལ་ཡོད་བརྙན་འཕྲིན།</h3><ul><li><a href='/v/20'>ལྷ་སའི་ཞོ་སྟོན་དུས་ཆེན།</a>"
    "<span>ཀློག་ཐེངས་ 3456</span></li><li><a href='/v/21'>བོད་ཀྱི་གླུ་གཞས་གསར་པ།</a><span>ཀློག་ཐེངས་ 987</span>"
    "</li></ul></div>"))

UG_PORTAL = site("ug", "ناۋايخانا", (
    "<div class='video-box'><div class='player'><video controls><source src='/media/2.mp4' type='video/mp4'>"
    "توركۆرگۈچىڭىز video بەلگىسىنى قوللىمايدۇ.</video></div></div>"
    "<div class='video-detail'><h1>قەشقەر ناۋايخانىسى (1-قىسىم)</h1>"
    "<div class='video-meta'><span>كۆرۈلۈشى: 45678</span> | <span>ۋاقتى: 2024-05-01</span></div>"
    f"<div class='video-intro'>{paragraphs(UG)}</div></div>"
    "<div class='episode-list'><a href='/v/1'>1-قىسىم</a> <a href='/v/2'>2-قىسىم</a> <a href='/v/3'>3-قىسىم</a> "
    "<a href='/v/4'>4-قىسىم</a> <a href='/v/5'>5-قىسىم</a></div>"
    "<div class='related-videos'><h3>مۇناسىۋەتلىك فىلىملەر</h3><ul><li><a href='/v/30'>تۇرپان ئۈزۈمى</a>"
    "<span>كۆرۈلۈشى: 1234</span></li><li><a href='/v/31'>ئىلى دەرياسى بويىدا</a><span>كۆرۈلۈشى: 876</span>"
    "</li></ul></div>"))

PODCAST = site("en", "Tent schools", (
    "<article class='episode'><h1 class='episode-title'>Episode 42: Tent schools on the plateau</h1>"
    "<div class='episode-meta'><span>May 1, 2024</span> · <span>48 min</span></div>"
    "<div class='podcast-player'><audio controls src='/e/42.mp3'>Your browser does not support the audio element."
    "</audio><div class='player-controls'><button class='skip-back'>-15s</button><button class='play'>Play</button>"
    "<button class='skip-forward'>+30s</button><span class='player-time'>00:00 / 48:12</span>"
    "<button class='speed'>1x</button></div></div>"
    "<div class='subscribe-badges'><a class='badge' href='https://podcasts.apple.com/'>Listen on Apple Podcasts</a>"
    "<a class='badge' href='https://open.spotify.com/'>Listen on Spotify</a>"
    "<a class='badge' href='/rss'>RSS Feed</a></div>"
    f"<div class='show-notes'>{paragraphs(SHOW_NOTES)}</div></article>"
    "<section class='episode-list'><h2>More episodes</h2><ul><li><a href='/e/41'>Episode 41: Salt caravans</a>"
    "<span>Apr 24, 2024</span><span>52 min</span></li><li><a href='/e/40'>Episode 40: The yak-hair tent</a>"
    "<span>Apr 17, 2024</span><span>39 min</span></li></ul></section>"))

SONG = site("ug", "ئانا يۇرتۇم", (
    "<div class='song-info'><h1>ئانا يۇرتۇم</h1><div class='singer'>ناخشىچى: ئابدۇللا</div>"
    "<div class='song-meta'><span>ئاڭلانغان: 23456 قېتىم</span></div></div>"
    "<div class='audio-player'><audio id='audio' src='/s/1.mp3'></audio><div class='controls'>"
    "<span class='play-btn'>▶</span><span class='time'>00:00 / 03:45</span></div>"
    "<div class='song-buttons'><a class='btn-download' href='/s/1.mp3'>چۈشۈرۈش</a>"
    "<a class='btn-lyric' href='#lyric'>تېكىستى</a></div></div>"
    f"<div id='lyric' class='lyric'>{paragraphs(LYRICS)}</div>"
    "<div class='more-songs'><h3>بۇ ناخشىچىنىڭ باشقا ناخشىلىرى</h3><ul><li><a href='/s/2'>باھار كەلدى</a>"
    "<span>03:12</span></li><li><a href='/s/3'>يار يار</a><span>04:01</span></li></ul></div>"))

HTML5_STORY = site("en", "Tent schools", (
    "<article><h1>A tent school for the summer pastures</h1>"
    "<figure class='wp-block-video'><video controls src='/v/school.mp4'>"
    "Your browser does not support the video tag.</video></figure>"
    f"{paragraphs(SHOW_NOTES)}</article>"))

YOUKU = site("zh", "春耕", (
    "<div class='player-container'><div id='ykPlayer' class='youku-player'><div class='kui-time'>"
    "<span class='kui-time-current'>00:00</span> / <span class='kui-time-total'>45:10</span></div></div></div>"
    "<div class='play-title-area'><h1 class='title'>高原春耕 第3集</h1><div class='play-info'>"
    "<span>2.3万次播放</span> · <span>2024-05-01</span></div></div>"
    "<div class='new-box-anthology'><div class='anthology-header'>选集</div><div class='anthology-content'>"
    + "".join(f"<a class='box-item' href='/v/{n}'>{n}</a> " for n in range(1, 13))
    + f"</div></div><div class='new-intro-box'>{paragraphs(ZH)}<span class='intro-more'>收起</span></div>"
    "<div class='related-box'><h3>相关推荐</h3><a href='/v/90'>雪域长歌 第一季</a><span>2,301万次播放</span></div>"))

# a podcast whose show notes call on the listener to subscribe, and a notes line that says where it was played
SUBSCRIBE_NOTES = SHOW_NOTES + ["Subscribe to the show on Spotify or Apple Podcasts so you do not miss next week's "
                                "conversation about salt caravans.",
                                "The song you hear at the end was recorded live, and we played it twice because the "
                                "first take was lost to the wind."]
GUARD_PODCAST_NOTES = site("en", "Tent schools", (
    "<article class='episode'><h1>Episode 42: Tent schools on the plateau</h1><div class='podcast-player'>"
    "<span class='player-time'>00:00 / 48:12</span></div>"
    f"<div class='show-notes'>{paragraphs(SUBSCRIBE_NOTES)}</div></article>"))

# a series page with its player: the titled episode list outweighs the short introduction, so it is the page's text
GUARD_SERIES_WITH_PLAYER = site("bo", "འབྲོག་པའི་འཚོ་བ།", (
    "<div class='video-box'><div class='player'><span class='time'>00:00 / 24:10</span></div></div>"
    f"<h1>འབྲོག་པའི་འཚོ་བ། བརྙན་འཕྲིན་གོ་རིམ།</h1><p class='series-intro'>{SERIES_INTRO}</p><ul class='episode-list'>"
    + "".join(f"<li class='episode'><a href='/v/{n}'>{line}</a></li>" for n, line in enumerate(SERIES_BO))
    + "</ul>"))

GUARD_ARTICLE_EN = site("en", "Tent school film", (
    f"<article><h1>A film about tent schools passes a million views</h1>{paragraphs(ARTICLE_EN)}</article>"))

GUARD_ARTICLE_ZH = site("zh", "纪录片", (
    f"<article class='article'><h1>牧区学校纪录片播放量破百万</h1><div class='article-content'>{paragraphs(ARTICLE_ZH)}"
    "</div></article>"))

GUARD_SERIES_INDEX = site("bo", "འབྲོག་པའི་འཚོ་བ།", (
    f"<div class='series'><h1>འབྲོག་པའི་འཚོ་བ། བརྙན་འཕྲིན་གོ་རིམ།</h1><p class='series-intro'>{SERIES_INTRO}</p>"
    "<ul class='episode-list'>"
    + "".join(f"<li class='episode'><a href='/v/{n}'>{line}</a></li>" for n, line in enumerate(SERIES_BO))
    + "</ul></div>"))

GUARD_VIDEO_STORY = site("zh", "纪录片", (
    "<article class='article'><h1>牧区学校纪录片上线</h1><div class='video-box'><video controls src='/v/1.mp4'></video>"
    f"</div><div class='article-content'>{paragraphs(ARTICLE_ZH)}</div></article>"))

PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "bilibili": (BILIBILI, ZH, ["1.2万播放", "弹幕 36", "投币 56", "收藏 78", "接下来播放", "牧区的冬天有多冷",
                                "3.1万播放", "关注 3.4万", "纪录片", "乡村生活", "太美了", "12:48", "展开更多"]),
    # "...more" / "Show less" stay: YouTube's expander buttons are inline custom elements in the description's block
    "youtube": (YOUTUBE, EN, ["1,234 views", "Subscribe", "12.3K subscribers", "58:12",
                              "part two", "3.4K views", "98K views", "Walking meditation"]),
    "tencent": (TENCENT, [ZH[0], ZH[1]], ["1.5亿次播放", "您的浏览器不支持", "45:10", "选集", "更新至12集",
                                          "雪域长歌", "2,301万", "相关推荐"]),
    "bo_portal": (BO_PORTAL, BO, ["ཀློག་ཐེངས་ 12345", "Your browser does not support", "ལྷ་སའི་ཞོ་སྟོན་དུས་ཆེན",
                                  "ཀློག་ཐེངས་ 3456", "༡ ༢ ༣"]),
    "ug_portal": (UG_PORTAL, UG, ["كۆرۈلۈشى: 45678", "قوللىمايدۇ", "2-قىسىم", "تۇرپان ئۈزۈمى", "كۆرۈلۈشى: 1234"]),
    "podcast": (PODCAST, SHOW_NOTES, ["Listen on Apple Podcasts", "Listen on Spotify", "does not support",
                                      "00:00 / 48:12", "Salt caravans", "yak-hair tent", "More episodes"]),
    "song": (SONG, LYRICS, ["00:00 / 03:45", "چۈشۈرۈش", "تېكىستى", "باھار كەلدى", "23456 قېتىم"]),
    "html5_story": (HTML5_STORY, SHOW_NOTES, ["does not support the video tag"]),
    "youku": (YOUKU, ZH, ["2.3万次播放", "45:10", "选集", "1 2 3", "收起", "雪域长歌"]),
    "guard_podcast_notes": (GUARD_PODCAST_NOTES, SUBSCRIBE_NOTES, ["00:00 / 48:12"]),
    "guard_series_with_player": (GUARD_SERIES_WITH_PLAYER, [SERIES_INTRO, *SERIES_BO], ["00:00 / 24:10"]),
    "guard_article_en": (GUARD_ARTICLE_EN, ARTICLE_EN, []),
    "guard_article_zh": (GUARD_ARTICLE_ZH, ARTICLE_ZH, []),
    "guard_series_index": (GUARD_SERIES_INDEX, [SERIES_INTRO, *SERIES_BO], []),
    "guard_video_story": (GUARD_VIDEO_STORY, ARTICLE_ZH, []),
}


@pytest.mark.parametrize("name", list(PAGES))
def test_media_page_keeps_its_text_and_drops_its_player(name: str) -> None:
    assert_page(name, *PAGES[name])


# one line each: whether it is wholly a media page's counts, episode run, badges, clock pair or expander
MEDIA_LINES: dict[str, tuple[str, bool]] = {
    "bilibili_counts": ("1.2万播放 · 弹幕 36 · 2024-05-01 10:22:03", True),
    "tencent_count": ("1.5亿次播放", True),
    "youtube_views": ("1,234 views", True),
    "bo_views_tibetan_digits": ("ལྟ་ཐེངས་ ༡༢༣༤", True),
    "ug_listens": ("ئاڭلانغان: 23456 قېتىم", True),
    "ug_episodes": ("1-قىسىم 2-قىسىم 3-قىسىم", True),
    "bo_episodes": ("ལེའུ། ༡ ༢ ༣ ༤", True),
    "zh_episodes": ("第1集 第2集 第3集", True),
    "badges": ("Listen on Apple Podcasts | Listen on Spotify | RSS Feed", True),
    "clock": ("00:00 / 03:45", True),
    "expander": ("展开更多", True),
    # guards: sentences and titled rows
    "views_sentence": ("The film passed 1,234 views in its first week online.", False),
    "subscribe_sentence": ("Subscribe on Spotify to hear the next episode.", False),
    "zh_count_sentence": ("这部纪录片的播放量已经超过一百万次。", False),
    "titled_episode": ("ལེའུ་ ༡ འབྲོག་པའི་དབྱར་ཁ་དང་ཕྱུགས་ཟོག་གི་འཚོ་བ།", False),
    "ug_sentence": ("بۇ ناخشا 23456 قېتىم ئاڭلانغان بولۇپ، ياشلار ئارىسىدا ناھايىتى مودا بولدى.", False),
    "date_alone": ("2024-05-01", False),
}


@pytest.mark.parametrize("name", list(MEDIA_LINES))
def test_media_line(name: str) -> None:
    line, expected = MEDIA_LINES[name]
    assert is_media_line(line) is expected


@pytest.mark.parametrize(("line", "expected"), [
    ("Your browser does not support the video tag.", True),
    ("Your browser does not support the audio element.", True),
    ("您的浏览器不支持 video 标签。", True),
    ("توركۆرگۈچىڭىز video بەلگىسىنى قوللىمايدۇ.", True),
    ("Older phones do not support the video format, so the school printed the lessons on paper instead.", False),
])
def test_fallback_line(line: str, expected: bool) -> None:
    assert is_fallback_line(line) is expected
