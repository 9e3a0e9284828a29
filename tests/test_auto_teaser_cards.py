"""Teaser cards of other pages beside or after an article under no related-reading label (``auto.teasers.drop_teaser_cards``):
a box of three cards or more, each a linked title (or a card that is a link as a whole) over a summary, outside the
element holding the headline and the lead, is left out, however much the model liked the summaries; a listing's
records, in the element of its headline and description, are the page and are kept."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per language: the lead, the article's paragraphs and three cards (title, summary); our own sentences
CASES = {
    "en": ("A village school has opened a reading room in its old grain store.",
           ["The room holds about six hundred books, most of them given by families who moved to the town years ago "
            "and kept the books their children had read.",
            "Pupils may borrow two books a week, and on Friday afternoons the older ones read aloud to the youngest "
            "class while the teachers plan the next week.",
            "The headmaster hopes to add a shelf of books written in the valley's own dialect, collected from the "
            "grandparents who still tell the old stories by the stove.",
            "Volunteers repaired the roof in the spring, and a carpenter from the next village built the shelves "
            "out of the planks of the old threshing floor."],
           [("Spring sowing starts late", "Snow on the high fields kept the farmers at home for two more weeks."),
            ("A new bridge over the river", "The wooden bridge that washed away in the summer flood is rebuilt."),
            ("Wool prices at the market", "Traders paid a little more for clean white wool than they did last year.")]),
    "bo": ("གྲོང་གསེབ་སློབ་གྲྭ་ཞིག་གིས་འབྲུ་མཛོད་རྙིང་པའི་ནང་དུ་ཀློག་ཁང་ཞིག་གསར་དུ་བཙུགས་འདུག",
           ["ཀློག་ཁང་དེའི་ནང་དུ་དཔེ་ཆ་དྲུག་བརྒྱ་ཙམ་ཡོད་ལ། དེའི་ཆ་ཤས་མང་ཆེ་བ་ནི་ལོ་མང་གོང་ནས་གྲོང་ཁྱེར་དུ་སྤོས་པའི་"
            "ཁྱིམ་ཚང་རྣམས་ཀྱིས་རང་གི་བུ་ཕྲུག་གིས་ཀློག་མྱོང་བའི་དཔེ་ཆ་ཉར་ནས་ཞལ་འདེབས་སུ་ཕུལ་བ་ཡིན།",
            "སློབ་ཕྲུག་ཚོས་གཟའ་འཁོར་རེར་དཔེ་ཆ་གཉིས་གཡར་ཆོག་ལ། གཟའ་པ་སངས་ཀྱི་ཕྱི་དྲོ་ལ་ལོ་ན་ཆེ་བའི་སློབ་ཕྲུག་ཚོས་ལོ་ན་"
            "ཆུང་བའི་སློབ་ཕྲུག་ཚོར་དཔེ་ཆ་སྐད་གསལ་པོས་ཀློག་གི་ཡོད་ལ། དགེ་རྒན་ཚོས་གཟའ་འཁོར་རྗེས་མའི་སློབ་ཚན་གྲ་སྒྲིག་བྱེད།",
            "སློབ་གཙོས་ལུང་པའི་རང་སྐད་ཀྱིས་བྲིས་པའི་དཔེ་ཆ་འཇོག་སའི་སྒམ་ཞིག་ཁ་སྣོན་བྱ་རྒྱུའི་རེ་བ་བྱེད་ཀྱི་ཡོད་ལ། དེ་དག་ནི་"
            "ཐབ་ཀའི་འགྲམ་དུ་སྒྲུང་རྙིང་ད་དུང་བཤད་མཁན་གྱི་རྒན་པོ་རྒན་མོ་རྣམས་ལས་བསྡུ་རྒྱུ་ཡིན།",
            "དཔྱིད་ཀར་དང་བླངས་པ་ཚོས་ཐོག་ཁ་ཉམས་གསོ་བྱས་ལ། གྲོང་ཚོ་གཞན་ཞིག་ནས་ཡོང་བའི་ཤིང་བཟོ་བ་ཞིག་གིས་གཡུལ་ར་རྙིང་"
            "པའི་པང་ལེབ་བཀོལ་ནས་དཔེ་སྒམ་རྣམས་བཟོས།"],
           [("སོ་ནམ་གྱི་ལས་ཀ་འགོར་བ།", "ཞིང་ཁ་མཐོན་པོའི་སྟེང་དུ་ཁ་བ་བབས་པས་ཞིང་པ་ཚོ་གཟའ་འཁོར་གཉིས་རིང་ཁྱིམ་དུ་བསྡད།"),
            ("ཆུ་བོའི་སྟེང་གི་ཟམ་པ་གསར་པ།", "དབྱར་ཁའི་ཆུ་ལོག་གིས་ཁྱེར་བའི་ཤིང་ཟམ་དེ་བསྐྱར་དུ་བརྩིགས་ཚར་འདུག"),
            ("ཁྲོམ་རའི་བལ་གྱི་གོང་ཚད།", "ཚོང་པ་ཚོས་བལ་དཀར་པོ་གཙང་མར་ན་ནིང་ལས་གོང་ཚད་ཅུང་མཐོ་བ་སྤྲད་འདུག")]),
    "ug": ("بىر يېزا مەكتىپى كونا ئاشلىق ئامبىرىدا قىرائەتخانا ئاچتى.",
           ["قىرائەتخانىدا ئالتە يۈزچە كىتاب بار، ئۇلارنىڭ كۆپىنچىسىنى نۇرغۇن يىل ئىلگىرى شەھەرگە كۆچۈپ كەتكەن "
            "ئائىلىلەر بالىلىرى ئوقۇغان كىتابلارنى ساقلاپ قويۇپ ھەدىيە قىلغان.",
            "ئوقۇغۇچىلار ھەر ھەپتىدە ئىككى كىتاب ئارىيەت ئالالايدۇ، جۈمە كۈنى چۈشتىن كېيىن چوڭ ئوقۇغۇچىلار ئەڭ كىچىك "
            "سىنىپقا ئۈنلۈك ئوقۇپ بېرىدۇ، ئوقۇتقۇچىلار بولسا كېلەر ھەپتىنىڭ دەرسلىرىنى پىلانلايدۇ.",
            "مەكتەپ مۇدىرى ۋادىنىڭ ئۆز شېۋىسىدە يېزىلغان كىتابلار ئۈچۈن بىر تەكچە قوشۇشنى ئۈمىد قىلىدۇ، ئۇلار "
            "ئوچاق بېشىدا كونا چۆچەكلەرنى ھېلىمۇ سۆزلەيدىغان بوۋا-مومىلاردىن توپلىنىدۇ.",
            "ئەتىيازدا پىدائىيلار ئۆگزىنى رېمونت قىلدى، قوشنا يېزىدىن كەلگەن بىر ياغاچچى كونا خامانىڭ "
            "تاختايلىرىدىن تەكچىلەرنى ياساپ بەردى."],
           [("ئەتىيازلىق تېرىلغۇ كېچىكتى", "ئېگىز ئېتىزلاردىكى قار دېھقانلارنى يەنە ئىككى ھەپتە ئۆيدە تۇتۇپ قالدى."),
            ("دەريا ئۈستىدىكى يېڭى كۆۋرۈك", "يازدىكى كەلكۈندە ئېقىپ كەتكەن ياغاچ كۆۋرۈك قايتا ياسالدى."),
            ("بازاردىكى يۇڭ باھاسى", "سودىگەرلەر پاكىز ئاق يۇڭغا ئۆتكەن يىلدىكىدىن سەل كۆپرەك پۇل تۆلىدى.")]),
}


def linked_title_card(n: int, title: str, summary: str) -> str:
    """A card whose title is a link over its unlinked summary."""
    return f'<div class="card"><h3><a href="/s/{n}">{title}</a></h3><p>{summary}</p></div>'


def link_card(n: int, title: str, summary: str) -> str:
    """A card that is a link as a whole: its title and summary inside one ``<a>``."""
    return f'<a href="/s/{n}"><div class="card"><p>{title}</p><p>{summary}</p></div></a>'


CARD_STYLES = {"linked-title": linked_title_card, "link-card": link_card}


def article_with_cards(lang: str, card) -> str:  # noqa: ANN001 (one of CARD_STYLES)
    """A story whose h1 and lead sit in a header, its paragraphs in a column, a box of cards in the column beside."""
    lead, paragraphs, cards = CASES[lang]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    box = "".join(card(n, title, summary) for n, (title, summary) in enumerate(cards))
    return (f"<html><head><title>story</title></head><body><header><h1>story</h1><p>{lead}</p></header>"
            f'<div class="columns"><div class="story">{body}</div><div class="side"><div class="cards">{box}</div>'
            "</div></div></body></html>")


def listing(lang: str) -> str:
    """A section's page: its h1 and description (the lead), then its records, the same cards, in one element."""
    lead, _, cards = CASES[lang]
    box = "".join(linked_title_card(n, title, summary) for n, (title, summary) in enumerate(cards))
    return (f"<html><head><title>news</title></head><body><main><h1>news</h1><p>{lead}</p>"
            f'<div class="cards">{box}</div></main></body></html>')


