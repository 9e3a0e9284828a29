"""Teaser rules: cards linking to other pages after the kept text, and the labels and dates repeated on a listing's
records.

``drop_teaser_cards`` (a run of teaser records, each a title and a summary, after an article: seed 004's "teasers of
other documents" that the topic similarity alone does not catch; a card may end with meta rows after its summary, and
the heading over the box of cards goes with them), ``drop_record_labels`` (a label or button line every record
carries), ``drop_record_dates`` (the date line under each record's linked title), ``drop_record_more_links`` (a "read
more" link to the record's own page, alike in every record), ``drop_relabelled_links`` (a card's overlay link that
another element names), ``drop_record_save_rows`` (a card's line beside its bookmark button) and
``drop_record_drawers`` (the ``<details>`` drawer of links every record carries: a release's assets).
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_left

from extract.algorithms.auto.boxes import blocks_inside, own_record
from extract.algorithms.auto.features import DIGIT_CLASS, Blocks, is_kept_paragraph
from extract.algorithms.auto.words import HEADING_TAGS, TABLE_CELL_TAGS, first_h1
from extract.dom import BLOCK_TAGS, Dom

# Teaser cards of other pages beside or after an article, under no related-reading label (``drop_teaser_cards``): a
# run of sibling records of one tag, each a link (its title, or the whole card) before a summary line, set outside the
# element holding the article's headline and its first kept paragraph, after that paragraph. In the Tibetan and
# Uyghur variants the summaries are long prose, and the model and the topic-similarity feature kept them (review h123:
# the largest shared cause of peer wins on articles). A listing's records share that element with its headline and its
# first kept line (they ARE the page), and their text outweighs the rest (``TEASER_ARTICLE_RATIO``). Cards are a box's
# content (``TEASER_BOX_SHARE``): an article's embeds set among its own paragraphs (a link over a quoted passage) are
# its text. Extraction-dev: all 0.9027 -> 0.9033, 6 pages better, none lower (a Tibetan story's side column of linked
# summaries 0.75 -> 0.88, a Drupal article's "card-title-teaser" strip 0.92 -> 0.99, a Uyghur article's 0.85 -> 0.92, a
# portal's article-zh 0.87 -> 0.89 and 0.93 -> 0.94, a service page 0.85 -> 0.88); without the box share three variants
# of one article lost their embeds (-0.02); weighing the cards' kept text alone (ratio 1), 17 pages were lower, three
# category pages (a description over its posts) lost their records (-0.28 to -0.34). QA sets and checkers unchanged.
DIGIT_RE = re.compile(DIGIT_CLASS)  # a decimal digit of any script's (a count's, a date's)
TEASER_RECORD_MIN = 3  # records at least of the run: a pair of boxes is no listing of other pages
TEASER_SUMMARY_CHARS = 40  # characters at least of a record's last block (its summary; a menu entry's is a few words)
TEASER_RECORD_CHARS = 800  # characters at most of one record (a teaser runs 60-400; more is a section of the page)
TEASER_BOX_SHARE = 0.5  # of the run's parent's text in its cards, at least: a box of cards, not embeds among prose
TEASER_ARTICLE_RATIO = 2.0  # kept characters before the first card (no heading) over the cards' text, at least
# (dev: articles about 4 to 15, category descriptions over their posts 0.4 to 1.5)
# A card's meta rows after its summary (Warrior Forum's "ArticleSnapshot-footer" with its reply count, WordPress's
# ".entry-meta" footer, a news card's time row, a 相关帖子 row of 回复/查看 counts, an avatar row): short lines that
# hold a count or a date (a digit, a ``<time>``) or are mostly a link (a poster's name), no sentence of the summary's.
# Without them a card whose last block was its count row was no teaser, and the other topics' blurbs stayed beside a
# thread. A title over its meta rows is a listing's record with no summary: no teaser. Extraction-dev: all 0.9137 ->
# 0.9141, 6 pages better, none lower (a Warrior-Forum-like thread's "trending" cards, ug-ncr and bo variants 0.835 ->
# 0.876 and 0.906 -> 0.923; service pages 0.67 -> 0.72, 0.80 -> 0.86, 0.875 -> 0.892; an article-zh +0.001); meta
# rows counted whatever came before them, a ug listing's records (a title over its date row) went (-0.07); read as a
# row's own controls only, a card wholly in one link lost its last line's meta row (-0.05).
TEASER_META_ROWS = 2  # meta rows at most after a card's summary
TEASER_META_CHARS = 48  # characters at most of a meta row ("12 replies · 340 views · 3 hours ago" runs 20-40)
TEASER_META_LINK_SHARE = 0.5  # of a meta row's text in links at least, when it holds no count or date (a name)
TEASER_META_CONTROL_TAGS = frozenset({"a", "button"})  # a meta row's controls: a name's link, a share button
TEASER_FLOW_RATIO = 1.0  # kept paragraph text of the box's siblings before it over the cards' text, from which (review
# h130: an article's own linked list, timeline or verses follow 2.5-2.7x their text of paragraphs in their element; the
# label line over a dev side column holds 0.03-0.06 of its cards' text): the box is the article's own list
# The same ratio reads the article's body (``_in_article_body``, review h219 of the meta rows): an entry of the body's
# own (a timeline's linked name over its year, a footnote's back-link over its year, a diary's tagged day over its date,
# a story's titled part over its month) has a card's shape once its meta row is skipped, and the body wraps its
# paragraphs apart from the entries, so the siblings' flow is empty. The lowest element holding the cards and the last
# kept paragraph before them, when it holds no headline (the header above the body does), weighs its kept paragraphs
# before the cards instead, for a run whose cards needed their meta rows only (a side column of plain cards beside a
# story column has the body's shape: it goes as before the meta rows). Other pages' cards share an element with the
# headline, or follow a side column's label or a profile's line only (dev: side columns' labels hold 0.03-0.06 of their
# cards' text, a service page's profile line 0.57-0.64; review h219's body entries 1.6-4.0). A box of other pages' cards
# set inside the body itself, under paragraphs, is left to the other rules (a related-reading label, the model).
# Extraction-dev unchanged (0.9143; with no weighing, 3 pages kept their side columns, -0.05 to -0.13); review h219's
# pages 11/22 -> 19/22 (the three left are lost to the model and furniture_line, not to the cards).


# A listing's records each carrying one label or button line of the same words (a card's category chip "Field work",
# an event's "RSVP", a job's "Apply"): the record's own short line, alike in every record, names the record's kind or
# an action, never its content (a title, a teaser, a date differ from record to record). ``drop_record_labels``.
# Extraction-dev: all 0.9034 -> 0.9035, 2 pages better (a bo listing's "source: our site" line under each record
# 0.723 -> 0.740, a zh portal's "更多" under each section 0.858 -> 0.863), none lower. QA-129 0.826 -> 0.839
# (026 ug collection 0.827 -> 0.986, 029 en blog cards' "Field work" chips 0.878 -> 0.997, 030 en events' "RSVP"
# 0.637 -> 0.749); QA-91 0.824 -> 0.828 (two encyclopedia articles' "编辑" (edit) label under each section, bo
# 0.765 -> 0.815, ug 0.659 -> 0.737); the other sets and checkers unchanged.
# A record's label line may carry the record's running time and still be furniture: a podcast's or a video channel's
# episode row "#42 42:10 ▶ Play" ("#41 38:05 ▶ Play" on the next). A line holding a running time
# (``RECORD_RUNNING_TIME_RE``) and a word is compared with each number read as one mark (``NUMBER_RE``),
# so records alike up to their numbers share a line. Other numbers tell records apart as before: a shop card's line
# of its price and its "加入购物车" button is the card's price (the shop tests' cards keep it). Review h225: a Tibetan
# podcast's episode rows kept their "▶ Play" lines; extraction-dev unchanged (0.9143).
RECORD_LABEL_CHARS = 20  # whitespace-free characters at most of a label or button line
# a running time's minutes and seconds ("42:10", "1:02:05"), wherever the line's inline parts meet ("#4242:10")
RECORD_RUNNING_TIME_RE = re.compile(rf"{DIGIT_CLASS}:{DIGIT_CLASS}{{2}}(?!{DIGIT_CLASS})")
NUMBER_RE = re.compile(DIGIT_CLASS + "+")  # a number: a label line's, a date's (any script's decimal digits)
RECORD_LABEL_NUMBER_MARK = "0"  # what each number of a label line reads as when the lines are compared
RECORD_LABEL_MIN = 3  # records at least carrying the same line
# ... set apart as a label or a button: in a link ("RSVP", "编辑", dev's "source: our site") or in a named element (a
# chip's or button's style: "span.tag", "span.cat", "span.more"), as every label above is. A record's own words in
# plain text or an unnamed inline element are its content, alike or not: a dictionary's part of speech under each
# entry ("<em>noun</em>"), a prayer's closing line (review h141: a Uyghur glossary and a Tibetan prayer collection
# lost them). A Dom without its lxml elements reads no markup and keeps the rule as it was.


def drop_record_labels(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the same short line (``RECORD_LABEL_CHARS``; alike up to its numbers when it holds a running time
    and a word: ``RECORD_RUNNING_TIME_RE``) kept as the own text of ``RECORD_LABEL_MIN`` blocks or
    more of one tag path, each a record: a block holding other blocks' text besides its line and a link (its title's),
    not a table's cell (a table's repeated values are its data), in place. A refrain or chorus repeated in a song is
    a paragraph of its own each time (no other text under it) and stays. One pass over the blocks."""
    groups: dict[tuple[str, int], list[int]] = {}
    tags, path, tree_text, link_text = dom.tags, dom.path, dom.tree_text, dom.link_text
    for k, b in enumerate(blocks.ids):
        length = blocks.lengths[k]
        if (keep[b] and 0 < length <= RECORD_LABEL_CHARS and tags[b] not in TABLE_CELL_TAGS
                and tree_text[b] > length and link_text[b]):
            line = blocks.compact[k]
            if RECORD_RUNNING_TIME_RE.search(line) and _has_word(line):
                line = NUMBER_RE.sub(RECORD_LABEL_NUMBER_MARK, line)
            groups.setdefault((line, path[b]), []).append(b)
    for copies in groups.values():
        if len(copies) >= RECORD_LABEL_MIN and (not dom.has_elements or all(_is_set_label(dom.elements[b])
                                                                           for b in copies)):
            for b in copies:
                keep[b] = 0


