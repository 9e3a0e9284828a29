"""The crawl configuration: YAML -> typed, frozen dataclasses, validated before any request.

A configuration file has four top-level keys::

    mirror: mirror/            # output folder (relative to the working directory)
    tables_dir: null           # legacy Tibetan font tables (default: TSHEG_TABLES_DIR / data folder)
    defaults:                  # any per-site key except name, start_urls, allowed_domains, allow_public_suffix
      max_depth: 4
    sites:
      - name: example-news
        start_urls: [https://bo.example.org/]

Every mistake (broken YAML, an unknown key, a wrong type, a missing start URL, a
URL that is not http(s)) raises :class:`ConfigError` with ONE message naming the
file, the line YAML gives for the offending node, and the key, e.g.::

    config/sites.yaml:7: sites[0].max_deph: unknown key (did you mean 'max_depth'?)

The file is read by :mod:`extract.strict_yaml`: anchors and YAML 1.1 merge keys share settings as
PyYAML's SafeLoader reads them (``defaults: &polite``, then ``<<: *polite`` or ``<<: [*a, *b]`` in a site;
the site's own keys override merged ones, the first mapping of a list wins); a key a mapping spells twice
is a mistake at the line of its second spelling. An alias inside the node it names (``x: &a [*a]``) is a
mistake at the alias's line; aliases fanning out ("billion laughs") load in time (the data shares the
anchored values, a message quotes a wrong one cut short).

A site's ``allowed_domains`` entry is a domain with its subdomains (``a.org``: ``news.a.org`` too); written with
a leading dot (``.a.org``, as a cookie's Domain or a Heritrix SURT prefix spells the same scope) it is read as
``a.org``, and so is ``*.a.org``, the wildcard a TLS certificate (RFC 6125 §6.4.3) or a Heritrix-like tool writes:
read, not refused, because the one host it adds to what was written, ``a.org`` itself, is the same owner's (a
certificate's ``*.a.org`` leaves it out), while a refusal would only make the user write ``a.org``; a wildcard
anywhere else is refused with a message saying to write the domain. A fully qualified name's trailing dot (the DNS
root, RFC 1034 §3.1: ``a.org.``) is read as ``a.org`` too: as written it matched no start URL or link. A public
suffix (``org``, ``co.uk``, ``gov.cn``, ``github.io``: the Public Suffix List, as crawler/public_suffix.py reads it
offline) is refused, as written and as the host of a start URL when the site
names no allowed domains: every site under it would be in scope (so is an entry whose dot or wildcard was read:
``*.org``, ``github.io.``), and a start URL's redirect to one does not widen the site's scope
(crawler/frontier.py, ``Frontier.widen``). A site that means that sets ``allow_public_suffix: true`` (a key of the
site's own, never of ``defaults``). A site's name is its folder in the
mirror and its trained file's name, so a Windows device name (``con``, ``AUX``, ``nul.txt``, ``com1``) is refused.

Trained tag-path thresholds (``tsheg train-site``) are picked up from
``<config folder>/trained/<site name>.yaml``, read by the same strict reader, and passed to extraction as
params; a file that cannot be read is a mistake of the configuration, before any request. Only the
``tagpath`` extractor reads them: for a site extracting with another (``auto``, the default), the crawl
logs once that its trained file is ignored (:func:`ignored_trained_file`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import difflib
import functools
import ipaddress
import os
import re
import types
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crawler.urls import EMPTY_LABEL_RE, canonical_url, has_empty_label, host_without_root_dot
from crawler.windows_names import WINDOWS_DEVICE_RE
from extract.charset import normalize_label
from extract.strict_yaml import LocatedYaml, YamlError, quote
from extract.schemes import WEB_SCHEMES, default_port

DEFAULT_CONFIG = Path("config") / "sites.yaml"   # read by `scrapy crawl tibetan_sites` without -a config=
DEFAULT_MIRROR = "mirror/"
MAX_DOWNLOAD_DELAY = 3600.0  # seconds: a longer wait between requests never finishes a crawl (nor stops on Ctrl-C)
TRAINED_DIR = "trained"                          # <config folder>/trained/<site>.yaml: tag-path thresholds
# Where no mirror goes (POSIX): a crawl writes a folder per site, and names the web chose below it, into its
# mirror. Inside these system trees (the Filesystem Hierarchy Standard 3.0 §3: commands, libraries, boot files,
# configuration, devices, kernel interfaces) no folder of the crawl's belongs; of these folders the entries are
# the system's (or every user's), so a mirror may be below them (/var/lib/tsheg, /home/me/m) but not be one.
SYSTEM_TREES = ("/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/libx32", "/proc", "/sbin", "/sys",
                "/usr")
SYSTEM_FOLDERS = ("/", "/home", "/media", "/mnt", "/opt", "/root", "/run", "/srv", "/var")
# The one extractor that reads trained thresholds (extract.algorithms.tagpath.SiteThresholds.as_params: its
# LENGTH_THRESHOLD, CN_THRESHOLD, FREQUENCY_THRESHOLD; auto and the other seeds read none of them).
TRAINED_EXTRACTOR = "tagpath"

TARGET_LANGUAGES = ("bo", "ug")                  # the target languages (default of `languages`)
OPTIONAL_LANGUAGES = ("dz", "sa-Tibt", "ug-Latn", "ug-Cyrl")  # a site may ask for these too
EXTRACTORS = ("auto", "prune", "correlation", "tagpath", "tagwindow", "semantic")  # docs/architecture.md

# Site name = folder name under the mirror: letters, digits, '.', '_', '-'; not starting with '.'.
SITE_NAME_RE = re.compile(r"^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$")
# allowed_domains entry: a host name or IP, optionally ':port' (no scheme, no path); a name in
# Tibetan, Uyghur or Chinese letters is read in its IDNA (punycode) form first (ascii_host).
DOMAIN_RE = re.compile(r"^(?P<host>[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::(?P<port>\d{1,5}))?$")
# (An allowed domain with an empty label is refused by crawler.urls.EMPTY_LABEL_RE once the one leading dot a user
# may write is dropped: "..a.org", "a..org", and "a.org.." once the root's is dropped. Such a name matches no host.)
# The one prefix of an allowed domain read as "and its subdomains", which "a.org" means here already: a leading
# dot, as a cookie's Domain (RFC 6265 §4.1.2.3) or a Heritrix SURT prefix's host writes it (".a.org"), or a leading
# wildcard label, as a TLS certificate's name (RFC 6125 §6.4.3) and Heritrix-like tools' domain lists write it
# ("*.a.org"). Only one is dropped: "..a.org", "*..a.org" keep an empty label.
SUBDOMAINS_PREFIX_RE = re.compile(r"^(?:\*\.|\.)")
# A wildcard left in an allowed domain once its leading "*." is read ("a.*.org", "*a.org", "*"): no host has it.
WILDCARD = "*"


class ConfigError(YamlError):
    """A configuration mistake; ``str()`` is the one-line message for the user."""


@dataclass(frozen=True)
class SiteConfig:
    """One seed site with its defaults applied (see the module docstring for the YAML)."""

    name: str
    start_urls: tuple[str, ...]
    allowed_domains: tuple[str, ...]     # "host" or "host:port"; a bare host means the default port
    languages: tuple[str, ...] = TARGET_LANGUAGES
    max_depth: int = 5                   # links followed from a start URL (start = 0; a 301 keeps depth)
    tunnel: int = 2                      # off-target pages in a row the crawl may pass through
    download_delay: float = 2.0          # seconds between requests to this site (AutoThrottle floor)
    concurrency: int = 2                 # parallel requests to this site
    obey_robots: bool = True             # robots.txt, its Crawl-delay, and the pages' nofollow
    extractor: str = "auto"
    encoding: str | None = None          # charset hint for pages that declare none
    store_html: bool = False             # keep the raw page beside the text
    max_pages: int | None = 5000         # per-site request budget (None: unlimited)
    sitemaps: bool = False               # also request the pages its sitemaps list (crawler/sitemaps.py)
    allow_public_suffix: bool = False    # allowed domains may be a public suffix ("org": every site under it)
    warc: bool = False                   # archive each stored page's request and response (crawler/warc.py)
    params: Mapping[str, float] | None = None  # trained tag-path thresholds, if any
    trained_file: str | None = None      # the trained thresholds file params came from (tsheg train-site), if any

    def allows(self, url: str, also: tuple[str, ...] = ()) -> bool:
        """Whether ``url`` is inside this site's allowed domains, or the entries ``also`` (host and port both match).

        >>> site = SiteConfig("s", ("http://a.org/",), ("a.org", "127.0.0.1:8201"))
        >>> site.allows("https://news.a.org/x"), site.allows("http://a.org:8080/")
        (True, False)
        >>> site.allows("http://127.0.0.1:8201/a"), site.allows("http://127.0.0.1:8202/a")
        (True, False)
        >>> site.allows("https://www.b.org/", also=("b.org",))
        True
        >>> site.allows("http://.a.org/"), site.allows("http://x..a.org/"), site.allows("http://a.org./")
        (False, False, True)
        """
        parts = _url_parts(url)
        if parts is None:
            return False
        host, port, default_port = parts
        for domain, wanted_port, subdomains in _domain_rules(self.allowed_domains + also):
            if not _port_fits(port, default_port, wanted_port):
                continue
            if host == domain or (subdomains and host.endswith("." + domain)):
                return True
        return False


DOMAIN_RULES_CACHE_SIZE = 256  # allowed-domain lists remembered (a site's, and its own with a redirect's host)


@functools.lru_cache(maxsize=DOMAIN_RULES_CACHE_SIZE)
def _domain_rules(entries: tuple[str, ...]) -> tuple[tuple[str, int | None, bool], ...]:
    """(host, port or None, subdomains match too?) of each well-formed allowed-domain entry, read once per
    entry list (every link of a crawl is checked against the same few).

    >>> _domain_rules(("a.org", "127.0.0.1:8201", "not a domain"))
    (('a.org', None, True), ('127.0.0.1', 8201, False))
    """
    rules = []
    for entry in entries:
        match = DOMAIN_RE.match(entry)
        if match is not None:
            domain = match.group("host").lower().strip("[]")
            rules.append((domain, int(match.group("port")) if match.group("port") else None, not _is_ip(domain)))
    return tuple(rules)


@dataclass(frozen=True)
class CrawlConfig:
    """A whole configuration file."""

    path: Path
    mirror: Path
    sites: tuple[SiteConfig, ...]
    tables_dir: Path | None = None
    site_by_name: Mapping[str, SiteConfig] = field(init=False, repr=False, compare=False)
    slot_of: Mapping[str, str] = field(init=False, repr=False, compare=False)  # site name -> its download slot

    def __post_init__(self) -> None:
        object.__setattr__(self, "site_by_name", types.MappingProxyType({s.name: s for s in self.sites}))
        object.__setattr__(self, "slot_of", types.MappingProxyType(shared_slots(self.sites)))


def shared_slots(sites: tuple[SiteConfig, ...]) -> dict[str, str]:
    """Each site's download slot: sites that crawl one host share one, named after the first of them.

    A host is one server to be polite to (Heritrix queues per host): two sites on it, say a Tibetan and a
    Uyghur section of one news site, must not each ask it at their own pace, and its robots.txt
    ``Crawl-delay`` holds for both. Two sites are taken to share a host when a start URL of one is in the
    other's scope (its allowed domains: a site allowing a parent domain shares with the sites below it),
    and sharing is transitive.

    >>> a, b = SiteConfig("bo", ("http://n.org/bo/",), ("n.org",)), SiteConfig("ug", ("http://n.org/ug/",), ("n.org",))
    >>> shared_slots((a, b, SiteConfig("zh", ("http://z.org/",), ("z.org",))))
    {'bo': 'bo', 'ug': 'bo', 'zh': 'zh'}
    >>> x, y = SiteConfig("x", ("http://x.org/",), ("x.org",)), SiteConfig("y", ("http://y.org/",), ("y.org",))
    >>> shared_slots((x, y, SiteConfig("xy", ("http://x.org/a/", "http://y.org/b/"), ("x.org", "y.org"))))
    {'x': 'x', 'y': 'x', 'xy': 'x'}
    """
    group = list(range(len(sites)))   # union-find over site indexes; a group's root is its first site

    def root(i: int) -> int:
        while group[i] != i:
            group[i] = group[group[i]]
            i = group[i]
        return i

    def join(i: int, j: int) -> None:
        a, b = root(i), root(j)
        group[max(a, b)] = min(a, b)

    by_domain: dict[str, list[tuple[int, int | None, bool]]] = {}   # rule's host -> (site, port, subdomains)
    for i, site in enumerate(sites):
        for domain, port, subdomains in _domain_rules(site.allowed_domains):
            by_domain.setdefault(domain, []).append((i, port, subdomains))
    joined: dict[tuple[str, int | None, bool], int] = {}   # a rule some start URL met -> a site holding it
    for i, site in enumerate(sites):
        for url in site.start_urls:
            for domain, port, subdomains in _rules_meeting(url, by_domain):
                rule = (domain, port, subdomains)
                if rule not in joined:   # (first met: every site holding the rule joins; then one stands for all)
                    joined[rule] = i
                    for j, *held in by_domain[domain]:
                        if tuple(held) == (port, subdomains):
                            join(i, j)
                join(i, joined[rule])
    return {site.name: sites[root(i)].name for i, site in enumerate(sites)}


def _rules_meeting(url: str, by_domain: Mapping[str, list[tuple[int, int | None, bool]]]
                   ) -> set[tuple[str, int | None, bool]]:
    """The allowed-domain rules (host, port, subdomains) of ``by_domain`` that let ``url`` in, as
    :meth:`SiteConfig.allows` reads them: looked up by the URL's host and each parent domain of it."""
    parts = _url_parts(url)
    if parts is None:
        return set()
    host, port, default_port = parts
    labels = host.split(".")
    met = set()
    for n in range(len(labels)):
        domain = ".".join(labels[n:])
        for _, wanted_port, subdomains in by_domain.get(domain, ()):
            if (n == 0 or subdomains) and _port_fits(port, default_port, wanted_port):
                met.add((domain, wanted_port, subdomains))
    return met


