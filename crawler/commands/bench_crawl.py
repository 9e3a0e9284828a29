"""``tsheg bench crawl``: pages per second of the full tsheg crawl against a bare Scrapy spider.

Both crawls run in one command, one after the other, each in its own Python
process (a Twisted reactor cannot be restarted), on the same configured sites
with the same politeness settings, robots.txt and per-site depth limit:

* **bare**: a plain Scrapy spider that follows every link inside the site's
  allowed domains to the same depth; no recognition, extraction or storage;
* **tsheg**: ``tibetan_sites`` with recognition, tunnel, trap guard, decoding,
  extraction and the mirror (written to a temporary folder unless ``--mirror``).

The sites must be reachable, e.g. the shared dev site::

    python3 ../shared/tools/serve_crawlsite.py ../shared/data/crawlsite-dev --fresh-log &
    tsheg bench crawl --config config/dev-crawlsite.yaml

pages/s counts HTML pages fetched (2xx) per second between the first and the
last response (start-up and shut-down are not crawling; the whole crawl time is
printed too); the two crawls may fetch different page sets (tsheg
drops off-target branches and traps; the bare spider walks into every trap down
to the depth limit, which also shows in the server's access log), so both
counts are printed. Each spider crawls ``--repeat`` times, alternating, and
the fastest run of each is reported. A spider that fetched no page (an
unreachable site) is said so; its pages/s and the ratio are ``-`` (``null`` in
the JSON) and the command exits 1.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from extract.cli import USAGE_ERROR_EXIT

CHILD_FLAG = "--child"
RESULT_PREFIX = "BENCH-RESULT "
CHILD_TIMEOUT = 3600   # seconds one benchmark crawl may take
SPIDERS = ("bare", "tsheg")   # the two crawls compared, in the order they run and are printed
NO_NUMBER = "-"   # a table cell with no number: no page fetched, or a single response (no span to divide by)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, type=Path,
                        help="crawl configuration (YAML, see crawler/config.py), e.g. config/dev-crawlsite.yaml")
    parser.add_argument("--mirror", type=Path, default=None,
                        help="keep the tsheg crawl's mirror here (default: a temporary folder, removed after)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="crawls of each spider, alternating; the fastest of each is reported (default 3: "
                             "the machine is shared, a single run is noisy)")
    parser.add_argument("--log-level", default="WARNING", help="Scrapy log level of both crawls (default WARNING)")
    parser.add_argument("--json", type=Path, default=None, help="also write the numbers as JSON to this file")


def run(args: argparse.Namespace) -> int:
    from crawler.config import ConfigError, load_config

    try:
        load_config(args.config)
    except ConfigError as exc:
        print(f"tsheg: configuration error: {exc}", file=sys.stderr)
        return USAGE_ERROR_EXIT
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="tsheg-bench-") as tmp:
        for attempt in range(max(1, args.repeat)):
            for kind in SPIDERS:
                print(f"crawl {attempt + 1}/{args.repeat} with the {kind} spider ...", file=sys.stderr, flush=True)
                mirror = args.mirror if args.mirror and attempt == 0 else Path(tmp) / f"mirror-{attempt}"
                result = _run_child(kind, args.config, mirror, args.log_level)
                if result is None:
                    return 1
                if kind not in results or _speed(result) > _speed(results[kind]):
                    results[kind] = result
    return report(results, args.config, max(1, args.repeat), args.json)


def _speed(result: dict[str, Any]) -> float:
    """A crawl's pages per second for picking the fastest run (-1: it measured none)."""
    value = result["pages_per_second"]
    return -1.0 if value is None else float(value)


def _cell(value: float | None, digits: int) -> str:
    """A table cell of a number, "-" when the crawl gave none (no page, or one response only)."""
    return NO_NUMBER if value is None else f"{value:.{digits}f}"


def report(results: dict[str, dict[str, Any]], config: Path, repeat: int, json_path: Path | None) -> int:
    """Print the table (and write ``json_path``); exit 1 when a spider fetched no page: there is nothing to
    compare (an unreachable site gave ``nan`` pages/s and invalid JSON before), and the JSON says ``null``."""
    bare, full = results["bare"], results["tsheg"]
    ratio = (full["pages_per_second"] / bare["pages_per_second"]
             if full["pages_per_second"] is not None and bare["pages_per_second"] else None)
    print(f"crawl benchmark on {config} (fastest of {repeat} crawls each)")
    print("| spider | HTML pages | responses | first to last response (s) | whole crawl (s) | pages/s |")
    print("|---|---|---|---|---|---|")
    for kind in SPIDERS:
        r = results[kind]
        print(f"| {kind} | {r['pages']} | {r['responses']} | {_cell(r['crawl_span'], 2)} | {r['seconds']:.2f} "
              f"| {_cell(r['pages_per_second'], 1)} |")
    idle = [kind for kind in SPIDERS if not results[kind]["pages"]]
    for kind in idle:
        print(f"the {kind} spider fetched no page ({results[kind]['responses']} responses): is the site reachable?",
              file=sys.stderr)
    print(f"tsheg / bare pages per second: {_cell(ratio, 2)}")
    print(f"tsheg stored {full['stored']} pages; bare stored nothing (it only fetches)")
    if json_path:
        json_path.write_text(json.dumps({**results, "ratio": ratio}, indent=1, allow_nan=False), encoding="utf-8")
    return 1 if idle else 0


