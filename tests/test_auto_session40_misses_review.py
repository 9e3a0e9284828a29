"""Review of session 40's small misses (h254): a line of dashes a poster typed in a forum post (over a table drawn in
text, a quoted poem's poet, an "UPDATE:" note) is no signature separator, the engines print underscores
(``signatures.cut_signature_tails``); a newspaper's "forum" of letters is no forum thread, its letters close with their
writers (``signatures.in_forum_thread``); the rules still catch a phpBB 2 or MyBB signature under underscores, and a
story's bibliography or filmography with years stays while a side column's archive list with years goes
(``series_indexes.keep_reading_lists``). Our own pages and sentences (Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, lang_page

HEADER = '<header class="site-header"><nav class="main-nav"><ul><li><a href="/">Home</a></li>' \
         '<li><a href="/forum">Forum</a></li><li><a href="/about">About</a></li></ul></nav></header>'
FOOTER = '<footer class="site-footer"><p class="copyright">© 2025 Valley Notes</p></footer>'


def phpbb2_page(lang: str, posts: list[str]) -> str:
    """A phpBB 2 (subSilver) thread: one row per post, each post's text (markup) inside its ``span.postbody``."""
    rows = "".join(
        f'<tr><td class="row1"><span class="name"><b>member{i}</b></span></td><td class="row1"><table>'
        f'<tr><td><span class="postdetails">Posted: Mon May 05, 2025</span></td></tr><tr><td><hr></td></tr>'
        f'<tr><td><span class="postbody">{post}</span></td></tr></table></td></tr>' for i, post in enumerate(posts))
    return lang_page(lang, "t", f'{HEADER}<table class="forumline">{rows}</table>{FOOTER}')


# per case: the post's text before the dashed line, the lines after it (all the post's own), a second post
DASHED = {
    "table_zh": ("zh", "今年合作社收购的农产品数量如下，请大家核对一下，有出入的请在下面回帖说明。<br>品名 | 数量（公斤）",
                 ["青稞 | 1200", "酥油 | 350"], "谢谢整理！青稞的数字和我们村的记录一致，酥油那一项我回去再问问会计。"),
    "poem_bo": ("bo", "ང་ལ་སྙན་ངག་འདི་ཧ་ཅང་དགའ། ཁྱེད་ཚོས་ཀྱང་ཀློག་རོགས།<br>རི་བོ་དཀར་པོའི་རྩེ་མོ་ན།<br>ཉི་མ་ཤར་བའི་འོད་ཟེར་གྱིས།",
                ["བརྩམས་པ་པོ། ཆུ་འགྲམ་པ་བློ་བཟང་།"], "སྙན་ངག་འདི་ཡག་པོ་འདུག ཐུགས་རྗེ་ཆེ། ངས་སློབ་ཕྲུག་ཚོར་ཀློག་ཏུ་བཅུག་ཆོག་གམ།"),
    "update_en": ("en", "My router keeps dropping the connection every evening around eight, and restarting it only "
                        "helps for an hour.<br>Any ideas what could cause this?",
                  ["UPDATE: fixed it by moving to channel 11.", "Thanks everyone for the suggestions!"],
                  "Glad you sorted it out. Channel 1, 6 and 11 are the only ones that do not overlap on 2.4 GHz."),
}


@pytest.mark.parametrize("case", sorted(DASHED))
def test_the_lines_under_a_dashed_line_a_poster_typed_stay(case: str) -> None:
    lang, before, after, reply = DASHED[case]
    text = auto_text(phpbb2_page(lang, [f"{before}<br>{'-' * 24}<br>{'<br>'.join(after)}", reply]))
    assert all(line in text for line in after) and reply in text


SIGNED = {
    "ug": (["بۈگۈن كۇتۇپخانىدا يېڭى كىتابلار كۆرگەزمىسى ئېچىلدى، ھەممەيلەن بېرىپ كۆرۈپ بېقىڭلار.",
            "مەنمۇ باردىم، بالىلار ئۈچۈن رەسىملىك كىتابلار ناھايىتى كۆپ ئىكەن."],
           ["ئابدۇللا — بىلىم ئەڭ ئېسىل بايلىق", '<a href="http://example.org/blog">مېنىڭ بلوگىم</a>']),
    "en": (["The bridge on the north road will be closed for repairs from Monday until the end of the month.",
            "Thanks for the heads-up, I will take the valley road to the market then."],
           ["norbu — slow and steady"]),
}


@pytest.mark.parametrize("lang", sorted(SIGNED))
def test_a_phpbb2_signature_of_a_name_and_a_link_under_underscores_still_goes(lang: str) -> None:
    posts, signature = SIGNED[lang]
    text = auto_text(phpbb2_page(lang, [f"{post}<br>{'_' * 17}<br>{'<br>'.join(signature)}" for post in posts]))
    assert all(post in text for post in posts)
    assert "slow and steady" not in text and "بىلىم ئەڭ ئېسىل بايلىق" not in text and "مېنىڭ بلوگىم" not in text


