"""Articles of app platforms and mobile pages (session 42): the story comes out whole, the engine's furniture goes.

Pages in the markup of WeChat official-account articles (``rich_media_*``, ``#js_content``, the account line, the end
matter: "阅读原文", "预览时标签不可点", the QR box, "继续滑动看下一个", the 在看/赞/分享 bar, the 留言 list), Toutiao,
Sohu and NetEase mobile articles ("展开全文", "打开APP阅读", "点击展开剩余"), AMP pages (``amp-sidebar``,
``amp-social-share``, ``amp-ad``, ``i-amphtml-*``), Telegram web channel posts (``tgme_widget_message_*``) and mobile
"open in app" banners in Tibetan and Uyghur, with our own sentences. Guard pages use the same words and markup in a
story's prose (an essay on WeChat naming "阅读原文", a poem in ``<section>`` lines, one long Telegram post) and must come
out whole.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

BO = ["ལོ་འདིའི་དབྱར་ཁར་ཆུ་ཚན་གྱི་ཁུལ་དུ་འབྲོག་པ་རྣམས་ཀྱིས་རྩྭ་ཐང་སྲུང་སྐྱོབ་ཀྱི་ལས་འགུལ་ཞིག་སྤེལ་ཞིང་། ཁྱིམ་ཚང་སུམ་ཅུ་ལྷག་གིས་ཞུགས་ཡོད།",
      "གྲོང་སྡེའི་དགེ་རྒན་ཞིག་གིས་སློབ་མ་ཚོར་རི་དྭགས་དང་བྱ་རིགས་ཀྱི་མིང་བོད་སྐད་དུ་ཇི་ལྟར་འབོད་དགོས་པ་སློབ་ཁྲིད་བྱས་པ་དང་། སློབ་མ་ཚོ་ཧ་ཅང་དགའ་པོ་བྱུང་།",
      "ཟླ་བ་བདུན་པའི་ནང་ས་གནས་ཀྱི་ཚོང་ར་གསར་པ་ཁ་ཕྱེ་བ་དང་། འབྲོག་པ་རྣམས་ཀྱིས་འོ་མ་དང་མར་ཆུར་བ་སོགས་ཚོང་དུ་བཏང་ནས་ཡོང་འབབ་མང་དུ་ཕྱིན།",
      "རྒན་པོ་ཚོས་སྔ་མོའི་གཏམ་རྒྱུད་དང་གླུ་གཞས་ཁག་ཅིག་ཕྱི་རབས་ལ་བརྒྱུད་པའི་ཆེད་དུ་སྒྲ་ཕབ་བྱས་ཤིང་། ཡིག་ཆ་དེ་དག་དཔེ་མཛོད་ཁང་དུ་ཉར་ཚགས་བྱས།"]
UG = ["بۇ يىل ياز كۈنلىرى تاغ ئېتىكىدىكى كەنتلەردە چارۋىچىلار ئوتلاقلارنى قوغداش پائالىيىتى ئۆتكۈزدى، ئوتتۇزدىن ئارتۇق ئائىلە قاتناشتى.",
      "كەنتتىكى بىر ئوقۇتقۇچى بالىلارغا قۇش ۋە ھايۋانلارنىڭ ئىسىملىرىنى ئانا تىلدا قانداق ئاتاشنى ئۆگەتتى، بالىلار ئىنتايىن خۇشال بولدى.",
      "يەتتىنچى ئايدا يېزىدا يېڭى بازار ئېچىلدى، دېھقانلار سۈت، قېتىق ۋە مېۋىلەرنى سېتىپ كىرىمىنى خېلى ئاشۇردى.",
      "ياشانغانلار قەدىمكى رىۋايەت ۋە ناخشىلارنى كېيىنكى ئەۋلادلارغا قالدۇرۇش ئۈچۈن ئۈنگە ئالدى، بۇ ماتېرىياللار كۇتۇپخانىدا ساقلاندى."]
ZH = ["今年夏天，山脚下的几个村子开展了草场保护活动，三十多户牧民参加，大家轮流巡护，把被踩坏的草地重新围了起来。",
      "村小学的老师带着孩子们认识鸟兽，用母语说出它们的名字，孩子们一边记一边画，课堂里热闹极了。",
      "七月，乡里的新集市开张了，牧民们把牛奶、酸奶和奶渣拿来卖，收入比往年多了不少。"]
EN = ["The county library opened a reading room for herders' children this summer, with books in three languages.",
      "Volunteers drove a small van of books to the summer pastures every Saturday and read aloud under the tents.",
      "By August more than two hundred children had borrowed a book, and many returned to ask for the next one."]


def page(lang: str, body: str, head: str = "") -> str:
    """A mobile page in ``lang`` holding ``body``."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width'><title>t</title>{head}</head><body>{body}</body></html>")


