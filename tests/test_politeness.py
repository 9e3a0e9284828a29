"""What a refusal asks of the crawl: the pause a 429 or 503 response sets for its site."""

from __future__ import annotations

import pytest
from scrapy.http import Response

from crawler.retry_after import MAX_PAUSE, RATE_LIMIT_PAUSE, pause_asked
from crawler.retry_after import retry_after_seconds


@pytest.mark.parametrize(("status", "headers", "pause"), [
    (503, {"Retry-After": "120"}, 120.0),
    (429, {"Retry-After": "7"}, 7.0),
    (429, {}, RATE_LIMIT_PAUSE),                                 # rate limited, no hint: a polite guess
    (429, {"Retry-After": "whenever"}, RATE_LIMIT_PAUSE),
    (503, {}, None),                                             # down, no hint: Scrapy's one retry as before
    (503, {"Retry-After": "86400"}, MAX_PAUSE),                  # a day is cut to the cap
    (503, {"Retry-After": "0"}, 0.0),
    (503, {"Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT", "Date": "Sun, 06 Nov 1994 08:49:07 GMT"}, 30.0),
    (200, {"Retry-After": "5"}, None),                           # only refusals pause
    (301, {"Retry-After": "5", "Location": "/"}, None),
])
def test_the_pause_a_response_asks_for(status: int, headers: dict[str, str], pause: float | None) -> None:
    assert pause_asked(Response("http://127.0.0.1/p", status=status, headers=headers)) == pause


@pytest.mark.parametrize(("value", "date", "seconds"), [
    ("30", None, 30.0),
    ("1.5", None, 1.5),
    ("-3", None, None),
    ("", None, None),
    ("Sunday, 06-Nov-94 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:00 GMT", 37.0),     # RFC 850 form
    ("Sun Nov  6 08:49:37 1994", "Sun, 06 Nov 1994 08:49:00 GMT", 37.0),          # asctime form
    ("Sun, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 09:00:00 GMT", 0.0),      # already past
    ("Sun, 06 Nov 1994 08:49:37 GMT", None, 0.0),                                  # past against our clock
])
def test_retry_after_values(value: str, date: str | None, seconds: float | None) -> None:
    assert retry_after_seconds(value, date) == seconds
