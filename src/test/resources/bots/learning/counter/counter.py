#!/usr/bin/env python3
"""A skynet player that learns as the first contest's programs did: it keeps counter/counter.txt in its folder and
adds one to it after every game it won or lost."""
import os
import sys

memory = os.path.join("counter", "counter.txt")
shots = (f"{col}{row}" for row in range(10) for col in "ABCDEFGHIJ")
for line in sys.stdin:
    word = line.strip()
    if word.startswith("N "):
        shots = (f"{col}{row}" for row in range(10) for col in "ABCDEFGHIJ")
        print("A0D B0D C0D D0D E6R", flush=True)
    elif word == "F":
        print(next(shots), flush=True)
    elif word in ("W", "L", "E"):
        count = int(open(memory).read()) if os.path.exists(memory) else 0
        with open(memory, "w") as f:
            f.write(str(count + 1))
    elif word == "K":
        break
