"""Ranking boxes ("most read", 点击排行): a short story's side lists of ranked headline links stay out of its text."""

from __future__ import annotations

import pytest

from extract.algorithms import auto

from .extraction_pages import FOOTER, MENU, RELATED, kept_lines_scored

# a short story (one paragraph) in our three languages (our own sentences)
STORY = {
    "bo": "ཉིན་འདིར་གྲོང་གསེབ་སློབ་ཆུང་གི་སློབ་མ་རྣམས་ཀྱིས་རྩེད་འགྲན་ཆུང་ཆུང་ཞིག་བསྡུས་ནས་ཕ་མ་ཚོས་ཀྱང་ལྟད་མོ་བལྟས།",
    "ug": "بۈگۈن يېزا باشلانغۇچ مەكتىپىنىڭ ئوقۇغۇچىلىرى كىچىك تەنھەرىكەت مۇسابىقىسى ئۆتكۈزدى، ئاتا-ئانىلارمۇ كۆرگىلى كەلدى.",
    "zh": "今天村小学的学生们举办了一场小小的运动会，家长们也都来观看了。",
}
HEADLINES = RELATED  # headlines of other stories, as a ranking box lists them (five per language)
TIBETAN_DIGITS = "༠༡༢༣༤༥༦༧༨༩"


def ranked_items(headlines: list[str], digits: str = "0123456789", first: int = 1) -> str:
    return "".join(f"<li><span class='num'>{''.join(digits[int(d)] for d in str(rank))}</span>"
                   f"<a href='/news/{rank}.html'>{line}</a></li>"
                   for rank, line in enumerate(headlines, start=first))


def story_page(story: str, box: str) -> str:
    menu = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU["ug"]))
    return (f"<html><head><title>story</title></head><body><ul class='menu'>{menu}</ul><div class='article'>"
            f"<h1>story</h1><p>{story}</p></div><div class='rank'>{box}</div><div class='footer'>{FOOTER['ug']}</div>"
            "</body></html>")


@pytest.mark.parametrize(("lang", "digits"), [("bo", TIBETAN_DIGITS), ("ug", "0123456789"), ("zh", "0123456789")])
def test_a_ranking_box_under_tabs_stays_out_of_a_short_story(lang: str, digits: str) -> None:
    day, week = HEADLINES[lang], HEADLINES[lang][::-1]
    box = (f"<h3>ranking</h3><ul class='tabs'><li>day</li><li>week</li></ul>"
           f"<ul>{ranked_items(day, digits)}</ul><ul style='display:block'>{ranked_items(week, digits)}</ul>")
    markup = story_page(STORY[lang], box)
    scores = {f"{digits[rank]} {line}": auto.THRESHOLD + 0.5 for rank, line in enumerate(day, start=1)}
    scores |= {f"{digits[rank]} {line}": auto.THRESHOLD + 0.5 for rank, line in enumerate(week, start=1)}
    lines = kept_lines_scored(markup, scores, auto.THRESHOLD + 1.0)
    assert STORY[lang] in lines
    assert not any(line in text for text in lines for line in day)


@pytest.mark.parametrize(("case", "items", "kept"), [
    ("ranked from 1", ranked_items(HEADLINES["ug"]), False),
    ("numbered out of order: no ranking", ranked_items(HEADLINES["ug"][:3], first=4) + ranked_items(HEADLINES["ug"][3:]),
     True),
    ("four ranks: too few for a box", ranked_items(HEADLINES["ug"][:4]), True),
    ("ranked prose, not links", "".join(f"<li><span>{rank}</span> {line}</li>"
                                         for rank, line in enumerate(HEADLINES["ug"], start=1)), True),
])
def test_only_a_ranked_run_of_links_is_a_ranking_box(case: str, items: str, kept: bool) -> None:
    markup = story_page(STORY["ug"], f"<ul>{items}</ul>")
    text = "\n".join(kept_lines_scored(markup, {}, auto.THRESHOLD + 1.0))
    assert STORY["ug"] in text
    assert (HEADLINES["ug"][0] in text) is kept, case


# headlines that start with digits of their own, as a ranking box may list them (our own): a year, a count, a note's mark
DIGIT_LED_HEADLINES = {
    "bo": ["༢༠༢༤ ལོའི་ལོ་གསར་གྱི་སྒྱུ་རྩལ་འཁྲབ་སྟོན།", "༣) ཞིང་པའི་ལོ་ཐོག་གི་གནས་ཚུལ།", "༡༠ ཉིན་རིང་ཆར་པ་མ་བབས།",
           "༥ སློབ་གྲྭ་གསར་པ་ཁ་ཕྱེ།", "༢༠༢༣ ལོའི་ཉིན་ཐོ།"],
    "ug": ["2024-يىلىدىكى يېزا بايرىمى", "3) تېرىقچىلىقنىڭ يېڭى ئەھۋالى", "10 كۈن يامغۇر ياغمىدى",
           "5 يېڭى مەكتەپ ئېچىلدى", "2023-يىلىدىكى خاتىرىلەر"],
    "zh": ["2024年乡村艺术节开幕", "3）春耕的新情况", "10天没有下雨了", "5所新学校开学", "2023年的日记"],
}


