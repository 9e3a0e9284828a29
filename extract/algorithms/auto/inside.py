"""Inside the story: a box with the page's kept prose both before and after it is part of the story.

A site's widget (a visitor counter) or a run of other records (related products) set in the article's box stands
before or after the story, at its head or at its tail; a story's own box of figures (a match's attendance, a museum's
visitors by day) or its own comparison (three phones, each linking to its review) stands between its paragraphs, the
story going on after it (review h174: such boxes were dropped by ``counters.drop_counter_boxes`` and
``record_tables.drop_record_tables``). ``ProseIndex`` answers, in logarithmic time per box, whether a kept sentence
(``ARTICLE_PROSE_MIN_CHARS`` characters at least, closing in a sentence's mark) stands before a box and another after.

Before the model, two names the vetoes read as a forum's are the story's when set in it: a box named as a post's
info between its paragraphs (``story_boxes_named_poster``), a paragraph named a signature closing a letter
(``letter_closes``).

After the vetoes, a box named as a share bar (``words.SHARE_TAGS_RE``: a bare "sns", social networking service) set
between the story's paragraphs that holds a sentence and no control is a post the story quotes, a Weibo or WeChat
post in ``div.sns`` after "次仁在微博上写道：" (review h237: a Chinese story lost its quoted post); a share bar holds
links or buttons and labels ("分享到：", "微信"), no sentence (``keep_story_quote_boxes``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import SENTENCE_END_RE
from extract.algorithms.auto.words import HEADING_TAGS, POSTER_RE, SHARE_BIT, SIGNATURE_RE
from extract.dom import Dom

# Characters at least of a kept block read as the story's prose around a box: a sentence (review h174's own pages:
# 26-110, a Chinese one the shortest; a counter's or a record's cell, a caption, a "share" line are shorter or close
# in no sentence's mark).
ARTICLE_PROSE_MIN_CHARS = 20
# A box named as a post's info or meta (``words.POSTER_RE``: "post-info", "post-meta") set between a story's paragraphs
# is the story's own box of fields: a notice's "时间：…" and "地点：…" sentences, a recipe's ingredient lines under its
# "ingredients" heading (reviews h222, h228: a Chinese notice and a Uyghur recipe lost them to the poster mask). A
# forum's poster box repeats its class beside every post; a post's date line heads or closes the story, after the
# headline (``<h1>``) or with no paragraph after it. So a poster-named box is the story's when its poster class word
# ("post-info") is on no other named node of the page (``_named_once``), it holds no link (a meta line links its author,
# its category), its previous element sibling is a paragraph or a sub-heading (``STORY_BOX_BEFORE_TAGS``) holding text
# and its next one a paragraph of prose (``ARTICLE_PROSE_MIN_CHARS``, closing in a sentence's mark).
STORY_BOX_BEFORE_TAGS = frozenset({"p"}) | (HEADING_TAGS - {"h1"})
# A news template sets its meta line under the headline's standfirst or subtitle ("<h1>", "<p class="standfirst">",
# "<div class="article-meta">By …</div>", then the story): the element before such a box named as one
# (``STANDFIRST_RE``: "standfirst", "lead", "dek", "summary", "subtitle", "subhead", "excerpt", "abstract", "digest")
# is the headline's, and the box its byline (review h238: an English story kept "Words by …, pictures by …"); the
# story's own paragraphs and sub-headings, the editor's, carry no such name.
STANDFIRST_RE = re.compile(r"standfirst|(?<![a-z])(?:lead|dek|deck|summary|sub-?title|sub-?head(?:ing|line)?|excerpt"
                           r"|abstract|digest)(?![a-z])", re.IGNORECASE)
# A paragraph named a signature (``<p class="signature">``, ``words.SIGNATURE_RE``) right after the story's
# paragraphs is a letter's or a speech's close ("ھۆرمەت بىلەن: ئوغلىڭىز ئەخمەت", "此致 敬礼", "Yours, Ann"), the
# writer's own words: a forum's signature is a box (``<div>``, ``<aside>``) under every post, repeated with its
# class, holding the member's links. Review h230: a Uyghur letter lost its closing line. Guards: the element is a
# ``<p>`` (``LETTER_CLOSE_TAGS``) holding no link, its signature class word on no other named node of the page, a
# paragraph or a run of them with text before it (a date line between, ``LETTER_CLOSE_GAP``).
LETTER_CLOSE_TAGS = frozenset({"p"})
LETTER_CLOSE_GAP = 2  # element siblings read back from the close for the story's last paragraph of prose
# A quoted post's sentence: characters at least of a block closing in a sentence's mark (a Weibo post of one short
# line, "雨停了，赶紧把青稞摊开晒！", 13), more than a share bar's label ("分享到：", "Share this:").
QUOTED_POST_MIN_CHARS = 8
# The tags of a share bar's controls: a box holding one is a bar, not a quoted post (a post's embed links its
# author through the platform's script, not in the story's markup).
SHARE_CONTROL_TAGS = frozenset({"a", "button", "input", "select", "form"})
# ... but a link whose text opens on a hashtag's or a mention's mark is the quoted post's own ("#秋收#", "@县农业局",
# review h253: a Weibo post linking its topic and the office it thanks); a share button drawn without a link carries
# a script's handler or a share attribute (``<span data-share="wx">微信</span>``, review h253: a share box's
# "欢迎转发给您的朋友。" over two such icons was kept as a quoted post).
POST_LINK_RE = re.compile(r"^\s*[#＃@＠]")
SHARE_CONTROL_ATTRS = ("onclick", "data-share", "data-sharer", "data-network", "data-platform")


class ProseIndex:
    """The kept prose blocks of a page (node ids, in document order), built in one pass over the blocks."""

    def __init__(self, keep: bytearray, blocks: Blocks) -> None:
        self.nodes = [b for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths)
                      if keep[b] and length >= ARTICLE_PROSE_MIN_CHARS and SENTENCE_END_RE.search(text.strip())]

    def surrounds(self, start: int, stop: int) -> bool:
        """Whether kept prose stands before node ``start`` and at or after node ``stop`` (a box's span, its last
        node's subtree end): the box is inside the story."""
        first_after = bisect_left(self.nodes, stop)
        return bisect_left(self.nodes, start) > 0 and first_after < len(self.nodes)


def story_boxes_named_poster(dom: Dom, blocks: Blocks, poster_bit: int) -> list[int]:
    """The elements named as a poster's box (veto ``poster_bit``) that are the story's own box of fields between its
    paragraphs (see ``STORY_BOX_BEFORE_TAGS``): a poster class word no other named node has, no link, a paragraph or
    sub-heading with text right before (not named a standfirst, ``STANDFIRST_RE``) and a paragraph of prose right after.
    Read from the few named nodes (``Blocks.vetoed``), the elements only."""
    if not dom.has_elements:
        return []
    tags, tree_text = dom.tags, dom.tree_text
    boxes: list[int] = []
    for i in _lone_linkless_named(dom, blocks, poster_bit, POSTER_RE):
        before, after = dom.previous_sibling(i), dom.next_sibling(i)
        if before < 0 or tags[before] not in STORY_BOX_BEFORE_TAGS or tree_text[before] <= 0 \
                or STANDFIRST_RE.search(dom.names(before)) is not None:
            continue
        if after < 0 or tags[after] != "p":
            continue
        if _is_prose(dom.text(after).strip()):
            boxes.append(i)
    return boxes


def letter_closes(dom: Dom, blocks: Blocks, signature_bit: int) -> list[int]:
    """The paragraphs named as a signature (veto ``signature_bit``) that close a letter (see ``LETTER_CLOSE_TAGS``): a
    ``<p>``, no link, a signature class word no other named node has, a paragraph of prose among its
    ``LETTER_CLOSE_GAP`` previous element siblings. Read from the few named nodes (``Blocks.vetoed``), the elements
    only."""
    if not dom.has_elements:
        return []
    tags = dom.tags
    closes: list[int] = []
    for i in _lone_linkless_named(dom, blocks, signature_bit, SIGNATURE_RE, LETTER_CLOSE_TAGS):
        x = i
        for _ in range(LETTER_CLOSE_GAP):
            x = dom.previous_sibling(x)
            if x < 0:
                break
            if tags[x] == "p" and _is_prose(dom.text(x).strip()):
                closes.append(i)
                break
    return closes


def keep_story_quote_boxes(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep again the blocks, not left out by ``never_kept`` (``excluded``), of each box named as a share bar (veto
    ``SHARE_BIT``, ``Blocks.vetoed``) with no control in it (``SHARE_CONTROL_TAGS``) that holds a sentence
    (``QUOTED_POST_MIN_CHARS``, closing in a sentence's mark) and stands between the story's paragraphs: its previous
    element sibling a ``<p>`` with text, its next a kept ``<p>`` of prose (module docstring), in place."""
    if not dom.has_elements:
        return
    tags, end, vetoes, ids = dom.tags, dom.end, blocks.vetoes, blocks.ids
    for i in blocks.vetoed:
        if not vetoes[i] & SHARE_BIT or _holds_share_control(dom, i):
            continue
        before, after = dom.previous_sibling(i), dom.next_sibling(i)
        if before < 0 or tags[before] != "p" or dom.tree_text[before] <= 0 or after < 0 or tags[after] != "p" \
                or not keep[after] or not _is_prose(dom.text(after).strip()):
            continue
        lines = range(bisect_left(ids, i), bisect_left(ids, end[i]))
        if any(blocks.lengths[k] >= QUOTED_POST_MIN_CHARS and SENTENCE_END_RE.search(blocks.texts[k].strip())
               for k in lines):
            for k in lines:
                if not excluded[k]:
                    keep[ids[k]] = 1


def _holds_share_control(dom: Dom, i: int) -> bool:
    """Whether box ``i`` holds a share bar's control: an element of ``SHARE_CONTROL_TAGS`` (a link but a hashtag or a
    mention, ``POST_LINK_RE``) or one with a share button's attribute (``SHARE_CONTROL_ATTRS``)."""
    tags = dom.tags
    for x in range(i, dom.end[i]):
        if tags[x] in SHARE_CONTROL_TAGS and not (tags[x] == "a" and POST_LINK_RE.match(dom.text(x))):
            return True
        if any(dom.attr(x, name) for name in SHARE_CONTROL_ATTRS):
            return True
    return False


def _is_prose(text: str) -> bool:
    """Whether an element's stripped ``text`` is a paragraph of prose: ``ARTICLE_PROSE_MIN_CHARS`` characters at
    least, closing in a sentence's mark."""
    return len(text) >= ARTICLE_PROSE_MIN_CHARS and SENTENCE_END_RE.search(text) is not None


def _lone_linkless_named(dom: Dom, blocks: Blocks, bit: int, pattern: re.Pattern[str],
                         only_tags: frozenset[str] | None = None) -> list[int]:
    """The named nodes (``Blocks.vetoed``) with veto ``bit`` (of tags ``only_tags`` when given) that hold no link and
    whose class words that ``pattern`` finds no other named node carries (``_named_once``)."""
    tags, end, vetoes = dom.tags, dom.end, blocks.vetoes
    named = [i for i in blocks.vetoed
             if vetoes[i] & bit and (only_tags is None or tags[i] in only_tags) and "a" not in tags[i:end[i]]]
    if not named:  # (the class words of every named node are counted only for a linkless candidate)
        return []
    words = _named_words(dom, blocks, pattern)
    return [i for i in named if _named_once(dom, i, words, pattern)]


def _named_words(dom: Dom, blocks: Blocks, pattern: re.Pattern[str]) -> Counter[str]:
    """How many named nodes (``Blocks.vetoed``) carry each class word that ``pattern`` finds, lowered. Each distinct
    class is split and searched once, counted as many times as nodes carry it (h315: a thread repeats its rows' classes
    on every post; the same sums as a count per node)."""
    words: Counter[str] = Counter()
    for name, nodes in Counter(dom.elements[i].get("class") or "" for i in blocks.vetoed).items():
        for word in name.lower().split():
            if pattern.search(word) is not None:
                words[word] += nodes
    return words


def _named_once(dom: Dom, i: int, words: Counter[str], pattern: re.Pattern[str]) -> bool:
    """Whether node ``i``'s class holds a word ``pattern`` finds and each such word is on no other named node: the
    class word, not the whole class, is compared ("post-info odd" and "post-info even", a forum's alternating rows or
    a poster's "online" state, are one class word twice; review h238: a thread whose every info box had a class of
    its own kept every poster's line)."""
    own = [word for word in (dom.elements[i].get("class") or "").lower().split() if pattern.search(word) is not None]
    return bool(own) and all(words[word] == 1 for word in own)
