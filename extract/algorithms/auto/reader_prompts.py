"""Reader prompts: a line that is wholly a call on the reader to act on the page, not its text
(``reader_prompt_lines``), and a login box in the story's box (``login_boxes``).

A template sets its widgets' captions as lines of their own, under or over the story, in the story's box, often in
``<p>``s the model reads as prose: a feedback vote ("Was this article helpful?" over its Yes/No buttons), a call to
follow the site ("Follow us for more city news", "关注我们，获取更多本地新闻"), a rating prompt ("Rate this story:
★★★★☆"), a font-size switch in a news portal's meta line ("字号：大 中 小"), a course card's trial call ("Try 7 days
free") and a shop's free-delivery note ("满99元包邮", "50 يۈەندىن ئاشسا ھەقسىز يەتكۈزۈش"). Each pattern reads the
whole line (anchored at both ends, ``READER_PROMPT_CHARS`` at most), so a sentence that quotes such words ("'Follow
us,' the guide said, and we climbed", "The shop began to deliver free of charge last spring") is no prompt: it says
more than the call. The font-size switch is read inside its line (a portal sets it beside the source and the date,
"来源：本报 字号：大 中 小"): the line is the article's tool bar, never its text. A row of two page tools or more and
nothing else (``PAGE_TOOLS_ROW_RE``: "【纠错】 【打印本页】 【关闭窗口】", Uyghur "بېسىپ چىقىرىش | كۆزنەكنى تاقاش", print |
close window, Tibetan "པར་འདེབས། སྒེའུ་ཁུང་ཁ་རྒྱག", "Print | Close window") is the portal's tool bar under its story: ``lines``
reads the Chinese names, and the Tibetan and Uyghur editions of the same TRS templates print theirs (review s40).
Review h205, h207, h200 (last session's open pages): eight pages kept such a line; extraction-dev: no truth line is
one.
A prompt's words in the text itself stay (``in_running_text``): a line the paragraph before it announces, ending on a
colon, with the text going on after it (a story quoting a shop's sign: "she wrote one line on the shop's front
page:" / "满99元包邮。" / "the line doubled her orders"); a line of a poem, inside a run of ``VERSE_RUN_LINES``
sibling ``<p>`` lines, unlinked and short (``VERSE_LINE_CHARS``), the prompt a refrain (twice in the run: "Follow
us!", "ང་ཚོའི་རྗེས་སུ་འབྲངས།") or a line of the run ending on a comma (a sentence running on into the next line:
verse, where a story's paragraphs each end on a full stop and a contact box's "Tel: 0891-…" lines on none); a feedback vote's words as one of an
FAQ's questions, a heading beside a sibling heading of its tag and answered by a paragraph (``ANSWER_CHARS``; the
widget's heading is over its buttons). Review h218: five such pages (en, zh, ug, bo) lost the line.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from extract.algorithms.auto.boxes import OVERLAY_PAGE_SHARE, PAGE_WRAPPER_TAGS, named_boxes
from extract.algorithms.auto.features import DIGIT_CLASS, Blocks
from extract.algorithms.auto.lines import PAGE_TOOL_NAME
from extract.algorithms.auto.page_memo import block_text
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.literal_gate import short_lines_held, union_gate
from extract.scripts import TIBETAN_LETTER_RANGE

READER_PROMPT_CHARS = 80  # characters at most of a prompt's line (the longest above is 40; a sentence runs longer)
# A line of a poem (``in_running_text``): a run of at least VERSE_RUN_LINES sibling <p> lines (two couplets; a
# feedback widget's caption and its buttons are no run of <p>s), each at most VERSE_LINE_CHARS (a verse line, not a
# long paragraph), where the prompt recurs (a refrain) or a line ends on a comma (VERSE_COMMA_RE: "the water is
# clear,", "雪山下的河水向东流，"; a story's paragraphs end on a full stop, a contact box's "Tel: 0891-1234567" on none)
VERSE_RUN_LINES = 4
VERSE_LINE_CHARS = 80
VERSE_TAG = "p"
VERSE_COMMA_RE = re.compile(r"[,，、،;；]\s*$")  # a line ending on a comma: its sentence runs on into the next line
# characters at least of the paragraph answering an FAQ's question (a sentence or two; a widget's "Yes No" is none)
ANSWER_CHARS = 60
ANNOUNCING_COLON_RE = re.compile(r"[:：]\s*$")  # a paragraph announcing the line after it ("wrote one line:")
NUMBER = rf"{DIGIT_CLASS}+(?:[.,]{DIGIT_CLASS}+)?"  # a count or an amount: "7", "99", "50.00"
# A feedback vote: "Was this article helpful?", "Did you find this page useful? Yes No", "这篇文章对您有帮助吗？",
# Uyghur "بۇ ماقالە پايدىلىق بولدىمۇ؟" (this article useful was-it), Tibetan "རྩོམ་ཡིག་འདི་ཕན་ཐོགས་བྱུང་ངམ།" (this
# article helpful was-it); the buttons' words and counts after it ("Yes (4) No (0)").
FEEDBACK_VOTE = (r"(?:(?:was|is)\s+this|did\s+you\s+find\s+this)\s+(?:article|story|page|post|answer|information"
                 r"|guide|content)\s+(?:helpful|useful)\s*\??(?:\s*(?:yes|no|\(\s*\d+\s*\)))*"
                 r"|(?:这篇|本篇|本)?(?:文章|内容|回答)(?:对您)?有(?:帮助|用)吗\s*[?？](?:\s*(?:是|否|有用|没用))*"
                 r"|(?:بۇ\s+)?(?:ماقالە|يازما|مەزمۇن)\s+(?:سىزگە\s+)?پايدىلىق\s+بولدىمۇ\s*[?؟]?"
                 r"|(?:རྩོམ་ཡིག|ཡིག་ཆ)་འདི་(?:ཁྱེད་ལ་)?ཕན་ཐོགས་བྱུང་ངམ")
# A call to follow the site: "Follow us", "Follow us on WeChat", "Follow us for more city news", "关注我们",
# "欢迎关注我们，获取更多本地新闻", Uyghur "بىزگە ئەگىشىڭ" (us-to follow), Tibetan "ང་ཚོའི་རྗེས་སུ་འབྲངས།" /
# "ང་ཚོར་རྗེས་འབྲང་གནང་" (follow us). A social site's name or "for more <what>" may follow, nothing else.
FOLLOW_US = (r"follow\s+us(?:\s+(?:on|at)\s+[\w .&,]{1,40}|\s+for\s+(?:more|the\s+latest|updates|daily)\b[\w\s',&-]{0,40})?"
             r"|(?:欢迎|歡迎|请|請|记得|記得)?(?:关注|關注)我[们們](?:的[^\s，,。]{1,10})?"
             r"(?:\s*[，,]?\s*(?:获取|獲取|了解|查看|获得|看)更多[^\s。！!]{0,20})?"
             r"|(?:بىزگە|بىزنى)\s+ئەگىشىڭ(?:\s+[^\s.!؟]{1,20}){0,3}"
             r"|ང་ཚོ(?:འི་རྗེས་སུ་འབྲངས|ར་རྗེས་འབྲང་(?:གནང་|བྱེད་)?)[^\n]{0,10}")
# A rating prompt: "Rate this story: ★★★★☆", "Rate this recipe", "为本文评分：", Uyghur "بۇ ماقالىگە باھا بېرىڭ" (this
# article-to rating give), its stars or score after it.
RATE_THIS = (r"rate\s+this\s+(?:article|story|post|page|recipe|answer|guide)\s*[:：]?"
             r"|(?:给|為|为)?(?:本文|这篇文章|文章)(?:打分|评分)\s*[:：]?"
             r"|بۇ\s+(?:ماقالىگە|يازمىغا)\s+باھا\s+بېرىڭ\s*[:：]?")
RATING_TAIL = rf"[\s★☆⭐/.分]*(?:{NUMBER}[\s★☆⭐/.分]*)*"  # the stars or the score after a rating prompt
# A trial's call: "Try 7 days free", "Try it free for 14 days", "Start your free trial", "30-day free trial",
# "免费试用7天", Uyghur "7 كۈن ھەقسىز سىناپ بېقىڭ" (7 day free try), Tibetan "ཉིན་ 7 རིན་མེད་ཚོད་ལྟ།" (day 7 free try).
TRIAL_CALL = (rf"try\s+(?:it\s+)?(?:free\s+for\s+{NUMBER}\s+days?|{NUMBER}\s+days?\s+(?:for\s+)?free)"
              rf"|(?:start\s+(?:your\s+|a\s+)?)?(?:{NUMBER}[- ]day\s+)?free\s+trial"
              rf"|(?:免费|免費)试用\s*{NUMBER}\s*天|{NUMBER}\s*天(?:免费|免費)试用"
              rf"|{NUMBER}\s*كۈن\s+ھەقسىز\s+(?:سىناپ\s+(?:بېقىڭ|ئىشلىتىڭ)|سىناڭ)"
              rf"|ཉིན་(?:གྲངས་)?\s*{NUMBER}\s*རིན་མེད་ཚོད་ལྟ")
# A shop's free-delivery note: "Free shipping", "Free delivery on orders over $50", "满99元包邮", "全场包邮", Uyghur
# "50 يۈەندىن ئاشسا ھەقسىز يەتكۈزۈش" (50 yuan-from if-exceeds free delivery), Tibetan "སྒོར་ 50 ལས་བརྒལ་ན་རིན་མེད་སྐྱེལ་འདྲེན།"
# (yuan 50 from if-exceeds free delivery).
FREE_DELIVERY = (rf"free\s+(?:shipping|delivery)(?:\s+(?:on|for)\s+(?:all\s+)?orders?(?:\s+(?:over|above|of)\s+"
                 rf"[$€£¥]?\s*{NUMBER}\s*(?:yuan|usd|eur)?(?:\s+or\s+more)?)?)?"
                 rf"|(?:全场|全店|全場)?(?:(?:满|滿)\s*{NUMBER}\s*元?\s*)?(?:包邮|包郵|免运费|免運費)"
                 rf"|(?:{NUMBER}\s*يۈەندىن\s+(?:ئاشسا|ئارتۇق\s+بولسا)\s+)?ھەقسىز\s+يەتكۈزۈش"
                 rf"|(?:སྒོར་\s*{NUMBER}\s*ལས་བརྒལ་ན་\s*)?རིན་མེད་སྐྱེལ་(?:འདྲེན|སྤྲོད)")
PROMPT_MARKS = r"[\s!！.。:：\u0f0d\u0f0b»›→>-]*"  # marks around a prompt: "Follow us!", a shad, an arrow
READER_PROMPT_RE = re.compile(
    rf"^{PROMPT_MARKS}(?:{FEEDBACK_VOTE}|{FOLLOW_US}|(?:{RATE_THIS}){RATING_TAIL}|{TRIAL_CALL}|{FREE_DELIVERY})"
    rf"{PROMPT_MARKS}$", re.IGNORECASE)
FEEDBACK_VOTE_RE = re.compile(rf"^{PROMPT_MARKS}(?:{FEEDBACK_VOTE}){PROMPT_MARKS}$", re.IGNORECASE)  # a vote alone
# A font-size switch: a label ("字号", "字体", "Text size", "Font size", Uyghur "خەت چوڭلۇقى" letter size, Tibetan
# "ཡིག་གཟུགས" letter form) and three sizes ("大 中 小", "A A A", "چوڭ ئوتتۇرا كىچىك" big middle small, "ཆེ་ འབྲིང་ ཆུང་"),
# each maybe in brackets ("【大】【中】【小】"). Read inside a line: a portal's meta line sets it after the source.
SIZE_OPEN, SIZE_CLOSE = r"[\s【\[(（]*", r"[\s】\])）\u0f0b\u0f0d]*"  # the brackets and spaces round a size
FONT_SIZE_LABEL = r"(?:字号|字號|字体|字體|(?:font|text)\s+size|خەت\s+چوڭلۇقى|ཡིག་གཟུགས(?:་ཆེ་ཆུང)?)"
FONT_SIZE_RE = re.compile(
    rf"{FONT_SIZE_LABEL}\s*[:：\u0f0d]?"
    rf"(?:{SIZE_OPEN}大{SIZE_CLOSE}中{SIZE_CLOSE}小|{SIZE_OPEN}(?:A[+-]?{SIZE_CLOSE}){{2,3}}"
    rf"|{SIZE_OPEN}(?:small|large){SIZE_CLOSE}(?:medium|normal){SIZE_CLOSE}(?:large|small)"
    rf"|{SIZE_OPEN}چوڭ{SIZE_CLOSE}ئوتتۇرا{SIZE_CLOSE}كىچىك|{SIZE_OPEN}ཆེ{SIZE_CLOSE}འབྲིང{SIZE_CLOSE}ཆུང)",
    re.IGNORECASE)

# A page tool's name: the Chinese ones ``lines`` reads and Xinhua's 纠错 (report an error); English print, close
# window, e-mail this page, back to top, bookmark; Uyghur بېسىپ چىقىرىش (print), كۆزنەكنى / بەتنى تاقاش (close the
# window / the page), يىغىۋېلىش / ساقلىۋېلىش (collect, save), خاتالىق(نى) تۈزىتىش (correct an error), بېشىغا / ئۈستىگە
# قايتىش (back to the top); Tibetan པར་འདེབས / པར་རྒྱག (print), སྒེའུ་ཁུང་(ཁ་)རྒྱག (close the window), ཉར་ཚགས (collect),
# ནོར་འཁྲུལ་བཅོས (correct an error), ཡར་ལོག (back up). Two or more, alone on their line, with brackets and bars.
# The same rows name a share button beside them (session 43, h300: "པར་འདེབས། | མཉམ་སྤྱོད།", "بېسىپ چىقىرىش |
# ھەمبەھىرلەش", print | share, were left to the model): Chinese 分享, English "share (this page)", Uyghur
# ھەمبەھىرلەش / ھەمبەھىرلەڭ / ئورتاقلىشىش (share, the verb's noun and imperative), Tibetan མཉམ་སྤྱོད / མཉམ་སྤེལ
# (share), as ``cms_lines.SHARE_LABEL_RE`` reads them before a colon. A sentence that says "share" holds other
# words: no row.
# An English or a Uyghur name is a whole word (``\b`` each side): "printclose" is one word, no row of two tools
# (session 41, h263; dev texts the same). Chinese names run on unspaced ("打印本页关闭窗口") and a Tibetan one closes on its
# syllable, so theirs are read as they stand; but a Tibetan name whose tsheg runs on into another syllable is a
# compound's part ("ཉར་ཚགས་མཉམ་སྤྱོད།", preservation and sharing, a heading: review r300), no tool.
TIBETAN_TOOL_NAME = (r"པར་(?:འདེབས|རྒྱག)|སྒེའུ་ཁུང་(?:ཁ་)?(?:རྒྱག|བརྒྱབ)|ཉར་ཚགས|ནོར་འཁྲུལ་བཅོས|ཡར་ལོག"
                     r"|མཉམ་(?:སྤྱོད|སྤེལ)")  # the Tibetan names above
PAGE_TOOL_WORD = (rf"{PAGE_TOOL_NAME}|纠错|糾錯|分享"
                  r"|\b(?:print(?:\s+this\s+(?:page|article))?|close(?:\s+(?:this\s+)?window)?"
                  r"|e-?mail\s+this(?:\s+page)?|back\s+to\s+top|bookmark|share(?:\s+this(?:\s+(?:page|article))?)?"
                  r"|ھەمبەھىرلە[شڭ]|ئورتاقلىشىش"
                  r"|بېسىپ\s+چىقىرىش|(?:كۆزنەكنى|بەتنى)\s+تاقاش|يىغىۋېلىش|ساقلىۋېلىش|خاتالىق(?:نى)?\s+تۈزىتىش"
                  r"|(?:بېشىغا|ئۈستىگە)\s+قايتىش)\b"
                  rf"|(?:{TIBETAN_TOOL_NAME})(?!\u0f0b[{TIBETAN_LETTER_RANGE}])")
PAGE_TOOL_MARKS = r"[\s【】\[\]()（）|｜/·•\u0f0b\u0f0d]*"  # the brackets, bars and spaces round a tool's name
# Not ``lines.PAGE_TOOLS_RE``: that one is a never-kept furniture line of the Chinese names (one bracketed tool alone
# is one), read before any rescue; this one reads bare names in four languages, words a text may use too, so two at
# least and as a prompt ``in_running_text`` may keep in the text (session 41, h263: one pattern for both gave the
# same dev texts, and was left: the furniture line would drop such a row where ``in_running_text`` keeps it).
PAGE_TOOLS_ROW_RE = re.compile(
    rf"^{PAGE_TOOL_MARKS}(?:{PAGE_TOOL_WORD}){PAGE_TOOL_MARKS}(?:(?:{PAGE_TOOL_WORD}){PAGE_TOOL_MARKS})+$", re.IGNORECASE)


# The literals of the three patterns, sought at once in the lowered line (extract.literal_gate.union_gate, as
# ``lines.is_marked_line``'s gate): a line holding none of them is none of the three. The font-size switch is gated on
# its label (``FONT_SIZE_LABEL``, the part of every FONT_SIZE_RE match that opens it; the gate read of the whole pattern
# takes the sizes' literals, among them "a", which most lines hold). Over extraction-dev's 98,000 short lines (CPU-s,
# best of 5) ``is_reader_prompt`` 0.28 -> 0.08, the same answers.
_READER_PROMPT_GATE = union_gate((READER_PROMPT_RE, re.compile(FONT_SIZE_LABEL, re.IGNORECASE), PAGE_TOOLS_ROW_RE))


def is_reader_prompt(text: str) -> bool:
    """Whether a line (at most ``READER_PROMPT_CHARS``) is wholly a call on the reader (``READER_PROMPT_RE``) or
    holds a font-size switch (``FONT_SIZE_RE``) or is a row of page tools (``PAGE_TOOLS_ROW_RE``). Exact gate: each
    pattern's every match holds one of ``_READER_PROMPT_GATE``'s literals."""
    if len(text) > READER_PROMPT_CHARS or _READER_PROMPT_GATE.cannot_match(text):
        return False
    return (READER_PROMPT_RE.match(text) is not None or FONT_SIZE_RE.search(text) is not None
            or PAGE_TOOLS_ROW_RE.match(text) is not None)


def reader_prompt_lines(dom: Dom, blocks: Blocks) -> list[bool]:
    """Per block: whether its text (``READER_PROMPT_CHARS`` at most) is a reader prompt (``is_reader_prompt``) set
    apart from the page's running text (``in_running_text``). ``is_reader_prompt`` is asked only of the short blocks
    whose lowered text holds one of ``_READER_PROMPT_GATE``'s literals (``literal_gate.short_lines_held``): exact,
    the gate ``is_reader_prompt`` opens with, read for all the lines in one pass (~86,000 calls on extraction-dev
    before)."""
    texts = blocks.texts
    prompts = [False] * len(texts)
    for k in short_lines_held(_READER_PROMPT_GATE, texts, blocks.lengths, READER_PROMPT_CHARS):
        prompts[k] = is_reader_prompt(texts[k]) and not in_running_text(dom, blocks, k)
    return prompts


def sibling_block(dom: Dom, blocks: Blocks, b: int, j: int) -> bool:
    """Whether ``j`` is a block's index (in range) and that block a child of element ``b``'s parent."""
    return 0 <= j < len(blocks.ids) and dom.parent[blocks.ids[j]] == dom.parent[b]


def unlinked_sibling(dom: Dom, blocks: Blocks, b: int, j: int) -> bool:
    """Whether block ``j`` is a block of element ``b``'s parent (``sibling_block``) with no link text."""
    return sibling_block(dom, blocks, b, j) and not dom.link_text[blocks.ids[j]]


