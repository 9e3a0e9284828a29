"""Pricing cards: a service page's plan keeps its price and feature lines beside its kept name (``keep_plan_prices``).

A service or SaaS page sets its plans side by side as cards: the plan's name, its price ("2000 يۈەن", "$29 / month",
"每千字 120 元"), the list of what it holds and a button. Page builders name them so: Divi's ``et_pb_pricing_table``,
Elementor's ``elementor-price-table``, Bootstrap and Tailwind themes' "pricing-card" / "pricing-table" /
"price-table", "plan-card". The model keeps the name and the feature list (text in the page's words) but doubts the
price, a short line of digits and a currency (stage-2 logits of -1.6 to -0.5 in our pages), and a feature or two
of a short list, and the plan is read without what it costs or half of what it holds. Service pages' ground truths
keep their pricing cards whole (extraction-dev: the SaaS and cloud pages' plans; review h203), so each short line
(``PLAN_LINE_CHARS``) inside a card so named (``PRICING_CARD_RE`` on an element up to ``PRICE_CARD_LEVELS`` over it)
whose other text is kept comes in. Guarded: the card is a card, at most ``PRICE_CARD_CHARS`` of text (a page wrapper
named "pricing-page" is no card), it holds kept text besides the line, and the line is no link ("Choose plan",
``PLAN_LINE_LINK_SHARE``), no vetoed block (``NEVER_KEPT``) and scores above the rescue floor.

A billing switch ("Monthly | Yearly") shows one of two copies of the plans, the other panel hidden by a script: the
same cards, each its name and features again, only the prices changed. The page's reader sees one copy, and the
truths keep one (extraction-dev: a subscription's description printed twice, its truth holding it once). A card
whose lines, read without their prices (``boxes.PRICE_RE``), billing terms and buttons, repeat in order a card
before it in another row (a badge or two besides) is that copy and goes whole (``drop_repeated_plans``); two plans
differ at least in their names, and one row never shows a plan twice (review h239: a school's classes, named with
their fees over the same features, stayed; a yearly panel's "Billed annually ($72)" and "Save 20%" no longer hid
its copy). Of our review pages, 7 of 18 whole before, 18 of 18 after (extraction-dev unchanged).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

from extract.algorithms._blocks import Subtrees
from extract.algorithms.auto.boxes import PRICE_RE
from extract.algorithms.auto.features import Blocks
from extract.algorithms.auto.records import NEVER_KEPT
from extract.algorithms.auto.shop_panels import BILLING_PERIOD_RE, holds_price
from extract.algorithms.auto.words import KEYWORD_CACHE_SIZE
from extract.dom import Dom

# a plan's card by its class: "pricing" as a word's start ("pricing-card", "pricing_table", Divi's
# "et_pb_pricing_table"), or "price"/"plan" joined to a card's word ("price-table", "elementor-price-table",
# "plan-card", "price-tier"). Not "price-box": Magento's and many shops' element around one product's price, which a
# listing's card holds (its kept text is the listing's, ``records``)
PRICING_CARD_RE = re.compile(
    r"(?<![a-z])pricing(?![a-z])|(?<![a-z])pricing[-_]|(?<![a-z])(?:price|plan)[-_]?(?:table|card|column|tier)",
    re.IGNORECASE)
PRICING_LITERALS = ("pric", "plan")  # one of these in a class string before the pattern is read (most hold neither)
PLAN_LINE_CHARS = 80  # characters at most of a plan's line: a price ("$1,299 / year, billed annually": ~30), a feature
PLAN_LINE_LINK_SHARE = 0.5  # of a line's text in links at least: the card's button ("Choose plan"), not its text
PRICE_CARD_LEVELS = 4  # ancestors over the line read for the card (Divi: span.et_pb_sum > div.content_top > div.card)
PRICE_CARD_CHARS = 1500  # characters at most of a card's text: a plan's name, price, ten features and a button


@lru_cache(maxsize=KEYWORD_CACHE_SIZE)
def is_pricing_card_class(class_name: str) -> bool:
    """Whether a class attribute names a plan's card (``PRICING_CARD_RE``), remembered across pages."""
    lowered = class_name.lower()
    return any(literal in lowered for literal in PRICING_LITERALS) and PRICING_CARD_RE.search(class_name) is not None


