"""Review pages of session 37 (h217, recall rules kept furniture): a service page's quote form, a guest house's booking
form and a shop's product form each ask three questions or more and are no survey; an advert set as a feed's last
entry over the pager goes; a programme keeps its last session's title over the footer.

Our own pages and sentences (Tibetan, Uyghur, Chinese, English); no dev-set text.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import auto_text, kept_lines_scored

DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}
COPYRIGHT = {"en": "© 2025 Town Chronicle. All rights reserved.", "zh": "版权所有 © 2025 县融媒体中心",
             "ug": "نەشر ھوقۇقى قوغدىلىدۇ 2025 خەۋەر تور بېكىتى", "bo": "པར་དབང་ཡོངས་ཁྱབ། ༢༠༢༥ བོད་ཀྱི་དྲ་ཚིགས།"}
MENU = ["Home", "News", "Culture", "Business", "Contact"]


def site_page(lang: str, main: str, footer: str = "") -> str:
    """A site's page in ``lang``: its header menu, ``main`` in ``<main>``, a footer of ``footer`` over its copyright."""
    menu = "".join(f'<li><a href="/c/{n}">{item}</a></li>' for n, item in enumerate(MENU))
    return (f'<!DOCTYPE html><html lang="{lang}" dir="{DIRECTION[lang]}"><head><meta charset="utf-8"><title>Site</title>'
            f'</head><body><header class="site-header"><nav class="main-nav"><ul>{menu}</ul></nav></header>'
            f'<main id="content">{main}</main><footer class="site-footer">{footer}<p class="copyright">'
            f'{escape(COPYRIGHT[lang])}</p></footer></body></html>')


def _select(name: str) -> str:
    return f'<select name="{name}"><option>—</option><option>1</option><option>2</option></select>'


# Forms that ask questions over their drop-downs and take an address, a date or a quantity: an enquiry, a booking,
# an order. Per case: the language, the page's prose, its questions, the form's rows of its own (an e-mail box, an
# arrival date, a quantity box).
ORDER_FORMS = {
    "quote": ("en", ["We design and build websites for small shops, schools and local newspapers, from the first "
                     "sketch to the day the site goes live.",
                     "After launch we stay with you: we train your staff, fix problems within a day and keep the "
                     "software up to date for two years."],
              ["How did you hear about us?", "What is your budget?", "Which service do you need?",
               "When would you like to start?"],
              '<p><label>Your name <input name="your-name"></label></p>'
              '<p><label>Your email <input type="email" name="your-email"></label></p>'),
    "booking": ("zh", ["我们的客栈位于老街中段，步行五分钟即可到达手工作坊和夜市，房间都保留了老式木结构。",
                       "客栈提供藏式早餐和酥油茶，店主一家会给客人介绍附近的徒步路线和寺院。"],
                ["您计划几位入住？", "需要接机服务吗？", "是否需要加床？", "您希望住哪种房型？"],
                '<div class="row"><label>入住日期</label><input type="date" name="arrival"></div>'),
    "product": ("en", ["This woollen scarf is knitted by hand in our village from the wool of our own sheep, and it "
                       "keeps you warm on the coldest mountain days.",
                       "The yarn is dyed with walnut shells and madder root, so every scarf has its own soft shade."],
                ["Which size do you need?", "Would you like gift wrapping?", "Add a handwritten card?"],
                '<div class="quantity"><input type="number" name="quantity" value="1"></div>'),
}


def order_form_page(kind: str) -> str:
    """A page's prose, then its form: a heading, one row per question (a label over its drop-down), the form's own
    rows and its button."""
    lang, prose, questions, own_rows = ORDER_FORMS[kind]
    rows = "".join(f'<div class="row"><label for="f{n}">{escape(q)}</label>{_select(f"f{n}")}</div>'
                   for n, q in enumerate(questions))
    return site_page(lang, '<h1>Hand-made</h1>' + "".join(f"<p>{escape(p)}</p>" for p in prose)
                     + f'<h2>Order</h2><form action="/{kind}" method="post">{rows}{own_rows}<button>Send</button></form>')


@pytest.mark.parametrize("kind", sorted(ORDER_FORMS))
def test_an_order_form_asking_questions_is_no_survey(kind: str) -> None:
    text = auto_text(order_form_page(kind))
    _, prose, questions, _ = ORDER_FORMS[kind]
    assert all(paragraph in text for paragraph in prose)
    assert not [q for q in questions if q in text]


