#!/usr/bin/env bash
# The multi-process load figures in docs/benchmarks.md: PROCESSES release servers on one
# PostgreSQL database, TABLES Claim tables of two simulated people each, one action per table
# every 2 s, table i played through process i mod PROCESSES (sticky routing by table).
# Usage: INTERREGNUM_BENCH_POSTGRES=postgres://USER:PASSWORD@127.0.0.1:5432/SCRATCH_DB \
#          bench/server-load-pg.sh PROCESSES TABLES [SECONDS]
# The database is a scratch one: its public schema is emptied first.
set -euo pipefail
processes=${1:-2}
tables=${2:-1000}
seconds=${3:-30}
url=${INTERREGNUM_BENCH_POSTGRES:?set INTERREGNUM_BENCH_POSTGRES to a scratch PostgreSQL database URL}
cd "$(dirname "$0")/.."
cargo build --release -p interregnum-cli
cargo build --release -p interregnum-server --example load
ulimit -n "$(ulimit -Hn)"
psql "$url" -qc "DROP SCHEMA public CASCADE; CREATE SCHEMA public;"
dir=$(mktemp -d)
pids=()
addrs=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
for n in $(seq "$processes"); do
  port=$((20000 + RANDOM % 20000))
  target/release/interregnum serve --addr "127.0.0.1:$port" --db "$url" 2>"$dir/server-$n.log" &
  pids+=($!)
  addrs+=("127.0.0.1:$port")
  for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
    sleep 0.1
  done
done
joined_addrs=$(IFS=,; echo "${addrs[*]}")
joined_pids=$(IFS=,; echo "${pids[*]}")
target/release/examples/load --addr "$joined_addrs" --tables "$tables" --every-ms 2000 \
  --seconds "$seconds" --server-pid "$joined_pids" --against-bot false
