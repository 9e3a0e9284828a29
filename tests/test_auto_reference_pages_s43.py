"""Dictionary entries and lesson pages (session 43, h307): an online dictionary's entry keeps its headword, its
reading, its definitions and its examples, and leaves out the search box's labels, the alphabet or radical row, the
recent searches, the word of the day, the audio button and the "report an error" link; a course platform's lesson
keeps its text and its vocabulary tables, and leaves out the course's navigation tree, the "Mark as done" button,
the progress bar ("3/12 completed"), the previous/next activity links and the activity's completion note.

Pages of our own in the shapes of a THL/Monlam-like Tibetan dictionary, a Uyghur لۇغەت, a 汉典-like Chinese entry,
a Moodle page, a Canvas-like page, a 学堂在线-like lesson and a Tibetan language-learning site's lesson. Guard pages:
a lesson whose prose sets out the alphabet (a row of letters that is its content) and a dictionary's list of entries
(a listing, kept).
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page, paragraphs

BO_ALPHABET = "ཀ ཁ ག ང ཅ ཆ ཇ ཉ ཏ ཐ ད ན པ ཕ བ མ ཙ ཚ ཛ ཝ ཞ ཟ འ ཡ ར ལ ཤ ས ཧ ཨ".split()
UG_ALPHABET = "ئا ئە ب پ ت ج چ خ د ر ز ژ س ش غ ف ق ك گ ڭ ل م ن ھ ئو ئۇ ئۆ ئۈ ۋ ئې ئى ي".split()
ZH_RADICALS = "一 丨 丿 丶 乙 亅 二 亠 人 儿 入 八 冂 冖 冫 几 凵 刀 力 勹".split()


def letter_row(letters: list[str], href: str, name: str) -> str:
    """A dictionary's browse row: one link per letter, in a box named ``name``."""
    return f"<div class='{name}'>" + " ".join(f"<a href='{href}{n}'>{c}</a>" for n, c in enumerate(letters)) + "</div>"


def shell(lang: str, title: str, main: str, side: str = "", top: str = "") -> str:
    """A site's page: a header with a menu and ``top``, ``main`` in the content column, ``side`` beside it, a footer."""
    direction = " dir='rtl'" if lang == "ug" else ""
    return (f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'><title>{title}</title></head>"
            f"<body><header class='site-header'><a class='logo' href='/'>Site</a><nav class='menu'><ul>"
            f"<li><a href='/'>Home</a></li><li><a href='/about'>About</a></li><li><a href='/help'>Help</a></li></ul>"
            f"</nav>{top}</header><div class='wrapper'><main id='content'>{main}</main>"
            f"<aside class='sidebar'>{side}</aside></div><footer class='site-footer'><p>© 2024 the site's owners"
            f"</p></footer></body></html>")


# --- dictionaries -------------------------------------------------------------------------------------------------

BO_SEARCH = ("<form class='search-form' action='/search'><label for='q'>Search term</label><input id='q' name='q'>"
             "<label><input type='radio' name='d'> Tibetan → English</label><button>Search</button></form>")
BO_DEFS = ["auspiciousness, good fortune; a greeting said on meeting someone and at the new year in Tibet.",
           "a blessing or a prayer for happiness, written on scarves and on the first page of letters to friends."]
BO_EXAMPLES = ["ལོ་གསར་ལ་ཚང་མས་ཕན་ཚུན་བཀྲ་ཤིས་བདེ་ལེགས་ཞུས་ནས་ཁ་བཏགས་འབུལ་གྱི་ཡོད།",
               "At the new year everyone says tashi delek to one another and offers white scarves to the elders."]
BO_ENTRY = (f"<article class='entry'><h1 class='headword'>བཀྲ་ཤིས།</h1><p class='wylie'>bkra shis</p>"
            f"<p class='pronunciation'>tra shi <button class='audio-button' aria-label='listen'>🔊</button></p>"
            f"<h2>Definitions</h2><ol class='definitions'>{paragraphs(BO_DEFS, 'li')}</ol>"
            f"<h2>Examples</h2><ul class='examples'>{paragraphs(BO_EXAMPLES, 'li')}</ul>"
            f"<div class='see-also'><h3>See also</h3><a href='/e/1'>བཀྲ་ཤིས་བདེ་ལེགས།</a>, "
            f"<a href='/e/2'>བཀྲ་ཤིས་རྟགས་བརྒྱད།</a></div>"
            f"<p class='report'><a href='/report?e=7'>Report an error</a></p></article>")
