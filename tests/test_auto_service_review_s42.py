"""Review h284 of the service-page rules (our own Tibetan, Uyghur, Chinese and English text): near-variants of the
flip cards and quiz widgets that ``auto.builder_modules.drop_flip_cards`` and ``auto.questionnaires.drop_quiz_widgets``
leave out (a card's outer box named ``flip-card-container`` or ``service-flip-card-wrapper``, a CSS module's
``FlipCard_card__x1``, a quiz of check boxes, a quiz on a page whose ``<body>`` or ``<article>`` class names an
assessment), and guard pages that set the same class words as the page's own text (a bilingual poem's flip cards, a
table in a box whose class holds "flipbox", a lesson whose exercise is its quiz, an article with a one-question
poll)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text

FOOTER = "<footer class='site-footer'><p>© 2026</p><a href='/privacy'>Privacy</a></footer>"


def document(lang: str, main: str, body_class: str = "") -> str:
    """A page in ``lang``: a menu, ``main`` in its ``<main>``, a footer; ``body_class`` on its ``<body>``."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>page</title>"
            f"</head><body class='{body_class}'><header><nav><a href='/'>Home</a> <a href='/s'>Services</a></nav>"
            f"</header><main>{main}</main>{FOOTER}</body></html>")


def service(intro: list[str], section: str, furniture: str) -> str:
    """A service page's text: a heading, the intro, ``furniture`` and a closing section."""
    return ("<div class='entry-content'><h1>Service</h1>" + "".join(f"<p>{p}</p>" for p in intro) + furniture
            + f"<h2>More</h2><p>{section}</p></div>")


def quiz_steps(questions: list[tuple[str, list[str]]], name: str, input_type: str = "radio") -> str:
    """A quiz's question steps, each with its choices (``input_type``, groups ``name``1, 2, ...) and a Next button."""
    steps = []
    for n, (question, choices) in enumerate(questions, 1):
        options = "".join(f"<label class='option'><input type='{input_type}' name='{name}{n}' value='{k}'> {choice}"
                          f"</label>" for k, choice in enumerate(choices))
        steps.append(f"<div class='question'><p class='q-text'>{question}</p><div class='opts'>{options}</div>"
                     "<button class='next'>Next</button></div>")
    return "".join(steps)


# a Uyghur bookkeeping office, an English bicycle shop, a Tibetan primary school, a Chinese housekeeping firm
UG = (["شىركىتىمىز ئون يىلدىن بۇيان قەشقەر ۋە خوتەندىكى كىچىك ماگىزىنلارغا ھېسابات ۋە باج مۇلازىمىتى بېرىپ كېلىۋاتىدۇ.",
       "ھەر بىر خېرىدارغا بىر ھېساباتچى مەسئۇل بولۇپ، ئۇ ھەر ئاينىڭ بېشىدا قىسقا دوكلات ئەۋەتىدۇ."],
      "ئالدى بىلەن ئۆتكەن يىلىنىڭ ھېساباتىنى ئوقۇيمىز، ئاندىن ھەپتىلىك ھۆججەتلەرنى كېلىشىمىز.")
EN = (["We repair bicycles of every kind, from children's first bikes to cargo bikes that carry a week's shopping.",
       "Most repairs are done the same day, and we call you before we replace any part that costs more than a set of "
       "brake pads."],
      "Bring the bike in any weekday morning; we look at it while you wait and tell you the price before we start.")
BO = (["ང་ཚོའི་སློབ་གྲྭས་ལོ་བཅུ་ལྷག་རིང་ཆུང་ཆུང་ཚོར་བོད་ཡིག་དང་རྩིས་རིག་སློབ་ཁྲིད་བྱས་ཡོད། "
       "སློབ་ཁང་རེ་རེར་སློབ་མ་བཅོ་ལྔ་ལས་མང་བ་མེད།",
       "སློབ་མ་རེ་རེའི་ཡར་རྒྱས་ལ་ཟླ་རེར་བརྟག་དཔྱད་བྱས་ནས་ཕ་མར་སྙན་ཞུ་ཡི་གེ་སྤྲོད་ཀྱི་ཡོད།"],
      "ཐོ་འགོད་བྱ་ཚུལ། ཕ་མས་ཁ་པར་བཏང་ནས་ཉིན་མཚན་གང་རུང་ལ་སློབ་གྲྭར་ཡོང་སྟེ་སློབ་ཁང་ལ་ལྟ་ཐུབ།")
