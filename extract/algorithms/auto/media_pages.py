"""Media pages: a video's, a song's or a podcast episode's furniture around its description (session 43).

A video or audio page (Bilibili, YouTube's static watch page, Tencent Video / Youku / iQiyi, a Tibetan or Uyghur
video portal, a podcast host, a song page) reads like a story whose text is the title's description, show notes,
transcript or lyrics: the dev truths that hold a player (a Chinese news clip's page, a podcast show's page) keep the
prose and none of the player's parts. What goes:

- a box its engine names as the player's furniture (``MEDIA_FURNITURE_NAME_RE``: Bilibili's toolbar of likes, coins,
  favourites and shares, its up-master card, tag panel and "接下来播放" list; YouTube's channel card, subscribe
  button, expander buttons and "up next" renderers; Tencent Video's episode selector and "相关推荐"; a portal's
  "related videos", "more songs" and episode list; a podcast's app badges; a player's controls), every kept block
  in it (``drop_media_furniture``);
- on such a page, a kept line that is wholly counts ("1.2万播放 · 弹幕 36", "1,234 views", "ཀློག་ཐེངས་ 12345",
  "ئاڭلانغان: 23456 قېتىم"), an episode selector's run of numbers ("1-قىسىم 2-قىسىم 3-قىسىم", "ལེའུ། ༡ ༢ ༣ ༤"), a
  row of app badges or subscribe buttons ("Listen on Apple Podcasts", "RSS Feed", "+ 关注") or a player's clock pair
  ("00:00 / 03:45"), a description's expander ("展开更多", "Show more") or a media element's fallback notice printed
  as a line of its own ("Your browser does not support the video tag.", "您的浏览器不支持 video 标签。": the Dom
  leaves ``<video>`` and ``<audio>`` out with the notice inside them; a site may print it beside its player)
  (``drop_media_lines``).

Gates: the page's class and id names hold a player's or a media engine's word (``MEDIA_PAGE_WORDS``, then
``MEDIA_PAGE_NAME_RE``); YouTube's custom elements are read by their tag names. Guards: a box goes only while the
kept text outside every such box outweighs it twice over (``MEDIA_STORY_RATIO``, ``MEDIA_STORY_CHARS`` at least): a
series index whose episode list is the page keeps it, as the listing truths keep their records; the player's own box
stays while it holds more than controls (``PLAYER_BOX_CHARS``: a synced-lyrics or transcript panel); the line rules
read whole short lines only, so an article about a video whose sentences say "views", "play" or "subscribe" stays
whole, and a run of numbers or of apps' names goes only as links (``LINKED_LINE_SHARE``: a numerals lesson's line, a
help page's list of podcast apps stay).

Left alone: YouTube's expander buttons ("...more", "Show less") are inline custom elements inside the description's
own block, and its comments may share that block; a block is kept or dropped whole here. Its comments, though, are
furniture here ("ytd-comments", "ytd-comment-thread-renderer" in ``MEDIA_FURNITURE_NAME_RE``): a block inside them,
or lying mostly (``YOUTUBE_OWNED_SHARE``) in them, goes with the other furniture. Extraction-dev: three
article-zh versions of a film site's news story gain (its ``div.video-player`` box's clip title and "时长：01:45"
line between the story's paragraphs: +0.05 to +0.07), none loses. The gate reads the names of the boxes that hold
text (``class_text``): a player box holding nothing but its ``<video>`` (which the Dom leaves out) names no media page.
Review r297 (tests/test_auto_media_pages_review_s43.py): no one-word furniture names ("owner", "anthology"), camelCase
names, YouTube furniture counted by its block's own text, the linked-line and player-box guards; extraction-dev
unchanged. Final read f1 (tests/test_auto_final_read_s43_m1.py): linear badge and app lines (``ITEM_JOIN``), an
episode list's cards counted together by the story guard, fallback notices naming their medium, no sports player's
names in the page gate; extraction-dev unchanged (0.9252, no page changes).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.count_lines import DIGIT_NUMBER, UG_VIEWED_VERB, UG_VIEWS_NOUN, separated_fields
from extract.algorithms.auto.dates import NUMERIC_DATE, RELATIVE_TIME
from extract.algorithms.auto.features import DIGIT_CLASS, Blocks
from extract.algorithms.auto.lone_lines import PLAYER_CLOCK_RE
from extract.algorithms.auto.records import LINK_DENSITY_COLUMN
from extract.algorithms.auto.page_memo import (any_block_named, class_text, id_text, lowered_pattern, names_may_hold,
                                              page_memo)
from extract.dom import Dom

# Lower-case literals one of which every media page's class or id names hold (the cheap page gate before
# ``MEDIA_PAGE_NAME_RE``): a player's, a video's, an audio's, a podcast's, an episode's or a song's word.
MEDIA_PAGE_WORDS = ("player", "video", "audio", "podcast", "episode", "song", "ytp-", "bpx-", "txp_")
# A media page's names: a player box (Bilibili "bpx-player-container", YouTube "ytp-chrome-bottom", Tencent
# "txp_player", a portal's "video-box" or "audio-player", a podcast's "podcast-player") or an engine's video parts.
# "player" goes after a media word or an engine's prefix ("mod_player", "youku-player", "jwplayer") and before a
# container word only ("player-wrap", "player-container"): a sports page's "player-profile", "player-stats",
# "team-player" or "btn-player" names a person (review f1). A BEM element may follow ("video-player__controls",
# "audio-player__wrapper"), and Bilibili's player names its parts after it ("bilibili-player-video-wrap"; review f7,
# with Aliyun's "prism-player", Video.js' "vjs-player" and Plyr's "plyr-player"). Every match holds the literal
# ``PLAYER_WORD``. Not lone_lines' ``PLAYER_CLASS_RE``: its bare "audio", "video" and "duration" words name a clip
# inside any story, too wide for a page's gate.
PLAYER_PREFIX = r"(?:video|audio|media|podcast|music|mod|jw|youku|bilibili|ykplayer|prism|vjs|plyr)"
PLAYER_SUFFIX = r"(?:container|wrap(?:per)?|box|controls?|area|main|inner|section)"
MEDIA_PAGE_PLAYER = (rf"(?<![\w-])(?:{PLAYER_PREFIX}[-_]?)?player(?:[-_]{PLAYER_SUFFIX})?(?:__[\w-]+)?(?![\w-])"
                     r"|(?<![\w-])bilibili-player-[\w-]+")
MEDIA_PAGE_PART = r"(?<![a-z0-9])(?:ytp|bpx|txp)[-_]|(?<![\w-])(?:video|audio)[-_]?(?:box|detail|info|intro|toolbar)"
MEDIA_PAGE_NAME_RE = re.compile(f"{MEDIA_PAGE_PLAYER}|{MEDIA_PAGE_PART}", re.IGNORECASE)
# The same without the player's alternative, searched in a lowered name text that holds no "player" (session 43,
# h306: the player's alternative tries a word's letters at every word start, ~3/4 of the search's time)
MEDIA_PAGE_PART_RE = re.compile(MEDIA_PAGE_PART, re.IGNORECASE)
PLAYER_WORD = "player"  # the literal every ``MEDIA_PAGE_PLAYER`` match holds, in lower case
# YouTube's custom elements, read by their tag names (the static watch page names its parts so, not by class).
YOUTUBE_TAG_PREFIX = "ytd-"
# Share at least of a block's text inside YouTube's furniture elements for the block to be furniture (the "up next"
# column's block is all renderers but its separators; a description block beside a comment renderer is far under it).
YOUTUBE_OWNED_SHARE = 0.8
# The boxes a media engine names as the player's furniture, one class or id token each (hyphens and underscores
# inside the token, or none: a React theme's camelCase "videoToolbar", "relatedVideos"; an optional closing
# "container", "wrap", "panel", "box" or "v1"): Bilibili's toolbar and its like / coin / favourite / share items,
# up-master card, follow button, tag panel, recommendation list and cards; YouTube's channel card
# ("ytd-video-owner-renderer", "owner-sub-count"), subscribe button, paper buttons (...more / Show less), next-up and
# comment renderers; Tencent Video's "mod_episode" / "mod_recommend" / "video_tags" / "play_count"; Youku's episode
# selector ("new-box-anthology", 选集); a portal's "related-videos", "episode-list", "more-songs"; a podcast's badges;
# the player's own box (``PLAYER_BOX``). No one-word name: a forum marks its thread starter's post "owner", a poetry
# page names its poems' box "anthology" (review r297).
# An episode list or selector (Tencent's "mod_episode", Youku's "new-box-anthology", a portal's "episode-list"): the
# furniture box a series index's text may be, read whole by the story guard (``_outermost_episode_list``).
EPISODE_LIST = r"mod[-_]episode|episodes?[-_]?(?:list|selector)|new[-_]?box[-_]?anthology"
# The player's own box: its controls, or the audio, video or podcast player holding them.
PLAYER_BOX = r"player[-_]?controls|(?:audio|video|podcast)[-_]?player"
MEDIA_FURNITURE_NAME_RE = re.compile(
    r"(?<![\w-])(?:"
    r"video[-_]?(?:toolbar|like|coin|fav|collect|share|tags?|tag[-_]?container|stats?)(?:[-_]?info)?"
    r"|up[-_]?(?:panel|info)|upinfo[-_]?btn[-_]?panel|follow[-_]?btn|tag[-_]?panel"
    r"|rec(?:ommend)?[-_]?list|video[-_]?page[-_]?card(?:[-_]?small)?"
    r"|subscribe[-_]?button|owner[-_]?sub[-_]?count"
    r"|ytd[-_](?:video[-_]owner|watch[-_]next|compact[-_]video|comments?|comment[-_]thread)[\w-]*"
    r"|tp-yt-paper-button|ytp[-_]chrome[-_](?:bottom|controls)"
    r"|mod[-_]recommend|" + EPISODE_LIST +
    r"|play[-_]?count|view[-_]?count"
    r"|(?:related|more)[-_]?(?:videos?|songs?|episodes?)|song[-_]?buttons"
    r"|(?:subscribe|podcast|listen)[-_]?badges?|listen[-_]?on|" + PLAYER_BOX +
    r")(?:[-_]?(?:container|wrap(?:per)?|panel|box|v\d))?(?![\w-])", re.IGNORECASE)
PLAYER_BOX_RE = re.compile(rf"(?<![\w-])(?:{PLAYER_BOX})", re.IGNORECASE)  # a furniture box that is the player's own
EPISODE_LIST_RE = re.compile(rf"(?<![\w-])(?:{EPISODE_LIST})", re.IGNORECASE)
# Characters (``Blocks.lengths``) at most of the kept text in a player's own box for it to go: its clock, its buttons
# and a title run ~40-80; a synced-lyrics or transcript panel inside the player is the page's text (two lines of a
# Uyghur song: ~150).
PLAYER_BOX_CHARS = 120
MEDIA_BOX_LEVELS = 6  # ancestors climbed from a kept block to its furniture box (Bilibili: span > div > div > panel)
# Characters at least of kept text outside every furniture box for a box to go (a video's one-sentence description
# is ~60; under it the page is an index or a player alone, and its boxes are what the reader came for).
MEDIA_STORY_CHARS = 60
# Times at least the kept text outside every furniture box outweighs a box's for the box to go: a video's description
# or show notes run to several sentences beside a next-up list's or an episode list's few titles, while a series
# index's titled episode list is about as long as its one-paragraph introduction and is the page's text (session
# 43's guard page: list 150 characters, introduction and title 156, so a ratio of 1 dropped the list).
MEDIA_STORY_RATIO = 2

# A count's multiplier: Chinese ten-thousand and hundred-million (traditional too), English K / M / B.
COUNT_MULTIPLIER = r"(?:万|萬|亿|億|[KkMmBb])?"
# What a media count counts, in our four languages: views, plays, listens, subscribers, likes; 播放 (plays), 观看
# (views), 弹幕 (danmaku comments), 投币 (coins), 收藏 (favourites), 点赞 (likes), 分享 / 转发 (shares), 关注 / 粉丝
# (followers), 播放次数 (play count); Uyghur ئاڭلانغان (listened), count_lines' nouns and verbs of views and listens
# (``UG_VIEWS_NOUN``: كۆرۈلۈشى its views, كۆرۈلۈش سانى view count; ``UG_VIEWED_VERB``: كۆرۈلدى was seen); Tibetan
# ཀློག་ཐེངས / ལྟ་ཐེངས / གཟིགས་ཐེངས (reads, views: count_lines' ``COUNT_LABEL`` writes them inside its one alternation,
# no constant to share), ཉན་ཐེངས (listens). count_lines' ``COUNT_LABEL`` and ``PEOPLE_LABEL`` are not reused whole:
# they hold replies, comments, members and users, no media page's counts.
MEDIA_COUNT_LABEL = (r"(?:views?|plays?|listens?|subscribers?|followers?|likes?|次?播放(?:量|数|次数)?|观看|觀看|弹幕|彈幕"
                     r"|投币|硬币|收藏|点赞|點讚|分享|转发|轉發|关注|關注|粉丝|粉絲"
                     rf"|ئاڭلانغان|{UG_VIEWS_NOUN}|{UG_VIEWED_VERB}"
                     r"|ཀློག་ཐེངས|ལྟ་ཐེངས|གཟིགས་ཐེངས|ཉན་ཐེངས)")
MEDIA_COUNT_UNIT = r"(?:次|قېتىم|ཐེངས|times)"  # the unit of times after a count ("23456 قېتىم", "120 次")
LABEL_GAP = r"[\s:：\u0f0b\u0f0d]*"  # between a label and its number: spaces, a colon, a Tibetan tsheg or shad
# One counted field, wholly: "<label>[:] <n>[unit]" or "<n>[multiplier][unit] <label>" ("1.5亿次播放", "3.1万播放",
# "弹幕 36", "ئاڭلانغان: 23456 قېتىم", "ཀློག་ཐེངས་ 12345", "1,234 views", "12.3K subscribers", "+ 关注 3.4万").
MEDIA_COUNT_FIELD_RE = re.compile(
    rf"^[+]?\s*(?:{MEDIA_COUNT_LABEL}{LABEL_GAP}{DIGIT_NUMBER}{COUNT_MULTIPLIER}\s*{MEDIA_COUNT_UNIT}?"
    rf"|{DIGIT_NUMBER}{COUNT_MULTIPLIER}\s*{MEDIA_COUNT_UNIT}?\s*{MEDIA_COUNT_LABEL})$", re.IGNORECASE)
DATE_FIELD_RE = re.compile(rf"^(?:{NUMERIC_DATE})(?:\s+\d{{1,2}}:\d{{2}}(?::\d{{2}})?)?$")  # a field's date and time
# A video's age in years beside its count ("12,345 views · 3 years ago", "2年前", Uyghur "3 يىل ئىلگىرى"): the years
# ``RELATIVE_TIME`` leaves out (a memoir's "30年前" line), read only in a line that holds a count field too.
YEARS_AGO_FIELD_RE = re.compile(r"^\d+\s*(?:years?\s+ago|年前|يىل\s+(?:ئىلگىرى|بۇرۇن))$", re.IGNORECASE)
MEDIA_LINE_CHARS = 80  # characters at most of a counts, episode or badge line (Bilibili's "播放 · 弹幕 · date": ~40)
# An episode selector's run: three numbers at least, each an episode's ("1-قىسىم", "第3集", "Ep 4", "༣", "12"),
# after an optional label ("ལེའུ།", "选集", "Episodes:", "قىسىملار"). A series index's row holds the episode's title
# besides its number, and never matches.
# Each number may carry the label ("ལེའུ་༣", "3集").
EPISODE_NUMBER = (rf"(?:第?{DIGIT_CLASS}+[集期]|(?:Ep\.?|Episode|ལེའུ[\u0f0b\s]*){DIGIT_CLASS}+"
                  rf"|{DIGIT_CLASS}+(?:-قىسىم|-بۆلۈم)?)")
EPISODE_RUN_MIN = 3  # numbers at least of an episode selector's run (two are a previous / next pair)
EPISODE_RUN_RE = re.compile(
    rf"^(?:(?:ལེའུ|选集|選集|剧集|Episodes?|قىسىملار|بۆلۈملەر){LABEL_GAP})?"
    rf"{EPISODE_NUMBER}(?:[\s,،|·]+{EPISODE_NUMBER}){{{EPISODE_RUN_MIN - 1},}}$", re.IGNORECASE)
# An app's badge or a subscribe button, the whole line made of them: "Listen on Apple Podcasts", "Available on
# Spotify", "RSS Feed", "Subscribe", "订阅", "+ 关注", Uyghur "مۇشتەرى بولۇش" (subscribe), Tibetan "མཇུག་འདེད།" (follow).
PODCAST_APP = (r"(?:Apple\s+Podcasts|Spotify|Google\s+Podcasts|YouTube(?:\s+Music)?|Amazon\s+Music|Pocket\s+Casts"
               r"|Overcast|Castbox|Podcast\s+Addict|iHeartRadio|Stitcher|TuneIn|Deezer|SoundCloud|小宇宙|喜马拉雅)")
BADGE = (rf"(?:(?:Listen|Subscribe|Follow|Watch|Available)\s+on\s+{PODCAST_APP}|{PODCAST_APP}|RSS(?:\s+Feed)?"
         r"|Subscribe|Subscribed|订阅|訂閱|[+]\s*关注|[+]\s*關注|مۇشتەرى\s+بولۇش|མཇུག་འདེད[།་]?)")
# Between two items of a line of badges or apps: a separator with its spaces, or spaces alone. One way only to read
# each gap (a nested "(?:\s*ITEM\s*[|·•]?)+" splits a gap of n spaces n ways per item: a 76-character line of badges
# that fails took 48 s, review f1).
ITEM_JOIN = r"(?:\s*[|·•]\s*|\s+)"


def _item_line_re(item: str) -> re.Pattern[str]:
    """A line wholly of ``item``s joined by ``ITEM_JOIN``, a separator after the last allowed; linear to match (the
    tail reads its spaces one way: an optional separator between two optional runs of spaces split a run of n spaces
    n ways at each start, review f7)."""
    return re.compile(rf"^\s*{item}(?:{ITEM_JOIN}{item})*\s*(?:[|·•]\s*)?$", re.IGNORECASE)


BADGE_LINE_RE = _item_line_re(BADGE)
# A line of apps' names alone ("Spotify", "Apple Podcasts | Overcast"): badges when linked, a help page's list of the
# apps that play a show when not (``LINKED_LINE_SHARE``).
APP_LINE_RE = _item_line_re(PODCAST_APP)
# Share at least of a block's text in links for its episode run or its apps' names to be a selector's or badges' (an
# episode selector's numbers and an app's badge are links; a numerals lesson's run and a list of apps are not).
LINKED_LINE_SHARE = 0.5
# A player's clock pair, wholly: the elapsed and the whole time ("00:00 / 03:45", "0:00 / 58:12", "1:02:03/1:30:00"):
# lone_lines' ``PLAYER_CLOCK_RE`` (its ``\d`` reads Tibetan digits too) with its pair's slash (``CLOCK_PAIR_MARK``; a
# clock alone may be a transcript's or a track list's time, which this rule, reading no box, leaves alone).
CLOCK_PAIR_MARK = "/"
# A description's expander button, the whole line ("展开更多", "收起", "Show more", "...more", Uyghur "تېخىمۇ كۆپ"
# (more), "تولۇق كۆرۈش" (see it whole), "يىغىش" (fold)): the fold of the description box, not its text.
EXPANDER_LINE_RE = re.compile(r"^(?:展开(?:更多)?|收起|顯示更多|显示更多|展開(?:更多)?|Show\s+(?:more|less)|\.{3}\s*more"
                              r"|تېخىمۇ\s+كۆپ|تولۇق\s+كۆرۈش|يىغىش)\s*[>»▼▾]?$", re.IGNORECASE)
# A media element's fallback notice as a line of its own (it shows only in a browser without the element), naming
# the element or the medium as the English one does (review f1: "浏览器不支持藏文字体怎么办" asks about fonts):
# English; Chinese ("您的浏览器不支持 video 标签", "你的浏览器不支持HTML5视频播放": the medium right after the
# negation, "该" or "此" between); Uyghur ("توركۆرگۈچىڭىز video بەلگىسىنى قوللىمايدۇ": your browser does not support
# the video tag; the verb last, the medium before it, a word of its own: ۋىدىيو / سىن video, ئاۋاز audio, ئۈن-سىن
# audio-video, not the "سىنى" of "بەلگىسىنى"); Tibetan ("དྲ་ལྟ་ཆས་ ... རྒྱབ་སྐྱོར་མི་བྱེད": the browser does not
# support; བརྙན video, སྒྲ audio before the verb, each a syllable's start and whole, not the སྒྲ of བསྒྲགས or སྒྲིག).
UG_LETTER = r"\u0600-\u06ff"  # the Arabic block: a Uyghur word's letters
BO_SYLLABLE_TAIL = r"\u0f40-\u0f6c\u0f71-\u0f84\u0f90-\u0fbc"  # Tibetan letters, vowel signs and subjoined letters
FALLBACK_MEDIUM_ZH = r"(?:<?video>?|<?audio>?|视频|視頻|音频|音頻|播放器|媒体|媒體)"
FALLBACK_MEDIUM_UG = (rf"(?<![{UG_LETTER}])(?:video|audio|ۋىدىيو|ۋىدېيو|ئاۋاز|ئۈن-سىن"
                      rf"|سىن(?:نى|ى)?(?![{UG_LETTER}]))")
FALLBACK_MEDIUM_BO = rf"(?:video|audio|(?<![{BO_SYLLABLE_TAIL}])(?:བརྙན|སྒྲ)(?![\u0f71-\u0f84\u0f90-\u0fbc]))"
FALLBACK_LINE_RE = re.compile(
    r"^(?:Sorry,?\s+)?your\s+browser\s+(?:does\s+not|doesn[\'’]t)\s+support\s+(?:the\s+)?(?:html5?\s+)?"
    r"(?:<?video>?|<?audio>?|embedded)"
    r"(?:\s+(?:tag|element|player|playback|files?|videos?|audio))*\s*[.!]?"
    rf"|^(?:您的|你的)?浏览器不支持\s*(?:该|此)?\s*(?:HTML5\s*)?{FALLBACK_MEDIUM_ZH}.{{0,20}}$"
    rf"|^توركۆرگۈچ\S*\s.{{0,40}}{FALLBACK_MEDIUM_UG}.{{0,40}}قوللىمايدۇ\W*$"
    rf"|^.{{0,10}}དྲ་ལྟ་ཆས.{{0,40}}{FALLBACK_MEDIUM_BO}.{{0,40}}རྒྱབ་སྐྱོར་མི་བྱེད.{{0,6}}$", re.IGNORECASE)
FALLBACK_LINE_CHARS = 120  # characters at most of a fallback notice's line
FALLBACK_WORDS = ("support", "不支持", "قوللىمايدۇ", "རྒྱབ་སྐྱོར")  # a literal every fallback notice holds


def is_media_page(dom: Dom, blocks: Blocks) -> bool:
    """Whether the page names a media player or an engine's video part (``MEDIA_PAGE_NAME_RE`` in its class or id
    names, after the literal gate ``MEDIA_PAGE_WORDS``) or holds YouTube's custom elements (``YOUTUBE_TAG_PREFIX``);
    read once per page and Blocks (``page_memo``: both steps ask)."""
    return page_memo(dom, is_media_page, lambda: _names_media(dom, blocks), blocks)


def _names_media(dom: Dom, blocks: Blocks) -> bool:
    """``is_media_page``, read now."""
    if _has_youtube_tags(dom):
        return True
    if not names_may_hold(dom, blocks, MEDIA_PAGE_WORDS):
        return False
    classes, ids = class_text(dom, blocks), id_text(dom, blocks)
    if classes is None or ids is None:  # no memo of the page's names: read the blocks' ancestors' own
        return any_block_named(dom, blocks.ids, MEDIA_PAGE_NAME_RE, MEDIA_BOX_LEVELS)
    return _names_media_part(classes) or _names_media_part(ids)


def _names_media_part(names: str) -> bool:
    """Whether lowered names ``names`` (``class_text``, ``id_text``) hold a ``MEDIA_PAGE_NAME_RE`` match: searched
    without the player's alternative when they hold no ``PLAYER_WORD`` (the same answer, sooner)."""
    pattern = MEDIA_PAGE_NAME_RE if PLAYER_WORD in names else MEDIA_PAGE_PART_RE
    return lowered_pattern(pattern).search(names) is not None  # (the names are lowered ASCII: ``lowered_pattern``)


