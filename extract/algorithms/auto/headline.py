"""Headline rules: the ``<h1>`` (or a post's title) opening the kept text is the page's title, not its text.

``drop_headline`` (the design's step 6) and the steps it is made of: where the headline starts (``_headline_start``,
past a ticker or a short lead), whether it is a post's title or a headline tag or cell, whether a date line sits
under it, and how much body follows it (``_headline_body_chars``): a story's title goes, a product's name with two
lines stays, and so does a landing page's hero h1 over its tagline (``_is_hero_headline``) or a product's name over
its price (``_is_product_name``): the first line of the page's text; a story's title box over its body
(``_opens_story_body``), a site's banner over the page's own title (``_opens_titled_heading``) and a dateline in or
under the box (``_dated_box``) mark no hero. The title block's info line (a date with a source's or an author's label)
goes whatever the headline's fate: right under it in its box (``_drop_box_info_line``) or closing the h1 itself
(``is_headline_info``, read by ``inline.drop_inline_furniture``). ``drop_card_headings``: later ``<h1>``s sharing
one class, other than the headline's, are a stream of cards' titles (extraction-dev, review h229: all 0.9159 ->
0.9164, a Tibetan 360kuai page 0.697 -> 1.000, no other page changes).

``article_headline``: the page's own headline among its blocks, past a site's logo set in an ``<h1>`` (named a logo
or a site title, ``LOGO_NAME_RE``, or wholly a link to the site's home page) to the article's ``<h1>``, or to the
``<h2>`` under a logo when the logo is the page's only ``<h1>`` (a poetry site's name over the poem's title): what
``reference_texts.keep_headed_verse_blocks`` reads a poem under.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from urllib.parse import urlsplit

from lxml import etree

from extract.algorithms.auto.cms_lines import CHINESE_AUTHOR_WORD, CHINESE_SOURCE_WORD
from extract.algorithms.auto.count_lines import VIEWS_DATE_RE
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import AUTHOR_WORD, POSTING_VERB, SENTENCE_END_RE, SOURCE_WORD
from extract.algorithms.auto.page_memo import names_may_hold
from extract.algorithms.auto.shop_panels import PRICE_NAME_RE
from extract.algorithms.auto.tables import HEADLINE_CELL_TAGS, _row_cells
from extract.algorithms.auto.words import BYLINE_BIT, HEADING_TAGS
from extract.dom import DROPPED_TAGS, Dom
from extract.literal_gate import folded_literals
from extract.scripts import CJK_IDEOGRAPH_RANGES
from extract.title import shared_type

# MediaWiki's section "[edit]" links sit inline in the heading (<h2>History<span class="mw-editsection">[edit]</span>):
# ``drop_inline_furniture`` leaves them out of the kept heading's text. Extraction-dev: all 0.8828 -> 0.8829, 3 pages
# better (zh.wikipedia in three variants, +0.011 to +0.029), none lower; QA h85: an English article 0.93 -> 0.98.
# Discuz! X writes a post's "last edited" note inline at the head of the post's text cell (<td class="t_f"><i
# class="pstatus"> 本帖最后由 X 于 2023-11-4 21:59 编辑 </i><br/>...): the note POSTER_RE drops as a block in other
# engines. QA h91: Discuz! threads in Tibetan, Chinese and English +0.03 to +0.04; extraction-dev unchanged.
# A shop's buttons inline in a product card beside its price (WooCommerce's <li class="product"> holds the price and
# "<a class="button add_to_cart_button">Add to cart</a>" as its own text, YITH's "add_to_wishlist", Magento's "action
# tocart" / "towishlist" / "tocompare", Shopify's "quick-add" buttons): the card's line keeps the price without them.
# QA h106: all 0.855 -> 0.861 (a Tibetan WooCommerce category 0.82 -> 0.99); extraction-dev 0.8953 unchanged (no
# page changed: its truths keep no such button, and no output held one); QA h81-h97 and the checkers unchanged.
# A <marquee> scrolls its text across the page, a ticker of the latest headlines or a greeting over an old site's
# table layout (h150: the latest items scrolled over the grid, kept with the article's first cell, bo and ug): no
# article sets its text in one. ``drop_inline_furniture`` leaves it out with its subtree, block or inline. h150:
# 0.909 -> 0.929 (4 pages better, none lower: 0.87-0.91 -> 0.92-1.00); extraction-dev 0.9053 unchanged (0 pages), QA
# sets and checkers unchanged.
TICKER_TAGS = frozenset({"marquee"})
HEADLINE_TAG = "h1"  # the tag of a page's headline (a logo's too, on the templates that set the site's name in one)
SUBHEADLINE_TAG = "h2"  # the tag of the page's title under a logo that is the page's one ``HEADLINE_TAG``
# An <h1>'s class or id word naming the site's logo or name: "logo", "site-logo", "site-title", "site_name",
# "sitename", "brand", "masthead" (not "entry-title", "page-title", "product-title": a page's own title).
LOGO_NAME_RE = re.compile(r"(?<![a-z])(?:(?:site[-_]?)?logo|site[-_]?(?:title|name)|brand(?:ing)?|masthead)"
                          r"(?![a-z])", re.IGNORECASE)
# every LOGO_NAME_RE match holds one, lowered (the page gate; ``literal_gate.folded_literals``: "brand", "logo",
# "masthead", "site")
# (none known: "", in every text, passes the gate)
LOGO_NAME_WORDS = tuple(sorted(folded_literals(LOGO_NAME_RE) or ("",)))
HOME_PATHS = frozenset({"", "/"})  # the paths of a link to a site's home page ("/", "https://example.org")
# A <marquee> holding paragraphs scrolls the text itself, not a ticker: an old notice site scrolls its announcement's
# paragraphs up in the content cell (review h152: a library's notice of three paragraphs lost whole). A ticker's
# headlines are a line of text or links, or a list of links scrolled up, and are left out as above.
TICKER_BODY_TAGS = frozenset({"p"})
# ... and so does one setting the notice's lines apart with <br>, its text no links: the same notice site's
# announcement written as lines, not paragraphs (review h159: a Uyghur and a Tibetan notice of three <br> lines lost
# whole). A ticker's headlines on <br> lines are links (test_auto_tickers' "links on br lines"), its greeting one line.
TICKER_LINE_TAGS = frozenset({"br"})
# The text nodes of an element a reader sees: not inside a script, a style or another element the DOM model drops
# (extract/dom.py DROPPED_TAGS); a dropped element's tail is its parent's text node and stays.
SEEN_TEXT_XPATH = etree.XPath("descendant-or-self::text()[not(ancestor::*[{}])]".format(
    " or ".join(f"self::{tag}" for tag in sorted(DROPPED_TAGS))))
TICKER_LINES_LINK_SHARE = 0.5  # of a <br>-lined marquee's text in links, less than: a notice's lines, not headlines
# ... and its lines are sentences, closing in a sentence's mark (``SENTENCE_END_RE``): a notice's lines do ("...敬请
#相互转告。"), a ticker's headlines, linked or not, do not (review h162: a Chinese "最新消息" and a Uyghur school
# ticker of unlinked headlines on <br> lines, kept over the story).
TICKER_SENTENCE_SHARE = 0.5  # of a <br>-lined marquee's lines closing in a sentence's mark, at least
# Tibetan closes a headline with a shad as it does a sentence (review of session 31: a Tibetan ticker of unlinked
# headlines was kept as a notice). A Tibetan sentence ends in its verb's closing syllable before the shad: an auxiliary
# of the spoken and news language (ཡིན, ཡོད, རེད, འདུག, སོང, བྱུང, ཡོང), a request's (རོགས, གནང, ཞུ, ཤོག), the polite
# ལགས, the literary completion particle (ཏོ, གོ, ངོ, དོ, ནོ, བོ, མོ, འོ, རོ, ལོ, སོ) or a question's -am (གམ, ངམ, དམ
# ...); a headline drops them, its bare verb (ཚུགས, སྒྲིལ, ཕྱེ) or noun closing it. A Tibetan line closing in a shad
# (TIBETAN_SHAD_END_RE) is a sentence only so (TIBETAN_SENTENCE_END_RE).
# The particle's letter repeats the suffix of the syllable before it (Tibetan grammar's rdzogs tshig and dri tshig:
# ཡིན་ནོ, བྱུང་ངོ, བྱས་སོ, ཡོད་དམ; འོ / འམ after an open syllable, ཏོ after a ད suffix), so a noun's closing syllable in
# -mo, -bo or -lo (ལྷ་མོ, བུ་མོ, རི་བོ, ལོ: names and nouns closing a headline) is no particle (review h174: a Tibetan
# ticker of headlines closing in names, ཚེ་རིང་ལྷ་མོ།, was kept as a notice).
# A notice's lines close in a verb's future or need: the nominaliser རྒྱུ ("the school will give the holiday",
# སྤྲོད་རྒྱུ།, "the meeting will be held", ཚོགས་རྒྱུ།) or the modal དགོས ("parents must bring", ཁྱེར་ཡོང་དགོས།), a
# notice's way of stating what is to be done; a headline rarely so (review of session 32: a Tibetan notice of three such
# lines in a <marquee>, its signature a noun, was dropped as a ticker). A ticker of headlines one of which announces
# ("...སྤེལ་རྒྱུ།") stays a ticker: fewer than TICKER_SENTENCE_SHARE of its lines.
TIBETAN_SHAD_END_RE = re.compile(r"[\u0f0d\u0f0e]\W*$")  # a shad or a double shad, closing marks after it
TIBETAN_SENTENCE_END_RE = re.compile(
    r"(?:(?:^|[\u0f0b\s])(?:ཡིན|ཡོད|རེད|འདུག|སོང|བྱུང|ཡོང|རོགས|གནང|ཞུ|ཤོག|ལགས|རྒྱུ|དགོས|འ[ོམ])"
    r"|([གངདནབམརལས])\u0f0b\1[ོམ]|ད\u0f0bཏ[ོམ])"
    r"\u0f0b?\s*[\u0f0d\u0f0e]\W*$")
# The headline: an ``<h1>`` that opens the kept text, before at least HEADLINE_BODY_CHARS characters of body, is
# the title (``drop_headline``). Extraction-dev: all 0.8793 -> 0.8802; 138 pages better (every one of the 72
# articles that changed), 31 lower (product, listing, service and collection pages whose truth keeps their
# name); from the first kept block on, whatever its length, listings lost 0.005; read only when the h1 matches
# the <title>, half the gain (titles and headlines are often worded apart).
HEADLINE_BODY_CHARS = 500  # whitespace-free characters after the h1: an article's body, not a product's two lines
# A blog post's headline that is no h1: Blogger titles a post ``h3.post-title`` under the blog's own h1 (the blog's
# name, in its header), WordPress themes ``h2.entry-title``; the first kept block, the one kept heading so named (a
# listing's teasers are each titled so, and its truths keep them), is the headline as an h1 is. Extraction-dev: the
# truths of the articles whose headline is named so leave it out (12 pages), the two listings with 20 keep them.
# A dateline right above the headline (Blogger's date header) dates it as one under it does (``_dated_above``).
# Extraction-dev 0.8852 unchanged (no Blogger post there); QA h84 0.793 -> 0.796 (a blog post 0.85 -> 0.94), h90
# 0.976 -> 0.979 (two posts titled "entry-title" under a site's h1, 0.92 -> 0.98 and 0.98 -> 1.00); h81, h85 and the
# checkers unchanged.
POST_TITLE_RE = re.compile(r"(?<![\w-])(?:post-title|entry-title)(?![\w-])")
POST_TITLE_NODES = 2  # the heading and its one child (a link) read for the name
# A story's headline over a short body: a page that calls itself a story in Open Graph (og:type "article", the
# Chinese portals' "news"), or calls itself nothing, needs only HEADLINE_STORY_BODY_CHARS after its h1 (a brief of
# three sentences, a poem); a page that calls itself a "website" or a "product" (a listing's, a shop's h1 names the
# page's records and stays: the truths keep it) keeps HEADLINE_BODY_CHARS; and only under a dated headline (a
# <time> or a dated line between the h1 and the body: a story's dateline; a shop's or a service's name has none).
# Extraction-dev 0.8829 -> 0.8833, 7 articles better (+0.010 to +0.055), none lower; without the og:type condition 4
# listings lost up to 0.09 (og:type "website", "product"); without the dateline, QA h85 (services, collections,
# products whose truths keep their name) lost 0.009. QA h90 (30 articles, most 200-450 characters): 0.943 -> 0.964.
# 40: extraction-dev 16 pages better (article-zh of 7 structures, documentation, product), 4 lower (a collection's hero
# h1 the truth keeps, two elementor service pages); the kept lead above the h1s measured 10-36 characters
HEADLINE_LEAD_CHARS = 40  # whitespace-free characters at most kept above the h1 that still opens the text
HEADLINE_STORY_BODY_CHARS = 150  # whitespace-free characters: a three-sentence brief, not a product's name and price
STORY_OG_TYPES = frozenset({"article", "news", "blog"})  # og:type values (lower-cased) that name a story
# Kept h1s of one tag path, the <title> holding none of the first's text: the text's sections (review h83: an
# e-text's chapters, each a <section><h1>), not a headline. Two, extraction-dev 0.88251 -> 0.88247 (5 pages lower:
# templates repeating a product's or a collection's h1); three, 0.882513 -> 0.882515 (1 listing better, 3
# collections lower by 0.003 at most).
HEADLINE_SECTIONS_MIN = 3
# Chinese CMSes title a story with an h2 (DedeCMS's ".viewbox .title h2", PHPCMS, EmpireCMS templates) and keep
# the h1 for the site's logo: such a heading that opens the kept text is the headline when the <title> holds it
# ("<headline>_<site>") and a dateline stands under it on a page that is a story or calls itself nothing (the
# conditions of HEADLINE_STORY_BODY_CHARS), with the h1's body conditions. QA h91: DedeCMS articles in Tibetan, Uyghur
# and Chinese +0.02 to +0.04; extraction-dev 0.8836 -> 0.8837, 3 Chinese articles better (+0.016 to +0.022), none
# lower (without the dateline and Open Graph conditions: 12 services, documentation and forum pages lower, -0.02).
HEADLINE_LOWER_TAGS = frozenset({"h2", "h3"})
# ... or when it is the page's headline by its markup and place, whatever the <title> says: the page's first heading,
# on a page without an <h1>, before any block of body (``HEADLINE_FIRST_BODY_CHARS``). A translated or re-filled copy
# of a page gives its <title> a text of its own (the dev set's Tibetan and Uyghur fills of a structure: the <title> is
# not the headline's text), and the <title> test fired on the original alone (session 38, h221: tests/
# test_auto_variant_gap.py). The dateline and Open Graph conditions stand.
HEADLINE_FIRST_BODY_CHARS = 200  # whitespace-free characters of a block that is body, not a heading over it
# A ticker over the grid (``TICKER_TAGS``) is kept up to the last step, which leaves its text out: the headline under
# it opens the kept text all the same (h150: bo03, bo06, ug02, ug07 scroll the latest items in a cell over the
# article's; bo06's and ug02's tickers kept their headline cells, whose rule read the ticker's cell as the first kept
# block). At most this many kept blocks opening the page are read as a ticker's (a ticker's cell is one block; a
# greeting's and the latest items' tickers make two). h150: 0.990 -> 1.000 (bo03 0.975, bo06 0.938, ug02 0.921 ->
# 1.000; none lower); extraction-dev 0.9053 (0 pages changed); QA sets and checkers unchanged.
HEADLINE_TICKER_BLOCKS = 2
# A headline cell is its row's only cell (the headline's row, the dateline's row under it): the first cell of a row
# of several is a table of data's first datum, though the <title> names it and a date stands beside it (review h152:
# a timetable's departure station, titled "Lhasa - Golmud timetable", over its date, was dropped as a headline).
HEADLINE_ROW_CELLS = 1  # cells of the headline cell's row
# The dateline under a headline, kept: a source or date line the model let through right under the headline is read
# for the date as one left out is (``_dated_headline``). QA h105: a print view's h2 over "Published: 2024-04-11 ·
# Source: ..." 0.803 -> 0.835; two lines read (an event's status line, then its "时间：2024年6月15日" fact): QA h85
# lost an event page whose truth keeps its name.
HEADLINE_META_LINES = 1  # kept lines at most between a headline and its body read for the date
HEADLINE_META_CHARS = 100  # whitespace-free characters at most of such a line: a source and a date, not a paragraph
# The date of a kept line under a headline (``HEADLINE_META_LINES``) is not read when the line is a labelled field
# ("Date: 2024-06-15", "时间：2024年6月15日", "ཚེས་གྲངས། ༢༠༢༤-༠༦-༡༥", "ۋاقتى: 2024-06-15"): the page's fact, an event's
# or a notice's when-line under its name, which the events' truths keep with the name (review h114: a Tibetan open day's name over its date line and 300 characters was lost). A
# story's dated lead ("2024年3月4日，河谷镇下了...") and a thread's dated post header past a short first post still date it.
# A labelled line that also names a source or an author (``HEADLINE_INFO_LABEL_RE``: "ۋاقتى: 2024-03-01 مەنبە: X",
# "时间：2024-03-01 来源：X") is a story's info line, no event's fact, and dates the headline (s42; extraction-dev
# unchanged, the title box pages of tests/test_auto_captions_titles_s42.py).
FIELD_LABEL_CHARS = 12  # characters at most of a field's label before its colon or shad (Tibetan "ཚེས་གྲངས" is 8)
FIELD_LABEL_RE = re.compile(  # a label, no digit, that names no posting nor source (a dateline's: "Source: X · date")
    rf"^\W*(?!{POSTING_VERB}|{SOURCE_WORD})[^\d\s:：\u0f0d]{{1,{FIELD_LABEL_CHARS}}}\s*[:：\u0f0d]")
# A kept line under a headline (``HEADLINE_META_LINES``) that is a date alone ("2008-05-12", "March 3, 2025": no
# label, no source, no word) is the headline's dateline and goes with the headline it dates (``drop_headline``: a
# table layout's date cell under its headline cell, a bare date paragraph under an h1 or h2): the page's title and
# its date, no text of it (QA-120's conventions). A date with a label ("Date: ...", an event's fact), a source or a
# sentence is no date alone and stays, and so does the first of several dates alone of one tag path (a timeline's
# records, a chronicle table's dated rows: ``_dates_records``). h150: 0.980 -> 0.990 (6 pages better, 0.963-0.984 -> 1.000: bo01, bo02, bo08,
# ug01, ug05, ug06; none lower); extraction-dev 0.9053 (0 pages changed); QA sets and checkers unchanged (qa135's
# posts-only truth 0.910 kept).
DATE_ALONE_RE = re.compile(rf"\W*(?:{VIEWS_DATE_RE.pattern})\W*")
# A hero's h1: a landing page (a service's, a collection's, a listing's) opens with a hero, its h1 and a tagline or a
# lead in one box, its text going on in the page's sections below the box; the page's name is the first line of its
# text, and the truths keep it (extraction-dev, review h241: services, collections and listings whose h1 sits so, in
# the original and the variants of each structure). A story's headline has its body in the box it sits in (an
# article's container) or stands alone in a title box over it. The h1 is a hero's (``_is_hero_headline``) when its
# box (its parent, or its grandparent when the parent holds nothing but the h1: a "headline-holder") holds the next
# kept block and less than HERO_BOX_SHARE of the kept text after the h1, and none of these marks a story or a deck:
# - a date under or above it (``_dated_headline``, ``_dated_above``: a story's dateline);
# - a box named a story's (``STORY_BOX_RE`` on the h1's class and its two ancestors': WordPress's
#   "wp-block-post-title", "article-header", "blog-post-hero");
# - a list item or a term as the next kept block (``HERO_LEAD_TAGS``: a programme's facts, no tagline);
# - a heading before the h1 in its box (a deck's kicker over a video's title: the h1 does not open the box).
# Extraction-dev (review h241): all 0.9228 -> 0.9233, 28 pages better (+0.001 to +0.027), 13 lower by 0.003 at most
# (a category header's, a guide banner's or MDN's header's h1 over its description, which these truths leave out where
# the same markup's other pages keep it). A share of 0.15: 9 of the better pages lost again; 0.3: 2 listings fewer;
# 0.5 to 0.7 alike. Without the story, list and heading guards: 6 more pages lower (an article's header, a blog post's
# hero in two fills, a programme's facts, a video deck in two fills), up to -0.009.
HERO_BOX_SHARE = 0.5  # of the kept text (whitespace-free characters) after the h1 inside the h1's box, less than
STORY_BOX_RE = re.compile(r"(?<![a-z])(?:post|article|entry|blog|story)(?![a-z])")  # a class word of a story's box
STORY_BOX_LEVELS = 3  # elements read for STORY_BOX_RE: the h1, its parent and its grandparent
# Review h243 (pages of our own: a news story's, a doc page's, a blog post's title box holding the headline and a
# standfirst, subtitle or description with the body in a container below, undated; a forum's or a blog's banner h1
# over its motto above a thread or a post; a market story's headline over a quote box named a price), more marks of
# a story's title box or a site's banner, not a hero:
# - the text below the box opens with a paragraph (``STORY_BODY_TAGS``, not mostly links: a card's, a teaser's)
#   whose parent holds at least STORY_BODY_SHARE of it (``_opens_story_body``: one body container; a landing page's
#   text goes on in sections of their own), unless the box holds a call to action (``CALL_TO_ACTION_RE``: a hero's
#   "btn", "button", "cta" link under its tagline);
# - the text below the box opens with a heading the <title> holds (``_opens_titled_heading``: the page's own title
#   under the site's banner);
# - the h1 is a link (``HERO_NAME_LINK_SHARE``: a site's name linked home);
# - a dateline after the lead in the box or right under it (``_dated_box``), which also keeps a dated h1 over a
#   price-named box from being read as a product's name.
# Extraction-dev: all 0.9234 -> 0.9234, 2 pages better (an article +0.002, a documentation page +0.001; both lower
# under h241's rule), none lower. STORY_BODY_TAGS with "div" but no link guard: 2 listings lower (-0.015, -0.007, a
# grid of cards under a category's hero); without the call-to-action exception: the article's gain lost (a byline's
# link in its title box) and a landing page whose sections sit flat in one container under its hero lost its name.
STORY_BODY_TAGS = frozenset({"p", "div"})  # the opening block's tags below the box that are a story's paragraph
STORY_BODY_LINK_SHARE = 0.5  # of the opening block's text in links, at least: a card's or a teaser's, not prose
STORY_BODY_SHARE = 0.5  # of the kept text (whitespace-free characters) below the box, at least, in the opening's parent
HERO_NAME_LINK_SHARE = 0.5  # of the h1's text in links, at least: a site's name linked home, not a page's name
CALL_TO_ACTION_TAGS = frozenset({"a", "button"})  # the tags of a hero's call to action
CALL_TO_ACTION_RE = re.compile(r"(?<![a-z])(?:btn|button|cta)(?![a-z])", re.IGNORECASE)  # a call to action's class word
HERO_LEAD_TAGS = frozenset({"li", "dt", "dd"})  # the next kept block's tags that are a list's, not a tagline
# A product's name: an h1 right over an element named its price (``shop_panels.PRICE_NAME_RE``: Squarespace's
# "product-meta" box, <h1 class="product-title"> over <div class="product-price">, Shopify's "price", WooCommerce's
# "price") names the product the page sells, the first line of its text, whatever the length of its description
# (``_is_product_name``); a story's box names no price. Read in the markup alone, so that a page and its translations
# decide alike (extraction-dev: a Squarespace subscription in English, Tibetan and Uyghur, whose truths keep the name
# and the price line; the Tibetan fill's price line, left alone by the dropped h1, went as a lone line too): all
# 0.9232 -> 0.9234, 3 pages better (+0.016 to +0.027), none lower. Any sibling named a price, not the next one: 4 more
# product pages changed, 3 of them lower (-0.002 to -0.015: a BigCommerce and a WooCommerce product whose fills'
# truths leave the name out, the brand or the rating between the name and the price).


# The title block's info line: PHPCMS v9 and DedeCMS templates set the story's date, source and author inside its
# h1 after the title (``<h1>title<br><span>2024-03-01 来源：X 作者：Y</span></h1>``) or in the title box right under
# it (``<div class="title"><h1>...</h1><p class="info">时间：2024-03-01 来源：X</p></div>``). The headline goes only
# over a body (``HEADLINE_STORY_BODY_CHARS``, ``HEADLINE_BODY_CHARS``), so over a short story the line stayed glued
# to the title; the truths keep no info line. Such a line goes whatever the headline's fate: an inline element
# closing the h1 after its title (``is_headline_info``, left out by ``inline.drop_inline_furniture``), or the kept
# line right under the headline in its box (``_drop_box_info_line``), of at most HEADLINE_META_CHARS, that holds a
# date and a source's, an author's or a posting's label (``HEADLINE_INFO_LABEL_RE``), and is no sentence (a story's
# first sentence may open with its source and date: tests/test_auto_source_bylines.py). A headline that is just its
# title, a subtitle after a <br> (no date, no label), an event's "时间：2024-03-01" fact under its name (no source)
# and a date inside the title ("<h1>县城<span>2024年</span>新楼启用</h1>": text after it) stay. Extraction-dev 0.9248
# unchanged: 2 Chinese articles lose their title box's info line ("时间：2024.05.11 来源：光明日报 作者：南帆 分享到：",
# +0.002; "发布时间：2024年05月05日 | 字体放大 | 字体缩小", +0.000), none lower.
# Review h292: a source's or an author's word is a label only before its colon or shad ("来源：", "ཁུངས།", "مەنبە:",
# "Author:"), and only as a word of its own (no Latin letter before it: "Resource:"; no tsheg: Tibetan "ལུང་ཁུངས"
# "reference" holds "ཁུངས"); the bare noun is prose ("Poet Tashi Dhondup reads, 2024-06-01", "Open source release
# 2024-03-01", "Guest: poet Tashi", "རྩོམ་པ་པོ་བཀྲ་ཤིས་..."). Chinese sets no space between words, so its labels
# may stand before a space too ("作者 扎西 2024年3月1日", ``CJK_INFO_LABEL``); a posting verb may stand before its date
# unmarked ("Published 2024-03-01", "发布于 2024-03-01").
# Review s42 m2: the whole alternation is a word of its own ("Unpublished draft 2024-03-01", "Republished 2024" hold
# no posting verb), and a Chinese label before a space no tail of a longer Han word ("合作者 2024年": a co-author).
CJK_INFO_LABEL = rf"{CHINESE_SOURCE_WORD}|{CHINESE_AUTHOR_WORD}"  # the Chinese words of SOURCE_WORD and AUTHOR_WORD
HEADLINE_INFO_LABEL_RE = re.compile(
    rf"(?<![A-Za-z\u0f0b])(?:(?:{SOURCE_WORD}|{AUTHOR_WORD})\s*[:：\u0f0d]"
    rf"|(?<![{CJK_IDEOGRAPH_RANGES}])(?:{CJK_INFO_LABEL})\s|(?:{POSTING_VERB})[\s:：\u0f0b\u0f0d])")


def drop_headline(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the ``<h1>`` that opens the kept text when at least ``HEADLINE_BODY_CHARS`` follow it and it is the
    only kept block of its tag path or the ``<title>`` holds it, in place: where several are kept they title the text's
    sections (an e-text whose chapters are each a ``<section><h1>``: review h83), the first no more the page's title
    than the others. The date line right under a dropped headline goes with it when it is a date alone
    (``DATE_ALONE_RE``).

    The headline is the page's title (``Extraction.title``, the mirror's manifest), not its body: the
    ScrapingHub benchmark's ``articleBody`` and trafilatura's text leave it out too.
    """
    kept = [k for k, b in enumerate(blocks.ids) if keep[b]]
    kept = kept[_ticker_lead(dom, blocks, kept):]
    kept = kept[_headline_start(dom, blocks, kept):]
    if not kept or not (_is_headline_tag(dom, blocks, kept) or _is_post_title(dom, blocks, kept)):
        return
    first = blocks.ids[kept[0]]
    sections = sum(dom.path[blocks.ids[k]] == dom.path[first] for k in kept)
    if sections >= HEADLINE_SECTIONS_MIN and not _in_title(dom, blocks.texts[kept[0]]):
        return  # the first of its sections' h1s (an e-text's chapters), not the page's title
    if _is_hero_headline(dom, blocks, kept) or _is_product_name(dom, blocks, kept):
        return  # a landing page's name over its tagline, the first line of its text
    if _drop_box_info_line(dom, keep, blocks, kept):
        kept = kept[:1] + kept[2:]
    if sum(blocks.lengths[k] for k in kept[1:]) >= _headline_body_chars(dom, blocks, kept):
        keep[blocks.ids[kept[0]]] = 0
        for k in kept[1:_meta_end(blocks, kept)]:
            if DATE_ALONE_RE.fullmatch(blocks.texts[k]) and not _dates_records(dom, blocks, kept, k):
                keep[blocks.ids[k]] = 0


