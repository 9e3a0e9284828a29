"""``tsheg train-site``: learn a site's tag-path thresholds from sample pages (seed 003 §5).

Reads sample pages of one configured site (files, folders of ``.html`` /
``.htm`` / ``.xhtml`` files, each perhaps gzip-compressed, or http(s) URLs: read
as ``tsheg extract`` reads them), decodes each (``extract.decode_page``: the
same charset, legacy-font and Uyghur-form handling as the crawl, the site's
``encoding`` hint included), trains
:class:`extract.algorithms.tagpath.SiteThresholds` (per page eq. 6-8, the
minimum over the pages eq. 9-11) and writes them to
``<config file's folder>/trained/<site>.yaml``, where the crawler's
configuration loader finds them and passes them to the tag-path extractor (only ``tagpath`` reads them:
for a site with another ``extractor``, ``auto`` by default, the command says so)::

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
SKIPPED_SHOWN = 10  # sample pages (and left-out files of a folder) named one by one; the rest are counted


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, type=Path,
                        help="crawl configuration (YAML) naming the site, e.g. config/sites.yaml")
    parser.add_argument("--site", required=True, help="name of the site in the configuration")
    parser.add_argument("pages", nargs="+", metavar="PATH_OR_URL",
                        help="sample pages of the site: files, folders of .html/.htm/.xhtml files (perhaps .gz), "
                             "or http(s) URLs")


def run(args: argparse.Namespace) -> int:
    from crawler.config import TRAINED_DIR, TRAINED_EXTRACTOR, ConfigError, load_config
    from extract.algorithms.tagpath import SiteThresholds

    try:
        config = load_config(args.config, trained=False)   # (the site's trained file is written anew)
    except ConfigError as exc:
        print(f"tsheg: configuration error: {exc}", file=sys.stderr)
        return USAGE_ERROR_EXIT
    names = [site.name for site in config.sites]
    if args.site not in names:
        print(f"tsheg: site {args.site!r} is not in {args.config} (sites: {', '.join(names)})", file=sys.stderr)
        return USAGE_ERROR_EXIT
    site = next(site for site in config.sites if site.name == args.site)
    doms = sample_doms(args.pages, site.encoding, config.tables_dir)
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
    if site.extractor != TRAINED_EXTRACTOR:
        print(f"note: site {site.name!r} extracts with {site.extractor!r}, which ignores these thresholds: only the "
              f"{TRAINED_EXTRACTOR} extractor reads them; to use them, set 'extractor: {TRAINED_EXTRACTOR}' under "
              f"the site in {args.config}")
    return 0


def _reason(exc: OSError) -> str:
    """Why the trained file could not be written, naming the path the system refused (a folder on the way,
    perhaps): a file where a folder must be (FileExistsError of mkdir, NotADirectoryError) is said so."""
    if isinstance(exc, FileExistsError | NotADirectoryError) and exc.filename:
        return f"{exc.filename} is a file, not a folder"
    where = f" ({exc.filename})" if exc.filename else ""
    return f"{exc.strerror or exc}{where}"


def sample_doms(arguments: list[str], encoding: str | None, tables_dir: Path | None) -> list:
    """The DOMs of the sample pages the arguments name, decoded as the crawl decodes the site's pages (its
    ``encoding`` hint included). Each page left out is named on stderr with the reason, the first
    :data:`SKIPPED_SHOWN` of them, then their count."""
    sources, left_out = _sources(arguments)
    for folder, files in left_out:
        shown = ", ".join(str(p.relative_to(folder)) for p in files[:SKIPPED_SHOWN])
        more = f" and {len(files) - SKIPPED_SHOWN} more" if len(files) > SKIPPED_SHOWN else ""
        print(f"tsheg: {folder}: left out {len(files)} file(s) whose name ends in none of "
              f"{', '.join(PAGE_SUFFIXES)} (or these .gz): {shown}{more}", file=sys.stderr)
    doms, skipped = [], 0
    for source in sources:
        try:
            dom = _dom(*_read(source), encoding, tables_dir)
            reason = None if len(dom) and dom.tree_text[0] else "no visible text"
        except (OSError, ValueError, urllib.error.URLError) as exc:
            reason = str(exc)
        if reason is None:
            doms.append(dom)
            continue
        skipped += 1
        if skipped <= SKIPPED_SHOWN:
            print(f"tsheg: skipped {source}: {reason}", file=sys.stderr)
    if skipped > SKIPPED_SHOWN:
        print(f"tsheg: skipped {skipped - SKIPPED_SHOWN} more sample page(s)", file=sys.stderr)
    return doms


def is_page_file(path: Path) -> bool:
    """Whether a file in a folder argument is a sample page: an HTML name, or one gzip-compressed.

    >>> is_page_file(Path("a/t.HTML")), is_page_file(Path("t.html.gz")), is_page_file(Path("t.gz"))
    (True, True, False)
    """
    name = path.name.lower()
    return name.endswith(PAGE_SUFFIXES) or name.endswith(tuple(suffix + ".gz" for suffix in PAGE_SUFFIXES))


def _sources(arguments: list[str]) -> tuple[list[str], list[tuple[str, list[Path]]]]:
    """URLs as given; folders expanded to their page files (sorted); files as given. Also, per folder,
    the files it holds that are no page (sorted), left out."""
    out: list[str] = []
    left_out: list[tuple[str, list[Path]]] = []
    for arg in arguments:
        path = Path(arg)
        if not is_url(arg) and path.is_dir():
            files = [p for p in sorted(path.rglob("*")) if p.is_file()]
            out.extend(str(p) for p in files if is_page_file(p))
            others = [p for p in files if not is_page_file(p)]
            if others:
                left_out.append((arg, others))
        else:
            out.append(arg)
    return out, left_out


def _read(source: str) -> tuple[bytes, dict[str, str]]:
    """The body and headers of a sample page (file or URL), read as ``tsheg extract`` reads it
    (:func:`extract.commands.source.read_source`: a gzip file decompressed, a URL's coding undone)."""
    if not is_url(source) and Path(source).stat().st_size > MAX_PAGE_BYTES:
        raise ValueError(f"larger than {MAX_PAGE_BYTES} bytes")
    body, headers = read_source(source, user_agent=USER_AGENT)
    if len(body) > MAX_PAGE_BYTES:
        raise ValueError(f"larger than {MAX_PAGE_BYTES} bytes")
    if is_binary(body):
        raise ValueError("binary content, not an HTML page")
    return body, headers


def _dom(body: bytes, headers: dict[str, str], encoding: str | None, tables_dir: Path | None):
    """The page's :class:`extract.dom.Dom`, decoded like a crawled page of the site: its ``encoding`` hint
    added when neither the headers nor a ``<meta>`` name a charset (:func:`crawler.pipelines.headers_with_hint`)."""
    from crawler.pipelines import headers_with_hint
    from extract.decode import decode_page
    from extract.dom import build_dom

    return build_dom(decode_page(body, headers_with_hint(headers, body, encoding), tables_dir=tables_dir).root)
