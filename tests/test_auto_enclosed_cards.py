"""A grid of cards between a page's kept prose (``auto.records.keep_enclosed_cards``): a service page's offers, each a heading
over a short description, set between its intro and its questions, are kept though the model doubts each description;
the same grid after all the kept prose (a strip of teasers closing the page) and a strip of three are not."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: the page's intro, its closing answer, and four offers (title, description); our own sentences
INTROS = {"bo": "ང་ཚོའི་ཚོང་ཁང་གིས་ལོ་ངོ་བཅུ་ལྷག་རིང་ས་གནས་ཀྱི་ཚོང་པ་ཆུང་ངུ་རྣམས་ལ་རྩིས་ཐོ་དང་ཁྲལ་འབབ་ཀྱི་ཞབས་ཞུ་ཞུས་ཡོད།",
          "ug": "شىركىتىمىز ئون يىلدىن بۇيان يەرلىك كىچىك سودىگەرلەرگە ھېسابات ۋە باج مۇلازىمىتى كۆرسىتىپ كەلدى.",
          "zh": "我们的事务所十多年来一直为本地的小商户提供记账和报税服务，帮助他们把精力放在生意上。",
          "en": "For more than ten years our office has kept the books and filed the taxes of small local shops."}
ANSWERS = {"bo": "ཁྱེད་ཀྱིས་ང་ཚོར་ཁ་པར་གཏོང་བའམ་ཡི་གེ་བསྐུར་ན་ཉིན་གཅིག་གི་ནང་ལན་འདེབས་ཞུ་ངེས་ཡིན། གོང་ཚད་ནི་ལས་ཀའི་ཚད་ལྟར་གཏན་འཁེལ་བྱེད།",
           "ug": "بىزگە تېلېفون قىلسىڭىز ياكى خەت يازسىڭىز بىر كۈن ئىچىدە جاۋاب بېرىمىز. باھاسى ئىشنىڭ كۆلىمىگە قاراپ بېكىتىلىدۇ.",
           "zh": "您打电话或写信给我们，我们一定在一天之内答复。价格按照工作量的大小来确定，事先说清楚。",
           "en": "Call or write to us and we answer within a day. The price follows the size of the work, agreed first."}
OFFERS = {"bo": [("རྩིས་ཐོ།", "ཟླ་རེ་བཞིན་ཁྱེད་ཀྱི་ཚོང་ཁང་གི་འབབ་འགྲོ་ཡོངས་རྫོགས་ཐོ་འགོད་བྱས་ནས་སྙན་ཞུ་གསལ་པོ་ཞིག་འབུལ་གྱི་ཡོད།"),
                 ("ཁྲལ་འབབ།", "ལོ་རེ་བཞིན་ཁྲལ་འབབ་ཀྱི་རེའུ་མིག་ཚང་མ་དུས་ཐོག་ཏུ་སྒྲིག་ནས་གཞུང་ལ་སྤྲོད་རྒྱུའི་ལས་ཀ་ང་ཚོས་བྱེད།"),
                 ("གླ་ཕོགས།", "ལས་མི་རྣམས་ཀྱི་གླ་ཕོགས་དང་དེ་དང་འབྲེལ་བའི་ཁྲལ་ཚད་ཟླ་རེ་བཞིན་རྩིས་རྒྱག་བྱས་ནས་ཐོ་འགོད་བྱེད།"),
                 ("བསམ་འཆར།", "ཚོང་ལས་རྒྱ་བསྐྱེད་པའམ་མ་དངུལ་གཡར་བའི་སྐབས་སུ་ཁྱེད་ལ་ཕན་པའི་བསམ་འཆར་དང་ལམ་སྟོན་ཞུ་གི་ཡོད།")],
          "ug": [("ھېسابات", "ھەر ئايدا دۇكىنىڭىزنىڭ بارلىق كىرىم-چىقىمىنى خاتىرىلەپ، سىزگە ئېنىق بىر دوكلات تەييارلاپ بېرىمىز."),
                 ("باج", "ھەر يىلى باج جەدۋەللىرىنىڭ ھەممىسىنى ۋاقتىدا تولدۇرۇپ، ھۆكۈمەتكە تاپشۇرۇش ئىشىنى بىز قىلىمىز."),
                 ("مائاش", "خىزمەتچىلەرنىڭ مائاشى ۋە ئۇنىڭغا مۇناسىۋەتلىك باجلارنى ھەر ئايدا ھېسابلاپ خاتىرىلەيمىز."),
                 ("مەسلىھەت", "سودىڭىزنى كېڭەيتمەكچى ياكى قەرز ئالماقچى بولسىڭىز، سىزگە پايدىلىق مەسلىھەت ۋە يول كۆرسىتىمىز.")],
          "zh": [("记账", "每个月为您的店铺记下全部的收入和支出，月底交给您一份清清楚楚、一看就懂的账目报告。"),
                 ("报税", "每年按时填好所有的税务表格并替您递交给税务机关，您不必再为截止日期担心或者跑腿。"),
                 ("工资", "每个月为您的员工计算工资以及相关的各种税费，并把每一笔都记录在案，方便日后查阅。"),
                 ("咨询", "当您打算扩大生意或者向银行贷款的时候，我们为您提供实用的建议，帮助您一步一步地做。")],
          "en": [("Bookkeeping", "Every month we record all that comes into and goes out of your shop and send you a "
                                 "plain report."),
                 ("Tax returns", "Each year we fill in every tax form on time and file it for you, so no deadline is "
                                 "missed."),
                 ("Payroll", "Every month we work out your staff's wages and the taxes on them and keep a record of "
                             "each payment."),
                 ("Advice", "When you mean to grow the shop or borrow from a bank, we give you advice you can act "
                            "on.")]}
MENU = ["home", "services", "about", "contact"]
PROSE_LOGIT = 2.5  # the intro and the answer: confident paragraphs
DESCRIPTION_LOGIT = -1.8  # each description: under the threshold (-1.0), above ENCLOSED_CARDS_LOGIT (-2.5)
TITLE_LOGIT = -2.4  # each offer's heading: under the threshold, above the rescue floor (-4.0)


def service_page(lang: str, offers: int, answer_last: bool = True) -> str:
    """A service page: a menu, the intro, a grid of ``offers`` cards (heading, description, "Learn more"), and the
    answer to a question after them (before them unless ``answer_last``: the cards close the page)."""
    entries = "".join(f"<li><a href='/c/{n}'>{entry}</a></li>" for n, entry in enumerate(MENU))
    cards = "".join(f"<div class='card'><h3>{title}</h3><p class='card-text'>{text}</p>"
                    f"<div class='card-link'><a href='/s/{n}'>Learn more</a></div></div>"
                    for n, (title, text) in enumerate(OFFERS[lang][:offers]))
    answer = f"<h2>FAQ</h2><p>{ANSWERS[lang]}</p>"
    grid = f"<section class='offers'>{cards}</section>"
    body = grid + answer if answer_last else answer + grid
    return (f"<html><head><title>services</title></head><body><nav><ul>{entries}</ul></nav><main><h1>services</h1>"
            f"<p>{INTROS[lang]}</p>{body}</main></body></html>")


def kept(markup: str, lang: str) -> list[str]:
    scores = {INTROS[lang]: PROSE_LOGIT, ANSWERS[lang]: PROSE_LOGIT}
    for title, text in OFFERS[lang]:
        scores |= {title: TITLE_LOGIT, text: DESCRIPTION_LOGIT}
    return kept_lines_scored(markup, scores, -5.0)


@pytest.mark.parametrize("lang", INTROS)
def test_a_grid_of_offers_between_the_intro_and_the_answers_is_kept(lang: str) -> None:
    lines = kept(service_page(lang, len(OFFERS[lang])), lang)
    assert INTROS[lang] in lines and ANSWERS[lang] in lines
    assert all(text in lines for _, text in OFFERS[lang])
    assert all(title in lines for title, _ in OFFERS[lang])
    assert "Learn more" not in lines and not any(entry in lines for entry in MENU)


@pytest.mark.parametrize("lang", INTROS)
def test_cards_closing_the_page_are_left_out(lang: str) -> None:
    lines = kept(service_page(lang, len(OFFERS[lang]), answer_last=False), lang)
    assert INTROS[lang] in lines and ANSWERS[lang] in lines
    assert not any(text in lines for _, text in OFFERS[lang])


@pytest.mark.parametrize("lang", INTROS)
def test_a_strip_of_three_cards_is_left_out(lang: str) -> None:
    lines = kept(service_page(lang, 3), lang)
    assert ANSWERS[lang] in lines
    assert not any(text in lines for _, text in OFFERS[lang])
