"""Review of session 42's h281 rules (h287): pages built to make them keep furniture or drop text.

A community phrasebook prints each phrase in its own listen button beside an edit link: the phrases stay, a listen
button's text counting as a tool's only when several tool rows print it (``icon_buttons.LISTEN_LABEL_REPEATS``);
a theme whose own class prefix is "dt-" keeps its "div.dt-info" text, DataTables 2.x's "dt-" control boxes going
only inside the plugin's wrapper (``record_tables.SHARED_CONTROL_PREFIX``). Near-variants the rules should still catch
(DataTables 2.x with a scrolling body and a pager of buttons, its Bootstrap skin's pager list, a DokuWiki template's
revision list, Baike's edit buttons with no listen button, a Bulma menu outside any ``<nav>``) and guards (a side
column's DataTables list of stories, an editor's credit link, a related-questions column under a logo ``<h1>``,
comments inside the story's ``<article>``, a thread whose replies are as long as its opening post) come out as they
should. Pages and sentences are our own.
"""

from __future__ import annotations

import pytest

from .extraction_pages import assert_spec, auto_text, paragraphs
from .test_auto_found_misses_s42 import FOOT, NAV  # (the site's frame)

BO = ["བོད་ཀྱི་ས་ཁུལ་དུ་ད་ལོ་ཆར་པ་མང་པོ་བབས་པས་ཞིང་པ་ཚོའི་ལོ་ཐོག་ཡག་པོ་བྱུང་ཡོད་པ་དང་། "
      "གྲོང་གསེབ་ཀྱི་མི་རྣམས་དགའ་སྤྲོ་ཆེན་པོས་ཁ་ལོ་བསྒྱུར་གྱི་འདུག",
      "སློབ་གྲྭ་ཆུང་ངུ་དེར་ད་ལོ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་བཙུགས་ཏེ། "
      "སློབ་ཕྲུག་ཚོས་ཉིན་རེར་དགོང་ཟས་རྗེས་སུ་དཔེ་ཆ་ཀློག་གི་ཡོད།",
      "མཁར་ཟམ་རྙིང་པ་དེ་ལོ་གསུམ་རིང་ཉམས་གསོ་བྱས་རྗེས་ཟླ་བ་སྔོན་མར་ཡང་བསྐྱར་སྒོ་ཕྱེ་བས། "
      "ཉེ་འཁོར་གྱི་མི་རྣམས་ཟམ་པའི་སྟེང་དུ་འཆམ་འཆམ་བྱེད་དུ་འགྲོ་གི་འདུག"]
UG = ["بۇ يىل تاغلىق رايونلاردىكى مەكتەپلەردە يېڭى كۇتۇپخانا ئېچىلدى، بالىلار ھەر كۈنى چۈشتىن كېيىن يېرىم سائەت "
      "كىتاب ئوقۇيدۇ.",
      "كەنت كوئوپېراتىپى ياڭاقنى ياغقا ئايلاندۇرۇپ، تور ئارقىلىق پۈتۈن مەملىكەتكە ساتتى، "
      "ھەر بىر ئائىلىنىڭ كىرىمى ئاشتى.",
      "كونا كۆۋرۈك ئۈچ يىل ئوڭشالغاندىن كېيىن ئۆتكەن ئايدا قايتا ئېچىلدى، ئاھالىلەر يەنە كۆۋرۈك ئۈستىدە سەيلە "
      "قىلالايدۇ."]
ZH = ["今年秋天，河谷里的苹果提前成熟，果农们趁着晴天把大部分果子摘下来，装车运到了县城的批发市场。",
      "镇上的老茶馆重新开张以后，每天早上都坐满了喝茶聊天的老人，年轻人也常常带着孩子来听评书。",
      "新修的山路通到了村口，以前要走两个小时的路，现在骑摩托车二十分钟就能到乡里的集市。"]
EN = ["The valley's apple harvest came early this autumn, and growers picked most of the fruit on dry days before "
      "trucking it to the county market.",
      "When the old tea house in town reopened, its benches filled every morning with neighbours who came to talk, "
      "and children came in the afternoons to hear stories.",
      "The new mountain road now reaches the village gate, so a trip that took two hours on foot is twenty minutes "
      "by motorbike."]

