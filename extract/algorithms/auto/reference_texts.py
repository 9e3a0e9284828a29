"""Reference texts: a poem's, a song's or a scripture's verses, named so by the site, are the page's text.

A poetry or lyrics site sets the verses in a box of their own (``<div class="poem">``, ``<div class="lyrics">``,
``<div class="verse">``) as short lines parted by ``<br>``: lines of eight to twenty characters, closing in a comma
or no mark at all, read to the model as a menu's or an address's, so it drops the poem and keeps the commentary
under it (session 41: a Chinese poem page of the common "title, poet, verses, notes, the poet's other poems" layout
kept only the notes). ``keep_named_verse_blocks`` keeps, in place, the blocks of a box whose class names it a
verse box (``VERSE_BOX_RE``), when the box holds no link (a list of poems, a card of a poem, links each title) or
only a gloss's or a note's few (``VERSE_LINK_SHARE_MAX``) in a box alone of its name among its siblings, and the
block is not in a part of the page never kept (a sidebar, a footer: ``excluded``). A name that also says the box's
role is no poem's own (``VERSE_ROLE_RE``: "daily-poem", "verse-of-the-day", "lyric-pl" comments, "lyrics-ad",
"poem-share", "lyrics-credit"): neither the box nor a block under such a name inside a verse box is kept.

Such a named role box is dropped where other rules kept it (``drop_verse_furniture``): the credit rows a lyrics site
prints in and under its lyrics box ("Writer(s): …", "Lyrics licensed by LyricFind", "词：… 曲：…", "ئاھاڭى: …"),
its ad slot, a poem's tool row ("拼音 译文 注释 赏析"), a Tibetan article's "verse-tools" row, the comments under a
song, a verse-of-the-day widget after an article. The name says the role, not the words: the lines are any
language's. Guards: the box holds no ``<h1>`` and at most ``VERSE_FURNITURE_SHARE`` of the page's kept text (a
verse-of-the-day page whose text is the day's verse keeps it), and does not open the text right under the ``<h1>``
(the day's poem, ``VERSE_LINES_MIN`` lines or more, under its title and a longer commentary, stays); a credit
quoted in a story's paragraph, or a poem's "translation" paragraph in an essay, sits in no box so named and stays.
The dev truths hold no lyrics page's credit line; a lyrics site's credit row is the licensor's notice, not the song.

The same sites put a tool row under each poem, a box named "tool", "tools" or "toolbar" (``TOOL_ROW_NAME_RE``)
holding nothing but a few short links ("收藏 复制", save and copy; "Copy Print"). The Chinese words drop it on a
Chinese page; set on a Tibetan, Uyghur or English page it was kept (review h265). ``drop_tool_rows`` drops a kept
block in a box so named (the block or its parent) whose text is wholly its ``TOOL_ROW_LINKS_MIN`` or more links,
each of ``TOOL_LINK_MAX_CHARS`` characters at most: a sentence with a link in it, or a "tools" section of a how-to
written as paragraphs, stays.

A poem's box the site names otherwise (a Chinese poetry site's ``div.contson``) is told by its lines instead
(``keep_headed_verse_blocks``): a dropped block right under the page's headline (``VERSE_HEADLINE_BLOCKS``), holding
no link, printed as ``VERSE_LINES_MIN`` lines or more, each a verse's length (``VERSE_LINE_MAX_CHARS``) closing in
a clause's or a sentence's mark (``VERSE_LINE_END_RE``: "，", "。", "།", "،", ","). A menu's, an address's or a
tool row's lines close in no mark; prose is not cut into lines of a verse's length.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.headline import HEADLINE_TAG, article_headline
from extract.algorithms.auto.page_memo import (
    class_text_may_hold,
    kept_lines,
    links_and_separators_only,
    names_may_hold,
    page_classes,
)
from extract.dom import Dom
from extract.literal_gate import folded_literals
from extract.scripts import HAN_RUNS_RE

# Literals every name ``VERSE_BOX_RE`` matches holds, in lower case: the page-wide gate (one substring test each over
# the page's joined class names) before any regex runs.
VERSE_WORDS = ("poem", "poetry", "verse", "lyric", "stanza")
# A box named as one poem's, one song's or one scripture's verses: the singular class words of the poetry, lyrics and
# scripture themes ("poem", "poem-body", "poetry-text", "verse", "lyrics", "song-lyrics", "stanza"), as a whole word
# of the class name (not "universe", "reverse", "poems": a plural names a list of poems, each linked, and a list's
# box is no one poem). Read on the block and its ``VERSE_BOX_LEVELS`` nearest ancestors.
VERSE_BOX_RE = re.compile(r"(?<![a-z])(?:poem|poetry|verses?|lyrics?|stanza)(?![a-z])", re.IGNORECASE)
# A furniture role named beside the verse word in the same class attribute (tokens, not substrings): a widget's
# poem of the day ("daily-poem", "poem-of-the-day", "verse-of-the-day", "votd"), a song's comments ("lyrics-comments",
# Chinese "lyric-pl", pinglun), its share, tool, player, ad and credit rows ("poem-share", "verse-tools",
# "lyrics-player", "lyrics-ad", "lyrics-credit", "lyrics-footer"): tests/test_auto_reference_review_s41.py
# ("pl" not before a digit: Bootstrap's and Tailwind's padding classes "pl-4", "pl-2" name no comments)
VERSE_ROLE_RE = re.compile(r"(?<![a-z])(?:day|daily|today|random|votd|widget|comments?|pl(?!-?\d)|repl(?:y|ies)"
                           r"|share|social|ads?|advert\w*|sponsor\w*|credits?|copyright|licen[cs]e|tools?|toolbar|player|related"
                           r"|nav|menu|footer)(?![a-z])", re.IGNORECASE)
VERSE_LINK_SHARE_MAX = 0.1  # linked share at most of a verse box's characters (a gloss "明月" in a quatrain: 0.08)
VERSE_BOX_LEVELS = 2  # ancestors read above a block for the verse box's name (a poem div > stanza p > a line span)
# A verse line's last mark: a clause's or a sentence's, Latin, Chinese, Tibetan (shad, nyis shad) or Arabic-script,
# a closing quote or bracket after it allowed ("低头思故乡。", "སྤྲིན་དཀར་འཁྱམས། །", "كۆزلىرىڭ ئوخشار ئۇلارغا،").
VERSE_LINE_END_RE = re.compile(r"[,.;:!?，。；：！？、།༎،؛؟][\s།”’」』)）]*$")
VERSE_LINES_MIN = 4  # lines at least of a headed verse block (a quatrain, the shortest of our own poems)
VERSE_LINE_MAX_CHARS = 40  # characters at most of each line (our own verses: 5-38; a paragraph's line runs on)
VERSE_HEADLINE_BLOCKS = 3  # blocks at most between the page's <h1> and the verse block (the poet's line, a date)
VERSE_MIN_CHARS = 4  # characters at least of a rescued block (a verse line: "低头思故乡。", 6; a lone mark, 1)
# Share at most of the page's kept characters in a named role box that ``drop_verse_furniture`` drops: furniture is
# beside the text, not most of it (a credit row or a verse-of-the-day after an article: 0.05-0.2 of our pages; a page
# that is the day's verse: 1.0).
VERSE_FURNITURE_SHARE = 0.5
# A box's class or id word naming a tool row: "tool", "tools", "toolbar", "post-tools" (not "toolkit", "tooltip").
TOOL_ROW_NAME_RE = re.compile(r"(?<![a-z])(?:tools?|toolbar)(?![a-z])", re.IGNORECASE)
# the page gate's literal (``page_memo.names_may_hold``): every name it matches holds it (``literal_gate.folded_literals``:
# "tool")
# (none known: "", in every text, passes the gate)
TOOL_ROW_NAME_WORDS = tuple(sorted(folded_literals(TOOL_ROW_NAME_RE) or ("",)))
TOOL_ROW_LINKS_MIN = 2  # links at least in a tool row ("收藏 复制")
TOOL_LINK_MAX_CHARS = 8  # characters at most of each tool's label ("收藏", "Copy", "Print", "Bookmark")
# The same in an alphabet's or an abugida's letters (no Han character in the label), white space aside: a Tibetan or a
# Uyghur tool's two words run longer ("པར་འདེབས།" print, 9; "མཉམ་སྤྱོད།" share, 10; "بېسىپ چىقىرىش" print, 12;
# "ھەمبەھىرلەش" share, 11). Session 42 (h291): our Tibetan and Uyghur tool rows were kept.
TOOL_LINK_ALPHABET_MAX_CHARS = 14



def _names_verse_role(name: str) -> bool:
    """Whether one word of the class ``name`` names both a verse box and a role (``VERSE_BOX_RE``, ``VERSE_ROLE_RE``:
    "daily-poem", "lyrics-credit"), not a verse box beside a layout or script class ("lyrics share-enabled")."""
    return any(VERSE_BOX_RE.search(word) and VERSE_ROLE_RE.search(word) for word in name.split())

def keep_named_verse_blocks(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep the dropped blocks (``VERSE_MIN_CHARS`` characters at least) set in a box named a verse box
    (``VERSE_BOX_RE``, on the block or its ``VERSE_BOX_LEVELS`` nearest ancestors, no name on the way naming a role:
    ``VERSE_ROLE_RE``) that holds no link or a gloss's few (``VERSE_LINK_SHARE_MAX``, the box alone of its name among
    its siblings), outside the parts never kept (``excluded``). The gate: the page's class names hold one of ``VERSE_WORDS``."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, VERSE_WORDS):
        return
    classes = page_classes(dom, blocks)
    boxes = sorted(a for a, name in classes.items() if any(word in name.lower() for word in VERSE_WORDS)
                   and VERSE_BOX_RE.search(name) and not _names_verse_role(name))
    ids, parent = blocks.ids, dom.parent
    named_siblings = Counter((parent[a], classes[a]) for a in boxes)
    for a in boxes:
        if dom.links[a] and (dom.link_text[a] > VERSE_LINK_SHARE_MAX * dom.tree_text[a]
                             or named_siblings[parent[a], classes[a]] > 1):
            continue
        for k in range(bisect_left(ids, a), bisect_left(ids, dom.end[a])):
            b = ids[k]
            if keep[b] or excluded[k] or blocks.lengths[k] < VERSE_MIN_CHARS:
                continue
            up, level, role = b, 0, False
            while up != a and level < VERSE_BOX_LEVELS:
                role = role or bool(VERSE_ROLE_RE.search(classes.get(up, "")))
                up, level = parent[up], level + 1
            if up == a and not role:
                keep[b] = 1


def keep_headed_verse_blocks(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep a dropped block, outside the parts never kept (``excluded``), holding no link, within
    ``VERSE_HEADLINE_BLOCKS`` blocks after the page's headline, whose rendered text is ``VERSE_LINES_MIN`` lines
    or more of ``VERSE_LINE_MAX_CHARS`` characters at most, each closing in ``VERSE_LINE_END_RE``'s mark: a poem
    under its title. The headline is the article's (``headline.article_headline``): a site's logo ``<h1>`` over the
    poem's own title in an ``<h2>`` is not it. Reads the few blocks after the headline only."""
    if not dom.has_elements:
        return
    ids = blocks.ids
    head = article_headline(dom, blocks)
    if head < 0:
        return
    for k in range(head + 1, min(head + 1 + VERSE_HEADLINE_BLOCKS, len(ids))):
        b = ids[k]
        if (keep[b] or excluded[k] or dom.links[b]
                or blocks.lengths[k] < VERSE_LINES_MIN * VERSE_MIN_CHARS):
            continue
        lines = [line.strip() for line in dom.render([b]).split("\n") if line.strip()]
        if len(lines) >= VERSE_LINES_MIN and all(
                len(line) <= VERSE_LINE_MAX_CHARS and VERSE_LINE_END_RE.search(line) for line in lines):
            keep[b] = 1