def _pricing_card(dom: Dom, b: int) -> int:
    """The nearest element named as a plan's card (``is_pricing_card_class``) within ``PRICE_CARD_LEVELS`` over
    block ``b`` and of at most ``PRICE_CARD_CHARS`` of text, or -1. Never the block itself, nor an element holding
    no text besides it: a price line named "pricing-amount", a name's box named "elementor-price-table__header", is
    the card's part, and the card is what holds it with the plan's other lines (review h239: two Elementor plans'
    names, read in their header boxes, stayed out)."""
    parent, elements, tree_text = dom.parent, dom.elements, dom.tree_text
    x = parent[b]
    for _ in range(PRICE_CARD_LEVELS):
        if x < 0 or tree_text[x] > PRICE_CARD_CHARS:
            return -1
        name = elements[x].get("class")
        if name and is_pricing_card_class(name) and tree_text[x] > tree_text[b]:
            return x
        x = parent[x]
    return -1


def keep_plan_prices(dom: Dom, keep: bytearray, blocks: Blocks, scores: list[float], floor: float) -> None:
    """Keep, in place, each doubted short line (``PLAN_LINE_CHARS``, not a link: ``PLAN_LINE_LINK_SHARE``) inside a
    plan's card (``_pricing_card``) that holds kept text besides it, scoring above ``floor`` and not vetoed. A page
    with no class naming a plan costs one substring test per distinct class string (``is_pricing_card_class``)."""
    if not dom.has_elements:
        return
    end, tree_text, link_text = dom.end, dom.tree_text, dom.link_text
    for b, length, score in zip(blocks.ids, blocks.lengths, scores):
        if keep[b] or score <= floor or score == NEVER_KEPT or not 0 < length <= PLAN_LINE_CHARS:
            continue
        if link_text[b] >= PLAN_LINE_LINK_SHARE * tree_text[b]:
            continue
        card = _pricing_card(dom, b)
        if card < 0:
            continue
        kept_beside = sum(tree_text[x] for x in range(card, end[card]) if keep[x] and not b <= x < end[b])
        if kept_beside:
            keep[b] = 1


PLAN_COPY_CHARS = 10  # characters at least of a card's lines besides its prices: a copy of a card says something
# Characters at most of a line a copy adds to the card it repeats (its lines compared as ``_plan_line`` reads them): a
# yearly card's badge ("Save20", "省20", "2monthsfree"), never a plan's feature list
PLAN_EXTRA_CHARS = 16
# What a card's line says besides its prices and its billing term, read to compare two cards: the line without its
# prices (``PRICE_RE``), its terms (``shop_panels.BILLING_PERIOD_RE``: "Billed monthly" and "Billed annually ($72)"
# both say "Billed"), its spaces and its punctuation; its other digits stay ("Up to 10 writers" is no "Up to 50")
PLAN_LINE_NOISE_RE = re.compile(r"[\s\W_]+")


def _plan_line(text: str) -> str:
    """A card's line as ``drop_repeated_plans`` compares it (``PLAN_LINE_NOISE_RE``)."""
    return PLAN_LINE_NOISE_RE.sub("", BILLING_PERIOD_RE.sub("", PRICE_RE.sub("", text)))


def _plan_cards(dom: Dom, blocks: Blocks) -> list[int]:
    """The plans' cards: the elements named so (``is_pricing_card_class``, at most ``PRICE_CARD_CHARS``) that hold no
    two others of one class each holding a price (the plans' row or section, "pricing-plans", is no card; a card's
    price and its note "Billed annually ($72)" are its parts), the outermost of them (a card's parts,
    "pricing-card__name", are the card's)."""
    named = sorted(node for node, name in blocks.classes.items()
                   if dom.tree_text[node] <= PRICE_CARD_CHARS and is_pricing_card_class(name)) if blocks.classes else []
    if len(named) < 2:
        return []
    ids, end = blocks.ids, dom.end
    priced = [n for n in named
              if any(holds_price(blocks.texts[k]) for k in range(bisect_left(ids, n), bisect_left(ids, end[n])))]
    rows = set()
    for n in named:
        inside = priced[bisect_right(priced, n):bisect_left(priced, end[n])]  # (priced and named are in page order)
        if _side_by_side(inside, end, blocks.classes):
            rows.add(n)  # (two priced cards of one class side by side inside it)
    cards = Subtrees(dom, (n for n in named if n not in rows))
    return [c for c in cards.starts if not cards.encloses(c)]


