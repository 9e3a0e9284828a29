"""Review h278 of the naming attributes (h271: data-testid, data-test, data-hook, data-framer-name,
data-component read as names): articles whose body boxes, closing notes, pull quotes and cards carry such names with
furniture words come out whole, while share rows, related lists, newsletters and page footers named the same way go.
A design system's card named "Footer" inside ``<article>``/``<main>`` holds the story's last paragraph and is kept
(``words._inside_main``); the page's own "Footer" outside them goes. Inside the article, a list of facts named
"related-facts" or a table of portions named "share-table" holds no link and stays, while a share row of script
buttons and a related list of role=link cards still go (``words.LINK_BOX_BITS``). Pages and sentences are our own."""

from __future__ import annotations

import pytest

from .extraction_pages import auto_text
from .test_auto_data_names_s41 import page  # (the page frame the session's pages share)

BO = ["བོད་ཀྱི་ཡུལ་ལྗོངས་སུ་ལོ་འདིར་ཆར་པ་མང་པོ་བབས་པས་ཞིང་པ་རྣམས་ཀྱི་ལོ་ཐོག་ལེགས་པོ་བྱུང་ཡོད་པ་དང་། གྲོང་གསེབ་ཀྱི་མི་རྣམས་དགའ་སྤྲོ་ཆེན་པོ་བྱུང་།",
      "སློབ་གྲྭ་ཁག་ཅིག་གིས་བོད་ཡིག་གི་སློབ་ཚན་གསར་པ་འགོ་བཙུགས་ནས་སློབ་ཕྲུག་རྣམས་ལ་ཕན་ཐོགས་ཆེན་པོ་བྱུང་བ་མ་ཟད། ཕ་མ་ཚོས་ཀྱང་དེ་ལ་རྒྱབ་སྐྱོར་བྱས།",
      "དགོན་པའི་གྲྭ་པ་ཚོས་དཔེ་ཆ་རྙིང་པ་རྣམས་གློག་ཀླད་ནང་དུ་འཇུག་པའི་ལས་ཀ་ལོ་གསུམ་རིང་བྱས་ཏེ་ད་ལྟ་དཔེ་ཆ་སྟོང་ཕྲག་མང་པོ་ཀློག་ཐུབ་པ་བྱུང་།",
      "རི་བོའི་རྩེ་ལ་ཁ་བ་དཀར་པོ་བབས་ནས་ཉི་མ་ཤར་དུས་འོད་ཟེར་གསེར་མདོག་ཏུ་འཕྲོ་བ་དེ་ནི་ཡིད་དུ་འོང་བའི་ལྟད་མོ་ཞིག་རེད།"]
UG = ["بۇ يىل يېزىلاردا ھوسۇل ناھايىتى ياخشى بولدى، دېھقانلار ئۆز ئەمگىكىنىڭ مېۋىسىنى كۆرۈپ بەك خۇشال بولۇشتى.",
      "مەكتەپلەردە ئانا تىل دەرسلىرى كۈچەيتىلىپ، ئوقۇغۇچىلارنىڭ ئوقۇش قىزىقىشى ئاشتى ۋە ئاتا-ئانىلارمۇ بۇنى قوللىدى.",
      "شەھەر كۈتۈپخانىسى يېڭى ئوقۇش زالى ئېچىپ، ياشلارنىڭ ھەپتە ئاخىرىدا كىتاب ئوقۇيدىغان ئورنى بولدى.",
      "تاغ ئېتىكىدىكى كەنتلەردە قوي بېقىش ئەنئەنىسى ساقلىنىپ قېلىپ، چارۋىچىلار ئەتىيازدا يايلاققا كۆچىدۇ."]
ZH = ["今年春天雨水充足，高原上的青稞长势喜人，牧民们说这是近十年来最好的一年。",
      "县里的图书馆新开了一间阅览室，周末常常坐满了来看书的年轻人和孩子们。",
      "老艺人把铜器手艺传给了三个徒弟，他们做的铜壶在集市上很受欢迎。",
      "山脚下的村子里，人们依旧保留着转场放牧的传统，每年五月赶着羊群上山。"]
EN = ["The valley's barley harvest came in early this year after a wet spring, and farmers said it was the best in a decade.",
      "The county library opened a new reading room last month, and on weekends it fills with students and children.",
      "An old coppersmith has passed his craft to three apprentices, whose kettles now sell well at the Sunday market.",
      "In the villages under the pass, herders still move their flocks to the high pastures every May, as their parents did."]
