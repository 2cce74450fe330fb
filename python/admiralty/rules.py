"""The league's rulesets as ``play --ruleset`` names them, and legal fleets on their boards.

Only what a client needs to speak to the league: the rules themselves are played by the league's engine.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import numpy as np

STANDARD_FLEET = (5, 4, 3, 3, 2)


@dataclasses.dataclass(frozen=True)
class Ruleset:
    """A board, a fleet (ship lengths; ship ``i`` is fleet ship ``i``) and whether volleys are salvos."""

    width: int
    height: int
    fleet: tuple[int, ...]
    salvo: bool = False

    @staticmethod
    def parse(spec: str | Ruleset | Mapping[str, Any]) -> Ruleset:
        """``classic``, ``salvo``, ``WxH:L,L,...[:salvo]``, or a game record's ruleset object."""
        if isinstance(spec, Ruleset):
            return spec
        if isinstance(spec, Mapping):
            return Ruleset(
                int(spec["width"]), int(spec["height"]), tuple(int(n) for n in spec["fleet"]), spec["firing"] == "salvo"
            )
        text = spec.strip().lower()
        if text == "classic":
            return Ruleset(10, 10, STANDARD_FLEET)
        if text == "salvo":
            return Ruleset(10, 10, STANDARD_FLEET, True)
        parts = text.split(":")
        size = parts[0].split("x")
        if len(parts) not in (2, 3) or len(size) != 2 or (len(parts) == 3 and parts[2] not in ("single", "salvo")):
            raise ValueError(f"ruleset {spec!r} is not classic, salvo or WxH:FLEET[:salvo], e.g. 8x8:4,3,3,2")
        return Ruleset(int(size[0]), int(size[1]), tuple(int(n) for n in parts[1].split(",")), parts[-1] == "salvo")

    @property
    def spec(self) -> str:
        """The inverse of :meth:`parse` (what ``play --ruleset`` takes)."""
        if (self.width, self.height, self.fleet) == (10, 10, STANDARD_FLEET):
            return "salvo" if self.salvo else "classic"
        fleet = ",".join(str(n) for n in self.fleet)
        return f"{self.width}x{self.height}:{fleet}" + (":salvo" if self.salvo else "")

    @property
    def cells(self) -> int:
        return self.width * self.height

    def shots_for(self, afloat: Iterable[int]) -> int:
        """The volley a side's afloat ships (lengths) give: 1, or in salvo one per ship and two for a length-5."""
        if not self.salvo:
            return 1
        return sum(2 if length == 5 else 1 for length in afloat)


@dataclasses.dataclass(frozen=True)
class Ship:
    """A placed ship: its top-left cell, its length, and whether it runs across (x grows) or down (y grows)."""

    x: int
    y: int
    length: int
    down: bool

    def cells(self, width: int) -> list[int]:
        """The cells it covers, as indices ``y * width + x``."""
        step = width if self.down else 1
        return [self.y * width + self.x + k * step for k in range(self.length)]

    @property
    def word(self) -> str:
        """As ``play --env`` takes it: ``X.Y.LENGTH.a`` or ``.d``."""
        return f"{self.x}.{self.y}.{self.length}.{'d' if self.down else 'a'}"

    def to_json(self) -> dict[str, Any]:
        return {"x": self.x, "y": self.y, "length": self.length, "orientation": "down" if self.down else "across"}


def fits(rules: Ruleset, x: int, y: int, length: int, down: bool, taken: np.ndarray) -> bool:
    """Whether a ship of ``length`` at (x, y) lies on the board and on no cell of ``taken`` (a flat bool array)."""
    if down:
        if y + length > rules.height or x >= rules.width:
            return False
        return not taken[y * rules.width + x : (y + length) * rules.width + x : rules.width].any()
    if x + length > rules.width or y >= rules.height:
        return False
    return not taken[y * rules.width + x : y * rules.width + x + length].any()


def positions(rules: Ruleset, length: int, taken: np.ndarray) -> Iterator[tuple[int, int, bool]]:
    """Every legal position (x, y, down) of a ship of ``length`` beside the ships on ``taken``, lazily."""
    for down in (False, True):
        if down and length == 1:
            continue  # a one-cell ship has one position per cell
        for y in range(rules.height):
            for x in range(rules.width):
                if fits(rules, x, y, length, down, taken):
                    yield x, y, down


