"""WARC files of the pages a site's crawl stores (site option ``warc``), written with warcio.

Heritrix archives every response it fetches in WARC files (ISO 28500); a tsheg
crawl keeps Tibetan and Uyghur pages, so with ``warc: true`` it archives the
captures behind its mirror: for every stored page (kept, alias, or unchanged
since an earlier run) the ``response`` that answered (status line, every header,
the body) and the ``request`` that asked for it, linked by
``WARC-Concurrent-To``. The page's manifest record names the file and offset
(``warc``) of the capture whose text it holds; the HTML bytes themselves stay
as served (legacy-font bytes included), the text files being tsheg's reading.

What a capture holds (WARC/1.1 §6, §7; a WARC reader replays it as it was, bar these):

* the body as Scrapy hands it over: decompressed, without ``Content-Encoding``
  (Scrapy's HttpCompressionMiddleware removes it), with ``Content-Length`` set
  to its length and no ``Transfer-Encoding`` (the HTTP/1.1 handler dechunks);
* a ``text/plain`` document as served, before tsheg reads it as a page;
* redirect responses are not archived; the manifest's ``url`` and
  ``final_url`` give the chain, and the capture is of the final URL.

Payloads are archived once (WARC/1.1 §6.7.2, the ``identical-payload-digest``
profile, as Heritrix's duplication reduction and ``wget --warc-dedup`` write
it): a response whose body has the payload digest of a capture already in the
site's WARC files (an unchanged page on a re-crawl, or the same bytes under a
second URL) is a ``revisit`` record, the response's status line and headers
without the body, naming the capture that holds it (``WARC-Refers-To-Target-URI``
and ``-Date``). Earlier runs' captures are known from the manifest (each
record's ``warc`` holds the payload ``digest``), and only while their file is
still in the folder: delete the files and the next run archives in full again.

Files: ``<mirror>/<site>/warc/<site>-<UTC start>-<serial>.warc.gz``, one gzip
member per record, a ``warcinfo`` record first, a new file once one reaches
``WARC_MAX_BYTES``. A file being written ends in ``.open`` (Heritrix's
convention) and is renamed when done; one left behind by a killed crawl is
renamed by the next run of the site (its last record may be cut short) before
the earlier captures are looked up, so its bodies are revisits too.
"""

from __future__ import annotations

import http
import importlib.metadata
import io
import os
import urllib.parse
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from scrapy import Request
from scrapy.http import Response
from scrapy.http.headers import Headers
from warcio.statusandheaders import StatusAndHeaders
from warcio.utils import Digester
from warcio.warcwriter import WARCWriter

WARC_DIR = "warc"                       # inside the site's folder of the mirror
WARC_SUFFIX = ".warc.gz"
OPEN_SUFFIX = ".open"                   # a file still being written (Heritrix's convention)
WARC_MAX_BYTES = 1_000_000_000          # bytes of a file before the next one starts (Heritrix's default)
SERIAL_DIGITS = 5
DEFAULT_PROTOCOL = "HTTP/1.1"           # when the download handler does not say
WARC_SPEC = "https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/"
# Headers that described the transfer, not the body Scrapy hands over (decompressed, dechunked).
TRANSFER_HEADERS = frozenset({"content-encoding", "transfer-encoding", "content-length"})


@dataclass(frozen=True)
class Capture:
    """One HTTP exchange as the archive keeps it."""

    url: str                                   # the URL that answered
    method: str
    request_headers: Sequence[tuple[str, str]]  # as sent (Host added from the URL)
    protocol: str                              # "HTTP/1.1"
    status: int
    response_headers: Sequence[tuple[str, str]]  # every value of every header, in order
    body: bytes
    ip_address: str | None = None


@dataclass(frozen=True)
class Original:
    """A capture archived with its payload: what a revisit record of the same payload refers to."""

    uri: str
    date: str        # its WARC-Date
    file: str        # the name of its WARC file (in the site's folder)


@dataclass(frozen=True)
class Archived:
    """Where :meth:`WarcFiles.write` put a capture."""

    file: str                           # name of the WARC file
    offset: int                         # of the response (or revisit) record in it
    digest: str                         # WARC-Payload-Digest of the body
    refers_to: Original | None = None   # a revisit: the capture that holds the payload


def payload_digest(body: bytes) -> str:
    """The WARC-Payload-Digest of a body, as warcio (and Heritrix) write it.

    >>> payload_digest(b"")
    'sha1:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ'
    """
    digester = Digester("sha1")
    digester.update(body)
    return str(digester)


def manifest_entry(archived: Archived, folder: str) -> dict[str, object]:
    """The manifest's ``warc`` of a capture (files named relative to the mirror: ``folder`` is the site's
    WARC folder there), read back by :func:`payload_file` and :func:`originals_in`."""
    entry: dict[str, object] = {"file": f"{folder}/{archived.file}", "offset": archived.offset,
                                "digest": archived.digest}
    if archived.refers_to is not None:
        entry["refers_to"] = {"uri": archived.refers_to.uri, "date": archived.refers_to.date,
                              "file": f"{folder}/{archived.refers_to.file}"}
    return entry