def _drop_box_info_line(dom: Dom, keep: bytearray, blocks: Blocks, kept: list[int]) -> bool:
    """Leave out the kept line right under the headline (``kept[0]``), a child of the headline's box (its parent: no
    list's or table's first row, review h292), when it is the title block's info line: at most
    ``HEADLINE_META_CHARS``, a date and a source's, an author's or a posting's label (``HEADLINE_INFO_LABEL_RE``), no
    sentence (``_is_sentence``: the story's first sentence may open with its source and date, "发布时间：2024-04-11
    来源：县林业局。今年春天..."), in place; whether it did. Constant work."""
    if len(kept) < 2:
        return False
    head, line = blocks.ids[kept[0]], blocks.ids[kept[1]]
    box = dom.parent[head]
    text = blocks.texts[kept[1]]
    if (box >= 0 and dom.parent[line] == box and blocks.lengths[kept[1]] <= HEADLINE_META_CHARS
            and VIEWS_DATE_RE.search(text) and HEADLINE_INFO_LABEL_RE.search(text) and not _is_sentence(text)):
        keep[line] = 0
        return True
    return False


def is_headline_info(dom: Dom, i: int, owner: list[int]) -> bool:
    """Whether inline node ``i`` (of a Dom with its lxml elements) is the info line set inside an ``<h1>`` after its
    title (``<h1>title<br><span>2024-03-01 来源：X</span></h1>``, see ``HEADLINE_INFO_LABEL_RE``): a child of the h1
    that closes it (no node nor text after it), title text before it, at most ``HEADLINE_META_CHARS``, a date and a
    source's, an author's or a posting's label, no sentence (``_is_sentence``). Reads the h1's children before it."""
    head = owner[i]
    if dom.tags[head] != HEADLINE_TAG or dom.parent[i] != head or dom.end[i] != dom.end[head]:
        return False
    element = dom.elements[i]
    if (element.tail or "").strip():
        return False
    text = _seen_text(element)
    if len("".join(text.split())) > HEADLINE_META_CHARS or not VIEWS_DATE_RE.search(text):
        return False
    title = (element.getparent().text or "") + "".join(_seen_text(sibling) + (sibling.tail or "")
                                                       for sibling in element.itersiblings(preceding=True))
    return bool(title.strip()) and HEADLINE_INFO_LABEL_RE.search(text) is not None and not _is_sentence(text)


