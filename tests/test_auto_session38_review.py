"""Review of the thread engines' and the category grids' rules (``auto.thread_engines``, ``auto.product_grids``) on
pages built to fool them: a Douban topic's "most liked replies" box repeats replies its list shows again (each reply
once); Hacker News's head and story lines ("user 2 hours ago | next", "120 points by ...") are its furniture; a
Vanilla thread's replies stay with its opening post, each once; a blog post's strip of goods under
its sidebar's archive drop-down, and a product's page with a details section over a strip of other
goods, are no category's grid (their goods stay out), while category pages keep their grids. Our own pages and
sentences."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

# per language: an opening post and four replies
THREADS = {
    "bo": ["ལྷ་སའི་ཁྱམས་ར་ཆེན་པོའི་ཉེ་འཁོར་དུ་དཔེ་ཚོང་ཁང་གསར་པ་ཞིག་ཁ་ཕྱེ་བྱུང་། ཁྱེད་ཚོ་སུ་ཞིག་ཕྱིན་མྱོང་ངམ།",
           "ང་མདང་དགོང་དེར་སོང་། དཔེ་ཆ་དང་པར་དེབ་ཀྱང་མང་པོ་འདུག",
           "རིན་གོང་ཡང་ཆེ་དྲགས་མི་འདུག ཡང་བསྐྱར་འགྲོ་བསམ་གྱི་ཡོད།",
           "སྒོ་ཕྱེ་བའི་དུས་ཚོད་ཅི་ཡིན་ནམ། ཞོགས་པ་ནས་ཕྱེད་ཡོད་དམ།",
           "ཉིན་མོ་ཆུ་ཚོད་དགུ་ནས་དགོང་མོ་ཆུ་ཚོད་བརྒྱད་བར་ཕྱེ་ཡོད།"],
    "ug": ["بۇ يىل يازدا ئىلى ۋادىسىغا ساياھەتكە بارماقچى، قايسى جايلارنى كۆرۈش كېرەك؟ تەكلىپ بېرىڭلار.",
           "ساينام كۆلىنى چوقۇم كۆرۈڭ، ئەتىگەندە تولىمۇ گۈزەل بولىدۇ.",
           "ناراتتىكى يايلاق ئىيۇلدا گۈللەر ئېچىلغاندا ئەڭ ياخشى.",
           "تېكەس شەھىرىنىڭ سەككىز تەرەپلىك كوچىلىرىمۇ قىزىقارلىق.",
           "غۇلجىدىكى كەچلىك بازارنى ئۇنتۇپ قالماڭ، تاماقلىرى ناھايىتى مەززىلىك."],
    "zh": ["想问问大家十月份去拉萨要注意些什么？第一次上高原，有点担心高原反应。",
           "建议到了以后先休息一天，多喝热水，慢慢走路。",
           "十月份白天还可以，早晚温差很大，羽绒服一定要带上。",
           "布达拉宫要提前在网上预约，旺季的时候名额很紧张。",
           "八廓街晚上也很热闹，可以去甜茶馆坐一坐。"],
    "en": ["We are planning a week on the old canal path in May; which stretch would you walk first?",
           "Start at the top lock, the first ten miles are flat and the pubs are good.",
           "Avoid the towpath after heavy rain, the middle section floods easily.",
           "Book the narrowboat stay early, the moorings fill up by April.",
           "The aqueduct at dawn is worth the early start, bring a flask of tea."],
}
LANGS = sorted(THREADS)


def page(lang: str, body: str) -> str:
    """A site's page around ``body``: its menu and footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>page</title></head>"
            "<body><header class='site-header'><nav class='main-nav'><ul><li><a href='/'>Home</a></li><li><a href='/news'>"
            "News</a></li><li><a href='/about'>About</a></li><li><a href='/contact'>Contact</a></li></ul></nav></header>"
            f"{body}<footer class='site-footer'><p>© 2025 Site. All rights reserved.</p><a href='/privacy'>Privacy</a>"
            "</footer></body></html>")