def wechat(lang: str, title: str, account: str, content: str, comments: str = "") -> str:
    """A WeChat official-account article: title, account line, ``content`` in ``#js_content``, the end matter."""
    return page(lang, "<div id='js_article' class='rich_media'><div class='rich_media_inner'>"
                      "<div id='page-content' class='rich_media_area_primary'><div id='img-content' class='rich_media_wrp'>"
                      f"<h1 class='rich_media_title' id='activity-name'>{title}</h1>"
                      "<div id='meta_content' class='rich_media_meta_list'>"
                      "<span class='rich_media_meta rich_media_meta_text'>原创</span>"
                      f"<span class='rich_media_meta rich_media_meta_nickname' id='profileBt'><a id='js_name'>{account}</a></span>"
                      "<em id='publish_time' class='rich_media_meta rich_media_meta_text'>2024-07-18 08:30</em>"
                      "<em id='js_ip_wording_wrp' class='rich_media_meta rich_media_meta_text'>发表于西藏</em></div>"
                      f"<div class='rich_media_content js_underline_content' id='js_content'>{content}</div>"
                      "<div class='rich_media_tool_area'><div id='js_read_area3' class='rich_media_tool'>"
                      "<a id='js_view_source' class='media_tool_meta meta_extra'>阅读原文</a>"
                      "<div class='media_tool_meta tips_global meta_primary'>阅读 2381</div></div>"
                      "<p class='rich_media_tool_tips'>预览时标签不可点</p></div>"
                      "<div id='js_like_area' class='like_area'><span class='share_btn'>分享</span>"
                      "<span class='like_btn'>赞</span><span class='like_comment_btn'>在看</span></div></div>"
                      f"<div id='js_cmt_area' class='rich_media_extra'><div class='discuss_container'>{comments}</div></div>"
                      "<div class='rich_media_extra'><div class='mod_title_context'>喜欢此内容的人还喜欢</div>"
                      f"<a href='/s?a=1'>{title}（上）</a><a href='/s?a=2'>སྐད་ཡིག་གི་སློབ་ཚན།</a></div>"
                      "<div id='js_pc_qr_code' class='qr_code_pc_outer'><div class='qr_code_pc'>"
                      "<p>微信扫一扫<br>关注该公众号</p></div></div></div></div>"
                      "<div class='wx_follow_context'><div class='wx_follow_tips'>继续滑动看下一个</div>"
                      f"<div class='wx_follow_nickname'>{account}</div></div><div class='wx_tips'>向上滑动看下一个</div>"
                      "<div class='wx_expand_tips'>轻触阅读原文</div></div>")


def comment_list(lines: list[str]) -> str:
    """WeChat's 留言 list: a heading and the readers' comments under the article."""
    return ("<div class='discuss_title'>留言</div><ul class='discuss_list'>"
            + "".join(f"<li class='discuss_item'><strong class='nickname'>读者{k}</strong>"
                      f"<div class='discuss_message'>{line}</div><span class='discuss_opr'>赞 {k + 3}</span></li>"
                      for k, line in enumerate(lines)) + "</ul>")


def toutiao(lang: str, title: str, lines: list[str], meta: str) -> str:
    """A Toutiao/Sohu/NetEase mobile article: an app banner, the meta line, a folded text, the related feed."""
    return page(lang, "<div class='m-top-bar'><a class='open-app' href='snssdk://'>打开APP阅读</a></div>"
                      f"<div class='article-content'><h1 class='article-title'>{title}</h1>"
                      f"<div class='article-meta'><span class='source'>{meta}</span><span class='time'>2024-07-18 09:15</span></div>"
                      f"<article class='syl-article-base tt-article-content'>{paragraphs(lines)}</article>"
                      "<div class='fold-btn'><span>展开全文</span></div>"
                      "<div class='unfold-field'><span>点击展开剩余65%</span></div>"
                      "<a class='view-original' href='/a/1'>查看原文</a>"
                      "<div class='action'><div role='button' class='detail-report'><span>举报</span></div></div></div>"
                      "<div class='feed-list'><div class='feed-card'><a href='/a/2'>ཆུ་ཚན་ཁུལ་གྱི་རྩྭ་ཐང་།</a>"
                      "<span>评论 12</span></div><div class='feed-card'><a href='/a/3'>يېزىدىكى يېڭى بازار</a>"
                      "<span>评论 8</span></div></div>")


