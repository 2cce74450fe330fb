#!/usr/bin/env python3
"""The cheapest legal native bot: fires at cells in reading order. For adapter benchmarks."""
import json
import sys

shot = 0
for line in sys.stdin:
    kind = json.loads(line)["type"]
    if kind == "hello":
        print('{"type":"hello","protocol":1}', flush=True)
    elif kind == "newGame":
        print('{"type":"placement","ships":[{"x":0,"y":0,"length":1,"orientation":"across"}]}', flush=True)
    elif kind == "turn":
        print('{"type":"shots","shots":[{"x":%d,"y":%d}]}' % (shot % 100, shot // 100 % 100), flush=True)
        shot += 1
    elif kind == "bye":
        break
