"""A dated byline with its source ("发布时间：2024-04-11 来源：新华社", "Published: ... · Source: ...") is a meta line."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, kept_lines_scored, meta_line_page


@pytest.mark.parametrize(("lang", "meta"), [
    ("zh", "发布时间：2024-04-11 来源：县林业局"),
    ("zh", "来源：县林业局 发布时间：2024-04-11"),
    ("zh", "Published: 2024-04-11 · Source: County Forestry Office"),
    ("ug", "ئېلان قىلىنغان ۋاقىت: 2024-04-11 · مەنبە: ناھىيەلىك ئورمانچىلىق ئىدارىسى"),
    ("ug", "يوللانغان ۋاقتى: 2024-04-11 | مەنبە: شەھەر خەۋەرلىرى"),
    ("bo", "ཁྱབ་བསྒྲགས་ཚེས་གྲངས། ༢༠༢༤-༠༨-༢༨ | ཁུངས། རྫོང་གི་དྲ་བ།"),
    ("bo", "སྤེལ་དུས། 2024-08-28 · ཁུངས། ཡུལ་ཚོའི་གསར་འགྱུར།"),
    ("zh", "来源：县融媒体中心 2024-09-03"),  # the source and the date, no posting verb
    ("zh", "来源：县融媒体中心 2024-09-03 10:12"),
    ("bo", "来源：县教育局 ཁུངས། རྫོང་གི་སློབ་གསོ་ཅུས། 2024-09-03"),  # a bilingual page names its source twice
    ("ug", "مەنبە: شەھەرلىك مائارىپ ئىدارىسى 2024-09-03"),
])
def test_a_dated_byline_with_its_source_is_left_out(lang: str, meta: str) -> None:
    lines = kept_lines_scored(meta_line_page(lang, meta), {}, KEPT)
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert meta not in lines


@pytest.mark.parametrize("sentence", [
    "发布时间：2024-04-11 来源：县林业局。今年春天全县共种下五万棵杨树，比去年多了一倍。",  # the body runs on after it
    "Source: the census of 2024-04-11 counted four hundred families in the valley.",  # a sentence opening with "Source"
])
def test_a_sentence_after_or_with_a_source_is_kept(sentence: str) -> None:
    assert sentence in kept_lines_scored(meta_line_page("zh", sentence), {}, KEPT)


@pytest.mark.parametrize(("lang", "note"), [
    ("zh", "Source: The Valley Courier, published 12 March 1987."),  # a reprint's closing attribution
    ("zh", "来源：县统计局，更新于2024年2月29日"),  # a table's source note
    ("ug", "مەنبە: «تاغ گېزىتى»، ئېلان قىلىنغان ۋاقتى: 1987-03-12"),
])
def test_a_source_note_joined_to_its_date_by_a_comma_is_kept(lang: str, note: str) -> None:
    body = "".join(f"<p>{escape(p)}</p>" for p in PARAGRAPHS[lang])
    page = (f"<html><head><title>story</title></head><body><article><h1>story</h1>{body}<p>{escape(note)}</p>"
            "</article></body></html>")
    lines = kept_lines_scored(page, {}, KEPT)
    assert note in lines
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])


LINK_TEXTS = {"bo": "ཡུལ་ཚོར་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་བཙུགས།", "ug": "يېزىدا يېڭى كۇتۇپخانا قۇرۇلدى", "zh": "村里新建的图书馆下周一正式向村民开放"}


@pytest.mark.parametrize(("lang", "label"), [
    ("bo", "上一篇 གོང་མ།"),  # a bilingual page's previous and next labels, in both its languages
    ("bo", "下一篇 རྗེས་མ།"),
    ("ug", "上一篇 ئالدىنقى:"),
    ("zh", "下一篇 Next:"),
])
def test_a_bilingual_previous_or_next_line_is_left_out(lang: str, label: str) -> None:
    body = "".join(f"<p>{escape(p)}</p>" for p in PARAGRAPHS[lang])
    line = f"<p>{escape(label)} <a href='/s/2.html'>{escape(LINK_TEXTS[lang])}</a></p>"
    page = f"<html><head><title>story</title></head><body><article>{body}<div class='prenext'>{line}</div></article></body></html>"
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert not any(LINK_TEXTS[lang] in kept for kept in lines)
