"""Per-site tag-path thresholds (seed 003 §5): SiteThresholds and ``tsheg train-site``."""

from __future__ import annotations

import argparse
import gzip
import os
from pathlib import Path

import lxml.html
import pytest

from crawler.commands import train_site
from crawler.config import ConfigError, load_config
from extract import atomic_files
from extract.algorithms import tagpath
from extract.algorithms.tagpath import SiteThresholds, kmeans_1d, mid
from extract.dom import build_dom
from tests.test_tagpath import ADVERT, REPLIES, forum_page

CONFIG = """\
sites:
  - name: forum
    start_urls: [http://127.0.0.1:9/]
"""


def _pages() -> list[str]:
    """Three threads of one forum: same template, different replies and advert places."""
    return [forum_page(REPLIES[k:] + REPLIES[:k], advert_after=k + 1) for k in range(3)]


def _config_and_samples(tmp_path: Path, samples: dict[str, bytes]) -> tuple[Path, Path]:
    """The test configuration (site ``forum``) and a folder of sample files (name -> bytes) in ``tmp_path``."""
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    folder = tmp_path / "samples"
    folder.mkdir()
    for name, data in samples.items():
        (folder / name).write_bytes(data)
    return config, folder


def _run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="tsheg train-site")
    train_site.add_arguments(parser)
    return train_site.run(parser.parse_args(list(argv)))


def test_train_save_load_round_trip(tmp_path: Path) -> None:
    trained = SiteThresholds.train(build_dom(lxml.html.fromstring(html)) for html in _pages())
    assert trained.pages == 3
    # Trained on this forum, the one-off advert between posts no longer passes (eq. 7 and 10).
    assert trained.FREQUENCY_THRESHOLD > 1
    path = tmp_path / "trained" / "forum.yaml"
    trained.save(path)
    loaded = SiteThresholds.load(path)
    assert loaded == trained
    params = loaded.as_params()
    assert set(params) == {"LENGTH_THRESHOLD", "CN_THRESHOLD", "FREQUENCY_THRESHOLD"}
    dom = build_dom(lxml.html.fromstring(forum_page()))
    text = dom.render(tagpath.select(dom, params=params))
    assert ADVERT not in text and all(reply in text for reply in REPLIES)


def test_minimum_over_pages() -> None:
    pages = [build_dom(lxml.html.fromstring(html)) for html in _pages()]
    one_by_one = [SiteThresholds.train([p]) for p in pages]
    together = SiteThresholds.train(pages)
    assert together.LENGTH_THRESHOLD == min(t.LENGTH_THRESHOLD for t in one_by_one)
    assert together.CN_THRESHOLD == min(t.CN_THRESHOLD for t in one_by_one)
    assert together.FREQUENCY_THRESHOLD == min(t.FREQUENCY_THRESHOLD for t in one_by_one)


def test_kmeans_mid_separates_noise_from_content() -> None:
    lengths = [4, 6, 5, 7, 10, 700, 900]
    assert kmeans_1d(lengths) == [6.4, 800.0]
    assert mid(kmeans_1d(lengths)) == pytest.approx(403.2)


def test_untrained_is_the_defaults() -> None:
    assert SiteThresholds.train([]).as_params() == {
        "LENGTH_THRESHOLD": tagpath.LENGTH_THRESHOLD, "CN_THRESHOLD": tagpath.CN_THRESHOLD,
        "FREQUENCY_THRESHOLD": tagpath.FREQUENCY_THRESHOLD}


# A billion-laughs value: 9 aliases of 9 aliases of a long string (81 strings, 81 * 3000 characters).
FAN_OUT_VALUE = ("x: &x " + "y" * 3000 + "\ny: &y [" + ", ".join(["*x"] * 9) + "]\n"
                 "CN_THRESHOLD: [" + ", ".join(["*y"] * 9) + "]\n")

