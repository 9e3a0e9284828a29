"""``tsheg bench train-auto --dataset DIR [--folds 5] [--write]``: fit and cross-validate ``auto``'s two stages.

The training recipe of :mod:`extract.algorithms.auto`, shipped:

1. every page of the dataset (layout of ``../shared/data/extraction-dev``, read by
   :func:`extract.bench.dataset.iter_pages`) goes through ``decode_page`` and
   ``build_dom``; ``auto.block_features`` gives its blocks and stage-1 rows, exactly
   as at run time;
2. a block is labelled main text when its whitespace-free text is a
   whitespace-free ground-truth line, or, from ``LABEL_PART_CHARS`` characters on,
   a part of the whitespace-free ground truth;
3. stage 1 is an L2 logistic regression over ``auto.FEATURES`` (``C = 1``, no
   intercept: ``bias`` is a feature), samples weighted by ``sqrt(length + 1)``;
   stage 2 the same over ``auto.STAGE2_FEATURES`` computed from the fitted
   stage 1's logits on the same training pages;
4. cross-validation: the page structures (``source_structure``: a structure's
   Tibetan, Uyghur and original pages) are shuffled with each ``--seed`` and dealt
   into ``--folds`` folds; per fold both stages are re-fitted on the other folds
   and the held-out pages are extracted (threshold and vetoes included) and scored
   with the ScrapingHub shingle metric of ``tsheg bench extraction``
   (:func:`extract.metrics.score_page`, :func:`extract.metrics.summarize`).

Prints SH P/R/F1 in-sample and out-of-fold per group (all, each ``lang``, each
``variant``). ``--write`` fits both stages on all pages and writes the tables to
``extract/algorithms/auto_weights.py`` (or ``--output PATH``), the module ``auto``
imports its weights from; :func:`extract.algorithms.auto.load_weights` reads such
a file back.

The fit is Newton's method in pure Python (no numpy in the project: the dev set's
~114,000 blocks x 46 features take ~4 s per Newton step; the run with two fold
assignments, 11 fits of both stages, took ~14 minutes on one shared core). ``train``
and ``cross_validate`` take ``fit`` as a parameter, so a faster implementation of
the same objective (numpy) can be swapped in for experiments.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import mul
from pathlib import Path

from extract.algorithms import auto, auto_weights
from extract.algorithms.auto.model import stage1_logits, stage2_rows
from extract.bench.dataset import iter_pages, positive_int
from extract.bench.extraction import Page, groups
from extract.dom import Dom
from extract.metrics import PageScore, score_page, summarize

LABEL_PART_CHARS = 15  # a block this long (whitespace-free characters) counts when it is a part of the ground truth
C = 1.0  # inverse L2 strength of both logistic fits (sklearn's C; 0.1 and 10 gave the same CV, auto docstring)
NEWTON_STEPS = 50  # Newton iterations at most (converges in ~8 from zero)
NEWTON_TOLERANCE = 1e-7  # stop when the largest weight change is below this
HALVINGS = 30  # step halvings tried when a Newton step does not lower the objective
WEIGHTS_MODULE = Path(auto_weights.__file__)  # where ``--write`` puts the weights ``auto`` imports

Fit = Callable[[Sequence[Sequence[float]], Sequence[int], Sequence[float]], list[float]]


@dataclass
class TrainingPage:
    """One page reduced to what training and scoring read: its blocks, labels and a slim Dom to render and veto."""

    page: Page  # id, truth, lang, variant (body dropped)
    structure: str
    blocks: auto.Blocks
    labels: list[int]
    dom: Dom  # tags, path, end, parent, link_text, tree_text and the text pieces only


def slim_dom(dom: Dom) -> Dom:
    """A Dom with only the arrays ``auto.kept_nodes`` and ``Dom.render`` read (no lxml elements, picklable)."""
    slim = Dom()
    slim.tags, slim.path, slim.end, slim.parent = dom.tags, dom.path, dom.end, dom.parent
    slim.link_text, slim.tree_text, slim.in_link = dom.link_text, dom.tree_text, dom.in_link
    slim.piece_owner, slim.piece_text = dom.piece_owner, dom.piece_text
    return slim


def label_blocks(texts: Iterable[str], truth: str) -> list[int]:
    """1 for a block whose whitespace-free text is a ground-truth line or a long enough part of it.

    >>> label_blocks(["a b", "zz", "c d e f g h i j k l m n o p q"], "a b\\nc d e f g h i j k l m n o p q r")
    [1, 0, 1]
    """
    lines = {"".join(line.split()) for line in truth.splitlines()}
    whole = "".join(truth.split())
    labels = []
    for text in texts:
        compact = "".join(text.split())
        labels.append(1 if compact in lines or (len(compact) >= LABEL_PART_CHARS and compact in whole) else 0)
    return labels


def load_training_pages(dataset: Path, tables_dir: Path | None = None, limit: int | None = None,
                        features: Callable[[Dom, str], auto.Blocks] | None = None) -> list[TrainingPage]:
    """Decode, measure and label every page of ``dataset`` (sorted by id; ``limit`` keeps the first N)."""
    from extract.decode import decode_page
    from extract.dom import build_dom

    features = features or auto.block_features
    pages = []
    for count, (page_id, record, body) in enumerate(iter_pages(dataset)):
        if limit is not None and count >= limit:
            break
        decoded = decode_page(body, tables_dir=tables_dir)
        dom = build_dom(decoded.root)
        blocks = features(dom, decoded.title or dom.title)
        truth = record.get("articleBody", "")
        labels = label_blocks(blocks.texts, truth)
        page = Page(page_id, b"", truth, record.get("url"), record.get("lang", ""), record.get("variant", ""),
                    record.get("page_type", ""))
        pages.append(TrainingPage(page, record.get("source_structure") or page_id, blocks, labels, slim_dom(dom)))
    return pages


# --- the fit --------------------------------------------------------------------

def _log1p_exp(z: float) -> float:
    """log(1 + e^z) without overflow."""
    return z + math.log1p(math.exp(-z)) if z > 0 else math.log1p(math.exp(z))


def _objective(rows: Sequence[Sequence[float]], labels: Sequence[int], weights: Sequence[float],
               beta: Sequence[float], c: float) -> tuple[float, list[float]]:
    """Weighted logistic loss + ||beta||^2 / (2c), and the logits."""
    z = [sum(map(mul, beta, row)) for row in rows]
    loss = sum(w * (_log1p_exp(v) - y * v) for v, y, w in zip(z, labels, weights))
    return loss + sum(b * b for b in beta) / (2 * c), z


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Solve a symmetric positive definite system (Cholesky)."""
    n = len(vector)
    lower = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1):
            s = matrix[i][j] - sum(lower[i][k] * lower[j][k] for k in range(j))
            lower[i][j] = math.sqrt(max(s, 1e-300)) if i == j else s / lower[j][j]
    y = [0.0] * n
    for i in range(n):
        y[i] = (vector[i] - sum(lower[i][k] * y[k] for k in range(i))) / lower[i][i]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (y[i] - sum(lower[k][i] * x[k] for k in range(i + 1, n))) / lower[i][i]
    return x


