"""Web-novel and e-book chapter pages (session 43, h303): the chapter's text stays, the reader's furniture goes.

Pages in the shapes of sites the dev set lacks: a biquge-family chapter (``div#content`` of ``<br>`` lines with the
site's watermark lines injected between them), a Qidian-like reader (chapter nav row, vote and tip buttons, the
reader's settings, the book card), Tibetan and Uyghur literature sites serialising a novel (their chapter nav rows),
a Wikisource chapter (its header template and licence footer), a Project Gutenberg book (its licence header and
footer) and an archive.org full-text page. Guard pages: a chapter whose dialogue says "下一章", "目录" and "书架", a
short line of dialogue between the watermarked lines, a novel's table of contents (a listing: its chapters stay),
a one-paragraph chapter, Tibetan and Uyghur prose naming a chapter's table of contents. Pages and sentences are our
own.
"""

from __future__ import annotations

import pytest

from .extraction_pages import assert_spec, auto_text

ZH = ["那天傍晚，林小舟背着破旧的书箱走出了山门，回头望去，师父站在石阶上一动不动，像一棵老松。",
      "山路弯弯曲曲地通向镇子，路边的野花开得正盛，他一边走一边想着师父临别时说的那句话，心里说不出是什么滋味。",
      "到了镇上，天已经黑透了，客栈的掌柜提着灯笼迎出来，打量了他半天，才慢吞吞地问他要住几晚。",
      "夜里下起了雨，雨点打在瓦片上噼啪作响，林小舟躺在硬板床上翻来覆去，怎么也睡不着，索性起身点灯读书。"]
ZH_DIALOGUE = ["“下一章我们讲的是他怎样离开家乡的故事，”老先生合上书，笑着对围坐的孩子们说，“你们明天还来听吗？”",
               "小姑娘跑到书架前，踮起脚尖取下那本旧书，翻开目录找了半天，才找到爷爷说的那一篇。",
               "“目录都被虫蛀了，”她叹了口气，“不过没关系，故事我都记得，下一章的开头是一场大雪。”"]
BO = ["དེ་ནི་དགུན་ཁའི་ཉིན་མོ་ཞིག་ཡིན། བུ་མོ་ཆུང་ཆུང་དེས་ཨ་མའི་ལག་པ་བཟུང་ནས་ཁ་བ་ཆེན་པོའི་ནང་ནས་གྲོང་ཚོ་གཞན་ཞིག་ལ་བསྐྱོད་ཀྱི་ཡོད།",
      "ལམ་ཁར་ཁོ་ཚོས་རྒན་པོ་ཞིག་དང་འཕྲད་པ་རེད། རྒན་པོས་ཁོ་ཚོར་ཇ་དང་རྩམ་པ་སྤྲད་ནས་སྔོན་གྱི་གཏམ་རྒྱུད་ཅིག་བཤད་བྱུང་།",
      "ཉི་མ་ནུབ་རིར་ཟུག་སྐབས་ཁོ་ཚོ་གཉིས་ཀྱིས་རི་ལ་འཛེགས་ཏེ་ཕ་ཡུལ་གྱི་ཕྱོགས་སུ་བལྟས་ནས་ཡུན་རིང་ལ་ཁ་རོག་པོར་བསྡད།"]
UG = ["ئۇ كۈنى ئەتىگەندە ئابدۇللا بوۋاي ھويلىسىدىكى ئۈجمە دەرىخىنىڭ تۈۋىدە ئولتۇرۇپ، نەۋرىسىگە ياشلىق "
      "چاغلىرىدىكى بىر ۋەقەنى سۆزلەپ بەردى.",
      "نەۋرىسى ئۇنىڭ گېپىنى جىم ئاڭلاپ ئولتۇردى، ئاندىن بوۋىسىدىن شۇ كۈنلەردە يېزىدا نېمە ئىشلار بولغانلىقىنى "
      "سورىدى.",
      "بوۋاي كۈلۈمسىرەپ، ئۇ چاغدا يېزىدا بىرمۇ ماشىنا يوقلۇقىنى، ھەممە ئادەم ئېشەك ھارۋىسىدا بازارغا "
      "بارىدىغانلىقىنى ئېيتتى."]
EN = ["It was late in the autumn when the carrier's cart brought Martha back to the village, with her box of books "
      "and the letter she had not yet found the courage to open.",
      "The schoolmaster met her at the gate, and for a long while neither of them spoke, for each had heard what "
      "the other had lost that year.",
      "She opened the letter that night by the kitchen fire, read it twice, and then laid it on the coals and "
      "watched it curl and blacken without a word."]

