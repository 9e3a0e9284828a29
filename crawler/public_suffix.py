"""Public suffixes (the Public Suffix List, https://publicsuffix.org/list/), read offline.

A public suffix is a name under which unrelated owners register their own domains: ``org``, ``co.uk``,
``gov.cn``, and (the list's private section) ``github.io`` or ``blogspot.com``, where each subdomain is
another person's site. Browsers refuse a cookie set for one (RFC 6265 §5.3 step 5); the crawl refuses one as a
site's allowed domain (crawler/config.py), which would put every site under it in scope.

The list is the snapshot tldextract bundles (tldextract comes with Scrapy, which checks cookies with it):
no suffix list URL to fetch a newer one from, no cache folder written. The snapshot is as old as the
installed tldextract; a suffix added to the list since is not known.

No Scrapy here: the configuration is read by commands that crawl nothing (``tsheg train-site``).
"""

from __future__ import annotations

from tldextract import TLDExtract

# tldextract's bundled Public Suffix List with its private section (as Scrapy's cookie middleware reads it):
# no URL to fetch a newer list from (suffix_list_urls), no cache written (cache_dir).
SNAPSHOT_SUFFIXES = TLDExtract(include_psl_private_domains=True, cache_dir=None, suffix_list_urls=(),
                               fallback_to_snapshot=True)

ICANN_SECTION = "ICANN"      # the list's section of suffixes the domain registries run (org, co.uk, gov.cn)
PRIVATE_SECTION = "private"  # the section of suffixes companies hand out names under (github.io, blogspot.com)


def public_suffix_section(host: str) -> str | None:
    """The Public Suffix List section naming ``host`` (lower case, IDNA form) as a public suffix itself, or
    None when ``host`` is a registrable domain or below one, an IP address or a name the list does not know.

    >>> public_suffix_section("org"), public_suffix_section("gov.cn"), public_suffix_section("github.io")
    ('ICANN', 'ICANN', 'private')
    >>> public_suffix_section("tibet.cn"), public_suffix_section("localhost"), public_suffix_section("127.0.0.1")
    (None, None, None)
    """
    parts = SNAPSHOT_SUFFIXES.extract_str(host)
    if parts.domain or parts.subdomain or parts.suffix != host:
        return None
    return PRIVATE_SECTION if parts.is_private else ICANN_SECTION
