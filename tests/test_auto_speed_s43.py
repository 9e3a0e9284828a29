"""Session 43's speed work (h306): page-level gates of the government portal and media page steps, the same answers.

``gov_portals``' footer box, record table and attachment steps read the page's short block texts once
(``page_memo.block_literals``: one scan for all their gate literals) and pass over a page holding none; a page holding
some tries only those per block. ``media_pages`` searches a page's lowered names without the player's alternative
when no "player" is in them, and its fallback (non-ASCII names, no ``class_text`` gate) reads each ancestor's names
once. ``app_articles``' furniture finders run only on a page whose names hold their words, and ``icon_buttons``'
edit-tool gate reads the page's class values in one scan. Each page below is extracted twice, with the gates and with them opened (every literal "present", the whole
pattern searched): the texts must be the same, the gated step must still fire on its own kind of page, and a page the
gates skip keeps its story. Our own Tibetan, Uyghur, Chinese and English sentences.
"""

from __future__ import annotations

import lxml.html
import pytest
from lxml import etree

from extract.algorithms.auto import app_articles, gov_portals, icon_buttons, media_pages
from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.features import block_features
from extract.algorithms.auto.page_memo import block_literals
from tests.extraction_pages import LENDING_POINT, assert_page, auto_text, body_dom, paragraphs

ZH = LENDING_POINT["zh"]
BO = LENDING_POINT["bo"]
UG = LENDING_POINT["ug"]
EN = LENDING_POINT["en"]


def page(lang: str, body: str, title: str = "流动借书点") -> str:
    """A page in ``lang``: a menu, ``body`` after the title ``<h1>`` in an article box, a plain footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='nav'><ul><li><a href='/'>首页</a></li><li><a href='/news/'>新闻</a></li>"
            "<li><a href='/about/'>关于</a></li></ul></div>"
            f"{body}<div class='foot'><p>© 2024</p></div></body></html>")


def story(lang: str, lines: list[str], before: str = "", after: str = "", outside: str = "") -> str:
    """``before``, the title, the story's ``lines`` and ``after`` in one ``div.article``; ``outside`` after it."""
    return page(lang, f"<div class='article'>{before}<h1>流动借书点</h1><div class='content'>{paragraphs(lines)}"
                      f"</div>{after}</div>{outside}")


PORTAL_FOOTER = ("<div class='gov-footer'><p>主办单位：某县人民政府办公室</p><p>网站标识码：5400000042</p>"
                 "<p>藏公网安备 54010202000123号</p></div>")
RECORD_TABLE = ("<table class='xxgk'><tr><td>索引号：</td><td>11540000-2024-00789</td></tr>"
                "<tr><td>发文机关：</td><td>县文化局</td></tr><tr><td>成文日期：</td><td>2024年06月03日</td></tr>"
                "<tr><td>主题分类：</td><td>文化</td></tr></table>")
ATTACHMENTS = ("<div class='fujian'><p>附件：</p><p><a href='/files/lending-points.pdf'>流动借书点名单.pdf</a></p>"
               "<p><a href='/files/schedule.docx'>送书时间表.docx</a></p></div>")
BILIBILI_TOOLBAR = ("<div class='video-toolbar-container'><div class='video-like'><span class='video-like-info'>2345"
                    "</span></div><div class='video-coin'><span class='video-coin-info'>投币 67</span></div>"
                    "<div class='video-fav'><span class='video-fav-info'>收藏 89</span></div></div>")
# a video portal naming its boxes in Chinese (non-ASCII names: no class_text gate, the fallback climbs the blocks)
NON_ASCII_PLAYER = ("<div class='视频 bpx-player-container'><div class='控制栏'><span>00:00</span> / <span>08:15</span>"
                    "</div></div>")

# a WeChat article's end matter (``app_articles``' furniture names: its page gate opens on "rich_media_", "qr_code")
WECHAT_END = ("<div id='js_pc_qr_code' class='qr_code_pc_outer'><div class='qr_code_pc'><p>微信扫一扫<br>关注该公众号</p>"
              "</div></div><div class='wx_follow_context'><div class='wx_follow_tips'>继续滑动看下一个</div></div>")

