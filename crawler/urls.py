"""The one spelling of a URL the crawl uses (its frontier, its seeds, the configuration's checks).

w3lib's canonical form, then what only tracks a click or a session goes, as Heritrix's
StripSessionIDs rules do: the same page reached by two spellings is fetched once.
"""

from __future__ import annotations

import functools
import re
import urllib.parse

from w3lib.url import canonicalize_url, safe_url_string

from extract.schemes import DEFAULT_PORTS

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
DEFAULT_PORT_SUFFIX = {scheme: f":{port}" for scheme, port in DEFAULT_PORTS.items()}
# The user name and password of a URL's authority (RFC 3986 §3.2.1 userinfo: up to the authority's last "@"),
# after a scheme or in a scheme-relative reference ("//user:pw@host/").
USERINFO_RE = re.compile(r"^((?:[A-Za-z][A-Za-z0-9+.-]*:)?//)[^/?#]*@")
# The DNS root's label at the end of a host (RFC 1034 §3.1: "example.org." is the absolute, fully qualified spelling
# of "example.org"), before the port if any: one site, one server, one page under either spelling, so the canonical
# URL drops it, and the frontier, the duplicate filter and the mirror see one URL; the configuration reads its
# allowed_domains entries and its start URLs' hosts so (crawler/config.py, through host_without_root_dot). "a.org.."
# (an empty label) is no name and is left as written.
HOST_ROOT_DOT_RE = re.compile(r"(?<=[^.])\.(?=(?::[0-9]*)?$)")
# The DNS root's own name (RFC 1034 §3.1: the root, whose label is empty, is written as a lone dot): the name of no
# host a page is asked of (a URL "http://./" names no host).
DNS_ROOT_NAME = "."
# An empty label in a host name (RFC 1034 §3.1, RFC 1035 §2.3.1: a label has one octet at least; only the root's
# name is empty): a dot leading the name (".a.org"), two in a row ("x..a.org"), or one still ending it once the
# root's is dropped ("a.org.."). The WHATWG URL Standard's host parser lets such names through (§3.5 "domain to
# ASCII" with beStrict false: UTS #46 VerifyDnsLength off), and so does w3lib; but it is no DNS name, and Python's
# resolver refuses to look it up (socket.getaddrinfo: "label empty or too long"), so no page is fetched from one.
EMPTY_LABEL_RE = re.compile(r"^\.|\.\.|\.$")
# The authority of an absolute or scheme-relative URL (RFC 3986 §3.2: after "//", up to the path, query or fragment),
# the host the root dot is dropped from in a Location header (:func:`without_root_dot`).
AUTHORITY_RE = re.compile(r"^((?:[A-Za-z][A-Za-z0-9+.-]*:)?//)([^/?#]*)")
CANONICAL_CACHE_SIZE = 65536   # URLs whose canonical form is remembered (menus repeat on every page)

# WHATWG URL Standard §1 "special scheme": the schemes whose URLs read a backslash as a slash (§4.4, the basic URL
# parser's authority, host, path and relative states: "url is special and c is U+005C (\\)").
SPECIAL_SCHEMES = frozenset({"ftp", "file", "http", "https", "ws", "wss"})
# URL Standard §4.4 scheme start and scheme states: an ASCII letter, then ASCII letters, digits, "+", "-" or "."
# up to the first ":" (a link without one is relative: its base's scheme holds).
URL_SCHEME_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*(?=:)")
# URL Standard §4.4: where a URL's path ends, at its query or fragment (a backslash there is a character).
PATH_END_RE = re.compile(r"[?#]")
# URL Standard §4.4 step 3: every ASCII tab or newline is removed from the input before it is parsed.
TAB_OR_NEWLINE = str.maketrans("", "", "\t\n\r")