def _has_youtube_tags(dom: Dom) -> bool:
    """Whether the page holds YouTube's custom elements (``YOUTUBE_TAG_PREFIX``), one look at each distinct tag, once
    per page (``page_memo``: the gate and ``drop_media_furniture`` ask)."""
    return page_memo(dom, _has_youtube_tags, lambda: any(tag.startswith(YOUTUBE_TAG_PREFIX) for tag in set(dom.tags)))


def _box_name(dom: Dom, a: int) -> str:
    """Node ``a``'s names (``Dom.names``), and its tag after them when it is one of YouTube's custom elements."""
    tag = dom.tags[a]
    return f"{dom.names(a)} {tag}" if tag.startswith(YOUTUBE_TAG_PREFIX) else dom.names(a)


def _furniture_box(dom: Dom, b: int) -> int:
    """The nearest of block ``b`` and its ``MEDIA_BOX_LEVELS`` ancestors named as media furniture by its class, id
    (``MEDIA_FURNITURE_NAME_RE``) or tag (YouTube's custom elements), or -1."""
    return named_within(dom, b, MEDIA_FURNITURE_NAME_RE, MEDIA_BOX_LEVELS, name=_box_name)


def _outermost_episode_list(dom: Dom, box: int) -> int:
    """The outermost of furniture box ``box``'s ``MEDIA_BOX_LEVELS`` nearest ancestors named as an episode list
    (``EPISODE_LIST_RE``), or ``box`` itself: a series index's episode list whose items are each named as cards
    ("video-page-card") is one box to the story guard, not one card at a time (review f1). A related list's cards
    stay apart: such a list is never the page's text, however long beside a short description."""
    outer = a = box
    for _ in range(MEDIA_BOX_LEVELS):
        a = dom.parent[a]
        if a < 0:
            break
        if EPISODE_LIST_RE.search(dom.names(a)) is not None:
            outer = a
    return outer


