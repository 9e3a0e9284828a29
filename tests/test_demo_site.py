"""The bundled demo web (crawler/demo_site), its loopback server and the shipped seed list."""

from __future__ import annotations

import html
import json
import re
import unicodedata
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from crawler.config import load_config
from crawler.demo import DEMO_SITE_DIR, ROUTES_FILE, DemoWeb, Routes
from tests.conftest import PROJECT_ROOT

SITES = ("bo-news", "ug-news")
MIN_PAGES = 30                       # issue 2 §6: at least 30 pages
HREF_RE = re.compile(rb"""href\s*=\s*["']([^"']*)["']""", re.IGNORECASE)
ARABIC_LETTER = re.compile("[\u0620-\u064a\u066e-\u06d3\u06d5]")   # letters of the Arabic block
PRESENTATION_FORMS = re.compile("[\ufb50-\ufdff\ufe70-\ufeff]")

# Sentences of the legacy-encoded pages, in Unicode (the pages carry them in their legacy form).
MARKET_SENTENCE = "ཚོང་པ་ཚོས་བཤད་དོན་ལྟར་ན། ཁ་བ་བབས་པས་འབྲོག་ས་ནས་ཚོང་ཟོག་འབྱོར་ཚད་ཉུང་དུ་ཕྱིན་པ་རེད།"
GBK_SENTENCE = "本网站将于本周六凌晨两点至四点进行服务器维护"
CP1256_SENTENCE = "خېرىدارلار ئەڭ تاتلىق قوغۇننى تاللاش ئۈچۈن ئۇنى قولى بىلەن چېكىپ ئاۋازىنى ئاڭلايدۇ."
FORMS_SENTENCE = "ھازىر ئۇ باغقا ئاكام قارايدۇ."
PUA_SENTENCE = "རྫོང་གི་དཔེ་མཛོད་ཁང་གིས་དྲ་ངོས་རྙིང་པ་ནས་བསྡུས་པའི་རྩོམ་ཡིག་སྟོང་ཕྲག་ཁ་ཤས་ཡུ་ནི་ཀོཌ་དུ་བསྒྱུར་རྒྱུའི་འཆར་གཞི་བཀོད་ཡོད།"
PUA_EXTENSION_A = re.compile("[\uf300-\uf8ff]")   # GB/T 20542 Tibetan extension set A
PUA_TABLE_FILE = "legacy-tibetan-tables/pua-extension-set-a.txt"
TMW_SENTENCE = "ཚོང་འདུས་ཀྱི་ཉིན་གསུམ་རིང་ཁྱིམ་ཚང་མང་པོས་སྦྲ་ཕུབ་ནས་ཇ་དང་ཁ་ཟས་འགྲེམས་སྟོན་བྱས།"
TMW_TABLE_FILE = "legacy-tibetan-tables/utfc.csv"   # the table for TibetanMachineWeb (its README)
FONT_RUN_RE = re.compile(rb'<font face="(TibetanMachineWeb\d?)">(.*?)</font>', re.DOTALL)


def site_files(site: str) -> list[Path]:
    return sorted(p for p in (DEMO_SITE_DIR / site).rglob("*.html"))


def page_url(site: str, file: Path) -> str:
    rel = file.relative_to(DEMO_SITE_DIR / site).as_posix()
    return "/" + rel


def resolves(site: str, path: str) -> bool:
    """Whether a URL path of ``site`` is answered by a file or a declared route."""
    routes = Routes.load(DEMO_SITE_DIR / site)
    if path in routes.status:
        return True
    if path in routes.redirects:
        return resolves(site, routes.redirects[path])
    target = DEMO_SITE_DIR / site / path.lstrip("/")
    if path.endswith("/"):
        target = target / "index.html"
    return target.is_file()


def test_the_demo_web_has_at_least_30_pages() -> None:
    pages = [p for site in SITES for p in site_files(site)]
    assert len(pages) >= MIN_PAGES


@pytest.mark.parametrize("site", SITES)
def test_every_internal_link_resolves_to_a_page_or_a_declared_route(site: str) -> None:
    broken = []
    for file in site_files(site):
        base = "http://demo.invalid" + page_url(site, file)
        for raw in HREF_RE.findall(file.read_bytes()):
            href = raw.decode("ascii")
            url = urllib.parse.urljoin(base, href)
            parts = urllib.parse.urlsplit(url)
            if parts.netloc != "demo.invalid" or href.startswith("#"):
                continue
            if not resolves(site, urllib.parse.unquote(parts.path)):
                broken.append(f"{page_url(site, file)} -> {href}")
    assert broken == []


