"""Review h268 of session 41's small misses (h262): pages built to make its rules keep furniture or drop wanted text.
A discography's and a lesson plan's "<title> · 12 songs · 51 minutes" rows (``count_lines.is_counts_line``: no title
beside a playlist's count), a book's fact "Copies: 12,000 sold" in English and Uyghur (``count_lines.SHOP_NAME_WORD``:
no label), an itinerary's driving times under each leg's paragraph (``lone_lines.drop_entry_durations``: no item
holding prose) and a help page's FAQ answers "由商家发货，并提供售后服务。" (``shop_panels.drop_service_lines``: no box
holding a heading) stay; near variants still go: a card's date wrapped in ``div.meta``, a ``<time>`` in a post's meta,
a Tibetan album's nested track length, JD's service line with its label and delivery promise, V2EX's header and name
lines, GitLab's inline ``small.edited-text`` under a description and ``div.note_edited_ago`` under notes. Our own
pages and sentences (Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text, lang_page, paragraphs

HEAD = ('<header class="site-header"><nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li>'
        '<li><a href="/about">About</a></li></ul></nav></header>')
FOOT = ('<footer class="site-footer"><p>© 2025 Highland Notes</p><p><a href="/privacy">Privacy</a> | '
        '<a href="/contact">Contact</a></p></footer>')


def page(lang: str, title: str, body: str) -> str:
    """A site's page titled ``title``: its menu, ``body``, its footer."""
    return lang_page(lang, title, f"{HEAD}{body}{FOOT}")


CASES: dict[str, tuple[str, dict[str, list[str]]]] = {}

# 1 discography list inside a singer's biography: name · count · duration rows are the article's content
EN_BIO = ["Dolma Kyab grew up herding yaks near Lake Kokonor and learned her first songs from her grandmother at the summer camp.",
          "Her recordings mix the old herding calls with a small string band, and her albums have travelled far beyond Amdo.",
          "She still records in a village house, with the windows open so the wind can be heard between the verses."]
CASES["en_discography"] = (page("en", "Dolma Kyab", '<main><article><h1>Dolma Kyab, a voice from the grasslands</h1>' + paragraphs(EN_BIO[:2]) +
    '<h2>Discography</h2><ul class="discography"><li>Songs of the Blue Lake · 10 songs · 42 minutes</li>'
    '<li>Winter Pasture · 12 songs · 51 minutes</li><li>The Nomad Road · 8 songs · 36 minutes</li></ul>' + paragraphs(EN_BIO[2:]) + '</article></main>'),
    {"stay": ["Songs of the Blue Lake · 10 songs · 42 minutes", "Winter Pasture · 12 songs", EN_BIO[2][:40]], "go": ["Privacy"], "once": []})

# 2 a book's fact box: "Copies: 12,000 sold" is a fact, no shop header
EN_BOOK = ["The novel follows three generations of a family of salt traders who crossed the Changtang every autumn with their sheep.",
           "Critics praised its spare language, and schools in several provinces added it to their reading lists within a year.",
           "The author is now at work on a second book, set among the caravan towns of the western plateau."]
CASES["en_book_facts"] = (page("en", "Salt Road", '<main><article><h1>The Salt Road turns ten</h1>' + paragraphs(EN_BOOK[:2]) +
    '<h2>The book in figures</h2><ul class="facts"><li>Published: 2015</li><li>Copies: 12,000 sold</li><li>Translations: 14 languages</li></ul>'
    + paragraphs(EN_BOOK[2:]) + '</article></main>'),
    {"stay": ["Copies: 12,000 sold", "Translations: 14 languages", EN_BOOK[2][:40]], "go": ["Privacy"], "once": []})

# 3 Uyghur book news with its fact line "نۇسخىسى: 5000 دانە سېتىلدى"
UG_BOOK = ["يازغۇچىنىڭ يېڭى رومانى قەشقەر كونا شەھىرىدىكى بىر ھۈنەرۋەن ئائىلىسىنىڭ ئۈچ ئەۋلاد ھاياتىنى تەسۋىرلەيدۇ.",
           "كىتاب نەشر قىلىنغاندىن كېيىن ئوقۇرمەنلەرنىڭ قىزغىن ئالقىشىغا ئېرىشتى ۋە مەكتەپلەرنىڭ ئوقۇش تىزىملىكىگە كىرگۈزۈلدى.",
           "يازغۇچى ھازىر ئىككىنچى كىتابىنى يېزىۋاتىدۇ، ئۇنىڭدا خوتەن يېزىلىرىدىكى ھۈنەرۋەنلەر ھېكايە قىلىنىدۇ."]
