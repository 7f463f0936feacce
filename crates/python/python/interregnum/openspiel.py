"""The three games as OpenSpiel Python games.

Importing this module registers ``python_interregnum_claim``,
``python_interregnum_imposter_kings`` and ``python_interregnum_provinces``:

    import pyspiel
    import interregnum.openspiel  # registers the games
    game = pyspiel.load_game("python_interregnum_imposter_kings", {"players": 3})

The game begins with one chance node that picks the deal: outcome ``k`` of ``deals`` (a
game parameter, 1,024 by default) is the engine's seed ``k``; every later random event
(reshuffles, new rounds) follows from it, so the game is the engine's game exactly.
OpenSpiel lists every outcome of a chance node, which costs time in proportion to
``deals``: raise it to train on more deals. The
player count is the parameter ``players``. Actions are the game's action ids (as in the
Python package). Returns are +1 for a win, -1 for a loss, 0 for a draw.

A player's observation string is its view as JSON, and its observation tensor is the
package's observation (docs/python.md). The view shows what the seat sees now, not always
every past event (The Imposter Kings keeps the last 24), so the information state string is
more than the view: it is the view, then a digest of everything the player has seen and done
in order (each view it was shown that differed from the one before, and each of its own
actions), so two histories the player can tell apart never share an information state
(perfect recall). There is no information state tensor: the game declares
``provides_information_state_tensor=False`` and ``information_state_tensor`` raises, since a
fixed-size tensor with perfect recall would have to hold a whole game's history; use the
observation tensor, which is the view.

The game is declared zero-sum where every game sums to zero: every game at 2 players, and
The Imposter Kings at 4 (two teams; both players of the winning team get +1). At 3 and 4
players otherwise a shared win gives each winner +1, so the sum varies: general-sum.

``resample_from_infostate`` draws a state from the player's view with the engine's own
``determinize``, so OpenSpiel's ISMCTS samples exactly as the project's does. The drawn state
keeps that player's information state; the other players' start anew from their views in it.
"""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pyspiel

import interregnum

__all__ = ["SHORT_NAMES", "ClaimGame", "ImposterKingsGame", "InterregnumGame", "InterregnumState", "ProvincesGame"]

#: The OpenSpiel name of each game.
SHORT_NAMES = {name: "python_interregnum_" + name.replace("-", "_") for name in interregnum.GAMES}

_DEFAULT_DEALS = 1024
#: Upper bounds on the number of moves of a game, for OpenSpiel's GameInfo.
_MAX_LENGTH = {"claim": 52, "imposter-kings": 5000, "provinces": 10000}


class _Table:
    """What the states of one game and player count share. OpenSpiel may hand a state a
    game object whose Python attributes are gone, so nothing is kept on the game itself."""

    def __init__(self, name: str, players: int, deals: int):
        if players not in interregnum.GAMES[name]:
            raise ValueError(f"{name} is played by {interregnum.GAMES[name]} players, not {players}")
        if deals < 1:
            raise ValueError("deals must be at least 1")
        self.name = name
        self.players = players
        self.deals = deals
        self.probe = interregnum.new_game(name, players=players)
        self.chance = [(k, 1.0 / deals) for k in range(deals)]


_TABLES: dict = {}
_NAME_OF = {short: name for name, short in SHORT_NAMES.items()}


def _table(name: str, players: int, deals: int) -> _Table:
    key = (name, players, deals)
    if key not in _TABLES:
        _TABLES[key] = _Table(name, players, deals)
    return _TABLES[key]


def _table_of(game: pyspiel.Game) -> _Table:
    params = game.get_parameters()
    return _table(_NAME_OF[game.get_type().short_name], int(params["players"]), int(params["deals"]))