def in_running_text(dom: Dom, blocks: Blocks, k: int) -> bool:
    """Whether prompt-like block ``k`` is a line of the text (see the module's docstring): announced by the sibling
    paragraph before it (its colon) with unlinked text after it, a verse line among sibling ``<p>`` lines, or a
    feedback vote's words as an FAQ's question. Reads the blocks next to ``k`` only (a run of verse at most)."""
    ids, texts, lengths = blocks.ids, blocks.texts, blocks.lengths
    parent, tags = dom.parent, dom.tags
    b = ids[k]

    def sibling(j: int) -> bool:  # block j is an unlinked block of b's parent
        return unlinked_sibling(dom, blocks, b, j)

    if (sibling(k - 1) and sibling(k + 1) and ANNOUNCING_COLON_RE.search(texts[k - 1])
            and lengths[k + 1] > lengths[k]):
        return True
    if tags[b] == VERSE_TAG:
        run = [k]
        for step in (-1, 1):
            j = k + step
            while sibling(j) and tags[ids[j]] == VERSE_TAG and lengths[j] <= VERSE_LINE_CHARS:
                run.append(j)
                j += step
        refrain = any(texts[j].strip() == texts[k].strip() for j in run if j != k)
        if len(run) >= VERSE_RUN_LINES and (refrain or any(VERSE_COMMA_RE.search(texts[j]) for j in run)):
            return True
    if tags[b] in HEADING_TAGS and FEEDBACK_VOTE_RE.match(texts[k]):
        answered = sibling(k + 1) and lengths[k + 1] >= ANSWER_CHARS and tags[ids[k + 1]] not in HEADING_TAGS
        return answered and any(tags[ids[j]] == tags[b] and parent[ids[j]] == parent[b] and j != k
                                for j in range(len(ids)))
    return False


