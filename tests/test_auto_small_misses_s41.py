"""Session 41's small misses: a playlist's or an album's count lines beside each entry ("12 videos · 1:04:33",
"5 ناخشا · 24 مىنۇت", ``count_lines.is_counts_line``) and an entry's running time alone ("༢༤ སྐར་མ།",
``lone_lines.drop_entry_durations``), a 专题 page's story card closed by its date (``span.zt-time``,
``lone_lines.drop_card_dates``), an Etsy-like shop header's sales count and starred review count
(``count_lines.SALES_LINE_RE``, ``STARRED_COUNT``), a JD-like product's fulfilment line in its service row
(``shop_panels.drop_service_lines``), a Koha catalogue's selection bar and "Place hold" links
(``archives.drop_catalogue_controls``), V2EX's name line in a reply's cell
(``thread_engines.drop_name_lines``) and GitLab's "Edited ... by" line under a note (``GITLAB_FURNITURE_RE``). The
guard pages: a story about sales and videos with a linked list of ingredients, a poem whose line holds a duration, a
story's timeline of dated entries and an essay quoting a catalogue's buttons come out whole. Our own pages and
sentences (Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text, lang_page, paragraphs

HEADER = '<header class="site-header"><nav><ul><li><a href="/">Home</a></li><li><a href="/v">Videos</a></li></ul></nav></header>'
FOOTER = '<footer class="site-footer"><p>© 2025 Snow Valley Media</p></footer>'

BO = ["ལོ་འདིའི་དབྱར་ཁར་མཚོ་སྔོན་གྱི་འབྲོག་ཁུལ་དུ་གླུ་གཞས་ཀྱི་དུས་ཆེན་ཞིག་བསྐོངས་ཤིང་གཞོན་ནུ་མང་པོས་གཞས་གསར་པ་བླངས།",
      "བརྙན་འཕྲིན་འདིའི་ནང་དུ་གཞས་པ་བཅུ་གཉིས་ཀྱི་གླུ་དབྱངས་དང་ཁོང་ཚོའི་མྱོང་ཚོར་བཀོད་ཡོད་པས་ལྟ་མཁན་ཚོར་ཕན་ཐོགས་ཡོང་ངེས།"]
UG = ["بۇ ئالبومدا قەشقەر ۋە خوتەندىكى خەلق ناخشىچىلىرىنىڭ ئون ئىككى ناخشىسى توپلانغان بولۇپ، ھەر بىرى يېزىلاردا خاتىرىلەنگەن.",
      "ئالبومنى تەييارلىغۇچىلار ئىككى يىل داۋامىدا يېزا-قىشلاقلارنى ئارىلاپ، قېرى ناخشىچىلارنىڭ ئاۋازىنى ساقلاپ قالغان."]
ZH = ["这个系列视频记录了高原牧民一年四季的生活，从春季接羔到冬季转场，每一集都由当地青年自己拍摄剪辑。",
      "摄制组希望通过这些影像，让更多人了解牧区的变化，也为将来的孩子们留下一份真实的家乡记忆。"]
EN = ["This playlist gathers the lectures of our winter course on Himalayan botany, recorded in the valley school hall.",
      "Each lecture walks through one family of plants, with field photographs taken by the students over two summers."]
CARD_STORIES = ["县里的铜匠在老街重新开了作坊，每天吸引不少市民前来参观学习。", "木匠师傅开设了周末体验课，孩子们学会了亲手做一只小板凳。",
                "陶艺师傅说，做一只碗要揉泥、拉坯、晾干，再进窑烧上一整天。"]


def page(lang: str, body: str) -> str:
    """A site's page: its menu, ``body``, its footer."""
    return lang_page(lang, "t", f"{HEADER}{body}{FOOTER}")


def playlist(tag: str, name: str, entries: list[tuple[str, str]]) -> str:
    """A list of entries, each a linked title and its meta line under it."""
    return f'<{tag} class="{name}">' + "".join(
        f'<li class="playlist-item"><a class="item-title" href="/v/{n}">{title}</a><div class="item-meta">{meta}</div></li>'
        for n, (title, meta) in enumerate(entries)) + f"</{tag}>"


