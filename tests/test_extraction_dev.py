"""``auto`` on ../shared/data/extraction-dev: at least the best peer on every variant.

The peers' figures are read at run time from the dataset's README ("SH F1 by
variant" table), so no dev-set number is copied into the project.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest

from extract.bench.extraction import load_dataset
from extract.decode import decode_page
from extract.extraction import extract_decoded
from extract.metrics import score_page, summarize

TARGET_F1 = 0.95  # issue 5: SH F1 on every Tibetan and Uyghur variant
TARGET_VARIANT_RE = re.compile(r"^(tibetan|uyghur)-")


def best_peer_f1(readme: str) -> dict[str, float]:
    """Best peer SH F1 per variant from the README's "SH F1 by variant" table."""
    section = readme.split("SH F1 by variant (pages in header)", 1)[1].split("\n\n", 2)[1]
    lines = [line for line in section.splitlines() if line.startswith("|")]
    variants = [re.sub(r"\s*\(\d+\)", "", cell).strip() for cell in lines[0].strip("|").split("|")[1:]]
    best: dict[str, float] = defaultdict(float)
    for line in lines[2:]:
        for variant, cell in zip(variants, line.strip("|").split("|")[1:]):
            best[variant] = max(best[variant], float(cell))
    return dict(best)


@pytest.fixture(scope="module")
def auto_scores(shared_data: Path) -> dict[str, float]:
    dataset = shared_data / "extraction-dev"
    tables = shared_data / "legacy-tibetan-tables"
    scores = defaultdict(list)
    for page in load_dataset(dataset):
        text = extract_decoded(decode_page(page.body, tables_dir=tables), url=page.url).text
        scores[page.variant].append(score_page(page.truth, text, chars=False))
    return {variant: summarize(values).f1 for variant, values in scores.items()}


@pytest.mark.shared
def test_auto_beats_the_best_peer_on_every_variant(shared_data: Path, auto_scores: dict[str, float]) -> None:
    peers = best_peer_f1((shared_data / "extraction-dev" / "README.md").read_text(encoding="utf-8"))
    assert set(peers) == set(auto_scores)
    behind = {v: (round(auto_scores[v], 3), peers[v]) for v in peers if auto_scores[v] < peers[v]}
    assert not behind, f"auto below the best peer (auto, peer): {behind}"


@pytest.mark.shared
@pytest.mark.xfail(strict=True, reason="issue 5 target not reached yet: auto is at 0.880-0.947 SH F1 on the "
                                       "Tibetan/Uyghur variants (see extract/algorithms/auto/__init__.py)")
def test_auto_reaches_the_target_on_tibetan_and_uyghur(auto_scores: dict[str, float]) -> None:
    below = {v: round(f1, 3) for v, f1 in auto_scores.items() if TARGET_VARIANT_RE.match(v) and f1 < TARGET_F1}
    assert not below, f"SH F1 below {TARGET_F1}: {below}"
