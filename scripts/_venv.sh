# Shared by scripts/demo.sh and scripts/test.sh (sourced, not run): make sure the project's
# virtual environment exists and has the project installed with the wanted extras.
#
#   TSHEG_VENV     the environment's folder (default: .venv in the checkout)
#   TSHEG_PYTHON   the interpreter to create it with (default: the newest python3.x >= 3.11 on PATH)
#   TSHEG_EXTRAS   optional dependencies to install, comma-separated (e.g. "test,peers")
#
# Idempotent and fast on a second run: the install is skipped while pyproject.toml and the
# extras are unchanged (a stamp file inside the environment records them).

TSHEG_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TSHEG_VENV="${TSHEG_VENV:-$TSHEG_ROOT/.venv}"
TSHEG_MIN_PYTHON="3.11"

_tsheg_python_ok() {
    "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' >/dev/null 2>&1
}

_tsheg_find_python() {
    if [ -n "${TSHEG_PYTHON:-}" ]; then
        if _tsheg_python_ok "$TSHEG_PYTHON"; then echo "$TSHEG_PYTHON"; return 0; fi
        echo "tsheg: TSHEG_PYTHON=$TSHEG_PYTHON is not Python >= $TSHEG_MIN_PYTHON" >&2
        return 1
    fi
    local candidate
    for candidate in python3.14 python3.13 python3.12 python3.11 python3; do
        if command -v "$candidate" >/dev/null 2>&1 && _tsheg_python_ok "$candidate"; then
            echo "$candidate"; return 0
        fi
    done
    echo "tsheg: needs Python >= $TSHEG_MIN_PYTHON (python3.11 or newer on PATH, or TSHEG_PYTHON=...)" >&2
    return 1
}

tsheg_venv() {
    # usage: tsheg_venv [EXTRAS]   -> creates/refreshes $TSHEG_VENV; sets TSHEG_PY to its python
    local extras="${1:-}"
    if [ ! -x "$TSHEG_VENV/bin/python" ] || ! _tsheg_python_ok "$TSHEG_VENV/bin/python"; then
        local python
        python="$(_tsheg_find_python)" || return 1
        echo "tsheg: creating the virtual environment $TSHEG_VENV with $python"
        rm -rf "$TSHEG_VENV"
        "$python" -m venv "$TSHEG_VENV" || return 1
    fi
    TSHEG_PY="$TSHEG_VENV/bin/python"
    # Stamp: the checksum of what the install builds from (pyproject.toml, setup.py and the C
    # speedup, compiled in place by the editable install), then the extras installed (one line each).
    local stamp="$TSHEG_VENV/.tsheg-install"
    local sum have="" missing="" extra
    sum="$(cat "$TSHEG_ROOT/pyproject.toml" "$TSHEG_ROOT/setup.py" "$TSHEG_ROOT/extract/_speedups.c" \
        | cksum | cut -d' ' -f1)"
    if [ -f "$stamp" ] && [ "$(head -n 1 "$stamp")" = "$sum" ]; then
        have="$(tail -n +2 "$stamp" | tr '\n' ',')"
    fi
    for extra in ${extras//,/ }; do
        case ",$have," in *",$extra,"*) ;; *) missing="$missing,$extra" ;; esac
    done
    if [ -f "$stamp" ] && [ "$(head -n 1 "$stamp")" = "$sum" ] && [ -z "$missing" ] \
            && "$TSHEG_PY" -c 'import crawler, extract' >/dev/null 2>&1; then
        return 0
    fi
    local all
    all="$(echo "${have}${missing}" | tr ',' '\n' | sed '/^$/d' | sort -u | paste -sd, -)"
    local spec="$TSHEG_ROOT"
    if [ -n "$all" ]; then spec="$TSHEG_ROOT[$all]"; fi
    echo "tsheg: installing the project into $TSHEG_VENV${all:+ (extras: $all)}"
    # The pip bundled with older Pythons (23.x) mis-resolves extras: upgrade it first.
    "$TSHEG_PY" -m pip install --quiet --disable-pip-version-check --no-input --upgrade pip || return 1
    # The editable install compiles the C speedup in place; an old build must not outlive a failed one.
    rm -f "$TSHEG_ROOT"/extract/_speedups.*.so
    "$TSHEG_PY" -m pip install --quiet --disable-pip-version-check --no-input -e "$spec" || return 1
    { echo "$sum"; echo "$all" | tr ',' '\n' | sed '/^$/d'; } > "$stamp"
}

tsheg_shared_tables() {
    # The dev copy of the legacy Tibetan font tables beside the checkout, when present.
    local shared="$TSHEG_ROOT/../shared/data/legacy-tibetan-tables"
    if [ -z "${TSHEG_TABLES_DIR:-}" ] && [ -d "$shared" ]; then
        TSHEG_TABLES_DIR="$(cd "$shared" && pwd)"
        export TSHEG_TABLES_DIR
    fi
}
