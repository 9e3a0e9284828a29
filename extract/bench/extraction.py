"""``tsheg bench extraction --dataset DIR [--algorithm NAME ...]``: accuracy and speed of the extractors.

Reads the layout of ``../shared/data/extraction-dev/`` (ScrapingHub
article-extraction-benchmark style): ``html/<id>.html.gz`` (the served bytes,
gzip-compressed) and ``ground-truth.json`` (``articleBody``, ``url``, ``lang``,
``variant``, ...). Every page goes through ``decode_page`` + ``extract_decoded``
with each chosen algorithm (default: ``auto`` and the five seeds; a seed whose
module cannot be imported is reported and skipped), and, when installed, through
the peers trafilatura, readability-lxml, resiliparse and jusText (jusText in its
language-independent mode: empty stoplist, stopword thresholds 0, as the
dataset's README ran it). Peers get the bytes as served and detect the
charset themselves.

Prints one table per group (all pages, each ``lang``, each ``variant``): the
ScrapingHub shingle P/R/F1 and exact share (:mod:`extract.metrics`), the
character P/R/F of seed 002 §4.1, CPU seconds, pages per CPU-second, errors and
empty outputs; the ``lxml parse`` row is a bare ``lxml.html`` parse of the same
pages, the speed floor. CPU time is ``time.process_time`` around each page in
the process that ran it; with ``--jobs N`` the workers' CPU times are summed,
so the figure stays CPU-seconds, not wall time.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from extract.algorithms import ALGORITHMS
from extract.bench.dataset import iter_pages, positive_int
from extract.metrics import LCS_EXACT_CELLS, PageScore, score_page, summarize

PEERS: tuple[str, ...] = ("trafilatura", "readability", "resiliparse", "justext")
LXML_FLOOR = "lxml parse"


@dataclass(frozen=True)
class Page:
    """One page of the dataset: served bytes and its ground truth record."""

    id: str
    body: bytes
    truth: str
    url: str | None
    lang: str
    variant: str
    page_type: str = ""  # the ground truth's page_type (article, forum, listing...), when it has one


@dataclass
class Outcome:
    """One extractor's texts and CPU seconds over the pages (by page id)."""

    name: str
    texts: dict[str, str] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    note: str = ""


def load_dataset(directory: Path, limit: int | None = None) -> list[Page]:
    """The pages of an extraction dataset directory (sorted by id; ``limit`` keeps the first N)."""
    return [Page(page_id, body, record.get("articleBody", ""), record.get("url"),
                 record.get("lang", ""), record.get("variant", ""), record.get("page_type", ""))
            for page_id, record, body in itertools.islice(iter_pages(directory), limit)]


# --- extractors: (body, url) -> text -------------------------------------------

def tsheg_extractor(algorithm: str, tables_dir: Path | None = None) -> Callable[[bytes, str | None], str]:
    """decode_page + extract_decoded with one of our algorithms."""
    from extract.decode import decode_page
    from extract.extraction import extract_decoded

    def run(body: bytes, url: str | None) -> str:
        return extract_decoded(decode_page(body, tables_dir=tables_dir), url=url, algorithm=algorithm).text

    return run


def _html_text(markup: str) -> str:
    """Block-separated text of an HTML fragment (readability's output) via our DOM."""
    import lxml.html

    from extract.dom import build_dom

    if not markup.strip():
        return ""
    dom = build_dom(lxml.html.document_fromstring(markup))
    return dom.render(range(len(dom)))


def peer_extractor(name: str) -> Callable[[bytes, str | None], str]:
    """A peer extractor; raises ImportError when it is not installed."""
    if name == "trafilatura":
        import trafilatura

        def run(body: bytes, url: str | None) -> str:
            return trafilatura.extract(body, url=url) or ""
    elif name == "readability":
        from readability import Document

        def run(body: bytes, url: str | None) -> str:
            return _html_text(Document(body, url=url).summary(html_partial=True))
    elif name == "resiliparse":
        from resiliparse.extract.html2text import extract_plain_text
        from resiliparse.parse.encoding import detect_encoding
        from resiliparse.parse.html import HTMLTree

        def run(body: bytes, url: str | None) -> str:
            return extract_plain_text(HTMLTree.parse_from_bytes(body, detect_encoding(body)), main_content=True)
    elif name == "justext":
        import justext

        def run(body: bytes, url: str | None) -> str:
            paragraphs = justext.justext(body, frozenset(), stopwords_low=0, stopwords_high=0)
            return "\n".join(p.text for p in paragraphs if not p.is_boilerplate)
    else:
        raise ValueError(f"unknown peer {name!r}")
    return run