def _youtube_furniture_blocks(dom: Dom, blocks: Blocks) -> set[int]:
    """The blocks whose text lies mostly (``YOUTUBE_OWNED_SHARE``) in YouTube's furniture elements: custom tags are
    inline to the Dom, so the "up next" renderers make no block of their own but fill their column's block (the
    description and the comments may share one, which this leaves alone). One pass over the tags, each outermost
    furniture element's own text counted once: only the part its block owns (the text of a block element inside it, a
    comment's ``<div>``, is that block's, not the description's beside the element)."""
    tags, end, owner, own_text = dom.tags, dom.end, blocks.owner, dom.own_text
    owned: dict[int, int] = {}  # block -> characters of its text inside its furniture elements
    outer_end = -1
    for i, tag in enumerate(tags):
        if i < outer_end or not tag.startswith(YOUTUBE_TAG_PREFIX) or MEDIA_FURNITURE_NAME_RE.search(tag) is None:
            continue
        outer_end = end[i]
        o = owner[i]
        owned[o] = owned.get(o, 0) + sum(own_text[j] for j in range(i, end[i]) if owner[j] == o)
    if not owned:
        return set()
    return {b for k, b in enumerate(blocks.ids) if owned.get(b, 0) >= YOUTUBE_OWNED_SHARE * blocks.lengths[k] > 0}


