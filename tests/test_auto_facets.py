"""A shop's facet panel (``auto.never_kept.facet_lists``): filter entries, each a linked name and its count of matches ("Red
(12)"), are left out of a listing however the model scores them; a filmography's "<a>Film</a> (1999)" items stay."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored, news_section_page

# per language: the shop's intro, its goods' blurbs and five facet values (colours); our own sentences
INTROS = {"bo": "ཚོང་ཁང་འདིར་ལག་ཤེས་པས་བཟོས་པའི་ཐུལ་པ་དང་ཞྭ་མོ་ཡོད།",
          "ug": "بۇ دۇكاندا قول ھۈنەرۋەنلىرى توقۇغان پەلەي ۋە بۆك سېتىلىدۇ.",
          "zh": "本店出售手工编织的手套和帽子，每一件都独一无二。",
          "en": "Mittens and hats knitted by hand, each one of a kind."}
BLURBS = {"bo": ["ཞྭ་མོ་འདི་བལ་ལས་བཟོས་པ་ཡིན་ལ་དགུན་ཁར་དྲོན་པོ་ཡོད།", "ལག་འབུབ་འདི་ཨ་མས་བཟོས་པ་ཡིན།",
                 "ཐུལ་པ་འདི་ཁ་བ་བབས་དུས་གྱོན་ན་ཡག་པོ་ཡོད།"],
          "ug": ["بۇ بۆك يۇڭدىن توقۇلغان، قىشتا ناھايىتى ئىسسىق.", "بۇ پەلەينى ئانام توقۇغان.",
                 "بۇ چاپان قار ياغقاندا كىيىشكە ماس كېلىدۇ."],
          "zh": ["这顶帽子用羊毛织成，冬天戴着很暖和。", "这副手套是我母亲亲手织的。", "这件外套下雪的时候穿最合适。"],
          "en": ["This hat is knitted from wool and keeps you warm in winter.", "My mother knitted these mittens.",
                 "This coat is just right for a snowy day."]}
COLOURS = {"bo": ["དམར་པོ།", "སྔོན་པོ།", "ལྗང་ཁུ།", "སེར་པོ།", "དཀར་པོ།"],
           "ug": ["قىزىل", "كۆك", "يېشىل", "سېرىق", "ئاق"],
           "zh": ["红色", "蓝色", "绿色", "黄色", "白色"],
           "en": ["Red", "Blue", "Green", "Yellow", "White"]}
# the panel's markups: one block of script-driven links without href (a React shop's), one list item each, counts in
# full-width brackets
PANELS = {
    "inline-script-links": ("<div class='filters'><div>{}</div></div>",
                            "<a data-filter='{n}'><span>{name}<span class='count'> ({count})</span></span></a>"),
    "list-items": ("<ul class='filters'>{}</ul>", "<li><a href='/shop?colour={n}'>{name} ({count})</a></li>"),
    "full-width": ("<ul class='filters'>{}</ul>", "<li><a href='/shop?colour={n}'>{name}（{count}）</a></li>"),
}
MENU = ["home", "shop", "cart", "about"]
CONFIDENT = 1.0  # the stage-2 logit a block is given: above the threshold, kept without the rule


def entries(lang: str) -> list[tuple[str, int]]:
    return [(name, 3 + 7 * n) for n, name in enumerate(COLOURS[lang])]


def listing(lang: str, panel: str) -> str:
    box, entry = PANELS[panel]
    facets = box.format("".join(entry.format(n=n, name=name, count=count) for n, (name, count) in enumerate(entries(lang))))
    goods = "".join(f"<div class='card'><p>{blurb}</p></div>" for blurb in BLURBS[lang])
    return news_section_page(INTROS[lang], f"{facets}<div class='grid'>{goods}</div>", MENU)


@pytest.mark.parametrize("panel", PANELS)
@pytest.mark.parametrize("lang", INTROS)
def test_a_facet_panels_counted_entries_are_left_out(lang: str, panel: str) -> None:
    markup = listing(lang, panel)
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert INTROS[lang] in lines and all(blurb in lines for blurb in BLURBS[lang])
    assert not any(name in line for line in lines for name, _ in entries(lang) if line not in BLURBS[lang])


# a filmography: each film's title linked, its year after the link; our own titles
FILMS = ["The Salt Road", "Winter at the Lake", "A House of Yaks", "Nomad Summer", "Prayer Flags"]


def test_a_filmographys_linked_titles_and_years_stay() -> None:
    items = "".join(f"<li><i><a href='/film/{n}'>{title}</a></i> ({1990 + 3 * n})</li>" for n, title in enumerate(FILMS))
    markup = news_section_page(INTROS["en"], f"<h2>Films</h2><ul>{items}</ul>", MENU)
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert all(f"{title} ({1990 + 3 * n})" in lines for n, title in enumerate(FILMS))


# a reading list and a discography: each entry's title and year inside its link; our own titles
DATED_ENTRIES = {"en-reading-list": ["Carving Words ({})", "Daphne Paper and the Book ({})", "Monastic Libraries ({})",
                                     "Print Culture on the Plateau ({})", "The Uchen Script ({})"],
                 "bo-tibetan-digits": ["ཤིང་པར་བརྐོ་བའི་ལག་རྩལ། ({})", "བོད་ཀྱི་ཤོག་བུ། ({})", "དཔེ་མཛོད། ({})",
                                       "པར་ཁང་གི་ལོ་རྒྱུས། ({})"],
                 "zh-full-width": ["《雪域之光》（{}）", "《转山》（{}）", "《酥油灯》（{}）", "《牧歌》（{}）"]}
TIBETAN_DIGITS = str.maketrans("0123456789", "༠༡༢༣༤༥༦༧༨༩")


@pytest.mark.parametrize("name", DATED_ENTRIES)
def test_a_lists_titles_with_their_years_inside_the_link_stay(name: str) -> None:
    years = [str(1998 + 4 * n) for n in range(len(DATED_ENTRIES[name]))]
    if name.startswith("bo"):
        years = [year.translate(TIBETAN_DIGITS) for year in years]
    titles = [entry.format(year) for entry, year in zip(DATED_ENTRIES[name], years)]
    items = "".join(f"<li><a href='/book/{n}'>{title}</a></li>" for n, title in enumerate(titles))
    markup = news_section_page(INTROS["en"], f"<h2>Books</h2><ul class='books'>{items}</ul>", MENU)
    lines = kept_lines_scored(markup, {}, CONFIDENT)
    assert all(title in lines for title in titles)


# a listing's sort bar of links: its label and the orders (newest, price), in our four languages; all confident
SORT_BARS = {"bo": "གོ་རིམ། <a href='?s=new'>གསར་ཤོས།</a> | <a href='?s=price'>གོང་ཚད།</a>",
             "ug": "رەتلەش: <a href='?s=new'>ئەڭ يېڭى</a> | <a href='?s=price'>باھاسى</a>",
             "zh": "排序：<a href='?s=new'>最新</a> | <a href='?s=price'>价格</a>",
             "en": "Sort by: <a href='?s=new'>Newest</a> · <a href='?s=price'>Price</a>"}
SORT_LABELS = {"bo": "གོ་རིམ།", "ug": "رەتلەش", "zh": "排序", "en": "Sort by"}


@pytest.mark.parametrize("lang", SORT_BARS)
def test_a_sort_bar_of_links_is_left_out(lang: str) -> None:
    records = "".join(f"<div class='item'><p>{blurb}</p></div>" for blurb in BLURBS[lang])
    page = news_section_page(INTROS[lang], f"<div class='sort'>{SORT_BARS[lang]}</div>{records}", MENU)
    lines = kept_lines_scored(page, {}, CONFIDENT)
    assert all(blurb in lines for blurb in BLURBS[lang])
    assert not any(line.startswith(SORT_LABELS[lang]) for line in lines)


@pytest.mark.parametrize("sentence", ["Sort the beans by size before you <a href='/soak'>soak them</a>.",
                                      "排序：先按<a href='/a'>姓氏</a>排列，姓氏相同的再按名字的笔画数排列。",
                                      "Order: <a href='/w/Gruiformes'>Gruiformes</a>"])  # a taxonomy's rank
def test_a_sentence_about_sorting_is_text(sentence: str) -> None:
    page = news_section_page(INTROS["en"], f"<p>{sentence}</p>", MENU)
    lines = kept_lines_scored(page, {}, CONFIDENT)
    assert any(line.startswith(sentence[:4]) for line in lines)
