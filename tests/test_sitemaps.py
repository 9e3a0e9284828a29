"""crawler/sitemaps.py: which sitemaps robots.txt names, a sitemap's bytes and what it lists."""

from __future__ import annotations

import gzip

import pytest

from crawler.sitemaps import (NOT_A_URL, NOT_HTTP, SitemapListing, named_sitemaps, read_sitemap, read_text_sitemap,
                              sitemap_body, sitemaps_in_robots)

NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'


@pytest.mark.parametrize(("robots_txt", "expected"), [
    (b"User-agent: *\nDisallow: /x/\nSitemap: http://a.org/news.xml\nsitemap: /bo/map.xml.gz\n",
     ["http://a.org/news.xml", "http://a.org/bo/map.xml.gz"]),
    (b"Sitemap: http://a.org/s.xml\nSitemap: http://a.org/s.xml\n", ["http://a.org/s.xml"]),   # once each
    (b"User-agent: *\nDisallow:\n", ["http://a.org/sitemap.xml"]),        # none named: the usual place
    (b"", ["http://a.org/sitemap.xml"]),                                    # robots.txt missing (404)
    (b"\xff\xfe Sitemap: \xff\n", ["http://a.org/sitemap.xml"]),            # undecodable line: skipped
    (b"Sitemap: ftp://a.org/s.xml\nSitemap: not a url\n", ["http://a.org/sitemap.xml"]),   # none read: the usual place
    (b"Sitemap: news.xml # daily\nSitemap: //b.org/s.xml\n", ["http://a.org/news.xml", "http://b.org/s.xml"]),
])
def test_the_sitemaps_robots_txt_names(robots_txt: bytes, expected: list[str]) -> None:
    assert sitemaps_in_robots(robots_txt, "http://a.org/robots.txt") == expected


# A Sitemap: line of robots.txt (of http://a.org/robots.txt) -> the URL it names, or why it is refused.
SITEMAP_LINES: dict[str, tuple[str, str | None, str | None]] = {
    "a full URL": ("Sitemap: https://a.org/news.xml", "https://a.org/news.xml", None),
    "a path, resolved against robots.txt": ("sitemap: /bo/map.xml.gz", "http://a.org/bo/map.xml.gz", None),
    "a comment after it": ("Sitemap: /s.xml  # updated daily", "http://a.org/s.xml", None),
    "another scheme": ("Sitemap: ftp://a.org/s.xml", None, NOT_HTTP),
    "a file URL": ("Sitemap: file:///etc/passwd", None, NOT_HTTP),
    "words": ("Sitemap: not a url", None, NOT_A_URL),
    "nothing": ("Sitemap:", None, NOT_A_URL),
    "a broken IPv6 host": ("Sitemap: http://[::1/s.xml", None, NOT_A_URL),
    # An empty host: not robots.txt's host (RFC 3986 §3.2: an empty authority; WHATWG URL Standard: host s.xml)
    "an empty host": ("Sitemap: http:///s.xml", None, NOT_A_URL),
    "an empty host, scheme-relative": ("Sitemap: ///s.xml", None, NOT_A_URL),
    "an empty host of https": ("Sitemap: https:///s.xml", None, NOT_A_URL),
    "a port and no host": ("Sitemap: http://:80/s.xml", None, NOT_A_URL),
}


@pytest.mark.parametrize(("line", "url", "refused"), SITEMAP_LINES.values(), ids=SITEMAP_LINES)
def test_what_a_sitemap_line_names(line: str, url: str | None, refused: str | None) -> None:
    [named] = named_sitemaps(f"User-agent: *\n{line}\n".encode(), "http://a.org/robots.txt")
    assert (named.line, named.url, named.refused) == (line, url, refused)


