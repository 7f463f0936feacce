"""The core API: games, actions, errors, views, replays, clones, determinization, bots."""

import copy
import random

import pytest

import interregnum as ir


def play_randomly(game, seed, limit=5000):
    """Plays uniformly random legal actions (by notation) until the game ends."""
    rng = random.Random(seed)
    while not game.is_over and game.moves < limit:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_every_table_plays_to_an_outcome_by_notation_and_by_id(table):
    name, players = table
    by_text = play_randomly(ir.new_game(name, players=players, seed=11), seed=1)
    assert by_text.is_over and by_text.to_act is None
    outcome = by_text.outcome
    assert len(outcome["scores"]) == players
    payoffs = by_text.payoffs()
    winners = set(outcome["winners"])
    expected = [0.5] * players if not winners else [1.0 if s in winners else 0.0 for s in range(players)]
    assert payoffs == expected
    # The same choices made by id reach the same end.
    replay = by_text.replay()
    by_id = ir.new_game(name, players=players, seed=11)
    for action in replay["actions"]:
        ids = by_id.legal_action_ids()
        assert len(ids) == len(by_id.legal_actions())
        action_id = by_id.action_id(action)
        assert action_id in ids
        assert by_id.action_name(action_id) == action
        assert by_id.apply(action_id) == action
    assert by_id.outcome == outcome


def test_replays_reproduce_the_game_and_refuse_bad_records(table):
    name, players = table
    game = play_randomly(ir.new_game(name, players=players, seed=5), seed=2)
    replay = game.replay()
    assert replay["game"] == name and replay["seed"] == 5
    again = ir.from_replay(replay)
    assert again.outcome == game.outcome and again.moves == game.moves
    assert again.full_state() == game.full_state()
    broken = dict(replay, actions=replay["actions"][:3] + ["nonsense"])
    with pytest.raises(ir.ReplayError, match="action 3"):
        ir.from_replay(broken)
    with pytest.raises(ir.UnknownGameError, match="the games are"):
        ir.from_replay(dict(replay, game="chess"))


def test_an_illegal_action_raises_a_typed_error_and_changes_nothing(table):
    name, players = table
    game = ir.new_game(name, players=players, seed=3)
    before = game.full_state()
    legal = set(game.legal_actions())
    illegal_ids = [i for i in range(game.num_actions) if i not in set(game.legal_action_ids())]
    with pytest.raises(ir.IllegalActionError) as caught:
        game.apply(illegal_ids[0])
    err = caught.value
    assert set(err.allowed) == legal, "the error lists what is allowed"
    assert err.reason and err.action == game.action_name(illegal_ids[0])
    assert isinstance(err, ir.InterregnumError) and isinstance(err, ValueError)
    with pytest.raises(ir.NotationError) as caught:
        game.apply("no such action at all")
    assert caught.value.expected
    with pytest.raises(ir.ActionSpaceError, match="ids are 0 to"):
        game.apply(game.num_actions)
    with pytest.raises(ir.ActionSpaceError):
        game.apply(-1)
    with pytest.raises(TypeError):
        game.apply(1.5)
    assert game.full_state() == before and game.moves == 0


def test_a_finished_game_refuses_every_action():
    game = play_randomly(ir.new_game("claim", seed=9), seed=9)
    with pytest.raises(ir.IllegalActionError, match="nothing"):
        game.apply(0)
    assert game.legal_actions() == [] and game.legal_action_ids() == []
    assert not game.legal_mask().any()


def test_views_show_a_seat_its_own_cards_only():
    game = ir.new_game("claim", seed=4)
    for seat in range(2):
        view = game.view(seat)
        assert "hand" in view["seats"][seat]
        assert "hand" not in view["seats"][1 - seat]
    spectator = game.view()
    assert all("hand" not in s for s in spectator["seats"])
    with pytest.raises(ir.SeatError, match="seats are 0 to 1"):
        game.view(2)
    with pytest.raises(ir.SeatError):
        game.observation(5)


