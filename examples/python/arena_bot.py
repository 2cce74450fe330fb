#!/usr/bin/env python3
"""An example HTTP bot (standard library only) that speaks all three HTTP dialects on one port:

- arena: a form POST with act=init|fight; answers a JSON array of ships "x1,y1-x2,y2", or a cell "x,y";
- arena-json: a JSON POST with action=init|play-turn; answers {"boats": [...]} or {"play": "x,y"};
- native: a JSON POST with a "type"; answers hello, newGame and turn, and takes the rest as news.

The arena dialects are stateless: every request carries both players' strikes, so the strategy is rebuilt
from them each time. Usage: python3 arena_bot.py [PORT] (0 or nothing picks a free port; the first line
printed is "listening on PORT").
"""
import json
import os
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from strategy import Strategy  # noqa: E402

native_games = {}


def fleet_of(board):
    fleet = []
    for length in range(6, 0, -1):
        fleet += [length] * int(board.get("ship%d" % length, 0))
    return fleet


def rebuild(board, your_strikes):
    strategy = Strategy(int(board["width"]), int(board["height"]), fleet_of(board))
    for strike in your_strikes:
        x, y = (int(v) for v in strike["target"].split(","))
        strategy.record(x, y, strike["result"] != "")
    return strategy


def boats(strategy):
    return ["%d,%d-%d,%d" % (x, y, x + (length - 1 if across else 0), y + (0 if across else length - 1))
            for x, y, length, across in strategy.place()]


def native(message):
    key = message.get("matchup")
    kind = message["type"]
    if kind == "hello":
        return {"type": "hello", "protocol": 1, "name": "http-example"}
    if kind == "newGame":
        rules = message["ruleset"]
        native_games[key] = Strategy(rules["width"], rules["height"], rules["fleet"], message["seed"])
        return {"type": "placement", "ships": [
            {"x": x, "y": y, "length": length, "orientation": "across" if across else "down"}
            for x, y, length, across in native_games[key].place()]}
    if kind == "turn":
        return {"type": "shots", "shots": [{"x": x, "y": y} for x, y in native_games[key].shots(message["shots"])]}
    if kind == "results":
        for strike in message["strikes"]:
            native_games[key].record(strike["x"], strike["y"], strike["result"] != "miss")
    if kind == "bye":
        native_games.pop(key, None)
    return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # answers go out at once instead of waiting for a delayed ACK

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
        if self.headers.get("Content-Type", "").startswith("application/x-www-form-urlencoded"):
            fields = {k: v[0] for k, v in parse_qs(body).items()}
            if fields["act"] == "init":
                answer = json.dumps(boats(Strategy(int(fields["width"]), int(fields["height"]), fleet_of(fields))))
            else:
                x, y = rebuild(fields, json.loads(fields["your_strikes"])).shots(1)[0]
                answer = "%d,%d" % (x, y)
        else:
            message = json.loads(body)
            if "type" in message:
                reply = native(message)
                answer = json.dumps(reply) if reply is not None else ""
            elif message["action"] == "init":
                board = message["board"]
                answer = json.dumps({"name": "http-example", "boats": boats(Strategy(int(board["width"]), int(board["height"]), fleet_of(board)))})
            else:
                x, y = rebuild(message["board"], message["board"]["your_strikes"]).shots(1)[0]
                answer = json.dumps({"play": "%d,%d" % (x, y)})
        data = answer.encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print("listening on %d" % server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
