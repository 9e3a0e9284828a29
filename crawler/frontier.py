"""The crawl frontier: every URL once, with the best depth and off-target run known for it.

Scrapy hands responses back in the order the network and its cooperative
scheduling produce, not strictly breadth-first, so a page can first be met
along a longer path than its shortest one, or along a path with more
off-target pages in a row than another. Since no URL is fetched twice, the
first sighting must not decide for good what the page's links may do:

* every sighting of a URL lowers its best ``depth`` and ``parent_run`` (the
  off-target pages in a row before it) independently;
* a fetched page keeps the links the trap guard lets through (:class:`Node`);
* when a sighting improves a fetched page, its links are followed again with
  the better values (no new request for the page itself): a page first reached
  at the depth limit, or dropped beyond the tunnel, is expanded once a shorter
  path turns up.

Pages that were never fetched simply carry the better values until their
response arrives (the middleware and the spider read them here, not from the
request). Following links is allowed while ``depth < max_depth`` and, for an
off-target page, while its run is within the site's ``tunnel``.

A start URL that redirects to another host brings that host into its site's
scope (:meth:`Frontier.widen`), as Heritrix treats the target of a redirecting
seed as a seed: a site that moved to ``https://www.…`` or to a new domain is
crawled, not dropped whole as offsite. Links still have to stay in the scope. A target host that is a
public suffix (``github.io``, ``co.uk``) does not join it unless the site sets ``allow_public_suffix``: every
site registered under it would be in scope (the spider drops the redirect, ``tsheg/scope/public_suffix_redirect``).

A site's ``max_pages`` budget counts the URLs the frontier hands out for
request. A request that never reaches the server (robots.txt forbids it, it
left the site's scope, or Scrapy's duplicate filter refused it) gives its slot back (:meth:`Frontier.give_back`), and
the first URL the budget left waiting takes it, as Heritrix and Scrapy's
``CLOSESPIDER_PAGECOUNT`` count only what was fetched: a site whose first links
robots.txt forbids still gets ``max_pages`` pages asked. The URLs left waiting
are kept per site in the order met (:attr:`Frontier.waiting`), so a slot given
back finds its site's first one at once: a scan of all sites' waiting URLs per
slot made a large crawl quadratic (1,000 slots given back with 20,000 URLs of
another site waiting took 1 s).

A site keeps at most :func:`waiting_cap` URLs waiting: a sitemap index of ten
sitemaps of 50,000 URLs each, at ``max_pages: 50``, kept all 500,000 (430 MB,
and a 50 MB ``spider.state``) for the few slots that could ever be given back.
Further ones are counted (:attr:`Frontier.not_kept`, per run) and logged once per site. They are counted once
each: a URL every page of the site links to was counted once per page (the summary's "not kept" line). A run
remembers :data:`NOT_KEPT_REMEMBERED` such URLs (a 64-bit fingerprint each, about 8 MB); past them a URL it does
not remember might be one met before, so it is not counted (:attr:`Frontier.not_kept_uncounted`, and the summary
says "at least"; :class:`CountedOnce`).

The budget also holds when a request is about to be sent (:meth:`Frontier.admit`,
called by the scope middleware): the URLs admitted per site (sent, or on their
way) never pass ``max_pages`` of the configuration in force. A job resumed with
a lowered ``max_pages`` had all its queued requests sent, handed out under the
old budget (3000 lowered to 30 after 22 pages: 67 fetched in all).

The query combinations followed per path (:class:`crawler.traps.QueryShapes`)
are kept here too, so a resumed job does not follow another allowance of them.
A combination counts when its URL is handed out for request, not when a page
links to it: the links of a page that were not followed (``nofollow``, past
``max_depth``) took shares, and the combinations a later page linked were then
not followed. A URL met on no page (a start URL, a sitemap entry: named on
purpose, ``Sighting.listed``) is not capped. A URL its path has no share left
for is not requested; ``Frontier.query_refused`` (the spider's) counts it, once per run however many pages
link to it, and whichever of the sites on its host meets it (two sites linking the same combinations counted them
twice), as URLs not kept are counted (:class:`CountedOnce`: a facet every page of a list links was counted
once per page; past the memory, :attr:`Frontier.refused_uncounted`, and the summary says "at least").

A crawl paused and resumed with Scrapy's ``JOBDIR`` keeps its frontier: the
spider puts it in ``spider.state``, which Scrapy pickles at the end of a run
and restores at the start of the next (:meth:`Frontier.adopt`); the site
configuration is read afresh each time, so it is not pickled.
"""

