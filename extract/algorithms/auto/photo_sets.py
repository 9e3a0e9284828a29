"""Photo sets: a photo gallery's or a photo page's furniture around its description and captions (session 43).

A photo set (a Chinese news site's 图集, a Tibetan or Uyghur portal's photo set), a Flickr-like photo page, a
WordPress attachment page or a story with a lightbox reads like a story whose text is the set's description and its
per-photo captions: the figure rule (``figures.drop_photo_captions``) leaves a gallery's captions in place because
they are the page's only text, and this module leaves them too. What goes, on a page whose class or id names hold a
gallery engine's word (``PHOTO_PAGE_WORDS``, then ``PHOTO_PAGE_NAME_RE``):

- every kept block in a lightbox's scaffolding or an EXIF box named so by its engine (``GALLERY_TOOL_NAME_RE``:
  PhotoSwipe's "pswp__ui", fancybox's toolbar, lightGallery's "lg-toolbar", an "exif" box) while the box holds
  ``GALLERY_TOOL_BOX_CHARS`` at most (``drop_gallery_tool_boxes``), and a thumbnail strip's bare numbers
  (``THUMB_STRIP_NAME_RE``);
- a kept line that is wholly the set's buttons and counter ("上一张 1/12 下一张 全屏 查看原图 自动播放", "（2/3）",
  "Close (Esc)", "Toggle fullscreen", Tibetan "པར་རིས་རྗེས་མ།", Uyghur "كېيىنكى رەسىم"; on any page when it holds a
  Chinese, Tibetan or Uyghur button no other page prints, ``SELF_EVIDENT_BUTTONS``; a lone counter only when all the
  page's lone counters share one total and either two of them at least print it or one sits in a photo box,
  ``COUNTER_LINE_RE``: a maths lesson's answers "1/2", "3/4" and a quiz's lone "1/3" stay), a photo
  page's counts ("2,345 views 128 faves"), its
  "Taken on <date>" line, or a WordPress attachment's "Full size 1200 × 800" line
  (``is_photo_set_line``); its EXIF lines ("Canon EOS R5", "f/2.8", "1/250 s", "ISO 100", "光圈 f/2.8":
  ``is_exif_line``) when the page keeps ``EXIF_LINES_MIN`` of them holding ``EXIF_KINDS_MIN`` field
  kinds (a round-up's list of cameras, a company's "ISO 9001" certificates, a pattern's "4 mm" needles stay), outside
  headings and table cells (a shop's lens title and specification table beside its
  product gallery stay).

Guards: the line rules read whole short lines only (``PHOTO_LINE_CHARS``), so a story about photography whose prose
says "f/2.8", "full size" or "next photo", or a Chinese sentence saying 下一张, stays whole; a tool box holding a
caption's sentence (more than ``GALLERY_TOOL_BOX_CHARS``) stays; a thumbnail strip loses its numbers only, not a
listing's card titles. A story with one captioned photo keeps the s42 convention (its WordPress caption goes in
``figures``); nothing here reads captions. Extraction-dev has no photo set: unchanged.
"""

from __future__ import annotations

import re

from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.dates import NUMERIC_DATE, WORD_DATE
from extract.algorithms.auto.features import DIGIT_CLASS, Blocks
from extract.algorithms.auto.page_memo import (
    any_block_named,
    block_literals,
    class_text,
    id_text,
    lowered_pattern,
    names_may_hold,
    page_memo,
)
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.literal_gate import folded_literals

# Lower-case literals one of which every photo page's class or id names hold (the cheap page gate before
# ``PHOTO_PAGE_NAME_RE``): a gallery's, an atlas's (图集), a photo's, a picture's, a slide's, a lightbox engine's,
# an EXIF box's or a WordPress attachment's word.
PHOTO_PAGE_WORDS = ("gallery", "atlas", "tuji", "zutu", "photo", "pic", "slide", "pswp", "fancybox", "lightbox",
                    "lg-", "exif", "attachment", "image-navigation")
