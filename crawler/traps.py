"""Crawler traps: infinite calendars, endless pagers, self-repeating paths.

The depth limit bounds every trap, but a calendar page links to five more
calendar pages, so even a few levels cost hundreds of requests. The guard looks
at a page's own links before any of them is requested:

* A link is a **numeric variant** of the page when the two URLs are equal once
  every run of digits is replaced by ``#`` (``/calendar/2024/05/`` ->
  ``/calendar/2024/06/``, ``/list_2.html`` -> ``/list_3.html``), possibly with
  extra all-digit segments (``/calendar/2024/05/`` -> ``/calendar/2024/05/01/``).
* A page is **productive** when it links (inside its site) to at least one URL
  that is not a numeric variant of it, that the page which led to it did not
  link to, and that the crawl has not met yet: a real list page brings new
  articles, a calendar or a trap pager brings only more of itself (and the
  site's menu).
* A page that links mostly to variants of itself (at least
  :data:`MIN_TRAP_VARIANTS`, and :data:`MIN_VARIANT_SHARE` of its links), is not
  productive and carries little text of its own (:data:`THIN_PAGE_CHARS`) IS a
  trap page: it is not stored and none of its links is followed.
* Otherwise numeric variants are followed along at most
  :data:`MAX_VARIANT_CHAIN` steps in a row (a long list), except from a page
  that is not productive and was itself reached by a variant step: a
  self-similar structure (a calendar with filler) costs one fan-out, not a tree.
* A page that **reads on** is the exception: a page in the site's languages
  with text of its own (:data:`CONTENT_PAGE_CHARS`) that links to at most
  :data:`MAX_READ_ON_VARIANTS` new numeric variant of itself (a chapter of a
  paged e-text linking to the next, a news article linking to the previous and
  next one) has that variant followed, however long the chain: each step costs
  one request and brings one stored page, and ``max_depth`` bounds the chain.
  Serialised e-texts and prev/next news chains are common on Tibetan sites;
  before this rule a 12-chapter text was cut after its second chapter.
* Any link whose path repeats one segment :data:`MAX_SEGMENT_REPEATS` times
  (``/a/b/a/b/a/b/``, relative-link loops) or has more than
  :data:`MAX_PATH_SEGMENTS` segments is refused.
* **Query variants** (facets, sort orders, view switches) are capped per path:
  a link's query is a **combination** when it has at least
  :data:`MIN_COMBINED_WORDS` parameters with a word value, a value that is no
  identifier (:func:`is_identifier`): ``color=red&size=big``,
  ``sort=date&order=asc``. Its **shape** is those word-valued parameters, names
  and values; identifier parameters are left out. The first
  :data:`MAX_QUERY_SHAPES` distinct shapes met on one path (scheme, host, port
  and path, ``/shop/list``) are followed, with all their identifier values; a
  link of a further shape is not (:class:`QueryShapes`). A shape counts when a
  link of it is requested (crawler/frontier.py), not when it is merely seen: the
  links of a page that are not followed (``nofollow``, a trap, past the depth)
  take no share. Start URLs and the pages a sitemap lists are not capped: the
  configuration and the site name them on purpose. A facet page linking
  a dozen combinations, each linking a dozen more, so costs a few dozen
  requests, not the page budget. The query sites of old CMS are crawled whole:
  one numeric parameter is no combination (``read.php?tid=456``, phpBB
  ``viewtopic.php?t=7&start=15``, ASP ``news.asp?id=123``), nor is one word
  parameter (``index.php?title=Lhasa``, ``tag.php?name=…``), and fixed words
  around an identifier are one shape for all its values (Discuz!
  ``forum.php?mod=viewthread&tid=9``, Joomla!
  ``option=com_content&view=article&id=5``, PHPCMS
  ``m=content&c=index&a=show&id=345``). The rule's limit: a site whose pages
  are told apart by a word combined with another word parameter
  (``?lang=bo&slug=news-title``) gets :data:`MAX_QUERY_SHAPES` of them per path.
  Numbers in facets (``price=10``) count as identifiers: their variants are the
  numeric-variant guard's business.

So a trap costs the request for its entry page and nothing more, while a
paginated list is followed page by page as long as each page brings new links.
The reading is ours (the seeds do not treat traps); the thresholds were checked
on the dev crawl site, where each trap costs exactly its entry request.
For query variants Heritrix's guide ("Avoiding Too Much Dynamic Content") has
the operator write a regular expression per site; the shape rule is ours.
"""

from __future__ import annotations

import re
import urllib.parse
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field

