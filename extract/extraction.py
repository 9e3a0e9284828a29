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

import gc
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import compress
from operator import itemgetter

from extract.algorithms import get_algorithm
from extract.algorithms.auto.words import HEADING_TAGS
from extract.decode import Decoded, decode_page
from extract.dom import Dom, build_dom
from extract.dzongkha import is_dzongkha
from extract.sanskrit import SANSKRIT_LANGUAGE, is_sanskrit
from extract.scripts import (
    ARABIC_LETTER_RUNS_RE,
    CYRILLIC_RUNS_RE,
    HAN_RUNS_RE,
    HANGUL_RUNS_RE,
    KANA_RUNS_RE,
    LATIN_RUNS_RE,
    TIBETAN_LETTER_RUNS_RE,
)
from extract.recognize import LANGUAGE_OF_SCRIPT
from extract.title import reader_title, shared_title
from extract.uyghur import arabic_stats, cyrillic_uyghur_score, latin_uyghur_score

# The same letters as UTF-8 sequences, for counting on bytes (``utf8_count``):
# TIBETAN_LETTER_RANGE U+0F40-U+0FBC is every character led by E0 BD (U+0F40-U+0F7F)
# or E0 BE (U+0F80-U+0FBF) but U+0FBD-U+0FBF.
TIBETAN_LETTER_UTF8: tuple[tuple[bytes, int], ...] = (
    (b"\xe0\xbd", 1), (b"\xe0\xbe", 1), (b"\xe0\xbe\xbd", -1), (b"\xe0\xbe\xbe", -1), (b"\xe0\xbe\xbf", -1))
# ASCII letters (an ASCII sample's Latin letters are what deleting these leaves out).
ASCII_LETTERS = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
# The commonest characters that no script of SCRIPT_RUNS holds, counted on the UTF-8 bytes (fast ``count``s):
# the space, the line break and the Tibetan block's U+0F00-U+0F3F (led by E0 BC: the syllable dot, shad, digits).
NON_LETTER_UTF8: tuple[tuple[bytes, int], ...] = ((b" ", 1), (b"\n", 1), (b"\xe0\xbc", 1))
# The scripts main_language weighs, in the order that breaks ties (disjoint ranges).
SCRIPT_RUNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("tibetan", TIBETAN_LETTER_RUNS_RE), ("arabic", ARABIC_LETTER_RUNS_RE), ("han", HAN_RUNS_RE),
    ("kana", KANA_RUNS_RE), ("hangul", HANGUL_RUNS_RE), ("cyrillic", CYRILLIC_RUNS_RE), ("latin", LATIN_RUNS_RE))
CJK_CHAR_WEIGHT = 3  # a Han character carries about a word: counts as 3 letters (seed 003 counts 2 bytes);
#                     main_language and page_kind weigh Han so (a Chinese thread's Latin user names and dates
#                     do not make it English)
SCRIPT_WEIGHTS = {"han": CJK_CHAR_WEIGHT}  # letters of a script weigh this much (others 1)
# The heaviest weight among the scripts after each one in SCRIPT_RUNS (what the uncounted letters may weigh).
_WEIGHT_AFTER = tuple(max((SCRIPT_WEIGHTS.get(later, 1) for later, _ in SCRIPT_RUNS[k + 1:]), default=1)
                      for k in range(len(SCRIPT_RUNS)))
# Arabic-script text is Uyghur by the recogniser's letter shares (extract.uyghur.ArabicStats.reads_as_uyghur:
# Kazakh, Kyrgyz and Sorani write ە ۇ ۋ ڭ ھ ۆ too); other Arabic-script text is named as the recogniser names it.
NON_UYGHUR_ARABIC = LANGUAGE_OF_SCRIPT["Arab"]  # "und-Arab"
# Letters read to name the language (a bounded prefix keeps big pages fast).
LANGUAGE_SAMPLE_CHARS = 20000

