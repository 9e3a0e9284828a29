"""A product's spec sheet set as one label and value table per section (``auto.tables.complete_spec_sections``):
when one section is kept, its sibling sections are kept too; other sets of tables are left as the model and
``complete_tables`` leave them."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: a product's description, two short spec rows (labels and values), a long "features" value; our own
# sentences
DESCRIPTION = {
    "bo": "ཇ་དམ་འདི་ཟངས་ལས་བཟོས་པ་ཞིག་ཡིན་ཞིང་། ཁྱིམ་ཚང་ཆེ་ཆུང་གང་ལ་ཡང་འཚམ་པ་དང་། ཚ་དྲོད་ཡུན་རིང་འཛིན་ཐུབ།",
    "ug": "بۇ چاينەك مىستىن ياسالغان بولۇپ، چوڭ-كىچىك ھەر قانداق ئائىلىگە ماس كېلىدۇ ۋە ئىسسىقنى ئۇزاق ساقلايدۇ.",
    "zh": "这把茶壶由紫铜手工打制，适合大小不同的家庭使用，保温时间长，壶嘴出水顺畅，不易滴漏。",
    "en": "This teapot is hammered by hand from copper; it suits a family of any size and keeps the tea hot for hours.",
}
ROWS = {
    "bo": [("ཚོང་རྟགས།", "ཞོལ་ཟངས།"), ("དཔེ་གཞི།", "༢༠༢༤"), ("ཚད།", "ལི་ཏར་ ༡.༥"), ("ཁ་དོག", "དམར་སྨུག")],
    "ug": [("ماركا", "مىسكەر"), ("مودېل", "2024"), ("سىغىمى", "1.5 لىتىر"), ("رەڭگى", "قىزغۇچ")],
    "zh": [("品牌", "铜匠坊"), ("型号", "2024款"), ("容量", "1.5升"), ("颜色", "紫红")],
    "en": [("Brand", "Coppersmith"), ("Model", "2024"), ("Capacity", "1.5 litres"), ("Colour", "red brown")],
}
FEATURES = {
    "bo": ("ཁྱད་ཆོས།", "ཟངས་ཀྱི་ཕྱི་ངོས་ལ་ལག་རྩལ་གྱིས་རི་མོ་བརྐོས་ཡོད་པས་མཛེས་ལ་བརྟན། ནང་ངོས་ལ་ཞ་ཉེ་མེད་པའི་ཞ་"
                          "དཀར་བྱུགས་ཡོད་པས་ཇ་ཡི་བྲོ་བ་མི་འགྱུར།"),
    "ug": ("ئالاھىدىلىكى", "مىسنىڭ سىرتىغا قولدا نەقىش ئويۇلغان، چىرايلىق ھەم پۇختا؛ ئىچىگە قوغۇشۇنسىز قەلەي "
                           "سۈرتۈلگەن، چاينىڭ تەمى ئۆزگەرمەيدۇ."),
    "zh": ("特点", "壶身外壁由匠人手工錾刻花纹，美观耐用；内壁镀无铅锡层，不改变茶汤的味道，清洗也十分方便。"),
    "en": ("Features", "The outside is chased by hand with a pattern of vines, handsome and sturdy; the inside is "
                       "tinned without lead, so the tea keeps its taste and the pot is easy to clean."),
}
SHORT_LOGIT = -2.5  # a spec row's label and short value: under the threshold, as the model scores them
LONG_LOGIT = 1.5  # the features cell and the description: over it


def _table(rows: list[tuple[str, str]], caption: str = "", columns: int = 2) -> str:
    """A table of ``rows`` (a label cell and its value cells, the value repeated to fill ``columns``)."""
    body = "".join(f"<tr><th>{escape(label)}</th>" + f"<td>{escape(value)}</td>" * (columns - 1) + "</tr>"
                   for label, value in rows)
    return f"<table class='specs'>{f'<caption>{caption}</caption>' if caption else ''}<tbody>{body}</tbody></table>"


def product_page(lang: str, sections: str) -> str:
    """A product page: its h1, its description, then ``sections`` (the spec sheet's markup)."""
    return (f"<html><head><title>product</title></head><body><main><h1>product</h1><p>{escape(DESCRIPTION[lang])}</p>"
            f"{sections}</main><footer><a href='/'>home</a></footer></body></html>")


def kept(lang: str, sections: str) -> list[str]:
    label, value = FEATURES[lang]
    scores = {DESCRIPTION[lang]: LONG_LOGIT, value: LONG_LOGIT}
    return kept_lines_scored(product_page(lang, sections), scores, SHORT_LOGIT)


def split_sheet(lang: str) -> str:
    """The sheet in two sections: "Model" (the first two rows), "Details" (the other two and the features)."""
    rows = ROWS[lang]
    return _table(rows[:2], "Model") + _table([*rows[2:], FEATURES[lang]], "Details")


@pytest.mark.parametrize("lang", DESCRIPTION)
def test_every_section_of_a_kept_spec_sheet_is_kept(lang: str) -> None:
    lines = kept(lang, split_sheet(lang))
    assert DESCRIPTION[lang] in lines and FEATURES[lang][1] in lines
    for label, value in ROWS[lang]:
        assert label in lines and value in lines


def _three_columns(lang: str) -> str:
    """Two sibling data tables of three columns (a label and two values per row), the second with the long cell."""
    rows = ROWS[lang]
    return _table(rows[:2], columns=3) + _table([*rows[2:], FEATURES[lang]], columns=3)


def _apart(lang: str) -> str:
    """The two sections under different parents (one in the main column, one in a box of its own): no one sheet."""
    rows = ROWS[lang]
    return f"<div>{_table(rows[:2])}</div><section>{_table([*rows[2:], FEATURES[lang]])}</section>"


def _none_kept(lang: str) -> str:
    """Two sections of short rows only, none with a long cell: no section is kept to bring the other in."""
    rows = ROWS[lang]
    return _table(rows[:2]) + _table(rows[2:])


def _with_data_table(lang: str) -> str:
    """A label and value section beside a data table of three columns: not a sheet of label and value sections."""
    rows = ROWS[lang]
    return _table(rows[:2], columns=3) + _table([*rows[2:], FEATURES[lang]])


def _one_table(lang: str) -> str:
    """A lone label and value table whose features row is kept: no sibling section to complete (its own rows follow
    ``complete_tables``' share, which the long cell carries)."""
    return "<div>" + _table(ROWS[lang][:2]) + "</div>" + "<div>" + _table([FEATURES[lang]]) + "</div>"


# pages meant to break the rule: (page, the short rows of the first table must stay out)
NOT_SHEETS = [_three_columns, _apart, _none_kept, _with_data_table, _one_table]


@pytest.mark.parametrize(("lang", "page"), [(lang, page) for lang in DESCRIPTION for page in NOT_SHEETS])
def test_other_sets_of_tables_are_not_completed(lang: str, page: Callable[[str], str]) -> None:
    lines = kept(lang, page(lang))
    assert DESCRIPTION[lang] in lines
    for label, value in ROWS[lang][:2]:
        assert label not in lines and value not in lines
