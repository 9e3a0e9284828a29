"""Chapter pages: a web novel's or an e-book's chapter keeps its text, not the reader's furniture around it.

Session 43 (h303), a site kind the dev set lacks: Chinese web-novel templates (the biquge/笔趣阁 family, Qidian's,
Jinjiang's and Fanqie's readers), Tibetan and Uyghur literature sites serialising novels, Wikisource chapters,
Project Gutenberg books. The model keeps the chapter's text and, beside it, furniture it cannot tell from a short
line of the story:

- the chapter's nav row ("上一章 ← 章节目录 → 下一章 加入书签", "སྔོན་མ། དཀར་ཆག རྗེས་མ།", "ئالدىنقى باب | مۇندەرىجە |
  كېيىنكى باب") and the reader's button rows ("[收藏此章节] [下载] [举报]"): a short kept block made of the readers'
  labels alone, ``NAV_ROW_LABELS_MIN`` of them at least, never a heading nor a linkless row of contents labels
  alone (``drop_chapter_nav_rows``); a line of
  dialogue that says "下一章" holds other words and stays;
- the watermark lines a biquge site injects between the chapter's lines ("一秒记住【笔趣阁 www.x.com】", "最新网址：…",
  "本章未完，点击下一页继续阅读"): a short line carrying a site's address and a Han site word, or the page's
  continuation prompt (``is_watermark_line``), on a chapter page alone (``is_chapter_page``: its nav labels or a
  "第N章" / "第N回" title), as a block of its own (``drop_watermark_blocks``) or as a line between
  ``<br>`` inside the chapter's block, cut from the render after the ladder (``cut_watermark_lines``); a line
  of dialogue (opening with a quote mark) stays, and so does a sentence of the story naming an address, ending with
  a full stop and carrying no slogan mark (``SLOGAN_MARK_RE``);
- the book card's field lines ("字数：35.6万字", "状态：连载中", "最新章节：…") on a page printing at least
  ``BOOK_FIELDS_MIN`` distinct fields, one of them a novel's own (``drop_book_card_fields``);
- a novel's table of contents (a list of ``CHAPTER_LIST_MIN`` linked chapter titles at least) is the page's records
  on a page without a chapter's body and stays whole, as listing truths keep their records; beside a chapter's body
  it is the "latest chapters" box and goes (``settle_chapter_lists``);
- Project Gutenberg's licence header and footer: everything before its "*** START OF THE PROJECT GUTENBERG EBOOK
  … ***" line and from its "*** END OF …" line on, when the header's "Title:" field line and its licence sentence
  ("This eBook is for the use of anyone anywhere …") precede the START line (a page quoting the markers has none;
  ``drop_gutenberg_boilerplate``). Decided so where no truth
  speaks: the licence is the archive's, printed the same under every book, as a site's terms are its footer;
- archive.org's full-text view's "See other formats" line (``drop_full_text_tools``);
- Wikisource's header template (previous/next chapter links, the work's title box, the sister projects' notes) and
  licence banner, named by MediaWiki's Wikisource classes (``drop_wikisource_furniture``).
"""

from __future__ import annotations

import re

from extract.algorithms.auto.boxes import named_within
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import block_text, names_may_hold, page_memo
from extract.algorithms.auto.words import HEADING_TAGS
from extract.dom import Dom

# --- chapter nav rows and reader buttons ---------------------------------------------------------------------------
# The labels of a chapter's nav row: Chinese templates', Tibetan ("previous", "contents", "next", with or without the
# shad) and Uyghur ("previous chapter", "contents", "next chapter", "previous/next page") sites', English readers'
CHAPTER_NAV_LABELS = ("上一章", "下一章", "上一页", "下一页", "上一节", "下一节", "目录", "章节目录", "返回目录", "回目录",
                      "返回书页", "章节列表", "ལེའུ་སྔོན་མ།", "ལེའུ་རྗེས་མ།", "སྔོན་མ།", "རྗེས་མ།", "དཀར་ཆག།", "དཀར་ཆག",
                      "སྔོན་མ", "རྗེས་མ", "ئالدىنقى باب", "كېيىنكى باب", "ئالدىنقى بەت", "كېيىنكى بەت", "مۇندەرىجە",
                      "previous chapter", "next chapter", "table of contents", "contents", "previous", "next", "index")
