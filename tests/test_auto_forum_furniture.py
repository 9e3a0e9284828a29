"""Threads with a board's furniture around and between their posts (``auto.thread_summaries``): a machine's summary
of the thread over the posts (XenForo's GPT thread summary add-on, Discourse AI's topic summary), XenForo's custom
thread fields over the first post, and the furniture the engines print beside the posts (Stack Exchange's Linked,
Related and Hot Network Questions, Invision's sidebar widgets, NodeBB's suggested topics, XenForo's quote and
reaction bars). In Tibetan and Uyghur threads the summary and the sidebar are long sentences of the thread's
language, so they go by their boxes' names, never by their words. Articles and threads that use the same words or
names in their own text (a story quoting "Click For Summary" and "TL;DR", a standfirst named "article-summary", a
"summary view" wrapping the whole thread) stay whole. Our own sentences."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

BO_POSTS = ["ང་ཚོའི་གྲོང་གསེབ་ཏུ་ལོ་ལྟར་དགུན་ཁ་ཆུ་མགོ་འཁྱགས་ནས་རྒྱུ་ནོར་ལ་ཆུ་འཐུང་རྒྱུ་དཀའ་ལས་ཁག་པོ་འབྱུང་གི་ཡོད།",
            "ཁྱེད་ཚོའི་ས་ཆར་ཆུ་མགོ་སྲུང་སྐྱོབ་བྱེད་ཐབས་གང་འདྲ་ཞིག་ཡོད་དམ། ང་ཚོས་ཐབས་ལམ་གསར་པ་ཞིག་འཚོལ་བཞིན་ཡོད།",
            "ང་ཚོའི་ཡུལ་དུ་ཆུ་དོང་གི་ཁ་ལ་རྩྭ་དང་ཤིང་ལེབ་བཀབ་ནས་འཁྱགས་རྒྱུ་ཆུང་དུ་གཏོང་གི་ཡོད། ཐབས་འདི་ཚོད་ལྟ་བྱས་ན་ཕན་ཐོགས་ཆེན་པོ་ཡོང་།",
            "ཐུགས་རྗེ་ཆེ། ང་ཚོས་ལོ་འདིར་ཐབས་དེ་ཚོད་ལྟ་བྱས་ནས་འབྲས་བུ་ཇི་ལྟར་བྱུང་བ་ཕྱིས་སུ་འདིར་འབྲི་རྒྱུ་ཡིན།"]
UG_POSTS = ["يېزىمىزدا قىش كەلسە قۇدۇقلار توڭلاپ، چارۋىلارغا سۇ بېرىش بەك قىيىن بولىدۇ، بۇنىڭغا قانداق چارە بار؟",
            "بىزنىڭ يېزىدا قۇدۇقنىڭ ئاغزىنى سامان ۋە تاختاي بىلەن يېپىپ قويىمىز، شۇنداق قىلسا توڭلاش خېلىلا ئازىيىدۇ.",
            "رەھمەت، بۇ يىل شۇ ئۇسۇلنى سىناپ بېقىپ، نەتىجىسىنى كېيىن بۇ يەرگە يېزىپ قويىمەن.",
            "مەن قۇدۇقنىڭ ئەتراپىغا ئىسسىقلىق ساقلايدىغان يوپۇق ئورىۋالدىم، ئىككى قىشتىن بېرى ھېچ مەسىلە بولمىدى."]
EN_POSTS = ["We dug our well deeper last autumn, and the water still froze at the top in January.",
            "Try a wooden lid lined with felt. My grandfather did that and the ice never got thicker than a finger."]
POSTS = {"bo": BO_POSTS, "ug": UG_POSTS}
# a machine's summary of the thread: its heading, its overview, a sub-heading and its points
SUMMARIES = {
    "bo": ["གྲོས་མོལ་གྱི་སྙིང་བསྡུས།",
           "གྲོས་མོལ་འདིར་ཞུགས་མཁན་ཚོས་དགུན་ཁའི་ཆུ་མགོ་འཁྱགས་པའི་དཀའ་ངལ་དང་དེ་སེལ་ཐབས་སྐོར་བགྲོ་གླེང་བྱས་ཡོད།",
           "གཙོ་གནད་ཁག", "ཞུགས་མཁན་གཅིག་གིས་ཆུ་དོང་གི་ཁ་བཀབ་པའི་ཐབས་བསྟན་ཡོད།",
           "ཞུགས་མཁན་གཞན་ཞིག་གིས་ཚོད་ལྟ་བྱས་རྗེས་འབྲས་བུ་བརྗོད་རྒྱུ་ཁས་བླངས་ཡོད།"],
    "ug": ["مۇنازىرە خۇلاسىسى",
           "بۇ مۇنازىرىدە قاتناشقۇچىلار قىشتا قۇدۇقلارنىڭ توڭلىشى ۋە ئۇنىڭ ئالدىنى ئېلىش ئۇسۇللىرى ھەققىدە پىكىر ئالماشتۇردى.",
           "ئاساسلىق نۇقتىلار", "بىر قاتناشقۇچى قۇدۇق ئاغزىنى يېپىش ئۇسۇلىنى تونۇشتۇردى.",
           "يەنە بىرى ئىسسىقلىق ساقلايدىغان يوپۇق ئىشلىتىشنى تەۋسىيە قىلدى."],
}
TITLES = {"bo": "དགུན་ཁའི་ཆུ་མགོ་འཁྱགས་པ།", "ug": "قىشتا قۇدۇق توڭلاپ قالسا", "en": "Keeping the wells open"}


def page(lang: str, body: str) -> str:
    """A page of ``body`` under a board's header and over its footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f'<!DOCTYPE html><html lang="{lang}" dir="{direction}"><head><meta charset="utf-8"><title>{TITLES[lang]}'
            f'</title></head><body><header class="p-header"><a href="/">Forum</a> <a href="/forums/">Forums</a> '
            f'<a href="/whats-new/">What\'s new</a></header>{body}<footer class="p-footer"><a href="/help/">Help</a> '
            f'<a href="/terms/">Terms and rules</a></footer></body></html>')