class InterregnumGame(pyspiel.Game):
    """One of the games at one player count, as an OpenSpiel game."""

    def __init__(self, name: str, params=None):
        params = dict(params or {})
        table = _table(name, int(params.get("players", 2)), int(params.get("deals", _DEFAULT_DEALS)))
        info = pyspiel.GameInfo(
            num_distinct_actions=table.probe.num_actions,
            max_chance_outcomes=table.deals,
            num_players=table.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if _zero_sum(name, table.players) else None,
            max_game_length=_MAX_LENGTH[name],
        )
        super().__init__(_game_type(name, table.players), info, {"players": table.players, "deals": table.deals})

    def new_initial_state(self):
        return InterregnumState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return _Observer(_table_of(self), iig_obs_type, params)


class InterregnumState(pyspiel.State):
    """A game before its deal (the chance node), then the engine's game."""

    def __init__(
        self,
        game: pyspiel.Game,
        engine: interregnum.Game | None = None,
        table: _Table | None = None,
        recall: list[_Recall] | None = None,
    ):
        super().__init__(game)
        self._table = table or _table_of(game)
        self._engine = engine
        # Each player's perfect-recall history (see the module docs), from the deal on.
        self._recall = recall if recall is not None else [_Recall() for _ in range(self._table.players)]

    @property
    def engine(self) -> interregnum.Game | None:
        """The engine's game (the full state), or None before the deal."""
        return self._engine

    def current_player(self):
        if self._engine is None:
            return pyspiel.PlayerId.CHANCE
        if self._engine.is_over:
            return pyspiel.PlayerId.TERMINAL
        return self._engine.to_act

    def _legal_actions(self, player):
        return sorted(self._engine.legal_action_ids())

    def chance_outcomes(self):
        return self._table.chance

    def _apply_action(self, action):
        if self._engine is None:
            if not 0 <= action < self._table.deals:
                raise ValueError(f"deal {action} is not a chance outcome: the deals are 0 to {self._table.deals - 1}")
            self._engine = interregnum.new_game(self._table.name, players=self._table.players, seed=int(action))
        else:
            actor = self._engine.to_act
            self._engine.apply(int(action))
            self._recall[actor].act(int(action))
        for player, recall in enumerate(self._recall):
            recall.see(_view_string(self._engine, player))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return self._table.probe.action_name(int(action))

    def is_terminal(self):
        return self._engine is not None and self._engine.is_over

    def returns(self):
        if not self.is_terminal():
            return [0.0] * self._table.players
        return [2.0 * p - 1.0 for p in self._engine.payoffs()]

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state drawn from `player_id`'s view (the engine's determinize)."""
        if self._engine is None:
            return self.clone()
        seed = int(probability_sampler() * 2**53)
        engine = self._engine.determinize(player_id, seed)
        recall = [
            self._recall[player].copy() if player == player_id else _Recall.resampled(_view_string(engine, player))
            for player in range(self._table.players)
        ]
        return InterregnumState(self.get_game(), engine, self._table, recall)

    def information_state_digest(self, player: int) -> str:
        """The digest of everything `player` has seen and done, in order (perfect recall)."""
        return self._recall[player].digest()

    def __str__(self):
        if self._engine is None:
            return f"{self._table.name}: before the deal"
        return json.dumps(self._engine.view(), sort_keys=True)


def _view_string(engine: interregnum.Game, player: int) -> str:
    return json.dumps(engine.view(player), sort_keys=True)


class _Recall:
    """One player's history with perfect recall, kept as a hash chain: each view it was shown
    that differed from the one before, and each of its own actions, in order. Two histories
    with the same digest are ones the player cannot tell apart (up to SHA-256). Plain bytes
    and a string, so a state copies and pickles as it did."""

    __slots__ = ("_digest", "_last_view")

    def __init__(self, digest: bytes = b"", last_view: str | None = None):
        self._digest = digest
        self._last_view = last_view

    def __getstate__(self):
        return (self._digest, self._last_view)

    def __setstate__(self, state):
        self._digest, self._last_view = state

    def _chain(self, entry: bytes) -> None:
        self._digest = hashlib.sha256(self._digest + entry).digest()

    @classmethod
    def resampled(cls, view: str) -> _Recall:
        recall = cls()
        recall._chain(b"resampled")
        recall.see(view)
        return recall

    def see(self, view: str) -> None:
        if view != self._last_view:
            self._chain(b"view\0" + view.encode())
            self._last_view = view

    def act(self, action: int) -> None:
        self._chain(b"act\0%d" % action)

    def digest(self) -> str:
        return hashlib.sha256(self._digest).hexdigest()

    def copy(self) -> _Recall:
        return _Recall(self._digest, self._last_view)


class _Observer:
    """A player's observation: the package's tensor, and the view as a string. With perfect
    recall (OpenSpiel's information state), the string adds the player's history digest and
    there is no tensor."""

    def __init__(self, table: _Table, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        # A player's view holds the public information and that player's private
        # information, nothing else: an observer of public information only (which every
        # player may be shown) or of every player's would get the wrong thing.
        if iig_obs_type is not None and (
            not iig_obs_type.public_info or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError(
                "the observations are one player's view: IIGObservationType(public_info=True, "
                f"private_info=SINGLE_PLAYER) only, with or without perfect_recall; got {iig_obs_type}"
            )
        self.perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        self.tensor = np.zeros(table.probe.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: InterregnumState, player: int):
        if self.perfect_recall:
            # The observation tensor is the view, which forgets: handing it out as an
            # information state would silently break algorithms that need perfect recall.
            raise ValueError(
                "these games have no information state tensor (provides_information_state_tensor "
                "is False): use observation_tensor, which is the player's view, or "
                "information_state_string, which has perfect recall"
            )
        if state.engine is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = state.engine.observation(player)

    def string_from(self, state: InterregnumState, player: int) -> str:
        if state.engine is None:
            return "before the deal"
        view = _view_string(state.engine, player)
        if self.perfect_recall:
            return f"{view}\nhistory {state.information_state_digest(player)}"
        return view


def _zero_sum(name: str, players: int) -> bool:
    """Whether every game of this table sums to zero (see the module docs)."""
    return players == 2 or (name == "imposter-kings" and players == 4)


def _game_type(name: str, players: int | None = None) -> pyspiel.GameType:
    """The game type of a table; without a player count, what the game registers (zero-sum
    when every table of it is)."""
    counts = interregnum.GAMES[name]
    zero_sum = all(_zero_sum(name, n) for n in ([players] if players else counts))
    return pyspiel.GameType(
        short_name=SHORT_NAMES[name],
        long_name=f"Interregnum {name} (Python)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM if zero_sum else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(counts),
        min_num_players=min(counts),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": 2, "deals": _DEFAULT_DEALS},
    )


class ClaimGame(InterregnumGame):
    """Claim (2 players) as an OpenSpiel game."""

    def __init__(self, params=None):
        super().__init__("claim", params)


class ImposterKingsGame(InterregnumGame):
    """The Imposter Kings (2, 3 or 4 players) as an OpenSpiel game."""

    def __init__(self, params=None):
        super().__init__("imposter-kings", params)


class ProvincesGame(InterregnumGame):
    """Provinces (2, 3 or 4 players) as an OpenSpiel game."""

    def __init__(self, params=None):
        super().__init__("provinces", params)


# OpenSpiel keeps the constructors until the interpreter is gone: they must be module-level
# objects (a lambda it alone holds would be freed without the interpreter lock at exit).
_CONSTRUCTORS = {"claim": ClaimGame, "imposter-kings": ImposterKingsGame, "provinces": ProvincesGame}


def _register():
    registered = set(pyspiel.registered_names())
    for name, short in SHORT_NAMES.items():
        if short not in registered:
            pyspiel.register_game(_game_type(name), _CONSTRUCTORS[name])


_register()
