"""Service and landing pages with their interactive furniture (our own Tibetan, Uyghur, Chinese and English text): a
flip card's two faces (Elementor's ``elementor-flip-box``, a theme's or Bootstrap's ``flip-card``, the classic
``flip-container``: ``auto.builder_modules.drop_flip_cards``), a quiz or self-assessment widget beside the service
(Quiz Maker's ``ays-quiz-container``, WP-Pro-Quiz's ``wpProQuiz_content``, a theme's ``assessment-wrapper``:
``auto.questionnaires.drop_quiz_widgets``) and the header's mega menu panels (Max Mega Menu, UberMenu, Bootstrap's
``dropdown-menu``, a custom ``l2-panel`` drawer) go; the page's heading, intro and service sections stay. Guard pages
set the same markup and words as the page's own text: a flash-card glossary whose two-sided cards are the page, a
quiz page whose quiz is the page, a long story set in a flip box, a "how it works" article whose steps are a list, and
an essay about menus; they stay whole."""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text

# our own sentences, per language: a Tibetan translation office, a Uyghur children's clinic, a Chinese tutoring
# school, an English accounting firm; two paragraphs of the service's description and one section
TITLE = {"bo": "ཡིག་སྒྱུར་ཞབས་ཞུ།", "ug": "بالىلار كلىنىكىسى", "zh": "课外辅导服务", "en": "Bookkeeping for small firms"}
INTRO = {
    "bo": ("ང་ཚོའི་ཡིག་སྒྱུར་ཁང་གིས་བོད་ཡིག་དང་རྒྱ་ཡིག དབྱིན་ཡིག་བཅས་ཀྱི་ཡིག་ཆ་ཁྲིམས་ཐོག་དང་སྨན་བཅོས། "
           "སློབ་གསོའི་སྐོར་གྱི་"
           "ཡིག་ཆ་ལོ་བཅོ་ལྔ་རིང་བསྒྱུར་ཡོད།",
           "ཡིག་ཆ་རེ་རེ་སྒྱུར་མཁན་གཉིས་ཀྱིས་ཞིབ་བཤེར་བྱས་རྗེས་ཁྱེད་ལ་སྤྲོད་ཀྱི་ཡོད་པས། "
           "ནོར་འཁྲུལ་ཉུང་ཤོས་ཡོང་བར་འགན་ལེན་"
           "ཞུ་གི་ཡོད།"),
    "ug": ("كلىنىكىمىز يېڭى تۇغۇلغان بوۋاقلاردىن ئون ئالتە ياشقىچە بولغان بالىلارنى داۋالايدۇ، ھەر كۈنى ئەتىگەن "
           "توققۇزدىن كەچ يەتتىگىچە ئىشلەيدۇ.",
           "ئەملەش، ئۆسۈپ يېتىلىشنى تەكشۈرۈش ۋە تاماق ئادىتى ھەققىدە مەسلىھەت بېرىش خىزمەتلىرىمىزنىڭ ئاساسلىق قىسمى."),
    "zh": ("我们为小学和初中学生提供数学、语文和英语的课外辅导，每个班不超过八个人，老师会根据孩子的进度调整讲义。",
           "每学期开始前，我们先安排一次免费的测评课，让家长了解孩子的薄弱环节，再一起决定上课的频率。"),
    "en": ("We keep the books of shops, workshops and guest houses, from the daily receipts to the year-end "
           "accounts that the tax office asks for.",
           "Every client has one bookkeeper who knows the business, answers the phone and sends a short report on "
           "the first Monday of each month."),
}
SECTION = {
    "bo": ("ལས་ཀའི་བརྒྱུད་རིམ།", "ཁྱེད་ཀྱིས་ཡིག་ཆ་གློག་འཕྲིན་བརྒྱུད་བསྐུར་རྗེས། "
           "ཉིན་གཅིག་གི་ནང་དུ་གོང་ཚད་དང་དུས་ཚོད་གསལ་"
           "བཤད་བྱས་ནས་ལས་ཀ་འགོ་འཛུགས་ཀྱི་ཡོད།"),
    "ug": ("دوختۇر بىلەن كۆرۈشۈش", "ئاتا-ئانىلار تېلېفون ئارقىلىق نۆۋەت ئالسا، كلىنىكىغا كەلگەندە ئۆچرەتتە ساقلىمايدۇ، "
           "جىددىي ئەھۋالدا بولسا دەرھال قوبۇل قىلىنىدۇ."),
    "zh": ("上课方式", "学生可以选择周末的小班课，也可以选择工作日晚上的线上课，两种课程使用同一套讲义和作业。"),
    "en": ("How we start", "We read last year's accounts, agree on what you send us each week, and set up a shared "
           "folder for receipts and bank statements."),
}
FOOTER = "<footer class='site-footer'><p>© 2026</p><a href='/privacy'>Privacy</a></footer>"


