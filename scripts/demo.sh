#!/usr/bin/env bash
# The README's first command: set everything up and crawl the bundled demo web, offline.
#
#   bash scripts/demo.sh [tsheg demo options, e.g. --keep-serving or --mirror DIR]
#
# Creates .venv (Python >= 3.11) if missing, installs the project, then runs `tsheg demo`:
# two demo sites served on 127.0.0.1, crawled by the real spider into ./mirror/, and a summary.
# The legacy Tibetan font tables are optional: used when present (../shared or an earlier
# `tsheg tables install`), fetched once if the internet answers quickly, never required.
set -euo pipefail
source "$(dirname "$0")/_venv.sh"
cd "$TSHEG_ROOT"

tsheg_venv "${TSHEG_EXTRAS:-}"
tsheg_shared_tables

tables_installed() {
    "$TSHEG_PY" -c 'import sys; from extract.legacy_tables import tables_dir
sys.exit(0 if any(tables_dir().glob("*.csv")) else 1)' >/dev/null 2>&1
}
with_timeout() {   # timeout SECONDS CMD...; without coreutils' timeout the download's own limit holds
    if command -v timeout >/dev/null 2>&1; then timeout "$@"; else shift; "$@"; fi
}

# One quick, optional attempt to fetch the tables (skipped offline; never retried once tried).
TABLES_TRIED="$TSHEG_VENV/.tsheg-tables-tried"
if [ -z "${TSHEG_TABLES_DIR:-}" ] && [ ! -f "$TABLES_TRIED" ] && [ "${TSHEG_NO_TABLES:-0}" != "1" ] \
        && ! tables_installed; then
    touch "$TABLES_TRIED"
    if with_timeout 60 "$TSHEG_VENV/bin/tsheg" tables install >/dev/null 2>&1; then
        echo "tsheg: legacy Tibetan font tables installed"
    else
        echo "tsheg: legacy Tibetan font tables not installed (offline?): the demo runs without them;"
        echo "       legacy-font pages are then kept unconverted and flagged. Later: tsheg tables install"
    fi
fi

exec "$TSHEG_VENV/bin/tsheg" demo "$@"