def _is_hero_headline(dom: Dom, blocks: Blocks, kept: list[int]) -> bool:
    """Whether the first kept block is a hero's ``<h1>``, the first line of a landing page's text (see
    ``HERO_BOX_SHARE``), not a story's title box nor a site's banner (see the note "Review h243"). A Dom without its
    lxml elements reads no classes (False). Reads the kept blocks a few times and the h1's box's children."""
    first = blocks.ids[kept[0]]
    if not dom.has_elements or dom.tags[first] != "h1" or len(kept) < 2:
        return False
    lead = blocks.ids[kept[1]]
    box = dom.parent[first]
    if box < 0 or dom.link_text[first] >= HERO_NAME_LINK_SHARE * dom.tree_text[first]:
        return False  # (a linked h1: the site's name in its banner, over its motto)
    if dom.end[box] <= lead and dom.parent[box] >= 0 and all(
            dom.tags[c] in HEADING_TAGS or not dom.tree_text[c] for c in dom.child_ids(box)):
        box = dom.parent[box]  # a holder of the h1 alone: its box is the holder's parent
    if not lead < dom.end[box] or dom.tags[lead] in HERO_LEAD_TAGS:
        return False
    body = sum(blocks.lengths[k] for k in kept[1:])
    if sum(blocks.lengths[k] for k in kept[1:] if blocks.ids[k] < dom.end[box]) >= HERO_BOX_SHARE * body:
        return False
    if any(dom.tags[c] in HEADING_TAGS for c in dom.child_ids(box) if c < first):
        return False
    if _opens_story_body(dom, blocks, kept, box) or _opens_titled_heading(dom, blocks, kept, box):
        return False
    names, i = [], first
    for _ in range(STORY_BOX_LEVELS):
        if i < 0:
            break
        names.append(dom.attr(i, "class").lower())
        i = dom.parent[i]
    if STORY_BOX_RE.search(" ".join(names)):
        return False
    return not (_dated_headline(dom, blocks, kept) or _dated_above(dom, blocks, kept[0])
                or _dated_box(dom, blocks, kept, box))