BO_SIDE = ("<div class='recent-searches'><h3>Recent searches</h3><ul><li><a href='/e/3'>སྙིང་རྗེ།</a></li>"
           "<li><a href='/e/4'>སེམས།</a></li></ul></div><div class='word-of-the-day'><h3>Word of the day</h3>"
           "<p><a href='/e/5'>ཤེས་རབ།</a> wisdom</p></div>")
BO_DICTIONARY = shell("bo", "བཀྲ་ཤིས། - Tibetan-English Dictionary",
                      letter_row(BO_ALPHABET, "/browse/", "alphabet-nav") + BO_ENTRY, BO_SIDE, BO_SEARCH)

UG_MEANINGS = ["ئادەملەر بىر-بىرىگە ئۆز ئويىنى يەتكۈزۈش ئۈچۈن ئىشلىتىدىغان ئاۋاز ۋە خەت سىستېمىسى.",
               "مەلۇم بىر خەلقنىڭ ياكى رايوننىڭ ئۆزىگە خاس سۆزلەش ئۇسۇلى ۋە ئىپادىلەش شەكلى."]
UG_EXAMPLES = ["ئانا تىل ھەر بىر خەلقنىڭ مەدەنىيىتىنى ساقلايدىغان ئەڭ قىممەتلىك بايلىقتۇر.",
               "ئۇ ئۈچ خىل تىلنى پۇختا بىلىدۇ، شۇڭا تەرجىمانلىق خىزمىتىنى ئوبدان ئىشلەيدۇ."]
UG_ENTRY = (f"<div class='word-entry'><h1 class='word'>تىل</h1><p class='pos'>ئىسىم</p>"
            f"<span class='listen'><a href='/audio/til.mp3' class='audio'>ئاڭلاش</a></span>"
            f"<h2>مەنىسى</h2><ol class='meanings'>{paragraphs(UG_MEANINGS, 'li')}</ol>"
            f"<h2>مىساللار</h2><ul class='examples'>{paragraphs(UG_EXAMPLES, 'li')}</ul>"
            f"<div class='related-entries'><h3>مۇناسىۋەتلىك سۆزلەر</h3><ul><li><a href='/w/1'>تىلشۇناس</a></li>"
            f"<li><a href='/w/2'>تىلچى</a></li><li><a href='/w/3'>تىللىق</a></li></ul></div>"
            f"<p class='report-error'><a href='/report'>خاتالىق مەلۇم قىلىش</a></p></div>")
UG_SIDE = ("<div class='recent'><h3>يېقىنقى ئىزدەشلەر</h3><ul><li><a href='/w/8'>كىتاب</a></li>"
           "<li><a href='/w/9'>مەكتەپ</a></li></ul></div>")
UG_DICTIONARY = shell("ug", "تىل - ئۇيغۇرچە لۇغەت",
                      letter_row(UG_ALPHABET, "/harp/", "alphabet") + UG_ENTRY, UG_SIDE,
                      "<form class='search'><label>سۆز ئىزدەش</label><input name='q'><button>ئىزدە</button></form>")

ZH_MEANINGS = ["水的表面受风或其他外力作用而起伏不平的现象，也比喻事情的起伏变化。",
               "比喻像波浪一样起伏运动的东西，例如声波、光波和电磁波都属于这一类。"]
ZH_ENTRY = (f"<div class='zi-entry'><h1>波</h1><div class='zi-info'><p>拼音：bō <a class='sound' href='#'>🔊</a>"
            f"</p><p>部首：氵 笔画：8</p></div><h2>基本释义</h2><ol class='shiyi'>{paragraphs(ZH_MEANINGS, 'li')}"
            f"</ol><h2>例句</h2><p class='liju'>湖面上泛起了一层层细小的波纹，在阳光下闪闪发亮，十分好看。</p>"
            f"<div class='xiangguan'><h3>相关词语</h3><a href='/c/1'>波浪</a> <a href='/c/2'>波纹</a> "
            f"<a href='/c/3'>波动</a> <a href='/c/4'>波折</a></div>"
            f"<p class='jiucuo'><a href='/jiucuo'>我要纠错</a></p></div>")
