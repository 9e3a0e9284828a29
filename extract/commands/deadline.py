"""An overall deadline for one URL fetched with urllib: connection, answer and body in all.

A socket timeout bounds each read, not the fetch: a server that sends a byte every few
seconds (a stuck proxy, an overloaded CMS streaming its page, a tarpit) keeps a reader
waiting forever. :class:`FetchDeadline` watches the sockets an opener connects
(``opener(deadline)`` builds one, redirects included) and, when the deadline comes while
the fetch is still under way, shuts them down: the blocked read returns at once, and
``deadline.expired`` tells the caller why the answer ended (the exception or short body
http.client then gives names no cause).

A connection still being opened (the TCP connect, the TLS handshake) is shut down as
soon as it is open; each of those steps is bounded by the socket timeout.

A redirect is followed to an http or https URL only (:class:`WebRedirectHandler`): urllib's
own handler also follows one to ``ftp://``, whose connection no deadline watches (a silent
FTP server held ``--max-time 5`` for 30 s a step), and which asks a host of the server's
choosing in a protocol the commands say they do not fetch.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.client
import socket
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

from extract.schemes import WEB_SCHEMES   # the schemes a redirect is followed to (as the crawl's)

FETCH_DEADLINE = 60.0  # seconds a URL may take in all (connect, answer, body): twice the crawl's
#                        DOWNLOAD_TIMEOUT (crawler/settings.py), for one page a user waits for


def add_max_time_argument(parser: argparse.ArgumentParser) -> None:
    """``--max-time SECONDS``: the deadline of each URL a page command fetches (curl's name for it)."""
    parser.add_argument("--max-time", type=_seconds, default=FETCH_DEADLINE, metavar="SECONDS",
                        help=f"give up a URL not fetched within this many seconds in all (default: {FETCH_DEADLINE:g})")


def _seconds(text: str) -> float:
    """A positive, finite number of seconds (argparse reports a ValueError's message as a usage error)."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < seconds < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r}: a deadline is a positive number of seconds")
    return seconds


class FetchDeadline:
    """A timer that shuts down the sockets of one fetch when ``seconds`` have passed before :meth:`finish`."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.expired = False          # the deadline came while the fetch was under way
        self._finished = False
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    @contextlib.contextmanager
    def running(self) -> Iterator[FetchDeadline]:
        """The deadline counts while the block runs; it is over (finished) when the block ends, however."""
        self._timer.start()
        try:
            yield self
        finally:
            self.finish()

    def finish(self) -> None:
        """The fetch is over: the deadline can no longer expire."""
        with self._lock:
            self._finished = True
            self._sockets.clear()
        self._timer.cancel()

    def watch(self, sock: socket.socket) -> None:
        """Shut ``sock`` down when the deadline comes (at once when it has come already)."""
        with self._lock:
            if self._finished:
                return
            if self.expired:
                _shut_down(sock)
                return
            self._sockets.append(sock)

    def _expire(self) -> None:
        with self._lock:
            if self._finished:
                return
            self.expired = True
            for sock in self._sockets:
                _shut_down(sock)

    def connection_class(self, base: type[http.client.HTTPConnection]) -> Callable[..., http.client.HTTPConnection]:
        """A factory of ``base`` connections whose sockets this deadline watches once connected."""
        watched = _watched_class(base)

        def connection(*args: Any, **kwargs: Any) -> http.client.HTTPConnection:
            conn = watched(*args, **kwargs)
            conn.deadline = self
            return conn
        return connection


def _shut_down(sock: socket.socket) -> None:
    """End both directions of ``sock``: a read blocked on it returns (its owner closes it)."""
    with contextlib.suppress(OSError):   # (already closed by the peer or by its owner)
        sock.shutdown(socket.SHUT_RDWR)


@functools.cache
def _watched_class(base: type[http.client.HTTPConnection]) -> type[http.client.HTTPConnection]:
    """``base`` with a ``connect`` that hands the connected socket (TLS-wrapped for HTTPS) to its deadline."""
    class Watched(base):  # type: ignore[valid-type, misc]
        deadline: FetchDeadline

        def connect(self) -> None:
            super().connect()
            self.deadline.watch(self.sock)

    Watched.__name__ = Watched.__qualname__ = f"Watched{base.__name__}"
    return Watched


class _WatchedConnections:
    """Mixed into urllib's http and https handlers: the connections they open are watched by ``deadline``."""

    def __init__(self, deadline: FetchDeadline) -> None:
        super().__init__()
        self.deadline = deadline

    def do_open(self, http_class: Any, req: urllib.request.Request, **http_conn_args: Any) -> Any:
        return super().do_open(self.deadline.connection_class(http_class), req, **http_conn_args)  # type: ignore[misc]


class _WatchedHTTPHandler(_WatchedConnections, urllib.request.HTTPHandler):
    pass


class _WatchedHTTPSHandler(_WatchedConnections, urllib.request.HTTPSHandler):
    pass


class WebRedirectHandler(urllib.request.HTTPRedirectHandler):
    """urllib's redirect handler, but a ``Location`` of another scheme than http(s) is an error naming it.

    urllib refuses ``file:`` and ``data:`` targets but follows ``ftp:`` ones (RFC 9110 §15.4 leaves the
    target to the client): the page commands fetch web pages only, as the crawl does.
    """

    def redirect_request(self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any,
                         newurl: str) -> urllib.request.Request | None:
        scheme = urllib.parse.urlsplit(newurl).scheme.lower()
        if scheme not in WEB_SCHEMES:
            raise urllib.error.HTTPError(req.full_url, code, f"{msg} - Redirection to url {newurl!r} is not "
                                         "followed (http and https URLs are fetched)", headers, fp)
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def opener(deadline: FetchDeadline) -> urllib.request.OpenerDirector:
    """urllib's default opener (proxies, redirects to http(s) URLs, errors), its http and https connections
    watched by ``deadline``."""
    return urllib.request.build_opener(_WatchedHTTPHandler(deadline), _WatchedHTTPSHandler(deadline),
                                       WebRedirectHandler())