def zhuanti_page() -> str:
    """A Chinese 专题 page: its banner and intro, story cards each closed by its ``span.zt-time`` date."""
    cards = "".join(f'<li class="zt-item"><h3><a href="/a/{n}">标题{n}</a></h3><p class="zt-summary">{text}</p>'
                    f'<span class="zt-time">2024-05-{12 + n}</span></li>' for n, text in enumerate(CARD_STORIES))
    return page("zh", f'<main><div class="zt-banner"><h1>专题：老街新生</h1><p class="zt-intro">{ZH[0]}</p></div>'
                      f'<ul class="zt-list">{cards}</ul></main>')


ETSY_ABOUT = ["Every rug in this shop is woven by hand in our family workshop in the hills above Lhasa, using yak wool.",
              "ཚོང་ཁང་འདིའི་རྒྱ་ཕྲུག་ཚང་མ་ལྷ་ས་ཉེ་འཁོར་གྱི་ཁྱིམ་ཚང་བཟོ་གྲྭར་ལག་བཟོས་བྱས་པ་ཡིན།"]


def etsy_page() -> str:
    """An Etsy-like shop home: its name, its sales and stars line, its about text."""
    return page("en", '<main><div class="shop-home-header"><div class="shop-name-and-title-container"><h1>HimalayaRugs</h1>'
                      '<p class="shop-title">Hand-woven rugs</p><div class="shop-sales-reviews"><span>4,812 sales</span>'
                      '<span class="stars">★★★★★ (1,204)</span></div></div></div>'
                      f'<div class="shop-about"><h2>About</h2>{paragraphs(ETSY_ABOUT)}</div></main>')


V2EX_POSTS = ["请问大家有没有用过藏文输入法在安卓手机上打字？我试了几个都不太顺手，想听听大家的建议。",
              "我一直用的是系统自带的藏文键盘，配合联想词库还算好用，就是符号要长按才能打出来。",
              "ئۇيغۇرچە كىرگۈزگۈچتە بۇ مەسىلە يوق، لېكىن تىبەتچىدە ھەقىقەتەن قىيىن."]


def v2ex_replies() -> str:
    """A V2EX topic's two replies, each cell holding its name line (name, ``span.ago``, client) over the reply."""
    return "".join(
        f'<div class="cell"><table><tr><td width="48"><img class="avatar" src="/a.png"></td><td>'
        f'<strong><a href="/member/{who}" class="dark">{who}</a></strong>&nbsp; <span class="ago">{age}</span>{via}'
        f'<div class="reply_content">{text}</div></td></tr></table></div>'
        for who, age, via, text in (("dorje", "3 小时 12 分钟前", " · via Android", V2EX_POSTS[1]),
                                    ("alim", "2 小时 5 分钟前", " via iPhone", V2EX_POSTS[2])))


def v2ex_page() -> str:
    """A V2EX topic: its text, two replies whose cells hold the name line (name, ``span.ago``, client)."""
    replies = v2ex_replies()
    return page("zh", f'<div id="Main"><div class="box"><div class="header"><h1>安卓上的藏文输入法</h1><small class="gray">'
                      f'<a href="/member/tenzin">tenzin</a> · 5 小时前 · 1203 次点击</small></div><div class="cell">'
                      f'<div class="topic_content">{V2EX_POSTS[0]}</div></div></div><div class="box">{replies}</div></div>')


GITLAB_NOTES = ["ئۇيغۇرچە يېزىقتىمۇ ئوخشاش مەسىلە بار، ھەرپلەر ئۇلانماي قالىدۇ.",
                "The same happens with Dzongkha pages when the browser uses its own fallback."]


def gitlab_page() -> str:
    """A GitLab issue: its description, notes each with its head and its "Edited ... by" line."""
    notes = "".join(
        f'<li class="note timeline-entry"><div class="timeline-content"><div class="note-header"><span class="author-name">'
        f'{who}</span> <time>3 days ago</time></div><div class="note-body"><div class="note-text md"><p>{text}</p></div>'
        f'<div class="note_edited_ago">Edited {when} by <a href="/{who}">{who}</a></div></div></div></li>'
        for who, when, text in (("karma", "3 days ago", GITLAB_NOTES[0]), ("lhamo", "1 week ago", GITLAB_NOTES[1])))
    return page("en", '<main><div class="issue-details"><h1 class="title">Stacked letters break</h1><div class="description">'
                      f'<div class="md"><p>{EN[0]}</p></div></div></div><ul class="notes main-notes-list">{notes}</ul></main>')


