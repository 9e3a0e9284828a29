"""The default extractor (draft: features first)."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping

from extract.dom import Dom

HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
CELL_TAGS = frozenset({"td", "th", "dd", "dt"})
GENERIC_TAGS = frozenset({"div", "section", "article", "main", "body", "center", "form", "html"})
# Landmark elements that hold page furniture / the main text (HTML5 semantics).
FURNITURE_TAGS = frozenset({"nav", "footer", "header", "aside", "menu"})
MAIN_TAGS = frozenset({"article", "main"})
# class/id words naming page furniture, by kind, and the main text (readability's lists, grouped).
KEYWORD_RES = {
    "nav": re.compile(r"nav|menu|breadcrumb|crumb|pagination|pager|toolbar|tabs?\b|topbar|dropdown", re.I),
    "foot": re.compile(r"foot|copyright|legal|disclaimer|bottom", re.I),
    "head": re.compile(r"header|masthead|banner|brand|logo", re.I),
    "side": re.compile(r"side|widget|aside|related|recommend|trending|popular|promo|sponsor|advert|\bads?\b|rail", re.I),
    "comment": re.compile(r"comment|repl(?:y|ies)|respon|discuss|disqus", re.I),
    "social": re.compile(r"share|social|follow|subscribe|newsletter|signup|sign-up|login|cookie|modal|popup|author|byline|meta|date|tag", re.I),
    "main": re.compile(r"article|content|post|entry|story|main|body|text|blog|detail|thread|message|question|answer", re.I),
    "complementary": re.compile(r"complementary|contentinfo|navigation|search", re.I),
}
KEYWORD_NEAR = 3  # ancestors (levels above the block) whose class/id count as "near"
KEYWORD_GROUPS = tuple(KEYWORD_RES)
# Marks that end a sentence in the four languages (Tibetan shad, Arabic comma/question, CJK).
SENTENCE_MARKS_RE = re.compile(r"[.!?\u0f0d\u0f0e\u060c\u061f\u06d4\u3002\uff01\uff1f\uff0c,;:]")
FEATURES = (
    "bias", "log_text", "link_density", "heading", "paragraph", "list_item", "cell", "generic",
    "a1_link_density", "a2_link_density", "a3_link_density", "a5_link_density",
    "a1_log_text", "a3_log_text", "a5_log_text", "a3_page_share",
    "in_main", "main_depth", "furniture_tag", "main_tag",
    *(f"near_{g}" for g in KEYWORD_GROUPS), *(f"far_{g}" for g in KEYWORD_GROUPS),
    "after_h1", "h1_distance", "duplicate", "punctuation", "digits", "path_repeat", "position", "title_like", "rel_text", "link_count",
)
DIGIT_RE = re.compile(r"[0-9\u0f20-\u0f29\u0660-\u0669\u06f0-\u06f9]")


def block_owner(dom: Dom) -> list[int]:
    owner = list(range(len(dom)))
    parent, block = dom.parent, dom.block
    for i in range(len(owner)):
        if not block[i] and parent[i] >= 0:
            owner[i] = owner[parent[i]]
    return owner


def _keyword_masks(dom: Dom) -> list[int]:
    masks = [0] * len(dom)
    for i, el in enumerate(dom.elements):
        words = el.get("class")
        for name in ("id", "role", "itemprop"):
            value = el.get(name)
            if value:
                words = f"{words} {value}" if words else value
        if words:
            m = 0
            for bit, g in enumerate(KEYWORD_GROUPS):
                if KEYWORD_RES[g].search(words):
                    m |= 1 << bit
            masks[i] = m
    return masks


def features(dom: Dom, title: str = "") -> tuple[list[int], list[list[float]]]:
    """Block ids and one feature vector per block."""
    n = len(dom)
    if n == 0:
        return [], []
    parent, own_text, in_link, tags = dom.parent, dom.own_text, dom.in_link, dom.tags
    tree_text, link_text, depth = dom.tree_text, dom.link_text, dom.depth
    owner = block_owner(dom)
    btext = [0] * n
    blink = [0] * n
    bcount = [0] * n
    for i in range(n):
        t = own_text[i]
        if t:
            o = owner[i]
            btext[o] += t
            if in_link[i]:
                blink[o] += t
        if tags[i] == "a" and in_link[i] and (parent[i] < 0 or not in_link[parent[i]]):
            bcount[owner[i]] += 1
    blocks = [i for i in range(n) if btext[i] > 0]
    if not blocks:
        return [], []
    strings: dict[int, list[str]] = {b: [] for b in blocks}
    for o, text in zip(dom.piece_owner, dom.piece_text):
        if text is not None:
            b = owner[o]
            if b in strings:
                strings[b].append(text)
    value = [0] * n
    for b in blocks:
        value[b] = btext[b] - 3 * blink[b]
    total = dom.accumulate(value)
    main = max(range(n), key=total.__getitem__)
    main_end = dom.end[main]
    own_masks = _keyword_masks(dom)
    far = [0] * n
    ftag = [False] * n
    mtag = [False] * n
    for i in range(n):
        p = parent[i]
        tag = tags[i]
        if p >= 0:
            far[i] = far[p] | own_masks[i]
            ftag[i] = ftag[p] or tag in FURNITURE_TAGS
            mtag[i] = mtag[p] or tag in MAIN_TAGS
        else:
            far[i], ftag[i], mtag[i] = own_masks[i], tag in FURNITURE_TAGS, tag in MAIN_TAGS
    path_count: dict[int, int] = {}
    for b in blocks:
        path_count[dom.path[b]] = path_count.get(dom.path[b], 0) + 1
    max_text = max(btext[b] for b in blocks)
    page_text = max(1, tree_text[0])
    title_key = "".join(title.split())
    first_h1 = next((k for k, b in enumerate(blocks) if tags[b] == "h1"), -1)
    seen: dict[str, int] = {}
    texts = ["".join("".join(strings[b]).split()) for b in blocks]
    for c in texts:
        seen[c] = seen.get(c, 0) + 1
    groups = range(len(KEYWORD_GROUPS))
    rows = []
    nb = len(blocks)
    for k, b in enumerate(blocks):
        t = btext[b]
        tag = tags[b]
        text = "".join(strings[b])
        anc = []
        x = b
        near = own_masks[b]
        for level in range(5):
            x = parent[x] if parent[x] >= 0 else x
            anc.append(x)
            if level < KEYWORD_NEAR:
                near |= own_masks[x]
        a1, a3, a5 = anc[0], anc[2], anc[4]
        compact = texts[k]
        fm = far[b]
        rows.append([
            1.0,
            math.log1p(t),
            blink[b] / t,
            1.0 if tag in HEADING_TAGS else 0.0,
            1.0 if tag == "p" else 0.0,
            1.0 if tag == "li" else 0.0,
            1.0 if tag in CELL_TAGS else 0.0,
            1.0 if tag in GENERIC_TAGS else 0.0,
            link_text[a1] / max(1, tree_text[a1]),
            link_text[anc[1]] / max(1, tree_text[anc[1]]),
            link_text[a3] / max(1, tree_text[a3]),
            link_text[a5] / max(1, tree_text[a5]),
            math.log1p(tree_text[a1]),
            math.log1p(tree_text[a3]),
            math.log1p(tree_text[a5]),
            tree_text[a3] / page_text,
            1.0 if main <= b < main_end else 0.0,
            min(8, max(0, depth[b] - depth[main])) / 8 if main <= b < main_end else 0.0,
            1.0 if ftag[b] else 0.0,
            1.0 if mtag[b] else 0.0,
            *(1.0 if near >> g & 1 else 0.0 for g in groups),
            *(1.0 if fm >> g & 1 else 0.0 for g in groups),
            1.0 if 0 <= first_h1 <= k else 0.0,
            min(1.0, abs(k - first_h1) / 20) if first_h1 >= 0 else 1.0,
            1.0 if seen[compact] > 1 else 0.0,
            min(1.0, len(SENTENCE_MARKS_RE.findall(text)) * 40 / t),
            len(DIGIT_RE.findall(text)) / t,
            math.log1p(path_count[dom.path[b]]),
            k / nb,
            1.0 if title_key and compact and (compact in title_key or title_key in compact) else 0.0,
            math.log((t + 1) / (max_text + 1)),
            math.log1p(bcount[b]),
        ])
    return blocks, rows


def select(dom: Dom, *, title: str = "", params: Mapping[str, float] | None = None) -> list[int]:
    raise NotImplementedError
