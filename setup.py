"""The optional C speedup of recognition (everything else is in pyproject.toml).

``optional``: without a C compiler the install goes on and the pure-Python path
(the reference, same results) is used. With TSHEG_REQUIRE_SPEEDUPS=1 (CI) a
failed build fails the install, with the compiler's error in view.
"""

import os

from setuptools import Extension, setup

REQUIRED = os.environ.get("TSHEG_REQUIRE_SPEEDUPS") == "1"

setup(ext_modules=[Extension("extract._speedups", ["extract/_speedups.c"], optional=not REQUIRED)])
