"""The Ray example runs small on a local Ray and reports what one process reports."""

import json
import os
import pathlib
import subprocess
import sys

import pytest

ray = pytest.importorskip("ray")

from interregnum.report import Tally, simulate, summary_text, wilson  # noqa: E402

EXAMPLES = pathlib.Path(__file__).resolve().parents[1] / "examples"
ROOT = pathlib.Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def load_example():
    sys.path.insert(0, str(EXAMPLES))
    try:
        import ray_simulate
    finally:
        sys.path.pop(0)
    return ray_simulate


def test_ray_tasks_merge_into_the_single_process_report(local_ray):
    example = load_example()
    merged = example.simulate("imposter-kings", ["heuristic", "random", "random"], games=60,
                              seed=5, players=3, tasks=4)
    alone = simulate("imposter-kings", ["heuristic", "random", "random"], games=60, seed=5, players=3)
    assert merged == alone
    assert merged["games"] == 60 and len(merged["seats"]) == 3
    assert sum(s["wins"] for s in merged["seats"]) + merged["draws"] == 60
    assert "Win rate (95% CI)" in summary_text(merged)


def test_the_report_matches_the_interregnum_command_when_it_is_built():
    """The same games and report as `interregnum simulate --json` (its common part)."""
    binary = next((p for p in (ROOT / "target" / "release" / "interregnum",
                               ROOT / "target" / "debug" / "interregnum") if p.exists()), None)
    if binary is None:
        pytest.skip("the interregnum command is not built (cargo build)")
    out = subprocess.run([str(binary), "simulate", "claim", "--games", "40", "--seed", "9",
                          "--bots", "heuristic,random", "--json"],
                         capture_output=True, text=True, check=True, env=dict(os.environ, NO_COLOR="1"))
    cli = json.loads(out.stdout)
    ours = simulate("claim", ["heuristic", "random"], games=40, seed=9)
    for key in ("game", "games", "seed", "draws", "mean_plies"):
        assert cli[key] == ours[key], key
    for theirs, mine in zip(cli["seats"], ours["seats"]):
        for key in ("seat", "bot", "wins", "draws", "losses"):
            assert theirs[key] == mine[key], key
        assert theirs["mean_score"] == pytest.approx(mine["mean_score"])
        for key in ("rate", "low", "high"):
            assert theirs["win_rate"][key] == pytest.approx(mine["win_rate"][key])


def test_tallies_add_and_wilson_brackets_the_rate():
    a = Tally(2, games=10, draws=1, plies=520, wins=[6, 3], scores=[30, 20])
    b = Tally(2, games=5, draws=0, plies=260, wins=[1, 4], scores=[9, 11])
    total = a + b
    assert total.games == 15 and total.wins == [7, 7] and total.scores == [39, 31]
    rate = wilson(50, 100)
    assert rate["rate"] == 0.5 and abs(rate["low"] - 0.4038) < 1e-3 and abs(rate["high"] - 0.5962) < 1e-3
    with pytest.raises(ValueError):
        a + Tally(3)
