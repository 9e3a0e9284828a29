"""Photo sets and image-led pages (session 43): a photo set's description and its per-photo captions stay (a photo
set has no other text); its counters ("1/12", "1 / 12"), its previous/next and fullscreen buttons (上一张, 下一组,
全屏, 查看原图, 自动播放, "Close (Esc)", "Toggle fullscreen"), its thumbnail strip, a photo page's EXIF table
("Canon EOS R5", "f/2.8", "1/250 s"), "Taken on" line, view/fave/comment counts, "Add to gallery" button and a
WordPress attachment page's "Published in" and "Full size" lines go.

Pages of our own in the shapes of a Chinese news site's 图集, a Tibetan and a Uyghur portal's photo set, a Flickr-like
photo page, a WordPress attachment page and a story with a PhotoSwipe lightbox. Guard pages: a story about
photography whose prose says "f/2.8", "full size" and "next photo", a story with one captioned photo (its caption
goes, the s42 convention), and a Chinese story whose sentence says 下一张.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page, paragraphs

ZH_DESC = ("四月的林芝，桃花沿着尼洋河两岸次第开放，雪山、村庄和粉色的花海构成了一幅幅动人的画面，吸引了各地游客前来观赏。")
ZH_CAPTIONS = ["这是四月十二日在林芝市巴宜区嘎拉村拍摄的桃花林，远处的雪山在晨光中清晰可见，村民正在花间劳作。",
               "游客在嘎拉村的桃花树下拍照留念，不少人专程从拉萨和成都赶来，只为看一眼高原上盛开的春色。",
               "当地村民身着节日盛装，在桃花节开幕式上跳起锅庄舞，欢迎远道而来的客人，现场气氛十分热烈。"]
BO_DESC = ("ལྷ་སའི་ཞོ་སྟོན་དུས་ཆེན་སྐབས་སུ་མི་མང་པོ་ཞིག་ནོར་བུ་གླིང་ཀར་འཛོམས་ནས་ཨ་ཅེ་ལྷ་མོ་ལ་ལྟ་བ་དང་། ནགས་ཚལ་"
           "ནང་དུ་ཞོ་དང་ཇ་འཐུང་བཞིན་སྐྱིད་པོ་བྱས་པ་རེད།")
BO_CAPTIONS = ["ཞོ་སྟོན་གྱི་ཉིན་དང་པོར་ཨ་ཅེ་ལྷ་མོའི་ཚོགས་པ་ཞིག་གིས་ནོར་བུ་གླིང་ཀའི་ནང་དུ་ཟློས་གར་འཁྲབ་སྟོན་བྱེད་བཞིན་"
               "པ་དང་ལྟད་མོ་བ་མང་པོས་དགའ་བསུ་ཞུས་པ།",
               "ཁྱིམ་ཚང་ཞིག་གིས་ནགས་ཚལ་ནང་དུ་གུར་ཕུབ་ནས་ཞོ་དང་ཇ་ཁུར་ཏེ་ཉིན་གང་པོར་རོལ་རྩེད་བྱེད་བཞིན་པའི་སྣང་ཚུལ།"]
UG_DESC = ("قەشقەر كونا شەھىرىدە باھار كىرىشى بىلەن كوچىلاردىكى ھۈنەرۋەنلەر دۇكانلىرىنى ئېچىپ، ساياھەتچىلەرگە قول "
           "ھۈنەرۋەنچىلىك بۇيۇملىرىنى كۆرسەتمەكتە.")
UG_CAPTIONS = ["مىسكەر ئۇستا دۇكىنىنىڭ ئالدىدا مىس چەينەك ياساۋاتىدۇ، ئۇنىڭ بۇ كەسىپ بىلەن شۇغۇللىنىۋاتقىنىغا "
               "ئوتتۇز يىلدىن ئاشتى.",
               "ساياھەتچىلەر كونا شەھەرنىڭ تار كوچىلىرىدا ئايلىنىپ، ئەنئەنىۋى ئۆيلەرنىڭ ياغاچ ئويما نەقىشلىرىنى "
               "زوقلىنىپ كۆرمەكتە."]
EN_PHOTO = ("Morning fog lifts off the lake below the monastery while two novices carry water up the stone steps, "
            "taken on the last day of our trek.")
EN_STORY = ["Most of the portraits in this exhibition were made with a single old lens, shot wide open at f/2.8 so "
            "that the faces stand out against the dark walls of the village houses.",
            "The photographer printed every picture at full size on handmade paper, and visitors are invited to move "
            "slowly from one frame to the next photo as if walking through the village itself.",
            "She says that the hardest part of the work was not the camera settings but earning the trust of the "
            "families, which took three long summers of visits before anyone agreed to sit."]
ZH_STORY = ["展览的最后一个展厅里，观众可以用手边的按钮切换到下一张照片，每一张都配有摄影师手写的拍摄笔记。",
            "策展人介绍说，这些照片大多拍摄于上世纪八十年代，当时胶卷十分珍贵，摄影师往往一个月只能拍两三卷。",
            "许多老人在展厅里找到了自己年轻时的身影，有人站在照片前久久不愿离开，还有人当场落下了眼泪。"]
EN_ONE_PHOTO = ["The new bridge over the river opened on Monday morning, ending a detour of almost forty kilometres "
                "that villagers on the far bank had made for more than a decade.",
                "Local officials said the bridge will also carry the water pipe that the upper villages have been "
                "waiting for, and that work on the pipe will begin in the autumn."]
EN_ONE_CAPTION = "Villagers cross the new bridge on its first morning. Photo: county office"


def site(lang: str, title: str, main: str, side: str = "") -> str:
    """A page in ``lang``: a menu, ``main`` in ``<main>``, ``side`` in an ``<aside>``, a footer."""
    direction = " dir='rtl'" if lang == "ug" else ""
    return (f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'><title>{title}</title></head>"
            f"<body><header class='header'><nav class='nav'><ul><li><a href='/'>Home</a></li><li><a href='/p/'>"
            f"Photos</a></li><li><a href='/n/'>News</a></li></ul></nav></header><main class='main'>{main}</main>"
            f"{side}<footer class='footer'><p>© 2024 photo site</p></footer></body></html>")


ZH_ATLAS = site("zh", "林芝桃花", (
    "<div class='atlas-wrap'><h1>林芝：桃花盛开春意浓</h1><div class='atlas-info'>2024-04-12 09:30 来源：新华网</div>"
    f"<div class='atlas-desc'><p>{ZH_DESC}</p></div>"
    "<div class='pic-box'><div class='pic-main'><img src='/a/1.jpg' alt=''></div>"
    "<div class='pic-tools'><a class='prev-pic' href='#'>上一张</a><span class='pic-num'>1/12</span>"
    "<a class='next-pic' href='#'>下一张</a><a class='full-screen' href='#'>全屏</a>"
    "<a class='view-orig' href='/a/1.jpg'>查看原图</a><a class='auto-play' href='#'>自动播放</a></div>"
    f"<div class='pic-caption'><p>{ZH_CAPTIONS[0]}</p></div></div>"
    "<div class='pic-thumbs'><ul><li><img src='/a/t1.jpg'><span>1</span></li><li><img src='/a/t2.jpg'><span>2</span>"
    "</li><li><img src='/a/t3.jpg'><span>3</span></li></ul></div>"
    "<div class='atlas-nav'><a class='prev-group' href='/atlas/11'>上一组</a>"
    "<a class='next-group' href='/atlas/13'>下一组</a></div></div>"))

ZH_ATLAS_ALL = site("zh", "林芝桃花", (
    "<div class='gallery'><h1>林芝：桃花盛开春意浓</h1>"
    f"<p class='summary'>{ZH_DESC}</p>"
    + "".join(f"<div class='photo-item'><img src='/a/{n}.jpg'><div class='photo-count'>（{n + 1}/3）</div>"
              f"<p class='photo-text'>{c}</p></div>" for n, c in enumerate(ZH_CAPTIONS)) +
    "<div class='gallery-buttons'><a href='#'>上一组</a> <a href='#'>下一组</a> <a href='#'>全屏</a></div></div>"))

BO_ATLAS = site("bo", "ཞོ་སྟོན།", (
    "<div class='photo-set'><h1>ལྷ་སའི་ཞོ་སྟོན་དུས་ཆེན།</h1>"
    f"<div class='photo-desc'><p>{BO_DESC}</p></div>"
    + "".join(f"<div class='slide'><img src='/b/{n}.jpg'><div class='slide-counter'>{n + 1} / 2</div>"
              f"<p class='slide-caption'>{c}</p></div>" for n, c in enumerate(BO_CAPTIONS)) +
    "<div class='photo-nav'><a href='/b/prev'>པར་རིས་སྔ་མ།</a> <a href='/b/next'>པར་རིས་རྗེས་མ།</a></div></div>"))

UG_ATLAS = site("ug", "قەشقەر", (
    "<div class='gallery-page'><h1>قەشقەر كونا شەھىرىدە باھار</h1>"
    f"<div class='gallery-intro'><p>{UG_DESC}</p></div>"
    "<div class='gallery-stage'><img src='/u/1.jpg'><div class='gallery-counter'>1/2</div>"
    f"<p class='gallery-caption'>{UG_CAPTIONS[0]}</p></div>"
    "<div class='gallery-stage'><img src='/u/2.jpg'><div class='gallery-counter'>2/2</div>"
    f"<p class='gallery-caption'>{UG_CAPTIONS[1]}</p></div>"
    "<div class='gallery-nav'><a href='/u/prev'>ئالدىنقى رەسىم</a> <a href='/u/next'>كېيىنكى رەسىم</a>"
    " <a href='#'>تولۇق ئېكران</a></div></div>"))

FLICKR = site("en", "Monastery fog", (
    "<div class='photo-page'><div class='photo-well'><img src='/f/1.jpg'></div>"
    "<div class='photo-title-desc'><h1 class='photo-title'>Monastery in the fog</h1>"
    f"<p class='photo-desc'>{EN_PHOTO}</p></div>"
    "<div class='photo-stats'><span class='view-count'>2,345 views</span> <span class='fave-count'>128 faves</span>"
    " <span class='comment-count'>14 comments</span></div>"
    "<div class='date-taken'>Taken on May 3, 2023</div>"
    "<div class='photo-actions'><a href='#'>Add to gallery</a> <a href='#'>Download</a></div>"
    "<div class='exif-info'><ul><li>Canon EOS R5</li><li>f/2.8</li><li>1/250 s</li><li>50.0 mm</li>"
    "<li>ISO 100</li></ul></div>"
    "<div class='photo-tags'><a href='/t/fog'>fog</a> <a href='/t/monastery'>monastery</a></div></div>"))

WP_ATTACHMENT = site("en", "Monastery fog", (
    "<article class='attachment type-attachment'><header class='entry-header'><h1 class='entry-title'>"
    "Monastery in the fog</h1></header><div class='entry-meta'>Published <time>May 3, 2023</time> at "
    "<a href='/f/1.jpg'>Full size 1200 × 800</a> in <a href='/trek/'>Published in Trek diary</a></div>"
    "<div class='entry-attachment'><div class='attachment'><a href='/f/1.jpg'><img src='/f/1.jpg'></a></div>"
    f"<div class='entry-caption'><p>{EN_PHOTO}</p></div></div>"
    "<nav class='image-navigation'><span class='previous-image'><a href='/p/0'>Previous Image</a></span>"
    "<span class='next-image'><a href='/p/2'>Next Image</a></span></nav></article>"))

LIGHTBOX_STORY = site("en", "Exhibition", (
    f"<article><h1>An exhibition of village portraits</h1>{paragraphs(EN_STORY)}"
    "<div class='gallery'><a class='gallery-item' href='/x/1.jpg'><img src='/x/t1.jpg'></a>"
    "<a class='gallery-item' href='/x/2.jpg'><img src='/x/t2.jpg'></a></div></article>"
    "<div class='pswp' role='dialog'><div class='pswp__bg'></div><div class='pswp__scroll-wrap'>"
    "<div class='pswp__ui'><div class='pswp__top-bar'><div class='pswp__counter'>1 / 12</div>"
    "<button class='pswp__button pswp__button--close' title='Close (Esc)'>Close (Esc)</button>"
    "<button class='pswp__button pswp__button--share'>Share</button>"
    "<button class='pswp__button pswp__button--fs'>Toggle fullscreen</button>"
    "<button class='pswp__button pswp__button--zoom'>Zoom in/out</button></div>"
    "<button class='pswp__button--arrow--left'>Previous (arrow left)</button>"
    "<button class='pswp__button--arrow--right'>Next (arrow right)</button></div></div></div>"))

PHOTOGRAPHY_STORY = site("en", "Portraits", f"<article><h1>Village portraits</h1>{paragraphs(EN_STORY)}</article>")
ZH_EXHIBITION = site("zh", "展览", f"<article><h1>老照片展</h1>{paragraphs(ZH_STORY)}</article>")
ONE_PHOTO_STORY = site("en", "Bridge", (
    f"<article><h1>The new bridge opens</h1><p>{EN_ONE_PHOTO[0]}</p>"
    f"<figure class='wp-caption'><img src='/b.jpg'><figcaption class='wp-caption-text'>{EN_ONE_CAPTION}</figcaption>"
    f"</figure><p>{EN_ONE_PHOTO[1]}</p></article>"))

FANCYBOX_STORY = site("zh", "展览", (
    f"<article><h1>老照片展</h1>{paragraphs(ZH_STORY)}"
    "<div class='gallery-grid'><a data-fancybox='g' href='/z/1.jpg'><img src='/z/t1.jpg'></a>"
    "<a data-fancybox='g' href='/z/2.jpg'><img src='/z/t2.jpg'></a></div></article>"
    "<div class='fancybox-container'><div class='fancybox-infobar'><span data-fancybox-index>1</span>&nbsp;/&nbsp;"
    "<span data-fancybox-count>12</span></div><div class='fancybox-toolbar'>"
    "<button class='fancybox-button fancybox-button--zoom' title='Zoom'>放大</button>"
    "<button class='fancybox-button fancybox-button--play' title='Start slideshow'>幻灯片</button>"
    "<button class='fancybox-button fancybox-button--thumbs'>缩略图</button>"
    "<button class='fancybox-button fancybox-button--close'>关闭</button></div>"
    "<div class='fancybox-navigation'><button class='fancybox-button--arrow_left'>上一张</button>"
    "<button class='fancybox-button--arrow_right'>下一张</button></div></div>"))

LIGHTGALLERY_SET = site("en", "Trek", (
    "<div class='photo-set'><h1>Ten days on the Kora</h1>"
    f"<div class='photo-desc'><p>{EN_STORY[2]}</p></div>"
    f"<div class='lg-outer'><div class='lg-toolbar'><span class='lg-counter'>3 / 24</span>"
    "<button class='lg-close lg-icon'>Close</button><button class='lg-download lg-icon'>Download</button>"
    "<button class='lg-autoplay-button lg-icon'>Play slideshow</button></div>"
    f"<div class='lg-sub-html'><p>{EN_PHOTO}</p></div></div></div>"))

ZH_EXIF = site("zh", "雪山", (
    "<div class='photo-page'><h1>南迦巴瓦峰的日出</h1>"
    f"<div class='photo-desc'><p>{ZH_CAPTIONS[0]}</p></div>"
    "<div class='photo-exif'><ul><li>相机：Nikon D850</li><li>光圈：f/8</li><li>快门：1/500秒</li><li>焦距：200mm</li>"
    "<li>ISO 200</li></ul></div><div class='photo-date'>拍摄于 2023-10-12</div>"
    "<div class='photo-stats'>浏览 3456 · 评论 12 · 收藏 89</div></div>"))

THUMB_LISTING = site("zh", "图片新闻", (
    "<div class='gallery-list'><h1>图片新闻</h1>"
    + "".join(f"<div class='thumb-card'><a href='/n/{n}'><img src='/n/{n}.jpg'></a><p class='thumb-title'>{c}</p></div>"
              for n, c in enumerate(ZH_CAPTIONS)) + "</div>"))

GALLERY_PHOTOGRAPHY_STORY = site("en", "Portraits", (
    f"<article><h1>Village portraits</h1>{paragraphs(EN_STORY)}<p>Next</p>"
    "<div class='wp-block-gallery gallery'><figure class='gallery-item'><img src='/x/1.jpg'></figure></div></article>"))

ZH_CMS_SET = site("zh", "林芝桃花", (
    "<div class='main-content'><h1>林芝：桃花盛开春意浓</h1><div class='source'>2024-04-12 09:30 来源：西藏日报</div>"
    f"<div class='content'><p>{ZH_DESC}</p>"
    + "".join(f"<p style='text-align:center'><img src='/c/{n}.jpg'></p><p style='text-align:center'>{c}</p>"
              for n, c in enumerate(ZH_CAPTIONS)) +
    "</div><div class='page-tools'><a href='/c/prev'>上一张</a> <span>1/3</span> <a href='/c/next'>下一张</a>"
    " <a href='/c/all'>查看原图</a></div></div>"))

LENS_DESC = ("A bright standard lens for full-frame mirrorless cameras, light enough to carry all day on a trek and "
             "sharp from corner to corner even when shot wide open.")
SHOP_LENS = site("en", "Lens", (
    "<div class='product'><div class='woocommerce-product-gallery'><a href='/l/1.jpg'><img src='/l/1.jpg'></a></div>"
    "<div class='summary'><h1 class='product_title'>Canon EOS R5</h1><p class='price'>$3,899.00</p>"
    f"<div class='description'><p>{LENS_DESC}</p></div>"
    "<table class='shop_attributes'><tr><th>Focal length</th><td>50 mm</td></tr><tr><th>Aperture</th><td>f/1.8</td>"
    "</tr><tr><th>Shutter</th><td>1/8000 s</td></tr><tr><th>Sensitivity</th><td>ISO 100</td></tr></table></div></div>"))

PAGES = {
    "zh_atlas": (ZH_ATLAS, [ZH_DESC, ZH_CAPTIONS[0]],
                 ["上一张", "下一张", "1/12", "全屏", "查看原图", "自动播放", "上一组", "下一组"]),
    "zh_atlas_all": (ZH_ATLAS_ALL, [ZH_DESC, *ZH_CAPTIONS], ["1/3", "上一组", "下一组", "全屏"]),
    "bo_atlas": (BO_ATLAS, [BO_DESC, *BO_CAPTIONS], ["1 / 2", "པར་རིས་སྔ་མ", "པར་རིས་རྗེས་མ"]),
    "ug_atlas": (UG_ATLAS, [UG_DESC, *UG_CAPTIONS], ["1/2", "ئالدىنقى رەسىم", "كېيىنكى رەسىم", "تولۇق ئېكران"]),
    "flickr": (FLICKR, [EN_PHOTO], ["2,345 views", "128 faves", "14 comments", "Taken on", "Add to gallery",
                                    "Canon EOS", "f/2.8", "1/250", "ISO 100"]),
    "wp_attachment": (WP_ATTACHMENT, [EN_PHOTO], ["Full size", "Published in", "Previous Image", "Next Image"]),
    "lightbox_story": (LIGHTBOX_STORY, EN_STORY, ["1 / 12", "Close (Esc)", "Toggle fullscreen", "Zoom in/out",
                                                  "arrow left", "arrow right"]),
    "fancybox_story": (FANCYBOX_STORY, ZH_STORY, ["放大", "幻灯片", "缩略图", "关闭", "上一张"]),
    "lightgallery_set": (LIGHTGALLERY_SET, [EN_STORY[2], EN_PHOTO], ["3 / 24", "Close", "Download", "Play slideshow"]),
    "zh_exif": (ZH_EXIF, [ZH_CAPTIONS[0]], ["Nikon", "f/8", "1/500", "200mm", "ISO 200", "拍摄于", "浏览 3456"]),
    "zh_cms_set": (ZH_CMS_SET, [ZH_DESC, *ZH_CAPTIONS], ["上一张", "1/3", "查看原图"]),
    "guard_shop_lens": (SHOP_LENS, ["Canon EOS R5", LENS_DESC, "50 mm", "f/1.8", "1/8000 s", "ISO 100"], []),
    "guard_thumb_listing": (THUMB_LISTING, ZH_CAPTIONS, []),
    "guard_gallery_photography_story": (GALLERY_PHOTOGRAPHY_STORY, EN_STORY, []),
    "guard_photography_story": (PHOTOGRAPHY_STORY, EN_STORY, []),
    "guard_zh_exhibition": (ZH_EXHIBITION, ZH_STORY, []),
    "guard_one_photo_story": (ONE_PHOTO_STORY, EN_ONE_PHOTO, [EN_ONE_CAPTION]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_photo_set_page(name: str) -> None:
    """Every kept sentence of the page comes out, no furniture string does."""
    assert_page(name, *PAGES[name])
