"""A tight loop of `VectorEnv.step` calls, for profiling where a step's time goes
(docs/benchmarks.md, Python):

    perf record --call-graph dwarf,8192 -- python bench/python_vector_loop.py claim 2 400
    perf report --children

The actions are each game's lowest legal id (`mask.argmax(1)`), so that picking them costs
little beside the step.
"""

import sys

import interregnum as ir


def main(name: str, players: int, steps: int, n: int = 256) -> None:
    env = ir.VectorEnv(name, n, seed=0, players=players)
    _, mask, *_ = env.reset(0)
    for _ in range(steps):
        _, mask, *_ = env.step(mask.argmax(1))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