def fit_logistic(rows: Sequence[Sequence[float]], labels: Sequence[int], weights: Sequence[float],
                 c: float = C) -> list[float]:
    """L2 logistic regression (no intercept) by Newton's method with step halving.

    Minimises ``sum_i w_i (log(1 + e^{z_i}) - y_i z_i) + ||beta||^2 / (2c)``,
    ``z_i = beta . x_i`` (sklearn's ``LogisticRegression(C=c, fit_intercept=False)``
    with sample weights).
    """
    d = len(rows[0]) if rows else 0
    beta = [0.0] * d
    if not d:
        return beta
    columns = [list(column) for column in zip(*rows)]
    objective, z = _objective(rows, labels, weights, beta, c)
    for _ in range(NEWTON_STEPS):
        p = [1.0 / (1.0 + math.exp(-v)) if v > -500 else 0.0 for v in z]
        residual = [w * (q - y) for q, y, w in zip(p, labels, weights)]
        curvature = [w * q * (1.0 - q) for q, w in zip(p, weights)]
        gradient = [sum(map(mul, column, residual)) + b / c for column, b in zip(columns, beta)]
        scaled = [list(map(mul, column, curvature)) for column in columns]
        hessian = [[0.0] * d for _ in range(d)]
        for j in range(d):
            for k in range(j + 1):
                hessian[j][k] = hessian[k][j] = sum(map(mul, columns[j], scaled[k])) + (1.0 / c if j == k else 0.0)
        step = _solve(hessian, gradient)
        for _ in range(HALVINGS):
            candidate = [b - s for b, s in zip(beta, step)]
            value, candidate_z = _objective(rows, labels, weights, candidate, c)
            if value <= objective:
                break
            step = [s / 2 for s in step]
        else:
            break
        beta, objective, z = candidate, value, candidate_z
        if max(map(abs, step)) < NEWTON_TOLERANCE:
            break
    return beta


