"""A policy fitted to what opponents did: where their ships lay and where they fired first, as two boards of numbers
(:func:`admiralty.learn.fit` makes them from a history). It needs only numpy and the standard library, so that it
plays in the league from the zip :func:`admiralty.bot.build_zip` makes (``admiralty.fitted:from_model``, with the
model file ``model.npz`` beside it).

- **Attack.** While a hit is not yet accounted for by a sunk ship, it fires beside the hits (along their line once two
  are in a row); otherwise it hunts on the cells of one colour of a checkerboard (every ship of two or more cells
  covers one) and fires where ``ships`` says ships lay most often.
- **Defence.** It places its own fleet ship by ship where ``fire`` says shots came latest: each ship at one of the
  tenth of the allowed positions whose cells sum least of it (a cell beside a ship already placed counting as the
  most exposed), chosen at random.

Without boards (``FittedPolicy()``) it hunts the checkerboard at random and places at random, no ship touching
another: the same player without what was learnt, to measure what the fit is worth.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from admiralty.board import HIT, SHIP, STRUCK, SUNK, UNKNOWN, GameSetup

#: The file a zipped fitted bot reads its boards from (its working folder is the zip's top).
MODEL_FILE = "model.npz"
#: What a cell beside a ship already placed costs a new one, in units of the most exposed cell (and 1 with no fit).
TOUCHING = 1.0
#: The share of the positions, the least exposed, that a ship is placed at one of at random.
CHOICE = 0.1


class FittedPolicy:
    """Attacks by ``ships`` and places by ``fire`` (both height x width, any scale; see the module)."""

    places = True

    def __init__(self, ships: np.ndarray | None = None, fire: np.ndarray | None = None) -> None:
        """Without boards, flat ones of the game's size: the player with nothing learnt."""
        if ships is not None and fire is not None and np.shape(ships) != np.shape(fire):
            raise ValueError(f"ships {np.shape(ships)} and fire {np.shape(fire)} are boards of different sizes")
        self.fitted = None if ships is None or fire is None else (np.asarray(ships, float), np.asarray(fire, float))
        self.ships = self.fire = np.zeros((0, 0))
        self.rng = np.random.default_rng(0)
        self.lengths: list[int] = []

    def reset(self, setup: GameSetup) -> None:
        shape = (setup.rules.height, setup.rules.width)
        if self.fitted is None:
            self.ships, self.fire = np.ones(shape), np.zeros(shape)
        elif self.fitted[0].shape != shape:
            raise ValueError(f"the model is for boards of {self.fitted[0].shape}, the game's is {shape}")
        else:
            self.ships, self.fire = self.fitted
        self.rng = np.random.default_rng(setup.seed & (2**63 - 1))
        self.lengths = list(setup.rules.fleet)

    def __call__(self, observation: dict[str, np.ndarray], action_mask: np.ndarray) -> int:
        tracking, own = observation["tracking"], observation["own"]
        cells = tracking.size
        if np.count_nonzero((own == SHIP) | (own == STRUCK)) < sum(self.lengths):
            return self._place(own, action_mask, cells)
        return self._fire(tracking, observation["afloat"], action_mask[:cells].astype(bool).reshape(tracking.shape))

    def _place(self, own: np.ndarray, action_mask: np.ndarray, cells: int) -> int:
        """One of the allowed positions of the next ship least exposed to the opponents' first shots, at random."""
        placed = int(np.count_nonzero(own))
        length = self.lengths[list(np.cumsum([0, *self.lengths])).index(placed)]
        allowed = np.flatnonzero(action_mask)
        # a ship beside another is found with it: a hunter fires beside its hits
        touching = np.pad(own != 0, 1)
        touching = touching[:-2, 1:-1] | touching[2:, 1:-1] | touching[1:-1, :-2] | touching[1:-1, 2:]
        exposure = self.fire + TOUCHING * self.fire.max(initial=0.0) * touching + TOUCHING * touching
        costs = np.array([self._cost(exposure, int(action), cells, length) for action in allowed])
        # a few of the least exposed, at random: a fleet always in the same cells is one a learner finds
        return int(self.rng.choice(allowed[costs <= np.quantile(costs, CHOICE)]))

    @staticmethod
    def _cost(exposure: np.ndarray, action: int, cells: int, length: int) -> float:
        down, cell = divmod(action, cells)
        y, x = divmod(cell, exposure.shape[1])
        return float(exposure[y : y + length, x].sum() if down else exposure[y, x : x + length].sum())

    def _fire(self, tracking: np.ndarray, afloat: np.ndarray, allowed: np.ndarray) -> int:
        targets = self._beside_open_hits(tracking, afloat) & allowed
        if targets.any():
            return self._best(targets)
        height, width = tracking.shape
        colour = (np.add.outer(np.arange(height), np.arange(width)) % 2 == 0) & allowed
        return self._best(colour if colour.any() else allowed)

    def _best(self, candidates: np.ndarray) -> int:
        scores = np.where(candidates, self.ships, -np.inf).reshape(-1)
        return int(self.rng.choice(np.flatnonzero(scores >= scores.max() - 1e-12)))

    def _beside_open_hits(self, tracking: np.ndarray, afloat: np.ndarray) -> np.ndarray:
        """Unknown cells beside hits that the sunk ships do not account for: those that extend two hits in a row
        first, else any beside a hit; none when every hit belongs to a sunk ship."""
        struck = int(np.count_nonzero((tracking == HIT) | (tracking == SUNK)))
        if struck <= sum(length for length, up in zip(self.lengths, afloat) if not up):
            return np.zeros(tracking.shape, bool)
        hits = np.pad(tracking == HIT, 2)
        unknown = tracking == UNKNOWN
        h, w = tracking.shape

        def shifted(dy: int, dx: int) -> np.ndarray:
            return hits[2 + dy : 2 + dy + h, 2 + dx : 2 + dx + w]

        lined = np.zeros(tracking.shape, bool)
        beside = np.zeros(tracking.shape, bool)
        for dy, dx in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            lined |= shifted(dy, dx) & shifted(2 * dy, 2 * dx)
            beside |= shifted(dy, dx)
        return (lined & unknown) if (lined & unknown).any() else (beside & unknown)


def from_model(path: str | Path = MODEL_FILE) -> FittedPolicy:
    """The policy of a model file :func:`admiralty.learn.fit` wrote (the league bot's entry point)."""
    with np.load(path) as model:
        return FittedPolicy(model["ships"], model["fire"])
