"""The optional C speedups (``extract/_speedups.c``), one import for every module that uses them.

``setup.py`` builds the extension at install when a compiler is at hand (CI requires it); without one ``SPEEDUPS``
is ``None`` and each caller runs its Python reference, which gives the same results (tests/test_speedups.py,
tests/test_auto_speedups.py). Callers bind it as their own ``_speedups`` so a test can swap it for ``None``.
"""

from __future__ import annotations

from types import ModuleType

SPEEDUPS: ModuleType | None
try:
    from extract import _speedups as SPEEDUPS
except ImportError:  # pragma: no cover - a machine without a C compiler
    SPEEDUPS = None