def drop_verse_furniture(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, the kept blocks of each outermost box whose class has one word naming both a verse box
    (``VERSE_BOX_RE``) and a role (``VERSE_ROLE_RE``), "lyrics-credit", "verse-of-the-day" (a verse box's class
    that merely also holds "share-enabled" is the verses'): a lyrics box's credit, ad or share row, a poem's tool row, a
    song's comments, a verse-of-the-day widget (module docstring). Guards: the box holds no ``HEADLINE_TAG`` and at
    most ``VERSE_FURNITURE_SHARE`` of the page's kept characters, and it is not a poem of ``VERSE_LINES_MIN`` lines or
    more right after the ``HEADLINE_TAG`` (a poem page's poem set in its "verse-of-the-day" box under the title,
    before a longer commentary, is the page's text; a one-line tool row "拼音 译文 注释 赏析" there still
    goes). The gate: the page's class names hold one of
    ``VERSE_WORDS``; none on a Dom without its lxml elements."""
    if not dom.has_elements or not class_text_may_hold(dom, blocks, VERSE_WORDS):
        return
    classes = page_classes(dom, blocks)
    ids, lengths, end, tags = blocks.ids, blocks.lengths, dom.end, dom.tags
    kept_total = sum(length for b, length in zip(ids, lengths) if keep[b])
    outer_until = 0  # the end of the last role box: the boxes inside it are in it
    for a in sorted(classes):
        name = classes[a]
        if a < outer_until or not _names_verse_role(name):
            continue
        outer_until = end[a]
        start, stop = bisect_left(ids, a), bisect_left(ids, end[a])
        box_kept = sum(lengths[k] for k in range(start, stop) if keep[ids[k]])
        if not box_kept or box_kept > VERSE_FURNITURE_SHARE * kept_total or HEADLINE_TAG in tags[a:end[a]]:
            continue
        before = next((ids[k] for k in range(start - 1, -1, -1) if keep[ids[k]]), -1)
        if (before >= 0 and tags[before] == HEADLINE_TAG
                and len(kept_lines(dom, keep, blocks, ids[start:stop])) >= VERSE_LINES_MIN):
            continue  # (a poem opening the page's text under its headline is the page's poem, review h277)
        for k in range(start, stop):
            keep[ids[k]] = 0


def drop_tool_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, each kept block in a box named a tool row (``TOOL_ROW_NAME_RE``, on the block or its
    parent) whose text is wholly its links, ``TOOL_ROW_LINKS_MIN`` or more, each of ``TOOL_LINK_MAX_CHARS``
    characters at most (or ``TOOL_LINK_ALPHABET_MAX_CHARS`` without Han), and the separators between them
    (``page_memo.links_and_separators_only``: "Copy | Print | Share"). A line of verse holding a bar is no link and
    stays. Reads the kept blocks' own names and their parents'; none on a Dom without its lxml elements."""
    if not dom.has_elements:
        return
    # Exact page gate (session 44, h313): the names read are a block's and its parent's (``Dom.names``), which
    # ``names_may_hold`` reads joined; without "tool" in them TOOL_ROW_NAME_RE finds none
    if not names_may_hold(dom, blocks, TOOL_ROW_NAME_WORDS):
        return
    parent, tree_text, link_text = dom.parent, dom.tree_text, dom.link_text
    for b, text in zip(blocks.ids, blocks.texts):
        if not keep[b] or not link_text[b]:
            continue
        anchors = dom.anchors_in(b)  # (the links' count first: a bisect, where the separators' count reads the text)
        if len(anchors) < TOOL_ROW_LINKS_MIN:
            continue
        if not links_and_separators_only(dom, b, text):
            continue  # (text besides the links and their separators: a sentence, a line of verse)
        if any(tree_text[a] > _tool_label_max(dom, a) for a in anchors):
            continue
        if TOOL_ROW_NAME_RE.search(dom.names(b)) or (parent[b] >= 0 and TOOL_ROW_NAME_RE.search(dom.names(parent[b]))):
            keep[b] = 0


def _tool_label_max(dom: Dom, a: int) -> int:
    """The most characters a tool's label (link ``a``) may have: ``TOOL_LINK_MAX_CHARS`` (its length alone when within
    it, else Han in its text: ``scripts.HAN_RUNS_RE``) or ``TOOL_LINK_ALPHABET_MAX_CHARS`` without Han."""
    if dom.tree_text[a] <= TOOL_LINK_MAX_CHARS or HAN_RUNS_RE.search(dom.text(a)):
        return TOOL_LINK_MAX_CHARS
    return TOOL_LINK_ALPHABET_MAX_CHARS


__all__ = ["drop_tool_rows", "drop_verse_furniture", "keep_headed_verse_blocks", "keep_named_verse_blocks"]
