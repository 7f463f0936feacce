#!/usr/bin/env bash
# Every test of the project: the Rust workspace, the browser client (unit, build and
# end-to-end in Chromium) and the Python package. The README's test command.
#
# What is missing on the machine is said, not silently skipped: the PostgreSQL tests run when
# INTERREGNUM_TEST_POSTGRES is set (.ci/run starts a PostgreSQL and sets it), the browser
# tests need /usr/bin/chromium (web/ci.sh installs Debian's where it can).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "Rust: cargo test"
if [ -z "${INTERREGNUM_TEST_POSTGRES:-}" ]; then
  echo "INTERREGNUM_TEST_POSTGRES is not set: the server's PostgreSQL tests report themselves skipped."
fi
cargo test --locked

step "Browser client: web/ci.sh"
# The end-to-end tests drive the `interregnum` binary that `cargo test` just built.
bash web/ci.sh

step "Python package: crates/python/ci.sh"
bash crates/python/ci.sh

step "All tests passed."
