"""``tsheg tables install``: download the legacy Tibetan font tables at their pinned commits.

The project never ships the tables (their licences differ from ours; see
``extract/legacy_tables.py``). This command fetches each file from the raw
download address of its repository at the pinned commit, checks its SHA-1,
writes it atomically into the tables folder and prints what it installed.
Nothing is written when any file fails to download or to match.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from extract import legacy_tables


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dest", type=Path, default=None,
                        help=f"folder to install into (default: ${legacy_tables.ENV_VAR} or "
                             "the user data folder, platformdirs user_data_dir('tsheg')/tables)")
    parser.add_argument("--base-url", default=legacy_tables.DEFAULT_BASE_URL,
                        help="raw-download address the repository/commit/path are appended to "
                             f"(default: {legacy_tables.DEFAULT_BASE_URL})")


def run(args: argparse.Namespace) -> int:
    try:
        installed = legacy_tables.install_tables(args.dest, args.base_url)
    except legacy_tables.TableInstallError as error:
        print(f"error: {error}; nothing installed", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"error: cannot write the tables: {error}", file=sys.stderr)
        return 1
    for upstream, path in installed:
        print(f"installed {path}  ({upstream.repository}@{upstream.commit[:12]} {upstream.path}, "
              f"sha1 {upstream.sha1})")
    print(f"{len(installed)} files in {legacy_tables.tables_dir(args.dest)}")
    return 0
