"""extract_page / extract_decoded on our own Tibetan, Uyghur and Chinese pages."""

from __future__ import annotations

import gzip
import random
import re
from html import escape

import pytest

from extract.algorithms import ALGORITHMS
from extract.decode import BINARY_ENCODING, BINARY_NOTE, decode_page
from extract.extraction import CJK_CHAR_WEIGHT, Extraction, extract_decoded, extract_page, main_language
from extract.recognize import recognize_page
from tests.test_recognize import KAZAKH_ARABIC, KYRGYZ_ARABIC, SORANI, SORANI_ARABIC_KAF_YEH
from tests.extraction_pages import (FORUM_ENGINE_POSTS, FOOTER, MENU, PARAGRAPHS, RELATED, SHORT_POSTS, TITLES, article_page, forum_page, list_page,
                                    list_thread_page, teaser_list_page, forum_engine_page)

LANGUAGES = ("bo", "ug", "zh")


def lines(extraction: Extraction) -> list[str]:
    return extraction.text.split("\n")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_article_inside_menus_sidebar_and_footer(lang: str) -> None:
    extraction = extract_page(article_page(lang).encode("utf-8"))
    text = extraction.text
    # every paragraph, each on its own line, in order
    found = [lines(extraction).index(p) for p in PARAGRAPHS[lang]]
    assert found == sorted(found)
    # no menu, related link or footer text
    for furniture in (*MENU[lang][:3], *RELATED[lang], FOOTER[lang]):
        assert furniture not in text
    assert extraction.title.startswith(TITLES[lang])
    assert extraction.language == lang
    assert extraction.kind == "article"
    assert extraction.algorithm == "auto"
    assert [el.tag for el in extraction.nodes].count("p") >= len(PARAGRAPHS[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_short_article_is_an_article(lang: str) -> None:
    extraction = extract_page(article_page(lang, PARAGRAPHS[lang][:1]).encode("utf-8"))
    assert PARAGRAPHS[lang][0] in lines(extraction)
    assert not any(item in extraction.text for item in RELATED[lang])
    assert extraction.kind == "article"


@pytest.mark.parametrize("lines_kept", [2, 6])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_notice_or_poem_of_short_lines_is_an_article(lang: str, lines_kept: int) -> None:
    # a two-line notice, a poem: no line is long, none is a link
    short_lines = SHORT_POSTS[lang][:lines_kept]
    extraction = extract_page(article_page(lang, short_lines).encode("utf-8"))
    for line in short_lines:
        assert line in lines(extraction)
    assert extraction.kind == "article"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_forum_thread_keeps_every_post(lang: str) -> None:
    posts = PARAGRAPHS[lang] + RELATED[lang]  # long and short posts
    extraction = extract_page(forum_page(lang, posts).encode("utf-8"))
    for post in posts:
        assert post in lines(extraction)
    assert FOOTER[lang] not in extraction.text
    assert not any(item in lines(extraction) for item in MENU[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_thread_whose_posts_link_their_subjects_to_themselves_is_an_article(lang: str) -> None:
    # phpBB heads every post with "Re: <thread title>" linking to the post's own anchor: no headline list
    page = forum_page(lang, PARAGRAPHS[lang] + SHORT_POSTS[lang][:3])
    page = re.sub(r'<div class="post-message">', lambda m, n=iter(range(99)): (
        f'<h3><a href="#post-{next(n)}">Re: {escape(TITLES[lang])}</a></h3>' + m.group()), page)
    extraction = extract_page(page.encode("utf-8"))
    assert all(post in lines(extraction) for post in PARAGRAPHS[lang])
    assert extraction.kind == "article"


# A member's signature, the same under each of their posts: a motto, a link to their shop.
SIGNATURES = {
    "bo": "ངའི་ཚོང་ཁང་ལ་ཕེབས་རོགས། ང་ཚོར་ཕྱུགས་ཀྱི་བལ་དང་ཟས་རིགས་ལེགས་པོ་ཡོད། ཁ་ལོ་སྒྱུར་བ་ཡག་པོ་བྱེད་རོགས།",
    "ug": "دۇكىنىمغا كېلىڭ، بىزدە ياخشى يۇڭ ۋە يېمەكلىكلەر بار. ماشىنىنى ئاستا ھەيدەڭ، ئائىلىڭىز سىزنى كۈتۈۋاتىدۇ.",
    "zh": "欢迎光临我的小店，本店出售上等羊毛和各种土特产。开车慢一点，家人在等你回家。",
}


@pytest.mark.parametrize("signature_class", ["signature", "message-signature", "post-signature", "sign"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_forum_signatures_are_left_out(lang: str, signature_class: str) -> None:
    # the signature under every post reads like a post; its class names it (phpBB, XenForo, Stack Exchange, Discuz!)
    page = forum_page(lang, PARAGRAPHS[lang]).replace(
        "</div></div>", f'</div><div class="{signature_class}">{SIGNATURES[lang]}</div></div>')
    extraction = extract_page(page.encode("utf-8"))
    for post in PARAGRAPHS[lang]:
        assert post in lines(extraction)
    assert SIGNATURES[lang] not in extraction.text


@pytest.mark.parametrize("engine", sorted(FORUM_ENGINE_POSTS))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_threads_posts_are_kept_without_their_author_panes(lang: str, engine: str) -> None:
    # beside every post its engine draws the poster's name, rank, post count and the post's date and
    # "Re: <title>" subject: none of it is text anyone wrote
    posts = [PARAGRAPHS[lang][0], *SHORT_POSTS[lang][:2], PARAGRAPHS[lang][1], SHORT_POSTS[lang][2]]
    extraction = extract_page(forum_engine_page(engine, lang, posts).encode("utf-8"))
    assert [line for line in lines(extraction) if line in posts] == posts
    assert not re.search(r"user\d|Member|Newbie|Posts|Messages|2024-05|Re:|Reply|新手|发帖|帖子|发表于|引用|回复|#", extraction.text)


@pytest.mark.parametrize("post_class", ["post", "reply", "comment"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_thread_of_one_line_posts_keeps_every_post(lang: str, post_class: str) -> None:
    # no post is long enough to pass alone: the page keeps its best slot, the posts' text
    extraction = extract_page(forum_page(lang, SHORT_POSTS[lang], post_class).encode("utf-8"))
    for post in SHORT_POSTS[lang]:
        assert post in lines(extraction)
    assert not any(item in lines(extraction) for item in MENU[lang])
    assert FOOTER[lang] not in extraction.text
    assert (extraction.kind, extraction.language) == ("article", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_long_post_vouches_for_the_one_liners_in_its_slot(lang: str) -> None:
    # the long post passes; the one-liners in the same slot (tag path and class) come with it
    posts = SHORT_POSTS[lang][:3] + PARAGRAPHS[lang][:1] + SHORT_POSTS[lang][3:]
    extraction = extract_page(list_thread_page(lang, posts).encode("utf-8"))
    assert [line for line in lines(extraction) if line in posts] == posts
    assert not any(item in lines(extraction) for item in (*MENU[lang], *RELATED[lang], FOOTER[lang]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_list_page_is_a_hub_without_stitched_menus(lang: str) -> None:
    extraction = extract_page(list_page(lang).encode("utf-8"))
    assert extraction.kind == "hub"
    assert not any(item in lines(extraction) for item in MENU[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_list_of_headlines_with_teasers_is_a_hub(lang: str) -> None:
    # an intro paragraph and a teaser under every headline are not an article
    extraction = extract_page(teaser_list_page(lang).encode("utf-8"))
    assert extraction.kind == "hub"
    assert PARAGRAPHS[lang][1] in lines(extraction)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_section_name_over_a_headline_list_outside_main_is_a_hub(lang: str) -> None:
    # only the section's name in <main> reads as text; the list of headlines after it is links
    headlines = "".join(f'<li><a href="/n/{n}.html">{t}</a></li>' for n, t in enumerate(RELATED[lang] * 2))
    page = (f"<html><head><meta charset='utf-8'><title>{MENU[lang][0]}</title></head><body>"
            f"<nav><a href='/'>{MENU[lang][1]}</a></nav><main><h1>{MENU[lang][0]}</h1></main>"
            f"<ul>{headlines}</ul><footer>{FOOTER[lang]}</footer></body></html>")
    assert extract_page(page.encode("utf-8")).kind == "hub"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_short_article_under_its_heading_stays_an_article(lang: str) -> None:
    paragraph = PARAGRAPHS[lang][1]
    page = article_page(lang, [paragraph])
    assert extract_page(page.encode("utf-8")).kind == "article"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_readers_comments_byline_and_breadcrumb_are_left_out(lang: str) -> None:
    comments = [RELATED[lang][0], PARAGRAPHS[lang][3]]
    byline = f'<p class="byline">2024-05-01 · {RELATED[lang][4]}</p>'
    page = article_page(lang, PARAGRAPHS[lang][:3], comments=comments).replace('<div class="post-body">', byline + '<div class="post-body">')
    assert byline in page
    extraction = extract_page(page.encode("utf-8"))
    assert RELATED[lang][4] not in extraction.text
    for paragraph in PARAGRAPHS[lang][:3]:
        assert paragraph in lines(extraction)
    assert not any(comment in extraction.text for comment in comments)
    assert MENU[lang][5] not in extraction.text  # the comments' heading
    assert f"{MENU[lang][0]} > {MENU[lang][1]}" not in extraction.text  # the breadcrumb
    assert extraction.kind == "article"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_read_more_button_inside_the_article_is_left_out(lang: str) -> None:
    button = f'<div class="btn-wrap"><a class="btn" href="/more">{RELATED[lang][2]}</a></div>'
    page = article_page(lang).replace("</div>\n<div class=\"share\">", button + "</div>\n<div class=\"share\">")
    assert button in page
    extraction = extract_page(page.encode("utf-8"))
    assert PARAGRAPHS[lang][-1] in lines(extraction)
    assert RELATED[lang][2] not in extraction.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_forum_posts_called_comments_are_the_thread(lang: str) -> None:
    posts = PARAGRAPHS[lang] + RELATED[lang]
    extraction = extract_page(forum_page(lang, posts, post_class="comment").encode("utf-8"))
    for post in posts:
        assert post in lines(extraction)
    assert not [line for line in lines(extraction) if line.startswith("user")]  # the posts' bylines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_accordion_questions_are_kept_and_plain_buttons_dropped(lang: str) -> None:
    # an FAQ: each question is the label of a button that opens its answer
    items = "".join(
        f'<h3><button aria-expanded="false" aria-controls="a{n}">{RELATED[lang][n]}</button></h3>'
        f'<div id="a{n}"><p>{paragraph}</p></div>'
        for n, paragraph in enumerate(PARAGRAPHS[lang]))
    page = (f"<html><head><title>{TITLES[lang]}</title></head><body><main><h1>{TITLES[lang]}</h1>{items}"
            f"<form><button type='submit'>{MENU[lang][2]}</button></form></main></body></html>")
    extraction = extract_page(page.encode("utf-8"))
    for n, paragraph in enumerate(PARAGRAPHS[lang]):
        assert RELATED[lang][n] in lines(extraction)
        assert paragraph in lines(extraction)
    assert MENU[lang][2] not in extraction.text


def test_extract_decoded_with_every_algorithm() -> None:
    decoded = decode_page(article_page("bo").encode("utf-8"))
    for name in ALGORITHMS:
        extraction = extract_decoded(decoded, algorithm=name)
        assert extraction.algorithm == name
        assert PARAGRAPHS["bo"][1] in extraction.text, name
        assert extraction.decoded is decoded


def test_unknown_algorithm_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="auto"):
        extract_page(b"<p>x</p>", algorithm="nope")


def test_legacy_uyghur_presentation_forms_are_extracted_as_unicode() -> None:
    # the decoder folds presentation forms; the extractor sees base letters
    page = article_page("ug").replace(PARAGRAPHS["ug"][0], "\ufeb3\ufe8e\ufefb\ufee1 \ufee9")
    extraction = extract_page(page.encode("utf-8"))
    assert "سالام ە" in extraction.text


@pytest.mark.parametrize("body", [b"", b"\x00\xff\xfe binary", b"<html><body></body></html>", b"<p>unclosed <b>tags"])
def test_bad_input_gives_a_result(body: bytes) -> None:
    extraction = extract_page(body)
    assert isinstance(extraction.text, str)
    assert extraction.kind in ("article", "hub")


BINARY_BODIES = {
    "random bytes": random.Random(7).randbytes(6000),
    "png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + random.Random(8).randbytes(3000),
    "gzip": gzip.compress(article_page("bo").encode("utf-8")),
}


@pytest.mark.parametrize("body", BINARY_BODIES.values(), ids=BINARY_BODIES.keys())
def test_binary_bytes_give_no_text_and_no_language(body: bytes) -> None:
    extraction = extract_page(body)
    assert (extraction.text, extraction.language) == ("", "none")
    assert extraction.decoded.encoding == BINARY_ENCODING
    assert BINARY_NOTE in extraction.decoded.notes


@pytest.mark.parametrize("body", ["<p>text</p>", None, 42])
def test_a_page_that_is_not_bytes_is_a_clear_error(body: object) -> None:
    with pytest.raises(TypeError, match="needs the page's bytes"):
        extract_page(body)  # type: ignore[arg-type]


def test_bytearray_and_memoryview_are_read_as_bytes() -> None:
    body = article_page("bo").encode("utf-8")
    expected = extract_page(body).text
    assert extract_page(bytearray(body)).text == expected  # type: ignore[arg-type]
    assert extract_page(memoryview(body)).text == expected  # type: ignore[arg-type]


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be", "utf-16"])
def test_utf16_pages_are_text_not_binary(codec: str) -> None:
    extraction = extract_page(article_page("ug").encode(codec))
    assert PARAGRAPHS["ug"][0] in lines(extraction)
    assert extraction.language == "ug"


# C0 controls, DEL and C1 controls (README: the mirror's text holds no control characters), NUL and the soft
# hyphen, raw and as references; the bidi controls (UAX #9: a lone RIGHT-TO-LEFT OVERRIDE reverses the display
# of all that follows), WORD JOINER and MONGOLIAN VOWEL SEPARATOR.
CONTROLS = ["\x01", "\x15", "\x1b", "&#21;", "&#x8;", "\ufffe", "\x7f", "\x81", "\x8d", "\x9d", "&#127;", "&#x81;",
            "\x00", "\xad", "&shy;", "&#173;",   # NUL (browsers drop it), the soft hyphen (an invisible break hint)
            "\u202e", "&#x202E;", "\u202a", "\u202b", "\u202c", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069",
            "\u200e", "\u200f", "&rlm;", "\u061c", "\u2060", "\u180e"]


@pytest.mark.parametrize("control", CONTROLS)
def test_control_characters_leave_no_trace_in_text_or_title(control: str) -> None:
    sentence, clean = PARAGRAPHS["bo"][0], article_page("bo")
    body = clean.replace(sentence, sentence[:5] + control + sentence[5:], 1).replace("</title>", control + "</title>", 1)
    extraction = extract_page(body.encode("utf-8"))
    assert sentence in lines(extraction)
    assert extraction.title == extract_page(clean.encode("utf-8")).title


# ZWJ and ZWNJ choose letter shapes (Unicode §23.2): kept in text and title, but on a Uyghur page those next to
# Arabic letters, shaping hints of legacy software (ئ + ZWJ + a vowel) that Uyghur spelling has no use for.
@pytest.mark.parametrize(("lang", "word", "stored"), [
    ("bo", "ཀ\u200dཁ", "ཀ\u200dཁ"),
    ("bo", "می\u200cخواهم", "می\u200cخواهم"),      # a Persian word quoted: its ZWNJ is spelling
    ("bo", "👩\u200d💻", "👩\u200d💻"),              # an emoji ZWJ sequence
    ("ug", "👩\u200d💻", "👩\u200d💻"),
    ("ug", "ئ\u200dۇرۇن", "ئۇرۇن"),
])
def test_joiners_are_kept_but_uyghur_shaping_hints(lang: str, word: str, stored: str) -> None:
    sentence, clean = PARAGRAPHS[lang][0], article_page(lang)
    body = clean.replace(sentence, f"{sentence} {word}", 1).replace("</title>", f" {word}</title>", 1)
    extraction = extract_page(body.encode("utf-8"))
    assert f"{sentence} {stored}" in lines(extraction)
    assert extraction.decoded.title.endswith(f" {stored}")


@pytest.mark.parametrize("control", ["\x15", "&#21;", "\x7f", "\x9d", "\u200f", "\u202e"])
def test_a_control_character_between_words_or_alone_in_a_block_leaves_no_gap(control: str) -> None:
    # between two spaces of a sentence and of the title, and as the only text of a paragraph
    sentence, clean = PARAGRAPHS["bo"][0], article_page("bo")
    assert " " in sentence and " - " in clean
    body = (clean.replace(sentence, sentence.replace(" ", f" {control} ", 1), 1).replace(" - ", f" {control} - ", 1)
            .replace('<div class="post-body">', f'<div class="post-body"><p>{control}</p>', 1))
    extraction = extract_page(body.encode("utf-8"))
    assert sentence in lines(extraction)
    assert "" not in lines(extraction)
    assert extraction.title == extract_page(clean.encode("utf-8")).title


def test_page_nested_100000_levels_keeps_its_text() -> None:
    sentence = PARAGRAPHS["bo"][0]
    body = ("<html><body>" + "<div>" * 100_000 + f"<p>{sentence}</p>" + "</div>" * 100_000 + "</body></html>")
    extraction = extract_page(body.encode("utf-8"))
    assert sentence in extraction.text


@pytest.mark.parametrize("text, language", [
    (PARAGRAPHS["bo"][0], "bo"),
    (PARAGRAPHS["ug"][0], "ug"),
    (PARAGRAPHS["zh"][0], "zh"),
    ("A short English sentence about the weather.", "en"),
    ("مرحبا بكم في الموقع", "und-Arab"),
    # Uyghur's Arabic-script neighbours write ە ۇ ۋ ڭ ھ ۆ too: not Uyghur by the recogniser's letter shares
    (KAZAKH_ARABIC, "und-Arab"),
    (KYRGYZ_ARABIC, "und-Arab"),
    (SORANI, "und-Arab"),
    (SORANI_ARABIC_KAF_YEH, "und-Arab"),
    ("ལུ་ཚུ་ཨིན་འབད་ཡོདཔ་ཨིན། " * 3, "dz"),
    ("12345 !!", "none"),
    # a Chinese post under a forum's Latin metadata: a Han character weighs CJK_CHAR_WEIGHT letters
    ("张三 Posted: Mon Jan 01, 2024 10:00 am\n我同意这个看法。", "zh"),
    ("Tibet 西藏 is a region on the plateau", "en"),
    # Uyghur in Latin (ULY) and Cyrillic script: the recogniser's letter tests (our own sentences)
    ("Biz bügün mektepte qiziq bir kitab oquduq. Kitabta qedimki sheherler we ularning tarixi heqqide "
     "köp nersiler yézilghan. Oqughuchilar kitabni yaxshi körüp, yene oquymiz dédi. " * 2, "ug-Latn"),
    ("Биз бүгүн мәктәптә қизиқ бир китаб оқудуқ. Китабта қәдимки шәһәрләр вә уларниң тарихи һәққидә "
     "көп нәрсиләр йезилған. Оқуғучилар китабни яхши көрүп, йәнә җим оқуймиз деди. " * 2, "ug-Cyrl"),
    ("Мы сегодня читали в школе интересную книгу о старых городах и их истории. " * 4, "ru"),
])
def test_main_language(text: str, language: str) -> None:
    assert main_language(text) == language


@pytest.mark.parametrize("text", [KAZAKH_ARABIC, KYRGYZ_ARABIC, SORANI, SORANI_ARABIC_KAF_YEH, PARAGRAPHS["ug"][0]])
def test_an_arabic_script_article_is_named_as_the_recogniser_names_it(text: str) -> None:
    # the manifest's text_lang (extraction) and lang (recognition) agree: Kazakh, Kyrgyz and Sorani are no Uyghur
    body = (f"<html dir='rtl'><head><meta charset='utf-8'><title>{text[:20]}</title></head><body>"
            f"<div class='main'><h1>{text[:30]}</h1><p>{text} {text}</p></div></body></html>").encode()
    recognised = recognize_page(body).language
    assert recognised in ("ug", "und-Arab")
    assert extract_page(body).language == recognised


@pytest.mark.parametrize(("latin", "language"), [(30, "zh"), (31, "en")])
def test_han_weighs_cjk_char_weight_letters(latin: int, language: str) -> None:
    # 10 Han characters weigh 30 letters: a tie goes to Han (the earlier script), one letter more is English
    assert CJK_CHAR_WEIGHT == 3
    assert main_language("西藏自治区拉萨市布达 " + "x" * latin) == language


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_page_without_title_is_titled_by_its_headline(lang: str) -> None:
    page = article_page(lang).replace(f"<title>{TITLES[lang]} - {MENU[lang][0]}</title>", "")
    assert "<title>" not in page
    page = page.replace('<h1 class="post-title">', '<h1 class="post-title"><span style="display:none">x</span>  ')
    assert extract_page(page.encode("utf-8")).title == TITLES[lang]


@pytest.mark.parametrize("drawing", ["<svg><title>Search icon</title><path d='M0 0'/></svg>",
                                     "<math><title>formula</title><mi>x</mi></math>"])
def test_an_icons_title_is_no_page_title(drawing: str) -> None:
    # an inline SVG's or MathML's <title> names the drawing; the page without <title> is titled by its <h1>
    page = article_page("bo").replace(f"<title>{TITLES['bo']} - {MENU['bo'][0]}</title>", "")
    page = page.replace('<header class="site-header">', '<header class="site-header">' + drawing, 1)
    extraction = extract_page(page.encode("utf-8"))
    assert extraction.title == TITLES["bo"]
    assert extraction.decoded.title == ""


def test_a_title_loses_the_sites_name_its_headline_leaves_out() -> None:
    # "<headline> - <site>": the page's <h1> is one part of its <title>
    assert extract_page(article_page("bo").encode("utf-8")).title == TITLES["bo"]


def _titled_page(title: str, headings: str) -> bytes:
    return (f"<html><head><title>{title}</title></head><body>{headings}"
            f"<p>{PARAGRAPHS['zh'][0]}</p><p>{PARAGRAPHS['zh'][1]}</p></body></html>").encode("utf-8")


@pytest.mark.parametrize(("title", "headings", "expected"), [
    (f"{TITLES['zh']}_{MENU['zh'][0]}_某某网", f"<h1>{TITLES['zh']}</h1>", TITLES["zh"]),  # a Chinese portal
    (f"{TITLES['zh']} - 某某论坛 - Powered by Discuz!", f"<h1>{TITLES['zh']}</h1>", TITLES["zh"]),
    (f"{TITLES['ug']} | {MENU['ug'][0]} تور بېكىتى", f'<h1><a href="/">{MENU["ug"][0]} تور بېكىتى</a></h1><h2>{TITLES["ug"]}</h2>',
     TITLES["ug"]),  # the logo's heading links the longer site name home
    (f"{MENU['bo'][0]} » {TITLES['bo']}", f"<h2>{TITLES['bo']}</h2>", TITLES["bo"]),
    ("Home", f"<h1>{TITLES['bo']}</h1>", "Home"),  # no heading is a part: the title stays whole
    ("News of the day | Site", "<h1>News</h1>", "News of the day | Site"),  # a heading inside a part is none
    ("self-made things", "<h1>made things</h1>", "self-made things"),  # a hyphen in a word cuts nothing
    # Blogger: the blog's name in a linked <h1>, the post's title in an <h3>
    (f"{MENU['ug'][0]}: {TITLES['ug']}", f'<h1><a href="/">{MENU["ug"][0]}</a></h1><h3 class="post-title">{TITLES["ug"]}</h3>',
     TITLES["ug"]),
])
def test_the_title_is_the_headline_its_title_repeats(title: str, headings: str, expected: str) -> None:
    assert extract_page(_titled_page(title, headings)).title == expected


def test_the_title_the_page_gives_for_sharing_names_it_when_no_heading_does() -> None:
    # a headline in a <div>: the og:title is the part of the <title> the reader wants
    page = _titled_page(f"{TITLES['bo']} | {MENU['bo'][0]}", f"<div class='headline'>{TITLES['bo']}</div>")
    page = page.replace(b"</title>", f'</title><meta property="og:title" content="{TITLES["bo"]}">'.encode(), 1)
    assert extract_page(page).title == TITLES["bo"]
