"""Review of session 42's change (read3, mend4): one row per bug fixed, each on the rule's predicate or a small page.

A flip card's class pattern reads a long underscored class name in linear time (``builder_modules.FLIP_CARD_RE``); a
back-arrow link's class ("back-to-top", "go-back") names no card's back face (``builder_modules._names_face``); a quiz
box's word is whole ("squizz", "quizlet-embed", "reassessment-notes" are no quiz: ``questionnaires.QUIZ_BOX_RE``);
``questionnaires.quiz_boxes`` finds none on a Dom without its lxml elements; a section's listen button drawn as two
nested named spans around an icon's glyph is counted and read on its outermost span alike, so the "播报 编辑" row
beside each heading goes (``icon_buttons.drop_named_section_tools``). Pages and sentences are our own.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from extract.algorithms.auto.builder_modules import FLIP_BACK_RE, FLIP_CARD_RE, _names_face
from extract.algorithms.auto.features import block_features
from extract.algorithms.auto.questionnaires import QUIZ_BOX_RE, quiz_boxes
from extract.bench.train_auto import slim_dom

from .extraction_pages import auto_text, body_dom

ZH = ["今年秋天，河谷里的苹果园迎来了丰收，果农们一大早就上山采摘，把最好的果子留给镇上的集市。",
      "镇上的小学请来一位老木匠，每周教孩子们做一次小板凳，孩子们说这是他们最喜欢的一堂课。",
      "老渡口旁的茶馆重新开张了，过路的人又可以坐在窗边喝一碗热茶，看江上的船慢慢驶过。"]
BO = "ལོ་འདིར་གྲོང་གསེབ་ཀྱི་ཞིང་ཁར་ནས་ཀྱི་ལོ་ཏོག་ཡག་པོ་བྱུང་བས་ཞིང་པ་ཚོ་དགའ་པོ་བྱུང་།"
UG = "بۇ كۈز باغدىكى ئالمىلار ناھايىتى مول بولدى، باغۋەنلەر ئەتىگەندىلا مېۋە ئۈزۈشكە چىقتى."
EN = "The ferry's old bell now hangs in the school yard, and the children ring it at the end of every lesson."


def _quiz_boxes_on_slim_dom() -> list[int]:
    """``quiz_boxes`` of a quiz page's slim copy, its Blocks read on the page (their classes name the quiz box)."""
    radios = "".join(f'<p>{EN}</p><input type="radio" name="q{i}" value="a"><input type="radio" name="q{i}" value="b">'
                     for i in range(3))
    dom = body_dom(f'<main><p>{UG}</p><div class="quiz-container">{radios}</div></main>')
    return quiz_boxes(slim_dom(dom), block_features(dom))


BO_PARAGRAPHS = ["ས་གནས་འདིའི་སློབ་གྲྭ་ཆུང་ངུ་ཞིག་ཏུ་དགེ་རྒན་གསར་པ་གསུམ་ཕེབས་ནས་སློབ་ཕྲུག་ཚོར་བོད་ཡིག་དང་རྩིས་རིག་སློབ་ཁྲིད་གནང་གི་ཡོད།",
                 "ཟམ་པ་རྙིང་པ་དེ་ལོ་གསུམ་རིང་བཟོ་བཅོས་བྱས་རྗེས་ཟླ་བ་སྔོན་མར་སླར་ཡང་སྒོ་ཕྱེ་བས་གྲོང་མི་ཚོ་ཟམ་པའི་སྟེང་དུ་འགྲོ་འཆག་བྱེད་ཐུབ།",
                 "གྲོང་ཚོའི་མཉམ་ལས་ཁང་གིས་ཤིང་ཏོག་གི་ཞོ་ཁ་བཟོས་ཏེ་དྲ་ཐོག་ནས་ཚོང་བཙོངས་པས་ཁྱིམ་ཚང་རེར་ཡོང་འབབ་མང་དུ་ཕྱིན།"]
BO_CARD = "ང་ཚོས་གྲོང་གསེབ་ཀྱི་ཞིང་པ་ཚོར་ས་བོན་དང་ལག་རྩལ་གྱི་རོགས་རམ་བྱེད་ཀྱི་ཡོད།"


def _flip_box_page() -> str:
    """A Tibetan page whose article keeps a service box named "flip-box", with a front face and a back-to-top link (no
    back face): what ``auto`` keeps of it."""
    paragraphs = "".join(f"<p>{text}</p>" for text in BO_PARAGRAPHS)
    card = (f'<div class="flip-box"><div class="flip-box-front"><h3>{BO}</h3><p>{BO_CARD}</p></div>'
            f'<a class="back-to-top" href="#top">⌃</a></div>')
    return auto_text(f'<main><article><h1>ཞིང་པའི་ལོ་ཏོག</h1>{paragraphs}{card}</article></main>')


def _section_tools_page() -> str:
    """A Chinese entry whose headings each carry a listen button of two named spans (the outer holding an icon's
    glyph character, the inner the label) and an edit button: what ``auto`` keeps of it."""
    parts = "".join(
        f'<div class="para-title"><h2>{head}</h2><span class="audio-play"><span class="audio-icon">▶</span>'
        f'<span class="audio-btn">播报</span></span><a class="edit-icon">编辑</a></div><div class="para">{text}</div>'
        for head, text in zip(("简介", "历史", "今天"), ZH))
    return auto_text(f'<div id="content"><h1>河谷</h1><div class="main-content">{parts}</div></div>')


# (name, what is read, the input, the answer)
ROWS: list[tuple[str, Callable[[object], object], object, object]] = [
    # 1 a long underscored class name with no flip card in it: no match, in linear time (it took seconds before)
    ("flip_card_re_underscored_name", lambda name: FLIP_CARD_RE.search(name) is not None,
     "wp_block_" + "x_" * 24 + "end", False),
    ("flip_card_re_underscored_card", lambda name: FLIP_CARD_RE.search(name) is not None,
     "wp_block_flip_card", True),
    ("flip_card_re_doubly_joined_prefix", lambda name: FLIP_CARD_RE.search(name) is not None,
     "block__flip-card", True),
    # 5 a back-arrow link's class names no back face
    ("back_link_is_no_face", lambda names: [_names_face(name, FLIP_BACK_RE) for name in names],
     ["back-to-top", "backToTop", "go-back", "btn-back", "back2", "flip-box-back", "card-face--back", "back"],
     [False, False, False, False, False, True, True, True]),
    # 7 a quiz box's word whole, a camel-cased one too
    ("quiz_word_whole", lambda names: [QUIZ_BOX_RE.search(name) is not None for name in names],
     ["squizz-gallery", "quizlet-embed", "reassessment-notes", "wpProQuiz_content", "ays-quiz-container"],
     [False, False, False, True, True]),
    # 8 a slim Dom has no quiz box (it read the missing lxml elements before)
    ("quiz_boxes_slim_dom", lambda _: _quiz_boxes_on_slim_dom(), None, []),
    # 4 the nested listen button's row goes, the entry's text stays
    ("nested_listen_button_row", lambda _: (lambda text: ("播报" in text, "编辑" in text, all(t in text for t in ZH)))(
        _section_tools_page()), None, (False, False, True)),
    # 5 on a page: a Tibetan service box set as a flip box holding a back-to-top link is no card with a back face
    ("flip_box_back_link_page_bo", lambda _: BO_CARD in _flip_box_page(), None, True),
]


@pytest.mark.parametrize(("name", "read", "given", "expected"), ROWS, ids=[row[0] for row in ROWS])
def test_final_read_m4(name: str, read: Callable[[object], object], given: object, expected: object) -> None:
    assert read(given) == expected, name