@pytest.mark.parametrize(("lang", "digits"), [("bo", TIBETAN_DIGITS), ("ug", "0123456789"), ("zh", "0123456789")])
def test_a_rank_in_its_own_element_ranks_a_headline_that_starts_with_digits(lang: str, digits: str) -> None:
    # <span>2</span><a>3) ...</a> reads "23) ...": the span's digits are the rank, and the box stays out
    markup = story_page(STORY[lang], f"<ul>{ranked_items(DIGIT_LED_HEADLINES[lang], digits)}</ul>")
    text = "\n".join(kept_lines_scored(markup, {}, auto.THRESHOLD + 1.0))
    assert STORY[lang] in text
    assert not any(line in text for line in DIGIT_LED_HEADLINES[lang])


def test_a_chart_page_keeps_its_own_ranked_list() -> None:
    # the page is the ranking (a chart with a one-word intro): its list holds most of its text
    markup = story_page("ئالتە", f"<ul>{ranked_items(HEADLINES['ug'] + HEADLINES['zh'])}</ul>")
    text = "\n".join(kept_lines_scored(markup, {}, auto.THRESHOLD + 1.0))
    assert all(line in text for line in HEADLINES["ug"])


# paragraphs under the numbered items of a top-ten article (our own)
NOTES = {
    "ug": ["بۇ يەردە كەچتە ناخشا-ئۇسسۇل بولىدۇ، ساياھەتچىلەرمۇ قاتناشسا بولىدۇ.",
           "ئەتىگەندە بازار ئېچىلىدۇ، يېڭى نان ۋە مېۋىلەرنى سېتىۋالغىلى بولىدۇ.",
           "كۆل بويىدا ئولتۇرۇپ چاي ئىچىش ئەڭ ياخشى دەم ئېلىش ھېسابلىنىدۇ.",
           "بۇ مۇزېيدا قەدىمكى قوليازمىلار ۋە گىلەملەر كۆرسىتىلىدۇ.",
           "تاغقا چىقىدىغان يول ئۇزۇن ئەمەس، يولدا بۇلاقلار بار.",
           "كەچتە بۇ يەردىن پۈتۈن شەھەرنىڭ چىراقلىرىنى كۆرگىلى بولىدۇ."],
}


def numbered_in_text(headlines: list[str], layout: str) -> str:
    """Numbered links inside an article: linked headings over a paragraph each, or a list of sources under it."""
    if layout == "headings":
        return "".join(f"<h2><a href='/place/{n}.html'>{n}. {line}</a></h2><p>{note}</p>"
                       for n, (line, note) in enumerate(zip(headlines, NOTES["ug"]), start=1))
    return "<h3>مەنبەلەر</h3><ul>" + "".join(f"<li>{n}. <a href='/book/{n}.html'>{line}</a></li>"
                                               for n, line in enumerate(headlines, start=1)) + "</ul>"


@pytest.mark.parametrize("layout", ["headings", "sources"])
def test_numbered_links_inside_the_text_are_kept(layout: str) -> None:
    # a top-six article's linked headings, an article's numbered sources: the text's own, no box beside it
    menu = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU["ug"]))
    markup = (f"<html><head><title>story</title></head><body><ul class='menu'>{menu}</ul><div class='article'>"
              f"<h1>story</h1><p>{STORY['ug']}</p><p>{NOTES['ug'][0]}</p>{numbered_in_text(HEADLINES['ug'], layout)}"
              f"</div><div class='footer'>{FOOTER['ug']}</div></body></html>")
    text = "\n".join(kept_lines_scored(markup, {}, auto.THRESHOLD + 1.0))
    assert all(f"{n}. {line}" in text for n, line in enumerate(HEADLINES["ug"], start=1))


def test_a_chart_under_a_big_menu_keeps_its_list_and_headline() -> None:
    # a chart page: its h1 and its ranked list, under half the page's text beside a menu of many categories
    menu = "".join(f"<a href='/c/{n}'>{entry}{n}</a>" for n, entry in enumerate(MENU["zh"] * 8))
    markup = (f"<html><head><title>chart</title></head><body><div class='nav'>{menu}</div><div class='main'>"
              f"<h1>本周排行</h1><ul>{ranked_items(HEADLINES['zh'])}</ul></div><div class='footer'>{FOOTER['zh']}</div>"
              "</body></html>")
    text = "\n".join(kept_lines_scored(markup, {}, auto.THRESHOLD + 1.0))
    assert "本周排行" in text
    assert all(line in text for line in HEADLINES["zh"])