@functools.lru_cache(maxsize=CANONICAL_CACHE_SIZE)
def canonical_url(url: str) -> str:
    """The one spelling of ``url`` the crawl uses: w3lib-canonical, no fragment, no tracking parameters,
    no session IDs, no DNS root dot after the host (:data:`HOST_ROOT_DOT_RE`), no user name or password (the
    crawl sends no credentials: the page is asked for as anyone would ask for it; Scrapy refuses a host written
    with them), no default port.

    >>> canonical_url("http://A.org/news/1.html?utm_source=home&b=2&a=1#top")
    'http://a.org/news/1.html?a=1&b=2'
    >>> canonical_url("http://a.org/bo/list.php?PHPSESSID=8a1c0e4f0b2d9e7a6c5b4d3e2f&page=2")
    'http://a.org/bo/list.php?page=2'
    >>> canonical_url("http://guest:secret@a.org:8080/bo/")
    'http://a.org:8080/bo/'
    >>> canonical_url("http://A.org:80/bo/"), canonical_url("https://a.org:443"), canonical_url("https://a.org:80/")
    ('http://a.org/bo/', 'https://a.org/', 'https://a.org:80/')
    >>> canonical_url("http://a.org./bo/"), canonical_url("http://A.org.:80/"), canonical_url("http://a.org.:8080/")
    ('http://a.org/bo/', 'http://a.org/', 'http://a.org:8080/')
    """
    url = canonicalize_url(url, keep_fragments=False)
    parts = urllib.parse.urlsplit(url)
    if "@" in parts.netloc:
        parts = parts._replace(netloc=parts.netloc.rpartition("@")[2])
    if "." in parts.netloc:
        parts = parts._replace(netloc=authority_without_root_dot(parts.netloc))
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


def without_credentials(url: str) -> str:
    """``url`` (absolute or scheme-relative) without the user name and password of its authority: the crawl
    sends none (:func:`canonical_url`), and a redirect to ``http://user:pw@host/`` failed in Scrapy's download
    handler ("ValueError: invalid hostname: user:pw@host", with a traceback) where a link to it was asked for
    plainly.

    >>> without_credentials("http://guest:secret@a.org/bo/"), without_credentials("//u@a.org/x@y")
    ('http://a.org/bo/', '//a.org/x@y')
    >>> without_credentials("/bo/?mail=a@b.org")
    '/bo/?mail=a@b.org'
    """
    return USERINFO_RE.sub(r"\1", url, count=1)


def without_root_dot(url: str) -> str:
    """``url`` (absolute or scheme-relative) with its host written without the DNS root dot
    (:data:`HOST_ROOT_DOT_RE`, RFC 1034 §3.1), as :func:`canonical_url` writes it: a redirect to
    ``http://a.org./x`` on a crawl of a.org is the page ``http://a.org/x``, fetched once under one spelling. The
    rest of the URL is left as written; a relative reference has no host and is returned as it is.

    >>> without_root_dot("http://a.org./x?q=a.b."), without_root_dot("//a.org.:8080/"), without_root_dot("/bo/a.")
    ('http://a.org/x?q=a.b.', '//a.org:8080/', '/bo/a.')
    >>> without_root_dot("http://a.org../x")
    'http://a.org../x'
    """
    authority = AUTHORITY_RE.match(url)
    if authority is None or "." not in authority.group(2):
        return url
    return f"{authority.group(1)}{authority_without_root_dot(authority.group(2))}{url[authority.end():]}"


def authority_without_root_dot(authority: str) -> str:
    """A URL's authority (``host[:port]``) with the host written without the DNS root dot (:data:`HOST_ROOT_DOT_RE`):
    the one spelling :func:`canonical_url` and :func:`without_root_dot` give.

    >>> [authority_without_root_dot(authority) for authority in ("a.org.:8080", "a.org.", "a.org..")]
    ['a.org:8080', 'a.org', 'a.org..']
    """
    return HOST_ROOT_DOT_RE.sub("", authority, count=1)


def host_without_root_dot(host: str) -> str:
    """A host name (``urlsplit(url).hostname``, or an allowed_domains entry's host) as :func:`canonical_url` writes
    it: without the DNS root dot (:data:`HOST_ROOT_DOT_RE`, :func:`authority_without_root_dot`); the root's own name
    (:data:`DNS_ROOT_NAME`) is no host: "". The configuration's checks read hosts so (crawler/config.py), the one
    spelling the crawl's URLs have.

    >>> [host_without_root_dot(host) for host in ("a.org.", "a.org", "127.0.0.1.", "a.org..", ".", "")]
    ['a.org', 'a.org', '127.0.0.1', 'a.org..', '', '']
    """
    return "" if host == DNS_ROOT_NAME else authority_without_root_dot(host)


