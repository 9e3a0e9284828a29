"""The crawl reads Scrapy through its public API where a private name once served: a Scrapy release may rename or
drop a private name without a word (its cache of base URLs, a middleware's helper method), and the crawl would then
break silently (a page whose ``<base href>`` is no URL lost again) or loudly (an AttributeError on every redirect).

Where Scrapy offers no public hook (its meta refresh and robots.txt middlewares, its downloader's slot queue, its
cookie middleware's suffix list, its HTTP parser: crawler/refresh.py, robots.py, downloader.py, cookies.py and
http_handler.py say why), the protected names the crawl still uses are declared in the module that uses them, and
checked here against the installed Scrapy (and Twisted): a Scrapy upgrade that removes one, changes its arguments or
stops calling an overridden one fails here, naming it, before a crawl goes wrong. Every crawler module is checked
for a protected name of Scrapy's or Twisted's it uses without declaring it."""

from __future__ import annotations

import ast
import gzip
import importlib
import inspect
import textwrap
import zlib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import scrapy
import scrapy.core.downloader
from scrapy.core.downloader import Downloader, Slot
from scrapy.core.downloader.handlers import http11
from scrapy.downloadermiddlewares import cookies as scrapy_cookies
from scrapy.downloadermiddlewares.redirect import MetaRefreshMiddleware, RedirectMiddleware
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as ScrapyRobotsTxtMiddleware
from scrapy.exceptions import IgnoreRequest
from scrapy.http import HtmlResponse, Response
from scrapy.http.request import Request
from scrapy.utils.test import get_crawler
from twisted.web.client import HTTPConnectionPool

import crawler.cookies
import crawler.downloader
import crawler.http_handler
import crawler.refresh
import crawler.robots
from crawler.decompression import decoded_content, is_decoder_error, zstd
from crawler.redirects import RedirectChains
from crawler.refresh import BrowserMetaRefreshMiddleware, meta_refresh

from .conftest import PROJECT_ROOT

# Private names of Scrapy's the crawl read once, replaced by public API or its own code -> what replaced it.
REPLACED_PRIVATE_NAMES = {
    "_baseurl_cache": "crawler.refresh.page_base_url with w3lib.html.get_meta_refresh",
    "_metaref_cache": "crawler.refresh.meta_refresh",
    "_handle_encoding": "crawler.decompression.decoded_content",
}


