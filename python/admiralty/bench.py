"""Environment steps per second: ``python -m admiralty.bench [--envs N] [--steps N] [--opponent BOT] [--ruleset R]``.

Plays ``--envs`` games at once in one :class:`admiralty.env.LeagueVectorEnv` (one engine process, one line per
step for all of them), each action a random cell the mask allows, and prints the steps per second (one step is one
environment's action: a vector step of N environments counts N). Pin it to one core with ``taskset -c 0`` to measure
one core: the engine's JVM and Python then share it.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from admiralty.env import LeagueVectorEnv


def measure(envs: int, steps: int, opponent: str, ruleset: str) -> tuple[float, int]:
    """Steps per second over ``steps`` vector steps (after a warm-up of as many), and the games finished."""
    vector = LeagueVectorEnv(envs, opponent, ruleset, sandbox="none")
    rng = np.random.default_rng(46)
    try:
        _, info = vector.reset(seed=46)
        masks = info["action_mask"]
        finished = 0
        start = 0.0
        for step in range(2 * steps):
            if step == steps:
                start, finished = time.perf_counter(), 0
            # a random allowed cell per environment: the argmax of random keys over the mask
            actions = np.argmax(rng.random(masks.shape) * masks, axis=1)
            _, _, terminated, _, info = vector.step(actions)
            masks = info["action_mask"]
            finished += int(terminated.sum())
        return envs * steps / (time.perf_counter() - start), finished
    finally:
        vector.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--envs", type=int, default=64)
    parser.add_argument("--steps", type=int, default=2000, help="vector steps measured (after as many to warm up)")
    parser.add_argument("--opponent", default="builtin:random")
    parser.add_argument("--ruleset", default="classic")
    args = parser.parse_args()
    rate, games = measure(args.envs, args.steps, args.opponent, args.ruleset)
    print(
        f"{rate:,.0f} environment steps per second: {args.envs} environment{'s' if args.envs > 1 else ''} against {args.opponent}, "
        f"{args.ruleset}, {args.steps} vector steps, {games} games finished"
    )


if __name__ == "__main__":
    main()