def _dated_box(dom: Dom, blocks: Blocks, kept: list[int], box: int) -> bool:
    """Whether a ``<time>`` or a dated block (``VIEWS_DATE_RE``; not a kept labelled field, ``FIELD_LABEL_RE``)
    follows the h1's lead in its box ``box`` or is the first kept line below the box, before any kept block longer
    than ``HEADLINE_META_CHARS``: a story's dateline under its standfirst or under its title box, where
    ``_dated_headline`` reads the lines between the h1 and the standfirst alone (the dates of records further down a
    listing's box are not read). Reads the blocks up to the first such long block."""
    first = blocks.ids[kept[0]]
    stop = len(blocks.ids)  # the block index the dateline is looked for before
    for k in kept[2:]:
        if blocks.lengths[k] > HEADLINE_META_CHARS:
            stop = k
            break
        if blocks.ids[k] >= dom.end[box]:
            stop = k + 1  # the first kept line below the box, a short one: read too
            break
    end = dom.end[blocks.ids[stop - 1]]
    if any(dom.tags[i] == "time" for i in range(dom.end[first], end)):
        return True
    kept_set = set(kept)
    return any(VIEWS_DATE_RE.search(blocks.texts[k]) and not (k in kept_set and FIELD_LABEL_RE.match(blocks.texts[k]))
               for k in range(kept[0] + 1, stop))