def amp(lang: str, title: str, lines: list[str], caption: str) -> str:
    """An AMP news page: a sidebar menu, a share row, an ad, an ``amp-img`` with its caption."""
    return page(lang, "<amp-sidebar id='sidebar' layout='nodisplay' class='i-amphtml-element i-amphtml-layout-nodisplay'>"
                      "<ul><li><a href='/'>Home</a></li><li><a href='/news'>News</a></li><li><a href='/video'>Video</a></li>"
                      "</ul></amp-sidebar><header class='amp-header'><a href='/'>Site</a></header>"
                      f"<main><article class='amp-article'><h1>{title}</h1>"
                      "<div class='amp-social-share-row'><amp-social-share type='facebook' class='i-amphtml-element'>"
                      "</amp-social-share><amp-social-share type='twitter'></amp-social-share>"
                      "<amp-social-share type='email'></amp-social-share></div>"
                      "<figure><amp-img src='a.jpg' width='600' height='400' layout='responsive' "
                      "class='i-amphtml-element i-amphtml-layout-responsive i-amphtml-layout-size-defined'>"
                      "<i-amphtml-sizer class='i-amphtml-sizer'></i-amphtml-sizer></amp-img>"
                      f"<figcaption>{caption}</figcaption></figure>"
                      f"{paragraphs(lines[:2])}"
                      "<amp-ad width='300' height='250' type='doubleclick' data-slot='/1/a'>"
                      "<div placeholder>Advertisement</div><div fallback>广告</div></amp-ad>"
                      f"{paragraphs(lines[2:])}</article></main>")


def telegram(lang: str, channel: str, message: str, views: str) -> str:
    """A Telegram web channel post (t.me/s/…): the channel's name, the message, its views and time footer."""
    return page(lang, "<div class='tgme_channel_info'><div class='tgme_channel_info_header_title'>"
                      f"<span>{channel}</span></div><div class='tgme_channel_info_counter'>"
                      "<span class='counter_value'>12.4K</span> <span class='counter_type'>subscribers</span></div></div>"
                      "<section class='tgme_channel_history js-message_history'>"
                      "<div class='tgme_widget_message_wrap js-widget_message_wrap'>"
                      "<div class='tgme_widget_message text_not_supported_wrap js-widget_message'>"
                      f"<div class='tgme_widget_message_author accent_color'><a class='tgme_widget_message_owner_name'>"
                      f"<span>{channel}</span></a></div>"
                      f"<div class='tgme_widget_message_text js-message_text' dir='auto'>{message}</div>"
                      "<div class='tgme_widget_message_footer compact js-message_footer'><div class='tgme_widget_message_info'>"
                      f"<span class='tgme_widget_message_views'>{views}</span><span class='copyonly'> views</span>"
                      "<span class='tgme_widget_message_meta'><a class='tgme_widget_message_date'>"
                      "<time datetime='2024-07-18T10:45:00+00:00'>10:45</time></a></span></div></div>"
                      "</div></div></section>")


