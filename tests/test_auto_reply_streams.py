"""A stream of "<a>name</a>：text" replies under a status (Weibo's ``WB_feed_repeat``, no comment class near the
replies) is left out with its dates and buttons when the status is kept; a thread of such lines alone stays."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, auto_lines as extract
from tests.extraction_pages import kept_lines_scored

# a status and the replies under it (our own sentences)
STATUS = {
    "zh": "今天在湖边看到了第一批从南方飞回来的斑头雁，它们在浅水里找吃的，一点也不怕人。我拍了几张照片，等整理好再发上来。",
    "ug": "بۈگۈن كۆل بويىدا جەنۇبتىن قايتىپ كەلگەن تۇنجى توپ غازلارنى كۆردۈم، ئۇلار تېيىز سۇدا يەم ئىزدەپ يۈرەتتى.",
    "bo": "དེ་རིང་མཚོ་འགྲམ་དུ་ལྷོ་ཕྱོགས་ནས་ལོག་ཡོང་བའི་ངང་པ་ཚོགས་དང་པོ་མཐོང་། ཁོ་ཚོ་ཆུ་གཤོང་ནང་ཟས་འཚོལ་བཞིན་འདུག",
}
REPLIES = {
    "zh": ["我们村旁边的河滩上昨天也来了好几只。", "照片一定要发，想看看它们的样子。", "今年好像比去年来得早一些。"],
    "ug": ["بىزنىڭ يېزىمىزدىكى دەريا بويىغىمۇ تۈنۈگۈن بىرقانچىسى كەلدى.", "رەسىملىرىنى چوقۇم يوللاڭ، كۆرگۈم بار.",
           "بۇ يىل ئۆتكەن يىلدىكىدىن بالدۇر كەلگەندەك قىلىدۇ."],
    "bo": ["ང་ཚོའི་གྲོང་གསེབ་ཀྱི་གཙང་པོའི་འགྲམ་དུའང་ཁ་སང་ཁ་ཤས་ཡོང་།", "པར་ངེས་པར་དུ་སྐུར་རོགས།",
           "ད་ལོ་ན་ནིང་ལས་སྔ་ཙམ་ཡོང་བ་འདྲ།"],
}
NAMES = ("小卓玛", "nurgul88", "雪域书生")


def replies(lang: str) -> str:
    return "".join(
        f"<div class='list_li S_line1 clearfix' comment_id='{n}'><div class='WB_face W_fl'><a href='/u/{n}'>"
        f"<img src='/img/{n}.jpg' alt=''></a></div><div class='list_con'><div class='WB_text'><a href='/u/{n}'>"
        f"{NAMES[n]}</a>：{text}</div><div class='WB_func clearfix'><div class='WB_handle W_fr'><ul><li>"
        f"<a href='javascript:;'>reply</a></li></ul></div><div class='WB_from S_txt2'>2024-08-1{n + 1}</div></div>"
        f"</div></div>" for n, text in enumerate(REPLIES[lang]))


def status_page(lang: str) -> str:
    return (f"<html lang='{lang}'><head><title>status</title></head><body><div class='WB_frame'><div class='WB_feed'>"
            f"<div class='WB_cardwrap WB_feed_type'><div class='WB_detail'><div class='WB_info'><a href='/u/9'>birder</a>"
            f"</div><div class='WB_text W_f14'>{STATUS[lang]}</div></div><div class='WB_feed_repeat S_bg1'>"
            f"<div class='WB_repeat S_line1'><div class='repeat_list'><div class='list_box'><div class='list_ul'>"
            f"{replies(lang)}</div></div></div></div></div></div></div></div></body></html>")


@pytest.mark.parametrize("lang", STATUS)
def test_a_reply_stream_under_a_kept_status_is_left_out(lang: str) -> None:
    lines = extract(status_page(lang))
    assert STATUS[lang] in lines
    assert not any(reply in line for line in lines for reply in REPLIES[lang])
    assert not any(line.startswith("2024-08-1") for line in lines)


@pytest.mark.parametrize("lang", STATUS)
def test_a_thread_of_name_colon_lines_alone_stays(lang: str) -> None:
    page = (f"<html lang='{lang}'><head><title>thread</title></head><body><div class='thread'><div class='list_ul'>"
            f"{replies(lang)}</div></div></body></html>")
    lines = extract(page)
    assert all(any(reply in line for line in lines) for reply in REPLIES[lang])


# an anthology's page (our own text): an introduction, then sayings each opening with its linked author
SAYINGS = ["<a href='/p/1'>Grandmother</a>: the river does not hurry, yet it reaches the sea every year.",
           "<a href='/p/2'>The herder</a>: count the yaks at dusk, not at dawn, and you will sleep well.",
           "<a href='/p/3'>The teacher</a>: a letter learned today is a book read tomorrow."]
ANTHOLOGY = ("<html lang='en'><head><title>Sayings</title></head><body><h1>Sayings from the valley</h1>"
             "<p>These sayings were written down in the village over one winter, each beside the name of the person "
             "who said it first.</p><div class='sayings'>"
             + "".join(f"<div class='saying'><p>{saying}</p></div>" for saying in SAYINGS)
             + "</div></body></html>")


def test_an_anthology_s_named_sayings_stay() -> None:
    lines = extract(ANTHOLOGY)
    assert "Grandmother: the river does not hurry, yet it reaches the sea every year." in lines
    assert "The teacher: a letter learned today is a book read tomorrow." in lines


# a language lesson's dialogue (our own lines): each line opens with its speaker, linked to the line's recording, over
# its pinyin or translation; and an interview's turns, each speaker linked to a biography, over the answer's next
# paragraph
DIALOGUES = {
    "zh": [("王老师", "你好！你叫什么名字？", "Nǐ hǎo! Nǐ jiào shénme míngzi?"),
           ("小明", "老师好！我叫小明。", "Lǎoshī hǎo! Wǒ jiào Xiǎomíng."),
           ("王老师", "你是哪国人？", "Nǐ shì nǎ guó rén?"), ("小明", "我是中国人。", "Wǒ shì Zhōngguó rén.")],
    "bo": [("བཀྲ་ཤིས།", "ཁྱེད་རང་སྐུ་གཟུགས་བདེ་པོ་ཡིན་པས།", "Are you well?"),
           ("སྒྲོལ་མ།", "ལགས་སོ། ང་བདེ་པོ་ཡིན།", "Yes, I am well."),
           ("བཀྲ་ཤིས།", "ད་ལྟ་ག་པར་ཕེབས་ཀྱི་ཡོད།", "Where are you going now?")],
    "en": [("Editor", "How did you start collecting songs?", "It is a question I am asked at every talk."),
           ("Pema Lhamo", "With my grandmother, who sang while she wove.", "One winter I wrote the words down."),
           ("Editor", "What is the hardest part now?", "You have said it is no longer the travelling."),
           ("Pema Lhamo", "Time: the singers who know the long songs are old.", "When one dies, songs die too.")],
}


LEADS = {**STATUS, "en": "We talked to the collector at her home about three decades of recording the valley songs."}


def lesson_page(lang: str) -> str:
    lines = "".join(f"<div class='line'><p><a href='/audio/{n}.mp3'>{name}</a>：{said}</p><p>{gloss}</p></div>"
                    for n, (name, said, gloss) in enumerate(DIALOGUES[lang]))
    return (f"<html lang='{lang}'><head><title>lesson</title></head><body><h1>Greetings</h1>"
            f"<p>{LEADS[lang]}</p>{lines}</body></html>")


@pytest.mark.parametrize("lang", DIALOGUES)
def test_a_dialogue_s_linked_speakers_lines_stay(lang: str) -> None:
    lines = extract(lesson_page(lang))
    assert all(any(said in line for line in lines) and gloss in lines for _, said, gloss in DIALOGUES[lang])


# a blog post and its readers' responses, each record opening with a header of the linked name and the date alone
# (no class naming a comment: "response", which API documentation uses for its own parts); our own sentences
POST = {"zh": STATUS["zh"], "ug": STATUS["ug"], "bo": STATUS["bo"],
        "en": "The river road between the two market towns reopened on Monday after three weeks of repairs, and the "
              "first buses reached the square shortly before noon."}
RESPONSES = {**REPLIES, "en": ["Has anyone driven the new section yet?", "Yes, on Tuesday; it is smooth but slow.",
                               "Is the weekend bus running again?"]}
STAMPS = ("2025-04-01", "April 2, 2025", "2025-04-03 18:20")


def responses_page(lang: str, title: str = "") -> str:
    records = "".join(f"<div class='response'><div class='response-meta'><a href='/u/{n}'>{NAMES[n]}</a> · "
                      f"{STAMPS[n]}</div>{title and f'<h3>{title} {n}</h3>'}<div class='response-text'>{text}</div></div>"
                      for n, text in enumerate(RESPONSES[lang]))
    return (f"<html lang='{lang}'><head><title>post</title></head><body><main><article><h1>post</h1><p>{POST[lang]}"
            f"</p></article><div class='responses'><h3>3</h3>{records}</div></main></body></html>")


@pytest.mark.parametrize("lang", POST)
def test_responses_headed_by_a_name_and_a_date_under_a_post_are_left_out(lang: str) -> None:
    lines = kept_lines_scored(responses_page(lang), {}, KEPT)
    assert POST[lang] in lines
    assert not any(response in line for line in lines for response in RESPONSES[lang])


def test_teasers_headed_by_a_name_and_a_date_keep_their_titles_and_text() -> None:
    # a listing's records hold a heading (the teaser's title): no replies
    lines = kept_lines_scored(responses_page("en", "Notes from the road"), {}, KEPT)
    assert all(any(response in line for line in lines) for response in RESPONSES["en"])


# a listing's cards opening with a short linked title and its date, then the excerpt, under the listing's lead (our own
# sentences): a school's notices, a county's news, a shop's guests' letters
LEAD = {"zh": "本栏目发布学校的各类通知和公告，内容包括放假安排、教学活动和后勤服务等，请全校师生及家长及时查看，如有疑问请与学校办公室联系。",
        "ug": "بۇ سەھىپىدە ناھىيەمىزدىكى مائارىپ، دېھقانچىلىق ۋە قاتناش ساھەسىدىكى ئەڭ يېڭى ئەھۋاللار ھەققىدىكى قىسقا "
              "خەۋەرلەر ئېلان قىلىنىدۇ.",
        "bo": "ལེ་ཚན་འདིའི་ནང་སློབ་གྲྭའི་གསལ་བསྒྲགས་དང་གསར་འགྱུར་ཁག་འགོད་ཀྱི་ཡོད་པས་སློབ་མ་དང་ཕ་མ་ཚོས་དུས་ཐོག་ཏུ་ལྟ་རོགས་གནང་།",
        "en": "We ask every guest to write a few lines after their trip. Here are some of the letters we received this "
              "winter, printed with their permission."}
CARDS = {"zh": [("图书馆开放时间调整", "考试周期间图书馆延长开放至晚上十一点，周末照常开放。"),
                ("食堂新增早餐窗口", "一号食堂从下周一起新增两个早餐窗口，供应包子和豆浆。"),
                ("教师书法作品展", "教师书法作品展在艺术楼一楼展厅举行，欢迎师生参观。")],
         "ug": [("يېڭى مەكتەپ", "ناھىيەمىزدىكى يېڭى يېزا مەكتىپى بۈگۈن ئېچىلدى."),
                ("كەنت يولى", "كەنتنىڭ ئاساسلىق يولى رېمونت قىلىنىپ، ئاپتوبۇس قاتنىشى ئەسلىگە كەلدى."),
                ("كىتاب كۆرگەزمىسى", "شەھەرلىك كۇتۇپخانىدا ئۈچ كۈنلۈك كىتاب كۆرگەزمىسى ئۆتكۈزۈلدى.")],
         "bo": [("དཔེ་མཛོད་ཁང་།", "སློབ་གྲྭའི་དཔེ་མཛོད་ཁང་གསར་པ་ཟླ་བ་འདིའི་ནང་སྒོ་ཕྱེ་པ་རེད།"),
                ("གུང་སེང་།", "དགུན་དུས་ཀྱི་གུང་སེང་ཟླ་བ་གཉིས་པའི་ཚེས་བཅོ་ལྔ་ནས་འགོ་འཛུགས་རྒྱུ་ཡིན།"),
                ("སྨན་ཁང་།", "སློབ་གྲྭའི་སྨན་ཁང་དུ་ཉིན་རེར་སྨན་པ་གཉིས་ཡོད།")],
         "en": [("Maria Lopez", "The guides were patient with our children on the trek to the lake."),
                ("Tenzin Norbu", "The teachers explained grammar clearly and corrected my letters every week."),
                ("Li Wei", "The driver waited an hour when our bus from the city was late.")]}
LISTINGS = {  # the cards' row: a list beside the lead, or the lead's own parent
    "list": lambda cards: f"<ul class='list'>{''.join(f'<li>{card}</li>' for card in cards)}</ul>",
    "cards": lambda cards: "".join(f"<div class='card'>{card}</div>" for card in cards),
}


def listing_page(lang: str, row: str) -> str:
    cards = [f"<div class='t'><a href='/n/{n}'>{title}</a> {STAMPS[n]}</div><p class='s'>{excerpt}</p>"
             for n, (title, excerpt) in enumerate(CARDS[lang])]
    return (f"<html lang='{lang}'><head><title>list</title></head><body><main><article><h1>list</h1><p>{LEAD[lang]}"
            f"</p>{LISTINGS[row](cards)}</article></main></body></html>")


@pytest.mark.parametrize("row", LISTINGS)
@pytest.mark.parametrize("lang", LEAD)
def test_a_listings_cards_headed_by_a_title_and_a_date_under_its_lead_stay(lang: str, row: str) -> None:
    lines = kept_lines_scored(listing_page(lang, row), {}, KEPT)
    assert LEAD[lang] in lines
    assert all(any(excerpt in line for line in lines) for _, excerpt in CARDS[lang])