# --- the two stages ---------------------------------------------------------------

@dataclass
class Model:
    """Both stages' weight tables (``auto.FEATURES`` / ``auto.STAGE2_FEATURES`` -> weight)."""

    stage1: dict[str, float]
    stage2: dict[str, float]


def _sample_weights(blocks: auto.Blocks) -> list[float]:
    return [math.sqrt(t + 1) for t in blocks.lengths]


def train(pages: Sequence[TrainingPage], fit: Fit = fit_logistic) -> Model:
    """Fit stage 1 on the pages' block rows, then stage 2 on the rows the fitted stage 1 gives them."""
    rows, labels, weights = [], [], []
    for tp in pages:
        rows.extend(tp.blocks.rows)
        labels.extend(tp.labels)
        weights.extend(_sample_weights(tp.blocks))
    stage1 = dict(zip(auto.FEATURES, fit(rows, labels, weights)))
    rows2: list[Sequence[float]] = []
    for tp in pages:
        rows2.extend(stage2_rows(tp.blocks, stage1_logits(tp.blocks, stage1)))
    stage2 = dict(zip(auto.STAGE2_FEATURES, fit(rows2, labels, weights)))
    return Model(stage1, stage2)


def extract_text(tp: TrainingPage, model: Model, threshold: float = auto.THRESHOLD) -> str:
    """The text ``auto`` keeps on a page with ``model``'s weights (threshold and vetoes included)."""
    scores = auto.block_scores(tp.blocks, model.stage1, model.stage2)
    return tp.dom.render(auto.kept_nodes(tp.dom, tp.blocks, scores, threshold))


def score(pages: Iterable[TrainingPage], model: Model, threshold: float = auto.THRESHOLD) -> dict[str, PageScore]:
    """Shingle scores (no character LCS) of ``model`` on ``pages``, by page id."""
    return {tp.page.id: score_page(tp.page.truth, extract_text(tp, model, threshold), chars=False) for tp in pages}


def folds_of(pages: Sequence[TrainingPage], folds: int, seed: int) -> list[list[TrainingPage]]:
    """The pages dealt into ``folds`` folds by structure (structures shuffled with ``seed``)."""
    structures = sorted({tp.structure for tp in pages})
    random.Random(seed).shuffle(structures)
    fold_of = {s: k % folds for k, s in enumerate(structures)}
    dealt: list[list[TrainingPage]] = [[] for _ in range(folds)]
    for tp in pages:
        dealt[fold_of[tp.structure]].append(tp)
    return [fold for fold in dealt if fold]


def cross_validate(pages: Sequence[TrainingPage], folds: int, seed: int, fit: Fit = fit_logistic,
                   threshold: float = auto.THRESHOLD) -> dict[str, PageScore]:
    """Out-of-fold shingle scores: each fold extracted with both stages fitted on the others."""
    scores: dict[str, PageScore] = {}
    dealt = folds_of(pages, folds, seed)
    for k, held_out in enumerate(dealt):
        training = [tp for j, fold in enumerate(dealt) if j != k for tp in fold]
        scores.update(score(held_out, train(training, fit), threshold))
    return scores


# --- report and weights file ------------------------------------------------------

