"""Elements named only in data attributes (session 41, h271): React/Next.js apps name their parts in
``data-testid`` (or ``data-test``), Wix in ``data-hook``, Framer in ``data-framer-name``, design systems in
``data-component``; their share rows, a store's recommendations, comment roots, related lists, navigation and
footers go as a class of the same name would make them go (``dom.NAMING_ATTRIBUTES``, read by ``Dom.names``, the
features' veto masks and ``page_memo.class_text``; a Framer layer named "Footer" is a footer, as an id "footer" is).
Guard pages whose paragraphs, article body, caption and text frames carry such names come out whole. Pages and
sentences are our own."""

from __future__ import annotations

import lxml.html
import pytest

from extract.dom import DATA_NAME_SEPARATOR, build_dom, data_name

from .extraction_pages import auto_text

BO = ["བོད་ཀྱི་ཡུལ་ལྗོངས་སུ་ལོ་འདིར་ཆར་པ་མང་པོ་བབས་པས་ཞིང་པ་རྣམས་ཀྱི་ལོ་ཐོག་ལེགས་པོ་བྱུང་ཡོད་པ་དང་། གྲོང་གསེབ་ཀྱི་མི་རྣམས་དགའ་སྤྲོ་ཆེན་པོ་བྱུང་།",
      "སློབ་གྲྭ་ཁག་ཅིག་གིས་བོད་ཡིག་གི་སློབ་ཚན་གསར་པ་འགོ་བཙུགས་ནས་སློབ་ཕྲུག་རྣམས་ལ་ཕན་ཐོགས་ཆེན་པོ་བྱུང་བ་མ་ཟད། ཕ་མ་ཚོས་ཀྱང་དེ་ལ་རྒྱབ་སྐྱོར་བྱས།",
      "དགོན་པའི་གྲྭ་པ་ཚོས་དཔེ་ཆ་རྙིང་པ་རྣམས་གློག་ཀླད་ནང་དུ་འཇུག་པའི་ལས་ཀ་ལོ་གསུམ་རིང་བྱས་ཏེ་ད་ལྟ་དཔེ་ཆ་སྟོང་ཕྲག་མང་པོ་ཀློག་ཐུབ་པ་བྱུང་།",
      "ཨ་མ་ཚོས་བལ་ལས་བཟོས་པའི་ཁ་གདན་དེ་དག་ལ་རི་མོ་སྔ་མོའི་དཔེ་རིས་ཡོད་པས་ཚོང་པ་ཕྱི་རྒྱལ་བ་ཚོས་ཀྱང་ཉོ་བར་དགའ་པོ་ཡོད།"]
UG = ["بۇ يىل يېزىلاردا ھوسۇل ناھايىتى ياخشى بولدى، دېھقانلار ئۆز ئەمگىكىنىڭ مېۋىسىنى كۆرۈپ بەك خۇشال بولۇشتى.",
      "مەكتەپلەردە ئانا تىل دەرسلىرى كۈچەيتىلىپ، ئوقۇغۇچىلارنىڭ ئوقۇش قىزىقىشى ئاشتى ۋە ئاتا-ئانىلارمۇ بۇنى قوللىدى.",
      "شەھەر كۈتۈپخانىسى يېڭى ئوقۇش زالى ئېچىپ، ياشلارنىڭ ھەپتە ئاخىرىدا كىتاب ئوقۇيدىغان ئورنى بولدى.",
      "قول ھۈنەرۋەنلەر ياسىغان مىس قاچىلار بازاردا ياخشى سېتىلىپ، ئۇلارنىڭ تۇرمۇشى خېلى ياخشىلاندى."]

def page(lang: str, title: str, body: str) -> str:
    """A page of ``body`` in ``lang`` titled ``title``."""
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head>'
            f'<body>{body}</body></html>')


P: dict[str, tuple[str, dict[str, list[str]]]] = {}
# 1 Wix Stores product page, Tibetan
P["wix_store_bo"] = (page("bo", "ཁ་གདན།", f'''
<div id="SITE_HEADER"><nav><a href="/">ཁྱིམ།</a> <a href="/shop">ཚོང་ཁང་།</a></nav></div>
<main id="PAGES_CONTAINER"><div data-hook="product-page">
<h1 data-hook="product-title">བལ་གྱི་ཁ་གདན་སྔོན་པོ།</h1>
<div data-hook="product-sku">SKU: BT-0042</div>
<div data-hook="product-price"><span data-hook="formatted-primary-price">¥280.00</span></div>
<div data-hook="description"><p>{BO[3]}</p><p>{BO[0]}</p></div>
<div data-hook="product-options"><label>ཚད།</label><select><option>ཆེ།</option><option>ཆུང་།</option></select></div>
<button data-hook="add-to-cart">Add to Cart</button>
<div data-hook="info-section"><h2 data-hook="info-section-title">Return &amp; Refund Policy</h2><p data-hook="info-section-description">Returns are accepted within 30 days of delivery.</p></div>
<div data-hook="share-buttons"><a href="https://facebook.com/sharer">Facebook</a> <a href="https://pinterest.com/pin">Pinterest</a></div>
</div></main>
<footer><p>© 2026 ཚོང་ཁང་།</p></footer>'''),
 dict(stay=[BO[3][:40], BO[0][:40]], go=["Pinterest", "Add to Cart", "SKU: BT-0042", "¥280.00"], once=[BO[3][:40]]))