def _opens_titled_heading(dom: Dom, blocks: Blocks, kept: list[int], box: int) -> bool:
    """Whether the kept text below the h1's box ``box`` opens with a heading the ``<title>`` holds: the page's own
    title (a thread's, a post's) under a banner whose h1 names the site (a forum's board, a blog's name over its
    motto), where a landing page's sections are headed by names its ``<title>`` leaves out. Reads the kept blocks up
    to the first below the box."""
    below = next((k for k in kept[1:] if blocks.ids[k] >= dom.end[box]), None)
    return below is not None and dom.tags[blocks.ids[below]] in HEADING_TAGS and _in_title(dom, blocks.texts[below])


def _opens_story_body(dom: Dom, blocks: Blocks, kept: list[int], box: int) -> bool:
    """Whether the kept text below the h1's box ``box`` opens with a paragraph (``STORY_BODY_TAGS``) whose parent
    holds at least ``STORY_BODY_SHARE`` of that text: a story's body in one container under its title box (a
    standfirst, a subtitle, a description beside the headline), where a landing page's text goes on in sections of
    their own. Reads the kept blocks once."""
    first = blocks.ids[kept[0]]
    if any(dom.tags[i] in CALL_TO_ACTION_TAGS and CALL_TO_ACTION_RE.search(dom.attr(i, "class"))
           for i in range(dom.end[first], dom.end[box])):
        return False  # a hero's call to action under the tagline: a landing page's text, however it goes on
    below = [k for k in kept[1:] if blocks.ids[k] >= dom.end[box]]
    opening = blocks.ids[below[0]] if below else -1
    if opening < 0 or dom.tags[opening] not in STORY_BODY_TAGS or (
            dom.link_text[opening] >= STORY_BODY_LINK_SHARE * dom.tree_text[opening]):
        return False  # no paragraph opens the text below: a section's heading, a card, a list
    body = dom.parent[blocks.ids[below[0]]]
    inside = sum(blocks.lengths[k] for k in below if body <= blocks.ids[k] < dom.end[body])
    return inside >= STORY_BODY_SHARE * sum(blocks.lengths[k] for k in below)


