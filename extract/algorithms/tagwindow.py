"""Tag windows against the title's words (seed 001, §2).

A *tag pair* is a matched start and end tag; a *tag window* is a tag pair
after ``<title>`` whose displayed content is not empty (§2, definition). The
page is normalised first (§2 (1): stray ``< >`` escaped, attributes quoted,
tags paired and nested), which the HTML parser behind :mod:`extract.dom` has
done. Nested pairs are handled innermost first: the inner pair's text is one
window and is removed before the enclosing pair is read (§2), so a window's
text is a node's *own* text (:attr:`Dom.own_text`; inline pairs: see below). Each window and
the title are cut into words, only content words are kept
(:func:`extract.tokenize.content_words`, cut to prefix stems so that Uyghur
suffixes do not hide a shared word), and the windows near the title are
kept (§2, Table 1). §3 names the failure mode: titles whose words never occur
in the body.

The seed's Table 1 and its distance formula are lost (the text is damaged);
what follows is decided here and measured on extraction-dev:

- Windows are block elements: an inline pair (``b``, ``span``, a link inside
  a sentence) shows no window of its own on screen, so its text stays in the
  window of the block around it.
- Title: the longest part of ``<title>`` split at the usual site separators
  (`` | ``, `` - ``, `` _ `` ...), so the site name does not pull in headers
  and footers (``TITLE_SEPARATORS_RE``).
- Distance of a window to the title: ``d = 1 - |W ∩ T| / |T|`` over the sets of
  content words (the share of the title's content words the window lacks).
  A window is *near* when ``d <= DELTA`` and it is not a link window (link
  text share above ``LINK_SHARE_MAX``: navigation repeats titles of other pages).
- Position weighting: the main text runs from the first near window to the
  last one (text spread over several cells or paragraphs that do not repeat
  the title); every non-link window in that span is kept, and so is every
  non-link window sharing a parent with a kept one (the paragraphs after the
  last near window of a long article). Short main text is kept the same way:
  nothing depends on its length.
- Fallback (§3's failure mode): when no window is near the title (or the page
  has no title), the content words of the longest non-link window stand in
  for the title's and the same rule runs again. A window made of title words
  only (the title repeated as a heading) does not count as "near" for this
  test: a page whose body never uses the title's words falls back too.
"""

from __future__ import annotations

from collections.abc import Mapping

import regex

from extract.algorithms._blocks import block_owner, merge_params, own_strings, with_inline
from extract.dom import Dom
from extract.tokenize import content_stems

DELTA = 0.9  # distance at or below which a window is near the title (extraction-dev SH F1: 0.5 .536, 0.75 .674, 0.9 .742)
LINK_SHARE_MAX = 0.5  # link-text share above which a window is navigation (extraction-dev SH F1: 0.3 .671, 0.5 .674; 0.7 no better)

STEM = 5  # letters of an alphabetic word compared (tokenize.stem; extraction-dev SH F1 .765, whole words .749)
HEADING_IS_EVIDENCE = 0.0  # 1: a window of title words only skips the fallback (SH F1 .765; 0: .779)

PARAMS = ("HEADING_IS_EVIDENCE", "DELTA", "LINK_SHARE_MAX", "STEM")

# Separators between an article title and the site name in <title>.
TITLE_SEPARATORS_RE = regex.compile(r"\s+[|\-–—_:·»«/]+\s+|\s*[|｜_]\s*|\s*[-–—]{2,}\s*")


def select(dom: Dom, *, title: str = "", params: Mapping[str, float] | None = None) -> list[int]:
    """Ids of the kept nodes: the windows near the title and the span they bound (seed 001 §2)."""
    p = merge_params(globals(), PARAMS, params)
    if not len(dom):
        return []
    owner = block_owner(dom)
    windows, texts, link_share = _windows(dom, owner)
    if not windows:
        return []
    stem = int(p["STEM"])
    prose = [share <= p["LINK_SHARE_MAX"] for share in link_share]
    # Navigation windows are never near nor kept: their words are not needed.
    window_words = [set(content_stems(t, stem)) if ok else set() for t, ok in zip(texts, prose)]
    title_words = set(content_stems(main_title(title or dom.title), stem))
    near = _near(window_words, prose, title_words, p["DELTA"])
    # A window made of title words only (the title repeated as a heading) is no evidence.
    evidence = [flag and bool(words - title_words) for flag, words in zip(near, window_words)]
    if not any(evidence if p["HEADING_IS_EVIDENCE"] == 0 else near):
        # §3's failure mode: the longest non-link window stands in for the title.
        longest = max((k for k in range(len(windows)) if prose[k]), key=lambda k: len(window_words[k]), default=-1)
        if longest < 0 or not window_words[longest]:
            return []
        near = _near(window_words, prose, window_words[longest], p["DELTA"])
    kept = _span(dom, windows, prose, near)
    return with_inline(dom, kept, owner)


def main_title(title: str) -> str:
    """The longest part of a ``<title>`` split at site separators.

    >>> main_title("ལོ་གསར་གྱི་དུས་ཆེན། | བོད་ལྗོངས་དྲ་བ")
    'ལོ་གསར་གྱི་དུས་ཆེན།'
    """
    parts = [part.strip() for part in TITLE_SEPARATORS_RE.split(title) if part and part.strip()]
    return max(parts, key=len, default="")


def _windows(dom: Dom, owner: list[int]) -> tuple[list[int], list[str], list[float]]:
    """Block nodes with displayed text, their window text and their link-text share."""
    n = len(dom)
    strings = own_strings(dom)
    parts: list[list[str]] = [[] for _ in range(n)]
    chars = [0] * n
    link_chars = [0] * n
    for i in range(n):
        if dom.own_text[i]:
            b = owner[i]
            parts[b].append(strings[i])
            chars[b] += dom.own_text[i]
            if dom.in_link[i]:
                link_chars[b] += dom.own_text[i]
    windows = [i for i in range(n) if chars[i]]
    return windows, [" ".join(parts[i]) for i in windows], [link_chars[i] / chars[i] for i in windows]


def _near(window_words: list[set[str]], prose: list[bool], title_words: set[str], delta: float) -> list[bool]:
    """Windows whose distance ``1 - |W ∩ T| / |T|`` is at most ``delta`` (and not navigation)."""
    if not title_words:
        return [False] * len(window_words)
    size = len(title_words)
    return [ok and 1.0 - len(words & title_words) / size <= delta for words, ok in zip(window_words, prose)]


def _span(dom: Dom, windows: list[int], prose: list[bool], near: list[bool]) -> list[int]:
    """Near windows, the non-link windows between the first and last, and their siblings."""
    hits = [k for k, flag in enumerate(near) if flag]
    first, last = hits[0], hits[-1]
    kept = [windows[k] for k in range(first, last + 1) if prose[k]]
    parents = {dom.parent[w] for w in kept}
    in_span = set(kept)
    for k, w in enumerate(windows):
        if prose[k] and w not in in_span and dom.parent[w] in parents:
            kept.append(w)
    return kept