ZH = (["我们的家政公司在城里服务了十二年，主要提供日常保洁、老人陪护和新房开荒清洁。",
       "每位阿姨上岗前都要接受一个月的培训，并且通过健康检查，客户可以随时更换服务人员。"],
      "预约方式：打电话或在微信上留言，我们会在两个小时内回复，并安排阿姨上门看房报价。")
UG_CARDS = [("خېرىدارلار", "تۆت يۈز ئەللىكتىن ئارتۇق ماگىزىن بىزگە ھېساباتىنى ئىشىنىپ تاپشۇرغان"),
            ("ۋاقىت", "باج مۇددىتىنى ئون بىر يىلدا بىرەر قېتىممۇ ئۆتكۈزۈۋەتمىدۇق"),
            ("تېجەش", "خوجايىنلار ھەر ئايدا بىر كۈن ۋاقىت تېجەيدۇ")]
EN_CARDS = [("Bikes fixed", "More than six thousand bikes back on the road since we opened"),
            ("Same day", "Nine repairs in ten leave the shop on the day they arrive"),
            ("Parts", "We keep spares for old frames that other shops no longer stock")]
EN_QUIZ = ("Is your bike ready for winter?", "Answer three quick questions and find out what your bike needs.",
           [("Which of these have you checked this month?", ["Tyres", "Brakes", "Chain"]),
            ("Which lights do you use at night?", ["Front", "Rear", "None"]),
            ("Where do you keep the bike?", ["Indoors", "Shed", "Street"])])
UG_QUIZ = ("ھېساباتىڭىز تەييارمۇ؟", "تۆۋەندىكى سوئاللارغا جاۋاب بېرىپ، ھېساباتىڭىزنىڭ ئەھۋالىنى بىلىۋېلىڭ.",
           [("ھەممە تالونلارنى ساقلامسىز؟", ["ھەئە", "ياق"]), ("بانكا ھېساباتىڭىز ئايرىممۇ؟", ["ھەئە", "ياق"]),
            ("باج چېكىنى بىلەمسىز؟", ["ھەئە", "بىلمەيمەن"])])
BO_QUIZ = ("ཁྱེད་ཀྱི་བུ་ཕྲུག་སློབ་གྲྭར་འགྲོ་བར་གྲ་སྒྲིག་ཡོད་དམ།", "དྲི་བ་གསུམ་ལ་ལན་བཏབ་ནས་ཤེས་ཐུབ།",
           [("ཁོང་གིས་ཀ་ཁ་ཤེས་སམ།", ["ཤེས།", "མི་ཤེས།"]), ("ཁོང་གིས་གྲངས་ཀ་བཅུ་བགྲང་ཐུབ་བམ།", ["ཐུབ།", "མི་ཐུབ།"]),
            ("ཁོང་ཉིན་གུང་ཉལ་གྱི་ཡོད་དམ།", ["ཡོད།", "མེད།"])])


def quiz_box(box_class: str, quiz: tuple[str, str, list[tuple[str, list[str]]]], input_type: str = "radio") -> str:
    """A quiz widget in a box of ``box_class``: its heading, intro and question steps."""
    heading, intro, questions = quiz
    return f"<div class='{box_class}'><h2>{heading}</h2><p>{intro}</p>{quiz_steps(questions, 'q', input_type)}</div>"


def wrapper_flip_cards() -> str:
    """Flip cards whose only named box is the outer ``service-flip-card-wrapper``, faces ``card-face--front`` /
    ``--back``, a front with an English hint on a Uyghur page."""
    return "<div class='row'>" + "".join(
        f"<div class='col'><div class='service-flip-card-wrapper'><div class='card-inner'><div class='card-face "
        f"card-face--front'><h3>{front}</h3><span>Tap to flip</span></div><div class='card-face card-face--back'>"
        f"<p>{back}</p></div></div></div></div>" for front, back in UG_CARDS) + "</div>"


def css_module_flip_cards() -> str:
    """A React component's flip cards named by CSS modules (``FlipCard_card__a1B2c``)."""
    return "<div class='Stats_grid__u7'>" + "".join(
        f"<div class='FlipCard_card__a1B2c'><div class='FlipCard_inner__Zx9'><div class='FlipCard_front__k3'>"
        f"<h3>{front}</h3></div><div class='FlipCard_back__p0Q'><p>{back}</p></div></div></div>"
        for front, back in EN_CARDS) + "</div>"


