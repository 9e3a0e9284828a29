"""The bundled demo web: our own Tibetan and Uyghur sites, served on loopback ports.

``crawler/demo_site/`` holds one folder per site (``bo-news``, ``ug-news``). Each
is served by its own threaded HTTP server on 127.0.0.1, port 0 (a free port),
so the crawl needs no network. Beyond static files a site folder may declare,
in ``_routes.json`` (never served)::

    {"redirects": {"/old.html": "/new.html"},          -> 301 with Location
     "status":    {"/gone.html": 404},                 -> that status, small HTML body
     "headers":   {"/page.html": {"Content-Type": "text/html; charset=iso-8859-1"}}}

Query strings are ignored for files (``?utm_source=`` URLs are duplicates), paths
are percent-decoded and confined to the site folder, a folder URL serves its
``index.html``. Every request is recorded (:attr:`DemoWeb.requests`) so the demo
can show that the crawler kept out of the paths robots.txt forbids.

>>> with DemoWeb() as web:
...     [site.name for site in web.sites]
['bo-news', 'ug-news']
"""

from __future__ import annotations

import json
import mimetypes
import posixpath
import threading
import time
import urllib.parse
import urllib.robotparser
from collections.abc import Iterable
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any

import yaml

DEMO_SITE_DIR = Path(__file__).resolve().parent / "demo_site"
ROUTES_FILE = "_routes.json"           # per-site special routes; never served
INDEX_FILE = "index.html"              # served for a folder URL
LOOPBACK = "127.0.0.1"

# The demo's crawl settings: the sites are local, so no delay; everything else as on the open web.
DEMO_DEFAULTS: dict[str, Any] = {
    "max_depth": 6,          # links from the home page; the deepest demo article is at depth 3
    "tunnel": 1,             # one Chinese/English page in a row leads to articles only linked there
    "download_delay": 0,     # seconds: loopback, nobody to be polite to
    "concurrency": 4,
    "obey_robots": True,
    "store_html": False,
}
# Target languages of each demo site (folder name -> languages of the site config).
DEMO_LANGUAGES: dict[str, list[str]] = {"bo-news": ["bo"], "ug-news": ["ug"]}


@dataclass(frozen=True)
class Routes:
    """The special routes of one site folder (see the module docstring)."""

    redirects: dict[str, str] = field(default_factory=dict)
    status: dict[str, int] = field(default_factory=dict)
    headers: dict[str, dict[str, str]] = field(default_factory=dict)

    @classmethod
    def load(cls, folder: Path) -> Routes:
        """Read ``folder/_routes.json``; no file means no special routes."""
        path = folder / ROUTES_FILE
        if not path.is_file():
            return cls()
        raw = json.loads(path.read_text(encoding="utf-8"))
        unknown = set(raw) - {"redirects", "status", "headers"}
        if unknown:
            raise ValueError(f"{path}: unknown keys {sorted(unknown)}")
        return cls(dict(raw.get("redirects", {})), {k: int(v) for k, v in raw.get("status", {}).items()},
                   {k: dict(v) for k, v in raw.get("headers", {}).items()})


@dataclass(frozen=True)
class Hit:
    """One request the demo web answered."""

    site: str
    path: str        # raw request target, query string included
    status: int
    ts: float


class _SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, name: str, folder: Path, hits: list[Hit], lock: threading.Lock) -> None:
        self.site_name = name
        self.folder = folder.resolve()
        self.routes = Routes.load(folder)
        self.hits = hits
        self.hits_lock = lock
        super().__init__((LOOPBACK, 0), _SiteHandler)


