"""``tsheg bench decoding --dataset DIR``: how much of the ground truth the decoded pages hold.

For every page of an extraction dev set (ScrapingHub benchmark layout:
``html/<id>.html[.gz]`` and ``ground-truth.json`` with ``articleBody`` and
``variant``), the page is decoded with :func:`extract.decode.decode_page`
and its text (every text node outside ``<script>``/``<style>``, whitespace
removed) is compared with the ground truth (whitespace removed): the share of
ground-truth characters the page text contains in order,
``LCS(page, truth) / |truth|``. No extractor can recall more than this, so it
is the upper bound the decoding leaves to extraction (issue 4: >= 99.5 % for
every variant). Also printed: pages per CPU-second of ``decode_page`` alone.
"""

from __future__ import annotations

import argparse
import sys
import time
import unicodedata
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from extract.bench.dataset import iter_pages, positive_int
from extract.metrics import LCS_EXACT_CELLS, lcs_estimate

TARGET_SHARE = 0.995  # issue 4: decoded pages contain >= 99.5 % of the ground truth, every variant
PAGE_TEXT_XPATH = "//text()[not(parent::script) and not(parent::style)]"


def page_text(root) -> str:  # noqa: ANN001 - lxml element
    """The decoded page's text outside scripts and styles, all whitespace removed."""
    return "".join("".join(root.xpath(PAGE_TEXT_XPATH)).split())


@dataclass
class PageResult:
    page_id: str
    variant: str
    share: float
    cpu_seconds: float
    encoding: str
    families: tuple[str, ...]
    note: str | None
    exact: bool = True  # the share's LCS is exact (False: a lower bound, texts past LCS_EXACT_CELLS)


def measure(dataset: Path, tables_dir: Path | None = None, limit: int | None = None,
            variants: set[str] | None = None) -> list[PageResult]:
    """Decode every page and measure its in-order share of the ground truth."""
    from extract.decode import decode_page

    results = []
    for page_id, record, body in iter_pages(dataset):
        variant = record.get("variant", "unknown")
        if variants and variant not in variants:
            continue
        started = time.process_time()
        decoded = decode_page(body, tables_dir=tables_dir)
        cpu = time.process_time() - started
        truth = "".join(unicodedata.normalize("NFC", record.get("articleBody", "")).split())
        text = page_text(decoded.root)
        common, exact = lcs_estimate(text, truth) if truth else (0, True)
        share = common / len(truth) if truth else 1.0
        results.append(PageResult(page_id, variant, share, cpu, decoded.encoding, decoded.source_families,
                                  decoded.encoding_note, exact))
        if limit is not None and len(results) >= limit:
            break
    return results


def summarize(results: list[PageResult]) -> dict[str, dict[str, float]]:
    """Per variant (and "all"): pages, mean share, worst share, pages per CPU-second."""
    groups: dict[str, list[PageResult]] = defaultdict(list)
    for result in results:
        groups[result.variant].append(result)
        groups["all"].append(result)
    summary = {}
    for variant, group in sorted(groups.items(), key=lambda item: (item[0] == "all", item[0])):
        cpu = sum(r.cpu_seconds for r in group)
        summary[variant] = {
            "pages": len(group),
            "share": sum(r.share for r in group) / len(group),
            "worst": min(r.share for r in group),
            "pages_per_cpu_second": len(group) / cpu if cpu else float("inf"),
        }
    return summary


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dataset", type=Path, required=True,
                        help="extraction dev set folder (html/<id>.html[.gz] + ground-truth.json)")
    parser.add_argument("--tables-dir", type=Path, default=None,
                        help="legacy font tables folder (default: $TSHEG_TABLES_DIR or the user data folder)")
    parser.add_argument("--variant", action="append", default=None, help="only this variant (repeatable)")
    parser.add_argument("--limit", type=positive_int, default=None, help="stop after this many pages")
    parser.add_argument("--worst", type=int, default=0, help="also list the N pages with the lowest share")


def run(args: argparse.Namespace) -> int:
    dataset: Path = args.dataset
    results = measure(dataset, args.tables_dir, args.limit, set(args.variant) if args.variant else None)
    if not results:
        print("error: no pages measured", file=sys.stderr)
        return 2
    summary = summarize(results)
    print(f"{'variant':<22}{'pages':>6}{'in-order share':>16}{'worst page':>12}{'pages/CPU-s':>13}")
    for variant, row in summary.items():
        flag = "" if row["share"] >= TARGET_SHARE or variant == "all" else "  < target"
        print(f"{variant:<22}{row['pages']:>6}{row['share']:>15.2%} {row['worst']:>11.2%}"
              f"{row['pages_per_cpu_second']:>13.1f}{flag}")
    estimated = sum(1 for r in results if not r.exact)
    if estimated:
        print(f"{estimated} page(s) whose texts exceed {LCS_EXACT_CELLS:.0e} character pairs: share from an anchored "
              "LCS, a lower bound (extract/metrics.py lcs_estimate)")
    for result in sorted(results, key=lambda r: r.share)[:args.worst]:
        print(f"  {result.page_id} {result.variant:<20} {result.share:.2%} {result.encoding} "
              f"{','.join(result.families)} {result.note or ''}")
    return 0
