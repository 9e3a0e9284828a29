"""A ``JOBDIR`` job that was not closed cleanly is started again from its start URLs, never resumed half-stale.

Scrapy keeps a job in three parts that are only consistent after a clean close:
the request queue (``requests.queue/``: its chunk files are written as requests
come and go, its index only on close), the fingerprints of the requests seen
(``requests.seen``: appended through a buffer) and ``spider.state`` (the
frontier, crawler/frontier.py: pickled on close). A crawl killed (``kill -9``, a
crash, the machine going down) or stopped with Ctrl-C twice ("forcing unclean
shutdown") leaves the queue and the fingerprints of its last run beside the
state of the run before: resumed, the frontier took the pages fetched since for
known and their links were never followed (44 of a 120-page site lost); with no
state at all, fingerprints written for pages never stored kept them out for good.
Scrapy's documentation says a forced shutdown may lose the job's state; Heritrix
resumes from a checkpoint.

:class:`JobGuard` writes ``RUNNING_MARKER`` into the job folder when the spider
opens and removes it once the engine has stopped (queue, fingerprints and state
all written). A job that starts with the marker still there was not closed
cleanly: its queue, fingerprints and state are deleted before Scrapy reads them
and the crawl starts again from the start URLs (and sitemaps), with one WARNING
line and ``tsheg/job/unclean_restart``. Nothing is lost: every page is asked
again, and a page the mirror holds already is found unchanged (its text is not
written again; with ``warc`` its body becomes a revisit record).
"""

from __future__ import annotations

import logging
import os
import shutil
from datetime import UTC, datetime
from pathlib import Path

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured
from scrapy.utils.job import job_dir

RUNNING_MARKER = "tsheg.running"    # in the job folder while a run of the job is under way
# What Scrapy keeps in a job folder (scrapy.core.scheduler, scrapy.dupefilters, scrapy.extensions.spiderstate).
JOB_STATE = ("requests.queue", "requests.seen", "spider.state")

logger = logging.getLogger(__name__)


def unclean_leftovers(folder: Path) -> list[str]:
    """The parts of the job in ``folder`` a run that was not closed cleanly left (empty: a clean job)."""
    if not (folder / RUNNING_MARKER).exists():
        return []
    return [name for name in JOB_STATE if os.path.lexists(folder / name)]


def forget_job_state(folder: Path) -> list[str]:
    """Delete the queue, fingerprints and state of the job in ``folder`` (and its marker); the parts deleted."""
    gone = unclean_leftovers(folder)
    for name in gone:
        path = folder / name
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()
    (folder / RUNNING_MARKER).unlink(missing_ok=True)
    return gone


class JobGuard:
    """Marks a job folder while a run uses it; starts a job that was not closed cleanly over (module docstring)."""

    def __init__(self, crawler: Crawler, folder: Path) -> None:
        self.crawler = crawler
        self.folder = folder

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> JobGuard:
        folder = job_dir(crawler.settings)
        if not folder:
            raise NotConfigured
        guard = cls(crawler, Path(folder))
        guard.recover()   # (extensions are built before the scheduler reads the queue and the fingerprints)
        crawler.signals.connect(guard.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(guard.engine_stopped, signal=signals.engine_stopped)
        return guard

    def recover(self) -> None:
        """Forget the job's state when its last run was not closed cleanly (one WARNING line)."""
        if not (self.folder / RUNNING_MARKER).exists():
            return
        gone = forget_job_state(self.folder)
        self.crawler.stats.inc_value("tsheg/job/unclean_restart")
        logger.warning("job %s was not closed cleanly (killed, or Ctrl-C twice): its queue and state cannot be "
                       "trusted, so %s deleted and the crawl starts again from the start URLs (pages already in "
                       "the mirror are asked again and found unchanged)", self.folder,
                       ", ".join(gone) or "nothing was")

    def spider_opened(self) -> None:
        marker = self.folder / RUNNING_MARKER
        with marker.open("w", encoding="utf-8") as out:
            out.write(f"pid {os.getpid()}, started {datetime.now(UTC).isoformat(timespec='seconds')}\n")
            out.flush()
            os.fsync(out.fileno())

    def engine_stopped(self) -> None:
        """Queue, fingerprints and state are written (the scheduler and SpiderState closed before): clean."""
        (self.folder / RUNNING_MARKER).unlink(missing_ok=True)