def douban_reply(n: int, text: str) -> str:
    """A Douban group topic's reply record: member, time, text and its action row."""
    return (f"<li class='clearfix comment-item reply-item' id='{100 + n}'><div class='user-face'><a href='/people/{n}/'>"
            f"<img class='pil' alt='m{n}'></a></div><div class='reply-doc content'><div class='bg-img-green'><h4>"
            f"<a href='/people/{n}/'>member{n}</a><span class='pubtime'>2024-03-0{n} 10:1{n}:00</span></h4></div>"
            f"<div class='reply-content'><p class=''>{text}</p></div><div class='operation-div'><a class='lnk-fav'>赞 ({n})"
            f"</a><a class='lnk-reply'>回应</a><a>举报</a></div></div></li>")


def douban(lang: str) -> str:
    """A Douban topic whose "most liked replies" box repeats its second and fourth replies over the full list."""
    opening, *replies = THREADS[lang]
    popular = douban_reply(2, replies[1]) + douban_reply(4, replies[3])
    return page(lang, "<div id='content'><h1>topic</h1><div class='article'><div class='topic-content'>"
                f"<div class='rich-content topic-richtext'><p>{opening}</p></div></div><div id='popular-comments'>"
                f"<h3>最赞回应</h3><ul class='topic-reply popular-reply'>{popular}</ul></div><h3>全部回应</h3>"
                "<ul class='topic-reply' id='comments'>"
                + "".join(douban_reply(n + 1, text) for n, text in enumerate(replies)) + "</ul></div></div>")


@pytest.mark.parametrize("lang", LANGS)
def test_a_topics_most_liked_replies_box_does_not_double_its_replies(lang: str) -> None:
    text = auto_text(douban(lang))
    for reply in THREADS[lang][1:]:
        assert text.count(reply) == 1, reply


def hacker_news(lang: str) -> str:
    """A Hacker News item: the story's title and subtext line, then three comments with their head lines."""
    rows = "".join(
        f"<tr class='athing comtr' id='{n}'><td><table><tr><td class='ind' indent='{n % 2}'></td><td class='default'>"
        f"<div><span class='comhead'><a class='hnuser'>reader{n}</a> <span class='age'>{n + 2} hours ago</span> "
        f"<span class='navs'>| <a>next</a></span></span></div><div class='comment'><div class='commtext c00'>{reply}"
        "</div><div class='reply'><p><font size='1'><u><a>reply</a></u></font></p></div></div></td></tr></table></td></tr>"
        for n, reply in enumerate(THREADS[lang][1:4]))
    return page(lang, "<center><table id='hnmain'><tr><td><table class='fatitem'><tr class='athing'><td class='title'>"
                "<span class='titleline'><a>Show HN: a small crawler</a></span></td></tr><tr><td class='subtext'>"
                "<span class='score'>120 points</span> by <a class='hnuser'>maker</a> <span class='age'>3 hours ago</span>"
                " | <a>hide</a> | <a>45 comments</a></td></tr></table><table class='comment-tree'>"
                f"{rows}</table></td></tr></table></center>")


@pytest.mark.parametrize("lang", LANGS)
def test_hacker_news_head_and_story_lines_go_and_its_comments_stay(lang: str) -> None:
    text = auto_text(hacker_news(lang))
    for reply in THREADS[lang][1:4]:
        assert reply in text
    for furniture in ("120 points", "hours ago", "45 comments"):
        assert furniture not in text


SIGNATURE = "Greetings to all, visit my blog about mountain walks and old maps."


