#!/usr/bin/env bash
# The levels' strength (issue 12, docs/strength.md "Levels"): in every game and player count,
# `medium` against `easy` and `hard` against `medium`, on mirrored deals from a fixed seed.
# The levels have iteration budgets, so the games are the same on any machine and under any
# load; only the wall time changes.
#
# Usage: bash bench/strength.sh [GAMES_PER_PAIR] [SEED] [GAME[:PLAYERS] ...]
#   bash bench/strength.sh 60 2026                       # every game and player count
#   bash bench/strength.sh 60 2026 provinces:3           # one table
# Needs a release build: cargo build --release -p interregnum-cli
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-60}
seed=${2:-2026}
shift $(($# < 2 ? $# : 2))
tables=("$@")
if [ ${#tables[@]} -eq 0 ]; then
  tables=(claim:2 imposter-kings:2 imposter-kings:3 imposter-kings:4 provinces:2 provinces:3 provinces:4)
fi
bin=${INTERREGNUM:-target/release/interregnum}
threads=${THREADS:-$(nproc)}
for table in "${tables[@]}"; do
  game=${table%%:*}
  players=${table##*:}
  args=(tournament "$game" --games "$games" --seed "$seed" --threads "$threads")
  if [ "$game" != claim ]; then
    args+=(--players "$players")
  fi
  for pair in easy,medium medium,hard; do
    echo "## $game, $players players: $pair"
    echo "\`interregnum ${args[*]} --bots $pair\`"
    echo
    start=$(date +%s)
    "$bin" "${args[@]}" --bots "$pair"
    echo
    echo "($(($(date +%s) - start)) s wall, load average $(cut -d' ' -f1-3 /proc/loadavg))"
    echo
  done
done
