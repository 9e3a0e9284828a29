"""Text the session-38 review rules dropped and furniture beside it (review h228): a government notice's fields in a
box named "article-info" and a recipe's under its subheading (``auto.statements.info_boxes``), a Tibetan box of the
publisher's record, a help page's box
named "login-steps" that explains each field (``auto.reader_prompts.login_boxes``), a story's own "hot-list" in a
wrapper or closing the story after a colon (``auto.story_lists``), a poem in a layout cell whose lines link to their
recitation (``auto.tables.MEDIA_LINK_RE``), and a Zhihu-like answer in ``CopyrightRichText-richText``
(``auto.statements.NOTICE_CLASS_RE``).

Every page is our own (sentences in Tibetan, Uyghur, Chinese and English), run with every block scored above the
threshold (``kept_lines_scored``), so each test reads the rules, not the model.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import kept_lines_scored

CONFIDENT = 2.0  # a stage-2 logit above the threshold: the model keeps every block, the rules decide


def paragraphs(lines: list[str]) -> str:
    """Each line as a ``<p>``."""
    return "".join(f"<p>{escape(line)}</p>" for line in lines)


def page(lang: str, body: str, title: str = "page") -> str:
    """A page: a header's menu, then ``body`` (markup), then a footer."""
    return (f"<html lang='{lang}'><head><title>{title}</title></head><body><header><nav><a href='/'>home</a>"
            f"<a href='/news'>news</a></nav></header>{body}<footer><p>© 2025</p></footer></body></html>")


def kept(markup: str) -> str:
    """The text kept with every block above the threshold, one line a block."""
    return "\n".join(kept_lines_scored(markup, {}, CONFIDENT))


# --- a story's info box: the notice's own fields between its paragraphs stay, the record over the story goes ---
NOTICE = ["根据县政府工作安排，现将老年人高龄津贴申领事项公告如下。", "符合条件的老人可由本人或家属携带材料到政务服务中心办理。"]
NOTICE_FIELDS = ["申领对象：本县户籍八十周岁以上老人", "所需材料：身份证和户口簿原件", "办理地点：县政务服务中心二楼民政窗口",
                 "办理时限：五个工作日", "收费标准：不收费"]
HARVEST = ["ལོ་འདིའི་སྟོན་ཁར་རྫོང་ཁོངས་སུ་ནས་ཐོན་འབབ་ལེགས་པོ་བྱུང་། ཞིང་པ་ཚོ་ཧ་ཅང་དགའ་པོ་བྱུང་།",
           "རྫོང་གི་ཞིང་ལས་ཅུས་ཀྱིས་ཞིང་པ་ཚོར་ས་བཅུད་བེད་སྤྱོད་ཀྱི་ལམ་སྟོན་བྱས།"]
RECORD = ["ཡོང་ཁུངས: རྫོང་གི་བརྡ་ལམ་ལྟེ་གནས།", "རྩོམ་སྒྲིག་པ: བཀྲ་ཤིས།", "དུས་ཚོད: 2025-09-20"]


def test_a_notices_own_fields_in_an_info_box_between_its_paragraphs_stay() -> None:
    info = "<div class='article-info'>" + paragraphs(NOTICE_FIELDS) + "</div>"
    text = kept(page("zh", f"<main><h1>关于办理高龄津贴的公告</h1><div class='article-content'>{paragraphs(NOTICE[:1])}"
                           f"{info}{paragraphs(NOTICE[1:])}</div></main>"))
    assert all(line in text for line in NOTICE + NOTICE_FIELDS)


def test_a_one_line_record_between_the_summary_and_the_story_still_goes() -> None:
    info = "<div class='article-info'><span>来源：县民政局</span> <span>编辑：王芳</span></div>"
    text = kept(page("zh", f"<main><h1>关于办理高龄津贴的公告</h1>{paragraphs(NOTICE[:1])}{info}"
                           f"{paragraphs(NOTICE[1:])}</main>"))
    assert all(line in text for line in NOTICE)
    assert "来源" not in text


RECIPE = ["پولۇ ئۇيغۇر ئائىلىلىرىدە ئەڭ كۆپ ئېتىلىدىغان تاماق، مېھمان كەلگەندە چوقۇم ئېتىلىدۇ.",
          "ئاۋۋال گۆشنى قورۇپ، ئاندىن سەۋزە ۋە پىيازنى سېلىپ، ئۈستىگە گۈرۈچنى يېيىپ سۇ قۇيۇڭ."]
