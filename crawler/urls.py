"""The one spelling of a URL the crawl uses (its frontier, its seeds, the configuration's checks).

w3lib's canonical form, then what only tracks a click or a session goes, as Heritrix's
StripSessionIDs rules do: the same page reached by two spellings is fetched once.
"""

from __future__ import annotations

import functools
import re
import urllib.parse

from w3lib.url import canonicalize_url

# Query parameters that only track where a click came from: dropped from canonical URLs.
TRACKING_PARAM_RE = re.compile(r"^(utm_[a-z]+|fbclid|gclid|yclid|mc_cid|mc_eid|_ga)$", re.IGNORECASE)
# Session IDs a server writes into its links before its session cookie is set (on first contact; this
# crawl keeps cookies, but a site may still spell every URL anew): dropped from canonical URLs, as Heritrix's
# StripSessionIDs and StripSessionCFIDs rules do. PHP, JSP, ASP and ColdFusion names whatever the
# value (PHP's IDs are 26 or 32 characters, Java's carry a ".node0" suffix); the generic `sid` only
# with Heritrix's 32-character value. Matched on "name=value" query pairs.
SESSION_PARAM_RE = re.compile(r"^(?:(?:phpsessid|jsessionid|aspsessionid[a-z]*|cfid|cftoken)=.*|sid=[0-9a-z]{32})$",
                              re.IGNORECASE)
PATH_SESSION_RE = re.compile(r";jsessionid=[^/?#]*", re.IGNORECASE)   # Java servlets: /page.jsp;jsessionid=ID

# A scheme's default port, which a canonical URL leaves out (RFC 3986 §6.2.3; Heritrix's URI
# factory does so): old CMS write "http://host:80/..." into their absolute links.
DEFAULT_PORT_SUFFIX = {"http": ":80", "https": ":443"}
CANONICAL_CACHE_SIZE = 65536   # URLs whose canonical form is remembered (menus repeat on every page)


@functools.lru_cache(maxsize=CANONICAL_CACHE_SIZE)
def canonical_url(url: str) -> str:
    """The one spelling of ``url`` the crawl uses: w3lib-canonical, no fragment, no tracking parameters,
    no session IDs, no user name or password (the crawl sends no credentials: the page is asked for as
    anyone would ask for it; Scrapy refuses a host written with them), no default port.

    >>> canonical_url("http://A.org/news/1.html?utm_source=home&b=2&a=1#top")
    'http://a.org/news/1.html?a=1&b=2'
    >>> canonical_url("http://a.org/bo/list.php?PHPSESSID=8a1c0e4f0b2d9e7a6c5b4d3e2f&page=2")
    'http://a.org/bo/list.php?page=2'
    >>> canonical_url("http://guest:secret@a.org:8080/bo/")
    'http://a.org:8080/bo/'
    >>> canonical_url("http://A.org:80/bo/"), canonical_url("https://a.org:443"), canonical_url("https://a.org:80/")
    ('http://a.org/bo/', 'https://a.org/', 'https://a.org:80/')
    """
    url = canonicalize_url(url, keep_fragments=False)
    parts = urllib.parse.urlsplit(url)
    if "@" in parts.netloc:
        parts = parts._replace(netloc=parts.netloc.rpartition("@")[2])
    default_port = DEFAULT_PORT_SUFFIX.get(parts.scheme)
    if default_port and parts.netloc.endswith(default_port):
        parts = parts._replace(netloc=parts.netloc[:-len(default_port)])
    if ";" in parts.path:
        parts = parts._replace(path=PATH_SESSION_RE.sub("", parts.path))
    if not parts.query:
        return urllib.parse.urlunsplit(parts)
    kept = [p for p in parts.query.split("&")
            if not TRACKING_PARAM_RE.match(p.split("=", 1)[0]) and not SESSION_PARAM_RE.match(p)]
    return urllib.parse.urlunsplit(parts._replace(query="&".join(kept)))
