"""``tsheg demo``: serve the bundled demo web on loopback ports, crawl it, print a summary.

Needs no network: the two demo sites (``crawler/demo_site/``, our own Tibetan
and Uyghur news pages with Chinese and English pages, legacy encodings, a
robots.txt rule, duplicates and a redirect) are served on 127.0.0.1 at free
ports, a configuration for those ports is written to a temporary folder, and
the real spider ``tibetan_sites`` crawls them into the mirror folder.
"""

from __future__ import annotations

import argparse
import shutil
import signal
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path
from typing import Any

from crawler.config import DEFAULT_MIRROR, system_place, unusable_folder
from crawler.demo import LOOPBACK, DemoWeb, write_access_log
from crawler.mirror import MANIFEST_NAME, read_manifest
from extract.cli import USAGE_ERROR_EXIT

CONFIG_NAME = "tsheg-demo.yaml"        # written into a temporary folder, never into config/
QUIET_LOG_LEVEL = "WARNING"            # Scrapy's log without --verbose: problems only
SAMPLE_CHARS = 70                      # characters of a stored text shown after the summary


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mirror", metavar="DIR", default=DEFAULT_MIRROR,
                        help=f"output folder of the crawl (default: {DEFAULT_MIRROR}); an earlier demo "
                             "crawl's folders there (bo-news, ug-news) are replaced")
    parser.add_argument("--keep-serving", action="store_true",
                        help="after the crawl, keep the demo sites up (Ctrl-C stops) to look at them in a browser")
    parser.add_argument("--access-log", metavar="FILE",
                        help="write every request the demo sites answered as JSON lines (site, path, status, ts)")
    parser.add_argument("--verbose", action="store_true", help="show Scrapy's INFO log of the crawl")


def run(args: argparse.Namespace) -> int:
    mirror = Path(args.mirror).absolute()
    if problem := system_place(mirror) or unusable_folder(mirror):   # (before any demo folder there is replaced)
        print(f"tsheg demo: --mirror {mirror} {problem}", file=sys.stderr)
        return USAGE_ERROR_EXIT
    with DemoWeb() as web:
        print("tsheg demo: serving the bundled demo sites on loopback")
        for site in web.sites:
            print(f"  {site.name:8} {site.base_url}/")
        _clear_previous_demo(mirror, [site.name for site in web.sites])
        with tempfile.TemporaryDirectory(prefix="tsheg-demo-") as tmp:
            config_path = web.write_config(Path(tmp) / CONFIG_NAME, mirror)
            started = time.monotonic()
            stats = crawl(config_path, mirror, verbose=args.verbose)
            seconds = time.monotonic() - started
        hits = web.requests
        violations = web.robots_violations()
        if args.access_log:
            write_access_log(hits, Path(args.access_log))
        print()
        print(_summary(stats, mirror))
        print(f"demo web: {len(hits)} requests answered in {seconds:.1f} s, "
              f"{len(violations)} to paths robots.txt forbids")
        for hit in violations:
            print(f"  robots.txt violation: {hit.site} {hit.path}")
        for site in web.sites:
            _show_site_output(mirror, site.name)
        if args.keep_serving:
            _serve_until_interrupted(web)
    reason = stats.get("finish_reason", "unknown")
    if reason != "finished" or violations:
        print(f"tsheg demo: crawl ended with {reason!r}, {len(violations)} robots.txt violation(s)",
              file=sys.stderr)
        return 1
    return 0


def crawl(config_path: Path, mirror: Path, *, verbose: bool = False) -> dict[str, Any]:
    """Run the spider ``tibetan_sites`` on ``config_path`` in this process; return Scrapy's stats."""
    from scrapy.crawler import CrawlerProcess
    from scrapy.settings import Settings

    from crawler.config import load_config
    from crawler.spiders.tibetan_sites import TibetanSitesSpider

    config = load_config(config_path, mirror=mirror)   # a mistake stops here with one clear message
    settings = Settings()
    settings.setmodule("crawler.settings", priority="project")
    if not verbose:
        settings.set("LOG_LEVEL", QUIET_LOG_LEVEL, priority="cmdline")
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(TibetanSitesSpider)
    process.crawl(crawler, config=config)   # (loaded: the spider reads no file again)
    process.start()
    return dict(crawler.stats.get_stats()) if crawler.stats else {}


def _summary(stats: dict[str, Any], mirror: Path) -> str:
    from crawler.summary import crawl_summary
    return crawl_summary(stats, mirror, reason=stats.get("finish_reason", "unknown"))


def _show_site_output(mirror: Path, name: str) -> None:
    """Where a site's texts are, and the opening of its longest stored article."""
    manifest = mirror / name / MANIFEST_NAME
    if not manifest.is_file():
        return
    print(f"{name}: texts and {MANIFEST_NAME} in {manifest.parent}")
    articles = [r for r in read_manifest(manifest) if r.get("kept", True) and r.get("kind") == "article"
                and isinstance(r.get("path"), str) and (mirror / r["path"]).is_file()]
    if articles:
        longest = max(articles, key=lambda r: r.get("chars", 0))
        opening = " ".join((mirror / longest["path"]).read_text(encoding="utf-8").split())[:SAMPLE_CHARS]
        print(f"  e.g. {longest['path']}: {opening}...")


def _clear_previous_demo(mirror: Path, names: list[str]) -> None:
    """Remove an earlier demo crawl's site folders: only those whose manifest lists loopback URLs only."""
    for name in names:
        folder = mirror / name
        manifest = folder / MANIFEST_NAME
        if not folder.is_dir() or folder.is_symlink():
            continue
        if manifest.is_file() and _loopback_only(manifest):
            shutil.rmtree(folder)
        elif not manifest.exists() and not any(folder.iterdir()):
            folder.rmdir()


def _loopback_only(manifest: Path) -> bool:
    """True when every page the manifest lists is on loopback (a demo crawl's, never a user's)."""
    hosts = {urllib.parse.urlsplit(record["url"]).hostname for record in read_manifest(manifest)}
    return hosts <= {LOOPBACK}


def _serve_until_interrupted(web: DemoWeb) -> None:
    # Scrapy's crawl left its shutdown handlers installed: Ctrl-C and kill must work again.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    print("\nthe demo sites stay up; open them in a browser (Ctrl-C stops):")
    for site in web.sites:
        print(f"  {site.base_url}/")
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        print("\nstopped")
