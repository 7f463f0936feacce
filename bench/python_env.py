"""Environment speed from Python, side by side in one run (docs/benchmarks.md, Python).

    python bench/python_env.py            # about two minutes
    python bench/python_env.py --seconds 1 --json out.json

Measured, each for about `--seconds` of CPU time of this process (CPU time, not wall time,
so a busy machine slows the figures less):

- the Rust engines' own random playouts (`interregnum.random_playouts`): the floor; and
  the same with the view of the seat to act built before each action, the game's view as a
  front end builds it (`views="view"`) and the typed view the observations are encoded
  from (`views="typed"`);
- the vectorised step's own work in Rust, no Python (`interregnum.vector_random_steps`,
  256 games, one thread): the very step `VectorEnv.step` runs (apply the action, build the
  seat to act's typed view, encode its observation, write its mask), random legal actions
  picked in Rust, no return to Python between steps (the same loop as
  `cargo run --release -p interregnum-bench --example vector_steps`);
- the vectorised environment (`interregnum.VectorEnv`, 256 games, one thread): the time of
  the `step` calls, one row per game;
- the PettingZoo AEC environments (`interregnum.pettingzoo.env`): `last()` (observation
  and mask) and `step()` a move;
- PettingZoo's own card environments from RLCard (Leduc and Texas Hold'em), the same loop;
- the package's `Game` driven the same way as OpenSpiel's states: `legal_action_ids`, the
  observation of the seat to act and `apply`, a move;
- OpenSpiel's C++ games driven from Python: `legal_actions`, the observation tensor of
  the player to move, and `apply_action` a move.

Every loop picks a uniformly random legal action with the same code; the time of that
pick is measured apart and left out, so the figures are the environments' own.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import interregnum  # noqa: E402


class Clock:
    """CPU time of this process, with the time spent picking actions set apart."""

    def __init__(self):
        self.start = time.process_time()
        self.picking = 0.0

    def pick(self, legal, rng):
        t = time.process_time()
        action = legal[int(rng.random() * len(legal))]
        self.picking += time.process_time() - t
        return action

    def elapsed(self):
        return time.process_time() - self.start

    def env_time(self):
        return self.elapsed() - self.picking


def rust_floor(name, players, seconds, views=None):
    seeds, actions = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        actions += interregnum.random_playouts(name, list(range(seeds, seeds + 50)), players=players,
                                               views=views)
        seeds += 50
    return actions / (time.process_time() - start)


def rust_vector(name, players, seconds, n=256, steps=200):
    """Game steps per CPU second of the vectorised step in Rust (one call runs `steps`
    steps of `n` games; dealing the `n` games first is under 1% of a call)."""
    interregnum.vector_random_steps(name, n, 1, players=players)  # builds the action space
    played, seed = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        played += interregnum.vector_random_steps(name, n, steps, seed=seed, players=players)
        seed += 1
    return played / (time.process_time() - start)


def vectorised(name, players, seconds, n=256):
    env = interregnum.VectorEnv(name, n, seed=0, players=players)
    obs, mask, *_ = env.reset(0)
    rng = random.Random(0)
    steps, stepping = 0, 0.0
    start = time.process_time()
    while time.process_time() - start < seconds:
        actions = np.array([np.flatnonzero(row)[int(rng.random() * row.sum())] for row in mask])
        t = time.process_time()
        obs, mask, *_ = env.step(actions)
        stepping += time.process_time() - t
        steps += n
    return steps / stepping


def aec_loop(env, seconds, seed=0):
    """Steps a PettingZoo AEC env with random legal actions for `seconds` of CPU time."""
    rng = random.Random(seed)
    clock = Clock()
    steps = 0
    episode = 0
    env.reset(seed=episode)
    while clock.elapsed() < seconds:
        for agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            mask = observation["action_mask"]
            t = time.process_time()
            legal = np.flatnonzero(mask)
            clock.picking += time.process_time() - t
            env.step(int(clock.pick(legal, rng)))
            steps += 1
        episode += 1
        env.reset(seed=episode)
    return steps / clock.env_time()


def game_api_loop(name, players, seconds, seed=0):
    """The package's Game driven directly, as OpenSpiel's states are below: the legal ids,
    the observation of the seat to act and the action, a move."""
    rng = random.Random(seed)
    clock = Clock()
    steps = 0
    deal = 0
    while clock.elapsed() < seconds:
        game = interregnum.new_game(name, players=players, seed=deal)
        deal += 1
        while not game.is_over:
            legal = game.legal_action_ids()
            game.observation(game.to_act)
            game.apply(clock.pick(legal, rng))
            steps += 1
    return steps / clock.env_time()


def openspiel_loop(game_name, seconds, seed=0):
    import pyspiel

    game = pyspiel.load_game(game_name)
    observe = (pyspiel.State.observation_tensor if game.get_type().provides_observation_tensor
               else pyspiel.State.information_state_tensor)
    rng = random.Random(seed)
    clock = Clock()
    steps = 0
    while clock.elapsed() < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(clock.pick(outcomes, rng)[0])
                continue
            legal = state.legal_actions()
            observe(state, state.current_player())
            state.apply_action(clock.pick(legal, rng))
            steps += 1
    return steps / clock.env_time()


TABLES = [("claim", 2), ("imposter-kings", 2), ("imposter-kings", 4), ("provinces", 2), ("provinces", 4)]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args(argv)
    rows = []

    def report(what, env, per_second, floor=None, vector=None):
        ratio = f"{floor / per_second:.1f}×" if floor else ""
        to_vector = f"{vector / per_second:.2f}×" if vector else ""
        rows.append({"what": what, "env": env, "steps_per_second": per_second, "ratio_to_rust": ratio,
                     "ratio_to_rust_vector": to_vector})
        print(f"| {what} | {env} | {per_second:,.0f} | {1e6 / per_second:.3f} µs | {ratio} | {to_vector} |",
              flush=True)

    print("| kind | environment | steps per CPU second | per step | vs the Rust engine (bare playout) "
          "| vs the Rust vectorised step |")
    print("| --- | --- | --- | --- | --- | --- |")
    floors = {}
    for name, players in TABLES:
        floors[(name, players)] = rust_floor(name, players, args.seconds)
        report("Rust engine, random playouts", f"{name} {players}p", floors[(name, players)])
    for name, players in TABLES:
        report("Rust engine, random playouts and the view of the seat to act", f"{name} {players}p",
               rust_floor(name, players, args.seconds, views="view"), floors[(name, players)])
    for name, players in TABLES:
        report("Rust engine, random playouts and the typed view of the seat to act",
               f"{name} {players}p", rust_floor(name, players, args.seconds, views="typed"),
               floors[(name, players)])
    vectors = {}
    for name, players in TABLES:
        vectors[(name, players)] = rust_vector(name, players, args.seconds)
        report("Rust engine, the vectorised step's work, no Python (256 games)", f"{name} {players}p",
               vectors[(name, players)], floors[(name, players)])
    for name, players in TABLES:
        report("vectorised (`VectorEnv.step` from Python, 256 games)", f"{name} {players}p",
               vectorised(name, players, args.seconds), floors[(name, players)], vectors[(name, players)])
    for name, players in TABLES:
        report("Game API from Python (as OpenSpiel below)", f"interregnum {name} {players}p",
               game_api_loop(name, players, args.seconds), floors[(name, players)])
    from interregnum.pettingzoo import env as interregnum_env

    for name, players in TABLES:
        report("PettingZoo AEC", f"interregnum {name} {players}p",
               aec_loop(interregnum_env(name, players=players), args.seconds), floors[(name, players)])
    try:
        from pettingzoo.classic import leduc_holdem_v4, texas_holdem_v4

        report("PettingZoo AEC", "leduc_holdem_v4 (RLCard)", aec_loop(leduc_holdem_v4.env(), args.seconds))
        report("PettingZoo AEC", "texas_holdem_v4 (RLCard)", aec_loop(texas_holdem_v4.env(), args.seconds))
    except ImportError as err:  # rlcard is not installed
        print(f"(PettingZoo card environments skipped: {err})")
    try:
        for game in ("kuhn_poker", "leduc_poker", "hearts", "euchre"):
            report("OpenSpiel C++ from Python", game, openspiel_loop(game, args.seconds))
    except ImportError as err:
        print(f"(OpenSpiel skipped: {err})")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=2)


if __name__ == "__main__":
    main()
