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
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.words import KEYWORD_CACHE_SIZE
from extract.dom import Dom

# An archive's header box as the themes name it (class words, whole hyphenated words): "archive-description",
# "archive-header", "archive-title", "archive-intro" (Genesis, Kadence, OceanWP), "ast-archive-description" (Astra;
# a theme's prefix before "archive-" only: a consent plugin's "wpconsent-category-description" is a cookie category's),
# "taxonomy-description", "term-description", "category-description" (GeneratePress, WooCommerce, the WordPress
# template tags' names), "wp-block-query-title", "wp-block-term-description" (the block editor's query loop).
ARCHIVE_HEADER_RE = re.compile(
    r"(?<![\w-])(?:(?:[a-z]+-)?archive-(?:description|header|title|intro)|(?:taxonomy|term|category)-description"
    r"|wp-block-(?:query-title|term-description))(?![\w-])", re.IGNORECASE)
ARCHIVE_HEADER_LEVELS = 3  # a block's own element and two ancestors: the description's <p> in its box's inner <div>
# characters at most of the header's blocks: a title and a description of a paragraph or three; a box of more is a
# page's own text set in a theme's header box (an about page), which the model judges
ARCHIVE_HEADER_CHARS = 1200


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_archive_header_class(class_name: str) -> bool:
    """Whether a class attribute names an archive's header box (``ARCHIVE_HEADER_RE``); remembered across pages."""
    return ARCHIVE_HEADER_RE.search(class_name) is not None


def keep_archive_headers(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float,
                         marks: list[int]) -> None:
    """Keep the blocks of an archive's header (``ARCHIVE_HEADER_RE`` on the block or an ancestor within
    ``ARCHIVE_HEADER_LEVELS``) above ``floor``, in place, when the page keeps text after the header (its posts) and the
    header holds ``ARCHIVE_HEADER_CHARS`` characters at most, none of its blocks vetoed or never kept. One walk of
    ``ARCHIVE_HEADER_LEVELS`` up from each block."""
    if not dom.has_elements:
        return
    parent, elements, tree_text = dom.parent, dom.elements, dom.tree_text
    classes = blocks.classes
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
        if any(scores[k] == NEVER_KEPT or marks[k] for k in members):
            continue
        for k in members:
            if scores[k] > floor:
                keep[blocks.ids[k]] = 1
