"""The optional C speedup of recognition (everything else is in pyproject.toml).

``optional``: without a C compiler the install goes on and the pure-Python path
(the reference, same results) is used. With TSHEG_REQUIRE_SPEEDUPS=1 (CI) a
failed build fails the install, with the compiler's error in view.
"""

import os

from setuptools import Extension, setup

REQUIRED = os.environ.get("TSHEG_REQUIRE_SPEEDUPS") == "1"
# Each product and sum rounded on its own, as Python's floats are: GCC and Clang may otherwise fuse a multiply and an
# add into one FMA instruction where the target has it (aarch64 by default), and the C twins of the model's dot
# products, means and cosines would no longer give the Python reference's bits. (MSVC does not fuse unless asked.)
FLOAT_FLAGS = [] if os.name == "nt" else ["-ffp-contract=off"]

setup(ext_modules=[Extension("extract._speedups", ["extract/_speedups.c"], optional=not REQUIRED,
                             extra_compile_args=FLOAT_FLAGS)])
