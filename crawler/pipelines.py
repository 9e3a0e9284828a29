"""Item pipelines, in order: decode (100) -> extract (200) -> mirror (300).

* :class:`DecodePipeline`: ``extract.decode_page`` (charset, NFC, legacy fonts
  converted with the configuration's ``tables_dir``); the site's ``encoding``
  hint is given as the HTTP charset when neither the header nor a ``<meta>``
  declares one. The spider has usually decoded the page already (it reads the
  links of a target page from the decoded tree, one parse per page) and handed
  the ``Decoded`` over on the item; only an item without one is decoded here.
* :class:`ExtractPipeline`: ``extract.extract_decoded`` with the site's
  extractor and trained params; the parsed tree is dropped right after.
* :class:`MirrorPipeline`: the text (and the raw page with ``store_html``) into
  ``<mirror>/<site>/<host>/<path>.txt`` and one manifest record per page
  (crawler/mirror.py). The item's ``text`` is then the text file's (``crawler.mirror.file_text``: each line
  ended by a newline, the last one too), so a feed (``-O``) holds what the mirror does, and the record's
  ``sha256``, ``chars`` and ``bytes`` describe it. Every target page is stored (seed 000 §2.2 step 6); a
  page that is mostly links is stored with ``kind: "hub"``. With ``warc`` the
  page's request and response go into the site's WARC files first
  (crawler/warc.py) and the record names where (``warc``: file and offset).
  What the mirror did with each page is counted for the summary (:func:`outcome_stats`); an alias that gets
  a file of its own later in the run (the page it repeated changed) is counted anew, and a feed gets a second
  line for it, with the record it has now (crawler/feed_restated.py).

Decoding (when the item has none), extraction and the (fsynced) writes run in one worker thread, so the
crawl keeps downloading meanwhile and the mirror is only touched from that
thread; a page that makes them fail is logged and kept with the best text
available (nothing is lost silently).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path, PurePosixPath
from typing import Any

from lxml import etree
from scrapy.crawler import Crawler
from scrapy.exceptions import DropItem
from scrapy.utils.job import job_dir

from crawler.config import CrawlConfig, SiteConfig
from crawler.feed_restated import RestatedFeed
from crawler.job_aliases import job_alias_folder, load_aliases, save_aliases
from crawler.items import PageItem
from crawler.mirror import (ManifestError, RunAliases, SiteMirror, UnsafePathError, file_text, page_gone,
                            remove_leftover_alias_pages, safe_target)
from crawler.warc import WARC_DIR, WarcFiles, manifest_entry, warcinfo_fields
from extract.scripts import storable_lines

# A <meta charset=...> or http-equiv Content-Type with charset in the first bytes of a page.
META_CHARSET_RE = re.compile(rb"<meta[^>]+charset\s*=", re.IGNORECASE)
META_SNIFF_BYTES = 4096   # browsers look for <meta charset> in the first 1024 bytes; we allow more
FALLBACK_EXTRACTOR = "page-text"   # manifest `extractor` when extraction failed and all text was kept
# What storing a page in the mirror may meet that is no bug: a path refused, a disk error, a site's manifest
# it cannot go on from (damaged since the start-up check, or a crawl started without it: `tsheg demo`).
# Logged and counted; the crawl goes on.
MIRROR_ERRORS = (UnsafePathError, ManifestError, OSError)

logger = logging.getLogger(__name__)


def _config(crawler: Crawler) -> CrawlConfig:
    config = getattr(crawler.spider, "config", None)
    if config is None:
        raise RuntimeError("the tsheg pipelines need the tibetan_sites spider (its `config`)")
    return config


class _StagePipeline:
    """Shared plumbing: the crawler, the configuration, one worker thread for CPU work."""

    _executor: ThreadPoolExecutor | None = None

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> _StagePipeline:
        return cls(crawler)

    @property
    def config(self) -> CrawlConfig:
        return _config(self.crawler)

    def site(self, item: PageItem) -> SiteConfig:
        return self.config.site_by_name[item.site]

    @classmethod
    async def in_worker(cls, function: Any, *args: Any, **kwargs: Any) -> Any:
        """Run CPU-bound ``function`` in the single shared worker thread."""
        if _StagePipeline._executor is None:
            _StagePipeline._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tsheg-extract")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(_StagePipeline._executor, lambda: function(*args, **kwargs))

    @classmethod
    def shutdown_worker(cls) -> None:
        if _StagePipeline._executor is not None:
            _StagePipeline._executor.shutdown(wait=True)
            _StagePipeline._executor = None


def headers_with_hint(headers: Mapping[str, str], body: bytes, hint: str | None) -> dict[str, str]:
    """``headers`` with the site's charset hint added when neither HTTP nor <meta> declares one.

    >>> headers_with_hint({"Content-Type": "text/html"}, b"<p>x</p>", "gb18030")
    {'Content-Type': 'text/html; charset=gb18030'}
    >>> headers_with_hint({"Content-Type": "text/html"}, b'<meta charset="utf-8">', "gb18030")
    {'Content-Type': 'text/html'}
    """
    out = dict(headers)
    if not hint:
        return out
    key = next((k for k in out if k.lower() == "content-type"), "Content-Type")
    content_type = out.get(key, "text/html")
    if "charset" in content_type.lower() or META_CHARSET_RE.search(body[:META_SNIFF_BYTES]):
        return out
    out[key] = f"{content_type}; charset={hint}"
    return out


class DecodePipeline(_StagePipeline):
    """Bytes -> one Unicode NFC tree with legacy fonts converted (``extract.decode_page``)."""

    async def process_item(self, item: PageItem) -> PageItem:
        from extract.decode import decode_page

        site = self.site(item)
        headers = headers_with_hint(item.headers, item.body or b"", site.encoding)
        try:
            if item.decoded is None:   # the spider decodes target pages once, for their links too
                item.decoded = await self.in_worker(decode_page, item.body or b"", headers,
                                                    tables_dir=self.config.tables_dir)
        except Exception as exc:   # noqa: BLE001 - a decoder bug on one page must not stop the crawl
            self.stats.inc_value("tsheg/dropped/decode_error")
            logger.exception("decoding failed on %s", item.final_url)
            raise DropItem(f"decode_error: {item.final_url}: {exc}") from None
        decoded = item.decoded
        item.encoding = decoded.encoding
        item.encoding_source = decoded.encoding_source
        item.conversions = list(decoded.conversions)
        item.encoding_note = decoded.encoding_note
        item.title = decoded.title
        item.notes.extend(note for note in decoded.notes if note not in item.notes)   # parse repairs
        return item


class ExtractPipeline(_StagePipeline):
    """The main text (``extract.extract_decoded`` with the site's extractor and params)."""

    async def process_item(self, item: PageItem) -> PageItem:
        site = self.site(item)
        try:
            from extract.extraction import extract_decoded

            extraction = await self.in_worker(extract_decoded, item.decoded, item.final_url,
                                              algorithm=site.extractor, params=site.params)
        except Exception:   # noqa: BLE001 - keep the page with all its text rather than lose it
            self.stats.inc_value("tsheg/errors/extract")
            logger.exception("extraction failed on %s; storing the whole page text", item.final_url)
            self._keep_page_text(item, "extraction failed: whole page text kept")
        else:
            item.text = extraction.text
            item.title = extraction.title or item.title
            item.text_language = extraction.language
            item.kind = extraction.kind
            item.extractor = extraction.algorithm
            del extraction   # its `nodes` and `decoded` hold the tree
            if not item.text.strip():   # empty main text: every such page would be one "duplicate"
                self.stats.inc_value("tsheg/empty_extraction")
                self._keep_page_text(item, "no main text found: whole page text kept")
        item.decoded = None
        return item

    @staticmethod
    def _keep_page_text(item: PageItem, note: str) -> None:
        """Fallback: all visible text of the page, one line per text node (iterative, any depth)."""
        root = item.decoded.root
        etree.strip_elements(root, "script", "style", "noscript", "template", with_tail=False)
        etree.strip_tags(root, etree.Comment, etree.ProcessingInstruction)
        item.text = storable_lines("\n".join(t.strip() for t in root.itertext() if t.strip()))
        item.extractor = FALLBACK_EXTRACTOR
        item.kind = item.kind or "article"
        item.notes.append(note)


class MirrorPipeline(_StagePipeline):
    """Write the text and the manifest record (crawler/mirror.py)."""

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self._mirrors: dict[str, SiteMirror] = {}
        self._warcs: dict[str, WarcFiles] = {}
        self._feed = RestatedFeed(crawler)   # aliases in the feed, exported again when their record changes
        self._job = Path(folder) if (folder := job_dir(crawler.settings)) else None   # a JOBDIR job's folder
        crawler.signals.connect(self.on_page_gone, signal=page_gone)

    def on_page_gone(self, site: str, url: str, gone: Mapping[str, Any]) -> None:
        """A page an earlier run stored was found gone (404/410) or off target: its record says so."""
        try:
            if self.mirror_for(site).mark_gone(url, gone):
                self.stats.inc_value("tsheg/gone")
        except MIRROR_ERRORS as exc:
            logger.error("cannot mark %s as gone in the manifest of site %s: %s", url, site, exc)

    def _count(self, answer: Mapping[str, Any], by: int = 1) -> None:
        """Count what the mirror did with a page (its ``store`` answer) in the crawl's stats."""
        for key in outcome_stats(answer):
            self.stats.inc_value(key, by)

    def _recount(self, rehomed: list[tuple[dict[str, Any] | None, dict[str, Any]]]) -> None:
        """Aliases counted earlier in the run that got a file of their own since: counted anew
        (SiteMirror.take_rehomed), so the summary tells what the mirror holds at the end (an alias of an
        earlier run of the job, None before, was not counted in this run)."""
        for before, now in rehomed:
            if before is not None:
                self._count(before, -1)
            self._count(now)

    def open_spider(self) -> None:
        """A killed run's raw pages of aliases go from the folders of the sites configured, before any is crawled:
        a site that stores nothing in this run never opens its SiteMirror, which removes them too."""
        for site in self.config.sites:
            remove_leftover_alias_pages(self.config.mirror, site.name)

    def close_spider(self) -> None:
        self.shutdown_worker()
        for name, warcs in self._warcs.items():
            try:
                warcs.close()
            except OSError as exc:
                logger.error("cannot finish the WARC file of site %s: %s", name, exc)
        for name, mirror in self._mirrors.items():
            try:
                still_open = mirror.close()  # one record per URL in the manifest, superseded files removed
                if self._job is not None:   # (for the job's next run)
                    save_aliases(job_alias_folder(self._job, name), still_open)
            except MIRROR_ERRORS as exc:
                logger.error("cannot tidy %s: %s", mirror.manifest_path, exc)
            self._recount(mirror.take_rehomed())
            self._feed.restate(name, mirror.take_restated())   # (the feeds close after the pipelines)

    def mirror_for(self, site: str) -> SiteMirror:
        """The mirror of ``site``, opened on first use; in a ``JOBDIR`` job with the aliases its earlier runs left
        open (crawler/job_aliases.py), their raw pages only while the site stores them (store_html)."""
        if site not in self._mirrors:
            if self._job is None:   # (the frontier requests a URL once a run: each_url_once)
                self._mirrors[site] = SiteMirror(self.config.mirror, site, each_url_once=True)
                return self._mirrors[site]
            folder = job_alias_folder(self._job, site)
            mirror = SiteMirror(self.config.mirror, site, alias_pages=folder, each_url_once=True)
            carried = load_aliases(folder)
            configured = self.config.site_by_name.get(site)
            mirror.adopt_aliases(carried if configured and configured.store_html else RunAliases(carried.answers, {}))
            self._mirrors[site] = mirror
        return self._mirrors[site]

    def warc_for(self, site: SiteConfig) -> WarcFiles:
        if site.name not in self._warcs:
            mirror = self.mirror_for(site.name)
            directory = safe_target(mirror.site_dir, PurePosixPath(WARC_DIR))
            archived = [(record.get("final_url") or record["url"], record["fetched_at"], record["warc"])
                        for record in mirror.latest.values()
                        if isinstance(record.get("warc"), dict) and isinstance(record.get("fetched_at"), str)]
            # (the earlier captures are looked up once the files a killed crawl left open are finished: a
            # capture in a `.open` file was archived again in full)
            warcs = WarcFiles(directory, mirror.folder,
                              warcinfo_fields(site.name, self.crawler.settings.get("USER_AGENT", ""),
                                              site.obey_robots),
                              archived=archived)
            for name in warcs.finished_leftovers:
                logger.warning("site %s: %s was left open by an earlier crawl; finished (its last record may "
                               "be cut short)", site.name, name)
            self._warcs[site.name] = warcs
        return self._warcs[site.name]

    def _archive(self, site: SiteConfig, item: PageItem) -> dict[str, Any]:
        """The page's capture appended to the site's WARC files: its manifest ``warc`` entry."""
        archived = self.warc_for(site).write(item.capture, item.fetched_at)
        return manifest_entry(archived, f"{self.mirror_for(site.name).folder}/{WARC_DIR}")

    async def process_item(self, item: PageItem) -> PageItem:
        site = self.site(item)
        recognition = item.recognition
        archived = None
        if item.capture is not None:
            try:
                archived = await self.in_worker(self._archive, site, item)
                self.stats.inc_value("tsheg/warc/records")
                if "refers_to" in archived:
                    self.stats.inc_value("tsheg/warc/revisits")
            except MIRROR_ERRORS as exc:   # the text is still stored
                self.stats.inc_value("tsheg/errors/warc")
                logger.error("cannot archive %s in a WARC file: %s", item.final_url, exc)
            item.capture = None
        record = {
            "final_url": item.final_url,
            "status": item.status,
            "fetched_at": item.fetched_at,
            "depth": item.depth,
            "lang": recognition.language,
            "text_lang": item.text_language,
            "recognition": recognition_evidence(recognition),
            "encoding": item.encoding,
            "encoding_source": item.encoding_source,
            "conversions": item.conversions,
            "encoding_note": item.encoding_note,
            "extractor": item.extractor,
            "title": item.title,
            "kind": item.kind,
        }
        body = item.served_body or item.body
        if body is not None:   # the bytes as served: what tells apart pages of one short text (crawler.mirror.alias_key)
            record["body_sha256"] = hashlib.sha256(body).hexdigest()
        if item.notes:
            record["notes"] = item.notes
        if item.robots:   # e.g. noindex: the page asks not to be published in a search index
            record["robots"] = item.robots
        if archived is not None:
            record["warc"] = archived
        text = file_text(item.text or "")   # what the text file holds: the feed's text is the file's, byte for byte
        try:
            written, rehomed, restated = await self.in_worker(
                _store, self.mirror_for(site.name), item.url, text, record,
                html=(item.served_body or item.body) if site.store_html else None)
        except MIRROR_ERRORS as exc:
            self.stats.inc_value("tsheg/dropped/write_error")
            logger.error("cannot store %s: %s", item.url, exc)
            raise DropItem(f"write_error: {item.url}: {exc}") from None
        self._count(written)
        self._recount(rehomed)
        self._feed.restate(site.name, restated)   # (earlier pages of the feed whose record this store changed)
        item.record = written
        item.text = text   # (the record's sha256, chars and bytes are this text's)
        item.body = item.served_body = None   # the text stays: Scrapy's feed exports (-O pages.jsonl) write it
        self._feed.exported(item)
        return item


def _store(mirror: SiteMirror, url: str, text: str, record: Mapping[str, Any], html: bytes | None
           ) -> tuple[dict[str, Any], list[tuple[dict[str, Any] | None, dict[str, Any]]], list[dict[str, Any]]]:
    """``mirror.store``, the aliases it gave a file of their own on the way and the records of this run's pages
    it changed (one call in the worker)."""
    return mirror.store(url, text, record, html=html), mirror.take_rehomed(), mirror.take_restated()


def outcome_stats(answer: Mapping[str, Any]) -> list[str]:
    """The stats keys that count a ``SiteMirror.store`` answer (crawler/summary.py reads them).

    >>> outcome_stats({"kept": True, "lang": "bo", "kind": "hub", "updated": True})
    ['tsheg/stored/bo', 'tsheg/stored_kind/hub', 'tsheg/updated']
    >>> outcome_stats({"kept": False, "unchanged": True}), outcome_stats({"kept": False})
    (['tsheg/unchanged'], ['tsheg/aliases'])
    """
    keys = ["tsheg/repaired"] if answer.get("repaired") else []   # a text file missing from the mirror, written again
    if answer.get("unchanged"):
        return [*keys, "tsheg/unchanged"]
    if not answer.get("kept"):
        return [*keys, "tsheg/aliases"]
    keys += [f"tsheg/stored/{answer.get('lang')}", f"tsheg/stored_kind/{answer.get('kind')}"]
    return keys + [f"tsheg/{flag}" for flag in ("updated", "unaliased") if answer.get(flag)]


def recognition_evidence(recognition: Any) -> dict[str, Any]:
    """The recogniser's evidence as plain JSON values (docs/architecture.md, Recognition)."""
    return {
        "encoding_family": recognition.encoding_family,
        "dots": recognition.dots,
        "syllables": recognition.syllables,
        "passing": recognition.passing,
        "passing_share": round(float(recognition.passing_share), 4),
        "target_letters": recognition.target_letters,
        "target_share": round(float(recognition.target_share), 4),
        "fonts": list(recognition.fonts),
    }