def lxml_floor(body: bytes, url: str | None) -> str:
    """A bare ``lxml.html`` parse: the speed floor (no text)."""
    import lxml.etree
    import lxml.html

    try:
        lxml.html.document_fromstring(body)
    except (ValueError, lxml.etree.ParserError):
        pass
    return ""


def make_extractor(name: str, tables_dir: Path | None = None) -> Callable[[bytes, str | None], str]:
    """The extractor called ``name``: one of ours, a peer, or the lxml floor."""
    if name == LXML_FLOOR:
        return lxml_floor
    if name in PEERS:
        return peer_extractor(name)
    ALGORITHMS[name].load()  # type: ignore[attr-defined]  # import errors surface here, not per page
    return tsheg_extractor(name, tables_dir)


def run_extractor(name: str, pages: Iterable[Page], tables_dir: Path | None = None) -> Outcome:
    """Run one extractor over pages in this process, timing CPU seconds per page."""
    outcome = Outcome(name)
    extract = make_extractor(name, tables_dir)
    for page in pages:
        start = time.process_time()
        try:
            text = extract(page.body, page.url)
        except Exception as exc:  # noqa: BLE001 - one failing page is counted, not fatal
            text = ""
            outcome.errors[page.id] = f"{type(exc).__name__}: {exc}"[:200]
        outcome.seconds[page.id] = time.process_time() - start
        outcome.texts[page.id] = text
    return outcome


def run_parallel(name: str, pages: list[Page], jobs: int, tables_dir: Path | None = None) -> Outcome:
    """``run_extractor`` over ``jobs`` worker processes; CPU seconds are the workers' sums."""
    if jobs <= 1:
        return run_extractor(name, pages, tables_dir)
    chunks = [pages[i::jobs] for i in range(jobs)]
    outcome = Outcome(name)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(run_extractor, [name] * jobs, chunks, [tables_dir] * jobs):
            outcome.texts.update(part.texts)
            outcome.seconds.update(part.seconds)
            outcome.errors.update(part.errors)
    return outcome


# --- report -----------------------------------------------------------------------

GROUP_KEYS = ("lang", "variant", "type")  # the per-group tables after "all", in this order


def groups(pages: list[Page]) -> dict[str, list[Page]]:
    """all, lang=..., variant=..., type=... (pages with a page_type: forum, listing...) -> pages."""
    grouped: dict[str, list[Page]] = defaultdict(list)
    for page in pages:
        grouped["all"].append(page)
        grouped[f"lang={page.lang}"].append(page)
        grouped[f"variant={page.variant}"].append(page)
        if page.page_type:
            grouped[f"type={page.page_type}"].append(page)
    order = ["all"] + [k for key in GROUP_KEYS for k in sorted(grouped) if k.startswith(f"{key}=")]
    return {key: grouped[key] for key in order}


HEADER = ("extractor", "pages", "SH P", "SH R", "SH F1", "exact", "char P", "char R", "char F",
          "CPU s", "pages/CPU-s", "errors", "empty")


def table_rows(group: list[Page], outcomes: list[Outcome], scores: dict[str, dict[str, PageScore]],
               floor: Outcome | None, chars: bool = True) -> list[tuple[str, ...]]:
    """One row per extractor (and the lxml floor) for the pages of one group ("-": not measured)."""
    rows = []
    for outcome in outcomes:
        if outcome.note:
            continue
        summary = summarize(scores[outcome.name][p.id] for p in group)
        cpu = sum(outcome.seconds[p.id] for p in group)
        char_cells = ((f"{summary.char_p:.3f}", f"{summary.char_r:.3f}", f"{summary.char_f:.3f}")
                      if chars else ("-", "-", "-"))
        rows.append((outcome.name, str(len(group)), f"{summary.precision:.3f}", f"{summary.recall:.3f}",
                     f"{summary.f1:.3f}", f"{summary.exact:.3f}", *char_cells, f"{cpu:.2f}", f"{len(group) / cpu:.1f}" if cpu > 0 else "-",
                     str(sum(1 for p in group if p.id in outcome.errors)), str(summary.empty)))
    if floor is not None:
        cpu = sum(floor.seconds[p.id] for p in group)
        rows.append((LXML_FLOOR, str(len(group))) + ("-",) * 7 +
                    (f"{cpu:.2f}", f"{len(group) / cpu:.1f}" if cpu > 0 else "-", "-", "-"))
    return rows