CASES["ug_book_facts"] = (page("ug", "رومان", '<main><article><h1>يېڭى رومان ئوقۇرمەنلەر بىلەن كۆرۈشتى</h1>' + paragraphs(UG_BOOK[:2]) +
    '<ul class="facts"><li>نەشرى: 2023</li><li>نۇسخىسى: 5000 دانە سېتىلدى</li></ul>' + paragraphs(UG_BOOK[2:]) + '</article></main>'),
    {"stay": ["نۇسخىسى: 5000 دانە سېتىلدى", UG_BOOK[2][:30]], "go": ["Privacy"], "once": []})

# 4 a Chinese story-card listing: each card's date in span.date inside div.meta, closing the card (near variant: go)
ZH_CARDS = ["县里的铜匠在老街重新开了作坊，每天吸引不少市民前来参观学习，也让年轻人重新认识了这门手艺。",
            "木匠师傅开设了周末体验课，孩子们学会了亲手做一只小板凳，家长们也在一旁跟着动手。",
            "陶艺师傅说，做一只碗要揉泥、拉坯、晾干，再进窑烧上一整天，急不得也省不得。"]
cards = "".join(f'<article class="card"><h3><a href="/a/{n}">老街手艺人之{n + 1}</a></h3><p class="excerpt">{t}</p>'
                f'<div class="meta"><span class="date">2024-05-{12 + n}</span></div></article>' for n, t in enumerate(ZH_CARDS))
CASES["zh_card_meta_dates"] = (page("zh", "专题", f'<main><div class="topic-head"><h1>专题：老街手艺人</h1><p>老街上的手艺人用双手守护着城市的记忆，我们走访了其中几位，记录他们的日常与坚持。</p></div>'
    f'<section class="cards">{cards}</section></main>'),
    {"stay": [ZH_CARDS[0][:20], ZH_CARDS[2][:20]], "go": ["2024-05-12", "2024-05-14", "Privacy"], "once": []})

# 5 Uyghur listing: a <time> inside div.post-meta closing each card (near variant: go)
UG_CARDS = ["قەشقەردە ئۆتكۈزۈلگەن قول ھۈنەر كۆرگەزمىسىدە يۈزدىن ئارتۇق ھۈنەرۋەن ئەسەرلىرىنى نامايان قىلدى.",
            "خوتەن گىلەم توقۇغۇچىلىرى ياش شاگىرتلارغا قەدىمىي نۇسخىلارنى ئۆگىتىش كۇرسى ئاچتى.",
            "تۇرپان ئۈزۈمچىلىرى بۇ يىل يېڭى قۇرۇتۇش ئۆيلىرىنى ياساپ، مەھسۇلات سۈپىتىنى ئۆستۈردى."]
cards = "".join(f'<div class="post-card"><h2 class="entry-title"><a href="/p/{n}">ھۈنەر خەۋىرى {n + 1}</a></h2><div class="entry-summary"><p>{t}</p></div>'
                f'<div class="post-meta"><time datetime="2024-05-1{n}">2024-05-1{n}</time></div></div>' for n, t in enumerate(UG_CARDS))
CASES["ug_card_time_meta"] = (page("ug", "خەۋەرلەر", f'<main><h1 class="archive-title">ھۈنەر-سەنئەت</h1><div class="posts">{cards}</div></main>'),
    {"stay": [UG_CARDS[0][:30], UG_CARDS[2][:30]], "go": ["2024-05-10", "2024-05-12", "Privacy"], "once": []})

# 6 travel itinerary: each leg's duration closing its list item (linked place in the heading): content
EN_TRIP = ["From the old town the road climbs along the river, passing barley fields and whitewashed villages before the first pass.",
           "The highway crosses two passes above five thousand metres; stop at the lake viewpoint for tea and photographs.",
           "The last stretch follows the Yarlung valley, where the dunes rise beside the river in the afternoon light."]
legs = "".join(f'<li class="leg"><h3><a href="/place/{n}">{name}</a></h3><p>{t}</p><p class="duration">{d}</p></li>'
               for n, (name, t, d) in enumerate(zip(["Lhasa to Gyantse", "Gyantse to Shigatse", "Shigatse to Lhatse"], EN_TRIP, ["6 hours", "2 hours", "4 hours"])))
