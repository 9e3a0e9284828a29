"""The variant gap: one page structure keeps the same lines whether its text is Chinese, English, Tibetan or Uyghur.

The evaluation renders each real page again in Tibetan and Uyghur with the same markup, its furniture filled with
Tibetan or Uyghur words as well: a rule that reads the furniture's words (a platform's "本平台仅提供信息存储空间服务")
fires on the original alone, so the variants keep what the original drops. Two structures of our own (a news story
among its site's furniture; a blog post beside a list of other posts), each filled in four languages (our own
sentences): the story's paragraphs stay and the furniture goes in every language. A platform's notice in a box named
as a copyright or disclaimer notice after the story (``statements.NOTICE_CLASS_RE``) goes in every language, read by
its name; one among the story's paragraphs is the story's own closing line and stays.
"""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import auto_lines

# a news story among its site's menu, breadcrumb trail, byline, related links and footer
NEWS = {
    "zh": dict(
        menu=["首页", "新闻", "财经", "体育", "娱乐", "科技", "教育", "旅游"],
        crumb=["首页", "新闻中心", "地方新闻"],
        title="山村今年迎来了好收成",
        byline="本报记者 王明 2024-06-03 10:20",
        paras=["今年夏天，这个小山村的农民收获了大麦和小麦，产量比去年高出不少。雨水来得及时，田野一片翠绿，村民们举办了三天的庆祝活动，唱歌跳舞，非常热闹。", "村里的负责人说，明年打算修一条新的水渠，还要翻修村里的小学。孩子们已经领到了新课本和文具，家长们对此十分满意。", "一位老人告诉我们，他小时候的收成只有现在的一半。如今有了好种子和新技术，日子越过越好了。"],
        editor="（责任编辑：李华）",
        note="以上内容仅代表作者本人观点，不代表本站立场",
        related=["城市公交线路调整通知发布", "夏季高温天气注意防暑", "新图书馆下月正式开放", "地铁三号线延长段通车"],
        foot=["关于我们", "联系我们", "广告服务", "网站地图", "友情链接", "招聘信息"],
    ),
    "bo": dict(
        menu=["དཀར་ཆག", "གསར་འགྱུར།", "དཔལ་འབྱོར།", "ལུས་རྩལ།", "རོལ་རྩེད།", "ཚན་རྩལ།", "སློབ་གསོ།", "ཡུལ་སྐོར།"],
        crumb=["དཀར་ཆག", "གསར་འགྱུར་ལྟེ་བ།", "ས་གནས་གསར་འགྱུར།"],
        title="རི་གྲོང་ཆུང་ངུ་ཞིག་ལ་ལོ་ཏོག་ལེགས་པོ་བྱུང་།",
        byline="གསར་འགོད་པ། བཀྲ་ཤིས་རྡོ་རྗེ། 2024-06-03 10:20",
        paras=["ལོ་འདིའི་དབྱར་ཁར་རི་གྲོང་འདིའི་ཞིང་པ་རྣམས་ཀྱིས་ནས་དང་གྲོ་གཉིས་ཀྱི་ལོ་ཏོག་ལེགས་པོ་བསྡུས་ཡོད། ཆར་པ་དུས་སུ་བབས་པས་ཞིང་ཁ་ཚང་མ་སྔོ་ལྗང་ལྗང་དུ་གྱུར། ཡུལ་མི་རྣམས་ཀྱིས་དགའ་སྤྲོ་ཆེན་པོས་ཉིན་གསུམ་རིང་གླུ་གཞས་དང་ཞབས་བྲོ་བཏང་།", "གྲོང་ཚོའི་འགོ་འཛིན་གྱིས་བཤད་དོན། སང་ལོར་ཆུ་ཡུར་གསར་པ་ཞིག་བརྒྱབ་རྒྱུ་དང་། གྲོང་གི་སློབ་ཆུང་ཉམས་གསོ་བྱེད་རྒྱུ་ཡིན། བྱིས་པ་རྣམས་ལ་དཔེ་དེབ་གསར་པ་དང་སྨྱུ་གུ་བགོ་འགྲེམས་བྱས་ཟིན་པས་ཕ་མ་ཚོ་ཧ་ཅང་དགའ་པོ་བྱུང་།", "རྒན་པོ་ཞིག་གིས་ང་ཚོར་བཤད་དོན། ང་ཆུང་དུས་ཀྱི་ལོ་ཏོག་ནི་དེང་སང་གི་ཕྱེད་ཀ་ཙམ་ལས་མེད། ད་ལྟ་ས་བོན་ལེགས་པོ་དང་ལག་རྩལ་གསར་པ་ཡོད་པས་འཚོ་བ་ཇེ་བདེར་སོང་ཞེས་གསུངས།"],
        editor="(རྩོམ་སྒྲིག་པ། ལྷ་མོ་སྒྲོལ་མ།)",
        note="གོང་གི་ནང་དོན་ནི་རྩོམ་པ་པོ་རང་ཉིད་ཀྱི་བསམ་ཚུལ་ཡིན་པ་ལས་དྲ་ཚིགས་ཀྱི་ལྟ་ཚུལ་མཚོན་གྱི་མེད།",
        related=["གྲོང་ཁྱེར་གྱི་སྤྱི་སྤྱོད་རླངས་འཁོར་ལམ་ཐིག་བསྒྱུར་བཅོས་ཀྱི་བརྡ་ཐོ།", "དབྱར་དུས་ཚ་དྲོད་ཆེ་བས་ཚ་ནད་ལ་གཟབ་ནན་བྱེད་དགོས།", "དཔེ་མཛོད་ཁང་གསར་པ་ཟླ་བ་རྗེས་མར་སྒོ་འབྱེད།", "ས་འོག་མེ་འཁོར་ལམ་ཐིག་གསུམ་པ་རིང་དུ་བསྐྱེད་པ།"],
        foot=["ང་ཚོའི་སྐོར།", "འབྲེལ་བ་གནང་རོགས།", "ཁྱབ་བསྒྲགས་ཞབས་ཞུ།", "དྲ་ཚིགས་ས་ཁྲ།", "མཛའ་གྲོགས་སྦྲེལ་མཐུད།", "ལས་མི་གདམ་བསྡུ།"],
    ),
    "ug": dict(
        menu=["باش بەت", "خەۋەر", "ئىقتىساد", "تەنتەربىيە", "كۆڭۈل ئېچىش", "پەن-تېخنىكا", "مائارىپ", "ساياھەت"],
        crumb=["باش بەت", "خەۋەر مەركىزى", "يەرلىك خەۋەرلەر"],
        title="تاغ يېزىسى بۇ يىل مول ھوسۇل ئالدى",
        byline="مۇخبىر: ئابدۇللا تۇرسۇن 2024-06-03 10:20",
        paras=["بۇ يىل يازدا بۇ كىچىك تاغ يېزىسىدىكى دېھقانلار ئارپا ۋە بۇغداي ھوسۇلىنى يىغىۋالدى، مەھسۇلات ئۆتكەن يىلدىكىدىن خېلى كۆپ بولدى. يامغۇر ۋاقتىدا ياغقاچقا، ئېتىزلار يېشىللىققا پۈركەندى، يېزا ئاھالىسى ئۈچ كۈن ناخشا-ئۇسسۇل بىلەن تەبرىكلىدى.", "يېزا مەسئۇلى ئەتە يىلى يېڭى ئۆستەڭ چېپىش ۋە يېزىدىكى باشلانغۇچ مەكتەپنى ئوڭشاش پىلانى بارلىقىنى ئېيتتى. بالىلار يېڭى دەرسلىك ۋە قەلەم-دەپتەرلەرنى تاپشۇرۇۋالدى، ئاتا-ئانىلار بۇنىڭدىن ناھايىتى رازى.", "بىر بوۋاي بىزگە، ئۆزى كىچىك چاغدىكى ھوسۇل ھازىرقىنىڭ يېرىمىچىلىكمۇ يوق ئىدى، دەپ سۆزلەپ بەردى. ھازىر ياخشى ئۇرۇق ۋە يېڭى تېخنىكا بولغاچقا، تۇرمۇش كۈنسېرى ياخشىلىنىۋاتىدۇ."],
        editor="(مەسئۇل مۇھەررىر: گۈلنار ئەخمەت)",
        note="يۇقىرىقى مەزمۇن پەقەت ئاپتورنىڭ ئۆز كۆز قارىشىغا ۋەكىللىك قىلىدۇ، تور بېكەتنىڭ پوزىتسىيىسىنى بىلدۈرمەيدۇ.",
        related=["شەھەر ئاممىۋى ئاپتوبۇس لىنىيىسىنى تەڭشەش ئۇقتۇرۇشى ئېلان قىلىندى", "ياز پەسلىدە ئىسسىقتىن ساقلىنىشقا دىققەت قىلىڭ", "يېڭى كۈتۈپخانا كېلەر ئايدا رەسمىي ئېچىلىدۇ", "يەر ئاستى تۆمۈر يولىنىڭ ئۈچىنچى لىنىيىسى ئۇزارتىلدى"],
        foot=["بىز ھەققىدە", "ئالاقىلىشىڭ", "ئېلان مۇلازىمىتى", "تور بېكەت خەرىتىسى", "دوستانە ئۇلىنىش", "خىزمەتچى قوبۇل قىلىش"],
    ),
    "en": dict(
        menu=["Home", "News", "Business", "Sport", "Entertainment", "Technology", "Education", "Travel"],
        crumb=["Home", "Newsroom", "Local news"],
        title="A mountain village brings in a good harvest this year",
        byline="By our reporter Wang Ming, 2024-06-03 10:20",
        paras=["This summer the farmers of a small mountain village brought in their barley and wheat, and the yield was well above last year's. The rain came on time, the fields turned green, and the villagers celebrated with three days of songs and dances.", "The head of the village said that next year they plan to dig a new irrigation channel and to repair the village primary school. The children have already received new textbooks and stationery, and their parents are very pleased.", "An old man told us that the harvests of his childhood were not half of today's. With good seed and new methods, he said, life keeps getting better."],
        editor="(Editor: Li Hua)",
        note="The views above are the author's own and do not represent the position of this site.",
        related=["City bus routes to change from next month", "Take care in the summer heat", "New library opens its doors next month", "Metro line three extension now open"],
        foot=["About us", "Contact", "Advertising", "Site map", "Partner links", "Jobs"],
    ),
}
# a blog post beside a list of the blog's other posts
BLOG = {
    "en": dict(
        side=["Ten tips for a quieter morning routine", "How we planned our first family trip abroad", "Why our town library is worth a visit"],
        title="Learning to bake bread at home",
        paras=["When the shops closed early last winter, I started baking bread at home with flour, water, salt and a little yeast. The first loaves were flat and heavy, but every week they rose a little higher.", "The secret turned out to be patience. Dough that rests overnight in a cool kitchen develops more flavour, and a hot oven with a tray of water gives the crust its shine.", "Now my neighbours ask for a loaf every Saturday, and I have started writing down each recipe so that my children can bake it one day."],
    ),
    "zh": dict(
        side=["让早晨更安静的十个小建议", "我们第一次全家出国旅行是怎么计划的", "为什么值得去看看我们镇上的图书馆"],
        title="在家学做面包",
        paras=["去年冬天商店早早关门，我开始在家用面粉、水、盐和一点酵母做面包。最初几次面包又扁又硬，但每个星期都发得更高一些。", "原来秘诀就是耐心。在凉爽的厨房里放一夜的面团味道更好，烤箱里放一盘水，面包皮就会发亮。", "现在邻居们每个星期六都来要一个面包，我也开始把每个配方记下来，好让孩子们以后也能做。"],
    ),
    "bo": dict(
        side=["ཞོགས་པའི་དུས་ཚོད་ཞི་འཇམ་དུ་གཏོང་ཐབས་ཀྱི་བསླབ་བྱ་བཅུ།", "ང་ཚོས་ཐེངས་དང་པོར་ནང་མི་ཡོངས་རྒྱལ་ཕྱིར་འགྲུལ་བཞུད་ཇི་ལྟར་འཆར་འགོད་བྱས་པ།", "ང་ཚོའི་གྲོང་རྡལ་གྱི་དཔེ་མཛོད་ཁང་ལ་བལྟ་རུ་འགྲོ་འོས་པའི་རྒྱུ་མཚན།"],
        title="ནང་དུ་བག་ལེབ་བཟོ་སྟངས་སློབ་པ།",
        paras=["ན་ནིང་དགུན་ཁར་ཚོང་ཁང་རྣམས་སྔ་པོར་སྒོ་བརྒྱབ་པས། ངས་ནང་དུ་ཕྱེ་དང་ཆུ། ཚྭ། ཕབ་ཅུང་ཙམ་བཅས་ཀྱིས་བག་ལེབ་བཟོ་འགོ་བཙུགས། ཐོག་མའི་བག་ལེབ་ནི་ལེབ་ལ་ལྗིད་པོ་ཡོད་ཀྱང་། བདུན་ཕྲག་རེ་རེར་ཅུང་ཟད་མཐོ་རུ་སོང་།", "གསང་བ་ནི་བཟོད་སྒོམ་ཡིན་པ་རྟོགས་བྱུང་། ཐབ་ཚང་གྲང་མོའི་ནང་མཚན་གཅིག་བཞག་པའི་ཞིབ་ཟན་ལ་བྲོ་བ་ཞིམ་པོ་ཡོང་ཞིང་། ཐབ་ཁུང་ཚ་པོའི་ནང་ཆུ་སྡེར་ཞིག་བཞག་ན་བག་ལེབ་ཀྱི་ཕྱི་ཤུན་འོད་མདངས་ལྡན་པ་ཡོང་།", "ད་ལྟ་ཁྱིམ་མཚེས་ཚོས་གཟའ་སྤེན་པ་རེ་རེར་བག་ལེབ་རེ་བླང་དུ་ཡོང་གི་ཡོད། ངས་ཀྱང་ཕྱི་ནས་བུ་ཕྲུག་ཚོས་བཟོ་ཐུབ་ཆེད་བཟོ་ཐབས་རེ་རེ་ཡི་གེར་འགོད་འགོ་བཙུགས་ཡོད།"],
    ),
    "ug": dict(
        side=["ئەتىگەننى تېخىمۇ جىمجىت ئۆتكۈزۈشنىڭ ئون ئۇسۇلى", "بىز تۇنجى قېتىم پۈتۈن ئائىلە بىلەن چەت ئەلگە ساياھەتنى قانداق پىلانلىدۇق", "نېمە ئۈچۈن بازىرىمىزدىكى كۈتۈپخانىغا بېرىپ بېقىشقا ئەرزىيدۇ"],
        title="ئۆيدە نان يېقىشنى ئۆگىنىش",
        paras=["ئۆتكەن يىلى قىشتا دۇكانلار بالدۇر تاقالغاچقا، مەن ئۆيدە ئۇن، سۇ، تۇز ۋە ئازراق خېمىرتۇرۇچ بىلەن نان يېقىشقا باشلىدىم. دەسلەپكى نانلار يالپاق ۋە ئېغىر چىقتى، لېكىن ھەر ھەپتە سەل-پەل ئېگىزرەك كۆپتى.", "سىر سەۋرچانلىقتا ئىكەن. سالقىن ئاشخانىدا بىر كېچە تۇرغۇزۇلغان خېمىرنىڭ تەمى تېخىمۇ ياخشى بولىدۇ، قىزىق ئوچاققا بىر تەخسە سۇ قويسا نان پوستى پارقىراپ چىقىدۇ.", "ھازىر قوشنىلار ھەر شەنبە كۈنى بىردىن نان سوراپ كېلىدۇ، مەنمۇ بالىلىرىم كېيىن ياقالىسۇن دەپ ھەر بىر رېتسېپنى يېزىپ قويۇشقا باشلىدىم."],
    ),
}


