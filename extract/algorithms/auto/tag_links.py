"""Tag rows: a kept line of links to the site's tag pages is the post's tag list, not its text (``drop_tag_rows``).

A post's tags are links to the pages that list the posts under each tag: HTML §4.6.6.18's ``rel="tag"`` ("gives a
tag ... that applies to the current document"; WordPress's ``the_tags()`` writes it) or an address whose path names
the tag archive ("/tag/road-trip", "/tags/poetry", "/tagged/tea", "?tag=tea"). ``furniture_veto`` drops a tag list
its box names ("article-tags", "tagList"); a row in an unnamed box whose links alone are named ("a.tag-link") or none
at all came through (a travel post's "car rentals, cars, road trip" under its last paragraph, kept at z2 +0.22 in
Tibetan). The links' addresses are the same in every language, so the rule reads them alone: a kept block of
``TAG_ROW_LINKS_MIN`` links or more of its own, every one a tag link (``is_tag_link``), and at least
``TAG_ROW_LINK_SHARE`` of its text in links (separators, a "Tags:" label aside), goes; a row of short tags is weighed
by its letters alone, separators and punctuation aside (``SEPARATED_LINK_SHARE``, ``_letters``: review h197, a
Chinese brief's six two-character tags). A sentence that links one word to a tag page is mostly unlinked text, and
stays; rows holding most of the kept text are a tag cloud's page.
A theme may print the tags as a list, one link an item (WordPress's own example, ``the_tags('<ul><li>',
'</li><li>', '</li></ul>')``): the items of a list (``TAG_LIST_TAGS``), ``TAG_ROW_LINKS_MIN`` or more, each a tag
link alone (the same link share), are such a row too (review h190: an unnamed list of tags under a post was kept;
extraction-dev unchanged).
A topic index is the other page of tag links: a short intro ("Choose a topic to read the stories filed under it")
and, in the intro's own box, the row of the site's tags, which are what the page offers (review h193: such a page
lost its row to an intro longer than it). A post's row sits beside its text's box (a travel blog's "div.text-center"
after the "div" of its paragraphs) and follows a story of paragraphs; the rows stay when the other kept text is
``TOPIC_INTRO_BLOCKS`` blocks at most (headings aside) sharing its parent element with every row, and the rows
name ``TOPIC_INDEX_LINKS_MIN`` topics or more (``_introduces_rows``). Extraction-dev: unchanged.
A row whose links carry ``rel="tag"`` names the document's own tags (HTML's definition; WordPress's ``the_tags()``
writes it, its tag cloud does not): a one-paragraph brief's tags, never a topic index's or a tag cloud's, go beside
any other kept text, however long they are (``_names_own_tags``; review h197: a brief's six tags were kept, and a
Chinese brief's tags as long as its paragraph). The intro and the rows are compared by their boxes past the wrappers
around each alone (``_box``: "div.intro > p" beside "div.topics > p" share "main"). Extraction-dev: unchanged.
Extraction-dev: all 0.9073 unchanged, one travel post (wcxb 0333, bo) 0.880 -> 0.888, no page lower.
A topic index's cloud the model leaves out (spaced links, a list of them: scored as a link list) is brought back by
``keep_topic_rows`` on the same terms: the kept text an intro of ``TOPIC_INTRO_BLOCKS`` blocks at most in the rows'
box, ``TOPIC_INDEX_LINKS_MIN`` topics or more, no ``rel="tag"`` (a brief's own tags stay out), no row ``never_kept``
left out (review h197: a Tibetan index and a Chinese one of two intro paragraphs lost their rows). Extraction-dev:
unchanged. A brief of one paragraph whose six tags carry no ``rel`` has a topic index's markup (review h190's
tg_topic_index_en, eight tags under one paragraph), and neither the tags' count, their separators nor the words they
share with the text tell them apart; where the row sits does: an index's row is its page's text, under a headline
naming what it lists ("Topics", "专题索引", "ཁ་བྱང་།", "ئاتالغۇلار": ``INDEX_HEADLINE_RE``), a post's row follows
the story its headline tells ("Library bus sets off"), and goes whatever its ``rel`` (review h197's
tg_brief_tags_norel_en); a page with no ``<h1>`` is read as an index, as before, and so is a page whose rows hold
``INDEX_ROWS_SHARE`` of the intro's text at least: the list is the page (review h218: "Tibetan festivals", "藏历节日",
"བོད་ཀྱི་དུས་ཆེན།", a one-line intro over eight festivals, lost them; a brief tells more than its tags name).
A row that opens on a tag line's label, one word and a colon or a shad ("Tags: ", WordPress's ``the_tags()``
default; "标签：", "خەتكۈچلەر:", "ཁ་བྱང་།": ``TAG_LABEL_RE``), is a post's, never an index's (review h205: a post of two
short paragraphs kept its six labelled tags, read as an index's intro and row, in four languages); an index's row
stands under its page's heading, or under a phrase ("Browse by topic:"), and stays. Extraction-dev: unchanged.
The label's letters are no text of the row in ``TAG_ROW_LINK_SHARE`` (review s40: JNews's "خەتكۈچلەر:" over two
short Uyghur tags, 0.63 of the row in links, was kept). Extraction-dev: unchanged.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.words import HEADING_TAGS, first_h1
from extract.dom import Dom

TAG_ROW_LINKS_MIN = 2  # links at least of the row's own: a list of tags, not one linked word
TAG_ROW_LINK_SHARE = 0.8  # of the row's text in links at least: separators (", ") and a short label aside
# a tag archive's address: a path segment "tag", "tags" or "tagged" followed by the tag, or a "tag" query parameter
TAG_HREF_RE = re.compile(r"/(?:tags?|tagged)/[^/?#]|[?&]tags?=", re.IGNORECASE)
# A site's search for a term ("/search?q=北京影人", "/search/index-p-type-all-q-<term>.html", "/so?keyword=…"): the tag
# links of the sites that list a tag's posts by searching for it (1905.com, many Chinese CMSes). A row of them is a
# post's tag line when it opens on a tag line's label ("标签：", ``TAG_LABEL_RE``, ``_labelled``); unlabelled, such
# links are a hot-search box's or a topic index's and are read as before. Extraction-dev: a Chinese video page's
# "标签： 蓝羽会客厅北京影人中国电影报道" under its story was kept.
SEARCH_HREF_RE = re.compile(r"/(?:search|so)\b[^#]*?(?:[?&/-])(?:q|kw|wd|keywords?|query)[=-][^&#]", re.IGNORECASE)
# of the row's text in links at least, separators counted, before its letters alone are weighed: a row of short
# tags (Chinese "农业, 牧业, 天气": two characters a tag, two a separator, 0.57) reaches ``TAG_ROW_LINK_SHARE`` only
# with its separators aside
SEPARATED_LINK_SHARE = 0.5
TAG_LIST_TAGS = frozenset({"ul", "ol"})  # a list whose items may each hold one tag link
TAG_REL = "tag"  # the link type (HTML §4.6.6.18), one of the ``rel`` attribute's space-separated words
# kept blocks at most (headings aside) besides the rows of a topic index: its intro, a paragraph or two (review h197:
# a Chinese index's two); a post tells a story of paragraphs
TOPIC_INTRO_BLOCKS = 2
# tag links at least in a topic index's rows: a site's topics; a post names a few (extraction-dev's travel post 3,
# our test posts 3; WordPress's default tag cloud widget shows up to 45)
TOPIC_INDEX_LINKS_MIN = 5
# a post's tag line's label: one word (no space, no digit; ``TAG_LABEL_CHARS`` at most) and a colon or a shad, white
# space before the mark allowed (French "Mots-clés :")
TAG_LABEL_CHARS = 16  # characters at most of the label's word: "Schlagwörter" 12, "خەتكۈچلەر" 9, "ཁ་བྱང་" 6
TAG_LABEL_RE = re.compile(r"[^\s\d]{1,%d}\s*[:：\u0f0d]" % TAG_LABEL_CHARS)
WRAPPER_LEVELS = 3  # levels at most climbed past the wrappers around an intro or a row alone ("div.intro > p")
# A topic index's headline names what it lists (English "Topics", "Tags", "Browse by subject", "Glossary", "Terms";
# Chinese 专题 "special topic", 标签 "tag", 话题/主题 "topic", 分类 "category", 索引 "index", 关键词 "keyword", 术语
# "term", 词汇 "vocabulary"; Tibetan བརྗོད་གཞི "topic", ཁ་བྱང "tag, heading", སྡེ་ཚན "category", དཀར་ཆག "index",
# ཐ་སྙད "term", ཚིག་མཛོད "glossary"; Uyghur تېما "topic", خەتكۈچ "tag", تۈر "category", مۇندەرىجە "index", ئاتالغۇ
# "term", لۇغەت "glossary", each with its suffixes). A story's headline says what happened ("Library bus sets off"):
# the row of tags after its paragraph is the brief's own, with or without ``rel="tag"`` (review h197's
# tg_brief_tags_norel_en; review h205's Uyghur glossary, "ئاتالغۇلار" over its terms, keeps its row).
INDEX_HEADLINE_RE = re.compile(
    r"\b(?:topics?|tags?|tagged|subjects?|categor(?:y|ies)|index|keywords?|browse|glossary|terms|archives?)\b"
    r"|专题|專題|标签|標籤|话题|話題|主题|主題|分类|分類|索引|关键词|關鍵詞|术语|術語|词汇|詞彙"
    r"|བརྗོད་གཞི|ཁ་བྱང|སྡེ་ཚན|དཀར་ཆག|ཐ་སྙད|ཚིག་མཛོད"
    r"|تېم[اى]|خەتكۈچ|تۈر|مۇندەرىجە|ئاتالغۇ|لۇغەت", re.IGNORECASE)  # (تېما, its plural تېمىلار)
# times the intro's text (the kept text outside the rows, headings aside) at least in the rows: a page that is its
# list of topics, whatever its headline ("Tibetan festivals": 74 characters of intro, 110 of festivals); a brief's
# story outweighs its tags (review h197's tg_brief_tags_norel_en: 230 characters over 60)
INDEX_ROWS_SHARE = 1.0


def is_tag_link(element) -> bool:  # noqa: ANN001 (lxml element)
    """Whether an ``<a>`` element links to a tag page: ``rel="tag"`` or a tag archive's address (``TAG_HREF_RE``).

    >>> import lxml.html
    >>> [is_tag_link(lxml.html.fragment_fromstring(a)) for a in ('<a href="/tag/tea">tea</a>',
    ...  '<a rel="tag" href="/x">x</a>', '<a href="/news/tagore">Tagore</a>', '<a href="/tags">all tags</a>')]
    [True, True, False, False]
    """
    rel = element.get("rel")
    if rel and TAG_REL in rel.lower().split():
        return True
    href = element.get("href")
    return bool(href) and TAG_HREF_RE.search(href) is not None


def drop_tag_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks that are rows of tag links (see the module's docstring), in place, when the other
    kept blocks hold more text than they do (a tag cloud's own page keeps its tags). One pass over the blocks; the
    links of the few mostly linked ones are read once each."""
    if not dom.has_elements:
        return
    rows = _tag_rows(dom, keep, blocks, kept=True)
    if not rows:
        return
    in_rows = set(rows)
    row_text = sum(length for b, length in zip(blocks.ids, blocks.lengths) if b in in_rows)
    kept_text = sum(length for b, length in zip(blocks.ids, blocks.lengths) if keep[b])
    # the document's own tags, or a story's (its headline names no index, its text outweighs them: ``_index_page``):
    # they go beside any text of its
    if _names_own_tags(dom, in_rows) or not _index_page(dom, keep, blocks, in_rows, row_text):
        drop = kept_text > row_text
    else:
        drop = kept_text - row_text > row_text and not _introduces_rows(dom, keep, blocks, in_rows)
    if drop:
        for b in rows:
            keep[b] = 0


