#!/usr/bin/env bash
# The game review's calibration (issue 24, docs/strength.md "Game review"): Claim games
# between `hard` and `easy`, each seat reviewed at the default budget; mistakes and blunders
# per 100 decisions for each level, and the review's time per game.
#
# Usage: bash bench/review-calibration.sh [GAMES] [SEED] [BOTS]
#   bash bench/review-calibration.sh 8 2026 hard,easy
#   GAMES_DIR=/tmp/games bash bench/review-calibration.sh 8   # keeps (and reuses) the games
# Needs release builds: cargo build --release -p interregnum-cli, and the recorder
# cargo build --release -p interregnum-bench --example record_games
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-8}
seed=${2:-2026}
bots=${3:-hard,easy}
bin=${INTERREGNUM:-target/release/interregnum}
recorder=${RECORDER:-target/release/examples/record_games}
threads=${THREADS:-$(nproc)}
# GAMES_DIR keeps the recorded games (and reuses them when they are there already).
if [ -n "${GAMES_DIR:-}" ]; then
  dir=$GAMES_DIR
  mkdir -p "$dir"
else
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' EXIT
fi
if [ ! -s "$dir/games.txt" ]; then
  echo "recording $games claim games ($bots) from seed $seed"
  "$recorder" claim 2 "$bots" "$games" "$seed" "$dir" > "$dir/games.tmp"
  mv "$dir/games.tmp" "$dir/games.txt"
fi
: > "$dir/reviews.txt"
while read -r file seat_a seat_b; do
  for seat in A B; do
    bot=$seat_a
    [ "$seat" = B ] && bot=$seat_b
    start=$(date +%s.%N)
    "$bin" review "$file" --seat "$seat" --threads "$threads" --json > "$dir/review.json"
    end=$(date +%s.%N)
    python3 - "$dir/review.json" "$bot" "$start" "$end" >> "$dir/reviews.txt" <<'PY'
import json, sys
review = json.load(open(sys.argv[1]))
s = review["summary"]
print(sys.argv[2], s["decisions"], s["mistakes"], s["blunders"], s["average_loss"],
      float(sys.argv[4]) - float(sys.argv[3]))
PY
  done
done < "$dir/games.txt"
python3 - "$dir/reviews.txt" "$threads" <<'PY'
import sys
from collections import defaultdict
rows = [line.split() for line in open(sys.argv[1])]
by_bot = defaultdict(lambda: [0, 0, 0, 0.0, 0])
seconds = 0.0
for bot, decisions, mistakes, blunders, loss, wall in rows:
    entry = by_bot[bot]
    entry[0] += int(decisions)
    entry[1] += int(mistakes)
    entry[2] += int(blunders)
    entry[3] += float(loss) * int(decisions)
    entry[4] += 1
    seconds += float(wall)
print("| Level | Seats reviewed | Decisions | Mistakes per 100 | Blunders per 100 | Mean loss (points) |")
print("| --- | --- | --- | --- | --- | --- |")
for bot, (decisions, mistakes, blunders, loss, seats) in sorted(by_bot.items()):
    print(f"| `{bot}` | {seats} | {decisions} | {100 * mistakes / decisions:.1f} | "
          f"{100 * blunders / decisions:.1f} | {100 * loss / decisions:.1f} |")
total = sum(v[0] for v in by_bot.values())
print()
print(f"{len(rows)} seat reviews, {total} decisions: {seconds / len(rows):.1f} s a seat, "
      f"{1000 * seconds / total:.0f} ms a decision (wall, {sys.argv[2]} threads)")
PY
echo "(load average $(cut -d' ' -f1-3 /proc/loadavg))"
