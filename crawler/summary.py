"""The end-of-crawl summary (logged by the spider, printed by ``tsheg demo``)."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

STORED_PREFIX = "tsheg/stored/"
DROPPED_PREFIX = "tsheg/dropped/"
KIND_PREFIX = "tsheg/stored_kind/"
ERRORS_PREFIX = "tsheg/errors/"
# Pages (2xx) whose body did not decode as its Content-Encoding says (crawler/decompression.py): responses, and errors
UNDECODED = ERRORS_PREFIX + "decompression"
# Responses of a redirect or error status whose body did not decode (a 503 page labelled gzip that is not): handed
# on without it, their status deciding (retried, an HTTP error); other responses by their status, not bodies that
# did not decompress as well
UNDECODED_NOT_PAGES = "tsheg/decompression/not_pages"
SITEMAP_ERRORS_PREFIX = "tsheg/sitemaps/failed/"   # sitemaps that answered an HTTP error, per status (http_404)
# sitemaps that could not be fetched or read (the network, a damaged body), per cause (TimeoutError)
SITEMAP_UNFETCHED_PREFIX = "tsheg/sitemaps/unfetched/"
# Sitemap: lines of robots.txt not read, per reason (crawler/sitemaps.py: not_a_url, not_http, off_site)
SITEMAP_REFUSED_PREFIX = "tsheg/sitemaps/refused/"
# Sitemaps a sitemap index lists that are not read, per reason (not_a_url, not_http, off_site: as Sitemap: lines
# of robots.txt)
SITEMAP_INDEX_REFUSED_PREFIX = "tsheg/sitemaps/index_refused/"
# Pages a sitemap (a urlset) lists that are not read, per reason (not_a_url: a space inside its <loc>; not_http)
SITEMAP_PAGE_REFUSED_PREFIX = "tsheg/sitemaps/page_refused/"
# Sitemaps not fetched past their site's caps, per cap (crawler/sitemaps.py: file_cap, max_pages)
SITEMAP_SKIPPED_PREFIX = "tsheg/sitemaps/skipped/"
# sitemaps robots.txt disallows (not fetched; also in Scrapy's robotstxt/forbidden, which the pages' drops leave out)
SITEMAP_FORBIDDEN = "tsheg/sitemaps/forbidden"
PASSED_ON_PREFIX = "tsheg/passed_on/"  # off-target pages within the tunnel: their links followed, never stored
STATUS_PREFIX = "downloader/response_status_count/"   # Scrapy's responses per HTTP status
# Of those, the responses to robots.txt and sitemaps per HTTP status (crawler/response_stats.py)
CRAWL_FILE_STATUS_PREFIX = "tsheg/crawl_files/response_status_count/"
NOT_KEPT = "tsheg/budget/not_kept"   # URLs met past max_pages that a site's full waiting list did not keep, once each
NOT_KEPT_UNCOUNTED = "tsheg/budget/not_kept_uncounted"   # such URLs past the run's memory of them: not counted
UNCOUNTED_SUFFIX = "_uncounted"   # after a key of LINKS_NOT_FOLLOWED: such URLs past the run's memory, not counted
QUERY_VARIANTS = "tsheg/links/query_variants"   # URLs not followed for their query's shape (crawler/traps.py), once each
QUERY_VARIANTS_UNCOUNTED = QUERY_VARIANTS + UNCOUNTED_SUFFIX   # such URLs past the run's memory: not counted
# Links the crawl did not follow and why (the trap guard's and the URL checks' stats), as the summary names them:
# numbered copies per page linking them (a copy followed from one page may be left on another), the others once
# per URL however many pages link them (the spider's and the frontier's CountedOnce).
LINKS_NOT_FOLLOWED = {"tsheg/links/trap_variant": "numbered copies of their page (trap guard)",
                      QUERY_VARIANTS: "query combinations past their path's share (facets, sort orders)",
                      "tsheg/links/looping_path": "looping paths",
                      "tsheg/links/too_long": "over URLLENGTH_LIMIT",
                      "tsheg/links/empty_label": "hosts with an empty label (no DNS name)",
                      # targets of a page's links past its first MAX_PAGE_LINKS (crawler/spiders/tibetan_sites.py)
                      "tsheg/links/past_page_cap": "past the links read from one page (6000, Heritrix's maxOutlinks)"}


def _per_key(stats: Mapping[str, Any], prefix: str) -> dict[str, int]:
    return dict(sorted(((key[len(prefix):], int(value)) for key, value in stats.items()
                        if key.startswith(prefix)), key=lambda kv: (-kv[1], kv[0])))


def _listing(counts: Mapping[str, int | str]) -> str:
    return ", ".join(f"{key} {value}" for key, value in counts.items()) or "none"


def _at_least(stats: Mapping[str, Any], key: str, uncounted: str | None) -> int | str:
    """The count under ``key``; "at least" it when some of what it counts went uncounted (``uncounted``: the
    stats key of those met past the run's memory of what it counted, crawler.frontier.CountedOnce)."""
    count = int(stats[key])
    return f"at least {count}" if uncounted and stats.get(uncounted) else count


def _statuses(stats: Mapping[str, Any], prefix: str) -> dict[int, int]:
    """Responses per HTTP status, from the stats under ``prefix``."""
    return {int(key[len(prefix):]): int(value) for key, value in stats.items()
            if key.startswith(prefix) and key[len(prefix):].isdigit()}


def _other_responses(stats: Mapping[str, Any], others: int) -> str:
    """The responses that were no HTML page, by kind (``others`` of them), each counted once: documents that
    are no HTML, redirects and error statuses of pages (whether their body decompressed or not), every response
    to robots.txt and sitemaps (retries, redirects and errors included), 2xx pages whose body did not decompress,
    and any left over; then how many of the redirects and error statuses (of pages, robots.txt or sitemaps) had a
    body that did not decompress (``UNDECODED_NOT_PAGES``: counted above by their status, not added again); empty
    when there are none."""
    pages = Counter(_statuses(stats, STATUS_PREFIX))
    pages.subtract(crawl_files := _statuses(stats, CRAWL_FILE_STATUS_PREFIX))
    kinds = {"not HTML": int(stats.get("tsheg/not_html", 0)),
             "meta refresh redirects": int(stats.get("tsheg/meta_refresh", 0)),
             "redirects": sum(n for status, n in pages.items() if 300 <= status < 400),
             "error statuses": sum(n for status, n in pages.items() if status >= 400),
             "robots.txt and sitemaps": sum(crawl_files.values()),
             "bodies that did not decompress": int(stats.get(UNDECODED, 0))}
    kinds["other"] = max(0, others - sum(kinds.values()))
    listed = [f"{name} {n}" + (" (counted, left alone)" if name == "not HTML" else "")
              for name, n in kinds.items() if n]
    if listed and (undecoded := int(stats.get(UNDECODED_NOT_PAGES, 0))):
        return (", ".join(listed) + f"; of these, {undecoded} redirect{'s' if undecoded != 1 else ''} or error "
                f"status{'es' if undecoded != 1 else ''} whose body did not decompress (dropped, their status decides)")
    return ", ".join(listed)


def _sitemaps(stats: Mapping[str, Any]) -> str:
    """What became of the sitemaps the crawl asked for: read (and the pages they list), unreadable (no sitemap in
    the answer), answering an HTTP error (per status), not fetched (per cause), disallowed by robots.txt, and the
    ``Sitemap:`` lines of robots.txt, the sitemaps a sitemap index lists and the pages a sitemap lists not read (per
    reason), and the sitemaps not fetched past their site's caps (per cap); empty when it asked for none and refused
    none.

    >>> print(*_sitemaps({"tsheg/sitemaps/read": 1, "tsheg/sitemaps/listed": 1, f"{SITEMAP_REFUSED_PREFIX}not_http": 1,
    ...                   f"{SITEMAP_REFUSED_PREFIX}off_site": 2, f"{SITEMAP_INDEX_REFUSED_PREFIX}off_site": 1}
    ...                  ).split("; "), sep="\\n")
    1 read, listing 1 page
    3 Sitemap: lines of robots.txt not read (off_site 2, not_http 1)
    1 sitemap a sitemap index lists not read (off_site 1)
    >>> print(_sitemaps({"tsheg/sitemaps/read": 100, f"{SITEMAP_SKIPPED_PREFIX}file_cap": 3}))
    100 read, listing 0 pages; 3 not fetched past their site's caps (file_cap 3)
    """
    read, listed = int(stats.get("tsheg/sitemaps/read", 0)), int(stats.get("tsheg/sitemaps/listed", 0))
    unreadable = int(stats.get("tsheg/sitemaps/unreadable", 0))
    failed = _per_key(stats, SITEMAP_ERRORS_PREFIX)
    unfetched = _per_key(stats, SITEMAP_UNFETCHED_PREFIX)
    forbidden = int(stats.get(SITEMAP_FORBIDDEN, 0))
    refused = _per_key(stats, SITEMAP_REFUSED_PREFIX)
    index_refused = _per_key(stats, SITEMAP_INDEX_REFUSED_PREFIX)
    page_refused = _per_key(stats, SITEMAP_PAGE_REFUSED_PREFIX)
    skipped = _per_key(stats, SITEMAP_SKIPPED_PREFIX)
    parts = [f"{read} read, listing {listed} page{'s' if listed != 1 else ''}" if read else "none read"]
    if unreadable:
        parts.append(f"{unreadable} unreadable (no sitemap in the answer)")
    if failed:
        parts.append(f"{sum(failed.values())} answered an HTTP error ({_listing(failed)})")
    if unfetched:
        parts.append(f"{sum(unfetched.values())} could not be fetched ({_listing(unfetched)})")
    if forbidden:
        parts.append(f"{forbidden} disallowed by robots.txt (not fetched)")
    if refused:
        parts.append(f"{sum(refused.values())} Sitemap: lines of robots.txt not read ({_listing(refused)})")
    if index_refused:
        count = sum(index_refused.values())
        parts.append(f"{count} sitemap{'s' if count != 1 else ''} a sitemap index lists not read "
                     f"({_listing(index_refused)})")
    if page_refused:
        count = sum(page_refused.values())
        parts.append(f"{count} page{'s' if count != 1 else ''} a sitemap lists not read ({_listing(page_refused)})")
    if skipped:
        parts.append(f"{sum(skipped.values())} not fetched past their site's caps ({_listing(skipped)})")
    return ("; ".join(parts) if any((read, unreadable, failed, unfetched, forbidden, refused, index_refused,
                                     page_refused, skipped))
            else "")


def crawl_summary(stats: Mapping[str, Any], mirror_dir: str | os.PathLike[str], *, reason: str | None = None) -> str:
    """A few lines for a person: pages fetched, stored per language, dropped per reason, the mirror.

    >>> print(crawl_summary({"tsheg/fetched": 12, "tsheg/stored/bo": 7, "tsheg/stored/ug": 3,
    ...                      "tsheg/aliases": 1, "tsheg/dropped/off_target": 2,
    ...                      "robotstxt/forbidden": 4}, "/tmp/m"))
    tsheg crawl summary
      pages fetched: 12 HTML pages (12 responses in all)
      stored: 10 pages (bo 7, ug 3); 1 duplicate recorded as alias
      dropped: off_target 2, robots.txt 4
      mirror: /tmp/m (one manifest.jsonl per site folder)

    Requests that failed, and pages that could not be extracted or archived, are counted by cause:

    >>> print(crawl_summary({"tsheg/fetched": 1, "tsheg/errors/http_404": 2,
    ...                      "tsheg/errors/DownloadCancelledError": 1}, "/tmp/m").splitlines()[4])
      errors: http_404 2, DownloadCancelledError 1

    A body that does not decode as its Content-Encoding says is one of each (crawler/decompression.py):

    >>> summary = crawl_summary({"tsheg/fetched": 1, "downloader/response_count": 3, UNDECODED: 2}, "/tmp/m")
    >>> print(summary.splitlines()[2]); print(summary.splitlines()[5])
      other responses: bodies that did not decompress 2
      errors: decompression 2

    but a 404 page's is an error status alone, among the other responses and the errors, its body said of it
    (``UNDECODED_NOT_PAGES``, not added again: the kinds of response add up):

    >>> summary = crawl_summary({"tsheg/fetched": 1, "downloader/response_count": 3, UNDECODED: 1,
    ...                          UNDECODED_NOT_PAGES: 1, "tsheg/errors/http_404": 1,
    ...                          "downloader/response_status_count/404": 1}, "/tmp/m")
    >>> print(*summary.splitlines()[2].split("; "), sep="\\n"); print(summary.splitlines()[5])
      other responses: error statuses 1, bodies that did not decompress 1
    of these, 1 redirect or error status whose body did not decompress (dropped, their status decides)
      errors: decompression 1, http_404 1

    Off-target pages within the tunnel were read for their links only:

    >>> print(crawl_summary({"tsheg/fetched": 5, "tsheg/stored/bo": 2, "tsheg/passed_on/zh": 2,
    ...                      "tsheg/passed_on/en": 1}, "/tmp/m").splitlines()[3])
      followed, not stored: 3 off-target pages within the tunnel (zh 2, en 1)

    A re-crawl into the same mirror says what it changed:

    >>> print(crawl_summary({"tsheg/fetched": 12, "tsheg/stored/bo": 2, "tsheg/updated": 2,
    ...                      "tsheg/unchanged": 10}, "/tmp/m").splitlines()[2])
      stored: 2 pages (bo 2), 2 of them updated since an earlier run; 10 unchanged

    An alias of an earlier run whose page's text changed since gets a file of its own (its text, fetched in
    this run, is stored nowhere else):

    >>> print(crawl_summary({"tsheg/fetched": 3, "tsheg/stored/bo": 2, "tsheg/updated": 1,
    ...                      "tsheg/unaliased": 1, "tsheg/unchanged": 1}, "/tmp/m").splitlines()[2])
      stored: 2 pages (bo 2), 1 of them updated since an earlier run, 1 of them an alias until now; 1 unchanged

    An unchanged page (or alias) whose text file was deleted from the mirror is stored again (counted with
    the stored pages, or the aliases):

    >>> print(crawl_summary({"tsheg/fetched": 3, "tsheg/stored/bo": 1, "tsheg/repaired": 1,
    ...                      "tsheg/unchanged": 2}, "/tmp/m").splitlines()[2])
      stored: 1 pages (bo 1); 2 unchanged; 1 text file missing from the mirror written again
    >>> print(crawl_summary({"tsheg/fetched": 3, "tsheg/gone": 1}, "/tmp/m").splitlines()[3])
      gone: 1 page an earlier run stored (HTTP 404/410, or no longer in the site's languages): marked in the manifest

    Every response is accounted for, once (a robots.txt or sitemap that answers an error is one of the robots.txt
    and sitemaps), and links the trap guard left out are counted:

    >>> summary = crawl_summary({"tsheg/fetched": 2, "tsheg/not_html": 2, "downloader/response_count": 8,
    ...                          "downloader/response_status_count/200": 3, "downloader/response_status_count/204": 1,
    ...                          "downloader/response_status_count/301": 1, "downloader/response_status_count/404": 2,
    ...                          "downloader/response_status_count/500": 1, f"{CRAWL_FILE_STATUS_PREFIX}404": 1,
    ...                          "tsheg/links/trap_variant": 5, "tsheg/links/too_long": 1}, "/tmp/m").splitlines()
    >>> print(summary[2]); print(summary[5])
      other responses: not HTML 2 (counted, left alone), redirects 1, error statuses 2, robots.txt and sitemaps 1
      links not followed: numbered copies of their page (trap guard) 5, over URLLENGTH_LIMIT 1

    The query combinations a path had no share left for (crawler/traps.py) are counted too, once each, at least so
    many when the crawl met more than it could tell apart, and so are looping and over-long URLs:

    >>> print(crawl_summary({"tsheg/fetched": 1, QUERY_VARIANTS: 7}, "/tmp/m").splitlines()[4])
      links not followed: query combinations past their path's share (facets, sort orders) 7
    >>> print(crawl_summary({"tsheg/fetched": 1, QUERY_VARIANTS: 7, QUERY_VARIANTS_UNCOUNTED: 2,
    ...                      "tsheg/links/too_long": 3, "tsheg/links/too_long_uncounted": 1}, "/tmp/m").splitlines()[4])
      links not followed: query combinations past their path's share (facets, sort orders) at least 7, over URLLENGTH_LIMIT at least 3

    URLs met past a site's max_pages beyond those kept waiting for a slot given back (crawler/frontier.py) are
    counted once each, at least so many when the crawl met more than it could tell apart:

    >>> print(crawl_summary({"tsheg/fetched": 2, "tsheg/dropped/budget": 1000, NOT_KEPT: 9}, "/tmp/m").splitlines()[4])
      not kept: 9 more URLs met past max_pages, the waiting list full (only counted)
    >>> print(crawl_summary({"tsheg/fetched": 2, NOT_KEPT: 100_000, NOT_KEPT_UNCOUNTED: 7}, "/tmp/m").splitlines()[4])
      not kept: at least 100000 more URLs met past max_pages, the waiting list full (only counted)

    A sitemap that answers an HTTP error (a site without /sitemap.xml) is counted with the sitemaps, not among the
    errors of the site's pages:

    >>> print(crawl_summary({"tsheg/fetched": 3, "tsheg/sitemaps/read": 1, "tsheg/sitemaps/listed": 2,
    ...                      f"{SITEMAP_ERRORS_PREFIX}http_404": 1}, "/tmp/m").splitlines()[2])
      sitemaps: 1 read, listing 2 pages; 1 answered an HTTP error (http_404 1)
    >>> print(crawl_summary({"tsheg/fetched": 1, f"{SITEMAP_ERRORS_PREFIX}http_404": 2}, "/tmp/m").splitlines()[2])
      sitemaps: none read; 2 answered an HTTP error (http_404 2)

    and so is one that could not be fetched (the network, a damaged body):

    >>> print(crawl_summary({"tsheg/fetched": 1, f"{SITEMAP_UNFETCHED_PREFIX}TimeoutError": 1}, "/tmp/m"
    ...                     ).splitlines()[2])
      sitemaps: none read; 1 could not be fetched (TimeoutError 1)

    and so is one robots.txt disallows, which is no page dropped:

    >>> summary = crawl_summary({"tsheg/fetched": 1, "robotstxt/forbidden": 3, SITEMAP_FORBIDDEN: 1}, "/tmp/m")
    >>> print(summary.splitlines()[2]); print(summary.splitlines()[4])
      sitemaps: none read; 1 disallowed by robots.txt (not fetched)
      dropped: robots.txt 2

    A host whose robots.txt could not be had (5xx, 429, a timeout, a failed connection) is left alone:

    >>> print(crawl_summary({"tsheg/fetched": 0, "robotstxt/forbidden": 1, "tsheg/robots/unreachable": 1},
    ...                     "/tmp/m").splitlines()[4])
      robots.txt unreachable: 1 host, none of its pages fetched (RFC 9309 §2.3.1.4)
    """
    stored = _per_key(stats, STORED_PREFIX)
    dropped = _per_key(stats, DROPPED_PREFIX)
    forbidden = int(stats.get("robotstxt/forbidden", 0)) - int(stats.get(SITEMAP_FORBIDDEN, 0))
    if forbidden > 0:
        dropped["robots.txt"] = forbidden
    kinds = _per_key(stats, KIND_PREFIX)
    fetched = int(stats.get("tsheg/fetched", 0))
    responses = int(stats.get("downloader/response_count", fetched))
    aliases = int(stats.get("tsheg/aliases", 0))
    lines = ["tsheg crawl summary" + (f" ({reason})" if reason and reason != "finished" else "")]
    lines.append(f"  pages fetched: {fetched} HTML pages ({responses} responses in all)")
    if others := _other_responses(stats, responses - fetched):
        lines.append(f"  other responses: {others}")
    if sitemaps := _sitemaps(stats):
        lines.append(f"  sitemaps: {sitemaps}")
    stored_line = f"  stored: {sum(stored.values())} pages ({_listing(stored)})"
    if kinds.get("hub"):
        stored_line += f", of which {kinds['hub']} hub pages"
    if updated := int(stats.get("tsheg/updated", 0)):
        stored_line += f", {updated} of them updated since an earlier run"
    if unaliased := int(stats.get("tsheg/unaliased", 0)):
        stored_line += f", {unaliased} of them {'an alias' if unaliased == 1 else 'aliases'} until now"
    if unchanged := int(stats.get("tsheg/unchanged", 0)):
        stored_line += f"; {unchanged} unchanged"
    if aliases:
        stored_line += f"; {aliases} duplicate{'s' if aliases != 1 else ''} recorded as alias"
    if repaired := int(stats.get("tsheg/repaired", 0)):
        stored_line += f"; {repaired} text file{'s' if repaired != 1 else ''} missing from the mirror written again"
    lines.append(stored_line)
    if gone := int(stats.get("tsheg/gone", 0)):
        lines.append(f"  gone: {gone} page{'s' if gone != 1 else ''} an earlier run stored (HTTP 404/410, or no longer "
                     "in the site's languages): marked in the manifest")
    if passed_on := _per_key(stats, PASSED_ON_PREFIX):
        count = sum(passed_on.values())
        lines.append(f"  followed, not stored: {count} off-target page{'s' if count != 1 else ''} within the tunnel "
                     f"({_listing(passed_on)})")
    lines.append(f"  dropped: {_listing(dropped)}")
    if not_kept := int(stats.get(NOT_KEPT, 0)):
        lines.append(f"  not kept: {'at least ' if stats.get(NOT_KEPT_UNCOUNTED) else ''}{not_kept} more "
                     f"URL{'s' if not_kept != 1 else ''} met past max_pages, the waiting list full (only counted)")
    not_followed = {name: _at_least(stats, key, key + UNCOUNTED_SUFFIX)
                    for key, name in LINKS_NOT_FOLLOWED.items() if stats.get(key)}
    if not_followed:
        lines.append(f"  links not followed: {_listing(not_followed)}")
    if unreachable := int(stats.get("tsheg/robots/unreachable", 0)):
        lines.append(f"  robots.txt unreachable: {unreachable} host{'s' if unreachable != 1 else ''}, none of "
                     f"{'their' if unreachable != 1 else 'its'} pages fetched (RFC 9309 §2.3.1.4)")
    if errors := _per_key(stats, ERRORS_PREFIX):
        lines.append(f"  errors: {_listing(errors)}")
    if archived := int(stats.get("tsheg/warc/records", 0)):
        revisits = int(stats.get("tsheg/warc/revisits", 0))
        lines.append(f"  archived: {archived} page{'s' if archived != 1 else ''} in WARC files "
                     "(<site>/warc/ in the mirror)"
                     + (f", {revisits} as revisit record{'s' if revisits != 1 else ''} (payload archived already)"
                        if revisits else ""))
    lines.append(f"  mirror: {Path(mirror_dir)} (one manifest.jsonl per site folder)")
    return "\n".join(lines)
