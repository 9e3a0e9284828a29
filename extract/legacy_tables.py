"""The legacy Tibetan font tables and the PUA extension-set table: where, load, install.

Seed 000 §1.3: Tibetan pages are written in dozens of encodings and "need a
special conversion program to bring Tibetan into one encoding". The tables
for that conversion come from two public repositories (py-tiblegenc's CSV
font tables and bmwj's extension-set-A table); the project never ships
them. ``tsheg tables install`` downloads them at pinned commits
(:data:`UPSTREAM_FILES`), checks each file's SHA-1 and writes it atomically.

Where the tables live, first match wins: an explicit ``tables_dir`` argument
(the config key ``tables_dir`` passes it), the environment variable
``TSHEG_TABLES_DIR``, else ``platformdirs.user_data_dir("tsheg")/tables``.

CSV format (``font name,code,Unicode text``; see the README of the shared
tables): each line is split at its first two commas (a quote-aware reader
swallows lines of attu.csv), a value of two or more characters in double
quotes loses the quotes (tiblegenc.csv), ``udp.csv`` starts with a BOM.
Codes are normalised to the byte the glyph has in the font
(:func:`code_to_byte`): byte values as they are, Windows-1252 code points of
0x80-0x9F back to their byte, Symbol-font codes U+F000-U+F0FF to their low
byte, Mac OS Roman code points (tiblegenc.csv's Esama/LTibetan) to their Mac
byte. Codes above 0xFF that are none of these are double-byte codes of the
GB2312/GBK-based fonts (kept as they are in :attr:`FontTable.wide`).

Which table serves a font (:data:`TABLE_PRIORITY`): utfc.csv first (the one
that agrees with THDL's tibwn.ini for TibetanMachineWeb; tiblegenc.csv is
shifted by one code in TibetanMachineWeb1-9), then udp.csv, attu.csv,
tiblegenc.csv, then any other ``*.csv`` in the folder (a user's own table,
e.g. for a GBK-based font). A font is served whole by the first file naming
it; codes are never mixed across files.
"""

from __future__ import annotations

import hashlib
import os
import re
import unicodedata
import urllib.parse
import urllib.request
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from extract.atomic_files import atomic_write

ENV_VAR = "TSHEG_TABLES_DIR"
APP_NAME = "tsheg"
DEFAULT_BASE_URL = "https://raw.githubusercontent.com"
DOWNLOAD_TIMEOUT = 60.0  # seconds per file

PUA_TABLE_FILE = "pua-extension-set-a.txt"
# Font-table files, best first (README "Which table for which font").
TABLE_PRIORITY: tuple[str, ...] = ("utfc.csv", "udp.csv", "attu.csv", "tiblegenc.csv")
# One line of the PUA table: a PUA code point, a tab, concatenated 4-hex-digit code points.
PUA_LINE_RE = re.compile(r"([0-9A-Fa-f]{4})\s+((?:[0-9A-Fa-f]{4})+)")
# The marker a source table writes for a glyph it could not convert (four U+0F20).
UNCONVERTIBLE = "\u0f20" * 4
# Spelling variants between the files (README "Format of the four CSV files").
FONT_ALIASES = {"ededrissym": "ededrissyma", "ededrissyma": "ededrissym",
                "dedrissym": "dedrissyma", "dedrissyma": "dedrissym"}

_PY_TIBLEGENC = ("buda-base/py-tiblegenc", "9bdc560715c9cab9df0af1e213151151a58ff5b4")
_BMWJ = ("bmwj/Tibetan_information_processing", "c98d51faa5f95d21ccf1be3b42245c92930513f3")


@dataclass(frozen=True)
class UpstreamFile:
    """One table file at its pinned upstream commit and its SHA-1."""

    name: str  # file name in the tables folder
    repository: str  # owner/name
    commit: str
    path: str  # path inside the repository
    sha1: str  # SHA-1 of the file's bytes

    def url(self, base_url: str = DEFAULT_BASE_URL) -> str:
        """The raw-download address: ``<base>/<repository>/<commit>/<path percent-encoded>``."""
        return f"{base_url.rstrip('/')}/{self.repository}/{self.commit}/{urllib.parse.quote(self.path)}"


# The pinned upstream files (shared legacy-tibetan-tables README, "Upstream").
UPSTREAM_FILES: tuple[UpstreamFile, ...] = (
    UpstreamFile("utfc.csv", *_PY_TIBLEGENC, "pytiblegenc/font-tables/utfc.csv",
                 "a01804f82bfb0f719dae064075b7a09582c145f2"),
    UpstreamFile("tiblegenc.csv", *_PY_TIBLEGENC, "pytiblegenc/font-tables/tiblegenc.csv",
                 "af1bcc29e6a698bf8ddfe57d95f56824c50f9dd5"),
    UpstreamFile("udp.csv", *_PY_TIBLEGENC, "pytiblegenc/font-tables/udp.csv",
                 "1dd3c785c19cab2f44145d05af40b22db895f95c"),
    UpstreamFile("attu.csv", *_PY_TIBLEGENC, "pytiblegenc/font-tables/attu.csv",
                 "15c77793477c4890576fdf4fd4e99357389d6063"),
    UpstreamFile("LICENSE-pytiblegenc", *_PY_TIBLEGENC, "LICENSE",
                 "7df059597099bb7dcf25d2a9aedfaf4465f72d8d"),
    UpstreamFile(PUA_TABLE_FILE, *_BMWJ, "T07_藏文编码转换/藏文扩充集与基本集的对照表.txt",
                 "a0d2e23c23f97e8eb23a938048e5e749e9fd2fe7"),
)


