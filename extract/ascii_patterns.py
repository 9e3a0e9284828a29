"""ASCII twins of regular expressions: the same matches on ASCII text, at ASCII speed.

Python's ``re`` compiles a ``str`` pattern with Unicode semantics; under
``re.IGNORECASE`` every character of the subject is then folded with the
Unicode case tables (with the extra folds of ı, İ, ſ and the Kelvin sign)
before it is compared: several times slower than the table lookup of
``re.ASCII``. Class and id names (``class="post-meta share-bar"``) are ASCII
but for a few: :func:`ascii_twin` gives the pattern to use on those.

Why the matches are the same (Python ``re`` documentation, ``re.ASCII`` and
``re.IGNORECASE``): on an ASCII subject only the ASCII characters of a pattern
can match; ``\\w``, ``\\W``, ``\\b``, ``\\B``, ``\\d``, ``\\D``, ``\\s``, ``\\S``
agree on ASCII characters under both; case-insensitively an ASCII pattern
character matches the same ASCII characters under both (its Unicode-only
partners, such as U+212A KELVIN SIGN for ``k``, are no ASCII). A pattern that
names a character beyond ASCII (written as itself or as an ``\\x``, ``\\u``,
``\\U``, ``\\N`` or octal escape) might match an ASCII character through a
Unicode fold (``\\u017f``, long s, matches ``s``): it has no twin, and is used
as it is.

>>> twin = ascii_twin(re.compile(r"\\bshare(?!d)", re.IGNORECASE))
>>> twin.flags & re.ASCII != 0, bool(twin.search("SHARE-bar")), bool(twin.search("shared"))
(True, True, False)
>>> pattern = re.compile(r"\\u017f", re.IGNORECASE)
>>> ascii_twin(pattern) is pattern
True
"""

from __future__ import annotations

import re

# Escapes that name a character by its code (\x41, \u00e9, \U0001f600, \N{...}, \101) or a group (\1):
# a pattern with one is given no twin (the character may lie beyond ASCII).
CODE_ESCAPE_RE = re.compile(r"\\[xuUN0-9]")


def ascii_twin(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern`` compiled with ``re.ASCII``: the same matches on ASCII text (see the module docstring).

    ``pattern`` itself when its source names a character beyond ASCII or cannot take the flag
    (an inline ``(?u)``).
    """
    source = pattern.pattern
    if not isinstance(source, str) or not source.isascii() or CODE_ESCAPE_RE.search(source):
        return pattern
    try:
        return re.compile(source, (pattern.flags & ~re.UNICODE) | re.ASCII)
    except (re.error, ValueError):
        return pattern


__all__ = ["ascii_twin"]