def _url_parts(url: str) -> tuple[str, int | None, int] | None:
    """(ASCII host, port or None, the scheme's default port) of an http(s) URL whose host is an IP address or a DNS
    name (:func:`crawler.urls.has_empty_label`: "http://.a.org/" is none, in no site's scope), else None."""
    try:
        parts = urllib.parse.urlsplit(url)
        host = ascii_host(host_without_root_dot(parts.hostname or ""))
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in WEB_SCHEMES or not host or has_empty_label(host):
        return None   # (a host with an empty label is no DNS name: inside no site's scope)
    return host, port, default_port(parts.scheme)


def _port_fits(port: int | None, default_port: int, wanted_port: int | None) -> bool:
    """Whether a URL's port (None: the default) fits an allowed-domain entry's (None: the default only)."""
    if wanted_port is not None:
        return (port or default_port) == wanted_port
    return port in (None, default_port)


# ---------------------------------------------------------------- schema

def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


@dataclass(frozen=True)
class _Key:
    """One per-site key: the type it needs and a check on its value (None = fine, else a reason)."""

    kind: str                     # "int", "number", "bool", "str", "str?", "int?", "str-list"
    check: Any = None


def _non_negative(v: float) -> str | None:
    return None if v >= 0 else "must be >= 0"


def _delay(v: float) -> str | None:
    return _non_negative(v) or (None if v <= MAX_DOWNLOAD_DELAY else f"must be <= {MAX_DOWNLOAD_DELAY:g} seconds")