MIN_TRAP_VARIANTS = 2        # variants of itself a page must link to before it can be a trap
MAX_VARIANT_CHAIN = 20       # variant-of-parent steps in a row (a 20-page list is followed to its end)
MIN_VARIANT_SHARE = 0.5      # share of a trap page's in-site links that are variants of itself
THIN_PAGE_CHARS = 130        # characters of text outside links (no spaces) below which a self-linking page
                             # is a trap, not content: dev-site calendars and pagers 23-94 (a heading and one
                             # "nothing here" line), a two-sentence Tibetan news brief ~170; about their
                             # geometric middle (200 lost such briefs whose related links were all met)
CONTENT_PAGE_CHARS = 400     # characters of text outside links (no spaces) from which a target page carries text of
                             # its own and may read on: about three times a two-sentence brief (~170), a third of a
                             # short chapter or article (~1,200); dev-site calendars and pagers have 23-94
MAX_READ_ON_VARIANTS = 1     # new numeric variants a page that reads on may link to: the next page of a linear
                             # chain (a calendar month links to several new months and days: a tree, not a chain)
MAX_SEGMENT_REPEATS = 3      # the same path segment this often in one URL: a relative-link loop
MAX_PATH_SEGMENTS = 32       # deeper paths are generated, not written by people
MIN_COMBINED_WORDS = 2       # word-valued query parameters a query must have to be a combination (facets, sorting);
                             # fewer is an address (``?id=123``, ``?title=…``), never capped
MAX_QUERY_SHAPES = 32        # distinct combinations (shapes) of word-valued query parameters followed per path: our
                             # choice, above the page kinds one CMS entry script serves with fixed words (Joomla!
                             # option/view, PHPCMS m/c/a, Discuz! mod: a handful to a few dozen), far below the
                             # combinations of a facet page (6 facets of 2 values or none: 729 queries)

DIGITS_RE = re.compile(r"\d+")   # a run of ASCII digits: the part a calendar or pager counts up
# An identifier in a query value: ASCII letters, digits and ``_.:-`` with at least one digit (``123``, ``2024-05-01``,
# a hex hash or UUID, ``a1b2``); a word (``red``, ``date``, a percent-encoded Tibetan word) has no digit or other signs.
IDENTIFIER_RE = re.compile(r"[A-Za-z0-9_.:-]*\d[A-Za-z0-9_.:-]*")


def url_segments(url: str) -> tuple[str, ...]:
    """Path segments of ``url`` (raw, percent-encoded), the query as a last ``?...`` segment.

    >>> url_segments("http://a.org/cat/1/?page=2")
    ('cat', '1', '?page=2')
    """
    parts = urllib.parse.urlsplit(url)
    segments = tuple(s for s in parts.path.split("/") if s)
    return segments + (f"?{parts.query}",) if parts.query else segments


def skeleton(segment: str) -> str:
    """``segment`` with every digit run replaced by ``#``.

    >>> skeleton("list_12.html"), skeleton("2024")
    ('list_#.html', '#')
    """
    return DIGITS_RE.sub("#", segment)


def is_numeric_variant(page: tuple[str, ...], link: tuple[str, ...]) -> bool:
    """Whether ``link`` differs from ``page`` only in digit runs and extra all-digit segments.

    >>> is_numeric_variant(("calendar", "2024", "05"), ("calendar", "2024", "06"))
    True
    >>> is_numeric_variant(("calendar", "2024", "05"), ("calendar", "2024", "05", "01"))
    True
    >>> is_numeric_variant(("cat", "1"), ("cat", "1", "list_2.html"))
    False
    >>> is_numeric_variant((), ("cat", "1"))
    False
    """
    if page == link:
        return False
    common = min(len(page), len(link))
    if common == 0:
        return False
    if any(skeleton(a) != skeleton(b) for a, b in zip(page[:common], link[:common], strict=True)):
        return False
    longer = page if len(page) > len(link) else link
    return all(s.isdigit() for s in longer[common:])


def is_looping_path(segments: tuple[str, ...]) -> bool:
    """A path too deep or repeating one segment: generated by a relative-link loop.

    >>> is_looping_path(("a", "b", "a", "b", "a", "b")), is_looping_path(("news", "1.html"))
    (True, False)
    """
    if len(segments) > MAX_PATH_SEGMENTS:
        return True
    counts = Counter(segments)
    return bool(counts) and max(counts.values()) >= MAX_SEGMENT_REPEATS


@dataclass(frozen=True)
class PageLinks:
    """The guard's reading of one page's links."""

    variants: frozenset[str]      # links that are numeric variants of the page
    productive: bool              # links to something new besides its own variants
    is_trap: bool                 # a trap page: not stored, no link followed
    reads_on: bool = False        # a target page with text of its own linking to one new variant (the next page)

    def follow(self, link: str, chain_so_far: int) -> bool:
        """Whether ``link`` may be requested from this page, reached after ``chain_so_far`` variant steps."""
        if self.is_trap:
            return False
        if link not in self.variants or self.reads_on:
            return True
        return self.chain(link, chain_so_far) <= MAX_VARIANT_CHAIN and (self.productive or chain_so_far == 0)

    def chain(self, link: str, chain_so_far: int) -> int:
        """Numeric-variant steps in a row when following ``link`` from this page."""
        return chain_so_far + 1 if link in self.variants else 0


