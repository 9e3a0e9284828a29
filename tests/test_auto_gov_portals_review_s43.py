"""Review r299 of ``gov_portals`` (session 43): pages written to break its rules. Ordinary pages whose prose or
markup looks like a portal's furniture (a product page about ICP filing, a Tibetan poem over a bare licence line,
a Tibetan headline about scanning codes, an old portal's one-table layout, a Uyghur story naming the elder mode, a
story under a one-word class), the furniture in markup the rules first missed (a link box's heading in its own title
bar, a bar with the mobile edition's name, a record list set as ``<ul>``), and a page of thousands of boxes (near-
linear time). Our own sentences.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page, auto_text, best_seconds, paragraphs

ZH = ["今年夏天，县城东边的湿地公园完成了改造，新修的木栈道沿着湖岸一直延伸到芦苇深处，吸引了不少市民前来散步。",
      "公园管理处介绍，这次改造共种植了三十多种本地水生植物，还在湖心岛上为候鸟留出了一片安静的栖息地。",
      "附近的居民说，以前这里杂草丛生，现在每天傍晚都有人在湖边跳舞、下棋，孩子们也喜欢来观察水鸟。"]
BO = ["དབྱར་དུས་འདིར་གྲོང་ཁྱེར་གྱི་ཤར་ཕྱོགས་ཀྱི་འདམ་ཐང་གླིང་ག་ཞིག་བཅོས་སྒྲིག་ལེགས་གྲུབ་བྱུང་། མཚོ་འགྲམ་དུ་ཤིང་གི་ལམ་ཕྲན་གསར་པ་བཟོས་ཡོད།",
      "གླིང་གའི་དོ་དམ་ཁང་གིས་བཤད་དོན་ལྟར་ས་གནས་ཀྱི་ཆུ་སྐྱེས་རྩི་ཤིང་རིགས་སུམ་ཅུ་ལྷག་བཏབ་ཡོད་ལ། བྱ་རྣམས་ལ་གནས་ས་ཞི་འཇམ་ཞིག་ཀྱང་བཞག་ཡོད།",
      "ཉེ་འཁོར་གྱི་སྡོད་དམངས་ཚོས་སྔོན་ཆད་འདི་ནས་རྩྭ་ངན་ཁོ་ན་སྐྱེས་ཡོད་ཀྱང་། ད་ལྟ་ཉིན་རེར་དགོང་མོ་མི་མང་པོ་ཞིག་འདིར་ཡོང་གི་འདུག་ཅེས་བཤད།"]
UG = ["بۇ يىل ياز پەسلىدە شەھەرنىڭ شەرقىدىكى سازلىق باغچىسى ئۆزگەرتىپ ياسالدى، كۆل بويىغا يېڭى ياغاچ يول ياسالدى.",
      "باغچا باشقۇرۇش ئورنىنىڭ ئېيتىشىچە، بۇ قېتىم ئوتتۇزدىن ئارتۇق يەرلىك سۇ ئۆسۈملۈكى تىكىلدى، كۆچمە قۇشلار ئۈچۈنمۇ جاي قالدۇرۇلدى.",
      "يېقىن ئەتراپتىكى ئاھالىلەر ھەر كۈنى كەچتە كۆل بويىدا ئۇسسۇل ئوينايدىغان، شاھمات ئوينايدىغان بولدى دېدى."]


def page(lang: str, body: str, title: str = "t") -> str:
    """A page in ``lang`` with a menu over ``body``."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>{title}</title>"
            "</head><body><div class='nav'><ul><li><a href='/'>首页</a></li><li><a href='/a/'>新闻</a></li>"
            f"<li><a href='/b/'>服务</a></li><li><a href='/c/'>关于</a></li></ul></div>{body}</body></html>")


def story(lang: str, lines: list[str], before: str = "", after: str = "", title: str = "湿地公园",
          box: str = "article") -> str:
    """An article box of class ``box``: ``before``, the title, the story's ``lines`` and ``after``."""
    return page(lang, f"<div class='{box}'>{before}<h1>{title}</h1><div class='content'>{paragraphs(lines)}</div>"
                      f"{after}</div>", title=title)


# a hosting shop's product page about ICP filing: its spec lines are short and carry no sentence mark
ICP_SPECS = ["服务内容 首次备案 新增网站 变更备案", "办理周期 约二十个工作日", "所需材料 营业执照 法人身份证 域名证书",
             "服务价格 每单二百九十九元起"]