# A login box set in the story's box (a portal's "会员登录" under its comments, a CMS's sign-in widget), named so by its
# class or id ("login", "log-in", "signin", "sign-in", pinyin "denglu"), whose labels are a form's credentials: a
# password's ("密码", "Password", "پارول", "གསང་གྲངས") beside a user name's or a captcha's, each a label alone on its
# line (a ``<dt>``, a cell, a ``<label>``). Its lines ("请先登录后再发表评论", "看不清楚换一张") and its heading right
# before it ("会员登录") call on the reader to log in; a page drawn without its ``<form>`` (a theme's widget markup, a
# scripted form) shows them as text (review h217: a Chinese story kept its login box's lines). An article about
# passwords names no box "login"; a login page's own box holding its ``<h1>`` is the page (``PAGE_WRAPPER_TAGS``).
LOGIN_CLASS_RE = re.compile(r"(?<![a-z])(?:log[-_]?in|sign[-_]?in|denglu)(?![a-z])", re.IGNORECASE)
LOGIN_CLASS_WORDS = ("log", "sign", "denglu")  # one of them is in every match (the gate, lowered)
PASSWORD_LABEL = r"密码|密碼|口令|password|passwort|mot de passe|پارول|مەخپىي نومۇر|གསང་གྲངས|གསང་ཨང"
CREDENTIAL_LABEL = (rf"{PASSWORD_LABEL}|用户名|用戶名|账号|帳號|帐号|验证码|驗證碼|user ?name|login|e-?mail|captcha"
                    r"|verification code|ئىشلەتكۈچى ئىسمى|ئابونت نامى|دەلىللەش كودى|ཐོ་མིང|ནང་འཛུལ་མིང|ར་སྤྲོད་ཨང་རྟགས")