def test_bad_setups_are_explained():
    with pytest.raises(ir.UnknownGameError, match="claim, imposter-kings, provinces"):
        ir.new_game("chess")
    with pytest.raises(ir.SetupError, match="played by"):
        ir.new_game("claim", players=3)
    with pytest.raises(ir.SetupError, match="it must be 2, 3 or 4"):
        ir.new_game("imposter-kings", options={"players": 9})
    with pytest.raises(ir.SetupError, match="bad options"):
        ir.new_game("claim", options={"colour": "red"})
    with pytest.raises(ir.SetupError, match="not JSON"):
        ir.new_game("claim", options="{")
    # JSON that is not an object would be read field by field in order: refused.
    with pytest.raises(ir.SetupError, match="JSON object"):
        ir.new_game("imposter-kings", options="[4, 3]")
    with pytest.raises(ir.NotationError):
        ir.new_game("claim", deck=["Zz9"])


def test_names_options_and_stacked_decks():
    assert ir.new_game("Imposter_Kings", players=3).name == "imposter-kings"
    game = ir.new_game("claim", options={"first_leader": 1}, seed=2)
    assert game.to_act == 1 and game.options == {"first_leader": 1}
    deck = ir.new_game("claim", seed=8).full_state()
    assert deck  # the full state is there for debugging
    provinces = ir.new_game("provinces", options={"players": 3, "first_player": 2})
    assert provinces.num_players == 3 and provinces.to_act == 2


def test_clones_are_independent(table):
    name, players = table
    game = ir.new_game(name, players=players, seed=6)
    clone = game.clone()
    for other in (copy.copy(game), copy.deepcopy(game)):
        assert other.full_state() == game.full_state()
    clone.apply(clone.legal_actions()[0])
    assert clone.moves == 1 and game.moves == 0


def test_determinize_keeps_the_seat_view_and_has_no_replay(table):
    name, players = table
    game = play_randomly(ir.new_game(name, players=players, seed=7), seed=3, limit=15)
    seat = game.to_act
    sampled = game.determinize(seat, seed=1)
    assert sampled.view(seat) == game.view(seat)
    with pytest.raises(ir.ReplayError, match="determinized"):
        sampled.replay()
    # The sample plays on.
    play_randomly(sampled, seed=4)
    assert sampled.is_over


def test_bots_choose_legal_actions_from_the_view(table):
    name, players = table
    game = ir.new_game(name, players=players, seed=2)
    bots = [ir.Bot(spec, name, seed=seat, players=players)
            for seat, spec in zip(range(players), ["heuristic", "random", "ismcts:50", "easy"])]
    while not game.is_over and game.moves < 400:
        action = bots[game.to_act].choose(game)
        assert action in game.legal_actions()
        game.apply(action)
    with pytest.raises(ir.UnknownBotError, match="ismcts:2000"):
        ir.Bot("alphazero", name)
    with pytest.raises(ir.InterregnumError, match="plays"):
        ir.Bot("random", "claim").choose(ir.new_game("provinces"))


def test_bots_are_reproducible():
    def moves(seed):
        game = ir.new_game("claim", seed=1)
        bots = [ir.Bot("ismcts:200", "claim", seed=seed), ir.Bot("heuristic", "claim")]
        while not game.is_over:
            game.apply(bots[game.to_act].choose(game))
        return game.replay()["actions"]

    assert moves(3) == moves(3)


def test_numbers_out_of_range_raise_the_documented_errors():
    """Seats, ids and player counts beyond the Rust integer types raised OverflowError (or a
    TypeError saying an integer was not an integer) instead of the documented errors."""
    import numpy as np

    game = ir.new_game("claim", seed=1)
    for seat in (-1, 2**70, np.int64(-3)):
        for call in (game.view, game.observation, game.observation_fields, game.determinize):
            with pytest.raises(ir.SeatError, match="seats are 0 to 1"):
                call(seat)
    assert game.view(np.int64(1)) == game.view(1)
    for action_id in (2**70, np.uint64(2**64 - 1), -2**70):
        with pytest.raises(ir.ActionSpaceError, match="ids are 0 to 47"):
            game.apply(action_id)
        with pytest.raises(ir.ActionSpaceError, match="ids are 0 to 47"):
            game.action_name(action_id)
    with pytest.raises(TypeError, match="integer"):
        game.view(1.0)
    for players in (-1, 256, 2**70):
        with pytest.raises(ir.SetupError, match="players"):
            ir.new_game("imposter-kings", players=players)
        with pytest.raises(ir.SetupError, match="players"):
            ir.Bot("random", "imposter-kings", players=players)
        with pytest.raises(ir.SetupError, match="players"):
            ir.VectorEnv("imposter-kings", 1, players=players)
    assert game.moves == 0
