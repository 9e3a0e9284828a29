"""An article body's own entries that end in a short meta row, which the teaser-card rule took for other pages'
cards (review h219 of h215's meta rows): a timeline's linked names over their years, footnotes under their back-links
over their years, a diary's tagged days over their dates, a Ghost story's parts over their months, a poem collection's
titled stanzas over their poets. They sit in the body's own wrapper under its paragraphs, apart from the header holding
the headline (``auto.teasers._in_article_body``), and stay with the heading over them; other pages' cards beside the
body, with their meta rows, still go with their heading.

Every page is our own (sentences in Tibetan, Uyghur, Chinese and English); the steps after the model are run on
blocks all scored above the threshold (``kept_lines_scored``), so each test reads the rule, not the model.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import kept_lines_scored

CONFIDENT = 2.0  # a stage-2 logit above the threshold: the model keeps every block, the rules decide

BODY = {
    "en": ["The valley school opened in a borrowed barn with eleven pupils and one teacher who walked in daily.",
           "Over sixty years it moved three times, lost its roof to a storm, and sent its first pupils to the city.",
           "This page collects the milestones the old teachers remember, written down from their accounts last winter.",
           "The first teacher lodged with the miller's family and was paid partly in barley and butter.",
           "In the early years lessons stopped in the lambing season, when every child was needed in the pastures.",
           "When the road reached the valley the number of pupils doubled in three years, and a room was added.",
           "Several of the early pupils came back as teachers, and two of them still live above the bridge today."],
    "bo": ["ལོ་རབས་དྲུག་ཅུའི་རིང་ལ་སློབ་གྲྭ་ཐེངས་གསུམ་སྤོས། "
           "རླུང་འཚུབ་ཀྱིས་ཐོག་ཁ་བཤིག་པ་དང་སློབ་མ་དང་པོ་ཚོ་གྲོང་ཁྱེར་དུ་ཕྱིན།",
           "ཤོག་ངོས་འདིར་དགེ་རྒན་རྒན་པ་ཚོས་དྲན་པའི་གནད་དོན་གལ་ཆེན་རྣམས་ཕྱོགས་བསྡུས་བྱས་ཡོད། དགུན་ཁ་ན་ཐོ་བཀོད་བྱས་པ་"
           "ཡིན།",
           "དགེ་རྒན་དང་པོ་ནི་རྫོང་གི་བུད་མེད་ན་གཞོན་ཞིག་ཡིན་ཞིང་། ཁོ་མོ་རང་འཁོར་བའི་ཁྱིམ་དུ་བསྡད་ནས་ཕོགས་ནས་དང་མར་"
           "གྱིས་སྤྲད།",
           "ལོ་དང་པོ་ཚོར་ལུག་ཕྲུག་སྐྱེ་བའི་དུས་སུ་སློབ་ཚན་མཚམས་བཞག་སྟེ་བྱིས་པ་ཚང་མ་ཞོགས་པ་ནས་དགོང་མོའི་བར་འབྲོག་ལ་"
           "ཕྱིན།",
           "རང་ཉིད་ཀྱིས་ཡི་གེ་མ་སྦྱངས་པའི་ཕ་མ་ཚོ་དགུན་ཁ་སློབ་ཁང་གི་རྒྱབ་ཏུ་བསྡད་ནས་ཁ་རོག་གེར་སློབ་ཚན་ལ་ཉན།",
           "ལམ་ཆེན་ལུང་པར་སླེབས་རྗེས་ལོ་གསུམ་ནང་སློབ་མའི་གྲངས་འབོར་ལྡབ་གཅིག་ཏུ་འཕར་ཞིང་ལྷོ་ཕྱོགས་སུ་ཁང་མིག་གཉིས་པ་"
           "ཞིག་བསྣན།",
           "སློབ་གྲྭའི་དཔེ་ཆ་དང་པོ་རྣམས་སློབ་དེབ་གཅིག་ལས་ལག་བྲིས་བྱས་པ་ཡིན་ཞིང་། བྱིས་པ་ཚོས་རེས་མོས་ཀྱིས་ནུབ་མོ་ཁྱིམ་"
           "དུ་ཁྱེར།",
           "སློབ་མ་སྔ་མོ་ཁ་ཤས་ཕྱིར་ལོག་སྟེ་དགེ་རྒན་བྱས་ཤིང་། དེ་ཚོའི་ནང་ནས་གཉིས་ད་དུང་ཟམ་པའི་སྟེང་གི་ཁང་པར་བཞུགས་ཡོད།",
           "ཡུལ་ཚོའི་རྒན་པ་ཚོས་སློབ་གྲྭའི་ཁང་པ་གསར་པ་བརྩིགས་དུས་ཀྱི་གཏམ་རྒྱུད་མང་པོ་ད་དུང་དྲན་གྱི་ཡོད་པ་རེད།"],
    "ug": ["ئاتمىش يىل ئىچىدە مەكتەپ ئۈچ قېتىم كۆچتى، بوران ئۆگزىسىنى ئۇچۇرۇۋەتتى، تۇنجى ئوقۇغۇچىلىرى شەھەرگە كەتتى.",
           "بۇ بەتتە قېرى ئوقۇتقۇچىلار ئەسلىگەن مۇھىم ۋەقەلەر توپلاندى، ئۆتكەن قىشتا ئۇلارنىڭ ئاغزىدىن خاتىرىلەندى.",
           "تۇنجى ئوقۇتقۇچى ناھىيە بازىرىدىن كەلگەن ياش ئايال ئىدى، ئۇ تۈگمەنچىنىڭ ئۆيىدە تۇردى.",
           "دەسلەپكى يىللاردا قوزىلاش مەزگىلىدە دەرس توختايتتى، چۈنكى ھەر بىر بالا يايلاقتا لازىم ئىدى.",
           "ئۆزى ئوقۇشنى ئۆگەنمىگەن ئاتا-ئانىلار قىشتا سىنىپنىڭ ئارقىسىدا ئولتۇرۇپ دەرسنى جىمجىت ئاڭلايتتى.",
           "يول ۋادىغا يېتىپ كەلگەندىن كېيىن ئۈچ يىل ئىچىدە ئوقۇغۇچىلار سانى ھەسسىلەپ ئاشتى."],
    "zh": ["那时候村里还没有通电，孩子们早上要走一个多小时的山路来上学，手冻得连铅笔都握不住。",
           "我一直想把这些日子写下来，可是一拖就是一年，直到最近翻出那本旧本子，才下决心动笔。",
           "村里的老人说，那几年冬天特别冷，河面结的冰厚得能跑马车，孩子们就踩着冰过河来上学。",
           "学校只有一个炉子，孩子们每天早上各自从家里带一块干牛粪来，放学前再把炉灰倒掉。",
           "我教他们念课文，他们教我说牧区的话，到学期末的时候，我们已经能互相开玩笑了。",
           "有几个大一点的孩子要帮家里放羊，只能隔一天来一次，可是他们的作业从来没有落下过。",
           "晚上批改作业的时候，常常听见远处的狗叫，还有风从门缝里钻进来的声音。",
           "后来我回到城里，每次下雪都会想起那间小教室和那些冻得通红的小脸，心里总是暖暖的。",
           "去年有个孩子给我写信，说他考上了县里的中学，还说以后想回村里当老师，我看了很久。",
           "我把这些日记整理出来，也是想让更多的人知道，那个山谷里曾经有过这样一间小学校。"],
}

# (language, the entry's element, its link's markup (a name, a back-link, a tag, a part's title), the entries'
# summaries and meta rows)
ENTRIES = [
    ("bo", "li", "<a class='who' href='/people/{n}'>རྒན་པོ་ {n}</a>",  # a timeline: a linked name, its year
     [("རྒན་པོ་རྡོ་རྗེས་རང་གི་རང་འཁོར་གྱི་འགྲམ་གྱི་རྩ་ར་སྤྲད་ནས་"
       "སློབ་ཚན་དང་པོ་དེར་བཙུགས། ཁོང་གིས་རང་ལག་གིས་སྡོད་ཁྲི་བཟོས།", "༡༩༦༡"),
      ("རྫོང་ནས་དགེ་རྒན་གཉིས་པ་ཞིག་བཏང་སྟེ་སློབ་གྲྭར་རྩིས་རིག་དང་ཀློག་སྦྱོང་སྐད་ཡིག་གཉིས་ཐོག་ནས་སློབ་ཁྲིད་བྱེད་འགོ་"
       "བཙུགས།", "༡༩༦༨"),
      ("དཔྱིད་ཀའི་རླུང་འཚུབ་ཀྱིས་ཐོག་ཁ་བཤིག་སྟེ་བྱིས་པ་ཚོས་དབྱར་ཁ་ཧྲིལ་པོར་དགོན་པའི་ཁྱམས་སུ་སློབ་སྦྱོང་བྱས།", "༡༩༧༥")]),
    ("ug", "li", "<a class='backref' href='#ref{n}'>↑ {n}</a>",  # footnotes: a back-link, the source, its year
     [("مەھمۇت يازغان «يېزا تارىخى» ناملىق كىتاب، بىرىنچى نەشرى، 34-بەتتىن 40-بەتكىچە.", "2019"),
      ("شىنجاڭ خەلق نەشرىياتى نەشر قىلغان مائارىپ تارىخى توپلىمى، ئۈچىنچى باب.", "2015"),
      ("يېزا ئارخىپخانىسىدا ساقلىنىۋاتقان مەكتەپ دەپتەرلىرى ۋە ئوقۇتقۇچىلارنىڭ خەتلىرى.", "2022")]),
    ("zh", "div", "<h4><a class='tag' href='/tag/{n}'>【第{n}天】</a></h4>",  # a diary: a tagged day, its date
     [("早上下了大雪，只来了七个孩子，我们围着炉子读课文，中午大家分着吃了一锅土豆。", "2024-01-08"),
      ("卓玛今天第一次把自己的名字写对了，她高兴得在雪地里跑了三圈，别的孩子都笑了。", "2024-01-15"),
      ("收到城里寄来的一箱旧书，孩子们抢着看画册，我答应他们每人每周可以借回家一本。", "2024-01-22")]),
    ("en", "div", "<h3><a href='#part{n}'>Part {n}</a></h3>",  # a Ghost story's parts: a titled part, its month
     [("The first winter we spent counting the sheep every evening, and every evening one more was missing.",
       "Jan 1961"),
      ("By the second winter the wolves had learned our routes, and we had learned to change them every week.",
       "Jan 1962"),
      ("In the third winter the dogs came, two big black mastiffs from my uncle, and the counting stopped.",
       "Jan 1963")]),
]


def entries_markup(tag: str, link: str, entries: list[tuple[str, str]]) -> str:
    """Each entry as a ``tag`` element: ``link`` (its ``{n}`` the entry's number), its summary, its meta row."""
    return "".join(f"<{tag} class='entry'>{link.format(n=n)}<p>{escape(summary)}</p><p class='meta'>{escape(meta)}"
                   f"</p></{tag}>" for n, (summary, meta) in enumerate(entries, 1))


def body_page(lang: str, entries: str, heading: str = "") -> str:
    """An article: a header holding its h1 and a dek, a body of paragraphs in a wrapper of their own, then ``entries``
    (markup) under ``heading`` in the body."""
    dek, *body = BODY[lang]
    box = "ol" if entries.startswith("<li") else "div"
    return (f"<html><head><title>story</title></head><body><main><article><header><h1>story</h1><p>{escape(dek)}</p>"
            f"</header><div class='entry-content'><div class='text'>{''.join(f'<p>{escape(p)}</p>' for p in body)}"
            f"</div>{heading}<{box} class='entries'>{entries}</{box}></div></article></main></body></html>")


@pytest.mark.parametrize(("lang", "tag", "link", "entries"), ENTRIES)
def test_the_bodys_own_entries_over_their_meta_rows_stay(lang: str, tag: str, link: str,
                                                           entries: list[tuple[str, str]]) -> None:
    kept = kept_lines_scored(body_page(lang, entries_markup(tag, link, entries)), {}, CONFIDENT)
    assert all(summary in kept for summary, _ in entries)


@pytest.mark.parametrize(("lang", "tag", "link", "entries"), ENTRIES[:2])
def test_the_heading_over_the_bodys_entries_stays(lang: str, tag: str, link: str,
                                                    entries: list[tuple[str, str]]) -> None:
    heading = {"bo": "ལོ་རྒྱུས་ཀྱི་རིམ་པ།", "ug": "مەنبەلەر"}[lang]
    kept = kept_lines_scored(body_page(lang, entries_markup(tag, link, entries), f"<h2>{heading}</h2>"), {}, CONFIDENT)
    assert heading in kept
    assert all(summary in kept for summary, _ in entries)


# (language, other pages' cards: a linked title, a summary, a meta row; the label over them)
CARDS = [
    ("en", [("Solar pumps reach the camps", "A small solar panel now runs the pumps at six camps.", "3 comments"),
            ("A bus for the valley", "The bus will carry forty children over the pass each day.", "Oct 2, 2024"),
            ("Hay prices double", "Traders say the price of a bale has doubled since the storm.", "12 comments")],
     "More from the valley"),
    ("ug", [("قۇياش ناسوسى", "كىچىك قۇياش تاختىسى ئالتە يايلاقتىكى ناسوسنى ئىشلىتىدۇ.", "3 ئىنكاس"),
            ("يېڭى مەكتەپ ئاپتوبۇسى", "ئاپتوبۇس ھەر كۈنى قىرىق بالىنى داۋاندىن ئۆتكۈزىدۇ.", "2024-10-02"),
            ("ئوت-چۆپ باھاسى", "بوراندىن كېيىن بىر باغ ئوت-چۆپنىڭ باھاسى ئىككى ھەسسە ئۆستى.", "12 ئىنكاس")],
     "ئوقۇشقا تېگىشلىك"),
]


@pytest.mark.parametrize(("lang", "cards", "label"), CARDS)
def test_other_pages_cards_beside_the_body_go_with_their_heading(lang: str, cards: list[tuple[str, str, str]],
                                                                 label: str) -> None:
    records = "".join(f"<div class='card'><h3><a href='/s/{n}'>{escape(title)}</a></h3><p>{escape(summary)}</p>"
                      f"<div class='card-meta'>{escape(meta)}</div></div>"
                      for n, (title, summary, meta) in enumerate(cards))
    beside = f"</article><section><h2>{label}</h2><div>{records}</div></section>"
    page = body_page(lang, "").replace("</article>", beside)
    kept = kept_lines_scored(page, {}, CONFIDENT)
    assert BODY[lang][-1] in kept
    assert not any(summary in kept for _, summary, _ in cards)
    assert label not in kept