# (trained file, the line its error names, what the error says); the same strict reader as the crawl
# configuration's (extract/strict_yaml.py): before, a wrong value was printed whole, a key given twice kept
# its last value silently, broken YAML gave PyYAML's four-line report and a misspelt key was ignored.
MALFORMED_TRAINED = [
    pytest.param("CN_THRESHOLD: lots\n", 1, ["CN_THRESHOLD", "must be a finite number, not str 'lots'"],
                 id="not-a-number"),
    pytest.param("pages: 2\nCN_THRESHOLD: " + "x" * 100_000 + "\n", 2, ["CN_THRESHOLD", "str 'xxx"],
                 id="huge-value-quoted-short"),
    pytest.param(FAN_OUT_VALUE, 1, ["x: unknown key"], id="fan-out-under-unknown-key"),
    pytest.param(FAN_OUT_VALUE.replace("x: &x", "algorithm: &x").replace("y: &y", "seed: &y"), 3,
                 ["CN_THRESHOLD", "list [["], id="fan-out-value-quoted-short"),
    pytest.param("CN_THRESHOLD: 1\nLENGTH_THRESHOLD: 2\nCN_THRESHOLD: 3\n", 3,
                 ["CN_THRESHOLD: key given twice"], id="duplicate-key"),
    pytest.param("CN_THRESHOLD: &a [*a]\n", 1, ["recursive alias", "*a"], id="recursive-alias"),
    pytest.param("pages: 1\nCN_THRESHOLD: [1,\n", 3, ["broken YAML"], id="broken-yaml"),
    pytest.param("CN_THRESHLOD: 5\n", 1, ["unknown key (did you mean 'CN_THRESHOLD'?)"], id="misspelt-key"),
    pytest.param("CN_THRESHOLD: .nan\n", 1, ["must be a finite number, not float nan"], id="not-finite"),
    pytest.param("- 1\n", 1, ["not a tag-path thresholds file"], id="not-a-mapping"),
]


@pytest.mark.parametrize(("text", "line", "says"), MALFORMED_TRAINED)
def test_load_rejects_a_malformed_file_in_one_short_line(tmp_path: Path, text: str, line: int,
                                                         says: list[str]) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError) as caught:
        SiteThresholds.load(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:{line}: ") and "\n" not in message, message
    assert len(message) - len(str(path)) < 200, message   # (the quoted value cut short)
    assert all(part in message for part in says), message


def test_load_reads_merge_keys(tmp_path: Path) -> None:
    path = tmp_path / "merged.yaml"
    path.write_text("<<: {CN_THRESHOLD: 3, LENGTH_THRESHOLD: 40}\nLENGTH_THRESHOLD: 50\npages: 2\n", encoding="utf-8")
    assert SiteThresholds.load(path) == SiteThresholds(LENGTH_THRESHOLD=50.0, CN_THRESHOLD=3.0, pages=2)


def test_a_broken_trained_file_stops_the_crawl_configuration_at_its_line(tmp_path: Path) -> None:
    """Read once when the configuration is loaded (before any request): a configuration error naming the
    trained file, its line and the key, never a flood or a crash in the middle of a crawl."""
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    (tmp_path / "trained").mkdir()
    trained = tmp_path / "trained" / "forum.yaml"
    trained.write_text("pages: 1\nCN_THRESHOLD: " + "x" * 100_000 + "\n", encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(config)
    message = str(caught.value)
    assert message.startswith(f"{trained}:2: CN_THRESHOLD: must be a finite number")
    assert len(message) - len(str(trained)) < 300, message
    assert "site 'forum'" in message and "tsheg train-site" in message


def test_train_site_trains_again_over_a_broken_trained_file(tmp_path: Path) -> None:
    """The error's advice holds: train-site does not read the file it writes anew."""
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    (tmp_path / "trained").mkdir()
    trained = tmp_path / "trained" / "forum.yaml"
    trained.write_text("CN_THRESHOLD: lots\n", encoding="utf-8")
    page = tmp_path / "thread.html"
    page.write_bytes(_pages()[0].encode("utf-8"))
    assert _run("--config", str(config), "--site", "forum", str(page)) == 0
    assert SiteThresholds.load(trained).pages == 1
    assert dict(load_config(config).sites[0].params) == SiteThresholds.load(trained).as_params()


def test_cli_trains_from_files_and_the_config_loader_finds_them(tmp_path: Path) -> None:
    config, samples = _config_and_samples(tmp_path, {f"thread{k}.html": html.encode("utf-8")
                                                     for k, html in enumerate(_pages())})
    assert _run("--config", str(config), "--site", "forum", str(samples)) == 0
    stored = tmp_path / "trained" / "forum.yaml"
    assert SiteThresholds.load(stored).pages == 3
    site = load_config(config).sites[0]
    assert dict(site.params) == SiteThresholds.load(stored).as_params()


def test_cli_trains_from_urls(tmp_path: Path, serve_directory) -> None:
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    www = tmp_path / "www"
    www.mkdir()
    (www / "t.html").write_bytes(_pages()[0].encode("utf-8"))
    base = serve_directory(www)
    assert _run("--config", str(config), "--site", "forum", f"{base}/t.html", f"{base}/missing.html") == 0
    assert SiteThresholds.load(tmp_path / "trained" / "forum.yaml").pages == 1


def test_cli_skips_binary_and_empty_pages_with_a_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    (tmp_path / "logo.html").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    (tmp_path / "empty.html").write_bytes(b"<html><body><script>x()</script></body></html>")
    (tmp_path / "thread.html").write_bytes(_pages()[0].encode("utf-8"))
    assert _run("--config", str(config), "--site", "forum", str(tmp_path)) == 0
    err = capsys.readouterr().err
    assert "logo.html: binary content" in err and "empty.html: no visible text" in err
    # Only the real thread trained: the junk did not lower the minimum of eq. 9-11.
    alone = SiteThresholds.train([build_dom(lxml.html.fromstring(_pages()[0]))])
    assert SiteThresholds.load(tmp_path / "trained" / "forum.yaml") == alone


def test_cli_unknown_site_and_unreadable_pages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    assert _run("--config", str(config), "--site", "nosuch", "x.html") == 2
    assert "nosuch" in capsys.readouterr().err
    assert _run("--config", str(config), "--site", "forum", str(tmp_path / "absent.html")) == 1
    assert not (tmp_path / "trained").exists()


def test_tsheg_train_site_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from crawler.cli import main

    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    page = tmp_path / "thread.html"
    page.write_bytes(_pages()[0].encode("utf-8"))
    assert main(["train-site", "--config", str(config), "--site", "forum", str(page)]) == 0
    assert "trained forum on 1 page(s)" in capsys.readouterr().out
    assert (tmp_path / "trained" / "forum.yaml").is_file()


def _in_the_way_file(trained: Path) -> None:
    trained.write_text("", encoding="utf-8")


def _in_the_way_folder(trained: Path) -> None:
    (trained / "forum.yaml").mkdir(parents=True)


# (what stands where the trained file goes, the words of the one error line). Before, each was a traceback
# (FileExistsError, IsADirectoryError) from the unguarded save.
UNWRITABLE_TARGETS = [
    (_in_the_way_file, "trained is a file, not a folder"),
    (_in_the_way_folder, "is a folder, not a file"),
]


@pytest.mark.parametrize(("block", "says"), UNWRITABLE_TARGETS, ids=["file-for-folder", "folder-for-file"])
def test_cli_names_a_trained_file_it_cannot_write_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], block, says: str) -> None:
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    page = tmp_path / "thread.html"
    page.write_bytes(_pages()[0].encode("utf-8"))
    block(tmp_path / "trained")
    assert _run("--config", str(config), "--site", "forum", str(page)) == 2
    err = capsys.readouterr().err
    assert says in err and "forum.yaml" in err and len(err.strip().splitlines()) == 1, err