# A photo page's names, each a class or id token's head: a gallery or atlas box (pinyin "tuji" 图集, "zutu" 组图),
# a photo set's or photo page's parts ("photo-set", "photo-well", "photo-stats", "pic-box", "pic-num"), a picture
# box, a slideshow's counter and caption, the lightbox engines (PhotoSwipe "pswp", fancybox, lightGallery
# "lg-outer"), an EXIF box, WordPress's attachment post and its image navigation.
PHOTO_PAGE_NAME_RE = re.compile(
    r"(?<![a-z0-9])(?:gallery|atlas|tuji|zutu|photo[-_]?(?:set|page|well|view|box|stats|desc|item|list|nav|count|title)"
    r"|picture[-_]?(?:box|show|set|list|nav)"
    r"|pic[-_]?(?:box|main|tools|num|list|thumbs?|show|caption)|slide(?:show)?[-_]?(?:counter|caption|nav)"
    r"|pswp|fancybox|lightbox|lg-(?:outer|toolbar|counter)|exif|image-navigation|type-attachment)", re.IGNORECASE)
# A lightbox's scaffolding or an EXIF box, named so by its engine: PhotoSwipe's UI, top bar, counter and buttons,
# fancybox's toolbar, info bar, buttons and navigation (3's "fancybox-", 4's and 5's "fancybox__"), lightGallery's
# toolbar, counter and actions, an EXIF box.
# Not a caption's box ("pswp__caption", "fancybox-caption", "lg-sub-html"): the captions are the set's text.
GALLERY_TOOL_NAME_RE = re.compile(
    r"(?<![a-z0-9])(?:pswp__(?:ui|top-bar|counter|button|share-modal|preloader)"
    r"|fancybox(?:-|__)(?:toolbar|infobar|counter|button|navigation|nav|close)"
    r"|lg-(?:toolbar|counter|actions|icon|close|download)"
    r"|(?:photo[-_]?)?exif)", re.IGNORECASE)
GALLERY_TOOL_BOX_CHARS = 120  # characters at most of a tool box's kept text (a counter and five buttons: ~60)
GALLERY_BOX_LEVELS = 5  # ancestors climbed from a kept block to its tool box (pswp > scroll-wrap > ui > top-bar > div)
# A thumbnail strip, named so: "thumbs", "thumbnails", "pic-thumbs", "thumb-list", "filmstrip". Its blocks go only
# when they are bare numbers (``BARE_NUMBERS_RE``): a listing's cards named "thumb" hold titles, which stay.
THUMB_STRIP_NAME_RE = re.compile(r"(?<![a-z0-9])(?:pic[-_]?)?(?:thumbs?|thumbnails?|filmstrip)(?![a-z])",
                                 re.IGNORECASE)
# Lower-case literals one of which every ``GALLERY_TOOL_NAME_RE`` or ``THUMB_STRIP_NAME_RE`` match holds: the page
# gate of ``drop_gallery_tool_boxes`` (``page_memo.names_may_hold``; session 45, h318): the union of the two patterns'
# ``literal_gate.folded_literals`` ("exif", "fancybox", "filmstrip", "lg-", "pswp__", "thumb", "thumbnail")
# (none known for one: "", in every text, passes the gate)
GALLERY_TOOL_WORDS = tuple(sorted(frozenset().union(*(folded_literals(pattern) or ("",)
                                                      for pattern in (GALLERY_TOOL_NAME_RE, THUMB_STRIP_NAME_RE)))))
BARE_NUMBERS_RE = re.compile(rf"^[\s{DIGIT_CLASS[1:-1]}]+$")  # a thumbnail's number(s) and nothing else
PHOTO_LINE_CHARS = 80  # characters at most of a counter, button, EXIF, count or "Taken on" line

# A photo set's counter: "1/12", "1 / 12", "（2/3）", "(2/3)", a slideshow's "3 of 12".
# Each number whole (no digit before or after it), and each line pattern's repeated field an atomic group ``(?>...)``:
# a line of counters splits but one way, so a line of digits, slashes and spaces cannot make the patterns backtrack.
COUNTER = (rf"[（(]?\s*(?<!{DIGIT_CLASS})({DIGIT_CLASS}{{1,3}})\s*(?:/|\s(?i:of)\s)\s*({DIGIT_CLASS}{{1,3}})"
           rf"(?!{DIGIT_CLASS})\s*[）)]?")
