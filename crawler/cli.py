"""``tsheg``: the page-level commands of :mod:`extract.cli` plus the crawler's own."""

from __future__ import annotations

import sys

from extract.cli import PAGE_COMMANDS, Command
from extract.cli import main as _main

CRAWLER_COMMANDS: tuple[Command, ...] = (
    Command(("train-site",), "crawler.commands.train_site",
            "learn a site's tag-path thresholds from sample pages and store them with its config"),
    Command(("bench", "crawl"), "crawler.commands.bench_crawl",
            "pages per second of the full crawl against a bare Scrapy spider on the same site"),
    Command(("demo",), "crawler.commands.demo",
            "serve the bundled demo site on a loopback port, crawl it, print a summary"),
)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``tsheg`` console script."""
    return _main(argv, PAGE_COMMANDS + CRAWLER_COMMANDS)


if __name__ == "__main__":
    sys.exit(main())