def _names_used(source: str) -> set[str]:
    """The attribute names and string constants a module's source uses (``getattr(m, "_x")`` included)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names.add(node.value)
        elif isinstance(node, ast.ImportFrom):
            names.update(alias.name for alias in node.names)
    return names


@pytest.mark.parametrize("name", REPLACED_PRIVATE_NAMES)
def test_the_crawl_reads_no_private_name_it_replaced(name: str) -> None:
    users = [str(path.relative_to(PROJECT_ROOT)) for path in sorted((PROJECT_ROOT / "crawler").rglob("*.py"))
             if name in _names_used(path.read_text(encoding="utf-8"))]
    assert users == [], f"{name} is read in {users}: use {REPLACED_PRIVATE_NAMES[name]}"


def _raw_deflate(data: bytes) -> bytes:
    """``data`` as raw deflate (RFC 1951, no zlib header), as some servers send ``deflate``."""
    packer = zlib.compressobj(wbits=-zlib.MAX_WBITS)
    return packer.compress(data) + packer.flush()


PAGE = "<p>ཞིང་པ་ཚོས་ཞིང་ཁར་ལས་ཀ་བྱེད། ئېتىز ئىشلىرى</p>".encode() * 40
# (Content-Encoding values, body) -> the page, or None for a body that is not what its coding says
CODED_BODIES: dict[str, tuple[list[bytes], bytes, bytes | None]] = {
    "gzip": ([b"gzip"], gzip.compress(PAGE), PAGE),
    "x-gzip": ([b"x-gzip"], gzip.compress(PAGE), PAGE),
    "deflate, zlib": ([b"deflate"], zlib.compress(PAGE), PAGE),
    "deflate, raw (Microsoft servers)": ([b"deflate"], _raw_deflate(PAGE), PAGE),
    "two codings, one header": ([b"deflate, gzip"], gzip.compress(zlib.compress(PAGE)), PAGE),
    "two codings, two headers": ([b"deflate", b"gzip"], gzip.compress(zlib.compress(PAGE)), PAGE),
    "an unknown coding outermost": ([b"gzip, compress"], b"LZW bytes", b"LZW bytes"),
    "plain text labelled gzip": ([b"gzip"], PAGE, None),
    "gzipped twice, labelled once": ([b"gzip"], gzip.compress(gzip.compress(PAGE)), gzip.compress(PAGE)),
}

if zstd is not None:
    CODED_BODIES["zstd, two frames"] = ([b"zstd"], zstd.compress(PAGE) + zstd.compress(PAGE), PAGE + PAGE)
    CODED_BODIES["zstd, not zstd"] = ([b"zstd"], b"\x28\xb5\x2f\xfd not a frame", None)


@pytest.mark.parametrize(("codings", "body", "page"), CODED_BODIES.values(), ids=CODED_BODIES)
def test_a_body_decodes_as_scrapy_decodes_it(codings: list[bytes], body: bytes, page: bytes | None) -> None:
    """``decoded_content``, which the redirect body check reads in place of Scrapy's private ``_handle_encoding``,
    gives what Scrapy's compression middleware gives, and the same kind of failure."""
    if page is None:
        with pytest.raises(Exception) as failure:
            decoded_content(body, codings, len(PAGE) * 4)
        assert is_decoder_error(failure.value)
    else:
        assert decoded_content(body, codings, len(PAGE) * 4) == page


def test_a_body_past_the_look_limit_is_no_decoder_failure() -> None:
    with pytest.raises(ValueError) as past:
        decoded_content(gzip.compress(PAGE * 100), [b"gzip"], len(PAGE))
    assert not is_decoder_error(past.value)


# A page whose <base href> is no URL, with a refresh to a page beside it: read against the page's own URL.
BROKEN_BASE_PAGES = {
    "a port that is no number": b'<base href="http://a.org:80x/">',
    "an IPv6 host not closed": b'<base href="http://[::1/">',
    "a port out of range": b'<base href="http://a.org:99999/">',
}


@pytest.mark.parametrize("base", BROKEN_BASE_PAGES.values(), ids=BROKEN_BASE_PAGES)
def test_a_refresh_on_a_page_whose_base_is_no_url_is_followed_against_the_page_s_url(base: bytes) -> None:
    body = b'<html><head>' + base + b'<meta http-equiv="refresh" content="0; url=moved.html"></head></html>'
    response = HtmlResponse("http://b.org/bo/1.html", body=body, encoding="utf-8")
    assert meta_refresh(response, ("script", "noscript")) == (0.0, "http://b.org/bo/moved.html")
    middleware = BrowserMetaRefreshMiddleware.from_crawler(get_crawler())
    redirected = middleware.process_response(Request(response.url), response)
    assert isinstance(redirected, Request) and redirected.url == "http://b.org/bo/moved.html"


# Scrapy's protected names the crawl depends on, for want of a public hook (each module's docstring says why):
# module -> Scrapy's class its middleware subclasses.
PROTECTED_NAME_USERS = {
    crawler.downloader: Downloader,
    crawler.refresh: MetaRefreshMiddleware,
    crawler.robots: ScrapyRobotsTxtMiddleware,
}
UPGRADE_ADVICE = "a Scrapy upgrade changed a protected name the crawl depends on (see {module}'s docstring)"


def _scrapy_instance(scrapy_class: type) -> Any:
    """Scrapy's middleware itself, built as the crawl builds it (robots.txt obeyed)."""
    return scrapy_class.from_crawler(get_crawler(settings_dict={"ROBOTSTXT_OBEY": True}))


