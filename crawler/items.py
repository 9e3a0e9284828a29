"""The item that carries one target page through the pipelines (decode -> extract -> mirror).

Heavy objects live on it only as long as a stage needs them: the extract stage
drops the parsed tree (``decoded``) once the text is out, and the mirror stage
drops the body once it is written. What reaches Scrapy's feed exports
(``scrapy crawl tibetan_sites -O pages.jsonl``) is ``FEED_EXPORT_FIELDS`` of
crawler/settings.py: the page's text, verdict and manifest record.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class PageItem:
    """One fetched target page (recognised as one of its site's languages)."""

    site: str                      # site name from the configuration
    url: str                       # the URL requested (first of a redirect chain)
    final_url: str                 # the URL that answered
    status: int
    fetched_at: str                # ISO 8601, UTC
    depth: int                     # links from a start URL (a redirect keeps the depth)
    headers: dict[str, str]        # response headers (first value of each)
    body: bytes | None             # raw page; None after the mirror stage
    recognition: Any               # extract.recognize.Recognition
    decoded: Any = None            # extract.decode.Decoded, between decode and extract
    served_body: bytes | None = None  # the document as served when ``body`` is a reading of it (a text/plain
    #                                   document read as a <pre> page): what store_html keeps; None after the mirror
    text: str | None = None        # main text, from the extract stage; after the mirror stage the text file's
    title: str = ""
    text_language: str | None = None
    kind: str | None = None        # "article" | "hub"
    extractor: str | None = None   # algorithm that produced the text
    encoding: str | None = None
    encoding_source: str | None = None
    conversions: list[str] = field(default_factory=list)
    encoding_note: str | None = None
    notes: list[str] = field(default_factory=list)   # fallbacks taken on the way (logged in the manifest)
    robots: list[str] = field(default_factory=list)  # the page's robots directives (crawler.page_robots)
    record: dict[str, Any] | None = None             # the manifest record written
    capture: Any = None            # crawler.warc.Capture for the site's WARC files (site option warc); then None

    def __repr__(self) -> str:   # Scrapy logs items: keep the log short, never the body
        return f"PageItem(site={self.site!r}, url={self.url!r}, kind={self.kind!r})"