def keep_topic_rows(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep, in place, the rows of tag links the model left out on a topic index: the kept text is an intro
    (``TOPIC_INTRO_BLOCKS`` blocks at most, headings aside) in the rows' own box, the rows name
    ``TOPIC_INDEX_LINKS_MIN`` topics or more, none carries ``rel="tag"`` (a post's own tags: ``_names_own_tags``)
    and the page reads as an index (``_index_page``: a story's headline is over its own tags).
    The page offers the topics; its intro alone says nothing (review h197: a Tibetan and a Chinese topic index lost
    their rows, scored as link lists). A row ``never_kept`` left out (``excluded``, per block: a menu, a footer's
    cloud) stays out. A page keeping more than its intro returns at once."""
    if not dom.has_elements:
        return
    tags = dom.tags
    intro = 0
    for b in blocks.ids:
        if keep[b] and tags[b] not in HEADING_TAGS:
            intro += 1
            if intro > TOPIC_INTRO_BLOCKS:
                return
    if not intro:
        return
    rows = [b for b in _tag_rows(dom, keep, blocks, kept=False) if not excluded[bisect_left(blocks.ids, b)]]
    in_rows = set(rows)
    row_text = sum(length for b, length in zip(blocks.ids, blocks.lengths) if b in in_rows)
    if (rows and not _names_own_tags(dom, in_rows) and _index_page(dom, keep, blocks, in_rows, row_text)
            and _introduces_rows(dom, keep, blocks, in_rows)):
        for b in rows:
            keep[b] = 1


def _tag_rows(dom: Dom, keep: bytearray, blocks: Blocks, kept: bool) -> list[int]:
    """The blocks, kept or left out as ``kept`` says, that are rows of tag links: ``TAG_ROW_LINKS_MIN`` links or
    more of their own, every one a tag link, ``TAG_ROW_LINK_SHARE`` of their text (or letters) in links; or the
    items of a list of such items, one tag link each (the module's docstring)."""
    parent, tags, tree_text, links, link_text = dom.parent, dom.tags, dom.tree_text, dom.links, dom.link_text
    rows = []
    items: dict[int, list[int]] = {}  # a list element: its item blocks of one tag link each, kept or not
    listed: dict[int, int] = {}  # a list element: its item blocks with text
    # the lists one of whose items with text is no item of one tag link: never a list of tags (each item with text
    # must be one: ``len(its) == listed[lst]`` below; every block holds text), so the links of their other items
    # are not read unless the item may be a row itself (a menu's first item tells: most of a page's links are its
    # menus')
    untagged_lists: set[int] = set()
    for b in blocks.ids:
        up = parent[b]
        in_list = up >= 0 and tags[up] in TAG_LIST_TAGS
        if in_list and tree_text[b]:
            listed[up] = listed.get(up, 0) + 1
        wanted = bool(keep[b]) == kept
        if not (wanted or in_list) or in_list and not wanted and up in untagged_lists:
            continue
        # (``_own_tag_links``' first test, read here: most blocks fail it, and it answers 0 for them; session 45, h318)
        count = (_own_tag_links(dom, blocks, b) if links[b] and link_text[b] >= SEPARATED_LINK_SHARE * tree_text[b]
                 else 0)
        if wanted and count >= TAG_ROW_LINKS_MIN:
            rows.append(b)
        elif in_list and count == 1:
            items.setdefault(up, []).append(b)
            continue
        if in_list and tree_text[b]:
            untagged_lists.add(up)
    for lst, its in items.items():  # a list of tags: its items, kept or left out as asked
        if len(its) >= TAG_ROW_LINKS_MIN and len(its) == listed[lst]:
            rows.extend(b for b in its if bool(keep[b]) == kept)
    return rows


def _own_tag_links(dom: Dom, blocks: Blocks, b: int) -> int:
    """The links with an address block ``b`` owns when they are all tag links (``is_tag_link``; or searches for a
    term, ``SEARCH_HREF_RE``, in a row opening on a tag label) and hold
    ``TAG_ROW_LINK_SHARE`` of its text (or of its letters) and the block is mostly links
    (``SEPARATED_LINK_SHARE``), else 0. Reads the block's anchors."""
    link_text, tree_text, elements = dom.link_text, dom.tree_text, dom.elements
    owner = blocks.owner
    if not dom.links[b] or link_text[b] < SEPARATED_LINK_SHARE * tree_text[b]:
        return 0
    own = [a for a in dom.anchors_in(b) if owner[a] == b and elements[a].get("href") is not None]
    if not own:
        return 0
    untagged = [a for a in own if not is_tag_link(elements[a])]
    if untagged and not (all(SEARCH_HREF_RE.search(elements[a].get("href")) for a in untagged) and _labelled(dom, b)):
        return 0  # (a labelled row's search links are its tags: ``SEARCH_HREF_RE``)
    if link_text[b] < TAG_ROW_LINK_SHARE * tree_text[b]:
        linked, letters = sum(_letters(elements[a].text_content()) for a in own), _letters(elements[b].text_content())
        if linked < TAG_ROW_LINK_SHARE * letters:
            label = _label(dom, b)  # a label's word is no text of the row's (review s40: "خەتكۈچلەر:" over two tags)
            if label is None or linked < TAG_ROW_LINK_SHARE * (letters - _letters(label)):
                return 0
    return len(own)


def _introduces_rows(dom: Dom, keep: bytearray, blocks: Blocks, rows: set[int]) -> bool:
    """Whether the kept blocks besides ``rows`` (headings aside) are ``TOPIC_INTRO_BLOCKS`` at most, each sharing
    its parent element with every row (a list's item: with its list), and the rows hold ``TOPIC_INDEX_LINKS_MIN``
    links or more, none opening on a label (``_labelled``: a post's "Tags: …"): a topic index's intro over its
    tags."""
    parent, tags = dom.parent, dom.tags
    intro = [b for b in blocks.ids if keep[b] and b not in rows and tags[b] not in HEADING_TAGS]
    if not intro or len(intro) > TOPIC_INTRO_BLOCKS or sum(dom.links[b] for b in rows) < TOPIC_INDEX_LINKS_MIN:
        return False
    if any(_labelled(dom, b) for b in rows):  # "Tags: …": a post's tag line
        return False
    boxes = {_box(dom, parent[b] if parent[b] >= 0 and tags[parent[b]] in TAG_LIST_TAGS else b) for b in rows}
    return all(boxes == {_box(dom, b)} for b in intro)


def _index_page(dom: Dom, keep: bytearray, blocks: Blocks, rows: set[int], row_text: int) -> bool:
    """Whether the page is a topic index: its headline names one (``_index_headline``) or its ``rows`` (holding
    ``row_text``) hold ``INDEX_ROWS_SHARE`` of the intro's text at least (the kept text outside them, headings
    aside)."""
    if _index_headline(dom):
        return True
    tags = dom.tags
    intro = sum(length for b, length in zip(blocks.ids, blocks.lengths)
                if keep[b] and b not in rows and tags[b] not in HEADING_TAGS)
    return row_text >= INDEX_ROWS_SHARE * intro


def _index_headline(dom: Dom) -> bool:
    """Whether the page's headline (its first ``<h1>``) names a topic index (``INDEX_HEADLINE_RE``), or the page has
    none (no story's headline says the rows are a post's)."""
    h1 = first_h1(dom)
    return h1 < 0 or INDEX_HEADLINE_RE.search(" ".join(dom.text(h1).split())) is not None


def _labelled(dom: Dom, b: int) -> bool:
    """Whether block ``b`` opens on a tag line's label, one word and a colon or a shad before its first link
    (``TAG_LABEL_RE``): "Tags: " (WordPress's ``the_tags()`` default), "标签：", "خەتكۈچلەر:", "ཁ་བྱང་།"; a phrase
    ("Browse by topic:", a topic index's words over its row) is none."""
    return _label(dom, b) is not None


def _label(dom: Dom, b: int) -> str | None:
    """The tag line's label block ``b`` opens on (``_labelled``), stripped, or None."""
    anchors, elements, end = dom.anchors, dom.elements, dom.end
    k = bisect_left(anchors, b)
    if k == len(anchors) or anchors[k] >= end[b]:
        return None
    first = anchors[k]
    parts = [elements[b].text]
    for j in range(b + 1, first):  # the elements before the link, with their tails but those after it
        parts.append(elements[j].text)
        if end[j] <= first:
            parts.append(elements[j].tail)
    label = "".join(part for part in parts if part).strip()
    return label if TAG_LABEL_RE.fullmatch(label) is not None else None


def _letters(text: str) -> int:
    """The number of characters of ``text`` that are neither white space nor punctuation (Unicode's P categories)."""
    return sum(1 for ch in text if not ch.isspace() and not unicodedata.category(ch).startswith("P"))


def _names_own_tags(dom: Dom, rows: set[int]) -> bool:
    """Whether a link of ``rows`` carries ``rel="tag"``: by HTML §4.6.6.18 a tag of the current document, the post's
    own (WordPress's ``the_tags()``), not a topic a site's index offers (its tag cloud writes no ``rel``)."""
    elements = dom.elements
    for b in rows:
        for a in dom.anchors_in(b):
            rel = elements[a].get("rel")
            if rel and TAG_REL in rel.lower().split():
                return True
    return False


def _box(dom: Dom, i: int) -> int:
    """The parent of the outermost element, from ``i`` up (``WRAPPER_LEVELS`` levels at most), whose text is ``i``'s
    alone: the box of a block or list, past the wrappers around it alone ("div.intro" around the intro's paragraph)."""
    parent, tree_text = dom.parent, dom.tree_text
    for _ in range(WRAPPER_LEVELS):
        up = parent[i]
        if up < 0 or tree_text[up] != tree_text[i]:
            break
        i = up
    return parent[i]
