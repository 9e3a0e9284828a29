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
