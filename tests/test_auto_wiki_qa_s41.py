"""Wikis, Q&A pages and comment sections (session 41): a MediaWiki article's closing "See also", "References" and
"External links" sections, its maintenance and stub notices and Baidu Baike's reference list are left out; a
Stack Exchange-like or Zhihu-like question page keeps its question and answers without their votes, bylines and
comments; a WordPress comment section and a Disqus box under a story go. Guard pages (a wiki section titled "Notes"
in the middle of an article, a blog's own "Sources" paragraph, a theme's "stub" class on a whole post, an essay quoting
a Q&A site's buttons, a poem set as a list) keep their text. Our own sentences, no dev-set text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, lang_page

BO = ["མཚོ་སྔོན་པོ་ནི་བོད་ཀྱི་ཤར་བྱང་ཕྱོགས་སུ་ཡོད་པའི་མཚོ་ཆེན་པོ་ཞིག་ཡིན་ཞིང་། ཆུ་ལན་ཚྭ་ཅན་ཡིན་པས་ཉ་རིགས་ཁ་ཤས་ལས་མི་གནས།",
      "མཚོའི་ཁོར་ཡུག་ཏུ་འབྲོག་པ་རྣམས་ཀྱིས་གཡག་དང་ལུག་འཚོ་ཞིང་། དབྱར་ཁར་རྩྭ་ཐང་གི་མེ་ཏོག་སྣ་ཚོགས་ཀྱིས་ས་གཞི་ཡོངས་སུ་ཁེངས།",
      "ལོ་རྒྱུས་ཐོག་མཚོ་འདིའི་འགྲམ་དུ་ཚོང་ལམ་གལ་ཆེན་ཞིག་བརྒྱུད་ཅིང་། ཚོང་པ་རྣམས་ཀྱིས་ཇ་དང་བལ་ཚོང་རྒྱག་པར་འགྲོ་སྲོལ་ཡོད།"]
UG = ["قەشقەر ئوتتۇرا ئاسىيادىكى ئەڭ قەدىمىي شەھەرلەرنىڭ بىرى بولۇپ، يىپەك يولىنىڭ مۇھىم سودا تۈگۈنى ھېسابلىنىدۇ.",
      "شەھەرنىڭ كونا مەھەللىلىرىدە خىش ۋە لايدىن سېلىنغان ئۆيلەر، تار كوچىلار ۋە ھۈنەرۋەنلەرنىڭ دۇكانلىرى ساقلانغان.",
      "ھەر يىلى يازدا شەھەرگە ئەتراپتىكى يېزىلاردىن دېھقانلار كېلىپ، ئۈزۈم، قوغۇن ۋە ئانارنى بازارغا سېلىپ ساتىدۇ."]
ZH = ["青海湖是中国最大的内陆咸水湖，湖面海拔约三千二百米，四周被高山和草原环绕。",
      "每年夏天，湖边的油菜花盛开，成群的候鸟飞来栖息，吸引了大量游客前来观光。",
      "历史上，这里是唐蕃古道的重要一站，商旅在湖边歇脚，用茶叶交换牧民的羊毛。"]
EN = ["A pentatonic scale has five notes per octave, and much of the folk music of the plateau is built on it.",
      "Singers often bend a note upward at the end of a line, a habit that listeners from the lowlands notice.",
      "The dranyen, a long-necked lute, was tuned to the singer's voice rather than to a fixed pitch."]
TEXT = {"bo": BO, "ug": UG, "zh": ZH, "en": EN}
# two article sections' headings per language
SECTION_TITLES = {"bo": ["ས་ཁམས།", "ལོ་རྒྱུས།"], "ug": ["كونا شەھەر", "بازار"], "zh": ["自然", "历史"],
                  "en": ["Scales", "Instruments"]}


def _list(items: list[str], css: str = "") -> str:
    return f'<ul class="{css}">' + "".join(f'<li><a href="/wiki/{n}">{item}</a></li>' for n, item in enumerate(items)) + "</ul>"


def _heading(title: str, skin: str) -> str:
    """A section heading as a skin prints it: Vector 2022's ``div.mw-heading`` or the older ``span.mw-headline``
    with its "[edit]" link."""
    if skin == "vector-2022":
        return f'<div class="mw-heading mw-heading2"><h2 id="s{len(title)}">{title}</h2></div>'
    return (f'<h2><span class="mw-headline">{title}</span><span class="mw-editsection">'
            f'<span class="mw-editsection-bracket">[</span><a href="?action=edit">edit</a>'
            f'<span class="mw-editsection-bracket">]</span></span></h2>')


def wiki_page(lang: str, sections: list[tuple[str, str]], skin: str = "vector-2022", before: str = "") -> str:
    """A MediaWiki article: the lead paragraph, then (heading, markup) sections inside ``mw-parser-output``, its
    categories and a skin's menu after."""
    body = "".join(_heading(title, skin) + markup for title, markup in sections)
    return lang_page(lang, "wiki", (
        '<a class="mw-jump-link" href="#content">jump</a><main id="content" class="mw-body">'
        '<h1 class="firstHeading">wiki</h1><div id="mw-content-text" class="mw-body-content">'
        f'<div class="mw-parser-output">{before}<p>{TEXT[lang][0]}</p>{body}</div>'
        '<div class="printfooter">Retrieved from "https://wiki.example.org/x"</div></div>'
        '<div id="catlinks" class="catlinks"><a href="/wiki/Special:Categories">Categories</a>: '
        '<ul><li><a href="/wiki/Category:Lakes">Lakes</a></li></ul></div></main>'
        '<div id="mw-panel"><h3>Navigation</h3><ul><li><a href="/">Main page</a></li>'
        '<li><a href="/random">Random article</a></li></ul></div>'))


