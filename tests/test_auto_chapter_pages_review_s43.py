"""Review r303 of ``chapter_pages`` (session 43): pages written to break its rules.

False positives: a news story citing a shop's address in a short line, a source line naming a bookshop's site, a
short news item beside a drama's episode list, a textbook page whose own chapter index follows its long intro, a
Uyghur shop's short page beside its equipment links (words ending in "باب"), a tutorial quoting Project
Gutenberg's marker lines on their own, a document's bilingual "目录 / Contents" heading, a manual's own chapter
index beside its long introduction. False negatives: a Tibetan nav row between triangle arrows, a Uyghur nav row in
reverse order, an English reader's nav row. Size: a chapter of thousands of ``<br>`` lines and a table of contents
of thousands of chapters run in near-linear time. Pages and sentences are our own.
"""

from __future__ import annotations

import pytest

from .extraction_pages import assert_spec, auto_text, best_seconds

ZH_NEWS = ["本报讯 昨天上午，市图书馆新馆正式对外开放，首日接待读者超过八千人次，不少市民一大早就在门口排起了长队。",
           "新馆共有六层，藏书一百二十万册，设有少儿阅览区、古籍修复室和数字体验区，全天开放十二个小时。",
           "馆长介绍说，今年还将推出图书通借通还服务，读者在全市任何一家分馆借的书，都可以就近归还。",
           "一位带着孩子来的母亲告诉记者，以前周末只能去商场，现在终于有了一个安静又好玩的地方，孩子特别喜欢。"]
ZH_SHORT = ["本报讯 第三届城市读书节昨天闭幕，为期一周的活动吸引了三万多名市民参加。",
            "主办方表示，明年将增加乡村分会场，让更多农村孩子参与进来。"]
EN = ["This textbook introduces the study of rivers, from the first trickle on a mountain slope to the wide mouth "
      "where fresh water meets the sea, and it is written for students in their first year of geography.",
      "Each chapter opens with a short field story, follows it with the ideas the story raises, and closes with "
      "exercises that can be done with a map, a ruler and a notebook, without any special equipment.",
      "Teachers will find that the chapters can be read in almost any order, although the first three build the "
      "vocabulary that the later ones take for granted, so we suggest starting there."]
EN_TUTORIAL = ["Books downloaded from Project Gutenberg carry a licence header and footer around the text, and a "
               "script that counts words in a novel must strip them first.",
               "The header ends with a marker line, which looks like the one below; everything after it belongs "
               "to the book itself, up to a matching end marker.",
               "Our script searches for both lines, keeps what lies between them and reports how many words it "
               "found, which for a long novel may take a second or two."]
BO = ["དེ་ནི་དགུན་ཁའི་ཉིན་མོ་ཞིག་ཡིན། བུ་མོ་ཆུང་ཆུང་དེས་ཨ་མའི་ལག་པ་བཟུང་ནས་ཁ་བ་ཆེན་པོའི་ནང་ནས་གྲོང་ཚོ་གཞན་ཞིག་ལ་བསྐྱོད་ཀྱི་ཡོད།",
      "ལམ་ཁར་ཁོ་ཚོས་རྒན་པོ་ཞིག་དང་འཕྲད་པ་རེད། རྒན་པོས་ཁོ་ཚོར་ཇ་དང་རྩམ་པ་སྤྲད་ནས་སྔོན་གྱི་གཏམ་རྒྱུད་ཅིག་བཤད་བྱུང་།",
      "ཉི་མ་ནུབ་རིར་ཟུག་སྐབས་ཁོ་ཚོ་གཉིས་ཀྱིས་རི་ལ་འཛེགས་ཏེ་ཕ་ཡུལ་གྱི་ཕྱོགས་སུ་བལྟས་ནས་ཡུན་རིང་ལ་ཁ་རོག་པོར་བསྡད།"]
UG = ["بىزنىڭ دۇكىنىمىزدا ئاشخانا ئۈچۈن لازىملىق ھەممە نەرسە بار، مال سۈپىتى ياخشى، باھاسى ئەرزان.",
      "ئۇ كۈنى ئەتىگەندە ئابدۇللا بوۋاي ھويلىسىدىكى ئۈجمە دەرىخىنىڭ تۈۋىدە ئولتۇرۇپ، نەۋرىسىگە ياشلىق "
      "چاغلىرىدىكى بىر ۋەقەنى سۆزلەپ بەردى.",
      "نەۋرىسى ئۇنىڭ گېپىنى جىم ئاڭلاپ ئولتۇردى، ئاندىن بوۋىسىدىن شۇ كۈنلەردە يېزىدا نېمە ئىشلار بولغانلىقىنى "
      "سورىدى."]

HEAD = '<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>{body}</body></html>'
MENU = ('<div class="header"><ul><li><a href="/">首页</a></li><li><a href="/news">新闻</a></li><li><a href="/culture">'
        '文化</a></li><li><a href="/video">视频</a></li></ul></div>')
