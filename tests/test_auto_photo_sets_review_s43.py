"""Review r305 of ``photo_sets`` (session 43): pages of our own written to break its rules.

False positives: a viewer's keyboard-shortcut docs whose definitions read "Toggle fullscreen" and "Close (Esc)" (the
ungated path), a maths lesson whose answers read "1/2", "3/4" on a school site with a photo gallery, a camera round-up
listing the cameras it tested on a page with a sample gallery, a museum's exhibition page named "gallery-info", and
Chinese, Uyghur and Tibetan stories whose sentences hold the buttons' words. False negatives: a slideshow's
"Previous | 3 of 12 | Next" line, arrowed 上一张 / 下一张 buttons on an unnamed CMS set, fancybox 4's "fancybox__"
toolbar. Size: thousands of thumbnails and counters run in near-linear time, and near-miss lines do not make the
line patterns backtrack.
"""

from __future__ import annotations

import time

import pytest

from extract.algorithms.auto.photo_sets import is_exif_line, is_photo_set_line
from tests.extraction_pages import assert_page, auto_text, best_seconds, paragraphs

EN = ["The viewer opens every picture of the album in a dark overlay, and the keys below work in all of its modes, "
      "including the slideshow and the zoomed view of a single picture.",
      "Keyboard shortcuts can be changed in the settings panel, and a shortcut that clashes with the browser's own "
      "is shown in red so that you can pick another key for it."]
MATH = ["Each pizza was cut into equal slices, and the children wrote down which part of the pizza each of them ate "
        "before comparing the fractions on the board.",
        "Check your answers below, then try the harder questions on the next worksheet, where the slices are not "
        "all the same size any more."]
REVIEW = ["We spent three weeks on the plateau with five full-frame cameras, shooting monasteries at dawn and yak "
          "herds in the midday glare to see which body copes best with the altitude and the cold.",
          "Battery life was the biggest surprise: in the cold of the high passes some bodies lasted barely two "
          "hundred frames, while the others kept going for a full day of shooting."]
MUSEUM = ["The exhibition gathers more than two hundred thangka paintings from monasteries across the plateau, many "
          "of them shown to the public for the first time after years of careful restoration.",
          "Visitors can follow the painters' work from the first charcoal sketch on the stretched cotton to the last "
          "layer of gold, with short films shown in the side rooms of the gallery."]
ZH = ["编辑提醒大家，点击页面上的查看原图按钮可以看到更清晰的照片，点击下一张就能继续浏览这组照片。",
      "这组照片记录了牧民转场的全过程，摄影师跟随牧民在草原上走了整整七天，拍下了上千张照片。"]
UG = ["تەھرىر بۆلۈمى ئوقۇرمەنلەرگە كېيىنكى رەسىم كۇنۇپكىسىنى بېسىپ، ھەر بىر سۈرەتنىڭ چۈشەندۈرۈشىنى ئوقۇشنى "
      "تەۋسىيە قىلدى.",
      "بۇ سۈرەتلەر تۇرپان ئويمانلىقىدىكى ئۈزۈمزارلىقلاردا ئۈزۈم ئۈزۈش پەسلىدە تارتىلغان."]
BO = ["པར་རིས་རྗེས་མ་ནང་དུ་འབྲོག་པ་ཚོས་ཕྱུགས་ཟོག་ཁྲིད་དེ་རི་ཕྱོགས་སུ་འགྲོ་བཞིན་པའི་སྣང་ཚུལ་མཐོང་ཐུབ།",
      "པར་ལེན་མཁན་གྱིས་ཉིན་བདུན་རིང་འབྲོག་པ་ཚོ་དང་མཉམ་དུ་འགྲུལ་ནས་པར་རིས་སྟོང་ཕྲག་མང་པོ་བླངས་པ་རེད།"]
