"""The crawl's downloader: a crawl asked to stop stops asking (requests still waiting for their site's delay go back
to the queue), and a site's ``concurrency`` holds on a loaded machine.

Scrapy's graceful stop (the first Ctrl-C, or SIGTERM) lets the downloader finish
every request it holds, and it holds more than the transfers under way: each
download slot queues requests behind its ``download_delay`` (up to
``CONCURRENT_REQUESTS`` of them in all). Those were fetched one by one at the
site's pace before the crawl could end. Measured on the dev crawl site at
``download_delay: 10``: a Ctrl-C, then ten more pages over more than a
minute; at a polite ``download_delay: 60`` a pause took a quarter of an hour,
and users pressed Ctrl-C again, which kills the crawl unclean.

:class:`PromptStopDownloader` (``DOWNLOADER`` in crawler/settings.py) hands
those waiting requests back instead, within ``STOP_CHECK_INTERVAL`` of the
stop: each goes back to the scheduler the way a redirect does (a downloader
that answers a request with a request has it scheduled, Scrapy's downloader
middleware contract), so a crawl with ``-s JOBDIR=DIR`` writes it to the job's
queue and asks it in the next run; without a job it ends with the crawl, like
every request still queued. The handed-back copy passes the duplicate filter
(``dont_filter``: the request was scheduled once already) and, when it is
fetched, filters again (``HANDED_BACK_META``): a redirect inherits
``dont_filter``, and ``/old/1`` redirecting to a page the crawl has fetched
would fetch it twice. The frontier (crawler/frontier.py) asks each URL once.
Transfers under way finish as before. Requests that are no spider's (``callback=NO_CALLBACK``:
robots.txt fetched for the rules, which something awaits directly) are left to
be downloaded. Counted as ``tsheg/stop/handed_back``, logged once.

A site's ``concurrency`` holds however loaded the machine is (:class:`SlotConcurrencyDownloader`). Scrapy's
downloader (2.19, scrapy/core/downloader/__init__.py: ``_process_queue``, lines 285-307) starts each download of a
slot as a task (``_schedule_coro``, an asyncio task under the asyncio reactor) and the download joins the slot's
``transferring`` set, which ``free_transfer_slots()`` counts, only when that task first runs (``_download``, line
315), after ``_process_queue`` has returned. Its check of the slot's concurrency is racy: at delay 0 the ``while``
loop sends every queued request at once (hence the spider's ``ZERO_DELAY_SLOT_DELAY``), and with a delay it calls
itself after each dispatch "to prevent burst", which sends the next request at once when the delay has already
passed by then: a process that lost the CPU for more than the millisecond of a delay-0 site between the two clock
readings (a loaded CI machine) had two or more requests in flight at ``concurrency: 1``. Here a download counts as
transferring from the moment it is dispatched (``_wait_for_download``, called by ``_process_queue`` to make the
task's coroutine, adds it to the set; ``_download`` adds it again, a set, and removes it when the transfer ends).

Scrapy's protected names this module depends on (:data:`SCRAPY_PROTECTED_CALLS`), for want of public ones: Scrapy
2.13 to 2.19 document the ``DOWNLOADER`` setting (the class to use) and nothing of ``Downloader`` itself; no signal
is sent when a stop is asked (``crawler.crawling`` turns false), and ``request_reached_downloader`` is sent before
a request joins its slot's queue. So :class:`PromptStopDownloader` overrides and calls ``_process_queue(slot)``, the
one step every request of a slot goes through (``_enqueue_request`` calls it when a request joins the queue, ``_latercall`` when the
slot's delay is over, ``_download`` when a transfer ends): a request that joins after the stop is handed back
there, and the watch for a stop starts when a slot first waits for its delay. The slot's own fields it reads and
changes, ``queue`` (of ``(request, deferred)`` pairs), ``latercall`` (the pending call at the delay's end, or
None) and ``close()`` (which cancels it), are public names of Scrapy's ``Slot`` (:data:`SCRAPY_SLOT_FIELDS`).
tests/test_scrapy_public_api.py fails, naming the name and this module, when a Scrapy upgrade removes one, changes
the arguments ``_process_queue`` takes, or stops calling it from the downloader's other steps (the override would
then go unused, silently: a stop waiting for every slot's delay again); likewise ``_wait_for_download(slot, request,
queue_dfd)``, which ``_process_queue`` calls for each dispatch, and the slot's ``transferring`` set (a Scrapy that
stopped calling it would have the concurrency racy again).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Coroutine
from typing import Any

from scrapy.core.downloader import Downloader, Slot
from scrapy.crawler import Crawler
from scrapy.http import Request
from scrapy.http.request import NO_CALLBACK
from scrapy.utils.asyncio import create_looping_call
from twisted.internet.defer import Deferred

HANDED_BACK_META = "tsheg_handed_back"  # on a handed-back copy until it is fetched
STOP_CHECK_INTERVAL = 0.5  # seconds: how soon after a stop the requests waiting in slots are handed back
# Scrapy's Downloader's protected methods this module overrides and calls (see the module docstring) -> the arguments
# passed after self; the fields of Scrapy's Slot it reads and changes. tests/test_scrapy_public_api.py checks each.
SCRAPY_PROTECTED_CALLS: dict[str, tuple[str, ...]] = {"_process_queue": ("slot",),
                                                      "_wait_for_download": ("slot", "request", "queue_dfd")}
SCRAPY_OVERRIDDEN_PROTECTED = ("_process_queue", "_wait_for_download")
SCRAPY_SLOT_FIELDS = ("queue", "latercall", "close", "transferring")

logger = logging.getLogger(__name__)


class SlotConcurrencyDownloader(Downloader):
    """Scrapy's downloader, but a download counts against its slot's concurrency from its dispatch on (see the module
    docstring), so that a slot never has more transfers under way than its ``concurrency``."""

    def _wait_for_download(self, slot: Slot, request: Request, queue_dfd: Deferred) -> Coroutine[Any, Any, None]:
        slot.transferring.add(request)   # before the task that downloads it runs: the next check already counts it
        return super()._wait_for_download(slot, request, queue_dfd)


class PromptStopDownloader(SlotConcurrencyDownloader):
    """Scrapy's downloader, but a stopping crawl hands back what waits for a slot (see the module docstring)."""

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self._stop_watch = None   # the looping call that looks for a stop, while some slot waits
        self._handed_back = 0

    def fetch(self, request: Request) -> Deferred:
        if request.meta.pop(HANDED_BACK_META, False):
            request.dont_filter = False   # its redirects go through the duplicate filter again
        return super().fetch(request)

    def _process_queue(self, slot: Slot) -> None:
        if not self.crawler.crawling:
            self._hand_back(slot)
        super()._process_queue(slot)
        if slot.latercall and self._stop_watch is None:
            self._stop_watch = create_looping_call(self._check_stop)
            self._stop_watch.start(STOP_CHECK_INTERVAL, now=False)

    def _check_stop(self) -> None:
        """While the crawl runs: nothing. Once it stops: hand back what waits in every slot, then rest."""
        if self.crawler.crawling:
            return
        self._end_stop_watch()
        for slot in list(self.slots.values()):
            if slot.queue:
                slot.close()   # its delay's timer: the requests left are asked now
                self._hand_back(slot)
                super()._process_queue(slot)

    def _hand_back(self, slot: Slot) -> None:
        """Answer every queued spider request of ``slot`` with a copy of itself, which the engine schedules."""
        waiting: deque = deque()
        while slot.queue:
            request, queued = slot.queue.popleft()
            if request.callback is NO_CALLBACK:
                waiting.append((request, queued))
                continue
            if not self._handed_back:
                logger.info("stopping: requests waiting for their site's delay go back to the queue%s",
                            " (the job keeps them for the next run)" if self.settings.get("JOBDIR") else "")
            self._handed_back += 1
            self.crawler.stats.inc_value("tsheg/stop/handed_back")
            queued.callback(again(request))
        slot.queue = waiting

    def _end_stop_watch(self) -> None:
        if self._stop_watch is not None:
            if self._stop_watch.running:
                self._stop_watch.stop()
            self._stop_watch = None

    def close(self) -> None:
        self._end_stop_watch()
        super().close()


def again(request: Request) -> Request:
    """The copy of a handed-back request that the scheduler takes although it has seen it.

    >>> copy = again(Request("http://example.org/ka", priority=-2, meta={"depth": 2}))
    >>> copy.dont_filter, copy.priority, copy.meta["depth"], copy.meta[HANDED_BACK_META]
    (True, -2, 2, True)
    """
    return request.replace(dont_filter=True, meta={**request.meta, HANDED_BACK_META: True})