PAGES: dict[str, tuple[str, list[str], list[str]]] = {}


def page(name: str, lang: str, body: str, kept: list[str], dropped: list[str], title: str = "t") -> None:
    """Register page ``name`` in ``lang`` around ``body`` with the strings kept and dropped."""
    PAGES[name] = (HEAD.format(lang=lang, title=title, body=body), list(kept), list(dropped))


def links(titles: list[str], prefix: str, tag: str = "ul", attributes: str = "") -> str:
    """A list of ``<li><a>`` links to ``titles``."""
    return (f"<{tag}{attributes}>" + "".join(f'<li><a href="/{prefix}/{n}.html">{t}</a></li>'
                                              for n, t in enumerate(titles)) + f"</{tag}>")


# --- false positives ---------------------------------------------------------------------------------------------
# 1 a news story: a short paragraph giving a shop's address beside the word "book", a source line naming a bookshop
ZH_ADDRESS = "网上书店 www.shuxiang.com 同步开通了预约借书。"
ZH_SOURCE = "来源：www.xinhua.net 新华书店"
page("news_cites_site", "zh",
     MENU + '<div class="article"><h1>市图书馆新馆开放</h1>' + "".join(f"<p>{p}</p>" for p in ZH_NEWS[:2])
     + f"<p>{ZH_ADDRESS}</p>" + "".join(f"<p>{p}</p>" for p in ZH_NEWS[2:]) + f"<p>{ZH_SOURCE}</p></div>",
     ZH_NEWS + [ZH_ADDRESS, ZH_SOURCE], ["视频"], title="市图书馆新馆开放_新闻")

# 2 a short news item beside a drama's episode list: the list is a sidebar, not the page's records
EPISODES = [f"第{n}集 山河故人" for n in range(1, 9)]
page("short_news_episode_sidebar", "zh",
     MENU + '<div class="main"><div class="article"><h1>城市读书节闭幕</h1>' + "".join(f"<p>{p}</p>" for p in ZH_SHORT)
     + '</div></div><div class="sidebar"><h3>热播剧集</h3>' + links(EPISODES, "tv") + '</div>',
     ZH_SHORT, EPISODES[2:6], title="城市读书节闭幕_新闻")

# 3 a textbook's page: its long introduction and, under it in the same box, its own chapter index
TEXTBOOK_TOC = [f"Chapter {n}: {t}" for n, t in enumerate(
    ["Where rivers begin", "Valleys and floodplains", "Meanders", "Deltas and estuaries", "Rivers and people",
     "Measuring a river's flow", "Rivers in a changing climate"], 1)]
page("textbook_own_index", "en",
     '<nav><a href="/">Home</a> <a href="/books">Books</a></nav><main><h1>Rivers: a first course</h1>'
     + "".join(f"<p>{p}</p>" for p in EN) + '<h2>Chapters</h2>' + links(TEXTBOOK_TOC, "rivers", "ol")
     + '</main><footer><p>Published under a Creative Commons licence.</p></footer>',
     EN + TEXTBOOK_TOC[1:6], [], title="Rivers: a first course")

# 4 a Uyghur shop's short page: its equipment links open with a word ending in "باب" (equipment), not a chapter
UG_LINKS = ["ئەسباب: چۆگۈن", "ئەسباب: قازان", "ئەسباب: پىچاق", "ئەسباب: تاۋا", "ئەسباب: چىنە", "ئەسباب: قوشۇق",
            "ئەسباب: تەخسە"]
page("uyghur_shop_links", "ug",
     '<main dir="rtl"><h1>ئاشخانا دۇكىنى</h1><p>' + UG[0] + '</p></main><aside>' + links(UG_LINKS, "shop")
     + '</aside>', [UG[0]], UG_LINKS[1:6])

# 5 a tutorial quoting Gutenberg's marker lines on their own: nothing before or after them goes
START_LINE = "*** START OF THE PROJECT GUTENBERG EBOOK THE GATE ***"
END_LINE = "*** END OF THE PROJECT GUTENBERG EBOOK THE GATE ***"
page("gutenberg_tutorial", "en",
     '<main><h1>Counting words in a Gutenberg book</h1>' + f"<p>{EN_TUTORIAL[0]}</p><p>{EN_TUTORIAL[1]}</p>"
     + f"<pre>{START_LINE}</pre><p>{EN_TUTORIAL[2]}</p><pre>{END_LINE}</pre><p>{EN[2]}</p></main>",
     EN_TUTORIAL + [EN[2]], [])

# 6 a manual's bilingual heading over its own contents: a heading is no nav row
ZH_DOC = ["本手册介绍灌溉泵站的日常维护方法，适用于乡镇水利站的值班人员，请在每次开机前通读一遍相关章节。",
          "手册分为三个部分：开机前检查、运行中巡视和停机后保养，每一部分都列出了需要记录的数据和常见故障的处理办法。"]
