"""The URL schemes the project fetches: ``http`` and ``https`` (RFC 9110 §4.2), nothing else.

One constant for every reader that asks "may this URL be fetched?": the configuration's start URLs and allowed
domains, the links a page gives, the redirects followed (the crawl's and ``tsheg extract``'s), the sitemaps
read. It lives here, in ``extract/`` (no Scrapy imports), so that the page commands and the crawler share it.

>>> "https" in WEB_SCHEMES, "ftp" in WEB_SCHEMES
(True, False)
>>> default_port("https"), default_port("http")
(443, 80)
"""

from __future__ import annotations

# RFC 9110 §4.2.1-4.2.2: the http and https URI schemes, lower case as urlsplit gives a scheme
WEB_SCHEMES = frozenset({"http", "https"})
# RFC 9110 §4.2.1-4.2.2: the port a URL of each scheme leaves out (an origin written with it is the same origin)
DEFAULT_PORTS = {"http": 80, "https": 443}


def default_port(scheme: str) -> int:
    """The port a URL of ``scheme`` leaves out: 443 for ``https``, 80 for ``http`` (and for any other scheme, which the
    readers of this module refuse or treat as ``http``)."""
    return DEFAULT_PORTS.get(scheme, DEFAULT_PORTS["http"])
