"""Session 44 (h314): the furniture of hosted platforms and site kinds that the model keeps beside a story, in pages
we wrote: Google Groups' labels drawn as ``<button>`` (tests/test_auto_threads_review_s43.py holds that page), Disqus's
"comments powered by Disqus" credit and its "Load comments" toggle, Substack's footer slogan and its "Share" and
"Subscribe now" rows, YouTube's "...more" toggle closing a video's description, an event page's date in a ``<time>``
line of its own (kept: an event's date is its spec), and reader comments in a named box after a story's
``<article>``. GUARD pages hold the same words or markup in prose or in a real page that must stay whole. Our own
sentences in Tibetan, Uyghur, Chinese and English.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page, paragraphs

STORY = {
    "en": ["The valley's first bookshop in twenty years opened on Saturday in a former grain store, its shelves built "
           "by a carpenter who learnt the trade from his grandfather in the same street.",
           "Most of the books are second-hand, given by families who moved to the city, and the owner plans a corner "
           "of children's books in Tibetan and Uyghur once the winter deliveries arrive."],
    "zh": ["镇上的老电影院今年春天重新开放，改成了一座可以放电影也可以办讲座的文化中心，开幕那天来了好几百位居民。",
           "负责改造的设计师说，他们保留了原来的木头座椅和放映窗口，只是换了新的屋顶和暖气，让老人们冬天也愿意来。"],
    "bo": ["ལོ་འདིའི་དབྱར་ཁར་ང་ཚོའི་གྲོང་གསེབ་ཏུ་སློབ་གྲྭ་གསར་པ་ཞིག་བཙུགས་པ་དང་། ཕྲུ་གུ་བརྒྱ་ལྷག་གིས་དེ་རུ་སློབ་སྦྱོང་འགོ་བཙུགས་ཡོད།",
           "དགེ་རྒན་ཚོས་ཕྲུ་གུ་རྣམས་ལ་བོད་ཡིག་དང་རྩིས་རིག་སློབ་ཁྲིད་བྱེད་པ་མ་ཟད། ཉིན་རེར་དཔེ་ཀློག་གི་དུས་ཚོད་ཀྱང་སྒྲིག་ཡོད།"],
    "ug": ["شەھىرىمىزدىكى كونا بازار بۇ يىل قايتا ياسىلىپ، ھۈنەرۋەنلەر ئۆز مەھسۇلاتلىرىنى سېتىدىغان چوڭ بىر مەيدانغا ئايلاندى.",
           "بازارنى لايىھىلىگەن ئۇستا كونا خىشلارنى ساقلاپ قېلىپ، پەقەت ئۆگزىسى بىلەن ئىسسىتىش سىستېمىسىنى يېڭىلىدى."],
}
COMMENTS = {
    "en": ["I grew up three doors from that grain store and never thought I would buy a book there; the shelves are "
           "beautiful and the owner let my son read in the corner for an hour without buying anything at all.",
           "Does the shop take donations of old magazines as well, or only books? We have boxes of them in the attic "
           "from the eighties, mostly about farming and weather, and nobody in the family reads them any more."],
    "zh": ["小时候每个周末都跟着父母去这家电影院看电影，后来它关门了好多年，现在能重新开放真是太好了，希望票价不要太贵。",
           "请问文化中心的讲座需要提前报名吗？我想带家里的老人去听关于本地历史的讲座，不知道周末有没有安排。"],
}
DESCRIPTION = {
    "en": "A walk through the old town's market at dawn, filmed over three mornings in May: the bakers, the tea "
          "sellers and the carpenter who still builds cradles by hand for families across the valley.",
    "zh": "这段视频记录了老城区清晨的集市，我们在五月的三个早上拍下了面包师、卖茶的老人和至今仍手工做摇篮的木匠。",
    "ug": "بۇ سىندا كونا شەھەرنىڭ سەھەردىكى بازىرى خاتىرىلەنگەن، نانۋايلار، چاي ساتقۇچىلار ۋە بۆشۈك ياسايدىغان ئۇستا كۆرسىتىلگەن.",
    "bo": "བརྙན་ཐུང་འདིའི་ནང་གྲོང་ཁྱེར་རྙིང་པའི་ཞོགས་པའི་ཁྲོམ་ར་དང་། ཇ་འཚོང་མཁན་གྱི་རྒན་པོ། ལག་ཤེས་པ་བཅས་ཀྱི་འཚོ་བ་བཀོད་ཡོད།",
}
EVENT = {
    "en": ["An evening of Tibetan folk songs performed by the valley's school choir, with a short talk on how the "
           "songs were collected from herders in the nineteen-eighties.",
           "Tickets are free, but seats are limited; families with small children are welcome to sit on the carpets "
           "at the front of the hall."],
    "ug": ["مەكتەپ خورى ئۇيغۇر خەلق ناخشىلىرىنى ئورۇندايدۇ، ئاندىن ناخشىلارنىڭ قانداق توپلانغانلىقى ھەققىدە قىسقا لېكسىيە بولىدۇ.",
           "بېلەت ھەقسىز، ئەمما ئورۇن چەكلىك؛ كىچىك بالىلىق ئائىلىلەر ئالدى تەرەپتىكى گىلەم ئۈستىدە ئولتۇرسا بولىدۇ."],
}


def page(lang: str, body: str) -> str:
    """A site's page: a menu, ``body``, a footer line."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='menu'><ul><li><a href='/'>Home</a></li><li><a href='/news/'>News</a></li>"
            "<li><a href='/about/'>About</a></li></ul></div>"
            f"{body}<div class='site-footer'><p>© 2024 Valley news. All rights reserved.</p></div></body></html>")


