"""Scrapy settings of the tsheg crawler (``scrapy crawl tibetan_sites``).

Per-site politeness (delay, concurrency, robots.txt) comes from the YAML
configuration (crawler/config.py): the spider turns it into ``DOWNLOAD_SLOTS``
(one slot per site, or per host its sites share) and AutoThrottle before the first request. What is here is
the part that does not depend on the sites.
"""

BOT_NAME = "tsheg"
SPIDER_MODULES = ["crawler.spiders"]
NEWSPIDER_MODULE = "crawler.spiders"
# `scrapy crawl` of this project validates the YAML configuration before Scrapy starts
# (one clear line and exit status 2 on a mistake); see crawler/scrapy_commands/crawl.py.
COMMANDS_MODULE = "crawler.scrapy_commands"

# Say who you are: set a contact (e-mail or page) before crawling the open web,
# e.g. `scrapy crawl tibetan_sites -s USER_AGENT="tsheg/0.1 (+mailto:you@example.org)"`.
USER_AGENT = "tsheg/0.1 (focused Tibetan/Uyghur crawler; contact: CHANGE-ME@example.org)"
ROBOTSTXT_OBEY = True

# Breadth-first: requests carry priority -depth and the queues are FIFO. Depth is kept by the
# spider's frontier (crawler/frontier.py: best value over all paths, a redirect keeps it), so
# Scrapy's DepthMiddleware, which would overwrite it, is off; the limit is per site.
DEPTH_LIMIT = 0
SPIDER_MIDDLEWARES = {"scrapy.spidermiddlewares.depth.DepthMiddleware": None}
SCHEDULER_DISK_QUEUE = "scrapy.squeues.PickleFifoDiskQueue"
SCHEDULER_MEMORY_QUEUE = "scrapy.squeues.FifoMemoryQueue"
# Start URLs pass the duplicate filter, the requests their redirects make do not (crawler/dupefilter.py).
DUPEFILTER_CLASS = "crawler.dupefilter.StartUrlDupeFilter"
# A sitemap's request is no duplicate of the page of the same URL (an HTML site map robots.txt names and a page links).
REQUEST_FINGERPRINTER_CLASS = "crawler.dupefilter.CrawlFileFingerprinter"

# Politeness defaults for the open web; the configuration sets per-site slots on top.
CONCURRENT_REQUESTS = 16
CONCURRENT_REQUESTS_PER_DOMAIN = 2
DOWNLOAD_DELAY = 1.0
AUTOTHROTTLE_ENABLED = True          # switched off by the spider when every site has download_delay 0
AUTOTHROTTLE_START_DELAY = 2.0
AUTOTHROTTLE_MAX_DELAY = 30.0
AUTOTHROTTLE_TARGET_CONCURRENCY = 1.0
DOWNLOAD_TIMEOUT = 30
DOWNLOAD_MAXSIZE = 8 * 1024 * 1024   # bytes: larger bodies are not web pages worth mirroring
DOWNLOAD_WARNSIZE = 2 * 1024 * 1024
RETRY_TIMES = 1
# A request that failed again after its retry is the web's doing (a timeout, a refused connection): the spider
# counts it by cause with one INFO line, and an unreachable robots.txt is logged by crawler/robots.py. Scrapy
# logged each "Gave up retrying" as an ERROR besides.
RETRY_GIVE_UP_LOG_LEVEL = "INFO"
REDIRECT_MAX_TIMES = 10
# Percent-encoded Tibetan and Uyghur paths are long (9 bytes a letter); Scrapy's default 2083 drops them.
URLLENGTH_LIMIT = 8192

# Response heads with a header line over Twisted's 16 KB (a long Set-Cookie or Link) are read, up to 256 KB for the
# whole head as Chromium reads them; a longer head counts as header_too_long (crawler/http_handler.py).
DOWNLOAD_HANDLERS = {"http": "crawler.http_handler.LongHeaderDownloadHandler",
                     "https": "crawler.http_handler.LongHeaderDownloadHandler"}

# A stopping crawl (Ctrl-C, SIGTERM) hands the requests still waiting for their site's delay back to the
# queue (kept by a JOBDIR) instead of fetching them at the site's pace first (crawler/downloader.py).
DOWNLOADER = "crawler.downloader.PromptStopDownloader"

# Host names resolved to IPv6 addresses too, and IPv6 literals (http://[2001:db8::1]/) reached: Scrapy's default
# CachingThreadedResolver is IPv4-only (gethostbyname), so a site at an IPv6 address failed every request with
# CannotResolveHostError. This resolver (getaddrinfo, cached as the default one) sets no DNS_TIMEOUT of its own;
# a lookup that hangs ends with its request's DOWNLOAD_TIMEOUT.
TWISTED_DNS_RESOLVER = "scrapy.resolver.CachingHostnameResolver"   # (DNS_RESOLVER before Scrapy 2.19)