def has_empty_label(host: str) -> bool:
    """Whether the host name ``host`` (``urlsplit(url).hostname``) has an empty label (:data:`EMPTY_LABEL_RE`) once
    its one DNS root dot is dropped: a leading dot, two dots in a row, two at its end. No DNS name is so written
    (RFC 1034 §3.1), and no resolver looks one up; the crawl refuses such hosts (crawler/config.py,
    crawler/spiders/tibetan_sites.py).

    >>> [has_empty_label(host) for host in (".a.org", "x..a.org", "a.org..", "a.org.", "a.org", "::1", ".")]
    [True, True, True, False, False, False, False]
    """
    return bool(EMPTY_LABEL_RE.search(host_without_root_dot(host)))


def with_browser_slashes(href: str, base_scheme: str) -> str:
    r"""``href`` (a link target as written, on a page whose base URL has the scheme ``base_scheme``) with each
    backslash before its query or fragment read as a slash, as browsers read a URL of a special scheme (WHATWG URL
    Standard §4.4; ``SPECIAL_SCHEMES``): ``\\other.example\page`` is the host other.example, ``\a\b`` the path
    ``/a/b``. ``urljoin`` reads a backslash as a letter of the path, so such a link was a page of the same site,
    and an off-site link passed the scope check. A link of another scheme (its own, else the base's) is left alone.

    >>> with_browser_slashes("\\\\other.example\\page", "http"), with_browser_slashes("\\a\\b", "https")
    ('//other.example/page', '/a/b')
    >>> with_browser_slashes("a\\b?q=c\\d#e\\f", "http"), with_browser_slashes("HTTP:\\\\o.example\\p", "ftp")
    ('a/b?q=c\\d#e\\f', 'HTTP://o.example/p')
    >>> with_browser_slashes("c:\\docs\\a.html", "http"), with_browser_slashes("\\a\\b", "mailto")
    ('c:\\docs\\a.html', '\\a\\b')
    >>> with_browser_slashes("\\\t\\o.example\\p", "http")
    '//o.example/p'
    """
    href = href.translate(TAB_OR_NEWLINE)
    if "\\" not in href:
        return href
    scheme = URL_SCHEME_RE.match(href)
    if (scheme.group().lower() if scheme else base_scheme.lower()) not in SPECIAL_SCHEMES:
        return href
    end = PATH_END_RE.search(href)
    cut = end.start() if end else len(href)
    return href[:cut].replace("\\", "/") + href[cut:]


def resolve_link(base: str, href: str) -> str:
    r"""The absolute URL a browser fetches for the link target ``href`` on a page whose base URL is ``base``:
    ``urljoin``, backslashes read first as browsers read them (:func:`with_browser_slashes`), so that the scope
    check and the duplicate filter see that URL.

    >>> resolve_link("http://a.org/d/e.html", "\\\\other.example\\page"), resolve_link("http://a.org/d/", "\\a\\b")
    ('http://other.example/page', 'http://a.org/a/b')
    >>> resolve_link("https://a.org/d/", "x\\y.html?k=\\v"), resolve_link("http://a.org/", "/bo/1.html")
    ('https://a.org/d/x/y.html?k=\\v', 'http://a.org/bo/1.html')
    """
    return urllib.parse.urljoin(base, with_browser_slashes(href, urllib.parse.urlsplit(base).scheme))


def base_url_of(page_url: str, base_href: str) -> str:
    """The base URL of the page at ``page_url`` whose ``<base href>`` is ``base_href``: the href resolved as a link
    (:func:`resolve_link`), or the page's own URL when that is no URL (``http://[::1/``, a port ``:80x`` or out of
    range), as browsers set it (HTML Living Standard §4.2.3, "set the frozen base URL": an href that fails to
    parse leaves the document's URL). Every link of such a page raised ValueError once resolved against it.

    >>> base_url_of("http://a.org/bo/1.html", "/ug/"), base_url_of("http://a.org/bo/1.html", "http://a.org:80x/")
    ('http://a.org/ug/', 'http://a.org/bo/1.html')
    """
    try:
        base = resolve_link(page_url, base_href)
        safe_url_string(base)   # (raises for a host or port that is none: urljoin does not look)
    except ValueError:
        return page_url
    return base
