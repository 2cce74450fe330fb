#!/usr/bin/env python3
"""A student's native bot written for the classic 10x10 board: it always places the classic fleet (5, 4, 3, 3, 2), one
ship a row from the top, and fires in reading order. On any other board or fleet the league forfeits it
(wrong_fleet). Its first argument says when it is so bound to 10x10: "always"; or "when-told", only once a file
"only-10x10" is in its data folder (until then it places whatever fleet it is given), which a test writes to make a
bot that passed its validation break later, on the other boards only.
"""
import json
import os
import sys

CLASSIC = [5, 4, 3, 3, 2]
mode = sys.argv[1] if len(sys.argv) > 1 else "always"


def bound():
    if mode == "always":
        return True
    folder = os.environ.get("ADMIRALTY_DATA_DIR", "")
    return os.path.exists(os.path.join(folder, "only-10x10"))


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
        fleet = CLASSIC if bound() else rules["fleet"]
        ships = [{"x": 0, "y": row, "length": length, "orientation": "across"} for row, length in enumerate(fleet)]
        print(json.dumps({"type": "placement", "ships": ships}), flush=True)
    elif kind == "turn":
        cells = []
        for _ in range(message["shots"]):
            cells.append({"x": shot % width, "y": shot // width})
            shot += 1
        print(json.dumps({"type": "shots", "shots": cells}), flush=True)
    elif kind == "bye":
        break
