"""Simulation reports in the shape ``interregnum simulate --json`` prints.

A :class:`Tally` counts the results of :func:`interregnum.play_batch` batches; tallies of
batches played anywhere (processes, Ray tasks, machines) merge by addition, and
:meth:`Tally.summary` gives per-seat win rates with 95% Wilson intervals, draws, mean
scores and the mean game length.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

__all__ = ["Tally", "simulate", "summary_text", "wilson"]


def wilson(successes: float, trials: int, z: float = 1.96) -> dict:
    """A proportion with its Wilson score interval (95% by default)."""
    if trials == 0:
        return {"rate": 0.0, "low": 0.0, "high": 1.0}
    p = successes / trials
    denom = 1.0 + z * z / trials
    centre = (p + z * z / (2.0 * trials)) / denom
    half = z / denom * math.sqrt(p * (1.0 - p) / trials + z * z / (4.0 * trials * trials))
    return {"rate": p, "low": max(0.0, centre - half), "high": min(1.0, centre + half)}


@dataclass
class Tally:
    """Counts over finished games, per seat. Tallies add up with ``+``."""

    n_seats: int
    games: int = 0
    draws: int = 0
    plies: int = 0
    wins: list = field(default_factory=list)
    scores: list = field(default_factory=list)

    def __post_init__(self):
        self.wins = self.wins or [0] * self.n_seats
        self.scores = self.scores or [0] * self.n_seats

    @classmethod
    def of_batch(cls, batch: dict) -> "Tally":
        """The tally of one :func:`interregnum.play_batch` result."""
        payoffs, scores = batch["payoffs"], batch["scores"]
        draws = batch["draws"]
        n_seats = payoffs.shape[1]
        return cls(
            n_seats=n_seats,
            games=int(payoffs.shape[0]),
            draws=int(draws.sum()),
            plies=int(batch["lengths"].sum()),
            wins=[int(((payoffs[:, s] == 1.0) & ~draws).sum()) for s in range(n_seats)],
            scores=[int(scores[:, s].sum()) for s in range(n_seats)],
        )

    def __add__(self, other: "Tally") -> "Tally":
        if other.n_seats != self.n_seats:
            raise ValueError(f"cannot merge tallies of {self.n_seats} and {other.n_seats} seats")
        return Tally(
            n_seats=self.n_seats,
            games=self.games + other.games,
            draws=self.draws + other.draws,
            plies=self.plies + other.plies,
            wins=[a + b for a, b in zip(self.wins, other.wins)],
            scores=[a + b for a, b in zip(self.scores, other.scores)],
        )

    def to_dict(self) -> dict:
        return {"n_seats": self.n_seats, "games": self.games, "draws": self.draws,
                "plies": self.plies, "wins": self.wins, "scores": self.scores}

    @classmethod
    def from_dict(cls, d: dict) -> "Tally":
        return cls(**d)

    def summary(self, game: str, seed: int, bots: list) -> dict:
        """The report of ``interregnum simulate --json`` (its game-independent part)."""
        seats = []
        for s in range(self.n_seats):
            wins = self.wins[s]
            seats.append({
                "seat": "ABCD"[s],
                "bot": bots[s],
                "wins": wins,
                "draws": self.draws,
                "losses": self.games - wins - self.draws,
                "win_rate": wilson(wins, self.games),
                "mean_score": self.scores[s] / max(self.games, 1),
            })
        return {
            "game": game,
            "games": self.games,
            "seed": seed,
            "draws": self.draws,
            "mean_plies": self.plies / max(self.games, 1),
            "seats": seats,
        }


def summary_text(summary: dict) -> str:
    """The summary as the table ``interregnum simulate`` prints."""
    head = (f"{summary['games']} games of {summary['game']} from seed {summary['seed']} · "
            f"{summary['draws']} draws · {summary['mean_plies']:.1f} moves a game")
    rows = [("Seat", "Bot", "Wins", "Draws", "Losses", "Win rate (95% CI)", "Mean score")]
    for seat in summary["seats"]:
        rate = seat["win_rate"]
        rows.append((seat["seat"], seat["bot"], str(seat["wins"]), str(seat["draws"]), str(seat["losses"]),
                     f"{100 * rate['rate']:.1f}% ({100 * rate['low']:.1f}–{100 * rate['high']:.1f})",
                     f"{seat['mean_score']:.2f}"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = [head] + ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    return "\n".join(lines)


def simulate(game: str, bots: list, games: int, seed: int = 0, options=None, players=None,
             threads: int = 1) -> dict:
    """``interregnum simulate`` in one process: the same games, the same report."""
    import interregnum

    seeds = [interregnum.derive_seed(seed, i) for i in range(games)]
    batch = interregnum.play_batch(game, options, seeds, bots, players=players, threads=threads)
    return Tally.of_batch(batch).summary(interregnum.new_game(game, options=options, players=players).name,
                                         seed, list(bots))
