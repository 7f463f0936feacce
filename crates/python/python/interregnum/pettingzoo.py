"""PettingZoo AEC environments for the three games.

    from interregnum.pettingzoo import env
    e = env("imposter-kings", players=3)
    e.reset(seed=7)
    for agent in e.agent_iter():
        observation, reward, termination, truncation, info = e.last()
        mask = observation["action_mask"]
        action = None if termination or truncation else int(np.flatnonzero(mask)[0])
        e.step(action)

Agents are ``player_0`` … ``player_{n-1}`` (seat order). An observation is a dict with
``observation`` (the seat's view encoded as float32, docs/python.md) and ``action_mask``
(int8, 1 for each legal action id). Every agent has the game's one action space, so one
policy can sit in any seat. Rewards come at the end only: +1 for a win, -1 for a loss,
0 for a draw (in The Imposter Kings at 4 players both partners of a team win).
"""

from __future__ import annotations

import json
import operator

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

import interregnum

__all__ = ["InterregnumEnv", "env", "raw_env"]


class InterregnumEnv(AECEnv):
    """One game of Claim, The Imposter Kings or Provinces as a PettingZoo AEC environment."""

    metadata = {
        "render_modes": ["human", "ansi"],
        "name": "interregnum_v0",
        "is_parallelizable": False,
    }

    def __init__(self, game="claim", players=None, options=None, render_mode=None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.render_mode = render_mode
        self._name = game
        self._players = players
        self._options = options
        self._game = interregnum.new_game(game, options=options, players=players)
        self.metadata = dict(self.metadata, name=f"interregnum_{self._game.name.replace('-', '_')}_v0")
        n = self._game.num_players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self.agents = []
        self._seat = {agent: i for i, agent in enumerate(self.possible_agents)}
        size = self._game.observation_size
        actions = self._game.num_actions
        space = spaces.Dict(
            {
                "observation": spaces.Box(low=0.0, high=np.inf, shape=(size,), dtype=np.float32),
                "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
            }
        )
        # PettingZoo wants the same space object on every call.
        self.observation_spaces = {agent: space for agent in self.possible_agents}
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        # Draws the deals of resets without a seed; seeded by a reset with one.
        self._np_random = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def game(self) -> interregnum.Game:
        """The game being played (its full state: do not show it to the agents)."""
        return self._game

    def reset(self, seed=None, options=None):
        # As Gymnasium defines `reset`: a seed deals that game and seeds the environment's
        # generator; a reset without one deals from the generator (seeded from the OS only
        # if no reset ever had a seed), so a run is reproduced from its first seed.
        if seed is not None:
            seed = operator.index(seed)  # a numpy integer too, which Gymnasium's seeding refuses
            self._np_random, _ = seeding.np_random(seed)
        else:
            if self._np_random is None:
                self._np_random, _ = seeding.np_random()
            seed = int(self._np_random.integers(0, 2**63))
        self._game = interregnum.new_game(self._name, options=self._options, players=self._players, seed=seed)
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self._game.to_act]

    def observe(self, agent):
        seat = self._seat[agent]
        mask = np.zeros(self._game.num_actions, np.int8)
        if agent == self.agent_selection and not self._game.is_over:
            mask = self._game.legal_mask()
        return {"observation": self._game.observation(seat), "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        try:
            action = operator.index(action)  # int() would truncate a float
        except TypeError:
            raise TypeError(
                f"an action is an integer action id from 0 to {self._game.num_actions - 1} "
                f"(a Python or numpy integer), not {action!r}"
            ) from None
        self._cumulative_rewards[agent] = 0.0
        self._game.apply(action)
        for a in self.agents:
            self.rewards[a] = 0.0
        if self._game.is_over:
            payoffs = self._game.payoffs()
            for a in self.agents:
                self.rewards[a] = 2.0 * payoffs[self._seat[a]] - 1.0
                self.terminations[a] = True
            # Dead agents are stepped with None in seat order.
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self._game.to_act]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        """The spectator's view in text: what anyone at the table may see."""
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("render() called without a render_mode; use render_mode='ansi' or 'human'")
            return None
        text = render_text(self._game)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self):
        pass


def render_text(game: interregnum.Game) -> str:
    """A short text of a game's public state (the spectator's view), one field a line."""
    view = game.view()
    if game.is_over:
        head = f"{game.name} · over after {game.moves} moves · winners {game.outcome['winners']}"
    else:
        head = f"{game.name} · move {game.moves} · seat {'ABCD'[game.to_act]} to act"
    lines = [head]
    for key, value in view.items():
        if key in ("observer", "options", "legal", "log"):
            continue
        text = json.dumps(value, separators=(", ", ": "))
        if len(text) > 160:
            text = text[:157] + "..."
        lines.append(f"  {key}: {text}")
    return "\n".join(lines)


def raw_env(game="claim", players=None, options=None, render_mode=None) -> InterregnumEnv:
    """The environment without PettingZoo's wrappers."""
    return InterregnumEnv(game, players=players, options=options, render_mode=render_mode)


def env(game="claim", players=None, options=None, render_mode=None):
    """The environment for `game` (``claim``, ``imposter-kings``, ``provinces``) with
    PettingZoo's order-enforcing wrapper, as its own environments come."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(raw_env(game, players, options, render_mode))