SET_DESC = ("四月的林芝，桃花沿着尼洋河两岸次第开放，雪山、村庄和粉色的花海构成了一幅幅动人的画面，吸引了各地游客前来观赏。")
SET_CAPTION = "游客在嘎拉村的桃花树下拍照留念，不少人专程从拉萨和成都赶来，只为看一眼高原上盛开的春色。"
EN_CAPTION = ("Two novices carry water up the stone steps of the monastery while the morning fog lifts off the lake "
              "below them, on the last day of our trek.")


def site(lang: str, main: str, side: str = "") -> str:
    """A page in ``lang``: a menu, ``main`` in ``<main>``, ``side`` in an ``<aside>``, a footer."""
    direction = " dir='rtl'" if lang == "ug" else ""
    return (f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'><title>Page</title></head>"
            "<body><header><nav><ul><li><a href='/'>Home</a></li><li><a href='/a/'>About</a></li></ul></nav></header>"
            f"<main class='main'>{main}</main><aside class='sidebar'>{side}</aside>"
            "<footer><p>© 2024 site</p></footer></body></html>")


SIDE_GALLERY = ("<div class='widget widget-gallery'><h3>Photos</h3><div class='gallery'><a href='/g/1'>"
                "<img src='/g/1.jpg'></a><a href='/g/2'><img src='/g/2.jpg'></a></div></div>")

SHORTCUTS = site("en", (
    f"<article><h1>Keyboard shortcuts of the photo viewer</h1>{paragraphs(EN)}<dl class='shortcuts'>"
    "<dt><kbd>F</kbd></dt><dd>Toggle fullscreen</dd><dt><kbd>Esc</kbd></dt><dd>Close (Esc)</dd>"
    "<dt><kbd>Space</kbd></dt><dd>Play slideshow</dd></dl></article>"))

MATH_LESSON = site("en", (
    f"<article class='post'><h1>Fractions with pizza</h1>{paragraphs(MATH)}<h2>Answers</h2>"
    "<ol class='answers'><li>1/2</li><li>3/4</li><li>2/3</li><li>5/8</li></ol></article>"), SIDE_GALLERY)

CAMERA_ROUNDUP = site("en", (
    f"<article class='review'><h1>Five cameras on the plateau</h1><p>{REVIEW[0]}</p><h2>The cameras we tested</h2>"
    "<ul><li>Canon EOS R5</li><li>Nikon Z8</li><li>Sony A7 IV</li><li>Fujifilm GFX 100S</li></ul>"
    f"<p>{REVIEW[1]}</p><div class='gallery'><figure><img src='/r/1.jpg'><figcaption>{EN_CAPTION}</figcaption>"
    "</figure></div></article>"))

MUSEUM_PAGE = site("en", (
    "<div class='gallery-info'><h1>Thangka: the painted scrolls</h1>"
    f"<div class='gallery-info-text'>{paragraphs(MUSEUM)}</div>"
    "<table class='hours'><tr><td>Monday</td><td>Closed</td></tr><tr><td>Tuesday to Sunday</td>"
    "<td>9:00 to 17:00</td></tr></table></div>"))

ZH_STORY = site("zh", f"<article class='post'><h1>牧民转场</h1>{paragraphs(ZH)}</article>", SIDE_GALLERY)
UG_STORY = site("ug", f"<article class='info'><h1>تۇرپان ئۈزۈمى</h1>{paragraphs(UG)}</article>", SIDE_GALLERY)
BO_STORY = site("bo", f"<article class='video'><h1>འབྲོག་པའི་འགྲུལ་བཞུད།</h1>{paragraphs(BO)}</article>", SIDE_GALLERY)

EN_SLIDESHOW = site("en", (
    "<div class='photo-set'><h1>On the Kora</h1><div class='slide'><img src='/s/3.jpg'>"
    f"<p class='caption'>{EN_CAPTION}</p></div><div class='slide-controls'><a href='/s/2'>Previous</a> | "
    "<span>3 of 12</span> | <a href='/s/4'>Next</a></div></div>"))

