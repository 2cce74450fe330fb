"""What one seat knows of a game, as the observation the environments give and :mod:`admiralty.bot` rebuilds.

It is built only from what the league tells a ``native`` bot (its own fleet, the results of its shots, the cells the
opponent fired at), so a policy sees the same observation in training and in the league.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from admiralty.rules import Ruleset, Ship, completes, fits

#: Values of the tracking grid: a cell not fired at, a miss, a hit, and the cell whose strike sank a ship (the league
#: names the sunk ship but not its other cells, so neither does the observation).
UNKNOWN, MISS, HIT, SUNK = 0, 1, 2, 3
#: Values of the own grid: water, an own ship's cell, water the opponent fired at, an own ship's cell it hit.
WATER, SHIP, SPLASH, STRUCK = 0, 1, 2, 3


@dataclasses.dataclass(frozen=True)
class GameSetup:
    """What a seat is told as a game starts (the league's ``newGame``): ``seed`` is its own seed, ``game`` the game's
    number in its matchup."""

    rules: Ruleset
    side: str
    moves_first: bool
    seed: int
    game: int


class SeatView:
    """One seat's observation, updated in place: ``tracking`` (height x width) of the opponent's board, ``afloat``
    (1 for each opponent fleet ship not sunk), ``own`` (height x width) of its own board, and ``volley`` (cells
    aimed at in a salvo not yet fired). Arrays may be given, to be views into a vectorised environment's batch."""

    def __init__(self, rules: Ruleset, side: str, arrays: dict[str, np.ndarray] | None = None) -> None:
        self.rules = rules
        self.side = side
        shape = (rules.height, rules.width)
        if arrays is None:
            arrays = {
                "tracking": np.zeros(shape, np.int8),
                "afloat": np.ones(len(rules.fleet), np.int8),
                "own": np.zeros(shape, np.int8),
                "volley": np.zeros(shape, np.int8),
            }
        self.arrays = arrays
        self.tracking = arrays["tracking"]
        self.afloat = arrays["afloat"]
        self.own = arrays["own"]
        self.volley = arrays["volley"]
        self._tracking = self.tracking.reshape(-1)
        self._own = self.own.reshape(-1)
        self._volley = self.volley.reshape(-1)
        self.fleet: list[Ship] = []
        self.aimed: list[int] = []
        self.reset()

    def reset(self) -> None:
        self.tracking.fill(UNKNOWN)
        self.afloat.fill(1)
        self.own.fill(WATER)
        self.volley.fill(0)
        self.fleet = []
        self.aimed = []

    # placement ---------------------------------------------------------------------------------------------------

    @property
    def placing(self) -> bool:
        """Whether ships of the fleet are still to be placed."""
        return len(self.fleet) < len(self.rules.fleet)

    def place(self, ship: Ship) -> None:
        """Adds the ship to the fleet; only its cells on the board are drawn (the league forfeits a fleet that
        leaves the board, or whose ships overlap, once it is placed)."""
        self.fleet.append(ship)
        rules = self.rules
        for k in range(ship.length):
            x, y = (ship.x, ship.y + k) if ship.down else (ship.x + k, ship.y)
            if 0 <= x < rules.width and 0 <= y < rules.height:
                self._own[y * rules.width + x] = SHIP

    def placement_mask(self) -> np.ndarray:
        """Over ``2 x cells`` actions (``cell`` across, ``cells + cell`` down, the cell the top-left): where the next
        ship of the fleet lies on the board, on no ship, and leaves room for the rest."""
        rules = self.rules
        length = rules.fleet[len(self.fleet)]
        rest = list(rules.fleet[len(self.fleet) + 1 :])
        taken = self._own != WATER
        mask = np.zeros(2 * rules.cells, np.int8)
        for down in (False, True):
            if down and length == 1:
                continue
            for y in range(rules.height):
                for x in range(rules.width):
                    if fits(rules, x, y, length, down, taken):
                        ship = Ship(x, y, length, down)
                        cells = ship.cells(rules.width)
                        taken[cells] = True
                        if not rest or completes(rules, rest, taken):
                            mask[down * rules.cells + y * rules.width + x] = 1
                        taken[cells] = False
        return mask

    def ship_of(self, action: int) -> Ship:
        """The next fleet ship placed as placement action ``action``."""
        down, cell = divmod(int(action), self.rules.cells)
        y, x = divmod(cell, self.rules.width)
        return Ship(x, y, self.rules.fleet[len(self.fleet)], bool(down))

    # battle ------------------------------------------------------------------------------------------------------

    def fire_mask(self, actions: int) -> np.ndarray:
        """Over ``actions`` actions (the cells, and any placement actions past them, never legal here): the cells not
        fired at and not aimed at in this volley; when none is left (shots repeat only then), every cell not aimed."""
        mask = np.zeros(actions, np.int8)
        cells = self.rules.cells
        free = (self._tracking == UNKNOWN) & (self._volley == 0)
        if not free.any():
            free = self._volley == 0
        mask[:cells] = free
        return mask

    def aim(self, cell: int) -> None:
        """Adds a cell to the volley being declared."""
        self.aimed.append(int(cell))
        self._volley[cell] = 1

    def take_volley(self) -> list[int]:
        aimed, self.aimed = self.aimed, []
        for cell in aimed:
            self._volley[cell] = 0
        return aimed

    def strike(self, shooter: str, x: int, y: int, result: str, ship: int | None) -> None:
        """A strike the league told of: ``result`` ``m``, ``h`` or ``s`` (``ship`` the sunk fleet ship)."""
        cell = y * self.rules.width + x
        if shooter == self.side:
            if result == "s":
                self._tracking[cell] = SUNK
                self.afloat[ship] = 0
            elif self._tracking[cell] == UNKNOWN:
                self._tracking[cell] = HIT if result == "h" else MISS
        else:
            self._own[cell] = STRUCK if self._own[cell] in (SHIP, STRUCK) else SPLASH

    def observation(self) -> dict[str, np.ndarray]:
        """A copy of the observation."""
        return {key: value.copy() for key, value in self.arrays.items()}


def spaces(rules: Ruleset) -> Any:
    """The observation space of one seat (a ``gymnasium.spaces.Dict``)."""
    from gymnasium import spaces as gym

    shape = (rules.height, rules.width)
    return gym.Dict(
        {
            "tracking": gym.Box(0, 3, shape, np.int8),
            "afloat": gym.Box(0, 1, (len(rules.fleet),), np.int8),
            "own": gym.Box(0, 3, shape, np.int8),
            "volley": gym.Box(0, 1, shape, np.int8),
        }
    )
