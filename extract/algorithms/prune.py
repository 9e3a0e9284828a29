"""Semantic DOM pruning (seed 000, Zhu Jie et al., §2.4): Relativity, then Veracity.

The pruner walks the DOM from the root (§2.4: "recursively traverses the DOM
tree"); every node is tested, first on Relativity, then on Veracity (§2.4 (3)):

- ``Relativity(n) = LinkContentLength(n) / ContentLength(n)`` (eq. 1): link
  text over all text of the subtree. Up to ``R_GOOD`` (0.5) the node relates
  well to the topic; below ``R_MAX`` (0.8) it is kept; above it is deleted.
- ``Veracity(n) = SyllableDotCount(n) / NodeContentLength(n)`` (eq. 2) over the
  node's non-link Tibetan text: above ``V_MIN`` (0.125, one dot per at most 7
  letters, §1.1) and at most ``V_MAX`` (0.6: the natural ceiling 0.4 widened
  for the dots that pad line ends).
- Eq. 3-4 (the children's values summed) are read as the subtree rescue
  (algorithms.md §2): a node that fails Relativity is not deleted whole; its
  own text goes, and its children are tested in turn, so the article inside a
  link-heavy container survives while the link lists beside it do not. A node
  that fails Veracity is deleted with its subtree (its parts share its script).

Decisions where the paper is silent:

- The tested nodes are the block elements; inline elements (links inside a
  sentence, ``b``, ``span``) follow the block that holds them, so a kept
  paragraph keeps its in-text links and a menu item (``li`` around ``a``)
  goes with its block.
- Inside a container that failed Relativity, a rescued block must reach the
  "good" relativity ``R_GOOD`` rather than ``R_MAX`` (``RESCUE_R``; measured).
- Pages not written in Tibetan have no dots to count. Their Veracity is the
  share of the page's main script among the node's non-link letters
  (``TARGET_SHARE_MIN``), the main script being the one with the most
  non-link letters on the page (Tibetan, Arabic, Han, Latin or Cyrillic).
  A Tibetan page is one whose non-link text has at least ``MIN_PAGE_DOTS``
  dots and more Tibetan than any other script.
"""

from __future__ import annotations

from collections.abc import Mapping

import regex

from extract.algorithms._blocks import block_flags, block_owner, merge_params, with_inline
from extract.dom import Dom
from extract.scripts import CYRILLIC_RANGE

R_GOOD = 0.5  # Relativity at or below which a node relates well to the topic (seed 000 §2.4 (1))
R_MAX = 0.8  # Relativity above which a node is deleted (seed 000 §2.4 (1))
V_MIN = 0.125  # Veracity floor: one dot per 8 Tibetan characters (seed 000 §1.1, §2.4 (2))
V_MAX = 0.6  # Veracity ceiling: 0.4 widened for line-end padding dots (seed 000 §2.4 (2))
# Decided (algorithms.md §2 "decide"):
RESCUE_R = R_GOOD  # Relativity a block must reach inside a failed container (extraction-dev SH F1: R_GOOD .749, R_MAX .749, 0.3 .749)
TARGET_SHARE_MIN = 0.5  # non-Tibetan pages: share of the main script among a node's non-link letters
MIN_PAGE_DOTS = 10  # dots in the page's non-link text that make it a Tibetan page for Veracity

PARAMS = ("R_GOOD", "R_MAX", "V_MIN", "V_MAX", "RESCUE_R", "TARGET_SHARE_MIN", "MIN_PAGE_DOTS")

# Letters the DOM does not count itself (it counts Tibetan, Arabic-script and CJK).
LATIN_LETTER_RE = regex.compile(r"[A-Za-z\u00c0-\u024f]")
CYRILLIC_LETTER_RE = regex.compile(f"[{CYRILLIC_RANGE}]")


def select(dom: Dom, *, title: str = "", params: Mapping[str, float] | None = None) -> list[int]:
    """Ids of the nodes that survive the pruning of seed 000 §2.4."""
    p = merge_params(globals(), PARAMS, params)
    if not len(dom):
        return []
    veracity_ok = _veracity_test(dom, p)
    kept = prune(dom, veracity_ok, p)
    return with_inline(dom, kept, block_owner(dom))


def relativity(dom: Dom, i: int) -> float:
    """``LinkContentLength / ContentLength`` of node ``i`` (eq. 1); 1.0 for a node without text."""
    total = dom.tree_text[i]
    return dom.link_text[i] / total if total else 1.0


def prune(dom: Dom, veracity_ok: list[bool], p: Mapping[str, float]) -> list[int]:
    """Block ids kept by the top-down walk: Relativity first, Veracity second, rescue inside."""
    n = len(dom)
    block, end, tree_text = block_flags(dom), dom.end, dom.tree_text
    kept: list[int] = []
    stack: list[int] = []  # ends of failed containers, innermost last
    i = 0
    while i < n:
        while stack and i >= stack[-1]:
            stack.pop()
        inside_failed_until = stack[-1] if stack else 0
        if not block[i]:
            i += 1
            continue
        if tree_text[i] == 0:
            i = end[i]
            continue
        limit = p["RESCUE_R"] if inside_failed_until else p["R_MAX"]
        if relativity(dom, i) > limit:
            stack.append(end[i])  # eq. 3-4 rescue: drop the own text, test the children
            i += 1
            continue
        if not veracity_ok[i]:
            i = end[i]
            continue
        kept.append(i)
        i += 1
    return kept


def _veracity_test(dom: Dom, p: Mapping[str, float]) -> list[bool]:
    """Per node: does its non-link text pass Veracity (eq. 2, or the script share)?

    ``NodeContentLength`` counts the Tibetan letters and dots of the node's
    non-link text (the DOM's own counts, link owners left out).
    """
    in_link = dom.in_link
    link_free = [0 if link else 1 for link in in_link]
    dots = [d * k for d, k in zip(dom.own_dots, link_free)]
    scripts = {
        "tibetan": [t * k for t, k in zip(dom.own_tibetan_letters, link_free)],
        "arabic": [a * k for a, k in zip(dom.own_arabic_letters, link_free)],
        "han": [c * k for c, k in zip(dom.own_cjk, link_free)],
        "latin": [0] * len(dom),
        "cyrillic": [0] * len(dom),
    }
    latin, cyrillic = scripts["latin"], scripts["cyrillic"]
    for owner, text in zip(dom.piece_owner, dom.piece_text):
        if text is None or in_link[owner]:
            continue
        latin[owner] += len(LATIN_LETTER_RE.findall(text))
        if not text.isascii():
            cyrillic[owner] += len(CYRILLIC_LETTER_RE.findall(text))
    totals = {name: sum(values) for name, values in scripts.items()}
    main = max(totals, key=totals.__getitem__)
    if main == "tibetan" and sum(dots) >= p["MIN_PAGE_DOTS"]:
        dot_tree = dom.accumulate(dots)
        length_tree = dom.accumulate([d + t for d, t in zip(dots, scripts["tibetan"])])
        v_min, v_max = p["V_MIN"], p["V_MAX"]
        return [bool(t) and v_min < d / t <= v_max for d, t in zip(dot_tree, length_tree)]
    main_tree = dom.accumulate(scripts[main])
    letter_tree = dom.accumulate([sum(counts) for counts in zip(*scripts.values())])
    share = p["TARGET_SHARE_MIN"]
    return [bool(t) and m / t >= share for m, t in zip(main_tree, letter_tree)]