# Hub pages (a section front, a list of articles): the kept text is a list of
# headline links, not running text. A "headline" is a kept block whose text is at
# least HUB_HEADLINE_LINK_SHARE link text and at least HUB_HEADLINE_CHARS long (a
# title linking to its article), with a link to another page: a link to a place on
# the page itself (``href="#p12"``, RFC 3986 §4.4 same-document reference) is a
# forum post's subject ("Re: <the thread's title>" over every post in phpBB) or a
# table of contents, no headline. A page is a hub when
#   1. nothing was kept, or
#   2. at least HUB_MIN_HEADLINES headlines make at least HUB_HEADLINE_BLOCK_SHARE
#      of the kept blocks and no kept block holds a real paragraph
#      (HUB_PARAGRAPH_CHARS non-link characters: teasers and intros are shorter), or
#   3. no kept block holds HUB_SHORT_CHARS non-link characters, links are at least
#      HUB_LINK_SHARE of the page's text and at least HUB_LINKED_BLOCK_SHARE of the
#      kept blocks hold a link (a bare link list, an entry's date beside its link), or
#   4. every kept block is a heading and links are at least HUB_LINK_SHARE of the
#      page's text (a section's name over its headline list, which the extractor
#      left out as links: the list stood outside the ``<main>`` holding the name).
# A short article keeps its paragraphs with no or one headline-like link and stays an
# article; so do a notice of two short sentences, a poem of short lines and a thread of
# one-line posts, whose kept lines hold no link (they were hubs before the last clause).
# Measured on extraction-dev with auto (page_type labels): 0 of 78 article,
# 2 of 120 article-zh, 0 of 46 forum, 0 of 44 service, 0 of 42 product and 4 of 42
# documentation pages (link indexes) are hubs; 15 of 88 listing/collection pages are
# (rule 3 alone: 0; the 2 it took before keep short titles without links; the others
# keep descriptive paragraphs that their ground truth holds, so they read as
# articles); on the demo web every list page is a hub and every article an article.
HUB_HEADLINE_LINK_SHARE = 0.8
HUB_HEADLINE_CHARS = 10
HUB_MIN_HEADLINES = 3
HUB_HEADLINE_BLOCK_SHARE = 0.2
HUB_PARAGRAPH_CHARS = 300
HUB_SHORT_CHARS = 60
HUB_LINKED_BLOCK_SHARE = 0.5
HUB_LINK_SHARE = 0.3


@dataclass
class Extraction:
    """The main text of one page and how it was found (architecture.md contract)."""

    text: str  # main text, blocks separated by "\n"
    title: str
    language: str  # language of the main text ("bo", "ug", "dz", "sa-Tibt", "zh", "en", ...), "none" when empty
    algorithm: str
    kind: str  # "article" or "hub" (a page that is mostly links / list)
    nodes: list  # kept lxml elements, in document order, for inspection
    decoded: Decoded
    node_ids: list[int] | None = None  # the kept ids in the page's Dom (pre-order)


def letters(runs: re.Pattern[str], text: str) -> int:
    """How many letters of ``text`` the run pattern ``runs`` matches.

    >>> letters(LATIN_RUNS_RE, "two words, 中文")
    8
    """
    return sum(map(len, runs.findall(text)))


def script_letters(sample: str) -> dict[str, int]:
    """Letters per script of ``sample``, as far as needed to name its main script.

    ``SCRIPT_RUNS`` are disjoint character sets, so once the leading script's
    weight (letters times ``SCRIPT_WEIGHTS``) is at least what the letters not
    yet counted could weigh, no later script can pass it and the rest are left
    out (an ASCII sample holds Latin letters only). The leading script is the
    first with the most weight, as :func:`main_script` picks it. The commonest characters no script
    holds (``NON_LETTER_UTF8``: spaces, line breaks, the syllable dot) are no uncounted letters: a
    Tibetan page is told by its Tibetan count alone, with no pass for the other scripts.

    >>> script_letters("ཀཁག ab"), script_letters("ab")
    ({'tibetan': 3, 'arabic': 0, 'han': 0}, {'latin': 2})
    """
    if sample.isascii():
        data = sample.encode("ascii")
        return {"latin": len(data) - len(data.translate(None, ASCII_LETTERS))}
    counts: dict[str, int] = {}
    uncounted = len(sample)
    best = 0
    for (script, runs), weight_after in zip(SCRIPT_RUNS, _WEIGHT_AFTER):
        if script == "tibetan":  # the first and most common: counted on the UTF-8 bytes
            data = sample.encode("utf-8", "surrogatepass")
            count = utf8_count(data, TIBETAN_LETTER_UTF8)
            uncounted -= utf8_count(data, NON_LETTER_UTF8)
        else:
            count = letters(runs, sample)
        counts[script] = count
        uncounted -= count
        best = max(best, count * SCRIPT_WEIGHTS.get(script, 1))
        if best >= uncounted * weight_after:
            break
    return counts