INGREDIENTS = ["گۈرۈچ: بىر كىلو", "قوي گۆشى: يېرىم كىلو", "سەۋزە: ئۈچ دانە", "پىياز: ئىككى دانە"]


def test_a_recipes_own_fields_in_an_info_box_under_its_subheading_stay() -> None:
    info = "<h3>كېرەكلىك ماتېرىياللار</h3><div class='entry-info'>" + paragraphs(INGREDIENTS) + "</div>"
    text = kept(page("ug", f"<main><article><h1>پولۇ ئېتىش</h1><div class='entry-content'>{paragraphs(RECIPE[:1])}"
                           f"{info}{paragraphs(RECIPE[1:])}</div></article></main>"))
    assert all(line in text for line in RECIPE + INGREDIENTS)


def test_a_record_under_a_posts_title_heading_still_goes() -> None:
    story = ["The town council voted on Tuesday to turn the old grain store into a public library.",
             "Work starts in June, and the council hopes to open the library before the new school year."]
    info = "<div class='entry-info'><span>Posted: 3 March 2025</span> <span>By: admin</span></div>"
    text = kept(page("en", f"<main><div class='post'><h2>Grain store to become a library</h2>{info}"
                           f"{paragraphs(story)}</div></main>"))
    assert all(line in text for line in story)
    assert "Posted" not in text and "admin" not in text


@pytest.mark.parametrize("one_line", [False, True], ids=["a field a line", "fields on one line"])
def test_a_tibetan_record_of_fields_over_the_story_goes(one_line: bool) -> None:
    tag = "span" if one_line else "div"
    info = "<div class='article-info'>" + "".join(f"<{tag}>{escape(f)}</{tag}>" for f in RECORD) + "</div>"
    text = kept(page("bo", f"<main><h1>རྫོང་ཁོངས་སུ་ནས་ཐོན་འབབ་ལེགས།</h1>{info}<div class='article-body'>"
                           f"{paragraphs(HARVEST)}</div></main>"))
    assert all(line in text for line in HARVEST)
    assert "རྩོམ་སྒྲིག་པ" not in text and "2025-09-20" not in text


# --- a box named "login" that explains the fields is a help page's text; a login widget still goes ---
LOGIN_HELP = {
    "en": ("login-steps", ["Username:", "Password:"],
           ["Type the number printed under the barcode of your library card, without spaces.",
            "Your first password is the year you were born; the system asks you to change it after the first login."],
           ["Open the library's catalogue page and click the blue button at the top right of the screen.",
            "If you forget your password, ask at the desk: the librarian can reset it in a minute, and the books you "
            "have reserved stay reserved."]),
    "zh": ("denglu-help", ["用户名：", "密码："],
           ["用户名就是您办理借书证时登记的手机号码，输入时不要加空格。",
            "初始密码是您的出生年份，第一次登录以后系统会要求您修改密码。"],
           ["打开图书馆的图书目录页面，点击屏幕右上角的蓝色按钮，就会出现登录窗口，按照下面的说明填写即可。",
            "如果忘记了密码，可以带上借书证到服务台，工作人员几分钟就能帮您重新设置，已经预约的图书不会受到影响。"]),
}


@pytest.mark.parametrize("lang", LOGIN_HELP)
def test_a_login_guides_box_of_explained_fields_stays(lang: str) -> None:
    name, labels, explained, story = LOGIN_HELP[lang]
    box = (f"<div class='{name}'><dl>"
           + "".join(f"<dt>{escape(t)}</dt><dd>{escape(d)}</dd>" for t, d in zip(labels, explained)) + "</dl></div>")
    text = kept(page(lang, f"<main><article><h1>login</h1>{paragraphs(story[:1])}{box}{paragraphs(story[1:])}"
                           "</article></main>"))
    assert all(line in text for line in story + explained)