CASES: dict[str, tuple[str, dict[str, list[str]]]] = {}


def page(name: str, lang: str, body: str, stay: list[str], go: list[str], once: list[str] | None = None,
         title: str = "t") -> None:
    """Register the page ``name`` in ``lang`` around ``body``, titled ``title``, with the lines that stay, go and
    appear once."""
    markup = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head>'
              f"<body>{body}</body></html>")
    CASES[name] = (markup, {"stay": list(stay), "go": list(go), "once": list(once or [])})


def rows_of(rows: list[list[str]]) -> str:
    """``rows`` as a table body's rows of cells."""
    return "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)


# 1 Section tools: a community phrasebook, each phrase in a listen button beside its edit link (the phrases stay);
# Baike's edit buttons beside its headings with no listen button (they go)
PHRASES = [("བཀྲ་ཤིས་བདེ་ལེགས།", "Hello"), ("ཁྱེད་རང་སྐུ་གཟུགས་བདེ་པོ་ཡིན་པས།", "How are you?"),
           ("ཐུགས་རྗེ་ཆེ།", "Thank you"), ("ག་ལེར་ཕེབས།", "Goodbye")]
page("phrasebook_edit_links_bo", "bo",
     f"{NAV}<main><h1>བོད་སྐད་ཀྱི་གཏམ་བཤད།</h1><p>Tap a phrase to hear it spoken by a teacher from Lhasa; "
     "contributors may correct a phrase with its edit link.</p>"
     + "".join(f'<div class="phrase"><div class="phrase-bo"><span class="audio-play">{bo}</span> '
               f'<a class="edit-link" href="/edit/{i}">edit</a></div><div class="phrase-en">{en}</div></div>'
               for i, (bo, en) in enumerate(PHRASES))
     + f"</main>{FOOT}", [bo for bo, _ in PHRASES] + [en for _, en in PHRASES], [], title="Phrasebook")
page("baike_edit_only_zh", "zh",
     f'{NAV}<div class="main-content"><h1>河谷村</h1><div class="lemma-summary"><div class="para">'
     "河谷村位于县城以北，是一个以种植苹果为主的村庄。</div></div>"
     + "".join(f'<div class="para-title level-2"><h2 class="title-text">{head}</h2><a class="edit-icon j-edit-link" '
               f'href="#"><em class="cmn-icon wiki-lemma-icons"></em>编辑</a></div><div class="para">{text}</div>'
               for head, text in zip(["历史", "现状", "交通"], ZH))
     + f"</div>{FOOT}", [*ZH, "河谷村位于县城以北"], ["编辑"], title="河谷村_百度百科")
ZH_PHRASES = [("你好", "ཁམས་བཟང་།"), ("谢谢", "ཐུགས་རྗེ་ཆེ།"), ("再见", "ག་ལེར་ཕེབས།")]
page("phrasebook_edit_links_zh", "zh",
     f"{NAV}<main><h1>汉藏常用语</h1><p>点击词语可以听老师的发音，读者发现错误可以点击旁边的编辑按钮修改。</p>"
     + "".join(f'<div class="phrase"><div class="phrase-zh"><span class="audio-btn">{zh}</span> '
               f'<a class="edit-btn" href="/edit/{i}">编辑</a></div><div class="phrase-bo">{bo}</div></div>'
               for i, (zh, bo) in enumerate(ZH_PHRASES))
     + f"</main>{FOOT}", [zh for zh, _ in ZH_PHRASES], [], title="汉藏常用语")
page("baike_one_section_zh", "zh",
     f'{NAV}<div class="main-content"><div class="lemma-title"><h1>老茶馆</h1><span class="audio-play">'
     f'<i class="cmn-icon"></i>播报</span></div><div class="lemma-summary"><div class="para">{ZH[1]}</div></div>'
     '<div class="para-title level-2"><h2 class="title-text">历史</h2><span class="audio-play part-audio-play">'
     '<i class="cmn-icon"></i>播报</span><a class="edit-icon j-edit-link"><em class="cmn-icon"></em>编辑</a></div>'
     f'<div class="para">{ZH[2]}</div></div>{FOOT}', [ZH[1], ZH[2]], ["编辑"], title="老茶馆_百度百科")
