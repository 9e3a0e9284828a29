"""The Chinese CMSes' photo caption (a centred ``<p>`` right after a centred ``<p>`` that holds the image alone, no
``<figure>``: people.cn, xinhua and the Tibetan and Uyghur portals built like them) is no text of the story; a centred
paragraph after a text paragraph is."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# a story's paragraphs and its photo's caption (our own sentences)
STORY = {
    "bo": (["ཟླ་བ་བདུན་པའི་ནང་ཞིང་ཁུལ་ཤར་ཕྱོགས་སུ་ལོ་ཐོག་བསྡུ་རུབ་བྱེད་འགོ་ཚུགས་ཤིང་། ཞིང་པ་ཚོས་ནས་དང་གྲོ་བསྡུ་བཞིན་ཡོད།",
            "ད་ལོ་ཆར་པ་དུས་སུ་བབས་པས་ལོ་ཐོག་ཕུན་སུམ་ཚོགས་པ་བྱུང་བ་དང་། ཁྱིམ་ཚང་མང་པོའི་འབབ་འབྲས་ཀྱང་འཕར་ཡོད།",
            "ཞིང་པ་རྒན་པོ་ཞིག་གིས་ང་ཚོར་ལོ་འདི་འདྲའི་ལོ་ཐོག་ལོ་མང་རིང་མཐོང་མ་མྱོང་ཞེས་བཤད།"],
           "ཞིང་པ་ཚོས་ཞིང་ཁར་ནས་བསྡུ་བཞིན་པ།"),
    "ug": (["ئىيۇل ئېيىدا ئىلى ۋادىسىدىكى دېھقانلار بۇغداي ئورۇشقا باشلىدى، ئېتىزلاردا كومباينلار ئالدىراش ئىشلىمەكتە.",
            "بۇ يىل يامغۇر ۋاقتىدا ياغقانلىقتىن ھوسۇل مول بولدى، نۇرغۇن ئائىلىلەرنىڭ كىرىمى ئاشتى.",
            "بىر قېرى دېھقان بىزگە، مۇنداق مول ھوسۇلنى ئۇزۇن يىللاردىن بېرى كۆرمىگەنىدۇق، دېدى."],
           "دېھقانلار ئېتىزدا بۇغداي ئورماقتا"),
    "zh": (["七月，高原东部进入麦收时节，农户们在田间收割青稞和小麦，到处是一片忙碌的景象。",
            "今年雨水来得及时，庄稼长势好，不少家庭的收入比去年有明显增加。",
            "一位老农告诉记者，这么好的收成已经很多年没有见过了。"],
           "农户们在田间收割青稞"),
}


def cms_story(lang: str) -> str:
    paras, caption = STORY[lang]
    centred = "style='text-align: center;'"
    body = (f"<p>{paras[0]}</p><p {centred}><img src='/pic/2024/07/01.jpg' border='0'></p><p {centred}>{caption}</p>"
            + "".join(f"<p>{x}</p>" for x in paras[1:]))
    return (f"<html lang='{lang}'><head><title>story</title></head><body><div class='nav'><a href='/'>home</a> | "
            f"<a href='/news'>news</a></div><div class='main'><h1>title</h1><div class='content' id='zoom'>{body}</div>"
            f"</div><div class='footer'>© 2024 ICP 05001234</div></body></html>")


@pytest.mark.parametrize("lang", STORY)
def test_a_cms_photo_caption_is_left_out(lang: str) -> None:
    lines = extract(cms_story(lang))
    paras, caption = STORY[lang]
    assert all(x in lines for x in paras)
    assert caption not in lines


@pytest.mark.parametrize("lang", STORY)
def test_a_centred_paragraph_after_text_stays(lang: str) -> None:
    paras, caption = STORY[lang]
    page = cms_story(lang).replace("<img src='/pic/2024/07/01.jpg' border='0'>", paras[0][:12])
    assert caption in extract(page)