def page(lang: str, furniture: str, header: str = "") -> str:
    """A service page in ``lang``: a header (``header`` or a plain menu), the heading, the intro, ``furniture`` set
    between the intro and a closing section, and the footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    intro = "".join(f"<p>{p}</p>" for p in INTRO[lang])
    head, text = SECTION[lang]
    nav = header or "<header><nav><a href='/'>Home</a> <a href='/services'>Services</a></nav></header>"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>{TITLE[lang]}"
            f"</title></head><body>{nav}<main><div class='entry-content'><h1>{TITLE[lang]}</h1>{intro}{furniture}"
            f"<h2>{head}</h2><p>{text}</p></div></main>{FOOTER}</body></html>")


def must_stay(lang: str) -> list[str]:
    """The page's own lines every service page here keeps (its ``<h1>`` is its title, which the text may leave out as
    the truths do)."""
    return [*INTRO[lang], *SECTION[lang]]


# per language: three stat cards, (front title, front hint, back figure line)
STATS = {
    "bo": [("ཡིག་ཆ་ག་ཚོད་བསྒྱུར་ཡོད་དམ།", "ལྟ་བར་མནན།", "ལོ་བཅོ་ལྔའི་རིང་ཡིག་ཆ་ཁྲི་གཉིས་ལྷག་བསྒྱུར།"),
           ("མགྱོགས་ཚད་ཇི་ཙམ།", "ལྟ་བར་མནན།", "ཡིག་ངོས་བཅུ་ཡན་ཆད་ཉིན་གཅིག་ལ་སྤྲོད།"),
           ("མཁོ་མཁན་ཚོའི་བསམ་ཚུལ།", "ལྟ་བར་མནན།", "བརྒྱ་ཆ་དགུ་བཅུ་གོ་ལྔས་ཡང་བསྐྱར་བཀོལ།")],
    "ug": [("قانچە بالا داۋالاندى؟", "كۆرۈش ئۈچۈن بېسىڭ", "ئۆتكەن يىلى ئون ئىككى مىڭ بالا كلىنىكىمىزدا داۋالاندى"),
           ("ساقلاش ۋاقتى قانچىلىك؟", "كۆرۈش ئۈچۈن بېسىڭ", "نۆۋەت ئالغانلار ئوتتۇرا ھېساب بىلەن ئون مىنۇت ساقلايدۇ"),
           ("ئاتا-ئانىلار نېمە دەيدۇ؟", "كۆرۈش ئۈچۈن بېسىڭ", "ئاتا-ئانىلارنىڭ توقسان بەش پىرسەنتى بىزنى تونۇشتۇرىدۇ")],
    "zh": [("学生人数", "点击翻转", "去年共有一千二百名学生在我们这里上课"),
           ("提分幅度", "点击翻转", "一个学期后平均每科提高十五分"),
           ("续课比例", "点击翻转", "九成家长选择下一学期继续报名")],
    "en": [("Clients served", "Tap to flip", "More than four hundred shops and workshops trust us with their books"),
           ("Deadlines missed", "Tap to flip", "Not one tax deadline missed in eleven years of filing"),
           ("Hours saved", "Tap to flip", "Owners tell us they win back a day every month")],
}


def elementor_flip_boxes(lang: str) -> str:
    """Elementor's flip box widgets: a front layer with a title and a hint, a back layer with the figure and a
    button."""
    return "".join(
        "<div class='elementor-element elementor-widget elementor-widget-flip-box'><div class='elementor-widget-"
        "container'><div class='elementor-flip-box'><div class='elementor-flip-box__layer elementor-flip-box__front'>"
        "<div class='elementor-flip-box__layer__overlay'><div class='elementor-flip-box__layer__inner'>"
        f"<h3 class='elementor-flip-box__layer__title'>{front}</h3><div class='elementor-flip-box__layer__description'>"
        f"{hint}</div></div></div></div><div class='elementor-flip-box__layer elementor-flip-box__back'><div class='"
        "elementor-flip-box__layer__overlay'><div class='elementor-flip-box__layer__inner'><div class='elementor-flip-"
        f"box__layer__description'>{back}</div><a class='elementor-flip-box__button elementor-button' href='/contact'>"
        f"{hint}</a></div></div></div></div></div></div>" for front, hint, back in STATS[lang])


def bootstrap_flip_cards(lang: str) -> str:
    """A theme's flip cards after the common recipe: ``flip-card`` > ``flip-card-inner`` > front and back faces."""
    cards = "".join(
        f"<div class='col-md-4'><div class='flip-card'><div class='flip-card-inner'><div class='flip-card-front'>"
        f"<h3>{front}</h3><p>{hint}</p></div><div class='flip-card-back'><p>{back}</p></div></div></div></div>"
        for front, hint, back in STATS[lang])
    return f"<section class='stats'><div class='row'>{cards}</div></section>"