# 2 Wix Blog post, Tibetan
P["wix_blog_bo"] = (page("bo", "ལོ་ཐོག", f'''
<header><nav><a href="/">ཁྱིམ།</a> <a href="/blog">བློག</a></nav></header>
<main><article data-hook="post">
<h1 data-hook="post-title">ལོ་འདིའི་ལོ་ཐོག་ལེགས་པོ་བྱུང་བ།</h1>
<div data-hook="post-description"><p>{BO[0]}</p><p>{BO[1]}</p><p>{BO[2]}</p></div>
<div data-hook="post-footer"><div><a href="https://facebook.com/sharer">Facebook</a> <a href="https://twitter.com/share">X (Twitter)</a> <a href="#">LinkedIn</a> <button>Copy link</button></div>
<div><span>238 views</span> <span>3 comments</span></div></div>
</article>
<section data-hook="recent-posts"><h2>Recent Posts</h2><ul><li><a href="/p1">སློབ་གྲྭའི་གསར་འགྱུར་ལོ་རྒྱུས་གཞན་ཞིག</a></li><li><a href="/p2">དགོན་པའི་དཔེ་ཆ་གསར་པ་ཁག་གཅིག</a></li><li><a href="/p3">ཁ་གདན་ཚོང་བའི་ཨ་མ་ཚོའི་གཏམ།</a></li></ul></section>
<section data-hook="comments-root"><h2>Comments</h2><div><p>ཡག་པོ་འདུག་ཐུགས་རྗེ་ཆེ། ང་ཚོའི་ཡུལ་ལ་ཡང་ཆར་པ་བབས།</p><span>Tashi · 2d</span></div></section>
</main><footer><p>© 2026</p></footer>'''),
 dict(stay=[BO[0][:40], BO[1][:40], BO[2][:40]], go=["Copy link", "238 views", "Recent Posts", "སློབ་གྲྭའི་གསར་འགྱུར", "ཡག་པོ་འདུག་ཐུགས་རྗེ་ཆེ", "Tashi"], once=[BO[1][:40]]))
# 3 Framer landing page, Uyghur
P["framer_ug"] = (page("ug", "قول ھۈنەر", f'''
<div id="main"><div data-framer-name="Desktop">
<div data-framer-name="Nav"><div data-framer-name="Logo"><p>ھۈنەر</p></div><div><a href="/about"><p>بىز ھەققىدە</p></a> <a href="/shop"><p>دۇكان</p></a> <a href="/contact"><p>ئالاقە</p></a></div></div>
<div data-framer-name="Hero"><h1>مىس قاچىلار ۋە قول ھۈنەر</h1><p>{UG[3]}</p>
<a data-framer-name="Button" href="/shop"><p>ھازىرلا سېتىۋېلىڭ</p></a></div>
<div data-framer-name="Story"><h2>بىزنىڭ ھېكايىمىز</h2><p>{UG[0]}</p><p>{UG[2]}</p></div>
<div data-framer-name="Footer"><p>© 2026 ھۈنەر. بارلىق ھوقۇقى قوغدىلىدۇ.</p><div><a href="/privacy"><p>مەخپىيەتلىك</p></a> <a href="/terms"><p>شەرتلەر</p></a></div></div>
</div></div>'''),
 dict(stay=[UG[3][:40], UG[0][:40], UG[2][:40]], go=["بارلىق ھوقۇقى قوغدىلىدۇ", "بىز ھەققىدە", "ھازىرلا سېتىۋېلىڭ", "مەخپىيەتلىك"], once=[UG[0][:40]]))
