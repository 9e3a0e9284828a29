"""Icon buttons: a kept short label drawn beside its own inline icon is a control, not text (``drop_icon_buttons``).

A page's controls are drawn as an icon and a word: an encyclopedia's "播报" (listen) and "编辑" (edit) beside every
section heading, a post's "Share", "Copy link", "Listen", a video's "收起" (fold). The icon is an inline ``<svg>``
(HTML §4.8.16: "embedded content", drawn, not read) set in the label's own block. A sentence or a heading with an
icon stays text: only a block of at most ``ICON_LABEL_CHARS`` characters (white space aside), not a heading, that
owns an ``<svg>`` goes. The generated Tibetan and Uyghur variants keep the markup and change the words, so the rule
reads the markup alone. A list item with an icon is a feature list's point ("✓ Single Sign-On"),
kept. Extraction-dev: all 0.9067 -> 0.9069, 6 pages better (an encyclopedia article's "播报"/"编辑" in three
variants, zh 0.855 -> 0.886, bo 0.813 -> 0.836, ug 0.733 -> 0.762; a product +0.007; two articles +0.001), none lower;
with 20 characters a service page's icon-decorated feature names went (en -0.031, bo -0.013, ug -0.011).
Review h190: an icon font's glyph (``ICON_CLASS_RE``) is an icon too, and a short line of data or verse
(``DATA_LABEL_RE``: a phone number, "Serves 6", a poem's "床前明月光，") is no label; extraction-dev: all 0.9080 ->
0.9081, 7 pages better (+0.001 to +0.005: a "关注" (follow) label, a doc's "forms.py¶" permalink), none lower.
Session 38 (h231): a Tibetan or Uyghur one-phrase label is read against ``TARGET_LABEL_CHARS`` (``_label_limit``):
the encyclopedia's "播报" and "词条图册" filled in the variants (13-24 characters) were kept; extraction-dev all
0.9168 -> 0.9169, 8 pages better (bo/ug: the encyclopedia +0.015/+0.016, products, services, a doc +0.004 to
+0.015), none lower.
Session 41 (h266): a FAQ accordion's question beside its "+" icon (Elementor's "elementor-tab-title") is no control:
a line that asks (``control_labels.QUESTION_END_RE``) stays.
Session 42 (h281): a section's edit and listen buttons named by their class and drawn with no icon the rule reads
(Baike's newer skin: "<span class='editLemma_x'>编辑</span>"; its older "a.edit-icon" beside a "cmn-icon" glyph;
WordPress's "Edit" link, "span.edit-link") go by their names (``drop_named_section_tools``).
"""

from __future__ import annotations

import re
from collections import Counter

from lxml import etree

from extract.algorithms.auto.control_labels import QUESTION_END_RE
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.lines import LIST_ITEM_TAGS
from extract.algorithms.auto.page_memo import page_memo
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom
from extract.scripts import target_letter_count