# a phpBB 2 thread, each post's signature under its separator line inside the post's span (``signatures``' page gate:
# the separator's underscores in the page's text pieces)
SIGNATURE = "ئابدۇللا — كىتاب ئەڭ ياخشى دوست"
PHPBB2_ROWS = "".join(
    f"<tr><td class='row1'><span class='name'><b>ئەزا{i}</b></span></td><td class='row1'><table><tr><td>"
    f"<span class='postdetails'>Posted: Mon Jun 03, 2024</span></td></tr><tr><td><hr></td></tr><tr><td>"
    f"<span class='postbody'>{line}<br>_________________<br>{SIGNATURE}</span></td></tr></table></td></tr>"
    for i, line in enumerate(UG[:2]))

# name: (markup, kept sentences, furniture strings)
PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    # the gated steps still fire on their own kind of page
    "zh_portal_footer": (story("zh", ZH, outside=PORTAL_FOOTER), ZH, ["网站标识码", "公网安备", "主办单位"]),
    "zh_record_table": (page("zh", f"{RECORD_TABLE}<div class='article'><h1>流动借书点</h1>"
                                   f"<div class='content'>{paragraphs(ZH)}</div></div>"),
                        ZH, ["索引号", "11540000-2024-00789", "发文机关"]),
    "zh_attachments": (story("zh", ZH, after=ATTACHMENTS), ZH + ["流动借书点名单.pdf", "送书时间表.docx"], []),
    "zh_video_toolbar": (story("zh", ZH, before=BILIBILI_TOOLBAR), ZH, ["投币 67", "收藏 89"]),
    "zh_non_ascii_player": (story("zh", ZH, before=NON_ASCII_PLAYER), ZH, ["08:15"]),
    "zh_wechat_end": (story("zh", ZH, outside=WECHAT_END), ZH, ["关注该公众号", "继续滑动看下一个"]),
    "ug_forum_signature": (page("ug", f"<table class='forumline'>{PHPBB2_ROWS}</table>"), UG[:2],
                           [SIGNATURE, "_________________"]),
    # GUARD: underscores in a story's sentence (a form's blank), no separator line: the sentence stays whole
    "en_underscores_in_prose": (story("en", EN + ["Write your name here: ______________ and hand the form to the "
                                                  "librarian at the van's door before you leave."]),
                                EN + ["Write your name here: ______________ and hand the form"], []),
    # gated out: no gate literal, no media name; the story stays whole
    "bo_story": (story("bo", BO), BO, []),
    "ug_story": (story("ug", UG), UG, []),
    "en_story": (story("en", EN, before="<div class='video-list'><p>Watch: the library van on its round</p></div>"),
                 EN, []),
    # GUARD: the gate's literals in the story's own long sentences (附件, 相关, 索引号): a gate opened, nothing dropped
    "zh_literals_in_prose": (story("zh", ZH + ["会议通知的附件中列出了各乡镇借书点的地址，相关负责人请于月底前核对，"
                                               "并按索引号归档。"]),
                             ZH + ["会议通知的附件中列出了各乡镇借书点的地址"], []),
}


def _open_gates(monkeypatch: pytest.MonkeyPatch) -> None:
    """Open the page gates: every literal counts as present and the media names are searched whole."""
    monkeypatch.setattr(gov_portals, "block_literals", lambda dom, blocks, words, max_chars: tuple(words))
    monkeypatch.setattr(media_pages, "_names_media_part",
                        lambda names: media_pages.MEDIA_PAGE_NAME_RE.search(names) is not None)
    monkeypatch.setattr(app_articles, "names_may_hold", lambda dom, blocks, words: True)
    monkeypatch.setattr(app_articles, "class_text_may_hold", lambda dom, blocks, words: True)
    monkeypatch.setattr(media_pages, "any_block_named", lambda dom, ids, pattern, levels: any(
        named_within(dom, b, pattern, levels) >= 0 for b in ids))


