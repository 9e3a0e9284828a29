"""``tsheg tables install`` against a real loopback server serving fake upstream files."""

from __future__ import annotations

import argparse
import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from extract import legacy_tables
from extract.commands import tables as tables_command
from extract.legacy_tables import TableInstallError, UpstreamFile, install_tables

COMMIT = "0123456789abcdef0123456789abcdef01234567"
FAKE_FILES = {
    # name: (repository, path, content) -- tiny tables we write ourselves
    "utfc.csv": ("example/tables", "font-tables/utfc.csv", "TibetanMachineWeb,107,ཀ\nTibetanMachineWeb,45,་\n"),
    "LICENSE-pytiblegenc": ("example/tables", "LICENSE", "fake licence text\n"),
    legacy_tables.PUA_TABLE_FILE: ("example/pua", "T07_藏文/对照表.txt", "F300\t0F680F72"),
}


def sha1(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()  # noqa: S324 - checksum


def fake_upstream(tmp_path: Path, tamper: str | None = None) -> tuple[Path, tuple[UpstreamFile, ...]]:
    """A folder laid out like the raw-download paths, and the pinned list for it."""
    root = tmp_path / "upstream"
    pinned = []
    for name, (repository, path, content) in FAKE_FILES.items():
        served = root / repository / COMMIT / path
        served.parent.mkdir(parents=True, exist_ok=True)
        served.write_text(content + ("tampered" if name == tamper else ""), encoding="utf-8")
        pinned.append(UpstreamFile(name, repository, COMMIT, path, sha1(content)))
    return root, tuple(pinned)


def command_args(dest: Path, base_url: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    tables_command.add_arguments(parser)
    return parser.parse_args(["--dest", str(dest), "--base-url", base_url])


def test_url_percent_encodes_the_path() -> None:
    upstream = UpstreamFile("x.txt", "owner/repo", COMMIT, "T07_藏文/a b.txt", "0" * 40)
    assert upstream.url("http://127.0.0.1:9/") == (
        f"http://127.0.0.1:9/owner/repo/{COMMIT}/T07_%E8%97%8F%E6%96%87/a%20b.txt")


def test_pinned_list_matches_the_upstream_table() -> None:
    names = [f.name for f in legacy_tables.UPSTREAM_FILES]
    assert names == ["utfc.csv", "tiblegenc.csv", "udp.csv", "attu.csv", "LICENSE-pytiblegenc",
                     "pua-extension-set-a.txt"]
    assert all(len(f.sha1) == 40 and len(f.commit) == 40 for f in legacy_tables.UPSTREAM_FILES)


def test_install_downloads_checks_and_writes(tmp_path: Path, serve_directory: Callable[[Path], str],
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    root, pinned = fake_upstream(tmp_path)
    monkeypatch.setattr(legacy_tables, "UPSTREAM_FILES", pinned)
    dest = tmp_path / "data" / "tables"
    status = tables_command.run(command_args(dest, serve_directory(root)))
    assert status == 0
    for name, (_, _, content) in FAKE_FILES.items():
        assert (dest / name).read_text(encoding="utf-8") == content
    assert not list(dest.glob(".*.part"))
    out = capsys.readouterr().out
    assert "installed" in out and "utfc.csv" in out and "3 files" in out
    # the installed tables are used at once
    table = legacy_tables.font_tables(dest).table_for("TibetanMachineWeb")
    assert table.by_byte == {107: "ཀ", 45: "་"}


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.parametrize("umask", [0o022, 0o027, 0o077])
def test_installed_tables_get_the_permissions_of_any_new_file(tmp_path: Path, serve_directory: Callable[[Path], str],
                                                              umask: int) -> None:
    """The tables were written through mkstemp, 0600 whatever the umask: installed into a shared folder
    (``TSHEG_TABLES_DIR``), no crawl running as another user could read them. Now each gets what the umask gives
    any new file, as the file the test makes beside them."""
    root, pinned = fake_upstream(tmp_path)
    dest = tmp_path / "tables"
    before = os.umask(umask)
    try:
        written = install_tables(dest, serve_directory(root), files=pinned)
        (tmp_path / "plain").write_bytes(b"")
    finally:
        os.umask(before)
    plain = oct((tmp_path / "plain").stat().st_mode & 0o777)
    assert len(written) == len(pinned) and {oct(path.stat().st_mode & 0o777) for _, path in written} == {plain}


def test_checksum_mismatch_installs_nothing(tmp_path: Path, serve_directory: Callable[[Path], str],
                                            monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    root, pinned = fake_upstream(tmp_path, tamper=legacy_tables.PUA_TABLE_FILE)
    monkeypatch.setattr(legacy_tables, "UPSTREAM_FILES", pinned)
    dest = tmp_path / "tables"
    status = tables_command.run(command_args(dest, serve_directory(root)))
    assert status == 1
    assert "does not match" in capsys.readouterr().err
    assert not dest.exists() or not any(dest.iterdir())


def test_missing_file_upstream_is_a_clear_error(tmp_path: Path, serve_directory: Callable[[Path], str]) -> None:
    root, pinned = fake_upstream(tmp_path)
    missing = UpstreamFile("gone.csv", "example/tables", COMMIT, "font-tables/gone.csv", "0" * 40)
    with pytest.raises(TableInstallError, match="cannot download"):
        install_tables(tmp_path / "tables", serve_directory(root), files=(*pinned, missing))
    assert not (tmp_path / "tables").exists()


def test_install_goes_to_the_environment_folder(tmp_path: Path, serve_directory: Callable[[Path], str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    root, pinned = fake_upstream(tmp_path)
    monkeypatch.setenv(legacy_tables.ENV_VAR, str(tmp_path / "env-tables"))
    written = install_tables(None, serve_directory(root), files=pinned)
    assert {path.parent for _, path in written} == {tmp_path / "env-tables"}