NAV = '<header data-testid="site-header"><nav data-testid="main-nav"><a href="/">Home</a> <a href="/news">News</a> <a href="/culture">Culture</a> <a href="/about">About</a></nav></header>'
FOOT = '<footer data-testid="site-footer"><p>© 2026 Valley Times. All rights reserved.</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer>'
P: dict[str, tuple[str, dict[str, list[str]]]] = {}
# 1 article-footer-notes holding the story's last paragraph (en)
P["en_footer_notes"] = (page("en", "Harvest", f'''<div id="__next">{NAV}<main><article data-testid="article">
<h1 data-testid="headline">A good year for barley</h1><p data-testid="byline">By Dorje Tsering</p>
<div data-testid="article-body"><p>{EN[0]}</p><p>{EN[1]}</p><p>{EN[2]}</p></div>
<div data-testid="article-footer-notes"><p>{EN[3]}</p><p><em>This story was reported with support from the Highland Reporting Fund.</em></p></div>
<div data-testid="share-bar"><a href="https://facebook.com/sharer">Share on Facebook</a> <a href="https://twitter.com/share">Share on X</a></div>
</article></main>{FOOT}</div>'''),
 dict(stay=[EN[0][:40], EN[3][:40], "Highland Reporting Fund"], go=["Share on Facebook", "All rights reserved"], once=[EN[3][:40]]))
# 4 share-quote pull quotes (en): a quotation that is said once in the article
P["en_share_quote"] = (page("en", "Coppersmith", f'''<div id="__next">{NAV}<main><article>
<h1>The last coppersmith of the old bazaar</h1>
<div data-testid="article-body"><p>{EN[2]}</p>
<blockquote data-testid="share-quote"><p>“Copper remembers every blow of the hammer, so you must never strike it in anger,” he told his apprentices on their first day.</p></blockquote>
<p>{EN[1]}</p>
<figure data-testid="shareable-quote"><blockquote>“A kettle that leaks is a lesson, not a failure.”</blockquote><figcaption>— Abdurehim, coppersmith</figcaption></figure>
<p>{EN[3]}</p></div>
<div data-testid="share-tools"><button>Share</button> <a href="https://wa.me/?text=x">WhatsApp</a> <a href="mailto:?subject=x">Email</a></div>
</article></main>{FOOT}</div>'''),
 dict(stay=[EN[2][:40], "Copper remembers every blow", "A kettle that leaks is a lesson", EN[3][:40]], go=["WhatsApp", "All rights reserved"], once=["Copper remembers every blow"]))
# 5 data-component='Footer' on a card inside main (ug): h1 in a header box, article's closing box named Footer
P["ug_card_footer"] = (page("ug", "كۈتۈپخانا", f'''<div id="app">{NAV}<main data-component="Main"><article data-component="ArticleCard">
<div data-component="Header"><h1>كۈتۈپخانىدا يېڭى ئوقۇش زالى ئېچىلدى</h1><p>2026-04-12</p></div>
<div data-component="Body"><p>{UG[2]}</p><p>{UG[1]}</p></div>
<div data-component="Footer"><p>{UG[0]}</p><p>مۇخبىر: ئابدۇرېھىم تۇرسۇن، قەشقەر</p></div>
</article></main><div data-component="Footer"><p>© 2026 خەۋەر تورى. بارلىق ھوقۇقى قوغدىلىدۇ.</p><a href="/privacy">مەخپىيەتلىك</a></div></div>'''),
 dict(stay=[UG[2][:40], UG[1][:40], UG[0][:40]], go=["بارلىق ھوقۇقى قوغدىلىدۇ"], once=[UG[0][:40]]))
# 7 Wix blog post with ricos paragraph hooks, a closing box named footer-ish inside the post (ug)
P["ug_wix_blog"] = (page("ug", "يايلاق", f'''<div id="SITE_CONTAINER"><header id="SITE_HEADER"><nav><a href="/">باش بەت</a> <a href="/blog">بلوگ</a></nav></header>
<main id="PAGES_CONTAINER"><article data-hook="post">
<h1 data-hook="post-title">يايلاققا كۆچۈش</h1>
<div data-hook="post-description"><div data-hook="rcv-block-first"><p>{UG[3]}</p></div><div data-hook="rcv-block"><p>{UG[0]}</p></div>
<div data-hook="rcv-block"><ul><li>ئەتىيازدا: تاغ ئېتىكىگە كۆچۈش</li><li>يازدا: ئېگىز يايلاقتا تۇرۇش</li><li>كۈزدە: كەنتكە قايتىش</li></ul></div>
<div data-hook="rcv-block-last"><p>{UG[1]}</p></div></div>
<div data-hook="post-footer"><a href="https://facebook.com/sharer">Facebook</a> <a href="https://twitter.com/share">X (Twitter)</a> <button>Copy link</button><span>238 views</span></div>
</article><section data-hook="recent-posts"><h2>Recent Posts</h2><ul><li><a href="/p1">كۈتۈپخانىدىكى يېڭى ئوقۇش زالى ھەققىدە</a></li><li><a href="/p2">مىس قاچىلار بازىرى ۋە ھۈنەرۋەنلەر</a></li></ul></section></main>
<footer id="SITE_FOOTER"><p>© 2026</p></footer></div>'''),
 dict(stay=[UG[3][:40], UG[0][:40], "ئېگىز يايلاقتا تۇرۇش", UG[1][:40]], go=["Copy link", "238 views", "Recent Posts"], once=[UG[0][:40]]))
