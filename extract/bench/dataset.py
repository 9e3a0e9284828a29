"""The extraction dev set's layout, read once for every bench that uses it.

ScrapingHub article-extraction-benchmark layout: ``ground-truth.json`` (one
record per page id: ``articleBody``, ``url``, ``lang``, ``variant``, ...) and
``html/<id>.html`` or ``html/<id>.html.gz`` (the served bytes).
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

GROUND_TRUTH = "ground-truth.json"


def iter_pages(dataset: Path) -> Iterator[tuple[str, dict, bytes]]:
    """(id, ground-truth record, page bytes) for every page of the dataset, sorted by id.

    A page whose HTML file is missing is skipped.
    """
    truth = json.loads((dataset / GROUND_TRUTH).read_text(encoding="utf-8"))
    for page_id in sorted(truth):
        record = truth[page_id]
        plain = dataset / "html" / f"{page_id}.html"
        packed = dataset / "html" / f"{page_id}.html.gz"
        if plain.is_file():
            body = plain.read_bytes()
        elif packed.is_file():
            body = gzip.decompress(packed.read_bytes())
        else:
            continue
        yield page_id, record, body