@pytest.mark.parametrize(("body", "expected"), [
    (f"<urlset {NS}><url><loc>http://a.org/1</loc></url></urlset>".encode(), SitemapListing(False, ["http://a.org/1"])),
    (gzip.compress(f"<urlset {NS}><url><loc>/2</loc></url></urlset>".encode()), SitemapListing(False, ["http://a.org/2"])),
    (f"<sitemapindex {NS}><sitemap><loc>http://a.org/s1.xml</loc></sitemap></sitemapindex>".encode(),
     SitemapListing(True, ["http://a.org/s1.xml"])),
    (f"<urlset {NS}><url><loc>http://a.org/1</loc></url><url><loc>http://a.org/3".encode(),   # cut short
     SitemapListing(False, ["http://a.org/1", "http://a.org/3"])),
    (f"<urlset {NS}><url><loc>http://a.org/1</loc></url><url><loc>http://a.org/1</loc></url></urlset>".encode(),
     SitemapListing(False, ["http://a.org/1"])),                          # listed twice: once
    (b"<rss><channel><item><link>http://a.org/4</link></item></channel></rss>", SitemapListing(False, [])),
])
def test_what_a_sitemap_lists(body: bytes, expected: SitemapListing) -> None:
    xml = sitemap_body(body)
    assert xml is not None and read_sitemap(xml, "http://a.org/sitemap.xml") == expected


# The <loc> entries of a sitemap index at http://a.org/sitemap.xml -> (the sitemaps it lists, in file order; the ones
# not read, with why). White space around a <loc> is no part of it (Scrapy's Sitemap strips it), nor a line break
# with the blanks around it (a wrap); a space inside, or an empty <loc>, is no URL (RFC 3986 §2; sitemaps.org:
# "entity-escaped" URLs, a space written %20).
INDEX_ENTRIES: dict[str, tuple[list[str], list[str], dict[str, str]]] = {
    "white space around": (["\n  http://a.org/s1.xml\t"], ["http://a.org/s1.xml"], {}),
    "a space inside": (["http://a.org/news 2024.xml", "/s2.xml"], ["http://a.org/news 2024.xml", "http://a.org/s2.xml"],
                       {"http://a.org/news 2024.xml": NOT_A_URL}),
    # A URL wrapped over lines (a CMS or pretty-printer's wrap, the next line indented): read whole, as browsers drop
    # a URL's newlines (WHATWG URL Standard §4.4); a space elsewhere keeps it no URL
    "a line break inside, relative": (["/maps/\nbo.xml"], ["http://a.org/maps/bo.xml"], {}),
    "a wrap and its indentation": (["http://a.org/maps/2024-\r\n      bo.xml"], ["http://a.org/maps/2024-bo.xml"], {}),
    "a wrap and a space": (["/maps/a b-\n  bo.xml"], ["/maps/a b-\n  bo.xml"], {"/maps/a b-\n  bo.xml": NOT_A_URL}),
    "empty": (["", "/s2.xml", "   "], ["", "http://a.org/s2.xml"], {"": NOT_A_URL}),
    "an empty host": (["http:///s.xml"], ["http:///s.xml"], {"http:///s.xml": NOT_A_URL}),
    "another scheme": (["ftp://a.org/s.xml"], ["ftp://a.org/s.xml"], {"ftp://a.org/s.xml": NOT_HTTP}),
}


@pytest.mark.parametrize(("locs", "locations", "refused"), INDEX_ENTRIES.values(), ids=INDEX_ENTRIES)
def test_what_a_sitemap_index_lists_and_refuses(locs: list[str], locations: list[str], refused: dict[str, str]) -> None:
    xml = f"<sitemapindex {NS}>" + "".join(f"<sitemap><loc>{loc}</loc></sitemap>" for loc in locs) + "</sitemapindex>"
    assert read_sitemap(xml.encode(), "http://a.org/sitemap.xml") == SitemapListing(True, locations, refused)


