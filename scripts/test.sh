#!/usr/bin/env bash
# The README's second command: run the test suite in the project's virtual environment.
#
#   bash scripts/test.sh [--all] [pytest arguments...]
#
# Creates/refreshes .venv like scripts/demo.sh, installs the project with the `test` extra
# (TSHEG_EXTRAS overrides, e.g. "test,peers"), points TSHEG_TABLES_DIR at
# ../shared/data/legacy-tibetan-tables when present, and runs pytest. By default the slow
# suites (real crawls, full dev-set benchmarks) are left out; --all or TSHEG_SLOW=1 runs them too.
set -euo pipefail
source "$(dirname "$0")/_venv.sh"
cd "$TSHEG_ROOT"

run_all="${TSHEG_SLOW:-0}"
args=()
for arg in "$@"; do
    if [ "$arg" = "--all" ]; then run_all=1; else args+=("$arg"); fi
done

tsheg_venv "${TSHEG_EXTRAS:-test}"
tsheg_shared_tables

if [ "$run_all" = "1" ]; then
    exec "$TSHEG_VENV/bin/python" -m pytest ${args[@]+"${args[@]}"}
fi
exec "$TSHEG_VENV/bin/python" -m pytest -m "not slow" ${args[@]+"${args[@]}"}