ZH_DICTIONARY = shell("zh", "波的意思_波的解释_汉典",
                      "<div class='bushou-nav'><span>部首检字：</span>"
                      + " ".join(f"<a href='/bs/{n}'>{c}</a>" for n, c in enumerate(ZH_RADICALS)) + "</div>"
                      + ZH_ENTRY,
                      "<div class='meiri'><h3>每日一字</h3><p><a href='/z/9'>和</a></p></div>"
                      "<div class='history'><h3>最近查询</h3><a href='/z/7'>山</a> <a href='/z/8'>水</a></div>")

# --- lessons ------------------------------------------------------------------------------------------------------

MOODLE_TEXT = ["In this lesson we learn how the Tibetan syllable is built around its root letter and its vowel sign.",
               "Every syllable ends with a small dot called tsheg, which separates it from the syllable that follows.",
               "Read the three examples below aloud, then copy each of them twice into your exercise book."]
MOODLE = shell("en", "Course: Tibetan for beginners: Lesson 3: The syllable",
               "<nav aria-label='Navigation bar'><ol class='breadcrumb'><li><a href='/my/'>Dashboard</a></li>"
               "<li><a href='/course/view.php?id=4'>Tibetan for beginners</a></li><li>Lesson 3: The syllable</li></ol>"
               "</nav><div role='main'><h2>Lesson 3: The syllable</h2>"
               "<div data-region='activity-information' class='activity-information'><div class='completion-info'>"
               "<button class='btn btn-outline-secondary' data-action='toggle-manual-completion'>Mark as done</button>"
               "<div class='automatic-completion-conditions'><span class='badge'>To do: View</span></div></div>"
               "</div><div class='box generalbox'>" + paragraphs(MOODLE_TEXT) + "</div>"
               "<div class='modified'>Last modified: Monday, 4 March 2024, 10:15 AM</div></div>"
               "<div class='activity-navigation'><div class='row'><div class='col-md-4'><a href='/mod/page/view.php?"
               "id=11' id='prev-activity-link'>◄ Lesson 2: The letters</a></div><div class='col-md-4'>"
               "<select class='jumpmenu'><option>Jump to...</option><option>Quiz 1</option></select></div>"
               "<div class='col-md-4'><a href='/mod/page/view.php?id=13' id='next-activity-link'>Lesson 4: Vowels ►"
               "</a></div></div></div>",
               "<div class='block_navigation block'><h5>Navigation</h5><ul class='block_tree'><li>Dashboard</li>"
               "<li><a href='/course/view.php?id=4'>Tibetan for beginners</a><ul><li><a href='/1'>Lesson 1</a></li>"
               "<li><a href='/2'>Lesson 2: The letters</a></li><li><a href='/3'>Lesson 3: The syllable</a></li>"
               "</ul></li></ul></div>")

CANVAS_TEXT = ["The Uyghur alphabet has thirty-two letters, and eight of them are vowels written in full.",
               "Each letter takes up to four shapes, depending on where it stands in the word and what joins it."]
CANVAS = shell("en", "Week 2: Letter shapes: Uyghur Language I",
               "<div class='ic-app-nav-toggle-and-crumbs'><nav aria-label='breadcrumbs'><ul id='breadcrumbs'>"
               "<li><a href='/courses/7'>UYG 101</a></li><li><a href='/courses/7/pages'>Pages</a></li>"
               "<li>Week 2: Letter shapes</li></ul></nav></div><div id='wiki_page_show'><h1 class='page-title'>"
               "Week 2: Letter shapes</h1><div class='show-content user_content'>" + paragraphs(CANVAS_TEXT)
               + "</div></div><div class='module-sequence-footer'><div class='module-sequence-footer-content'>"
               "<a class='Button module-sequence-footer-button--previous' href='/p/1'>Previous</a>"
               "<span class='module-sequence-padding'></span><a class='Button module-sequence-footer-button--next'"
               " href='/p/3'>Next</a></div></div><div class='requirements_message'><span>Mark as done</span>"
               "<div class='module-progress'>3/12 completed</div></div>",
               "<nav id='section-tabs'><ul><li><a href='/courses/7'>Home</a></li><li><a href='/m'>Modules</a></li>"
               "<li><a href='/g'>Grades</a></li></ul></nav>")