def xf_post(n: int, user: str, lines: list[str], fields: str = "", after: str = "") -> str:
    """A XenForo 2 post: the member's cell, the post's fields, its text and ``after`` it (a reactions bar)."""
    return (f'<article class="message message--post js-post" id="js-post-{n}" data-author="{user}">'
            f'<div class="message-inner"><div class="message-cell message-cell--user"><section class="message-user">'
            f'<h4 class="message-name"><a href="/members/{user}.{n}/">{user}</a></h4>'
            f'<h5 class="userTitle message-userTitle">Member</h5></section></div>'
            f'<div class="message-cell message-cell--main"><div class="message-main js-quickEditTarget">'
            f'<header class="message-attribution"><time class="u-dt">Mar {n}, 2024</time>'
            f'<a href="#post-{n}">#{n}</a></header><div class="message-content js-messageContent">'
            f'<div class="message-userContent lbContainer js-lbContainer">{fields}'
            f'<article class="message-body js-selectToQuote"><div class="bbWrapper">{"<br>".join(lines)}</div>'
            f'</article>'
            f'{after}</div></div><footer class="message-footer"><div class="message-actionBar actionBar">'
            f'<a class="actionBar-action actionBar-action--reply">Reply</a></div></footer></div></div></div></article>')


def xf_thread(lang: str, posts: list[str], over: str = "") -> str:
    """A XenForo 2 thread page: ``over`` the posts (a summary block), then the posts."""
    return page(lang, f'<div class="p-body"><div class="p-body-header"><h1 class="p-title-value">{TITLES[lang]}</h1>'
                f'</div>'
                f'<main class="p-body-content" id="maincontent"><div class="p-body-pageContent">{over}'
                f'<div class="block '
                f'block--messages"><div class="block-container"><div class="block-body js-replyNewMessageContainer">'
                f'{"".join(posts)}</div></div></div></div></main></div>')


