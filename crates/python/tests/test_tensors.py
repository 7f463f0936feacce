"""Action spaces, observations and masks: fixed ids, shapes, and nothing hidden."""

import random

import numpy as np
import pytest

import interregnum as ir


def random_states(name, players, games, seed, bots=None):
    """Yields states along whole games, random (or bot) play, for every table."""
    rng = random.Random(seed)
    for g in range(games):
        game = ir.new_game(name, players=players, seed=seed * 1000 + g)
        players_bots = None
        if bots:
            players_bots = [ir.Bot(bots[s % len(bots)], name, seed=g * 10 + s, players=players)
                            for s in range(players)]
        while not game.is_over:
            yield game
            if players_bots:
                game.apply(players_bots[game.to_act].choose(game))
            else:
                game.apply(rng.choice(game.legal_actions()))
        yield game


def test_the_action_space_is_a_fixed_bijection(table):
    name, players = table
    game = ir.new_game(name, players=players)
    catalogue = game.action_catalogue()
    assert len(catalogue) == game.num_actions == len(set(catalogue))
    # Every id names an action whose notation reads back to that id.
    for action_id, text in enumerate(catalogue):
        assert game.action_id(text) == action_id
    # One space per game: the same at every player count (Provinces: per deck).
    other = ir.new_game(name, players=max(ir.GAMES[name]), seed=3)
    assert other.action_catalogue() == catalogue


@pytest.mark.parametrize("bots", [None, ["heuristic"], ["heuristic", "random"]])
def test_every_legal_action_has_an_id_and_the_mask_shows_exactly_them(table, bots):
    name, players = table
    games = 12 if bots is None else 3
    seen = 0
    for game in random_states(name, players, games, seed=21, bots=bots):
        ids = game.legal_action_ids()  # raises ActionSpaceError for a missing action
        mask = game.legal_mask()
        assert mask.dtype == np.int8 and mask.shape == (game.num_actions,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(ids)
        assert [game.action_name(i) for i in ids] == game.legal_actions()
        seen += 1
    assert seen > games


def test_observations_have_the_documented_shape_and_fields(table):
    name, players = table
    for game in random_states(name, players, 2, seed=5):
        for seat in range(players):
            obs = game.observation(seat)
            assert obs.dtype == np.float32 and obs.shape == (game.observation_size,)
            assert np.isfinite(obs).all()
    fields = ir.new_game(name, players=players).observation_fields()
    assert fields[0][1] == 0
    for (_, start, width), (_, next_start, _) in zip(fields, fields[1:]):
        assert width > 0 and start + width == next_start
    last = fields[-1]
    assert last[1] + last[2] == game.observation_size
    names = [f[0] for f in fields]
    assert len(names) == len(set(names)), "field names are unique"


def field(game, seat, name):
    """The values of one named field of `seat`'s observation."""
    for fname, start, width in game.observation_fields(seat):
        if fname == name:
            return game.observation(seat)[start:start + width]
    raise KeyError(name)


def test_the_observation_is_relative_to_its_seat(table):
    name, players = table
    game = ir.new_game(name, players=players, seed=2)
    while not game.is_over and game.moves < 30:
        to_act = game.to_act
        for seat in range(players):
            expected = np.zeros(len(field(game, seat, "to_act")), np.float32)
            expected[(to_act - seat) % players] = 1
            assert (field(game, seat, "to_act") == expected).all()
        game.apply(game.legal_actions()[-1])


def test_a_seat_observation_is_the_same_for_every_state_its_view_allows(table):
    """The observation reads the view only: states determinized from a seat's view, which
    differ in every card hidden from it, give that seat the same observation."""
    name, players = table
    checked = 0
    for i, game in enumerate(random_states(name, players, 3, seed=8)):
        if i % 7 or game.is_over:
            continue
        for seat in range(players):
            obs = game.observation(seat)
            for s in range(3):
                sampled = game.determinize(seat, seed=100 * i + s)
                assert (sampled.observation(seat) == obs).all(), (name, players, i, seat)
                checked += 1
    assert checked > 10


def test_observations_tell_deals_apart(table):
    """An observation that ignored the seat's cards would pass the test above trivially."""
    name, players = table
    seen = {ir.new_game(name, players=players, seed=s).observation(0).tobytes() for s in range(6)}
    assert len(seen) > 1


def test_the_imposter_kings_decision_is_typed_and_encoded():
    """The view's `decision` is typed (a kind, the deciding seat, a card or number when the
    decision is about one), its `deciding` text says the same, and the observation flags
    exactly one kind, the same flag for the same kind."""
    index_of = {}
    for players in (2, 3, 4):
        for game in random_states("imposter-kings", players, 4, seed=players,
                                  bots=["heuristic", "random"]):
            view = game.view(0)
            decision = view["decision"]
            assert decision["seat"] == game.to_act
            if game.is_over:
                assert decision["kind"] == "match_over" and view["deciding"] == "the match is over"
            else:
                assert view["deciding"].startswith(f"{chr(65 + game.to_act)}: ")
            if decision["kind"] == "use_or_decline":
                assert view["deciding"].endswith(f"the {decision['card']}")
            if decision["kind"] == "reveal":
                assert f"reveal {decision['number']} card" in view["deciding"]
            deciding = field(game, 0, "deciding")
            assert deciding.sum() == 1, view["deciding"]
            flag = int(deciding.argmax())
            assert index_of.setdefault(decision["kind"], flag) == flag, decision
    assert len(set(index_of.values())) == len(index_of) > 5, index_of