ZH_LESSON_TEXT = ["本节课介绍藏文的基本结构，包括基字、上加字、下加字以及前加字和后加字的位置关系。",
                  "学习时请先掌握三十个辅音字母的读音，再练习它们与四个元音符号的组合，循序渐进地提高。"]
ZH_LESSON = shell("zh", "第三讲 藏文的结构 - 初级藏语 - 学堂在线",
                  "<div class='crumbs'><a href='/'>首页</a> &gt; <a href='/c/5'>初级藏语</a> &gt; 第三讲</div>"
                  "<div class='lesson-main'><h1 class='lesson-title'>第三讲 藏文的结构</h1><div class='progress-bar'>"
                  "<span class='progress-text'>已完成 3/12</span></div><div class='lesson-content'>"
                  + paragraphs(ZH_LESSON_TEXT) + "</div><div class='lesson-actions'><a class='btn-complete' "
                  "href='#'>标记为完成</a></div><div class='lesson-pager'><a class='prev' href='/l/2'>上一节</a>"
                  "<a class='next' href='/l/4'>下一节</a></div></div>",
                  "<div class='course-outline'><h3>课程目录</h3><ul><li><a href='/l/1'>第一讲 藏文简介</a></li>"
                  "<li><a href='/l/2'>第二讲 辅音字母</a></li><li><a href='/l/3'>第三讲 藏文的结构</a></li>"
                  "<li><a href='/l/4'>第四讲 元音符号</a></li></ul></div>")

BO_LESSON_TEXT = ["ཉིན་འདིའི་སློབ་ཚན་ནང་ང་ཚོས་ཁྱིམ་ཚང་གི་མི་རྣམས་ཀྱི་མིང་དང་"
                  "ཁོང་ཚོ་གཅིག་ལ་གཅིག་འབོད་སྟངས་སྦྱང་རྒྱུ་ཡིན།",
                  "ཚིག་ཐོ་འདི་ཀློག་ཚར་རྗེས། ཁྱེད་རང་གི་ཁྱིམ་ཚང་གི་མི་རེ་རེའི་སྐོར་ལ་ཚིག་གྲུབ་རེ་རེ་འབྲི་རོགས།"]
BO_VOCAB = (("ཕ་", "father"), ("མ་", "mother"), ("སྤུན་", "brother, sibling"), ("སྲིང་མོ་", "sister"))
BO_LESSON = shell("bo", "སློབ་ཚན་ ༥ ཁྱིམ་ཚང་།",
                  "<ul class='breadcrumbs'><li><a href='/'>གཙོ་ངོས།</a></li><li><a href='/lessons'>སློབ་ཚན།</a></li>"
                  "</ul><div class='lesson'><h1>སློབ་ཚན་ ༥ ཁྱིམ་ཚང་།</h1><div class='lesson-progress'>"
                  "<div class='progress'><div class='progress-bar' style='width:40%'></div></div>"
                  "<span>2/5 completed</span></div>" + paragraphs(BO_LESSON_TEXT)
                  + "<table class='vocabulary'><tr><th>བོད་ཡིག</th><th>English</th></tr>"
                  + "".join(f"<tr><td>{bo}</td><td>{en}</td></tr>" for bo, en in BO_VOCAB) + "</table>"
                  "<button class='mark-complete'>Mark as complete</button><div class='lesson-nav'>"
                  "<a href='/l/4' class='prev-lesson'>« Previous lesson</a> <a href='/l/6' class='next-lesson'>"
                  "Next lesson »</a></div></div>",
                  "<div class='lesson-list'><h3>Lessons</h3><ol><li><a href='/l/1'>ཀ་ཁ།</a></li>"
                  "<li><a href='/l/2'>ཨང་ཀི།</a></li><li><a href='/l/3'>ཁ་ལག</a></li></ol></div>")