# A line that is one counter and nothing else ("1/2", "（2/3）"): a maths lesson's answer or a recipe's quantity reads
# so too, so such lines go only when every one a page keeps shares one total, printed twice at least or in a photo box
# (``drop_photo_set_lines``).
COUNTER_LINE_RE = re.compile(rf"^\s*{COUNTER}\s*$")
COUNTER_LINES_MIN = 2  # lone counters at least sharing a total outside a photo box ("1 / 2", "2 / 2": a set's)
# A photo set's buttons, in our four languages: Chinese previous / next photo and set (上一张 / 下一张 / 上一组 /
# 下一组, 上一幅 / 下一幅), fullscreen, original picture (with its file's size: qq.com's "查看原图 264K"), autoplay,
# thumbnails, close; English PhotoSwipe's and fancybox's titles and a WordPress attachment's image navigation;
# Tibetan previous / next picture (པར་རིས་སྔ་མ / པར་རིས་རྗེས་མ,
# པར་སྔ་མ / པར་རྗེས་མ); Uyghur previous / next picture (ئالدىنقى رەسىم / كېيىنكى رەسىم), full screen
# (تولۇق ئېكران), original picture (ئەسلى رەسىم).
PHOTO_BUTTON = (r"(?:上一[张張组組幅]|下一[张張组組幅]|(?:退出)?全屏(?:浏览|瀏覽|查看)?|(?:查看)?原[图圖](?:\s*\d+(?:\.\d+)?\s*[KkMm]B?)?|自动播放|自動播放"
                r"|缩略图|縮略圖|关闭|關閉"
                r"|Close(?:\s*\(Esc\))?|Toggle\s+fullscreen|Fullscreen|Zoom(?:\s+in/out|\s+in|\s+out)?"
                r"|(?:Previous|Prev|Next)(?:\s+(?:image|photo|picture))?(?:\s*\(arrow\s+(?:left|right)\))?"
                r"|(?:Play|Start|Stop)\s+slideshow|View\s+original|Add\s+to\s+(?:gallery|favou?rites|album)"
                r"|པར་(?:རིས་)?(?:སྔ་མ|རྗེས་མ)[།་]?"
                r"|(?:ئالدىنقى|كېيىنكى)\s+(?:رەسىم|سۈرەت)|تولۇق\s+ئېكران|ئەسلى\s+(?:رەسىم|سۈرەت))")
# A line wholly made of buttons and counters, run together or set apart by spaces, bars or dots; "Share" counts only
# beside one of them (``SHARE_BUTTON``: alone it is a share bar's line, which other rules weigh).
SHARE_BUTTON = "share"
# Separators and arrows between them: bars, dots, slashes, guillemets and arrows ("« 上一张", "下一张 »").
BUTTON_SEPARATORS = "|·•/«»‹›←→<>"
BUTTON_LINE_RE = re.compile(rf"^(?>\s*[{BUTTON_SEPARATORS}]?\s*(?:{PHOTO_BUTTON}|{COUNTER}|{SHARE_BUTTON})\s*"
                            rf"[{BUTTON_SEPARATORS}]?)+$", re.IGNORECASE)
# The buttons no page but a photo set prints, a line of which is a photo set's on any page, whatever its names
# (``drop_photo_set_lines``): previous / next photo or set (上一张 / 下一组), original picture, autoplay, the Tibetan
# and Uyghur previous / next picture. A page's own pager says 上一篇 / 下一页 (previous article, next page) and none of
# these. Not PhotoSwipe's "Close (Esc)" or "Toggle fullscreen": a viewer's keyboard-shortcut docs list them as its
# text, and a PhotoSwipe page is a photo page by its names.
SELF_EVIDENT_BUTTONS = ("上一张", "下一张", "上一張", "下一張", "上一组", "下一组", "上一組", "下一組", "查看原图", "查看原圖",
                        "自动播放", "自動播放", "པར་རིས་སྔ་མ", "པར་རིས་རྗེས་མ",
                        "ئالدىنقى رەسىم", "كېيىنكى رەسىم")
