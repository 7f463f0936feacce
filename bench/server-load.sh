#!/usr/bin/env bash
# The server load figures in docs/benchmarks.md: a release server on a fresh SQLite database,
# N Claim tables of simulated people over WebSockets on loopback, one action per table every 2 s.
# Usage: bench/server-load.sh TABLES [SECONDS] [--against-bot]
#   two people per table (two sockets each side), or one person against the random bot.
set -euo pipefail
tables=${1:-1000}
seconds=${2:-60}
against_bot=false
[[ "${3:-}" == "--against-bot" ]] && against_bot=true
cd "$(dirname "$0")/.."
cargo build --release -p interregnum-cli
cargo build --release -p interregnum-server --example load
# Each side holds one socket per simulated person.
ulimit -n "$(ulimit -Hn)"
dir=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
target/release/interregnum serve --addr "127.0.0.1:$port" --db "$dir/load.db" 2>"$dir/server.log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
  sleep 0.1
done
target/release/examples/load --addr "127.0.0.1:$port" --tables "$tables" --every-ms 2000 \
  --seconds "$seconds" --server-pid "$server" --against-bot "$against_bot"