def container_flip_cards() -> str:
    """Flip cards named ``flip-card-container`` with the recipe's inner box and faces."""
    return "".join(f"<div class='flip-card-container'><div class='flip-card-inner'><div class='flip-card-front'>"
                   f"<h3>{front}</h3></div><div class='flip-card-back'><p>{back}</p></div></div></div>"
                   for front, back in EN_CARDS)


FURNITURE_PAGES = {
    "ug-flip-card-wrapper": (document("ug", service(*UG, wrapper_flip_cards())), UG, [b for _, b in UG_CARDS]),
    "en-css-modules-flip-card": (document("en", service(*EN, css_module_flip_cards())), EN, [b for _, b in EN_CARDS]),
    "en-flip-card-container": (document("en", service(*EN, container_flip_cards())), EN, [b for _, b in EN_CARDS]),
    "en-checkbox-quiz": (document("en", service(*EN, quiz_box("quiz-wrapper", EN_QUIZ, "checkbox"))), EN,
                         [EN_QUIZ[1], EN_QUIZ[2][0][0]]),
    "bo-quiz-on-assessment-template": (document("bo", service(*BO, quiz_box("ays-quiz-container", BO_QUIZ)),
                                                "page-template-assessment-landing page-id-7"), BO,
                                       [BO_QUIZ[1], BO_QUIZ[2][0][0]]),
    "ug-quiz-in-assessment-category-post": (document("ug", "<article class='post-12 post type-post category-self-"
                                                     "assessment'>" + service(*UG, quiz_box("qsm-quiz-container",
                                                                                            UG_QUIZ)) + "</article>"),
                                            UG, [UG_QUIZ[1], UG_QUIZ[2][0][0]]),
}


@pytest.mark.parametrize("name", sorted(FURNITURE_PAGES))
def test_service_page_loses_its_flip_cards_or_quiz(name: str) -> None:
    """A service page keeps its intro and section, and loses the flip cards' or the quiz widget's lines."""
    markup, (intro, section), gone = FURNITURE_PAGES[name]
    assert_spec(name, auto_text(markup), {"stay": [*intro, section], "go": gone, "once": [intro[0]]})


# a Tibetan folk song's verses on flip cards with their Chinese translation on the back, and notes on it
POEM = [("ཤར་ཕྱོགས་རི་བོའི་རྩེ་མོ་ནས། །དཀར་གསལ་ཟླ་བ་ཤར་བྱུང་ངོ་། །", "东山顶上，升起了洁白的月亮。"),
        ("མ་སྐྱེས་ཨ་མའི་ཞལ་རས་ནི། །ཡིད་ལ་ཡང་ཡང་འཆར་བྱུང་ངོ་། །", "未生母亲的脸庞，一次次浮现在心上。"),
        ("ཆུ་བོ་གཙང་པོའི་འགྲམ་ངོས་ན། །མེ་ཏོག་སེར་པོ་བཞད་བྱུང་ངོ་། །", "雅鲁藏布江畔，黄色的花朵开了。")]
POEM_NOTES = ["གླུ་གཞས་འདི་ནི་སྔ་མོའི་བོད་ཀྱི་གཞས་ཚིག་རྙིང་པ་ཞིག་ཡིན་ལ། "
              "ཚིག་རྐང་རེ་རེའི་ནང་ཚིག་ཕྲད་དྲུག་ཡོད་པས་གླུ་དབྱངས་སུ་བླངས་ན་སྙན་པོ་ཡོད།",
              "ཚིགས་བཅད་དང་པོའི་ནང་ཟླ་བ་ཤར་བ་ནི་བྱམས་པའི་མཚོན་རྟགས་ཡིན་ཞིང་། "
              "ཚིགས་བཅད་གཉིས་པའི་ནང་དུ་ཨ་མའི་ཞལ་རས་དྲན་པ་བརྗོད་ཡོད།",
              "གཞས་འདི་ཨ་མ་ཚོས་ཕྲུ་གུ་ཉལ་དུས་ལེན་སྲོལ་ཡོད་པ་དང་། ས་ཆ་ཁ་ཤས་སུ་ཚིག་ཏོག་ཙམ་མི་འདྲ་བ་ཡོད།"]