# An EXIF field: a camera ("Canon EOS R5", "NIKON D850", "Apple iPhone 14 Pro"), an aperture ("f/2.8", "ƒ/4"), an
# exposure ("1/250 s", "1/250"), a focal length ("50.0 mm"), a sensitivity ("ISO 100"), each after an optional
# label (Chinese 相机 / 器材 / 镜头 / 光圈 / 快门 / 焦距 / 感光度 / 曝光, English "Camera:", "Aperture:").
CAMERA_MAKER = (r"(?:Canon|Nikon|NIKON(?:\s+CORPORATION)?|Sony|SONY|Fujifilm|FUJIFILM|Olympus|OLYMPUS|OM\s+System"
                r"|Panasonic|Leica|Pentax|PENTAX|Ricoh|RICOH|Hasselblad|Sigma|Apple|Samsung|Huawei|HUAWEI|Xiaomi|DJI)")
EXIF_LABEL = (r"(?:相机|相機|器材|镜头|鏡頭|光圈|快门|快門|焦距|感光度|曝光(?:时间|時間)?"
              r"|Camera|Lens|Aperture|Exposure|Focal\s+length)")
# "Canon EOS R5", "Sony A7 IV": the model's words stop before an aperture ("Canon EOS R5 f/2.8": the atomic line
# pattern would not give a swallowed "f" back)
CAMERA_MODEL = rf"{CAMERA_MAKER}\s+[\w-]+(?:\s+(?![fƒ]\s*/)[\w-]+){{0,2}}"
APERTURE = r"[fƒ]\s*/\s*\d+(?:\.\d+)?(?!\d)"  # "f/2.8", "ƒ/4"
EXPOSURE = r"(?<!\d)1\s*/\s*\d{1,5}(?!\d)\s*(?:s|sec|秒)?"  # "1/250 s", "1/250"
FOCAL_LENGTH = r"(?<![\d.])\d+(?:\.\d+)?\s*mm"  # "50.0 mm"
SENSITIVITY = r"ISO\s*\d{2,6}(?!\d)"  # "ISO 100"
EXIF_FIELD = (rf"(?:{EXIF_LABEL}\s*[:：]?\s*)?(?:{CAMERA_MODEL}|{APERTURE}|{EXPOSURE}|{FOCAL_LENGTH}|{SENSITIVITY})")
EXIF_LINE_RE = re.compile(rf"^(?>\s*{EXIF_FIELD}\s*[,，·|•]?)+$", re.IGNORECASE)
# Each EXIF field's kind, read in an EXIF line (``exif_kinds``): the EXIF lines go only when they hold
# ``EXIF_KINDS_MIN`` kinds at least. A camera round-up's list of bodies is cameras alone, a company's certificates
# "ISO 9001" / "ISO 14001" sensitivities alone, a knitting pattern's needles "4 mm" / "5 mm" focal lengths alone.
EXIF_KIND_RES = tuple(re.compile(kind, re.IGNORECASE)
                      for kind in (CAMERA_MODEL, APERTURE, EXPOSURE, FOCAL_LENGTH, SENSITIVITY))
EXIF_KINDS_MIN = 2  # distinct field kinds at least among a page's EXIF lines (a camera's table holds five)
# EXIF lines at least a page keeps for them to go: a photo page's table (camera, aperture, exposure, focal length, ISO:
# five lines on Flickr-like pages), not a lone line.
EXIF_LINES_MIN = 3
# Blocks whose EXIF-like line stays: headings (a shop's "Canon EOS R5" product title) and table cells (a lens's
# specification table, "Focal length | 50 mm"), which a shop's pages print beside a product gallery.
EXIF_SKIPPED_TAGS = HEADING_TAGS | frozenset({"td", "th"})
# A photo page's counts, wholly: "2,345 views 128 faves 14 comments", "浏览 1234 · 评论 5".
PHOTO_COUNT_LABEL = r"(?:views?|faves?|favou?rites?|comments?|likes?|downloads?|次浏览|浏览|瀏覽|评论|評論|收藏|点赞|點讚)"
PHOTO_COUNT = (rf"(?:(?<![\d,.])[\d,.]+\s*[KkMm万萬]?\s*{PHOTO_COUNT_LABEL}"
               rf"|{PHOTO_COUNT_LABEL}\s*[:：]?\s*[\d,.]+(?![\d,.])\s*[KkMm万萬]?)")
