"""Review r301 of h301 (thread_pages, the story ratio 0.25, Mastodon/Xiuno furniture, mail_archives): pages built to
break the new rules. False positives: a news story with long comments under a site wrapper classed "forum", under
a breadcrumb on a "bbs." host, through a "/bbs/" folder's portal or to an opinion section "/opinion/forum/", inside a
news topic page's bare "topic" box, with WordPress's "thread-even" comment classes, a blog post whose author pane
lists a post count; a mail client's labels as a help page's headings or list items, "to ..." items and a contact
line. False negatives: a board's thread (a breadcrumb to "/bbs/" or Discuz!'s "forum-2-1.html") whose short opening
post sits over li.comment replies, a named thread whose reply headers sit in a one-word "info" box, Google Groups in
Chinese, in its old interface and with one message. Size: thousands of replies and messages run in near linear
time. Our own sentences in Tibetan, Uyghur, Chinese and English.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page, auto_text, best_seconds, paragraphs

STORY = {
    "en": ["The county opened a new reading room above the old post office this week, with four long tables, a shelf "
           "of Tibetan dictionaries and a kettle that the librarian insists on filling herself every morning.",
           "Volunteers spent two months sanding the floor and carrying boxes of donated books up the narrow stairs; "
           "the room will stay open until nine on weekdays so that students can come after their lessons."],
    "zh": ["县城东边的老粮站今年改成了一座小型博物馆，里面陈列着几十年来农民用过的犁、木桶和账本，开馆第一天就来了三百多位参观者。",
           "负责布展的老师说，许多展品都是村民自己从家里搬来的，每一件旁边都写着捐赠人的名字和它背后的故事。"],
    "bo": ["ལོ་འདིའི་དགུན་ཁར་ང་ཚོའི་ས་གནས་སུ་ཁ་བ་མང་པོ་བབས་པས། འབྲོག་པ་ཚོས་ཕྱུགས་ཟས་སྔོན་ནས་གསོག་འཇོག་བྱས་ཏེ་ཕྱུགས་ཟོག་བདེ་ཐང་ངང་དགུན་ཁ་བརྒལ་ཐུབ་པ་བྱུང་།",
           "ས་གནས་ཀྱི་སྨན་ཁང་གིས་ཀྱང་སྨན་པ་ཁག་ཅིག་འབྲོག་ཁུལ་དུ་བཏང་ནས་རྒན་པ་དང་བྱིས་པ་རྣམས་ལ་ཞིབ་བཤེར་ཞིབ་ཕྲ་བྱས་སོང་།"],
}
COMMENTS = {
    "en": ["I used to borrow books from the old post office when it still had a lending shelf, and I am so glad the "
           "building is full of readers again; please add a few children's books in Tibetan for the little ones.",
           "Will the reading room lend books to take home, or is it for reading on site only? My grandmother cannot "
           "climb those stairs any more, and she would love to read the new dictionaries in her own kitchen.",
           "Thank you to every volunteer who carried those boxes; I walked past in March and the stairs were full of "
           "people passing books from hand to hand like a bucket line at a fire."],
    "zh": ["我小时候跟着爷爷去粮站交过公粮，那时候排队要排一整天，现在看到这些老物件真是感慨万千，希望博物馆能多办一些讲座让孩子们了解过去。",
           "请问博物馆周一开不开门？我们学校想组织学生去参观，不知道需不需要提前预约，也想知道有没有讲解员可以给孩子们介绍展品。",
           "家里还有一台我父亲用过的老式算盘和几本记工分的本子，不知道博物馆还收不收，如果需要的话我愿意捐出来。"],
    "bo": ["རྩོམ་ཡིག་འདི་ཀློག་རྗེས་ང་ལ་ཕ་ཡུལ་གྱི་འབྲོག་ས་དྲན་བྱུང་། ང་ཚོའི་ཡུལ་དུའང་ཁ་བ་ཆེན་པོ་བབས་སྐབས་འབྲོག་པ་ཚོས་དཀའ་ངལ་མང་པོ་མྱོང་གི་ཡོད་པས་ཐབས་ལམ་འདི་ཚོ་ཕན་ཐོགས་ཆེ།",
           "སྨན་པ་ཚོ་འབྲོག་ཁུལ་དུ་ཕྱིན་པ་ནི་ལས་ཀ་ཡག་པོ་ཞིག་རེད། ཡིན་ནའང་ལམ་ཁ་ཁ་བས་བཀག་སྐབས་ཁོ་ཚོས་ག་རེ་བྱས་སམ། ཞིབ་ཕྲ་ཞིག་འབྲི་རོགས།",
           "རྩོམ་པ་པོར་ཐུགས་རྗེ་ཆེ། འབྲོག་པའི་འཚོ་བའི་སྐོར་གྱི་གནས་ཚུལ་འདི་འདྲ་མང་ཙམ་འབྲི་རོགས། ང་ཚོས་ཀློག་པ་ལ་དགའ་པོ་ཡོད།"],
}
THREAD = {
    "ug": ["مەكتىپىمىزدىكى كۇتۇپخانىغا ئۇيغۇرچە كىتاب قانداق زاكاز قىلىشنى بىلىدىغانلار بارمۇ؟",
           "بىز ئۆتكەن يىلى نەشرىياتنىڭ تور بېتىدىن زاكاز قىلدۇق، ئىككى ھەپتىدە يېتىپ كەلدى، باھاسىمۇ ئانچە قىممەت ئەمەس ئىدى.",
           "ئەگەر كۆپ كىتاب ئالماقچى بولسىڭىز، نەشرىياتقا بىۋاسىتە تېلېفون قىلىڭ، ئۇلار مەكتەپلەرگە ئېتىبار بېرىدۇ."],
    "zh": ["有人知道学校图书馆怎么订购藏文书吗？",
           "我们去年是在出版社的网站上直接订的，大概两个星期就到了，价格也不算贵，还包邮。",
           "如果要买得多，建议直接给出版社打电话，他们对学校有优惠，还能开发票，比网上下单方便多了。"],
}


def shell(lang: str, body: str, crumbs: str = "", wrapper: str = "") -> str:
    """A site's page: a menu, an optional breadcrumb, ``body``, a footer; all inside ``div.{wrapper}`` if given."""
    direction = "rtl" if lang == "ug" else "ltr"
    page = ("<div class='menu'><ul><li><a href='/'>Home</a></li><li><a href='/news/'>News</a></li>"
            "<li><a href='/culture/'>Culture</a></li><li><a href='/about/'>About</a></li></ul></div>"
            f"{crumbs}{body}<div class='site-footer'><p>© 2024 County news. All rights reserved.</p></div>")
    if wrapper:
        page = f"<div id='page' class='{wrapper}'>{page}</div>"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title>"
            f"</head><body>{page}</body></html>")


