"""Listing pages in the markup of common engines (``auto.indexes``): a catalogue's, a wiki category's or a glossary's
A-Z index of links, each group under its one-letter heading, is the page's text (our own Tibetan, Uyghur, Chinese and
English entries); an article's lettered sections of prose, and a blog's side column of tags by letter beside an
article, keep the article alone."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

HEADER = ("<header class='site-header'><a href='/'>Site</a><nav class='main-nav'><ul><li><a href='/'>Home</a></li>"
          "<li><a href='/news'>News</a></li><li><a href='/about'>About us</a></li></ul></nav></header>")
FOOTER = "<footer class='site-footer'><p>© 2024 Site.</p><a href='/privacy'>Privacy</a></footer>"


def page(body: str, lang: str = "en") -> str:
    """A page of the site's header, ``body`` and its footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>index</title></head><body>"
            f"{HEADER}{body}{FOOTER}</body></html>")


def links(entries: list[str], item: str = "") -> str:
    """``entries`` as links, each in an ``item`` element (bare links when empty)."""
    return "".join(f"<{item}><a href='/e/{k}'>{e}</a></{item}>" if item else f"<a href='/e/{k}'>{e}</a>"
                   for k, e in enumerate(entries))


# (engine, lang, title, {letter: entries}): a catalogue's, a wiki category's and a glossary's indexes
INDEXES = [
    ("catalogue", "en", "Hardware Categories",
     {"A": ["Adapters", "Anchors"], "B": ["Bands", "Bolts"], "C": ["Caps", "Clamps"], "D": ["Dowels", "Drawer Slides"],
      "N": ["Nails", "Nuts"]}),
    ("glossary", "ug", "مېۋە تۈرلىرى",
     {"ئا": ["ئالما", "ئانار"], "ب": ["بادام", "بېھى"], "ت": ["تاۋۇز", "تال"], "ج": ["جىگدە"], "ق": ["قوغۇن", "قارىمۇچ"]}),
    ("mediawiki", "bo", "སྡེ་ཚན:བོད་ཀྱི་མཁས་པ།",
     {"ཀ": ["ཀ་ཐོག་རིག་འཛིན་ཚེ་དབང་ནོར་བུ།", "ཀློང་ཆེན་རབ་འབྱམས།"], "ག": ["གོ་རམས་པ་བསོད་ནམས་སེང་གེ"],
      "ཐ": ["ཐང་སྟོང་རྒྱལ་པོ།"], "ས": ["ས་སྐྱ་པཎྜི་ཏ།", "སུམ་པ་མཁན་པོ་ཡེ་ཤེས་དཔལ་འབྱོར།"]}),
    ("glossary", "zh", "藏区地名索引",
     {"A": ["阿坝", "安多"], "D": ["当雄", "德格"], "L": ["拉萨", "理塘"], "N": ["那曲", "聂拉木"], "X": ["夏河", "香格里拉"]}),
]


def index_page(engine: str, lang: str, title: str, groups: dict[str, list[str]]) -> str:
    """An index page in ``engine``'s markup: a catalogue's ``div.letter`` over a row of bare links, MediaWiki's
    ``.mw-category-group`` (``<h3>`` and ``<ul>``), a glossary's ``<h3>`` and ``<ul>``."""
    if engine == "catalogue":
        body = "".join(f"<div class='vert_cats'><div class='letter'>{letter}</div><div class='vert_cats_wrap'>"
                       f"{links(entries)}</div></div>" for letter, entries in groups.items())
        return page(f"<div id='content'><div class='pagetitle'><h1>{title}</h1></div><div class='browse'>{body}</div>"
                    "</div>", lang)
    if engine == "mediawiki":
        body = "".join(f"<div class='mw-category-group'><h3>{letter}</h3><ul>{links(entries, 'li')}</ul></div>"
                       for letter, entries in groups.items())
        return page(f"<div id='content' class='mw-body'><h1 id='firstHeading'>{title}</h1><div id='mw-content-text'>"
                    f"<div id='mw-pages'><h2>{title}</h2><div class='mw-category'>{body}</div></div></div></div>", lang)
    body = "".join(f"<div class='az-group'><h3 class='az-letter'>{letter}</h3><ul class='az-list'>"
                   f"{links(entries, 'li')}</ul></div>" for letter, entries in groups.items())
    return page(f"<main><h1>{title}</h1><div class='az-index'>{body}</div></main>", lang)