PAGES = {
    # WeChat in Tibetan: the account line, the end matter, the 留言 list, the "more like this" box
    "wechat_bo": (wechat("bo", "འབྲོག་པའི་རྩྭ་ཐང་སྲུང་སྐྱོབ།", "ཆུ་ཚན་ཚགས་པར།",
                         f"<section>{paragraphs(BO[:2])}</section><section>{paragraphs(BO[2:])}</section>",
                         comment_list(["ཡག་པོ་འདུག ཐུགས་རྗེ་ཆེ།", "ང་ཚོའི་ཕ་ཡུལ་དུའང་འདི་འདྲ་བྱེད་ན་འགྲིག"])),
                  BO, ["ཆུ་ཚན་ཚགས་པར།", "阅读原文", "预览时标签不可点", "关注该公众号", "继续滑动看下一个", "向上滑动",
                       "轻触阅读原文", "在看", "ཡག་པོ་འདུག", "ང་ཚོའི་ཕ་ཡུལ་", "喜欢此内容", "2024-07-18 08:30", "发表于"]),
    # WeChat in Uyghur, the text in <section> wrappers with <span>s
    "wechat_ug": (wechat("ug", "ئوتلاقلارنى قوغداش", "تاغ ئېتىكى گېزىتى",
                         "".join(f"<section style='margin:8px'><span style='font-size:15px'>{line}</span></section>"
                                 for line in UG),
                         comment_list(["ناھايىتى ياخشى يېزىلىپتۇ، رەھمەت!", "بىزنىڭ كەنتتىمۇ شۇنداق قىلساق بولاتتى"])),
                  UG, ["تاغ ئېتىكى گېزىتى", "阅读原文", "预览时标签不可点", "关注该公众号", "继续滑动看下一个",
                       "ناھايىتى ياخشى يېزىلىپتۇ", "بىزنىڭ كەنتتىمۇ", "喜欢此内容"]),
    # WeChat in Chinese with a long reader's comment
    "wechat_zh": (wechat("zh", "草场保护在行动", "山乡小报", paragraphs(ZH),
                         comment_list(["写得真好，我们村去年也搞了草场轮牧，效果很明显，希望明年能推广到更多的乡镇去。",
                                       "支持！"])),
                  ZH, ["山乡小报", "阅读原文", "预览时标签不可点", "关注该公众号", "继续滑动看下一个", "写得真好",
                       "支持！", "喜欢此内容", "在看"]),
    # Toutiao mobile in Uyghur: the app banner, the meta line, the fold buttons, the related feed
    "toutiao_ug": (toutiao("ug", "يېزىدىكى يېڭى بازار", UG, "تاغ ئېتىكى گېزىتى"),
                   UG, ["打开APP阅读", "展开全文", "点击展开剩余", "查看原文", "评论 12", "举报", "تاغ ئېتىكى گېزىتى"]),
    # Sohu/163 mobile in Tibetan
    "sohu_bo": (toutiao("bo", "ཚོང་ར་གསར་པ།", BO, "ཆུ་ཚན་ཚགས་པར།"),
                BO, ["打开APP阅读", "展开全文", "点击展开剩余", "查看原文", "评论 8"]),
    # NetEase mobile in Chinese, its app prompts in its own classes
    "netease_zh": (page("zh", "<div class='js-open-app top-banner'><span>打开网易新闻 查看精彩图片</span></div>"
                              "<article class='article-box'><h1 class='title'>草场保护在行动</h1>"
                              "<div class='info'><span class='source'>山乡小报</span> <span class='time'>2024-07-18</span>"
                              "<div class='area'><span>发布于：</span><span>西藏</span></div></div>"
                              f"<div class='content'>{paragraphs(ZH)}</div>"
                              "<div class='footer-open-app'><a>打开网易新闻，阅读体验更佳</a></div>"
                              "<div class='more-btn'>展开全文</div></article>"),
                   ZH, ["打开网易新闻", "阅读体验更佳", "展开全文", "发布于"]),
    # Sina's mobile template in Uyghur: the account's card over the story (name, time, its follow button)
    "sina_mobile_ug": (page("ug", "<article class='art_box'><h1 class='art_tit_h1'>يېزىدىكى يېڭى بازار</h1>"
                                  "<section><div class='weibo_info look_info'><div class='media_focus'><figcaption>"
                                  "<figure><h2 class='weibo_user'>تاغ ئېتىكى گېزىتى</h2><time>2024.07.18 09:15</time>"
                                  "</figure></figcaption></div><a class='look_sub'>ئەگىشىش</a></div></section>"
                                  f"<section class='art_pic_card art_content'>{paragraphs(UG, 'p')}</section></article>"),
                       UG, ["تاغ ئېتىكى گېزىتى", "ئەگىشىش", "2024.07.18"]),
    # NetEase's account platform (网易号) in Tibetan: its comment widget and its next-story box under the story
    "netease_dy_bo": (page("bo", "<div class='post_main'><h1 class='post_title'>ཚོང་ར་གསར་པ།</h1>"
                                 "<div class='post_info'>2024-07-18 09:15:02 ཆུ་ཚན་ཚགས་པར།</div>"
                                 f"<div class='post_body'>{paragraphs(BO)}</div>"
                                 "<div class='tie-areas post_comment'><div class='tie-title-bar'><h3 class='title-txt'>网易跟贴</h3>"
                                 "<span class='info-txt'>跟贴</span><a>4</a><span class='info-txt'>参与</span><a>12</a></div>"
                                 "<div class='tie-list'><p>ང་ཚོའི་ས་ཆར་ཡང་ཚོང་ར་གསར་པ་ཞིག་དགོས་འདུག་སྙམ་བྱུང་།</p></div></div>"
                                 "<div class='post_next'><div class='post_next_name'><i>/</i><span>ཀློག་རྒྱུ་རྗེས་མ།</span><i>/</i></div>"
                                 "<h3><a href='/dy/article/2.html'>རྫོང་དུ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་ཁ་ཕྱེ་བའི་གནས་ཚུལ།</a></h3>"
                                 "<div class='post_next_to'><a href='/'>返回网易首页</a><a href='/newsapp/'>下载网易新闻客户端</a>"
                                 "</div></div></div>"),
                      BO, ["网易跟贴", "ཚོང་ར་གསར་པ་ཞིག་དགོས", "ཀློག་རྒྱུ་རྗེས་མ།", "དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་ཁ་ཕྱེ་བའི", "下载网易新闻"]),
    # AMP in English: the sidebar menu, the share row, the ad's label; the photo's caption stays
    "amp_en": (amp("en", "Books for the summer pastures", EN, "A volunteer reads to children outside a tent."),
               EN + ["A volunteer reads to children outside a tent."], ["Advertisement", "广告", "Video"]),
    # AMP in Tibetan
    "amp_bo": (amp("bo", "ཚོང་ར་གསར་པ།", BO, "ཚོང་རར་འོ་མ་འཚོང་བཞིན་པའི་འབྲོག་མོ།"),
               BO + ["ཚོང་རར་འོ་མ་འཚོང་བཞིན་པའི་འབྲོག་མོ།"], ["Advertisement", "广告"]),
    # a Telegram channel post in Uyghur: the channel's name, the views and time footer
    "telegram_ug": (telegram("ug", "يېزا خەۋەرلىرى", "<br>".join(UG[:3]), "3.4K"),
                    UG[:3], ["3.4K", "10:45", "subscribers", "يېزا خەۋەرلىرى"]),
    # a Telegram channel post in Tibetan
    "telegram_bo": (telegram("bo", "ཆུ་ཚན་གསར་འགྱུར།", "<br>".join(BO[:3]), "1.2K"),
                    BO[:3], ["1.2K", "10:45", "subscribers"]),
    # a mobile page's "open in app" banner and button in Tibetan
    "open_app_bo": (page("bo", "<div class='download-bar'><span>ཆུ་ཚན་གསར་འགྱུར།</span>"
                               "<a class='btn-open' href='app://'>མཉེན་ཆས་ནང་ཁ་ཕྱེ།</a></div>"
                               f"<div class='article'><h1>ཚོང་ར་གསར་པ།</h1><div class='article-body'>{paragraphs(BO)}</div>"
                               "<div class='open-in-app'><a href='app://'>མཉེན་ཆས་ནང་ཁ་ཕྱེ་ནས་ཆ་ཚང་ཀློག</a></div></div>"),
                    BO, ["མཉེན་ཆས་ནང་ཁ་ཕྱེ"]),
    # a mobile page's "open in app" banner and button in Uyghur
    "open_app_ug": (page("ug", "<div class='app-banner'><span>يېزا خەۋەرلىرى</span>"
                               "<a class='btn-open' href='app://'>ئەپتە ئېچىش</a></div>"
                               f"<div class='article'><h1>يېڭى بازار</h1><div class='article-body'>{paragraphs(UG)}</div>"
                               "<div class='open-in-app'><a href='app://'>ئەپتە ئېچىپ تولۇق ئوقۇش</a></div></div>"),
                    UG, ["ئەپتە ئېچىش", "ئەپتە ئېچىپ"]),
}

