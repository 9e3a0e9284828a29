"""Session 40's small misses: a forum signature under a post's separator line inside its post body (phpBB 2's
``span.postbody``, ``signatures.cut_signature_tails``), a single post's signature paragraph that is no letter's close
(``signatures.in_forum_thread``), a WeChat article's reader counts line (``count_lines``' 在看), a review's verdict line
between its prose paragraphs (``count_lines.review_verdict_lines``) and a story's reading list of linked titles with
their years (``series_indexes.keep_reading_lists``). The guard pages: an article's rule of underscores over its
footnotes, a letter's close, a shop's rating summary beside its price and a related-posts list after a story behave
as before. Our own pages and sentences (Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, lang_page

HEADER = '<header class="site-header"><nav class="main-nav"><ul><li><a href="/">Home</a></li>' \
         '<li><a href="/news">News</a></li><li><a href="/about">About</a></li></ul></nav></header>'
FOOTER = '<footer class="site-footer"><p class="copyright">© 2025 Valley Notes</p></footer>'

# per language: two paragraphs of a story about a village school (our own sentences)
STORY = {
    "bo": ["ཟླ་བ་དགུ་པའི་ཚེས་གཅིག་ཉིན་ཆུ་འགྲམ་གྱི་སློབ་ཆུང་དུ་དུས་ཚིགས་གསར་པ་འགོ་ཚུགས་ཤིང་བྱིས་པ་རྣམས་དགའ་བོ་བྱུང་།",
           "སློབ་གྲྭའི་འགོ་འཛིན་གྱིས་ད་ལོ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་བཞེངས་ཤིང་དཔེ་དེབ་སྟོང་ཕྲག་གཉིས་བསྒྲིགས་ཡོད་ཅེས་བཤད།"],
    "ug": ["سېنتەبىرنىڭ بىرىنچى كۈنى دەريا بويىدىكى مەكتەپ يېڭى مەۋسۇمنى باشلىدى، بالىلار خۇشال ھالدا سىنىپلارغا كىردى.",
           "مەكتەپ مۇدىرى بۇ يىل يېڭى كۇتۇپخانا قۇرۇلغانلىقىنى، ئىككى مىڭ كىتاب قويۇلغانلىقىنى ئېيتتى."],
    "zh": ["今年夏天，县里的老街完成了修缮，十几家传统手工作坊重新开门营业，每天都有不少市民前来参观。",
           "铜匠、木匠和陶艺师傅们在作坊里现场演示手艺，还开设了周末体验课，教孩子们亲手做一只小碗。"],
    "en": ["On the first day of September the river school opened its doors again, and the children ran to class.",
           "The head teacher said that a new library had been built this year and filled with two thousand books."],
}
SIGNATURE = {"bo": "བཀྲ་ཤིས། — ཤེས་རབ་ནི་ནོར་གྱི་མཆོག", "ug": "ئەخمەت — بىلىم ئەڭ ئېسىل بايلىق",
             "zh": "扎西 — 知识是最好的财富", "en": "tashi_k — knowledge is the best wealth"}


def story_page(lang: str, inner: str, after: str = "") -> str:
    """A news page: header, an ``<article>`` whose body holds ``inner`` (``after`` following the body), footer."""
    return lang_page(lang, "t", f'{HEADER}<main><article class="post"><h1>Story</h1><div class="entry-content">{inner}'
                                f'</div>{after}</article></main>{FOOTER}')


def phpbb2_page(lang: str) -> str:
    """A phpBB 2 (subSilver) thread of two posts, each signature inside its ``span.postbody`` under the separator."""
    rows = "".join(
        f'<tr><td class="row1"><span class="name"><b>member{i}</b></span></td><td class="row1">'
        f'<table><tr><td><span class="postdetails">Posted: Mon May 05, 2025</span></td></tr><tr><td><hr></td></tr>'
        f'<tr><td><span class="postbody">{text}<br>_________________<br>{SIGNATURE[lang]}</span></td></tr></table>'
        f'</td></tr>' for i, text in enumerate(STORY[lang]))
    return lang_page(lang, "t", f'{HEADER}<table class="forumline">{rows}</table>{FOOTER}')


@pytest.mark.parametrize("lang", ["bo", "ug", "zh", "en"])
def test_a_phpbb2_signature_under_the_separator_in_the_post_body_goes(lang: str) -> None:
    text = auto_text(phpbb2_page(lang))
    assert all(line in text for line in STORY[lang])
    assert SIGNATURE[lang] not in text and "_________________" not in text


@pytest.mark.parametrize("lang", ["bo", "en"])
def test_an_articles_rule_of_underscores_over_its_footnotes_stays(lang: str) -> None:
    note = {"bo": "༡ ལོ་རྒྱུས་དེབ་ཐེར་ནང་གསལ།", "en": "1. See the county yearbook, page 12."}[lang]
    text = auto_text(story_page(lang, f"<p>{STORY[lang][0]}</p><p>{STORY[lang][1]}<br>"
                                      f"_________________<br>{note}</p>"))
    assert note in text


@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_single_posts_signature_paragraph_goes(lang: str) -> None:
    page = lang_page(lang, "t", f'{HEADER}<div class="thread"><h1>Topic</h1><div class="post" id="post1">'
                                f'<div class="postbody"><p>{STORY[lang][0]}</p><p>{STORY[lang][1]}</p>'
                                f'<p class="signature">{SIGNATURE[lang]}</p></div></div></div>{FOOTER}')
    text = auto_text(page)
    assert STORY[lang][1] in text and SIGNATURE[lang] not in text


def test_a_letters_close_named_signature_in_an_article_stays() -> None:
    close = "ھۆرمەت بىلەن: ئوغلىڭىز ئەخمەت"
    text = auto_text(story_page("ug", f'<p>{STORY["ug"][0]}</p><p>{STORY["ug"][1]}</p>'
                                      f'<p class="signature">{close}</p>'))
    assert close in text


def test_a_wechat_articles_reader_counts_line_goes() -> None:
    page = lang_page("zh", "t", f'<div id="js_article" class="rich_media"><h1 class="rich_media_title">老街</h1>'
                                f'<div class="rich_media_content" id="js_content"><p>{STORY["zh"][0]}</p>'
                                f'<p>{STORY["zh"][1]}</p></div><div class="rich_media_tool"><span>阅读 1024</span> '
                                f'<span>在看 8</span> <a href="#">写留言</a></div></div>')
    text = auto_text(page)
    assert STORY["zh"][1] in text and "阅读 1024" not in text


@pytest.mark.parametrize("lang, verdict", [("zh", "★★★★ 8.9"), ("en", "★★★★☆ 8/10"), ("bo", "★★★ ༧.༥"),
                                           ("ug", "★★★★ 9.1")])
def test_a_reviews_verdict_line_between_its_paragraphs_stays(lang: str, verdict: str) -> None:
    text = auto_text(story_page(lang, f"<p>{STORY[lang][0]}</p><p>{verdict}</p><p>{STORY[lang][1]}</p>"))
    assert verdict in text.split("\n")


@pytest.mark.parametrize("lang, summary", [("en", "★★★★☆ 4.3 (128 reviews)"), ("zh", "★★★★☆ 4.3 (128条评价)")])
def test_a_shops_rating_summary_beside_its_price_goes(lang: str, summary: str) -> None:
    page = story_page(lang, f'<p>{STORY[lang][0]}</p><div class="price">¥ 128.00</div><p>{summary}</p>'
                            f'<button>Add to cart</button><p>{STORY[lang][1]}</p>')
    assert summary not in auto_text(page)


READING = {
    "bo": ["བོད་ཀྱི་སློབ་གསོའི་ལོ་རྒྱུས།", "གྲོང་གསེབ་སློབ་གྲྭའི་འཕེལ་རིམ།", "དཔེ་མཛོད་ཁང་གི་ལས་དོན།", "ཆུ་འགྲམ་ཡུལ་གྱི་ལོ་རྒྱུས།"],
    "ug": ["مەكتەپ تارىخى", "يېزا مائارىپى", "كۇتۇپخانا خىزمىتى", "دەريا بويى تەزكىرىسى"],
    "en": ["A history of village schools", "Libraries in the valley", "Teaching music to children",
           "The river county yearbook"],
}
YEARS = {"bo": ["༡༩༩༨", "༢༠༠༣", "༢༠༡༠", "༢༠༡༨"], "ug": ["1998", "2003", "2010", "2018"],
         "en": ["1998", "2003", "2010", "2018"]}


def reading_list(lang: str) -> str:
    return "<ul>" + "".join(f'<li><a href="/b/{i}">{title}</a> <span class="year">({year})</span></li>'
                            for i, (title, year) in enumerate(zip(READING[lang], YEARS[lang]))) + "</ul>"


@pytest.mark.parametrize("lang", ["bo", "ug", "en"])
def test_a_storys_reading_list_with_years_stays(lang: str) -> None:
    after = f'<div class="further"><h3>Reading</h3>{reading_list(lang)}</div>'
    text = auto_text(story_page(lang, "".join(f"<p>{p}</p>" for p in STORY[lang]), after))
    assert all(title in text for title in READING[lang])


@pytest.mark.parametrize("lang, box", [("en", '<div class="related-posts">{}</div>'),
                                       ("en", '<div class="more"><h3>Related posts</h3>{}</div>'),
                                       ("bo", '<div class="related">{}</div>')])
def test_a_related_list_after_the_story_still_goes(lang: str, box: str) -> None:
    text = auto_text(story_page(lang, "".join(f"<p>{p}</p>" for p in STORY[lang]), box.format(reading_list(lang))))
    assert STORY[lang][1] in text
    assert not any(title in text for title in READING[lang])