page("editor_credit_link_zh", "zh",
     f"{NAV}<main><article><h1>老茶馆重新开张</h1>{paragraphs(ZH)}<div class=\"editor\">"
     f'<a class="edit-link" href="/editor/12">责任编辑：王小明</a></div></article></main>{FOOT}', ZH, [],
     title="老茶馆重新开张")


# 2 DataTables: 2.x with a scrolling body (the table five boxes under its wrapper) and a pager of buttons; 1.x's
# Bootstrap skin (a pager list); a side column's list of stories; a theme whose own prefix is "dt-"
SCHOOLS = [["ལྷ་ས།", "༣༠༠", "2024-04-02"], ["གཞིས་རྩེ།", "༢༥༠", "2024-05-11"], ["ཉིང་ཁྲི།", "༡༨༠", "2024-06-20"],
           ["མཚོ་སྔོན།", "༡༢༠", "2024-07-08"]]
SCHOOL_HEADS = ["ས་གནས།", "སློབ་ཕྲུག", "ཚེས་གྲངས།"]
SCHOOL_LEAD = ("རེའུ་མིག་འདིའི་ནང་ད་ལོ་གསར་བཙུགས་བྱས་པའི་དཔེ་མཛོད་ཁང་ཁག་གི་ས་གནས་དང་སློབ་ཕྲུག་གི་གྲངས། "
               "སྒོ་ཕྱེ་བའི་ཚེས་གྲངས་བཅས་འཀོད་ཡོད།")
page("datatables2_scroll_bo", "bo",
     f'{NAV}<main><h1>དཔེ་མཛོད་ཁང་གི་ཐོ།</h1><p>{SCHOOL_LEAD}</p><div class="dt-container dt-empty-footer">'
     '<div class="dt-layout-row"><div class="dt-layout-cell dt-layout-start"><div class="dt-length"><select>'
     "<option>10</option></select><label>entries per page</label></div></div>"
     '<div class="dt-layout-cell dt-layout-end"><div class="dt-search"><label>Search:</label><input type="search">'
     '</div></div></div><div class="dt-layout-row dt-layout-table"><div class="dt-layout-cell dt-layout-full">'
     '<div class="dt-scroll"><div class="dt-scroll-head"><div class="dt-scroll-headInner">'
     '<table class="display dataTable"><thead><tr>'
     + "".join(f'<th class="dt-orderable-asc"><span class="dt-column-title">{head}</span></th>'
               for head in SCHOOL_HEADS)
     + '</tr></thead></table></div></div><div class="dt-scroll-body"><table id="t" class="display nowrap dataTable">'
     + "<thead><tr>" + "<th></th>" * len(SCHOOL_HEADS) + f"</tr></thead><tbody>{rows_of(SCHOOLS)}</tbody></table>"
     '</div></div></div></div><div class="dt-layout-row"><div class="dt-layout-cell dt-layout-start">'
     '<div class="dt-info" aria-live="polite">Showing 1 to 4 of 4 entries</div></div>'
     '<div class="dt-layout-cell dt-layout-end"><div class="dt-paging"><nav aria-label="pagination">'
     '<button class="dt-paging-button disabled previous">‹</button><button class="dt-paging-button current">1'
     f'</button><button class="dt-paging-button next">›</button></nav></div></div></div></div></main>{FOOT}',
     [SCHOOL_LEAD, *(cell for row in SCHOOLS for cell in row)], ["Showing 1 to 4", "entries per page", "Search:"],
     once=["ལྷ་ས།"], title="དཔེ་མཛོད་ཁང་གི་ཐོ།")
LIBRARIES = [["石门村", "三千册", "周一至周五"], ["河湾村", "两千册", "周末"], ["松山村", "四千册", "每天下午"],
             ["柳树村", "一千册", "周三"]]