@pytest.mark.parametrize("site", SITES)
def test_every_page_is_linked_from_the_site(site: str) -> None:
    """No orphan: each page is reachable by some link (the crawler can find it)."""
    linked = set()
    for file in site_files(site):
        base = "http://demo.invalid" + page_url(site, file)
        for raw in HREF_RE.findall(file.read_bytes()):
            path = urllib.parse.urlsplit(urllib.parse.urljoin(base, raw.decode("ascii"))).path
            routes = Routes.load(DEMO_SITE_DIR / site)
            path = routes.redirects.get(path, path)
            linked.add(path + "index.html" if path.endswith("/") else path)
    orphans = [page_url(site, f) for f in site_files(site)
               if page_url(site, f) not in linked and page_url(site, f) != "/index.html"]
    assert orphans == []


@pytest.mark.parametrize("site, disallowed", [("bo-news", "/private/"), ("ug-news", "/admin/")])
def test_robots_txt_forbids_a_linked_section_holding_a_target_page(site: str, disallowed: str) -> None:
    robots = (DEMO_SITE_DIR / site / "robots.txt").read_text(encoding="utf-8")
    assert f"Disallow: {disallowed}" in robots
    hidden = site_files(site)
    hidden = [f for f in hidden if page_url(site, f).startswith(disallowed)]
    assert hidden, "the disallowed section holds a page"
    text = hidden[0].read_text(encoding="utf-8")
    script = "\u0f0b" if site == "bo-news" else "ئ"
    assert text.count(script) > 10
    links = b"".join(f.read_bytes() for f in site_files(site) if f not in hidden)
    assert disallowed.encode() in links


@pytest.mark.parametrize("site", SITES)
def test_article_pages_have_menus_sidebar_comments_and_footer(site: str) -> None:
    articles = [f for f in site_files(site) if b"<article>" in f.read_bytes()]
    assert len(articles) >= 8
    for file in articles:
        text = file.read_bytes()
        for part in (b"<nav", b"<aside", b"<footer", b"<h1>"):
            assert part in text, f"{file} lacks {part!r}"
        assert b"\xc2\xa9" in text or b"&#169;" in text or b"\xa9" in text   # the copyright sign
    assert sum(b'class="comments"' in f.read_bytes() for f in articles) >= len(articles) // 2


@pytest.mark.parametrize("site", SITES)
def test_the_site_has_duplicates_and_a_redirect(site: str) -> None:
    all_links = b"".join(f.read_bytes() for f in site_files(site))
    assert b"?utm_source=" in all_links
    routes = Routes.load(DEMO_SITE_DIR / site)
    assert routes.redirects
    for source, target in routes.redirects.items():
        assert source.encode() in all_links and resolves(site, target)


def test_wrong_charset_page_is_utf8_declared_latin1() -> None:
    routes = Routes.load(DEMO_SITE_DIR / "bo-news")
    path = "/news/market-prices.html"
    assert "iso-8859-1" in routes.headers[path]["Content-Type"].lower()
    body = (DEMO_SITE_DIR / "bo-news" / path.lstrip("/")).read_bytes()
    assert b"charset" not in body.lower()            # the wrong header is the only declaration
    assert MARKET_SENTENCE in body.decode("utf-8")


def test_gbk_page_is_really_gbk() -> None:
    body = (DEMO_SITE_DIR / "bo-news" / "zh" / "notice.html").read_bytes()
    with pytest.raises(UnicodeDecodeError):
        body.decode("utf-8")
    assert b"charset=gbk" in body
    assert GBK_SENTENCE in body.decode("gbk")


def test_windows_1256_page_writes_uyghur_letters_as_ncrs() -> None:
    body = (DEMO_SITE_DIR / "ug-news" / "xewer" / "bazar.html").read_bytes()
    with pytest.raises(UnicodeDecodeError):
        body.decode("utf-8")
    assert b"charset=windows-1256" in body
    text = body.decode("cp1256")
    assert "&#1749;" in text and "&#1744;" in text    # U+06D5 AE and U+06D0 E: not in windows-1256
    assert CP1256_SENTENCE not in text
    assert CP1256_SENTENCE in html.unescape(text)


def test_presentation_forms_page_has_no_base_letters() -> None:
    text = (DEMO_SITE_DIR / "ug-news" / "medeniyet" / "bagh.html").read_text(encoding="utf-8")
    assert ARABIC_LETTER.search(text) is None
    assert len(PRESENTATION_FORMS.findall(text)) > 500
    base = unicodedata.normalize("NFKC", text).replace("\u0647", "\u06d5")   # Uyghur writes no heh
    assert FORMS_SENTENCE in base