def test_a_login_widget_under_a_uyghur_story_still_goes() -> None:
    story = ["بۇ يىل كۈزدە ناھىيەمىزدە جەمئىي ئۈچ يۈز مىڭ توننا ئۈزۈم يىغىۋېلىندى، بۇ ئۆتكەن يىلدىن كۆپ.",
             "دېھقانلار ئۈزۈمنىڭ كۆپ قىسمىنى قۇرۇتۇپ، ئىچكىرىدىكى بازارلارغا ساتتى."]
    widget = ("<h3>ئەزا كىرىش</h3><div class='login-box'><div>ئىشلەتكۈچى ئىسمى</div><div>پارول</div>"
              "<div>دەلىللەش كودى</div><div>ئىنكاس يېزىشتىن بۇرۇن كىرىڭ</div></div>")
    text = kept(page("ug", f"<main><h1>ئۈزۈم</h1><div class='article-body'>{paragraphs(story)}</div>{widget}</main>"))
    assert all(line in text for line in story)
    assert "ئەزا كىرىش" not in text and "ئىنكاس يېزىشتىن" not in text


# --- a story's own "hot-list": in a wrapper box, or closing the story after a colon ---
SPRINGS = ["ལོ་འདིའི་དབྱར་ཁར་ང་ཚོས་ཕན་ཡུལ་གྱི་ཆུ་ཚན་ཁག་ལ་ལྟ་སྐོར་བྱས། ས་གནས་སོ་སོའི་ཆུ་ཚན་གྱི་ཁྱད་ཆོས་མི་འདྲ།",
           "ཆུ་ཚན་འདི་དག་ཚང་མ་ལམ་ཆེན་ནས་ཆུ་ཚོད་གཅིག་གི་ནང་སླེབས་ཐུབ།"]
SPRING_LIST = ["དེ་ཆེན་ཆུ་ཚན། ཆུ་དྲོད་ཚད་བཞི་བཅུ་ཡོད།", "ཐང་ཁ་ཆུ་ཚན། ནད་རིགས་མང་པོར་ཕན།",
               "རི་བོ་ཆུ་ཚན། ཐང་ཆེན་གྱི་དཀྱིལ་ན་ཡོད།"]
SHOPS = ["记者走访了县城周边的几家老字号，发现它们各有各的看家本领。", "这几家老店都在老街上，相距不过几百米："]
SHOP_LIST = ["张记糌粑铺，青稞都是自家地里种的", "德吉甜茶馆，每天早上六点开门", "老王铜器店，三代人都在打铜壶"]


def items(lines: list[str], attrs: str = "") -> str:
    """Each line as an ``<li>`` (with ``attrs``)."""
    return "".join(f"<li{attrs}>{escape(line)}</li>" for line in lines)


STORY_LISTS = {
    "wrapped, between paragraphs": ("bo", SPRINGS, SPRING_LIST, lambda ul: (
        f"<p>{escape(SPRINGS[0])}</p><div class='hot-box'>{ul}</div><p>{escape(SPRINGS[1])}</p>")),
    "closing the story after a colon": ("zh", SHOPS, SHOP_LIST, lambda ul: paragraphs(SHOPS) + ul),
}


@pytest.mark.parametrize("case", STORY_LISTS)
def test_a_storys_own_hot_list_stays(case: str) -> None:
    lang, story, own, lay_out = STORY_LISTS[case]
    ul = f"<ul class='hot-list'>{items(own)}</ul>"
    text = kept(page(lang, f"<main><article><h1>story</h1><div class='entry-content'>{lay_out(ul)}</div>"
                           "</article></main>"))
    assert all(line in text for line in story + own)


def test_a_link_less_related_list_after_a_related_reading_label_still_goes() -> None:
    related = ["县城新开一家书店", "冬季公交时刻表调整"]
    ul = f"<ul class='hot-list'>{items(related, ' data-href=/p')}</ul>"
    text = kept(page("zh", f"<main><article><h1>story</h1><div class='entry-content'>{paragraphs(SHOPS[:1])}"
                           f"<p>相关阅读：</p>{ul}</div></article></main>"))
    assert SHOPS[0] in text
    assert not any(line in text for line in related)


def test_a_sidebar_hot_list_after_a_colon_title_still_goes() -> None:
    story = ["今年县里新建了三所乡村小学，全部采用太阳能供暖，冬天教室里也很暖和。", "教育局表示，明年还将为牧区学校配备校车。"]
    hot = ["县城新开一家书店", "冬季公交时刻表调整", "牧区举办赛马节"]
    aside = (f"<aside id='sidebar'><div class='widget'><p class='widget-title'>热门推荐：</p><ul class='hot-list'>"
             f"{items(hot, ' data-href=/p')}</ul></div></aside>")
    text = kept(page("zh", f"<main><article><h1>story</h1>{paragraphs(story)}</article></main>{aside}"))
    assert all(line in text for line in story)
    assert not any(line in text for line in hot)