HEAD = '<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>{body}</body></html>'
PAGES: dict[str, tuple[str, list[str], list[str]]] = {}


def page(name: str, lang: str, body: str, kept: list[str], dropped: list[str], title: str = "t") -> None:
    """Register page ``name`` in ``lang`` around ``body`` with the strings kept and dropped."""
    PAGES[name] = (HEAD.format(lang=lang, title=title, body=body), list(kept), list(dropped))


def br_lines(lines: list[str]) -> str:
    """The biquge body: each line indented by four no-break spaces, two ``<br>`` between lines."""
    return "<br><br>".join("&nbsp;&nbsp;&nbsp;&nbsp;" + line for line in lines)


SITE_NAV = ('<div class="header"><div class="logo"><a href="/">笔趣阁</a></div><div class="nav"><ul><li><a href="/">首页'
            '</a></li><li><a href="/xuanhuan/">玄幻小说</a></li><li><a href="/xiuzhen/">修真小说</a></li><li><a '
            'href="/dushi/">都市小说</a></li><li><a href="/paihang/">排行榜单</a></li></ul></div></div>')
BQ_NAV = ('<div class="bottem1"><a href="/book/1/1.html">上一章</a> &larr; <a href="/book/1/">章节目录</a> &rarr; '
          '<a href="/book/1/3.html">下一章</a> <a href="#" rel="nofollow">加入书签</a></div>')
BQ_WATERMARKS = ["一秒记住【笔趣阁 www.biqugex.com】，精彩小说无弹窗免费阅读！",
                 "最新网址：www.biqugex.com",
                 "本章未完，点击下一页继续阅读"]

# 1 biquge: watermark lines between the <br> lines, nav rows above and below
page("biquge_watermarks", "zh",
     SITE_NAV + '<div class="content_read"><div class="box_con"><div class="con_top"><a href="/">笔趣阁</a> &gt; '
     '<a href="/book/1/">山门</a> &gt; 第二章 夜雨</div><div class="bookname"><h1>第二章 夜雨</h1>' + BQ_NAV
     + '</div><div id="content">' + br_lines([BQ_WATERMARKS[0]] + ZH[:2] + [BQ_WATERMARKS[1]] + ZH[2:]
                                             + [BQ_WATERMARKS[2]])
     + '</div>' + BQ_NAV + '</div></div><div class="footer"><p>本站所有小说为转载作品，所有章节均由网友上传，转载至本站只是为了宣传'
     '，让更多读者欣赏。</p></div>',
     ZH, BQ_WATERMARKS + ["上一章", "加入书签", "玄幻小说"], title="第二章 夜雨_山门_笔趣阁")

# 2 guard: a short line of dialogue between the <br> lines stays
page("biquge_short_dialogue", "zh",
     SITE_NAV + '<div class="bookname"><h1>第三章 客栈</h1>' + BQ_NAV + '</div><div id="content">'
     + br_lines(ZH[:2] + ["“走吧。”", "“你记住了吗？”"] + ZH[2:]) + '</div>' + BQ_NAV,
     ZH + ["“走吧。”", "“你记住了吗？”"], ["加入书签", "章节目录"], title="第三章 客栈_山门_笔趣阁")

# 3 Qidian-like reader: chapter nav, vote and tip buttons, reader settings, book card
QD_CARD = ('<div class="book-info"><h2><a href="/book/9">山门</a></h2><p class="author">作者：青石</p><p>字数：'
           '35.6万字</p><p>状态：连载中</p><p class="latest">最新章节：<a href="/chapter/9/88">第八十八章 归来</a></p></div>')
QD_SETTINGS = ('<div class="panel-setting"><h4>阅读设置</h4><ul><li><span>字体</span><a>宋体</a><a>黑体</a><a>楷书</a></li>'
               '<li><span>背景</span><a>护眼</a><a>羊皮纸</a></li><li><span>字号</span><a>A-</a><b>18</b><a>A+</a></li>'
               '<li><a class="night">夜间模式</a></li></ul></div>')
QD_NAV = ('<div class="chapter-control"><a id="j_chapterPrev" href="/chapter/9/1">上一章</a><span>|</span><a '
          'href="/book/9#catalog">目录</a><span>|</span><a id="j_chapterNext" href="/chapter/9/3">下一章</a></div>')
QD_VOTES = ('<div class="admire-wrap"><a class="btn">投推荐票</a><a class="btn">投月票</a><a class="btn">打赏</a>'
            '<a class="btn">加入书架</a></div>')
