"""A page's own robots directives: ``<meta name="robots">`` and the ``X-Robots-Tag`` header.

robots.txt says which URLs a crawler may fetch; these say what it may do with a
page it fetched. The crawl obeys the one about crawling: a page that says
``nofollow`` (or ``none``) gives no links to follow, as Heritrix's ExtractorHTML
does under its classic robots policy (Scrapy reads neither). ``noindex``,
``noarchive`` and the rest are about publishing, which is the corpus builder's
business: the crawl stores the page and writes its directives into the manifest
record (``robots``), so a search index built from the mirror can leave those
pages out.

Read as search engines read them (Google's "Robots meta tag and X-Robots-Tag
specifications"): directive names are case-insensitive and comma-separated; a
``<meta>`` named ``robots`` or after the crawler applies to it; an
``X-Robots-Tag`` value may start with a user agent and a colon, and then applies
to that agent only; ``none`` is ``noindex, nofollow``.

>>> import lxml.html
>>> root = lxml.html.fromstring('<html><head><meta name="ROBOTS" content="NoFollow, noarchive"></head></html>')
>>> sorted(page_directives(root, ["otherbot: noindex", "noimageindex"], agent="tsheg"))
['noarchive', 'nofollow', 'noimageindex']
>>> sorted(page_directives(root, ["tsheg: none"], agent="tsheg"))
['noarchive', 'nofollow', 'noindex']
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

GENERIC_AGENT = "robots"   # the <meta> name that speaks to every crawler
NOFOLLOW = "nofollow"      # follow no link of this page
NONE_DIRECTIVE = "none"    # shorthand of the two below
NONE_MEANS = frozenset({"noindex", NOFOLLOW})
# A directive name: letters, digits, '-' and '_' ("max-snippet: 50" keeps its name; values are not needed here).
DIRECTIVE_RE = re.compile(r"^\s*([a-z][a-z0-9_-]*)")
# An X-Robots-Tag value addressed to one crawler: "agent: directives" (a directive name followed by a
# colon and a value, "max-snippet: 20", is no agent: agents are told apart by the known directives).
AGENT_PREFIX_RE = re.compile(r"^\s*([a-z0-9_.-]+)\s*:\s*(.*)$", re.IGNORECASE)
DIRECTIVES_WITH_VALUES = frozenset({"max-snippet", "max-image-preview", "max-video-preview", "unavailable_after"})


def page_directives(root: Any, header_values: Iterable[str], agent: str) -> frozenset[str]:
    """The directives (lower case, ``none`` spelt out) of the page's robots ``<meta>`` elements and
    ``X-Robots-Tag`` header values that apply to ``agent``."""
    agent = agent.lower()
    names = {GENERIC_AGENT, agent}
    found: set[str] = set()
    for meta in root.iter("meta"):
        if (meta.get("name") or "").strip().lower() in names:
            found |= _directives(meta.get("content") or "")
    for value in header_values:
        addressed = AGENT_PREFIX_RE.match(value)
        if addressed and addressed.group(1).lower() not in DIRECTIVES_WITH_VALUES:
            if addressed.group(1).lower() != agent:
                continue
            value = addressed.group(2)
        found |= _directives(value)
    if NONE_DIRECTIVE in found:
        found = (found - {NONE_DIRECTIVE}) | NONE_MEANS
    return frozenset(found)


def _directives(value: str) -> set[str]:
    """The directive names of a comma-separated list ("noindex, max-snippet: 20" -> noindex, max-snippet)."""
    return {match.group(1) for match in map(DIRECTIVE_RE.match, value.lower().split(",")) if match}