ARROW_CMS_SET = site("zh", (
    f"<div class='content-box'><h1>林芝桃花</h1><div class='text'><p>{SET_DESC}</p><p><img src='/c/1.jpg'></p>"
    f"<p>{SET_CAPTION}</p></div><div class='tools'><a href='/c/p'>« 上一张</a> <span>2/9</span> "
    "<a href='/c/n'>下一张 »</a></div></div>"))

FANCYBOX4 = site("en", (
    f"<article><h1>Village portraits</h1>{paragraphs(REVIEW)}<div class='photo-grid'>"
    "<a data-fancybox='g' href='/z/1.jpg'><img src='/z/t1.jpg'></a></div></article>"
    "<div class='fancybox__container'><div class='fancybox__toolbar'><div class='fancybox__counter'>"
    "<span>1</span>/<span>12</span></div><button class='fancybox__button--slideshow'>Slideshow</button>"
    "<button class='fancybox__button--thumbs'>Thumbnails</button><button class='fancybox__button--close'>"
    "Close dialog</button></div></div>"))

PAGES = {
    "guard_shortcut_docs": (SHORTCUTS, [*EN, "Toggle fullscreen", "Close (Esc)"], []),
    "guard_math_answers": (MATH_LESSON, [*MATH, "1/2", "3/4", "2/3", "5/8"], []),
    "guard_camera_roundup": (CAMERA_ROUNDUP, [*REVIEW, "Canon EOS R5", "Nikon Z8", "Sony A7 IV"], []),
    "guard_museum_gallery_info": (MUSEUM_PAGE, MUSEUM, []),
    "guard_zh_story_post": (ZH_STORY, ZH, []),
    "guard_ug_story_info": (UG_STORY, UG, []),
    "guard_bo_story_video": (BO_STORY, BO, []),
    "en_slideshow_of": (EN_SLIDESHOW, [EN_CAPTION], ["3 of 12", "Previous", "Next"]),
    "zh_arrow_cms_set": (ARROW_CMS_SET, [SET_DESC, SET_CAPTION], ["上一张", "下一张", "2/9"]),
    "fancybox4_story": (FANCYBOX4, REVIEW, ["Slideshow", "Thumbnails", "Close dialog"]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_review_page(name: str) -> None:
    """Every kept sentence of the page comes out, no furniture string does."""
    assert_page(name, *PAGES[name])


def _big_set(n: int) -> str:
    """A photo set of ``n`` slides, each a counter, a thumbnail number and 上一张 / 下一张."""
    slides = "".join(f"<div class='slide'><div class='slide-counter'>{k % 50 + 1} / 50</div><div class='pic-thumbs'>"
                     f"<span>{k + 1}</span></div><div class='tools'>上一张 {k % 50 + 1}/50 下一张</div></div>"
                     for k in range(n))
    return site("zh", f"<div class='gallery'><h1>图集</h1><p>{SET_DESC}</p>{slides}</div>")


def test_big_photo_set_runs_in_near_linear_time() -> None:
    """1,000 and 4,000 slides: the second takes well under 4 × 4 times the first (near-linear, the best of 3 runs
    each), its furniture goes."""
    timings = []
    for n in (1000, 4000):
        markup = _big_set(n)
        text = auto_text(markup)
        assert SET_DESC in text and "下一张" not in text
        timings.append(best_seconds(lambda: auto_text(markup), 3))
    assert timings[1] < 10 * timings[0] + 1.0, timings


@pytest.mark.parametrize("line", ["1/" * 39 + "x", "1 / " * 19 + "x", "« " * 39 + "x", "上一张" * 26 + "x",
                                  "1 of " * 15 + "x", "f/2 " * 19 + "x", "ISO 100 " * 9 + "x"])
def test_line_patterns_do_not_backtrack(line: str) -> None:
    """A near-miss line of the longest length read (digits and slashes, arrows, buttons, EXIF fields, then a stray
    letter) is refused fast: 1,000 reads well under a second."""
    start = time.process_time()
    for _ in range(1000):
        assert not is_photo_set_line(line) and not is_exif_line(line)
    assert time.process_time() - start < 1.0