def _mark(rules: Ruleset, ship: tuple[int, int, bool], length: int, taken: np.ndarray, value: bool) -> None:
    x, y, down = ship
    for cell in Ship(x, y, length, down).cells(rules.width):
        taken[cell] = value


def completes(rules: Ruleset, lengths: list[int], taken: np.ndarray, budget: int = 20_000) -> bool:
    """Whether ships of ``lengths`` can still be added beside ``taken`` (a depth-first search, longest first; when
    ``budget`` positions have been tried without an answer it answers yes, which only very tight boards reach)."""
    left = [budget]

    def search(i: int) -> bool | None:
        if i == len(lengths):
            return True
        for ship in positions(rules, lengths[i], taken):
            left[0] -= 1
            if left[0] < 0:
                return None
            _mark(rules, ship, lengths[i], taken, True)
            found = search(i + 1)
            _mark(rules, ship, lengths[i], taken, False)
            if found is None or found:
                return found
        return False

    lengths = sorted(lengths, reverse=True)
    return search(0) is not False


def random_fleet(rules: Ruleset, rng: random.Random) -> list[Ship]:
    """A legal fleet in fleet order, at random from ``rng``: by rejection sampling (each ship at random positions until
    one is free) and, on boards too tight for it, each ship in turn at a uniformly chosen position among those that
    leave room for the rest. The same generator state gives the same fleet (the environments and
    :mod:`admiralty.bot` place with ``random.Random(seat seed)``, so a game replays)."""
    for _ in range(100):
        fleet = _sample_fleet(rules, rng)
        if fleet is not None:
            return fleet
    while True:
        fleet = _try_fleet(rules, rng)
        if fleet is not None:
            return fleet


def _sample_fleet(rules: Ruleset, rng: random.Random) -> list[Ship] | None:
    """Rejection sampling, fast on roomy boards: each ship at a random position until one is free (200 tries)."""
    taken: set[int] = set()
    ships = []
    width, height = rules.width, rules.height
    for length in rules.fleet:
        for _ in range(200):
            down = length > width or (length <= height and rng.random() < 0.5)
            x = rng.randrange(width if down else width - length + 1)
            y = rng.randrange(height - length + 1 if down else height)
            ship = Ship(x, y, length, down)
            cells = ship.cells(width)
            if taken.isdisjoint(cells):
                taken.update(cells)
                ships.append(ship)
                break
        else:
            return None
    return ships


def _try_fleet(rules: Ruleset, rng: random.Random) -> list[Ship] | None:
    """One try of :func:`random_fleet`; None when a search that ran out of budget let it paint itself in."""
    taken = np.zeros(rules.cells, dtype=bool)
    ships = []
    for i, length in enumerate(rules.fleet):
        rest = list(rules.fleet[i + 1 :])
        options = list(positions(rules, length, taken))
        while True:
            if not options:
                return None
            pick = rng.randrange(len(options))
            x, y, down = options[pick]
            _mark(rules, (x, y, down), length, taken, True)
            if not rest or completes(rules, rest, taken):
                break
            _mark(rules, (x, y, down), length, taken, False)
            options.pop(pick)
        ships.append(Ship(x, y, length, down))
    return ships


_MASK64 = (1 << 64) - 1


def _signed(value: int) -> int:
    value &= _MASK64
    return value - (1 << 64) if value >= 1 << 63 else value


def seat_seed(game_seed: int, side: str) -> int:
    """A seat's own seed from its game's (the league's ``Referee.seedFor``: a SplitMix64 finaliser)."""
    z = (game_seed + (1 if side == "A" else 2) * 0x9E3779B97F4A7C15) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return _signed(z ^ (z >> 31))


def game_seed(matchup_seed: int, game: int) -> int:
    """Game ``game``'s seed in the matchup seeded ``matchup_seed`` (the league's ``MatchupRunner.gameSeed``)."""
    return seat_seed(_signed(matchup_seed + game * 0x632BE59BD9B4E019), "A")