# a label alone on its line: the word, then a colon or a shad at most
CREDENTIAL_LABEL_RE = re.compile(rf"^\s*(?:{CREDENTIAL_LABEL})\s*[:：\u0f0d]?\s*$", re.IGNORECASE)
PASSWORD_LABEL_RE = re.compile(PASSWORD_LABEL, re.IGNORECASE)
CREDENTIAL_LABEL_CHARS = 20  # characters at most of such a label line
# The literals a password's label holds (``union_gate`` over ``PASSWORD_LABEL_RE``), sought once in the page's short
# blocks (``page_memo.block_text``): a page whose labels hold none has no login box (session 45, h315).
PASSWORD_LABEL_GATE = union_gate((PASSWORD_LABEL_RE,))
LOGIN_LABELS_MIN = 2  # credential labels at least, one of them a password's
LOGIN_HEADING_CHARS = 20  # characters at most of the box's heading right before it ("会员登录", "Member login")
# A line that explains, not prompts: closed by a full stop, and over ``LOGIN_PROMPT_CHARS`` or of clauses (a comma
# inside: "用户名就是您登记的手机号码，输入时不要加空格。"). A login widget's lines are labels and calls without one
# ("请先登录后再发表评论", "Forgot your password?", "No account? Sign up."); a help page's box of the same name
# ("div.login-steps", "div.signin-help") explains each field in a sentence ("Type the number printed under the barcode
# of your card, without spaces.") and is the page's text (review h228: a library's login guide lost its steps).
LOGIN_PROMPT_CHARS = 40  # characters at most of a widget's prompt (h217's longest, Uyghur: 46 with no full stop)
FULL_STOP_END_RE = re.compile(r"[.。།۔]\s*$")  # a statement's end: Latin, Chinese, Tibetan shad, Uyghur full stop
CLAUSE_COMMA_RE = re.compile(r"[，、；,;،؛]")  # a comma between a sentence's clauses, any of the four languages'


