"""Hostile URLs in a real crawl: nothing is written outside the mirror, nothing crashes the crawl.

A loopback site (port 0, as tests/test_crawl.py serves its sites) answers every path with a Tibetan page
of its own, and its home page links to the URLs a hostile or broken site may hold: percent-encoded
``../`` and ``..\\``, NULs, overlong UTF-8 dots, paths and queries far over a file system's name limit,
Windows device names, names ending in dots or spaces, names differing only in case, a bidi override,
invalid UTF-8, folders named like stored files, homoglyph and unencodable hosts. Every page the site served
is stored, each under its own name on a case-insensitive file system too, every name one a file system takes,
and no file anywhere but the mirror. The review found one crash: a page at a URL with ``|``, ``[`` or ``]`` in
its path raised KeyError after it was stored (the frontier and Scrapy spell such URLs differently), and its
links were lost.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from crawler.windows_names import WINDOWS_DEVICE_RE

from .fixtures.crawl_texts import TIBETAN, page
from .fixtures.web import Site, served
from .test_crawl import run_crawl

ESCAPE = "ESCAPE-hostile"
MAX_NAME_BYTES = 255  # a file or folder name's limit on ext4, NTFS, APFS

# Links of the home page that stay on the site.
HOSTILE_PATHS = (
    f"/x/%2e%2e/%2e%2e/%2e%2e/%2e%2e/{ESCAPE}-1.html",
    f"/..%2f..%2f..%2f..%2f{ESCAPE}-2.html",
    f"/%2e%2e%5c%2e%2e%5c%2e%2e%5c{ESCAPE}-3.html",
    f"/%C0%AE%C0%AE/%C0%AE%C0%AE/{ESCAPE}-4.html",
    f"/a/b/../../../../../{ESCAPE}-5.html",
    "/nul%00byte.html", "/%00",
    "/" + "a" * 3000 + ".html",
    "/" + "%E0%BD%80" * 300 + "/" + "%E0%BD%81" * 300 + ".html",
    "/q.html?" + "x=1&" * 2000,
    "/q.html?../../../etc/passwd",
    "/CON", "/aux.html", "/nul/x.html", "/COM1.txt", "/lpt9.tar.gz",
    "/dots.../x.html", "/space%20/x.html", "/trail.", "/trail%20",
    "/Page.html", "/page.html", "/PAGE.HTML",
    "/%E2%80%AEtxt.exe.html", "/%ff%fe%fd.html",
    "/index.txt", "/x.txt/", "/dir.txt/a.html", "/dir.html/a.html",
    "/" + "d/" * 60 + "deep.html",
    "/colon:star*quote%22.html", "/%3Cangle%3E%7Cpipe.html",
)
# Links that leave the site or cannot be fetched: never followed, never a crash.
OFFSITE_LINKS = ("//evil.example/x.html", "http://xn--zz--/x", "http://a..b/", "http://[::1/x",
                 "http://127.0.0.1:99999/", "http://\u0430pple.com/", "http://" + "a" * 300 + ".org/",
                 "http://ex%00ample.org/", "file:///etc/passwd", "data:text/html,<p>x</p>")


def any_page(path: str) -> bytes:
    """A Tibetan page of its own for every path (no two pages alike: none is an alias of another)."""
    start = int(hashlib.sha1(path.encode()).hexdigest(), 16) % 200
    return page("ཤོག་ངོས།", [TIBETAN[start:], path[:60]])


def test_hostile_urls_are_stored_inside_the_mirror_each_under_its_own_name(tmp_path: Path) -> None:
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN],
                        [(href, "ལྟོས།") for href in HOSTILE_PATHS + OFFSITE_LINKS]))
    site.traps["/"] = any_page
    with served(site) as origin:
        config = tmp_path / "sites.yaml"
        config.write_text(f"sites:\n  - name: s\n    start_urls: ['{origin}/']\n    download_delay: 0\n"
                          "    store_html: true\n    max_depth: 1\n", encoding="utf-8")
        result = run_crawl(config, tmp_path / "mirror")
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Traceback" not in result.stderr

    written = [path for path in tmp_path.rglob("*") if path.is_file()]
    outside = [path for path in written if path != config and tmp_path / "mirror" not in path.parents]
    assert outside == []
    assert not list(Path("/tmp").glob(f"{ESCAPE}*")) and not list(tmp_path.parent.glob(f"{ESCAPE}*"))

    records = [json.loads(line) for line in (tmp_path / "mirror" / "s" / "manifest.jsonl").read_text("utf-8")
               .splitlines()]
    recorded = {record["url"].removeprefix(origin) for record in records}
    assert {raw for raw in site.requested if raw != "/robots.txt"} <= recorded   # every page served is recorded
    names = [record["path"] for record in records if not record.get("alias_of")]   # (q.html's two queries: one page)
    assert len(names) == len(records) - 1
    assert len({name.casefold() for name in names}) == len(names)   # apart on a case-insensitive file system
    for name in names:
        assert (tmp_path / "mirror" / name).is_file()
        for part in Path(name).parts:
            assert 0 < len(part.encode("utf-8")) <= MAX_NAME_BYTES and part not in (".", "..")
            assert not WINDOWS_DEVICE_RE.match(part) and not part.endswith((".", " ")), name


@pytest.mark.parametrize("path", ["/a%7Cb.html", "/a|b.html", "/list%5B1%5D.html", "/list[1].html"])
def test_the_links_of_a_page_whose_url_scrapy_escapes_are_followed(tmp_path: Path, path: str) -> None:
    """canonical_url leaves ``|``, ``[`` and ``]`` in a path as they are, Scrapy's request escapes them: the
    page was stored, then its links were looked up under the other spelling (KeyError, a traceback) and lost."""
    site = Site()
    site.html("/", page("བོད་ཀྱི་དྲ་ཚིགས།", [TIBETAN], [(path, "ལྟོས།")]))
    site.traps["/"] = lambda raw: (page("ཤོག་ངོས།", [TIBETAN[7:]], [("/next.html", "མུ་མཐུད།")]) if raw != "/next.html"
                                   else any_page(raw))
    with served(site) as origin:
        config = tmp_path / "sites.yaml"
        config.write_text(f"sites:\n  - name: s\n    start_urls: ['{origin}/']\n    download_delay: 0\n",
                          encoding="utf-8")
        result = run_crawl(config, tmp_path / "mirror")
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr[-3000:]
    assert "/next.html" in site.requested
