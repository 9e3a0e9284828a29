"""Session 43, final read f5 (m5): pages for the reviewer's findings on ``structured_pages``, ``gov_portals`` and
``icon_buttons``.

A Chinese story's safety box and callout between its paragraphs (its prose runs under 80 characters a paragraph) and
an English story's closing "safety-tips" section under its own heading stay (``structured_pages._last_prose``, the
heading guard); a classified's bare safety note after the ad still goes. Tibetan and Uyghur button labels alone in a
paragraph between a story's paragraphs, where the model keeps them, go (``WIDGET_LABEL_RE``'s bo and ug branches).
A Tibetan QR prompt opening on the code alone is a portal's line (``TIBETAN_QR_GATE``); a record label followed by a
long run of spaces is read in linear time (``RECORD_LABEL_RE``); the edit gate's page memo key is qualified. Our own
sentences.
"""

from __future__ import annotations

import time

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto import gov_portals, icon_buttons
from extract.dom import build_dom
from tests.extraction_pages import assert_spec, auto_text, lang_page, paragraphs

# Chinese paragraphs of one or two sentences, each under structured_pages.PROSE_AFTER_CHARS (80) characters
ZH_STORM = ["今天傍晚起，拉萨及周边地区将出现强降雨，局部地方的雨量可能超过五十毫米。",
            "气象部门表示，这次降雨过程将持续到后天上午，山区可能发生泥石流和山体滑坡。",
            "市防汛办已经派出工作组赶往各个县区，检查水库、河堤和在建工地的防汛准备情况。",
            "学校和幼儿园明天照常上课，但校方会根据雨情变化随时调整放学时间并通知家长。"]
ZH_TIP = "暴雨期间请尽量少出门，不要在河边和山脚停留，开车时放慢速度并打开雾灯。"
ZH_DOCS = ["这个页面介绍社区论坛的基本规则，以及版主希望每一位会员遵守的事项。",
           "新发的帖子会在一天之内由志愿者审核，违反规则的内容会被直接隐藏。"]
ZH_DOCS_SAFETY = "任何时候都不要把自己的密码告诉别人，包括网站的工作人员。"
EN_RIDE = ["The road over the pass climbs nine kilometres through pine forest before it reaches the monastery gate.",
           "Most riders stop at the tea house halfway up, where the owner keeps a pump and a box of spare inner tubes.",
           "From the gate the view opens over the whole valley, and on a clear morning the snow peaks show.",
           "The descent on the far side is steep and narrow, with sharp bends and loose gravel after the summer rains."]
EN_RIDE_TIP = "Always wear a helmet and check both of your brakes before every descent down the pass road."
ZH_AD = ["城北一套一居室出租，房子在六楼，朝南采光好，冰箱洗衣机空调都有，随时可以入住。",
         "附近有公交站和菜市场，步行十分钟到医院，适合上班族或者陪读的家长租住。"]
ZH_AD_TIP = "看房之前不要支付任何定金，遇到要求先转账的一律是骗子。"
BO_STORY = ["ཟླ་བ་རྗེས་མའི་ཚེས་བཅུའི་ཉིན་གྲོང་ཁྱེར་གྱི་རིག་གཞུང་ཁང་དུ་བོད་ཀྱི་ཟློས་གར་གསར་པ་ཞིག་འཁྲབ་སྟོན་བྱེད་རྒྱུ་ཡིན།",
            "ཟློས་གར་དེའི་ནང་དུ་འབྲོག་པའི་ཚོ་བ་ཞིག་གིས་དགུན་ཁའི་ཁ་བ་ཆེན་པོའི་ཁྲོད་ཕྱུགས་སྲུང་སྐྱོབ་བྱས་པའི་ལོ་རྒྱུས་འཁྲབ་ཀྱི་ཡོད།",
            "འཁྲབ་སྟོན་པ་ཚང་མ་ཡུལ་སྡེ་ཁག་ནས་ཡོང་བའི་ན་གཞོན་ཡིན་ཞིང་། ཁོ་ཚོས་ཟླ་བ་གསུམ་རིང་སྦྱོང་བརྡར་བྱས་ཡོད།"]
UG_STORY = ["ئاينىڭ ئاخىرىدا شەھەرلىك تىياتىرخانىدا يېڭى بىر ئۇيغۇر درامىسى قويۇلىدۇ، تاماشىبىنلارنى قىزغىن قارشى ئالىمىز.",
            "درامىدا بىر يېزا ئوقۇتقۇچىسىنىڭ تاغ كەنتىدىكى بالىلار ئۈچۈن مەكتەپ ئاچقان ھېكايىسى سۆزلىنىدۇ.",
            "رول ئالغۇچىلارنىڭ كۆپىنچىسى ياش سەنئەتكارلار بولۇپ، ئۇلار ئۈچ ئاي مەشىق قىلغان."]


