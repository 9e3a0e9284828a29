"""The optional C speedup of extract.page_text (everything else is in pyproject.toml).

``optional=True``: without a C compiler the install goes on and the pure-Python
path (the regexes, which are the reference) is used.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("extract._speedups", ["extract/_speedups.c"], optional=True)])
