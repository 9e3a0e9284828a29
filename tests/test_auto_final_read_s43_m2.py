"""Session 43, final read f2 (m2): the government portals' box steps read a box only where the page puts it (a footer
after the text, a record of codes and dates, a notice's attachments in the notice's box), a news topic's box or a
wrapper round the page but its footer names no thread, and the mail gate wants its labels in a sender's message box.

Each page failed before: a poem's page lost its text to its licence line (no ``<h1>``, or a logo's ``<h1>``); a
guide defining the record's labels lost its definitions; a sidebar's forms came back after a story; a story in a
"topic-main" box or a "forum" wrapper kept its readers' comments; a help page listing the client's buttons above a
contact's address lost them."""

from __future__ import annotations

import pytest

from extract.algorithms.auto.thread_pages import FORUM_CRUMB_HREF_RE
from tests.extraction_pages import assert_page, auto_text, paragraphs

# --- government portals ----------------------------------------------------------------------------------------------

POEM_ZH = ["山前一条小路 弯弯绕过村口", "河边两棵老树 静静看着水流", "春来燕子回家 秋去稻谷满仓", "灯下母亲缝衣 窗外月色如霜"]
# a Tibetan poem: one shad a line, no SENTENCE_RE sentence (the sun on the peak, the river's slow flow, the flowers in
# the meadow, the birds in the wood)
POEM_BO = ["ཉི་མ་རི་རྩེར་ཤར།", "ཆུ་བོ་དལ་གྱིས་འབབ།", "མེ་ཏོག་ཐང་ལ་བཞད།", "བྱ་ཕྲུག་ནགས་ན་འཛེར།"]
LICENCE = "<p>藏ICP备20240517号</p>"


def page(body: str, title: str = "t") -> str:
    return f"<html><head><meta charset='utf-8'><title>{title}</title></head><body>{body}</body></html>"


GUIDE_ITEMS = ["索引号：由发布机关的代码、信息的类别和年份依次组成，用来查找每一条信息。",
               "发文机关：指以自己的名义正式印发这份文件的机关，联合发文时列出全部机关。",
               "成文日期：指负责人签发文件的那一天，和文件在网上公布的日期可能不同。",
               "主题分类：按照文件主要内容所属的领域归类，方便公众按类别浏览。"]
GUIDE = page("<div class='content'><h2>信息记录表填写说明</h2><p>每份公开文件的上方都有一张记录表，下面说明表中各栏目是什么意思，"
             "方便大家查阅时对照。</p><ul>" + paragraphs(GUIDE_ITEMS, "li") + "</ul><p>对这些栏目还有疑问的，"
             "可以在工作日拨打咨询电话，工作人员会逐一解答。</p></div>")

STORY_ZH = ["镇上的图书室今年搬进了新修的文化站，书架从四个增加到十二个，周末来借书的孩子比去年多了一倍。",
            "管理员说，很多书是外出打工的年轻人寄回来的，每本书的扉页上都写着寄书人的名字和一句留言。"]
FORMS = ["城乡居民医保参保登记表", "个体工商户开业申请书", "农机购置补贴申请表"]
SIDEBAR_FORMS = page(
    f"<div class='main'><h1>图书室搬新家</h1>{paragraphs(STORY_ZH)}</div><div class='side'><div class='down'>"
    "<h3>附件下载</h3><ul>" + "".join(f"<li><a href='/forms/{n}.docx'>{name}</a></li>" for n, name in enumerate(FORMS))
    + "</ul></div><div class='hot'><h3>热点</h3><ul><li><a href='/a/7.html'>全县小麦收割过半</a></li></ul></div></div>"
    "<div class='footer'><p>主办：某县人民政府办公室</p></div>")

GOV_PAGES = {
    # a poem's page with no <h1>, its licence line straight in the <body>: the poem stays
    "poem_no_h1_zh": (page(f"<h2>村口</h2>{paragraphs(POEM_ZH)}{LICENCE}"), POEM_ZH, []),
    # ... under the site logo's <h1>, its licence line in the wrapper round the poem (a Tibetan poem: one shad a line)
    "poem_logo_h1_bo": (page(f"<header><h1><a href='/'>སྙན་ངག་དྲ་ཚིགས།</a></h1></header><div class='wrap'>"
                             f"<h2>ས་ཆ།</h2>{paragraphs(POEM_BO)}{LICENCE}</div>"), POEM_BO, []),
    # a guide defining the record's labels in sentences (no <h1>): no record, its definitions stay
    "record_guide_zh": (GUIDE, GUIDE_ITEMS, []),
    # a sidebar's download list of forms after a story (another box than the story's): no notice's attachments
    "sidebar_forms_zh": (SIDEBAR_FORMS, STORY_ZH, ["附件下载", *FORMS]),
}


@pytest.mark.parametrize("name", list(GOV_PAGES))
def test_gov_portal_page(name: str) -> None:
    assert_page(name, *GOV_PAGES[name])


# --- thread pages ----------------------------------------------------------------------------------------------------

