"""A list's records titled by their item's own link: ``<li><div>date</div><a>title</a><div>lead</div></li>``."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored, news_section_page

# per language: records of (date, title, lead), our own sentences; the list's intro
RECORDS = {
    "ug": [("2024.05.03", "يېزىدا يېڭى دوختۇرخانا ئېچىلدى", "يېڭى دوختۇرخانىدا ئون ئىككى كارىۋات بار، ئەتراپتىكى كەنتلەردىن كېسەللەر كېلىدۇ."),
           ("2024.05.02", "كۆل بويىغا يېڭى يول ياسالدى", "يېڭى يول ياسالغاندىن كېيىن، بازارغا بېرىش ئۈچۈن ئىككى سائەت ۋاقىت تېجەلدى."),
           ("2024.05.01", "مەكتەپتە رەسىم كۆرگەزمىسى ئۆتكۈزۈلدى", "ئوقۇغۇچىلار سىزغان ئەللىكتىن ئارتۇق رەسىم ئىككى ھەپتە كۆرسىتىلىدۇ."),
           ("2024.04.30", "قىش ئالدىدا ئوتۇن تەييارلاندى", "ھەر بىر ئائىلىگە قىشتا يېتەرلىك ئوتۇن ۋە كۆمۈر تەقسىم قىلىندى.")],
    "bo": [("༢༠༢༤.༥.༣", "གྲོང་གསེབ་ཏུ་སྨན་ཁང་གསར་པ་ཞིག་སྒོ་ཕྱེ།", "སྨན་ཁང་གསར་པའི་ནང་དུ་ཉལ་ཁྲི་བཅུ་གཉིས་ཡོད་པས་ཉེ་འཁོར་གྱི་ནད་པ་ཚོ་ཡོང་ཐུབ།"),
           ("༢༠༢༤.༥.༢", "མཚོ་འགྲམ་དུ་ལམ་གསར་པ་བཏིང་།", "ལམ་གསར་པ་བཏིང་རྗེས་ཁྲོམ་ལ་འགྲོ་བར་ཆུ་ཚོད་གཉིས་ཀྱི་ཡུན་ཚད་ཉུང་དུ་ཕྱིན།"),
           ("༢༠༢༤.༥.༡", "སློབ་གྲྭར་རི་མོའི་འགྲེམས་སྟོན་བྱས།", "སློབ་ཕྲུག་ཚོས་བྲིས་པའི་རི་མོ་ལྔ་བཅུ་ལྷག་བདུན་ཕྲག་གཉིས་རིང་འགྲེམས་སྟོན་བྱེད།"),
           ("༢༠༢༤.༤.༣༠", "དགུན་ཁའི་སྔོན་ལ་མེ་ཤིང་གྲ་སྒྲིག་བྱས།", "ཁྱིམ་ཚང་རེ་རེར་དགུན་ཁའི་ཆེད་དུ་མེ་ཤིང་དང་སོལ་བ་འདང་ངེས་བཀྲམ།")],
}
INTROS = {"ug": "يۇرتىمىزنىڭ يېڭى خەۋەرلىرى", "bo": "ཡུལ་གྱི་གསར་འགྱུར་གསར་ཤོས།"}
MENU = ["home", "news", "photos", "about"]


def news_list(lang: str, title_after_lead: bool = False) -> str:
    def item(n: int, date: str, title: str, lead: str) -> str:
        title_link = f"<a class='news-title' href='/n/{n}'>{title}</a>"
        lead_div = f"<div class='news-lead'>{lead}</div>"
        body = lead_div + title_link if title_after_lead else title_link + lead_div
        return f"<li class='news-item'><div class='news-date'>{date}</div>{body}</li>"
    items = "".join(item(n, *record) for n, record in enumerate(RECORDS[lang]))
    return news_section_page(INTROS[lang], f"<ul class='news-list'>{items}</ul>", MENU)


def kept_lines(markup: str, lang: str) -> list[str]:
    # the intro passes; the leads score under the threshold and are kept as the page's records (they outweigh the
    # intro); the items' own lines (date and title) score a little lower
    scores = {INTROS[lang]: 0.5} | {title: -2.2 for _, title, _ in RECORDS[lang]}
    scores |= {lead: -2.0 for _, _, lead in RECORDS[lang]}
    return kept_lines_scored(markup, scores, -5.0)


@pytest.mark.parametrize("lang", RECORDS)
def test_a_records_own_title_link_is_kept_with_its_lead(lang: str) -> None:
    lines = kept_lines(news_list(lang), lang)
    assert all(title in lines and lead in lines for _, title, lead in RECORDS[lang])
    assert not any(date in lines for date, _, _ in RECORDS[lang])
    assert not any(entry in lines for entry in MENU)


@pytest.mark.parametrize("lang", RECORDS)
def test_a_link_line_under_the_lead_is_no_title(lang: str) -> None:
    # the item's own line after its text: a comment's "reply · delete" links, not a title
    lines = kept_lines(news_list(lang, title_after_lead=True), lang)
    assert all(lead in lines for _, _, lead in RECORDS[lang])
    assert not any(title in lines for _, title, _ in RECORDS[lang])


# each record's section or category, linked above its heading (a kicker): our own section names
SECTIONS = {"ug": ["سالامەتلىك", "قاتناش", "مائارىپ", "يېزا ئىگىلىكى"], "bo": ["འཕྲོད་བསྟེན།", "འགྲིམ་འགྲུལ།", "སློབ་གསོ།", "ཞིང་ལས།"]}


def headed_list(lang: str) -> str:
    """Cards titled by a heading, each under its linked section name: ``<div><a>section</a><h3>title</h3><p>lead</p>``."""
    items = "".join(f"<div class='card'><a class='card-section' href='/s/{n}'>{section}</a><h3 class='card-title'>"
                    f"<a href='/n/{n}'>{title}</a></h3><p class='card-lead'>{lead}</p></div>"
                    for n, (section, (_, title, lead)) in enumerate(zip(SECTIONS[lang], RECORDS[lang])))
    return news_section_page(INTROS[lang], f"<div class='cards'>{items}</div>", MENU)


@pytest.mark.parametrize("lang", RECORDS)
def test_a_kicker_above_a_records_heading_is_no_title(lang: str) -> None:
    # the headings pass; the leads are kept as the page's records; the section names score as the titles above did
    scores = {INTROS[lang]: 0.5} | {title: 0.0 for _, title, _ in RECORDS[lang]}
    scores |= {lead: -2.0 for _, _, lead in RECORDS[lang]} | {section: -2.2 for section in SECTIONS[lang]}
    lines = kept_lines_scored(headed_list(lang), scores, -5.0)
    assert all(title in lines and lead in lines for _, title, lead in RECORDS[lang])
    assert not any(section in lines for section in SECTIONS[lang])