page("qidian_reader", "zh",
     QD_CARD + QD_SETTINGS + '<div class="main-text-wrap"><div class="text-head"><h3 class="j_chapterName">第二章 夜雨'
     '</h3><div class="text-info">更新时间：2023-05-04 12:00 本章字数：2133</div></div><div class="read-content j_readContent">'
     + "".join(f"<p>{p}</p>" for p in ZH) + '</div>' + QD_VOTES + '</div>' + QD_NAV,
     ZH, ["投推荐票", "投月票", "打赏", "加入书架", "夜间模式", "羊皮纸", "字数：35.6万字", "状态：连载中", "作者：青石"])

# 4 guard: a chapter whose dialogue says "下一章", "目录", "书架"
page("dialogue_guard", "zh",
     '<div class="read-content">' + "".join(f"<p>{p}</p>" for p in ZH_DIALOGUE + ZH[:1]) + '</div>' + QD_NAV,
     ZH_DIALOGUE + ZH[:1], [])

# 5 guard: a novel's table of contents keeps its chapters
TOC = ["第一章 山门", "第二章 夜雨", "第三章 客栈", "第四章 旧书", "第五章 大雪", "第六章 渡口", "第七章 归来", "第八章 灯下"]
page("toc_listing", "zh",
     SITE_NAV + '<div id="maininfo"><div id="info"><h1>山门</h1><p>作者：青石</p><p>状态：连载中</p></div><div id="intro"><p>'
     + ZH[0] + '</p></div></div><div id="list"><dl><dt>《山门》正文</dt>'
     + "".join(f'<dd><a href="/book/1/{n}.html">{t}</a></dd>' for n, t in enumerate(TOC)) + '</dl></div>',
     TOC[1:7], ["玄幻小说"], title="山门最新章节列表_笔趣阁")

# 6 guard: a one-paragraph chapter
page("one_paragraph_chapter", "zh",
     SITE_NAV + '<div class="bookname"><h1>第九章 灯下</h1>' + BQ_NAV + '</div><div id="content">&nbsp;&nbsp;&nbsp;&nbsp;'
     + ZH[3] + '</div>' + BQ_NAV,
     ZH[3:], ["加入书签"])

# 7 Tibetan literature site: chapter nav rows above and below
BO_NAV = ('<div class="chapter-nav"><a href="/novel/3/1">སྔོན་མ།</a> <a href="/novel/3">དཀར་ཆག</a> '
          '<a href="/novel/3/3">རྗེས་མ།</a></div>')
page("tibetan_chapter", "bo",
     '<nav><a href="/">ཁྱིམ་ཤོག</a> <a href="/novel">སྒྲུང་།</a> <a href="/poem">སྙན་ངག</a></nav><main><h1>ལེའུ་གཉིས་པ།</h1>'
     + BO_NAV + "".join(f"<p>{p}</p>" for p in BO) + BO_NAV + '</main>',
     BO, ["སྔོན་མ།", "རྗེས་མ།"])

# 8 guard: Tibetan prose naming the table of contents
BO_GUARD = "དེབ་འདིའི་དཀར་ཆག་ལ་བལྟས་ན་ལེའུ་སྔོན་མ་དང་རྗེས་མ་གཉིས་ཀར་ཨ་མ་དང་བུ་མོའི་གཏམ་རྒྱུད་བཤད་ཡོད་པ་ཤེས་ཐུབ།"
page("tibetan_guard", "bo",
     '<main><h1>དཔེ་དེབ་ཀྱི་ངོ་སྤྲོད།</h1>' + "".join(f"<p>{p}</p>" for p in BO[:2] + [BO_GUARD]) + '</main>',
     BO[:2] + [BO_GUARD], [])

# 9 Uyghur literature site: "ئالدىنقى باب | مۇندەرىجە | كېيىنكى باب"
UG_NAV = ('<div class="bab-nav"><a href="/roman/5/1">ئالدىنقى باب</a> | <a href="/roman/5">مۇندەرىجە</a> | '
          '<a href="/roman/5/3">كېيىنكى باب</a></div>')
page("uyghur_chapter", "ug",
     '<nav><a href="/">باش بەت</a> <a href="/roman">رومان</a> <a href="/sheir">شېئىر</a></nav><main dir="rtl">'
     '<h1>ئىككىنچى باب</h1>' + UG_NAV + "".join(f"<p>{p}</p>" for p in UG) + UG_NAV + '</main>',
     UG, ["ئالدىنقى باب", "كېيىنكى باب"])