STORY = {
    "en": ["The county's mobile library now stops in eleven villages instead of six, after the council bought a second "
           "van with shelves for four hundred books and a small awning for rainy days.",
           "The driver, who has run the route for nine years, says the children wait at the crossroads an hour early "
           "and carry the books home in the same cloth bags their parents used."],
    "zh": ["县里的流动图书车今年多了一辆，停靠的村子从六个增加到十一个，新车上的书架能放四百本书，还带了一个遮雨棚。",
           "开了九年车的司机说，孩子们总是提前一个小时就在路口等着，借走的书装在父母当年用过的布袋里带回家。"],
}
COMMENTS = {
    "en": ["My grandmother still talks about the first van that came to our valley. She borrowed the same book of "
           "songs every month for a year, and the librarian finally let her keep it when the van was replaced.",
           "Eleven villages is good news, but the schedule on the council's site has not been updated since spring, "
           "so half of our street missed the last visit. Could someone fix the page before the next round?",
           "We used to share one copy of every new novel among five families. Please ask them to bring more books in "
           "Tibetan and in Uyghur too; the children read both at school and want stories in both at home."],
    "zh": ["我奶奶到现在还常说起第一辆开进我们山沟的图书车。她一年里每个月都借同一本歌本，后来换车的时候管理员干脆把那本书送给了她。",
           "停靠点多了是好事，可是县里网站上的时刻表从春天起就没有更新过，我们这条街上一半的人错过了上一次。希望下次来之前能把网页改过来。",
           "以前一本新小说要在五户人家之间轮着看。希望能多带一些藏文和维吾尔文的书，孩子们在学校两种文字都学，回家也想读这两种文字的故事。"],
}


def story(lang: str, box: str = "", wrapper: str = "") -> str:
    """A news story in an ``<article>``, its readers' long comments (``li.comment``) after it, both in ``div.{box}``
    if given, under a menu and over a footer; the menu, the story and its comments in ``div.{wrapper}`` if given, the
    footer outside it."""
    records = "".join(f"<li class='comment'><div class='comment-author'><b>reader{n}</b></div><div class='comment-content'>"
                      f"<p>{text}</p></div></li>" for n, text in enumerate(COMMENTS[lang]))
    body = (f"<article class='story'><h1>Library</h1>{paragraphs(STORY[lang])}</article><section id='comments' "
            f"class='comments-area'><h3>3</h3><ol class='comment-list'>{records}</ol></section>")
    if box:
        body = f"<div class='{box}'>{body}</div>"
    body = ("<div class='menu'><ul><li><a href='/'>Home</a></li><li><a href='/news/'>News</a></li>"
            f"<li><a href='/about/'>About</a></li></ul></div><main>{body}</main>")
    if wrapper:
        body = f"<div class='{wrapper}'>{body}</div>"
    return page(f"{body}<div class='site-footer'><p>© 2024 County news</p></div>")


@pytest.mark.parametrize(("lang", "box", "wrapper"), [
    ("zh", "topic-main", ""), ("en", "topic_content", ""), ("zh", "topic-detail", ""), ("en", "thread-list", ""),
    ("en", "", "forum"), ("zh", "", "forum"),
])
def test_a_storys_comments_in_a_box_naming_no_thread_are_left_out(lang: str, box: str, wrapper: str) -> None:
    text = auto_text(story(lang, box, wrapper))
    assert [line for line in STORY[lang] if line not in text] == [], text
    assert [line[:30] for line in COMMENTS[lang] if line in text] == [], text


# --- mail archives ---------------------------------------------------------------------------------------------------

HELP = ["Every message in the archive ends in a row of buttons; which one you press decides who reads your answer.",
        "If you are not sure, write to the list's keeper first and ask which button the discussion expects."]
CONTACT = "Pema Lhamo <pema@example.org>"
BUTTONS_HELP = page(f"<article><h1>Answering a message</h1><p>{HELP[0]}</p><p>The buttons:</p><ul>"
                    "<li>Reply all</li><li>Reply to author</li><li>Forward</li></ul>"
                    f"<p>{HELP[1]}</p><p>The list's keeper:</p><p>{CONTACT.replace('<', '&lt;').replace('>', '&gt;')}</p>"
                    "</article>")


def test_a_help_page_listing_the_buttons_over_a_contacts_address_keeps_them() -> None:
    text = auto_text(BUTTONS_HELP)
    assert [line for line in [*HELP, "Reply all", "Reply to author", "Forward", CONTACT] if line not in text] == [], text


@pytest.mark.parametrize(("href", "board"), [
    ("/forum/", True), ("https://example.org/bbs/", True), ("//example.org/forums/", True),
    ("forum/", False), ("../forum/", False), ("bbs/index.html", False), ("/opinion/forum/", False),
])
def test_a_crumbs_board_folder_lies_at_the_sites_root(href: str, board: bool) -> None:
    assert (FORUM_CRUMB_HREF_RE.search(href) is not None) is board
