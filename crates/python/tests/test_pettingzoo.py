"""PettingZoo's own checks on every table, and what the environment shows each agent."""

import numpy as np
import pytest

pettingzoo = pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from interregnum.pettingzoo import env, raw_env  # noqa: E402


def test_api_test_passes(table):
    name, players = table
    api_test(env(name, players=players), num_cycles=300)


def test_seed_test_passes(table):
    name, players = table
    seed_test(lambda: env(name, players=players), num_cycles=100)


def test_a_whole_game_gives_end_rewards_and_only_legal_masks(table):
    name, players = table
    e = env(name, players=players)
    e.reset(seed=4)
    rng = np.random.default_rng(0)
    totals = {agent: 0.0 for agent in e.possible_agents}
    steps = 0
    for agent in e.agent_iter(max_iter=20000):
        observation, reward, termination, truncation, _ = e.last()
        totals[agent] += reward
        if termination or truncation:
            e.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.sum() == len(e.unwrapped.game.legal_actions())
        e.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    assert e.agents == []
    payoffs = e.unwrapped.game.payoffs()
    assert [totals[a] for a in e.possible_agents] == [2 * p - 1 for p in payoffs]
    assert steps == e.unwrapped.game.moves


def test_render_shows_the_public_state_only():
    e = env("claim", render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert text.startswith("claim · move 0 · seat")
    assert '"hand"' not in text and "hand_size" in text


def test_an_illegal_action_is_refused_with_what_is_allowed():
    import interregnum

    e = raw_env("claim")
    e.reset(seed=2)
    mask = e.observe(e.agent_selection)["action_mask"]
    with pytest.raises(interregnum.IllegalActionError) as caught:
        e.step(int(np.flatnonzero(mask == 0)[0]))
    assert caught.value.allowed


def test_a_reset_without_a_seed_follows_the_last_seed(table):
    """As in Gymnasium and PettingZoo's own games: a seeded reset seeds the environment's
    generator and later resets without a seed draw from it, so a run is reproduced from its
    first seed (an unseeded reset drew every deal from the OS)."""
    name, players = table

    def deals():
        e = raw_env(name, players=players)
        e.reset(seed=5)
        seeds = [e.game.replay()["seed"]]
        for _ in range(2):
            e.reset()
            seeds.append(e.game.replay()["seed"])
        return seeds

    first = deals()
    assert first == deals()
    assert len(set(first)) == 3, "each reset deals a new game"
    e = raw_env(name, players=players)
    e.reset(seed=np.int64(5))
    assert e.game.replay()["seed"] == 5


def test_an_action_that_is_not_an_integer_is_refused():
    """A float was truncated by int(): 0.7 played action 0."""
    e = raw_env("claim")
    e.reset(seed=3)
    legal = int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0])
    for bad in (legal + 0.7, float(legal), None, str(legal)):
        with pytest.raises(TypeError, match="integer action id"):
            e.step(bad)
    assert e.game.moves == 0
    e.step(np.int32(legal))
    assert e.game.moves == 1
