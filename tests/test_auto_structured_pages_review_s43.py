"""Review r304 of ``structured_pages`` (session 43): pages written to break its three reads.

False positives: a how-to whose last listed step is "Apply now", a help page and a Uyghur manual whose section headings are the widgets' button labels ("Add to
calendar", "Print recipe", "بېسىپ چىقىرىش"), a docs page whose one-line sections carry the widget boxes' titles
("Safety tips"), a scholarship story headed "Apply now", a Chinese thread whose one-line reply is "感兴趣", a nutrition
article opening a paragraph with the plugins' disclaimer words, a health story's short "safety-tip" callout between
its paragraphs, listings of accounts and of events whose records carry follower and attendee counts, and a story
whose box bears a one-word class ("post", "info", "video"). False negatives: a Chinese and a Uyghur event page and an
English job posting in other markup. Size: thousands of widget lines, boxes and named elements in near-linear time.
"""

from __future__ import annotations

import time

import pytest

from extract.algorithms.auto import structured_pages
from tests.extraction_pages import assert_spec, auto_text, forum_page, lang_page, paragraphs

HELP_EN = ["Tap the small calendar icon under any event and the app copies its date, time and place into your phone's calendar.",
           "You can remove the entry later from the calendar itself; the app never changes entries you added by hand.",
           "Every recipe you open can be sent to a printer, and the printed page leaves out the photos to save ink.",
           "Choose the paper size in the print window, because some printers in Lhasa still default to the Chinese size."]
DOCS_SAFETY = "Never share your password with anyone, even with our staff."
DOCS_EN = ["This page explains how the community board works and what its moderators expect from every member.",
           "Posts are checked by volunteers within a day, and anything that breaks the rules is hidden without notice."]
UG_MANUAL = ["ھۆججەتنى قەغەزگە چىقىرىش ئۈچۈن ھۆججەت تىزىملىكىدىن بېسىش بۇيرۇقىنى تاللاپ، قەغەز چوڭلۇقىنى بەلگىلەڭ.",
             "ھۆججەتنى باشقىلار بىلەن ئورتاق ئىشلىتىش ئۈچۈن ئۇلىنىش ھاسىل قىلىپ، ئۇنى ئېلخەت ياكى ئۈندىدار ئارقىلىق ئەۋەتىڭ."]
SCHOLARSHIP = ["The regional education bureau opened its scholarship for Tibetan-medium teachers for the third year running.",
               "Forty places are on offer this year, ten more than last year, and each covers two years of study in Xining.",
               "Forms are handed in at the county office, and candidates must bring a letter from their school's head.",
               "The bureau said it would answer every applicant by the end of June and publish the list on its website."]
ZH_THREAD = ["下个月县图书馆要招一批周末志愿者，帮忙整理藏文旧书和给孩子们讲故事，有兴趣的朋友可以来报名。",
             "感兴趣",
             "请问需要会藏文吗？我只会说不会写，不知道能不能去帮忙。",
             "会说就够了，给孩子们讲故事用不着写字，整理旧书的活才需要认识藏文。"]
NUTRITION = ["Nutrition facts are approximate on most packaged foods, and labels may legally be off by as much as a fifth.",
             "Dieticians in Lhasa say the bigger problem is portion size: a bowl of tsampa with butter tea is a full meal.",
             "They advise reading the label for salt first, because most packaged noodles hold half a day's salt in one pack.",
             "Fresh vegetables, they add, are now cheaper in winter than they were ten years ago, thanks to the new greenhouses."]
HEALTH = ["Carbon monoxide from coal stoves kills several families in the high valleys every winter, doctors say.",
          "The gas has no smell, so the first sign is often a headache that the whole family shares in the morning.",
          "Doctors at the county hospital now give every family a small alarm when they come for their winter check-up."]