CASES = {
    "tibetan dictionary entry": (BO_DICTIONARY, ["བཀྲ་ཤིས།", "bkra shis", *BO_DEFS, *BO_EXAMPLES],
                                 ["Search term", "ཀ ཁ ག ང", "Recent searches", "Word of the day", "Report an error",
                                  "🔊", "སྙིང་རྗེ"]),
    "uyghur dictionary entry": (UG_DICTIONARY, ["تىل", *UG_MEANINGS, *UG_EXAMPLES],
                                ["ئا ئە ب پ", "يېقىنقى ئىزدەشلەر", "ئاڭلاش", "خاتالىق مەلۇم قىلىش", "سۆز ئىزدەش"]),
    "chinese dictionary entry": (ZH_DICTIONARY, ["拼音：bō", "部首：氵", *ZH_MEANINGS, "湖面上泛起了一层层细小的波纹"],
                                 ["一 丨 丿 丶", "部首检字", "每日一字", "最近查询", "我要纠错", "🔊"]),
    "moodle page": (MOODLE, MOODLE_TEXT, ["Mark as done", "To do: View", "Lesson 4: Vowels", "Jump to...",
                                          "Dashboard", "Lesson 2: The letters"]),
    "canvas page": (CANVAS, CANVAS_TEXT, ["UYG 101", "Previous", "Next", "Mark as done", "3/12 completed",
                                          "Modules"]),
    "chinese mooc lesson": (ZH_LESSON, ZH_LESSON_TEXT, ["已完成 3/12", "标记为完成", "上一节", "下一节", "课程目录",
                                                         "第二讲 辅音字母"]),
    "tibetan lesson with vocabulary": (BO_LESSON, [*BO_LESSON_TEXT, "སྲིང་མོ་", "brother, sibling"],
                                       ["2/5 completed", "Mark as complete", "Previous lesson", "Next lesson",
                                        "ཨང་ཀི།"]),
}

# --- guards -------------------------------------------------------------------------------------------------------

ALPHABET_TEXT = ["The Tibetan alphabet has thirty consonants, and learners recite them in rows of four, as below.",
                 "Say each row aloud three times, then write it from memory before you go on to the next lesson."]
ALPHABET_LESSON = shell("en", "Lesson 1: The alphabet",
                        "<div class='lesson-content'><h1>Lesson 1: The alphabet</h1>" + paragraphs(ALPHABET_TEXT[:1])
                        + "<p class='letters'>" + " ".join(BO_ALPHABET) + "</p>" + paragraphs(ALPHABET_TEXT[1:])
                        + "</div>")
ALPHABET_LINKED = shell("ug", "ئۇيغۇر ئېلىپبەسى",
                        "<div class='lesson-content'><h1>ئۇيغۇر ئېلىپبەسى</h1><p>ئۇيغۇر ئېلىپبەسىدە ئوتتۇز ئىككى "
                        "ھەرپ بار، تۆۋەندىكى ھەرپلەرنى بېسىپ ھەر بىرىنىڭ ئاۋازىنى ئاڭلاپ بېقىڭ ۋە ئوقۇپ بېقىڭ.</p>"
                        + letter_row(UG_ALPHABET, "/sound/", "letters")
                        + "<p>ھەر بىر ھەرپنى ئۈچ قېتىم ئوقۇغاندىن كېيىن، ئۇنى دەپتىرىڭىزگە چىرايلىق قىلىپ يېزىپ "
                        "چىقىڭ.</p></div>")
ENTRY_LIST = ["ཀ་བ། pillar, column", "ཀ་ཁ། the alphabet; the first two letters", "ཀ་ཆེན། a great pillar",
              "ཀ་རྒྱན། the ornament of a pillar", "ཀ་གདན། the base of a pillar", "ཀ་བཞི། a room of four pillars"]
DICTIONARY_LIST = shell("bo", "Entries beginning with ཀ",
                        "<h1>Entries beginning with ཀ</h1><ul class='entry-list'>"
                        + "".join(f"<li><a href='/e/{n}'>{e.split()[0]}</a> {e.split(' ', 1)[1]}</li>"
                                  for n, e in enumerate(ENTRY_LIST)) + "</ul>")
PROSE = ["Our word of the day feature began as a paper calendar that the teachers hung in every classroom.",
         "When a pupil finished the book she could mark it as complete in the library's register herself."]
# a short line in the prose naming a completion prompt, in no completion box: a rule reading lines alone would drop it
PROSE_PROMPT = "Mark as done"
PROSE_PAGE = shell("en", "How the word of the day began",
                   "<article><h1>How the word of the day began</h1>" + paragraphs(PROSE[:1])
                   + f"<p>{PROSE_PROMPT}</p>" + paragraphs(PROSE[1:]) + "</article>")