@pytest.mark.parametrize("name", PAGES)
def test_kept_and_dropped(name: str) -> None:
    assert_page(name, *PAGES[name])


@pytest.mark.parametrize("name", PAGES)
def test_gates_change_no_text(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    markup = PAGES[name][0]
    gated = auto_text(markup)
    _open_gates(monkeypatch)
    assert auto_text(markup) == gated


@pytest.mark.parametrize(("lines", "words", "max_chars", "present"), [
    (["网站标识码：5400000042", ZH[0]], ("标识码", "附件"), 120, ("标识码",)),
    ([ZH[0], "附件：", BO[0]], ("标识码", "附件"), 80, ("附件",)),
    ([ZH[0] + ZH[1] + "附件"], ("附件",), 80, ()),  # the literal only in a long block: not a short block's
    (["索引", "号"], ("索引号",), 80, ()),  # never across two blocks
    ([UG[0], "قوشۇمچە ھۆججەت"], gov_portals.ATTACHMENT_GATE, 80, ("قوشۇمچە",)),
], ids=["zh_code", "zh_attachment", "long_block", "two_blocks", "ug"])
def test_block_literals_are_the_short_blocks_literals(lines: list[str], words: tuple[str, ...], max_chars: int,
                                                      present: tuple[str, ...]) -> None:
    dom = body_dom(paragraphs(lines))
    blocks = block_features(dom)
    assert block_literals(dom, blocks, words, max_chars) == present


@pytest.mark.parametrize("names", [
    "main-content video-list col-md-4", "bpx-player-container", "wrap audio_info", "site-player nav",
    "video-toolbar", "ytp-chrome-bottom", "player", "videoplayer", "nav audio", "", "display-player-x",
])
def test_media_names_answer_as_the_whole_pattern(names: str) -> None:
    assert media_pages._names_media_part(names) == (media_pages.MEDIA_PAGE_NAME_RE.search(names) is not None)


def test_record_label_words_are_the_pattern_literals() -> None:
    assert gov_portals.RECORD_LABEL_WORDS and all(
        any(word in label for word in gov_portals.RECORD_LABEL_WORDS)
        for label in ("索引号", "發文機關", "成文日期", "文号", "ཟུར་ཐོའི་ཨང", "ئىندېكس نومۇرى", "تېما تۈرى"))


# The gate ``icon_buttons._names_edit`` replaced: some element's class holds "edit" in any ASCII case.
EDIT_PREDICATE_XPATH = etree.XPath("boolean(//*[contains(translate(@class, 'EDIT', 'edit'), 'edit')])")


@pytest.mark.parametrize("body", [
    f"<h2>ལོ་རྒྱུས<span class='mw-editsection'><a href='?action=edit'>རྩོམ་སྒྲིག</a></span></h2><p>{BO[0]}</p>",
    f"<h2>تارىخى<span class='EditSection'><a>تەھرىرلەش</a></span></h2><p>{UG[0]}</p>",
    f"<p class='credit'>{EN[0]}</p><p class='edİt'>{EN[1]}</p>",  # a dotted capital I: "edi̇t" lowered, no "edit"
    f"<p class='red it'>{ZH[0]}</p>",  # the words apart: no "edit"
    f"<p>{ZH[1]}</p>",
], ids=["bo_editsection", "ug_upper_case", "dotted_i", "apart", "none"])
def test_edit_gate_answers_as_the_predicate(body: str) -> None:
    dom = body_dom(body)
    assert icon_buttons._names_edit(dom) is bool(EDIT_PREDICATE_XPATH(dom.elements[0]))


def test_edit_gate_reads_the_whole_document() -> None:
    root = lxml.html.document_fromstring(f"<html><body><div class='story'><p>{EN[2]}</p></div>"
                                         "<footer><a class='btn-Edit'>Edit</a></footer></body></html>")
    assert EDIT_PREDICATE_XPATH(root) and icon_buttons._names_edit(body_dom(
        f"<div class='story'><p>{EN[2]}</p></div><footer><a class='btn-Edit'>Edit</a></footer>"))
