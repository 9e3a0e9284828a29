"""Scrolling tickers (``auto.headline.TICKER_TAGS``): a ``<marquee>`` of the latest headlines set over an old site's article,
in the article's own cell or in a row of its own, is left out with its links; the article's text around it stays."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per language: the article's lines and the ticker's headlines; our own sentences
CASES = {
    "bo": (["ཉིན་འདིར་རྫོང་གི་ཚོང་ར་གསར་པ་སྒོ་ཕྱེ་བས་གྲོང་མི་མང་པོས་ཚལ་ཐོག་དང་ཤིང་ཏོག་ཉོ་བར་ཡོང་།",
            "ཚོང་པ་ཚོས་ཚོང་ཁང་རེ་རེའི་མདུན་དུ་རིན་གོང་གི་ཐོ་གསལ་པོར་སྦྱར་ཡོད།"],
           ["སློབ་ཕྲུག་གི་རྩོམ་ཡིག་འགྲན་བསྡུར་མཇུག་སྒྲིལ།", "ཁ་སང་གི་ཆར་པས་ལམ་ཁ་ཤས་བཀག"]),
    "ug": (["بۈگۈن ناھىيىدە يېڭى بازار ئېچىلدى، نۇرغۇن كىشىلەر كۆكتات ۋە مېۋە سېتىۋېلىشقا كەلدى.",
            "سودىگەرلەر ھەر بىر دۇكاننىڭ ئالدىغا باھا تىزىملىكىنى ئوچۇق چاپلاپ قويدى."],
           ["ئوقۇغۇچىلار ماقالە مۇسابىقىسى ئاخىرلاشتى", "تۈنۈگۈنكى يامغۇر بىر قانچە يولنى توسۇۋالدى"]),
}

# where the ticker sits: (name, cells markup maker from the ticker and the article's lines)
TICKER_PLACES = {
    "over the article in its cell": lambda ticker, lines: f"<td>{ticker}<br>{'<br>'.join(lines)}</td>",
    "in a row of its own": lambda ticker, lines: f"<td>{ticker}</td></tr><tr><td>{'<br>'.join(lines)}</td>",
}


@pytest.mark.parametrize(("lang", "place"), [(lang, place) for lang in CASES for place in TICKER_PLACES])
def test_a_tickers_headlines_are_left_out(lang: str, place: str) -> None:
    lines, headlines = CASES[lang]
    ticker = "<marquee>" + " · ".join(f'<a href="/n/{n}">{h}</a>' for n, h in enumerate(headlines)) + "</marquee>"
    markup = (f"<html lang='{lang}'><head><title>news</title></head><body><table><tr>"
              f"{TICKER_PLACES[place](ticker, lines)}</tr></table></body></html>")
    kept = kept_lines_scored(markup, {}, KEPT)
    assert all(line in kept for line in lines)
    assert not any(h in line for h in headlines for line in kept)


# a marquee's inside: (name, markup maker from the headlines, whether it is the text itself and kept)
MARQUEE_BODIES = {
    "the notice's paragraphs scrolled up": (lambda lines: "".join(f"<p>{x}</p>" for x in lines), True),
    "a list of links scrolled up": (lambda lines: "<ul>" + "".join(f'<li><a href="/n/{n}">{x}</a></li>'
                                                                 for n, x in enumerate(lines)) + "</ul>", False),
    "the notice's lines set with br": (lambda lines: "<br>".join(lines), True),
    "links on br lines": (lambda lines: "<br>".join(f'<a href="/n/{n}">{x}</a>' for n, x in enumerate(lines)), False),
    "headlines in a div": (lambda lines: f"<div>{' · '.join(lines)}</div>", False),
}


@pytest.mark.parametrize(("lang", "body"), [(lang, body) for lang in CASES for body in MARQUEE_BODIES])
def test_a_marquee_of_paragraphs_is_the_text(lang: str, body: str) -> None:
    lines, headlines = CASES[lang]
    make, is_text = MARQUEE_BODIES[body]
    inner = make(lines if is_text else headlines)
    markup = (f"<html lang='{lang}'><head><title>notice</title></head><body><table><tr><td>"
              f"<b>{headlines[0]}</b><br><marquee direction='up'>{inner}</marquee>"
              f"{'' if is_text else '<br>'.join(lines)}</td></tr></table></body></html>")
    kept = kept_lines_scored(markup, {}, KEPT)
    assert all(line in kept for line in lines)
    assert is_text or not any(h in line for h in headlines[1:] for line in kept)


# per language: a ticker's unlinked headlines (no sentence's mark at their end) and a notice's lines, one of them a
# signature without a mark (review h162); our own sentences. Tibetan closes a headline with a shad as it does a
# sentence: its notice's sentences close in their verb's closing syllable (ཡིན, ཡོད, རོགས) before it, its headlines in a
# bare verb (``auto.headline.TIBETAN_SENTENCE_END_RE``).
BR_TICKERS = {
    "bo": (["རྫོང་གི་དཔེ་མཛོད་ཁང་གསར་པ་སྒོ་ཕྱེ།", "དཔྱིད་ཀའི་ཤིང་འཛུགས་ལས་འགུལ་མཇུག་སྒྲིལ།",
            "བོད་ཡིག་ཡི་གེ་བཟོ་ལྟའི་འགྲན་བསྡུར་འགོ་ཚུགས།"],
           ["གསལ་བསྒྲགས། སློབ་གྲྭ་འདི་ཟླ་ ༧ པའི་ཚེས་ ༡ ནས་དབྱར་གསེང་སྤྲོད་རྒྱུ་ཡིན།",
            "གསེང་ཐོག་ཏུ་དཔེ་མཛོད་ཁང་ཉིན་རེར་སྔ་དྲོ་སྒོ་ཕྱེ་ཡོད། ཕ་མ་ཚོས་བུ་ཕྲུག་ཚོར་དོ་སྣང་གནང་རོགས།",
            "སློབ་གྲྭའི་འགོ་འཛིན།"]),
    "ug": (["شەھەرلىك كۇتۇپخانىنىڭ يېڭى بىناسى ئېچىلدى", "باھارلىق دەرەخ تىكىش پائالىيىتى ئاخىرلاشتى",
            "ئۇيغۇرچە خەت يېزىش مۇسابىقىسى باشلاندى"],
           ["ئۇقتۇرۇش: مەكتىپىمىز 1-ئىيۇلدىن 15-ئىيۇلغىچە دەم ئالىدۇ.", "كۇتۇپخانا ھەر كۈنى ئەتىگەن ئېچىلىدۇ.",
            "مەكتەپ ئىدارىسى"]),
    "zh": (["县图书馆新馆正式开放", "春季植树活动圆满结束", "第三届书法比赛报名开始"],
           ["各位家长：学校将于七月一日起放暑假，九月一日开学。", "假期中图书馆每天上午照常开放。", "城关小学"]),
    "en": (["Stone bridge reopens after repairs", "Spring tree planting ends", "Calligraphy contest opens"],
           ["Notice: the school closes for the summer on 1 July and opens again on 1 September.",
            "The library stays open every morning during the holiday.", "The head teacher"]),
}


@pytest.mark.parametrize(("lang", "is_notice"), [(lang, kind) for lang in BR_TICKERS for kind in (False, True)])
def test_br_lines_are_a_notice_only_when_they_are_sentences(lang: str, is_notice: bool) -> None:
    headlines, notice = BR_TICKERS[lang]
    story = CASES["ug"][0] if lang == "ug" else [f"{notice[1]} {notice[1]}", f"{notice[0]} {notice[0]}"]
    inner = "<br>".join(notice if is_notice else headlines)
    markup = (f"<html lang='{lang}'><head><title>news</title></head><body><table><tr><td><marquee direction='up'>"
              f"{inner}</marquee></td></tr><tr><td>{'<br>'.join(story)}</td></tr></table></body></html>")
    kept = kept_lines_scored(markup, {}, KEPT)
    assert all(line in kept for line in story)
    if is_notice:
        assert all(any(line in k for k in kept) for line in notice)
    else:
        assert not any(h in k for h in headlines for k in kept)


# Tibetan lines closing in a shad, per row: the lines and whether they are a notice's sentences. The literary particle
# repeats the suffix of the syllable before it (ཡིན་ནོ, ཡོད་དོ, བྱས་སོ: a sentence's end); a headline closing in a name or
# a noun in -mo or -bo (ལྷ་མོ, བུ་མོ, རི་བོ) has no such particle (review h174). Our own sentences.
TIBETAN_PARTICLE_LINES = {
    "headlines closing in names and nouns": (["སློབ་གྲྭ་གསར་པའི་སློབ་དཔོན་ཚེ་རིང་ལྷ་མོ།", "རྩེད་འགྲན་གྱི་རྒྱལ་ཁ་བཀྲ་ཤིས་བུ་མོ།",
                                              "ལོ་གསར་གྱི་གླུ་གཞས་དགའ་བོ།", "དཔེ་མཛོད་ཁང་གི་དཔེ་དེབ་གསར་པ་རི་བོ།"], False),
    "a literary notice closing in its particles": (["སློབ་གྲྭ་འདི་ཟླ་བ་བདུན་པའི་ཚེས་གཅིག་ནས་དབྱར་གསེང་སྤྲོད་རྒྱུ་ཡིན་ནོ།",
                                                    "གསེང་ཐོག་ཏུ་དཔེ་མཛོད་ཁང་ཉིན་རེར་སྒོ་ཕྱེ་ཡོད་དོ།",
                                                    "ཕ་མ་ཚོས་བུ་ཕྲུག་ཚོར་དོ་སྣང་བྱས་སོ།"], True),
    # notices meant to break the rule: the particle after a two-letter suffix (བཞུགས་སོ), after ལགས, after a བ suffix,
    # a question's -am, a space before the shad, and a closing mark after it
    "particles after gs, lags and b": (["ཚོགས་འདུ་འདི་ཚོགས་ཁང་ཆེན་མོར་བཞུགས་སོ།", "སློབ་ཕྲུག་ཚང་མས་མཉམ་ཞུགས་བྱེད་དགོས་པ་ལགས་སོ།",
                                        "ཕ་མ་ཚོས་ཀྱང་ལྟ་རྒྱུ་ཐུབ་བོ།"], True),
    "questions closing in -am": (["ཁྱེད་རང་ཚོས་དཔེ་དེབ་ལོག་སྤྲོད་ཟིན་ནམ།", "སློབ་ཕྲུག་ཚོར་ཚོགས་འདུའི་དུས་ཚོད་ཤེས་ཡོད་དམ།",
                                  "སློབ་དཔོན་ཚོས་ལན་སྤྲོད་རྒྱུ་ཡིན་ནམ།"], True),
    "a space before the shad, a quote after it": (["སློབ་གྲྭ་འདི་ཚེས་བཅོ་ལྔ་ནས་སྒོ་ཕྱེ་རྒྱུ་ཡིན་ནོ །",
                                                   "«དཔེ་མཛོད་ཁང་ཉིན་རེར་སྒོ་ཕྱེ་ཡོད་དོ།»", "ཕ་མ་ཚོས་དོ་སྣང་གནང་རོགས།"], True),
    "headlines closing in a place's name in -lo": (["བོད་ཡིག་གི་འགྲན་བསྡུར་ཐེངས་གསུམ་པ་ལོ།", "ཤིང་འཛུགས་ལས་འགུལ་རི་ལོ།",
                                                    "གྲོང་ཁྱེར་གྱི་ལམ་གསར་པ་ཚེ་མོ།"], False),
}


# A Tibetan notice's lines close in what is to be done, the future's nominaliser རྒྱུ or the modal དགོས before the shad,
# a place's or a signature's line in a noun; a ticker's headlines in a bare verb, one of three perhaps announcing with
# རྒྱུ (review of session 32: such a notice in a <marquee> was dropped as a ticker). Our own sentences.
TIBETAN_NOTICE_LINES = {
    "a notice closing in rgyu, its signature a noun": (["སློབ་གྲྭ་འདིས་ཟླ་ ༧ པའི་ཚེས་ ༡ ནས་དབྱར་གསེང་སྤྲོད་རྒྱུ།",
                                                         "ཟླ་ ༩ པའི་ཚེས་ ༡ ཉིན་སློབ་ཁྲིད་བསྐྱར་དུ་འགོ་འཛུགས་རྒྱུ།",
                                                         "གསེང་ཐོག་ཏུ་དཔེ་མཛོད་ཁང་ཉིན་རེར་སྔ་དྲོ་སྒོ་འབྱེད་རྒྱུ།",
                                                         "སློབ་གྲྭའི་འགོ་འཛིན།"], True),
    "a notice of rgyu, dgos and a place's noun": (["ཚོགས་འདུ་ནི་ཚེས་ ༡༥ ཉིན་གྱི་སྔ་དྲོ་ཆུ་ཚོད་ ༩ ལ་ཚོགས་རྒྱུ།",
                                                   "ས་གནས་ནི་སློབ་གྲྭའི་ཚོགས་ཁང་ཆེན་མོ།",
                                                   "ཕ་མ་རེ་རེས་བུ་ཕྲུག་གི་སློབ་ཚན་གྱི་གྲུབ་འབྲས་ཐོ་ཁྱེར་ཡོང་དགོས།"], True),
    "headlines, one announcing with rgyu": (["རྫོང་གི་དཔེ་མཛོད་ཁང་གསར་པ་སྒོ་ཕྱེ།", "ལོ་གསར་གྱི་གླུ་གཞས་འཚོ་སྟོན་ཚེས་ ༥ ཉིན་སྤེལ་རྒྱུ།",
                                             "བོད་ཡིག་ཡི་གེ་བཟོ་ལྟའི་འགྲན་བསྡུར་འགོ་ཚུགས།"], False),
}


# Both tables: a Tibetan <marquee> of such lines over a story is kept whole (a notice) or dropped whole (a ticker).
TIBETAN_MARQUEE_LINES = TIBETAN_PARTICLE_LINES | TIBETAN_NOTICE_LINES


@pytest.mark.parametrize("case", list(TIBETAN_MARQUEE_LINES))
def test_a_tibetan_marquee_is_a_notice_when_its_lines_close_as_sentences(case: str) -> None:
    lines, is_notice = TIBETAN_MARQUEE_LINES[case]
    story = [f"{line} {line}" for line in BR_TICKERS["bo"][1][:2]]
    markup = (f"<html lang='bo'><head><title>news</title></head><body><table><tr><td><marquee direction='up'>"
              f"{'<br>'.join(lines)}</marquee></td></tr><tr><td>{'<br>'.join(story)}</td></tr></table></body></html>")
    kept = kept_lines_scored(markup, {}, KEPT)
    assert all(line in kept for line in story)
    assert all(any(line in k for k in kept) for line in lines) == is_notice
    assert any(line in k for line in lines for k in kept) == is_notice
