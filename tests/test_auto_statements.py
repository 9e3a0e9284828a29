"""A publisher's statement under a post, named so by its class ("div.post_statement", "div.statement": 声明), is the
platform's notice, not the writer's text (``auto.statements``), whatever its words; a "mission-statement" section of
an about page is the page's own text."""

from __future__ import annotations

from dataclasses import replace

import lxml.html
import pytest

from extract.algorithms.auto.features import block_features
from extract.algorithms.auto.statements import statement_boxes
from extract.dom import build_dom
from tests.extraction_pages import auto_lines

# each language: a post of two paragraphs and the platform's notice under it (our own)
POSTS = {
    "zh": (["今年春天雨水充足，县里的果农说，苹果树开花比往年早了将近两个星期。",
            "农技站的技术员提醒大家注意防范晚霜，夜里气温低时可以在果园里熏烟保温。"],
           "特别声明：以上内容为用户上传并发布，仅代表作者观点。"),
    "bo": (["ད་ལོའི་དཔྱིད་ཁར་ཆར་པ་ལེགས་པོ་བབས་པས་ཀུ་ཤུ་ཤིང་གི་མེ་ཏོག་སྔར་ལས་གཟའ་འཁོར་གཉིས་སྔ་བ་ཤར།",
            "ཞིང་ལས་ལག་རྩལ་བས་མཚན་མོ་གྲང་ངར་ཆེ་དུས་སད་ཀྱི་གནོད་པར་གཟབ་ནན་བྱེད་དགོས་ཞེས་བརྡ་ཁྱབ་བྱས།"],
           "གསལ་བསྒྲགས། གོང་གི་ནང་དོན་ནི་སྤྱོད་མཁན་གྱིས་བསྐུར་བ་ཡིན།"),
    "ug": (["بۇ يىل ئەتىيازدا يامغۇر مول بولۇپ، ئالما دەرەخلىرى ئۆتكەن يىللاردىكىدىن ئىككى ھەپتە بۇرۇن چېچەكلىدى.",
            "يېزا ئىگىلىك تېخنىكا پونكىتى باغۋەنلەرنى كېچىلىك سوغۇقتىن ئېھتىيات قىلىشقا ئاگاھلاندۇردى."],
           "بايانات: يۇقىرىدىكى مەزمۇننى ئىشلەتكۈچى يوللىغان."),
    "en": (["The spring rains came early this year, and the apple trees flowered almost two weeks ahead of time.",
            "The farm office warned growers to watch for late frost and to keep smudge pots ready on cold nights."],
           "Notice: The content above is uploaded and posted by a user of this platform."),
}


def _page(lang: str, box: str) -> str:
    paragraphs, notice = POSTS[lang]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (f"<html lang='{lang}'><head><title>apples</title></head><body><nav><a href='/'>home</a> "
            f"<a href='/news'>news</a></nav><div class='post'><h1>apples</h1><div class='post_body'>{body}</div>"
            f"<div class='{box}'><p>{notice}</p></div></div><footer>© 2026 county news</footer></body></html>")


@pytest.mark.parametrize("box", ["post_statement", "statement"])
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_platform_s_statement_box_is_left_out(lang: str, box: str) -> None:
    paragraphs, notice = POSTS[lang]
    lines = auto_lines(_page(lang, box))
    assert all(paragraph in lines for paragraph in paragraphs)
    assert notice not in lines


# a page's own statement named by a compound class: hyphenated, or with an underscore as a notice box's
# ("post_statement") but naming the page's own kind ("mission")
@pytest.mark.parametrize(("tag", "box"), [("section", "mission-statement"), ("div", "mission_statement")])
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_mission_statement_box_stays(lang: str, tag: str, box: str) -> None:
    paragraphs, _ = POSTS[lang]
    page = (f"<html lang='{lang}'><head><title>about</title></head><body><main><h1>about</h1>"
            f"<{tag} class='{box}'><p>{paragraphs[0]}</p></{tag}><p>{paragraphs[1]}</p>"
            f"</main></body></html>")
    lines = auto_lines(page)
    assert all(paragraph in lines for paragraph in paragraphs)


