#!/usr/bin/env bash
# Where the server's CPU goes under load (docs/benchmarks.md, "Where the server's time goes"):
# a release server on a fresh SQLite file, the load generator's TABLES Claim tables (one action
# per table every 2 s), and `perf record` sampling the server's threads (software clock, so it
# runs on machines without hardware counters). Prints the hottest functions by self time and
# by the crate they belong to, and leaves perf.data in the printed folder for a flame graph.
# Usage: bench/server-profile.sh TABLES [SECONDS] [--against-bot]
set -euo pipefail
tables=${1:-5000}
seconds=${2:-30}
against_bot=false
[[ "${3:-}" == "--against-bot" ]] && against_bot=true
cd "$(dirname "$0")/.."
cargo build --release -p interregnum-cli
cargo build --release -p interregnum-server --example load
command -v perf >/dev/null || { echo "perf is missing: apt-get install linux-perf" >&2; exit 1; }
ulimit -n "$(ulimit -Hn)"
dir=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
target/release/interregnum serve --addr "127.0.0.1:$port" --db "$dir/load.db" 2>"$dir/server.log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
  sleep 0.1
done
target/release/examples/load --addr "127.0.0.1:$port" --tables "$tables" --every-ms 2000 \
  --seconds "$seconds" --server-pid "$server" --against-bot "$against_bot" &
load=$!
# Sample the steady state: after the tables are made and playing, for most of the run.
sleep $(( seconds / 3 + tables / 500 ))
perf record -F 999 -g --call-graph dwarf,16384 -e cpu-clock -p "$server" -o "$dir/perf.data" \
  -- sleep $(( seconds / 2 )) 2>/dev/null
wait "$load"
echo "== hottest functions (self time), $tables tables"
perf report -i "$dir/perf.data" --no-children --sort symbol --stdio 2>/dev/null \
  | grep -E '^ +[0-9.]+%' | head -40
echo "== by crate (self time)"
perf report -i "$dir/perf.data" --no-children --sort dso,symbol --stdio 2>/dev/null \
  | grep -E '^ +[0-9.]+%' \
  | awk '{ pct=$1; sub("%","",pct); sym=$0; sub(/^ +[0-9.]+% +[^ ]+ +\[.\] +/, "", sym);
           n=split(sym, parts, "::"); crate=(n>1 ? parts[1] : sym);
           sub(/^<+/, "", crate); sub(/ as .*/, "", crate); total[crate]+=pct }
         END { for (c in total) printf "%6.2f%%  %s\n", total[c], c }' \
  | sort -rn | head -25
echo "perf.data: $dir/perf.data"
