"""Recipe, job-posting, event and classified-ad pages (session 43, h304): the content stays, the widgets go.

Pages in the markup of WP Recipe Maker (``wprm-*``), Tasty Recipes (``tasty-recipes-*``), a 下厨房-like Chinese recipe,
a Uyghur and a Tibetan food site; a LinkedIn-like, a BOSS直聘-like and a Uyghur job posting; an Eventbrite-like and a
Tibetan cultural centre's event page; a 58同城-like classified ad. Each keeps its introduction, ingredients, steps,
description, requirements, date and venue lines and drops its buttons (jump, print, pin, apply, save, share, report,
tickets, add to calendar, contact reveal), rating and vote lines, attendee and follower counts, "Did you make this
recipe?" prompts, nutrition disclaimers, safety tips and "similar" boxes. Guard pages use the same words in prose
(an article on applying for a job, printing, votes and tickets) and a recipe whose steps are short lines.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page, auto_text, paragraphs

EN_INTRO = ["My grandmother made this barley soup every winter in Lhasa, and the smell of it still reminds me of her kitchen.",
            "It takes less than an hour, keeps well for three days and tastes even better when it is warmed up again."]
EN_INGREDIENTS = ["1 cup roasted barley flour", "2 tablespoons yak butter", "1 small onion, finely chopped",
                  "4 cups of water or light broth"]
EN_STEPS = ["Melt the butter in a heavy pot over medium heat and fry the onion until it turns soft and golden.",
            "Stir in the barley flour a spoonful at a time so that no lumps form, then pour in the water slowly.",
            "Let the soup simmer for twenty minutes, stirring now and then, and season it with salt before serving."]
ZH_INTRO = ["这道酥油糌粑粥是高原人家冬天常做的早饭，做法简单，喝上一碗身上马上就暖和起来了。"]
ZH_INGREDIENTS = ["青稞面 100克", "酥油 20克", "清水 500毫升", "白糖 少许"]
ZH_STEPS = ["锅里放入酥油，小火慢慢熬化，注意火不要太大，以免酥油烧焦发苦。",
            "把青稞面一点一点撒进锅里，边撒边搅拌，直到面糊变得细腻没有疙瘩。",
            "加入清水大火煮开，再转小火煮十分钟，出锅前按口味加一点白糖即可。"]
UG_INTRO = ["بۇ پولۇ قەشقەر ئائىلىلىرىدە ھېيت-بايراملاردا ئەڭ كۆپ ئېتىلىدىغان تاماق بولۇپ، مېھمانلارغا ھۆرمەت بىلدۈرۈشنىڭ بەلگىسى ھېسابلىنىدۇ."]
UG_INGREDIENTS = ["گۈرۈچ ئىككى كىلو", "قوي گۆشى بىر كىلو", "سەۋزە بىر يېرىم كىلو", "پىياز ئىككى دانە"]
UG_STEPS = ["گۈرۈچنى يۇيۇپ ئىللىق سۇدا بىر سائەت چىلاپ قويۇڭ.", "گۆشنى چوڭراق توغراپ قازاندا قىزىل رەڭگە كىرگۈچە قورۇڭ.",
            "سەۋزىنى ئۇزۇنچاق توغراپ گۆشنىڭ ئۈستىگە سېلىپ سۇ قۇيۇڭ.", "گۈرۈچنى تەكشى يېيىپ قاپقاقنى يېپىپ ئاستا ئوتتا دەملەڭ."]
BO_INTRO = ["མོག་མོག་ནི་བོད་ཀྱི་ཁ་ཟས་གྲགས་ཅན་ཞིག་ཡིན་ཞིང་། ཁྱིམ་ཚང་མང་པོར་ལོ་གསར་དང་དུས་ཆེན་སྐབས་སུ་བཟོ་སྲོལ་ཡོད།"]
BO_INGREDIENTS = ["གྲོ་ཕྱེ་རྒྱ་མ་གཅིག", "ཤ་རྒྱ་མ་ཕྱེད་ཀ", "ཙོང་གཉིས", "ཚྭ་ཅུང་ཟད"]
BO_STEPS = ["གྲོ་ཕྱེ་ལ་ཆུ་བླུགས་ནས་ཞིབ་མོར་བརྫིས།", "ཤ་དང་ཙོང་ཕྲ་མོར་བཅད་ནས་ཚྭ་བསྲེས།",
            "ཕྱེ་གོང་ཆུང་ཆུང་བཟོས་ནས་ནང་དུ་ཤ་བླུགས།", "སྐྱོ་ཕོར་ནང་དུ་ཆུ་ཚོད་གསུམ་ཅུ་ཙམ་བསྐོལ།"]

JOB_EN = ["We are looking for a translator to render health leaflets from English into Tibetan for clinics in rural areas.",
          "You will work with two doctors to check every term and keep a shared glossary of medical words up to date.",
          "At least three years of translation experience and a good command of written Tibetan and English are required."]
JOB_ZH = ["负责公司藏文网站的日常内容编辑和校对，保证每篇稿件用词准确、格式统一。",
          "配合技术团队整理藏文语料，参与分词和拼写检查工具的测试工作。",
          "本科及以上学历，藏汉双语读写熟练，有两年以上编辑工作经验者优先。"]
JOB_UG = ["شىركىتىمىز ئۇيغۇرچە تور بېكىتى ئۈچۈن تەھرىر ئىزدەيدۇ، خىزمەت مەزمۇنى خەۋەر ۋە ماقالىلەرنى تەھرىرلەش ۋە تۈزىتىش.",
          "ئالىي مەكتەپ ياكى ئۇنىڭدىن يۇقىرى مەلۇماتلىق، ئۇيغۇر ۋە خەنزۇ تىللىرىدا راۋان يازالايدىغان بولۇشى كېرەك."]
EVENT_EN = ["Join us for an evening of Tibetan folk songs performed by a choir of twenty singers from the Amdo region.",
            "The concert is followed by a short talk on how these songs were collected in villages during the 1980s."]
EVENT_BO = ["ཟླ་བ་འདིའི་ཚེས་བཅོ་ལྔའི་ཉིན་རིག་གཞུང་ལྟེ་གནས་སུ་བོད་ཀྱི་སྲོལ་རྒྱུན་གླུ་གཞས་ཀྱི་འཁྲབ་སྟོན་ཞིག་སྤེལ་རྒྱུ་ཡིན།",
            "འཁྲབ་སྟོན་གྱི་རྗེས་སུ་རྒན་པོ་ཚོས་གླུ་གཞས་དེ་དག་གི་ལོ་རྒྱུས་སྐོར་གླེང་མོལ་བྱེད་རྒྱུ་ཡིན།"]
AD_ZH = ["本人因工作调动，现将自住的一套两居室出租，房子朝南，采光很好，家具家电齐全，拎包即可入住。",
         "小区离地铁站步行五分钟，周边有超市、菜市场和小学，生活非常方便，希望租给爱干净的上班族。"]


def page(lang: str, body: str) -> str:
    """A page in ``lang`` holding ``body`` under a site menu and over a footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    menu = "".join(f"<li><a href='/s/{k}'>Section {k}</a></li>" for k in range(6))
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            f"<body><header><ul class='menu'>{menu}</ul></header><main>{body}</main>"
            "<footer><p>© 2024 Example</p></footer></body></html>")