def payload_file(entry: object) -> str | None:
    """The file (relative to the mirror) that holds a manifest ``warc`` entry's body: its own, or for a
    revisit record that of the capture it refers to; None for anything else.

    >>> payload_file({"file": "s/warc/b.warc.gz", "refers_to": {"file": "s/warc/a.warc.gz"}})
    's/warc/a.warc.gz'
    """
    if not isinstance(entry, Mapping):
        return None
    holder = entry.get("refers_to") if isinstance(entry.get("refers_to"), Mapping) else entry
    file = holder.get("file")
    return file if isinstance(file, str) else None


def originals_in(archived: Iterable[tuple[str, str, Mapping[str, object]]], directory: Path) -> dict[str, Original]:
    """Payload digest -> the capture that holds it, from earlier runs' (URI, ``fetched_at``, manifest ``warc``)
    triples whose file (or, for a revisit, whose original's file) is still in ``directory``. A record
    without a digest (archived before digests were kept) or with a time that is no ISO 8601 one is passed over.

    >>> originals_in([("http://a.org/", "2026-11-20T10:00:00+00:00", {"file": "s/warc/x.warc.gz", "offset": 0,
    ...              "digest": "sha1:AB"})], Path("/nonexistent"))
    {}
    """
    originals: dict[str, Original] = {}
    for uri, fetched_at, where in archived:
        digest, refers_to, held_in = where.get("digest"), where.get("refers_to"), payload_file(where)
        if not isinstance(digest, str) or held_in is None:
            continue
        file = Path(held_in).name
        if not (file.endswith(WARC_SUFFIX) and (directory / file).is_file()):
            continue
        if isinstance(refers_to, Mapping):
            originals.setdefault(digest, Original(str(refers_to.get("uri")), str(refers_to.get("date")), file))
            continue
        try:
            originals.setdefault(digest, Original(uri, warc_date(fetched_at), file))
        except ValueError:
            continue
    return originals


def warcinfo_fields(site: str, user_agent: str, obey_robots: bool) -> dict[str, str]:
    """The ``warcinfo`` record of a site's files (WARC/1.1 §6.2 fields, as Heritrix writes them)."""
    return {
        "software": f"tsheg/{_version('tsheg')} (Scrapy {_version('scrapy')}; warcio {_version('warcio')})",
        "format": "WARC File Format 1.1",
        "conformsTo": WARC_SPEC,
        "isPartOf": site,
        "description": f"tsheg crawl of site {site}: the Tibetan and Uyghur pages it stored",
        "robots": "obey" if obey_robots else "ignore",
        "http-header-user-agent": user_agent,
    }


def _version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def capture_of(served: Response, request: Request) -> Capture:
    """The capture of ``served`` (the response as the downloader handed it over) asked for by ``request``."""
    return Capture(url=served.url, method=request.method, request_headers=header_list(request.headers),
                   protocol=served.protocol or DEFAULT_PROTOCOL, status=served.status,
                   response_headers=header_list(served.headers), body=served.body,
                   ip_address=str(served.ip_address) if served.ip_address is not None else None)


def header_list(headers: Headers) -> list[tuple[str, str]]:
    """Every value of every header, as (name, value) strings holding its bytes one character each (Latin-1,
    lossless: :class:`RawStatusAndHeaders` writes the bytes back as served)."""
    return [(name.decode("latin-1"), value.decode("latin-1"))
            for name, values in headers.items() for value in values]


def warc_date(fetched_at: str) -> str:
    """A WARC-Date (UTC, ``Z``) from an ISO 8601 time with an offset.

    >>> warc_date("2026-11-21T17:42:39+00:00")
    '2026-11-21T17:42:39Z'
    """
    return datetime.fromisoformat(fetched_at).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class RawStatusAndHeaders(StatusAndHeaders):
    """A status line and headers written as the bytes that went over the wire.

    The capture's strings hold those bytes one character each (Latin-1, :func:`header_list`); warcio's own
    StatusAndHeaders percent-encodes every non-ASCII value as UTF-8 (RFC 8187 ``name*=UTF-8''…``), so a
    UTF-8 ``X-Title`` was archived double-encoded and a cookie's bytes rewritten. A string no byte string
    can hold (a character past U+00FF: not a served header) is written the way warcio writes it.
    """

    def compute_headers_buffer(self, header_filter: object = None) -> None:
        try:
            self.headers_buff = self.to_str(header_filter).encode("latin-1") + b"\r\n"
        except UnicodeEncodeError:
            super().compute_headers_buffer(header_filter)


def response_head(capture: Capture) -> StatusAndHeaders:
    """The status line and headers of the archived response, true to the body it holds.

    >>> head = response_head(Capture("http://a.org/", "GET", [], "HTTP/1.1", 200,
    ...                              [("Content-Encoding", "gzip"), ("Content-Length", "9")], b"<p>x</p>"))
    >>> head.statusline, head.headers
    ('200 OK', [('Content-Length', '8')])
    """
    headers = [(k, v) for k, v in capture.response_headers if k.lower() not in TRANSFER_HEADERS]
    headers.append(("Content-Length", str(len(capture.body))))
    try:
        reason = http.HTTPStatus(capture.status).phrase
    except ValueError:
        reason = ""
    return RawStatusAndHeaders(f"{capture.status} {reason}".rstrip(), headers, protocol=capture.protocol)


