"""How long a server asks a client to stay away: the ``Retry-After`` of a 429 or 503 response.

RFC 9110 §10.2.3: ``Retry-After = HTTP-date / delay-seconds``; a 503 (§15.6.4)
or a 429 (RFC 6585 §4) may carry it. A date is read against the response's own
``Date`` header when it has one (the server's clock, so a skewed local clock
does not stretch or cut the wait), else against the local clock.
"""

from __future__ import annotations

import datetime
import email.utils
import re

from scrapy.http import Response

# Statuses whose Retry-After pauses the site: 429 Too Many Requests (RFC 6585 §4), 503 Service
# Unavailable (RFC 9110 §15.6.4). A 3xx may carry one too, but its target is fetched at once, as browsers do.
PAUSE_STATUSES = frozenset({429, 503})
MAX_PAUSE = 300.0         # seconds: the longest a Retry-After holds a site (a longer one is cut to this;
#                           Heritrix's cap on a robots.txt Crawl-delay)
RATE_LIMIT_PAUSE = 10.0   # seconds a 429 without Retry-After holds its site (a chosen, polite guess)

# RFC 9110 §10.2.3 delay-seconds: 1*DIGIT (some servers send a fraction; it is read too).
DELAY_SECONDS_RE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*")


def retry_after_seconds(value: str, date: str | None = None) -> float | None:
    """Seconds to wait from the ``Retry-After`` header ``value`` (never negative), None when unreadable.

    >>> retry_after_seconds("120"), retry_after_seconds(" 0 ")
    (120.0, 0.0)
    >>> retry_after_seconds("Wed, 21 Oct 2015 07:28:00 GMT", date="Wed, 21 Oct 2015 07:27:30 GMT")
    30.0
    >>> retry_after_seconds("soon") is None, retry_after_seconds("-5") is None
    (True, True)
    """
    seconds = DELAY_SECONDS_RE.fullmatch(value)
    if seconds is not None:
        return float(seconds.group(1))
    when = _http_date(value)
    if when is None:
        return None
    now = (_http_date(date) if date else None) or datetime.datetime.now(datetime.UTC)
    return max(0.0, (when - now).total_seconds())


def _http_date(value: str) -> datetime.datetime | None:
    """An HTTP-date (IMF-fixdate, or the obsolete RFC 850 and asctime forms) as an aware UTC datetime."""
    try:
        when = email.utils.parsedate_to_datetime(value.strip())
    except (TypeError, ValueError, IndexError):
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=datetime.UTC)


def pause_asked(response: Response) -> float | None:
    """Seconds a 429 or 503 response asks its site to be left alone (capped at MAX_PAUSE), else None.

    A 503 without a readable Retry-After asks nothing (Scrapy's one retry stays as it is); a 429 without
    one gets RATE_LIMIT_PAUSE.
    """
    if response.status not in PAUSE_STATUSES:
        return None
    value = response.headers.get("Retry-After")
    date = response.headers.get("Date")
    seconds = retry_after_seconds(value.decode("latin-1"), date.decode("latin-1") if date else None) \
        if value else None
    if seconds is None:
        return RATE_LIMIT_PAUSE if response.status == 429 else None
    return min(seconds, MAX_PAUSE)