# (language, "See also" heading, its linked entries, "External links" heading, its linked sites)
END_MATTER = [
    ("bo", "འབྲེལ་ཡོད་ཤོག་ངོས།", ["གནམ་མཚོ།", "ཡར་འབྲོག་གཡུ་མཚོ།", "མ་ཕམ་གཡུ་མཚོ།"],
     "ཕྱི་ཕྱོགས་སྦྲེལ་ཐག", ["མཚོ་སྔོན་པོའི་རང་བྱུང་སྲུང་སྐྱོང་ཁུལ་གྱི་དྲ་ཚིགས།", "བྱ་རིགས་ཞིབ་འཇུག་ཁང་གི་སྙན་ཞུ།"]),
    ("ug", "يەنە قاراڭ", ["ئاقسۇ شەھىرى", "خوتەن ۋىلايىتى", "ھېيتگاھ جامەسى"],
     "سىرتقى ئۇلانمىلار", ["قەشقەر شەھەرلىك خەلق ھۆكۈمىتىنىڭ تور بېكىتى", "كونا شەھەر مۇزېيىنىڭ بېتى"]),
    ("zh", "参见", ["茶卡盐湖", "纳木错", "鸟岛"], "外部链接", ["青海湖景区官方网站", "青海湖国家级自然保护区"]),
    ("en", "See also", ["Music of Tibet", "Dranyen", "Lhamo"], "External links", ["The folk song archive", "A field recording"]),
]


@pytest.mark.parametrize("skin", ["vector-2022", "vector-legacy"])
@pytest.mark.parametrize(("lang", "see_also", "entries", "external", "sites"), END_MATTER)
def test_a_wiki_articles_closing_see_also_and_external_links_go(lang: str, see_also: str, entries: list[str],
                                                                 external: str, sites: list[str], skin: str) -> None:
    text = TEXT[lang]
    first, second = SECTION_TITLES[lang]
    page = wiki_page(lang, [(first, f"<p>{text[1]}</p>"), (second, f"<p>{text[2]}</p>"), (see_also, _list(entries)),
                            (external, _list(sites, "external"))], skin)
    kept = auto_text(page)
    assert all(kept.count(paragraph) == 1 for paragraph in text), kept
    assert see_also not in kept and external not in kept, kept
    assert not any(line in kept for line in entries + sites), kept
    assert "Retrieved from" not in kept and "Random article" not in kept, kept