def xf_summary(lines: list[str]) -> str:
    """XenForo's GPT thread summary add-on's block, closed under its "Click For Summary" header."""
    head, overview, sub, *points = lines
    return (f'<div class="block xfa-gptts-block" id="ai-summary-block"><div class="block-container"><details '
            f'class="xfa-gptts-details"><summary class="block-header xfa-gptts-header"><div class="block-header-title">'
            f'Click For Summary</div></summary><div class="block-body xfa-gptts-body" id="ai-summary-body-7">'
            f'<h2>{head}</h2><p>{overview}</p><h3>{sub}</h3><ul>{"".join(f"<li>{p}</li>" for p in points)}</ul></div>'
            f'</details></div></div>')


def discourse_thread(lang: str, posts: list[tuple[str, list[str]]], over: str) -> str:
    """A Discourse topic in its crawler view, ``over`` its posts (Discourse AI's summary box)."""
    body = "".join(
        f'<div id="post_{n}" class="topic-body crawler-post"><div class="crawler-post-meta"><span class="creator">'
        f'<a href="/u/{user}"><span>{user}</span></a></span><span class="crawler-post-infos"><time class="post-time">'
        f'March {n}, 2024, 9:0{n}am</time></span></div><div class="post" itemprop="text">{paragraphs(lines)}</div>'
        f'</div>'
        for n, (user, lines) in enumerate(posts, 1))
    return page(lang, f'<div id="main-outlet" class="wrap" role="main"><div id="topic-title"><h1><a href="/t/wells/7">'
                f'{TITLES[lang]}</a></h1></div>{over}{body}</div>')


def discourse_summary(lines: list[str]) -> str:
    """Discourse AI's summary box over a topic's posts, dated by its "Summarized by AI on" line."""
    head, overview, sub, *points = lines
    return (f'<div class="ai-summary-box"><div class="ai-summary-container"><h3 class="ai-summary__title">{head}</h3>'
            f'<div class="generated-summary"><p>{overview}</p><p>{sub}</p>'
            f'<ul>{"".join(f"<li>{p}</li>" for p in points)}</ul></div><div class="summarized-on">'
            f'<p>Summarized by AI on Mar 9 <a href="#">(regenerate)</a></p></div></div></div>')


def check(text: str, stay: list[str], go: list[str]) -> None:
    """Every line of ``stay`` kept once, none of ``go`` kept."""
    for line in stay:
        assert text.count(line) == 1, line
    for line in go:
        assert line not in text, line


@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_xenforo_thread_loses_its_gpt_summary(lang: str) -> None:
    posts = POSTS[lang]
    markup = xf_thread(lang, [xf_post(n, f"member{n}", [line]) for n, line in enumerate(posts, 1)],
                       xf_summary(SUMMARIES[lang]))
    check(auto_text(markup), posts, [*SUMMARIES[lang], "Click For Summary"])


@pytest.mark.parametrize("lang", ["bo", "ug"])
def test_a_discourse_topic_loses_its_ai_summary(lang: str) -> None:
    """The summary box, as long as a post, once took the posts' slot: the thread came out as its summary."""
    posts = POSTS[lang][:3]
    markup = discourse_thread(lang, [("tashi", posts[:1]), ("sam", EN_POSTS[:1]), ("dolma", posts[1:]),
                                     ("pema", EN_POSTS[1:])], discourse_summary(SUMMARIES[lang]))
    check(auto_text(markup), [*posts, *EN_POSTS], [*SUMMARIES[lang], "Summarized by AI on Mar 9"])