from __future__ import annotations

import logging
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from crawler.config import DOMAIN_RE, SiteConfig, domain_entry
from crawler.traps import QueryShapes

# URLs a site keeps waiting beyond its max_pages budget, per page of the budget: every slot could be given back
# (robots.txt, scope, a duplicate), and the URL that takes it may be given back in turn, so twice the budget.
WAITING_PER_BUDGET_PAGE = 2
MIN_WAITING = 1_000   # URLs kept waiting whatever the budget (a small budget whose first links robots.txt forbids)
# URLs not kept waiting whose fingerprint a run remembers, over all sites, to count each once (about 8 MB of them;
# a sitemap index of half a million URLs at a small max_pages passes it: the count is then a lower bound)
NOT_KEPT_REMEMBERED = 100_000

logger = logging.getLogger(__name__)


class CountedOnce:
    """The URLs a run has counted, to count each once however often it meets them: a 64-bit fingerprint of each
    key (a URL, or a site and a URL), :data:`NOT_KEPT_REMEMBERED` at the most (about 8 MB)."""

    def __init__(self) -> None:
        self._fingerprints: set[int] = set()

    def first(self, *key: str) -> bool | None:
        """Whether this run meets ``key`` (a URL, or a site and a URL) for the first time (it is remembered from
        now on); None when the memory is full and the key is not in it: it may be one met before, so it is not
        to be counted.

        >>> counted = CountedOnce()
        >>> counted.first("s", "http://a.org/1"), counted.first("s", "http://a.org/1"), counted.first("http://a.org/1")
        (True, False, True)
        """
        fingerprint = hash(key)
        if fingerprint in self._fingerprints:
            return False
        if len(self._fingerprints) >= NOT_KEPT_REMEMBERED:
            return None
        self._fingerprints.add(fingerprint)
        return True


def _unreported(url: str) -> None:
    """The default ``Frontier.query_refused``: a URL not requested for its query's shape goes unreported."""


def waiting_cap(max_pages: int) -> int:
    """The URLs a site with budget ``max_pages`` keeps waiting for a slot given back.

    >>> waiting_cap(50), waiting_cap(3000)
    (1000, 6000)
    """
    return max(MIN_WAITING, WAITING_PER_BUDGET_PAGE * max_pages)


def off_target_run(parent_run: int, *, target: bool, container: bool) -> int:
    """Off-target pages in a row up to and including a page: 0 for a target page; a frameset page (its
    frames are its content, HTML 4.01 §16) is no step; any other page one more than before it.

    >>> off_target_run(2, target=True, container=False), off_target_run(2, target=False, container=True)
    (0, 2)
    >>> off_target_run(2, target=False, container=False)
    3
    """
    if target:
        return 0
    return parent_run if container else parent_run + 1


@dataclass
class Node:
    """What a fetched page contributes to the crawl: its verdict and the links it may give."""

    target: bool
    follow: tuple[tuple[str, int], ...]     # (link, numeric-variant chain of the link) the trap guard allows
    links: frozenset[str]                   # all its in-site links (the referrer set of its children)
    expanded: tuple[int, int] | None = None  # best (depth, run) its links were already followed with
    container: bool = False                 # a frameset page: passes its frames on, no step of the tunnel


@dataclass
class Visit:
    """One URL the crawl requested."""

    site: str
    depth: int                      # fewest links from a start URL known so far
    parent_run: int                 # fewest off-target pages in a row before it known so far
    chain: int                      # numeric-variant steps in a row when it was first met
    referrer_links: frozenset[str]  # links of the page it was first met on
    node: Node | None = None        # set once the page is fetched and its links read

    def run(self) -> int:
        """Off-target pages in a row up to and including this page (0 for a target page; a frameset page
        is no step)."""
        if self.node is None:
            return self.parent_run + 1
        return off_target_run(self.parent_run, target=self.node.target, container=self.node.container)


@dataclass(frozen=True)
class Sighting:
    """A link met on a page: where it points and the values the path to it gives."""

    site: str
    url: str
    depth: int
    parent_run: int = 0  # (a start URL or a sitemap entry: met on no page)
    chain: int = 0
    referrer_links: frozenset[str] = frozenset()
    listed: bool = False   # a start URL or a sitemap entry: named on purpose, not capped by its query's shape


