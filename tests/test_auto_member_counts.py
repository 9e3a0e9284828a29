"""A forum member's pane told by the post count it repeats beside each of the member's posts
(``auto.member_counts.counted_member_panes``): a pane whose labels carry no colon ("Posts <b>1,077</b>", a Tibetan
label closed by a shad) is left out with its name, join date and place lines, in every language; a shop's cards of
one price, a thread's single pane and a story's own figures stay."""

from __future__ import annotations

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# per language: a thread's posts, the opener's first and last (our own sentences)
POSTS = {
    "bo": ["ལྷ་སའི་ཁྲོམ་ནས་སྣུམ་ཁང་གསར་པ་ཞིག་ལ་བསྐྱོད་པའི་ལམ་ཐག་དེ་སུས་ཤེས་སམ། ངས་ས་ཁྲ་ལ་བལྟས་ཀྱང་མ་རྙེད།",
           "ཁྲོམ་གྱི་ཤར་ཕྱོགས་ཀྱི་ལམ་ཆེན་བརྒྱུད་ནས་སྐར་མ་བཅུ་ཙམ་ཕྱིན་ན་ལམ་གཡོན་ལ་མཐོང་གི་རེད།",
           "ཐུགས་རྗེ་ཆེ། དེ་རིང་ཕྱི་དྲོ་ངས་ལམ་དེ་བརྒྱུད་ནས་བདེ་བླག་ངང་སླེབས་སོང་།"],
    "ug": ["قەشقەردىن تاشقورغانغا بارىدىغان ئاپتوبۇس قايسى بېكەتتىن قوزغىلىدۇ؟ ۋاقتىنى بىلىدىغانلار بارمۇ؟",
           "شەھەرنىڭ جەنۇبىدىكى بېكەتتىن ھەر كۈنى ئەتىگەن سائەت توققۇزدا بىر قېتىم قوزغىلىدۇ.",
           "رەھمەت، ئەتە ئەتىگەن شۇ بېكەتكە بېرىپ بېلەت ئالىمەن."],
    "zh": ["请问从拉萨去纳木错的班车在哪个车站坐？几点发车？我在网上查了半天也没找到。",
           "东郊客运站每天早上八点有一班，最好提前一天去买票，旺季人很多。",
           "谢谢，明天一早我就去东郊客运站买票，回来再跟大家说说路上的情况。"],
    "en": ["Does anyone know which station the bus to the lake leaves from? I could not find a timetable online.",
           "It leaves from the east bus station at eight every morning; buy the ticket the day before in summer.",
           "Thank you, I went this morning and the bus left right on time. The road was better than I feared."],
}
# per language: the pane's three lines, label and value, no colon (the value in <b>): join date, place, post count
PANE_LABELS = {"bo": ("ཐོ་འགོད་ཚེས་གྲངས།", "ས་གནས།", "འགྲེམས་ཡིག།"), "ug": ("تىزىملاتقان", "ئورنى", "يازما"),
               "zh": ("注册时间", "来自", "帖子"), "en": ("Join Date", "Location", "Posts")}
MEMBERS = (("dawa_tsering", "Jan 2012", "Lhasa", "1,077"), ("nurgul88", "Mar 2019", "Kashgar", "364"))
DIRECTION = {"bo": "ltr", "ug": "rtl", "zh": "ltr", "en": "ltr"}


def pane(lang: str, member: tuple[str, str, str, str]) -> str:
    """A vBulletin 3 re-skin's pane: the name, then the join date, place and post count, each "label <b>value</b>"."""
    name, joined, place, count = member
    return (f"<div class='tcell alt2'><div class='postmenu'><a class='bigusername' href='/members/{name}'>{name}</a>"
            "</div><div class='smallfont'>"
            + "".join(f"<div>{label} <b>{value}</b></div>" for label, value in zip(PANE_LABELS[lang],
                                                                                   (joined, place, count)))
            + "</div></div>")


def thread(lang: str, authors: tuple[int, ...] = (0, 1, 0)) -> str:
    """A thread of the language's posts, each its own table-like block: a header row, then the pane and the post
    side by side; the opener (member 0) writes the first and the last post."""
    posts = "".join(
        f"<div id='post{n}' class='tpost'><div class='trow thead'><div class='tcell'>2024-06-0{n + 1}</div>"
        f"<div class='tcell'>#{n + 1}</div></div><div class='trow'>{pane(lang, MEMBERS[author])}"
        f"<div class='tcell alt1'><div id='post_message_{n}'>{text}</div></div></div></div>"
        for n, (author, text) in enumerate(zip(authors, POSTS[lang])))
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><title>thread</title></head><body>"
            f"<div class='navbar'><a href='/'>forum</a></div><div id='posts'>{posts}</div></body></html>")