class TableInstallError(RuntimeError):
    """A table could not be downloaded or did not match its pinned SHA-1."""


# --- where ----------------------------------------------------------------------


def default_tables_dir() -> Path:
    """``platformdirs.user_data_dir("tsheg")/tables``."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME)) / "tables"


def tables_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The tables folder: explicit argument > ``$TSHEG_TABLES_DIR`` > the user data folder."""
    if explicit:
        return Path(explicit).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    return default_tables_dir()


# --- codes ------------------------------------------------------------------------

_CP1252_TO_BYTE = {}
for _byte in range(0x80, 0xA0):
    try:
        _CP1252_TO_BYTE[ord(bytes([_byte]).decode("cp1252"))] = _byte
    except UnicodeDecodeError:
        pass
SYMBOL_FONT_BASE = 0xF000  # Symbol-font code points U+F000-U+F0FF carry the byte in the low 8 bits


def code_to_byte(code: int) -> int | None:
    """The font byte a table code stands for, or None (a double-byte or unknown code).

    >>> code_to_byte(35), code_to_byte(8216), code_to_byte(0xF0A5), code_to_byte(8706)
    (35, 145, 165, 182)
    """
    if code < 0x100:
        return code
    if code in _CP1252_TO_BYTE:
        return _CP1252_TO_BYTE[code]
    if SYMBOL_FONT_BASE <= code <= SYMBOL_FONT_BASE + 0xFF:
        return code - SYMBOL_FONT_BASE
    try:
        encoded = chr(code).encode("mac_roman")
    except (UnicodeEncodeError, ValueError):
        return None
    return encoded[0] if len(encoded) == 1 else None


def byte_keys(byte: int) -> tuple[int, ...]:
    """Code points under which a page's decoded text can show a font byte.

    The byte itself (latin-1, or a C1 control from a numeric reference), its
    Windows-1252 character (a page decoded as windows-1252, U+2019 for 0x92),
    and the Symbol-font code point U+F0xx.
    """
    keys = [byte, SYMBOL_FONT_BASE + byte]
    if 0x80 <= byte <= 0x9F:
        keys.extend(cp for cp, b in _CP1252_TO_BYTE.items() if b == byte)
    return tuple(keys)


# The characters under which a page's text can show a glyph code of an 8-bit font (bytes 0x21-0xFF,
# :func:`byte_keys`): no other character can be read with such a font's table.
GLYPH_CODE_CHARACTERS = frozenset(chr(key) for byte in range(0x21, 0x100) for key in byte_keys(byte))


def font_key(name: str) -> str:
    """A font name compared without case, spaces, hyphens and underscores."""
    return "".join(name.split()).replace("-", "").replace("_", "").lower()


# --- tables -----------------------------------------------------------------------


@dataclass
class FontTable:
    """One font's glyph table from one file."""

    font: str  # the name as the file writes it
    source: str  # file name
    by_byte: dict[int, str] = field(default_factory=dict)  # font byte -> Unicode
    wide: dict[int, str] = field(default_factory=dict)  # double-byte code (GBK-based fonts) -> Unicode
    _translation: dict[int, str] | None = None

    @property
    def translation(self) -> dict[int, str]:
        """A ``str.translate`` table from every code point a byte may show as to its Unicode."""
        if self._translation is None:
            table: dict[int, str] = {}
            for byte, text in self.by_byte.items():
                for key in byte_keys(byte):
                    table.setdefault(key, text)
            self._translation = table
        return self._translation


def _value(raw: str) -> str:
    raw = raw.rstrip("\r\n")
    if len(raw) >= 2 and raw[0] == '"' and raw[-1] == '"':
        raw = raw[1:-1]
    if raw == UNCONVERTIBLE:
        return ""
    return raw


@lru_cache(maxsize=16)
def _load_csv(path: Path, mtime_ns: int) -> dict[str, FontTable]:
    """Every font of one CSV file, keyed by :func:`font_key` (cached per path and mtime)."""
    fonts: dict[str, FontTable] = {}
    late: list[tuple[FontTable, int, str]] = []
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as handle:  # a damaged file loses lines only
        for line in handle:
            parts = line.split(",", 2)
            if len(parts) < 2:
                continue
            name, code_text = parts[0], parts[1].strip()
            if not name or not code_text.isdigit():
                continue
            value = _value(parts[2]) if len(parts) == 3 else ""
            key = font_key(name)
            table = fonts.get(key)
            if table is None:
                table = fonts[key] = FontTable(name, path.name)
            code = int(code_text)
            if code < 0x100:
                table.by_byte.setdefault(code, value)
            else:
                late.append((table, code, value))
    for table, code, value in late:  # byte values first, then codes that stand for a byte
        byte = code_to_byte(code)
        if byte is not None:
            table.by_byte.setdefault(byte, value)
        else:
            table.wide[code] = value
    return fonts