def protected_call_problems(scrapy_class: type, calls: dict[str, tuple[str, ...]], module: str) -> list[str]:
    """What is wrong with the protected methods ``calls`` (name -> the arguments passed after self) on
    ``scrapy_class``, one message each naming the method, Scrapy's version and ``module``."""
    problems = []
    for name, arguments in calls.items():
        method = getattr(scrapy_class, name, None)
        where = f"{scrapy_class.__name__}.{name} (Scrapy {scrapy.__version__}), which {module} calls"
        if not callable(method):
            problems.append(f"{where}, is gone: {UPGRADE_ADVICE.format(module=module)}")
            continue
        try:
            inspect.signature(method).bind(None, *arguments)
        except TypeError as error:
            problems.append(f"{where} with ({', '.join(arguments)}), now takes {inspect.signature(method)} ({error}): "
                            + UPGRADE_ADVICE.format(module=module))
    return problems


@pytest.mark.parametrize("module", PROTECTED_NAME_USERS, ids=lambda module: module.__name__)
def test_scrapy_still_has_the_protected_methods_the_crawl_calls(module: ModuleType) -> None:
    scrapy_class = PROTECTED_NAME_USERS[module]
    problems = protected_call_problems(scrapy_class, module.SCRAPY_PROTECTED_CALLS, module.__name__)
    assert not problems, "\n".join(problems)


# The packages whose protected names count as "Scrapy's" (Twisted's too: Scrapy's classes the crawl subclasses are
# made of Twisted's, and a Twisted upgrade renames as silently).
FOREIGN_PACKAGES = frozenset({"scrapy", "twisted"})
CRAWLER_MODULES = sorted((PROJECT_ROOT / "crawler").rglob("*.py"))


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(PROJECT_ROOT).with_suffix("").parts)


def _is_foreign(thing: Any) -> bool:
    return (getattr(thing, "__module__", None) or getattr(thing, "__name__", "")).split(".")[0] in FOREIGN_PACKAGES