HTTPCACHE_ENABLED = False
# Cookies kept, as by Scrapy's and Heritrix's defaults: a site that hands a cookieless client a session ID in
# every URL, or checks for its cookie with a redirect (crawler/cookie_check.py), then serves its pages plainly.
COOKIES_ENABLED = True
# No console into the crawling process: a crawler that reads hostile pages runs no code server (Scrapy's
# telnet console; Scrapy 2.19's remote control, which also writes its token into the user's state folder,
# outside the mirror, and leaves it there when a crawl is killed).
TELNETCONSOLE_ENABLED = False
REMOTE_CONTROL_ENABLED = False

DOWNLOADER_MIDDLEWARES = {
    # First: a request outside its site's scope (a redirect to another host) is dropped before anything is
    # asked of that host, its robots.txt included.
    "crawler.middlewares.ScopeMiddleware": 50,
    # Scrapy's robots.txt middleware lets through every request but the first that waits for a host's
    # robots.txt (several start URLs on a host, a resumed JOBDIR crawl): ours checks them all.
    "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
    "crawler.robots.RobotsTxtMiddleware": 100,
    # Scrapy's HttpCompression, but a body its Content-Encoding does not decode is one failure, counted as
    # decompression with its URL logged once per host, not by the decoder's class name (crawler/decompression.py).
    "scrapy.downloadermiddlewares.httpcompression.HttpCompressionMiddleware": None,
    "crawler.decompression.DecompressionMiddleware": 590,
    # Between HttpCompression (590, so bodies are decompressed) and the redirect middleware
    # (600): sees every final 2xx response of a site page; robots.txt and non-HTML pass.
    "crawler.middlewares.RecognitionMiddleware": 585,
    # Between the redirect (600) and cookies (700) middlewares: a redirect that sets a cookie and leads back
    # into its own chain is asked again once, with the cookie (Scrapy's duplicate filter would drop it).
    "crawler.cookie_check.CookieCheckMiddleware": 650,
    # Between the Location rewrite (660) and the cookie check (650): a redirect that is followed, whose body does
    # not decode, is counted once as an error status's is (the decompression middleware, 590, never sees it).
    "crawler.decompression.RedirectBodyMiddleware": 655,
    # Between the cookie check (650) and the redirect middleware (600): a redirect loop, a chain past
    # REDIRECT_MAX_TIMES and a redirect to mailto:/tel: are dropped with their reason and counted in the summary.
    "crawler.redirects.RedirectCheckMiddleware": 620,
    # In front of every reader of a redirect's Location (the cookie check, the redirect check, Scrapy's redirect
    # middleware): a Location written with backslashes is read as browsers read it (\\other.example\p is another
    # host, WHATWG URL Standard §4.4), not as a path of the site (crawler/redirects.py).
    "crawler.redirects.BrowserLocationMiddleware": 660,
    # Scrapy's meta refresh middleware, but the refresh's URL read as browsers read it, backslashes as slashes
    # (crawler/refresh.py).
    "scrapy.downloadermiddlewares.redirect.MetaRefreshMiddleware": None,
    "crawler.refresh.BrowserMetaRefreshMiddleware": 580,
    # Scrapy's cookie middleware, but the public suffixes it checks a cookie's Domain against come from the list
    # bundled with tldextract: Scrapy's fetched it from publicsuffix.org and cached it in ~/.cache (crawler/cookies.py).
    "scrapy.downloadermiddlewares.cookies.CookiesMiddleware": None,
    "crawler.cookies.CookiesMiddleware": 700,
    # Scrapy's downloader stats, but robots.txt and sitemaps counted apart, and the copy of robots.txt the spider
    # reads for its Sitemap: lines not counted again: the summary's kinds of response add up
    # (crawler/response_stats.py).
    "scrapy.downloadermiddlewares.stats.DownloaderStats": None,
    "crawler.response_stats.ResponseStats": 850,
}
EXTENSIONS = {
    # Each site's download_delay and its robots.txt Crawl-delay are floors of its slot's delay
    # (AutoThrottle, at 0, lowers every slot to the smallest site delay; Scrapy ignores Crawl-delay).
    "crawler.politeness.SiteDelayFloor": 10,
    # With a JOBDIR: a job whose last run was not closed cleanly (killed, Ctrl-C twice) starts again from its
    # start URLs instead of resuming a queue and state that disagree (crawler/jobdir.py).
    "crawler.jobdir.JobGuard": 20,
}
ITEM_PIPELINES = {
    "crawler.pipelines.DecodePipeline": 100,
    "crawler.pipelines.ExtractPipeline": 200,
    "crawler.pipelines.MirrorPipeline": 300,
}

TWISTED_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"
FEED_EXPORT_ENCODING = "utf-8"
# `scrapy crawl tibetan_sites -O pages.jsonl`: one record per stored page (aliases included) with its main
# text, the recogniser's verdict and the manifest record (path, sha256, kept / alias_of); not the raw body.
FEED_EXPORT_FIELDS = ["site", "url", "final_url", "status", "fetched_at", "depth", "title", "text", "kind",
                      "text_language", "recognition", "encoding", "encoding_source", "conversions",
                      "encoding_note", "extractor", "record"]
LOG_LEVEL = "INFO"
