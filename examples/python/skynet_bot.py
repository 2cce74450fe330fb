#!/usr/bin/env python3
"""An example bot for the skynet line protocol (classic rules): one process plays a whole matchup.

It prints the prompt '>' before reading each command, answers N with five placements (C B D S P, top-left
cell then D or R) and F with a cell such as E5 (column A-J, row 0-9). It counts its games in a data file kept
in $ADMIRALTY_DATA_DIR between matchups.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from strategy import Strategy  # noqa: E402

DATA = os.path.join(os.environ.get("ADMIRALTY_DATA_DIR", "."), "skynet_bot.json")


def load_stats():
    try:
        with open(DATA) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {"games": 0, "wins": 0}


def main():
    stats = load_stats()
    strategy = None
    last = None
    while True:
        sys.stdout.write(">")
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            break
        parts = line.split()
        if not parts:
            continue
        command = parts[0]
        if command == "N":
            strategy = Strategy(10, 10, [5, 4, 3, 3, 2])
            ships = strategy.place()
            print(" ".join("%s%d%s" % ("ABCDEFGHIJ"[x], y, "R" if across else "D") for x, y, _, across in ships))
        elif command == "F":
            last = strategy.shots(1)[0]
            print("%s%d" % ("ABCDEFGHIJ"[last[0]], last[1]))
        elif command in ("H", "S", "M"):
            strategy.record(last[0], last[1], command != "M")
        elif command in ("W", "L", "E"):
            stats["games"] += 1
            stats["wins"] += command == "W"
        elif command == "K":
            with open(DATA, "w") as f:
                json.dump(stats, f)
            return
        sys.stdout.flush()


if __name__ == "__main__":
    main()
