"""The aliases a JOBDIR job carries from one run to the next (crawler/job_aliases.py), with the mirror's part."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from crawler.job_aliases import ALIASES_FILE, job_alias_folder, load_aliases, save_aliases
from crawler.mirror import ALIAS_PAGES_DIR, RunAliases, SiteMirror

# Our own Tibetan: an article about the school library (long enough to tell its page apart), and its update.
ARTICLE = "སློབ་གྲྭའི་དཔེ་མཛོད་ཁང་གསར་པ་དེ་དེ་རིང་སྒོ་ཕྱེ་སོང་། སློབ་ཕྲུག་ཚོས་དཔེ་ཆ་མང་པོ་ཀློག་གི་ཡོད། " * 4
UPDATED = ARTICLE + "ཉིན་རྗེས་མར་དཔེ་ཆ་གསར་པ་བརྒྱ་ཕྲག་གཉིས་ཐོབ་སོང་།"
HOLDER, ALIAS = "http://a.org/news/1.html", "http://a.org/news/1.html?from=home"


def raw(name: str) -> bytes:
    return f"<html><body><p>{name}</p></body></html>".encode()


def job_run(mirror_root: Path, job: Path, pages: list[tuple[str, str]]) -> tuple[SiteMirror, list]:
    """One run of a job into ``mirror_root``: the aliases its earlier runs left adopted, ``pages`` (url, text)
    stored with their raw pages, the mirror closed and its open aliases kept; (the mirror, what take_rehomed told)."""
    folder = job_alias_folder(job, "s")
    mirror = SiteMirror(mirror_root, "s", alias_pages=folder)
    mirror.adopt_aliases(load_aliases(folder))
    rehomed = []
    for url, text in pages:
        mirror.store(url, text, {"kind": "article"}, html=raw(f"{url} {text[-4:]}"))
        rehomed += mirror.take_rehomed()
    save_aliases(folder, mirror.close())
    return mirror, rehomed + mirror.take_rehomed()


def test_an_alias_of_an_earlier_run_of_the_job_gets_a_file_of_its_own_when_its_page_changes(tmp_path: Path) -> None:
    """The job's first run fetches the alias, its second the page it repeats, changed: the alias's record was
    dropped at the second close (its text stored nowhere) and the job never asked for it again."""
    mirror_root, job = tmp_path / "mirror", tmp_path / "job"
    plain = SiteMirror(mirror_root, "s")   # an earlier crawl, no job: the page and its alias
    plain.store(HOLDER, ARTICLE, {"kind": "article"})
    plain.store(ALIAS, ARTICLE, {"kind": "article"})
    plain.close()
    _, rehomed = job_run(mirror_root, job, [(ALIAS, ARTICLE)])
    assert rehomed == [] and [p.name for p in job_alias_folder(job, "s").iterdir()] != [ALIASES_FILE]
    mirror, rehomed = job_run(mirror_root, job, [(HOLDER, UPDATED)])
    assert [(before, now["url"], now["kept"]) for before, now in rehomed] == [(None, ALIAS, True)]   # (not counted)
    record = mirror.latest[ALIAS]
    text_file = mirror_root / record["path"]
    assert record["kept"] and text_file.read_text(encoding="utf-8") == ARTICLE + "\n"
    assert text_file.with_suffix(".html").read_bytes() == raw(f"{ALIAS} {ARTICLE[-4:]}")
    assert sorted(p.name for p in job_alias_folder(job, "s").iterdir()) == [ALIASES_FILE]   # (its page no longer kept)
    assert load_aliases(job_alias_folder(job, "s")) == RunAliases({}, {})
    assert not (mirror_root / "s" / ALIAS_PAGES_DIR).exists()


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"answers": {}}', '{"answers": [], "pages": {}}'])
def test_a_record_of_aliases_that_is_not_one_carries_nothing_with_one_warning(
        tmp_path: Path, content: str, caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / ALIASES_FILE).write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="crawler.job_aliases"):
        assert load_aliases(tmp_path) == RunAliases({}, {})
    assert len(caplog.records) == 1 and "not carried on" in caplog.records[0].getMessage()


def test_an_adopted_alias_the_manifest_no_longer_records_as_an_alias_is_left_out(tmp_path: Path) -> None:
    """A crawl without the job stored the alias's page with a text of its own meanwhile: nothing to adopt."""
    mirror = SiteMirror(tmp_path, "s")
    mirror.store(ALIAS, UPDATED, {"kind": "article"})
    mirror.close()
    again = SiteMirror(tmp_path, "s", alias_pages=tmp_path / "job-pages")
    again.adopt_aliases(RunAliases({ALIAS: {"url": ALIAS, "kept": False}}, {ALIAS: "x.html"}))
    assert again.open_aliases() == RunAliases({}, {})