JD_TEXT = ["这款牦牛绒围巾采用高原牧区的天然牦牛绒手工织成，质地柔软，保暖性好，适合冬季佩戴。",
           "每一条围巾都经过手工检验，颜色取自草木染料，洗涤时请用冷水轻柔手洗。"]


def jd_page() -> str:
    """A JD-like product page without an ``<h1>``: its name, price row, service row, cart button and description."""
    return page("zh", '<div class="product-intro"><div class="itemInfo-wrap"><div class="sku-name">高原牦牛绒围巾 手工织造</div>'
                      '<div class="summary-price"><div class="dt">京东价</div><div class="dd"><span class="p-price">￥268.00'
                      '</span></div></div><div id="summary-service" class="summary-service"><div class="dt">服务</div>'
                      '<div class="dd">由 京东 发货, 雪域 旗舰店 提供售后服务.</div></div><a class="btn-special1" '
                      'href="//cart.jd.com/gate.action?pid=1">加入购物车</a></div></div>'
                      f'<div class="detail"><div class="detail-content">{paragraphs(JD_TEXT)}</div></div>')


KOHA_TITLES = ["བོད་ཀྱི་ལོ་རྒྱུས།", "ئۇيغۇر خەلق ناخشىلىرى", "高原植物志"]
KOHA_SUMMARIES = ["བོད་ཀྱི་ལོ་རྒྱུས་ཀྱི་རིམ་པ་གཙོ་བོ་རྣམས་གསལ་བཤད་བྱས་པའི་དཔེ་དེབ།",
                  "قەشقەر ۋە خوتەندىكى خەلق ناخشىلىرىنىڭ تېكىستلىرى ۋە نوتىلىرى توپلانغان.",
                  "本书收录青藏高原常见植物三百余种，附有彩色照片和分布图。"]


def koha_page() -> str:
    """A Koha OPAC results page: its count, its selection bar, records each with a "Place hold" action."""
    records = "".join(
        f'<tr><td class="selectcol"><input type="checkbox"></td><td class="bibliocol"><a class="title" href="/b/{n}">{t}</a>'
        f'<p>by <a href="/a/{n}">author {n}</a></p><span class="results_summary summary">{KOHA_SUMMARIES[n]}</span>'
        '<span class="results_summary availability">Items available: Main '
        'library (1).</span><div class="actions-menu noprint"><span class="actions"><a class="hold" href="/h">Place hold'
        '</a></span></div></td></tr>' for n, t in enumerate(KOHA_TITLES))
    return page("en", '<div class="main"><div class="container-fluid"><div class="row"><div class="col-lg-10"><div id="userresults"><h1>འཚོལ་ཞིབ་ཀྱི་འབྲས་བུ།</h1><div id="numresults">Your search returned 3 '
                      'results.</div><div id="toolbar" class="toolbar clearfix"><div class="check_control">'
                      '<a id="CheckAll" href="#">Select all</a><a id="CheckNone" href="#">Clear all</a></div><div class="selections-toolbar"><a '
                      'class="addtocart" href="#">Add to cart</a> | <a class="addtolist" href="#">Save to lists</a></div>'
                      f'</div><div class="searchresults"><table class="table">{records}</table></div></div></div></div></div></div>')


GUARD_SALES = ["We filmed 12 videos that summer, 24 minutes of footage each, and sold 4,812 copies.",
               "The old woman told us that she had made 4,812 sales at the Barkhor market over forty years."]
POEM_LINE = "ཉི་མ་ཤར་ནས་༢༤ སྐར་མ་འགོར།"
TIMELINE = ["老街修缮工程正式开工，第一批工匠进场。", "铜匠作坊重新开门营业。"]

