#!/usr/bin/env python3
"""A broadsides player that learns as the salvo contest's players did: it reads the count kept in a file beside
itself (its own name, another extension) as it starts, and saves one more when told ACTION FINISH. A process
started before the last one had saved would count one game too few."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
memory = os.path.join(here, "counting_broadsides.txt")
count = int(open(memory).read()) if os.path.exists(memory) else 0
shots = (f"{col}{row}" for row in range(1, 11) for col in "ABCDEFGHIJ")
for line in sys.stdin:
    words = line.split()
    if line.startswith("ACTION SHIPS"):
        print("SHIPS 5:A1:H 4:A2:H 3:A3:H 3:A4:H 2:A5:H", flush=True)
    elif line.startswith("ACTION SHOTS"):
        print("SHOTS " + " ".join(next(shots) for _ in range(int(words[2]))), flush=True)
    elif line.startswith("ACTION FINISH"):
        with open(memory, "w") as f:
            f.write(str(count + 1))
        print("FINISH", flush=True)
        break
