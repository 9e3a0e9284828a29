"""Review h273 of h266's back links (our own Tibetan, Uyghur, Chinese and English pages): a back link whose arrow
stands outside it ("« <a>All Events</a>"), a right-to-left page's back link that opens with "→" and its chapter pager
go (``back_links.drop_back_links``); a story's line that is one link to a book named between « » or "<< >>" stays,
and a Uyghur next link closing with "›" after a quoted name goes all the same."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

# per language: a story's three paragraphs
STORY = {
    "en": ["The county's water office published its survey of grassland springs on Monday, after two years of field "
           "work in forty villages.",
           "Herders told the surveyors that several springs that once ran all summer now dry up by the end of June.",
           "The office says it will repeat the survey every five years and share the results with village committees."],
    "bo": ["ལོ་འདིའི་དབྱར་ཁར་རྫོང་གི་ཆུ་ལས་ཁང་གིས་འབྲོག་ཁུལ་གྱི་ཆུ་མིག་རྣམས་ལ་ཞིབ་དཔྱད་ཆེན་པོ་ཞིག་བྱས་པ་རེད།",
           "འབྲོག་པ་ཚོས་བཤད་དོན་ལྟར་ན་སྔོན་ཆད་དབྱར་ཁ་ཧྲིལ་པོར་འབབ་པའི་ཆུ་མིག་ཁ་ཤས་ད་ལྟ་ཟླ་བ་དྲུག་པའི་མཇུག་ཏུ་སྐམ་གྱི་འདུག",
           "ལས་ཁང་གིས་ལོ་ལྔ་རེའི་མཐར་ཞིབ་དཔྱད་བསྐྱར་དུ་བྱས་ནས་གྲུབ་འབྲས་སྡེ་བའི་ཨུ་ཡོན་ལྷན་ཁང་ལ་སྤྲོད་རྒྱུ་ཡིན།"],
    "ug": ["ناھىيەلىك سۇ ئىدارىسى دۈشەنبە كۈنى قىرىق كەنتتە ئىككى يىل ئېلىپ بېرىلغان يايلاق بۇلاقلىرى تەكشۈرۈشىنىڭ "
           "نەتىجىسىنى ئېلان قىلدى.",
           "چارۋىچىلار تەكشۈرگۈچىلەرگە ئىلگىرى يازبويى ئاقىدىغان بىرقانچە بۇلاقنىڭ ھازىر ئىيۇننىڭ ئاخىرىدىلا قۇرۇپ "
           "كېتىدىغانلىقىنى ئېيتتى.",
           "ئىدارە تەكشۈرۈشنى ھەر بەش يىلدا بىر قېتىم تەكرارلاپ، نەتىجىسىنى كەنت كومىتېتلىرىغا يەتكۈزىدىغانلىقىنى "
           "بىلدۈردى."],
    "zh": ["县水务局周一公布了草场泉水调查结果，这项调查在四十个村庄进行了两年的实地工作。",
           "牧民告诉调查人员，几处过去整个夏天都有水的泉眼，如今到六月底就干涸了。",
           "水务局表示，今后每五年重复一次调查，并将结果通报各村委会。"],
}


def page(lang: str, before: str, paragraphs: list[str], after: str) -> str:
    """A story in ``lang``: a menu, the title, ``before``, the ``paragraphs``, ``after`` and the site's footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>page</title>"
            "</head><body><header><nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/contact'>Contact</a>"
            f"</nav></header><main id='main'><article class='post type-post'><h1 class='entry-title'>Springs</h1>"
            f"{before}<div class='entry-content'>{body}</div>{after}</article></main><footer class='site-footer'>"
            "<p>© 2025</p><a href='/privacy'>Privacy</a></footer></body></html>")


# the furniture line (markup, its label) put before or after a story, which stays whole without it
GOING = [
    # The Events Calendar's back link with its arrow outside the link
    ("en", "<p class='tribe-events-back'>&laquo; <a href='/events/'>All Events</a></p>", "", "All Events"),
    # a right-to-left back link: the arrow that points back is "→" (arrows are not mirrored)
    ("ug", "<p class='tribe-events-back'><a href='/events/'>→ بارلىق پائالىيەتلەر</a></p>", "", "بارلىق پائالىيەتلەر"),
    # a next link closing with the pager's "›" after a quoted name
    ("ug", "", "<nav class='post-navigation'><div class='nav-next'><a href='/p/2' rel='next'>"
     "كېيىنكى: «قەشقەر كونا شەھىرى» ›</a></div></nav>", "قەشقەر كونا شەھىرى"),
    # a documentation chapter's pager
    ("bo", "", "<nav class='pager'><p class='prev'><a href='/doc/1'>← ལེ་ཚན་དང་པོ།</a></p></nav>", "ལེ་ཚན་དང་པོ།"),
    ("bo", "", "<nav class='pager'><p class='next'><a href='/doc/3'>ལེ་ཚན་གསུམ་པ། →</a></p></nav>", "ལེ་ཚན་གསུམ་པ།"),
]


@pytest.mark.parametrize(("lang", "before", "after", "label"), GOING)
def test_an_arrowed_link_to_the_list_or_next_page_goes(lang: str, before: str, after: str, label: str) -> None:
    text = auto_text(page(lang, before, STORY[lang], after))
    assert label not in text
    for paragraph in STORY[lang]:
        assert paragraph in text


# a story's middle line that is wholly a link to a book named between quotation marks set off by spaces (the way
# Tibetan sets « », and a Chinese writer types << >> for 《》): (language, markup, the line as extracted)
QUOTED_TITLES = [
    ("ug", "<a href='/books/7'>« تۇرپان ناخشىلىرى »</a>", "« تۇرپان ناخشىلىرى »"),
    ("bo", "<a href='/books/7'>« རྩོམ་རིག་རྣམ་བཤད་»</a>", "« རྩོམ་རིག་རྣམ་བཤད་»"),
    ("zh", "<a href='/books/1'>&lt;&lt; 平凡的世界 &gt;&gt;</a>", "<< 平凡的世界 >>"),
    ("en", "<a href='/books/2'>« The Snow Road »</a>", "« The Snow Road »"),
]


@pytest.mark.parametrize(("lang", "markup", "line"), QUOTED_TITLES)
def test_a_storys_line_linking_a_quoted_title_stays(lang: str, markup: str, line: str) -> None:
    first, second, third = STORY[lang]
    text = auto_text(page(lang, "", [first, markup, second, third], ""))
    assert line in text
    for paragraph in STORY[lang]:
        assert paragraph in text