# each language: a statement a page publishes as its own text, in three paragraphs (our own)
OWN_STATEMENTS = {
    "zh": ["我们只收集您在订阅时主动提供的信息，即您的姓名和电子邮件地址。",
           "我们仅用您的电子邮件地址发送通讯，不会出售或与广告商分享。",
           "您可以随时通过每期通讯底部的链接退订，我们会在三十天内删除您的资料。"],
    "bo": ["ས་གནས་སྲིད་གཞུང་གིས་དེ་རིང་སློབ་གྲྭའི་ལོ་རྒྱུས་ལས་འགུལ་གསར་པ་འགོ་འཛུགས་རྒྱུ་ཡིན་པ་བརྗོད།",
           "ལས་འགུལ་འདིའི་ནང་སློབ་ཕྲུག་ཚོས་རྒན་རབས་རྣམས་ལ་འདྲི་རྩད་བྱས་ནས་གྲོང་ཚོའི་ལོ་རྒྱུས་ཡི་གེར་འགོད་རྒྱུ་རེད།",
           "ལས་དོན་གྲུབ་འབྲས་ལོ་མཇུག་ཏུ་དཔེ་དེབ་ཏུ་པར་སྐྲུན་བྱ་རྒྱུ་ཡིན།"],
    "ug": ["بىز پەقەت مۇشتەرى بولغاندا ئۆزىڭىز بەرگەن ئىسمىڭىز ۋە ئېلخەت ئادرېسىڭىزنىلا توپلايمىز.",
           "ئېلخەت ئادرېسىڭىزنى پەقەت خەۋەرنامە ئەۋەتىشكە ئىشلىتىمىز، ھېچكىمگە ساتمايمىز.",
           "خالىغان ۋاقىتتا مۇشتەرىلىكتىن چېكىنەلەيسىز، ئۇچۇرلىرىڭىز ئوتتۇز كۈن ئىچىدە ئۆچۈرۈلىدۇ."],
    "en": ["We collect only the information you give us when you subscribe: your name and your email address.",
           "We use your email address to send you the newsletter and nothing else; we never sell it.",
           "You can unsubscribe at any time, and we delete your details within thirty days."],
}
# the page's long menu: the statement holds less than half of the page's text
MENU_LINKS = "".join(f"<a href='/s/{k}'>section number {k} of our site</a> " for k in range(30))


@pytest.mark.parametrize("box", ["statement", "privacy_statement", "press_statement"])
@pytest.mark.parametrize("lang", sorted(OWN_STATEMENTS))
def test_a_statement_the_page_publishes_stays(lang: str, box: str) -> None:
    # a privacy or press statement in several paragraphs under the page's headline, beside a long menu: a platform's
    # notice is a line or two
    paragraphs = OWN_STATEMENTS[lang]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    page = (f"<html lang='{lang}'><head><title>statement</title></head><body><nav class='menu'>{MENU_LINKS}</nav>"
            f"<div class='wrap'><h1>statement</h1><div class='{box}'>{body}</div></div></body></html>")
    lines = auto_lines(page)
    assert all(paragraph in lines for paragraph in paragraphs)


# a story's lines that quote or argue a platform's notice, and a blog's reprint notice (our own)
NOTICE_PROSE = [
    "他说，自己在每张照片下方都写明了“转载请注明出处”，但对方既没有署名，也没有联系过他。",
    "被告辩称其仅提供信息存储空间服务，在接到通知后已及时删除，不应承担赔偿责任。",
]
REPRINT_NOTICES = ["如需转载，请注明出处及作者。", "原创文章，转载请注明出处：example.com"]


@pytest.mark.parametrize("notice", REPRINT_NOTICES)
@pytest.mark.parametrize("prose", NOTICE_PROSE)
def test_a_story_quoting_a_notice_keeps_its_line_and_the_blog_s_notice_goes(prose: str, notice: str) -> None:
    paragraphs, _ = POSTS["zh"]
    body = "".join(f"<p>{p}</p>" for p in [paragraphs[0], prose, paragraphs[1], notice])
    page = (f"<html lang='zh'><head><title>news</title></head><body><main><h1>news</h1>{body}</main>"
            f"</body></html>")
    lines = auto_lines(page)
    assert prose in lines and paragraphs[1] in lines
    assert notice not in lines


# Blocks built without the classes the features read (``Blocks.classes`` None) find the same boxes from the elements
@pytest.mark.parametrize("box", ["post_statement", "statement", "mission-statement"])
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_the_boxes_are_the_same_with_or_without_the_features_classes(lang: str, box: str) -> None:
    dom = build_dom(lxml.html.document_fromstring(_page(lang, box)))
    blocks = block_features(dom)
    assert blocks.classes is not None
    found = statement_boxes(dom, blocks)
    assert found == statement_boxes(dom, replace(blocks, classes=None))
    assert bool(found) == (box != "mission-statement")
