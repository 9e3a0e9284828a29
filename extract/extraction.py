"""``extract_page`` / ``extract_decoded``: a page's main text, title, language and kind.

The steps, each a small function below:

1. ``decode_page`` (bytes -> one Unicode lxml tree; skipped by ``extract_decoded``);
2. ``build_dom``: the one DOM model, built once;
3. the chosen algorithm (``auto`` by default) returns the kept node ids;
4. ``Dom.render`` turns them into text, one line per block;
5. ``main_language`` names the language of that text from its script counts;
6. ``page_kind`` says "hub" for a page that is mostly links with little main
   text (a section front, a list of articles), else "article".

>>> e = extract_page("<html><head><title>ཀ</title></head><body><p>བོད་ཀྱི་ཡི་གེ་འདི་ནི་སྐད་ཡིག་ཅིག་རེད།</p></body></html>".encode())
>>> e.title, e.language, e.kind, e.text
('ཀ', 'bo', 'article', 'བོད་ཀྱི་ཡི་གེ་འདི་ནི་སྐད་ཡིག་ཅིག་རེད།')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from extract.algorithms import get_algorithm
from extract.algorithms._blocks import block_owner
from extract.decode import Decoded, decode_page
from extract.dom import Dom, build_dom
from extract.dzongkha import is_dzongkha
from extract.scripts import UYGHUR_MARKER_LETTERS

# Script letters counted in the main text (extract.scripts ranges).
TIBETAN_LETTER_RE = re.compile(r"[\u0f40-\u0fbc]")
ARABIC_LETTER_RE = re.compile(r"[\u0620-\u064a\u066e-\u06d5\u06ee-\u06ff\u0750-\u077f]")
HAN_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
KANA_RE = re.compile(r"[\u3040-\u30ff]")
HANGUL_RE = re.compile(r"[\uac00-\ud7af]")
CYRILLIC_RE = re.compile(r"[\u0400-\u04ff]")
LATIN_RE = re.compile(r"[A-Za-z\u00c0-\u024f]")
# Arabic-script text is Uyghur when its Uyghur-only letters (ې ۆ ۈ ۇ ڭ ۋ ھ ئ ە) are at
# least this share of its Arabic letters (our own Uyghur sentences: 15-25 %;
# Arabic and Persian prose: 0-2 %, mostly ئ and ھ).
UYGHUR_MARKER_SHARE = 0.05
# Letters read to name the language (a bounded prefix keeps big pages fast).
LANGUAGE_SAMPLE_CHARS = 20000

# Hub pages (a section front, a list of links): no kept block holds a paragraph,
# i.e. HUB_PARAGRAPH_CHARS non-link characters (non-whitespace) in one block, and the
# page's text is at least HUB_LINK_SHARE link text; or nothing was kept at all.
# A short article keeps one real paragraph among many links and stays an article.
# On extraction-dev (auto): no article page (0/198) is a hub; 7 of the 88 listing/collection
# pages are (the others open with an intro paragraph, which their ground truth keeps).
HUB_PARAGRAPH_CHARS = 60
CJK_CHAR_WEIGHT = 3  # a Han character carries about a word: counts as 3 letters (seed 003 counts 2 bytes)
HUB_LINK_SHARE = 0.3


@dataclass
class Extraction:
    """The main text of one page and how it was found (architecture.md contract)."""

    text: str  # main text, blocks separated by "\n"
    title: str
    language: str  # language of the main text ("bo", "ug", "dz", "zh", "en", ...), "none" when empty
    algorithm: str
    kind: str  # "article" or "hub" (a page that is mostly links / list)
    nodes: list  # kept lxml elements, in document order, for inspection
    decoded: Decoded
    node_ids: list[int] | None = None  # the kept ids in the page's Dom (pre-order)


def main_language(text: str) -> str:
    """The language of ``text`` from its letters: bo, dz, ug, ar, zh, ja, ko, ru, en or none.

    >>> main_language("ئۇيغۇر تىلى"), main_language("中文"), main_language("")
    ('ug', 'zh', 'none')
    """
    sample = text[:LANGUAGE_SAMPLE_CHARS]
    counts = {
        "tibetan": len(TIBETAN_LETTER_RE.findall(sample)),
        "arabic": len(ARABIC_LETTER_RE.findall(sample)),
        "han": len(HAN_RE.findall(sample)),
        "kana": len(KANA_RE.findall(sample)),
        "hangul": len(HANGUL_RE.findall(sample)),
        "cyrillic": len(CYRILLIC_RE.findall(sample)),
        "latin": len(LATIN_RE.findall(sample)),
    }
    script, count = max(counts.items(), key=lambda item: item[1])
    if count == 0:
        return "none"
    if script == "tibetan":
        return "dz" if is_dzongkha(sample) else "bo"
    if script == "arabic":
        markers = sum(1 for ch in sample if ch in UYGHUR_MARKER_LETTERS)
        return "ug" if markers >= UYGHUR_MARKER_SHARE * count else "ar"
    if script in ("han", "kana"):
        return "ja" if counts["kana"] > counts["han"] / 4 else "zh"
    return {"hangul": "ko", "cyrillic": "ru", "latin": "en"}[script]


def page_kind(dom: Dom, kept: list[int]) -> str:
    """"hub" when no kept block holds a paragraph and links fill the page, else "article"."""
    page_text = dom.tree_text[0] if len(dom) else 0
    if not kept or not page_text:
        return "hub"
    in_link = dom.in_link
    owner = block_owner(dom)
    keep = bytearray(len(dom))
    for i in kept:
        keep[i] = 1
    non_link: dict[int, int] = {}
    for i, text in zip(dom.piece_owner, dom.piece_text):
        if text is not None and keep[i] and not in_link[i]:
            weight = len("".join(text.split())) + (CJK_CHAR_WEIGHT - 1) * len(HAN_RE.findall(text))
            non_link[owner[i]] = non_link.get(owner[i], 0) + weight
    longest = max(non_link.values(), default=0)
    if longest >= HUB_PARAGRAPH_CHARS:
        return "article"
    return "hub" if dom.link_text[0] / page_text >= HUB_LINK_SHARE else "article"


def extract_decoded(decoded: Decoded, url: str | None = None, algorithm: str = "auto",
                    params: Mapping[str, float] | None = None) -> Extraction:
    """Extract the main text of an already decoded page with the named algorithm."""
    select = get_algorithm(algorithm)
    dom = build_dom(decoded.root)
    title = decoded.title or dom.title
    kept = sorted(set(select(dom, title=title, params=params)))
    text = dom.render(kept)
    return Extraction(
        text=text,
        title=title,
        language=main_language(text),
        algorithm=algorithm,
        kind=page_kind(dom, kept),
        nodes=[dom.elements[i] for i in kept],
        decoded=decoded,
        node_ids=kept,
    )


def extract_page(body: bytes, url: str | None = None, headers: Mapping[str, str] | None = None,
                 algorithm: str = "auto") -> Extraction:
    """Decode a page's bytes and extract its main text (the crawler's pipelines in one call)."""
    return extract_decoded(decode_page(body, headers), url=url, algorithm=algorithm)