def _is_product_name(dom: Dom, blocks: Blocks, kept: list[int]) -> bool:
    """Whether the first kept block is an ``<h1>`` whose next sibling is named a price (``PRICE_NAME_RE``): a
    product's name over its price in its buy box (see the note "A product's name" above), unless a date stands under
    it (``_dated_box``: a market story's headline over a quote box named a stock's price, then its dateline). A Dom
    without its lxml elements reads no classes (False). Reads the h1's siblings."""
    first = blocks.ids[kept[0]]
    if not dom.has_elements or dom.tags[first] != "h1" or dom.parent[first] < 0:
        return False
    after = dom.next_sibling(first)
    if after < 0 or PRICE_NAME_RE.search(dom.attr(after, "class")) is None:
        return False
    return not (len(kept) > 1 and (_dated_headline(dom, blocks, kept) or _dated_above(dom, blocks, kept[0])
                                   or _dated_box(dom, blocks, kept, dom.parent[first])))


def _ticker_lead(dom: Dom, blocks: Blocks, kept: list[int]) -> int:
    """Index in ``kept`` of the first block holding text outside a scrolling ticker (``TICKER_TAGS``, not one holding
    paragraphs): the kept blocks before it are a ticker's, which ``drop_inline_furniture`` leaves out at the end, and
    the headline under the ticker opens the kept text (see ``HEADLINE_TICKER_BLOCKS``). A Dom without its lxml
    elements reads no tickers (0). Reads the page's tags once, then at most ``HEADLINE_TICKER_BLOCKS`` blocks."""
    if not dom.has_elements:
        return 0
    tags, end, text = dom.tags, dom.end, dom.tree_text
    if TICKER_TAGS.isdisjoint(tags):   # (most pages: one scan of the tags in C)
        return 0
    tickers = [t for t, tag in enumerate(tags) if tag in TICKER_TAGS and not _holds_paragraphs(dom, t)]
    if not tickers:
        return 0
    for i, k in enumerate(kept[:HEADLINE_TICKER_BLOCKS + 1]):
        b = blocks.ids[k]
        inside = any(t <= b < end[t] for t in tickers)
        if not inside and sum(text[t] for t in tickers if b < t < end[b]) < text[b]:
            return i
    return 0


def _headline_start(dom: Dom, blocks: Blocks, kept: list[int]) -> int:
    """Index in ``kept`` of the block that may open the kept text as its headline: the first kept ``<h1>`` when the
    kept blocks above it hold at most ``HEADLINE_LEAD_CHARS`` (a video player's label, a share tool's caption, a
    stray teaser the model let through above a story's title), else 0 (the first kept block)."""
    lead = 0
    for i, k in enumerate(kept):
        if dom.tags[blocks.ids[k]] == "h1":
            return i
        lead += blocks.lengths[k]
        if lead > HEADLINE_LEAD_CHARS:
            break
    return 0


def _dated_above(dom: Dom, blocks: Blocks, k: int) -> bool:
    """Whether the block before block ``k`` (the headline) is a dateline: a date (``VIEWS_DATE_RE``) or a block named
    a byline or dateline (``BYLINE_RE``: Blogger's ``h2.date-header`` over the post's title)."""
    if k == 0:
        return False
    above = blocks.ids[k - 1]
    return (VIEWS_DATE_RE.search(blocks.texts[k - 1]) is not None
            or any(blocks.vetoes[i] & BYLINE_BIT for i in (above, dom.parent[above]) if i >= 0))