def story(lang: str, crumbs: str = "", wrapper: str = "", box: str = "", pane: str = "",
          comment_class: str = "comment") -> str:
    """A news story in an ``<article>`` and its readers' long comments in a comment section after it (comments one
    to four times the story's length), optionally in a ``div.{box}`` holding both."""
    records = "".join(
        f"<li class='{comment_class}' id='comment-{n}'><div class='comment-author'><b>reader{n}</b></div>"
        f"<div class='comment-meta'>2024-06-1{n}</div><div class='comment-content'><p>{text}</p></div></li>"
        for n, text in enumerate(COMMENTS[lang]))
    body = (f"<article class='story'><h1>News</h1><div class='story-body'>{paragraphs(STORY[lang])}</div>{pane}"
            f"</article><section id='comments' class='comments-area'><h3>3 Comments</h3>"
            f"<ol class='comment-list'>{records}</ol></section>")
    if box:
        body = f"<div class='{box}'>{body}</div>"
    return shell(lang, f"<main>{body}</main>", crumbs, wrapper)


def crumbs(*links: tuple[str, str]) -> str:
    return "<div class='breadcrumb'>" + " › ".join(f"<a href='{href}'>{name}</a>" for href, name in links) + "</div>"


AUTHOR_PANE = ("<div class='author-box'><a href='/author/dolma'>Dolma</a><p>Posts: 214</p><p>Joined: 2016-03-02</p>"
               "</div>")


