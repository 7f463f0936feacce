"""Strength anchor: the project's ISMCTS against OpenSpiel's ISMCTSBot, equal time a move.

    python bench/python_strength.py claim --deals 100 --ms 50
    python bench/python_strength.py imposter-kings --deals 100 --ms 50

Both bots play the game through the package: ours is `interregnum.Bot("ismcts:<ms>ms")`
(Rust, one thread), OpenSpiel's is `open_spiel.python.algorithms.ismcts.ISMCTSBot` with
random rollouts on the game registered by `interregnum.openspiel` (so it samples worlds
with the engine's own determinize). OpenSpiel's bot counts simulations, not time: before
each of its moves its simulation budget is set from its measured cost per simulation so
far, so that its mean time a move matches ours (both are printed). Each deal is played
twice with the seats swapped (mirrored deals); the result is our score (wins, draws
counted half) with a 95% Wilson interval.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import interregnum
import interregnum.openspiel
from interregnum.report import wilson


class TimedOpenSpielBot:
    """OpenSpiel's ISMCTS with a simulation budget tuned to a time a move."""

    def __init__(self, game, ms: float, seed: int):
        rng = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
        self.bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=20, random_state=rng,
                                    allow_inconsistent_action_sets=True)
        self.budget = ms / 1000.0
        self.per_sim = None
        self.thinking = []

    def step(self, state):
        if self.per_sim is not None:
            self.bot._max_simulations = max(2, int(self.budget / self.per_sim))
        sims = self.bot._max_simulations
        start = time.perf_counter()
        action = self.bot.step(state)
        spent = time.perf_counter() - start
        if len(state.legal_actions()) > 1:
            cost = spent / sims
            self.per_sim = cost if self.per_sim is None else 0.7 * self.per_sim + 0.3 * cost
            self.thinking.append(spent)
        return action


def play(name: str, deal: int, ours_at: int, ms: float, players: int = 2):
    game = pyspiel.load_game(interregnum.openspiel.SHORT_NAMES[name], {"players": players})
    state = game.new_initial_state()
    state.apply_action(deal)
    ours = interregnum.Bot(f"ismcts:{int(ms)}ms", name, seed=deal)
    theirs = TimedOpenSpielBot(game, ms, seed=deal)
    our_time = []
    while not state.is_terminal():
        engine = state.engine
        if state.current_player() == ours_at:
            start = time.perf_counter()
            action = engine.action_id(ours.choose(engine))
            if len(engine.legal_actions()) > 1:
                our_time.append(time.perf_counter() - start)
        else:
            action = theirs.step(state)
        state.apply_action(action)
    payoff = state.engine.payoffs()[ours_at]
    return payoff, our_time, theirs.thinking


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["claim", "imposter-kings"])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--ms", type=float, default=50.0)
    parser.add_argument("--first-deal", type=int, default=0)
    parser.add_argument("--out", help="write the result as JSON here")
    args = parser.parse_args(argv)
    score, games = 0.0, 0
    ours_t, theirs_t = [], []
    wins = draws = 0
    started = time.perf_counter()
    for deal in range(args.first_deal, args.first_deal + args.deals):
        for seat in (0, 1):
            payoff, a, b = play(args.game, deal, seat, args.ms)
            score += payoff
            wins += payoff == 1.0
            draws += payoff == 0.5
            games += 1
            ours_t += a
            theirs_t += b
        rate = wilson(score, games)
        print(f"{games} games: ours {100 * rate['rate']:.1f}% ({100 * rate['low']:.1f}-{100 * rate['high']:.1f}) · "
              f"ms a move ours {1000 * np.mean(ours_t):.1f}, OpenSpiel {1000 * np.mean(theirs_t):.1f} · "
              f"{time.perf_counter() - started:.0f} s", flush=True)
    result = {
        "game": args.game, "deals": args.deals, "games": games, "ms_per_move": args.ms,
        "ours_wins": int(wins), "draws": int(draws), "ours_score": score,
        "ours_score_rate": wilson(score, games),
        "ours_mean_ms": 1000 * float(np.mean(ours_t)), "openspiel_mean_ms": 1000 * float(np.mean(theirs_t)),
        "seconds": time.perf_counter() - started,
    }
    print(json.dumps(result, indent=2))
    if args.out:
        with open(args.out, "w") as f:
            json.dump(result, f, indent=2)
    return result


if __name__ == "__main__":
    main()