def items(lines: list[str], tag: str = "ul", cls: str = "") -> str:
    return f"<{tag} class='{cls}'>" + paragraphs(lines, "li") + f"</{tag}>"


WPRM = page("en", "<article class='post'><h1 class='entry-title'>Winter Barley Soup</h1>"
            "<div class='wprm-recipe-snippet'><a href='#recipe' class='wprm-recipe-jump wprm-recipe-link'>Jump to Recipe</a>"
            "<a href='/print/12' class='wprm-recipe-print wprm-recipe-link'>Print Recipe</a></div>"
            + paragraphs(EN_INTRO) +
            "<div id='recipe' class='wprm-recipe-container'><div class='wprm-recipe wprm-recipe-template-classic'>"
            "<h2 class='wprm-recipe-name'>Barley Soup</h2>"
            "<div class='wprm-recipe-rating'><span class='wprm-recipe-rating-details'>5 from 12 votes</span></div>"
            "<div class='wprm-recipe-buttons'><a class='wprm-recipe-print wprm-recipe-link'>Print Recipe</a>"
            "<a class='wprm-recipe-pin wprm-recipe-link'>Pin Recipe</a></div>"
            "<div class='wprm-recipe-ingredients-container'><h3 class='wprm-recipe-header'>Ingredients</h3>"
            + items(EN_INGREDIENTS, cls="wprm-recipe-ingredients") +
            "</div><div class='wprm-recipe-instructions-container'><h3 class='wprm-recipe-header'>Instructions</h3>"
            + items(EN_STEPS, "ol", "wprm-recipe-instructions") +
            "</div><div class='wprm-nutrition-label-container'><span class='wprm-nutrition-label-text-nutrition-disclaimer'>"
            "Nutrition information is automatically calculated, so should only be used as an approximation.</span></div>"
            "<div class='wprm-call-to-action wprm-call-to-action-simple'><span class='wprm-call-to-action-header'>"
            "Did you make this recipe?</span><span class='wprm-call-to-action-text'>Tag @barleykitchen on Instagram"
            " and hashtag it #barleykitchen</span></div></div></div></article>")