def story(lang: str, after: str = "", extra: str = "") -> str:
    """A story in an ``<article>`` (its h1, its paragraphs, ``extra`` inside), ``after`` after it in ``<main>``."""
    return page(lang, f"<main><article class='post'><h1>News</h1><div class='entry-content'>"
                      f"{paragraphs(STORY[lang])}</div>{extra}</article>{after}</main>")


# Disqus: its credit link and the toggle that loads its thread, after the story
DISQUS_CREDIT = ("<div id='disqus_thread'></div><a href='https://disqus.com' class='dsq-brlink'>comments powered by "
                 "<span class='logo-disqus'>Disqus</span></a>")
DISQUS_TOGGLE = "<p><a href='#disqus_thread'>{}</a></p>"
DISQUS_PROSE_EN = ("The paper's comments are powered by Disqus, a service that keeps every reader's words on servers "
                   "abroad, so the editors asked the council whether that is allowed.")

# Substack: the share and subscribe rows under a post, its footer's slogan and links
SUBSTACK_ROWS = ("<p><a href='https://valley.substack.com/subscribe'><span>Subscribe now</span></a></p>"
                 "<p><a href='https://valley.substack.com/p/bookshop?action=share'><span>Share</span></a></p>")
SUBSTACK_FOOTER = ("<div class='pencraft'><div>Substack is the home for great culture</div>"
                   "<div><a href='https://substack.com/signup'>Start writing</a> "
                   "<a href='https://substack.com/app'>Get the app</a></div></div>")
SUBSTACK_PROSE_EN = ("Substack is the home for great culture, its founders like to say, but the valley's writers "
                     "mostly publish on paper and read their essays aloud at the market.")
STEPS_EN = ["Get the app", "Start writing", "Share"]  # a help page's steps (no Substack page)


def substack(lang: str, body_class: str = "available-content") -> str:
    """A Substack post: its body (``div.{body_class}``), the button rows under it, the footer's slogan and links."""
    return page(lang, f"<main><article class='post'><h1>News</h1><div class='{body_class}'>"
                      f"{paragraphs(STORY[lang])}{SUBSTACK_ROWS}</div></article></main>{SUBSTACK_FOOTER}")


def youtube(lang: str, toggle: str, toggle_markup: str = "") -> str:
    """A video page's static description box: the description, then the inline toggle ``toggle``."""
    button = toggle_markup or (f"<tp-yt-paper-button id='expand' class='button style-scope ytd-text-inline-expander'>"
                               f"{toggle}</tp-yt-paper-button>")
    return page(lang, "<div id='primary'><div id='title'><h1>Market at dawn</h1></div>"
                      "<div id='description' class='ytd-watch-metadata'><div id='description-inline-expander'>"
                      f"<yt-formatted-string>{DESCRIPTION[lang]}</yt-formatted-string>{button}</div></div></div>")


def event(lang: str, box: str = "tribe-events-single", list_page: bool = False) -> str:
    """An event's page (The Events Calendar's markup): its title, its date in a ``<time>`` of its own line, its
    venue, its description."""
    return page(lang, f"<main><div class='{box}'><h1>Folk songs evening</h1>"
                      "<div class='tribe-events-schedule'><time datetime='2024-06-14T19:00'>June 14, 2024 @ 7:00 pm"
                      "</time></div><div class='tribe-venue'>Valley School Hall, 12 River Road</div>"
                      f"<div class='tribe-events-content'>{paragraphs(EVENT[lang])}</div></div></main>")


