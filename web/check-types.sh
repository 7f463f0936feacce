#!/usr/bin/env bash
# Fails when src/generated/ (the TypeScript of the server's wire types, made by ts-rs from
# crates/server/src/protocol.rs) is not what the Rust types give now. Regenerate with
#   ./check-types.sh --write
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -d ../crates/server ]; then
  echo "web/check-types.sh: no crates/server here; nothing to check against" >&2
  exit 0
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd .. && TS_RS_EXPORT_DIR="$out" cargo test --locked -q -p interregnum-server --features ts --lib export_bindings >/dev/null)
if [ "${1:-}" = "--write" ]; then
  rm -rf src/generated
  mkdir -p src/generated
  cp -r "$out"/. src/generated/
  echo "src/generated/ rewritten from crates/server/src/protocol.rs"
  exit 0
fi
if ! diff -r "$out" src/generated; then
  echo "web/src/generated/ is stale: run web/check-types.sh --write and commit it" >&2
  exit 1
fi
echo "web/src/generated/ matches crates/server/src/protocol.rs"