# A record's "read more" link by any words (``drop_record_more_links``): a short line that is wholly one link to the
# record's own page, the address its title links to before it, alike in every record ("تولۇق ئوقۇش", "ཆ་ཚང་ཀློག",
# "阅读全文", "View"). Drupal's views print it as a field of its own ("views-field-view-node", the "link to content"
# field: a div holding the link alone), so ``drop_record_labels``, which reads a line beside the record's other text,
# passes it, and the call-to-action names ("more", "btn") are not on it. A title is never alike in three records, and a
# line linking elsewhere (a category chip, an author) is no repeat of the title's link. Review h233: a Uyghur Drupal
# news view kept its "read in full" under each record. The earlier link must hold text (the record's title): a card's
# picture links where its title does, and titles alike in three records are a poet's "无题" (untitled) poems, an
# artist's "Untitled" works, each title under its picture link (review h240: Li Shangyin's 无题 lost all its titles).
MORE_LINK_HREF = "href"  # the attribute compared with the title's, up to its fragment (``MORE_LINK_FRAGMENT``)
# A "read more" link goes to the place in the post where the teaser stops: Blogger's "jump-link" to "<post>#more",
# WordPress's more link to "<post>#more-123"; the title links to "<post>" (review h240: a Uyghur blog's index kept its
# "read in full" under each post, the model passing one copy of three). The page linked is the address before its
# fragment, and every copy counts, kept or not.
MORE_LINK_FRAGMENT = "#"  # RFC 3986 §3.5: the fragment's delimiter


