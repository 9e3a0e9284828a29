"""Invision Community (IPS 4) topics: every post is an ``article.cPost.ipsComment``, and its text is the page's."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import auto_lines

BADGE = "Popular Post"  # a badge IPS sets on a post others reacted to
OPENING_SENTENCES = 4  # the opening post's length in its first sentence (a long question the replies quote)
# each language: the opening post's first sentence and the replies (our own sentences)
POSTS = {
    "bo": ["ད་ལོའི་དབྱར་ཁར་ང་ཚོའི་གྲོང་གསེབ་ཏུ་ཆུ་ལོག་ཆེན་པོ་ཞིག་བྱུང་སྟེ། ཞིང་ཁ་མང་པོ་ཆུས་ཁྱེར་སོང་། ཁྱེད་ཚོའི་ས་ཆར་ཡང་དེ་འདྲ་བྱུང་ངམ།",
           "ང་ཚོའི་ཡུལ་དུ་ཆུ་ལོག་མ་བྱུང་ཡང་། ཆར་པ་མང་དྲགས་པས་ནས་ཀྱི་ལོ་ཏོག་ཅུང་ཟད་སྐྱོན་ཤོར་བྱུང་། ད་ལོ་ཞིང་པ་ཚོར་དཀའ་ངལ་ཆེ།",
           "གྲོང་ཚོའི་མི་རྣམས་ཀྱིས་ལྷན་དུ་རྒྱབ་སྐྱོར་བྱས་ན་ལས་ཀ་མྱུར་དུ་འགྲུབ་ངེས། ང་ཡང་སང་ཉིན་རོགས་རམ་བྱེད་དུ་འགྲོ་གི་ཡིན།"],
    "ug": ["بىزنىڭ يېزىدا بۇ يىل ئۆرۈك ناھايىتى ياخشى پىشتى، ئەمما سېتىش باھاسى تۆۋەن بولۇپ قالدى. سىلەرنىڭ تەرەپتە قانداق؟",
           "بىزدىمۇ شۇنداق بولدى، شۇڭا ئۆرۈكنى قۇرۇتۇپ قىشتا ساتماقچى بولدۇق. قۇرۇق ئۆرۈكنىڭ باھاسى بىر ئاز يۇقىرى بولىدۇ.",
           "قۇرۇتۇش ياخشى ئۇسۇل، لېكىن ئاپتاپتا قۇرۇتقاندا چاڭ-توزان تەگمەسلىكىگە دىققەت قىلىش كېرەك ئىكەن."],
    "en": ["Our village library has asked for help sorting the donated books before the winter opening. Who can come on Saturday?",
           "I can bring two friends on Saturday morning. Should we sort the children's books apart from the rest?",
           "Yes, please put the children's books on the low shelves by the window; the reading club meets there."],
}


def post(n: int, text: str, quote: str | None) -> str:
    """One IPS 4 post: the phone and desktop author panes, the post's meta line, its text (a quote first)."""
    quoted = (f'<blockquote class="ipsQuote" data-ipsquote=""><div class="ipsQuote_citation">user{n - 1} said:</div>'
              f'<div class="ipsQuote_contents"><p>{escape(quote)}</p></div></blockquote>') if quote else ""
    return f"""<article id="elComment_{n}" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix
 ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone">
<div class="cAuthorPane_mobile ipsResponsive_showPhone"><div class="cAuthorPane_content">
<h3 class="ipsType_sectionHead cAuthorPane_author ipsType_break"><a href="/u/{n}">user{n}</a></h3></div></div>
<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone">
<h3 class="ipsType_sectionHead cAuthorPane_author"><strong><a href="/u/{n}">user{n}</a></strong></h3>
<ul class="cAuthorPane_info ipsList_reset"><li data-role="group">Members</li><li class="ipsType_light">{12 + n} posts</li></ul>
</aside>
<div class="ipsResponsive_showPhone ipsComment_badges"><ul class="ipsList_reset ipsFlex"><li><strong>{BADGE}</strong></li>
</ul></div>
<div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-{n}_wrap" class="ipsComment_content ipsType_medium">
<div class="ipsComment_meta ipsType_light ipsFlex"><div class="ipsType_reset ipsResponsive_hidePhone">
<a href="#c{n}" class="ipsType_blendLinks">#{n + 1}</a></div></div>
<div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom
 ipsContained">{quoted}<p>{escape(text)}</p></div></div>
<ul class="ipsComment_controls ipsClearfix"><li><a href="#" class="ipsButton ipsButton_verySmall">Quote</a></li></ul>
</div></div></article>"""


def topic_page(opening: str, replies: list[str]) -> str:
    """An IPS 4 topic: the site's menu, the topic's h1, its opening post and the replies, each quoting the opening."""
    articles = "".join(post(n, text, opening if n else None) for n, text in enumerate([opening, *replies]))
    return f"""<html><head><title>topic</title></head><body>
<header id="ipsLayout_header"><nav><ul><li><a href="/">Home</a></li><li><a href="/forums">Forums</a></li></ul></nav></header>
<main id="ipsLayout_body"><div class="ipsPageHeader"><h1 class="ipsType_pageTitle">topic</h1></div>
<div id="comments" class="cTopic ipsClear ipsSpacer_top">{articles}</div></main>
<footer id="ipsLayout_footer"><p>Powered by Invision Community</p></footer></body></html>"""


@pytest.mark.parametrize("lang", sorted(POSTS))
def test_every_post_of_a_topic_is_kept_not_only_its_quotes(lang: str) -> None:
    # the replies quote the long opening post: the quotes (no comment class near them) outweighed the posts, which
    # went as a discussion beside them
    opening, *replies = POSTS[lang]
    lines = auto_lines(topic_page(" ".join([opening] * OPENING_SENTENCES), replies))
    assert all(reply in lines for reply in replies)
    assert not any(line.startswith("user") for line in lines)  # the author panes and quote headers stay out
    assert BADGE not in lines
