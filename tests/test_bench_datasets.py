"""`tsheg bench ...` on a dataset folder it cannot measure: one line naming the file and the problem, exit 2."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from extract.cli import main

PAGE = "<html><body><p>ལྷ་སའི་གྲོང་ཁྱེར་དུ་དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་སྒོ་ཕྱེ་བ་རེད།</p></body></html>".encode()

# name -> (the files of the folder, the words the message must hold)
EXTRACTION_SETS: dict[str, tuple[dict[str, bytes], str]] = {
    "no-index": ({}, "ground-truth.json: not found"),
    "broken-json": ({"ground-truth.json": b"{not json"}, "not readable JSON"),
    "a-list": ({"ground-truth.json": b"[1, 2, 3]"}, "must map each page id to its record"),
    "damaged-page": ({"ground-truth.json": b'{"p1": {"articleBody": "x"}}', "html/p1.html.gz": b"garbage"},
                     "p1.html.gz: cannot read the page"),
    "no-page-file": ({"ground-truth.json": b'{"p1": {"articleBody": "x"}}'}, "no page of ground-truth.json"),
}
RECOGNITION_SETS: dict[str, tuple[dict[str, bytes], str]] = {
    "no-index": ({}, "labels.json: not found"),
    "broken-json": ({"labels.json": b"{not json"}, "not readable JSON"),
    "no-pages": ({"labels.json": b'{"x": 1}'}, "a non-empty list 'pages'"),
    "empty": ({"labels.json": b'{"pages": []}'}, "a non-empty list 'pages'"),
    "missing-page": ({"labels.json": b'{"pages": [{"file": "p1.html", "expected": "bo"}]}'},
                     "pages[0]: cannot read p1.html"),
}


def dataset(tmp_path: Path, files: dict[str, bytes]) -> Path:
    folder = tmp_path / "set"
    folder.mkdir()
    for name, content in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(content)
    return folder


@pytest.mark.parametrize("command", [["bench", "extraction", "--no-peers"], ["bench", "decoding"],
                                     ["bench", "train-auto", "--folds", "2"]], ids=lambda c: c[1])
@pytest.mark.parametrize("case", EXTRACTION_SETS)
def test_an_extraction_set_that_cannot_be_read_is_named_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str], case: str) -> None:
    files, problem = EXTRACTION_SETS[case]
    assert main([*command, "--dataset", str(dataset(tmp_path, files))]) == 2
    err = capsys.readouterr().err
    assert problem in err and len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize("case", RECOGNITION_SETS)
def test_a_recognition_set_that_cannot_be_read_is_named_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str) -> None:
    files, problem = RECOGNITION_SETS[case]
    assert main(["bench", "recognition", "--no-peers", "--dataset", str(dataset(tmp_path, files))]) == 2
    err = capsys.readouterr().err
    assert problem in err and len(err.strip().splitlines()) == 1, err


def test_a_readable_set_is_still_measured(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = dataset(tmp_path, {"ground-truth.json": '{"p1": {"articleBody": "ལྷ་སའི་གྲོང་ཁྱེར་དུ", "lang": "bo"}}'.encode(),
                                "html/p1.html.gz": gzip.compress(PAGE)})
    assert main(["bench", "extraction", "--no-peers", "--algorithm", "auto", "--dataset", str(folder)]) == 0
    assert "| auto | 1 |" in capsys.readouterr().out