def inspect_page(url: str, links: Iterable[str], referrer_links: Collection[str],
                 known: Callable[[str], bool], text_chars: int, *, target: bool = False) -> PageLinks:
    """Classify the links of the page at ``url`` (see the module docstring).

    ``links`` are the page's canonical in-site links, ``referrer_links`` those of
    the page that led here (empty for a start URL), ``known(link)`` tells whether
    the crawl has already met a link, ``text_chars`` is the length of the page's
    text outside links (white space not counted; any language: an English or
    Chinese article that links to numbered siblings is content, not a trap), ``target``
    whether the page is in its site's languages (only such a page may read on).
    """
    own = url_segments(url)
    variants = set()
    new_variants = 0
    productive = False
    others = 0
    for link in links:
        if link == url:
            continue
        others += 1
        new = link not in referrer_links and not known(link)
        if is_numeric_variant(own, url_segments(link)):
            variants.add(link)
            new_variants += new
        elif new:
            productive = True
    is_trap = (len(variants) >= max(MIN_TRAP_VARIANTS, MIN_VARIANT_SHARE * others) and not productive
               and text_chars < THIN_PAGE_CHARS)
    reads_on = (target and not is_trap and text_chars >= CONTENT_PAGE_CHARS
                and new_variants <= MAX_READ_ON_VARIANTS)
    return PageLinks(frozenset(variants), productive, is_trap, reads_on)


def is_identifier(value: str) -> bool:
    """Whether a query value (raw, percent-encoded) names one item rather than a choice among a few words.

    >>> is_identifier("456"), is_identifier("5f3a9c0e"), is_identifier("red"), is_identifier("%E0%BD%96")
    (True, True, False, False)
    """
    return IDENTIFIER_RE.fullmatch(value) is not None


def query_shape(query: str) -> str | None:
    """The word-valued parameters of ``query`` (a canonical URL's, raw), as ``name=value&…``, when there are at
    least :data:`MIN_COMBINED_WORDS` of them (a combination); None for a query that is an address.

    >>> query_shape("color=red&page=3&size=big"), query_shape("tid=456"), query_shape("title=Lhasa")
    ('color=red&size=big', None, None)
    >>> query_shape("a=show&c=index&id=345&m=content")
    'a=show&c=index&m=content'
    """
    words = [pair for pair in query.split("&") if pair and not is_identifier(pair.partition("=")[2])]
    return "&".join(words) if len(words) >= MIN_COMBINED_WORDS else None


def path_and_shape(url: str) -> tuple[str, str | None]:
    """The path of ``url`` (canonical; without its query) and its query's shape (None: no combination)."""
    parts = urllib.parse.urlsplit(url)
    return urllib.parse.urlunsplit(parts._replace(query="", fragment="")), query_shape(parts.query)


@dataclass
class QueryShapes:
    """Per path (a URL without its query), the query shapes followed there, in the order followed, up to
    :data:`MAX_QUERY_SHAPES` (see the module docstring)."""

    per_path: dict[str, set[str]] = field(default_factory=dict)

    def fits(self, url: str) -> bool:
        """Whether ``url`` (canonical) may be followed: its query is no combination, or its shape is one of
        those followed on its path, or the path has room for one more (nothing is recorded).

        >>> shapes = QueryShapes()
        >>> shapes.fits("http://a.org/list?color=x&size=big"), shapes.per_path
        (True, {})
        """
        path, shape = path_and_shape(url)
        return self._fits(path, shape)

    def _fits(self, path: str, shape: str | None) -> bool:
        followed = self.per_path.get(path, ())
        return shape is None or shape in followed or len(followed) < MAX_QUERY_SHAPES

    def admits(self, url: str) -> bool:
        """Whether ``url`` (canonical) :meth:`fits`; if so, its shape is recorded as followed on its path.

        >>> shapes = QueryShapes()
        >>> [shapes.admits(f"http://a.org/list?color={'x' * n}&size=big") for n in range(MAX_QUERY_SHAPES + 1)][-2:]
        [True, False]
        >>> shapes.admits("http://a.org/list?color=x&page=2&size=big"), shapes.admits("http://a.org/list?size=big")
        (True, True)
        """
        path, shape = path_and_shape(url)
        if not self._fits(path, shape):
            return False
        if shape is not None:
            self.per_path.setdefault(path, set()).add(shape)
        return True
