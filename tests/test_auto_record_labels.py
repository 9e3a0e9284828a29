"""A listing's records each carrying the same short label or button line (a card's category chip, an event's
"RSVP"): the line names the record's kind or an action, not its content, and goes (``auto.teasers.drop_record_labels``)."""

from __future__ import annotations

import pytest

from extract.algorithms import auto

from .extraction_pages import kept_lines_scored

# each language (our own): the chip or button line, then the records' titles and teasers
RECORDS = {
    "bo": ("ཞིང་ལས།", [("ས་ཞིང་གསར་པར་ནས་བཏབ་པ།", "གྲོང་མི་ཚོས་ད་ལོ་ས་ཞིང་གསར་པ་ཁ་ཤས་སུ་ནས་དཀར་བཏབ་ཡོད།"),
                      ("ཆུ་ཡུར་གསར་པ་བརྐོས་པ།", "ལུང་པའི་མགོ་ནས་ཞིང་ཁའི་བར་དུ་ཆུ་ཡུར་རིང་པོ་ཞིག་བརྐོས་ཟིན།"),
                      ("སྟོན་ཐོག་ཡག་པོ་བྱུང་བ།", "ད་ལོ་ཆར་པ་དུས་སུ་བབས་པས་ནས་ཀྱི་ཐོན་འབྲས་སྔར་ལས་མང་བ་བྱུང་།")]),
    "ug": ("يېزا ئىگىلىكى", [("يېڭى ئۆستەڭ پۈتتى", "كەنت ئاھالىسى جىلغىنىڭ بېشىدىن ئېتىزلارغىچە ئۇزۇن ئۆستەڭ چاپتى."),
                            ("ئۆرۈك مول ھوسۇل بەردى", "بۇ يىل ئەتىياز ئىسسىق بولغاچقا ئۆرۈك ھوسۇلى ئالدىنقى يىلدىن كۆپ بولدى."),
                            ("بۇغداي ئورۇش باشلاندى", "دېھقانلار ھاۋا ئوچۇق كۈنلەردە بۇغداي ئورۇشقا ئالدىرىماقتا.")]),
    "en": ("Field notes", [("A new canal for the upper fields", "Villagers dug a long canal from the head of the valley."),
                           ("The apricot harvest comes in early", "A warm spring brought the apricots two weeks early."),
                           ("Wheat cutting begins on the terraces", "Farmers are racing the weather on the terraces.")]),
}
REFRAIN = {"bo": "ཨ་ལ་ལ་མོ།", "ug": "ئاھ يارىم", "en": "Oh my river"}  # a song's refrain line (our own)


def cards_page(lang: str, label_first: bool) -> str:
    """A listing of cards, each its label or button line (in the card's own text, a chip before its title or a button
    link after its teaser), its linked title and its teaser."""
    label, records = RECORDS[lang]
    cards = "".join(
        f"<article class='card'>{f'<span class=chip>{label}</span>' if label_first else ''}<h2><a href='/p/{n}'>{title}</a></h2><p>{teaser}</p>"
        f"{'' if label_first else f'<a href=/p/{n}/go>{label}</a>'}</article>"
        for n, (title, teaser) in enumerate(records))
    return (f"<html><head><title>notes</title></head><body><main><h1>notes</h1><div class='grid'>{cards}</div>"
            f"</main></body></html>")


@pytest.mark.parametrize("lang", sorted(RECORDS))
@pytest.mark.parametrize(("case", "label_first"), [("a category chip over each title", True),
                                                   ("a button after each teaser", False)])
def test_the_same_label_in_every_record_goes(lang: str, case: str, label_first: bool) -> None:
    label, records = RECORDS[lang]
    lines = kept_lines_scored(cards_page(lang, label_first), {}, auto.THRESHOLD + 1.0)
    assert all(title in lines and teaser in lines for title, teaser in records), case
    assert label not in lines, case


@pytest.mark.parametrize("lang", sorted(RECORDS))
def test_a_songs_refrain_and_a_tables_repeated_values_stay(lang: str) -> None:
    # a refrain is a paragraph of its own each time; a table's cells are its data
    label, records = RECORDS[lang]
    song = "".join(f"<p>{teaser}</p><p>{REFRAIN[lang]}</p>" for _, teaser in records)
    rows = "".join(f"<tr><td><a href='/p/{n}'>{title}</a></td><td>{label}</td></tr>"
                   for n, (title, _) in enumerate(records))
    page = (f"<html><head><title>song</title></head><body><main><h1>song</h1>{song}<table>{rows}</table>"
            f"</main></body></html>")
    lines = kept_lines_scored(page, {}, auto.THRESHOLD + 1.0)
    assert lines.count(REFRAIN[lang]) == len(records)
    assert lines.count(label) == len(records)


# a glossary's entries (our own): each its linked headword, its part of speech in an unnamed <em>, its definition
GLOSSARY = {
    "ug": ("ئىسىم", [("يامغۇر", "بۇلۇتتىن تامچە ھالىتىدە چۈشىدىغان سۇ."), ("يانتاق", "قۇملۇقتا ئۆسىدىغان تىكەنلىك ئۆسۈملۈك."),
                     ("يايلاق", "چارۋا باقىدىغان ئوتلۇق كەڭ يەر.")]),
    "en": ("noun", [("canal", "A channel dug to carry water to the fields."), ("terrace", "A level step cut into a hill."),
                    ("threshing floor", "A flat hard place where grain is beaten from its husks.")]),
}
CLOSING = {"bo": "སརྦ་མངྒ་ལཾ།", "en": "May all be well."}  # a prayer's closing line, the same under each (our own)


@pytest.mark.parametrize("lang", sorted(GLOSSARY))
def test_a_glossary_s_part_of_speech_under_each_entry_stays(lang: str) -> None:
    label, entries = GLOSSARY[lang]
    body = "".join(f"<div class='entry'><h3><a href='#e{n}'>{word}</a></h3><em>{label}</em><p>{gloss}</p></div>"
                   for n, (word, gloss) in enumerate(entries))
    page = f"<html><head><title>glossary</title></head><body><main><h1>glossary</h1>{body}</main></body></html>"
    lines = kept_lines_scored(page, {}, auto.THRESHOLD + 1.0)
    assert all(gloss in lines for _, gloss in entries) and lines.count(label) == len(entries)


@pytest.mark.parametrize("lang", sorted(CLOSING))
def test_a_prayer_s_closing_line_in_each_prayer_stays(lang: str) -> None:
    _, records = RECORDS["bo" if lang == "bo" else "en"]
    body = "".join(f"<div class='prayer'><h3><a href='/p/{n}'>{title}</a></h3><p>{teaser}</p>{CLOSING[lang]}</div>"
                   for n, (title, teaser) in enumerate(records))
    page = f"<html><head><title>prayers</title></head><body><main><h1>prayers</h1>{body}</main></body></html>"
    lines = kept_lines_scored(page, {}, auto.THRESHOLD + 1.0)
    assert lines.count(CLOSING[lang]) == len(records)