def page(lang: str, body: str, title: str = "t") -> str:
    """``body`` in a page of ``lang`` under a site menu and over a footer."""
    menu = "".join(f"<li><a href='/s/{k}'>Section {k}</a></li>" for k in range(6))
    return lang_page(lang, title, f"<header><ul class='menu'>{menu}</ul></header><main>{body}</main>"
                                  "<footer><p>© 2026 Example</p></footer>")


def story(lang: str, head: str, body: str) -> str:
    """A story page: its ``<h1>`` and ``body`` in an article box."""
    return page(lang, f"<div class='article'><h1>{head}</h1><div class='content'>{body}</div></div>")


# 1-2: the "prose after the box" guard reads Chinese paragraphs; a story's closing safety section keeps its heading
# name: (markup, kept strings, dropped strings)
PROSE_PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "zh_safety_box_between_paragraphs": (
        story("zh", "拉萨今夜有暴雨", paragraphs(ZH_STORM[:1]) + "<div class='sec'><h2>安全提示</h2>"
              + paragraphs([ZH_TIP]) + "</div>" + paragraphs(ZH_STORM[1:])),
        ["安全提示", ZH_TIP] + ZH_STORM, []),
    "zh_health_safety_callout": (
        story("zh", "拉萨今夜有暴雨", paragraphs(ZH_STORM[:2]) + f"<aside class='safety-tips'><p>{ZH_TIP}</p></aside>"
              + paragraphs(ZH_STORM[2:])),
        [ZH_TIP] + ZH_STORM, []),
    "zh_docs_one_line_section": (
        page("zh", "<div class='body' role='main'><section id='board'><h1>论坛规则</h1>" + paragraphs(ZH_DOCS)
             + f"</section><section><h2>安全提示</h2><p>{ZH_DOCS_SAFETY}</p></section>"
             + "<section><h2>版主管理</h2>" + paragraphs(ZH_DOCS[1:]) + "</section></div>"),
        ["安全提示", ZH_DOCS_SAFETY, "版主管理"] + ZH_DOCS, []),
    "en_closing_safety_section": (
        page("en", "<article><h1>Riding the pass</h1>" + paragraphs(EN_RIDE) + "<div class='safety-tips'>"
             f"<h2>Before you ride</h2><p>{EN_RIDE_TIP}</p></div></article>"),
        ["Before you ride", EN_RIDE_TIP] + EN_RIDE, []),
    # guard: a classified's bare safety note after the ad and its similar ads still goes
    "zh_classified_safety_note": (
        page("zh", "<div class='house-title'><h1>城北一居室出租</h1></div><div class='house-desc'>" + paragraphs(ZH_AD)
             + f"</div><div class='safety-tips'><p>{ZH_AD_TIP}</p></div><div class='similar-ads'><h3>相似房源</h3>"
             "<ul><li><a href='/h/1'>城东两居室</a></li><li><a href='/h/2'>城西单间</a></li>"
             "<li><a href='/h/3'>地铁口一居室</a></li></ul></div>"),
        ZH_AD, [ZH_AD_TIP, "相似房源"]),
}

# 3: Tibetan and Uyghur button labels alone in a paragraph between a story's paragraphs, where the model keeps them
# (each page fails with the three structured_pages steps switched off)
LABEL_PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "bo_ticket_label": (story("bo", "ཟློས་གར་གསར་པ།", paragraphs(BO_STORY[:2]) + "<p>འཛུལ་འཁྱེར་ཉོ།</p>"
                              + paragraphs(BO_STORY[2:])),
                        BO_STORY, ["འཛུལ་འཁྱེར་ཉོ"]),
    "bo_calendar_label": (story("bo", "ཟློས་གར་གསར་པ།", paragraphs(BO_STORY[:2]) + "<p>ལོ་ཐོར་འཇུག</p>"
                                + paragraphs(BO_STORY[2:])),
                          BO_STORY, ["ལོ་ཐོར་འཇུག"]),
    "ug_ticket_label": (story("ug", "يېڭى درامما", paragraphs(UG_STORY[:2]) + "<p>بېلەت سېتىۋېلىش</p>"
                              + paragraphs(UG_STORY[2:])),
                        UG_STORY, ["بېلەت سېتىۋېلىش"]),
    "ug_calendar_label": (story("ug", "يېڭى درامما", paragraphs(UG_STORY[:2]) + "<p>كالېندارغا قوشۇش</p>"
                                + paragraphs(UG_STORY[2:])),
                          UG_STORY, ["كالېندارغا قوشۇش"]),
    "ug_apply_print_row": (story("ug", "يېڭى درامما", paragraphs(UG_STORY[:2]) + "<p>ئىلتىماس سۇنۇش | بېسىپ چىقىرىش</p>"
                                 + paragraphs(UG_STORY[2:])),
                           UG_STORY, ["ئىلتىماس سۇنۇش", "بېسىپ چىقىرىش"]),
}