CASES["en_itinerary"] = (page("en", "Itinerary", '<main><article><h1>Five days on the Friendship Highway</h1><p>Our route follows the old trade road west; each leg below lists the driving time we needed in May.</p>'
    f'<ol class="itinerary">{legs}</ol><p>Carry cash for the checkpoints, and plan for slow driving when the herds cross the road in the evening.</p></article></main>'),
    {"stay": ["6 hours", "4 hours", EN_TRIP[1][:40]], "go": ["Privacy"], "once": []})

# 7 Tibetan audio album: each entry's length nested two levels down (near variant: go)
bo_titles = ["གླུ་གཞས་དང་པོ། ཕ་ཡུལ་གྱི་རི་བོ།", "གླུ་གཞས་གཉིས་པ། མཚོ་སྔོན་པོ།", "གླུ་གཞས་གསུམ་པ། འབྲོག་པའི་བུ་མོ།"]
entries = "".join(f'<li class="track"><a class="track-title" href="/t/{n}">{t}</a><div class="track-info"><span class="track-len">༢{n} སྐར་མ།</span></div></li>'
                  for n, t in enumerate(bo_titles))
BO_INTRO = ["སྒྲ་ཟློས་འདིའི་ནང་དུ་ཨ་མདོའི་འབྲོག་ཁུལ་གྱི་གླུ་གཞས་རྙིང་པ་བཅུ་ཕྲག་གཅིག་ཙམ་བསྡུས་ཡོད་ལ། དེ་དག་རྒན་པོ་རྒན་མོ་ཚོས་བླངས་པ་ཡིན།",
            "གླུ་གཞས་རེ་རེའི་ཐོག་ཏུ་ལོ་རྒྱུས་དང་བླངས་མཁན་གྱི་མིང་ཡང་བཀོད་ཡོད་པས་ཉན་མཁན་ཚོར་ཕན་ཐོགས་ཆེ།"]
CASES["bo_album_nested_len"] = (page("bo", "སྒྲ་ཟློས།", f'<main><h1>འབྲོག་ཁུལ་གྱི་གླུ་གཞས་རྙིང་པ།</h1>{paragraphs(BO_INTRO)}<ol class="tracklist">{entries}</ol></main>'),
    {"stay": [BO_INTRO[1][:20], bo_titles[0]], "go": ["༢༠ སྐར་མ", "༢༢ སྐར་མ", "Privacy"], "once": []})

# 8 a shop's help page: an FAQ answer under a service-named box is the page's text
ZH_FAQ = ["自营商品由京东仓库统一打包发出，一般下单后二十四小时内出库，偏远地区的配送时间会稍长一些。",
          "第三方店铺的商品由商家自行安排物流，具体时效请以商品页面的说明为准，如有疑问可联系店铺客服。"]
CASES["zh_help_service_faq"] = (page("zh", "帮助中心", '<main><div class="help-service"><h1>售后服务说明</h1>' + paragraphs(ZH_FAQ) +
    '<h2>谁负责售后？</h2><p>由商家发货，并提供售后服务。</p><h2>自营商品呢？</h2><p>由京东发货，并提供售后服务。</p>'
    '<p>如需退换货，请在订单详情页提交申请，客服会在一个工作日内与您联系。</p></div></main>'),
    {"stay": ["由商家发货，并提供售后服务。", "由京东发货，并提供售后服务。", ZH_FAQ[1][:20]], "go": ["Privacy"], "once": []})

# 9 JD-like page whose service line runs on with the delivery promise (near variant: go)
ZH_DESC = ["这本藏汉对照词典收录常用词条三万余条，每条附有例句和发音说明，适合初学者和翻译工作者使用。",
           "词典采用双色印刷，正文纸张柔韧耐翻，随书附赠词条检索手册一册，方便随时查阅。"]
CASES["zh_jd_service_tail"] = (page("zh", "词典", '<main><div class="product-intro"><div class="sku-name">藏汉对照常用词典（第二版）</div>'
    '<div class="summary-price"><span class="p-price">￥68.00</span></div>'
    '<div id="summary-service" class="summary-service"><span class="dt">服务</span><span class="dd">由 京东 发货, 并提供售后服务. 23:10前下单，预计明天送达</span></div>'
    '<div class="choose-btns"><a class="btn-append" href="/cart">加入购物车</a></div></div>'
    f'<div class="detail"><h2>商品介绍</h2>{paragraphs(ZH_DESC)}</div></main>'),
    {"stay": [ZH_DESC[0][:20], ZH_DESC[1][:20]], "go": ["提供售后服务", "Privacy"], "once": []})