def classic_flip_containers(lang: str) -> str:
    """The classic ``flip-container`` > ``flipper`` > ``front`` / ``back`` cards."""
    return "<div class='stat-grid'>" + "".join(
        f"<div class='flip-container'><div class='flipper'><div class='front'><h4>{front}</h4></div>"
        f"<div class='back'><p>{back}</p></div></div></div>" for front, hint, back in STATS[lang]) + "</div>"


# per language: a quiz's heading, intro, start button, and four questions with their choices
QUIZ = {
    "bo": ("ཁྱེད་ལ་ཡིག་སྒྱུར་པ་དགོས་སམ།", "དྲི་བ་བཞིར་ལན་བཏབ་ན་ཁྱེད་ལ་འཚམ་པའི་ཞབས་ཞུ་ཤེས་ཐུབ།", "འགོ་འཛུགས།",
           [("ཁྱེད་ཀྱི་ཡིག་ཆ་ཁྲིམས་ཐོག་གི་ཡིག་ཆ་ཡིན་ནམ།", ["ཡིན།", "མིན།"]),
            ("ཡིག་ཆ་ཡིག་ངོས་ག་ཚོད་ཡོད།", ["བཅུ་མན།", "བཅུ་ཡན།"]),
            ("ཉིན་ག་ཚོད་ཀྱི་ནང་དུ་དགོས།", ["ཉིན་གཅིག", "བདུན་ཕྲག་གཅིག"]),
            ("ཡིག་ཆ་སྒྱུར་བའི་སྐད་ཡིག་ག་རེ་རེད།", ["རྒྱ་ཡིག", "དབྱིན་ཡིག"])]),
    "ug": ("بالىڭىزنىڭ ئۇيقۇسى يېتەرلىكمۇ؟",
           "تۆۋەندىكى تۆت سوئالغا جاۋاب بېرىپ، بالىڭىزنىڭ ئۇيقۇ ئادىتىنى سىناپ بېقىڭ.",
           "سىناقنى باشلاش",
           [("بالىڭىز كەچتە قاچان ئۇخلايدۇ؟", ["سائەت توققۇزدىن بۇرۇن", "سائەت ئوندىن كېيىن"]),
            ("ئەتىگەندە ئۆزى ئويغىنامدۇ؟", ["ھەئە", "ياق"]),
            ("ئۇخلاشتىن بۇرۇن تېلېفون ئوينامدۇ؟", ["دائىم", "ئاندا-ساندا"]),
            ("كۈندۈزى ھارغىنلىق ھېس قىلامدۇ؟", ["ھەئە", "ياق"])]),
    "zh": ("您的孩子需要补课吗？", "回答下面四个问题，我们会推荐适合孩子的课程。", "开始测评",
           [("孩子每天做作业需要多长时间？", ["一小时以内", "两小时以上"]),
            ("孩子最近一次数学考试的成绩是？", ["八十分以上", "八十分以下"]),
            ("孩子喜欢阅读课外书吗？", ["喜欢", "不太喜欢"]),
            ("您希望每周上几次课？", ["一次", "两次以上"])]),
    "en": ("Are your books ready for the tax year?", "Answer four quick questions and see where you stand.",
           "Take the quiz",
           [("Do you keep every receipt?", ["Always", "Sometimes"]),
            ("Is your bank account separate from your own?", ["Yes", "No"]),
            ("Do you know your VAT threshold?", ["Yes", "Not sure"]),
            ("When did you last reconcile your accounts?", ["This month", "Last year"])]),
}