TASTY = page("en", "<article class='post'><h1>Winter Barley Soup</h1>"
             "<div class='tasty-recipes-quick-links'><a class='tasty-recipes-jump-link' href='#tasty'>Jump to Recipe</a>"
             "<a class='tasty-recipes-print-link' href='/print'>Print Recipe</a></div>"
             + paragraphs(EN_INTRO) +
             "<div id='tasty' class='tasty-recipes tasty-recipes-display'><div class='tasty-recipes-entry-header'>"
             "<h2 class='tasty-recipes-title'>Barley Soup</h2><div class='tasty-recipes-rating'>"
             "<span class='rating-label'>4.8 from 25 reviews</span></div>"
             "<div class='tasty-recipes-buttons'><a class='tasty-recipes-print-button button'>Print Recipe</a>"
             "<a class='tasty-recipes-pin-button button'>Pin Recipe</a></div></div>"
             "<div class='tasty-recipes-ingredients'><h3>Ingredients</h3>" + items(EN_INGREDIENTS) + "</div>"
             "<div class='tasty-recipes-instructions'><h3>Instructions</h3>" + items(EN_STEPS, "ol") + "</div>"
             "<div class='tasty-recipes-entry-footer'><div class='tasty-recipes-footer-content'>"
             "<h3>Did you make this recipe?</h3><p>Share a photo and tag us — we can't wait to see what you've made!</p>"
             "</div></div></div></article>")

XIACHUFANG = page("zh", "<div class='recipe-show'><h1 class='page-title'>酥油糌粑粥</h1>"
                  "<div class='stats'><span class='score'>综合评分 8.9</span><span class='cooked'>128人做过这道菜</span></div>"
                  "<div class='recipe-actions'><a class='collect-btn'>收藏</a><a class='share-btn'>分享</a>"
                  "<a class='print-btn'>打印菜谱</a></div>"
                  "<div class='desc'>" + paragraphs(ZH_INTRO) + "</div><h2>用料</h2>"
                  "<div class='ings'>" + items(ZH_INGREDIENTS) + "</div><h2>做法</h2>"
                  "<div class='steps'>" + items(ZH_STEPS, "ol") + "</div>"
                  "<div class='recipe-tip'><p>小贴士：酥油可以换成黄油，味道稍有不同。</p></div></div>"
                  "<div class='similar-recipes'><h3>相关菜谱</h3><ul><li><a href='/r/1'>酥油茶的做法</a></li>"
                  "<li><a href='/r/2'>青稞饼的做法</a></li><li><a href='/r/3'>牦牛肉包子</a></li></ul></div>")

