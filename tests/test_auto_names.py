"""Class names that the furniture vetoes read: a table's column named "tag", a box of comments named "cmt"."""

from __future__ import annotations

import lxml.html
import pytest

from tests.extraction_pages import auto_lines as extract

# a catalogue record's MARC fields (our own record): field number, field name, value
MARC_FIELDS = [
    ("100", "རྩོམ་པ་པོ།", "བསོད་ནམས་རྒྱ་མཚོ། ༡༩༤༥-"),
    ("245", "མཚན་བྱང་།", "ཕ་ཡུལ་གྱི་གཏམ་རྒྱུད་ཕྱོགས་བསྒྲིགས། / བསོད་ནམས་རྒྱ་མཚོས་བསྒྲིགས།"),
    ("260", "དཔེ་སྐྲུན།", "ཟི་ལིང་། མཚོ་སྔོན་མི་རིགས་དཔེ་སྐྲུན་ཁང་། ༡༩༩༥"),
    ("300", "ཤོག་གྲངས།", "ཤོག་ངོས་ ༢༡༤ ; སུམ་ཅུན་ ༢༡"),
    ("650", "བརྗོད་གཞི།", "བོད་ཀྱི་དམངས་ཁྲོད་གཏམ་རྒྱུད།"),
]



def marc_page(cell_class: str) -> str:
    rows = "".join(f"<tr><td class='{cell_class}'>{number}</td><td class='label'>{name}</td><td class='value'>{value}"
                   f"</td></tr>" for number, name, value in MARC_FIELDS)
    return ("<html><head><title>record</title></head><body><nav><a href='/'>home</a> <a href='/search'>search</a></nav>"
            "<div id='record'><h1>ཕ་ཡུལ་གྱི་གཏམ་རྒྱུད་ཕྱོགས་བསྒྲིགས།</h1>"
            f"<table class='marc-fields'><tbody>{rows}</tbody></table></div>"
            "<footer><a href='/help'>help</a></footer></body></html>")


@pytest.mark.parametrize("cell_class", ["tag", "marc-tag tag", "field"])
def test_a_table_column_named_tag_is_kept(cell_class: str) -> None:
    text = "\n".join(extract(marc_page(cell_class)))
    assert all(number in text and value in text for number, _, value in MARC_FIELDS)


def test_a_tag_list_is_still_left_out() -> None:
    page = marc_page("field").replace(
        "</table>", "</table><div class='tags'><a href='/t/1'>གཏམ་རྒྱུད</a> <a href='/t/2'>དམངས་སྲོལ</a></div>")
    assert "དམངས་སྲོལ" not in "\n".join(extract(page))


# an old portal's layout table (our own article): the text's row, then a row of linked tags and a row of share links,
# each cell named as the bar it is (review h89)
LAYOUT_ARTICLE = ["ལོ་གསར་སླེབ་ཁར་ཁྱིམ་ཚང་ཚོས་ཁང་པ་གཙང་སེལ་བྱེད་པ་དང་། ཁ་ཟས་སྣ་ཚོགས་གྲ་སྒྲིག་བྱེད་ཀྱི་ཡོད།",
                  "ཟླ་བ་བཅུ་གཉིས་པའི་ཚེས་ཉེར་དགུའི་དགོང་མོ་དགུ་ཐུག་ཟ་བའི་སྲོལ་ཡོད་ཅིང་། ཁྱིམ་མི་ཚང་མ་འཛོམས།",
                  "ལོ་གསར་ཚེས་གཅིག་གི་ཐོ་རངས་ཆུ་ཁུར་དང་པོ་ལེན་དུ་འགྲོ་བ་དང་། ཉེ་འབྲེལ་ཚོར་བཀྲ་ཤིས་ཞུ་བར་འགྲོ།"]
LAYOUT_BARS = {
    "tags": "ཚིག་རྟགས། <a href='/t/1'>ལོ་གསར</a> <a href='/t/2'>དུས་ཆེན</a> <a href='/t/3'>སྲོལ་རྒྱུན</a>",
    "share": "མཉམ་སྤྱོད་བྱེད་ས། <a href='#wx'>སྐད་འཕྲིན</a> <a href='#wb'>ཝེ་པོ</a>",
}


@pytest.mark.parametrize("cell_class", LAYOUT_BARS)
def test_a_table_cell_of_linked_tags_or_share_buttons_is_left_out(cell_class: str) -> None:
    bar = LAYOUT_BARS[cell_class]
    page = ("<html><head><title>article</title></head><body><table><tr><td class='top'><a href='/'>home</a> | "
            "<a href='/news'>news</a></td></tr><tr><td class='body'><h1>ལོ་གསར</h1>"
            f"{''.join(f'<p>{line}</p>' for line in LAYOUT_ARTICLE)}</td></tr><tr><td class='{cell_class}'>{bar}</td></tr>"
            "</table></body></html>")
    lines = extract(page)
    assert all(line in lines for line in LAYOUT_ARTICLE)
    assert lxml.html.fragment_fromstring(f"<p>{bar}</p>").text_content() not in lines


