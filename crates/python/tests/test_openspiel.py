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


def test_there_is_no_information_state_tensor():
    """information_state_tensor answered with the observation tensor, which forgets (The
    Imposter Kings' view keeps no log), though the game declares it provides none: CFR-style
    code that did not check the flag got an information state without perfect recall."""
    game = pyspiel.load_game(SHORT_NAMES["imposter-kings"], {"players": 3})
    assert not game.get_type().provides_information_state_tensor
    state = game.new_initial_state()
    state.apply_action(0)
    state.apply_action(state.legal_actions()[0])
    with pytest.raises(Exception, match="no information state tensor"):
        state.information_state_tensor(0)
    assert len(state.observation_tensor(0)) == game.observation_tensor_size()


def _play(game, deal, choose):
    state = game.new_initial_state()
    state.apply_action(deal)
    for step in range(400):
        if state.is_terminal():
            break
        state.apply_action(choose(state, step))
    return state


def test_the_information_state_string_has_perfect_recall():
    """Two histories that end in the same view but that the player saw differently get
    different information states; states the player cannot tell apart get the same one."""
    game = pyspiel.load_game(SHORT_NAMES["claim"])
    state = game.new_initial_state()
    state.apply_action(5)
    player = state.current_player()
    # The same state reached twice: equal information states for every player.
    again = game.new_initial_state()
    again.apply_action(5)
    for _ in range(6):
        action = state.legal_actions()[0]
        state.apply_action(action)
        again.apply_action(action)
    for p in range(2):
        assert state.information_state_string(p) == again.information_state_string(p)
    # The string is the view, then the history's digest.
    view, digest = state.information_state_string(player).rsplit("\nhistory ", 1)
    assert view == state.observation_string(player) and len(digest) == 64

    # The same current view after another history: the recall tells them apart.
    from interregnum.openspiel import _Recall

    seen, other = _Recall(), _Recall()
    seen.see("a")
    seen.see("b")
    other.see("c")
    other.see("b")
    assert seen.digest() != other.digest()
    # A repeated view is one observation, not two; an own action is part of the history.
    repeated = _Recall()
    repeated.see("a")
    repeated.see("a")
    repeated.see("b")
    assert repeated.digest() == seen.digest()
    repeated.act(3)
    assert repeated.digest() != seen.digest()


def test_a_resampled_state_keeps_the_players_information_state_as_play_goes_on():
    game = pyspiel.load_game(SHORT_NAMES["imposter-kings"], {"players": 2})
    state = game.new_initial_state()
    state.apply_action(9)
    for _ in range(4):
        state.apply_action(state.legal_actions()[0])
    player = state.current_player()
    sampled = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sampled.information_state_string(player) == state.information_state_string(player)
    clone = sampled.clone()
    assert clone.information_state_string(player) == sampled.information_state_string(player)


@pytest.mark.parametrize("name,players,zero_sum", [
    ("claim", 2, True),
    ("imposter-kings", 2, True),
    ("imposter-kings", 3, False),
    ("imposter-kings", 4, True),
    ("provinces", 2, True),
    ("provinces", 3, False),
    ("provinces", 4, False),
])
def test_zero_sum_is_declared_where_every_game_sums_to_zero(name, players, zero_sum):
    """The Imposter Kings at 2 players was declared general-sum with no utility sum, though
    every game sums to 0, so tools that need a zero-sum game refused it."""
    import random

    game = pyspiel.load_game(SHORT_NAMES[name], {"players": players})
    declared = game.get_type().utility
    assert (declared == pyspiel.GameType.Utility.ZERO_SUM) == zero_sum
    if zero_sum:
        assert game.utility_sum() == 0.0
        rng = random.Random(players)
        for deal in range(3 if name == "claim" else 1):
            state = game.new_initial_state()
            state.apply_action(deal)
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
            assert sum(state.returns()) == 0.0