def char_footnote(group: list[Page], scores: dict[str, dict[str, PageScore]]) -> str | None:
    """The table's footnote when a page's character scores rest on a lower bound of the LCS, else None."""
    estimated = {name: sum(1 for p in group if not by_page[p.id].char_exact) for name, by_page in scores.items()}
    estimated = {name: n for name, n in estimated.items() if n}
    if not estimated:
        return None
    counts = ", ".join(f"{name} {n}" for name, n in estimated.items())
    return (f"char P/R/F: pages whose texts exceed {LCS_EXACT_CELLS:.0e} character pairs are scored on an "
            f"anchored LCS, a lower bound (extract/metrics.py lcs_estimate): {counts} page(s)")


def print_table(title: str, rows: list[tuple[str, ...]], out=None) -> None:
    """A Markdown table (on stdout unless ``out`` is given)."""
    out = out or sys.stdout
    print(f"\n### {title}\n", file=out)
    print("| " + " | ".join(HEADER) + " |", file=out)
    print("|" + "---|" * len(HEADER), file=out)
    for row in rows:
        print("| " + " | ".join(row) + " |", file=out)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dataset", required=True, type=Path, help="folder with html/ and ground-truth.json")
    parser.add_argument("--algorithm", action="append", default=None, metavar="NAME",
                        choices=ALGORITHMS,   # (the registry itself: an algorithm registered later counts)
                        help="our algorithm to measure (repeatable; default: auto and the five seeds; "
                             f"one of {', '.join(ALGORITHMS)})")
    parser.add_argument("--peer", action="append", default=None, metavar="NAME", choices=PEERS,
                        help="peer to measure (repeatable; default: every installed peer)")
    parser.add_argument("--no-peers", action="store_true", help="measure our algorithms only")
    parser.add_argument("--no-chars", action="store_true", help="skip the character LCS scores (faster)")
    parser.add_argument("--limit", type=positive_int, default=None, help="first N pages only (by id)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (CPU seconds are summed)")
    parser.add_argument("--tables-dir", type=Path, default=None,
                        help="legacy Tibetan font tables (default: TSHEG_TABLES_DIR or the installed ones)")


def run(args: argparse.Namespace) -> int:
    from extract.algorithms import DEFAULT, SEEDS

    pages = load_dataset(args.dataset, args.limit)
    names = list(args.algorithm or (DEFAULT, *SEEDS))
    if not args.no_peers:
        names += list(args.peer or PEERS)
    outcomes: list[Outcome] = []
    for name in names:
        try:
            make_extractor(name, args.tables_dir)
        except ImportError as exc:
            outcomes.append(Outcome(name, note=f"not measured: cannot import ({exc})"))
            print(f"{name}: not measured, cannot import: {exc}", file=sys.stderr)
            continue
        started = time.perf_counter()
        outcomes.append(run_parallel(name, pages, args.jobs, args.tables_dir))
        print(f"{name}: {len(pages)} pages in {time.perf_counter() - started:.1f} s wall", file=sys.stderr)
    floor = run_parallel(LXML_FLOOR, pages, args.jobs)
    scores = {
        outcome.name: {p.id: score_page(p.truth, outcome.texts[p.id], chars=not args.no_chars) for p in pages}
        for outcome in outcomes if not outcome.note
    }
    print(f"# Extraction benchmark: {args.dataset} ({len(pages)} pages)")
    for title, group in groups(pages).items():
        print_table(f"{title} ({len(group)} pages)", table_rows(group, outcomes, scores, floor, not args.no_chars))
        note = char_footnote(group, scores)
        if note:
            print(f"\n{note}")
    for outcome in outcomes:
        if outcome.note:
            print(f"\n{outcome.name}: {outcome.note}")
        for page_id, error in list(outcome.errors.items())[:3]:
            print(f"\n{outcome.name} error on {page_id}: {error}")
    return 0