def _run_child(kind: str, config: Path, mirror: Path, log_level: str) -> dict[str, Any] | None:
    env = {**os.environ, "SCRAPY_SETTINGS_MODULE": "crawler.settings"}
    command = [sys.executable, "-m", "crawler.commands.bench_crawl", CHILD_FLAG, kind, str(config), str(mirror),
               log_level]
    try:
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=CHILD_TIMEOUT)
    except subprocess.TimeoutExpired:
        print(f"the {kind} crawl did not finish within {CHILD_TIMEOUT} s", file=sys.stderr)
        return None
    for line in done.stdout.splitlines():
        if line.startswith(RESULT_PREFIX):
            return json.loads(line[len(RESULT_PREFIX):])
    print(f"the {kind} crawl failed (exit {done.returncode}):\n{done.stderr[-4000:]}", file=sys.stderr)
    return None


# ---------------------------------------------------------------- child processes

def _bare_spider_class() -> type:
    import scrapy
    from scrapy.http import HtmlResponse
    from scrapy.linkextractors import LinkExtractor

    from crawler.config import load_config

    class BareSpider(scrapy.Spider):
        """Follows every same-site link to the site's max_depth; nothing else."""

        name = "bare"

        def __init__(self, config: str, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.config = load_config(config)
            self.links = LinkExtractor(tags=("a", "area"), attrs=("href",), unique=True)

        @classmethod
        def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> BareSpider:
            from crawler.spiders.tibetan_sites import apply_site_settings

            spider = super().from_crawler(crawler, *args, **kwargs)
            apply_site_settings(crawler.settings, spider.config)
            return spider

        async def start(self) -> Any:
            for site in self.config.sites:
                for url in site.start_urls:
                    yield scrapy.Request(url, meta=self._meta(site))

        def _meta(self, site: Any) -> dict[str, Any]:
            meta: dict[str, Any] = {"site": site, "download_slot": self.config.slot_of[site.name]}
            if not site.obey_robots:
                meta["dont_obey_robotstxt"] = True
            return meta

        def parse(self, response: Any) -> Any:
            if not isinstance(response, HtmlResponse):
                return
            self.crawler.stats.inc_value("bare/pages")
            site = response.meta["site"]
            if response.meta.get("depth", 0) >= site.max_depth:
                return
            for link in self.links.extract_links(response):
                if site.allows(link.url):
                    yield scrapy.Request(link.url, meta=self._meta(site))

    return BareSpider


def _child(kind: str, config: str, mirror: str, log_level: str) -> int:
    from scrapy import signals
    from scrapy.crawler import CrawlerProcess
    from scrapy.utils.project import get_project_settings

    settings = get_project_settings()
    settings.set("LOG_LEVEL", log_level, priority="cmdline")
    if kind == "bare":
        settings.set("DOWNLOADER_MIDDLEWARES", {}, priority="cmdline")
        settings.set("ITEM_PIPELINES", {}, priority="cmdline")
        settings.set("SPIDER_MIDDLEWARES", {}, priority="cmdline")   # Scrapy's DepthMiddleware counts depth
        settings.set("DEPTH_PRIORITY", 1, priority="cmdline")
        spider_class: Any = _bare_spider_class()
        kwargs = {"config": config}
    else:
        from crawler.spiders.tibetan_sites import TibetanSitesSpider

        spider_class = TibetanSitesSpider
        kwargs = {"config": config, "mirror": mirror}
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(spider_class)
    arrivals: list[float] = []

    def on_response(**_: Any) -> None:   # a named function: the signal keeps only a weak reference
        arrivals.append(time.perf_counter())

    crawler.signals.connect(on_response, signal=signals.response_received)
    process.crawl(crawler, **kwargs)
    process.start()
    stats = crawler.stats.get_stats()
    seconds = float(stats.get("elapsed_time_seconds") or 0.0)
    # Throughput between the first and the last response: start-up and shut-down are not crawling. With
    # fewer than two responses there is no such span, and no throughput (None: null in the JSON).
    span = arrivals[-1] - arrivals[0] if len(arrivals) > 1 else None
    pages = int(stats.get("bare/pages" if kind == "bare" else "tsheg/fetched", 0))
    stored = sum(int(v) for k, v in stats.items() if k.startswith("tsheg/stored/"))
    result = {"pages": pages, "responses": int(stats.get("downloader/response_count", 0)), "seconds": seconds,
              "crawl_span": span, "pages_per_second": pages / span if span and pages else None, "stored": stored}
    print(RESULT_PREFIX + json.dumps(result), flush=True)
    return 0


if __name__ == "__main__" and len(sys.argv) == 6 and sys.argv[1] == CHILD_FLAG:
    sys.exit(_child(*sys.argv[2:]))