class Frontier:
    """URL -> :class:`Visit`, per-site request budgets, re-expansion on better paths."""

    def __init__(self, sites: Mapping[str, SiteConfig], query_refused: Callable[[str], None] = _unreported) -> None:
        self.sites = sites
        self.query_refused = query_refused   # called with each URL not requested (its path has no share left),
        #                                      the first time this run meets it
        self.visits: dict[str, Visit] = {}
        self.requested: Counter[str] = Counter()   # per site: URLs handed out for request (the max_pages budget)
        # per site: url -> its best sighting, left unrequested by the budget, in the order met (a slot given back
        # goes to the first: OrderedDict pops it in O(1), a dict's iteration from the front slows as it empties)
        self.waiting: dict[str, OrderedDict[str, Sighting]] = {}
        self.reexpansions = 0                      # pages whose links were followed again on a better path
        self.seed_domains: dict[str, tuple[str, ...]] = {}   # per site: hosts its start URLs redirected to
        self.not_kept: Counter[str] = Counter()    # per site, this run: URLs past waiting_cap, not kept (once each)
        self.not_kept_uncounted: Counter[str] = Counter()   # per site, this run: such sightings past the memory
        self._turned_away = CountedOnce()          # this run: the URLs counted in not_kept
        self.refused_uncounted: Counter[str] = Counter()   # per site, this run: URLs query_refused past the memory
        self._refused = CountedOnce()              # this run: the URLs reported to query_refused
        self.admitted: Counter[str] = Counter()    # per site: pages let through to be sent this run, or sent before
        self.sent: Counter[str] = Counter()        # per site: pages sent to the server (over all runs of a job)
        self.forgotten: set[str] = set()           # URLs an earlier run requested for a site no longer configured
        self.query_shapes = QueryShapes()          # per path: the query combinations followed (crawler/traps.py)

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        del state["sites"]          # the configuration of the run that resumes applies
        del state["query_refused"]  # (the spider's, of this run)
        for per_run in ("not_kept", "not_kept_uncounted", "_turned_away", "refused_uncounted", "_refused"):
            del state[per_run]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.sites = {}
        self.query_refused = _unreported
        self.not_kept, self.not_kept_uncounted, self._turned_away = Counter(), Counter(), CountedOnce()
        self.refused_uncounted, self._refused = Counter(), CountedOnce()   # (this run's counts)
        if "sent" not in state:   # saved before sent pages were counted: its fetched pages were sent
            fetched = {id(visit): visit.site for visit in self.visits.values() if visit.node is not None}
            self.sent = Counter(fetched.values())
        self.forgotten = state.get("forgotten", set())
        if "query_shapes" not in state:   # saved before query combinations were capped
            self.query_shapes = QueryShapes()

    def adopt(self, saved: Frontier) -> None:
        """Continue the frontier of an earlier run of the same job (its URLs are not requested again).

        Visits of sites the configuration no longer names are forgotten (their
        queued requests are then not read) and so are their budget counts; their
        URLs are kept in :attr:`forgotten`, so a site that meets them now (the
        same site under a new name) requests them past the job's duplicate filter.
        """
        self.visits = {url: visit for url, visit in saved.visits.items() if visit.site in self.sites}
        self.requested = Counter({site: n for site, n in saved.requested.items() if site in self.sites})
        self.waiting = {site: urls for site, urls in _saved_waiting(saved).items() if site in self.sites}
        self.reexpansions = saved.reexpansions
        self.seed_domains = {site: hosts for site, hosts in saved.seed_domains.items() if site in self.sites}
        self.sent = Counter({site: n for site, n in saved.sent.items() if site in self.sites})
        self.admitted = self.sent.copy()   # (what was admitted but not sent, a stop handed back: admitted again)
        self.forgotten = saved.forgotten | {url for url, visit in saved.visits.items() if visit.site not in self.sites}
        self.query_shapes = saved.query_shapes

    def carry_sent(self, sent: Mapping[str, int]) -> None:
        """Continue the budget count of a job whose earlier runs' frontier is lost (a run killed: crawler/jobdir.py):
        the requests its configured sites sent count as sent, admitted and handed out."""
        for site, n in sent.items():
            if site in self.sites:
                for count in (self.requested, self.admitted, self.sent):
                    count[site] += n

    def allows(self, site: str, url: str) -> bool:
        """Whether ``url`` is in the scope of ``site``: its allowed domains and the hosts its start URLs
        redirected to."""
        return self.sites[site].allows(url, self.seed_domains.get(site, ()))

    def is_seed(self, url: str) -> bool:
        """Whether ``url`` (the first URL of a request) is a start URL: only those are met at depth 0."""
        visit = self.visits.get(url)
        return visit is not None and visit.depth == 0

    def widen(self, site: str, url: str) -> str | None:
        """Bring the host of ``url`` (a redirect target of a start URL) into the scope of ``site``; its entry, or
        None when the host is a public suffix (``github.io``, ``co.uk``: crawler.public_suffix) and the site does not
        set ``allow_public_suffix``: its scope would be every site registered under it, which the configuration
        refuses as an allowed domain or a start URL's host too (crawler/config.py), so a redirect does not bring it.
        """
        entry = domain_entry(url)
        if not self.sites[site].allow_public_suffix and _public_suffix_host(entry):
            return None
        self.seed_domains[site] = tuple(dict.fromkeys(self.seed_domains.get(site, ()) + (entry,)))
        return entry

    def known(self, url: str) -> bool:
        return url in self.visits

    def alias(self, url: str, visit: Visit) -> None:
        """Make ``url`` (a redirect target) one more name of ``visit``."""
        self.visits.setdefault(url, visit)

    def sight(self, sighting: Sighting) -> list[str]:
        """Record a link; return the URLs to request now (new ones, including any a re-expansion frees)."""
        return self._settle([sighting])

    def expand(self, url: str) -> list[str]:
        """Follow the links of the just-fetched page at ``url`` (if its depth and run allow)."""
        return self._settle(self._expansion(self.visits[url]))

    def hand_over(self, visit: Visit, site: str) -> None:
        """The fetched page of ``visit`` belongs to ``site`` (a site on the same host whose language it is
        in): its budget count and its links' depth, tunnel and scope are that site's from now on."""
        if visit.site != site:
            for count in (self.requested, self.admitted, self.sent):   # (sent and admitted: counted when sent)
                if count[visit.site] > 0:
                    count[visit.site] -= 1
                    count[site] += 1
            visit.site = site

    def give_back(self, visit: Visit) -> list[str]:
        """The request of ``visit`` never reached the server (robots.txt, scope, a duplicate): its site's budget
        slot is free again, for the first URL the budget left waiting; the URLs to request now. The visit's URL
        stays known (it is not requested again)."""
        if visit.site not in self.sites:
            return []
        self.requested[visit.site] -= 1
        return self._release(visit.site)

    def _release(self, site: str) -> list[str]:
        """While ``site`` has budget left: request the first URL it left waiting that is still new."""
        waiting = self.waiting.get(site)
        while waiting and not self.spent(site):
            _url, sighting = waiting.popitem(last=False)
            new = self._settle([sighting])
            if new:
                return new
        return []

    def admit(self, site: str) -> bool:
        """Whether a request of ``site`` may be sent within its current max_pages (counted if so)."""
        budget = self.sites[site].max_pages
        if budget is not None and self.admitted[site] >= budget:
            return False
        self.admitted[site] += 1
        return True

    def unadmit(self, site: str) -> None:
        """An admitted request of ``site`` was not sent after all (robots.txt forbids it)."""
        if self.admitted[site] > 0:
            self.admitted[site] -= 1

    def left_waiting(self) -> Iterator[tuple[str, str]]:
        """(site, url) of every URL the budget left unrequested, each site's in the order met."""
        for site, urls in self.waiting.items():
            for url in urls:
                yield site, url

    def spent(self, site: str) -> bool:
        """Has ``site`` requested its max_pages budget?"""
        budget = self.sites[site].max_pages
        return budget is not None and self.requested[site] >= budget

    def _settle(self, pending: list[Sighting]) -> list[str]:
        new: list[str] = []
        stack = list(reversed(pending))   # iterative: re-expansions can cascade down a whole branch
        while stack:
            s = stack.pop()
            visit = self.visits.get(s.url)
            if visit is None:
                if not (s.listed or self.query_shapes.fits(s.url)):
                    self._refuse(s)
                    continue
                if self.spent(s.site):
                    self._wait(s)
                    continue
                if not s.listed:
                    self.query_shapes.admits(s.url)   # (it fits: its shape is recorded as followed)
                self.visits[s.url] = Visit(s.site, s.depth, s.parent_run, s.chain, s.referrer_links)
                self.requested[s.site] += 1
                new.append(s.url)
                continue
            improved = s.depth < visit.depth or s.parent_run < visit.parent_run
            visit.depth = min(visit.depth, s.depth)
            visit.parent_run = min(visit.parent_run, s.parent_run)
            if improved and visit.node is not None:
                more = self._expansion(visit)
                if more:
                    self.reexpansions += 1
                    stack.extend(reversed(more))
        return new

    def _refuse(self, sighting: Sighting) -> None:
        """The URL of ``sighting`` is not requested, its path has no share left for its query: reported to
        ``query_refused`` the first time this run meets it, whichever site meets it (the shares are the crawl's,
        :attr:`query_shapes`, as a URL is requested once for all sites; past the memory: counted as
        uncounted, for the site that met it)."""
        first = self._refused.first(sighting.url)
        if first:
            self.query_refused(sighting.url)
        elif first is None:
            self.refused_uncounted[sighting.site] += 1

    def _wait(self, sighting: Sighting) -> None:
        """Keep the best sighting of a URL the budget leaves unrequested (its place: where first met)."""
        urls = self.waiting.setdefault(sighting.site, OrderedDict())
        waiting = urls.get(sighting.url)
        if waiting is None and len(urls) >= self._waiting_cap(sighting.site):
            self._not_keep(sighting, len(urls))
            return
        if waiting is None or (sighting.depth, sighting.parent_run) < (waiting.depth, waiting.parent_run):
            urls[sighting.url] = sighting   # (a better sighting keeps the place of the first)

    def _waiting_cap(self, site: str) -> int:
        budget = self.sites[site].max_pages
        return waiting_cap(budget) if budget is not None else MIN_WAITING

    def _not_keep(self, sighting: Sighting, kept: int) -> None:
        """Count the URL of ``sighting``, which the full waiting list of its site does not keep, once per run
        (past NOT_KEPT_REMEMBERED remembered URLs: as uncounted); log the first per site and run."""
        site = sighting.site
        if not self.not_kept[site] and not self.not_kept_uncounted[site]:
            logger.info("site %s: %d URLs wait beyond its max_pages budget (%d); further ones are not kept, only "
                        "counted (tsheg/budget/not_kept)", site, kept, self.sites[site].max_pages)
        first = self._turned_away.first(site, sighting.url)
        if first:
            self.not_kept[site] += 1
        elif first is None:
            self.not_kept_uncounted[site] += 1

    def _expansion(self, visit: Visit) -> list[Sighting]:
        node = visit.node
        if node is None:
            return []
        site = self.sites[visit.site]
        run = visit.run()
        if visit.depth >= site.max_depth or (not node.target and run > site.tunnel):
            return []
        if node.expanded is not None and node.expanded[0] <= visit.depth and node.expanded[1] <= run:
            return []   # already followed with values at least as good
        old = node.expanded or (visit.depth, run)
        node.expanded = (min(old[0], visit.depth), min(old[1], run))
        return [Sighting(visit.site, link, visit.depth + 1, run, chain, node.links) for link, chain in node.follow]