# a Tibetan poem: short verses, one shad each
POEM = ["རི་བོའི་རྩེ་ལ་ཉི་མ་ཤར།", "ཆུ་བོའི་ངོས་ལ་འོད་ཟེར་འཕྲོ།", "ས་གཞིའི་སྟེང་དུ་མེ་ཏོག་བཞད།", "བུ་ཆུང་ཚོ་ཡི་གླུ་དབྱངས་སྙན།",
        "ནམ་མཁའི་དཀྱིལ་ལ་སྤྲིན་དཀར་འཁྱམས།", "འབྲོག་པའི་ཁྱིམ་དུ་ཇ་ཚ་ཁོལ།"]
BO_QR_TITLE = "ཁ་པར་གྱིས་ཨང་རྟགས་བཤེར་ནས་གྲོང་མི་ཚོས་ཞིང་ལས་གསར་འགྱུར་ཀློག"
# an old portal's one-table layout: the record's rows, then the title's and the body's rows, no <h1>
OLD_LAYOUT = (f"<table class='main'><tr><td>索引号：</td><td>11540000-2024-00456</td><td>主题分类：</td><td>城乡建设</td></tr>"
              f"<tr><td>发文机关：</td><td>县住房和城乡建设局</td><td>成文日期：</td><td>2024-07-02</td></tr>"
              f"<tr><td colspan='4'><b>关于湿地公园开放的公告</b></td></tr>"
              f"<tr><td colspan='4'><div class='body'><div class='trs'><div>{paragraphs(ZH)}</div></div></div></td></tr>"
              "</table>")
RELATED_TITLES = ["县城湿地公园改造工程顺利通过验收", "今年县里新增城市绿地一百二十亩"]
BAR_NAMES = ["無障礙", "長者模式", "手機版", "English"]
UG_RECORD = ("<div class='xxgk'><ul><li><span>ئىندېكس نومۇرى：</span><span>11650000-2024-00789</span></li>"
             "<li><span>تېما تۈرى：</span><span>شەھەر قۇرۇلۇشى</span></li>"
             "<li><span>ھۆججەت چىقارغان ئورگان：</span><span>ناھىيىلىك قۇرۇلۇش ئىدارىسى</span></li></ul></div>")