@pytest.mark.parametrize(("lang", "style"), [(lang, style) for lang in CASES for style in CARD_STYLES])
def test_teaser_cards_beside_an_article_are_left_out(lang: str, style: str) -> None:
    lead, paragraphs, cards = CASES[lang]
    lines = kept_lines_scored(article_with_cards(lang, CARD_STYLES[style]), {}, KEPT)
    assert lead in lines and all(p in lines for p in paragraphs)
    assert not any(summary in lines for _, summary in cards)


@pytest.mark.parametrize("lang", CASES)
def test_a_listings_records_are_kept(lang: str) -> None:
    lines = kept_lines_scored(listing(lang), {}, KEPT)
    assert all(summary in lines for _, summary in CASES[lang][2])


@pytest.mark.parametrize("lang", CASES)
def test_cards_set_among_the_articles_paragraphs_are_kept(lang: str) -> None:
    lead, paragraphs, cards = CASES[lang]
    body = "".join(f"<p>{p}</p>{linked_title_card(n, *card)}" for n, (p, card) in enumerate(zip(paragraphs, cards)))
    markup = (f"<html><head><title>story</title></head><body><header><h1>story</h1><p>{lead}</p></header>"
              f'<div class="story">{body}{"".join(f"<p>{p}</p>" for p in paragraphs[len(cards):])}</div></body></html>')
    lines = kept_lines_scored(markup, {}, KEPT)
    assert all(summary in lines for _, summary in cards)


