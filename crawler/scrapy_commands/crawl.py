"""``scrapy crawl``: Scrapy's own command, preceded by a check of the tsheg configuration.

A configuration mistake raised inside the spider's ``from_crawler`` would reach the
user as a Twisted "Unhandled error in Deferred" traceback; checking the YAML here,
before Scrapy builds the crawler, prints ONE line (file:line: key: problem) and
exits with status 2 instead. So does an empty ``-a config=`` or ``-a mirror=`` (an unset shell variable: it
crawled config/sites.yaml, or wrote into the working directory), a mirror folder the crawl could not write, and a
start URL longer than ``URLLENGTH_LIMIT`` (Scrapy would drop it unsent), and a
``JOBDIR`` that is a file, that another crawl is running, or whose run marker cannot be opened
(crawler/jobdir.py).

The configuration is read here once and handed to the spider loaded (``CONFIG_ARG``): the spider reads no file
again, so a configuration given through a pipe (``-a config=<(...)``) is crawled, not found empty the second time.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scrapy.commands.crawl import Command as ScrapyCrawlCommand

from crawler.config import ConfigError, check_mirror, check_start_urls_fit
from crawler.jobdir import job_in_use
from crawler.spiders.tibetan_sites import CONFIG_ARG, MIRROR_ARG, SPIDER_NAME, crawl_config
from extract.cli import USAGE_ERROR_EXIT


class Command(ScrapyCrawlCommand):
    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if args and args[0] == SPIDER_NAME:
            try:
                config = crawl_config(opts.spargs.get(CONFIG_ARG), mirror=opts.spargs.get(MIRROR_ARG))
                check_mirror(config)
                check_start_urls_fit(config, self.settings.getint("URLLENGTH_LIMIT"))
                check_job_free(self.settings.get("JOBDIR"))
            except ConfigError as exc:
                print(f"tsheg: configuration error: {exc}", file=sys.stderr)
                self.exitcode = USAGE_ERROR_EXIT
                return
            # the spider crawls with the configuration checked here: its file is not read a second time
            opts.spargs = {**{k: v for k, v in opts.spargs.items() if k != MIRROR_ARG}, CONFIG_ARG: config}
        super().run(args, opts)


def check_job_free(folder: str | None) -> None:
    """Raise :class:`ConfigError` when another crawl runs the job in ``folder`` (``JOBDIR``) now, or no run could
    use it (a file in its place, its run marker cannot be opened)."""
    if folder and Path(folder).exists() and not Path(folder).is_dir():
        raise ConfigError(f"JOBDIR {folder} is a file, not a folder")
    if folder and (holder := job_in_use(Path(folder))):
        raise ConfigError(f"JOBDIR {folder} is in use by another crawl ({holder}): one crawl per job folder")
