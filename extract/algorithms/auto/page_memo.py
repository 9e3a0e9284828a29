"""Per-page indexes that several ``kept_nodes`` steps read, built once per page and dropped with its Dom.

The steps are independent functions of ``(dom, blocks)``; a few read the same page-wide index (the clickable
elements and their text: ``never_kept.facet_lists``, ``vetoes.furniture_veto``'s call-to-action test and
``vetoes.tool_bars``), and each built it again, a pass over every node and every text piece of the page each time.
Here the first step to ask builds it and the others read it. The memo lives on the page's Dom (``Dom.memo``), so
it goes when the page goes and a page's index never serves another page: no global cache, no weak references. A
slimmed Dom (``tsheg bench train-auto``'s, without lxml elements) is a new Dom with a memo of its own. The indexes
are read-only.

``class_text`` is the page-wide gate of the rules that read class names (an archive's header box, a description box,
a store page's boxes, a board's quote): the classes the features read (and the naming attributes they read:
``words.DATA_NAMES_MEMO``), joined once, so that a page naming none of a
rule's words is passed over after one substring test instead of a walk over its blocks and their ancestors.
``id_text`` is the same gate over their ids, for a rule that reads a box's id too (``Dom.names``; both from
``feature_attributes``, the features' reading of the classes and ids when it is the Blocks' own), and
``page_classes`` the one reading of the classes such a rule climbs through (the features', or the elements' where the
Blocks were built without them). The data names join ``class_text`` only when they were read for the very nodes the
classes were (``words.element_attributes``: one Blocks' reading, compared by identity): a memo another reading left,
or another page's Blocks, adds none.

Two small readings of a block several rule modules share sit here too, the lowest module they all may import:
``links_and_separators_only`` (a block's text is wholly its links and the marks set between them,
``LINK_SEPARATORS``: a bar's, a tool row's, a download row's test) and ``kept_lines`` (the rendered lines of one
box's kept blocks, each read once).

``block_text`` / ``block_literals`` (session 43, h306) are the literal gate of a step that looks for a literal in one
short block's text: the short blocks' texts joined once per page and bound, scanned once for all of a step's literals.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, TypeVar

from extract.algorithms.auto.words import DATA_NAMES_MEMO, blocks_and_ancestors, element_attributes
from extract.ascii_patterns import lowered_pattern, trie_pattern
from extract.dom import Dom

if TYPE_CHECKING:
    from extract.algorithms.auto.features import Blocks

T = TypeVar("T")

# The marks a bar of links sets between them: a bar (Latin, full-width), a slash, a middle dot, a bullet, a katakana
# middle dot, a comma (Latin, Arabic): "བོད་ཡིག | 中文", "Copy · Print", "PDF, EPUB", "ئۇيغۇرچە ، Uyghurche".
LINK_SEPARATORS = frozenset("|｜/·•・,،")


def page_memo(dom: Dom, key: Hashable, build: Callable[[], T], source: object = None) -> T:
    """``build()`` once per ``dom`` and ``key``: the value kept from an earlier call for the same Dom, key and
    ``source`` (an input besides the Dom, compared by identity: ``blocks.owner``), else built now and kept."""
    kept = dom.memo.get(key)
    if kept is not None and kept[0] is source:
        return kept[1]  # type: ignore[return-value]
    value = build()
    dom.memo[key] = (source, value)
    return value


def class_text(dom: Dom, blocks: Blocks) -> str | None:
    """The class attributes of the blocks and their ancestors (``Blocks.classes``, the features' reading), joined by
    spaces and in lower case, once per page and Blocks; None when the features read none (a gate then decides
    nothing) or when one is not ASCII. Exact as a gate: a rule's name pattern matches no space, so a name it matches
    in one class attribute is a substring of the joined text; an ASCII string's case is its ASCII letters' alone (a
    non-ASCII one may hold characters ``re.IGNORECASE`` matches with an ASCII letter, the long s or the Kelvin sign:
    no gate)."""
    classes = blocks.classes
    if classes is None:
        return None
    return page_memo(dom, class_text, lambda: _lowered(" ".join(_with_data_names(dom, blocks, classes.values()))),
                     blocks)


def _with_data_names(dom: Dom, blocks: Blocks, classes: Iterable[str]) -> Iterable[str]:
    """``classes`` and after them the name-like naming attributes the features read (``words.DATA_NAMES_MEMO``: a
    Wix element's "product-price", which ``Dom.names`` gives the rules too), when the page has any and they were read
    with ``blocks``' classes, for the same node list (``words.element_attributes``); else ``classes`` alone."""
    kept = dom.memo.get(DATA_NAMES_MEMO)
    if kept is None or not kept[1] or not _read_with(dom, blocks, kept[0]):
        return classes
    return itertools.chain(classes, kept[1].values())  # type: ignore[union-attr]


def _read_with(dom: Dom, blocks: Blocks, nodes: object) -> bool:
    """Whether the features' attribute reading of ``nodes`` (``words.element_attributes``) is the one that gave
    ``blocks`` their classes (``Blocks.classes``, by identity), on this Dom."""
    read = element_attributes(dom, nodes)  # type: ignore[arg-type]
    return read is not None and read[0] is blocks.classes


def feature_attributes(dom: Dom, blocks: Blocks) -> tuple[dict[int, str], dict[int, str]] | None:
    """The classes and the ids of the blocks and their ancestors (``words.blocks_and_ancestors``) as the features read
    them (``words.element_attributes``), when that reading is the one that gave ``blocks`` their classes
    (``Blocks.classes``, by identity); None when it is not at hand (Blocks built without classes, another reading)."""
    read = element_attributes(dom, blocks_and_ancestors(dom, blocks.ids))
    return read if read is not None and read[0] is blocks.classes else None


def id_text(dom: Dom, blocks: Blocks) -> str | None:
    """The id attributes of the blocks and their ancestors as the features read them (``feature_attributes``), joined
    by spaces and in lower case, once per page and Blocks; None when that reading is not at hand or an id is not
    ASCII (no gate: ``class_text``)."""
    def build() -> str | None:
        read = feature_attributes(dom, blocks)
        return None if read is None else _lowered(" ".join(read[1].values()))
    return page_memo(dom, id_text, build, blocks)


def page_classes(dom: Dom, blocks: Blocks) -> dict[int, str]:
    """The non-empty class attributes of the blocks and their ancestors, by node: ``Blocks.classes``, or, for Blocks
    built without them, every element's class read once per page and Blocks. Needs the lxml elements
    (``Dom.has_elements``) in that case; read-only."""
    if blocks.classes is not None:
        return blocks.classes
    return page_memo(dom, page_classes, lambda: {i: name for i, element in enumerate(dom.elements)
                                                 if (name := element.get("class"))}, blocks)


def class_text_may_hold(dom: Dom, blocks: Blocks, words: Iterable[str]) -> bool:
    """Whether the page's class names (``class_text``) may hold one of ``words`` (lower-case literals every name a
    rule looks for holds): the page-wide gate of a rule reading class names, False only when none occurs, True when
    ``class_text`` decides nothing."""
    names = class_text(dom, blocks)
    return names is None or any(word in names for word in words)


def names_may_hold(dom: Dom, blocks: Blocks, words: Iterable[str]) -> bool:
    """``class_text_may_hold`` over the ids too (``id_text``): the gate of a rule reading ``Dom.names`` (class, id
    and data names), False only when neither the classes nor the ids hold one of ``words``."""
    if class_text_may_hold(dom, blocks, words):
        return True
    ids = id_text(dom, blocks)
    return ids is None or any(word in ids for word in words)


def any_block_named(dom: Dom, ids: list[int], pattern: re.Pattern[str], levels: int) -> bool:
    """Whether ``boxes.named_within`` finds a node for one of blocks ``ids`` (``pattern`` in the ``Dom.names`` of a
    block or of its ``levels`` nearest ancestors), each node's names searched once: the page gates' reading when
    ``class_text`` decides nothing (non-ASCII names). Session 43 (h306): the blocks share their ancestors, and a
    search per block read each up to once per block under it. A node met again no nearer its block than before has
    had its ancestors within reach read already."""
    parent = dom.parent
    depth_read: dict[int, int] = {}  # node -> the least steps up from a block it was reached at
    for b in ids:
        a = b
        for depth in range(levels + 1):
            if a < 0:
                break
            read = depth_read.get(a)
            if read is not None and read <= depth:
                break
            if read is None and pattern.search(dom.names(a)) is not None:
                return True
            depth_read[a] = depth
            a = parent[a]
    return False


def owner_class_text(dom: Dom, owner: list[int]) -> str | None:
    """``class_text`` as a step before read it for the Blocks whose owners (``Blocks.owner``) are ``owner``, for a
    step given the owners alone (``quote_headers.drop_quote_headers``); None when none did (no gate)."""
    kept = dom.memo.get(class_text)
    if kept is None or getattr(kept[0], "owner", None) is not owner:
        return None
    return kept[1]  # type: ignore[return-value]


def links_and_separators_only(dom: Dom, b: int, text: str) -> bool:
    """Whether block ``b``'s text (``text``, its block text) is wholly its links' text and the marks between them
    (``LINK_SEPARATORS``): every character outside its links one such mark."""
    gap = dom.tree_text[b] - dom.link_text[b]
    return not gap or sum(char in LINK_SEPARATORS for char in text) >= gap


def kept_lines(dom: Dom, keep: bytearray, blocks: Blocks, members: list[int]) -> list[str]:
    """The rendered non-blank lines, stripped, of the kept blocks among ``members`` (one box's blocks, in document
    order), each line once: each kept block's own text and its inline nodes' (``Blocks.owner``), a block nested in
    another read as itself, not again in its parent's subtree text. Reads the nodes from the first kept block to the
    end of the last."""
    kept = {b for b in members if keep[b]}
    if not kept:
        return []
    owner, end = blocks.owner, dom.end
    nodes = [i for i in range(min(kept), max(end[b] for b in kept)) if owner[i] in kept]
    return [line.strip() for line in dom.render(nodes).split("\n") if line.strip()]


def block_text(dom: Dom, blocks: Blocks, max_chars: int) -> str:
    """The texts of the blocks at most ``max_chars`` long (``Blocks.lengths``) joined by newlines, once per page,
    Blocks and bound (session 43, h306): the page-wide literal gate of a step that looks for a literal in one short
    block's text (a portal's footer anchor, an attachment heading, a record label). A literal with no newline that no
    such block holds is not in this text either, so a page without it is passed over after one substring scan of its
    short lines instead of one test per block."""
    return page_memo(dom, (block_text, max_chars), lambda: "\n".join(
        text for text, length in zip(blocks.texts, blocks.lengths) if length <= max_chars), blocks)


def block_literals(dom: Dom, blocks: Blocks, words: tuple[str, ...], max_chars: int) -> tuple[str, ...]:
    """Those of a step's gate ``words`` (literals without a newline) that the blocks at most ``max_chars`` long hold
    (``block_text``), in their order: a short block holding none of them holds none of ``words``, so a step left with
    none passes the page over, and one left with some tries only those per block. The text is scanned once for all of
    them (``_literal_union``: a regex alternation of literals, spelled as a trie, skips on their first characters, ~4
    times faster than a substring test per literal over ~20 literals) and per literal only when one is there."""
    text = block_text(dom, blocks, max_chars)
    if _literal_union(words).search(text) is None:
        return ()
    return tuple(word for word in words if word in text)


@functools.lru_cache(maxsize=None)
def _literal_union(words: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern matching any of ``words`` as a literal (``ascii_patterns.trie_pattern``, as
    ``literal_gate.literal_union`` builds its own; compiled once per gate tuple; the steps' gates are module
    constants, so the cache holds a few)."""
    return re.compile(trie_pattern(words))


def _lowered(text: str) -> str | None:
    """``text`` in lower case when it is ASCII, else None."""
    return text.lower() if text.isascii() else None


def node_of(dom: Dom) -> dict:
    """The page's lxml elements (``Dom.elements``) to their Dom nodes, built once per page: ``boxes.measured_nodes``
    and ``mail_archives.button_gate_labels`` climb from an element the Dom may leave out to one it holds."""
    # (lxml keeps one proxy per element while the Dom holds it, so the page's elements are the index's keys)
    return page_memo(dom, node_of, lambda: {element: k for k, element in enumerate(dom.elements)})


def class_text_may_match(dom: Dom, blocks: Blocks, pattern: re.Pattern[str]) -> bool:
    """Whether the page's class names (``class_text``) may hold a match of ``pattern`` (as ``lowered_pattern`` takes
    it; one that matches no space, with no anchor and no look-around a space fails), the gate of a rule searching
    ``Blocks.classes`` with it: False only when the joined names hold none. Exact: a match in one class attribute is,
    lowered, a match in the joined text, whose spaces stand where the attribute's ends were; True when ``class_text``
    decides nothing (session 45, h318: one search where a literal gate let most pages through to a search per
    class)."""
    names = class_text(dom, blocks)
    return names is None or lowered_pattern(pattern).search(names) is not None


__all__ = ["LINK_SEPARATORS", "block_literals", "block_text", "class_text", "class_text_may_hold",
           "class_text_may_match", "feature_attributes", "id_text", "kept_lines", "links_and_separators_only",
           "lowered_pattern", "names_may_hold", "node_of", "owner_class_text", "page_classes", "page_memo"]