def test_a_xenforo_threads_fields_over_its_first_post_go() -> None:
    answer = "قىشتا قۇدۇق توڭلىسا چارۋىلارغا سۇ بېرىش قىيىن، چارە ئىزدەۋاتىمەن."  # "TL;DR": the field's answer
    fields = ('<div class="message-fields message-fields--before"><dl class="pairs pairs--columns" data-field="tldr">'
              f'<dt>TL;DR</dt><dd>{answer}</dd></dl></div>')
    markup = xf_thread("ug", [xf_post(1, "alim", UG_POSTS[:1], fields), xf_post(2, "nur", UG_POSTS[1:2]),
                              xf_post(3, "aysu", UG_POSTS[3:])])
    check(auto_text(markup), [UG_POSTS[0], UG_POSTS[1], UG_POSTS[3]], ["TL;DR", answer])


def test_a_xenforo_quote_and_reactions_bar_go_the_posts_stay_once() -> None:
    quote = (f'<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote">'
             f'<div class="bbCodeBlock-title">'
             f'<a class="bbCodeBlock-sourceJump" href="#">alim said:</a></div><div class="bbCodeBlock-content"><div '
             f'class="bbCodeBlock-expandContent">{UG_POSTS[0][:40]}</div><div class="bbCodeBlock-expandLink"><a '
             f'role="button">Click to expand...</a></div></div></blockquote>')
    reactions = ('<div class="reactionsBar js-reactionsList is-active"><span class="u-srOnly">Reactions:</span>'
                 '<a class="reactionsBar-link" href="#">alim, aysu and 3 others</a></div>')
    markup = xf_thread("ug", [xf_post(1, "alim", UG_POSTS[:1]),
                              xf_post(2, "nur", [quote + UG_POSTS[1]], after=reactions),
                              xf_post(3, "aysu", UG_POSTS[3:])])
    check(auto_text(markup), [UG_POSTS[1], UG_POSTS[3]],
          ["Click to expand...", "alim, aysu and 3 others", "alim said:"])


RELATED_BO = ["དགུན་ཁ་ཆུ་དོང་གི་ཆུ་འཁྱགས་པ་སེལ་བར་གློག་ཤུགས་ཀྱི་ཚ་འཕྲུལ་བེད་སྤྱོད་བྱེད་ཆོག་གམ།",
              "རྒྱུ་ནོར་ལ་དགུན་ཁ་ཆུ་འཐུང་རྒྱུ་ཉུང་དུ་སོང་ན་ནད་ཡམས་ཇི་ལྟར་འབྱུང་གི་ཡོད་དམ།"]
HOT_QUESTION = "ئالتە ياشلىق بالىغا شاھمات ئويناشنى قانداق ئۆگىتىش كېرەك؟"


def se_post(kind: str, n: int, lines: list[str]) -> str:
    cell = "postcell" if kind == "question" else "answercell"
    """A Stack Exchange question or answer: its vote cell, its text and its owner's card."""
    return (f'<div id="{kind}-{n}" class="{kind} js-{kind}"><div class="post-layout">'
            f'<div class="votecell post-layout--left"><div class="js-vote-count">{n % 7}</div></div>'
            f'<div class="{cell} post-layout--right"><div class="s-prose js-post-body" itemprop="text">'
            f'{paragraphs(lines)}</div><div class="post-signature"><div class="user-details"><a href="/users/{n}">'
            f'user{n}</a><span class="reputation-score">1,024</span></div></div></div></div></div>')


def test_a_stack_exchange_question_loses_its_sidebar_in_the_threads_language() -> None:
    sidebar = ('<div id="sidebar" class="show-votes" role="complementary">'
               '<div class="module sidebar-linked"><h4>Linked</h4>'
               f'<div class="spacer"><a class="question-hyperlink" href="/q/5">{RELATED_BO[0]}</a></div></div>'
               '<div class="module sidebar-related"><h4>Related</h4><div class="related js-gps-related-questions">'
               f'<div class="spacer"><a class="question-hyperlink" href="/q/6">{RELATED_BO[1]}</a></div></div></div>'
               '<div id="hot-network-questions" class="module"><h4><a href="/hot">Hot Network Questions</a></h4><ul>'
               f'<li><a class="question-hyperlink" href="/hq/1">{HOT_QUESTION}</a></li></ul></div></div>')
    answers = "".join(se_post("answer", 100 + k, lines)
                      for k, lines in enumerate([BO_POSTS[2:3], BO_POSTS[3:], EN_POSTS[:1]]))
    markup = page("bo", f'<div id="content"><div id="question-header"><h1>{TITLES["bo"]}</h1></div>'
                  f'<div id="mainbar" role="main">{se_post("question", 1, BO_POSTS[:2])}'
                  f'<div id="answers">{answers}</div></div>{sidebar}</div>')
    check(auto_text(markup), [*BO_POSTS, EN_POSTS[0]],
          [*RELATED_BO, HOT_QUESTION, "Hot Network Questions", "Linked"])