def quiz_questions(lang: str, question_class: str, option_class: str, name: str) -> str:
    """The quiz's questions, each in a ``question_class`` step with its radio buttons (group ``name``1, 2, ...) and
    Previous / Next buttons."""
    steps = []
    for n, (question, choices) in enumerate(QUIZ[lang][3], 1):
        options = "".join(f"<label class='{option_class}'><input type='radio' name='{name}{n}' value='{k}'> {choice}"
                          f"</label>" for k, choice in enumerate(choices))
        steps.append(f"<div class='{question_class}'><div class='question'>{question}</div><div class='options'>"
                     f"{options}</div><div class='question-nav'><button class='prev-btn'>←</button>"
                     f"<button class='next-btn'>→</button></div></div>")
    return "".join(steps)


def ays_quiz(lang: str) -> str:
    """Quiz Maker's box (``ays-quiz-container``) in a form: heading, intro, start button, progress bar, steps."""
    heading, intro, start, _ = QUIZ[lang]
    return (f"<div class='ays-quiz-container ays_quiz_modern_light'><form class='ays-quiz-form'><div class='step "
            f"active-step'><h2 class='ays-quiz-title'>{heading}</h2><p class='ays-quiz-description'>{intro}</p>"
            f"<input type='button' class='ays_next start_button action-button' value='{start}'></div>"
            f"<div class='ays-progress'><span class='ays-progress-value'>0%</span></div>"
            f"{quiz_questions(lang, 'step ays_question', 'ays-field', 'ays_questions[')}</form></div>")


def assessment_wrapper(lang: str) -> str:
    """A theme's self-assessment box with no form: heading, intro, start button, a progress line and the steps."""
    heading, intro, start, _ = QUIZ[lang]
    return (f"<div class='hr-assessment-wrapper'><h2>{heading}</h2><p>{intro}</p><button id='start-assessment'>"
            f"{start}</button><div class='progress-container'><div class='progress-text'>1 / 4</div></div>"
            f"{quiz_questions(lang, 'question-container', 'option-label', 'q')}</div>")


def wp_pro_quiz(lang: str) -> str:
    """WP-Pro-Quiz's box (``wpProQuiz_content``): its start button and the question list."""
    heading, intro, start, questions = QUIZ[lang]
    items = "".join(
        f"<li class='wpProQuiz_listItem'><div class='wpProQuiz_question'><div class='wpProQuiz_question_text'>"
        f"<p>{question}</p></div><ul class='wpProQuiz_questionList'>"
        + "".join(f"<li class='wpProQuiz_questionListItem'><label><input class='wpProQuiz_questionInput' type='radio' "
                  f"name='question_{n}'> {choice}</label></li>" for choice in choices)
        + "</ul></div></li>" for n, (question, choices) in enumerate(questions, 1))
    return (f"<div class='wpProQuiz_content' id='wpProQuiz_3'><div class='wpProQuiz_text'><p>{intro}</p>"
            f"<input class='wpProQuiz_button' type='button' value='{start}'></div><div class='wpProQuiz_quiz'>"
            f"<ol class='wpProQuiz_list'>{items}</ol></div></div>")