def _attributes_set_in(scrapy_class: type) -> set[str]:
    """The ``self.<name>`` attributes the source of ``scrapy_class`` reads or sets (its instances' attributes, which
    ``dir`` of the class does not list)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(scrapy_class)))
    except (OSError, TypeError):   # (a class without Python source: none of its own)
        return set()
    return {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"}


def foreign_names(module: ModuleType) -> set[str]:
    """The names of Scrapy's and Twisted's a module may reach: those of the Scrapy and Twisted modules it imports,
    and of every Scrapy or Twisted class its own classes derive from (class and instance attributes)."""
    names: set[str] = set()
    for value in vars(module).values():
        if isinstance(value, ModuleType) and _is_foreign(value):
            names |= set(dir(value))
        elif isinstance(value, type) and value.__module__ == module.__name__:
            for base in filter(_is_foreign, value.__mro__[1:]):
                names |= set(dir(base)) | _attributes_set_in(base)
    return names


def declared_protected_names(module: ModuleType) -> set[str]:
    return set(getattr(module, "SCRAPY_PROTECTED_CALLS", {})) | set(getattr(module, "SCRAPY_PROTECTED_ATTRIBUTES", {}))


@pytest.mark.parametrize("path", CRAWLER_MODULES, ids=_module_name)
def test_the_crawl_uses_no_protected_name_of_scrapy_s_it_does_not_declare(path: Path) -> None:
    """Every ``_name`` a crawler module's source reads, calls or overrides that is Scrapy's or Twisted's (of a module
    it imports, a class its classes derive from or an instance of one) is one the module declares
    (``SCRAPY_PROTECTED_CALLS``, ``SCRAPY_PROTECTED_ATTRIBUTES``), so that the checks here cover it."""
    module = importlib.import_module(_module_name(path))
    used = {name for name in _names_used(path.read_text(encoding="utf-8"))
            if name.startswith("_") and not name.startswith("__")}
    undeclared = sorted((used & foreign_names(module)) - declared_protected_names(module))
    assert not undeclared, f"{module.__name__} uses Scrapy's protected {undeclared}: declare them in its module"


def test_the_undeclared_name_check_sees_a_protected_name_of_a_base_class() -> None:
    """The names the check looks for include a Scrapy base class's protected method, an instance attribute its source
    sets (``dir`` of the class lists none), and a protected function of a Scrapy module imported whole."""
    probe = ModuleType("probe")
    probe.downloader = scrapy.core.downloader   # type: ignore[attr-defined]
    probe.Probe = type("Probe", (Downloader,), {"__module__": "probe"})   # type: ignore[attr-defined]
    assert {"_process_queue", "_jitter", "_slot_jitter"} <= foreign_names(probe)


def test_scrapy_s_robots_middleware_still_keeps_the_attributes_the_crawl_reads() -> None:
    middleware = _scrapy_instance(ScrapyRobotsTxtMiddleware)
    missing = [f"{name} ({what})" for name, what in crawler.robots.SCRAPY_PROTECTED_ATTRIBUTES.items()
               if not hasattr(middleware, name)]
    assert not missing, (f"RobotsTxtMiddleware (Scrapy {scrapy.__version__}) has no {', '.join(missing)}: "
                         + UPGRADE_ADVICE.format(module="crawler.robots"))
    assert isinstance(middleware._parsers, dict) and middleware._stats is middleware.crawler.stats


@pytest.mark.parametrize("hook", crawler.robots.SCRAPY_OVERRIDDEN_HOOKS)
def test_scrapy_s_robots_middleware_still_calls_the_methods_the_crawl_overrides(hook: str) -> None:
    """``process_request`` of Scrapy's middleware calls ``robot_parser`` and ``process_request_2`` by name: a Scrapy
    that calls others would leave the crawl's overrides unused, silently (rules per netloc, waiters unchecked)."""
    called = inspect.unwrap(ScrapyRobotsTxtMiddleware.process_request).__code__.co_names
    assert hook in called, (f"RobotsTxtMiddleware.process_request (Scrapy {scrapy.__version__}) no longer calls "
                            f"{hook}, which crawler.robots overrides: " + UPGRADE_ADVICE.format(module="crawler.robots"))


@pytest.mark.parametrize("name", crawler.downloader.SCRAPY_OVERRIDDEN_PROTECTED)
def test_scrapy_s_downloader_still_calls_the_protected_method_the_crawl_overrides(name: str) -> None:
    """A request joining a slot, a delay ending and a transfer ending reach ``_process_queue`` by name in Scrapy's
    downloader, and each dispatch ``_wait_for_download``: a Scrapy that stopped would leave the override unused, and a
    stopping crawl waiting out every delay, or a site's concurrency racy again."""
    callers = sorted(attribute for attribute, value in vars(Downloader).items()
                     if attribute != name and callable(value) and name in inspect.unwrap(value).__code__.co_names)
    assert callers, (f"Downloader (Scrapy {scrapy.__version__}) no longer calls {name}, which crawler.downloader "
                     "overrides: " + UPGRADE_ADVICE.format(module="crawler.downloader"))


@pytest.mark.parametrize("field", crawler.downloader.SCRAPY_SLOT_FIELDS)
def test_scrapy_s_download_slot_still_has_the_fields_the_crawl_reads(field: str) -> None:
    assert hasattr(Slot(concurrency=1, delay=0.0), field), (
        f"Scrapy's downloader Slot (Scrapy {scrapy.__version__}) has no {field}: "
        + UPGRADE_ADVICE.format(module="crawler.downloader"))


def _names_of(*owners: Any) -> set[str]:
    """The attribute names ``owners`` have (modules, classes, instances)."""
    return {name for owner in owners for name in dir(owner)}


def _http_handler_names() -> set[str]:
    """The names crawler.http_handler reaches Scrapy's and Twisted's protected ones among: Scrapy's http11 module,
    the attributes Scrapy's handler sets (building one needs a reactor, which does not belong in the pytest
    process), the connection pool Scrapy gives it, and a factory of the crawl's and the protocol it builds."""
    factory = crawler.http_handler._BoundedHeadClientFactory(lambda protocol: None, "probe")
    return (_names_of(http11, HTTPConnectionPool, factory, factory.buildProtocol(None))
            | _attributes_set_in(http11.HTTP11DownloadHandler))