# ... and the reader's buttons beside them: bookmark, shelf, votes, tips, download, report (Qidian's, Jinjiang's,
# Fanqie's and biquge's labels)
READER_BUTTON_LABELS = ("加入书签", "加入书架", "放入书架", "投推荐票", "推荐票", "投月票", "月票", "打赏", "收藏此章节",
                        "免费得晋江币", "章节报错", "报错", "举报", "下载", "书签", "书架", "催更", "听书")
NAV_ROW_LABELS_MIN = 2  # labels at least of a row (one label alone may be a heading: "目录" over a real list)
NAV_ROW_CHARS = 80  # characters at most of a nav row (four labels and their arrows; a sentence is longer)
# The marks between a row's labels: spaces, bars, slashes, dots, arrows (and triangles, small squares), brackets,
# dashes, colons, commas
_ROW_SEPARATORS = r"[\s|｜/·•←→⇐⇒<>«»‹›◀▶◁▷◄►▸◂▪▫\[\]【】()（）\-–—:：,，、]"
# A row made only of labels and separators (each label escaped, the longest first so "章节目录" wins over "目录")
NAV_ROW_RE = re.compile(r"(?:" + _ROW_SEPARATORS + "|" + "|".join(
    re.escape(label) for label in sorted(CHAPTER_NAV_LABELS + READER_BUTTON_LABELS, key=len, reverse=True))
    + r")+", re.IGNORECASE)
# The labels naming a table of contents: a row of these alone and without a link is a label over a document's own
# contents ("目录 / Contents" in bold), not a reader's row; a row with a link, or a chapter step's or a button's label
# (a Jinjiang reader's linkless "[收藏此章节] [下载]"), is one
CONTENTS_LABELS = frozenset({"目录", "章节目录", "返回目录", "回目录", "章节列表", "དཀར་ཆག།", "དཀར་ཆག", "مۇندەرىجە",
                             "table of contents", "contents", "index"})
# One label (counted by ``findall``)
ROW_LABEL_RE = re.compile("|".join(
    re.escape(label) for label in sorted(CHAPTER_NAV_LABELS + READER_BUTTON_LABELS, key=len, reverse=True)),
    re.IGNORECASE)


def is_nav_row(text: str) -> bool:
    """Whether ``text`` (a block's, ``NAV_ROW_CHARS`` at most) is made of readers' labels and separators alone,
    ``NAV_ROW_LABELS_MIN`` labels at least."""
    stripped = text.strip()
    return (0 < len(stripped) <= NAV_ROW_CHARS and NAV_ROW_RE.fullmatch(stripped) is not None
            and len(ROW_LABEL_RE.findall(stripped)) >= NAV_ROW_LABELS_MIN)


