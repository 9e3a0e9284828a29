"""Shared test fixtures: the optional ../shared dev data and a real loopback HTTP server."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SHARED_DIR = PROJECT_ROOT.parent / "shared"
SHARED_DATA = SHARED_DIR / "data"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """``../shared/data`` beside the checkout; skips the test on a fresh clone without it."""
    if not SHARED_DATA.is_dir():
        pytest.skip("../shared/data is absent (fresh clone): dev-set test skipped")
    return SHARED_DATA


@pytest.fixture(scope="session")
def shared_tools() -> Path:
    """``../shared/tools`` (crawl-site server and scorer); skips when absent."""
    tools = SHARED_DIR / "tools"
    if not tools.is_dir():
        pytest.skip("../shared/tools is absent (fresh clone): dev-site test skipped")
    return tools


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
        pass


@pytest.fixture
def serve_directory() -> Iterator[Callable[[Path], str]]:
    """Start a real threaded HTTP server on 127.0.0.1, port 0, serving a folder.

    Returns a function ``serve(path) -> base_url`` (no trailing slash); every
    server started through it is shut down after the test.
    """
    servers: list[http.server.ThreadingHTTPServer] = []

    def serve(path: Path) -> str:
        handler = functools.partial(_QuietHandler, directory=str(path))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        host, port = server.server_address[:2]
        return f"http://{host}:{port}"

    yield serve
    for server in servers:
        server.shutdown()
        server.server_close()
