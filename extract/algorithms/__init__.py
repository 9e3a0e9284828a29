"""The extraction algorithms by name: each reads a :class:`extract.dom.Dom` and returns kept node ids.

Every algorithm has the signature
``(dom, *, title: str = "", params: Mapping[str, float] | None = None) -> list[int]``
and returns the ids of the nodes whose own text is the main text (a node's own
text is its text and its children's tails; ``Dom.render`` turns the ids into text).
The modules are imported on first use, so ``import extract.algorithms`` stays cheap
and a module that fails to import fails only when its algorithm is asked for.

| name | module | idea |
|---|---|---|
| prune | ``extract.algorithms.prune`` | Relativity and Veracity pruning (seed 000 §2.4) |
| correlation | ``extract.algorithms.correlation`` | content correlation CC = TA/LA (seed 002 §3) |
| tagpath | ``extract.algorithms.tagpath`` | tag-path clustering, list-noise coefficient (seed 003) |
| tagwindow | ``extract.algorithms.tagwindow`` | tag windows near the title's words (seed 001) |
| semantic | ``extract.algorithms.semantic`` | local semantic blocks and TF-IDF cosine (seed 004) |
| auto | ``extract.algorithms.auto`` | the default: block features and a learnt ladder |
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping

from extract.dom import Dom

Algorithm = Callable[..., list[int]]

# name -> module holding a ``select(dom, *, title="", params=None) -> list[int]``
MODULES: dict[str, str] = {
    "auto": "extract.algorithms.auto",
    "prune": "extract.algorithms.prune",
    "correlation": "extract.algorithms.correlation",
    "tagpath": "extract.algorithms.tagpath",
    "tagwindow": "extract.algorithms.tagwindow",
    "semantic": "extract.algorithms.semantic",
}
DEFAULT = "auto"
SEEDS: tuple[str, ...] = ("prune", "correlation", "tagpath", "tagwindow", "semantic")


class _LazyAlgorithm:
    """A registry entry that imports its module on the first call."""

    def __init__(self, name: str, module: str) -> None:
        self.name = name
        self.module = module
        self._select: Algorithm | None = None

    def load(self) -> Algorithm:
        if self._select is None:
            self._select = importlib.import_module(self.module).select
        return self._select

    def __call__(self, dom: Dom, *, title: str = "",
                 params: Mapping[str, float] | None = None) -> list[int]:
        return self.load()(dom, title=title, params=params)

    def __repr__(self) -> str:
        return f"<algorithm {self.name} from {self.module}>"


class _Registry(dict):
    """``ALGORITHMS[name]`` with a clear error naming the known algorithms."""

    def __missing__(self, name: str) -> Algorithm:
        raise KeyError(f"unknown extraction algorithm {name!r}; known: {', '.join(self)}")

    def __iter__(self) -> Iterator[str]:
        return super().__iter__()


ALGORITHMS: dict[str, Algorithm] = _Registry({name: _LazyAlgorithm(name, module) for name, module in MODULES.items()})


def get_algorithm(name: str) -> Algorithm:
    """The algorithm called ``name``; ``KeyError`` lists the known names."""
    return ALGORITHMS[name]
