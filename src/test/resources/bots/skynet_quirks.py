#!/usr/bin/env python3
"""A skynet bot with every quirk the league must tolerate: a prompt glued to its replies, blank lines, and
chatter printed when no reply is due. Fires in reading order."""
import sys

shot = 0
while True:
    sys.stdout.write(">")
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        break
    command = line.split()[0] if line.split() else ""
    if command == "N":
        shot = 0
        print("\n>A0R A1R A2R A3R A4R")
    elif command == "F":
        print("%s%d" % ("ABCDEFGHIJ"[shot % 10], shot // 10))
        shot += 1
    elif command in ("H", "M", "S", "O"):
        print("noted " + line.strip())
    elif command == "K":
        break
    sys.stdout.flush()
