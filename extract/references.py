"""Character references in a page's text, decoded before the parse where a string step needs the characters.

The parser decodes every reference itself; a step that works on the text before
the parse (reversing visual-order Uyghur, converting PUA Tibetan in its context)
must see the characters the references stand for, but never turn a reference into
markup: ``&lt;``, ``&amp;``, ``&quot;`` and the like stay written as they are.
"""

from __future__ import annotations

import html
import re

# A character reference (HTML §13.5: decimal or hex, the semicolon optional; a named one with it).
CHARACTER_REFERENCE_RE = re.compile(r"&(?:#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)")
MARKUP_CHARACTERS = frozenset("<>&\"'")  # what a reference in text may stand for but markup must not become


def decode_text_references(text: str) -> str:
    """Decode the character references of a page's text, but those standing for markup characters.

    >>> decode_text_references("&#1588;&#x6D5;&nbsp;&#60;&amp;&lt;&bogus; &#160 &#3926;&#xF7C;&#xf51")
    'شە\\xa0&#60;&amp;&lt;&bogus; \\xa0 བོད'
    """
    def character(match: re.Match[str]) -> str:
        decoded = html.unescape(match.group())
        return match.group() if decoded in MARKUP_CHARACTERS else decoded

    return CHARACTER_REFERENCE_RE.sub(character, text)
