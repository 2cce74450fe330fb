#!/usr/bin/env python3
"""A broadsides player that learns as the salvo contest's players did: when told ACTION FINISH it adds one to the
count kept in a file beside itself, with its own name and another extension."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
memory = os.path.join(here, "counting_broadsides.txt")
shots = (f"{col}{row}" for row in range(1, 11) for col in "ABCDEFGHIJ")
for line in sys.stdin:
    words = line.split()
    if line.startswith("ACTION SHIPS"):
        print("SHIPS 5:A1:H 4:A2:H 3:A3:H 3:A4:H 2:A5:H", flush=True)
    elif line.startswith("ACTION SHOTS"):
        print("SHOTS " + " ".join(next(shots) for _ in range(int(words[2]))), flush=True)
    elif line.startswith("ACTION FINISH"):
        count = int(open(memory).read()) if os.path.exists(memory) else 0
        with open(memory, "w") as f:
            f.write(str(count + 1))
        print("FINISH", flush=True)
        break
