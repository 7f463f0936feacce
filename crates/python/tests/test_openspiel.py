"""The games registered with OpenSpiel pass its random simulation test."""

import pytest

pyspiel = pytest.importorskip("pyspiel")
import interregnum.openspiel  # noqa: E402,F401  (registers the games)

from interregnum.openspiel import SHORT_NAMES  # noqa: E402


def test_every_game_is_registered():
    assert set(SHORT_NAMES.values()) <= set(pyspiel.registered_names())
    assert SHORT_NAMES["imposter-kings"] == "python_interregnum_imposter_kings"


def test_random_sim_test_passes(table):
    name, players = table
    game = pyspiel.load_game(SHORT_NAMES[name], {"players": players})
    assert game.num_players() == players
    # Whole matches of The Imposter Kings and games of Provinces are long: one each.
    sims = 3 if name == "claim" else 1
    pyspiel.random_sim_test(game, num_sims=sims, serialize=True, verbose=False)


def test_states_play_the_engine_game_and_resample_from_the_view():
    game = pyspiel.load_game(SHORT_NAMES["claim"])
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(17)
    assert state.engine.replay()["seed"] == 17
    for _ in range(5):
        state.apply_action(state.legal_actions()[0])
    player = state.current_player()
    sampled = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sampled.information_state_string(player) == state.information_state_string(player)
    assert sampled.observation_tensor(player) == state.observation_tensor(player)


def test_bad_parameters_are_refused():
    with pytest.raises(Exception, match="played by"):
        pyspiel.load_game(SHORT_NAMES["claim"], {"players": 3})


def test_the_interpreter_exits_cleanly_after_registering():
    """OpenSpiel keeps the game constructors to the end: a lambda only it held was freed
    without the interpreter lock at exit and aborted the process (exit 134)."""
    import subprocess
    import sys

    code = ("import pyspiel, interregnum.openspiel; "
            "g = pyspiel.load_game('python_interregnum_claim'); s = g.new_initial_state(); s.apply_action(3)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_an_observer_of_public_information_only_is_refused():
    """The observer ignored the observation type: a public observation (no private
    information) was the player's own view, hand included, and differed between players."""
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game(SHORT_NAMES["claim"])
    for private in (pyspiel.PrivateInfoType.NONE, pyspiel.PrivateInfoType.ALL_PLAYERS):
        kind = pyspiel.IIGObservationType(perfect_recall=False, public_info=True, private_info=private)
        with pytest.raises(ValueError, match="SINGLE_PLAYER"):
            make_observation(game, kind)
    # What OpenSpiel's own strings and tensors use is still there.
    for recall in (False, True):
        kind = pyspiel.IIGObservationType(perfect_recall=recall, public_info=True,
                                          private_info=pyspiel.PrivateInfoType.SINGLE_PLAYER)
        assert make_observation(game, kind) is not None


def test_a_deal_that_is_not_a_chance_outcome_is_refused():
    """The chance node dealt any seed it was given: deal 4 of a game of 4 deals (0 to 3),
    or 5000, started a game no chance outcome leads to."""
    game = pyspiel.load_game(SHORT_NAMES["claim"], {"deals": 4})
    for bad in (4, 5000):
        state = game.new_initial_state()
        with pytest.raises(ValueError, match="0 to 3"):
            state.apply_action(bad)
        assert state.is_chance_node() and state.history() == []
    state = game.new_initial_state()
    state.apply_action(3)
    assert state.engine.replay()["seed"] == 3