# A survey asking for no address keeps its questions: a free comment box and a hometown field are a survey's own.
SURVEY_QUESTIONS = ["ھەپتىدە نەچچە قېتىم گېزىت ئوقۇيسىز؟", "ئۆيىڭىزدە قايسى تىلدا سۆزلىشىسىز؟", "قانچە كىتابىڭىز بار؟"]


def test_a_survey_with_a_comment_box_keeps_its_questions() -> None:
    rows = "".join(f'<p><label>{escape(q)}</label> {_select(f"q{n}")}</p>' for n, q in enumerate(SURVEY_QUESTIONS))
    page = site_page("ug", '<h1>ئوقۇرمەنلەر سوئاللىقى</h1><p>گېزىتىمىزنى قانداق ئوقۇيدىغانلىقىڭىزنى بىلمەكچىمىز، '
                           'تۆۋەندىكى سوئاللارغا جاۋاب بېرىڭ.</p><form action="/survey" method="post">'
                           f'{rows}<p><label>يۇرتىڭىز</label><input name="hometown"></p>'
                           '<p><textarea name="comment"></textarea></p><button>يوللاش</button></form>')
    text = auto_text(page)
    assert all(text.count(q) == 1 for q in SURVEY_QUESTIONS)


# A feed of linked titles, each over its summary; its last entry over the pager and a footer long enough to outweigh
# a title: an advert linking to an ad server goes, a story of the site's own stays.
FEED = [("Repairing a copper kettle by hand", "A coppersmith shows how a dent is hammered out in ten minutes."),
        ("The potters' wheel, explained", "Why the wheel turns the way it does, and how to centre the clay."),
        ("Carpenters' tools of the old market", "Planes, saws and chisels that have been in use for a century.")]
LAST_ENTRIES = {"advert": ("https://ads.example.com/click?id=77", "Sponsored: Win a holiday cottage this summer"),
                "own story": ("/p/9", "Weaving the market's new carpet, knot by knot")}
LONG_FOOTER = ("The Town Chronicle is published by the Mill Street cooperative and printed on recycled paper every "
               "Friday morning.")


def feed_page(last: str) -> str:
    href, title = LAST_ENTRIES[last]
    entries = "".join(f'<article class="entry"><h2 class="entry-title"><a href="/p/{n}">{escape(t)}</a></h2>'
                      f'<div class="entry-summary"><p>{escape(s)}</p></div></article>' for n, (t, s) in enumerate(FEED))
    entries += (f'<article class="entry"><h2 class="entry-title"><a href="{href}">{escape(title)}</a></h2>'
                f'<span class="label">Ad</span></article><nav class="pagination"><a href="/page/2">Next</a></nav>')
    return site_page("en", f'<h1>Craft stories</h1>{entries}', f'<p>{escape(LONG_FOOTER)}</p>')


@pytest.mark.parametrize(("last", "kept"), [("advert", False), ("own story", True)])
def test_a_feed_s_last_title_to_another_site_goes(last: str, kept: bool) -> None:
    text = auto_text(feed_page(last))
    assert all(title in text and summary in text for title, summary in FEED)
    assert (LAST_ENTRIES[last][1] in text) is kept
    assert LONG_FOOTER not in text


# A programme: each session a time over its title (a heading); the last session sits over the footer.
AGENDAS = {
    "ug": ("ھۈنەرۋەنلەر يىغىنىنىڭ كۈن تەرتىپى",
           "يىغىن بازار باشقۇرۇش ئورنىنىڭ چوڭ زالىدا ئۆتكۈزۈلىدۇ، ھەممە كىشى قاتنىشالايدۇ. تۆۋەندە كۈن تەرتىپى بېرىلدى.",
           [("09:00", "ئېچىلىش مۇراسىمى ۋە رىياسەتچىنىڭ سۆزى"), ("10:00", "قول ھۈنەرۋەنچىلىك تارىخى ھەققىدە دوكلات"),
            ("11:30", "ياش ھۈنەرۋەنلەرنىڭ تەجرىبە ئالماشتۇرۇشى"), ("14:00", "ھۈنەر كۆرگەزمىسىنى زىيارەت قىلىش")]),
    "bo": ("བོད་ཡིག་སློབ་སྟོན་ཚོགས་འདུའི་ལས་རིམ།",
           "ཚོགས་འདུ་འདི་སློབ་གྲྭའི་ཚོགས་ཁང་ཆེན་མོར་འཚོགས་རྒྱུ་ཡིན་ཞིང་། སུས་ཀྱང་ཞུགས་ཆོག ཚོགས་འདུའི་ལས་རིམ་གཤམ་དུ་བཀོད་ཡོད།",
           [("09:00", "ཚོགས་འདུའི་སྒོ་འབྱེད་མཛད་སྒོ།"), ("10:30", "བོད་ཡིག་སློབ་ཁྲིད་ཀྱི་ཉམས་མྱོང་།"),
            ("14:00", "དཔེ་དེབ་གསར་པའི་ངོ་སྤྲོད།"), ("15:30", "སློབ་མའི་རྩོམ་ཡིག་འགྲན་བསྡུར།")]),
}