# (language, maintenance box's markup and text): MediaWiki's "ambox" and a stub template, Baidu Baike's references
NOTICES = [
    ("ug", '<table class="ambox ambox-content"><tr><td>⚠</td><td>بۇ ماقالىدە مەنبە كۆرسىتىلمىگەن. ئىشەنچلىك مەنبە '
           'قوشۇپ ماقالىنى ياخشىلاشقا ياردەم قىلىڭ.</td></tr></table>', "مەنبە كۆرسىتىلمىگەن"),
    ("bo", '<div class="stub"><i>རྩོམ་ཡིག་འདི་ནི་ཐུང་ངུ་ཞིག་ཡིན། ཁྱེད་ཀྱིས་རྒྱ་བསྐྱེད་ནས་རོགས་རམ་གནང་རོགས།</i></div>',
     "རྩོམ་ཡིག་འདི་ནི་ཐུང་ངུ་ཞིག་ཡིན།"),
    ("en", '<table class="metadata plainlinks asbox stub"><tr><td><i>This lake article is a stub. You can help by '
           'expanding it.</i></td></tr></table>', "is a stub"),
]


@pytest.mark.parametrize(("lang", "notice", "words"), NOTICES)
def test_a_wiki_articles_maintenance_and_stub_notices_go(lang: str, notice: str, words: str) -> None:
    text = TEXT[lang]
    kept = auto_text(wiki_page(lang, [(SECTION_TITLES[lang][0], f"<p>{text[1]}</p><p>{text[2]}</p>{notice}")],
                               before=notice))
    assert all(kept.count(paragraph) == 1 for paragraph in text), kept
    assert words not in kept, kept


def test_a_baike_entrys_reference_list_goes() -> None:
    references = ('<dl class="lemma-reference collapse"><dt class="reference-title">参考资料</dt><dd><ul>'
                  '<li><a href="http://example.org/1">青海湖基本情况介绍</a>．青海省人民政府网[引用日期2023-05-02]</li>'
                  '<li><a href="http://example.org/2">湟鱼资源量持续恢复</a>．新华网．2022-06-10</li></ul></dd></dl>')
    paragraphs = "".join(f'<div class="para">{line}</div>' for line in ZH)
    page = lang_page("zh", "青海湖_百度百科", f'<div class="main-content"><div class="lemma-summary">{paragraphs}</div>'
                                          f'{references}</div><div class="footer">©2024 Baidu 使用百度前必读</div>')
    kept = auto_text(page)
    assert all(kept.count(paragraph) == 1 for paragraph in ZH), kept
    assert "参考资料" not in kept and "湟鱼资源量持续恢复" not in kept, kept


def _se_post(kind: str, text: str, votes: int, when: str, comment: str = "") -> str:
    """A Stack Exchange-like post: its vote column, its text, its menu, signature and comments."""
    comments = (f'<li class="comment"><span class="comment-copy">{comment}</span> – <a class="comment-user" '
                'href="/u/4">བཀྲ་ཤིས།</a></li>') if comment else ""
    return (f'<div class="{kind}"><div class="votecell"><button>▲</button><div class="js-vote-count">{votes}</div>'
            f'<button>▼</button></div><div class="{"postcell" if kind == "question" else "answercell"}">'
            f'<div class="s-prose js-post-body"><p>{text}</p></div><div class="post-menu"><a href="/q/1">Share</a> '
            f'<a href="/e/1">Edit</a></div><div class="post-signature"><div class="user-action-time">{when}</div>'
            '<div class="user-details"><a href="/u/1">རྡོ་རྗེ།</a><span class="reputation-score">1,245</span></div></div>'
            '</div><div class="js-post-comments-component"><div class="comments js-comments-container">'
            f'<ul class="comments-list">{comments}</ul></div><div class="js-comment-actions">'
            '<a class="js-add-link comments-link" href="#">Add a comment</a></div></div></div>')