def vanilla(lang: str) -> str:
    """A Vanilla discussion: the opening post in its own box, three replies each over its member's signature."""
    opening, *replies = THREADS[lang]
    items = "".join(
        f"<li class='Item ItemComment'><div class='Comment'><div class='Item-Header'><a class='Username'>m{n}</a> "
        f"<time>May {n + 2}</time></div><div class='Item-BodyWrap'><div class='Item-Body'><div class='Message userContent'>"
        f"{reply}</div><div class='Signature UserSignature userContent'>{SIGNATURE}</div></div></div>"
        "<div class='Reactions'><a>Quote</a> <a>Flag</a></div></div></li>" for n, reply in enumerate(replies[:3]))
    return page(lang, "<div id='Content'><h1>trip</h1><div class='Discussion ItemDiscussion'><div class='Item-Header'>"
                "<a class='Username'>opener</a> <time>May 1</time></div><div class='Item-BodyWrap'><div class='Item-Body'>"
                f"<div class='Message userContent'>{opening}</div></div></div></div><h2 class='CommentHeading'>Comments</h2>"
                f"<ul class='MessageList DataList Comments'>{items}</ul><div class='Foot'><a class='Button'>Leave a Comment"
                "</a></div></div>")


@pytest.mark.parametrize("lang", LANGS)
def test_a_vanilla_threads_replies_stay_once_beside_their_signatures(lang: str) -> None:
    text = auto_text(vanilla(lang))
    for post in THREADS[lang][:4]:
        assert text.count(post) == 1, post
    assert "Leave a Comment" not in text


# ---- category pages and the pages that only look like one ----
GOODS = {
    "bo": ["མཐིང་ཚོན་རྡོ་ལས་བཟོས་པ།", "མཚལ་ཚོན་དམར་པོ།", "གསེར་ཚོན་ཕྱེ་མ།", "ལྡོང་རོས་སེར་པོ།"],
    "ug": ["مىس چۆگۈن", "ياغاچ ساندۇق", "ئەتلەس ياغلىق", "ساپال تەخسە"],
    "zh": ["青瓷盖碗", "粗陶茶壶", "竹编茶盘", "锡制茶罐"],
    "en": ["Brass Kettle Small", "Copper Tea Tray", "Carved Walnut Box", "Silk Scarf Blue"],
}
PRICES = ["$24.00", "$18.50", "$65.00", "$15.00"]
STORIES = {
    "bo": ["དེ་རིང་ང་ཚོས་ཐང་ཀ་འབྲི་སྟངས་ཀྱི་སློབ་ཚན་དང་པོ་འཚོགས་སོང་། སློབ་མ་བཅུ་གཉིས་འཛོམས་བྱུང་།",
           "སློབ་དཔོན་གྱིས་རས་གདན་གྲ་སྒྲིག་བྱེད་སྟངས་དང་ཐིག་རྩ་འདེབས་སྟངས་བསླབ་སོང་།",
           "ཕྱི་ཉིན་ཚོན་རྩི་བཟོ་སྟངས་སློབ་རྒྱུ་ཡིན། ཚང་མ་ཕེབས་པར་ཞུ།"],
    "ug": ["قەشقەردىكى ھۈنەرۋەنلەر بۇ يىل مىس بۇيۇملىرىنى توردا سېتىشقا باشلىدى.",
           "ئۇلارنىڭ ئېيتىشىچە، سېتىش مىقدارى ئۆتكەن يىلدىكىدىن ئىككى ھەسسە ئاشقان.",
           "ھۈنەرۋەن ئابدۇرېھىم ئاكا: «ياش ئەۋلادلار بۇ ھۈنەرنى داۋاملاشتۇرۇشى كېرەك» دېدى."],
    "zh": ["这口手工铜锅由老师傅一锤一锤敲打而成，锅壁厚实，导热均匀，适合炖汤和煮茶。",
           "每一口锅的纹路都不一样，用久了颜色会慢慢变深，更有味道。",
           "老师傅说，现在愿意学这门手艺的年轻人越来越少了，他希望能把它传下去。"],
    "en": ["The copper workshops of the old town began selling online this year, and sales have doubled.",
           "The smiths say the young must carry the craft on, or the street will fall silent within a generation.",
           "Orders now come from as far away as Almaty and Istanbul, most of them for kettles and trays."],
}


def card(n: int, name: str, price: str) -> str:
    """A product card: photo, linked name, price and its add-to-cart button."""
    return (f"<li class='product'><a href='/p/{n}'><img src='/i/{n}.jpg'></a><h3 class='product-title'><a href='/p/{n}'>"
            f"{name}</a></h3><span class='price'>{price}</span><a class='button add_to_cart'>Add to cart</a></li>")