GUARDS = {
    # an essay about WeChat that names its "阅读原文" link and its QR box in prose
    "essay_on_wechat_zh": (page("zh", "<div class='article'><h1>公众号与乡村阅读</h1><div class='article-content'>"
                                      "<p>很多县里的公众号会在文末放一个“阅读原文”链接，读者点开就能看到完整的政策文件。</p>"
                                      "<p>我们也发现，老人们常常不知道“微信扫一扫关注该公众号”是什么意思，需要年轻人手把手地教。</p>"
                                      f"<p>{ZH[0]}</p><p>{ZH[1]}</p></div></div>"),
                           ["很多县里的公众号会在文末", "老人们常常不知道", ZH[0], ZH[1]]),
    # a Tibetan poem in WeChat's rich_media_content, each short line in its own <section>
    "poem_in_sections_bo": (wechat("bo", "རྩྭ་ཐང་གི་གླུ།", "ཆུ་ཚན་ཚགས་པར།",
                                   "".join(f"<section><span>{line}</span></section>" for line in
                                           ["རྩྭ་ཐང་སྔོན་མོའི་སྟེང་དུ།", "འབྲི་མོ་དཀར་མོ་རྒྱུ།", "ཆུ་བོ་གཙང་མའི་འགྲམ་དུ།",
                                            "བུ་མོ་གླུ་ལེན་བྱེད།", "ཉི་མ་ནུབ་རིར་ཕྱིན་ཡང་།", "གླུ་དབྱངས་མཚམས་མེད་འཁོར།"])),
                            ["རྩྭ་ཐང་སྔོན་མོའི་སྟེང་དུ།", "འབྲི་མོ་དཀར་མོ་རྒྱུ།", "ཆུ་བོ་གཙང་མའི་འགྲམ་དུ།", "བུ་མོ་གླུ་ལེན་བྱེད།",
                             "ཉི་མ་ནུབ་རིར་ཕྱིན་ཡང་།", "གླུ་དབྱངས་མཚམས་མེད་འཁོར།"]),
    # one long Telegram post in Uyghur, its paragraphs split by line breaks
    "long_telegram_ug": (telegram("ug", "يېزا خەۋەرلىرى", "<br><br>".join(UG + [UG[0][:40] + " — ئاخىرى."]), "910"),
                         UG),
    # a Chinese story quoting an app's buttons in its prose
    "story_quoting_app_buttons_zh": (page("zh", "<div class='article'><h1>奶奶学用手机</h1><div class='article-content'>"
                                                "<p>奶奶总是问我，屏幕下面那个“展开全文”是什么意思，为什么点了以后字就变多了。</p>"
                                                "<p>有一次她看到“打开APP阅读”，以为要花钱，吓得赶紧把手机放下了。</p>"
                                                f"<p>{ZH[2]}</p></div></div>"),
                                     ["奶奶总是问我", "有一次她看到", ZH[2]]),
    # a Uyghur story about an app, naming "open in app" in a sentence
    "story_about_app_ug": (page("ug", "<div class='article'><h1>يېڭى ئەپ</h1><div class='article-content'>"
                                      "<p>ئوقۇتقۇچى بالىلارغا «ئەپتە ئېچىش» كۇنۇپكىسىنى بېسىپ، كىتابنى تېلېفوندا قانداق ئوقۇشنى كۆرسەتتى.</p>"
                                      f"<p>{UG[1]}</p><p>{UG[2]}</p></div></div>"),
                           ["ئوقۇتقۇچى بالىلارغا «ئەپتە ئېچىش»", UG[1], UG[2]]),
    # a Uyghur help page whose section heading is "open in the app", over its steps
    "help_heading_ug": (page("ug", "<div class='article'><h1>ئەپنى ئىشلىتىش</h1><div class='article-content'>"
                                   f"<p>{UG[3]}</p><h2>ئەپتە ئېچىش</h2>"
                                   "<p>ئالدى بىلەن تېلېفونىڭىزغا ئەپنى قاچىلاڭ، ئاندىن ماقالىنىڭ ئاستىدىكى كۇنۇپكىنى بېسىڭ.</p>"
                                   "<p>ئەپ ئېچىلغاندىن كېيىن ماقالە ئۆزلۈكىدىن كۆرۈنىدۇ، ئۇنى ساقلاپ قويسىڭىزمۇ بولىدۇ.</p></div></div>"),
                        ["ئەپتە ئېچىش", "ئالدى بىلەن تېلېفونىڭىزغا", "ئەپ ئېچىلغاندىن كېيىن", UG[3]]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_app_article_keeps_its_story_and_drops_the_engines_furniture(name: str) -> None:
    html, stay, go = PAGES[name]
    text = auto_text(html)
    assert all(line in text for line in stay), text
    assert not [word for word in go if word in text], text


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_prose_using_the_engines_words_stays_whole(name: str) -> None:
    html, stay = GUARDS[name]
    text = auto_text(html)
    assert all(line in text for line in stay), text
