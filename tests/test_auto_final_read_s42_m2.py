"""Final read of session 42 (mend 2): app articles, CMS lines, line predicates and the headline's info line.

The bugs the read found, one row each: WeChat's desktop QR box named ``js_pc_qr_code`` alone; a source note "发表于
人民日报" read as an IP-location note; the pager labels 下一頁 / 上一條 / སྔ་མ missing from the empty pager line; the
headline's body counting the info line it just dropped; posting verbs and Chinese labels matched inside longer words;
a how-to's step "打开微信客户端" read as an app prompt. Our own bo/ug/zh/en strings.
"""

from __future__ import annotations

import pytest

from extract.algorithms.auto.app_articles import APP_PROMPT_RE, _is_app_furniture_class
from extract.algorithms.auto.cms_lines import is_empty_pager_line
from extract.algorithms.auto.headline import HEADLINE_INFO_LABEL_RE
from tests.extraction_pages import auto_text, paragraphs
from tests.test_auto_app_articles_review_s42 import BO as WECHAT_BODY  # (the county library story)


def app_prompt(text: str) -> bool:
    return APP_PROMPT_RE.match(text) is not None


def info_label(text: str) -> bool:
    return HEADLINE_INFO_LABEL_RE.search(text) is not None


@pytest.mark.parametrize(("predicate", "text", "expected"), [
    # finding 1: the gate holds a word of every name the pattern matches
    (_is_app_furniture_class, "js_pc_qr_code", True),
    # finding 2: after 发表于 with no colon, a place's name only; a newspaper is the story's source note
    (app_prompt, "发表于人民日报", False),
    (app_prompt, "发表于西藏", True),
    # finding 3: one pager label for the empty pager line and the "read also" line (traditional, Tibetan སྔ་མ)
    (is_empty_pager_line, "下一頁：無", True),
    (is_empty_pager_line, "སྔ་མ། མེད།", True),
    (is_empty_pager_line, "كېيىنكى بەت：يوق", True),
    # finding 5: a posting verb or a Chinese label inside a longer word is none
    (info_label, "Unpublished draft 2024-03-01", False),
    (info_label, "Republished 2024", False),
    (info_label, "合作者 2024年", False),
    (info_label, "作者 扎西 2024年3月1日", True),
    # finding 10: an app named by a how-to's step is no prompt without the prompt's tail
    (app_prompt, "打开微信客户端", False),
    (app_prompt, "打开文件夹App", False),
    (app_prompt, "打开头条看看这个", False),
    (app_prompt, "打开APP阅读", True),
    (app_prompt, "打开网易新闻", True),
])
def test_predicates(predicate, text: str, expected: bool) -> None:
    assert predicate(text) is expected


BODY = ("县图书馆今年冬天给乡村小学送去三百多册母语读物，家长们很高兴。孩子们放学后抢着读书，老师说阅读课的气氛比往年活跃"
        "得多。图书馆还计划明年开设周末读书会，邀请退休教师给孩子们讲故事，并为偏远牧区的学校配送流动书箱。读书会每月举行两"
        "次，每次都有新书介绍和朗读比赛，获奖的孩子可以把喜欢的书带回家看一个星期。")[:140]
QR_LINE = "རྫོང་དཔེ་མཛོད་ཁང་གི་སྒེར་གྱི་གྲངས་ཐོ་ བདུན་རེར་གསར་སྒྱུར།"


def news_page(info: str, body: str) -> str:
    """A Chinese story: its title box (the h1 and the ``info`` line) over ``body``."""
    return ("<!DOCTYPE html><html lang='zh'><head><meta charset='utf-8'><title>县图书馆送书下乡</title>"
            "<meta property='og:type' content='article'></head><body><div class='nav'><a href='/'>首页</a> "
            "<a href='/n'>新闻</a></div><div class='main'><article><div class='title'><h1>县图书馆送书下乡</h1>"
            f"<p class='info'>{info}</p></div><div class='content'><p>{body}</p></div></article></div>"
            "<div class='footer'>© 2024</div></body></html>")


def wechat_page(qr_box: str) -> str:
    """A WeChat article's desktop view: the text, then the QR box named ``qr_box`` holding the account's line."""
    return ("<!DOCTYPE html><html lang='bo'><head><meta charset='utf-8'><title>t</title></head><body>"
            "<div id='js_article' class='rich_media'><h1 class='rich_media_title'>དཔེ་མཛོད་ཁང་</h1>"
            "<div class='rich_media_content' id='js_content'>" + paragraphs(WECHAT_BODY)
            + f"</div></div><div class='{qr_box}'><p>{QR_LINE}</p></div></body></html>")


@pytest.mark.parametrize(("markup", "stay", "go"), [
    # finding 4: the dropped info line is no body: 140 characters under a dated headline (150) keep the headline
    (news_page("2024年3月1日 来源：县融媒体中心", BODY), ["县图书馆送书下乡", BODY[:20]], ["来源：县融媒体中心"]),
    # finding 1: WeChat's QR box named js_pc_qr_code alone goes
    (wechat_page("js_pc_qr_code"), [WECHAT_BODY[0][:20]], [QR_LINE]),
])
def test_pages(markup: str, stay: list[str], go: list[str]) -> None:
    text = auto_text(markup)
    for line in stay:
        assert line in text
    for line in go:
        assert line not in text
