#!/usr/bin/env bash
# The Python package's tests: a virtual environment with pinned packages from PyPI, the
# wheel built from this checkout and installed into it, then pytest.
#
#   bash crates/python/ci.sh            # from the root of a clone
#
# The environment lives in target/python-venv (set INTERREGNUM_VENV to move it) and is
# reused when it is there: only the wheel is rebuilt.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
venv="${INTERREGNUM_VENV:-$root/target/python-venv}"
python="${PYTHON:-python3}"

started=$(date +%s)
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
# The build backend (maturin) runs from the environment's bin.
export PATH="$venv/bin:$PATH"
# Versions that install together on Python 3.11 (see docs/python.md).
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    maturin==1.16.0 pytest==9.2.0 numpy==2.4.6 pettingzoo==1.27.0 gymnasium==1.4.0 \
    open_spiel==2.0.2 ray==2.60.0
installed=$(date +%s)
# The documented install command, with the build backend from the environment above.
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-build-isolation \
    --force-reinstall --no-deps ./crates/python
built=$(date +%s)
"$venv/bin/python" -m pytest -q crates/python/tests
done_at=$(date +%s)
echo "python ci: packages $((installed - started)) s, wheel $((built - installed)) s, tests $((done_at - built)) s"