ICON_TAGS = frozenset({"svg"})  # an inline drawing (HTML §4.8.16), a control's icon
# An icon font's glyph: an empty inline element (``ICON_GLYPH_TAGS``) its class names an icon (``ICON_CLASS_RE``):
# "<i class='iconfont icon-share'></i>分享" (Alibaba's iconfont), Font Awesome's "fa fa-print", Bootstrap Icons' "bi
# bi-share", "glyphicon", WordPress's "dashicons" (review h190: a Uyghur post's share and print labels so drawn
# were kept). Its glyph is drawn by the font's CSS, as an <svg> is drawn.
ICON_GLYPH_TAGS = frozenset({"i", "span"})
ICON_CLASS_RE = re.compile(r"(?<![\w-])(?:icon|iconfont|glyphicon|dashicons|fa[srbl]?|bi)(?![a-z])", re.IGNORECASE)
# characters at most of a control's label, white space aside: "编辑", "Copy link", "ཁ་པར་སྤྲོད།"; a sentence is longer
ICON_LABEL_CHARS = 12
# A Tibetan or Uyghur label takes more characters than its Chinese original: syllables and letters, not ideographs
# ("播报" filled as "སྙན་ངག་པ་ཤི་བ།" or "مۇلازىمىتىمىز", 13-15 characters). A block at least ``TARGET_SCRIPT_SHARE`` of
# whose characters are Tibetan or Arabic letters (``scripts.target_letter_count``) is read against
# ``ICON_LABEL_CHARS`` times ``TARGET_SCRIPT_LABEL_FACTOR`` (the ~2.2 characters a Tibetan or Uyghur fill takes per
# Chinese one, reviews h212, h229), provided it holds one phrase: no clause mark (``INNER_CLAUSE_RE``) before its end.
TARGET_SCRIPT_LABEL_FACTOR = 2.2
TARGET_SCRIPT_SHARE = 0.5  # of the block's characters in Tibetan or Arabic letters, at least (as ``lone_lines``)
TARGET_LABEL_CHARS = round(ICON_LABEL_CHARS * TARGET_SCRIPT_LABEL_FACTOR)
# A clause mark inside the line, not at its end: a Tibetan shad or double shad, an Arabic comma, semicolon or question
# mark, a Latin full stop, comma or colon. A line of two clauses is prose, however short.
INNER_CLAUSE_RE = re.compile(r"[།༎،؛؟.,:;!?][^།༎،؛؟.,:;!?]")
# a heading with an icon is a heading; a list item with one is a feature list's point behind its check mark ("✓ SSO")
LABEL_TAGS_EXCLUDED = HEADING_TAGS | LIST_ITEM_TAGS
# A short line beside an icon that is data or verse, not a control's label (review h190): one holding a digit in any
# script or an "@" (a phone number, an address, "Prep 15 min", "Serves 6"), or ending as a clause does in Chinese or
# Latin punctuation (a poem's line "床前明月光，" beside its "play" icon). A control's label ends bare ("编辑", "Share",
# "More…"); a Tibetan label's closing shad (ཁ་པར་སྤྲོད།) is a word's end, not read as a clause's.
DATA_LABEL_RE = re.compile(r"\d|@|[，。！？；,;!?]$|(?<!\.)\.$")


def _is_glyph(element) -> bool:  # noqa: ANN001 (lxml element)
    """Whether ``element`` is an icon font's glyph: an empty ``ICON_GLYPH_TAGS`` element named by ``ICON_CLASS_RE``."""
    if element.tag not in ICON_GLYPH_TAGS or len(element) or (element.text and element.text.strip()):
        return False
    name = element.get("class")
    return bool(name) and ICON_CLASS_RE.search(name) is not None


def _owns_icon(dom: Dom, blocks: Blocks, b: int) -> bool:
    """Whether block ``b`` draws an icon (``ICON_TAGS``, left out of the ``Dom``: read on the lxml elements, or an
    icon font's glyph, ``_is_glyph``) in its own
    inline nodes, not in a block inside it. A walk over ``b``'s subtree that skips the blocks inside it."""
    owner, end, elements = blocks.owner, dom.end, dom.elements
    i = b
    while i < end[b]:
        if owner[i] != b:  # a block inside ``b``: its icons are its own
            i = end[i]
            continue
        if any(child.tag in ICON_TAGS or _is_glyph(child) for child in elements[i]):
            return True
        i += 1
    return False


def _label_limit(dom: Dom, b: int, compact: str) -> int:
    """Characters at most of a control's label in block ``b``: ``TARGET_LABEL_CHARS`` for a one-phrase line mostly in
    Tibetan or Arabic letters, else ``ICON_LABEL_CHARS``."""
    if (len(compact) > ICON_LABEL_CHARS and target_letter_count(compact) >= TARGET_SCRIPT_SHARE * len(compact)
            and INNER_CLAUSE_RE.search(compact) is None):
        return TARGET_LABEL_CHARS
    return ICON_LABEL_CHARS