# 8 data-test camelCase furniture words (en): real furniture to go, body named articleFooter to stay
P["en_camel_case"] = (page("en", "Library", f'''<div id="root"><header data-test="globalHeader"><nav data-test="primaryNav"><a href="/">Home</a> <a href="/local">Local</a> <a href="/weather">Weather</a></nav></header>
<main><article data-test="articleContainer"><h1 data-test="articleHeadline">A new reading room opens</h1>
<div data-test="shareToolbar"><a href="https://facebook.com/sharer">Facebook</a> <a href="https://twitter.com/share">Twitter</a> <a href="mailto:?x">Email this story</a></div>
<div data-test="articleBody"><p>{EN[1]}</p><p>{EN[0]}</p></div>
<p data-test="articleFooterNote">{EN[3]}</p>
<div data-test="relatedStoriesList"><h2>More stories</h2><ul><li><a href="/s1">Coppersmith takes on three apprentices</a></li><li><a href="/s2">Barley harvest is best in a decade</a></li><li><a href="/s3">Herders head for the high pastures</a></li></ul></div>
<div data-test="newsletterSignup"><h3>Get the morning briefing</h3><p>Sign up for our free newsletter to get the day's top stories.</p></div>
</article></main><footer data-test="globalFooter"><p>Copyright 2026 Valley Times Media</p></footer></div>'''),
 dict(stay=[EN[1][:40], EN[0][:40], EN[3][:40]], go=["Email this story", "More stories", "Coppersmith takes on", "Sign up for our free newsletter", "Copyright 2026"], once=[EN[3][:40]]))
# 10 near-variants that should still go (bo): capitalised/compound names
P["bo_near_variants"] = (page("bo", "དཔེ་ཆ།", f'''<div id="__next"><div data-testid="Header"><a href="/">ཁྱིམ།</a> <a href="/news">གསར་འགྱུར།</a> <a href="/about">ང་ཚོའི་སྐོར།</a></div>
<main><article><h1>དགོན་པའི་དཔེ་ཆ་གློག་ཀླད་དུ་བཅུག་པ།</h1>
<div data-testid="ArticleBody"><p>{BO[2]}</p><p>{BO[1]}</p></div>
<div data-testid="SocialShare"><a href="https://facebook.com/sharer">Facebook</a> <a href="https://twitter.com/share">Twitter</a> <a href="https://weibo.com/share">Weibo</a></div>
<div data-component="RelatedContent"><h2>འབྲེལ་ཡོད་རྩོམ་ཡིག</h2><ul><li><a href="/r1">ལོ་ཐོག་ལེགས་པོ་བྱུང་བའི་གནས་ཚུལ།</a></li><li><a href="/r2">སློབ་གྲྭའི་སློབ་ཚན་གསར་པ།</a></li></ul></div>
</article></main><div data-testid="Footer"><p>© 2026 བོད་ཀྱི་གསར་འགྱུར་དྲ་ཚིགས། All rights reserved.</p></div></div>'''),
 dict(stay=[BO[2][:40], BO[1][:40]], go=["Weibo", "འབྲེལ་ཡོད་རྩོམ་ཡིག", "ལོ་ཐོག་ལེགས་པོ་བྱུང་བའི་གནས་ཚུལ", "All rights reserved"], once=[BO[2][:40]]))