def pua_page() -> str:
    return (DEMO_SITE_DIR / "bo-news" / "culture" / "old-fonts.html").read_text(encoding="utf-8")


def test_pua_page_writes_stacks_with_extension_set_a_code_points() -> None:
    text = pua_page()
    assert len(PUA_EXTENSION_A.findall(text)) > 200
    assert PUA_SENTENCE not in text
    assert text.count("\u0f0b") > 200                   # the tsheg stays a basic-set character


@pytest.mark.shared
def test_pua_page_decodes_to_the_unicode_text_with_the_table(shared_data: Path) -> None:
    table = {}
    for line in (shared_data / PUA_TABLE_FILE).read_text(encoding="ascii").splitlines():
        code, seq = line.split("\t")
        table[chr(int(code, 16))] = "".join(chr(int(seq[i:i + 4], 16)) for i in range(0, len(seq), 4))
    decoded = "".join(table.get(ch, ch) for ch in pua_page())
    assert PUA_SENTENCE in decoded
    assert PUA_EXTENSION_A.search(decoded) is None


def tmw_page() -> bytes:
    return (DEMO_SITE_DIR / "bo-news" / "news" / "archive-winter-market.html").read_bytes()


def test_tibetan_machine_web_page_is_8bit_font_runs() -> None:
    body = tmw_page()
    assert b"charset=windows-1252" in body
    text = body.decode("cp1252", errors="strict")
    assert re.search("[\u0f00-\u0fff]", text) is None       # no Unicode Tibetan anywhere
    runs = FONT_RUN_RE.findall(body)
    assert len(runs) > 50 and {font for font, _ in runs} >= {b"TibetanMachineWeb", b"TibetanMachineWeb1"}


@pytest.mark.shared
def test_tibetan_machine_web_page_decodes_to_the_unicode_text_with_the_table(shared_data: Path) -> None:
    table = {}
    for line in (shared_data / TMW_TABLE_FILE).read_text(encoding="utf-8").splitlines():
        font, code, value = line.split(",", 2)
        table[(font, int(code))] = value
    decoded = []
    for font, raw in FONT_RUN_RE.findall(tmw_page()):
        glyphs = html.unescape(raw.decode("cp1252"))
        codes = [ord(ch) if ord(ch) < 256 else ch.encode("cp1252")[0] for ch in glyphs]
        decoded.append("".join(table[(font.decode(), code)] for code in codes))
    assert TMW_SENTENCE in "".join(decoded)


# ---------------------------------------------------------------- the server

def fetch(url: str) -> tuple[int, dict[str, str], bytes]:
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: object, **kwargs: object) -> None:
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        with error:
            return error.code, dict(error.headers), error.read()


@pytest.fixture(scope="module")
def web() -> Iterator[DemoWeb]:
    with DemoWeb() as served:
        yield served


def base(web: DemoWeb, name: str) -> str:
    return next(site.base_url for site in web.sites if site.name == name)


def test_each_site_is_served_on_its_own_loopback_port(web: DemoWeb) -> None:
    assert [site.name for site in web.sites] == list(SITES)
    ports = {urllib.parse.urlsplit(site.base_url).port for site in web.sites}
    assert len(ports) == 2
    assert all(site.base_url.startswith("http://127.0.0.1:") for site in web.sites)


@pytest.mark.parametrize("path, status, header, value", [
    ("/", 200, "Content-Type", "text/html"),
    ("/news/", 200, "Content-Type", "text/html"),
    ("/news", 301, "Location", "/news/"),
    ("/news/old-library.html", 301, "Location", "/news/library-opens.html"),
    ("/news/withdrawn.html", 404, "Content-Type", "text/html; charset=utf-8"),
    ("/news/market-prices.html", 200, "Content-Type", "text/html; charset=iso-8859-1"),
    ("/_routes.json", 404, None, None),
    ("/%2e%2e/ug-news/index.html", 404, None, None),
    ("/../../etc/passwd", 404, None, None),
    ("/nowhere.html", 404, None, None),
])
def test_server_answers_files_and_routes(web: DemoWeb, path: str, status: int, header: str | None,
                                         value: str | None) -> None:
    got_status, headers, _ = fetch(base(web, "bo-news") + path)
    assert got_status == status
    if header:
        assert headers[header] == value


def test_query_strings_serve_the_same_page(web: DemoWeb) -> None:
    url = base(web, "bo-news") + "/news/barley-harvest.html"
    assert fetch(url)[2] == fetch(url + "?utm_source=home")[2]