def request_head(capture: Capture) -> StatusAndHeaders:
    """The request line (path and query) and headers as sent, ``Host`` first.

    >>> capture = Capture("http://a.org:81/p?q=1#f", "GET", [("Accept", "*/*")], "HTTP/1.1", 200, [], b"")
    >>> request_head(capture).to_bytes()
    b'GET /p?q=1 HTTP/1.1\\r\\nHost: a.org:81\\r\\nAccept: */*\\r\\n\\r\\n'
    """
    parts = urllib.parse.urlsplit(capture.url)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    headers = [("Host", parts.netloc)] + [(k, v) for k, v in capture.request_headers if k.lower() != "host"]
    return RawStatusAndHeaders(f"{capture.method} {target} {capture.protocol}", headers, is_http_request=True)


class WarcFiles:
    """The WARC files of one site and run: ``write`` appends a capture, ``close`` finishes the file."""

    def __init__(self, directory: Path, prefix: str, info: Mapping[str, str],
                 max_bytes: int = WARC_MAX_BYTES, originals: Mapping[str, Original] | None = None,
                 archived: Iterable[tuple[str, str, Mapping[str, object]]] = ()) -> None:
        """``archived``: earlier runs' (URI, ``fetched_at``, manifest ``warc``) triples, read by
        :func:`originals_in` once the files a killed crawl left open are finished (named as the manifest names
        them); ``originals``: payloads known otherwise."""
        self.directory = directory
        self.prefix = prefix
        self.info = dict(info)
        self.max_bytes = max_bytes
        self.started = datetime.now(UTC).strftime("%Y%m%d%H%M%S")
        self.serial = 0
        self._handle: io.BufferedWriter | None = None
        self._writer: WARCWriter | None = None
        self._name = ""
        self.directory.mkdir(parents=True, exist_ok=True)
        self.finished_leftovers = finish_leftovers(self.directory)
        # payload digest -> the capture holding it (earlier runs, this one)
        self.originals = {**originals_in(archived, self.directory), **(originals or {})}

    def write(self, capture: Capture, fetched_at: str) -> Archived:
        """Append the response (a revisit when its payload is archived already) and request records of
        ``capture``."""
        if self._handle is not None and self._handle.tell() >= self.max_bytes:
            self.close()
        if self._handle is None:
            self._open()
        assert self._handle is not None and self._writer is not None
        date = warc_date(fetched_at)
        digest = payload_digest(capture.body)
        response_headers = {"WARC-Date": date}
        if capture.ip_address:
            response_headers["WARC-IP-Address"] = capture.ip_address
        original = self.originals.get(digest)
        if original is None:
            response = self._writer.create_warc_record(
                capture.url, "response", payload=io.BytesIO(capture.body), length=len(capture.body),
                warc_headers_dict={**response_headers, "WARC-Payload-Digest": digest},
                http_headers=response_head(capture))
        else:
            response = self._writer.create_revisit_record(
                capture.url, digest, original.uri, original.date, http_headers=response_head(capture),
                warc_headers_dict=response_headers)
        request = self._writer.create_warc_record(
            capture.url, "request", warc_headers_dict={"WARC-Date": date}, http_headers=request_head(capture))
        offset = self._handle.tell()
        self._writer.write_request_response_pair(request, response)
        self._handle.flush()
        if original is None:
            self.originals[digest] = Original(capture.url, date, self._name)
        return Archived(self._name, offset, digest, original)

    def _open(self) -> None:
        while True:   # (a run started within the same second as an earlier one takes the next serial)
            self._name = f"{self.prefix}-{self.started}-{self.serial:0{SERIAL_DIGITS}d}{WARC_SUFFIX}"
            self.serial += 1
            if not any(os.path.lexists(self.directory / name) for name in (self._name, self._name + OPEN_SUFFIX)):
                break
        self._handle = open(self.directory / (self._name + OPEN_SUFFIX), "xb")  # noqa: SIM115 - kept open
        self._writer = WARCWriter(self._handle, gzip=True, warc_version="1.1")
        self._writer.write_record(self._writer.create_warcinfo_record(self._name, self.info))

    def close(self) -> None:
        """Finish the file being written (flushed, synced, renamed without ``.open``)."""
        if self._handle is None:
            return
        self._handle.flush()
        os.fsync(self._handle.fileno())
        self._handle.close()
        os.replace(self.directory / (self._name + OPEN_SUFFIX), self.directory / self._name)
        self._handle = self._writer = None


def finish_leftovers(directory: Path) -> list[str]:
    """Rename the ``.open`` files a killed crawl left in ``directory``; their names."""
    finished = []
    for left in sorted(directory.glob(f"*{WARC_SUFFIX}{OPEN_SUFFIX}")):
        target = left.with_name(left.name.removesuffix(OPEN_SUFFIX))
        if not target.exists() and not left.is_symlink():
            os.replace(left, target)
            finished.append(target.name)
    return finished