# per language: a mega menu's columns, (column heading, [(link, one-line description)])
MENU = {
    "bo": [("ཞབས་ཞུ།", [("ཁྲིམས་ཐོག་ཡིག་སྒྱུར།", "གྲོས་མཐུན་དང་ཁྲིམས་ཁང་གི་ཡིག་ཆ་ཚང་མ་སྒྱུར་རྒྱུ།"),
                        ("སྨན་བཅོས་ཡིག་སྒྱུར།", "སྨན་ཁང་གི་ནད་ཐོ་དང་སྨན་གྱི་གསལ་བཤད་སྒྱུར་རྒྱུ།")]),
           ("ང་ཚོའི་སྐོར།", [("ལས་བྱེད་པ།", "ང་ཚོའི་ཡིག་སྒྱུར་པ་བཅུ་གཉིས་ཀྱི་ངོ་སྤྲོད།"),
                            ("འབྲེལ་གཏུག", "ཁ་པར་དང་གློག་འཕྲིན་གྱི་ཨང་གྲངས།")])],
    "ug": [("مۇلازىمەتلەر", [("ئەملەش", "بالىلارغا دۆلەت بەلگىلىگەن ئەملەرنى ۋاقتىدا ئەملەيمىز"),
                             ("ئۆسۈش تەكشۈرۈشى", "بوي، ئېغىرلىق ۋە تەرەققىياتنى ھەر ئايدا ئۆلچەيمىز")]),
           ("بىز ھەققىدە", [("دوختۇرلىرىمىز", "يەتتە بالىلار دوختۇرىنىڭ تەرجىمىھالى"),
                            ("ئالاقىلىشىش", "ئادرېس، تېلېفون ۋە خىزمەت ۋاقتى")])],
}


def max_mega_menu(lang: str) -> str:
    """Max Mega Menu's header: ``mega-menu`` > ``mega-menu-item`` > ``mega-sub-menu`` columns of described links."""
    columns = "".join(
        f"<li class='mega-menu-column'><ul class='mega-sub-menu'><li class='mega-menu-item widget_text'><h4 "
        f"class='mega-block-title'>{head}</h4></li>"
        + "".join(f"<li class='mega-menu-item'><a class='mega-menu-link' href='/s'>{link}<span class='mega-description"
                  f"-group'><span class='mega-menu-description'>{text}</span></span></a></li>" for link, text in items)
        + "</ul></li>" for head, items in MENU[lang])
    return ("<header class='site-header'><nav id='mega-menu-wrap-primary' class='mega-menu-wrap'><ul id='mega-menu-"
            "primary' class='mega-menu max-mega-menu mega-menu-horizontal'><li class='mega-menu-item mega-menu-item-"
            f"has-children mega-menu-megamenu'><a class='mega-menu-link' href='/services'>{MENU[lang][0][0]}</a>"
            f"<ul class='mega-sub-menu'>{columns}</ul></li></ul></nav></header>")


def ubermenu(lang: str) -> str:
    """UberMenu's header: ``ubermenu-submenu`` panels of described items."""
    columns = "".join(
        f"<li class='ubermenu-item ubermenu-column'><span class='ubermenu-target ubermenu-item-header'>{head}</span>"
        f"<ul class='ubermenu-submenu ubermenu-submenu-type-stack'>"
        + "".join(f"<li class='ubermenu-item'><a class='ubermenu-target ubermenu-target-with-description' href='/s'>"
                  f"<span class='ubermenu-target-title'>{link}</span><span class='ubermenu-target-description'>{text}"
                  f"</span></a></li>" for link, text in items)
        + "</ul></li>" for head, items in MENU[lang])
    return ("<header><nav class='ubermenu ubermenu-main ubermenu-horizontal'><ul class='ubermenu-nav'><li class='"
            f"ubermenu-item ubermenu-has-submenu-drop'><a class='ubermenu-target' href='/s'>{MENU[lang][0][0]}</a>"
            f"<ul class='ubermenu-submenu ubermenu-submenu-type-mega'>{columns}</ul></li></ul></nav></header>")


