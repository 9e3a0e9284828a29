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
