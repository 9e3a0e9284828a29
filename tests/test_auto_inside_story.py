"""A box with the story's prose before and after it is the story's (``auto.inside.ProseIndex``): a match's
attendance table, a tourism office's visits in a ``<dl>``, three phones compared in tables each linking to its
review, set between the article's paragraphs, are kept; a visitor counter or a run of related records at the story's
head or tail, with no more than a short line after it, is left out as before (``counters.drop_counter_boxes``,
``record_tables.drop_record_tables``). Our own sentences and figures (review h174)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per language: the story's paragraphs (our own sentences)
STORY = {
    "en": ["The river town club beat the mountain side two goals to one on Saturday in front of a full stadium.",
           "Both clubs meet again in the cup next month, this time at the mountain side's ground."],
    "ug": ["قەشقەر كونا شەھىرىگە بۇ ھەپتە كەلگەن ساياھەتچىلەر ئۆتكەن يىلىدىكىدىن كۆپ بولدى، دېدى يەرلىك ئىدارە.",
           "ئىدارە كېلەر ئايدا يېڭى يول كۆرسەتكۈچ تاختىلىرىنى ئورنىتىدىغانلىقىنى ئېيتتى."],
    "zh": ["今年秋季，县里三所中学都开设了藏文书法课，我们走访了这三所学校。", "家长们普遍认为，书法课让孩子们更愿意用藏文写日记了。"],
    "bo": ["ཤར་ཕྱོགས་ཀྱི་གྲོང་གསེབ་ཅིག་ཏུ་ལོ་འདིར་ཞིང་པ་རྣམས་ཀྱིས་ནས་ཀྱི་ལོ་ཐོག་ཡག་པོ་བསྡུས་ཡོད།",
           "ཞིང་པ་རྒན་པ་ཞིག་གིས་ལོ་འདིའི་ཆར་པ་དུས་ཐོག་ཏུ་བབས་པ་རེད་ཅེས་བཤད།"],
}


def table(rows: list[tuple[str, str]]) -> str:
    return "<table>" + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows) + "</table>"


def definitions(rows: list[tuple[str, str]]) -> str:
    return "<dl>" + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def records(label: str, names: list[str]) -> str:
    """Three record tables of one form, each linking to its record's page."""
    return "<div>" + "".join(table([(label, f'<a href="/r/{n}">{name}</a>'), ("Screen", f"6.{n} inch"),
                                    ("Battery", f"{4 + n},000 mAh"), ("Price", f"${240 + n}")])
                             for n, name in enumerate(names)) + "</div>"


MATCH = [("Today's attendance", "12,400"), ("Visiting fans", "3,100"), ("Total", "160,600")]
VISITS_UG = [("بۈگۈنكى زىيارەتچىلەر", "4500"), ("تۈنۈگۈنكى زىيارەتچىلەر", "3900"), ("جەمئىي", "120000")]
COUNTER_BO = [("དེ་རིང་གི་ལྟ་མཁན།", "༡༢༥"), ("ད་ལྟ་དྲ་ཐོག", "༦"), ("ཡོངས་བསྡོམས།", "༩༨༢༡༠")]
COUNTER_ZH = [("今日访问", "125人"), ("在线人数", "6"), ("总访问量", "98210")]
PHONES = ["Lotus 5", "Yak Pro", "Desert X"]

# (language, the box, whether the story's second paragraph follows it, a line after all, whether the box is kept)
CASES = {
    "a match's attendance between its paragraphs": ("en", table(MATCH), True, "", True),
    "a tourism office's visits in a dl between paragraphs": ("ug", definitions(VISITS_UG), True, "", True),
    "three phones compared between paragraphs": ("en", records("Model", PHONES), True, "", True),
    # pages meant to break the rule: the box is no part of the story
    "a counter after the story": ("bo", definitions(COUNTER_BO), False, "", False),
    "a counter after the story, a share line after it": ("zh", table(COUNTER_ZH), False, "分享到微博", False),
    "a counter at the story's head": ("bo", definitions(COUNTER_BO), None, "", False),
    "related records after the story, a more link after them": ("en", records("Model", PHONES), False,
                                                                 "<a href='/more'>More phones</a>", False),
    "a counter after the story, a dated line after it": ("bo", definitions(COUNTER_BO), False, "ཟླ་ ༡༡ ཚེས་ ༢༣",
                                                          False),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_box_inside_the_story_is_the_storys(case: str) -> None:
    lang, box, between, after, is_kept = CASES[case]
    first, second = STORY[lang]
    if between is None:
        body = f"{box}<p>{first}</p><p>{second}</p>"
    elif between:
        body = f"<p>{first}</p>{box}<p>{second}</p>"
    else:
        body = f"<p>{first}</p><p>{second}</p>{box}<p>{after}</p>"
    markup = (f"<html lang='{lang}'><head><title>story</title></head><body><div class='nav'><a href='/'>home</a></div>"
              f"<div class='content'>{body}</div></body></html>")
    lines = kept_lines_scored(markup, {}, KEPT)
    assert all(any(p in line for line in lines) for p in (first, second))
    cells = [v for _, v in (MATCH if "match" in case else VISITS_UG if lang == "ug" else
                            COUNTER_BO if lang == "bo" else COUNTER_ZH if lang == "zh" else [])]
    cells += PHONES if "phones" in case or "records" in case else []
    assert all(any(c in line for line in lines) for c in cells) == is_kept, lines
    assert any(c in line for c in cells for line in lines) == is_kept, lines
