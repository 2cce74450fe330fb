"""A small hunt-and-target Battleship strategy shared by the example bots.

It hunts on a checkerboard (every ship of length 2 or more covers one of its cells), and once it has hit
something it fires at the unknown neighbours of its hits, preferring cells that extend a line of hits.
Each example bot in this folder only translates its protocol to these calls.
"""
import random


class Strategy:
    def __init__(self, width, height, fleet, seed=None):
        self.width = width
        self.height = height
        self.fleet = list(fleet)
        self.rng = random.Random(seed)
        self.known = {}  # (x, y) -> "hit" or "miss"

    def place(self):
        """A random legal layout: a list of (x, y, length, across) in fleet order."""
        for _ in range(1000):
            used = set()
            ships = []
            for length in self.fleet:
                spot = self._random_spot(length, used)
                if spot is None:
                    break
                ships.append(spot)
            if len(ships) == len(self.fleet):
                return ships
        raise RuntimeError("could not place the fleet")

    def _random_spot(self, length, used):
        for _ in range(200):
            across = self.rng.random() < 0.5
            if across and length > self.width or not across and length > self.height:
                across = not across
            x = self.rng.randrange(self.width - (length - 1 if across else 0))
            y = self.rng.randrange(self.height - (0 if across else length - 1))
            cells = [(x + i, y) if across else (x, y + i) for i in range(length)]
            if not used.intersection(cells):
                used.update(cells)
                return (x, y, length, across)
        return None

    def record(self, x, y, hit):
        self.known[(x, y)] = "hit" if hit else "miss"

    def shots(self, count):
        """`count` distinct cells not fired at yet (repeats only when the board is exhausted)."""
        chosen = []
        for _ in range(count):
            cell = self._next(chosen)
            chosen.append(cell if cell is not None else (chosen[0] if chosen else (0, 0)))
        return chosen

    def _unknown(self, x, y, chosen):
        return 0 <= x < self.width and 0 <= y < self.height and (x, y) not in self.known and (x, y) not in chosen

    def _next(self, chosen):
        best, best_score = [], 0
        for (x, y), state in self.known.items():
            if state != "hit":
                continue
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                cell = (x + dx, y + dy)
                if not self._unknown(*cell, chosen):
                    continue
                score = 2 if self.known.get((x - dx, y - dy)) == "hit" else 1
                if score > best_score:
                    best, best_score = [cell], score
                elif score == best_score:
                    best.append(cell)
        if best:
            return self.rng.choice(best)
        open_cells = [(x, y) for y in range(self.height) for x in range(self.width) if self._unknown(x, y, chosen)]
        lattice = [c for c in open_cells if (c[0] + c[1]) % 2 == 0]
        pool = lattice or open_cells
        return self.rng.choice(pool) if pool else None