def _csv_files(directory: Path) -> list[Path]:
    known = [directory / name for name in TABLE_PRIORITY if (directory / name).is_file()]
    others = sorted(p for p in directory.glob("*.csv") if p.name not in TABLE_PRIORITY)
    return known + others


class FontTables:
    """The font tables of one folder, loaded lazily file by file (best file first)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        try:
            self.files = _csv_files(directory) if directory.is_dir() else []
        except OSError:  # an unreadable folder: no tables, the pages say so in their encoding_note
            self.files = []
        self._cache: dict[str, FontTable | None] = {}

    def __bool__(self) -> bool:
        return bool(self.files)

    def table_for(self, table_name: str) -> FontTable | None:
        """The table of a font (``TibetanFont.table_name``) from the first file naming it."""
        key = font_key(table_name)
        if key in self._cache:
            return self._cache[key]
        found = None
        for path in self.files:
            try:
                fonts = _load_csv(path, path.stat().st_mtime_ns)
            except OSError:  # unreadable or vanished: the other files still serve
                continue
            found = fonts.get(key) or fonts.get(FONT_ALIASES.get(key, ""))
            if found is not None:
                break
        self._cache[key] = found
        return found


@lru_cache(maxsize=16)
def _font_tables(directory: Path) -> FontTables:
    return FontTables(directory)


def font_tables(directory: str | os.PathLike[str] | None = None) -> FontTables:
    """The font tables of the resolved folder (:func:`tables_dir`), cached per folder."""
    return _font_tables(tables_dir(directory).resolve())


@lru_cache(maxsize=16)
def _load_pua(path: Path, mtime_ns: int) -> dict[int, str]:
    table: dict[int, str] = {}
    for line in path.read_text(encoding="ascii", errors="replace").splitlines():
        match = PUA_LINE_RE.fullmatch(line.strip())
        if match is None:  # not "F300<TAB>0F680F72": skipped
            continue
        code, hex_sequence = match.groups()
        sequence = "".join(chr(int(hex_sequence[i:i + 4], 16)) for i in range(0, len(hex_sequence), 4))
        table[int(code, 16)] = unicodedata.normalize("NFC", sequence)
    return table


def missing_tables_reason(directory: str | os.PathLike[str] | None = None) -> str:
    """Why a table was not found, for the note that says legacy text was kept: the folder looked in
    is missing (a mistyped ``TSHEG_TABLES_DIR``), or it does not hold the table.

    >>> missing_tables_reason("/nonexistent/tables")
    'not installed: no folder /nonexistent/tables (run `tsheg tables install`, or set TSHEG_TABLES_DIR)'
    """
    folder = tables_dir(directory)
    if not folder.is_dir():
        return f"not installed: no folder {folder} (run `tsheg tables install`, or set {ENV_VAR})"
    return f"not installed in {folder} (run `tsheg tables install`)"


def pua_table(directory: str | os.PathLike[str] | None = None) -> dict[int, str] | None:
    """The extension-set-A table (PUA code point -> basic Unicode), or None when not installed."""
    path = tables_dir(directory).resolve() / PUA_TABLE_FILE
    try:
        return _load_pua(path, path.stat().st_mtime_ns)
    except OSError:  # not installed, unreadable
        return None


# --- install ----------------------------------------------------------------------


def _download(url: str) -> bytes:
    try:
        with urllib.request.urlopen(url, timeout=DOWNLOAD_TIMEOUT) as response:  # noqa: S310 - pinned https/loopback
            return response.read()
    except OSError as error:
        raise TableInstallError(f"cannot download {url}: {error}") from error


def install_tables(dest: str | os.PathLike[str] | None = None, base_url: str = DEFAULT_BASE_URL,
                   files: Sequence[UpstreamFile] | None = None) -> list[tuple[UpstreamFile, Path]]:
    """Download the pinned tables, check every SHA-1, then write them atomically.

    Nothing is written unless every file downloads and matches its SHA-1.
    Returns ``(file, written path)`` pairs.
    """
    directory = tables_dir(dest)
    chosen: Iterable[UpstreamFile] = UPSTREAM_FILES if files is None else files
    downloaded: list[tuple[UpstreamFile, bytes]] = []
    for upstream in chosen:
        url = upstream.url(base_url)
        data = _download(url)
        digest = hashlib.sha1(data).hexdigest()  # noqa: S324 - a checksum, not security
        if digest != upstream.sha1:
            raise TableInstallError(
                f"{upstream.name}: SHA-1 {digest} from {url} does not match the pinned {upstream.sha1}")
        downloaded.append((upstream, data))
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for upstream, data in downloaded:
        path = directory / upstream.name
        atomic_write(path, data)
        written.append((upstream, path))
    _font_tables.cache_clear()
    return written
