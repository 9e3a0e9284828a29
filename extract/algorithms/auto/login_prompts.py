"""Login prompts: a board's calls on the reader to log in or register, before replying (``REPLY_PROMPT_RE``) or to be
rid of its ads (``AD_NOTE``, the bracketed note after an ad slot's label), in English, Chinese, Tibetan and Uyghur.

The patterns only; ``lines.is_marked_line`` reads a line by them (``lines.AD_LABEL_RE`` takes ``AD_NOTE`` after its
label) and ``lines.is_furniture_line`` keeps a how-to's numbered step that reads as a call.
"""

from __future__ import annotations

import re

# A thread's call to log in before replying, under its last post: Invision's "Create an account or sign in to
# comment", XenForo's "You must log in or register to reply here.", bbPress's "You must be logged in to reply to this
# topic.", Drupal's "Log in or register to post comments", Discuz!'s "您需要登录后才可以回帖 登录 | 立即注册", and the
# Tibetan and Uyghur editions' "ལན་འདེབས་པར་ནང་འཛུལ་གནང་རོགས།" ("please log in to reply"), "ནང་འཛུལ་བྱས་རྗེས་ལན་
# འདེབས་ཆོག" ("after logging in you may reply"), "ئىنكاس يېزىش ئۈچۈن كىرىڭ ياكى تىزىملىتىڭ" ("log in or register to
# write a comment"), "كىرگەندىن كېيىن ئىنكاس يازالايسىز" ("after logging in you can comment"). The board's furniture,
# never the thread's: extraction-dev's forum pages keep no such line in a truth, and one kept Invision's heading
# (an h2 the section-heading rule keeps). The call is the whole line, addressed to the reader (opening with the
# verb, "you must / need to" or "please"): a story's sentence saying who must log in to comment ("Residents must
# register to comment on the plan by Friday.") names its subject first and is no match; a Uyghur dialogue's "come in"
# (كىرىڭ) is no call to log in without "in order to write a comment" (ئىنكاس يېزىش ئۈچۈن) before it.
LOGIN_VERB_EN = (r"(?:log(?:ged)?[\s-]?in|sign(?:ed)?[\s-]?in|register(?:ed)?|create\s+an\s+account|sign[\s-]?up"
                 r"|a\s+member)")
REPLY_VERB_EN = (r"(?:(?:post|leave|add|write|submit)\s+(?:an?\s+)?(?:comments?|repl(?:y|ies)|answers?)"
                 r"|reply|comment|post|respond|answer|join\s+the\s+(?:discussion|conversation))")
