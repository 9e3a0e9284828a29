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
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, TypeVar

from extract.algorithms.auto.words import DATA_NAMES_MEMO
from extract.dom import Dom

if TYPE_CHECKING:
    from extract.algorithms.auto.features import Blocks

T = TypeVar("T")


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
    return page_memo(dom, class_text, lambda: _lowered(" ".join(_with_data_names(dom, classes.values()))), blocks)


def _with_data_names(dom: Dom, classes: Iterable[str]) -> Iterable[str]:
    """``classes`` and after them the name-like naming attributes the features read (``words.DATA_NAMES_MEMO``: a
    Wix element's "product-price", which ``Dom.names`` gives the rules too), when the page has any."""
    kept = dom.memo.get(DATA_NAMES_MEMO)
    if kept is None or not kept[1]:
        return classes
    return itertools.chain(classes, kept[1].values())  # type: ignore[union-attr]


def class_text_may_hold(dom: Dom, blocks: Blocks, words: Iterable[str]) -> bool:
    """Whether the page's class names (``class_text``) may hold one of ``words`` (lower-case literals every name a
    rule looks for holds): the page-wide gate of a rule reading class names, False only when none occurs, True when
    ``class_text`` decides nothing."""
    names = class_text(dom, blocks)
    return names is None or any(word in names for word in words)


def owner_class_text(dom: Dom, owner: list[int]) -> str | None:
    """``class_text`` as a step before read it for the Blocks whose owners (``Blocks.owner``) are ``owner``, for a
    step given the owners alone (``quote_headers.drop_quote_headers``); None when none did (no gate)."""
    kept = dom.memo.get(class_text)
    if kept is None or getattr(kept[0], "owner", None) is not owner:
        return None
    return kept[1]  # type: ignore[return-value]


def _lowered(text: str) -> str | None:
    """``text`` in lower case when it is ASCII, else None."""
    return text.lower() if text.isascii() else None


__all__ = ["class_text", "owner_class_text", "page_memo"]