def test_cli_names_a_trained_folder_without_write_permission(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    page = tmp_path / "thread.html"
    page.write_bytes(_pages()[0].encode("utf-8"))
    (tmp_path / "trained").mkdir()

    def refused(*args: object, **kwargs: object) -> None:   # (the tests may run as root: chmod would not stop it)
        raise PermissionError(13, "Permission denied", str(tmp_path / "trained"))

    monkeypatch.setattr(atomic_files, "new_temporary", refused)
    assert _run("--config", str(config), "--site", "forum", str(page)) == 2
    err = capsys.readouterr().err
    assert "Permission denied" in err and len(err.strip().splitlines()) == 1, err


def test_save_replaces_the_file_whole_and_leaves_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "trained" / "forum.yaml"
    SiteThresholds(pages=1).save(path)
    before = path.read_text(encoding="utf-8")

    def crash(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_files.os, "replace", crash)
    with pytest.raises(OSError, match="No space"):
        SiteThresholds(LENGTH_THRESHOLD=5.0, pages=2).save(path)
    assert path.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["forum.yaml"]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.parametrize("umask", [0o022, 0o027, 0o077])
def test_a_trained_file_gets_the_permissions_of_any_new_file(tmp_path: Path, umask: int) -> None:
    """``tsheg train-site`` wrote the trained file through mkstemp, 0600 whatever the umask: a crawl running as
    another user could not read the thresholds it was trained for. Now it gets what the umask gives any new file,
    as the file the test makes beside it."""
    config, samples = _config_and_samples(tmp_path, {"thread.html": _pages()[0].encode("utf-8")})
    before = os.umask(umask)
    try:
        assert _run("--config", str(config), "--site", "forum", str(samples / "thread.html")) == 0
        (tmp_path / "plain").write_bytes(b"")
    finally:
        os.umask(before)
    trained = tmp_path / "trained" / "forum.yaml"
    assert oct(trained.stat().st_mode & 0o777) == oct((tmp_path / "plain").stat().st_mode & 0o777)


def test_cli_trains_from_gzip_pages_as_tsheg_extract_reads_them(tmp_path: Path) -> None:
    # Before: a .html.gz file was "binary content", and a folder of them contributed no file at all.
    config, samples = _config_and_samples(tmp_path, {f"thread{k}.html.gz": gzip.compress(html.encode("utf-8"))
                                                     for k, html in enumerate(_pages())})
    assert _run("--config", str(config), "--site", "forum", str(samples / "thread0.html.gz")) == 0
    assert SiteThresholds.load(tmp_path / "trained" / "forum.yaml").pages == 1
    assert _run("--config", str(config), "--site", "forum", str(samples)) == 0
    assert SiteThresholds.load(tmp_path / "trained" / "forum.yaml") == SiteThresholds.train(
        build_dom(lxml.html.fromstring(html)) for html in _pages())


def test_cli_names_the_files_of_a_folder_it_leaves_out(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = [f"page{k:02}.pdf" for k in range(train_site.SKIPPED_SHOWN + 3)]
    config, samples = _config_and_samples(tmp_path, dict.fromkeys(names, b"%PDF-1.4"))
    assert _run("--config", str(config), "--site", "forum", str(samples)) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith(f"tsheg: {samples}: left out {len(names)} file(s)")
    assert ", ".join(names[:train_site.SKIPPED_SHOWN]) + " and 3 more" in err[0]
    assert err[1:] == ["tsheg: no sample page could be read; nothing trained"]


def test_cli_caps_the_skipped_pages_it_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config, samples = _config_and_samples(tmp_path, {f"empty{k:02}.html": b""
                                                     for k in range(train_site.SKIPPED_SHOWN + 4)})
    assert _run("--config", str(config), "--site", "forum", str(samples)) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == train_site.SKIPPED_SHOWN + 2 and "empty00.html: the file is empty" in err[0]
    assert err[-2] == "tsheg: skipped 4 more sample page(s)"


def test_cli_decodes_with_the_sites_encoding_hint_as_the_crawl_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Before, the site's `encoding:` was ignored: thresholds learnt on another decoding than the crawl's.
    import extract.decode

    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG + "    encoding: gb18030\n", encoding="utf-8")
    page = tmp_path / "thread.html"
    page.write_bytes(_pages()[0].encode("utf-8"))
    seen: list[dict[str, str]] = []
    decode = extract.decode.decode_page

    def spy(body: bytes, headers: dict[str, str] | None = None, **kwargs: object):
        seen.append(dict(headers or {}))
        return decode(body, headers, **kwargs)

    monkeypatch.setattr(extract.decode, "decode_page", spy)
    assert _run("--config", str(config), "--site", "forum", str(page)) == 0
    assert seen == [{"Content-Type": "text/html; charset=gb18030"}]


TWO_SITES = """\
sites:
  - name: forum
    start_urls: [http://127.0.0.1:9/]
  - name: board
    start_urls: [http://127.0.0.1:9/board/]
    extractor: tagpath
"""


def test_the_trained_extractor_is_the_one_the_trained_file_names() -> None:
    from crawler.config import TRAINED_EXTRACTOR

    assert TRAINED_EXTRACTOR == tagpath.THRESHOLDS_FILE_LABELS["algorithm"]


# (the site's extractor line, whether train-site says the thresholds are ignored). Before, it printed
# "trained ... -> trained/forum.yaml" under the default extractor (auto), which never reads them.
EXTRACTOR_NOTES = [("", True), ("    extractor: auto\n", True), ("    extractor: prune\n", True),
                   ("    extractor: tagpath\n", False)]


@pytest.mark.parametrize(("extractor", "noted"), EXTRACTOR_NOTES)
def test_cli_says_when_the_sites_extractor_ignores_the_thresholds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], extractor: str, noted: bool) -> None:
    config = tmp_path / "sites.yaml"
    config.write_text(CONFIG + extractor, encoding="utf-8")
    page = tmp_path / "thread.html"
    page.write_bytes(_pages()[0].encode("utf-8"))
    assert _run("--config", str(config), "--site", "forum", str(page)) == 0
    out = capsys.readouterr().out
    assert ("which ignores these thresholds: only the tagpath extractor reads them; to use them, set "
            f"'extractor: tagpath' under the site in {config}" in out) == noted, out


def test_the_crawl_logs_once_a_trained_file_its_sites_extractor_ignores(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    import asyncio
    import logging

    from tests.fixtures.spider import spider_crawler

    for name in ("forum", "board"):
        SiteThresholds(pages=1).save(tmp_path / "trained" / f"{name}.yaml")
    spider = spider_crawler(tmp_path, TWO_SITES).spider

    async def requests() -> list[object]:
        return [request async for request in spider.start()]

    with caplog.at_level(logging.WARNING):
        assert len(asyncio.run(requests())) == 2
    notes = [r.getMessage() for r in caplog.records if "trained thresholds" in r.getMessage()]
    assert notes == [f"site 'forum' has trained thresholds ({tmp_path / 'trained' / 'forum.yaml'}), but it extracts "
                     "with 'auto', which ignores them: only the tagpath extractor reads them (set 'extractor: "
                     "tagpath' for the site to use them, or delete the file)"]