def bootstrap_mega_dropdown(lang: str) -> str:
    """Bootstrap's navbar with a ``mega-dropdown`` whose ``dropdown-menu`` holds described columns."""
    columns = "".join(
        f"<div class='col-sm-6'><h6 class='dropdown-header'>{head}</h6>"
        + "".join(f"<a class='dropdown-item' href='/s'><strong>{link}</strong><p class='small'>{text}</p></a>"
                  for link, text in items) + "</div>" for head, items in MENU[lang])
    return ("<header><nav class='navbar navbar-expand-lg'><ul class='navbar-nav'><li class='nav-item dropdown "
            f"mega-dropdown'><a class='nav-link dropdown-toggle' href='#'>{MENU[lang][0][0]}</a>"
            f"<div class='dropdown-menu mega-dropdown-menu'><div class='row'>{columns}</div></div></li></ul></nav>"
            "</header>")


def l2_panel_drawer(lang: str) -> str:
    """A custom header whose top items open ``l2-panel`` drawers of described links."""
    panels = "".join(
        f"<li class='nav__item'><button class='nav__l1'>{head}</button><div class='l2-panel'><div class='l2-panel-"
        f"container'><ul class='l2-panel-navitems'>"
        + "".join(f"<li><a href='/s'><span class='l2-title'>{link}</span><span class='l2-desc'>{text}</span></a></li>"
                  for link, text in items) + "</ul></div></div></li>" for head, items in MENU[lang])
    return f"<header class='site-header'><nav class='nav'><ul class='nav__list'>{panels}</ul></nav></header>"


def menu_lines(lang: str) -> list[str]:
    """The described links of the mega menu, each a line no page keeps."""
    return [text for _, items in MENU[lang] for _, text in items]


FURNITURE_PAGES = {
    "bo-elementor-flip-box": (page("bo", elementor_flip_boxes("bo")), "bo", [s[2] for s in STATS["bo"]]
                              + [s[0] for s in STATS["bo"]]),
    "ug-elementor-flip-box": (page("ug", elementor_flip_boxes("ug")), "ug", [s[2] for s in STATS["ug"]]
                              + [s[0] for s in STATS["ug"]]),
    "ug-bootstrap-flip-card": (page("ug", bootstrap_flip_cards("ug")), "ug", [s[2] for s in STATS["ug"]]
                               + [s[0] for s in STATS["ug"]]),
    "zh-flip-container": (page("zh", classic_flip_containers("zh")), "zh", [s[2] for s in STATS["zh"]]),
    "en-bootstrap-flip-card": (page("en", bootstrap_flip_cards("en")), "en", [s[2] for s in STATS["en"]]
                               + [s[0] for s in STATS["en"]]),
    "bo-assessment-wrapper": (page("bo", assessment_wrapper("bo")), "bo", [QUIZ["bo"][1], QUIZ["bo"][3][0][0]]),
    "ug-ays-quiz": (page("ug", ays_quiz("ug")), "ug", [QUIZ["ug"][1], *[q for q, _ in QUIZ["ug"][3]]]),
    "zh-wp-pro-quiz": (page("zh", wp_pro_quiz("zh")), "zh", [QUIZ["zh"][1], *[q for q, _ in QUIZ["zh"][3]]]),
    "en-assessment-wrapper": (page("en", assessment_wrapper("en")), "en", [QUIZ["en"][0], QUIZ["en"][1]]),
    "bo-max-mega-menu": (page("bo", "", max_mega_menu("bo")), "bo", menu_lines("bo")),
    "ug-ubermenu": (page("ug", "", ubermenu("ug")), "ug", menu_lines("ug")),
    "bo-bootstrap-mega-dropdown": (page("bo", "", bootstrap_mega_dropdown("bo")), "bo", menu_lines("bo")),
    "ug-l2-panel": (page("ug", "", l2_panel_drawer("ug")), "ug", menu_lines("ug")),
}


