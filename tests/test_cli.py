"""The ``tsheg`` console command: every sub-command is reachable and explains itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from crawler.cli import CRAWLER_COMMANDS
from extract.cli import PAGE_COMMANDS

ALL_COMMANDS = PAGE_COMMANDS + CRAWLER_COMMANDS


def run_tsheg(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "crawler.cli", *argv],
                          capture_output=True, text=True, timeout=120, env=env)


def test_top_level_help_names_every_command_and_the_crawl() -> None:
    result = run_tsheg("--help")
    assert result.returncode == 0, result.stderr
    for command in ALL_COMMANDS:
        assert command.words[0] in result.stdout
    assert "scrapy crawl tibetan_sites" in result.stdout


@pytest.mark.parametrize("command", ALL_COMMANDS, ids=lambda c: " ".join(c.words))
def test_every_sub_command_has_help(command) -> None:
    result = run_tsheg(*command.words, "--help")
    assert result.returncode == 0, result.stderr
    assert "usage: tsheg " + " ".join(command.words) in result.stdout


def test_no_command_is_a_usage_error() -> None:
    result = run_tsheg()
    assert result.returncode == 2
    assert "COMMAND" in result.stderr


def test_demo_refuses_a_mirror_it_cannot_write_before_serving_anything(tmp_path) -> None:
    blocker = tmp_path / "mirror"
    blocker.write_text("a file where the mirror should go", encoding="utf-8")
    result = run_tsheg("demo", "--mirror", str(blocker))
    assert result.returncode == 2
    assert "is a file, not a folder" in result.stderr and "serving" not in result.stdout


@pytest.mark.parametrize("place", ["/etc", "home"])
def test_demo_refuses_a_mirror_in_a_system_folder_or_at_the_home_folder_in_one_line(tmp_path, place: str) -> None:
    """The crawl's check (crawler/config.py system_place) stopped the demo with a traceback, after serving."""
    home = tmp_path / "home"
    home.mkdir()
    mirror = home if place == "home" else Path(place)
    result = run_tsheg("demo", "--mirror", str(mirror), env={**os.environ, "HOME": str(home)})
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.startswith(f"tsheg demo: --mirror {mirror} is ") and result.stderr.count("\n") == 1
    assert "serving" not in result.stdout