GUARDS = {
    "alphabet lesson": (ALPHABET_LESSON, [*ALPHABET_TEXT, " ".join(BO_ALPHABET)]),
    "alphabet lesson with letter links": (ALPHABET_LINKED, ["ئۇيغۇر ئېلىپبەسىدە", "دەپتىرىڭىزگە", "ئا ئە ب پ"]),
    "dictionary list page": (DICTIONARY_LIST, [e.split(" ", 1)[1] for e in ENTRY_LIST]),
    "prose in the same words": (PROSE_PAGE, [*PROSE, PROSE_PROMPT]),
}



# --- second round: other engines and languages --------------------------------------------------------------------

MONLAM_DEFS = ["བཀྲ་ཤིས་ཞེས་པ་ནི་དགེ་ལེགས་དང་རྟེན་འབྲེལ་བཟང་པོའི་མིང་ཡིན་ལ། "
               "ལོ་གསར་དང་དུས་ཆེན་སྐབས་ཕན་ཚུན་སྨོན་ལམ་འདེབས་ཀྱི་ཡོད།",
               "མིང་གི་ཆ་ཤས་སུ་ཡང་བཀོལ་ཞིང་། དཔེར་ན་བཀྲ་ཤིས་དོན་གྲུབ་དང་བཀྲ་ཤིས་ཚེ་རིང་ལྟ་བུའི་མིང་མང་པོ་ཡོད།"]
MONLAM = shell("bo", "བཀྲ་ཤིས། སྨོན་ལམ་ཚིག་མཛོད།",
               "<div class='dict-result'><div class='result-head'><span class='word'>བཀྲ་ཤིས།</span>"
               "<button class='btn-audio' title='Listen'>ཉན།</button><button class='btn-copy'>Copy</button></div>"
               "<div class='dict-name'><a href='/dict/3'>དག་ཡིག་གསར་བསྒྲིགས།</a></div>"
               + paragraphs(MONLAM_DEFS, attributes=" class='definition'")
               + "<div class='entry-tools'><a href='/feedback?w=5'>ནོར་འཁྲུལ་སྙན་ཞུ།</a></div></div>",
               "<div class='hot-words'><h4>ཚིག་རྒྱུན་ལྡན།</h4><a href='/w/1'>ཐུགས་རྗེ་ཆེ།</a> "
               "<a href='/w/2'>བདེ་ལེགས།</a></div>",
               "<form class='search-box'><select><option>བོད་ཡིག → English</option></select><input name='q'>"
               "<button>འཚོལ།</button></form>")

UG_LESSON_TEXT = ["بۈگۈنكى دەرستە ئائىلە ئەزالىرىنىڭ ئىسىملىرىنى ۋە ئۇلارنى قانداق چاقىرىشنى ئۆگىنىمىز.",
                  "سۆزلەرنى ئوقۇپ بولغاندىن كېيىن، ھەر بىر سۆز بىلەن بىردىن جۈملە تۈزۈپ دەپتىرىڭىزگە يېزىڭ."]
UG_VOCAB = (("ئاتا", "父亲"), ("ئانا", "母亲"), ("ئاكا", "哥哥"), ("سىڭىل", "妹妹"))
UG_LESSON = shell("ug", "5-دەرس: ئائىلە",
                  "<div class='course-breadcrumb'><a href='/'>باش بەت</a> › <a href='/c/2'>ئۇيغۇر تىلى</a></div>"
                  "<div class='lesson-body'><h1>5-دەرس: ئائىلە</h1><div class='course-progress'>"
                  "<span>3/10 completed</span></div>" + paragraphs(UG_LESSON_TEXT)
                  + "<table class='words'><tr><th>ئۇيغۇرچە</th><th>خەنزۇچە</th></tr>"
                  + "".join(f"<tr><td>{ug}</td><td>{zh}</td></tr>" for ug, zh in UG_VOCAB) + "</table>"
                  "<div class='lesson-footer'><a class='mark-as-done' href='#'>Mark as done</a>"
                  "<a class='prev' href='/l/4'>ئالدىنقى دەرس</a> <a class='next' href='/l/6'>كېيىنكى دەرس</a></div>"
                  "</div>",
                  "<div class='syllabus'><h3>دەرسلەر</h3><ul><li><a href='/l/4'>4-دەرس: سان</a></li>"
                  "<li><a href='/l/6'>6-دەرس: رەڭ</a></li></ul></div>")

ICOURSE_TEXT = ["这一单元讲解藏语敬语的用法，敬语在日常交流中非常重要，对长辈和客人说话时一定要使用。",
                "请先观看视频，再完成课后练习，练习中的每一个句子都要大声朗读三遍以上，加深记忆。"]
