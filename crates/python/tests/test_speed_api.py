"""The batch API and the vectorised environment: same games as one at a time."""

import pickle

import numpy as np
import pytest

import interregnum as ir


def test_play_batch_plays_the_games_of_simulate():
    """A batch with seeds derive_seed(s, i) is the simulation `interregnum simulate --seed s`
    runs: game i seeded so, bot of seat k seeded derive_seed(game seed, 1 + k)."""
    seeds = [ir.derive_seed(7, i) for i in range(20)]
    batch = ir.play_batch("claim", None, seeds, ["heuristic", "random"])
    assert batch["payoffs"].shape == (20, 2) and batch["lengths"].tolist() == [52] * 20
    for i, seed in enumerate(seeds[:5]):
        game = ir.new_game("claim", seed=seed)
        bots = [ir.Bot("heuristic", "claim", seed=ir.derive_seed(seed, 1)),
                ir.Bot("random", "claim", seed=ir.derive_seed(seed, 2))]
        while not game.is_over:
            game.apply(bots[game.to_act].choose(game))
        assert game.payoffs() == batch["payoffs"][i].tolist()
        assert game.outcome["scores"] == batch["scores"][i].tolist()


def test_play_batch_does_not_depend_on_threads(table):
    name, players = table
    seeds = list(range(12))
    bots = ["random", "heuristic", "random", "heuristic"][:players]
    one = ir.play_batch(name, None, seeds, bots, players=players, threads=1)
    two = ir.play_batch(name, None, seeds, bots, players=players, threads=2)
    for key in ("payoffs", "scores", "draws", "lengths"):
        assert (one[key] == two[key]).all()


def test_play_batch_refuses_bad_input():
    with pytest.raises(ir.SetupError, match="one bot per seat"):
        ir.play_batch("claim", None, [1], ["random"])
    with pytest.raises(ir.UnknownBotError):
        ir.play_batch("claim", None, [1], ["random", "genius"])


def test_the_vector_env_steps_the_same_games_as_single_ones(table):
    name, players = table
    n = 5
    v = ir.VectorEnv(name, n, seed=3, players=players)
    obs, mask, to_act, rewards, dones = v.reset(seed=3)
    assert obs.shape == (n, v.observation_size) and obs.dtype == np.float32
    assert mask.shape == (n, v.num_actions) and mask.dtype == np.int8
    # Mirror each game one at a time with the same deals.
    mirrors = [ir.new_game(name, players=players, seed=ir.derive_seed(ir.derive_seed(3, i), 0))
               for i in range(n)]
    deals = [1] * n
    rng = np.random.default_rng(1)
    finished = 0
    for _ in range(300):
        for i, game in enumerate(mirrors):
            assert to_act[i] == game.to_act
            assert (obs[i] == game.observation(game.to_act)).all()
            assert (mask[i] == game.legal_mask()).all()
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
        obs, mask, to_act, rewards, dones = v.step(actions)
        for i, game in enumerate(mirrors):
            game.apply(int(actions[i]))
            if game.is_over:
                assert dones[i] and rewards[i].tolist() == game.payoffs()
                finished += 1
                mirrors[i] = ir.new_game(name, players=players,
                                         seed=ir.derive_seed(ir.derive_seed(3, i), deals[i]))
                deals[i] += 1
            else:
                assert not dones[i] and not rewards[i].any()
    if name == "claim":
        assert finished > 0


def test_the_vector_env_refuses_a_bad_step_and_moves_nothing():
    v = ir.VectorEnv("claim", 3, seed=1)
    obs, mask, *_ = v.reset(1)
    legal = mask.argmax(1)
    bad = legal.copy()
    bad[2] = int(np.flatnonzero(mask[2] == 0)[0])
    with pytest.raises(ir.IllegalActionError, match="game 2"):
        v.step(bad)
    with pytest.raises(ir.ActionSpaceError, match="one action id per game"):
        v.step(legal[:2])
    again, *_ = v.step(legal)  # the refused steps moved nothing
    fresh = ir.VectorEnv("claim", 3, seed=1)
    fresh.reset(1)
    expected, *_ = fresh.step(legal)
    assert (again == expected).all()