PHOTO_COUNT_LINE_RE = re.compile(rf"^(?>\s*{PHOTO_COUNT}\s*[|·•]?)+$", re.IGNORECASE)
# A photo page's date lines, wholly: "Taken on May 3, 2023", "Uploaded on 2023-05-03", "拍摄于 2023-05-03",
# "拍摄时间：2023年5月3日".
TAKEN_ON_LINE_RE = re.compile(rf"^(?:(?i:taken|uploaded|shot)\s+on|拍摄于|拍攝於|拍摄时间\s*[:：]|拍攝時間\s*[:：])\s*"
                              rf"(?:{WORD_DATE}|{NUMERIC_DATE})\s*$")
# A WordPress attachment's size line, wholly: "Full size 1200 × 800" ("Original size", "Full resolution"). Not its
# "Published in <album>": a scholarly page's "Published in <journal>" line is its record's, and the attachment
# theme's line is a meta line other rules weigh.
ATTACHMENT_LINE_RE = re.compile(r"^(?:Full|Original)\s+(?:size|resolution)\s*[:：]?\s*(?:\d+\s*[×x]\s*\d+)?\s*$",
                                re.IGNORECASE)


def is_photo_page(dom: Dom, blocks: Blocks) -> bool:
    """Whether the page's class or id names name a gallery, a photo page or a lightbox (``PHOTO_PAGE_NAME_RE``, after
    the literal gate ``PHOTO_PAGE_WORDS``); read once per page and Blocks (``page_memo``: both steps ask)."""
    return page_memo(dom, is_photo_page, lambda: _names_photos(dom, blocks), blocks)


def _names_photos(dom: Dom, blocks: Blocks) -> bool:
    """``is_photo_page``, read now."""
    if not names_may_hold(dom, blocks, PHOTO_PAGE_WORDS):
        return False
    classes, ids = class_text(dom, blocks), id_text(dom, blocks)
    if classes is None or ids is None:  # no memo of the page's names: read the blocks' ancestors' own
        return any_block_named(dom, blocks.ids, PHOTO_PAGE_NAME_RE, GALLERY_BOX_LEVELS)
    # (the names are lowered ASCII: the pattern searched without re.IGNORECASE, the same answer, ``lowered_pattern``)
    pattern = lowered_pattern(PHOTO_PAGE_NAME_RE)
    return pattern.search(classes) is not None or pattern.search(ids) is not None