UG_RECIPE = page("ug", "<div class='post'><h1>قەشقەر پولۇسى</h1>" + paragraphs(UG_INTRO)
                 + "<h2>زىرائەتلەر</h2>" + items(UG_INGREDIENTS) + "<h2>تەييارلاش ئۇسۇلى</h2>" + items(UG_STEPS, "ol")
                 + "<div class='post-actions'><a class='btn print-btn'>بېسىپ چىقىرىش</a>"
                   "<a class='btn share-btn'>ھەمبەھىرلەش</a></div></div>")

BO_RECIPE = page("bo", "<div class='entry'><h1>མོག་མོག་བཟོ་སྟངས།</h1>" + paragraphs(BO_INTRO)
                 + "<h2>རྒྱུ་ཆ།</h2>" + items(BO_INGREDIENTS) + "<h2>བཟོ་ཐབས།</h2>" + items(BO_STEPS, "ol")
                 + "<div class='wprm-recipe-rating'><span>སྐར་མ་ ༥ / ཚོགས་མི་ ༡༢</span></div></div>")

LINKEDIN = page("en", "<section class='top-card-layout'><h1 class='top-card-layout__title'>Medical Translator (Tibetan)</h1>"
                "<h4 class='top-card-layout__second-subline'>Himalayan Health Trust · Dharamshala · 3 weeks ago</h4>"
                "<div class='top-card-layout__cta-container'><button class='apply-button'>Apply now</button>"
                "<button class='jobs-save-button'>Save</button><button class='share-button'>Share</button></div></section>"
                "<div class='description'><div class='show-more-less-html__markup'>" + paragraphs(JOB_EN)
                + "</div></div><div class='job-flavors'><a class='report-job-link' href='/report'>Report this job</a></div>"
                "<div class='company-card'><h3>Himalayan Health Trust</h3><p class='company-followers'>12,345 followers</p>"
                "<button class='follow-button'>Follow</button></div>"
                "<section class='similar-jobs'><h2>Similar jobs</h2><ul><li><a href='/j/1'>Tibetan Interpreter</a></li>"
                "<li><a href='/j/2'>Health Educator</a></li><li><a href='/j/3'>Content Editor</a></li></ul></section>")

BOSS = page("zh", "<div class='job-banner'><h1 class='name'>藏文编辑</h1><span class='salary'>8-12K</span>"
            "<div class='btn-container'><a class='btn btn-startchat'>立即沟通</a><a class='btn btn-interest'>感兴趣</a></div>"
            "</div><div class='job-detail'><div class='job-sec-text'><h3>职位描述</h3>" + paragraphs(JOB_ZH) + "</div>"
            "<div class='job-op'><a class='link-report'>举报该职位</a><a class='link-share'>微信扫码分享</a></div></div>"
            "<div class='sider-company'><h3>公司基本信息</h3><p>互联网 · 100-499人</p><p class='follow-count'>2350人关注</p></div>"
            "<div class='look-job'><h3>看过该职位的人还看了</h3><ul><li><a href='/j/1'>藏文翻译</a></li>"
            "<li><a href='/j/2'>新媒体编辑</a></li><li><a href='/j/3'>校对员</a></li></ul></div>")

UG_JOB = page("ug", "<div class='job-post'><h1>ئۇيغۇرچە تەھرىر</h1><p class='salary'>مائاش: 5000-7000 يۈەن</p>"
              "<h2>خىزمەت مەزمۇنى</h2>" + paragraphs(JOB_UG[:1]) + "<h2>خىزمەت تەلىپى</h2>" + paragraphs(JOB_UG[1:])
              + "<div class='job-actions'><a class='btn apply-btn'>ئىلتىماس سۇنۇش</a>"
                "<a class='btn save-btn'>ساقلاش</a></div></div>"
                "<div class='related-jobs'><h3>ئوخشاش خىزمەتلەر</h3><ul><li><a href='/j/1'>تەرجىمان</a></li>"
                "<li><a href='/j/2'>مۇخبىر</a></li><li><a href='/j/3'>كوررېكتور</a></li></ul></div>")

