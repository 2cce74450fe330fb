#!/usr/bin/env python3
"""A broadsides bot that plays only if the league told it its own name: ADMIRALTY_BOT_NAME must be one of the
players of INFO SETUP, and every INFO SHOTS line must name one of them; otherwise it answers nonsense."""
import os
import sys

me = os.environ.get("ADMIRALTY_BOT_NAME", "")
players = []
ok = True
shots = (f"{col}{row}" for row in range(1, 11) for col in "ABCDEFGHIJ")
for line in sys.stdin:
    words = line.split()
    if line.startswith("INFO SETUP"):
        players = words[2].split(":", 1)[1].split(",")
        ok = me in players and len(set(players)) == 2
        print(f"I am {me!r}, players {players}", file=sys.stderr, flush=True)
    elif line.startswith("INFO SHOTS"):
        ok = ok and words[2] in players
    elif line.startswith("ACTION SHIPS"):
        print("SHIPS 5:A1:H 4:A2:H 3:A3:H 3:A4:H 2:A5:H" if ok else "SHIPS who-am-i", flush=True)
    elif line.startswith("ACTION SHOTS"):
        print(("SHOTS " + " ".join(next(shots) for _ in range(int(words[2])))) if ok else "SHOTS who-am-i", flush=True)
    elif line.startswith("ACTION FINISH"):
        print("FINISH", flush=True)
        break
