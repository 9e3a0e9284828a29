"""Variant furniture: a page structure keeps the same parts whether it is filled with Chinese, English, Tibetan or
Uyghur text.

The evaluation fills each real page's markup again with Tibetan and Uyghur text, its furniture too, about twice as
long as the Chinese; the model's length features then lift short furniture over the threshold, and rules that read
the furniture's words fire in the original alone. These pages (our own markup and sentences) hold furniture that the
rules read by markup and place, not words: a portal's stream of linked titles after the story
(``linked_records``), and a platform's one-line note in a box named as a tip or as the source's address right after
the story (``trailing_notes``), the ``<h1>`` titles of a stream of cards under the story
(``headline.drop_card_headings``). In every language the story stays and the furniture goes; a listing whose linked
titles are the page, and a tip among the story's paragraphs, stay. A short Tibetan or Uyghur line the model kept by a
small margin, alone among left-out blocks, goes (``lone_lines``); one between the story's paragraphs, or kept with
confidence, stays.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import auto_lines, kept_lines_scored

LANGS = ("zh", "en", "bo", "ug")

# the story: a headline and three paragraphs (our own sentences)
STORY = {
    "zh": ("河边的小学开学了", [
        "九月的第一天，河边的小学迎来了新学期。孩子们背着新书包，在老师的带领下走进了刚刚粉刷过的教室，脸上满是笑容。",
        "校长介绍说，今年学校新建了一个图书室，添置了两千多本图书，还请来了两位年轻的音乐老师，每周开设合唱课。",
        "一位家长说，以前孩子要走一个小时的山路去镇上读书，现在家门口就有好学校，大家心里都踏实了。"]),
    "en": ("The school by the river opens its doors", [
        "On the first day of September the primary school by the river began its new term. The children walked into "
        "classrooms that had just been painted, carrying new bags and smiling at their teachers.",
        "The head teacher said that the school had built a library this year with more than two thousand books, and "
        "that two young music teachers now lead a choir class every week.",
        "One mother said her son used to walk an hour over the hill to the town school; now a good school stands at "
        "their door, and the whole village feels at ease."]),
    "bo": ("ཆུ་འགྲམ་གྱི་སློབ་ཆུང་སྒོ་ཕྱེ་བ།", [
        "ཟླ་བ་དགུ་པའི་ཚེས་གཅིག་ཉིན་ཆུ་འགྲམ་གྱི་སློབ་ཆུང་དུ་དུས་ཚིགས་གསར་པ་འགོ་ཚུགས། བྱིས་པ་རྣམས་ཀྱིས་སློབ་ཁུག་གསར་པ་ཁུར་ནས་"
        "དགེ་རྒན་གྱི་རྗེས་སུ་ཚོན་གསར་པ་བྱུགས་པའི་སློབ་ཁང་ནང་དུ་འཛུམ་མདངས་དང་བཅས་ཞུགས།",
        "སློབ་གྲྭའི་འགོ་འཛིན་གྱིས་བཤད་དོན། ད་ལོ་སློབ་གྲྭར་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་བཞེངས་ཤིང་དཔེ་དེབ་སྟོང་ཕྲག་གཉིས་ལྷག་བསྒྲིགས་ཡོད། "
        "དེ་མིན་རོལ་དབྱངས་དགེ་རྒན་ལང་ཚོ་གཉིས་གདན་ཞུས་ནས་གཟའ་འཁོར་རེར་མཉམ་གླུའི་སློབ་ཚན་འཁྲིད་ཀྱི་ཡོད།",
        "ཕ་མ་ཞིག་གིས་བཤད་དོན། སྔོན་ཆད་བྱིས་པས་ཆུ་ཚོད་གཅིག་རིང་རི་ལམ་བརྒྱུད་ནས་གྲོང་རྡལ་དུ་སློབ་སྦྱོང་ལ་འགྲོ་དགོས་པ་ལས། "
        "ད་ལྟ་སྒོ་མདུན་དུ་སློབ་གྲྭ་ལེགས་པོ་ཡོད་པས་ཚང་མའི་སེམས་ཁྲལ་མེད་པར་གྱུར།"]),
    "ug": ("دەريا بويىدىكى باشلانغۇچ مەكتەپ ئېچىلدى", [
        "سېنتەبىرنىڭ بىرىنچى كۈنى دەريا بويىدىكى باشلانغۇچ مەكتەپ يېڭى مەۋسۇمنى باشلىدى. بالىلار يېڭى سومكىلىرىنى "
        "كۆتۈرۈپ، ئوقۇتقۇچىلىرىنىڭ باشچىلىقىدا يېڭىدىن سىرلانغان سىنىپلارغا كۈلۈمسىرەپ كىردى.",
        "مەكتەپ مۇدىرى بۇ يىل مەكتەپتە يېڭى كۇتۇپخانا قۇرۇلغانلىقىنى، ئىككى مىڭدىن ئارتۇق كىتاب قويۇلغانلىقىنى، "
        "يەنە ئىككى ياش مۇزىكا ئوقۇتقۇچىسى ھەر ھەپتە خور دەرسى ئۆتىدىغانلىقىنى ئېيتتى.",
        "بىر ئانا بۇرۇن ئوغلى بازاردىكى مەكتەپكە بىر سائەت تاغ يولى مېڭىپ باراتتى، ھازىر ئىشىك ئالدىدىلا ياخشى "
        "مەكتەپ بار، ھەممەيلەننىڭ كۆڭلى توق بولدى، دېدى."]),
}

# a portal's stream of other stories after the story: linked title, column name (our own words)
STREAM = {
    "zh": [("城市新开三条公交线路", "城市"), ("夏天出游要注意防晒", "生活"), ("图书馆周末延长开放时间", "文化"),
           ("老街改造工程正式完工", "城市"), ("秋季运动会报名开始了", "体育"), ("新鲜水果价格持续下降", "财经"),
           ("山区公路雨季安全提示", "交通"), ("社区医院开设夜间门诊", "健康")],
    "en": [("Three new bus lines open in the city", "City"), ("Mind the sun on summer trips", "Life"),
           ("The library opens longer at weekends", "Culture"), ("Old street renovation is finished", "City"),
           ("Entries open for the autumn games", "Sport"), ("Fresh fruit prices keep falling", "Money"),
           ("Mountain roads in the rainy season", "Travel"), ("Clinic opens an evening service", "Health")],
    "bo": [("གྲོང་ཁྱེར་དུ་སྤྱི་སྤྱོད་རླངས་འཁོར་ལམ་ཐིག་གསུམ་གསར་དུ་ཁ་ཕྱེ་བ།", "གྲོང་ཁྱེར་གསར་འགྱུར།"),
           ("དབྱར་དུས་ཡུལ་སྐོར་སྐབས་ཉི་འོད་ལ་གཟབ་ནན་བྱེད་དགོས།", "འཚོ་བའི་སྐོར།"),
           ("དཔེ་མཛོད་ཁང་གཟའ་མཇུག་ཏུ་དུས་ཚོད་རིང་བར་སྒོ་འབྱེད།", "རིག་གནས།"),
           ("ལམ་རྙིང་ཉམས་གསོའི་ལས་གཞི་མཇུག་རྫོགས་པ།", "གྲོང་ཁྱེར་གསར་འགྱུར།"),
           ("སྟོན་དུས་ལུས་རྩལ་འགྲན་བསྡུར་གྱི་མིང་འགོད་འགོ་ཚུགས།", "ལུས་རྩལ།"),
           ("ཤིང་ཏོག་གསར་པའི་གོང་ཚད་རྒྱུན་ཆད་མེད་པར་མར་ཆག", "དཔལ་འབྱོར།"),
           ("ཆར་དུས་རི་ལམ་གྱི་བདེ་འཇགས་ལ་དོ་སྣང་།", "འགྲིམ་འགྲུལ།"),
           ("ཁུལ་གྱི་སྨན་ཁང་དུ་དགོང་མོའི་སྨན་བཅོས་འགོ་ཚུགས།", "འཕྲོད་བསྟེན།")],
    "ug": [("شەھەردە ئۈچ يېڭى ئاپتوبۇس لىنىيىسى ئېچىلدى", "شەھەر خەۋەرلىرى"),
           ("ياز ساياھىتىدە قۇياشتىن ساقلىنىشقا دىققەت قىلىڭ", "تۇرمۇش"),
           ("كۇتۇپخانا دەم ئېلىش كۈنلىرى ئۇزۇنراق ئېچىلىدۇ", "مەدەنىيەت"),
           ("كونا كوچىنى ئوڭشاش قۇرۇلۇشى تاماملاندى", "شەھەر خەۋەرلىرى"),
           ("كۈزلۈك تەنتەربىيە مۇسابىقىسىگە تىزىملىتىش باشلاندى", "تەنتەربىيە"),
           ("يېڭى مېۋە باھاسى داۋاملىق چۈشمەكتە", "ئىقتىساد"),
           ("يامغۇرلۇق پەسىلدە تاغ يولىدا بىخەتەرلىككە دىققەت", "قاتناش"),
           ("مەھەللە دوختۇرخانىسى كەچلىك داۋالاشنى باشلىدى", "ساغلاملىق")],
}

# a platform's note under the story, in a box of its own (our own words)
NOTES = {
    "zh": "以上内容为平台用户上传并发布，本平台仅提供信息存储服务。",
    "en": "The content above was posted by a user of the platform; the platform only stores it.",
    "bo": "གོང་གི་ནང་དོན་ནི་དྲ་སྟེགས་སྤྱོད་མཁན་གྱིས་བསྐུར་བ་ཡིན། དྲ་སྟེགས་ཀྱིས་ཉར་ཚགས་ཁོ་ན་བྱེད།",
    "ug": "يۇقىرىقى مەزمۇننى سۇپا ئىشلەتكۈچىسى يوللىغان، سۇپا پەقەت ساقلاپلا بېرىدۇ.",
}

# a how-to's own tip, among its paragraphs (our own words)
TIPS = {
    "zh": "小提示：新书包最好选择肩带宽一点的，孩子背着更舒服。",
    "en": "Tip: choose a school bag with wide straps; it is easier on a child's shoulders.",
    "bo": "གསལ་འདེབས། སློབ་ཁུག་གསར་པ་ཉོ་སྐབས་ཐག་པ་ཞེང་ཆེ་བ་འདེམས་ན་བྱིས་པའི་ཕྲག་པར་བདེ་བོ་ཡོང་།",
    "ug": "ئەسكەرتىش: يېڭى سومكىنىڭ تاسمىسى كەڭرەك بولسا، بالىنىڭ مۈرىسىگە ئوڭاي بولىدۇ.",
}


def _story(lang: str) -> tuple[str, str]:
    title, paras = STORY[lang]
    return f"<h1>{escape(title)}</h1>", "".join(f"<p>{escape(p)}</p>" for p in paras)


def stream_page(lang: str) -> str:
    """A portal's story, then its "recommended" stream: sibling boxes of one class, each a thumbnail link, a linked
    title, the column's name and a linked count of comments (ifeng's layout)."""
    head, paras = _story(lang)
    cards = "".join(
        f'<div class="info_box clearfix"><div class="pic"><a href="/c/{i}"><img src="/i/{i}.jpg"></a></div><div>'
        f'<p class="text"><a href="/c/{i}" title="{escape(t)}">{escape(t)}</a></p>'
        f'<p class="time"><span>{escape(col)}</span></p><div class="cmt"><a href="/cm/{i}">{i + 3}</a></div></div></div>'
        for i, (t, col) in enumerate(STREAM[lang]))
    return (f'<html><head><meta charset="utf-8"><title>t</title></head><body><div class="main">'
            f'<div class="art">{head}<div class="content">{paras}</div></div>'
            f'<div class="rec"><div class="list_box">{cards}</div></div></div></body></html>')


def listing_page(lang: str) -> str:
    """A section page: its heading, then the same boxes of linked titles as its whole content."""
    cards = "".join(
        f'<div class="info_box"><p class="text"><a href="/c/{i}">{escape(t)}</a></p>'
        f'<p class="time"><span>2024-09-0{i + 1}</span></p></div>'
        for i, (t, _col) in enumerate(STREAM[lang]))
    return (f'<html><head><meta charset="utf-8"><title>t</title></head><body><div class="main">'
            f'<h1>{escape(STORY[lang][0])}</h1><div class="list_box">{cards}</div></div></body></html>')


def noted_page(lang: str, name: str) -> str:
    """A story whose platform note sits in a box of its own, named ``name`` (a class and an id), after the story's box
    (360kuai's ``div#kch-tip``, a poetry site's ``div.original_url``)."""
    head, paras = _story(lang)
    return (f'<html><head><meta charset="utf-8"><title>t</title></head><body><div class="detail">{head}'
            f'<div class="author">2024-09-01</div><div class="content">{paras}</div>'
            f'<div class="{name}" id="{name}">{escape(NOTES[lang])}</div>'
            f'<div class="bottom"><span>&nbsp;</span></div></div></body></html>')


def tip_page(lang: str) -> str:
    """A how-to whose own tip, in a box named "tip", sits among its paragraphs."""
    head, _paras = _story(lang)
    paras = [f"<p>{escape(p)}</p>" for p in STORY[lang][1]]
    return (f'<html><head><meta charset="utf-8"><title>t</title></head><body><div class="detail">{head}'
            f'<div class="content">{paras[0]}{paras[1]}<div class="tip">{escape(TIPS[lang])}</div>{paras[2]}</div>'
            f'</div></body></html>')


def _every_block_kept(markup: str) -> list[str]:
    """The lines the steps keep when the model passes every block (what a longer fill does to short furniture)."""
    return kept_lines_scored(markup, {}, 1.0)


@pytest.mark.parametrize("lines", [auto_lines, _every_block_kept], ids=["auto", "all-passed"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_stream_of_linked_titles_after_the_story_goes_in_every_language(lang: str, lines) -> None:  # noqa: ANN001
    text = "\n".join(lines(stream_page(lang)))
    assert all(p in text for p in STORY[lang][1])
    assert [t for pair in STREAM[lang] for t in pair if t in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_listing_of_linked_titles_keeps_them_in_every_language(lang: str) -> None:
    """The same boxes, the page's whole content (no story before them): the titles are its text."""
    text = "\n".join(_every_block_kept(listing_page(lang)))
    assert all(t in text for t, _col in STREAM[lang])