LIBRARY_LEAD = "下表列出了今年新建的乡村图书室，包括所在村庄、藏书数量和开放时间，欢迎附近的居民前往借阅。"
page("datatables_bootstrap_zh", "zh",
     f'{NAV}<div class="container"><h1>乡村图书室名单</h1><p>{LIBRARY_LEAD}</p>'
     '<div id="t_wrapper" class="dataTables_wrapper dt-bootstrap5 no-footer"><div class="row">'
     '<div class="col-sm-12 col-md-6"><div class="dataTables_length"><label>显示 <select class="form-select">'
     '<option>10</option></select> 项结果</label></div></div><div class="col-sm-12 col-md-6">'
     '<div class="dataTables_filter"><label>搜索:<input type="search" class="form-control"></label></div></div>'
     '</div><div class="row dt-row"><div class="col-sm-12"><table id="t" class="table table-striped dataTable">'
     '<thead><tr><th class="sorting">村庄</th><th class="sorting">藏书</th><th class="sorting">开放时间</th></tr>'
     f'</thead><tbody>{rows_of(LIBRARIES)}</tbody></table></div></div><div class="row">'
     '<div class="col-sm-12 col-md-5"><div class="dataTables_info" role="status">显示第 1 至 4 项结果，共 4 项</div>'
     '</div><div class="col-sm-12 col-md-7"><div class="dataTables_paginate paging_simple_numbers">'
     '<ul class="pagination"><li class="paginate_button page-item previous disabled"><a href="#" class="page-link">'
     '上页</a></li><li class="paginate_button page-item active"><a href="#" class="page-link">1</a></li>'
     '<li class="paginate_button page-item next disabled"><a href="#" class="page-link">下页</a></li></ul></div>'
     f"</div></div></div></div>{FOOT}",
     [LIBRARY_LEAD, "村庄", *(cell for row in LIBRARIES for cell in row)], ["显示第 1 至 4", "上页", "下页", "搜索"],
     title="乡村图书室名单")
LATEST = ["يېڭى مەكتەپ ئېچىلدى", "بازار كېڭەيتىلدى", "يول ياسالدى", "باغ ئوڭشالدى"]
page("datatables_side_stories_ug", "ug",
     f"{NAV}<main><article><h1>كونا كۆۋرۈك</h1>{paragraphs(UG)}</article></main><aside><h3>ئەڭ يېڭى خەۋەرلەر</h3>"
     '<div class="dataTables_wrapper"><table class="dataTable"><thead><tr><th>ماۋزۇ</th><th>ۋاقىت</th></tr></thead>'
     "<tbody>" + "".join(f'<tr><td><a href="/n/{i}">{title}</a></td><td>2024-0{i + 1}-01</td></tr>'
                         for i, title in enumerate(LATEST))
     + f"</tbody></table></div></aside>{FOOT}", UG, LATEST[:2], title="كونا كۆۋرۈك")
BIO = ["Pema Lhamo has taught Tibetan grammar at the county school for twenty years and wrote its first reader for "
       "young children.",
       "She spends her summers recording the songs of herders in the high pastures and shares them with her students "
       "in autumn."]
page("dt_prefixed_theme_bio_en", "en",
     f'{NAV}<main><div class="dt-team-member"><h1 class="dt-name">Pema Lhamo</h1><div class="dt-info">'
     f'{paragraphs(BIO)}</div><div class="dt-search"><form><label>Search:</label><input type="search"></form></div>'
     f"</div></main>{FOOT}", BIO, [], title="Pema Lhamo")


# 3 DokuWiki: a template that lists the revision line's parts in the docInfo box
page("dokuwiki_revision_list_bo", "bo",
     '<div id="dokuwiki__site"><div class="dokuwiki"><div id="dokuwiki__content"><div class="pageId">'
     f'<span class="label">bo:dpe_mdzod</span></div><div class="page group"><h1>དཔེ་མཛོད་ཁང་།</h1><div class="level1">'
     f'{paragraphs(BO)}</div></div><div class="docInfo"><ul class="list-inline"><li><span><bdi>dpe_mdzod.txt</bdi>'
     "</span></li><li><span>Last modified: 2024/05/11 09:02 by tashi</span></li></ul></div></div></div></div>",
     BO, ["bo:dpe_mdzod", "dpe_mdzod.txt", "Last modified: 2024/05/11"], title="དཔེ་མཛོད་ཁང་། [wiki]")


