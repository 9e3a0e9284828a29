"""Start tags with thousands of attributes, cut before libxml2 parses them.

libxml2 (2.14) parses one start tag in time quadratic in its attributes (each new
attribute is compared with all before it): a ``<p a0="v" a1="v" ... aN="v">``
took 0.44 s at 20,000 attributes, 2.4 s at 40,000 and 124 s at 160,000 (a
1.8 MB page), and in the crawl that parse ran on Scrapy's reactor thread, so
every site stood still meanwhile. No real page comes near: the longest
attribute lists of ``../shared/data/extraction-dev`` and ``recognition-dev``
(736 pages, 698,000 tags, scripts and comments left out) have 29 attributes,
a broken inline style read as many. A tag with more than
:data:`MAX_TAG_ATTRIBUTES` attributes keeps its name and its first
``MAX_TAG_ATTRIBUTES`` attributes (in HTML the first of a repeated attribute
counts, so those keep their values); the rest of its attribute list is
dropped, never any text.

The scan is one regular expression over the page's bytes (C speed, no Python
loop per tag or character), tokenizing start tags as HTML's tokenizer does
(WHATWG HTML §13.2.5.32-40: names end at white space, ``/``, ``=`` or ``>``; a
``>`` or ``<`` inside a quoted value belongs to the value; ``<`` in a name
belongs to the name), with ``<script>`` and ``<style>`` content read as raw text.
It adds about a seventh to :func:`extract.decode_page` on extraction-dev
(0.37 s over 92 MB of pages against 2.3 s).

>>> page = b"<p " + b" ".join(b"a%d" % i for i in range(MAX_TAG_ATTRIBUTES + 5)) + b">text</p>"
>>> cut, count = cut_long_tags(page)
>>> count, cut.endswith(b" a%d>text</p>" % (MAX_TAG_ATTRIBUTES - 1)), len(cut) < len(page)
(1, True, True)
>>> cut_long_tags(b'<p class="x" title="a > b">text</p>')
(b'<p class="x" title="a > b">text</p>', 0)
"""

from __future__ import annotations

import re

# the scan in C where it is built (extract/optional_c.py); the regular expression is the reference, with the same ends
from extract.optional_c import SPEEDUPS as _speedups

# Attributes one start tag keeps (count). 29 is the most any tag of the development pages has
# (extraction-dev and recognition-dev, 736 pages); libxml2 parses a page of tags with 256 attributes
# each about as fast as the page's size warrants (4 MB: 0.24 s against 0.20 s at 100 attributes and
# 0.94 s at 1,000, measured with libxml2 2.14.6), so the cost of a page stays linear in its size.
MAX_TAG_ATTRIBUTES = 256

_SPACE = rb"\t\n\f\r "  # ASCII white space (HTML §13.2.5: tab, LF, FF, CR, space)
# One attribute: separators before it, its name, and an optional value (double-, single- or unquoted).
# Every quantifier is possessive: no backtracking, so each byte of a tag is read a bounded number of times.
_ATTRIBUTE = (rb"[" + _SPACE + rb"/]*+[^" + _SPACE + rb"/>][^" + _SPACE + rb"/=>]*+"
              rb"(?:[" + _SPACE + rb"]*+=[" + _SPACE + rb"]*+(?:\"[^\"]*+\"|'[^']*+'|[^" + _SPACE + rb">]*+))?")
_TAG_NAME = rb"[^" + _SPACE + rb"/>]*+"


def _raw_text_element(name: bytes, few: bytes) -> bytes:
    """A ``<name>`` start tag of ``few`` attributes and its content up to ``</name`` (raw text: no tags inside)."""
    return (rb"<(?i:" + name + rb")(?=[" + _SPACE + rb"/>])" + few
            + rb"[^>]*+(?:>(?:[^<]++|<(?!/(?i:" + name + rb")))*+)?")


def _up_to_long_tag_pattern(max_attributes: int) -> re.Pattern[bytes]:
    """The longest prefix of a page without a start tag of more than ``max_attributes`` attributes: text, markup
    that is no start tag, script and style elements, start tags of few attributes. It stops at a long tag's '<'.
    (The reference of the C scan ``_speedups.up_to_long_tag``; a parameter so that tests can try small counts.)"""
    few = rb"(?:" + _ATTRIBUTE + rb"){0,%d}+(?!" % max_attributes + _ATTRIBUTE + rb")"
    return re.compile(rb"(?:[^<]++|" + _raw_text_element(b"script", few) + rb"|" + _raw_text_element(b"style", few)
                      + rb"|<(?![A-Za-z])|<[A-Za-z]" + _TAG_NAME + few + rb")*+")


_UP_TO_LONG_TAG = _up_to_long_tag_pattern(MAX_TAG_ATTRIBUTES)
# A long tag's '<', name and first MAX_TAG_ATTRIBUTES attributes (kept), then the rest of its attributes (dropped).
_KEPT_PART = re.compile(rb"<[A-Za-z]" + _TAG_NAME + rb"(?:" + _ATTRIBUTE + rb"){%d}+" % MAX_TAG_ATTRIBUTES)
_DROPPED_PART = re.compile(rb"(?:" + _ATTRIBUTE + rb")*+")


def cut_long_tags(data: bytes) -> tuple[bytes, int]:
    """(``data`` with each start tag of more than MAX_TAG_ATTRIBUTES attributes cut to its first ones, how many).

    ``data`` itself when no tag is that long (the common case: one regex match).
    """
    end = _up_to_long_tag(data, 0)
    if end == len(data):
        return data, 0
    pieces: list[bytes] = []
    start = 0
    cut = 0
    while end < len(data):
        kept = _KEPT_PART.match(data, end).end()
        dropped = _DROPPED_PART.match(data, kept).end()
        pieces.append(data[start:kept])
        start = dropped
        cut += 1
        end = _up_to_long_tag(data, dropped)
    pieces.append(data[start:])
    return b"".join(pieces), cut


def _up_to_long_tag(data: bytes, start: int) -> int:
    """Where the scan from ``start`` stops: the '<' of the first start tag of more than MAX_TAG_ATTRIBUTES attributes,
    or ``len(data)``. In C where the speedup is built (``_speedups.up_to_long_tag``: the same ends, a tokenizer
    reading each byte once; ~0.3 s of the 460 extraction-dev pages' 13 s, measured), else ``_UP_TO_LONG_TAG``."""
    if _speedups is None:
        return _UP_TO_LONG_TAG.match(data, start).end()
    return _speedups.up_to_long_tag(data, start, MAX_TAG_ATTRIBUTES)


def long_tags_note(count: int) -> str:
    """The decoding note of a page whose ``count`` long start tags were cut."""
    return (f"parse: {count} start tag{'s' if count != 1 else ''} of more than {MAX_TAG_ATTRIBUTES} attributes "
            f"cut to their first {MAX_TAG_ATTRIBUTES}")


__all__ = ["MAX_TAG_ATTRIBUTES", "cut_long_tags", "long_tags_note"]
