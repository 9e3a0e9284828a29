"""crawler/config.py: YAML -> typed dataclasses; every mistake is one message with file, line and key."""

from __future__ import annotations

import codecs
import os
import subprocess
import sys
import time
import urllib.parse
from collections.abc import Callable
from pathlib import Path

import pytest

from crawler.config import ConfigError, SiteConfig, check_mirror, load_config, shared_slots
from crawler.urls import canonical_url

from .conftest import PROJECT_ROOT

GOOD = """\
mirror: out/
defaults:
  max_depth: 3
  download_delay: 0.5
sites:
  - name: bo-news
    start_urls: ["http://127.0.0.1:8201/"]
    languages: [bo]
  - name: ug-site
    start_urls: ["https://ug.example.org/a/"]
    tunnel: 0
    store_html: true
    sitemaps: true
    encoding: gb18030
"""


def write(tmp_path: Path, text: str, name: str = "sites.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_config_becomes_frozen_dataclasses_with_defaults(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, GOOD))
    bo, ug = config.sites
    assert config.mirror == Path.cwd() / "out"
    assert bo.allowed_domains == ("127.0.0.1:8201",)          # a non-default port is part of the site
    assert bo.languages == ("bo",) and bo.max_depth == 3 and bo.download_delay == 0.5
    assert ug.allowed_domains == ("ug.example.org",) and ug.languages == ("bo", "ug")
    assert ug.tunnel == 0 and ug.store_html and ug.encoding == "gb18030" and ug.obey_robots
    assert ug.sitemaps and not bo.sitemaps                   # sitemaps are read only when a site asks
    assert config.site_by_name["ug-site"] is ug
    with pytest.raises(AttributeError):
        bo.max_depth = 9  # type: ignore[misc]


def test_mirror_argument_overrides_the_file(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, GOOD), mirror=tmp_path / "elsewhere")
    assert config.mirror == tmp_path / "elsewhere"