ARTICLE_EN = ["The village council met on Tuesday to discuss how to keep the wells from freezing this winter.",
              "One farmer read out a note from an online forum: under the heading Click For Summary it said that "
              "felt-lined lids work best.",
              "TL;DR: cover the well, line the cover with felt, and check it every morning, the council's letter says.",
              "The council will buy fifty lids and hand them out at the market in December, free for families with "
              "livestock."]
STANDFIRST = "The council will hand out fifty felt-lined well lids in December."
POEM_BO = ["ཁ་བ་བབས་པའི་ཆུ་དོང་གི་ཁར་བྱ་ཆུང་གཅིག་བསྡད།", "ཁོས་འཁྱགས་པའི་ཆུ་ལ་བལྟས་ནས་གླུ་ཞིག་བླངས།",
           "གླུ་དེ་ཉན་ནས་ངའི་སེམས་ཀྱང་དྲོ་བོར་གྱུར།"]
NOTE_BO = "རྩོམ་པ་པོའི་མཆན། སྙན་ངག་འདི་ངའི་མེས་པོས་དགུན་ཁ་ཆུ་དོང་གི་འགྲམ་དུ་བླངས་པའི་གླུ་ལས་སྣང་བ་ཐོབ་ནས་བྲིས་པ་ཡིན།"
# pages whose own text uses the furniture's words or names: (name, lang, body, lines that stay)
GUARDS = [
    ("a story quoting a summary's words, under its standfirst named article-summary", "en",
     f'<main><article class="post"><h1>{TITLES["en"]}</h1><div class="article-summary"><p>{STANDFIRST}</p></div>'
     f'<div class="entry-content">{paragraphs(ARTICLE_EN)}</div></article></main>', [*ARTICLE_EN, STANDFIRST]),
    ("a thread wrapped whole in a summary view", "ug",
     '<div class="thread-summary-view ai-summary-layout">'
     + "".join(f'<div class="post"><p>{x}</p></div>' for x in UG_POSTS) + "</div>", UG_POSTS),
    ("an essay on summaries, its points in a box named summary", "bo",
     f'<article><h1>{SUMMARIES["bo"][0]}</h1>{paragraphs(SUMMARIES["bo"][1:2] + BO_POSTS)}<div class="summary"><ul>'
     + "".join(f"<li>{x}</li>" for x in SUMMARIES["bo"][3:]) + "</ul></div></article>",
     SUMMARIES["bo"][1:2] + BO_POSTS + SUMMARIES["bo"][3:]),
    ("a poem in a list and the author's note in an aside", "bo",
     f'<main><article><h1>ཆུ་དོང་གི་གླུ།</h1><p>{BO_POSTS[0]}</p>'
     f'<ul class="poem">{"".join(f"<li>{x}</li>" for x in POEM_BO)}</ul>'
     f'<aside class="note"><p>{NOTE_BO}</p></aside><p>{BO_POSTS[2]}</p></article></main>',
     [BO_POSTS[0], BO_POSTS[2], *POEM_BO, NOTE_BO]),
]


@pytest.mark.parametrize(("name", "lang", "body", "stay"), GUARDS, ids=[guard[0] for guard in GUARDS])
def test_a_page_whose_own_text_uses_the_furnitures_words_stays_whole(name: str, lang: str, body: str,
                                                                      stay: list[str]) -> None:
    check(auto_text(page(lang, body)), stay, [])