def main_script(counts: dict[str, int]) -> tuple[str, int]:
    """(the script with the most weight, its letters): the first of the heaviest, in SCRIPT_RUNS order.

    >>> main_script({"han": 10, "latin": 25}), main_script({"han": 8, "latin": 25})
    (('han', 10), ('latin', 25))
    """
    script = max(counts, key=lambda name: counts[name] * SCRIPT_WEIGHTS.get(name, 1))
    return script, counts[script]


def utf8_count(data: bytes, sequences: tuple[tuple[bytes, int], ...]) -> int:
    """Occurrences of UTF-8 ``sequences`` in ``data``, each weighted (+1 or -1): letters counted in C.

    A lead byte never occurs inside another character's UTF-8, so counting the
    sequences that start with one counts characters exactly.

    >>> utf8_count("ཀ་ཁ ྾".encode(), TIBETAN_LETTER_UTF8)  # U+0FBE is no letter
    2
    """
    return sum(data.count(sequence) * weight for sequence, weight in sequences)


def main_language(text: str) -> str:
    """The language of ``text`` from its letters: bo, dz, sa-Tibt, ug, ug-Latn, ug-Cyrl, und-Arab, zh, ja, ko, ru,
    en or none.

    Tibetan-script text is Sanskrit or Dzongkha by the recogniser's tests too (:func:`extract.sanskrit.is_sanskrit`,
    :func:`extract.dzongkha.is_dzongkha`).

    Arabic, Latin and Cyrillic text is Uyghur when the recogniser's letter tests say so
    (:attr:`extract.uyghur.ArabicStats.reads_as_uyghur`, on text of any length;
    :func:`extract.uyghur.latin_uyghur_score`, :func:`extract.uyghur.cyrillic_uyghur_score`);
    other Arabic-script text (Kazakh, Kyrgyz, Sorani, Arabic, Persian ...) is ``und-Arab``.

    >>> main_language("ئۇيغۇر تىلى"), main_language("قازاق ءتىلى تۇركى تىلدەرىنىڭ ءبىرى"), main_language("中文")
    ('ug', 'und-Arab', 'zh')
    >>> main_language("")
    'none'
    """
    sample = text[:LANGUAGE_SAMPLE_CHARS]
    counts = script_letters(sample)
    script, count = main_script(counts)
    if count == 0:
        return "none"
    if script == "tibetan":
        if is_sanskrit(sample):
            return SANSKRIT_LANGUAGE
        return "dz" if is_dzongkha(sample) else "bo"
    if script == "arabic":
        return "ug" if arabic_stats(sample).reads_as_uyghur else NON_UYGHUR_ARABIC
    if script in ("han", "kana"):
        han = counts["han"]
        kana = counts["kana"] if "kana" in counts else letters(KANA_RUNS_RE, sample)
        return "ja" if kana > han / 4 else "zh"
    if script == "latin":
        return "ug-Latn" if latin_uyghur_score(sample) else "en"
    if script == "cyrillic":
        return "ug-Cyrl" if cyrillic_uyghur_score(sample) else "ru"
    return "ko"


def _han_letters(dom: Dom, keep: bytearray) -> dict[int, int]:
    """Han letters of the kept nodes' own text pieces, by node (nodes without non-ASCII text left out)."""
    owners = dom.piece_owner
    # the kept pieces, chosen in C: itemgetter reads keep[owner] for every piece at once
    flags = itemgetter(*owners)(keep) if len(owners) > 1 else [keep[i] for i in owners]
    han: dict[int, int] = {}
    for i, piece in zip(compress(owners, flags), compress(dom.piece_text, flags)):
        if piece is not None and not piece.isascii():
            han[i] = han.get(i, 0) + letters(HAN_RUNS_RE, piece)
    return han