@pytest.mark.parametrize(("engine", "lang", "title", "groups"), INDEXES)
def test_a_letter_index_keeps_every_entry(engine: str, lang: str, title: str, groups: dict[str, list[str]]) -> None:
    text = auto_text(index_page(engine, lang, title, groups))
    assert title in text
    for entries in groups.values():
        for entry in entries:
            assert entry in text
    assert "Privacy" not in text and "About us" not in text


# an article's sections under letters, each a paragraph of prose (an alphabet of a trade, a primer's letters)
GLOSSARY_ARTICLES = [
    ("en", "My grandfather ran a hardware shop in Shigatse for forty years and taught me the trade one letter at a time.",
     {"A": "A is for anchors: they hold a shelf to a mud-brick wall, if you drill slowly.",
      "B": "B is for bolts, which he sorted by length into old tea tins.",
      "C": "C is for clamps; he lent them to every carpenter in the lane.",
      "D": "D is for dowels, cut from poplar that grew behind the shop.",
      "E": "E is for eyebolts, for the prayer flags strung across the roof."}),
    ("bo", "ང་ཚོས་བོད་ཡིག་གི་གསལ་བྱེད་རེ་རེ་བཞིན་སློབ་ཕྲུག་ཚོར་ངོ་སྤྲོད་བྱས།",
     {"ཀ": "ཀ་ནི་གསལ་བྱེད་དང་པོ་ཡིན་ཞིང་། ཀ་བ་ཞེས་པའི་མིང་ནང་ཡོད།",
      "ཁ": "ཁ་ནི་གསལ་བྱེད་གཉིས་པ་ཡིན་ཞིང་། ཁ་ལག་ཅེས་པའི་ཚིག་ནང་ཡོད།",
      "ག": "ག་ནི་གསལ་བྱེད་གསུམ་པ་ཡིན་ཞིང་། གངས་རི་ཞེས་པའི་མིང་ནང་ཡོད།",
      "ང": "ང་ནི་གསལ་བྱེད་བཞི་པ་ཡིན་ཞིང་། ང་རང་ཞེས་པའི་ཚིག་ནང་ཡོད།"}),
]


@pytest.mark.parametrize(("lang", "opener", "sections"), GLOSSARY_ARTICLES)
def test_an_articles_lettered_sections_stay_whole(lang: str, opener: str, sections: dict[str, str]) -> None:
    body = "".join(f"<div class='letter-section'><h3>{letter}</h3><p>{line}</p></div>"
                   for letter, line in sections.items())
    text = auto_text(page(f"<main><article><h1>Letters</h1><p>{opener}</p>{body}</article></main>", lang))
    assert opener in text
    for line in sections.values():
        assert line in text
    assert "Privacy" not in text


def test_a_side_columns_tags_by_letter_stay_out_of_an_article() -> None:
    story = ["ཕྱི་ལོ་ ༢༠༢༤ ལོའི་དབྱར་ཁར་ང་ཚོས་འབྲོག་ས་ཁག་ཏུ་ཞིབ་འཇུག་བྱས་ཤིང་། འབྲོག་པ་ཚོའི་འཚོ་བ་དང་ཕྱུགས་ཀྱི་གནས་ཚུལ་ཐོ་འགོད་བྱས།",
             "ཞིབ་འཇུག་གི་གྲུབ་འབྲས་ལྟར་ན། ལོ་ཤས་ཀྱི་རིང་ལ་རྩྭ་ཐང་གི་ཆུ་ཚད་ཉུང་དུ་ཕྱིན་ཡོད་པས་འབྲོག་པ་ཚོས་རྒྱུན་དུ་སྤོ་འགྲུལ་བྱེད་དགོས་བྱུང་།"]
    tags = {"A": ["Amdo", "Archery"], "B": ["Barley", "Butter tea"], "K": ["Kham", "Kora"], "L": ["Lhasa", "Losar"],
            "N": ["Nomads", "Ngari"]}
    side = "".join(f"<div class='tag-group'><h4>{letter}</h4><ul>{links(entries, 'li')}</ul></div>"
                   for letter, entries in tags.items())
    text = auto_text(page(f"<div class='content-sidebar-wrap'><main class='content'><article class='post'>"
                          f"<h1 class='entry-title'>འབྲོག་ས།</h1><div class='entry-content'><p>{story[0]}</p>"
                          f"<p>{story[1]}</p></div></article></main><aside class='sidebar widget-area'>"
                          f"<section class='widget'><h3 class='widget-title'>Tags A-Z</h3><div class='tag-index'>"
                          f"{side}</div></section></aside></div>", "bo"))
    assert story[0] in text and story[1] in text
    assert "Butter tea" not in text and "Losar" not in text