page("manual_contents_heading", "zh",
     '<main><h1>泵站维护手册</h1>' + "".join(f"<p>{p}</p>" for p in ZH_DOC) + '<h2>目录 / Contents</h2><p>'
     + ZH_NEWS[0] + '</p></main>', ZH_DOC + ["目录 / Contents", ZH_NEWS[0]], [])

# 7 a manual's long introduction and its own linked chapter index under "目录" in the same box: the index stays
MANUAL_TOC = [f"第{n}章 {t}" for n, t in zip("一二三四五六七", ["泵站概述", "开机前检查", "运行中巡视", "停机后保养",
                                                          "常见故障", "安全规程", "附录"])]
page("manual_own_index", "zh",
     '<main><h1>泵站维护手册</h1>' + "".join(f"<p>{p}</p>" for p in ZH_DOC + ZH_NEWS) + '<h2>目录</h2><div class="mulu">'
     + "".join(f'<dd><a href="/pump/{k}.html">{t}</a></dd>' for k, t in enumerate(MANUAL_TOC)) + '</div></main>',
     ZH_DOC + MANUAL_TOC, [], title="泵站维护手册")

# --- false negatives -------------------------------------------------------------------------------------------------
# 8 a Tibetan chapter between nav rows set off by triangle arrows
BO_NAV = '<div class="chapter-nav">◀ ལེའུ་སྔོན་མ། ▪ དཀར་ཆག ▪ ལེའུ་རྗེས་མ། ▶</div>'
page("tibetan_triangle_nav", "bo",
     '<nav><a href="/">གཙོ་ངོས།</a> <a href="/sgrung">སྒྲུང་གཏམ།</a></nav><main><h1>ལེའུ་གསུམ་པ། ཁ་བ།</h1>' + BO_NAV
     + "".join(f"<p>{p}</p>" for p in BO) + BO_NAV + '</main>', BO, ["ལེའུ་སྔོན་མ།", "དཀར་ཆག"])

# 9 a Uyghur chapter whose nav row runs next-first, with guillemets
UG_NAV = '<p class="nav">« كېيىنكى باب » « مۇندەرىجە » « ئالدىنقى باب »</p>'
page("uyghur_reverse_nav", "ug",
     '<main dir="rtl"><h1>ئۈجمە تۈۋىدە: ئۈچىنچى باب</h1>' + UG_NAV + "".join(f"<p>{p}</p>" for p in UG[1:])
     + UG_NAV + '</main>', UG[1:], ["مۇندەرىجە"])

# 10 an English reader's chapter between its nav rows (Previous Chapter | Index | Next Chapter)
EN_STORY = ["The lighthouse keeper's daughter had counted the ships since she was six, and she knew each of them by "
            "the shape of its sails long before she could read the names painted on their bows.",
            "That spring a ship came in that she did not know, low in the water and quiet, and no one in the harbour "
            "would say who owned it or what it carried under the grey canvas on its deck.",
            "She watched it for three nights from the lamp room, and on the fourth she rowed out alone."]
EN_NAV = ('<div class="nav-buttons"><a href="/4">Previous Chapter</a> | <a href="/">Index</a> | '
          '<a href="/6">Next Chapter</a></div>')
page("english_reader_nav", "en",
     '<main><h1>Chapter 5: The grey ship</h1>' + EN_NAV + "".join(f"<p>{p}</p>" for p in EN_STORY) + EN_NAV
     + '</main>', EN_STORY, ["Previous Chapter", "Next Chapter"])


@pytest.mark.parametrize("name", sorted(PAGES))
def test_review_page(name: str) -> None:
    markup, kept, dropped = PAGES[name]
    assert_spec(name, auto_text(markup), {"stay": kept, "go": dropped})


# --- size ------------------------------------------------------------------------------------------------------------
def _big_chapter(n: int) -> str:
    lines = []
    for k in range(n):
        lines.append(f"第{k}行，他走了很远的路，看见远处的山。" if k % 7 else "最新网址：www.biqugex.com")
    toc = "".join(f'<li><a href="/b/{k}.html">第{k + 1}章 远山</a></li>' for k in range(n))
    return HEAD.format(lang="zh", title="第一章 远山_笔趣阁", body='<div class="bottem1"><a href="/1">上一章</a> '
                       '<a href="/">目录</a> <a href="/2">下一章</a></div><div id="content">' + "<br><br>".join(lines)
                       + f'</div><div id="list"><ul>{toc}</ul></div>')


def test_size_near_linear() -> None:
    timings = []
    for n in (1_000, 4_000):
        markup = _big_chapter(n)
        assert "www.biqugex.com" not in auto_text(markup)
        timings.append(best_seconds(lambda: auto_text(markup), 3))
    assert timings[1] < 10 * timings[0] + 0.5, timings