PAGES = {
    # (a) a product page about ICP filing: "ICP备" in its headline, short spec lines (no licence number anywhere)
    "fp_icp_product": (page("zh", "<div class='product'><h1>ICP备案代办服务</h1>" + paragraphs(ICP_SPECS, "li") + "</div>"),
                       ICP_SPECS, []),
    # (a) a Tibetan poem whose page sets a bare licence line straight in <body>, beside the poem
    "fp_bo_poem_licence": (page("bo", "<h1>དཔྱིད་ཀྱི་གླུ།</h1>" + paragraphs(POEM) + "<p>藏ICP备05000123号-1</p>"),
                           POEM, ["ICP"]),
    # (a) a Tibetan story headlined on villagers reading farm news by scanning codes with phones (no shad: a title)
    "fp_bo_qr_headline": (story("bo", BO, title=BO_QR_TITLE), [BO_QR_TITLE] + BO, []),
    # (a) an old portal's one-table layout: the record rows go, the notice's body (same table) stays
    "fp_old_layout_record": (page("zh", OLD_LAYOUT), ZH, ["11540000-2024-00456", "县住房和城乡建设局"]),
    # (a) a Uyghur story naming the elder mode and the barrier-free visit in its sentences, under a class "info"
    "fp_ug_elder_words": (story("ug", ["توسالغۇسىز زىيارەت ۋە ياشانغانلار ھالىتى ئىقتىدارى قوشۇلغاندىن كېيىن، ئاھالىلەر تور بېكەتنى ئاسان ئىشلىتىدىغان بولدى.",
                                       UG[1], UG[2]], box="info"),
                          ["توسالغۇسىز زىيارەت ۋە ياشانغانلار", UG[1], UG[2]], []),
    # (a) a story under a one-word class "post" whose own box ends on the site's licence footer lines (a blog)
    "fp_post_with_footer_box": (story("zh", ZH, box="post",
                                      after="<div class='copy'><p>本站文章均为原创</p><p>京ICP备12345678号-2</p></div>"),
                                ZH, ["京ICP备12345678号"]),
    # (a) a Chinese thread reply about 政策解读 with its links inside sentences
    "fp_policy_reading_reply": (page("zh", "<div class='thread'><h1>湿地公园开放时间</h1><div class='post'><p>政策解读</p>"
                                            "<p>请看<a href='/1'>这篇公告</a>，里面写得很清楚，开放时间是早六点到晚十点。</p>"
                                            "<p>我昨天去过，<a href='/2'>停车场</a>也开放了，不收费。</p></div></div>"),
                                ["开放时间是早六点到晚十点", "也开放了，不收费"], []),
    # (b) a notice's Uyghur attachment box whose heading sits in its own title bar (div.hd > span)
    "fn_ug_attachment_title_bar": (story("ug", UG, after="<div class='fj'><div class='hd'><span>قوشۇمچە ھۆججەتلەر</span></div>"
                                                         "<ul><li><a href='/f/1.pdf'>باغچا پىلانى.pdf</a></li>"
                                                         "<li><a href='/f/2.docx'>ئىلتىماس جەدۋىلى.docx</a></li></ul></div>",
                                         title="باغچا ھەققىدە ئۇقتۇرۇش"),
                                   UG + ["باغچا پىلانى.pdf", "ئىلتىماس جەدۋىلى.docx"], []),
    # (b) the Tibetan new-media matrix under a box of no media name
    "fn_bo_media_matrix": (story("bo", BO, after="<div class='box5'><h3>སྲིད་དོན་བརྙན་འཕྲིན་གསར་པ།</h3><ul>"
                                                 "<li><img alt=''><p>སྐད་འཕྲིན།</p></li><li><img alt=''><p>ཏོའུ་དབྱིན།</p></li></ul></div>"),
                           BO, ["སྲིད་དོན་བརྙན་འཕྲིན་གསར་པ", "ཏོའུ་དབྱིན"]),
    # (b) an accessibility bar also naming the mobile edition, in traditional script
    "fn_bar_mobile": (story("zh", ZH, before="<div class='top'>" + " | ".join(f"<a href='#'>{n}</a>" for n in BAR_NAMES)
                            + "</div>"), ZH, ["長者模式", "手機版"]),
    # (b) the Uyghur record as a list of label/value rows, over the notice's headline
    "fn_ug_record_list": (page("ug", UG_RECORD + f"<div class='zw'><h1>باغچا ھەققىدە ئۇقتۇرۇش</h1>{paragraphs(UG)}</div>"),
                          UG, ["ئىندېكس نومۇرى", "11650000-2024-00789"]),
    # (b) a Tibetan footer's site code line and licence lines in one box with the organiser line, reversed order
    "fn_bo_footer_reversed": (page("bo", "<div class='main'><h1>འདམ་ཐང་གླིང་ག</h1>" + paragraphs(BO) + "</div>"
                                   "<div class='ft'><p>藏公网安备 54010202000456号</p><p>དྲ་ཚིགས་ངོས་འཛིན་ཨང་རྟགས། 5421000002</p>"
                                   "<p>གཙོ་སྒྲིག་པ། རྫོང་མི་དམངས་སྲིད་གཞུང་།</p></div>"),
                              BO, ["公网安备", "ངོས་འཛིན་ཨང་རྟགས", "གཙོ་སྒྲིག་པ།"]),
    # (a) a Uyghur forum's thread list with no <h1>: each thread's rows repeat two record-like labels
    "fp_ug_thread_list": (page("ug", "<ul class='threads'>" + "".join(
        f"<li><p><a href='/t/{n}'>{line}</a></p><p>تېما تۈرى：ساياھەت</p><p>يېزىلغان ۋاقتى：2024-07-0{n + 1}</p></li>"
        for n, line in enumerate(UG)) + "</ul>"), UG, []),
    # (b) the Tibetan QR prompt opening on the page: "scan the code, open this page on the phone"
    "fn_bo_qr_page": (story("bo", BO, after="<div class='ewm'><p>ཨང་རྟགས་བཤེར་ནས་ཁ་པར་ནང་ཤོག་ངོས་འདི་ཁ་ཕྱེ།</p></div>"),
                      BO, ["ཨང་རྟགས་བཤེར"]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_review_page(name: str) -> None:
    """Every kept line comes out; no dropped line does."""
    assert_page(name, *PAGES[name])


def _many_boxes(count: int) -> str:
    """A story over ``count`` related-link boxes, footer boxes, record tables and attachment boxes."""
    boxes = "".join(f"<div class='b'><div class='hd'><span>相关链接</span></div><ul><li><a href='/r/{n}'>公园第{n}号通知</a>"
                    f"</li></ul></div><div class='f'><p>藏ICP备0500{n:04d}号</p><p>主办：某县{n}</p></div>"
                    f"<table><tr><td>索引号</td><td>{n}</td></tr><tr><td>发文机关</td><td>县局</td><td>文号</td></tr></table>"
                    f"<div class='fj'><p>附件：</p><p><a href='/f/{n}.pdf'>表{n}.pdf</a></p></div>"
                    for n in range(count))
    return story("zh", ZH, after=boxes)


def test_many_boxes_near_linear() -> None:
    """Four times the boxes take well under sixteen times as long (each box is read once)."""
    small, large = _many_boxes(250), _many_boxes(1000)
    ratio = best_seconds(lambda: auto_text(large), 3) / max(best_seconds(lambda: auto_text(small), 3), 1e-3)
    assert ratio < 10, ratio
