#!/usr/bin/env python3
"""Echoes every line: the floor for a pipe round trip, measured the same way as a bot's move."""
import sys

for line in sys.stdin:
    sys.stdout.write(line)
    sys.stdout.flush()