@pytest.mark.parametrize("name", sorted(FURNITURE_PAGES))
def test_service_page_furniture_goes(name: str) -> None:
    """A service page keeps its heading, intro and section, and loses its flip cards, quiz box or mega menu."""
    markup, lang, gone = FURNITURE_PAGES[name]
    assert_spec(name, auto_text(markup), {"stay": must_stay(lang), "go": gone, "once": [INTRO[lang][0]]})


# a flash-card glossary (Uyghur words on the front, their Tibetan, Chinese and English meanings on the back): the
# cards are the page's text
GLOSSARY = [("ئالما", "ཀུ་ཤུ། 苹果 apple"), ("ئانار", "སེ་འབྲུ། 石榴 pomegranate"), ("ئۈزۈم", "རྒུན་འབྲུམ། 葡萄 grape"),
            ("قوغۇن", "ཁ་བསྲེག 甜瓜 melon"), ("ئۆرۈك", "ཁམ་བུ། 杏 apricot"), ("نان", "བག་ལེབ། 馕 flatbread"),
            ("چاي", "ཇ། 茶 tea"), ("سۈت", "འོ་མ། 牛奶 milk")]
GLOSSARY_INTRO = "ھەر بىر كارتىنى بېسىپ، ئۇيغۇرچە سۆزنىڭ تىبەتچە، خەنزۇچە ۋە ئىنگلىزچە مەنىسىنى كۆرۈڭ."
# a quiz page: the quiz is what the page offers (a Tibetan school's grammar quiz)
GRAMMAR_QUIZ = [("ཡི་གེ་གསལ་བྱེད་ག་ཚོད་ཡོད།", ["སུམ་ཅུ།", "བཞི།"]), ("དབྱངས་ཡིག་ག་ཚོད་ཡོད།", ["བཞི།", "ལྔ།"]),
                ("སྔོན་འཇུག་ག་ཚོད་ཡོད།", ["ལྔ།", "བཅུ།"]), ("རྗེས་འཇུག་ག་ཚོད་ཡོད།", ["བཅུ།", "གཉིས།"])]
GRAMMAR_INTRO = "སུམ་རྟགས་ཀྱི་འདྲི་རྩད་འདིར་ལན་བཏབ་ནས་རང་གི་ཤེས་ཚད་ལ་བརྟག་དཔྱད་གནང་།"
# a long story told in a flip box's back face (Chinese): a section of text, no teaser
STORY_FLIP = ("那年冬天，外婆把家里最后一袋面粉分给了邻居。她说，雪再大，路总会通的，人和人之间的情分却不能断。"
              "第二年开春，邻居赶着一辆马车来，车上装满了新磨的面粉和一罐蜂蜜。外婆笑着说，你看，路通了。"
              "后来我每次回到那个村子，都会想起那个冬天厨房里昏黄的灯光，想起外婆揉面时手上沾着的白色粉末，"
              "想起她一边揉面一边哼的那首没有名字的歌。村里的老人说，那首歌是她年轻时在河边学会的，"
              "唱的是一个牧羊人等待春天的故事。外婆去世以后，再也没有人唱过它，可我总觉得，每到下雪的夜里，"
              "风里还能听见那支歌的调子。") * 2
STORY_INTRO = ("这篇文章写的是我外婆和她的村子。", "她一辈子没有离开过那条河谷，却认识河谷里每一户人家。")
# a "how it works" article (English) whose steps are a list, with a one-question poll under it
STEPS = ["Send us last year's accounts and your bank statements.", "We read them and call you with questions.",
         "We agree on a monthly fee and a shared folder.", "You drop receipts in the folder every week."]
HOW_INTRO = ("People often ask what happens after they call us, so here is the whole process from the first call to "
             "the first monthly report.")