# 4 Question texts: a Q&A page under a site whose logo is its first <h1>, related questions named as question texts
RELATED = ["苹果提前成熟要提前采摘吗？", "果子晒干以后能放多久？", "县城的批发市场几点开门？"]
QUESTION = "今年河谷里的苹果比往年早熟了半个月，我家果园还没准备好人手，是先摘下来放冷库，还是留在树上等一等？"
page("question_under_logo_h1_zh", "zh",
     f'<h1 class="logo"><a href="/">问答社区</a></h1>{NAV}<div class="container"><div class="wgt-question">'
     f'<h2 class="ask-title">苹果提前成熟了怎么办？</h2><div class="ask-info"><div class="question-content">{QUESTION}'
     '</div><span class="ask-user">果农老李</span> | 2024-09-01 浏览321次</div></div><div class="answer">'
     f'<div class="answer-text">{ZH[0]}建议先摘成熟度高的果子，放进冷库，剩下的再等一周。</div></div></div>'
     '<aside class="side"><h3>相关问题</h3><ul>'
     + "".join(f'<li><a href="/q/{i}"><div class="question-content">{question}（已解决，共{i + 3}个回答）</div></a>'
               "</li>" for i, question in enumerate(RELATED))
     + f"</ul></aside>{FOOT}", [QUESTION], RELATED[:2], title="苹果提前成熟了怎么办？_问答社区")


# 5 Comments: a WordPress theme's comment list inside the story's <article>; a thread whose replies are as long as
# its opening post, set in <article>
COMMENTS = [("Mara", "We used to pick apples in that valley every October, and the early harvest surprised everyone "
                     "at the market."),
            ("Tom", "The county market was full of trucks last week, prices dropped a little but the fruit was "
                    "excellent."),
            ("Ana", "Thank you for the report, my grandparents still grow apples there and they said the same thing.")]
page("comments_inside_story_en", "en",
     f'{NAV}<main><article class="post"><h1>An early harvest</h1><div class="entry-content">{paragraphs(EN)}</div>'
     '<div id="comments" class="comments-area"><h2 class="comments-title">3 thoughts on “An early harvest”</h2>'
     '<ol class="comment-list">'
     + "".join(f'<li class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">{author}'
               f'</b> <time>2024-09-0{i + 1}</time></footer><div class="comment-content"><p>{text}</p></div>'
               '<div class="reply"><a class="comment-reply-link">Reply</a></div></article></li>'
               for i, (author, text) in enumerate(COMMENTS))
     + f"</ol></div></article></main>{FOOT}", EN, [text[:30] for _, text in COMMENTS], title="An early harvest")
REPLIES = [("river_walker", "I drove down to the county market on Saturday and can confirm it: the apple trucks were "
                            "lined up past the bridge, and the growers I talked to said the early frost never came "
                            "this year, which is why the fruit ripened two weeks ahead."),
           ("orchard_ann", "Same in our valley. We picked on the two dry days last week and the cold store is already "
                           "full, so the rest will go straight to the juice press; if anyone nearby has space in a "
                           "cellar, please write to me.")]
page("thread_replies_as_long_en", "en",
     f'{NAV}<main><div class="thread"><article class="topic-post"><h1>Early apple harvest in the valley?</h1>'
     f'<div class="post-author">tea_house_tom</div><div class="post-body">{paragraphs(EN[:2])}</div></article>'
     '<div class="comments replies">'
     + "".join(f'<div class="comment"><div class="comment-author">{author}</div><div class="comment-content"><p>{text}'
               "</p></div></div>" for author, text in REPLIES)
     + f"</div></div></main>{FOOT}", [*EN[:2], *(text for _, text in REPLIES)], [],
     title="Early apple harvest in the valley? - Valley Forum")


# 6 Nav items: a Bulma menu of navbar-item links outside any <nav>, over a story
MENU = ["باش بەت", "خەۋەرلەر", "مەدەنىيەت", "ئالاقە"]
page("bulma_navbar_items_ug", "ug",
     '<div class="navbar-menu"><div class="navbar-start">'
     + "".join(f'<a class="navbar-item" href="/{i}">{entry}</a>' for i, entry in enumerate(MENU))
     + f'</div></div><section class="section"><div class="container"><h1 class="title">كونا كۆۋرۈك</h1>'
     f'<div class="content">{paragraphs(UG)}</div></div></section>{FOOT}', UG, MENU[2:], title="كونا كۆۋرۈك")


@pytest.mark.parametrize("name", sorted(CASES))
def test_review_pages(name: str) -> None:
    markup, spec = CASES[name]
    assert_spec(name, auto_text(markup), spec)