HEALTH_TIP = "Open a window a hand's width every night, even in the coldest weeks."
ACCOUNTS = [("Lhasa Kitchen", "Tibetan home cooking, one dish a week, filmed in a family kitchen.", "12,345 followers"),
            ("Amdo Songs", "Folk songs recorded in villages, with the words written out in Tibetan.", "8,120 followers"),
            ("Kashgar Bread", "A baker shows how nan is made in a clay oven, from dough to market.", "3,406 followers"),
            ("Yak Tales", "Stories for children read aloud in Tibetan by teachers from Nagchu.", "1,950 followers")]
EVENTS = [("Tibetan calligraphy class", "A beginners' class in the dbu can script, brushes and paper provided.", "86 attendees"),
          ("Uyghur music night", "Dutar and rawap players from Urumqi play the twelve muqam suites.", "120 attendees"),
          ("Barley harvest fair", "Farmers from three counties sell flour, butter and cheese in the square.", "45 attendees"),
          ("Storytelling hour", "Grandparents tell the old stories of the valley to the children.", "30 attendees")]
ONE_WORD = ["The county opened its first Tibetan-language radio station for herders on the northern grasslands this week.",
            "Its programmes include weather reports, prices at the livestock market and an hour of folk songs every evening.",
            "Herders can call the station free of charge to ask questions about animal health and winter fodder."]
ZH_EVENT = ["本周六下午，市文化馆将举办一场藏族传统服饰展览，展出近百件来自各地的传统服装和饰品。",
            "展览期间还有专家讲解服饰的历史和制作工艺，欢迎带孩子一起来参观，现场可以免费拍照留念。"]
UG_EVENT = ["شەنبە كۈنى كەچتە شەھەرلىك مەدەنىيەت سارىيىدا ئون ئىككى مۇقام كونسېرتى ئۆتكۈزۈلىدۇ.",
            "كونسېرتتا قەشقەر ۋە خوتەندىن كەلگەن سەنئەتكارلار ئەنئەنىۋى چالغۇلار بىلەن ئورۇندايدۇ."]
JOB_EN = ["The museum seeks an archivist to catalogue its collection of Tibetan woodblock prints and old photographs.",
          "You will scan each item, write a short record in English and Tibetan and keep the storage rooms in order.",
          "A degree in library science or history and a reading knowledge of classical Tibetan are required."]


def shell(lang: str, body: str, title: str = "t") -> str:
    """``body`` in a page of ``lang`` under a menu and over a footer."""
    menu = "".join(f"<li><a href='/s/{k}'>Section {k}</a></li>" for k in range(6))
    return lang_page(lang, title, f"<header><ul class='menu'>{menu}</ul></header><main>{body}</main>"
                                  "<footer><p>© 2024 Example</p></footer>")


def sections(parts: list[tuple[str, list[str]]], tag: str = "h2") -> str:
    return "".join(f"<section><{tag}>{head}</{tag}>{paragraphs(lines)}</section>" for head, lines in parts)


HOWTO = ["Job boards in Lhasa now take forms in Tibetan, and most of them answer within a week, the bureau says.",
         "It advises first-time applicants to follow the same three steps on every site they use:"]
HOWTO_STEPS = ["Make an account with your phone number", "Upload your CV in Tibetan and Chinese", "Apply now"]
HOWTO_PAGE = shell("en", "<article><h1>Finding work online</h1>" + paragraphs(HOWTO) + "<ol>" + paragraphs(HOWTO_STEPS, "li")
                   + "</ol>" + paragraphs(SCHOLARSHIP[3:]) + "</article>")
HELP_PAGE = shell("en", "<article><h1>Using the community app</h1>" + sections(
    [("Add to calendar", HELP_EN[:2]), ("Print recipe", HELP_EN[2:])]) + "</article>")
DOCS_PAGE = shell("en", "<div class='body' role='main'><section id='board'><h1>How the board works</h1>"
                  + paragraphs(DOCS_EN) + "</section>" + sections([("Safety tips", [DOCS_SAFETY])])
                  + sections([("Moderation", DOCS_EN[1:])]) + "</div>")