def _links(items: list[str], prefix: str, item: str = "li") -> str:
    return "".join(f'<{item}><a href="/{prefix}/{i}">{escape(t)}</a></{item}>' for i, t in enumerate(items))


def news_page(lang: str) -> str:
    """A portal's story: menu, breadcrumb trail, headline, byline, paragraphs, related links and footer links."""
    return _portal_story(lang, "site", "h2", "<h3>&nbsp;</h3>")


def _portal_story(lang: str, title: str, headline_tag: str, related_heading: str) -> str:
    """The portal's story page of ``news_page`` with its <title>, its headline's tag and its related links' heading."""
    f = NEWS[lang]
    crumb = " &gt; ".join(f'<a href="/c/{i}">{escape(t)}</a>' for i, t in enumerate(f["crumb"]))
    paragraphs = "".join(f"<p>{escape(t)}</p>" for t in f["paras"])
    return (f'<html><head><meta charset="utf-8"><title>{escape(title)}</title></head><body>'
            f'<div class="top"><ul class="menu">{_links(f["menu"], "c")}</ul></div>'
            f'<div class="wrap"><div class="pos">{crumb}</div><div class="left">'
            f'<{headline_tag}>{escape(f["title"])}</{headline_tag}><div class="info">{escape(f["byline"])}</div>'
            f'<div class="content">{paragraphs}</div>'
            f'<div class="more">{related_heading}<ul>{_links(f["related"], "a")}</ul></div></div></div>'
            f'<div class="bottom"><ul>{_links(f["foot"], "p")}</ul></div></body></html>')