def _positive(v: float) -> str | None:
    return None if v >= 1 else "must be >= 1"


def _languages(v: list[str]) -> str | None:
    known = TARGET_LANGUAGES + OPTIONAL_LANGUAGES
    bad = [x for x in v if x not in known]
    if bad:
        return f"unknown language {bad[0]!r} (expected some of {', '.join(known)})"
    return None if v else "must name at least one language"


def _extractor(v: str) -> str | None:
    if v in EXTRACTORS:
        return None
    close = difflib.get_close_matches(v, EXTRACTORS, n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    return f"unknown extractor {v!r}{hint}; expected one of {', '.join(EXTRACTORS)}"


def _encoding(v: str | None) -> str | None:
    """A site's charset hint must be a label the decoder knows (:func:`extract.charset.normalize_label`: the
    WHATWG Encoding Standard's table), as it is handed on as a ``Content-Type`` charset: ``base64``, ``rot13``,
    ``undefined`` or ``utf-7``, which Python knows as codecs, are no text encoding a page is written in."""
    if v is None or normalize_label(v) is not None:
        return None
    return f"unknown encoding {v!r} (expected a WHATWG Encoding Standard label, e.g. gb18030, windows-1256)"


def _site_name(v: str) -> str | None:
    """Why a site's name cannot be its folder in the mirror (and its trained file's name), or None.

    A Windows device name (``con``, ``AUX``, ``nul.news``, ``com1``: crawler.windows_names) is no folder or
    file there whatever its case or extension: the mirror wrote such a site into ``_con``, and its trained
    thresholds file (``trained/con.yaml``) could not be written at all.
    """
    if not SITE_NAME_RE.match(v) or v in (".", ".."):
        return f"{v!r} is not a usable folder name (letters, digits, '.', '_', '-')"
    if WINDOWS_DEVICE_RE.match(v):
        from crawler.mirror import sanitize_segment   # (here: the mirror module brings Scrapy and warcio along)

        folder = sanitize_segment(v)
        return (f"{v!r} is a device name on Windows (CON, PRN, AUX, NUL, COM0-9, LPT0-9, in any letter case, "
                f"with any extension), which no folder or file there can have: rename the site (the mirror kept a site "
                f"so named in the folder {folder!r}: name the site {folder!r} to go on with it)")
    return None


# Characters no host name holds (RFC 3986 §3.2.2: a reg-name is unreserved characters, sub-delims and
# %-escapes; whitespace, quotes and these delimiters can only be a typing mistake).
INVALID_HOST_CHAR_RE = re.compile(r'[\s"<>\\^`{|}]')


def _start_urls(v: list[str]) -> str | None:
    if not v:
        return "needs at least one start URL"
    for url in v:
        reason = _url_problem(url)
        if reason:
            return reason
    return None


def _url_problem(url: str) -> str | None:
    try:
        parts = urllib.parse.urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError as exc:
        return f"bad URL {url!r}: {exc}"
    if parts.scheme not in WEB_SCHEMES:
        return f"URL {url!r} must start with http:// or https://"
    if not parts.hostname:
        return f"URL {url!r} has no host"
    if INVALID_HOST_CHAR_RE.search(parts.hostname):
        return f"URL {url!r} has an invalid host {parts.hostname!r}"
    if has_empty_label(parts.hostname):
        return (f"URL {url!r} has a host with an empty label, {parts.hostname!r} (a leading dot or two dots in a row: "
                "no DNS name, RFC 1034 §3.1; write the host as 'example.org')")
    if "@" in parts.netloc:
        return f"URL {url!r} names a user or password: the crawl sends no credentials (write the URL without them)"
    return None


def ascii_host(host: str) -> str:
    """A host name as DNS and the crawl's canonical URLs (w3lib) spell it: lower case, IDNA labels.

    >>> ascii_host("ئۇيغۇرچە.Example"), ascii_host("Tibet.CN")
    ('xn--lgbw0a4d6pjnc8i.example', 'tibet.cn')
    """
    host = host.lower()
    if host.isascii():
        return host
    try:
        return host.encode("idna").decode("ascii")
    except UnicodeError:   # not a valid IDNA name: kept as written (it then matches no URL's host)
        return host


def _ascii_entry(entry: str) -> str:
    """An allowed_domains entry as the crawl reads it (``host`` or ``host:port``): its host in IDNA form, one
    leading dot or wildcard label dropped (:data:`SUBDOMAINS_PREFIX_RE`: ``.a.org`` as a cookie's Domain or a
    Heritrix SURT prefix, ``*.a.org`` as a TLS certificate spells "a.org and its subdomains", the scope an entry
    ``a.org`` has), and the DNS root's trailing dot (``a.org.``, a fully qualified name) too, as the crawl's canonical
    URLs drop it (``crawler.urls.host_without_root_dot``).

    ``*.a.org`` is read, not refused, though a certificate's ``*.a.org`` leaves ``a.org`` itself out: the one host
    it adds is the parent of every host the user meant, run by the same owner (a parent that is a public suffix,
    ``*.github.io``, is refused as ``github.io`` is), and a refusal would only make the user write ``a.org``.

    >>> _ascii_entry(".Tibet.CN"), _ascii_entry(".བོད.example:8080"), _ascii_entry("..a.org")
    ('tibet.cn', 'xn--nddj8i.example:8080', '.a.org')
    >>> _ascii_entry("a.org."), _ascii_entry("*.A.org.:8080"), _ascii_entry("*..a.org"), _ascii_entry("a.org..")
    ('a.org', 'a.org:8080', '.a.org', 'a.org..')
    """
    host, colon, port = entry.rpartition(":") if entry.count(":") == 1 else (entry, "", "")
    host = host_without_root_dot(SUBDOMAINS_PREFIX_RE.sub("", host, count=1))
    return ascii_host(host) + colon + port


def _domains(v: list[str]) -> str | None:
    for entry in v:
        ascii_entry = _ascii_entry(entry)
        if WILDCARD in ascii_entry:
            return (f"{entry!r} is not a host name: a wildcard is read only as the first label ('*.example.org' is "
                    "'example.org', the domain and its subdomains); write the domain, 'example.org'")
        if not DOMAIN_RE.match(ascii_entry) or EMPTY_LABEL_RE.search(ascii_entry):
            return f"{entry!r} is not a host name (write 'example.org' or 'example.org:8080', no scheme or path)"
    return None


SITE_KEYS: dict[str, _Key] = {
    "name": _Key("str", _site_name),
    "start_urls": _Key("str-list", _start_urls),
    "allowed_domains": _Key("str-list", _domains),
    "languages": _Key("str-list", _languages),
    "max_depth": _Key("int", _non_negative),
    "tunnel": _Key("int", _non_negative),
    "download_delay": _Key("number", _delay),
    "concurrency": _Key("int", _positive),
    "obey_robots": _Key("bool"),
    "extractor": _Key("str", _extractor),
    "encoding": _Key("str?", _encoding),
    "store_html": _Key("bool"),
    "max_pages": _Key("int?", lambda v: None if v is None else _positive(v)),
    "sitemaps": _Key("bool"),
    "warc": _Key("bool"),
    "allow_public_suffix": _Key("bool"),
}
# Not allowed under `defaults`: what names one site, and the opt-in to a public suffix's whole scope (each site
# that means it says so itself).
SITE_ONLY_KEYS = ("name", "start_urls", "allowed_domains", "allow_public_suffix")
REQUIRED_SITE_KEYS = ("name", "start_urls")
TOP_KEYS = ("mirror", "tables_dir", "defaults", "sites")

_TYPE_NAMES = {"int": "an integer", "number": "a number", "bool": "true or false", "str": "a string",
               "str?": "a string or null", "int?": "an integer or null", "str-list": "a list of strings"}


def _type_ok(kind: str, value: Any) -> bool:
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "int?":
        return value is None or _type_ok("int", value)
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    if kind == "str?":
        return value is None or isinstance(value, str)
    if kind == "str-list":
        return isinstance(value, list) and all(isinstance(x, str) for x in value)
    raise AssertionError(kind)


# ---------------------------------------------------------------- loading

def load_config(path: str | os.PathLike[str], *, mirror: str | os.PathLike[str] | None = None,
                trained: bool = True) -> CrawlConfig:
    """Read and validate a configuration file; ``mirror`` overrides its ``mirror`` key.

    Relative ``mirror`` and ``tables_dir`` are resolved against the working directory. With ``trained``
    each site's trained thresholds file, when there is one, is read too (``tsheg train-site``, which
    writes it anew, reads none: a broken one must not keep it from mending it).
    Raises :class:`ConfigError` (one line: file, line, key, problem).
    """
    path = Path(path)
    doc = LocatedYaml.read(path, "configuration file", error=ConfigError)
    data = doc.data
    if not isinstance(data, dict):
        raise doc.error((), "the file must be a mapping with the keys " + ", ".join(TOP_KEYS))
    for key in data:
        if key not in TOP_KEYS:
            raise doc.unknown_key((key,), TOP_KEYS)

    mirror_value = data.get("mirror", DEFAULT_MIRROR)
    if not isinstance(mirror_value, str) or not mirror_value:
        raise doc.error(("mirror",), "must be a folder path (a string)")
    tables_value = data.get("tables_dir")
    if tables_value is not None and not isinstance(tables_value, str):
        raise doc.error(("tables_dir",), "must be a folder path (a string) or null")

    defaults = data.get("defaults") or {}
    if not isinstance(defaults, dict):
        raise doc.error(("defaults",), "must be a mapping of per-site keys")
    for key, value in defaults.items():
        _check_site_key(doc, ("defaults", key), key, value, in_defaults=True)

    sites_value = data.get("sites")
    if not isinstance(sites_value, list) or not sites_value:
        raise doc.error(("sites",), "must be a list with at least one site")
    sites = []
    names: set[str] = set()
    for i, raw in enumerate(sites_value):
        site = _load_site(doc, i, raw, defaults, path.parent if trained else None)
        if site.name in names:
            raise doc.error(("sites", i, "name"), f"site name {site.name!r} is used twice")
        names.add(site.name)
        sites.append(site)
    _check_start_urls_are_not_shared(doc, sites)

    mirror_dir = _folder(doc, "mirror", mirror if mirror is not None else mirror_value,
                         given=mirror is not None)
    if problem := system_place(mirror_dir):
        if mirror is not None:
            raise ConfigError(f"{doc.path}: mirror (given on the command line): {mirror_dir} {problem}")
        raise doc.error(("mirror",), f"{mirror_dir} {problem}")
    _check_site_folders_are_apart(doc, sites, mirror_dir)
    tables_dir = _folder(doc, "tables_dir", tables_value) if tables_value else None
    if tables_dir is not None and not tables_dir.is_dir():
        raise doc.error(("tables_dir",), f"{tables_dir} is no folder (the legacy font tables are read from it)")
    return CrawlConfig(path=path, mirror=mirror_dir, sites=tuple(sites), tables_dir=tables_dir)


def _folder(doc: LocatedYaml, key: str, value: str | os.PathLike[str], *, given: bool = False) -> Path:
    """The absolute folder a path key names (``~`` and ``~user`` expanded), or a :class:`ConfigError` at the key's
    line (``given``: the value came from the command line, not the file) for a path no folder can have: one with
    a NUL character (every write would fail with "embedded null byte"), or a ``~user`` of no known user."""
    text = os.fspath(value)
    problem = None
    if "\0" in text:
        problem = "contains a NUL character, which no file name can hold"
    else:
        try:
            return Path(text).expanduser().absolute()
        except RuntimeError:   # pathlib: "Could not determine home directory"
            problem = "names the home folder of a user this system does not know"
    if given:
        raise ConfigError(f"{doc.path}: {key} (given on the command line): {quote(text)} {problem}")
    raise doc.error((key,), f"{quote(text)} {problem}")


def system_place(folder: Path) -> str | None:
    """Why ``folder`` is no place for a mirror (in a system tree, a system folder itself, or the user's home
    folder itself), or None. Followed through symbolic links.

    ``mirror: /etc`` crawled into /etc, each site a folder beside the system's configuration, and ``mirror: ~``
    filled the home folder with site folders (a site named like one of the user's folders wrote its hosts and
    manifest into it).

    >>> system_place(Path("/usr/share/m")), system_place(Path("/var")), system_place(Path("/var/lib/tsheg"))
    ('is inside the system folder /usr: give the mirror a folder of its own', 'is a system folder: give the mirror a folder of its own inside it', None)
    """
    if os.name != "posix":
        return None
    real = Path(os.path.realpath(folder))
    via = f" (a link to {real})" if real != folder else ""
    for tree in map(Path, SYSTEM_TREES):
        if real == tree or tree in real.parents:
            where = "a system folder" if real == tree else f"inside the system folder {tree}"
            return f"is {where}{via}: give the mirror a folder of its own"
    if str(real) in SYSTEM_FOLDERS:
        return f"is a system folder{via}: give the mirror a folder of its own inside it"
    with contextlib.suppress(RuntimeError):   # (no home folder known: nothing to compare)
        if real == Path(os.path.realpath(Path.home())):
            return f"is the home folder{via}: give the mirror a folder of its own inside it (~/tsheg-mirror)"
    return None


def _check_start_urls_are_not_shared(doc: LocatedYaml, sites: list[SiteConfig]) -> None:
    """A start URL belongs to one site: a page is fetched once in a crawl, for the first site that asks, so
    a second site listing it would silently start from nothing (its pages, if any, found only through the
    first site's links). Compared as the crawl spells URLs (:func:`crawler.urls.canonical_url`)."""
    first_site: dict[str, str] = {}
    for i, site in enumerate(sites):
        for url in site.start_urls:
            owner = first_site.setdefault(canonical_url(url), site.name)
            if owner != site.name:
                raise doc.error(("sites", i, "start_urls"), f"{url} is a start URL of site {owner!r} too (a page is "
                                "fetched once, for one site): give each start URL to one site")


def _check_site_folders_are_apart(doc: LocatedYaml, sites: list[SiteConfig], mirror_dir: Path) -> None:
    """Two sites may not share a folder in the mirror: one site's manifest and texts would mix with the
    other's. Folder names are compared as macOS and Windows compare them, letter case aside (``Tibet`` and
    ``tibet`` are one folder there; crawler.mirror's name key), and as the mirror spells them (``news.``
    becomes ``news_``, the folder of a site named ``news_`` too)."""
    from crawler.mirror import name_key, site_folder   # (here: the mirror module brings Scrapy and warcio along)

    first: dict[str, int] = {}   # folder key -> index of the first site with that folder
    for i, site in enumerate(sites):
        folder = site_folder(mirror_dir, site.name)
        j = first.setdefault(name_key(folder), i)
        if j == i:
            continue
        other = sites[j].name
        why = (f"both would write into the mirror folder {folder!r}" if site_folder(mirror_dir, other) == folder
               else "their mirror folders differ only in letter case, one folder on macOS and Windows")
        raise doc.error(("sites", i, "name"), f"site {site.name!r} and site {other!r} (line "
                        f"{doc.line(('sites', j, 'name'))}): {why}; rename one")


def check_mirror(config: CrawlConfig) -> None:
    """Raise :class:`ConfigError` when the crawl could not write its mirror or a site's folder in it, or
    could not go on from a site's manifest (looked at before any request by the commands that crawl: a file
    in a folder's place, a folder it may not write in, a manifest that is a folder, or one with a damaged
    line, would otherwise fail every page the crawl fetched, or lose the user's records when the crawl
    rewrites the manifest). A symbolic link to a folder it can write in is accepted, for the mirror as for a
    site's folder (crawler.mirror.SiteMirror follows it). A manifest's last line cut short by a crash is no
    mistake: the crawl cuts it off (crawler.mirror.scan_manifest)."""
    if problem := unusable_folder(config.mirror):
        raise ConfigError(f"{config.path}: mirror: {config.mirror} {problem}")
    # (here: the mirror module brings Scrapy and warcio along)
    from crawler.mirror import MANIFEST_NAME, ManifestError, check_manifest, site_folder

    for site in config.sites:
        folder = config.mirror / site_folder(config.mirror, site.name)
        if problem := unusable_folder(folder):
            raise ConfigError(f"{config.path}: mirror: the folder of site {site.name!r}: {folder} {problem}")
        try:
            check_manifest(folder / MANIFEST_NAME)
        except ManifestError as exc:
            raise ConfigError(f"{config.path}: mirror: the manifest of site {site.name!r}: {exc}") from None


def check_start_urls_fit(config: CrawlConfig, limit: int) -> None:
    """Raise :class:`ConfigError` for a start URL longer than ``limit`` characters once canonical (Scrapy's
    ``URLLENGTH_LIMIT``; 0: no limit): UrlLengthMiddleware would drop its request unsent and without a word,
    and the site would be crawled from nothing.

    >>> site = SiteConfig("s", ("http://a.org/" + "x" * 30,), ("a.org",))
    >>> check_start_urls_fit(CrawlConfig(Path("c.yaml"), Path("m"), (site,)), 40)
    Traceback (most recent call last):
    ...
    crawler.config.ConfigError: c.yaml: site 's': start URL 'http://a.org/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' is 43 characters, over URLLENGTH_LIMIT (40): Scrapy would drop it unsent (shorten it, or raise the limit: -s URLLENGTH_LIMIT=N)
    """
    if not limit:
        return
    for site in config.sites:
        for url in site.start_urls:
            length = len(canonical_url(url))
            if length > limit:
                raise ConfigError(f"{config.path}: site {site.name!r}: start URL {quote(url)} is {length} characters, "
                                  f"over URLLENGTH_LIMIT ({limit}): Scrapy would drop it unsent (shorten it, or raise "
                                  "the limit: -s URLLENGTH_LIMIT=N)")


def unusable_folder(folder: Path) -> str | None:
    """Why a crawl could not write into ``folder`` (created when missing), or None when it can."""
    existing = folder
    try:
        while not existing.exists():
            if existing.is_symlink():
                return "cannot be created: " + (f"{existing} is a broken symbolic link" if existing != folder
                                                else "it is a broken symbolic link")
            if existing.parent == existing:
                break
            existing = existing.parent
    except OSError as exc:   # (a folder on the way the user may not enter)
        return f"cannot be checked: {exc.strerror or exc}"
    if not existing.is_dir():
        return "is a file, not a folder" if existing == folder else f"cannot be created: {existing} is a file"
    if not os.access(existing, os.W_OK | os.X_OK):
        return "is not writable" if existing == folder else f"cannot be created: {existing} is not writable"
    return None


def _check_site_key(doc: LocatedYaml, key_path: tuple[Any, ...], key: Any, value: Any, *, in_defaults: bool) -> None:
    if key not in SITE_KEYS:
        raise doc.unknown_key(key_path, tuple(SITE_KEYS))
    if in_defaults and key in SITE_ONLY_KEYS:
        raise doc.error(key_path, "belongs to one site, not to defaults", at_key=True)
    spec = SITE_KEYS[key]
    if not _type_ok(spec.kind, value):
        raise doc.error(key_path, f"must be {_TYPE_NAMES[spec.kind]}, not {type(value).__name__} {quote(value)}")
    if spec.check is not None:
        reason = spec.check(value)
        if reason:
            raise doc.error(key_path, reason)


def _load_site(doc: LocatedYaml, i: int, raw: Any, defaults: dict[str, Any],
               config_dir: Path | None) -> SiteConfig:
    """Site ``i`` of the file with the defaults applied, and its trained thresholds from ``config_dir``
    (None: not read)."""
    where = ("sites", i)
    if not isinstance(raw, dict):
        raise doc.error(where, "each site must be a mapping with at least name and start_urls")
    for key, value in raw.items():
        _check_site_key(doc, where + (key,), key, value, in_defaults=False)
    for key in REQUIRED_SITE_KEYS:
        if key not in raw:
            raise doc.error(where, f"missing key {key!r}")
    merged = {**defaults, **raw}
    start_urls = tuple(merged["start_urls"])
    written = merged.get("allowed_domains") or ()
    domains = [_ascii_entry(d) for d in written] or [domain_entry(u) for u in start_urls]
    if not merged.get("allow_public_suffix"):
        _refuse_public_suffixes(doc, where, written or start_urls, domains, from_start_urls=not written)
    kwargs = {k: v for k, v in merged.items() if k not in ("start_urls", "allowed_domains", "languages")}
    if "languages" in merged:
        kwargs["languages"] = tuple(dict.fromkeys(merged["languages"]))
    site = SiteConfig(start_urls=start_urls, allowed_domains=tuple(dict.fromkeys(domains)), **kwargs)
    outside = [u for u in start_urls if not site.allows(u)]
    if outside:
        raise doc.error(where + ("allowed_domains",), f"start URL {outside[0]!r} is outside the allowed domains")
    if config_dir is not None and (trained := config_dir / TRAINED_DIR / f"{site.name}.yaml").exists():
        site = _with_trained_params(doc, where, site, trained)
    return site


def _refuse_public_suffixes(doc: LocatedYaml, where: tuple[Any, ...], given: tuple[str, ...] | list[str],
                            domains: list[str], *, from_start_urls: bool) -> None:
    """A :class:`ConfigError` for the first of a site's allowed domains ``domains`` (each read from the entry or
    start URL of ``given`` at its place) that is a public suffix: ``org``, ``co.uk``, ``gov.cn``, ``github.io``
    (crawler.public_suffix, the Public Suffix List). Its scope is every site registered under it, as Scrapy's
    ``allowed_domains`` and Heritrix's SURT prefixes would read it too; a site setting ``allow_public_suffix:
    true`` means that."""
    from crawler.public_suffix import public_suffix_section   # (tldextract: imported when a file is checked)

    for index, (source, entry) in enumerate(zip(given, domains, strict=True)):
        host = DOMAIN_RE.match(entry)
        section = public_suffix_section(host.group("host")) if host is not None else None
        if section is None:
            continue
        what = f"the host of start URL {source!r}, the site's scope without allowed_domains," if from_start_urls \
            else quote(source)
        raise doc.error(where + ("start_urls" if from_start_urls else "allowed_domains", index),
                        f"{what} is a public suffix (Public Suffix List, {section} section): every site registered "
                        "under it would be in scope; give allowed_domains the site's own domain (e.g. 'example.org'), "
                        "or set 'allow_public_suffix: true' for the site if you mean all of them")


def domain_entry(url: str) -> str:
    """The allowed-domains entry of a URL's host: the host, with its port when it is not the scheme's default.

    >>> domain_entry("https://Bo.Example.org/news/"), domain_entry("http://127.0.0.1:8201/")
    ('bo.example.org', '127.0.0.1:8201')
    >>> domain_entry("http://བོད.example:8080/"), domain_entry("http://Bo.Example.org.:8080/")
    ('xn--nddj8i.example:8080', 'bo.example.org:8080')
    """
    parts = urllib.parse.urlsplit(url)
    host = ascii_host(host_without_root_dot(parts.hostname or ""))   # (a.org. is a.org: crawler/urls.py)
    if ":" in host:
        host = f"[{host}]"
    return f"{host}:{parts.port}" if parts.port not in (None, default_port(parts.scheme)) else host


def _with_trained_params(doc: LocatedYaml, where: tuple[Any, ...], site: SiteConfig, trained: Path) -> SiteConfig:
    """``site`` with the thresholds of its trained file as extraction params. A file that cannot be read
    is a configuration mistake like any other, reported before the first request: the crawl would
    otherwise extract with thresholds the user did not mean (it reads the file once, at the start)."""
    try:
        from extract.algorithms.tagpath import SiteThresholds
    except ImportError as exc:
        raise doc.error(where, f"trained thresholds {trained} need extract.algorithms.tagpath: {exc}") from None
    try:
        params = SiteThresholds.load(trained).as_params()
    except ValueError as exc:   # (YamlError: one line naming the file, the line and the key)
        raise ConfigError(f"{exc} (trained thresholds of site {site.name!r}: train them again with "
                          "tsheg train-site, or delete the file)") from None
    return dataclasses.replace(site, params=types.MappingProxyType(dict(params)), trained_file=str(trained))


def ignored_trained_file(site: SiteConfig) -> str | None:
    """What to tell the user when the site has a trained thresholds file that its extractor ignores (only
    :data:`TRAINED_EXTRACTOR` reads one), else None.

    >>> ignored_trained_file(SiteConfig("s", ("http://a.org/",), ("a.org",), trained_file="trained/s.yaml"))
    "site 's' has trained thresholds (trained/s.yaml), but it extracts with 'auto', which ignores them: only the tagpath extractor reads them (set 'extractor: tagpath' for the site to use them, or delete the file)"
    """
    if site.trained_file is None or site.extractor == TRAINED_EXTRACTOR:
        return None
    return (f"site {site.name!r} has trained thresholds ({site.trained_file}), but it extracts with "
            f"{site.extractor!r}, which ignores them: only the {TRAINED_EXTRACTOR} extractor reads them "
            f"(set 'extractor: {TRAINED_EXTRACTOR}' for the site to use them, or delete the file)")