def comments_box(lang: str, box: str = "<div id='comments'>", close: str = "</div>", count: int = 2) -> str:
    """Readers' comments (the first ``count``) in a box after the story's ``<article>``, named so, each a plain
    ``<div>``."""
    records = "".join(f"<div class='c'><b>reader{n}</b><p>{text}</p></div>"
                      for n, text in enumerate(COMMENTS[lang][:count]))
    return f"{box}<h3>2 Comments</h3>{records}{close}"


def google_groups_buttons_en(messages: list[str]) -> str:
    """Google Groups' English interface, its labels drawn as ``<button>`` (the Dom leaves them out): the sender's, date
    and recipients' lines over each message, the buttons under it."""
    sections = "".join(
        f"<section role='listitem'><div>member{n} &lt;m{n}...@example.org&gt;</div><div>May 1{n}, 2024</div>"
        f"<div>to valley-readers</div><div dir='auto'>{text}</div><div><button>Reply all</button>"
        "<button>Reply to author</button><button>Forward</button></div></section>" for n, text in enumerate(messages))
    return page("en", f"<div role='main'><h2>valley-readers</h2><div role='list'>{sections}</div></div>")


HELP_CONTACT_EN = "Tashi Dorje <tashi@example.org>"


PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    # 1. Google Groups' labels drawn as <button> (its Chinese twin: tests/test_auto_threads_review_s43.py)
    "google_groups_buttons_en": (google_groups_buttons_en(STORY["en"] + COMMENTS["en"]), STORY["en"] + COMMENTS["en"],
                                 ["m1...@example.org", "to valley-readers"]),
    # GUARD: a help page with one such button over its text and a contact's address
    "guard_mail_help_button_en": (
        page("en", f"<main><article><h1>Answering</h1>{paragraphs(STORY['en'])}<p><button>Reply all</button></p>"
                   f"<p>Questions about this page:</p><p>{HELP_CONTACT_EN.replace('<', '&lt;').replace('>', '&gt;')}</p>"
                   "</article></main>"), STORY["en"] + [HELP_CONTACT_EN], []),
    # 2. Disqus
    "disqus_credit_en": (story("en", DISQUS_CREDIT), STORY["en"], ["powered by"]),
    "disqus_credit_bo": (story("bo", "<p><a href='https://disqus.com/'>Powered by Disqus</a></p>"), STORY["bo"],
                         ["Disqus"]),
    "disqus_credit_zh": (story("zh", "<p><a href='https://disqus.com/'>评论由 Disqus 提供支持</a></p>"), STORY["zh"],
                         ["Disqus"]),
    "disqus_view_ug": (story("ug", DISQUS_TOGGLE.format("ئىنكاسلارنى كۆرۈش")), STORY["ug"], ["ئىنكاسلارنى"]),
    "disqus_load_en": (story("en", DISQUS_TOGGLE.format("Load comments")), STORY["en"], ["Load comments"]),
    "disqus_show_zh": (story("zh", DISQUS_TOGGLE.format("显示评论")), STORY["zh"], ["显示评论"]),
    "disqus_show_count_ug": (story("ug", DISQUS_TOGGLE.format("Show comments (12)")), STORY["ug"], ["Show comments"]),
    # GUARD: Disqus named in a sentence; a help page's heading "Show comments"
    "guard_disqus_prose_en": (story("en", extra=f"<p>{DISQUS_PROSE_EN}</p>"), STORY["en"] + [DISQUS_PROSE_EN], []),
    "guard_show_comments_heading_en": (
        page("en", "<main><article><h1>Help</h1><h2>Show comments</h2>"
                   f"{paragraphs(STORY['en'])}</article></main>"), ["Show comments"] + STORY["en"], []),
    # 3. Substack
    "substack_en": (substack("en"), STORY["en"], ["Subscribe now", "Share", "home for great culture",
                                                  "Start writing", "Get the app"]),
    "substack_custom_domain_ug": (substack("ug", "body markup"), STORY["ug"], ["Subscribe now", "Share",
                                                                           "home for great culture", "Get the app"]),
    "substack_bo": (substack("bo"), STORY["bo"], ["Subscribe now", "Share", "home for great culture",
                                                  "Start writing", "Get the app"]),
    # GUARD: the slogan in a sentence; a help page's list of steps with the same labels (no Substack page)
    "guard_substack_prose_en": (story("en", extra=f"<p>{SUBSTACK_PROSE_EN}</p>"),
                                STORY["en"] + [SUBSTACK_PROSE_EN], []),
    "guard_app_steps_en": (page("en", f"<main><article><h1>How to publish</h1>{paragraphs(STORY['en'])}"
                                      f"<ol>{paragraphs(STEPS_EN, 'li')}</ol></article></main>"),
                           STORY["en"] + STEPS_EN, []),
    # 4. YouTube's description toggle
    "youtube_more_en": (youtube("en", "...more"), [DESCRIPTION["en"]], ["...more"]),
    "youtube_show_more_ug": (youtube("ug", "Show more"), [DESCRIPTION["ug"]], ["Show more"]),
    "youtube_expand_zh": (youtube("zh", "展开"), [DESCRIPTION["zh"]], ["展开"]),
    "youtube_show_more_zh": (youtube("zh", "显示更多", "<span id='expand' class='more-button'>显示更多</span>"),
                             [DESCRIPTION["zh"]], ["显示更多"]),
    "youtube_more_bo": (youtube("bo", "…more"), [DESCRIPTION["bo"]], ["more"]),
    # GUARD: "展开" closing a sentence in plain markup; a "show more" link to the next page
    "guard_expand_word_zh": (story("zh", extra="<p>双方约定，新一轮关于文化中心经营方式的讨论将于下个月在镇政府会议室正式<b>展开</b></p>"),
                             STORY["zh"] + ["正式展开"], []),
    "guard_show_more_next_page_en": (youtube("en", "", "<a class='show-more' href='/videos/page/2'>Show more</a>"),
                                     [DESCRIPTION["en"], "Show more"], []),
    # 5. an event's date in a <time> line of its own
    "event_time_en": (event("en"), EVENT["en"] + ["June 14, 2024 @ 7:00 pm", "Valley School Hall"], []),
    "event_time_ug": (event("ug"), EVENT["ug"] + ["June 14, 2024 @ 7:00 pm", "Valley School Hall"], []),
    # GUARD: a story beside a sidebar's upcoming event (its date in a box of its own, no kept text in it)
    "guard_event_widget_beside_story_en": (
        page("en", f"<main><article class='post'><h1>News</h1>{paragraphs(STORY['en'])}</article></main>"
                   "<aside class='sidebar'><h3>Upcoming</h3><div class='event-date'><time datetime='2024-06-14'>"
                   "June 14, 2024</time></div><a href='/events/folk'>Folk songs evening</a></aside>"),
        STORY["en"], ["June 14, 2024"]),
    # 6. comments in a named box after the article
    "comments_after_article_en": (story("en", comments_box("en")), STORY["en"], [c[:40] for c in COMMENTS["en"]]),
    "disqus_thread_after_article_en": (story("en", comments_box("en", "<div id='disqus_thread'>", count=1)),
                                       STORY["en"], [COMMENTS["en"][0][:40]]),
    "responses_after_article_zh": (story("zh", comments_box("zh", "<section class='responses'>", "</section>", 1)),
                                   STORY["zh"], [COMMENTS["zh"][0][:30]]),
    # GUARD: the comments hold most of the page's text (a short note under its discussion); a board's thread whose
    # replies sit in a "comments" box after the opening post's <article>, inside a thread's box
    "guard_discussion_holds_page_en": (story("en", comments_box("en", "<div id='disqus_thread'>")),
                                       STORY["en"] + COMMENTS["en"], []),
    "guard_thread_comments_box_zh": (
        page("zh", f"<div class='forum-topic'><article><h1>Cinema</h1><p>{STORY['zh'][0]}</p></article>"
                   f"{comments_box('zh')}</div>"), [STORY["zh"][0]] + COMMENTS["zh"], []),
    "comments_section_after_article_zh": (
        story("zh", comments_box("zh", "<section class='comments'>", "</section>")), STORY["zh"],
        [c[:30] for c in COMMENTS["zh"]]),
}


@pytest.mark.parametrize(("markup", "kept", "dropped"), [PAGES[name] for name in sorted(PAGES)], ids=sorted(PAGES))
def test_site_furniture_page(markup: str, kept: list[str], dropped: list[str]) -> None:
    assert_page("site furniture page", markup, kept, dropped)