def article_with_its_own_list(lang: str, record) -> str:  # noqa: ANN001 (one of OWN_LIST_STYLES)
    """A story whose h1 and lead sit in a header, its paragraphs in a body element that ends in the story's own list
    of linked entries (the cards of ``CASES``), set after the paragraphs in the same element."""
    lead, paragraphs, cards = CASES[lang]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    entries = "".join(record(n, title, summary) for n, (title, summary) in enumerate(cards))
    return (f"<html><head><title>story</title></head><body><article><header><h1>story</h1><p>{lead}</p></header>"
            f'<div class="story-body">{body}<div class="entries">{entries}</div></div></article></body></html>')


def timeline_entry(n: int, title: str, summary: str) -> str:
    """A timeline's entry: its date linking to the earlier report, over what happened."""
    return f'<div class="event"><a class="when" href="/news/{n}">{title}</a><p>{summary}</p></div>'


def guide_entry(n: int, title: str, summary: str) -> str:
    """A guide's entry: a place's name linking to its own site, over the guide's description of it."""
    return f'<li><h3><a href="https://example.org/place/{n}">{title}</a></h3><p>{summary}</p></li>'


def verse_entry(n: int, title: str, summary: str) -> str:
    """A quoted text's verse under its numbered permalink."""
    return f'<div class="verse"><a class="vnum" href="#v{n}" id="v{n}">{n + 1}</a><p>{title} {summary}</p></div>'


OWN_LIST_STYLES = {"timeline": timeline_entry, "guide": guide_entry, "verses": verse_entry}


@pytest.mark.parametrize(("lang", "style"), [(lang, style) for lang in CASES for style in OWN_LIST_STYLES])
def test_an_articles_own_list_after_its_paragraphs_is_kept(lang: str, style: str) -> None:
    lead, paragraphs, cards = CASES[lang]
    lines = kept_lines_scored(article_with_its_own_list(lang, OWN_LIST_STYLES[style]), {}, KEPT)
    assert all(p in lines for p in paragraphs)
    assert all(any(summary in line for line in lines) for _, summary in cards)


POSTERS = ("oakandiron", "maria_k", "tomsheds")  # forum handles, linked to their profiles


def thread(lang: str) -> str:
    """A forum thread: the topic's h1 and opening post (a linked poster name over the paragraphs), then the replies
    (the cards' summaries), each under its poster's linked name, in a box of their own after the topic."""
    _, paragraphs, cards = CASES[lang]
    post = "".join(f"<p>{p}</p>" for p in paragraphs)
    replies = "".join(f'<div class="post reply"><a class="poster" href="/u/{name}">{name}</a>'
                      f'<div class="post-body"><p>{text}</p></div></div>' for name, (_, text) in zip(POSTERS, cards))
    return (f"<html><head><title>thread</title></head><body><main><div class=\"topic\"><h1>thread</h1>"
            f'<div class="post first-post"><a class="poster" href="/u/opener">opener</a>'
            f'<div class="post-body">{post}</div></div></div><div class="replies">{replies}</div></main></body></html>')


@pytest.mark.parametrize("lang", CASES)
def test_a_threads_replies_under_linked_names_are_kept(lang: str) -> None:
    _, paragraphs, cards = CASES[lang]
    lines = kept_lines_scored(thread(lang), {}, KEPT)
    assert all(p in lines for p in paragraphs)
    assert all(summary in lines for _, summary in cards)