# 10 guard: Uyghur prose naming the next chapter
UG_GUARD = ("كىتابنىڭ مۇندەرىجە قىسمىغا قارىساق، كېيىنكى باب بوۋاينىڭ شەھەرگە بارغان كۈنى ھەققىدە ئىكەنلىكىنى "
            "بىلەلەيمىز.")
page("uyghur_guard", "ug",
     '<main dir="rtl"><h1>كىتاب ھەققىدە</h1>' + "".join(f"<p>{p}</p>" for p in UG[:2] + [UG_GUARD]) + '</main>',
     UG[:2] + [UG_GUARD], [])

# 11 Wikisource chapter: header template, sister projects note, licence footer
WS_HEADER = ('<div class="ws-noexport" id="headertemplate"><div class="wst-header-mainblock"><div class="wst-header-back">'
             '<a href="/wiki/The_Gate/Chapter_1">← Chapter I</a></div><div class="wst-header-central"><span>The Gate'
             '</span><br>by <a href="/wiki/Author:Anne_Holt">Anne Holt</a><br>Chapter II</div><div '
             'class="wst-header-forward"><a href="/wiki/The_Gate/Chapter_3">Chapter III →</a></div></div><div '
             'class="wst-header-notes"><p>See also the sister projects: a Wikipedia article and a Wikiquote page '
             'on this author.</p></div></div>')
WS_LICENCE = ('<div class="licenseContainer licenseBanner"><p>This work is in the public domain in the United States '
              'because it was published before January 1, 1929.</p></div>')
page("wikisource_chapter", "en",
     '<div id="mw-navigation"><a href="/wiki/Main_Page">Main Page</a> <a href="/wiki/Special:Random">Random work</a>'
     '</div><div id="content"><h1 id="firstHeading">The Gate/Chapter 2</h1><div id="mw-content-text"><div '
     'class="mw-parser-output">' + WS_HEADER + "".join(f"<p>{p}</p>" for p in EN) + WS_LICENCE + '</div></div></div>',
     EN, ["← Chapter I", "Chapter III →", "sister projects", "public domain in the United States"])

# 12 Project Gutenberg HTML: licence header and footer
PG_START = "*** START OF THE PROJECT GUTENBERG EBOOK THE GATE ***"
PG_END = "*** END OF THE PROJECT GUTENBERG EBOOK THE GATE ***"
PG_LICENCE = ["Updated editions will replace the previous one—the old editions will be renamed. Creating the works "
              "from print editions not protected by U.S. copyright law means that no one owns a United States "
              "copyright in these works.",
              "To protect the Project Gutenberg™ mission of promoting the free distribution of electronic works, by "
              "using or distributing this work you agree to comply with all the terms of the Full Project Gutenberg™ "
              "License available with this file or online at www.gutenberg.org/license."]
page("gutenberg_book", "en",
     '<section class="pg-boilerplate pgheader" id="pg-header"><h2 id="pg-header-heading">The Project Gutenberg eBook '
     'of The Gate</h2><div>This ebook is for the use of anyone anywhere in the United States and most other parts of '
     'the world at no cost and with almost no restrictions whatsoever.</div><div class="container" id="pg-machine-'
     'header"><p><strong>Title</strong>: The Gate</p><p><strong>Author</strong>: Anne Holt</p><p><strong>Release '
     'date</strong>: May 4, 2021 [eBook #65000]</p></div><div id="pg-start-separator"><span>' + PG_START
     + '</span></div></section><h1>THE GATE</h1><h2>CHAPTER I.</h2>' + "".join(f"<p>{p}</p>" for p in EN)
     + '<section class="pg-boilerplate pgheader" id="pg-footer"><div id="pg-end-separator"><span>' + PG_END
     + '</span></div><div>' + "".join(f"<p>{p}</p>" for p in PG_LICENCE) + '</div></section>',
     EN, [PG_START, PG_END, "Release date", PG_LICENCE[0][:60], PG_LICENCE[1][:60]])

# 13 archive.org full text: the text in a <pre> under the item's nav
page("archive_full_text", "en",
     '<div id="navwrap1"><a href="/">Internet Archive</a> <a href="/details/texts">Books</a> <a href="/details/'
     'video">Video</a> <a href="/details/audio">Audio</a> <a href="/details/software">Software</a></div><main><div '
     'class="container"><h1>Full text of "The Gate"</h1><p><a href="/details/thegate00holt">See other formats</a></p>'
     '<pre>' + "\n\n".join(EN) + '</pre></div></main><footer><p>Terms of Service (last updated 12/31/2014)</p></footer>',
     EN, ["See other formats", "Terms of Service", "Internet Archive"])