# 11 a book review whose box holds a 'buy' control named by data-testid (en): review text must stay
P["en_book_review_buy"] = (page("en", "Review", f'''<div id="__next">{NAV}<main><article>
<div data-testid="book-header"><h1>Review: “Songs of the High Pasture”</h1>
<p>{EN[3]}</p><p>The book collects forty songs sung by herders on the move, with the Tibetan and an English translation on facing pages.</p>
<button data-testid="add-to-cart">Buy the book</button></div>
<div data-testid="article-body"><p>{EN[0]}</p><p>{EN[2]}</p></div>
</article></main>{FOOT}</div>'''),
 dict(stay=[EN[3][:40], "The book collects forty songs", EN[0][:40], EN[2][:40]], go=["All rights reserved"], once=[EN[3][:40]]))

# 3 'related' on a sentence wrapper and a facts list inside the article (zh)
P["zh_related_inline"] = (page("zh", "青稞", f'''<div id="__next">{NAV}<main><article>
<h1>高原青稞迎来丰收</h1>
<div data-testid="article-body"><p>{ZH[0]}</p>
<div data-testid="related-context"><p>{ZH[1]}</p></div>
<ul data-testid="related-facts"><li>种植面积：十二万亩，比去年增加百分之八。</li><li>平均亩产：三百二十公斤，创历史新高。</li><li>收购价格：每公斤四点六元，农民收入明显增加。</li></ul>
<p>{ZH[2]}</p></div>
<aside data-testid="related-articles"><h2>相关阅读</h2><ul><li><a href="/a1">图书馆新开阅览室，周末坐满年轻人</a></li><li><a href="/a2">老艺人收了三个徒弟，传承铜器手艺</a></li><li><a href="/a3">转场放牧的传统依旧保留在山村</a></li></ul></aside>
</article></main>{FOOT}</div>'''),
 dict(stay=[ZH[0][:20], ZH[1][:20], "种植面积：十二万亩", "平均亩产：三百二十公斤", ZH[2][:20]], go=["相关阅读", "图书馆新开阅览室", "All rights reserved"], once=[ZH[1][:20]]))
# 9 zh recipe/menu: a list named 'menu-list', a table named 'share-table' (share = portions), a poem in 'nav-poem'? (zh)
P["zh_menu_table"] = (page("zh", "藏餐", f'''<div id="__next">{NAV}<main><article>
<h1>一家藏餐馆的春季菜单</h1>
<div data-testid="article-body"><p>{ZH[3]}</p><p>餐馆老板说，春季菜单只用本地的食材，以下是今年的菜品：</p>
<ul data-testid="menu-list"><li>酥油茶：用当天的牦牛酥油打制，每壶十五元。</li><li>糌粑：青稞炒面配奶渣，每份十元。</li><li>牦牛肉包子：每笼六个，二十八元。</li></ul>
<table data-testid="share-table"><tr><th>菜品</th><th>分量</th><th>适合人数</th></tr><tr><td>手抓羊肉</td><td>一公斤</td><td>三到四人</td></tr><tr><td>藏式火锅</td><td>大锅</td><td>五到六人</td></tr></table>
<p>{ZH[2]}</p></div></article></main>{FOOT}</div>'''),
 dict(stay=[ZH[3][:20], "酥油茶：用当天的牦牛酥油打制", "糌粑：青稞炒面配奶渣", "手抓羊肉", ZH[2][:20]], go=["All rights reserved"], once=["酥油茶"]))
# 13 a React share row of span[role=button] and a related list of div[role=link] cards, no <a href> (zh)
P["zh_linkless_bars"] = (page("zh", "转场", f'''<div id="__next">{NAV}<main><article><h1>五月转场上山</h1>
<div data-testid="share-row"><span>分享到：</span><span role="button">微信</span><span role="button">微博</span><span role="button">QQ空间</span></div>
<div data-testid="article-body"><p>{ZH[3]}</p><p>{ZH[0]}</p></div>
<div data-testid="related-stories"><h2>相关新闻</h2><div role="link" tabindex="0"><span>图书馆新开阅览室，周末坐满年轻人和孩子</span></div><div role="link" tabindex="0"><span>老艺人收徒传承铜器手艺，铜壶热销</span></div></div>
</article></main>{FOOT}</div>'''),
 dict(stay=[ZH[3][:20], ZH[0][:20]], go=["QQ空间", "相关新闻", "图书馆新开阅览室"], once=[ZH[0][:20]]))


@pytest.mark.parametrize("name", sorted(P))
def test_named_page_parts(name: str) -> None:
    """Each page keeps its ``stay`` sentences once and drops its ``go`` furniture."""
    html, spec = P[name]
    text = auto_text(html)
    assert [s for s in spec["stay"] if s not in text] == []
    assert [s for s in spec["go"] if s in text] == []
    assert [s for s in spec["once"] if text.count(s) > 1] == []
