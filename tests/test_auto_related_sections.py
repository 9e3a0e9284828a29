"""A related-reading or latest-stories heading among an article's own section headings (``auto.boxes._labelled_section``):
its section, a grid of cards of other pages ("Other courses you may like", "Our other products", 最新资讯), set
between the article's text and its next section, is left out with its heading; the same grid under a heading of the
page's own ("Our workshops") and a listing's stream that runs to the page's end are kept."""

from __future__ import annotations

import re

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per case: the label, the article's intro (two paragraphs), its closing section (heading, paragraph) and three cards (linked title,
# excerpt); our own sentences
CASES = {
    "courses-en": ("Other courses you may like",
                   ["This six-week course teaches the letters of the headed script, one row of the alphabet a week.",
                    "Lessons are on Saturday mornings in the library's reading room, and paper and ink are provided."],
                   ("Questions", "No experience is needed: the first lesson starts with how to hold the bamboo pen."),
                   [("Carving wooden printing blocks", "Learn to cut letters in reverse into a block of birch wood."),
                    ("Mixing mineral colours", "Grind stones and plants into the colours that painters have used."),
                    ("Binding loose-leaf books", "Wrap a long book between two boards and tie it with cloth.")]),
    "news-zh": ("最新资讯",
                ["协会成立于二〇一〇年，由十几位乡村教师发起，目的是互相交流用母语编写的教案和课外读物。",
                 "如今协会已有四百多名会员，每年夏天都会在不同的县里举办为期一周的培训活动，欢迎各地的老师们报名参加，培训期间的食宿由协会统一安排。"],
                ("联系我们", "欢迎给协会秘书写信，或者在每个月第一个星期六来参加我们的例会。"),
                [("暑期培训日期公布", "今年的暑期培训将在七月下旬于县中学举行，为期一周。"),
                 ("一年级新读本出版", "会员们为刚入学的孩子编写了二十本简短的图画读本。"),
                 ("征集数学教案", "我们正在征集用母语编写的数学教案，收入下一册手册。")]),
    "courses-ug": ("سىزگە ياقىدىغان باشقا كۇرسلار",
                   ["بۇ ئالتە ھەپتىلىك كۇرس ئەرەب ھەرپلىرى بىلەن ئۇيغۇرچە يېزىشنى باشتىن ئاخىرىغىچە ئۆگىتىدۇ.",
                    "دەرسلەر ھەر شەنبە كۈنى ئەتىگەندە كۇتۇپخانىنىڭ ئوقۇش زالىدا ئۆتىلىدۇ، قەغەز ۋە سىياھ بېرىلىدۇ."],
                   ("سوئاللار", "تەجرىبە كېرەك ئەمەس، بىرىنچى دەرس قەلەمنى قانداق تۇتۇشتىن باشلىنىدۇ."),
                   [("گىلەم توقۇش", "ئاتلاس ۋە گىلەمنىڭ ئەنئەنىۋى نۇسخىلىرىنى توقۇشنى ئۆگىنىسىز."),
                    ("مىس ھۈنەرى", "مىس قاچىلارغا نەقىش ئويۇشنىڭ ئاساسلىق ئۇسۇللىرىنى ئۆگىنىسىز."),
                    ("ناۋاي ئىشى", "تونۇردا نان يېقىشنىڭ ئاددىي ئۇسۇللىرىنى ئۆگىنىسىز.")]),
}
OWN_LABEL = "Our workshops"  # a heading of the page's own: its section is the text


def page(label: str, intro: list[str], closing: tuple[str, str] | None, cards: list[tuple[str, str]]) -> str:
    """An article: its h1 and intro, the ``label``led h2 over a grid of cards, then (when given) its closing section."""
    grid = "".join(f'<div class="card"><h3><a href="/c/{k}">{title}</a></h3><p>{excerpt}</p></div>'
                   for k, (title, excerpt) in enumerate(cards))
    end = f"<h2>{closing[0]}</h2><p>{closing[1]}</p>" if closing else ""
    return (f"<html><head><title>t</title></head><body><main><article><h1>t</h1>{''.join(f'<p>{p}</p>' for p in intro)}"
            f'<h2>{label}</h2><div class="grid">{grid}</div>{end}</article></main></body></html>')


@pytest.mark.parametrize("case", CASES)
def test_a_related_section_between_the_articles_sections_is_left_out(case: str) -> None:
    label, intro, closing, cards = CASES[case]
    lines = kept_lines_scored(page(label, intro, closing, cards), {}, KEPT)
    assert all(p in lines for p in intro) and closing[1] in lines
    assert not any(text in lines for card in cards for text in card) and label not in lines


@pytest.mark.parametrize(("case", "own_label", "closed"), [(case, own, closed) for case in CASES
                                                            for own, closed in ((True, True), (False, False))])
def test_a_section_of_the_pages_own_or_one_running_to_its_end_is_kept(case: str, own_label: bool,
                                                                      closed: bool) -> None:
    label, intro, closing, cards = CASES[case]
    markup = page(OWN_LABEL if own_label else label, intro, closing if closed else None, cards)
    lines = kept_lines_scored(markup, {}, KEPT)
    assert all(text in lines for card in cards for text in card)


# a section of the article's own prose under such a label, links inside its sentences (review h124); our own sentences
PROSE_SECTIONS = {
    "services-en": ("Other services",
                    ["Besides the stopping trains, a weekly freight train carries timber from "
                     '<a href="/w/pine">Pine Hollow</a> to the sawmills at <a href="/w/river">Riverford</a>.',
                     "A night train for hikers was tried for three summers and withdrawn for lack of passengers."]),
    "latest-zh": ("最新动态",
                  ['今年三月，项目在县图书馆举办了<a href="/n/1">第一次成果展</a>，展出了二十位老人的照片和讲述。',
                   '五月，项目的第一本文集<a href="/n/2">《河谷人说河谷事》</a>正式出版，首印三千册已经送到各村。']),
    "articles-ug": ("باشقا ماقالىلەر",
                    ['ئۇ يەنە <a href="/w/a1">«خوتەن شېۋىسىدىكى سۆزلەر»</a> دېگەن ماقالىنى يازغان، ئۇ ژۇرنالدا ئېلان قىلىنغان.',
                     "كېيىنكى يىللاردا ئۇ ئوقۇغۇچىلىرى بىلەن بىرلىكتە يېزا تىلىنى خاتىرىلىگەن."]),
}


@pytest.mark.parametrize("case", PROSE_SECTIONS)
def test_a_prose_section_under_such_a_label_is_the_articles_text(case: str) -> None:
    label, paragraphs = PROSE_SECTIONS[case]
    intro, closing = CASES["courses-en"][1], CASES["courses-en"][2]
    markup = (f"<html><head><title>t</title></head><body><main><article><h1>t</h1>{''.join(f'<p>{p}</p>' for p in intro)}"
              f"<h2>{label}</h2>{''.join(f'<p>{p}</p>' for p in paragraphs)}<h2>{closing[0]}</h2><p>{closing[1]}</p>"
              "</article></main></body></html>")
    lines = kept_lines_scored(markup, {}, KEPT)
    assert all(re.sub(r"<[^>]+>", "", p) in lines for p in paragraphs) and label in lines
