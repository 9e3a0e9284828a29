"""``tsheg train-site``: learn a site's tag-path thresholds from sample pages (seed 003 §5).

Reads sample pages of one configured site (files, folders of ``.html`` /
``.htm`` files, or http(s) URLs), decodes each (``extract.decode_page``: the
same charset, legacy-font and Uyghur-form handling as the crawl), trains
:class:`extract.algorithms.tagpath.SiteThresholds` (per page eq. 6-8, the
minimum over the pages eq. 9-11) and writes them to
``<config file's folder>/trained/<site>.yaml``, where the crawler's
configuration loader finds them and passes them to the tag-path extractor::

    tsheg train-site --config config/sites.yaml --site tb-tibet-cn page1.html page2.html
"""

from __future__ import annotations

import argparse
import sys
import urllib.error
from pathlib import Path

from crawler.settings import USER_AGENT  # the crawl's own User-Agent (one place to set the contact)
from extract.cli import USAGE_ERROR_EXIT
from extract.commands.source import is_url, read_source
from extract.page_text import is_binary

# Page files a folder argument contributes.
PAGE_SUFFIXES = (".html", ".htm", ".xhtml")
# Largest sample page read (bytes); a bigger body is refused, not truncated.
MAX_PAGE_BYTES = 50 * 1024 * 1024


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, type=Path,
                        help="crawl configuration (YAML) naming the site, e.g. config/sites.yaml")
    parser.add_argument("--site", required=True, help="name of the site in the configuration")
    parser.add_argument("pages", nargs="+", metavar="PATH_OR_URL",
                        help="sample pages of the site: files, folders of .html files, or http(s) URLs")


def run(args: argparse.Namespace) -> int:
    from crawler.config import TRAINED_DIR, ConfigError, load_config
    from extract.algorithms.tagpath import SiteThresholds

    try:
        config = load_config(args.config, trained=False)   # (the site's trained file is written anew)
    except ConfigError as exc:
        print(f"tsheg: configuration error: {exc}", file=sys.stderr)
        return USAGE_ERROR_EXIT
    names = [site.name for site in config.sites]
    if args.site not in names:
        print(f"tsheg: site {args.site!r} is not in {args.config} (sites: {', '.join(names)})", file=sys.stderr)
        return 2
    doms = []
    for source in _sources(args.pages):
        try:
            body, headers = _read(source)
            dom = _dom(body, headers, config.tables_dir)
        except (OSError, ValueError, urllib.error.URLError) as exc:
            print(f"tsheg: skipped {source}: {exc}", file=sys.stderr)
            continue
        if not len(dom) or not dom.tree_text[0]:
            print(f"tsheg: skipped {source}: no visible text", file=sys.stderr)
            continue
        doms.append(dom)
    if not doms:
        print("tsheg: no sample page could be read; nothing trained", file=sys.stderr)
        return 1
    thresholds = SiteThresholds.train(doms)
    if not thresholds.pages:
        print("tsheg: the sample pages hold no text; nothing trained", file=sys.stderr)
        return 1
    target = Path(args.config).parent / TRAINED_DIR / f"{args.site}.yaml"
    try:
        thresholds.save(target)
    except OSError as exc:
        print(f"tsheg: cannot write the trained thresholds to {target}: {_reason(exc)}; nothing trained",
              file=sys.stderr)
        return USAGE_ERROR_EXIT
    print(f"trained {args.site} on {thresholds.pages} page(s): "
          f"LENGTH_THRESHOLD={thresholds.LENGTH_THRESHOLD:g} CN_THRESHOLD={thresholds.CN_THRESHOLD:g} "
          f"FREQUENCY_THRESHOLD={thresholds.FREQUENCY_THRESHOLD:g} -> {target}")
    return 0


def _reason(exc: OSError) -> str:
    """Why the trained file could not be written, naming the path the system refused (a folder on the way,
    perhaps): a file where a folder must be (FileExistsError of mkdir, NotADirectoryError) is said so."""
    if isinstance(exc, FileExistsError | NotADirectoryError) and exc.filename:
        return f"{exc.filename} is a file, not a folder"
    where = f" ({exc.filename})" if exc.filename else ""
    return f"{exc.strerror or exc}{where}"


def _sources(arguments: list[str]) -> list[str]:
    """URLs as given; folders expanded to their page files (sorted); files as given."""
    out: list[str] = []
    for arg in arguments:
        path = Path(arg)
        if not is_url(arg) and path.is_dir():
            out.extend(str(p) for p in sorted(path.rglob("*")) if p.suffix.lower() in PAGE_SUFFIXES and p.is_file())
        else:
            out.append(arg)
    return out


def _read(source: str) -> tuple[bytes, dict[str, str]]:
    """The body and headers of a sample page (file or URL)."""
    if is_url(source):
        body, headers = read_source(source, user_agent=USER_AGENT)   # decompressed, Content-Type kept
    else:
        path = Path(source)
        if path.stat().st_size > MAX_PAGE_BYTES:
            raise ValueError(f"larger than {MAX_PAGE_BYTES} bytes")
        body, headers = path.read_bytes(), {}
    if len(body) > MAX_PAGE_BYTES:
        raise ValueError(f"larger than {MAX_PAGE_BYTES} bytes")
    if is_binary(body):
        raise ValueError("binary content, not an HTML page")
    return body, headers


def _dom(body: bytes, headers: dict[str, str], tables_dir: Path | None):
    """The page's :class:`extract.dom.Dom`, decoded like a crawled page."""
    from extract.decode import decode_page
    from extract.dom import build_dom

    return build_dom(decode_page(body, headers, tables_dir=tables_dir).root)
