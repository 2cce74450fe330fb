"""A policy as a league bot: the same object that acts in :mod:`admiralty.env` plays in the league, unchanged, as a
process bot of the ``native`` dialect (docs/bots.md), and :func:`build_zip` makes the zip to upload.

A policy is any object with ``__call__(observation, action_mask) -> action`` (the observation and mask of
:mod:`admiralty.env`), and optionally ``reset(setup)`` (a :class:`GameSetup`, with the seat's own ``seed``: draw
random choices from it and a game replays exactly) and ``places = True`` when it places its own fleet (the
placement actions of ``placement="agent"``); otherwise the fleet is placed at random from the seat's seed, exactly
as the environments place it.

Run as ``python3 -m admiralty.bot MODULE:NAME`` (``NAME`` a policy, or a class or function that makes one, found in
``MODULE`` on the current folder's path); that is the bot's command. This module and what it uses need only numpy
and the standard library, so it runs on the league's ``python3``.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
import zipfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol, TextIO

import numpy as np

from admiralty.board import GameSetup, SeatView
from admiralty.rules import Ruleset, random_fleet

PROTOCOL = 1


class Policy(Protocol):
    def __call__(self, observation: dict[str, np.ndarray], action_mask: np.ndarray) -> int: ...


class RandomPolicy:
    """Fires at a random cell the mask allows, from the seat's seed: a yardstick, and the shape of a policy."""

    def __init__(self) -> None:
        self.rng = np.random.default_rng(0)

    def reset(self, setup: GameSetup) -> None:
        self.rng = np.random.default_rng(setup.seed & (2**63 - 1))

    def __call__(self, observation: dict[str, np.ndarray], action_mask: np.ndarray) -> int:
        return int(self.rng.choice(np.flatnonzero(action_mask)))


def load(target: str) -> Any:
    """The policy ``MODULE:NAME`` names: the object, or what calling it makes when it is a class or a factory."""
    module_name, _, name = target.partition(":")
    if not name:
        raise ValueError(f"name the policy as MODULE:NAME, was {target!r}")
    found = getattr(importlib.import_module(module_name), name)
    code = getattr(found, "__code__", None)
    # a class, or a function that needs no arguments, makes the policy; a policy function takes (observation, mask)
    required = None if code is None else code.co_argcount - len(getattr(found, "__defaults__", None) or ())
    return found() if isinstance(found, type) or required == 0 else found


def play(policy: Any, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout, name: str = "admiralty") -> None:
    """Plays a matchup in the ``native`` dialect on ``stdin``/``stdout`` until the league says ``bye``."""
    view: SeatView | None = None
    actions = 0

    def send(message: dict[str, Any]) -> None:
        stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
        stdout.flush()

    for line in stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            send({"type": "hello", "protocol": PROTOCOL, "name": name})
        elif kind == "newGame":
            rules = Ruleset.parse(message["ruleset"])
            setup = GameSetup(rules, message["you"], bool(message["movesFirst"]), int(message["seed"]), int(message["game"]))
            view = SeatView(rules, setup.side)
            places = bool(getattr(policy, "places", False))
            actions = rules.cells * (2 if places else 1)
            if hasattr(policy, "reset"):
                policy.reset(setup)
            if places:
                while view.placing:
                    view.place(view.ship_of(policy(view.observation(), view.placement_mask()[:actions])))
            else:
                for ship in random_fleet(rules, random.Random(setup.seed)):
                    view.place(ship)
            send({"type": "placement", "ships": [ship.to_json() for ship in view.fleet]})
        elif kind == "turn":
            assert view is not None
            for _ in range(int(message["shots"])):
                view.aim(int(policy(view.observation(), view.fire_mask(actions))))
            width = view.rules.width
            send({"type": "shots", "shots": [{"x": c % width, "y": c // width} for c in view.take_volley()]})
        elif kind in ("results", "opponentShots"):
            assert view is not None
            for strike in message["strikes"]:
                result = strike["result"][0]
                view.strike(strike["shooter"], strike["x"], strike["y"], result, strike.get("sunkShip"))
        elif kind == "bye":
            return


def play_game(env: Any, policy: Any, seed: int | None = None, options: dict[str, Any] | None = None) -> Any:
    """Plays one game of ``env`` (a :class:`admiralty.env.LeagueEnv`) with ``policy`` as :func:`play` plays it in the
    league: the policy reset with the game's setup, then asked for every action. Returns the game's outcome."""
    observation, info = env.reset(seed=seed, options=options)
    if hasattr(policy, "reset"):
        policy.reset(info["setup"])
    terminated = False
    while not terminated:
        observation, _, terminated, _, info = env.step(policy(observation, info["action_mask"]))
    return info["outcome"]


def evaluate(env: Any, policy: Any, games: int, seed: int | None = None) -> list[Any]:
    """Plays ``games`` games of ``env`` with ``policy`` (see :func:`play_game`), the first from ``seed`` and the rest
    the matchup's next games, as ``play --seed SEED --games N`` plays them. Returns their outcomes."""
    return [play_game(env, policy, seed if n == 0 else None) for n in range(games)]


PACKAGE_FILES = ("__init__.py", "bot.py", "board.py", "rules.py", "fitted.py")


def build_zip(
    zip_path: str | Path, policy: str, files: Iterable[str | Path] = (), name: str | None = None
) -> dict[str, Any]:
    """Writes the zip of a league process bot that runs ``policy`` (``MODULE:NAME``): this package's bot files, and
    ``files`` (the policy's module, its model...) at the zip's top, each by its own file name. Returns the bot's
    definition for ``POST /api/bots`` (its ``definition`` part beside the zip as ``artifact``)."""
    here = Path(__file__).parent
    with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in PACKAGE_FILES:
            archive.write(here / file, f"admiralty/{file}")
        for file in files:
            archive.write(file, Path(file).name)
    command = ["python3", "-m", "admiralty.bot", policy]
    return {"name": name or policy.partition(":")[0], "kind": "process", "dialect": "native", "command": command}


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[0] == "--zip":
        print(json.dumps(build_zip(argv[1], argv[2], argv[3:])))
        return 0
    if len(argv) != 1:
        print(
            "usage: python3 -m admiralty.bot MODULE:NAME                 plays the policy in the league's native dialect\n"
            "       python3 -m admiralty.bot --zip ZIP MODULE:NAME FILE...  writes the upload, prints its definition",
            file=sys.stderr,
        )
        return 2
    sys.path.insert(0, ".")
    play(load(argv[0]), name=argv[0].partition(":")[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
