"""Policies the tests play in the environments and, unchanged, as league bots."""

from __future__ import annotations

import sys

import numpy as np

from admiralty.board import HIT, GameSetup
from admiralty.fitted import FittedPolicy


class SeededHunter:
    """Random cells from the seat's seed until a hit, then the unknown neighbours of hits: deterministic given the
    game, so that its game in an environment and in ``play`` must be the same."""

    def reset(self, setup: GameSetup) -> None:
        self.rng = np.random.default_rng(setup.seed & (2**63 - 1))

    def __call__(self, observation: dict[str, np.ndarray], action_mask: np.ndarray) -> int:
        tracking = observation["tracking"]
        height, width = tracking.shape
        allowed = action_mask[: width * height].reshape(height, width).astype(bool)
        near = np.zeros_like(allowed)
        hits = tracking == HIT
        near[1:, :] |= hits[:-1, :]
        near[:-1, :] |= hits[1:, :]
        near[:, 1:] |= hits[:, :-1]
        near[:, :-1] |= hits[:, 1:]
        choice = np.flatnonzero(allowed & near)
        if choice.size == 0:
            choice = np.flatnonzero(allowed)
        return int(self.rng.choice(choice))


class TalkativeHunter(SeededHunter):
    """A :class:`SeededHunter` that says on stderr what it does: a line and a tag as a game starts, a line and a metric
    (its shots so far) per shot."""

    def reset(self, setup: GameSetup) -> None:
        super().reset(setup)
        self.shots = 0
        print(f"new game, seed {setup.seed}", file=sys.stderr, flush=True)
        print("admiralty tag talkative", file=sys.stderr, flush=True)

    def __call__(self, observation: dict[str, np.ndarray], action_mask: np.ndarray) -> int:
        cell = super().__call__(observation, action_mask)
        self.shots += 1
        print(f"shot {self.shots} at cell {cell}", file=sys.stderr, flush=True)
        print(f"admiralty metric shots={self.shots}", file=sys.stderr, flush=True)
        return cell


class PlacingHunter(SeededHunter):
    """A :class:`SeededHunter` that places its own fleet with the placement actions: each ship at the last position
    the mask allows (while placing, the mask allows placements down, which firing never does; true of any fleet
    with a ship longer than 1)."""

    places = True

    def __call__(self, observation: dict[str, np.ndarray], action_mask: np.ndarray) -> int:
        if action_mask[observation["tracking"].size :].any():
            return int(np.flatnonzero(action_mask)[-1])
        return super().__call__(observation, action_mask)


class CreatureOfHabit(FittedPolicy):
    """The plain :class:`FittedPolicy`'s attack, with the habit of a student's first bot: its fleet always across, in
    the board's top half. A history shows the habit, and a fitted policy can use it."""

    def _place(self, own: np.ndarray, action_mask: np.ndarray, cells: int) -> int:
        width = own.shape[1]
        across = np.flatnonzero(action_mask[:cells])
        top = across[across // width < own.shape[0] // 2]
        return int(self.rng.choice(top if top.size else across))
