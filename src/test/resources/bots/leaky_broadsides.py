#!/usr/bin/env python3
"""A broadsides bot whose fleet is a secret instead of cells, for the league's tests of public forfeit details."""
import sys

for line in sys.stdin:
    if line.startswith("ACTION SHIPS"):
        print("SHIPS 5:SECRET-STDOUT-5e2a:H", flush=True)
    elif line.startswith("ACTION FINISH"):
        print("FINISH", flush=True)
        break