def community_thread(lang: str, board: str) -> str:
    """A board's thread: a short opening post in an ``<article>``, its replies ``li.comment`` (each longer than the
    opening post), under a breadcrumb to the board's index at ``board`` and in no box a forum's word names."""
    opening, *replies = THREAD[lang]
    records = "".join(f"<li class='comment'><div class='comment-author'><a href='/u/{n}'>member{n}</a></div>"
                      f"<div class='comment-content'><p>{text}</p></div></li>" for n, text in enumerate(replies))
    return shell(lang, f"<main><article class='question'><h1>Books</h1><div class='body'><p>{opening}</p></div>"
                       f"</article><ol class='comments'>{records}</ol></main>",
                 crumbs(("/", "Home"), (board, "Schools")))


MAIL_HELP_EN = ["A mailing list answers differently from a chat: every message you send reaches everyone who "
                "subscribed, so choose the button before you start writing.",
                "Use it when the whole list should read your answer, for instance when you report that a bug is fixed.",
                "Use it when only the person who wrote should read your answer, for instance a thank-you note.",
                "Send the message on to someone outside the list, with a short line saying why it matters to them."]
MAIL_HELP_ZH = ["邮件列表和聊天不一样：你发出的每一封邮件都会送到所有订阅者手里，所以动笔之前先选好按钮。",
                "当整个列表都应该看到你的回答时使用它，比如你要告诉大家某个问题已经修好了。",
                "当只有原作者需要看到你的回答时使用它，比如一封简短的感谢信。"]


def mail_help_en() -> str:
    """A help page naming the client's buttons as its headings, a list of recipients' choices opening with "to"
    and a contact line with an address."""
    return shell("en", "<article><h1>Answering on the list</h1>" + f"<p>{MAIL_HELP_EN[0]}</p>"
                       f"<h2>Reply all</h2><p>{MAIL_HELP_EN[1]}</p><h2>Reply to author</h2><p>{MAIL_HELP_EN[2]}</p>"
                       f"<h2>Forward</h2><p>{MAIL_HELP_EN[3]}</p><p>You can send a message:</p>"
                       "<ul><li>to the whole list</li><li>to one member</li></ul>"
                       "<p>Questions about this page:</p><p>Tashi Dorje &lt;tashi@example.org&gt;</p></article>")


def mail_help_zh() -> str:
    return shell("zh", "<article><h1>在列表上回信</h1>" + f"<p>{MAIL_HELP_ZH[0]}</p><h2>全部回复</h2>"
                       f"<p>{MAIL_HELP_ZH[1]}</p><h2>回复作者</h2><p>{MAIL_HELP_ZH[2]}</p><h2>转发</h2>"
                       "<p>把邮件转给列表以外的人时，附上一句话说明为什么与他有关。</p></article>")


def mail_help_list_en() -> str:
    """A help page listing the client's buttons as the items of a list, no sender's line."""
    return shell("en", "<article><h1>The buttons</h1>" + f"<p>{MAIL_HELP_EN[0]}</p><p>Under every message:</p>"
                       "<ul><li>Reply all</li><li>Reply to author</li><li>Forward</li></ul>"
                       f"<p>{MAIL_HELP_EN[3]}</p></article>")


def google_groups_one_en(text: str) -> str:
    """Google Groups' conversation of one message: each label once, beside the sender's line."""
    return shell("en", "<div role='main'><h2>keyboards</h2><section role='listitem'><div class='LgTGUb'>"
                       "<div>tashi &lt;t...@example.org&gt;</div><div>May 12, 2024, 10:20:00 AM</div>"
                       f"<div>to keyboards</div></div><div class='ptW7te'><div dir='auto'>{text}</div>"
                       "<div role='button'>Show quoted text</div></div><div class='Ki4Vuc'><div role='button'>"
                       "<span>Reply all</span></div><div role='button'><span>Reply to author</span></div>"
                       "<div role='button'><span>Forward</span></div></div></section></div>")