def _is_login_class(name: str) -> bool:
    """Whether a class or id names a login box (``LOGIN_CLASS_RE``), gated by its words."""
    lowered = name.lower()
    return any(word in lowered for word in LOGIN_CLASS_WORDS) and LOGIN_CLASS_RE.search(name) is not None


def login_boxes(dom: Dom, blocks: Blocks) -> list[int]:
    """The login boxes (see ``LOGIN_CLASS_RE``) among the blocks' named ancestors, each with its heading right before it
    (a heading element of at most ``LOGIN_HEADING_CHARS``, the box's previous element sibling); not a box with a line
    that explains (closed by a full stop, ``FULL_STOP_END_RE``, and over ``LOGIN_PROMPT_CHARS`` or of clauses,
    ``CLAUSE_COMMA_RE``)."""
    # (the page gate, exact: a block whose text ``PASSWORD_LABEL_RE`` finds holds one of its literals, and so does the
    # joined text of the blocks of at most ``CREDENTIAL_LABEL_CHARS``, lowered as the gate reads it)
    if (not dom.has_elements or PASSWORD_LABEL_GATE.cannot_match(block_text(dom, blocks, CREDENTIAL_LABEL_CHARS))
            or not any(0 < length <= CREDENTIAL_LABEL_CHARS and PASSWORD_LABEL_RE.search(text) is not None
            and CREDENTIAL_LABEL_RE.match(text) is not None for text, length in zip(blocks.texts, blocks.lengths))):
        return []  # no password label on the page: no login box (a box needs one, below)
    end, tags, tree_text = dom.end, dom.tags, dom.tree_text
    most = OVERLAY_PAGE_SHARE * tree_text[0]

    def fits(i: int) -> bool:
        return tree_text[i] <= most and PAGE_WRAPPER_TAGS.isdisjoint(tags[i:end[i]])

    found: list[int] = []
    for box in named_boxes(dom, blocks, _is_login_class, fits, by_id=True):
        first, last = bisect_left(blocks.ids, box), bisect_left(blocks.ids, end[box])
        labels = [text for text, length in zip(blocks.texts[first:last], blocks.lengths[first:last])
                  if 0 < length <= CREDENTIAL_LABEL_CHARS and CREDENTIAL_LABEL_RE.match(text) is not None]
        if len(labels) < LOGIN_LABELS_MIN or not any(PASSWORD_LABEL_RE.search(label) for label in labels):
            continue
        if any(FULL_STOP_END_RE.search(text) is not None
               and (length > LOGIN_PROMPT_CHARS or CLAUSE_COMMA_RE.search(text) is not None)
               for text, length in zip(blocks.texts[first:last], blocks.lengths[first:last])):
            continue  # a help page's box explaining the fields (``LOGIN_PROMPT_CHARS``)
        found.append(box)
        before = dom.previous_sibling(box)
        if before >= 0 and tags[before] in HEADING_TAGS and 0 < tree_text[before] <= LOGIN_HEADING_CHARS:
            found.append(before)
    return found