def drop_gallery_tool_boxes(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out every kept block inside a lightbox's scaffolding or an EXIF box (``GALLERY_TOOL_NAME_RE``) holding
    ``GALLERY_TOOL_BOX_CHARS`` at most, and every kept block of bare numbers (``BARE_NUMBERS_RE``) in a thumbnail strip
    (``THUMB_STRIP_NAME_RE``), on a photo page (``is_photo_page``), in place. One climb of ``GALLERY_BOX_LEVELS`` per
    kept block."""
    if not dom.has_elements or not is_photo_page(dom, blocks):
        return
    if not names_may_hold(dom, blocks, GALLERY_TOOL_WORDS):
        return  # (exact: a name either pattern finds holds one of the words, lowered, as ``Dom.names`` gives it)
    inside: dict[int, list[int]] = {}  # tool box -> its kept blocks' ids
    box_chars: dict[int, int] = {}
    for k, b in enumerate(blocks.ids):
        if not keep[b]:
            continue
        box = named_within(dom, b, GALLERY_TOOL_NAME_RE, GALLERY_BOX_LEVELS)
        if box >= 0:
            inside.setdefault(box, []).append(b)
            box_chars[box] = box_chars.get(box, 0) + blocks.lengths[k]
        elif (BARE_NUMBERS_RE.match(blocks.texts[k]) is not None
              and named_within(dom, b, THUMB_STRIP_NAME_RE, GALLERY_BOX_LEVELS) >= 0):
            keep[b] = 0
    for box, kept in inside.items():
        if box_chars[box] <= GALLERY_TOOL_BOX_CHARS:
            for b in kept:
                keep[b] = 0


def is_photo_set_line(text: str) -> bool:
    """Whether a short line (``PHOTO_LINE_CHARS``) is wholly a photo set's buttons and counter (``BUTTON_LINE_RE``),
    a photo page's counts (``PHOTO_COUNT_LINE_RE``), its date line (``TAKEN_ON_LINE_RE``) or a WordPress attachment's
    size line (``ATTACHMENT_LINE_RE``); EXIF lines are read apart (``is_exif_line``)."""
    line = text.strip()
    if not line or len(line) > PHOTO_LINE_CHARS:
        return False
    return ((BUTTON_LINE_RE.match(line) is not None and line.lower() != SHARE_BUTTON)
            or PHOTO_COUNT_LINE_RE.match(line) is not None or TAKEN_ON_LINE_RE.match(line) is not None
            or ATTACHMENT_LINE_RE.match(line) is not None)


def is_exif_line(text: str) -> bool:
    """Whether a short line (``PHOTO_LINE_CHARS``) is wholly EXIF fields (``EXIF_LINE_RE``)."""
    line = text.strip()
    return bool(line) and len(line) <= PHOTO_LINE_CHARS and EXIF_LINE_RE.match(line) is not None


def drop_photo_set_lines(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a photo set's button, counter, count, date or attachment line
    (``is_photo_set_line``; a lone counter when the page's lone counters share one total, ``COUNTER_LINE_RE``, and
    ``COUNTER_LINES_MIN`` of them print it or one sits within ``GALLERY_BOX_LEVELS`` of a photo box,
    ``PHOTO_PAGE_NAME_RE``) on a photo page (``is_photo_page``), and on any other page each kept line wholly of
    buttons and counters holding one that only a photo set prints (``SELF_EVIDENT_BUTTONS``: a Chinese portal's 图集
    named in words no gate knows), in place; then its EXIF lines (``is_exif_line``), when the page keeps
    ``EXIF_LINES_MIN`` of them at least holding ``EXIF_KINDS_MIN`` field kinds (``exif_kinds``: a camera's table,
    not a shop's one lens title, a round-up's list of cameras nor a list of certificates or sizes) outside headings
    and table cells (``EXIF_SKIPPED_TAGS``: a shop's specification table and product title). One look at each kept
    block's text."""
    photo_page = dom.has_elements and is_photo_page(dom, blocks)
    buttons = SELF_EVIDENT_BUTTONS
    if not photo_page:
        # Exact gate (session 44, h313): off a photo page a short block only goes holding one of these buttons, and a
        # block holding one holds it in the short blocks' joined text too (``page_memo.block_literals``; no newline
        # in a button); the blocks are tried for those the page holds alone
        buttons = block_literals(dom, blocks, SELF_EVIDENT_BUTTONS, PHOTO_LINE_CHARS)
        if not buttons:
            return
    exif_lines: list[int] = []
    kinds: set[int] = set()  # the EXIF lines' field kinds (``exif_kinds``)
    counter_lines: list[int] = []  # kept blocks that are one counter and nothing else, on a photo page
    totals: set[str] = set()  # their totals ("12" of "3/12")
    for k, b in enumerate(blocks.ids):
        if not keep[b] or blocks.lengths[k] > PHOTO_LINE_CHARS:
            continue
        text = blocks.texts[k]
        counter = COUNTER_LINE_RE.match(text) if photo_page else None
        if counter is not None:
            counter_lines.append(b)
            totals.add(counter.group(2))
        elif (is_photo_set_line(text) if photo_page
                else any(button in text for button in buttons) and _is_button_line(text)):
            keep[b] = 0
        elif photo_page and dom.tags[b] not in EXIF_SKIPPED_TAGS and is_exif_line(text):
            exif_lines.append(b)
            kinds |= exif_kinds(text)
    if len(exif_lines) >= EXIF_LINES_MIN and len(kinds) >= EXIF_KINDS_MIN:
        for b in exif_lines:
            keep[b] = 0
    if len(totals) == 1 and (len(counter_lines) >= COUNTER_LINES_MIN or any(  # one set's counters, not fractions
            named_within(dom, b, PHOTO_PAGE_NAME_RE, GALLERY_BOX_LEVELS) >= 0 for b in counter_lines)):
        for b in counter_lines:
            keep[b] = 0


def exif_kinds(text: str) -> set[int]:
    """The field kinds (indexes into ``EXIF_KIND_RES``: camera, aperture, exposure, focal length, sensitivity) an
    EXIF line holds."""
    return {kind for kind, pattern in enumerate(EXIF_KIND_RES) if pattern.search(text) is not None}


def _is_button_line(text: str) -> bool:
    """Whether a line is wholly a photo set's buttons and counters (``BUTTON_LINE_RE``)."""
    return BUTTON_LINE_RE.match(text.strip()) is not None