ICOURSE = shell("zh", "第3周 藏语敬语 - 中国大学MOOC",
                "<div class='u-learn-crumb'><a href='/course/1'>初级藏语</a> / 第3周 藏语敬语</div>"
                "<div class='u-learn-content'><h2 class='j-lesson-title'>3.2 敬语的用法</h2>"
                "<div class='u-learn-progress'><span>学习进度：25%</span></div>"
                "<div class='j-richtext'>" + paragraphs(ICOURSE_TEXT) + "</div>"
                "<div class='u-learn-unit-nav'><a class='j-prev' href='/u/1'>上一个单元</a>"
                "<a class='j-next' href='/u/3'>下一个单元</a></div></div>",
                "<div class='u-learn-tree'><h3>课件</h3><ul><li><a href='/u/1'>3.1 敬语简介</a></li>"
                "<li><a href='/u/2'>3.2 敬语的用法</a></li><li><a href='/u/3'>3.3 练习</a></li></ul></div>")

ZANGHAN_DEFS = ["吉祥，幸运；藏族人见面和过年时互相祝福的用语，意思是吉祥如意、平安幸福。",
                "也指写在哈达和书信开头的祝福语，表示对对方的美好祝愿和敬意。"]
ZANGHAN = shell("zh", "བཀྲ་ཤིས། - 藏汉词典",
                "<div class='entry'><h1>བཀྲ་ཤིས།</h1><p class='zhuyin'>扎西 <a class='fayin' href='/mp3/72.mp3'>发音"
                "</a></p>" + paragraphs(ZANGHAN_DEFS, attributes=" class='shiyi'")
                + "<p class='tools'><a href='/jiucuo/72'>纠错</a></p></div>",
                "<div class='hot-search'><h3>热门搜索</h3><a href='/w/3'>ཐུགས་རྗེ་ཆེ།</a> "
                "<a href='/w/4'>བདེ་ལེགས།</a></div>",
                "<form class='chaci'><label>查词：</label><input name='q'><button>查询</button></form>")

CASES.update({
    "monlam-like dictionary": (MONLAM, ["བཀྲ་ཤིས།", *MONLAM_DEFS], ["ཉན།", "ནོར་འཁྲུལ་སྙན་ཞུ", "ཚིག་རྒྱུན་ལྡན",
                                                                    "འཚོལ།"]),
    "uyghur lesson": (UG_LESSON, [*UG_LESSON_TEXT, "سىڭىل", "妹妹"], ["3/10 completed", "Mark as done",
                                                                     "ئالدىنقى دەرس", "كېيىنكى دەرس", "6-دەرس: رەڭ"]),
    "icourse-like unit": (ICOURSE, ICOURSE_TEXT, ["学习进度", "上一个单元", "下一个单元", "3.1 敬语简介"]),
    "tibetan-chinese dictionary": (ZANGHAN, ["བཀྲ་ཤིས།", "扎西", *ZANGHAN_DEFS], ["发音", "纠错", "热门搜索", "查词"]),
})

VOCAB_WORDS = (("ཉན།", "listen"), ("ཀློག", "read"), ("འབྲི།", "write"), ("སྨྲ།", "speak"))
VOCAB_TEXT = ["In this lesson we learn four verbs that every learner needs in the classroom and at home.",
              "Make a short sentence with each verb and say it aloud to your partner before the next class."]
VOCAB_LESSON = shell("en", "Lesson 6: Classroom verbs",
                     "<div class='lesson-content'><h1>Lesson 6: Classroom verbs</h1>" + paragraphs(VOCAB_TEXT[:1])
                     + "<table class='vocabulary'><tr><th>Tibetan</th><th>English</th></tr>"
                     + "".join(f"<tr><td><a href='/w/{n}'>{bo}</a></td><td>{en}</td></tr>"
                               for n, (bo, en) in enumerate(VOCAB_WORDS))
                     + "</table>" + paragraphs(VOCAB_TEXT[1:]) + "</div>")
REPORT_PROSE = ["If you find a mistake in an entry, report an error with the link under it and we will check it.",
                "Our editors read every report within a week and correct the entry when the sources agree."]
REPORT_HELP = shell("en", "Help: report an error",
                    "<article><h1>Report an error</h1>" + paragraphs(REPORT_PROSE) + "</article>")