# a product's own text (our own sentences), then readers' questions and answers and the seller's card
PRODUCT = ["ئۈزۈم قېقى تۇرپاندىكى باغلاردا ئۆستۈرۈلگەن، ھېچقانداق خىمىيىلىك دورا ئىشلىتىلمىگەن.",
           "ھەر بىر خالتىدا بىر كىلوگرام قۇرۇتۇلغان يېشىل ئۈزۈم بار، قۇياش نۇرىدا ئون بەش كۈن قۇرۇتۇلغان.",
           "سالقىن ۋە قۇرغاق جايدا ساقلاڭ، ئېچىلغاندىن كېيىن بىر ئاي ئىچىدە يەپ تۈگىتىڭ."]
QUESTIONS = ["سوئال: بۇ ئۈزۈم قېقىنى بالىلارغا بەرسە بولامدۇ؟ جاۋاب: بولىدۇ، ئۇنىڭدا ھېچقانداق قوشۇلما يوق.",
             "سوئال: ئۈرۈمچىگە قانچە كۈندە يېتىپ بارىدۇ؟ جاۋاب: ئادەتتە ئىككى ياكى ئۈچ كۈندە يېتىپ بارىدۇ."]
SELLER = "تۇرپان ئۈزۈم دۇكىنى · دۇكان نومۇرى 4.9 · يەتكۈزۈش مۇلازىمىتى ناھايىتى ياخشى، ئون يىللىق تەجرىبىمىز بار."


def product_page(qa_name: str, seller_name: str) -> str:
    questions = "".join(f"<div class='item'><p>{line}</p></div>" for line in QUESTIONS)
    return ("<html><head><title>product</title></head><body><nav><a href='/'>home</a> <a href='/cart'>cart</a></nav>"
            f"<main><h1>ئۈزۈم قېقى</h1><div class='desc'>{''.join(f'<p>{line}</p>' for line in PRODUCT)}</div>"
            f"<div class='{qa_name}' id='{qa_name}-1'><h3>سوئال ۋە جاۋاب</h3>{questions}</div>"
            f"<div class='{seller_name}'><p>{SELLER}</p></div></main>"
            "<footer><a href='/help'>help</a></footer></body></html>")


@pytest.mark.parametrize(("qa_name", "seller_name"), [
    ("qa-box", "seller-card"), ("askAnswer", "merchant-info"), ("ask-btf_feature_div", "shop-info"),
    ("product-qa", "store-card"),
])
def test_product_questions_and_the_seller_card_are_left_out(qa_name: str, seller_name: str) -> None:
    lines = extract(product_page(qa_name, seller_name))
    assert all(line in lines for line in PRODUCT)
    assert not any(line in lines for line in [*QUESTIONS, SELLER])


# a page's own records in boxes whose class holds a seller's or a Q&A box's name inside a longer word (our own text)
RECORDS = ["一位乡村教师在牧区度过的十年，记录了孩子们的成长和草原上四季的变化。",
           "作者走访了老城里的铜匠、乐器匠和织毯人，写下他们的手艺与家族的故事。",
           "沿着古老的商路从雅安一路走到拉萨，讲述沿途的村庄、寺院和往来的商人。"]


@pytest.mark.parametrize("name", ["bestseller-card", "task-wrap", "workshop-info", "bookstore-card"])
def test_records_in_boxes_named_with_a_longer_word_are_kept(name: str) -> None:
    boxes = "".join(f"<div class='{name}'><h3><a href='/b/{k}'>book {k}</a></h3><p>{line}</p></div>"
                    for k, line in enumerate(RECORDS))
    page = ("<html><head><title>books</title></head><body><nav><a href='/'>home</a> <a href='/cart'>cart</a></nav>"
            f"<h1>本月畅销书</h1><div class='list'>{boxes}</div><footer><a href='/help'>help</a></footer></body></html>")
    lines = extract(page)
    assert all(line in lines for line in RECORDS)


# an event's text and its discussion, each message a div.cmt (our own sentences)
EVENT = ["本周六上午十点，村图书馆举办藏文书法体验活动，由两位老师现场示范并指导大家练习。",
         "活动免费，笔墨纸张由图书馆准备，请参加的朋友提前十分钟到达一楼阅览室签到。",
         "活动结束后，大家的作品将在图书馆门厅展出一个月，欢迎家人朋友前来参观。"]
MESSAGES = ["小卓玛：请问可以带孩子一起参加吗？", "主办方：可以的，欢迎带孩子来。", "扎西：上次的老师讲得非常耐心。"]


@pytest.mark.parametrize("name", ["cmt", "cmts"])
def test_a_discussion_named_cmt_is_left_out(name: str) -> None:
    messages = "".join(f"<div class='{name}'>{line}</div>" for line in MESSAGES)
    page = ("<html><head><title>event</title></head><body><nav><a href='/'>home</a> <a href='/events'>events</a></nav>"
            f"<main><h1>藏文书法体验活动</h1><div class='intro'>{''.join(f'<p>{line}</p>' for line in EVENT)}</div>"
            f"<div id='{name}' class='section'><h2>讨论区</h2>{messages}</div></main></body></html>")
    lines = extract(page)
    assert all(line in lines for line in EVENT)
    assert not any(line in lines for line in MESSAGES)