@pytest.mark.parametrize("lang", POSTS)
def test_a_member_pane_repeating_its_post_count_is_left_out(lang: str) -> None:
    lines = kept_lines_scored(thread(lang), {}, KEPT)
    assert all(post in lines for post in POSTS[lang])
    # the panes go: the opener's, whose count repeats, and the other member's, of the same tag path
    assert not any(label in line for line in lines for label in PANE_LABELS[lang])
    assert not any(name in line for line in lines for name, _, _, _ in MEMBERS)


# per language: a record's own facts, labelled as no member's profile field is: founded, place, pupils
FACT_LABELS = {"bo": ("བཙུགས་ལོ།", "ས་གནས།", "སློབ་མ།"), "ug": ("قۇرۇلغان", "ئورنى", "ئوقۇغۇچى"),
               "zh": ("创办", "地点", "学生"), "en": ("Founded", "Location", "Pupils")}


@pytest.mark.parametrize("lang", POSTS)
def test_panes_whose_counts_never_repeat_go_by_their_field_words(lang: str) -> None:
    # each member posts once: no count repeats, but the join date and the post count are a member's profile fields
    # (``auto.member_fields``)
    page = thread(lang, (0, 1)).replace(POSTS[lang][2], "")
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(post in lines for post in POSTS[lang][:2])
    assert not any(f"{PANE_LABELS[lang][2]} 1,077" in line for line in lines)


@pytest.mark.parametrize("lang", POSTS)
def test_boxes_whose_counts_never_repeat_and_name_no_member_field_stay(lang: str) -> None:
    # no count repeats and no label is a member's field: nothing tells the boxes from a record's facts
    page = thread(lang, (0, 1)).replace(POSTS[lang][2], "")
    for label, fact in zip(PANE_LABELS[lang], FACT_LABELS[lang]):
        page = page.replace(f"<div>{label} <b>", f"<div>{fact} <b>")
    lines = kept_lines_scored(page, {}, KEPT)
    assert any(f"{FACT_LABELS[lang][2]} 1,077" in line for line in lines)


# a shop's cards (our own text): each a box of the linked name and the price beside the description, the same price
# twice, the cards adjacent siblings (a listing's records)
CARDS = [("Yak wool scarf", "1,200", "Hand-spun yak wool, dyed with walnut husks, long enough to wrap twice."),
         ("Felt boots", "1,200", "Felted sheep wool boots with a leather sole, warm on a stone floor."),
         ("Butter lamp", "450", "A brass lamp hammered by a family workshop in the old town.")]
SHOP = ("<html lang='en'><head><title>Shop</title></head><body><h1>Winter goods</h1>"
        "<p>Everything here is made by families in the valley and shipped from the village post office.</p>"
        "<div class='cards'>"
        + "".join(f"<div class='card'><div class='meta'><a href='/goods/{n}'>{name}</a><div>Price <b>{price}</b></div>"
                  f"</div>"
                  f"<div class='about'>{about}</div></div>" for n, (name, price, about) in enumerate(CARDS))
        + "</div></body></html>")


def test_a_shop_s_adjacent_cards_of_one_price_keep_their_prices() -> None:
    lines = kept_lines_scored(SHOP, {}, KEPT)
    assert sum("Price 1,200" in line for line in lines) == 2


# a story (our own text) whose two fact boxes each give the same figure beside a paragraph, the boxes apart
STORY = ("<html lang='en'><head><title>Two schools</title></head><body><article><h1>Two village schools</h1>"
         "<div class='school'><div class='facts'><div>Pupils <b>140</b></div></div>"
         "<div class='text'>The upper school stands by the river and teaches the older children of four villages."
         "</div></div><p>Both schools opened a library this spring, with books in Tibetan and in Chinese.</p>"
         "<div class='school'><div class='facts'><div>Pupils <b>140</b></div></div>"
         "<div class='text'>The lower school is new and teaches the youngest children of the same villages.</div>"
         "</div></article></body></html>")


def test_a_story_s_fact_boxes_apart_keep_their_figures() -> None:
    # a figure repeated in two fact boxes of a story is its text: a pane repeats beside posts, the story's boxes are
    # read with the story (the model's keep decides them, no member rule drops them)
    lines = kept_lines_scored(STORY, {}, KEPT)
    assert sum("Pupils 140" in line for line in lines) == 2