# 4 Next.js news article, Uyghur
P["next_news_ug"] = (page("ug", "خەۋەر", f'''
<div id="__next"><header data-testid="site-header"><a href="/">باش بەت</a> <a href="/news">خەۋەرلەر</a> <a href="/sport">تەنتەربىيە</a></header>
<main><article><h1 data-testid="headline">كۈتۈپخانىدا يېڭى ئوقۇش زالى ئېچىلدى</h1>
<div data-testid="share-bar"><a href="https://facebook.com/sharer">Facebook</a> <a href="https://t.me/share">Telegram</a> <button>ئۇلىنىشنى كۆچۈرۈش</button></div>
<div data-testid="article-body"><p>{UG[2]}</p><p>{UG[1]}</p><p>{UG[0]}</p></div>
<section data-testid="related-articles"><h2>مۇناسىۋەتلىك خەۋەرلەر</h2><ul><li><a href="/a1">مەكتەپلەردە يېڭى دەرسلىك تارقىتىلدى</a></li><li><a href="/a2">بازاردا مىس قاچىلار ياخشى سېتىلدى</a></li><li><a href="/a3">يېزىلاردا ھوسۇل يىغىش باشلاندى</a></li></ul></section>
<section data-testid="comments"><h2>باھالار (2)</h2><div><p>بۇ ناھايىتى ياخشى خەۋەر بولۇپتۇ، رەھمەت.</p><span>ئەخمەت</span></div></section>
</article></main>
<footer data-testid="site-footer"><p>© 2026 خەۋەر تورى</p></footer></div>'''),
 dict(stay=[UG[2][:40], UG[1][:40], UG[0][:40]], go=["ئۇلىنىشنى كۆچۈرۈش", "مۇناسىۋەتلىك خەۋەرلەر", "مەكتەپلەردە يېڭى دەرسلىك", "بۇ ناھايىتى ياخشى خەۋەر"], once=[UG[2][:40]]))
# 5 Zhihu-like answer page, Chinese
ZH = ["我第一次去拉萨是在十年前的夏天，那时候高原的阳光非常强烈，街上的人们都很友善，让我印象深刻。",
      "后来我开始学习藏文，每天早上读半个小时，慢慢地能看懂一些简单的寺院门口的告示和书名了。",
      "如果你也想学习，我建议先从字母和拼读规则开始，不要急于背单词，打好基础以后进步会很快。"]
P["zhihu_zh"] = (page("zh", "如何开始学习藏文", f'''
<header><nav><a href="/">首页</a> <a href="/explore">发现</a> <a href="/q">等你来答</a></nav></header>
<main><div data-testid="question-header"><h1>如何开始学习藏文？</h1></div>
<div data-testid="answer-item"><div data-testid="author-info"><a href="/people/x">卓玛</a><span>藏语老师</span></div>
<div data-testid="rich-content"><p>{ZH[0]}</p><p>{ZH[1]}</p><p>{ZH[2]}</p></div>
<div data-testid="content-actions"><button>赞同 1203</button><button>添加评论</button><button>分享</button><button>收藏</button></div>
<div data-testid="comment-list"><div><p>说得很好，我也准备开始学了，谢谢分享经验！</p><span>小王 · 北京</span></div></div></div>
<div data-testid="related-questions"><h2>相关问题</h2><a href="/q/2">学习藏文需要多长时间？</a><a href="/q/3">藏文和梵文有什么关系？</a></div>
</main>'''),
 dict(stay=[ZH[0][:20], ZH[1][:20], ZH[2][:20]], go=["赞同 1203", "添加评论", "说得很好", "相关问题", "学习藏文需要多长时间"], once=[ZH[0][:20]]))
# 6 news app with data-component, Tibetan
P["component_news_bo"] = (page("bo", "གསར་འགྱུར།", f'''
<div data-component="globalnav"><a href="/">དབུ་ཤོག</a> <a href="/news">གསར་འགྱུར།</a> <a href="/culture">རིག་གནས།</a></div>
<main><h1>དགོན་པའི་དཔེ་ཆ་རྙིང་པ་གློག་ཀླད་དུ་བཅུག</h1>
<div data-component="social-sharing"><a href="https://facebook.com/sharer">Facebook</a> <a href="https://wa.me/">WhatsApp</a> <a href="mailto:">Email</a></div>
<div data-component="article-body"><p>{BO[2]}</p><p>{BO[1]}</p><p>{BO[0]}</p></div>
<div data-component="related-stories"><h2>Related stories</h2><a href="/s1">སློབ་གྲྭ་གསར་པ་ཞིག་ཁ་ཕྱེ་བ།</a> <a href="/s2">ཞིང་པ་ཚོའི་ལོ་ཐོག་ལེགས་པོ།</a></div>
</main><div data-component="footer"><p>© 2026 གསར་འགྱུར་ཁང་།</p></div>'''),
 dict(stay=[BO[2][:40], BO[1][:40], BO[0][:40]], go=["WhatsApp", "Related stories", "སློབ་གྲྭ་གསར་པ་ཞིག་ཁ་ཕྱེ་བ", "© 2026 གསར་འགྱུར་ཁང་།"], once=[BO[2][:40]]))
