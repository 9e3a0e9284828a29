"""The URL schemes the project fetches: ``http`` and ``https`` (RFC 9110 §4.2), nothing else.

One constant for every reader that asks "may this URL be fetched?": the configuration's start URLs and allowed
domains, the links a page gives, the redirects followed (the crawl's and ``tsheg extract``'s), the sitemaps
read. It lives here, in ``extract/`` (no Scrapy imports), so that the page commands and the crawler share it.

>>> "https" in WEB_SCHEMES, "ftp" in WEB_SCHEMES
(True, False)
"""

from __future__ import annotations

# RFC 9110 §4.2.1-4.2.2: the http and https URI schemes, lower case as urlsplit gives a scheme
WEB_SCHEMES = frozenset({"http", "https"})