GUARDS.update({
    "vocabulary table of verbs": (VOCAB_LESSON, [*VOCAB_TEXT, "ཉན།", "listen", "སྨྲ།"]),
    "help page on reporting errors": (REPORT_HELP, ["Report an error", *REPORT_PROSE]),
})


# --- third round: side boxes in the entry's column, a Moodle book -------------------------------------------------

UG_WORK = ["بىر ئىشنى قىلىش ئۈچۈن كۆرسىتىلگەن تىرىشچانلىق ۋە ئەمگەك، ئادەمنىڭ كۈچ چىقىرىپ ئىشلىشى.",
           "ئۇ پۈتۈن كۈنى ئېتىزدا ئىشلەپ، كەچتە ئۆيگە ھېرىپ-چارچاپ قايتىپ كەلدى."]
UG_WIDGETS = shell("ug", "ئەمگەك - لۇغەت",
                   letter_row(UG_ALPHABET, "/h/", "harplar") + "<div class='entry'><h1>ئەمگەك</h1>"
                   "<p class='pos'>ئىسىم</p>" + paragraphs(UG_WORK) + "<button class='play' onclick='p()'>🔊</button>"
                   "</div><div class='word-of-day'><h3>بۈگۈنكى سۆز</h3><p><a href='/w/9'>ئىجادىيەت</a> - يېڭىلىق "
                   "يارىتىش</p></div><div class='recent'><h3>يېقىنقى ئىزدەشلەر</h3><a href='/w/3'>كىتاب</a> "
                   "<a href='/w/4'>قەلەم</a></div>")
BOOK_TEXT = ["Tibetan verbs change their form for the past, the present, the future and the imperative mood.",
             "Learn the four forms of each verb together, because the dictionary lists them side by side."]
MOODLE_BOOK = shell("en", "Tibetan grammar: Chapter 2: Verb forms",
                    "<div role='main'><div class='navtop'><a href='?chapterid=1' class='bookprev'>"
                    "<img alt='Previous: Chapter 1'></a><a href='?chapterid=3' class='booknext'>"
                    "<img alt='Next: Chapter 3'></a></div><h3>Chapter 2: Verb forms</h3><div class='book_content'>"
                    + paragraphs(BOOK_TEXT) + "</div><div class='navbottom'><a href='?chapterid=1' "
                    "class='bookprev'>Previous</a> <a href='?chapterid=3' class='booknext'>Next</a></div>"
                    "<div class='completion-info'><span class='badge'>Done: View</span></div></div>",
                    "<div class='block_book_toc block'><h5>Table of contents</h5><ul><li><a href='?c=1'>Chapter 1: "
                    "Nouns</a></li><li>Chapter 2: Verb forms</li><li><a href='?c=3'>Chapter 3: Particles</a></li>"
                    "</ul></div>")
CASES.update({
    "uyghur entry with side boxes in its column": (UG_WIDGETS, ["ئەمگەك", *UG_WORK],
                                                   ["بۈگۈنكى سۆز", "يېڭىلىق يارىتىش", "يېقىنقى ئىزدەشلەر",
                                                    "كىتاب", "🔊"]),
    "moodle book chapter": (MOODLE_BOOK, ["Chapter 2: Verb forms", *BOOK_TEXT],
                            ["Previous", "Next", "Done: View", "Table of contents", "Chapter 1: Nouns"]),
})

WOTD_TEXT = "The school's word of the day was ཤེས་རབ། this week, and every class wrote a short poem about wisdom."
WOTD_SECTION = shell("en", "Our school's language week",
                     "<article><h1>Our school's language week</h1><p>The language week began on Monday with songs "
                     "and a reading contest in the school's hall, and parents came to listen.</p>"
                     "<div class='section'><h3>Word of the day</h3><p>" + WOTD_TEXT + "</p></div></article>")
GUARDS.update({
    "article section titled word of the day": (WOTD_SECTION, ["Word of the day", WOTD_TEXT]),
})

@pytest.mark.parametrize("name", list(CASES))
def test_reference_page_keeps_its_text_and_drops_its_tools(name: str) -> None:
    assert_page(name, *CASES[name])


@pytest.mark.parametrize("name", list(GUARDS))
def test_guard_page_stays_whole(name: str) -> None:
    assert_page(name, *GUARDS[name])
