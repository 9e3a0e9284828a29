"""The examples in the docstrings of every module of extract/ and crawler/ hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import crawler
import extract

MODULES = sorted(info.name for package in (extract, crawler)
                 for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."))


def has_examples(module_name: str) -> bool:
    return any(test.examples for test in doctest.DocTestFinder().find(importlib.import_module(module_name)))


WITH_EXAMPLES = [name for name in MODULES if has_examples(name)]


def test_the_modules_with_examples_are_found() -> None:
    assert {"extract.commands.source", "extract.recognize", "crawler.config", "crawler.mirror", "crawler.traps",
            "crawler.summary", "crawler.pipelines", "crawler.urls"} <= set(WITH_EXAMPLES)


@pytest.mark.parametrize("module_name", WITH_EXAMPLES)
def test_the_examples_in_the_docstrings_hold(module_name: str) -> None:
    failures, tried = doctest.testmod(importlib.import_module(module_name), optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0