def grid(lang: str) -> str:
    """Four product cards."""
    return "".join(card(n, name, price) for n, (name, price) in enumerate(zip(GOODS[lang], PRICES)))


def post_with_archive_select(lang: str) -> str:
    """A short blog post, its sidebar's archive drop-down, then a widget's strip of goods."""
    return page(lang, "<main><article class='post'><h1 class='entry-title'>lesson</h1><div class='entry-content'>"
                + "".join(f"<p>{p}</p>" for p in STORIES[lang]) + "</div></article><aside class='widget widget_archive'>"
                "<h2 class='widget-title'>Archives</h2><select name='archive-dropdown'><option>Select Month</option>"
                "</select></aside><section class='widget'><ul class='product_list_widget'>" + grid(lang)
                + "</ul></section></main>")


def product_with_details(lang: str) -> str:
    """A product's page without a price (on request), its details section, then other goods under filter tabs."""
    return page(lang, "<div class='goods-main'><div class='goods-info'><h1>copper pot</h1><div class='goods-price'>"
                "Price on request</div><a class='btn'>Ask us</a></div></div><div class='goods-desc'><h2>Details</h2>"
                + "".join(f"<p>{p}</p>" for p in STORIES[lang]) + "</div><div class='filter-tabs'><span>Similar</span>"
                f"<span>Same maker</span></div><ul class='goods-list'>{grid(lang)}</ul>")


NOT_CATEGORIES = {"blog post with an archive drop-down": post_with_archive_select,
                  "product with a details section": product_with_details}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(NOT_CATEGORIES))
def test_a_strip_of_goods_after_a_post_or_a_products_details_is_no_category_grid(kind: str, lang: str) -> None:
    text = auto_text(NOT_CATEGORIES[kind](lang))
    for sentence in STORIES[lang]:
        assert sentence in text
    kept = [name for name in GOODS[lang] if name in text]
    assert len(kept) <= 1, kept  # (the model may read the first card as the text's tail; the grid stays out)


# category bars over their grids: an engine's toolbar with its sorter over cards with add-to-cart buttons; Shopify
# Dawn's facet bar, whose "Sort by:" label is a heading, over plain cards
BARS = {
    "toolbar": ("<div class='toolbar toolbar-products'><p class='toolbar-amount'>Items 1-4 of 4</p><div class='sorter'>"
                "<label>Sort By</label><select><option>Position</option></select></div></div>"),
    "dawn": ("<div class='facet-filters sorting'><h2 class='facet-filters__label'><label for='SortBy'>{label}</label>"
             "</h2><select id='SortBy' name='sort_by'><option>Newest</option><option>Price</option></select></div>"),
}
SORT_LABELS = {"bo": "གོ་རིམ།", "ug": "تەرتىپى:", "zh": "排序：", "en": "Sort by:"}


def dawn_grid(lang: str) -> str:
    """Four of Dawn's cards: a heading's linked name over its price."""
    return "".join(f"<li class='grid__item'><div class='card'><h3 class='card__heading'><a href='/products/{n}'>{name}"
                   f"</a></h3><div class='price'><span class='price-item'>{price}</span></div></div></li>"
                   for n, (name, price) in enumerate(zip(GOODS[lang], PRICES)))


def category(lang: str, bar: str) -> str:
    """A category page: its h1 and a one-line introduction, a shop bar (``BARS``) and its grid."""
    cards = grid(lang) if bar == "toolbar" else dawn_grid(lang)
    return page(lang, "<main class='collection'><div class='collection-hero'><h1>category</h1><p>Handmade goods from "
                f"small workshops.</p></div>{BARS[bar].format(label=SORT_LABELS[lang])}<ul class='products grid'>{cards}"
                "</ul></main>")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("bar", sorted(BARS))
def test_a_category_page_keeps_its_grid(bar: str, lang: str) -> None:
    text = auto_text(category(lang, bar))
    for name, price in zip(GOODS[lang], PRICES):
        assert name in text and price in text
    assert "Add to cart" not in text