def info_thread(lang: str) -> str:
    """A thread in a ``div.forum-topic``: its opening post an ``<article>``, each reply's header line in a
    one-word ``div.info`` and its text in ``div.text``, both ``div > p``."""
    opening, *replies = THREAD[lang]
    records = "".join(f"<div class='comment'><div class='info'><p>Reply #{n + 2} by member{n} on 12 May 2024, 10:2{n}"
                      f"</p></div><div class='text'><p>{text}</p></div></div>" for n, text in enumerate(replies))
    return shell(lang, f"<div class='forum-topic'><article><h1>Books</h1><p>{' '.join([opening] * 4)}</p></article>"
                       f"{records}</div>")


def google_groups_zh(messages: list[str], button: str = "div role='button'") -> str:
    """Google Groups' Chinese interface: its buttons (``<{button}>``) in a row over the message, the sender's line
    and the recipients' line ("收件人 ...") after the text."""
    tag = button.split()[0]
    sections = "".join(
        f"<section class='Qx1b' role='listitem'><div class='Kd9b'><{button}>全部回复</{tag}><{button}>回复作者</{tag}>"
        f"<{button}>转发</{tag}></div><div class='pT7e'><div dir='auto'>{text}</div></div>"
        f"<div class='Hd3a'><div>成员{n} &lt;m{n}...@example.cn&gt;</div><div>2024年5月1{n}日</div>"
        f"<div>收件人 键盘讨论组</div></div></section>" for n, text in enumerate(messages))
    return shell("zh", f"<div role='main'><h2>键盘</h2><div role='list'>{sections}</div></div>")


def google_groups_old(messages: list[str]) -> str:
    """Google Groups' old interface: the address alone as the sender, "- Show quoted text -" under each message."""
    sections = "".join(
        f"<div class='msg'><div class='hdr'><span>&lt;m{n}...@example.org&gt;</span></div>"
        f"<div class='body'><p>{text}</p><div class='qt'>- Show quoted text -</div></div>"
        "<div class='acts'><a href='#'>Reply to author</a> <a href='#'>Forward</a></div></div>"
        for n, text in enumerate(messages))
    return shell("ug", f"<div class='thread-msgs'>{sections}</div>")