# The <loc> entries of a urlset at http://a.org/sitemap.xml -> (the pages it lists; the entries not read, with why):
# as an index's, but an empty <loc> is left out without a count.
URLSET_ENTRIES: dict[str, tuple[list[str], list[str], dict[str, str]]] = {
    "a long URL wrapped": (["http://a.org/bo/2024/an-article-\n        with-a-long-name.html"],
                           ["http://a.org/bo/2024/an-article-with-a-long-name.html"], {}),
    "a wrapped query": (["/bo/list.php?cat=3&amp;\n  page=2"], ["http://a.org/bo/list.php?cat=3&page=2"], {}),
    "a space inside": (["/bo/two words.html", "/bo/1.html"], ["http://a.org/bo/1.html"],
                       {"/bo/two words.html": NOT_A_URL}),
    "a no-break space inside": (["/bo/a\u00a0b.html"], [], {"/bo/a\u00a0b.html": NOT_A_URL}),
    # where the wrap rule must not fire: a tab with no line break, white space before a line break that ends it all
    "a tab inside, no wrap": (["/bo/a\tb.html"], [], {"/bo/a\tb.html": NOT_A_URL}),
    "a line break at the end": (["/bo/1.html \n"], ["http://a.org/bo/1.html"], {}),
    "empty": (["", "/bo/1.html"], ["http://a.org/bo/1.html"], {}),
    "another scheme": (["mailto:a@a.org"], [], {"mailto:a@a.org": NOT_HTTP}),
    "Tibetan letters, as written": (["/བོད/1.html"], ["http://a.org/བོད/1.html"], {}),
}


@pytest.mark.parametrize(("locs", "locations", "refused"), URLSET_ENTRIES.values(), ids=URLSET_ENTRIES)
def test_what_a_urlset_lists_and_refuses(locs: list[str], locations: list[str], refused: dict[str, str]) -> None:
    xml = f"<urlset {NS}>" + "".join(f"<url><loc>{loc}</loc></url>" for loc in locs) + "</urlset>"
    assert read_sitemap(xml.encode(), "http://a.org/sitemap.xml") == SitemapListing(False, locations, refused)


@pytest.mark.parametrize("body", [
    b"<!DOCTYPE html><html><body><p>not found</p></body></html>",   # a soft 404 page
    b"\x1f\x8b\x08junk that is not gzip",
    gzip.compress(b"<urlset>" + b" " * 4096 + b"</urlset>"),          # beyond the size allowed (below)
    b"",
])
def test_a_body_that_is_no_sitemap_is_refused(body: bytes) -> None:
    assert sitemap_body(body, max_bytes=1024) is None


@pytest.mark.parametrize(("body", "expected"), [
    (b"http://a.org/bo/1.html\nhttp://a.org/bo/2.html\n", ["http://a.org/bo/1.html", "http://a.org/bo/2.html"]),
    (b"\xef\xbb\xbfhttps://a.org/1?a=1&b=2\r\n\r\n  https://a.org/1?a=1&b=2  \n", ["https://a.org/1?a=1&b=2"]),
    (gzip.compress("http://a.org/བོད/1.html\n".encode()), ["http://a.org/བོད/1.html"]),   # .txt.gz, UTF-8
    (b"User-agent: *\nDisallow: /x/\nSitemap: http://a.org/s.txt\n", None),           # a robots.txt
    (b"http://a.org/1\n/relative.html\n", None),                                     # the protocol wants absolute
    (b"<html><body>http://a.org/1</body></html>", None),
    (b"http://a.org/1 http://a.org/2\n", None),                                       # one URL per line
    (b"http://a.org/1\nhttp://<script>alert(1)</script>\n", None),                    # no URL
    (b"http://a.org/1\nhttp://a.org/\xff\xfe\n", None),                                # not UTF-8
    (b"http://a.org/1\nhttp:///path-without-host\n", None),
    (b"", None),
])
def test_what_a_text_sitemap_lists(body: bytes, expected: list[str] | None) -> None:
    listing = read_text_sitemap(body)
    assert (listing.locations if listing else None) == expected
