"""The aliases a ``JOBDIR`` job fetched, carried from one run of the job to the next.

A page fetched as an alias (the same text as a page stored already: ``kept: false``, crawler/mirror.py) gets a
file of its own when the page it repeats changes later in the crawl, so that its record never names a text stored
nowhere. ``SiteMirror`` knows the aliases fetched in its run. A job paused (Ctrl-C once) and resumed is one crawl
in several runs, and its duplicate filter never asks for a page again: an alias fetched before the pause whose page
changed after it ended with no record at all ("1 alias record(s) dropped" at the close), and no later run of the
job fetched it again. (A crawl without a job asks for every page again, so its next run stores it.)

So at the close of each run a job keeps, per site, the aliases still open (``SiteMirror.close``'s
:class:`~crawler.mirror.RunAliases`: ``store``'s answer for each) in ``ALIASES_FILE`` of its folder under
:data:`crawler.jobdir.JOB_ALIASES`, and there too, with store_html, their raw pages (the mirror keeps them there
instead of ``<site>/.alias-pages``); the next run's ``SiteMirror`` adopts them (``adopt_aliases``). A job not
closed cleanly forgets them with its queue and state (crawler/jobdir.py): its pages are all asked again.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from crawler.jobdir import JOB_ALIASES
from crawler.mirror import HTML_SUFFIX, RunAliases, sanitize_segment
from extract.atomic_files import atomic_write

ALIASES_FILE = "aliases.json"   # in a site's folder of JOB_ALIASES: {"answers": {url: answer}, "pages": {url: name}}

logger = logging.getLogger(__name__)


def job_alias_folder(job: Path, site: str) -> Path:
    """The folder of the job in ``job`` that keeps the open aliases of ``site`` and their raw pages.

    >>> job_alias_folder(Path("crawls/1"), "bo/news").as_posix()
    'crawls/1/tsheg.aliases/bo_news'
    """
    return job / JOB_ALIASES / sanitize_segment(site)


def load_aliases(folder: Path) -> RunAliases:
    """The aliases :func:`save_aliases` kept in ``folder``; none when it kept none or the file is not one
    (logged)."""
    path = folder / ALIASES_FILE
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return RunAliases({}, {})
    except (OSError, ValueError) as exc:
        logger.warning("%s: cannot be read (%s): the aliases of the job's earlier runs are not carried on", path, exc)
        return RunAliases({}, {})
    answers = kept.get("answers") if isinstance(kept, dict) else None
    pages = kept.get("pages") if isinstance(kept, dict) else None
    if not isinstance(answers, dict) or not isinstance(pages, dict):
        logger.warning("%s: not a record of aliases: the aliases of the job's earlier runs are not carried on", path)
        return RunAliases({}, {})
    return RunAliases({url: answer for url, answer in answers.items() if isinstance(answer, dict)},
                      {url: name for url, name in pages.items() if isinstance(name, str) and url in answers})


def save_aliases(folder: Path, aliases: RunAliases) -> None:
    """Keep ``aliases`` in ``folder`` for the job's next run (written whole and renamed into place), and delete the
    raw pages there that none of them names any more."""
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write(folder / ALIASES_FILE, json.dumps({"answers": aliases.answers, "pages": aliases.pages},
                                                   ensure_ascii=False).encode("utf-8"))
    named = set(aliases.pages.values())
    for page in folder.glob(f"*{HTML_SUFFIX}"):
        if page.name not in named:
            page.unlink(missing_ok=True)
