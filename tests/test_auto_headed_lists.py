"""An ordered list the article announces (``auto.lists.keep_headed_lists``): a how-to's steps or a top five, each item a
linked title led by its number in an element of its own, set right under a kept section heading after the article's
paragraphs, is kept whole though the model doubts its items; the same list as a ``<ul>`` (other pages' titles under a
heading, which the rule leaves to the model) and a list under no kept heading are not rescued."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per case: the article's paragraphs, the list's heading and its items; our own sentences
CASES = {
    "steps-bo": (["ཞོ་སྐོལ་བའི་ལག་རྩལ་ནི་འབྲོག་པའི་ཁྱིམ་ཚང་ཚང་མར་ཕ་མ་ནས་བུ་ཕྲུག་ལ་བརྒྱུད་ཡོད།",
                  "གཤམ་དུ་འོ་མ་བསྐོལ་བ་ནས་ཞོ་ཐོན་པའི་བར་གྱི་རིམ་པ་ལྔ་བཀོད་ཡོད།"],
                 "རིམ་པ་ལྔ།",
                 ["འོ་མ་ཚ་པོར་བསྐོལ་བ།", "འོ་མ་དྲོན་མོར་གྲང་དུ་བཞག་པ།", "ཞོ་རྙིང་ཅུང་ཟད་བླུགས་པ།",
                  "སྣོད་ལ་ཁ་གཡོགས་བྱས་ནས་ཚ་བར་བཞག་པ།", "མཚན་གཅིག་སྒུག་པ།"]),
    "topfive-ug": (["شەھەر كۇتۇپخانىسى ھەر يىلى ئوقۇرمەنلەر ئەڭ كۆپ ئارىيەت ئالغان كىتابلارنىڭ تىزىملىكىنى ئېلان قىلىدۇ.",
                    "بۇ يىل تارىخ ۋە يېزا تۇرمۇشى ھەققىدىكى كىتابلار ئالدىنقى ئورۇنلارنى ئىگىلىدى."],
                   "ئەڭ كۆپ ئوقۇلغان بەش كىتاب",
                   ["تاغ باغرىدىكى يېزا", "دەريا بويىدىكى ناخشىلار", "بوۋامنىڭ ھېكايىلىرى",
                    "قۇملۇقتىكى يول", "باھار كەلگەندە"]),
    "chart-en": (["Every winter the station's listeners vote for the songs that carried them through the year.",
                  "This year twice as many votes came in as last year, most of them from the upper valley."],
                 "The top five",
                 ["Long Road Home - The Ferrymen", "Three Bridges - Dolkar", "Night on the Pass - River Choir",
                  "Barley Song - Ablet", "Rain in April - The Weavers"]),
}
ITEM_LOGIT = -2.0  # an item's score: under the threshold, above the rescue floor


def item_scores(items: list[str]) -> dict[str, float]:
    """The items' blocks (their text: the number badge, a space, then the title) scored ``ITEM_LOGIT``."""
    return {f"{k} {item}": ITEM_LOGIT for k, item in enumerate(items, 1)}


def page(paragraphs: list[str], heading: str, items: list[str], list_tag: str = "ol", headed: bool = True) -> str:
    """An article: its paragraphs, then ``heading`` (an h2, or a plain paragraph when not ``headed``) over a list of
    linked items each led by its number in a ``<span>``."""
    text = "".join(f"<p>{p}</p>" for p in paragraphs)
    entries = "".join(f'<li><span class="n">{k}</span><a href="/item/{k}">{item}</a></li>'
                      for k, item in enumerate(items, 1))
    title = f"<h2>{heading}</h2>" if headed else f"<p>{heading}</p>"
    return (f"<html><head><title>t</title></head><body><main><article><h1>t</h1>{text}"
            f"<div>{title}<{list_tag}>{entries}</{list_tag}></div></article></main></body></html>")


@pytest.mark.parametrize("case", CASES)
def test_a_numbered_list_under_the_articles_heading_is_kept_whole(case: str) -> None:
    paragraphs, heading, items = CASES[case]
    lines = kept_lines_scored(page(paragraphs, heading, items), item_scores(items), KEPT)
    assert all(any(item in line for line in lines) for item in items)


@pytest.mark.parametrize(("case", "list_tag", "headed"), [(case, tag, headed) for case in CASES
                                                           for tag, headed in (("ul", True), ("ol", False))])
def test_an_unordered_or_unheaded_list_is_left_to_the_model(case: str, list_tag: str, headed: bool) -> None:
    paragraphs, heading, items = CASES[case]
    markup = page(paragraphs, heading, items, list_tag, headed)
    lines = kept_lines_scored(markup, item_scores(items), KEPT)
    assert not any(item in line for line in lines for item in items)
