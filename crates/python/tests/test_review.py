"""interregnum.review: a recorded game's decisions weighed by the search, from the seat's view."""

import json

import pytest

import interregnum as ir


def finished_game(name, players, seed, bots=("heuristic", "random")):
    """A game of `name` played to the end by the named bots (repeated round the table)."""
    game = ir.new_game(name, players=players, seed=seed)
    seated = [ir.Bot(bots[seat % len(bots)], name, seed=seat, players=players) for seat in range(players)]
    while not game.is_over:
        game.apply(seated[game.to_act].choose(game))
    return game


def test_a_review_lists_each_decision_with_every_legal_action_and_is_reproducible():
    game = finished_game("claim", 2, seed=4)
    replay = game.replay()
    review = ir.review(replay, 1, budget=300, threads=2)
    assert review["game"] == "claim" and review["seat"] == 1 and review["budget"] == 300
    # Replayed here: seat B's turns with a choice, and what it played at each.
    replayed = ir.new_game("claim", seed=replay["seed"])
    expected = []
    for ply, action in enumerate(replay["actions"]):
        if replayed.to_act == 1 and len(replayed.legal_actions()) > 1:
            expected.append((ply, action, sorted(replayed.legal_actions())))
        replayed.apply(action)
    found = [(d["ply"], d["played"], sorted(a["action"] for a in d["actions"])) for d in review["decisions"]]
    assert found == expected
    for decision in review["decisions"]:
        assert 0.0 <= decision["value"] <= 1.0
        assert decision["mark"] in (None, "mistake", "blunder")
        for action in decision["actions"]:
            assert action["low"] <= action["value"] <= action["high"]
    summary = review["summary"]
    assert summary["payoff"] == game.payoffs()[1]
    marked = [d["mark"] for d in review["decisions"] if d["mark"]]
    assert summary["mistakes"] + summary["blunders"] == len(marked)
    # The same record, seat and budget give the same review, for any thread count and
    # whether the record comes as a dict or as JSON text.
    assert ir.review(json.dumps(replay), 1, budget=300, threads=1) == review


def test_every_game_is_reviewed():
    for name, players in (("imposter-kings", 3), ("provinces", 2)):
        game = finished_game(name, players, seed=2, bots=("heuristic",))
        review = ir.review(game.replay(), 0, budget=20)
        assert review["decisions"], name
        assert review["summary"]["decisions"] == len(review["decisions"])


def test_a_bad_request_raises_the_documented_error():
    replay = finished_game("claim", 2, seed=5).replay()
    with pytest.raises(ir.SeatError, match="seats are A to B"):
        ir.review(replay, 2)
    with pytest.raises(ir.SeatError):
        ir.review(replay, -1)
    with pytest.raises(ir.InterregnumError, match="1 to 1000000"):
        ir.review(replay, 0, budget=0)
    with pytest.raises(ir.ReplayError, match="not a replay record"):
        ir.review({"game": "claim"}, 0)
    broken = dict(replay, actions=["Zz1"] + replay["actions"][1:])
    with pytest.raises(ir.ReplayError, match="action 0"):
        ir.review(broken, 0)
    with pytest.raises(ir.UnknownGameError, match="claim, imposter-kings and provinces"):
        ir.review(dict(replay, game="chess"), 0)
