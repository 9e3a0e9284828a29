"""Pages written to break h164's own changes where they must not fire: a site's widget whose labels open with a
counter's or a weather report's word only once white space, a bold tag or a header cell's space is read past stays
left out (the widget test reads a label's start: ``auto.tables.WIDGET_LABEL_RE``), and a bare age among verses is
judged as before though ``auto.lines._in_running_text`` stops counting a run's ages past ``VERSE_AGES_MAX`` (two ages
at the two ends of a long poem stay verses, and so does one in its middle)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.extraction_pages import KEPT, auto_lines, kept_lines_scored

# our own sentences: a Tibetan and a Uyghur story of a village's new bridge
STORY = {
    "bo": ["གྲོང་ཚོའི་ཆུ་བོའི་སྟེང་དུ་ཟམ་པ་གསར་པ་ཞིག་བརྩིགས་ཚར་བས་ཚོང་ར་བར་འགྲོ་བའི་ལམ་ཐག་ཉེ་རུ་ཕྱིན་འདུག",
           "ཟམ་པ་འདི་ཤིང་དང་རྡོ་ལས་བཟོས་ཤིང་ཆུ་ཆེན་བྱུང་དུས་ཀྱང་བརྟན་པོ་ཡོང་ཐབས་བྱས་ཡོད།",
           "ཟམ་པ་སྒོ་འབྱེད་ཀྱི་ཉིན་མོར་གྲོང་མི་ཚོས་གཞས་བླངས་ཤིང་བྲོ་བརྡུང་སྟེ་ཕན་ཚུན་ལ་བཀྲ་ཤིས་བདེ་ལེགས་ཞུས།"],
    "ug": ["كەنتنىڭ دەرياسى ئۈستىگە يېڭى كۆۋرۈك سېلىنىپ بولدى، بازارغا بارىدىغان يول خېلىلا يېقىنلاشتى.",
           "كۆۋرۈك ياغاچ ۋە تاشتىن ياسالدى، كەلکۈن كەلگەندىمۇ مۇستەھكەم تۇرىدىغان قىلىندى.",
           "كۆۋرۈك ئېچىلغان كۈنى كەنت ئاھالىسى ناخشا ئېيتىپ ئۇسسۇل ئويناپ، بىر-بىرىنى تەبرىكلىدى."],
}
DIRECTION = {"bo": "ltr", "ug": "rtl"}


def layout_page(lang: str, box: str) -> str:
    """A grid table: the story's cell, and a narrow cell holding ``box``."""
    story = "".join(f"<p>{p}</p>" for p in STORY[lang])
    return (f'<html lang="{lang}" dir="{DIRECTION[lang]}"><head><title>news</title></head><body><table width="778">'
            f'<tr><td width="70%">{story}</td><td width="30%">{box}</td></tr></table></body></html>')


# (language, a site's widget of label and value rows, its texts): each label opens with the widget's word only once
# the markup around it is read past
WIDGET_PAGES: dict[str, tuple[str, Callable[[], str], list[str]]] = {
    "a weather box whose labels are padded with line breaks": (
        "bo", lambda: "<table>" + "".join(f"<tr><td>\n   {k}  \n</td><td>{v}</td></tr>" for k, v in (
            ("གནམ་གཤིས།", "སྤྲིན།"), ("དྲོད་ཚད།", "༡༢°C"), ("རླུང་།", "ལྷོ་རླུང་།"), ("རློན་ཚད།", "༥༥%"))) + "</table>",
        ["གནམ་གཤིས།", "སྤྲིན།", "༡༢°C", "ལྷོ་རླུང་།"]),
    "a visitor counter whose labels are bold": (
        "ug", lambda: "<table>" + "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in (
            ("بۈگۈنكى زىيارەت", "311"), ("تۈنۈگۈنكى زىيارەت", "467"), ("توردا", "4"), ("جەمئىي زىيارەت", "50212"))
        ) + "</table>",
        ["بۈگۈنكى زىيارەت", "467", "50212"]),
    "a weather report whose labels are header cells": (
        "bo", lambda: "<table>" + "".join(f"<tr><th> {k}</th><td>{v}</td></tr>" for k, v in (
            ("གནམ་གཤིས།", "ཉི་མ།"), ("དྲོད་ཚད།", "༢༠°C"), ("རླུང་།", "ཤར་རླུང་།"), ("རློན་ཚད།", "༣༠%"))) + "</table>",
        ["ཉི་མ།", "༢༠°C", "ཤར་རླུང་།", "༣༠%"]),
}


@pytest.mark.parametrize("name", list(WIDGET_PAGES))
def test_a_widget_read_past_its_markup_stays_left_out(name: str) -> None:
    lang, box, texts = WIDGET_PAGES[name]
    lines = kept_lines_scored(layout_page(lang, box()), {}, KEPT)
    assert all(p in lines for p in STORY[lang])
    assert not any(text in line for text in texts for line in lines)


# our own Tibetan verses of a long poem (one a <p>), and bare ages ("two years ago", "a month ago", "a day ago")
VERSES = ["ཆུ་བོ་རྒྱུག་ནས་ཡར་ལ་ཕྱིན།", "ཟམ་པ་སྟེང་ནས་ང་ཚོ་ཕྱིན།", "ཚོང་རའི་སྒོ་ལ་མི་ཚོ་འཛོམས།",
          "རྒན་པོས་གཏམ་རྒྱུད་གསར་པ་བཤད།", "བུ་མོས་གླུ་དབྱངས་ཞིག་བླངས་སོང་།", "ཉི་མ་རི་ལ་ནུབ་ཏུ་སོང་།",
          "ཆུ་མིག་འགྲམ་དུ་ལུག་ཚོ་ཉལ།", "ཁྱིམ་དུ་ལོག་ནས་མེ་ཐབ་སྦར།", "ཟླ་བས་གཡའ་རི་དཀར་པོར་བཏང་།",
          "སྐར་མ་མང་པོ་གནམ་ལ་ཤར།"]
AGES = ["ལོ་ ༢ སྔོན་ལ།", "ཟླ་བ་ ༡ སྔོན་ལ།", "ཉིན་ ༡ སྔོན་ལ།"]


def verse_page(lines: list[str]) -> str:
    """A poem of ``lines``, one a ``<p>``, in an article under a menu."""
    return ("<html lang='bo'><head><meta charset='utf-8'><title>ཆུ་བོ</title></head><body><nav><a href='/'>home</a>"
            " <a href='/poems'>poems</a></nav><article><h1>ཆུ་བོ</h1><div class='poem'>"
            + "".join(f"<p>{line}</p>" for line in lines) + "</div></article></body></html>")


# (a run of lines, the ages kept in it): two ages, at the long poem's two ends, are verses, and so is one in its
# middle (the count, which stops past VERSE_AGES_MAX, reads the whole run to find no more)
AGE_RUNS = {
    "a long poem opening and closing with an age": ([AGES[0], *VERSES, AGES[1]], AGES[:2]),
    "a long poem with an age in its middle": ([*VERSES[:5], AGES[2], *VERSES[5:]], AGES[2:]),
}


@pytest.mark.parametrize("name", list(AGE_RUNS))
def test_a_runs_ages_are_judged_by_their_count(name: str) -> None:
    run, kept = AGE_RUNS[name]
    lines = auto_lines(verse_page(run))
    assert all(verse in lines for verse in VERSES)
    assert [age for age in AGES if age in lines] == kept