def test_a_mybb_post_bodys_signature_under_underscores_goes() -> None:
    posts = SIGNED["en"][0]
    body = "".join(f'<div class="post"><div class="post_author"><strong><a href="/u/{i}">member{i}</a></strong></div>'
                   f'<div class="post_content"><span class="post_date">05-05-2025</span><div class="post_body">{post}'
                   f'<br><br>{"_" * 20}<br>member{i} — slow and steady</div></div></div>' for i, post in enumerate(posts))
    text = auto_text(lang_page("en", "t", f'{HEADER}<div id="posts">{body}</div>{FOOTER}'))
    assert all(post in text for post in posts) and "slow and steady" not in text


LETTERS = {
    "en": ("forum-letters", ["I was glad to read last week that the river school finally has a library of its own.",
                             "May I suggest that the county also fund a part-time librarian, so the books can be lent "
                             "out in the summer too?"], "Jane Doe, Riverside"),
    "zh": ("forum", ["编辑同志：上周贵报刊登了老街修缮的报道，我读后非常高兴，作为老街的老住户，我想说几句心里话。",
                     "希望有关部门在修缮之后也能保留老街原有的石板路，不要全部换成水泥地面，让孩子们记住老街的样子。"],
           "读者 王建国"),
}


@pytest.mark.parametrize("lang", sorted(LETTERS))
def test_a_letter_on_a_newspapers_forum_page_keeps_its_writer(lang: str) -> None:
    box, paragraphs, close = LETTERS[lang]
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    page = lang_page(lang, "t", f'{HEADER}<main><section class="{box}"><h2>Forum</h2><article class="letter"><h3>A '
                                f'letter</h3><div class="entry-content">{body}<p class="signature">{close}</p></div>'
                                f'</article></section></main>{FOOTER}')
    assert close in auto_text(page)


def test_a_forum_posts_signature_paragraph_still_goes() -> None:
    posts, signature = SIGNED["ug"]
    page = lang_page("ug", "t", f'{HEADER}<div class="forum-post"><h1>Topic</h1><div class="message"><p>{posts[0]}</p>'
                                f'<p>{posts[1]}</p><p class="signature">{signature[0]}</p></div></div>{FOOTER}')
    text = auto_text(page)
    assert posts[1] in text and signature[0] not in text


STORY = {
    "zh": ["她出生于一九七零年，十八岁考入电影学院表演系，毕业后分配到省话剧团工作。",
           "从二零零零年起她开始拍摄电影，作品多以普通人的生活为题材，深受观众喜爱。"],
    "en": ["The county council voted on Tuesday to repair the old stone bridge before the autumn floods arrive.",
           "Work will start next month and the bridge will be closed to lorries for six weeks."],
    "ug": ["ناھىيەلىك كۇتۇپخانا بۇ ھەپتىدىن باشلاپ ھەر شەنبە كۈنى بالىلار ئۈچۈن ھېكايە ئوقۇش پائالىيىتى ئۆتكۈزىدۇ.",
           "پائالىيەتكە قاتناشماقچى بولغان ئاتا-ئانىلار كۇتۇپخانىغا تېلېفون قىلىپ تىزىملىتىشى كېرەك."],
}
TITLES = {"zh": ["《老街》", "《河边的学校》", "《铜匠》", "《冬天的集市》"],
          "en": ["Flood damage on the north road", "A new ferry for the valley", "The bridge that Grandfather built",
                 "Council budget debate"],
          "ug": ["يېزا مەكتىپىنىڭ تارىخى", "دەريا بويىدىكى باغلار", "كونا كۆۋرۈك ھەققىدە", "بالىلار ناخشىلىرى"]}


def titles_list(lang: str, year: str) -> str:
    return "<ul>" + "".join(f'<li><a href="/a/{i}">{t}</a>{year.format(2001 + 3 * i)}</li>'
                            for i, t in enumerate(TITLES[lang])) + "</ul>"


def test_a_biographys_filmography_with_years_stays() -> None:
    body = "".join(f"<p>{p}</p>" for p in STORY["zh"]) + "<h3>主要作品</h3>" + titles_list("zh", "（{}年）")
    text = auto_text(lang_page("zh", "t", f'{HEADER}<main><article><h1>演员小传</h1><div class="entry-content">{body}'
                                          f'</div></article></main>{FOOTER}'))
    assert all(title in text for title in TITLES["zh"])


@pytest.mark.parametrize("lang, heading", [("en", "From the archive"), ("ug", "كۆپ ئوقۇلغانلار")])
def test_a_side_columns_archive_list_with_years_goes(lang: str, heading: str) -> None:
    body = "".join(f"<p>{p}</p>" for p in STORY[lang])
    page = lang_page(lang, "t", f'{HEADER}<div class="wrap"><main class="content"><article><h1>t</h1>'
                                f'<div class="entry-content">{body}</div></article></main><aside class="sidebar">'
                                f'<section class="widget"><h3>{heading}</h3>{titles_list(lang, " ({})")}</section>'
                                f'</aside></div>{FOOTER}')
    text = auto_text(page)
    assert STORY[lang][1] in text and not any(title in text for title in TITLES[lang])