LOGIN_WORD_ZH = r"(?:登录|登陆|登入|注册|登錄|註冊)"
REPLY_WORD_ZH = r"(?:回帖|回复|回覆|评论|評論|留言|发言|發言|发帖|發帖)"
LOGIN_WORD_BO = r"(?:ནང་འཛུལ|ཐོ་འགོད)"  # log in, register
REPLY_WORD_BO = r"(?:ལན་འདེབས|ལན་འདེབ|བསམ་ཚུལ་འགོད|མཆན་འགོད)"  # reply, write an opinion, write a comment
LOGIN_WORD_UG = r"(?:كىرىڭ|تىزىملىتىڭ|تىزىمغا\s+كىرىڭ)"  # log in!, register!, sign in! (imperatives)
REPLY_WORD_UG = r"(?:ئىنكاس|جاۋاب|پىكىر)"  # comment, reply, opinion
REPLY_PROMPT_TAIL_CHARS = 24  # characters at most after the call: "here", "to this topic", Discuz!'s "登录 | 立即注册"
# What may follow a Chinese call: the thread it names ("本帖", "此帖", "本主题") or a softening particle ("哦", "吧"),
# then only a break (a space, a bar, a comma) and the board's links after it: "您需要登录后才可以回帖 登录 | 立即注册",
# "请先登录后再发表回复" ("please log in first, then reply").
# A headline runs on from the words with no break (review h181): "注册留言用户突破十万" ("registered commenters pass
# 100,000"), "登录后评论功能将于下月上线" ("commenting after logging in goes live next month") are a story's.
REPLY_OBJECT_ZH = r"(?:本帖|此帖|本主题|本主題|本文|哦|吧)?"
REPLY_BREAK_ZH = r"[\s|｜,，:：~～!！…]"
REPLY_PROMPT_RE = re.compile(
    rf"^\W*(?:(?:you\s+(?:must|need\s+to|have\s+to)|please)\s+(?:be\s+)?)?{LOGIN_VERB_EN}"
    rf"(?:\s+(?:or|and|/)\s+{LOGIN_VERB_EN})*(?:\s+(?:here|now|first))?\s+(?:in\s+order\s+)?to\s+{REPLY_VERB_EN}"
    r"(?:\s+(?:here|now|(?:to|on)\s+this\s+(?:topic|thread|post|discussion)))?\W*$"
    rf"|^\W*(?:您|你)?(?:需要|必须|必須|请|請)?先?{LOGIN_WORD_ZH}(?:\s*(?:或|或者|/)\s*{LOGIN_WORD_ZH})?"
    rf"(?:后|後|以后|以後|之后|之後)?(?:才(?:可以|能)|即可|方可|再)?(?:参与|參與|发表|發表)?{REPLY_WORD_ZH}"
    rf"{REPLY_OBJECT_ZH}(?:{REPLY_BREAK_ZH}[^\n。！？.!?]{{0,{REPLY_PROMPT_TAIL_CHARS}}})?$"
    rf"|^\W*{REPLY_WORD_BO}\u0f0b?(?:པར|པའི་ཆེད་དུ|ཆེད་དུ)[\u0f0b\s]*{LOGIN_WORD_BO}"
    rf"[^\n]{{0,{REPLY_PROMPT_TAIL_CHARS}}}$"
    rf"|^\W*{LOGIN_WORD_BO}[\u0f0b\s]*(?:བྱས|ཞུས|གནང)[\u0f0b\s]*རྗེས[\u0f0b\s]*{REPLY_WORD_BO}"
    rf"[^\n]{{0,{REPLY_PROMPT_TAIL_CHARS}}}$"
    rf"|^\W*{REPLY_WORD_UG}\s+(?:يېزىش|قالدۇرۇش|بېرىش)\s+ئۈچۈن\s+{LOGIN_WORD_UG}[^\n]{{0,{REPLY_PROMPT_TAIL_CHARS}}}$"
    rf"|^\W*(?:كىرگەندىن|تىزىملاتقاندىن)\s+كېيىن\s+{REPLY_WORD_UG}[^\n]{{0,{REPLY_PROMPT_TAIL_CHARS}}}$",
    re.IGNORECASE)
# A forum's ad slot may say when it goes, in brackets after its label: Invision's "Advertisement (gone after
# registration)", "广告（注册后消失）", "ཁྱབ་བསྒྲགས། (ཐོ་འགོད་བྱས་རྗེས་མེད་པར་འགྲོ)" ("gone once registered"), "ئېلان (ئەزا
# بولغاندىن كېيىن يوقايدۇ)" ("gone once a member"). The note names both the reader's registration, log-in or membership
# (AD_NOTE_READER) and the ad's going (AD_NOTE_GOING), in either order, English words whole: an article's
# bracketed "Advertising (marketing)", "广告（2019年）", and its headings "Advertising (hidden costs)" (no reader),
# "Advertising (logos and signs)" ("log" no word), "Sponsored (membership drives)" (no going) stay (review h181).
AD_NOTE_CHARS = 40  # characters at most inside the brackets (Invision's note is 23); a shad or a space before them
AD_NOTE_READER = (r"(?:\bregist|\bsign(?:ed|ing)?[\s-]?(?:in|up)\b|\blog(?:ged|ging)?[\s-]?(?:in|on)\b|\bmembers?\b"
                  r"|\bsubscri"
                  r"|注册|註冊|登录|登錄|会员|會員"
                  r"|ཐོ་འགོད|ནང་འཛུལ|ཚོགས་མི"
                  r"|تىزىم|ئەزا|كىرگەن)")
AD_NOTE_GOING = (r"(?:\bremov|\bhid(?:e|den)\b|\bgone\b|\bdisappear|\bno\s+ads?\b|\bad[\s-]?free\b"
                 r"|消失|去除|不显示|不顯示|隐藏|隱藏|免广告|免廣告"
                 r"|མེད་པར་འགྲོ|མི་མཐོང"
                 r"|يوقاي|يوقىلىدۇ|كۆرۈنمەيدۇ)")
AD_NOTE_TEXT = rf"[^()（）\n]{{0,{AD_NOTE_CHARS}}}"  # the note's characters, no bracket
AD_NOTE = (rf"[^\w(（]*[(（](?={AD_NOTE_TEXT}?{AD_NOTE_READER})(?={AD_NOTE_TEXT}?{AD_NOTE_GOING}){AD_NOTE_TEXT}"
           r"[)）]")

__all__ = ["AD_NOTE", "REPLY_PROMPT_RE"]