EVENTBRITE = page("en", "<div class='event-hero'><h1 class='event-title'>Songs of Amdo: an Evening of Folk Music</h1>"
                  "<p class='date-info'>Saturday, March 15 · 7 - 9:30pm EDT</p>"
                  "<p class='location-info'>Tibet House, 22 West 15th Street, New York</p>"
                  "<div class='conversion-bar'><span class='conversion-bar__price'>$25</span>"
                  "<button class='ticket-button'>Get tickets</button></div></div>"
                  "<div class='event-description'><h2>About this event</h2>" + paragraphs(EVENT_EN) + "</div>"
                  "<div class='add-to-calendar'><a href='/ics'>Add to calendar</a></div>"
                  "<div class='event-attendees'><p>86 attendees</p></div>"
                  "<div class='share-event'><h3>Share with friends</h3><a href='/fb'>Facebook</a><a href='/x'>X</a></div>")

BO_EVENT = page("bo", "<div class='event'><h1>བོད་ཀྱི་སྲོལ་རྒྱུན་གླུ་གཞས།</h1>"
                "<p class='event-date'>དུས་ཚོད། ༢༠༢༤ ཟླ་ ༣ ཚེས་ ༡༥</p><p class='event-venue'>ས་གནས། བོད་ཀྱི་རིག་གཞུང་ལྟེ་གནས།</p>"
                + paragraphs(EVENT_BO)
                + "<div class='event-actions'><a class='btn ticket-btn'>འཛུལ་འཁྱེར་ཉོ།</a>"
                  "<a class='btn add-to-calendar'>ལོ་ཐོར་འཇུག</a></div></div>")

CLASSIFIED = page("zh", "<div class='house-title'><h1>城东两居室出租 家具齐全</h1></div>"
                  "<div class='house-basic'><p>租金：2200元/月</p><p>户型：2室1厅1卫</p></div>"
                  "<div class='contact'><span class='phone-num'>138****5678</span>"
                  "<a class='show-phone-btn'>点击查看完整号码</a></div>"
                  "<div class='house-desc'><h2>房源描述</h2>" + paragraphs(AD_ZH) + "</div>"
                  "<div class='safety-tips'><h3>安全提示</h3><p>看房前请勿支付任何费用，谨防诈骗。</p></div>"
                  "<div class='similar-ads'><h3>相似房源</h3><ul><li><a href='/h/1'>城西一居室</a></li>"
                  "<li><a href='/h/2'>城南三居室</a></li><li><a href='/h/3'>地铁口单间</a></li></ul></div>")

MEETUP = page("en", "<div class='event-info'><h1>Tibetan Language Circle: Spring Meeting</h1>"
              "<time datetime='2024-04-06'>Saturday, April 6, 2024 · 2:00 PM</time>"
              "<p class='venue'>Community Library, Room 3, 40 Main Street</p></div>"
              "<div class='event-details'><h2>Details</h2>" + paragraphs(EVENT_EN) + "</div>"
              "<div class='attendees-sample'><h3>Attendees (42)</h3><p>42 going</p></div>"
              "<div class='event-footer'><a class='btn'>Attend</a><a class='btn'>Add to calendar</a></div>")

ZHILIAN = page("zh", "<div class='summary-plane'><h1 class='summary-plane__title'>藏汉翻译</h1>"
               "<p class='summary-plane__salary'>6千-9千</p><div class='a-job-apply-button'>"
               "<a class='apply-btn'>申请职位</a><a class='collect-btn'>收藏</a></div></div>"
               "<div class='describtion'><h3>职位描述</h3>" + paragraphs(JOB_ZH) + "</div>"
               "<div class='job-address'><h3>工作地点</h3><p>拉萨市城关区北京中路</p></div>"
               "<div class='recommend-job'><h3>相似职位</h3><ul><li><a href='/j/1'>维吾尔语翻译</a></li>"
               "<li><a href='/j/2'>新闻编辑</a></li><li><a href='/j/3'>文案策划</a></li></ul></div>")

