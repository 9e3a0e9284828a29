"""Session 38, h231: three small misses (our own pages and sentences).

- ``auto.icon_buttons``: a control's label beside its icon, written in Tibetan or Uyghur, takes more characters than
  its Chinese original ("播报" read aloud, "ཀློག་འདོན་ཉན་པ།", "ئاۋازلىق ئاڭلاش"): a one-phrase Tibetan or Uyghur label of
  up to ``TARGET_LABEL_CHARS`` characters goes, while a line of two clauses beside an icon stays;
- ``auto.count_lines``: a post's count written number first with a Tibetan label closed by its shad ("༥༦ བསམ་འཆར།",
  56 comments; "༡༢༣༤ ཀློག་ཐེངས།", 1234 reads) goes as "56 comments" does.
"""

from __future__ import annotations

import pytest

from extract.algorithms.auto.count_lines import is_counts_line
from extract.algorithms.auto.icon_buttons import ICON_LABEL_CHARS, TARGET_LABEL_CHARS
from tests.extraction_pages import auto_text

ICON = "<svg viewBox='0 0 16 16' width='16' height='16'><path d='M2 2h12v12H2z'/></svg>"

BO_PARAGRAPHS = [
    "ང་ཚོའི་གྲོང་གསེབ་ཀྱི་སློབ་གྲྭ་ཆུང་ཆུང་དེར་ད་ལོ་སློབ་ཕྲུག་གསར་པ་བཅུ་གཉིས་ཡོང་བ་རེད། ཁོ་ཚོས་ཉིན་རེ་བཞིན་ཆུ་ཁ་བརྒལ་ནས་"
    "སློབ་གྲྭར་ཡོང་དགོས་པས་ཕ་མ་རྣམས་ཀྱིས་ཟམ་པ་ཞིག་བརྩིགས་པ་རེད།",
    "དཔྱིད་ཀ་སླེབས་དུས་སློབ་ཕྲུག་ཚོས་སློབ་གྲྭའི་རྒྱབ་ཀྱི་ཞིང་ཁར་ཤིང་སྡོང་བརྒྱ་ལྷག་བཙུགས་པ་དང་། དགེ་རྒན་རྣམས་ཀྱིས་ཁོ་ཚོར་ཤིང་"
    "སྡོང་ལ་ཇི་ལྟར་ཆུ་འདྲེན་དགོས་མིན་སློབ་སྦྱོང་གནང་བ་རེད།",
]
UG_PARAGRAPHS = [
    "بىزنىڭ يېزىمىزدىكى كىچىك مەكتەپكە بۇ يىل ئون ئىككى يېڭى ئوقۇغۇچى كەلدى. ئۇلار ھەر كۈنى دەريادىن ئۆتۈپ مەكتەپكە "
    "كېلىدۇ، شۇڭا ئاتا-ئانىلار ئۆتكەن يىلى باھاردا بىرلىكتە كىچىك بىر كۆۋرۈك ياسىدى.",
    "ئەتىياز كەلگەندە ئوقۇغۇچىلار مەكتەپ ئارقىسىدىكى ئېتىزغا يۈزدىن ئارتۇق كۆچەت تىكتى، ئوقۇتقۇچىلار ئۇلارغا كۆچەتلەرنى "
    "قانداق سۇغىرىشنى ئۆگەتتى.",
]
PARAGRAPHS = {"bo": BO_PARAGRAPHS, "ug": UG_PARAGRAPHS}
HEADINGS = {"bo": "སློབ་གྲྭའི་ལོ་རྒྱུས།", "ug": "مەكتەپنىڭ تارىخى"}


def _article(lang: str, middle: str) -> str:
    """An article page: a heading, ``middle`` (an icon's line or a stats box), then two paragraphs."""
    first, second = PARAGRAPHS[lang]
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>page</title></head><body>"
            f"<main><article><h1>{HEADINGS[lang]}</h1><p>{first}</p><h2>{HEADINGS[lang]}</h2>{middle}"
            f"<p>{second}</p></article></main></body></html>")


# (lang, the line beside an icon, whether it stays)
ICON_LINES = [
    ("bo", "ཀློག་འདོན་ཉན་པ།", False),  # "listen to the reading": a label, 14 characters
    ("bo", "པར་རིས་མཛོད་དང་པར་རིས་གཞན།", False),  # "picture album, more albums" (词条图册更多图册's fill)
    ("ug", "ئاۋازلىق ئاڭلاش", False),  # "listen aloud"
    ("ug", "رەسىم ئالبومى تېخىمۇ كۆپ", False),  # "picture album, more"
    ("bo", "ཆར་པ་བབས་བྱུང་། རླུང་ལངས་སོང་།", True),  # two clauses ("rain fell. the wind rose."): prose
    ("ug", "يامغۇر ياغدى، شامال چىقتى", True),  # two clauses, an Arabic comma between
]


@pytest.mark.parametrize(("lang", "line", "stays"), ICON_LINES)
def test_icon_label_in_target_script(lang: str, line: str, stays: bool) -> None:
    text = auto_text(_article(lang, f"<div class='tool'>{ICON}<span>{line}</span></div>"))
    assert all(p in text for p in PARAGRAPHS[lang])
    assert (line in text) is stays


def test_target_label_limit_is_the_chinese_one_scaled() -> None:
    assert ICON_LABEL_CHARS < TARGET_LABEL_CHARS <= 3 * ICON_LABEL_CHARS


# (a short line, whether it is a count line) -- number first, a Tibetan label closed by its shad
COUNT_LINES = [
    ("༥༦ བསམ་འཆར།", True),  # 56 comments
    ("༡༢༣༤ ཀློག་ཐེངས།", True),  # 1234 reads
    ("༣ ཕྱིར་ལན།", True),  # 3 replies
    ("56 comments", True),
    ("ལན་ ༣ · བསམ་འཆར་ ༡༢", True),  # replies · comments
    ("ལོ་ ༡༢ བསམ་འཆར་ཡོད།", False),  # "has thoughts at 12 years old": a sentence
]


@pytest.mark.parametrize(("line", "counts"), COUNT_LINES)
def test_tibetan_count_words(line: str, counts: bool) -> None:
    assert is_counts_line(line) is counts


@pytest.mark.parametrize("lang", ["bo", "en"])
def test_stats_box_counts_go(lang: str) -> None:
    stats = {"bo": ["༡༢༣༤ ཀློག་ཐེངས།", "༥༦ བསམ་འཆར།"], "en": ["1234 reads", "56 comments"]}[lang]
    body = "<dl class='stats'>" + "".join(f"<dd>{s}</dd>" for s in stats) + "</dl>"
    text = auto_text(_article("bo", body))  # (a Tibetan article either way: only the box's words differ)
    assert all(p in text for p in PARAGRAPHS["bo"])
    assert not any(s in text for s in stats)
