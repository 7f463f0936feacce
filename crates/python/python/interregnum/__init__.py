"""Claim, The Imposter Kings and Provinces: the Interregnum rules engines for Python.

The engines are Rust (the ``_interregnum`` extension); this package is their Python face:

- :func:`new_game` and :func:`from_replay` give a :class:`Game` of any game and player
  count, driven by actions in notation or by integer ids of the game's fixed action space;
  a seat sees its :meth:`Game.view` (a dict) or its :meth:`Game.observation` (a float32
  numpy array), never the full state.
- :class:`Bot` plays the project's bots (``random``, ``heuristic``, ``ismcts:N``, levels).
- :func:`review` weighs one seat's decisions in a recorded game by the search, from what
  that seat knew at each (mistakes, blunders, the value of each position).
- :func:`play_batch` plays many bot games in one call, :class:`VectorEnv` steps many
  games with one array of actions, both without the interpreter lock.
- ``interregnum.pettingzoo`` and ``interregnum.openspiel`` wrap the games for those
  libraries; :mod:`interregnum.report` summarises batches as ``interregnum simulate`` does.

See docs/python.md.
"""

from ._interregnum import (
    ActionSpaceError,
    Bot,
    Game,
    IllegalActionError,
    InterregnumError,
    NotationError,
    ReplayError,
    SeatError,
    SetupError,
    UnknownBotError,
    UnknownGameError,
    VectorEnv,
    derive_seed,
    from_replay,
    game_names,
    new_game,
    play_batch,
    random_playouts,
    review,
    vector_random_steps,
)

#: The games and the player counts each is played by.
GAMES = {name: list(counts) for name, counts in game_names()}

#: Bot names every game understands (``ismcts:N`` takes any iteration count, ``ismcts:Nms``
#: a time per move).
BOTS = ("random", "heuristic", "ismcts", "ismcts:2000", "ismcts:100ms", "easy", "medium", "hard")

__all__ = [
    "ActionSpaceError",
    "BOTS",
    "Bot",
    "GAMES",
    "Game",
    "IllegalActionError",
    "InterregnumError",
    "NotationError",
    "ReplayError",
    "SeatError",
    "SetupError",
    "UnknownBotError",
    "UnknownGameError",
    "VectorEnv",
    "derive_seed",
    "from_replay",
    "new_game",
    "play_batch",
    "random_playouts",
    "review",
    "vector_random_steps",
]