CASES = {
    "zh_playlist_views": (page("zh", f'<main><div class="video-info"><h1>高原四季</h1>{paragraphs(ZH)}</div>' + playlist(
        "ol", "playlist", [("第一集", "3.2万次观看 · 2024-05-12"), ("第二集", "2.8万次观看 · 2024-06-02")]) + "</main>"),
        {"stay": ZH, "go": ["万次观看"]}),
    "ug_album_songs_minutes": (page("ug", f'<main><article><h1>خەلق ناخشىلىرى</h1>{paragraphs(UG)}' + playlist(
        "ul", "album-list", [("قەشقەر ناخشىلىرى", "5 ناخشا · 24 مىنۇت"), ("خوتەن ناخشىلىرى", "4 ناخشا · 19 مىنۇت")])
        + "</article></main>"), {"stay": UG, "go": ["ناخشا · 24", "ناخشا · 19"]}),
    "en_course_videos_clock": (page("en", f"<main><article><h1>Himalayan botany</h1>{paragraphs(EN)}" + playlist(
        "ul", "playlists", [("Week one: mosses", "12 videos · 1:04:33"), ("Week two: ferns", "9 videos · 48:10"),
                            ("Week three: rhododendrons", "14 videos · 1:22:05")]) + "</article></main>"),
        {"stay": EN, "go": ["12 videos", "9 videos", "14 videos"]}),
    "bo_episode_minutes": (page("bo", f"<main><article><h1>གླུ་གཞས།</h1>{paragraphs(BO)}" + playlist(
        "ul", "episode-list", [("ལེ་ཚན་དང་པོ།", "༢༤ སྐར་མ།"), ("ལེ་ཚན་གཉིས་པ།", "༡༨ སྐར་མ།"), ("ལེ་ཚན་གསུམ་པ།", "༣༢ སྐར་མ།")])
        + "</article></main>"), {"stay": BO, "go": ["༢༤ སྐར་མ", "༡༨ སྐར་མ", "༣༢ སྐར་མ"]}),
    "zh_zhuanti_card_dates": (zhuanti_page(), {"stay": CARD_STORIES, "go": ["2024-05-12", "2024-05-13", "2024-05-14"]}),
    "etsy_shop_header": (etsy_page(), {"stay": ETSY_ABOUT, "go": ["4,812 sales", "(1,204)"]}),
    "jd_service_line": (jd_page(), {"stay": JD_TEXT, "go": ["提供售后服务", "268.00"]}),
    "koha_controls": (koha_page(), {"stay": [*KOHA_TITLES, *KOHA_SUMMARIES], "go": ["Select all", "Save to lists", "Place hold"]}),
    "v2ex_name_lines": (v2ex_page(), {"stay": V2EX_POSTS, "go": ["分钟前", "via Android", "via iPhone"]}),
    "gitlab_edited_lines": (gitlab_page(), {"stay": [EN[0], *GITLAB_NOTES], "go": ["Edited 3 days ago", "Edited 1 week"]}),
    # guards: article prose holding the same words and markup
    "guard_sales_story": (page("en", f"<main><article><h1>Market memories</h1><p>{EN[0]}</p>{paragraphs(GUARD_SALES)}"
                                     '<ul class="recipe"><li><a href="/barley">Barley</a> roasted for 24 minutes</li>'
                                     '<li><a href="/butter">Butter</a> tea, 3 cups</li></ul>'
                                     f"<p>{EN[1]}</p></article></main>"),
                          {"stay": [*EN, *GUARD_SALES, "roasted for 24 minutes"]}),
    "guard_bo_poem_duration": (page("bo", f'<main><article><h1>སྐར་མ།</h1><p>{BO[0]}</p><ul class="poem"><li>{POEM_LINE}</li>'
                                          f"<li>འབྲོག་པའི་གླུ་དབྱངས་རི་ལ་འཁོར།</li></ul><p>{BO[1]}</p></article></main>"),
                               {"stay": [*BO, POEM_LINE]}),
    "guard_zh_timeline": (page("zh", f'<main><article><h1>老街新生</h1><p>{ZH[0]}</p><ul class="timeline">' + "".join(
        f'<li><span class="date">202{3 + n}-03-01</span><p>{t}</p></li>' for n, t in enumerate(TIMELINE))
        + f"</ul><p>{ZH[1]}</p><p>{CARD_STORIES[0]}</p></article></main>"), {"stay": [*ZH, *TIMELINE, CARD_STORIES[0]]}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_small_misses_s41(name: str) -> None:
    markup, spec = CASES[name]
    assert_spec(name, auto_text(markup), spec)