def _is_post_title(dom: Dom, blocks: Blocks, kept: list[int]) -> bool:
    """Whether the first kept block is a heading named as a post's title (``POST_TITLE_RE``) and the only kept one so
    named: a blog post's headline under the blog's own h1 (a listing's teasers are each titled so). A Dom without its
    lxml elements (``has_elements``) names none."""
    first = blocks.ids[kept[0]]
    if not dom.has_elements or dom.tags[first] not in HEADING_TAGS or not _post_title_named(dom, first):
        return False
    return not any(dom.tags[b] in HEADING_TAGS and _post_title_named(dom, b) for b in map(blocks.ids.__getitem__, kept[1:]))


def _post_title_named(dom: Dom, b: int) -> bool:
    """Whether heading ``b`` or its only child names itself a post's title (``POST_TITLE_RE``: ``<h3 class="post-title">``,
    ``<h2 class="entry-title"><a>``)."""
    return any(POST_TITLE_RE.search(dom.elements[i].get("class") or "") for i in range(b, min(dom.end[b], b + POST_TITLE_NODES)))


def _is_headline_tag(dom: Dom, blocks: Blocks, kept: list[int]) -> bool:
    """Whether the first kept block may be the headline: an ``<h1>``, or a ``HEADLINE_LOWER_TAGS`` heading or a
    table cell (``HEADLINE_CELL_TAGS``, alone in its row: ``HEADLINE_ROW_CELLS``) the ``<title>`` holds over a
    dateline, on a page whose Open Graph type is a story's or absent (see ``HEADLINE_LOWER_TAGS``); such a heading
    that is the page's first on a page without an h1 needs no <title> (``_first_heading``)."""
    tag = dom.tags[blocks.ids[kept[0]]]
    if tag == "h1":
        return True
    if tag not in HEADLINE_LOWER_TAGS and tag not in HEADLINE_CELL_TAGS or len(kept) < 2:
        return False
    if not (_in_title(dom, blocks.texts[kept[0]])
            or tag in HEADLINE_LOWER_TAGS and _first_heading(dom, blocks, kept[0])):
        return False
    if tag in HEADLINE_CELL_TAGS and len(_row_cells(dom, dom.parent[blocks.ids[kept[0]]])) != HEADLINE_ROW_CELLS:
        return False
    og_type = shared_type(dom.elements[0]) if dom.has_elements else None
    return (og_type is None or og_type in STORY_OG_TYPES) and _dated_headline(dom, blocks, kept)


def _first_heading(dom: Dom, blocks: Blocks, k: int) -> bool:
    """Whether block ``k`` is the page's headline by markup and place: no ``<h1>`` on the page, and no heading nor
    block of ``HEADLINE_FIRST_BODY_CHARS`` before it (see ``HEADLINE_FIRST_BODY_CHARS``). One pass over the blocks."""
    tags = dom.tags
    if any(tags[b] == "h1" for b in blocks.ids):
        return False
    return not any(tags[b] in HEADING_TAGS or blocks.lengths[j] >= HEADLINE_FIRST_BODY_CHARS
                   for j, b in enumerate(blocks.ids[:k]))


def _dates_records(dom: Dom, blocks: Blocks, kept: list[int], k: int) -> bool:
    """Whether kept block ``k`` (a date alone under the headline) is one of several kept dates alone of its tag path:
    a timeline's or a chronicle's first record ("1959" over its event, a dated row of a table), not the headline's
    dateline, which is the page's one. One pass over the kept blocks."""
    path = dom.path[blocks.ids[k]]
    return any(j != k and dom.path[blocks.ids[j]] == path and DATE_ALONE_RE.fullmatch(blocks.texts[j]) for j in kept)


def _meta_end(blocks: Blocks, kept: list[int]) -> int:
    """Index in ``kept`` of the body under the first kept block (the headline): past at most ``HEADLINE_META_LINES``
    kept lines of at most ``HEADLINE_META_CHARS`` (a source or date line), the body itself kept."""
    j = 1
    while j < min(len(kept) - 1, HEADLINE_META_LINES + 1) and blocks.lengths[kept[j]] <= HEADLINE_META_CHARS:
        j += 1
    return j


def _dated_headline(dom: Dom, blocks: Blocks, kept: list[int]) -> bool:
    """Whether a ``<time>`` or a dated block stands between the first kept block and the body: the next kept block,
    past at most ``HEADLINE_META_LINES`` kept line of at most ``HEADLINE_META_CHARS`` (a source or dateline the
    model let through: "Source: ... · 2024-04-11")."""
    j = _meta_end(blocks, kept)
    first, body = blocks.ids[kept[0]], blocks.ids[kept[j]]
    meta = set(kept[1:j])  # the kept lines read: not when a labelled field (``FIELD_LABEL_RE``)
    return any(dom.tags[i] == "time" for i in range(dom.end[first], body)) or any(
        VIEWS_DATE_RE.search(blocks.texts[k]) and not (k in meta and FIELD_LABEL_RE.match(blocks.texts[k])
                                                        and not HEADLINE_INFO_LABEL_RE.search(blocks.texts[k]))
        for k in range(kept[0] + 1, kept[j]))


def _headline_body_chars(dom: Dom, blocks: Blocks, kept: list[int]) -> int:
    """The body after an h1 that makes it a headline: ``HEADLINE_STORY_BODY_CHARS`` under a dated headline (a
    ``<time>`` or a dated block between the h1 and the next kept block: a story's dateline) on a page whose Open
    Graph type (ogp.me, "Object Types") is a story's or absent, else ``HEADLINE_BODY_CHARS`` (a shop's, a
    service's h1 names the page and has no date under it; a "website" or "product" page's names its records)."""
    og_type = shared_type(dom.elements[0]) if dom.has_elements else None
    if og_type is not None and og_type not in STORY_OG_TYPES or len(kept) < 2:
        return HEADLINE_BODY_CHARS
    dated = _dated_headline(dom, blocks, kept) or _dated_above(dom, blocks, kept[0])
    return HEADLINE_STORY_BODY_CHARS if dated else HEADLINE_BODY_CHARS


def _in_title(dom: Dom, text: str) -> bool:
    """Whether the page's ``<title>`` holds ``text`` (whitespace aside); True for a Dom without its lxml elements."""
    if not dom.has_elements:
        return True
    return "".join(text.split()) in "".join((dom.title or "").split())