PAGES: dict[str, tuple[str, list[str], list[str]] | object] = {
    # a news site named "... Forum": its page-wide wrapper classed "forum" holds the story's comment section
    "story_forum_wrapper_en": (story("en", wrapper="forum"), STORY["en"], [c[:40] for c in COMMENTS["en"]]),
    # a Discuz! site on a "bbs." host: its portal story's breadcrumb links the portal, not a board
    "story_bbs_host_crumb_zh": (story("zh", crumbs(("https://bbs.example.cn/", "首页"),
                                                   ("https://bbs.example.cn/portal.php", "门户"),
                                                   ("https://bbs.example.cn/portal.php?mod=list&catid=2", "本地"))),
                                STORY["zh"], [c[:30] for c in COMMENTS["zh"]]),
    # ... a Discuz! site installed in a "/bbs/" folder: its portal story's trail passes "portal.php"
    "story_bbs_folder_portal_zh": (story("zh", crumbs(("/bbs/", "首页"), ("/bbs/portal.php", "门户"),
                                                      ("/bbs/portal.php?mod=list&catid=2", "本地"))),
                                   STORY["zh"], [c[:30] for c in COMMENTS["zh"]]),
    # a newspaper's opinion section named "Forum" ("/opinion/forum/"): no board's folder at the site's root
    "story_forum_section_en": (story("en", crumbs(("/", "Home"), ("/opinion/", "Opinion"),
                                                  ("/opinion/forum/", "Forum"))),
                               STORY["en"], [c[:40] for c in COMMENTS["en"]]),
    # WordPress's comment classes ("thread-even", "thread-alt") name no thread's box
    "story_wordpress_thread_classes_en": (story("en", comment_class="comment even thread-even depth-1"), STORY["en"],
                                          [c[:40] for c in COMMENTS["en"]]),
    # a news topic page (专题) whose box is a bare "topic"
    "story_topic_box_zh": (story("zh", box="topic"), STORY["zh"], [c[:30] for c in COMMENTS["zh"]]),
    # a blog post whose author pane lists the author's posts and join date
    "story_author_pane_bo": (story("bo", pane=AUTHOR_PANE), STORY["bo"], [c[:40] for c in COMMENTS["bo"]]),
    # a board's thread: short opening post, li.comment replies, a breadcrumb to the board (a "/bbs/" folder;
    # Discuz!'s rewritten board address "forum-2-1.html")
    "board_thread_ug": (community_thread("ug", "/bbs/schools/"), THREAD["ug"], ["member1"]),
    "board_thread_zh": (community_thread("zh", "/forum-2-1.html"), THREAD["zh"], ["member0"]),
    # the mail client's labels as a help page's headings, "to ..." items and a contact line: all kept
    "mail_help_en": (mail_help_en(), MAIL_HELP_EN + ["Reply all", "Reply to author", "Forward", "to the whole list",
                                                     "to one member", "tashi@example.org"], []),
    "mail_help_zh": (mail_help_zh(), MAIL_HELP_ZH + ["全部回复", "回复作者", "转发"], []),
    # ... listed as a list's items, with no sender's line: kept
    "mail_help_list_en": (mail_help_list_en(), ["Reply all", "Reply to author", "Forward", MAIL_HELP_EN[3]], []),
    # a Google Groups conversation of one message: each label once, beside its sender's line
    "google_groups_one_en": (google_groups_one_en(STORY["en"][0]), STORY["en"][:1],
                             ["Reply all", "Show quoted text", "Forward", "t...@example.org", "to keyboards"]),
    # a named thread whose replies' header lines sit in a one-word "info" box in the replies' tag path
    "info_thread_ug": (info_thread("ug"), THREAD["ug"], ["Reply #2", "member1"]),
    # Google Groups in Chinese (buttons first, headers after the text) and its old interface (Uyghur messages)
    "google_groups_zh": (google_groups_zh(THREAD["zh"]), THREAD["zh"],
                         ["全部回复", "回复作者", "转发", "m1...@example.cn", "收件人"]),
    # ... its buttons drawn as <button>: the Dom holds no form control, so the page prints no label; the gate reads
    # the buttons' labels in the markup (session 44, h314: ``mail_archives.button_gate_labels``)
    "google_groups_buttons_zh": (
        google_groups_zh(THREAD["zh"], "button"), THREAD["zh"], ["m1...@example.cn", "收件人"]),
    "google_groups_old_ug": (google_groups_old(THREAD["ug"]), THREAD["ug"],
                             ["Show quoted text", "Reply to author", "Forward", "m2...@example.org"]),
}


@pytest.mark.parametrize(("markup", "kept", "dropped"), [PAGES[name] for name in sorted(PAGES)], ids=sorted(PAGES))
def test_review_page(markup: str, kept: list[str], dropped: list[str]) -> None:
    assert_page("review page", markup, kept, dropped)  # (a pytest.param among them: the test's id names the page)


SIZE_RATIO_MAX = 10.0  # seconds of 4x the items over seconds of 1x, at most (linear: 4; quadratic: 16)


@pytest.mark.parametrize("build", ["thread", "mail"])
def test_many_replies_run_in_near_linear_time(build: str) -> None:
    def page(n: int) -> str:
        if build == "thread":
            records = "".join(f"<li class='comment'><div class='comment-author'><a href='/u/{k}'>m{k}</a></div>"
                              f"<div class='comment-content'><p>{THREAD['zh'][1]} {k}</p></div></li>"
                              for k in range(n))
            return shell("zh", f"<div class='forum-topic'><article><p>{THREAD['zh'][0]}</p></article>"
                               f"<ol class='comments'>{records}</ol></div>",
                         crumbs(("/", "Home"), ("/forum/", "Forum")))
        return google_groups_zh([f"{THREAD['zh'][2]} {k}" for k in range(n)])
    small_page, large_page = page(500), page(2000)
    small, large = best_seconds(lambda: auto_text(small_page), 3), best_seconds(lambda: auto_text(large_page), 3)
    assert large <= SIZE_RATIO_MAX * small, (small, large)