# per language: a pane's count written the other ways (review h181): the number before its label, the script's own
# digits (Tibetan ༠-༩, Arabic-Indic ٠-٩ in a Uyghur board)
COUNT_FORMS = [
    ("en", "1,077 posts"), ("zh", "1077 帖"), ("bo", "འགྲེམས་ཡིག། ༡༠༧༧"), ("ug", "يازما ١٠٧٧"),
    ("bo", "༡༠༧༧ འགྲེམས་ཡིག"), ("ug", "١٠٧٧ يازما")]


@pytest.mark.parametrize(("lang", "count_line"), COUNT_FORMS)
def test_a_repeated_count_in_another_form_is_left_out_with_its_pane(lang: str, count_line: str) -> None:
    page = thread(lang).replace(f"{PANE_LABELS[lang][2]} <b>1,077</b>", count_line)
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(post in lines for post in POSTS[lang])
    assert not any(count_line in line for line in lines)
    assert not any(name in line for line in lines for name, _, _, _ in MEMBERS)


# per language: a story's sections (our own sentences), each with a small box of a linked name and one figure beside
# its paragraph, the figure the same in two boxes by chance: a report's districts and their schools, a match report's
# strikers and their goals
SECTION_BOXES = {
    "en": [("Nyingchi", "Schools 12", "Nyingchi opened two boarding schools this year, and every village child now "
                                      "has a place within a day's walk."),
           ("Shannan", "Schools 12", "Shannan also runs twelve schools, though three of them share one building "
                                     "while the old one is repaired.")],
    "zh": [("扎西", "进球 14", "扎西本赛季打进十四球，他说球队的配合比去年默契得多，年轻球员也敢于在禁区里拿球。"),
           ("次仁", "进球 14", "次仁同样打进十四球，两人并列射手榜第一，最后一轮比赛将决定谁能拿到最佳射手奖。")],
    "bo": [("ཉིང་ཁྲི།", "སློབ་གྲྭ། ༡༢", "ཉིང་ཁྲིར་ལོ་འདིར་སློབ་གྲྭ་གསར་པ་གཉིས་ཁ་ཕྱེ་བས་གྲོང་གསེབ་ཀྱི་བྱིས་པ་ཚང་མར་སློབ་སྦྱོང་གི་གོ་སྐབས་ཐོབ།"),
           ("ལྷོ་ཁ།", "སློབ་གྲྭ། ༡༢", "ལྷོ་ཁར་ཡང་སློབ་གྲྭ་བཅུ་གཉིས་ཡོད་ཀྱང་། དེའི་ནང་ནས་གསུམ་ཁང་པ་གཅིག་ཏུ་སློབ་ཁྲིད་བྱེད་ཀྱི་ཡོད།")],
    "ug": [("قەشقەر", "مەكتەپ 12", "قەشقەردە بۇ يىل ئىككى يېڭى مەكتەپ ئېچىلدى، يېزىدىكى بالىلارنىڭ ھەممىسى ئوقۇيالايدىغان بولدى."),
           ("خوتەن", "مەكتەپ 12", "خوتەندىمۇ ئون ئىككى مەكتەپ بار، لېكىن ئۇلارنىڭ ئۈچى بىر بىنادا دەرس ئۆتىدۇ.")],
}


def section_story(lang: str) -> str:
    """A story: its h1 and sections, each a heading, then the box (a linked name, one figure) beside the paragraph."""
    sections = "".join(
        f"<h2>{name}</h2><div class='section'><div class='facts'><a href='/s/{n}'>{name}</a><p>{figure}</p></div>"
        f"<div class='text'><p>{text}</p></div></div>"
        for n, (name, figure, text) in enumerate(SECTION_BOXES[lang]))
    return (f"<html lang='{lang}' dir='{DIRECTION[lang]}'><head><title>story</title></head><body><article>"
            f"<h1>story</h1>{sections}</article></body></html>")


@pytest.mark.parametrize("lang", SECTION_BOXES)
def test_a_story_s_small_boxes_of_one_figure_keep_it(lang: str) -> None:
    lines = kept_lines_scored(section_story(lang), {}, KEPT)
    assert all(text in lines for _, _, text in SECTION_BOXES[lang])
    assert sum(SECTION_BOXES[lang][0][1] in line for line in lines) == 2