@pytest.mark.parametrize("name", sorted(PROSE_PAGES) + sorted(LABEL_PAGES))
def test_structured_pages_final_read(name: str) -> None:
    markup, kept, dropped = {**PROSE_PAGES, **LABEL_PAGES}[name]
    assert_spec(name, auto_text(markup), {"stay": kept, "go": dropped})


# 4: a Tibetan QR prompt opening on the code, not the phone, is a portal's line; a story's sentence is not
# line: whether it is a portal's line
QR_LINES: dict[str, bool] = {
    "ཨང་རྟགས་ལ་བཤེར་འབེབས་བྱས་ནས་ལྟོས།": True,
    "ཕྱོགས་གཉིས་ཨང་རྟགས་བཤེར་ནས་ཀློག": True,
    "ཨང་གསང་བཤེར་ནས་ཁ་ཕྱེ།": True,
    "QR བཤེར་ནས་ལྟོས།": True,
    "ཁ་པར་གྱིས་ཞིབ་བཤེར་བྱས་ནས་ཀློག": True,
    "ཨང་རྟགས་འདི་ལོ་རེར་གསར་བརྗེ་བྱེད།": False,
    "ཁ་པར་གྱིས་ཨང་རྟགས་བཤེར་ནས་གྲོང་མི་ཚོས་ཞིང་ལས་གསར་འགྱུར་ཀློག": False,
}


@pytest.mark.parametrize("line", sorted(QR_LINES))
def test_tibetan_qr_prompt_opening_on_the_code(line: str) -> None:
    assert gov_portals.is_portal_line(line) is QR_LINES[line]


# 6: a record label then a long run of spaces (or tshegs) and no value: linear, and the same answers
# row: whether it opens a record's label
RECORD_ROWS: dict[str, bool] = {
    "索引号：11540000-2026-00012": True, "索引号": True, "索引号 ：": True, "ཟུར་ཐོའི་ཨང་། ༡༡༥༤": True,
    "索引号 x": False, "索引号" + " " * 3000 + "：2026": True, "索引号" + "་ " * 3000 + "x": False,
}


@pytest.mark.parametrize("row", sorted(RECORD_ROWS), ids=lambda row: row[:20].strip())
def test_record_label_rows(row: str) -> None:
    assert (gov_portals.RECORD_LABEL_RE.match(row) is not None) is RECORD_ROWS[row]


def _record_seconds(spaces: int) -> float:
    row = "索引号" + " " * spaces + "x"
    start = time.process_time()
    for _ in range(20):
        gov_portals.RECORD_LABEL_RE.match(row)
    return time.process_time() - start


def test_record_label_runs_in_linear_time() -> None:
    small, large = min(_record_seconds(5000) for _ in range(3)), min(_record_seconds(20000) for _ in range(3))
    # four times the run: linear is 4 times the time, quadratic 16; 12 leaves room for the machine's noise
    assert large < 12 * max(small, 1e-4), f"{small:.4f}s for 5,000 spaces, {large:.4f}s for 20,000"


# 5: the edit gate's answer is kept under its own qualified key, not under the bare word "edit"
def test_edit_gate_memo_key() -> None:
    markup = page("en", "<article><h1>Barley</h1>" + paragraphs(EN_RIDE) + "<div class='row'>"
                        "<a class='edit-link' href='/e'>Edit</a></div></article>")
    dom = build_dom(lxml.html.document_fromstring(markup))
    text = auto_text(markup)
    assert EN_RIDE[0] in text and "Edit" not in text
    auto.select(dom, title=dom.title)
    assert icon_buttons.NAMES_EDIT_KEY == "icon_buttons.names_edit"
    assert icon_buttons.NAMES_EDIT_KEY in dom.memo and icon_buttons.EDIT_NAMES_WORD not in dom.memo