EN_AD = page("en", "<div class='ad-view'><h1>Hand-woven Tibetan carpet, 2 x 3 metres</h1>"
             + paragraphs(["The carpet was woven in Shigatse about twenty years ago and has been kept in a dry room "
                           "with no pets or smoking.",
                           "Its colours are still bright, the edges are whole and it comes with the seller's note "
                           "on how it was made."])
             + "<div class='seller-box'><p>0790 123 ****</p><p>Show phone number</p></div>"
             "<div class='tips-box'><h3>Safety tips</h3><p>Meet in a public place and never pay in advance.</p></div></div>")

PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "meetup": (MEETUP, EVENT_EN + ["Community Library, Room 3"], ["42 going", "Add to calendar", "Attendees (42)"]),
    "zhilian": (ZHILIAN, JOB_ZH + ["拉萨市城关区北京中路"], ["申请职位", "相似职位", "维吾尔语翻译"]),
    "en_ad": (EN_AD, ["woven in Shigatse about twenty years", "colours are still bright"],
              ["Show phone number", "Safety tips", "never pay in advance"]),
    "wprm": (WPRM, EN_INTRO + EN_INGREDIENTS + EN_STEPS,
             ["Jump to Recipe", "Print Recipe", "Pin Recipe", "5 from 12 votes", "Did you make this recipe?",
              "Nutrition information is automatically", "Tag @barleykitchen"]),
    "tasty": (TASTY, EN_INTRO + EN_INGREDIENTS + EN_STEPS,
              ["Jump to Recipe", "Print Recipe", "Pin Recipe", "4.8 from 25 reviews", "Did you make this recipe?",
               "we can't wait to see"]),
    "xiachufang": (XIACHUFANG, ZH_INTRO + ZH_INGREDIENTS + ZH_STEPS,
                   ["128人做过这道菜", "收藏", "打印菜谱", "相关菜谱", "青稞饼的做法"]),
    "ug_recipe": (UG_RECIPE, UG_INTRO + UG_INGREDIENTS + UG_STEPS, ["بېسىپ چىقىرىش", "ھەمبەھىرلەش"]),
    "bo_recipe": (BO_RECIPE, BO_INTRO + BO_INGREDIENTS + BO_STEPS, ["ཚོགས་མི་ ༡༢"]),
    "linkedin": (LINKEDIN, JOB_EN, ["Apply now", "Report this job", "12,345 followers", "Similar jobs",
                                    "Tibetan Interpreter"]),
    "boss": (BOSS, JOB_ZH, ["立即沟通", "感兴趣", "举报该职位", "微信扫码分享", "2350人关注", "看过该职位的人还看了", "新媒体编辑"]),
    "ug_job": (UG_JOB, JOB_UG, ["ئىلتىماس سۇنۇش", "ساقلاش", "ئوخشاش خىزمەتلەر", "كوررېكتور"]),
    "eventbrite": (EVENTBRITE, EVENT_EN + ["Saturday, March 15", "Tibet House, 22 West 15th Street"],
                   ["Get tickets", "Add to calendar", "86 attendees", "Share with friends"]),
    "bo_event": (BO_EVENT, EVENT_BO + ["༢༠༢༤ ཟླ་ ༣ ཚེས་ ༡༥", "བོད་ཀྱི་རིག་གཞུང་ལྟེ་གནས།"],
                 ["འཛུལ་འཁྱེར་ཉོ།", "ལོ་ཐོར་འཇུག"]),
    "classified": (CLASSIFIED, AD_ZH, ["点击查看完整号码", "安全提示", "谨防诈骗", "相似房源", "城南三居室"]),
}

GUARD_EN = ["Apply now if you want a place: the school said applications close on Friday and late forms are not read.",
            "She printed the recipe on a card, and twelve votes later the village chose her soup as the best of the fair.",
            "Tickets for the concert sold out in an hour, so the organisers promised to add a second evening in May.",
            "Save the date and add it to your calendar, the mayor told reporters, because the festival only comes once a year."]