def _public_suffix_host(entry: str) -> bool:
    """Whether the host of an allowed-domains ``entry`` (``host`` or ``host:port``) is a public suffix.

    >>> _public_suffix_host("github.io:8443"), _public_suffix_host("a.github.io"), _public_suffix_host("127.0.0.1:80")
    (True, False, False)
    """
    from crawler.public_suffix import public_suffix_section   # (tldextract: imported when a start URL redirects)

    host = DOMAIN_RE.match(entry)
    return host is not None and public_suffix_section(host.group("host")) is not None


def _saved_waiting(saved: Frontier) -> dict[str, OrderedDict[str, Sighting]]:
    """The URLs a pickled frontier's budget left waiting, per site in the order met, whichever version saved it.

    This version keeps ``waiting`` (site -> url -> sighting). The one before kept
    ``over_budget``, one dict of (site, url) -> sighting in the order met; the one
    before that a set of (site, url) without sightings: such URLs were never to be
    requested, so nothing waits.
    """
    if hasattr(saved, "waiting"):
        return saved.waiting
    old = getattr(saved, "over_budget", None)
    waiting: dict[str, OrderedDict[str, Sighting]] = {}
    if isinstance(old, dict):
        for (site, url), sighting in old.items():
            waiting.setdefault(site, OrderedDict())[url] = sighting
    return waiting