def test_requests_to_robots_disallowed_paths_are_reported(web: DemoWeb) -> None:
    before = len(web.robots_violations())
    fetch(base(web, "ug-news") + "/robots.txt")
    assert len(web.robots_violations()) == before
    fetch(base(web, "ug-news") + "/admin/eslatme.html")
    violations = web.robots_violations()
    assert len(violations) == before + 1
    assert violations[-1].site == "ug-news" and violations[-1].path == "/admin/eslatme.html"


def test_demo_config_loads_with_the_crawler_schema(web: DemoWeb, tmp_path: Path) -> None:
    config = load_config(web.write_config(tmp_path / "demo.yaml", tmp_path / "mirror"))
    assert [site.name for site in config.sites] == list(SITES)
    assert config.mirror == tmp_path / "mirror"
    for site, served in zip(config.sites, web.sites, strict=True):
        assert site.start_urls == (served.base_url + "/",)
        assert site.allows(served.base_url + "/x.html")
        assert site.obey_robots and site.download_delay == 0
    assert config.site_by_name["bo-news"].languages == ("bo",)
    assert config.site_by_name["ug-news"].languages == ("ug",)


def test_routes_file_is_never_listed_as_a_site() -> None:
    assert not (DEMO_SITE_DIR / ROUTES_FILE).exists()
    for site in SITES:
        json.loads((DEMO_SITE_DIR / site / ROUTES_FILE).read_text(encoding="utf-8"))


# ---------------------------------------------------------------- config/sites.yaml

SITES_YAML = PROJECT_ROOT / "config" / "sites.yaml"
# Polite defaults for the open web (issue 2 §2, helper brief): seconds, requests, links, pages.
MIN_DELAY = 2.0
MAX_CONCURRENCY = 2


def test_shipped_seed_list_loads_and_is_polite() -> None:
    config = load_config(SITES_YAML)
    assert len(config.sites) >= 30
    for site in config.sites:
        for url in site.start_urls:
            assert urllib.parse.urlsplit(url).scheme in ("http", "https"), url
        assert set(site.languages) <= {"bo", "ug"} and site.languages
        assert site.download_delay >= MIN_DELAY
        assert 1 <= site.concurrency <= MAX_CONCURRENCY
        assert site.obey_robots
        assert site.max_pages is not None
        assert 3 <= site.max_depth <= 6
        assert 1 <= site.tunnel <= 2
    languages = {lang for site in config.sites for lang in site.languages}
    assert languages == {"bo", "ug"}


@pytest.mark.parametrize("host", [
    "zw.tibet.cn", "www.tibetl.com", "www.hl88.com",                     # seed paper 000
    "uyghur.people.com.cn", "uyghur.xjkunlun.gov.cn", "www.xjtsnews.com",  # seed paper 002
    "www.qutyar.com", "www.halastan.com", "bbs.bilik.biz",
])
def test_seed_list_includes_the_papers_sites(host: str) -> None:
    hosts = {urllib.parse.urlsplit(url).hostname
             for site in load_config(SITES_YAML).sites for url in site.start_urls}
    assert host in hosts


def test_every_seed_site_says_what_it_is() -> None:
    lines = SITES_YAML.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        if line.strip().startswith("- name:"):
            assert "#" in line or lines[i - 1].strip().startswith("#"), line


# ---------------------------------------------------------------- re-running the demo

def write_manifest(folder: Path, urls: list[str]) -> None:
    folder.mkdir(parents=True)
    (folder / "manifest.jsonl").write_text("".join(json.dumps({"url": u}) + "\n" for u in urls), encoding="utf-8")


def test_a_rerun_replaces_the_previous_demo_output_only(tmp_path: Path) -> None:
    from crawler.commands.demo import _clear_previous_demo

    write_manifest(tmp_path / "bo-news", ["http://127.0.0.1:40001/", "http://127.0.0.1:40001/news/"])
    write_manifest(tmp_path / "ug-news", ["http://127.0.0.1:40002/", "https://uyghur.example.org/x.html"])
    write_manifest(tmp_path / "tibettimes", ["http://127.0.0.1:40003/"])
    _clear_previous_demo(tmp_path, ["bo-news", "ug-news"])
    assert not (tmp_path / "bo-news").exists()                 # an earlier demo crawl: replaced
    assert (tmp_path / "ug-news" / "manifest.jsonl").is_file()  # holds a real site's page: kept
    assert (tmp_path / "tibettimes" / "manifest.jsonl").is_file()  # not a demo site: untouched