def drop_icon_buttons(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Drop kept blocks, not headings, of at most ``_label_limit`` characters, not data or verse
    (``DATA_LABEL_RE``) nor a question (``control_labels.QUESTION_END_RE``: an accordion's question beside its "+"
    toggle icon, "སྒོ་ཕྱེ་ཡོད་དམ།", asks; a control's label never does), that draw an icon of their own
    (``_owns_icon``), in place. One pass over the blocks; a walk over the few short ones."""
    if not dom.has_elements:
        return
    tags = dom.tags
    for b, compact in zip(blocks.ids, blocks.compact):
        if (keep[b] and 0 < len(compact) <= TARGET_LABEL_CHARS and len(compact) <= _label_limit(dom, b, compact)
                and tags[b] not in LABEL_TAGS_EXCLUDED
                and DATA_LABEL_RE.search(compact) is None and QUESTION_END_RE.search(compact) is None
                and _owns_icon(dom, blocks, b)):
            keep[b] = 0


# A section's own tools, named by their class (``drop_named_section_tools``): the edit button an encyclopedia or a
# blog engine sets beside each heading or under each post, and the listen button beside it: Baidu Baike's "a.edit-icon
# j-edit-link" and "span.audio-play" ("播报 编辑" beside every h2), its newer skin's CSS-module names
# "editLemma_<hash>" and "audioBtn_<hash>", WordPress's "span.edit-link" / "a.post-edit-link" ("Edit" under a post,
# printed to its logged-in author), a theme's "edit-btn" / "edit-section". The names are the engines', in every
# language of their sites; each is a control's name whole (no letter after it: "audio-player" is a player's box). A
# listen button alone is no tool row: a phrasebook or a word list sets each word in its own "audio-btn" (our Tibetan
# word list lost its words), so a row needs an edit button (EDIT_TOOL_RE), its listen buttons (LISTEN_TOOL_RE) beside.
# A listen button's label is the site's, the same on every such button ("播报" beside each heading); a phrasebook's
# listen buttons each print their own phrase, an edit link beside it (a community phrasebook lost its phrases). A
# listen button's text counts as a tool's only when LISTEN_LABEL_REPEATS listen buttons of the page at least print
# it (beside each heading, or beside the title and one heading).
LISTEN_LABEL_REPEATS = 2  # listen buttons at least printing the same label (beside two headings)
# (ASCII case only: the gates' XPath lower-cases ASCII letters alone, and "ı" is an "i" to a Unicode IGNORECASE)
EDIT_TOOL_RE = re.compile(r"(?<![a-z])edit[-_]?(?:icon|link|lemma|section|btn|button)(?![a-z])",
                          re.IGNORECASE | re.ASCII)
LISTEN_TOOL_RE = re.compile(r"(?<![a-z])audio[-_]?(?:play|btn|button)(?![a-z])", re.IGNORECASE | re.ASCII)
# the page-wide gate: some element's class holds "edit" (every name EDIT_TOOL_RE matches does; the buttons are inline
# elements inside a block, which ``page_memo.class_text`` does not read), one libxml2 scan, once per page
# Session 43 (h306): the page's class values read in one scan (``CLASS_VALUES_XPATH``, no predicate per element) and
# searched joined and lowered, ~2.5 times faster than the predicate's translate() at every element. The same answer:
# str.lower() maps to an "e", "d", "i" or "t" only their ASCII capitals and "İ" (U+0130), which it makes an "i"
# followed by a combining dot, so no "edit" runs through it; and no class value holds the joining space's "edit".
EDIT_NAMES_WORD = "edit"
NAMES_EDIT_KEY = "icon_buttons.names_edit"  # the page memo's key of ``_names_edit``
CLASS_VALUES_XPATH = etree.XPath("//@class", smart_strings=False)
# the listen labels' scan (``_listen_labels``): the elements whose class holds "audio", as every LISTEN_TOOL_RE name
LISTEN_BUTTONS_XPATH = etree.XPath("//*[contains(translate(@class, 'AUDIO', 'audio'), 'audio')]")


def _names_edit(dom: Dom) -> bool:
    """Whether some element's class holds ``EDIT_NAMES_WORD`` in any ASCII case (the page gate of
    ``drop_named_section_tools``): one scan of the class values (``CLASS_VALUES_XPATH``)."""
    return EDIT_NAMES_WORD in " ".join(CLASS_VALUES_XPATH(dom.elements[0])).lower()


def _names_edit_within(dom: Dom, b: int) -> bool:
    """Whether some node of block ``b``'s subtree has a class holding ``EDIT_NAMES_WORD`` once lowered: the block's
    gate (session 44, h313), read before the page's (``_names_edit``), which then runs only on a page with such a
    block. Exact: ``_tool_of`` reads the classes of ``b``'s nodes and their ancestors up to ``b``, all in its subtree,
    and every ``EDIT_TOOL_RE`` match (ASCII letters, any case) lowers to a text holding the word."""
    return any(EDIT_NAMES_WORD in (element.get("class") or "").lower() for element in dom.elements[b:dom.end[b]])


def drop_named_section_tools(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Drop kept blocks, not headings, of at most ``TARGET_LABEL_CHARS`` characters (white space aside), not data
    (``DATA_LABEL_RE``), every text-holding node of which lies in an element named as a section's edit or listen
    button (``EDIT_TOOL_RE``, ``LISTEN_TOOL_RE``: that node or an ancestor of it up to the block), one at least in an
    edit button, in place: the "播报 编辑" row beside a heading, an "Edit" link under a post. A listen button's text
    is a tool's only when ``LISTEN_LABEL_REPEATS`` listen buttons print it (a phrasebook's phrases differ), read on
    the outermost listen-named element both for the row and for the page's count (``_listen_label``). A line of words
    besides the tools' keeps its block. The short blocks alone are walked (their few nodes' classes read), on a page
    some class of which holds "edit" (``_names_edit``, read at the first short block); a Dom without its lxml
    elements is left alone."""
    if not dom.has_elements:
        return
    tags, owner, own_text, end = dom.tags, blocks.owner, dom.own_text, dom.end
    rows: list[tuple[int, set[str]]] = []  # a tool row's block and its listen buttons' labels
    gated = False
    for b, compact in zip(blocks.ids, blocks.compact):
        if not (keep[b] and 0 < len(compact) <= TARGET_LABEL_CHARS and tags[b] not in LABEL_TAGS_EXCLUDED
                and DATA_LABEL_RE.search(compact) is None):
            continue
        if not _names_edit_within(dom, b):
            continue  # no row: none of its nodes' classes holds "edit", so no ``_tool_of`` of it is an edit button's
        if not gated:
            if not page_memo(dom, NAMES_EDIT_KEY, lambda: _names_edit(dom)):
                return
            gated = True
        tools = [_tool_of(dom, b, i) for i in range(b, end[b]) if owner[i] == b and own_text[i]]
        if tools and all(tools) and any(tool is EDIT_TOOL_RE for tool, _ in tools):
            listen = {_listen_label(dom.elements[x]) for tool, x in tools if tool is LISTEN_TOOL_RE}
            rows.append((b, listen))
    labels = _listen_labels(dom) if any(listen for _, listen in rows) else Counter()
    for b, listen in rows:
        if all(labels[label] >= LISTEN_LABEL_REPEATS for label in listen):
            keep[b] = 0


def _listen_label(element: etree._Element) -> str:
    """A listen button's label: its element's text, white space aside."""
    return "".join(element.text_content().split())


def _listen_labels(dom: Dom) -> Counter[str]:
    """Per label (``_listen_label``), the page's listen buttons printing it (``LISTEN_TOOL_RE``, the outermost
    element so named: a button's inner span is the same button). One libxml2 scan for the names' common part."""
    labels: Counter[str] = Counter()
    for element in LISTEN_BUTTONS_XPATH(dom.elements[0]):
        if LISTEN_TOOL_RE.search(element.get("class") or "") is None:
            continue
        parent = element.getparent()
        if parent is not None and LISTEN_TOOL_RE.search(parent.get("class") or "") is not None:
            continue
        labels[_listen_label(element)] += 1
    return labels


def _tool_of(dom: Dom, b: int, i: int) -> tuple[re.Pattern[str], int] | None:
    """The pattern (``EDIT_TOOL_RE`` or ``LISTEN_TOOL_RE``) naming node ``i`` of block ``b`` or its nearest ancestor
    up to ``b`` so named, and that element (for a listen button, the outermost element so named around it, as
    ``_listen_labels`` counts it), else None. A walk bounded by the block, not by a count of levels
    (``boxes.named_within``'s)."""
    x, parent = i, dom.parent
    while True:
        name = dom.attr(x, "class")
        if EDIT_TOOL_RE.search(name) is not None:
            return EDIT_TOOL_RE, x
        if LISTEN_TOOL_RE.search(name) is not None:
            while parent[x] >= 0 and LISTEN_TOOL_RE.search(dom.attr(parent[x], "class")) is not None:
                x = parent[x]
            return LISTEN_TOOL_RE, x
        if x == b:
            return None
        x = parent[x]