# 14 Jinjiang-like reader: a watermark line in its own block between the paragraphs, the chapter's tool row
page("jinjiang_reader", "zh",
     '<div class="noveltext"><div style="clear:both"></div><h2>第二章 夜雨</h2>' + "".join(f"<p>{p}</p>" for p in ZH[:2])
     + '<p>【请收藏本站：www.jjwxc-xs.com 手机版阅读网址：m.jjwxc-xs.com】</p>' + "".join(f"<p>{p}</p>" for p in ZH[2:])
     + '<div class="readsmall">[收藏此章节] [下载] [免费得晋江币] [举报]</div></div>',
     ZH, ["请收藏本站", "收藏此章节", "免费得晋江币"])

# 15 guard: a line of dialogue naming a site's address stays (a watermark line opens with no quote mark)
ZH_URL_DIALOGUE = "“你去 www.shanmen-novel.com 看看吧，那本小说的下一章今天更新了。”她头也不回地说。"
page("dialogue_with_address", "zh",
     SITE_NAV + '<div class="bookname"><h1>第四章 旧书</h1>' + BQ_NAV + '</div><div id="content">'
     + br_lines(ZH[:2] + [ZH_URL_DIALOGUE] + ZH[2:] + [BQ_WATERMARKS[1]]) + '</div>' + BQ_NAV,
     ZH + [ZH_URL_DIALOGUE], [BQ_WATERMARKS[1], "加入书签"])

# 16 a chapter beside its book's latest chapters: the box goes, the chapter stays
LONG_ZH = ZH + ZH_DIALOGUE + [
    "第二天一早，雪停了，整个镇子白茫茫一片，屋檐下挂满了冰凌，几个孩子在街上堆雪人，笑声传得很远。",
    "林小舟推开客栈的木窗，冷风一下子灌了进来，他裹紧棉袍，看见掌柜正弯着腰在门口扫雪，嘴里还哼着小曲。",
    "吃过早饭，他背起书箱去了渡口，船夫说河面结了冰，要等到午后太阳出来才能开船，让他先在棚子里烤烤火。",
    "棚子里已经坐着一位白发老人，老人看了看他的书箱，问他是不是要进京赶考，他笑着摇了摇头，说自己只是想去看看外面的世界。"]
page("latest_chapters_box", "zh",
     SITE_NAV + '<div class="main"><div class="bookname"><h1>第五章 大雪</h1></div><div id="content"><p>'
     + "".join(LONG_ZH) + '</p></div></div><div class="side"><h3>最新章节</h3><ul>'
     + "".join(f'<li><a href="/book/1/{n}.html">{t}</a></li>' for n, t in enumerate(TOC)) + '</ul></div>',
     ["".join(LONG_ZH)], TOC)

# 17 guard: an essay quoting Gutenberg's marker inside a sentence keeps all its paragraphs
EN_MARKER = ("Every volume I downloaded that winter began with the line *** START OF THE PROJECT GUTENBERG EBOOK "
             "***, and I came to read it as a kind of doorway into the old stories.")
page("gutenberg_essay_guard", "en",
     '<main><h1>Reading old books</h1>' + "".join(f"<p>{p}</p>" for p in [EN[0], EN_MARKER, EN[1], EN[2]])
     + '</main>', [EN[0], EN_MARKER, EN[1], EN[2]], [])

# 18 guard: a Uyghur novel's table of contents keeps its chapters
UG_TOC = ["بىرىنچى باب: ئۈجمە دەرىخى", "ئىككىنچى باب: بازار كۈنى", "ئۈچىنچى باب: يامغۇرلۇق كەچ",
          "تۆتىنچى باب: كونا كىتاب", "بەشىنچى باب: قىش", "ئالتىنچى باب: قايتىش", "يەتتىنچى باب: چىراغ"]
page("uyghur_toc_listing", "ug",
     '<nav><a href="/">باش بەت</a> <a href="/roman">رومان</a> <a href="/sheir">شېئىر</a></nav><main dir="rtl">'
     '<h1>ئۈجمە تۈۋىدە</h1><p>' + UG[0] + '</p><ul class="chapters">'
     + "".join(f'<li><a href="/roman/5/{n}">{t}</a></li>' for n, t in enumerate(UG_TOC)) + '</ul></main>',
     UG_TOC[1:6], [])


@pytest.mark.parametrize("name", sorted(PAGES))
def test_chapter_page(name: str) -> None:
    markup, kept, dropped = PAGES[name]
    assert_spec(name, auto_text(markup), {"stay": kept, "go": dropped})
