"""Discuz! X's user pane (the post's left cell ``td.pls``: name, rank, "posts / credits" counts) is no text of the
thread; the posts beside it are."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract
from tests.extraction_pages import discuz_thread_page

# a thread's posts (our own sentences) and the pane's count labels in the board's language
POSTS = {
    "bo": ["ང་ལ་གློག་ཀླད་གསར་པ་ཞིག་ཉོས་བྱུང་། བོད་ཡིག་འབྲི་བར་མཐེབ་གཞོང་གང་བེད་སྤྱོད་བྱས་ན་བདེ་བླག་ཡོང་ངམ།",
           "ངས་མཐེབ་གཞོང་དེ་ལོ་གསུམ་ལྷག་བེད་སྤྱོད་བྱས་ཀྱང་དཀའ་ངལ་གང་ཡང་མ་བྱུང་།",
           "ཐུགས་རྗེ་ཆེ། ངས་ཚོད་ལྟ་བྱས་པ་ཡིན། ཧ་ཅང་བདེ་པོ་འདུག"],
    "ug": ["كېلەر ئايدا قەشقەرگە بارماقچى، قايسى جايلارنى كۆرۈشكە ئەرزىيدۇ؟",
           "كونا شەھەرنى چوقۇم كۆرۈڭ، ئەتىگەندە بارسىڭىز ئادەم ئاز بولىدۇ.",
           "رەھمەت، تاماقتىن نېمە تەۋسىيە قىلىسىلەر؟"],
    "zh": ["新买的电脑上用哪个藏文输入法比较方便？打叠字总是出错。", "我一直用系统自带的键盘，三年了没遇到问题。", "谢谢，试了一下，确实好用。"],
}
LABELS = {"bo": ("ཡིག་ཚགས།", "སྐུ་ཚེ་སྒྲུང་།", "ལས་པ་ཐོན་རིམ།"), "ug": ("يازما", "جۇغلانما", "ئەزا"), "zh": ("帖子", "积分", "中级会员")}
NAMES = ("sherab", "nurgul88", "karma.d")


def discuz_thread(lang: str) -> str:
    posts_label, credits_label, rank = LABELS[lang]
    posts = "".join(
        f"<div id='post_{n}'><table class='plhin'><tr><td class='pls' rowspan='2'><div class='pls favatar'>"
        f"<div class='pi'><div class='authi'><a class='xw1' href='space-uid-{n}.html'>{NAMES[n]}</a></div></div>"
        f"<div class='avatar'><img src='avatar.php?uid={n}'></div><p><em>{rank}</em></p>"
        f"<dl class='pil cl'><dt>{posts_label}</dt><dd>{37 * (n + 1)}</dd><dt>{credits_label}</dt><dd>{5 * (n + 1)}</dd></dl>"
        f"</div></td><td class='plc'><div class='pct'><div class='pcb'><div class='t_fsz'>"
        f"<table><tr><td class='t_f' id='postmessage_{n}'>{text}</td></tr></table></div></div></div></td></tr></table></div>"
        for n, text in enumerate(POSTS[lang]))
    return discuz_thread_page(lang, posts)


@pytest.mark.parametrize("lang", POSTS)
def test_a_discuz_user_pane_is_left_out(lang: str) -> None:
    lines = extract(discuz_thread(lang))
    assert all(post in lines for post in POSTS[lang])
    posts_label, credits_label, rank = LABELS[lang]
    assert not any(posts_label in line or credits_label in line or rank in line for line in lines)
