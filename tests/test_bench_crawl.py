"""``tsheg bench crawl``'s report, and the command against a site that answers nothing."""

from __future__ import annotations

import argparse
import json
import socket
from pathlib import Path

import pytest

from crawler.commands import bench_crawl


def _result(pages: int, responses: int, span: float | None, per_second: float | None) -> dict[str, object]:
    return {"pages": pages, "responses": responses, "seconds": 1.22, "crawl_span": span,
            "pages_per_second": per_second, "stored": 0}


FETCHED = _result(10, 11, 2.0, 5.0)
NOTHING = _result(0, 0, None, None)

# (bare, tsheg, exit status, ratio in the JSON, the spiders said to have fetched nothing). Before, a crawl of
# an unreachable site printed "pages per second: nan", wrote "ratio": NaN (no JSON) and exited 0.
REPORTS = [
    (FETCHED, _result(8, 9, 2.0, 4.0), 0, 0.8, []),
    (NOTHING, NOTHING, 1, None, ["bare", "tsheg"]),
    (FETCHED, NOTHING, 1, None, ["tsheg"]),
    (NOTHING, FETCHED, 1, None, ["bare"]),
]


@pytest.mark.parametrize(("bare", "tsheg", "status", "ratio", "idle"), REPORTS)
def test_report_says_which_spider_fetched_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str], bare: dict,
                                                  tsheg: dict, status: int, ratio: float | None, idle: list[str]) -> None:
    numbers = tmp_path / "bench.json"
    assert bench_crawl.report({"bare": bare, "tsheg": tsheg}, Path("c.yaml"), 1, numbers) == status
    captured = capsys.readouterr()
    data = json.loads(numbers.read_text(encoding="utf-8"))   # (strict JSON: NaN would not parse back as null)
    assert data["ratio"] == (pytest.approx(ratio) if ratio is not None else None)
    assert "nan" not in captured.out.lower()
    for kind in ("bare", "tsheg"):
        assert (f"the {kind} spider fetched no page" in captured.err) == (kind in idle)
    if idle:
        assert "tsheg / bare pages per second: -" in captured.out
        assert "| - | 1.22 | - |" in captured.out   # no span nor speed of 0 responses, only the whole crawl time


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.slow
def test_bench_crawl_of_an_unreachable_site_exits_1_with_null_numbers(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "sites.yaml"
    config.write_text(f"defaults:\n  download_delay: 0\nsites:\n  - name: s\n"
                      f"    start_urls: ['http://127.0.0.1:{_closed_port()}/']\n", encoding="utf-8")
    numbers = tmp_path / "bench.json"
    parser = argparse.ArgumentParser()
    bench_crawl.add_arguments(parser)
    assert bench_crawl.run(parser.parse_args(["--config", str(config), "--json", str(numbers), "--repeat", "1"])) == 1
    err = capsys.readouterr().err
    assert "the bare spider fetched no page" in err and "the tsheg spider fetched no page" in err
    data = json.loads(numbers.read_text(encoding="utf-8"))
    assert data["ratio"] is None and data["bare"]["pages_per_second"] is None and data["tsheg"]["crawl_span"] is None
