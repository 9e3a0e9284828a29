"""Archive headers: a category's, a tag's or a query loop's title and description, named so by the theme, over its kept
list of posts are the listing's text (``keep_archive_headers``).

WordPress themes print a category archive's header in a box of their own before the posts: Genesis's
``div.archive-description`` (``h1.archive-title`` and the term's description), Astra's
``section.ast-archive-description``, GeneratePress's and most themes' ``.taxonomy-description`` /
``.term-description``, the block editor's ``h1.wp-block-query-title`` and ``div.wp-block-term-description``. The WCXB
truths of category pages keep the title and the description (goingzerowaste, confessionsofafitfoodie); the model,
which reads a listing's link-dense column, scores the short header low (stage-2 logit -1 to -2) when the posts under
it pass, and the page loses its title.
Extraction-dev unchanged (the pattern names boxes on 9 pages, whose text passes already); h202's Astra archive
(Uyghur) keeps its title and description.
"""

from __future__ import annotations

import re
from functools import lru_cache

from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.page_memo import class_text
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.words import HEADING_TAGS, KEYWORD_CACHE_SIZE
from extract.dom import Dom

# An archive's header box as the themes name it (class words, whole hyphenated words): "archive-description",
# "archive-header", "archive-title", "archive-intro" (Genesis, Kadence, OceanWP), "ast-archive-description" (Astra;
# a theme's prefix before "archive-" only: a consent plugin's "wpconsent-category-description" is a cookie category's),
# "taxonomy-description", "term-description", "category-description" (GeneratePress, WooCommerce, the WordPress
# template tags' names), "wp-block-query-title", "wp-block-term-description" (the block editor's query loop).
ARCHIVE_HEADER_RE = re.compile(
    r"(?<![\w-])(?:(?:[a-z]+-)?archive-(?:description|header|title|intro)|(?:taxonomy|term|category)-description"
    r"|wp-block-(?:query-title|term-description))(?![\w-])", re.IGNORECASE)
# the literals one of which every match of ``ARCHIVE_HEADER_RE`` holds (in lower case): "archive-", "-description" (the
# taxonomy's, the term's and the block editor's description) and the query loop's title
ARCHIVE_HEADER_WORDS = ("archive-", "-description", "wp-block-query-title")
ARCHIVE_HEADER_LEVELS = 3  # a block's own element and two ancestors: the description's <p> in its box's inner <div>
# characters at most of the header's blocks: a title and a description of a paragraph or three; a box of more is a
# page's own text set in a theme's header box (an about page), which the model judges
ARCHIVE_HEADER_CHARS = 1200
# The same box over a single post is the category's blurb, printed by the theme above every post of the category
# ("category-description" / "archive-description" over the post's ``<article>``): the site's text repeated on every
# page, not the post's. The model keeps it (stage-2 logit +1 to +2.7, at the top of the main column), so it is dropped
# when every kept block after the box lies in one ``<article>`` (ARTICLE_TAG) that opens with an unlinked title, a
# post's own (an archive's card links its title). Extraction-dev unchanged (no article page holds such a box); h206's
# pages: an English and a Uyghur post lose the blurb, the archives keep theirs.
ARTICLE_TAG = "article"  # HTML §4.3.2: a self-contained composition, here the post


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_archive_header_class(class_name: str) -> bool:
    """Whether a class attribute names an archive's header box (``ARCHIVE_HEADER_RE``); remembered across pages."""
    return ARCHIVE_HEADER_RE.search(class_name) is not None


def keep_archive_headers(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                         marks: list[int]) -> None:
    """Keep the blocks of an archive's header (``ARCHIVE_HEADER_RE`` on the block or an ancestor within
    ``ARCHIVE_HEADER_LEVELS``) above ``floor``, in place, when the page keeps text after the header (its posts) and the
    header holds ``ARCHIVE_HEADER_CHARS`` characters at most, none of its blocks vetoed or never kept; drop it over a
    single post (``_over_single_post``, see ``ARTICLE_TAG``). One walk of ``ARCHIVE_HEADER_LEVELS`` up from each
    block."""
    if not dom.has_elements:
        return
    parent, elements, tree_text = dom.parent, dom.elements, dom.tree_text
    classes = blocks.classes
    # (the gate, exact: the blocks' classes and their ancestors' are read from ``classes``, and every header name
    # holds one of ``ARCHIVE_HEADER_WORDS``, which hold no space: a page whose joined classes hold none has no header)
    text = class_text(dom, blocks)
    if text is not None and not any(word in text for word in ARCHIVE_HEADER_WORDS):
        return
    headers: dict[int, list[int]] = {}  # header box -> positions of its blocks
    for k, b in enumerate(blocks.ids):
        x = b
        for _ in range(ARCHIVE_HEADER_LEVELS):
            if x < 0:
                break
            name = classes.get(x) if classes is not None else elements[x].get("class")
            if name and is_archive_header_class(name):
                headers.setdefault(x, []).append(k)
                break
            x = parent[x]
    if not headers:
        return
    last_kept = max((k for k, b in enumerate(blocks.ids) if keep[b]), default=-1)
    for members in headers.values():
        if last_kept <= members[-1] or sum(tree_text[blocks.ids[k]] for k in members) > ARCHIVE_HEADER_CHARS:
            continue
        if _over_single_post(dom, keep, blocks, members[-1]):
            for k in members:
                keep[blocks.ids[k]] = 0
            continue
        if any(scores[k] == NEVER_KEPT or marks[k] for k in members):
            continue
        for k in members:
            if scores[k] > floor:
                keep[blocks.ids[k]] = 1


def _over_single_post(dom: Dom, keep: bytearray, blocks: Blocks, last: int) -> bool:
    """Whether every kept block after position ``last`` (the header box's last block) lies in one ``<article>``
    (``ARTICLE_TAG``) outside the box, whose first kept heading is unlinked: a single post's page. A walk up from the
    first kept block after the box, then one pass over the kept blocks after it."""
    tags, parent, end, link_text = dom.tags, dom.parent, dom.end, dom.link_text
    after = [b for b in blocks.ids[last + 1:] if keep[b]]
    post = parent[after[0]]
    while post >= 0 and tags[post] != ARTICLE_TAG:
        post = parent[post]
    if post < 0 or post < blocks.ids[last] < end[post] or not all(post < b < end[post] for b in after):
        return False
    title = next((b for b in after if tags[b] in HEADING_TAGS), -1)
    return title >= 0 and not link_text[title]
