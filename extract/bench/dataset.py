"""The extraction dev set's layout, read once for every bench that uses it.

ScrapingHub article-extraction-benchmark layout: ``ground-truth.json`` (one
record per page id: ``articleBody``, ``url``, ``lang``, ``variant``, ...) and
``html/<id>.html`` or ``html/<id>.html.gz`` (the served bytes).
"""

from __future__ import annotations

import gzip
import json
import zlib
from collections.abc import Iterator
from pathlib import Path

GROUND_TRUTH = "ground-truth.json"


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


def iter_pages(dataset: Path) -> Iterator[tuple[str, dict, bytes]]:
    """(id, ground-truth record, page bytes) for every page of the dataset, sorted by id.

    A page whose HTML file is missing is skipped; a dataset with no page, a ground
    truth that is no mapping of ids to records, or a damaged page is a :class:`DatasetError`.
    """
    index = dataset / GROUND_TRUTH
    truth = read_json(index)
    if not isinstance(truth, dict) or not all(isinstance(record, dict) for record in truth.values()):
        raise DatasetError(f"{index}: must map each page id to its record (a JSON object of objects)")
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