# Module -> the names its SCRAPY_PROTECTED_ATTRIBUTES are found among (crawler.robots' are checked above).
PROTECTED_ATTRIBUTE_OWNERS = {
    crawler.cookies: lambda: _names_of(scrapy_cookies),
    crawler.http_handler: _http_handler_names,
}


@pytest.mark.parametrize("module", PROTECTED_ATTRIBUTE_OWNERS, ids=lambda module: module.__name__)
def test_scrapy_still_has_the_protected_attributes_the_crawl_reads(module: ModuleType) -> None:
    names = PROTECTED_ATTRIBUTE_OWNERS[module]()
    missing = [f"{name} ({what})" for name, what in module.SCRAPY_PROTECTED_ATTRIBUTES.items() if name not in names]
    assert not missing, (f"Scrapy {scrapy.__version__} has no {', '.join(missing)}: "
                         + UPGRADE_ADVICE.format(module=module.__name__))


def test_the_crawl_s_replacements_of_scrapy_s_internals_take() -> None:
    """The cookie middleware's extractor and the HTTP handler's parser are put in place, not passed over with the
    warning a Scrapy without the names gets; Scrapy's handler still sets its pool's factory (as the crawl's does)."""
    assert crawler.cookies.extractor_replaceable(scrapy_cookies)
    assert crawler.http_handler.HEADS_BOUNDED_HERE
    assert "_factory" in _names_used(textwrap.dedent(inspect.getsource(http11.HTTP11DownloadHandler.__init__)))


def test_a_removed_or_reshaped_protected_method_is_named_in_the_failure() -> None:
    """The check names what a Scrapy upgrade broke: a method gone, or one taking other arguments."""

    class Upgraded:
        def _redirect(self, redirected: Request, request: Request, spider: object, reason: object) -> None: ...

    problems = protected_call_problems(Upgraded, crawler.refresh.SCRAPY_PROTECTED_CALLS, "crawler.refresh")
    assert len(problems) == 2, problems
    assert "Upgraded._redirect_request_using_get" in problems[0] and "is gone" in problems[0]
    assert "Upgraded._redirect" in problems[1] and "(redirected, request, reason)" in problems[1]
    assert all("crawler.refresh" in problem and scrapy.__version__ in problem for problem in problems)


# REDIRECT_MAX_TIMES for the chain below: hops Scrapy follows before it refuses one
CHAIN_LIMIT = 2


def test_the_redirect_chain_check_reads_scrapy_s_redirect_meta_as_scrapy_writes_it() -> None:
    """crawler.redirects.RedirectChains tells a chain past the limit by the meta Scrapy's ``_redirect`` writes
    (``redirect_times``, ``redirect_ttl``, no documented names): at each hop it must agree with Scrapy's own verdict."""
    crawler_ = get_crawler(settings_dict={"REDIRECT_MAX_TIMES": CHAIN_LIMIT})
    middleware, chains = RedirectMiddleware.from_crawler(crawler_), RedirectChains(crawler_)
    request = Request("http://a.org/0")
    for hop in range(1, CHAIN_LIMIT + 2):
        answer = Response(request.url, status=301, headers={"Location": f"/{hop}"})
        predicted = chains._may_redirect_again(request)
        try:
            request = middleware.process_response(request, answer)
            followed = True
        except IgnoreRequest:
            followed = False
        assert predicted == followed, (
            f"hop {hop}: Scrapy {scrapy.__version__} {'followed' if followed else 'refused'} the redirect, "
            f"crawler.redirects.RedirectChains predicted otherwise from the meta {dict(request.meta)}: Scrapy's "
            "redirect meta changed (see crawler.redirects.RedirectChains)")
        if not followed:
            break
    assert hop == CHAIN_LIMIT + 1