def _side_by_side(nodes: list[int], end: list[int], classes: dict[int, str]) -> bool:
    """Whether two of ``nodes`` of one class stand one after the other's subtree: ``any(b >= end[a] and classes[a] ==
    classes[b] for a in nodes for b in nodes)``, one pass (of one class's nodes, the last start against the earliest
    end)."""
    first_end: dict[str, int] = {}
    last_start: dict[str, int] = {}
    for a in nodes:
        name = classes[a]
        first_end[name] = min(first_end.get(name, end[a]), end[a])
        last_start[name] = max(last_start.get(name, a), a)
    return any(last_start[name] >= stop for name, stop in first_end.items())


def _own_link_share(dom: Dom, blocks: Blocks, k: int) -> float:
    """The share of block ``k``'s own text (its blocks inside aside: a card's loose badge and button) in links."""
    b, owner, parent, link_text = blocks.ids[k], blocks.owner, dom.parent, dom.link_text
    length = len(blocks.texts[k])
    if not length:
        return 0.0
    own = link_text[b]
    for c in blocks.ids[k + 1:bisect_left(blocks.ids, dom.end[b])]:
        if owner[parent[c]] == b:
            own -= link_text[c]
    return own / length


def _long_lines(lines: tuple[str, ...]) -> tuple[str, ...]:
    """The lines longer than ``PLAN_EXTRA_CHARS``, in order: what ``_repeats`` finds the same in a card and in its
    copy (every line of the copy besides the card's is short, and the card's lines are the copy's)."""
    return tuple(line for line in lines if len(line) > PLAN_EXTRA_CHARS)


def _repeats(before: tuple[str, ...], lines: tuple[str, ...]) -> bool:
    """Whether ``lines`` hold every line of ``before`` in its order, each other line a short one
    (``PLAN_EXTRA_CHARS``)."""
    at = 0
    for line in lines:
        if at < len(before) and line == before[at]:
            at += 1
        elif len(line) > PLAN_EXTRA_CHARS:
            return False
    return at == len(before)


def drop_repeated_plans(dom: Dom, keep: bytearray, blocks: Blocks) -> None:
    """Leave out, in place, the blocks of a plan's card (``_plan_cards``) whose lines, read without their prices and
    terms (``_plan_line``), its buttons aside (its links, ``PLAN_LINE_LINK_SHARE``: "Start monthly", "Start yearly"),
    repeat in order those of a card before it in another row (``parent``: one row never shows one plan twice), a
    badge or two besides (``_repeats``; see the module docstring). A card's name that holds its price ("初级班 ·
    ¥800") still names it (review h239: a school's classes, each named
    with its fee over the same features, went as copies; a yearly card's "Billed annually", "Save 20%" and "Start
    yearly" kept its copy, and a page's row of plans named "pricing-plans" hid its cards). One pass over the blocks; a
    page with no class naming a plan returns at its first test."""
    if not dom.has_elements or blocks.classes is None:
        return
    cards = _plan_cards(dom, blocks)
    ids, end = blocks.ids, dom.end
    parent = dom.parent
    # The cards read, by what a copy of each must hold (its long lines, all of them, and its first line), then by
    # their row, each with its lines: a card is compared with the cards it may repeat, not with every card before it
    # (a comparison page of thousands of plans in rows: a scan of all the cards read per card was quadratic)
    seen: dict[tuple[tuple[str, ...], str], dict[int, list[tuple[str, ...]]]] = {}
    for card in cards:
        first, last = bisect_left(ids, card), bisect_left(ids, end[card])
        lines = tuple(line for k in range(first, last)
                      if _own_link_share(dom, blocks, k) < PLAN_LINE_LINK_SHARE
                      and (line := _plan_line(blocks.texts[k])))
        if sum(map(len, lines)) < PLAN_COPY_CHARS:
            continue
        long_lines = _long_lines(lines)
        row = parent[card]
        if any(_repeats(before, lines) for line in dict.fromkeys(lines)
               for other_row, befores in seen.get((long_lines, line), {}).items() if other_row != row
               for before in befores):
            for k in range(first, last):
                keep[ids[k]] = 0
        else:
            seen.setdefault((long_lines, lines[0]), {}).setdefault(row, []).append(lines)