def _holds_paragraphs(dom: Dom, ticker: int) -> bool:
    """Whether a ticker element holds paragraphs among its children (``TICKER_BODY_TAGS``), or lines set apart by
    ``<br>`` (``TICKER_LINE_TAGS``) with less than ``TICKER_LINES_LINK_SHARE`` of its text in links and
    ``TICKER_SENTENCE_SHARE`` of them closing in a sentence's mark (``_is_sentence``): the scrolled text itself."""
    tags = {dom.tags[c] for c in dom.child_ids(ticker)}
    if not TICKER_BODY_TAGS.isdisjoint(tags):
        return True
    if TICKER_LINE_TAGS.isdisjoint(tags) or dom.link_text[ticker] >= TICKER_LINES_LINK_SHARE * dom.tree_text[ticker]:
        return False
    lines = [line for line in _br_lines(dom.elements[ticker]) if line]
    return sum(_is_sentence(line) for line in lines) >= TICKER_SENTENCE_SHARE * len(lines)


def _is_sentence(line: str) -> bool:
    """Whether a line closes in a sentence's mark (``SENTENCE_END_RE``), a Tibetan one after its verb's closing
    syllable (``TIBETAN_SENTENCE_END_RE``)."""
    if SENTENCE_END_RE.search(line) is None:
        return False
    return TIBETAN_SHAD_END_RE.search(line) is None or TIBETAN_SENTENCE_END_RE.search(line) is not None


def _br_lines(element) -> list[str]:  # noqa: ANN001 (lxml element)
    """The lines of an element's text set apart by its ``<br>`` children (``TICKER_LINE_TAGS``), stripped: the text a
    reader sees, without a ``<script>``'s or ``<style>``'s (:data:`extract.dom.DROPPED_TAGS`, as the DOM model drops
    them: a ticker's ``badge('new!')`` is no sentence of its line). Reads the element's subtree once (only a
    ticker's: a rare element)."""
    lines = [element.text or ""]
    for child in element:
        if child.tag in TICKER_LINE_TAGS:
            lines.append("")
        elif isinstance(child.tag, str) and child.tag not in DROPPED_TAGS:
            lines[-1] += _seen_text(child)
        lines[-1] += child.tail or ""
    return [line.strip() for line in lines]


def _seen_text(element) -> str:  # noqa: ANN001 (lxml element)
    """An element's text as a reader sees it: its text nodes (``itertext()``'s) but those inside a descendant of
    :data:`extract.dom.DROPPED_TAGS` (their tails, the text after them, kept). One XPath query: no recursion."""
    return "".join(SEEN_TEXT_XPATH(element))


# A stream of cards titled with <h1>s (360kuai's "h1.card__title" in each "singleSmallCard" under the story, twenty of
# them): the page's headline is its first <h1>; later <h1>s sharing one class CARD_HEADINGS_MIN times or more are the
# titles of other pages' cards. The Chinese original's titles score below the threshold; the variants' longer fill
# lifted one over it (review h229: a Tibetan 360kuai page kept another story's title). Read in the markup alone: the
# tag, the class, the order.
CARD_HEADINGS_MIN = 3  # <h1>s of one class at least: a stream of cards (an article's sections titled h1 rarely share
# a class with each other and not with the headline, and a listing's cards keep their titles by ``records``' rules)


def drop_card_headings(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept ``<h1>`` after the page's first one whose class ``CARD_HEADINGS_MIN`` or more ``<h1>``s
    share, the first ``<h1>`` not among them, in place, unless it titles kept text of its own (``_titles_kept_text``:
    an HTML5 article's ``<section>``s each titled ``h1.section-title`` over their paragraphs; a card's title has no
    kept text under it). One pass over the blocks; none on a Dom without its lxml elements (no classes to read)."""
    if not dom.has_elements:
        return
    tags = dom.tags
    h1s = [b for b in blocks.ids if tags[b] == "h1"]
    if len(h1s) <= CARD_HEADINGS_MIN:
        return
    classes = blocks.classes if blocks.classes is not None else {b: dom.attr(b, "class") for b in h1s}
    counts: dict[str, int] = {}
    for b in h1s:
        name = classes.get(b, "")
        counts[name] = counts.get(name, 0) + 1
    headline_class = classes.get(h1s[0], "")
    for b in h1s[1:]:
        name = classes.get(b, "")
        if keep[b] and name and name != headline_class and counts[name] >= CARD_HEADINGS_MIN and not _titles_kept_text(
                dom, keep, blocks, b):
            keep[b] = 0


def _titles_kept_text(dom: Dom, keep: bytearray, blocks: Blocks, heading: int) -> bool:
    """Whether a kept block that is no heading follows ``heading`` inside its parent before the next heading: the
    section it titles has text of its own (review h230). Reads the blocks after it to the next heading or the
    parent's end."""
    ids, tags = blocks.ids, dom.tags
    stop = dom.end[dom.parent[heading]] if dom.parent[heading] >= 0 else len(dom)
    for j in range(bisect_left(ids, heading) + 1, len(ids)):
        b = ids[j]
        if b >= stop or tags[b] in HEADING_TAGS:
            return False
        if keep[b]:
            return True
    return False


def article_headline(dom: Dom, blocks: Blocks) -> int:
    """The index among ``blocks.ids`` of the page's article headline: the first ``HEADLINE_TAG`` block that is no
    logo (``is_logo_headline``); when every one is a logo, the first ``SUBHEADLINE_TAG`` block after the first; -1 when
    the page has no ``HEADLINE_TAG`` block or only logos and no ``SUBHEADLINE_TAG`` after them. One scan of the
    blocks' tags."""
    tags, ids = dom.tags, blocks.ids
    logo = -1
    named: bool | None = None  # whether the page's names may name a logo (``names_may_hold``), read at the first
    for k, b in enumerate(ids):
        if tags[b] == HEADLINE_TAG:
            if named is None:
                named = names_may_hold(dom, blocks, LOGO_NAME_WORDS)
            if not is_logo_headline(dom, b, named):
                return k
            logo = k if logo < 0 else logo
    if logo < 0:
        return -1
    return next((k for k in range(logo + 1, len(ids)) if tags[ids[k]] == SUBHEADLINE_TAG), -1)


def is_logo_headline(dom: Dom, head: int, named: bool) -> bool:
    """Whether heading ``head`` is the site's logo: named so (``LOGO_NAME_RE`` on its class or id) or wholly a link
    whose address is the site's home page (``HOME_PATHS``, no query: "/", "https://example.org/"). False on a Dom
    without its lxml elements (no names, no addresses to read). ``named``, the caller's page gate, False: the page's
    names hold no ``LOGO_NAME_WORDS`` (``page_memo.names_may_hold``, for a block ``head``), so its names are not read
    (exact: a block's names are among those the gate reads)."""
    if not dom.has_elements:
        return False
    if named and LOGO_NAME_RE.search(dom.names(head)):
        return True
    anchors = dom.anchors_in(head)
    if not anchors or dom.link_text[head] < dom.tree_text[head]:
        return False
    address = urlsplit((dom.attr(anchors[0], "href") or "").strip())
    return address.path in HOME_PATHS and not address.query and bool(address.path or address.netloc)