GUARD_ZH = ["安全提示不是一句空话：去年村里有三户人家因为轻信陌生电话被骗了钱，今年大家都学会了先核实再付款。",
            "他在招聘网站上点了立即沟通，第二天就接到了面试电话，说起这件事时他还是觉得运气很好。"]
GUIDE_EN = ["Carry at least two litres of water per person, because there is no spring between the pass and the lake.",
            "Tell someone at the guesthouse which route you take and when you expect to be back before it gets dark."]
SHORT_STEPS = ["Wash the rice.", "Soak it for an hour.", "Fry the meat.", "Add the carrots.", "Steam for forty minutes."]

CARDS = [("Barley soup", "Soups / Winter"), ("Butter tea", "Drinks / Quick"), ("Meat dumplings", "Dinner / Festive"),
         ("Yoghurt with sugar", "Breakfast / Quick")]
RECIPE_INDEX = page("en", "<h1>Winter recipes</h1><div class='grid'>" + "".join(
    f"<div class='card'><a href='/r/{k}'><h3>{title}</h3></a><div class='wprm-recipe-rating'>"
    f"<span class='wprm-rating-star'></span><span>{tags}</span></div></div>" for k, (title, tags) in enumerate(CARDS))
    + "</div>")

UG_STORE = ["پىشۇرۇلغان پولۇنى سوۋۇتۇپ، ئاغزى يېپىق قاچىدا توڭلاتقۇدا ئىككى كۈنگىچە ساقلاشقا بولىدۇ."]

SAFETY_EN = ["Before a long drive over the high passes, check the weather report twice and carry chains for the tyres.",
             "Altitude sickness can strike anyone: climb slowly, drink plenty of water and turn back if a headache grows.",
             "Keep a paper map in the car, because the phone network stops a few kilometres after the last village."]

GUARDS: dict[str, str] = {
    "safety_box_article": page("en", "<article><h1>Driving to the high pastures</h1>" + paragraphs(EN_INTRO)
                               + "<div class='safety-tips'>" + paragraphs(SAFETY_EN) + "</div></article>"),
    "ug_storing": page("ug", "<div class='post'><h1>قەشقەر پولۇسى</h1>" + paragraphs(UG_INTRO) + "<h2>تەييارلاش ئۇسۇلى</h2>"
                       + items(UG_STEPS, "ol") + "<h2>ساقلاش</h2>" + paragraphs(UG_STORE) + "</div>"),
    "recipe_index": RECIPE_INDEX,
    "prose_en": page("en", "<article><h1>A week in the valley</h1>" + paragraphs(GUARD_EN) + "</article>"),
    "prose_zh": page("zh", "<div class='article'><h1>村里的一周</h1>" + paragraphs(GUARD_ZH) + "</div>"),
    "safety_section": page("en", "<article><h1>Walking to the lake</h1>" + paragraphs(EN_INTRO) + "</article>"
                           "<section class='guide-part'><h2>Safety tips</h2>" + paragraphs(GUIDE_EN) + "</section>"),
    "short_steps": page("en", "<div class='post'><h1>Plain pilaf</h1>" + paragraphs(EN_INTRO[:1])
                        + "<h2>Method</h2>" + items(SHORT_STEPS, "ol") + "</div>"),
}
GUARD_LINES = {"safety_box_article": SAFETY_EN,"ug_storing": ["ساقلاش"] + UG_STORE + UG_STEPS,"recipe_index": [line for card in CARDS for line in card],"prose_en": GUARD_EN, "safety_section": ["Safety tips"] + GUIDE_EN, "prose_zh": GUARD_ZH, "short_steps": EN_INTRO[:1] + SHORT_STEPS}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_structured_page_keeps_its_content_and_drops_its_widgets(name: str) -> None:
    assert_page(name, *PAGES[name])


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_prose_using_the_widgets_words_stays_whole(name: str) -> None:
    text = auto_text(GUARDS[name])
    for line in GUARD_LINES[name]:
        assert line in text, f"{name}: lost {line[:30]!r}"