# 10 V2EX-like topic: short replies stay, each reply's name line and the topic's header line go
V2 = ["最近在做一个藏文输入法的小项目，想请教大家在安卓上处理叠字渲染有什么好的办法，系统自带字体经常显示错位。",
      "我试过把字体打包进应用，但安装包一下子大了很多，不知道有没有更轻量的方案。"]
replies = "".join(f'<div class="cell" id="r_{n}"><table><tr><td width="48"><img class="avatar" src="/a{n}.png"></td><td>'
                  f'<div class="fr"><div class="thank_area"><a href="#">感谢回复者</a></div></div>'
                  f'<strong><a class="dark" href="/member/u{n}">user{n}</a></strong> &nbsp; <span class="ago" title="2024-05-12">{n + 2} 小时前</span> &nbsp; via Android'
                  f'<div class="reply_content">{r}</div></td></tr></table></div>'
                  for n, r in enumerate(["用 HarfBuzz 自己排版吧", "+1，字体子集化就行", "谢谢分享，学到了"]))
CASES["zh_v2ex_topic"] = (page("zh", "V2EX", '<div id="Main"><div class="box"><div class="header"><h1>安卓上藏文叠字渲染的问题</h1>'
    '<small class="gray"><a href="/member/dorje">dorje</a> · <span class="ago" title="2024-05-12">5 小时前</span> · 1024 次点击</small></div>'
    f'<div class="cell"><div class="topic_content">{paragraphs(V2)}</div></div>'
    '<div class="topic_buttons"><a href="#">加入收藏</a> <a href="#">忽略主题</a></div></div>'
    f'<div class="box"><div class="cell"><span class="gray">3 条回复</span></div>{replies}</div></div>'),
    {"stay": ["用 HarfBuzz 自己排版吧", "+1，字体子集化就行", "谢谢分享，学到了", V2[1][:20]], "go": ["via Android", "感谢回复者", "1024 次点击"], "once": []})

# 12 a kindergarten lesson plan: "Singing circle · 3 songs · 15 minutes" rows are the plan
EN_PLAN = ["This plan fills one morning of the spring term for the four-year-olds of the village nursery in Nyingchi.",
           "Teachers may shorten any part when the children are tired; the outdoor walk can move to the afternoon in rain."]
CASES["en_lesson_plan"] = (page("en", "Lesson plan", '<main><article><h1>Spring morning plan: sounds of the forest</h1>' + paragraphs(EN_PLAN[:1]) +
    '<ul class="plan"><li>Greeting circle · 10 minutes</li><li>Singing circle · 3 songs · 15 minutes</li><li>Story time · 2 stories · 20 minutes</li></ul>'
    + paragraphs(EN_PLAN[1:]) + '</article></main>'),
    {"stay": ["Singing circle · 3 songs · 15 minutes", EN_PLAN[1][:40]], "go": ["Privacy"], "once": []})

# 13 GitLab issue: a note's edited line in the description's edited-text-like box (go), notes stay
notes = "".join(f'<li class="note timeline-entry"><div class="timeline-content"><div class="note-header"><a href="/u{n}">user{n}</a> @u{n} · 2 days ago</div>'
                f'<div class="note-body"><div class="note-text md"><p>{t}</p></div>'
                f'<div class="note_edited_ago">Edited 1 day ago by user{n}</div></div></div></li>'
                for n, t in enumerate(["The Tibetan stack is rendered in the wrong order when the font lacks the GSUB table.", "Fixed in the branch; the fallback font now loads first."]))
CASES["en_gitlab_issue"] = (page("en", "Issue", '<main><div class="detail-page-header"><h1 class="title">Stacked letters render out of order</h1></div>'
    '<div class="issuable-meta">Created 1 week ago by <a href="/tashi">Tashi</a></div>'
    '<div class="description"><div class="md"><p>On Android 12 the stacked consonants of Tibetan appear one after another instead of stacked, in every app using our widget.</p></div>'
    '<small class="edited-text">Edited 3 days ago by Tashi</small></div>'
    f'<ul id="notes-list" class="notes main-notes-list timeline">{notes}</ul></main>'),
    {"stay": ["stacked consonants of Tibetan", "rendered in the wrong order", "fallback font now loads first"], "go": ["Edited 1 day ago", "Edited 3 days ago"], "once": []})


@pytest.mark.parametrize("name", sorted(CASES))
def test_small_misses_review_s41(name: str) -> None:
    markup, spec = CASES[name]
    assert_spec(name, auto_text(markup), spec)
