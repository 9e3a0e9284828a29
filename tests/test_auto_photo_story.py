"""A photo story (two paragraphs, a caption under each of its three photos: the captions near a third of its text)
leaves its captions out; a gallery (a line of introduction, the captions the page) keeps them."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

CENTRED = "style='text-align:center'"
# a festival's photo story (our own sentences): its two paragraphs, then its three captions
STORIES = {
    "bo": (["ད་ལོའི་དུས་ཆེན་ཟླ་བ་བརྒྱད་པའི་ཚེས་བཞི་ཉིན་འགོ་ཚུགས་ཤིང་། གླིང་ཁར་མི་མང་སྟོང་ཕྲག་མང་པོ་འཛོམས་ནས་ཟློས་གར་ལ་ལྟད་མོ་བལྟས།",
            "དུས་ཆེན་འདི་ཉིན་བདུན་རིང་འཚོགས་རྒྱུ་ཡིན་ཞིང་། ཟློས་གར་ཚོགས་པ་བཅུ་གཅིག་གིས་རིམ་བཞིན་འཁྲབ་སྟོན་བྱེད་རྒྱུ་རེད།"],
           ["ཟློས་གར་པ་ཚོས་འཁྲབ་སྟོན་བྱེད་བཞིན་པ།", "མི་མང་ཚོས་གླིང་ཁར་ཞོ་ཟ་བཞིན་པ།", "བྱིས་པ་ཚོས་དུས་ཆེན་ལ་དགའ་བཞིན་པ།"]),
    "ug": (["بۇ يىلقى مەدەنىيەت بايرىمى 8-ئاينىڭ 4-كۈنى باشلاندى، مەيدانغا مىڭلىغان كىشىلەر يىغىلىپ ئويۇنلارنى كۆردى.",
            "بايرام يەتتە كۈن داۋاملىشىدۇ، ئون بىر سەنئەت ئۆمىكى نۆۋەت بىلەن ئويۇن قويىدۇ."],
           ["سەنئەتكارلار ئويۇن كۆرسەتمەكتە", "كىشىلەر مەيداندا ئولتۇرۇپ تاماشا قىلماقتا", "بالىلار بايرامدا خۇشال"]),
    "zh": (["今年的雪顿节于八月四日开幕，数千名群众聚集在林卡里观看藏戏演出，场面十分热闹。",
            "节日将持续七天，十一个藏戏团将依次登台演出。"],
           ["演员们正在表演藏戏", "群众在林卡里品尝酸奶", "孩子们在节日里欢笑"]),
}


def page(paras: list[str], captions: list[str]) -> str:
    photos = "".join(f"<p {CENTRED}><img src='/pic/{n}.jpg'></p><p {CENTRED}>{c}</p>" for n, c in enumerate(captions))
    body = f"<p>{paras[0]}</p>{photos}" + "".join(f"<p>{p}</p>" for p in paras[1:])
    return f"<html><head><title>story</title></head><body><div class='content'>{body}</div></body></html>"


@pytest.mark.parametrize("lang", STORIES)
def test_a_photo_storys_captions_are_left_out(lang: str) -> None:
    paras, captions = STORIES[lang]
    lines = kept_lines_scored(page(paras, captions), {}, KEPT)
    assert all(p in lines for p in paras)
    assert not any(c in lines for c in captions)


@pytest.mark.parametrize("lang", STORIES)
def test_a_gallerys_captions_stay(lang: str) -> None:
    paras, captions = STORIES[lang]
    intro = paras[1][:len(paras[1]) // 3]  # a line of introduction: the captions are the page
    lines = kept_lines_scored(page([intro], captions), {}, KEPT)
    assert all(c in lines for c in captions)