class _SiteHandler(BaseHTTPRequestHandler):
    server: _SiteServer
    server_version = "tsheg-demo/1"

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
        pass

    def do_HEAD(self) -> None:  # noqa: N802 - stdlib naming
        self._answer(send_body=False)

    def do_GET(self) -> None:  # noqa: N802 - stdlib naming
        self._answer(send_body=True)

    def _answer(self, *, send_body: bool) -> None:
        status, headers, body = self._resolve()
        with self.server.hits_lock:
            self.server.hits.append(Hit(self.server.site_name, self.path, status, time.time()))
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if send_body:
            self.wfile.write(body)

    def _resolve(self) -> tuple[int, dict[str, str], bytes]:
        routes = self.server.routes
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        if path in routes.redirects:
            return HTTPStatus.MOVED_PERMANENTLY, {"Location": routes.redirects[path]}, b""
        if path in routes.status:
            code = routes.status[path]
            return code, {"Content-Type": "text/html; charset=utf-8"}, _error_page(code)
        file = self._file_for(path)
        if file is None:
            return HTTPStatus.NOT_FOUND, {"Content-Type": "text/html; charset=utf-8"}, _error_page(404)
        if file.is_dir():
            return HTTPStatus.MOVED_PERMANENTLY, {"Location": path + "/"}, b""
        content_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        headers = {"Content-Type": content_type}
        headers.update(routes.headers.get(path, {}))
        return HTTPStatus.OK, headers, file.read_bytes()

    def _file_for(self, path: str) -> Path | None:
        """The file a decoded URL path names inside the site folder, or None (404)."""
        clean = posixpath.normpath("/" + path.lstrip("/"))
        if any(part.startswith("_") for part in clean.split("/")):
            return None
        target = (self.server.folder / clean.lstrip("/")).resolve()
        if target != self.server.folder and self.server.folder not in target.parents:
            return None
        if target.is_dir():
            if not path.endswith("/"):
                return target
            target = target / INDEX_FILE
        return target if target.is_file() else None


def _error_page(code: int) -> bytes:
    phrase = HTTPStatus(code).phrase
    return f"<!DOCTYPE html><html><head><title>{code} {phrase}</title></head><body><h1>{code} {phrase}</h1></body></html>\n".encode()


@dataclass(frozen=True)
class DemoSite:
    """One served demo site."""

    name: str
    folder: Path
    base_url: str    # http://127.0.0.1:PORT (no trailing slash)


class DemoWeb:
    """The demo sites, each on its own loopback port, for the duration of a ``with`` block."""

    def __init__(self, root: Path = DEMO_SITE_DIR) -> None:
        self.root = root
        self.hits: list[Hit] = []
        self._lock = threading.Lock()
        self._servers: list[_SiteServer] = []
        self.sites: list[DemoSite] = []

    def start(self) -> DemoWeb:
        for folder in sorted(p for p in self.root.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))):
            server = _SiteServer(folder.name, folder, self.hits, self._lock)
            threading.Thread(target=server.serve_forever, name=f"demo-{folder.name}", daemon=True).start()
            self._servers.append(server)
            host, port = server.server_address[:2]
            self.sites.append(DemoSite(folder.name, folder, f"http://{host}:{port}"))
        return self

    def stop(self) -> None:
        for server in self._servers:
            server.shutdown()
            server.server_close()
        self._servers.clear()

    def __enter__(self) -> DemoWeb:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()

    @property
    def requests(self) -> list[Hit]:
        with self._lock:
            return list(self.hits)

    def robots_violations(self) -> list[Hit]:
        """Requests to paths the site's robots.txt forbids (should be none)."""
        parsers = {site.name: _robots(site) for site in self.sites}
        bases = {site.name: site.base_url for site in self.sites}
        return [hit for hit in self.requests
                if not parsers[hit.site].can_fetch("*", bases[hit.site] + hit.path)]

    def config(self, mirror: Path) -> dict[str, Any]:
        """A tsheg crawl configuration (crawler/config.py schema) for the served sites."""
        return {
            "mirror": str(mirror),
            "defaults": dict(DEMO_DEFAULTS),
            "sites": [{"name": site.name, "start_urls": [site.base_url + "/"],
                       "languages": DEMO_LANGUAGES.get(site.name, ["bo", "ug"])} for site in self.sites],
        }

    def write_config(self, path: Path, mirror: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        text = ("# tsheg demo crawl: written by `tsheg demo` for the loopback ports of this run\n"
                + yaml.safe_dump(self.config(mirror), allow_unicode=True, sort_keys=False))
        path.write_text(text, encoding="utf-8")
        return path


def _robots(site: DemoSite) -> urllib.robotparser.RobotFileParser:
    parser = urllib.robotparser.RobotFileParser()
    robots = site.folder / "robots.txt"
    parser.parse(robots.read_text(encoding="utf-8").splitlines() if robots.is_file() else [])
    return parser


def write_access_log(hits: Iterable[Hit], path: Path) -> None:
    """The requests as JSON lines (site, path, status, ts), like ../shared/tools' access log."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        for hit in hits:
            out.write(json.dumps({"site": hit.site, "path": hit.path, "status": hit.status, "ts": hit.ts}) + "\n")
