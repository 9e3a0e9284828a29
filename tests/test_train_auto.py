"""``tsheg bench train-auto``: auto's training recipe on a small dataset of our own pages (the dev-set layout)."""

from __future__ import annotations

import gzip
import json
import math
from pathlib import Path

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto import model as auto_model
from extract.algorithms.auto_weights import STAGE1_WEIGHTS
from extract.bench import train_auto
from extract.cli import main
from extract.dom import build_dom
from tests.extraction_pages import MENU, PARAGRAPHS, RELATED, article_page, forum_page

# (lang, variant, structure, markup, ground truth): a structure's bo and ug pages share a fold
PAGES = {
    "0000000000000001": ("bo", "tibetan-unicode", "s/article", article_page("bo"), PARAGRAPHS["bo"]),
    "0000000000000002": ("ug", "uyghur-unicode", "s/article", article_page("ug"), PARAGRAPHS["ug"]),
    "0000000000000003": ("zh", "chinese-original", "s/article-zh", article_page("zh"), PARAGRAPHS["zh"]),
    "0000000000000004": ("bo", "tibetan-unicode", "s/forum", forum_page("bo", PARAGRAPHS["bo"]), PARAGRAPHS["bo"]),
    "0000000000000005": ("ug", "uyghur-unicode", "s/forum", forum_page("ug", PARAGRAPHS["ug"]), PARAGRAPHS["ug"]),
    "0000000000000006": ("zh", "chinese-original", "s/forum-zh", forum_page("zh", PARAGRAPHS["zh"]), PARAGRAPHS["zh"]),
}


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    root = tmp_path / "dataset"
    (root / "html").mkdir(parents=True)
    truth = {}
    for page_id, (lang, variant, structure, markup, lines) in PAGES.items():
        (root / "html" / f"{page_id}.html.gz").write_bytes(gzip.compress(markup.encode("utf-8")))
        truth[page_id] = {"articleBody": "\n".join(lines), "url": f"https://example.org/{page_id}",
                          "lang": lang, "variant": variant, "source_structure": structure}
    (root / "ground-truth.json").write_text(json.dumps(truth, ensure_ascii=False), encoding="utf-8")
    return root


def table(output: str) -> dict[str, list[str]]:
    """The report's rows by group name."""
    rows = {}
    for line in output.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0] not in ("group",) and not cells[0].startswith("---"):
            rows[cells[0]] = cells
    return rows


def test_prints_in_sample_and_cross_validated_scores_per_language_and_variant(
        dataset: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "train-auto", "--dataset", str(dataset), "--folds", "2", "--seed", "0", "--seed", "1"]) == 0
    output = capsys.readouterr().out
    rows = table(output)
    assert {"all", "lang=bo", "lang=ug", "lang=zh", "variant=tibetan-unicode", "variant=uyghur-unicode",
            "variant=chinese-original"} <= set(rows)
    # group, pages, in-sample F1, CV P, CV R, CV F1, CV F1 per seed
    assert rows["all"][1] == "6" and len(rows["all"]) == 8
    in_sample, cv_f1 = float(rows["all"][2]), float(rows["all"][5])
    assert in_sample > 0.8
    assert 0.0 < cv_f1 <= 1.0
    assert "2 folds by source_structure, seeds 0, 1" in output


def test_write_produces_weights_the_extractor_loads(
        dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "weights.py"
    assert main(["bench", "train-auto", "--dataset", str(dataset), "--folds", "0", "--write",
                 "--output", str(target)]) == 0
    assert f"wrote {target}" in capsys.readouterr().out
    stage1, stage2 = auto.load_weights(target)
    assert list(stage1) == list(auto.FEATURES) and list(stage2) == list(auto.STAGE2_FEATURES)
    assert stage1 != STAGE1_WEIGHTS  # learnt from these six pages, not copied
    monkeypatch.setattr(auto_model, "STAGE1_WEIGHTS", stage1)  # where stage1_logits and block_scores read them
    monkeypatch.setattr(auto_model, "STAGE2_WEIGHTS", stage2)
    # a page it never saw: the article's paragraphs, not the menu or the related links
    paragraphs = [p + " " + p for p in PARAGRAPHS["bo"]]
    dom = build_dom(lxml.html.document_fromstring(article_page("bo", paragraphs)))
    lines = dom.render(auto.select(dom, title=dom.title)).split("\n")
    assert all(p in lines for p in paragraphs)
    assert not set(lines) & set(MENU["bo"] + RELATED["bo"])


@pytest.mark.parametrize(("block", "label"), [
    ("first line", 1),  # a ground-truth line
    ("first  line", 1),  # whitespace does not count
    ("first", 0),  # a short part of a line
    ("a long part of the second li", 1),  # 15+ characters inside the ground truth
    ("menu", 0),
])
def test_block_labels(block: str, label: int) -> None:
    assert train_auto.label_blocks([block], "first line\nthis is a long part of the second line") == [label]


def test_fit_reaches_the_penalised_optimum() -> None:
    # the gradient of the weighted, L2-penalised log loss vanishes at the fitted weights
    rows = [[1.0, x / 10, (x % 3) / 2] for x in range(30)]
    labels = [1 if x % 7 < 3 or x > 24 else 0 for x in range(30)]
    weights = [1.0 + x % 4 for x in range(30)]
    beta = train_auto.fit_logistic(rows, labels, weights, c=2.0)
    for j in range(3):
        gradient = sum(w * (1 / (1 + math.exp(-sum(b * v for b, v in zip(beta, row)))) - y) * row[j]
                       for row, y, w in zip(rows, labels, weights)) + beta[j] / 2.0
        assert abs(gradient) < 1e-6
    assert beta[1] > 0  # later rows are more often positive


@pytest.mark.shared
def test_trains_on_the_dev_set_layout(shared_data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dataset = shared_data / "extraction-dev"
    assert main(["bench", "train-auto", "--dataset", str(dataset), "--limit", "40", "--folds", "2",
                 "--tables-dir", str(shared_data / "legacy-tibetan-tables")]) == 0
    rows = table(capsys.readouterr().out)
    assert rows["all"][1] == "40"
    assert float(rows["all"][2]) > 0.7 and float(rows["all"][5]) > 0.5
