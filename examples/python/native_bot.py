#!/usr/bin/env python3
"""An example bot for Admiralty's native protocol over JSON lines: any board, any fleet, single or salvo.

Every message is one JSON object on one line. Answer "hello", "newGame" and "turn"; the rest are news.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from strategy import Strategy  # noqa: E402


def answer(message, state):
    kind = message["type"]
    if kind == "hello":
        return {"type": "hello", "protocol": 1, "name": "native-example"}
    if kind == "newGame":
        rules = message["ruleset"]
        state["strategy"] = Strategy(rules["width"], rules["height"], rules["fleet"], message["seed"])
        ships = state["strategy"].place()
        return {"type": "placement", "ships": [
            {"x": x, "y": y, "length": length, "orientation": "across" if across else "down"} for x, y, length, across in ships]}
    if kind == "turn":
        return {"type": "shots", "shots": [{"x": x, "y": y} for x, y in state["strategy"].shots(message["shots"])]}
    if kind == "results":
        for strike in message["strikes"]:
            state["strategy"].record(strike["x"], strike["y"], strike["result"] != "miss")
    return None


def main():
    state = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        if message["type"] == "bye":
            return
        reply = answer(message, state)
        if reply is not None:
            print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