def test_a_qa_page_keeps_its_question_and_answers_without_their_furniture() -> None:
    question = "ཡི་གེ་འབྲི་སྐབས་ཤད་ཀྱི་སྔོན་ལ་བར་སྟོང་ཞིག་འཇོག་དགོས་མིན་ཐེ་ཚོམ་ཟ་གི་ཡོད། དཔེ་དེབ་ཁག་ལ་ཚུལ་མི་འདྲ་བ་འདུག"
    answers = ["ང་ཡི་རྗེས་སུ་ཤད་འབྲི་སྐབས་ཚེག་གཅིག་བཞག་ནས་ཤད་འབྲི་དགོས་ཏེ། དེ་ལ་ང་ཚེག་ཟེར་བ་ཡིན།",
               "ཡིག་ཆ་དཔར་འདེབས་ཀྱི་སྲོལ་རྒྱུན་ལྟར་ན་ཤད་ཀྱི་རྗེས་ལ་བར་སྟོང་འཇོག་པ་ཡིན་ཏེ། ཚིག་གྲུབ་ཀྱི་མཚམས་གསལ་པོ་མངོན་ཐབས་ཡིན།"]
    comment = "ཐུགས་རྗེ་ཆེ། ངས་ཀྱང་དེ་ལྟར་འབྲི་གི་ཡོད།"
    page = lang_page("bo", "དྲི་བ།", (
        '<header><a href="/">དྲི་ལན།</a><a href="/questions">དྲི་བ།</a></header><div id="content">'
        '<div id="question-header"><h1><a href="/q/1">ཤད་ཀྱི་བར་སྟོང་།</a></h1></div><div id="mainbar">'
        f'{_se_post("question", question, 5, "asked Mar 1, 2024")}<div id="answers"><h2>2 Answers</h2>'
        f'{_se_post("answer", answers[0], 12, "answered Mar 2, 2024", comment)}'
        f'{_se_post("answer", answers[1], 3, "answered Mar 3, 2024")}'
        '<form class="post-form"><h2>Your Answer</h2><textarea></textarea><button>Post Your Answer</button></form>'
        '</div></div></div><footer>CC BY-SA</footer>'))
    kept = auto_text(page)
    assert all(kept.count(line) == 1 for line in [question] + answers), kept
    assert not any(word in kept for word in (comment, "asked Mar", "answered Mar", "1,245", "Add a comment",
                                             "Post Your Answer")), kept


def _wp_comment(n: int, who: str, text: str) -> str:
    return (f'<li id="comment-{n}" class="comment depth-1"><article class="comment-body"><footer class="comment-meta">'
            f'<div class="comment-author vcard"><b class="fn">{who}</b> <span class="says">دېدى:</span></div>'
            f'<div class="comment-metadata"><time>2024-03-05</time></div></footer><div class="comment-content">'
            f'<p>{text}</p></div><div class="reply"><a class="comment-reply-link" href="#respond">جاۋاب قايتۇرۇش</a>'
            '</div></article></li>')


COMMENTS = ["ناھايىتى ياخشى يېزىلىپتۇ، بالىلىق چاغلىرىمنى ئەسلىتىپ قويدى. رەھمەت!",
            "قەشقەرگە بارغاندا چوقۇم كونا شەھەرنى كۆرۈپ كېلىمەن."]
# (language, the story's paragraphs, the discussion box under it, its words that must go)
DISCUSSIONS = [
    ("ug", UG, '<div id="comments" class="comments-area"><h2 class="comments-title">2 باھا</h2><ol class="comment-list">'
               + "".join(_wp_comment(n, who, text) for n, (who, text) in enumerate(zip(["ئابلىكىم", "تۇرسۇن"], COMMENTS)))
               + '</ol><div id="respond" class="comment-respond"><h3 class="comment-reply-title">باھا يېزىڭ</h3>'
               '<form class="comment-form"><p class="comment-notes">ئېلخەت ئادرېسىڭىز ئاشكارىلانمايدۇ.</p>'
               '<textarea></textarea><input type="submit" value="باھا يوللاش"></form></div></div>',
     COMMENTS + ["جاۋاب قايتۇرۇش", "باھا يېزىڭ", "ئېلخەت ئادرېسىڭىز"]),
    ("bo", BO, '<section class="comments"><div id="disqus_thread"></div><noscript>Please enable JavaScript to view the '
               '<a href="https://disqus.com/?ref_noscript">comments powered by Disqus.</a></noscript></section>',
     ["Please enable JavaScript", "Disqus"]),
]


