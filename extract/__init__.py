"""tsheg page-level toolkit: everything that works on one page and needs no Scrapy.

Public API (imported lazily so that ``import extract`` stays cheap):

- :func:`recognize_page` -> :class:`Recognition`   (is this page Tibetan, Uyghur, ...?)
- :func:`decode_page`    -> :class:`Decoded`       (bytes to one clean Unicode tree)
- :func:`extract_page`   -> :class:`Extraction`    (main text, title, language)
- :func:`extract_decoded` the same from an already decoded page (the crawler's pipelines)
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "recognize_page": "extract.recognize",
    "Recognition": "extract.recognize",
    "decode_page": "extract.decode",
    "Decoded": "extract.decode",
    "extract_page": "extract.extraction",
    "extract_decoded": "extract.extraction",
    "Extraction": "extract.extraction",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'extract' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