@pytest.mark.parametrize("lang", sorted(AGENDAS))
def test_a_programme_keeps_its_last_session_title(lang: str) -> None:
    title, lead, sessions = AGENDAS[lang]
    items = "".join(f'<li><div class="time"><span>{t}</span></div><div class="title"><h3>{escape(s)}</h3></div></li>'
                    for t, s in sessions)
    text = auto_text(site_page(lang, f'<article><h1>{escape(title)}</h1><p>{escape(lead)}</p>'
                                     f'<ul class="agenda">{items}</ul></article>'))
    assert all(session in text for _, session in sessions)
    assert COPYRIGHT[lang] not in text


# A description list under a kept heading after kept prose: a product's facts stay whole, a post's counters (every
# value a bare number) do not, even where the model doubts both alike.
DOUBTED = -1.3  # a stage-2 logit under the threshold, above the rescue floor: a line the model doubts
KEPT = 1.0  # a logit over the threshold
DROPPED = -6.0  # a logit under the rescue floor: furniture
FACT_LISTS = {
    "facts": ("ཆ་འཕྲིན།", [("ཤོག་གྲངས།", "ཤོག་ངོས་བརྒྱ་དང་ལྔ་བཅུ།"), ("པར་སྐྲུན་ཁང་།", "ལྷ་སའི་དཔེ་སྐྲུན་ཁང་།"),
                          ("ཤོག་བུ།", "ལག་བཟོའི་ཤོག་བུ།")], True),
    "counters": ("རྩོམ་ཡིག་འདིའི་གནས་ཚུལ།", [("ཀློག་གྲངས།", "༡༢༣༤"), ("བསམ་འཆར།", "༥"), ("ཉར་ཚགས།", "༡༢")], False),
}
BOOK = ["དེབ་འདི་ནི་ཨ་མ་ཞིག་གིས་རང་གི་བུ་མོར་བྲིས་པའི་འཕྲིན་ཡིག་ཉི་ཤུ་ལས་གྲུབ་ཡོད། འཕྲིན་ཡིག་རེ་རེའི་ནང་གྲོང་གསེབ་ཀྱི་འཚོ་བ་བྲིས་ཡོད།",
        "རྩོམ་པ་པོས་དགུན་གྱི་མཚན་མོ་རིང་པོ་དང་དཔྱིད་ཀའི་ཉིན་མོ་དང་པོ་སྙན་པོར་བྲིས་ཡོད།"]


@pytest.mark.parametrize("kind", sorted(FACT_LISTS))
def test_a_description_list_of_bare_numbers_under_a_kept_heading_is_no_fact_list(kind: str) -> None:
    heading, pairs, kept = FACT_LISTS[kind]
    rows = "".join(f"<dt>{escape(name)}</dt><dd>{escape(value)}</dd>" for name, value in pairs)
    page = site_page("bo", '<article><h1>ཨ་མའི་འཕྲིན་ཡིག</h1>' + "".join(f"<p>{escape(p)}</p>" for p in BOOK)
                           + f'<h2>{escape(heading)}</h2><dl>{rows}</dl></article>')
    scores = {line: KEPT for line in [*BOOK, heading, "ཨ་མའི་འཕྲིན་ཡིག"]}
    scores.update({line: DOUBTED for pair in pairs for line in pair})
    lines = kept_lines_scored(page, scores, DROPPED)
    assert all(p in lines for p in BOOK)
    assert [line for pair in pairs for line in pair if line in lines] == ([x for pair in pairs for x in pair] if kept
                                                                           else [])