# 6b a big store's product page, Uyghur: its recommendations' heading is named in data-test alone
P["data_test_recs_ug"] = (page("ug", "مىس قاچا", f'''
<header><a href="/">باش بەت</a></header>
<main><h1>قول ياسالغان مىس قاچا</h1><div data-test="product-details"><p>{UG[3]}</p><p>{UG[0]}</p></div>
<div data-test="recommended-products"><h3 data-test="recsHeading">بۇنى كۆرگەنلەر بۇلارنىمۇ كۆردى</h3>
<div><div><a href="/p/1"><img src="1.jpg" alt=""></a></div><div><a href="/p/2"><img src="2.jpg" alt=""></a></div></div>
</div></main>'''),
 dict(stay=[UG[3][:40], UG[0][:40]], go=["بۇنى كۆرگەنلەر بۇلارنىمۇ كۆردى"], once=[UG[3][:40]]))
# 7 guard: paragraphs named by data-testid, Tibetan
P["guard_testid_bo"] = (page("bo", "བོད་ཡིག་སློབ་ཚན་གསར་པ།", f'''
<main><article data-testid="article"><h1 data-testid="headline">བོད་ཡིག་སློབ་ཚན་གསར་པ།</h1>
<div data-testid="article-body"><p data-testid="paragraph">{BO[1]}</p>
<figure data-testid="image"><img src="a.jpg" alt=""><figcaption data-testid="caption">སློབ་ཕྲུག་ཚོས་དཔེ་ཀློག་བཞིན་པ།</figcaption></figure>
<p data-testid="paragraph">{BO[0]}</p><p data-testid="paragraph">{BO[2]}</p><p data-testid="paragraph">{BO[3]}</p></div></article></main>'''),
 dict(stay=[BO[1][:40], BO[0][:40], BO[2][:40], BO[3][:40], "སློབ་ཕྲུག་ཚོས་དཔེ་ཀློག་བཞིན་པ།"], go=[], once=[BO[1][:40]]))
# 8 guard: Framer blog post, Uyghur, text frames named by the designer
P["guard_framer_ug"] = (page("ug", "بلوگ", f'''
<div data-framer-name="Desktop"><div data-framer-name="Blog Post"><h1 data-framer-name="Title">ئانا تىل دەرسلىرى</h1>
<div data-framer-name="Content"><p>{UG[1]}</p><p>{UG[0]}</p><p>{UG[2]}</p><p>{UG[3]}</p></div></div></div>'''),
 dict(stay=[UG[1][:40], UG[0][:40], UG[2][:40], UG[3][:40]], go=[], once=[UG[1][:40]]))
# 9 guard: English Next.js story, story-body and comment-free names
EN = ["The library opened a new reading room on Saturday, and by noon every chair by the windows was taken by students.",
      "Staff said the room had been planned for three years, after a survey found that young readers had nowhere quiet to work.",
      "The city will keep it open until ten in the evening during the exam season, the head librarian told reporters."]
P["guard_story_en"] = (page("en", "Reading room", f'''
<main><article data-testid="story"><h1 data-testid="story-headline">A new reading room fills up on its first day</h1>
<div data-testid="story-body"><p data-testid="story-paragraph">{EN[0]}</p><p data-testid="story-paragraph">{EN[1]}</p>
<p data-testid="story-paragraph">{EN[2]}</p></div></article></main>'''),
 dict(stay=[EN[0][:40], EN[1][:40], EN[2][:40]], go=[], once=[EN[0][:40]]))


@pytest.mark.parametrize("name", sorted(P))
def test_data_named_furniture_goes_and_text_stays(name: str) -> None:
    html, spec = P[name]
    text = auto_text(html)
    assert [s for s in spec["stay"] if s not in text] == []
    assert [s for s in spec["go"] if s in text] == []
    assert [s for s in spec["once"] if text.count(s) > 1] == []


@pytest.mark.parametrize(("value", "name"), [
    ("post-footer", "post-footer"), ("Footer", "Footer"), ("Blog Post", "Blog Post"),
    ("@web/Header/MainMenuLink", "@web/Header/MainMenuLink"), ("footer-link-1", "footer-link-1"),
    ("comp-kx8e2c1", ""), ("1337", ""), ("a3f9c0d2", ""), ('{"id":1}', ""), ("", ""),
    ("https://example.com/share/story", ""), ("ཞབས་ཞུ།", ""), ("قىسقۇچ", ""),
])
def test_data_name_keeps_names_not_generated_ids(value: str, name: str) -> None:
    assert data_name(value) == name


def test_names_read_naming_attributes_only_where_the_page_has_them() -> None:
    dom = build_dom(lxml.html.fromstring('<div><p class="a" data-hook="post-footer">x</p><p id="b">y</p></div>'))
    assert dom.names(1).split(DATA_NAME_SEPARATOR) == ["a ", "post-footer"]  # (each attribute apart: session 43)
    assert dom.names(2).split() == ["b"]
    plain = build_dom(lxml.html.fromstring('<div><p class="a">x</p></div>'))
    assert not plain.named_by_data and plain.names(1).split() == ["a"]