# --- a layout cell whose lines link to their recitation is the poem; one of links to pages is a menu ---
POEM = ["ཤར་ཕྱོགས་རི་བོའི་རྩེ་མོ་ནས། །", "དཀར་གསལ་ཟླ་བ་ཤར་བྱུང་། །", "མ་སྐྱེས་ཨ་མའི་ཞལ་རས། །",
        "ཡིད་ལ་འཁོར་འཁོར་བྱུང་། །"]
COMMENTARY = ["གླུ་འདི་ནི་རྒྱལ་དབང་ཚངས་དབྱངས་རྒྱ་མཚོའི་མགུར་གླུ་ཡིན་ཞིང་། བོད་ཀྱི་མི་ཚང་མས་ཁ་ཐོག་ནས་ཤེས། "
              "ཚིགས་བཅད་དང་པོར་ཟླ་བ་ཤར་བ་དང་། ཚིགས་བཅད་གཉིས་པར་ཡིད་ལ་དྲན་པ་བཀོད་ཡོད།",
              "ཚིག་རེ་རེའི་སྟེང་ལ་མནན་ན་ས་གནས་ཀྱི་རྒན་པོ་ཞིག་གིས་འདོན་པའི་སྒྲ་ཐོས་ཐུབ། "
              "སྒྲ་འདི་ལོ་ན་ཕྱི་མོའི་དགུན་ཁ་ཞིག་ལ་བླངས་པ་ཡིན།"]


@pytest.mark.parametrize(("href", "stays"), [("/audio/line{n}.mp3", True), ("/poems/{n}", False)],
                         ids=["recitations", "pages"])
def test_a_layout_cell_of_linked_lines_is_a_menu_only_when_it_links_pages(href: str, stays: bool) -> None:
    cell = "<b>མགུར་གླུ།</b><br>" + "<br>".join(
        f"<a href='{href.format(n=n)}'>{escape(line)}</a>" for n, line in enumerate(POEM, 1))
    text = kept(f"<html lang='bo'><head><title>poem</title></head><body><table width='100%'><tr>"
                f"<td width='220' valign='top'>{cell}</td><td valign='top'><h1>མགུར་གླུ།</h1>"
                f"{paragraphs(COMMENTARY)}</td></tr></table></body></html>")
    assert all(line in text for line in COMMENTARY)
    assert all((line in text) == stays for line in POEM)


# --- a Zhihu-like answer body: "CopyrightRichText" names no copyright notice ---
ANSWERS = ["我去年十月去的，白天穿一件薄外套就够了，晚上一定要穿羽绒服。", "建议到了以后第一天不要洗澡，多喝热水，慢慢适应高原。",
           "同意，我们住在八廓街附近，晚上只有几度，带了帽子和手套很有用。"]


def test_zhihu_like_answers_in_copyright_rich_text_stay() -> None:
    answers = "".join(
        "<div class='List-item'><div class='ContentItem AnswerItem'><div class='RichContent'>"
        "<div class='RichContent-inner'>"
        f"<span class='RichText ztext CopyrightRichText-richText' itemprop='text'><p>{escape(a)}</p></span></div>"
        f"</div></div></div>" for a in ANSWERS)
    text = kept(page("zh", "<main role='main' class='App-main'><h1 class='QuestionHeader-title'>十月去拉萨要穿什么？</h1>"
                           f"<div class='Question-main'><div class='List'>{answers}</div></div></main>"))
    assert all(answer in text for answer in ANSWERS)


@pytest.mark.parametrize("name", ["index_copyRightZh_0koAv", "copyright", "art_copyrightBox"])
def test_a_copyright_notice_under_the_story_still_goes(name: str) -> None:
    notice = "特别声明：以上内容为用户上传并发布，本平台仅提供信息存储空间服务。"
    text = kept(page("zh", f"<main><article><h1>story</h1><div class='body'>{paragraphs(ANSWERS)}</div>"
                           f"<div class='{name}'>{notice}</div></article></main>"))
    assert all(answer in text for answer in ANSWERS)
    assert notice not in text
