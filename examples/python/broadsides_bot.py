#!/usr/bin/env python3
"""An example bot for the broadsides INFO/ACTION protocol (10x10, classic or salvo): one process per game.

Cells are a column letter A-J and a row number 1-10. ACTION SHIPS asks for the fleet, ACTION SHOTS n for
exactly n shots, INFO SHOTS reports every volley (ours is recognised by its cells), ACTION FINISH ends the game.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from strategy import Strategy  # noqa: E402

COLUMNS = "ABCDEFGHIJ"


def cell(text):
    return COLUMNS.index(text[0]), int(text[1:]) - 1


def name(x, y):
    return "%s%d" % (COLUMNS[x], y + 1)


def main():
    strategy = Strategy(10, 10, [5, 4, 3, 3, 2])
    volley = []
    for line in sys.stdin:
        parts = line.split()
        if not parts:
            continue
        if parts[:2] == ["ACTION", "SHIPS"]:
            strategy = Strategy(10, 10, [int(n) for n in parts[2].split(",")])
            ships = strategy.place()
            print("SHIPS " + " ".join("%d:%s:%s" % (length, name(x, y), "H" if across else "V") for x, y, length, across in ships))
        elif parts[:2] == ["ACTION", "SHOTS"]:
            volley = strategy.shots(int(parts[2]))
            print("SHOTS " + " ".join(name(x, y) for x, y in volley))
        elif parts[:2] == ["INFO", "SHOTS"]:
            results = [p.split(":") for p in parts[3:]]
            if [cell(c) for c, _ in results] == volley:
                for c, result in results:
                    strategy.record(*cell(c), result == "hit")
        elif parts[:2] == ["ACTION", "FINISH"]:
            print("FINISH")
            sys.stdout.flush()
            return
        sys.stdout.flush()


if __name__ == "__main__":
    main()