def article_page(story: str, ranked_list: str) -> str:
    """A story in its ``<article>`` under the h1, ``ranked_list`` set in a block of the story's own body after it."""
    menu = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU["ug"]))
    return (f"<html><head><title>story</title></head><body><ul class='menu'>{menu}</ul><article><h1>story</h1>"
            f"<div class='entry-content'><p>{story}</p><div class='wp-block-group'>{ranked_list}</div></div>"
            f"</article><div class='footer'>{FOOTER['ug']}</div></body></html>")


@pytest.mark.parametrize(("lang", "digits"), [("bo", TIBETAN_DIGITS), ("ug", "0123456789"), ("zh", "0123456789")])
def test_a_ranked_list_in_the_storys_own_article_is_its_text(lang: str, digits: str) -> None:
    # a top-five story's own list of linked titles (some led by a year or a count) in its <article>: no site's box
    markup = article_page(STORY[lang], f"<ol>{ranked_items(DIGIT_LED_HEADLINES[lang], digits)}</ol>")
    text = "\n".join(kept_lines_scored(markup, {}, auto.THRESHOLD + 1.0))
    assert STORY[lang] in text
    assert all(line in text for line in DIGIT_LED_HEADLINES[lang])


# a year's chart of songs (our own titles), some opening with a number of their own
CHART = {
    "bo": ["༢ ཉིན་རིང་བལ་བཀྲུ་བ།", "༣ ཉིན་ལ་བལ་སྐམ་པ།", "འབྲོག་གི་མེ་ཏོག", "མཚོ་སྔོན་པོ།"],
    "ug": ["2 كۈن يامغۇر", "3 دەريا", "باھار شامىلى", "كۆك كۆل"],
    "en": ["1999 Winter Road", "22 Bridges", "Nights on the Pass", "Rivers of Home"],
}
CHART_DIGITS = {"bo": TIBETAN_DIGITS, "ug": "0123456789", "en": "0123456789"}
# the chart's introduction (our own), the page's text above the list
CHART_INTRO = {
    "bo": "ལོ་རེའི་མཇུག་ལ་ཉན་མཁན་ཚོས་ལོ་འདིའི་གླུ་གཞས་དགའ་ཤོས་བཅུ་འདེམས་ཀྱི་ཡོད།",
    "ug": "ھەر يىلى ئاخىرىدا ئاڭلىغۇچىلار بۇ يىلنىڭ ئەڭ ياخشى كۆرگەن ناخشىلىرىنى تاللايدۇ.",
    "en": "Every December the listeners vote for the songs that carried them through the year.",
}


def chart_page(lang: str) -> str:
    """A chart page: its introduction, then its ranked songs, each a number badge right before the linked title."""
    return (f"<html><head><title>chart</title></head><body><div class='article'><h1>chart</h1>"
            f"<p>{CHART_INTRO[lang]}</p><ol>{ranked_items(CHART[lang], CHART_DIGITS[lang])}</ol></div></body></html>")


@pytest.mark.parametrize("lang", sorted(CHART))
def test_a_ranked_items_number_badge_and_title_read_as_two_words(lang: str) -> None:
    # "<span>1</span><a>1999 Winter Road</a>" is drawn as a badge and a title: "11999 Winter Road" would misquote
    # the title, and a title opening with the next number ("༡" "༢ ...") is no pager's "1 2"
    lines = kept_lines_scored(chart_page(lang), {}, auto.THRESHOLD + 1.0)
    digits = CHART_DIGITS[lang]
    for rank, title in enumerate(CHART[lang], start=1):
        assert f"{digits[rank]} {title}" in lines


@pytest.mark.parametrize(("case", "markup", "line"), [
    ("a number before a superscript, no link: one word", "<p><span>21</span><sup>st</sup> century songs</p>",
     "21st century songs"),
    ("a number inside the line, after words: as written", "<p>Track <span>3</span><a href='/t'>Rivers</a></p>",
     "Track 3Rivers"),
    ("a pager's numbered links: still a pager", "<p>Page: <a href='/1'>1</a> <a href='/2'>2</a> <a href='/n'>Next</a></p>",
     None),
])
def test_inline_elements_elsewhere_join_as_written(case: str, markup: str, line: str | None) -> None:
    page = (f"<html><head><title>chart</title></head><body><div class='article'><h1>chart</h1>"
            f"<p>{CHART_INTRO['en']}</p>{markup}</div></body></html>")
    lines = kept_lines_scored(page, {}, auto.THRESHOLD + 1.0)
    if line is None:
        assert lines == ["chart", CHART_INTRO["en"]], case
    else:
        assert line in lines, case