def drop_media_furniture(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out every kept block inside a box named as a media page's furniture (``MEDIA_FURNITURE_NAME_RE``) on a
    media page (``is_media_page``), in place, while the kept text outside such boxes is at least
    ``MEDIA_STORY_CHARS`` and ``MEDIA_STORY_RATIO`` times the box's, a box counted with every furniture box in the
    episode list around it within ``MEDIA_BOX_LEVELS`` (``_outermost_episode_list``; module docstring: an episode
    list that is the page stays, its items named as cards or not), and, for the player's own box (``PLAYER_BOX_RE``),
    while it holds ``PLAYER_BOX_CHARS`` at most. One climb of ``MEDIA_BOX_LEVELS`` per kept block."""
    if not dom.has_elements or not is_media_page(dom, blocks):
        return
    youtube = _youtube_furniture_blocks(dom, blocks) if _has_youtube_tags(dom) else set()
    inside: dict[int, list[int]] = {}  # furniture box -> its kept blocks' ids
    box_chars: dict[int, int] = {}
    outer_of: dict[int, int] = {}  # furniture box -> the outermost episode list around it, or itself
    outer_chars: dict[int, int] = {}  # that box -> the kept characters of every furniture box inside it
    outside_chars = 0
    for k, b in enumerate(blocks.ids):
        if not keep[b]:
            continue
        box = b if b in youtube else _furniture_box(dom, b)
        if box < 0:
            outside_chars += blocks.lengths[k]
        else:
            inside.setdefault(box, []).append(b)
            box_chars[box] = box_chars.get(box, 0) + blocks.lengths[k]
            outer = outer_of.get(box)
            if outer is None:
                outer = outer_of[box] = box if b in youtube else _outermost_episode_list(dom, box)
            outer_chars[outer] = outer_chars.get(outer, 0) + blocks.lengths[k]
    if outside_chars < MEDIA_STORY_CHARS:
        return
    for box, kept in inside.items():
        if box_chars[box] > PLAYER_BOX_CHARS and PLAYER_BOX_RE.search(dom.names(box)) is not None:
            continue  # a lyrics or transcript panel inside the player
        if MEDIA_STORY_RATIO * outer_chars[outer_of[box]] <= outside_chars:
            for b in kept:
                keep[b] = 0


def is_media_line(text: str, linked: bool = True) -> bool:
    """Whether a short line is wholly a media page's counts (``MEDIA_COUNT_FIELD_RE``, beside dates), an episode
    selector's run (``EPISODE_RUN_RE``), badges or subscribe buttons (``BADGE_LINE_RE``), a player's clock pair
    (``PLAYER_CLOCK_RE`` with ``CLOCK_PAIR_MARK``) or a description's expander (``EXPANDER_LINE_RE``). An episode run or a line of apps' names
    alone (``APP_LINE_RE``) is one only when ``linked`` (its block's text mostly links: ``LINKED_LINE_SHARE``)."""
    line = text.strip()
    if not line or len(line) > MEDIA_LINE_CHARS:
        return False
    if EPISODE_RUN_RE.match(line) or APP_LINE_RE.match(line):
        return linked
    if BADGE_LINE_RE.match(line) or (CLOCK_PAIR_MARK in line and PLAYER_CLOCK_RE.match(line)) or EXPANDER_LINE_RE.match(line):
        return True
    fields = separated_fields(line)
    counts = [MEDIA_COUNT_FIELD_RE.match(field) is not None for field in fields]
    return any(counts) and all(c or _is_age_field(field) for c, field in zip(counts, fields))


def _is_age_field(field: str) -> bool:
    """Whether a count line's other field is its date (``DATE_FIELD_RE``) or its age (``RELATIVE_TIME``,
    ``YEARS_AGO_FIELD_RE``)."""
    return (DATE_FIELD_RE.match(field) is not None or RELATIVE_TIME.match(field) is not None
            or YEARS_AGO_FIELD_RE.match(field) is not None)


def is_fallback_line(text: str) -> bool:
    """Whether a line is wholly a media element's fallback notice (``FALLBACK_LINE_RE``), after its literals."""
    line = text.strip()
    return (len(line) <= FALLBACK_LINE_CHARS and any(word in line for word in FALLBACK_WORDS)
            and FALLBACK_LINE_RE.match(line) is not None)


def drop_media_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a fallback notice (``is_fallback_line``) or a line of counts, episode
    numbers, badges, a clock pair or an expander (``is_media_line``) on a media page (``is_media_page``), in place.
    One look at each kept block's text."""
    if not dom.has_elements or not is_media_page(dom, blocks):
        return
    for k, b in enumerate(blocks.ids):
        if keep[b] and (is_fallback_line(blocks.texts[k])
                        or (blocks.lengths[k] <= MEDIA_LINE_CHARS and is_media_line(
                            blocks.texts[k], linked=blocks.rows[k][LINK_DENSITY_COLUMN] >= LINKED_LINE_SHARE))):
            keep[b] = 0