def report_rows(pages: Sequence[TrainingPage], in_sample: dict[str, PageScore],
                out_of_fold: dict[int, dict[str, PageScore]]) -> list[tuple[str, ...]]:
    """One row per group: pages, in-sample SH F1, out-of-fold SH P/R/F1 (mean over seeds) and F1 per seed."""
    rows = []
    for name, group in groups([tp.page for tp in pages]).items():
        ids = [p.id for p in group]
        cells = [name, str(len(ids)), f"{summarize(in_sample[i] for i in ids).f1:.3f}"]
        summaries = [summarize(scores[i] for i in ids) for scores in out_of_fold.values()]
        if summaries:
            for field in ("precision", "recall", "f1"):
                cells.append(f"{sum(getattr(s, field) for s in summaries) / len(summaries):.3f}")
            cells.extend(f"{s.f1:.3f}" for s in summaries)
        rows.append(tuple(cells))
    return rows


def weights_module(model: Model, note: str) -> str:
    """The text of an ``auto_weights.py`` holding ``model`` (``note``: how it was trained)."""
    lines = [
        '"""The learnt weights of ``auto`` (``extract.algorithms.auto``): stage 1 over ``auto.FEATURES``, '
        'stage 2 over ``auto.STAGE2_FEATURES``.',
        "",
        "Written by ``tsheg bench train-auto --dataset DIR --write`` (``extract.bench.train_auto``):",
        "L2 logistic regressions fitted on every page of the dataset; see the",
        "``auto`` docstring for the recipe and the cross-validated scores.",
        "Hand edits are overwritten by the next ``--write``.",
        "",
        note,
        '"""',
        "",
    ]
    for name, table, order in (("STAGE1_WEIGHTS", model.stage1, auto.FEATURES),
                               ("STAGE2_WEIGHTS", model.stage2, auto.STAGE2_FEATURES)):
        lines.append(f"{name} = {{")
        lines.extend(f'    "{feature}": {table[feature]:+.4f},' for feature in order)
        lines.append("}")
    return "\n".join(lines) + "\n"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dataset", required=True, type=Path, help="folder with html/ and ground-truth.json")
    parser.add_argument("--folds", type=int, default=5, help="cross-validation folds by page structure (0: none)")
    parser.add_argument("--seed", type=int, action="append", default=None,
                        help="fold assignment seed (repeatable: the out-of-fold scores are averaged; default 0)")
    parser.add_argument("--write", action="store_true",
                        help="fit on all pages and write the weight tables (default: auto's weights module)")
    parser.add_argument("--output", type=Path, default=None,
                        help="weights module to write with --write (default: extract/algorithms/auto_weights.py)")
    parser.add_argument("--limit", type=positive_int, default=None, help="first N pages only (by id)")
    parser.add_argument("--tables-dir", type=Path, default=None,
                        help="legacy Tibetan font tables (default: TSHEG_TABLES_DIR or the installed ones)")


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    pages = load_training_pages(args.dataset, args.tables_dir, args.limit)   # (a dataset it cannot read: DatasetError)
    blocks = sum(len(tp.labels) for tp in pages)
    print(f"{len(pages)} pages, {blocks} blocks ({sum(sum(tp.labels) for tp in pages)} main text) "
          f"in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    model = train(pages)
    in_sample = score(pages, model)
    seeds = args.seed or [0]
    out_of_fold: dict[int, dict[str, PageScore]] = {}
    if args.folds > 1:
        for seed in seeds:
            out_of_fold[seed] = cross_validate(pages, args.folds, seed)
            print(f"seed {seed}: {args.folds} folds in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    print(f"# auto training: {args.dataset} ({len(pages)} pages, {blocks} blocks, "
          f"{args.folds} folds by source_structure, seeds {', '.join(map(str, seeds))})")
    header = ["group", "pages", "in-sample F1"]
    if out_of_fold:
        header += ["CV P", "CV R", "CV F1", *(f"CV F1 seed {s}" for s in out_of_fold)]
    print("\n| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in report_rows(pages, in_sample, out_of_fold):
        print("| " + " | ".join(row) + " |")
    if args.write:
        target = args.output or WEIGHTS_MODULE
        note = (f"Trained on {len(pages)} pages ({blocks} blocks) of {args.dataset.name}; "
                f"in-sample SH F1 {summarize(in_sample.values()).f1:.3f}.")
        target.write_text(weights_module(model, note), encoding="utf-8")
        print(f"\nwrote {target}")
    return 0
