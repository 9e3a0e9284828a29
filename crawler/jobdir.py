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
cleanly: its queue, fingerprints and state (and the aliases its runs kept, crawler/job_aliases.py) are deleted
before Scrapy reads them
and the crawl starts again from the start URLs (and sitemaps), with one WARNING
line and ``tsheg/job/unclean_restart``. Nothing is lost: every page is asked
again, and a page the mirror holds already is found unchanged (its text is not
written again; with ``warc`` its body becomes a revisit record).

A site's ``max_pages`` counts the requests of all the runs of a job, and its
count is in the frontier, in ``spider.state``, which such a restart deletes: the
killed run's requests, and those of the runs before, were forgotten and the site
got a whole new budget (killed after 8 of 12: 21 pages asked). So the count is
also written to ``SENT_LEDGER`` in the job folder as each request is sent
(:func:`write_sent`, by the spider), and a run that finds no frontier to resume
continues it (:func:`read_sent`). The pages the restart asks again count too: a
job killed near its budget asks few new pages; a request under way at the kill
is not counted (it is counted once its answer is in).

A run holds an exclusive lock on its marker (``fcntl.flock``, which the system
releases when the process dies, ``kill -9`` included): a second crawl started on
the same job folder meanwhile is refused (:func:`job_in_use`, checked by the
``scrapy crawl`` command before Scrapy opens the job) instead of taking the
running job for a killed one and deleting its queue. Where ``fcntl`` is missing
(Windows) there is no lock and no check.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
from collections import Counter
from collections.abc import Mapping
from typing import IO
from datetime import UTC, datetime
from pathlib import Path

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured
from scrapy.utils.job import job_dir

from crawler.config import ConfigError

RUNNING_MARKER = "tsheg.running"    # in the job folder while a run of the job is under way
# In the job folder: per site, the aliases its runs fetched that no file of their own holds, and their raw pages,
# for the next run (crawler/job_aliases.py)
JOB_ALIASES = "tsheg.aliases"
# What Scrapy keeps in a job folder (scrapy.core.scheduler, scrapy.dupefilters, scrapy.extensions.spiderstate), and
# the aliases, which go with them (their pages are all asked again).
JOB_STATE = ("requests.queue", "requests.seen", "spider.state", JOB_ALIASES)
SENT_LEDGER = "tsheg.sent"   # in the job folder: per site, the requests sent over all runs (JSON), kept by a restart

logger = logging.getLogger(__name__)

try:   # POSIX advisory locks (not on Windows)
    import fcntl
except ImportError:   # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


def _try_lock(handle: IO[str]) -> bool:
    """Take an exclusive lock on the open file ``handle`` without waiting; False when a live process holds one."""
    if fcntl is None:
        return True
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def job_in_use(folder: Path) -> str | None:
    """What the marker of the job in ``folder`` says of the run holding it (``pid ..., started ...``) when a live
    crawl runs the job now, else None (no marker, or one a killed run left: no process holds its lock).
    :class:`ConfigError` when the marker cannot be opened (a folder in its place, no permission): no run could
    use the job."""
    marker = folder / RUNNING_MARKER
    try:
        with marker.open("r", encoding="utf-8", errors="replace") as handle:
            if _try_lock(handle):
                return None
            return handle.readline().strip() or "a crawl"
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        problem = "is a folder, not" if marker.is_dir() else f"cannot be opened ({error.strerror}); it is"
        raise ConfigError(f"JOBDIR {folder}: {RUNNING_MARKER} {problem} the file a run of the job holds "
                          "(delete it)") from error


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


def write_sent(folder: Path, sent: Mapping[str, int]) -> None:
    """Record the requests per site the job in ``folder`` has sent (``SENT_LEDGER``; written whole and renamed into
    place, so a kill leaves the record before or after)."""
    part = folder / f"{SENT_LEDGER}.part"
    part.write_text(json.dumps(dict(sent)), encoding="utf-8")
    os.replace(part, folder / SENT_LEDGER)


def read_sent(folder: Path) -> Counter[str]:
    """The requests per site the job in ``folder`` has sent over all its runs (``SENT_LEDGER``); empty when none
    are recorded or the record is not one.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as job:
    ...     write_sent(Path(job), Counter(tibettimes=8))
    ...     read_sent(Path(job)), read_sent(Path(job) / "elsewhere")
    (Counter({'tibettimes': 8}), Counter())
    """
    try:
        recorded = json.loads((folder / SENT_LEDGER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Counter()
    if not isinstance(recorded, dict):
        return Counter()
    return Counter({site: n for site, n in recorded.items() if isinstance(n, int) and n > 0})


class JobGuard:
    """Marks a job folder while a run uses it; starts a job that was not closed cleanly over (module docstring)."""

    def __init__(self, crawler: Crawler, folder: Path) -> None:
        self.crawler = crawler
        self.folder = folder
        self._marker: IO[str] | None = None   # the marker, open and locked while the run goes on

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
        if holder := job_in_use(self.folder):   # (scrapy crawl refuses to start then; another entry point did)
            logger.error("job %s is in use by another crawl (%s): its state is left alone", self.folder, holder)
            return
        gone = forget_job_state(self.folder)
        self.crawler.stats.inc_value("tsheg/job/unclean_restart")
        logger.warning("job %s was not closed cleanly (killed, or Ctrl-C twice): its queue and state cannot be "
                       "trusted, so %s deleted and the crawl starts again from the start URLs (pages already in "
                       "the mirror are asked again and found unchanged; the requests sent before still count "
                       "against max_pages)", self.folder, ", ".join(gone) or "nothing was")

    def spider_opened(self) -> None:
        """Write the marker and hold its lock for the run (:func:`job_in_use`)."""
        out = (self.folder / RUNNING_MARKER).open("w", encoding="utf-8")
        _try_lock(out)
        out.write(f"pid {os.getpid()}, started {datetime.now(UTC).isoformat(timespec='seconds')}\n")
        out.flush()
        os.fsync(out.fileno())
        self._marker = out

    def engine_stopped(self) -> None:
        """Queue, fingerprints and state are written (the scheduler and SpiderState closed before): clean."""
        (self.folder / RUNNING_MARKER).unlink(missing_ok=True)
        if self._marker is not None:
            self._marker.close()   # (releases the lock)
            self._marker = None