@pytest.mark.parametrize("lines", [auto_lines, _every_block_kept], ids=["auto", "all-passed"])
@pytest.mark.parametrize("name", ["kch-tip", "article_tips", "original_url", "source-link"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_platform_note_after_the_story_goes_in_every_language(lang: str, name: str, lines) -> None:  # noqa: ANN001
    text = "\n".join(lines(noted_page(lang, name)))
    assert all(p in text for p in STORY[lang][1]) and NOTES[lang] not in text


@pytest.mark.parametrize("lang", LANGS)
def test_a_tip_among_the_story_paragraphs_stays(lang: str) -> None:
    text = "\n".join(_every_block_kept(tip_page(lang)))
    assert all(p in text for p in STORY[lang][1]) and TIPS[lang] in text


def card_stream_page(lang: str) -> str:
    """A story under its ``<h1>``, then a stream of cards each titled by an ``<h1>`` of one class (360kuai's layout)."""
    _head, paras = _story(lang)
    headline = f'<h1 class="article__title">{escape(STORY[lang][0])}</h1>'
    cards = "".join(
        f'<div class="card"><div class="card__img"><a href="/c/{i}"><img src="/i/{i}.jpg"></a></div>'
        f'<h1 class="card__title">{escape(t)}</h1></div>' for i, (t, _col) in enumerate(STREAM[lang][:5]))
    return (f'<html><head><meta charset="utf-8"><title>t</title></head><body><div class="detail">'
            f'{headline}<div class="content">{paras}</div></div>'
            f'<div class="feed">{cards}</div></body></html>')


@pytest.mark.parametrize("lines", [auto_lines, _every_block_kept], ids=["auto", "all-passed"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_h1_titles_of_cards_under_the_story_go_in_every_language(lang: str, lines) -> None:  # noqa: ANN001
    text = "\n".join(lines(card_stream_page(lang)))
    assert all(p in text for p in STORY[lang][1])
    assert [t for t, _col in STREAM[lang][:5] if t in text] == []


# a short label in a side box, set apart from the story (our own words): a video's "next" tool tip
LABELS = {
    "bo": "རྗེས་མའི་བརྙན་ཐུང་།",
    "ug": "كېيىنكى سىنئالغۇ",
}
DOUBTED = -0.5  # a stage-2 logit just over the threshold (-1.0): the model doubted the line
SURE = 3.0  # a confident paragraph's


def labelled_page(lang: str, beside_story: bool) -> str:
    """A story and a short label: in a side box of its own after the story, or (``beside_story``) as a line of the
    story between its paragraphs."""
    head, _paras = _story(lang)
    paras = [f"<p>{escape(p)}</p>" for p in STORY[lang][1]]
    label = f'<div class="tip_text">{escape(LABELS[lang])}</div>'
    body = (f'<div class="content">{paras[0]}{label}{paras[1]}{paras[2]}</div>' if beside_story
            else f'<div class="content">{"".join(paras)}</div><div class="side"><ul><li><a href="/x">x</a></li></ul>'
                 f'<div class="box"><span></span></div>{label}<div class="nav"><a href="/y">y</a></div></div>')
    return f'<html><head><meta charset="utf-8"><title>t</title></head><body>{head}{body}</body></html>'


def _scored(markup: str, lang: str, label_score: float) -> str:
    scores = {p: SURE for p in STORY[lang][1]} | {STORY[lang][0]: SURE, LABELS[lang]: label_score}
    return "\n".join(kept_lines_scored(markup, scores, -5.0))


@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_lone_short_line_the_model_doubted_goes(lang: str) -> None:
    text = _scored(labelled_page(lang, beside_story=False), lang, DOUBTED)
    assert all(p in text for p in STORY[lang][1]) and LABELS[lang] not in text


@pytest.mark.parametrize(("beside_story", "label_score"), [(True, DOUBTED), (False, SURE)],
                         ids=["between-paragraphs", "confident"])
@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_short_line_among_the_story_or_kept_with_confidence_stays(lang: str, beside_story: bool,
                                                                    label_score: float) -> None:
    text = _scored(labelled_page(lang, beside_story), lang, label_score)
    assert all(p in text for p in STORY[lang][1]) and LABELS[lang] in text
