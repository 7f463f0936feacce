"""A bot simulation spread over a Ray cluster, reported as `interregnum simulate` reports it.

Each Ray task plays one block of games with one call to `interregnum.play_batch` (Rust,
without the interpreter lock, never a Python loop over moves) and returns its tally; the
tallies add up into the report. Game i is seeded derive_seed(seed, i), as the command
seeds it, so the report equals `interregnum simulate GAME --seed SEED --games N` with the
same bots, whatever the number of tasks or machines.

    python crates/python/examples/ray_simulate.py claim --bots heuristic,random --games 100000
    python crates/python/examples/ray_simulate.py imposter-kings --players 3 \\
        --bots heuristic,random,random --games 20000 --address ray://head-node:10001 --json

Without --address it starts Ray on this machine (`ray.init()`); with a cluster address it
runs the tasks there (each worker needs the interregnum package installed).
"""

from __future__ import annotations

import argparse
import json

import ray

import interregnum
from interregnum.report import Tally, summary_text


@ray.remote
def play_block(game: str, options, players, seeds: list, bots: list) -> dict:
    """One task: a block of games in one batch call; returns its tally."""
    import interregnum
    from interregnum.report import Tally

    batch = interregnum.play_batch(game, options, seeds, bots, players=players)
    return Tally.of_batch(batch).to_dict()


def simulate(game: str, bots: list, games: int, seed: int = 0, players=None, options=None,
             tasks: int = 8) -> dict:
    """Plays `games` games in `tasks` Ray tasks and merges them into one report."""
    seeds = [interregnum.derive_seed(seed, i) for i in range(games)]
    size = -(-games // max(tasks, 1))
    blocks = [seeds[i:i + size] for i in range(0, games, size)]
    futures = [play_block.remote(game, options, players, block, bots) for block in blocks]
    tally = None
    for part in ray.get(futures):
        part = Tally.from_dict(part)
        tally = part if tally is None else tally + part
    name = interregnum.new_game(game, options=options, players=players).name
    return tally.summary(name, seed, list(bots))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(interregnum.GAMES))
    parser.add_argument("--bots", required=True, help="one bot per seat, comma-separated")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int)
    parser.add_argument("--tasks", type=int, default=16)
    parser.add_argument("--address", help="a Ray cluster address; this machine by default")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    ray.init(address=args.address)
    summary = simulate(args.game, args.bots.split(","), args.games, args.seed,
                       players=args.players, tasks=args.tasks)
    print(json.dumps(summary, indent=2) if args.json else summary_text(summary))


if __name__ == "__main__":
    main()
