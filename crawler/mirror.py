"""The mirror folder: URL -> a safe file path inside it, atomic writes, the manifest.

Layout (docs/architecture.md)::

    <mirror>/<site>/<host>/<path>.txt          main text of one stored page
    <mirror>/<site>/<host>/<path>.html         raw page beside it (site option store_html)
    <mirror>/<site>/manifest.jsonl             one JSON record per stored page (and per alias)
    <mirror>/<site>/warc/<site>-<start>-<n>.warc.gz   each stored page's request and response (site option
                                               warc; crawler/warc.py)
    <mirror>/<site>/.alias-pages/<sha256>.html during a run with store_html only: the raw pages of its aliases
                                               that may get a file of their own (ALIAS_PAGES_DIR)

A manifest record (one JSON object per line, UTF-8) tells of its URL's latest fetch, also when the text it
names was stored by an earlier one::

    url            the URL requested (first of a redirect chain)
    final_url      the URL that answered
    status, fetched_at (ISO 8601, UTC), depth (links from a start URL)
    lang           the recogniser's verdict (bo, ug, dz, ...); text_lang: language of the main text
    recognition    its evidence: encoding_family, dots, syllables, passing, passing_share,
                   target_letters, target_share, fonts
    encoding, encoding_source, conversions, encoding_note   how the bytes became Unicode
    extractor      algorithm that gave the text ("page-text": no main text found, all text kept)
    title, kind    "article" or "hub" (a page that is mostly links; leave it out for a corpus)
    path           the text file, relative to the mirror folder
    sha256, chars, bytes   of the text file as it is on disk (``sha256sum``, ``wc -m``, ``wc -c`` agree): the
                   text and the newline that ends its last line (:func:`file_text`); an earlier version's
                   files, written without it, get it once (:meth:`SiteMirror._end_earlier_files_with_newline`)
    body_sha256    of the body as served (what the mirror pipeline hands over)
    kept           true; false for an alias: the same text under another URL, not written
                   again, with ``alias_of`` naming the URL whose file holds it (a text too short to
                   tell its page apart, or a hub's, with the same body too: :func:`alias_key`)
    gone           set by a later run whose fetch of the URL found the page gone (HTTP 404 or
                   410) or no longer in the site's languages: ``at`` (ISO 8601, UTC),
                   ``reason`` (``http_404``, ``http_410``, ``off_target``) and for the latter
                   ``lang``, the page's language now; the text file of the earlier fetch stays
                   (a corpus may keep it, an index drops the page), and the page stored again
                   later gets a record without it (:meth:`SiteMirror.mark_gone`)
    warc           with the site option warc: ``file`` (relative to the mirror folder) and
                   ``offset`` of the page's response record in it, the payload ``digest``, and
                   for a revisit record (the body archived already) ``refers_to``: the ``uri``,
                   ``date`` and ``file`` of the capture that holds it

Mapping rules of :func:`url_to_relpath` (nothing can escape the mirror folder):

* the path is split on ``/`` BEFORE percent-decoding, so ``%2F`` stays inside its
  segment and an encoded ``../`` cannot climb; each segment is decoded as UTF-8
  (undecodable bytes replaced), then sanitised: separators, control and reserved
  characters become ``_``, and so do invisible ones (format characters, among them
  the bidi controls, and line separators; :data:`INVISIBLE_CATEGORIES`) but for
  the joiners ZWNJ and ZWJ, which are dropped (:data:`DROPPED_JOINERS`), and the
  dots and spaces that end a name (``report.`` -> ``report_``, ``sp `` -> ``sp_``, ``..`` -> ``__``);
  spaces that begin a name are dropped; a leading dot gets a ``_`` in front (``.git`` -> ``_.git``),
  Windows device names get a ``_``, and the segment is cut to
  :data:`MAX_SEGMENT_BYTES` with a hash of the whole segment kept in the name;
* a directory URL (``/``, ``/cat/1/``) is stored as ``index``;
* a query string is hashed into the file name (``list.php__q1a2b3c4d5e.txt``);
* the host folder is ``host`` or ``host_port`` for a non-default port;
* paths deeper than :data:`MAX_SEGMENTS` keep their first segments and fold the
  rest into one hashed segment.

:func:`safe_target` then resolves the result and checks it lies inside the site's
folder and that no existing component on the way is a symlink. The mirror folder
and a site's folder may be symlinks themselves (:meth:`SiteMirror._open_site_dir`).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import unicodedata
import urllib.parse
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any

from crawler.warc import payload_file
from crawler.windows_names import WINDOWS_DEVICE_RE   # (a page's file name or site folder so named gets a "_")
from extract.atomic_files import atomic_write
from extract.schemes import default_port

logger = logging.getLogger(__name__)

# Scrapy signal (sent by :func:`announce_gone`): a fetch found a page gone; the mirror pipeline marks the
# record an earlier run wrote for it (SiteMirror.mark_gone).
page_gone = object()

TEXT_SUFFIX = ".txt"
HTML_SUFFIX = ".html"
MANIFEST_NAME = "manifest.jsonl"
INDEX_NAME = "index"                  # file name of a directory URL
# Folder of a site's, during a run only, holding the raw pages (store_html) of the aliases of the run that may get a
# file of their own in it (SiteMirror._may_get_a_file), each once, named by its sha256: an alias has no file of its
# own, and one given a file later in the run (its page changed, SiteMirror._rehome_aliases_of) gets its raw page
# beside it from here. Removed at close, however it ends, and a
# killed run's as the next crawl of the site starts (remove_leftover_alias_pages), whether it stores a page or not.
# (A URL's folders are host names, which never begin with a dot: sanitize_segment.)
ALIAS_PAGES_DIR = ".alias-pages"
QUERY_MARK = "__q"                    # file-name part before the query-string hash
HASH_CHARS = 10                       # hex digits of sha1 kept in hashed names (40 bits)
MAX_SEGMENT_BYTES = 120               # UTF-8 bytes per name before suffixes (file systems allow 255)
MAX_SEGMENTS = 24                     # folder levels under the host before folding the rest
# A folder name that ends like one of our file names gets a '_' so a file and a folder never clash.
STORED_SUFFIXES = (TEXT_SUFFIX, HTML_SUFFIX)

# Characters that may not appear in a path segment on common file systems (plus C0/C1 controls).
UNSAFE_CHARS_RE = re.compile(r'[\x00-\x1f\x7f-\x9f/\\:*?"<>|]')
# Unicode general categories (UAX #44) replaced like the controls: Cf, the format characters, are invisible
# and some reorder what is shown around them -- the bidi controls of UAX #9 (U+061C, U+200E/U+200F,
# U+202A-U+202E, U+2066-U+2069: "\u202etxt.exe" shows as "exe.txt"; Unicode TR #36 section 2, the "Trojan
# Source" CVE-2021-42574), zero-width spaces (U+200B, U+2060, U+FEFF), the soft hyphen; Zl and Zp
# (U+2028, U+2029) break a line in every listing.
INVISIBLE_CATEGORIES = frozenset({"Cf", "Zl", "Zp"})
# The two Cf characters that belong inside words: ZERO WIDTH NON-JOINER and ZERO WIDTH JOINER choose a letter's
# joining form (Unicode 15.0 section 23.2) in Uyghur, Persian and the like. A name has no use for a joining form
# and shows none of them, so they are dropped, not replaced: the word keeps its letters with no "_" inside it.
DROPPED_JOINERS = str.maketrans("", "", "\u200c\u200d")
# Windows drops the dots and spaces that end a file or folder name ("Naming Files, Paths, and Namespaces":
# do not end a name with a space or a period), so "dir." and "dir" would be one folder there: each becomes "_"
# ("sp " -> "sp_", apart from "sp" on every system, with no hash in the name).
TRAILING_DOTS_SPACES_RE = re.compile(r"[. ]+$")
# Spaces that begin a name are legal everywhere but hide in a listing and a shell: they are dropped (" sp" -> "sp";
# a clash with "sp" gets a hashed name, SiteMirror._relpath_for).
LEADING_SPACES = " "


def _short_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:HASH_CHARS]


def _cut(name: str, limit: int = MAX_SEGMENT_BYTES) -> str:
    """``name`` cut to ``limit`` UTF-8 bytes on a character boundary, with a hash of the whole.

    >>> _cut("abc")
    'abc'
    >>> len(_cut("ཀ" * 200).encode()) <= MAX_SEGMENT_BYTES
    True
    """
    if len(name.encode("utf-8")) <= limit:
        return name
    digest = _short_hash(name)
    budget = limit - len(digest) - 1
    head = name.encode("utf-8")[:budget].decode("utf-8", "ignore")
    return f"{head}-{digest}"


def sanitize_segment(raw: str) -> str:
    """One percent-encoded URL path segment -> a safe file or folder name (never empty).

    >>> sanitize_segment("..%2F..%2Fetc%2Fpasswd")
    '_.._.._etc_passwd'
    >>> sanitize_segment("%2e%2e"), sanitize_segment("."), sanitize_segment("CON.txt")
    ('__', '_', '_CON.txt')
    >>> sanitize_segment("%E0%BD%96%E0%BD%BC%E0%BD%91")
    'བོད'
    >>> sanitize_segment("%E2%80%AEtxt.exe"), sanitize_segment("report."), sanitize_segment("a%E2%80%8Cb")
    ('_txt.exe', 'report_', 'ab')
    >>> sanitize_segment("sp%20"), sanitize_segment("%20sp"), sanitize_segment("%20")
    ('sp_', 'sp', '_')
    """
    name = urllib.parse.unquote(raw, encoding="utf-8", errors="replace")
    name = unicodedata.normalize("NFC", name).translate(DROPPED_JOINERS)
    name = _visible(UNSAFE_CHARS_RE.sub("_", name)).lstrip(LEADING_SPACES)
    name = TRAILING_DOTS_SPACES_RE.sub(lambda ending: "_" * len(ending.group()), name)
    if not name:
        return "_"
    if name.startswith(".") or WINDOWS_DEVICE_RE.match(name):
        name = "_" + name
    return _cut(name)


def _visible(name: str) -> str:
    """``name`` with each invisible character (:data:`INVISIBLE_CATEGORIES`) replaced by ``_``.

    >>> _visible("a\u200fb\ufeff")
    'a_b_'
    """
    return "".join("_" if unicodedata.category(char) in INVISIBLE_CATEGORIES else char for char in name)


def host_folder(url: str) -> str:
    """``host`` or ``host_port`` (non-default port) as a folder name.

    >>> host_folder("http://127.0.0.1:8201/x"), host_folder("https://Bo.Example.org:443/")
    ('127.0.0.1_8201', 'bo.example.org')
    """
    parts = urllib.parse.urlsplit(url)
    host = (parts.hostname or "unknown-host").lower()
    try:
        port = parts.port
    except ValueError:
        port = None
    name = host if port in (None, default_port(parts.scheme)) else f"{host}_{port}"
    return sanitize_segment(name.replace(":", "_"))


def url_to_relpath(url: str) -> PurePosixPath:
    """The path of a page's stored text, relative to its site folder.

    >>> str(url_to_relpath("http://127.0.0.1:8201/"))
    '127.0.0.1_8201/index.txt'
    >>> str(url_to_relpath("http://a.org/cat/1/index.html"))
    'a.org/cat/1/index.html.txt'
    >>> str(url_to_relpath("http://a.org/dl/..%2F..%2Ftmp%2Fx.html"))
    'a.org/dl/_.._.._tmp_x.html.txt'
    >>> str(url_to_relpath("http://a.org/list.php?page=2"))
    'a.org/list.php__qb941a131dc.txt'
    """
    parts = urllib.parse.urlsplit(url)
    raw_segments = parts.path.split("/")
    is_directory = parts.path == "" or parts.path.endswith("/")
    segments = [s for s in raw_segments if s != ""]
    names = [sanitize_segment(s) for s in segments]
    if is_directory or not names:
        names.append(INDEX_NAME)
    if len(names) > MAX_SEGMENTS:
        folded = "/".join(names[MAX_SEGMENTS - 1:])
        names = names[:MAX_SEGMENTS - 1] + [_cut(f"deep-{_short_hash(folded)}")]
    folders = [n + "_" if n.lower().endswith(STORED_SUFFIXES) else n for n in names[:-1]]
    leaf = names[-1]
    if parts.query:
        leaf = _cut(leaf, MAX_SEGMENT_BYTES - len(QUERY_MARK) - HASH_CHARS) + QUERY_MARK + _short_hash(parts.query)
    return PurePosixPath(host_folder(url), *folders, leaf + TEXT_SUFFIX)


def site_folder(mirror_root: Path, site: str) -> str:
    """The name of ``site``'s folder in the mirror: :func:`sanitize_segment`'s, or the site's name as it is when
    it ends in a dot and an earlier version made a folder of that name (it kept such dots): the folder stays
    where the site's manifest is (Windows would not show the dot).

    >>> site_folder(Path("/nonexistent"), "bo-news."), site_folder(Path("/nonexistent"), "bo-news")
    ('bo-news_', 'bo-news')
    """
    name = sanitize_segment(site)
    kept_before = site.endswith(".") and not site.startswith(".") and not WINDOWS_DEVICE_RE.match(site) \
        and not UNSAFE_CHARS_RE.search(site) and site == site.strip(" ")
    if name != site and kept_before and (mirror_root / site / MANIFEST_NAME).is_file():
        return site
    return name


class UnsafePathError(ValueError):
    """A computed path that would leave the mirror or pass through a symlink."""


def safe_target(root: Path, relpath: PurePosixPath) -> Path:
    """``root / relpath`` after checking it stays inside ``root`` and crosses no symlink.

    ``root`` itself must exist. Raises :class:`UnsafePathError`.
    """
    if relpath.is_absolute() or any(part in ("", ".", "..") for part in relpath.parts):
        raise UnsafePathError(f"refusing path {relpath!s}")
    real_root = root.resolve(strict=True)
    current = real_root
    for part in relpath.parts:
        current = current / part
        if current.is_symlink():
            raise UnsafePathError(f"refusing to write through symlink {current}")
    target = (real_root / Path(*relpath.parts)).resolve()
    if not target.is_relative_to(real_root):
        raise UnsafePathError(f"{target} is outside {real_root}")
    return target


# What ends each line of a text file, the last one too: POSIX.1-2017 §3.403 "Text File" (lines) and §3.206 "Line"
# (characters followed by a newline), so `cat a.txt b.txt` keeps the last line of one apart from the first of the
# next and `wc -l` counts every line.
LINE_END = "\n"


def file_text(text: str) -> str:
    r"""What the text file of ``text`` holds: its lines, the last one ended by exactly one newline (an empty
    text: nothing, a file of no lines).

    >>> file_text("ཀ་ཁ།\nག"), file_text("ཀ\n\n"), file_text("")
    ('ཀ་ཁ།\nག\n', 'ཀ\n', '')
    """
    lines = text.rstrip(LINE_END)
    return lines + LINE_END if lines else ""


def text_file_fields(content: str) -> tuple[bytes, dict[str, Any]]:
    """The bytes of a text file holding ``content`` (:func:`file_text`'s) and the manifest fields that describe
    them: ``sha256`` (as ``sha256sum`` gives it), ``chars`` and ``bytes``."""
    data = content.encode("utf-8")
    return data, {"sha256": hashlib.sha256(data).hexdigest(), "chars": len(content), "bytes": len(data)}


# Characters (of the text file, crawler.mirror.file_text) a text needs to tell its page apart on its own, so that a
# second URL with the same text is the same page, an alias. Shorter ones are a heading, a caption, a line such as
# "no articles yet" that distinct pages share: each page of a list under the list's <h1>, a hub reduced to it (the
# dev crawl site's hubs: 7 to 13 characters). Its longest <title> has 114 characters, its shortest article 262.
MIN_ALIAS_CHARS = 200


def identifies_page(record: Mapping[str, Any]) -> bool:
    """Does a record's text tell its page apart: an article's (not a hub's, ``kind``) of at least
    :data:`MIN_ALIAS_CHARS` characters?

    >>> identifies_page({"kind": "article", "chars": 900}), identifies_page({"kind": "hub", "chars": 900})
    (True, False)
    """
    return record.get("kind") != "hub" and int(record.get("chars", 0)) >= MIN_ALIAS_CHARS


def alias_key(record: Mapping[str, Any]) -> str:
    """What a page must share with a stored one to be recorded as its alias: the text (``sha256``), and for a
    text that does not tell its page apart (:func:`identifies_page`) the body as served too (``body_sha256``:
    the same bytes under a second URL, ``dir/`` and ``dir/index.html``, a ``?utm_source=`` copy). A record with
    no ``body_sha256`` (an earlier version's) is known by its text alone.

    >>> alias_key({"sha256": "ab", "kind": "hub", "chars": 9, "body_sha256": "cd"})
    'ab cd'
    >>> alias_key({"sha256": "ab", "kind": "article", "chars": 900, "body_sha256": "cd"})
    'ab'
    """
    body = record.get("body_sha256")
    return record["sha256"] if identifies_page(record) or not isinstance(body, str) else f"{record['sha256']} {body}"


def _bodies_differ(alias: Mapping[str, Any], holder: Mapping[str, Any]) -> bool:
    """Is an alias of a text that does not tell its page apart known to have another body than the page holding
    the text (both records name one)?"""
    bodies = alias.get("body_sha256"), holder.get("body_sha256")
    return not identifies_page(alias) and all(isinstance(body, str) for body in bodies) and bodies[0] != bodies[1]


# The fields of a record that are about its text and where it is stored, not about the fetch: an unchanged text's
# record keeps them when a new fetch brings the rest (SiteMirror._refetched).
STORAGE_FIELDS = ("sha256", "chars", "bytes", "kept", "path", "alias_of")

# Characters of a removed manifest line the log quotes (its opening names the page: the record's url comes first).
LOGGED_LINE_CHARS = 80


def _quote_bytes(raw: bytes) -> str:
    """The opening of a line's bytes, for a log line: ``'{"url": "http://a.org/x", "fin...'``."""
    text = raw.decode("utf-8", "replace")
    return repr(text if len(text) <= LOGGED_LINE_CHARS else text[:LOGGED_LINE_CHARS] + "...")


def read_manifest(path: Path) -> Iterator[dict[str, Any]]:
    """The records of a manifest file that are JSON objects with a string ``url``; other lines are skipped
    (a crash can leave a torn last line; an edited file may hold anything)."""
    with path.open(encoding="utf-8", errors="replace") as handle:
        for line in handle:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and isinstance(record.get("url"), str):
                yield record


class StoredAgainError(RuntimeError):
    """A URL stored a second time in a run by a caller that said it stores each URL once
    (``SiteMirror(each_url_once=True)``): a defect of the caller's."""


class ManifestError(ValueError):
    """A site's manifest the crawl cannot go on from: a damaged line (not its last), or a manifest that is a
    folder or cannot be read or written. ``str()`` is one line naming the file and, for a line, its number."""


@dataclass(frozen=True)
class ManifestScan:
    """What :func:`scan_manifest` read: the records, and where a last line cut short begins, if there is one."""

    records: list[dict[str, Any]]
    torn_offset: int | None = None   # byte offset of a last line a crash cut short (None: the file is whole)
    torn_line: int = 0               # its line number (1-based)
    torn_text: bytes = b""           # its bytes, for the log
    unterminated: bool = False       # the last line is a whole record with no newline after it


def scan_manifest(path: Path) -> ManifestScan:
    """Read a site's manifest strictly: every line must be a record (:func:`manifest_record_problem`), but
    for blank lines and a last line a crash cut short (no newline, no JSON: ``_append`` writes a record and
    its newline at once, so a cut leaves a line without one). A damaged line anywhere else (an edit, a disk
    error) raises :class:`ManifestError` naming its line: going on would drop the user's record from the
    manifest the crawl rewrites at its end. So does a manifest that is a folder or cannot be read, and one
    that is a symbolic link: the crawl appends to the manifest, and writes nothing through a link in a site's
    folder."""
    if path.is_symlink():
        raise ManifestError(f"{path}: is a symbolic link (to {os.readlink(path)}); the mirror writes nothing "
                            "through a link: put the file itself in its place")
    if path.is_dir():
        raise ManifestError(f"{path}: is a folder, not a file")
    records: list[dict[str, Any]] = []
    offset, raw = 0, b""
    try:
        with path.open("rb") as handle:
            for number, raw in enumerate(handle, start=1):
                record, problem = _manifest_record(raw)
                if problem is None:
                    if record is not None:
                        records.append(record)
                elif record is _NO_JSON and not raw.endswith(b"\n"):   # the last line, cut short
                    return ManifestScan(records, torn_offset=offset, torn_line=number, torn_text=raw)
                else:
                    raise ManifestError(f"{path}:{number}: not a manifest record: {problem} (mend or delete the line)")
                offset += len(raw)
    except OSError as exc:
        raise ManifestError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    return ManifestScan(records, unterminated=bool(raw) and not raw.endswith(b"\n"))


# What :func:`_manifest_record` gives for a line that is no JSON text (a crash may have cut it short).
_NO_JSON: dict[str, Any] = {}


def _manifest_record(raw: bytes) -> tuple[dict[str, Any] | None, str | None]:
    """(the record of one manifest line, or None for a blank one; None) or (``_NO_JSON`` when the line is no
    JSON text, else None; why it is no record)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return _NO_JSON, f"not UTF-8 text (byte {exc.start + 1})"
    if not text.strip():
        return None, None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        return _NO_JSON, f"no JSON ({exc.msg.removesuffix(' at')}, column {exc.colno})"
    problem = manifest_record_problem(record)
    return (None, problem) if problem else (record, None)


def manifest_record_problem(record: Any) -> str | None:
    """Why a manifest line's JSON value is no record the mirror can go on from (a field it reads missing or
    of the wrong type), or None.

    >>> manifest_record_problem({"url": "http://a.org/", "sha256": "ab", "path": "s/a.org/index.txt"})
    >>> manifest_record_problem({"url": "http://a.org/", "sha256": "ab", "kept": False})
    "an alias record (kept: false) needs 'alias_of', a string"
    >>> manifest_record_problem(["http://a.org/"])
    'a JSON list, not an object'
    """
    if not isinstance(record, dict):
        return f"a JSON {_JSON_TYPE_NAMES.get(type(record), type(record).__name__)}, not an object"
    for key in ("url", "sha256"):
        if not isinstance(record.get(key), str) or not record[key]:
            return f"no {key!r} (a string)"
    kept = record.get("kept", True)
    if not isinstance(kept, bool):
        return "'kept' must be true or false"
    if kept and not isinstance(record.get("path"), str):
        return "a stored page's record needs 'path', a string"
    if not kept and not isinstance(record.get("alias_of"), str):
        return "an alias record (kept: false) needs 'alias_of', a string"
    if "gone" in record and not isinstance(record["gone"], dict):
        return "'gone' must be an object"
    return None


# JSON's names of the values json.loads gives (a message names what a line holds as the file writes it).
_JSON_TYPE_NAMES = {list: "list", str: "string", int: "number", float: "number", bool: "true or false",
                    type(None): "null"}


def check_manifest(path: Path) -> None:
    """Raise :class:`ManifestError` when a site's manifest would stop the crawl from storing pages (looked at
    before any request: see :func:`scan_manifest`; a manifest it may not append to). A missing one is fine."""
    if not path.exists() and not path.is_symlink():
        return
    scan_manifest(path)
    if not os.access(path, os.W_OK):
        raise ManifestError(f"{path}: is not writable")


def announce_gone(signals: Any, site: str, url: str, **gone: str) -> None:
    """Send ``page_gone`` on Scrapy's signal manager ``signals``: ``url`` of ``site``, if an earlier run stored
    it, is gone for the reason in ``gone`` (``reason``, and ``lang`` for a page off target); stamped now."""
    signals.send_catch_log(page_gone, site=site, url=url,
                           gone={"at": datetime.now(UTC).isoformat(timespec="seconds"), **gone})


def _is_kept(record: Mapping[str, Any]) -> bool:
    """Does the record name a text file of its own (not an alias, not a torn or edited line)?"""
    return bool(record.get("kept", True)) and isinstance(record.get("sha256"), str) \
        and isinstance(record.get("path"), str)


def _rehomed_answer(before: Mapping[str, Any], record: dict[str, Any]) -> dict[str, Any]:
    """What ``store`` would have answered for an alias of this run had its text had a file of its own then:
    ``record`` with ``unaliased`` for an alias of an earlier run whose text is the same (``unchanged``, or
    ``repaired``: that stays, the file it wrote again was written), ``updated`` for a page whose text changed
    since the earlier run, nothing for a page new to the mirror.

    >>> _rehomed_answer({"kept": False, "unchanged": True}, {"kept": True})
    {'kept': True, 'unaliased': True}
    """
    flags = {"repaired": True} if before.get("repaired") else {}
    if before.get("unchanged") or before.get("repaired"):
        flags["unaliased"] = True
    elif before.get("updated"):
        flags["updated"] = True
    return {**record, **flags}


def _same_text(record: Mapping[str, Any], sha: str, text: str) -> bool:
    """Does ``record`` name the text whose file's sum is ``sha``? A record an earlier version wrote (no
    ``bytes``) summed the text without the final newline its file has now (:func:`file_text`)."""
    if record.get("sha256") == sha:
        return True
    return "bytes" not in record and record.get("sha256") == hashlib.sha256(text.encode("utf-8")).hexdigest()


def _html_beside(rel: PurePosixPath) -> PurePosixPath:
    """The raw page's path beside a text file's (``store_html``)."""
    return rel.with_name(rel.name[: -len(TEXT_SUFFIX)] + HTML_SUFFIX)


def name_key(path: str | PurePosixPath) -> str:
    """The key under which a file system that ignores letter case sees a mirror path: every component
    case-folded (Unicode full case folding, ``str.casefold``; NTFS, FAT/exFAT and the default APFS/HFS+ of
    macOS match names without case), so ``News/Harvest.html.txt`` and ``news/harvest.html.txt``, one file
    there, are one name here (NFC is :func:`sanitize_segment`'s already).

    >>> name_key("s/a.org/News/Harvest.html.txt") == name_key("s/a.org/news/HARVEST.html.txt")
    True
    """
    return str(path).casefold()


@dataclass(frozen=True)
class RunAliases:
    """The aliases a run fetched that no file of their own holds (SiteMirror.open_aliases): ``store``'s answer for
    each, and the name of its raw page where one is kept (store_html)."""

    answers: dict[str, dict[str, Any]]   # url -> store's answer
    pages: dict[str, str]                # url -> its raw page's file name (sha256 of the page, .html)


def remove_alias_pages(site_dir: Path) -> None:
    """Remove :data:`ALIAS_PAGES_DIR` from the site folder ``site_dir`` (logged when it cannot be); a link in its
    place is removed, not followed."""
    folder = site_dir / ALIAS_PAGES_DIR
    try:
        if folder.is_symlink() or folder.is_file():
            folder.unlink()
        elif folder.is_dir():
            shutil.rmtree(folder)
    except OSError as exc:
        logger.warning("cannot remove %s: %s", folder, exc)


def remove_leftover_alias_pages(mirror_root: Path, site: str) -> None:
    """Remove the :data:`ALIAS_PAGES_DIR` a killed run left in the folder of ``site`` (one configured for this run),
    when the mirror has one: a run that stores nothing for the site (unreachable now) never opens its
    :class:`SiteMirror`, which removes it too. Called as a crawl starts; the folders of sites no longer
    configured are left alone (another crawl into the mirror may be running them)."""
    place = mirror_root.absolute() / site_folder(mirror_root.absolute(), site)
    if place.is_dir():   # (a link to a folder: followed, as SiteMirror does)
        remove_alias_pages(place)


def _manifest_line(record: Mapping[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, sort_keys=False) + "\n"


class SiteMirror:
    """One site's folder in the mirror: stores texts once per content and keeps the manifest.

    ``store`` returns the manifest record it appended. Identical text under a second
    URL is not written again: the record says ``"kept": false`` and ``"alias_of"``
    the first URL (crawl scorers skip records with ``kept: false``); a text too short to tell
    its page apart, or a hub's, only when the body is the same too (:func:`alias_key`). A URL whose
    :func:`url_to_relpath` is another stored URL's, letter case aside (one file on
    macOS and Windows), gets a hashed name; a URL keeps the name its text has already.

    Re-crawls into the same folder (Heritrix's "current state" view of a mirror): the
    records of earlier runs are read at start, the last record of a URL being its
    state. A page or alias whose text is unchanged keeps its text file as it is (``"unchanged": true``
    in the returned record) and gets a record of the latest fetch (title, fetched_at, status, ...,
    appended when anything differs; :meth:`_refetched`), so record and raw page never disagree;
    with ``store_html`` its raw page is written when
    the .html beside the text is missing or differs (the latest fetch); the text file
    that holds it (its own, or its first URL's for an alias) is written again, at the
    path its records name, when it is missing or differs (``"repaired": true``); a page whose
    text changed is rewritten in place and its new record supersedes the old one
    (``"updated": true``). During a crawl the
    manifest is only appended to (a crash loses nothing: the next run cuts off a last line it tore, and
    refuses any other line that is no record, :func:`scan_manifest`); :meth:`close` then rewrites
    it atomically with one record per URL, the latest, deletes the text files that no
    current record names any more (a page that became an alias), and drops aliases of earlier runs
    whose first URL's text has changed since (their own text is no longer stored). An alias fetched in
    this run is never dropped: when its first URL's text changes later in the run, it gets a file of its
    own (:meth:`_rehome_aliases_of`; :meth:`take_rehomed` tells the caller, which counted it as an alias), and with
    ``store_html`` the raw page it was fetched with beside it (kept meanwhile in :data:`ALIAS_PAGES_DIR`).
    """

    def __init__(self, mirror_root: Path, site: str, alias_pages: Path | None = None, *,
                 each_url_once: bool = False) -> None:
        """The mirror of ``site`` in ``mirror_root``. ``alias_pages``: where the raw pages of the aliases are kept
        instead of :data:`ALIAS_PAGES_DIR`, a folder the caller keeps and removes (a ``JOBDIR`` job's,
        crawler/job_aliases.py: the aliases of its earlier runs, :meth:`adopt_aliases`); made when missing.
        ``each_url_once``: the caller stores a URL at most once in this run (the crawl, whose frontier requests a
        URL once a run): a second :meth:`store` of it raises :class:`StoredAgainError`, and the raw pages of fewer
        aliases are kept (:meth:`_may_get_a_file`)."""
        self.mirror_root = mirror_root.absolute()
        self.mirror_root.mkdir(parents=True, exist_ok=True)
        self.folder = site_folder(self.mirror_root, site)   # the site folder's name, first part of manifest paths
        self.site_dir = self._open_site_dir()
        self.manifest_path = self.site_dir / MANIFEST_NAME
        self.latest: dict[str, dict[str, Any]] = {}     # url -> its latest record, in the order written
        self.holder_of: dict[str, dict[str, Any]] = {}  # alias_key -> the record of the kept copy a new page
        #                                                  with that text (and body, alias_key) becomes an alias of
        self.taken: dict[str, str] = {}                 # _name_key of a kept path -> url stored there
        self.retired_paths: set[str] = set()            # paths of kept records superseded since
        self.fetched: set[str] = set()                  # the URLs stored in this run
        self.alias_answers: dict[str, dict[str, Any]] = {}   # url -> store's answer, for the aliases of this run
        self.rehomed: list[tuple[dict[str, Any] | None, dict[str, Any]]] = []   # for take_rehomed
        self.restated: list[dict[str, Any]] = []        # for take_restated
        self.alias_pages: dict[str, str] = {}           # url of an alias of this run -> its raw page's name in
        #                                                  ALIAS_PAGES_DIR, or in alias_pages (store_html)
        self.carried: set[str] = set()                  # aliases of earlier runs of a job in alias_answers
        self.each_url_once = each_url_once              # a URL is stored at most once a run (raised otherwise)
        self._remove_alias_pages()                      # (a killed run's)
        self._job_alias_pages = alias_pages
        if alias_pages is not None:
            alias_pages.mkdir(parents=True, exist_ok=True)
        self.superseded = 0                             # manifest lines that are no URL's latest record
        self._load_manifest()

    def _open_site_dir(self) -> Path:
        """The site's folder, made when missing. A symbolic link the user put in its place (the site on
        another disk) is followed, as a mirror folder that is one is: the folder it names is the site's, and
        within it, as ever, nothing is written through a link. Raises ``OSError`` when it is no folder."""
        place = self.mirror_root / self.folder
        if place.is_symlink():
            site_dir = place.resolve(strict=True)     # (FileNotFoundError for a broken link)
            if not site_dir.is_dir():
                raise NotADirectoryError(f"{place} links to {site_dir}, which is not a folder")
            return site_dir
        site_dir = safe_target(self.mirror_root, PurePosixPath(self.folder))
        site_dir.mkdir(exist_ok=True)
        return site_dir

    def _load_manifest(self) -> None:
        """The records of earlier runs (:func:`scan_manifest`; raises :class:`ManifestError`). A last line a
        crash cut short is cut off, with one log line: its page is fetched and stored again, nothing is lost;
        a whole last record without its newline gets one, so the next record starts a line of its own."""
        if not self.manifest_path.exists() and not self.manifest_path.is_symlink():
            return
        scan = scan_manifest(self.manifest_path)
        for record in scan.records:
            self._remember(record)
        if scan.torn_offset is not None:
            with self.manifest_path.open("r+b") as handle:
                handle.truncate(scan.torn_offset)
            logger.warning("%s:%d: the last line was cut short (a crawl stopped while writing it): removed "
                           "(%d bytes: %s); its page is fetched and stored again", self.manifest_path,
                           scan.torn_line, len(scan.torn_text), _quote_bytes(scan.torn_text))
        elif scan.unterminated:
            with self.manifest_path.open("a", encoding="utf-8") as handle:
                handle.write("\n")
        self._end_earlier_files_with_newline()
        for record in self.latest.values():
            if _is_kept(record):
                self.holder_of[alias_key(record)] = record

    def _end_earlier_files_with_newline(self) -> None:
        """The text files an earlier version wrote without a final newline (their records have no ``bytes``) get
        it, once, and their records (the page's and its aliases') the sums of the file as it is now; the
        manifest is rewritten at once, with one log line. A file that is missing or no longer holds its
        record's text is left to the page's next fetch (``store`` writes it again)."""
        renamed: dict[str, dict[str, Any]] = {}      # old sha256 (of the text) -> the fields of the file now
        written = 0
        for record in self.latest.values():
            if "bytes" in record or not _is_kept(record) or record["sha256"] in renamed:
                continue
            ended = self._end_with_newline(record)
            if ended is not None:
                renamed[record["sha256"]], wrote = ended
                written += wrote
        if not renamed:
            return
        for restated in self._restated(renamed):
            self.latest[restated["url"]] = restated
        atomic_write(self.manifest_path, "".join(map(_manifest_line, self.latest.values())).encode("utf-8"))
        self.superseded = 0
        logger.info("%s: %d text file(s) an earlier version wrote without a final newline got one (once); their "
                    "records' sha256 and chars describe the files as they are now", self.manifest_path, written)

    def _end_with_newline(self, record: Mapping[str, Any]) -> tuple[dict[str, Any], bool] | None:
        """The fields of a kept record's text file once it ends with a newline, and whether it had to be
        written for that; None when the file is not there or no longer holds the record's text."""
        try:
            target = safe_target(self.site_dir, self._site_rel(record["path"]))
            data = target.read_bytes()
        except (ValueError, OSError):   # (UnsafePathError too) a hand-edited path, a file deleted or unreadable
            return None
        if hashlib.sha256(data).hexdigest() != record["sha256"]:
            return None
        try:
            content = file_text(data.decode("utf-8"))
        except UnicodeDecodeError:
            return None
        ended, fields = text_file_fields(content)
        if ended != data:
            atomic_write(target, ended)
        return fields, ended != data

    def _remember(self, record: dict[str, Any]) -> None:
        """Make ``record`` its URL's latest (moved to the end of the written order)."""
        previous = self.latest.pop(record["url"], None)
        if previous is not None:
            self.superseded += 1
            if _is_kept(previous) and previous.get("path") != record.get("path"):
                self.retired_paths.add(previous["path"])
        self.latest[record["url"]] = record
        if _is_kept(record):
            self.taken[name_key(record["path"])] = record["url"]

    def _relpath_for(self, url: str) -> PurePosixPath:
        """The site-relative path for ``url``: the one its text has already (a re-crawl renames nothing),
        else :func:`url_to_relpath`'s, hashed when another URL has that name, letter case aside (one file
        where names ignore case)."""
        if (own := self._own_path(url)) is not None:
            return own
        rel = url_to_relpath(url)
        owner = self.taken.get(name_key(self._mirror_rel(rel)))
        if owner is not None and owner != url:
            rel = rel.with_name(_cut(rel.name[: -len(TEXT_SUFFIX)], MAX_SEGMENT_BYTES - HASH_CHARS - 2)
                                + "__" + _short_hash(url) + TEXT_SUFFIX)
        return rel

    def _own_path(self, url: str) -> PurePosixPath | None:
        """The site-relative path of the text file an earlier record of ``url`` kept, when it names one inside
        the site folder (an earlier version's name stays the page's name, whatever the rules give now)."""
        previous = self.latest.get(url)
        if previous is None or not _is_kept(previous):
            return None
        try:
            rel = self._site_rel(previous["path"])
        except ValueError:   # a hand-edited manifest's path outside the site: the page gets a name anew
            return None
        if not rel.parts or any(part in ("", ".", "..") for part in rel.parts) or not rel.name.endswith(TEXT_SUFFIX):
            return None
        return rel

    def _mirror_rel(self, rel: PurePosixPath) -> str:
        return str(PurePosixPath(self.folder) / rel)

    def _site_rel(self, path: str | PurePosixPath) -> PurePosixPath:
        """A manifest path (relative to the mirror folder) relative to the site folder: ``_mirror_rel`` undone.

        Raises ``ValueError`` for a path outside the site folder (a hand-edited manifest).
        """
        return PurePosixPath(path).relative_to(self.folder)

    def store(self, url: str, text: str, record: Mapping[str, Any], html: bytes | None = None) -> dict[str, Any]:
        """Store ``text`` for ``url`` unless the same text is already stored; append the record.

        ``record`` carries the page's metadata (final_url, status, lang, ...); this
        adds ``url``, ``path`` (relative to the mirror folder), ``sha256``, ``chars``,
        ``kept`` and, for aliases, ``alias_of``. Returns the record written (with
        ``"updated": true`` when it supersedes one of an earlier run), or, when the text is unchanged, the
        record of this fetch (:meth:`_refetched`; the text file is not written) with ``"unchanged": true``,
        or with ``"repaired": true`` when the file holding the text was missing (or held something else)
        and was written again. The raw page ``html`` of an alias is kept until :meth:`close` when the alias may
        get a file of its own in this run (:meth:`_may_get_a_file`, :meth:`_keep_alias_page`).
        """
        if self.each_url_once and url in self.fetched:
            raise StoredAgainError(f"{url} is stored a second time in this run of {self.manifest_path}, whose "
                                   "caller stores each URL once (each_url_once): the raw pages of the aliases of "
                                   "its text were not kept for a change of it")
        answer = self._store(url, text, record, html)
        if html is not None and not _is_kept(answer) and self._may_get_a_file(answer):
            self._keep_alias_page(url, html)
        return answer

    def _may_get_a_file(self, alias: Mapping[str, Any]) -> bool:
        """Whether an alias just fetched may get a file of its own before the run ends, and so its raw page be
        needed: any may, when the page holding its text may be stored again in the run with another text
        (:meth:`_rehome_aliases_of`). When the caller stores each URL once (``each_url_once``), only when that
        page was not fetched in this run yet (it may come with another text), or when its text does not tell its
        page apart and its body is not that page's (:meth:`_part_aliases_of_other_pages`): an alias of a page
        fetched earlier in the run (every alias of a first crawl) needs none. Staging each one's raw page cost a
        crawl of 800 pages, 799 of them aliases of 61 KB, 49 MB in ALIAS_PAGES_DIR and 6 s of 12 (one fsync
        each)."""
        if not self.each_url_once:
            return True
        holder = self._holder(alias)
        return holder is None or holder["url"] not in self.fetched or _bodies_differ(alias, holder)

    def _store(self, url: str, text: str, record: Mapping[str, Any], html: bytes | None) -> dict[str, Any]:
        """:meth:`store`, but for the raw page of an alias."""
        data, fields = text_file_fields(file_text(text))
        sha = fields["sha256"]
        previous = self.latest.get(url)
        if (previous is not None and _same_text(previous, sha, text) and "gone" not in previous
                and self._still_stored(previous)):
            repaired = self._restore_text(previous, data)
            if previous["sha256"] != sha:   # an earlier version's record whose file was not there to mend at start
                holder = self._holder(previous)
                for restated in self._restated({previous["sha256"]: fields}):
                    self._append(restated)
                self._reindex(holder, self.latest[holder["url"]])
                previous = self.latest[url]
            previous = self._refetched(previous, record)
            if html is not None and _is_kept(previous):
                self._refresh_html(PurePosixPath(previous["path"]), html)
            return self._answer({**previous, "repaired": True} if repaired else {**previous, "unchanged": True})
        out: dict[str, Any] = {"url": url, **record, **fields}
        changed = {"updated": True} if previous is not None else {}
        if previous is not None:
            if _is_kept(previous):
                self._rehome_aliases_of(previous)
            self._forget_text_of(previous)
        first = self.holder_of.get(alias_key(out))
        if first is not None and first["url"] != url:
            out.update(kept=False, alias_of=first["url"], path=first.get("path"))
            self._append(out)
            return self._answer({**out, **changed})
        if previous is not None and not _is_kept(previous) and _same_text(previous, sha, text):
            changed = {"unaliased": True}   # the text it repeated left its page's file: now it has its own
        kept = self._write_own(url, out, data, html, replacing=previous is not None)
        return self._answer({**kept, **changed})

    def _write_own(self, url: str, record: dict[str, Any], data: bytes, html: bytes | None, *,
                   replacing: bool) -> dict[str, Any]:
        """Write ``data``, the text file of ``url``, at its own path (and ``html`` beside it; an earlier run's raw
        page there goes when ``replacing`` an earlier record without one): ``record`` kept there, appended."""
        rel = self._relpath_for(url)
        target = safe_target(self.site_dir, rel)
        atomic_write(target, data)
        raw = safe_target(self.site_dir, _html_beside(rel))
        if html is not None:
            atomic_write(raw, html)
        elif replacing:
            raw.unlink(missing_ok=True)   # an earlier run's raw page (store_html since switched off): not this text's
        kept = {key: value for key, value in record.items() if key != "alias_of"}
        kept.update(kept=True, path=self._mirror_rel(rel))
        self._append(kept)
        self.retired_paths.discard(kept["path"])
        self.holder_of[alias_key(kept)] = kept
        return kept

    def _keep_alias_page(self, url: str, html: bytes) -> None:
        """Keep the raw page of ``url``, an alias of this run, in :data:`ALIAS_PAGES_DIR` (once per body: the copies
        of one page serve the same bytes) until :meth:`close`: should the alias get a file of its own in this run,
        its raw page goes beside it. A page that cannot be kept is logged; the alias then gets none."""
        name = hashlib.sha256(html).hexdigest() + HTML_SUFFIX
        try:
            target = self._alias_page_target(name)
            if not target.is_file():
                atomic_write(target, html)
        except (UnsafePathError, OSError) as exc:
            logger.warning("%s: cannot keep the raw page of the alias %s: %s", self.manifest_path, url, exc)
            return
        self.alias_pages[url] = name

    def _alias_page(self, url: str) -> bytes | None:
        """The raw page :meth:`_keep_alias_page` kept for ``url`` in this run, else None."""
        name = self.alias_pages.pop(url, None)
        if name is None:
            return None
        try:
            return self._alias_page_target(name).read_bytes()
        except (UnsafePathError, OSError) as exc:
            logger.warning("%s: the raw page of %s is lost: %s", self.manifest_path, url, exc)
            return None

    def _alias_page_target(self, name: str) -> Path:
        """Where the raw page of an alias named ``name`` is kept (:data:`ALIAS_PAGES_DIR`, or a job's folder)."""
        if self._job_alias_pages is not None:
            return safe_target(self._job_alias_pages, PurePosixPath(name))
        return safe_target(self.site_dir, PurePosixPath(ALIAS_PAGES_DIR, name))

    def adopt_aliases(self, carried: RunAliases) -> None:
        """Take the aliases an earlier run of a ``JOBDIR`` job fetched and left open (:meth:`close` gave them) for
        aliases of this run: one whose page changes in this run gets a file of its own, as an alias fetched in it
        does (the job's duplicate filter never asks for it again). One the manifest no longer records as an alias
        is left out (a crawl without the job changed it meanwhile)."""
        for url, answer in carried.answers.items():
            record = self.latest.get(url)
            if record is None or _is_kept(record) or url in self.alias_answers:
                continue
            self.alias_answers[url] = answer
            self.carried.add(url)
            if url in carried.pages:
                self.alias_pages[url] = carried.pages[url]

    def open_aliases(self) -> RunAliases:
        """The aliases of this run (and those adopted) that no file of their own holds: ``store``'s answer for each,
        and the name of its raw page, when one is kept."""
        return RunAliases(dict(self.alias_answers),
                          {url: name for url, name in self.alias_pages.items() if url in self.alias_answers})

    def _remove_alias_pages(self) -> None:
        """Remove :data:`ALIAS_PAGES_DIR` (the raw pages of a run's aliases: this run's at close, a killed run's at
        start): :func:`remove_alias_pages`."""
        self.alias_pages.clear()
        remove_alias_pages(self.site_dir)

    def _answer(self, answer: dict[str, Any]) -> dict[str, Any]:
        """``store``'s answer, remembered for an alias: the page may get a file of its own later in the run
        (:meth:`_rehome_aliases_of`), and what was counted for it then changes (:meth:`take_rehomed`)."""
        self.fetched.add(answer["url"])
        self.carried.discard(answer["url"])
        if _is_kept(answer):
            self.alias_answers.pop(answer["url"], None)
        else:
            self.alias_answers[answer["url"]] = answer
        return answer

    def _rehome_aliases_of(self, previous: Mapping[str, Any]) -> None:
        """A kept page's text is about to leave its file (its page changed). The aliases of that text fetched in
        this run must not end without a record: the first gets a file of its own holding the text, the
        others and the aliases of earlier runs become its aliases. (An alias fetched after the change stores
        the text itself; one not fetched in this run, with no other, is dropped at :meth:`close`.)"""
        sha, holder = previous["sha256"], previous["url"]
        aliases = [r for r in self.latest.values()
                   if not _is_kept(r) and r.get("alias_of") == holder and r.get("sha256") == sha]
        fetched = [r for r in aliases if r["url"] in self.alias_answers]
        if not fetched:
            return
        data = self._held_text(previous)
        if data is None:
            return
        before = self.alias_answers.pop(fetched[0]["url"])
        first = self._write_own(fetched[0]["url"], fetched[0], data, self._alias_page(fetched[0]["url"]),
                                replacing=True)
        self._rehomed(before, first)
        for alias in aliases:
            if alias["url"] != first["url"]:
                self._realias(alias, first)

    def _rehomed(self, answer: dict[str, Any], kept: dict[str, Any]) -> None:
        """An alias of this run, ``store`` having answered ``answer``, got a file of its own (``kept``, its record):
        told by :meth:`take_rehomed` (with no answer for an alias adopted from an earlier run of the job: this
        run did not count it) and :meth:`take_restated`."""
        now = _rehomed_answer(answer, kept)
        self.rehomed.append((None if kept["url"] in self.carried else answer, now))
        self.carried.discard(kept["url"])
        self._restate(now)

    def _realias(self, alias: Mapping[str, Any], holder: Mapping[str, Any]) -> None:
        """Make ``alias`` (a record) an alias of the page of ``holder``, which holds its text now."""
        moved = {**alias, "alias_of": holder["url"], "path": holder["path"]}
        self._append(moved)
        self._restate(moved)

    def _restate(self, record: dict[str, Any]) -> None:
        """``record`` replaces the one ``store`` answered for its URL in this run, if it was fetched in this run (a
        caller that handed the answer on, to a feed, hands this on too: :meth:`take_restated`)."""
        if record["url"] in self.fetched:
            self.restated.append(record)

    def take_restated(self) -> list[dict[str, Any]]:
        """The records of pages fetched in this run that changed since ``store`` answered for them, in the order
        changed, since the last call: an alias given a file of its own (:meth:`_rehomed_answer`'s answer), or made
        an alias of another page holding its text (the page it repeated changed, or served other bytes)."""
        restated, self.restated = self.restated, []
        return restated

    def _held_text(self, record: Mapping[str, Any]) -> bytes | None:
        """The bytes of a kept record's text file while it holds the record's text, else None (logged)."""
        try:
            data = safe_target(self.site_dir, self._site_rel(record["path"])).read_bytes()
        except (ValueError, OSError) as exc:   # (UnsafePathError too) a hand-edited path, a file deleted since
            logger.warning("%s: cannot read the text of %s in %s: %s", self.manifest_path, record["url"],
                           record["path"], exc)
            return None
        return data if hashlib.sha256(data).hexdigest() == record["sha256"] else None

    def take_rehomed(self) -> list[tuple[dict[str, Any] | None, dict[str, Any]]]:
        """The aliases given a file of their own since the last call: (what ``store`` answered for the page in this
        run, None for an alias adopted from an earlier run of the job; the answer it would give now), so a caller
        that counted the first counts the second instead."""
        rehomed, self.rehomed = self.rehomed, []
        return rehomed

    def _restore_text(self, record: Mapping[str, Any], data: bytes) -> bool:
        """Write ``data`` again into the text file that holds an unchanged record's text (its own, or that of
        the URL it is an alias of) when that file is missing or no longer holds it (deleted or edited since);
        whether it was written. The file keeps its path, so the records naming it stay as they are."""
        holder = self._holder(record)
        try:
            target = safe_target(self.site_dir, self._site_rel(holder["path"]))
        except ValueError as exc:  # (UnsafePathError too) a hand-edited manifest's path: nothing written
            logger.warning("%s: not checking the text file %s: %s", self.manifest_path, holder["path"], exc)
            return False
        try:
            if target.read_bytes() == data:
                return False
        except OSError:
            pass  # missing (or unreadable: written anew)
        atomic_write(target, data)
        logger.info("%s: %s was missing or changed in the mirror: written again", self.manifest_path, holder["path"])
        return True

    def _refresh_html(self, path: PurePosixPath, html: bytes) -> None:
        """The raw page beside an unchanged text, written when it is missing (``store_html`` switched on
        since) or differs (markup around the same text changed): the .html is the latest fetch."""
        try:
            target = safe_target(self.site_dir, _html_beside(self._site_rel(path)))
        except ValueError as exc:  # (UnsafePathError too) a hand-edited manifest's path: nothing written
            logger.warning("%s: not writing the raw page of %s: %s", self.manifest_path, path, exc)
            return
        try:
            if target.read_bytes() == html:
                return
        except OSError:
            pass  # missing (or unreadable: written anew)
        atomic_write(target, html)

    def _archived(self, record: Mapping[str, Any]) -> bool:
        """Does the record name a WARC file, still in the mirror, that holds its page's body?"""
        file = payload_file(record.get("warc"))
        return file is not None and (self.mirror_root / file).is_file()

    def _restated(self, renamed: Mapping[str, Mapping[str, Any]]) -> list[dict[str, Any]]:
        """The records an earlier version wrote (no ``bytes``) of the texts whose files now end with a newline,
        with that file's fields: ``renamed`` maps the old ``sha256`` (of the text alone) to them. A page and its
        aliases name the same text, so they are restated together."""
        return [{**record, **renamed[record["sha256"]]} for record in self.latest.values()
                if "bytes" not in record and record["sha256"] in renamed]

    def _reindex(self, previous: Mapping[str, Any], record: dict[str, Any]) -> None:
        """A kept page's record ``previous`` superseded by ``record`` of the same text: new pages find the text
        under ``record``'s :func:`alias_key` (another sum, another body) from now on."""
        self._forget_text_of(previous)
        if _is_kept(record):
            self.holder_of[alias_key(record)] = record

    def _refetched(self, previous: dict[str, Any], fetch: Mapping[str, Any]) -> dict[str, Any]:
        """An unchanged text's record after a new fetch: what is about the fetch (``fetch``: title, fetched_at,
        status, depth, the recognition, ...) is the latest, what is about the text and where it is stored
        (:data:`STORAGE_FIELDS`) stays; appended when it differs from ``previous``. Its ``warc``:
        :meth:`_latest_capture`."""
        record = {"url": previous["url"], **fetch,
                  **{key: previous[key] for key in STORAGE_FIELDS if key in previous}}
        where = self._latest_capture(previous, fetch)
        if where is not None:
            record["warc"] = where
        if record == previous:
            return previous
        self._append(record)
        if _is_kept(record):
            self._reindex(previous, record)
        return record

    def _latest_capture(self, previous: Mapping[str, Any], fetch: Mapping[str, Any]) -> Any:
        """The ``warc`` of an unchanged text's record: the earlier capture while it is in the mirror and holds
        the same bytes (this fetch's is then a revisit of it) or when this fetch was not archived (``warc`` off,
        or a write that failed), else this fetch's (``warc`` switched on since, the earlier file deleted, or
        the markup around the same text changed)."""
        where = fetch.get("warc")
        if where is None:
            return previous.get("warc")
        if self._archived(previous) and previous["warc"].get("digest") == where.get("digest"):
            return previous["warc"]
        return where

    def _holder(self, record: Mapping[str, Any]) -> dict[str, Any] | None:
        """The latest record of the page whose file holds ``record``'s text (its own, or that of the URL it is an
        alias of), or None when that page holds another text now (or none)."""
        holder = self.latest.get(record.get("alias_of", record["url"]))
        if holder is None or not _is_kept(holder) or holder["sha256"] != record.get("sha256"):
            return None
        return holder

    def _still_stored(self, record: Mapping[str, Any]) -> bool:
        """Is the record's text still in the file it names (its own, or that of the URL it is an alias of)?"""
        return self._holder(record) is not None

    def mark_gone(self, url: str, gone: Mapping[str, Any]) -> bool:
        """Mark the record of ``url`` (if an earlier run stored one) as gone: a copy with ``gone`` appended.

        Returns whether a record was marked (a record already marked for the same reason is left alone).
        """
        previous = self.latest.get(url)
        if previous is None or (previous.get("gone") or {}).get("reason") == gone.get("reason"):
            return False
        self._append({**previous, "gone": dict(gone)})
        return True

    def _forget_text_of(self, previous: Mapping[str, Any]) -> None:
        """A URL's earlier text is no longer stored under it: later copies of it are not its aliases."""
        key = alias_key(previous)
        kept = self.holder_of.get(key)
        if kept is not None and kept["url"] == previous["url"]:
            del self.holder_of[key]

    def close(self) -> RunAliases:
        """Rewrite the manifest with each URL's latest record (when a URL has several), delete the text
        files of superseded records that no current record names, drop aliases of changed texts (but those
        fetched in this run: :meth:`_part_aliases_of_other_pages` first). :data:`ALIAS_PAGES_DIR` goes however
        that ends (a manifest that cannot be rewritten left it behind). Returns the aliases of the run still
        open (:meth:`open_aliases`), for a ``JOBDIR`` job's next run (:meth:`adopt_aliases`)."""
        try:
            return self._close()
        finally:
            self._remove_alias_pages()

    def _close(self) -> RunAliases:
        """:meth:`close`, but for the raw pages of this run's aliases."""
        self._part_aliases_of_other_pages()
        still_open = self.open_aliases()
        current = [r for r in self.latest.values() if _is_kept(r) or self._still_stored(r)]
        stale_aliases = len(self.latest) - len(current)
        if stale_aliases:
            logger.warning("%s: %d alias record(s) dropped: the page they repeated has changed since",
                           self.manifest_path, stale_aliases)
        if self.superseded or stale_aliases:
            atomic_write(self.manifest_path, "".join(map(_manifest_line, current)).encode("utf-8"))
        named = {r.get("path") for r in current}
        for path in sorted(self.retired_paths - named):
            try:
                rel = self._site_rel(path)
            except ValueError as exc:  # a hand-edited manifest's path: nothing deleted
                logger.warning("%s: not deleting the superseded file %s: %s", self.manifest_path, path, exc)
                continue
            for stored in (rel, _html_beside(rel)):
                try:
                    safe_target(self.site_dir, stored).unlink(missing_ok=True)
                except (UnsafePathError, OSError) as exc:
                    logger.warning("cannot delete the superseded file %s: %s", stored, exc)
        self.superseded = 0
        self.retired_paths.clear()
        self.alias_answers.clear()
        self.carried.clear()
        self.fetched.clear()
        return still_open

    def _part_aliases_of_other_pages(self) -> None:
        """The aliases fetched in this run whose text does not tell their page apart (:func:`identifies_page`)
        but whose body is not the one of the page holding the text, fetched in this run too (an alias found
        unchanged, recorded by an earlier run or an earlier version): an alias of the stored page with their
        text and body (:func:`alias_key`), else a file of their own (:meth:`take_rehomed` tells). The bodies
        are compared here, once every page of the run was fetched: the page holding the text may come after
        its alias, and one not fetched again may have changed as the alias did."""
        for url, answer in list(self.alias_answers.items()):
            record = self.latest[url]
            holder = self._holder(record)
            if (_is_kept(record) or holder is None or holder["url"] not in self.fetched
                    or not _bodies_differ(record, holder)):
                continue
            other = self.holder_of.get(alias_key(record))
            if other is not None:
                self._realias(record, other)
            elif (data := self._held_text(holder)) is not None:
                del self.alias_answers[url]
                self._rehomed(answer, self._write_own(url, record, data, self._alias_page(url), replacing=True))

    def _append(self, record: dict[str, Any]) -> None:
        """Append ``record`` to the manifest; it is its URL's latest record from now on."""
        with self.manifest_path.open("a", encoding="utf-8") as handle:
            handle.write(_manifest_line(record))
            handle.flush()
        self._remember(record)
