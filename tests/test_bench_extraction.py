"""``tsheg bench extraction`` on a small dataset of our own pages (the dev-set layout)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from extract.algorithms import ALGORITHMS, _LazyAlgorithm
from extract.cli import main
from tests.extraction_pages import PARAGRAPHS, article_page, forum_page

PAGES = {
    "0000000000000001": ("bo", "tibetan-unicode", "article", article_page("bo"), "\n".join(PARAGRAPHS["bo"])),
    "0000000000000002": ("ug", "uyghur-unicode", "article", article_page("ug"), "\n".join(PARAGRAPHS["ug"])),
    "0000000000000003": ("zh", "chinese-original", "forum", forum_page("zh", PARAGRAPHS["zh"]), "\n".join(PARAGRAPHS["zh"])),
}


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    (tmp_path / "html").mkdir()
    truth = {}
    for page_id, (lang, variant, page_type, markup, body) in PAGES.items():
        (tmp_path / "html" / f"{page_id}.html.gz").write_bytes(gzip.compress(markup.encode("utf-8")))
        truth[page_id] = {"articleBody": body, "url": f"https://example.org/{page_id}", "lang": lang, "variant": variant,
                          "page_type": page_type}
    (tmp_path / "ground-truth.json").write_text(json.dumps(truth, ensure_ascii=False), encoding="utf-8")
    return tmp_path


def rows(output: str, section: str) -> dict[str, list[str]]:
    """Rows of the table under ``### <section> (...)``, by extractor name."""
    block = output.split(f"### {section} (", 1)[1].split("###", 1)[0]
    table = {}
    for line in block.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) > 5 and cells[0] not in ("extractor", "---"):
            table[cells[0]] = cells
    return table


def test_bench_prints_scores_per_language_and_variant(dataset: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "extraction", "--dataset", str(dataset), "--algorithm", "auto",
                 "--algorithm", "correlation", "--no-peers"]) == 0
    output = capsys.readouterr().out
    for section in ("all", "lang=bo", "lang=ug", "lang=zh", "variant=tibetan-unicode", "variant=chinese-original",
                    "type=article", "type=forum"):
        table = rows(output, section)
        assert set(table) == {"auto", "correlation", "lxml parse"}
    overall = rows(output, "all")
    sh_f1, char_f, pages_per_second = float(overall["auto"][4]), float(overall["auto"][8]), float(overall["auto"][10])
    assert sh_f1 > 0.8 and char_f > 0.8 and pages_per_second > 0
    assert overall["auto"][1] == "3"
    assert rows(output, "type=article")["auto"][1] == "2" and rows(output, "type=forum")["auto"][1] == "1"


def test_bench_reports_an_algorithm_that_cannot_be_imported(
        dataset: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ALGORITHMS, "broken", _LazyAlgorithm("broken", "extract.algorithms.does_not_exist"))
    assert main(["bench", "extraction", "--dataset", str(dataset), "--algorithm", "broken",
                 "--algorithm", "auto", "--no-peers", "--no-chars"]) == 0
    captured = capsys.readouterr()
    assert "broken: not measured, cannot import" in captured.err
    assert "broken" not in rows(captured.out, "all")
    assert "auto" in rows(captured.out, "all")


def test_bench_with_a_peer(dataset: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("resiliparse")
    assert main(["bench", "extraction", "--dataset", str(dataset), "--algorithm", "auto",
                 "--peer", "resiliparse", "--no-chars"]) == 0
    assert {"auto", "resiliparse", "lxml parse"} <= set(rows(capsys.readouterr().out, "all"))


def test_bench_missing_dataset(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "extraction", "--dataset", str(tmp_path)]) == 2
    assert "ground-truth.json" in capsys.readouterr().err


def test_bench_says_which_character_scores_rest_on_an_estimated_lcs(
        dataset: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import extract.metrics

    def as_if_past_the_cap(a: str, b: str) -> tuple[int, bool]:   # (a page of MBs would take seconds here)
        return extract.metrics.lcs_length(a, b), False

    assert main(["bench", "extraction", "--dataset", str(dataset), "--algorithm", "auto", "--no-peers"]) == 0
    assert "anchored LCS" not in capsys.readouterr().out
    monkeypatch.setattr(extract.metrics, "lcs_estimate", as_if_past_the_cap)
    assert main(["bench", "extraction", "--dataset", str(dataset), "--algorithm", "auto", "--no-peers"]) == 0
    out = capsys.readouterr().out
    assert ("char P/R/F: pages whose texts exceed 1e+10 character pairs are scored on an anchored LCS, a lower "
            "bound (extract/metrics.py lcs_estimate): auto 3 page(s)") in out.split("### lang=bo")[0]