@pytest.mark.parametrize(("lang", "story", "discussion", "gone"), DISCUSSIONS)
def test_a_storys_comment_section_goes(lang: str, story: list[str], discussion: str, gone: list[str]) -> None:
    paragraphs = "".join(f"<p>{line}</p>" for line in story)
    page = lang_page(lang, "story", (
        '<header><a href="/">site</a><nav><a href="/a">one</a> <a href="/b">two</a></nav></header><main>'
        f'<article class="post hentry"><h1 class="entry-title">story</h1><div class="entry-content">{paragraphs}</div>'
        f'</article>{discussion}</main><footer>© 2024</footer>'))
    kept = auto_text(page)
    assert all(kept.count(line) == 1 for line in story), kept
    assert not any(word in kept for word in gone), kept


POEM = ["تاغدىن ئاققان سۇ كەبى", "يۈرىكىمدە ئارمان بار", "يول ئۇزۇن، بىراق مەن", "ھەر قەدەمدە ئىلھام بار"]
QUOTED_BUTTONS = ["དྲ་ཐོག་གི་དྲི་ལན་དྲ་ཚིགས་ཁག་ཏུ་ལན་རེ་རེའི་འོག་ལ་“赞同”དང་“添加评论”“分享”ཞེས་པའི་མཐེབ་གཅུས་ཡོད་ཅིང་། "
                  "བོད་ཡིག་སྤྱོད་མཁན་རྣམས་ཀྱིས་དེ་དག་གི་དོན་མི་ཤེས་པ་མང་།",
                  "有读者问：知乎上的“赞同 1.2 万”到底是什么意思？其实它只是说有一万二千人点了赞同，并不代表答案一定正确。"]
SOURCES_PROSE = "بۇ ماقالىنى يېزىشتا ئاساسلىقى بوۋامنىڭ ئېيتىپ بەرگەن ھېكايىلىرىگە ۋە مەھەللىدىكى ياشانغانلارنىڭ ئەسلىمىلىرىگە تاياندىم."
BLOG = ('<header><a href="/">site</a><nav><a href="/a">one</a> <a href="/b">two</a></nav></header><main>'
        '<article class="{css}"><h1>post</h1><div class="entry-content">{body}</div></article></main><footer>© 2024</footer>')
# (name, page, lines that must be kept once): ordinary prose in the markup or the words of the furniture above
GUARDS = [
    ("wiki section titled Notes mid-article", wiki_page("en", [("Notes", f"<p>{EN[1]}</p>"),
                                                               ("Instruments", f"<p>{EN[2]}</p>")], "vector-legacy"),
     EN + ["Notes", "Instruments"]),
    ("wiki poem set as a list", wiki_page("ug", [("شېئىرنىڭ تېكىستى", "<ul>" + "".join(f"<li>{line}</li>" for line in POEM)
                                                  + f"</ul><p>{UG[1]}</p>"), ("مەنبەلەر", '<ol class="references">'
                                                  '<li>«تاغ سۈيى»، شېئىرلار توپلىمى، 2001-يىل.</li></ol>')]),
     POEM + [UG[0], UG[1]]),
    ("blog closing on its own Sources paragraph", lang_page("ug", "post", BLOG.format(
        css="post hentry", body=f"<p>{UG[0]}</p><p>{UG[1]}</p><h2>مەنبەلەر</h2><p>{SOURCES_PROSE}</p>")),
     [UG[0], UG[1], "مەنبەلەر", SOURCES_PROSE]),
    ("theme's stub class on the whole post", lang_page("zh", "post", BLOG.format(
        css="post stub", body="".join(f"<p>{line}</p>" for line in ZH))), ZH),
    ("essay quoting a Q&A site's buttons", lang_page("bo", "post", BLOG.format(
        css="post", body="".join(f"<p>{line}</p>" for line in QUOTED_BUTTONS + BO[:2]))), QUOTED_BUTTONS + BO[:2]),
]


@pytest.mark.parametrize(("name", "page", "lines"), GUARDS, ids=[guard[0] for guard in GUARDS])
def test_prose_in_the_furnitures_markup_or_words_is_kept(name: str, page: str, lines: list[str]) -> None:
    kept = auto_text(page)
    assert all(kept.count(line) == 1 for line in lines), (name, kept)