def page_kind(dom: Dom, kept: list[int], text: str | None = None) -> str:
    """"hub" for a page whose kept text is a list of headline links or a bare link list, else "article".

    See the ``HUB_*`` constants for the ladder and its measurement. ``text``, when
    given, is ``dom.render(kept)``: without a Han character in it no kept piece
    has one, and the pieces are not searched.
    """
    page_text = dom.tree_text[0] if len(dom) else 0
    if not kept or not page_text:
        return "hub"
    in_link, parent, block = dom.in_link, dom.parent, dom.block
    keep = bytearray(len(dom))
    for i in kept:
        keep[i] = 1
    han = _han_letters(dom, keep) if text is None or HAN_RUNS_RE.search(text) else {}
    # a kept node weighs its own non-whitespace characters (the DOM's count), Han ones CJK_CHAR_WEIGHT times
    own_text = dom.own_text
    text: dict[int, int] = {}
    link: dict[int, int] = {}
    for i in set(kept):
        weight = own_text[i] + (CJK_CHAR_WEIGHT - 1) * han.get(i, 0)
        if weight:
            b = i  # the block that owns i's text (_blocks.block_owner, for the kept nodes only)
            while not block[b] and parent[b] >= 0:
                b = parent[b]
            text[b] = text.get(b, 0) + weight
            if in_link[i]:
                link[b] = link.get(b, 0) + weight
    if not text:
        return "hub"
    longest = max(t - link.get(b, 0) for b, t in text.items())
    headlines = sum(1 for b, t in text.items()
                    if link.get(b, 0) >= max(HUB_HEADLINE_CHARS, HUB_HEADLINE_LINK_SHARE * t) and _links_away(dom, b))
    if (headlines >= HUB_MIN_HEADLINES and headlines >= HUB_HEADLINE_BLOCK_SHARE * len(text)
            and longest < HUB_PARAGRAPH_CHARS):
        return "hub"
    linked_page = dom.link_text[0] / page_text >= HUB_LINK_SHARE
    if longest < HUB_SHORT_CHARS and linked_page and len(link) >= HUB_LINKED_BLOCK_SHARE * len(text):
        return "hub"
    if linked_page and all(dom.tags[b] in HEADING_TAGS for b in text):
        return "hub"
    return "article"


def _links_away(dom: Dom, b: int) -> bool:
    """Whether block ``b`` links to another page (not to a ``#fragment`` of this one): a link in it or around it."""
    elements, tags, parent, in_link = dom.elements, dom.tags, dom.parent, dom.in_link
    around = b
    while around >= 0 and in_link[around] and not (tags[around] == "a" and elements[around].get("href") is not None):
        around = parent[around]
    anchors = [around] if around >= 0 and in_link[around] else [i for i in range(b, dom.end[b]) if tags[i] == "a"]
    return any(_goes_away(elements[i].get("href")) for i in anchors)


def _goes_away(href: str | None) -> bool:
    """Whether a link's ``href`` leads to another page: not absent, not a same-document ``#fragment``."""
    return href is not None and not href.strip().startswith("#")


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector for the work inside, then restore it as it was.

    One page allocates hundreds of thousands of short-lived lists and tuples, each of which counts
    towards a generation-0 collection; the page's objects form no cycles that need collecting while it
    runs, so the collections are pure cost (measured in session 42: 2-4 % more pages per CPU-second
    on the dev set, alternating runs with and without the pause). Collection resumes, with its usual
    thresholds, when the page is done; a collector the caller had switched off stays off. The switch is the
    process's: while a page runs (the crawler's pipeline runs it on a worker thread), no thread's cyclic garbage
    is collected; it waits for the next collection, a page's time later. Pauses may overlap: the collector is on
    again once the first pause that found it on has ended.

    >>> with collector_paused():
    ...     gc.isenabled()
    False
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def extract_decoded(decoded: Decoded, url: str | None = None, algorithm: str = "auto",
                    params: Mapping[str, float] | None = None) -> Extraction:
    """Extract the main text of an already decoded page with the named algorithm (``url``: see ``extract_page``)."""
    with collector_paused():
        return _extract_decoded(decoded, algorithm, params)


def _extract_decoded(decoded: Decoded, algorithm: str, params: Mapping[str, float] | None) -> Extraction:
    """``extract_decoded``'s steps (the collector paused around them)."""
    select = get_algorithm(algorithm)
    dom = build_dom(decoded.root, decoded.naming_attributes)
    title = decoded.title or dom.title
    kept = sorted(set(select(dom, title=title, params=params)))
    title = reader_title(dom, title, shared_title(decoded.root))
    text = dom.render(kept)
    return Extraction(
        text=text,
        title=title,
        language=main_language(text),
        algorithm=algorithm,
        kind=page_kind(dom, kept, text),
        nodes=[dom.elements[i] for i in kept],
        decoded=decoded,
        node_ids=kept,
    )


def extract_page(body: bytes, url: str | None = None, headers: Mapping[str, str] | None = None,
                 algorithm: str = "auto") -> Extraction:
    """Decode a page's bytes and extract its main text (the crawler's pipelines in one call). ``url`` is the
    page's address for callers that have one; no step reads it yet (as ``extract_decoded``'s)."""
    with collector_paused():  # (around the decoding too)
        return _extract_decoded(decode_page(body, headers), algorithm, None)