def blog_page(lang: str) -> str:
    """A blog post with a column of links to the blog's other posts before it."""
    f = BLOG[lang]
    paragraphs = "".join(f"<p>{escape(t)}</p>" for t in f["paras"])
    return (f'<html><head><meta charset="utf-8"><title>blog</title></head><body><div class="page">'
            f'<div class="col"><div class="list">{_links(f["side"], "post", "div")}</div></div>'
            f'<div class="post"><h1>{escape(f["title"])}</h1><div class="body">{paragraphs}</div></div>'
            f'</div></body></html>')


LANGS = ("zh", "en", "bo", "ug")


@pytest.mark.parametrize("lang", LANGS)
def test_a_news_story_keeps_its_paragraphs_and_drops_its_furniture_in_every_language(lang: str) -> None:
    f = NEWS[lang]
    text = "\n".join(auto_lines(news_page(lang)))
    assert all(p in text for p in f["paras"])
    furniture = [*f["menu"], *f["related"], *f["foot"], f["byline"]]
    assert [line for line in furniture if line in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_blog_post_keeps_its_paragraphs_and_drops_the_list_beside_it_in_every_language(lang: str) -> None:
    f = BLOG[lang]
    text = "\n".join(auto_lines(blog_page(lang)))
    assert all(p in text for p in f["paras"])
    assert [line for line in f["side"] if line in text] == []


# a platform's notice under the story, in a box of its own named as a copyright notice (our own words)
NOTICES = {
    "zh": "特别声明：以上内容为平台用户上传并发布，本平台仅提供信息存储空间服务。",
    "bo": "དྲ་ཚིགས་འདིའི་ནང་དོན་ཚང་མ་སྤྱོད་མཁན་གྱིས་བསྐུར་བ་ཡིན་པས། དྲ་ཚིགས་ཀྱིས་ཉར་ཚགས་ཞབས་ཞུ་ཁོ་ན་སྒྲུབ།",
    "ug": "بۇ مەزمۇننى ئىشلەتكۈچى يوللىغان، سۇپا پەقەت ساقلاش مۇلازىمىتى بىلەنلا تەمىنلەيدۇ.",
    "en": "Notice: the content above was posted by a user; this platform only provides storage.",
}


# a story's own closing line, set among its paragraphs in a box named "copyright" (our own words)
OWN_LINES = {
    "zh": "本文为本站原创内容，未经授权不得转载。",
    "bo": "རྩོམ་འདི་དྲ་ཚིགས་འདིའི་རང་བྱུང་རྩོམ་ཡིག་ཡིན་པས། ཆོག་མཆན་མེད་པར་བསྐྱར་སྤེལ་མི་ཆོག",
    "ug": "بۇ ماقالە تور بېكىتىمىزنىڭ ئۆز ئەسىرى، ئىجازەتسىز كۆچۈرۈپ بېسىشقا بولمايدۇ.",
    "en": "This story is our own work; please do not repost it without permission.",
}


def story_with_notice(lang: str, notice_class: str, beside: bool) -> str:
    """A story whose notice sits in its own box after the story's box, or (``beside``) its own closing line among its
    paragraphs."""
    paragraphs = "".join(f"<p>{escape(t)}</p>" for t in NEWS[lang]["paras"])
    notice = f'<div class="{notice_class}">{escape((OWN_LINES if beside else NOTICES)[lang])}</div>'
    story = f'<div class="story">{paragraphs}{notice}</div>' if beside else f'<div class="story">{paragraphs}</div>{notice}'
    return (f'<html><head><meta charset="utf-8"><title>site</title></head><body><div class="wrap">'
            f'<h1>{escape(NEWS[lang]["title"])}</h1><div class="main">{story}</div></div></body></html>')


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("notice_class", ["index_copyRight_A74B5", "copyright", "post-disclaimer"])
def test_a_copyright_notice_after_the_story_goes_in_every_language(lang: str, notice_class: str) -> None:
    text = "\n".join(auto_lines(story_with_notice(lang, notice_class, beside=False)))
    assert all(p in text for p in NEWS[lang]["paras"]) and NOTICES[lang] not in text


@pytest.mark.parametrize("lang", LANGS)
def test_a_copyright_line_among_the_story_paragraphs_stays(lang: str) -> None:
    """39.net's "original content, do not repost" closes its stories among their paragraphs: the story's own line."""
    text = "\n".join(auto_lines(story_with_notice(lang, "art_copyright", beside=True)))
    assert all(p in text for p in NEWS[lang]["paras"]) and OWN_LINES[lang] in text


# two readers' comments under the story (our own words)
COMMENTS = {
    "zh": ["写得真好，我们村今年的收成也不错，希望明年水渠能早点修好。", "老人说得对，现在的日子确实比以前好多了。"],
    "bo": ["རྩོམ་འདི་ཧ་ཅང་ཡག་པོ་འདུག ང་ཚོའི་གྲོང་གསེབ་ལའང་ད་ལོ་ལོ་ཏོག་ལེགས་པོ་བྱུང་། སང་ལོར་ཆུ་ཡུར་མྱུར་དུ་བརྒྱབ་ན་འདོད།",
           "རྒན་པོའི་གཏམ་དེ་བདེན་པ་རེད། ད་ལྟའི་འཚོ་བ་སྔོན་མ་ལས་ཧ་ཅང་བཟང་དུ་སོང་།"],
    "ug": ["بەك ياخشى يېزىلىپتۇ، بىزنىڭ يېزىمىزدىمۇ بۇ يىل ھوسۇل ياخشى بولدى، ئۆستەڭ بالدۇرراق پۈتسە ياخشى بولاتتى.",
           "بوۋاينىڭ گېپى توغرا، ھازىرقى تۇرمۇش بۇرۇنقىدىن كۆپ ياخشى."],
    "en": ["A lovely story. Our village had a good harvest this year too, and I hope the new channel is dug soon.",
           "The old man is right: life really is better than it used to be."],
}


def story_with_comments(lang: str) -> str:
    """A story with its readers' comments under it, in a section whose class abbreviates "comments" ("cmmts")."""
    paragraphs = "".join(f"<p>{escape(t)}</p>" for t in NEWS[lang]["paras"])
    comments = "".join(
        f'<div class="cmmts__item"><div class="item__header"><div class="item__name">reader{i}</div></div>'
        f'<div class="item__body">{escape(t)}</div></div>' for i, t in enumerate(COMMENTS[lang]))
    return (f'<html><head><meta charset="utf-8"><title>site</title></head><body><div class="wrap">'
            f'<h1>{escape(NEWS[lang]["title"])}</h1><div class="story">{paragraphs}</div>'
            f'<div class="cmmts">{comments}</div></div></body></html>')


@pytest.mark.parametrize("lang", LANGS)
def test_readers_comments_under_the_story_go_in_every_language(lang: str) -> None:
    text = "\n".join(auto_lines(story_with_comments(lang)))
    assert all(p in text for p in NEWS[lang]["paras"])
    assert [c for c in COMMENTS[lang] if c in text] == []


# The page's <title>: an original repeats its headline there, a translation or a re-filled copy of the page gives its
# <title> a text of its own (the site's name, our own words), so a rule that finds the headline by the <title> fires
# on the original alone. The headline is found by its markup and place in every language (``headline._first_heading``:
# the first heading on a page without an <h1>, before the body; the dateline under it read as before).
SITE_NAMES = {"zh": "山区日报网", "en": "Mountain Daily", "bo": "རི་ཁུལ་ཉིན་རེའི་ཚགས་པར།", "ug": "تاغلىق رايون كۈندىلىك گېزىتى"}
TITLE_OF = {  # each language's <title>: the headline and the site in the originals, the site alone in the variants
    "zh": lambda lang: f'{NEWS[lang]["title"]} - {SITE_NAMES[lang]}',
    "en": lambda lang: f'{NEWS[lang]["title"]} - {SITE_NAMES[lang]}',
    "bo": lambda lang: SITE_NAMES[lang],
    "ug": lambda lang: SITE_NAMES[lang],
}
HEADLINE_MARKUP = ["h1", "h2", "h3"]  # the headline's tag: the first <h1>, else the first heading before the body


def story_titled(lang: str, headline_tag: str) -> str:
    """A story under its headline (``headline_tag``), byline and breadcrumb, its <title> as ``TITLE_OF`` says."""
    return _portal_story(lang, TITLE_OF[lang](lang), headline_tag, "")


def _kept_parts(lang: str, headline_tag: str) -> list[str]:
    """The parts of ``story_titled`` kept, by name (the same names in every language)."""
    f = NEWS[lang]
    text = "\n".join(auto_lines(story_titled(lang, headline_tag)))
    parts = {"title": [f["title"]], "byline": [f["byline"]], "menu": f["menu"], "related": f["related"],
             "foot": f["foot"], **{f"para{i}": [p] for i, p in enumerate(f["paras"])}}
    return [name for name, lines in parts.items() if any(line in text for line in lines)]


@pytest.mark.parametrize("headline_tag", HEADLINE_MARKUP)
@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_story_whose_title_is_not_its_headline_keeps_what_its_original_keeps(lang: str, headline_tag: str) -> None:
    kept = _kept_parts(lang, headline_tag)
    assert kept == _kept_parts("zh", headline_tag) == _kept_parts("en", headline_tag)
    assert {"para0", "para1", "para2"} <= set(kept) and not {"menu", "related", "foot"} & set(kept)