# (broken YAML, expected line, text the message must contain)
BROKEN = [
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    max_deph: 3\n",
                 4, ["sites[0].max_deph", "unknown key", "'max_depth'"], id="unknown-key-suggested"),
    pytest.param("mirrors: out/\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                 1, ["mirrors", "'mirror'"], id="unknown-top-key"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    max_depth: deep\n",
                 4, ["sites[0].max_depth", "integer"], id="wrong-type"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    obey_robots: 1\n",
                 4, ["sites[0].obey_robots", "true or false"], id="int-for-bool"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    concurrency: true\n",
                 4, ["sites[0].concurrency", "integer"], id="bool-for-int"),
    pytest.param("sites:\n  - name: a\n    max_depth: 2\n",
                 2, ["sites[0]", "start_urls"], id="missing-start-urls"),
    pytest.param("sites:\n  - name: a\n    start_urls: []\n",
                 3, ["sites[0].start_urls", "at least one"], id="empty-start-urls"),
    pytest.param("sites:\n  - name: a\n    start_urls: [ftp://a.org/]\n",
                 3, ["sites[0].start_urls", "http://"], id="bad-scheme"),
    pytest.param("sites:\n  - name: a\n    start_urls: ['http://exa mple.org/']\n",
                 3, ["sites[0].start_urls", "invalid host 'exa mple.org'"], id="space-in-host"),
    pytest.param("sites:\n  - name: a\n    start_urls: [\"javascript:alert(1)\"]\n",
                 3, ["sites[0].start_urls", "http://"], id="javascript-url"),
    pytest.param("sites:\n  - name: a\n    start_urls: [\"http://guest:secret@a.org/\"]\n",
                 3, ["sites[0].start_urls", "user or password", "no credentials"], id="credentials-in-url"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    languages: [bo, xx]\n",
                 4, ["sites[0].languages", "'xx'"], id="unknown-language"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    extractor: prun\n",
                 4, ["sites[0].extractor", "'prune'"], id="unknown-extractor"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    encoding: klingon-8\n",
                 4, ["sites[0].encoding", "klingon-8"], id="unknown-encoding"),
    # Python codecs that are no text encoding (or that WHATWG does not know) passed codecs.lookup, and then every
    # non-UTF-8 page of the site died in decoding ("LookupError: 'base64' is not a text encoding")
    *(pytest.param(f"defaults:\n  encoding: {label}\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                   2, ["defaults.encoding", repr(label), "WHATWG"], id=f"non-text-encoding-{label}")
      for label in ("base64", "undefined", "rot13", "utf-7")),
    pytest.param("sites:\n  - name: ../../etc\n    start_urls: [http://a.org/]\n",
                 2, ["sites[0].name", "folder name"], id="name-escapes-mirror"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n  - name: a\n    start_urls: [http://b.org/]\n",
                 4, ["sites[1].name", "twice"], id="duplicate-site-name"),
    # one folder on macOS and Windows: the second site's pages and manifest would land in the first's
    pytest.param("sites:\n  - name: Tibet\n    start_urls: [http://a.org/]\n  - name: x\n    start_urls: [http://x.org/]\n"
                 "  - name: tibet\n    start_urls: [http://b.org/]\n",
                 6, ["sites[2].name", "site 'tibet' and site 'Tibet' (line 2)", "letter case", "rename one"],
                 id="site-names-differ-only-in-case"),
    pytest.param("sites:\n  - name: news.\n    start_urls: [http://a.org/]\n  - name: news_\n    start_urls: [http://b.org/]\n",
                 4, ["sites[1].name", "'news_' and site 'news.' (line 2)", "mirror folder 'news_'"],
                 id="site-names-one-folder"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/bo/]\n  - name: b\n    start_urls: [http://b.org/, "
                 "\"HTTP://A.org/bo/#top\"]\n",
                 5, ["sites[1].start_urls", "HTTP://A.org/bo/#top", "site 'a' too", "one site"], id="shared-start-url"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    allowed_domains: [http://a.org/]\n",
                 4, ["sites[0].allowed_domains", "host name"], id="url-as-domain"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    allowed_domains: [b.org]\n",
                 4, ["sites[0].allowed_domains", "outside"], id="start-outside-domains"),
    pytest.param("defaults:\n  start_urls: [http://a.org/]\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                 2, ["defaults.start_urls", "one site"], id="site-key-in-defaults"),
    # the opt-in to a public suffix's scope is said by each site that means it, never for all
    pytest.param("defaults:\n  allow_public_suffix: true\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                 2, ["defaults.allow_public_suffix", "one site"], id="public-suffix-opt-in-in-defaults"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    allowed_domains: ['..a.org']\n",
                 4, ["sites[0].allowed_domains", "'..a.org' is not a host name"], id="two-leading-dots"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    allowed_domains: [a..org]\n",
                 4, ["sites[0].allowed_domains", "'a..org' is not a host name"], id="empty-label-in-domain"),
    pytest.param("defaults:\n  tunel: 2\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                 2, ["defaults.tunel", "'tunnel'"], id="unknown-default-key"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    max_depth: -1\n",
                 4, ["sites[0].max_depth", ">= 0"], id="negative-depth"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    download_delay: .inf\n",
                 4, ["sites[0].download_delay", "<= 3600 seconds"], id="endless-delay"),
    pytest.param("defaults:\n  download_delay: 86400\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                 2, ["defaults.download_delay", "<= 3600 seconds"], id="day-long-delay"),
    pytest.param("tables_dir: /nonexistent/tables\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                 1, ["tables_dir", "/nonexistent/tables is no folder"], id="missing-tables-dir"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/\n    max_depth: 2\n",
                 4, ["broken YAML"], id="broken-yaml"),
    pytest.param("sites: [\n", 2, ["broken YAML"], id="unclosed-flow"),
    pytest.param("sites:\n  - name: a\n    name: b\n    start_urls: [http://a.org/]\n",
                 3, ["sites[0].name", "twice"], id="duplicate-key"),
    pytest.param("defaults: &d\n  max_depth: 3\nsites:\n  - name: a\n    <<: *d\n    start_urls: [http://a.org/]\n"
                 "    tunnel: 1\n    tunnel: 2\n",
                 8, ["sites[0].tunnel", "twice"], id="duplicate-key-beside-a-merge"),
    pytest.param("defaults: &d\n  max_depth: 3\n  max_depth: 4\nsites:\n  - name: a\n    <<: *d\n"
                 "    start_urls: [http://a.org/]\n",
                 3, ["defaults.max_depth", "twice"], id="duplicate-key-in-a-merged-anchor"),
    pytest.param("defaults: &d\n  max_depth: 3\nsites:\n  - name: a\n    <<: *d\n    <<: *d\n"
                 "    start_urls: [http://a.org/]\n",
                 6, ["sites[0].<<", "twice", "<<: [*a, *b]"], id="two-merge-keys"),
    pytest.param("sites:\n  - name: a\n    <<: just-a-string\n    start_urls: [http://a.org/]\n",
                 3, ["broken YAML", "merging"], id="merge-of-a-scalar"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n    <<: {download_delay: 86400}\n",
                 4, ["sites[0].download_delay", "<= 3600 seconds"], id="merged-value-checked-at-its-line"),
    pytest.param("sites: {}\n", 1, ["sites", "at least one site"], id="sites-not-a-list"),
    pytest.param("- a\n- b\n", 1, ["mapping"], id="top-level-list"),
]
SITE = "sites:\n  - name: a\n    start_urls: [http://a.org/]\n"
# Hostile files that gave a traceback (RecursionError, ValueError, RuntimeError) or a crawl failing every page.
HOSTILE = [
    pytest.param("x: " + "[" * 100_000 + "\n" + SITE, 1, ["broken YAML", "nested deeper than 64"], id="deep-nesting"),
    pytest.param(SITE + "    max_pages: " + "1" * 5000 + "\n", 4, ["broken YAML", "integer of 5000"], id="huge-integer"),
    pytest.param('mirror: "~nosuchuser-tsheg/m"\n' + SITE, 1, ["mirror: '~nosuchuser-tsheg/m'", "user"],
                 id="home-of-no-user"),
    pytest.param('tables_dir: "~nosuchuser-tsheg/t"\n' + SITE, 1, ["tables_dir:", "user"], id="tables-of-no-user"),
    pytest.param('mirror: "a\\0b"\n' + SITE, 1, ["mirror: 'a\\x00b'", "NUL"], id="nul-in-mirror"),
    # a mirror in the system's folders: each site a folder there, beside the system's files
    pytest.param("mirror: /etc\n" + SITE, 1, ["mirror: /etc is a system folder: give the mirror a folder of its own"],
                 id="mirror-at-etc"),
    pytest.param("mirror: /usr/share/tsheg\n" + SITE, 1, ["mirror: /usr/share/tsheg is inside the system folder /usr"],
                 id="mirror-in-usr"),
    pytest.param("mirror: /\n" + SITE, 1, ["mirror: / is a system folder: give the mirror a folder of its own inside"],
                 id="mirror-at-the-root"),
]
BROKEN += HOSTILE
# A public suffix as an allowed domain: every site registered under it was in scope (a crawl of all of .org).
PUBLIC_SUFFIXES = [
    *(pytest.param(f"sites:\n  - name: a\n    start_urls: [http://www.a.{suffix}/]\n    allowed_domains:\n"
                   f"      - a.{suffix}\n      - '{entry}'\n",
                   6, ["sites[0].allowed_domains[1]", f"{entry!r} is a public suffix", f"{section} section",
                       "allow_public_suffix: true"], id=f"public-suffix-{entry}")
      for entry, suffix, section in [("org", "org", "ICANN"), ("com", "com", "ICANN"), ("cn", "cn", "ICANN"),
                                     ("co.uk", "co.uk", "ICANN"), ("gov.cn", "gov.cn", "ICANN"),
                                     ("Gov.CN", "gov.cn", "ICANN"), (".org", "org", "ICANN"),
                                     ("org:8080", "org", "ICANN"), ("中国", "xn--fiqs8s", "ICANN"),
                                     ("github.io", "github.io", "private")]),
    # no allowed_domains: the start URL's host is the site's scope, its subdomains included
    pytest.param("sites:\n  - name: a\n    start_urls:\n      - http://a.org/\n      - https://blogspot.com/bo/\n",
                 5, ["sites[0].start_urls[1]", "'https://blogspot.com/bo/'", "public suffix", "private section"],
                 id="public-suffix-start-url-host"),
]
# A site's name is its mirror folder and its trained file's name: Windows has no folder or file named so.
WINDOWS_DEVICES = [
    pytest.param(f"sites:\n  - name: x\n    start_urls: [http://x.org/]\n  - name: {name}\n"
                 "    start_urls: [http://a.org/]\n",
                 4, ["sites[1].name", f"{name!r} is a device name on Windows", f"name the site {folder!r}"],
                 id=f"device-name-{name}")
    for name, folder in [("con", "_con"), ("CON", "_CON"), ("aux", "_aux"), ("Nul", "_Nul"), ("nul.txt", "_nul.txt"),
                         ("com1", "_com1"), ("LPT9.news", "_LPT9.news"), ("prn.", "prn_")]
]
BROKEN += PUBLIC_SUFFIXES + WINDOWS_DEVICES


@pytest.mark.parametrize(("text", "line", "parts"), BROKEN)
def test_every_mistake_names_file_line_and_key(tmp_path: Path, text: str, line: int, parts: list[str]) -> None:
    path = write(tmp_path, text)
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:{line}:"), message
    assert "\n" not in message
    for part in parts:
        assert part in message, message


# (YAML with anchors and YAML 1.1 merge keys, expected settings of each site by name) -- as PyYAML's SafeLoader
# merges: the mapping's own keys override merged ones, and in <<: [*a, *b] the first mapping wins.
MERGES = [
    pytest.param("defaults: &polite\n  download_delay: 5\n  max_depth: 3\nsites:\n"
                 "  - name: a\n    <<: *polite\n    start_urls: [http://a.org/]\n    max_depth: 1\n",
                 {"a": {"download_delay": 5, "max_depth": 1}}, id="own-key-overrides-merged"),
    pytest.param("defaults: {}\nsites:\n"
                 "  - &first\n    name: a\n    start_urls: [http://a.org/]\n    tunnel: 0\n    store_html: true\n"
                 "  - <<: *first\n    name: b\n    start_urls: [http://b.org/]\n",
                 {"a": {"tunnel": 0, "store_html": True}, "b": {"tunnel": 0, "store_html": True}},
                 id="site-merges-another-site"),
    pytest.param("defaults:\n  tunnel: 1\nsites:\n"
                 "  - name: a\n    start_urls: [http://a.org/]\n    <<: [&deep {max_depth: 9, tunnel: 4}, "
                 "&slow {download_delay: 30, max_depth: 2}]\n"
                 "  - name: b\n    start_urls: [http://b.org/]\n    <<: [*slow, *deep]\n",
                 {"a": {"max_depth": 9, "tunnel": 4, "download_delay": 30},
                  "b": {"max_depth": 2, "tunnel": 4, "download_delay": 30}}, id="list-of-merges-first-wins"),
    pytest.param("defaults: &base\n  concurrency: 1\n  download_delay: 3\nsites:\n"
                 "  - name: a\n    start_urls: [http://a.org/]\n"
                 "    <<: &news\n      <<: *base\n      download_delay: 7\n"
                 "  - name: b\n    start_urls: [http://b.org/]\n    <<: *news\n    concurrency: 4\n",
                 {"a": {"concurrency": 1, "download_delay": 7}, "b": {"concurrency": 4, "download_delay": 7}},
                 id="merge-of-a-merge"),
]


@pytest.mark.parametrize(("text", "expected"), MERGES)
def test_yaml_merge_keys_share_settings_between_sites(tmp_path: Path, text: str,
                                                      expected: dict[str, dict[str, object]]) -> None:
    config = load_config(write(tmp_path, text))
    for name, settings in expected.items():
        site = config.site_by_name[name]
        assert {key: getattr(site, key) for key in settings} == settings, name


@pytest.mark.parametrize(("mirror_in", "problem"), [
    ("a-file", "a-file is a file, not a folder"),
    ("a-file/mirror", "a-file/mirror cannot be created: "),
    ("dangling/mirror", "is a broken symbolic link"),
])
def test_a_mirror_the_crawl_cannot_write_is_refused_before_any_request(
        tmp_path: Path, mirror_in: str, problem: str) -> None:
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    (tmp_path / "dangling").symlink_to(tmp_path / "gone")
    path = write(tmp_path, "sites:\n  - name: a\n    start_urls: [http://a.org/]\n")
    config = load_config(path, mirror=tmp_path / mirror_in)   # (read as ever: train-site never writes it)
    with pytest.raises(ConfigError) as caught:
        check_mirror(config)
    assert problem in str(caught.value) and str(caught.value).startswith(f"{path}: mirror: ")
    check_mirror(load_config(path, mirror=tmp_path / "new" / "mirror"))
    assert not (tmp_path / "new").exists()                    # checked, not created


def _make_site_folder(tmp_path: Path, kind: str) -> Path:
    """``tmp_path/mirror/a``, site a's folder, made as ``kind`` says; the mirror folder itself is fine."""
    place = tmp_path / "mirror" / "a"
    place.parent.mkdir()
    elsewhere = tmp_path / "bigdisk"
    if kind == "a file":
        place.write_text("not a folder", encoding="utf-8")
    elif kind == "a link to a folder":
        elsewhere.mkdir()
        place.symlink_to(elsewhere, target_is_directory=True)
    elif kind == "a link to a file":
        elsewhere.write_text("not a folder", encoding="utf-8")
        place.symlink_to(elsewhere)
    elif kind == "a broken link":
        place.symlink_to(tmp_path / "gone")
    elif kind == "a folder it may not write in":
        place.mkdir(mode=0o500)
    return place


NOT_WRITABLE_AS_ROOT = pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                                          reason="root may write in any folder")

# (what is where site a's folder goes, the problem check_mirror names, or None when the crawl may go on)
SITE_FOLDERS = [
    pytest.param("a file", "is a file, not a folder", id="a file"),
    pytest.param("a link to a folder", None, id="a link to a folder"),
    pytest.param("a link to a file", "is a file, not a folder", id="a link to a file"),
    pytest.param("a broken link", "cannot be created: it is a broken symbolic link", id="a broken link"),
    pytest.param("a folder it may not write in", "is not writable", id="not writable", marks=NOT_WRITABLE_AS_ROOT),
]


@pytest.mark.parametrize(("kind", "problem"), SITE_FOLDERS)
def test_a_site_folder_the_crawl_cannot_write_is_refused_before_any_request(
        tmp_path: Path, kind: str, problem: str | None) -> None:
    place = _make_site_folder(tmp_path, kind)
    path = write(tmp_path, "sites:\n  - name: a\n    start_urls: [http://a.org/]\n")
    config = load_config(path, mirror=tmp_path / "mirror")
    if problem is None:
        check_mirror(config)
        return
    with pytest.raises(ConfigError) as caught:
        check_mirror(config)
    message = str(caught.value)
    assert message == f"{path}: mirror: the folder of site 'a': {place} {problem}" and "\n" not in message


# Where a mirror is given (made in tmp_path) -> how the one-line error names it; None: the crawl may go on.
MIRROR_PLACES = {
    "a link to /etc": ("link-to-etc", "is a system folder (a link to /etc)"),
    "the home folder": ("home", "is the home folder: give the mirror a folder of its own inside it (~/tsheg-mirror)"),
    "the home folder as ~": ("~", "is the home folder"),
    "a folder in the home folder": ("home/tsheg-mirror", None),
    "a folder outside the project": ("elsewhere/mirror", None),
}


@pytest.mark.skipif(os.name != "posix", reason="the system folders named are POSIX ones")
@pytest.mark.parametrize(("given", "problem"), MIRROR_PLACES.values(), ids=MIRROR_PLACES)
def test_a_mirror_on_the_command_line_in_a_system_or_home_folder_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, given: str, problem: str | None) -> None:
    """`-a mirror=~` (or a link to /etc) crawled into the home folder (or /etc): a folder per site among the
    user's (the system's) folders. Refused before any request, as a mistake of the file is."""
    (tmp_path / "home").mkdir()
    (tmp_path / "link-to-etc").symlink_to("/etc", target_is_directory=True)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    path = write(tmp_path, SITE)
    mirror = given if given == "~" else tmp_path / given
    if problem is None:
        assert load_config(path, mirror=mirror).mirror == tmp_path / given
        return
    with pytest.raises(ConfigError) as caught:
        load_config(path, mirror=mirror)
    message = str(caught.value)
    assert message.startswith(f"{path}: mirror (given on the command line): ") and problem in message, message


def test_missing_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not found"):
        load_config(tmp_path / "nope.yaml")


@pytest.mark.parametrize(("url", "allowed"), [
    ("http://127.0.0.1:8201/news/1.html", True),
    ("http://127.0.0.1:8202/", False),            # another port is another site
    ("http://127.0.0.1/", False),
    ("https://127.0.0.1:8201/", True),             # scheme does not matter, host and port do
    ("http://sub.bo.example.org/", True),
    ("http://evilbo.example.org/", False),
    ("http://bo.example.org:8080/", False),
    ("mailto:a@bo.example.org", False),
    ("javascript:alert(1)", False),
    ("http://[::1/", False),                       # unparseable
])
def test_allowed_domains_match_host_and_port(url: str, allowed: bool) -> None:
    site = SiteConfig("s", ("http://127.0.0.1:8201/",), ("127.0.0.1:8201", "bo.example.org"))
    assert site.allows(url) is allowed


@pytest.mark.parametrize(("url", "allowed"), [
    ("http://ئۇيغۇرچە.example/bo/", True),          # the start URL as written
    ("http://xn--lgbw0a4d6pjnc8i.example/ug/1.html", True),   # as canonical URLs spell its host
    ("http://news.ئۇيغۇرچە.example/", True),
    ("http://xn--nddj8i.example:8080/", True),     # allowed_domains written in Tibetan letters
    ("http://བོད.example/", False),                # ... with its port
    ("http://www.西藏.中国/", True),
])
def test_internationalised_domain_names_are_one_host_in_letters_and_in_punycode(tmp_path: Path, url: str,
                                                                                 allowed: bool) -> None:
    config = load_config(write(tmp_path, """sites:
  - name: ug
    start_urls: ["http://ئۇيغۇرچە.example/bo/"]
    allowed_domains: ["ئۇيغۇرچە.example", "བོད.example:8080", "西藏.中国"]
"""))
    assert config.sites[0].allows(url) is allowed
    alone = load_config(write(tmp_path, 'sites:\n  - name: ug\n    start_urls: ["http://ئۇيغۇرچە.example/"]\n'))
    assert alone.sites[0].allowed_domains == ("xn--lgbw0a4d6pjnc8i.example",)   # was refused as outside itself


# (allowed_domains as written, URL, in scope?) -- a leading dot, as a cookie's Domain and a Heritrix SURT prefix write
# "a.org and its subdomains", was read as a host no URL has: the start URL was "outside the allowed domains".
LEADING_DOTS = [
    (".a.org", "http://a.org/bo/1.html", True),
    (".a.org", "http://news.a.org/", True),
    (".A.org", "http://news.a.org/", True),
    (".a.org", "http://evila.org/", False),
    (".a.org:8080", "http://a.org:8080/", True),
    (".a.org:8080", "http://a.org/", False),
    (".བོད.example", "http://ཉིན.བོད.example/", True),
]


@pytest.mark.parametrize(("entry", "url", "allowed"), LEADING_DOTS)
def test_a_leading_dot_on_an_allowed_domain_means_the_domain_and_its_subdomains(tmp_path: Path, entry: str, url: str,
                                                                                allowed: bool) -> None:
    start = "http://a.org:8080/" if entry.endswith(":8080") else "http://www.a.org/" if "a.org" in entry.lower() \
        else "http://བོད.example/"
    config = load_config(write(tmp_path, f"sites:\n  - name: a\n    start_urls: ['{start}']\n"
                                         f"    allowed_domains: ['{entry}']\n"))
    assert config.sites[0].allowed_domains == (entry.lower()[1:] if entry.isascii() else "xn--nddj8i.example",)
    assert config.sites[0].allows(url) is allowed


# (allowed_domains as written, start URL, the entry read, URL, in scope?) -- a fully qualified name's trailing dot (the
# DNS root) matched no URL's host, and the start URL was "outside the allowed domains"; a leading wildcard label, as
# a TLS certificate or a Heritrix-like tool writes "the subdomains of a.org", was "not a host name".
DOMAIN_SPELLINGS = [
    ("a.org.", "http://a.org/", "a.org", "http://a.org/bo/1.html", True),
    ("a.org.", "http://a.org/", "a.org", "http://news.a.org/", True),
    ("A.Org.", "http://a.org/", "a.org", "http://evila.org/", False),
    ("a.org.:8080", "http://a.org:8080/", "a.org:8080", "http://a.org:8080/x", True),
    ("a.org.:8080", "http://a.org:8080/", "a.org:8080", "http://a.org/x", False),
    (".a.org.", "http://www.a.org/", "a.org", "http://www.a.org/x", True),
    ("བོད.example.", "http://བོད.example/", "xn--nddj8i.example", "http://ཉིན.བོད.example/", True),
    ("*.a.org", "http://www.a.org/", "a.org", "http://news.a.org/bo/", True),
    ("*.a.org", "http://www.a.org/", "a.org", "http://a.org/", True),
    ("*.A.org.", "http://www.a.org/", "a.org", "http://www.a.org/", True),
    ("*.a.org", "http://www.a.org/", "a.org", "http://evila.org/", False),
    ("*.a.org:8080", "http://www.a.org:8080/", "a.org:8080", "http://news.a.org:8080/", True),
    ("*.ئۇيغۇرچە.example", "http://www.ئۇيغۇرچە.example/", "xn--lgbw0a4d6pjnc8i.example",
     "http://ئۇيغۇرچە.example/ug/", True),
]


@pytest.mark.parametrize(("entry", "start", "read", "url", "allowed"), DOMAIN_SPELLINGS)
def test_a_trailing_dot_or_a_leading_wildcard_on_an_allowed_domain_is_read(tmp_path: Path, entry: str, start: str,
                                                                           read: str, url: str, allowed: bool) -> None:
    config = load_config(write(tmp_path, f"sites:\n  - name: a\n    start_urls: ['{start}']\n"
                                         f"    allowed_domains: ['{entry}']\n"))
    assert config.sites[0].allowed_domains == (read,)
    assert config.sites[0].allows(url) is allowed


# A start URL (no allowed_domains) -> the scope it gives its site: its host and port as the crawl's canonical URLs
# spell them (crawler.urls.host_without_root_dot, one definition of the DNS root dot for both). Only the one root dot
# is dropped: a host with an empty label ("a.org..") is a configuration error (START_URLS_WITH_AN_EMPTY_LABEL).
START_URL_SCOPES = [
    ("http://A.org.:8080/bo/", "a.org:8080"),
    ("http://a.org./", "a.org"),
    ("http://127.0.0.1.:8201/", "127.0.0.1:8201"),
    ("http://བོད.example./", "xn--nddj8i.example"),
    ("http://ئۇيغۇرچە.example/ug/", "xn--lgbw0a4d6pjnc8i.example"),
    ("http://127.0.0.1/", "127.0.0.1"),
    ("http://[::1]:8201/", "[::1]:8201"),
    ("https://www.a.org:8443/", "www.a.org:8443"),
]


@pytest.mark.parametrize(("start", "scope"), START_URL_SCOPES)
def test_a_start_url_s_scope_is_its_host_as_the_crawl_s_urls_spell_it(tmp_path: Path, start: str, scope: str) -> None:
    config = load_config(write(tmp_path, f"sites:\n  - name: a\n    start_urls: ['{start}']\n"))
    assert config.sites[0].allowed_domains == (scope,)
    assert urllib.parse.urlsplit(canonical_url(start)).netloc == scope
    assert config.sites[0].allows(start) and config.sites[0].allows(canonical_url(start))


# (start URL, its host as the message quotes it) -- a host with an empty label (RFC 1034 §3.1: only the root's label
# is empty, and only its one trailing dot is dropped) is no DNS name: the start URL is refused, not crawled as a
# site whose scope no fetched page could be in. The spellings of START_URL_SCOPES still load.
START_URLS_WITH_AN_EMPTY_LABEL = [
    pytest.param("http://.a.org/", ".a.org", id="leading-dot"),
    pytest.param("http://..a.org/bo/", "..a.org", id="two-leading-dots"),
    pytest.param("http://x..a.org/", "x..a.org", id="double-dot-inside"),
    pytest.param("https://www.a..org:8443/", "www.a..org", id="double-dot-inside-with-port"),
    pytest.param("http://a.org../", "a.org..", id="double-trailing-dot"),
    pytest.param("http://.127.0.0.1:8201/", ".127.0.0.1", id="leading-dot-on-ipv4"),
    pytest.param("http://.བོད.example/", ".བོད.example", id="leading-dot-on-idn"),
]


@pytest.mark.parametrize(("start", "host"), START_URLS_WITH_AN_EMPTY_LABEL)
def test_a_start_url_whose_host_has_an_empty_label_is_refused(tmp_path: Path, start: str, host: str) -> None:
    path = write(tmp_path, f"sites:\n  - name: a\n    start_urls: ['{start}']\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:3:") and "sites[0].start_urls" in message, message
    assert f"has a host with an empty label, {host!r}" in message and "RFC 1034 §3.1" in message, message


# (allowed domain, URL, in the site's scope) -- a URL whose host has an empty label is in no site's scope, however
# its other labels end (on main "http://.a.org/" and "http://x..a.org/" were read as subdomains of a.org).
EMPTY_LABEL_SCOPES = [
    ("a.org", "http://.a.org/", False),
    ("a.org", "http://..a.org/", False),
    ("a.org", "http://x..a.org/bo/", False),
    ("a.org", "http://www..a.org/", False),
    ("a.org", "http://a.org../", False),
    ("a.org", "http://.a.org./", False),
    ("a.org:8080", "http://.a.org:8080/", False),
    ("a.org:8080", "http://x..a.org:8080/", False),
    ("127.0.0.1:8201", "http://.127.0.0.1:8201/", False),
    ("127.0.0.1:8201", "http://x..127.0.0.1:8201/", False),
    ("a.org", "http://a.org/", True),
    ("a.org", "http://a.org./", True),
    ("a.org", "http://x.a.org/bo/", True),
    ("a.org:8080", "http://www.a.org.:8080/", True),
    ("127.0.0.1:8201", "http://127.0.0.1:8201/", True),
    ("xn--nddj8i.example", "http://ཉིན.བོད.example/", True),
]


@pytest.mark.parametrize(("domain", "url", "allowed"), EMPTY_LABEL_SCOPES)
def test_a_url_whose_host_has_an_empty_label_is_in_no_site_s_scope(domain: str, url: str, allowed: bool) -> None:
    site = SiteConfig(name="a", start_urls=("http://a.org/",), allowed_domains=(domain,))
    assert site.allows(url) is allowed
    assert site.allows(url, also=("b.org", domain)) is allowed   # nor in a seed domain's


def test_a_start_url_naming_the_dns_root_is_refused(tmp_path: Path) -> None:
    """``http://./`` names the DNS root itself, no host: refused, as before the root dot had one definition."""
    with pytest.raises(ConfigError, match="outside the allowed domains"):
        load_config(write(tmp_path, "sites:\n  - name: a\n    start_urls: ['http://./']\n"))


# (allowed domain as written, the message's words) -- spellings still refused once a trailing dot and one leading
# "*." or "." are read: an empty label, a wildcard anywhere else, a public suffix behind either.
STILL_REFUSED = [
    ("a.org..", ["'a.org..' is not a host name"]),
    ("*..a.org", ["'*..a.org' is not a host name"]),
    ("*.", ["'*.' is not a host name"]),
    (".", ["'.' is not a host name"]),
    ("*", ["'*' is not a host name: a wildcard is read only as the first label", "write the domain"]),
    ("*.*.a.org", ["'*.*.a.org' is not a host name: a wildcard", "'*.example.org' is 'example.org'"]),
    ("a.*.org", ["'a.*.org' is not a host name: a wildcard"]),
    ("*a.org", ["'*a.org' is not a host name: a wildcard"]),
    ("org.", ["'org.' is a public suffix", "ICANN section"]),
    ("*.org", ["'*.org' is a public suffix", "ICANN section"]),
    ("*.github.io", ["'*.github.io' is a public suffix", "private section"]),
    ("*.co.uk.", ["'*.co.uk.' is a public suffix"]),
]


@pytest.mark.parametrize(("entry", "parts"), STILL_REFUSED)
def test_an_allowed_domain_read_from_a_dot_or_a_wildcard_is_checked_as_any(tmp_path: Path, entry: str,
                                                                           parts: list[str]) -> None:
    path = write(tmp_path, f"sites:\n  - name: a\n    start_urls: [http://www.a.org/]\n    allowed_domains:\n"
                           f"      - a.org\n      - '{entry}'\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert str(caught.value).startswith(f"{path}:") and "sites[0].allowed_domains" in str(caught.value)
    for part in parts:
        assert part in str(caught.value)


@pytest.mark.parametrize(("entries", "url"), [
    ("[org]", "http://any-site.org/bo/"),
    ("[gov.cn]", "http://tibet.gov.cn/"),
    ("[github.io]", "https://someone.github.io/"),
])
def test_a_site_that_opts_in_has_a_public_suffix_as_its_scope(tmp_path: Path, entries: str, url: str) -> None:
    text = (f"sites:\n  - name: a\n    start_urls: ['{url}']\n    allowed_domains: {entries}\n"
            "    allow_public_suffix: true\n")
    site = load_config(write(tmp_path, text)).sites[0]
    assert site.allow_public_suffix and site.allowed_domains == (entries.strip("[]"),)
    assert site.allows(url)
    assert not load_config(write(tmp_path, GOOD)).sites[0].allow_public_suffix   # refused unless a site says so


def test_the_public_suffix_list_is_read_offline(tmp_path: Path) -> None:
    """The check reads tldextract's bundled snapshot: no connection to publicsuffix.org, no cache folder written."""
    config = write(tmp_path, "sites:\n  - name: a\n    start_urls: [http://www.a.co.uk/]\n"
                             "    allowed_domains: [co.uk]\n")
    probe = (
        "import socket\n"
        "def refuse(*args, **kwargs):\n"
        "    raise AssertionError(f'network use: {args!r}')\n"
        "socket.socket.connect = socket.create_connection = socket.getaddrinfo = refuse\n"
        "from crawler.config import ConfigError, load_config\n"
        "try:\n"
        f"    load_config({str(config)!r})\n"
        "except ConfigError as exc:\n"
        "    print(exc)\n"
    )
    cache = tmp_path / "cache"
    env = {**os.environ, "HOME": str(tmp_path / "home"), "XDG_CACHE_HOME": str(cache),
           "TLDEXTRACT_CACHE": str(cache / "tldextract")}
    result = subprocess.run([sys.executable, "-c", probe], cwd=PROJECT_ROOT, env=env, capture_output=True, text=True,
                            timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert "'co.uk' is a public suffix" in result.stdout
    assert not cache.exists() and not (tmp_path / "home").exists()


def test_trained_thresholds_are_passed_as_params(tmp_path: Path) -> None:
    tagpath = pytest.importorskip("extract.algorithms.tagpath")
    if not hasattr(tagpath, "SiteThresholds"):
        pytest.skip("extract.algorithms.tagpath.SiteThresholds not there yet")
    config_path = write(tmp_path, "sites:\n  - name: a\n    start_urls: [http://a.org/]\n")
    assert load_config(config_path).sites[0].params is None
    thresholds = tagpath.SiteThresholds(**_sample_threshold_fields(tagpath.SiteThresholds))
    (tmp_path / "trained").mkdir()
    thresholds.save(tmp_path / "trained" / "a.yaml")
    params = load_config(config_path).sites[0].params
    assert params is not None and dict(params) == dict(thresholds.as_params())


def _sample_threshold_fields(cls: type) -> dict[str, float]:
    import dataclasses
    return {f.name: 1.5 for f in dataclasses.fields(cls)}


def test_scrapy_crawl_reports_a_config_error_in_one_line(tmp_path: Path) -> None:
    bad = write(tmp_path, "sites:\n  - name: a\n    start_urls: [http://a.org/]\n    max_deph: 3\n")
    result = subprocess.run(
        [sys.executable, "-m", "scrapy", "crawl", "tibetan_sites", "-a", f"config={bad}",
         "-s", "LOG_LEVEL=ERROR"],
        cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if "configuration error" in line]
    assert lines == [f"tsheg: configuration error: {bad}:4: sites[0].max_deph: unknown key (did you mean 'max_depth'?)"]


@pytest.mark.parametrize(("text", "line", "parts"), HOSTILE)
@pytest.mark.parametrize("command", ["crawl", "train-site"])
def test_hostile_files_are_one_line_errors_before_any_request(tmp_path: Path, command: str, text: str, line: int,
                                                               parts: list[str]) -> None:
    """`scrapy crawl` and `tsheg train-site` alike: exit 2, one line naming file and line, no traceback."""
    bad = write(tmp_path, text)
    args = (["-m", "scrapy", "crawl", "tibetan_sites", "-a", f"config={bad}", "-s", "LOG_LEVEL=ERROR"]
            if command == "crawl" else ["-m", "crawler.cli", "train-site", "--config", str(bad), "--site", "a",
                                        str(bad)])
    result = subprocess.run([sys.executable, *args], cwd=PROJECT_ROOT, capture_output=True, text=True,
                            timeout=CONFIG_LOAD_TIMEOUT)
    assert result.returncode == 2, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    lines = [entry for entry in result.stderr.splitlines() if "configuration error" in entry]
    assert len(lines) == 1 and lines[0].startswith(f"tsheg: configuration error: {bad}:{line}: "), result.stderr
    assert all(part in lines[0] for part in parts), lines[0]


LARGE_FILE_REFUSED_WITHIN = 5.0   # seconds: reading 4 MB and stopping takes a fraction of one

# A configuration's bytes that are no UTF-8 -> the line and the message's text (it named the file and the codec's
# "position 8", no line: a comment saved in GBK or Latin-1 by another editor is found by its line now).
NOT_UTF8 = {
    "latin-1-comment": (SITE.encode() + "    # für später\n".encode("latin-1"), 4,
                        "not UTF-8 text: byte 0xfc at column 8"),
    "gbk-site-name": ("sites:\n  - name: 藏文\n".encode("gbk") + b"    start_urls: [http://a.org/]\n", 2,
                      "not UTF-8 text: byte 0xb2 at column 11"),
    "binary-junk": (bytes(range(128, 256)) * 40, 1, "not UTF-8 text: byte 0x80 at column 1"),
}


@pytest.mark.parametrize(("data", "line", "says"), NOT_UTF8.values(), ids=NOT_UTF8)
def test_bytes_that_are_no_utf8_are_named_by_line_and_column(tmp_path: Path, data: bytes, line: int,
                                                             says: str) -> None:
    path = tmp_path / "sites.yaml"
    path.write_bytes(data)
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert str(caught.value) == f"{path}:{line}: {says} (save the file as UTF-8)"


@pytest.mark.parametrize("given", ["/dev/zero", "big.log"])
def test_a_file_far_larger_than_any_configuration_is_refused_unread(tmp_path: Path, given: str) -> None:
    """/dev/zero (or a log) given as the configuration was read whole first: memory without end, or a minute."""
    path = Path(given) if given.startswith("/") else tmp_path / given
    if not path.is_absolute() or not path.exists():
        path.write_bytes(b"2026-11-23 03:38:00 INFO request handled in 12 ms path /bo/1.html\n" * 80_000)
    started = time.monotonic()
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert str(caught.value) == (f"{path}: the configuration file is larger than 4 MB: not read (a log or data file "
                                 "given in its place?)")
    assert time.monotonic() - started < LARGE_FILE_REFUSED_WITHIN


# How a configuration was saved -> its bytes (YAML 1.2 §5.2 tells UTF-16 and UTF-32 by the byte order mark or by
# the NULs around the first character; Windows Notepad's "Unicode" is UTF-16 LE with a mark).
SAVED_AS = {
    "utf-16-le-with-mark": lambda text: text.encode("utf-16"),
    "utf-16-be-with-mark": lambda text: codecs.BOM_UTF16_BE + text.encode("utf-16-be"),
    "utf-16-le-without-mark": lambda text: text.encode("utf-16-le"),
    "utf-16-be-without-mark": lambda text: text.encode("utf-16-be"),
    "utf-32-with-mark": lambda text: text.encode("utf-32"),
    "utf-32-be-without-mark": lambda text: text.encode("utf-32-be"),
}


@pytest.mark.parametrize("encode", SAVED_AS.values(), ids=SAVED_AS)
def test_a_configuration_saved_as_utf16_or_utf32_is_read(tmp_path: Path, encode: Callable[[str], bytes]) -> None:
    """Such a file was refused ("'utf-8' codec can't decode byte 0xff in position 0", or, without a mark,
    "broken YAML: special characters are not allowed", at a NUL)."""
    text = GOOD.replace("start_urls: [\"https://ug.example.org/a/\"]", "start_urls: [\"https://ug.example.org/བོད་/\"]")
    path = tmp_path / "sites.yaml"
    path.write_bytes(encode(text))
    sites = load_config(path).sites
    assert sites == load_config(write(tmp_path, text, "utf8.yaml")).sites
    assert sites[1].start_urls == ("https://ug.example.org/བོད་/",)


def _fan_out(levels: int = 9, width: int = 9) -> str:
    """A flow list of anchored lists, each holding ``width`` aliases of the one before ("billion laughs"):
    a line of YAML that stands for ``width ** levels`` strings."""
    anchored = ["&l0 [" + ", ".join(["x"] * width) + "]"]
    anchored += [f"&l{n} [" + ", ".join([f"*l{n - 1}"] * width) + "]" for n in range(1, levels)]
    return "[" + ", ".join(anchored) + "]"


FAN_OUT = _fan_out()
CONFIG_LOAD_TIMEOUT = 60   # seconds for `scrapy crawl` to start and refuse the file (it takes a few)

# (YAML whose aliases make a value infinite or exponentially large, expected line, text the message must contain):
# the crawl refuses each in one line, and in time.
ENDLESS = [
    pytest.param("x: &a [*a]\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                 1, ["recursive alias", "*a", "&a at line 1"], id="list-holds-itself"),
    pytest.param("sites: &s\n  - name: a\n    start_urls: [http://a.org/]\n    tunnel: *s\n",
                 4, ["recursive alias", "*s", "&s at line 1"], id="sites-hold-themselves"),
    pytest.param("defaults: &d\n  max_depth: 3\n  deeper: {again: *d}\nsites:\n  - name: a\n"
                 "    start_urls: [http://a.org/]\n",
                 3, ["recursive alias", "*d", "&d at line 1"], id="mapping-holds-itself"),
    pytest.param("sites:\n  - &s\n    name: a\n    start_urls: [http://a.org/]\n    <<: *s\n",
                 5, ["recursive alias", "*s", "&s at line 2"], id="site-merges-itself"),
    pytest.param("sites:\n  - name: a\n    start_urls: [http://a.org/]\n  - name: b\n"
                 "    start_urls: [http://b.org/]\n    languages: &l [bo, [ug, *l]]\n",
                 6, ["recursive alias", "*l"], id="nested-list-holds-itself"),
    pytest.param(f"laughs: {FAN_OUT}\nsites:\n  - name: a\n    start_urls: [http://a.org/]\n",
                 1, ["laughs: unknown key"], id="fan-out-under-unknown-key"),
    pytest.param(f"sites:\n  - name: a\n    start_urls: [http://a.org/]\n    max_depth: {FAN_OUT}\n",
                 4, ["sites[0].max_depth: must be an integer, not list [['x', 'x', 'x', 'x', ...], "],
                 id="fan-out-as-a-value-quoted-short"),
]


@pytest.mark.parametrize(("text", "line", "parts"), ENDLESS)
def test_scrapy_crawl_refuses_endless_aliases_in_one_line_and_in_time(tmp_path: Path, text: str, line: int,
                                                                      parts: list[str]) -> None:
    bad = write(tmp_path, text)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "scrapy", "crawl", "tibetan_sites", "-a", f"config={bad}",
             "-s", "LOG_LEVEL=ERROR"],
            cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=CONFIG_LOAD_TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"scrapy crawl still reading the configuration after {CONFIG_LOAD_TIMEOUT} s")
    assert result.returncode == 2, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    lines = [entry for entry in result.stderr.splitlines() if "configuration error" in entry]
    assert len(lines) == 1, result.stderr[-2000:]
    assert lines[0].startswith(f"tsheg: configuration error: {bad}:{line}: "), lines[0]
    assert len(lines[0]) < len(str(bad)) + 300, lines[0]    # a value quoted, not printed whole
    for part in parts:
        assert part in lines[0], lines[0]


def _pairwise_slots(sites: tuple[SiteConfig, ...]) -> dict[str, str]:
    """shared_slots as it was (every pair of sites compared with SiteConfig.allows): the reference."""
    slot = {site.name: site.name for site in sites}
    for i, site in enumerate(sites):
        for earlier in sites[:i]:
            if not (any(earlier.allows(url) for url in site.start_urls)
                    or any(site.allows(url) for url in earlier.start_urls)):
                continue
            joined, kept = sorted((slot[site.name], slot[earlier.name]), key=list(slot).index, reverse=True)
            for name, value in slot.items():
                if value == joined:
                    slot[name] = kept
    return slot


def test_shared_slots_match_the_pairwise_comparison_on_random_configurations() -> None:
    """Hosts, parent domains, ports, schemes, IP addresses: the indexed grouping gives the pairwise one's slots."""
    import random

    rng = random.Random(52)
    hosts = ["a.org", "news.a.org", "x.news.a.org", "b.org", "www.b.org", "127.0.0.1", "10.0.0.1", "c.net"]
    for _ in range(300):
        sites = []
        for n in range(rng.randint(1, 9)):
            urls = tuple(f"{rng.choice(['http', 'https'])}://{rng.choice(hosts)}{rng.choice(['', ':8080', ':443', ':80'])}"
                         f"/{n}/{k}" for k in range(rng.randint(1, 3)))
            domains = tuple(rng.choice(hosts) + rng.choice(["", "", ":8080", ":443", ":80"])
                            for _ in range(rng.randint(1, 3)))
            sites.append(SiteConfig(f"s{n}", urls, domains))
        assert shared_slots(tuple(sites)) == _pairwise_slots(tuple(sites)), sites


def test_shared_slots_read_each_start_url_once_not_once_per_pair_of_sites(monkeypatch) -> None:  # noqa: ANN001
    """1,600 sites took 16.6 s per load (SiteConfig.allows n² times): each start URL is now looked up by its host
    and parent domains. Counted in URL parses, not timed."""
    import urllib.parse

    sites = tuple(SiteConfig(f"s{i}", (f"http://h{i}.example.org/",), (f"h{i}.example.org",)) for i in range(400))
    sites += (SiteConfig("all", ("http://example.org/",), ("example.org",)),)
    parses = 0
    real = urllib.parse.urlsplit

    def counting(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        nonlocal parses
        parses += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(urllib.parse, "urlsplit", counting)
    slots = shared_slots(sites)
    assert parses <= 2 * len(sites)
    assert set(slots.values()) == {"s0"}   # "all" allows every host below example.org: one host, one slot