UG_MANUAL_PAGE = shell("ug", "<div class='doc'><h1>ھۆججەت بىلەن ئىشلەش</h1>" + sections(
    [("بېسىپ چىقىرىش", UG_MANUAL[:1]), ("ھەمبەھىرلەش", UG_MANUAL[1:])]) + "</div>")
SCHOLARSHIP_PAGE = shell("en", "<article><h1>Teachers' scholarship opens again</h1>" + paragraphs(SCHOLARSHIP[:2])
                         + "<h2>Apply now</h2>" + paragraphs(SCHOLARSHIP[2:]) + "</article>")
NUTRITION_PAGE = shell("en", "<article><h1>Reading food labels</h1>" + paragraphs(NUTRITION) + "</article>")
HEALTH_PAGE = shell("en", "<article><h1>A silent winter danger</h1>" + paragraphs(HEALTH[:2])
                    + f"<aside class='safety-tips'><p>{HEALTH_TIP}</p></aside>" + paragraphs(HEALTH[2:]) + "</article>")
ACCOUNTS_PAGE = shell("en", "<h1>Tibetan and Uyghur channels to follow</h1><div class='directory'>" + "".join(
    f"<div class='card'><h3><a href='/c/{k}'>{name}</a></h3><p>{about}</p><p>{count}</p></div>"
    for k, (name, about, count) in enumerate(ACCOUNTS)) + "</div>")
EVENTS_PAGE = shell("en", "<h1>Events this month</h1><ul class='events'>" + "".join(
    f"<li><h3><a href='/e/{k}'>{name}</a></h3><p>{about}</p><span>{count}</span></li>"
    for k, (name, about, count) in enumerate(EVENTS)) + "</ul>")
ONE_WORD_PAGE = shell("en", "<div class='post'><h1>Radio for the grasslands</h1><div class='info'>"
                      + paragraphs(ONE_WORD[:2]) + "</div><div class='video'>" + paragraphs(ONE_WORD[2:])
                      + "</div></div>")
ZH_EVENT_PAGE = shell("zh", "<div class='event-detail'><h1>藏族传统服饰展</h1><p class='time'>时间：6月8日 14:00-17:00</p>"
                      "<p class='addr'>地点：市文化馆二楼展厅</p><div class='event-btns'><a class='btn'>立即报名</a>"
                      "<a class='btn'>添加到日历</a></div><p class='num'>326人报名</p>" + paragraphs(ZH_EVENT)
                      + "</div><div class='side'><h3>相似活动</h3><ul><li><a href='/e/1'>唐卡绘画体验课</a></li>"
                      "<li><a href='/e/2'>藏语诗歌朗诵会</a></li><li><a href='/e/3'>青稞酒文化节</a></li></ul></div>")
UG_EVENT_PAGE = shell("ug", "<div class='event-page'><h1>ئون ئىككى مۇقام كونسېرتى</h1>"
                      "<p class='when'>ۋاقتى: 6-ئاينىڭ 8-كۈنى كەچ سائەت 8</p>" + paragraphs(UG_EVENT)
                      + "<div class='actions'><a class='btn'>بېلەت سېتىۋېلىش</a>"
                        "<a class='btn'>كالېندارغا قوشۇش</a></div></div>")
JOB_PAGE = shell("en", "<div class='posting'><h1>Archivist (Tibetan collections)</h1><p>Rubin Museum · New York</p>"
                 "<div class='cta'><button class='btn primary'>Easy Apply</button><button class='btn'>Save job</button>"
                 "</div>" + paragraphs(JOB_EN) + "<p class='small'>Report this job</p>"
                 "<div class='org'><h3>Rubin Museum</h3><p>1,204 followers</p></div></div>"
                 "<aside><div><h4>Similar jobs</h4><ul><li><a href='/j/1'>Librarian</a></li>"
                 "<li><a href='/j/2'>Photo archivist</a></li><li><a href='/j/3'>Curator</a></li></ul></div></aside>")

PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "help_label_headings": (HELP_PAGE, ["Add to calendar", "Print recipe"] + HELP_EN, []),
    "docs_one_line_section": (DOCS_PAGE, ["Safety tips", DOCS_SAFETY, "Moderation"] + DOCS_EN, []),
    "ug_manual_headings": (UG_MANUAL_PAGE, ["بېسىپ چىقىرىش", "ھەمبەھىرلەش"] + UG_MANUAL, []),
    "scholarship_apply_heading": (SCHOLARSHIP_PAGE, ["Apply now"] + SCHOLARSHIP, []),
    "howto_step_item": (HOWTO_PAGE, HOWTO + HOWTO_STEPS, []),
    "zh_thread_reply": (forum_page("zh", ZH_THREAD), ZH_THREAD, []),
    "nutrition_article": (NUTRITION_PAGE, NUTRITION, []),
    "health_safety_callout": (HEALTH_PAGE, HEALTH + [HEALTH_TIP], []),
    "accounts_listing": (ACCOUNTS_PAGE, [line for card in ACCOUNTS for line in card], []),
    "events_listing": (EVENTS_PAGE, [line for card in EVENTS for line in card], []),
    "one_word_classes": (ONE_WORD_PAGE, ONE_WORD, []),
    "zh_event": (ZH_EVENT_PAGE, ZH_EVENT + ["市文化馆二楼展厅"], ["立即报名", "添加到日历", "326人报名", "相似活动", "唐卡绘画体验课"]),
    "ug_event": (UG_EVENT_PAGE, UG_EVENT, ["بېلەت سېتىۋېلىش", "كالېندارغا قوشۇش"]),
    "en_job_other_markup": (JOB_PAGE, JOB_EN, ["Easy Apply", "Save job", "Report this job", "1,204 followers",
                                               "Similar jobs", "Photo archivist"]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_structured_rules_on_review_pages(name: str) -> None:
    markup, kept, dropped = PAGES[name]
    assert_spec(name, auto_text(markup), {"stay": kept, "go": dropped})


def _timed(step: str, count: int) -> float:
    """Seconds ``step`` of ``structured_pages`` takes on a posting holding ``count`` copies of its furniture."""
    widgets = "".join(f"<div class='apply-button n{k}'><a href='/a/{k}'>Apply now</a></div><p>{k + 10:,} followers</p>"
                      f"<div class='box{k}'><h3>Similar jobs</h3><ul><li><a href='/j/{k}'>Job {k}</a></li></ul></div>"
                      for k in range(count))
    row = "<ul class='row'>" + "<li>Apply now</li><li><a href='/s'>Save job</a></li>" * count + "</ul>"
    markup = shell("en", "<div class='posting'><h1>Archivist</h1>" + paragraphs(JOB_EN) + widgets + row + "</div>")
    import lxml.html
    from extract.algorithms import auto
    from extract.dom import build_dom
    dom = build_dom(lxml.html.document_fromstring(markup))
    blocks = auto.block_features(dom, dom.title)
    keep = bytearray([1]) * len(dom.tags)
    start = time.process_time()
    getattr(structured_pages, step)(dom, keep, blocks)
    return time.process_time() - start


@pytest.mark.parametrize("step", ["drop_structured_widgets", "drop_structured_lines", "drop_headed_widget_boxes"])
def test_structured_steps_run_in_near_linear_time(step: str) -> None:
    small, large = min(_timed(step, 1000) for _ in range(3)), min(_timed(step, 4000) for _ in range(3))  # best of 3
    # four times the furniture: linear is 4 times the time, quadratic 16; 12 leaves room for the machine's noise
    assert large < 12 * max(small, 1e-3), f"{step}: {small:.4f}s for 1,000 boxes, {large:.4f}s for 4,000"
