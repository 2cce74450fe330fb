#!/usr/bin/env python3
"""A legal but weak native bot: every ship across, one row each from the top, and shots in reading order."""
import json
import sys

shot = 0
width = 10
for line in sys.stdin:
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        print('{"type":"hello","protocol":1}', flush=True)
    elif kind == "newGame":
        rules = message["ruleset"]
        width = rules["width"]
        shot = 0
        ships = [{"x": 0, "y": row, "length": length, "orientation": "across"} for row, length in enumerate(rules["fleet"])]
        print(json.dumps({"type": "placement", "ships": ships}), flush=True)
    elif kind == "turn":
        cells = []
        for _ in range(message["shots"]):
            cells.append({"x": shot % width, "y": shot // width})
            shot += 1
        print(json.dumps({"type": "shots", "shots": cells}), flush=True)
    elif kind == "bye":
        break