def test_the_vector_env_writes_in_place_into_read_only_arrays():
    v = ir.VectorEnv("provinces", 4, seed=5, players=2)
    first = v.reset(5)
    obs, mask, to_act, rewards, dones = first
    assert not any(a.flags.writeable for a in first)
    with pytest.raises(ValueError):
        mask[0, 0] = 1
    before = obs.copy()
    again = v.step(mask.argmax(1))
    # The same buffers, overwritten by the step.
    assert all(np.shares_memory(a, b) for a, b in zip(first, again))
    assert not (obs == before).all()
    # copy=True hands out arrays of the caller's own.
    c = ir.VectorEnv("provinces", 4, seed=5, players=2, copy=True)
    kept = c.reset(5)
    assert (kept[0] == before).all() and kept[0].flags.writeable
    c.step(kept[1].argmax(1))
    assert (kept[0] == before).all()


def test_the_vector_env_does_not_depend_on_threads():
    runs = []
    for threads in (1, 2):
        v = ir.VectorEnv("imposter-kings", 6, seed=2, players=3, threads=threads)
        obs, mask, *_ = v.reset(2)
        trace = []
        for _ in range(200):
            obs, mask, to_act, rewards, dones = v.step(mask.argmax(1))
            trace.append((obs.copy(), rewards.copy(), dones.copy()))
        runs.append(trace)
    for (a, b) in zip(*runs):
        assert all((x == y).all() for x, y in zip(a, b))


def test_vector_random_steps_steps_every_game_in_rust(table):
    """The benchmark's Rust loop over the vectorised step: every game steps every time (a
    random action that was not legal, or a game left over, would raise)."""
    name, players = table
    assert ir.vector_random_steps(name, 3, 150, seed=2, players=players) == 450
    with pytest.raises(ir.SetupError, match="players"):
        ir.vector_random_steps("claim", 2, 1, players=3)
    with pytest.raises(ir.UnknownGameError):
        ir.vector_random_steps("chess", 2, 1)


def test_games_pickle_as_their_replay():
    game = ir.new_game("provinces", players=3, seed=4)
    for _ in range(10):
        game.apply(game.legal_actions()[0])
    again = pickle.loads(pickle.dumps(game))
    assert again.full_state() == game.full_state()
    with pytest.raises(ir.ReplayError):
        pickle.dumps(game.determinize(game.to_act, 1))


def test_a_reset_without_a_seed_deals_from_the_environment_seed():
    """`reset()` dealt from seed 0 whatever seed the environment was made with, so every
    VectorEnv(seed=s).reset() played the same games."""
    first = ir.VectorEnv("claim", 3, seed=1).reset()[0].copy()
    other = ir.VectorEnv("claim", 3, seed=99).reset()[0].copy()
    assert not (first == other).all()
    same = ir.VectorEnv("claim", 3, seed=0).reset(seed=1)[0]
    assert (first == same).all()
    # Without a seed, a reset deals again from the last seed given.
    v = ir.VectorEnv("claim", 3, seed=0)
    v.reset(seed=99)
    assert (v.reset()[0] == other).all()


def test_a_step_takes_any_integer_array_and_refuses_others_saying_so():
    """A step took only contiguous int64 arrays: int32 ids (numpy's default integer on some
    platforms), a list or a strided view raised TypeError("type mismatch")."""
    v = ir.VectorEnv("claim", 3, seed=1)
    _, mask, *_ = v.reset(1)
    legal = mask.argmax(1)
    expected = ir.VectorEnv("claim", 3, seed=1)
    expected.reset(1)
    want = expected.step(legal)[0].copy()
    for actions in (legal.astype(np.int32), legal.astype(np.uint8), legal.tolist(),
                    np.repeat(legal, 2)[::2]):
        v.reset(1)
        assert (v.step(actions)[0] == want).all()
    for bad in (legal.astype(np.float64), ["Gb0"] * 3, legal.reshape(3, 1)):
        v.reset(1)
        with pytest.raises(TypeError, match="one integer action id per game"):
            v.step(bad)
    assert (v.step(legal)[0] == want).all()  # the refused steps moved nothing
    # The environment's own read-only to_act buffer is read (as a copy), not refused as
    # "already borrowed".
    _, mask, to_act, *_ = v.reset(1)
    if all(mask[i, seat] for i, seat in enumerate(to_act)):
        v.step(to_act)
    else:
        with pytest.raises(ir.IllegalActionError):
            v.step(to_act)
