"""Project commands of ``scrapy`` (COMMANDS_MODULE): ``crawl`` checks the configuration first."""
