"""A short thread's posts are records of the page even when the board's footer lines (its copyright notice and the
software's credit, which ``furniture_veto`` leaves out) outweigh the two posts the model kept."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

DOUBTED = -1.4  # a post the model doubts: under auto.THRESHOLD, above the record rescue's floor
LEFT_OUT = -5.0  # the page's other blocks
# each language: two posts the model keeps, two it doubts (our own sentences), and the board's footer lines
POSTS = {
    "bo": (["མཉེན་ཆས་འདིའི་ཐ་སྙད་ཐོ་གཞུང་བོད་ཡིག་ཏུ་བསྒྱུར་བའི་ལས་གཞི་ཞིག་འགོ་འཛུགས་རྩིས་ཡོད།", "ངས་ཞལ་འདེབས་བྱེད་འདོད།"],
           ["ཐ་སྙད་གསར་པ་བཟོ་སྐབས་ཀློག་མཁན་གྱིས་གོ་བདེ་བར་དོ་སྣང་བྱེད་དགོས།", "བསམ་འཆར་ལེགས་པོ་རེད། ཐོ་གཞུང་མཉམ་སྤྱོད་ཡིག་ཆར་བཞག་ཡོད།"]),
    "ug": (["تەھرىرلىگۈچنى ئۇيغۇرچىلاشتۇرۇش تۈرىنى باشلىماقچىمىز.", "مەن قاتنىشىمەن."],
           ["ئاتالغۇ تاللىغاندا كۈندىلىك ئىشلىتىدىغان سۆزلەرنى ئويلىشىشىمىز كېرەك.", "توغرا، جەدۋەلنى ئورتاق ھۆججەتكە قويدۇم."]),
    "en": (["We are starting to translate the editor's menus; who wants to help?", "Count me in."],
           ["Let us pick the words people already use every day.", "Agreed, the glossary is in the shared folder now."]),
}
FOOTER = {  # the board's footer: a copyright notice and the software's credit, each on its line
    "bo": ["© 2024 བོད་ཀྱི་གླེང་སྟེགས། པར་དབང་ཡོངས་ཁྱབ། ཆོག་མཆན་མ་ཐོབ་པར་པར་སྐྲུན་མི་ཆོག ཟུར་དུ་བཀོད་པའི་དྲ་ཚིགས་ཀྱི་ལས་ཁུངས།",
           "Powered by Discourse"],
    "ug": ["© 2024 ئۇيغۇر مۇنبىرى. بارلىق ھوقۇقى ساقلانغان. رۇخسەتسىز كۆچۈرۈپ ئىشلىتىشكە بولمايدۇ، ئالاقە ئۈچۈن خەت يېزىڭ.",
           "Powered by Discourse"],
    "en": ["© 2024 The Translators' Board. All rights reserved. No part of this site may be copied without the editors' leave.",
           "Powered by Discourse"],
}


def thread(lang: str) -> str:
    kept, doubted = POSTS[lang]
    posts = "".join(f'<div class="topic-body crawler-post"><div class="crawler-post-meta"><span class="creator">user{n}</span></div>'
                    f'<div class="post">{escape(text)}</div></div>' for n, text in enumerate(kept + doubted))
    footer = "".join(f"<p>{escape(line)}</p>" for line in FOOTER[lang])
    return (f'<html lang="{lang}"><head><title>thread</title></head><body><div class="posts-container">{posts}</div>'
            f'<div id="ft">{footer}</div></body></html>')


@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_short_threads_doubted_posts_come_back_beside_the_footers_lines(lang: str) -> None:
    kept, doubted = POSTS[lang]
    scores = {text: KEPT for text in kept + FOOTER[lang]} | {text: DOUBTED for text in doubted}
    lines = kept_lines_scored(thread(lang), scores, LEFT_OUT)
    assert all(text in lines for text in kept + doubted)
    assert not any(line in lines for line in FOOTER[lang])