# a Chinese firm's yearly figures in a table its theme wraps in a "table-flipbox" box
FIGURES = [("2019", "一百二十户", "城东新区"), ("2020", "一百八十户", "城西老街"), ("2021", "二百四十户", "河北小区")]
FIGURE_TABLE = ("<div class='table-flipbox'><table><tr><th>年份</th><th>服务户数</th><th>区域</th></tr>" + "".join(
    f"<tr><td>{year}</td><td>{homes}</td><td>{area}</td></tr>" for year, homes, area in FIGURES) + "</table></div>")
# a Uyghur grammar lesson closing with its exercise in a "quiz-container"
LESSON = ["ئۇيغۇر يېزىقىدا سەككىز سوزۇق تاۋۇش بار، "
          "ئۇلارنىڭ ھەر بىرى سۆزنىڭ بېشىدا ھەمزە بىلەن يېزىلىدۇ.",
          "سوزۇق تاۋۇشلار ئالدى ۋە كەينى قاتار بولۇپ ئىككىگە بۆلۈنىدۇ، "
          "بىر سۆزدىكى سوزۇقلار كۆپىنچە بىر قاتاردىن بولىدۇ.",
          "بۇ قائىدە قوشۇمچىلارنى تاللاشتا مۇھىم رول ئوينايدۇ، "
          "مەسىلەن «لار» ياكى «لەر» سۆزنىڭ سوزۇقىغا قاراپ تاللىنىدۇ."]
EXERCISE = [("«كىتاب» سۆزىگە قايسى قوشۇمچە ئۇلىنىدۇ؟", ["لار", "لەر"]),
            ("«ئات» سۆزىگە قايسى قوشۇمچە ئۇلىنىدۇ؟", ["لار", "لەر"]),
            ("«گۈل» سۆزىگە قايسى قوشۇمچە ئۇلىنىدۇ؟", ["لار", "لەر"])]
# an English news story with a one-question reader poll in a "daily-quiz" box
STORY = ["The old ferry across the river stopped running in the spring, after forty years of carrying farmers, cattle "
         "and schoolchildren.",
         "Its last captain, who took the wheel from his father, says the boat could still float but the engine parts "
         "are no longer made.",
         "The town council has promised a footbridge, though nobody expects it before the next election."]

GUARD_PAGES = {
    "bo-poem-translation-flip-cards": (document("bo", "<article class='post'><h1>གཞས།</h1><div class='poem'>" + "".join(
        f"<div class='flip-card'><div class='flip-card-inner'><div class='flip-card-front'><p>{verse}</p></div>"
        f"<div class='flip-card-back'><p>{translation}</p></div></div></div>" for verse, translation in POEM)
        + "</div>" + "".join(f"<p>{note}</p>" for note in POEM_NOTES) + "</article>"),
        [verse for verse, _ in POEM] + POEM_NOTES),
    "zh-table-in-flipbox-class": (document("zh", service(*ZH, FIGURE_TABLE)), [*ZH[0], ZH[1], "一百八十户", "城西老街"]),
    "ug-lesson-with-quiz-container": (document("ug", "<article class='lesson'><h1>سوزۇق تاۋۇشلار</h1>" + "".join(
        f"<p>{p}</p>" for p in LESSON) + f"<div class='quiz-container'><h2>مەشىق</h2>{quiz_steps(EXERCISE, 'ex')}</div>"
        "</article>"), LESSON),
    "en-article-poll-in-quiz-box": (document("en", "<article class='post'><h1>Ferry</h1>" + "".join(
        f"<p>{p}</p>" for p in STORY) + "<div class='daily-quiz'><p>Did you ever ride the ferry?</p><label><input "
        "type='radio' name='p'> Yes</label><label><input type='radio' name='p'> No</label></div></article>"), STORY),
}


@pytest.mark.parametrize("name", sorted(GUARD_PAGES))
def test_guard_page_keeps_its_text(name: str) -> None:
    """A page whose own text sits in a flip card's or a quiz's markup (a translated poem, a table, a lesson) keeps
    it."""
    markup, stay = GUARD_PAGES[name]
    assert_spec(name, auto_text(markup), {"stay": stay})