def drop_chapter_nav_rows(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a chapter's nav row or a reader's button row (``is_nav_row``), in place;
    never a heading, nor a row of contents labels alone without a link (``CONTENTS_LABELS``: "目录 / Contents", a
    heading or a bold label over a document's own contents). One pass over the blocks; the regex runs on short kept
    blocks alone."""
    tags, link_text = dom.tags, dom.link_text
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        if (keep[b] and length <= NAV_ROW_CHARS and tags[b] not in HEADING_TAGS and is_nav_row(text)
                and (link_text[b] > 0 or not CONTENTS_LABELS.issuperset(
                    label.casefold() for label in ROW_LABEL_RE.findall(text)))):
            keep[b] = 0


# --- watermark lines -------------------------------------------------------------------------------------------------
WATERMARK_LINE_CHARS = 90  # characters at most of an injected line (a site's slogan with two addresses)
# A site's address: a host name of two labels at least under a common top-level domain ("www.biqugex.com",
# "m.jjwxc-xs.com"), ASCII
SITE_TLDS = r"(?:com|net|org|cc|la|info|co|me|tw|cn|top|xyz|vip|io|tv)"  # the top-level domains of those addresses
SITE_ADDRESS_RE = re.compile(r"(?<![\w.])(?:[a-z0-9-]+\.)+" + SITE_TLDS + r"(?![\w.])", re.IGNORECASE)
# A Han word of a novel site's slogan: novel, pavilion (阁), read, bookmark, remember, address, domain, first
# published, chapter (not "网" or "站" alone: a portal's own source line "39健康网（www.39.net）原创内容" is an article's;
# not "书" alone: a news story's "来源：www.xinhua.net 新华书店")
SITE_WORD_RE = re.compile(r"小说|阁|阅读|收藏|记住|网址|域名|首发|章节")
# The continuation prompt a paged chapter closes with ("本章未完，点击下一页继续阅读", "本章未完，请点击下一页"), alone
CONTINUE_PROMPT_RE = re.compile(r"\W*(?:本章未完\W*)?(?:请)?点击下一页继续阅读\W*|\W*本章未完\W*(?:请)?(?:点击|翻到)?下一页\W*")
# The slogan opening a biquge line without an address ("天才一秒记住本站地址：[笔趣阁]")
REMEMBER_SITE_RE = re.compile(r"^\W*(?:天才)?一秒记住|^\W*请?(?:记住|收藏)本站")


# A slogan's own mark beside a site's address: the site's name in 【】, "address", "domain", "remember", "first
# published"; without one, a line holding an address is a slogan only when it ends without a sentence's full stop
# (a narrator's "他在浏览器里输入 www.qidian.com，……开始阅读读者的留言。" is the story's)
SLOGAN_MARK_RE = re.compile(r"[【】]|网址|域名|记住|首发")
SENTENCE_ENDS = "。！？!?"  # the marks a sentence of the story ends with

# The quote marks a line of dialogue opens with (Chinese curly and corner quotes, straight ones): such a line is the
# story's even when a character names a site's address
DIALOGUE_OPENERS = frozenset("“「『‘\"'")


def is_watermark_line(line: str) -> bool:
    """Whether ``line`` is a web-novel site's injected line: ``WATERMARK_LINE_CHARS`` at most and a site's address
    with a Han site word (``SITE_ADDRESS_RE``, ``SITE_WORD_RE``) and a slogan's mark or no sentence's end
    (``SLOGAN_MARK_RE``, ``SENTENCE_ENDS``), a "remember our site" slogan
    (``REMEMBER_SITE_RE``) or the continuation prompt alone (``CONTINUE_PROMPT_RE``); never a line opening with a
    quote mark (``DIALOGUE_OPENERS``: a character's line)."""
    stripped = line.strip()
    if not stripped or len(stripped) > WATERMARK_LINE_CHARS or stripped[0] in DIALOGUE_OPENERS:
        return False
    if CONTINUE_PROMPT_RE.fullmatch(stripped) is not None or REMEMBER_SITE_RE.search(stripped) is not None:
        return True
    return (SITE_ADDRESS_RE.search(stripped) is not None and SITE_WORD_RE.search(stripped) is not None
            and (SLOGAN_MARK_RE.search(stripped) is not None or stripped[-1] not in SENTENCE_ENDS))


# The gate over the page's text: a literal every watermark line holds one of (a dot of an address, the prompt's and
# the slogan's words)
WATERMARK_GATE_RE = re.compile(r"\." + SITE_TLDS + r"|下一页|记住|收藏本站", re.IGNORECASE)
# A chapter page's sign: its reader's chapter links or a Han chapter title ("第二章", "第三回") in the page's title or
# text; the watermark rules read no other page (a news story giving a bookshop's address in a short line is no
# chapter). Not a pager's 上一页 / 下一页 (any paged story prints them) nor a section's 第N节 (any lesson's).
CHAPTER_PAGE_RE = re.compile(r"上一章|下一章|第\s*[〇零一二三四五六七八九十百千万两\d]+\s*[章回]")
CHAPTER_PAGE_KEY = "chapter_pages.is_chapter_page"  # the page memo's key of ``is_chapter_page``
CHAPTER_SIGN_LITERALS = ("章", "回")  # one of which every ``CHAPTER_PAGE_RE`` match holds: the page's gate
PIECE_JOINER = "\x00"  # joins the page's pieces for one search: no ``\s`` of the sign matches it (speed, session 43)


def is_chapter_page(dom: Dom) -> bool:
    """Whether the page's title or text holds a chapter page's sign (``CHAPTER_PAGE_RE``); once per page, in one
    search over the pieces joined by ``PIECE_JOINER`` (no sign runs across two pieces) when the text holds
    ``CHAPTER_SIGN_LITERALS``."""
    return page_memo(dom, CHAPTER_PAGE_KEY, lambda: _holds_chapter_sign(dom))


def _holds_chapter_sign(dom: Dom) -> bool:
    if CHAPTER_PAGE_RE.search(dom.title) is not None:
        return True
    text = PIECE_JOINER.join(filter(None, dom.piece_text))
    return any(word in text for word in CHAPTER_SIGN_LITERALS) and CHAPTER_PAGE_RE.search(text) is not None


def drop_watermark_blocks(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block that is a watermark line (``is_watermark_line``), in place: the sites that set
    each line of the chapter in its own ``<p>``, on a chapter page (``is_chapter_page``). One pass over the short
    kept blocks."""
    if not is_chapter_page(dom):
        return
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        if keep[b] and length <= WATERMARK_LINE_CHARS and is_watermark_line(text):
            keep[b] = 0


WATERMARK_KIND = "watermark_line"  # the kind ``cut_watermark_lines`` tells ``cuts``


def cut_watermark_lines(dom: Dom, kept: list[int], owner: list[int],
                        cuts: list[tuple[int, str]] | None = None) -> list[int]:
    """Cut each watermark line (``is_watermark_line``) of a kept block from the rendered text (``Dom.cut_pieces``),
    in place; ``kept`` is returned as it is. A line is the pieces between two breaks, a ``<br>`` or a block's
    boundary: the biquge chapter is one ``div#content`` of ``<br>`` lines, so no node holds the line alone, and a
    watermark block of its own that ``drop_watermark_blocks`` left is cut too. ``cuts``, when given, is told each
    cut line's block (its owner, as ``cut_signature_tails`` tells its block) and ``WATERMARK_KIND``. Gated on
    ``WATERMARK_GATE_RE`` over the page's joined pieces
    and on a chapter page (``is_chapter_page``); then one pass over the pieces (a line: the pieces between two
    breaks). Run after ``drop_quote_headers``, which resets the cut pieces; a Dom without its lxml elements is left
    as it is."""
    if not dom.has_elements or not kept:
        return kept
    texts, owners = dom.piece_text, dom.piece_owner
    if WATERMARK_GATE_RE.search("\n".join(text for text in texts if text)) is None or not is_chapter_page(dom):
        return kept
    kept_blocks = {owner[i] for i in kept}
    line: list[int] = []
    for k, text in enumerate(texts + [None]):
        if text is not None:
            line.append(k)
            continue
        if line and owner[owners[line[0]]] in kept_blocks:
            joined = "".join(texts[j] or "" for j in line)
            if len(joined.strip()) <= WATERMARK_LINE_CHARS and is_watermark_line(joined):
                dom.cut_pieces.update(line)
                if cuts is not None:
                    cuts.append((owner[owners[line[0]]], WATERMARK_KIND))
        line = []
    return kept


# --- the book card ---------------------------------------------------------------------------------------------------
BOOK_FIELD_CHARS = 60  # characters at most of a card's field line (a label and a chapter's title)
# A book card's field line: its label and a colon ("作者：", "字数：", "状态：", "最新章节："); group 1 the label
BOOK_FIELD_RE = re.compile(r"\s*(作\s*者|总?字\s*数|本章字数|连载状态|状\s*态|最新章节|最后更新|更新时间|类\s*别|分\s*类|"
                           r"总点击|总推荐)\s*[:：]")
# The labels only a novel's card prints (one at least of the page's fields: a news story's "作者：" alone is a byline
# other rules read). Not "最后更新" (last updated): a blog post's meta lines print it beside "作者：" and "分类："
NOVEL_FIELD_LABELS = frozenset({"字数", "总字数", "本章字数", "连载状态", "最新章节", "总推荐"})
SPACE_RE = re.compile(r"\s")  # the spaces a label may hold ("作  者"), removed to name the field
BOOK_FIELDS_MIN = 2  # distinct field labels at least on the page (a card prints several)


def drop_book_card_fields(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, on a page whose short blocks print ``BOOK_FIELDS_MIN`` distinct card fields or more, one of them a
    novel's own (``NOVEL_FIELD_LABELS``), each kept block of ``BOOK_FIELD_CHARS`` at most that is one field line
    (``BOOK_FIELD_RE``), in place. Two passes over the short blocks."""
    fields: dict[int, str] = {}
    for b, text, length in zip(blocks.ids, blocks.texts, blocks.lengths):
        if length <= BOOK_FIELD_CHARS:
            found = BOOK_FIELD_RE.match(text)
            if found is not None:
                fields[b] = SPACE_RE.sub("", found.group(1))
    labels = set(fields.values())
    if len(labels) < BOOK_FIELDS_MIN or labels.isdisjoint(NOVEL_FIELD_LABELS):
        return
    for b in fields:
        keep[b] = 0


# --- tables of contents and latest-chapter boxes -------------------------------------------------------------------
# A chapter's title: "第十二章 …" (chapter, section, volume, episode counters in Han or Arabic digits), "Chapter 12",
# Tibetan "ལེའུ་…" (chapter) and Uyghur "بىرىنچى باب" (an ordinal, "-نچى", then "chapter"), "1-باب"; not a
# word ending in "باب" ("ئەسباب", equipment), nor a bare "باب …" (Uyghur chapter titles need an ordinal or number)
CHAPTER_TITLE_RE = re.compile(r"\s*(?:第\s*[〇零一二三四五六七八九十百千万两\d]+\s*[章回节卷集话]|chapter\s+[\divxlc]+\b|"
                              r"ལེའུ་|\S+نچى\s+باب\b|\d+\s*-?\s*باب\b)", re.IGNORECASE)
CHAPTER_LIST_MIN = 6  # linked chapter titles at least under one list (a table of contents; a nav row holds two)
CHAPTER_TITLE_CHARS = 60  # characters at most of one entry (a title)
CHAPTER_BODY_CHARS = 500  # kept characters outside the lists from which the page holds a chapter's body (a book's
# blurb and card are shorter: a biquge blurb runs 100 to 300; a chapter 2,000 and more)


def settle_chapter_lists(dom: Dom, keep: bytearray, blocks: Blocks, excluded: list[bool]) -> None:
    """Keep, on a page without a chapter's body (fewer than ``CHAPTER_BODY_CHARS`` kept characters outside the
    lists), each list of ``CHAPTER_LIST_MIN`` linked chapter titles or more (blocks all link, ``CHAPTER_TITLE_RE``,
    under one parent): the novel's table of contents; beside a body, leave such a list out (the latest chapters'
    box). In place; one pass over the blocks and one over the lists' entries."""
    if not dom.has_elements:
        return
    link_text, tree_text, parent = dom.link_text, dom.tree_text, dom.parent
    lists: dict[int, list[int]] = {}
    kept_chars = 0
    for b, text, length, out in zip(blocks.ids, blocks.texts, blocks.lengths, excluded):
        if keep[b]:
            kept_chars += length
        if (not out and 0 < tree_text[b] == link_text[b] and length <= CHAPTER_TITLE_CHARS
                and CHAPTER_TITLE_RE.match(text) is not None):
            lists.setdefault(parent[b], []).append(b)
    entries = [b for run in lists.values() if len(run) >= CHAPTER_LIST_MIN for b in run]
    if not entries:
        return
    listed = set(entries)
    kept_chars -= sum(length for b, length in zip(blocks.ids, blocks.lengths) if keep[b] and b in listed)
    has_body = kept_chars >= CHAPTER_BODY_CHARS
    for b in entries:
        keep[b] = 0 if has_body else 1


# --- Project Gutenberg -----------------------------------------------------------------------------------------------
GUTENBERG_MARKER_CHARS = 200  # characters at most of the marker line's block (the book's title inside it)
# The marker lines around a Gutenberg book: "*** START OF THE PROJECT GUTENBERG EBOOK … ***" (older: "THIS PROJECT
# GUTENBERG EBOOK") and "*** END OF …"; group 1 START or END
GUTENBERG_LITERAL = "***"  # the gate: the literal opening every marker line (cheaper than the regex)
GUTENBERG_MARKER_RE = re.compile(r"\s*\*{3}\s*(START|END) OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK", re.IGNORECASE)
# The header's field line naming the book ("Title: The Gate"), printed before the START marker by every Gutenberg
# header: a page quoting the marker lines (a tutorial on stripping them) has none
GUTENBERG_TITLE_RE = re.compile(r"\s*Title\s*:\s*\S")
GUTENBERG_FIELD_CHARS = 200  # characters at most of the title field's block
# ... and the header's licence sentence, printed before the START marker too ("This eBook is for the use of anyone
# anywhere in the United States …"; older headers "This ebook"): a tutorial quoting a "Title:" line and the marker
# quotes no licence. Its literal (``GUTENBERG_LICENCE_LITERAL``) is the cheap gate before the regex.
GUTENBERG_LICENCE_LITERAL = "anyone anywhere"
GUTENBERG_LICENCE_RE = re.compile(r"This e-?book is for the use of anyone anywhere", re.IGNORECASE)


def drop_gutenberg_boilerplate(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, around a Project Gutenberg book, the blocks up to its first START marker line and from its last
    END marker line on (``GUTENBERG_MARKER_RE``, blocks of ``GUTENBERG_MARKER_CHARS`` at most), in place: the
    licence header and footer (module docstring). Only when the header's "Title:" field line
    (``GUTENBERG_TITLE_RE``) and its licence sentence (``GUTENBERG_LICENCE_RE``) come before the START marker: a page
    quoting the markers and a title line keeps its text. Two passes
    over the blocks."""
    if GUTENBERG_LITERAL not in block_text(dom, blocks, GUTENBERG_MARKER_CHARS):
        return  # exact (session 44, h313): no short block holds a marker's literal (no newline in it), no START marker
    start = end = -1
    titled = licensed = False
    for k, (text, length) in enumerate(zip(blocks.texts, blocks.lengths)):
        if start < 0 and length <= GUTENBERG_FIELD_CHARS and GUTENBERG_TITLE_RE.match(text) is not None:
            titled = True
        if (start < 0 and not licensed and GUTENBERG_LICENCE_LITERAL in text
                and GUTENBERG_LICENCE_RE.search(text) is not None):
            licensed = True
        if length <= GUTENBERG_MARKER_CHARS and GUTENBERG_LITERAL in text:
            marker = GUTENBERG_MARKER_RE.match(text)
            if marker is not None:
                if marker.group(1).upper() == "START" and start < 0:
                    start = k
                elif marker.group(1).upper() == "END":
                    end = k
    if start < 0 or not titled or not licensed:
        return
    for k, b in enumerate(blocks.ids):
        if k <= start or 0 <= end <= k:
            keep[b] = 0


# --- archive.org ---------------------------------------------------------------------------------------------------
# The heading of archive.org's full-text view ('Full text of "The Gate"')
FULL_TEXT_HEADING_RE = re.compile(r'\s*Full text of ["“]')
# ... and its one tool line under it, the link to the item's other formats
FULL_TEXT_TOOL_LABELS = frozenset({"see other formats"})
FULL_TEXT_HEADING_CHARS = 300  # characters at most of the heading's block (the item's title in it)


def drop_full_text_tools(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, on archive.org's full-text view (a heading ``FULL_TEXT_HEADING_RE``), its kept tool line
    (``FULL_TEXT_TOOL_LABELS``, whole), in place. Two passes over the short blocks."""
    if not any(length <= FULL_TEXT_HEADING_CHARS and FULL_TEXT_HEADING_RE.match(text) is not None
               for text, length in zip(blocks.texts, blocks.lengths)):
        return
    for b, text in zip(blocks.ids, blocks.texts):
        if keep[b] and text.strip().casefold() in FULL_TEXT_TOOL_LABELS:
            keep[b] = 0


# --- Wikisource ------------------------------------------------------------------------------------------------------
# Wikisource's furniture boxes by their class or id: the header template ("headertemplate", "wst-header-…"), boxes not
# exported with the text ("ws-noexport"), the licence banner ("licenseContainer", "wst-license…")
WIKISOURCE_BOX_RE = re.compile(r"(?:^|\s)(?:headertemplate|ws-noexport|wst-header[\w-]*|licensecontainer|"
                               r"wst-license[\w-]*)(?:\s|$)", re.IGNORECASE)
# The gate over the page's class and id text (lowered, ``names_may_hold``): one of those names' literals
WIKISOURCE_GATE_LITERALS = ("headertemplate", "ws-noexport", "wst-header", "licensecontainer", "wst-license")
WIKISOURCE_LEVELS = 6  # ancestors read for the box's name (the template's rows nest in three or four divs)


def drop_wikisource_furniture(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out each kept block inside Wikisource's header template, a box not exported with the text or the
    licence banner (``WIKISOURCE_BOX_RE`` on it or its ``WIKISOURCE_LEVELS`` nearest ancestors), in place. Gated on
    the page's class or id text holding one of ``WIKISOURCE_GATE_LITERALS`` (``names_may_hold``: the box reads
    both); then a bounded walk up per kept block."""
    if not dom.has_elements or not names_may_hold(dom, blocks, WIKISOURCE_GATE_LITERALS):
        return
    for b in blocks.ids:
        if keep[b] and named_within(dom, b, WIKISOURCE_BOX_RE, WIKISOURCE_LEVELS) >= 0:
            keep[b] = 0