# an essay about a restaurant's menu (Tibetan), its dishes a list
DISHES = ["བག་ཟན་དང་ཞོ།", "ཤ་བག་ལེབ།", "ཐུག་པ།", "མོག་མོག", "གྲོ་མ་འབྲས་སིལ།"]
MENU_ESSAY = ("ལྷ་སའི་ཟ་ཁང་རྙིང་པ་དེའི་ཟ་ཐོ་ལོ་སུམ་ཅུ་རིང་འགྱུར་བ་མེད། ཁང་བདག་གི་བཤད་ན་ཟས་རིགས་ལྔ་ལས་མང་ན་ཟས་རེ་རེ་"
              "ཞིམ་པོ་བཟོ་མི་ཐུབ།",
              "ཟ་ཐོ་དེ་ཤིང་པང་ཞིག་གི་སྟེང་དུ་ལག་བྲིས་བྱས་ནས་སྒོའི་གཡས་ཕྱོགས་སུ་བཀལ་ཡོད་ལ། "
              "མགྲོན་པོ་ཚོས་ཀྱང་དེ་ལ་ལྟ་མི་དགོས་པར་"
              "ཟས་མིང་ཁ་ནས་བཤད་ཐུབ།")


def article(lang: str, body: str) -> str:
    """An article page in ``lang`` holding ``body`` in its ``<article>``."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>page</title>"
            f"</head><body><header><nav><a href='/'>Home</a></nav></header><main><article class='post'>{body}"
            f"</article></main>{FOOTER}</body></html>")


GUARD_PAGES = {
    "ug-glossary-flip-cards": (article("ug", f"<p>{GLOSSARY_INTRO}</p><div class='cards'>" + "".join(
        f"<div class='flip-card'><div class='flip-card-inner'><div class='flip-card-front'><h3>{word}</h3></div>"
        f"<div class='flip-card-back'><p>{meaning}</p></div></div></div>" for word, meaning in GLOSSARY) + "</div>"),
        "ug", [w for w, _ in GLOSSARY] + [m for _, m in GLOSSARY]),
    "bo-grammar-quiz-page": (article("bo", f"<p>{GRAMMAR_INTRO}</p><div class='quiz-container'>" + "".join(
        f"<div class='quiz-question'><p>{question}</p>" + "".join(
            f"<label><input type='radio' name='g{n}'> {choice}</label>" for choice in choices) + "</div>"
        for n, (question, choices) in enumerate(GRAMMAR_QUIZ)) + "</div>"),
        "bo", [GRAMMAR_INTRO] + [q for q, _ in GRAMMAR_QUIZ]),
    "zh-story-in-flip-box": (article("zh", "".join(f"<p>{p}</p>" for p in STORY_INTRO) + "<div class='flip-box'>"
                                     f"<div class='flip-box-front'><h3>外婆的面粉</h3></div><div class='flip-box-back'>"
                                     f"<p>{STORY_FLIP}</p></div></div>"), "zh", [*STORY_INTRO, STORY_FLIP]),
    "en-how-it-works-steps": (article("en", f"<div class='assessment-guide'><p>{HOW_INTRO}</p><ol>"
                                      + "".join(f"<li>{step}</li>" for step in STEPS) + "</ol><div class='poll'>"
                                      "<p>Was this useful?</p><label><input type='radio' name='useful'> Yes</label>"
                                      "<label><input type='radio' name='useful'> No</label></div></div>"),
                              "en", [HOW_INTRO, *STEPS]),
    "bo-essay-about-a-menu": (article("bo", "".join(f"<p>{p}</p>" for p in MENU_ESSAY) + "<ul class='menu-list'>"
                                      + "".join(f"<li class='menu-item'>{dish}</li>" for dish in DISHES) + "</ul>"),
                              "bo", [*MENU_ESSAY, *DISHES]),
}


@pytest.mark.parametrize("name", sorted(GUARD_PAGES))
def test_guard_page_stays_whole(name: str) -> None:
    """A page whose own text is set in the same markup (flip cards, a quiz, a list of steps or dishes) keeps it."""
    markup, _, stay = GUARD_PAGES[name]
    assert_spec(name, auto_text(markup), {"stay": stay})