def drop_record_more_links(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept lines of ``RECORD_LABEL_CHARS`` at most, wholly one link, whose words ``RECORD_LABEL_MIN``
    blocks or more of one tag path repeat, each linking to the page an earlier link with text since the previous copy
    links to (its record's title; a picture's link is no title; ``MORE_LINK_FRAGMENT``), in place (see
    ``MORE_LINK_HREF``). The copies are counted kept or not (the model passes some of them). One pass over the
    blocks, then over the anchors before each copy back to the previous one."""
    if not dom.has_elements:
        return
    groups: dict[tuple[str, int], list[int]] = {}
    path, tree_text, link_text = dom.path, dom.tree_text, dom.link_text
    for k, b in enumerate(blocks.ids):
        if 0 < blocks.lengths[k] <= RECORD_LABEL_CHARS and link_text[b] == tree_text[b]:
            groups.setdefault((blocks.compact[k], path[b]), []).append(b)
    anchors = dom.anchors
    for copies in groups.values():
        if len(copies) < RECORD_LABEL_MIN:
            continue
        start, repeats = 0, True
        for b in copies:
            own = dom.anchors_in(b)
            href = _linked_page(dom.attr(own[0], MORE_LINK_HREF)) if len(own) == 1 else ""
            first = bisect_left(anchors, b)
            if not href or not any(tree_text[a] and _linked_page(dom.attr(a, MORE_LINK_HREF)) == href
                                   for a in anchors[start:first]):
                repeats = False
                break
            start = first + 1
        if repeats:
            for b in copies:
                keep[b] = 0


def _linked_page(href: str) -> str:
    """The page an address links to: ``href`` up to its fragment (``MORE_LINK_FRAGMENT``), stripped."""
    return href.split(MORE_LINK_FRAGMENT, 1)[0].strip()


# A card's overlay link (``drop_relabelled_links``): a link set over a whole card so that a click anywhere opens the
# story, whose name a reader hears is the card's title (``aria-labelledby`` naming the title's element, WAI-ARIA 1.2
# §5.2.8.3: the named element's text is the link's name, not the link's own text), and whose own text is hidden or a
# copy of the title (dev.to's "crayons-story__hidden-navigation-link" on every story of its feed). Its text is no line
# of the page's: extraction-dev's dev.to feed, whose Tibetan and Uyghur variants hold other words there, kept each
# card's hidden line beside its title and tags (fp 0.34 and 0.51). A block that is wholly such a link goes when the
# element it names exists outside it and does not hold it: a card's title link labelled by its own heading
# (``<h2 id="post-3-title"><a aria-labelledby="post-3-title">``, a theme's way of naming the link by the heading) is
# the title itself (review h240: a blog's cards lost every title), and so is a heading that is wholly such a link,
# whatever element names it (a screen-reader label "Title, 5 minute read" that the page's rendering leaves out): the
# overlay link is no heading of its card.
RELABELLED_ATTRIBUTE = "aria-labelledby"  # the ARIA attribute naming the elements whose text labels this one


def drop_relabelled_links(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a kept block whose text is wholly one ``<a>`` labelled by another element of the page
    (``RELABELLED_ATTRIBUTE`` naming an id outside the link and not around it), in place (see
    ``RELABELLED_ATTRIBUTE``). Guard: a heading is the card's title, not its overlay link. One pass over the anchors;
    the page's ids are read once, when a kept block is such a link."""
    if not dom.has_elements:
        return
    elements, owner, end, ids, tags = dom.elements, blocks.owner, dom.end, blocks.ids, dom.tags
    positions: dict[str, int] | None = None
    for a in dom.anchors:
        label = elements[a].get(RELABELLED_ATTRIBUTE)
        if not label:
            continue
        b = owner[a]
        if b < 0 or not keep[b]:
            continue
        k = bisect_left(ids, b)
        if (k >= len(ids) or ids[k] != b or tags[b] in HEADING_TAGS
                or blocks.compact[k] != "".join(elements[a].text_content().split())):
            continue
        if positions is None:
            positions = {}
            for i, element in enumerate(elements):
                name = element.get("id")
                if name:
                    positions.setdefault(name, i)
        target = positions.get(label.split()[0], -1)
        if target >= 0 and not a <= target < end[a] and not target < a < end[target]:
            keep[b] = 0


# A record's save row (``drop_record_save_rows``): a feed's card ends in a row of its reader's controls, a bookmark
# button beside a short line ("5 min read", a count), that a reader acts on, not reads. Named so by the button (its
# class or id: dev.to's "bookmark-button" / "article-save-button-N", "save-button", "btn-bookmark", "favorite"), in
# every record. Extraction-dev: the dev.to feed's Uyghur variant kept each card's reading-time line (other words in
# the variant) beside its save button.
SAVE_BUTTON_RE = re.compile(r"(?<![a-z])(?:bookmark|save|favou?rite)(?![a-z])", re.IGNORECASE)  # the button's name
SAVE_BUTTON_TAG = "button"  # HTML §4.10.6
SAVE_ROW_CHARS = 24  # whitespace-free characters at most of the row's text ("12 min read", "ئالتە مىنۇت")
# The row trails its record's title (a heading or a link before it in the record: ``boxes.own_record``, the highest
# element holding the row and no other): a record that opens with its save row, or with its number alone, is a quote,
# a proverb or a short poem with the button beside it, the record's own text (review h240: a page of Uyghur proverbs,
# each a line of 12-20 letters with its save button, lost them all; so did numbered sayings of Confucius).


def drop_record_save_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out a kept short line (``SAVE_ROW_CHARS``) holding a ``<button>`` named as a save or bookmark control
    (``SAVE_BUTTON_RE`` on its class or id) under its record's title, when ``RECORD_LABEL_MIN`` blocks or more of one
    tag path are such rows, in place. Guard: a row with no heading or link before it in its record
    (``boxes.own_record``) is the record's text (a proverb beside its button). One pass over the short kept blocks,
    each one's lxml subtree read once, then a walk up from each row and a look at its record's blocks before it."""
    if not dom.has_elements:
        return
    elements, path, ids, lengths = dom.elements, dom.path, blocks.ids, blocks.lengths
    tags, link_text = dom.tags, dom.link_text
    groups: dict[int, list[tuple[int, int]]] = {}
    for k, b in enumerate(ids):
        if not keep[b] or not 0 < len(blocks.compact[k]) <= SAVE_ROW_CHARS:
            continue
        # (the element's own subtree: the Dom keeps no node for a control without text)
        if any(SAVE_BUTTON_RE.search(f"{button.get('class') or ''} {button.get('id') or ''}") is not None
               for button in elements[b].iter(SAVE_BUTTON_TAG)):
            groups.setdefault(path[b], []).append((k, b))
    for rows in groups.values():
        if len(rows) < RECORD_LABEL_MIN:
            continue
        trailing = []  # the rows under their record's title (see ``SAVE_ROW_CHARS``)
        for i, (k, b) in enumerate(rows):
            record = own_record(dom, b, rows[i - 1][1] if i else -1, rows[i + 1][1] if i + 1 < len(rows) else len(dom))
            if any(lengths[j] and (tags[ids[j]] in HEADING_TAGS or link_text[ids[j]])
                   for j in range(bisect_left(ids, record), k)):
                trailing.append(b)
        if len(trailing) >= RECORD_LABEL_MIN:
            for b in trailing:
                keep[b] = 0


# A drawer every record carries (``drop_record_drawers``): a ``<details>`` box under each record whose ``<summary>``
# reads the same in all, up to its numbers ("Assets 3", "Assets 5": a release page's downloads; "Files 2", "附件 (3)"),
# and whose other text is links (the files: "Source code (zip)"). The drawer lists what the record links to, not what
# it says; the model keeps its lines among the release notes (review h225: a GitHub-like releases page kept "Assets 3"
# and "Source code (zip)" under each release). A FAQ's ``<details>`` differ in their questions and hold prose.
DRAWER_TAG = "details"  # HTML §4.11.1: the disclosure widget
DRAWER_LABEL_TAG = "summary"  # its label, the first block inside
DRAWER_LINK_SHARE = 0.9  # of a drawer's text after its label in links, at least: a list of files or links
# Drawers whose labels' numbers run one by one in the page's order ("Week 1", "Week 2", "Week 3"; "第1卷"; "3-توم")
# are numbered sections, each its own list (a course's readings, a book's chapters by volume), not one drawer that
# every record carries: a count of files ("Assets 3", "Assets 5", "Assets 2") does not step by one from drawer to
# drawer (review h240: a Tibetan course page lost its weeks' readings).
DRAWER_ORDINAL_STEP = 1  # the difference of two numbered sections' numbers, next to next (either way)
DRAWER_ORDINAL_DIGITS = 4  # digits at most of a section's number (a longer run is no ordinal, and int() refuses 4300+)
# A drawer of files names each file in a few characters ("source.zip", "checksums.txt", "Source code (zip)": 8-20);
# a drawer of entries names each in a title ("Keep table captions with their tables": a changelog's changes, 30-50),
# the record's own content (review h240: a changelog lost each release's "Changes (3)" list).
DRAWER_FILE_NAME_CHARS = 24  # characters at most of a drawer's links, on average, for a list of files


def drop_record_drawers(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out every block of the ``<details>`` drawers (``DRAWER_TAG``) of one tag path, ``RECORD_LABEL_MIN`` or
    more, whose ``<summary>`` reads the same up to its numbers and whose other text is ``DRAWER_LINK_SHARE`` links
    (see ``DRAWER_TAG``), in place. Guards: labels numbered one by one are sections (``DRAWER_ORDINAL_STEP``), links
    longer than file names are entries (``DRAWER_FILE_NAME_CHARS``). One scan of the tags, then a bisection per
    drawer."""
    tags = dom.tags
    if DRAWER_TAG not in tags:
        return
    path, end, tree_text, ids = dom.path, dom.end, dom.tree_text, blocks.ids
    groups: dict[tuple[str, int], list[range]] = {}
    for i, tag in enumerate(tags):
        if tag != DRAWER_TAG:
            continue
        inside = range(bisect_left(ids, i), bisect_left(ids, end[i]))
        if not inside or tags[ids[inside[0]]] != DRAWER_LABEL_TAG:
            continue
        rest = [ids[k] for k in inside[1:]]
        text = sum(tree_text[b] for b in rest)
        # (text in ``<a>`` elements, with or without their ``href``: a script fills in a file's address on click)
        links = [tree_text[a] for b in rest for a in dom.anchors_in(b)]
        if not text or sum(links) < DRAWER_LINK_SHARE * text:
            continue
        if sum(links) > DRAWER_FILE_NAME_CHARS * len(links):  # (entries' titles, not files: the record's own list)
            continue
        label = NUMBER_RE.sub(RECORD_LABEL_NUMBER_MARK, blocks.compact[inside[0]])
        groups.setdefault((label, path[i]), []).append(inside)
    for drawers in groups.values():
        if len(drawers) >= RECORD_LABEL_MIN and not _numbered_sections(blocks, [inside[0] for inside in drawers]):
            for inside in drawers:
                for k in inside:
                    keep[ids[k]] = 0


# The drawers of a page's own list (``keep_drawer_lists``): a run of sibling ``<details>`` (``_drawer_runs``), each a
# ``<summary>`` line over its items (a course's weeks of readings, a book's volumes of chapters, a changelog's releases
# of changes), set below the page's kept introduction. Each item, a short linked title in a closed drawer, scores under
# the threshold, and the page lost its whole list (review h240: a syllabus, a Uyghur book's table of contents, a
# changelog). The drawer's summary is its record's title and stays with its items. Guards: the drawers' parent (a run of
# boxes' parent), or one of its ``DRAWER_CONTEXT_LEVELS`` ancestors, holds a kept paragraph
# (``features.is_kept_paragraph``) before them (the page's own text: a side menu's drawers sit beside it, under no kept
# prose of their own), and no block of a drawer is below the rescue floor (a menu's, a footer's). A run is drawers next
# to each other under one parent: a FAQ's drawers at the top and a footer's accordion of the same tag path were one
# group, and the footer's blocks under the floor cost the page its list (session 41, h263; dev texts identical). Drawers
# each alone in one of a row of sibling boxes (a changelog's releases) are one run too (session 41, h240's changelog).
DRAWER_RUN_MIN = 2  # drawers at least in one run: one drawer alone is a note the model reads as it is
DRAWER_CONTEXT_LEVELS = 2  # ancestors above the drawers' parent searched for the kept introduction


def keep_drawer_lists(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep every block of a run of sibling ``<details>`` drawers (``_drawer_runs``) under the page's kept
    introduction (see ``DRAWER_RUN_MIN``), in place. One scan of the tags when the page has a drawer, then
    bisections."""
    tags = dom.tags
    if DRAWER_TAG not in tags:
        return
    end, parent, ids = dom.end, dom.parent, blocks.ids
    for drawers in _drawer_runs(dom):
        if len(drawers) < DRAWER_RUN_MIN:
            continue
        insides = [range(bisect_left(ids, d), bisect_left(ids, end[d])) for d in drawers]
        if any(len(inside) < 2 or tags[ids[inside[0]]] != DRAWER_LABEL_TAG for inside in insides):
            continue  # (a drawer is its label over its items)
        members = [k for inside in insides for k in inside]
        if any(scores[k] <= floor for k in members):
            continue
        box = parent[drawers[0]]
        if any(parent[d] != box for d in drawers):  # a run of boxes each holding one drawer: the boxes' parent
            box = parent[box]
        for _ in range(DRAWER_CONTEXT_LEVELS + 1):  # the drawers' (or their boxes') parent, then its ancestors
            if box < 0:
                break
            if _kept_intro(dom, keep, blocks, box, drawers[0]):
                for k in members:
                    keep[ids[k]] = 1
                break
            box = parent[box]


def _drawer_runs(dom: Dom) -> list[list[int]]:
    """The runs of ``<details>`` drawers (``DRAWER_TAG``), each run in document order. A drawer goes on a run when
    it is the next element sibling of the run's last drawer, or when its parent is the next element sibling, of the
    same tag, of that drawer's parent, neither drawer with a drawer after it among its siblings (a changelog's
    releases, each a ``<section>`` of its own holding its heading, its note and one drawer). A FAQ's drawers at the
    top and a footer's accordion of the same tag path are two runs, not one list. One scan of the tags."""
    tags, parent = dom.tags, dom.parent
    runs: list[list[int]] = []
    by_next: dict[int, list[int]] = {}  # the node that would go on a run (its last drawer's next sibling) -> the run
    by_next_box: dict[int, list[int]] = {}  # the element that would hold a run's next drawer (see above) -> the run
    for i, tag in enumerate(tags):
        if tag != DRAWER_TAG:
            continue
        box, after = parent[i], dom.next_sibling(i)
        run = by_next.pop(i, None)
        alone = run is None and (after < 0 or tags[after] != DRAWER_TAG)  # the one drawer of its row of siblings
        if alone and box >= 0:
            run = by_next_box.pop(box, None)
        if run is None:
            run = []
            runs.append(run)
        run.append(i)
        if after >= 0:
            by_next[after] = run
        box_after = dom.next_sibling(box) if alone and box >= 0 else -1
        if box_after >= 0 and tags[box_after] == tags[box]:
            by_next_box[box_after] = run
    return runs


def _kept_intro(dom: Dom, keep: bytearray, blocks: Blocks, box: int, before: int) -> bool:
    """Whether element ``box`` holds a kept paragraph (``is_kept_paragraph``) before node ``before``."""
    ids = blocks.ids
    return any(is_kept_paragraph(dom, keep, blocks, k) for k in range(bisect_left(ids, box), bisect_left(ids, before)))


def _numbered_sections(blocks: Blocks, labels: list[int]) -> bool:
    """Whether the first numbers of the label blocks at ``labels`` (in the page's order) step by
    ``DRAWER_ORDINAL_STEP`` from each to the next, all up or all down (see ``DRAWER_ORDINAL_STEP``)."""
    numbers = []
    for k in labels:
        number = NUMBER_RE.search(blocks.compact[k])
        if number is None or len(number.group()) > DRAWER_ORDINAL_DIGITS:
            return False
        numbers.append(int(number.group()))
    steps = {b - a for a, b in zip(numbers, numbers[1:])}
    return steps == {DRAWER_ORDINAL_STEP} or steps == {-DRAWER_ORDINAL_STEP}


def _has_word(line: str) -> bool:
    """Whether a label line holds a letter of any script besides its numbers (a label's word: "Play")."""
    return any(c.isalpha() for c in line)


def _is_set_label(element) -> bool:  # noqa: ANN001 (lxml element)
    """Whether a record block's own text is all set in links or named inline elements (a label's or a button's),
    none of it plain text of the block or of an unnamed inline element. Reads the block's children (constant work
    per record)."""
    if (element.text or "").strip():
        return False
    for child in element:
        if (child.tail or "").strip():
            return False
        if (isinstance(child.tag, str) and child.tag not in BLOCK_TAGS and child.tag != "a" and not child.get("class")
                and (child.text or "").strip()):
            return False
    return True


def _lowest_common_ancestor(dom: Dom, a: int, b: int) -> int:
    """The lowest element holding nodes ``a`` and ``b``. One walk up from each."""
    above = set()
    while a >= 0:
        above.add(a)
        a = dom.parent[a]
    while b >= 0 and b not in above:
        b = dom.parent[b]
    return b


def _teaser_meta_rows(dom: Dom, blocks: Blocks, anchors_before: list[int], record: int) -> int:
    """The meta rows under the summary of element ``record`` when it is a teaser card, else -1: a link (``<a>``) at or
    before the start of its summary, its last text block but for ``TEASER_META_ROWS`` meta rows (``_is_meta_row``) at
    most, which holds ``TEASER_SUMMARY_CHARS`` characters at least. The caller has checked its size: some text, at
    most ``TEASER_RECORD_CHARS`` characters."""
    ids, end = blocks.ids, dom.end[record]
    k = bisect_left(ids, end) - 1
    if k < 0 or ids[k] < record:
        return -1
    for skipped in range(TEASER_META_ROWS + 1):  # the last block, else one above the meta rows under it
        summary = ids[k]
        if summary < record:
            return -1
        if (anchors_before[summary + 1] > anchors_before[record] and blocks.lengths[k] >= TEASER_SUMMARY_CHARS
                and not (skipped and dom.tags[summary] in HEADING_TAGS)):  # (a listing's title over its meta rows)
            return skipped
        if not _is_meta_row(dom, blocks, k):
            return -1
        k -= 1
    return -1


def _is_meta_row(dom: Dom, blocks: Blocks, k: int) -> bool:
    """Whether block ``k`` is a card's meta row: at most ``TEASER_META_CHARS`` characters holding a digit (a count, a
    date) or a ``<time>``, or mostly the text of links or buttons (``TEASER_META_LINK_SHARE``: a poster's name, a
    share button, an ``<a>`` without a target). Reads the block's nodes (a short line's few)."""
    b, length = blocks.ids[k], blocks.lengths[k]
    if not 0 < length <= TEASER_META_CHARS:
        return False
    if DIGIT_RE.search(blocks.texts[k]) or dom.link_text[b] >= TEASER_META_LINK_SHARE * dom.tree_text[b]:
        return True
    tags, tree_text, end = dom.tags, dom.tree_text, dom.end
    control_chars, i = 0, b
    while i < end[b]:
        if tags[i] == RECORD_DATE_TAG:
            return True
        if tags[i] in TEASER_META_CONTROL_TAGS:
            control_chars += tree_text[i]
            i = end[i]
        else:
            i += 1
    return control_chars >= TEASER_META_LINK_SHARE * tree_text[b]


def teaser_cards(dom: Dom, blocks: Blocks, keep: bytearray) -> list[int]:
    """The teaser cards (``_teaser_meta_rows``) in runs of ``TEASER_RECORD_MIN`` siblings of one tag at least, each
    after the first kept paragraph (no heading) and outside the lowest element holding it and the page's first
    ``<h1>``, whose box is not set in a flow of kept paragraphs (``_in_flow``), nor in the article's body when a card
    needed its meta rows (``_in_article_body``), and they are no thread's further posts (``_opens_like_the_post``). One
    pass over the nodes; a bisect per candidate record."""
    tags, parent, headline = dom.tags, dom.parent, first_h1(dom)
    if headline < 0:
        return []
    first = next((b for b in blocks.ids if keep[b] and tags[b] not in HEADING_TAGS), -1)
    if first < 0:
        return []
    box = _lowest_common_ancestor(dom, headline, first)
    if box < 0:
        return []
    anchors_before = [0, *itertools.accumulate(map("a".__eq__, tags))]  # <a> elements before each node id (in C)
    runs: dict[tuple[int, str], list[int]] = {}
    metered = set()  # the cards under meta rows
    tree_text = dom.tree_text
    for i in range(dom.end[box], len(dom)):  # after the box: outside it and after its first kept paragraph
        if not 0 < tree_text[i] <= TEASER_RECORD_CHARS:
            continue  # (a card's size, which ``_teaser_meta_rows`` leaves to us: most nodes fail it, no call for them)
        rows = _teaser_meta_rows(dom, blocks, anchors_before, i)
        if rows >= 0:
            runs.setdefault((parent[i], tags[i]), []).append(i)
            if rows:
                metered.add(i)
    if not any(len(run) >= TEASER_RECORD_MIN for run in runs.values()):
        return []  # no run of cards: the kept flow, read by the runs alone, is not built
    text, flow = dom.tree_text, _kept_flow(dom, blocks, keep)
    return [r for (row, _), run in runs.items()
            if len(run) >= TEASER_RECORD_MIN and sum(text[r] for r in run) >= TEASER_BOX_SHARE * text[row]
            and not _in_flow(flow.get(parent[row], ([], [0])), run, text)
            and not (metered.intersection(run) and _in_article_body(dom, blocks, keep, headline, run, text))
            and not _opens_like_the_post(dom, blocks, first, run[0]) for r in run]


def _in_article_body(dom: Dom, blocks: Blocks, keep: bytearray, headline: int, run: list[int],
                     text: list[int]) -> bool:
    """Whether a run of cards under meta rows lies in the article's body: the lowest element holding its first card and
    the last kept paragraph before it (no heading) holds no headline (the page's first ``<h1>``, in a header of its own
    above the body) and ``TEASER_FLOW_RATIO`` times the cards' text at least of kept paragraphs before them. Such cards
    are the body's own entries under its paragraphs, set in a wrapper of their own (a timeline's linked names over their
    years, footnotes under their back-links, a diary's tagged days, a product's reviews under its description, a poem
    collection's titled stanzas), which ``_in_flow`` (the paragraphs as the run box's own siblings) does not see. Other
    pages' teasers stand beside the body, under an element also holding the headline; a side column's label or a
    profile's line over them is no body's text. A column of cards with no meta row beside a story column has the same
    shape, a linked title over a summary: it is read as a teaser box as before the meta rows. A bisect, one walk up from
    each of two nodes, and a walk back over the blocks before the run in that element."""
    ids, tags, record = blocks.ids, dom.tags, run[0]
    k = bisect_left(ids, record) - 1
    while k >= 0 and not (keep[ids[k]] and tags[ids[k]] not in HEADING_TAGS):
        k -= 1
    if k < 0:
        return False
    body = _lowest_common_ancestor(dom, ids[k], record)
    if body < 0 or body <= headline < dom.end[body]:
        return False
    body_chars = 0
    while k >= 0 and ids[k] >= body:
        if keep[ids[k]] and tags[ids[k]] not in HEADING_TAGS:
            body_chars += blocks.lengths[k]
        k -= 1
    return body_chars >= TEASER_FLOW_RATIO * sum(text[r] for r in run)


def _opens_like_the_post(dom: Dom, blocks: Blocks, first: int, record: int) -> bool:
    """Whether the page's first kept paragraph ``first`` lies in a record of the cards' template: an element of
    ``record``'s tag path holding it (itself, or up its ancestors) whose first block is a link line (a poster's linked
    name). The cards are then the thread's further posts (replies under a linked name each, shorter than the opening
    post), the page's own stream, not teasers of other pages. One walk up from ``first``."""
    path, x = dom.path[record], first
    while x >= 0 and dom.path[x] != path:
        x = dom.parent[x]
    if x < 0:
        return False
    ids, tags, tree = blocks.ids, dom.tags, dom.tree_text
    k = bisect_left(ids, x)
    if k == len(ids) or ids[k] >= dom.end[x]:
        return False
    b = ids[k]
    link = b if tags[b] == "a" else b + 1
    return link < dom.end[b] and tags[link] == "a" and tree[link] >= blocks.lengths[k] > 0


def _kept_flow(dom: Dom, blocks: Blocks, keep: bytearray) -> dict[int, tuple[list[int], list[int]]]:
    """Per element: its kept non-heading child blocks (ids in page order) and their running character counts (a
    leading 0). One pass over the blocks."""
    tags, parent, flow = dom.tags, dom.parent, {}
    for b, length in zip(blocks.ids, blocks.lengths):
        if keep[b] and tags[b] not in HEADING_TAGS:
            ids, chars = flow.setdefault(parent[b], ([], [0]))
            ids.append(b)
            chars.append(chars[-1] + length)
    return flow


def _in_flow(flow: tuple[list[int], list[int]], run: list[int], text: list[int]) -> bool:
    """Whether a run of cards is set in its element's flow of kept paragraphs: the kept paragraphs among the run box's
    siblings before it hold ``TEASER_FLOW_RATIO`` times the cards' text at least. Such a box is the article's own
    list (a guide's linked entries, a story's timeline of its earlier reports, a prayer's numbered verses), not a box
    of other pages beside a label line. A bisect."""
    ids, chars = flow
    return chars[bisect_left(ids, run[0])] >= TEASER_FLOW_RATIO * sum(text[r] for r in run)


def drop_teaser_cards(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the blocks of the teaser cards (``teaser_cards``) when the kept text before the first of them (no
    heading, no card) holds ``TEASER_ARTICLE_RATIO`` times the cards' text at least: an article, not a listing's short
    description over its records; in place. Two passes over the blocks."""
    cards = teaser_cards(dom, blocks, keep)
    if not cards:
        return
    inside = blocks_inside(dom, blocks, cards)
    tags, first = dom.tags, min(cards)
    card_chars = article_chars = 0
    for b, length, within in zip(blocks.ids, blocks.lengths, inside):
        if within:
            card_chars += length
        elif b < first and keep[b] and tags[b] not in HEADING_TAGS:
            article_chars += length
    if article_chars < TEASER_ARTICLE_RATIO * card_chars:
        return
    for b, within in zip(blocks.ids, inside):
        if within:
            keep[b] = 0
    for k in _box_headings(dom, keep, blocks, inside):
        keep[blocks.ids[k]] = 0


def _box_headings(dom: Dom, keep: bytearray, blocks: Blocks, inside: list[bool]) -> list[int]:
    """The indexes of the kept headings over a box of left-out cards ("Trending discussions", "相关阅读",
    "ཉེ་བའི་རྩོམ།"): a heading block (no ``<h1>``, the page's title) right before a stretch of card blocks
    (``inside``), in an element holding the cards, under which nothing is kept up to the next heading outside the
    cards. ``drop_orphan_headings`` reads only the vetoes' left-out text, and a heading over kept text stays. One pass
    over the blocks."""
    ids, tags, parent, end = blocks.ids, dom.tags, dom.parent, dom.end
    found, count = [], len(ids)
    for k in range(1, count):
        if not inside[k] or inside[k - 1]:
            continue
        h = ids[k - 1]
        if not keep[h] or tags[h] not in HEADING_TAGS or tags[h] == "h1" or ids[k] >= end[parent[h]]:
            continue
        j = k
        while j < count and (inside[j] or tags[ids[j]] not in HEADING_TAGS) and not (keep[ids[j]] and not inside[j]):
            j += 1
        if j == count or tags[ids[j]] in HEADING_TAGS:
            found.append(k - 1)
    return found


# A listing's records each carrying their date as a line of its own, set in a ``<time>`` element under the record's
# linked title (a news topic page's "<h3><a>title</a></h3><p>dek</p><p class="meta"><time>2024-05-12</time></p>", a
# blog category's cards): the date a teaser was posted is the record's furniture, like its byline, not the page's text
# (extraction-dev: a university news topic page's truth keeps each story's title and dek, not its date line). Only
# where ``RECORD_DATE_MIN`` records of one template carry one: a story's own dated lines (a timeline's years, an
# event's "<time>" fact) stand under no linked title each, and a thread's post dates under no title linking to another
# page (a post's permalink is a fragment of the thread's own page: phpBB's "#p123").
RECORD_DATE_MIN = 3  # date lines at least, of one tag path, each under its own record's linked title
RECORD_DATE_TAG = "time"  # the element a page sets a machine-readable date in (HTML5)
RECORD_TITLE_LINK_SHARE = 0.9  # of a record title's text in its link at least
# A listing of posts runs newest first; a calendar of events, a conference's programme, a chronicle or a travel
# diary runs forward in time, and there the date is the record's content (when the concert is, which year the hall
# was built), not when a teaser was posted (review h207: an events page, a programme, a chronicle and a diary of our
# own lost every date). The dates are read as the numbers of each ``<time>``'s ``datetime`` (its text's without
# one), in order: year, month, day, hour, minute; in any script's digits ("2025-03-02T10:00", "1409", "༢༠༢༥").
# Extraction-dev: the one truth whose records carry whole <time> date lines under linked titles (a university news
# topic page, two variants) drops them, newest first; the truths that keep a record's date keep it on a line with
# more than the date ("12/09/2025 | source", a Slashdot story's "from the ... dept"), which the rule never reads.


def drop_record_dates(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out the kept blocks whose whole text is a ``<time>`` element's (``RECORD_DATE_TAG``), ``RECORD_DATE_MIN``
    or more of one tag path, each in its own record under a linked title (``_under_linked_title``), unless their
    dates run forward (``_runs_forward``: a calendar, a programme, a chronicle), in place. A Dom without its lxml
    elements (no links' targets to read) is left as it is. One scan of the tags (in C), then work per ``<time>``."""
    if not dom.has_elements or RECORD_DATE_TAG not in dom.tags:
        return
    owner, tree_text, tags = blocks.owner, dom.tree_text, dom.tags
    groups: dict[int, tuple[list[int], list[int]]] = {}
    for t, tag in enumerate(tags):
        if tag != RECORD_DATE_TAG:
            continue
        b = owner[t]
        if keep[b] and 0 < tree_text[b] <= tree_text[t]:
            dates, times = groups.setdefault(dom.path[b], ([], []))
            if not dates or dates[-1] != b:  # a block's several <time>s come one after another
                dates.append(b)
                times.append(t)
    for dates, times in groups.values():
        if (len(dates) >= RECORD_DATE_MIN and all(_under_linked_title(dom, keep, dates, n) for n in range(len(dates)))
                and not _runs_forward([_date_numbers(dom.elements[t]) for t in times])):
            for b in dates:
                keep[b] = 0


def _date_numbers(element) -> tuple[int, ...]:  # noqa: ANN001 (lxml element)
    """The numbers of a ``<time>``'s date in order (``NUMBER_RE``): its ``datetime`` attribute's, else its
    text's."""
    return tuple(int(n) for n in NUMBER_RE.findall(element.get("datetime") or element.text_content()))


def _runs_forward(dates: list[tuple[int, ...]]) -> bool:
    """Whether a listing's dates, each read (``_date_numbers``), run forward in time: each no earlier than the one
    before it, the last later than the first. A feed of posts runs newest first (or all of one day)."""
    return all(dates) and all(a <= b for a, b in itertools.pairwise(dates)) and dates[0] < dates[-1]


def _under_linked_title(dom: Dom, keep: bytearray, dates: list[int], n: int) -> bool:
    """Whether date block ``dates[n]`` stands in its own record under a kept heading wholly a link
    (``RECORD_TITLE_LINK_SHARE``) to another page (not a fragment of this one): the record is the highest element
    holding it and no other of ``dates``; the heading lies in it before the date. Reads the record's nodes before the
    date (a record is one listing entry)."""
    b = dates[n]
    before = dates[n - 1] if n else -1
    after = dates[n + 1] if n + 1 < len(dates) else len(dom)
    record = own_record(dom, b, before, after)
    tags, link_text, tree_text = dom.tags, dom.link_text, dom.tree_text
    for h in range(record, b):
        if (tags[h] in HEADING_TAGS and keep[h] and tree_text[h]
                and link_text[h] >= RECORD_TITLE_LINK_SHARE * tree_text[h]):
            link = next(dom.elements[h].iter("a"), None)
            if link is None:  # the heading set inside its link (a card wrapped whole in one <a>)
                link = next(dom.elements[h].iterancestors("a"), None)
            href = (link.get("href") or "") if link is not None else ""
            if href and not href.startswith("#"):
                return True
    return False
