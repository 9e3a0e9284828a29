"""The extraction dev set's layout, read once for every bench that uses it.

ScrapingHub article-extraction-benchmark layout: ``ground-truth.json`` (one
record per page id: ``articleBody``, ``url``, ``lang``, ``variant``, ...) and
``html/<id>.html`` or ``html/<id>.html.gz`` (the served bytes).
"""

from __future__ import annotations

import argparse
import gzip
import json
import zlib
from collections.abc import Iterator
from pathlib import Path

GROUND_TRUTH = "ground-truth.json"
# The ground-truth fields the benches read, and the JSON types each may hold (absent is allowed: an empty
# text, no URL, no language or variant). Any other field is left alone.
TRUTH_FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "articleBody": (str,),
    "url": (str, type(None)),
    "lang": (str,),
    "variant": (str,),
    "page_type": (str,),
}
JSON_TYPE_NAMES = {str: "a string", type(None): "null", int: "a number", float: "a number", bool: "true/false",
                   list: "a list", dict: "an object"}


class DatasetError(ValueError):
    """A dataset folder that cannot be measured: its index unreadable or of the wrong shape, a page
    damaged, or no page at all. ONE line naming the file and the problem (`tsheg bench` prints it)."""


def read_json(path: Path) -> object:
    """The JSON document of a dataset's index file, or :class:`DatasetError` naming the file."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DatasetError(f"{path}: not found (is this the dataset folder?)") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DatasetError(f"{path}: not readable JSON: {exc}") from None


def positive_int(text: str) -> int:
    """argparse type of a count that must be at least 1 (``--limit``): a usage error otherwise.

    >>> positive_int("3")
    3
    >>> positive_int("0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: '0': must be a whole number of at least 1
    """
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: must be a whole number of at least 1")
    return value


def _json_type(value: object) -> str:
    return JSON_TYPE_NAMES.get(type(value), type(value).__name__)


def check_truth(index: Path, truth: dict) -> None:
    """Raise :class:`DatasetError` naming the first page id and field of ``truth`` whose value is of the
    wrong JSON type (``articleBody`` null or a list would fail the scoring after every extractor has run)."""
    for page_id, record in truth.items():
        for name, types in TRUTH_FIELD_TYPES.items():
            if name in record and not isinstance(record[name], types):
                wanted = " or ".join(JSON_TYPE_NAMES[t] for t in types)
                raise DatasetError(f"{index}: page {page_id}: {name!r} must be {wanted}, "
                                   f"not {_json_type(record[name])}")


def iter_pages(dataset: Path) -> Iterator[tuple[str, dict, bytes]]:
    """(id, ground-truth record, page bytes) for every page of the dataset, sorted by id.

    A page whose HTML file is missing is skipped; a dataset with no page, a ground
    truth that is no mapping of ids to records, a record whose field is of the wrong
    type (:data:`TRUTH_FIELD_TYPES`: checked before the first page is given) or a
    damaged page is a :class:`DatasetError`.
    """
    index = dataset / GROUND_TRUTH
    truth = read_json(index)
    if not isinstance(truth, dict) or not all(isinstance(record, dict) for record in truth.values()):
        raise DatasetError(f"{index}: must map each page id to its record (a JSON object of objects)")
    check_truth(index, truth)
    found = 0
    for page_id in sorted(truth):
        record = truth[page_id]
        plain = dataset / "html" / f"{page_id}.html"
        packed = dataset / "html" / f"{page_id}.html.gz"
        try:
            if plain.is_file():
                body = plain.read_bytes()
            elif packed.is_file():
                body = gzip.decompress(packed.read_bytes())
            else:
                continue
        except (OSError, EOFError, zlib.error) as exc:   # (gzip.BadGzipFile is an OSError)
            raise DatasetError(f"{packed if packed.is_file() else plain}: cannot read the page: {exc}") from None
        found += 1
        yield page_id, record, body
    if not found:
        raise DatasetError(f"{dataset}: no page of {index.name} has its html/<id>.html(.gz) file")
